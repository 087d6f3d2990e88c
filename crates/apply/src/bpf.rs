//! Attaching xdp/tc objects with aya, replacing them atomically, removing
//! them, and reading their per-rule counters.
//!
//! What dropc owns, per network namespace `<ns>` ([`NetnsKey::dir_name`])
//! and interface `<iface>` (bpffs is shared by all network namespaces, so
//! pins are keyed by both; see `crate::state` for the records):
//! - `/sys/fs/bpf/dropc/<ns>/<iface>/xdp_link`: the pinned XDP `bpf_link`.
//!   It keeps the program attached after `dropc` exits; re-applying updates
//!   the link in place (`BPF_LINK_UPDATE`, atomic: every packet sees either
//!   the old or the new program).
//! - `/sys/fs/bpf/dropc/<ns>/<iface>/<target>_counters_<gen>`: the pinned
//!   `dropc_counters` map of the running program (for [`counters`]). Each
//!   apply pins the new program's map under a new generation and unpins the
//!   old one once the new program runs, so counters restart at 0.
//! - tc: a classic `cls_bpf` direct-action filter on the `clsact` ingress
//!   hook (visible in `tc filter show`), at priority [`TC_PRIO_A`], handle
//!   [`TC_HANDLE`]. Re-applying replaces the filter's program in place
//!   (`RTM_NEWTFILTER` without `NLM_F_CREATE`; cls_bpf swaps it under RCU),
//!   so every packet meets the old or the new program, a kill leaves one of
//!   them, and "filter already exists" cannot happen. A filter at
//!   [`TC_PRIO_B`] (an earlier dropc alternated) goes once dropc's at
//!   [`TC_PRIO_A`] runs. The `clsact` qdisc is
//!   created if missing and deleted by [`remove`] only if dropc created it
//!   (the record says so, or the intent written before adding it:
//!   `state::Store::mark_clsact`) and no other filter remains on it.
//!
//! - `/sys/fs/bpf/dropc/<ns>/<iface>/xdp_next`: the running XDP program's
//!   `dropc_next` map, a one-slot `BPF_MAP_TYPE_PROG_ARRAY`: the packets
//!   dropc passes are tail-called into the program in slot 0 (`apply
//!   --then PINNED_PROG` puts it there; another loader may fill the pinned
//!   map). Each apply states the chain anew: the new program's map holds
//!   what `--then` names, or nothing.
//!
//! dropc refuses to attach XDP when a program it did not attach holds the
//! interface's XDP hook ([`XdpHookError::HookHeld`]): replacing it would
//! silently drop someone's program; chain it with `--then` instead.
//!
//! Pin paths are never read from a record: they are derived from the
//! namespace, the interface, the target and the generation, so an edited
//! record cannot steer an unlink outside dropc's directory.
//!
//! XDP is attached in native (driver) mode when the device supports it,
//! else in generic (SKB) mode; the summary says which. Attaching needs a
//! kernel with XDP `bpf_link` (Linux >= 5.9). Everything runs in the calling
//! thread's network namespace.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::rtnl::{self, Direction, TcFilter};
use crate::state::{Mode, NetnsKey};
use crate::ApplyRequest;
use anyhow::{anyhow, bail, Context};
use aya::maps::{Map, MapData, PerCpuArray, ProgramArray};
use aya::programs::links::{FdLink, PinnedLink};
use aya::programs::tc::{NlOptions, SchedClassifierLink, TcAttachOptions, TcHandle};
use aya::programs::xdp::XdpLink;
use aya::programs::{Link, Program, ProgramInfo, SchedClassifier, TcAttachType, Xdp, XdpMode};
use aya::Ebpf;
use dropc_backends::{Artifact, Target};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Root of dropc's pins on the BPF file system.
pub const PIN_ROOT: &str = "/sys/fs/bpf/dropc";
/// Name of the per-CPU counter map every dropc program carries.
pub const COUNTERS_MAP: &str = "dropc_counters";
/// The priority of dropc's tc filter (replaced in place on re-apply).
pub const TC_PRIO_A: u16 = 0xd70;
/// The other priority an earlier dropc alternated with [`TC_PRIO_A`]; a
/// filter found there is deleted once dropc's at [`TC_PRIO_A`] is in force.
pub const TC_PRIO_B: u16 = 0xd71;
/// Handle of dropc's tc filters.
pub const TC_HANDLE: u32 = 0xd70c;
/// Name of the XDP program's tail-call map (see [`dropc_backends::bpf::NEXT_MAP`]).
pub const NEXT_MAP: &str = dropc_backends::bpf::NEXT_MAP;
/// File name of the pinned tail-call map in the interface's pin directory.
pub const NEXT_PIN: &str = "xdp_next";

/// Why dropc will not attach or chain an XDP program.
#[derive(Debug, thiserror::Error)]
pub enum XdpHookError {
    /// A program dropc did not attach holds the XDP hook.
    #[error(
        "the XDP hook of {iface} is held by program id {id} ({name:?}), which dropc did not \
         attach; dropc will not replace it. To run both, pin it (bpftool prog pin id {id} \
         /sys/fs/bpf/NAME), detach it (ip link set dev {iface} xdp off, or xdp-loader unload \
         {iface} --all) and apply with `--then /sys/fs/bpf/NAME`: dropc then hands it the \
         packets it passes; or just detach it first"
    )]
    HookHeld {
        /// Interface.
        iface: String,
        /// Kernel id of the program.
        id: u32,
        /// Its name.
        name: String,
    },
    /// The `--then` program cannot follow dropc.
    #[error("--then {path}: {reason}")]
    BadNext {
        /// The pin path given.
        path: String,
        /// Why.
        reason: String,
    },
}

/// What dropc attached on an interface for xdp or tc (the BPF part of a
/// [`crate::state::Record`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BpfDetails {
    /// Program (function) name in the object.
    pub program: String,
    /// Kernel id of the running program.
    pub prog_id: u32,
    /// Generation, incremented by each apply (names the counter pin).
    pub generation: u64,
    /// Whether the program's counter map is pinned ([`counters_pin`]).
    pub counters: bool,
    /// The tc filter.
    pub tc: Option<TcState>,
}

/// dropc's tc filter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TcState {
    /// Filter priority.
    pub priority: u16,
    /// Filter handle.
    pub handle: u32,
    /// Whether dropc created the `clsact` qdisc.
    pub created_clsact: bool,
}

/// The directory of `iface`'s pins in namespace `netns`.
pub fn pin_dir(netns: NetnsKey, iface: &str) -> PathBuf {
    Path::new(PIN_ROOT).join(netns.dir_name()).join(iface)
}

/// The pinned counter map of generation `gen` of `target`.
pub fn counters_pin(netns: NetnsKey, iface: &str, target: Target, gen: u64) -> PathBuf {
    pin_dir(netns, iface).join(format!("{}_counters_{gen}", target.name()))
}

/// The pinned XDP link.
pub fn xdp_link_pin(netns: NetnsKey, iface: &str) -> PathBuf {
    pin_dir(netns, iface).join("xdp_link")
}

fn remove_file_if_present(p: &Path) -> anyhow::Result<bool> {
    match std::fs::remove_file(p) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e).with_context(|| format!("cannot remove {}", p.display())),
    }
}

/// Formats an error with its sources (aya keeps the verifier log there).
fn chain(e: &dyn std::error::Error) -> String {
    dropc_bpf_load::testrun::error_chain(e)
}

/// Whether this process's mount namespace is not the host's (pid 1's).
fn private_mount_namespace() -> bool {
    use std::os::unix::fs::MetadataExt as _;
    match (
        std::fs::metadata("/proc/self/ns/mnt"),
        std::fs::metadata("/proc/1/ns/mnt"),
    ) {
        (Ok(a), Ok(b)) => a.ino() != b.ino() || a.dev() != b.dev(),
        _ => false,
    }
}

/// Mounts a BPF file system at `/sys/fs/bpf` when none is there (spec §7);
/// returns a note for the summary when it did.
fn ensure_bpffs() -> anyhow::Result<Option<&'static str>> {
    use dropc_bpf_load::bpffs::{ensure_mounted, Bpffs};
    match ensure_mounted()? {
        Bpffs::AlreadyMounted => Ok(None),
        Bpffs::Mounted if private_mount_namespace() => Ok(Some(
            "no BPF file system was mounted at /sys/fs/bpf: mounted one there, but in a \
             mount namespace of this process's own (as under `ip netns exec`), where pins \
             die with the namespace and take an XDP program with them; prefer \
             `nsenter --net=/run/netns/NAME`",
        )),
        Bpffs::Mounted => Ok(Some(
            "no BPF file system was mounted at /sys/fs/bpf: mounted one there",
        )),
    }
}

/// Loads the object and the first program of the wanted type; returns
/// (object, program name).
fn load_object(bytes: &[u8], target: Target) -> anyhow::Result<(Ebpf, String)> {
    let mut ebpf = Ebpf::load(bytes).map_err(|e| anyhow!("loading the object: {}", chain(&e)))?;
    let name = ebpf
        .programs()
        .find(|(_, p)| match target {
            Target::Xdp => matches!(p, Program::Xdp(_)),
            Target::Tc => matches!(p, Program::SchedClassifier(_)),
            Target::Nft | Target::Iptables => false,
        })
        .map(|(n, _)| n.to_string())
        .ok_or_else(|| anyhow!("the object has no {} program", target.name()))?;
    let prog = ebpf
        .program_mut(&name)
        .ok_or_else(|| anyhow!("program {name} vanished"))?;
    // aya's `Program` lists every program type the kernel has; dropc loads
    // two of them.
    #[allow(clippy::wildcard_enum_match_arm)]
    let res = match prog {
        Program::Xdp(p) => dropc_bpf_load::testrun::load_retrying(|| p.load()),
        Program::SchedClassifier(p) => dropc_bpf_load::testrun::load_retrying(|| p.load()),
        _ => bail!("program {name} has an unexpected type"),
    };
    res.map_err(|e| anyhow!("the kernel refused program {name}: {}", chain(&e)))?;
    Ok((ebpf, name))
}

fn prog_id(ebpf: &Ebpf, name: &str) -> u32 {
    let info = match ebpf.program(name) {
        Some(Program::Xdp(p)) => p.info().ok(),
        Some(Program::SchedClassifier(p)) => p.info().ok(),
        _ => None,
    };
    info.map_or(0, |i| i.id())
}

/// Pins the program's counter map at `path`; Ok(false) if it has none.
fn pin_counters(ebpf: &Ebpf, path: &Path) -> anyhow::Result<bool> {
    let Some(map) = ebpf.map(COUNTERS_MAP) else {
        return Ok(false);
    };
    remove_file_if_present(path)?;
    map.pin(path)
        .map_err(|e| anyhow!("cannot pin {}: {}", path.display(), chain(&e)))?;
    Ok(true)
}

/// What [`apply`] did.
pub struct Applied {
    pub mode: Mode,
    pub details: BpfDetails,
    /// One-line summary.
    pub summary: String,
}

/// Loads `req.artifact` and attaches it to `req.iface` (XDP or tc ingress)
/// in namespace `netns`, replacing `old` (what dropc attached there before
/// for the same target, with its mode) without an unfiltered instant.
pub fn apply(
    req: &ApplyRequest<'_>,
    netns: NetnsKey,
    old: Option<(&BpfDetails, Mode)>,
) -> anyhow::Result<Applied> {
    let Artifact::Object(bytes) = req.artifact else {
        bail!("{} needs an object artifact", req.target.name());
    };
    if !matches!(req.target, Target::Xdp | Target::Tc) {
        bail!("bpf::apply handles xdp and tc, not {}", req.target.name());
    }
    let mounted = ensure_bpffs()?;
    ifindex(req.iface)?;
    // Without a record, the filter dropc finds on the interface is the one
    // to replace (a fresh one at the same priority would collide with it).
    let old_tc = match old {
        Some((o, _)) => o.tc.clone(),
        None if req.target == Target::Tc => {
            tc_filter_priorities(req.iface)
                .first()
                .map(|&priority| TcState {
                    priority,
                    handle: TC_HANDLE,
                    created_clsact: false,
                })
        }
        None => None,
    };
    let gen = old.map_or_else(
        || last_generation(netns, req.iface, req.target) + 1,
        |(s, _)| s.generation + 1,
    );
    let (mut ebpf, name) = load_object(bytes, req.target)?;
    let chained = match (req.target, req.then) {
        (Target::Xdp, Some(then)) => Some(chain_next(&mut ebpf, then)?),
        (Target::Xdp, None) => None,
        (_, Some(then)) => bail!(
            "--then {}: only XDP programs chain (tail call)",
            then.display()
        ),
        (_, None) => None,
    };

    let dir = pin_dir(netns, req.iface);
    for d in [Path::new(PIN_ROOT), dir.parent().unwrap_or(&dir), &dir] {
        crate::state::make_private_dir(d)?;
    }
    // (v2) dynamic sets: filled (carried contents and the policy's
    // elements) before the program is attached
    let mut staged =
        match crate::dynset_bpf::stage(&ebpf, bytes, req.target, netns, req.iface, &dir) {
            Ok(s) => s,
            Err(e) => {
                let _ = std::fs::remove_dir(&dir);
                return Err(e);
            }
        };
    let map_pin = counters_pin(netns, req.iface, req.target, gen);
    let attached = pin_counters(&ebpf, &map_pin).and_then(|pinned| {
        let r = match req.target {
            Target::Xdp => attach_xdp(&mut ebpf, &name, req.iface, &dir, old.map(|o| o.1)),
            Target::Tc => attach_tc(&mut ebpf, &name, req.iface, netns, old_tc.clone()),
            Target::Nft | Target::Iptables => {
                bail!("bpf::apply handles xdp and tc, not {}", req.target.name())
            }
        };
        if r.is_err() && pinned {
            let _ = remove_file_if_present(&map_pin);
        }
        r.map(|a| (pinned, a))
    });
    let (pinned, (mode, tc, mut what)) = match attached {
        Ok(v) => v,
        Err(e) => {
            staged.abort();
            // Leave no empty directory behind (fails harmlessly if in use).
            let _ = std::fs::remove_dir(&dir);
            return Err(e);
        }
    };
    let carried = std::mem::take(&mut staged.note);
    staged.commit()?;
    if !carried.is_empty() {
        what.push_str(&format!(", {carried}"));
    }
    if req.target == Target::Xdp {
        pin_next(&ebpf, &dir)?;
        if let Some(c) = &chained {
            what.push_str(&format!(", passing on to {c}"));
        }
    }
    // The new program runs: the old counters (the record's, or any a lost
    // record or a killed apply left) are no longer updated.
    let prefix = format!("{}_counters_", req.target.name());
    for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        if e.file_name().to_string_lossy().starts_with(&prefix) && e.path() != map_pin {
            remove_file_if_present(&e.path())?;
        }
    }
    // tc: any other filter of dropc's (a killed apply's) goes too.
    if req.target == Target::Tc {
        let new = tc.as_ref().map(|t| t.priority);
        for priority in tc_filter_priorities(req.iface) {
            if Some(priority) != new {
                let stale = TcState {
                    priority,
                    handle: TC_HANDLE,
                    created_clsact: false,
                };
                delete_tc_filter(req.iface, &stale)?;
            }
        }
    }
    let details = BpfDetails {
        program: name.clone(),
        prog_id: prog_id(&ebpf, &name),
        generation: gen,
        counters: pinned,
        tc,
    };
    let n = req.labels.len();
    let summary = format!(
        "{}: program {name} {what} ({n} rule{})",
        req.target.name(),
        if n == 1 { "" } else { "s" }
    );
    Ok(Applied {
        mode,
        details,
        summary: match mounted {
            Some(note) => format!("{note}; {summary}"),
            None => summary,
        },
    })
}

/// Puts the XDP program pinned at `then` in slot 0 of the loaded object's
/// [`NEXT_MAP`]; returns its description (`program <id> (<name>)`).
fn chain_next(ebpf: &mut Ebpf, then: &Path) -> anyhow::Result<String> {
    const BPF_PROG_TYPE_XDP: u32 = 6;
    let bad = |reason: String| XdpHookError::BadNext {
        path: then.display().to_string(),
        reason,
    };
    let info = ProgramInfo::from_pin(then)
        .map_err(|e| bad(format!("not a pinned BPF program: {}", chain(&e))))?;
    let name = info.name_as_str().unwrap_or("").to_string();
    if info.program_type() as u32 != BPF_PROG_TYPE_XDP {
        return Err(bad(format!(
            "program {} ({name:?}) is not an XDP program",
            info.id()
        ))
        .into());
    }
    let fd = info
        .fd()
        .map_err(|e| bad(format!("cannot open program {}: {}", info.id(), chain(&e))))?;
    let map = ebpf
        .map_mut(NEXT_MAP)
        .ok_or_else(|| anyhow!("the object has no {NEXT_MAP} map: compile it with this dropc"))?;
    let mut next: ProgramArray<&mut MapData> =
        ProgramArray::try_from(map).map_err(|e| anyhow!("{NEXT_MAP}: {}", chain(&e)))?;
    next.set(0, &fd, 0).map_err(|e| {
        bad(format!(
            "the kernel refused program {} ({name:?}) as a tail-call target of dropc: {}",
            info.id(),
            chain(&e)
        ))
    })?;
    Ok(format!("program {} ({name})", info.id()))
}

/// Pins the running XDP program's [`NEXT_MAP`] at `<dir>/xdp_next`
/// (replacing the previous program's).
fn pin_next(ebpf: &Ebpf, dir: &Path) -> anyhow::Result<()> {
    let path = dir.join(NEXT_PIN);
    remove_file_if_present(&path)?;
    let Some(map) = ebpf.map(NEXT_MAP) else {
        return Ok(());
    };
    map.pin(&path)
        .map_err(|e| anyhow!("cannot pin {}: {}", path.display(), chain(&e)))
}

/// The program (id, name) attached to the XDP hook of `iface`, if any.
fn xdp_hook_holder(iface: &str) -> anyhow::Result<Option<(u32, String)>> {
    rtnl::xdp_prog(iface)
}

/// The mode of the one dropc program on the XDP hook of `iface` (a link
/// whose record is lost).
fn xdp_mode_on(iface: &str) -> anyhow::Result<Mode> {
    let slots = rtnl::xdp_slots(iface)?;
    match slots.as_slice() {
        [(rtnl::XdpSlot::Driver, _)] => Ok(Mode::Native),
        [(rtnl::XdpSlot::Generic, _)] => Ok(Mode::Generic),
        other => bail!(
            "the XDP hook of {iface} holds {other:?}, not one program in native or generic mode"
        ),
    }
}

/// (mode, tc filter, description of what was done).
type Attached = (Mode, Option<TcState>, String);

fn attach_xdp(
    ebpf: &mut Ebpf,
    name: &str,
    iface: &str,
    dir: &Path,
    old_mode: Option<Mode>,
) -> anyhow::Result<Attached> {
    let prog: &mut Xdp = ebpf
        .program_mut(name)
        .ok_or_else(|| anyhow!("no program {name}"))?
        .try_into()
        .map_err(|e| anyhow!("{}", chain(&e)))?;
    let link_path = dir.join("xdp_link");
    if link_path.exists() && !xdp_link_is_live(&link_path, iface)? {
        // Left by an earlier incarnation of the interface (deleted and
        // re-created): it filters nothing; attach afresh.
        remove_file_if_present(&link_path)?;
    }
    if link_path.exists() {
        // Replace: update the pinned link in place (atomic). The pin stays
        // in place throughout, so a crash cannot leave the interface bare.
        let pinned = PinnedLink::from_pin(&link_path)
            .map_err(|e| anyhow!("cannot open {}: {}", link_path.display(), chain(&e)))?;
        let fd_link: FdLink = pinned.into();
        let xdp_link = XdpLink::try_from(fd_link)
            .map_err(|e| anyhow!("{} is not an XDP link: {}", link_path.display(), chain(&e)))?;
        let id = prog
            .attach_to_link(xdp_link)
            .map_err(|e| anyhow!("replacing the XDP program on {iface}: {}", chain(&e)))?;
        // Our fd on the link closes; the pin keeps it.
        drop(prog.take_link(id).map_err(|e| anyhow!("{}", chain(&e)))?);
        // A link made by an apply whose record is lost: the mode is that of
        // its first attachment, which the interface's XDP attributes say.
        let mode = match old_mode {
            Some(m) => m,
            None => xdp_mode_on(iface)?,
        };
        let what = format!(
            "replaced atomically (bpf_link update) on {iface}, {} mode",
            mode.name()
        );
        return Ok((mode, None, what));
    }
    if let Some((id, name)) = xdp_hook_holder(iface)? {
        return Err(XdpHookError::HookHeld {
            iface: iface.to_string(),
            id,
            name,
        }
        .into());
    }
    let (id, mode) = match prog.attach(iface, XdpMode::Driver) {
        Ok(id) => (id, Mode::Native),
        Err(native) => match prog.attach(iface, XdpMode::Skb) {
            Ok(id) => (id, Mode::Generic),
            Err(generic) => bail!(
                "cannot attach XDP to {iface}: native mode: {}; generic mode: {}",
                chain(&native),
                chain(&generic)
            ),
        },
    };
    let link = prog.take_link(id).map_err(|e| anyhow!("{}", chain(&e)))?;
    // A netlink attachment (kernel without XDP bpf_link, < 5.9) cannot be
    // pinned: the link detaches when dropped here.
    let fd_link = FdLink::try_from(link).map_err(|e| {
        anyhow!(
            "XDP bpf_link unavailable (Linux >= 5.9 needed): {}",
            chain(&e)
        )
    })?;
    fd_link
        .pin(&link_path)
        .map_err(|e| anyhow!("cannot pin {}: {}", link_path.display(), chain(&e)))?;
    let what = format!("attached to {iface} in {} mode", mode.name());
    Ok((mode, None, what))
}

/// Whether the XDP link pinned at `pin` is still attached to `iface`
/// (a link whose device went away reports ifindex 0).
fn xdp_link_is_live(pin: &Path, iface: &str) -> anyhow::Result<bool> {
    Ok(link_ifindex(pin)? == ifindex(iface)?)
}

/// The index of `iface` in the calling thread's network namespace.
fn ifindex(iface: &str) -> anyhow::Result<u32> {
    Ok(crate::ifindex(iface)?)
}

/// The ifindex in the `bpf_link_info` of the link pinned at `pin`.
fn link_ifindex(pin: &Path) -> anyhow::Result<u32> {
    use std::os::fd::{FromRawFd, OwnedFd};
    use std::os::unix::ffi::OsStrExt as _;
    const BPF_OBJ_GET: libc::c_long = 7;
    const BPF_OBJ_GET_INFO_BY_FD: libc::c_long = 15;
    let path = std::ffi::CString::new(pin.as_os_str().as_bytes()).context("pin path")?;
    // union bpf_attr, BPF_OBJ_GET: { u64 pathname; u32 bpf_fd; u32 file_flags; ... }
    let mut attr = [0u64; 16];
    attr[0] = path.as_ptr() as u64;
    // SAFETY: attr is a zeroed bpf_attr-sized buffer whose pathname points to
    // a live C string; the kernel only reads it.
    let fd = unsafe {
        libc::syscall(
            libc::SYS_bpf,
            BPF_OBJ_GET,
            attr.as_mut_ptr(),
            std::mem::size_of_val(&attr),
        )
    };
    if fd < 0 {
        return Err(std::io::Error::last_os_error())
            .with_context(|| format!("BPF_OBJ_GET {}", pin.display()));
    }
    // SAFETY: the syscall returned a new fd that we own.
    let fd = unsafe { OwnedFd::from_raw_fd(fd as i32) };
    // struct bpf_link_info: u32 type, id, prog_id; then (8-aligned) a union
    // whose xdp member starts with u32 ifindex (offset 16).
    let mut info = [0u32; 16];
    let mut attr = [0u64; 16];
    attr[0] = (std::os::fd::AsRawFd::as_raw_fd(&fd) as u32 as u64)
        | ((std::mem::size_of_val(&info) as u64) << 32);
    attr[1] = info.as_mut_ptr() as u64;
    // SAFETY: attr describes `info`, a writable buffer of the stated size.
    let rc = unsafe {
        libc::syscall(
            libc::SYS_bpf,
            BPF_OBJ_GET_INFO_BY_FD,
            attr.as_mut_ptr(),
            std::mem::size_of_val(&attr),
        )
    };
    if rc < 0 {
        return Err(std::io::Error::last_os_error())
            .with_context(|| format!("BPF_OBJ_GET_INFO_BY_FD {}", pin.display()));
    }
    const BPF_LINK_TYPE_XDP: u32 = 6;
    if info[0] != BPF_LINK_TYPE_XDP {
        bail!("{} is not an XDP link (type {})", pin.display(), info[0]);
    }
    Ok(info[4])
}

fn attach_tc(
    ebpf: &mut Ebpf,
    name: &str,
    iface: &str,
    netns: NetnsKey,
    old_tc: Option<TcState>,
) -> anyhow::Result<Attached> {
    let prog: &mut SchedClassifier = ebpf
        .program_mut(name)
        .ok_or_else(|| anyhow!("no program {name}"))?
        .try_into()
        .map_err(|e| anyhow!("{}", chain(&e)))?;
    // The intent is written first: a kill after the qdisc is added, before
    // the record is, leaves dropc's qdisc claimed (see `state::Store::mark_clsact`).
    let store = crate::state::Store::at(Path::new(crate::state::STATE_ROOT), netns);
    let marked_now = store.mark_clsact(iface)?;
    let created = match aya::programs::tc::qdisc_add_clsact(iface) {
        Ok(()) => true,
        Err(aya::programs::tc::TcError::NetlinkError(e))
            if e.raw_os_error() == Some(libc::EEXIST) =>
        {
            false
        }
        Err(e) => {
            if marked_now {
                let _ = store.unmark_clsact(iface);
            }
            bail!("cannot add the clsact qdisc on {iface}: {}", chain(&e))
        }
    };
    if marked_now && !created {
        // Someone else's qdisc.
        store.unmark_clsact(iface)?;
    }
    let created_clsact =
        created || store.clsact_marked(iface) || old_tc.as_ref().is_some_and(|t| t.created_clsact);
    // One priority and handle, replaced in place: RTM_NEWTFILTER without
    // NLM_F_CREATE on dropc's filter makes cls_bpf swap the program under
    // RCU, so every packet meets the old or the new program, a kill leaves
    // one of them, and nothing can collide. A filter at [`TC_PRIO_B`] (an
    // earlier dropc alternated) is deleted by the caller afterwards.
    let priority = TC_PRIO_A;
    let in_place = tc_filter_priorities(iface).contains(&priority);
    let id = if in_place {
        let link = SchedClassifierLink::attached(
            iface,
            TcAttachType::Ingress,
            priority,
            TcHandle::from(TC_HANDLE),
            None,
        )
        .map_err(|e| anyhow!("cannot find dropc's tc filter on {iface}: {}", chain(&e)))?;
        prog.attach_to_link(link)
    } else {
        let opts = NlOptions {
            priority,
            handle: TcHandle::from(TC_HANDLE),
            classid: None,
        };
        prog.attach_with_options(iface, TcAttachType::Ingress, TcAttachOptions::Netlink(opts))
    }
    .map_err(|e| {
        anyhow!(
            "cannot attach the tc filter on {iface} (priority {priority}): {}",
            chain(&e)
        )
    })?;
    let link = prog.take_link(id).map_err(|e| anyhow!("{}", chain(&e)))?;
    // A netlink filter lives in the qdisc: forget the link so that dropping
    // it does not delete the filter (it owns no fd, nothing leaks).
    std::mem::forget(link);
    let what = match (in_place, &old_tc) {
        (true, _) => format!(
            "replaced in place on {iface} ingress (cls_bpf direct-action, priority {priority})"
        ),
        (false, Some(t)) if t.priority != priority => format!(
            "replaced on {iface} ingress (new filter at priority {priority} added before the old one at {} was deleted)",
            t.priority
        ),
        (false, _) => {
            format!("attached to {iface} ingress (cls_bpf direct-action, priority {priority})")
        }
    };
    let state = TcState {
        priority,
        handle: TC_HANDLE,
        created_clsact,
    };
    Ok((Mode::Ingress, Some(state), what))
}

/// Deletes dropc's filter; Ok(false) if it was already gone.
fn delete_tc_filter(iface: &str, t: &TcState) -> anyhow::Result<bool> {
    // Whether it is there is asked of the kernel (typed), not read from the
    // text of a failed detach: a vanished interface has no filters.
    let filters = match rtnl::tc_filters(iface, Direction::Ingress) {
        Ok(f) => f,
        Err(_) if crate::ifindex(iface).is_err() => return Ok(false),
        Err(e) => return Err(e),
    };
    let there = filters
        .iter()
        .any(|f| f.handle == t.handle && f.priority == t.priority);
    if !there {
        return Ok(false);
    }
    let link = SchedClassifierLink::attached(
        iface,
        TcAttachType::Ingress,
        t.priority,
        TcHandle::from(t.handle),
        None,
    )
    .map_err(|e| anyhow!("cannot find the tc filter on {iface}: {}", chain(&e)))?;
    link.detach().map_err(|e| {
        anyhow!(
            "cannot delete the tc filter (priority {}) on {iface}: {}",
            t.priority,
            chain(&e)
        )
    })?;
    Ok(true)
}

/// Whether the clsact qdisc of `iface` holds filters, all of them dropc's
/// (handle [`TC_HANDLE`] at [`TC_PRIO_A`] or [`TC_PRIO_B`], ingress).
fn only_dropc_filters(iface: &str) -> bool {
    let (Ok(ingress), Ok(egress)) = (
        rtnl::tc_filters(iface, Direction::Ingress),
        rtnl::tc_filters(iface, Direction::Egress),
    ) else {
        return false;
    };
    let ours = |f: &TcFilter| f.handle == TC_HANDLE && [TC_PRIO_A, TC_PRIO_B].contains(&f.priority);
    let filters: Vec<&TcFilter> = ingress.iter().filter(|f| f.is_filter()).collect();
    !filters.is_empty()
        && filters.iter().all(|f| ours(f))
        && !egress.iter().any(TcFilter::is_filter)
}

/// Deletes the clsact qdisc if no filter remains on it.
fn delete_clsact_if_unused(iface: &str) -> anyhow::Result<bool> {
    // The kernel may still list the classifier of the filter just deleted,
    // without a handle: only filters count.
    let ingress = rtnl::tc_filters(iface, Direction::Ingress)?;
    let egress = rtnl::tc_filters(iface, Direction::Egress)?;
    if ingress.iter().chain(&egress).any(TcFilter::is_filter) {
        return Ok(false);
    }
    rtnl::delete_clsact(iface)?;
    Ok(true)
}

/// Detaches and deletes what dropc attached on `iface` for `target` in
/// namespace `netns` (pins included). `details`: the record's, or `None`
/// when the record is lost (then the pins and dropc's tc priorities are
/// looked for). Returns what was done, one line each (empty: nothing was
/// there). The interface may have vanished.
pub fn remove(
    iface: &str,
    target: Target,
    netns: NetnsKey,
    details: Option<&BpfDetails>,
) -> anyhow::Result<Vec<String>> {
    let dir = pin_dir(netns, iface);
    let mut done = Vec::new();
    match target {
        Target::Xdp => {
            let running = rtnl::xdp_prog_id(iface).ok().flatten();
            if remove_file_if_present(&xdp_link_pin(netns, iface))? {
                // The kernel releases an unpinned link from a work queue:
                // wait (boundedly) until the program is off the hook, so
                // that "detached" is true when `remove` returns.
                for _ in 0..100 {
                    if running.is_none() || rtnl::xdp_prog_id(iface).ok().flatten() != running {
                        break;
                    }
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
                done.push(format!("xdp: detached from {iface}"));
            }
            remove_file_if_present(&dir.join(NEXT_PIN))?;
        }
        Target::Nft | Target::Iptables => {
            bail!("bpf::remove handles xdp and tc, not {}", target.name())
        }
        Target::Tc => {
            let filters = match details.and_then(|d| d.tc.clone()) {
                Some(t) => vec![t],
                None => [TC_PRIO_A, TC_PRIO_B]
                    .map(|priority| TcState {
                        priority,
                        handle: TC_HANDLE,
                        created_clsact: false,
                    })
                    .to_vec(),
            };
            // dropc made the qdisc: the record says so, or the intent
            // written before it was added (a lost or unwritten record).
            let store = crate::state::Store::at(Path::new(crate::state::STATE_ROOT), netns);
            let ours = store.clsact_marked(iface);
            for t in &filters {
                let created_clsact = t.created_clsact || ours;
                // The qdisc dropc made, holding dropc's filter only: deleting
                // it deletes both at once, so a kill leaves both or neither.
                if created_clsact && only_dropc_filters(iface) {
                    rtnl::delete_clsact(iface)?;
                    done.push(format!(
                        "tc: filter (priority {}) deleted from {iface} ingress",
                        t.priority
                    ));
                    done.push(format!("tc: clsact qdisc deleted from {iface}"));
                    continue;
                }
                if delete_tc_filter(iface, t)? {
                    done.push(format!(
                        "tc: filter (priority {}) deleted from {iface} ingress",
                        t.priority
                    ));
                }
                if created_clsact && matches!(delete_clsact_if_unused(iface), Ok(true)) {
                    done.push(format!("tc: clsact qdisc deleted from {iface}"));
                }
            }
            // The qdisc is gone, or holds someone else's filters (then it is
            // theirs to keep): either way dropc no longer claims it.
            store.unmark_clsact(iface)?;
        }
    }
    crate::dynset_bpf::forget(netns, iface, target, &dir)?;
    // Every counter pin of this target (the record names one; a killed
    // apply may have left another).
    let prefix = format!("{}_counters_", target.name());
    for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        if e.file_name().to_string_lossy().starts_with(&prefix) {
            remove_file_if_present(&e.path())?;
        }
    }
    // Drop the pin directories once empty (ignore failure: still in use).
    let _ = std::fs::remove_dir(&dir);
    if let Some(ns_dir) = dir.parent() {
        let _ = std::fs::remove_dir(ns_dir);
    }
    let _ = std::fs::remove_dir(PIN_ROOT);
    Ok(done)
}

/// The priorities of dropc's tc filters on `iface` ingress (handle
/// [`TC_HANDLE`] at [`TC_PRIO_A`] or [`TC_PRIO_B`]), as `tc filter show`
/// lists them; empty when there are none or the interface is gone.
fn tc_filter_priorities(iface: &str) -> Vec<u16> {
    let Ok(filters) = rtnl::tc_filters(iface, Direction::Ingress) else {
        return Vec::new();
    };
    [TC_PRIO_A, TC_PRIO_B]
        .into_iter()
        .filter(|p| {
            filters
                .iter()
                .any(|f| f.handle == TC_HANDLE && f.priority == *p)
        })
        .collect()
}

/// The highest generation of `target`'s counter pins on `iface` (0: none).
fn last_generation(netns: NetnsKey, iface: &str, target: Target) -> u64 {
    let prefix = format!("{}_counters_", target.name());
    std::fs::read_dir(pin_dir(netns, iface))
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_string_lossy()
                .strip_prefix(&prefix)
                .and_then(|g| g.parse::<u64>().ok())
        })
        .max()
        .unwrap_or(0)
}

/// Whether dropc's pins or tc filter for `target` are on `iface` (to
/// reconstruct a lost record).
pub fn present(iface: &str, target: Target, netns: NetnsKey) -> bool {
    let prefix = format!("{}_counters_", target.name());
    let pinned = std::fs::read_dir(pin_dir(netns, iface))
        .into_iter()
        .flatten()
        .flatten()
        .any(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.starts_with(&prefix) || (target == Target::Xdp && n == "xdp_link")
        });
    let tc_claimed = || {
        !tc_filter_priorities(iface).is_empty()
            || crate::state::Store::at(Path::new(crate::state::STATE_ROOT), netns)
                .clsact_marked(iface)
    };
    pinned || (target == Target::Tc && tc_claimed())
}

/// The `(packets, bytes)` counters of the program dropc attached for
/// `target` on `iface`: one per rule, then the default's, then non-IP
/// packets'. Bytes are the frames' lengths as the hook sees them.
pub fn counters(
    iface: &str,
    target: Target,
    netns: NetnsKey,
    details: &BpfDetails,
) -> anyhow::Result<Vec<(u64, u64)>> {
    if !details.counters {
        bail!("the {target} program on {iface} was built without counters (--no-counters)");
    }
    let pin = counters_pin(netns, iface, target, details.generation);
    read_counters(&pin)
}

fn read_counters(path: &Path) -> anyhow::Result<Vec<(u64, u64)>> {
    let shown = path.display();
    let data =
        MapData::from_pin(path).map_err(|e| anyhow!("cannot open {shown}: {}", chain(&e)))?;
    let map = Map::PerCpuArray(data);
    let arr: PerCpuArray<MapData, [u64; 2]> =
        PerCpuArray::try_from(map).map_err(|e| anyhow!("{shown}: {}", chain(&e)))?;
    let mut out = Vec::new();
    for i in 0..arr.len() {
        let v = arr
            .get(&i, 0)
            .map_err(|e| anyhow!("{shown}[{i}]: {}", chain(&e)))?;
        out.push(dropc_bpf_load::testrun::sum_pairs(v.iter()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pins_are_keyed_by_namespace_and_interface() {
        let ns = NetnsKey { dev: 4, ino: 99 };
        assert_eq!(
            counters_pin(ns, "eth0", Target::Tc, 3),
            Path::new("/sys/fs/bpf/dropc/net-4-99/eth0/tc_counters_3")
        );
        assert_eq!(
            xdp_link_pin(ns, "eth0"),
            Path::new("/sys/fs/bpf/dropc/net-4-99/eth0/xdp_link")
        );
    }

    #[test]
    fn details_round_trip() {
        let s = BpfDetails {
            program: "p".into(),
            prog_id: 7,
            generation: 3,
            counters: true,
            tc: Some(TcState {
                priority: TC_PRIO_B,
                handle: TC_HANDLE,
                created_clsact: true,
            }),
        };
        let j = serde_json::to_string(&s).expect("encodes");
        assert_eq!(serde_json::from_str::<BpfDetails>(&j).expect("decodes"), s);
    }
}
