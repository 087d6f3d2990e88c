//! Captures written from Ethernet frames, for the tests of `dropc replay`:
//! pcap (microsecond or nanosecond timestamps, either byte order) and
//! pcapng (with an `if_tsresol`), in each link type replay reads.

use pcap_file::pcap::{PcapHeader, PcapPacket, PcapWriter};
use pcap_file::pcapng::blocks::enhanced_packet::EnhancedPacketBlock;
use pcap_file::pcapng::blocks::interface_description::{
    InterfaceDescriptionBlock, InterfaceDescriptionOption,
};
use pcap_file::pcapng::PcapNgWriter;
use pcap_file::{DataLink, Endianness, TsResolution};
use std::borrow::Cow;
use std::time::Duration;

/// The link layer a capture is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    Ethernet,
    /// LINKTYPE_RAW (101): the IP packet alone.
    Raw,
    /// Linux cooked v1 (113).
    Sll,
    /// Linux cooked v2 (276).
    Sll2,
}

impl Link {
    pub const ALL: [Link; 4] = [Link::Ethernet, Link::Raw, Link::Sll, Link::Sll2];

    fn datalink(self) -> DataLink {
        match self {
            Link::Ethernet => DataLink::ETHERNET,
            Link::Raw => DataLink::RAW,
            Link::Sll => DataLink::LINUX_SLL,
            Link::Sll2 => DataLink::LINUX_SLL2,
        }
    }

    /// The frame in this link layer: `None` when it cannot be said in it
    /// (a raw IP capture of a non-IP frame or a VLAN-tagged one).
    pub fn encode(self, eth: &[u8]) -> Option<Vec<u8>> {
        let proto = eth.get(12..14)?;
        let rest = &eth[14..];
        Some(match self {
            Link::Ethernet => eth.to_vec(),
            Link::Raw => {
                if proto != [0x08, 0x00] && proto != [0x86, 0xdd] {
                    return None;
                }
                rest.to_vec()
            }
            Link::Sll => {
                // packet type 0 (to us), ARPHRD_ETHER, 6-byte address.
                let mut v = vec![0, 0, 0, 1, 0, 6];
                v.extend_from_slice(&eth[6..12]);
                v.extend_from_slice(&[0, 0]);
                v.extend_from_slice(proto);
                v.extend_from_slice(rest);
                v
            }
            Link::Sll2 => {
                let mut v = proto.to_vec();
                v.extend_from_slice(&[0, 0]); // reserved
                v.extend_from_slice(&7u32.to_be_bytes()); // ifindex
                v.extend_from_slice(&[0, 1, 0, 6]); // ARPHRD_ETHER, to us, addr len
                v.extend_from_slice(&eth[6..12]);
                v.extend_from_slice(&[0, 0]);
                v.extend_from_slice(rest);
                v
            }
        })
    }

    /// Length of this link layer's header.
    pub fn header_len(self) -> usize {
        match self {
            Link::Ethernet => 14,
            Link::Raw => 0,
            Link::Sll => 16,
            Link::Sll2 => 20,
        }
    }
}

/// One frame to write: time in nanoseconds, the bytes in the capture's
/// link layer, its length on the wire.
pub struct Rec {
    pub time_ns: u64,
    pub data: Vec<u8>,
    pub orig_len: u32,
}

/// A pcap file of `recs`.
pub fn pcap(link: Link, recs: &[Rec], nanos: bool, big_endian: bool, snaplen: u32) -> Vec<u8> {
    let header = PcapHeader {
        snaplen,
        datalink: link.datalink(),
        ts_resolution: if nanos {
            TsResolution::NanoSecond
        } else {
            TsResolution::MicroSecond
        },
        endianness: if big_endian {
            Endianness::Big
        } else {
            Endianness::Little
        },
        ..PcapHeader::default()
    };
    let mut w = PcapWriter::with_header(Vec::new(), header).expect("pcap header");
    for r in recs {
        let t = if nanos {
            r.time_ns
        } else {
            r.time_ns / 1000 * 1000
        };
        // The crate refuses orig_len > snaplen; write the record by hand
        // then (what tcpdump -s writes).
        let p = PcapPacket::new(Duration::from_nanos(t), r.orig_len.min(snaplen), &r.data);
        w.write_packet(&p).expect("pcap record");
    }
    let mut out = w.into_writer();
    if recs.iter().any(|r| r.orig_len > snaplen) {
        // Patch orig_len in every record to the true one.
        let mut at = 24;
        for r in recs {
            let incl = r.data.len();
            let b = if big_endian {
                r.orig_len.to_be_bytes()
            } else {
                r.orig_len.to_le_bytes()
            };
            out[at + 12..at + 16].copy_from_slice(&b);
            at += 16 + incl;
        }
    }
    out
}

/// A pcapng file of `recs` on one interface whose timestamps are in units
/// of 10^-`tsresol` seconds (6 is pcapng's default, written without the
/// option).
pub fn pcapng(link: Link, recs: &[Rec], tsresol: u8, snaplen: u32) -> Vec<u8> {
    let mut w = PcapNgWriter::new(Vec::new()).expect("pcapng section");
    let options = if tsresol == 6 {
        vec![]
    } else {
        vec![InterfaceDescriptionOption::IfTsResol(tsresol)]
    };
    w.write_pcapng_block(InterfaceDescriptionBlock {
        linktype: link.datalink(),
        snaplen,
        options,
    })
    .expect("idb");
    let div = 10u64.pow(9u32.saturating_sub(u32::from(tsresol)));
    for r in recs {
        w.write_pcapng_block(EnhancedPacketBlock {
            interface_id: 0,
            timestamp: Duration::from_nanos(r.time_ns / div),
            original_len: r.orig_len,
            data: Cow::Borrowed(&r.data),
            options: vec![],
        })
        .expect("epb");
    }
    w.into_inner()
}
