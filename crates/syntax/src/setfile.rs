//! `set NAME = ip|port from "PATH"`: reading and scanning set files.
//!
//! A set file holds one element per line, with blank lines and `#` comments.
//! Files of a million prefixes are normal, so this is a hand-written line
//! scanner (`str::split` on `\n` is memchr-accelerated) that hands each
//! element to the standard library's address parsers, not a parser
//! combinator per character.

use crate::parse::lex::parse_ip;
use crate::sets::{prefix_range, AddrRange, IpBuilder, PortBuilder};
use dropc_ir::{Diagnostic, Span};
use std::path::{Path, PathBuf};

/// At most this many bad elements of one file are reported.
const MAX_FILE_ERRORS: usize = 20;

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

/// Reads a set file: a regular file (not a device or pipe, which could
/// block or never end) smaller than 4 GiB (spans are 32-bit).
pub(crate) fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::{Error, ErrorKind, Read};
    let mut f = std::fs::File::open(path)?;
    let meta = f.metadata()?;
    if !meta.is_file() {
        return Err(Error::new(ErrorKind::InvalidInput, "not a regular file"));
    }
    if meta.len() >= u32::MAX as u64 {
        return Err(Error::new(ErrorKind::InvalidInput, "larger than 4 GiB"));
    }
    let mut buf = Vec::with_capacity(meta.len() as usize);
    f.read_to_end(&mut buf)?;
    if buf.len() >= u32::MAX as usize {
        return Err(Error::new(ErrorKind::InvalidInput, "larger than 4 GiB"));
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
/// [`MAX_FILE_ERRORS`] and counting the rest.
struct Errors {
    diags: Vec<Diagnostic>,
    dropped: usize,
}

impl Errors {
    fn new() -> Self {
        Errors {
            diags: Vec::new(),
            dropped: 0,
        }
    }

    /// Records the diagnostic `make` builds (only built when it is shown:
    /// a file of a million bad lines stays fast).
    fn push(&mut self, make: impl FnOnce() -> Diagnostic) {
        if self.diags.len() < MAX_FILE_ERRORS {
            self.diags.push(make());
        } else {
            self.dropped += 1;
        }
    }

    fn finish(mut self) -> Vec<Diagnostic> {
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
    let mut errs = Errors::new();
    for (at, elem) in elements(text) {
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
            errs.push(|| {
                Diagnostic::error(
                    "bad-set-element",
                    file,
                    span(at, elem),
                    format!("invalid IP address or prefix `{elem}`"),
                )
                .with_help("an ip set file holds one address or prefix per line, like 192.0.2.0/24 or 2001:db8::/32")
            });
            continue;
        };
        match prefix_range(addr, len) {
            Ok(r) => out(r),
            Err(e) => errs.push(|| e.diagnostic(file, span(at, elem), elem)),
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
    let mut errs = Errors::new();
    for (at, elem) in elements(text) {
        let (lo, hi) = match elem.split_once('-') {
            Some((a, b)) => (parse_num(a), parse_num(b)),
            None => {
                let n = parse_num(elem);
                (n, n)
            }
        };
        let (Some(lo), Some(hi)) = (lo, hi) else {
            errs.push(|| {
                Diagnostic::error(
                    "bad-set-element",
                    file,
                    span(at, elem),
                    format!("invalid port or port range `{elem}`"),
                )
                .with_help("a port set file holds one port (`53`) or range (`1024-2047`) per line")
            });
            continue;
        };
        if hi > 65535 || lo > 65535 {
            errs.push(|| {
                Diagnostic::error(
                    "out-of-range",
                    file,
                    span(at, elem),
                    format!("port `{elem}` is out of range"),
                )
                .with_help("valid ports are 0 to 65535")
            });
        } else if lo > hi {
            errs.push(|| {
                Diagnostic::error(
                    "empty-range",
                    file,
                    span(at, elem),
                    format!(
                        "range {} is empty: its low end is greater than its high end",
                        crate::check::clip(elem)
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
        let text = "x\n".repeat(100);
        let d = scan_ip(&text, "f", &mut IpBuilder::default());
        assert!(d.iter().all(|d| d.code == "bad-set-element"));
        assert_eq!(d.len(), MAX_FILE_ERRORS);
        assert_eq!(
            d.last().unwrap().notes,
            vec!["80 more bad lines in this file are not shown"]
        );
    }
}
