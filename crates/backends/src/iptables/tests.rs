//! Unit tests of the iptables backend (IR built by hand).

use super::*;
use crate::nft::tests::{neg, pos, proto, spec_example, B};
use dropc_ir::{Family, Test};

fn rules(file: &Restore) -> Vec<String> {
    file.text()
        .lines()
        .filter(|l| l.starts_with("-A "))
        .map(str::to_string)
        .collect()
}

/// `f.counts` names every rule of both files, chain by chain, in order.
fn assert_counts_cover(f: &Files) {
    for (file, counts) in [(&f.v4, &f.counts.v4), (&f.v6, &f.counts.v6)] {
        let names: Vec<&str> = counts.iter().map(|c| c.chain.as_str()).collect();
        assert_eq!(chain_names(&file.text()), names);
        assert_eq!(file.chains, names);
        for c in counts {
            let n = rules(file)
                .iter()
                .filter(|l| l.split_whitespace().nth(1) == Some(c.chain.as_str()))
                .count();
            assert_eq!(n, c.rules.len(), "{}: {}", c.chain, file.text());
        }
    }
}

#[test]
fn spec_example_shape() {
    let f = compile(&spec_example(), &Options::default()).expect("compiles");
    assert_counts_cover(&f);
    assert_eq!(
        rules(&f.v4),
        vec![
            "-A DROPC -p udp ! -f -m set --match-set dropc-flood_dst-4 dst -m multiport --dports 1234 -j DROP",
            "-A DROPC -m u32 --u32 \"4&0x3FFF=1:0x3FFF\" -j DROP",
            "-A DROPC -p udp ! -f -m multiport --sports 53,123,1900,11211 -j DROP",
            "-A DROPC -p tcp ! -f -m multiport --dports 22 -m tcp --tcp-flags SYN,ACK SYN -j RETURN",
            "-A DROPC -m ttl --ttl-lt 3 -j DROP",
            "-A DROPC -j RETURN",
        ]
    );
    assert_eq!(
        rules(&f.v6),
        vec![
            "-A DROPC -p udp -m ipv6header ! --header ah --soft -m ipv6header ! --header ipv6-frag --soft -m set --match-set dropc-flood_dst-6 dst -m multiport --dports 1234 -j DROP",
            "-A DROPC -p udp -m ipv6header ! --header ah --soft -m frag --fragfirst -m set --match-set dropc-flood_dst-6 dst -m multiport --dports 1234 -j DROP",
            "-A DROPC -m ipv6header --header ipv6-frag --soft -j DROP",
            "-A DROPC -p udp -m ipv6header ! --header ah --soft -m ipv6header ! --header ipv6-frag --soft -m multiport --sports 53,123,1900,11211 -j DROP",
            "-A DROPC -p udp -m ipv6header ! --header ah --soft -m frag --fragfirst -m multiport --sports 53,123,1900,11211 -j DROP",
            "-A DROPC -p tcp -m ipv6header ! --header ah --soft -m ipv6header ! --header ipv6-frag --soft -m multiport --dports 22 -m tcp --tcp-flags SYN,ACK SYN -j RETURN",
            "-A DROPC -p tcp -m ipv6header ! --header ah --soft -m frag --fragfirst -m multiport --dports 22 -m tcp --tcp-flags SYN,ACK SYN -j RETURN",
            "-A DROPC -j RETURN",
        ]
    );
    let v4 = f.v4.text();
    assert!(v4.contains("*raw\n:DROPC - [0:0]\n") && v4.ends_with("COMMIT\n"));
    assert_eq!(chain_names(&v4), vec!["DROPC"]);
    assert_eq!(f.v4.chains, vec!["DROPC"]);
    assert_eq!(
        f.set_names(),
        vec!["dropc-flood_dst-4", "dropc-flood_dst-6"]
    );
    let ipset = f.render_ipset();
    let v4set: Vec<&str> = ipset
        .lines()
        .filter(|l| l.contains("dropc-flood_dst-4"))
        .collect();
    assert_eq!(
        v4set,
        vec![
            "destroy dropc-flood_dst-4.new -exist",
            "create dropc-flood_dst-4.new hash:net family inet hashsize 1024 maxelem 4294967295",
            "add dropc-flood_dst-4.new 198.18.0.0/24",
            "create dropc-flood_dst-4 hash:net family inet hashsize 1024 maxelem 4294967295 -exist",
            "swap dropc-flood_dst-4.new dropc-flood_dst-4",
            "destroy dropc-flood_dst-4.new",
        ]
    );
}

#[test]
fn guards_split_the_chain() {
    let mut b = B::new(Action::Drop);
    b.rule(
        "np",
        Action::Pass,
        Family::Ip4,
        vec![neg(proto(6)), neg(proto(17))],
    )
    .rule(
        "lf",
        Action::Pass,
        Family::Ip6,
        vec![pos(Test::LaterFragment)],
    )
    .rule("after", Action::Pass, Family::Any, vec![pos(proto(1))]);
    let f = compile(&b.build(), &Options::default()).unwrap();
    assert_counts_cover(&f);
    assert_eq!(
        rules(&f.v4),
        vec![
            "-A DROPC -p udp -g DROPC1",
            "-A DROPC ! -p tcp -j RETURN",
            "-A DROPC -g DROPC1",
            "-A DROPC1 -p icmp -j RETURN",
            "-A DROPC1 -j DROP",
        ]
    );
    assert_eq!(chain_names(&f.v4.text()), vec!["DROPC", "DROPC1"]);
    assert_eq!(f.v4.chains, vec!["DROPC", "DROPC1"]);
    assert_eq!(
        rules(&f.v6),
        vec![
            "-A DROPC -m frag --fragfirst -g DROPC1",
            "-A DROPC -m ipv6header --header ipv6-frag --soft -j RETURN",
            "-A DROPC -g DROPC1",
            "-A DROPC1 -p icmp -m ipv6header ! --header ah --soft -j RETURN",
            "-A DROPC1 -j DROP",
        ]
    );
    // What each rule counts, by position (the rules carry no comment).
    let rule = |l: &str| Counts::Rule(l.to_string());
    let chain = |c: &str, rules: Vec<Counts>| ChainCounts {
        chain: c.to_string(),
        rules,
    };
    assert_eq!(
        f.counts,
        RuleCounts {
            v4: vec![
                chain("DROPC", vec![Counts::Nothing, rule("np"), Counts::Nothing]),
                chain("DROPC1", vec![rule("after"), Counts::Default]),
            ],
            v6: vec![
                chain("DROPC", vec![Counts::Nothing, rule("lf"), Counts::Nothing]),
                chain("DROPC1", vec![rule("after"), Counts::Default]),
            ],
        }
    );
}

#[test]
fn unsupported_constructs_fail_instead_of_vanishing() {
    let mut b = B::new(Action::Pass);
    let t = Test::Payload {
        offset: 0,
        value: vec![1],
        mask: None,
    };
    b.rule("z", Action::Drop, Family::Any, vec![pos(proto(17)), pos(t)]);
    let e = compile(&b.build(), &Options::default()).unwrap_err();
    assert!(
        e[0].message.contains("`z`") && e[0].message.contains("IPv6"),
        "{}",
        e[0].message
    );
}

/// `proto 0`: IPv4's protocol byte through u32; on IPv6 never (hop-by-hop
/// is always walked), so `not proto 0` holds on every IPv6 packet.
#[test]
fn proto_zero_is_the_protocol_byte_on_ipv4_and_never_on_ipv6() {
    let drops = |negated: bool| {
        let mut b = B::new(Action::Pass);
        let t = if negated {
            neg(proto(0))
        } else {
            pos(proto(0))
        };
        b.rule("z", Action::Drop, Family::Any, vec![t]);
        let f = compile(&b.build(), &Options::default()).expect("compiles");
        assert_counts_cover(&f);
        [&f.v4, &f.v6].map(|r| {
            rules(r)
                .into_iter()
                .filter(|l| l.contains("-j DROP"))
                .collect::<Vec<_>>()
        })
    };
    let [v4, v6] = drops(false);
    assert_eq!(v4, vec!["-A DROPC -m u32 --u32 \"6&0xFF=0\" -j DROP"]);
    assert!(v6.is_empty(), "{v6:?}");
    let [v4, v6] = drops(true);
    assert_eq!(v4, vec!["-A DROPC -m u32 ! --u32 \"6&0xFF=0\" -j DROP"]);
    assert_eq!(v6, vec!["-A DROPC -j DROP"]);
}

/// ECE and CWR through the ecn match: all parts in one rule, and a negation
/// as one rule per part, each part negated.
#[test]
fn ece_and_cwr_use_the_ecn_match() {
    let flags = |bits, mask, neg| {
        let mut b = B::new(Action::Pass);
        let t = Test::TcpFlags { bits, mask };
        let t = if neg { self::neg(t) } else { pos(t) };
        b.rule("f", Action::Drop, Family::Ip4, vec![pos(proto(6)), t]);
        let f = compile(&b.build(), &Options::default()).expect("compiles");
        assert_counts_cover(&f);
        rules(&f.v4)
            .into_iter()
            .filter(|l| l.contains("-j DROP"))
            .collect::<Vec<_>>()
    };
    let r = flags(0x42, 0xc2, false);
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(
        r[0].contains("-m tcp --tcp-flags SYN SYN -m ecn --ecn-tcp-ece ! --ecn-tcp-cwr"),
        "{r:?}"
    );
    let r = flags(0x40, 0x40, false);
    assert!(r.len() == 1 && r[0].contains("-m ecn --ecn-tcp-ece") && !r[0].contains("-m tcp"));
    let r = flags(0x42, 0xc2, true);
    assert_eq!(r.len(), 3, "{r:?}");
    assert!(r[0].contains("-m tcp ! --tcp-flags SYN SYN"), "{r:?}");
    assert!(r[1].contains("-m ecn ! --ecn-tcp-ece"), "{r:?}");
    assert!(r[2].contains("-m ecn --ecn-tcp-cwr"), "{r:?}");
}

/// A TCP value within the payload's first 3 bytes: one u32 rule per data
/// offset 5..=15, each reading the word that ends at the value's last byte.
#[test]
fn tcp_payload_near_the_start_is_one_rule_per_data_offset() {
    for negated in [false, true] {
        let mut b = B::new(Action::Pass);
        let t = Test::Payload {
            offset: 0,
            value: vec![0x16],
            mask: None,
        };
        let t = if negated { neg(t) } else { pos(t) };
        b.rule("tls", Action::Drop, Family::Ip4, vec![pos(proto(6)), t]);
        let f = compile(&b.build(), &Options::default()).expect("compiles");
        assert_counts_cover(&f);
        let rules: Vec<String> = rules(&f.v4)
            .into_iter()
            .filter(|l| l.contains("-j DROP"))
            .collect();
        assert_eq!(rules.len(), 11, "{rules:?}");
        for (d, r) in (5..=15).zip(&rules) {
            let doff = format!("0>>22&0x3C@12>>26&0x3C={}&&", 4 * d);
            let at = 4 * d - 3;
            if negated {
                assert!(
                    r.contains(&format!("-m u32 --u32 \"{doff}0>>22&0x3C@{at}&0x0=0x0\"")),
                    "{r}"
                );
                assert!(
                    r.contains(&format!(
                        "-m u32 ! --u32 \"0>>22&0x3C@{at}&0x000000FF=0x00000016\""
                    )),
                    "{r}"
                );
            } else {
                assert!(
                    r.contains(&format!(
                        "-m u32 --u32 \"{doff}0>>22&0x3C@{at}&0x000000FF=0x00000016\""
                    )),
                    "{r}"
                );
            }
        }
    }
}

#[test]
fn ipset_names_fit_in_31_characters() {
    let long = "a_very_long_set_name_that_goes_on_and_on";
    let n = ipset_name(None, long, "6");
    assert!(n.len() + ".new".len() <= 31, "{n}");
    assert!(
        n.starts_with("dropc-a_very_lon") && n.ends_with("-6"),
        "{n}"
    );
    assert_ne!(
        n,
        ipset_name(None, "a_very_long_set_name_that_goes_on_and_ox", "6")
    );
    assert_eq!(ipset_name(None, "short", "p"), "dropc-short-p");
    assert_eq!(ipset_name(Some("eth0"), "short", "p"), "dropc-eth0:short-p");
    for iface in ["eth0", "enp0s31f6", "veth1234ab", "enx001122334455"] {
        let n = ipset_name(Some(iface), long, "4");
        assert!(n.len() + ".new".len() <= 31, "{n}");
        assert!(is_set_of(&n, Some(iface)), "{n}");
        assert!(!is_set_of(&n, None), "{n}");
    }
    // Long interface names are hashed.
    let n = ipset_name(Some("enx001122334455"), "flood_dst", "4");
    assert!(
        n.starts_with("dropc-#") && n.ends_with(":flood_dst-4"),
        "{n}"
    );
    assert!(!is_set_of(&n, Some("enx001122334456")));
}

#[test]
fn names_are_per_interface() {
    assert_eq!(chain_name(Some("eth0")), "DROPC-eth0");
    assert_eq!(sub_chain_name(Some("eth0"), 2), "DROPC2-eth0");
    assert!(chain_name(Some("enx001122334455")).len() <= CHAIN_MAX);
    assert!(sub_chain_name(Some("enx001122334455"), 9999).len() <= CHAIN_MAX);
    for (c, owner) in [
        ("DROPC", Some(None)),
        ("DROPC3", Some(None)),
        ("DROPC-eth0", Some(Some("eth0"))),
        ("DROPC12-eth0", Some(Some("eth0"))),
        ("DROPC-1", Some(Some("1"))),
        ("DROPC-a-b", Some(Some("a-b"))),
        ("DROPCX", None),
        ("DROPC-", None),
        ("DROPC1-", None),
        ("MINE", None),
    ] {
        assert_eq!(chain_owner(c), owner, "{c}");
    }
    assert!(is_chain_of("DROPC1-eth0", Some("eth0")));
    assert!(!is_chain_of("DROPC1-eth0", Some("eth1")));
    assert!(!is_chain_of("DROPC-eth0.1", Some("eth0")));
    assert!(is_set_of("dropc-eth0:x-4", Some("eth0")));
    assert!(is_set_of("dropc-eth0:x-4.new", Some("eth0")));
    assert!(!is_set_of("dropc-eth0:x-4", Some("eth")));
    assert!(!is_set_of("dropc-eth0:x-4", None));
    assert!(is_set_of("dropc-x-4", None));
    assert!(!is_set_of("foreign", None));
    assert_eq!(
        jump_args(Some("eth0")),
        ["PREROUTING", "-i", "eth0", "-j", "DROPC-eth0"]
    );
    assert!(is_jump_to(
        "-A PREROUTING -i eth0 -j DROPC-eth0",
        Some("eth0")
    ));
    assert!(!is_jump_to(
        "-A PREROUTING -i eth1 -j DROPC-eth1",
        Some("eth0")
    ));
    assert!(is_jump_to("-A PREROUTING -j DROPC", None));
    assert!(!is_jump_to("-A PREROUTING -j DROPC-eth0", None));
}

#[test]
fn files_carry_the_jump_and_reject_unspellable_interfaces() {
    let opts = Options {
        iface: Some("eth0".into()),
        no_counters: false,
    };
    let f = compile(&spec_example(), &opts).expect("compiles");
    for restore in [&f.v4, &f.v6] {
        let file = restore.text();
        assert!(
            file.ends_with("-I PREROUTING 1 -i eth0 -j DROPC-eth0\nCOMMIT\n"),
            "{file}"
        );
        let apply = RenderParams {
            jump: false,
            ..RenderParams::FILE
        };
        assert!(
            !restore.render(&apply).contains("\n-I PREROUTING"),
            "{file}"
        );
        assert!(file.contains("\n:DROPC-eth0 - [0:0]\n"));
        assert!(!file.contains("! -i"));
    }
    assert!(
        f.render_ipset().contains("create dropc-eth0:flood_dst-4 "),
        "{}",
        f.render_ipset()
    );
    let f = compile(&spec_example(), &Options::default()).expect("compiles");
    assert!(f.v4.text().ends_with("-I PREROUTING 1 -j DROPC\nCOMMIT\n"));
    for bad in ["eth+", "a@b", "a#b"] {
        let o = Options {
            iface: Some(bad.into()),
            no_counters: false,
        };
        let e = compile(&spec_example(), &o).unwrap_err();
        assert!(
            e[0].code == "iface-name" && e[0].message.contains("cannot be spelled"),
            "{bad}: {:?}",
            e[0]
        );
    }
    let o = Options {
        iface: Some("enx001122334455".into()),
        no_counters: false,
    };
    let f = compile(&spec_example(), &o).expect("a long interface compiles");
    assert!(f
        .v4
        .text()
        .contains("-i enx001122334455 -j DROPC-enx001122334455"));
}

#[test]
fn icmp_type_255_and_ttl_ranges() {
    let mut b = B::new(Action::Pass);
    b.rule(
        "t",
        Action::Drop,
        Family::Ip4,
        vec![
            pos(proto(1)),
            neg(Test::Icmp {
                icmp_type: 255,
                code: Some(1),
            }),
        ],
    )
    .rule(
        "ttl",
        Action::Drop,
        Family::Ip4,
        vec![neg(Test::Ttl {
            range: Interval::new(1, 254),
        })],
    )
    .rule(
        "ttl2",
        Action::Drop,
        Family::Ip4,
        vec![pos(Test::Ttl {
            range: Interval::new(0, 9),
        })],
    );
    let f = compile(&b.build(), &Options::default()).unwrap();
    assert_eq!(
        rules(&f.v4),
        vec![
            "-A DROPC -p icmp ! -f -m u32 ! --u32 \"0>>22&0x3C@0>>16=0xFF01\" -j DROP",
            "-A DROPC -m ttl --ttl-lt 1 -j DROP",
            "-A DROPC -m ttl --ttl-gt 254 -j DROP",
            "-A DROPC -m ttl --ttl-lt 10 -j DROP",
            "-A DROPC -j RETURN",
        ]
    );
}

/// The parameters apply renders with: set generations, hashlimit tables
/// in force (their rules get the other generation, of the same length; the
/// next apply goes back), the jump. Only the holes change.
#[test]
fn render_parameters_fill_the_holes() {
    let loaded = dropc_syntax::load_str(
        "t.drop",
        "set bad = ip { 10.0.0.0/8, 192.0.2.0/24 }\n\
         default pass\n\
         per16: drop udp ip4 over 1000/second burst 5 per src/16\n\
         other: drop udp ip4 src @bad over 5/second\n",
        std::path::Path::new("/nonexistent"),
    );
    let p = loaded.policy.expect("compiles");
    let opts = Options {
        iface: Some("eth0".into()),
        no_counters: false,
    };
    let f = compile(&p, &opts).expect("compiles");
    let file = f.v4.text();
    let limits: Vec<String> = f.v4.hashlimit_tables().map(str::to_string).collect();
    assert_eq!(limits.len(), 2, "{file}");
    for l in &limits {
        assert!(file.contains(&format!("--hashlimit-name {l} ")), "{file}");
        assert!(l.len() <= 31 && l.as_bytes()[l.len() - 9] == b'.', "{l}");
    }
    let set = "dropc-eth0:bad-4";
    assert_eq!(f.v4.ipsets().collect::<Vec<_>>(), [set]);
    let names = [(set.to_string(), format!("{set}.alt"))];
    let in_force = [limits[0].clone()];
    let once = f.v4.render(&RenderParams {
        sets: &names,
        hashlimits_in_force: &in_force,
        jump: false,
    });
    let a2 = hashlimit_other_generation(&limits[0]).expect("a generation name");
    assert_ne!(a2, limits[0]);
    assert_eq!(a2.len(), limits[0].len());
    // Exactly the holes differ from the file (minus its jump).
    let expected = file
        .replace(
            &format!("--match-set {set} "),
            &format!("--match-set {set}.alt "),
        )
        .replace(
            &format!("--hashlimit-name {} ", limits[0]),
            &format!("--hashlimit-name {a2} "),
        )
        .replace(
            "# the jump from PREROUTING\n-I PREROUTING 1 -i eth0 -j DROPC-eth0\n",
            "",
        );
    assert_eq!(once, expected);
    // The second generation in force: the next apply is back on the first.
    let twice = f.v4.render(&RenderParams {
        sets: &[],
        hashlimits_in_force: std::slice::from_ref(&a2),
        jump: true,
    });
    assert_eq!(twice, file);
    // Nothing in force, no generation: the file.
    assert_eq!(f.v4.render(&RenderParams::FILE), file);
}

#[test]
fn hash_net_holds_the_whole_space_as_two_halves() {
    // ipset's hash:net refuses `/0`.
    assert_eq!(
        hash_net_cidrs(0, u128::from(u32::MAX), 32),
        vec![(0, 1), (1 << 31, 1)]
    );
    assert_eq!(
        hash_net_cidrs(0, u128::MAX, 128),
        vec![(0, 1), (1 << 127, 1)]
    );
    assert_eq!(hash_net_cidrs(0, 255, 32), vec![(0, 24)]);
}
