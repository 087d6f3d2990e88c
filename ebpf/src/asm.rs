//! A small eBPF assembler: emits instructions, resolves labels into relative
//! jump offsets, records map/data relocations and comments, and prints a
//! readable listing.

use crate::insn::*;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A jump target. Create with [`Asm::label`], place with [`Asm::bind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Label(u32);

impl Label {
    /// The label's number (as shown in listings, `L<n>`).
    pub fn index(self) -> u32 {
        self.0
    }
}

/// What a relocation refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelocTarget {
    /// A map, by name (its symbol in `.maps`); the loader puts the map fd.
    Map(String),
    /// The address of `offset` bytes into a read-only data section.
    Data {
        /// Section name (`.rodata` or `.rodata.<x>`).
        section: String,
        /// Byte offset into the section.
        offset: u32,
    },
    /// A BPF function (a global subprogram in `.text`, see
    /// [`crate::obj::FuncDef`]), by name: the relocation is on a `call`
    /// instruction (`src_reg = BPF_PSEUDO_CALL`), whose offset the loader
    /// sets.
    Func(String),
}

/// A relocation on the first slot of an `ld_imm64` instruction (maps,
/// data) or on a `call` (functions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reloc {
    /// Index (in slots) of the first slot of the `ld_imm64`.
    pub insn: usize,
    /// What it refers to.
    pub target: RelocTarget,
}

/// Assembly errors, reported by [`Asm::finish`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AsmError {
    /// A jump refers to a label that was never bound.
    #[error("label L{} is used by the jump at instruction {insn} but never bound", label.0)]
    UnboundLabel {
        /// The label.
        label: Label,
        /// The jump using it.
        insn: usize,
    },
    /// A label was bound twice.
    #[error("label L{} is bound twice", .0.0)]
    Rebound(Label),
    /// A label does not belong to this assembler.
    #[error("label L{} was not created by this assembler", .0.0)]
    ForeignLabel(Label),
    /// A jump target lies after the last instruction.
    #[error("label L{} is bound after the last instruction", .0.0)]
    LabelPastEnd(Label),
    /// The relative jump does not fit the 16-bit offset field.
    #[error("jump at instruction {insn} to L{} needs offset {offset}, outside the i16 range", label.0)]
    JumpOutOfRange {
        /// The jump.
        insn: usize,
        /// Its target.
        label: Label,
        /// The required offset.
        offset: i64,
    },
    /// `be()` with a width other than 16, 32 or 64.
    #[error("byte swap width {0} at instruction {1} is not 16, 32 or 64")]
    BadSwapWidth(u32, usize),
    /// The program is empty.
    #[error("empty program")]
    Empty,
}

/// The assembler. Instructions are appended in order; jumps take labels.
#[derive(Clone, Debug, Default)]
pub struct Asm {
    insns: Vec<Insn>,
    /// Label -> bound slot index.
    labels: Vec<Option<usize>>,
    /// (jump slot, target label).
    fixups: Vec<(usize, Label)>,
    relocs: Vec<Reloc>,
    comments: Vec<(usize, String)>,
    /// Errors detected while emitting, reported by `finish`.
    errors: Vec<AsmError>,
}

/// An assembled program: instructions with resolved jumps, relocations,
/// and the annotations needed for listings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Program {
    /// Instruction slots (an `ld_imm64` takes two).
    pub insns: Vec<Insn>,
    /// Relocations (map fds, data addresses).
    pub relocs: Vec<Reloc>,
    /// Comments, by slot index they precede, in emission order.
    pub comments: Vec<(usize, String)>,
    /// Bound labels: slot index -> label numbers bound there.
    pub labels: BTreeMap<usize, Vec<u32>>,
}

impl Asm {
    /// An empty assembler.
    pub fn new() -> Asm {
        Asm::default()
    }

    /// A new, unbound label.
    pub fn label(&mut self) -> Label {
        let l = Label(self.labels.len() as u32);
        self.labels.push(None);
        l
    }

    /// Binds `l` at the next instruction emitted.
    pub fn bind(&mut self, l: Label) {
        let here = self.insns.len();
        match self.labels.get_mut(l.0 as usize) {
            None => self.errors.push(AsmError::ForeignLabel(l)),
            Some(Some(_)) => self.errors.push(AsmError::Rebound(l)),
            Some(slot) => *slot = Some(here),
        }
    }

    /// Attaches a comment to the next instruction (shown in listings).
    pub fn comment(&mut self, text: impl Into<String>) {
        self.comments.push((self.insns.len(), text.into()));
    }

    /// `r0 = cmpxchg((u64 *)(dst + off), r0, src)` (see [`Insn::cmpxchg64`]).
    pub fn cmpxchg64(&mut self, dst: Reg, off: i16, src: Reg) {
        self.raw(Insn::cmpxchg64(dst, off, src));
    }

    /// Appends a raw instruction slot.
    pub fn raw(&mut self, insn: Insn) {
        self.insns.push(insn);
    }

    /// `dst op= imm` (for `Neg`, `imm` is ignored).
    pub fn alu_imm(&mut self, w: Width, op: Alu, dst: Reg, imm: i32) {
        let imm = if op == Alu::Neg { 0 } else { imm };
        self.raw(Insn::new(
            w.alu_class() | op.code() | BPF_K,
            dst,
            Reg::R0,
            0,
            imm,
        ));
    }

    /// `dst op= src` (for `Neg`, `src` is ignored).
    pub fn alu_reg(&mut self, w: Width, op: Alu, dst: Reg, src: Reg) {
        if op == Alu::Neg {
            return self.alu_imm(w, op, dst, 0);
        }
        self.raw(Insn::new(w.alu_class() | op.code() | BPF_X, dst, src, 0, 0));
    }

    /// `dst = imm` (64-bit: sign-extended; 32-bit: zero-extended upper half).
    pub fn mov_imm(&mut self, w: Width, dst: Reg, imm: i32) {
        self.alu_imm(w, Alu::Mov, dst, imm);
    }

    /// `dst = src`.
    pub fn mov_reg(&mut self, w: Width, dst: Reg, src: Reg) {
        self.alu_reg(w, Alu::Mov, dst, src);
    }

    /// Converts the low `bits` (16, 32 or 64) of `dst` from host (little-endian)
    /// to big-endian order, zeroing the upper bits.
    pub fn be(&mut self, dst: Reg, bits: u32) {
        if !matches!(bits, 16 | 32 | 64) {
            self.errors
                .push(AsmError::BadSwapWidth(bits, self.insns.len()));
        }
        self.raw(Insn::new(
            BPF_ALU | BPF_END | BPF_TO_BE,
            dst,
            Reg::R0,
            0,
            bits as i32,
        ));
    }

    fn ld_imm64_raw(&mut self, dst: Reg, src: u8, lo: i32, hi: i32) {
        self.insns.push(Insn {
            code: BPF_LD | BPF_IMM | BPF_DW,
            dst: dst.num(),
            src,
            off: 0,
            imm: lo,
        });
        self.insns.push(Insn {
            code: 0,
            dst: 0,
            src: 0,
            off: 0,
            imm: hi,
        });
    }

    /// `dst = imm` for a full 64-bit constant (two slots).
    pub fn ld_imm64(&mut self, dst: Reg, imm: u64) {
        self.ld_imm64_raw(dst, 0, imm as u32 as i32, (imm >> 32) as u32 as i32);
    }

    /// `dst = &map` (two slots), relocated against the map's symbol.
    pub fn ld_map(&mut self, dst: Reg, map: &str) {
        self.relocs.push(Reloc {
            insn: self.insns.len(),
            target: RelocTarget::Map(map.to_string()),
        });
        self.ld_imm64_raw(dst, 0, 0, 0);
    }

    /// `dst = &section[offset]` for a read-only data section (two slots),
    /// relocated against the section. The offset is stored in the first
    /// slot's immediate (libbpf convention; the object writer keeps it).
    pub fn ld_data(&mut self, dst: Reg, section: &str, offset: u32) {
        self.relocs.push(Reloc {
            insn: self.insns.len(),
            target: RelocTarget::Data {
                section: section.to_string(),
                offset,
            },
        });
        self.ld_imm64_raw(dst, 0, offset as i32, 0);
    }

    /// `dst = *(size *)(src + off)`.
    pub fn ldx(&mut self, size: Size, dst: Reg, src: Reg, off: i16) {
        self.raw(Insn::new(BPF_LDX | BPF_MEM | size.code(), dst, src, off, 0));
    }

    /// `*(size *)(dst + off) = src`.
    pub fn stx(&mut self, size: Size, dst: Reg, off: i16, src: Reg) {
        self.raw(Insn::new(BPF_STX | BPF_MEM | size.code(), dst, src, off, 0));
    }

    /// `*(size *)(dst + off) = imm`.
    pub fn st_imm(&mut self, size: Size, dst: Reg, off: i16, imm: i32) {
        self.raw(Insn::new(
            BPF_ST | BPF_MEM | size.code(),
            dst,
            Reg::R0,
            off,
            imm,
        ));
    }

    /// `if dst op imm goto target`. With `W64` the immediate is sign-extended.
    pub fn jmp_imm(&mut self, w: Width, op: Jmp, dst: Reg, imm: i32, target: Label) {
        self.fixups.push((self.insns.len(), target));
        self.raw(Insn::new(
            w.jmp_class() | op.code() | BPF_K,
            dst,
            Reg::R0,
            0,
            imm,
        ));
    }

    /// `if dst op src goto target`.
    pub fn jmp_reg(&mut self, w: Width, op: Jmp, dst: Reg, src: Reg, target: Label) {
        self.fixups.push((self.insns.len(), target));
        self.raw(Insn::new(w.jmp_class() | op.code() | BPF_X, dst, src, 0, 0));
    }

    /// `goto target`.
    pub fn ja(&mut self, target: Label) {
        self.fixups.push((self.insns.len(), target));
        self.raw(Insn::new(BPF_JMP | BPF_JA, Reg::R0, Reg::R0, 0, 0));
    }

    /// Calls helper number `helper` (see [`crate::insn::helper`]).
    pub fn call(&mut self, helper: i32) {
        self.raw(Insn::new(BPF_JMP | BPF_CALL, Reg::R0, Reg::R0, 0, helper));
    }

    /// Calls the BPF function `name` (a bpf-to-bpf call, relocated against
    /// the function's symbol: `imm = -1`, as clang writes a call to a
    /// global function). Arguments in r1–r5, result in r0; r1–r5 are
    /// clobbered, r6–r9 and the stack kept.
    pub fn call_fn(&mut self, name: &str) {
        self.relocs.push(Reloc {
            insn: self.insns.len(),
            target: RelocTarget::Func(name.to_string()),
        });
        self.raw(Insn {
            code: BPF_JMP | BPF_CALL,
            dst: 0,
            src: BPF_PSEUDO_CALL,
            off: 0,
            imm: -1,
        });
    }

    /// Returns `r0`.
    pub fn exit(&mut self) {
        self.raw(Insn::new(BPF_JMP | BPF_EXIT, Reg::R0, Reg::R0, 0, 0));
    }

    /// Number of instruction slots emitted so far.
    pub fn len(&self) -> usize {
        self.insns.len()
    }

    /// True if nothing was emitted.
    pub fn is_empty(&self) -> bool {
        self.insns.is_empty()
    }

    /// Resolves labels and returns the program.
    pub fn finish(self) -> Result<Program, AsmError> {
        if let Some(e) = self.errors.into_iter().next() {
            return Err(e);
        }
        if self.insns.is_empty() {
            return Err(AsmError::Empty);
        }
        let mut insns = self.insns;
        let n = insns.len();
        for &(at, label) in &self.fixups {
            let target = match self.labels.get(label.0 as usize) {
                None => return Err(AsmError::ForeignLabel(label)),
                Some(None) => return Err(AsmError::UnboundLabel { label, insn: at }),
                Some(Some(t)) => *t,
            };
            if target >= n {
                return Err(AsmError::LabelPastEnd(label));
            }
            let offset = target as i64 - (at as i64 + 1);
            let off = i16::try_from(offset).map_err(|_| AsmError::JumpOutOfRange {
                insn: at,
                label,
                offset,
            })?;
            insns[at].off = off;
        }
        let mut labels: BTreeMap<usize, Vec<u32>> = BTreeMap::new();
        for (i, pos) in self.labels.iter().enumerate() {
            if let Some(p) = pos {
                labels.entry(*p).or_default().push(i as u32);
            }
        }
        Ok(Program {
            insns,
            relocs: self.relocs,
            comments: self.comments,
            labels,
        })
    }
}

impl Program {
    /// The instruction bytes, as they go into an object section.
    pub fn bytes(&self) -> Vec<u8> {
        encode_all(&self.insns)
    }

    /// Number of instruction slots.
    pub fn len(&self) -> usize {
        self.insns.len()
    }

    /// True if the program has no instruction.
    pub fn is_empty(&self) -> bool {
        self.insns.is_empty()
    }

    /// A readable disassembly: one line per instruction (`  12: r1 = ...`),
    /// label lines (`L3:`), comment lines (`  ; ...`); jump targets are shown
    /// as labels when one is bound there.
    pub fn listing(&self) -> String {
        let mut out = String::new();
        let relocs: BTreeMap<usize, &RelocTarget> =
            self.relocs.iter().map(|r| (r.insn, &r.target)).collect();
        let mut comments = self.comments.iter().peekable();
        let mut i = 0;
        while i < self.insns.len() {
            if let Some(ls) = self.labels.get(&i) {
                for l in ls {
                    let _ = writeln!(out, "L{l}:");
                }
            }
            while let Some((at, text)) = comments.peek() {
                if *at > i {
                    break;
                }
                let _ = writeln!(out, "      ; {text}");
                comments.next();
            }
            let insn = &self.insns[i];
            let text = if insn.is_ld_imm64() {
                let hi = self.insns.get(i + 1).map_or(0, |n| n.imm as u32 as u64);
                let dst = insn.dst;
                match relocs.get(&i) {
                    Some(RelocTarget::Map(m)) => format!("r{dst} = map[{m}] ll"),
                    Some(RelocTarget::Data { section, offset }) => {
                        format!("r{dst} = &{section}[{offset}] ll")
                    }
                    Some(RelocTarget::Func(f)) => format!("r{dst} = &{f} ll"),
                    None => {
                        let v = (hi << 32) | insn.imm as u32 as u64;
                        match insn.src {
                            0 => format!("r{dst} = {v:#x} ll"),
                            s => format!("r{dst} = pseudo{s}({v:#x}) ll"),
                        }
                    }
                }
            } else if let Some(RelocTarget::Func(f)) = relocs.get(&i) {
                format!("call {f}")
            } else {
                self.disasm(i, insn)
            };
            let _ = writeln!(out, "{i:5}: {text}");
            i += if insn.is_ld_imm64() { 2 } else { 1 };
        }
        for (_, text) in comments {
            let _ = writeln!(out, "      ; {text}");
        }
        out
    }

    fn target_name(&self, at: usize, off: i16) -> String {
        let t = at as i64 + 1 + off as i64;
        match usize::try_from(t).ok().and_then(|t| self.labels.get(&t)) {
            Some(ls) if !ls.is_empty() => format!("L{}", ls[0]),
            _ => format!("{off:+} <{t}>"),
        }
    }

    fn disasm(&self, at: usize, i: &Insn) -> String {
        let class = i.class();
        let (d, s) = (i.dst, i.src);
        match class {
            BPF_ALU | BPF_ALU64 => {
                let r = if class == BPF_ALU64 { "r" } else { "w" };
                let op = i.code & 0xf0;
                if op == BPF_END {
                    let order = if i.code & BPF_TO_BE != 0 { "be" } else { "le" };
                    return format!("r{d} = {order}{} r{d}", i.imm);
                }
                let Some(alu) = Alu::from_code(op) else {
                    return format!("<unknown alu {:#04x}>", i.code);
                };
                if alu == Alu::Neg {
                    return format!("{r}{d} = -{r}{d}");
                }
                let rhs = if i.code & BPF_X != 0 {
                    format!("{r}{s}")
                } else {
                    format!("{:#x}", i.imm)
                };
                format!("{r}{d} {} {rhs}", alu.symbol())
            }
            BPF_LDX => {
                let sz = Size::from_code(i.code);
                format!("r{d} = *({} *)(r{s} {})", sz.c_name(), off_str(i.off))
            }
            BPF_STX if i.code & 0xe0 == BPF_ATOMIC && i.imm == BPF_CMPXCHG => {
                let sz = Size::from_code(i.code);
                format!(
                    "r0 = cmpxchg(({} *)(r{d} {}), r0, r{s})",
                    sz.c_name(),
                    off_str(i.off)
                )
            }
            BPF_STX => {
                let sz = Size::from_code(i.code);
                format!("*({} *)(r{d} {}) = r{s}", sz.c_name(), off_str(i.off))
            }
            BPF_ST => {
                let sz = Size::from_code(i.code);
                format!(
                    "*({} *)(r{d} {}) = {:#x}",
                    sz.c_name(),
                    off_str(i.off),
                    i.imm
                )
            }
            BPF_JMP | BPF_JMP32 => {
                let op = i.code & 0xf0;
                match op {
                    BPF_CALL => format!("call {}", i.imm),
                    BPF_EXIT => "exit".to_string(),
                    BPF_JA => format!("goto {}", self.target_name(at, i.off)),
                    _ => {
                        let r = if class == BPF_JMP { "r" } else { "w" };
                        let Some(j) = Jmp::from_code(op) else {
                            return format!("<unknown jump {:#04x}>", i.code);
                        };
                        let rhs = if i.code & BPF_X != 0 {
                            format!("{r}{s}")
                        } else {
                            format!("{:#x}", i.imm)
                        };
                        format!(
                            "if {r}{d} {} {rhs} goto {}",
                            j.symbol(),
                            self.target_name(at, i.off)
                        )
                    }
                }
            }
            _ => format!("<unknown {:#04x}>", i.code),
        }
    }
}

/// `+ 12` / `- 4` for memory offsets in listings.
fn off_str(off: i16) -> String {
    if off < 0 {
        format!("- {}", -(off as i32))
    } else {
        format!("+ {off}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forward_and_backward_jumps() {
        let mut a = Asm::new();
        let top = a.label();
        let out = a.label();
        a.bind(top);
        a.mov_imm(Width::W64, Reg::R0, 0); // 0
        a.jmp_imm(Width::W64, Jmp::Jeq, Reg::R1, 0, out); // 1 -> 4: off 2
        a.alu_imm(Width::W64, Alu::Add, Reg::R0, 1); // 2
        a.jmp_imm(Width::W32, Jmp::Jne, Reg::R0, 5, top); // 3 -> 0: off -4
        a.bind(out);
        a.exit(); // 4
        let p = a.finish().expect("assembles");
        assert_eq!(p.insns[1].off, 2);
        assert_eq!(p.insns[3].off, -4);
        assert_eq!(p.insns[3].code, BPF_JMP32 | BPF_JNE | BPF_K);
        assert_eq!(p.labels.get(&4), Some(&vec![1]));
    }

    /// Random programs: every jump lands on the slot its label was bound at.
    #[test]
    fn random_label_resolution() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rnd = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..200 {
            let mut a = Asm::new();
            let labels: Vec<Label> = (0..8).map(|_| a.label()).collect();
            let mut bound_at = vec![None; labels.len()];
            let mut jumps = Vec::new();
            for _ in 0..60 {
                match rnd(5) {
                    0 => a.mov_imm(Width::W64, Reg::R0, 1),
                    1 => a.ld_imm64(Reg::R1, u64::MAX),
                    2 => {
                        let l = rnd(8) as usize;
                        if bound_at[l].is_none() {
                            bound_at[l] = Some(a.len());
                            a.bind(labels[l]);
                        }
                    }
                    3 => {
                        let l = rnd(8) as usize;
                        jumps.push((a.len(), l));
                        a.jmp_imm(Width::W32, Jmp::Jgt, Reg::R2, 7, labels[l]);
                    }
                    _ => {
                        let l = rnd(8) as usize;
                        jumps.push((a.len(), l));
                        a.ja(labels[l]);
                    }
                }
            }
            for (l, b) in bound_at.iter_mut().enumerate() {
                if b.is_none() {
                    *b = Some(a.len());
                    a.bind(labels[l]);
                }
            }
            a.exit();
            let p = a.finish().expect("assembles");
            for (at, l) in jumps {
                let target = at as i64 + 1 + p.insns[at].off as i64;
                assert_eq!(Some(target as usize), bound_at[l]);
            }
        }
    }

    #[test]
    fn ja_over_ld_imm64_counts_slots() {
        let mut a = Asm::new();
        let l = a.label();
        a.ja(l);
        a.ld_imm64(Reg::R1, 0x1122_3344_5566_7788);
        a.bind(l);
        a.mov_imm(Width::W64, Reg::R0, 2);
        a.exit();
        let p = a.finish().expect("assembles");
        assert_eq!(p.insns[0].off, 2);
        assert_eq!(p.insns[1].imm as u32, 0x5566_7788);
        assert_eq!(p.insns[2].imm as u32, 0x1122_3344);
        assert_eq!(p.len(), 5);
    }

    #[test]
    fn unbound_label_is_an_error() {
        let mut a = Asm::new();
        let l = a.label();
        a.ja(l);
        a.exit();
        assert!(matches!(
            a.finish(),
            Err(AsmError::UnboundLabel { insn: 0, .. })
        ));
    }

    #[test]
    fn label_past_end_and_rebound_are_errors() {
        let mut a = Asm::new();
        let l = a.label();
        a.ja(l);
        a.bind(l);
        assert_eq!(a.finish(), Err(AsmError::LabelPastEnd(Label(0))));

        let mut a = Asm::new();
        let l = a.label();
        a.bind(l);
        a.exit();
        a.bind(l);
        assert_eq!(a.finish(), Err(AsmError::Rebound(l)));

        let mut other = Asm::new();
        let _ = other.label();
        let foreign = other.label();
        let mut a = Asm::new();
        a.ja(foreign);
        a.exit();
        assert_eq!(a.finish(), Err(AsmError::ForeignLabel(foreign)));
    }

    #[test]
    fn out_of_range_jump_is_an_error() {
        let mut a = Asm::new();
        let l = a.label();
        a.ja(l);
        for _ in 0..40_000 {
            a.mov_imm(Width::W64, Reg::R0, 0);
        }
        a.bind(l);
        a.exit();
        assert!(matches!(
            a.finish(),
            Err(AsmError::JumpOutOfRange { offset: 40_000, .. })
        ));

        // The largest forward offset that fits is accepted.
        let mut a = Asm::new();
        let l = a.label();
        a.ja(l);
        for _ in 0..i16::MAX {
            a.mov_imm(Width::W64, Reg::R0, 0);
        }
        a.bind(l);
        a.exit();
        assert_eq!(a.finish().map(|p| p.insns[0].off), Ok(i16::MAX));
    }

    #[test]
    fn bad_swap_width_and_empty() {
        let mut a = Asm::new();
        a.be(Reg::R1, 24);
        a.exit();
        assert_eq!(a.finish(), Err(AsmError::BadSwapWidth(24, 0)));
        assert_eq!(Asm::new().finish(), Err(AsmError::Empty));
    }

    #[test]
    fn relocations_and_listing() {
        let mut a = Asm::new();
        let done = a.label();
        a.comment("load ethertype");
        a.ldx(Size::H, Reg::R1, Reg::R6, 12);
        a.be(Reg::R1, 16);
        a.ld_map(Reg::R2, "dropc_counters");
        a.ld_data(Reg::R3, ".rodata.set0", 16);
        a.jmp_imm(Width::W32, Jmp::Jeq, Reg::R1, 0x0800, done);
        a.stx(Size::W, Reg::R10, -4, Reg::R1);
        a.st_imm(Size::DW, Reg::R10, -16, 7);
        a.call(helper::MAP_LOOKUP_ELEM);
        a.bind(done);
        a.mov_imm(Width::W64, Reg::R0, xdp::PASS);
        a.exit();
        let p = a.finish().expect("assembles");
        assert_eq!(
            p.relocs,
            vec![
                Reloc {
                    insn: 2,
                    target: RelocTarget::Map("dropc_counters".into())
                },
                Reloc {
                    insn: 4,
                    target: RelocTarget::Data {
                        section: ".rodata.set0".into(),
                        offset: 16
                    }
                },
            ]
        );
        assert_eq!(p.insns[4].imm, 16);
        let l = p.listing();
        let expected = "      ; load ethertype
    0: r1 = *(u16 *)(r6 + 12)
    1: r1 = be16 r1
    2: r2 = map[dropc_counters] ll
    4: r3 = &.rodata.set0[16] ll
    6: if w1 == 0x800 goto L0
    7: *(u32 *)(r10 - 4) = r1
    8: *(u64 *)(r10 - 16) = 0x7
    9: call 1
L0:
   10: r0 = 0x2
   11: exit
";
        assert_eq!(l, expected);
    }
}
