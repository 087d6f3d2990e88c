//! Large policies on the BPF targets: a million-prefix deny-list and
//! 10,000 distinct rules compile, pass the verifier, and agree with the
//! interpreter on their probe corpora; the counters count.

mod bpf_common;
use bpf_common::*;
use dropc_backends::bpf::Tuning;
use dropc_backends::{Options, Target};
use dropc_ir::interp::{evaluate, Decider, Outcome};

fn corpus_of(p: &dropc_ir::ValidPolicy, seed: u64) -> Vec<(Vec<u8>, String)> {
    dropc_ir::corpus::for_policy(p, seed, 300)
        .into_iter()
        .map(|pr| (pr.frame, pr.what))
        .collect()
}

fn check_policy(p: &dropc_ir::ValidPolicy, name: &str, extra: Vec<(Vec<u8>, String)>) {
    let mut frames = corpus_of(p, 1);
    frames.extend(extra);
    let mut bad = Vec::new();
    for t in [Target::Xdp, Target::Tc] {
        let prog = compile_load(t, p, &Options::default(), Tuning::default());
        bad.extend(diff(t, p, &prog, &frames));
    }
    assert!(
        bad.is_empty(),
        "{name}: {} mismatches:\n{}",
        bad.len(),
        bad.iter().take(10).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn million_prefix_deny_list() {
    if !enabled() {
        return;
    }
    let p = million_prefix_policy();
    // Sources on both sides of many interval edges.
    let ivs = random_v4_prefixes(42, 1_000_000);
    let mut r = Rng(99);
    let mut extra = Vec::new();
    for _ in 0..400 {
        let (lo, hi) = ivs[r.below(ivs.len() as u64) as usize];
        for a in [
            lo,
            hi,
            lo.wrapping_sub(1),
            hi.wrapping_add(1),
            r.next() as u32,
        ] {
            extra.push((
                udp4(a.to_be_bytes(), [198, 18, 0, 1], 1234),
                format!("src {a:#x}"),
            ));
        }
    }
    check_policy(&p, "million-prefix", extra);
}

#[test]
fn ten_thousand_rules() {
    if !enabled() {
        return;
    }
    let p = ten_k_rules_policy();
    check_policy(&p, "10k rules", Vec::new());
}

#[test]
fn counters_count_per_rule() {
    if !enabled() {
        return;
    }
    let p = flood_policy();
    let hit = udp4([192, 0, 2, 1], [198, 18, 0, 9], 1234);
    let miss = udp4([192, 0, 2, 1], [198, 18, 1, 9], 1234);
    let mut arp = hit.clone();
    arp[12] = 0x08;
    arp[13] = 0x06;
    for t in [Target::Xdp, Target::Tc] {
        let prog = compile_load(t, &p, &Options::default(), Tuning::default());
        for (frame, n) in [(&hit, 3u32), (&miss, 5), (&arp, 7)] {
            prog.run(frame, n).expect("run");
        }
        let c = prog
            .read_percpu_counters(dropc_backends::bpf::COUNTERS_MAP)
            .expect("counters");
        assert_eq!(c, vec![3, 5, 7], "{t}: [flood, default, non-IP]");
        // Every verdict of the interpreter is counted under its decider.
        for (frame, want) in [(&hit, Decider::Rule(0)), (&miss, Decider::Default)] {
            match evaluate(&p, frame) {
                Outcome::Decided(v) => assert_eq!(v.decider, want),
                o => panic!("{o:?}"),
            }
        }
    }
    // no_counters: no counter map; XDP keeps only its tail-call map.
    for (t, maps) in [
        (Target::Xdp, vec![dropc_backends::bpf::NEXT_MAP.to_string()]),
        (Target::Tc, vec![]),
    ] {
        let opts = Options {
            no_counters: true,
            ..Options::default()
        };
        let prog = compile_load(t, &p, &opts, Tuning::default());
        assert_eq!(prog.map_names(), maps, "{t}");
    }
}

#[test]
fn counters_of_table_rules() {
    if !enabled() {
        return;
    }
    // Rules in tables (group_min 1) count under their own index too.
    let p = flood_policy();
    let prog = compile_load(
        Target::Xdp,
        &p,
        &Options::default(),
        Tuning { group_min: 1 },
    );
    let hit = udp4([192, 0, 2, 1], [198, 18, 0, 9], 1234);
    prog.run(&hit, 4).expect("run");
    let c = prog
        .read_percpu_counters(dropc_backends::bpf::COUNTERS_MAP)
        .expect("counters");
    assert_eq!(c, vec![4, 0, 0]);
}

#[test]
fn thousands_of_linear_rules() {
    if !enabled() {
        return;
    }
    // No tables at all: every rule in the linear chain (jumps beyond the
    // 16-bit range need the verdict-block islands; verification must stay
    // linear in the number of rules).
    let o = dropc_ir::random::RandomOpts {
        max_rules: 3000,
        ..Default::default()
    };
    let p = (0..50u64)
        .map(|s| dropc_ir::random::policy(s, &o))
        .find(|p| p.rules.len() > 2000)
        .expect("a large random policy");
    let frames: Vec<(Vec<u8>, String)> = dropc_ir::corpus::for_policy(&p, 3, 200)
        .into_iter()
        .map(|pr| (pr.frame, pr.what))
        .collect();
    let no_tables = Tuning {
        group_min: usize::MAX,
    };
    let mut bad = Vec::new();
    for t in [Target::Xdp, Target::Tc] {
        let prog = compile_load(t, &p, &Options::default(), no_tables);
        bad.extend(diff(t, &p, &prog, &frames));
    }
    assert!(
        bad.is_empty(),
        "{} rules: {} mismatches:\n{}",
        p.rules.len(),
        bad.len(),
        bad.iter().take(10).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn clustered_sets_of_both_families() {
    if !enabled() {
        return;
    }
    // 100k IPv6 /128s in one /64 and 20k /48s in 2001:db8::/32 (one
    // set), 100k IPv4 /32s in 10.0.0.0/8 (another): the tables bucket on
    // the bits after the common prefix.
    let mut r = Rng(5);
    let mut v6: Vec<(u128, u128)> = Vec::new();
    let host64 = 0x2001_0db8_0000_0007u128 << 64;
    for _ in 0..100_000 {
        let a = host64 | u128::from(r.next());
        v6.push((a, a));
    }
    for _ in 0..20_000 {
        let p = (0x2001_0db8u128 << 96) | (u128::from(r.below(1 << 16) as u16) << 80);
        v6.push((p, p | ((1u128 << 80) - 1)));
    }
    let v6 = normalise(v6);
    let v4 = normalise(
        (0..100_000)
            .map(|_| {
                let a = 0x0a00_0000u128 | u128::from(r.below(1 << 24));
                (a, a)
            })
            .collect(),
    );
    let mut p = empty_policy(dropc_ir::Action::Pass);
    let s6 = v6set(&mut p, v6.clone());
    let s4 = v4set(
        &mut p,
        v4.iter().map(|&(a, b)| (a as u32, b as u32)).collect(),
    );
    for (label, set, dir) in [
        ("v6", s6, dropc_ir::Dir::Dst),
        ("v4", s4, dropc_ir::Dir::Src),
    ] {
        p.rules.push(rule(
            label,
            dropc_ir::Action::Drop,
            dropc_ir::Family::Any,
            vec![m(dropc_ir::Test::Addr { dir, set })],
        ));
    }
    let p = dropc_ir::validate(p).expect("valid");
    let mut extra = Vec::new();
    for _ in 0..300 {
        let (lo, hi) = v6[r.below(v6.len() as u64) as usize];
        for a in [lo, hi, lo.wrapping_sub(1), hi.wrapping_add(1)] {
            extra.push((udp6(a), format!("dst {:x}", a)));
        }
        let (lo, hi) = v4[r.below(v4.len() as u64) as usize];
        for a in [lo, hi, lo - 1, hi + 1] {
            extra.push((
                udp4((a as u32).to_be_bytes(), [198, 18, 0, 1], 53),
                format!("src {a:#x}"),
            ));
        }
    }
    check_policy(&p, "clustered sets", extra);
}

fn normalise(mut v: Vec<(u128, u128)>) -> Vec<(u128, u128)> {
    v.sort();
    let mut out: Vec<(u128, u128)> = Vec::new();
    for (lo, hi) in v {
        if let Some(l) = out.last_mut() {
            if lo <= l.1.saturating_add(1) {
                l.1 = l.1.max(hi);
                continue;
            }
        }
        out.push((lo, hi));
    }
    out
}

fn udp6(dst: u128) -> Vec<u8> {
    dropc_ir::packet::build(&dropc_ir::PacketSpec::udp(
        std::net::Ipv6Addr::from(0x2001_0db8_ffff_u128 << 80).into(),
        std::net::Ipv6Addr::from(dst).into(),
        5000,
        53,
    ))
}

#[test]
fn hundred_thousand_rules() {
    if !enabled() {
        return;
    }
    // Tables larger than one section are split into parts.
    let p = many_rules_policy(100_000);
    let t = std::time::Instant::now();
    let obj = dropc_backends::bpf::compile(Target::Xdp, &p, &Options::default()).expect("compile");
    eprintln!(
        "100k rules: compiled in {:?}, {} bytes",
        t.elapsed(),
        obj.len()
    );
    bpftool_load(&obj, "100k").unwrap_or_else(|log| panic!("bpftool: {log}"));
    let prog = compile_load(Target::Xdp, &p, &Options::default(), Tuning::default());
    // Packets of the rules' shapes (the corpus of 100k rules is slow to
    // build in a debug test): random addresses in the rules' ranges.
    let mut r = Rng(11);
    let mut frames = vec![(
        udp4([192, 0, 2, 1], [198, 18, 0, 12], 1234),
        "flood".to_string(),
    )];
    for i in 0..300 {
        let a = (0x0a00_0000 | r.below(1 << 24) as u32).to_be_bytes();
        let b = (0x6440_0000 | r.below(1 << 22) as u32).to_be_bytes();
        let port = if i % 3 == 0 {
            22
        } else {
            r.below(65536) as u16
        };
        frames.push((udp4(b, a, port), format!("udp {b:?} -> {a:?}:{port}")));
        frames.push((udp4(a, b, port), format!("udp {a:?} -> {b:?}:{port}")));
    }
    let bad = diff(Target::Xdp, &p, &prog, &frames);
    assert!(
        bad.is_empty(),
        "{}",
        bad.iter().take(10).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn mixed_length_prefix_rules() {
    if !enabled() {
        return;
    }
    // 3,000 rules `drop|pass [udp] src A/len` with lengths /8 to /32 (their
    // lengths are rounded up in the tables: overlapping prefixes of
    // different rules must still let the first rule win).
    let mut r = Rng(21);
    let mut p = empty_policy(dropc_ir::Action::Pass);
    let mut edges = Vec::new();
    for i in 0..3000u32 {
        let len = 8 + r.below(25) as u32;
        let mask = u32::MAX << (32 - len);
        // cluster in 10.0.0.0/8 so that prefixes overlap
        let lo = (0x0a00_0000 | (r.next() as u32 & 0x00ff_ffff)) & mask;
        let hi = lo | !mask;
        let set = v4set(&mut p, vec![(lo, hi)]);
        let action = if i % 5 == 0 {
            dropc_ir::Action::Pass
        } else {
            dropc_ir::Action::Drop
        };
        let mut ms = vec![m(dropc_ir::Test::Addr {
            dir: dropc_ir::Dir::Src,
            set,
        })];
        if i % 2 == 0 {
            ms.push(m(dropc_ir::Test::Proto { proto: 17 }));
        }
        p.rules
            .push(rule(&format!("p{i}"), action, dropc_ir::Family::Ip4, ms));
        if i % 7 == 0 {
            for a in [lo, hi, lo.wrapping_sub(1), hi.wrapping_add(1)] {
                edges.push((
                    udp4(a.to_be_bytes(), [198, 18, 0, 1], 53),
                    format!("src {a:#x}"),
                ));
            }
        }
    }
    let p = dropc_ir::validate(p).expect("valid");
    let asm = dropc_backends::bpf::listing(Target::Xdp, &p, &Options::default()).expect("listing");
    assert!(
        asm.contains("tuple-space search: 3000 rule(s) in 8 table(s)"),
        "all rules in 8 tables (src /8, /16, /24, /32, with and without udp)"
    );
    let mut frames = edges;
    for _ in 0..500 {
        let a = 0x0a00_0000 | (r.next() as u32 & 0x00ff_ffff);
        frames.push((
            udp4(a.to_be_bytes(), [198, 18, 0, 1], 53),
            format!("src {a:#x}"),
        ));
    }
    let mut bad = Vec::new();
    for t in [Target::Xdp, Target::Tc] {
        let prog = compile_load(t, &p, &Options::default(), Tuning::default());
        bad.extend(diff(t, &p, &prog, &frames));
    }
    assert!(
        bad.is_empty(),
        "{}",
        bad.iter().take(10).cloned().collect::<Vec<_>>().join("\n")
    );
}
