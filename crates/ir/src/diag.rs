//! Diagnostics shared by every stage: errors and warnings as data (a typed
//! [`Code`], a file, an optional primary span, secondary [`Label`]s, help and
//! notes), rendered rustc-style by `codespan-reporting` or as JSON.
//!
//! JSON schema ([`JsonDiagnostic`]; `dropc check --format json` prints a
//! [`JsonReport`], `{"diagnostics": [...], "errors": N, "warnings": N}`):
//! `{"severity": "error"|"warning", "code": str, "message": str, "file": str,
//!   "line": u32|null, "column": u32|null, "end_line": u32|null,
//!   "end_column": u32|null, "help": str|null, "notes": [str],
//!   "labels": [{"file": str, "line": u32|null, "column": u32|null,
//!   "end_line": u32|null, "end_column": u32|null, "message": str}]}` —
//! lines and columns are 1-based, columns count characters. They are `null`
//! for a diagnostic with no place in the file (a bad `--iface`, a target
//! limit of the whole policy) or whose file could not be read. `labels`
//! (the secondary places, e.g. "first defined here") was added in schema
//! version 2 of this list; no field was renamed.

use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::{Error as FilesError, Files};
use codespan_reporting::term;
use serde::{Deserialize, Serialize};
use std::ops::Range;

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

macro_rules! codes {
    ($( $(#[doc = $doc:literal])* $variant:ident = $name:literal, )*) => {
        /// The stable identifier of a diagnostic, shown as `error[CODE]` and
        /// as `"code"` in JSON. `docs/diagnostics.md` documents every one (a
        /// test checks the table against [`Code::ALL`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Code {
            $( $(#[doc = $doc])* $variant, )*
        }

        impl Code {
            /// Every code, in the order of `docs/diagnostics.md`.
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The code as printed (`host-bits`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Code::$variant => $name,)*
                }
            }

            /// The variant's name in Rust (`HostBits`), for tests that look
            /// for its uses in the sources.
            pub const fn variant_name(self) -> &'static str {
                match self {
                    $(Code::$variant => stringify!($variant),)*
                }
            }
        }
    };
}

codes! {
    /// the text does not follow the grammar; an unclosed `{` is reported at the `{`
    Syntax = "syntax",
    /// parsing stopped after many syntax errors
    TooManyErrors = "too-many-errors",
    /// a keyword used as a set name or label
    ReservedWord = "reserved-word",
    /// an invalid IPv4/IPv6 literal
    BadAddress = "bad-address",
    /// `ADDR/LEN` (or v2 `per src/LEN`) with LEN over 32/128
    BadPrefixLength = "bad-prefix-length",
    /// a prefix with host bits set (help: the masked prefix)
    HostBits = "host-bits",
    /// port > 65535, TTL/protocol/ICMP type or code > 255, length > 65535; (v2) payload offset
    OutOfRange = "out-of-range",
    /// `LOW-HIGH` with LOW > HIGH
    EmptyRange = "empty-range",
    /// two sets with one name
    DuplicateSet = "duplicate-set",
    /// `@name` of no set (help: the nearest set)
    UnknownSet = "unknown-set",
    /// `@name` above `set name = ...`
    SetBeforeDeclaration = "set-before-declaration",
    /// a port set where an ip set is needed, or the reverse
    SetKindMismatch = "set-kind-mismatch",
    /// a `from` file that cannot be read, is not a regular file, or is over 1 GiB
    SetFileUnreadable = "set-file-unreadable",
    /// a bad line in a `from` file (points into that file)
    BadSetElement = "bad-set-element",
    /// the policy or a set file is not UTF-8 (for a set file: the offset only, no excerpt)
    InvalidUtf8 = "invalid-utf8",
    /// the policy file is 4 GiB or more
    TooLarge = "too-large",
    /// two rules with one label (`line-N` included)
    DuplicateLabel = "duplicate-label",
    /// `default` given twice
    DuplicateDefault = "duplicate-default",
    /// `not` before ip4, ip6, tcp, udp, icmp, icmp6
    CannotNegate = "cannot-negate",
    /// two different protocols in one rule
    ProtoConflict = "proto-conflict",
    /// `ip4`/`icmp` with an IPv6 literal or `ip6`/`icmp6`, and the reverse
    FamilyConflict = "family-conflict",
    /// IPv4 and IPv6 literals in one rule / packet
    MixedFamily = "mixed-family",
    /// `sport`/`dport` (or a packet port) without tcp/udp
    PortWithoutTcpUdp = "port-without-tcp-udp",
    /// `flags` without tcp
    FlagsWithoutTcp = "flags-without-tcp",
    /// `flags F/M` with a flag of F not in M
    FlagsOutsideMask = "flags-outside-mask",
    /// `type` without icmp/icmp6
    TypeWithoutIcmp = "type-without-icmp",
    /// an unknown TCP flag name
    UnknownFlag = "unknown-flag",
    /// an unknown ICMP/ICMPv6 type name
    UnknownIcmpType = "unknown-icmp-type",
    /// a packet option given twice
    DuplicateOption = "duplicate-option",
    /// `payload` without tcp, udp, icmp or icmp6 (v2)
    PayloadWithoutL4 = "payload-without-l4",
    /// an empty `payload`/`contains` value, or `0x` without digits (v2)
    EmptyValue = "empty-value",
    /// a `payload` value over 16 bytes, a `contains` value over 64 (v2)
    ValueTooLong = "value-too-long",
    /// a hex literal with an odd number of digits (v2)
    OddHexDigits = "odd-hex-digits",
    /// a character that is not a hex digit in a hex literal (v2)
    BadHex = "bad-hex",
    /// a payload mask that is a string or not as long as the value (v2)
    BadMask = "bad-mask",
    /// `over 0/UNIT` (v2)
    ZeroRate = "zero-rate",
    /// `burst 0` (v2)
    ZeroBurst = "zero-burst",
    /// a rate unit other than second, minute, hour (v2)
    UnknownUnit = "unknown-unit",
    /// two `over` in one rule (v2)
    TwoOver = "two-over",
    /// `per src/LEN` or `dst/LEN` on a rule of both families (v2)
    PerLenBothFamilies = "per-len-both-families",
    /// a `timeout` that is not an integer followed by s, m, h or d, is 0, or is over 2^32−1 sec
    BadDuration = "bad-duration",
    /// a dynamic set's `size` of 0 or over 2^32−1 (v2)
    BadSize = "bad-size",
    /// a dynamic set whose policy elements (after merging) exceed its size, per family; on ipta
    SetOverSize = "set-over-size",
    /// a dynamic set inside a `{ }` list, whose contents are fixed at compile time (v2)
    DynamicSetInList = "dynamic-set-in-list",
    /// the lowered IR failed validation (a dropc bug)
    Internal = "internal",
    /// a set no rule uses
    UnusedSet = "unused-set",
    /// an earlier rule decides every packet of this rule
    ShadowedRule = "shadowed-rule",
    /// the matches of a rule leave no packet
    NeverMatch = "never-match",
    /// a rule matches on a set with no element, or none of the rule's family (`{ }`, a `from` f
    EmptySet = "empty-set",
    /// `default drop` drops IPv6 neighbour discovery (ICMPv6 133–137) that no rule passes; the
    NdDropped = "nd-dropped",
    /// a construct the target cannot express (help: the targets that can)
    Unsupported = "unsupported",
    /// a label or set name longer than the target can load
    NameTooLong = "name-too-long",
    /// iptables: a fragment match that connection tracking may hide
    ConntrackDefrag = "conntrack-defrag",
    /// nft, iptables: `--iface` missing or not a valid interface name (no excerpt)
    BadIface = "bad-iface",
    /// nft, iptables
    IfaceName = "iface-name",
    /// iptables: two set names shorten to one ipset name (`IPSET_MAXNAMELEN` is 32)
    IpsetName = "ipset-name",
    /// xdp/tc: code generation failed (no excerpt)
    BpfCodegen = "bpf-codegen",
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A string that is no diagnostic code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a diagnostic code")]
pub struct UnknownCode(pub String);

impl std::str::FromStr for Code {
    type Err = UnknownCode;
    fn from_str(s: &str) -> Result<Code, UnknownCode> {
        Code::ALL
            .iter()
            .copied()
            .find(|c| c.as_str() == s)
            .ok_or_else(|| UnknownCode(s.to_string()))
    }
}

impl PartialEq<str> for Code {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Code {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl Serialize for Code {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Code {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Code, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A secondary place of a diagnostic: "first defined here", "shadowed by
/// this rule".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Label {
    /// The file `span` points into (usually the diagnostic's own).
    pub file: String,
    pub span: Span,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    pub severity: Severity,
    pub code: Code,
    pub message: String,
    /// The file the span points into (the policy, or a set file); for a
    /// diagnostic without a span, the policy it concerns.
    pub file: String,
    /// Where in `file`; `None` for a diagnostic that has no place in it (a
    /// command-line argument, a property of the whole policy): it is
    /// rendered without a source excerpt.
    pub span: Option<Span>,
    /// Secondary places, each with its message.
    #[serde(default)]
    pub labels: Vec<Label>,
    pub help: Option<String>,
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(code: Code, file: &str, span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            code,
            message: message.into(),
            file: file.to_string(),
            span: Some(span),
            labels: Vec::new(),
            help: None,
            notes: Vec::new(),
        }
    }
    pub fn warning(code: Code, file: &str, span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, file, span, message)
        }
    }
    /// An error about `file` that has no place in its text (rendered
    /// without a source excerpt).
    pub fn unplaced(code: Code, file: &str, message: impl Into<String>) -> Self {
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
    /// Adds a secondary label at `span` of the diagnostic's own file.
    pub fn with_label(self, span: Span, message: impl Into<String>) -> Self {
        let file = self.file.clone();
        self.with_label_in(&file, span, message)
    }
    /// Adds a secondary label at `span` of `file`.
    pub fn with_label_in(mut self, file: &str, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label {
            file: file.to_string(),
            span,
            message: message.into(),
        });
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

    /// The text of the 0-based line `index` of `src` (without its line
    /// break) and the byte offset where it starts.
    fn text<'s>(&self, src: &'s str, index: usize) -> (usize, &'s str) {
        let start = self
            .0
            .get(index)
            .copied()
            .unwrap_or(src.len())
            .min(src.len());
        let end = self
            .0
            .get(index + 1)
            .map_or(src.len(), |&e| e - 1)
            .max(start);
        let text = src.get(start..end).unwrap_or("");
        (start, text.strip_suffix('\r').unwrap_or(text))
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
    i = i.min(s.len());
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Renders a diagnostic rustc-style:
///
/// ```text
/// error[host-bits]: prefix 10.0.0.1/8 has host bits set
///   --> policy.drop:3:14
///    |
///  3 | blocked: drop src 10.0.0.1/8
///    |                   ^^^^^^^^^^
///    |
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

/// [`render`] with the file's line index already built (labels in other
/// files are not shown: see [`render_with`]).
pub fn render_in(diag: &Diagnostic, src: Option<Source>) -> String {
    render_with(diag, |f| if f == diag.file { src } else { None })
}

/// [`render`] with every file the diagnostic points into looked up by
/// `sources` (by name). Places in a file it does not know are left out.
pub fn render_with<'a>(diag: &Diagnostic, sources: impl Fn(&str) -> Option<Source<'a>>) -> String {
    let mut excerpts = Excerpts::default();
    let mut labels = Vec::new();
    let places = diag
        .span
        .map(|s| (cs::LabelStyle::Primary, diag.file.as_str(), s, ""))
        .into_iter()
        .chain(diag.labels.iter().map(|l| {
            (
                cs::LabelStyle::Secondary,
                l.file.as_str(),
                l.span,
                l.message.as_str(),
            )
        }));
    for (style, file, span, message) in places {
        if let Some(id) = excerpts.file(file, &sources) {
            let range = excerpts.0[id].clip(span);
            labels.push((style, id, range, message));
        }
    }
    for (id, e) in excerpts.0.iter_mut().enumerate() {
        let ranges: Vec<Range<usize>> = labels
            .iter()
            .filter(|l| l.1 == id)
            .map(|l| l.2.clone())
            .collect();
        e.build(&ranges);
    }
    let primary = diag.span.is_some()
        && labels
            .first()
            .is_some_and(|l| l.0 == cs::LabelStyle::Primary);
    let labels = labels
        .into_iter()
        .map(|(style, id, range, message)| {
            let range = excerpts.0[id].to_virtual(range.clone());
            cs::Label::new(style, id, range).with_message(message)
        })
        .collect();
    let notes = diag
        .notes
        .iter()
        .map(|n| format!("note: {n}"))
        .chain(diag.help.iter().map(|h| format!("help: {h}")))
        .collect();
    let severity = match diag.severity {
        Severity::Error => cs::Severity::Error,
        Severity::Warning => cs::Severity::Warning,
    };
    let d = cs::Diagnostic::new(severity)
        .with_code(diag.code.as_str())
        .with_message(&diag.message)
        .with_labels(labels)
        .with_notes(notes);
    let config = term::Config {
        chars: term::Chars::ascii(),
        start_context_lines: CONTEXT,
        end_context_lines: CONTEXT,
        ..term::Config::default()
    };
    let (out, placed) = match term::emit_into_string(&config, &excerpts, &d) {
        Ok(out) => (out, primary),
        // The excerpts answer every question the renderer asks; should one
        // not, the diagnostic is still said, naming its file only.
        Err(e) => (
            format!(
                "{}[{}]: {}\n = note: {e}\n",
                severity_word(diag.severity),
                diag.code,
                diag.message
            ),
            false,
        ),
    };
    // No trailing blanks (the renderer pads empty border lines), and no
    // blank line after the diagnostic: callers separate diagnostics.
    let mut out: String = out
        .trim_end()
        .lines()
        .map(|l| format!("{}\n", l.trim_end()))
        .collect();
    if !placed {
        // No place in the file (or its text is unknown): name the file
        // under the header, as the excerpt's `-->` line would, and align
        // the notes with it.
        let mut lines = out.lines();
        let header = lines.next().unwrap_or_default();
        let rest: String = lines.map(|l| format!("  {l}\n")).collect();
        out = format!("{header}\n  --> {}\n{rest}", diag.file);
    }
    out
}

fn severity_word(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
    }
}

/// Lines of context shown after the start and before the end of a span
/// over several lines.
const CONTEXT: usize = 1;

/// The files of one diagnostic, each cut down to the lines it shows.
#[derive(Default)]
struct Excerpts<'a>(Vec<Excerpt<'a>>);

impl<'a> Excerpts<'a> {
    /// The id of `file`, if its text is known.
    fn file(&mut self, file: &str, sources: &impl Fn(&str) -> Option<Source<'a>>) -> Option<usize> {
        if let Some(k) = self.0.iter().position(|e| e.name == file) {
            return Some(k);
        }
        let src = sources(file)?;
        self.0.push(Excerpt {
            name: file.to_string(),
            src,
            text: String::new(),
            lines: Vec::new(),
        });
        Some(self.0.len() - 1)
    }
}

/// The lines of one file a diagnostic shows, each at most `excerpt`
/// characters (cut with `…` around the labels), in a small text of their
/// own: a label in a million-line set file costs its lines, not the file.
/// Line numbers and columns are those of the real file.
struct Excerpt<'a> {
    name: String,
    src: Source<'a>,
    /// The shown lines, each followed by `\n`.
    text: String,
    lines: Vec<Shown>,
}

/// One line of an [`Excerpt`].
struct Shown {
    /// 0-based line index in the real file.
    index: usize,
    /// Where the line is in the excerpt's text (without its `\n`).
    range: Range<usize>,
    /// The real byte offsets of the window shown.
    window: Range<usize>,
    /// Bytes of the `…` before the window (0 when the line starts it).
    lead: usize,
    /// Where the real line starts.
    line_start: usize,
}

impl Excerpt<'_> {
    /// `span` as a real byte range on char boundaries, its end moved back
    /// to the end of its last line when it ends right after a line break.
    fn clip(&self, span: Span) -> Range<usize> {
        let text = self.src.text;
        let start = floor_char_boundary(text, span.start as usize);
        let mut end = floor_char_boundary(text, span.end as usize).max(start);
        if end > start && text.as_bytes()[end - 1] == b'\n' {
            end -= 1;
            if end > start && text.as_bytes()[end - 1] == b'\r' {
                end -= 1;
            }
        }
        start..end
    }

    fn line_of(&self, pos: usize) -> usize {
        (self.src.lines.line(pos as u32) as usize).saturating_sub(1)
    }

    /// Builds the text of the lines that `ranges` (this file's labels,
    /// primary first, real offsets from [`Excerpt::clip`]) show.
    fn build(&mut self, ranges: &[Range<usize>]) {
        use std::collections::BTreeMap;
        let src = self.src;
        let last = src.lines.0.len().saturating_sub(1);
        // Each shown line, with the label position its window must show:
        // (characters before it on the line, its width in characters).
        let mut shown: BTreeMap<usize, Option<(usize, usize)>> = BTreeMap::new();
        for r in ranges {
            let (s, e) = (self.line_of(r.start), self.line_of(r.end));
            let (s_start, s_text) = src.lines.text(src.text, s);
            let before = src.text[s_start..r.start.max(s_start)].chars().count();
            let on_line = r.end.min(s_start + s_text.len()).max(r.start);
            let width = src.text[r.start..on_line].chars().count().max(1);
            let focus = shown.entry(s).or_insert(None);
            focus.get_or_insert((before, width));
            if e != s {
                let (e_start, _) = src.lines.text(src.text, e);
                let before = src.text[e_start..r.end.max(e_start)].chars().count();
                shown
                    .entry(e)
                    .or_insert(None)
                    .get_or_insert((before.saturating_sub(1), 1));
            }
            // The neighbours and the context lines the renderer may show.
            let near = s.saturating_sub(1)..=(s + CONTEXT + 1).min(e).max(s + 1);
            let far = e.saturating_sub(CONTEXT + 1).max(s)..=e + 1;
            for k in near.chain(far).filter(|&k| k <= last) {
                shown.entry(k).or_insert(None);
            }
        }
        for (index, focus) in shown {
            let (line_start, full) = src.lines.text(src.text, index);
            let skip = match focus {
                Some((before, width)) if before + width > src.excerpt => before,
                _ => 0,
            };
            let byte_at = |chars: usize| {
                full.char_indices()
                    .nth(chars)
                    .map_or(full.len(), |(b, _)| b)
            };
            let window = byte_at(skip)..byte_at(skip + src.excerpt);
            let start = self.text.len();
            let lead = if skip > 0 { '…'.len_utf8() } else { 0 };
            if skip > 0 {
                self.text.push('…');
            }
            self.text.push_str(&full[window.clone()]);
            if window.end < full.len() {
                self.text.push('…');
            }
            self.lines.push(Shown {
                index,
                range: start..self.text.len(),
                window: line_start + window.start..line_start + window.end,
                lead,
                line_start,
            });
            self.text.push('\n');
        }
    }

    /// The shown line of real 0-based line `index`.
    fn shown(&self, index: usize) -> Option<&Shown> {
        let k = self.lines.binary_search_by_key(&index, |l| l.index).ok()?;
        self.lines.get(k)
    }

    fn to_virtual(&self, range: Range<usize>) -> Range<usize> {
        self.virt(range.start)..self.virt(range.end)
    }

    /// The excerpt offset of real offset `pos`, clamped to its line's window.
    fn virt(&self, pos: usize) -> usize {
        let Some(l) = self.shown(self.line_of(pos)) else {
            return self.text.len();
        };
        let pos = pos.clamp(l.window.start, l.window.end);
        (l.range.start + l.lead + (pos - l.window.start)).min(l.range.end)
    }
}

impl<'f> Files<'f> for Excerpts<'_> {
    type FileId = usize;
    type Name = &'f str;
    type Source = &'f str;

    fn name(&'f self, id: usize) -> Result<&'f str, FilesError> {
        Ok(&self.get(id)?.name)
    }

    fn source(&'f self, id: usize) -> Result<&'f str, FilesError> {
        Ok(&self.get(id)?.text)
    }

    fn line_index(&'f self, id: usize, byte: usize) -> Result<usize, FilesError> {
        let e = self.get(id)?;
        let k = e.lines.partition_point(|l| l.range.start <= byte);
        Ok(e.lines.get(k.saturating_sub(1)).map_or(0, |l| l.index))
    }

    fn line_range(&'f self, id: usize, index: usize) -> Result<Range<usize>, FilesError> {
        let e = self.get(id)?;
        // A line not shown (inside a long span) is empty: the renderer
        // only shows the lines the excerpt holds.
        Ok(e.shown(index)
            .map_or(e.text.len()..e.text.len(), |l| l.range.clone()))
    }

    fn column_number(&'f self, id: usize, index: usize, byte: usize) -> Result<usize, FilesError> {
        let e = self.get(id)?;
        let Some(l) = e.shown(index) else {
            return Ok(1);
        };
        let real = (l.window.start + byte.saturating_sub(l.range.start + l.lead)).min(l.window.end);
        Ok(e.src.text[l.line_start..real].chars().count() + 1)
    }
}

impl Excerpts<'_> {
    fn get(&self, id: usize) -> Result<&Excerpt<'_>, FilesError> {
        self.0.get(id).ok_or(FilesError::FileMissing)
    }
}

/// The place of a span as JSON fields: 1-based line, column, end line and
/// end column, or all `None`.
type Place = (Option<u32>, Option<u32>, Option<u32>, Option<u32>);

fn place(src: Option<Source>, span: Option<Span>) -> Place {
    match src.zip(span) {
        Some((Source { text, lines, .. }, span)) => {
            let (l, c) = lines.line_col(text, span.start as usize);
            let (el, ec) = lines.line_col(text, span.end as usize);
            (Some(l), Some(c), Some(el), Some(ec))
        }
        None => (None, None, None, None),
    }
}

/// One diagnostic in JSON (schema in the module docs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JsonDiagnostic {
    pub severity: Severity,
    pub code: Code,
    pub message: String,
    pub file: String,
    pub line: Option<u32>,
    pub column: Option<u32>,
    pub end_line: Option<u32>,
    pub end_column: Option<u32>,
    pub help: Option<String>,
    pub notes: Vec<String>,
    /// The secondary places (added to the schema; absent in older output).
    #[serde(default)]
    pub labels: Vec<JsonLabel>,
}

/// A secondary place of a [`JsonDiagnostic`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JsonLabel {
    pub file: String,
    pub line: Option<u32>,
    pub column: Option<u32>,
    pub end_line: Option<u32>,
    pub end_column: Option<u32>,
    pub message: String,
}

/// What `dropc check --format json` prints.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JsonReport {
    pub diagnostics: Vec<JsonDiagnostic>,
    pub errors: usize,
    pub warnings: usize,
}

impl JsonDiagnostic {
    /// `diag` with its places resolved in the files `sources` knows.
    pub fn new<'a>(diag: &Diagnostic, sources: impl Fn(&str) -> Option<Source<'a>>) -> Self {
        let (line, column, end_line, end_column) = place(sources(&diag.file), diag.span);
        let labels = diag
            .labels
            .iter()
            .map(|l| {
                let (line, column, end_line, end_column) = place(sources(&l.file), Some(l.span));
                JsonLabel {
                    file: l.file.clone(),
                    line,
                    column,
                    end_line,
                    end_column,
                    message: l.message.clone(),
                }
            })
            .collect();
        JsonDiagnostic {
            severity: diag.severity,
            code: diag.code,
            message: diag.message.clone(),
            file: diag.file.clone(),
            line,
            column,
            end_line,
            end_column,
            help: diag.help.clone(),
            notes: diag.notes.clone(),
            labels,
        }
    }
}

/// The JSON form of one diagnostic whose places are all in `src`, the text
/// of its file.
pub fn to_json(diag: &Diagnostic, src: Option<&str>) -> JsonDiagnostic {
    let lines = src.map(LineIndex::new);
    let src = with_index(src, lines.as_ref());
    JsonDiagnostic::new(diag, |f| if f == diag.file { src } else { None })
}

/// The candidate closest to `name` (Levenshtein distance, `strsim`), if it
/// is close enough to be a likely typo.
pub fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (strsim::levenshtein(name, c), c))
        .filter(|(d, c)| *d <= (name.len().max(c.len()) / 3).max(1) + 1)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests;
