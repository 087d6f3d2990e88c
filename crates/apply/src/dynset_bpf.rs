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
use dropc_backends::bpf::dynset::{
    self as layout, Ctrl, Descriptor, DynSetDesc, Layout, Part, ABSENT, CTRL_SIZE, MAX_LENS,
};
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
    /// The generation of the table copy this record describes (the
    /// control slot's base generation once it is in force).
    #[serde(default)]
    gen: u64,
}

/// The first line of the delta record (`T.NAME.delta`): the elements
/// added since the table copy of generation `base`, as of generation
/// `gen`, and the delta keys written "not there" at `gen`, which the next
/// change deletes from the map.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct DeltaMeta {
    base: u64,
    gen: u64,
    tombs: Vec<(Part, u8, String)>,
}

/// Element -> expiry (monotonic ns; 0: never).
type Elements = BTreeMap<(Part, u128, u128), u64>;

/// Delta key -> expiry.
type Keys = BTreeMap<(Part, u8, u128), u64>;

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

/// The delta record beside the record at `path`.
fn delta_path(path: &Path) -> PathBuf {
    let mut p = path.as_os_str().to_os_string();
    p.push(".delta");
    PathBuf::from(p)
}

fn pin_name(target: Target, set: &str, what: &str) -> String {
    format!("{}_set_{set}_{what}", target.name())
}

/// The pins of a part: header, rows, delta, filter.
fn part_pins(p: Part) -> [&'static str; 4] {
    match p {
        Part::V4 => ["h4", "r4", "x4", "f4"],
        Part::V6 => ["h6", "r6", "x6", "f6"],
        Part::Port => ["hp", "rp", "xp", "fp"],
    }
}

/// The pins of a set with `parts` (selector, control, then per part).
fn pin_whats(parts: impl IntoIterator<Item = Part>) -> Vec<&'static str> {
    let mut whats = vec!["sel", "ctl"];
    for p in parts {
        whats.extend(part_pins(p));
    }
    whats
}

fn decode_elem(c: &[u8]) -> Option<((Part, u128, u128), u64)> {
    let part = part_of_code(c[0])?;
    let u = |r: std::ops::Range<usize>| {
        let mut a = [0u8; 16];
        a.copy_from_slice(&c[r]);
        u128::from_le_bytes(a)
    };
    let mut e = [0u8; 8];
    e.copy_from_slice(&c[33..41]);
    Some(((part, u(1..17), u(17..33)), u64::from_le_bytes(e)))
}

fn encode_elems(out: &mut Vec<u8>, elems: &Elements) {
    out.reserve(elems.len() * ELEM_BYTES);
    for (&(p, lo, hi), &exp) in elems {
        out.push(part_code(p));
        out.extend_from_slice(&lo.to_le_bytes());
        out.extend_from_slice(&hi.to_le_bytes());
        out.extend_from_slice(&exp.to_le_bytes());
    }
}

/// A record file: its JSON first line and the element bytes after it.
fn split_record(path: &Path) -> anyhow::Result<(Vec<u8>, usize)> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let nl = bytes
        .iter()
        .position(|&b| b == b'\n')
        .ok_or_else(|| anyhow!("{}: no header line", path.display()))?;
    if (bytes.len() - nl - 1) % ELEM_BYTES != 0 {
        bail!("{}: truncated element list", path.display());
    }
    Ok((bytes, nl))
}

fn decode_elems(path: &Path, body: &[u8]) -> anyhow::Result<Elements> {
    body.chunks_exact(ELEM_BYTES)
        .map(|c| decode_elem(c).ok_or_else(|| anyhow!("{}: bad part", path.display())))
        .collect()
}

/// The parameters of the record at `path`, without its elements.
fn read_meta(path: &Path) -> anyhow::Result<Meta> {
    use std::io::BufRead as _;
    let f = std::fs::File::open(path).with_context(|| format!("reading {}", path.display()))?;
    let mut line = String::new();
    std::io::BufReader::new(f)
        .read_line(&mut line)
        .with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&line).with_context(|| format!("{}: header", path.display()))
}

/// A set's record: the elements of its table copy (sorted, encoded as in
/// the file: searched in place, a million of them are not parsed for an
/// `add`) and the delta's, when the delta belongs to that copy.
struct Record {
    meta: Meta,
    bytes: Vec<u8>,
    body: usize,
    delta: Option<(DeltaMeta, Elements)>,
}

impl Record {
    fn read(path: &Path) -> anyhow::Result<Record> {
        let (bytes, nl) = split_record(path)?;
        let meta: Meta = serde_json::from_slice(&bytes[..nl])
            .with_context(|| format!("{}: header", path.display()))?;
        let dpath = delta_path(path);
        let delta = match split_record(&dpath) {
            Ok((d, dnl)) => {
                let dm: DeltaMeta = serde_json::from_slice(&d[..dnl])
                    .with_context(|| format!("{}: header", dpath.display()))?;
                // a delta of another table copy is stale
                (dm.base == meta.gen)
                    .then(|| Ok::<_, anyhow::Error>((dm, decode_elems(&dpath, &d[dnl + 1..])?)))
                    .transpose()?
            }
            Err(_) if !dpath.exists() => None,
            Err(e) => return Err(e),
        };
        Ok(Record {
            meta,
            bytes,
            body: nl + 1,
            delta,
        })
    }

    /// The generation the maps should be at.
    fn gen(&self) -> u64 {
        self.delta.as_ref().map_or(self.meta.gen, |d| d.0.gen)
    }

    fn base(&self) -> impl Iterator<Item = ((Part, u128, u128), u64)> + '_ {
        self.bytes[self.body..]
            .chunks_exact(ELEM_BYTES)
            .filter_map(decode_elem)
    }

    /// The expiry of `key` in the table copy's elements (binary search).
    fn base_find(&self, key: (Part, u128, u128)) -> Option<u64> {
        let body = &self.bytes[self.body..];
        let (mut lo, mut hi) = (0usize, body.len() / ELEM_BYTES);
        while lo < hi {
            let mid = (lo + hi) / 2;
            let (k, exp) = decode_elem(&body[mid * ELEM_BYTES..(mid + 1) * ELEM_BYTES])?;
            match k.cmp(&key) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(exp),
            }
        }
        None
    }

    fn delta_elems(&self) -> Elements {
        self.delta.as_ref().map(|d| d.1.clone()).unwrap_or_default()
    }

    /// Every element: the table copy's, then the delta's over them.
    fn all(&self) -> Elements {
        let mut out: Elements = self.base().collect();
        out.extend(self.delta_elems());
        out
    }
}

fn live(exp: u64, now: u64) -> bool {
    exp == 0 || exp > now
}

fn write_atomic(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let mut tmp = path.as_os_str().to_os_string();
    tmp.push(format!(".tmp{}", std::process::id()));
    let tmp = PathBuf::from(tmp);
    std::fs::write(&tmp, bytes).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("renaming to {}", path.display()))
}

/// Writes the record of a table copy (and drops its delta record).
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
    encode_elems(&mut out, elems);
    write_atomic(path, &out)?;
    remove_if_there(&delta_path(path))
}

fn write_delta(path: &Path, dm: &DeltaMeta, elems: &Elements) -> anyhow::Result<()> {
    let mut out = serde_json::to_vec(dm)?;
    out.push(b'\n');
    encode_elems(&mut out, elems);
    write_atomic(&delta_path(path), &out)
}

fn remove_if_there(path: &Path) -> anyhow::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(anyhow::Error::from(e).context(format!("removing {}", path.display())))
        }
        Ok(()) | Err(_) => Ok(()),
    }
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

const BPF_MAP_LOOKUP_ELEM: libc::c_long = 1;
const BPF_MAP_UPDATE_ELEM: libc::c_long = 2;
const BPF_MAP_DELETE_ELEM: libc::c_long = 3;
const BPF_MAP_GET_NEXT_KEY: libc::c_long = 4;

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

    /// A key/value command: `key` and `value` are the map's sizes.
    fn elem(&self, cmd: libc::c_long, key: *const u8, value: u64) -> std::io::Result<i64> {
        let mut attr = [0u64; 16];
        attr[0] = self.0.as_raw_fd() as u32 as u64;
        attr[1] = key as u64;
        attr[2] = value;
        sys_bpf(cmd, &mut attr)
    }

    fn update_raw(&self, key: &[u8], value: &[u8]) -> anyhow::Result<()> {
        self.elem(BPF_MAP_UPDATE_ELEM, key.as_ptr(), value.as_ptr() as u64)
            .context("BPF_MAP_UPDATE_ELEM")?;
        Ok(())
    }

    fn update(&self, key: u32, value: &[u8]) -> anyhow::Result<()> {
        self.update_raw(&key.to_le_bytes(), value)
    }

    fn lookup(&self, key: u32, out: &mut [u8]) -> anyhow::Result<()> {
        let k = key.to_le_bytes();
        self.elem(BPF_MAP_LOOKUP_ELEM, k.as_ptr(), out.as_mut_ptr() as u64)
            .context("BPF_MAP_LOOKUP_ELEM")?;
        Ok(())
    }

    fn lookup_u32(&self, key: u32) -> anyhow::Result<u32> {
        let mut v = [0u8; 4];
        self.lookup(key, &mut v)?;
        Ok(u32::from_le_bytes(v))
    }

    /// Deletes `key` (absent is no error).
    fn delete(&self, key: &[u8]) -> anyhow::Result<()> {
        match self.elem(BPF_MAP_DELETE_ELEM, key.as_ptr(), 0) {
            Err(e) if e.raw_os_error() != Some(libc::ENOENT) => {
                Err(anyhow::Error::from(e).context("BPF_MAP_DELETE_ELEM"))
            }
            Ok(_) | Err(_) => Ok(()),
        }
    }

    /// Every key of a hash map with keys of `size` bytes.
    fn keys(&self, size: usize) -> anyhow::Result<Vec<Vec<u8>>> {
        let mut out: Vec<Vec<u8>> = Vec::new();
        loop {
            let mut next = vec![0u8; size];
            let prev = out.last().map_or(std::ptr::null(), |k| k.as_ptr());
            match self.elem(BPF_MAP_GET_NEXT_KEY, prev, next.as_mut_ptr() as u64) {
                Ok(_) => out.push(next),
                Err(e) if e.raw_os_error() == Some(libc::ENOENT) => return Ok(out),
                Err(e) => return Err(anyhow::Error::from(e).context("BPF_MAP_GET_NEXT_KEY")),
            }
        }
    }
}

/// The maps of one part of a set.
struct PartMaps {
    l: Layout,
    hdr: MapFd,
    rows: MapFd,
    delta: MapFd,
    filter: MapFd,
}

/// The maps of one set, opened from pins in `dir` named `pin(what)`.
struct SetMaps {
    sel: MapFd,
    ctl: MapFd,
    parts: Vec<PartMaps>,
}

impl SetMaps {
    fn open(dir: &Path, pin: impl Fn(&str) -> String, meta: &Meta) -> anyhow::Result<SetMaps> {
        let sel = MapFd::open(&dir.join(pin("sel")))?;
        let ctl = MapFd::open(&dir.join(pin("ctl")))?;
        let mut parts = Vec::new();
        for &p in &meta.parts {
            let [h, r, x, f] = part_pins(p);
            parts.push(PartMaps {
                l: Layout::new(p, meta.size).map_err(|e| anyhow!(e))?,
                hdr: MapFd::open(&dir.join(pin(h)))?,
                rows: MapFd::open(&dir.join(pin(r)))?,
                delta: MapFd::open(&dir.join(pin(x)))?,
                filter: MapFd::open(&dir.join(pin(f)))?,
            });
        }
        Ok(SetMaps { sel, ctl, parts })
    }

    fn part(&self, p: Part) -> Option<&PartMaps> {
        self.parts.iter().find(|m| m.l.part == p)
    }

    /// Builds every part's tables from `elems` (checking they fit first).
    fn build(&self, set: &str, elems: &Elements, now: u64) -> Result<Vec<layout::Built>, SetError> {
        let mut out = Vec::new();
        for m in &self.parts {
            let ivs: Vec<(u128, u128, u64)> = elems
                .iter()
                .filter(|((p, _, _), &exp)| *p == m.l.part && live(exp, now))
                .map(|(&(_, lo, hi), &exp)| (lo, hi, exp))
                .collect();
            let built = layout::build(&m.l, &layout::pieces(&ivs))
                .map_err(|e| SetError::System(anyhow!("set `{set}`: {e}")))?;
            out.push(built);
        }
        Ok(out)
    }

    /// Writes `built` into copy `copy` (0 or 1), without flipping.
    fn write(&self, copy: u32, built: &[layout::Built]) -> anyhow::Result<()> {
        for (m, b) in self.parts.iter().zip(built) {
            for (i, row) in b.rows.iter().enumerate() {
                m.rows.update(copy * m.l.rows + i as u32, row)?;
            }
            m.hdr.update(copy, &b.header)?;
        }
        Ok(())
    }

    /// The control slot in force and its contents (none while the
    /// selector still points at the compiled table).
    fn active(&self) -> anyhow::Result<Option<(u32, Ctrl)>> {
        let sel = self.sel.lookup_u32(0)?;
        if sel == 0 {
            return Ok(None);
        }
        let mut b = vec![0u8; CTRL_SIZE as usize];
        self.ctl.lookup(sel - 1, &mut b)?;
        let c = Ctrl::from_bytes(&b).ok_or_else(|| anyhow!("bad control slot"))?;
        Ok(Some((sel - 1, c)))
    }

    /// Writes control slot `slot` and points the selector at it: the one
    /// write that makes a change visible.
    fn commit(&self, slot: u32, c: &Ctrl) -> anyhow::Result<()> {
        self.ctl.update(slot, &c.to_bytes())?;
        self.sel.update(0, &(slot + 1).to_le_bytes())
    }

    /// Deletes every delta entry and filter bit (call only when no entry
    /// is visible).
    fn clear_deltas(&self) -> anyhow::Result<()> {
        for m in &self.parts {
            for k in m.delta.keys(m.l.part.delta_key_size() as usize)? {
                m.delta.delete(&k)?;
            }
            m.filter
                .update(0, &layout::filter(m.l.part, std::iter::empty()))?;
        }
        Ok(())
    }
}

/// Elements over a part's size.
fn check_size(set: &str, meta: &Meta, elems: &Elements, before: &Elements) -> Result<(), SetError> {
    for &p in &meta.parts {
        let count = |m: &Elements| m.keys().filter(|k| k.0 == p).count();
        full_check(set, meta, p, count(elems), count(before))?;
    }
    Ok(())
}

fn full_check(set: &str, meta: &Meta, p: Part, now: usize, had: usize) -> Result<(), SetError> {
    if now as u64 > u64::from(meta.size) {
        return Err(SetError::Full {
            set: set.to_string(),
            space: space_of(p),
            have: had,
            adding: now.saturating_sub(had),
            size: meta.size.into(),
        });
    }
    Ok(())
}

fn drop_expired(elems: &mut Elements, now: u64) {
    elems.retain(|_, exp| live(*exp, now));
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
        if let Ok(rec) = Record::read(&record_path(netns, iface, t, name)) {
            if rec.meta.kind == kind {
                let mut elems = rec.all();
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
            gen: 1,
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
        pin(&s.ctrl, "ctl")?;
        for p in &s.parts {
            let [h, r, x, f] = part_pins(p.part);
            pin(&p.hdr, h)?;
            pin(&p.rows, r)?;
            pin(&p.delta, x)?;
            pin(&p.filter, f)?;
        }
        let maps = SetMaps::open(dir, |w| staging(target, &s.name, w), &meta)?;
        let built = maps
            .build(&s.name, &elems, now)
            .map_err(|e| anyhow!("{e}"))?;
        maps.write(0, &built)?;
        // fresh maps: an empty delta, generation 1
        maps.commit(
            0,
            &Ctrl {
                copy: 0,
                base_gen: meta.gen,
                gen: meta.gen,
                lens: Default::default(),
            },
        )?;
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
            for w in pin_whats(s.parts.iter().map(|p| p.part)) {
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
            for w in pin_whats(s.parts.iter().map(|p| p.part)) {
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
            let set = set.strip_suffix(".delta").unwrap_or(set);
            if !keep.contains(&set) {
                std::fs::remove_file(e.path())
                    .with_context(|| format!("removing {}", e.path().display()))?;
            }
        }
    }
    // (each only if empty: the sets' directory, then the namespace's, which
    // a load without an interface record, as the test bed's, leaves bare)
    let _ = std::fs::remove_dir(&rdir);
    if let Some(ns_dir) = rdir.parent() {
        let _ = std::fs::remove_dir(ns_dir);
    }
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
            let Ok(meta) = read_meta(&record_path(netns, iface, target, name)) else {
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

    /// Applies `change`: into the delta when it can hold it exactly,
    /// else by a new table copy.
    fn update(&self, change: Change<'_>) -> Result<usize, SetError> {
        let rec = Record::read(&self.record())?;
        self.check_parts(&rec.meta, change.elems())?;
        let dir = crate::bpf::pin_dir(self.netns, &self.iface);
        let maps = SetMaps::open(&dir, |w| pin_name(self.target, &self.name, w), &rec.meta)?;
        let now = monotonic_ns();
        let active = maps.active()?;
        if let Some((slot, ctrl)) = &active {
            // the maps are where the record says (a killed change may
            // have left the record ahead: then rebuild from it)
            if ctrl.base_gen == rec.meta.gen && ctrl.gen == rec.gen() {
                if let Some(n) = self.delta_update(&rec, &maps, *slot, ctrl, &change, now)? {
                    return Ok(n);
                }
            }
        }
        // (replace reads none of the old elements: a million of them take
        // longer to parse than the new table takes to build)
        let mut elems = match change {
            Change::Replace(_) => Elements::new(),
            Change::Add(..) | Change::Del(_) => rec.all(),
        };
        drop_expired(&mut elems, now);
        let before = elems.clone();
        change.apply(&rec.meta, &mut elems, now);
        check_size(&self.name, &rec.meta, &elems, &before)?;
        self.rebuild(&rec, &maps, active.as_ref(), &elems, now)
    }

    /// A new table copy holding `elems` and an empty delta, in force with
    /// one selector flip.
    fn rebuild(
        &self,
        rec: &Record,
        maps: &SetMaps,
        active: Option<&(u32, Ctrl)>,
        elems: &Elements,
        now: u64,
    ) -> Result<usize, SetError> {
        let built = maps.build(&self.name, elems, now)?;
        let gen = rec.gen().max(active.map_or(0, |a| a.1.gen)) + 1;
        let (slot, copy) = active.map_or((0, 0), |(s, c)| (1 - s, 1 - c.copy));
        maps.write(copy, &built)?;
        let meta = Meta {
            gen,
            ..rec.meta.clone()
        };
        write_record(&self.record(), &meta, elems)?;
        maps.commit(
            slot,
            &Ctrl {
                copy,
                base_gen: gen,
                gen,
                lens: Default::default(),
            },
        )?;
        // every delta entry is older than `gen` now: invisible, and gone
        // before the next delta change (one left by a kill here is
        // garbage the delta's capacity allows for)
        maps.clear_deltas()?;
        Ok(elems.len())
    }

    /// The change in the delta, if it can hold it exactly: adds whose
    /// expiry is not earlier than a table copy's element they renew, and
    /// deletes of elements not in the copy, while the delta stays within
    /// its bounds. `Ok(None)`: nothing was done, rebuild instead.
    fn delta_update(
        &self,
        rec: &Record,
        maps: &SetMaps,
        slot: u32,
        ctrl: &Ctrl,
        change: &Change<'_>,
        now: u64,
    ) -> Result<Option<usize>, SetError> {
        let base_live = |k: (Part, u128, u128)| rec.base_find(k).filter(|&e| live(e, now));
        let old = rec.delta_elems();
        let mut new = old.clone();
        drop_expired(&mut new, now);
        let had_delta = new.clone();
        match change {
            Change::Add(elems, timeout) => {
                let exp = add_expiry(&rec.meta, *timeout, now);
                for e in *elems {
                    let (lo, hi) = e.bounds();
                    let k = (part_of_elem(e), lo, hi);
                    if base_live(k).is_some_and(|b| layout::later(b, exp) != exp) {
                        return Ok(None);
                    }
                    new.insert(k, exp);
                }
            }
            Change::Del(elems) => {
                for e in *elems {
                    let (lo, hi) = e.bounds();
                    let k = (part_of_elem(e), lo, hi);
                    if base_live(k).is_some() {
                        return Ok(None);
                    }
                    new.remove(&k);
                }
            }
            Change::Replace(_) => return Ok(None),
        }
        // sizes: the copy's live elements and the delta's others
        let mut total = 0;
        for &p in &rec.meta.parts {
            let in_base = rec
                .base()
                .filter(|(k, e)| k.0 == p && live(*e, now))
                .count();
            let extra = |m: &Elements| {
                m.keys()
                    .filter(|k| k.0 == p && base_live(**k).is_none())
                    .count()
            };
            let (n, had) = (in_base + extra(&new), in_base + extra(&had_delta));
            full_check(&self.name, &rec.meta, p, n, had)?;
            total += n;
        }
        let keys_old = layout::delta_keys(old.iter().map(|(&(p, lo, hi), &e)| (p, lo, hi, e)));
        let keys_new = layout::delta_keys(new.iter().map(|(&(p, lo, hi), &e)| (p, lo, hi, e)));
        let mut lens: [Vec<u8>; 2] = Default::default();
        for &p in &rec.meta.parts {
            let l = &mut lens[p.slot()];
            let mut n = 0u32;
            for &(kp, len, _) in keys_new.keys() {
                if kp == p {
                    n += 1;
                    if !l.contains(&len) {
                        l.push(len);
                    }
                }
            }
            if l.len() > MAX_LENS || n > layout::delta_bound(rec.meta.size) {
                return Ok(None);
            }
            l.sort_unstable();
        }
        let gen = rec.gen() + 1;
        let old_tombs = tombs_of(rec)?;
        let writes = key_changes(&keys_old, &keys_new);
        let dm = DeltaMeta {
            base: rec.meta.gen,
            gen,
            tombs: writes
                .iter()
                .filter(|w| w.1 == ABSENT)
                .map(|&((p, len, v), _, _)| (p, len, format!("{v:x}")))
                .collect(),
        };
        // the record first: a kill after it leaves the record ahead of
        // the maps, which the next change sees (generations differ) and
        // rebuilds from
        write_delta(&self.record(), &dm, &new)?;
        let res = (|| -> anyhow::Result<()> {
            for &(p, len, v) in &old_tombs {
                if let Some(m) = maps.part(p) {
                    m.delta.delete(&layout::delta_key(p, len, v))?;
                }
            }
            // the filters pass every key visible before the flip or after
            for m in &maps.parts {
                let p = m.l.part;
                let keys = keys_old.keys().chain(keys_new.keys());
                let f = layout::filter(p, keys.filter(|k| k.0 == p).map(|k| (k.1, k.2)));
                m.filter.update(0, &f)?;
            }
            for &((p, len, v), nv, ov) in &writes {
                let m = maps.part(p).ok_or_else(|| anyhow!("no maps for {p:?}"))?;
                m.delta.update_raw(
                    &layout::delta_key(p, len, v),
                    &layout::delta_value(gen, nv, ov),
                )?;
            }
            maps.commit(
                1 - slot,
                &Ctrl {
                    copy: ctrl.copy,
                    base_gen: ctrl.base_gen,
                    gen,
                    lens,
                },
            )
        })();
        match res {
            Ok(()) => Ok(Some(total)),
            Err(e) => {
                // (a delta map full of garbage): the record holds the
                // change; put it in force by a new table copy
                let rec = Record::read(&self.record())
                    .map_err(|r| SetError::System(e.context(format!("{r:#}"))))?;
                let mut elems = rec.all();
                drop_expired(&mut elems, now);
                let active = maps.active()?;
                self.rebuild(&rec, maps, active.as_ref(), &elems, now)
                    .map(Some)
            }
        }
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
        let n = self.update(Change::Add(elems, timeout))?;
        Ok(format!(
            "set {}: {} element(s) added, {n} in the set",
            self.name,
            elems.len()
        ))
    }

    /// Deletes `elems` (those not there are no error).
    pub fn del(&self, elems: &[SetElem]) -> Result<String, SetError> {
        let n = self.update(Change::Del(elems))?;
        Ok(format!("set {}: deleted, {n} elements left", self.name))
    }

    /// Replaces the contents with `elems` (which never expire).
    pub fn replace(&self, elems: &[SetElem]) -> Result<String, SetError> {
        let n = self.update(Change::Replace(elems))?;
        Ok(format!("set {}: replaced, {n} elements", self.name))
    }

    /// The live elements of `space` as added, with the seconds each has
    /// left.
    pub fn entries_of(&self, space: Space) -> Result<Vec<Entry>, SetError> {
        let rec = Record::read(&self.record())?;
        let now = monotonic_ns();
        Ok(rec
            .all()
            .into_iter()
            .filter(|((p, _, _), exp)| space_of(*p) == space && live(*exp, now))
            .map(|((p, lo, hi), exp)| Entry {
                space: space_of(p),
                lo,
                hi,
                expires_in: (exp != 0).then(|| (exp - now) / 1_000_000_000),
            })
            .collect())
    }
}

/// One `dropc set` change.
enum Change<'a> {
    Add(&'a [SetElem], Option<u64>),
    Del(&'a [SetElem]),
    Replace(&'a [SetElem]),
}

impl Change<'_> {
    fn elems(&self) -> &[SetElem] {
        match self {
            Change::Add(e, _) | Change::Del(e) | Change::Replace(e) => e,
        }
    }

    /// The change on the whole element list.
    fn apply(&self, meta: &Meta, m: &mut Elements, now: u64) {
        match self {
            Change::Add(elems, timeout) => {
                let exp = add_expiry(meta, *timeout, now);
                for e in *elems {
                    let (lo, hi) = e.bounds();
                    m.insert((part_of_elem(e), lo, hi), exp);
                }
            }
            Change::Del(elems) => {
                for e in *elems {
                    let (lo, hi) = e.bounds();
                    m.remove(&(part_of_elem(e), lo, hi));
                }
            }
            Change::Replace(elems) => {
                m.clear();
                for e in *elems {
                    let (lo, hi) = e.bounds();
                    m.insert((part_of_elem(e), lo, hi), 0);
                }
            }
        }
    }
}

/// The expiry of an added element: `timeout` seconds, else the set's
/// default, else never (0).
fn add_expiry(meta: &Meta, timeout: Option<u64>, now: u64) -> u64 {
    timeout
        .or(meta.timeout)
        .map_or(0, |s| now.saturating_add(s.saturating_mul(1_000_000_000)))
}

/// The delta keys the record says were written "not there".
fn tombs_of(rec: &Record) -> anyhow::Result<Vec<(Part, u8, u128)>> {
    let Some((dm, _)) = &rec.delta else {
        return Ok(Vec::new());
    };
    dm.tombs
        .iter()
        .map(|(p, len, v)| {
            Ok((
                *p,
                *len,
                u128::from_str_radix(v, 16).map_err(|e| anyhow!("delta record: {v}: {e}"))?,
            ))
        })
        .collect()
}

/// The delta entries to write to go from `old` to `new`: key, expiry from
/// the new generation on, expiry before ([`ABSENT`]: not there).
fn key_changes(old: &Keys, new: &Keys) -> Vec<((Part, u8, u128), u64, u64)> {
    let mut out = Vec::new();
    for (k, &o) in old {
        let n = new.get(k).copied().unwrap_or(ABSENT);
        if n != o {
            out.push((*k, n, o));
        }
    }
    for (k, &n) in new {
        if !old.contains_key(k) {
            out.push((*k, n, ABSENT));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(size: u32) -> Meta {
        Meta {
            name: "deny".into(),
            kind: "ip".into(),
            size,
            timeout: Some(60),
            parts: vec![Part::V4, Part::V6],
            gen: 3,
        }
    }

    #[test]
    fn records_round_trip() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("xdp.deny");
        let meta = meta(10);
        let mut elems = Elements::new();
        elems.insert((Part::V4, 10, 20), 0);
        elems.insert((Part::V4, 30, 30), 7);
        elems.insert((Part::V6, u128::MAX - 5, u128::MAX), 123_456_789);
        write_record(&path, &meta, &elems).unwrap();
        let rec = Record::read(&path).unwrap();
        assert_eq!(rec.all(), elems);
        assert_eq!(rec.gen(), 3);
        assert_eq!(
            (rec.meta.name.as_str(), rec.meta.size, rec.meta.timeout),
            ("deny", 10, Some(60))
        );
        assert_eq!(read_meta(&path).unwrap().gen, 3);
        // the copy's elements are found in place
        for (&k, &e) in &elems {
            assert_eq!(rec.base_find(k), Some(e));
        }
        assert_eq!(rec.base_find((Part::V4, 10, 21)), None);
        assert_eq!(rec.base_find((Part::Port, 10, 20)), None);
        // a delta of this copy overlays it; one of another copy does not
        let mut d = Elements::new();
        d.insert((Part::V4, 30, 30), 0);
        d.insert((Part::V4, 40, 47), 9);
        let dm = DeltaMeta {
            base: 3,
            gen: 5,
            tombs: vec![(Part::V4, 32, "1e".into())],
        };
        write_delta(&path, &dm, &d).unwrap();
        let rec = Record::read(&path).unwrap();
        assert_eq!(rec.gen(), 5);
        assert_eq!(rec.all().get(&(Part::V4, 30, 30)), Some(&0));
        assert_eq!(rec.all().len(), 4);
        assert_eq!(tombs_of(&rec).unwrap(), vec![(Part::V4, 32, 30)]);
        write_delta(&path, &DeltaMeta { base: 2, ..dm }, &d).unwrap();
        let rec = Record::read(&path).unwrap();
        assert_eq!((rec.gen(), rec.all()), (3, elems.clone()));
        // a new copy's record drops the delta record
        write_record(&path, &meta, &elems).unwrap();
        assert!(!delta_path(&path).exists());
    }

    #[test]
    fn key_changes_carry_the_visible_value() {
        let mut old = Keys::new();
        old.insert((Part::V4, 24, 0x0a00_0000), 0);
        old.insert((Part::V4, 32, 0x0a01_0001), 50);
        let mut new = Keys::new();
        new.insert((Part::V4, 32, 0x0a01_0001), 50);
        new.insert((Part::V4, 32, 0x0a01_0002), 70);
        new.insert((Part::V6, 64, 1 << 64), 0);
        let mut got = key_changes(&old, &new);
        got.sort();
        assert_eq!(
            got,
            vec![
                ((Part::V4, 24, 0x0a00_0000), ABSENT, 0),
                ((Part::V4, 32, 0x0a01_0002), 70, ABSENT),
                ((Part::V6, 64, 1 << 64), 0, ABSENT),
            ]
        );
    }

    #[test]
    fn sizes_count_per_part() {
        let meta = meta(2);
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
