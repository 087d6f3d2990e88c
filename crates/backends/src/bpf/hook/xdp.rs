//! XDP: `int dropc_xdp(struct xdp_md *ctx)` in section `xdp`; XDP_DROP /
//! XDP_PASS, a pass first tail-calls the next program ([`NEXT_MAP`] slot
//! 0); libxdp's run configuration in the object.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use super::super::emit::{Emit, RegSet};
use super::super::frame::{CTX, DATA, DATA_END};
use super::Flavor;
use crate::Target;
use dropc_ebpf::insn::{helper, xdp, Alu, Reg, Size};
use dropc_ebpf::obj::{MapDef, ProgDef, RunConfig, XdpAction};
use dropc_ebpf::Label;
use dropc_ir::Action;

/// Program name in `xdp` objects.
pub const PROG_XDP: &str = "dropc_xdp";
/// Name of the XDP program's one-slot `BPF_MAP_TYPE_PROG_ARRAY`: a packet
/// dropc passes is handed to the program in slot 0 by a tail call (to
/// `XDP_PASS` when the slot is empty).
pub const NEXT_MAP: &str = "dropc_next";
/// libxdp run priority of the XDP program (lower runs first; libxdp's
/// default is 50): a firewall's drops should come before other programs.
pub const XDP_RUN_PRIORITY: u32 = 10;

/// `struct xdp_md.data`.
const DATA_OFF: i16 = 0;
/// `struct xdp_md.data_end`.
const DATA_END_OFF: i16 = 4;

/// The XDP hook.
pub(crate) struct Xdp;

impl Flavor for Xdp {
    fn target(&self) -> Target {
        Target::Xdp
    }

    fn section(&self) -> &'static str {
        "xdp"
    }

    fn prog_name(&self) -> &'static str {
        PROG_XDP
    }

    fn verdict(&self, action: Action) -> i32 {
        match action {
            Action::Drop => xdp::DROP,
            Action::Pass => xdp::PASS,
        }
    }

    fn reserved(&self) -> RegSet {
        RegSet::EMPTY
    }

    fn prologue(&self, e: &mut Emit, _keep_ctx: bool) {
        e.comment(
            "r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)",
        );
        e.stx(Size::DW, Reg::R10, CTX, Reg::R1);
        self.packet(e, Reg::R1, DATA, DATA_END);
    }

    fn packet(&self, e: &mut Emit, ctx: Reg, data: Reg, data_end: Reg) {
        e.ldx(Size::W, data, ctx, DATA_OFF);
        e.ldx(Size::W, data_end, ctx, DATA_END_OFF);
    }

    /// `data_end - data`.
    fn frame_len(&self, e: &mut Emit, dst: Reg) {
        e.ldx(Size::DW, Reg::R1, Reg::R10, CTX);
        e.ldx(Size::W, dst, Reg::R1, DATA_END_OFF);
        e.ldx(Size::W, Reg::R1, Reg::R1, DATA_OFF);
        e.alu64r(Alu::Sub, dst, Reg::R1);
    }

    /// The frame as received: the first tag is in the data.
    fn vlan_tag(&self, _e: &mut Emit, _not_ip: Label) {}

    fn before_pass(&self) -> Option<fn(&mut Emit)> {
        Some(tail_call_next)
    }

    fn object(&self, prog: &mut ProgDef, maps: &mut Vec<MapDef>) {
        prog.run_config = Some(RunConfig {
            priority: XDP_RUN_PRIORITY,
            chain_call_actions: vec![XdpAction::Pass],
        });
        maps.push(MapDef::prog_array(NEXT_MAP, 1));
    }
}

/// `bpf_tail_call(ctx, &dropc_next, 0)`: does not return when slot 0 holds
/// a program.
fn tail_call_next(e: &mut Emit) {
    e.comment("pass: tail call dropc_next[0] (falls through when empty)");
    e.ldx(Size::DW, Reg::R1, Reg::R10, CTX);
    e.ld_map(Reg::R2, NEXT_MAP);
    e.mov_imm(Reg::R3, 0);
    e.call(helper::TAIL_CALL);
}
