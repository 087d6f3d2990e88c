//! Diagnostics shared by every stage: errors and warnings with a file, a span
//! and optional help, rendered rustc-style or as JSON.
//!
//! JSON schema (one object per diagnostic, `dropc check --format json` prints
//! `{"diagnostics": [...], "errors": N, "warnings": N}`):
//! `{"severity": "error"|"warning", "code": str, "message": str, "file": str,
//!   "line": u32|null, "column": u32|null, "end_line": u32|null,
//!   "end_column": u32|null, "help": str|null, "notes": [str]}` — lines and
//! columns are 1-based, columns count characters. They are `null` for a
//! diagnostic with no place in the file (a bad `--iface`, a target limit of
//! the whole policy) or whose file could not be read.

use serde::{Deserialize, Serialize};

/// A byte range `start..end` in one source file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    pub severity: Severity,
    /// A short stable identifier, e.g. `host-bits`, `unknown-set`.
    pub code: String,
    pub message: String,
    /// The file the span points into (the policy, or a set file); for a
    /// diagnostic without a span, the policy it concerns.
    pub file: String,
    /// Where in `file`; `None` for a diagnostic that has no place in it (a
    /// command-line argument, a property of the whole policy): it is
    /// rendered without a source excerpt.
    pub span: Option<Span>,
    pub help: Option<String>,
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(code: &str, file: &str, span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            code: code.to_string(),
            message: message.into(),
            file: file.to_string(),
            span: Some(span),
            help: None,
            notes: Vec::new(),
        }
    }
    pub fn warning(code: &str, file: &str, span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, file, span, message)
        }
    }
    /// An error about `file` that has no place in its text (rendered
    /// without a source excerpt).
    pub fn unplaced(code: &str, file: &str, message: impl Into<String>) -> Self {
        Diagnostic {
            span: None,
            ..Diagnostic::error(code, file, Span::default(), message)
        }
    }
    /// The byte offset diagnostics are sorted by: the span's start, or 0.
    pub fn anchor(&self) -> u32 {
        self.span.map_or(0, |s| s.start)
    }
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// 1-based line and column (in characters) of byte offset `pos` in `src`.
/// Scans `src` up to `pos`: for many positions in one text, use a
/// [`LineIndex`].
pub fn line_col(src: &str, pos: usize) -> (u32, u32) {
    let pos = floor_char_boundary(src, pos.min(src.len()));
    let before = &src[..pos];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = src[line_start..pos].chars().count() + 1;
    (line as u32, col as u32)
}

/// The byte offsets where the lines of one text start: line lookups in
/// O(log lines), so that rendering many diagnostics of a file stays linear.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineIndex(Vec<usize>);

impl LineIndex {
    pub fn new(src: &str) -> Self {
        let mut v = vec![0];
        v.extend(src.match_indices('\n').map(|(k, _)| k + 1));
        LineIndex(v)
    }

    /// The 1-based line of byte offset `pos`.
    pub fn line(&self, pos: u32) -> u32 {
        self.0.partition_point(|&s| s <= pos as usize) as u32
    }

    /// 1-based line and column (in characters) of byte offset `pos` in
    /// `src`, the text this index was built from.
    pub fn line_col(&self, src: &str, pos: usize) -> (u32, u32) {
        let pos = floor_char_boundary(src, pos.min(src.len()));
        let line = self.line(pos as u32).max(1);
        let line_start = self.0.get(line as usize - 1).copied().unwrap_or(0).min(pos);
        let col = src.get(line_start..pos).map_or(0, |t| t.chars().count()) + 1;
        (line, col as u32)
    }
}

/// A source text and its line index.
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    pub text: &'a str,
    pub lines: &'a LineIndex,
    /// Most characters of a line shown in an excerpt ([`EXCERPT`] for a
    /// policy; less for a set file, which may be any file).
    pub excerpt: usize,
}

/// Most characters of a policy line shown in an excerpt.
pub const EXCERPT: usize = 200;

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Renders a diagnostic rustc-style:
///
/// ```text
/// error: prefix 10.0.0.1/8 has host bits set
///   --> policy.drop:3:14
///    |
///  3 | blocked: drop src 10.0.0.1/8
///    |                   ^^^^^^^^^^
///    = help: did you mean 10.0.0.0/8?
/// ```
///
/// `src` is the text of `diag.file`, if it could be read. A diagnostic
/// without a span, or whose file could not be read, names only the file.
pub fn render(diag: &Diagnostic, src: Option<&str>) -> String {
    let lines = src.map(LineIndex::new);
    render_in(diag, with_index(src, lines.as_ref()))
}

fn with_index<'a>(src: Option<&'a str>, lines: Option<&'a LineIndex>) -> Option<Source<'a>> {
    src.zip(lines).map(|(text, lines)| Source {
        text,
        lines,
        excerpt: EXCERPT,
    })
}

/// [`render`] with the file's line index already built.
pub fn render_in(diag: &Diagnostic, src: Option<Source>) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let sev = match diag.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let _ = writeln!(out, "{sev}[{}]: {}", diag.code, diag.message);
    match src.zip(diag.span) {
        Some((
            Source {
                text: src,
                lines,
                excerpt,
            },
            span,
        )) => {
            let (line, col) = lines.line_col(src, span.start as usize);
            let _ = writeln!(out, "  --> {}:{}:{}", diag.file, line, col);
            let start = floor_char_boundary(src, (span.start as usize).min(src.len()));
            let line_start = src[..start].rfind('\n').map_or(0, |i| i + 1);
            let line_end = src[start..].find('\n').map_or(src.len(), |i| start + i);
            let end = floor_char_boundary(src, (span.end as usize).clamp(start, line_end));
            let full = src[line_start..line_end].trim_end_matches('\r');
            // The window of the line shown: from its start, or from the
            // span when the span would end past `excerpt` characters.
            let before = src[line_start..start].chars().count();
            let width = src[start..end].chars().count().max(1);
            let skip = if before + width <= excerpt { 0 } else { before };
            let mut text: String = full.chars().skip(skip).take(excerpt).collect();
            if full.chars().count() > skip + excerpt {
                text.push('…');
            }
            let mut indent: String = src[line_start..start]
                .chars()
                .skip(skip)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            if skip > 0 {
                text.insert(0, '…');
                indent.insert(0, ' ');
            }
            let gutter = line.to_string().len();
            let pad = " ".repeat(gutter);
            let width = width.min(excerpt);
            let _ = writeln!(out, "{pad} |");
            let _ = writeln!(out, "{line} | {text}");
            let _ = writeln!(out, "{pad} | {indent}{}", "^".repeat(width));
            for n in &diag.notes {
                let _ = writeln!(out, "{pad} = note: {n}");
            }
            if let Some(h) = &diag.help {
                let _ = writeln!(out, "{pad} = help: {h}");
            }
        }
        None => {
            let _ = writeln!(out, "  --> {}", diag.file);
            for n in &diag.notes {
                let _ = writeln!(out, "   = note: {n}");
            }
            if let Some(h) = &diag.help {
                let _ = writeln!(out, "   = help: {h}");
            }
        }
    }
    out
}

/// The JSON form of one diagnostic (schema in the module docs).
pub fn to_json(diag: &Diagnostic, src: Option<&str>) -> serde_json::Value {
    let lines = src.map(LineIndex::new);
    to_json_in(diag, with_index(src, lines.as_ref()))
}

/// [`to_json`] with the file's line index already built.
pub fn to_json_in(diag: &Diagnostic, src: Option<Source>) -> serde_json::Value {
    let (line, col, end_line, end_col) = match src.zip(diag.span) {
        Some((Source { text: s, lines, .. }, span)) => {
            let (l, c) = lines.line_col(s, span.start as usize);
            let (el, ec) = lines.line_col(s, span.end as usize);
            (Some(l), Some(c), Some(el), Some(ec))
        }
        None => (None, None, None, None),
    };
    serde_json::json!({
        "severity": diag.severity,
        "code": diag.code,
        "message": diag.message,
        "file": diag.file,
        "line": line,
        "column": col,
        "end_line": end_line,
        "end_column": end_col,
        "help": diag.help,
        "notes": diag.notes,
    })
}

/// Levenshtein distance, for "did you mean" help.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The candidate closest to `name`, if it is close enough to be a likely typo.
pub fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (edit_distance(name, c), c))
        .filter(|(d, c)| *d <= (name.len().max(c.len()) / 3).max(1) + 1)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_caret_under_span() {
        let src = "default pass\nblocked: drop src 10.0.0.1/8\n";
        let start = src.find("10.0.0.1").unwrap();
        let d = Diagnostic::error(
            "host-bits",
            "p.drop",
            Span::new(start, start + 10),
            "host bits set",
        )
        .with_help("did you mean 10.0.0.0/8?");
        let r = render(&d, Some(src));
        assert!(r.contains("--> p.drop:2:19"), "{r}");
        assert!(r.contains("2 | blocked: drop src 10.0.0.1/8"), "{r}");
        assert!(r.contains("  |                   ^^^^^^^^^^\n"), "{r}");
        assert!(r.contains("= help: did you mean 10.0.0.0/8?"), "{r}");
    }

    #[test]
    fn unplaced_has_no_excerpt() {
        let src = "default pass\n";
        let d = Diagnostic::unplaced("bad-iface", "p.drop", "`a/b` is not a valid interface name")
            .with_help("an interface name has no `/`");
        let r = render(&d, Some(src));
        assert_eq!(
            r,
            "error[bad-iface]: `a/b` is not a valid interface name\n  --> p.drop\n   = help: an interface name has no `/`\n"
        );
        let j = to_json(&d, Some(src));
        assert!(j["line"].is_null() && j["column"].is_null(), "{j}");
    }

    #[test]
    fn line_index_agrees_with_scanning() {
        let src = "ab\n\nçd\te\n";
        let idx = LineIndex::new(src);
        for pos in 0..=src.len() + 2 {
            assert_eq!(idx.line_col(src, pos), line_col(src, pos), "{pos}");
        }
    }

    #[test]
    fn suggests_nearest() {
        assert_eq!(
            did_you_mean("blocklst", ["blocklist", "flood"]),
            Some("blocklist")
        );
        assert_eq!(did_you_mean("zzz", ["blocklist", "flood"]), None);
    }
}
