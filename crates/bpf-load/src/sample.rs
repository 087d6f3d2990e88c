//! A small hand-assembled filter: the program the host probe of
//! `dropc-apply` loads to learn whether the kernel takes XDP and tc programs
//! with maps, the subject of this crate's kernel tests, and a worked example
//! of the `dropc_ebpf::asm` and `dropc_ebpf::obj` APIs.
//!
//! It follows dropc's counter convention: map `dropc_counters`
//! (`PERCPU_ARRAY`, u32 index, u64 packets) with one entry per rule, then
//! the default verdict, then non-IP traffic. Rules:
//! 0. `blocked-source`: IPv4 with a source in the LPM trie `blocked` → drop;
//! 1. `udp-port`: IPv4/UDP to the port stored at `.rodata[4]` → drop;
//!
//! default: pass; non-IPv4 (and IPv4 frames too short or with options): pass.

use dropc_ebpf::asm::{Asm, AsmError, Program};
use dropc_ebpf::insn::{ctx, helper, tc, xdp, Alu, Jmp, Reg, Size, Width};
use dropc_ebpf::obj::{DataSection, MapDef, ObjError, ObjectBuilder, ProgDef};

/// Rule labels, in counter order.
pub const LABELS: [&str; 2] = ["blocked-source", "udp-port"];
/// Counter index of rule `blocked-source`.
pub const CNT_LPM: usize = 0;
/// Counter index of rule `udp-port`.
pub const CNT_PORT: usize = 1;
/// Counter index of the default verdict.
pub const CNT_DEFAULT: usize = 2;
/// Counter index of non-IP traffic.
pub const CNT_NON_IP: usize = 3;
/// Name of the XDP program.
pub const XDP_PROG: &str = "sample_xdp";
/// Name of the tc program.
pub const TC_PROG: &str = "sample_tc";

/// `.rodata` contents: a marker, then `port` as a u32 (host order) at offset 4.
pub fn rodata(port: u16) -> Vec<u8> {
    let mut v = vec![0xde, 0xad, 0xbe, 0xef];
    v.extend_from_slice(&u32::from(port).to_le_bytes());
    v
}

/// The filter, for XDP (`tc_prog` false) or tc.
pub fn filter(tc_prog: bool) -> Result<Program, AsmError> {
    let (data_off, end_off, drop, pass) = if tc_prog {
        (ctx::SKB_DATA, ctx::SKB_DATA_END, tc::SHOT, tc::OK)
    } else {
        (ctx::XDP_DATA, ctx::XDP_DATA_END, xdp::DROP, xdp::PASS)
    };
    let mut a = Asm::new();
    let non_ip = a.label();
    let default = a.label();
    let count = a.label();
    let port_check = a.label();
    a.comment("r7 = data, r3 = data_end");
    a.ldx(Size::W, Reg::R7, Reg::R1, data_off);
    a.ldx(Size::W, Reg::R3, Reg::R1, end_off);
    a.comment("the frame's length, for the byte counter");
    a.mov_reg(Width::W64, Reg::R4, Reg::R3);
    a.alu_reg(Width::W64, Alu::Sub, Reg::R4, Reg::R7);
    a.stx(Size::DW, Reg::R10, -24, Reg::R4);
    a.mov_reg(Width::W64, Reg::R4, Reg::R7);
    a.alu_imm(Width::W64, Alu::Add, Reg::R4, 14);
    a.jmp_reg(Width::W64, Jmp::Jgt, Reg::R4, Reg::R3, non_ip);
    a.comment("IPv4?");
    a.ldx(Size::H, Reg::R5, Reg::R7, 12);
    a.be(Reg::R5, 16);
    a.jmp_imm(Width::W32, Jmp::Jne, Reg::R5, 0x0800, non_ip);
    a.comment("IPv4 header without options + UDP header in the frame?");
    a.alu_imm(Width::W64, Alu::Add, Reg::R4, 28);
    a.jmp_reg(Width::W64, Jmp::Jgt, Reg::R4, Reg::R3, default);
    a.ldx(Size::B, Reg::R5, Reg::R7, 14);
    a.alu_imm(Width::W32, Alu::And, Reg::R5, 0x0f);
    a.jmp_imm(Width::W32, Jmp::Jne, Reg::R5, 5, default);
    a.comment("rule 0: LPM lookup of the source address");
    a.ldx(Size::W, Reg::R5, Reg::R7, 26);
    a.stx(Size::W, Reg::R10, -4, Reg::R5);
    a.st_imm(Size::W, Reg::R10, -8, 32);
    a.ld_map(Reg::R1, "blocked");
    a.mov_reg(Width::W64, Reg::R2, Reg::R10);
    a.alu_imm(Width::W64, Alu::Add, Reg::R2, -8);
    a.call(helper::MAP_LOOKUP_ELEM);
    a.jmp_imm(Width::W64, Jmp::Jeq, Reg::R0, 0, port_check);
    a.mov_imm(Width::W64, Reg::R8, drop);
    a.mov_imm(Width::W32, Reg::R9, CNT_LPM as i32);
    a.ja(count);
    a.bind(port_check);
    a.comment("rule 1: UDP destination port == .rodata[4]");
    a.ldx(Size::B, Reg::R5, Reg::R7, 23);
    a.jmp_imm(Width::W32, Jmp::Jne, Reg::R5, 17, default);
    a.ldx(Size::H, Reg::R5, Reg::R7, 36);
    a.be(Reg::R5, 16);
    a.ld_data(Reg::R6, ".rodata", 4);
    a.ldx(Size::W, Reg::R6, Reg::R6, 0);
    a.jmp_reg(Width::W32, Jmp::Jne, Reg::R5, Reg::R6, default);
    a.mov_imm(Width::W64, Reg::R8, drop);
    a.mov_imm(Width::W32, Reg::R9, CNT_PORT as i32);
    a.ja(count);
    a.bind(non_ip);
    a.mov_imm(Width::W64, Reg::R8, pass);
    a.mov_imm(Width::W32, Reg::R9, CNT_NON_IP as i32);
    a.ja(count);
    a.bind(default);
    a.mov_imm(Width::W64, Reg::R8, pass);
    a.mov_imm(Width::W32, Reg::R9, CNT_DEFAULT as i32);
    a.bind(count);
    a.comment("dropc_counters[r9] += { 1 packet, the frame's bytes }");
    a.stx(Size::W, Reg::R10, -12, Reg::R9);
    a.ld_map(Reg::R1, "dropc_counters");
    a.mov_reg(Width::W64, Reg::R2, Reg::R10);
    a.alu_imm(Width::W64, Alu::Add, Reg::R2, -12);
    a.call(helper::MAP_LOOKUP_ELEM);
    let out = a.label();
    a.jmp_imm(Width::W64, Jmp::Jeq, Reg::R0, 0, out);
    a.ldx(Size::DW, Reg::R1, Reg::R0, 0);
    a.alu_imm(Width::W64, Alu::Add, Reg::R1, 1);
    a.stx(Size::DW, Reg::R0, 0, Reg::R1);
    a.ldx(Size::DW, Reg::R1, Reg::R0, 8);
    a.ldx(Size::DW, Reg::R2, Reg::R10, -24);
    a.alu_reg(Width::W64, Alu::Add, Reg::R1, Reg::R2);
    a.stx(Size::DW, Reg::R0, 8, Reg::R1);
    a.bind(out);
    a.mov_reg(Width::W64, Reg::R0, Reg::R8);
    a.exit();
    a.finish()
}

/// The maps: `dropc_counters` (4 entries) and the `blocked` IPv4 LPM trie.
pub fn maps() -> Vec<MapDef> {
    vec![
        MapDef::percpu_counters("dropc_counters", (LABELS.len() + 2) as u32),
        MapDef::lpm_trie("blocked", 4, 1, 64),
    ]
}

/// Errors building the sample object.
#[derive(Debug, thiserror::Error)]
pub enum SampleError {
    /// Assembly failed.
    #[error(transparent)]
    Asm(#[from] AsmError),
    /// Writing the object failed.
    #[error(transparent)]
    Obj(#[from] ObjError),
}

/// An object with [`XDP_PROG`] (section `xdp`) and [`TC_PROG`] (section
/// `classifier`) dropping UDP to `port`.
pub fn object(port: u16) -> Result<Vec<u8>, SampleError> {
    let progs = vec![
        ProgDef {
            section: "xdp".into(),
            name: XDP_PROG.into(),
            program: filter(false)?,
            run_config: None,
        },
        ProgDef {
            section: "classifier".into(),
            name: TC_PROG.into(),
            program: filter(true)?,
            run_config: None,
        },
    ];
    let data = vec![DataSection {
        name: ".rodata".into(),
        bytes: rodata(port),
    }];
    Ok(ObjectBuilder::new("GPL")
        .programs(&progs)
        .maps(&maps())
        .data(&data)
        .write()?)
}
