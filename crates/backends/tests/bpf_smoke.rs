//! Quick kernel checks of the BPF backend on hand-built policies.

mod bpf_common;
use bpf_common::*;
use dropc_backends::bpf::Tuning;
use dropc_backends::{Options, Target};
use dropc_ir::packet::build;
use dropc_ir::PacketSpec;

fn udp(dst: [u8; 4], dport: u16) -> Vec<u8> {
    build(&PacketSpec::udp(
        std::net::Ipv4Addr::new(192, 0, 2, 1).into(),
        std::net::Ipv4Addr::from(dst).into(),
        5000,
        dport,
    ))
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
fn policy_without_rules() {
    if !enabled() {
        return;
    }
    // default drop: every IP packet dropped, non-IP still passed (spec §5.1)
    let p = dropc_ir::validate(empty_policy(dropc_ir::Action::Drop)).expect("valid");
    let ip = udp([198, 18, 0, 12], 1234);
    let mut arp = ip.clone();
    arp[12..14].copy_from_slice(&[0x08, 0x06]);
    for t in [Target::Xdp, Target::Tc] {
        let prog = compile_load(t, &p, &Options::default(), Tuning::default());
        let probes = vec![
            (ip.clone(), "udp".to_string()),
            (arp.clone(), "arp".to_string()),
        ];
        let bad = diff(t, &p, &prog, &probes);
        assert!(bad.is_empty(), "{}", bad.join("\n"));
        let c = prog
            .read_percpu_counters(dropc_backends::bpf::COUNTERS_MAP)
            .expect("counters");
        assert_eq!(c, vec![1, 1], "{t}: [default, non-IP]");
    }
}

/// Writes sample objects (flood, million-prefix, 10k rules; xdp and tc) to
/// /tmp/bpfgen_*.o for manual loading.
#[test]
#[ignore]
fn write_sample_objects() {
    for (t, n) in [(Target::Xdp, "xdp"), (Target::Tc, "tc")] {
        for (pn, p) in [
            ("flood", flood_policy()),
            ("million", million_prefix_policy()),
            ("tenk", ten_k_rules_policy()),
        ] {
            let obj = dropc_backends::bpf::compile(t, &p, &Options::default()).unwrap();
            std::fs::write(format!("/tmp/bpfgen_{pn}_{n}.o"), obj).unwrap();
        }
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
    eprintln!(
        "{}",
        dropc_backends::bpf::listing(Target::Xdp, &flood_policy(), &o).unwrap()
    );
}
