//! `set NAME = ip|port from "PATH"`: reading and scanning set files.
//!
//! A set file holds one element per line, with blank lines and `#` comments.
//! Files of a million prefixes are normal, so this is a hand-written line
//! scanner (`str::split` on `\n` is memchr-accelerated) that hands each
//! element to the standard library's address parsers, not a parser
//! combinator per character.

use crate::check::clip_to;
use crate::parse::lex::parse_ip;
use crate::sets::{prefix_range, AddrRange, IpBuilder, PortBuilder};
use dropc_ir::{Code, Diagnostic, Span};
use std::path::{Path, PathBuf};

/// At most this many bad elements of one file are reported.
const MAX_FILE_ERRORS: usize = 20;

/// Longest part of a set file's line quoted in a message or excerpt, in
/// characters: a set file may be any file (`from "/etc/shadow"`), so
/// diagnostics never show much of it.
pub(crate) const MAX_SET_FILE_QUOTE: usize = 40;

const IP_HELP: &str =
    "an ip set file holds one address or prefix per line, like 192.0.2.0/24 or 2001:db8::/32";
const PORT_HELP: &str = "a port set file holds one port (`53`) or range (`1024-2047`) per line";

/// When this many elements from the start of a file are all bad, it is not
/// taken for a set file at all: one error, quoting nothing, and no more of
/// it is read.
const FOREIGN_AFTER: usize = 3;

/// The path named by a string literal's bytes.
pub(crate) fn path_from_bytes(b: &[u8]) -> PathBuf {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        PathBuf::from(std::ffi::OsStr::from_bytes(b))
    }
    #[cfg(not(unix))]
    {
        PathBuf::from(String::from_utf8_lossy(b).into_owned())
    }
}

/// `path` resolved against the policy's directory.
pub(crate) fn resolve(base_dir: &Path, path: &Path) -> PathBuf {
    if path.is_absolute() {
        path.to_path_buf()
    } else {
        base_dir.join(path)
    }
}

/// Largest policy or set file read, in bytes.
pub const MAX_FILE_SIZE: u64 = 1 << 30;

/// What a file that is not a regular file is, for messages.
fn kind_of(ft: std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if ft.is_dir() {
        "a directory"
    } else if ft.is_fifo() {
        "a FIFO"
    } else if ft.is_char_device() {
        "a character device"
    } else if ft.is_block_device() {
        "a block device"
    } else if ft.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    }
}

/// Reads a policy or set file: a regular file (not a device or FIFO, which
/// could block or never end) of at most [`MAX_FILE_SIZE`] bytes. The file is
/// opened without blocking (`O_NONBLOCK`: opening a FIFO with no writer
/// would wait forever) and checked on the open descriptor, so what is read
/// is what was checked.
pub(crate) fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::{Error, ErrorKind, Read};
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)?;
    let meta = f.metadata()?;
    if !meta.is_file() {
        return Err(Error::new(
            ErrorKind::InvalidInput,
            format!("{}, not a regular file", kind_of(meta.file_type())),
        ));
    }
    let too_large = || {
        Error::new(
            ErrorKind::InvalidInput,
            format!("larger than {} GiB", MAX_FILE_SIZE >> 30),
        )
    };
    if meta.len() > MAX_FILE_SIZE {
        return Err(too_large());
    }
    let mut buf = Vec::with_capacity(meta.len() as usize);
    // The file may grow while it is read: never past the limit.
    (&mut f).take(MAX_FILE_SIZE + 1).read_to_end(&mut buf)?;
    if buf.len() as u64 > MAX_FILE_SIZE {
        return Err(too_large());
    }
    Ok(buf)
}

/// The elements of a set file: `(byte offset, text)` of every line that is
/// not blank or a comment, trimmed, without its comment.
pub(crate) fn elements(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut offset = 0;
    text.split('\n').filter_map(move |line| {
        let at = offset;
        offset += line.len() + 1;
        let content = match line.find('#') {
            Some(k) => &line[..k],
            None => line,
        };
        let trimmed = content.trim_start_matches([' ', '\t']);
        let lead = content.len() - trimmed.len();
        let trimmed = trimmed.trim_end_matches([' ', '\t', '\r']);
        (!trimmed.is_empty()).then_some((at + lead, trimmed))
    })
}

/// Collects the diagnostics of one file, keeping the first
/// [`MAX_FILE_ERRORS`] and counting the rest, and tells a file that is not
/// a set file of this kind (its first [`FOREIGN_AFTER`] elements all bad).
struct Errors<'f> {
    file: &'f str,
    /// "an ip", "a port".
    kind: &'static str,
    help: &'static str,
    diags: Vec<Diagnostic>,
    dropped: usize,
    /// Elements seen so far, and whether one was good.
    seen: usize,
    any_good: bool,
}

impl<'f> Errors<'f> {
    fn new(file: &'f str, kind: &'static str, help: &'static str) -> Self {
        Errors {
            file,
            kind,
            help,
            diags: Vec::new(),
            dropped: 0,
            seen: 0,
            any_good: false,
        }
    }

    /// Records a good element.
    fn good(&mut self) {
        self.seen += 1;
        self.any_good = true;
    }

    /// Records the diagnostic `make` builds for an element that was
    /// recognised but is invalid (only built when it is shown: a file of a
    /// million bad lines stays fast).
    fn push(&mut self, make: impl FnOnce() -> Diagnostic) {
        if self.diags.len() < MAX_FILE_ERRORS {
            self.diags.push(make());
        } else {
            self.dropped += 1;
        }
    }

    /// Records a line that is no element at all. False when the file is
    /// not a set file and scanning should stop.
    fn bad(&mut self, make: impl FnOnce() -> Diagnostic) -> bool {
        self.seen += 1;
        self.push(make);
        !self.foreign()
    }

    fn foreign(&self) -> bool {
        !self.any_good && self.seen >= FOREIGN_AFTER
    }

    fn finish(mut self) -> Vec<Diagnostic> {
        if self.foreign() {
            return vec![Diagnostic::unplaced(
                Code::BadSetElement,
                self.file,
                format!(
                    "{} is not {} set file: none of its first {FOREIGN_AFTER} lines is an element",
                    self.file, self.kind
                ),
            )
            .with_note("its lines are not shown, and the rest of it is not read")
            .with_help(self.help)];
        }
        if self.dropped > 0 {
            if let Some(last) = self.diags.last_mut() {
                last.notes.push(format!(
                    "{} more bad lines in this file are not shown",
                    self.dropped
                ));
            }
        }
        self.diags
    }
}

fn span(at: usize, s: &str) -> Span {
    Span::new(at, at + s.len())
}

/// Adds every element of an `ip` set file to `out`; returns the diagnostics
/// (`file` is the set file's name, spans point into `text`).
pub(crate) fn scan_ip(text: &str, file: &str, out: &mut IpBuilder) -> Vec<Diagnostic> {
    scan_ip_with(text, file, |r| out.push(r))
}

/// [`scan_ip`] handing each valid element's interval to `out`.
pub(crate) fn scan_ip_with(
    text: &str,
    file: &str,
    mut out: impl FnMut(AddrRange),
) -> Vec<Diagnostic> {
    let mut errs = Errors::new(file, "an ip", IP_HELP);
    for (at, elem) in elements(text) {
        let quoted = || clip_to(elem, MAX_SET_FILE_QUOTE);
        let (addr, len) = match elem.split_once('/') {
            Some((a, l)) => (a, Some(l)),
            None => (elem, None),
        };
        let len = match len {
            None => Some(None),
            Some(l) if !l.is_empty() && l.len() <= 3 && l.bytes().all(|b| b.is_ascii_digit()) => {
                l.parse::<u64>().ok().map(Some)
            }
            Some(_) => None,
        };
        let parsed = parse_ip(addr).zip(len);
        let Some((addr, len)) = parsed else {
            let more = errs.bad(|| {
                Diagnostic::error(
                    Code::BadSetElement,
                    file,
                    span(at, elem),
                    format!("invalid IP address or prefix `{}`", quoted()),
                )
                .with_help(IP_HELP)
            });
            if more {
                continue;
            }
            break;
        };
        errs.good();
        match prefix_range(addr, len) {
            Ok(r) => out(r),
            Err(e) => errs.push(|| e.diagnostic(file, span(at, elem), &quoted())),
        }
    }
    errs.finish()
}

/// A decimal or `0x` hexadecimal number.
fn parse_num(s: &str) -> Option<u64> {
    let s = s.trim_matches([' ', '\t']);
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) if !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit()) => {
            u64::from_str_radix(h, 16).ok()
        }
        Some(_) => None,
        None if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => s.parse().ok(),
        None => None,
    }
}

/// Adds every element (`N` or `N-M`) of a `port` set file to `out`.
pub(crate) fn scan_port(text: &str, file: &str, out: &mut PortBuilder) -> Vec<Diagnostic> {
    scan_port_with(text, file, |lo, hi| out.push(lo, hi))
}

/// [`scan_port`] handing each valid range to `out`.
pub(crate) fn scan_port_with(
    text: &str,
    file: &str,
    mut out: impl FnMut(u16, u16),
) -> Vec<Diagnostic> {
    let mut errs = Errors::new(file, "a port", PORT_HELP);
    for (at, elem) in elements(text) {
        let quoted = || clip_to(elem, MAX_SET_FILE_QUOTE);
        let (lo, hi) = match elem.split_once('-') {
            Some((a, b)) => (parse_num(a), parse_num(b)),
            None => {
                let n = parse_num(elem);
                (n, n)
            }
        };
        let (Some(lo), Some(hi)) = (lo, hi) else {
            let more = errs.bad(|| {
                Diagnostic::error(
                    Code::BadSetElement,
                    file,
                    span(at, elem),
                    format!("invalid port or port range `{}`", quoted()),
                )
                .with_help(PORT_HELP)
            });
            if more {
                continue;
            }
            break;
        };
        errs.good();
        if hi > 65535 || lo > 65535 {
            errs.push(|| {
                Diagnostic::error(
                    Code::OutOfRange,
                    file,
                    span(at, elem),
                    format!("port `{}` is out of range", quoted()),
                )
                .with_help("valid ports are 0 to 65535")
            });
        } else if lo > hi {
            errs.push(|| {
                Diagnostic::error(
                    Code::EmptyRange,
                    file,
                    span(at, elem),
                    format!(
                        "range {} is empty: its low end is greater than its high end",
                        quoted()
                    ),
                )
                .with_help(format!("write {hi}-{lo}"))
            });
        } else {
            out(lo as u16, hi as u16);
        }
    }
    errs.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_skip_blanks_and_comments() {
        let t = "# head\n\n  10.0.0.0/8  # c\r\n\t1.2.3.4\n#x\n::1";
        let v: Vec<_> = elements(t).collect();
        assert_eq!(v, vec![(10, "10.0.0.0/8"), (28, "1.2.3.4"), (39, "::1")]);
        assert_eq!(&t[10..20], "10.0.0.0/8");
    }

    #[test]
    fn scans_ports() {
        let mut b = PortBuilder::default();
        let d = scan_port("53\n1000 - 1010\n0x50\n70000\n9-8\nfoo\n", "p.txt", &mut b);
        let codes: Vec<_> = d.iter().map(|d| d.code.as_str()).collect();
        assert_eq!(codes, ["out-of-range", "empty-range", "bad-set-element"]);
        let s = b.finish();
        assert_eq!(s.ports.len(), 3);
    }

    #[test]
    fn caps_errors() {
        let text = format!("192.0.2.1\n{}", "x\n".repeat(100));
        let d = scan_ip(&text, "f", &mut IpBuilder::default());
        assert!(d.iter().all(|d| d.code == "bad-set-element"));
        assert_eq!(d.len(), MAX_FILE_ERRORS);
        assert_eq!(
            d.last().unwrap().notes,
            vec!["80 more bad lines in this file are not shown"]
        );
    }

    #[test]
    fn a_file_that_is_no_set_file_is_not_quoted() {
        let text = "root:$6$secretsalt$hash:19000:0:99999:7:::\nx:y\nz:w\n10.0.0.0/8\n";
        for d in [
            scan_ip(text, "f", &mut IpBuilder::default()),
            scan_port(text, "f", &mut PortBuilder::default()),
        ] {
            assert_eq!(d.len(), 1);
            assert_eq!(d[0].span, None);
            assert!(!format!("{d:?}").contains("root"), "{d:?}");
        }
        // Long bad lines of a real set file are quoted short.
        let long = format!("10.0.0.0/8\n{}\n", "y".repeat(500));
        let d = scan_ip(&long, "f", &mut IpBuilder::default());
        assert_eq!(d.len(), 1);
        assert!(d[0].message.len() < 100, "{}", d[0].message);
    }
}
