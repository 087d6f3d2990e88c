//! (v2) Differential tests of the BPF backend for `payload`, `contains` and
//! `over`: hand-written policies with their probe corpora (payload edges,
//! VLAN tags, IPv4 options, IPv6 extension headers, fragments, Ethernet
//! padding) plus hand-built frames (TCP options moving the payload,
//! padding that would complete a value), and random v2 policies, run with
//! `BPF_PROG_TEST_RUN` on xdp and tc and compared packet by packet with
//! the interpreter. Needs root (fails under CI=true without it).

mod bpf_common;
use bpf_common::*;
use dropc_backends::bpf::Tuning;
use dropc_backends::{caps, Options, Target};
use dropc_ir::interp::{Interp, Outcome};
use dropc_ir::packet::{build, FrameBuilder};
use dropc_ir::random::{policy, RandomOpts};
use dropc_ir::{
    corpus, proto, Action, Dir, Family, PacketSpec, Rate, RateKey, Test, TimeUnit, ValidPolicy,
};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

fn report(bad: &[String], what: &str) {
    if !bad.is_empty() {
        let shown: Vec<&str> = bad.iter().take(15).map(String::as_str).collect();
        panic!(
            "{} mismatches ({what}); first ones:\n{}",
            bad.len(),
            shown.join("\n")
        );
    }
}

fn payload(offset: u16, value: &[u8], mask: Option<&[u8]>) -> Test {
    Test::Payload {
        offset,
        value: value.to_vec(),
        mask: mask.map(<[u8]>::to_vec),
    }
}

/// One rule `drop PROTO [not] payload ...` of `family`, default pass.
fn payload_policy(family: Family, proto: u8, neg: bool, t: Test) -> ValidPolicy {
    let mut p = empty_policy(Action::Pass);
    let pm = if neg { not(t) } else { m(t) };
    p.rules.push(rule(
        "sig",
        Action::Drop,
        family,
        vec![m(Test::Proto { proto }), pm],
    ));
    dropc_ir::validate(p).expect("valid")
}

fn v4(a: [u8; 4]) -> IpAddr {
    Ipv4Addr::from(a).into()
}

fn v6(last: u16) -> IpAddr {
    Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, last).into()
}

fn spec(proto: u8, six: bool) -> PacketSpec {
    let (s, d) = if six {
        (v6(1), v6(2))
    } else {
        (v4([192, 0, 2, 1]), v4([198, 18, 0, 1]))
    };
    match proto {
        proto::TCP | proto::UDP => PacketSpec::new(proto, s, d, Some(5000), Some(53)),
        _ => {
            let mut sp = PacketSpec::new(proto, s, d, None, None);
            sp.icmp_type = Some(8);
            sp.icmp_code = Some(0);
            sp
        }
    }
}

/// Hand-built frames around a payload value at `offset`: TCP options that
/// move the payload (data offset 8, the value after the options or inside
/// them), and Ethernet padding that would complete a value one byte short.
fn extra_frames(proto: u8, six: bool, offset: u16, value: &[u8]) -> Vec<(Vec<u8>, String)> {
    let mut out = Vec::new();
    let mut exact = vec![0x5au8; usize::from(offset)];
    exact.extend_from_slice(value);
    if proto == proto::TCP {
        // 12 option bytes (NOPs) then the payload: with data offset 8 the
        // value is in place; with data offset 5 it is 12 bytes further.
        let mut with_opts = vec![1u8; 12];
        with_opts.extend_from_slice(&exact);
        let b = FrameBuilder::new(spec(proto, six)).payload(with_opts.clone());
        let mut f = b.build();
        let ip = f.len() - with_opts.len() - 20;
        let doff_at = ip + 12;
        f[doff_at] = (8 << 4) | (f[doff_at] & 0x0f);
        out.push((
            f.clone(),
            "tcp data offset 8: value after the options".into(),
        ));
        // The value inside the options, the payload shorter.
        let mut g = FrameBuilder::new(spec(proto, six))
            .payload(exact.clone())
            .build();
        let ip = g.len() - exact.len() - 20;
        g[ip + 12] = (8 << 4) | (g[ip + 12] & 0x0f);
        if exact.len() >= 12 {
            out.push((g, "tcp data offset 8: value partly in the options".into()));
        }
    }
    // One byte short, the missing byte in the Ethernet padding.
    let short = exact[..exact.len() - 1].to_vec();
    let mut f = FrameBuilder::new(spec(proto, six))
        .payload(short.clone())
        .build();
    f.push(*value.last().expect("non-empty"));
    while f.len() < 64 {
        f.push(0);
    }
    out.push((f, "one byte short, completed by Ethernet padding".into()));
    // The value at the very end of the packet, then padding.
    let mut f = FrameBuilder::new(spec(proto, six))
        .payload(exact.clone())
        .build();
    f.extend_from_slice(&[0u8; 8]);
    out.push((f, "value at the end of the IP packet, then padding".into()));
    out.push((
        FrameBuilder::new(spec(proto, six))
            .payload(exact)
            .vlan(0x8100, 7)
            .build(),
        "VLAN tag, exact value".into(),
    ));
    out
}

fn check_policy(p: &ValidPolicy, extra: &[(Vec<u8>, String)], seed: u64, bad: &mut Vec<String>) {
    let mut frames: Vec<(Vec<u8>, String)> = corpus::for_policy(p, seed, 40)
        .into_iter()
        .map(|pr| (pr.frame, pr.what))
        .collect();
    frames.extend(extra.iter().cloned());
    for t in [Target::Xdp, Target::Tc] {
        for no_counters in [false, true] {
            let opts = Options {
                no_counters,
                ..Options::default()
            };
            let prog = compile_load(t, p, &opts, Tuning::default());
            for b in diff(t, p, &prog, &frames) {
                bad.push(format!("policy {:?}: {b}", p.rules[0].matches));
            }
        }
    }
}

#[test]
fn payload_matches_agree_with_interpreter() {
    if !enabled() {
        return;
    }
    let dns_qr: &[u8] = &[0x80];
    let cases: Vec<(Family, u8, Test)> = vec![
        (Family::Ip4, proto::UDP, payload(2, dns_qr, Some(dns_qr))),
        (Family::Any, proto::UDP, payload(0, b"VALUE", None)),
        (Family::Ip6, proto::UDP, payload(8, b"STAT", None)),
        (Family::Any, proto::TCP, payload(0, b"GET", None)),
        (
            Family::Ip4,
            proto::TCP,
            payload(3, b"HTTP/1.1 200 OK", None),
        ),
        (
            Family::Any,
            proto::UDP,
            payload(
                1,
                &[
                    0x17, 0x00, 0x03, 0x2a, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
                ],
                Some(&[
                    0xff, 0x0f, 0xf0, 0xff, 0, 0, 0xff, 0xff, 1, 2, 4, 8, 16, 32, 64, 128,
                ]),
            ),
        ),
        (Family::Ip4, proto::ICMP, payload(0, b"abcdefgh", None)),
        (Family::Ip6, proto::ICMP6, payload(4, b"ping", None)),
        (Family::Any, proto::UDP, payload(1390, b"0123456789", None)),
    ];
    let mut bad = Vec::new();
    for (i, (fam, pr, t)) in cases.into_iter().enumerate() {
        let Test::Payload {
            offset, ref value, ..
        } = t
        else {
            unreachable!("payload cases")
        };
        let mut extra = Vec::new();
        for six in [false, true] {
            let fits = match fam {
                Family::Ip4 => !six,
                Family::Ip6 => six,
                Family::Any => true,
            };
            if fits {
                extra.extend(extra_frames(pr, six, offset, value));
            }
        }
        for neg in [false, true] {
            let p = payload_policy(fam, pr, neg, t.clone());
            check_policy(&p, &extra, i as u64, &mut bad);
        }
    }
    report(&bad, "payload policies");
}

/// Random v2 policies (`payload` and `contains` drawn) through the same
/// comparison, on the targets whose capability check accepts them.
#[test]
fn random_v2_policies_agree_with_interpreter() {
    if !enabled() {
        return;
    }
    let n = std::env::var("DROPC_BPF_V2_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40u64);
    let mut bad = Vec::new();
    let mut tested = 0;
    for seed in 0..n {
        let o = RandomOpts {
            payload: true,
            ..RandomOpts::default()
        };
        let p = policy(seed, &o);
        let frames: Vec<(Vec<u8>, String)> = corpus::for_policy(&p, seed, 100)
            .into_iter()
            .map(|pr| (pr.frame, pr.what))
            .collect();
        for t in [Target::Xdp, Target::Tc] {
            if caps::check(t, &p).iter().any(|d| d.is_error()) {
                continue;
            }
            tested += 1;
            let opts = Options {
                no_counters: seed % 2 == 0,
                ..Options::default()
            };
            let prog = compile_load(t, &p, &opts, Tuning::default());
            for b in diff(t, &p, &prog, &frames) {
                bad.push(format!("seed {seed}: {b}"));
            }
        }
    }
    eprintln!("{tested} (policy, target) pairs accepted of {}", 2 * n);
    assert!(tested > 0, "no random v2 policy was accepted");
    report(&bad, "random v2 policies");
}

/// Runs `frames` in order through a fresh load of `p` on `t` and through
/// the interpreter's state (all at time 0: the rates are slow enough that
/// no token is refilled while the test runs); returns the mismatches.
fn diff_sequence(
    t: Target,
    p: &ValidPolicy,
    frames: &[(Vec<u8>, String)],
    no_counters: bool,
    tuning: Tuning,
) -> Vec<String> {
    let opts = Options {
        no_counters,
        ..Options::default()
    };
    let prog = compile_load(t, p, &opts, tuning);
    let mut st = Interp::new(p);
    let mut bad = Vec::new();
    for (i, (frame, what)) in frames.iter().enumerate() {
        let want = st.eval(0, frame);
        let r = prog.run(frame, 1).expect("test run");
        let got = action_of(t, r.retval);
        match want {
            Outcome::Decided(v) if got != Some(v.action) => bad.push(format!(
                "{t}: packet {i} ({what}): expected {:?} ({:?}), observed {got:?}",
                v.action, v.decider
            )),
            Outcome::Decided(_) => {}
            Outcome::Unspecified { .. } => {
                if got.is_none() {
                    bad.push(format!("{t}: packet {i}: invalid return code"));
                }
            }
        }
    }
    bad
}

fn over(packets: u32, unit: TimeUnit, burst: u32, key: RateKey) -> Test {
    Test::Over {
        rate: Rate { packets, unit },
        burst,
        key,
    }
}

fn udp_from(src: IpAddr, dport: u16) -> (Vec<u8>, String) {
    let dst = match src {
        IpAddr::V4(_) => v4([198, 18, 0, 1]),
        IpAddr::V6(_) => v6(0xffff),
    };
    (
        build(&PacketSpec::udp(src, dst, 5000, dport)),
        format!("udp {src} -> {dst}:{dport}"),
    )
}

#[test]
fn rate_limits_agree_with_interpreter_in_order() {
    if !enabled() {
        return;
    }
    let src = |dir_len: Option<u8>| RateKey::Addr {
        dir: Dir::Src,
        len: dir_len,
    };
    // (family, over test, negated, burst)
    let cases: Vec<(Family, Test, bool)> = vec![
        (
            Family::Any,
            over(1, TimeUnit::Minute, 3, RateKey::Global),
            false,
        ),
        (
            Family::Any,
            over(1, TimeUnit::Minute, 3, RateKey::Global),
            true,
        ),
        (Family::Ip4, over(1, TimeUnit::Minute, 4, src(None)), false),
        (
            Family::Ip4,
            over(10, TimeUnit::Hour, 2, src(Some(16))),
            false,
        ),
        (
            Family::Ip6,
            over(1, TimeUnit::Hour, 3, src(Some(48))),
            false,
        ),
        // (an IPv6 key of at most 16 bits: the direct-indexed array)
        (
            Family::Ip6,
            over(1, TimeUnit::Hour, 4, src(Some(16))),
            false,
        ),
        (Family::Ip6, over(1, TimeUnit::Minute, 2, src(None)), true),
        (Family::Any, over(1, TimeUnit::Minute, 5, src(None)), false),
        (
            Family::Any,
            over(
                1,
                TimeUnit::Minute,
                1,
                RateKey::Addr {
                    dir: Dir::Dst,
                    len: None,
                },
            ),
            false,
        ),
    ];
    let srcs: Vec<IpAddr> = vec![
        v4([10, 1, 0, 1]),
        v4([10, 1, 200, 7]),
        v4([10, 2, 0, 1]),
        v4([192, 0, 2, 9]),
        v6(1),
        Ipv6Addr::new(0x2001, 0xdb8, 0, 1, 0, 0, 0, 5).into(),
        Ipv6Addr::new(0x2001, 0xdb9, 0, 0, 0, 0, 0, 1).into(),
    ];
    let mut bad = Vec::new();
    for (ci, (fam, t, neg)) in cases.into_iter().enumerate() {
        // `drop udp dport 53 [not] over ...`, then `pass udp` counting
        // what reached it; packets to port 54 never reach the `over`.
        let mut p = empty_policy(Action::Pass);
        let port = portset(&mut p, vec![(53, 53)]);
        let om = if neg { not(t) } else { m(t) };
        p.rules.push(rule(
            "limit",
            Action::Drop,
            fam,
            vec![
                om,
                m(Test::Proto { proto: proto::UDP }),
                m(Test::Port {
                    dir: Dir::Dst,
                    set: port,
                }),
            ],
        ));
        let p = dropc_ir::validate(p).expect("valid");
        // Bursts: every source 8 times, interleaved, with packets that
        // fail another match of the rule in between (no token taken).
        let mut frames = Vec::new();
        for round in 0..8 {
            for s in &srcs {
                frames.push(udp_from(*s, 53));
                if round % 3 == 0 {
                    frames.push(udp_from(*s, 54));
                }
            }
        }
        for t in [Target::Xdp, Target::Tc] {
            for b in diff_sequence(t, &p, &frames, ci % 2 == 0, Tuning::default()) {
                bad.push(format!("case {ci}: {b}"));
            }
        }
    }
    report(&bad, "rate limits");
}

/// Random v2 policies with `over` (and `payload`, `contains`), evaluated as
/// one ordered sequence per target against the interpreter's state.
#[test]
fn random_stateful_policies_agree_with_interpreter() {
    if !enabled() {
        return;
    }
    let mut bad = Vec::new();
    let mut tested = 0;
    for seed in 0..60u64 {
        let o = RandomOpts {
            payload: true,
            rate: true,
            ..RandomOpts::default()
        };
        // Refill while the test runs is not modelled: the rates become
        // N per hour (the burst and keys stay as drawn).
        let mut raw: dropc_ir::Policy = (*policy(seed, &o)).clone();
        for r in &mut raw.rules {
            for m in &mut r.matches {
                if let Test::Over { rate, .. } = &mut m.test {
                    rate.unit = TimeUnit::Hour;
                }
            }
        }
        let p = dropc_ir::validate(raw).expect("still valid");
        let mut frames: Vec<(Vec<u8>, String)> = corpus::for_policy(&p, seed, 60)
            .into_iter()
            .map(|pr| (pr.frame, pr.what))
            .collect();
        // every probe twice more: buckets run dry
        let again = frames.clone();
        frames.extend(again.iter().cloned());
        frames.extend(again);
        for t in [Target::Xdp, Target::Tc] {
            if caps::check(t, &p).iter().any(|d| d.is_error()) {
                continue;
            }
            tested += 1;
            // odd seeds: the rule tables forced (rules without `over`)
            let tuning = if seed % 2 == 1 {
                Tuning { group_min: 1 }
            } else {
                Tuning::default()
            };
            for b in diff_sequence(t, &p, &frames, seed % 2 == 0, tuning) {
                bad.push(format!("seed {seed}: {b}"));
            }
        }
    }
    eprintln!("{tested} stateful (policy, target) pairs");
    report(&bad, "random stateful policies");
}

/// `drop [not] contains P` (both families), default pass.
fn contains_policy(pattern: &[u8], neg: bool) -> ValidPolicy {
    let mut p = empty_policy(Action::Pass);
    let t = Test::Contains {
        bytes: pattern.to_vec(),
    };
    p.rules.push(rule(
        "sig",
        Action::Drop,
        Family::Any,
        vec![if neg { not(t) } else { m(t) }],
    ));
    dropc_ir::validate(p).expect("valid")
}

#[test]
fn contains_agrees_with_interpreter() {
    if !enabled() {
        return;
    }
    let filler: Vec<u8> = (0..1400u32).map(|i| (i * 7 + 3) as u8).collect();
    // Frames to cut patterns from: (frame, IP header start, IP length).
    let mut bases: Vec<(Vec<u8>, usize, usize, String)> = Vec::new();
    for (six, len) in [
        (false, 100),
        (true, 100),
        (false, 1400),
        (true, 1380),
        (false, 0),
    ] {
        let f = FrameBuilder::new(spec(proto::UDP, six))
            .payload(filler[..len].to_vec())
            .build();
        let iplen = f.len() - 14;
        bases.push((
            f,
            14,
            iplen,
            format!("udp ip{} payload {len}", if six { 6 } else { 4 }),
        ));
    }
    let f = FrameBuilder::new(spec(proto::TCP, false))
        .payload(filler[..60].to_vec())
        .vlan(0x8100, 5)
        .build();
    let iplen = f.len() - 18;
    bases.push((f, 18, iplen, "tcp ip4 vlan".into()));
    let mut bad = Vec::new();
    let mut n = 0;
    for (f, ip, iplen, what) in &bases {
        let l4 = *ip + if f[*ip] >> 4 == 6 { 40 } else { 20 };
        for len in [1usize, 3, 8, 16, 31, 32, 33, 64] {
            if len > *iplen {
                continue;
            }
            // first byte of the IP header, across the L3/L4 boundary, the
            // last bytes of the IP packet
            let starts = [*ip, l4.saturating_sub(len / 2).max(*ip), *ip + iplen - len];
            for (si, start) in starts.into_iter().enumerate() {
                let pat = f[start..start + len].to_vec();
                let mut frames = vec![(f.clone(), format!("{what}: pattern itself"))];
                // padding after the packet that would complete a pattern
                // cut one byte later: not searched
                let mut padded = f.clone();
                padded.extend_from_slice(&pat);
                frames.push((padded, format!("{what}: the pattern again in padding")));
                let mut short = f.clone();
                let last = start + len - 1;
                short[last] ^= 0x5a;
                frames.push((short, format!("{what}: last byte changed")));
                for (fr, w) in corpus::for_policy(&contains_policy(&pat, false), n, 10)
                    .into_iter()
                    .map(|pr| (pr.frame, pr.what))
                {
                    frames.push((fr, w));
                }
                for neg in [false, true] {
                    let p = contains_policy(&pat, neg);
                    for t in [Target::Xdp, Target::Tc] {
                        let opts = Options {
                            no_counters: (n + si as u64).is_multiple_of(2),
                            ..Options::default()
                        };
                        let prog = compile_load(t, &p, &opts, Tuning::default());
                        for b in diff(t, &p, &prog, &frames) {
                            bad.push(format!("pattern {} (neg {neg}): {b}", hex(&pat)));
                        }
                    }
                }
                n += 1;
            }
        }
    }
    eprintln!("{n} patterns");
    report(&bad, "contains");
}

/// The 2-gram prefilter (every `m - 1` bytes, 8 samples per bounds check,
/// then one by one) and the search it hands over to: a pattern planted at
/// every offset of the IP packet, in filler that shares some of its
/// 2-grams (false hits), and the packet without it, for pattern lengths
/// that put the samples at every place of the loop.
#[test]
fn contains_at_every_offset_agrees_with_interpreter() {
    if !enabled() {
        return;
    }
    // Filler sharing 2-grams with the patterns, and filler of bytes no
    // pattern holds (no false hit: the sample that covers the pattern
    // must find it).
    let fillers: [Vec<u8>; 2] = [
        (0..300u32)
            .map(|i| b"abcab"[i as usize % 5] ^ (i / 50) as u8)
            .collect(),
        (0..300u32).map(|i| 0x80 | (i * 7) as u8).collect(),
    ];
    let mut bad = Vec::new();
    let pats = [
        &b"ab"[..],
        b"cax",
        b"bcabq",
        b"abcabcabcabcabc!",
        b"0123456789abcdef0123456789abcdef",
    ];
    for (filler, pat) in fillers
        .iter()
        .flat_map(|f| pats.iter().map(move |p| (f, *p)))
    {
        for payload_len in [40usize, 171, 300] {
            let base = FrameBuilder::new(spec(proto::UDP, false))
                .payload(filler[..payload_len].to_vec())
                .build();
            let mut frames = vec![(base.clone(), format!("payload {payload_len}, absent"))];
            for at in 14..=base.len() - pat.len() {
                let mut f = base.clone();
                f[at..at + pat.len()].copy_from_slice(pat);
                frames.push((f, format!("payload {payload_len}, at frame offset {at}")));
            }
            let p = contains_policy(pat, false);
            for t in [Target::Xdp, Target::Tc] {
                let prog = compile_load(t, &p, &Options::default(), Tuning::default());
                for b in diff(t, &p, &prog, &frames) {
                    bad.push(format!("pattern {}: {b}", hex(pat)));
                }
            }
        }
    }
    report(&bad, "contains at every offset");
}

/// The verifier accepts `contains` (64 and 16 bytes, positive and negated)
/// with `payload` and `over` in one program on both hooks (two searches in
/// a row: the states after a search must prune).
#[test]
fn verifier_cost_of_contains() {
    if !enabled() {
        return;
    }
    let pat: Vec<u8> = (0..64u8).collect();
    let a = rule(
        "a",
        Action::Drop,
        Family::Any,
        vec![m(Test::Contains { bytes: pat.clone() })],
    );
    let b = rule(
        "b",
        Action::Drop,
        Family::Any,
        vec![
            m(Test::Proto { proto: proto::UDP }),
            m(payload(0, b"VALUE", None)),
            not(Test::Contains {
                bytes: pat[..16].to_vec(),
            }),
            m(over(1, TimeUnit::Minute, 5, RateKey::Global)),
        ],
    );
    let mut bad = Vec::new();
    for rules in [vec![a.clone()], vec![b.clone()], vec![a, b]] {
        let mut p = empty_policy(Action::Pass);
        p.rules = rules;
        let p = dropc_ir::validate(p).expect("valid");
        for t in [Target::Xdp, Target::Tc] {
            let obj = dropc_backends::bpf::compile(t, &p, &Options::default()).expect("compiles");
            if let Err(log) = bpftool_load(&obj, &format!("v2cost-{t}{}", p.rules.len())) {
                let tail: Vec<&str> = log.lines().rev().take(4).collect();
                bad.push(format!(
                    "{t}, {} rules: {}",
                    p.rules.len(),
                    tail.join(" / ")
                ));
            }
        }
    }
    report(&bad, "verifier");
}

/// Many searches in one program ([`MANY_CONTAINS`]: twelve `contains`
/// rules interleaved with `payload` and header rules, so that the
/// searches are reached in many distinct verifier states) load on xdp and
/// tc, with and without counters, through aya and `bpftool prog load`, and
/// agree with the interpreter on the policy's corpus plus packets holding
/// each pattern (IPv4 UDP and TCP, IPv6 UDP, a VLAN tag).
#[test]
fn many_contains_rules_load_and_agree_with_interpreter() {
    if !enabled() {
        return;
    }
    let p = many_contains_policy();
    let patterns: Vec<Vec<u8>> = p
        .rules
        .iter()
        .flat_map(|r| &r.matches)
        .filter_map(|m| match &m.test {
            Test::Contains { bytes } => Some(bytes.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(patterns.len(), 12);
    let mut frames: Vec<(Vec<u8>, String)> = corpus::for_policy(&p, 12, 40)
        .into_iter()
        .map(|pr| (pr.frame, pr.what))
        .collect();
    for pat in &patterns {
        for (proto, six, vlan) in [
            (proto::UDP, false, false),
            (proto::TCP, false, false),
            (proto::UDP, true, false),
            (proto::TCP, false, true),
        ] {
            // the pattern after filler, and the pattern alone
            for lead in [0usize, 37] {
                let mut payload: Vec<u8> = (0..lead).map(|i| 0x80 | i as u8).collect();
                payload.extend_from_slice(pat);
                let mut b = FrameBuilder::new(spec(proto, six)).payload(payload);
                if vlan {
                    b = b.vlan(0x8100, 3);
                }
                frames.push((
                    b.build(),
                    format!(
                        "{} proto {proto} vlan {vlan}: pattern {} after {lead} bytes",
                        if six { "ip6" } else { "ip4" },
                        hex(pat)
                    ),
                ));
            }
        }
    }
    // Every search decides some packets (the test is not vacuous).
    let mut deciders = std::collections::BTreeSet::new();
    for (f, _) in &frames {
        if let Outcome::Decided(v) = dropc_ir::interp::evaluate(&p, f) {
            if let dropc_ir::interp::Decider::Rule(i) = v.decider {
                deciders.insert(p.rules[i].label.clone());
            }
        }
    }
    let searches: Vec<&String> = deciders.iter().filter(|l| l.starts_with('c')).collect();
    assert_eq!(
        searches.len(),
        12,
        "rules deciding some frame: {deciders:?}"
    );
    let mut bad = Vec::new();
    for t in [Target::Xdp, Target::Tc] {
        for no_counters in [false, true] {
            let opts = Options {
                no_counters,
                ..Options::default()
            };
            let obj = dropc_backends::bpf::compile(t, &p, &opts).expect("compiles");
            if let Err(log) = bpftool_load(&obj, &format!("many-contains-{t}-{no_counters}")) {
                let tail: Vec<&str> = log.lines().rev().take(4).collect();
                bad.push(format!("bpftool {t}: {}", tail.join(" / ")));
            }
            let prog = compile_load(t, &p, &opts, Tuning::default());
            bad.extend(diff(t, &p, &prog, &frames));
        }
    }
    report(&bad, "many contains rules");
}

/// The most searches a program may hold
/// ([`dropc_backends::bpf::MAX_SEARCHES`], the check-time bound), each of
/// the costliest kind for the verifier (64 bytes), behind `payload` and
/// header rules: the programs load on both hooks (`bpftool prog load`), so
/// no policy `dropc check` accepts exceeds the verifier's budget through
/// its searches.
#[test]
fn the_most_searches_allowed_load() {
    if !enabled() {
        return;
    }
    let n = dropc_backends::bpf::MAX_SEARCHES;
    let mut text = String::from("default pass\n");
    for k in 0..n {
        let pat: String = (0..64)
            .map(|i| (b'a' + ((i * 7 + k) % 26) as u8) as char)
            .collect();
        text.push_str(&format!("c{k}: drop contains \"{pat}\"\n"));
        text.push_str(&format!("p{k}: drop udp payload {} \"{k:02}\"\n", k * 13));
        text.push_str(&format!(
            "h{k}: pass tcp dport {} ttl {}\n",
            1000 + k,
            1 + k
        ));
    }
    let p = dropc_testkit::policy(&text);
    for t in [Target::Xdp, Target::Tc] {
        assert!(caps::check(t, &p).iter().all(|d| !d.is_error()), "{t}");
        let obj = dropc_backends::bpf::compile(t, &p, &Options::default()).expect("compiles");
        if let Err(log) = bpftool_load(&obj, &format!("most-searches-{t}")) {
            let tail: Vec<&str> = log.lines().rev().take(4).collect();
            panic!("{t}: {}", tail.join(" / "));
        }
    }
}

/// Pins the calling thread to CPU `cpu` (false if the kernel refuses, e.g.
/// a host with one CPU).
fn pin_to_cpu(cpu: usize) -> bool {
    // SAFETY: a zeroed cpu_set_t is valid; CPU_SET writes inside it.
    unsafe {
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        libc::CPU_SET(cpu, &mut set);
        libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) == 0
    }
}

/// (issue 18, item 5) Two CPUs sending to one key: each CPU's packets meet
/// the bucket in some order of the two streams, so no CPU sees its first
/// packet over the rate and its second within it (no token comes back
/// within an hour). A program that read the clock before the bucket
/// judged a packet with a time older than the TAT another CPU had just
/// written, and did exactly that. Each trial is a fresh key (`per src/16`:
/// the direct array; `per src`: the LRU hash, a new key in each trial) and
/// four packets, two per CPU, started together (a spinning barrier), with
/// BPF_PROG_TEST_RUN from threads pinned to CPUs 0 and 1.
#[test]
fn rate_limits_hold_across_two_cpus() {
    use std::sync::atomic::{AtomicU32, Ordering};
    if !enabled() {
        return;
    }
    const TRIALS: u32 = 30_000;
    let src = |len: Option<u8>| RateKey::Addr { dir: Dir::Src, len };
    let mut bad = Vec::new();
    for key in [src(Some(16)), src(None)] {
        let mut p = empty_policy(Action::Pass);
        p.rules.push(rule(
            "limit",
            Action::Drop,
            Family::Ip4,
            vec![
                m(over(1, TimeUnit::Hour, 2, key)),
                m(Test::Proto { proto: proto::UDP }),
            ],
        ));
        let p = dropc_ir::validate(p).expect("valid");
        for t in [Target::Xdp, Target::Tc] {
            let prog = compile_load(t, &p, &Options::default(), Tuning::default());
            // The trial's frame: a source in its own /16.
            let frames: Vec<Vec<u8>> = (0..TRIALS)
                .map(|i| {
                    let [_, _, a, b] = (i + 1).to_be_bytes();
                    udp_from(v4([a.wrapping_add(10), b, 0, 1]), 53).0
                })
                .collect();
            let arrived = [AtomicU32::new(0), AtomicU32::new(0)];
            let results: Vec<Vec<[Option<Action>; 2]>> = std::thread::scope(|s| {
                let handles: Vec<_> = (0..2usize)
                    .map(|cpu| {
                        let (prog, frames, arrived) = (&prog, &frames, &arrived);
                        s.spawn(move || {
                            let pinned = pin_to_cpu(cpu);
                            let mut out = Vec::with_capacity(frames.len());
                            for (i, f) in frames.iter().enumerate() {
                                let i = u32::try_from(i).expect("few trials") + 1;
                                arrived[cpu].store(i, Ordering::SeqCst);
                                while arrived[1 - cpu].load(Ordering::SeqCst) < i {
                                    if !pinned {
                                        std::thread::yield_now();
                                    }
                                    std::hint::spin_loop();
                                }
                                let a = action_of(t, prog.run(f, 1).expect("run").retval);
                                let b = action_of(t, prog.run(f, 1).expect("run").retval);
                                out.push([a, b]);
                            }
                            out
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("thread"))
                    .collect()
            });
            let mut anomalies = 0;
            for (i, (cpu0, cpu1)) in results[0].iter().zip(&results[1]).enumerate() {
                let within = |v: Option<Action>| v == Some(Action::Pass);
                let pair = [*cpu0, *cpu1];
                let passed = pair.iter().flatten().filter(|v| within(**v)).count();
                let inverted = pair.iter().any(|[a, b]| !within(*a) && within(*b));
                if inverted || passed != 2 {
                    anomalies += 1;
                    if anomalies <= 5 {
                        bad.push(format!(
                            "{t} {key:?}: trial {i}: CPU 0 saw {:?}, CPU 1 saw {:?} (Pass = within the rate; two tokens)",
                            pair[0], pair[1]
                        ));
                    }
                }
            }
            if anomalies > 5 {
                bad.push(format!("{t} {key:?}: {anomalies} trials in all"));
            }
        }
    }
    report(&bad, "two CPUs, one key");
}
