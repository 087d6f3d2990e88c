//! Kernel tests (root) of dropc on a host with several interfaces, run as
//! an operator would: the `dropc` binary and the standard tools, inside a
//! scratch namespace `dropc-…` with two veth pairs to a sender namespace,
//! checked with real UDP datagrams and with the tools' listings.
//!
//! - the compiled outputs of two interfaces, loaded side by side with the
//!   standard tools alone (nft; ipset + iptables-restore, both variants);
//! - `dropc apply` of two policies on two interfaces, on every target, and
//!   `remove` of one leaving the other;
//! - every switch of target on an interface (the 12 ordered pairs), with
//!   nothing of the old target left;
//! - the recorded iptables variant used by `remove`; no empty nf_tables raw
//!   tables left; a corrupt record; `remove` with nothing loaded;
//! - `stats --format json|prometheus` counts (promtool checks the text)
//!   and `status --format json`.
//!
//! Skipped when not root; with CI=true they fail instead (the gate of
//! `skip_kernel_test`, which also mounts a BPF file system when needed).

use dropc_apply::state::NetnsKey;
use dropc_testkit::{skip_kernel_test, VethBed};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn kernel() -> bool {
    !skip_kernel_test("kernel_apply")
}

/// Policy of the first interface: drops UDP to 5001 from the sender.
const POLICY_A: &str = "\
set bad = ip { 10.91.0.0/16, 192.0.2.0/24, fd00::/64 }
default pass
block-a: drop udp src @bad dport 5001
";

/// Policy of the second interface: the same set name, another port.
const POLICY_B: &str = "\
set bad = ip { 10.91.0.0/16, 198.51.100.0/24, fd00::/64 }
default pass
block-b: drop udp src @bad dport 5002
";

/// A receiving namespace with two interfaces, each the end of a veth pair
/// whose other end is in a sending namespace (the kit's bed, two links in
/// 10.91.0.0/16).
struct Host {
    /// The receiving interfaces.
    ifs: [String; 2],
    dir: tempfile::TempDir,
    bed: VethBed,
}

impl Host {
    fn new(tag: &str) -> Host {
        let bed = VethBed::builder(&format!("ka-{tag}"))
            .links(2)
            .net(91)
            .build()
            .expect("veth bed");
        let h = Host {
            ifs: [0, 1].map(|i| bed.link(i).rx_if.clone()),
            dir: tempfile::tempdir().expect("tempdir"),
            bed,
        };
        std::fs::write(h.dir.path().join("a.drop"), POLICY_A).expect("write");
        std::fs::write(h.dir.path().join("b.drop"), POLICY_B).expect("write");
        h
    }

    fn policy(&self, name: &str) -> String {
        self.dir.path().join(name).to_string_lossy().into_owned()
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Runs `dropc args` in the receiving namespace.
    fn dropc(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        self.bed.run_rx(env!("CARGO_BIN_EXE_dropc"), args, env)
    }

    /// `dropc args`, which must succeed; its standard output.
    fn ok(&self, args: &[&str], env: &[(&str, &str)]) -> String {
        let o = self.dropc(args, env);
        assert_eq!(
            o.status.code(),
            Some(0),
            "dropc {args:?}: {}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        );
        String::from_utf8_lossy(&o.stdout).into_owned()
    }

    /// `dropc apply POLICY --target TARGET --iface IFACE`.
    fn apply_output(
        &self,
        policy: &str,
        target: &str,
        iface: &str,
        env: &[(&str, &str)],
    ) -> Output {
        let p = self.policy(policy);
        self.dropc(&["apply", &p, "--target", target, "--iface", iface], env)
    }

    /// [`Host::apply_output`] on interface `i`, which must succeed; its
    /// standard output.
    fn apply(&self, policy: &str, target: &str, i: usize) -> String {
        let o = self.apply_output(policy, target, &self.ifs[i], &[]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "apply {policy} {target}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        String::from_utf8_lossy(&o.stdout).into_owned()
    }

    /// A shell command in the receiving namespace.
    fn sh(&self, cmd: &str) -> String {
        self.bed.sh(cmd)
    }

    /// How many of 3 datagrams sent to `port` on interface `i` arrive.
    fn arrive(&self, i: usize, port: u16) -> usize {
        self.bed.arrive(i, port)
    }

    /// A on interface 0 and B on interface 1 are in force, and nothing
    /// else.
    fn both_enforced(&self, what: &str) {
        assert_eq!(self.arrive(0, 5001), 0, "{what}: A drops 5001 on if 0");
        assert_eq!(self.arrive(0, 5002), 3, "{what}: A passes 5002 on if 0");
        assert_eq!(self.arrive(1, 5002), 0, "{what}: B drops 5002 on if 1");
        assert_eq!(self.arrive(1, 5001), 3, "{what}: B passes 5001 on if 1");
    }

    fn netns(&self) -> NetnsKey {
        NetnsKey::of(&Path::new("/run/netns").join(self.bed.rx.name())).expect("netns key")
    }

    /// What of dropc's the tools show on interface `i`, per target.
    fn leftovers(&self, i: usize) -> Vec<&'static str> {
        let iface = &self.ifs[i];
        let mut out = Vec::new();
        if self
            .sh(&format!("ip link show dev {iface}"))
            .contains("xdp")
        {
            out.push("xdp");
        }
        if !self
            .sh(&format!("tc filter show dev {iface} ingress"))
            .trim()
            .is_empty()
        {
            out.push("tc");
        }
        if self
            .sh("nft list tables")
            .lines()
            .any(|l| l.trim() == format!("table netdev dropc-{iface}"))
        {
            out.push("nft");
        }
        let chain = format!("DROPC-{iface}");
        let sets = self.sh("ipset list -n");
        let dumps = self.sh(
            "iptables-nft-save -t raw 2>/dev/null; ip6tables-nft-save -t raw 2>/dev/null; \
             if grep -qx raw /proc/net/ip_tables_names 2>/dev/null; then iptables-legacy-save -t raw; fi; \
             if grep -qx raw /proc/net/ip6_tables_names 2>/dev/null; then ip6tables-legacy-save -t raw; fi",
        );
        if dumps.contains(&chain)
            || sets
                .lines()
                .any(|s| dropc_backends::iptables::is_set_of(s, Some(iface)))
        {
            out.push("iptables");
        }
        out
    }

    fn pins_and_records_gone(&self) {
        let ns = self.netns().dir_name();
        assert!(
            !Path::new("/sys/fs/bpf/dropc").join(&ns).exists(),
            "pins of {ns} left"
        );
        assert!(
            !Path::new("/run/dropc").join(&ns).exists(),
            "records of {ns} left"
        );
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        for i in &self.ifs {
            let _ = self.dropc(&["remove", "--iface", i], &[]);
        }
    }
}

/// Loads compiled outputs with the standard tools only.
fn load_with_tools(h: &Host, target: &str, variant: &str) {
    for (i, policy) in ["a.drop", "b.drop"].into_iter().enumerate() {
        let out = h.path(&format!("out-{i}"));
        let out = out.to_string_lossy();
        h.ok(
            &[
                "compile",
                &h.policy(policy),
                "--target",
                target,
                "--iface",
                &h.ifs[i],
                "-o",
                &out,
            ],
            &[],
        );
        match target {
            "nft" => {
                h.sh(&format!("nft -f {out}"));
            }
            _ => {
                h.sh(&format!(
                    "ipset restore < {out}/ipset.restore && \
                     iptables-{variant}-restore --noflush < {out}/iptables.restore && \
                     ip6tables-{variant}-restore --noflush < {out}/ip6tables.restore"
                ));
            }
        }
    }
}

#[test]
fn standard_tools_load_two_interfaces_side_by_side() {
    if !kernel() {
        return;
    }
    for (target, variant, tag) in [
        ("nft", "", "sn"),
        ("iptables", "nft", "si"),
        ("iptables", "legacy", "sl"),
    ] {
        let h = Host::new(tag);
        load_with_tools(&h, target, variant);
        h.both_enforced(&format!("{target} {variant} loaded with the tools"));
        if target == "iptables" {
            for fam in ["iptables", "ip6tables"] {
                let dump = h.sh(&format!("{fam}-{variant}-save -t raw"));
                for iface in &h.ifs {
                    let jump = format!("-A PREROUTING -i {iface} -j DROPC-{iface}");
                    assert_eq!(
                        dump.lines().filter(|l| *l == jump).count(),
                        1,
                        "{fam}-{variant}: {dump}"
                    );
                }
            }
            let sets = h.sh("ipset list -n");
            for iface in &h.ifs {
                assert!(
                    sets.lines().any(|s| s
                        == format!("{}bad-4", dropc_backends::iptables::set_prefix(Some(iface)))),
                    "{sets}"
                );
            }
        }
    }
}

#[test]
fn apply_two_interfaces_on_every_target() {
    if !kernel() {
        return;
    }
    for (target, tag) in [
        ("xdp", "ax"),
        ("tc", "at"),
        ("nft", "an"),
        ("iptables", "ai"),
    ] {
        let h = Host::new(tag);
        h.apply("a.drop", target, 0);
        h.apply("b.drop", target, 1);
        h.both_enforced(&format!("{target}: applied"));
        // Re-applying A on interface 0 leaves interface 1 alone.
        h.apply("a.drop", target, 0);
        h.both_enforced(&format!("{target}: A re-applied"));

        let status: serde_json::Value =
            serde_json::from_str(&h.ok(&["status", "--format", "json"], &[])).expect("json");
        let policies = status["policies"].as_array().expect("policies");
        assert_eq!(policies.len(), 2, "{status}");
        for (p, i) in policies.iter().zip(0..) {
            assert_eq!(p["iface"], h.ifs[i].as_str(), "{status}");
            assert_eq!(p["target"], target);
            assert_eq!(p["sha256"].as_str().map(str::len), Some(64));
            assert!(p["since"].as_str().is_some_and(|s| s.ends_with('Z')));
            assert_eq!(p["netns"], h.netns().dir_name().as_str());
            assert!(p["policy"].as_str().is_some_and(|s| s.ends_with(if i == 0 {
                "a.drop"
            } else {
                "b.drop"
            })));
            let mode = p["mode"].as_str().expect("mode");
            let modes: &[&str] = match target {
                "xdp" => &["native", "generic"],
                "iptables" => &["legacy", "nft"],
                _ => &["ingress"],
            };
            assert!(modes.contains(&mode), "{target}: {mode}");
        }

        // Counters: 3 datagrams each way since the last apply of A; B saw 6.
        let stats: serde_json::Value =
            serde_json::from_str(&h.ok(&["stats", "--iface", &h.ifs[0], "--format", "json"], &[]))
                .expect("json");
        let p = &stats["policies"][0];
        assert_eq!(p["iface"], h.ifs[0].as_str());
        assert_eq!(p["rules"][0]["label"], "block-a", "{stats}");
        assert_eq!(p["rules"][0]["packets"], 3, "{target}: {stats}");
        assert!(
            p["default"]["packets"].as_u64().is_some_and(|n| n >= 3),
            "{stats}"
        );
        // Every target counts bytes too (at least the IP and UDP headers).
        assert!(
            p["rules"][0]["bytes"].as_u64().is_some_and(|b| b >= 3 * 28),
            "{target}: {stats}"
        );

        // Removing interface 0's policy leaves interface 1's.
        h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
        assert_eq!(h.arrive(0, 5001), 3, "{target}: A removed");
        assert_eq!(h.arrive(1, 5002), 0, "{target}: B still in force");
        assert!(h.leftovers(0).is_empty(), "{target}: {:?}", h.leftovers(0));
        assert_eq!(h.leftovers(1), [target]);
        h.ok(&["remove", "--iface", &h.ifs[1]], &[]);
        assert!(h.leftovers(1).is_empty(), "{target}: {:?}", h.leftovers(1));
        h.pins_and_records_gone();
        if target == "iptables" {
            let tables = h.sh("nft list tables");
            assert!(!tables.contains("raw"), "empty raw tables left: {tables}");
        }
    }
}

#[test]
fn every_target_switch_replaces_the_old_policy() {
    if !kernel() {
        return;
    }
    let h = Host::new("sw");
    h.apply("b.drop", "nft", 1);
    // Every ordered pair of distinct targets once (an Eulerian circuit).
    let cycle = [
        "xdp", "tc", "nft", "iptables", "xdp", "nft", "tc", "iptables", "nft", "xdp", "iptables",
        "tc", "xdp",
    ];
    let mut seen = std::collections::HashSet::new();
    h.apply("a.drop", cycle[0], 0);
    for w in cycle.windows(2) {
        let (from, to) = (w[0], w[1]);
        assert!(seen.insert((from, to)));
        let msg = h.apply("a.drop", to, 0);
        assert!(
            msg.contains(&format!("the previous {from} policy was removed")),
            "{from} -> {to}: {msg}"
        );
        h.both_enforced(&format!("{from} -> {to}"));
        assert_eq!(h.leftovers(0), [to], "{from} -> {to}");
        assert_eq!(h.leftovers(1), ["nft"], "{from} -> {to}");
    }
    assert_eq!(seen.len(), 12);
    h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
    h.ok(&["remove", "--iface", &h.ifs[1]], &[]);
    h.pins_and_records_gone();
}

#[test]
fn remove_uses_the_recorded_iptables_variant() {
    if !kernel() {
        return;
    }
    let h = Host::new("rv");
    let o = h.apply_output(
        "a.drop",
        "iptables",
        &h.ifs[0],
        &[("DROPC_IPTABLES", "legacy")],
    );
    assert_eq!(o.status.code(), Some(0));
    let status = h.ok(&["status"], &[]);
    assert!(status.contains("legacy"), "{status}");
    assert!(h.sh("iptables-legacy-save -t raw").contains("DROPC-"));
    // Removed without DROPC_IPTABLES: the recorded legacy tools are used.
    let msg = h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
    assert!(msg.contains("iptables-legacy"), "{msg}");
    assert!(!h.sh("iptables-legacy-save -t raw").contains("DROPC"));
    assert_eq!(h.arrive(0, 5001), 3);
    let msg = h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
    assert!(msg.contains("nothing of dropc's was loaded"), "{msg}");
    // Switching variant is a switch: legacy's chains go, the sets stay in
    // use by the nft variant's rules.
    for (from, to) in [("legacy", "nft"), ("nft", "legacy")] {
        for v in [from, to] {
            let o = h.apply_output("a.drop", "iptables", &h.ifs[0], &[("DROPC_IPTABLES", v)]);
            assert_eq!(
                o.status.code(),
                Some(0),
                "{}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
        let chain = format!("DROPC-{}", h.ifs[0]);
        assert!(h.sh(&format!("iptables-{to}-save -t raw")).contains(&chain));
        assert!(!h
            .sh(&format!("iptables-{from}-save -t raw"))
            .contains(&chain));
        assert!(!h
            .sh(&format!("ip6tables-{from}-save -t raw"))
            .contains(&chain));
        assert_eq!(h.arrive(0, 5001), 0, "{from} -> {to}");
        assert_eq!(h.arrive(0, 5002), 3, "{from} -> {to}");
        h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
        assert!(h.leftovers(0).is_empty(), "{from} -> {to}");
    }
    h.pins_and_records_gone();
}

#[test]
fn corrupt_record_does_not_block_apply_or_remove() {
    if !kernel() {
        return;
    }
    let h = Host::new("cr");
    h.apply("a.drop", "nft", 0);
    let record = Path::new("/run/dropc")
        .join(h.netns().dir_name())
        .join(format!("{}.json", h.ifs[0]));
    let mode = |p: &Path| {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::metadata(p).expect("stat").permissions().mode() & 0o777
    };
    assert_eq!(mode(&record), 0o600);
    assert_eq!(mode(record.parent().expect("dir")), 0o700);
    std::fs::write(&record, b"{ not json").expect("corrupt");
    let o = h.dropc(&["status"], &[]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("unreadable"));
    // Not "nothing is loaded": the policy is, its record is not readable.
    assert!(
        !String::from_utf8_lossy(&o.stdout).contains("no dropc policy"),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    // Asked for by name, stats is an error (exit 2) that says why.
    let o = h.dropc(&["stats", "--iface", &h.ifs[0]], &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("is unreadable"));
    // apply with another target finds the nft table from its name.
    let msg = h.apply("a.drop", "tc", 0);
    assert!(msg.contains("previous nft policy was removed"), "{msg}");
    assert_eq!(h.leftovers(0), ["tc"]);
    assert_eq!(h.arrive(0, 5001), 0);
    // The same target again without a record: the filter found on the
    // interface is replaced, not collided with.
    std::fs::write(&record, b"[]").expect("corrupt");
    h.apply("a.drop", "tc", 0);
    let filters = h.sh(&format!("tc filter show dev {} ingress", h.ifs[0]));
    assert_eq!(filters.matches("direct-action").count(), 1, "{filters}");
    assert_eq!(h.arrive(0, 5001), 0);
    std::fs::write(&record, b"").expect("corrupt");
    let msg = h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
    assert!(msg.contains("tc: filter"), "{msg}");
    assert!(h.leftovers(0).is_empty());
    assert_eq!(h.arrive(0, 5001), 3);
    // xdp without its record: the pinned link is updated in place, and the
    // mode reported (and recorded) is the one the kernel says, not a guess.
    let first = h.apply("a.drop", "xdp", 0);
    let mode = if first.contains("native mode") {
        "native"
    } else {
        "generic"
    };
    std::fs::write(&record, b"").expect("corrupt");
    let msg = h.apply("a.drop", "xdp", 0);
    assert!(msg.contains("bpf_link update"), "{msg}");
    assert!(msg.contains(&format!("{mode} mode")), "{first}\n{msg}");
    let status = h.ok(&["status", "--format", "json"], &[]);
    assert!(status.contains(&format!("\"mode\":\"{mode}\"")), "{status}");
    assert_eq!(h.arrive(0, 5001), 0);
    h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
    assert!(h.leftovers(0).is_empty());
    h.pins_and_records_gone();
}

#[test]
fn nonexistent_interface_is_an_error_on_every_target() {
    if !kernel() {
        return;
    }
    let h = Host::new("ne");
    for target in ["xdp", "tc", "nft", "iptables", "auto"] {
        let o = h.apply_output("a.drop", target, "dknone0", &[]);
        assert_eq!(o.status.code(), Some(2), "{target}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("no interface dknone0"), "{target}: {err}");
    }
    let o = h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
    assert!(o.contains("nothing of dropc's was loaded"), "{o}");
    // A vanished interface: its policy is cleared, exit 0.
    h.apply("a.drop", "iptables", 0);
    h.bed.delete_link(0).expect("delete veth");
    let msg = h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
    assert!(msg.contains("no longer exists"), "{msg}");
    assert!(!h.sh("iptables-save -t raw").contains("DROPC"));
    assert!(!h.sh("ipset list -n").contains("dropc-"));
}

/// A policy whose rules become several netfilter rules each: on iptables,
/// `notudp`'s guard (`-p udp -g DROPC1-IF`) and the goto end the first
/// chain, and `hops` is two rules (`--ttl-lt 1`, `--ttl-gt 63`) in the next.
const POLICY_SPLIT: &str = "\
default pass
notudp: drop ip4 not proto 17 not proto 1
hops: pass udp dport 5001 not ttl 1-63
";

/// `stats` names each rule's counts, though netfilter rules carry no label
/// a packet pays for (iptables: by position, from the record; nft: by the
/// rule's comment): the packets that pass the guard and the goto, and
/// match `hops`'s second rule, count for `hops` alone.
#[test]
fn stats_count_each_label_of_split_rules() {
    if !kernel() {
        return;
    }
    let h = Host::new("sp");
    std::fs::write(h.path("split.drop"), POLICY_SPLIT).expect("write");
    for target in ["iptables", "nft"] {
        h.apply("split.drop", target, 0);
        assert_eq!(h.arrive(0, 5001), 3, "{target}: hops passes");
        assert_eq!(h.arrive(0, 5002), 3, "{target}: the default passes");
        let stats: serde_json::Value =
            serde_json::from_str(&h.ok(&["stats", "--iface", &h.ifs[0], "--format", "json"], &[]))
                .expect("json");
        let rules = &stats["policies"][0]["rules"];
        assert_eq!(rules[0]["label"], "notudp", "{stats}");
        assert_eq!(rules[0]["packets"], 0, "{target}: {stats}");
        assert_eq!(rules[1]["label"], "hops", "{stats}");
        assert_eq!(rules[1]["packets"], 3, "{target}: {stats}");
        let default = stats["policies"][0]["default"]["packets"].as_u64();
        assert!(default.is_some_and(|n| n >= 3), "{target}: {stats}");
        h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
    }
}

#[test]
fn stats_prometheus_passes_promtool() {
    if !kernel() {
        return;
    }
    let promtool = Command::new("promtool")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !promtool {
        assert!(
            std::env::var("CI").map_or(true, |v| v != "true"),
            "promtool is missing (apt-get install prometheus)"
        );
        eprintln!("skipping: promtool missing");
        return;
    }
    let h = Host::new("pr");
    h.apply("a.drop", "nft", 0);
    h.apply("b.drop", "xdp", 1);
    h.both_enforced("nft + xdp");
    let text = h.ok(&["stats", "--format", "prometheus"], &[]);
    let (a, b) = (&h.ifs[0], &h.ifs[1]);
    assert!(
        text.contains(&format!(
            "dropc_rule_packets_total{{iface=\"{a}\",target=\"nft\",rule=\"block-a\"}} 3\n"
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "dropc_rule_packets_total{{iface=\"{b}\",target=\"xdp\",rule=\"block-b\"}} 3\n"
        )),
        "{text}"
    );
    assert!(text.contains(&format!(
        "dropc_rule_bytes_total{{iface=\"{a}\",target=\"nft\",rule=\"default\"}}"
    )));
    let mut check = Command::new("promtool")
        .args(["check", "metrics"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("promtool");
    {
        use std::io::Write as _;
        let mut stdin = check.stdin.take().expect("stdin");
        stdin.write_all(text.as_bytes()).expect("write");
    }
    let out = check.wait_with_output().expect("promtool");
    assert!(
        out.status.success(),
        "promtool: {}{}\n{text}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let human = h.ok(&["stats"], &[]);
    assert!(
        human.contains("block-a") && human.contains("block-b"),
        "{human}"
    );
}

#[test]
fn auto_probes_and_says_why() {
    if !kernel() {
        return;
    }
    let h = Host::new("au");
    let probe: serde_json::Value = serde_json::from_str(&h.ok(
        &[
            "status", "--probe", "--iface", &h.ifs[0], "--format", "json",
        ],
        &[],
    ))
    .expect("json");
    assert_eq!(probe["xdp_native"]["ok"], true, "veth runs XDP: {probe}");
    assert_eq!(probe["order_with_sets"][0], "xdp-native");
    assert_eq!(probe["order_without_sets"][3], "iptables-legacy");
    let o = h.apply_output("a.drop", "auto", &h.ifs[0], &[]);
    assert_eq!(o.status.code(), Some(0));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("xdp (native) chosen"), "{err}");
    let status: serde_json::Value =
        serde_json::from_str(&h.ok(&["status", "--format", "json"], &[])).expect("json");
    assert_eq!(status["policies"][0]["target"], "xdp");
    assert_eq!(status["policies"][0]["mode"], "native");
    assert_eq!(h.arrive(0, 5001), 0);
}

/// Concurrent applies on one interface run one at a time: both succeed,
/// and exactly the policy of the one recorded last is left.
#[test]
fn concurrent_applies_are_serialised() {
    if !kernel() {
        return;
    }
    let h = Host::new("cc");
    for round in 0..3 {
        let spawn = |target: &str| {
            let mut c = h.bed.rx.command(env!("CARGO_BIN_EXE_dropc"));
            c.args([
                "apply",
                &h.policy("a.drop"),
                "--target",
                target,
                "--iface",
                &h.ifs[0],
            ])
            .env_remove("DROPC_IPTABLES")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
            c.spawn().expect("spawn dropc")
        };
        let children = [spawn("nft"), spawn("iptables"), spawn("tc")];
        for c in children {
            let o = c.wait_with_output().expect("wait");
            assert_eq!(
                o.status.code(),
                Some(0),
                "round {round}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
        let status: serde_json::Value =
            serde_json::from_str(&h.ok(&["status", "--format", "json"], &[])).expect("json");
        let target = status["policies"][0]["target"]
            .as_str()
            .expect("target")
            .to_string();
        assert_eq!(h.leftovers(0), [target.as_str()], "round {round}");
        assert_eq!(h.arrive(0, 5001), 0, "round {round}");
    }
}

/// What a dropc before the per-interface names (spec v1) left for an
/// interface (table `netdev dropc`, chain `DROPC` starting with `! -i IF
/// -j RETURN`, jumped to from PREROUTING) is removed by `apply` and
/// `remove` there, and only there.
#[test]
fn earlier_dropc_names_are_cleared() {
    if !kernel() {
        return;
    }
    let h = Host::new("v1");
    let v1 = |i: usize| {
        let iface = &h.ifs[i];
        h.bed.rx.exec(
            "nft",
            &["-f", "-"],
            Some(
                format!(
                    "table netdev dropc {{\n chain ingress {{\n  type filter hook ingress device \"{iface}\" priority -500; policy accept;\n  udp dport 5003 drop\n }}\n}}\n"
                )
                .as_bytes(),
            ),
        )
        .expect("v1 nft");
        h.sh(&format!(
            "iptables-nft -t raw -N DROPC && \
             iptables-nft -t raw -A DROPC ! -i {iface} -j RETURN && \
             iptables-nft -t raw -A DROPC -p udp --dport 5004 -j DROP && \
             iptables-nft -t raw -I PREROUTING 1 -j DROPC"
        ));
    };
    v1(0);
    // On the other interface, v1's policy stays.
    h.apply("b.drop", "xdp", 1);
    assert_eq!(h.arrive(0, 5003), 0, "v1 nft in force");
    assert_eq!(h.arrive(0, 5004), 0, "v1 iptables in force");
    let msg = h.apply("a.drop", "tc", 0);
    assert!(
        msg.contains("table netdev dropc of an earlier dropc"),
        "{msg}"
    );
    assert!(msg.contains("chain DROPC of an earlier dropc"), "{msg}");
    assert_eq!(h.arrive(0, 5003), 3);
    assert_eq!(h.arrive(0, 5004), 3);
    assert_eq!(h.arrive(0, 5001), 0, "the new policy");
    assert!(!h.sh("nft list tables").contains("netdev dropc\n"));
    assert!(!h.sh("iptables-nft-save -t raw").contains("-j DROPC\n"));
    // `remove` clears them too.
    v1(0);
    let msg = h.ok(&["remove", "--iface", &h.ifs[0]], &[]);
    assert!(msg.contains("earlier dropc"), "{msg}");
    assert_eq!(h.arrive(0, 5003), 3);
    assert_eq!(h.arrive(0, 5004), 3);
    assert!(h.leftovers(0).is_empty());
    assert_eq!(h.leftovers(1), ["xdp"]);
}
