//! dropc's eBPF toolkit, with no clang/LLVM anywhere:
//! - [`insn`]: registers, opcodes, the 8-byte instruction encoding, helper
//!   ids, context offsets and return codes;
//! - [`asm`]: an assembler with labels, map/data relocations, comments and
//!   a readable listing;
//! - [`obj`]: an ELF + BTF object writer whose output libbpf 1.x (iproute2
//!   `ip`/`tc`, `bpftool`) and aya load as is, with BTF-defined maps and
//!   read-only global data (`.rodata`, `.rodata.<x>`);
//! - [`testrun`]: loading objects with aya and running programs on crafted
//!   frames with `BPF_PROG_TEST_RUN`;
//! - [`bpffs`]: finding or mounting the BPF file system at `/sys/fs/bpf`;
//! - [`sample`]: a small hand-assembled filter (tests, worked example).
//!
//! `insn` and `asm` do not depend on aya.

pub mod asm;
pub mod bpffs;
pub mod insn;
pub mod obj;
pub mod sample;
pub mod testrun;

pub use asm::{Asm, AsmError, Label, Program, Reloc, RelocTarget};
pub use insn::{Alu, Insn, Jmp, Reg, Size, Width};
pub use obj::{write_object, DataSection, MapDef, ObjError, ProgDef, RunConfig, XdpAction};
