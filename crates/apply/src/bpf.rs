//! Attaching xdp/tc objects with aya, replacing them atomically, removing
//! them, and reading their per-rule counters.
//!
//! What dropc owns, per interface `<iface>` (names are global: bpffs and
//! `/run` are shared by all network namespaces):
//! - `/sys/fs/bpf/dropc/<iface>/xdp_link`: the pinned XDP `bpf_link`. It
//!   keeps the program attached after `dropc` exits; re-applying updates
//!   the link in place (`BPF_LINK_UPDATE`, atomic: every packet sees either
//!   the old or the new program).
//! - `/sys/fs/bpf/dropc/<iface>/<target>_counters_<gen>`: the pinned
//!   `dropc_counters` map of the running program (for [`stats`]). Each
//!   apply pins the new program's map under a new generation and unpins the
//!   old one once the new program runs, so counters restart at 0.
//! - tc: a classic `cls_bpf` direct-action filter on the `clsact` ingress
//!   hook (visible in `tc filter show`), at priority [`TC_PRIO_A`] or
//!   [`TC_PRIO_B`], handle [`TC_HANDLE`]. Re-applying adds the new filter at
//!   the other priority before deleting the old one (both are complete
//!   policies, so there is no unfiltered instant). The `clsact` qdisc is
//!   created if missing and deleted by [`remove`] only if dropc created it
//!   and no other filter remains on it.
//! - `/run/dropc/<iface>-<target>.json`: what was done ([`State`]),
//!   including the network namespace: apply/remove refuse to act on state
//!   recorded in another namespace (same interface name elsewhere).
//!
//! - `/sys/fs/bpf/dropc/<iface>/xdp_next`: the running XDP program's
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
//! XDP is attached in native (driver) mode when the device supports it,
//! else in generic (SKB) mode; the summary says which. Attaching needs a
//! kernel with XDP `bpf_link` (Linux >= 5.9). Everything runs in the calling
//! thread's network namespace.

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
/// Where dropc records what it attached.
pub const STATE_DIR: &str = "/run/dropc";
/// Name of the per-CPU counter map every dropc program carries.
pub const COUNTERS_MAP: &str = "dropc_counters";
/// The two tc filter priorities dropc alternates between on re-apply.
pub const TC_PRIO_A: u16 = 0xd70;
/// See [`TC_PRIO_A`].
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

/// What dropc attached on an interface for one target, persisted as JSON in
/// `/run/dropc/<iface>-<target>.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Interface name.
    pub iface: String,
    /// `xdp` or `tc`.
    pub target: String,
    /// `native`, `generic` (XDP) or `ingress` (tc).
    pub mode: String,
    /// Program (function) name in the object.
    pub program: String,
    /// Kernel id of the running program.
    pub prog_id: u32,
    /// Rule labels in rule order (index i of the counter map is rule i).
    pub labels: Vec<String>,
    /// Generation, incremented by each apply.
    pub generation: u64,
    /// Pinned counter map, if the program has one.
    pub map_pin: Option<String>,
    /// Pinned XDP link.
    pub link_pin: Option<String>,
    /// The tc filter.
    pub tc: Option<TcState>,
    /// Inode of the network namespace the interface was in (pins and state
    /// are keyed by interface name only: dropc refuses to touch them from
    /// another namespace). 0 if unknown.
    #[serde(default)]
    pub netns: u64,
}

/// Inode of the calling thread's network namespace.
fn current_netns() -> anyhow::Result<u64> {
    use std::os::unix::fs::MetadataExt as _;
    let m = std::fs::metadata("/proc/thread-self/ns/net")
        .context("cannot identify the network namespace")?;
    Ok(m.ino())
}

/// Fails if `state` was recorded from another network namespace.
fn check_same_netns(state: &State) -> anyhow::Result<()> {
    let here = current_netns()?;
    if state.netns != 0 && state.netns != here {
        bail!(
            "dropc's {} state for {} belongs to another network namespace (inode {}, here {here}); \
             run dropc there, or remove {}",
            state.target,
            state.iface,
            state.netns,
            Path::new(STATE_DIR).join(format!("{}-{}.json", state.iface, state.target)).display()
        );
    }
    Ok(())
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

fn check_iface(iface: &str) -> anyhow::Result<()> {
    let ok = !iface.is_empty()
        && iface.len() < libc::IFNAMSIZ
        && iface != "."
        && iface != ".."
        && !iface.contains(['/', '\0'])
        && !iface.chars().any(char::is_whitespace);
    if ok {
        Ok(())
    } else {
        bail!("invalid interface name {iface:?}")
    }
}

fn pin_dir(iface: &str) -> PathBuf {
    Path::new(PIN_ROOT).join(iface)
}

fn state_path(iface: &str, target: Target) -> PathBuf {
    Path::new(STATE_DIR).join(format!("{iface}-{}.json", target.name()))
}

/// Reads the recorded state of `target` on `iface`, if any.
pub fn read_state(iface: &str, target: Target) -> anyhow::Result<Option<State>> {
    check_iface(iface)?;
    let path = state_path(iface, target);
    match std::fs::read(&path) {
        Ok(b) => serde_json::from_slice(&b)
            .map(Some)
            .with_context(|| format!("corrupt state file {}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
    }
}

fn write_state(s: &State, target: Target) -> anyhow::Result<()> {
    std::fs::create_dir_all(STATE_DIR).with_context(|| format!("cannot create {STATE_DIR}"))?;
    let path = state_path(&s.iface, target);
    let tmp = path.with_extension("json.tmp");
    let json = serde_json::to_vec_pretty(s).context("encoding state")?;
    std::fs::write(&tmp, json).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, &path).with_context(|| format!("cannot write {}", path.display()))
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
    dropc_ebpf::testrun::error_chain(e)
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
    use dropc_ebpf::bpffs::{ensure_mounted, Bpffs};
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
            _ => matches!(p, Program::SchedClassifier(_)),
        })
        .map(|(n, _)| n.to_string())
        .ok_or_else(|| anyhow!("the object has no {} program", target.name()))?;
    let prog = ebpf
        .program_mut(&name)
        .ok_or_else(|| anyhow!("program {name} vanished"))?;
    let res = match prog {
        Program::Xdp(p) => dropc_ebpf::testrun::load_retrying(|| p.load()),
        Program::SchedClassifier(p) => dropc_ebpf::testrun::load_retrying(|| p.load()),
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

/// Pins the program's counter map for generation `gen`; returns its path.
fn pin_counters(
    ebpf: &Ebpf,
    dir: &Path,
    target: Target,
    gen: u64,
) -> anyhow::Result<Option<String>> {
    let Some(map) = ebpf.map(COUNTERS_MAP) else {
        return Ok(None);
    };
    let path = dir.join(format!("{}_counters_{gen}", target.name()));
    remove_file_if_present(&path)?;
    map.pin(&path)
        .map_err(|e| anyhow!("cannot pin {}: {}", path.display(), chain(&e)))?;
    Ok(Some(path.to_string_lossy().into_owned()))
}

/// Loads `req.artifact` and attaches it to `req.iface` (XDP or tc ingress),
/// replacing what dropc attached there before for the same target without
/// an unfiltered instant. Returns a one-line summary.
pub fn apply(req: &ApplyRequest<'_>) -> anyhow::Result<String> {
    check_iface(req.iface)?;
    let Artifact::Object(bytes) = req.artifact else {
        bail!("{} needs an object artifact", req.target.name());
    };
    if !matches!(req.target, Target::Xdp | Target::Tc) {
        bail!("bpf::apply handles xdp and tc, not {}", req.target.name());
    }
    let mounted = ensure_bpffs()?;
    ifindex(req.iface)?;
    let old = read_state(req.iface, req.target)?;
    if let Some(s) = &old {
        check_same_netns(s)?;
    }
    let gen = old.as_ref().map_or(1, |s| s.generation + 1);
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

    let dir = pin_dir(req.iface);
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let attached = pin_counters(&ebpf, &dir, req.target, gen).and_then(|map_pin| {
        let r = match req.target {
            Target::Xdp => attach_xdp(&mut ebpf, &name, req.iface, &dir, old.as_ref()),
            _ => attach_tc(&mut ebpf, &name, req.iface, old.as_ref()),
        };
        if r.is_err() {
            if let Some(p) = &map_pin {
                let _ = remove_file_if_present(Path::new(p));
            }
        }
        r.map(|a| (map_pin, a))
    });
    let (map_pin, attached) = match attached {
        Ok(v) => v,
        Err(e) => {
            // Leave no empty directory behind (fails harmlessly if in use).
            let _ = std::fs::remove_dir(&dir);
            return Err(e);
        }
    };
    let (mode, link_pin, tc, mut what) = attached;
    if req.target == Target::Xdp {
        pin_next(&ebpf, &dir)?;
        if let Some(c) = &chained {
            what.push_str(&format!(", passing on to {c}"));
        }
    }
    // The new program runs: the old counters are no longer updated.
    if let Some(old_map) = old.as_ref().and_then(|s| s.map_pin.as_ref()) {
        if Some(old_map) != map_pin.as_ref() {
            remove_file_if_present(Path::new(old_map))?;
        }
    }
    let state = State {
        iface: req.iface.to_string(),
        target: req.target.name().to_string(),
        mode,
        program: name.clone(),
        prog_id: prog_id(&ebpf, &name),
        labels: req.labels.to_vec(),
        generation: gen,
        map_pin,
        link_pin,
        tc,
        netns: current_netns()?,
    };
    write_state(&state, req.target)?;
    let n = req.labels.len();
    let summary = format!(
        "{}: program {name} {what} ({n} rule{})",
        req.target.name(),
        if n == 1 { "" } else { "s" }
    );
    Ok(match mounted {
        Some(note) => format!("{note}; {summary}"),
        None => summary,
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

/// The program (id, name) attached to the XDP hook of `iface`, if any, as
/// `ip -details -json link show` reports it.
fn xdp_hook_holder(iface: &str) -> anyhow::Result<Option<(u32, String)>> {
    let args = ["-details", "-json", "link", "show", "dev", iface];
    let out = crate::netns::run_command(std::process::Command::new("ip"), "ip", &args, None)?;
    let v: serde_json::Value =
        serde_json::from_str(&out).context("parsing `ip -json link show`")?;
    Ok(xdp_prog_of(&v))
}

/// The XDP program in `ip -json link show` output: `xdp.prog` (one
/// attachment) or the first of `xdp.attached[].prog` (several modes).
fn xdp_prog_of(v: &serde_json::Value) -> Option<(u32, String)> {
    let xdp = v.get(0)?.get("xdp")?;
    let prog = xdp.get("prog").or_else(|| {
        xdp.get("attached")?
            .as_array()?
            .iter()
            .find_map(|a| a.get("prog"))
    })?;
    let id = u32::try_from(prog.get("id")?.as_u64()?).ok()?;
    let name = prog.get("name").and_then(|n| n.as_str()).unwrap_or("");
    Some((id, name.to_string()))
}

/// (mode, link pin, tc filter, description of what was done).
type Attached = (String, Option<String>, Option<TcState>, String);

fn attach_xdp(
    ebpf: &mut Ebpf,
    name: &str,
    iface: &str,
    dir: &Path,
    old: Option<&State>,
) -> anyhow::Result<Attached> {
    let prog: &mut Xdp = ebpf
        .program_mut(name)
        .ok_or_else(|| anyhow!("no program {name}"))?
        .try_into()
        .map_err(|e| anyhow!("{}", chain(&e)))?;
    let link_path = dir.join("xdp_link");
    let link_str = link_path.to_string_lossy().into_owned();
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
        let mode = old.map_or_else(|| "unknown".to_string(), |s| s.mode.clone());
        let what = format!("replaced atomically (bpf_link update) on {iface}, {mode} mode");
        return Ok((mode, Some(link_str), None, what));
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
        Ok(id) => (id, "native"),
        Err(native) => match prog.attach(iface, XdpMode::Skb) {
            Ok(id) => (id, "generic"),
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
    let what = format!("attached to {iface} in {mode} mode");
    Ok((mode.to_string(), Some(link_str), None, what))
}

/// Whether the XDP link pinned at `pin` is still attached to `iface`
/// (a link whose device went away reports ifindex 0).
fn xdp_link_is_live(pin: &Path, iface: &str) -> anyhow::Result<bool> {
    Ok(link_ifindex(pin)? == ifindex(iface)?)
}

/// The index of `iface` in the calling thread's network namespace.
fn ifindex(iface: &str) -> anyhow::Result<u32> {
    let c_iface = std::ffi::CString::new(iface).context("interface name")?;
    // SAFETY: valid NUL-terminated string.
    let ifindex = unsafe { libc::if_nametoindex(c_iface.as_ptr()) };
    if ifindex == 0 {
        bail!("no interface {iface} (in this network namespace)");
    }
    Ok(ifindex)
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
    old: Option<&State>,
) -> anyhow::Result<Attached> {
    let prog: &mut SchedClassifier = ebpf
        .program_mut(name)
        .ok_or_else(|| anyhow!("no program {name}"))?
        .try_into()
        .map_err(|e| anyhow!("{}", chain(&e)))?;
    let old_tc = old.and_then(|s| s.tc.clone());
    let created = match aya::programs::tc::qdisc_add_clsact(iface) {
        Ok(()) => true,
        Err(aya::programs::tc::TcError::NetlinkError(e))
            if e.raw_os_error() == Some(libc::EEXIST) =>
        {
            false
        }
        Err(e) => bail!("cannot add the clsact qdisc on {iface}: {}", chain(&e)),
    };
    let created_clsact = created || old_tc.as_ref().is_some_and(|t| t.created_clsact);
    let priority = match &old_tc {
        Some(t) if t.priority == TC_PRIO_A => TC_PRIO_B,
        _ => TC_PRIO_A,
    };
    let opts = NlOptions {
        priority,
        handle: TcHandle::from(TC_HANDLE),
        classid: None,
    };
    let id = prog
        .attach_with_options(iface, TcAttachType::Ingress, TcAttachOptions::Netlink(opts))
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
    let mut what =
        format!("attached to {iface} ingress (cls_bpf direct-action, priority {priority})");
    if let Some(t) = &old_tc {
        if t.priority != priority {
            delete_tc_filter(iface, t)?;
            what = format!(
                "replaced on {iface} ingress (new filter at priority {priority} added before the old one at {} was deleted)",
                t.priority
            );
        }
    }
    let state = TcState {
        priority,
        handle: TC_HANDLE,
        created_clsact,
    };
    Ok(("ingress".to_string(), None, Some(state), what))
}

/// Deletes dropc's filter; Ok(false) if it was already gone.
fn delete_tc_filter(iface: &str, t: &TcState) -> anyhow::Result<bool> {
    let link = match SchedClassifierLink::attached(
        iface,
        TcAttachType::Ingress,
        t.priority,
        TcHandle::from(t.handle),
        None,
    ) {
        Ok(l) => l,
        // The interface is gone, and the filter with it.
        Err(_) => return Ok(false),
    };
    match link.detach() {
        Ok(()) => Ok(true),
        Err(e) => {
            let msg = chain(&e);
            if msg.contains("No such file")
                || msg.contains("os error 2")
                || msg.contains("Invalid argument")
            {
                Ok(false)
            } else {
                Err(anyhow!(
                    "cannot delete the tc filter (priority {}) on {iface}: {msg}",
                    t.priority
                ))
            }
        }
    }
}

/// Runs `tc args`; Ok(stdout) on success.
fn tc_cmd(args: &[&str]) -> anyhow::Result<String> {
    let out = std::process::Command::new("tc")
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .context("cannot run tc")?;
    if !out.status.success() {
        bail!(
            "tc {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Deletes the clsact qdisc if no filter remains on it.
fn delete_clsact_if_unused(iface: &str) -> anyhow::Result<bool> {
    let ingress = tc_cmd(&["filter", "show", "dev", iface, "ingress"])?;
    let egress = tc_cmd(&["filter", "show", "dev", iface, "egress"])?;
    if !ingress.trim().is_empty() || !egress.trim().is_empty() {
        return Ok(false);
    }
    tc_cmd(&["qdisc", "del", "dev", iface, "clsact"])?;
    Ok(true)
}

/// Detaches and deletes what dropc attached on `iface` for `target` (pins
/// and state included). Returns "" when there was nothing.
pub fn remove(iface: &str, target: Target) -> anyhow::Result<String> {
    check_iface(iface)?;
    if !matches!(target, Target::Xdp | Target::Tc) {
        bail!("bpf::remove handles xdp and tc, not {}", target.name());
    }
    let state = read_state(iface, target)?;
    if let Some(s) = &state {
        check_same_netns(s)?;
    }
    let dir = pin_dir(iface);
    let mut done = Vec::new();
    match target {
        Target::Xdp => {
            let link = state
                .as_ref()
                .and_then(|s| s.link_pin.clone())
                .map_or_else(|| dir.join("xdp_link"), PathBuf::from);
            if remove_file_if_present(&link)? {
                done.push(format!("xdp: detached from {iface}"));
            }
            remove_file_if_present(&dir.join(NEXT_PIN))?;
        }
        _ => {
            if let Some(t) = state.as_ref().and_then(|s| s.tc.clone()) {
                if delete_tc_filter(iface, &t)? {
                    done.push(format!(
                        "tc: filter (priority {}) deleted from {iface} ingress",
                        t.priority
                    ));
                }
                if t.created_clsact && matches!(delete_clsact_if_unused(iface), Ok(true)) {
                    done.push(format!("tc: clsact qdisc deleted from {iface}"));
                }
            }
        }
    }
    if let Some(m) = state.as_ref().and_then(|s| s.map_pin.clone()) {
        remove_file_if_present(Path::new(&m))?;
    }
    if state.is_some() {
        remove_file_if_present(&state_path(iface, target))?;
        if done.is_empty() {
            done.push(format!(
                "{}: stale state for {iface} cleared",
                target.name()
            ));
        }
    }
    // Drop the pin directory once empty (ignore failure: still in use).
    let _ = std::fs::remove_dir(&dir);
    let _ = std::fs::remove_dir(PIN_ROOT);
    Ok(done.join("\n"))
}

/// Label of counter index `i` for a program with `labels.len()` rules.
fn counter_label(labels: &[String], i: usize) -> String {
    let n = labels.len();
    match i {
        _ if i < n => labels[i].clone(),
        _ if i == n => "(default)".to_string(),
        _ if i == n + 1 => "(non-ip)".to_string(),
        _ => format!("#{i}"),
    }
}

fn read_counters(path: &str) -> anyhow::Result<Vec<u64>> {
    let data = MapData::from_pin(path).map_err(|e| anyhow!("cannot open {path}: {}", chain(&e)))?;
    let map = Map::PerCpuArray(data);
    let arr: PerCpuArray<MapData, u64> =
        PerCpuArray::try_from(map).map_err(|e| anyhow!("{path}: {}", chain(&e)))?;
    let mut out = Vec::new();
    for i in 0..arr.len() {
        let v = arr
            .get(&i, 0)
            .map_err(|e| anyhow!("{path}[{i}]: {}", chain(&e)))?;
        out.push(v.iter().fold(0u64, |a, x| a.wrapping_add(*x)));
    }
    Ok(out)
}

/// Packets counted per rule by the xdp/tc program(s) dropc attached on
/// `iface`: one entry per rule label, then `(default)` (default verdict)
/// and `(non-ip)`. When both targets are attached, labels are prefixed with
/// `xdp:` / `tc:`. Empty when nothing is attached.
pub fn stats(iface: &str) -> anyhow::Result<Vec<(String, u64)>> {
    let mut present = Vec::new();
    for t in [Target::Xdp, Target::Tc] {
        if let Some(s) = read_state(iface, t)? {
            present.push((t, s));
        }
    }
    let prefix = present.len() > 1;
    let mut out = Vec::new();
    for (t, s) in present {
        let Some(pin) = &s.map_pin else { continue };
        for (i, v) in read_counters(pin)?.into_iter().enumerate() {
            let label = counter_label(&s.labels, i);
            let label = if prefix {
                format!("{}:{label}", t.name())
            } else {
                label
            };
            out.push((label, v));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iface_names_are_checked() {
        for bad in ["", ".", "..", "a/b", "a b", "0123456789abcdef"] {
            assert!(check_iface(bad).is_err(), "{bad:?}");
        }
        assert!(check_iface("eth0").is_ok());
        assert!(check_iface("dropc1234r1").is_ok());
    }

    #[test]
    fn xdp_program_of_ip_json() {
        let one: serde_json::Value = serde_json::from_str(
            r#"[{"ifname":"v0","xdp":{"mode":2,"prog":{"id":12,"name":"other"}}}]"#,
        )
        .expect("json");
        assert_eq!(xdp_prog_of(&one), Some((12, "other".to_string())));
        let multi: serde_json::Value = serde_json::from_str(
            r#"[{"xdp":{"mode":4,"attached":[{"mode":1,"prog":{"id":7,"name":"drv"}},{"mode":2,"prog":{"id":8,"name":"skb"}}]}}]"#,
        )
        .expect("json");
        assert_eq!(xdp_prog_of(&multi), Some((7, "drv".to_string())));
        let none: serde_json::Value =
            serde_json::from_str(r#"[{"ifname":"v0","flags":["UP"]}]"#).expect("json");
        assert_eq!(xdp_prog_of(&none), None);
    }

    #[test]
    fn counter_labels() {
        let l = vec!["a".to_string(), "b".to_string()];
        let got: Vec<String> = (0..5).map(|i| counter_label(&l, i)).collect();
        assert_eq!(got, ["a", "b", "(default)", "(non-ip)", "#4"]);
    }

    #[test]
    fn state_round_trips() {
        let s = State {
            iface: "eth0".into(),
            target: "tc".into(),
            mode: "ingress".into(),
            program: "p".into(),
            prog_id: 7,
            labels: vec!["r1".into()],
            generation: 3,
            map_pin: Some("/sys/fs/bpf/dropc/eth0/tc_counters_3".into()),
            link_pin: None,
            tc: Some(TcState {
                priority: TC_PRIO_B,
                handle: TC_HANDLE,
                created_clsact: true,
            }),
            netns: 4026531840,
        };
        let j = serde_json::to_string(&s).expect("encodes");
        assert_eq!(serde_json::from_str::<State>(&j).expect("decodes"), s);
    }
}
