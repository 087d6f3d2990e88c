//! Validation: the proof every backend requires.

use crate::{proto, Family, Interval, Policy, RateKey, SetData, Test};
use std::collections::HashSet;
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
