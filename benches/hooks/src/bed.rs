//! The test bed: one sender namespace and, per measured row, one receiving
//! namespace joined to it by a veth pair. Everything is named `dropc-hb-*`
//! and removed on drop ([`Bed`] and [`Netns`] are RAII guards), also while a
//! panic unwinds. Nothing here touches the host's own namespace except
//! creating and deleting these namespaces.

use anyhow::{bail, Context};
use std::fs::File;
use std::os::fd::AsRawFd;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs a command, failing with its stderr when it exits non-zero; returns
/// its stdout.
pub fn run(prog: &str, args: &[&str]) -> anyhow::Result<String> {
    run_stdin(prog, args, None)
}

/// Like [`run`], feeding `stdin` (a file) to the command.
pub fn run_stdin(
    prog: &str,
    args: &[&str],
    stdin: Option<&std::path::Path>,
) -> anyhow::Result<String> {
    let mut c = Command::new(prog);
    c.args(args).stdout(Stdio::piped()).stderr(Stdio::piped());
    match stdin {
        Some(p) => {
            let f = File::open(p).with_context(|| format!("cannot open {}", p.display()))?;
            c.stdin(f);
        }
        None => {
            c.stdin(Stdio::null());
        }
    }
    let out = c
        .output()
        .with_context(|| format!("cannot run {prog} (installed?)"))?;
    if !out.status.success() {
        bail!(
            "`{prog} {}` failed ({}): {}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// `nsenter --net=/run/netns/NS -- PROG ARGS...`: like [`Netns::exec`] but
/// keeping the host's /sys (and so /sys/fs/bpf, where `dropc apply` pins),
/// which `ip netns exec` remounts.
pub fn nsenter_cmd(ns: &str, prog: &str, args: &[&str]) -> anyhow::Result<String> {
    let net = format!("--net=/run/netns/{ns}");
    let mut v = vec![net.as_str(), "--", prog];
    v.extend_from_slice(args);
    run("nsenter", &v)
}

/// A named network namespace, deleted on drop.
pub struct Netns {
    name: String,
}

impl Netns {
    /// Creates namespace `name` (which must start with `dropc-`).
    pub fn new(name: &str) -> anyhow::Result<Netns> {
        if !name.starts_with("dropc-") {
            bail!("namespace {name:?} must be named dropc-*");
        }
        run("ip", &["netns", "add", name])?;
        let ns = Netns {
            name: name.to_string(),
        };
        ns.ip(&["link", "set", "lo", "up"])?;
        Ok(ns)
    }

    /// The namespace's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// `ip -n NAME ARGS...`
    pub fn ip(&self, args: &[&str]) -> anyhow::Result<String> {
        let mut v = vec!["-n", self.name.as_str()];
        v.extend_from_slice(args);
        run("ip", &v)
    }

    /// `ip netns exec NAME PROG ARGS...`, with an optional stdin file.
    pub fn exec(
        &self,
        prog: &str,
        args: &[&str],
        stdin: Option<&std::path::Path>,
    ) -> anyhow::Result<String> {
        let mut v = vec!["netns", "exec", self.name.as_str(), prog];
        v.extend_from_slice(args);
        run_stdin("ip", &v, stdin)
    }

    /// Moves the calling thread into this namespace (for good: use a
    /// dedicated thread).
    pub fn enter_thread(&self) -> anyhow::Result<()> {
        let path = format!("/run/netns/{}", self.name);
        let f = File::open(&path).with_context(|| format!("cannot open {path}"))?;
        // SAFETY: setns on a valid fd; only this thread changes namespace.
        if unsafe { libc::setns(f.as_raw_fd(), libc::CLONE_NEWNET) } != 0 {
            bail!("setns({path}): {}", std::io::Error::last_os_error());
        }
        Ok(())
    }

    /// The ifindex of `dev` in this namespace.
    pub fn ifindex(&self, dev: &str) -> anyhow::Result<u32> {
        let out = self.ip(&["-o", "link", "show", "dev", dev])?;
        out.split(':')
            .next()
            .and_then(|s| s.trim().parse().ok())
            .with_context(|| format!("cannot parse ifindex of {dev} from {out:?}"))
    }

    /// Reads one counter of /proc/net/snmp (e.g. `Udp`, `InDatagrams`) in
    /// this namespace.
    pub fn snmp(&self, proto: &str, field: &str) -> anyhow::Result<u64> {
        let text = self.exec("cat", &["/proc/net/snmp"], None)?;
        let prefix = format!("{proto}:");
        let mut lines = text.lines().filter(|l| l.starts_with(&prefix));
        let (Some(h), Some(v)) = (lines.next(), lines.next()) else {
            bail!("no {proto} lines in /proc/net/snmp");
        };
        let i = h
            .split_whitespace()
            .position(|x| x == field)
            .with_context(|| format!("no field {field} for {proto}"))?;
        v.split_whitespace()
            .nth(i)
            .and_then(|x| x.parse().ok())
            .with_context(|| format!("bad value for {proto} {field}"))
    }
}

impl Drop for Netns {
    fn drop(&mut self) {
        // Deleting the namespace removes its veth ends (and so their peers),
        // XDP/tc programs, nft tables, iptables rules and ipsets.
        let _ = run("ip", &["netns", "del", &self.name]);
    }
}

/// Deletes `dropc-hb-<pid>-*` namespaces left behind by an earlier run of
/// this tool whose process no longer exists (killed with SIGKILL, say).
pub fn remove_stale_namespaces() {
    let Ok(list) = run("ip", &["netns", "list"]) else {
        return;
    };
    for line in list.lines() {
        let name = line.split_whitespace().next().unwrap_or("");
        let Some(rest) = name.strip_prefix("dropc-hb-") else {
            continue;
        };
        let Some(pid) = rest.split('-').next().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        if pid != std::process::id() && !std::path::Path::new(&format!("/proc/{pid}")).exists() {
            eprintln!("removing stale namespace {name}");
            let _ = run("ip", &["netns", "del", name]);
        }
    }
}

/// Namespace settings, before any veth is created in it: IPv6 off, so that
/// the stack never transmits on its own (router solicitations, MLD, DAD)
/// from whatever CPU its timers run on (such a frame would schedule the
/// receiving veth's NAPI on that CPU, where it would then stay while the
/// flood keeps it busy, moving the work off the measured CPU); rp_filter off
/// for the random sources.
fn quiet(ns: &Netns) -> anyhow::Result<()> {
    for key in ["all", "default"] {
        for (k, v) in [
            ("net.ipv6.conf", "disable_ipv6=1"),
            ("net.ipv4.conf", "rp_filter=0"),
        ] {
            ns.exec("sysctl", &["-qw", &format!("{k}.{key}.{v}")], None)?;
        }
    }
    Ok(())
}

/// One veth pair: `tx` end in the sender namespace, `rx` end in the row's
/// own namespace, with fixed MAC addresses, 198.18.0.12/15 on the rx end,
/// rp_filter off and GRO on (so that the rx end runs NAPI and accepts
/// redirected XDP frames even without an XDP program of its own).
pub struct Link {
    /// Receiving namespace.
    pub ns: Netns,
    /// Name of the tx end (in the sender namespace).
    pub tx_dev: String,
    /// Name of the rx end (in `ns`).
    pub rx_dev: String,
    /// ifindex of the tx end in the sender namespace.
    pub tx_ifindex: u32,
    /// MAC address of the tx end.
    pub tx_mac: [u8; 6],
    /// MAC address of the rx end.
    pub rx_mac: [u8; 6],
}

fn mac_str(m: &[u8; 6]) -> String {
    m.iter()
        .map(|b| format!("{b:02x}"))
        .collect::<Vec<_>>()
        .join(":")
}

/// The bed: the sender namespace and the links, all removed on drop (links
/// first).
pub struct Bed {
    /// Links, in row order.
    pub links: Vec<Link>,
    /// The sender namespace.
    pub tx: Netns,
    tag: String,
}

impl Bed {
    /// Creates the sender namespace `dropc-hb-<pid>-tx`.
    pub fn new() -> anyhow::Result<Bed> {
        let tag = format!("{}", std::process::id());
        let tx = Netns::new(&format!("dropc-hb-{tag}-tx"))?;
        quiet(&tx)?;
        Ok(Bed {
            links: Vec::new(),
            tx,
            tag,
        })
    }

    /// Adds link number `links.len()` with a receiving namespace named after
    /// `row` (letters, digits, '-'); returns its index.
    pub fn add_link(&mut self, row: &str) -> anyhow::Result<usize> {
        let k = self.links.len();
        if k > 250 {
            bail!("too many links");
        }
        let ns = Netns::new(&format!("dropc-hb-{}-{row}", self.tag))?;
        quiet(&ns)?;
        let tx_dev = format!("hbt{k}");
        let rx_dev = format!("hbr{k}");
        let tx_mac = [0x02, 0x68, 0x62, 0x00, 0x01, k as u8];
        let rx_mac = [0x02, 0x68, 0x62, 0x00, 0x02, k as u8];
        self.tx.ip(&[
            "link",
            "add",
            &tx_dev,
            "address",
            &mac_str(&tx_mac),
            "type",
            "veth",
            "peer",
            "name",
            &rx_dev,
            "address",
            &mac_str(&rx_mac),
            "netns",
            ns.name(),
        ])?;
        let link = Link {
            tx_ifindex: self.tx.ifindex(&tx_dev)?,
            ns,
            tx_dev,
            rx_dev,
            tx_mac,
            rx_mac,
        };
        // Push first so that a failure below still cleans up.
        self.links.push(link);
        let l = &self.links[k];
        l.ns.ip(&["link", "set", &l.rx_dev, "up"])?;
        l.ns.exec(
            "sysctl",
            &["-qw", &format!("net.ipv4.conf.{}.rp_filter=0", l.rx_dev)],
            None,
        )?;
        l.ns.ip(&["addr", "add", "198.18.0.12/15", "dev", &l.rx_dev])?;
        l.ns.ip(&["route", "add", "default", "dev", &l.rx_dev])?;
        l.ns.exec("ethtool", &["-K", &l.rx_dev, "gro", "on"], None)
            .context(
                "GRO on the receiving veth (needed for redirected XDP frames): install ethtool",
            )?;
        self.tx.ip(&["link", "set", &l.tx_dev, "up"])?;
        // Wait for carrier on both ends.
        let t0 = Instant::now();
        loop {
            let s = l.ns.ip(&["-o", "link", "show", "dev", &l.rx_dev])?;
            if s.contains("state UP") || t0.elapsed() > Duration::from_secs(5) {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        Ok(k)
    }
}

impl Drop for Bed {
    fn drop(&mut self) {
        // Links (their namespaces) go first, then the sender namespace.
        self.links.clear();
    }
}
