//! The front end of dropc: the policy language of spec §2–§4 and §6.
//!
//! [`load_file`] / [`load_str`] parse a `.drop` file ([`parse`], nom-based,
//! producing the span-carrying [`ast`]), read its set files (a fast line
//! scanner), lower everything to the IR ([`dropc_ir::Policy`]) with every
//! semantic check reported as a [`Diagnostic`], run the shadowing analysis
//! and finally [`dropc_ir::validate`]. [`parse_packet`] parses the packet
//! syntax of `expect` lines for `dropc explain`.
//!
//! Decisions where the spec is silent:
//!
//! - Blanks are space, tab and CR (CRLF files work). Labels are `NAME:`
//!   (blanks allowed before the colon); keywords cannot be labels or set
//!   names, flag and ICMP type names are not keywords. Rule names and
//!   `line-N` use the line of the rule's first token; `line-N` names take
//!   part in the duplicate-label check.
//! - Numbers: decimal or `0x`/`0X` hex; a number glued to a letter, `.` or
//!   `:` is an error (`22a`). Ranges allow blanks around `-`.
//! - Lists: commas required, a trailing comma and an empty list `{ }` are
//!   allowed (an empty set matches nothing). `@set` may appear in named set
//!   bodies too (union with an earlier set of the same kind).
//! - `proto 6` / `proto 17` count as `tcp` / `udp` (ports, flags); the same
//!   protocol twice is fine, two different positive protocols are an error;
//!   `not proto N` does not say tcp/udp. `proto 1` / `proto 58` imply no
//!   family; `type` needs the rule to be ICMP of its family (`icmp`, `icmp6`,
//!   or `proto 1` + IPv4 only, `proto 58` + IPv6 only).
//! - A `{ }` list of one match with both IPv4 and IPv6 literals is a
//!   `mixed-family` error too (spec: literals decide the family); the help
//!   suggests a set. `flags F/M` with a flag of F outside M is an error.
//! - Each literal or list operand becomes its own anonymous set; the arena
//!   holds sets in the order met (named sets at their declaration). Unused
//!   named sets stay in the arena.
//! - Packets: ports are optional for tcp/udp; `fragment` is a first
//!   fragment, `fragment later` a later one (ports may still be given);
//!   each option at most once; IPv6 endpoints need brackets.
//! - Set files: `#` starts a comment anywhere on a line; at most 20 bad
//!   lines per file are reported (a note counts the rest). At most 200
//!   syntax errors per policy. Quoted user text in messages is cut at 60
//!   characters. Unused-set warnings are left out when the file has syntax
//!   errors, shadowing warnings when it has any error.
//!
//! Every diagnostic has a stable `code`:
//!
//! | code | severity | what |
//! |---|---|---|
//! | `syntax` | error | the text does not follow the grammar |
//! | `too-many-errors` | error | parsing stopped after many syntax errors |
//! | `reserved-word` | error | a keyword used as a set name or label |
//! | `bad-address` | error | an invalid IPv4/IPv6 literal |
//! | `bad-prefix-length` | error | `ADDR/LEN` (or v2 `per src/LEN`) with LEN over 32/128 |
//! | `host-bits` | error | a prefix with host bits set (help: the masked prefix) |
//! | `out-of-range` | error | port > 65535, TTL/protocol/ICMP type or code > 255, length > 65535; (v2) payload offset > 1400, `times 0` |
//! | `empty-range` | error | `LOW-HIGH` with LOW > HIGH |
//! | `duplicate-set` | error | two sets with one name |
//! | `unknown-set` | error | `@name` of no set (help: the nearest set) |
//! | `set-before-declaration` | error | `@name` above `set name = ...` |
//! | `set-kind-mismatch` | error | a port set where an ip set is needed, or the reverse |
//! | `set-file-unreadable` | error | a `from` file that cannot be read |
//! | `bad-set-element` | error | a bad line in a `from` file (points into that file) |
//! | `invalid-utf8` | error | the policy or a set file is not UTF-8 |
//! | `duplicate-label` | error | two rules with one label (`line-N` included) |
//! | `duplicate-default` | error | `default` given twice |
//! | `cannot-negate` | error | `not` before ip4, ip6, tcp, udp, icmp, icmp6 |
//! | `proto-conflict` | error | two different protocols in one rule |
//! | `family-conflict` | error | `ip4`/`icmp` with an IPv6 literal or `ip6`/`icmp6`, and the reverse |
//! | `mixed-family` | error | IPv4 and IPv6 literals in one rule / packet |
//! | `port-without-tcp-udp` | error | `sport`/`dport` (or a packet port) without tcp/udp |
//! | `flags-without-tcp` | error | `flags` without tcp |
//! | `flags-outside-mask` | error | `flags F/M` with a flag of F not in M |
//! | `type-without-icmp` | error | `type` without icmp/icmp6 |
//! | `unknown-flag` | error | an unknown TCP flag name |
//! | `unknown-icmp-type` | error | an unknown ICMP/ICMPv6 type name |
//! | `duplicate-option` | error | a packet option given twice |
//! | `payload-without-l4` | error | `payload` without tcp, udp, icmp or icmp6 (v2) |
//! | `empty-value` | error | an empty `payload`/`contains` value, or `0x` without digits (v2) |
//! | `value-too-long` | error | a `payload` value over 16 bytes, a `contains` value over 64 (v2) |
//! | `odd-hex-digits` | error | a hex literal with an odd number of digits (v2) |
//! | `bad-hex` | error | a character that is not a hex digit in a hex literal (v2) |
//! | `bad-mask` | error | a payload mask that is a string or not as long as the value (v2) |
//! | `zero-rate` | error | `over 0/UNIT` (v2) |
//! | `zero-burst` | error | `burst 0` (v2) |
//! | `unknown-unit` | error | a rate unit other than second, minute, hour (v2) |
//! | `two-over` | error | two `over` in one rule (v2) |
//! | `per-len-both-families` | error | `per src/LEN` or `dst/LEN` on a rule of both families (v2) |
//! | `bad-duration` | error | a `timeout` that is no integer with s, m, h or d, is 0, or too long (v2) |
//! | `bad-size` | error | a dynamic set's `size` of 0 or over 2^32−1 (v2) |
//! | `set-over-size` | error | a dynamic set's policy elements exceed its size (v2) |
//! | `dynamic-set-in-list` | error | a dynamic set inside a `{ }` list (v2) |
//! | `internal` | error | the lowered IR failed validation (a dropc bug) |
//! | `too-large` | error | the policy file is 4 GiB or more |
//! | `unused-set` | warning | a set no rule uses |
//! | `shadowed-rule` | warning | an earlier rule decides every packet of this rule |
//! | `never-match` | warning | a rule's matches contradict (`dport 53 dport 54`), or a layer 4 match needs a later fragment |
//! | `empty-set` | warning | a rule matches on a set with no element (of its family) |
//! | `nd-dropped` | warning | `default drop` drops IPv6 neighbour discovery that no rule passes |
//!
//! The codes of every stage (front end, targets) are listed in
//! `docs/diagnostics.md`; a test keeps that list and the code in step.

// `Diagnostic` is the error type throughout (and of the public API).
#![allow(clippy::result_large_err)]

pub mod ast;
mod check;
mod lints;
mod lower;
mod packet;
pub mod parse;
mod setfile;
mod sets;

use dropc_ir::diag::{LineIndex, Source};
use dropc_ir::{Code, Diagnostic, PacketSpec, Span, ValidPolicy};
use std::collections::HashMap;
use std::path::Path;
use std::sync::OnceLock;

pub use check::{ICMP4_TYPES, ICMP6_TYPES, TCP_FLAGS};
pub use packet::PACKET_FILE;
pub use parse::keyword::Keyword;
pub use parse::lex::{is_keyword, keywords};

/// Text of every file read (policy + set files), for rendering diagnostics.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: HashMap<String, SourceText>,
}

/// One file of a [`SourceMap`].
#[derive(Clone, Debug)]
struct SourceText {
    text: String,
    /// Built on first use.
    lines: OnceLock<LineIndex>,
    /// Most characters of a line shown in an excerpt.
    excerpt: usize,
}

impl SourceMap {
    /// The text of `file` (as named in [`Diagnostic::file`]). Files that were
    /// not valid UTF-8 are held with invalid bytes replaced (the offsets up to
    /// the first invalid byte are unchanged).
    pub fn get(&self, file: &str) -> Option<&str> {
        self.files.get(file).map(|f| f.text.as_str())
    }

    /// The text of `file` with its line index.
    pub fn source(&self, file: &str) -> Option<Source<'_>> {
        self.files.get(file).map(|f| Source {
            text: &f.text,
            lines: f.lines.get_or_init(|| LineIndex::new(&f.text)),
            excerpt: f.excerpt,
        })
    }

    /// `d` rendered rustc-style against the files it points into.
    pub fn render(&self, d: &Diagnostic) -> String {
        dropc_ir::diag::render_with(d, |f| self.source(f))
    }

    /// `d` in JSON, its places resolved in the files it points into.
    pub fn json(&self, d: &Diagnostic) -> dropc_ir::diag::JsonDiagnostic {
        dropc_ir::diag::JsonDiagnostic::new(d, |f| self.source(f))
    }

    /// Adds (or replaces) the text of `file`, e.g. a packet given on the
    /// command line to render a [`parse_packet`] diagnostic.
    pub fn insert(&mut self, file: impl Into<String>, text: impl Into<String>) {
        self.insert_with(file.into(), text.into(), dropc_ir::diag::EXCERPT);
    }

    fn insert_with(&mut self, file: String, text: String, excerpt: usize) {
        let lines = OnceLock::new();
        self.files.insert(
            file,
            SourceText {
                text,
                lines,
                excerpt,
            },
        );
    }
}

/// The result of loading a policy.
#[derive(Debug)]
pub struct Loaded {
    /// The validated policy; `Some` only when no diagnostic is an error.
    pub policy: Option<ValidPolicy>,
    /// Errors and warnings, in file order.
    pub diagnostics: Vec<Diagnostic>,
    pub sources: SourceMap,
}

impl Loaded {
    /// True when some diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }

    /// Every diagnostic rendered rustc-style, in order.
    pub fn render(&self) -> String {
        self.diagnostics
            .iter()
            .map(|d| self.sources.render(d))
            .collect()
    }
}

/// Loads the policy file at `path`. Err only when the policy file itself
/// cannot be read (CLI exit 2): also when it is not a regular file (a FIFO,
/// a device: never blocks) or is over 1 GiB. Invalid UTF-8, errors in set
/// files etc. are diagnostics. Relative set file paths resolve against the
/// policy's directory.
pub fn load_file(path: &Path) -> std::io::Result<Loaded> {
    let bytes = setfile::read(path)?;
    let name = path.display().to_string();
    let base = path.parent().unwrap_or(Path::new(""));
    Ok(match String::from_utf8(bytes) {
        Ok(text) => load_text(&name, text, base),
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let len = e.utf8_error().error_len().unwrap_or(1);
            let d = Diagnostic::error(
                Code::InvalidUtf8,
                &name,
                Span::new(at, at + len),
                "the policy file is not valid UTF-8",
            )
            .with_note(format!("the first invalid byte is at offset {at}"))
            .with_help("save the file as UTF-8");
            let mut sources = SourceMap::default();
            sources.insert(name, String::from_utf8_lossy(e.as_bytes()).into_owned());
            Loaded {
                policy: None,
                diagnostics: vec![d],
                sources,
            }
        }
    })
}

/// Same as [`load_file`] from text; `name` is used in diagnostics; relative
/// `from "PATH"` resolve against `base_dir`.
pub fn load_str(name: &str, text: &str, base_dir: &Path) -> Loaded {
    load_text(name, text.to_string(), base_dir)
}

fn load_text(name: &str, text: String, base_dir: &Path) -> Loaded {
    let mut sources = SourceMap::default();
    if text.len() >= u32::MAX as usize {
        let d = Diagnostic::unplaced(Code::TooLarge, name, "the policy file is larger than 4 GiB");
        return Loaded {
            policy: None,
            diagnostics: vec![d],
            sources,
        };
    }
    let (ast, parse_diags) = parse::parse_file(name, &text);
    let lowered = lower::lower(&ast, name, &text, base_dir, !parse_diags.is_empty());
    let mut diags: Vec<(u32, Diagnostic)> =
        parse_diags.into_iter().map(|d| (d.anchor(), d)).collect();
    diags.extend(lowered.diags);
    diags.sort_by_key(|(anchor, _)| *anchor);
    let mut diagnostics: Vec<Diagnostic> = diags.into_iter().map(|(_, d)| d).collect();
    diagnostics.iter_mut().for_each(check::clip_diagnostic);
    let policy = if diagnostics.iter().any(Diagnostic::is_error) {
        None
    } else {
        match dropc_ir::validate(lowered.policy) {
            Ok(p) => Some(p),
            Err(errs) => {
                diagnostics.extend(errs.into_iter().map(|e| {
                    Diagnostic::unplaced(
                        Code::Internal,
                        name,
                        format!("internal error: the lowered policy is invalid ({e})"),
                    )
                    .with_note("this is a bug in dropc; please report it with the policy file")
                }));
                None
            }
        }
    };
    for (file, t) in lowered.files {
        // A set file may be any file: excerpts show little of it.
        sources.insert_with(file, t, setfile::MAX_SET_FILE_QUOTE);
    }
    sources.insert(name.to_string(), text);
    Loaded {
        policy,
        diagnostics,
        sources,
    }
}

/// Parses a packet in the `expect` syntax of spec §6 (used by `dropc
/// explain POLICY PACKET`). Diagnostics name the file [`PACKET_FILE`]
/// (`<packet>`); render them with `text` as its source.
pub fn parse_packet(text: &str) -> Result<PacketSpec, Diagnostic> {
    parse_packet_times(text).map(|(p, _)| p)
}

/// (v2) Like [`parse_packet`], with the packet's `times N` (1 when not
/// given).
pub fn parse_packet_times(text: &str) -> Result<(PacketSpec, u32), Diagnostic> {
    let ast = parse::parse_packet_text(text).map_err(|e| {
        let mut d = e.to_diagnostic(PACKET_FILE, text);
        check::clip_diagnostic(&mut d);
        d
    })?;
    packet::lower_packet(&ast, PACKET_FILE, text).map_err(|errs| {
        errs.into_iter()
            .next()
            .map(|mut d| {
                check::clip_diagnostic(&mut d);
                d
            })
            .unwrap_or_else(|| Diagnostic::unplaced(Code::Internal, PACKET_FILE, "invalid packet"))
    })
}

/// `d`, a diagnostic of [`set_elements`], rendered against `text` (the set
/// text it was read from), quoting as little of a line as of a set file.
pub fn render_set_diagnostic(d: &Diagnostic, text: &str) -> String {
    let mut sources = SourceMap::default();
    sources.insert_with(
        d.file.clone(),
        text.to_string(),
        setfile::MAX_SET_FILE_QUOTE,
    );
    sources.render(d)
}

/// The elements of a set text in the set-file format (spec §3: one element
/// per line, blank lines and `#` comments allowed), each checked like a
/// policy's (`file` names the text in diagnostics): what `dropc set` reads
/// from its command line and from `--from FILE`. All or nothing: any bad
/// element makes it `Err` with every error (the first ones, see the set
/// file scanner).
pub fn set_elements(
    kind: ast::SetKind,
    text: &str,
    file: &str,
) -> Result<Vec<dropc_ir::SetElem>, Vec<Diagnostic>> {
    use dropc_ir::SetElem;
    let mut elems = Vec::new();
    let diags = match kind {
        ast::SetKind::Ip => setfile::scan_ip_with(text, file, |r| {
            let e = match r {
                sets::AddrRange::V4(lo, hi) => SetElem::v4_prefix(lo, hi),
                sets::AddrRange::V6(lo, hi) => SetElem::v6_prefix(lo, hi),
            };
            // A checked prefix always is one.
            elems.extend(e);
        }),
        ast::SetKind::Port => {
            setfile::scan_port_with(text, file, |lo, hi| elems.push(SetElem::Ports { lo, hi }))
        }
    };
    if diags.is_empty() {
        Ok(elems)
    } else {
        Err(diags)
    }
}

/// The contents that `elems` make together (their union, as the IR's
/// sorted, merged intervals): what the interpreter is given for a dynamic
/// set holding them.
pub fn set_data(kind: ast::SetKind, elems: &[dropc_ir::SetElem]) -> dropc_ir::SetData {
    use dropc_ir::SetElem;
    match kind {
        ast::SetKind::Ip => {
            let mut b = sets::IpBuilder::default();
            for e in elems {
                let (lo, hi) = e.bounds();
                match e {
                    SetElem::V4 { .. } => b.push(sets::AddrRange::V4(lo as u32, hi as u32)),
                    SetElem::V6 { .. } => b.push(sets::AddrRange::V6(lo, hi)),
                    SetElem::Ports { .. } => {}
                }
            }
            dropc_ir::SetData::Ip(b.finish())
        }
        ast::SetKind::Port => {
            let mut b = sets::PortBuilder::default();
            for e in elems {
                if let SetElem::Ports { lo, hi } = *e {
                    b.push(lo, hi);
                }
            }
            dropc_ir::SetData::Port(b.finish())
        }
    }
}

/// A duration as written after `timeout` (spec §3: an integer followed by
/// `s`, `m`, `h` or `d`), for `dropc set add --timeout`: at least a second,
/// at most `u32::MAX` seconds. `Err` says what is wrong.
pub fn parse_duration(text: &str) -> Result<std::time::Duration, String> {
    let Some((value, unit)) = ast::DurationLit::split(text) else {
        return Err(format!(
            "invalid duration `{text}`: a duration is an integer followed by `s`, `m`, `h` or `d`: `90s`, `10m`, `2h`, `7d`"
        ));
    };
    let secs = ast::DurationLit {
        value,
        unit,
        span: Span::default(),
    }
    .seconds();
    match secs {
        0 => Err("a timeout must be at least one second".into()),
        s if s > u64::from(u32::MAX) => Err(format!(
            "the timeout `{text}` is too long (at most {} seconds)",
            u32::MAX
        )),
        s => Ok(std::time::Duration::from_secs(s)),
    }
}
