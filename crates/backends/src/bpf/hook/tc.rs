//! tc clsact ingress, direct action: `int dropc_tc(struct __sk_buff *skb)`
//! in section `classifier`; TC_ACT_SHOT / TC_ACT_UNSPEC (a pass lets other
//! filters on the hook still act). The context stays in r6 during the
//! parse; the linear part is pulled to cover the headers.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use super::super::emit::{Emit, RegSet};
use super::super::frame::{CTX, DATA, DATA_END};
use super::Flavor;
use crate::Target;
use dropc_ebpf::insn::{helper, tc, Alu, Jmp, Reg, Size};
use dropc_ebpf::obj::{MapDef, ProgDef};
use dropc_ebpf::Label;
use dropc_ir::Action;

/// Program name in `tc` objects.
pub const PROG_TC: &str = "dropc_tc";

/// `struct __sk_buff.len`.
const LEN_OFF: i16 = 0;
/// `struct __sk_buff.vlan_present`.
const VLAN_PRESENT_OFF: i16 = 20;
/// `struct __sk_buff.data`.
const DATA_OFF: i16 = 76;
/// `struct __sk_buff.data_end`.
const DATA_END_OFF: i16 = 80;
/// Most bytes made linear (and the verifier's packet offset bound).
const PULL_MAX: i32 = 0xffff;

/// The context during the parse.
const SKB: Reg = Reg::R6;

/// The tc hook.
pub(crate) struct Tc;

impl Flavor for Tc {
    fn target(&self) -> Target {
        Target::Tc
    }

    fn section(&self) -> &'static str {
        "classifier"
    }

    fn prog_name(&self) -> &'static str {
        PROG_TC
    }

    fn verdict(&self, action: Action) -> i32 {
        match action {
            Action::Drop => tc::SHOT,
            Action::Pass => tc::UNSPEC,
        }
    }

    /// r6 holds the context (for `bpf_skb_pull_data` and the VLAN check).
    fn reserved(&self) -> RegSet {
        RegSet::of(&[SKB])
    }

    /// When the linear part is shorter than `min(skb->len, 0xffff)`, that
    /// much is pulled (packets sent through AF_PACKET arrive with only the
    /// Ethernet header linear) and the pointers reloaded.
    fn prologue(&self, e: &mut Emit, keep_ctx: bool) {
        e.comment(
            "r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)",
        );
        let linear = e.label();
        let cap = e.label();
        e.mov_reg(SKB, Reg::R1);
        if keep_ctx {
            // for the byte count and the searches (r6 is not kept past
            // the parser)
            e.stx(Size::DW, Reg::R10, CTX, Reg::R1);
        }
        self.packet(e, SKB, DATA, DATA_END);
        e.comment("make the headers directly readable: pull min(len, 0xffff) if needed");
        e.ldx(Size::W, Reg::R1, SKB, LEN_OFF);
        e.j64(Jmp::Jle, Reg::R1, PULL_MAX as u32, cap);
        e.mov_imm(Reg::R1, PULL_MAX);
        e.bind(cap);
        e.mov_reg(Reg::R2, DATA);
        e.alu64r(Alu::Add, Reg::R2, Reg::R1);
        e.jr(Jmp::Jle, Reg::R2, DATA_END, linear);
        e.mov_reg(Reg::R2, Reg::R1);
        e.mov_reg(Reg::R1, SKB);
        e.call(helper::SKB_PULL_DATA);
        self.packet(e, SKB, DATA, DATA_END);
        e.bind(linear);
    }

    fn packet(&self, e: &mut Emit, ctx: Reg, data: Reg, data_end: Reg) {
        e.ldx(Size::W, data, ctx, DATA_OFF);
        e.ldx(Size::W, data_end, ctx, DATA_END_OFF);
    }

    /// `skb->len` (r6 may be clobbered by the IPv6 set tables: the slot
    /// copy).
    fn frame_len(&self, e: &mut Emit, dst: Reg) {
        e.ldx(Size::DW, Reg::R1, Reg::R10, CTX);
        e.ldx(Size::W, dst, Reg::R1, LEN_OFF);
    }

    /// The outer tag was already moved to `skb->vlan_tci`: a tag in the
    /// data is then a second one (not IP).
    fn vlan_tag(&self, e: &mut Emit, not_ip: Label) {
        e.ldx(Size::W, Reg::R2, SKB, VLAN_PRESENT_OFF);
        e.j64(Jmp::Jne, Reg::R2, 0, not_ip);
    }

    fn before_pass(&self) -> Option<fn(&mut Emit)> {
        None
    }

    fn object(&self, _prog: &mut ProgDef, _maps: &mut Vec<MapDef>) {}
}
