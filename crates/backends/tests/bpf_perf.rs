//! Per-packet cost of the BPF programs with `BPF_PROG_TEST_RUN` (ignored by
//! default: run with `cargo test -p dropc-backends --test bpf_perf --
//! --ignored --nocapture`; the programs run in the kernel, so a debug build
//! of the test measures the same). Prints ns/packet for: an empty XDP program
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

const REPEAT: u32 = 100_000;
const ROUNDS: u32 = 60;

/// A program to measure: name, loaded program, frame, expected verdict.
struct Case {
    name: String,
    prog: Loaded,
    frame: Vec<u8>,
    ret: u32,
}

/// ns/packet of each case. The kernel reports whole nanoseconds (rounded
/// down) and excludes the time the test loop was preempted; the cases are
/// measured round-robin (`ROUNDS` rounds of `REPEAT` repetitions) so that
/// load changes on the machine hit them alike, and the mean over the rounds
/// (run-to-run jitter dithers the rounding; +0.5 corrects the rounding
/// down) gives sub-nanosecond resolution. Also returns the minimum round.
fn measure(cases: &[Case]) -> Vec<(f64, u32)> {
    let mut sums = vec![0u64; cases.len()];
    let mut mins = vec![u32::MAX; cases.len()];
    for _ in 0..ROUNDS {
        for (i, c) in cases.iter().enumerate() {
            let r = c.prog.run(&c.frame, REPEAT).expect("run");
            assert_eq!(r.retval, c.ret, "{}: unexpected verdict", c.name);
            sums[i] += u64::from(r.duration_ns);
            mins[i] = mins[i].min(r.duration_ns);
        }
    }
    sums.iter()
        .zip(mins)
        .map(|(s, m)| (*s as f64 / f64::from(ROUNDS) + 0.5, m))
        .collect()
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
    let mut cases: Vec<Case> = Vec::new();
    let mut add = |name: &str, prog: Loaded, frame: &[u8], ret: u32| {
        cases.push(Case {
            name: name.to_string(),
            prog,
            frame: frame.to_vec(),
            ret,
        })
    };
    let empty = load(&empty_program(), ProgKind::Xdp, "empty").expect("load empty");
    add("empty XDP program (harness floor)", empty, &flood, 2);
    match c_flood() {
        Some(obj) => {
            let c = load(&obj, ProgKind::Xdp, "flood").expect("load flood.o");
            add("flood.c (clang -O2)", c, &flood, 1);
        }
        None => eprintln!("clang unavailable: flood.c not measured"),
    }
    let with = Options::default();
    let without = Options {
        no_counters: true,
        ..Options::default()
    };
    let fp = flood_policy();
    for (name, opts) in [
        ("dropc flood, no counters", &without),
        ("dropc flood, counters", &with),
    ] {
        add(
            name,
            compile_load(Target::Xdp, &fp, opts, Tuning::default()),
            &flood,
            1,
        );
    }
    let t = std::time::Instant::now();
    let mp = million_prefix_policy();
    let obj = bpf::compile(Target::Xdp, &mp, &without).expect("compile");
    eprintln!(
        "million-prefix: policy + compile {:?}, object {} bytes",
        t.elapsed(),
        obj.len()
    );
    let blocked = random_v4_prefixes(42, 1_000_000)[123_456].0;
    add(
        "dropc million-prefix deny-list (src miss), no counters",
        compile_load(Target::Xdp, &mp, &without, Tuning::default()),
        &flood,
        1,
    );
    add(
        "dropc million-prefix deny-list (src hit), no counters",
        compile_load(Target::Xdp, &mp, &without, Tuning::default()),
        &udp4(blocked.to_be_bytes(), [198, 18, 0, 12], 1234),
        1,
    );
    let tk = ten_k_rules_policy();
    add(
        "dropc 10,000 rules (flood rule last), no counters",
        compile_load(Target::Xdp, &tk, &without, Tuning::default()),
        &flood,
        1,
    );
    add(
        "dropc 10,000 rules (flood rule last), counters",
        compile_load(Target::Xdp, &tk, &with, Tuning::default()),
        &flood,
        1,
    );
    let res = measure(&cases);
    let base = cases
        .iter()
        .position(|c| c.name.starts_with("dropc flood, no"))
        .map_or(1.0, |i| res[i].0);
    eprintln!(
        "\n{:<58} {:>7} {:>5} {:>14}",
        "program", "ns/pkt", "min", "x dropc flood"
    );
    for (c, (mean, min)) in cases.iter().zip(res) {
        eprintln!("{:<58} {mean:>7.2} {min:>5} {:>14.2}", c.name, mean / base);
    }
}
