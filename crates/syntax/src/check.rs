//! Value checks and name tables shared by rule and packet lowering: number
//! ranges, TCP flag names, ICMP/ICMPv6 type names.

use crate::ast::{IcmpSpec, Ident, Num, RangeLit, TypeVal};
use dropc_ir::diag::did_you_mean;
use dropc_ir::{Code, Diagnostic, Span};
use std::borrow::Cow;

/// TCP flag names and bits (spec §4).
pub const TCP_FLAGS: &[(&str, u8)] = &[
    ("fin", 0x01),
    ("syn", 0x02),
    ("rst", 0x04),
    ("psh", 0x08),
    ("ack", 0x10),
    ("urg", 0x20),
    ("ece", 0x40),
    ("cwr", 0x80),
];

/// ICMP (IPv4) type names.
pub const ICMP4_TYPES: &[(&str, u8)] = &[
    ("echo-reply", 0),
    ("dest-unreachable", 3),
    ("source-quench", 4),
    ("redirect", 5),
    ("echo-request", 8),
    ("router-advertisement", 9),
    ("router-solicitation", 10),
    ("time-exceeded", 11),
    ("parameter-problem", 12),
    ("timestamp-request", 13),
    ("timestamp-reply", 14),
];

/// ICMPv6 type names.
pub const ICMP6_TYPES: &[(&str, u8)] = &[
    ("dest-unreachable", 1),
    ("packet-too-big", 2),
    ("time-exceeded", 3),
    ("parameter-problem", 4),
    ("echo-request", 128),
    ("echo-reply", 129),
    ("router-solicitation", 133),
    ("router-advertisement", 134),
    ("neighbor-solicitation", 135),
    ("neighbor-advertisement", 136),
    ("redirect", 137),
];

/// The nearest of `words` to `w` (a likely typo), preferring words with the
/// same first letter among equally near ones.
pub(crate) fn nearest<'w>(w: &str, words: &[&'w str]) -> Option<&'w str> {
    if let Some(exact) = words.iter().find(|c| c.eq_ignore_ascii_case(w)) {
        return Some(exact);
    }
    let same_start = words
        .iter()
        .copied()
        .filter(|c| c.chars().next() == w.chars().next());
    let best_same = did_you_mean(w, same_start);
    let best = did_you_mean(w, words.iter().copied());
    match (best_same, best) {
        (Some(a), Some(b)) if strsim::levenshtein(w, a) <= strsim::levenshtein(w, b) => Some(a),
        (_, b) => b,
    }
}

/// True when `s` names a TCP flag.
pub(crate) fn is_flag_name(s: &str) -> bool {
    TCP_FLAGS.iter().any(|(n, _)| *n == s)
}

/// Longest user text quoted in a message, in characters.
const MAX_QUOTE: usize = 60;

/// `s`, cut to [`MAX_QUOTE`] characters with `…` when longer.
pub(crate) fn clip(s: &str) -> Cow<'_, str> {
    clip_to(s, MAX_QUOTE)
}

/// `s`, cut to `max` characters with `…` when longer.
pub(crate) fn clip_to(s: &str, max: usize) -> Cow<'_, str> {
    match s.char_indices().nth(max) {
        None => Cow::Borrowed(s),
        Some((k, _)) => Cow::Owned(format!("{}…", &s[..k])),
    }
}

/// `s` with every `` `quoted` `` part longer than [`MAX_QUOTE`] cut.
pub(crate) fn clip_quoted(s: &str) -> Cow<'_, str> {
    if s.len() <= MAX_QUOTE {
        return Cow::Borrowed(s);
    }
    let parts: Vec<&str> = s.split('`').collect();
    let clipped: Vec<Cow<str>> = parts
        .iter()
        .enumerate()
        .map(|(k, p)| {
            if k % 2 == 1 {
                clip(p)
            } else {
                Cow::Borrowed(*p)
            }
        })
        .collect();
    Cow::Owned(clipped.join("`"))
}

/// Clips the quoted parts of a diagnostic's message, help and notes.
pub(crate) fn clip_diagnostic(d: &mut Diagnostic) {
    d.message = clip_quoted(&d.message).into_owned();
    if let Some(h) = &mut d.help {
        *h = clip_quoted(h).into_owned();
    }
    for n in &mut d.notes {
        *n = clip_quoted(n).into_owned();
    }
}

/// The text of `span` in `src` (for quoting numbers as written), clipped.
pub(crate) fn text(src: &str, span: Span) -> Cow<'_, str> {
    clip(
        src.get(span.start as usize..span.end as usize)
            .unwrap_or("?"),
    )
}

/// `n` if it is at most `max`, else an `out-of-range` error naming `what`.
pub(crate) fn bounded(
    n: &Num,
    max: u64,
    what: &str,
    file: &str,
    src: &str,
) -> Result<u64, Diagnostic> {
    if n.value <= max {
        Ok(n.value)
    } else {
        Err(Diagnostic::error(
            Code::OutOfRange,
            file,
            n.span,
            format!("{what} {} is out of range", text(src, n.span)),
        )
        .with_help(format!("valid {what}s are 0 to {max}")))
    }
}

/// The bounds of `r`, each at most `max`, `lo <= hi`.
pub(crate) fn bounded_range(
    r: &RangeLit,
    max: u64,
    what: &str,
    file: &str,
    src: &str,
) -> Result<(u64, u64), Vec<Diagnostic>> {
    let lo = bounded(&r.lo, max, what, file, src);
    let hi = r.hi.map(|h| bounded(&h, max, what, file, src)).transpose();
    match (lo, hi) {
        (Ok(lo), Ok(hi)) => {
            let hi = hi.unwrap_or(lo);
            if lo > hi {
                return Err(vec![Diagnostic::error(
                    Code::EmptyRange,
                    file,
                    r.span,
                    format!(
                        "range {} is empty: its low end is greater than its high end",
                        text(src, r.span)
                    ),
                )
                .with_help(format!("write {hi}-{lo}"))]);
            }
            Ok((lo, hi))
        }
        (lo, hi) => Err(lo.err().into_iter().chain(hi.err()).collect()),
    }
}

/// The flag bits named by `names`.
pub(crate) fn flag_bits(names: &[Ident], file: &str) -> Result<u8, Vec<Diagnostic>> {
    let mut bits = 0u8;
    let mut errs = Vec::new();
    for n in names {
        match TCP_FLAGS.iter().find(|(f, _)| *f == n.name) {
            Some((_, b)) => bits |= b,
            None => {
                let d = Diagnostic::error(
                    Code::UnknownFlag,
                    file,
                    n.span,
                    format!("unknown TCP flag `{}`", n.name),
                );
                errs.push(
                    match nearest(
                        &n.name,
                        &TCP_FLAGS.iter().map(|(f, _)| *f).collect::<Vec<_>>(),
                    ) {
                        Some(s) => d.with_help(format!("did you mean `{s}`?")),
                        None => d.with_help("the TCP flags are fin syn rst psh ack urg ece cwr"),
                    },
                );
            }
        }
    }
    if errs.is_empty() {
        Ok(bits)
    } else {
        Err(errs)
    }
}

/// Resolves `type T [code C]` for ICMP (`v6` false) or ICMPv6.
pub(crate) fn icmp_type(
    spec: &IcmpSpec,
    v6: bool,
    file: &str,
    src: &str,
) -> Result<(u8, Option<u8>), Vec<Diagnostic>> {
    let (table, other, proto, other_proto) = if v6 {
        (ICMP6_TYPES, ICMP4_TYPES, "ICMPv6", "ICMP (IPv4)")
    } else {
        (ICMP4_TYPES, ICMP6_TYPES, "ICMP", "ICMPv6")
    };
    let mut errs = Vec::new();
    let ty = match &spec.ty {
        TypeVal::Num(n) => bounded(n, 255, "ICMP type", file, src)
            .map_err(|e| errs.push(e))
            .ok(),
        TypeVal::Name(id) => match table.iter().find(|(n, _)| *n == id.name) {
            Some((_, t)) => Some(*t as u64),
            None => {
                let mut d = Diagnostic::error(
                    Code::UnknownIcmpType,
                    file,
                    id.span,
                    format!("unknown {proto} type `{}`", id.name),
                );
                if other.iter().any(|(n, _)| *n == id.name) {
                    d = d.with_note(format!("`{}` is an {other_proto} type", id.name));
                }
                d = match nearest(&id.name, &table.iter().map(|(n, _)| *n).collect::<Vec<_>>()) {
                    Some(s) => d.with_help(format!("did you mean `{s}`?")),
                    None => d.with_help(format!(
                        "the {proto} type names are {}; any type can be given as a number",
                        table.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(" ")
                    )),
                };
                errs.push(d);
                None
            }
        },
    };
    let code = match &spec.code {
        Some(c) => bounded(c, 255, "ICMP code", file, src)
            .map_err(|e| errs.push(e))
            .ok(),
        None => None,
    };
    match ty {
        Some(t) if errs.is_empty() => Ok((t as u8, code.map(|c| c as u8))),
        _ => Err(errs),
    }
}

/// (v2) The bytes of a hex literal or string (`payload`, `contains`,
/// `expect ... payload`): a hex literal needs an even number of hex digits;
/// the value must have 1 to `max` bytes (`max` 0: no upper bound, empty
/// allowed). `what` names the value in messages (`a payload value`).
pub(crate) fn lower_bytes(
    lit: &crate::ast::BytesLit,
    max: usize,
    what: &str,
    file: &str,
) -> Result<Vec<u8>, Diagnostic> {
    use crate::ast::BytesKind;
    let bytes = match &lit.kind {
        BytesKind::Str(b) => b.clone(),
        BytesKind::Hex(digits) => hex_digits(digits, lit.span, file)?,
    };
    if max > 0 && bytes.is_empty() {
        return Err(Diagnostic::error(
            Code::EmptyValue,
            file,
            lit.span,
            format!("{what} cannot be empty"),
        )
        .with_help(format!("give 1 to {max} bytes")));
    }
    if max > 0 && bytes.len() > max {
        return Err(Diagnostic::error(
            Code::ValueTooLong,
            file,
            lit.span,
            format!("{what} is {} bytes long, more than {max}", bytes.len()),
        )
        .with_help(format!(
            "use at most {max} bytes (a hex literal of up to {} digits, or a string)",
            2 * max
        )));
    }
    Ok(bytes)
}

/// The bytes spelled by the hex digits after `0x` (`span` covers `0x` too).
pub(crate) fn hex_digits(digits: &str, span: Span, file: &str) -> Result<Vec<u8>, Diagnostic> {
    if let Some(k) = digits.find(|c: char| !c.is_ascii_hexdigit()) {
        let at = span.start as usize + 2 + k;
        let c = digits[k..].chars().next().map_or(1, char::len_utf8);
        return Err(Diagnostic::error(
            Code::BadHex,
            file,
            Span::new(at, at + c),
            "not a hex digit",
        )
        .with_help("hex literals are `0x` followed by the digits 0-9 and a-f, two per byte"));
    }
    if digits.is_empty() {
        return Err(
            Diagnostic::error(Code::EmptyValue, file, span, "`0x` without any digits")
                .with_help("write two hex digits per byte, like `0x8180`"),
        );
    }
    if !digits.len().is_multiple_of(2) {
        return Err(Diagnostic::error(
            Code::OddHexDigits,
            file,
            span,
            format!(
                "a hex literal stands for bytes, so it needs an even number of digits, not {}",
                digits.len()
            ),
        )
        .with_help(format!("add a leading zero: `0x0{digits}`")));
    }
    Ok(digits
        .as_bytes()
        .chunks(2)
        .map(|p| {
            let hi = (p[0] as char).to_digit(16).unwrap_or(0) as u8;
            let lo = (p[1] as char).to_digit(16).unwrap_or(0) as u8;
            hi << 4 | lo
        })
        .collect())
}
