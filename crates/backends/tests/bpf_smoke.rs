//! Quick kernel checks of the BPF backend on hand-built policies.

mod bpf_common;
use bpf_common::*;
use dropc_backends::bpf::Tuning;
use dropc_backends::{Options, Target};
use dropc_ir::packet::build;
use dropc_ir::{FragSpec, PacketSpec};

fn udp(dst: [u8; 4], dport: u16) -> Vec<u8> {
    build(&PacketSpec {
        proto: 17,
        src: std::net::Ipv4Addr::new(192, 0, 2, 1).into(),
        dst: std::net::Ipv4Addr::from(dst).into(),
        sport: Some(5000),
        dport: Some(dport),
        flags: None,
        icmp_type: None,
        icmp_code: None,
        ttl: None,
        len: None,
        fragment: FragSpec::None,
    })
}

#[test]
fn flood_policy_verdicts() {
    if !enabled() {
        return;
    }
    let p = flood_policy();
    for t in [Target::Xdp, Target::Tc] {
        for no_counters in [false, true] {
            let opts = Options {
                no_counters,
                ..Options::default()
            };
            let prog = compile_load(t, &p, &opts, Tuning::default());
            let probes = vec![
                (udp([198, 18, 0, 12], 1234), "flood".to_string()),
                (udp([198, 18, 1, 12], 1234), "other net".to_string()),
                (udp([198, 18, 0, 12], 1235), "other port".to_string()),
            ];
            let bad = diff(t, &p, &prog, &probes);
            assert!(bad.is_empty(), "{}", bad.join("\n"));
        }
    }
}

#[test]
#[ignore]
fn timing_probe() {
    use dropc_ir::random::{policy, RandomOpts};
    use std::time::Instant;
    for seed in 10_000..10_010u64 {
        let p = policy(seed, &RandomOpts::default());
        let t0 = Instant::now();
        let obj = dropc_backends::bpf::compile(Target::Xdp, &p, &Options::default()).unwrap();
        let t1 = Instant::now();
        let l = dropc_ebpf::testrun::load(&obj, dropc_ebpf::testrun::ProgKind::Xdp, "dropc_xdp").unwrap();
        let t2 = Instant::now();
        let fr = dropc_ir::corpus::for_policy(&p, seed, 0);
        let t3 = Instant::now();
        drop(l);
        eprintln!("seed {seed}: compile {:?} load {:?} corpus {:?} ({} probes) obj {} bytes", t1 - t0, t2 - t1, t3 - t2, fr.len(), obj.len());
    }
}

#[test]
#[ignore]
fn write_flood_objects() {
    for (t, n) in [(Target::Xdp, "xdp"), (Target::Tc, "tc")] {
        for (pn, p) in [("flood", flood_policy()), ("million", million_prefix_policy()), ("tenk", ten_k_rules_policy())] {
            let obj = dropc_backends::bpf::compile(t, &p, &Options::default()).unwrap();
            std::fs::write(format!("/tmp/bpfgen_{pn}_{n}.o"), obj).unwrap();
        }
    }
}

/// Writes the xdp object of random policy `DROPC_SEED` (with
/// `DROPC_RULES` max rules) to /tmp/bpfgen_seed.o, for manual inspection.
#[test]
#[ignore]
fn write_seed_object() {
    use dropc_ir::random::{policy, RandomOpts};
    let seed: u64 = std::env::var("DROPC_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(10000);
    let mut o = RandomOpts::default();
    o.max_rules = std::env::var("DROPC_RULES").ok().and_then(|s| s.parse().ok()).unwrap_or(40);
    o.max_matches = 6;
    let p = policy(seed, &o);
    let obj = dropc_backends::bpf::compile(Target::Xdp, &p, &Options::default()).unwrap();
    std::fs::write("/tmp/bpfgen_seed.o", obj).unwrap();
    std::fs::write("/tmp/bpfgen_seed.txt", dropc_backends::bpf::listing(Target::Xdp, &p, &Options::default()).unwrap()).unwrap();
    eprintln!("{} rules", p.rules.len());
}

/// Writes the objects of the verifier sweep's policies to /tmp/bpfgen_objs.
#[test]
#[ignore]
fn write_sweep_objects() {
    use dropc_ir::random::{policy, RandomOpts};
    std::fs::create_dir_all("/tmp/bpfgen_objs").unwrap();
    for seed in 10_000..10_200u64 {
        let mut o = RandomOpts::default();
        if seed % 3 == 1 {
            o.max_set_elems = 60;
            o.max_rules = 16;
        }
        if seed % 5 == 0 {
            o.max_rules = 40;
            o.max_matches = 6;
        }
        let p = policy(seed, &o);
        let obj = dropc_backends::bpf::compile(Target::Xdp, &p, &Options::default()).unwrap();
        std::fs::write(format!("/tmp/bpfgen_objs/{seed}.o"), obj).unwrap();
    }
}

/// Prints the xdp listing of the flood policy (no counters).
#[test]
#[ignore]
fn print_flood_listing() {
    let o = Options {
        no_counters: true,
        ..Options::default()
    };
    eprintln!("{}", dropc_backends::bpf::listing(Target::Xdp, &flood_policy(), &o).unwrap());
}
