//! dropc's eBPF toolkit: instruction encoding ([`insn`]), an assembler with
//! labels and relocations ([`asm`]), an ELF + BTF object writer accepted by
//! libbpf (iproute2, bpftool) and aya ([`obj`]), and a `BPF_PROG_TEST_RUN`
//! driver ([`testrun`]).
//!
//! `insn` and `asm` do not depend on aya.

pub mod asm;
pub mod insn;

pub use asm::{Asm, AsmError, Label, Program, Reloc, RelocTarget};
pub use insn::{Alu, Insn, Jmp, Reg, Size, Width};
