//! Unit tests of the nft backend, and an IR builder shared with the
//! iptables tests.

use super::*;
use dropc_ir::{validate, Family, IpSet, Match, PortSet, Rule, Set, SetData, SetId, Span, Test};
use std::net::IpAddr;

/// Builds IR by hand (the parser is another crate).
pub(crate) struct B {
    p: Policy,
}

fn parse_elem(s: &str) -> (IpAddr, IpAddr) {
    if let Some((lo, hi)) = s.split_once('-') {
        return (lo.parse().expect("addr"), hi.parse().expect("addr"));
    }
    let (a, len) = match s.split_once('/') {
        Some((a, l)) => (
            a.parse::<IpAddr>().expect("addr"),
            l.parse::<u32>().expect("len"),
        ),
        None => {
            let a: IpAddr = s.parse().expect("addr");
            (a, if a.is_ipv4() { 32 } else { 128 })
        }
    };
    match a {
        IpAddr::V4(v) => {
            let host = if len == 0 {
                u32::MAX
            } else {
                (1u32 << (32 - len)).wrapping_sub(1)
            };
            let lo = u32::from(v);
            (IpAddr::V4(lo.into()), IpAddr::V4((lo | host).into()))
        }
        IpAddr::V6(v) => {
            let host = if len == 0 {
                u128::MAX
            } else {
                (1u128 << (128 - len)) - 1
            };
            let lo = u128::from(v);
            (IpAddr::V6(lo.into()), IpAddr::V6((lo | host).into()))
        }
    }
}

impl B {
    pub(crate) fn new(default: Action) -> B {
        B {
            p: Policy {
                source: "t.drop".into(),
                default,
                sets: vec![],
                rules: vec![],
                expects: vec![],
            },
        }
    }
    /// Elements sorted and disjoint: `10.0.0.0/8`, `1.2.3.4-1.2.3.9`, `::1`.
    pub(crate) fn ips(&mut self, name: Option<&str>, elems: &[&str]) -> SetId {
        let mut s = IpSet::default();
        for e in elems {
            match parse_elem(e) {
                (IpAddr::V4(lo), IpAddr::V4(hi)) => s.v4.push(Interval::new(lo, hi)),
                (IpAddr::V6(lo), IpAddr::V6(hi)) => s.v6.push(Interval::new(lo, hi)),
                _ => panic!("mixed range"),
            }
        }
        self.push(name, SetData::Ip(s))
    }
    pub(crate) fn ports(&mut self, name: Option<&str>, elems: &[(u16, u16)]) -> SetId {
        let ports = elems.iter().map(|&(a, b)| Interval::new(a, b)).collect();
        self.push(name, SetData::Port(PortSet { ports }))
    }
    fn push(&mut self, name: Option<&str>, data: SetData) -> SetId {
        self.p.sets.push(Set {
            name: name.map(str::to_string),
            span: Span::default(),
            data,
            dynamic: None,
        });
        SetId(self.p.sets.len() as u32 - 1)
    }
    pub(crate) fn rule(
        &mut self,
        label: &str,
        action: Action,
        family: Family,
        ms: Vec<(bool, Test)>,
    ) -> &mut B {
        let line = self.p.rules.len() as u32 + 3;
        self.p.rules.push(Rule {
            label: label.into(),
            line,
            span: Span::default(),
            action,
            family,
            matches: ms
                .into_iter()
                .map(|(negated, test)| Match {
                    negated,
                    test,
                    span: Span::default(),
                })
                .collect(),
        });
        self
    }
    pub(crate) fn build(&self) -> ValidPolicy {
        validate(self.p.clone()).expect("valid IR")
    }
}

pub(crate) fn pos(t: Test) -> (bool, Test) {
    (false, t)
}
pub(crate) fn neg(t: Test) -> (bool, Test) {
    (true, t)
}
pub(crate) fn proto(p: u8) -> Test {
    Test::Proto { proto: p }
}

fn opts() -> Options {
    Options {
        iface: Some("veth0".into()),
        no_counters: false,
    }
}

fn chain_rules(script: &str) -> Vec<&str> {
    script
        .lines()
        .map(str::trim)
        .filter(|l| l.contains(" comment \""))
        .collect()
}

/// The policy of spec §1 (without its file-based set), built by hand; the
/// nft and iptables tests both compile it.
pub(crate) fn spec_example() -> ValidPolicy {
    let mut b = B::new(Action::Pass);
    let flood = b.ips(Some("flood_dst"), &["198.18.0.0/24", "fd00::/64"]);
    let p1234 = b.ports(None, &[(1234, 1234)]);
    let drdos = b.ports(
        Some("drdos_ports"),
        &[(53, 53), (123, 123), (1900, 1900), (11211, 11211)],
    );
    let p22 = b.ports(None, &[(22, 22)]);
    b.rule(
        "flood",
        Action::Drop,
        Family::Any,
        vec![
            pos(proto(17)),
            pos(Test::Addr {
                dir: Dir::Dst,
                set: flood,
            }),
            pos(Test::Port {
                dir: Dir::Dst,
                set: p1234,
            }),
        ],
    )
    .rule(
        "frags",
        Action::Drop,
        Family::Any,
        vec![pos(Test::Fragment)],
    )
    .rule(
        "drdos",
        Action::Drop,
        Family::Any,
        vec![
            pos(proto(17)),
            pos(Test::Port {
                dir: Dir::Src,
                set: drdos,
            }),
        ],
    )
    .rule(
        "ssh-syn",
        Action::Pass,
        Family::Any,
        vec![
            pos(proto(6)),
            pos(Test::Port {
                dir: Dir::Dst,
                set: p22,
            }),
            pos(Test::TcpFlags {
                bits: 2,
                mask: 0x12,
            }),
        ],
    )
    .rule(
        "ttl-probe",
        Action::Drop,
        Family::Ip4,
        vec![pos(Test::Ttl {
            range: Interval::new(0, 2),
        })],
    );
    b.build()
}

#[test]
fn spec_example_shape() {
    let s = compile(&spec_example(), &opts()).expect("compiles");
    assert!(s.contains("table netdev dropc-veth0 {}\ndelete table netdev dropc-veth0\ntable netdev dropc-veth0 {\n"));
    assert!(s.contains("type filter hook ingress device \"veth0\" priority -500; policy accept;"));
    assert!(s.contains("set flood_dst.v4 {\n\t\ttype ipv4_addr\n\t\tflags interval\n\t\telements = {\n\t\t\t198.18.0.0/24,\n"));
    assert!(s.contains("set drdos_ports.port {\n\t\ttype inet_service\n\t\telements = {\n\t\t\t53, 123, 1900, 11211,\n"));
    assert_eq!(
        chain_rules(&s),
        vec![
            // IPv4 layer-4 rules end with `not fragment later`
            "meta protocol ip meta l4proto udp ip daddr @flood_dst.v4 th dport 1234 ip frag-off & 0x1fff == 0 counter drop comment \"rule-flood\"",
            "meta protocol ip6 meta l4proto udp ip6 daddr @flood_dst.v6 th dport 1234 counter drop comment \"rule-flood\"",
            "meta protocol ip ip frag-off & 0x3fff != 0 counter drop comment \"rule-frags\"",
            "meta protocol ip6 exthdr frag exists counter drop comment \"rule-frags\"",
            "meta protocol ip meta l4proto udp th sport @drdos_ports.port ip frag-off & 0x1fff == 0 counter drop comment \"rule-drdos\"",
            "meta protocol ip6 meta l4proto udp th sport @drdos_ports.port counter drop comment \"rule-drdos\"",
            "meta protocol ip meta l4proto tcp th dport 22 tcp flags & (syn | ack) == syn ip frag-off & 0x1fff == 0 counter accept comment \"rule-ssh-syn\"",
            "meta protocol ip6 meta l4proto tcp th dport 22 tcp flags & (syn | ack) == syn counter accept comment \"rule-ssh-syn\"",
            "meta protocol ip ip ttl 0-2 counter drop comment \"rule-ttl-probe\"",
            "meta protocol { ip, ip6 } counter accept comment \"policy-default\"",
            // chain later-fragments: IPv6 only
            "meta protocol ip6 counter drop comment \"rule-frags\"",
            "counter accept comment \"policy-default\"",
        ]
    );
    // Only IPv6 later fragments leave the base chain, first thing.
    assert!(s.contains("accept;\n\t\t# Every rule states its IP family: other frames (ARP, ...) reach the chain policy, accept (spec 5.1).\n\t\t# IPv6 non-first fragments have no layer-4 header: they go to chain later-fragments.\n\t\tmeta protocol ip6 frag frag-off != 0 goto later-fragments\n"));
    assert_eq!(s.matches("goto").count(), 1);
    for c in [
        "rule-flood",
        "rule-frags",
        "rule-drdos",
        "rule-ssh-syn",
        "rule-ttl-probe",
        "policy-default",
    ] {
        assert!(
            s.contains(&format!("counter drop comment \"{c}\"\n"))
                || s.contains(&format!("counter accept comment \"{c}\"\n")),
            "{c}"
        );
    }
    // Named counters would cost an object lookup per packet.
    assert!(
        !s.contains("counter name") && !s.contains("\tcounter rule-"),
        "{s}"
    );
    assert!(!s.contains("meta protocol !="));
}

#[test]
fn iface_is_required_and_checked() {
    let p = B::new(Action::Drop).build();
    let e = compile(&p, &Options::default()).unwrap_err();
    assert!(e[0].is_error() && e[0].message.contains("interface"));
    // Missing or invalid, it is one error (`nft-iface` was merged into it).
    assert_eq!(e[0].code, dropc_ir::Code::BadIface);
    let bad = Options {
        iface: Some("a\"b".into()),
        no_counters: false,
    };
    let e = compile(&p, &bad).unwrap_err();
    assert_eq!(e[0].code, dropc_ir::Code::BadIface);
    let s = compile(&p, &opts()).unwrap();
    assert_eq!(
        chain_rules(&s),
        vec!["meta protocol { ip, ip6 } counter drop comment \"policy-default\""]
    );
    assert!(!s.contains(LATER));
}

#[test]
fn negations_and_family_folding() {
    let mut b = B::new(Action::Pass);
    let only4 = b.ips(Some("only4"), &["10.0.0.0/8", "192.0.2.1-192.0.2.9"]);
    let empty = b.ports(Some("none"), &[]);
    b.rule(
        "a",
        Action::Drop,
        Family::Any,
        vec![pos(Test::Addr {
            dir: Dir::Src,
            set: only4,
        })],
    )
    .rule(
        "b",
        Action::Drop,
        Family::Any,
        vec![neg(Test::Addr {
            dir: Dir::Src,
            set: only4,
        })],
    )
    .rule(
        "c",
        Action::Drop,
        Family::Any,
        vec![
            pos(proto(6)),
            neg(Test::Port {
                dir: Dir::Dst,
                set: empty,
            }),
        ],
    )
    .rule(
        "d",
        Action::Drop,
        Family::Ip6,
        vec![neg(Test::LaterFragment)],
    )
    .rule(
        "e",
        Action::Drop,
        Family::Ip4,
        vec![
            pos(proto(1)),
            neg(Test::Icmp {
                icmp_type: 3,
                code: Some(4),
            }),
        ],
    )
    .rule(
        "f",
        Action::Drop,
        Family::Any,
        vec![neg(proto(6)), neg(proto(17)), neg(proto(6))],
    )
    .rule(
        "g",
        Action::Drop,
        Family::Any,
        vec![pos(proto(6)), neg(proto(6))],
    )
    .rule(
        "h",
        Action::Drop,
        Family::Any,
        vec![neg(Test::Len {
            range: Interval::new(0, 39),
        })],
    )
    .rule(
        "i",
        Action::Drop,
        Family::Any,
        vec![pos(Test::Len {
            range: Interval::new(20, 100),
        })],
    );
    let s = compile(&b.build(), &opts()).unwrap();
    assert!(
        s.contains("# rule a, line 3, IPv6: never matches: its source set has no IPv6 addresses")
    );
    assert!(
        s.contains("# rule g, line 9, IPv4: never matches: requires protocol 6 and excludes it")
    );
    assert!(s.contains("elements = {\n\t\t\t10.0.0.0/8, 192.0.2.1-192.0.2.9,\n"));
    assert_eq!(
        chain_rules(&s),
        vec![
            "meta protocol ip ip saddr @only4.v4 counter drop comment \"rule-a\"",
            "meta protocol ip ip saddr != @only4.v4 counter drop comment \"rule-b\"",
            // not src @only4 holds for every IPv6 packet
            "meta protocol ip6 counter drop comment \"rule-b\"",
            // not dport @empty: the port field exists (tcp, not a later
            // fragment; IPv6 later fragments are in the other chain)
            "meta protocol ip meta l4proto tcp ip frag-off & 0x1fff == 0 counter drop comment \"rule-c\"",
            "meta protocol ip6 meta l4proto tcp counter drop comment \"rule-c\"",
            "meta protocol ip6 counter drop comment \"rule-d\"",
            "meta protocol ip meta l4proto icmp icmp type . icmp code != { 3 . 4 } ip frag-off & 0x1fff == 0 counter drop comment \"rule-e\"",
            "meta l4proto != { tcp, udp } counter drop comment \"rule-f\"",
            "meta protocol ip ip length != 0-39 counter drop comment \"rule-h\"",
            "meta protocol ip6 counter drop comment \"rule-h\"",
            "meta protocol ip ip length 20-100 counter drop comment \"rule-i\"",
            "meta protocol ip6 ip6 length 0-60 counter drop comment \"rule-i\"",
            "meta protocol { ip, ip6 } counter accept comment \"policy-default\"",
            // chain later-fragments: IPv6 only
            "meta protocol ip6 counter drop comment \"rule-b\"",
            "meta protocol ip6 meta l4proto != { tcp, udp } counter drop comment \"rule-f\"",
            "meta protocol ip6 counter drop comment \"rule-h\"",
            "meta protocol ip6 ip6 length 0-60 counter drop comment \"rule-i\"",
            "counter accept comment \"policy-default\"",
        ]
    );
}
