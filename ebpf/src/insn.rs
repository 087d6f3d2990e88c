//! eBPF instruction encoding: registers, opcodes, the 8-byte instruction
//! format, and helper-function ids.
//!
//! Encoding (little-endian host order, as the kernel expects on x86/arm64):
//! byte 0 = opcode, byte 1 = dst (low nibble) | src (high nibble),
//! bytes 2..4 = signed offset, bytes 4..8 = signed immediate.

/// Instruction classes (low 3 bits of the opcode).
pub const BPF_LD: u8 = 0x00;
/// Load from memory into a register.
pub const BPF_LDX: u8 = 0x01;
/// Store an immediate to memory.
pub const BPF_ST: u8 = 0x02;
/// Store a register to memory.
pub const BPF_STX: u8 = 0x03;
/// 32-bit arithmetic.
pub const BPF_ALU: u8 = 0x04;
/// 64-bit jumps.
pub const BPF_JMP: u8 = 0x05;
/// 32-bit jumps (compare the low 32 bits).
pub const BPF_JMP32: u8 = 0x06;
/// 64-bit arithmetic.
pub const BPF_ALU64: u8 = 0x07;

/// Size field: 32-bit word.
pub const BPF_W: u8 = 0x00;
/// Size field: 16-bit half word.
pub const BPF_H: u8 = 0x08;
/// Size field: byte.
pub const BPF_B: u8 = 0x10;
/// Size field: 64-bit double word.
pub const BPF_DW: u8 = 0x18;

/// Mode field: immediate (used by `ld_imm64`).
pub const BPF_IMM: u8 = 0x00;
/// Mode field: regular memory access.
pub const BPF_MEM: u8 = 0x60;

/// Source field: the operand is the immediate.
pub const BPF_K: u8 = 0x00;
/// Source field: the operand is the `src` register.
pub const BPF_X: u8 = 0x08;

/// ALU operations (high 4 bits).
pub const BPF_ADD: u8 = 0x00;
/// Subtraction.
pub const BPF_SUB: u8 = 0x10;
/// Multiplication.
pub const BPF_MUL: u8 = 0x20;
/// Unsigned division.
pub const BPF_DIV: u8 = 0x30;
/// Bitwise or.
pub const BPF_OR: u8 = 0x40;
/// Bitwise and.
pub const BPF_AND: u8 = 0x50;
/// Left shift.
pub const BPF_LSH: u8 = 0x60;
/// Logical right shift.
pub const BPF_RSH: u8 = 0x70;
/// Negation.
pub const BPF_NEG: u8 = 0x80;
/// Unsigned modulo.
pub const BPF_MOD: u8 = 0x90;
/// Exclusive or.
pub const BPF_XOR: u8 = 0xa0;
/// Move.
pub const BPF_MOV: u8 = 0xb0;
/// Arithmetic right shift.
pub const BPF_ARSH: u8 = 0xc0;
/// Byte-order conversion.
pub const BPF_END: u8 = 0xd0;
/// With `BPF_END`: convert to little endian.
pub const BPF_TO_LE: u8 = 0x00;
/// With `BPF_END`: convert to big endian.
pub const BPF_TO_BE: u8 = 0x08;

/// Jump operations (high 4 bits).
pub const BPF_JA: u8 = 0x00;
/// Jump if equal.
pub const BPF_JEQ: u8 = 0x10;
/// Jump if unsigned greater.
pub const BPF_JGT: u8 = 0x20;
/// Jump if unsigned greater or equal.
pub const BPF_JGE: u8 = 0x30;
/// Jump if `dst & src != 0`.
pub const BPF_JSET: u8 = 0x40;
/// Jump if not equal.
pub const BPF_JNE: u8 = 0x50;
/// Jump if signed greater.
pub const BPF_JSGT: u8 = 0x60;
/// Jump if signed greater or equal.
pub const BPF_JSGE: u8 = 0x70;
/// Call a helper.
pub const BPF_CALL: u8 = 0x80;
/// Return from the program.
pub const BPF_EXIT: u8 = 0x90;
/// Store mode: atomic read-modify-write (`BPF_STX | BPF_ATOMIC | size`,
/// the operation in `imm`).
pub const BPF_ATOMIC: u8 = 0xc0;
/// Atomic operation flag: the old value is returned (in `src`, or `r0`
/// for compare-exchange).
pub const BPF_FETCH: i32 = 0x01;
/// Atomic compare-exchange: `r0 = cmpxchg(dst + off, r0, src)` (always
/// fetches).
pub const BPF_CMPXCHG: i32 = 0xf0 | BPF_FETCH;
/// Jump if unsigned less.
pub const BPF_JLT: u8 = 0xa0;
/// Jump if unsigned less or equal.
pub const BPF_JLE: u8 = 0xb0;
/// Jump if signed less.
pub const BPF_JSLT: u8 = 0xc0;
/// Jump if signed less or equal.
pub const BPF_JSLE: u8 = 0xd0;

/// `src` value of an `ld_imm64` that loads a map fd (relocated by the loader).
pub const BPF_PSEUDO_MAP_FD: u8 = 1;
/// `src` value of an `ld_imm64` that loads the address of a map value.
pub const BPF_PSEUDO_MAP_VALUE: u8 = 2;
/// `src` value of a `call` to a BPF function (bpf-to-bpf call; `imm` is
/// the relative offset, set by the loader from the relocation).
pub const BPF_PSEUDO_CALL: u8 = 1;

/// XDP return codes.
pub mod xdp {
    /// Error: the packet is dropped.
    pub const ABORTED: i32 = 0;
    /// Drop the packet.
    pub const DROP: i32 = 1;
    /// Let the packet through.
    pub const PASS: i32 = 2;
    /// Bounce the packet out of the receiving interface.
    pub const TX: i32 = 3;
    /// Redirect the packet.
    pub const REDIRECT: i32 = 4;
}

/// tc (cls_bpf direct-action) return codes.
pub mod tc {
    /// Use the default action configured for the filter.
    pub const UNSPEC: i32 = -1;
    /// Let the packet through.
    pub const OK: i32 = 0;
    /// Re-classify.
    pub const RECLASSIFY: i32 = 1;
    /// Drop the packet.
    pub const SHOT: i32 = 2;
}

/// Offsets of context fields (read as u32).
pub mod ctx {
    /// `struct xdp_md.data`.
    pub const XDP_DATA: i16 = 0;
    /// `struct xdp_md.data_end`.
    pub const XDP_DATA_END: i16 = 4;
    /// `struct __sk_buff.len`.
    pub const SKB_LEN: i16 = 0;
    /// `struct __sk_buff.protocol` (network byte order).
    pub const SKB_PROTOCOL: i16 = 16;
    /// `struct __sk_buff.data`.
    pub const SKB_DATA: i16 = 76;
    /// `struct __sk_buff.data_end`.
    pub const SKB_DATA_END: i16 = 80;
}

/// Helper function ids (`enum bpf_func_id`).
pub mod helper {
    /// `void *bpf_map_lookup_elem(map, key)`.
    pub const MAP_LOOKUP_ELEM: i32 = 1;
    /// `long bpf_map_update_elem(map, key, value, flags)`.
    pub const MAP_UPDATE_ELEM: i32 = 2;
    /// `long bpf_map_delete_elem(map, key)`.
    pub const MAP_DELETE_ELEM: i32 = 3;
    /// `u64 bpf_ktime_get_ns(void)`.
    pub const KTIME_GET_NS: i32 = 5;
    /// `u64 bpf_ktime_get_coarse_ns(void)`: CLOCK_MONOTONIC as of the last
    /// timer tick (the clock of [`KTIME_GET_NS`], at most a tick behind),
    /// read without the clocksource.
    pub const KTIME_GET_COARSE_NS: i32 = 160;
    /// `long bpf_tail_call(ctx, prog_array_map, index)`: does not return
    /// when the slot holds a program.
    pub const TAIL_CALL: i32 = 12;
    /// `long bpf_trace_printk(fmt, fmt_size, ...)`.
    pub const TRACE_PRINTK: i32 = 6;
    /// `u32 bpf_get_prandom_u32(void)`.
    pub const GET_PRANDOM_U32: i32 = 7;
    /// `u32 bpf_get_smp_processor_id(void)`.
    pub const GET_SMP_PROCESSOR_ID: i32 = 8;
    /// `long bpf_skb_load_bytes(skb, offset, to, len)`.
    pub const SKB_LOAD_BYTES: i32 = 26;
    /// `long bpf_skb_pull_data(skb, len)`.
    pub const SKB_PULL_DATA: i32 = 39;
    /// `long bpf_xdp_adjust_head(xdp_md, delta)`.
    pub const XDP_ADJUST_HEAD: i32 = 44;
    /// `long bpf_xdp_load_bytes(xdp_md, offset, buf, len)`.
    pub const XDP_LOAD_BYTES: i32 = 189;
}

/// A BPF register. `R10` is the read-only frame pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reg {
    /// Return value / helper result.
    R0,
    /// First argument (context on entry).
    R1,
    /// Second argument.
    R2,
    /// Third argument.
    R3,
    /// Fourth argument.
    R4,
    /// Fifth argument.
    R5,
    /// Callee-saved.
    R6,
    /// Callee-saved.
    R7,
    /// Callee-saved.
    R8,
    /// Callee-saved.
    R9,
    /// Frame pointer (read-only).
    R10,
}

impl Reg {
    /// Register number (0..=10).
    pub fn num(self) -> u8 {
        self as u8
    }

    /// Register from its number, if valid.
    pub fn from_num(n: u8) -> Option<Reg> {
        const ALL: [Reg; 11] = [
            Reg::R0,
            Reg::R1,
            Reg::R2,
            Reg::R3,
            Reg::R4,
            Reg::R5,
            Reg::R6,
            Reg::R7,
            Reg::R8,
            Reg::R9,
            Reg::R10,
        ];
        ALL.get(n as usize).copied()
    }
}

/// Memory access size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Size {
    /// 1 byte.
    B,
    /// 2 bytes.
    H,
    /// 4 bytes.
    W,
    /// 8 bytes.
    DW,
}

impl Size {
    /// The opcode size field.
    pub fn code(self) -> u8 {
        match self {
            Size::B => BPF_B,
            Size::H => BPF_H,
            Size::W => BPF_W,
            Size::DW => BPF_DW,
        }
    }

    /// Width in bytes.
    pub fn bytes(self) -> u32 {
        match self {
            Size::B => 1,
            Size::H => 2,
            Size::W => 4,
            Size::DW => 8,
        }
    }

    /// The size named by an opcode's size field.
    pub fn from_code(code: u8) -> Size {
        match code & 0x18 {
            BPF_B => Size::B,
            BPF_H => Size::H,
            BPF_W => Size::W,
            _ => Size::DW,
        }
    }

    /// C type name used in listings (`u8`, `u16`, `u32`, `u64`).
    pub fn c_name(self) -> &'static str {
        match self {
            Size::B => "u8",
            Size::H => "u16",
            Size::W => "u32",
            Size::DW => "u64",
        }
    }
}

/// ALU operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Alu {
    /// `dst += src`
    Add,
    /// `dst -= src`
    Sub,
    /// `dst *= src`
    Mul,
    /// `dst /= src` (unsigned)
    Div,
    /// `dst |= src`
    Or,
    /// `dst &= src`
    And,
    /// `dst <<= src`
    Lsh,
    /// `dst >>= src` (logical)
    Rsh,
    /// `dst = -dst`
    Neg,
    /// `dst %= src` (unsigned)
    Mod,
    /// `dst ^= src`
    Xor,
    /// `dst = src`
    Mov,
    /// `dst >>= src` (arithmetic)
    Arsh,
}

impl Alu {
    /// The opcode operation field.
    pub fn code(self) -> u8 {
        match self {
            Alu::Add => BPF_ADD,
            Alu::Sub => BPF_SUB,
            Alu::Mul => BPF_MUL,
            Alu::Div => BPF_DIV,
            Alu::Or => BPF_OR,
            Alu::And => BPF_AND,
            Alu::Lsh => BPF_LSH,
            Alu::Rsh => BPF_RSH,
            Alu::Neg => BPF_NEG,
            Alu::Mod => BPF_MOD,
            Alu::Xor => BPF_XOR,
            Alu::Mov => BPF_MOV,
            Alu::Arsh => BPF_ARSH,
        }
    }

    /// The operation named by an opcode's operation field (`None` for `BPF_END`).
    pub fn from_code(code: u8) -> Option<Alu> {
        Some(match code & 0xf0 {
            BPF_ADD => Alu::Add,
            BPF_SUB => Alu::Sub,
            BPF_MUL => Alu::Mul,
            BPF_DIV => Alu::Div,
            BPF_OR => Alu::Or,
            BPF_AND => Alu::And,
            BPF_LSH => Alu::Lsh,
            BPF_RSH => Alu::Rsh,
            BPF_NEG => Alu::Neg,
            BPF_MOD => Alu::Mod,
            BPF_XOR => Alu::Xor,
            BPF_MOV => Alu::Mov,
            BPF_ARSH => Alu::Arsh,
            _ => return None,
        })
    }

    /// Operator used in listings (`+=`, `<<=` ...).
    pub fn symbol(self) -> &'static str {
        match self {
            Alu::Add => "+=",
            Alu::Sub => "-=",
            Alu::Mul => "*=",
            Alu::Div => "/=",
            Alu::Or => "|=",
            Alu::And => "&=",
            Alu::Lsh => "<<=",
            Alu::Rsh => ">>=",
            Alu::Neg => "= -",
            Alu::Mod => "%=",
            Alu::Xor => "^=",
            Alu::Mov => "=",
            Alu::Arsh => "s>>=",
        }
    }
}

/// Conditional jump operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Jmp {
    /// `==`
    Jeq,
    /// `>` unsigned
    Jgt,
    /// `>=` unsigned
    Jge,
    /// `& != 0`
    Jset,
    /// `!=`
    Jne,
    /// `>` signed
    Jsgt,
    /// `>=` signed
    Jsge,
    /// `<` unsigned
    Jlt,
    /// `<=` unsigned
    Jle,
    /// `<` signed
    Jslt,
    /// `<=` signed
    Jsle,
}

impl Jmp {
    /// The opcode operation field.
    pub fn code(self) -> u8 {
        match self {
            Jmp::Jeq => BPF_JEQ,
            Jmp::Jgt => BPF_JGT,
            Jmp::Jge => BPF_JGE,
            Jmp::Jset => BPF_JSET,
            Jmp::Jne => BPF_JNE,
            Jmp::Jsgt => BPF_JSGT,
            Jmp::Jsge => BPF_JSGE,
            Jmp::Jlt => BPF_JLT,
            Jmp::Jle => BPF_JLE,
            Jmp::Jslt => BPF_JSLT,
            Jmp::Jsle => BPF_JSLE,
        }
    }

    /// The conditional jump named by an opcode's operation field.
    pub fn from_code(code: u8) -> Option<Jmp> {
        Some(match code & 0xf0 {
            BPF_JEQ => Jmp::Jeq,
            BPF_JGT => Jmp::Jgt,
            BPF_JGE => Jmp::Jge,
            BPF_JSET => Jmp::Jset,
            BPF_JNE => Jmp::Jne,
            BPF_JSGT => Jmp::Jsgt,
            BPF_JSGE => Jmp::Jsge,
            BPF_JLT => Jmp::Jlt,
            BPF_JLE => Jmp::Jle,
            BPF_JSLT => Jmp::Jslt,
            BPF_JSLE => Jmp::Jsle,
            _ => return None,
        })
    }

    /// Operator used in listings.
    pub fn symbol(self) -> &'static str {
        match self {
            Jmp::Jeq => "==",
            Jmp::Jgt => ">",
            Jmp::Jge => ">=",
            Jmp::Jset => "&",
            Jmp::Jne => "!=",
            Jmp::Jsgt => "s>",
            Jmp::Jsge => "s>=",
            Jmp::Jlt => "<",
            Jmp::Jle => "<=",
            Jmp::Jslt => "s<",
            Jmp::Jsle => "s<=",
        }
    }
}

/// Operand width: 32-bit (`BPF_ALU`/`BPF_JMP32`) or 64-bit
/// (`BPF_ALU64`/`BPF_JMP`). 64-bit jumps sign-extend their immediate:
/// compare u32 values against constants >= 2^31 with `W32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Width {
    /// 32-bit operation.
    W32,
    /// 64-bit operation.
    W64,
}

impl Width {
    /// Instruction class for an ALU operation of this width.
    pub fn alu_class(self) -> u8 {
        match self {
            Width::W32 => BPF_ALU,
            Width::W64 => BPF_ALU64,
        }
    }

    /// Instruction class for a jump of this width.
    pub fn jmp_class(self) -> u8 {
        match self {
            Width::W32 => BPF_JMP32,
            Width::W64 => BPF_JMP,
        }
    }
}

/// One 8-byte BPF instruction slot (`ld_imm64` takes two).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Insn {
    /// Opcode.
    pub code: u8,
    /// Destination register number (4 bits).
    pub dst: u8,
    /// Source register number (4 bits).
    pub src: u8,
    /// Signed offset (memory offset or jump distance).
    pub off: i16,
    /// Signed immediate.
    pub imm: i32,
}

impl Insn {
    /// Builds an instruction from its fields.
    pub fn new(code: u8, dst: Reg, src: Reg, off: i16, imm: i32) -> Insn {
        Insn {
            code,
            dst: dst.num(),
            src: src.num(),
            off,
            imm,
        }
    }

    /// `r0 = atomic_cmpxchg((u64 *)(dst + off), r0, src)`: stores `src` if
    /// the 8 bytes hold `r0`; `r0` receives the old value either way.
    pub fn cmpxchg64(dst: Reg, off: i16, src: Reg) -> Insn {
        Insn::new(BPF_STX | BPF_ATOMIC | BPF_DW, dst, src, off, BPF_CMPXCHG)
    }

    /// The 8 bytes the kernel reads (little-endian).
    pub fn encode(&self) -> [u8; 8] {
        let mut b = [0u8; 8];
        b[0] = self.code;
        b[1] = (self.dst & 0x0f) | ((self.src & 0x0f) << 4);
        b[2..4].copy_from_slice(&self.off.to_le_bytes());
        b[4..8].copy_from_slice(&self.imm.to_le_bytes());
        b
    }

    /// Inverse of [`Insn::encode`].
    pub fn decode(b: [u8; 8]) -> Insn {
        Insn {
            code: b[0],
            dst: b[1] & 0x0f,
            src: b[1] >> 4,
            off: i16::from_le_bytes([b[2], b[3]]),
            imm: i32::from_le_bytes([b[4], b[5], b[6], b[7]]),
        }
    }

    /// Instruction class (low 3 bits of the opcode).
    pub fn class(&self) -> u8 {
        self.code & 0x07
    }

    /// True for the first slot of a 16-byte `ld_imm64`.
    pub fn is_ld_imm64(&self) -> bool {
        self.code == BPF_LD | BPF_IMM | BPF_DW
    }

    /// True for jumps carrying a relative offset (conditional jumps and `ja`),
    /// excluding `call` and `exit`.
    pub fn is_branch(&self) -> bool {
        let class = self.class();
        if class != BPF_JMP && class != BPF_JMP32 {
            return false;
        }
        let op = self.code & 0xf0;
        op != BPF_CALL && op != BPF_EXIT
    }
}

/// Encodes a sequence of instructions into bytes.
pub fn encode_all(insns: &[Insn]) -> Vec<u8> {
    insns.iter().flat_map(|i| i.encode()).collect()
}

/// Decodes bytes (a multiple of 8) into instructions; trailing bytes are ignored.
pub fn decode_all(bytes: &[u8]) -> Vec<Insn> {
    bytes
        .chunks_exact(8)
        .map(|c| {
            let mut b = [0u8; 8];
            b.copy_from_slice(c);
            Insn::decode(b)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_encodings() {
        // r0 = 2 (mov64 imm): b7 00 00 00 02 00 00 00
        let i = Insn::new(BPF_ALU64 | BPF_MOV | BPF_K, Reg::R0, Reg::R0, 0, 2);
        assert_eq!(i.encode(), [0xb7, 0, 0, 0, 2, 0, 0, 0]);
        // exit: 95 00 ..
        let e = Insn::new(BPF_JMP | BPF_EXIT, Reg::R0, Reg::R0, 0, 0);
        assert_eq!(e.encode(), [0x95, 0, 0, 0, 0, 0, 0, 0]);
        // r2 = *(u32 *)(r1 + 4): 61 12 04 00 00 00 00 00
        let l = Insn::new(BPF_LDX | BPF_MEM | BPF_W, Reg::R2, Reg::R1, 4, 0);
        assert_eq!(l.encode(), [0x61, 0x12, 4, 0, 0, 0, 0, 0]);
        // if r1 != -1 goto -2: 55 01 fe ff ff ff ff ff
        let j = Insn::new(BPF_JMP | BPF_JNE | BPF_K, Reg::R1, Reg::R0, -2, -1);
        assert_eq!(j.encode(), [0x55, 0x01, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xff]);
        // r1 = be16 r1: dc 01 00 00 10 00 00 00
        let b = Insn::new(BPF_ALU | BPF_END | BPF_TO_BE, Reg::R1, Reg::R0, 0, 16);
        assert_eq!(b.encode(), [0xdc, 0x01, 0, 0, 16, 0, 0, 0]);
    }

    #[test]
    fn round_trip_all_fields() {
        for code in [0u8, 0x18, 0x61, 0x7b, 0xb7, 0x95, 0x16, 0xff] {
            for dst in 0..16u8 {
                for src in [0u8, 1, 10, 15] {
                    for off in [i16::MIN, -1, 0, 1, i16::MAX] {
                        for imm in [i32::MIN, -1, 0, 7, i32::MAX] {
                            let i = Insn {
                                code,
                                dst,
                                src,
                                off,
                                imm,
                            };
                            assert_eq!(Insn::decode(i.encode()), i);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn bytes_round_trip() {
        let v = vec![
            Insn::new(0xb7, Reg::R0, Reg::R0, 0, 1),
            Insn::new(0x95, Reg::R0, Reg::R0, 0, 0),
        ];
        assert_eq!(decode_all(&encode_all(&v)), v);
    }

    #[test]
    fn reg_numbers() {
        for n in 0..=10u8 {
            assert_eq!(Reg::from_num(n).map(Reg::num), Some(n));
        }
        assert_eq!(Reg::from_num(11), None);
    }

    #[test]
    fn op_codes_round_trip() {
        for a in [
            Alu::Add,
            Alu::Sub,
            Alu::Mul,
            Alu::Div,
            Alu::Or,
            Alu::And,
            Alu::Lsh,
            Alu::Rsh,
            Alu::Neg,
            Alu::Mod,
            Alu::Xor,
            Alu::Mov,
            Alu::Arsh,
        ] {
            assert_eq!(Alu::from_code(a.code()), Some(a));
        }
        for j in [
            Jmp::Jeq,
            Jmp::Jgt,
            Jmp::Jge,
            Jmp::Jset,
            Jmp::Jne,
            Jmp::Jsgt,
            Jmp::Jsge,
            Jmp::Jlt,
            Jmp::Jle,
            Jmp::Jslt,
            Jmp::Jsle,
        ] {
            assert_eq!(Jmp::from_code(j.code()), Some(j));
        }
    }
}
