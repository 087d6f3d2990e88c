//! Every statement, match and packet form, lowered to the IR.

mod common;

use common::*;
use dropc_ir::{Action, Dir, Family, FragSpec, Interval, PacketSpec, Policy, SetData, Test};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

fn v4(s: &str) -> Ipv4Addr {
    s.parse().unwrap()
}

fn v6(s: &str) -> Ipv6Addr {
    s.parse().unwrap()
}

/// The tests of the only rule of `text`, and its family.
fn tests_of(text: &str) -> (Family, Vec<(bool, Test)>, Policy) {
    let p = policy(text);
    assert_eq!(p.rules.len(), 1, "{p:?}");
    let r = &p.rules[0];
    let t = r
        .matches
        .iter()
        .map(|m| (m.negated, m.test.clone()))
        .collect();
    (r.family, t, p.clone())
}

fn packet(text: &str) -> PacketSpec {
    dropc_syntax::parse_packet(text)
        .unwrap_or_else(|d| panic!("{}", dropc_ir::diag::render(&d, Some(text))))
}

#[test]
fn empty_file_is_an_empty_policy() {
    for text in ["", "\n\n", "# only a comment\n   # another\n", "   \t  "] {
        let p = policy(text);
        assert_eq!(p.default, Action::Pass);
        assert!(p.rules.is_empty() && p.sets.is_empty() && p.expects.is_empty());
        assert_eq!(p.source, "p.drop");
    }
}

#[test]
fn default_statement() {
    assert_eq!(policy("default drop\n").default, Action::Drop);
    assert_eq!(policy("default pass # comment").default, Action::Pass);
    assert_eq!(policy("drop tcp\n").default, Action::Pass);
}

#[test]
fn inline_sets_are_normalised() {
    let p = policy(
        "set s = ip {\n  10.0.0.0/8, # comment inside\n  10.1.0.0/16,\n\n  11.0.0.0/8, 2001:db8::/32,\n  ::ffff:1.2.3.4, 12.0.0.0/8,\n}\nset q = port { 53, 50-60, 61, 0x50, 443 }\ndrop src @s\ndrop udp dport @q\n",
    );
    assert_eq!(p.sets.len(), 2);
    assert_eq!(p.sets[0].name.as_deref(), Some("s"));
    let SetData::Ip(s) = &p.sets[0].data else {
        panic!()
    };
    assert_eq!(
        s.v4,
        vec![Interval::new(v4("10.0.0.0"), v4("12.255.255.255"))]
    );
    assert_eq!(
        s.v6,
        vec![
            Interval::new(v6("::ffff:1.2.3.4"), v6("::ffff:1.2.3.4")),
            Interval::new(
                v6("2001:db8::"),
                v6("2001:db8:ffff:ffff:ffff:ffff:ffff:ffff")
            ),
        ]
    );
    let SetData::Port(q) = &p.sets[1].data else {
        panic!()
    };
    assert_eq!(
        q.ports,
        vec![
            Interval::new(50, 61),
            Interval::new(80, 80),
            Interval::new(443, 443)
        ]
    );
}

#[test]
fn sets_may_include_other_sets() {
    let p = policy("set a = ip { 10.0.0.0/8 }\nset b = ip { @a, 192.0.2.0/24 }\ndrop src @b\n");
    let SetData::Ip(b) = &p.sets[1].data else {
        panic!()
    };
    assert_eq!(b.v4.len(), 2);
    // `a` counts as used through `b`: no warning.
    assert!(
        load("set a = ip { 10.0.0.0/8 }\nset b = ip { @a }\ndrop src @b\n")
            .diagnostics
            .is_empty()
    );
}

#[test]
fn set_files_ip_and_port() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("ips.txt"),
        "# c\n192.0.2.0/24\r\n192.0.2.7\n\n  2001:db8::/48  # x\n",
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    std::fs::write(dir.path().join("sub/ports.txt"), "22\n8000-8080\n0x1bb\n").unwrap();
    let l = load_in(
        dir.path(),
        "set ips = ip from \"ips.txt\"\nset ports = port from \"sub/ports.txt\"\ndrop tcp src @ips dport @ports\n",
    );
    assert!(l.diagnostics.is_empty(), "{}", l.render());
    let p = l.policy.unwrap();
    let ips = p.sets[0].ip().unwrap();
    assert_eq!(
        ips.v4,
        vec![Interval::new(v4("192.0.2.0"), v4("192.0.2.255"))]
    );
    assert_eq!(ips.v6.len(), 1);
    let ports = p.sets[1].port().unwrap();
    assert_eq!(
        ports.ports,
        vec![
            Interval::new(22, 22),
            Interval::new(443, 443),
            Interval::new(8000, 8080)
        ]
    );
    // Absolute paths and \xHH escapes in the string.
    let abs = dir
        .path()
        .join("ips.txt")
        .display()
        .to_string()
        .replace('s', "\\x73");
    let l = load(&format!("set ips = ip from \"{abs}\"\ndrop src @ips\n"));
    assert!(l.diagnostics.is_empty(), "{}", l.render());
    // The set file's text is in the source map.
    let l = load_in(dir.path(), "set ips = ip from \"ips.txt\"\ndrop src @ips\n");
    let name = dir.path().join("ips.txt").display().to_string();
    assert!(l.sources.get(&name).unwrap().starts_with("# c\n"));
    assert!(l.sources.get("p.drop").is_some());
}

#[test]
fn real_deny_lists_load() {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data");
    if !data.join("firehol_level1.netset").exists() {
        eprintln!("skipping: {} not present", data.display());
        return;
    }
    let l = load_in(
        &data,
        "set f = ip from \"firehol_level1.netset\"\nset s = ip from \"spamhaus_drop.netset\"\ndrop src @f\ndrop src @s\n",
    );
    assert!(!l.has_errors(), "{}", l.render());
    let p = l.policy.unwrap();
    let count = |s: &dropc_ir::IpSet| {
        s.v4.iter()
            .map(|i| u32::from(i.hi) as u64 - u32::from(i.lo) as u64 + 1)
            .sum::<u64>()
    };
    // The headers say 680,864,624 and 22,583,552 unique addresses.
    assert_eq!(count(p.sets[0].ip().unwrap()), 680_864_624);
    assert_eq!(count(p.sets[1].ip().unwrap()), 22_583_552);
}

#[test]
fn protocols() {
    for (text, proto) in [
        ("tcp", 6),
        ("udp", 17),
        ("proto 50", 50),
        ("proto 0x33", 51),
    ] {
        let (fam, t, _) = tests_of(&format!("drop {text}\n"));
        assert_eq!(fam, Family::Any);
        assert_eq!(t, vec![(false, Test::Proto { proto })]);
    }
    let (fam, t, _) = tests_of("drop icmp\n");
    assert_eq!(
        (fam, t),
        (Family::Ip4, vec![(false, Test::Proto { proto: 1 })])
    );
    let (fam, t, _) = tests_of("drop icmp6\n");
    assert_eq!(
        (fam, t),
        (Family::Ip6, vec![(false, Test::Proto { proto: 58 })])
    );
    let (_, t, _) = tests_of("drop not proto 6\n");
    assert_eq!(t, vec![(true, Test::Proto { proto: 6 })]);
    // `proto 6` says tcp: ports and flags are allowed.
    let (_, t, _) = tests_of("drop proto 6 dport 80 flags syn\n");
    assert_eq!(t.len(), 3);
    // Repeating the same protocol is harmless.
    assert_eq!(tests_of("drop tcp proto 6\n").1.len(), 2);
}

#[test]
fn families() {
    assert_eq!(tests_of("drop ip4\n").0, Family::Ip4);
    assert_eq!(tests_of("drop ip6 udp\n").0, Family::Ip6);
    assert!(
        tests_of("drop ip4\n").1.is_empty(),
        "ip4 only sets the family"
    );
    assert_eq!(tests_of("drop src 10.0.0.0/8\n").0, Family::Ip4);
    assert_eq!(tests_of("drop not dst 2001:db8::/32\n").0, Family::Ip6);
    assert_eq!(tests_of("drop src { ::1, 2001:db8::/32 }\n").0, Family::Ip6);
    assert_eq!(tests_of("drop icmp ip4 src 10.0.0.0/8\n").0, Family::Ip4);
    // Sets do not constrain the family.
    assert_eq!(
        tests_of("set s = ip { 10.0.0.0/8 }\ndrop src @s\n").0,
        Family::Any
    );
    assert_eq!(
        tests_of("set s = ip { 10.0.0.0/8 }\ndrop src { @s, 2001:db8::/32 }\n").0,
        Family::Ip6
    );
}

#[test]
fn address_matches() {
    let (_, t, p) = tests_of("set s = ip { 10.0.0.0/8 }\ndrop src @s not dst 192.0.2.1\n");
    assert_eq!(
        t[0],
        (
            false,
            Test::Addr {
                dir: Dir::Src,
                set: dropc_ir::SetId(0)
            }
        )
    );
    let (true, Test::Addr { dir: Dir::Dst, set }) = t[1].clone() else {
        panic!("{t:?}")
    };
    let anon = p.set(set);
    assert_eq!(anon.name, None);
    assert_eq!(
        anon.ip().unwrap().v4,
        vec![Interval::single(v4("192.0.2.1"))]
    );
    // A list with a named set unions its contents into one anonymous set.
    let (_, t, p) = tests_of("set s = ip { 10.0.0.0/8 }\ndrop src { 192.0.2.0/24, @s }\n");
    let (_, Test::Addr { set, .. }) = &t[0] else {
        panic!()
    };
    assert_eq!(p.set(*set).name, None);
    assert_eq!(p.set(*set).ip().unwrap().v4.len(), 2);
    // Each literal match gets its own anonymous set.
    let p = policy("drop src 10.0.0.0/8\ndrop src 10.0.0.0/8 udp\n");
    assert_eq!(p.sets.len(), 2);
    // IPv6 forms: compressed, full, embedded IPv4.
    for a in [
        "2001:db8::1",
        "2001:0db8:0000:0000:0000:0000:0000:0001",
        "::ffff:192.0.2.1",
        "64:ff9b::192.0.2.1",
        "::",
        "fe80::/10",
        "1:2:3:4:5:6:1.2.3.4",
        "2001:DB8::A",
        "::1.2.3.4",
        "1::",
        "1:2:3:4:5:6:7::",
        "::2:3:4:5:6:7:8",
    ] {
        let (fam, _, _) = tests_of(&format!("drop src {a}\n"));
        assert_eq!(fam, Family::Ip6, "{a}");
    }
}

#[test]
fn port_matches() {
    let (_, t, p) = tests_of("drop udp sport 53 dport { 1024-2047, 53 }\n");
    let (false, Test::Port { dir: Dir::Src, set }) = t[1].clone() else {
        panic!("{t:?}")
    };
    assert_eq!(p.set(set).port().unwrap().ports, vec![Interval::single(53)]);
    let (false, Test::Port { dir: Dir::Dst, set }) = t[2].clone() else {
        panic!("{t:?}")
    };
    assert_eq!(
        p.set(set).port().unwrap().ports,
        vec![Interval::single(53), Interval::new(1024, 2047)]
    );
    let (_, t, _) = tests_of("set p = port { 22 }\ndrop tcp not dport @p\n");
    assert_eq!(
        t[1],
        (
            true,
            Test::Port {
                dir: Dir::Dst,
                set: dropc_ir::SetId(0)
            }
        )
    );
    let (_, t, p) = tests_of("drop tcp dport 0-65535\n");
    let (_, Test::Port { set, .. }) = t[1] else {
        panic!()
    };
    assert_eq!(
        p.set(set).port().unwrap().ports,
        vec![Interval::new(0, 65535)]
    );
}

#[test]
fn tcp_flags() {
    let flags = |text: &str| tests_of(&format!("drop tcp flags {text}\n")).1[1].1.clone();
    assert_eq!(
        flags("syn"),
        Test::TcpFlags {
            bits: 0x02,
            mask: 0x02
        }
    );
    assert_eq!(
        flags("syn/syn,ack"),
        Test::TcpFlags {
            bits: 0x02,
            mask: 0x12
        }
    );
    assert_eq!(
        flags("syn,ack"),
        Test::TcpFlags {
            bits: 0x12,
            mask: 0x12
        }
    );
    assert_eq!(
        flags("syn, ack / syn , ack, rst"),
        Test::TcpFlags {
            bits: 0x12,
            mask: 0x16
        }
    );
    assert_eq!(
        flags("fin,syn,rst,psh,ack,urg,ece,cwr"),
        Test::TcpFlags {
            bits: 0xff,
            mask: 0xff
        }
    );
    let (_, t, _) = tests_of("drop tcp not flags rst\n");
    assert_eq!(t[1], (true, Test::TcpFlags { bits: 4, mask: 4 }));
}

#[test]
fn icmp_types() {
    let ty = |text: &str| tests_of(&format!("drop {text}\n")).1[1].1.clone();
    assert_eq!(
        ty("icmp type echo-request"),
        Test::Icmp {
            icmp_type: 8,
            code: None
        }
    );
    assert_eq!(
        ty("icmp6 type echo-request"),
        Test::Icmp {
            icmp_type: 128,
            code: None
        }
    );
    assert_eq!(
        ty("icmp type dest-unreachable code 3"),
        Test::Icmp {
            icmp_type: 3,
            code: Some(3)
        }
    );
    assert_eq!(
        ty("icmp6 type dest-unreachable code 0x4"),
        Test::Icmp {
            icmp_type: 1,
            code: Some(4)
        }
    );
    assert_eq!(
        ty("icmp type 42"),
        Test::Icmp {
            icmp_type: 42,
            code: None
        }
    );
    assert_eq!(
        ty("icmp6 type neighbor-solicitation"),
        Test::Icmp {
            icmp_type: 135,
            code: None
        }
    );
    for (name, v4n, v6n) in [
        ("echo-reply", Some(0), Some(129)),
        ("source-quench", Some(4), None),
        ("redirect", Some(5), Some(137)),
        ("router-advertisement", Some(9), Some(134)),
        ("router-solicitation", Some(10), Some(133)),
        ("time-exceeded", Some(11), Some(3)),
        ("parameter-problem", Some(12), Some(4)),
        ("timestamp-request", Some(13), None),
        ("timestamp-reply", Some(14), None),
        ("packet-too-big", None, Some(2)),
        ("neighbor-advertisement", None, Some(136)),
    ] {
        for (proto, want) in [("icmp", v4n), ("icmp6", v6n)] {
            let l = load(&format!("drop {proto} type {name}\n"));
            match want {
                Some(t) => {
                    let p = l.policy.unwrap();
                    assert_eq!(
                        p.rules[0].matches[1].test,
                        Test::Icmp {
                            icmp_type: t,
                            code: None
                        },
                        "{proto} {name}"
                    );
                }
                None => assert_eq!(codes(&l), ["unknown-icmp-type"], "{proto} {name}"),
            }
        }
    }
    // `proto 1` with an IPv4-only rule can use `type`.
    let (fam, t, _) = tests_of("drop ip4 proto 1 type 8\n");
    assert_eq!(
        (fam, t[1].1.clone()),
        (
            Family::Ip4,
            Test::Icmp {
                icmp_type: 8,
                code: None
            }
        )
    );
    let (_, t, _) = tests_of("drop icmp not type echo-request\n");
    assert!(t[1].0);
}

#[test]
fn fragments_ttl_len() {
    assert_eq!(tests_of("drop fragment\n").1, vec![(false, Test::Fragment)]);
    assert_eq!(
        tests_of("drop fragment later\n").1,
        vec![(false, Test::LaterFragment)]
    );
    assert_eq!(
        tests_of("drop not fragment\n").1,
        vec![(true, Test::Fragment)]
    );
    assert_eq!(
        tests_of("drop not fragment later\n").1,
        vec![(true, Test::LaterFragment)]
    );
    assert_eq!(
        tests_of("drop ttl 0-2\n").1,
        vec![(
            false,
            Test::Ttl {
                range: Interval::new(0, 2)
            }
        )]
    );
    assert_eq!(
        tests_of("drop ttl 255\n").1,
        vec![(
            false,
            Test::Ttl {
                range: Interval::single(255)
            }
        )]
    );
    assert_eq!(
        tests_of("drop not len 0x40-1500\n").1,
        vec![(
            true,
            Test::Len {
                range: Interval::new(64, 1500)
            }
        )]
    );
}

#[test]
fn rules_labels_and_spans() {
    let text = "default drop\na: pass tcp dport 22\n\n   drop udp # c\nlong-name_2 :drop\n";
    let p = policy(text);
    let labels: Vec<_> = p
        .rules
        .iter()
        .map(|r| (r.label.as_str(), r.line, r.action))
        .collect();
    assert_eq!(
        labels,
        [
            ("a", 2, Action::Pass),
            ("line-4", 4, Action::Drop),
            ("long-name_2", 5, Action::Drop)
        ]
    );
    let r = &p.rules[0];
    assert_eq!(
        &text[r.span.start as usize..r.span.end as usize],
        "a: pass tcp dport 22"
    );
    let m = &r.matches[1];
    assert_eq!(
        &text[m.span.start as usize..m.span.end as usize],
        "dport 22"
    );
    let r = &p.rules[1];
    assert_eq!(
        &text[r.span.start as usize..r.span.end as usize],
        "drop udp"
    );
    let p = policy("drop tcp not dport 22\n");
    let m = &p.rules[0].matches[1];
    assert_eq!(m.span, dropc_ir::Span::new(9, 21));
}

#[test]
fn crlf_and_tabs() {
    let p = policy("default drop\r\n\tx:\tdrop\ttcp\tdport\t22\r\nset s = ip {\r\n 10.0.0.0/8\r\n}\r\ndrop src @s\r\n");
    assert_eq!(p.rules.len(), 2);
    assert_eq!(p.rules[0].label, "x");
}

#[test]
fn expect_lines() {
    let p = policy(
        "expect drop udp 198.18.40.55:32059 -> 198.18.0.12:1234\nexpect pass tcp [2001:db8::7]:5000 -> [fd00::1]:22 flags syn,ack ttl 64 len 60\n",
    );
    assert_eq!(p.expects.len(), 2);
    let e = &p.expects[0];
    assert_eq!((e.verdict, e.line), (Action::Drop, 1));
    assert_eq!(e.packet.sport, Some(32059));
    let e = &p.expects[1];
    assert_eq!(e.line, 2);
    assert_eq!(e.packet.flags, Some(0x12));
    assert_eq!(e.packet.src, IpAddr::V6(v6("2001:db8::7")));
    assert_eq!((e.packet.ttl, e.packet.len), (Some(64), Some(60)));
}

#[test]
fn packet_forms() {
    let p = packet("udp 192.0.2.1:53 -> 192.0.2.2:5353");
    assert_eq!(
        p,
        PacketSpec::udp(
            IpAddr::V4(v4("192.0.2.1")),
            IpAddr::V4(v4("192.0.2.2")),
            53,
            5353
        )
    );
    let p = packet("  tcp 192.0.2.1 -> 192.0.2.2 flags syn  \n");
    assert_eq!((p.sport, p.dport, p.flags), (None, None, Some(2)));
    let p = packet("icmp 192.0.2.1 -> 192.0.2.2 type echo-request code 0 ttl 1");
    assert_eq!(
        (p.proto, p.icmp_type, p.icmp_code, p.ttl),
        (1, Some(8), Some(0), Some(1))
    );
    let p = packet("icmp6 [fe80::1] -> [ff02::1] type neighbor-solicitation");
    assert_eq!((p.proto, p.icmp_type), (58, Some(135)));
    let p = packet("icmp6 [::ffff:192.0.2.1] -> [::1] type 128");
    assert_eq!(p.icmp_type, Some(128));
    let p = packet("proto 50 [2001:db8::1] -> [2001:db8::2] len 100");
    assert_eq!((p.proto, p.len), (50, Some(100)));
    let p = packet("proto 17 192.0.2.1:1 -> 192.0.2.2:2 fragment");
    assert_eq!((p.sport, p.fragment), (Some(1), FragSpec::First));
    let p = packet("udp 192.0.2.1:1 -> 192.0.2.2:2 fragment later");
    assert_eq!(p.fragment, FragSpec::Later);
    let p = packet("proto 1 192.0.2.1 -> 192.0.2.2 type 3 code 1");
    assert_eq!((p.icmp_type, p.icmp_code), (Some(3), Some(1)));
    assert!(dropc_syntax::parse_packet("").is_err());
    assert!(dropc_syntax::parse_packet("tcp 1.2.3.4 -> 1.2.3.4\ntcp").is_err());
}

/// The example of spec §1, with its blocklist file.
#[test]
fn spec_example_lowers() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("blocklist.txt"),
        "# blocked\n203.0.113.0/24\n2001:db8:bad::/48\n",
    )
    .unwrap();
    let text = common::SPEC_EXAMPLE;
    let l = load_in(dir.path(), text);
    assert!(l.diagnostics.is_empty(), "{}", l.render());
    let p = l.policy.unwrap();
    assert_eq!(p.default, Action::Pass);

    let names: Vec<_> = p.sets.iter().map(|s| s.name.as_deref()).collect();
    assert_eq!(
        names,
        [
            Some("flood_dst"),
            Some("drdos_ports"),
            Some("blocklist"),
            None,
            None,
            None
        ]
    );
    let flood = p.sets[0].ip().unwrap();
    assert_eq!(
        flood.v4,
        vec![Interval::new(v4("198.18.0.0"), v4("198.18.0.255"))]
    );
    assert_eq!(
        flood.v6,
        vec![Interval::new(v6("fd00::"), v6("fd00::ffff:ffff:ffff:ffff"))]
    );
    let drdos = p.sets[1].port().unwrap();
    assert_eq!(
        drdos.ports,
        [53, 123, 1900, 11211].map(Interval::single).to_vec()
    );
    let bl = p.sets[2].ip().unwrap();
    assert_eq!(
        bl.v4,
        vec![Interval::new(v4("203.0.113.0"), v4("203.0.113.255"))]
    );
    assert_eq!(bl.v6.len(), 1);

    let rules: Vec<_> = p
        .rules
        .iter()
        .map(|r| {
            (
                r.label.as_str(),
                r.line,
                r.action,
                r.family,
                r.matches
                    .iter()
                    .map(|m| (m.negated, m.test.clone()))
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    use dropc_ir::SetId;
    use Action::*;
    let udp = (false, Test::Proto { proto: 17 });
    let tcp = (false, Test::Proto { proto: 6 });
    assert_eq!(
        rules,
        vec![
            (
                "flood",
                8,
                Drop,
                Family::Any,
                vec![
                    udp.clone(),
                    (
                        false,
                        Test::Addr {
                            dir: Dir::Dst,
                            set: SetId(0)
                        }
                    ),
                    (
                        false,
                        Test::Port {
                            dir: Dir::Dst,
                            set: SetId(3)
                        }
                    )
                ]
            ),
            ("frags", 9, Drop, Family::Any, vec![(false, Test::Fragment)]),
            (
                "drdos",
                10,
                Drop,
                Family::Any,
                vec![
                    udp,
                    (
                        false,
                        Test::Port {
                            dir: Dir::Src,
                            set: SetId(1)
                        }
                    )
                ]
            ),
            (
                "blocked",
                11,
                Drop,
                Family::Any,
                vec![(
                    false,
                    Test::Addr {
                        dir: Dir::Src,
                        set: SetId(2)
                    }
                )]
            ),
            (
                "ssh-syn",
                12,
                Pass,
                Family::Any,
                vec![
                    tcp.clone(),
                    (
                        false,
                        Test::Port {
                            dir: Dir::Dst,
                            set: SetId(4)
                        }
                    ),
                    (
                        false,
                        Test::TcpFlags {
                            bits: 0x02,
                            mask: 0x12
                        }
                    )
                ]
            ),
            (
                "line-13",
                13,
                Drop,
                Family::Any,
                vec![
                    tcp,
                    (
                        false,
                        Test::Port {
                            dir: Dir::Dst,
                            set: SetId(5)
                        }
                    )
                ]
            ),
            (
                "ttl-probe",
                14,
                Drop,
                Family::Ip4,
                vec![(
                    false,
                    Test::Ttl {
                        range: Interval::new(0, 2)
                    }
                )]
            ),
        ]
    );
    assert_eq!(
        p.sets[3].port().unwrap().ports,
        vec![Interval::single(1234)]
    );
    assert_eq!(p.sets[4].port().unwrap().ports, vec![Interval::single(22)]);

    let expects: Vec<_> = p
        .expects
        .iter()
        .map(|e| {
            (
                e.verdict,
                e.line,
                e.packet.proto,
                e.packet.dport,
                e.packet.flags,
            )
        })
        .collect();
    assert_eq!(
        expects,
        [
            (Drop, 16, 17, Some(1234), None),
            (Drop, 17, 17, Some(1234), None),
            (Pass, 18, 6, Some(22), Some(0x02)),
            (Drop, 19, 6, Some(22), Some(0x10)),
            (Pass, 20, 17, Some(1234), None),
        ]
    );
    assert_eq!(p.expects[1].packet.src, IpAddr::V6(v6("2001:db8::7")));
}
