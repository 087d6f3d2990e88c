//! Property tests of the parser, the builder and the interpreter.

mod common;

use common::*;
use dropc_ir::interp::{evaluate, match_holds, rule_matches, test_value, Decider, Outcome};
use dropc_ir::packet::{parse, Ext, FrameBuilder, Headers, ParseResult, L4};
use dropc_ir::{
    Action, Family, FragSpec, Interval, IpVersion, Match, PacketSpec, Policy, Rule, Span, Test,
};
use proptest::prelude::*;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// A packet plus framing options, as the builder takes them.
#[derive(Clone, Debug)]
struct Case {
    b: FrameBuilder,
}

fn arb_frag() -> impl Strategy<Value = FragSpec> {
    prop_oneof![
        6 => Just(FragSpec::None),
        1 => Just(FragSpec::First),
        1 => Just(FragSpec::Later),
    ]
}

fn arb_case() -> impl Strategy<Value = Case> {
    (
        any::<bool>(),
        any::<u128>(),
        any::<u128>(),
        prop_oneof![
            3 => Just(6u8), 3 => Just(17u8), 2 => Just(1u8), 2 => Just(58u8),
            1 => Just(47u8), 1 => Just(50u8), 1 => Just(51u8), 1 => Just(59u8), 2 => any::<u8>()
        ],
        (
            any::<Option<u16>>(),
            any::<Option<u16>>(),
            any::<Option<u8>>(),
        ),
        (
            any::<Option<u8>>(),
            any::<Option<u8>>(),
            any::<Option<u8>>(),
        ),
        arb_frag(),
        (
            0u8..=10,
            0usize..=8,
            any::<Option<(bool, u16)>>(),
            any::<u16>(),
            proptest::option::of(0usize..64),
        ),
        proptest::option::of(0u16..1600),
    )
        .prop_map(
            |(v6, a, b, proto, (sport, dport, flags), (it, ic, ttl), fragment, framing, len)| {
                let (words, n_ext, vlan, tag, payload) = framing;
                let (src, dst) = if v6 {
                    (IpAddr::V6(Ipv6Addr::from(a)), IpAddr::V6(Ipv6Addr::from(b)))
                } else {
                    (
                        IpAddr::V4(Ipv4Addr::from(a as u32)),
                        IpAddr::V4(Ipv4Addr::from(b as u32)),
                    )
                };
                let spec = PacketSpec {
                    proto,
                    src,
                    dst,
                    sport,
                    dport,
                    flags,
                    icmp_type: it,
                    icmp_code: ic,
                    ttl,
                    len: None,
                    fragment,
                    payload: Vec::new(),
                };
                let mut b = FrameBuilder::new(spec).tag(tag);
                if let Some(n) = payload {
                    // AH and ESP have a fixed part the parser requires.
                    let fixed = match proto {
                        51 => 12,
                        50 => 8,
                        _ => 0,
                    };
                    b = b.payload(vec![0x5a; n.max(fixed)]);
                }
                if let Some((ad, vid)) = vlan {
                    b = b.vlan(if ad { 0x88a8 } else { 0x8100 }, vid);
                }
                if v6 {
                    let mut chain: Vec<Ext> = (0..n_ext)
                        .map(|i| match i % 3 {
                            0 => Ext::DestOpts,
                            1 => Ext::Routing,
                            _ => Ext::HopByHop,
                        })
                        .collect();
                    if fragment != FragSpec::None && n_ext > 0 {
                        chain[n_ext - 1] = Ext::Fragment;
                    }
                    b = b.ip6_ext(chain);
                } else {
                    b = b.ip4_options(words);
                }
                // A requested length at least the headers' size.
                b.spec.len = len.map(|l| l.max(b.min_len() as u16));
                Case { b }
            },
        )
}

/// Whether the builder's spec names a protocol the IPv6 walk would treat as
/// an extension header (so it cannot be an upper layer).
fn walked(p: u8) -> bool {
    matches!(p, 0 | 43 | 44 | 60)
}

fn expected_l4(s: &PacketSpec) -> Option<L4> {
    if s.fragment == FragSpec::Later {
        return None;
    }
    match (s.proto, s.src.is_ipv6()) {
        (6, _) => Some(L4::Tcp {
            sport: s.sport.unwrap_or(0),
            dport: s.dport.unwrap_or(0),
            flags: s.flags.unwrap_or(0),
        }),
        (17, _) => Some(L4::Udp {
            sport: s.sport.unwrap_or(0),
            dport: s.dport.unwrap_or(0),
        }),
        (1, false) => Some(L4::Icmp {
            icmp_type: s.icmp_type.unwrap_or(8),
            code: s.icmp_code.unwrap_or(0),
        }),
        (58, true) => Some(L4::Icmp {
            icmp_type: s.icmp_type.unwrap_or(128),
            code: s.icmp_code.unwrap_or(0),
        }),
        _ => None,
    }
}

/// A rule whose every match holds exactly on `h` (its exact values).
fn exact_rule(p: &mut P, h: &Headers) -> Vec<Match> {
    let single = |a: IpAddr| match a {
        IpAddr::V4(a) => a.to_string(),
        IpAddr::V6(a) => a.to_string(),
    };
    let s = p.ip_set(None, &[&single(h.src)]);
    let d = p.ip_set(None, &[&single(h.dst)]);
    let mut v = vec![
        m(proto(h.proto)),
        m(src(s)),
        m(dst(d)),
        m(Test::Ttl {
            range: Interval::single(h.ttl),
        }),
        m(Test::Len {
            range: Interval::single(h.len),
        }),
    ];
    v.push(match (h.frag.is_fragment, h.frag.offset_nonzero) {
        (false, _) => not(Test::Fragment),
        (true, false) => not(Test::LaterFragment),
        (true, true) => m(Test::LaterFragment),
    });
    match h.l4 {
        Some(L4::Tcp {
            sport: sp,
            dport: dp,
            flags,
        }) => {
            let a = p.port_set(None, &[(sp, sp)]);
            let b = p.port_set(None, &[(dp, dp)]);
            v.push(m(sport(a)));
            v.push(m(dport(b)));
            v.push(m(Test::TcpFlags {
                bits: flags,
                mask: 0xff,
            }));
        }
        Some(L4::Udp {
            sport: sp,
            dport: dp,
        }) => {
            let a = p.port_set(None, &[(sp, sp)]);
            let b = p.port_set(None, &[(dp, dp)]);
            v.push(m(sport(a)));
            v.push(m(dport(b)));
        }
        Some(L4::Icmp { icmp_type, code }) => v.push(m(Test::Icmp {
            icmp_type,
            code: Some(code),
        })),
        None => {}
    }
    v
}

fn family_of(h: &Headers) -> Family {
    if h.family == IpVersion::V4 {
        Family::Ip4
    } else {
        Family::Ip6
    }
}

/// Whether the field a test reads exists on `h`, decided independently of
/// the interpreter from the protocol and fragment state.
fn field_exists(t: &Test, h: &Headers) -> bool {
    let first = !h.frag.offset_nonzero;
    match t {
        Test::Port { .. } => first && matches!(h.proto, 6 | 17),
        Test::TcpFlags { .. } => first && h.proto == 6,
        Test::Icmp { .. } => {
            first
                && ((h.family == IpVersion::V4 && h.proto == 1)
                    || (h.family == IpVersion::V6 && h.proto == 58))
        }
        _ => true,
    }
}

fn arb_test(p: &mut P, which: u8, x: u16, y: u16) -> Test {
    let lo = x.min(y);
    let hi = x.max(y);
    match which % 9 {
        0 => proto(x as u8),
        1 | 2 => {
            let a = Ipv4Addr::from(u32::from(lo) << 16);
            let b = Ipv4Addr::from((u32::from(hi) << 16) | 0xffff);
            let a6 = Ipv6Addr::from(u128::from(lo) << 112);
            let b6 = Ipv6Addr::from((u128::from(hi) << 112) | (u128::MAX >> 16));
            let set = p.ip_set(None, &[&format!("{a}-{b}"), &format!("{a6}-{b6}")]);
            if which % 9 == 1 {
                src(set)
            } else {
                dst(set)
            }
        }
        3 | 4 => {
            let set = p.port_set(None, &[(lo, hi)]);
            if which % 9 == 3 {
                sport(set)
            } else {
                dport(set)
            }
        }
        5 => Test::TcpFlags {
            bits: (x as u8) & (y as u8),
            mask: y as u8,
        },
        6 => Test::Icmp {
            icmp_type: x as u8,
            code: if y.is_multiple_of(2) {
                None
            } else {
                Some((y >> 8) as u8)
            },
        },
        7 => Test::Ttl {
            range: Interval::new((x as u8).min(y as u8), (x as u8).max(y as u8)),
        },
        _ => match x % 3 {
            0 => Test::Fragment,
            1 => Test::LaterFragment,
            _ => Test::Len {
                range: Interval::new(lo, hi),
            },
        },
    }
}

proptest! {
    // PROPTEST_CASES raises the number of cases (256 by default).
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(256),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn evaluate_never_panics_on_arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..200), et in 0u8..4) {
        let p = dropc_ir::random::policy(7, &Default::default());
        let mut f = bytes;
        // Make most inputs claim IP so that the IP parsers get exercised.
        if f.len() >= 14 {
            let t: u16 = match et { 0 => 0x0800, 1 => 0x86dd, 2 => 0x8100, _ => u16::from_be_bytes([f[12], f[13]]) };
            f[12..14].copy_from_slice(&t.to_be_bytes());
            if et == 2 && f.len() >= 18 {
                f[16..18].copy_from_slice(&[0x86, 0xdd]);
            }
        }
        let _ = evaluate(&p, &f);
        let _ = dropc_ir::interp::explain(&p, &f);
    }

    #[test]
    fn evaluate_never_panics_on_mutated_frames(c in arb_case(), flips in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..6), cut in any::<Option<usize>>()) {
        let p = dropc_ir::random::policy(11, &Default::default());
        let mut f = c.b.build();
        for (i, v) in flips {
            let n = f.len();
            f[i % n] = v;
        }
        if let Some(cut) = cut {
            let n = f.len();
            f.truncate(cut % (n + 1));
        }
        let _ = evaluate(&p, &f);
        let _ = dropc_ir::packet::tag(&f);
        let _ = dropc_ir::packet::set_tag(&mut f, 3);
    }

    #[test]
    fn built_frames_parse_back_to_their_spec(c in arb_case()) {
        let s = &c.b.spec;
        let v6 = s.src.is_ipv6();
        prop_assume!(!(v6 && walked(s.proto)));
        let f = c.b.build();
        let r = parse(&f);
        if v6 && s.fragment == FragSpec::Later && matches!(s.proto, 50 | 51) {
            prop_assert!(matches!(r, ParseResult::Malformed(_)), "{:?}", r);
            return Ok(());
        }
        let ParseResult::Ip(h) = r else { return Err(TestCaseError::fail(format!("{r:?}"))) };
        prop_assert_eq!(h.family, if v6 { IpVersion::V6 } else { IpVersion::V4 });
        prop_assert_eq!(h.src, s.src);
        prop_assert_eq!(h.dst, s.dst);
        prop_assert_eq!(h.proto, s.proto);
        prop_assert_eq!(h.ttl, s.ttl.unwrap_or(64));
        if let Some(l) = s.len {
            prop_assert_eq!(h.len, l);
        }
        prop_assert_eq!(h.frag.is_fragment, s.fragment != FragSpec::None || c.b.ip6_ext.contains(&Ext::Fragment));
        prop_assert_eq!(h.frag.offset_nonzero, s.fragment == FragSpec::Later);
        prop_assert_eq!(h.l4, expected_l4(s));
        prop_assert_eq!(h.vlan, c.b.vlan);
        prop_assert_eq!(dropc_ir::packet::tag(&f), Some(c.b.tag));
        assert_checksums(&f);
        // And back: the headers as a spec rebuild the same packet fields.
        let again = parse(&dropc_ir::packet::build(&h.to_spec()));
        let ParseResult::Ip(h2) = again else { return Err(TestCaseError::fail("rebuild")) };
        prop_assert_eq!((h2.src, h2.dst, h2.proto, h2.ttl, h2.len, h2.frag, h2.l4),
                        (h.src, h.dst, h.proto, h.ttl, h.len, h.frag, h.l4));
    }

    #[test]
    fn a_rule_of_the_exact_packet_matches_it_and_negating_any_match_breaks_it(c in arb_case(), pick in any::<usize>()) {
        let f = c.b.build();
        let ParseResult::Ip(h) = parse(&f) else { return Ok(()) };
        let mut p = policy(Action::Pass);
        let ms = exact_rule(&mut p, &h);
        let n = ms.len();
        p.rule(Action::Drop, family_of(&h), ms.clone());
        let mut neg = ms;
        // Negating the protocol would leave ports/flags without a positive tcp/udp.
        let i = if pick % n == 0 && h.l4.is_some() { 1 } else { pick % n };
        neg[i].negated = !neg[i].negated;
        p.rule(Action::Drop, family_of(&h), neg);
        let pol = p.done();
        prop_assert!(rule_matches(&pol, &pol.rules[0], &h));
        prop_assert!(!rule_matches(&pol, &pol.rules[1], &h));
        prop_assert_eq!(verdict(&pol, &f), Some((Action::Drop, Decider::Rule(0))));
        // The other family never matches.
        let mut other = pol.rules[0].clone();
        other.family = if h.family == IpVersion::V4 { Family::Ip6 } else { Family::Ip4 };
        prop_assert!(!rule_matches(&pol, &other, &h));
    }

    #[test]
    fn a_match_and_its_negation(c in arb_case(), which in any::<u8>(), x in any::<u16>(), y in any::<u16>()) {
        let f = c.b.build();
        let ParseResult::Ip(h) = parse(&f) else { return Ok(()) };
        let mut p = policy(Action::Pass);
        let t = arb_test(&mut p, which, x, y);
        let pol: Policy = p.0.clone();
        let pos = Match { negated: false, test: t.clone(), span: Span::default() };
        let neg = Match { negated: true, test: t.clone(), span: Span::default() };
        let (a, b) = (match_holds(&pol, &pos, &h), match_holds(&pol, &neg, &h));
        if field_exists(&t, &h) {
            prop_assert!(a != b, "exactly one of m / not m must hold: {:?}", t);
            prop_assert!(test_value(&pol, &t, &h).is_some());
        } else {
            prop_assert!(!a && !b, "neither holds without the field: {:?}", t);
        }
        // Through whole rules too (a rule with only this match, any family).
        let r = |negated| Rule { label: "x".into(), line: 1, span: Span::default(), action: Action::Drop, family: Family::Any, matches: vec![Match { negated, test: t.clone(), span: Span::default() }] };
        prop_assert_eq!(rule_matches(&pol, &r(false), &h), a);
        prop_assert_eq!(rule_matches(&pol, &r(true), &h), b);
    }

    #[test]
    fn set_lookup_agrees_with_a_linear_scan(ivs in proptest::collection::vec((any::<u32>(), 0u32..1000), 0..20), probes in proptest::collection::vec(any::<u32>(), 1..20)) {
        let elems: Vec<String> = ivs.iter().map(|(a, w)| format!("{}-{}", Ipv4Addr::from(*a), Ipv4Addr::from(a.saturating_add(*w)))).collect();
        let refs: Vec<&str> = elems.iter().map(String::as_str).collect();
        let set = ip_set_data(&refs);
        for x in probes.iter().copied().chain(ivs.iter().flat_map(|(a, w)| [a.wrapping_sub(1), *a, a.saturating_add(*w), a.saturating_add(*w).wrapping_add(1)])) {
            let linear = ivs.iter().any(|(a, w)| *a <= x && x <= a.saturating_add(*w));
            prop_assert_eq!(dropc_ir::interp::ip_set_contains(&set, IpAddr::V4(x.into())), linear);
        }
    }
}

#[test]
fn outcome_admits() {
    let d = Outcome::Unspecified { reason: "x".into() };
    assert!(d.admits(Action::Drop) && d.admits(Action::Pass));
}
