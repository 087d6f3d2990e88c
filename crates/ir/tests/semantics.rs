//! One test per clause of spec §4–§5, on hand-built frames.

mod common;

use common::*;
use dropc_ir::interp::{evaluate, explain, Decider, MissReason, Outcome};
use dropc_ir::packet::{
    build, parse, set_macs, set_tag, tag, Ext, FrameBuilder, ParseResult, ETH_P_8021AD,
    ETH_P_8021Q, MAX_EXT_HEADERS,
};
use dropc_ir::{Action, Family, FragSpec, Interval, IpVersion, Test};

fn arp() -> Vec<u8> {
    let mut f = vec![0xff; 6];
    f.extend_from_slice(&[2, 0, 0, 0, 0, 2, 0x08, 0x06]);
    f.extend_from_slice(&[0, 1, 8, 0, 6, 4, 0, 1]);
    f.extend_from_slice(&[0; 20]);
    f
}

// §5.1 ------------------------------------------------------------------

#[test]
fn non_ip_frames_pass_whatever_the_rules_and_default() {
    let mut p = policy(Action::Drop);
    p.rule(Action::Drop, Family::Any, vec![]);
    let p = p.done();
    assert_eq!(verdict(&p, &arp()), Some((Action::Pass, Decider::NonIp)));
    let mut lldp = vec![1, 0x80, 0xc2, 0, 0, 0xe, 2, 0, 0, 0, 0, 2, 0x88, 0xcc];
    lldp.extend_from_slice(&[0; 30]);
    assert_eq!(verdict(&p, &lldp), Some((Action::Pass, Decider::NonIp)));
    // Runts without an EtherType, a tagged ARP, a tag without inner type.
    for f in [vec![], vec![0; 13], arp()[..14].to_vec()] {
        assert_eq!(
            verdict(&p, &f),
            Some((Action::Pass, Decider::NonIp)),
            "{f:?}"
        );
    }
    let mut tagged = arp()[..12].to_vec();
    tagged.extend_from_slice(&[0x81, 0x00, 0, 5]);
    tagged.extend_from_slice(&arp()[12..]);
    assert_eq!(verdict(&p, &tagged), Some((Action::Pass, Decider::NonIp)));
    assert_eq!(
        verdict(&p, &tagged[..17]),
        Some((Action::Pass, Decider::NonIp))
    );
    // An IP packet still gets the rule.
    assert_eq!(
        verdict(&p, &build(&tcp4(1, 2))),
        Some((Action::Drop, Decider::Rule(0)))
    );
}

#[test]
fn two_vlan_tags_are_not_looked_through() {
    let mut p = policy(Action::Drop);
    p.rule(Action::Drop, Family::Any, vec![]);
    let p = p.done();
    let inner = FrameBuilder::new(tcp4(1, 2)).vlan(ETH_P_8021Q, 7).build();
    let mut qinq = inner[..12].to_vec();
    qinq.extend_from_slice(&[0x88, 0xa8, 0, 9]);
    qinq.extend_from_slice(&inner[12..]);
    assert_eq!(parse(&qinq), ParseResult::NonIp);
    assert_eq!(verdict(&p, &qinq), Some((Action::Pass, Decider::NonIp)));
}

// §5.2, §5.3 ------------------------------------------------------------

#[test]
fn first_matching_rule_decides_else_default() {
    let mut p = policy(Action::Drop);
    let s22 = p.port_set(None, &[(22, 22)]);
    let s1k = p.port_set(None, &[(1000, 2000)]);
    p.rule(Action::Pass, Family::Any, vec![tcp(), m(dport(s22))]);
    p.rule(Action::Drop, Family::Any, vec![tcp(), m(dport(s22))]);
    p.rule(Action::Pass, Family::Any, vec![udp(), m(sport(s1k))]);
    let p = p.done();
    assert_eq!(
        verdict(&p, &build(&tcp4(5, 22))),
        Some((Action::Pass, Decider::Rule(0)))
    );
    assert_eq!(
        verdict(&p, &build(&udp6(1500, 22))),
        Some((Action::Pass, Decider::Rule(2)))
    );
    assert_eq!(
        verdict(&p, &build(&udp6(2001, 22))),
        Some((Action::Drop, Decider::Default))
    );
    let mut p2 = p.clone();
    p2.default = Action::Pass;
    assert_eq!(
        verdict(&p2, &build(&udp6(2001, 22))),
        Some((Action::Pass, Decider::Default))
    );
}

#[test]
fn matches_are_anded_and_sets_ored() {
    let mut p = policy(Action::Pass);
    let ports = p.port_set(None, &[(53, 53), (123, 123)]);
    let dsts = p.ip_set(None, &["198.18.0.0/24", "203.0.113.5"]);
    p.rule(
        Action::Drop,
        Family::Ip4,
        vec![udp(), m(dst(dsts)), m(dport(ports))],
    );
    let p = p.done();
    assert_eq!(decider(&p, &build(&udp4(1, 53))), Some(0));
    assert_eq!(decider(&p, &build(&udp4(1, 123))), Some(0));
    assert_eq!(decider(&p, &build(&udp4(1, 124))), None);
    assert_eq!(decider(&p, &build(&tcp4(1, 53))), None);
    let mut s = udp4(1, 53);
    s.dst = "198.18.0.255".parse().unwrap();
    assert_eq!(decider(&p, &build(&s)), Some(0));
    s.dst = "198.18.1.0".parse().unwrap();
    assert_eq!(decider(&p, &build(&s)), None);
}

// §5.4 ------------------------------------------------------------------

#[test]
fn one_vlan_tag_is_looked_through() {
    let mut p = policy(Action::Pass);
    let s = p.port_set(None, &[(22, 22)]);
    p.rule(Action::Drop, Family::Any, vec![tcp(), m(dport(s))]);
    let p = p.done();
    for spec in [tcp4(1, 22), tcp6(1, 22)] {
        for tpid in [ETH_P_8021Q, ETH_P_8021AD] {
            let f = FrameBuilder::new(spec.clone()).vlan(tpid, 42).build();
            let ParseResult::Ip(h) = parse(&f) else {
                panic!()
            };
            assert_eq!(h.vlan.map(|v| (v.tpid, v.vid)), Some((tpid, 42)));
            assert_eq!(verdict(&p, &f), Some((Action::Drop, Decider::Rule(0))));
        }
    }
}

// §5.5 ------------------------------------------------------------------

#[test]
fn ipv6_extension_headers_are_walked_up_to_the_limit() {
    const { assert!(MAX_EXT_HEADERS >= 8) };
    let mut p = policy(Action::Pass);
    let s = p.port_set(None, &[(53, 53)]);
    p.rule(Action::Drop, Family::Ip6, vec![udp(), m(dport(s))]);
    let p = p.done();
    let chain = |n: usize| -> Vec<Ext> {
        (0..n)
            .map(|i| match i {
                0 => Ext::HopByHop,
                i if i % 2 == 1 => Ext::DestOpts,
                _ => Ext::Routing,
            })
            .collect()
    };
    for n in 0..=MAX_EXT_HEADERS {
        let f = FrameBuilder::new(udp6(9, 53)).ip6_ext(chain(n)).build();
        assert_checksums(&f);
        let ParseResult::Ip(h) = parse(&f) else {
            panic!("{n}: {:?}", parse(&f))
        };
        assert_eq!(h.ext_headers.len(), n);
        assert_eq!(h.proto, 17);
        assert_eq!(decider(&p, &f), Some(0), "{n} extension headers");
        let miss = FrameBuilder::new(udp6(9, 54)).ip6_ext(chain(n)).build();
        assert_eq!(decider(&p, &miss), None);
    }
    let deep = FrameBuilder::new(udp6(9, 53))
        .ip6_ext(chain(MAX_EXT_HEADERS + 1))
        .build();
    assert!(is_unspecified(&p, &deep));
}

#[test]
fn longer_extension_headers_are_skipped_by_their_length() {
    let mut p = policy(Action::Pass);
    let s = p.port_set(None, &[(53, 53)]);
    p.rule(Action::Drop, Family::Ip6, vec![udp(), m(dport(s))]);
    let p = p.done();
    // Destination options of 24 bytes (hdr ext len 2) holding a PadN of 20.
    let f = FrameBuilder::new(udp6(9, 53)).build();
    let mut g = f[..14 + 40].to_vec();
    g[14 + 6] = 60;
    let mut dopt = vec![17, 2, 1, 20];
    dopt.extend_from_slice(&[0; 20]);
    g.extend_from_slice(&dopt);
    g.extend_from_slice(&f[14 + 40..]);
    let plen = (g.len() - 14 - 40) as u16;
    g[18..20].copy_from_slice(&plen.to_be_bytes());
    assert_eq!(decider(&p, &g), Some(0));
    // Truncate the options header: unspecified.
    let mut t = g[..14 + 40 + 16].to_vec();
    t[18..20].copy_from_slice(&16u16.to_be_bytes());
    assert!(is_unspecified(&p, &t));
}

#[test]
fn ah_and_esp_end_the_walk() {
    let mut p = policy(Action::Pass);
    let s = p.port_set(None, &[(53, 53)]);
    p.rule(Action::Drop, Family::Any, vec![udp(), m(dport(s))]);
    p.rule(Action::Drop, Family::Any, vec![m(proto(51))]);
    p.rule(Action::Pass, Family::Ip6, vec![m(proto(50))]);
    let p = p.done();
    // AH whose next header is UDP, followed by a UDP header to port 53.
    let mut ah = vec![17, 4, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    ah.extend_from_slice(&[0; 12]);
    ah.extend_from_slice(&[0, 9, 0, 53, 0, 8, 0, 0]);
    for base in [udp4(9, 53), udp6(9, 53)] {
        let mut spec = base.clone();
        spec.proto = 51;
        let f = FrameBuilder::new(spec.clone()).payload(ah.clone()).build();
        let ParseResult::Ip(h) = parse(&f) else {
            panic!()
        };
        assert_eq!((h.proto, h.l4), (51, None));
        assert_eq!(decider(&p, &f), Some(1));
        if base.src.is_ipv6() {
            let f = FrameBuilder::new(spec.clone())
                .payload(ah.clone())
                .ip6_ext(vec![Ext::HopByHop, Ext::Routing])
                .build();
            assert_eq!(decider(&p, &f), Some(1));
            spec.proto = 50;
            let f = FrameBuilder::new(spec).ip6_ext(vec![Ext::DestOpts]).build();
            assert_eq!(verdict(&p, &f), Some((Action::Pass, Decider::Rule(2))));
        }
    }
}

#[test]
fn truncated_ah_and_esp_are_malformed() {
    // §5.6: a truncated header has no specified verdict. AH's fixed part is
    // 12 bytes and ESP's 8; the kernel's own IPv6 walks fail on shorter ones.
    let mut p = policy(Action::Pass);
    p.rule(Action::Drop, Family::Any, vec![m(proto(51))]);
    let p = p.done();
    for base in [udp4(9, 53), udp6(9, 53)] {
        for (pr, fixed) in [(51u8, 12usize), (50, 8)] {
            let mut spec = base.clone();
            spec.proto = pr;
            let whole = FrameBuilder::new(spec.clone())
                .payload(vec![0; fixed])
                .build();
            assert!(!is_unspecified(&p, &whole), "proto {pr} with {fixed} bytes");
            let short = FrameBuilder::new(spec).payload(vec![0; fixed - 1]).build();
            assert!(
                is_unspecified(&p, &short),
                "proto {pr} with {} bytes",
                fixed - 1
            );
        }
    }
}

#[test]
fn no_next_header_is_a_protocol_without_layer4() {
    let mut p = policy(Action::Pass);
    p.rule(Action::Drop, Family::Ip6, vec![m(proto(59))]);
    let p = p.done();
    let mut s = udp6(1, 2);
    s.proto = 59;
    let f = FrameBuilder::new(s).ip6_ext(vec![Ext::HopByHop]).build();
    let ParseResult::Ip(h) = parse(&f) else {
        panic!()
    };
    assert_eq!((h.proto, h.l4, h.len), (59, None, 48));
    assert_eq!(decider(&p, &f), Some(0));
}

// §4 family ---------------------------------------------------------------

#[test]
fn family_keywords_and_literals() {
    let mut p = policy(Action::Pass);
    let ten = p.ip_set(None, &["10.0.0.0/8"]);
    let v6 = p.ip_set(None, &["2001:db8::/32"]);
    // `drop not src 10.0.0.0/8` is an IPv4 rule: never matches IPv6.
    p.rule(Action::Drop, Family::Ip4, vec![not(src(ten))]);
    p.rule(Action::Drop, Family::Ip6, vec![not(src(v6))]);
    let p = p.done();
    let mut s = tcp4(1, 2);
    assert_eq!(decider(&p, &build(&s)), Some(0));
    s.src = "10.1.2.3".parse().unwrap();
    assert_eq!(decider(&p, &build(&s)), None);
    let mut s6 = tcp6(1, 2);
    assert_eq!(decider(&p, &build(&s6)), None);
    s6.src = "2001:db9::1".parse().unwrap();
    assert_eq!(decider(&p, &build(&s6)), Some(1));
    // An IPv4-mapped IPv6 address is not in an IPv4 set.
    s6.src = "::ffff:10.1.2.3".parse().unwrap();
    assert_eq!(decider(&p, &build(&s6)), Some(1));
    let e = explain(&p, &build(&tcp6(1, 2)));
    assert_eq!(
        e.trace[0].why,
        MissReason::Family {
            rule: Family::Ip4,
            packet: IpVersion::V6
        }
    );
}

#[test]
fn sets_of_both_families() {
    let mut p = policy(Action::Pass);
    let flood = p.ip_set(Some("flood"), &["198.18.0.0/24", "fd00::/64"]);
    p.rule(Action::Drop, Family::Any, vec![udp(), m(dst(flood))]);
    p.rule(Action::Drop, Family::Any, vec![tcp(), not(dst(flood))]);
    let p = p.done();
    let at = |proto: u8, d: &str| {
        let src = if d.contains(':') {
            "2001:db8::1"
        } else {
            "192.0.2.1"
        };
        build(&pkt(proto, src, Some(1), d, Some(2)))
    };
    assert_eq!(decider(&p, &at(17, "198.18.0.0")), Some(0));
    assert_eq!(decider(&p, &at(17, "198.18.0.255")), Some(0));
    assert_eq!(decider(&p, &at(17, "198.17.255.255")), None);
    assert_eq!(decider(&p, &at(17, "198.18.1.0")), None);
    assert_eq!(decider(&p, &at(17, "fd00::")), Some(0));
    assert_eq!(decider(&p, &at(17, "fd00::ffff:ffff:ffff:ffff")), Some(0));
    assert_eq!(decider(&p, &at(17, "fd00:0:0:1::")), None);
    assert_eq!(
        decider(&p, &at(17, "fcff:ffff:ffff:ffff:ffff:ffff:ffff:ffff")),
        None
    );
    assert_eq!(decider(&p, &at(6, "fd00::1")), None);
    assert_eq!(decider(&p, &at(6, "fd00:0:0:1::")), Some(1));
    assert_eq!(decider(&p, &at(6, "198.18.0.7")), None);
    assert_eq!(decider(&p, &at(6, "198.18.1.7")), Some(1));
}

#[test]
fn a_set_without_the_packets_family_never_contains_it() {
    let mut p = policy(Action::Pass);
    let v4only = p.ip_set(Some("v4only"), &["0.0.0.0/0"]);
    p.rule(Action::Drop, Family::Any, vec![m(src(v4only))]);
    p.rule(Action::Pass, Family::Any, vec![not(src(v4only))]);
    let p = p.done();
    assert_eq!(decider(&p, &build(&tcp4(1, 2))), Some(0));
    assert_eq!(decider(&p, &build(&tcp6(1, 2))), Some(1));
}

// §4 layer 4 on fragments ---------------------------------------------------

fn frag(mut s: dropc_ir::PacketSpec, f: FragSpec) -> dropc_ir::PacketSpec {
    s.fragment = f;
    s
}

#[test]
fn ports_exist_only_with_the_layer4_header() {
    let mut p = policy(Action::Pass);
    let s80 = p.port_set(None, &[(80, 80)]);
    let s53 = p.port_set(None, &[(53, 53)]);
    p.rule(Action::Drop, Family::Any, vec![tcp(), not(dport(s80))]);
    p.rule(Action::Drop, Family::Any, vec![udp(), m(dport(s53))]);
    let p = p.done();
    for (t, u) in [(tcp4(1, 22), udp4(1, 53)), (tcp6(1, 22), udp6(1, 53))] {
        assert_eq!(decider(&p, &build(&t)), Some(0));
        assert_eq!(
            decider(&p, &build(&frag(t.clone(), FragSpec::First))),
            Some(0)
        );
        // `tcp not dport 80` does not match a later fragment.
        assert_eq!(decider(&p, &build(&frag(t.clone(), FragSpec::Later))), None);
        assert_eq!(
            decider(&p, &build(&frag(u.clone(), FragSpec::First))),
            Some(1)
        );
        assert_eq!(decider(&p, &build(&frag(u.clone(), FragSpec::Later))), None);
        let e = explain(&p, &build(&frag(t, FragSpec::Later)));
        assert_eq!(
            e.trace[0].why,
            MissReason::Match {
                index: 1,
                absent: true
            }
        );
        assert_eq!(
            e.trace[1].why,
            MissReason::Match {
                index: 0,
                absent: false
            }
        );
        let e = explain(&p, &build(&tcp4(1, 80)));
        assert_eq!(
            e.trace[0].why,
            MissReason::Match {
                index: 1,
                absent: false
            }
        );
    }
}

#[test]
fn fragment_matches() {
    let mut p = policy(Action::Pass);
    p.rule(Action::Drop, Family::Any, vec![m(Test::LaterFragment)]);
    p.rule(Action::Pass, Family::Any, vec![m(Test::Fragment)]);
    p.rule(Action::Drop, Family::Any, vec![not(Test::Fragment)]);
    let p = p.done();
    for base in [udp4(1, 2), udp6(1, 2)] {
        assert_eq!(decider(&p, &build(&base)), Some(2));
        assert_eq!(
            decider(&p, &build(&frag(base.clone(), FragSpec::First))),
            Some(1)
        );
        assert_eq!(
            decider(&p, &build(&frag(base.clone(), FragSpec::Later))),
            Some(0)
        );
        let mut b = FrameBuilder::new(frag(base.clone(), FragSpec::Later));
        b.more_fragments = true;
        b.frag_offset = 1;
        assert_eq!(decider(&p, &b.build()), Some(0));
    }
    // An IPv6 atomic fragment (Fragment header, offset 0, M clear) is a fragment.
    let f = FrameBuilder::new(udp6(1, 2))
        .ip6_ext(vec![Ext::Fragment])
        .build();
    let ParseResult::Ip(h) = parse(&f) else {
        panic!()
    };
    assert!(h.frag.is_fragment && !h.frag.offset_nonzero && h.l4.is_some());
    assert_eq!(decider(&p, &f), Some(1));
    // IPv4 later fragments: the offset field, not MF, makes them later.
    let f = build(&frag(udp4(1, 2), FragSpec::Later));
    let ParseResult::Ip(h) = parse(&f) else {
        panic!()
    };
    assert_eq!(
        (h.frag.is_fragment, h.frag.offset_nonzero, h.l4),
        (true, true, None)
    );
}

#[test]
fn dont_fragment_is_not_a_fragment() {
    let mut p = policy(Action::Pass);
    p.rule(Action::Drop, Family::Any, vec![m(Test::Fragment)]);
    let p = p.done();
    let f = FrameBuilder::new(udp4(1, 2)).dont_fragment(true).build();
    assert_eq!(u16::from_be_bytes([f[20], f[21]]), 0x4000);
    assert_eq!(decider(&p, &f), None);
    let f = FrameBuilder::new(frag(udp4(1, 2), FragSpec::First))
        .dont_fragment(true)
        .build();
    assert_eq!(decider(&p, &f), Some(0));
}

#[test]
fn ipv6_later_fragment_naming_an_extension_header_is_unspecified() {
    let p = policy(Action::Drop).done();
    for next in [Ext::DestOpts, Ext::Routing, Ext::HopByHop] {
        let b =
            FrameBuilder::new(frag(udp6(1, 2), FragSpec::Later)).ip6_ext(vec![Ext::Fragment, next]);
        assert!(is_unspecified(&p, &b.build()), "{next:?}");
        // The same chain on a first fragment is fine.
        let b =
            FrameBuilder::new(frag(udp6(1, 2), FragSpec::First)).ip6_ext(vec![Ext::Fragment, next]);
        assert_eq!(decider(&p, &b.build()), None);
    }
    for proto in [50u8, 51] {
        let mut s = frag(udp6(1, 2), FragSpec::Later);
        s.proto = proto;
        assert!(is_unspecified(&p, &build(&s)));
        // On IPv4 a later AH fragment is just protocol 51.
        let mut s4 = frag(udp4(1, 2), FragSpec::Later);
        s4.proto = proto;
        assert_eq!(decider(&p, &build(&s4)), None);
    }
    let mut s = frag(udp6(1, 2), FragSpec::Later);
    s.proto = 59;
    assert_eq!(decider(&p, &build(&s)), None);
    let mut s = frag(udp6(1, 2), FragSpec::Later);
    s.proto = 6;
    let ParseResult::Ip(h) = parse(&build(&s)) else {
        panic!()
    };
    assert_eq!((h.proto, h.l4), (6, None));
}

// §4 flags, icmp, ttl, len ----------------------------------------------------

#[test]
fn tcp_flags_under_a_mask() {
    const FIN: u8 = 1;
    const SYN: u8 = 2;
    const PSH: u8 = 8;
    const ACK: u8 = 16;
    let mut p = policy(Action::Pass);
    p.rule(
        Action::Drop,
        Family::Any,
        vec![
            tcp(),
            m(Test::TcpFlags {
                bits: SYN,
                mask: SYN | ACK,
            }),
        ],
    );
    p.rule(
        Action::Drop,
        Family::Any,
        vec![
            tcp(),
            m(Test::TcpFlags {
                bits: FIN,
                mask: FIN,
            }),
        ],
    );
    p.rule(
        Action::Drop,
        Family::Any,
        vec![tcp(), not(Test::TcpFlags { bits: 0, mask: ACK })],
    );
    let p = p.done();
    let with = |f: u8| {
        let mut s = tcp4(1, 2);
        s.flags = Some(f);
        build(&s)
    };
    assert_eq!(decider(&p, &with(SYN)), Some(0));
    assert_eq!(decider(&p, &with(SYN | PSH)), Some(0));
    assert_eq!(decider(&p, &with(SYN | ACK)), Some(2));
    assert_eq!(decider(&p, &with(FIN | ACK)), Some(1));
    assert_eq!(decider(&p, &with(ACK)), Some(2));
    assert_eq!(decider(&p, &with(0)), None);
    assert_eq!(decider(&p, &with(PSH)), None);
    // Not on UDP, not on a later fragment, negated or not.
    let mut s = tcp4(1, 2);
    s.flags = Some(SYN | ACK);
    s.fragment = FragSpec::Later;
    assert_eq!(decider(&p, &build(&s)), None);
}

#[test]
fn icmp_type_and_code() {
    let mut p = policy(Action::Pass);
    p.rule(
        Action::Drop,
        Family::Ip4,
        vec![
            m(proto(1)),
            m(Test::Icmp {
                icmp_type: 3,
                code: Some(1),
            }),
        ],
    );
    p.rule(
        Action::Drop,
        Family::Ip4,
        vec![
            m(proto(1)),
            m(Test::Icmp {
                icmp_type: 8,
                code: None,
            }),
        ],
    );
    p.rule(
        Action::Drop,
        Family::Ip6,
        vec![
            m(proto(58)),
            m(Test::Icmp {
                icmp_type: 128,
                code: None,
            }),
        ],
    );
    p.rule(
        Action::Pass,
        Family::Ip6,
        vec![
            m(proto(58)),
            not(Test::Icmp {
                icmp_type: 135,
                code: None,
            }),
        ],
    );
    let p = p.done();
    let icmp = |v6: bool, t: u8, c: u8, f: FragSpec| {
        let mut s = if v6 { udp6(0, 0) } else { udp4(0, 0) };
        s.proto = if v6 { 58 } else { 1 };
        s.sport = None;
        s.dport = None;
        s.icmp_type = Some(t);
        s.icmp_code = Some(c);
        s.fragment = f;
        build(&s)
    };
    let n = FragSpec::None;
    assert_eq!(decider(&p, &icmp(false, 3, 1, n)), Some(0));
    assert_eq!(decider(&p, &icmp(false, 3, 0, n)), None);
    assert_eq!(decider(&p, &icmp(false, 3, 2, n)), None);
    assert_eq!(decider(&p, &icmp(false, 8, 0, n)), Some(1));
    assert_eq!(decider(&p, &icmp(false, 8, 7, n)), Some(1));
    assert_eq!(decider(&p, &icmp(false, 8, 0, FragSpec::First)), Some(1));
    assert_eq!(decider(&p, &icmp(false, 8, 0, FragSpec::Later)), None);
    assert_eq!(decider(&p, &icmp(true, 128, 0, n)), Some(2));
    assert_eq!(decider(&p, &icmp(true, 8, 0, n)), Some(3));
    assert_eq!(decider(&p, &icmp(true, 135, 0, n)), None);
    assert_eq!(decider(&p, &icmp(true, 129, 0, FragSpec::Later)), None);
    // ICMP type 8 inside IPv6 (protocol 1) is not ICMPv6 and has no type field.
    let mut s = udp6(0, 0);
    s.proto = 1;
    s.icmp_type = Some(8);
    let ParseResult::Ip(h) = parse(&build(&s)) else {
        panic!()
    };
    assert_eq!(h.l4, None);
}

#[test]
fn ttl_and_len() {
    let mut p = policy(Action::Pass);
    p.rule(
        Action::Drop,
        Family::Ip4,
        vec![m(Test::Ttl {
            range: Interval::new(0, 2),
        })],
    );
    p.rule(
        Action::Drop,
        Family::Any,
        vec![m(Test::Len {
            range: Interval::new(100, 200),
        })],
    );
    p.rule(
        Action::Pass,
        Family::Any,
        vec![not(Test::Ttl {
            range: Interval::new(64, 64),
        })],
    );
    let p = p.done();
    let f = |v6: bool, ttl: u8, len: Option<u16>| {
        let mut s = if v6 { udp6(1, 2) } else { udp4(1, 2) };
        s.ttl = Some(ttl);
        s.len = len;
        build(&s)
    };
    assert_eq!(decider(&p, &f(false, 0, None)), Some(0));
    assert_eq!(decider(&p, &f(false, 2, None)), Some(0));
    assert_eq!(decider(&p, &f(false, 3, None)), Some(2));
    assert_eq!(decider(&p, &f(true, 2, None)), Some(2));
    assert_eq!(decider(&p, &f(false, 64, None)), None);
    for v6 in [false, true] {
        assert_eq!(decider(&p, &f(v6, 64, Some(99))), None);
        assert_eq!(decider(&p, &f(v6, 64, Some(100))), Some(1));
        assert_eq!(decider(&p, &f(v6, 64, Some(200))), Some(1));
        assert_eq!(decider(&p, &f(v6, 64, Some(201))), None);
    }
    // IPv6 len is payload + 40.
    let ParseResult::Ip(h) = parse(&f(true, 64, None)) else {
        panic!()
    };
    assert_eq!(h.len, 48);
    let ParseResult::Ip(h) = parse(&f(false, 64, None)) else {
        panic!()
    };
    assert_eq!(h.len, 28);
}

#[test]
fn ipv4_options_are_skipped() {
    let mut p = policy(Action::Pass);
    let s = p.port_set(None, &[(22, 22)]);
    p.rule(Action::Drop, Family::Ip4, vec![tcp(), m(dport(s))]);
    let p = p.done();
    for words in 0..=10 {
        let f = FrameBuilder::new(tcp4(1, 22)).ip4_options(words).build();
        assert_checksums(&f);
        let ParseResult::Ip(h) = parse(&f) else {
            panic!()
        };
        assert_eq!(h.ip_header_len, 20 + 4 * usize::from(words));
        assert_eq!(decider(&p, &f), Some(0));
        let g = FrameBuilder::new(tcp4(1, 23)).ip4_options(words).build();
        assert_eq!(decider(&p, &g), None);
    }
}

// §5.6 malformed -----------------------------------------------------------

#[test]
fn malformed_packets_are_unspecified() {
    let p = policy(Action::Pass).done();
    let ok4 = build(&tcp4(1, 2));
    let ok6 = build(&udp6(1, 2));
    assert!(!is_unspecified(&p, &ok4) && !is_unspecified(&p, &ok6));
    let mut cases: Vec<(&str, Vec<u8>)> = Vec::new();
    cases.push(("IPv4 header truncated", ok4[..14 + 19].to_vec()));
    let mut f = ok4.clone();
    f[14] = 0x44;
    cases.push(("IHL 4", f));
    let mut f = ok4.clone();
    f[14] = 0x65;
    cases.push(("version 6 in 0x0800", f));
    let mut f = ok4.clone();
    f[14 + 3] += 1;
    cases.push(("total length beyond the frame", f));
    let mut f = ok4.clone();
    f[14 + 2..14 + 4].copy_from_slice(&19u16.to_be_bytes());
    cases.push(("total length below the header", f));
    let mut f = ok4.clone();
    f[14] = 0x4f;
    cases.push(("IHL beyond the total length", f));
    let mut s = tcp4(1, 2);
    s.len = Some(39);
    cases.push(("TCP header 19 bytes", build(&s)));
    let mut f = ok4.clone();
    f[14 + 20 + 12] = 0x40;
    cases.push(("TCP data offset 4", f));
    let mut f = ok4.clone();
    f[14 + 20 + 12] = 0x60;
    cases.push(("TCP data offset beyond the packet", f));
    let mut s = udp4(1, 2);
    s.len = Some(27);
    cases.push(("UDP header 7 bytes", build(&s)));
    let mut s = udp4(1, 2);
    s.proto = 1;
    s.len = Some(27);
    cases.push(("ICMP header 7 bytes", build(&s)));
    let mut s = udp6(1, 2);
    s.proto = 58;
    s.len = Some(47);
    cases.push(("ICMPv6 header 7 bytes", build(&s)));
    let mut s = tcp6(1, 2);
    s.fragment = FragSpec::First;
    s.len = Some(40 + 8 + 19);
    cases.push(("TCP header 19 bytes in a first IPv6 fragment", build(&s)));
    cases.push(("IPv6 header truncated", ok6[..14 + 39].to_vec()));
    let mut f = ok6.clone();
    f[14] = 0x45;
    cases.push(("version 4 in 0x86dd", f));
    let mut f = ok6.clone();
    f[14 + 5] += 1;
    cases.push(("payload length beyond the frame", f));
    let f = FrameBuilder::new(udp6(1, 2))
        .ip6_ext(vec![Ext::HopByHop])
        .build();
    let mut g = f[..14 + 40 + 4].to_vec();
    g[14 + 4..14 + 6].copy_from_slice(&4u16.to_be_bytes());
    cases.push(("extension header truncated", g));
    for (what, f) in cases {
        assert!(
            matches!(parse(&f), ParseResult::Malformed(_)),
            "{what}: {:?}",
            parse(&f)
        );
        match evaluate(&p, &f) {
            Outcome::Unspecified { reason } => assert!(!reason.is_empty()),
            o => panic!("{what}: {o:?}"),
        }
    }
}

#[test]
fn ethernet_padding_is_not_a_length_mismatch() {
    let mut p = policy(Action::Pass);
    p.rule(
        Action::Drop,
        Family::Any,
        vec![m(Test::Len {
            range: Interval::new(28, 28),
        })],
    );
    let p = p.done();
    let mut f = build(&udp4(1, 2));
    f.resize(60, 0);
    assert_eq!(decider(&p, &f), Some(0));
    let mut f = build(&udp6(1, 2));
    f.resize(100, 0xee);
    let ParseResult::Ip(h) = parse(&f) else {
        panic!()
    };
    assert_eq!(h.len, 48);
}

// Packet tools --------------------------------------------------------------

#[test]
fn tags_and_macs() {
    for spec in [tcp4(1, 2), udp6(3, 4)] {
        for vlan in [false, true] {
            let mut b = FrameBuilder::new(spec.clone());
            if vlan {
                b = b.vlan(ETH_P_8021Q, 3);
            }
            let mut f = b.build();
            // The tag is in the IP header, which only `contains` sees.
            let strip = |r| match r {
                dropc_ir::packet::ParseResult::Ip(mut h) => {
                    h.ip_packet.clear();
                    dropc_ir::packet::ParseResult::Ip(h)
                }
                other => other,
            };
            let before = strip(parse(&f));
            assert_eq!(tag(&f), Some(0));
            assert!(set_tag(&mut f, 0xbeef));
            assert_eq!(tag(&f), Some(0xbeef));
            assert_checksums(&f);
            set_macs(&mut f, [1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]);
            assert_eq!(&f[..12], &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
            // The tag is invisible to every other rule.
            assert_eq!(strip(parse(&f)), before);
        }
    }
    let mut a = arp();
    assert!(!set_tag(&mut a, 1));
    assert_eq!(tag(&a), None);
}

#[test]
fn explain_reports_misses_up_to_the_decider() {
    let mut p = policy(Action::Drop);
    let s22 = p.port_set(None, &[(22, 22)]);
    let ten = p.ip_set(Some("ten"), &["10.0.0.0/8"]);
    p.rule(Action::Pass, Family::Ip6, vec![]);
    p.rule(Action::Pass, Family::Any, vec![tcp(), m(src(ten))]);
    p.rule(Action::Pass, Family::Any, vec![tcp(), m(dport(s22))]);
    p.rule(Action::Drop, Family::Any, vec![]);
    let p = p.done();
    let e = explain(&p, &build(&tcp4(1, 22)));
    assert_eq!(e.outcome.action(), Some(Action::Pass));
    assert_eq!(e.trace.len(), 2);
    assert_eq!(
        e.trace[1].why,
        MissReason::Match {
            index: 1,
            absent: false
        }
    );
    let text = e.render(&p);
    assert!(
        text.contains("rule r1 (line 2): no match: `src @ten` does not hold"),
        "{text}"
    );
    assert!(text.contains("verdict: pass by rule r2 (line 3)"), "{text}");
    let e = explain(&p, &arp());
    assert!(e.trace.is_empty() && e.headers.is_none());
    assert!(e.render(&p).contains("not an IP frame"));
    let e = explain(&p, &build(&tcp4(1, 22))[..30]);
    assert!(e.render(&p).contains("unspecified"));
}
