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
        for a in [lo, hi, lo.wrapping_sub(1), hi.wrapping_add(1), r.next() as u32] {
            extra.push((udp4(a.to_be_bytes(), [198, 18, 0, 1], 1234), format!("src {a:#x}")));
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
        let c = prog.read_percpu_counters(dropc_backends::bpf::COUNTERS_MAP).expect("counters");
        assert_eq!(c, vec![3, 5, 7], "{t}: [flood, default, non-IP]");
        // Every verdict of the interpreter is counted under its decider.
        for (frame, want) in [(&hit, Decider::Rule(0)), (&miss, Decider::Default)] {
            match evaluate(&p, frame) {
                Outcome::Decided(v) => assert_eq!(v.decider, want),
                o => panic!("{o:?}"),
            }
        }
    }
    // no_counters: no map at all.
    let obj = dropc_backends::bpf::compile(
        Target::Xdp,
        &p,
        &Options {
            no_counters: true,
            ..Options::default()
        },
    )
    .expect("compile");
    let prog = dropc_ebpf::testrun::load(&obj, dropc_ebpf::testrun::ProgKind::Xdp, "dropc_xdp")
        .expect("load");
    assert!(prog.map_names().is_empty(), "maps: {:?}", prog.map_names());
}

#[test]
fn counters_of_table_rules() {
    if !enabled() {
        return;
    }
    // Rules in tables (group_min 1) count under their own index too.
    let p = flood_policy();
    let prog = compile_load(Target::Xdp, &p, &Options::default(), Tuning { group_min: 1 });
    let hit = udp4([192, 0, 2, 1], [198, 18, 0, 9], 1234);
    prog.run(&hit, 4).expect("run");
    let c = prog.read_percpu_counters(dropc_backends::bpf::COUNTERS_MAP).expect("counters");
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
    let mut o = dropc_ir::random::RandomOpts::default();
    o.max_rules = 3000;
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
