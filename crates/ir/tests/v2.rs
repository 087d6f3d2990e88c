//! Language v2 in the reference interpreter: `payload` and `contains` on
//! exactly the bytes spec §4 names, and `over` with per-key token buckets
//! (spec §4 "Rate limits", §5.6).
mod common;
use common::*;
use dropc_ir::interp::{Decider, Interp, Outcome};
use dropc_ir::packet::{build, Ext, FrameBuilder};
use dropc_ir::{Action, Dir, Family, FragSpec, Match, PacketSpec, Rate, RateKey, Test, TimeUnit};
use proptest::prelude::*;

fn payload(offset: u16, value: &[u8], mask: Option<&[u8]>) -> Test {
    Test::Payload {
        offset,
        value: value.to_vec(),
        mask: mask.map(<[u8]>::to_vec),
    }
}

fn contains(b: &[u8]) -> Test {
    Test::Contains { bytes: b.to_vec() }
}

fn over(packets: u32, unit: TimeUnit, burst: u32, key: RateKey) -> Test {
    Test::Over {
        rate: Rate { packets, unit },
        burst,
        key,
    }
}

fn with_payload(mut s: PacketSpec, p: &[u8]) -> PacketSpec {
    s.payload = p.to_vec();
    s
}

/// A policy of one `drop` rule (default pass) and a second rule that drops
/// what the negation of the first's last match would: verdicts tell which
/// holds.
fn pos_neg(family: Family, mut matches: Vec<Match>) -> dropc_ir::Policy {
    let mut p = policy(Action::Pass);
    p.rule(Action::Drop, family, matches.clone());
    if let Some(last) = matches.last_mut() {
        last.negated = !last.negated;
    }
    p.rule(Action::Drop, family, matches);
    p.done()
}

/// Which of the two rules of [`pos_neg`] decides: Some(0) positive holds,
/// Some(1) negation holds, None neither.
fn which(p: &dropc_ir::Policy, frame: &[u8]) -> Option<usize> {
    decider(p, frame)
}

#[test]
fn payload_exact_masked_and_short() {
    let p = pos_neg(Family::Any, vec![udp(), m(payload(2, &[0x81, 0x80], None))]);
    let base = udp4(53, 4000);
    assert_eq!(
        which(&p, &build(&with_payload(base.clone(), &[0, 0, 0x81, 0x80]))),
        Some(0)
    );
    assert_eq!(
        which(
            &p,
            &build(&with_payload(base.clone(), &[0, 0, 0x81, 0x80, 9]))
        ),
        Some(0)
    );
    assert_eq!(
        which(&p, &build(&with_payload(base.clone(), &[0, 0, 0x81, 0x81]))),
        Some(1)
    );
    // One byte short: the field does not exist, neither holds.
    assert_eq!(
        which(&p, &build(&with_payload(base.clone(), &[0, 0, 0x81]))),
        None
    );
    assert_eq!(which(&p, &build(&base)), None);
    // IPv6 too, behind extension headers.
    let f = FrameBuilder::new(with_payload(udp6(53, 4000), &[7, 7, 0x81, 0x80]))
        .ip6_ext(vec![Ext::HopByHop, Ext::DestOpts])
        .build();
    assert_eq!(which(&p, &f), Some(0));
    // Each mask bit.
    let p = pos_neg(
        Family::Any,
        vec![udp(), m(payload(0, &[0x80, 0x0f], Some(&[0x80, 0x0f])))],
    );
    assert_eq!(
        which(&p, &build(&with_payload(base.clone(), &[0x7f, 0xf0]))),
        Some(1)
    );
    assert_eq!(
        which(&p, &build(&with_payload(base.clone(), &[0x80, 0x0f]))),
        Some(0)
    );
    assert_eq!(
        which(&p, &build(&with_payload(base.clone(), &[0xc0, 0x3f]))),
        Some(0)
    );
    for (byte, bit) in [(0usize, 0x80u8), (1, 1), (1, 2), (1, 4), (1, 8)] {
        let mut v = [0x80, 0x0f];
        v[byte] ^= bit;
        assert_eq!(
            which(&p, &build(&with_payload(base.clone(), &v))),
            Some(1),
            "{byte} {bit}"
        );
    }
}

#[test]
fn payload_excludes_ethernet_padding() {
    let p = pos_neg(Family::Any, vec![udp(), m(payload(0, &[1, 2, 3], None))]);
    let mut f = build(&with_payload(udp4(1, 2), &[1, 2]));
    // Padding that would complete the value is not payload.
    f.extend_from_slice(&[3, 3, 3, 3]);
    assert_eq!(which(&p, &f), None);
    f.resize(80, 3);
    assert_eq!(which(&p, &f), None);
}

#[test]
fn payload_on_fragments() {
    let p = pos_neg(Family::Any, vec![udp(), m(payload(0, &[1, 2], None))]);
    let mut s = with_payload(udp4(1, 2), &[1, 2, 0, 0, 0, 0, 0, 0]);
    s.fragment = FragSpec::First;
    assert_eq!(
        which(&p, &build(&s)),
        Some(0),
        "a first fragment carries its part"
    );
    s.payload = vec![1];
    s.len = Some(20 + 8 + 1);
    assert_eq!(which(&p, &build(&s)), None, "but only its part");
    let mut s = with_payload(udp4(1, 2), &[1, 2, 1, 2, 1, 2, 1, 2]);
    s.fragment = FragSpec::Later;
    assert_eq!(
        which(&p, &build(&s)),
        None,
        "a later fragment has no L4 payload"
    );
    let mut s6 = with_payload(udp6(1, 2), &[1, 2, 1, 2, 1, 2, 1, 2]);
    s6.fragment = FragSpec::Later;
    assert_eq!(which(&p, &build(&s6)), None);
}

#[test]
fn payload_after_the_tcp_data_offset_and_icmp_header() {
    let p = pos_neg(Family::Any, vec![tcp(), m(payload(0, b"GET", None))]);
    let mut f = build(&with_payload(tcp4(1, 80), b"\x01\x01\x01\x01GET /"));
    assert_eq!(
        which(&p, &f),
        Some(1),
        "data offset 5: the payload is the NOPs"
    );
    // Data offset 6: the four NOPs are TCP options, the payload is `GET /`.
    f[14 + 20 + 12] = 6 << 4;
    assert_eq!(which(&p, &f), Some(0));
    let p = pos_neg(Family::Ip4, vec![m(proto(1)), m(payload(1, b"x", None))]);
    let mut s = pkt(1, "192.0.2.1", None, "192.0.2.2", None);
    s.payload = b"ax".to_vec();
    assert_eq!(which(&p, &build(&s)), Some(0));
}

#[test]
fn contains_searches_the_ip_packet() {
    let p = pos_neg(Family::Any, vec![m(contains(b"needle"))]);
    assert_eq!(
        which(&p, &build(&with_payload(udp4(1, 2), b"xxneedlexx"))),
        Some(0)
    );
    assert_eq!(
        which(&p, &build(&with_payload(udp4(1, 2), b"needl"))),
        Some(1)
    );
    // The IP header is searched: the source address 192.0.2.1.
    let p2 = pos_neg(Family::Any, vec![m(contains(&[192, 0, 2, 1]))]);
    assert_eq!(which(&p2, &build(&udp4(1, 2))), Some(0));
    // Across the layer 3/4 boundary: the destination address and the
    // source port 0x1234.
    let p3 = pos_neg(
        Family::Any,
        vec![m(contains(&[203, 0, 113, 5, 0x12, 0x34]))],
    );
    assert_eq!(which(&p3, &build(&udp4(0x1234, 2))), Some(0));
    // A later fragment is searched as it is.
    let mut s = with_payload(udp4(1, 2), b"..needle");
    s.fragment = FragSpec::Later;
    assert_eq!(which(&p, &build(&s)), Some(0));
    // Ethernet padding is not searched.
    let mut f = build(&with_payload(udp4(1, 2), b"nee"));
    f.extend_from_slice(b"dle");
    assert_eq!(which(&p, &f), Some(1));
}

#[test]
fn contains_over_1500_bytes_is_unspecified_only_where_it_is_reached() {
    let mut big = with_payload(udp4(1, 2), &[0u8; 1500]);
    let p = pos_neg(Family::Any, vec![m(contains(b"needle"))]);
    assert!(is_unspecified(&p, &build(&big)));
    big.payload.truncate(1500 - 28);
    assert!(
        !is_unspecified(&p, &build(&big)),
        "1500 bytes exactly is specified"
    );
    big.payload.push(0);
    let mut q = policy(Action::Pass);
    q.rule(Action::Drop, Family::Any, vec![udp()]);
    q.rule(Action::Drop, Family::Any, vec![m(contains(b"x"))]);
    let q = q.done();
    assert_eq!(
        decider(&q, &build(&big)),
        Some(0),
        "decided before the contains rule"
    );
    assert!(is_unspecified(&q, &build(&tcp4_with_len(1600))));
}

fn tcp4_with_len(len: u16) -> PacketSpec {
    let mut s = tcp4(1, 2);
    s.len = Some(len);
    s
}

fn rate_policy(test: Test, negated: bool, family: Family) -> dropc_ir::Policy {
    let mut p = policy(Action::Pass);
    p.rule(
        Action::Drop,
        family,
        vec![
            Match {
                negated,
                test,
                span: Default::default(),
            },
            udp(),
        ],
    );
    p.done()
}

fn action(o: &Outcome) -> Action {
    o.action().expect("specified")
}

#[test]
fn over_takes_exactly_the_burst_per_key() {
    let key = RateKey::Addr {
        dir: Dir::Src,
        len: Some(16),
    };
    let p = rate_policy(over(1, TimeUnit::Minute, 3, key), false, Family::Ip4);
    let mut st = Interp::new(&p);
    let a = build(&pkt(17, "10.1.2.3", Some(1), "192.0.2.1", Some(2)));
    let a2 = build(&pkt(17, "10.1.200.3", Some(1), "192.0.2.1", Some(2)));
    let b = build(&pkt(17, "10.2.2.3", Some(1), "192.0.2.1", Some(2)));
    for _ in 0..3 {
        assert_eq!(action(&st.eval(0, &a)), Action::Pass, "within the burst");
    }
    assert_eq!(action(&st.eval(0, &a2)), Action::Drop, "same /16: over");
    assert_eq!(
        action(&st.eval(0, &b)),
        Action::Pass,
        "another /16 has its bucket"
    );
    // A TCP packet of the same key does not reach `over` (the rule says udp):
    // it takes no token, and is passed by the default.
    let t = build(&pkt(6, "10.2.2.3", Some(1), "192.0.2.1", Some(2)));
    for _ in 0..10 {
        assert_eq!(action(&st.eval(0, &t)), Action::Pass);
    }
    assert_eq!(action(&st.eval(0, &b)), Action::Pass);
    assert_eq!(action(&st.eval(0, &b)), Action::Pass);
    assert_eq!(action(&st.eval(0, &b)), Action::Drop);
    // One refill period (a minute) later: one more token, not more.
    let min = 60_000_000_000u64;
    assert_eq!(action(&st.eval(min - 1, &a)), Action::Drop);
    assert_eq!(action(&st.eval(min, &a)), Action::Pass);
    assert_eq!(action(&st.eval(min, &a)), Action::Drop);
    // Never above the burst, however long it waited.
    let later = 1000 * min;
    for i in 0..5 {
        let want = if i < 3 { Action::Pass } else { Action::Drop };
        assert_eq!(action(&st.eval(later, &a)), want, "{i}");
    }
    // Time going backwards adds nothing.
    assert_eq!(action(&st.eval(0, &a)), Action::Drop);
}

#[test]
fn not_over_and_a_single_bucket() {
    let p = rate_policy(
        over(10, TimeUnit::Second, 2, RateKey::Global),
        true,
        Family::Any,
    );
    let mut st = Interp::new(&p);
    let a = build(&udp4(1, 2));
    let b = build(&udp6(1, 2));
    // `not over` holds while tokens last: the rule drops them.
    assert_eq!(action(&st.eval(0, &a)), Action::Drop);
    assert_eq!(action(&st.eval(0, &b)), Action::Drop, "one bucket for all");
    assert_eq!(action(&st.eval(0, &a)), Action::Pass);
    assert_eq!(action(&st.eval(0, &b)), Action::Pass);
    // 1/10 s later, one token.
    assert_eq!(action(&st.eval(100_000_000, &b)), Action::Drop);
}

#[test]
fn over_only_for_packets_that_reach_the_rule() {
    let mut p = policy(Action::Pass);
    p.rule(
        Action::Pass,
        Family::Any,
        vec![udp(), m(proto(17)), {
            let mut s = m(Test::Ttl {
                range: dropc_ir::Interval::new(1, 1),
            });
            s.negated = false;
            s
        }],
    );
    p.rule(
        Action::Drop,
        Family::Any,
        vec![m(over(1, TimeUnit::Hour, 1, RateKey::Global)), udp()],
    );
    let p = p.done();
    let mut st = Interp::new(&p);
    let mut ttl1 = udp4(1, 2);
    ttl1.ttl = Some(1);
    let ttl1 = build(&ttl1);
    for _ in 0..5 {
        assert_eq!(st.eval(0, &ttl1).action(), Some(Action::Pass));
    }
    let f = build(&udp4(1, 2));
    let ex = st.explain(0, &f);
    assert_eq!(ex.buckets.len(), 1);
    assert_eq!(
        ex.buckets[0].tokens, 1.0,
        "earlier packets never reached it"
    );
    assert!(!ex.buckets[0].over);
    assert_eq!(ex.outcome.action(), Some(Action::Pass));
    let ex = st.explain(0, &f);
    assert!(ex.buckets[0].over && ex.buckets[0].tokens == 0.0);
    assert!(matches!(
        ex.outcome,
        Outcome::Decided(v) if v.decider == Decider::Rule(1) && v.action == Action::Drop
    ));
    assert!(
        ex.render(&p).contains("had 0 of 1 tokens"),
        "{}",
        ex.render(&p)
    );
}

#[test]
fn ipv6_keys_are_masked() {
    let key = RateKey::Addr {
        dir: Dir::Dst,
        len: Some(64),
    };
    let p = rate_policy(over(1, TimeUnit::Hour, 1, key), false, Family::Ip6);
    let mut st = Interp::new(&p);
    let a = build(&pkt(17, "2001:db8::1", Some(1), "fd00:0:0:1::1", Some(2)));
    let b = build(&pkt(
        17,
        "2001:db8::1",
        Some(1),
        "fd00:0:0:1::ffff",
        Some(2),
    ));
    let c = build(&pkt(17, "2001:db8::1", Some(1), "fd00:0:0:2::1", Some(2)));
    assert_eq!(action(&st.eval(0, &a)), Action::Pass);
    assert_eq!(action(&st.eval(0, &b)), Action::Drop);
    assert_eq!(action(&st.eval(0, &c)), Action::Pass);
}

#[test]
fn stateless_evaluate_is_a_fresh_state() {
    let p = rate_policy(
        over(1, TimeUnit::Hour, 1, RateKey::Global),
        false,
        Family::Any,
    );
    let f = build(&udp4(1, 2));
    for _ in 0..3 {
        assert_eq!(verdict(&p, &f).map(|v| v.0), Some(Action::Pass));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// A burst of n packets of one key within one refill period after the
    /// bucket was full gets exactly min(B, n) tokens.
    #[test]
    fn a_burst_gets_min_b_n(n in 0u64..40, burst in 1u32..20, packets in 1u32..1000,
                            unit in 0usize..3, start in 0u64..1u64 << 40) {
        let unit = [TimeUnit::Second, TimeUnit::Minute, TimeUnit::Hour][unit];
        let p = rate_policy(over(packets, unit, burst, RateKey::Global), false, Family::Any);
        let mut st = Interp::new(&p);
        let f = build(&udp4(1, 2));
        // Arrivals spread evenly over less than one refill period.
        let period = unit.nanos() / u64::from(packets);
        let mut passed = 0;
        for i in 0..n {
            let t = start + (period - 1) * i / n.max(1);
            if st.eval(t, &f).action() == Some(Action::Pass) {
                passed += 1;
            }
        }
        prop_assert_eq!(passed, n.min(u64::from(burst)));
    }

    /// A bucket never holds more than B tokens, whatever the arrivals.
    #[test]
    fn a_bucket_never_exceeds_b(burst in 1u32..10, packets in 1u32..100,
                                gaps in prop::collection::vec(0u64..5_000_000_000, 1..60)) {
        let p = rate_policy(over(packets, TimeUnit::Second, burst, RateKey::Global), false, Family::Any);
        let mut st = Interp::new(&p);
        let f = build(&udp4(1, 2));
        let mut now = 0u64;
        for g in gaps {
            now += g;
            let ex = st.explain(now, &f);
            let note = &ex.buckets[0];
            prop_assert!(note.tokens <= f64::from(burst));
            prop_assert!(note.tokens >= 0.0);
            prop_assert_eq!(note.over, note.tokens < 1.0);
        }
    }
}

#[test]
fn random_v2_policies_have_well_formed_corpora_that_hit_payload_rules() {
    let opts = dropc_ir::random::RandomOpts {
        payload: true,
        rate: true,
        ..Default::default()
    };
    let mut hit = 0;
    for seed in 0..30 {
        let p = dropc_ir::random::policy(seed, &opts).into_inner();
        let probes = dropc_ir::corpus::for_policy(&p, seed, 50);
        let problems = dropc_ir::corpus::check(&p, &probes);
        assert!(problems.is_empty(), "seed {seed}: {problems:?}");
        for (i, r) in p.rules.iter().enumerate() {
            let payload_rule = r.matches.iter().any(|m| {
                !m.negated && matches!(m.test, Test::Payload { .. } | Test::Contains { .. })
            });
            if payload_rule
                && probes.iter().any(
                    |pr| matches!(verdict(&p, &pr.frame), Some((_, Decider::Rule(j)))  if j == i),
                )
            {
                hit += 1;
            }
        }
    }
    assert!(hit > 5, "payload rules decided {hit} probes' verdicts");
}

#[test]
fn state_independence_considers_every_combination_of_buckets() {
    use dropc_ir::interp::evaluate_state_independent;
    // Every bucket full: rule 1 drops; every bucket empty: rule 0 drops;
    // rule 0 full and rule 1 empty: the default passes.
    let mut p = policy(Action::Pass);
    p.rule(
        Action::Drop,
        Family::Any,
        vec![udp(), m(over(1, TimeUnit::Hour, 1, RateKey::Global))],
    );
    p.rule(
        Action::Drop,
        Family::Any,
        vec![udp(), not(over(1, TimeUnit::Hour, 1, RateKey::Global))],
    );
    let p = p.done();
    assert_eq!(evaluate_state_independent(&p, &build(&udp4(1, 2))), None);
    // A TCP packet reaches no `over`.
    assert_eq!(
        evaluate_state_independent(&p, &build(&tcp4(1, 2))).and_then(|o| o.action()),
        Some(Action::Pass)
    );
}

#[test]
fn built_tcp_options_move_the_payload() {
    let p = pos_neg(Family::Any, vec![tcp(), m(payload(0, b"GET", None))]);
    for words in [0u8, 1, 10] {
        let f = FrameBuilder::new(with_payload(tcp4(1, 80), b"GET /"))
            .tcp_options(words)
            .build();
        assert_checksums(&f);
        assert_eq!(which(&p, &f), Some(0), "{words} words");
        let f = FrameBuilder::new(with_payload(tcp6(1, 80), b"GXT /"))
            .tcp_options(words)
            .build();
        assert_eq!(which(&p, &f), Some(1), "{words} words");
    }
}
