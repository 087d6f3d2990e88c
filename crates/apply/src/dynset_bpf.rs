//! (v2) Dynamic sets of the xdp and tc targets (spec §3, §7, §8): filling
//! their maps at `apply`, pinning them, and `dropc set` on them.
//!
//! The object describes its dynamic sets in a note
//! ([`dropc_backends::bpf::dynset::Descriptor`]); their maps are a
//! selector, and per part (IPv4, IPv6, ports) a header array and a row
//! array, each holding two copies of a bucketed interval table (see
//! `dropc_backends::bpf::dynset`). Where things live, per interface IF and
//! BPF target T:
//!
//! * the maps, pinned as `T_set_NAME_sel`, `T_set_NAME_h4`, `..._r4`, ... in
//!   IF's pin directory (`/sys/fs/bpf/dropc/net-DEV-INO/IF/`);
//! * the *record*: the authoritative element -> expiry list, which the
//!   packet path never reads, in `/run/dropc/net-DEV-INO/IF.sets/T.NAME`
//!   (a JSON line of parameters, then 41-byte elements: part, lo, hi as
//!   u128, expiry as CLOCK_MONOTONIC nanoseconds, 0 for never; all
//!   little-endian). Tables are rebuilt from it exactly: overlapping
//!   elements become disjoint pieces with the latest expiry covering them.
//!
//! Every change builds the idle copy from the new record, writes the
//! record (a new file renamed over the old), then flips the selector (one
//! 4-byte map write): packets see the old contents or the new, never a
//! mix; an invalid element or a full set changes nothing. A kill between
//! the record and the flip leaves the record ahead of the tables; the next
//! change rebuilds from the record.
//!
//! `apply` fills copy 0 of the new object's maps before attaching it
//! (with the run-time elements the record, or a loaded nft/iptables set of
//! the same name and kind, holds, plus the new policy's elements), so the
//! new program starts with the carried contents; after the attach the
//! maps' pins replace the old ones.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::dynset::{Entry, Kind, SetError, Space};
use crate::state::{NetnsKey, STATE_ROOT};
use anyhow::{anyhow, bail, Context};
use aya::Ebpf;
use dropc_backends::bpf::dynset::{self as layout, Descriptor, DynSetDesc, Layout, Part};
use dropc_backends::Target;
use dropc_ir::SetElem;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};

/// The parameters of a dynamic set, the record's first line.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Meta {
    name: String,
    kind: String,
    size: u32,
    timeout: Option<u64>,
    parts: Vec<Part>,
}

/// Element -> expiry (monotonic ns; 0: never).
type Elements = BTreeMap<(Part, u128, u128), u64>;

const ELEM_BYTES: usize = 1 + 16 + 16 + 8;

fn part_code(p: Part) -> u8 {
    match p {
        Part::V4 => 4,
        Part::V6 => 6,
        Part::Port => 0,
    }
}

fn part_of_code(c: u8) -> Option<Part> {
    match c {
        4 => Some(Part::V4),
        6 => Some(Part::V6),
        0 => Some(Part::Port),
        _ => None,
    }
}

fn space_of(p: Part) -> Space {
    match p {
        Part::V4 => Space::V4,
        Part::V6 => Space::V6,
        Part::Port => Space::Port,
    }
}

fn part_of_space(s: Space) -> Part {
    match s {
        Space::V4 => Part::V4,
        Space::V6 => Part::V6,
        Space::Port => Part::Port,
    }
}

fn part_of_elem(e: &SetElem) -> Part {
    match e {
        SetElem::V4 { .. } => Part::V4,
        SetElem::V6 { .. } => Part::V6,
        SetElem::Ports { .. } => Part::Port,
    }
}

/// CLOCK_MONOTONIC in nanoseconds (the clock of `bpf_ktime_get_ns`).
pub fn monotonic_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: ts is a valid, writable timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    (ts.tv_sec as u64) * 1_000_000_000 + ts.tv_nsec as u64
}

fn bpf_targets() -> [Target; 2] {
    [Target::Xdp, Target::Tc]
}

/// The directory of the records of `iface`.
fn record_dir(netns: NetnsKey, iface: &str) -> PathBuf {
    Path::new(STATE_ROOT)
        .join(netns.dir_name())
        .join(format!("{iface}.sets"))
}

fn record_path(netns: NetnsKey, iface: &str, target: Target, name: &str) -> PathBuf {
    record_dir(netns, iface).join(format!("{}.{name}", target.name()))
}

fn pin_name(target: Target, set: &str, what: &str) -> String {
    format!("{}_set_{set}_{what}", target.name())
}

fn part_pins(p: Part) -> (&'static str, &'static str) {
    match p {
        Part::V4 => ("h4", "r4"),
        Part::V6 => ("h6", "r6"),
        Part::Port => ("hp", "rp"),
    }
}

fn read_record(path: &Path) -> anyhow::Result<(Meta, Elements)> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let nl = bytes
        .iter()
        .position(|&b| b == b'\n')
        .ok_or_else(|| anyhow!("{}: no header line", path.display()))?;
    let meta: Meta = serde_json::from_slice(&bytes[..nl])
        .with_context(|| format!("{}: header", path.display()))?;
    let body = &bytes[nl + 1..];
    if body.len() % ELEM_BYTES != 0 {
        bail!("{}: truncated element list", path.display());
    }
    let mut elems = Elements::new();
    for c in body.chunks_exact(ELEM_BYTES) {
        let part = part_of_code(c[0]).ok_or_else(|| anyhow!("{}: bad part", path.display()))?;
        let u = |r: std::ops::Range<usize>| {
            let mut a = [0u8; 16];
            a.copy_from_slice(&c[r]);
            u128::from_le_bytes(a)
        };
        let mut e = [0u8; 8];
        e.copy_from_slice(&c[33..41]);
        elems.insert((part, u(1..17), u(17..33)), u64::from_le_bytes(e));
    }
    Ok((meta, elems))
}

fn write_record(path: &Path, meta: &Meta, elems: &Elements) -> anyhow::Result<()> {
    if let Some(dir) = path.parent() {
        // (the namespace's state directory may not exist yet)
        let mut dirs: Vec<&Path> = dir.ancestors().take(3).collect();
        dirs.reverse();
        for d in dirs {
            crate::state::make_private_dir(d)?;
        }
    }
    let mut out = serde_json::to_vec(meta)?;
    out.push(b'\n');
    out.reserve(elems.len() * ELEM_BYTES);
    for (&(p, lo, hi), &exp) in elems {
        out.push(part_code(p));
        out.extend_from_slice(&lo.to_le_bytes());
        out.extend_from_slice(&hi.to_le_bytes());
        out.extend_from_slice(&exp.to_le_bytes());
    }
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, &out).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("renaming to {}", path.display()))
}

// ---------------------------------------------------------------- maps --

fn sys_bpf(cmd: libc::c_long, attr: &mut [u64; 16]) -> std::io::Result<i64> {
    // SAFETY: attr is a zeroed bpf_attr-sized buffer filled for `cmd`; the
    // pointers in it refer to live buffers of the sizes the map expects.
    let rc = unsafe {
        libc::syscall(
            libc::SYS_bpf,
            cmd,
            attr.as_mut_ptr(),
            std::mem::size_of_val(attr),
        )
    };
    if rc < 0 {
        Err(std::io::Error::last_os_error())
    } else {
        Ok(rc)
    }
}

/// A pinned map, opened.
struct MapFd(OwnedFd);

impl MapFd {
    fn open(pin: &Path) -> anyhow::Result<MapFd> {
        use std::os::unix::ffi::OsStrExt as _;
        const BPF_OBJ_GET: libc::c_long = 7;
        let path = std::ffi::CString::new(pin.as_os_str().as_bytes()).context("pin path")?;
        let mut attr = [0u64; 16];
        attr[0] = path.as_ptr() as u64;
        let fd = sys_bpf(BPF_OBJ_GET, &mut attr)
            .with_context(|| format!("BPF_OBJ_GET {}", pin.display()))?;
        // SAFETY: the syscall returned a new fd that we own.
        Ok(MapFd(unsafe { OwnedFd::from_raw_fd(fd as i32) }))
    }

    fn update(&self, key: u32, value: &[u8]) -> anyhow::Result<()> {
        const BPF_MAP_UPDATE_ELEM: libc::c_long = 2;
        let mut attr = [0u64; 16];
        attr[0] = self.0.as_raw_fd() as u32 as u64;
        attr[1] = &key as *const u32 as u64;
        attr[2] = value.as_ptr() as u64;
        sys_bpf(BPF_MAP_UPDATE_ELEM, &mut attr).context("BPF_MAP_UPDATE_ELEM")?;
        Ok(())
    }

    fn lookup_u32(&self, key: u32) -> anyhow::Result<u32> {
        const BPF_MAP_LOOKUP_ELEM: libc::c_long = 1;
        let mut v = 0u32;
        let mut attr = [0u64; 16];
        attr[0] = self.0.as_raw_fd() as u32 as u64;
        attr[1] = &key as *const u32 as u64;
        attr[2] = &mut v as *mut u32 as u64;
        sys_bpf(BPF_MAP_LOOKUP_ELEM, &mut attr).context("BPF_MAP_LOOKUP_ELEM")?;
        Ok(v)
    }
}

/// The maps of one set, opened from pins in `dir` named `pin(what)`.
struct SetMaps {
    sel: MapFd,
    parts: Vec<(Layout, MapFd, MapFd)>,
}

impl SetMaps {
    fn open(dir: &Path, pin: impl Fn(&str) -> String, meta: &Meta) -> anyhow::Result<SetMaps> {
        let sel = MapFd::open(&dir.join(pin("sel")))?;
        let mut parts = Vec::new();
        for &p in &meta.parts {
            let (h, r) = part_pins(p);
            let l = Layout::new(p, meta.size).map_err(|e| anyhow!(e))?;
            parts.push((
                l,
                MapFd::open(&dir.join(pin(h)))?,
                MapFd::open(&dir.join(pin(r)))?,
            ));
        }
        Ok(SetMaps { sel, parts })
    }

    /// Builds every part's tables from `elems` (checking they fit first).
    fn build(&self, set: &str, elems: &Elements, now: u64) -> Result<Vec<layout::Built>, SetError> {
        let mut out = Vec::new();
        for (l, _, _) in &self.parts {
            let ivs: Vec<(u128, u128, u64)> = elems
                .iter()
                .filter(|((p, _, _), &exp)| *p == l.part && (exp == 0 || exp > now))
                .map(|(&(_, lo, hi), &exp)| (lo, hi, exp))
                .collect();
            let built = layout::build(l, &layout::pieces(&ivs))
                .map_err(|e| SetError::System(anyhow!("set `{set}`: {e}")))?;
            out.push(built);
        }
        Ok(out)
    }

    /// Writes `built` into copy `copy` (0 or 1), without flipping.
    fn write(&self, copy: u32, built: &[layout::Built]) -> anyhow::Result<()> {
        for ((l, h, r), b) in self.parts.iter().zip(built) {
            for (i, row) in b.rows.iter().enumerate() {
                r.update(copy * l.rows + i as u32, row)?;
            }
            h.update(copy, &b.header)?;
        }
        Ok(())
    }

    fn selector(&self) -> anyhow::Result<u32> {
        self.sel.lookup_u32(0)
    }

    fn flip(&self, copy: u32) -> anyhow::Result<()> {
        self.sel.update(0, &(copy + 1).to_le_bytes())
    }
}

/// Elements over a part's size.
fn check_size(set: &str, meta: &Meta, elems: &Elements, before: &Elements) -> Result<(), SetError> {
    for &p in &meta.parts {
        let count = |m: &Elements| m.keys().filter(|k| k.0 == p).count();
        let (now, had) = (count(elems), count(before));
        if now as u64 > u64::from(meta.size) {
            return Err(SetError::Full {
                set: set.to_string(),
                space: space_of(p),
                have: had,
                adding: now.saturating_sub(had),
                size: meta.size.into(),
            });
        }
    }
    Ok(())
}

fn drop_expired(elems: &mut Elements, now: u64) {
    elems.retain(|_, exp| *exp == 0 || *exp > now);
}

// --------------------------------------------------------------- apply --

/// The dynamic sets of an object being applied, their maps pinned under
/// staging names until [`Staged::commit`].
pub struct Staged {
    dir: PathBuf,
    target: Target,
    netns: NetnsKey,
    iface: String,
    sets: Vec<(DynSetDesc, Meta, Elements)>,
    /// Summary of what was carried.
    pub note: String,
}

/// (bpffs refuses names with dots)
fn staging(target: Target, set: &str, what: &str) -> String {
    format!("new_{}", pin_name(target, set, what))
}

/// The run-time elements of set `name` (kind `kind`) loaded on `iface`
/// now: a BPF record (any BPF target), else an nft or iptables set.
fn loaded_elements(netns: NetnsKey, iface: &str, name: &str, kind: &str, now: u64) -> Elements {
    for t in bpf_targets() {
        if let Ok((meta, mut elems)) = read_record(&record_path(netns, iface, t, name)) {
            if meta.kind == kind {
                drop_expired(&mut elems, now);
                return elems;
            }
            return Elements::new();
        }
    }
    let mut out = Elements::new();
    if let Ok(ds) = crate::dynset::DynSet::locate_netfilter(iface, name) {
        let same = matches!((ds.kind(), kind), (Kind::Ip, "ip") | (Kind::Port, "port"));
        if same {
            for e in ds.entries().unwrap_or_default() {
                let exp = match e.expires_in {
                    None => 0,
                    Some(0) => continue,
                    Some(s) => now + s * 1_000_000_000,
                };
                out.insert((part_of_space(e.space), e.lo, e.hi), exp);
            }
        }
    }
    out
}

/// Fills the dynamic sets of the just-loaded (not yet attached) object:
/// copy 0 gets the carried run-time elements and the policy's, and the
/// selector points at it. The maps are pinned under staging names in
/// `dir`. Fails (nothing attached yet) when the contents do not fit.
pub fn stage(
    ebpf: &Ebpf,
    object: &[u8],
    target: Target,
    netns: NetnsKey,
    iface: &str,
    dir: &Path,
) -> anyhow::Result<Staged> {
    let desc = Descriptor::of_object(object).map_err(|e| anyhow!(e))?;
    let now = monotonic_ns();
    let mut staged = Staged {
        dir: dir.to_path_buf(),
        target,
        netns,
        iface: iface.to_string(),
        sets: Vec::new(),
        note: String::new(),
    };
    let mut carried = 0usize;
    for s in desc.sets {
        let meta = Meta {
            name: s.name.clone(),
            kind: s.kind.clone(),
            size: s.size,
            timeout: s.timeout,
            parts: s.parts.iter().map(|p| p.part).collect(),
        };
        let mut elems = loaded_elements(netns, iface, &s.name, &s.kind, now);
        carried += elems.len();
        for p in &s.parts {
            for (lo, hi) in p.intervals().map_err(|e| anyhow!(e))? {
                elems.insert((p.part, lo, hi), 0);
            }
        }
        check_size(&s.name, &meta, &elems, &Elements::new()).map_err(|e| {
            anyhow!("{e} (the previous policy is unchanged; raise `size`, or delete elements with `dropc set del`)")
        })?;
        // pin under staging names, then open them
        let pin = |map: &str, what: &str| -> anyhow::Result<()> {
            let m = ebpf
                .map(map)
                .ok_or_else(|| anyhow!("the object has no map {map}"))?;
            let path = dir.join(staging(target, &s.name, what));
            let _ = std::fs::remove_file(&path);
            m.pin(&path)
                .map_err(|e| anyhow!("cannot pin {}: {e}", path.display()))
        };
        pin(&s.sel, "sel")?;
        for p in &s.parts {
            let (h, r) = part_pins(p.part);
            pin(&p.hdr, h)?;
            pin(&p.rows, r)?;
        }
        let maps = SetMaps::open(dir, |w| staging(target, &s.name, w), &meta)?;
        let built = maps
            .build(&s.name, &elems, now)
            .map_err(|e| anyhow!("{e}"))?;
        maps.write(0, &built)?;
        maps.flip(0)?;
        staged.sets.push((s, meta, elems));
    }
    if carried > 0 {
        staged.note = format!("{carried} run-time set elements kept");
    }
    Ok(staged)
}

impl Staged {
    /// The program is attached: its maps' pins and records replace the
    /// old ones (and those of sets the policy no longer has go).
    pub fn commit(self) -> anyhow::Result<()> {
        let names: Vec<&str> = self.sets.iter().map(|(s, _, _)| s.name.as_str()).collect();
        forget_except(self.netns, &self.iface, self.target, &self.dir, &names)?;
        for (s, meta, elems) in &self.sets {
            let mut whats = vec!["sel"];
            for p in &s.parts {
                let (h, r) = part_pins(p.part);
                whats.extend([h, r]);
            }
            for w in whats {
                std::fs::rename(
                    self.dir.join(staging(self.target, &s.name, w)),
                    self.dir.join(pin_name(self.target, &s.name, w)),
                )
                .with_context(|| format!("renaming the pin of set {} ({w})", s.name))?;
            }
            write_record(
                &record_path(self.netns, &self.iface, self.target, &s.name),
                meta,
                elems,
            )?;
        }
        Ok(())
    }

    /// The attach failed: the staging pins go.
    pub fn abort(self) {
        for (s, _, _) in &self.sets {
            let mut whats = vec!["sel"];
            for p in &s.parts {
                let (h, r) = part_pins(p.part);
                whats.extend([h, r]);
            }
            for w in whats {
                let _ = std::fs::remove_file(self.dir.join(staging(self.target, &s.name, w)));
            }
        }
    }
}

/// Removes the pins and records of `target`'s dynamic sets on `iface`
/// except those named in `keep`.
fn forget_except(
    netns: NetnsKey,
    iface: &str,
    target: Target,
    dir: &Path,
    keep: &[&str],
) -> anyhow::Result<()> {
    let prefix = format!("{}_set_", target.name());
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let f = e.file_name().to_string_lossy().into_owned();
        let Some(rest) = f.strip_prefix(&prefix) else {
            continue;
        };
        let set = rest.rsplit_once('_').map_or(rest, |(s, _)| s);
        if !keep.contains(&set) {
            std::fs::remove_file(e.path())
                .with_context(|| format!("removing {}", e.path().display()))?;
        }
    }
    let rdir = record_dir(netns, iface);
    let rprefix = format!("{}.", target.name());
    for e in std::fs::read_dir(&rdir).into_iter().flatten().flatten() {
        let f = e.file_name().to_string_lossy().into_owned();
        if let Some(set) = f.strip_prefix(&rprefix) {
            if !keep.contains(&set) {
                std::fs::remove_file(e.path())
                    .with_context(|| format!("removing {}", e.path().display()))?;
            }
        }
    }
    let _ = std::fs::remove_dir(&rdir);
    Ok(())
}

/// `remove`: the pins and records of `target`'s dynamic sets on `iface`.
pub fn forget(netns: NetnsKey, iface: &str, target: Target, dir: &Path) -> anyhow::Result<()> {
    forget_except(netns, iface, target, dir, &[])
}

// ----------------------------------------------------------- dropc set --

/// A dynamic set of the xdp or tc policy loaded on an interface.
#[derive(Clone, Debug)]
pub struct BpfSet {
    netns: NetnsKey,
    iface: String,
    target: Target,
    name: String,
    kind: Kind,
    parts: Vec<Part>,
}

impl BpfSet {
    /// The set `name` of the BPF policy on `iface` (current namespace), if
    /// it has one.
    pub fn locate(iface: &str, name: &str) -> Option<BpfSet> {
        let netns = NetnsKey::current().ok()?;
        for target in bpf_targets() {
            let Ok((meta, _)) = read_record(&record_path(netns, iface, target, name)) else {
                continue;
            };
            let kind = if meta.kind == "port" {
                Kind::Port
            } else {
                Kind::Ip
            };
            return Some(BpfSet {
                netns,
                iface: iface.to_string(),
                target,
                name: name.to_string(),
                kind,
                parts: meta.parts,
            });
        }
        None
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The parts the set has (an ip set: both families).
    pub fn spaces(&self) -> Vec<Space> {
        self.parts.iter().map(|&p| space_of(p)).collect()
    }

    pub fn target(&self) -> Target {
        self.target
    }

    fn record(&self) -> PathBuf {
        record_path(self.netns, &self.iface, self.target, &self.name)
    }

    fn open(&self) -> Result<(Meta, Elements, SetMaps), SetError> {
        let (meta, elems) = read_record(&self.record())?;
        let dir = crate::bpf::pin_dir(self.netns, &self.iface);
        let maps = SetMaps::open(&dir, |w| pin_name(self.target, &self.name, w), &meta)?;
        Ok((meta, elems, maps))
    }

    /// Applies `change` to the record, then swaps the tables.
    fn update(
        &self,
        change: impl FnOnce(&Meta, &mut Elements, u64) -> Result<(), SetError>,
    ) -> Result<usize, SetError> {
        let (meta, mut elems, maps) = self.open()?;
        let now = monotonic_ns();
        drop_expired(&mut elems, now);
        let before = elems.clone();
        change(&meta, &mut elems, now)?;
        check_size(&self.name, &meta, &elems, &before)?;
        let built = maps.build(&self.name, &elems, now)?;
        let idle = if maps.selector()? == 1 { 1 } else { 0 };
        maps.write(idle, &built)?;
        write_record(&self.record(), &meta, &elems)?;
        maps.flip(idle)?;
        Ok(elems.len())
    }

    fn check_parts(&self, meta: &Meta, elems: &[SetElem]) -> Result<(), SetError> {
        for e in elems {
            let p = part_of_elem(e);
            if !meta.parts.contains(&p) {
                return Err(SetError::NoPart {
                    set: self.name.clone(),
                    iface: self.iface.clone(),
                    space: space_of(p),
                });
            }
        }
        Ok(())
    }

    /// Adds (or renews) `elems` with `timeout` seconds, else the set's
    /// default, else none.
    pub fn add(&self, elems: &[SetElem], timeout: Option<u64>) -> Result<String, SetError> {
        let n = self.update(|meta, m, now| {
            self.check_parts(meta, elems)?;
            let exp = timeout
                .or(meta.timeout)
                .map_or(0, |s| now.saturating_add(s.saturating_mul(1_000_000_000)));
            for e in elems {
                let (lo, hi) = e.bounds();
                m.insert((part_of_elem(e), lo, hi), exp);
            }
            Ok(())
        })?;
        Ok(format!(
            "set {}: {} element(s) added, {n} in the set",
            self.name,
            elems.len()
        ))
    }

    /// Deletes `elems` (those not there are no error).
    pub fn del(&self, elems: &[SetElem]) -> Result<String, SetError> {
        let n = self.update(|meta, m, _| {
            self.check_parts(meta, elems)?;
            for e in elems {
                let (lo, hi) = e.bounds();
                m.remove(&(part_of_elem(e), lo, hi));
            }
            Ok(())
        })?;
        Ok(format!("set {}: deleted, {n} elements left", self.name))
    }

    /// Replaces the contents with `elems` (which never expire).
    pub fn replace(&self, elems: &[SetElem]) -> Result<String, SetError> {
        let n = self.update(|meta, m, _| {
            self.check_parts(meta, elems)?;
            m.clear();
            for e in elems {
                let (lo, hi) = e.bounds();
                m.insert((part_of_elem(e), lo, hi), 0);
            }
            Ok(())
        })?;
        Ok(format!("set {}: replaced, {n} elements", self.name))
    }

    /// The live elements of `space` as added, with the seconds each has
    /// left.
    pub fn entries_of(&self, space: Space) -> Result<Vec<Entry>, SetError> {
        let (_, elems) = read_record(&self.record())?;
        let now = monotonic_ns();
        Ok(elems
            .into_iter()
            .filter(|((p, _, _), exp)| space_of(*p) == space && (*exp == 0 || *exp > now))
            .map(|((p, lo, hi), exp)| Entry {
                space: space_of(p),
                lo,
                hi,
                expires_in: (exp != 0).then(|| (exp - now) / 1_000_000_000),
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("xdp.deny");
        let meta = Meta {
            name: "deny".into(),
            kind: "ip".into(),
            size: 10,
            timeout: Some(60),
            parts: vec![Part::V4, Part::V6],
        };
        let mut elems = Elements::new();
        elems.insert((Part::V4, 10, 20), 0);
        elems.insert((Part::V6, u128::MAX - 5, u128::MAX), 123_456_789);
        write_record(&path, &meta, &elems).unwrap();
        let (m2, e2) = read_record(&path).unwrap();
        assert_eq!(e2, elems);
        assert_eq!(
            (m2.name, m2.size, m2.timeout),
            ("deny".into(), 10, Some(60))
        );
    }

    #[test]
    fn sizes_count_per_part() {
        let meta = Meta {
            name: "s".into(),
            kind: "ip".into(),
            size: 2,
            timeout: None,
            parts: vec![Part::V4, Part::V6],
        };
        let mut m = Elements::new();
        m.insert((Part::V4, 1, 1), 0);
        m.insert((Part::V4, 2, 2), 0);
        m.insert((Part::V6, 1, 1), 0);
        assert!(check_size("s", &meta, &m, &Elements::new()).is_ok());
        m.insert((Part::V4, 3, 3), 0);
        let e = check_size("s", &meta, &m, &Elements::new()).unwrap_err();
        assert!(matches!(e, SetError::Full { .. }), "{e}");
    }
}
