//! What the host offers, for `--target auto` and `dropc status --probe`.
//!
//! The probe changes nothing on the host: it loads (and drops) a small
//! XDP and tc program without attaching them, asks the kernel which XDP
//! features a device's driver has (generic netlink family `netdev`,
//! `NETDEV_A_DEV_XDP_FEATURES`, Linux >= 6.3), checks an nft transaction
//! without committing it (`nft -c`), and looks for the iptables tools.
//!
//! **Order** (fastest first), from the hook bench (CPU per packet, flood
//! rule alone and with a 100k-prefix deny-list; the figures are in
//! benches/results/hooks.md): xdp native, xdp generic, tc, then nft before
//! iptables-legacy when the policy's iptables form uses ipsets (legacy's
//! ipset lookups cost more than nft's sets) and iptables-legacy before nft
//! when it does not, then iptables-nft.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::state::IptablesTools;
use dropc_backends::Target;
use serde::Serialize;
use std::fmt::Write as _;

/// A hook layer `--target auto` can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layer {
    XdpNative,
    XdpGeneric,
    Tc,
    Nft,
    IptablesLegacy,
    IptablesNft,
}

impl Layer {
    pub fn name(self) -> &'static str {
        match self {
            Layer::XdpNative => "xdp (native)",
            Layer::XdpGeneric => "xdp (generic)",
            Layer::Tc => "tc",
            Layer::Nft => "nft",
            Layer::IptablesLegacy => "iptables (legacy)",
            Layer::IptablesNft => "iptables (nft)",
        }
    }

    /// The target that loads on this layer.
    pub fn target(self) -> Target {
        match self {
            Layer::XdpNative | Layer::XdpGeneric => Target::Xdp,
            Layer::Tc => Target::Tc,
            Layer::Nft => Target::Nft,
            Layer::IptablesLegacy | Layer::IptablesNft => Target::Iptables,
        }
    }
}

impl std::fmt::Display for Layer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One finding: usable or not, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Check {
    pub ok: bool,
    pub detail: String,
}

fn check(ok: bool, detail: impl Into<String>) -> Check {
    Check {
        ok,
        detail: detail.into(),
    }
}

/// What the host offers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Probe {
    /// The interface probed for native XDP, if any.
    pub iface: Option<String>,
    /// A BPF file system at /sys/fs/bpf (or one can be mounted there).
    pub bpffs: Check,
    /// The kernel loads XDP programs.
    pub xdp: Check,
    /// The interface's driver runs XDP programs itself.
    pub xdp_native: Check,
    /// The kernel loads tc (sched_cls) programs.
    pub tc: Check,
    /// nf_tables is there and nft can use it.
    pub nft: Check,
    pub iptables_legacy: Check,
    pub iptables_nft: Check,
    /// The variant the system's `iptables` runs, if it can be told.
    pub system_iptables: Option<IptablesTools>,
    /// The layers in the order `--target auto` tries them, with their
    /// availability, for a policy whose iptables form uses ipsets (`with_sets`)
    /// and one whose does not.
    pub order_with_sets: Vec<Layer>,
    pub order_without_sets: Vec<Layer>,
}

/// The order `--target auto` tries the layers in (module doc).
pub fn order(uses_sets: bool) -> Vec<Layer> {
    let mut v = vec![Layer::XdpNative, Layer::XdpGeneric, Layer::Tc];
    if uses_sets {
        v.extend([Layer::Nft, Layer::IptablesLegacy]);
    } else {
        v.extend([Layer::IptablesLegacy, Layer::Nft]);
    }
    v.push(Layer::IptablesNft);
    v
}

/// Probes the host (the calling thread's network namespace), and the
/// driver of `iface` for native XDP.
pub fn probe(iface: Option<&str>) -> Probe {
    let bpffs = probe_bpffs();
    let (xdp, tc) = probe_bpf_programs();
    let xdp_native = match iface {
        None => check(false, "no interface given"),
        Some(i) => match crate::ifindex(i) {
            Err(e) => check(false, e.to_string()),
            Ok(idx) => match xdp_features(idx) {
                Ok(f) if f & NETDEV_XDP_ACT_BASIC != 0 => check(
                    true,
                    format!("the driver of {i} runs XDP (xdp-features {f:#x})"),
                ),
                Ok(f) => check(
                    false,
                    format!("the driver of {i} does not run XDP itself (xdp-features {f:#x})"),
                ),
                Err(e) => check(
                    false,
                    format!("the kernel does not tell the XDP features of {i}: {e}"),
                ),
            },
        },
    };
    let nft = match crate::netns::run_command(
        std::process::Command::new("nft"),
        "nft",
        &["-c", "-f", "-"],
        Some(b"table netdev dropc-probe { }\n"),
    ) {
        Ok(_) => check(true, "nft checks a netdev table"),
        Err(e) => check(false, format!("{e:#}")),
    };
    let tool = |name: &str| {
        crate::netns::run_command(std::process::Command::new(name), name, &["-V"], None)
    };
    let iptables_legacy = match tool("iptables-legacy") {
        Ok(v) => check(true, v.trim().to_string()),
        Err(e) => check(false, format!("{e:#}")),
    };
    let iptables_nft = match tool("iptables-nft") {
        Ok(v) if nft.ok => check(true, v.trim().to_string()),
        Ok(_) => check(false, "nf_tables is not usable (see nft)"),
        Err(e) => check(false, format!("{e:#}")),
    };
    Probe {
        iface: iface.map(str::to_string),
        bpffs,
        xdp,
        xdp_native,
        tc,
        nft,
        iptables_legacy,
        iptables_nft,
        system_iptables: crate::netfilter::IptablesVariant::System.resolve().ok(),
        order_with_sets: order(true),
        order_without_sets: order(false),
    }
}

/// Whether `layer` is usable per `p`, and why (not).
pub fn available(p: &Probe, layer: Layer) -> Check {
    let bpf = |c: &Check| -> Option<Check> {
        if !p.bpffs.ok {
            return Some(check(false, format!("BPF file system: {}", p.bpffs.detail)));
        }
        (!c.ok).then(|| c.clone())
    };
    match layer {
        Layer::XdpNative => bpf(&p.xdp)
            .or_else(|| (!p.xdp_native.ok).then(|| p.xdp_native.clone()))
            .unwrap_or_else(|| p.xdp_native.clone()),
        Layer::XdpGeneric => bpf(&p.xdp).unwrap_or_else(|| {
            check(
                true,
                "the kernel runs XDP programs in the generic path on any device",
            )
        }),
        Layer::Tc => bpf(&p.tc).unwrap_or_else(|| p.tc.clone()),
        Layer::Nft => p.nft.clone(),
        Layer::IptablesLegacy => p.iptables_legacy.clone(),
        Layer::IptablesNft => p.iptables_nft.clone(),
    }
}

/// A layer and the reason it was chosen or skipped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reasoned {
    pub layer: Layer,
    pub why: String,
}

/// What `--target auto` picks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    pub chosen: Option<Reasoned>,
    /// Every faster layer, with why it was skipped.
    pub skipped: Vec<Reasoned>,
    /// The usable layers after the chosen one, in order (to fall back to,
    /// loudly, should loading on the chosen one fail).
    pub fallbacks: Vec<Layer>,
}

/// The first layer of [`order`] that the host offers and that can express
/// the policy (`expressible`).
pub fn choose(p: &Probe, uses_sets: bool, expressible: impl Fn(Target) -> bool) -> Choice {
    let mut c = Choice {
        chosen: None,
        skipped: Vec::new(),
        fallbacks: Vec::new(),
    };
    for layer in order(uses_sets) {
        let a = available(p, layer);
        let why = if !a.ok {
            a.detail
        } else if !expressible(layer.target()) {
            format!(
                "the policy uses a construct target {} cannot express",
                layer.target()
            )
        } else {
            match &c.chosen {
                None => {
                    c.chosen = Some(Reasoned {
                        layer,
                        why: a.detail,
                    })
                }
                Some(_) => c.fallbacks.push(layer),
            }
            continue;
        };
        if c.chosen.is_none() {
            c.skipped.push(Reasoned { layer, why });
        }
    }
    c
}

/// `dropc status --probe`, for people.
pub fn human(p: &Probe) -> String {
    let mut out = String::new();
    let mut line = |name: &str, c: &Check| {
        let _ = writeln!(
            out,
            "{name:18} {}  {}",
            if c.ok { "yes" } else { "no " },
            c.detail
        );
    };
    line("bpffs", &p.bpffs);
    line("xdp", &p.xdp);
    line("xdp native", &p.xdp_native);
    line("tc", &p.tc);
    line("nft", &p.nft);
    line("iptables-legacy", &p.iptables_legacy);
    line("iptables-nft", &p.iptables_nft);
    let _ = writeln!(
        out,
        "system iptables    {}",
        match p.system_iptables {
            Some(IptablesTools::Legacy) => "legacy",
            Some(IptablesTools::Nft) => "nft",
            None => "unknown",
        }
    );
    for (what, order) in [
        ("without ipsets", &p.order_without_sets),
        ("with ipsets", &p.order_with_sets),
    ] {
        let names: Vec<String> = order
            .iter()
            .map(|l| {
                let a = available(p, *l);
                format!("{l}{}", if a.ok { "" } else { " (unavailable)" })
            })
            .collect();
        let _ = writeln!(out, "auto order, policy {what}: {}", names.join(", "));
    }
    out
}

fn probe_bpffs() -> Check {
    const BPF_FS_MAGIC: i64 = 0xcafe4a11;
    // SAFETY: statfs writes into the zeroed struct we own; the path is a
    // valid C string.
    let mut st: libc::statfs = unsafe { std::mem::zeroed() };
    let rc = unsafe { libc::statfs(c"/sys/fs/bpf".as_ptr(), &mut st) };
    if rc == 0 && st.f_type as i64 == BPF_FS_MAGIC {
        check(true, "mounted at /sys/fs/bpf")
    } else if crate::netns::is_root() {
        check(
            true,
            "not mounted at /sys/fs/bpf; dropc apply mounts one there",
        )
    } else {
        check(
            false,
            "not mounted at /sys/fs/bpf, and mounting one needs root",
        )
    }
}

/// Loads (without attaching) an XDP and a tc program.
fn probe_bpf_programs() -> (Check, Check) {
    let obj = match dropc_bpf_load::sample::object(9) {
        Ok(o) => o,
        Err(e) => {
            let c = check(false, format!("building the probe program: {e}"));
            return (c.clone(), c);
        }
    };
    let mut ebpf = match aya::Ebpf::load(&obj) {
        Ok(e) => e,
        Err(e) => {
            let c = check(
                false,
                format!(
                    "the kernel refuses BPF maps: {}",
                    dropc_bpf_load::testrun::error_chain(&e)
                ),
            );
            return (c.clone(), c);
        }
    };
    let mut one = |name: &str| -> Check {
        let r = match ebpf.program_mut(name) {
            Some(aya::programs::Program::Xdp(p)) => p.load(),
            Some(aya::programs::Program::SchedClassifier(p)) => p.load(),
            Some(_) | None => return check(false, format!("the probe object lacks {name}")),
        };
        match r {
            Ok(()) => check(true, "the kernel loads the program type"),
            Err(e) => check(
                false,
                format!(
                    "the kernel refuses the program: {}",
                    dropc_bpf_load::testrun::error_chain(&e)
                ),
            ),
        }
    };
    let xdp = one(dropc_bpf_load::sample::XDP_PROG);
    let tc = one(dropc_bpf_load::sample::TC_PROG);
    (xdp, tc)
}

/// `NETDEV_XDP_ACT_BASIC`: the driver runs XDP programs (XDP_PASS, DROP,
/// TX).
const NETDEV_XDP_ACT_BASIC: u64 = 1;

/// Errors of the generic netlink query.
#[derive(Debug, thiserror::Error)]
pub enum NetlinkError {
    #[error("netlink: {0}")]
    Io(#[from] std::io::Error),
    #[error("netlink error {0}")]
    Kernel(i32),
    #[error("no generic netlink family `netdev` (Linux < 6.3)")]
    NoFamily,
    #[error("the answer has no {0}")]
    Missing(&'static str),
}

/// The `xdp-features` of device `ifindex` (generic netlink family
/// `netdev`, `NETDEV_CMD_DEV_GET`).
pub fn xdp_features(ifindex: u32) -> Result<u64, NetlinkError> {
    const GENL_ID_CTRL: u16 = 0x10;
    const CTRL_CMD_GETFAMILY: u8 = 3;
    const CTRL_ATTR_FAMILY_ID: u16 = 1;
    const CTRL_ATTR_FAMILY_NAME: u16 = 2;
    const NETDEV_CMD_DEV_GET: u8 = 1;
    const NETDEV_A_DEV_IFINDEX: u16 = 1;
    const NETDEV_A_DEV_XDP_FEATURES: u16 = 3;
    let sock = GenlSocket::open()?;
    let reply = sock.request(
        GENL_ID_CTRL,
        CTRL_CMD_GETFAMILY,
        &attr(CTRL_ATTR_FAMILY_NAME, b"netdev\0"),
    );
    let reply = match reply {
        Err(NetlinkError::Kernel(e)) if e == -libc::ENOENT => return Err(NetlinkError::NoFamily),
        r => r?,
    };
    let family = find_attr(&reply, CTRL_ATTR_FAMILY_ID)
        .and_then(|v| v.get(..2))
        .map(|b| u16::from_ne_bytes([b[0], b[1]]))
        .ok_or(NetlinkError::Missing("family id"))?;
    let reply = sock.request(
        family,
        NETDEV_CMD_DEV_GET,
        &attr(NETDEV_A_DEV_IFINDEX, &ifindex.to_ne_bytes()),
    )?;
    find_attr(&reply, NETDEV_A_DEV_XDP_FEATURES)
        .and_then(|v| v.get(..8))
        .map(|b| {
            let mut a = [0u8; 8];
            a.copy_from_slice(b);
            u64::from_ne_bytes(a)
        })
        .ok_or(NetlinkError::Missing("xdp-features"))
}

/// One netlink attribute, padded to 4 bytes.
fn attr(kind: u16, payload: &[u8]) -> Vec<u8> {
    let len = 4 + payload.len();
    let mut v = Vec::with_capacity(len.next_multiple_of(4));
    v.extend_from_slice(&(len as u16).to_ne_bytes());
    v.extend_from_slice(&kind.to_ne_bytes());
    v.extend_from_slice(payload);
    v.resize(len.next_multiple_of(4), 0);
    v
}

/// The payload of attribute `kind` among the attributes `attrs`.
fn find_attr(attrs: &[u8], kind: u16) -> Option<&[u8]> {
    let mut rest = attrs;
    while rest.len() >= 4 {
        let len = u16::from_ne_bytes([rest[0], rest[1]]) as usize;
        let k = u16::from_ne_bytes([rest[2], rest[3]]) & 0x3fff;
        if len < 4 || len > rest.len() {
            return None;
        }
        if k == kind {
            return Some(&rest[4..len]);
        }
        rest = &rest[len.next_multiple_of(4).min(rest.len())..];
    }
    None
}

/// A generic netlink socket.
struct GenlSocket(std::os::fd::OwnedFd);

impl GenlSocket {
    fn open() -> Result<GenlSocket, NetlinkError> {
        use std::os::fd::FromRawFd as _;
        // SAFETY: plain socket(2); the fd is owned below.
        let fd = unsafe {
            libc::socket(
                libc::AF_NETLINK,
                libc::SOCK_RAW | libc::SOCK_CLOEXEC,
                libc::NETLINK_GENERIC,
            )
        };
        if fd < 0 {
            return Err(std::io::Error::last_os_error().into());
        }
        // SAFETY: a new fd we own.
        Ok(GenlSocket(unsafe { std::os::fd::OwnedFd::from_raw_fd(fd) }))
    }

    /// Sends one request and returns the attributes of the answer.
    fn request(&self, family: u16, cmd: u8, attrs: &[u8]) -> Result<Vec<u8>, NetlinkError> {
        use std::os::fd::AsRawFd as _;
        const NLMSG_ERROR: u16 = 2;
        let len = 16 + 4 + attrs.len();
        let mut msg = Vec::with_capacity(len);
        msg.extend_from_slice(&(len as u32).to_ne_bytes());
        msg.extend_from_slice(&family.to_ne_bytes());
        msg.extend_from_slice(&((libc::NLM_F_REQUEST | libc::NLM_F_ACK) as u16).to_ne_bytes());
        msg.extend_from_slice(&1u32.to_ne_bytes()); // seq
        msg.extend_from_slice(&0u32.to_ne_bytes()); // pid
        msg.extend_from_slice(&[cmd, 1, 0, 0]); // genlmsghdr
        msg.extend_from_slice(attrs);
        let fd = self.0.as_raw_fd();
        // SAFETY: a zeroed sockaddr_nl addressed to the kernel (pid 0).
        let mut sa: libc::sockaddr_nl = unsafe { std::mem::zeroed() };
        sa.nl_family = libc::AF_NETLINK as u16;
        // SAFETY: msg and sa are valid for the lengths given.
        let rc = unsafe {
            libc::sendto(
                fd,
                msg.as_ptr().cast(),
                msg.len(),
                0,
                (&sa as *const libc::sockaddr_nl).cast(),
                std::mem::size_of::<libc::sockaddr_nl>() as u32,
            )
        };
        if rc < 0 {
            return Err(std::io::Error::last_os_error().into());
        }
        let mut answer = None;
        let mut buf = vec![0u8; 16384];
        loop {
            // SAFETY: buf is writable for its length.
            let n = unsafe { libc::recv(fd, buf.as_mut_ptr().cast(), buf.len(), 0) };
            if n < 0 {
                return Err(std::io::Error::last_os_error().into());
            }
            let mut rest = &buf[..n as usize];
            while rest.len() >= 16 {
                let mlen = u32::from_ne_bytes([rest[0], rest[1], rest[2], rest[3]]) as usize;
                let mtype = u16::from_ne_bytes([rest[4], rest[5]]);
                if mlen < 16 || mlen > rest.len() {
                    return Err(NetlinkError::Missing("a well-formed message"));
                }
                let body = &rest[16..mlen];
                if mtype == NLMSG_ERROR {
                    let code = body
                        .get(..4)
                        .map_or(0, |b| i32::from_ne_bytes([b[0], b[1], b[2], b[3]]));
                    if code != 0 {
                        return Err(NetlinkError::Kernel(code));
                    }
                    // The ack: the answer came before it.
                    return answer.ok_or(NetlinkError::Missing("answer"));
                }
                if mtype == family {
                    answer = Some(body.get(4..).unwrap_or_default().to_vec());
                }
                rest = &rest[mlen.next_multiple_of(4).min(rest.len())..];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_follows_the_bench() {
        assert_eq!(
            order(false),
            [
                Layer::XdpNative,
                Layer::XdpGeneric,
                Layer::Tc,
                Layer::IptablesLegacy,
                Layer::Nft,
                Layer::IptablesNft
            ]
        );
        assert_eq!(order(true)[3], Layer::Nft);
    }

    #[test]
    fn attributes() {
        let a = [attr(1, &7u32.to_ne_bytes()), attr(3, &5u64.to_ne_bytes())].concat();
        assert_eq!(find_attr(&a, 3), Some(&5u64.to_ne_bytes()[..]));
        assert_eq!(find_attr(&a, 2), None);
        assert_eq!(attr(2, b"netdev\0").len(), 12);
    }

    fn probe_with(bpffs: bool, native: bool, nft: bool) -> Probe {
        let c = |ok| check(ok, if ok { "yes" } else { "no" });
        Probe {
            iface: Some("eth0".into()),
            bpffs: c(bpffs),
            xdp: c(true),
            xdp_native: c(native),
            tc: c(true),
            nft: c(nft),
            iptables_legacy: c(true),
            iptables_nft: c(nft),
            system_iptables: Some(IptablesTools::Nft),
            order_with_sets: order(true),
            order_without_sets: order(false),
        }
    }

    #[test]
    fn choice_says_why_faster_layers_were_skipped() {
        let c = choose(&probe_with(true, false, true), false, |_| true);
        assert_eq!(c.chosen.map(|r| r.layer), Some(Layer::XdpGeneric));
        assert_eq!(c.skipped.len(), 1);
        assert_eq!(c.skipped[0].layer, Layer::XdpNative);
        let c = choose(&probe_with(false, true, true), true, |_| true);
        assert_eq!(c.chosen.map(|r| r.layer), Some(Layer::Nft));
        assert_eq!(c.skipped.len(), 3);
        assert!(c.skipped[0].why.contains("BPF file system"));
        let c = choose(&probe_with(true, true, true), false, |t| t != Target::Xdp);
        assert_eq!(c.chosen.map(|r| r.layer), Some(Layer::Tc));
        assert!(c.skipped[0].why.contains("cannot express"));
        assert_eq!(
            c.fallbacks,
            [Layer::IptablesLegacy, Layer::Nft, Layer::IptablesNft]
        );
    }

    #[test]
    fn native_xdp_of_loopback_is_known() {
        // The kernel answers for any device; loopback's driver has no XDP.
        match xdp_features(1) {
            Ok(f) => assert_eq!(f & NETDEV_XDP_ACT_BASIC, 0),
            Err(NetlinkError::NoFamily) => {}
            Err(e) => panic!("{e}"),
        }
    }
}
