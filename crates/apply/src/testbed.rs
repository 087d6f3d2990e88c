//! The kernel test bed: real kernel hooks, driven packet by packet. It is
//! product code, the engine of `dropc test --kernel`
//! ([`run_expectations`]); the kernel tests drive it through
//! `dropc-testkit`, which holds the test-only parts (the equivalence
//! driver that compares a bed with the interpreter probe by probe).
//!
//! A [`Bed`] is two scratch namespaces (`dropc-<purpose>-tx-…` and
//! `dropc-<purpose>-rx-…`) joined by a veth pair. Frames are injected raw
//! (an `AF_PACKET` socket opened in the sender namespace) and arrive on the
//! receiver's end, where the artifact under test is loaded
//! ([`Bed::load`]); an *observer* tells which frames got past its hook.
//!
//! # Observer
//!
//! Every frame sent gets a unique Ethernet source address
//! `0a:dc:NN:NN:NN:NN` (its *tag*; no policy can match a MAC address, the
//! IPv4 identification / IPv6 flow label are left as built) and the
//! receiver's address as destination (the IP layer drops `PACKET_OTHERHOST`
//! frames before any netfilter hook). Two nft tables in the receiver
//! namespace record the tags they see in dynamic sets
//! (`update @set { ether saddr }`):
//!
//! * `table netdev observe`: chain `pre` on hook ingress at priority -1000
//!   (set `arrived`) and chain `post` at +500 (set `passed`); dropc's nft
//!   chain sits at -500 in between. tc's clsact ingress and XDP run before
//!   any netdev chain, so for those targets `arrived` is not measurable and
//!   every frame sent counts as arrived.
//! * `table inet observe`: chains on hook prerouting at priority -1000
//!   (`arrived`) and 0 (`passed`), filtered on the receiving device; raw
//!   PREROUTING (iptables, legacy or nft) sits at -300 in between.
//!
//! A frame in `passed` was passed; in `arrived` but not `passed` dropped; in
//! neither, it never reached the hook ([`Seen::NotArrived`]: the kernel
//! discarded it before, e.g. an IPv6 packet from a multicast source before
//! PREROUTING, or a frame with a non-zero VLAN ID on a device without that
//! VLAN). After each batch a sentinel frame that reaches the `arrived` chain
//! whatever the filter does is sent, and the sets are read back (`nft -j`)
//! once the sentinel shows up (bounded wait), so asynchronous receive paths
//! (veth with XDP runs in NAPI) are waited for.
//!
//! For the PREROUTING hook, a frame with one VLAN tag whose VLAN ID is not 0
//! is sent with the ID cleared (priority tag, PCP kept): the kernel hands
//! priority-tagged frames to the IP layer, other VLAN IDs only through a VLAN
//! device; the IP packet, which is all the rules see, is the same. Frames
//! the interpreter calls non-IP are not sent to PREROUTING at all (the
//! equivalence driver of `dropc-testkit` counts them as unobserved): iptables never sees ARP &c.,
//! and a frame with two VLAN tags of ID 0 (non-IP for the spec) reaches it
//! as IP, because the kernel pops both priority tags.
//!
//! Frames are injected with `send(2)` on the sender's veth; without XDP the
//! receiver processes each one synchronously, with XDP (veth NAPI mode)
//! asynchronously, hence the sentinel. Unique source MACs also keep veth's
//! GRO (active in NAPI mode) from merging probes.
//!
//! **Invariant:** nothing is sent or loaded outside the bed's own namespaces.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::netfilter::IptablesVariant;
use crate::netns::Netns;
use crate::rtnl::{self, LinkChange};
use crate::ApplyRequest;
use anyhow::{bail, Context};
use dropc_backends::{Artifact, Options, Target};
use dropc_ir::packet::{self, ETH_P_8021AD, ETH_P_8021Q};
use dropc_ir::{Action, ValidPolicy};
use std::collections::HashSet;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

/// MAC address of the sender's veth end.
pub const TX_MAC: [u8; 6] = [0x02, 0xdc, 0, 0, 0, 0x01];
/// MAC address of the receiver's veth end (destination of every probe).
pub const RX_MAC: [u8; 6] = [0x02, 0xdc, 0, 0, 0, 0x02];
/// First two bytes of every tag (source MAC of a probe).
const TAG_PREFIX: [u8; 2] = [0x0a, 0xdc];
/// MTU of both veth ends: the largest frame a probe can be is MTU + 14
/// (+ 4 with a VLAN tag). Kept below the veth limit for non-multi-buffer XDP
/// programs (about 3.5 KB with 4 KiB pages), so the same bed serves xdp.
pub const MTU: u32 = 3000;
/// Frames per batch: well below the per-CPU backlog (netdev_max_backlog,
/// 1000 by default), so no frame is lost in the receive queue.
const BATCH: usize = 256;
/// Tags recorded before the observer sets are flushed (reading a set back
/// costs time in proportion to its size; the sets hold 65535 at most).
const FLUSH_EVERY: u32 = 1024;
/// How long to wait for the sentinel of a batch.
const SETTLE_TIMEOUT: Duration = Duration::from_secs(3);

static BED_COUNTER: AtomicU32 = AtomicU32::new(0);

/// Tags in the observer's `arrived` and `passed` sets.
type Sightings = (HashSet<[u8; 6]>, HashSet<[u8; 6]>);

/// Where the observer looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hook {
    /// netdev ingress of the receiving device (XDP, tc and nft targets).
    Netdev,
    /// IPv4/IPv6 PREROUTING (iptables raw).
    Prerouting,
}

impl Hook {
    /// The hook after which `target`'s verdict is observed.
    pub fn of(target: Target) -> Hook {
        match target {
            Target::Iptables => Hook::Prerouting,
            Target::Xdp | Target::Tc | Target::Nft => Hook::Netdev,
        }
    }
}

/// What became of one frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// It got past the hook under test.
    Passed,
    /// It reached the hook and did not get past it.
    Dropped,
    /// It never reached the hook (the kernel discarded it before), so the
    /// hook's verdict is unknown.
    NotArrived,
    /// It could not be sent (e.g. larger than the MTU); the error.
    NotSent(String),
}

impl Seen {
    /// The hook's verdict, when it was observed.
    pub fn action(&self) -> Option<Action> {
        match self {
            Seen::Passed => Some(Action::Pass),
            Seen::Dropped => Some(Action::Drop),
            Seen::NotArrived | Seen::NotSent(_) => None,
        }
    }
}

/// Two namespaces joined by a veth pair, an injector and an observer.
pub struct Bed {
    tx: Netns,
    rx: Netns,
    tx_if: String,
    rx_if: String,
    sender: FrameSender,
    next_tag: u32,
    since_flush: u32,
    loaded: Option<Target>,
    /// What [`Bed::load`] loaded last (for an atomic replacement and the
    /// removal).
    loaded_details: Option<(Target, crate::state::Details, crate::state::Mode)>,
    /// The receiving namespace.
    netns: Option<crate::state::NetnsKey>,
    iptables: IptablesVariant,
}

impl std::fmt::Debug for Bed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Bed")
            .field("tx", &self.tx.name())
            .field("rx", &self.rx.name())
            .field("rx_if", &self.rx_if)
            .field("loaded", &self.loaded)
            .finish()
    }
}

impl Bed {
    /// Builds a bed; `purpose` becomes part of the namespace names.
    pub fn new(purpose: &str) -> anyhow::Result<Bed> {
        let tx = Netns::new(&format!("{purpose}-tx"))?;
        let rx = Netns::new(&format!("{purpose}-rx"))?;
        let n = BED_COUNTER.fetch_add(1, Ordering::Relaxed) % 0x1000;
        let pid = std::process::id() % 0x100_0000;
        // Unique per bed (≤ 15 bytes): names of BPF pins may derive from it.
        let tx_if = format!("dropc{pid:x}t{n:x}");
        let rx_if = format!("dropc{pid:x}r{n:x}");
        {
            let (tx_if, rx_if, rx_fd) = (&tx_if, &rx_if, rx.as_fd());
            tx.run(|| rtnl::add_veth(tx_if, rx_if, MTU, rx_fd))??;
        }
        // The sender says nothing of its own (no IPv6 autoconfiguration,
        // router solicitations or MLD reports reach the receiver).
        write_sysctl(&tx, &format!("ipv6/conf/{tx_if}/disable_ipv6"), "1")?;
        tx.run(|| {
            rtnl::set_link(
                &tx_if,
                LinkChange {
                    address: Some(TX_MAC),
                    up: true,
                    ..LinkChange::default()
                },
            )
        })??;
        // The receiver: IPv4 and IPv6 enabled (the IP layers drop
        // everything on a device with IPv6 disabled), no addresses, no DAD.
        rx.run(|| {
            rtnl::set_link(
                &rx_if,
                LinkChange {
                    address: Some(RX_MAC),
                    no_ipv6_addrgen: true,
                    ..LinkChange::default()
                },
            )
        })??;
        write_sysctl(&rx, &format!("ipv6/conf/{rx_if}/disable_ipv6"), "0")?;
        write_sysctl(&rx, &format!("ipv6/conf/{rx_if}/accept_dad"), "0")?;
        rx.run(|| rtnl::link_up(&rx_if))??;
        rx.exec(
            "nft",
            &["-f", "-"],
            Some(observer_script(&rx_if).as_bytes()),
        )
        .context("installing the observer")?;
        let sender = FrameSender::open_in(&tx, &tx_if)?;
        let mut bed = Bed {
            tx,
            rx,
            tx_if,
            rx_if,
            sender,
            next_tag: 1,
            since_flush: 0,
            loaded: None,
            loaded_details: None,
            netns: None,
            iptables: IptablesVariant::from_env(),
        };
        bed.wait_link_ready()?;
        Ok(bed)
    }

    /// The receiving interface (inside [`Bed::rx`]): the one artifacts are
    /// compiled for and loaded on.
    pub fn iface(&self) -> &str {
        &self.rx_if
    }

    /// The receiver's namespace.
    pub fn rx(&self) -> &Netns {
        &self.rx
    }

    /// The sender's namespace.
    pub fn tx(&self) -> &Netns {
        &self.tx
    }

    /// Which iptables tools [`Bed::load`] uses for the iptables target.
    pub fn set_iptables_variant(&mut self, v: IptablesVariant) {
        self.iptables = v;
    }

    /// The iptables tools in use.
    pub fn iptables_variant(&self) -> IptablesVariant {
        self.iptables
    }

    /// The target currently loaded, if any.
    pub fn loaded(&self) -> Option<Target> {
        self.loaded
    }

    /// Compiles `policy` for `target` and this bed's interface.
    pub fn compile(&self, target: Target, policy: &ValidPolicy) -> anyhow::Result<Artifact> {
        let opts = Options {
            iface: Some(self.rx_if.clone()),
            no_counters: false,
        };
        match dropc_backends::compile(target, policy, &opts) {
            Ok((a, _warnings)) => Ok(a),
            Err(diags) => {
                let msgs: Vec<String> = diags
                    .iter()
                    .filter(|d| d.is_error())
                    .map(|d| format!("{} [{}]", d.message, d.code))
                    .collect();
                bail!(
                    "{target}: {} does not compile: {}",
                    policy.source,
                    msgs.join("; ")
                )
            }
        }
    }

    /// Loads `artifact` for `target` on the receiving interface, replacing
    /// what was loaded before (atomically when the target is the same).
    pub fn load(&mut self, target: Target, artifact: &Artifact) -> anyhow::Result<()> {
        if self.loaded.is_some_and(|t| t != target) {
            self.unload()?;
        }
        let req = ApplyRequest {
            target,
            iface: &self.rx_if,
            artifact,
            labels: &[],
            policy: "(test bed)",
            sha256: "",
            iptables: self.iptables,
            then: None,
        };
        let loaded = &mut self.loaded_details;
        let same = loaded
            .as_ref()
            .filter(|(t, _, _)| *t == target)
            .map(|(_, d, m)| (d.clone(), *m));
        let l = self.rx.run(|| {
            let netns = crate::state::NetnsKey::current()?;
            let l = crate::load(&req, netns, same.as_ref().map(|(d, m)| (d, *m)))?;
            anyhow::Ok((netns, l))
        })??;
        *loaded = Some((target, l.1.details, l.1.mode));
        self.netns = Some(l.0);
        self.loaded = Some(target);
        Ok(())
    }

    /// Removes what [`Bed::load`] loaded.
    pub fn unload(&mut self) -> anyhow::Result<()> {
        if let (Some(t), Some(netns)) = (self.loaded, self.netns) {
            let iface = self.rx_if.clone();
            let details = self.loaded_details.take().map(|(_, d, _)| d);
            self.rx
                .run(|| crate::unload(&iface, t, netns, details.as_ref()))??;
            self.loaded = None;
        }
        Ok(())
    }

    /// Sends `frames` and tells what became of each at the hook of the
    /// loaded target (netdev ingress when nothing is loaded).
    pub fn observe(&mut self, frames: &[Vec<u8>]) -> anyhow::Result<Vec<Seen>> {
        match self.loaded {
            Some(t) => self.observe_for(t, frames),
            None => self.observe_at(Hook::Netdev, true, frames),
        }
    }

    /// [`Bed::observe`] for what `target` loaded (however it was loaded).
    pub fn observe_for(&mut self, target: Target, frames: &[Vec<u8>]) -> anyhow::Result<Vec<Seen>> {
        // XDP and tc run before every netdev chain: arrival is not visible.
        let arrival_known = !matches!(target, Target::Xdp | Target::Tc);
        // With XDP, veth receives in NAPI mode (asynchronous, with GRO).
        self.observe_inner(
            Hook::of(target),
            arrival_known,
            target == Target::Xdp,
            frames,
        )
    }

    /// [`Bed::observe`] at an explicit hook. With `arrival_known` false
    /// (something runs before the `arrived` chain), a frame sent counts as
    /// arrived.
    pub fn observe_at(
        &mut self,
        hook: Hook,
        arrival_known: bool,
        frames: &[Vec<u8>],
    ) -> anyhow::Result<Vec<Seen>> {
        let napi = self.loaded == Some(Target::Xdp);
        self.observe_inner(hook, arrival_known, napi, frames)
    }

    /// `napi`: the receiver may process frames asynchronously (and GRO may
    /// hold some back while the sentinel overtakes them): read the sets once
    /// more after the sentinel showed up.
    fn observe_inner(
        &mut self,
        hook: Hook,
        arrival_known: bool,
        napi: bool,
        frames: &[Vec<u8>],
    ) -> anyhow::Result<Vec<Seen>> {
        let mut out = Vec::with_capacity(frames.len());
        for chunk in frames.chunks(BATCH) {
            out.extend(self.observe_batch(hook, arrival_known, napi, chunk)?);
        }
        Ok(out)
    }

    fn take_tags(&mut self, n: u32) -> anyhow::Result<u32> {
        if self.since_flush + n > FLUSH_EVERY {
            self.rx.exec(
                "nft",
                &["-f", "-"],
                Some(
                    b"flush set netdev observe arrived\nflush set netdev observe passed\n\
                      flush set inet observe arrived\nflush set inet observe passed\n",
                ),
            )?;
            self.since_flush = 0;
        }
        let first = self.next_tag;
        self.next_tag = self.next_tag.wrapping_add(n);
        if self.next_tag < first {
            // 4 billion tags later: start over after a flush.
            self.since_flush = FLUSH_EVERY;
            return self.take_tags(n);
        }
        self.since_flush += n;
        Ok(first)
    }

    fn observe_batch(
        &mut self,
        hook: Hook,
        arrival_known: bool,
        napi: bool,
        frames: &[Vec<u8>],
    ) -> anyhow::Result<Vec<Seen>> {
        let n = u32::try_from(frames.len() + 1).context("batch too large")?;
        let first = self.take_tags(n)?;
        // One CPU for the whole batch, sentinel included: a frame waits in
        // the backlog of the CPU that sent it, so frames sent from two CPUs
        // (the thread migrated) may be processed out of order, and the
        // sentinel may overtake a frame (seen as lost; order matters to rate
        // limits and `times N`).
        let _pin = OneCpu::pin();
        let mut sent: Vec<Result<[u8; 6], String>> = Vec::with_capacity(frames.len());
        for (i, f) in frames.iter().enumerate() {
            let tag = tag_mac(first + i as u32);
            let mut frame = f.clone();
            if frame.len() < 14 {
                sent.push(Err(format!(
                    "frame of {} bytes has no Ethernet header",
                    frame.len()
                )));
                continue;
            }
            packet::set_macs(&mut frame, RX_MAC, tag);
            if hook == Hook::Prerouting {
                clear_vlan_id(&mut frame);
            }
            sent.push(self.send(&frame).map(|()| tag));
        }
        let sentinel_tag = tag_mac(first + frames.len() as u32);
        let mut sentinel = sentinel_frame(hook);
        packet::set_macs(&mut sentinel, RX_MAC, sentinel_tag);
        self.send(&sentinel)
            .map_err(anyhow::Error::msg)
            .context("sending the sentinel")?;
        let (arrived, passed) = self.read_until(hook, sentinel_tag, napi)?;
        Ok(sent
            .into_iter()
            .map(|r| match r {
                Err(e) => Seen::NotSent(e),
                Ok(tag) if passed.contains(&tag) => Seen::Passed,
                Ok(tag) if !arrival_known || arrived.contains(&tag) => Seen::Dropped,
                Ok(_) => Seen::NotArrived,
            })
            .collect())
    }

    fn send(&self, frame: &[u8]) -> Result<(), String> {
        self.sender.send(frame)
    }

    fn read_until(&self, hook: Hook, sentinel: [u8; 6], napi: bool) -> anyhow::Result<Sightings> {
        let start = Instant::now();
        let mut delay = Duration::from_micros(200);
        loop {
            let (arrived, passed) = self.read_sets(hook)?;
            if arrived.contains(&sentinel) {
                if !napi {
                    return Ok((arrived, passed));
                }
                std::thread::sleep(Duration::from_millis(1));
                return self.read_sets(hook);
            }
            if start.elapsed() > SETTLE_TIMEOUT {
                // The filter itself may have eaten the sentinel (a non-IP
                // frame on xdp/tc): what was seen is all there is.
                return Ok((arrived, passed));
            }
            std::thread::sleep(delay);
            delay = (delay * 2).min(Duration::from_millis(20));
        }
    }

    fn read_sets(&self, hook: Hook) -> anyhow::Result<Sightings> {
        let family = match hook {
            Hook::Netdev => "netdev",
            Hook::Prerouting => "inet",
        };
        let json = self
            .rx
            .exec("nft", &["-j", "list", "table", family, "observe"], None)?;
        parse_observer(&json)
    }

    /// Waits until frames flow (a fresh veth gets its qdisc only once the
    /// link watcher ran).
    fn wait_link_ready(&mut self) -> anyhow::Result<()> {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(10) {
            let tag = tag_mac(self.take_tags(1)?);
            let mut f = sentinel_frame(Hook::Netdev);
            packet::set_macs(&mut f, RX_MAC, tag);
            let _ = self.send(&f);
            std::thread::sleep(Duration::from_millis(10));
            if self.read_sets(Hook::Netdev)?.0.contains(&tag) {
                return Ok(());
            }
        }
        bail!(
            "the veth pair {} -> {} never carried a frame",
            self.tx_if,
            self.rx_if
        )
    }
}

impl Drop for Bed {
    fn drop(&mut self) {
        // XDP/tc programs and netfilter state go with the namespaces; BPF
        // pins outside them do not, so let the loader clean up.
        if matches!(self.loaded, Some(Target::Xdp | Target::Tc)) {
            let _ = self.unload();
        }
    }
}

/// The calling thread held on the CPU it runs on until dropped, when its
/// former CPU set is restored. Best effort: without it, frames may merely be
/// reordered between CPUs.
struct OneCpu {
    before: Option<libc::cpu_set_t>,
}

impl OneCpu {
    fn pin() -> OneCpu {
        // SAFETY: cpu_set_t is plain data; the calls get valid pointers and
        // the calling thread (pid 0).
        unsafe {
            let mut before: libc::cpu_set_t = std::mem::zeroed();
            let size = std::mem::size_of::<libc::cpu_set_t>();
            let cpu = libc::sched_getcpu();
            if cpu < 0 || libc::sched_getaffinity(0, size, &mut before) != 0 {
                return OneCpu { before: None };
            }
            let mut one: libc::cpu_set_t = std::mem::zeroed();
            libc::CPU_SET(cpu as usize, &mut one);
            let pinned = libc::sched_setaffinity(0, size, &one) == 0;
            OneCpu {
                before: pinned.then_some(before),
            }
        }
    }
}

impl Drop for OneCpu {
    fn drop(&mut self) {
        if let Some(before) = &self.before {
            // SAFETY: restores the set read in `pin`, for the calling thread.
            unsafe {
                libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), before);
            }
        }
    }
}

fn tag_mac(n: u32) -> [u8; 6] {
    let b = n.to_be_bytes();
    [TAG_PREFIX[0], TAG_PREFIX[1], b[0], b[1], b[2], b[3]]
}

fn parse_mac(s: &str) -> Option<[u8; 6]> {
    let mut out = [0u8; 6];
    let mut parts = s.split(':');
    for b in out.iter_mut() {
        *b = u8::from_str_radix(parts.next()?, 16).ok()?;
    }
    parts.next().is_none().then_some(out)
}

fn write_sysctl(ns: &Netns, key: &str, value: &str) -> anyhow::Result<()> {
    let path = format!("/proc/sys/net/{key}");
    ns.run(|| std::fs::write(&path, value))?
        .with_context(|| format!("writing {value} to {path}"))
}

/// A raw `AF_PACKET` socket bound to one interface, sending whole Ethernet
/// frames out of it: the bed's injector, and the frame sender of the kernel
/// tests (through `dropc-testkit`).
#[derive(Debug)]
pub struct FrameSender {
    fd: OwnedFd,
}

impl FrameSender {
    /// Opens a sender on `iface` of the calling thread's network namespace.
    pub fn open(iface: &str) -> anyhow::Result<FrameSender> {
        let c_if = std::ffi::CString::new(iface).context("interface name")?;
        // SAFETY: plain syscalls with valid arguments; the fd is owned at once.
        unsafe {
            let idx = libc::if_nametoindex(c_if.as_ptr());
            if idx == 0 {
                return Err(std::io::Error::last_os_error())
                    .with_context(|| format!("no interface {iface}"));
            }
            let fd = libc::socket(libc::AF_PACKET, libc::SOCK_RAW | libc::SOCK_CLOEXEC, 0);
            if fd < 0 {
                return Err(std::io::Error::last_os_error()).context("socket(AF_PACKET)");
            }
            let fd = OwnedFd::from_raw_fd(fd);
            let mut sll: libc::sockaddr_ll = std::mem::zeroed();
            sll.sll_family = libc::AF_PACKET as u16;
            sll.sll_protocol = 0; // send only
            sll.sll_ifindex = idx as i32;
            let rc = libc::bind(
                fd.as_raw_fd(),
                (&sll as *const libc::sockaddr_ll).cast(),
                std::mem::size_of::<libc::sockaddr_ll>() as u32,
            );
            if rc != 0 {
                return Err(std::io::Error::last_os_error()).context("bind(AF_PACKET)");
            }
            Ok(FrameSender { fd })
        }
    }

    /// Opens a sender on `iface` of namespace `ns` (the socket stays bound
    /// to that namespace).
    pub fn open_in(ns: &Netns, iface: &str) -> anyhow::Result<FrameSender> {
        ns.run(|| FrameSender::open(iface))?
    }

    /// Sends one frame, waiting out a full transmit queue (`ENOBUFS`).
    pub fn send(&self, frame: &[u8]) -> Result<(), String> {
        for attempt in 0..100 {
            // SAFETY: valid socket fd and buffer.
            let rc =
                unsafe { libc::send(self.fd.as_raw_fd(), frame.as_ptr().cast(), frame.len(), 0) };
            if rc >= 0 {
                return Ok(());
            }
            let e = std::io::Error::last_os_error();
            if e.raw_os_error() == Some(libc::ENOBUFS) && attempt < 99 {
                std::thread::sleep(Duration::from_millis(1));
                continue;
            }
            return Err(format!("sending a {}-byte frame: {e}", frame.len()));
        }
        Err("sending: out of buffers".into())
    }
}

/// The observer tables (see the module doc).
fn observer_script(iface: &str) -> String {
    let sets = "set arrived { type ether_addr; flags dynamic; size 65535; }\n  \
                set passed { type ether_addr; flags dynamic; size 65535; }";
    format!(
        "table netdev observe {{\n  {sets}\n  \
         chain pre {{ type filter hook ingress device \"{iface}\" priority -1000; update @arrived {{ ether saddr }}; }}\n  \
         chain post {{ type filter hook ingress device \"{iface}\" priority 500; update @passed {{ ether saddr }}; }}\n}}\n\
         table inet observe {{\n  {sets}\n  \
         chain pre {{ type filter hook prerouting priority -1000; iifname \"{iface}\" update @arrived {{ ether saddr }}; }}\n  \
         chain post {{ type filter hook prerouting priority 0; iifname \"{iface}\" update @passed {{ ether saddr }}; }}\n}}\n"
    )
}

/// Extracts the `arrived` and `passed` sets from `nft -j list table`.
fn parse_observer(json: &str) -> anyhow::Result<Sightings> {
    let listing = crate::nftjson::parse(json).context("parsing nft -j output")?;
    let mut arrived = HashSet::new();
    let mut passed = HashSet::new();
    for set in listing.sets() {
        let target = match set.name.as_str() {
            "arrived" => &mut arrived,
            "passed" => &mut passed,
            _ => continue,
        };
        // Plain "aa:bb:…" or {"elem": {"val": "aa:bb:…", …}}.
        target.extend(set.plain_elements().filter_map(parse_mac));
    }
    Ok((arrived, passed))
}

/// A frame that reaches the `arrived` chain of `hook` whatever the policy:
/// ARP at netdev (non-IP frames pass every target), an IPv4 UDP datagram at
/// PREROUTING (the chain runs before raw).
fn sentinel_frame(hook: Hook) -> Vec<u8> {
    let mut f = Vec::with_capacity(64);
    f.extend_from_slice(&RX_MAC);
    f.extend_from_slice(&TX_MAC);
    match hook {
        Hook::Netdev => {
            f.extend_from_slice(&packet::ETH_P_ARP.to_be_bytes());
            // Request who-has 192.0.2.2 tell 192.0.2.1.
            f.extend_from_slice(&[0, 1, 8, 0, 6, 4, 0, 1]);
            f.extend_from_slice(&TX_MAC);
            f.extend_from_slice(&[192, 0, 2, 1]);
            f.extend_from_slice(&[0; 6]);
            f.extend_from_slice(&[192, 0, 2, 2]);
        }
        Hook::Prerouting => {
            f.extend_from_slice(&packet::ETH_P_IP.to_be_bytes());
            let mut ip = [
                0x45, 0, 0, 28, 0, 0, 0, 0, 64, 17, 0, 0, 192, 0, 2, 1, 192, 0, 2, 2,
            ];
            let sum = packet::checksum(&ip);
            ip[10..12].copy_from_slice(&sum.to_be_bytes());
            f.extend_from_slice(&ip);
            f.extend_from_slice(&[0x9c, 0x40, 0x9c, 0x40, 0, 8, 0, 0]);
        }
    }
    f
}

/// Clears the VLAN ID of a frame with exactly one VLAN tag (see the module
/// doc). Returns whether the frame changed.
pub fn clear_vlan_id(frame: &mut [u8]) -> bool {
    if frame.len() < 18 {
        return false;
    }
    let outer = u16::from_be_bytes([frame[12], frame[13]]);
    let inner = u16::from_be_bytes([frame[16], frame[17]]);
    let is_vlan = |t| t == ETH_P_8021Q || t == ETH_P_8021AD;
    if !is_vlan(outer) || is_vlan(inner) || frame[14] & 0x0f == 0 && frame[15] == 0 {
        return false;
    }
    frame[14] &= 0xf0;
    frame[15] = 0;
    true
}

/// The verdict of a kernel hook on one `expect` packet.
pub type ExpectResult = Action;

/// For `dropc test --kernel`: loads `policy` for `target` into a scratch
/// bed and returns, per `expect` line in order, what the kernel did with its
/// packet (a packet the kernel discarded before the hook counts as dropped).
pub fn run_expectations(target: Target, policy: &ValidPolicy) -> anyhow::Result<Vec<ExpectResult>> {
    if policy.expects.is_empty() {
        return Ok(Vec::new());
    }
    let mut bed = Bed::new("expect")?;
    let artifact = bed.compile(target, policy)?;
    bed.load(target, &artifact)?;
    // (v2) `times N`: N copies back to back, in file order (spec §6).
    let mut frames: Vec<Vec<u8>> = Vec::new();
    for e in &policy.expects {
        let f = packet::build(&e.packet);
        frames.extend(std::iter::repeat_n(f, e.times as usize));
    }
    let mut seen = bed.observe(&frames)?.into_iter();
    let mut out = Vec::with_capacity(policy.expects.len());
    for e in &policy.expects {
        // The expectation's verdict if every copy got it, else the first
        // other verdict.
        let mut result = e.verdict;
        for s in seen.by_ref().take(e.times as usize) {
            let a = match s {
                Seen::Passed => Action::Pass,
                Seen::Dropped | Seen::NotArrived => Action::Drop,
                Seen::NotSent(why) => bail!("line {}: {why}", e.line),
            };
            if a != e.verdict && result == e.verdict {
                result = a;
            }
        }
        out.push(result);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dropc_ir::packet::FrameBuilder;
    use dropc_ir::PacketSpec;
    use dropc_testkit::skip_kernel_test;

    fn udp(src: &str, dst: &str, dport: u16) -> PacketSpec {
        PacketSpec::udp(src.parse().unwrap(), dst.parse().unwrap(), 4000, dport)
    }

    #[test]
    fn vlan_id_cleared_only_on_single_tags() {
        let mut f = FrameBuilder::new(udp("192.0.2.1", "192.0.2.2", 53))
            .vlan(ETH_P_8021Q, 0x0123)
            .build();
        f[14] |= 0xa0; // PCP 5
        assert!(clear_vlan_id(&mut f));
        assert_eq!((f[14], f[15]), (0xa0, 0));
        assert!(!clear_vlan_id(&mut f));
        let mut plain = packet::build(&udp("192.0.2.1", "192.0.2.2", 53));
        assert!(!clear_vlan_id(&mut plain));
    }

    #[test]
    fn observer_json() {
        let j = r#"{"nftables": [{"metainfo": {}}, {"set": {"family": "netdev", "table": "observe", "name": "arrived", "elem": ["0a:dc:00:00:00:01", {"elem": {"val": "0a:dc:00:00:00:02", "expires": 1}}]}}, {"set": {"family": "netdev", "table": "observe", "name": "passed"}}]}"#;
        let (a, p) = parse_observer(j).unwrap();
        assert_eq!(a.len(), 2);
        assert!(a.contains(&tag_mac(2)));
        assert!(p.is_empty());
        assert!(parse_observer("{}").is_err());
    }

    /// Hand-built frames and a hand-written nft table: the bed sees what
    /// passes and what is dropped, at netdev and at PREROUTING.
    #[test]
    fn bed_observes_hand_written_nft() {
        if skip_kernel_test("bed_observes_hand_written_nft") {
            return;
        }
        let mut bed = Bed::new("bedtest").unwrap();
        let frames = vec![
            packet::build(&udp("192.0.2.1", "198.18.0.1", 53)),
            packet::build(&udp("192.0.2.1", "198.18.0.1", 54)),
            packet::build(&udp("2001:db8::1", "fd00::1", 53)),
            FrameBuilder::new(udp("192.0.2.1", "198.18.0.1", 53))
                .vlan(ETH_P_8021Q, 7)
                .build(),
            sentinel_frame(Hook::Netdev), // ARP
        ];
        let all = bed.observe(&frames).unwrap();
        assert!(all.iter().all(|s| *s == Seen::Passed), "{all:?}");
        // At PREROUTING: ARP never gets there; the VLAN frame does (VID cleared).
        let pre = bed.observe_at(Hook::Prerouting, true, &frames).unwrap();
        assert_eq!(
            pre,
            vec![
                Seen::Passed,
                Seen::Passed,
                Seen::Passed,
                Seen::Passed,
                Seen::NotArrived
            ]
        );
        let iface = bed.iface().to_string();
        // A hand-written table: its one base chain drops `udp dport PORT`.
        let art = |port: u16| {
            use dropc_backends::nft::{template::Template, BaseChain, ChainBlock, Script};
            Artifact::NftScript(Script {
                table: dropc_backends::nft::table_name(&iface),
                base_chain: BaseChain::ingress(&iface),
                dynamic_sets: Vec::new(),
                header: String::new(),
                sets: Vec::new(),
                chains: vec![ChainBlock {
                    name: dropc_backends::nft::CHAIN.to_string(),
                    base: Some(BaseChain::ingress(&iface)),
                    body: Template::text(format!("\t\tudp dport {port} drop\n")),
                }],
            })
        };
        bed.load(Target::Nft, &art(53)).unwrap();
        let seen = bed.observe(&frames).unwrap();
        assert_eq!(
            seen,
            vec![
                Seen::Dropped,
                Seen::Passed,
                Seen::Dropped,
                Seen::Dropped,
                Seen::Passed
            ]
        );
        // Atomic replace with another policy; then removal.
        bed.load(Target::Nft, &art(54)).unwrap();
        let seen = bed.observe(&frames).unwrap();
        assert_eq!(
            seen,
            vec![
                Seen::Passed,
                Seen::Dropped,
                Seen::Passed,
                Seen::Passed,
                Seen::Passed
            ]
        );
        bed.unload().unwrap();
        let seen = bed.observe(&frames).unwrap();
        assert!(seen.iter().all(|s| *s == Seen::Passed), "{seen:?}");
    }
}
