//! What differs between the BPF hooks dropc compiles for (bpfilter's
//! "flavors"): section, program name, verdict codes, the registers the
//! hook reserves, and the context. The generator (`gen`) asks the [`Hook`]
//! and matches on it exhaustively, so a new hook (a new BPF target) is a
//! new variant here plus the arms the compiler then asks for.

use crate::Target;
use dropc_ebpf::insn::{tc, xdp};
use dropc_ebpf::Reg;
use dropc_ir::Action;

/// A BPF hook.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hook {
    /// XDP: `struct xdp_md` context, XDP_DROP / XDP_PASS.
    Xdp,
    /// tc clsact ingress, direct action: `struct __sk_buff` context,
    /// TC_ACT_SHOT / TC_ACT_UNSPEC (pass lets other filters still run).
    Tc,
}

/// Program name in `xdp` objects.
pub const PROG_XDP: &str = "dropc_xdp";
/// Program name in `tc` objects.
pub const PROG_TC: &str = "dropc_tc";

impl Hook {
    /// The hook of a BPF target; `None` for the text targets.
    pub fn of(target: Target) -> Option<Hook> {
        match target {
            Target::Xdp => Some(Hook::Xdp),
            Target::Tc => Some(Hook::Tc),
            Target::Nft | Target::Iptables => None,
        }
    }

    /// The target this hook compiles for.
    pub fn target(self) -> Target {
        match self {
            Hook::Xdp => Target::Xdp,
            Hook::Tc => Target::Tc,
        }
    }

    /// ELF section of the program (what `ip`/`tc`/libbpf look for).
    pub fn section(self) -> &'static str {
        match self {
            Hook::Xdp => "xdp",
            Hook::Tc => "classifier",
        }
    }

    /// Program (function) name.
    pub fn prog_name(self) -> &'static str {
        match self {
            Hook::Xdp => PROG_XDP,
            Hook::Tc => PROG_TC,
        }
    }

    /// The return code of `action`.
    pub fn verdict(self, action: Action) -> i32 {
        match (self, action) {
            (Hook::Xdp, Action::Drop) => xdp::DROP,
            (Hook::Xdp, Action::Pass) => xdp::PASS,
            (Hook::Tc, Action::Drop) => tc::SHOT,
            (Hook::Tc, Action::Pass) => tc::UNSPEC,
        }
    }

    /// Callee-saved registers free to hold parsed fields (tc keeps its ctx
    /// in r6 for `bpf_skb_pull_data` and `skb->vlan_tci`).
    pub fn field_regs(self) -> &'static [Reg] {
        match self {
            Hook::Xdp => &[Reg::R6, Reg::R7, Reg::R8, Reg::R9],
            Hook::Tc => &[Reg::R7, Reg::R8, Reg::R9],
        }
    }
}
