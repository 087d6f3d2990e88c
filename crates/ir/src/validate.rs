//! Validation: the proof every backend requires.

use crate::{proto, Family, Interval, Policy, RateKey, SetData, SetId, Test};
use std::collections::{BTreeMap, HashSet};
use std::ops::Deref;

/// A policy that passed [`validate`]. Backends take `&ValidPolicy`, so they
/// never see an unvalidated IR.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidPolicy(Policy);

impl Deref for ValidPolicy {
    type Target = Policy;
    fn deref(&self) -> &Policy {
        &self.0
    }
}

impl ValidPolicy {
    pub fn into_inner(self) -> Policy {
        self.0
    }

    /// The policy as it acts while its dynamic sets hold `contents`
    /// (a set `contents` does not name keeps its policy elements): what
    /// the interpreter and the packet corpus must be given to compare a
    /// loaded policy after `dropc set` updates. Fails when `contents` names
    /// a set that is not dynamic, gives one data of the wrong kind, or
    /// breaks an IR invariant.
    pub fn with_contents(
        &self,
        contents: &SetContents,
    ) -> Result<ValidPolicy, Vec<ValidationError>> {
        let mut p = self.0.clone();
        let mut errs = Vec::new();
        for (id, data) in &contents.0 {
            let Some(set) = p.sets.get_mut(id.0 as usize) else {
                errs.push(ValidationError {
                    at: format!("set #{}", id.0),
                    message: "set id out of range".into(),
                });
                continue;
            };
            let at = set.name.clone().unwrap_or_else(|| format!("set #{}", id.0));
            if set.dynamic.is_none() {
                errs.push(ValidationError {
                    at,
                    message: "only a dynamic set's contents change at run time".into(),
                });
                continue;
            }
            let same_kind = matches!(
                (&set.data, data),
                (SetData::Ip(_), SetData::Ip(_)) | (SetData::Port(_), SetData::Port(_))
            );
            if !same_kind {
                errs.push(ValidationError {
                    at,
                    message: "contents of the wrong kind".into(),
                });
                continue;
            }
            set.data = data.clone();
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        validate(p)
    }
}

/// Run-time contents of dynamic sets, by set id: the elements that match
/// at one moment (expired ones left out), as sorted, merged intervals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SetContents(pub BTreeMap<SetId, SetData>);

impl SetContents {
    pub fn new() -> SetContents {
        SetContents::default()
    }

    /// Sets the contents of set `id`.
    pub fn insert(&mut self, id: SetId, data: SetData) -> &mut SetContents {
        self.0.insert(id, data);
        self
    }
}

/// A broken IR invariant. The front end reports user errors with spans before
/// lowering; reaching one of these from a `.drop` file is a dropc bug.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    /// Rule label, or set name/index.
    pub at: String,
    pub message: String,
}

impl std::fmt::Display for ValidationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.at, self.message)
    }
}

fn normalised<T: Ord + Copy>(v: &[Interval<T>], succ: impl Fn(T) -> Option<T>) -> bool {
    v.iter().all(|i| i.lo <= i.hi)
        && v.windows(2).all(|w| match succ(w[0].hi) {
            Some(next) => next < w[1].lo,
            None => false,
        })
}

/// (v2) Largest `payload` offset.
pub const PAYLOAD_MAX_OFFSET: u16 = 1400;
/// (v2) Longest `payload` value, in bytes.
pub const PAYLOAD_MAX_LEN: usize = 16;
/// (v2) Longest `contains` value, in bytes.
pub const CONTAINS_MAX_LEN: usize = 64;

/// Checks every IR invariant the backends and the interpreter rely on.
pub fn validate(policy: Policy) -> Result<ValidPolicy, Vec<ValidationError>> {
    let mut errs = Vec::new();
    let mut err = |at: &str, m: String| {
        errs.push(ValidationError {
            at: at.to_string(),
            message: m,
        })
    };
    for (i, s) in policy.sets.iter().enumerate() {
        let at = s.name.clone().unwrap_or_else(|| format!("set #{i}"));
        let ok = match &s.data {
            SetData::Ip(ip) => {
                normalised(&ip.v4, |a| u32::from(a).checked_add(1).map(Into::into))
                    && normalised(&ip.v6, |a| u128::from(a).checked_add(1).map(Into::into))
            }
            SetData::Port(p) => normalised(&p.ports, |a| a.checked_add(1)),
        };
        if !ok {
            err(
                &at,
                "intervals are not sorted, merged and non-overlapping".into(),
            );
        }
        if let Some(d) = &s.dynamic {
            if s.name.is_none() {
                err(&at, "a dynamic set must be named".into());
            }
            if d.size == 0 {
                err(&at, "a dynamic set's size must be at least 1".into());
            }
        }
    }
    let mut labels = HashSet::new();
    for r in &policy.rules {
        let at = r.label.as_str();
        if !labels.insert(r.label.as_str()) {
            err(at, "duplicate label".into());
        }
        let positive_protos: Vec<u8> = r
            .matches
            .iter()
            .filter(|m| !m.negated)
            .filter_map(|m| match m.test {
                Test::Proto { proto } => Some(proto),
                _ => None,
            })
            .collect();
        let has = |p: u8| positive_protos.contains(&p);
        for m in &r.matches {
            match &m.test {
                Test::Addr { set, .. } | Test::Port { set, .. } => {
                    let Some(s) = policy.sets.get(set.0 as usize) else {
                        err(at, format!("set id {} out of range", set.0));
                        continue;
                    };
                    let want_ip = matches!(m.test, Test::Addr { .. });
                    if want_ip != matches!(s.data, SetData::Ip(_)) {
                        err(at, "set of the wrong kind".into());
                    }
                    if !(want_ip || has(proto::TCP) || has(proto::UDP)) {
                        err(at, "port match without tcp or udp".into());
                    }
                }
                Test::TcpFlags { bits, mask } => {
                    if !has(proto::TCP) {
                        err(at, "flags without tcp".into());
                    }
                    if bits & !mask != 0 {
                        err(at, "flag bits outside the mask".into());
                    }
                }
                Test::Icmp { .. } => {
                    let ok = (has(proto::ICMP) && r.family == Family::Ip4)
                        || (has(proto::ICMP6) && r.family == Family::Ip6);
                    if !ok {
                        err(at, "type without icmp (ip4) or icmp6 (ip6)".into());
                    }
                }
                Test::Ttl { range } if range.lo > range.hi => err(at, "empty ttl range".into()),
                Test::Len { range } if range.lo > range.hi => err(at, "empty len range".into()),
                Test::Payload {
                    offset,
                    value,
                    mask,
                } => {
                    if ![proto::TCP, proto::UDP, proto::ICMP, proto::ICMP6]
                        .into_iter()
                        .any(has)
                    {
                        err(at, "payload without tcp, udp, icmp or icmp6".into());
                    }
                    if *offset > PAYLOAD_MAX_OFFSET {
                        err(
                            at,
                            format!("payload offset {offset} above {PAYLOAD_MAX_OFFSET}"),
                        );
                    }
                    if value.is_empty() || value.len() > PAYLOAD_MAX_LEN {
                        err(at, format!("payload value of {} bytes", value.len()));
                    }
                    if mask.as_ref().is_some_and(|m| m.len() != value.len()) {
                        err(at, "payload mask not as long as the value".into());
                    }
                }
                Test::Contains { bytes } => {
                    if bytes.is_empty() || bytes.len() > CONTAINS_MAX_LEN {
                        err(at, format!("contains value of {} bytes", bytes.len()));
                    }
                }
                Test::Over { rate, burst, key } => {
                    if rate.packets == 0 || *burst == 0 {
                        err(at, "over with a zero rate or burst".into());
                    }
                    if let RateKey::Addr { len: Some(len), .. } = key {
                        let max = match r.family {
                            Family::Ip4 => 32,
                            Family::Ip6 => 128,
                            Family::Any => {
                                err(
                                    at,
                                    "per src/LEN or dst/LEN on a rule of both families".into(),
                                );
                                128
                            }
                        };
                        if *len > max {
                            err(at, format!("per key length {len} above {max}"));
                        }
                    }
                }
                Test::Proto { .. }
                | Test::Fragment
                | Test::LaterFragment
                | Test::Ttl { .. }
                | Test::Len { .. } => {}
            }
        }
        let overs = r
            .matches
            .iter()
            .filter(|m| matches!(m.test, Test::Over { .. }))
            .count();
        if overs > 1 {
            err(at, "more than one over".into());
        }
    }
    if errs.is_empty() {
        Ok(ValidPolicy(policy))
    } else {
        Err(errs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, Dynamic, IpSet, PortSet, Set, Span};
    use std::net::Ipv4Addr;

    fn policy() -> ValidPolicy {
        let set = |name: &str, data, dynamic| Set {
            name: Some(name.into()),
            span: Span::default(),
            data,
            dynamic,
        };
        let dynamic = Some(Dynamic {
            timeout: None,
            size: 4,
        });
        validate(Policy {
            source: "p".into(),
            default: Action::Pass,
            sets: vec![
                set("d", SetData::Ip(IpSet::default()), dynamic),
                set("s", SetData::Ip(IpSet::default()), None),
            ],
            rules: Vec::new(),
            expects: Vec::new(),
        })
        .expect("valid")
    }

    fn ip(lo: u32, hi: u32) -> SetData {
        SetData::Ip(IpSet {
            v4: vec![Interval::new(Ipv4Addr::from(lo), Ipv4Addr::from(hi))],
            v6: Vec::new(),
        })
    }

    #[test]
    fn contents_replace_a_dynamic_sets_data_only() {
        let p = policy();
        let mut c = SetContents::new();
        c.insert(SetId(0), ip(10, 20));
        let q = p.with_contents(&c).expect("valid contents");
        assert_eq!(q.sets[0].data, ip(10, 20));
        assert_eq!(q.sets[1].data, p.sets[1].data);
        // A static set, the wrong kind, an unknown id, broken intervals.
        for (id, data) in [
            (1, ip(1, 2)),
            (0, SetData::Port(PortSet::default())),
            (7, ip(1, 2)),
            (0, ip(20, 10)),
        ] {
            let mut c = SetContents::new();
            c.insert(SetId(id), data);
            assert!(p.with_contents(&c).is_err(), "set {id}");
        }
    }

    #[test]
    fn a_dynamic_set_is_named_and_sized() {
        let mut p = policy().into_inner();
        p.sets[0].name = None;
        p.sets[1].dynamic = Some(Dynamic {
            timeout: None,
            size: 0,
        });
        let errs = validate(p).expect_err("invalid");
        assert_eq!(errs.len(), 2, "{errs:?}");
    }
}
