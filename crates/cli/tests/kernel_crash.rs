//! Kernel tests (root) of `dropc apply` as a transaction (spec §7,
//! "Atomic replacement"; issue #11): the `dropc` binary in a scratch
//! namespace `dropc-…` with one veth pair to a sender namespace, checked
//! with real UDP datagrams counted by the receiving sockets.
//!
//! - zero-leak replacement: while two policies holding 100,000-prefix sets
//!   replace each other, on every target (and both iptables variants), not
//!   one datagram of a flood both drop arrives, and every datagram of a
//!   stream both pass does.
//!
//! Skipped when not root; with CI=true they fail instead (the gate of
//! `skip_kernel_test`, which also mounts a BPF file system when needed).

use dropc_testkit::{skip_kernel_test, VethBed};
use std::net::UdpSocket;
use std::process::{Output, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

fn kernel() -> bool {
    !skip_kernel_test("kernel_crash")
}

/// The receiver's and the sender's addresses.
const RX_ADDR: &str = "10.92.1.1";
const TX_ADDR: &str = "10.92.1.2";
const RX_ADDR6: &str = "fd92::1";
const TX_ADDR6: &str = "fd92::2";
/// Both policies drop UDP to this port from the sender (its address is in
/// both big sets) ...
const FLOOD_PORT: u16 = 6000;
/// ... and pass UDP to this one from the sender only through a set lookup
/// (a packet that misses the set is dropped by the next rule).
const PASS_PORT: u16 = 6001;

/// No rule of either policy matches this port.
const SENTINEL_PORT: u16 = 6009;

/// Prefixes per big set.
const BIG: usize = 100_000;

/// A policy over the set file `file`, named `set` (the two policies name
/// their sets differently, so that new rules meet new sets only); `extra`
/// makes them differ in rules too.
fn policy(set: &str, file: &str, extra: &str, port: u16) -> String {
    format!(
        "set {set} = ip from \"{file}\"\n\
         default pass\n\
         flood: drop udp src @{set} dport {FLOOD_PORT}\n\
         keep: pass udp src @{set} dport {PASS_PORT}\n\
         other: drop udp dport {PASS_PORT}\n\
         {extra}: drop udp dport {port}\n"
    )
}

/// `BIG` IPv4 prefixes drawn with seed `seed` outside 10/8, plus `own`.
fn set_file(seed: u64, own: &str) -> String {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut out = String::with_capacity(BIG * 16);
    for _ in 0..BIG {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let a = ((x >> 8) as u32 % (200 << 24)) + (11 << 24);
        let len = 16 + (x % 17) as u32;
        let a = a & (u32::MAX << (32 - len));
        out.push_str(&format!(
            "{}.{}.{}.{}/{len}\n",
            a >> 24,
            (a >> 16) & 255,
            (a >> 8) & 255,
            a & 255
        ));
    }
    out.push_str(own);
    out.push('\n');
    out
}

/// A receiving namespace with one interface, the end of a veth pair whose
/// other end is in a sending namespace (the kit's bed: the addresses
/// above, permanent neighbour entries so that no datagram waits for ARP).
struct Bed {
    iface: String,
    dir: tempfile::TempDir,
    veth: VethBed,
}

impl Bed {
    fn new(tag: &str) -> Bed {
        let veth = VethBed::builder(&format!("kc-{tag}"))
            .net(92)
            .ipv6(0xfd92)
            .static_neighbours()
            .build()
            .expect("veth bed");
        let l = veth.link(0);
        assert_eq!(
            [l.rx_addr.to_string(), l.tx_addr.to_string()],
            [RX_ADDR, TX_ADDR]
        );
        assert_eq!(
            [l.rx_addr6, l.tx_addr6].map(|a| a.map(|a| a.to_string())),
            [Some(RX_ADDR6.to_string()), Some(TX_ADDR6.to_string())]
        );
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("a.txt"), set_file(1, "10.92.1.0/24")).expect("write");
        std::fs::write(dir.path().join("b.txt"), set_file(2, "10.92.0.0/16")).expect("write");
        std::fs::write(
            dir.path().join("a.drop"),
            policy("big", "a.txt", "extra-a", 7001),
        )
        .expect("write");
        std::fs::write(
            dir.path().join("b.drop"),
            policy("large", "b.txt", "extra-b", 7002),
        )
        .expect("write");
        std::fs::write(dir.path().join("sa.txt"), "10.92.1.0/24\nfd92::/64\n").expect("write");
        std::fs::write(dir.path().join("sb.txt"), "10.92.0.0/16\nfd92::/48\n").expect("write");
        std::fs::write(
            dir.path().join("sa.drop"),
            policy("big", "sa.txt", "extra-a", 7001),
        )
        .expect("write");
        std::fs::write(
            dir.path().join("sb.drop"),
            policy("large", "sb.txt", "extra-b", 7002),
        )
        .expect("write");
        std::fs::write(
            dir.path().join("dyn.drop"),
            "set deny = ip dynamic\ndefault pass\ndrop udp src @deny dport 7003\n",
        )
        .expect("write");
        std::fs::write(
            dir.path().join("base.txt"),
            "192.0.2.0/24\n203.0.113.0/24\n2001:db8::/32\n",
        )
        .expect("write");
        std::fs::write(
            dir.path().join("rep.txt"),
            "198.51.100.0/24\n198.18.0.0/15\n2001:db8:5::/48\n3fff::/20\n",
        )
        .expect("write");
        Bed {
            iface: veth.rx_if().to_string(),
            dir,
            veth,
        }
    }

    fn policy(&self, name: &str) -> String {
        self.dir.path().join(name).to_string_lossy().into_owned()
    }

    /// Runs `dropc args` in the receiving namespace.
    fn dropc(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        self.veth.run_rx(env!("CARGO_BIN_EXE_dropc"), args, env)
    }

    /// `dropc apply POLICY --target TARGET` on the interface, which must
    /// succeed.
    fn apply(&self, policy: &str, target: &str, env: &[(&str, &str)]) {
        let p = self.policy(policy);
        let o = self.dropc(
            &["apply", &p, "--target", target, "--iface", &self.iface],
            env,
        );
        assert_eq!(
            o.status.code(),
            Some(0),
            "apply {policy} {target} {env:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }

    /// The receiver's UDP receive-buffer overflows (`/proc/net/snmp`).
    fn rcvbuf_errors(&self) -> u64 {
        let snmp = self
            .veth
            .rx
            .run(|| std::fs::read_to_string("/proc/thread-self/net/snmp"))
            .expect("thread")
            .expect("snmp");
        let mut udp = snmp.lines().filter(|l| l.starts_with("Udp: "));
        let (Some(head), Some(vals)) = (udp.next(), udp.next()) else {
            panic!("no Udp lines in {snmp}");
        };
        head.split_whitespace()
            .zip(vals.split_whitespace())
            .find(|(h, _)| *h == "RcvbufErrors")
            .and_then(|(_, v)| v.parse().ok())
            .expect("RcvbufErrors")
    }

    /// A shell command in the receiving namespace.
    fn sh(&self, cmd: &str) -> String {
        self.veth.sh(cmd)
    }

    /// A UDP socket of the receiving namespace bound to `addr`:`port`.
    fn bind_rx(&self, addr: &'static str, port: u16) -> UdpSocket {
        let a = addr.parse().expect("an IP address");
        self.veth.bind_rx(a, port).expect("bind")
    }

    /// How many of 3 datagrams from the sender arrive at each of `ports`,
    /// over IPv4 or IPv6.
    fn arrivals(&self, v6: bool, ports: &[u16]) -> Vec<usize> {
        let (to, from) = if v6 {
            (RX_ADDR6, TX_ADDR6)
        } else {
            (RX_ADDR, TX_ADDR)
        };
        let socks: Vec<UdpSocket> = ports.iter().map(|&port| self.bind_rx(to, port)).collect();
        let tx = self
            .veth
            .tx
            .run(move || UdpSocket::bind((from, 0)))
            .expect("thread")
            .expect("bind");
        let sentinel = self.bind_rx(to, SENTINEL_PORT);
        for &port in ports {
            for _ in 0..3 {
                tx.send_to(b"probe", (to, port)).expect("send");
            }
        }
        // No rule matches the sentinel's port: once it is received, the
        // probes sent before it (one flow of one veth queue, in order) have
        // all been decided.
        tx.send_to(b"sentinel", (to, SENTINEL_PORT)).expect("send");
        sentinel
            .set_read_timeout(Some(Duration::from_secs(2)))
            .expect("timeout");
        let mut buf = [0u8; 16];
        sentinel
            .recv(&mut buf)
            .expect("the sentinel datagram arrives");
        socks
            .iter()
            .map(|s| {
                s.set_nonblocking(true).expect("nonblocking");
                let mut got = 0;
                while s.recv(&mut buf).is_ok() {
                    got += 1;
                }
                got
            })
            .collect()
    }

    /// Which policy is in force for one family, told by real datagrams.
    fn in_force(&self, v6: bool) -> InForce {
        let got = self.arrivals(v6, &[FLOOD_PORT, PASS_PORT, 7001, 7002]);
        match got.as_slice() {
            [0, 3, 0, 3] => InForce::A,
            [0, 3, 3, 0] => InForce::B,
            [3, 3, 3, 3] => InForce::Nothing,
            other => InForce::Mix(other.to_vec()),
        }
    }

    /// The policies in force for IPv4 and IPv6 once two readings in a row
    /// agree (at most 10): a killed process's last references (an XDP
    /// link's file descriptor) are released by the kernel after it is gone.
    fn settled(&self) -> (InForce, InForce) {
        let mut last = (self.in_force(false), self.in_force(true));
        for _ in 0..10 {
            let now = (self.in_force(false), self.in_force(true));
            if now == last {
                break;
            }
            last = now;
        }
        last
    }

    /// What of dropc's the tools show on the interface: (target, how many)
    /// for each that is there (tc filters, nft tables, iptables jumps and
    /// sets, xdp programs).
    fn leftovers(&self) -> Vec<(&'static str, usize)> {
        let iface = &self.iface;
        let mut out = Vec::new();
        if self
            .sh(&format!("ip link show dev {iface}"))
            .contains("xdp")
        {
            out.push(("xdp", 1));
        }
        let filters = self.sh(&format!("tc filter show dev {iface} ingress"));
        let n = filters.matches("direct-action").count();
        if n > 0 {
            out.push(("tc", n));
        }
        if self
            .sh(&format!("tc qdisc show dev {iface}"))
            .contains("clsact")
        {
            out.push(("clsact", 1));
        }
        let n = self
            .sh("nft list tables")
            .lines()
            .filter(|l| l.trim() == format!("table netdev dropc-{iface}"))
            .count();
        if n > 0 {
            out.push(("nft", n));
        }
        let jump = format!("-A PREROUTING -i {iface} -j DROPC-{iface}");
        let dumps = self.sh(
            "iptables-nft-save -t raw 2>/dev/null; ip6tables-nft-save -t raw 2>/dev/null; \
             if grep -qx raw /proc/net/ip_tables_names 2>/dev/null; then iptables-legacy-save -t raw; fi; \
             if grep -qx raw /proc/net/ip6_tables_names 2>/dev/null; then ip6tables-legacy-save -t raw; fi",
        );
        let n = dumps.lines().filter(|l| *l == jump).count();
        if n > 0 {
            out.push(("iptables jumps", n));
        }
        let chains = dumps
            .lines()
            .filter(|l| {
                l.strip_prefix(':')
                    .and_then(|c| c.split_whitespace().next())
                    .is_some_and(|c| dropc_backends::iptables::is_chain_of(c, Some(iface)))
            })
            .count();
        if chains > 0 {
            out.push(("iptables chains", chains));
        }
        let n = self
            .sh("ipset list -n")
            .lines()
            .filter(|s| dropc_backends::iptables::is_set_of(s, Some(iface)))
            .count();
        if n > 0 {
            out.push(("ipsets", n));
        }
        out
    }

    /// `dropc args` under strace, killed (SIGKILL) at its `n`-th call of
    /// `syscall` (or run to the end if it makes fewer).
    fn killed_at(&self, syscall: &str, n: usize, args: &[&str], env: Env) -> Output {
        let mut c = self.veth.rx.command("strace");
        c.args(["-f", "-qq", "-o", "/dev/null", "-e"])
            .arg(format!("trace={syscall}"))
            .arg("-e")
            .arg(format!("inject={syscall}:signal=KILL:when={n}"))
            .arg(env!("CARGO_BIN_EXE_dropc"))
            .args(args)
            .env_remove("DROPC_IPTABLES")
            .stdin(Stdio::null());
        for (k, v) in env {
            c.env(k, v);
        }
        c.output().expect("strace")
    }

    /// Leaves nothing of dropc's behind.
    fn remove(&self) {
        let o = self.dropc(&["remove", "--iface", &self.iface], &[]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "remove: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
}

impl Bed {
    /// `dropc apply sb.drop` on the interface in a mount namespace of its
    /// own, after the shell commands `script` (ending with `exec "$@"`).
    fn apply_in_private_mount(&self, script: &str, target: &str, env: Env) -> Output {
        let p = self.policy("sb.drop");
        let args = ["apply", &p, "--target", target, "--iface", &self.iface];
        self.in_private_mount(script, &args, env)
    }

    /// `dropc args` in a mount namespace of its own, after the shell
    /// commands `script` (ending with `exec "$@"`).
    fn in_private_mount(&self, script: &str, args: &[&str], env: Env) -> Output {
        let mut c = self.veth.rx.command("unshare");
        c.args(["-m", "sh", "-c", script, "sh"])
            .arg(env!("CARGO_BIN_EXE_dropc"))
            .args(args)
            .env_remove("DROPC_IPTABLES")
            .stdin(Stdio::null());
        for (k, v) in env {
            c.env(k, v);
        }
        c.output().expect("unshare")
    }

    /// `dropc status --format json`'s entry of the interface (None: no
    /// entry).
    fn status_entry(&self) -> Option<serde_json::Value> {
        let o = self.dropc(&["status", "--format", "json"], &[]);
        assert_eq!(o.status.code(), Some(0), "status: {o:?}");
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("status json");
        v["policies"]
            .as_array()
            .expect("policies")
            .iter()
            .find(|p| p["iface"] == self.iface.as_str())
            .cloned()
    }

    /// (issue 18) What `status` says is what is in force: an entry that is
    /// not `"interrupted"` names the policy in force on both families, no
    /// entry means nothing is; an interrupted one allows either, and says
    /// so in human output too.
    fn assert_status_truthful(&self, what: &str, (v4, v6): (&InForce, &InForce)) {
        let entry = self.status_entry();
        let Some(e) = entry else {
            assert_eq!(
                (v4, v6),
                (&InForce::Nothing, &InForce::Nothing),
                "{what}: no status entry"
            );
            return;
        };
        if e["interrupted"] == serde_json::Value::Bool(true) {
            let o = self.dropc(&["status"], &[]);
            let human = String::from_utf8_lossy(&o.stdout);
            assert!(
                human.contains("interrupted")
                    && human.contains("dropc apply")
                    && human.contains("dropc remove"),
                "{what}: {human}"
            );
            let prom = self.dropc(&["stats", "--format", "prometheus"], &[]);
            let prom = String::from_utf8_lossy(&prom.stdout);
            assert!(
                prom.contains(&format!(
                    "dropc_transaction_interrupted{{iface=\"{}\"}} 1",
                    self.iface
                )),
                "{what}: {prom}"
            );
            return;
        }
        assert_eq!(
            e["interrupted"],
            serde_json::Value::Bool(false),
            "{what}: {e}"
        );
        let policy = e["policy"].as_str().unwrap_or_default();
        let named = if policy.ends_with("sa.drop") {
            InForce::A
        } else if policy.ends_with("sb.drop") {
            InForce::B
        } else {
            panic!("{what}: status names {policy}")
        };
        assert_eq!(
            (v4, v6),
            (&named, &named),
            "{what}: status names {policy}: {e}"
        );
    }

    /// dropc's files of the interface under /run/dropc (records, intents,
    /// temporary records, the clsact mark), hidden ones included.
    fn state_files(&self) -> String {
        self.sh(&format!(
            "ls -a /run/dropc/net-*/ 2>/dev/null | grep -F -- '{}' || true",
            self.iface
        ))
    }

    /// (issue 18) `status` tells the truth after `op` left the families
    /// on `sides` (see [`Bed::assert_status_truthful`]; `set` writes no
    /// intent, so the policy's entry stays as it was). Whether the entry
    /// says interrupted.
    fn assert_status_of(&self, what: &str, op: Op, (v4, v6): (&Side, &Side)) -> bool {
        let entry = self.status_entry();
        let interrupted = entry
            .as_ref()
            .is_some_and(|e| e["interrupted"] == serde_json::Value::Bool(true));
        match op.policies() {
            Some((old, new)) => {
                let named = |s: &Side| if *s == Side::Old { &old } else { &new };
                self.assert_status_truthful(what, (named(v4), named(v6)));
            }
            None => {
                let e = entry.expect("a status entry");
                assert_eq!(
                    e["interrupted"],
                    serde_json::Value::Bool(false),
                    "{what}: {e}"
                );
                let policy = e["policy"].as_str().unwrap_or_default();
                assert!(policy.ends_with("dyn.drop"), "{what}: {e}");
            }
        }
        interrupted
    }

    /// `remove` succeeds and leaves nothing of dropc's: no tool's things,
    /// nothing in force, no state file, no pin, no `ip raw`/`ip6 raw`
    /// table, no status entry.
    fn remove_leaves_nothing(&self, what: &str) {
        self.remove();
        assert_eq!(self.leftovers(), [], "{what}: removed");
        assert_eq!(self.in_force(false), InForce::Nothing, "{what}: removed");
        assert_eq!(self.in_force(true), InForce::Nothing, "{what}: removed");
        assert_eq!(self.state_files(), "", "{what}: files left");
        assert_eq!(self.pins(), "", "{what}: pins left");
        assert_eq!(self.raw_tables(), "", "{what}: raw tables left");
        assert!(
            self.status_entry().is_none(),
            "{what}: a status entry after remove"
        );
    }

    /// dropc's BPF pins of the interface (any file under its pin
    /// directory).
    fn pins(&self) -> String {
        self.sh(&format!(
            "find /sys/fs/bpf/dropc/net-*/'{}' -mindepth 1 2>/dev/null || true",
            self.iface
        ))
    }

    /// The nft tables `ip raw` and `ip6 raw` (iptables-nft's, which only
    /// dropc makes in the test's namespace).
    fn raw_tables(&self) -> String {
        self.sh("nft list tables 2>/dev/null | grep -E '^table ip6? raw$' || true")
    }

    /// The elements of dynamic set `set` (`dropc set list`), IPv4 and IPv6
    /// apart, each sorted.
    fn set_elements(&self, set: &str) -> Contents {
        let o = self.dropc(
            &[
                "set",
                "list",
                "--iface",
                &self.iface,
                set,
                "--format",
                "json",
            ],
            &[],
        );
        assert_eq!(
            o.status.code(),
            Some(0),
            "set list: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("set list json");
        let mut all: Vec<String> = v["elements"]
            .as_array()
            .expect("elements")
            .iter()
            .map(|e| e["element"].as_str().expect("element").to_string())
            .collect();
        all.sort();
        all.into_iter().partition(|e| !e.contains(':'))
    }
}

impl Drop for Bed {
    fn drop(&mut self) {
        let _ = self.dropc(&["remove", "--iface", &self.iface], &[]);
    }
}

/// The policy in force for one family.
#[derive(Debug, PartialEq, Eq)]
enum InForce {
    A,
    B,
    Nothing,
    /// Arrivals at the flood, pass, A's and B's ports, matching neither.
    Mix(Vec<usize>),
}

/// Asserts what a kill left in force: one of `allowed` on each family, and
/// the same on both but on iptables (iptables and ip6tables are separate
/// tables, spec §7).
fn assert_left(what: &str, target: &str, (v4, v6): (&InForce, &InForce), allowed: &[InForce]) {
    assert!(allowed.contains(v4), "{what}: IPv4 {v4:?}");
    assert!(allowed.contains(v6), "{what}: IPv6 {v6:?}");
    if target != "iptables" {
        assert_eq!(v4, v6, "{what}: the families differ");
    }
}

/// Runs `one(n)` at every kill point N of `syscall` (every fourth `bpf`
/// call: loading maps and programs makes many), below `limit`, until it
/// says the command completed uninterrupted.
fn at_kill_points(what: &str, syscall: &str, limit: usize, mut one: impl FnMut(usize) -> bool) {
    let step = if syscall == "bpf" { 4 } else { 1 };
    for n in (1..limit).step_by(step) {
        if one(n) {
            return;
        }
    }
    panic!("{what} never completed");
}

/// Counts of a flood: datagrams sent and received per port.
#[derive(Debug, Default)]
struct Counts {
    flood_sent: u64,
    flood_got: u64,
    pass_sent: u64,
    pass_got: u64,
}

/// A flood from the sender to both ports, counted by the receiving
/// sockets, running while `during` runs.
fn flood(bed: &Bed, during: impl FnOnce()) -> Counts {
    let bind = |port: u16| bed.bind_rx(RX_ADDR, port);
    let socks = [bind(FLOOD_PORT), bind(PASS_PORT)];
    let tx = bed
        .veth
        .tx
        .run(|| UdpSocket::bind((TX_ADDR, 0)))
        .expect("thread")
        .expect("bind");
    let stop = Arc::new(AtomicBool::new(false));
    let got = Arc::new([AtomicU64::new(0), AtomicU64::new(0)]);
    let done = Arc::new(AtomicBool::new(false));
    let readers: Vec<_> = socks
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            let (got, done) = (got.clone(), done.clone());
            std::thread::spawn(move || {
                s.set_read_timeout(Some(Duration::from_millis(20)))
                    .expect("timeout");
                let mut buf = [0u8; 64];
                while !done.load(Ordering::Relaxed) {
                    if s.recv(&mut buf).is_ok() {
                        got[i].fetch_add(1, Ordering::Relaxed);
                    }
                }
            })
        })
        .collect();
    let sender = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            let mut sent = 0u64;
            while !stop.load(Ordering::Relaxed) {
                for port in [FLOOD_PORT, PASS_PORT] {
                    tx.send_to(b"flood", (RX_ADDR, port)).expect("send");
                }
                sent += 1;
                std::thread::sleep(Duration::from_micros(200));
            }
            sent
        })
    };
    during();
    stop.store(true, Ordering::Relaxed);
    let sent = sender.join().expect("sender");
    // Wait (bounded) for the passed datagrams in flight.
    for _ in 0..100 {
        if got[1].load(Ordering::Relaxed) >= sent {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    done.store(true, Ordering::Relaxed);
    for r in readers {
        r.join().expect("reader");
    }
    Counts {
        flood_sent: sent,
        flood_got: got[0].load(Ordering::Relaxed),
        pass_sent: sent,
        pass_got: got[1].load(Ordering::Relaxed),
    }
}

/// Environment variables of a `dropc` run.
type Env = &'static [(&'static str, &'static str)];

/// The targets (name, tag, environment), with the iptables variants apart.
const TARGETS: [(&str, &str, Env); 5] = [
    ("xdp", "x", &[]),
    ("tc", "t", &[]),
    ("nft", "n", &[]),
    ("iptables", "in", &[("DROPC_IPTABLES", "nft")]),
    ("iptables", "il", &[("DROPC_IPTABLES", "legacy")]),
];

/// Re-applies of two policies with 100,000-prefix sets, alternating,
/// under a flood: nothing both drop arrives, everything both pass does.
#[test]
fn replacement_under_flood_leaks_nothing() {
    if !kernel() {
        return;
    }
    const REAPPLIES: usize = 4;
    for (target, tag, env) in TARGETS {
        let bed = Bed::new(&format!("z{tag}"));
        bed.apply("a.drop", target, env);
        let errors_before = bed.rcvbuf_errors();
        let c = flood(&bed, || {
            for i in 0..REAPPLIES {
                bed.apply(if i % 2 == 0 { "b.drop" } else { "a.drop" }, target, env);
            }
        });
        let lost_to_buffers = bed.rcvbuf_errors() - errors_before;
        eprintln!("{target} {env:?}: {c:?}");
        assert!(c.pass_sent > 0 && c.flood_sent > 0, "{target}: {c:?}");
        assert_eq!(
            c.flood_got, 0,
            "{target} {env:?}: datagrams both policies drop arrived: {c:?}"
        );
        assert_eq!(
            lost_to_buffers, 0,
            "{target} {env:?}: the receiver's buffers overflowed, no conclusion: {c:?}"
        );
        assert_eq!(
            c.pass_got, c.pass_sent,
            "{target} {env:?}: datagrams both policies pass were dropped: {c:?}"
        );
        bed.remove();
    }
}

/// Whether strace is there (else the test is skipped, or fails with
/// CI=true).
fn strace() -> bool {
    if std::process::Command::new("strace")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
    {
        return true;
    }
    assert!(
        std::env::var("CI").map_or(true, |v| v != "true"),
        "strace is missing (apt-get install strace)"
    );
    eprintln!("skipping: strace missing");
    false
}

/// What the tools must show with policy A (`sa.drop`) applied and nothing
/// else: one of the target's things (both families' jumps for iptables,
/// and A's two sets).
fn expected(target: &str) -> Vec<(&'static str, usize)> {
    match target {
        "xdp" => vec![("xdp", 1)],
        "tc" => vec![("tc", 1), ("clsact", 1)],
        "nft" => vec![("nft", 1)],
        _ => vec![("iptables jumps", 2), ("iptables chains", 2), ("ipsets", 2)],
    }
}

/// `dropc apply sb.drop` over `sa.drop`, killed (SIGKILL, by strace) at
/// its N-th `wait4` (right after the N-th tool it ran: nft, ipset,
/// iptables-restore, tc, ...) and at its N-th `bpf` call (xdp, tc), for
/// every N until the apply completes: after each kill, exactly A or B is
/// in force for each family (the same for both, but on iptables), and the
/// next `apply` (odd N) or `remove` (even N) succeeds and leaves exactly
/// A, or nothing.
#[test]
fn killed_apply_leaves_old_or_new_and_recovers() {
    if !kernel() {
        return;
    }
    if !strace() {
        return;
    }
    for (target, tag, env) in TARGETS {
        if std::env::var("KC_ONLY").is_ok_and(|t| t != tag) {
            continue;
        }
        let bed = Bed::new(&format!("k{tag}"));
        let syscalls: &[&str] = match target {
            "xdp" | "tc" => &["wait4", "bpf"],
            _ => &["wait4"],
        };
        for syscall in syscalls {
            at_kill_points(&format!("{target}: the apply"), syscall, 400, |n| {
                bed.apply("sa.drop", target, env);
                assert_eq!(bed.leftovers(), expected(target), "{target} {env:?}");
                let p = bed.policy("sb.drop");
                let o = bed.killed_at(
                    syscall,
                    n,
                    &["apply", &p, "--target", target, "--iface", &bed.iface],
                    env,
                );
                let what = format!("{target} {env:?}, killed at {syscall} #{n}");
                let (v4, v6) = bed.settled();
                eprintln!("{what}: {:?}; IPv4 {v4:?}, IPv6 {v6:?}", o.status);
                assert_left(&what, target, (&v4, &v6), &[InForce::A, InForce::B]);
                bed.assert_status_truthful(&what, (&v4, &v6));
                let completed = o.status.success();
                if completed {
                    assert_eq!(v4, InForce::B, "{what}: completed");
                } else {
                    assert_eq!(o.status.code(), None, "{what}: {o:?}");
                }
                if n % 2 == 1 || completed {
                    bed.apply("sa.drop", target, env);
                    assert_eq!(bed.leftovers(), expected(target), "{what}: re-applied");
                    assert_eq!(bed.in_force(false), InForce::A, "{what}: re-applied");
                    assert_eq!(bed.in_force(true), InForce::A, "{what}: re-applied");
                }
                let record = bed.sh(&format!(
                    "cat /run/dropc/*/{}.json 2>/dev/null || true",
                    bed.iface
                ));
                bed.remove();
                assert_eq!(
                    bed.leftovers(),
                    [],
                    "{what}: removed (the record before: {record})"
                );
                assert_eq!(bed.in_force(false), InForce::Nothing, "{what}: removed");
                assert_eq!(bed.state_files(), "", "{what}: files left");
                completed
            });
        }
    }
}

/// What [`killed_helpers_leave_a_true_exit_status`] runs under kills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    /// `apply sb.drop` over `sa.drop`: old A, new B.
    Replace,
    /// `apply sa.drop` with nothing loaded: old nothing, new A.
    First,
    /// `remove` of `sa.drop`: old A, new nothing.
    Remove,
    /// `set add deny` of the sender's addresses (both families) to the
    /// empty dynamic set of `dyn.drop`: old, datagrams to port 7003 pass;
    /// new, they are dropped.
    SetAdd,
}

/// The operations, in the order they run on each target.
const OPS: [Op; 4] = [Op::Replace, Op::First, Op::Remove, Op::SetAdd];

/// Which side of a transaction a family is on.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Side {
    Old,
    New,
    /// Neither: what the probes saw.
    Other(String),
}

impl Op {
    /// The policy loaded before the killed command (None: nothing).
    fn before(self) -> Option<&'static str> {
        match self {
            Op::Replace | Op::Remove => Some("sa.drop"),
            Op::First => None,
            Op::SetAdd => Some("dyn.drop"),
        }
    }

    /// The command's arguments.
    fn args(self, bed: &Bed, target: &str) -> Vec<String> {
        let iface = bed.iface.clone();
        let apply = |p: &str| {
            vec![
                "apply".into(),
                bed.policy(p),
                "--target".into(),
                target.into(),
                "--iface".into(),
                iface.clone(),
            ]
        };
        match self {
            Op::Replace => apply("sb.drop"),
            Op::First => apply("sa.drop"),
            Op::Remove => vec!["remove".into(), "--iface".into(), iface],
            Op::SetAdd => ["set", "add", "deny", TX_ADDR, TX_ADDR6, "--iface", &iface]
                .map(String::from)
                .to_vec(),
        }
    }

    /// The (old, new) policies of an apply or remove (None: `set`).
    fn policies(self) -> Option<(InForce, InForce)> {
        match self {
            Op::Replace => Some((InForce::A, InForce::B)),
            Op::First => Some((InForce::Nothing, InForce::A)),
            Op::Remove => Some((InForce::A, InForce::Nothing)),
            Op::SetAdd => None,
        }
    }

    /// Which side each family is on, told by datagrams: (IPv4, IPv6).
    fn sides(self, bed: &Bed) -> (Side, Side) {
        match self.policies() {
            Some((old, new)) => {
                let (v4, v6) = bed.settled();
                let side = |f: InForce| {
                    if f == old {
                        Side::Old
                    } else if f == new {
                        Side::New
                    } else {
                        Side::Other(format!("{f:?}"))
                    }
                };
                (side(v4), side(v6))
            }
            None => {
                let side = |v6: bool| match bed.arrivals(v6, &[7003]).as_slice() {
                    [3] => Side::Old,
                    [0] => Side::New,
                    other => Side::Other(format!("{other:?} of 3 to port 7003")),
                };
                (side(false), side(true))
            }
        }
    }
}

/// (issue 18) Kill points of every process in dropc's tree (`strace -f`:
/// dropc and every tool it runs, each killed at its own N-th call of the
/// system call), while `apply` replaces A by B, a first `apply` loads A,
/// `remove` removes A and `set add` adds to a dynamic set, on every target
/// (both iptables variants). After each: every family is on the old side
/// or the new one (the same for both but on iptables, and for iptables
/// too when dropc lived and does not say the transaction is unfinished:
/// `remove` never leaves one family of two); the
/// exit status tells the truth (0: the new side on both families;
/// non-zero: a message, and the old side on both unless `status` says the
/// transaction was interrupted and the message says so); `status` tells
/// the truth; then the next `apply` (odd cases) or the same `set add`
/// completes, and `remove` leaves nothing: no tool's things, no state
/// file, no pin, no `ip raw`/`ip6 raw` table, no status entry.
///
/// Sampled: `apply` replacing runs every kill point of [`HELPER_KILLS`]
/// on each target; the three others run 3 of them each, rotating with the
/// target and the operation so that every point meets every operation on
/// some target (`KC_ALL=1`: every N from 1 to 12 of each of
/// [`HELPER_SYSCALLS`], for every operation).
#[test]
fn killed_helpers_leave_a_true_exit_status() {
    if !kernel() || !strace() {
        return;
    }
    let every = std::env::var("KC_ALL").is_ok();
    let all: Vec<(&str, usize)> = if every {
        HELPER_SYSCALLS
            .iter()
            .flat_map(|s| (1..=12).map(move |n| (*s, n)))
            .collect()
    } else {
        HELPER_KILLS.to_vec()
    };
    for (t, (target, tag, env)) in TARGETS.into_iter().enumerate() {
        if std::env::var("KC_ONLY").is_ok_and(|only| only != tag) {
            continue;
        }
        let bed = Bed::new(&format!("h{tag}"));
        for (o, op) in OPS.into_iter().enumerate() {
            let points: Vec<(&str, usize)> = if every || op == Op::Replace {
                all.clone()
            } else {
                (0..3)
                    .map(|j| all[(3 * (t * OPS.len() + o) + j) % all.len()])
                    .collect()
            };
            for (i, &(syscall, n)) in points.iter().enumerate() {
                let what =
                    format!("{target} {env:?}, {op:?}, every process killed at {syscall} #{n}");
                killed_helper_case(&bed, target, env, op, syscall, n, i % 2 == 1, &what);
            }
        }
    }
}

/// One case of [`killed_helpers_leave_a_true_exit_status`]; `apply_next`:
/// finish with `apply` (of the new side's policy, or A after `remove`)
/// before the `remove`.
#[allow(clippy::too_many_arguments)]
fn killed_helper_case(
    bed: &Bed,
    target: &str,
    env: Env,
    op: Op,
    syscall: &str,
    n: usize,
    apply_next: bool,
    what: &str,
) {
    if let Some(p) = op.before() {
        bed.apply(p, target, env);
    }
    let args = op.args(bed, target);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = bed.killed_at(syscall, n, &args, env);
    let (v4, v6) = op.sides(bed);
    let stderr = String::from_utf8_lossy(&o.stderr).into_owned();
    eprintln!(
        "{what}: {:?}; IPv4 {v4:?}, IPv6 {v6:?}; {}",
        o.status,
        stderr.trim()
    );
    for (f, side) in [("IPv4", &v4), ("IPv6", &v6)] {
        assert!(
            matches!(side, Side::Old | Side::New),
            "{what}: {f} {side:?}; {stderr}"
        );
    }
    let interrupted = bed.assert_status_of(what, op, (&v4, &v6));
    // On iptables the families are separate tables (spec §7): they may
    // differ when dropc was killed, or when it says the transaction is
    // unfinished (every later helper killed too: the undo failed).
    if target != "iptables" || o.status.code().is_some() && !interrupted && op != Op::SetAdd {
        assert_eq!(v4, v6, "{what}: the families differ; {stderr}");
    }
    match o.status.code() {
        Some(0) => assert_eq!((&v4, &v6), (&Side::New, &Side::New), "{what}: exit 0"),
        Some(_) => {
            assert!(!stderr.trim().is_empty(), "{what}: no message");
            if interrupted {
                assert!(stderr.contains("interrupted"), "{what}: {stderr}");
            } else {
                assert_eq!(
                    (&v4, &v6),
                    (&Side::Old, &Side::Old),
                    "{what}: failed without interruption: {stderr}"
                );
            }
        }
        None => {} // dropc itself was killed: `status` says it
    }
    if op == Op::SetAdd {
        // What `set list` says is what the probes see, when dropc lived.
        if o.status.code().is_some() {
            let listed = bed.set_elements("deny");
            let has = |l: &[String], a: &str| l.iter().any(|e| e.split('/').next() == Some(a));
            assert_eq!(
                (has(&listed.0, TX_ADDR), has(&listed.1, TX_ADDR6)),
                (v4 == Side::New, v6 == Side::New),
                "{what}: set list {listed:?}"
            );
        }
        let again = bed.dropc(&args, env);
        assert_eq!(again.status.code(), Some(0), "{what}: again: {again:?}");
        assert_eq!(op.sides(bed), (Side::New, Side::New), "{what}: again");
    } else if apply_next {
        let p = match op {
            Op::Replace => "sb.drop",
            Op::First | Op::Remove | Op::SetAdd => "sa.drop",
        };
        bed.apply(p, target, env);
        let e = bed.status_entry().expect("a status entry");
        assert_eq!(
            e["interrupted"],
            serde_json::Value::Bool(false),
            "{what}: {e}"
        );
    }
    bed.remove_leaves_nothing(what);
}

/// The system calls [`killed_helpers_leave_a_true_exit_status`] kills at
/// with `KC_ALL=1`.
const HELPER_SYSCALLS: [&str; 7] = [
    "exit_group",
    "write",
    "read",
    "sendmsg",
    "recvmsg",
    "close",
    "openat",
];

/// The sample it runs by default: early and late calls of each kind (a
/// tool's first write is its request; its late reads and closes come
/// after its commit; exit_group #1 kills every process as it ends, after
/// all its work).
const HELPER_KILLS: [(&str, usize); 8] = [
    ("exit_group", 1),
    ("sendmsg", 1),
    ("sendmsg", 3),
    ("recvmsg", 4),
    ("write", 2),
    ("read", 6),
    ("close", 9),
    ("openat", 12),
];

/// Shell commands that put a small tmpfs over `/run/dropc` (in a private
/// mount namespace) holding a copy of dropc's records, then fill it.
const FULL_STATE: &str =
    "set -e; mount --make-rprivate /; s=$(mktemp -d); cp -a /run/dropc/. \"$s\"/; \
     mount -t tmpfs -o size=256k tmpfs /run/dropc; cp -a \"$s\"/. /run/dropc/; rm -rf \"$s\"; \
     dd if=/dev/zero of=/run/dropc/fill bs=4k 2>/dev/null || true; exec \"$@\"";

/// (issue 18) `remove` and `set add` with a full state directory
/// ([`FULL_STATE`]), on every target: the exit status tells the truth
/// (0: the new side on both families; else a message and the old side
/// whole), `status` tells the truth, and the next `remove` (with the real
/// state directory) leaves nothing.
#[test]
fn full_state_remove_and_set_tell_the_truth() {
    if !kernel() {
        return;
    }
    for (target, tag, env) in TARGETS {
        if std::env::var("KC_ONLY").is_ok_and(|t| t != tag) {
            continue;
        }
        let bed = Bed::new(&format!("p{tag}"));
        for op in [Op::Remove, Op::SetAdd] {
            let what = format!("{target} {env:?}, {op:?} with a full state directory");
            if let Some(p) = op.before() {
                bed.apply(p, target, env);
            }
            let args = op.args(&bed, target);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let o = bed.in_private_mount(FULL_STATE, &args, env);
            let stderr = String::from_utf8_lossy(&o.stderr).into_owned();
            let (v4, v6) = op.sides(&bed);
            eprintln!(
                "{what}: {:?}; IPv4 {v4:?}, IPv6 {v6:?}; {}",
                o.status,
                stderr.trim()
            );
            match o.status.code() {
                Some(0) => assert_eq!((&v4, &v6), (&Side::New, &Side::New), "{what}: exit 0"),
                _ => {
                    assert!(!stderr.trim().is_empty(), "{what}: no message");
                    assert_eq!((&v4, &v6), (&Side::Old, &Side::Old), "{what}: {stderr}");
                }
            }
            bed.assert_status_of(&what, op, (&v4, &v6));
            bed.remove_leaves_nothing(&what);
        }
    }
}

/// (issue 18) A full state directory (a small tmpfs over `/run/dropc`
/// holding a copy of dropc's records, then filled): `apply` fails before
/// changing anything, says so, exits non-zero, and A stays in force with
/// its record; afterwards `apply` works.
#[test]
fn full_state_leaves_the_policy_in_force() {
    if !kernel() {
        return;
    }
    for (target, tag, env) in TARGETS {
        if std::env::var("KC_ONLY").is_ok_and(|t| t != tag) {
            continue;
        }
        let bed = Bed::new(&format!("q{tag}"));
        bed.apply("sa.drop", target, env);
        let o = bed.apply_in_private_mount(FULL_STATE, target, env);
        let what = format!("{target} {env:?}");
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_ne!(o.status.code(), Some(0), "{what}: {o:?}");
        assert!(stderr.contains("nothing was changed"), "{what}: {stderr}");
        assert_eq!(bed.leftovers(), expected(target), "{what}");
        assert_eq!(bed.in_force(false), InForce::A, "{what}");
        assert_eq!(bed.in_force(true), InForce::A, "{what}");
        bed.assert_status_truthful(&what, (&InForce::A, &InForce::A));
        bed.apply("sb.drop", target, env);
        assert_eq!(bed.in_force(false), InForce::B, "{what}: applied after");
        bed.remove_leaves_nothing(&what);
    }
}

/// `dropc apply` and `dropc remove` at once on one interface, several
/// rounds: both exit 0, and the end state is one of the two whole: policy
/// A in force with exactly its things and record, or nothing at all.
#[test]
fn apply_against_remove_ends_whole() {
    if !kernel() {
        return;
    }
    for (target, tag, env) in TARGETS {
        if std::env::var("KC_ONLY").is_ok_and(|t| t != tag) {
            continue;
        }
        let bed = Bed::new(&format!("r{tag}"));
        for round in 0..3 {
            let spawn = |args: &[&str]| {
                let mut c = bed.veth.rx.command(env!("CARGO_BIN_EXE_dropc"));
                c.args(args)
                    .env_remove("DROPC_IPTABLES")
                    .stdin(Stdio::null())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped());
                for (k, v) in env {
                    c.env(k, v);
                }
                c.spawn().expect("spawn dropc")
            };
            let p = bed.policy("sa.drop");
            let children = [
                spawn(&["apply", &p, "--target", target, "--iface", &bed.iface]),
                spawn(&["remove", "--iface", &bed.iface]),
            ];
            for c in children {
                let o = c.wait_with_output().expect("wait");
                assert_eq!(
                    o.status.code(),
                    Some(0),
                    "{target} {env:?} round {round}: {}",
                    String::from_utf8_lossy(&o.stderr)
                );
            }
            let status = bed.dropc(&["status", "--format", "json"], &[]);
            let status: serde_json::Value =
                serde_json::from_slice(&status.stdout).expect("status json");
            let recorded = status["policies"].as_array().map_or(0, Vec::len);
            let what = format!("{target} {env:?} round {round}");
            if bed.leftovers().is_empty() {
                assert_eq!(recorded, 0, "{what}: a record without a policy");
                assert_eq!(bed.in_force(false), InForce::Nothing, "{what}");
            } else {
                assert_eq!(bed.leftovers(), expected(target), "{what}");
                assert_eq!(recorded, 1, "{what}: a policy without its record");
                assert_eq!(bed.in_force(false), InForce::A, "{what}");
                assert_eq!(bed.in_force(true), InForce::A, "{what}");
            }
        }
        bed.remove();
        assert_eq!(bed.leftovers(), [], "{target}: removed");
    }
}

/// With dropc's state directory unwritable (a read-only tmpfs over
/// `/run/dropc` in a private mount namespace), `apply` fails, says so,
/// and leaves the policy in force as it was; afterwards it works.
#[test]
fn unwritable_state_leaves_the_policy_in_force() {
    if !kernel() {
        return;
    }
    for (target, tag, env) in TARGETS {
        if std::env::var("KC_ONLY").is_ok_and(|t| t != tag) {
            continue;
        }
        let bed = Bed::new(&format!("u{tag}"));
        bed.apply("sa.drop", target, env);
        let o = bed.apply_in_private_mount(
            "mount --make-rprivate / && mount -t tmpfs -o ro tmpfs /run/dropc && exec \"$@\"",
            target,
            env,
        );
        let what = format!("{target} {env:?}");
        assert_ne!(o.status.code(), Some(0), "{what}: {o:?}");
        assert!(!o.stderr.is_empty(), "{what}: no message");
        assert_eq!(bed.leftovers(), expected(target), "{what}");
        assert_eq!(bed.in_force(false), InForce::A, "{what}");
        assert_eq!(bed.in_force(true), InForce::A, "{what}");
        bed.apply("sb.drop", target, env);
        assert_eq!(bed.in_force(false), InForce::B, "{what}: applied after");
        bed.remove();
        assert_eq!(bed.leftovers(), [], "{what}: removed");
    }
}

/// `dropc remove` of policy A, killed at its N-th `wait4` (after the N-th
/// tool) and, for xdp and tc, at its N-th `unlink`/`sendto` (pins, netlink),
/// for every N until it completes: each family is left with A whole or
/// with nothing (the same for both, but on iptables), and the next
/// `remove` leaves nothing, no clsact qdisc dropc made included.
#[test]
fn killed_remove_leaves_policy_or_nothing() {
    if !kernel() || !strace() {
        return;
    }
    for (target, tag, env) in TARGETS {
        if std::env::var("KC_ONLY").is_ok_and(|t| t != tag) {
            continue;
        }
        let bed = Bed::new(&format!("d{tag}"));
        let syscalls: &[&str] = match target {
            "xdp" => &["wait4", "unlink"],
            "tc" => &["wait4", "sendto"],
            _ => &["wait4"],
        };
        for syscall in syscalls {
            at_kill_points(&format!("{target}: remove"), syscall, 100, |n| {
                bed.apply("sa.drop", target, env);
                let o = bed.killed_at(syscall, n, &["remove", "--iface", &bed.iface], env);
                let what = format!("{target} {env:?}, remove killed at {syscall} #{n}");
                let (v4, v6) = bed.settled();
                eprintln!("{what}: {:?}; IPv4 {v4:?}, IPv6 {v6:?}", o.status);
                assert_left(&what, target, (&v4, &v6), &[InForce::A, InForce::Nothing]);
                let completed = o.status.success();
                if completed {
                    assert_eq!(v4, InForce::Nothing, "{what}: completed");
                } else if o.status.code().is_some() {
                    // A tool was killed (a child's call), and dropc said so.
                    assert!(!o.stderr.is_empty(), "{what}: {o:?}");
                }
                let again = bed.dropc(&["remove", "--iface", &bed.iface], &[]);
                assert_eq!(
                    bed.leftovers(),
                    [],
                    "{what}: removed again: {}{}",
                    String::from_utf8_lossy(&again.stdout),
                    String::from_utf8_lossy(&again.stderr)
                );
                assert_eq!(again.status.code(), Some(0), "{what}: {again:?}");
                completed
            });
        }
    }
}

/// A set's elements: IPv4 and IPv6 apart, each sorted.
type Contents = (Vec<String>, Vec<String>);

/// The elements of a family's part of a set, sorted.
fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// `dropc set add|del|replace` on a loaded nft or iptables policy (both
/// variants), killed (SIGKILL) at its N-th `wait4` (after its N-th tool:
/// listing, `ipset restore`) and, for `add` and `del` (which run no tool:
/// they talk netlink), at its N-th `sendto` (before its N-th netlink
/// request: a header read, the change), for every N until it completes:
/// each family's part of the set holds the old contents or the new ones
/// whole (the same for both families on nft, one transaction), the same
/// command run again completes with the new contents, and no temporary
/// set (`NAME.new`) is left behind.
#[test]
fn killed_set_leaves_old_or_new_contents() {
    if !kernel() || !strace() {
        return;
    }
    let base = (
        sorted(&["192.0.2.0/24", "203.0.113.0/24"]),
        sorted(&["2001:db8::/32"]),
    );
    for (target, tag, env) in TARGETS {
        if !matches!(target, "nft" | "iptables") || std::env::var("KC_ONLY").is_ok_and(|t| t != tag)
        {
            continue;
        }
        let bed = Bed::new(&format!("s{tag}"));
        bed.apply("dyn.drop", target, env);
        let (base_file, rep_file) = (bed.policy("base.txt"), bed.policy("rep.txt"));
        let iface = bed.iface.clone();
        let ops: [(&str, Vec<&str>, Contents); 3] = [
            (
                "add",
                vec![
                    "add",
                    "deny",
                    "198.51.100.7",
                    "192.0.2.0/24",
                    "2001:db9::/48",
                ],
                (
                    sorted(&["192.0.2.0/24", "198.51.100.7", "203.0.113.0/24"]),
                    sorted(&["2001:db8::/32", "2001:db9::/48"]),
                ),
            ),
            (
                "del",
                vec!["del", "deny", "203.0.113.0/24", "2001:db8::/32"],
                (sorted(&["192.0.2.0/24"]), Vec::new()),
            ),
            (
                "replace",
                vec!["replace", "deny", "--from", &rep_file],
                (
                    sorted(&["198.18.0.0/15", "198.51.100.0/24"]),
                    sorted(&["2001:db8:5::/48", "3fff::/20"]),
                ),
            ),
        ];
        for (op, args, new) in ops {
            let mut argv = vec!["set"];
            argv.extend(args.iter().copied());
            argv.extend(["--iface", &iface]);
            // What the command gives when not killed (from the base).
            let reset = || {
                let o = bed.dropc(
                    &[
                        "set", "replace", "--iface", &iface, "deny", "--from", &base_file,
                    ],
                    env,
                );
                assert_eq!(o.status.code(), Some(0), "{o:?}");
                assert_eq!(bed.set_elements("deny"), base, "{target} {env:?} reset");
            };
            reset();
            let o = bed.dropc(&argv, env);
            assert_eq!(o.status.code(), Some(0), "{op}: {o:?}");
            assert_eq!(bed.set_elements("deny"), new, "{target} {env:?} set {op}");
            assert_ne!(new, base, "{op} changes the set");
            // `replace` runs `ipset restore`, whose own `sendto`s a kill
            // there would hit (`strace -f`): `wait4` only.
            let syscalls: &[&str] = match op {
                "replace" => &["wait4"],
                _ => &["wait4", "sendto"],
            };
            for &syscall in syscalls {
                at_kill_points(&format!("{target} {env:?}: set {op}"), syscall, 100, |n| {
                    reset();
                    let o = bed.killed_at(syscall, n, &argv, env);
                    let what = format!("{target} {env:?}, set {op} killed at {syscall} #{n}");
                    let now = bed.set_elements("deny");
                    eprintln!("{what}: {:?}; {now:?}", o.status);
                    assert!(now.0 == base.0 || now.0 == new.0, "{what}: IPv4 {now:?}");
                    assert!(now.1 == base.1 || now.1 == new.1, "{what}: IPv6 {now:?}");
                    if target == "nft" {
                        assert_eq!(
                            now.0 == base.0,
                            now.1 == base.1,
                            "{what}: the families differ"
                        );
                    }
                    let completed = o.status.success();
                    if completed {
                        assert_eq!(now, new, "{what}: completed");
                    } else {
                        assert_eq!(o.status.code(), None, "{what}: {o:?}");
                    }
                    let again = bed.dropc(&argv, env);
                    assert_eq!(again.status.code(), Some(0), "{what}: again: {again:?}");
                    assert_eq!(bed.set_elements("deny"), new, "{what}: again");
                    let temps: Vec<String> = bed
                        .sh("ipset list -n 2>/dev/null || true")
                        .lines()
                        .filter(|l| l.ends_with(".new"))
                        .map(str::to_string)
                        .collect();
                    assert_eq!(temps, Vec::<String>::new(), "{what}: temporary sets left");
                    completed
                });
            }
        }
        bed.remove();
        assert_eq!(bed.leftovers(), [], "{target} {env:?}: removed");
    }
}

/// A first `dropc apply` (nothing of dropc's on the interface), killed at
/// its N-th `wait4` and (xdp, tc) every fourth `bpf` call: nothing or the
/// policy is in force, and `remove` then leaves nothing: no clsact qdisc
/// dropc made before its record was written, no pins, sets or chains.
#[test]
fn killed_first_apply_is_removed_whole() {
    if !kernel() || !strace() {
        return;
    }
    for (target, tag, env) in TARGETS {
        if std::env::var("KC_ONLY").is_ok_and(|t| t != tag) {
            continue;
        }
        let bed = Bed::new(&format!("f{tag}"));
        let syscalls: &[&str] = match target {
            "xdp" | "tc" => &["wait4", "bpf"],
            _ => &["wait4"],
        };
        for syscall in syscalls {
            at_kill_points(&format!("{target}: the first apply"), syscall, 400, |n| {
                let p = bed.policy("sa.drop");
                let o = bed.killed_at(
                    syscall,
                    n,
                    &["apply", &p, "--target", target, "--iface", &bed.iface],
                    env,
                );
                let what = format!("{target} {env:?}, first apply killed at {syscall} #{n}");
                let (v4, v6) = bed.settled();
                eprintln!("{what}: {:?}; IPv4 {v4:?}, IPv6 {v6:?}", o.status);
                assert_left(&what, target, (&v4, &v6), &[InForce::A, InForce::Nothing]);
                let completed = o.status.success();
                if completed {
                    assert_eq!(v4, InForce::A, "{what}: completed");
                }
                bed.remove();
                assert_eq!(bed.leftovers(), [], "{what}: removed");
                assert_eq!(bed.in_force(false), InForce::Nothing, "{what}: removed");
                // No record, clsact intent or lock file is left either.
                let files = bed.sh(&format!(
                    "ls -d /run/dropc/net-*/{i}.* /run/dropc/locks/*-{i}.lock 2>/dev/null || true",
                    i = bed.iface
                ));
                assert_eq!(files.trim(), "", "{what}: files left");
                completed
            });
        }
    }
}
