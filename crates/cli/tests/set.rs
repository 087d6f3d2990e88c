//! `dropc set add|del|replace|list` (spec §8, v2) as a user runs it: exit
//! statuses (0 done, 1 refused and nothing changed, 2 usage or system
//! error) and the JSON of `set list`. The kernel part runs in a scratch
//! network namespace (root; skipped otherwise, failing under CI=true).

use dropc_testkit::{skip_kernel_test, Netns, NetnsExt as _};
use std::process::{Command, Output};

fn dropc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dropc"))
        .args(args)
        .output()
        .expect("run dropc")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn usage_errors_exit_2() {
    let add = |t: &'static str| {
        [
            "set",
            "add",
            "--iface",
            "lo",
            "s",
            "192.0.2.1",
            "--timeout",
            t,
        ]
    };
    let (zero, bad) = (add("0s"), add("5x"));
    for args in [
        &zero[..],
        &bad[..],
        &["set", "add", "--iface", "lo", "s"],
        &["set", "frob", "--iface", "lo", "s"],
        &["set", "list", "s"],
    ] {
        let o = dropc(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    }
    let o = dropc(&[
        "set",
        "add",
        "--iface",
        "lo",
        "s",
        "1.2.3.4",
        "--timeout",
        "0s",
    ]);
    assert!(stderr(&o).contains("at least one second"), "{}", stderr(&o));
}

const POLICY: &str = "\
set deny = ip dynamic { 192.0.2.0/24 } timeout 1h size 4
set svc  = port dynamic
default pass
drop src @deny
drop tcp dport @svc
";

/// Runs dropc inside `ns` (`ip netns exec` is enough for nft and ipset).
fn dropc_in(ns: &Netns, args: &[&str]) -> Output {
    Command::new("ip")
        .args(["netns", "exec", ns.name(), env!("CARGO_BIN_EXE_dropc")])
        .args(args)
        .output()
        .expect("run dropc")
}

fn list_json(ns: &Netns, set: &str) -> serde_json::Value {
    let o = dropc_in(
        ns,
        &["set", "list", "--iface", "v0", set, "--format", "json"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    serde_json::from_slice(&o.stdout).expect("json")
}

fn elements(v: &serde_json::Value) -> Vec<(String, bool)> {
    v["elements"]
        .as_array()
        .expect("elements")
        .iter()
        .map(|e| {
            (
                e["element"].as_str().expect("element").to_string(),
                e["expires_in"].is_u64(),
            )
        })
        .collect()
}

#[test]
fn set_commands_on_nft_and_iptables() {
    if skip_kernel_test("set_commands_on_nft_and_iptables") {
        return;
    }
    let ns = Netns::new("cliset").expect("namespace");
    ns.add_veth("v0", "v1").expect("veth");
    let dir = tempfile::tempdir().expect("tempdir");
    let policy = dir.path().join("p.drop");
    std::fs::write(&policy, POLICY).expect("write");
    let policy = policy.to_string_lossy().into_owned();
    let from = dir.path().join("new.txt");
    std::fs::write(&from, "# new contents\n198.51.100.0/24\n2001:db8::/32\n").expect("write");
    let from = from.to_string_lossy().into_owned();
    for target in ["nft", "iptables"] {
        let o = dropc_in(
            &ns,
            &["apply", &policy, "--target", target, "--iface", "v0"],
        );
        assert_eq!(o.status.code(), Some(0), "{target}: {}", stderr(&o));
        let v = list_json(&ns, "deny");
        assert_eq!(v["set"], "deny");
        assert_eq!(elements(&v), [("192.0.2.0/24".to_string(), false)]);

        let add = |args: &[&str]| {
            let mut a = vec!["set", "add", "--iface", "v0"];
            a.extend_from_slice(args);
            dropc_in(&ns, &a)
        };
        let o = add(&["deny", "203.0.113.1", "2001:db8::/48"]);
        assert_eq!(o.status.code(), Some(0), "{target}: {}", stderr(&o));
        // The set's default timeout applies.
        assert_eq!(
            elements(&list_json(&ns, "deny")),
            [
                ("192.0.2.0/24".to_string(), false),
                ("203.0.113.1".to_string(), true),
                ("2001:db8::/48".to_string(), true)
            ]
        );
        // An invalid element, among valid ones: exit 1, nothing changed.
        let o = add(&["deny", "198.51.100.1", "10.0.0.1/8"]);
        assert_eq!(o.status.code(), Some(1), "{target}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("did you mean 10.0.0.0/8?"),
            "{}",
            stderr(&o)
        );
        // A full set (size 4 per family): exit 1, nothing changed.
        let o = add(&["deny", "198.51.100.1", "198.51.100.2", "198.51.100.3"]);
        assert_eq!(o.status.code(), Some(1), "{target}: {}", stderr(&o));
        assert!(stderr(&o).contains("full"), "{}", stderr(&o));
        assert_eq!(elements(&list_json(&ns, "deny")).len(), 3);
        // An unknown set: exit 2.
        let o = add(&["nope", "198.51.100.1"]);
        assert_eq!(o.status.code(), Some(2), "{target}: {}", stderr(&o));
        // Ports, with an explicit timeout.
        let o = add(&["svc", "8080", "9000-9010", "--timeout", "10m"]);
        assert_eq!(o.status.code(), Some(0), "{target}: {}", stderr(&o));
        assert_eq!(
            elements(&list_json(&ns, "svc")),
            [("8080".to_string(), true), ("9000-9010".to_string(), true)]
        );
        // Delete: absent elements are no error.
        let o = dropc_in(
            &ns,
            &[
                "set",
                "del",
                "--iface",
                "v0",
                "deny",
                "203.0.113.1",
                "203.0.113.2",
            ],
        );
        assert_eq!(o.status.code(), Some(0), "{target}: {}", stderr(&o));
        // Replace.
        let o = dropc_in(
            &ns,
            &["set", "replace", "--iface", "v0", "deny", "--from", &from],
        );
        assert_eq!(o.status.code(), Some(0), "{target}: {}", stderr(&o));
        assert_eq!(
            elements(&list_json(&ns, "deny")),
            [
                ("198.51.100.0/24".to_string(), false),
                ("2001:db8::/32".to_string(), false)
            ]
        );
        // Human listing.
        let o = dropc_in(&ns, &["set", "list", "--iface", "v0", "svc"]);
        assert!(
            String::from_utf8_lossy(&o.stdout).starts_with("8080  expires in "),
            "{}",
            String::from_utf8_lossy(&o.stdout)
        );
        let o = dropc_in(&ns, &["remove", "--iface", "v0"]);
        assert_eq!(o.status.code(), Some(0), "{target}: {}", stderr(&o));
    }
}
