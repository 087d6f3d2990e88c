//! Unit tests of the parser and the builder internals.

use super::build::checksum;
use super::*;
use crate::{IpVersion, PacketSpec};

fn udp4() -> PacketSpec {
    PacketSpec::udp(
        "192.0.2.1".parse().unwrap(),
        "203.0.113.5".parse().unwrap(),
        5353,
        1234,
    )
}

#[test]
fn internet_checksum_known_answer() {
    // The IPv4 header example of RFC 1071 practice (Wikipedia's): checksum 0xb861.
    let h = [
        0x45, 0x00, 0x00, 0x73, 0x00, 0x00, 0x40, 0x00, 0x40, 0x11, 0x00, 0x00, 0xc0, 0xa8, 0x00,
        0x01, 0xc0, 0xa8, 0x00, 0xc7,
    ];
    assert_eq!(checksum(&h), 0xb861);
    // Odd length: the last byte is padded with zero.
    assert_eq!(checksum(&[0x01]), !0x0100);
}

#[test]
fn default_frame_layout() {
    let f = build(&udp4());
    assert_eq!(f.len(), 14 + 20 + 8);
    assert_eq!(&f[0..6], &DEFAULT_DST_MAC);
    assert_eq!(&f[6..12], &DEFAULT_SRC_MAC);
    assert_eq!(&f[12..14], &[0x08, 0x00]);
    let ip = &f[14..];
    assert_eq!(ip[0], 0x45);
    assert_eq!(u16::from_be_bytes([ip[2], ip[3]]), 28);
    assert_eq!(ip[8], DEFAULT_TTL);
    assert_eq!(ip[9], 17);
    assert_eq!(checksum(&ip[..20]), 0);
    assert_eq!(&ip[20..24], &[0x14, 0xe9, 0x04, 0xd2]);
    assert_eq!(u16::from_be_bytes([ip[24], ip[25]]), 8);
}

#[test]
fn to_spec_round_trip() {
    let ParseResult::Ip(h) = parse(&build(&udp4())) else {
        panic!()
    };
    let s = h.to_spec();
    assert_eq!(
        (s.sport, s.dport, s.ttl, s.len),
        (Some(5353), Some(1234), Some(64), Some(28))
    );
    assert_eq!(s.flags, None);
    assert_eq!(
        spec_to_string(&s),
        "udp 192.0.2.1:5353 -> 203.0.113.5:1234 ttl 64 len 28"
    );
}

#[test]
fn spec_to_string_forms() {
    let mut s = udp4();
    s.proto = proto::TCP;
    s.src = "2001:db8::1".parse().unwrap();
    s.dst = "2001:db8::2".parse().unwrap();
    s.flags = Some(0x12);
    s.fragment = FragSpec::Later;
    assert_eq!(
        spec_to_string(&s),
        "tcp [2001:db8::1]:5353 -> [2001:db8::2]:1234 flags syn,ack fragment later"
    );
    s.proto = 47;
    s.sport = None;
    s.dport = None;
    s.flags = None;
    s.fragment = FragSpec::First;
    s.ttl = Some(1);
    s.len = Some(100);
    assert_eq!(
        spec_to_string(&s),
        "proto 47 [2001:db8::1] -> [2001:db8::2] ttl 1 len 100 fragment"
    );
}

#[test]
fn len_below_the_headers_builds_a_malformed_packet() {
    let mut s = udp4();
    s.len = Some(10);
    assert!(matches!(parse(&build(&s)), ParseResult::Malformed(_)));
    s.len = Some(27);
    assert!(matches!(parse(&build(&s)), ParseResult::Malformed(_)));
    s.len = Some(28);
    assert!(matches!(parse(&build(&s)), ParseResult::Ip(_)));
    s.len = Some(1000);
    let ParseResult::Ip(h) = parse(&build(&s)) else {
        panic!()
    };
    assert_eq!(h.len, 1000);
    assert_eq!(FrameBuilder::new(s).min_len(), 28);
}

#[test]
fn mixed_family_spec_uses_the_source_family() {
    let mut s = udp4();
    s.dst = "2001:db8::2".parse().unwrap();
    let ParseResult::Ip(h) = parse(&build(&s)) else {
        panic!()
    };
    assert_eq!(h.family, IpVersion::V4);
    assert_eq!(h.dst, "0.0.0.0".parse::<IpAddr>().unwrap());
}

#[test]
fn extension_header_numbers_as_protocol() {
    for p in [0u8, 43, 44, 60] {
        let mut s = udp4();
        s.proto = p;
        s.src = "2001:db8::1".parse().unwrap();
        s.dst = "2001:db8::2".parse().unwrap();
        let ParseResult::Ip(h) = parse(&build(&s)) else {
            panic!("{p}")
        };
        assert_eq!((h.proto, h.ext_headers.clone()), (59, vec![p]));
        let mut s4 = udp4();
        s4.proto = p;
        let ParseResult::Ip(h) = parse(&build(&s4)) else {
            panic!("{p}")
        };
        assert_eq!(h.proto, p);
    }
}

#[test]
fn ipv6_length_beyond_65535_is_unspecified() {
    let mut f = build(&PacketSpec {
        src: "2001:db8::1".parse().unwrap(),
        dst: "2001:db8::2".parse().unwrap(),
        proto: 59,
        ..udp4()
    });
    f[18..20].copy_from_slice(&65500u16.to_be_bytes());
    f.resize(14 + 40 + 65500, 0);
    assert!(matches!(parse(&f), ParseResult::Malformed(_)));
    f[18..20].copy_from_slice(&65495u16.to_be_bytes());
    let ParseResult::Ip(h) = parse(&f) else {
        panic!()
    };
    assert_eq!(h.len, 65535);
}
