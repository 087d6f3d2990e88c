//! The objects load with the standard tools (spec §7): `ip link set dev IF
//! xdp obj OUT sec xdp`, `tc filter add dev IF ingress bpf da obj OUT sec
//! classifier` (on a veth pair in a scratch namespace) and `bpftool prog
//! load`, for the flood policy, the million-prefix deny-list and 10,000
//! rules.

mod bpf_common;
use bpf_common::*;
use dropc_backends::{bpf, Options, Target};
use std::process::Command;

/// A network namespace `dropc-bpfgen-<pid>`, deleted on drop.
struct Netns(String);

impl Netns {
    fn new() -> Netns {
        let name = format!("dropc-bpfgen-{}", std::process::id());
        let _ = Command::new("ip").args(["netns", "del", &name]).status();
        let ns = Netns(name);
        ns.ip(&["netns", "add", &ns.0], false);
        ns.ip(&["link", "add", "v0", "type", "veth", "peer", "name", "v1"], true);
        ns.ip(&["link", "set", "v0", "up"], true);
        ns.ip(&["link", "set", "v1", "up"], true);
        ns
    }

    /// Runs `ip [-n ns] args`, panicking with its output on failure.
    fn ip(&self, args: &[&str], inside: bool) {
        let mut c = Command::new("ip");
        if inside {
            c.args(["-n", &self.0]);
        }
        run(c.args(args));
    }

    fn tc(&self, args: &[&str]) {
        run(Command::new("tc").args(["-n", &self.0]).args(args));
    }
}

impl Drop for Netns {
    fn drop(&mut self) {
        let _ = Command::new("ip").args(["netns", "del", &self.0]).status();
    }
}

fn run(c: &mut Command) {
    let out = c.output().unwrap_or_else(|e| panic!("{c:?}: {e}"));
    assert!(
        out.status.success(),
        "{c:?} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn standard_tools_load_the_objects() {
    if !enabled() {
        return;
    }
    let ns = Netns::new();
    let dir = std::env::temp_dir();
    ns.tc(&["qdisc", "add", "dev", "v1", "clsact"]);
    for (name, p) in [
        ("flood", flood_policy()),
        ("million", million_prefix_policy()),
        ("tenk", ten_k_rules_policy()),
    ] {
        for t in [Target::Xdp, Target::Tc] {
            for no_counters in [false, true] {
                let opts = Options {
                    no_counters,
                    ..Options::default()
                };
                let obj = bpf::compile(t, &p, &opts).expect("compile");
                let path = dir.join(format!("dropc-bpfgen-{}-{name}-{t}.o", std::process::id()));
                std::fs::write(&path, &obj).expect("write");
                let path_s = path.to_string_lossy().to_string();
                match t {
                    Target::Xdp => {
                        ns.ip(&["link", "set", "dev", "v0", "xdp", "obj", &path_s, "sec", "xdp"], true);
                        ns.ip(&["link", "set", "dev", "v0", "xdp", "off"], true);
                    }
                    _ => {
                        ns.tc(&[
                            "filter", "replace", "dev", "v1", "ingress", "pref", "1", "handle", "1",
                            "bpf", "da", "obj", &path_s, "sec", "classifier",
                        ]);
                        ns.tc(&["filter", "del", "dev", "v1", "ingress"]);
                    }
                }
                let tag = format!("{name}_{t}_{no_counters}");
                if let Err(log) = bpftool_load(&obj, &tag) {
                    panic!("bpftool prog load {name} ({t}): {log}");
                }
                let _ = std::fs::remove_file(&path);
            }
        }
    }
}
