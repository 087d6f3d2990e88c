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

use dropc_apply::netns::{skip_kernel_test, Netns};
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
/// Both policies drop UDP to this port from the sender (its address is in
/// both big sets) ...
const FLOOD_PORT: u16 = 6000;
/// ... and pass UDP to this one from the sender only through a set lookup
/// (a packet that misses the set is dropped by the next rule).
const PASS_PORT: u16 = 6001;

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
/// other end is in a sending namespace.
struct Bed {
    iface: String,
    dir: tempfile::TempDir,
    tx: Netns,
    rx: Netns,
}

impl Bed {
    fn new(tag: &str) -> Bed {
        let rx = Netns::new(&format!("kc-{tag}-rx")).expect("rx netns");
        let tx = Netns::new(&format!("kc-{tag}-tx")).expect("tx netns");
        let pid = std::process::id() % 0x1_0000;
        let (r, t) = (format!("dc{pid:x}{tag}r"), format!("dc{pid:x}{tag}t"));
        assert!(r.len() < 16, "{r}");
        tx.exec(
            "ip",
            &[
                "link",
                "add",
                &t,
                "type",
                "veth",
                "peer",
                "name",
                &r,
                "netns",
                rx.name(),
            ],
            None,
        )
        .expect("veth");
        rx.exec(
            "ip",
            &["addr", "add", &format!("{RX_ADDR}/24"), "dev", &r],
            None,
        )
        .expect("addr");
        tx.exec(
            "ip",
            &["addr", "add", &format!("{TX_ADDR}/24"), "dev", &t],
            None,
        )
        .expect("addr");
        rx.exec("ip", &["link", "set", &r, "up"], None).expect("up");
        tx.exec("ip", &["link", "set", &t, "up"], None).expect("up");
        // A permanent neighbour entry: no datagram waits for ARP.
        let link = rx
            .exec("ip", &["-o", "link", "show", &r], None)
            .expect("link");
        let mac = link
            .split_whitespace()
            .skip_while(|w| *w != "link/ether")
            .nth(1)
            .expect("mac")
            .to_string();
        tx.exec(
            "ip",
            &[
                "neigh",
                "replace",
                RX_ADDR,
                "lladdr",
                &mac,
                "dev",
                &t,
                "nud",
                "permanent",
            ],
            None,
        )
        .expect("neigh");
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
        Bed {
            iface: r,
            dir,
            tx,
            rx,
        }
    }

    fn policy(&self, name: &str) -> String {
        self.dir.path().join(name).to_string_lossy().into_owned()
    }

    /// Runs `dropc args` in the receiving namespace.
    fn dropc(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        let mut c = self.rx.command(env!("CARGO_BIN_EXE_dropc"));
        c.args(args).stdin(Stdio::null());
        c.env_remove("DROPC_IPTABLES");
        for (k, v) in env {
            c.env(k, v);
        }
        c.output().expect("run dropc")
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

impl Drop for Bed {
    fn drop(&mut self) {
        let _ = self.dropc(&["remove", "--iface", &self.iface], &[]);
    }
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
    let bind = |port: u16| {
        bed.rx
            .run(move || UdpSocket::bind((RX_ADDR, port)))
            .expect("thread")
            .expect("bind")
    };
    let socks = [bind(FLOOD_PORT), bind(PASS_PORT)];
    let tx = bed
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
