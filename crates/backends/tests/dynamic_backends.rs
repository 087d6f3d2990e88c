//! Dynamic sets in the backends (spec §3, §7): never folded, named nft sets
//! and ipsets that keep run-time state, and a capability error where the
//! target cannot hold them.

use dropc_backends::{compile, nft, Artifact, Options, Target};
use dropc_ir::ValidPolicy;

fn load(text: &str) -> ValidPolicy {
    dropc_testkit::policy(text)
}

/// The ipset of part `kind` of set `name` on eth0.
fn ipset(name: &str, kind: &str) -> String {
    dropc_backends::iptables::ipset_name(Some("eth0"), name, kind)
}

fn opts() -> Options {
    Options {
        iface: Some("eth0".into()),
        no_counters: false,
    }
}

#[test]
fn bpf_targets_reject_dynamic_sets_naming_the_targets_that_can() {
    let p = load("set a = ip dynamic\nset b = port dynamic\ndrop src @a\ndrop tcp not dport @b\n");
    for t in [Target::Xdp, Target::Tc] {
        let Err(ds) = compile(t, &p, &opts()) else {
            panic!("{t} compiled a dynamic set");
        };
        let errs: Vec<_> = ds.iter().filter(|d| d.is_error()).collect();
        assert_eq!(errs.len(), 2, "{ds:?}");
        for d in errs {
            assert_eq!(d.code, "unsupported");
            assert!(d.message.contains("dynamic set"), "{d:?}");
            assert_eq!(
                d.help.as_deref(),
                Some("targets that can express it: nft, iptables")
            );
        }
    }
}

#[test]
fn empty_dynamic_sets_are_not_folded() {
    let p = load("set a = ip dynamic\nset b = port dynamic\ndrop src @a\ndrop tcp dport @b\n");
    let Ok((Artifact::NftScript(s), _)) = compile(Target::Nft, &p, &opts()) else {
        panic!()
    };
    for needle in [
        "set a.v4 {",
        "set a.v6 {",
        "set b.port {",
        "ip saddr @a.v4 counter",
        "ip6 saddr @a.v6 counter",
        "th dport @b.port",
        "flags interval, timeout",
    ] {
        assert!(s.contains(needle), "{needle} missing:\n{s}");
    }
    assert!(!s.contains("never matches"), "{s}");
    let Ok((Artifact::Iptables(f), _)) = compile(Target::Iptables, &p, &opts()) else {
        panic!()
    };
    let [a4, a6, bp] = [("a", "4"), ("a", "6"), ("b", "p")].map(|(n, k)| ipset(n, k));
    assert!(f.v4.contains(&format!("--match-set {a4} src")), "{}", f.v4);
    assert!(f.v6.contains(&format!("--match-set {a6} src")), "{}", f.v6);
    assert!(f.v4.contains(&format!("--match-set {bp} dst")), "{}", f.v4);
    assert_eq!(dropc_backends::iptables::set_names(&f.ipset), [a4, a6, bp]);
}

#[test]
fn small_dynamic_port_sets_stay_sets() {
    let p = load("set b = port dynamic { 22 }\ndrop tcp dport @b\n");
    let Ok((Artifact::Iptables(f), _)) = compile(Target::Iptables, &p, &opts()) else {
        panic!()
    };
    assert!(!f.v4.contains("multiport"), "{}", f.v4);
    let bp = ipset("b", "p");
    assert!(
        f.ipset.contains(&format!("add {bp} 22 timeout 0 -exist")),
        "{}",
        f.ipset
    );
}

#[test]
fn ipset_limits_are_errors() {
    let p = load("set a = ip dynamic timeout 30d\ndrop src @a\n");
    let Err(ds) = compile(Target::Iptables, &p, &opts()) else {
        panic!()
    };
    assert!(ds.iter().any(|d| d.message.contains("timeout")), "{ds:?}");
    assert!(compile(Target::Nft, &p, &opts()).is_ok());
    // One range, three prefixes.
    let p =
        load("set a = ip dynamic { 10.0.0.1, 10.0.0.2, 10.0.0.3, 10.0.0.4 } size 2\ndrop src @a\n");
    let Err(ds) = compile(Target::Iptables, &p, &opts()) else {
        panic!()
    };
    assert!(ds.iter().any(|d| d.code == "set-over-size"), "{ds:?}");
}

#[test]
fn timeout_comment_round_trips() {
    for t in [None, Some(1u64), Some(3600)] {
        let d = dropc_ir::Dynamic {
            timeout: t.map(std::time::Duration::from_secs),
            size: 5,
        };
        assert_eq!(
            nft::parse_dynamic_comment(&nft::dynamic_comment(&d)),
            Some(t)
        );
    }
    assert_eq!(nft::parse_dynamic_comment("something else"), None);
    assert_eq!(nft::parse_dynamic_comment("dropc dynamic timeout xs"), None);
}
