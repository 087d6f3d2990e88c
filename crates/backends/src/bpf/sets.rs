//! Interval-set membership: small sets as compare chains, large ones as
//! bucketed interval tables in `.rodata.*` sections searched by an unrolled,
//! branch-free binary search (see the module docs of [`super`]).

pub(crate) use super::emit::Data;
use super::emit::{Emit, RegSet};
use dropc_ebpf::insn::{Alu, Jmp, Reg, Size};
use dropc_ebpf::obj::MAX_DATA_SECTION;
use dropc_ebpf::Label;

/// Sets with at most this many intervals are compiled to compare chains.
pub(crate) const INLINE_MAX: usize = 8;
/// Largest number of bucket-index bits (2^18 u32 = 1 MiB of index).
const MAX_BUCKET_BITS: u32 = 18;

/// Why a set could not be laid out.
#[derive(Debug)]
pub(crate) struct TableError(pub String);

/// Key width of a set lookup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KeyWidth {
    /// Ports: value in `r1`, `0..=0xffff` (a larger value — the "no port"
    /// sentinel — is never a member).
    U16,
    /// IPv4 addresses: value in `r1`.
    U32,
    /// IPv6 addresses: high half in `r1`, low half in `r2`.
    U128,
}

impl KeyWidth {
    fn bits(self) -> u32 {
        match self {
            KeyWidth::U16 => 16,
            KeyWidth::U32 => 32,
            KeyWidth::U128 => 128,
        }
    }
    fn entry_size(self) -> usize {
        match self {
            KeyWidth::U128 => 32,
            _ => 8,
        }
    }
    fn max(self) -> u128 {
        match self {
            KeyWidth::U128 => u128::MAX,
            k => (1u128 << k.bits()) - 1,
        }
    }
}

/// Registers a compare chain on a u16 or u32 value clobbers: none (it
/// only reads the value's register).
pub(crate) const CLOBBERS_INLINE: RegSet = RegSet::EMPTY;
/// Registers a compare chain on a u128 value (r1, r2) clobbers.
pub(crate) const CLOBBERS_INLINE128: RegSet = RegSet::of(&[Reg::R3]);
/// Registers a u16/u32 table lookup clobbers (r1 too: it is copied there).
pub(crate) const CLOBBERS_TABLE: RegSet = RegSet::span(Reg::R0, Reg::R5);
/// Registers a u128 table lookup clobbers (the borrow arithmetic needs
/// r6–r8).
pub(crate) const CLOBBERS_TABLE128: RegSet = RegSet::span(Reg::R0, Reg::R8);

/// The registers [`member`] clobbers for a set of `n` intervals of width
/// `w`.
pub(crate) fn clobbers(w: KeyWidth, n: usize) -> RegSet {
    match (w, n <= INLINE_MAX) {
        (KeyWidth::U16 | KeyWidth::U32, true) => CLOBBERS_INLINE,
        (KeyWidth::U128, true) => CLOBBERS_INLINE128,
        (KeyWidth::U16 | KeyWidth::U32, false) => CLOBBERS_TABLE,
        (KeyWidth::U128, false) => CLOBBERS_TABLE128,
    }
}

/// Emits code that jumps to `hit` if the value `v` (for `U128`: r1, r2;
/// see [`KeyWidth`]) lies in one of the sorted, disjoint intervals `ivs`,
/// and to `miss` otherwise. Clobbers [`clobbers`]`(w, ivs.len())`.
pub(crate) fn member(
    e: &mut Emit,
    data: &mut Data,
    v: Reg,
    w: KeyWidth,
    ivs: &[(u128, u128)],
    hit: Label,
    miss: Label,
) -> Result<(), TableError> {
    if ivs.is_empty() {
        e.ja(miss);
        return Ok(());
    }
    if ivs.len() <= INLINE_MAX {
        match w {
            KeyWidth::U128 => inline128(e, ivs, hit, miss),
            _ => inline32(e, v, w, ivs, hit, miss),
        }
        return Ok(());
    }
    let t = Table::build(w, ivs)?;
    if v != Reg::R1 {
        // The table code reads the value in r1.
        e.mov_reg(Reg::R1, v);
    }
    t.emit(e, data, hit, miss);
    Ok(())
}

fn inline32(e: &mut Emit, v: Reg, w: KeyWidth, ivs: &[(u128, u128)], hit: Label, miss: Label) {
    let last = ivs.len() - 1;
    for (i, &(lo, hi)) in ivs.iter().enumerate() {
        let (lo, hi) = (lo as u32, hi as u32);
        // Ports compare in 64 bits (keeps the "no port" value 0x10000 out),
        // addresses in 32 bits (no sign extension of the immediate).
        let cmp = |e: &mut Emit, op: Jmp, x: u32, l: Label| match w {
            KeyWidth::U16 => e.j64(op, v, x, l),
            _ => e.j32(op, v, x, l),
        };
        let top = w == KeyWidth::U32 && hi == u32::MAX;
        if i == last {
            // The last interval falls through to `hit` (usually the next
            // instruction): `goto hit` disappears.
            if lo == hi {
                cmp(e, Jmp::Jne, lo, miss);
            } else {
                if lo > 0 {
                    cmp(e, Jmp::Jlt, lo, miss);
                }
                if !top {
                    cmp(e, Jmp::Jgt, hi, miss);
                }
            }
            e.ja(hit);
            return;
        }
        if lo == hi {
            cmp(e, Jmp::Jeq, lo, hit);
            continue;
        }
        if lo > 0 {
            // Sorted: below this interval means below every later one.
            cmp(e, Jmp::Jlt, lo, miss);
        }
        if top {
            e.ja(hit);
            return;
        }
        cmp(e, Jmp::Jle, hi, hit);
    }
}

/// Loads a 64-bit constant into `r`, with a 1-slot move when it fits.
fn const64(e: &mut Emit, r: Reg, v: u64) {
    if v < 1 << 31 {
        e.mov_imm(r, v as i32);
    } else {
        e.ld_imm64(r, v);
    }
}

fn inline128(e: &mut Emit, ivs: &[(u128, u128)], hit: Label, miss: Label) {
    let (vh, vl, k) = (Reg::R1, Reg::R2, Reg::R3);
    for &(lo, hi) in ivs {
        let next = e.label();
        let (lh, ll) = ((lo >> 64) as u64, lo as u64);
        let (hh, hl) = ((hi >> 64) as u64, hi as u64);
        // value >= lo ? (below: miss, the intervals are sorted)
        if lo != 0 {
            let ge = e.label();
            const64(e, k, lh);
            if ll == 0 {
                e.jr(Jmp::Jge, vh, k, ge);
                e.ja(miss);
            } else {
                e.jr(Jmp::Jgt, vh, k, ge);
                e.jr(Jmp::Jlt, vh, k, miss);
                const64(e, k, ll);
                e.jr(Jmp::Jlt, vl, k, miss);
            }
            e.bind(ge);
        }
        // value <= hi ?
        if hi == u128::MAX {
            e.ja(hit);
            e.bind(next);
            return;
        }
        const64(e, k, hh);
        if hl == u64::MAX {
            e.jr(Jmp::Jle, vh, k, hit);
        } else {
            e.jr(Jmp::Jlt, vh, k, hit);
            e.jr(Jmp::Jgt, vh, k, next);
            const64(e, k, hl);
            e.jr(Jmp::Jle, vl, k, hit);
        }
        e.bind(next);
    }
    e.ja(miss);
}

/// One section of a table: the buckets `k0..k1`.
struct Chunk {
    k0: u64,
    k1: u64,
    /// Entries (without padding).
    n: u32,
    /// Byte offset of the entries in the section.
    entries_off: u32,
    bytes: Vec<u8>,
}

/// A bucketed interval table.
struct Table {
    w: KeyWidth,
    /// Smallest and largest member.
    min: u128,
    max: u128,
    /// Bits common to every member (from the top).
    cp: u32,
    /// Bucket = the `b` key bits after the common ones.
    b: u32,
    /// Binary-search steps (2^steps >= the largest bucket).
    steps: u32,
    chunks: Vec<Chunk>,
}

fn ceil_log2(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

impl Table {
    fn build(w: KeyWidth, ivs: &[(u128, u128)]) -> Result<Table, TableError> {
        let bits = w.bits();
        let (min, max) = match (ivs.first(), ivs.last()) {
            (Some(f), Some(l)) => (f.0, l.1),
            _ => return Err(TableError("empty set table".into())),
        };
        // Bucket on the bits after the prefix common to the whole set, so
        // that a clustered set (a million /128s in one /64) still spreads.
        let cp = (((min ^ max) << (128 - bits)).leading_zeros()).min(bits - 1);
        let b = ceil_log2(ivs.len())
            .saturating_sub(1)
            .clamp(1, MAX_BUCKET_BITS.min(bits - cp));
        let s = bits - cp - b; // bucket width in key bits
        let base = if bits - cp >= 128 {
            0
        } else {
            min & !((1u128 << (bits - cp)) - 1)
        };
        let nb = 1usize << b;
        let bucket = |x: u128| ((x << (128 - bits + cp)) >> (128 - b)) as usize;
        // Per bucket: the intervals intersecting it, clipped to it.
        let mut buckets: Vec<Vec<(u128, u128)>> = vec![Vec::new(); nb];
        for &(lo, hi) in ivs {
            let (klo, khi) = (bucket(lo), bucket(hi));
            for (k, bk) in buckets.iter_mut().enumerate().take(khi + 1).skip(klo) {
                let start = base | ((k as u128) << s);
                let end = start | ((1u128 << s) - 1);
                bk.push((lo.max(start), hi.min(end)));
            }
        }
        let largest = buckets.iter().map(Vec::len).max().unwrap_or(0);
        let steps = ceil_log2(largest);
        let esz = w.entry_size();
        let pad = 1usize << steps;
        let size_of = |nbk: usize, ne: usize| (nbk * 4).next_multiple_of(8) + (ne + pad) * esz;
        if size_of(1, largest) > MAX_DATA_SECTION {
            return Err(TableError(format!(
                "a set of {} intervals is too clustered for the BPF tables ({} intervals in one bucket)",
                ivs.len(),
                largest
            )));
        }
        // Group buckets into sections of at most MAX_DATA_SECTION bytes.
        let mut chunks = Vec::new();
        let mut k0 = 0;
        while k0 < nb {
            let mut k1 = k0;
            let mut ne = 0;
            while k1 < nb && size_of(k1 + 1 - k0, ne + buckets[k1].len()) <= MAX_DATA_SECTION {
                ne += buckets[k1].len();
                k1 += 1;
            }
            chunks.push(Self::chunk(w, &buckets[k0..k1], k0, pad));
            k0 = k1;
        }
        Ok(Table {
            w,
            min,
            max,
            cp,
            b,
            steps,
            chunks,
        })
    }

    fn chunk(w: KeyWidth, buckets: &[Vec<(u128, u128)>], k0: usize, pad: usize) -> Chunk {
        let mut index = Vec::with_capacity(buckets.len() * 4);
        let mut entries: Vec<(u128, u128)> = Vec::new();
        for b in buckets {
            index.extend_from_slice(&(entries.len() as u32).to_le_bytes());
            entries.extend_from_slice(b);
        }
        let n = entries.len() as u32;
        // Padding: copies of the last entry (they change no answer), or an
        // empty interval when the chunk has none.
        let filler = entries.last().copied().unwrap_or((w.max(), 0));
        entries.extend(std::iter::repeat_n(filler, pad));
        while index.len() % 8 != 0 {
            index.push(0);
        }
        let entries_off = index.len() as u32;
        let mut bytes = index;
        for (lo, hi) in entries {
            match w {
                KeyWidth::U128 => {
                    for v in [(lo >> 64) as u64, lo as u64, (hi >> 64) as u64, hi as u64] {
                        bytes.extend_from_slice(&v.to_le_bytes());
                    }
                }
                _ => {
                    bytes.extend_from_slice(&(lo as u32).to_le_bytes());
                    bytes.extend_from_slice(&(hi as u32).to_le_bytes());
                }
            }
        }
        Chunk {
            k0: k0 as u64,
            k1: (k0 + buckets.len()) as u64,
            n,
            entries_off,
            bytes,
        }
    }

    fn emit(self, e: &mut Emit, data: &mut Data, hit: Label, miss: Label) {
        let w = self.w;
        e.comment(format!(
            "set lookup: {} bucket section(s), {} search step(s)",
            self.chunks.len(),
            self.steps
        ));
        self.emit_bucket(e, miss);
        let last = self.chunks.len() - 1;
        for (i, c) in self.chunks.into_iter().enumerate() {
            let next = e.label();
            if i != last {
                e.j64(Jmp::Jge, Reg::R3, c.k1 as u32, next);
            }
            let sec = data.add(c.bytes);
            // r5 = &entries[index[bucket - k0]]
            e.mov_reg(Reg::R4, Reg::R3);
            if c.k0 > 0 {
                e.alu64(Alu::Sub, Reg::R4, c.k0 as i32);
            }
            e.alu64(Alu::Lsh, Reg::R4, 2);
            e.ld_data(Reg::R5, &sec, 0);
            e.alu64r(Alu::Add, Reg::R5, Reg::R4);
            e.ldx(Size::W, Reg::R4, Reg::R5, 0);
            e.j64(Jmp::Jgt, Reg::R4, c.n, miss);
            let esz = w.entry_size() as u32;
            e.alu64(Alu::Lsh, Reg::R4, esz.trailing_zeros() as i32);
            e.ld_data(Reg::R5, &sec, c.entries_off);
            e.alu64r(Alu::Add, Reg::R5, Reg::R4);
            let sr = Search::fixed(w, self.steps);
            match w {
                KeyWidth::U128 => search128(e, &sr, hit, miss),
                _ => search32(e, &sr, hit, miss),
            }
            e.bind(next);
        }
    }
}

impl Table {
    /// Outside `[min, max]`: `miss`. Then r3 = bucket (key bits `cp ..
    /// cp + b` from the top).
    fn emit_bucket(&self, e: &mut Emit, miss: Label) {
        let (cp, b) = (self.cp, self.b);
        match self.w {
            KeyWidth::U16 | KeyWidth::U32 => {
                let (min, max) = (self.min as u32, self.max as u32);
                if self.w == KeyWidth::U16 {
                    // also keeps the "no port" value (0x10000) out
                    if min > 0 {
                        e.j64(Jmp::Jlt, Reg::R1, min, miss);
                    }
                    e.j64(Jmp::Jgt, Reg::R1, max, miss);
                } else {
                    if min > 0 {
                        e.j32(Jmp::Jlt, Reg::R1, min, miss);
                    }
                    if max < u32::MAX {
                        e.j32(Jmp::Jgt, Reg::R1, max, miss);
                    }
                }
                e.mov_reg(Reg::R3, Reg::R1);
                e.alu64(Alu::Lsh, Reg::R3, (64 - self.w.bits() + cp) as i32);
                e.alu64(Alu::Rsh, Reg::R3, (64 - b) as i32);
            }
            KeyWidth::U128 => {
                let (vh, vl, k) = (Reg::R1, Reg::R2, Reg::R3);
                if self.min > 0 {
                    let ok = e.label();
                    const64(e, k, (self.min >> 64) as u64);
                    e.jr(Jmp::Jgt, vh, k, ok);
                    e.jr(Jmp::Jlt, vh, k, miss);
                    const64(e, k, self.min as u64);
                    e.jr(Jmp::Jlt, vl, k, miss);
                    e.bind(ok);
                }
                if self.max < u128::MAX {
                    let ok = e.label();
                    const64(e, k, (self.max >> 64) as u64);
                    e.jr(Jmp::Jlt, vh, k, ok);
                    e.jr(Jmp::Jgt, vh, k, miss);
                    const64(e, k, self.max as u64);
                    e.jr(Jmp::Jgt, vl, k, miss);
                    e.bind(ok);
                }
                if cp + b <= 64 {
                    e.mov_reg(k, vh);
                    if cp > 0 {
                        e.alu64(Alu::Lsh, k, cp as i32);
                    }
                } else if cp >= 64 {
                    e.mov_reg(k, vl);
                    if cp > 64 {
                        e.alu64(Alu::Lsh, k, (cp - 64) as i32);
                    }
                } else {
                    // straddles the halves: the low (64 - cp) bits of the
                    // high half, then the top (cp + b - 64) of the low one
                    e.mov_reg(k, vh);
                    if cp > 0 {
                        e.alu64(Alu::Lsh, k, cp as i32);
                        e.alu64(Alu::Rsh, k, cp as i32);
                    }
                    e.alu64(Alu::Lsh, k, (cp + b - 64) as i32);
                    e.mov_reg(Reg::R4, vl);
                    e.alu64(Alu::Rsh, Reg::R4, (128 - cp - b) as i32);
                    e.alu64r(Alu::Or, k, Reg::R4);
                    return;
                }
                e.alu64(Alu::Rsh, k, (64 - b) as i32);
            }
        }
    }
}

/// `dst = *(size *)(r5 + off)`, through r2/r8 when `off` exceeds the
/// instruction's 16-bit offset.
fn load_at(e: &mut Emit, size: Size, dst: Reg, off: u32, tmp: Reg) {
    match i16::try_from(off) {
        Ok(o) => e.ldx(size, dst, Reg::R5, o),
        Err(_) => {
            e.mov_reg(tmp, Reg::R5);
            e.alu64(Alu::Add, tmp, off as i32);
            e.ldx(size, dst, tmp, 0);
        }
    }
}

/// Entries scanned linearly at the end of a u32 search (log2).
pub(crate) const SCAN_BITS: u32 = 3;

/// The shape of a search over a bucket's entries from r5.
pub(crate) struct Search {
    /// Binary-search steps (log2 of the largest bucket); with `dispatch`,
    /// the most there can be.
    pub steps: u32,
    /// Steps done by the final straight-line scan.
    pub scan: u32,
    /// Entry size in bytes (`lo`, `hi` first).
    pub esz: u32,
    /// Run-time step count in this register: the search starts at step
    /// `reg - 1` (dynamic tables, whose buckets change at run time).
    pub dispatch: Option<Reg>,
    /// Byte offset in the entry of a u64 expiry (monotonic ns; 0: never),
    /// checked against `bpf_ktime_get_coarse_ns()` on a hit (clobbers
    /// r0-r6; see [`super::dynset`] on the clock).
    pub expiry: Option<i16>,
}

impl Search {
    /// The compiled `.rodata` tables: `steps` known, no expiry.
    fn fixed(w: KeyWidth, steps: u32) -> Search {
        Search {
            steps,
            scan: steps.min(SCAN_BITS),
            esz: w.entry_size() as u32,
            dispatch: None,
            expiry: None,
        }
    }

    /// Jumps into the unrolled binary steps at step `reg - 1`, or to the
    /// scan when `reg` is at most `scan` (only with `dispatch`): the
    /// labels of steps `0..steps` and of the scan, to bind with
    /// [`Search::at`].
    fn enter(&self, e: &mut Emit) -> (Vec<Option<Label>>, Option<Label>) {
        let Some(r) = self.dispatch else {
            return (vec![None; self.steps as usize], None);
        };
        let labels: Vec<Label> = (0..self.steps).map(|_| e.label()).collect();
        let scan = e.label();
        for t in self.scan + 1..=self.steps {
            e.j64(Jmp::Jeq, r, t, labels[t as usize - 1]);
        }
        e.ja(scan);
        (labels.into_iter().map(Some).collect(), Some(scan))
    }

    fn at(e: &mut Emit, l: Option<Label>) {
        if let Some(l) = l {
            e.bind(l);
        }
    }

    /// Where a found entry `j` goes: `hit`, or its expiry check.
    fn found(&self, e: &mut Emit, j: usize, hit: Label, check: Option<Label>) {
        match (self.expiry, check) {
            (Some(off), Some(check)) => {
                e.ldx(
                    Size::DW,
                    Reg::R6,
                    Reg::R5,
                    (j as u32 * self.esz) as i16 + off,
                );
                e.ja(check);
            }
            _ => e.ja(hit),
        }
    }

    /// The expiry check: a hit when r6 is 0 or later than now.
    fn check(&self, e: &mut Emit, check: Option<Label>, hit: Label, miss: Label) {
        if let Some(check) = check {
            e.bind(check);
            e.j64(Jmp::Jeq, Reg::R6, 0, hit);
            e.call(dropc_ebpf::insn::helper::KTIME_GET_COARSE_NS);
            e.jr(Jmp::Jgt, Reg::R6, Reg::R0, hit);
            e.ja(miss);
        }
    }
}

/// Search over 8-byte `(lo, hi)` u32 entries from r5 for r1: branch-free
/// binary steps move r5 until the answer (the last entry whose `lo <= r1`)
/// is one of the next `2^SCAN_BITS` entries, which are then scanned with
/// straight-line code for the first entry whose `hi >= r1` (the answer if
/// it holds r1; entries before it end below r1, entries after it start
/// above). The scan's loads are independent: they overlap, unlike the
/// dependent loads of the binary steps.
pub(crate) fn search32(e: &mut Emit, sr: &Search, hit: Label, miss: Label) {
    let (steps, scan, esz) = (sr.steps, sr.scan, sr.esz);
    let binary = steps - scan;
    if binary > 0 {
        e.mov_reg(Reg::R0, Reg::R1);
        e.alu64(Alu::Add, Reg::R0, 1);
    }
    let (labels, at_scan) = sr.enter(e);
    for s in (scan..steps).rev() {
        Search::at(e, labels[s as usize]);
        let off = (1u32 << s) * esz;
        // r4 = lo - (v + 1): negative iff lo <= v (both below 2^32).
        load_at(e, Size::W, Reg::R4, off, Reg::R2);
        e.alu64r(Alu::Sub, Reg::R4, Reg::R0);
        if sr.dispatch.is_some() {
            // (1 or 0) * off: the verifier splits `(x s>> 63) & c` into
            // two states, 2^steps paths for the up to 16 dynamic steps
            e.alu64(Alu::Rsh, Reg::R4, 63);
            e.alu64(Alu::Mul, Reg::R4, off as i32);
        } else {
            e.alu64(Alu::Arsh, Reg::R4, 63);
            e.alu64(Alu::And, Reg::R4, off as i32);
        }
        e.alu64r(Alu::Add, Reg::R5, Reg::R4);
    }
    Search::at(e, at_scan);
    let n = 1usize << scan;
    let esz = esz as usize;
    let check = sr.expiry.map(|_| e.label());
    let found: Vec<Label> = (0..n).map(|_| e.label()).collect();
    for (j, l) in found.iter().enumerate() {
        e.ldx(Size::W, Reg::R4, Reg::R5, (j * esz + 4) as i16);
        e.jr(Jmp::Jge, Reg::R4, Reg::R1, *l);
    }
    e.ja(miss);
    for (j, l) in found.into_iter().enumerate() {
        e.bind(l);
        e.ldx(Size::W, Reg::R4, Reg::R5, (j * esz) as i16);
        e.jr(Jmp::Jgt, Reg::R4, Reg::R1, miss);
        sr.found(e, j, hit, check);
    }
    sr.check(e, check, hit, miss);
}

/// `t` = the borrow out of the 64-bit subtraction `d = v - a (- c)`, 0 or
/// 1, given `nv` = !v: the top bit of `(!v & a) | ((!v | a) & d)`. Uses `u`.
fn borrow_out(e: &mut Emit, t: Reg, u: Reg, nv: Reg, a: Reg, d: Reg) {
    e.mov_reg(t, nv);
    e.alu64r(Alu::And, t, a);
    e.mov_reg(u, nv);
    e.alu64r(Alu::Or, u, a);
    e.alu64r(Alu::And, u, d);
    e.alu64r(Alu::Or, t, u);
    e.alu64(Alu::Rsh, t, 63);
}

/// Search over 32-byte `(lo_hi, lo_lo, hi_hi, hi_lo)` entries from r5 for
/// the 128-bit value r1:r2, as [`search32`]: branch-free binary steps (the
/// borrow of `v - lo` computed with the subtract-with-borrow identity of
/// Hacker's Delight §2-16), then a straight-line scan.
pub(crate) fn search128(e: &mut Emit, sr: &Search, hit: Label, miss: Label) {
    let (vh, vl) = (Reg::R1, Reg::R2);
    let (nvh, nvl) = (Reg::R6, Reg::R7);
    let (steps, scan, esz) = (sr.steps, sr.scan, sr.esz);
    if steps > scan {
        e.mov_reg(nvh, vh);
        e.alu64(Alu::Xor, nvh, -1);
        e.mov_reg(nvl, vl);
        e.alu64(Alu::Xor, nvl, -1);
    }
    let (labels, at_scan) = sr.enter(e);
    for s in (scan..steps).rev() {
        Search::at(e, labels[s as usize]);
        let off = (1u32 << s) * esz;
        let (a, t, u, d) = (Reg::R0, Reg::R3, Reg::R4, Reg::R8);
        // c = borrow(vl - lo_lo)
        load_at(e, Size::DW, a, off + 8, d);
        e.mov_reg(d, vl);
        e.alu64r(Alu::Sub, d, a);
        borrow_out(e, t, u, nvl, a, d);
        // borrow(vh - lo_hi - c)
        load_at(e, Size::DW, a, off, d);
        e.mov_reg(d, vh);
        e.alu64r(Alu::Sub, d, a);
        e.alu64r(Alu::Sub, d, t);
        borrow_out(e, t, u, nvh, a, d);
        // no borrow (lo <= v): advance
        if sr.dispatch.is_some() {
            // (see `search32`)
            e.alu64(Alu::Xor, t, 1);
            e.alu64(Alu::Mul, t, off as i32);
        } else {
            e.alu64(Alu::Sub, t, 1);
            e.alu64(Alu::And, t, off as i32);
        }
        e.alu64r(Alu::Add, Reg::R5, t);
    }
    // Scan the remaining entries for the first whose hi >= v, then check
    // its lo <= v (as in `search32`).
    Search::at(e, at_scan);
    let k = Reg::R0;
    let n = 1usize << scan;
    let esz = esz as usize;
    let check = sr.expiry.map(|_| e.label());
    let found: Vec<Label> = (0..n).map(|_| e.label()).collect();
    for (j, l) in found.iter().enumerate() {
        let next = e.label();
        let o = (j * esz) as i16;
        e.ldx(Size::DW, k, Reg::R5, o + 16);
        e.jr(Jmp::Jgt, k, vh, *l);
        e.jr(Jmp::Jlt, k, vh, next);
        e.ldx(Size::DW, k, Reg::R5, o + 24);
        e.jr(Jmp::Jge, k, vl, *l);
        e.bind(next);
    }
    e.ja(miss);
    for (j, l) in found.into_iter().enumerate() {
        let o = (j * esz) as i16;
        e.bind(l);
        e.ldx(Size::DW, k, Reg::R5, o);
        e.jr(Jmp::Jlt, vh, k, miss);
        if sr.expiry.is_some() {
            let ok = e.label();
            e.jr(Jmp::Jgt, vh, k, ok);
            e.ldx(Size::DW, k, Reg::R5, o + 8);
            e.jr(Jmp::Jlt, vl, k, miss);
            e.bind(ok);
            sr.found(e, j, hit, check);
            continue;
        }
        e.jr(Jmp::Jgt, vh, k, hit);
        e.ldx(Size::DW, k, Reg::R5, o + 8);
        e.jr(Jmp::Jlt, vl, k, miss);
        e.ja(hit);
    }
    sr.check(e, check, hit, miss);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Software model of the generated search, to check the table layout.
    fn lookup(t: &Table, v: u128) -> bool {
        if v < t.min || v > t.max {
            return false;
        }
        let bits = t.w.bits();
        let k = ((v << (128 - bits + t.cp)) >> (128 - t.b)) as u64;
        let c = t
            .chunks
            .iter()
            .find(|c| k >= c.k0 && k < c.k1)
            .expect("chunk");
        let at = ((k - c.k0) * 4) as usize;
        let start = u32::from_le_bytes(c.bytes[at..at + 4].try_into().unwrap()) as usize;
        assert!(start <= c.n as usize);
        let esz = t.w.entry_size();
        let entry = |i: usize| -> (u128, u128) {
            let o = c.entries_off as usize + i * esz;
            let b = &c.bytes[o..o + esz];
            match t.w {
                KeyWidth::U128 => {
                    let q = |j: usize| {
                        u64::from_le_bytes(b[j * 8..j * 8 + 8].try_into().unwrap()) as u128
                    };
                    ((q(0) << 64) | q(1), (q(2) << 64) | q(3))
                }
                _ => (
                    u32::from_le_bytes(b[0..4].try_into().unwrap()) as u128,
                    u32::from_le_bytes(b[4..8].try_into().unwrap()) as u128,
                ),
            }
        };
        let mut p = start;
        let scan = if t.w == KeyWidth::U128 {
            0
        } else {
            t.steps.min(SCAN_BITS)
        };
        for s in (scan..t.steps).rev() {
            if entry(p + (1 << s)).0 <= v {
                p += 1 << s;
            }
        }
        match (0..1usize << scan).find(|j| entry(p + j).1 >= v) {
            Some(j) => entry(p + j).0 <= v,
            None => false,
        }
    }

    fn check(w: KeyWidth, ivs: &[(u128, u128)], probes: &[u128]) {
        let t = Table::build(w, ivs).unwrap();
        for &v in probes {
            let want = ivs.iter().any(|&(lo, hi)| lo <= v && v <= hi);
            assert_eq!(lookup(&t, v), want, "value {v:#x}");
        }
    }

    fn probes_for(ivs: &[(u128, u128)], max: u128) -> Vec<u128> {
        let mut p = vec![0, 1, max, max - 1];
        for &(lo, hi) in ivs {
            p.extend([
                lo,
                hi,
                lo.wrapping_sub(1) & max,
                hi.saturating_add(1).min(max),
            ]);
        }
        p
    }

    /// Disjoint, non-adjacent intervals from sorted random points.
    fn intervals(mut pts: Vec<u128>) -> Vec<(u128, u128)> {
        pts.sort();
        pts.dedup();
        let mut ok: Vec<(u128, u128)> = Vec::new();
        for c in pts.chunks(2).filter(|c| c.len() == 2) {
            if ok.last().is_none_or(|l| l.1.saturating_add(1) < c[0]) {
                ok.push((c[0], c[1]));
            }
        }
        ok
    }

    #[test]
    fn clustered_tables_agree_with_intervals() {
        let mut x: u64 = 0x1234_5678_9abc_def1;
        let mut rnd = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        // (width, region base, region size in bits, points)
        let cases: [(KeyWidth, u128, u32, usize); 7] = [
            (KeyWidth::U32, 0x0a00_0000, 24, 5000),
            (KeyWidth::U32, 0xc0a8_0100, 8, 200),
            (KeyWidth::U16, 1024, 10, 500),
            (KeyWidth::U128, 0x2001_0db8u128 << 96, 96, 5000),
            (
                KeyWidth::U128,
                (0x2001_0db8u128 << 96) | (7u128 << 64),
                64,
                5000,
            ),
            (
                KeyWidth::U128,
                (0x2001_0db8u128 << 96) | (7u128 << 64),
                30,
                3000,
            ),
            // common prefix of 60 bits and ~11 bucket bits: straddles
            (KeyWidth::U128, 0x2001_0db8_0000_0000u128 << 64, 68, 8000),
        ];
        for (w, base, size, n) in cases {
            let mask = (1u128 << size) - 1;
            let pts: Vec<u128> = (0..n)
                .map(|_| base | ((((rnd() as u128) << 64) | rnd() as u128) & mask))
                .collect();
            let ivs = intervals(pts);
            let probes = probes_for(&ivs, w.max());
            let t = Table::build(w, &ivs).unwrap();
            assert!(t.cp > 0, "{w:?}: common prefix expected");
            for v in probes {
                let want = ivs.iter().any(|&(lo, hi)| lo <= v && v <= hi);
                assert_eq!(lookup(&t, v), want, "{w:?} value {v:#x}");
            }
        }
    }

    #[test]
    fn tables_agree_with_intervals() {
        let mut x: u64 = 0x9e3779b97f4a7c15;
        let mut rnd = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for (w, max) in [
            (KeyWidth::U32, u32::MAX as u128),
            (KeyWidth::U16, 0xffff),
            (KeyWidth::U128, u128::MAX),
        ] {
            for n in [9usize, 17, 100, 3000] {
                let mut pts: Vec<u128> = (0..2 * n)
                    .map(|_| {
                        let r = ((rnd() as u128) << 64) | rnd() as u128;
                        r & max
                    })
                    .collect();
                pts.sort();
                pts.dedup();
                let mut ivs: Vec<(u128, u128)> = pts
                    .chunks(2)
                    .filter(|c| c.len() == 2)
                    .map(|c| (c[0], c[1]))
                    .collect();
                // make them disjoint and non-adjacent
                ivs.dedup_by(|b, a| b.0 <= a.1 + 1);
                ivs.retain(|iv| iv.0 <= iv.1);
                let mut ok = Vec::new();
                for iv in ivs {
                    if ok
                        .last()
                        .is_none_or(|l: &(u128, u128)| l.1.saturating_add(1) < iv.0)
                    {
                        ok.push(iv);
                    }
                }
                if ok.last().is_some() {
                    // include the extremes
                    ok[0].0 = 0;
                    let l = ok.len() - 1;
                    ok[l].1 = max;
                }
                let probes = probes_for(&ok, max);
                check(w, &ok, &probes);
            }
        }
    }
}
