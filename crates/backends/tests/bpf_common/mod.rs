//! Shared helpers of the BPF kernel tests: policies built from the IR,
//! loading and running programs, comparing with the interpreter.
#![allow(dead_code)]

use dropc_backends::bpf::{self, Tuning};
use dropc_backends::{Options, Target};
use dropc_bpf_load::testrun::{self, load, Loaded, ProgKind};
use dropc_ir::interp::{evaluate, Decider, Outcome};
use dropc_ir::{
    Action, Dir, Family, Interval, IpSet, Match, Policy, PortSet, Rule, Set, SetData, SetId, Span,
    Test, ValidPolicy,
};
use std::net::{Ipv4Addr, Ipv6Addr};

/// Whether kernel tests run here (the kit's gate: fails under CI=true
/// without root).
pub fn enabled() -> bool {
    !dropc_testkit::skip_kernel_test("dropc-backends BPF kernel tests")
}

pub fn m(test: Test) -> Match {
    Match {
        negated: false,
        test,
        span: Span::default(),
    }
}

pub fn not(test: Test) -> Match {
    Match {
        negated: true,
        test,
        span: Span::default(),
    }
}

pub fn rule(label: &str, action: Action, family: Family, matches: Vec<Match>) -> Rule {
    Rule {
        label: label.to_string(),
        line: 1,
        span: Span::default(),
        action,
        family,
        matches,
    }
}

pub fn empty_policy(default: Action) -> Policy {
    Policy {
        source: "test.drop".into(),
        default,
        sets: Vec::new(),
        rules: Vec::new(),
        expects: Vec::new(),
    }
}

pub fn add_set(p: &mut Policy, data: SetData) -> SetId {
    p.sets.push(Set {
        name: None,
        span: Span::default(),
        data,
        dynamic: None,
    });
    SetId(p.sets.len() as u32 - 1)
}

pub fn v4set(p: &mut Policy, ivs: Vec<(u32, u32)>) -> SetId {
    let v4 = ivs
        .into_iter()
        .map(|(a, b)| Interval::new(Ipv4Addr::from(a), Ipv4Addr::from(b)))
        .collect();
    add_set(p, SetData::Ip(IpSet { v4, v6: Vec::new() }))
}

pub fn v6set(p: &mut Policy, ivs: Vec<(u128, u128)>) -> SetId {
    let v6 = ivs
        .into_iter()
        .map(|(a, b)| Interval::new(Ipv6Addr::from(a), Ipv6Addr::from(b)))
        .collect();
    add_set(p, SetData::Ip(IpSet { v4: Vec::new(), v6 }))
}

pub fn portset(p: &mut Policy, ivs: Vec<(u16, u16)>) -> SetId {
    let ports = ivs.into_iter().map(|(a, b)| Interval::new(a, b)).collect();
    add_set(p, SetData::Port(PortSet { ports }))
}

/// Appends `flood: drop udp dst 198.18.0.0/24 dport 1234` (IPv4) to `p`.
fn push_flood_rule(p: &mut Policy) {
    let dst = v4set(p, vec![(0xc612_0000, 0xc612_00ff)]);
    let port = portset(p, vec![(1234, 1234)]);
    p.rules.push(rule(
        "flood",
        Action::Drop,
        Family::Ip4,
        vec![
            m(Test::Proto { proto: 17 }),
            m(Test::Addr {
                dir: Dir::Dst,
                set: dst,
            }),
            m(Test::Port {
                dir: Dir::Dst,
                set: port,
            }),
        ],
    ));
}

/// The flood policy: `flood: drop udp dst 198.18.0.0/24 dport 1234` (IPv4),
/// default pass.
pub fn flood_policy() -> ValidPolicy {
    let mut p = empty_policy(Action::Pass);
    push_flood_rule(&mut p);
    dropc_ir::validate(p).expect("valid")
}

pub fn kind(t: Target) -> ProgKind {
    match t {
        Target::Tc => ProgKind::Tc,
        _ => ProgKind::Xdp,
    }
}

/// Compiles and loads; panics with the verifier log on failure.
pub fn compile_load(t: Target, p: &ValidPolicy, opts: &Options, tuning: Tuning) -> Loaded {
    let obj =
        bpf::compile_tuned(t, p, opts, tuning).unwrap_or_else(|d| panic!("compile {t}: {d:?}"));
    match load(&obj, kind(t), bpf::prog_name(t)) {
        Ok(l) => l,
        Err(e) => {
            let listing = bpf::listing(t, p, opts).unwrap_or_default();
            let head: String = listing.lines().take(400).collect::<Vec<_>>().join("\n");
            panic!(
                "load {t}: {}\n--- listing (first 400 lines) ---\n{head}",
                testrun::error_chain(&e)
            )
        }
    }
}

/// The action a return code stands for.
pub fn action_of(t: Target, retval: u32) -> Option<Action> {
    match (t, retval as i32) {
        (Target::Tc, 2) => Some(Action::Drop),
        (Target::Tc, -1) => Some(Action::Pass),
        (Target::Xdp, 1) => Some(Action::Drop),
        (Target::Xdp, 2) => Some(Action::Pass),
        _ => None,
    }
}

pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Runs every frame through `prog` and compares with the interpreter;
/// returns the mismatch reports.
pub fn diff(
    t: Target,
    policy: &ValidPolicy,
    prog: &Loaded,
    probes: &[(Vec<u8>, String)],
) -> Vec<String> {
    let mut bad = Vec::new();
    for (frame, what) in probes {
        let expected = evaluate(policy, frame);
        let Outcome::Decided(v) = expected else {
            // Unspecified: any verdict, but it must be a valid code.
            let r = prog.run(frame, 1).expect("test run");
            if action_of(t, r.retval).is_none() {
                bad.push(format!(
                    "{t}: invalid return code {} on {what}",
                    r.retval as i32
                ));
            }
            continue;
        };
        let r = prog.run(frame, 1).expect("test run");
        let got = action_of(t, r.retval);
        if got != Some(v.action) {
            let decider = match v.decider {
                Decider::Rule(i) => format!("rule {i} `{}`", policy.rules[i].label),
                Decider::Default => "default".into(),
                Decider::NonIp => "non-IP".into(),
            };
            bad.push(format!(
                "{t}: packet {what}\n  frame {}\n  expected {:?} (decided by {decider}), observed {:?} (retval {})",
                hex(frame),
                v.action,
                got,
                r.retval as i32
            ));
        }
    }
    bad
}

/// Loads `obj` with `bpftool prog load` (pinned under /sys/fs/bpf, removed
/// right after): the standard tool's view of the object, and much faster
/// than a debug build of aya. Returns bpftool's output on failure, or when
/// it (libbpf) printed anything on standard error.
pub fn bpftool_load(obj: &[u8], tag: &str) -> Result<(), String> {
    let dir = std::env::temp_dir();
    let path = dir.join(format!("dropc-bpfgen-{}-{tag}.o", std::process::id()));
    std::fs::write(&path, obj).map_err(|e| e.to_string())?;
    let pin = format!("/sys/fs/bpf/dropc_bpfgen_{}_{tag}", std::process::id());
    let out = std::process::Command::new("bpftool")
        .args(["prog", "load"])
        .arg(&path)
        .arg(&pin)
        .output();
    let _ = std::fs::remove_file(&pin);
    let _ = std::fs::remove_file(&path);
    let out = out.map_err(|e| format!("running bpftool: {e}"))?;
    if out.status.success() && out.stderr.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// A small deterministic generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// `n` random IPv4 prefixes (fixed seed; lengths /16 to /32, mostly /24
/// and /32), as the normalised intervals of an ip set.
pub fn random_v4_prefixes(seed: u64, n: usize) -> Vec<(u32, u32)> {
    let mut r = Rng(seed | 1);
    let mut v: Vec<(u32, u32)> = (0..n)
        .map(|_| {
            let len = match r.below(10) {
                0..=4 => 24,
                5..=7 => 32,
                8 => 16 + r.below(8) as u32,
                _ => 25 + r.below(7) as u32,
            };
            let mask = if len == 0 { 0 } else { u32::MAX << (32 - len) };
            let lo = (r.next() as u32) & mask;
            (lo, lo | !mask)
        })
        .collect();
    v.sort();
    let mut out: Vec<(u32, u32)> = Vec::with_capacity(v.len());
    for (lo, hi) in v {
        if let Some(last) = out.last_mut() {
            if u64::from(lo) <= u64::from(last.1) + 1 {
                last.1 = last.1.max(hi);
                continue;
            }
        }
        out.push((lo, hi));
    }
    out
}

/// `blocked: drop src @blocklist` with a million random IPv4 prefixes
/// (seed 42), then the flood rule; default pass.
pub fn million_prefix_policy() -> ValidPolicy {
    let mut p = empty_policy(Action::Pass);
    let set = v4set(&mut p, random_v4_prefixes(42, 1_000_000));
    p.rules.push(rule(
        "blocked",
        Action::Drop,
        Family::Any,
        vec![m(Test::Addr { dir: Dir::Src, set })],
    ));
    let flood = flood_policy();
    let dst = v4set(&mut p, vec![(0xc612_0000, 0xc612_00ff)]);
    let port = portset(&mut p, vec![(1234, 1234)]);
    let mut r = flood.rules[0].clone();
    r.matches = vec![
        m(Test::Proto { proto: 17 }),
        m(Test::Addr {
            dir: Dir::Dst,
            set: dst,
        }),
        m(Test::Port {
            dir: Dir::Dst,
            set: port,
        }),
    ];
    p.rules.push(r);
    dropc_ir::validate(p).expect("valid")
}

/// 10,000 distinct rules of four shapes (2,500 each: `drop tcp dst A/32
/// dport P`, `drop udp src B/24`, `pass tcp src C/16 dport 22`, `drop udp
/// dst D/32 dport Q`, in 10.0.0.0/8 and 100.64.0.0/10), then the flood
/// rule; default pass.
pub fn ten_k_rules_policy() -> ValidPolicy {
    many_rules_policy(10_000)
}

/// [`ten_k_rules_policy`] with `n` rules.
pub fn many_rules_policy(n: u32) -> ValidPolicy {
    let mut p = empty_policy(Action::Pass);
    let mut r = Rng(7);
    for i in 0..n {
        let k = i / 4;
        let (action, proto, dir, addr, plen, port) = match i % 4 {
            0 => (
                Action::Drop,
                6,
                Dir::Dst,
                0x0a00_0000 | ((k * 7919) % (1 << 24)),
                32,
                Some((1000 + r.below(60000)) as u16),
            ),
            1 => (
                Action::Drop,
                17,
                Dir::Src,
                0x6440_0000 | ((k << 8) & 0x003f_ff00),
                24,
                None,
            ),
            2 => (
                Action::Pass,
                6,
                Dir::Src,
                0x0a00_0000 | ((k << 16) & 0x00ff_0000),
                16,
                Some(22),
            ),
            _ => (
                Action::Drop,
                17,
                Dir::Dst,
                0x6440_0000 | ((k * 104_729) % (1 << 22)),
                32,
                Some((1 + r.below(65000)) as u16),
            ),
        };
        let mask = u32::MAX << (32 - plen);
        let lo = addr & mask;
        let set = v4set(&mut p, vec![(lo, lo | !mask)]);
        let mut ms = vec![m(Test::Proto { proto }), m(Test::Addr { dir, set })];
        if let Some(port) = port {
            let ps = portset(&mut p, vec![(port, port)]);
            ms.push(m(Test::Port {
                dir: Dir::Dst,
                set: ps,
            }));
        }
        p.rules
            .push(rule(&format!("r{i}"), action, Family::Ip4, ms));
    }
    push_flood_rule(&mut p);
    dropc_ir::validate(p).expect("valid")
}

/// A UDP packet 192.0.2.1:5000 (or `src`) -> `dst`:`dport`.
pub fn udp4(src: [u8; 4], dst: [u8; 4], dport: u16) -> Vec<u8> {
    dropc_ir::packet::build(&dropc_ir::PacketSpec::udp(
        Ipv4Addr::from(src).into(),
        Ipv4Addr::from(dst).into(),
        5000,
        dport,
    ))
}

/// Twelve `contains` rules (patterns of 1 to 64 bytes, with and without
/// the prefilter, negated, behind protocol, port and family tests)
/// interleaved with `payload` and header rules. Every `payload` test
/// narrows the range of the IP end the searches read, so each path through
/// the earlier rules reaches a search in a state of its own: with the
/// searches inlined, the verifier went through every search once per such
/// path and stopped at its 1M-instruction limit ("program is too large",
/// on both hooks); as global functions each is verified once.
pub const MANY_CONTAINS: &str = r#"default pass

c0:  drop contains "GET /admin"
p0:  drop udp payload 0 "abc"
c1:  drop udp contains 0xdeadbeefcafe
p1:  drop udp payload 40 0x1234
c2:  drop contains "x"
p2:  drop tcp payload 100 "zz"
c3:  drop tcp not contains "HTTP/1.1"
p3:  drop udp payload 7 0x55/0xf0
c4:  drop contains "0123456789abcdef0123456789abcdef0123456789"
p4:  drop udp not payload 300 "q"
c5:  drop ip6 contains "ab"
p5:  drop tcp payload 12 "SSH-"
c6:  drop contains "\x00\x01\x02\x03\x04"
p6:  drop udp payload 500 "late"
c7:  drop contains "passwd"
h7:  drop ip6 ttl 255
c8:  drop udp dport 1-1024 contains "evil"
h8:  pass tcp sport 443 flags ack
c9:  drop contains "/bin/sh"
p9:  drop icmp payload 4 0x0000
c10: drop contains "\xff\xfe"
h10: pass udp sport 123 len 76
c11: drop not proto 17 contains "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"
"#;

/// [`MANY_CONTAINS`] as a policy.
pub fn many_contains_policy() -> ValidPolicy {
    dropc_testkit::policy_named("many-contains.drop", MANY_CONTAINS)
}
