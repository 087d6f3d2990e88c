//! The probe corpus: well-formed, distinct, deterministic, bounded, and
//! covering the edges the kernel equivalence tests rely on.

mod common;

use common::*;
use dropc_ir::corpus::{check, for_policy, for_policy_with, CorpusOpts, Probe};
use dropc_ir::interp::{evaluate, rule_matches, Decider, Outcome};
use dropc_ir::packet::{parse, Headers, ParseResult, L4};
use dropc_ir::random::{self, RandomOpts};
use dropc_ir::{Action, Family, Interval, IpVersion, Policy, Test};
use std::collections::HashSet;
use std::net::IpAddr;

/// The example of spec §1 (the blocklist as two prefixes).
fn example() -> Policy {
    let mut p = policy(Action::Pass);
    let flood = p.ip_set(Some("flood_dst"), &["198.18.0.0/24", "fd00::/64"]);
    let drdos = p.port_set(
        Some("drdos_ports"),
        &[(53, 53), (123, 123), (1900, 1900), (11211, 11211)],
    );
    let block = p.ip_set(
        Some("blocklist"),
        &["203.0.113.128/25", "2001:db8:bad::/48"],
    );
    let p1234 = p.port_set(None, &[(1234, 1234)]);
    let p22 = p.port_set(None, &[(22, 22)]);
    p.rule(
        Action::Drop,
        Family::Any,
        vec![udp(), m(dst(flood)), m(dport(p1234))],
    );
    p.rule(Action::Drop, Family::Any, vec![m(Test::Fragment)]);
    p.rule(Action::Drop, Family::Any, vec![udp(), m(sport(drdos))]);
    p.rule(Action::Drop, Family::Any, vec![m(src(block))]);
    p.rule(
        Action::Pass,
        Family::Any,
        vec![
            tcp(),
            m(dport(p22)),
            m(Test::TcpFlags {
                bits: 2,
                mask: 2 | 16,
            }),
        ],
    );
    p.rule(Action::Drop, Family::Any, vec![tcp(), m(dport(p22))]);
    p.rule(
        Action::Drop,
        Family::Ip4,
        vec![m(Test::Ttl {
            range: Interval::new(0, 2),
        })],
    );
    p.done()
}

/// Indices of the rules a probe is a (matching) witness of, from its
/// description (`rule L (#i) IPvN witness`, possibly among `; also ...`).
fn witness_of(what: &str) -> Vec<usize> {
    what.split("; also ")
        .map(|seg| seg.split(": ").next().unwrap_or(seg))
        .filter(|seg| seg.ends_with(" witness"))
        .filter_map(|seg| seg.split("(#").nth(1)?.split(')').next()?.parse().ok())
        .collect()
}

fn headers(probes: &[Probe]) -> Vec<Headers> {
    probes
        .iter()
        .filter_map(|p| match parse(&p.frame) {
            ParseResult::Ip(h) => Some(h),
            _ => None,
        })
        .collect()
}

fn assert_well_formed(p: &Policy, probes: &[Probe]) {
    let problems = check(p, probes);
    assert!(problems.is_empty(), "{problems:#?}");
    for pr in probes {
        if let ParseResult::Ip(_) = parse(&pr.frame) {
            assert_checksums(&pr.frame);
        }
        assert!(!pr.what.is_empty());
    }
}

#[test]
fn example_corpus_is_well_formed_deterministic_and_bounded() {
    let p = example();
    let a = for_policy(&p, 1, 200);
    assert_well_formed(&p, &a);
    assert_eq!(a, for_policy(&p, 1, 200));
    let b = for_policy(&p, 2, 200);
    assert_ne!(a, b);
    // The deterministic part does not depend on the seed.
    assert_eq!(for_policy(&p, 1, 0), for_policy(&p, 2, 0));
    assert!(a.len() > 200 && a.len() <= 4000 + 200, "{}", a.len());
    // Every rule and the default decide some probe.
    let mut deciders = HashSet::new();
    for pr in &a {
        if let Outcome::Decided(v) = evaluate(&p, &pr.frame) {
            deciders.insert(v.decider);
        }
    }
    for i in 0..p.rules.len() {
        assert!(
            deciders.contains(&Decider::Rule(i)),
            "rule {i} never decides"
        );
    }
    assert!(deciders.contains(&Decider::Default) && deciders.contains(&Decider::NonIp));
}

#[test]
fn example_corpus_covers_the_edges() {
    let p = example();
    let probes = for_policy(&p, 1, 0);
    let hs = headers(&probes);
    let ip = |s: &str| s.parse::<IpAddr>().unwrap();
    // Address edges, as destination and as source, both families.
    for a in [
        "198.18.0.0",
        "198.18.0.255",
        "198.17.255.255",
        "198.18.1.0",
        "fd00::",
        "fd00::ffff:ffff:ffff:ffff",
        "fcff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
        "fd00:0:0:1::",
    ] {
        assert!(
            hs.iter().any(|h| h.dst == ip(a) && h.proto == 17),
            "dst {a}"
        );
        assert!(hs.iter().any(|h| h.src == ip(a)), "src {a}");
    }
    for a in [
        "203.0.113.127",
        "203.0.113.128",
        "203.0.113.255",
        "203.0.114.0",
        "2001:db8:bad::",
        "2001:db8:bac:ffff:ffff:ffff:ffff:ffff",
    ] {
        assert!(hs.iter().any(|h| h.src == ip(a)), "src {a}");
    }
    // Port edges ±1, both directions, TCP and UDP.
    let ports = |h: &Headers| h.l4.and_then(|l| l.ports());
    for port in [1233u16, 1234, 1235, 52, 53, 54, 11210, 11212, 21, 22, 23] {
        for proto in [6u8, 17] {
            assert!(
                hs.iter()
                    .any(|h| h.proto == proto && ports(h).is_some_and(|(_, d)| d == port)),
                "dport {port}/{proto}"
            );
            assert!(
                hs.iter()
                    .any(|h| h.proto == proto && ports(h).is_some_and(|(s, _)| s == port)),
                "sport {port}/{proto}"
            );
        }
    }
    // Every flag combination over syn,ack (with dport 22), both families.
    for fam in IpVersion::ALL {
        for bits in [0u8, 2, 16, 18] {
            assert!(hs.iter().any(|h| h.family == fam
                && matches!(h.l4, Some(L4::Tcp { dport: 22, flags, .. }) if flags & 18 == bits)), "flags {bits} {fam}");
        }
    }
    // TTL edges.
    for ttl in [0u8, 2, 3] {
        assert!(
            hs.iter().any(|h| h.family == IpVersion::V4 && h.ttl == ttl),
            "ttl {ttl}"
        );
    }
    // Fragments: unfragmented, first, later, both families.
    for fam in IpVersion::ALL {
        for (is, later) in [(false, false), (true, false), (true, true)] {
            assert!(hs.iter().any(|h| h.family == fam
                && h.frag.is_fragment == is
                && h.frag.offset_nonzero == later));
        }
        for proto in [47u8, 50, 51] {
            assert!(
                hs.iter().any(|h| h.family == fam && h.proto == proto),
                "proto {proto}"
            );
        }
        // VLAN-tagged copies.
        for tpid in [0x8100u16, 0x88a8] {
            assert!(hs
                .iter()
                .any(|h| h.family == fam && h.vlan.is_some_and(|v| v.tpid == tpid)));
        }
    }
    assert!(
        hs.iter()
            .any(|h| h.family == IpVersion::V4 && h.ip_header_len > 20),
        "IPv4 options"
    );
    let df = probes.iter().any(|p| {
        matches!(parse(&p.frame), ParseResult::Ip(h) if h.family == IpVersion::V4 && !h.frag.is_fragment)
            && p.frame.len() > 21
            && p.frame[20] & 0x40 != 0
    });
    assert!(df, "an unfragmented IPv4 probe with DF set");
    for n in [0usize, 1, 2, 3, 8] {
        assert!(
            hs.iter().any(|h| h.ext_headers.len() == n),
            "{n} extension headers"
        );
    }
    assert!(hs.iter().any(|h| h.proto == 59));
    // Non-IP frames: ARP, LLDP, double tag.
    let non_ip = probes
        .iter()
        .filter(|p| parse(&p.frame) == ParseResult::NonIp)
        .count();
    assert!(non_ip >= 4, "{non_ip}");
    // Every witness labelled as matching does match its rule.
    for (pr, h) in probes.iter().filter_map(|pr| match parse(&pr.frame) {
        ParseResult::Ip(h) => Some((pr, h)),
        _ => None,
    }) {
        for idx in witness_of(&pr.what) {
            assert!(rule_matches(&p, &p.rules[idx], &h), "{}", pr.what);
        }
    }
}

#[test]
fn huge_sets_are_sampled_and_the_corpus_stays_bounded() {
    let mut p = policy(Action::Pass);
    // 20 000 disjoint /32 and /24 prefixes.
    let elems: Vec<String> = (0..20_000u32)
        .map(|i| {
            let a = std::net::Ipv4Addr::from(0x0b00_0000u32 + i * 512);
            if i % 2 == 0 {
                a.to_string()
            } else {
                format!("{a}/24")
            }
        })
        .collect();
    let refs: Vec<&str> = elems.iter().map(String::as_str).collect();
    let big = p.ip_set(Some("big"), &refs);
    let big2 = p.ip_set(Some("big2"), &refs);
    p.rule(Action::Drop, Family::Any, vec![m(src(big))]);
    p.rule(Action::Drop, Family::Any, vec![m(dst(big2))]);
    p.rule(Action::Drop, Family::Any, vec![udp(), not(src(big))]);
    let p = p.done();
    let probes = for_policy(&p, 3, 100);
    assert!(probes.len() <= 4100, "{}", probes.len());
    assert_well_formed(&p, &probes);
    let hs = headers(&probes);
    let first = "11.0.0.0".parse::<IpAddr>().unwrap();
    let before = "10.255.255.255".parse::<IpAddr>().unwrap();
    let last = std::net::Ipv4Addr::from(0x0b00_0000u32 + 19_999 * 512 + 255);
    assert!(hs.iter().any(|h| h.src == first));
    assert!(hs.iter().any(|h| h.src == before));
    assert!(hs.iter().any(|h| h.dst == IpAddr::V4(last)));
    // A tighter cap is honoured too, keeping the witnesses.
    let mut o = CorpusOpts::new(3, 0);
    o.max_probes = 300;
    let small = for_policy_with(&p, &o);
    assert!(small.len() <= 300, "{}", small.len());
    let w: HashSet<usize> = small.iter().flat_map(|p| witness_of(&p.what)).collect();
    assert_eq!(w.len(), 3, "every rule keeps its witness");
}

#[test]
fn random_policies_get_well_formed_corpora() {
    let opts = RandomOpts::default();
    for seed in 0..30 {
        let p = random::policy(seed, &opts);
        let probes = for_policy(&p, seed, 50);
        assert_well_formed(&p, &probes);
        assert!(probes.len() <= 4050);
        for pr in &probes {
            if let ParseResult::Ip(h) = parse(&pr.frame) {
                assert!(h.len <= 1500, "{}", pr.what);
                if let (IpAddr::V6(s), IpAddr::V6(d)) = (h.src, h.dst) {
                    assert!(
                        !s.is_loopback() && !s.is_multicast() && !d.is_loopback(),
                        "{}",
                        pr.what
                    );
                }
            }
        }
        // Witnesses labelled as matching match their rule; satisfiable
        // rules decide something unless shadowed.
        for pr in &probes {
            for idx in witness_of(&pr.what) {
                let ParseResult::Ip(h) = parse(&pr.frame) else {
                    panic!()
                };
                assert!(
                    rule_matches(&p, &p.rules[idx], &h),
                    "seed {seed}: {}",
                    pr.what
                );
            }
        }
    }
}

#[test]
fn witnesses_are_found_for_satisfiable_rules() {
    // Rules that need a specific combination of fields.
    let mut p = policy(Action::Pass);
    let ten = p.ip_set(None, &["10.0.0.0/8"]);
    let ports = p.port_set(None, &[(1000, 2000)]);
    p.rule(
        Action::Drop,
        Family::Ip4,
        vec![
            tcp(),
            not(src(ten)),
            m(dst(ten)),
            not(dport(ports)),
            m(sport(ports)),
            m(Test::TcpFlags {
                bits: 0x12,
                mask: 0x17,
            }),
            m(Test::Fragment),
            not(Test::LaterFragment),
            m(Test::Ttl {
                range: Interval::new(1, 1),
            }),
            m(Test::Len {
                range: Interval::new(100, 100),
            }),
        ],
    );
    p.rule(
        Action::Drop,
        Family::Ip6,
        vec![
            m(proto(58)),
            m(Test::Icmp {
                icmp_type: 135,
                code: Some(0),
            }),
            not(Test::Fragment),
        ],
    );
    p.rule(
        Action::Drop,
        Family::Any,
        vec![not(proto(6)), not(proto(17)), m(Test::LaterFragment)],
    );
    let p = p.done();
    let probes = for_policy(&p, 0, 0);
    for i in 0..3 {
        assert!(
            probes.iter().any(|pr| witness_of(&pr.what).contains(&i)),
            "rule {i} has no witness"
        );
    }
}

#[test]
#[ignore]
fn print_example_corpus() {
    let p = example();
    let probes = for_policy(&p, 1, 20);
    for pr in &probes {
        println!("{}", pr.what);
    }
    println!("{} probes", probes.len());
}

#[test]
#[ignore]
fn print_random_corpus_sizes() {
    let start = std::time::Instant::now();
    let mut sizes = Vec::new();
    for seed in 0..100 {
        let p = random::policy(seed, &RandomOpts::default());
        sizes.push(for_policy(&p, seed, 64).len());
    }
    sizes.sort();
    println!(
        "min {} median {} max {} total {} in {:?}",
        sizes[0],
        sizes[50],
        sizes[99],
        sizes.iter().sum::<usize>(),
        start.elapsed()
    );
}

#[test]
fn a_million_prefix_set_is_cheap() {
    use dropc_ir::{IpSet, Set, SetData, SetId, Span};
    let v4: Vec<Interval<std::net::Ipv4Addr>> = (0..1_000_000u32)
        .map(|i| {
            let lo = 0x0100_0000 + i * 4;
            Interval::new(lo.into(), (lo + 1).into())
        })
        .collect();
    let mut p = policy(Action::Pass);
    p.0.sets.push(Set {
        name: Some("million".into()),
        span: Span::default(),
        data: SetData::Ip(IpSet { v4, v6: Vec::new() }),
        dynamic: None,
    });
    p.rule(Action::Drop, Family::Any, vec![m(src(SetId(0)))]);
    let p = p.done();
    // Its cost is measured in benches, not asserted here.
    let probes = for_policy(&p, 1, 64);
    assert_well_formed(&p, &probes);
    let hs = headers(&probes);
    let last = std::net::Ipv4Addr::from(0x0100_0000u32 + 999_999 * 4 + 1);
    assert!(hs.iter().any(|h| h.src == IpAddr::V4(last)));
    assert!(hs
        .iter()
        .any(|h| h.src == IpAddr::V4((0x0100_0000u32 + 999_999 * 4 + 2).into())));
}

/// Writes the corpora of the example and of 20 random policies, one frame a
/// line in hex, to `$DROPC_DUMP_CORPUS` (for experiments with real hooks).
#[test]
#[ignore]
fn dump_corpora() {
    use std::fmt::Write as _;
    let Ok(path) = std::env::var("DROPC_DUMP_CORPUS") else {
        return;
    };
    let mut out = String::new();
    let mut policies = vec![example()];
    policies.extend((0..20).map(|s| random::policy(s, &RandomOpts::default()).into_inner()));
    for (i, p) in policies.iter().enumerate() {
        for pr in for_policy(p, i as u64, 64) {
            for b in &pr.frame {
                let _ = write!(out, "{b:02x}");
            }
            let _ = writeln!(out, " {}", pr.what.replace('\n', " "));
        }
    }
    std::fs::write(path, out).unwrap();
}
