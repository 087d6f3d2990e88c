//! The program's frame: the stack slots of the parsed fields and of the
//! verdict block, the packet pointers' registers, the values a field holds
//! when it does not exist, and where each field lives during one rule
//! chain ([`Fields`], decided by [`super::plan`]). [`Cx`] is what the leaf
//! emitters (sets, tuple tables, rates, payload, contains) receive: the
//! assembler, the data sections and the fields, nothing of the generator.
//!
//! Stack slots below r10 (8 bytes each): the fields −16 … −128, the
//! verdict block's −136 … −152 (here); the payload bounds −160 … −184
//! (`payload`); the rate key and bucket −192 … −256 (`rate`); the
//! VLAN offset −264 (`contains`).

use super::emit::{Data, Emit};
use dropc_ebpf::insn::{Alu, Reg, Size};
use dropc_ir::{Dir, IpVersion};

// Stack slots (offsets from r10), each 8 bytes, holding the parsed fields.
// A field is named by its slot.
pub(crate) const PROTO: i16 = -16;
pub(crate) const SRC4: i16 = -24;
pub(crate) const DST4: i16 = -32;
pub(crate) const SRC6H: i16 = -40;
pub(crate) const SRC6L: i16 = -48;
pub(crate) const DST6H: i16 = -56;
pub(crate) const DST6L: i16 = -64;
pub(crate) const SPORT: i16 = -72;
pub(crate) const DPORT: i16 = -80;
pub(crate) const FLAGS: i16 = -88;
pub(crate) const ITYPE: i16 = -96;
pub(crate) const ICODE: i16 = -104;
pub(crate) const FRAG: i16 = -112;
pub(crate) const TTL: i16 = -120;
pub(crate) const LEN: i16 = -128;

/// Every field slot.
pub(crate) const ALL_FIELDS: [i16; 15] = [
    PROTO, SRC4, DST4, SRC6H, SRC6L, DST6H, DST6L, SPORT, DPORT, FLAGS, ITYPE, ICODE, FRAG, TTL,
    LEN,
];

/// Counter key (u32).
pub(crate) const KEY: i16 = -136;
/// Return code, kept across the counter update.
pub(crate) const CODE: i16 = -144;
/// The context: on XDP for the tail call to the next program and the byte
/// count, on tc (with counters or `contains`) for the byte count (r6 is
/// clobbered by the IPv6 set tables); on both for the `contains` searches.
pub(crate) const CTX: i16 = -152;

/// Packet start and end during the parse (caller-saved registers: a
/// program that needs no callee-saved register has the cheapest JIT
/// prologue).
pub(crate) const DATA: Reg = Reg::R0;
pub(crate) const DATA_END: Reg = Reg::R3;

/// "No such field" values: outside every value a test compares with.
pub(crate) const NO_PORT: i32 = 0x1_0000;
pub(crate) const NO_BYTE: i32 = 0x100;

/// `FRAG` values.
pub(crate) const FRAG_NONE: i32 = 0;
pub(crate) const FRAG_FIRST: i32 = 1;
pub(crate) const FRAG_LATER: i32 = 2;

/// The slot of the port of direction `d`.
pub(crate) fn port_slot(d: Dir) -> i16 {
    match d {
        Dir::Src => SPORT,
        Dir::Dst => DPORT,
    }
}

/// The slots of the address of direction `d` for version `v` (IPv6: high
/// and low half).
pub(crate) fn addr_slots(d: Dir, v: IpVersion) -> &'static [i16] {
    match (d, v) {
        (Dir::Src, IpVersion::V4) => &[SRC4],
        (Dir::Dst, IpVersion::V4) => &[DST4],
        (Dir::Src, IpVersion::V6) => &[SRC6H, SRC6L],
        (Dir::Dst, IpVersion::V6) => &[DST6H, DST6L],
    }
}

/// Byte order of a field's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    /// Converted to host order by the parser (any comparison).
    Host,
    /// As loaded from the packet: its tests compare with swapped
    /// constants (single values, one IPv4 CIDR block).
    Network,
}

/// Where the fields live during one rule chain.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Fields {
    /// Fields kept in a register instead of their slot (the same in both
    /// chains), each read by at most one test per chain.
    pub regs: Vec<(i16, Reg)>,
    /// Register-held fields left in network byte order.
    pub net: Vec<i16>,
    /// Slots read by more than one test of the chain: loaded with a fresh
    /// verifier identity (see [`Cx::load_into`]).
    pub fresh: Vec<i16>,
}

impl Fields {
    /// The register holding the field of `slot`, if it has one.
    pub fn reg(&self, slot: i16) -> Option<Reg> {
        self.regs.iter().find(|(s, _)| *s == slot).map(|(_, r)| *r)
    }

    /// The byte order of the field of `slot`.
    pub fn order(&self, slot: i16) -> Order {
        if self.net.contains(&slot) {
            Order::Network
        } else {
            Order::Host
        }
    }

    /// Loads a field into `r`. The `|= 0` gives the register a fresh
    /// verifier identity: otherwise what a test learns about it (`r1 ==
    /// 6`) flows back into the stack slot, and the states reaching the next
    /// rule differ (and, once some test relies on them, are never pruned:
    /// exponential verification in the number of rules).
    ///
    /// A slot read by a single test of the chain needs no fresh identity:
    /// no later test can be decided by what this one learned.
    pub fn load_into(&self, e: &mut Emit, r: Reg, slot: i16) {
        if let Some(src) = self.reg(slot) {
            // Only fields no other test reads live in registers.
            e.mov_reg(r, src);
            return;
        }
        e.ldx(Size::DW, r, Reg::R10, slot);
        if self.fresh.contains(&slot) {
            e.alu64(Alu::Or, r, 0);
        }
    }
}

/// What a leaf emitter works with.
pub(crate) struct Cx<'a> {
    pub e: &'a mut Emit,
    pub data: &'a mut Data,
    pub fields: &'a Fields,
}

impl Cx<'_> {
    /// Loads the field of `slot` into `r` (see [`Fields::load_into`]).
    pub fn load_into(&mut self, r: Reg, slot: i16) {
        self.fields.load_into(self.e, r, slot);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_distinct_8_byte_words_in_the_frame() {
        let mut all: Vec<i16> = ALL_FIELDS.to_vec();
        all.extend([KEY, CODE, CTX]);
        all.extend([
            super::super::payload::PKT,
            super::super::payload::PKT_END,
            super::super::payload::PL_START,
            super::super::payload::PL_END,
            super::super::contains::VLAN,
        ]);
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n, "two slots share an offset");
        for s in all {
            assert!(s % 8 == 0 && (-512..=-8).contains(&s), "slot {s}");
        }
    }
}
