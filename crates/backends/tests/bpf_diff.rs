//! Differential tests of the BPF backend: random policies and their probe
//! corpora run through the XDP and tc programs with `BPF_PROG_TEST_RUN`,
//! compared with the reference interpreter. Needs root (fails under CI=true
//! without it).
//!
//! `DROPC_BPF_DIFF_SEEDS` (default 60) sets how many policies get the full
//! corpus; `DROPC_BPF_LOAD_SEEDS` (default 1000) how many are only compiled,
//! loaded (with `bpftool prog load`; every tenth with aya and run on a few
//! probes).

mod bpf_common;
use bpf_common::*;
use dropc_backends::bpf::Tuning;
use dropc_backends::{Options, Target};
use dropc_ir::random::{policy, RandomOpts};
use dropc_ir::{corpus, ValidPolicy};

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Random options by seed: the default small policies, and every third
/// seed larger sets (> 8 intervals: the rodata tables) and more rules.
fn opts_for(seed: u64) -> RandomOpts {
    let mut o = RandomOpts::default();
    if seed % 3 == 1 {
        o.max_set_elems = 60;
        o.max_rules = 16;
    }
    o
}

fn probes(p: &ValidPolicy, seed: u64, random: usize) -> Vec<(Vec<u8>, String)> {
    corpus::for_policy(p, seed, random)
        .into_iter()
        .map(|pr| (pr.frame, pr.what))
        .collect()
}

fn report(bad: &[String], what: &str) {
    if !bad.is_empty() {
        let shown: Vec<&String> = bad.iter().take(15).collect();
        panic!(
            "{} mismatches ({what}); first ones:\n{}",
            bad.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

#[test]
fn random_policies_agree_with_interpreter() {
    if !enabled() {
        return;
    }
    let n = env_usize("DROPC_BPF_DIFF_SEEDS", 60) as u64;
    let mut bad = Vec::new();
    let mut total = 0usize;
    for seed in 0..n {
        let p = policy(seed, &opts_for(seed));
        let frames = probes(&p, seed, 200);
        total += frames.len();
        for t in [Target::Xdp, Target::Tc] {
            // Alternate counters, and force the rule tables on odd seeds.
            let opts = Options {
                no_counters: seed % 2 == 0,
                ..Options::default()
            };
            let tuning = if seed % 2 == 1 {
                Tuning { group_min: 1 }
            } else {
                Tuning::default()
            };
            let prog = compile_load(t, &p, &opts, tuning);
            for b in diff(t, &p, &prog, &frames) {
                bad.push(format!("seed {seed}: {b}"));
            }
        }
    }
    eprintln!("{n} policies, {total} probes x 2 targets");
    report(&bad, "random policies");
}

#[test]
fn verifier_accepts_many_random_policies() {
    if !enabled() {
        return;
    }
    let n = env_usize("DROPC_BPF_LOAD_SEEDS", 1000) as u64;
    let mut bad = Vec::new();
    for seed in 10_000..10_000 + n {
        let mut o = opts_for(seed);
        if seed % 5 == 0 {
            o.max_rules = 40;
            o.max_matches = 6;
        }
        let p = policy(seed, &o);
        let t = if seed % 2 == 0 {
            Target::Xdp
        } else {
            Target::Tc
        };
        let opts = Options {
            no_counters: seed % 3 == 0,
            ..Options::default()
        };
        let tuning = Tuning {
            group_min: 1 + (seed % 4) as usize,
        };
        if seed % 10 != 0 {
            let obj = dropc_backends::bpf::compile_tuned(t, &p, &opts, tuning)
                .unwrap_or_else(|d| panic!("seed {seed}: compile {t}: {d:?}"));
            if let Err(log) = bpftool_load(&obj, &seed.to_string()) {
                bad.push(format!(
                    "seed {seed}: bpftool prog load ({t}) failed:\n{log}"
                ));
            }
        } else {
            // Through aya, and a few probes (the witnesses come first).
            let prog = compile_load(t, &p, &opts, tuning);
            let frames: Vec<_> = probes(&p, seed, 0).into_iter().take(40).collect();
            for b in diff(t, &p, &prog, &frames) {
                bad.push(format!("seed {seed}: {b}"));
            }
        }
    }
    report(&bad, "load sweep");
}

/// (v2) Random policies with `payload` (and `contains`, which the BPF
/// targets reject: those policies are skipped) through XDP and tc: the
/// corpus has the payload edges, Ethernet padding, fragments, TCP options,
/// IPv4 options, IPv6 extension headers and VLAN tags.
#[test]
fn random_payload_policies_agree_with_interpreter() {
    if !enabled() {
        return;
    }
    let n = env_usize("DROPC_BPF_DIFF_SEEDS", 60) as u64;
    let mut bad = Vec::new();
    let (mut checked, mut with_payload) = (0usize, 0usize);
    for seed in 0..n {
        let mut o = opts_for(seed);
        o.payload = true;
        let p = policy(seed, &o);
        if dropc_backends::caps::check(Target::Xdp, &p)
            .iter()
            .any(|d| d.is_error())
        {
            continue;
        }
        checked += 1;
        with_payload += usize::from(p.rules.iter().any(|r| {
            r.matches
                .iter()
                .any(|m| matches!(m.test, dropc_ir::Test::Payload { .. }))
        }));
        let frames = probes(&p, seed, 200);
        for t in [Target::Xdp, Target::Tc] {
            let prog = compile_load(t, &p, &Options::default(), Tuning::default());
            for b in diff(t, &p, &prog, &frames) {
                bad.push(format!("seed {seed}: {b}"));
            }
        }
    }
    eprintln!("{checked} policies ({with_payload} with payload) x 2 targets");
    assert!(with_payload > n as usize / 10, "{with_payload}");
    report(&bad, "random payload policies");
}
