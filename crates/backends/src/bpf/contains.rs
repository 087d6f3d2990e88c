//! (v2) `contains V` on the BPF targets (spec §4 "Payload", §5.6): a
//! shift-or (bitap, Baeza-Yates–Gonnet) search over the IP packet, from the
//! first byte of its IP header to the end its length field gives.
//!
//! For a pattern of `m` ≤ 64 bytes, the state `D` is one u64 whose bit `j`
//! is 0 iff "the last `j + 1` bytes equal the pattern's first `j + 1`"; it
//! starts all ones and per byte `c`: `D = (D << 1) | T[c]`, a match when bit
//! `m - 1` is 0. `T[c]` has bit `j` clear iff `V[j] == c`, and every bit at
//! or above `m` set, so those bits of `D` stay 1 and a match is simply `D <
//! !0 << (m - 1)`. Two operations per byte on the dependency chain (shift,
//! or); the table loads do not depend on `D`. The 256 words of every
//! distinct pattern of the policy are in one read-only data section
//! ([`Tables`]), 2 KiB per pattern. The step has no data-dependent branch
//! but the exit on a match, so the verifier follows one path per byte.
//!
//! Patterns of [`FILTER_MIN_LEN`] bytes or more are first looked for with
//! a 2-gram prefilter ([`prefilter`]: every `m - 1` bytes, one table load
//! per sample), and the shift-or runs only from the first place an
//! occurrence can start.
//!
//! The loop (a bounded loop: the count of bytes left, clamped to
//! [`CONTAINS_MAX_LEN`], falls by 8 per iteration) reads 8 bytes per
//! iteration after one bounds check against the packet end, then at most 7
//! bytes one by one. IP packets longer than 1,500 bytes have no specified
//! verdict: only their first 1,500 bytes are searched.
//!
//! Registers: r2 = read pointer, r3 = bytes left, r4 = `D`, r5 = table;
//! clobbers r0–r5 (no field may be kept in r4/r5 in such a program). Stack:
//! `SEARCHED` (-264).

use super::gen::{Gen, GenError};
use super::payload::{PKT, PKT_END, PL_END};
use super::sets::Data;
use dropc_ebpf::insn::{Alu, Jmp, Reg, Size, Width};
use dropc_ebpf::Label;
use dropc_ir::interp::CONTAINS_MAX_LEN;
use dropc_ir::{Policy, Test};

/// The mask tables of the policy's `contains` patterns.
#[derive(Default)]
pub(crate) struct Tables {
    /// The data section holding them (none without `contains`).
    section: Option<String>,
    /// Each distinct pattern and the offset of its 256 masks.
    offsets: Vec<(Vec<u8>, u32)>,
    /// The section of the 2-gram filters (one per pattern of 2 bytes or
    /// more, in the order of `offsets`, [`FILTER_SIZE`] bytes each).
    filters: Option<String>,
}

/// One pattern's 2-gram filter: byte `b0 | b1 << 8` is 1 iff the pattern
/// holds the bytes `b0 b1` at some place.
const FILTER_SIZE: usize = 1 << 16;

/// Shortest pattern with a prefilter: below it, the samples come so often
/// (every `m - 1` bytes) that they save little over the shift-or itself,
/// and their loop costs the verifier more than the search (one iteration
/// per 8 samples: 187 iterations at `m = 2`).
const FILTER_MIN_LEN: usize = 4;

/// The 2-gram filter of `pattern` (empty below [`FILTER_MIN_LEN`] bytes).
fn filter(pattern: &[u8]) -> Vec<u8> {
    if pattern.len() < FILTER_MIN_LEN {
        return Vec::new();
    }
    let mut f = vec![0u8; FILTER_SIZE];
    for w in pattern.windows(2) {
        f[usize::from(w[0]) | usize::from(w[1]) << 8] = 1;
    }
    f
}

/// The 256 shift-or words of `pattern` (bit `j` clear iff `pattern[j] ==
/// c`, bits at and above `m` set), little-endian u64 each.
fn masks(pattern: &[u8]) -> Vec<u8> {
    let mut m = [u64::MAX; 256];
    for (j, c) in pattern.iter().enumerate() {
        m[usize::from(*c)] &= !(1 << j);
    }
    m.iter().flat_map(|x| x.to_le_bytes()).collect()
}

impl Tables {
    /// Lays out the tables of every `contains` of `policy` in one section.
    pub fn build(policy: &Policy, data: &mut Data) -> Tables {
        let mut offsets: Vec<(Vec<u8>, u32)> = Vec::new();
        let mut bytes = Vec::new();
        for r in &policy.rules {
            for m in &r.matches {
                if let Test::Contains { bytes: pat } = &m.test {
                    if offsets.iter().any(|(p, _)| p == pat) {
                        continue;
                    }
                    offsets.push((pat.clone(), bytes.len() as u32));
                    bytes.extend(masks(pat));
                }
            }
        }
        if offsets.is_empty() {
            return Tables::default();
        }
        let filters: Vec<u8> = offsets.iter().flat_map(|(p, _)| filter(p)).collect();
        Tables {
            section: Some(data.add(bytes)),
            filters: (!filters.is_empty()).then(|| data.add(filters)),
            offsets,
        }
    }

    fn find(&self, pattern: &[u8]) -> Option<(&str, u32)> {
        let section = self.section.as_deref()?;
        self.offsets
            .iter()
            .find(|(p, _)| p == pattern)
            .map(|(_, o)| (section, *o))
    }

    /// The section and offset of `pattern`'s 2-gram filter.
    fn find_filter(&self, pattern: &[u8]) -> Option<(&str, u32)> {
        let section = self.filters.as_deref()?;
        let k = self
            .offsets
            .iter()
            .filter(|(p, _)| p.len() >= FILTER_MIN_LEN)
            .position(|(p, _)| p == pattern)?;
        Some((section, (k * FILTER_SIZE) as u32))
    }
}

/// Stack slot: the number of bytes searched (the IP length, at most
/// [`CONTAINS_MAX_LEN`]).
const SEARCHED: i16 = -264;

/// One shift-or step on the byte at `r2 + k`; jumps to `found` on a match
/// of the `m`-byte pattern.
fn step(g: &mut Gen<'_>, k: i16, m: usize, found: Label) {
    let e = &mut g.e;
    e.ldx(Size::B, Reg::R1, Reg::R2, k);
    e.alu64(Alu::Lsh, Reg::R1, 3);
    e.mov_reg(Reg::R0, Reg::R5);
    e.alu64r(Alu::Add, Reg::R0, Reg::R1);
    e.ldx(Size::DW, Reg::R0, Reg::R0, 0);
    e.alu64(Alu::Lsh, Reg::R4, 1);
    e.alu64r(Alu::Or, Reg::R4, Reg::R0);
    // D's bits at and above m are 1: a match (bit m-1 clear) iff
    // D < !0 << (m-1), a sign-extended immediate for m <= 32. A match
    // falls through and the next byte is a jump: the verifier explores
    // the match first, so that the bytes left to explore never pile up
    // beyond its 8,192 pending branches (two 2-byte searches did).
    let next = e.label();
    if m <= 32 {
        let below = (u64::MAX << (m - 1)) as i64 as i32;
        e.jmp_imm(Width::W64, Jmp::Jge, Reg::R4, below, next);
    } else {
        e.mov_reg(Reg::R1, Reg::R4);
        e.alu64(Alu::Rsh, Reg::R1, (m - 1) as i32);
        e.alu64(Alu::And, Reg::R1, 1);
        e.j64(Jmp::Jne, Reg::R1, 0, next);
    }
    e.ja(found);
    e.bind(next);
}

/// r2 = a packet pointer to the next unread byte minus 14 (the IP header
/// starts at packet + 14), checked for `n` readable bytes from there; jumps
/// to `short` when they are not in the packet. The offset (bytes searched
/// minus bytes left) is a variable to the verifier, so `r2` gets a fresh
/// identity and the packet-range checks of the loop never change the
/// spilled packet start (whose growing range would keep the states after
/// the loop from being pruned).
fn cursor(g: &mut Gen<'_>, n: i32, short: Label, absent: Label) {
    let e = &mut g.e;
    e.ldx(Size::DW, Reg::R1, Reg::R10, SEARCHED);
    e.alu64r(Alu::Sub, Reg::R1, Reg::R3);
    e.jmp_imm(Width::W64, Jmp::Jslt, Reg::R1, 0, absent);
    e.ldx(Size::DW, Reg::R2, Reg::R10, PKT);
    e.alu64r(Alu::Add, Reg::R2, Reg::R1);
    e.mov_reg(Reg::R1, Reg::R2);
    e.alu64(Alu::Add, Reg::R1, 14 + n);
    e.ldx(Size::DW, Reg::R0, Reg::R10, PKT_END);
    e.jr(Jmp::Jgt, Reg::R1, Reg::R0, short);
}

/// The 2-gram prefilter of an `m`-byte pattern (`m >=`
/// [`FILTER_MIN_LEN`]): with `s = m - 1`,
/// the 2-grams at offsets `m - 2`, `m - 2 + s`, `m - 2 + 2s`, ... of the IP
/// packet are looked up in the pattern's filter ([`filter`]). Any
/// occurrence at `i` covers the 2-grams at `i ..= i + m - 2`, `s`
/// consecutive offsets all at least `m - 2` when the occurrence ends at or
/// after `m - 1`: one of them is sampled and is in the filter. So when the
/// first sample in the filter is at `p` (or none is), no occurrence starts
/// before `p - m + 2`, and the shift-or search goes on from there
/// (jumping to `start` with `r3` = bytes left from there), or the string is
/// absent. Samples go 8 at a time after one bounds check (r3 = bytes left
/// from the next sample, falling by constants), then one by one.
fn prefilter(g: &mut Gen<'_>, m: usize, section: &str, offset: u32, start: Label, absent: Label) {
    let s = (m - 1) as i32;
    let (head, tail, hit) = (g.e.label(), g.e.label(), g.e.label());
    let e = &mut g.e;
    e.comment(format!("contains: 2-gram prefilter, every {s} bytes"));
    e.ld_data(Reg::R5, section, offset);
    e.alu64(Alu::Sub, Reg::R3, m as i32 - 2);
    e.bind(head);
    e.jmp_imm(Width::W64, Jmp::Jslt, Reg::R3, 7 * s + 2, tail);
    cursor(g, 7 * s + 2, absent, absent);
    let e = &mut g.e;
    // (A hit falls through and a miss jumps: the verifier explores the
    // hit first, so that the misses it leaves for later never pile up
    // beyond its limit of pending branches.)
    for k in 0..8 {
        let miss = e.label();
        e.ldx(Size::H, Reg::R1, Reg::R2, (14 + k * s) as i16);
        e.alu64r(Alu::Add, Reg::R1, Reg::R5);
        e.ldx(Size::B, Reg::R0, Reg::R1, 0);
        e.j64(Jmp::Jeq, Reg::R0, 0, miss);
        if k > 0 {
            e.alu64(Alu::Sub, Reg::R3, k * s);
        }
        e.ja(hit);
        e.bind(miss);
    }
    e.alu64(Alu::Sub, Reg::R3, 8 * s);
    e.ja(head);
    e.bind(tail);
    for _ in 0..7 {
        g.e.jmp_imm(Width::W64, Jmp::Jslt, Reg::R3, 2, absent);
        cursor(g, 2, absent, absent);
        let e = &mut g.e;
        e.ldx(Size::H, Reg::R1, Reg::R2, 14);
        e.alu64r(Alu::Add, Reg::R1, Reg::R5);
        e.ldx(Size::B, Reg::R0, Reg::R1, 0);
        let miss = e.label();
        e.j64(Jmp::Jeq, Reg::R0, 0, miss);
        e.ja(hit);
        e.bind(miss);
        e.alu64(Alu::Sub, Reg::R3, s);
    }
    let e = &mut g.e;
    e.ja(absent);
    // r3 = bytes left from the sample p; the search starts at o = p - m +
    // 2, with SEARCHED - o bytes left. (Computed through the offset, so
    // that the verifier sees one range, [0, CONTAINS_MAX_LEN], at every
    // entry of the search loop, and prunes all but the first.)
    e.bind(hit);
    e.ldx(Size::DW, Reg::R1, Reg::R10, SEARCHED);
    e.alu64r(Alu::Sub, Reg::R1, Reg::R3);
    e.alu64(Alu::Sub, Reg::R1, m as i32 - 2);
    e.ldx(Size::DW, Reg::R3, Reg::R10, SEARCHED);
    e.alu64r(Alu::Sub, Reg::R3, Reg::R1);
    e.j64(Jmp::Jgt, Reg::R3, CONTAINS_MAX_LEN as u32, absent);
    for r in [Reg::R0, Reg::R1, Reg::R2] {
        e.mov_imm(r, 0);
    }
    e.ja(start);
}

/// Emits `[not] contains V`: falls through when the match holds, jumps to
/// `fail` otherwise.
pub(crate) fn emit_test(
    g: &mut Gen<'_>,
    pattern: &[u8],
    neg: bool,
    fail: Label,
) -> Result<(), GenError> {
    let m = pattern.len();
    if !(1..=64).contains(&m) {
        return Err(format!("contains: a pattern of {m} bytes (1 to 64)"));
    }
    let (section, offset) = g
        .contains
        .find(pattern)
        .map(|(s, o)| (s.to_string(), o))
        .ok_or_else(|| "contains: pattern without a mask table".to_string())?;
    let cont = g.e.label();
    let (to_found, to_absent) = if neg { (fail, cont) } else { (cont, fail) };
    let (found, absent) = (g.e.label(), g.e.label());
    let (head, tail) = (g.e.label(), g.e.label());
    let e = &mut g.e;
    e.comment(format!("contains: {m} bytes, shift-or over the IP packet"));
    e.ldx(Size::DW, Reg::R3, Reg::R10, PL_END);
    e.alu64(Alu::Or, Reg::R3, 0);
    e.alu64(Alu::Sub, Reg::R3, 14);
    // Longer IP packets have no specified verdict (spec §5.6): not
    // searched. (Clamping the count to a constant instead would make the
    // read offsets constants, and the range checks would then grow the
    // spilled packet start's range, keeping later states from pruning.)
    e.j64(Jmp::Jgt, Reg::R3, CONTAINS_MAX_LEN as u32, absent);
    e.stx(Size::DW, Reg::R10, SEARCHED, Reg::R3);
    let start = e.label();
    if let Some((fsec, foff)) = g
        .contains
        .find_filter(pattern)
        .map(|(s, o)| (s.to_string(), o))
    {
        prefilter(g, m, &fsec, foff, start, absent);
    }
    let e = &mut g.e;
    e.bind(start);
    e.ld_data(Reg::R5, &section, offset);
    e.mov_imm(Reg::R4, -1);
    e.bind(head);
    e.j64(Jmp::Jlt, Reg::R3, 8, tail);
    // (an IP length beyond the frame is malformed: any verdict, and one
    // exit state for the verifier)
    cursor(g, 8, absent, absent);
    for k in 0..8 {
        step(g, 14 + k, m, found);
    }
    let e = &mut g.e;
    e.alu64(Alu::Sub, Reg::R3, 8);
    e.ja(head);
    e.bind(tail);
    for _ in 0..7 {
        g.e.j64(Jmp::Jeq, Reg::R3, 0, absent);
        cursor(g, 1, absent, absent);
        step(g, 14, m, found);
        g.e.alu64(Alu::Sub, Reg::R3, 1);
    }
    // Every exit leaves the same register state, so that the verifier's
    // states after the search prune (one per outcome, not one per byte).
    for (l, to) in [(absent, to_absent), (found, to_found)] {
        g.e.bind(l);
        for r in [Reg::R0, Reg::R1, Reg::R2, Reg::R3, Reg::R4, Reg::R5] {
            g.e.mov_imm(r, 0);
        }
        g.e.ja(to);
    }
    g.e.bind(cont);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::masks;

    /// The shift-or recurrence over the tables finds exactly the
    /// occurrences a naive search finds.
    #[test]
    fn shift_and_agrees_with_naive_search() {
        let hay = b"xxabcabcabdxxabcabd--abca";
        for pat in [
            &b"abcabd"[..],
            b"a",
            b"d--a",
            b"abca",
            b"zz",
            b"xxabcabcabdxxabcabd--abca",
        ] {
            let t = masks(pat);
            let m = |c: u8| {
                let i = usize::from(c) * 8;
                u64::from_le_bytes(t[i..i + 8].try_into().expect("8 bytes"))
            };
            let mut d = u64::MAX;
            let mut found = false;
            for c in hay {
                d = (d << 1) | m(*c);
                found |= d < u64::MAX << (pat.len() - 1);
            }
            assert_eq!(found, dropc_ir::interp::contains(hay, pat), "{pat:?}");
        }
    }
}
