//! Lexical parsers (spec §2): whitespace and comments, identifiers and
//! keywords, integers and ranges, addresses and prefixes, strings.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use dropc_ir::{Code, Span};
use nom::bytes::complete::{tag, take_while, take_while1};
use nom::character::complete::char;
use nom::{Input, Parser};

use super::error::{Expected, PErr};
use super::keyword::Keyword;
use super::{In, PResult};
use crate::ast::{AddrLit, BytesKind, BytesLit, Ident, Num, RangeLit, StrLit};

/// Every reserved word of the language (spec §2: keywords are reserved),
/// from the table of [`Keyword`]s.
pub fn keywords() -> impl Iterator<Item = &'static str> {
    Keyword::ALL
        .iter()
        .filter(|k| k.is_reserved())
        .map(|k| k.text())
}

/// True for a reserved word.
pub fn is_keyword(w: &str) -> bool {
    Keyword::of(w).is_some_and(Keyword::is_reserved)
}

/// Byte offset of `i` in the file.
pub(crate) fn off(i: &In) -> usize {
    i.location_offset()
}

/// The span of a whole fragment.
pub(crate) fn span_of(w: &In) -> Span {
    Span::new(off(w), off(w) + w.fragment().len())
}

/// The span from the start of `a` to the start of `b`.
pub(crate) fn span_from(a: &In, b: &In) -> Span {
    Span::new(off(a), off(b))
}

/// A recoverable error "expected WHAT" at `i`.
pub(crate) fn fail<'a, O>(i: &In<'a>, what: Expected) -> PResult<'a, O> {
    Err(nom::Err::Error(PErr::expected(off(i), what)))
}

/// A fatal error with a custom message.
pub(crate) fn fatal<'a, O>(e: PErr) -> PResult<'a, O> {
    Err(nom::Err::Failure(e))
}

/// Wraps `p` so that a failure at its very start reads "expected WHAT".
pub(crate) fn expect<'a, O>(
    what: Expected,
    mut p: impl Parser<In<'a>, Output = O, Error = PErr>,
) -> impl FnMut(In<'a>) -> PResult<'a, O> {
    move |i: In<'a>| match p.parse(i) {
        Err(nom::Err::Error(e)) if e.custom.is_none() && e.pos <= off(&i) => fail(&i, what),
        other => other,
    }
}

/// Turns a recoverable error into a fatal one (nom's `cut`), keeping ours.
pub(crate) fn commit<'a, O>(r: PResult<'a, O>) -> PResult<'a, O> {
    match r {
        Err(nom::Err::Error(e)) => Err(nom::Err::Failure(e)),
        other => other,
    }
}

/// `[A-Za-z0-9_-]`: the characters that continue an identifier.
pub(crate) fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-'
}

/// Skips blanks and a trailing comment, not the newline.
pub(crate) fn hspace(i: In) -> In {
    let s = *i.fragment();
    let blank = s.len() - s.trim_start_matches([' ', '\t', '\r']).len();
    let rest = &s[blank..];
    let comment = if rest.starts_with('#') {
        rest.find('\n').unwrap_or(rest.len())
    } else {
        0
    };
    i.take_from(blank + comment)
}

/// Skips blanks, comments and newlines (inside `{ }`).
pub(crate) fn nlspace(mut i: In) -> In {
    loop {
        i = hspace(i);
        if i.fragment().starts_with('\n') {
            i = i.take_from(1);
        } else {
            return i;
        }
    }
}

/// At the end of a line or of the file (after [`hspace`]).
pub(crate) fn at_eol(i: &In) -> bool {
    i.fragment().is_empty() || i.fragment().starts_with('\n')
}

/// A maximal run of identifier characters (may start with a digit).
pub(crate) fn word(i: In) -> PResult<In> {
    take_while1(is_ident_char).parse(i)
}

/// The word at `i`, if any, without consuming it.
pub(crate) fn peek_word<'a>(i: &In<'a>) -> Option<&'a str> {
    word(*i).ok().map(|(_, w)| *w.fragment())
}

/// `[A-Za-z_][A-Za-z0-9_-]*`.
pub(crate) fn ident(i: In) -> PResult<Ident> {
    match i.fragment().chars().next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return fail(&i, Expected::Desc("a name")),
    }
    let (rest, w) = word(i)?;
    Ok((
        rest,
        Ident {
            name: w.fragment().to_string(),
            span: span_of(&w),
        },
    ))
}

/// An identifier that is not a keyword; `what` names it in messages.
pub(crate) fn name<'a>(i: In<'a>, what: &'static str) -> PResult<'a, Ident> {
    let (rest, id) = expect(Expected::Desc(what), ident)(i)?;
    if is_keyword(&id.name) {
        return fatal(
            PErr::custom(
                id.span,
                format!("`{}` is a keyword and cannot be used as {what}", id.name),
            )
            .code(Code::ReservedWord)
            .help("choose another name"),
        );
    }
    Ok((rest, id))
}

/// The keyword `kw` (a whole word).
pub(crate) fn keyword<'a>(kw: Keyword) -> impl FnMut(In<'a>) -> PResult<'a, Span> {
    move |i: In<'a>| match word(i) {
        Ok((rest, w)) if *w.fragment() == kw.text() => Ok((rest, span_of(&w))),
        _ => fail(&i, Expected::Tok(kw.text())),
    }
}

/// `0x` hex or decimal digits; the value saturates at `u64::MAX`.
pub(crate) fn number(i: In) -> PResult<Num> {
    let (rest, (digits, radix)) = match i.fragment().get(..2) {
        Some("0x") | Some("0X") => {
            let (rest, d) = take_while(|c: char| c.is_ascii_hexdigit()).parse(i.take_from(2))?;
            (rest, (d, 16))
        }
        _ => {
            let (rest, d) = expect(
                Expected::Desc("a number"),
                take_while1(|c: char| c.is_ascii_digit()),
            )(i)?;
            (rest, (d, 10))
        }
    };
    let bad_tail = rest
        .fragment()
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | ':'));
    if digits.fragment().is_empty() || bad_tail {
        let end = rest
            .fragment()
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | ':')))
            .map_or(off(&rest) + rest.fragment().len(), |k| off(&rest) + k);
        let span = Span::new(off(&i), end);
        let text = &i.fragment()[..(end - off(&i))];
        return fatal(
            PErr::custom(span, format!("invalid number `{text}`"))
                .help("numbers are decimal (`443`) or hexadecimal with `0x` (`0x1bb`)"),
        );
    }
    let value = digits.fragment().chars().fold(0u64, |acc, c| {
        let d = c.to_digit(radix).unwrap_or(0) as u64;
        acc.saturating_mul(radix as u64).saturating_add(d)
    });
    Ok((
        rest,
        Num {
            value,
            span: span_from(&i, &rest),
        },
    ))
}

/// `N` or `LOW-HIGH` (blanks allowed around `-`).
pub(crate) fn range(i: In) -> PResult<RangeLit> {
    let (rest, lo) = number(i)?;
    let after = hspace(rest);
    if let Ok((r, _)) = char::<In, PErr>('-').parse(after) {
        let (r, hi) = commit(expect(
            Expected::Desc("the upper bound of the range"),
            number,
        )(hspace(r)))?;
        return Ok((
            r,
            RangeLit {
                lo,
                hi: Some(hi),
                span: span_from(&i, &r),
            },
        ));
    }
    Ok((
        rest,
        RangeLit {
            lo,
            hi: None,
            span: lo.span,
        },
    ))
}

/// Parses an IPv4 dotted quad or an IPv6 address in any RFC 4291/5952 form.
pub(crate) fn parse_ip(s: &str) -> Option<IpAddr> {
    if s.contains(':') {
        s.parse::<Ipv6Addr>().ok().map(IpAddr::V6)
    } else if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        s.parse::<Ipv4Addr>().ok().map(IpAddr::V4)
    } else {
        None
    }
}

fn is_addr_char(c: char) -> bool {
    is_ident_char(c) || c == '.' || c == ':'
}

/// The error for a word that should have been an address.
fn bad_address(w: &In, what: &'static str) -> PErr {
    let s = *w.fragment();
    let span = span_of(w);
    let starts_alpha = s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
    if starts_alpha && !s.contains(['.', ':']) {
        return PErr::custom(span, format!("expected {what}, found `{s}`"))
            .help(format!("to use the set `{s}`, write `@{s}`"));
    }
    let e = PErr::custom(span, format!("invalid address `{s}`")).code(Code::BadAddress);
    if let Some((a, _)) = s.split_once('-') {
        if parse_ip(a).is_some() {
            return e
                .help("address ranges are not supported: write prefixes (ADDR/LEN) or use a set");
        }
    }
    if s.contains(':') {
        e.help("IPv6 addresses are written like 2001:db8::1 or ::ffff:192.0.2.1")
    } else {
        e.help("IPv4 addresses are written as four decimal numbers 0-255, like 192.0.2.1")
    }
}

/// An address (IPv4 or IPv6), returned with its fragment.
pub(crate) fn ip_addr<'a>(i: In<'a>, what: &'static str) -> PResult<'a, (IpAddr, In<'a>)> {
    let (rest, w) = expect(Expected::Desc(what), take_while1(is_addr_char))(i)?;
    match parse_ip(w.fragment()) {
        Some(a) => Ok((rest, (a, w))),
        None => fatal(bad_address(&w, what)),
    }
}

/// `ADDR` or `ADDR/LEN`.
pub(crate) fn addr_lit(i: In) -> PResult<AddrLit> {
    let (rest, (addr, _)) = ip_addr(i, "an address or prefix")?;
    let (rest, len) = match char::<In, PErr>('/').parse(rest) {
        Ok((r, _)) => {
            let (r, n) = commit(expect(Expected::Desc("a prefix length"), number)(r))?;
            (r, Some(n))
        }
        Err(_) => (rest, None),
    };
    Ok((
        rest,
        AddrLit {
            addr,
            len,
            span: span_from(&i, &rest),
        },
    ))
}

/// `"..."` with `\\ \" \n \t \xHH` escapes.
pub(crate) fn string(i: In) -> PResult<StrLit> {
    let (mut r, _) = expect(Expected::Desc("a string"), tag("\"")).parse(i)?;
    let mut value = Vec::new();
    loop {
        let s = *r.fragment();
        let Some(c) = s.chars().next() else {
            return fatal(unterminated(&i));
        };
        match c {
            '"' => {
                let rest = r.take_from(1);
                return Ok((
                    rest,
                    StrLit {
                        value,
                        span: span_from(&i, &rest),
                    },
                ));
            }
            '\n' => return fatal(unterminated(&i)),
            '\\' => {
                let (n, byte) = match s.as_bytes().get(1) {
                    Some(b'\\') => (2, b'\\'),
                    Some(b'"') => (2, b'"'),
                    Some(b'n') => (2, b'\n'),
                    Some(b't') => (2, b'\t'),
                    Some(b'x') => {
                        let hex = s
                            .get(2..4)
                            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
                        match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                            Some(b) => (4, b),
                            None => {
                                let end =
                                    off(&r) + s.char_indices().nth(4).map_or(s.len(), |(k, _)| k);
                                return fatal(
                                    PErr::custom(Span::new(off(&r), end), "invalid `\\x` escape")
                                        .help("write exactly two hex digits, like `\\x41`"),
                                );
                            }
                        }
                    }
                    _ => {
                        let end = off(&r) + s.char_indices().nth(2).map_or(s.len(), |(k, _)| k);
                        return fatal(
                            PErr::custom(Span::new(off(&r), end), "unknown escape in string")
                                .help(r#"the escapes are `\\`, `\"`, `\n`, `\t` and `\xHH`"#),
                        );
                    }
                };
                value.push(byte);
                r = r.take_from(n);
            }
            _ => {
                let mut buf = [0u8; 4];
                value.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                r = r.take_from(c.len_utf8());
            }
        }
    }
}

fn unterminated(open: &In) -> PErr {
    PErr::custom(Span::new(off(open), off(open) + 1), "unterminated string")
        .help("close the string with `\"` on the same line")
}

/// (v2) A value standing for bytes: `0x` and the identifier characters
/// after it (checked in lowering), or a string.
pub(crate) fn bytes_lit(i: In) -> PResult<BytesLit> {
    let s = *i.fragment();
    if s.starts_with('"') {
        let (r, st) = string(i)?;
        return Ok((
            r,
            BytesLit {
                kind: BytesKind::Str(st.value),
                span: st.span,
            },
        ));
    }
    if s.starts_with("0x") || s.starts_with("0X") {
        let (r, digits) = take_while(is_ident_char).parse(i.take_from(2))?;
        return Ok((
            r,
            BytesLit {
                kind: BytesKind::Hex(digits.fragment().to_string()),
                span: span_from(&i, &r),
            },
        ));
    }
    fail(
        &i,
        Expected::Desc("a hex literal (`0x...`) or a string (`\"...\"`)"),
    )
}
