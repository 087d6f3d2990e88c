//! Per-packet cost of dropc's XDP programs, by BPF_PROG_TEST_RUN, side by
//! side in one run (issue: "XDP and tc backends", benchmark):
//!
//! (a) an empty program (the harness floor);
//! (b) the flood rule written in C and built with `clang -O2`
//!     (`ebpf/ref/flood.c`, built here only);
//! (c) dropc's program for `rules-examples/flood.drop`, with and without
//!     counters;
//! (d) dropc with the million-prefix deny-list (`rules-examples/denylist-1m.drop`);
//! (e) dropc with 10,000 distinct rules.
//!
//! Every program runs the same flood frame (UDP 198.18.0.99:5555 ->
//! 198.18.0.12:1234): (b) and (c) drop it; it is outside the deny-list of (d)
//! and matches none of the rules of (e), so (d) and (e) do their whole
//! classification and pass it. Rounds are interleaved in a shuffled order and
//! the figures are medians over rounds; ratios are computed per round.
//!
//! Run as root: `cargo bench --bench bpf_testrun` (needs clang and
//! `scripts/make-examples`). `DROPC_BENCH_ROUNDS` (default 15) and
//! `DROPC_BENCH_REPEAT` (default 2,000,000 packets per run) tune it.

use dropc_backends::{Options, Target};
use dropc_ebpf::asm::Asm;
use dropc_ebpf::insn::{Reg, Width};
use dropc_ebpf::obj::{write_object, ProgDef};
use dropc_ebpf::testrun::{load, Loaded, ProgKind};
use dropc_ir::{FragSpec, PacketSpec};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn env_num(name: &str, default: u32) -> u32 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn empty_program() -> Vec<u8> {
    let mut a = Asm::new();
    a.mov_imm(Width::W64, Reg::R0, 2); // XDP_PASS
    a.exit();
    let prog = ProgDef {
        section: "xdp".into(),
        name: "empty".into(),
        program: a.finish().expect("assemble"),
    };
    write_object(&[prog], &[], &[], "GPL").expect("object")
}

fn clang_flood() -> Vec<u8> {
    let out = std::env::temp_dir().join(format!("dropc-bench-flood-{}.o", std::process::id()));
    let st = Command::new("clang")
        .args(["-O2", "-g", "-target", "bpf", "-c"])
        .arg(root().join("ebpf/ref/flood.c"))
        .arg("-o")
        .arg(&out)
        .status()
        .expect("clang (apt-get install clang)");
    assert!(st.success(), "clang failed");
    let bytes = std::fs::read(&out).expect("read flood.o");
    let _ = std::fs::remove_file(&out);
    bytes
}

fn dropc_object(policy_text: &str, name: &str, base: &Path, counters: bool) -> Vec<u8> {
    let loaded = dropc_syntax::load_str(name, policy_text, base);
    let Some(policy) = loaded.policy.clone() else {
        panic!("{name}: {}", loaded.render())
    };
    let opts = Options {
        iface: None,
        no_counters: !counters,
    };
    dropc_backends::bpf::compile(Target::Xdp, &policy, &opts).unwrap_or_else(|d| panic!("{name}: {d:?}"))
}

fn example(name: &str) -> String {
    let p = root().join("rules-examples").join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e} (run scripts/make-examples)", p.display()))
}

fn ten_thousand_rules() -> String {
    let mut s = String::from("default pass\n");
    for i in 0..10_000u32 {
        s.push_str(&format!(
            "r{i}: drop udp dst 10.{}.{}.0/24 dport {}\n",
            i / 256,
            i % 256,
            1000 + i % 20_000
        ));
    }
    s
}

fn main() {
    if !dropc_ebpf::testrun::is_root() {
        eprintln!("bpf_testrun: needs root (BPF_PROG_TEST_RUN); skipped");
        return;
    }
    let rounds = env_num("DROPC_BENCH_ROUNDS", 15);
    let repeat = env_num("DROPC_BENCH_REPEAT", 2_000_000);
    let examples = root().join("rules-examples");
    let frame = dropc_ir::packet::build(&PacketSpec {
        proto: 17,
        src: "198.18.0.99".parse().unwrap(),
        dst: "198.18.0.12".parse().unwrap(),
        sport: Some(5555),
        dport: Some(1234),
        flags: None,
        icmp_type: None,
        icmp_code: None,
        ttl: None,
        len: None,
        fragment: FragSpec::None,
    });
    let programs: Vec<(&str, Vec<u8>, &str)> = vec![
        ("(a) empty program", empty_program(), "empty"),
        ("(b) flood, C + clang -O2", clang_flood(), "flood"),
        ("(c) dropc flood, no counters", dropc_object(&example("flood.drop"), "flood.drop", &examples, false), dropc_backends::bpf::PROG_XDP),
        ("(c) dropc flood, counters", dropc_object(&example("flood.drop"), "flood.drop", &examples, true), dropc_backends::bpf::PROG_XDP),
        ("(d) dropc 1M-prefix deny-list", dropc_object(&example("denylist-1m.drop"), "denylist-1m.drop", &examples, false), dropc_backends::bpf::PROG_XDP),
        ("(e) dropc 10,000 rules", dropc_object(&ten_thousand_rules(), "10k.drop", &examples, false), dropc_backends::bpf::PROG_XDP),
    ];
    let loaded: Vec<(&str, Loaded)> = programs
        .iter()
        .map(|(label, obj, prog)| (*label, load(obj, ProgKind::Xdp, prog).unwrap_or_else(|e| panic!("{label}: {e}"))))
        .collect();
    let mut verdicts = Vec::new();
    for (label, l) in &loaded {
        verdicts.push((label, l.run(&frame, 1).expect("run").retval));
    }
    let mut ns: Vec<Vec<f64>> = vec![Vec::new(); loaded.len()];
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    for _ in 0..rounds {
        let mut order: Vec<usize> = (0..loaded.len()).collect();
        order.shuffle(&mut rng);
        for i in order {
            // The kernel reports whole nanoseconds per packet; time the
            // whole run instead for sub-nanosecond resolution (the syscall's
            // own cost is spread over `repeat` packets).
            let t = std::time::Instant::now();
            loaded[i].1.run(&frame, repeat).expect("test run");
            ns[i].push(t.elapsed().as_secs_f64() * 1e9 / f64::from(repeat));
        }
    }
    let median = |v: &[f64]| {
        let mut v = v.to_vec();
        v.sort_by(|a, b| a.total_cmp(b));
        v[v.len() / 2]
    };
    let base = 1; // (b)
    println!("BPF_PROG_TEST_RUN, {rounds} rounds x {repeat} packets, medians; ratios per round vs (b)");
    println!("| program | verdict | ns/packet (min / median / max) | ratio to (b), median |");
    println!("|---|---|---|---|");
    for (i, (label, _)) in loaded.iter().enumerate() {
        let v = &ns[i];
        let ratios: Vec<f64> = v.iter().zip(&ns[base]).map(|(a, b)| a / b).collect();
        let min = v.iter().cloned().fold(f64::INFINITY, f64::min);
        let max = v.iter().cloned().fold(0.0, f64::max);
        let verdict = match verdicts[i].1 {
            1 => "drop",
            2 => "pass",
            _ => "?",
        };
        println!(
            "| {label} | {verdict} | {min:.2} / {:.2} / {max:.2} | {:.2} |",
            median(v),
            median(&ratios)
        );
    }
}
