//! Dynamic sets (spec §3, v2): declaration forms, the IR they lower to, and
//! every diagnostic of their parameters.

mod common;

use common::*;
use dropc_ir::{Dynamic, SetData};
use std::time::Duration;

#[test]
fn forms_lower_to_dynamic_sets() {
    let p = policy(
        "set a = ip dynamic\nset b = port dynamic { 53, 100-200 } timeout 90s\nset c = ip dynamic { 10.0.0.0/8, fd00::/8 } size 10 timeout 2h\nset d = ip { 192.0.2.1 }\ndrop src @a\ndrop udp dport @b\ndrop dst @c\ndrop dst @d\n",
    );
    assert_eq!(p.sets.len(), 4);
    assert_eq!(
        p.sets[0].dynamic,
        Some(Dynamic {
            timeout: None,
            size: Dynamic::DEFAULT_SIZE
        })
    );
    assert_eq!(p.sets[0].data, SetData::Ip(Default::default()));
    assert_eq!(
        p.sets[1].dynamic,
        Some(Dynamic {
            timeout: Some(Duration::from_secs(90)),
            size: 65536
        })
    );
    let SetData::Port(ports) = &p.sets[1].data else {
        panic!("{:?}", p.sets[1])
    };
    assert_eq!(ports.ports.len(), 2);
    assert_eq!(
        p.sets[2].dynamic,
        Some(Dynamic {
            timeout: Some(Duration::from_secs(7200)),
            size: 10
        })
    );
    assert_eq!(p.sets[3].dynamic, None);
    for (unit, secs) in [("s", 1), ("m", 60), ("h", 3600), ("d", 86400)] {
        let p = policy(&format!(
            "set a = ip dynamic timeout 3{unit}\ndrop src @a\n"
        ));
        assert_eq!(
            p.sets[0].dynamic.and_then(|d| d.timeout),
            Some(Duration::from_secs(3 * secs))
        );
    }
}

#[test]
fn dynamic_set_from_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("deny.txt"),
        "# deny\n10.0.0.0/8\n\n2001:db8::/32\n",
    )
    .unwrap();
    let l = load_in(
        dir.path(),
        "set deny = ip dynamic from \"deny.txt\" timeout 1d size 100\ndrop src @deny\n",
    );
    let p = l.policy.expect("loads");
    let SetData::Ip(ip) = &p.sets[0].data else {
        panic!()
    };
    assert_eq!((ip.v4.len(), ip.v6.len()), (1, 1));
    assert_eq!(p.sets[0].dynamic.map(|d| d.size), Some(100));
}

#[test]
fn new_keywords_are_reserved() {
    for w in ["dynamic", "timeout", "size"] {
        let (d, _) = only(&format!("set {w} = ip {{ 10.0.0.0/8 }}\n"));
        assert_eq!(d.code, "reserved-word", "{w}");
    }
}

#[test]
fn bad_durations() {
    assert_rendered(
        "set a = ip dynamic timeout 30\ndrop src @a\n",
        "bad-duration",
        "error[bad-duration]: the duration `30` has no unit
  --> p.drop:1:28
  |
1 | set a = ip dynamic timeout 30
  |                            ^^
  |
  = help: a duration is an integer followed by `s`, `m`, `h` or `d`: `90s`, `10m`, `2h`, `7d`
",
    );
    for bad in ["30x", "s", "1.5h", "10ms", "-1s"] {
        let (d, _) = only(&format!("set a = ip dynamic timeout {bad}\ndrop src @a\n"));
        assert_eq!(d.code, "bad-duration", "{bad}: {d:?}");
    }
    let (d, _) = only("set a = ip dynamic timeout\ndrop src @a\n");
    assert_eq!(d.code, "bad-duration");
    assert_rendered(
        "set a = ip dynamic timeout 0s\ndrop src @a\n",
        "bad-duration",
        "error[bad-duration]: a timeout must be at least one second
  --> p.drop:1:28
  |
1 | set a = ip dynamic timeout 0s
  |                            ^^
  |
  = help: leave `timeout` out for elements that never expire
",
    );
    for big in ["4294967296s", "99999999999999999999999d", "50000d"] {
        let (d, _) = only(&format!("set a = ip dynamic timeout {big}\ndrop src @a\n"));
        assert_eq!(d.code, "bad-duration", "{big}");
        assert!(d.message.contains("too long"), "{d:?}");
    }
}

#[test]
fn bad_sizes() {
    assert_rendered(
        "set a = port dynamic size 0\ndrop tcp dport @a\n",
        "bad-size",
        "error[bad-size]: a set's size must be between 1 and 4294967295, not `0`
  --> p.drop:1:27
  |
1 | set a = port dynamic size 0
  |                           ^
  |
  = help: leave `size` out for the default, 65536 elements per family
",
    );
    let (d, _) = only("set a = port dynamic size 4294967296\ndrop tcp dport @a\n");
    assert_eq!(d.code, "bad-size");
    let (d, _) = only("set a = port dynamic size\ndrop tcp dport @a\n");
    assert_eq!(d.code, "syntax");
    assert_rendered(
        "set a = ip dynamic { 10.0.0.1, 10.0.0.3, fd00::1 } size 1\ndrop src @a\n",
        "set-over-size",
        "error[set-over-size]: set `a` holds 2 IPv4 elements (after merging), more than its size 1
  --> p.drop:1:57
  |
1 | set a = ip dynamic { 10.0.0.1, 10.0.0.3, fd00::1 } size 1
  |                                                         ^
  |
  = help: raise the set's `size`
",
    );
    // Merged elements count once.
    policy("set a = ip dynamic { 10.0.0.0/8, 10.1.0.0/16 } size 1\ndrop src @a\n");
}

#[test]
fn options_need_a_dynamic_set_and_come_once() {
    assert_rendered(
        "set a = ip { 10.0.0.0/8 } timeout 1h\ndrop src @a\n",
        "syntax",
        "error[syntax]: `timeout` is only for dynamic sets
  --> p.drop:1:27
  |
1 | set a = ip { 10.0.0.0/8 } timeout 1h
  |                           ^^^^^^^
  |
  = help: declare the set dynamic: `set NAME = ip|port dynamic ...`
",
    );
    let (d, _) = only("set a = ip dynamic timeout 1h timeout 2h\ndrop src @a\n");
    assert!(d.message.contains("given twice"), "{d:?}");
    let (d, _) = only("set a = ip dynamic size 1 size 2\ndrop src @a\n");
    assert!(d.message.contains("given twice"), "{d:?}");
    // Either order.
    policy("set a = ip dynamic size 5 timeout 1m\ndrop src @a\n");
    let (d, _) = only("set a = ip\ndrop src @a\n");
    assert_eq!(d.code, "syntax");
    assert!(d.message.contains("`dynamic`"), "{d:?}");
}

#[test]
fn dynamic_set_in_a_list_is_an_error() {
    assert_rendered(
        "set a = ip dynamic\ndrop src { 10.0.0.0/8, @a }\n",
        "dynamic-set-in-list",
        "error[dynamic-set-in-list]: the dynamic set `@a` cannot be part of a `{ }` list
  --> p.drop:2:24
  |
2 | drop src { 10.0.0.0/8, @a }
  |                        ^^
  |
  = note: a list's contents are fixed when the policy is compiled, a dynamic set's change while it is loaded
  = help: match the dynamic set on its own, `@a`, in a rule of its own if needed
",
    );
    let (d, _) = only("set a = port dynamic\nset b = port { 1, @a }\ndrop tcp dport @b\n");
    assert_eq!(d.code, "dynamic-set-in-list");
    // On its own, negated or not, it is an ordinary operand.
    policy("set a = ip dynamic\ndrop not src @a\npass dst @a\n");
}

#[test]
fn dynamic_sets_shadow_nothing() {
    // An empty dynamic set may fill at run time: nothing after it is
    // reported shadowed by its current contents, and a rule on it is not
    // reported as never matching.
    let l = load("set a = ip dynamic\nset b = ip { 10.0.0.0/8 }\ndrop src @a\ndrop src @b\n");
    assert!(l.diagnostics.is_empty(), "{:?}", l.diagnostics);
    let l = load("set a = ip dynamic { 0.0.0.0/0 }\ndrop src 10.0.0.0/8\ndrop src @a\n");
    assert!(l.diagnostics.is_empty(), "{:?}", l.diagnostics);
    // The same dynamic set covers itself, whatever it holds.
    let l = load("set a = ip dynamic\ndrop src @a\ndrop src @a tcp\n");
    assert_eq!(l.diagnostics.len(), 1, "{:?}", l.diagnostics);
    assert_eq!(l.diagnostics[0].code, "shadowed-rule");
}
