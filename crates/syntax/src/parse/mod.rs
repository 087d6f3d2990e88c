//! The grammar of spec §3, §4 and §6, written with nom over a located input.
//!
//! [`parse_file`] parses statement by statement; after an error it skips to
//! the end of the statement (past a `{ }` list that spans lines) and goes on,
//! so one run reports every syntax error of the file.

mod error;
pub(crate) mod keyword;
pub(crate) mod lex;

use dropc_ir::{Action, Code, Diagnostic, Dir, Span};
use nom::bytes::complete::tag;
use nom::character::complete::char;
use nom::{Input, Parser};
use nom_locate::LocatedSpan;

use crate::ast::*;
use error::Expected;
pub(crate) use error::PErr;
use keyword::{matches_help, options_desc, protocol_desc, Keyword, Role};
use lex::*;

/// The parser input: the text with its byte offset in the file.
pub(crate) type In<'a> = LocatedSpan<&'a str>;
/// The result of every parser here.
pub(crate) type PResult<'a, O> = nom::IResult<In<'a>, O, PErr>;

/// Syntax errors after which parsing of a file stops.
const MAX_ERRORS: usize = 200;

/// Parses a whole policy text. Returns every statement that parsed and a
/// diagnostic (`file` = `file`) for every one that did not.
pub fn parse_file(file: &str, src: &str) -> (File, Vec<Diagnostic>) {
    let mut stmts = Vec::new();
    let mut diags = Vec::new();
    let mut broken_sets = Vec::new();
    let mut i = In::new(src);
    loop {
        i = nlspace(i);
        if i.fragment().is_empty() {
            break;
        }
        if diags.len() >= MAX_ERRORS {
            let (_, span) = error::found_at(src, off(&i));
            diags.push(
                Diagnostic::error(
                    Code::TooManyErrors,
                    file,
                    span,
                    "too many syntax errors; stopping here",
                )
                .with_note(format!("{MAX_ERRORS} syntax errors were reported above")),
            );
            break;
        }
        let start = i;
        let err = match stmt(i) {
            Ok((rest, s)) => {
                let rest = hspace(rest);
                if at_eol(&rest) {
                    stmts.push(s);
                    i = rest;
                    continue;
                }
                PErr::expected(off(&rest), Expected::Desc("end of line"))
            }
            Err(nom::Err::Error(e)) | Err(nom::Err::Failure(e)) => e,
            Err(nom::Err::Incomplete(_)) => PErr::expected(src.len(), Expected::Desc("more input")),
        };
        diags.push(err.to_diagnostic(file, src));
        if let Some(name) = set_name_of(start.fragment()) {
            broken_sets.push(name.to_string());
        }
        // Always make progress, even if recovery found nothing to skip.
        let first_len = start.fragment().chars().next().map_or(1, char::len_utf8);
        let resume = recover(src, off(&start), err.pos).max(off(&start) + first_len);
        i = start.take_from((resume - off(&start)).min(start.fragment().len()));
    }
    (File { stmts, broken_sets }, diags)
}

/// The NAME of a statement text that starts `set NAME`.
fn set_name_of(stmt: &str) -> Option<&str> {
    let rest = stmt.strip_prefix(Keyword::Set.text())?;
    let rest = rest
        .strip_prefix([' ', '\t'])?
        .trim_start_matches([' ', '\t']);
    let end = rest.find(|c: char| !is_ident_char(c)).unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// Parses a packet in the `expect` syntax (spec §6) that makes up the whole
/// of `src`.
pub(crate) fn parse_packet_text(src: &str) -> Result<PacketAst, PErr> {
    let i = nlspace(In::new(src));
    match packet(i) {
        Ok((rest, p)) => {
            let rest = nlspace(rest);
            if rest.fragment().is_empty() {
                Ok(p)
            } else {
                Err(PErr::expected(
                    off(&rest),
                    Expected::Desc("a packet option or the end"),
                ))
            }
        }
        Err(nom::Err::Error(e)) | Err(nom::Err::Failure(e)) => Err(e),
        Err(nom::Err::Incomplete(_)) => {
            Err(PErr::expected(src.len(), Expected::Desc("more input")))
        }
    }
}

/// Where to resume after an error at `err_pos` in the statement starting at
/// `start`: the end of the statement's line, or, when the error is inside a
/// `{ }` list, the end of the line that closes it (stopping early at a line
/// that looks like the start of a statement, for a list never closed).
fn recover(src: &str, start: usize, err_pos: usize) -> usize {
    let b = src.as_bytes();
    let err_pos = err_pos.clamp(start, b.len());
    let mut depth = 0i64;
    let mut p = start;
    let mut line_start = true;
    while p < b.len() {
        let c = b[p];
        if p >= err_pos && depth <= 0 && c == b'\n' {
            return p;
        }
        if line_start && p >= err_pos && depth > 0 && looks_like_statement(&src[p..]) {
            return p;
        }
        line_start = false;
        match c {
            b'{' => depth += 1,
            b'}' => depth -= 1,
            b'#' => {
                while p < b.len() && b[p] != b'\n' {
                    p += 1;
                }
                continue;
            }
            b'"' => {
                p += 1;
                while p < b.len() && b[p] != b'"' && b[p] != b'\n' {
                    p += if b[p] == b'\\' && p + 1 < b.len() && b[p + 1] != b'\n' {
                        2
                    } else {
                        1
                    };
                }
                if p < b.len() && b[p] == b'"' {
                    p += 1;
                }
                continue;
            }
            b'\n' => line_start = true,
            _ => {}
        }
        p += 1;
    }
    b.len()
}

/// True when a line inside a `{ }` list begins like a statement and not like
/// an IPv6 element (`fd00::1` would otherwise look like a label).
fn starts_statement_in_list(line: &str) -> bool {
    let t = line.trim_start_matches([' ', '\t', '\r']);
    let token = t
        .split([' ', '\t', '\r', '\n', ',', '}', '#'])
        .next()
        .unwrap_or("");
    token.matches(':').count() < 2 && looks_like_statement(line)
}

/// True when a line (from its start) begins like a statement.
fn looks_like_statement(line: &str) -> bool {
    let t = line.trim_start_matches([' ', '\t', '\r']);
    let w_len = t.find(|c: char| !is_ident_char(c)).unwrap_or(t.len());
    let w = &t[..w_len];
    if Keyword::of(w).is_some_and(|k| k.starts(Role::Statement)) {
        return true;
    }
    !w.is_empty()
        && w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && t[w_len..].trim_start_matches([' ', '\t']).starts_with(':')
}

fn action_word(w: &str) -> Option<Action> {
    match Keyword::of(w)? {
        Keyword::Drop => Some(Action::Drop),
        Keyword::Pass => Some(Action::Pass),
        _ => None,
    }
}

/// `drop` or `pass`.
fn action(i: In) -> PResult<(Action, Span)> {
    let Ok((rest, w)) = word(i) else {
        return Err(nom::Err::Error(PErr::one_of(
            off(&i),
            &[
                Expected::Tok(Keyword::Drop.text()),
                Expected::Tok(Keyword::Pass.text()),
            ],
        )));
    };
    match action_word(w.fragment()) {
        Some(a) => Ok((rest, (a, span_of(&w)))),
        None => {
            let mut e = PErr::custom(
                span_of(&w),
                format!("expected `drop` or `pass`, found `{}`", w.fragment()),
            );
            let actions = [Keyword::Drop.text(), Keyword::Pass.text()];
            if let Some(h) = suggest(w.fragment(), &actions) {
                e = e.help(h);
            }
            fatal(e)
        }
    }
}

/// "did you mean `x`?" for the nearest of `words`.
fn suggest(w: &str, words: &[&str]) -> Option<String> {
    crate::check::nearest(w, words).map(|s| format!("did you mean `{s}`?"))
}

/// One statement.
fn stmt(i: In) -> PResult<Stmt> {
    let Ok((rest, w)) = word(i) else {
        return fail(
            &i,
            Expected::Desc("a statement (`set`, `default`, `expect` or a rule)"),
        );
    };
    let after = hspace(rest);
    if after.fragment().starts_with(':') && !after.fragment().starts_with("::") {
        return labelled_rule(i, after);
    }
    match Keyword::of(w.fragment()) {
        Some(Keyword::Set) => commit(set_stmt(i, rest)),
        Some(Keyword::Default) => {
            let (rest, (a, _)) = commit(action(hspace(rest)))?;
            Ok((
                rest,
                Stmt::Default(DefaultStmt {
                    action: a,
                    span: span_from(&i, &rest),
                }),
            ))
        }
        Some(Keyword::Expect) => {
            let (r, (verdict, _)) = commit(action(hspace(rest)))?;
            let (r, packet) = commit(packet(hspace(r)))?;
            Ok((
                r,
                Stmt::Expect(ExpectStmt {
                    verdict,
                    packet,
                    span: span_from(&i, &r),
                }),
            ))
        }
        Some(Keyword::Drop | Keyword::Pass) => rule(i, None),
        _ => {
            let other = *w.fragment();
            let mut e = PErr::custom(
                span_of(&w),
                format!(
                    "expected a statement (`set`, `default`, `expect` or a rule), found `{other}`"
                ),
            );
            if peek_word(&after).and_then(action_word).is_some() {
                e = e.help(format!("to label a rule, write `{other}:`"));
            } else if let Some(h) = suggest(other, Role::Statement.words()) {
                e = e.help(h);
            }
            fatal(e)
        }
    }
}

/// `LABEL: ACTION MATCH*`; `colon` is the input at the `:`.
fn labelled_rule<'a>(i: In<'a>, colon: In<'a>) -> PResult<'a, Stmt> {
    let (_, label) = name(i, "a label")?;
    let body = hspace(colon.take_from(1));
    if peek_word(&body).and_then(action_word).is_none() {
        let (found, span) = error::found_at(body.fragment(), 0);
        return fatal(
            PErr::custom(
                span.shift(off(&body)),
                format!(
                    "expected `drop` or `pass` after the label `{}:`, found {found}",
                    label.name
                ),
            )
            .help("a rule is `[LABEL:] drop|pass MATCH...`"),
        );
    }
    rule(i, Some((label, body)))
}

trait Shift {
    fn shift(self, by: usize) -> Self;
}
impl Shift for Span {
    fn shift(self, by: usize) -> Span {
        Span::new(self.start as usize + by, self.end as usize + by)
    }
}

/// `set NAME = ip|port { ... }` / `set NAME = ip|port from "PATH"`, and
/// dynamic sets: `set NAME = ip|port dynamic [{ ... } | from "PATH"]
/// [timeout D] [size N]` (spec §3).
fn set_stmt<'a>(start: In<'a>, after_set: In<'a>) -> PResult<'a, Stmt> {
    let (r, set_name) = name(hspace(after_set), "a set name")?;
    let (r, _) = expect(Expected::Tok("="), char('=')).parse(hspace(r))?;
    let r = hspace(r);
    let (r, kind) = match word(r) {
        Ok((rr, w)) if *w.fragment() == Keyword::Ip.text() => (rr, SetKind::Ip),
        Ok((rr, w)) if *w.fragment() == Keyword::Port.text() => (rr, SetKind::Port),
        _ => {
            return Err(nom::Err::Error(PErr::one_of(
                off(&r),
                &[
                    Expected::Tok(Keyword::Ip.text()),
                    Expected::Tok(Keyword::Port.text()),
                ],
            )))
        }
    };
    let r = hspace(r);
    let (r, dynamic_kw) = match keyword(Keyword::Dynamic)(r) {
        Ok((rr, sp)) => (hspace(rr), Some(sp)),
        Err(_) => (r, None),
    };
    let (r, body) = if let Ok((rr, _)) = keyword(Keyword::From)(r) {
        let (rr, path) = string(hspace(rr))?;
        (rr, SetBody::File { kind, path })
    } else if r.fragment().starts_with('{') {
        match kind {
            SetKind::Ip => {
                let (rr, l) = list(r, addr_lit, "an address or prefix")?;
                (rr, SetBody::Ip(l))
            }
            SetKind::Port => {
                let (rr, l) = list(r, range, "a port or range")?;
                (rr, SetBody::Port(l))
            }
        }
    } else if dynamic_kw.is_some() {
        (r, SetBody::Empty { kind })
    } else {
        return Err(nom::Err::Error(PErr::one_of(
            off(&r),
            &[
                Expected::Tok("{"),
                Expected::Tok(Keyword::From.text()),
                Expected::Tok(Keyword::Dynamic.text()),
            ],
        )));
    };
    let (r, dynamic) = set_options(hspace(r), dynamic_kw)?;
    Ok((
        r,
        Stmt::Set(SetDecl {
            name: set_name,
            body,
            dynamic,
            span: span_from(&start, &r),
        }),
    ))
}

/// `[timeout D] [size N]` after a set body (either order, each at most
/// once), allowed only on a dynamic set (`dynamic_kw`).
fn set_options(mut r: In, dynamic_kw: Option<Span>) -> PResult<Option<DynamicAst>> {
    let mut timeout: Option<DurationLit> = None;
    let mut size: Option<Num> = None;
    while let Some(w) = peek_word(&r) {
        let option = match Keyword::of(w) {
            Some(k @ (Keyword::Timeout | Keyword::Size)) => k,
            _ => break,
        };
        let (rr, kw) = keyword(option)(r)?;
        if dynamic_kw.is_none() {
            return fatal(
                PErr::custom(kw, format!("`{w}` is only for dynamic sets"))
                    .help("declare the set dynamic: `set NAME = ip|port dynamic ...`"),
            );
        }
        let twice = |what: &str| {
            fatal(
                PErr::custom(kw, format!("`{what}` is given twice"))
                    .help(format!("keep one `{what}`")),
            )
        };
        let rr = hspace(rr);
        if option == Keyword::Timeout {
            if timeout.is_some() {
                return twice(w);
            }
            let (rr2, d) = commit(duration(rr))?;
            timeout = Some(d);
            r = hspace(rr2);
        } else {
            if size.is_some() {
                return twice(w);
            }
            let (rr2, n) = commit(expect(Expected::Desc("the set's size"), number)(rr))?;
            size = Some(n);
            r = hspace(rr2);
        }
    }
    Ok((
        r,
        dynamic_kw.map(|keyword| DynamicAst {
            keyword,
            timeout,
            size,
        }),
    ))
}

const DURATION_HELP: &str =
    "a duration is an integer followed by `s`, `m`, `h` or `d`: `90s`, `10m`, `2h`, `7d`";

/// A duration: `30s`, `10m`, `2h`, `7d`.
fn duration(i: In) -> PResult<DurationLit> {
    let Ok((rest, w)) = word(i) else {
        let (found, span) = error::found_at(i.fragment(), 0);
        return fatal(
            PErr::custom(
                span.shift(off(&i)),
                format!("expected a duration after `timeout`, found {found}"),
            )
            .code(Code::BadDuration)
            .help(DURATION_HELP),
        );
    };
    let text = *w.fragment();
    let span = span_of(&w);
    let Some((value, unit)) = DurationLit::split(text) else {
        let msg = if text.bytes().all(|b| b.is_ascii_digit()) {
            format!("the duration `{text}` has no unit")
        } else {
            format!("invalid duration `{text}`")
        };
        return fatal(
            PErr::custom(span, msg)
                .code(Code::BadDuration)
                .help(DURATION_HELP),
        );
    };
    Ok((rest, DurationLit { value, unit, span }))
}

/// `@name`.
fn set_ref(i: In) -> PResult<SetRef> {
    let (r, _) = char('@').parse(i)?;
    let (r, n) = commit(expect(Expected::Desc("a set name after `@`"), ident)(r))?;
    Ok((
        r,
        SetRef {
            name: n,
            span: span_from(&i, &r),
        },
    ))
}

/// `{ ELEM, ... }` where an element is `@set` or what `elem` parses; newlines
/// and comments are free inside, a trailing comma is allowed.
fn list<'a, L>(
    i: In<'a>,
    mut elem: impl FnMut(In<'a>) -> PResult<'a, L>,
    what: &'static str,
) -> PResult<'a, List<L>> {
    let (mut r, _) = char('{').parse(i)?;
    let mut elems = Vec::new();
    // An error at the end of the file, or at a line that starts a new
    // statement, most likely means the list was never closed: reported at
    // the `{`, naming where the list was expected to end.
    let unclosed = |r: &In<'a>, e: nom::Err<PErr>| -> nom::Err<PErr> {
        let col0 = r.get_column() - 1;
        let line_blank = r
            .get_line_beginning()
            .get(..col0)
            .is_some_and(|p| p.iter().all(|b| b.is_ascii_whitespace()));
        let at_eof = r.fragment().is_empty();
        if at_eof || (line_blank && starts_statement_in_list(r.fragment())) {
            let (found, _) = error::found_at(r.fragment(), 0);
            let open = Span::new(off(&i), off(&i) + 1);
            let note = if at_eof {
                "the file ends inside the list".to_string()
            } else {
                format!(
                    "line {} starts a new statement ({found}) inside the list",
                    r.location_line()
                )
            };
            nom::Err::Failure(
                PErr::custom(open, "this `{` is never closed")
                    .note(note)
                    .help("close the list with `}`"),
            )
        } else {
            e
        }
    };
    loop {
        r = nlspace(r);
        if r.fragment().starts_with('}') {
            r = r.take_from(1);
            break;
        }
        if r.fragment().is_empty() {
            return Err(unclosed(
                &r,
                nom::Err::Failure(PErr::expected(off(&r), Expected::Tok("}"))),
            ));
        }
        let (rr, e) = if r.fragment().starts_with('@') {
            let (rr, s) = set_ref(r).map_err(|e| unclosed(&r, e))?;
            (rr, Elem::Ref(s))
        } else {
            let expected = [
                Expected::Desc(what),
                Expected::Desc("`@set`"),
                Expected::Tok("}"),
            ];
            let (rr, l) = literal(r, &mut elem, &expected).map_err(|e| unclosed(&r, e))?;
            (rr, Elem::Lit(l))
        };
        elems.push(e);
        r = nlspace(rr);
        if r.fragment().starts_with(',') {
            r = r.take_from(1);
            continue;
        }
        if r.fragment().starts_with('}') {
            r = r.take_from(1);
            break;
        }
        return Err(unclosed(
            &r,
            nom::Err::Failure(PErr::one_of(
                off(&r),
                &[Expected::Tok(","), Expected::Tok("}")],
            )),
        ));
    }
    Ok((
        r,
        List {
            elems,
            span: span_from(&i, &r),
        },
    ))
}

/// The operand of `src`/`dst`/`sport`/`dport`: `@set`, `{ ... }` or a literal.
fn operand<'a, L>(
    i: In<'a>,
    mut lit: impl FnMut(In<'a>) -> PResult<'a, L>,
    what: &'static str,
) -> PResult<'a, Operand<L>> {
    let s = i.fragment();
    if s.starts_with('@') {
        let (r, x) = set_ref(i)?;
        Ok((r, Operand::Ref(x)))
    } else if s.starts_with('{') {
        let (r, l) = list(i, &mut lit, what)?;
        Ok((r, Operand::List(l)))
    } else {
        let expected = [
            Expected::Desc(what),
            Expected::Desc("`@set`"),
            Expected::Desc("`{ ... }`"),
        ];
        let (r, l) = literal(i, &mut lit, &expected)?;
        Ok((r, Operand::Lit(l)))
    }
}

/// A literal parsed by `lit`; failing at its start is a fatal "expected
/// one of `expected`".
fn literal<'a, L>(
    i: In<'a>,
    lit: &mut impl FnMut(In<'a>) -> PResult<'a, L>,
    expected: &[Expected],
) -> PResult<'a, L> {
    match lit(i) {
        Err(nom::Err::Error(e)) if e.pos == off(&i) && e.custom.is_none() => {
            Err(nom::Err::Failure(PErr::one_of(e.pos, expected)))
        }
        other => other,
    }
}

/// `[LABEL:] ACTION MATCH*`; `at` is the start of the statement, `label` the
/// label and the input after it.
fn rule<'a>(at: In<'a>, label: Option<(Ident, In<'a>)>) -> PResult<'a, Stmt> {
    let (label, body) = match label {
        Some((l, b)) => (Some(l), b),
        None => (None, at),
    };
    let (mut r, (act, action_span)) = commit(action(body))?;
    let mut end = r;
    let mut matches = Vec::new();
    loop {
        r = hspace(r);
        if at_eol(&r) {
            break;
        }
        let (rr, m) = commit(match_ast(r))?;
        matches.push(m);
        r = rr;
        end = rr;
    }
    Ok((
        end,
        Stmt::Rule(RuleStmt {
            label,
            action: act,
            action_span,
            matches,
            span: span_from(&at, &end),
        }),
    ))
}

/// One match, `not` included.
fn match_ast(i: In) -> PResult<MatchAst> {
    let (r, w) = match word(i) {
        Ok(x) => x,
        Err(_) => {
            let (found, span) = error::found_at(i.fragment(), 0);
            let e = PErr::custom(
                span.shift(off(&i)),
                format!("expected a match, found {found}"),
            );
            return fatal(if i.fragment().starts_with(',') {
                e.help("a list of values goes in braces: `dport { 22, 80 }`")
            } else {
                e.help(matches_help())
            });
        }
    };
    if *w.fragment() == Keyword::Not.text() {
        let inner = hspace(r);
        if at_eol(&inner) {
            return fail(&inner, Expected::Desc("a match after `not`"));
        }
        let (r2, w2) = match word(inner) {
            Ok(x) => x,
            Err(_) => return fail(&inner, Expected::Desc("a match after `not`")),
        };
        if *w2.fragment() == Keyword::Not.text() {
            return fatal(
                PErr::custom(span_of(&w2), "`not` cannot be repeated")
                    .help("`not not X` is `X`: remove both"),
            );
        }
        let (r2, kind) = match_body(w2, r2)?;
        return Ok((
            r2,
            MatchAst {
                not: Some(span_of(&w)),
                keyword: span_of(&w2),
                kind,
                span: span_from(&i, &r2),
            },
        ));
    }
    let (r, kind) = match_body(w, r)?;
    Ok((
        r,
        MatchAst {
            not: None,
            keyword: span_of(&w),
            kind,
            span: span_from(&i, &r),
        },
    ))
}

/// The rest of a match after its keyword `w`.
fn match_body<'a>(w: In<'a>, r: In<'a>) -> PResult<'a, MatchKind> {
    let kw = Keyword::of(w.fragment());
    let simple = match kw {
        Some(Keyword::Ip4) => Some(MatchKind::Ip4),
        Some(Keyword::Ip6) => Some(MatchKind::Ip6),
        Some(Keyword::Tcp) => Some(MatchKind::Tcp),
        Some(Keyword::Udp) => Some(MatchKind::Udp),
        Some(Keyword::Icmp) => Some(MatchKind::Icmp),
        Some(Keyword::Icmp6) => Some(MatchKind::Icmp6),
        _ => None,
    };
    if let Some(k) = simple {
        return Ok((r, k));
    }
    let a = hspace(r);
    commit(match kw {
        Some(Keyword::Proto) => expect(Expected::Desc("a protocol number"), number)(a)
            .map(|(r, n)| (r, MatchKind::Proto(n))),
        Some(k @ (Keyword::Src | Keyword::Dst)) => {
            let dir = if k == Keyword::Src {
                Dir::Src
            } else {
                Dir::Dst
            };
            operand(a, addr_lit, "an address or prefix").map(|(r, o)| (r, MatchKind::Addr(dir, o)))
        }
        Some(k @ (Keyword::Sport | Keyword::Dport)) => {
            let dir = if k == Keyword::Sport {
                Dir::Src
            } else {
                Dir::Dst
            };
            operand(a, range, "a port or range").map(|(r, o)| (r, MatchKind::Port(dir, o)))
        }
        Some(Keyword::Flags) => {
            let (r, bits) = flag_list(a)?;
            let after = hspace(r);
            if let Ok((m, _)) = char::<In, PErr>('/').parse(after) {
                let (m, mask) = flag_list(hspace(m))?;
                Ok((
                    m,
                    MatchKind::Flags {
                        bits,
                        mask: Some(mask),
                    },
                ))
            } else {
                Ok((r, MatchKind::Flags { bits, mask: None }))
            }
        }
        Some(Keyword::Type) => icmp_spec(a).map(|(r, s)| (r, MatchKind::Type(s))),
        Some(Keyword::Fragment) => Ok(fragment_later(r)
            .map_or((r, MatchKind::Fragment { later: false }), |rr| {
                (rr, MatchKind::Fragment { later: true })
            })),
        Some(Keyword::Ttl) => expect(Expected::Desc("a TTL or TTL range"), range)(a)
            .map(|(r, x)| (r, MatchKind::Ttl(x))),
        Some(Keyword::Len) => expect(Expected::Desc("a length or length range"), range)(a)
            .map(|(r, x)| (r, MatchKind::Len(x))),
        Some(Keyword::Payload) => payload_match(a),
        Some(Keyword::Contains) => bytes_lit(a).map(|(r, v)| (r, MatchKind::Contains(v))),
        Some(Keyword::Over) => over(a).map(|(r, o)| (r, MatchKind::Over(o))),
        _ => {
            let other = *w.fragment();
            let mut e = PErr::custom(span_of(&w), format!("expected a match, found `{other}`"));
            if crate::check::is_flag_name(other) {
                e = e.help(
                    "flag lists are written without blanks, separated by commas: `flags syn,ack`",
                );
            } else if let Some(h) = suggest(other, Role::Match.words()) {
                e = e.help(h);
            } else {
                e = e.help(matches_help());
            }
            Err(nom::Err::Failure(e))
        }
    })
}

/// (v2) `OFF V` or `OFF V/M` after `payload`.
fn payload_match(i: In) -> PResult<MatchKind> {
    let (r, offset) = expect(Expected::Desc("a payload offset (0-1400)"), number)(i)?;
    let (r, value) = commit(bytes_lit(hspace(r)))?;
    let after = hspace(r);
    if let Ok((m, _)) = char::<In, PErr>('/').parse(after) {
        let (m, mask) = commit(bytes_lit(hspace(m)))?;
        return Ok((
            m,
            MatchKind::Payload {
                offset,
                value,
                mask: Some(mask),
            },
        ));
    }
    Ok((
        r,
        MatchKind::Payload {
            offset,
            value,
            mask: None,
        },
    ))
}

/// (v2) `N/UNIT [burst B] [per src|dst[/LEN]]` after `over`.
fn over(i: In) -> PResult<OverAst> {
    let (r, packets) = expect(
        Expected::Desc("a rate (`N/second`, `N/minute`, `N/hour`)"),
        number,
    )(i)?;
    let (r, _) = commit(expect(Expected::Tok("/"), char('/')).parse(hspace(r)))?;
    let (r, unit) = commit(expect(
        Expected::Desc("a time unit (`second`, `minute` or `hour`)"),
        ident,
    )(hspace(r)))?;
    let mut end = r;
    let mut burst = None;
    if let Ok((b, _)) = keyword(Keyword::Burst)(hspace(end)) {
        let (b, n) = commit(expect(Expected::Desc("a burst size"), number)(hspace(b)))?;
        burst = Some(n);
        end = b;
    }
    let mut per = None;
    let at = hspace(end);
    if let Ok((p, _)) = keyword(Keyword::Per)(at) {
        let p = hspace(p);
        let (p, dir) = match word(p) {
            Ok((pp, w)) if *w.fragment() == Keyword::Src.text() => (pp, Dir::Src),
            Ok((pp, w)) if *w.fragment() == Keyword::Dst.text() => (pp, Dir::Dst),
            _ => {
                return fatal(PErr::one_of(
                    off(&p),
                    &[
                        Expected::Tok(Keyword::Src.text()),
                        Expected::Tok(Keyword::Dst.text()),
                    ],
                ))
            }
        };
        let (p, len) = match char::<In, PErr>('/').parse(p) {
            Ok((l, _)) => {
                let (l, n) = commit(expect(Expected::Desc("a prefix length"), number)(l))?;
                (l, Some(n))
            }
            Err(_) => (p, None),
        };
        per = Some(PerAst {
            dir,
            len,
            span: span_from(&at, &p),
        });
        end = p;
    }
    Ok((
        end,
        OverAst {
            packets,
            unit,
            burst,
            per,
        },
    ))
}

/// After `fragment`: the input after ` later`, if present.
fn fragment_later(r: In) -> Option<In> {
    keyword(Keyword::Later)(hspace(r)).ok().map(|(rr, _)| rr)
}

/// `NAME [, NAME]*` (flag names).
fn flag_list(i: In) -> PResult<Vec<Ident>> {
    let (mut r, first) = expect(
        Expected::Desc("a TCP flag name (fin syn rst psh ack urg ece cwr)"),
        ident,
    )(i)?;
    let mut v = vec![first];
    loop {
        let a = hspace(r);
        match char::<In, PErr>(',').parse(a) {
            Ok((b, _)) => {
                let (b, f) = commit(expect(Expected::Desc("a TCP flag name"), ident)(hspace(b)))?;
                v.push(f);
                r = b;
            }
            Err(_) => return Ok((r, v)),
        }
    }
}

/// `T [code C]`, T a number or a name.
fn icmp_spec(i: In) -> PResult<IcmpSpec> {
    let (r, ty) = if i.fragment().starts_with(|c: char| c.is_ascii_digit()) {
        let (r, n) = number(i)?;
        (r, TypeVal::Num(n))
    } else {
        let (r, n) = expect(
            Expected::Desc("an ICMP type (a number or a name like echo-request)"),
            ident,
        )(i)?;
        (r, TypeVal::Name(n))
    };
    match keyword(Keyword::Code)(hspace(r)) {
        Ok((c, _)) => {
            let (c, code) = commit(expect(Expected::Desc("an ICMP code"), number)(hspace(c)))?;
            Ok((
                c,
                IcmpSpec {
                    ty,
                    code: Some(code),
                },
            ))
        }
        Err(_) => Ok((r, IcmpSpec { ty, code: None })),
    }
}

/// `PROTO ENDPOINT -> ENDPOINT OPTION*`.
fn packet(i: In) -> PResult<PacketAst> {
    let (r, w) = match word(i) {
        Ok(x) => x,
        Err(_) => return fail(&i, Expected::Desc(protocol_desc())),
    };
    let (r, proto) = match Keyword::of(w.fragment()) {
        Some(Keyword::Tcp) => (r, ProtoKind::Tcp),
        Some(Keyword::Udp) => (r, ProtoKind::Udp),
        Some(Keyword::Icmp) => (r, ProtoKind::Icmp),
        Some(Keyword::Icmp6) => (r, ProtoKind::Icmp6),
        Some(Keyword::Proto) => {
            let (r, n) = commit(expect(Expected::Desc("a protocol number"), number)(hspace(
                r,
            )))?;
            (r, ProtoKind::Num(n))
        }
        _ => {
            let other = *w.fragment();
            let mut e = PErr::custom(
                span_of(&w),
                format!("expected {}, found `{other}`", protocol_desc()),
            );
            if let Some(h) = suggest(other, Role::PacketProtocol.words()) {
                e = e.help(h);
            }
            return fatal(e);
        }
    };
    let proto_span = span_from(&i, &r);
    let (r, src) = commit(endpoint(hspace(r)))?;
    let (r, _) = commit(expect(Expected::Tok("->"), tag("->")).parse(hspace(r)))?;
    let (mut r, dst) = commit(endpoint(hspace(r)))?;
    let mut end = r;
    let mut options = Vec::new();
    loop {
        r = hspace(r);
        if at_eol(&r) {
            break;
        }
        let (rr, o) = commit(packet_opt(r))?;
        options.push(o);
        r = rr;
        end = rr;
    }
    Ok((
        end,
        PacketAst {
            proto,
            proto_span,
            src,
            dst,
            options,
            span: span_from(&i, &end),
        },
    ))
}

/// `IPV4`, `IPV4:PORT`, `[IPV6]`, `[IPV6]:PORT`.
fn endpoint(i: In) -> PResult<Endpoint> {
    const WHAT: &str = "an endpoint (`ADDR`, `ADDR:PORT`, `[ADDR6]` or `[ADDR6]:PORT`)";
    let (r, addr) = if let Ok((r, _)) = char::<In, PErr>('[').parse(i) {
        let (r, (addr, w)) = ip_addr(r, "an IPv6 address")?;
        if addr.is_ipv4() {
            return fatal(
                PErr::custom(span_of(&w), "brackets are for IPv6 addresses")
                    .help(format!("write the IPv4 address without brackets: `{addr}`")),
            );
        }
        let (r, _) = commit(expect(Expected::Tok("]"), char(']')).parse(r))?;
        (r, addr)
    } else {
        let (_, w) = match nom::bytes::complete::take_while1::<_, In, PErr>(|c: char| {
            c.is_ascii_alphanumeric() || matches!(c, '.' | ':' | '_')
        })
        .parse(i)
        {
            Ok(x) => x,
            Err(_) => return fail(&i, Expected::Desc(WHAT)),
        };
        let s = *w.fragment();
        let v4_len = s.find(':').unwrap_or(s.len());
        match lex::parse_ip(&s[..v4_len]) {
            Some(a) if a.is_ipv4() => (i.take_from(v4_len), a),
            _ => {
                let e = if lex::parse_ip(s).is_some_and(|a| a.is_ipv6()) {
                    PErr::custom(span_of(&w), "an IPv6 endpoint must be written in brackets")
                        .help(format!("write `[{s}]`, or `[{s}]:PORT` with a port"))
                } else {
                    PErr::custom(span_of(&w), format!("expected {WHAT}, found `{s}`"))
                };
                return fatal(e);
            }
        }
    };
    let (r, port) = match char::<In, PErr>(':').parse(r) {
        Ok((p, _)) => {
            let (p, n) = commit(expect(Expected::Desc("a port number"), number)(p))?;
            (p, Some(n))
        }
        Err(_) => (r, None),
    };
    Ok((
        r,
        Endpoint {
            addr,
            port,
            span: span_from(&i, &r),
        },
    ))
}

/// One packet option.
fn packet_opt(i: In) -> PResult<PacketOpt> {
    let Ok((r, w)) = word(i) else {
        return fail(&i, Expected::Desc(options_desc()));
    };
    let a = hspace(r);
    let (r, kind) = match Keyword::of(w.fragment()) {
        Some(Keyword::Flags) => {
            let (r, f) = flag_list(a)?;
            if hspace(r).fragment().starts_with('/') {
                let at = off(&hspace(r));
                return fatal(
                    PErr::custom(Span::new(at, at + 1), "a packet's flags have no mask")
                        .help("list the flags that are set, like `flags syn,ack`"),
                );
            }
            (r, PacketOptKind::Flags(f))
        }
        Some(Keyword::Type) => {
            let (r, s) = icmp_spec(a)?;
            (r, PacketOptKind::Type(s))
        }
        Some(Keyword::Ttl) => {
            let (r, n) = expect(Expected::Desc("a TTL"), number)(a)?;
            (r, PacketOptKind::Ttl(n))
        }
        Some(Keyword::Len) => {
            let (r, n) = expect(Expected::Desc("a length"), number)(a)?;
            (r, PacketOptKind::Len(n))
        }
        Some(Keyword::Fragment) => match fragment_later(r) {
            Some(rr) => (rr, PacketOptKind::Fragment { later: true }),
            None => (r, PacketOptKind::Fragment { later: false }),
        },
        Some(Keyword::Payload) => {
            let (r, v) = bytes_lit(a)?;
            (r, PacketOptKind::Payload(v))
        }
        Some(Keyword::Times) => {
            let (r, n) = expect(Expected::Desc("a number of copies"), number)(a)?;
            (r, PacketOptKind::Times(n))
        }
        _ => {
            let other = *w.fragment();
            let mut e = PErr::custom(
                span_of(&w),
                format!("expected {}, found `{other}`", options_desc()),
            );
            if let Some(h) = suggest(other, Role::PacketOption.words()) {
                e = e.help(h);
            }
            return fatal(e);
        }
    };
    Ok((
        r,
        PacketOpt {
            kind,
            span: span_from(&i, &r),
        },
    ))
}
