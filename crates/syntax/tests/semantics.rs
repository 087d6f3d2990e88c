//! The lowered IR means what the source says: the spec example's
//! expectations hold in the reference interpreter, every shadowing
//! warning is sound (whenever the shadowed rule matches a packet, the
//! earlier rule does too), and so is every never-match warning.

mod common;

use common::*;
use dropc_ir::interp::{evaluate, rule_matches};
use dropc_ir::packet::{build, parse, ParseResult};
use dropc_ir::{FragSpec, PacketSpec, Policy};
use proptest::prelude::*;
use std::net::IpAddr;

#[test]
fn spec_example_expectations_hold() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("blocklist.txt"),
        "203.0.113.77\n2001:db8:bad::/48\n",
    )
    .unwrap();
    let text = format!(
        "{}{}",
        common::SPEC_EXAMPLE,
        r#"expect drop udp 192.0.2.1:53 -> 203.0.113.5:1234
expect drop tcp 203.0.113.77:1 -> 192.0.2.1:80 flags ack
expect drop icmp 192.0.2.1 -> 192.0.2.2 type echo-request ttl 1
expect pass icmp6 [2001:db8::1] -> [2001:db8::2] type echo-request ttl 1
expect drop udp 192.0.2.1:1 -> 192.0.2.2:2 fragment later
"#
    );
    let l = load_in(dir.path(), &text);
    assert!(l.diagnostics.is_empty(), "{}", l.render());
    let p = l.policy.unwrap();
    assert_eq!(p.expects.len(), 10);
    for e in &p.expects {
        let outcome = evaluate(&p, &build(&e.packet));
        assert!(outcome.admits(e.verdict), "line {}: {outcome:?}", e.line);
    }
}

const PROTOS: &[&str] = &["tcp", "udp", "icmp", "icmp6", "proto 50", ""];
const ADDRS: &[&str] = &[
    "10.0.0.0/8",
    "10.1.0.0/16",
    "10.1.2.3",
    "2001:db8::/32",
    "2001:db8::1",
    "@both",
    "@narrow",
    "{ 10.1.2.3, @narrow }",
];
const PORTS: &[&str] = &["22", "20-30", "80", "@web", "{ 22, 80 }", "0-65535"];
const FLAGS: &[&str] = &["syn", "syn/syn,ack", "ack", "syn,ack"];
const TYPES: &[&str] = &["3", "3 code 1", "8", "128"];
const OTHER: &[&str] = &[
    "fragment",
    "fragment later",
    "ttl 0-5",
    "ttl 3",
    "len 40-100",
    "len 0-65535",
    "ip4",
    "ip6",
];

/// One random rule: a protocol and matches that fit it.
fn rule() -> impl Strategy<Value = String> {
    (
        prop::sample::select(PROTOS),
        prop::collection::vec(
            (0usize..5, any::<prop::sample::Index>(), any::<bool>()),
            0..4,
        ),
        any::<bool>(),
    )
        .prop_map(|(proto, ms, action)| {
            let mut s = format!("{} {proto}", if action { "drop" } else { "pass" });
            for (kind, idx, neg) in ms {
                let not = if neg { "not " } else { "" };
                let m = match kind {
                    0 => format!("{not}{} {}", ["src", "dst"][idx.index(2)], idx.get(ADDRS)),
                    1 if proto == "tcp" || proto == "udp" => {
                        format!(
                            "{not}{} {}",
                            ["sport", "dport"][idx.index(2)],
                            idx.get(PORTS)
                        )
                    }
                    2 if proto == "tcp" => format!("{not}flags {}", idx.get(FLAGS)),
                    3 if proto.starts_with("icmp") => format!("{not}type {}", idx.get(TYPES)),
                    _ => {
                        let o = idx.get(OTHER);
                        if o.starts_with("ip") {
                            o.to_string()
                        } else {
                            format!("{not}{o}")
                        }
                    }
                };
                s.push(' ');
                s.push_str(&m);
            }
            s
        })
}

fn packet() -> impl Strategy<Value = PacketSpec> {
    let v4: Vec<IpAddr> = ["10.1.2.3", "10.1.9.9", "10.200.0.1", "192.0.2.1"]
        .iter()
        .map(|a| a.parse().unwrap())
        .collect();
    let v6: Vec<IpAddr> = ["2001:db8::1", "2001:db8::2", "fd00::1"]
        .iter()
        .map(|a| a.parse().unwrap())
        .collect();
    (
        any::<bool>(),
        prop::sample::select(vec![6u8, 17, 1, 58, 50]),
        (any::<prop::sample::Index>(), any::<prop::sample::Index>()),
        (
            prop::sample::select(vec![22u16, 25, 80, 1000]),
            prop::sample::select(vec![22u16, 80, 443]),
        ),
        prop::sample::select(vec![0x02u8, 0x12, 0x10, 0x00]),
        (
            prop::sample::select(vec![3u8, 8, 128]),
            prop::sample::select(vec![0u8, 1]),
        ),
        prop::sample::select(vec![0u8, 3, 64]),
        prop::sample::select(vec![
            FragSpec::None,
            FragSpec::None,
            FragSpec::First,
            FragSpec::Later,
        ]),
    )
        .prop_map(
            move |(is4, proto, (a, b), (sport, dport), flags, (ty, code), ttl, fragment)| {
                let pool = if is4 { &v4 } else { &v6 };
                let l4 = proto == 6 || proto == 17;
                let icmp = proto == 1 || proto == 58;
                PacketSpec {
                    proto,
                    src: *a.get(pool),
                    dst: *b.get(pool),
                    sport: l4.then_some(sport),
                    dport: l4.then_some(dport),
                    flags: (proto == 6).then_some(flags),
                    icmp_type: icmp.then_some(ty),
                    icmp_code: icmp.then_some(code),
                    ttl: Some(ttl),
                    len: None,
                    fragment,
                    payload: Vec::new(),
                }
            },
        )
}

fn sets() -> &'static str {
    "set both = ip { 10.0.0.0/8, 2001:db8::/32 }\nset narrow = ip { 10.1.0.0/16 }\nset web = port { 22, 80 }\n"
}

fn check_shadows(p: &Policy, packets: &[PacketSpec]) -> Result<(), TestCaseError> {
    let shadows = dropc_ir::shadow::shadowed(p);
    for spec in packets {
        let ParseResult::Ip(h) = parse(&build(spec)) else {
            continue;
        };
        for s in &shadows {
            let (j, i) = (&p.rules[s.rule], &p.rules[s.by]);
            prop_assert!(
                !rule_matches(p, j, &h) || rule_matches(p, i, &h),
                "rule {} is reported shadowed by {}, but {spec:?} matches only the former",
                j.label,
                i.label
            );
        }
    }
    Ok(())
}

/// No packet matches a rule reported as never matching: random packets and
/// the corpus's boundary packets for every literal of the policy.
fn check_never(p: &Policy, packets: &[PacketSpec]) -> Result<(), TestCaseError> {
    let never = dropc_ir::lint::never_matching(p);
    if never.is_empty() {
        return Ok(());
    }
    let frames = packets.iter().map(build).chain(
        dropc_ir::corpus::for_policy(p, 7, 64)
            .into_iter()
            .map(|pr| pr.frame),
    );
    for frame in frames {
        let ParseResult::Ip(h) = parse(&frame) else {
            continue;
        };
        for n in &never {
            let r = &p.rules[n.rule];
            prop_assert!(
                !rule_matches(p, r, &h),
                "rule {} is reported as never matching ({:?}), but {h:?} matches it",
                r.label,
                n.reasons
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(200),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn shadow_warnings_are_sound(rules in prop::collection::vec(rule(), 2..7),
                                 packets in prop::collection::vec(packet(), 64)) {
        let text = format!("{}{}\n", sets(), rules.join("\n"));
        let l = load(&text);
        prop_assume!(!l.has_errors());
        let p = l.policy.unwrap().into_inner();
        check_shadows(&p, &packets)?;
    }

    #[test]
    fn never_match_warnings_are_sound(rules in prop::collection::vec(rule(), 1..5),
                                      packets in prop::collection::vec(packet(), 64)) {
        let text = format!("{}{}\n", sets(), rules.join("\n"));
        let l = load(&text);
        prop_assume!(!l.has_errors());
        check_never(&l.policy.unwrap().into_inner(), &packets)?;
    }
}

#[test]
fn obvious_shadows_are_found() {
    let p = policy(&format!(
        "{}a: drop src @both\nb: drop tcp src 10.1.2.3 dport 22\nc: drop udp src 192.0.2.1\nd: pass tcp not dport 80\ne: pass tcp dport 22 flags syn\nf: drop fragment\ng: drop fragment later udp\nh: drop dst @narrow not dst 10.1.2.3\n",
        sets()
    ));
    let found: Vec<(&str, &str)> = dropc_ir::shadow::shadowed(&p)
        .iter()
        .map(|s| (p.rules[s.rule].label.as_str(), p.rules[s.by].label.as_str()))
        .collect();
    assert_eq!(found, [("b", "a"), ("e", "d"), ("g", "f")]);
}
