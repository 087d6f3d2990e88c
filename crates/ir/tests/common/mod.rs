//! Helpers shared by the integration tests: building IR policies and packet
//! specs by hand (the tests do not depend on the front end).
#![allow(dead_code)]

use dropc_ir::interp::{evaluate, Decider, Outcome};
use dropc_ir::random::normalise;
use dropc_ir::{
    Action, Dir, Family, Interval, IpSet, Match, PacketSpec, Policy, PortSet, Rule, Set, SetData,
    SetId, Span, Test,
};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// A policy under construction.
pub struct P(pub Policy);

pub fn policy(default: Action) -> P {
    P(Policy {
        source: "test.drop".into(),
        default,
        sets: Vec::new(),
        rules: Vec::new(),
        expects: Vec::new(),
    })
}

/// Parses `a`, `a/len` or `a-b` into an inclusive interval.
fn parse_elem(e: &str) -> (IpAddr, IpAddr) {
    if let Some((a, b)) = e.split_once('-') {
        return (a.parse().unwrap(), b.parse().unwrap());
    }
    let (a, len) = match e.split_once('/') {
        Some((a, l)) => (
            a.parse::<IpAddr>().unwrap(),
            Some(l.parse::<u32>().unwrap()),
        ),
        None => (e.parse::<IpAddr>().unwrap(), None),
    };
    match a {
        IpAddr::V4(v) => {
            let len = len.unwrap_or(32);
            let mask = if len == 0 { 0 } else { u32::MAX << (32 - len) };
            let lo = u32::from(v) & mask;
            (IpAddr::V4(lo.into()), IpAddr::V4((lo | !mask).into()))
        }
        IpAddr::V6(v) => {
            let len = len.unwrap_or(128);
            let mask = if len == 0 {
                0
            } else {
                u128::MAX << (128 - len)
            };
            let lo = u128::from(v) & mask;
            (IpAddr::V6(lo.into()), IpAddr::V6((lo | !mask).into()))
        }
    }
}

pub fn ip_set_data(elems: &[&str]) -> IpSet {
    let (mut v4, mut v6) = (Vec::new(), Vec::new());
    for e in elems {
        match parse_elem(e) {
            (IpAddr::V4(a), IpAddr::V4(b)) => v4.push(Interval::new(a, b)),
            (IpAddr::V6(a), IpAddr::V6(b)) => v6.push(Interval::new(a, b)),
            _ => panic!("mixed interval {e}"),
        }
    }
    IpSet {
        v4: normalise(v4, |a: Ipv4Addr| {
            u32::from(a).checked_add(1).map(Into::into)
        }),
        v6: normalise(v6, |a: Ipv6Addr| {
            u128::from(a).checked_add(1).map(Into::into)
        }),
    }
}

impl P {
    fn add(&mut self, name: Option<&str>, data: SetData) -> SetId {
        self.0.sets.push(Set {
            name: name.map(Into::into),
            span: Span::default(),
            data,
            dynamic: None,
        });
        SetId(self.0.sets.len() as u32 - 1)
    }
    pub fn ip_set(&mut self, name: Option<&str>, elems: &[&str]) -> SetId {
        self.add(name, SetData::Ip(ip_set_data(elems)))
    }
    pub fn port_set(&mut self, name: Option<&str>, elems: &[(u16, u16)]) -> SetId {
        let v = elems.iter().map(|&(a, b)| Interval::new(a, b)).collect();
        self.add(
            name,
            SetData::Port(PortSet {
                ports: normalise(v, |p: u16| p.checked_add(1)),
            }),
        )
    }
    /// Adds a rule; returns its index.
    pub fn rule(&mut self, action: Action, family: Family, matches: Vec<Match>) -> usize {
        let i = self.0.rules.len();
        self.0.rules.push(Rule {
            label: format!("r{i}"),
            line: i as u32 + 1,
            span: Span::default(),
            action,
            family,
            matches,
        });
        i
    }
    pub fn done(self) -> Policy {
        dropc_ir::validate(self.0.clone()).expect("valid test policy");
        self.0
    }
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
pub fn proto(p: u8) -> Test {
    Test::Proto { proto: p }
}
pub fn tcp() -> Match {
    m(proto(6))
}
pub fn udp() -> Match {
    m(proto(17))
}
pub fn src(set: SetId) -> Test {
    Test::Addr { dir: Dir::Src, set }
}
pub fn dst(set: SetId) -> Test {
    Test::Addr { dir: Dir::Dst, set }
}
pub fn sport(set: SetId) -> Test {
    Test::Port { dir: Dir::Src, set }
}
pub fn dport(set: SetId) -> Test {
    Test::Port { dir: Dir::Dst, set }
}

/// A packet spec: `proto src:sport -> dst:dport`.
pub fn pkt(proto: u8, src: &str, sport: Option<u16>, dst: &str, dport: Option<u16>) -> PacketSpec {
    PacketSpec::new(
        proto,
        src.parse().unwrap(),
        dst.parse().unwrap(),
        sport,
        dport,
    )
}
pub fn tcp4(sport: u16, dport: u16) -> PacketSpec {
    pkt(6, "192.0.2.1", Some(sport), "203.0.113.5", Some(dport))
}
pub fn udp4(sport: u16, dport: u16) -> PacketSpec {
    pkt(17, "192.0.2.1", Some(sport), "203.0.113.5", Some(dport))
}
pub fn tcp6(sport: u16, dport: u16) -> PacketSpec {
    pkt(6, "2001:db8::1", Some(sport), "2001:db8::2", Some(dport))
}
pub fn udp6(sport: u16, dport: u16) -> PacketSpec {
    pkt(17, "2001:db8::1", Some(sport), "2001:db8::2", Some(dport))
}

pub fn verdict(p: &Policy, frame: &[u8]) -> Option<(Action, Decider)> {
    match evaluate(p, frame) {
        Outcome::Decided(v) => Some((v.action, v.decider)),
        Outcome::Unspecified { .. } => None,
    }
}

/// The deciding rule index, `None` for the default, panicking if unspecified
/// or non-IP.
pub fn decider(p: &Policy, frame: &[u8]) -> Option<usize> {
    match evaluate(p, frame) {
        Outcome::Decided(v) => match v.decider {
            Decider::Rule(i) => Some(i),
            Decider::Default => None,
            Decider::NonIp => panic!("non-IP"),
        },
        Outcome::Unspecified { reason } => panic!("unspecified: {reason}"),
    }
}

pub fn is_unspecified(p: &Policy, frame: &[u8]) -> bool {
    matches!(evaluate(p, frame), Outcome::Unspecified { .. })
}

/// Verifies the IPv4 header checksum and the TCP/UDP/ICMP/ICMPv6 checksum of
/// an untagged or single-tagged frame built by the builder (not a later
/// fragment). Panics with a message on a mismatch.
pub fn assert_checksums(frame: &[u8]) {
    fn sum(data: &[u8]) -> u32 {
        let mut s = 0u32;
        for c in data.chunks(2) {
            s += u32::from(u16::from_be_bytes([c[0], *c.get(1).unwrap_or(&0)]));
        }
        s
    }
    fn fold(mut s: u32) -> u16 {
        while s > 0xffff {
            s = (s & 0xffff) + (s >> 16);
        }
        s as u16
    }
    let mut o = 14;
    let et = u16::from_be_bytes([frame[12], frame[13]]);
    let et = if et == 0x8100 || et == 0x88a8 {
        o = 18;
        u16::from_be_bytes([frame[16], frame[17]])
    } else {
        et
    };
    let ip = &frame[o..];
    let (upper, proto, pseudo) = if et == 0x0800 {
        let ihl = usize::from(ip[0] & 15) * 4;
        assert_eq!(fold(sum(&ip[..ihl])), 0xffff, "IPv4 header checksum");
        let total = usize::from(u16::from_be_bytes([ip[2], ip[3]]));
        if u16::from_be_bytes([ip[6], ip[7]]) & 0x1fff != 0 {
            return;
        }
        let up = &ip[ihl..total];
        let mut ps = sum(&ip[12..20]) + u32::from(ip[9]) + up.len() as u32;
        if ip[9] == 1 {
            ps = 0;
        }
        (up, ip[9], ps)
    } else {
        let plen = usize::from(u16::from_be_bytes([ip[4], ip[5]]));
        let mut nh = ip[6];
        let mut off = 40;
        while matches!(nh, 0 | 43 | 60 | 44) {
            if nh == 44 && u16::from_be_bytes([ip[off + 2], ip[off + 3]]) >> 3 != 0 {
                return;
            }
            let len = if nh == 44 {
                8
            } else {
                (usize::from(ip[off + 1]) + 1) * 8
            };
            nh = ip[off];
            off += len;
        }
        let up = &ip[off..40 + plen];
        let mut ps = sum(&ip[8..40]) + up.len() as u32 + u32::from(nh);
        if nh == 1 {
            ps = 0;
        }
        (up, nh, ps)
    };
    match proto {
        6 | 17 | 1 | 58 => {
            assert_eq!(
                fold(pseudo + sum(upper)),
                0xffff,
                "L4 checksum of proto {proto}"
            )
        }
        _ => {}
    }
}
