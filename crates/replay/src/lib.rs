//! `dropc replay` (spec §8): the frames of captures through the reference
//! interpreter, in capture order, with one shared state whose clock is the
//! capture's timestamps.
//!
//! [`capture`] reads pcap and pcapng one frame at a time (memory stays
//! flat: one record buffer, the interpreter's buckets, fixed-size top-N
//! sketches); [`replay`] counts what every rule and the default decided,
//! and writes `--write-dropped` / `--write-passed` captures, each to a
//! temporary file renamed into place only when every capture was read
//! whole.

pub mod capture;
mod top;

pub use capture::{Capture, CaptureError, Frame};
pub use top::Top;

use dropc_ir::interp::{Decider, Interp, Outcome};
use dropc_ir::packet::{parse, ParseResult};
use dropc_ir::{Action, Policy};
use pcap_file::pcap::{PcapHeader, PcapPacket, PcapWriter};
use pcap_file::{DataLink, TsResolution};
use serde::Serialize;
use std::io::BufWriter;
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Frames and bytes (bytes counted as `stats` counts them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    pub frames: u64,
    pub bytes: u64,
}

impl Counts {
    fn add(&mut self, bytes: u64) {
        self.frames += 1;
        self.bytes += bytes;
    }
}

/// One rule's line of the report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleCounts {
    pub label: String,
    pub frames: u64,
    pub bytes: u64,
}

/// The JSON document of `replay` (spec §8), field for field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    /// Every frame read, whatever became of it.
    pub frames: u64,
    pub rules: Vec<RuleCounts>,
    pub default: Counts,
    /// Frames that are not IPv4 or IPv6 (passed, spec §5.1).
    pub not_ip: u64,
    /// Frames with no specified verdict (spec §5.6).
    pub unspecified: u64,
    /// Frames cut short by the capture's snap length (judged on nothing).
    pub truncated: u64,
}

/// The top values of what was dropped and of what passed (human output).
#[derive(Debug)]
pub struct Tops {
    pub src: Top<IpAddr>,
    pub dst: Top<IpAddr>,
    pub dport: Top<u16>,
}

impl Tops {
    fn new(cap: usize) -> Tops {
        Tops {
            src: Top::new(cap),
            dst: Top::new(cap),
            dport: Top::new(cap),
        }
    }
}

/// What a replay found.
#[derive(Debug)]
pub struct Replay {
    pub report: Report,
    /// Dropped, passed (`None` unless asked for).
    pub tops: Option<(Tops, Tops)>,
}

/// Where a replay stands, for a progress line.
#[derive(Clone, Copy, Debug)]
pub struct Progress<'a> {
    pub file: &'a Path,
    pub index: usize,
    pub files: usize,
    pub bytes_read: u64,
    pub file_size: Option<u64>,
    pub frames: u64,
}

/// What `replay` is asked for.
#[derive(Default)]
pub struct Options<'a> {
    pub write_dropped: Option<PathBuf>,
    pub write_passed: Option<PathBuf>,
    /// Keep the top sources, destinations and destination ports (sketches
    /// of this many counters each; 0: none).
    pub top: usize,
    /// Called every [`PROGRESS_EVERY`] frames.
    pub progress: Option<&'a mut dyn FnMut(Progress<'_>)>,
}

/// How often [`Options::progress`] is called, in frames.
pub const PROGRESS_EVERY: u64 = 1 << 16;

/// Why a replay failed. Nothing was written when it did.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Capture(#[from] CaptureError),
    #[error("cannot write {}: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// A capture being written: a temporary file beside its destination,
/// renamed into place by [`Output::finish`], removed if dropped.
struct Output {
    path: PathBuf,
    writer: PcapWriter<BufWriter<tempfile::NamedTempFile>>,
}

/// The snap length of the captures `replay` writes.
const OUT_SNAPLEN: u32 = 262_144;

impl Output {
    fn create(path: &Path) -> Result<Output, ReplayError> {
        let err = |source| ReplayError::Write {
            path: path.to_path_buf(),
            source,
        };
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        let tmp = tempfile::Builder::new()
            .prefix(".dropc-replay-")
            .tempfile_in(dir)
            .map_err(err)?;
        let header = PcapHeader {
            snaplen: OUT_SNAPLEN,
            datalink: DataLink::ETHERNET,
            ts_resolution: TsResolution::NanoSecond,
            ..PcapHeader::default()
        };
        let writer = PcapWriter::with_header(BufWriter::new(tmp), header)
            .map_err(|e| err(std::io::Error::other(e.to_string())))?;
        Ok(Output {
            path: path.to_path_buf(),
            writer,
        })
    }

    fn write(&mut self, f: &Frame<'_>) -> Result<(), ReplayError> {
        // Raw and cooked frames are written with the Ethernet header the
        // interpreter read (docs/decisions.md).
        let orig = f.orig_len.saturating_sub(f.link_len) + 14;
        let data = &f.data[..f.data.len().min(OUT_SNAPLEN as usize)];
        let p = PcapPacket::new(
            Duration::from_nanos(f.time_ns),
            orig.max(data.len() as u32),
            data,
        );
        self.writer
            .write_packet(&p)
            .map(drop)
            .map_err(|e| ReplayError::Write {
                path: self.path.clone(),
                source: std::io::Error::other(e.to_string()),
            })
    }

    fn finish(self) -> Result<(), ReplayError> {
        let path = self.path;
        let err = |source| ReplayError::Write {
            path: path.clone(),
            source,
        };
        let tmp = self
            .writer
            .into_writer()
            .into_inner()
            .map_err(|e| err(e.into_error()))?;
        tmp.as_file().sync_all().map_err(err)?;
        tmp.persist(&path).map_err(|e| err(e.error))?;
        Ok(())
    }
}

/// Runs the frames of `captures`, in order, through `policy` with one
/// shared state (spec §8 `replay`).
pub fn replay(
    policy: &Policy,
    captures: &[PathBuf],
    mut opts: Options<'_>,
) -> Result<Replay, ReplayError> {
    let mut dropped_out = opts
        .write_dropped
        .as_deref()
        .map(Output::create)
        .transpose()?;
    let mut passed_out = opts
        .write_passed
        .as_deref()
        .map(Output::create)
        .transpose()?;
    let mut rules = vec![Counts::default(); policy.rules.len()];
    let mut report = Report {
        frames: 0,
        rules: Vec::new(),
        default: Counts::default(),
        not_ip: 0,
        unspecified: 0,
        truncated: 0,
    };
    let mut tops = (opts.top > 0).then(|| (Tops::new(opts.top), Tops::new(opts.top)));
    let mut interp = Interp::new(policy);
    for (index, path) in captures.iter().enumerate() {
        let mut cap = Capture::open(path)?;
        let file_size = std::fs::metadata(path).ok().map(|m| m.len());
        while let Some(frame) = cap.next()? {
            report.frames += 1;
            let verdict = if frame.truncated {
                report.truncated += 1;
                None
            } else {
                match parse(frame.data) {
                    ParseResult::NonIp => {
                        report.not_ip += 1;
                        Some(Action::Pass)
                    }
                    ParseResult::Malformed(_) => {
                        report.unspecified += 1;
                        None
                    }
                    ParseResult::Ip(h) => match interp.eval_headers(frame.time_ns, &h) {
                        Outcome::Unspecified { .. } => {
                            report.unspecified += 1;
                            None
                        }
                        Outcome::Decided(v) => {
                            let bytes = frame.ip_bytes();
                            match v.decider {
                                Decider::Rule(i) => rules[i].add(bytes),
                                Decider::Default => report.default.add(bytes),
                                // parse said IP: the interpreter never
                                // calls it non-IP; count it as such if so.
                                Decider::NonIp => report.not_ip += 1,
                            }
                            if let Some((d, p)) = tops.as_mut() {
                                let t = match v.action {
                                    Action::Drop => d,
                                    Action::Pass => p,
                                };
                                t.src.add(h.src);
                                t.dst.add(h.dst);
                                if let Some((_, dport)) = h.l4.and_then(|l| l.ports()) {
                                    t.dport.add(dport);
                                }
                            }
                            Some(v.action)
                        }
                    },
                }
            };
            let out = match verdict {
                Some(Action::Drop) => dropped_out.as_mut(),
                Some(Action::Pass) => passed_out.as_mut(),
                None => None,
            };
            if let Some(out) = out {
                out.write(&frame)?;
            }
            if report.frames.is_multiple_of(PROGRESS_EVERY) {
                if let Some(p) = opts.progress.as_mut() {
                    p(Progress {
                        file: path,
                        index,
                        files: captures.len(),
                        bytes_read: cap.bytes_read(),
                        file_size,
                        frames: report.frames,
                    });
                }
            }
        }
    }
    if let Some(o) = dropped_out {
        o.finish()?;
    }
    if let Some(o) = passed_out {
        o.finish()?;
    }
    report.rules = policy
        .rules
        .iter()
        .zip(rules)
        .map(|(r, c)| RuleCounts {
            label: r.label.clone(),
            frames: c.frames,
            bytes: c.bytes,
        })
        .collect();
    Ok(Replay { report, tops })
}

/// The human report: a table per rule with percentages, then the top
/// sources, destinations and destination ports of what was dropped and
/// of what passed.
pub fn render_human(policy: &Policy, r: &Replay, top_n: usize) -> String {
    use std::fmt::Write as _;
    let rep = &r.report;
    let mut s = String::new();
    let total_bytes: u64 = rep.rules.iter().map(|c| c.bytes).sum::<u64>() + rep.default.bytes;
    let pct = |n: u64, of: u64| {
        if of == 0 {
            "-".to_string()
        } else {
            format!("{:.1}%", n as f64 * 100.0 / of as f64)
        }
    };
    let width = rep
        .rules
        .iter()
        .map(|c| c.label.len())
        .chain([11])
        .max()
        .unwrap_or(11);
    let _ = writeln!(
        s,
        "{:<width$}  {:<6} {:>12} {:>7} {:>15} {:>7}",
        "rule", "action", "frames", "%", "bytes", "%"
    );
    let line = |label: &str, action: &str, c: Counts, s: &mut String| {
        let _ = writeln!(
            s,
            "{:<width$}  {:<6} {:>12} {:>7} {:>15} {:>7}",
            label,
            action,
            c.frames,
            pct(c.frames, rep.frames),
            c.bytes,
            pct(c.bytes, total_bytes)
        );
    };
    for (rule, c) in policy.rules.iter().zip(&rep.rules) {
        let a = action_name(rule.action);
        line(
            &c.label,
            a,
            Counts {
                frames: c.frames,
                bytes: c.bytes,
            },
            &mut s,
        );
    }
    line("default", action_name(policy.default), rep.default, &mut s);
    let others = [
        ("not IP", "pass", rep.not_ip),
        ("unspecified", "-", rep.unspecified),
        ("truncated", "-", rep.truncated),
    ];
    for (what, action, n) in others {
        let _ = writeln!(
            s,
            "{:<width$}  {:<6} {:>12} {:>7}",
            what,
            action,
            n,
            pct(n, rep.frames)
        );
    }
    let dropped: u64 = policy
        .rules
        .iter()
        .zip(&rep.rules)
        .filter(|(r, _)| r.action == Action::Drop)
        .map(|(_, c)| c.frames)
        .sum::<u64>()
        + if policy.default == Action::Drop {
            rep.default.frames
        } else {
            0
        };
    let _ = writeln!(
        s,
        "{} frames: {} dropped ({}), {} passed ({}), {} judged on nothing (unspecified or truncated)",
        rep.frames,
        dropped,
        pct(dropped, rep.frames),
        rep.frames - dropped - rep.unspecified - rep.truncated,
        pct(rep.frames - dropped - rep.unspecified - rep.truncated, rep.frames),
        rep.unspecified + rep.truncated
    );
    if let Some((d, p)) = &r.tops {
        for (what, t) in [("dropped", d), ("passed", p)] {
            let _ = writeln!(s, "\ntop of what was {what} (IP frames):");
            section(&mut s, "sources", &t.src, top_n);
            section(&mut s, "destinations", &t.dst, top_n);
            section(&mut s, "destination ports", &t.dport, top_n);
        }
    }
    s
}

fn section<K: std::fmt::Display + Clone + Eq + std::hash::Hash + Ord>(
    s: &mut String,
    what: &str,
    t: &Top<K>,
    n: usize,
) {
    use std::fmt::Write as _;
    let items = t.top(n);
    if items.is_empty() {
        let _ = writeln!(s, "  {what}: none");
        return;
    }
    let total = t.total();
    let approx = if t.exact() { "" } else { " (at least)" };
    let list: Vec<String> = items
        .iter()
        .map(|(k, c)| format!("{k} {c} ({:.1}%)", *c as f64 * 100.0 / total.max(1) as f64))
        .collect();
    let _ = writeln!(s, "  {what}{approx}: {}", list.join(", "));
}

fn action_name(a: Action) -> &'static str {
    match a {
        Action::Drop => "drop",
        Action::Pass => "pass",
    }
}
