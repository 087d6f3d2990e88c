//! What each target can express: one table ([`TABLE`]) and the check that
//! turns every unsupported use into an error on the rule (spec §7).
//!
//! Every match of a rule maps to one or more [`Construct`]s
//! ([`Construct::of`]); a construct whose row says a target cannot express
//! it is an error naming the rule, the construct and the targets that can.
//! Nothing is ever silently dropped from a rule: a backend that meets a
//! construct not listed here as supported must fail, not skip it.
//!
//! Target warnings live here too (the iptables connection-tracking
//! defragmentation caveat of spec §7).
//!
//! How the netfilter targets express each test (details and the kernel
//! behaviour behind each choice: `nft/mod.rs`, `iptables.rs`):
//!
//! | IR test | nft (netdev ingress) | iptables / ip6tables (raw) |
//! |---|---|---|
//! | family | `meta protocol ip` / `ip6` | the file (`iptables.restore` / `ip6tables.restore`) |
//! | `Proto` | `meta l4proto N` (`!= { .. }` negated) | `-p N`; IPv6 adds `-m ipv6header ! --header ah --soft` (legacy `-p` walks past AH); `proto 51` on IPv6 is `-m ipv6header --header ah --soft`; a second excluded protocol is a guard (`-p N -g` next chain); `proto 0`: unsupported |
//! | `Addr` | `ip[6] saddr/daddr [!=] PREFIX \| { .. } \| @set.v4` | `[!] -s/-d PREFIX` (anonymous, one block) or `-m set [!] --match-set dropc-NAME-4 src/dst` (hash:net) |
//! | `Port` | `th sport/dport [!=] P \| { .. } \| @set.port` | `-m multiport [!] --sports/--dports L` (≤ 15 slots) or `-m set [!] --match-set dropc-NAME-p src/dst` (bitmap:port) |
//! | `TcpFlags` | `tcp flags & (MASK) ==/!= BITS` | `-m tcp [!] --tcp-flags MASK COMP` (ece/cwr: unsupported) |
//! | `Icmp` | `icmp[v6] type T [icmp code C]`; negated with code: `icmp type . icmp code != { T . C }` | `-m icmp [!] --icmp-type T[/C]`, `-m icmp6 [!] --icmpv6-type T[/C]`; IPv4 type 255 (= "any" to iptables): `-m u32` on the ICMP header |
//! | `Fragment` | `ip frag-off & 0x3fff != 0` / `exthdr frag exists` (negated `== 0` / `missing`) | `-m u32 --u32 "4&0x3FFF=1:0x3FFF"` (negated `=0`) / `-m ipv6header [!] --header ipv6-frag --soft` |
//! | `LaterFragment` | the main chain sends later fragments (`ip frag-off & 0x1fff != 0`, `frag frag-off != 0`) to chain `later-fragments`; the test is folded per chain | `-f` / `! -f`; IPv6: `-m ipv6header --header ipv6-frag --soft` with guard `-m frag --fragfirst`, negated: two rules (no frag header, or `--fragfirst`) |
//! | `Ttl` | `ip ttl` / `ip6 hoplimit` `[!=] N[-M]` | `-m ttl`/`-m hl` `--ttl-eq/--ttl-lt/--ttl-gt` (negated range: two rules) |
//! | `Len` | `ip length` / `ip6 length` (payload: len − 40) `[!=] N[-M]` | `-m length [!] --length N[:M]` |
//! | layer-4 test | (later fragments never reach these rules) | the rule first says `not fragment later` |

use crate::Target;
use dropc_ir::{Diagnostic, Family, Match, Rule, Test, ValidPolicy};

/// A construct of the IR whose support can differ between targets. Each
/// test kind has a positive and a negated form, plus notable variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Construct {
    Proto,
    NegatedProto,
    /// `proto 0` (iptables' `-p 0` means "any protocol").
    ProtoZero,
    /// `not proto 0`.
    NegatedProtoZero,
    Addr,
    NegatedAddr,
    Port,
    NegatedPort,
    TcpFlags,
    NegatedTcpFlags,
    /// A TCP flags test whose mask names ece or cwr (the iptables tcp match
    /// knows only FIN SYN RST PSH ACK URG).
    TcpFlagsEceCwr,
    IcmpType,
    NegatedIcmpType,
    IcmpTypeCode,
    NegatedIcmpTypeCode,
    Fragment,
    NegatedFragment,
    LaterFragment,
    NegatedLaterFragment,
    Ttl,
    NegatedTtl,
    Len,
    NegatedLen,
    /// A match on a dynamic set (spec §3), negated or not.
    DynamicSet,
}

/// One row of [`TABLE`].
#[derive(Clone, Copy, Debug)]
pub struct Capability {
    pub construct: Construct,
    /// How the construct is written in a policy.
    pub syntax: &'static str,
    /// Supported by xdp, tc, nft, iptables (in [`Target::ALL`] order).
    pub supported: [bool; 4],
    /// Why a target cannot express it (shown as a note), if any cannot.
    pub why: Option<&'static str>,
}

const ALL: [bool; 4] = [true, true, true, true];

/// Which constructs each target can express. Every [`Construct`] has exactly
/// one row (checked by a unit test).
pub const TABLE: &[Capability] = &[
    row(
        Construct::Proto,
        "proto N / tcp / udp / icmp / icmp6",
        ALL,
        None,
    ),
    row(Construct::NegatedProto, "not proto N", ALL, None),
    row(
        Construct::ProtoZero,
        "proto 0",
        [true, true, true, false],
        Some("iptables' `-p 0` means \"any protocol\", so protocol number 0 cannot be named"),
    ),
    row(
        Construct::NegatedProtoZero,
        "not proto 0",
        [true, true, true, false],
        Some("iptables' `-p 0` means \"any protocol\", so protocol number 0 cannot be named"),
    ),
    row(Construct::Addr, "src/dst ADDR", ALL, None),
    row(Construct::NegatedAddr, "not src/dst ADDR", ALL, None),
    row(Construct::Port, "sport/dport P", ALL, None),
    row(Construct::NegatedPort, "not sport/dport P", ALL, None),
    row(Construct::TcpFlags, "flags F/M", ALL, None),
    row(Construct::NegatedTcpFlags, "not flags F/M", ALL, None),
    row(
        Construct::TcpFlagsEceCwr,
        "flags naming ece or cwr",
        [true, true, true, false],
        Some("the iptables tcp match knows only the flags FIN SYN RST PSH ACK URG"),
    ),
    row(Construct::IcmpType, "type T", ALL, None),
    row(Construct::NegatedIcmpType, "not type T", ALL, None),
    row(Construct::IcmpTypeCode, "type T code C", ALL, None),
    row(
        Construct::NegatedIcmpTypeCode,
        "not type T code C",
        ALL,
        None,
    ),
    row(Construct::Fragment, "fragment", ALL, None),
    row(Construct::NegatedFragment, "not fragment", ALL, None),
    row(Construct::LaterFragment, "fragment later", ALL, None),
    row(
        Construct::NegatedLaterFragment,
        "not fragment later",
        ALL,
        None,
    ),
    row(Construct::Ttl, "ttl N-M", ALL, None),
    row(Construct::NegatedTtl, "not ttl N-M", ALL, None),
    row(Construct::Len, "len N-M", ALL, None),
    row(Construct::NegatedLen, "not len N-M", ALL, None),
    row(
        Construct::DynamicSet,
        "src/dst/sport/dport @SET of a dynamic set",
        [false, false, true, true],
        Some(
            "the xdp and tc programs compile set contents into read-only data; \
             dynamic sets there need pinned BPF maps, which this version does not build yet",
        ),
    ),
];

const fn row(
    construct: Construct,
    syntax: &'static str,
    supported: [bool; 4],
    why: Option<&'static str>,
) -> Capability {
    Capability {
        construct,
        syntax,
        supported,
        why,
    }
}

fn target_index(t: Target) -> usize {
    match t {
        Target::Xdp => 0,
        Target::Tc => 1,
        Target::Nft => 2,
        Target::Iptables => 3,
    }
}

impl Construct {
    /// The constructs one match uses: its kind (positive or negated) and any
    /// notable variant.
    pub fn of(m: &Match) -> Vec<Construct> {
        use Construct::*;
        let pick = |pos, neg| if m.negated { neg } else { pos };
        match &m.test {
            Test::Proto { proto } => {
                let mut v = vec![pick(Proto, NegatedProto)];
                if *proto == 0 {
                    v.push(pick(ProtoZero, NegatedProtoZero));
                }
                v
            }
            Test::Addr { .. } => vec![pick(Addr, NegatedAddr)],
            Test::Port { .. } => vec![pick(Port, NegatedPort)],
            Test::TcpFlags { mask, .. } => {
                let mut v = vec![pick(TcpFlags, NegatedTcpFlags)];
                if mask & 0xc0 != 0 {
                    v.push(TcpFlagsEceCwr);
                }
                v
            }
            Test::Icmp { code: None, .. } => vec![pick(IcmpType, NegatedIcmpType)],
            Test::Icmp { code: Some(_), .. } => vec![pick(IcmpTypeCode, NegatedIcmpTypeCode)],
            Test::Fragment => vec![pick(Fragment, NegatedFragment)],
            Test::LaterFragment => vec![pick(LaterFragment, NegatedLaterFragment)],
            Test::Ttl { .. } => vec![pick(Ttl, NegatedTtl)],
            Test::Len { .. } => vec![pick(Len, NegatedLen)],
        }
    }

    /// The row of this construct.
    pub fn capability(self) -> &'static Capability {
        // Every construct has a row (unit-tested); fall back to the first row
        // rather than panic.
        TABLE
            .iter()
            .find(|c| c.construct == self)
            .unwrap_or(&TABLE[0])
    }
}

/// Whether `target` can express `construct`.
pub fn supports(target: Target, construct: Construct) -> bool {
    construct.capability().supported[target_index(target)]
}

/// The targets that can express `construct`.
pub fn targets_supporting(construct: Construct) -> Vec<Target> {
    Target::ALL
        .into_iter()
        .filter(|t| supports(*t, construct))
        .collect()
}

/// Errors for every construct of `policy` that `target` cannot express, and
/// target-specific warnings.
pub fn check(target: Target, policy: &ValidPolicy) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for rule in &policy.rules {
        for m in &rule.matches {
            let mut cs = Construct::of(m);
            if uses_dynamic_set(policy, m) {
                cs.push(Construct::DynamicSet);
            }
            for c in cs {
                if !supports(target, c) {
                    out.push(unsupported(policy, rule, m, c, target));
                }
            }
        }
        if target == Target::Iptables {
            if let Some(w) = conntrack_warning(policy, rule) {
                out.push(w);
            }
        }
    }
    out
}

/// Whether `m` tests a dynamic set.
fn uses_dynamic_set(policy: &ValidPolicy, m: &Match) -> bool {
    match &m.test {
        Test::Addr { set, .. } | Test::Port { set, .. } => policy.is_dynamic(*set),
        Test::Proto { .. }
        | Test::TcpFlags { .. }
        | Test::Icmp { .. }
        | Test::Fragment
        | Test::LaterFragment
        | Test::Ttl { .. }
        | Test::Len { .. } => false,
    }
}

fn unsupported(
    policy: &ValidPolicy,
    rule: &Rule,
    m: &Match,
    c: Construct,
    target: Target,
) -> Diagnostic {
    let cap = c.capability();
    let can: Vec<&str> = targets_supporting(c).iter().map(|t| t.name()).collect();
    let can = if can.is_empty() {
        "no target".to_string()
    } else {
        can.join(", ")
    };
    let mut d = Diagnostic::error(
        "unsupported",
        &policy.source,
        m.span,
        format!(
            "rule `{}`: `{}` cannot be expressed on target {}",
            rule.label, cap.syntax, target
        ),
    )
    .with_help(format!("targets that can express it: {can}"));
    if let Some(why) = cap.why {
        d = d.with_note(why);
    }
    d
}

/// The spec §7 caveat: with connection tracking active, the kernel
/// reassembles fragments before raw PREROUTING (nf_defrag, priority -400,
/// for IPv4 and IPv6 alike), so `fragment` matches never see fragments there.
fn conntrack_warning(policy: &ValidPolicy, rule: &Rule) -> Option<Diagnostic> {
    let m = rule
        .matches
        .iter()
        .find(|m| matches!(m.test, Test::Fragment | Test::LaterFragment))?;
    let families = match rule.family {
        Family::Ip4 => "IPv4",
        Family::Ip6 => "IPv6",
        Family::Any => "IPv4 and IPv6",
    };
    Some(
        Diagnostic::warning(
            "conntrack-defrag",
            &policy.source,
            rule.span.to(m.span),
            format!(
                "rule `{}` matches fragments, which the iptables target may never see",
                rule.label
            ),
        )
        .with_note(format!(
            "on hosts where connection tracking is active, {families} fragments are \
             reassembled before raw PREROUTING, so this rule never sees a fragment there"
        ))
        .with_help("use the xdp, tc or nft target to filter fragments reliably"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use dropc_ir::{validate, Action, Policy, Span};

    #[test]
    fn every_construct_has_exactly_one_row() {
        use Construct::*;
        let all = [
            Proto,
            NegatedProto,
            ProtoZero,
            NegatedProtoZero,
            Addr,
            NegatedAddr,
            Port,
            NegatedPort,
            TcpFlags,
            NegatedTcpFlags,
            TcpFlagsEceCwr,
            IcmpType,
            NegatedIcmpType,
            IcmpTypeCode,
            NegatedIcmpTypeCode,
            Fragment,
            NegatedFragment,
            LaterFragment,
            NegatedLaterFragment,
            Ttl,
            NegatedTtl,
            Len,
            NegatedLen,
            DynamicSet,
        ];
        assert_eq!(all.len(), TABLE.len());
        for c in all {
            assert_eq!(
                TABLE.iter().filter(|r| r.construct == c).count(),
                1,
                "{c:?}"
            );
        }
        for r in TABLE {
            assert_eq!(
                r.why.is_some(),
                r.supported.contains(&false),
                "{:?}",
                r.construct
            );
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
    fn proto_zero_is_an_error_on_iptables_only() {
        let p = policy(vec![m(Test::Proto { proto: 0 }, false)], Family::Any);
        let d = check(Target::Iptables, &p);
        assert_eq!(d.len(), 1);
        assert!(d[0].is_error());
        assert_eq!(d[0].span, Span::new(15, 22));
        assert!(d[0].message.contains("r1") && d[0].message.contains("proto 0"));
        assert_eq!(
            d[0].help.as_deref(),
            Some("targets that can express it: xdp, tc, nft")
        );
        for t in [Target::Xdp, Target::Tc, Target::Nft] {
            assert!(check(t, &p).is_empty());
        }
        let p = policy(vec![m(Test::Proto { proto: 0 }, true)], Family::Any);
        assert!(check(Target::Iptables, &p)[0]
            .message
            .contains("not proto 0"));
    }

    #[test]
    fn fragment_rules_warn_on_iptables() {
        let p = policy(vec![m(Test::LaterFragment, false)], Family::Ip4);
        let d = check(Target::Iptables, &p);
        assert_eq!(d.len(), 1);
        assert!(!d[0].is_error());
        assert_eq!(d[0].code, "conntrack-defrag");
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
