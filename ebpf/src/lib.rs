//! dropc's eBPF toolkit, with no clang/LLVM anywhere, and pure: no aya, no
//! libc, nothing that talks to the kernel (that is `dropc-bpf-load`), so the
//! compiler crate depends on this alone:
//! - [`insn`]: registers, opcodes, the 8-byte instruction encoding, helper
//!   ids, context offsets and return codes;
//! - [`asm`]: an assembler with labels, map/data relocations, comments and
//!   a readable listing;
//! - [`obj`]: an ELF + BTF object writer whose output libbpf 1.x (iproute2
//!   `ip`/`tc`, `bpftool`) and aya load as is, with BTF-defined maps and
//!   read-only global data (`.rodata`, `.rodata.<x>`).

pub mod asm;
pub mod insn;
pub mod obj;

pub use asm::{Asm, AsmError, Label, Program, Reloc, RelocTarget};
pub use insn::{Alu, Insn, Jmp, Reg, Size, Width};
pub use obj::{
    DataSection, FuncDef, MapDef, ObjError, ObjectBuilder, ProgDef, RunConfig, XdpAction,
};
