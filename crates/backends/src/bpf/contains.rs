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
//! verdict: they are not searched.
//!
//! **One global function per distinct pattern** ([`search`]:
//! `int dropc_contains_K(ctx, vlan, ip_end)`, in `.text`, BTF linkage
//! global): the kernel verifies a global function once, on its own,
//! whatever the states it is called with, so the verifier's cost of the
//! searches is their sum, not their product with the paths through the
//! earlier rules (before, random policies with several `contains` reached
//! the 1M-instruction limit). A test ([`emit_test`]) passes the context
//! (slot `CTX`), the VLAN offset (slot [`VLAN`], 0 or 4, set by the
//! parser) and the IP packet's end (`PL_END`), and tests r0.
//!
//! Registers in the function: r6 = the packet start (after a VLAN tag),
//! r7 = the packet end, r8 = the bytes searched (≤ [`CONTAINS_MAX_LEN`]);
//! r2 = read pointer, r3 = bytes left, r4 = `D`, r5 = table, r0/r1 scratch.
//! The caller loses r0–r5 ([`CLOBBERS`]: no field may be kept in r4/r5 in
//! such a program); r6–r9 and its stack are kept.

use super::emit::{Data, Emit, RegSet};
use super::error::GenError;
use super::frame::{Cx, CTX};
use super::hook::Flavor;
use super::payload::PL_END;
use dropc_ebpf::insn::{Alu, Jmp, Reg, Size, Width};
use dropc_ebpf::obj::FuncDef;
use dropc_ebpf::{Label, Program};
use dropc_ir::interp::CONTAINS_MAX_LEN;
use dropc_ir::{Policy, Test};

/// Most distinct `contains` patterns in one program (a capability error
/// beyond, [`crate::caps::Kind::ContainsBeyondBpfSearches`]): the kernel
/// verifies each search function once, for at most 37,200 instructions
/// (measured on 6.18, a 64-byte pattern; 18,400 at 1–3 bytes, 23,600 at
/// 4), so 16 take at most 600,000 of the verifier's 1,000,000 and leave
/// the rest to the program.
pub const MAX_SEARCHES: usize = 16;

/// Registers a `contains` test clobbers.
pub(crate) const CLOBBERS: RegSet = RegSet::span(Reg::R0, Reg::R5);

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

/// The search function of the `k`-th distinct pattern.
fn function_name(k: usize) -> String {
    format!("dropc_contains_{k}")
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

    /// The name of `pattern`'s search function.
    fn function(&self, pattern: &[u8]) -> Option<String> {
        let k = self.offsets.iter().position(|(p, _)| p == pattern)?;
        Some(function_name(k))
    }

    /// The search functions of the policy's patterns, one per distinct
    /// pattern, for programs of `hook`.
    pub fn functions(&self, hook: &dyn Flavor) -> Result<Vec<FuncDef>, GenError> {
        let mut out = Vec::new();
        for (k, (pattern, _)) in self.offsets.iter().enumerate() {
            let masks = self.find(pattern).ok_or(GenError::NoMaskTable)?;
            let program = search(hook, pattern, masks, self.find_filter(pattern))?;
            out.push(FuncDef {
                name: function_name(k),
                section: hook.section().to_string(),
                params: vec!["vlan".into(), "ip_end".into()],
                program,
            });
        }
        Ok(out)
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

/// Stack slot of the caller: the VLAN tag's length before the IP header
/// (0 or 4; only in programs with `contains`).
pub(crate) const VLAN: i16 = -264;

/// In a search function: the packet start (after a VLAN tag), the packet
/// end and the number of bytes searched (the IP length, at most
/// [`CONTAINS_MAX_LEN`]).
const PKT: Reg = Reg::R6;
const PKT_END: Reg = Reg::R7;
const SEARCHED: Reg = Reg::R8;

/// One shift-or step on the byte at `r2 + k`; jumps to `found` on a match
/// of the `m`-byte pattern.
fn step(e: &mut Emit, k: i16, m: usize, found: Label) {
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
/// packet start (whose growing range would keep the states after the loop
/// from being pruned).
fn cursor(e: &mut Emit, n: i32, short: Label, absent: Label) {
    e.mov_reg(Reg::R1, SEARCHED);
    e.alu64r(Alu::Sub, Reg::R1, Reg::R3);
    e.jmp_imm(Width::W64, Jmp::Jslt, Reg::R1, 0, absent);
    e.mov_reg(Reg::R2, PKT);
    e.alu64r(Alu::Add, Reg::R2, Reg::R1);
    e.mov_reg(Reg::R1, Reg::R2);
    e.alu64(Alu::Add, Reg::R1, 14 + n);
    e.jr(Jmp::Jgt, Reg::R1, PKT_END, short);
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
fn prefilter(e: &mut Emit, m: usize, section: &str, offset: u32, start: Label, absent: Label) {
    let s = (m - 1) as i32;
    let (head, tail, hit) = (e.label(), e.label(), e.label());
    e.comment(format!("contains: 2-gram prefilter, every {s} bytes"));
    e.ld_data(Reg::R5, section, offset);
    e.alu64(Alu::Sub, Reg::R3, m as i32 - 2);
    e.bind(head);
    e.jmp_imm(Width::W64, Jmp::Jslt, Reg::R3, 7 * s + 2, tail);
    cursor(e, 7 * s + 2, absent, absent);
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
        e.jmp_imm(Width::W64, Jmp::Jslt, Reg::R3, 2, absent);
        cursor(e, 2, absent, absent);
        e.ldx(Size::H, Reg::R1, Reg::R2, 14);
        e.alu64r(Alu::Add, Reg::R1, Reg::R5);
        e.ldx(Size::B, Reg::R0, Reg::R1, 0);
        let miss = e.label();
        e.j64(Jmp::Jeq, Reg::R0, 0, miss);
        e.ja(hit);
        e.bind(miss);
        e.alu64(Alu::Sub, Reg::R3, s);
    }
    e.ja(absent);
    // r3 = bytes left from the sample p; the search starts at o = p - m +
    // 2, with SEARCHED - o bytes left. (Computed through the offset, so
    // that the verifier sees one range, [0, CONTAINS_MAX_LEN], at every
    // entry of the search loop, and prunes all but the first.)
    e.bind(hit);
    e.mov_reg(Reg::R1, SEARCHED);
    e.alu64r(Alu::Sub, Reg::R1, Reg::R3);
    e.alu64(Alu::Sub, Reg::R1, m as i32 - 2);
    e.mov_reg(Reg::R3, SEARCHED);
    e.alu64r(Alu::Sub, Reg::R3, Reg::R1);
    e.j64(Jmp::Jgt, Reg::R3, CONTAINS_MAX_LEN as u32, absent);
    for r in [Reg::R0, Reg::R1, Reg::R2] {
        e.mov_imm(r, 0);
    }
    e.ja(start);
}

/// The search function of `pattern` (its tables at `masks` and, for
/// patterns of [`FILTER_MIN_LEN`] bytes or more, `filter`): `int
/// NAME(ctx, vlan, ip_end)` returns 1 iff the IP packet (from `data +
/// vlan + 14` to `data + vlan + ip_end`, at most [`CONTAINS_MAX_LEN`]
/// bytes) holds it. Arguments are checked, since the kernel verifies the
/// function for any scalar: a VLAN offset above 4, or an IP packet longer
/// than [`CONTAINS_MAX_LEN`] bytes (not searched, spec §5.6) or beyond the
/// frame (malformed: any verdict), returns 0.
fn search(
    hook: &dyn Flavor,
    pattern: &[u8],
    masks: (&str, u32),
    filter: Option<(&str, u32)>,
) -> Result<Program, GenError> {
    let m = pattern.len();
    if !(1..=64).contains(&m) {
        return Err(GenError::PatternLength(m));
    }
    let mut e = Emit::new();
    let (found, absent, start) = (e.label(), e.label(), e.label());
    let (head, tail) = (e.label(), e.label());
    e.comment(format!(
        "contains: {m} bytes, shift-or over the IP packet (r1 = ctx, r2 = VLAN \
         offset, r3 = IP end; returns 1 iff found)"
    ));
    hook.packet(&mut e, Reg::R1, PKT, PKT_END);
    e.j64(Jmp::Jgt, Reg::R2, 4, absent);
    e.alu64r(Alu::Add, PKT, Reg::R2);
    e.mov_reg(SEARCHED, Reg::R3);
    e.alu64(Alu::Sub, SEARCHED, 14);
    // Longer IP packets have no specified verdict (spec §5.6): not
    // searched. (Clamping the count to a constant instead would make the
    // read offsets constants, and the range checks would then grow the
    // packet start's range, keeping later states from pruning.)
    e.j64(Jmp::Jgt, SEARCHED, CONTAINS_MAX_LEN as u32, absent);
    e.mov_reg(Reg::R3, SEARCHED);
    if let Some((fsec, foff)) = filter {
        prefilter(&mut e, m, fsec, foff, start, absent);
    }
    e.bind(start);
    e.ld_data(Reg::R5, masks.0, masks.1);
    e.mov_imm(Reg::R4, -1);
    e.bind(head);
    e.j64(Jmp::Jlt, Reg::R3, 8, tail);
    // (an IP length beyond the frame is malformed: any verdict)
    cursor(&mut e, 8, absent, absent);
    for k in 0..8 {
        step(&mut e, 14 + k, m, found);
    }
    e.alu64(Alu::Sub, Reg::R3, 8);
    e.ja(head);
    e.bind(tail);
    for _ in 0..7 {
        e.j64(Jmp::Jeq, Reg::R3, 0, absent);
        cursor(&mut e, 1, absent, absent);
        step(&mut e, 14, m, found);
        e.alu64(Alu::Sub, Reg::R3, 1);
    }
    for (l, r) in [(absent, 0), (found, 1)] {
        e.bind(l);
        e.mov_imm(Reg::R0, r);
        e.exit();
    }
    Ok(e.finish()?)
}

/// Emits `[not] contains V`: a call of the pattern's search function;
/// falls through when the match holds, jumps to `fail` otherwise.
pub(crate) fn emit_test(
    g: &mut Cx<'_>,
    tables: &Tables,
    pattern: &[u8],
    neg: bool,
    fail: Label,
) -> Result<(), GenError> {
    let name = tables.function(pattern).ok_or(GenError::NoMaskTable)?;
    let e = &mut g.e;
    e.comment(format!("contains: {} bytes", pattern.len()));
    e.ldx(Size::DW, Reg::R1, Reg::R10, CTX);
    e.ldx(Size::DW, Reg::R2, Reg::R10, VLAN);
    e.ldx(Size::DW, Reg::R3, Reg::R10, PL_END);
    e.call_fn(&name);
    let op = if neg { Jmp::Jne } else { Jmp::Jeq };
    e.j64(op, Reg::R0, 0, fail);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{masks, MAX_SEARCHES};
    use crate::{caps, Target};

    /// A policy of `n` rules `cK: drop contains "pattern K"`, each pattern
    /// given twice (repeats are no new search).
    fn searches(n: usize) -> String {
        let mut s = String::from("default pass\n");
        for k in 0..n {
            s.push_str(&format!("c{k}: drop contains \"pattern {k}\"\n"));
            s.push_str(&format!("r{k}: drop udp contains \"pattern {k}\"\n"));
        }
        s
    }

    /// More than [`MAX_SEARCHES`] distinct patterns are a capability
    /// error on xdp and tc only, at the first rule beyond, naming it.
    #[test]
    fn searches_beyond_the_budget_are_refused_at_check_time() {
        let ok = dropc_testkit::policy(&searches(MAX_SEARCHES));
        let over = dropc_testkit::policy(&searches(MAX_SEARCHES + 1));
        for t in [Target::Xdp, Target::Tc, Target::Iptables] {
            assert!(caps::check(t, &ok).iter().all(|d| !d.is_error()), "{t}");
        }
        for t in [Target::Xdp, Target::Tc] {
            let errors: Vec<_> = caps::check(t, &over)
                .into_iter()
                .filter(|d| d.is_error())
                .collect();
            let last = MAX_SEARCHES;
            assert_eq!(errors.len(), 2, "{t}: {errors:?}");
            assert!(
                errors[0].message.contains(&format!("rule `c{last}`")),
                "{errors:?}"
            );
            assert!(
                errors[1].message.contains(&format!("rule `r{last}`")),
                "{errors:?}"
            );
            assert!(errors[0].message.contains("more than 16 distinct patterns"));
        }
        assert!(caps::check(Target::Iptables, &over)
            .iter()
            .all(|d| !d.is_error()));
    }

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
