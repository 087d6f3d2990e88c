//! The frame builder: well-formed Ethernet frames from a [`PacketSpec`].

use super::{ext, locate_l3, VlanTag, ETH_P_8021AD, ETH_P_8021Q, ETH_P_IP, ETH_P_IPV6};
use crate::{proto, FragSpec, PacketSpec};
use std::fmt::Write as _;
use std::net::{IpAddr, Ipv4Addr};

/// Destination MAC of a built frame.
pub const DEFAULT_DST_MAC: [u8; 6] = [0x02, 0, 0, 0, 0, 0x01];
/// Source MAC of a built frame.
pub const DEFAULT_SRC_MAC: [u8; 6] = [0x02, 0, 0, 0, 0, 0x02];
/// TTL / hop limit when the spec gives none.
pub const DEFAULT_TTL: u8 = 64;
/// Fragment offset (in 8-byte units) of a later fragment unless set.
pub const DEFAULT_FRAG_OFFSET: u16 = 185;

/// An IPv6 extension header the builder can emit. All are benign: the
/// kernel's IPv6 input accepts them (hop-by-hop must come first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ext {
    /// Hop-by-hop options, 8 bytes, one PadN option.
    HopByHop,
    /// Routing header type 0 with segments left 0 (ignored by receivers), 8 bytes.
    Routing,
    /// Destination options, 8 bytes, one PadN option.
    DestOpts,
    /// Fragment header: offset and M flag from the spec's [`FragSpec`]
    /// (offset 0, M clear — an atomic fragment — for [`FragSpec::None`]).
    Fragment,
}

impl Ext {
    /// The header's protocol number.
    pub fn number(self) -> u8 {
        match self {
            Ext::HopByHop => ext::HOP_BY_HOP,
            Ext::Routing => ext::ROUTING,
            Ext::DestOpts => ext::DEST_OPTS,
            Ext::Fragment => ext::FRAGMENT,
        }
    }
}

/// Builds an Ethernet frame from a [`PacketSpec`] plus framing options.
///
/// Defaults (see [`FrameBuilder::new`]): MACs [`DEFAULT_SRC_MAC`] →
/// [`DEFAULT_DST_MAC`], no VLAN tag, no IPv4 options, no IPv6 extension
/// headers (a Fragment header is added last when the spec is a fragment),
/// TTL [`DEFAULT_TTL`], ports 0, TCP flags none, ICMP echo request (type 8 /
/// ICMPv6 128) code 0, tag 0. Checksums (IPv4 header, TCP, UDP, ICMP,
/// ICMPv6) and every length field are correct.
///
/// The spec's `len` wins over everything: the upper layer is zero-padded or
/// truncated to reach it. A `len` too small for the headers therefore yields
/// a malformed packet (a truncated layer 4 header, or an IPv4 total length
/// shorter than the header), which is what such a packet is. An IPv6 `len`
/// below 40 is built as payload length 0.
///
/// If `src` and `dst` are of different families, `dst` is converted to the
/// family of `src` (IPv4-mapped IPv6, or `0.0.0.0`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameBuilder {
    pub spec: PacketSpec,
    pub dst_mac: [u8; 6],
    pub src_mac: [u8; 6],
    /// One VLAN tag: `tpid` [`ETH_P_8021Q`] or [`ETH_P_8021AD`].
    pub vlan: Option<VlanTag>,
    /// IPv4 options: this many 32-bit words of NOP padding ending with an
    /// EOL (0..=10; larger values are clamped).
    pub ip4_option_words: u8,
    /// (v2) TCP options: this many 32-bit words of NOPs after the 20-byte
    /// TCP header (0..=10, data offset 5 + words), which move the payload.
    pub tcp_option_words: u8,
    /// IPv6 extension headers in order (ignored for IPv4). On a later
    /// fragment the headers after the Fragment header are not emitted (they
    /// are in the first fragment); the Fragment header names the first of
    /// them (which has no specified verdict, spec §5.6).
    pub ip6_ext: Vec<Ext>,
    /// Bytes after the layer 4 header (for protocols without one: the whole
    /// upper layer; on a later fragment: the fragment data). `None`: a
    /// default (empty for TCP/UDP/ICMP, padded to a multiple of 8 on a first
    /// fragment; a minimal AH / ESP header for 51 / 50; nothing for 59; for
    /// 0, 43, 44, 60 a benign header of that kind naming 59 — on IPv6 the
    /// walk goes through it; 8 bytes otherwise).
    pub payload: Option<Vec<u8>>,
    /// IPv4 identification / IPv6 flow label (see [`tag`]).
    pub tag: u16,
    /// Fragment offset of a later fragment, in 8-byte units (0 becomes 1).
    pub frag_offset: u16,
    /// More-fragments flag of a later fragment.
    pub more_fragments: bool,
    /// IPv4 Don't Fragment flag (set on most real traffic; not a fragment).
    pub dont_fragment: bool,
}

fn pattern(n: usize) -> Vec<u8> {
    (0..n).map(|i| (i as u8).wrapping_mul(7) ^ 0xa5).collect()
}

/// One's-complement sum of `data` added to `sum`.
fn csum_add(mut sum: u32, data: &[u8]) -> u32 {
    let mut chunks = data.chunks_exact(2);
    for c in &mut chunks {
        sum += u32::from(u16::from_be_bytes([c[0], c[1]]));
    }
    if let [last] = chunks.remainder() {
        sum += u32::from(*last) << 8;
    }
    sum
}

fn csum_fold(mut sum: u32) -> u16 {
    while sum > 0xffff {
        sum = (sum & 0xffff) + (sum >> 16);
    }
    !(sum as u16)
}

/// The Internet checksum (RFC 1071) of `data`: what goes in an IPv4
/// header's checksum field, computed with that field zero.
pub fn checksum(data: &[u8]) -> u16 {
    csum_fold(csum_add(0, data))
}

/// The pseudo-header sum for an upper layer of `len` bytes.
fn pseudo_sum(src: IpAddr, dst: IpAddr, proto: u8, len: usize) -> u32 {
    match (src, dst) {
        (IpAddr::V4(s), IpAddr::V4(d)) => {
            let mut sum = csum_add(0, &s.octets());
            sum = csum_add(sum, &d.octets());
            sum + u32::from(proto) + (len as u32 & 0xffff)
        }
        (s, d) => {
            let s6 = match s {
                IpAddr::V6(a) => a,
                IpAddr::V4(a) => a.to_ipv6_mapped(),
            };
            let d6 = match d {
                IpAddr::V6(a) => a,
                IpAddr::V4(a) => a.to_ipv6_mapped(),
            };
            let mut sum = csum_add(0, &s6.octets());
            sum = csum_add(sum, &d6.octets());
            sum = csum_add(sum, &(len as u32).to_be_bytes());
            sum + u32::from(proto)
        }
    }
}

/// The layer 4 kind the builder writes for a protocol number.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Tcp,
    Udp,
    Icmp,
    Other,
}

fn kind(p: u8) -> Kind {
    match p {
        proto::TCP => Kind::Tcp,
        proto::UDP => Kind::Udp,
        proto::ICMP | proto::ICMP6 => Kind::Icmp,
        _ => Kind::Other,
    }
}

impl FrameBuilder {
    /// A builder with the defaults listed on [`FrameBuilder`].
    pub fn new(spec: PacketSpec) -> Self {
        FrameBuilder {
            spec,
            dst_mac: DEFAULT_DST_MAC,
            src_mac: DEFAULT_SRC_MAC,
            vlan: None,
            ip4_option_words: 0,
            tcp_option_words: 0,
            ip6_ext: Vec::new(),
            payload: None,
            tag: 0,
            frag_offset: DEFAULT_FRAG_OFFSET,
            more_fragments: false,
            dont_fragment: false,
        }
    }

    /// Adds one VLAN tag (`tpid` [`ETH_P_8021Q`] or [`ETH_P_8021AD`]).
    pub fn vlan(mut self, tpid: u16, vid: u16) -> Self {
        self.vlan = Some(VlanTag {
            tpid,
            vid: vid & 0x0fff,
        });
        self
    }

    /// Sets the IPv4 options length in 32-bit words.
    pub fn ip4_options(mut self, words: u8) -> Self {
        self.ip4_option_words = words.min(10);
        self
    }

    /// Sets the TCP options length in 32-bit words (NOPs).
    pub fn tcp_options(mut self, words: u8) -> Self {
        self.tcp_option_words = words.min(10);
        self
    }

    /// Sets the IPv6 extension header chain.
    pub fn ip6_ext(mut self, chain: Vec<Ext>) -> Self {
        self.ip6_ext = chain;
        self
    }

    /// Sets the bytes after the layer 4 header.
    pub fn payload(mut self, payload: Vec<u8>) -> Self {
        self.payload = Some(payload);
        self
    }

    /// Sets the IPv4 identification / IPv6 flow label.
    pub fn tag(mut self, tag: u16) -> Self {
        self.tag = tag;
        self
    }

    /// Sets the IPv4 Don't Fragment flag.
    pub fn dont_fragment(mut self, df: bool) -> Self {
        self.dont_fragment = df;
        self
    }

    /// Sets the MAC addresses.
    pub fn macs(mut self, dst: [u8; 6], src: [u8; 6]) -> Self {
        self.dst_mac = dst;
        self.src_mac = src;
        self
    }

    fn is_v6(&self) -> bool {
        self.spec.src.is_ipv6()
    }

    /// `src` and `dst`, `dst` converted to the family of `src`.
    fn addrs(&self) -> (IpAddr, IpAddr) {
        let s = self.spec.src;
        let d = match (s, self.spec.dst) {
            (IpAddr::V4(_), IpAddr::V6(d)) => {
                IpAddr::V4(d.to_ipv4().unwrap_or(Ipv4Addr::UNSPECIFIED))
            }
            (IpAddr::V6(_), IpAddr::V4(d)) => IpAddr::V6(d.to_ipv6_mapped()),
            (_, d) => d,
        };
        (s, d)
    }

    /// The IPv6 extension headers emitted, each with its next header.
    fn ip6_chain(&self) -> Vec<(Ext, u8)> {
        let mut chain = self.ip6_ext.clone();
        if self.spec.fragment != FragSpec::None && !chain.contains(&Ext::Fragment) {
            chain.push(Ext::Fragment);
        }
        let mut out = Vec::with_capacity(chain.len());
        for (i, e) in chain.iter().enumerate() {
            let next = chain.get(i + 1).map_or(self.spec.proto, |n| n.number());
            out.push((*e, next));
            if *e == Ext::Fragment && self.spec.fragment == FragSpec::Later {
                break;
            }
        }
        out
    }

    /// Bytes of the IP header(s) in front of the upper layer.
    fn ip_header_len(&self) -> usize {
        if self.is_v6() {
            40 + 8 * self.ip6_chain().len()
        } else {
            20 + 4 * usize::from(self.ip4_option_words.min(10))
        }
    }

    /// The layer 4 header length the packet carries (0 on a later fragment
    /// and for protocols without one).
    fn l4_header_len(&self) -> usize {
        if self.spec.fragment == FragSpec::Later {
            return 0;
        }
        match kind(self.spec.proto) {
            Kind::Tcp => 20 + 4 * usize::from(self.tcp_option_words.min(10)),
            Kind::Udp | Kind::Icmp => 8,
            // The fixed parts the parser requires (see `packet::parse_l4`).
            Kind::Other if self.spec.proto == proto::AH => 12,
            Kind::Other if self.spec.proto == proto::ESP => 8,
            Kind::Other => 0,
        }
    }

    /// The smallest IP length (as in `len`) of a well-formed packet with
    /// these headers.
    pub fn min_len(&self) -> usize {
        self.ip_header_len() + self.l4_header_len()
    }

    /// The bytes after the layer 4 header: the builder's own, else the
    /// spec's `payload` when it is not empty.
    fn payload_bytes(&self) -> Option<&[u8]> {
        match &self.payload {
            Some(p) => Some(p),
            None if !self.spec.payload.is_empty() => Some(&self.spec.payload),
            None => None,
        }
    }

    /// The upper layer before length adjustment and checksums.
    fn upper(&self) -> Vec<u8> {
        let s = &self.spec;
        let payload = self.payload_bytes();
        if s.fragment == FragSpec::Later {
            return payload.map_or_else(|| pattern(8), <[u8]>::to_vec);
        }
        let mut u = match kind(s.proto) {
            Kind::Tcp => {
                let flags = s.flags.unwrap_or(0);
                let words = usize::from(self.tcp_option_words.min(10));
                let mut h = vec![0u8; 20 + 4 * words];
                h[20..].fill(1); // NOP
                h[0..2].copy_from_slice(&s.sport.unwrap_or(0).to_be_bytes());
                h[2..4].copy_from_slice(&s.dport.unwrap_or(0).to_be_bytes());
                h[4..8].copy_from_slice(&1u32.to_be_bytes());
                if flags & 0x10 != 0 {
                    h[8..12].copy_from_slice(&1u32.to_be_bytes());
                }
                h[12] = (5 + words as u8) << 4;
                h[13] = flags;
                h[14..16].copy_from_slice(&0xffffu16.to_be_bytes());
                h
            }
            Kind::Udp => {
                let mut h = vec![0u8; 8];
                h[0..2].copy_from_slice(&s.sport.unwrap_or(0).to_be_bytes());
                h[2..4].copy_from_slice(&s.dport.unwrap_or(0).to_be_bytes());
                h
            }
            Kind::Icmp => {
                let echo = if s.proto == proto::ICMP6 { 128 } else { 8 };
                let mut h = vec![0u8; 8];
                h[0] = s.icmp_type.unwrap_or(echo);
                h[1] = s.icmp_code.unwrap_or(0);
                h[7] = 1; // sequence 1
                h
            }
            Kind::Other => Vec::new(),
        };
        match payload {
            Some(p) => u.extend_from_slice(p),
            None => match (kind(s.proto), s.proto) {
                (Kind::Other, proto::AH) => {
                    // Next header 59, payload length 4 (24 bytes), SPI 0x100, seq 1, ICV zeros.
                    let mut ah = vec![ext::NO_NEXT, 4, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
                    ah.extend_from_slice(&[0; 12]);
                    u.extend_from_slice(&ah);
                }
                (Kind::Other, proto::ESP) => {
                    u.extend_from_slice(&[0, 0, 1, 0, 0, 0, 0, 1]);
                    u.extend_from_slice(&pattern(8));
                }
                (Kind::Other, ext::NO_NEXT) => {}
                // An extension header number as the protocol: a benign header
                // of that kind naming No Next Header (the walk goes through
                // it, so the packet's protocol is 59).
                (Kind::Other, ext::HOP_BY_HOP | ext::DEST_OPTS) => {
                    u.extend_from_slice(&[ext::NO_NEXT, 0, 1, 4, 0, 0, 0, 0])
                }
                (Kind::Other, ext::ROUTING | ext::FRAGMENT) => {
                    u.extend_from_slice(&[ext::NO_NEXT, 0, 0, 0, 0, 0, 0, 0])
                }
                (Kind::Other, _) => u.extend_from_slice(&pattern(8)),
                _ => {}
            },
        }
        if s.fragment == FragSpec::First && payload.is_none() {
            let padded = u.len().max(8).div_ceil(8) * 8;
            let fill = pattern(padded - u.len());
            u.extend_from_slice(&fill);
        }
        u
    }

    /// Builds the frame.
    pub fn build(&self) -> Vec<u8> {
        let s = &self.spec;
        let v6 = self.is_v6();
        let (src, dst) = self.addrs();
        let hdr = self.ip_header_len();
        let mut upper = self.upper();
        // The IP length field value, possibly below the header length.
        let mut ip_len = hdr + upper.len();
        if let Some(n) = s.len {
            let n = usize::from(n);
            upper.resize(n.saturating_sub(hdr), 0);
            ip_len = if v6 { n.max(40) } else { n };
        }
        let max_upper = 65535 - hdr.min(65535);
        if upper.len() > max_upper {
            upper.truncate(max_upper);
            ip_len = ip_len.min(65535);
        }
        // Layer 4 lengths and checksums, when the header is complete.
        let l4_len = self.l4_header_len();
        if l4_len > 0 && upper.len() >= l4_len {
            let ulen = upper.len();
            let pseudo = |p: u8| pseudo_sum(src, dst, p, ulen);
            match kind(s.proto) {
                Kind::Tcp => {
                    let c = csum_fold(csum_add(pseudo(s.proto), &upper));
                    upper[16..18].copy_from_slice(&c.to_be_bytes());
                }
                Kind::Udp => {
                    upper[4..6].copy_from_slice(&(ulen.min(65535) as u16).to_be_bytes());
                    let mut c = csum_fold(csum_add(pseudo(s.proto), &upper));
                    if c == 0 {
                        c = 0xffff;
                    }
                    upper[6..8].copy_from_slice(&c.to_be_bytes());
                }
                Kind::Icmp => {
                    let start = if s.proto == proto::ICMP6 {
                        pseudo(s.proto)
                    } else {
                        0
                    };
                    let c = csum_fold(csum_add(start, &upper));
                    upper[2..4].copy_from_slice(&c.to_be_bytes());
                }
                Kind::Other => {}
            }
        }
        let mut f = Vec::with_capacity(18 + hdr + upper.len());
        f.extend_from_slice(&self.dst_mac);
        f.extend_from_slice(&self.src_mac);
        if let Some(v) = self.vlan {
            f.extend_from_slice(&v.tpid.to_be_bytes());
            f.extend_from_slice(&(v.vid & 0x0fff).to_be_bytes());
        }
        let ttl = s.ttl.unwrap_or(DEFAULT_TTL);
        match (src, dst) {
            (IpAddr::V4(sa), IpAddr::V4(da)) => {
                f.extend_from_slice(&ETH_P_IP.to_be_bytes());
                let words = usize::from(self.ip4_option_words.min(10));
                let mut h = vec![0u8; 20 + 4 * words];
                h[0] = 0x40 | (5 + words as u8);
                h[2..4].copy_from_slice(&(ip_len.min(65535) as u16).to_be_bytes());
                h[4..6].copy_from_slice(&self.tag.to_be_bytes());
                let mut frag_field: u16 = match s.fragment {
                    FragSpec::None => 0,
                    FragSpec::First => 0x2000,
                    FragSpec::Later => {
                        (self.frag_offset.clamp(1, 0x1fff))
                            | if self.more_fragments { 0x2000 } else { 0 }
                    }
                };
                if self.dont_fragment {
                    frag_field |= 0x4000;
                }
                h[6..8].copy_from_slice(&frag_field.to_be_bytes());
                h[8] = ttl;
                h[9] = s.proto;
                h[12..16].copy_from_slice(&sa.octets());
                h[16..20].copy_from_slice(&da.octets());
                if words > 0 {
                    for b in &mut h[20..] {
                        *b = 1; // NOP
                    }
                    let last = h.len() - 1;
                    h[last] = 0; // EOL
                }
                let c = checksum(&h);
                h[10..12].copy_from_slice(&c.to_be_bytes());
                f.extend_from_slice(&h);
            }
            (sa, da) => {
                let to6 = |a: IpAddr| match a {
                    IpAddr::V6(a) => a,
                    IpAddr::V4(a) => a.to_ipv6_mapped(),
                };
                f.extend_from_slice(&ETH_P_IPV6.to_be_bytes());
                let chain = self.ip6_chain();
                let first = chain.first().map_or(s.proto, |(e, _)| e.number());
                let mut h = vec![0u8; 40];
                h[0] = 0x60;
                h[2..4].copy_from_slice(&self.tag.to_be_bytes());
                h[4..6].copy_from_slice(&((ip_len - 40).min(65535) as u16).to_be_bytes());
                h[6] = first;
                h[7] = ttl;
                h[8..24].copy_from_slice(&to6(sa).octets());
                h[24..40].copy_from_slice(&to6(da).octets());
                for (e, next) in &chain {
                    match e {
                        Ext::HopByHop | Ext::DestOpts => {
                            h.extend_from_slice(&[*next, 0, 1, 4, 0, 0, 0, 0]);
                        }
                        Ext::Routing => h.extend_from_slice(&[*next, 0, 0, 0, 0, 0, 0, 0]),
                        Ext::Fragment => {
                            let fo: u16 = match s.fragment {
                                FragSpec::None => 0,
                                FragSpec::First => 1,
                                FragSpec::Later => {
                                    (self.frag_offset.clamp(1, 0x1fff) << 3)
                                        | u16::from(self.more_fragments)
                                }
                            };
                            h.extend_from_slice(&[*next, 0]);
                            h.extend_from_slice(&fo.to_be_bytes());
                            h.extend_from_slice(
                                &(0x00d0_0000u32 | u32::from(self.tag)).to_be_bytes(),
                            );
                        }
                    }
                }
                f.extend_from_slice(&h);
            }
        }
        f.extend_from_slice(&upper);
        f
    }

    /// A short description of the framing options that differ from the
    /// defaults (VLAN, IPv4 options, IPv6 extension headers), for probe
    /// descriptions; empty if none.
    pub fn describe_framing(&self) -> String {
        let mut out = String::new();
        if let Some(v) = self.vlan {
            let kind = match v.tpid {
                ETH_P_8021Q => "802.1Q".to_string(),
                ETH_P_8021AD => "802.1ad".to_string(),
                t => format!("tpid {t:#06x}"),
            };
            let _ = write!(out, " vlan {kind} vid {}", v.vid);
        }
        if !self.is_v6() && self.dont_fragment {
            out.push_str(" DF");
        }
        if !self.is_v6() && self.ip4_option_words > 0 {
            let _ = write!(out, " ip4-options {} words", self.ip4_option_words);
        }
        if self.tcp_option_words > 0 && kind(self.spec.proto) == Kind::Tcp {
            let _ = write!(out, " tcp-options {} words", self.tcp_option_words);
        }
        if self.is_v6() && !self.ip6_ext.is_empty() {
            let names: Vec<String> = self
                .ip6_ext
                .iter()
                .map(|e| e.number().to_string())
                .collect();
            let _ = write!(out, " ext [{}]", names.join(","));
        }
        if self.payload.is_some() {
            let _ = write!(
                out,
                " payload {} bytes",
                self.payload.as_ref().map_or(0, Vec::len)
            );
        }
        out.trim_start().to_string()
    }
}

/// Builds a frame from a spec with the default options ([`FrameBuilder::new`]).
pub fn build(spec: &PacketSpec) -> Vec<u8> {
    FrameBuilder::new(spec.clone()).build()
}

/// Sets the destination and source MAC of a frame (no-op on a runt).
pub fn set_macs(frame: &mut [u8], dst: [u8; 6], src: [u8; 6]) {
    if frame.len() >= 12 {
        frame[0..6].copy_from_slice(&dst);
        frame[6..12].copy_from_slice(&src);
    }
}

/// Writes a per-packet tag no policy can match: the IPv4 identification
/// (fixing the header checksum) or the low 16 bits of the IPv6 flow label
/// (its top 4 bits cleared). `false` if the frame is not IPv4/IPv6 or too
/// short to hold the field.
pub fn set_tag(frame: &mut [u8], tag: u16) -> bool {
    let Some(l3) = locate_l3(frame) else {
        return false;
    };
    let o = l3.offset;
    match l3.ethertype {
        ETH_P_IP if frame.len() >= o + 20 => {
            frame[o + 4..o + 6].copy_from_slice(&tag.to_be_bytes());
            let ihl = usize::from(frame[o] & 0x0f) * 4;
            let end = (o + ihl.max(20)).min(frame.len());
            frame[o + 10..o + 12].copy_from_slice(&[0, 0]);
            let c = checksum(&frame[o..end]);
            frame[o + 10..o + 12].copy_from_slice(&c.to_be_bytes());
            true
        }
        ETH_P_IPV6 if frame.len() >= o + 4 => {
            frame[o + 1] &= 0xf0;
            frame[o + 2..o + 4].copy_from_slice(&tag.to_be_bytes());
            true
        }
        _ => false,
    }
}

/// Reads back the tag written by [`set_tag`] (or the builder's `tag`).
pub fn tag(frame: &[u8]) -> Option<u16> {
    let l3 = locate_l3(frame)?;
    let o = l3.offset;
    match l3.ethertype {
        ETH_P_IP if frame.len() >= o + 20 => Some(u16::from_be_bytes([frame[o + 4], frame[o + 5]])),
        ETH_P_IPV6 if frame.len() >= o + 4 => {
            Some(u16::from_be_bytes([frame[o + 2], frame[o + 3]]))
        }
        _ => None,
    }
}

const FLAG_NAMES: [&str; 8] = ["fin", "syn", "rst", "psh", "ack", "urg", "ece", "cwr"];

/// The packet in `expect` syntax (spec §6), e.g.
/// `udp 192.0.2.1:5353 -> 203.0.113.5:1234 ttl 64`.
pub fn spec_to_string(s: &PacketSpec) -> String {
    let mut out = match s.proto {
        proto::TCP => "tcp".to_string(),
        proto::UDP => "udp".to_string(),
        proto::ICMP => "icmp".to_string(),
        proto::ICMP6 => "icmp6".to_string(),
        p => format!("proto {p}"),
    };
    let endpoint = |a: IpAddr, p: Option<u16>| match (a, p) {
        (IpAddr::V4(a), Some(p)) => format!("{a}:{p}"),
        (IpAddr::V4(a), None) => a.to_string(),
        (IpAddr::V6(a), Some(p)) => format!("[{a}]:{p}"),
        (IpAddr::V6(a), None) => format!("[{a}]"),
    };
    let _ = write!(
        out,
        " {} -> {}",
        endpoint(s.src, s.sport),
        endpoint(s.dst, s.dport)
    );
    if let Some(f) = s.flags.filter(|f| *f != 0) {
        let names: Vec<&str> = (0..8)
            .filter(|i| f & (1 << i) != 0)
            .map(|i| FLAG_NAMES[i])
            .collect();
        let _ = write!(out, " flags {}", names.join(","));
    }
    if let Some(t) = s.icmp_type {
        let _ = write!(out, " type {t}");
        if let Some(c) = s.icmp_code {
            let _ = write!(out, " code {c}");
        }
    }
    if let Some(t) = s.ttl {
        let _ = write!(out, " ttl {t}");
    }
    if let Some(l) = s.len {
        let _ = write!(out, " len {l}");
    }
    match s.fragment {
        FragSpec::None => {}
        FragSpec::First => out.push_str(" fragment"),
        FragSpec::Later => out.push_str(" fragment later"),
    }
    if !s.payload.is_empty() {
        let _ = write!(out, " payload 0x");
        for b in &s.payload {
            let _ = write!(out, "{b:02x}");
        }
    }
    out
}
