//! Per-packet cost of the BPF programs with `BPF_PROG_TEST_RUN` (ignored by
//! default: run with `cargo test -p dropc-backends --release --test bpf_perf
//! -- --ignored --nocapture`). Prints ns/packet for: an empty XDP program
//! (the harness floor), the hand-written C flood program (ebpf/ref/flood.c,
//! built with clang), dropc's flood policy with and without counters, a
//! million-prefix deny-list and 10,000 distinct rules.

mod bpf_common;
use bpf_common::*;
use dropc_backends::bpf::{self, Tuning};
use dropc_backends::{Options, Target};
use dropc_ebpf::insn::Width;
use dropc_ebpf::obj::{write_object, ProgDef};
use dropc_ebpf::testrun::{load, Loaded, ProgKind};
use dropc_ebpf::{Asm, Reg};

const REPEAT: u32 = 1_000_000;

/// Best of seven runs of `REPEAT` repetitions, ns/packet. The kernel
/// reports whole nanoseconds; the wall-clock time of the syscall over a
/// million repetitions gives the fraction (its fixed overhead is ~µs).
fn cost(prog: &Loaded, frame: &[u8], expect_ret: u32) -> f64 {
    (0..7)
        .map(|_| {
            let t = std::time::Instant::now();
            let r = prog.run(frame, REPEAT).expect("run");
            let ns = t.elapsed().as_nanos() as f64 / f64::from(REPEAT);
            assert_eq!(r.retval, expect_ret, "unexpected verdict");
            ns
        })
        .fold(f64::INFINITY, f64::min)
}

fn empty_program() -> Vec<u8> {
    let mut a = Asm::new();
    a.mov_imm(Width::W64, Reg::R0, 2);
    a.exit();
    let program = a.finish().expect("asm");
    write_object(
        &[ProgDef {
            section: "xdp".into(),
            name: "empty".into(),
            program,
        }],
        &[],
        &[],
        "GPL",
    )
    .expect("object")
}

fn c_flood() -> Option<Vec<u8>> {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/../../ebpf/ref/flood.c");
    let out = std::env::temp_dir().join(format!("dropc-flood-{}.o", std::process::id()));
    let st = std::process::Command::new("clang")
        .args(["-O2", "-g", "-target", "bpf", "-c", src, "-o"])
        .arg(&out)
        .status()
        .ok()?;
    let obj = st.success().then(|| std::fs::read(&out).ok()).flatten();
    let _ = std::fs::remove_file(&out);
    obj
}

#[test]
#[ignore]
fn per_packet_cost() {
    if !enabled() {
        return;
    }
    let flood = udp4([192, 0, 2, 1], [198, 18, 0, 12], 1234);
    let mut rows: Vec<(String, f64)> = Vec::new();
    let empty = load(&empty_program(), ProgKind::Xdp, "empty").expect("load empty");
    rows.push(("empty XDP program (harness floor)".into(), cost(&empty, &flood, 2)));
    match c_flood() {
        Some(obj) => {
            let c = load(&obj, ProgKind::Xdp, "flood").expect("load flood.o");
            rows.push(("flood.c (clang -O2)".into(), cost(&c, &flood, 1)));
        }
        None => eprintln!("clang unavailable: flood.c not measured"),
    }
    let with = Options::default();
    let without = Options {
        no_counters: true,
        ..Options::default()
    };
    let fp = flood_policy();
    for (name, opts) in [("dropc flood, no counters", &without), ("dropc flood, counters", &with)] {
        let p = compile_load(Target::Xdp, &fp, opts, Tuning::default());
        rows.push((name.into(), cost(&p, &flood, 1)));
    }
    let t = std::time::Instant::now();
    let mp = million_prefix_policy();
    let obj = bpf::compile(Target::Xdp, &mp, &without).expect("compile");
    eprintln!(
        "million-prefix: policy + compile {:?}, object {} bytes",
        t.elapsed(),
        obj.len()
    );
    let p = compile_load(Target::Xdp, &mp, &without, Tuning::default());
    rows.push(("dropc million-prefix deny-list (src miss), no counters".into(), cost(&p, &flood, 1)));
    let blocked = random_v4_prefixes(42, 1_000_000)[123_456].0;
    rows.push((
        "dropc million-prefix deny-list (src hit), no counters".into(),
        cost(&p, &udp4(blocked.to_be_bytes(), [198, 18, 0, 12], 1234), 1),
    ));
    let tk = ten_k_rules_policy();
    let p = compile_load(Target::Xdp, &tk, &without, Tuning::default());
    rows.push(("dropc 10,000 rules (flood rule last), no counters".into(), cost(&p, &flood, 1)));
    let p = compile_load(Target::Xdp, &tk, &with, Tuning::default());
    rows.push(("dropc 10,000 rules (flood rule last), counters".into(), cost(&p, &flood, 1)));
    let base = rows.iter().find(|r| r.0.starts_with("dropc flood, no")).map_or(1.0, |r| r.1);
    eprintln!("\n{:<60} {:>8} {:>14}", "program", "ns/pkt", "x dropc flood");
    for (name, ns) in &rows {
        eprintln!("{name:<60} {ns:>8.2} {:>14.2}", ns / base);
    }
}
