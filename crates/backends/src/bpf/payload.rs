//! (v2) `payload OFF V[/M]` on the BPF targets (spec §4 "Payload").
//!
//! The parser records, per packet, where the layer 4 payload starts and
//! where the IP packet ends, both as offsets from the (VLAN-adjusted)
//! packet start kept in [`PKT`]:
//!
//! * [`PL_START`]: after the 8-byte UDP / ICMP / ICMPv6 header or the TCP
//!   data offset; [`NO_PAYLOAD`] for a later fragment or a protocol without
//!   a layer 4 payload (the field does not exist);
//! * [`PL_END`]: the end of the IP packet by its length field (IPv4 total
//!   length, IPv6 payload length + 40), so Ethernet padding is not payload
//!   and a first fragment has the part it carries.
//!
//! A test reads `|V|` bytes at `PL_START + OFF` only when
//! `PL_START + OFF + |V| <= PL_END` (scalar compare) and the pointer check
//! against the packet end ([`PKT_END`]) holds: otherwise the field does not
//! exist and neither the match nor its negation holds. The bytes are
//! compared in chunks of 8, 4, 2 and 1 bytes (little-endian loads against
//! constants built the same way), each ANDed with its part of the mask.
//!
//! Clobbers [`CLOBBERS`], r1–r3 only (fields kept in r4–r9 survive).

use super::emit::RegSet;
use super::frame::Cx;
use dropc_ebpf::insn::{Alu, Jmp, Reg, Size, Width};
use dropc_ebpf::Label;

/// Registers a payload test clobbers.
pub(crate) const CLOBBERS: RegSet = RegSet::span(Reg::R1, Reg::R3);

/// Stack slot: the packet start (pointer, after a VLAN tag) for payload reads.
pub(crate) const PKT: i16 = -160;
/// Stack slot: the packet end (pointer).
pub(crate) const PKT_END: i16 = -168;
/// Stack slot: offset of the layer 4 payload from [`PKT`].
pub(crate) const PL_START: i16 = -176;
/// Stack slot: offset of the end of the IP packet from [`PKT`].
pub(crate) const PL_END: i16 = -184;
/// [`PL_START`] of a packet without layer 4 payload: beyond the bound every
/// test checks first.
pub(crate) const NO_PAYLOAD: i32 = 0x1_0000;
/// The verifier's bound on a packet offset (`MAX_PACKET_OFF`): a test
/// reading up to `need` bytes after the payload start accepts starts up to
/// `MAX_PACKET_OFF - VLAN - need` ([`PKT`] is 4 bytes in after a VLAN
/// tag). No linear packet data reach further: tc pulls at most 0xffff
/// bytes, XDP frames are smaller.
const MAX_PACKET_OFF: i32 = 0xffff;
/// A VLAN tag's length.
const VLAN: i32 = 4;

/// One compared piece of the value: offset in the value, load size, value
/// and mask as a little-endian load sees them.
struct Chunk {
    at: usize,
    size: Size,
    value: u64,
    mask: u64,
    width: usize,
}

/// The value cut into loads of 8, 4, 2 and 1 bytes.
fn chunks(value: &[u8], mask: Option<&[u8]>) -> Vec<Chunk> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < value.len() {
        let left = value.len() - at;
        let (size, width) = match left {
            8.. => (Size::DW, 8),
            4..=7 => (Size::W, 4),
            2..=3 => (Size::H, 2),
            _ => (Size::B, 1),
        };
        let mut v = [0u8; 8];
        let mut m = [0u8; 8];
        for k in 0..width {
            let mk = mask.map_or(0xff, |ms| ms[at + k]);
            m[k] = mk;
            v[k] = value[at + k] & mk;
        }
        out.push(Chunk {
            at,
            size,
            value: u64::from_le_bytes(v),
            mask: u64::from_le_bytes(m),
            width,
        });
        at += width;
    }
    out
}

/// Emits `payload OFF V[/M]` (negated: `not payload ...`): falls through when
/// the match holds, jumps to `fail` otherwise (also when the field does not
/// exist).
pub(crate) fn emit_test(
    g: &mut Cx<'_>,
    offset: u16,
    value: &[u8],
    mask: Option<&[u8]>,
    neg: bool,
    fail: Label,
) {
    let need = i32::from(offset) + value.len() as i32;
    let e = &mut g.e;
    e.comment(format!(
        "payload: {} bytes at payload offset {offset}",
        value.len()
    ));
    // r1 = payload start (a fresh verifier identity: several rules read it)
    e.ldx(Size::DW, Reg::R1, Reg::R10, PL_START);
    e.alu64(Alu::Or, Reg::R1, 0);
    e.j64(
        Jmp::Jgt,
        Reg::R1,
        (MAX_PACKET_OFF - VLAN - need) as u32,
        fail,
    );
    // start + OFF + |V| within the IP packet (by its length field)
    e.mov_reg(Reg::R2, Reg::R1);
    e.alu64(Alu::Add, Reg::R2, need);
    e.ldx(Size::DW, Reg::R3, Reg::R10, PL_END);
    e.jr(Jmp::Jgt, Reg::R2, Reg::R3, fail);
    // r2 = packet pointer to the payload, checked against the packet end
    e.ldx(Size::DW, Reg::R2, Reg::R10, PKT);
    e.alu64r(Alu::Add, Reg::R2, Reg::R1);
    e.mov_reg(Reg::R3, Reg::R2);
    e.alu64(Alu::Add, Reg::R3, need);
    e.ldx(Size::DW, Reg::R1, Reg::R10, PKT_END);
    e.jr(Jmp::Jgt, Reg::R3, Reg::R1, fail);
    let holds = e.label();
    // a differing chunk: the match fails (negated: holds)
    let differs = if neg { holds } else { fail };
    for c in chunks(value, mask) {
        if c.mask == 0 {
            continue;
        }
        let off = offset as i16 + c.at as i16;
        e.ldx(c.size, Reg::R1, Reg::R2, off);
        if c.width == 8 {
            if c.mask != u64::MAX {
                e.ld_imm64(Reg::R3, c.mask);
                e.alu64r(Alu::And, Reg::R1, Reg::R3);
            }
            e.ld_imm64(Reg::R3, c.value);
            e.jr(Jmp::Jne, Reg::R1, Reg::R3, differs);
        } else {
            let full = u64::MAX >> (64 - 8 * c.width);
            if c.mask != full {
                e.alu_imm(Width::W32, Alu::And, Reg::R1, c.mask as u32 as i32);
            }
            e.j32(Jmp::Jne, Reg::R1, c.value as u32, differs);
        }
    }
    if neg {
        // every chunk equal: the negation does not hold
        e.ja(fail);
    }
    e.bind(holds);
}

#[cfg(test)]
mod tests {
    use super::chunks;

    #[test]
    fn chunks_cover_the_value_with_masks() {
        let v: Vec<u8> = (1..=15).collect();
        let cs = chunks(&v, None);
        let widths: Vec<usize> = cs.iter().map(|c| c.width).collect();
        assert_eq!(widths, vec![8, 4, 2, 1]);
        assert_eq!(cs[0].value, u64::from_le_bytes([1, 2, 3, 4, 5, 6, 7, 8]));
        assert_eq!(cs[3].at, 14);
        assert_eq!(cs[3].value, 15);
        let m = [0xf0, 0x0f, 0x00];
        let cs = chunks(&[0xff, 0xff, 0xff], Some(&m));
        assert_eq!(cs[0].mask, 0x0ff0);
        assert_eq!(cs[0].value, 0x0ff0);
        assert_eq!(cs[1].mask, 0);
    }
}
