//! Per-packet cost of dropc's XDP programs, by BPF_PROG_TEST_RUN, side by
//! side in one run (issue: "XDP and tc backends", benchmark):
//!
//! (a) an empty program (the harness floor);
//! (b) the flood rule written in C and built with `clang -O2`
//!     (`ebpf/ref/flood.c`, built here only);
//! (c) dropc's program for `rules-examples/flood.drop`, with and without
//!     counters;
//! (d) dropc with the million-prefix deny-list (`rules-examples/denylist-1m.drop`);
//! (e) dropc with 10,000 distinct rules;
//! (f) dropc's flood program on a frame it passes (port 1235), nothing
//!     chained: the tail call to `dropc_next` falls through;
//! (g) the same, chained to the empty program (a) by that tail call;
//! (h) (v2) `drop contains "0123456789abcdef"` (16 bytes) on a 128-byte and
//!     (i) a 1,400-byte IP packet (UDP) that do not contain it: the whole
//!     packet is searched, then passed (nothing chained);
//! (k) (v2) the contains rule of (h) on a 1,400-byte packet that ends with
//!     the string (found after the 2-gram prefilter reached the end and
//!     the shift-or search checked the last bytes): dropped;
//! (j) (v2) the flood rule with `over 1000/second burst 5 per src/16`
//!     (one /16 of sources: after the burst, every packet is over the rate
//!     and dropped; the clock read and the bucket's lookup are paid: an
//!     array lookup, as the key has 16 bits);
//! (l) (v2) the same with `per src` (32 bits: an LRU-hash lookup with an
//!     8-byte key).
//!
//! Programs (a) to (e) run the same flood frame (UDP 198.18.0.99:5555 ->
//! 198.18.0.12:1234): (b) and (c) drop it; it is outside the deny-list of (d)
//! and matches none of the rules of (e), so (d) and (e) do their whole
//! classification and pass it. Rounds are interleaved in a shuffled order;
//! the kernel reports whole nanoseconds, so ratios use means over rounds.
//!
//! Run as root: `cargo bench --bench bpf_testrun` (needs clang and
//! `scripts/make-examples`). `DROPC_BENCH_ROUNDS` (default 15) and
//! `DROPC_BENCH_REPEAT` (default 2,000,000 packets per run) tune it.

use aya::maps::ProgramArray;
use aya::programs::Program;
use dropc_backends::{Options, Target};
use dropc_bpf_load::testrun::{load, Loaded, ProgKind};
use dropc_ebpf::asm::Asm;
use dropc_ebpf::insn::{Reg, Width};
use dropc_ebpf::obj::{ObjectBuilder, ProgDef};
use dropc_ir::PacketSpec;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    dropc_testkit::repo_root()
}

fn env_num(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn empty_program() -> Vec<u8> {
    let mut a = Asm::new();
    a.mov_imm(Width::W64, Reg::R0, 2); // XDP_PASS
    a.exit();
    let prog = ProgDef {
        section: "xdp".into(),
        name: "empty".into(),
        program: a.finish().expect("assemble"),
        run_config: None,
    };
    ObjectBuilder::new("GPL")
        .programs(&[prog])
        .write()
        .expect("object")
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
    dropc_backends::bpf::compile(Target::Xdp, &policy, &opts)
        .unwrap_or_else(|d| panic!("{name}: {d:?}"))
}

/// Puts program `from` (the empty program) in slot 0 of `dropc_next` of
/// program `into`.
fn chain_empty(loaded: &mut [(&str, Loaded)], from: usize, into: usize) {
    let (head, tail) = loaded.split_at_mut(into);
    let Some(Program::Xdp(p)) = head[from].1.ebpf().program("empty") else {
        panic!("no empty program");
    };
    let fd = p.fd().expect("program fd");
    let map = tail[0]
        .1
        .ebpf_mut()
        .map_mut(dropc_backends::bpf::NEXT_MAP)
        .expect("dropc_next");
    ProgramArray::try_from(map)
        .expect("a prog array")
        .set(0, fd, 0)
        .expect("slot 0");
}

fn example(name: &str) -> String {
    let p = root().join("rules-examples").join(name);
    std::fs::read_to_string(&p)
        .unwrap_or_else(|e| panic!("{}: {e} (run scripts/make-examples)", p.display()))
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
    if !dropc_testkit::is_root() {
        eprintln!("bpf_testrun: needs root (BPF_PROG_TEST_RUN); skipped");
        return;
    }
    let rounds = env_num("DROPC_BENCH_ROUNDS", 15);
    let repeat = env_num("DROPC_BENCH_REPEAT", 2_000_000);
    let examples = root().join("rules-examples");
    let flood_frame = |dport| {
        dropc_ir::packet::build(&PacketSpec::udp(
            "198.18.0.99".parse().unwrap(),
            "198.18.0.12".parse().unwrap(),
            5555,
            dport,
        ))
    };
    let (frame, passed) = (flood_frame(1234), flood_frame(1235));
    // UDP packets of a given IP length whose payload does not hold the
    // pattern (filler bytes 0x40..0x5f).
    let udp_of_len = |ip_len: usize| {
        let payload: Vec<u8> = (0..ip_len - 28).map(|i| 0x40 + (i % 32) as u8).collect();
        dropc_ir::packet::FrameBuilder::new(PacketSpec::udp(
            "198.18.0.99".parse().unwrap(),
            "198.18.0.12".parse().unwrap(),
            5555,
            4000,
        ))
        .payload(payload)
        .build()
    };
    let (c128, c1400) = (udp_of_len(128), udp_of_len(1400));
    let mut c1400_last = c1400.clone();
    let n = c1400_last.len();
    c1400_last[n - 16..].copy_from_slice(b"0123456789abcdef");
    let contains_text = "default pass\nsig: drop contains \"0123456789abcdef\"\n";
    let over_text = "default pass\nper16: drop udp dst 198.18.0.0/24 dport 1234 \
                     over 1000/second burst 5 per src/16\n";
    let over_hashed_text = "default pass\nper32: drop udp dst 198.18.0.0/24 dport 1234 \
                            over 1000/second burst 5 per src\n";
    let flood_nc = || dropc_object(&example("flood.drop"), "flood.drop", &examples, false);
    let programs: Vec<(&str, Vec<u8>, &str)> = vec![
        ("(a) empty program", empty_program(), "empty"),
        ("(b) flood, C + clang -O2", clang_flood(), "flood"),
        (
            "(c) dropc flood, no counters",
            dropc_object(&example("flood.drop"), "flood.drop", &examples, false),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(c) dropc flood, counters",
            dropc_object(&example("flood.drop"), "flood.drop", &examples, true),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(d) dropc 1M-prefix deny-list",
            dropc_object(
                &example("denylist-1m.drop"),
                "denylist-1m.drop",
                &examples,
                false,
            ),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(e) dropc 10,000 rules",
            dropc_object(&ten_thousand_rules(), "10k.drop", &examples, false),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(f) dropc flood, no counters, passed frame, nothing chained",
            flood_nc(),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(g) dropc flood, no counters, passed frame, chained to (a)",
            flood_nc(),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(h) dropc contains 16 bytes, 128-byte packet (absent)",
            dropc_object(contains_text, "contains.drop", &examples, false),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(i) dropc contains 16 bytes, 1400-byte packet (absent)",
            dropc_object(contains_text, "contains.drop", &examples, false),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(k) dropc contains 16 bytes, 1400-byte packet (the string last)",
            dropc_object(contains_text, "contains.drop", &examples, false),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(j) dropc flood rule with over 1000/second per src/16",
            dropc_object(over_text, "over.drop", &examples, false),
            dropc_backends::bpf::PROG_XDP,
        ),
        (
            "(l) dropc flood rule with over 1000/second per src",
            dropc_object(over_hashed_text, "over32.drop", &examples, false),
            dropc_backends::bpf::PROG_XDP,
        ),
    ];
    let mut loaded: Vec<(&str, Loaded)> = programs
        .iter()
        .map(|(label, obj, prog)| {
            (
                *label,
                load(obj, ProgKind::Xdp, prog).unwrap_or_else(|e| panic!("{label}: {e}")),
            )
        })
        .collect();
    // (g) is chained to (a); (f) and (g) run the passed frame.
    chain_empty(&mut loaded, 0, 7);
    let frames: Vec<&[u8]> = (0..loaded.len())
        .map(|i| match i {
            6 | 7 => &passed[..],
            8 => &c128[..],
            9 => &c1400[..],
            10 => &c1400_last[..],
            _ => &frame[..],
        })
        .collect();
    let mut verdicts = Vec::new();
    for (i, (label, l)) in loaded.iter().enumerate() {
        verdicts.push((label, l.run(frames[i], 1).expect("run").retval));
    }
    let mut ns: Vec<Vec<f64>> = vec![Vec::new(); loaded.len()];
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    for _ in 0..rounds {
        let mut order: Vec<usize> = (0..loaded.len()).collect();
        order.shuffle(&mut rng);
        for i in order {
            // The kernel's figure leaves out the time the run was preempted
            // (this machine is shared), but comes in whole nanoseconds per
            // packet: the mean over rounds recovers the fraction.
            let r = loaded[i].1.run(frames[i], repeat).expect("test run");
            ns[i].push(f64::from(r.duration_ns));
        }
    }
    let median = |v: &[f64]| {
        let mut v = v.to_vec();
        v.sort_by(|a, b| a.total_cmp(b));
        v[v.len() / 2]
    };
    let base = 1; // (b)
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    println!("BPF_PROG_TEST_RUN, {rounds} rounds x {repeat} packets; kernel figures (whole ns per packet)");
    println!("| program | verdict | ns/packet min / median / max | mean | mean / mean of (b) |");
    println!("|---|---|---|---|---|");
    for (i, (label, _)) in loaded.iter().enumerate() {
        let v = &ns[i];
        let min = v.iter().cloned().fold(f64::INFINITY, f64::min);
        let max = v.iter().cloned().fold(0.0, f64::max);
        let verdict = match verdicts[i].1 {
            1 => "drop",
            2 => "pass",
            _ => "?",
        };
        println!(
            "| {label} | {verdict} | {min:.0} / {:.0} / {max:.0} | {:.2} | {:.2} |",
            median(v),
            mean(v),
            mean(v) / mean(&ns[base])
        );
    }
}
