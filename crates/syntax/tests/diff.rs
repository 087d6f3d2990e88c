//! `dropc diff` proven against the interpreter:
//! - soundness: every witness, parsed back from its §6 text, gets the
//!   reported verdicts and deciding rules from the interpreter on both
//!   policies (with the `over` conditions the difference names);
//! - completeness: small random policies over an enumerable domain (a few
//!   addresses, ports, TTLs and payload bytes): `diff` says "equivalent"
//!   exactly when enumeration finds no differing packet, and reports
//!   exactly the pairs of deciding rules that enumeration finds;
//! - random mutations of the example policies are all reported.

use dropc_ir::diff::{diff, Difference};
use dropc_ir::interp::{evaluate_with_rate, over_match, Decider, Outcome};
use dropc_ir::packet::build;
use dropc_ir::random::{self, RandomOpts};
use dropc_ir::{FragSpec, PacketSpec, Policy};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;
use std::net::IpAddr;
use std::path::Path;

fn load(text: &str) -> dropc_ir::ValidPolicy {
    let l = dropc_syntax::load_str("p.drop", text, Path::new("/nonexistent-dropc-test-dir"));
    match l.policy {
        Some(p) => p,
        None => panic!("does not compile:\n{text}\n{}", l.render()),
    }
}

fn decider_label(p: &Policy, o: &Outcome) -> Option<String> {
    match o {
        Outcome::Decided(v) => match v.decider {
            Decider::Rule(i) => Some(p.rules[i].label.clone()),
            Decider::Default => Some("default".into()),
            Decider::NonIp => None,
        },
        Outcome::Unspecified { .. } => None,
    }
}

/// The witness, parsed back from its text, gets the reported rules from
/// the interpreter on both policies.
fn confirm(old: &Policy, new: &Policy, d: &Difference) {
    let spec = dropc_syntax::parse_packet(&d.packet)
        .unwrap_or_else(|e| panic!("witness `{}` does not parse: {e:?}", d.packet));
    let frame = build(&spec);
    for (p, side, needs) in [
        (old, &d.old, &d.needs_over.0),
        (new, &d.new, &d.needs_over.1),
    ] {
        let over =
            |i: usize| over_match(&p.rules[i]).is_some() && needs.contains(&p.rules[i].label);
        let o = evaluate_with_rate(p, &frame, &over);
        assert_eq!(
            decider_label(p, &o).as_deref(),
            Some(side.rule.as_str()),
            "witness `{}`: {o:?}",
            d.packet
        );
        assert_eq!(o.action(), Some(side.verdict), "witness `{}`", d.packet);
    }
}

#[test]
fn witnesses_of_random_policy_pairs_are_confirmed_by_the_interpreter() {
    let opts = RandomOpts {
        payload: true,
        rate: true,
        ..RandomOpts::default()
    };
    let (mut reported, mut undecided) = (0, 0);
    for seed in 0..150u64 {
        let a = random::policy(seed, &opts);
        let b = random::policy(seed + 1000, &opts);
        // A region whose `contains` needle could only lie inside the
        // headers is undecided (exit 2), never called equivalent.
        let r = match diff(&a, &b) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("seed {seed}: {e}");
                undecided += 1;
                continue;
            }
        };
        assert_eq!(r.equivalent, r.differences.is_empty());
        for d in &r.differences {
            confirm(&a, &b, d);
        }
        reported += r.differences.len();
        // A policy is equivalent to itself.
        assert!(diff(&a, &a).unwrap().equivalent, "seed {seed}");
    }
    assert!(reported > 100, "only {reported} differences");
    assert!(undecided <= 20, "{undecided} of 150 pairs undecided");
}

// ---- completeness over an enumerable domain ----

const ADDRS: [&str; 7] = [
    "10.0.0.0",
    "10.0.0.1",
    "10.0.0.2",
    "10.0.0.3",
    "10.0.0.9",
    "::1",
    "2001:db8::1",
];
const ADDR_LITS: [&str; 5] = [
    "10.0.0.1",
    "10.0.0.2",
    "10.0.0.2/31",
    "{ 10.0.0.1, 10.0.0.3 }",
    "10.0.0.0/30",
];
const PORTS: [u16; 5] = [0, 1, 2, 3, 9];
const PORT_LITS: [&str; 4] = ["1", "2", "1-2", "{ 1, 3 }"];
const TTLS: [u8; 5] = [0, 1, 2, 3, 64];
const PAYLOADS: [&[u8]; 4] = [b"", b"A", b"B", b"AB"];

fn small_rule(rng: &mut ChaCha8Rng) -> String {
    let mut m = Vec::new();
    let l4 = rng.gen_range(0..4);
    match l4 {
        0 => m.push("tcp".to_string()),
        1 => m.push("udp".to_string()),
        2 => m.push("ip4".to_string()),
        _ => {}
    }
    for _ in 0..rng.gen_range(0..3) {
        let not = if rng.gen_bool(0.3) { "not " } else { "" };
        let choice = rng.gen_range(0..8);
        let s = match choice {
            0 => format!("{not}src {}", ADDR_LITS[rng.gen_range(0..5)]),
            1 => format!("{not}dst {}", ADDR_LITS[rng.gen_range(0..5)]),
            2 if l4 < 2 => format!("{not}dport {}", PORT_LITS[rng.gen_range(0..4)]),
            3 if l4 < 2 => format!("{not}sport {}", PORT_LITS[rng.gen_range(0..4)]),
            4 => format!("{not}ttl {}-{}", 1, rng.gen_range(1..4)),
            5 => format!("{not}fragment"),
            6 if l4 == 0 => format!("{not}flags syn/syn,ack"),
            7 if l4 < 2 => format!("{not}payload 0 \"{}\"", ["A", "B"][rng.gen_range(0..2)]),
            _ => format!("{not}contains \"B\""),
        };
        m.push(s);
    }
    let action = if rng.gen_bool(0.5) { "drop" } else { "pass" };
    format!("{action} {}", m.join(" "))
}

fn small_policy(rng: &mut ChaCha8Rng) -> String {
    let mut s = format!(
        "default {}\n",
        if rng.gen_bool(0.5) { "drop" } else { "pass" }
    );
    for i in 0..rng.gen_range(1..5) {
        s.push_str(&format!("r{i}: {}\n", small_rule(rng)));
    }
    s
}

/// Every packet of the domain: each field over values that separate every
/// literal the small policies use.
fn domain() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for src in ADDRS {
        for dst in ADDRS {
            if src.contains(':') != dst.contains(':') {
                continue;
            }
            let icmp = if src.contains(':') { 58 } else { 1 };
            for proto in [6u8, 17, icmp, 47] {
                for frag in [FragSpec::None, FragSpec::First, FragSpec::Later] {
                    for (pi, &port) in PORTS.iter().enumerate() {
                        for (si, &sp) in PORTS.iter().enumerate() {
                            if (proto == 1 || proto == 58 || proto == 47) && (pi > 0 || si > 0) {
                                continue;
                            }
                            for &ttl in &TTLS {
                                for payload in PAYLOADS {
                                    for flags in [0x02u8, 0x12] {
                                        if proto != 6 && flags != 0x02 {
                                            continue;
                                        }
                                        let dp = port;
                                        let mut s = PacketSpec::new(
                                            proto,
                                            src.parse::<IpAddr>().unwrap(),
                                            dst.parse::<IpAddr>().unwrap(),
                                            None,
                                            None,
                                        );
                                        if proto == 6 || proto == 17 {
                                            s.sport = Some(sp);
                                            s.dport = Some(dp);
                                        }
                                        if proto == 6 {
                                            s.flags = Some(flags);
                                        }
                                        s.ttl = Some(ttl);
                                        s.fragment = frag;
                                        s.payload = payload.to_vec();
                                        out.push(build(&s));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

#[test]
fn diff_is_complete_on_an_enumerable_domain() {
    let frames = domain();
    let mut rng = ChaCha8Rng::seed_from_u64(22);
    let (mut equal, mut differing) = (0, 0);
    for case in 0..80 {
        let (ta, tb) = (small_policy(&mut rng), small_policy(&mut rng));
        let (a, b) = (load(&ta), load(&tb));
        let mut want = BTreeSet::new();
        for f in &frames {
            let no_over = |_: usize| false;
            let (oa, ob) = (
                evaluate_with_rate(&a, f, &no_over),
                evaluate_with_rate(&b, f, &no_over),
            );
            if let (Some(x), Some(y)) = (oa.action(), ob.action()) {
                if x != y {
                    want.insert((
                        decider_label(&a, &oa).unwrap(),
                        decider_label(&b, &ob).unwrap(),
                    ));
                }
            }
        }
        let r = diff(&a, &b).unwrap_or_else(|e| panic!("case {case}: {e}\n{ta}\n{tb}"));
        let got: BTreeSet<_> = r
            .differences
            .iter()
            .map(|d| (d.old.rule.clone(), d.new.rule.clone()))
            .collect();
        assert_eq!(
            got, want,
            "case {case}:\nOLD\n{ta}\nNEW\n{tb}\n{:#?}",
            r.differences
        );
        assert_eq!(r.equivalent, want.is_empty());
        for d in &r.differences {
            confirm(&a, &b, d);
        }
        if want.is_empty() {
            equal += 1;
        } else {
            differing += 1;
        }
        // The same text is equivalent.
        let c = load(&ta);
        assert!(diff(&a, &c).unwrap().equivalent);
    }
    assert!(
        equal >= 5 && differing >= 50,
        "{equal} equal, {differing} differing"
    );
}

/// Equivalent policies written differently are equivalent; `over` with
/// the same label and clause is one shared condition, any other `over` is
/// a condition of its own.
#[test]
fn equivalences_and_over_conditions() {
    let a = load("a: drop udp dport { 1-10 }\nb: drop tcp dport 5\n");
    let b = load("x: drop udp dport 1-5\ny: drop udp dport 6-10\nb: drop tcp dport 5\n");
    // Other labels, same verdict for every packet: equivalent.
    assert!(diff(&a, &b).unwrap().equivalent);
    let c = load("a: drop udp dport { 1-9 }\nb: drop tcp dport 5\n");
    let r = diff(&a, &c).unwrap();
    assert_eq!(r.differences.len(), 1);
    assert!(
        r.differences[0].packet.contains(":10"),
        "{}",
        r.differences[0].packet
    );
    let a = load("lim: drop udp over 10/second\n");
    assert!(diff(&a, &a).unwrap().equivalent);
    let b = load("lim: drop udp over 20/second\n");
    let r = diff(&a, &b).unwrap();
    assert!(!r.equivalent);
    for d in &r.differences {
        confirm(&a, &b, d);
    }
    // Another label: its own condition, even with the same clause.
    let c = load("other: drop udp over 10/second\n");
    assert!(!diff(&a, &c).unwrap().equivalent);
}

#[test]
fn deny_list_changes_read_as_the_prefixes_added_and_removed() {
    let a = load("set l = ip { 192.0.2.0/24, 198.51.100.7, 2001:db8::/32 }\nbl: drop src @l\n");
    let b = load("set l = ip { 192.0.2.0/25, 198.51.100.7, 203.0.113.0/24, 2001:db8::/32 }\nbl: drop src @l\n");
    let r = diff(&a, &b).unwrap();
    assert_eq!(r.differences.len(), 2, "{:#?}", r.differences);
    let text: Vec<String> = r
        .differences
        .iter()
        .flat_map(|d| d.region.clone().unwrap())
        .collect();
    assert!(
        text.iter().any(|t| t.contains("src 192.0.2.128/25")),
        "{text:?}"
    );
    assert!(
        text.iter().any(|t| t.contains("src 203.0.113.0/24")),
        "{text:?}"
    );
    for d in &r.differences {
        confirm(&a, &b, d);
    }
}

/// Each mutation inserts, at a random position of an example policy, a rule
/// that decides one packet of the corpus against the original's verdict;
/// `diff` reports it, with the inserted rule in a pair, and every witness
/// is confirmed.
#[test]
fn mutations_of_the_examples_are_all_reported() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules-examples");
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_none_or(|x| x != "drop") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        if path.ends_with("denylist-1m.drop") {
            continue; // generated by benches/setup_1m.sh: the benchmark's
        }
        let orig = match dropc_syntax::load_file(&path).unwrap().policy {
            Some(p) => p,
            None => continue,
        };
        let probes = dropc_ir::corpus::for_policy(&orig, 3, 40);
        for _ in 0..6 {
            let probe = &probes[rng.gen_range(0..probes.len())];
            let Some(h) = (match dropc_ir::packet::parse(&probe.frame) {
                dropc_ir::packet::ParseResult::Ip(h) => Some(h),
                _ => None,
            }) else {
                continue;
            };
            let Some(act) = dropc_ir::interp::evaluate(&orig, &probe.frame).action() else {
                continue;
            };
            let flip = match act {
                dropc_ir::Action::Drop => "pass",
                dropc_ir::Action::Pass => "drop",
            };
            let (s, d) = match (h.src, h.dst) {
                (IpAddr::V6(s), IpAddr::V6(d)) => (s.to_string(), d.to_string()),
                (s, d) => (s.to_string(), d.to_string()),
            };
            let mut rule = format!(
                "mutant: {flip} proto {} src {s} dst {d} ttl {}",
                h.proto, h.ttl
            );
            if let Some((sp, dp)) = h.l4.and_then(|l| l.ports()) {
                rule = format!(
                    "mutant: {flip} {} src {s} dst {d} sport {sp} dport {dp} ttl {}",
                    if h.proto == 6 { "tcp" } else { "udp" },
                    h.ttl
                );
            }
            let lines: Vec<&str> = text.lines().collect();
            // Insert before a random rule line (after the sets and default).
            let rule_lines: Vec<usize> = orig.rules.iter().map(|r| r.line as usize - 1).collect();
            let at = rule_lines
                .get(rng.gen_range(0..rule_lines.len().max(1)))
                .copied()
                .unwrap_or(lines.len());
            let mut mutated: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            mutated.insert(at.min(mutated.len()), rule);
            let mutated_text: String = mutated
                .iter()
                .filter(|l| !l.trim_start().starts_with("expect"))
                .map(|l| format!("{l}\n"))
                .collect();
            let l = dropc_syntax::load_str(
                path.to_str().unwrap(),
                &mutated_text,
                path.parent().unwrap(),
            );
            let Some(m) = l.policy else {
                panic!("{}", l.render())
            };
            // Does the mutant decide the probe? (An earlier rule may.)
            let o = dropc_ir::interp::evaluate(&m, &probe.frame);
            let r = diff(&orig, &m).unwrap();
            if o.action() != Some(act) {
                assert!(!r.equivalent, "{}: mutation not reported", path.display());
                assert!(r.differences.iter().any(|d| d.new.rule == "mutant"));
                n += 1;
            }
            for d in &r.differences {
                confirm(&orig, &m, d);
            }
        }
    }
    assert!(n >= 20, "only {n} mutations changed a verdict");
}
