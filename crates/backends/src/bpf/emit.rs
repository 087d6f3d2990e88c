//! A thin layer over the toolkit's assembler: drops a `goto L` immediately
//! followed by `L:` (the scoped forward jumps of the generator produce many)
//! and code that cannot be reached (after a `goto`/`exit`, up to a label
//! some jump targets: the verifier rejects unreachable instructions), and
//! keeps the helpers the generator uses in one place.
//!
//! The generator only jumps forward, so whether a label is referenced is
//! known when it is bound.

use dropc_ebpf::insn::{Alu, Jmp, Reg, Size, Width};
use dropc_ebpf::{Asm, AsmError, DataSection, Label, Program};

/// A set of registers: what an emitter clobbers, what a hook reserves.
/// Each emitter declares its clobbers as a constant of this type next to
/// its code, and the planner ([`super::plan`]) keeps fields only in
/// registers no emitter of the program clobbers.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct RegSet(u16);

impl RegSet {
    /// No register.
    pub const EMPTY: RegSet = RegSet(0);

    /// The registers `regs`.
    pub const fn of(regs: &[Reg]) -> RegSet {
        let mut bits = 0u16;
        let mut i = 0;
        while i < regs.len() {
            bits |= 1 << regs[i] as u16;
            i += 1;
        }
        RegSet(bits)
    }

    /// `lo..=hi`.
    pub const fn span(lo: Reg, hi: Reg) -> RegSet {
        let (lo, hi) = (lo as u16, hi as u16);
        RegSet((((1u32 << (hi + 1)) - 1) as u16) & !((1u16 << lo) - 1))
    }

    /// Both sets.
    pub const fn with(self, other: RegSet) -> RegSet {
        RegSet(self.0 | other.0)
    }

    /// Whether every register of `self` is in `other`.
    pub fn is_subset(self, other: RegSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether `r` is in the set.
    pub fn contains(self, r: Reg) -> bool {
        self.0 & (1 << r as u16) != 0
    }
}

impl std::fmt::Debug for RegSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let regs = (0..11u16).filter(|i| self.0 & (1 << i) != 0);
        f.debug_set()
            .entries(regs.map(|i| format!("r{i}")))
            .finish()
    }
}

/// Read-only data collected while generating a program.
#[derive(Default)]
pub(crate) struct Data {
    pub sections: Vec<DataSection>,
}

impl Data {
    /// Adds a section holding `bytes`; returns its name.
    pub(crate) fn add(&mut self, bytes: Vec<u8>) -> String {
        let name = format!(".rodata.d{}", self.sections.len());
        self.sections.push(DataSection {
            name: name.clone(),
            bytes,
        });
        name
    }
}

/// The generator's assembler.
pub(crate) struct Emit {
    a: Asm,
    /// A `goto` not emitted yet: dropped if its target is bound next.
    pending: Option<Label>,
    /// The next instruction is unreachable.
    dead: bool,
    /// Labels some emitted jump targets.
    refs: std::collections::HashSet<Label>,
}

impl Emit {
    pub fn new() -> Emit {
        Emit {
            a: Asm::new(),
            pending: None,
            dead: false,
            refs: Default::default(),
        }
    }

    fn flush(&mut self) {
        if let Some(l) = self.pending.take() {
            self.a.ja(l);
        }
    }

    /// Flushes the pending jump; false if the next instruction is dead.
    fn live(&mut self) -> bool {
        self.flush();
        !self.dead
    }

    pub fn label(&mut self) -> Label {
        self.a.label()
    }

    pub fn bind(&mut self, l: Label) {
        if self.pending == Some(l) {
            self.pending = None;
            self.refs.remove(&l);
            self.dead = false;
        } else {
            self.flush();
        }
        if self.refs.contains(&l) {
            self.dead = false;
        }
        self.a.bind(l);
    }

    pub fn comment(&mut self, text: impl Into<String>) {
        self.flush();
        self.a.comment(text);
    }

    /// Slots emitted so far (including a pending jump).
    pub fn len(&self) -> usize {
        self.a.len() + usize::from(self.pending.is_some())
    }

    pub fn ja(&mut self, l: Label) {
        if !self.live() {
            return;
        }
        self.pending = Some(l);
        self.refs.insert(l);
        self.dead = true;
    }

    pub fn alu_imm(&mut self, w: Width, op: Alu, dst: Reg, imm: i32) {
        if !self.live() {
            return;
        }
        self.a.alu_imm(w, op, dst, imm);
    }

    pub fn alu_reg(&mut self, w: Width, op: Alu, dst: Reg, src: Reg) {
        if !self.live() {
            return;
        }
        self.a.alu_reg(w, op, dst, src);
    }

    /// 64-bit `dst op= imm`.
    pub fn alu64(&mut self, op: Alu, dst: Reg, imm: i32) {
        self.alu_imm(Width::W64, op, dst, imm);
    }

    /// 64-bit `dst op= src`.
    pub fn alu64r(&mut self, op: Alu, dst: Reg, src: Reg) {
        self.alu_reg(Width::W64, op, dst, src);
    }

    pub fn mov_imm(&mut self, dst: Reg, imm: i32) {
        if !self.live() {
            return;
        }
        self.a.mov_imm(Width::W64, dst, imm);
    }

    pub fn mov_reg(&mut self, dst: Reg, src: Reg) {
        if !self.live() {
            return;
        }
        self.a.mov_reg(Width::W64, dst, src);
    }

    pub fn be(&mut self, dst: Reg, bits: u32) {
        if !self.live() {
            return;
        }
        self.a.be(dst, bits);
    }

    pub fn ld_imm64(&mut self, dst: Reg, v: u64) {
        if !self.live() {
            return;
        }
        self.a.ld_imm64(dst, v);
    }

    pub fn ld_map(&mut self, dst: Reg, map: &str) {
        if !self.live() {
            return;
        }
        self.a.ld_map(dst, map);
    }

    pub fn ld_data(&mut self, dst: Reg, section: &str, offset: u32) {
        if !self.live() {
            return;
        }
        self.a.ld_data(dst, section, offset);
    }

    pub fn ldx(&mut self, size: Size, dst: Reg, src: Reg, off: i16) {
        if !self.live() {
            return;
        }
        self.a.ldx(size, dst, src, off);
    }

    pub fn stx(&mut self, size: Size, dst: Reg, off: i16, src: Reg) {
        if !self.live() {
            return;
        }
        self.a.stx(size, dst, off, src);
    }

    pub fn st_imm(&mut self, size: Size, dst: Reg, off: i16, imm: i32) {
        if !self.live() {
            return;
        }
        self.a.st_imm(size, dst, off, imm);
    }

    pub fn jmp_imm(&mut self, w: Width, op: Jmp, dst: Reg, imm: i32, l: Label) {
        if !self.live() {
            return;
        }
        self.refs.insert(l);
        self.a.jmp_imm(w, op, dst, imm, l);
    }

    pub fn jmp_reg(&mut self, w: Width, op: Jmp, dst: Reg, src: Reg, l: Label) {
        if !self.live() {
            return;
        }
        self.refs.insert(l);
        self.a.jmp_reg(w, op, dst, src, l);
    }

    /// 32-bit compare of `dst` against an unsigned constant (no sign
    /// extension trap: valid for any `u32`).
    pub fn j32(&mut self, op: Jmp, dst: Reg, imm: u32, l: Label) {
        self.jmp_imm(Width::W32, op, dst, imm as i32, l);
    }

    /// 64-bit compare against a small non-negative constant (< 2^31).
    pub fn j64(&mut self, op: Jmp, dst: Reg, imm: u32, l: Label) {
        debug_assert!(imm < 1 << 31);
        self.jmp_imm(Width::W64, op, dst, imm as i32, l);
    }

    /// 64-bit register compare.
    pub fn jr(&mut self, op: Jmp, dst: Reg, src: Reg, l: Label) {
        self.jmp_reg(Width::W64, op, dst, src, l);
    }

    /// `r0 = cmpxchg((u64 *)(dst + off), r0, src)`.
    pub fn cmpxchg64(&mut self, dst: Reg, off: i16, src: Reg) {
        if !self.live() {
            return;
        }
        self.a.cmpxchg64(dst, off, src);
    }

    pub fn call(&mut self, helper: i32) {
        if !self.live() {
            return;
        }
        self.a.call(helper);
    }

    /// Calls the BPF function `name` (see [`Asm::call_fn`]).
    pub fn call_fn(&mut self, name: &str) {
        if !self.live() {
            return;
        }
        self.a.call_fn(name);
    }

    pub fn exit(&mut self) {
        if !self.live() {
            return;
        }
        self.a.exit();
        self.dead = true;
    }

    pub fn finish(mut self) -> Result<Program, AsmError> {
        self.flush();
        self.a.finish()
    }
}
