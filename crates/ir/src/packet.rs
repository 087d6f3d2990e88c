//! Packets: the parser every rule evaluation starts from (spec §4–§5) and the
//! frame builder used by `expect`, the probe corpora and the kernel tests.
//!
//! [`parse`] turns an Ethernet frame into the [`Headers`] the rules look at:
//!
//! * Ethernet II, with at most one 802.1Q (`0x8100`) or 802.1ad (`0x88a8`) tag
//!   looked through (spec §5.4). A frame whose (inner) EtherType is neither
//!   `0x0800` nor `0x86dd` is [`ParseResult::NonIp`] — including a frame with a
//!   second VLAN tag, and a frame too short to carry an EtherType.
//! * IPv4: version 4, IHL ≥ 5, header and total length within the frame, total
//!   length ≥ header length. Bytes after the total length are Ethernet padding
//!   and ignored. Checksums are not verified.
//! * IPv6: version 6, payload length + 40 within the frame and at most 65535
//!   (the range of `len`; larger payloads have no specified verdict). Extension headers
//!   hop-by-hop (0), routing (43), fragment (44) and destination options (60)
//!   are walked, at most [`MAX_EXT_HEADERS`] of them; AH (51) and ESP (50) end
//!   the walk and are the upper-layer protocol; No Next Header (59) is an
//!   upper-layer protocol without a layer 4 header.
//! * Layer 4 (only on a packet that is not a later fragment): TCP (≥ 20 bytes,
//!   data offset ≥ 5 and within the packet), UDP (≥ 8 bytes), ICMP on IPv4
//!   and ICMPv6 on IPv6 (≥ 8 bytes). Other protocols have no layer 4 fields.
//!
//! Everything with no specified verdict (spec §5.6) is
//! [`ParseResult::Malformed`], with the reason.

use crate::proto;
use crate::{FragSpec, IpVersion, PacketSpec};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

mod build;

pub use build::{
    build, checksum, set_macs, set_tag, spec_to_string, tag, Ext, FrameBuilder, DEFAULT_DST_MAC,
    DEFAULT_SRC_MAC, DEFAULT_TTL,
};

/// EtherType of IPv4.
pub const ETH_P_IP: u16 = 0x0800;
/// EtherType of IPv6.
pub const ETH_P_IPV6: u16 = 0x86dd;
/// EtherType of ARP.
pub const ETH_P_ARP: u16 = 0x0806;
/// TPID of an 802.1Q VLAN tag.
pub const ETH_P_8021Q: u16 = 0x8100;
/// TPID of an 802.1ad (QinQ service) VLAN tag.
pub const ETH_P_8021AD: u16 = 0x88a8;

/// IPv6 extension header numbers walked by the parser (spec §5.5).
pub mod ext {
    /// Hop-by-hop options.
    pub const HOP_BY_HOP: u8 = 0;
    /// Routing header.
    pub const ROUTING: u8 = 43;
    /// Fragment header.
    pub const FRAGMENT: u8 = 44;
    /// Destination options.
    pub const DEST_OPTS: u8 = 60;
    /// No Next Header: treated as an upper-layer protocol without layer 4.
    pub const NO_NEXT: u8 = 59;

    /// Whether `nh` is one of the four extension headers the parser walks.
    pub fn is_walked(nh: u8) -> bool {
        matches!(nh, HOP_BY_HOP | ROUTING | FRAGMENT | DEST_OPTS)
    }
}

/// The deepest IPv6 extension header chain the parser walks. A packet with
/// more than this many hop-by-hop / routing / fragment / destination options
/// headers before its upper-layer protocol has no specified verdict (the spec
/// asks for "at least 8"; the oracle takes the minimum so that every target
/// walking 8 or more agrees with it).
pub const MAX_EXT_HEADERS: usize = 8;

/// Fragment state of an IP packet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Frag {
    /// IPv4 MF set or offset ≠ 0; IPv6 with a Fragment header.
    pub is_fragment: bool,
    /// Non-zero fragment offset: a later fragment, without a layer 4 header.
    pub offset_nonzero: bool,
}

/// The layer 4 header fields rules can test.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum L4 {
    Tcp {
        sport: u16,
        dport: u16,
        flags: u8,
    },
    Udp {
        sport: u16,
        dport: u16,
    },
    /// ICMP on IPv4 or ICMPv6 on IPv6.
    Icmp {
        icmp_type: u8,
        code: u8,
    },
}

impl L4 {
    /// `(sport, dport)` of a TCP or UDP header.
    pub fn ports(&self) -> Option<(u16, u16)> {
        match *self {
            L4::Tcp { sport, dport, .. } | L4::Udp { sport, dport } => Some((sport, dport)),
            L4::Icmp { .. } => None,
        }
    }
    /// The flags byte of a TCP header.
    pub fn tcp_flags(&self) -> Option<u8> {
        match *self {
            L4::Tcp { flags, .. } => Some(flags),
            _ => None,
        }
    }
    /// `(type, code)` of an ICMP / ICMPv6 header.
    pub fn icmp(&self) -> Option<(u8, u8)> {
        match *self {
            L4::Icmp { icmp_type, code } => Some((icmp_type, code)),
            _ => None,
        }
    }
}

/// A VLAN tag that was looked through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VlanTag {
    /// [`ETH_P_8021Q`] or [`ETH_P_8021AD`].
    pub tpid: u16,
    /// The 12-bit VLAN identifier.
    pub vid: u16,
}

/// Parsed view of an Ethernet frame carrying IPv4 or IPv6: what every rule
/// looks at.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Headers {
    /// IPv4 or IPv6.
    pub family: IpVersion,
    /// The VLAN tag in front of the IP header, if any.
    pub vlan: Option<VlanTag>,
    pub src: IpAddr,
    pub dst: IpAddr,
    /// Upper-layer protocol: for IPv6 after the extension headers; AH (51) and
    /// ESP (50) end the walk; on a later IPv6 fragment, the Fragment header's
    /// next header.
    pub proto: u8,
    /// IPv4 TTL / IPv6 hop limit.
    pub ttl: u8,
    /// IPv4 total length; IPv6 payload length + 40.
    pub len: u16,
    pub frag: Frag,
    /// Present only on a packet that is not a later fragment and whose
    /// protocol is TCP, UDP, or ICMP of its family (ICMP on IPv4, ICMPv6 on
    /// IPv6).
    pub l4: Option<L4>,
    /// IPv6 extension headers walked, in order (empty for IPv4).
    pub ext_headers: Vec<u8>,
    /// IPv4 header length in bytes (IHL × 4); 40 for IPv6.
    pub ip_header_len: usize,
    /// (v2) The layer 4 payload this packet carries (spec §4 "Payload"):
    /// the bytes after the TCP header (data offset × 4), the 8-byte UDP
    /// header or the 8-byte ICMP/ICMPv6 header, up to the end the IP length
    /// field gives (no Ethernet padding). `None` when [`Headers::l4`] is
    /// (a later fragment, another protocol).
    pub payload: Option<Vec<u8>>,
    /// (v2) The IP packet, from the first byte of its IP header to the last
    /// byte its length field covers: what `contains` searches.
    pub ip_packet: Vec<u8>,
}

impl Headers {
    /// The packet as a [`PacketSpec`] (what `expect` would write). Fields the
    /// packet does not carry are `None`.
    pub fn to_spec(&self) -> PacketSpec {
        let (sport, dport) = match self.l4.and_then(|l| l.ports()) {
            Some((s, d)) => (Some(s), Some(d)),
            None => (None, None),
        };
        let icmp = self.l4.and_then(|l| l.icmp());
        PacketSpec {
            proto: self.proto,
            src: self.src,
            dst: self.dst,
            sport,
            dport,
            flags: self.l4.and_then(|l| l.tcp_flags()),
            icmp_type: icmp.map(|i| i.0),
            icmp_code: icmp.map(|i| i.1),
            ttl: Some(self.ttl),
            len: Some(self.len),
            payload: self.payload.clone().unwrap_or_default(),
            fragment: match (self.frag.is_fragment, self.frag.offset_nonzero) {
                (_, true) => FragSpec::Later,
                (true, false) => FragSpec::First,
                (false, false) => FragSpec::None,
            },
        }
    }
}

/// What [`parse`] found in a frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseResult {
    /// Not IPv4 or IPv6 (ARP, LLDP, two VLAN tags, a runt): passed on every
    /// target, rules never apply (spec §5.1).
    NonIp,
    /// A well-formed IP packet.
    Ip(Headers),
    /// An IP packet with no specified verdict (spec §5.6), with the reason:
    /// malformed (truncated header, bad IHL, a length field that disagrees
    /// with the frame, a short layer 4 header), an IPv6 later fragment whose
    /// Fragment header names an extension header, AH or ESP, or an extension
    /// header chain deeper than [`MAX_EXT_HEADERS`].
    Malformed(String),
}

/// Where the IP header starts in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct L3 {
    /// The EtherType in front of the IP header (after at most one VLAN tag).
    pub ethertype: u16,
    /// Offset of the network header in the frame.
    pub offset: usize,
    pub vlan: Option<VlanTag>,
}

fn be16(b: &[u8], i: usize) -> Option<u16> {
    Some(u16::from_be_bytes([*b.get(i)?, *b.get(i + 1)?]))
}

/// Locates the network header: `None` if the frame is too short to carry an
/// EtherType (or the inner EtherType after a VLAN tag).
pub(crate) fn locate_l3(frame: &[u8]) -> Option<L3> {
    let et = be16(frame, 12)?;
    if et == ETH_P_8021Q || et == ETH_P_8021AD {
        let tci = be16(frame, 14)?;
        let inner = be16(frame, 16)?;
        Some(L3 {
            ethertype: inner,
            offset: 18,
            vlan: Some(VlanTag {
                tpid: et,
                vid: tci & 0x0fff,
            }),
        })
    } else {
        Some(L3 {
            ethertype: et,
            offset: 14,
            vlan: None,
        })
    }
}

/// Parses an Ethernet frame (spec §4–§5; details in the module docs).
pub fn parse(frame: &[u8]) -> ParseResult {
    let Some(l3) = locate_l3(frame) else {
        return ParseResult::NonIp;
    };
    let net = frame.get(l3.offset..).unwrap_or(&[]);
    let parsed = match l3.ethertype {
        ETH_P_IP => parse_ipv4(net),
        ETH_P_IPV6 => parse_ipv6(net),
        _ => return ParseResult::NonIp,
    };
    match parsed {
        Ok(mut h) => {
            h.vlan = l3.vlan;
            ParseResult::Ip(h)
        }
        Err(why) => ParseResult::Malformed(why),
    }
}

fn parse_ipv4(b: &[u8]) -> Result<Headers, String> {
    if b.len() < 20 {
        return Err(format!("IPv4 header truncated: {} bytes, need 20", b.len()));
    }
    let version = b[0] >> 4;
    if version != 4 {
        return Err(format!("IP version {version} in an IPv4 (0x0800) frame"));
    }
    let ihl = usize::from(b[0] & 0x0f) * 4;
    if ihl < 20 {
        return Err(format!("IPv4 IHL {} < 5", ihl / 4));
    }
    if ihl > b.len() {
        return Err(format!(
            "IPv4 header length {ihl} exceeds the {} bytes in the frame",
            b.len()
        ));
    }
    let total = u16::from_be_bytes([b[2], b[3]]);
    if usize::from(total) < ihl {
        return Err(format!(
            "IPv4 total length {total} is shorter than the header ({ihl})"
        ));
    }
    if usize::from(total) > b.len() {
        return Err(format!(
            "IPv4 total length {total} exceeds the {} bytes in the frame",
            b.len()
        ));
    }
    let pkt = &b[..usize::from(total)];
    let frag_field = u16::from_be_bytes([b[6], b[7]]);
    let more = frag_field & 0x2000 != 0;
    let offset = frag_field & 0x1fff;
    let frag = Frag {
        is_fragment: more || offset != 0,
        offset_nonzero: offset != 0,
    };
    let proto = b[9];
    let (l4, payload) = if frag.offset_nonzero {
        (None, None)
    } else {
        split_l4(parse_l4(IpVersion::V4, proto, &pkt[ihl..])?, &pkt[ihl..])
    };
    Ok(Headers {
        family: IpVersion::V4,
        vlan: None,
        src: IpAddr::V4(Ipv4Addr::new(b[12], b[13], b[14], b[15])),
        dst: IpAddr::V4(Ipv4Addr::new(b[16], b[17], b[18], b[19])),
        proto,
        ttl: b[8],
        len: total,
        frag,
        l4,
        ext_headers: Vec::new(),
        ip_header_len: ihl,
        payload,
        ip_packet: pkt.to_vec(),
    })
}

fn ipv6_addr(b: &[u8]) -> Ipv6Addr {
    let mut a = [0u8; 16];
    a.copy_from_slice(&b[..16]);
    Ipv6Addr::from(a)
}

fn parse_ipv6(b: &[u8]) -> Result<Headers, String> {
    if b.len() < 40 {
        return Err(format!("IPv6 header truncated: {} bytes, need 40", b.len()));
    }
    let version = b[0] >> 4;
    if version != 6 {
        return Err(format!("IP version {version} in an IPv6 (0x86dd) frame"));
    }
    let plen = usize::from(u16::from_be_bytes([b[4], b[5]]));
    if 40 + plen > b.len() {
        return Err(format!(
            "IPv6 payload length {plen} exceeds the {} bytes after the header",
            b.len() - 40
        ));
    }
    let pkt = &b[..40 + plen];
    let Ok(len) = u16::try_from(40 + plen) else {
        // `len` is 0-65535: a payload above 65495 bytes has no `len` value.
        return Err(format!(
            "IPv6 length {} (payload {plen} + 40) exceeds 65535",
            40 + plen
        ));
    };
    let mut nh = b[6];
    let mut off = 40usize;
    let mut walked = Vec::new();
    let mut frag = Frag::default();
    let (proto, (l4, payload)) = loop {
        if !ext::is_walked(nh) {
            let l4 = if nh == ext::NO_NEXT {
                (None, None)
            } else {
                split_l4(parse_l4(IpVersion::V6, nh, &pkt[off..])?, &pkt[off..])
            };
            break (nh, l4);
        }
        if walked.len() == MAX_EXT_HEADERS {
            return Err(format!(
                "more than {MAX_EXT_HEADERS} IPv6 extension headers"
            ));
        }
        if off + 8 > pkt.len() {
            return Err(format!(
                "IPv6 extension header {nh} truncated at offset {off}"
            ));
        }
        let next = pkt[off];
        walked.push(nh);
        if nh == ext::FRAGMENT {
            let fo = u16::from_be_bytes([pkt[off + 2], pkt[off + 3]]) >> 3;
            off += 8;
            frag.is_fragment = true;
            if fo != 0 {
                frag.offset_nonzero = true;
                if ext::is_walked(next) || next == proto::AH || next == proto::ESP {
                    return Err(format!(
                        "IPv6 later fragment whose Fragment header names header {next} (spec §5.6)"
                    ));
                }
                break (next, (None, None));
            }
        } else {
            let len = (usize::from(pkt[off + 1]) + 1) * 8;
            if off + len > pkt.len() {
                return Err(format!(
                    "IPv6 extension header {nh} of {len} bytes truncated at offset {off}"
                ));
            }
            off += len;
        }
        nh = next;
    };
    Ok(Headers {
        family: IpVersion::V6,
        vlan: None,
        src: IpAddr::V6(ipv6_addr(&b[8..24])),
        dst: IpAddr::V6(ipv6_addr(&b[24..40])),
        proto,
        ttl: b[7],
        len,
        frag,
        l4,
        ext_headers: walked,
        ip_header_len: 40,
        payload,
        ip_packet: pkt.to_vec(),
    })
}

/// The layer 4 fields and the payload after the header, from what
/// [`parse_l4`] found in `data`.
fn split_l4(l4: Option<(L4, usize)>, data: &[u8]) -> (Option<L4>, Option<Vec<u8>>) {
    match l4 {
        Some((l, hlen)) => (Some(l), Some(data.get(hlen..).unwrap_or(&[]).to_vec())),
        None => (None, None),
    }
}

/// Parses the layer 4 header of a packet that is not a later fragment:
/// its fields and its length (where the payload starts). `data` is the
/// upper-layer part of the IP packet (bounded by its length).
fn parse_l4(family: IpVersion, proto: u8, data: &[u8]) -> Result<Option<(L4, usize)>, String> {
    let need = |n: usize, what: &str| {
        if data.len() < n {
            Err(format!(
                "{what} header truncated: {} bytes, need {n}",
                data.len()
            ))
        } else {
            Ok(())
        }
    };
    let ports = || {
        (
            u16::from_be_bytes([data[0], data[1]]),
            u16::from_be_bytes([data[2], data[3]]),
        )
    };
    match proto {
        proto::TCP => {
            need(20, "TCP")?;
            let doff = usize::from(data[12] >> 4) * 4;
            if doff < 20 {
                return Err(format!("TCP data offset {} < 5", doff / 4));
            }
            if doff > data.len() {
                return Err(format!(
                    "TCP header length {doff} exceeds the {} bytes of the packet",
                    data.len()
                ));
            }
            let (sport, dport) = ports();
            Ok(Some((
                L4::Tcp {
                    sport,
                    dport,
                    flags: data[13],
                },
                doff,
            )))
        }
        proto::UDP => {
            need(8, "UDP")?;
            let (sport, dport) = ports();
            Ok(Some((L4::Udp { sport, dport }, 8)))
        }
        proto::ICMP if family == IpVersion::V4 => {
            need(8, "ICMP")?;
            Ok(Some((
                L4::Icmp {
                    icmp_type: data[0],
                    code: data[1],
                },
                8,
            )))
        }
        proto::ICMP6 if family == IpVersion::V6 => {
            need(8, "ICMPv6")?;
            Ok(Some((
                L4::Icmp {
                    icmp_type: data[0],
                    code: data[1],
                },
                8,
            )))
        }
        // AH and ESP end the IPv6 walk (spec §5.5) but carry no layer 4
        // header dropc reads; a shorter one than its fixed part (AH 12
        // bytes, ESP 8: SPI and sequence number) is truncated, and the
        // kernel's own walks (nft, ip6tables) fail on it.
        proto::AH => need(12, "AH").map(|()| None),
        proto::ESP => need(8, "ESP").map(|()| None),
        _ => Ok(None),
    }
}

#[cfg(test)]
mod tests;
