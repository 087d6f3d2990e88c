//! Shadowing analysis: rules that can never decide a packet because an
//! earlier rule matches every packet they could match.
//!
//! The analysis is conservative: it reports rule `j` only when some earlier
//! rule `i` provably covers it, match by match — `i`'s family contains
//! `j`'s, and every match of `i` is implied by one match of `j`. It never
//! reports a rule that could still decide a packet (no false positives); it
//! may miss shadowing that needs several matches of `j` together, or several
//! earlier rules, to prove.
//!
//! The pairwise comparison is bounded by a work budget, so huge policies
//! stay fast (the remaining pairs are simply not reported).

use crate::{Dir, Family, Interval, IpSet, Match, Policy, PortSet, Rule, SetData, SetId, Test};
use Test::Over;

/// Rule `rule` (an index into [`Policy::rules`]) can never match a packet
/// that rule `by` (an earlier index) does not already decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shadow {
    pub rule: usize,
    pub by: usize,
}

/// Pairs of matches compared before the analysis gives up.
const BUDGET: u64 = 20_000_000;

/// Every shadowed rule, with the first earlier rule that covers it.
pub fn shadowed(policy: &Policy) -> Vec<Shadow> {
    let mut cx = Cx { policy, work: 0 };
    let mut out = Vec::new();
    for (j, rj) in policy.rules.iter().enumerate() {
        for (i, ri) in policy.rules[..j].iter().enumerate() {
            cx.work += 1;
            if cx.work > BUDGET {
                return out;
            }
            if cx.covers(ri, rj) {
                out.push(Shadow { rule: j, by: i });
                break;
            }
        }
    }
    out
}

/// True when every packet matched by rule `b` is matched by rule `a`
/// (conservative: false when that cannot be shown match by match).
pub fn covers(policy: &Policy, a: &Rule, b: &Rule) -> bool {
    Cx { policy, work: 0 }.covers(a, b)
}

/// How two sets must relate.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rel {
    /// Every value of the first is in the second.
    Subset,
    /// No value is in both.
    Disjoint,
}

struct Cx<'p> {
    policy: &'p Policy,
    /// Comparisons done so far (matches and set intervals).
    work: u64,
}

impl<'p> Cx<'p> {
    fn covers(&mut self, a: &Rule, b: &Rule) -> bool {
        let family_ok = a.family == Family::Any || a.family == b.family;
        // A rule with `over` lets packets through to later rules whenever
        // its key is within the rate (or over it, for `not over`): it never
        // covers another rule.
        let stateful = a.matches.iter().any(|m| matches!(m.test, Over { .. }));
        family_ok
            && !stateful
            && a.matches
                .iter()
                .all(|ma| b.matches.iter().any(|mb| self.implies(b.family, mb, ma)))
    }

    /// True when every packet of family `fam` that satisfies `mb` satisfies `ma`.
    fn implies(&mut self, fam: Family, mb: &Match, ma: &Match) -> bool {
        self.work += 1;
        match (mb.negated, ma.negated) {
            (false, false) => self.positive_implies_positive(fam, &mb.test, &ma.test),
            (false, true) => self.positive_implies_negated(fam, &mb.test, &ma.test),
            (true, true) => self.negated_implies_negated(fam, &mb.test, &ma.test),
            (true, false) => false,
        }
    }

    /// `a` is an address test of direction `dir` whose set is related to
    /// `set` by `rel`: `rel(set, a's)`, or with `flip` `rel(a's, set)`.
    fn same_dir_addr(
        &mut self,
        fam: Family,
        dir: Dir,
        set: SetId,
        a: &Test,
        rel: Rel,
        flip: bool,
    ) -> bool {
        let Test::Addr { dir: e, set: t } = a else {
            return false;
        };
        let (x, y) = if flip { (*t, set) } else { (set, *t) };
        dir == *e && self.ip_rel(fam, x, y, rel)
    }

    /// [`Cx::same_dir_addr`] for a port test.
    fn same_dir_port(&mut self, dir: Dir, set: SetId, a: &Test, rel: Rel, flip: bool) -> bool {
        let Test::Port { dir: e, set: t } = a else {
            return false;
        };
        let (x, y) = if flip { (*t, set) } else { (set, *t) };
        dir == *e && self.port_rel(x, y, rel)
    }

    /// `b` implies `a`, both positive. Each kind of `b` names the kinds of
    /// `a` it can imply (a new kind must decide here).
    fn positive_implies_positive(&mut self, fam: Family, b: &Test, a: &Test) -> bool {
        use Test::*;
        match b {
            Proto { proto: p } => matches!(a, Proto { proto: q } if p == q),
            Addr { dir, set } => self.same_dir_addr(fam, *dir, *set, a, Rel::Subset, false),
            Port { dir, set } => self.same_dir_port(*dir, *set, a, Rel::Subset, false),
            TcpFlags { bits: b1, mask: m1 } => {
                let TcpFlags { bits: b2, mask: m2 } = a else {
                    return false;
                };
                // (f & m1) == b1 fixes every bit of m1; m2 must be among them.
                m2 & !m1 == 0 && b1 & m2 == *b2
            }
            Icmp {
                icmp_type: t1,
                code: c1,
            } => {
                let Icmp {
                    icmp_type: t2,
                    code: c2,
                } = a
                else {
                    return false;
                };
                t1 == t2 && (c2.is_none() || c1 == c2)
            }
            Fragment => matches!(a, Fragment),
            LaterFragment => matches!(a, LaterFragment | Fragment),
            Ttl { range: r } => matches!(a, Ttl { range: s } if within(r, s)),
            Len { range: r } => matches!(a, Len { range: s } if within(r, s)),
            // Payload bytes take part only when certain: the same test.
            Payload { .. } | Contains { .. } => b == a,
            // `over` never covers (see `covers`) and is never implied.
            Over { .. } => false,
        }
    }

    /// `b` (positive) implies `not a`: a negated match holds when the field
    /// exists and its value is outside the set, so it is implied by a
    /// positive match (which proves the field exists) whose values all lie
    /// outside.
    fn positive_implies_negated(&mut self, fam: Family, b: &Test, a: &Test) -> bool {
        use Test::*;
        match b {
            Proto { proto: p } => matches!(a, Proto { proto: q } if p != q),
            Addr { dir, set } => self.same_dir_addr(fam, *dir, *set, a, Rel::Disjoint, false),
            Port { dir, set } => self.same_dir_port(*dir, *set, a, Rel::Disjoint, false),
            Ttl { range: r } => matches!(a, Ttl { range: s } if r.hi < s.lo || s.hi < r.lo),
            Len { range: r } => matches!(a, Len { range: s } if r.hi < s.lo || s.hi < r.lo),
            TcpFlags { .. }
            | Icmp { .. }
            | Fragment
            | LaterFragment
            | Payload { .. }
            | Contains { .. }
            | Over { .. } => false,
        }
    }

    /// `not b` implies `not a`: outside a bigger set implies outside a
    /// smaller one; otherwise only the same test.
    fn negated_implies_negated(&mut self, fam: Family, b: &Test, a: &Test) -> bool {
        use Test::*;
        match b {
            Addr { dir, set } => self.same_dir_addr(fam, *dir, *set, a, Rel::Subset, true),
            Port { dir, set } => self.same_dir_port(*dir, *set, a, Rel::Subset, true),
            Ttl { range: r } => matches!(a, Ttl { range: s } if within(s, r)),
            Len { range: r } => matches!(a, Len { range: s } if within(s, r)),
            Proto { .. }
            | TcpFlags { .. }
            | Icmp { .. }
            | Fragment
            | LaterFragment
            | Payload { .. }
            | Contains { .. }
            | Over { .. } => b == a,
        }
    }

    /// The contents of a static address set (a dynamic set's contents are
    /// not known before run time: no relation can be shown with them).
    fn ip_set(&self, id: SetId) -> Option<&'p IpSet> {
        let set = self.policy.sets.get(id.0 as usize)?;
        if set.is_dynamic() {
            return None;
        }
        match &set.data {
            SetData::Ip(s) => Some(s),
            SetData::Port(_) => None,
        }
    }

    /// The contents of a static port set (see [`Cx::ip_set`]).
    fn port_set(&self, id: SetId) -> Option<&'p PortSet> {
        let set = self.policy.sets.get(id.0 as usize)?;
        if set.is_dynamic() {
            return None;
        }
        match &set.data {
            SetData::Port(s) => Some(s),
            SetData::Ip(_) => None,
        }
    }

    /// `rel` between address sets `x` and `y`, on the families in `fam`.
    fn ip_rel(&mut self, fam: Family, x: SetId, y: SetId, rel: Rel) -> bool {
        if x == y && rel == Rel::Subset {
            return true;
        }
        let (Some(a), Some(b)) = (self.ip_set(x), self.ip_set(y)) else {
            return false;
        };
        let mut ok = true;
        let mut work = 0;
        if fam != Family::Ip6 {
            work += cost(a.v4.len(), b.v4.len(), rel);
            ok &= relate(&a.v4, &b.v4, rel);
        }
        if fam != Family::Ip4 {
            work += cost(a.v6.len(), b.v6.len(), rel);
            ok &= relate(&a.v6, &b.v6, rel);
        }
        self.work += work;
        ok
    }

    /// `rel` between port sets `x` and `y`.
    fn port_rel(&mut self, x: SetId, y: SetId, rel: Rel) -> bool {
        if x == y && rel == Rel::Subset {
            return true;
        }
        let (Some(a), Some(b)) = (self.port_set(x), self.port_set(y)) else {
            return false;
        };
        self.work += cost(a.ports.len(), b.ports.len(), rel);
        relate(&a.ports, &b.ports, rel)
    }
}

/// Interval lookups [`relate`] does.
fn cost(a: usize, b: usize, rel: Rel) -> u64 {
    match rel {
        Rel::Subset => a as u64,
        Rel::Disjoint => a.min(b) as u64,
    }
}

fn within<T: Ord>(inner: &Interval<T>, outer: &Interval<T>) -> bool {
    outer.lo <= inner.lo && inner.hi <= outer.hi
}

fn relate<T: Ord>(a: &[Interval<T>], b: &[Interval<T>], rel: Rel) -> bool {
    match rel {
        Rel::Subset => subset(a, b),
        Rel::Disjoint => disjoint(a, b),
    }
}

/// Every interval of `a` lies inside one interval of `b` (both normalised:
/// sorted, merged, non-overlapping).
fn subset<T: Ord>(a: &[Interval<T>], b: &[Interval<T>]) -> bool {
    a.iter().all(|x| {
        let k = b.partition_point(|y| y.hi < x.lo);
        b.get(k).is_some_and(|y| y.lo <= x.lo && x.hi <= y.hi)
    })
}

/// No value lies in both `a` and `b` (both normalised).
fn disjoint<T: Ord>(a: &[Interval<T>], b: &[Interval<T>]) -> bool {
    let (small, big) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    small.iter().all(|x| {
        let k = big.partition_point(|y| y.hi < x.lo);
        big.get(k).is_none_or(|y| y.lo > x.hi)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, Dir, Set, Span};
    use std::net::Ipv4Addr;

    fn ip4set(ranges: &[(u32, u32)]) -> SetData {
        SetData::Ip(IpSet {
            v4: ranges
                .iter()
                .map(|&(a, b)| Interval::new(Ipv4Addr::from(a), Ipv4Addr::from(b)))
                .collect(),
            v6: vec![],
        })
    }

    fn ports(ranges: &[(u16, u16)]) -> SetData {
        SetData::Port(PortSet {
            ports: ranges.iter().map(|&(a, b)| Interval::new(a, b)).collect(),
        })
    }

    fn m(negated: bool, test: Test) -> Match {
        Match {
            negated,
            test,
            span: Span::default(),
        }
    }

    fn rule(label: &str, family: Family, matches: Vec<Match>) -> Rule {
        Rule {
            label: label.into(),
            line: 1,
            span: Span::default(),
            action: Action::Drop,
            family,
            matches,
        }
    }

    fn policy(sets: Vec<SetData>, rules: Vec<Rule>) -> Policy {
        Policy {
            source: "t".into(),
            default: Action::Pass,
            sets: sets
                .into_iter()
                .map(|data| Set {
                    name: None,
                    span: Span::default(),
                    data,
                    dynamic: None,
                })
                .collect(),
            rules,
            expects: vec![],
        }
    }

    const TCP: Test = Test::Proto { proto: 6 };
    const UDP: Test = Test::Proto { proto: 17 };

    fn src(set: u32) -> Test {
        Test::Addr {
            dir: Dir::Src,
            set: SetId(set),
        }
    }

    fn dport(set: u32) -> Test {
        Test::Port {
            dir: Dir::Dst,
            set: SetId(set),
        }
    }

    #[test]
    fn prefix_containment() {
        // set 0: 10.0.0.0/8, set 1: 10.1.0.0/16, set 2: 11.0.0.0/8
        let sets = vec![
            ip4set(&[(0x0a00_0000, 0x0aff_ffff)]),
            ip4set(&[(0x0a01_0000, 0x0a01_ffff)]),
            ip4set(&[(0x0b00_0000, 0x0bff_ffff)]),
        ];
        let p = policy(
            sets,
            vec![
                rule("a", Family::Ip4, vec![m(false, src(0))]),
                rule("b", Family::Ip4, vec![m(false, src(1)), m(false, TCP)]),
                rule("c", Family::Ip4, vec![m(false, src(2))]),
                rule("d", Family::Ip4, vec![m(false, src(2)), m(false, UDP)]),
            ],
        );
        assert_eq!(
            shadowed(&p),
            vec![Shadow { rule: 1, by: 0 }, Shadow { rule: 3, by: 2 }]
        );
    }

    #[test]
    fn family_must_contain() {
        let p = policy(
            vec![],
            vec![
                rule("a", Family::Ip4, vec![m(false, TCP)]),
                rule("b", Family::Any, vec![m(false, TCP)]),
                rule("c", Family::Ip6, vec![m(false, TCP)]),
                rule(
                    "d",
                    Family::Ip6,
                    vec![m(false, TCP), m(false, Test::Fragment)],
                ),
            ],
        );
        // b (both families) is not covered by a (IPv4 only); c is covered by b.
        assert_eq!(
            shadowed(&p),
            vec![Shadow { rule: 2, by: 1 }, Shadow { rule: 3, by: 1 }]
        );
    }

    #[test]
    fn negations_and_ports() {
        // set 0: port 22, set 1: ports 20-30, set 2: port 80
        let sets = vec![ports(&[(22, 22)]), ports(&[(20, 30)]), ports(&[(80, 80)])];
        let p = policy(
            sets,
            vec![
                rule("a", Family::Any, vec![m(false, TCP), m(true, dport(2))]),
                rule("b", Family::Any, vec![m(false, TCP), m(false, dport(0))]),
                rule("c", Family::Any, vec![m(false, TCP), m(true, dport(0))]),
            ],
        );
        // b: dport 22 lies outside {80}, so `not dport 80` holds. c: `not
        // dport 22` may be 80, which a does not match.
        assert_eq!(shadowed(&p), vec![Shadow { rule: 1, by: 0 }]);
        let q = policy(
            vec![ports(&[(22, 22)]), ports(&[(20, 30)])],
            vec![
                rule("a", Family::Any, vec![m(false, TCP), m(true, dport(0))]),
                rule("b", Family::Any, vec![m(false, TCP), m(true, dport(1))]),
            ],
        );
        assert_eq!(shadowed(&q), vec![Shadow { rule: 1, by: 0 }]);
        let r = policy(
            vec![ports(&[(22, 22)]), ports(&[(20, 30)])],
            vec![
                rule("a", Family::Any, vec![m(false, TCP), m(true, dport(1))]),
                rule("b", Family::Any, vec![m(false, TCP), m(true, dport(0))]),
            ],
        );
        assert!(shadowed(&r).is_empty());
    }

    #[test]
    fn flags_fragments_ranges() {
        let syn_noack = Test::TcpFlags {
            bits: 0x02,
            mask: 0x12,
        };
        let syn = Test::TcpFlags {
            bits: 0x02,
            mask: 0x02,
        };
        let p = policy(
            vec![],
            vec![
                rule("a", Family::Any, vec![m(false, TCP), m(false, syn.clone())]),
                rule(
                    "b",
                    Family::Any,
                    vec![m(false, TCP), m(false, syn_noack.clone())],
                ),
                rule("c", Family::Any, vec![m(false, Test::Fragment)]),
                rule(
                    "d",
                    Family::Any,
                    vec![m(false, Test::LaterFragment), m(false, UDP)],
                ),
                rule("e", Family::Any, vec![m(false, Test::LaterFragment)]),
                rule(
                    "f",
                    Family::Any,
                    vec![m(
                        false,
                        Test::Ttl {
                            range: Interval::new(0, 5),
                        },
                    )],
                ),
                rule(
                    "g",
                    Family::Any,
                    vec![m(
                        false,
                        Test::Ttl {
                            range: Interval::new(1, 5),
                        },
                    )],
                ),
                rule(
                    "h",
                    Family::Any,
                    vec![m(
                        false,
                        Test::Ttl {
                            range: Interval::new(4, 6),
                        },
                    )],
                ),
            ],
        );
        assert_eq!(
            shadowed(&p),
            vec![
                Shadow { rule: 1, by: 0 },
                Shadow { rule: 3, by: 2 },
                Shadow { rule: 4, by: 2 },
                Shadow { rule: 6, by: 5 },
            ]
        );
        // The converse never holds: syn/syn does not imply syn/syn,ack.
        let q = policy(
            vec![],
            vec![
                rule("a", Family::Any, vec![m(false, TCP), m(false, syn_noack)]),
                rule("b", Family::Any, vec![m(false, TCP), m(false, syn)]),
                rule("c", Family::Any, vec![m(false, Test::LaterFragment)]),
                rule("d", Family::Any, vec![m(false, Test::Fragment)]),
            ],
        );
        assert!(shadowed(&q).is_empty());
    }

    #[test]
    fn empty_rule_covers_everything_after() {
        let p = policy(
            vec![],
            vec![
                rule("all", Family::Any, vec![]),
                rule("x", Family::Ip6, vec![m(false, UDP)]),
            ],
        );
        assert_eq!(shadowed(&p), vec![Shadow { rule: 1, by: 0 }]);
        // A negated proto is not implied by a different negated proto.
        let q = policy(
            vec![],
            vec![
                rule("a", Family::Any, vec![m(true, TCP)]),
                rule("b", Family::Any, vec![m(true, UDP)]),
                rule("c", Family::Any, vec![m(false, UDP)]),
            ],
        );
        assert_eq!(shadowed(&q), vec![Shadow { rule: 2, by: 0 }]);
    }

    #[test]
    fn set_algebra() {
        let iv = |v: &[(u128, u128)]| {
            v.iter()
                .map(|&(a, b)| Interval::new(a, b))
                .collect::<Vec<_>>()
        };
        assert!(subset(&iv(&[(1, 2), (10, 12)]), &iv(&[(0, 5), (9, 20)])));
        assert!(!subset(&iv(&[(1, 2), (10, 21)]), &iv(&[(0, 5), (9, 20)])));
        assert!(subset(&iv(&[]), &iv(&[])));
        assert!(!subset(&iv(&[(6, 6)]), &iv(&[(0, 5), (9, 20)])));
        assert!(disjoint(&iv(&[(6, 8)]), &iv(&[(0, 5), (9, 20)])));
        assert!(!disjoint(&iv(&[(6, 9)]), &iv(&[(0, 5), (9, 20)])));
        assert!(disjoint(&iv(&[]), &iv(&[(0, 5)])));
    }
}
