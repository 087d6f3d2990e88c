//! Rules that can never match, and a default that drops IPv6 neighbour
//! discovery.
//!
//! [`never_matching`] decides, field by field, whether the matches of a rule
//! leave any value: a rule's matches are a conjunction and each tests one
//! field, so the rule can match a packet of a family only if, for every
//! field, the values allowed by its positive matches minus those excluded by
//! its negated ones are not empty. The values are exact interval sets (TCP
//! flags and the fragment state are enumerated), so the analysis is exact
//! per field and never reports a rule that some packet could match: it
//! reports a rule only when one field, or the layer 4 header on a later
//! fragment, leaves nothing. It may miss rules that need several fields
//! together to be empty (none exist in the language today).
//!
//! [`nd_dropped_by_default`] asks the interpreter how the policy treats one
//! packet of each neighbour discovery type (RFC 4861, ICMPv6 133–137).

use crate::corpus::{field_of as field, Field};
use crate::interp::{self, Decider, Outcome};
use crate::{proto, Action, Family, Interval, Match, PacketSpec, Policy, Rule, Test};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Why a rule cannot match the packets of one family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// A positive match (index into [`Rule::matches`]) on a set that holds
    /// no value of the family.
    EmptySet { m: usize },
    /// These matches, all on one field, leave no value of it.
    Contradiction { ms: Vec<usize> },
    /// The fragment matches `frag` allow only later fragments, which carry
    /// no layer 4 header, so the layer 4 match `l4` never holds.
    NoLayer4 { frag: Vec<usize>, l4: usize },
}

/// A rule that no packet can match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NeverMatch {
    /// Index into [`Policy::rules`].
    pub rule: usize,
    /// One reason per family of the rule: `(Family::Any, why)` when the
    /// reason is the same for both, else `(Ip4, why)` and `(Ip6, why)`.
    pub reasons: Vec<(Family, Why)>,
}

/// True for the tests of fields that exist only with a layer 4 header.
fn needs_layer4(t: &Test) -> bool {
    matches!(
        field(t),
        Field::Sport | Field::Dport | Field::Flags | Field::Icmp
    )
}

/// Sorted, non-overlapping, inclusive intervals over `0..=max`.
type Ivs = Vec<(u128, u128)>;

fn intersect(a: &[(u128, u128)], b: &[(u128, u128)]) -> Ivs {
    crate::diff::set::Iv(a.to_vec())
        .intersect(&crate::diff::set::Iv(b.to_vec()))
        .0
}

fn subtract(a: &[(u128, u128)], b: &[(u128, u128)]) -> Ivs {
    let mut out = Vec::new();
    let mut j = 0;
    for &(lo, hi) in a {
        let mut lo = Some(lo);
        while j < b.len() && b[j].1 < lo.unwrap_or(u128::MAX) {
            j += 1;
        }
        let mut k = j;
        while let Some(l) = lo {
            match b.get(k) {
                Some(&(blo, bhi)) if blo <= hi => {
                    if blo > l {
                        out.push((l, blo - 1));
                    }
                    lo = bhi.checked_add(1).filter(|&n| n <= hi);
                    k += 1;
                }
                _ => {
                    out.push((l, hi));
                    lo = None;
                }
            }
        }
    }
    out
}

/// The values a test asks for: set intervals are borrowed, and converted
/// only when combined with another match (a rule with one match on a
/// million-prefix set costs nothing here).
enum Vals<'p> {
    Owned(Ivs),
    V4(&'p [Interval<Ipv4Addr>]),
    V6(&'p [Interval<Ipv6Addr>]),
    Ports(&'p [Interval<u16>]),
}

fn ivs<T: Copy>(v: &[Interval<T>], f: impl Fn(T) -> u128) -> Ivs {
    v.iter().map(|i| (f(i.lo), f(i.hi))).collect()
}

fn v4(a: Ipv4Addr) -> u128 {
    u128::from(u32::from(a))
}

impl Vals<'_> {
    fn is_empty(&self) -> bool {
        match self {
            Vals::Owned(v) => v.is_empty(),
            Vals::V4(v) => v.is_empty(),
            Vals::V6(v) => v.is_empty(),
            Vals::Ports(v) => v.is_empty(),
        }
    }

    /// Whether these are all the values `0..=max` (the intervals are merged,
    /// so that is one interval).
    fn is_everything(&self, max: u128) -> bool {
        let one = match self {
            Vals::Owned(v) => v.as_slice().first().copied().filter(|_| v.len() == 1),
            Vals::V4(v) => v
                .first()
                .filter(|_| v.len() == 1)
                .map(|i| (v4(i.lo), v4(i.hi))),
            Vals::V6(v) => v
                .first()
                .filter(|_| v.len() == 1)
                .map(|i| (u128::from(i.lo), u128::from(i.hi))),
            Vals::Ports(v) => v
                .first()
                .filter(|_| v.len() == 1)
                .map(|i| (u128::from(i.lo), u128::from(i.hi))),
        };
        one == Some((0, max))
    }

    fn into_ivs(self) -> Ivs {
        match self {
            Vals::Owned(v) => v,
            Vals::V4(v) => ivs(v, v4),
            Vals::V6(v) => ivs(v, u128::from),
            Vals::Ports(v) => ivs(v, u128::from),
        }
    }
}

/// The values of the interval-valued field a test asks for, within the
/// packets of `fam` (`Ip4` or `Ip6`), and the field's largest value; `None`
/// for the enumerated fields (TCP flags, fragment state).
fn values<'p>(policy: &'p Policy, t: &Test, fam: Family) -> Option<(Vals<'p>, u128)> {
    let one = |v: u128| Vals::Owned(vec![(v, v)]);
    let range = |lo: u128, hi: u128| Vals::Owned(vec![(lo, hi)]);
    Some(match t {
        // A dynamic set's contents change at run time: nothing is decided
        // from them (no false positives).
        Test::Addr { set, .. } | Test::Port { set, .. } if policy.is_dynamic(*set) => return None,
        Test::Proto { proto } => (one(u128::from(*proto)), 255),
        Test::Addr { set, .. } => {
            let s = policy.sets.get(set.0 as usize).and_then(|s| s.ip());
            match fam {
                Family::Ip6 => (Vals::V6(s.map_or(&[], |s| &s.v6)), u128::MAX),
                Family::Ip4 | Family::Any => {
                    (Vals::V4(s.map_or(&[], |s| &s.v4)), u128::from(u32::MAX))
                }
            }
        }
        Test::Port { set, .. } => {
            let s = policy.sets.get(set.0 as usize).and_then(|s| s.port());
            (Vals::Ports(s.map_or(&[], |s| &s.ports)), 65535)
        }
        Test::Icmp { icmp_type, code } => {
            let base = u128::from(*icmp_type) << 8;
            match code {
                Some(c) => (one(base | u128::from(*c)), 0xffff),
                None => (range(base, base | 0xff), 0xffff),
            }
        }
        Test::Ttl { range: r } => (range(u128::from(r.lo), u128::from(r.hi)), 255),
        Test::Len { range: r } => (range(u128::from(r.lo), u128::from(r.hi)), 65535),
        Test::TcpFlags { .. } | Test::Fragment | Test::LaterFragment => return None,
        // (v2) Byte strings and rates: not interval-valued fields.
        Test::Payload { .. } | Test::Contains { .. } | Test::Over { .. } => return None,
    })
}

/// Fragment states: not a fragment, first fragment, later fragment.
const FRAG_STATES: [(bool, bool); 3] = [(false, false), (true, false), (true, true)];

/// Whether the fragment state `(is_fragment, later)` satisfies `m`.
fn frag_holds(m: &Match, (is_fragment, later): (bool, bool)) -> bool {
    let v = match m.test {
        Test::LaterFragment => later,
        _ => is_fragment,
    };
    v != m.negated
}

/// Whether the field tested by the matches `ms` of `rule` has no value left
/// for packets of `fam`; with the reason.
fn dead_field(policy: &Policy, rule: &Rule, ms: &[usize], fam: Family) -> Option<Why> {
    let first = &rule.matches[*ms.first()?];
    match field(&first.test) {
        Field::Flags => {
            let any = (0u16..=255).any(|f| {
                ms.iter().all(|&k| match rule.matches[k].test {
                    Test::TcpFlags { bits, mask } => {
                        ((f as u8) & mask == bits) != rule.matches[k].negated
                    }
                    _ => true,
                })
            });
            (!any).then(|| Why::Contradiction { ms: ms.to_vec() })
        }
        // (v2) Payload bytes and rates are not decided here: a rule with
        // them is never reported as dead (no false positives).
        Field::Payload | Field::Rate => None,
        Field::Frag => {
            let any = FRAG_STATES
                .iter()
                .any(|&s| ms.iter().all(|&k| frag_holds(&rule.matches[k], s)));
            (!any).then(|| Why::Contradiction { ms: ms.to_vec() })
        }
        Field::Proto
        | Field::Src
        | Field::Dst
        | Field::Sport
        | Field::Dport
        | Field::Icmp
        | Field::Ttl
        | Field::Len => {
            if let [k] = ms {
                // One match: only emptiness or fullness matters.
                let m = &rule.matches[*k];
                let (v, max) = values(policy, &m.test, fam)?;
                return if !m.negated && v.is_empty() {
                    Some(Why::EmptySet { m: *k })
                } else if m.negated && v.is_everything(max) {
                    Some(Why::Contradiction { ms: vec![*k] })
                } else {
                    None
                };
            }
            let mut allowed: Option<Ivs> = None;
            let mut excluded: Vec<Ivs> = Vec::new();
            let mut max = 0;
            for &k in ms {
                let m = &rule.matches[k];
                let (v, top) = values(policy, &m.test, fam)?;
                max = top;
                if m.negated {
                    excluded.push(v.into_ivs());
                } else {
                    if v.is_empty() {
                        return Some(Why::EmptySet { m: k });
                    }
                    let v = v.into_ivs();
                    allowed = Some(match allowed {
                        None => v,
                        Some(a) => intersect(&a, &v),
                    });
                }
            }
            let mut left = allowed.unwrap_or_else(|| vec![(0, max)]);
            for e in &excluded {
                if left.is_empty() {
                    break;
                }
                left = subtract(&left, e);
            }
            left.is_empty()
                .then(|| Why::Contradiction { ms: ms.to_vec() })
        }
    }
}

/// Why `rule` can match no packet of `fam` (`Ip4` or `Ip6`), if it cannot.
fn dead_in(policy: &Policy, rule: &Rule, fam: Family) -> Option<Why> {
    let mut fields: Vec<(Field, Vec<usize>)> = Vec::new();
    for (k, m) in rule.matches.iter().enumerate() {
        let f = field(&m.test);
        match fields.iter_mut().find(|(g, _)| *g == f) {
            Some((_, ms)) => ms.push(k),
            None => fields.push((f, vec![k])),
        }
    }
    for (_, ms) in &fields {
        if let Some(why) = dead_field(policy, rule, ms, fam) {
            return Some(why);
        }
    }
    let frag = fields.iter().find(|(f, _)| *f == Field::Frag)?;
    let only_later = FRAG_STATES
        .iter()
        .filter(|&&s| frag.1.iter().all(|&k| frag_holds(&rule.matches[k], s)))
        .all(|&(_, later)| later);
    let l4 = rule.matches.iter().position(|m| needs_layer4(&m.test))?;
    only_later.then(|| Why::NoLayer4 {
        frag: frag.1.clone(),
        l4,
    })
}

/// Every rule that no packet can match, in rule order.
pub fn never_matching(policy: &Policy) -> Vec<NeverMatch> {
    let mut out = Vec::new();
    for (i, rule) in policy.rules.iter().enumerate() {
        let reasons = match rule.family {
            Family::Ip4 | Family::Ip6 => match dead_in(policy, rule, rule.family) {
                Some(w) => vec![(rule.family, w)],
                None => continue,
            },
            Family::Any => {
                let (Some(v4), Some(v6)) = (
                    dead_in(policy, rule, Family::Ip4),
                    dead_in(policy, rule, Family::Ip6),
                ) else {
                    continue;
                };
                if v4 == v6 {
                    vec![(Family::Any, v4)]
                } else {
                    vec![(Family::Ip4, v4), (Family::Ip6, v6)]
                }
            }
        };
        out.push(NeverMatch { rule: i, reasons });
    }
    out
}

/// The neighbour discovery types of ICMPv6 (RFC 4861): router
/// solicitation and advertisement, neighbour solicitation and
/// advertisement, redirect.
pub const ND_TYPES: [u8; 5] = [133, 134, 135, 136, 137];

/// The neighbour discovery types (of [`ND_TYPES`]) whose probe packet —
/// from a link-local address to a solicited-node multicast address, hop
/// limit 255, as RFC 4861 sends them — the policy's default drops (no rule
/// decides it). Empty when the default is `pass`.
pub fn nd_dropped_by_default(policy: &Policy) -> Vec<u8> {
    if policy.default != Action::Drop {
        return Vec::new();
    }
    let src = IpAddr::V6(Ipv6Addr::new(0xfe80, 0, 0, 0, 0, 0, 0, 1));
    let dst = IpAddr::V6(Ipv6Addr::new(0xff02, 0, 0, 0, 0, 1, 0xff00, 1));
    ND_TYPES
        .into_iter()
        .filter(|&t| {
            let mut p = PacketSpec::new(proto::ICMP6, src, dst, None, None);
            p.icmp_type = Some(t);
            p.icmp_code = Some(0);
            p.ttl = Some(255);
            let frame = crate::packet::build(&p);
            matches!(
                interp::evaluate(policy, &frame),
                Outcome::Decided(v) if v.decider == Decider::Default && v.action == Action::Drop
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interval_algebra() {
        assert_eq!(
            intersect(&[(0, 10), (20, 30)], &[(5, 25)]),
            [(5, 10), (20, 25)]
        );
        assert_eq!(subtract(&[(0, 10)], &[(0, 10)]), []);
        assert_eq!(
            subtract(&[(0, 10)], &[(3, 4), (6, 6)]),
            [(0, 2), (5, 5), (7, 10)]
        );
        assert_eq!(subtract(&[(0, u128::MAX)], &[(0, u128::MAX)]), []);
        assert_eq!(
            subtract(&[(0, 5), (8, 12)], &[(4, 9), (11, u128::MAX)]),
            [(0, 3), (10, 10)]
        );
    }
}
