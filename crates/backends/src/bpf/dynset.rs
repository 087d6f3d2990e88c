//! (v2) Dynamic sets on xdp and tc (spec §3, §7, §8).
//!
//! A dynamic set keeps the bucketed interval table of the static sets
//! (`sets.rs`), moved into BPF maps the loader can rewrite while the
//! program runs. Per dynamic set `i` of the policy (maps named after the
//! set's index; the object's note [`NOTE`] says which set is which):
//!
//! * `dropc_d<i>_sel`: `ARRAY`, one u32, the *selector*. 0 (how the kernel
//!   creates it, and how `ip`/`tc` leave it: libbpf initialises only
//!   `.rodata`/`.data` from the ELF) means "the compiled table of the
//!   policy's elements in `.rodata`", exactly the static set's code; 1 and
//!   2 pick copy 0 or 1 of the map tables. `dropc set` fills the idle copy
//!   and flips the selector: one 4-byte write, so no packet sees a mix;
//! * per part (`4`: IPv4, `6`: IPv6, `p`: ports; an ip set has both
//!   families) `dropc_d<i>_h<part>`: `ARRAY` of 2 (one per copy) headers
//!   (min, max, the shift that extracts the bucket bits after the common
//!   prefix, the search steps, then one u32 per bucket: row << 24 |
//!   position), and `dropc_d<i>_r<part>`: `ARRAY` of `2 * rows` rows of
//!   entries `(lo, hi, expiry)` (see [`Layout`]).
//!
//! The packet path: selector (an inlined array lookup), header, bucket,
//! row, then the static sets' branch-free search entered at the run-time
//! step count; a found interval holds if its expiry is 0 or later than
//! `bpf_ktime_get_coarse_ns()` (an expired element is refused by the
//! packet path itself). Clobbers r0-r8 (so the generator keeps fields in
//! their stack slots when a rule tests a dynamic set) and the stack slot
//! [`DKEY`].
//!
//! # The clock
//!
//! Expiries are CLOCK_MONOTONIC nanoseconds. The packet path reads that
//! clock as of the last timer tick (`bpf_ktime_get_coarse_ns`: the
//! timekeeper's base, no clocksource read), so an element lives at most one
//! tick (1–10 ms) past its expiry: well within the issue's "exact within a
//! second". The precise `bpf_ktime_get_ns` costs about 21 ns on this
//! kernel (an indirect clocksource read under retpolines), which every hit
//! on an element with a timeout paid. `over` keeps the precise clock: its
//! exactness is per refill period (`rate.rs`).
//!
//! [`build`] lays out one copy from disjoint pieces with expiries; the
//! loader (`dropc_apply::dynset_bpf`) calls it.

use super::emit::{Emit, RegSet};
use super::error::GenError;
use super::frame::Cx;
use super::sets::{self, KeyWidth, Search, SCAN_BITS};
use dropc_ebpf::insn::{helper, Alu, Jmp, Reg, Size};
use dropc_ebpf::obj::{map_type, MapDef, MAX_DATA_SECTION};
use dropc_ebpf::Label;
use dropc_ir::{Dynamic, Policy, SetData};
use serde::{Deserialize, Serialize};

/// The object note (a non-allocated ELF section loaders skip) describing
/// the dynamic sets: [`Descriptor`] as JSON.
pub const NOTE: &str = "dropc.dynsets";

/// Stack slot of the array keys (u32).
const DKEY: i16 = -192;

/// Registers a dynamic-set test may clobber (helper calls, the search):
/// declared whole; no field lives in a register in a program with a
/// dynamic set (see `plan`).
pub(crate) const CLOBBERS: RegSet = RegSet::span(Reg::R0, Reg::R9);
/// Header bytes before the bucket index.
const HDR: u32 = 64;
/// Most binary-search steps of a dynamic table (a bucket holds at most
/// 2^16 intervals).
const STEPS_CAP: u32 = 16;
/// Most bucket-index bits.
const MAX_BUCKET_BITS: u32 = 18;
/// Most rows per copy (the row number has 8 bits in the index).
const MAX_ROWS: u64 = 255;
/// Stack slot of the spilled control pointer (u64).
const DCTRL: i16 = -200;
/// Stack slot of the delta key (24 bytes: -232 .. -208).
const DK: i16 = -232;
/// Stack slot of the spilled filter pointer (u64).
const DFILT: i16 = -240;

/// Bytes of a part's delta filter: one bit per hash of a delta key
/// ([`filter_bit`]); a clear bit spares the packet path the hash lookup.
pub const FILTER_BYTES: u32 = 1 << (FILTER_BITS - 3);
/// log2 of the filter's bits: 2^18 bits, 32 KiB per part (at 10,000 keys,
/// 4% set; 2^16 had 14% set, and those packets' hash lookups were half of
/// what a populated delta cost the packets outside it).
pub const FILTER_BITS: u32 = 18;
/// The filter hash's multiplier (Fibonacci hashing: 2^64 / φ, odd).
const FILTER_MUL: u64 = 0x9E37_79B9_7F4A_7C15;

/// Most prefix lengths the delta of one part holds at a time (the packet
/// path does one hash lookup per length present).
pub const MAX_LENS: usize = 8;
/// Control slot layout: the copy of the tables (u32), the first delta
/// generation still valid (u64), the committed generation (u64), then per
/// part (see [`Part::slot`]) the number of prefix lengths in the delta
/// (u32) and the lengths (u8 each).
pub const CTRL_COPY: usize = 0;
pub const CTRL_BASE_GEN: usize = 8;
pub const CTRL_GEN: usize = 16;
pub const CTRL_PARTS: usize = 24;
/// Bytes per part in a control slot.
pub const CTRL_PART: usize = 16;
/// Bytes of a control slot.
pub const CTRL_SIZE: u32 = (CTRL_PARTS + 2 * CTRL_PART) as u32;
/// A delta entry's expiry meaning "not there" (monotonic time is past it
/// from boot on; 0 means "never expires").
pub const ABSENT: u64 = 1;
/// Bytes of a delta entry: generation, expiry from that generation on,
/// expiry before it (all u64).
pub const DELTA_VALUE: u32 = 24;

/// One part of a dynamic set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Part {
    V4,
    V6,
    Port,
}

impl Part {
    fn width(self) -> KeyWidth {
        match self {
            Part::V4 => KeyWidth::U32,
            Part::V6 => KeyWidth::U128,
            Part::Port => KeyWidth::U16,
        }
    }
    fn suffix(self) -> &'static str {
        match self {
            Part::V4 => "4",
            Part::V6 => "6",
            Part::Port => "p",
        }
    }
    /// The part's index in a control slot (an ip set: IPv4 0, IPv6 1).
    pub fn slot(self) -> usize {
        match self {
            Part::V4 | Part::Port => 0,
            Part::V6 => 1,
        }
    }
    /// Bits of the part's keys.
    pub fn bits(self) -> u32 {
        w_bits(self.width())
    }
    /// Bytes of a delta key: the prefix length, then the masked value
    /// (IPv6: u64 length, high and low halves; else u32, u32).
    pub fn delta_key_size(self) -> u32 {
        match self {
            Part::V6 => 24,
            Part::V4 | Part::Port => 8,
        }
    }
    /// Largest value of the part's key space.
    pub fn max(self) -> u128 {
        match self {
            Part::V4 => u32::MAX.into(),
            Part::V6 => u128::MAX,
            Part::Port => u16::MAX.into(),
        }
    }
}

/// The sizes of one part's tables, a function of the part and the set's
/// `size` only (the compiler and the loader compute the same).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub part: Part,
    /// Bucket-index bits (2^b buckets).
    pub b: u32,
    /// Most search steps (a bucket holds at most 2^steps_max entries).
    pub steps_max: u32,
    /// Entry size: lo, hi, expiry (u32, u32, u64 or 4 x u64 + u64).
    pub esz: u32,
    /// Entries per row (a row is one array value, at most 4 MiB).
    pub per_row: u32,
    /// Largest start of a bucket in a row (the search reads up to
    /// 2^steps_max entries past it).
    pub pos_max: u32,
    /// Rows per copy.
    pub rows: u32,
}

fn ceil_log2(n: u64) -> u32 {
    if n <= 1 {
        0
    } else {
        u64::BITS - (n - 1).leading_zeros()
    }
}

impl Layout {
    /// The layout of `part` for a set of capacity `size` per family: up to
    /// `2 * size` disjoint pieces (overlapping elements with different
    /// expiries cut each other), each cut further at bucket boundaries.
    pub fn new(part: Part, size: u32) -> Result<Layout, String> {
        let w = part.width();
        let bits = w_bits(w);
        let pieces = 2 * u64::from(size.max(1));
        let b = ceil_log2(pieces)
            .saturating_sub(1)
            .clamp(1, MAX_BUCKET_BITS.min(bits));
        let entries = pieces + (1u64 << b);
        let steps_max = ceil_log2(entries).clamp(SCAN_BITS, STEPS_CAP);
        let pad = 1u64 << steps_max;
        let esz: u32 = match w {
            KeyWidth::U128 => 40,
            KeyWidth::U16 | KeyWidth::U32 => 16,
        };
        let per_row = (MAX_DATA_SECTION as u64 / u64::from(esz)).min(entries + pad + 1);
        let pos_max = per_row - pad - 1;
        let rows = entries.div_ceil(pos_max + 1);
        if rows > MAX_ROWS {
            return Err(format!(
                "a dynamic set of size {size} is too large for the xdp and tc tables ({rows} rows of 4 MiB per copy, at most {MAX_ROWS})"
            ));
        }
        Ok(Layout {
            part,
            b,
            steps_max,
            esz,
            per_row: per_row as u32,
            pos_max: pos_max as u32,
            rows: rows as u32,
        })
    }

    /// Bytes of one header (fixed part and bucket index).
    pub fn header_size(&self) -> u32 {
        HDR + 4 * (1 << self.b)
    }

    /// Bytes of one row.
    pub fn row_size(&self) -> u32 {
        self.per_row * self.esz
    }
}

fn w_bits(w: KeyWidth) -> u32 {
    match w {
        KeyWidth::U16 => 16,
        KeyWidth::U32 => 32,
        KeyWidth::U128 => 128,
    }
}

/// One copy of a part's tables, as [`build`] lays it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Built {
    pub header: Vec<u8>,
    /// The rows the index points into (row `i` of the copy), each
    /// [`Layout::row_size`] bytes; rows past these are never read.
    pub rows: Vec<Vec<u8>>,
}

/// Lays out one copy of the tables of `l.part` holding `pieces`: sorted,
/// disjoint intervals with their expiry (monotonic nanoseconds; 0:
/// never). Fails when they do not fit (more pieces than the layout holds,
/// or a bucket too crowded for the search).
pub fn build(l: &Layout, pieces: &[(u128, u128, u64)]) -> Result<Built, String> {
    let w = l.part.width();
    let bits = w_bits(w);
    let nb = 1usize << l.b;
    let mut header = vec![0u8; l.header_size() as usize];
    let put = |h: &mut Vec<u8>, at: usize, v: u64| h[at..at + 8].copy_from_slice(&v.to_le_bytes());
    let (Some(first), Some(last)) = (pieces.first(), pieces.last()) else {
        // min > max: every value misses
        let max = l.part.max();
        put(&mut header, 0, (max >> 64) as u64 | (max as u64));
        put(&mut header, 8, max as u64);
        put(&mut header, 40, u64::from(SCAN_BITS));
        return Ok(Built {
            header,
            rows: Vec::new(),
        });
    };
    let (min, max) = (first.0, last.1);
    let cp = (((min ^ max) << (128 - bits)).leading_zeros())
        .min(bits - 1)
        .min(bits - l.b);
    let s = bits - cp - l.b;
    let base = if bits - cp >= 128 {
        0
    } else {
        min & !((1u128 << (bits - cp)) - 1)
    };
    let bucket = |x: u128| ((x << (128 - bits + cp)) >> (128 - l.b)) as usize;
    let mut buckets: Vec<Vec<(u128, u128, u64)>> = vec![Vec::new(); nb];
    let mut total = 0usize;
    for &(lo, hi, exp) in pieces {
        let (klo, khi) = (bucket(lo), bucket(hi));
        for (k, bk) in buckets.iter_mut().enumerate().take(khi + 1).skip(klo) {
            let start = base | ((k as u128) << s);
            let end = start | ((1u128 << s) - 1);
            bk.push((lo.max(start), hi.min(end), exp));
            total += 1;
        }
    }
    let largest = buckets.iter().map(Vec::len).max().unwrap_or(0) as u64;
    let steps = ceil_log2(largest).max(SCAN_BITS);
    if steps > l.steps_max {
        return Err(format!(
            "{largest} intervals fall in one bucket of the table, more than its search reaches ({}); nothing was changed",
            1u64 << l.steps_max
        ));
    }
    let cap = u64::from(l.rows) * u64::from(l.pos_max + 1);
    if total as u64 > cap {
        return Err(format!(
            "{total} table entries do not fit in the table ({cap}); nothing was changed"
        ));
    }
    let esz = l.esz as usize;
    let entry = |out: &mut Vec<u8>, (lo, hi, exp): (u128, u128, u64)| match w {
        KeyWidth::U128 => {
            for v in [
                (lo >> 64) as u64,
                lo as u64,
                (hi >> 64) as u64,
                hi as u64,
                exp,
            ] {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        KeyWidth::U16 | KeyWidth::U32 => {
            out.extend_from_slice(&(lo as u32).to_le_bytes());
            out.extend_from_slice(&(hi as u32).to_le_bytes());
            out.extend_from_slice(&exp.to_le_bytes());
        }
    };
    // Pads a row with copies of its last entry (they change no answer),
    // or with an empty interval.
    let finish = |row: &mut Vec<u8>, lastv: Option<(u128, u128, u64)>| {
        let filler = lastv.unwrap_or((l.part.max(), 0, 0));
        while row.len() < l.row_size() as usize {
            entry(row, filler);
        }
    };
    let mut rows: Vec<Vec<u8>> = vec![Vec::with_capacity(l.row_size() as usize)];
    let mut last_in_row = None;
    for (k, bk) in buckets.into_iter().enumerate() {
        let mut pos = rows.last().map_or(0, |r| r.len() / esz);
        if pos > l.pos_max as usize {
            if let Some(r) = rows.last_mut() {
                finish(r, last_in_row);
            }
            if rows.len() == l.rows as usize {
                return Err("the table entries do not fit in its rows; nothing was changed".into());
            }
            rows.push(Vec::with_capacity(l.row_size() as usize));
            last_in_row = None;
            pos = 0;
        }
        let at = (HDR as usize) + 4 * k;
        let code = (((rows.len() - 1) as u32) << 24) | pos as u32;
        header[at..at + 4].copy_from_slice(&code.to_le_bytes());
        let row = rows.last_mut().expect("a row");
        for e in bk {
            entry(row, e);
            last_in_row = Some(e);
        }
    }
    if let Some(r) = rows.last_mut() {
        finish(r, last_in_row);
    }
    match w {
        KeyWidth::U128 => {
            put(&mut header, 0, (min >> 64) as u64);
            put(&mut header, 8, min as u64);
            put(&mut header, 16, (max >> 64) as u64);
            put(&mut header, 24, max as u64);
            put(&mut header, 32, u64::from(cp));
        }
        KeyWidth::U16 | KeyWidth::U32 => {
            put(&mut header, 0, min as u64);
            put(&mut header, 16, max as u64);
            put(&mut header, 32, u64::from(64 - bits + cp));
        }
    }
    put(&mut header, 40, u64::from(steps));
    Ok(Built { header, rows })
}

/// Disjoint pieces of the union of `elems` (interval, expiry; 0: never),
/// each with the latest expiry of the elements covering it (0 wins),
/// sorted; adjacent pieces with the same expiry are merged.
pub fn pieces(elems: &[(u128, u128, u64)]) -> Vec<(u128, u128, u64)> {
    // Sweep over boundaries: at each point where coverage changes,
    // the piece's expiry is the best of the active elements.
    let mut ev: Vec<(u128, bool, u64)> = Vec::with_capacity(elems.len() * 2);
    for &(lo, hi, exp) in elems {
        // key for "never" sorts above every finite expiry
        let k = if exp == 0 { u64::MAX } else { exp };
        ev.push((lo, true, k));
        if hi < u128::MAX {
            ev.push((hi + 1, false, k));
        }
    }
    ev.sort_unstable_by_key(|&(x, start, _)| (x, start));
    let mut active: std::collections::BTreeMap<u64, usize> = std::collections::BTreeMap::new();
    let mut out: Vec<(u128, u128, u64)> = Vec::new();
    let mut i = 0;
    let mut open: Option<(u128, u64)> = None; // (start, key)
    while i < ev.len() {
        let x = ev[i].0;
        while i < ev.len() && ev[i].0 == x {
            let (_, start, k) = ev[i];
            if start {
                *active.entry(k).or_insert(0) += 1;
            } else if let Some(c) = active.get_mut(&k) {
                *c -= 1;
                if *c == 0 {
                    active.remove(&k);
                }
            }
            i += 1;
        }
        let now = active.keys().next_back().copied();
        if open.map(|o| o.1) != now {
            if let Some((s, k)) = open.take() {
                push_piece(&mut out, s, x - 1, k);
            }
            open = now.map(|k| (x, k));
        }
    }
    if let Some((s, k)) = open {
        push_piece(&mut out, s, u128::MAX, k);
    }
    out
}

fn push_piece(out: &mut Vec<(u128, u128, u64)>, lo: u128, hi: u128, key: u64) {
    let exp = if key == u64::MAX { 0 } else { key };
    if let Some(last) = out.last_mut() {
        if last.2 == exp && last.1.checked_add(1) == Some(lo) {
            last.1 = hi;
            return;
        }
    }
    out.push((lo, hi, exp));
}

// --------------------------------------------------------------- delta --
//
// Elements added at run time live in a *delta* beside the table copy: per
// part one hash map of prefixes (key: length, masked value; value:
// [`DELTA_VALUE`]), and the lengths present in the control slot. An entry
// written at generation `g` shows its new expiry once the control slot's
// generation reaches `g` and its old one before, so a whole update becomes
// visible with the selector flip; entries older than the slot's base
// generation are not there (a compaction drops the delta that way).

/// Keys a part's delta map holds: a bound on the fast path, so garbage
/// left by an interrupted command still fits beside a full delta.
pub fn delta_capacity(size: u32) -> u32 {
    2 * delta_bound(size)
}

/// Most live keys in one part's delta before the next change compacts
/// it into a fresh table copy.
pub fn delta_bound(size: u32) -> u32 {
    (size / 2).clamp(16, 32_768)
}

/// The prefixes whose union is `[lo, hi]` in a key space of `bits` bits:
/// (length, first value), in order.
pub fn prefixes(bits: u32, lo: u128, hi: u128) -> Vec<(u8, u128)> {
    let mut out = Vec::new();
    let mut x = lo;
    loop {
        // the largest aligned block starting at x that stays within hi
        let mut k = if x == 0 {
            bits
        } else {
            x.trailing_zeros().min(bits)
        };
        while k > 0 && (k >= 128 || x + ((1u128 << k) - 1) > hi) {
            k -= 1;
        }
        let last = if k >= 128 {
            u128::MAX
        } else {
            x + ((1u128 << k) - 1)
        };
        out.push(((bits - k) as u8, x));
        if last >= hi {
            return out;
        }
        x = last + 1;
    }
}

/// Combined expiry of two elements covering one point: the later one
/// (0, never, wins).
pub fn later(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        0
    } else {
        a.max(b)
    }
}

/// The delta's keys for `elems` (part, interval, expiry): each element as
/// prefixes, each prefix with the latest expiry of the elements that
/// yield it.
pub fn delta_keys(
    elems: impl IntoIterator<Item = (Part, u128, u128, u64)>,
) -> std::collections::BTreeMap<(Part, u8, u128), u64> {
    let mut out = std::collections::BTreeMap::new();
    for (part, lo, hi, exp) in elems {
        for (len, v) in prefixes(part.bits(), lo, hi) {
            out.entry((part, len, v))
                .and_modify(|e: &mut u64| *e = later(*e, exp))
                .or_insert(exp);
        }
    }
    out
}

/// The filter bit of a delta key: `x = value ^ length` (IPv6: both
/// halves xored), `y = x * M`, the top [`FILTER_BITS`] bits of
/// `(y ^ y >> 29) * M`.
pub fn filter_bit(part: Part, len: u8, v: u128) -> usize {
    let x = match part {
        Part::V6 => ((v >> 64) as u64) ^ (v as u64),
        Part::V4 | Part::Port => v as u64,
    } ^ u64::from(len);
    let y = x.wrapping_mul(FILTER_MUL);
    ((y ^ (y >> 29)).wrapping_mul(FILTER_MUL) >> (64 - FILTER_BITS)) as usize
}

/// The filter of `keys` (length, value) of `part`.
pub fn filter(part: Part, keys: impl IntoIterator<Item = (u8, u128)>) -> Vec<u8> {
    let mut f = vec![0u8; FILTER_BYTES as usize];
    for (len, v) in keys {
        let b = filter_bit(part, len, v);
        f[b >> 3] |= 1 << (b & 7);
    }
    f
}

/// The bytes of a delta key.
pub fn delta_key(part: Part, len: u8, v: u128) -> Vec<u8> {
    let mut k = Vec::with_capacity(24);
    match part {
        Part::V6 => {
            k.extend_from_slice(&u64::from(len).to_le_bytes());
            k.extend_from_slice(&((v >> 64) as u64).to_le_bytes());
            k.extend_from_slice(&(v as u64).to_le_bytes());
        }
        Part::V4 | Part::Port => {
            k.extend_from_slice(&u32::from(len).to_le_bytes());
            k.extend_from_slice(&(v as u32).to_le_bytes());
        }
    }
    k
}

/// The bytes of a delta entry.
pub fn delta_value(gen: u64, new: u64, old: u64) -> [u8; 24] {
    let mut v = [0u8; 24];
    v[..8].copy_from_slice(&gen.to_le_bytes());
    v[8..16].copy_from_slice(&new.to_le_bytes());
    v[16..].copy_from_slice(&old.to_le_bytes());
    v
}

/// One control slot: which copy, the delta's valid generations, and per
/// part the prefix lengths present in its delta.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ctrl {
    pub copy: u32,
    pub base_gen: u64,
    pub gen: u64,
    /// Indexed by [`Part::slot`]; at most [`MAX_LENS`] each.
    pub lens: [Vec<u8>; 2],
}

impl Ctrl {
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = vec![0u8; CTRL_SIZE as usize];
        b[CTRL_COPY..CTRL_COPY + 4].copy_from_slice(&self.copy.to_le_bytes());
        b[CTRL_BASE_GEN..CTRL_BASE_GEN + 8].copy_from_slice(&self.base_gen.to_le_bytes());
        b[CTRL_GEN..CTRL_GEN + 8].copy_from_slice(&self.gen.to_le_bytes());
        for (j, lens) in self.lens.iter().enumerate() {
            let at = CTRL_PARTS + CTRL_PART * j;
            let n = lens.len().min(MAX_LENS);
            b[at..at + 4].copy_from_slice(&(n as u32).to_le_bytes());
            b[at + 4..at + 4 + n].copy_from_slice(&lens[..n]);
        }
        b
    }

    pub fn from_bytes(b: &[u8]) -> Option<Ctrl> {
        if b.len() < CTRL_SIZE as usize {
            return None;
        }
        let u64_at = |at: usize| u64::from_le_bytes(b[at..at + 8].try_into().unwrap_or([0; 8]));
        let mut lens: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
        for (j, l) in lens.iter_mut().enumerate() {
            let at = CTRL_PARTS + CTRL_PART * j;
            let n = u32::from_le_bytes(b[at..at + 4].try_into().unwrap_or([0; 4])) as usize;
            *l = b[at + 4..at + 4 + n.min(MAX_LENS)].to_vec();
        }
        Some(Ctrl {
            copy: u32::from_le_bytes(b[..4].try_into().unwrap_or([0; 4])),
            base_gen: u64_at(CTRL_BASE_GEN),
            gen: u64_at(CTRL_GEN),
            lens,
        })
    }
}

/// A part and its policy elements.
type PartIvs = (Part, Vec<(u128, u128)>);

/// The dynamic sets of an object (its note [`NOTE`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Descriptor {
    pub sets: Vec<DynSetDesc>,
}

/// One dynamic set of an object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DynSetDesc {
    pub name: String,
    /// `ip` or `port`.
    pub kind: String,
    /// Capacity per family.
    pub size: u32,
    /// Default element timeout, seconds.
    pub timeout: Option<u64>,
    /// The selector map.
    pub sel: String,
    /// The control map (2 slots of [`Ctrl`]).
    pub ctrl: String,
    pub parts: Vec<PartDesc>,
}

/// One part of a dynamic set of an object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartDesc {
    pub part: Part,
    /// The header and row maps.
    pub hdr: String,
    pub rows: String,
    /// The delta hash map and its filter.
    pub delta: String,
    pub filter: String,
    /// The policy's elements (they never expire): `[lo, hi]` in hex.
    pub elements: Vec<(String, String)>,
}

impl PartDesc {
    /// The policy's elements as intervals.
    pub fn intervals(&self) -> Result<Vec<(u128, u128)>, String> {
        let p = |s: &str| u128::from_str_radix(s, 16).map_err(|e| format!("{s}: {e}"));
        self.elements
            .iter()
            .map(|(a, b)| Ok((p(a)?, p(b)?)))
            .collect()
    }
}

impl Descriptor {
    /// The dynamic sets of `policy`.
    pub fn of(policy: &Policy) -> Result<Descriptor, String> {
        let mut sets = Vec::new();
        for (i, s) in policy.sets.iter().enumerate() {
            let (Some(d), Some(name)) = (&s.dynamic, &s.name) else {
                continue;
            };
            let hex = |v: Vec<(u128, u128)>| -> Vec<(String, String)> {
                v.into_iter()
                    .map(|(a, b)| (format!("{a:x}"), format!("{b:x}")))
                    .collect()
            };
            let (kind, parts): (&str, Vec<PartIvs>) = match &s.data {
                SetData::Ip(ip) => (
                    "ip",
                    vec![
                        (
                            Part::V4,
                            ip.v4
                                .iter()
                                .map(|x| (u32::from(x.lo).into(), u32::from(x.hi).into()))
                                .collect(),
                        ),
                        (
                            Part::V6,
                            ip.v6
                                .iter()
                                .map(|x| (u128::from(x.lo), u128::from(x.hi)))
                                .collect(),
                        ),
                    ],
                ),
                SetData::Port(p) => (
                    "port",
                    vec![(
                        Part::Port,
                        p.ports.iter().map(|x| (x.lo.into(), x.hi.into())).collect(),
                    )],
                ),
            };
            let mut pds = Vec::new();
            for (part, ivs) in parts {
                if ivs.len() > d.size as usize {
                    return Err(format!(
                        "set {name}: {} policy elements of one family exceed its size {}",
                        ivs.len(),
                        d.size
                    ));
                }
                Layout::new(part, d.size).map_err(|e| format!("set {name}: {e}"))?;
                pds.push(PartDesc {
                    part,
                    hdr: format!("dropc_d{i}_h{}", part.suffix()),
                    rows: format!("dropc_d{i}_r{}", part.suffix()),
                    delta: format!("dropc_d{i}_x{}", part.suffix()),
                    filter: format!("dropc_d{i}_f{}", part.suffix()),
                    elements: hex(ivs),
                });
            }
            sets.push(DynSetDesc {
                name: name.clone(),
                kind: kind.to_string(),
                size: d.size,
                timeout: d.timeout.map(|t| t.as_secs()),
                sel: format!("dropc_d{i}_sel"),
                ctrl: format!("dropc_d{i}_ctl"),
                parts: pds,
            });
        }
        Ok(Descriptor { sets })
    }

    /// Reads the note of an object (an empty descriptor when it has none).
    pub fn of_object(obj: &[u8]) -> Result<Descriptor, String> {
        match dropc_ebpf::obj::section_bytes(obj, NOTE) {
            None => Ok(Descriptor::default()),
            Some(b) => serde_json::from_slice(b).map_err(|e| format!("object note {NOTE}: {e}")),
        }
    }

    /// The maps of the dynamic sets.
    pub fn maps(&self) -> Result<Vec<MapDef>, String> {
        let mut out = Vec::new();
        for s in &self.sets {
            out.push(array(&s.sel, 4, 1));
            out.push(array(&s.ctrl, CTRL_SIZE, 2));
            for p in &s.parts {
                let l = Layout::new(p.part, s.size)?;
                out.push(array(&p.hdr, l.header_size(), 2));
                out.push(array(&p.rows, l.row_size(), 2 * l.rows));
                out.push(array(&p.filter, FILTER_BYTES, 1));
                out.push(MapDef {
                    name: p.delta.clone(),
                    map_type: map_type::HASH,
                    key_size: p.part.delta_key_size(),
                    value_size: DELTA_VALUE,
                    max_entries: delta_capacity(s.size),
                    flags: 0,
                });
            }
        }
        Ok(out)
    }
}

fn array(name: &str, value_size: u32, max_entries: u32) -> MapDef {
    MapDef {
        name: name.to_string(),
        map_type: map_type::ARRAY,
        key_size: 4,
        value_size,
        max_entries,
        flags: 0,
    }
}

/// Whether some rule tests a dynamic set (its code clobbers r0-r8).
pub(crate) fn used(p: &Policy) -> bool {
    p.rules.iter().any(|r| {
        r.matches
            .iter()
            .any(|m| m.test.set().is_some_and(|id| is_dynamic(p, id.0)))
    })
}

pub(crate) fn is_dynamic(p: &Policy, set: u32) -> bool {
    p.sets
        .get(set as usize)
        .is_some_and(|s| s.dynamic.is_some())
}

/// `lookup(map, DKEY)`: r0 = the value, or jumps to `null`.
fn lookup(e: &mut Emit, map: &str, null: Label) {
    e.ld_map(Reg::R1, map);
    e.mov_reg(Reg::R2, Reg::R10);
    e.alu64(Alu::Add, Reg::R2, DKEY.into());
    e.call(helper::MAP_LOOKUP_ELEM);
    e.j64(Jmp::Jeq, Reg::R0, 0, null);
}

/// Membership of a field in dynamic set `set` (part `part`), falling
/// through when the test (negated or not) holds. `slots`: the field's
/// stack slot(s) (IPv6: high and low halves). `policy_ivs`: the policy's
/// elements, the compiled table used while the selector is 0.
#[allow(clippy::too_many_arguments)]
pub(crate) fn emit_test(
    g: &mut Cx<'_>,
    set: u32,
    d: &Dynamic,
    part: Part,
    slots: &[i16],
    policy_ivs: &[(u128, u128)],
    neg: bool,
    fail: Label,
) -> Result<(), GenError> {
    let l = Layout::new(part, d.size).map_err(GenError::DynamicSet)?;
    let w = part.width();
    let cont = g.e.label();
    let (hit, miss) = if neg { (fail, cont) } else { (cont, fail) };
    let compiled = g.e.label();
    let (sel, ctl, hdr, rows, delta, filt) = (
        format!("dropc_d{set}_sel"),
        format!("dropc_d{set}_ctl"),
        format!("dropc_d{set}_h{}", part.suffix()),
        format!("dropc_d{set}_r{}", part.suffix()),
        format!("dropc_d{set}_x{}", part.suffix()),
        format!("dropc_d{set}_f{}", part.suffix()),
    );
    // a miss in the table copy still looks in the delta
    let (table_miss, delta_miss) = (g.e.label(), miss);
    let miss = table_miss;
    // Each load gets a fresh verifier identity (`|= 0`): what the
    // searches learn about the value must not flow back into the slot,
    // or the states after this test would never prune.
    let load_v = |g: &mut Cx<'_>| {
        for (r, s) in [Reg::R1, Reg::R2].into_iter().zip(slots) {
            g.load_into(r, *s);
            g.e.alu64(Alu::Or, r, 0);
        }
    };
    if part == Part::Port && neg {
        // a negated match holds only when the port exists (spec §4)
        load_v(g);
        g.e.j64(Jmp::Jgt, Reg::R1, 0xffff, fail);
    }
    let e = &mut g.e;
    e.comment(format!(
        "dynamic set #{set} ({part:?}): selector 0 = compiled table, 1/2 = control slot 0/1"
    ));
    e.st_imm(Size::W, Reg::R10, DKEY, 0);
    lookup(e, &sel, compiled);
    e.ldx(Size::W, Reg::R8, Reg::R0, 0);
    e.j64(Jmp::Jeq, Reg::R8, 0, compiled);
    e.alu64(Alu::Sub, Reg::R8, 1);
    e.stx(Size::W, Reg::R10, DKEY, Reg::R8);
    lookup(e, &ctl, delta_miss);
    e.stx(Size::DW, Reg::R10, DCTRL, Reg::R0);
    e.ldx(Size::W, Reg::R8, Reg::R0, CTRL_COPY as i16);
    e.stx(Size::W, Reg::R10, DKEY, Reg::R8);
    lookup(e, &hdr, miss);
    e.mov_reg(Reg::R7, Reg::R0);
    load_v(g);
    let e = &mut g.e;
    // outside [min, max]: miss; then r3 = bucket
    match w {
        KeyWidth::U128 => {
            let (vh, vl) = (Reg::R1, Reg::R2);
            // v >= min (header bytes 0..16), then v <= max (16..32)
            u128_bound(e, (vh, vl), 0, (Jmp::Jgt, Jmp::Jlt), miss);
            u128_bound(e, (vh, vl), 16, (Jmp::Jlt, Jmp::Jgt), miss);
            let (high, done) = (e.label(), e.label());
            e.ldx(Size::DW, Reg::R4, Reg::R7, 32);
            e.j64(Jmp::Jge, Reg::R4, 64, high);
            // cp < 64: the top 64 bits of v << cp
            e.mov_reg(Reg::R3, vh);
            e.alu64r(Alu::Lsh, Reg::R3, Reg::R4);
            e.mov_reg(Reg::R5, vl);
            e.alu64(Alu::Rsh, Reg::R5, 1);
            e.mov_imm(Reg::R0, 63);
            e.alu64r(Alu::Sub, Reg::R0, Reg::R4);
            e.alu64r(Alu::Rsh, Reg::R5, Reg::R0);
            e.alu64r(Alu::Or, Reg::R3, Reg::R5);
            e.ja(done);
            e.bind(high);
            e.mov_reg(Reg::R3, vl);
            e.alu64(Alu::Sub, Reg::R4, 64);
            e.alu64r(Alu::Lsh, Reg::R3, Reg::R4);
            e.bind(done);
        }
        KeyWidth::U16 | KeyWidth::U32 => {
            e.ldx(Size::DW, Reg::R0, Reg::R7, 0);
            e.jr(Jmp::Jlt, Reg::R1, Reg::R0, miss);
            e.ldx(Size::DW, Reg::R0, Reg::R7, 16);
            e.jr(Jmp::Jgt, Reg::R1, Reg::R0, miss);
            e.ldx(Size::DW, Reg::R4, Reg::R7, 32);
            e.mov_reg(Reg::R3, Reg::R1);
            e.alu64r(Alu::Lsh, Reg::R3, Reg::R4);
        }
    }
    e.alu64(Alu::Rsh, Reg::R3, (64 - l.b) as i32);
    // r4 = index[bucket]: row << 24 | position
    e.alu64(Alu::Lsh, Reg::R3, 2);
    e.alu64r(Alu::Add, Reg::R3, Reg::R7);
    e.ldx(Size::W, Reg::R4, Reg::R3, HDR as i16);
    e.mov_reg(Reg::R6, Reg::R4);
    e.alu64(Alu::And, Reg::R6, 0xff_ffff);
    e.j64(Jmp::Jgt, Reg::R6, l.pos_max, miss);
    e.alu64(Alu::Rsh, Reg::R4, 24);
    e.alu64(Alu::Mul, Reg::R8, l.rows as i32);
    e.alu64r(Alu::Add, Reg::R8, Reg::R4);
    e.stx(Size::W, Reg::R10, DKEY, Reg::R8);
    e.ldx(Size::DW, Reg::R7, Reg::R7, 40);
    lookup(e, &rows, miss);
    e.alu64(Alu::Mul, Reg::R6, l.esz as i32);
    e.alu64r(Alu::Add, Reg::R0, Reg::R6);
    e.mov_reg(Reg::R5, Reg::R0);
    load_v(g);
    let e = &mut g.e;
    let mut sr = Search {
        steps: l.steps_max,
        scan: SCAN_BITS,
        esz: l.esz,
        dispatch: Some(Reg::R7),
        expiry: Some(8),
    };
    match w {
        KeyWidth::U128 => {
            e.mov_reg(Reg::R0, Reg::R7);
            sr.dispatch = Some(Reg::R0);
            sr.expiry = Some(32);
            sets::search128(e, &sr, hit, miss);
        }
        KeyWidth::U16 | KeyWidth::U32 => sets::search32(e, &sr, hit, miss),
    }
    e.bind(miss);
    emit_delta(g, part, (&delta, &filt), slots, hit, delta_miss);
    let e = &mut g.e;
    e.bind(compiled);
    e.comment("the policy's elements, compiled");
    load_v(g);
    sets::member(g.e, g.data, Reg::R1, w, policy_ivs, hit, delta_miss)
        .map_err(|e| GenError::SetTable(e.0))?;
    g.e.bind(cont);
    Ok(())
}

/// The delta of `part`: one hash lookup per prefix length the control
/// slot (spilled at [`DCTRL`]) lists; none when it lists none. An entry
/// of a generation below the slot's base is not there; from the slot's
/// generation on it has its new expiry, before it its old one.
fn emit_delta(
    g: &mut Cx<'_>,
    part: Part,
    (map, filt): (&str, &str),
    slots: &[i16],
    hit: Label,
    miss: Label,
) {
    let at = (CTRL_PARTS + CTRL_PART * part.slot()) as i16;
    let e = &mut g.e;
    e.comment(format!(
        "the delta ({part:?}): one lookup per prefix length in use whose filter bit is set"
    ));
    e.ldx(Size::DW, Reg::R6, Reg::R10, DCTRL);
    e.ldx(Size::W, Reg::R7, Reg::R6, at);
    e.j64(Jmp::Jeq, Reg::R7, 0, miss);
    e.st_imm(Size::W, Reg::R10, DKEY, 0);
    lookup(e, filt, miss);
    e.stx(Size::DW, Reg::R10, DFILT, Reg::R0);
    let bits = part.bits() as i32;
    for i in 0..MAX_LENS {
        let next = g.e.label();
        g.e.j64(Jmp::Jle, Reg::R7, i as u32, miss);
        g.e.ldx(Size::DW, Reg::R6, Reg::R10, DCTRL);
        g.e.ldx(Size::B, Reg::R3, Reg::R6, at + 4 + i as i16);
        for (r, s) in [Reg::R1, Reg::R2].into_iter().zip(slots) {
            g.load_into(r, *s);
            g.e.alu64(Alu::Or, r, 0);
        }
        let e = &mut g.e;
        match part {
            Part::V6 => {
                // length ≤ 64: the high half masked, the low half 0
                let (low, store, zero) = (e.label(), e.label(), e.label());
                e.j64(Jmp::Jgt, Reg::R3, 64, low);
                e.mov_imm(Reg::R2, 0);
                e.j64(Jmp::Jeq, Reg::R3, 0, zero);
                mask_to_len(e, Reg::R1, 64);
                e.ja(store);
                e.bind(zero);
                e.mov_imm(Reg::R1, 0);
                e.ja(store);
                e.bind(low);
                mask_to_len(e, Reg::R2, 128);
                e.bind(store);
                e.stx(Size::DW, Reg::R10, DK, Reg::R3);
                e.stx(Size::DW, Reg::R10, DK + 8, Reg::R1);
                e.stx(Size::DW, Reg::R10, DK + 16, Reg::R2);
            }
            Part::V4 | Part::Port => {
                mask_to_len(e, Reg::R1, bits);
                e.stx(Size::W, Reg::R10, DK, Reg::R3);
                e.stx(Size::W, Reg::R10, DK + 4, Reg::R1);
            }
        }
        // the filter bit (see `filter_bit`)
        e.mov_reg(Reg::R5, Reg::R1);
        if part == Part::V6 {
            e.alu64r(Alu::Xor, Reg::R5, Reg::R2);
        }
        e.alu64r(Alu::Xor, Reg::R5, Reg::R3);
        e.ld_imm64(Reg::R4, FILTER_MUL);
        e.alu64r(Alu::Mul, Reg::R5, Reg::R4);
        e.mov_reg(Reg::R0, Reg::R5);
        e.alu64(Alu::Rsh, Reg::R0, 29);
        e.alu64r(Alu::Xor, Reg::R5, Reg::R0);
        e.alu64r(Alu::Mul, Reg::R5, Reg::R4);
        e.alu64(Alu::Rsh, Reg::R5, 64 - FILTER_BITS as i32);
        e.mov_reg(Reg::R4, Reg::R5);
        e.alu64(Alu::Rsh, Reg::R4, 3);
        e.alu64(Alu::And, Reg::R5, 7);
        e.ldx(Size::DW, Reg::R0, Reg::R10, DFILT);
        e.alu64r(Alu::Add, Reg::R0, Reg::R4);
        e.ldx(Size::B, Reg::R0, Reg::R0, 0);
        e.alu64r(Alu::Rsh, Reg::R0, Reg::R5);
        e.alu64(Alu::And, Reg::R0, 1);
        e.j64(Jmp::Jeq, Reg::R0, 0, next);
        e.ld_map(Reg::R1, map);
        e.mov_reg(Reg::R2, Reg::R10);
        e.alu64(Alu::Add, Reg::R2, DK.into());
        e.call(helper::MAP_LOOKUP_ELEM);
        e.j64(Jmp::Jeq, Reg::R0, 0, next);
        e.ldx(Size::DW, Reg::R6, Reg::R10, DCTRL);
        e.ldx(Size::DW, Reg::R3, Reg::R0, 0);
        e.ldx(Size::DW, Reg::R4, Reg::R6, CTRL_BASE_GEN as i16);
        e.jr(Jmp::Jlt, Reg::R3, Reg::R4, next);
        e.ldx(Size::DW, Reg::R4, Reg::R6, CTRL_GEN as i16);
        e.ldx(Size::DW, Reg::R9, Reg::R0, 8);
        let have = e.label();
        e.jr(Jmp::Jle, Reg::R3, Reg::R4, have);
        e.ldx(Size::DW, Reg::R9, Reg::R0, 16);
        e.bind(have);
        e.j64(Jmp::Jeq, Reg::R9, 0, hit);
        e.call(helper::KTIME_GET_COARSE_NS);
        e.jr(Jmp::Jgt, Reg::R9, Reg::R0, hit);
        e.bind(next);
    }
    g.e.ja(miss);
}

/// Jumps to `miss` unless the 128-bit value `v` (high, low words) is on
/// the right side of the bound at `r7 + at` (high word, then low word):
/// `(within, beyond)` are the comparisons of `v` against the bound that
/// decide on the high word (`Jgt, Jlt` for a lower bound, `Jlt, Jgt` for
/// an upper one); on equal high words the low word decides. Uses r0.
fn u128_bound(e: &mut Emit, v: (Reg, Reg), at: i16, (within, beyond): (Jmp, Jmp), miss: Label) {
    let (vh, vl, k) = (v.0, v.1, Reg::R0);
    let ok = e.label();
    e.ldx(Size::DW, k, Reg::R7, at);
    e.jr(within, vh, k, ok);
    e.jr(beyond, vh, k, miss);
    e.ldx(Size::DW, k, Reg::R7, at + 8);
    e.jr(beyond, vl, k, miss);
    e.bind(ok);
}

/// Clears the low `top - r3` bits of `r` (r3: the prefix length; `r`
/// holds the bits up to `top` of the value), with r4.
fn mask_to_len(e: &mut Emit, r: Reg, top: i32) {
    e.mov_imm(Reg::R4, top);
    e.alu64r(Alu::Sub, Reg::R4, Reg::R3);
    e.alu64(Alu::And, Reg::R4, 63);
    e.alu64r(Alu::Rsh, r, Reg::R4);
    e.alu64r(Alu::Lsh, r, Reg::R4);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Software model of the generated search over a built copy.
    fn lookup(l: &Layout, b: &Built, v: u128, now: u64) -> bool {
        let rd =
            |bytes: &[u8], at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap());
        let h = &b.header;
        let (min, max) = match l.part {
            Part::V6 => (
                (u128::from(rd(h, 0)) << 64) | u128::from(rd(h, 8)),
                (u128::from(rd(h, 16)) << 64) | u128::from(rd(h, 24)),
            ),
            _ => (rd(h, 0).into(), rd(h, 16).into()),
        };
        if v < min || v > max {
            return false;
        }
        let shift = rd(h, 32) as u32;
        let k = match l.part {
            Part::V6 => (((v << shift) >> 64) as u64) >> (64 - l.b),
            _ => ((v as u64) << shift) >> (64 - l.b),
        } as usize;
        let code = u32::from_le_bytes(h[64 + 4 * k..68 + 4 * k].try_into().unwrap());
        let (row, pos) = ((code >> 24) as usize, (code & 0xff_ffff) as usize);
        assert!(pos <= l.pos_max as usize);
        let r = &b.rows[row];
        let esz = l.esz as usize;
        let entry = |i: usize| -> (u128, u128, u64) {
            let o = i * esz;
            match l.part {
                Part::V6 => (
                    (u128::from(rd(r, o)) << 64) | u128::from(rd(r, o + 8)),
                    (u128::from(rd(r, o + 16)) << 64) | u128::from(rd(r, o + 24)),
                    rd(r, o + 32),
                ),
                _ => (
                    u32::from_le_bytes(r[o..o + 4].try_into().unwrap()).into(),
                    u32::from_le_bytes(r[o + 4..o + 8].try_into().unwrap()).into(),
                    rd(r, o + 8),
                ),
            }
        };
        let steps = rd(h, 40) as u32;
        let mut p = pos;
        for s in (SCAN_BITS..steps).rev() {
            if entry(p + (1 << s)).0 <= v {
                p += 1 << s;
            }
        }
        match (0..1usize << SCAN_BITS).find(|j| entry(p + j).1 >= v) {
            Some(j) => {
                let (lo, _, exp) = entry(p + j);
                lo <= v && (exp == 0 || exp > now)
            }
            None => false,
        }
    }

    fn rnd(x: &mut u64) -> u64 {
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        *x
    }

    #[test]
    fn pieces_take_the_latest_expiry() {
        // 10-20 expires at 5, 15-30 at 9, 25-26 never, 40-50 at 3
        let p = pieces(&[(10, 20, 5), (15, 30, 9), (25, 26, 0), (40, 50, 3)]);
        assert_eq!(
            p,
            vec![
                (10, 14, 5),
                (15, 24, 9),
                (25, 26, 0),
                (27, 30, 9),
                (40, 50, 3)
            ]
        );
        // adjacent with one expiry merge; the top of the space works
        let m = u128::MAX;
        assert_eq!(
            pieces(&[(0, 9, 7), (10, 19, 7), (m - 1, m, 0)]),
            vec![(0, 19, 7), (m - 1, m, 0)]
        );
        assert!(pieces(&[]).is_empty());
    }

    #[test]
    fn pieces_agree_with_a_point_model() {
        let mut x = 0x5eed_u64;
        for _ in 0..200 {
            let elems: Vec<(u128, u128, u64)> = (0..rnd(&mut x) % 12)
                .map(|_| {
                    let lo = u128::from(rnd(&mut x) % 200);
                    let hi = lo + u128::from(rnd(&mut x) % 40);
                    (lo, hi, rnd(&mut x) % 4)
                })
                .collect();
            let ps = pieces(&elems);
            for w in ps.windows(2) {
                assert!(w[0].1 < w[1].0, "{ps:?}");
            }
            for v in 0..260u128 {
                let covering: Vec<u64> = elems
                    .iter()
                    .filter(|e| e.0 <= v && v <= e.1)
                    .map(|e| e.2)
                    .collect();
                let want = if covering.is_empty() {
                    None
                } else if covering.contains(&0) {
                    Some(0)
                } else {
                    covering.iter().max().copied()
                };
                let got = ps.iter().find(|p| p.0 <= v && v <= p.1).map(|p| p.2);
                assert_eq!(got, want, "{v} in {elems:?}: {ps:?}");
            }
        }
    }

    #[test]
    fn built_tables_agree_with_pieces() {
        let mut x = 0x1234_5678_9abc_def1_u64;
        for (part, size, n, span) in [
            (Part::V4, 64, 60, 32u32),
            (Part::V4, 65_536, 5000, 20),
            (Part::V6, 1000, 900, 128),
            (Part::V6, 1000, 900, 40),
            (Part::Port, 8, 8, 16),
            (Part::Port, 65_536, 3000, 16),
            (Part::V4, 4, 0, 32),
        ] {
            let l = Layout::new(part, size).unwrap();
            let mask = if span >= 128 {
                u128::MAX
            } else {
                (1u128 << span) - 1
            };
            let base =
                ((u128::from(rnd(&mut x)) << 64) | u128::from(rnd(&mut x))) & !mask & part.max();
            let elems: Vec<(u128, u128, u64)> = (0..n)
                .map(|_| {
                    let r = ((u128::from(rnd(&mut x)) << 64) | u128::from(rnd(&mut x))) & mask;
                    let lo = (base | r) & part.max();
                    let hi = lo
                        .saturating_add(u128::from(rnd(&mut x) % 300))
                        .min(part.max());
                    (lo, hi, [0, 50, 150][(rnd(&mut x) % 3) as usize])
                })
                .collect();
            let ps = pieces(&elems);
            let b = build(&l, &ps).unwrap();
            assert!(b.rows.len() <= l.rows as usize);
            let mut probes = vec![0, 1, part.max(), part.max() - 1];
            for p in &ps {
                probes.extend([
                    p.0,
                    p.1,
                    p.0.wrapping_sub(1) & part.max(),
                    p.1.saturating_add(1).min(part.max()),
                ]);
            }
            for v in probes {
                for now in [1u64, 100, 200] {
                    let want = ps
                        .iter()
                        .any(|p| p.0 <= v && v <= p.1 && (p.2 == 0 || p.2 > now));
                    assert_eq!(lookup(&l, &b, v, now), want, "{part:?} {v:#x}");
                }
            }
        }
    }

    #[test]
    fn prefixes_cover_exactly() {
        let mut x = 0xfeed_u64;
        for (bits, span) in [(32u32, 1u128 << 12), (16, 1 << 16), (128, 1 << 10)] {
            for _ in 0..300 {
                let max = if bits == 128 {
                    u128::MAX
                } else {
                    (1u128 << bits) - 1
                };
                let lo = ((u128::from(rnd(&mut x)) << 64) | u128::from(rnd(&mut x))) & max;
                let hi = lo.saturating_add(u128::from(rnd(&mut x)) % span).min(max);
                let ps = prefixes(bits, lo, hi);
                // consecutive aligned blocks from lo to hi
                let mut at = lo;
                for (i, &(len, v)) in ps.iter().enumerate() {
                    assert_eq!(v, at, "{lo:#x}-{hi:#x}: {ps:?}");
                    let k = bits - u32::from(len);
                    assert!(k == 0 || v.trailing_zeros() >= k, "{ps:?}");
                    let end = v + ((1u128 << k) - 1);
                    assert!(end <= hi);
                    if i + 1 == ps.len() {
                        assert_eq!(end, hi);
                    } else {
                        at = end + 1;
                    }
                }
                assert!(ps.len() <= 2 * bits as usize);
            }
        }
        assert_eq!(prefixes(32, 0, u32::MAX.into()), vec![(0, 0)]);
        assert_eq!(
            prefixes(32, 0x0a00_0000, 0x0aff_ffff),
            vec![(8, 0x0a00_0000)]
        );
        assert_eq!(prefixes(16, 8000, 8003), vec![(14, 8000)]);
        assert_eq!(prefixes(128, u128::MAX, u128::MAX), vec![(128, u128::MAX)]);
    }

    /// Software model of the generated delta lookup.
    fn delta_lookup(
        c: &Ctrl,
        m: &std::collections::BTreeMap<Vec<u8>, [u8; 24]>,
        f: &[u8],
        part: Part,
        v: u128,
        now: u64,
    ) -> bool {
        let rd = |b: &[u8], at: usize| u64::from_le_bytes(b[at..at + 8].try_into().unwrap());
        c.lens[part.slot()].iter().any(|&len| {
            let k = part.bits() - u32::from(len);
            let masked = if k >= 128 { 0 } else { (v >> k) << k };
            let b = filter_bit(part, len, masked);
            if f[b >> 3] & (1 << (b & 7)) == 0 {
                return false;
            }
            m.get(&delta_key(part, len, masked)).is_some_and(|e| {
                let g = rd(e, 0);
                if g < c.base_gen {
                    return false;
                }
                let exp = if g <= c.gen { rd(e, 8) } else { rd(e, 16) };
                exp == 0 || exp > now
            })
        })
    }

    #[test]
    fn delta_keys_agree_with_a_point_model() {
        let mut x = 0xd17a_u64;
        for _ in 0..200 {
            let elems: Vec<(Part, u128, u128, u64)> = (0..rnd(&mut x) % 10)
                .map(|_| {
                    let lo = u128::from(rnd(&mut x) % 300);
                    let hi = lo + u128::from(rnd(&mut x) % 40);
                    (Part::Port, lo, hi, [0, 50, 150][(rnd(&mut x) % 3) as usize])
                })
                .collect();
            let keys = delta_keys(elems.iter().copied());
            let mut c = Ctrl {
                copy: 0,
                base_gen: 2,
                gen: 3,
                lens: Default::default(),
            };
            let mut m = std::collections::BTreeMap::new();
            for (&(p, len, v), &exp) in &keys {
                m.insert(delta_key(p, len, v), delta_value(3, exp, ABSENT));
                if !c.lens[0].contains(&len) {
                    c.lens[0].push(len);
                }
            }
            let c = Ctrl::from_bytes(&c.to_bytes()).unwrap();
            let f = filter(Part::Port, keys.keys().map(|k| (k.1, k.2)));
            for v in 0..360u128 {
                for now in [1u64, 100, 200] {
                    let want = elems
                        .iter()
                        .any(|e| e.1 <= v && v <= e.2 && (e.3 == 0 || e.3 > now));
                    if c.lens[0].len() <= MAX_LENS {
                        assert_eq!(delta_lookup(&c, &m, &f, Part::Port, v, now), want, "{v}");
                    }
                }
            }
            // the previous generation sees the entries' old values (not
            // there); a later base generation hides them
            let before = Ctrl {
                gen: 2,
                ..c.clone()
            };
            let dropped = Ctrl {
                base_gen: 4,
                gen: 4,
                ..c.clone()
            };
            for v in 0..360u128 {
                assert!(!delta_lookup(&before, &m, &f, Part::Port, v, 1));
                assert!(!delta_lookup(&dropped, &m, &f, Part::Port, v, 1));
            }
        }
    }

    #[test]
    fn filters_hold_their_keys() {
        let keys: Vec<(u8, u128)> = (0..10_000u128).map(|i| (32, i * 7919)).collect();
        let f = filter(Part::V4, keys.iter().copied());
        for &(len, v) in &keys {
            let b = filter_bit(Part::V4, len, v);
            assert_ne!(f[b >> 3] & (1 << (b & 7)), 0);
        }
        // few others pass (10,000 keys in 65,536 bits)
        let others = (0..10_000u128)
            .filter(|i| {
                let b = filter_bit(Part::V4, 32, 1 + i * 7919);
                f[b >> 3] & (1 << (b & 7)) != 0
            })
            .count();
        assert!(others < 2_500, "{others}");
    }

    #[test]
    fn control_slots_round_trip() {
        let c = Ctrl {
            copy: 1,
            base_gen: 7,
            gen: u64::MAX - 1,
            lens: [vec![24, 32, 0], (0..MAX_LENS as u8).collect()],
        };
        let b = c.to_bytes();
        assert_eq!(b.len(), CTRL_SIZE as usize);
        assert_eq!(Ctrl::from_bytes(&b), Some(c));
        assert_eq!(Ctrl::from_bytes(&b[..10]), None);
    }

    #[test]
    fn layouts_fit_the_kernel_limits() {
        for part in [Part::V4, Part::V6, Part::Port] {
            for size in [1, 8, 65_536, 1_000_000] {
                let l = Layout::new(part, size).unwrap();
                assert!(l.row_size() as usize <= MAX_DATA_SECTION, "{l:?}");
                assert!(l.header_size() as usize <= MAX_DATA_SECTION, "{l:?}");
                assert!(l.pos_max as u64 + (1 << l.steps_max) < u64::from(l.per_row));
                assert!(u64::from(l.rows) * u64::from(l.pos_max + 1) >= 2 * u64::from(size));
            }
        }
    }
}
