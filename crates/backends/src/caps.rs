//! What each target can express, and the one place that rejects what it
//! cannot (spec §7).
//!
//! Every match of a rule maps to one or more [`Construct`]s
//! ([`Construct::of`]): a [`Kind`] and whether it is negated. Each backend
//! declares only its exceptions, next to its code
//! ([`crate::Backend::unsupported`], an exhaustive `match` over [`Kind`], so
//! a new kind does not compile until every backend has decided), with the
//! reason. [`check`] is the only place that turns an exception into an
//! error naming the rule, the construct and the targets that can; backends
//! never re-check with messages of their own, and never silently drop a
//! match.
//!
//! Target warnings (the iptables connection-tracking defragmentation caveat
//! of spec §7) come from [`crate::Backend::warnings`] through [`check`] too.
//! So do the kernel's name limits ([`limits`], from
//! [`crate::Backend::label_name`] and [`crate::Backend::set_name`]): a
//! label or set name the target could not load is an error here, at
//! `check --target` / `compile` time, not at load.
//!
//! How the netfilter targets express each test (details and the kernel
//! behaviour behind each choice: `nft/mod.rs`, `iptables.rs`):
//!
//! | IR test | nft (netdev ingress) | iptables / ip6tables (raw) |
//! |---|---|---|
//! | family | `meta protocol ip` / `ip6` | the file (`iptables.restore` / `ip6tables.restore`) |
//! | `Proto` | `meta l4proto N` (`!= { .. }` negated) | `-p N`; IPv6 adds `-m ipv6header ! --header ah --soft` (legacy `-p` walks past AH); `proto 51` on IPv6 is `-m ipv6header --header ah --soft`; a second excluded protocol is a guard (`-p N -g` next chain); `proto 0`: `-m u32 "6&0xFF=0"` on IPv4, never on IPv6 (hop-by-hop is always walked) |
//! | `Addr` | `ip[6] saddr/daddr [!=] PREFIX \| { .. } \| @set.v4` | `[!] -s/-d PREFIX` (anonymous, one block) or `-m set [!] --match-set dropc-NAME-4 src/dst` (hash:net) |
//! | `Port` | `th sport/dport [!=] P \| { .. } \| @set.port` | `-m multiport [!] --sports/--dports L` (≤ 15 slots) or `-m set [!] --match-set dropc-NAME-p src/dst` (bitmap:port) |
//! | `TcpFlags` | `tcp flags & (MASK) ==/!= BITS` | `-m tcp [!] --tcp-flags MASK COMP`; ece/cwr: `-m ecn [!] --ecn-tcp-ece/--ecn-tcp-cwr` (negated: one rule per part) |
//! | `Icmp` | `icmp[v6] type T [icmp code C]`; negated with code: `icmp type . icmp code != { T . C }` | `-m icmp [!] --icmp-type T[/C]`, `-m icmp6 [!] --icmpv6-type T[/C]`; IPv4 type 255 (= "any" to iptables): `-m u32` on the ICMP header |
//! | `Fragment` | `ip frag-off & 0x3fff != 0` / `exthdr frag exists` (negated `== 0` / `missing`) | `-m u32 --u32 "4&0x3FFF=1:0x3FFF"` (negated `=0`) / `-m ipv6header [!] --header ipv6-frag --soft` |
//! | `LaterFragment` | the main chain sends later fragments (`ip frag-off & 0x1fff != 0`, `frag frag-off != 0`) to chain `later-fragments`; the test is folded per chain | `-f` / `! -f`; IPv6: `-m ipv6header --header ipv6-frag --soft` with guard `-m frag --fragfirst`, negated: two rules (no frag header, or `--fragfirst`) |
//! | `Ttl` | `ip ttl` / `ip6 hoplimit` `[!=] N[-M]` | `-m ttl`/`-m hl` `--ttl-eq/--ttl-lt/--ttl-gt` (negated range: two rules) |
//! | `Len` | `ip length` / `ip6 length` (payload: len − 40) `[!=] N[-M]` | `-m length [!] --length N[:M]` |
//! | layer-4 test | (later fragments never reach these rules) | the rule first says `not fragment later` |
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::Target;
use dropc_ir::{Code, Diagnostic, Family, Match, Rule, Span, Test, ValidPolicy};

/// A kind of construct of the IR whose support can differ between targets:
/// each test kind, plus notable variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Proto,
    Addr,
    Port,
    TcpFlags,
    IcmpType,
    IcmpTypeCode,
    Fragment,
    LaterFragment,
    Ttl,
    Len,
    /// (v2) `payload OFF V[/M]`.
    Payload,
    /// (v2) `payload` on a rule that applies to IPv6 (the payload can
    /// follow extension headers).
    PayloadIp6,
    /// (v2) `contains V`.
    Contains,
    /// (v2) `over N/UNIT ...`.
    Over,
    /// (v2) `over` without `per` on a rule of both families: one bucket
    /// shared by IPv4 and IPv6 packets.
    OverSharedByFamilies,
    /// (v2) `over` with a rate above 1,000,000/second or a burst above
    /// 10,000 (hashlimit's limits).
    OverBeyondHashlimit,
    /// (v2) `over` whose bucket does not fit the BPF targets' exact 64-bit
    /// clock arithmetic: `burst × unit_ns / gcd(N, unit_ns) >= 2^62`
    /// ([`crate::bpf::over_fits_clock`]; e.g. `over 1/hour` with a burst
    /// above 1,281,023).
    OverBeyondBpfClock,
    /// (v2) `over` that nftables' limit refuses (`EOVERFLOW`):
    /// `floor(unit_ns / N) × burst >= 2^64` (e.g. `over 1/hour` with a
    /// burst above 5,124,095).
    OverBeyondNftLimit,
    /// (v2) `src/dst/sport/dport @SET` where SET is dynamic (spec §3).
    DynamicSet,
    /// (v2) `contains V` whose pattern comes after the first
    /// [`crate::bpf::MAX_SEARCHES`] distinct patterns of the policy: the
    /// BPF targets verify one search function per distinct pattern, and
    /// more would not fit the verifier's budget.
    ContainsBeyondBpfSearches,
}

impl Kind {
    /// How the construct is written in a policy.
    pub fn syntax(self) -> &'static str {
        match self {
            Kind::Proto => "proto N / tcp / udp / icmp / icmp6",
            Kind::Addr => "src/dst ADDR",
            Kind::Port => "sport/dport P",
            Kind::TcpFlags => "flags F/M",
            Kind::IcmpType => "type T",
            Kind::IcmpTypeCode => "type T code C",
            Kind::Fragment => "fragment",
            Kind::LaterFragment => "fragment later",
            Kind::Ttl => "ttl N-M",
            Kind::Len => "len N-M",
            Kind::Payload => "payload OFF V",
            Kind::PayloadIp6 => "payload OFF V on IPv6 (write `ip4` to limit the rule to IPv4)",
            Kind::Contains => "contains V",
            Kind::Over => "over N/UNIT",
            Kind::OverSharedByFamilies => "over N/UNIT without `per` on a rule of both families",
            Kind::OverBeyondHashlimit => "over N/second above 1000000/second, or burst above 10000",
            Kind::OverBeyondBpfClock => {
                "over N/UNIT burst B with B × (UNIT in ns) / gcd(N, UNIT in ns) of 2^62 or more \
                 (over 1/hour: burst above 1281023)"
            }
            Kind::OverBeyondNftLimit => {
                "over N/UNIT burst B with floor((UNIT in ns) / N) × B of 2^64 or more \
                 (over 1/hour: burst above 5124095)"
            }
            Kind::DynamicSet => "src/dst/sport/dport @SET of a dynamic set",
            Kind::ContainsBeyondBpfSearches => {
                "contains V with more than 16 distinct patterns in the policy"
            }
        }
    }
}

/// One construct: a kind, positive or negated (`not MATCH`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Construct {
    pub kind: Kind,
    pub negated: bool,
}

impl Construct {
    pub const fn new(kind: Kind, negated: bool) -> Construct {
        Construct { kind, negated }
    }

    /// The constructs one match uses: its kind and any notable variant, all
    /// with the match's negation.
    pub fn of(m: &Match) -> Vec<Construct> {
        let kinds: &[Kind] = match &m.test {
            Test::Proto { .. } => &[Kind::Proto],
            Test::Addr { .. } => &[Kind::Addr],
            Test::Port { .. } => &[Kind::Port],
            Test::TcpFlags { .. } => &[Kind::TcpFlags],
            Test::Icmp { code: None, .. } => &[Kind::IcmpType],
            Test::Icmp { code: Some(_), .. } => &[Kind::IcmpTypeCode],
            Test::Fragment => &[Kind::Fragment],
            Test::LaterFragment => &[Kind::LaterFragment],
            Test::Ttl { .. } => &[Kind::Ttl],
            Test::Len { .. } => &[Kind::Len],
            Test::Payload { .. } => &[Kind::Payload],
            Test::Contains { .. } => &[Kind::Contains],
            Test::Over { .. } => &[Kind::Over],
        };
        kinds
            .iter()
            .map(|&k| Construct::new(k, m.negated))
            .collect()
    }

    /// The constructs of one match of `rule`: [`Construct::of`] plus those
    /// that depend on the rule (its family, its protocol).
    pub fn of_rule(rule: &Rule, m: &Match) -> Vec<Construct> {
        let mut v = Construct::of(m);
        let mut add = |k| v.push(Construct::new(k, m.negated));
        if let Test::Over {
            key: dropc_ir::RateKey::Global,
            ..
        } = m.test
        {
            if rule.family == Family::Any {
                add(Kind::OverSharedByFamilies);
            }
        }
        if let Test::Over { rate, burst, .. } = m.test {
            if crate::iptables::beyond_hashlimit(rate, burst) {
                add(Kind::OverBeyondHashlimit);
            }
            if !crate::bpf::over_fits_clock(rate, burst) {
                add(Kind::OverBeyondBpfClock);
            }
            if crate::nft::beyond_nft_limit(rate, burst) {
                add(Kind::OverBeyondNftLimit);
            }
        }
        if let Test::Payload { .. } = &m.test {
            if rule.family != Family::Ip4 {
                add(Kind::PayloadIp6);
            }
        }
        v
    }

    /// How the construct is written in a policy (`not ...` when negated).
    pub fn syntax(self) -> String {
        if self.negated {
            format!("not {}", self.kind.syntax())
        } else {
            self.kind.syntax().to_string()
        }
    }
}

/// Whether `target` can express `construct`.
pub fn supports(target: Target, construct: Construct) -> bool {
    target.backend().unsupported(construct).is_none()
}

/// The targets that can express `construct`.
pub fn targets_supporting(construct: Construct) -> Vec<Target> {
    Target::ALL
        .into_iter()
        .filter(|t| supports(*t, construct))
        .collect()
}

/// Errors for every construct of `policy` that `target` cannot express, and
/// the target's warnings.
pub fn check(target: Target, policy: &ValidPolicy) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    // the distinct `contains` patterns, in file order
    let mut patterns: Vec<&[u8]> = Vec::new();
    for rule in &policy.rules {
        for m in &rule.matches {
            let mut cs = Construct::of_rule(rule, m);
            if uses_dynamic_set(policy, m) {
                cs.push(Construct::new(Kind::DynamicSet, m.negated));
            }
            if let Test::Contains { bytes } = &m.test {
                if !patterns.contains(&bytes.as_slice()) {
                    patterns.push(bytes);
                }
                if patterns.iter().position(|p| *p == bytes.as_slice())
                    >= Some(crate::bpf::MAX_SEARCHES)
                {
                    cs.push(Construct::new(Kind::ContainsBeyondBpfSearches, m.negated));
                }
            }
            for c in cs {
                if !supports(target, c) {
                    out.push(unsupported(policy, rule, m.span, c, target));
                }
            }
        }
    }
    out.extend(target.backend().warnings(policy));
    out.extend(limits(target, policy));
    out
}

/// Whether `m` tests a dynamic set.
fn uses_dynamic_set(policy: &ValidPolicy, m: &Match) -> bool {
    m.test.set().is_some_and(|set| policy.is_dynamic(set))
}

/// A name the target's kernel limits in length: what a label or set name
/// becomes on the target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitedName {
    /// The name as the target writes it.
    pub name: String,
    /// What it is, e.g. "its counter name".
    pub what: &'static str,
    /// The most bytes the kernel takes.
    pub max: usize,
    /// The kernel's name for the limit, e.g. `NFT_OBJ_MAXNAMELEN`.
    pub limit: &'static str,
}

/// `s` cut to 40 characters, for quoting long names.
fn short(s: &str) -> String {
    match s.char_indices().nth(40) {
        Some((k, _)) => format!("{}…", &s[..k]),
        None => s.to_string(),
    }
}

/// The `name-too-long` error for `user` (a label or set name, at `span`)
/// when it becomes `n` on `target`, if `n` is too long.
fn too_long(
    policy: &ValidPolicy,
    target: Target,
    kind: &str,
    user: &str,
    span: Span,
    n: LimitedName,
) -> Option<Diagnostic> {
    let extra = n.name.len().saturating_sub(user.len());
    (n.name.len() > n.max).then(|| {
        Diagnostic::error(
            Code::NameTooLong,
            &policy.source,
            span,
            format!(
                "{kind} `{}` is too long for target {target}: {} `{}` would have {} bytes, over the kernel's limit of {} ({})",
                short(user),
                n.what,
                short(&n.name),
                n.name.len(),
                n.max,
                n.limit
            ),
        )
        .with_help(format!(
            "shorten the {kind} to at most {} bytes",
            n.max.saturating_sub(extra)
        ))
    })
}

/// Errors for the labels and set names longer than `target` can load.
pub fn limits(target: Target, policy: &ValidPolicy) -> Vec<Diagnostic> {
    let backend = target.backend();
    let mut out = Vec::new();
    for rule in &policy.rules {
        let Some(n) = backend.label_name(&rule.label) else {
            continue;
        };
        let start = rule.span.start as usize;
        let end = (start + rule.label.len()).min(rule.span.end as usize);
        out.extend(too_long(
            policy,
            target,
            "label",
            &rule.label,
            Span::new(start, end),
            n,
        ));
    }
    for set in &policy.sets {
        let Some(name) = &set.name else { continue };
        let Some(n) = backend.set_name(name, &set.data) else {
            continue;
        };
        out.extend(too_long(policy, target, "set name", name, set.span, n));
    }
    out
}

/// The error for a construct `target` cannot express, at `span` in `rule`.
/// Backends that meet such a construct (only if called without [`check`])
/// report it through here too, so there is one message.
pub(crate) fn unsupported(
    policy: &ValidPolicy,
    rule: &Rule,
    span: dropc_ir::Span,
    c: Construct,
    target: Target,
) -> Diagnostic {
    let why = target
        .backend()
        .unsupported(c)
        .unwrap_or("the backend could not express it");
    let can: Vec<&str> = targets_supporting(c).iter().map(|t| t.name()).collect();
    let can = if can.is_empty() {
        "no target".to_string()
    } else {
        can.join(", ")
    };
    Diagnostic::error(
        Code::Unsupported,
        &policy.source,
        span,
        format!(
            "rule `{}`: `{}` cannot be expressed on target {}",
            rule.label,
            c.syntax(),
            target
        ),
    )
    .with_help(format!("targets that can express it: {can}"))
    .with_note(why)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dropc_ir::{validate, Action, Policy, Span};

    #[test]
    fn exceptions_are_the_documented_ones() {
        // The whole support matrix: what the module doc's table says.
        let kinds = [
            Kind::Proto,
            Kind::Addr,
            Kind::Port,
            Kind::TcpFlags,
            Kind::IcmpType,
            Kind::IcmpTypeCode,
            Kind::Fragment,
            Kind::LaterFragment,
            Kind::Ttl,
            Kind::Len,
        ];
        for kind in kinds {
            for negated in [false, true] {
                let c = Construct::new(kind, negated);
                assert_eq!(targets_supporting(c), Target::ALL.to_vec(), "{c:?}");
            }
        }
    }

    fn policy(matches: Vec<Match>, family: Family) -> ValidPolicy {
        validate(Policy {
            source: "p.drop".into(),
            default: Action::Pass,
            sets: vec![],
            rules: vec![Rule {
                label: "r1".into(),
                line: 3,
                span: Span::new(10, 30),
                action: Action::Drop,
                family,
                matches,
            }],
            expects: vec![],
        })
        .expect("valid")
    }

    fn m(test: Test, negated: bool) -> Match {
        Match {
            negated,
            test,
            span: Span::new(15, 22),
        }
    }

    #[test]
    fn proto_zero_compiles_everywhere() {
        for negated in [false, true] {
            for fam in [Family::Any, Family::Ip4, Family::Ip6] {
                let p = policy(vec![m(Test::Proto { proto: 0 }, negated)], fam);
                for t in Target::ALL {
                    assert!(check(t, &p).is_empty(), "{t} {fam:?} {negated}");
                }
            }
        }
    }

    fn errors(t: Target, p: &ValidPolicy) -> Vec<String> {
        check(t, p)
            .into_iter()
            .filter(Diagnostic::is_error)
            .map(|d| d.message)
            .collect()
    }

    /// Huge bursts at low rates: a capability error at check time on each
    /// target whose arithmetic cannot hold the bucket, naming the limit, at
    /// exactly the first burst beyond it; every target that accepts one
    /// compiles it.
    #[test]
    fn huge_bursts_are_capability_errors_at_the_limit() {
        use dropc_ir::{Rate, RateKey, TimeUnit};
        let over = |packets, unit, burst| {
            let t = Test::Over {
                rate: Rate { packets, unit },
                burst,
                key: RateKey::Addr {
                    dir: dropc_ir::Dir::Src,
                    len: Some(16),
                },
            };
            policy(
                vec![m(Test::Proto { proto: 17 }, false), m(t, false)],
                Family::Ip4,
            )
        };
        let refused = |p: &ValidPolicy| -> Vec<Target> {
            Target::ALL
                .into_iter()
                .filter(|t| !errors(*t, p).is_empty())
                .collect()
        };
        let hour = TimeUnit::Hour;
        // 1/hour: BPF up to 1,281,023, nft up to 5,124,095; iptables'
        // hashlimit up to 10,000 (its own kind).
        assert_eq!(refused(&over(1, hour, 10_000)), vec![]);
        assert_eq!(refused(&over(1, hour, 10_001)), vec![Target::Iptables]);
        assert_eq!(refused(&over(1, hour, 1_281_023)), vec![Target::Iptables]);
        let p = over(1, hour, 1_281_024);
        assert_eq!(refused(&p), vec![Target::Xdp, Target::Tc, Target::Iptables]);
        let e = errors(Target::Xdp, &p).join("\n");
        assert!(e.contains("r1") && e.contains("burst above 1281023"), "{e}");
        let p = over(1, hour, 2_000_000);
        assert_eq!(refused(&p), vec![Target::Xdp, Target::Tc, Target::Iptables]);
        assert_eq!(refused(&over(1, hour, 5_124_095)).len(), 3);
        let p = over(1, hour, 5_124_096);
        assert_eq!(refused(&p), Target::ALL.to_vec());
        let e = errors(Target::Nft, &p).join("\n");
        assert!(e.contains("burst above 5124095"), "{e}");
        // A rate whose gcd with the unit is large fits where 1/hour does not.
        assert_eq!(
            refused(&over(1000, hour, 2_000_000)),
            vec![Target::Iptables]
        );
        // What check accepts compiles.
        for (packets, burst) in [(1, 1_281_023), (1000, 2_000_000), (1, 5_124_095)] {
            let p = over(packets, hour, burst);
            for t in [Target::Xdp, Target::Tc, Target::Nft] {
                if errors(t, &p).is_empty() {
                    let opts = crate::Options {
                        iface: Some("eth0".into()),
                        ..crate::Options::default()
                    };
                    crate::compile(t, &p, &opts).unwrap_or_else(|e| {
                        panic!("{t} compiles {packets}/hour burst {burst}: {e:?}")
                    });
                }
            }
        }
    }

    #[test]
    fn v2_constructs_by_target() {
        use dropc_ir::{Rate, RateKey, TimeUnit};
        let udp = || m(Test::Proto { proto: 17 }, false);
        let payload = |offset| Test::Payload {
            offset,
            value: vec![1, 2],
            mask: None,
        };
        // payload: every target on IPv4; on IPv6 xdp and tc.
        let p = policy(vec![udp(), m(payload(0), true)], Family::Ip4);
        for t in Target::ALL {
            assert!(errors(t, &p).is_empty(), "{t}");
        }
        let p = policy(vec![udp(), m(payload(0), false)], Family::Any);
        for t in Target::ALL {
            let bpf = matches!(t, Target::Xdp | Target::Tc);
            assert_eq!(
                errors(t, &p).iter().any(|e| e.contains("on IPv6")),
                !bpf,
                "{t}"
            );
        }
        // TCP values ending in the first 3 payload bytes: every target
        // (iptables: one u32 rule per TCP data offset).
        for negated in [false, true] {
            let p = policy(
                vec![m(Test::Proto { proto: 6 }, false), m(payload(1), negated)],
                Family::Ip4,
            );
            for t in Target::ALL {
                assert!(errors(t, &p).is_empty(), "{t}");
            }
        }
        // contains: all but nft.
        let p = policy(
            vec![m(Test::Contains { bytes: vec![1] }, false)],
            Family::Any,
        );
        for t in Target::ALL {
            assert_eq!(errors(t, &p).is_empty(), t != Target::Nft, "{t}");
        }
        // over: every target; one bucket for both families: not iptables.
        let over = |key| Test::Over {
            rate: Rate {
                packets: 1,
                unit: TimeUnit::Second,
            },
            burst: 5,
            key,
        };
        let per = RateKey::Addr {
            dir: dropc_ir::Dir::Src,
            len: None,
        };
        let p = policy(vec![m(over(per), false)], Family::Any);
        for t in Target::ALL {
            assert!(errors(t, &p).is_empty(), "{t}");
        }
        let p = policy(vec![m(over(RateKey::Global), false)], Family::Any);
        assert!(errors(Target::Nft, &p).is_empty());
        assert!(errors(Target::Xdp, &p).is_empty());
        assert!(errors(Target::Tc, &p).is_empty());
        assert_eq!(errors(Target::Iptables, &p).len(), 1);
        let p = policy(vec![m(over(RateKey::Global), true)], Family::Ip6);
        assert!(errors(Target::Iptables, &p).is_empty());
    }

    #[test]
    fn fragment_rules_warn_on_iptables() {
        let p = policy(vec![m(Test::LaterFragment, false)], Family::Ip4);
        let d = check(Target::Iptables, &p);
        assert_eq!(d.len(), 1);
        assert!(!d[0].is_error());
        assert_eq!(d[0].code, "conntrack-defrag");
        assert!(check(Target::Xdp, &p).is_empty());
        assert!(check(Target::Nft, &p).is_empty());
        let p = policy(
            vec![m(
                Test::Ttl {
                    range: dropc_ir::Interval::new(1, 2),
                },
                false,
            )],
            Family::Ip4,
        );
        assert!(check(Target::Iptables, &p).is_empty());
    }
}
