//! A streaming reader of pcap and pcapng captures over the `pcap-file`
//! crate's slice parsers.
//!
//! The reader keeps one buffer of at most [`MAX_RECORD`] bytes plus one
//! read, whatever the capture's size, and knows the byte offset of every
//! record, so that an unreadable capture is an error naming the file and
//! the offset where reading stopped. Every frame comes out as an Ethernet
//! frame (what the interpreter reads): raw IP and Linux cooked captures
//! (v1, v2) get a synthesized 14-byte Ethernet header carrying the
//! EtherType, with [`Frame::link_len`] saying how long the original
//! link-layer header was, so that byte counts are those of the frame as
//! captured.

use pcap_file::pcap::{PcapHeader, PcapParser};
use pcap_file::pcapng::blocks::interface_description::InterfaceDescriptionOption;
use pcap_file::pcapng::{Block, PcapNgParser};
use pcap_file::{DataLink, PcapError, TsResolution};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The largest record (pcap packet record or pcapng block) the reader
/// accepts: larger ones are an error, not a reason to buffer without end.
pub const MAX_RECORD: usize = 16 << 20;

/// How much the reader asks of the file at a time.
const CHUNK: usize = 1 << 20;

/// Why a capture cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum CaptureError {
    #[error("cannot read {}: {source}", path.display())]
    Open {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot read {} at byte offset {offset}: {what}", path.display())]
    Bad {
        path: PathBuf,
        offset: u64,
        what: String,
    },
}

impl CaptureError {
    /// The byte offset where reading stopped (`None`: the file could not
    /// be opened).
    pub fn offset(&self) -> Option<u64> {
        match self {
            CaptureError::Open { .. } => None,
            CaptureError::Bad { offset, .. } => Some(*offset),
        }
    }
}

/// The link types `replay` reads (spec §8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    Ethernet,
    /// Raw IP (LINKTYPE_RAW, LINKTYPE_IPV4, LINKTYPE_IPV6).
    RawIp,
    /// Linux cooked capture v1 (16-byte header, protocol at 14).
    Sll,
    /// Linux cooked capture v2 (20-byte header, protocol at 0).
    Sll2,
}

impl Link {
    fn of(dl: DataLink) -> Option<Link> {
        match u32::from(dl) {
            1 => Some(Link::Ethernet),
            101 | 228 | 229 | 12 | 14 => Some(Link::RawIp),
            113 => Some(Link::Sll),
            276 => Some(Link::Sll2),
            _ => None,
        }
    }

    /// Length of the link-layer header in front of the network layer.
    fn header_len(self) -> usize {
        match self {
            Link::Ethernet => 14,
            Link::RawIp => 0,
            Link::Sll => 16,
            Link::Sll2 => 20,
        }
    }
}

/// One frame of a capture, as an Ethernet frame.
#[derive(Debug)]
pub struct Frame<'a> {
    /// Nanoseconds since the epoch (what the capture says).
    pub time_ns: u64,
    /// The frame as the interpreter reads it: Ethernet, or the network
    /// layer behind a synthesized 14-byte Ethernet header.
    pub data: &'a [u8],
    /// Length of the frame on the wire, in the capture's own link layer.
    pub orig_len: u32,
    /// Whether the capture holds less than the wire had (snap length).
    pub truncated: bool,
    /// Length of the capture's link-layer header (14 Ethernet, 0 raw IP,
    /// 16/20 cooked): `orig_len - link_len` is the frame from the network
    /// layer on.
    pub link_len: u32,
    /// Byte offset of the record in the file.
    pub offset: u64,
}

impl Frame<'_> {
    /// Bytes as `stats` counts them: from the IP header to the end of the
    /// frame as captured originally (no link-layer header, no VLAN tag).
    pub fn ip_bytes(&self) -> u64 {
        let tag = match self.data.get(12..14) {
            Some([0x81, 0x00]) | Some([0x88, 0xa8]) => 4,
            _ => 0,
        };
        u64::from(self.orig_len.saturating_sub(self.link_len + tag))
    }
}

enum Format {
    Pcap {
        parser: PcapParser,
        link: Link,
    },
    PcapNg {
        parser: PcapNgParser,
        /// Per interface of the current section: link type and the
        /// timestamp unit in the form (numerator ns, divisor) applied as
        /// `raw * num / div`.
        ifaces: Vec<(Option<Link>, u32, u128, u128)>,
    },
}

/// A capture being read, one frame at a time.
pub struct Capture<R: Read> {
    path: PathBuf,
    src: R,
    buf: Vec<u8>,
    /// Parsed up to here in `buf`.
    pos: usize,
    /// File offset of `buf[0]`.
    base: u64,
    eof: bool,
    /// `None` until the file header is read.
    format: Option<Format>,
    /// The synthesized Ethernet frame of a raw/cooked record.
    scratch: Vec<u8>,
    /// Bytes read so far (for progress).
    read: u64,
}

impl Capture<std::fs::File> {
    /// Opens a capture file.
    pub fn open(path: &Path) -> Result<Self, CaptureError> {
        let f = std::fs::File::open(path).map_err(|source| CaptureError::Open {
            path: path.to_path_buf(),
            source,
        })?;
        Capture::new(path, f)
    }
}

fn describe(e: &PcapError) -> String {
    match e {
        PcapError::IncompleteBuffer => "the file ends inside a record".to_string(),
        PcapError::IoError(e) => e.to_string(),
        PcapError::InvalidField(f) => format!("invalid field ({f})"),
        PcapError::Utf8Error(_) | PcapError::FromUtf8Error(_) => {
            "a text option is not UTF-8".to_string()
        }
        PcapError::InvalidInterfaceId(i) => {
            format!("a packet names interface {i}, never described")
        }
    }
}

impl<R: Read> Capture<R> {
    /// Starts reading `src` (named `path` in errors): reads and checks the
    /// file header.
    pub fn new(path: &Path, src: R) -> Result<Self, CaptureError> {
        let mut c = Capture {
            path: path.to_path_buf(),
            src,
            buf: Vec::with_capacity(CHUNK),
            pos: 0,
            base: 0,
            eof: false,
            format: None,
            scratch: Vec::new(),
            read: 0,
        };
        loop {
            let magic = c
                .buf
                .get(..4)
                .map(|m| u32::from_be_bytes([m[0], m[1], m[2], m[3]]));
            let res = match magic {
                None if c.eof => {
                    return Err(c.bad(
                        0,
                        "not a pcap or pcapng capture (shorter than a file header)".into(),
                    ))
                }
                None => Err(PcapError::IncompleteBuffer),
                Some(0x0a0d0d0a) => PcapNgParser::new(&c.buf).map(|(rem, p)| {
                    (
                        c.buf.len() - rem.len(),
                        Format::PcapNg {
                            parser: p,
                            ifaces: Vec::new(),
                        },
                    )
                }),
                Some(0xa1b2c3d4 | 0xd4c3b2a1 | 0xa1b23c4d | 0x4d3cb2a1) => {
                    match PcapParser::new(&c.buf) {
                        Ok((rem, p)) => {
                            let h: PcapHeader = p.header();
                            match Link::of(h.datalink) {
                                Some(link) => {
                                    Ok((c.buf.len() - rem.len(), Format::Pcap { parser: p, link }))
                                }
                                None => {
                                    return Err(c.bad(20, unsupported(h.datalink)));
                                }
                            }
                        }
                        Err(e) => Err(e),
                    }
                }
                Some(m) => {
                    return Err(c.bad(
                        0,
                        format!("not a pcap or pcapng capture (starts with 0x{m:08x})"),
                    ))
                }
            };
            match res {
                Ok((used, format)) => {
                    c.pos = used;
                    c.format = Some(format);
                    return Ok(c);
                }
                Err(PcapError::IncompleteBuffer) if !c.eof => c.fill()?,
                Err(e) => return Err(c.bad(0, describe(&e))),
            }
        }
    }

    fn bad(&self, offset: u64, what: String) -> CaptureError {
        CaptureError::Bad {
            path: self.path.clone(),
            offset,
            what,
        }
    }

    /// Bytes of the file read so far.
    pub fn bytes_read(&self) -> u64 {
        self.read
    }

    /// Reads more of the file, keeping the unparsed rest.
    fn fill(&mut self) -> Result<(), CaptureError> {
        if self.pos > 0 {
            self.buf.drain(..self.pos);
            self.base += self.pos as u64;
            self.pos = 0;
        }
        if self.buf.len() > MAX_RECORD {
            return Err(self.bad(
                self.base,
                format!("a record longer than {} MiB", MAX_RECORD >> 20),
            ));
        }
        let old = self.buf.len();
        self.buf.resize(old + CHUNK, 0);
        let n = loop {
            match self.src.read(&mut self.buf[old..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.buf.truncate(old);
                    let at = self.base + old as u64;
                    return Err(self.bad(at, e.to_string()));
                }
            }
        };
        self.buf.truncate(old + n);
        self.read += n as u64;
        if n == 0 {
            self.eof = true;
        }
        Ok(())
    }

    /// The next frame, `None` at the end of the capture.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Result<Option<Frame<'_>>, CaptureError> {
        loop {
            if self.pos == self.buf.len() && self.eof {
                return Ok(None);
            }
            let offset = self.base + self.pos as u64;
            let step = match &mut self.format {
                None => return Ok(None),
                Some(Format::Pcap { parser, link }) => {
                    pcap_step(parser, *link, &self.buf[self.pos..])
                }
                Some(Format::PcapNg { parser, ifaces }) => {
                    pcapng_step(parser, ifaces, &self.buf[self.pos..])
                }
            };
            match step {
                Ok((used, None)) => self.pos += used,
                Ok((used, Some(rec))) => {
                    let start = self.pos + rec.data_at;
                    let data = &self.buf[start..start + rec.data_len];
                    self.pos += used;
                    let frame_data: &[u8] = match rec.link {
                        Link::Ethernet => data,
                        Link::RawIp | Link::Sll | Link::Sll2 => {
                            synthesize(&mut self.scratch, rec.link, data);
                            &self.scratch
                        }
                    };
                    // An Ethernet frame shorter than its header, or a
                    // cooked one, keeps `link_len` of what it had.
                    return Ok(Some(Frame {
                        time_ns: rec.time_ns,
                        data: frame_data,
                        orig_len: rec.orig_len,
                        truncated: (rec.data_len as u64) < u64::from(rec.orig_len),
                        link_len: rec.link.header_len() as u32,
                        offset,
                    }));
                }
                Err(Step::More) if !self.eof => self.fill()?,
                Err(Step::More) => {
                    return Err(self.bad(offset, describe(&PcapError::IncompleteBuffer)))
                }
                Err(Step::Bad(what)) => return Err(self.bad(offset, what)),
            }
        }
    }
}

fn unsupported(dl: DataLink) -> String {
    format!(
        "link type {dl:?} ({}) is not one replay reads (Ethernet, raw IP, Linux cooked v1 and v2)",
        u32::from(dl)
    )
}

/// Writes the Ethernet frame the interpreter reads for a raw IP or cooked
/// record into `out`.
fn synthesize(out: &mut Vec<u8>, link: Link, data: &[u8]) {
    out.clear();
    if link == Link::Ethernet {
        out.extend_from_slice(data);
        return;
    }
    out.extend_from_slice(&[0u8; 12]);
    let (ethertype, rest): ([u8; 2], &[u8]) = match link {
        Link::Ethernet => ([0, 0], data),
        Link::RawIp => match data.first().map(|b| b >> 4) {
            Some(4) => ([0x08, 0x00], data),
            Some(6) => ([0x86, 0xdd], data),
            // Not IP: an EtherType no parser takes for IP.
            _ => ([0, 0], data),
        },
        Link::Sll => match data.get(14..16) {
            Some(p) => ([p[0], p[1]], &data[16..]),
            None => ([0, 0], &[][..]),
        },
        Link::Sll2 => match (data.get(0..2), data.get(20..)) {
            (Some(p), Some(rest)) => ([p[0], p[1]], rest),
            _ => ([0, 0], &[][..]),
        },
    };
    out.extend_from_slice(&ethertype);
    out.extend_from_slice(rest);
}

/// A packet record found by a step: where its data lies in the step's
/// slice.
struct Rec {
    data_at: usize,
    data_len: usize,
    orig_len: u32,
    time_ns: u64,
    link: Link,
}

enum Step {
    More,
    Bad(String),
}

fn step_err(e: PcapError) -> Step {
    match e {
        PcapError::IncompleteBuffer => Step::More,
        e => Step::Bad(describe(&e)),
    }
}

fn pcap_step(parser: &PcapParser, link: Link, src: &[u8]) -> Result<(usize, Option<Rec>), Step> {
    let h = parser.header();
    // The record header's incl_len, checked before buffering for it.
    if src.len() >= 16 {
        let b = [src[8], src[9], src[10], src[11]];
        let incl = match h.endianness {
            pcap_file::Endianness::Big => u32::from_be_bytes(b),
            pcap_file::Endianness::Little => u32::from_le_bytes(b),
        };
        if incl as usize > MAX_RECORD {
            return Err(Step::Bad(format!(
                "a packet record claims {incl} bytes (more than {} MiB)",
                MAX_RECORD >> 20
            )));
        }
    }
    let (rem, raw) = parser.next_raw_packet(src).map_err(step_err)?;
    if raw.incl_len > raw.orig_len {
        return Err(Step::Bad(format!(
            "a packet record holds {} bytes of a {}-byte frame",
            raw.incl_len, raw.orig_len
        )));
    }
    let frac = match h.ts_resolution {
        TsResolution::MicroSecond => u64::from(raw.ts_frac) * 1000,
        TsResolution::NanoSecond => u64::from(raw.ts_frac),
    };
    let used = src.len() - rem.len();
    let data_len = raw.data.len();
    Ok((
        used,
        Some(Rec {
            data_at: used - data_len,
            data_len,
            orig_len: raw.orig_len,
            time_ns: u64::from(raw.ts_sec) * 1_000_000_000 + frac,
            link,
        }),
    ))
}

/// Nanoseconds of `raw` units of `(num, div)`.
fn scale(raw: u64, num: u128, div: u128) -> u64 {
    u64::try_from(u128::from(raw) * num / div).unwrap_or(u64::MAX)
}

fn pcapng_step(
    parser: &mut PcapNgParser,
    ifaces: &mut Vec<(Option<Link>, u32, u128, u128)>,
    src: &[u8],
) -> Result<(usize, Option<Rec>), Step> {
    if src.len() >= 8 {
        // The block length, checked before buffering for it (either byte
        // order: the smaller reading is the one that makes sense).
        let b = [src[4], src[5], src[6], src[7]];
        let len = u32::from_le_bytes(b).min(u32::from_be_bytes(b));
        if len as usize > MAX_RECORD {
            return Err(Step::Bad(format!(
                "a block claims {len} bytes (more than {} MiB)",
                MAX_RECORD >> 20
            )));
        }
    }
    let (rem, block) = parser.next_block(src).map_err(step_err)?;
    let used = src.len() - rem.len();
    let at = |data: &[u8]| data.as_ptr() as usize - src.as_ptr() as usize;
    match block {
        Block::SectionHeader(_) => {
            ifaces.clear();
            Ok((used, None))
        }
        Block::InterfaceDescription(idb) => {
            let (mut num, mut div) = (1000u128, 1u128); // microseconds
            for o in &idb.options {
                if let InterfaceDescriptionOption::IfTsResol(r) = o {
                    let e = u32::from(r & 0x7f);
                    let (n, d) = if r & 0x80 == 0 {
                        if e > 30 {
                            return Err(Step::Bad(format!("if_tsresol 10^-{e}")));
                        }
                        (1_000_000_000u128, 10u128.pow(e))
                    } else {
                        if e > 100 {
                            return Err(Step::Bad(format!("if_tsresol 2^-{e}")));
                        }
                        (1_000_000_000u128, 1u128 << e)
                    };
                    let g = gcd(n, d);
                    (num, div) = (n / g, d / g);
                }
            }
            ifaces.push((Link::of(idb.linktype), idb.snaplen, num, div));
            Ok((used, None))
        }
        Block::EnhancedPacket(epb) => {
            let Some(&(link, _, num, div)) = ifaces.get(epb.interface_id as usize) else {
                return Err(Step::Bad(format!(
                    "a packet names interface {}, never described",
                    epb.interface_id
                )));
            };
            let Some(link) = link else {
                let dl = parser
                    .interfaces()
                    .get(epb.interface_id as usize)
                    .map(|i| i.linktype)
                    .unwrap_or(DataLink::NULL);
                return Err(Step::Bad(unsupported(dl)));
            };
            if epb.data.len() as u64 > u64::from(epb.original_len) {
                return Err(Step::Bad(format!(
                    "a packet block holds {} bytes of a {}-byte frame",
                    epb.data.len(),
                    epb.original_len
                )));
            }
            // pcap-file reads the timestamp's raw units as nanoseconds.
            let raw = u64::try_from(epb.timestamp.as_nanos()).unwrap_or(u64::MAX);
            Ok((
                used,
                Some(Rec {
                    data_at: at(&epb.data),
                    data_len: epb.data.len(),
                    orig_len: epb.original_len,
                    time_ns: scale(raw, num, div),
                    link,
                }),
            ))
        }
        Block::SimplePacket(spb) => {
            let Some(&(link, snaplen, _, _)) = ifaces.first() else {
                return Err(Step::Bad(
                    "a simple packet block before any interface".into(),
                ));
            };
            let Some(link) = link else {
                let dl = parser
                    .interfaces()
                    .first()
                    .map(|i| i.linktype)
                    .unwrap_or(DataLink::NULL);
                return Err(Step::Bad(unsupported(dl)));
            };
            // The block holds min(original length, snap length) bytes,
            // padded: the padding is not the frame's.
            let keep = if snaplen == 0 {
                spb.original_len
            } else {
                spb.original_len.min(snaplen)
            } as usize;
            let data = &spb.data[..keep.min(spb.data.len())];
            Ok((
                used,
                Some(Rec {
                    data_at: at(data),
                    data_len: data.len(),
                    orig_len: spb.original_len,
                    // No timestamp: the time of the capture's start.
                    time_ns: 0,
                    link,
                }),
            ))
        }
        Block::Packet(_)
        | Block::NameResolution(_)
        | Block::InterfaceStatistics(_)
        | Block::SystemdJournalExport(_)
        | Block::Unknown(_) => Ok((used, None)),
    }
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
