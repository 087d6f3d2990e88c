//! The netlink path of `dropc set` on nft (`dropc_apply::nftnl`) against
//! nft itself, on the kernel: the same elements written by `nft` into one
//! set and by netlink into another read back identically with `nft -j list
//! set` (prefixes, ranges, single values, open-ended intervals, IPv6,
//! ports, timeouts), and a batch with one bad element changes nothing.

use dropc_apply::netns::Netns;
use dropc_apply::nftnl::{self, Batch, Interval, SetRef, Verb};
use dropc_testkit::skip_kernel_test;
use serde_json::Value;

const TABLE: &str = "dropc-nltest";

fn nft(ns: &Netns, args: &[&str], stdin: Option<&str>) -> String {
    use std::io::Write as _;
    let mut cmd = ns.command("nft");
    cmd.args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let mut child = cmd.spawn().expect("nft");
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    }
    drop(child.stdin.take());
    let out = child.wait_with_output().expect("nft");
    assert!(
        out.status.success(),
        "nft {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn setup(ns: &Netns) {
    let mut script = format!("table netdev {TABLE} {{\n");
    for (name, ty) in [
        ("v4", "ipv4_addr"),
        ("v6", "ipv6_addr"),
        ("port", "inet_service"),
    ] {
        for who in ["nft", "nl"] {
            script.push_str(&format!(
                "  set {who}.{name} {{ type {ty}; flags interval, timeout; size 1000; comment \"dropc dynamic timeout 60s\"; }}\n"
            ));
        }
    }
    script.push_str("}\n");
    nft(ns, &["-f", "-"], Some(&script));
}

/// `nft -j list set`'s elements, with `expires` rounded to tens of
/// seconds (the two sets were written a moment apart).
fn listed(ns: &Netns, set: &str) -> Vec<Value> {
    let out = nft(ns, &["-j", "list", "set", "netdev", TABLE, set], None);
    let v: Value = serde_json::from_str(&out).unwrap();
    let set = v["nftables"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|x| x.get("set"))
        .unwrap()
        .clone();
    let mut elems = set["elem"].as_array().cloned().unwrap_or_default();
    for e in &mut elems {
        if let Some(x) = e.get_mut("elem") {
            if let Some(t) = x["expires"].as_u64() {
                x["expires"] = Value::from((t + 5) / 10);
            }
        }
    }
    elems
}

fn v4(s: &str) -> u128 {
    u128::from(u32::from(s.parse::<std::net::Ipv4Addr>().unwrap()))
}

fn v6(s: &str) -> u128 {
    u128::from(s.parse::<std::net::Ipv6Addr>().unwrap())
}

fn iv(lo: u128, hi: u128, secs: Option<u64>) -> Interval {
    Interval {
        lo,
        hi,
        timeout_ms: secs.map(|s| s * 1000),
        expires_ms: None,
    }
}

fn sref<'a>(set: &'a str, width: usize) -> SetRef<'a> {
    SetRef {
        table: TABLE,
        set,
        width,
    }
}

#[test]
fn netlink_writes_read_back_as_nft_writes() {
    if skip_kernel_test("nftnl") {
        return;
    }
    let ns = Netns::new("nltest").expect("netns");
    setup(&ns);
    // The same elements, as nft text and as intervals.
    let cases: Vec<(&str, usize, &str, Vec<Interval>)> = vec![
        (
            "v4",
            4,
            "10.0.0.0/8 timeout 300s, 192.0.2.1, 198.51.100.0/24 timeout 3600s, 255.255.255.0/24, 0.0.0.0/8",
            vec![
                iv(v4("10.0.0.0"), v4("10.255.255.255"), Some(300)),
                iv(v4("192.0.2.1"), v4("192.0.2.1"), None),
                iv(v4("198.51.100.0"), v4("198.51.100.255"), Some(3600)),
                iv(v4("255.255.255.0"), v4("255.255.255.255"), None),
                iv(0, v4("0.255.255.255"), None),
            ],
        ),
        (
            "v6",
            16,
            "2001:db8::/32 timeout 120s, ::1, fd00::1-fd00::5, ffff::/16",
            vec![
                iv(v6("2001:db8::"), v6("2001:db8:ffff:ffff:ffff:ffff:ffff:ffff"), Some(120)),
                iv(1, 1, None),
                iv(v6("fd00::1"), v6("fd00::5"), None),
                iv(v6("ffff::"), u128::MAX, None),
            ],
        ),
        (
            "port",
            2,
            "0, 80 timeout 90s, 1000-2000, 65535",
            vec![
                iv(0, 0, None),
                iv(80, 80, Some(90)),
                iv(1000, 2000, None),
                iv(65535, 65535, None),
            ],
        ),
    ];
    for (name, width, text, ivs) in &cases {
        nft(
            &ns,
            &["-f", "-"],
            Some(&format!(
                "add element netdev {TABLE} nft.{name} {{ {text} }}\n"
            )),
        );
        let nl = format!("nl.{name}");
        let set = sref(&nl, *width);
        ns.run(|| {
            let mut b = Batch::new();
            b.elements(Verb::Add, &set, ivs);
            b.commit()
        })
        .unwrap()
        .expect("netlink add");
        assert_eq!(
            listed(&ns, &format!("nft.{name}")),
            listed(&ns, &nl),
            "{name}: nft and netlink wrote different sets"
        );
        // And nftnl::list reads what nft reads, timeouts included.
        let read = ns.run(|| nftnl::list(&set)).unwrap().expect("list");
        let mut want: Vec<(u128, u128, Option<u64>)> =
            ivs.iter().map(|i| (i.lo, i.hi, i.timeout_ms)).collect();
        want.sort_unstable();
        let got: Vec<(u128, u128, Option<u64>)> =
            read.iter().map(|i| (i.lo, i.hi, i.timeout_ms)).collect();
        assert_eq!(got, want, "{name}");
        for i in &read {
            match i.timeout_ms {
                Some(t) => assert!(
                    i.expires_ms.is_some_and(|e| e <= t && e + 5000 > t),
                    "{name}: {i:?}"
                ),
                None => assert_eq!(i.expires_ms, None, "{name}: {i:?}"),
            }
        }
        let info = ns
            .run(|| nftnl::set_info(TABLE, &nl))
            .unwrap()
            .expect("info");
        assert_eq!(info.size, Some(1000));
        assert_eq!(info.comment.as_deref(), Some("dropc dynamic timeout 60s"));
    }

    // Deleting through netlink leaves what nft's delete leaves.
    nft(
        &ns,
        &["-f", "-"],
        Some(&format!(
            "delete element netdev {TABLE} nft.v4 {{ 192.0.2.1, 255.255.255.0/24 }}\n"
        )),
    );
    let set = sref("nl.v4", 4);
    ns.run(|| {
        let mut b = Batch::new();
        b.elements(
            Verb::Delete,
            &set,
            &[
                iv(v4("192.0.2.1"), v4("192.0.2.1"), None),
                iv(v4("255.255.255.0"), v4("255.255.255.255"), None),
            ],
        );
        b.commit()
    })
    .unwrap()
    .expect("netlink delete");
    assert_eq!(listed(&ns, "nft.v4"), listed(&ns, "nl.v4"));
}

#[test]
fn a_batch_with_one_bad_element_changes_nothing() {
    if skip_kernel_test("nftnl") {
        return;
    }
    let ns = Netns::new("nltest").expect("netns");
    setup(&ns);
    let set = sref("nl.v4", 4);
    let base = vec![
        iv(v4("10.0.0.0"), v4("10.255.255.255"), Some(600)),
        iv(v4("192.0.2.0"), v4("192.0.2.255"), None),
    ];
    ns.run(|| {
        let mut b = Batch::new();
        b.elements(Verb::Add, &set, &base);
        b.commit()
    })
    .unwrap()
    .expect("add");
    let before = listed(&ns, "nl.v4");
    let good: Vec<Interval> = (0..400u128)
        .map(|i| {
            iv(
                v4("100.64.0.0") + 4 * i,
                v4("100.64.0.0") + 4 * i + 1,
                Some(60),
            )
        })
        .collect();
    // Overlapping 10.0.0.0/8 without being it, after 400 good ones.
    let mut bad = good.clone();
    bad.push(iv(v4("10.1.0.0"), v4("10.1.255.255"), None));
    let e = ns
        .run(|| {
            let mut b = Batch::new();
            b.elements(Verb::Add, &set, &bad);
            b.commit()
        })
        .unwrap()
        .expect_err("an overlapping element is refused");
    assert!(e.errno != 0, "{e}");
    assert_eq!(
        listed(&ns, "nl.v4"),
        before,
        "a refused batch changed the set"
    );
    // A flush and a delete of an element that is not there: refused, and
    // the flush did not happen either.
    let e = ns
        .run(|| {
            let mut b = Batch::new();
            b.flush(&set);
            b.elements(Verb::Add, &set, &good);
            b.elements(
                Verb::Delete,
                &set,
                &[iv(v4("9.9.9.9"), v4("9.9.9.9"), None)],
            );
            b.commit()
        })
        .unwrap()
        .expect_err("deleting an element that is not there is refused");
    assert_eq!(e.errno, libc::ENOENT, "{e}");
    assert_eq!(listed(&ns, "nl.v4"), before);
    // More than the set's size (1000 intervals): refused whole.
    let many: Vec<Interval> = (0..1500u128)
        .map(|i| iv(v4("100.65.0.0") + 4 * i, v4("100.65.0.0") + 4 * i, None))
        .collect();
    let e = ns
        .run(|| {
            let mut b = Batch::new();
            b.elements(Verb::Add, &set, &many);
            b.commit()
        })
        .unwrap()
        .expect_err("a full set refuses");
    assert_eq!(e.errno, libc::ENFILE, "{e}");
    assert_eq!(listed(&ns, "nl.v4"), before);
    // A flush and adds in one batch replace the set.
    ns.run(|| {
        let mut b = Batch::new();
        b.flush(&set);
        b.elements(Verb::Add, &set, &good[..300]);
        b.commit()
    })
    .unwrap()
    .expect("replace");
    let read = ns.run(|| nftnl::list(&set)).unwrap().expect("list");
    assert_eq!(read.len(), 300);
    assert_eq!((read[0].lo, read[0].hi), (good[0].lo, good[0].hi));
}

#[test]
fn add_delete_add_in_one_batch_renews_exactly() {
    // The renewal of `dropc set add` on kernels before 6.12, where an add
    // of an element already there is ignored.
    if skip_kernel_test("nftnl") {
        return;
    }
    let ns = Netns::new("nltest").expect("netns");
    setup(&ns);
    let set = sref("nl.v4", 4);
    let one = |secs| vec![iv(v4("192.0.2.0"), v4("192.0.2.255"), secs)];
    let renew = |secs| {
        ns.run(|| {
            let mut b = Batch::new();
            for verb in [Verb::Add, Verb::Delete, Verb::Add] {
                b.elements(verb, &set, &one(secs));
            }
            b.commit()
        })
        .unwrap()
        .expect("renew");
        ns.run(|| nftnl::list(&set)).unwrap().expect("list")
    };
    assert_eq!(renew(Some(3600))[0].timeout_ms, Some(3_600_000));
    let l = renew(Some(60));
    assert_eq!(l.len(), 1);
    assert_eq!(l[0].timeout_ms, Some(60_000));
    assert!(l[0].expires_ms.is_some_and(|e| e <= 60_000 && e > 55_000));
    let l = renew(None);
    assert_eq!((l.len(), l[0].timeout_ms, l[0].expires_ms), (1, None, None));
}

/// The devices of a netdev table's base chains, read over netlink (nft's
/// JSON leaves them out): one device, several devices, another table's
/// chain and a regular chain left out, a missing table empty.
#[test]
fn netdev_chain_devices_over_netlink() {
    use dropc_testkit::NetnsExt as _;
    if skip_kernel_test("nftnl") {
        return;
    }
    let ns = Netns::new("nlchains").expect("netns");
    for (a, b) in [("dv0", "dv1"), ("dv2", "dv3")] {
        ns.add_veth(a, b).expect("veth");
    }
    nft(
        &ns,
        &["-f", "-"],
        Some(
            "table netdev dropc-one {\n\
               chain in { type filter hook ingress device \"dv0\" priority -500; }\n\
               chain regular { }\n\
             }\n\
             table netdev dropc-two {\n\
               chain in { type filter hook ingress devices = { dv1, dv2 } priority -500; }\n\
             }\n\
             table netdev other {\n chain in { type filter hook ingress device \"dv3\" priority 0; }\n }\n",
        ),
    );
    let devs = |t: &str| ns.run(|| nftnl::netdev_chain_devices(t)).unwrap().unwrap();
    assert_eq!(devs("dropc-one"), vec!["dv0"]);
    assert_eq!(devs("dropc-two"), vec!["dv1", "dv2"]);
    assert_eq!(devs("other"), vec!["dv3"]);
    assert!(devs("missing").is_empty());
}
