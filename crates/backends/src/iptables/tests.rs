//! Unit tests of the iptables backend (IR built by hand).

use super::*;
use crate::nft::tests::{neg, pos, proto, spec_example, B};
use dropc_ir::{Family, Test};

fn rules(file: &str) -> Vec<&str> {
    file.lines().filter(|l| l.starts_with("-A ")).collect()
}

/// `f.counts` names every rule of both files, chain by chain, in order.
fn assert_counts_cover(f: &Files) {
    for (file, counts) in [(&f.v4, &f.counts.v4), (&f.v6, &f.counts.v6)] {
        let names: Vec<&str> = counts.iter().map(|c| c.chain.as_str()).collect();
        assert_eq!(chain_names(file), names);
        for c in counts {
            let n = rules(file)
                .iter()
                .filter(|l| l.split_whitespace().nth(1) == Some(c.chain.as_str()))
                .count();
            assert_eq!(n, c.rules.len(), "{}: {file}", c.chain);
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
    assert!(f.v4.contains("*raw\n:DROPC - [0:0]\n") && f.v4.ends_with("COMMIT\n"));
    assert_eq!(chain_names(&f.v4), vec!["DROPC"]);
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
    assert_eq!(chain_names(&f.v4), vec!["DROPC", "DROPC1"]);
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
    b.rule("z", Action::Drop, Family::Ip4, vec![pos(proto(0))]);
    let e = compile(&b.build(), &Options::default()).unwrap_err();
    assert!(e[0].message.contains("`z`") && e[0].message.contains("proto 0"));
    let mut b = B::new(Action::Pass);
    b.rule(
        "ece",
        Action::Drop,
        Family::Ip4,
        vec![
            pos(proto(6)),
            pos(Test::TcpFlags {
                bits: 0x40,
                mask: 0x40,
            }),
        ],
    );
    assert!(compile(&b.build(), &Options::default()).is_err());
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
    for file in [&f.v4, &f.v6] {
        assert!(
            file.ends_with("-I PREROUTING 1 -i eth0 -j DROPC-eth0\nCOMMIT\n"),
            "{file}"
        );
        assert!(!without_jump(file).contains("\n-I PREROUTING"), "{file}");
        assert!(file.contains("\n:DROPC-eth0 - [0:0]\n"));
        assert!(!file.contains("! -i"));
    }
    assert!(
        f.render_ipset().contains("create dropc-eth0:flood_dst-4 "),
        "{}",
        f.render_ipset()
    );
    let f = compile(&spec_example(), &Options::default()).expect("compiles");
    assert!(f.v4.ends_with("-I PREROUTING 1 -j DROPC\nCOMMIT\n"));
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
    assert!(f.v4.contains("-i enx001122334455 -j DROPC-enx001122334455"));
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

/// Re-applying: a hashlimit table a rule in force names is renamed to its
/// other generation (same length), and back on the next apply; names not
/// in force and other text are left alone.
#[test]
fn fresh_hashlimits_alternate_generations() {
    let a = hashlimit_name(
        "per16",
        Some("eth0"),
        "-m hashlimit --hashlimit-above 5/sec",
    );
    let b = hashlimit_name(
        "other",
        Some("eth0"),
        "-m hashlimit --hashlimit-above 5/sec",
    );
    assert!(a.len() <= 31 && a.as_bytes()[a.len() - 9] == b'.', "{a}");
    let file = format!(
        "*raw\n-A DROPC-eth0 -m hashlimit --hashlimit-name {a} -j DROP\n\
         -A DROPC-eth0 -m hashlimit --hashlimit-name {b}\n-A X -m comment --comment \"{a}\"\nCOMMIT\n"
    );
    let in_force = format!("-A DROPC-eth0 -m hashlimit --hashlimit-name {a} -j DROP\n");
    let once = with_fresh_hashlimits(&file, &in_force);
    let a2 = hashlimit_other_generation(&a).expect("a generation name");
    assert_ne!(a2, a);
    assert_eq!(a2.len(), a.len());
    assert!(
        once.contains(&format!("--hashlimit-name {a2} -j DROP")),
        "{once}"
    );
    assert!(once.contains(&format!("--hashlimit-name {b}\n")), "{once}");
    assert!(once.contains(&format!("--comment \"{a}\"")), "{once}");
    // With the second generation in force, the third apply is back on the first.
    let twice = with_fresh_hashlimits(&file, &once);
    assert_eq!(
        twice,
        file.replace(
            &format!("--hashlimit-name {b}\n"),
            &format!(
                "--hashlimit-name {}\n",
                hashlimit_other_generation(&b).expect("b")
            )
        )
    );
    // Nothing in force: unchanged.
    assert_eq!(with_fresh_hashlimits(&file, ""), file);
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
