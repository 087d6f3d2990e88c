//! The parser's error type: where parsing stopped and what was expected
//! there, or a precise custom message. Turned into a [`Diagnostic`] by the
//! driver.

use dropc_ir::{Code, Diagnostic, Span};
use nom::error::{ErrorKind, ParseError};

use super::In;

/// One thing the parser would have accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Expected {
    /// A keyword or punctuation, shown in backticks.
    Tok(&'static str),
    /// A description such as "a port".
    Desc(&'static str),
}

impl Expected {
    fn render(self) -> String {
        match self {
            Expected::Tok(t) => format!("`{t}`"),
            Expected::Desc(d) => d.to_string(),
        }
    }
}

/// A fully formed error (code, message, span, help, notes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Custom {
    pub code: Code,
    pub message: String,
    pub span: Span,
    pub help: Option<String>,
    pub notes: Vec<String>,
}

/// The error of every parser in this crate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PErr {
    /// Byte offset where parsing failed.
    pub pos: usize,
    /// Alternatives that would have been accepted at `pos`.
    pub expected: Vec<Expected>,
    /// A precise error that replaces the "expected ..." message.
    pub custom: Option<Box<Custom>>,
}

impl PErr {
    pub fn expected(pos: usize, what: Expected) -> Self {
        PErr {
            pos,
            expected: vec![what],
            custom: None,
        }
    }

    pub fn one_of(pos: usize, what: &[Expected]) -> Self {
        PErr {
            pos,
            expected: what.to_vec(),
            custom: None,
        }
    }

    pub fn custom(span: Span, message: impl Into<String>) -> Self {
        PErr {
            pos: span.start as usize,
            expected: Vec::new(),
            custom: Some(Box::new(Custom {
                code: Code::Syntax,
                message: message.into(),
                span,
                help: None,
                notes: Vec::new(),
            })),
        }
    }

    pub fn code(mut self, code: Code) -> Self {
        if let Some(c) = &mut self.custom {
            c.code = code;
        }
        self
    }

    pub fn help(mut self, help: impl Into<String>) -> Self {
        if let Some(c) = &mut self.custom {
            c.help = Some(help.into());
        }
        self
    }

    pub fn note(mut self, note: impl Into<String>) -> Self {
        if let Some(c) = &mut self.custom {
            c.notes.push(note.into());
        }
        self
    }

    /// The diagnostic for this error in `src` (the text of `file`).
    pub fn to_diagnostic(&self, file: &str, src: &str) -> Diagnostic {
        if let Some(c) = &self.custom {
            let mut d = Diagnostic::error(c.code, file, c.span, c.message.clone());
            d.help = c.help.clone();
            d.notes = c.notes.clone();
            return d;
        }
        let (found, span) = found_at(src, self.pos);
        let mut list: Vec<String> = Vec::new();
        for e in &self.expected {
            let r = e.render();
            if !list.contains(&r) {
                list.push(r);
            }
        }
        let what = match list.len() {
            0 => "something else".to_string(),
            1 => list.remove(0),
            n => {
                let last = list.remove(n - 1);
                format!("{} or {last}", list.join(", "))
            }
        };
        Diagnostic::error(
            Code::Syntax,
            file,
            span,
            format!("expected {what}, found {found}"),
        )
    }
}

/// Describes the token at `pos` ("`foo`", "end of line", "end of file") and
/// its span.
pub(crate) fn found_at(src: &str, pos: usize) -> (String, Span) {
    let mut pos = pos.min(src.len());
    while !src.is_char_boundary(pos) {
        pos -= 1;
    }
    let rest = &src[pos..];
    let Some(c) = rest.chars().next() else {
        return ("end of file".into(), Span::new(pos, pos));
    };
    if c == '\n' || rest.starts_with("\r\n") {
        return ("end of line".into(), Span::new(pos, pos));
    }
    let at = usize::from(c == '@');
    let word_len = rest[at..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | ':' | '/')))
        .map_or(rest.len(), |k| k + at);
    let len = if word_len == 0 {
        c.len_utf8()
    } else {
        word_len
    };
    let tok = &rest[..len];
    let shown: String = if tok.chars().count() > 40 {
        tok.chars().take(40).chain("…".chars()).collect()
    } else {
        tok.to_string()
    };
    let shown = match c {
        '`' => "a backquote".to_string(),
        c if c.is_control() => format!("{:?}", c),
        _ => format!("`{shown}`"),
    };
    (shown, Span::new(pos, pos + len))
}

impl<'a> ParseError<In<'a>> for PErr {
    fn from_error_kind(input: In<'a>, _kind: ErrorKind) -> Self {
        PErr {
            pos: input.location_offset(),
            expected: Vec::new(),
            custom: None,
        }
    }

    fn append(_input: In<'a>, _kind: ErrorKind, other: Self) -> Self {
        other
    }

    /// Keeps the error that got furthest; merges the alternatives of errors
    /// at the same position.
    fn or(mut self, other: Self) -> Self {
        if self.custom.is_some() || self.pos > other.pos {
            return self;
        }
        if other.custom.is_some() || other.pos > self.pos {
            return other;
        }
        for e in other.expected {
            if !self.expected.contains(&e) {
                self.expected.push(e);
            }
        }
        self
    }
}
