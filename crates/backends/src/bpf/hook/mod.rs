//! What differs between the BPF hooks dropc compiles for (bpfilter's
//! "flavors"): one module per hook ([`xdp`], [`tc`]), each a [`Flavor`]:
//! section, program name, verdict codes, the registers the hook reserves,
//! the prologue, the frame length, how a VLAN tag is found, what a pass
//! does, and the object's extra maps. The generator asks the hook's
//! [`Flavor`] only; [`Hook::flavor`] is the one exhaustive `match`, so a new
//! hook (a new BPF target) is a new module here plus its arm there.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

pub mod tc;
pub mod xdp;

use super::emit::{Emit, RegSet};
use crate::Target;
use dropc_ebpf::insn::Reg;
use dropc_ebpf::obj::{MapDef, ProgDef};
use dropc_ebpf::Label;
use dropc_ir::Action;

pub use tc::PROG_TC;
pub use xdp::PROG_XDP;

/// A BPF hook.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hook {
    /// XDP: `struct xdp_md` context, XDP_DROP / XDP_PASS.
    Xdp,
    /// tc clsact ingress, direct action: `struct __sk_buff` context,
    /// TC_ACT_SHOT / TC_ACT_UNSPEC (pass lets other filters still run).
    Tc,
}

/// The facts and code of one hook.
pub(crate) trait Flavor: Sync {
    /// The target this hook compiles for.
    fn target(&self) -> Target;
    /// ELF section of the program (what `ip`/`tc`/libbpf look for).
    fn section(&self) -> &'static str;
    /// Program (function) name.
    fn prog_name(&self) -> &'static str;
    /// The return code of `action`.
    fn verdict(&self, action: Action) -> i32;
    /// Callee-saved registers the hook keeps for itself (no field lives
    /// there).
    fn reserved(&self) -> RegSet;
    /// Entry: [`super::frame::DATA`] = packet start,
    /// [`super::frame::DATA_END`] = packet end, the context saved in
    /// [`super::frame::CTX`] when the program needs it later (`keep_ctx`:
    /// for the byte count, the `contains` searches).
    fn prologue(&self, e: &mut Emit, keep_ctx: bool);
    /// `data` = the packet start, `data_end` = its end, read from the
    /// context in `ctx`.
    fn packet(&self, e: &mut Emit, ctx: Reg, data: Reg, data_end: Reg);
    /// `dst` = the frame's length in bytes as the hook sees it, from the
    /// context saved in [`super::frame::CTX`]. Clobbers r1.
    fn frame_len(&self, e: &mut Emit, dst: Reg);
    /// The Ethernet header names a VLAN tag in the data: jumps to `not_ip`
    /// when it is not the one tag dropc looks through.
    fn vlan_tag(&self, e: &mut Emit, not_ip: Label);
    /// Code run before returning the pass verdict (XDP: hand the packet to
    /// the next program), if any.
    fn before_pass(&self) -> Option<fn(&mut Emit)>;
    /// The object's program attributes and maps beyond the counters.
    fn object(&self, prog: &mut ProgDef, maps: &mut Vec<MapDef>);
}

/// The callee-saved registers.
const CALLEE_SAVED: [Reg; 4] = [Reg::R6, Reg::R7, Reg::R8, Reg::R9];

impl Hook {
    /// The hook of a BPF target; `None` for the text targets.
    pub fn of(target: Target) -> Option<Hook> {
        match target {
            Target::Xdp => Some(Hook::Xdp),
            Target::Tc => Some(Hook::Tc),
            Target::Nft | Target::Iptables => None,
        }
    }

    /// The hook's facts and code.
    pub(crate) fn flavor(self) -> &'static dyn Flavor {
        match self {
            Hook::Xdp => &xdp::Xdp,
            Hook::Tc => &tc::Tc,
        }
    }

    /// The target this hook compiles for.
    pub fn target(self) -> Target {
        self.flavor().target()
    }

    /// ELF section of the program.
    pub fn section(self) -> &'static str {
        self.flavor().section()
    }

    /// Program (function) name.
    pub fn prog_name(self) -> &'static str {
        self.flavor().prog_name()
    }

    /// The return code of `action`.
    pub fn verdict(self, action: Action) -> i32 {
        self.flavor().verdict(action)
    }

    /// Callee-saved registers free to hold parsed fields, in the order
    /// they are given out.
    pub(crate) fn field_regs(self) -> Vec<Reg> {
        let reserved = self.flavor().reserved();
        CALLEE_SAVED
            .into_iter()
            .filter(|r| !reserved.contains(*r))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Hook;
    use crate::Target;
    use dropc_ebpf::insn::Reg;
    use dropc_ir::Action;

    #[test]
    fn hooks_round_trip_and_differ_where_they_must() {
        for t in Target::ALL {
            if let Some(h) = Hook::of(t) {
                assert_eq!(h.target(), t);
            }
        }
        assert_eq!(Hook::Xdp.field_regs(), [Reg::R6, Reg::R7, Reg::R8, Reg::R9]);
        // tc keeps its context in r6
        assert_eq!(Hook::Tc.field_regs(), [Reg::R7, Reg::R8, Reg::R9]);
        for h in [Hook::Xdp, Hook::Tc] {
            assert_ne!(h.verdict(Action::Drop), h.verdict(Action::Pass));
        }
        assert_eq!(Hook::Tc.verdict(Action::Pass), -1, "TC_ACT_UNSPEC");
        assert!(Hook::Xdp.flavor().before_pass().is_some());
        assert!(Hook::Tc.flavor().before_pass().is_none());
    }
}
