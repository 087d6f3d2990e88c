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
fn bpf_targets_keep_dynamic_sets_in_maps_the_object_describes() {
    use dropc_backends::bpf::dynset::{Descriptor, Part};
    let p = load(
        "set a = ip dynamic { 192.0.2.0/24 } timeout 1h\nset b = port dynamic size 8\n\
         drop src @a\ndrop tcp not dport @b\n",
    );
    for t in [Target::Xdp, Target::Tc] {
        let Ok((Artifact::Object(obj), _)) = compile(t, &p, &opts()) else {
            panic!("{t} did not compile dynamic sets");
        };
        let d = Descriptor::of_object(&obj).expect("note");
        let names: Vec<(&str, &str, u32, Option<u64>)> = d
            .sets
            .iter()
            .map(|s| (s.name.as_str(), s.kind.as_str(), s.size, s.timeout))
            .collect();
        assert_eq!(
            names,
            [("a", "ip", 65_536, Some(3600)), ("b", "port", 8, None)]
        );
        let parts: Vec<Part> = d.sets[0].parts.iter().map(|p| p.part).collect();
        assert_eq!(parts, [Part::V4, Part::V6]);
        assert_eq!(
            d.sets[0].parts[0].intervals().unwrap(),
            [(0xc000_0200, 0xc000_02ff)]
        );
        // the program reads every dynamic set's selector (never folded)
        let asm = dropc_backends::bpf::listing(t, &p, &opts()).expect("listing");
        for m in ["dropc_d0_sel", "dropc_d0_h4", "dropc_d0_r6", "dropc_d1_sel"] {
            assert!(asm.contains(m), "{t}: {m} not used");
        }
        let sizes = dropc_ebpf::obj::section_sizes(&obj);
        assert!(
            sizes.contains_key(dropc_backends::bpf::dynset::NOTE),
            "{sizes:?}"
        );
    }
    // A static set keeps its self-contained output: no note, no maps.
    let s = load("set a = ip { 192.0.2.0/24 }\ndrop src @a\n");
    let Ok((Artifact::Object(obj), _)) = compile(Target::Xdp, &s, &opts()) else {
        panic!()
    };
    assert_eq!(Descriptor::of_object(&obj).unwrap(), Descriptor::default());
}

#[test]
fn empty_dynamic_sets_are_not_folded() {
    let p = load("set a = ip dynamic\nset b = port dynamic\ndrop src @a\ndrop tcp dport @b\n");
    let Ok((Artifact::NftScript(art), _)) = compile(Target::Nft, &p, &opts()) else {
        panic!()
    };
    // Apply reads the dynamic sets from the artifact, not the script.
    let names: Vec<(&str, dropc_backends::nft::SetSpace)> = art
        .dynamic_sets
        .iter()
        .map(|d| (d.name.as_str(), d.space))
        .collect();
    {
        use dropc_backends::nft::SetSpace::{Port, V4, V6};
        assert_eq!(names, [("a.v4", V4), ("a.v6", V6), ("b.port", Port)]);
    }
    let s = art.script();
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
    assert!(
        f.v4.text().contains(&format!("--match-set {a4} src")),
        "{}",
        f.v4.text()
    );
    assert!(
        f.v6.text().contains(&format!("--match-set {a6} src")),
        "{}",
        f.v6.text()
    );
    assert!(
        f.v4.text().contains(&format!("--match-set {bp} dst")),
        "{}",
        f.v4.text()
    );
    assert_eq!(f.set_names(), [a4, a6, bp]);
}

#[test]
fn small_dynamic_port_sets_stay_sets() {
    let p = load("set b = port dynamic { 22 }\ndrop tcp dport @b\n");
    let Ok((Artifact::Iptables(f), _)) = compile(Target::Iptables, &p, &opts()) else {
        panic!()
    };
    assert!(!f.v4.text().contains("multiport"), "{}", f.v4.text());
    let bp = ipset("b", "p");
    assert!(
        f.render_ipset()
            .contains(&format!("add {bp} 22 timeout 0 -exist")),
        "{}",
        f.render_ipset()
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

#[test]
fn nft_artifact_carries_dynamic_set_elements_and_size() {
    let p = load(
        "set a = ip dynamic { 192.0.2.0/24, 10.0.0.1, 2001:db8::1 } size 16\nset b = port dynamic { 22, 1000-2000 }\nset c = ip { 198.51.100.0/24 }\ndrop src @a\ndrop tcp dport @b\ndrop src @c\n",
    );
    let Ok((Artifact::NftScript(art), _)) = compile(Target::Nft, &p, &opts()) else {
        panic!()
    };
    assert_eq!(art.table, dropc_backends::nft::table_name("eth0"));
    assert_eq!(art.device(), "eth0");
    let by = |n: &str| art.dynamic_sets.iter().find(|d| d.name == n).unwrap();
    // Static set `c` is not dynamic: apply has nothing to carry into it.
    assert_eq!(art.dynamic_sets.len(), 3);
    assert_eq!(by("a.v4").size, 16);
    assert_eq!(
        by("a.v4").elements,
        [(0x0a00_0001, 0x0a00_0001), (0xc000_0200, 0xc000_02ff)]
    );
    let v6 = 0x2001_0db8_u128 << 96 | 1;
    assert_eq!(by("a.v6").elements, [(v6, v6)]);
    assert_eq!(by("b.port").elements, [(22, 22), (1000, 2000)]);
}
