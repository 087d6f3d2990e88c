//! Text with typed holes: the part of an artifact whose names apply chooses
//! at load time (an nft set's or ipset's generation, a hashlimit table's
//! generation). The backend writes the text once, with each such name as a
//! [`Hole`]; apply renders it with the names it chose
//! ([`Template::render`]), and never searches or rewrites the text.
//!
//! Inside a backend, while a line is assembled as a `String`, a hole is
//! written as a marker ([`mark`]: the name between two control
//! characters no generated text contains), and [`Template::from_marked`]
//! turns the finished line into pieces once, where the backend builds its
//! artifact.

/// What a hole names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HoleKind {
    /// An nft set of the table (`@NAME`).
    NftSet,
    /// An ipset (`--match-set NAME`).
    IpSet,
    /// A hashlimit table (`--hashlimit-name NAME`).
    Hashlimit,
}

impl HoleKind {
    const ALL: [HoleKind; 3] = [HoleKind::NftSet, HoleKind::IpSet, HoleKind::Hashlimit];

    fn tag(self) -> char {
        match self {
            HoleKind::NftSet => 'n',
            HoleKind::IpSet => 'i',
            HoleKind::Hashlimit => 'h',
        }
    }
}

/// One piece of a [`Template`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    /// A name, written as it is unless the renderer chooses another.
    Hole(HoleKind, String),
}

/// Text with typed holes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Template {
    pieces: Vec<Piece>,
}

const OPEN: char = '\u{1}';
const CLOSE: char = '\u{2}';

/// The marker of a hole naming `name` (see the module doc).
pub(crate) fn mark(kind: HoleKind, name: &str) -> String {
    format!("{OPEN}{}{name}{CLOSE}", kind.tag())
}

impl Template {
    /// Plain text, without holes.
    pub fn text(s: impl Into<String>) -> Template {
        let mut t = Template::default();
        t.push_text(&s.into());
        t
    }

    /// A line assembled with [`mark`]ers, in pieces. A marker that does
    /// not parse stays text (it cannot occur: only `mark` writes them).
    pub(crate) fn from_marked(s: &str) -> Template {
        let mut t = Template::default();
        let mut rest = s;
        while let Some(at) = rest.find(OPEN) {
            t.push_text(&rest[..at]);
            let after = &rest[at + OPEN.len_utf8()..];
            let hole = after.split_once(CLOSE).and_then(|(inner, tail)| {
                let tag = inner.chars().next()?;
                let kind = HoleKind::ALL.into_iter().find(|k| k.tag() == tag)?;
                Some((kind, &inner[tag.len_utf8()..], tail))
            });
            match hole {
                Some((kind, name, tail)) => {
                    t.pieces.push(Piece::Hole(kind, name.to_string()));
                    rest = tail;
                }
                None => {
                    t.push_text(&rest[at..at + OPEN.len_utf8()]);
                    rest = after;
                }
            }
        }
        t.push_text(rest);
        t
    }

    /// Appends text.
    pub fn push_text(&mut self, s: &str) {
        if s.is_empty() {
            return;
        }
        match self.pieces.last_mut() {
            Some(Piece::Text(t)) => t.push_str(s),
            _ => self.pieces.push(Piece::Text(s.to_string())),
        }
    }

    /// Appends another template.
    pub fn push(&mut self, other: &Template) {
        for p in &other.pieces {
            match p {
                Piece::Text(s) => self.push_text(s),
                Piece::Hole(..) => self.pieces.push(p.clone()),
            }
        }
    }

    /// The pieces, in order.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The names of the holes of `kind`, in order (with repetitions).
    pub fn holes(&self, kind: HoleKind) -> impl Iterator<Item = &str> {
        self.pieces.iter().filter_map(move |p| match p {
            Piece::Hole(k, n) if *k == kind => Some(n.as_str()),
            Piece::Hole(..) | Piece::Text(_) => None,
        })
    }

    /// The text, each hole filled by `fill(kind, name)` (`None`: the name
    /// itself).
    pub fn render(&self, fill: &dyn Fn(HoleKind, &str) -> Option<String>) -> String {
        let mut out = String::new();
        self.render_into(&mut out, fill);
        out
    }

    /// [`Template::render`] appending to `out`.
    pub fn render_into(&self, out: &mut String, fill: &dyn Fn(HoleKind, &str) -> Option<String>) {
        for p in &self.pieces {
            match p {
                Piece::Text(s) => out.push_str(s),
                Piece::Hole(k, n) => match fill(*k, n) {
                    Some(v) => out.push_str(&v),
                    None => out.push_str(n),
                },
            }
        }
    }

    /// The text with every hole its own name (what `compile -o` writes).
    pub fn as_written(&self) -> String {
        self.render(&|_, _| None)
    }
}

impl std::fmt::Display for Template {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for p in &self.pieces {
            match p {
                Piece::Text(s) | Piece::Hole(_, s) => f.write_str(s)?,
            }
        }
        Ok(())
    }
}

/// `names` as a fill for [`Template::render`]: holes of `kind` named by a
/// first element are renamed to the second.
pub fn renaming(
    kind: HoleKind,
    names: &[(String, String)],
) -> impl Fn(HoleKind, &str) -> Option<String> + '_ {
    move |k, n| {
        (k == kind)
            .then(|| {
                names
                    .iter()
                    .find(|(from, _)| from == n)
                    .map(|(_, to)| to.clone())
            })
            .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marked_lines_become_pieces() {
        let line = format!(
            "-A X -m set --match-set {} src -m hashlimit --hashlimit-name {}\n",
            mark(HoleKind::IpSet, "dropc-e0:a-4"),
            mark(HoleKind::Hashlimit, "dropc-e0-r.0123abcd")
        );
        let t = Template::from_marked(&line);
        assert_eq!(
            t.as_written(),
            "-A X -m set --match-set dropc-e0:a-4 src -m hashlimit --hashlimit-name dropc-e0-r.0123abcd\n"
        );
        assert_eq!(t.to_string(), t.as_written());
        assert_eq!(
            t.holes(HoleKind::IpSet).collect::<Vec<_>>(),
            ["dropc-e0:a-4"]
        );
        assert_eq!(
            t.holes(HoleKind::Hashlimit).collect::<Vec<_>>(),
            ["dropc-e0-r.0123abcd"]
        );
        assert_eq!(t.holes(HoleKind::NftSet).count(), 0);
        let names = [("dropc-e0:a-4".to_string(), "dropc-e0:a-4.alt".to_string())];
        // Only holes are renamed, never text that merely looks the same.
        let mut both = Template::text("# dropc-e0:a-4 ");
        both.push(&t);
        assert_eq!(
            both.render(&renaming(HoleKind::IpSet, &names)),
            "# dropc-e0:a-4 -A X -m set --match-set dropc-e0:a-4.alt src -m hashlimit --hashlimit-name dropc-e0-r.0123abcd\n"
        );
        // A stray marker character stays text.
        assert_eq!(Template::from_marked("a\u{1}b").as_written(), "a\u{1}b");
        assert_eq!(
            Template::from_marked("a\u{1}zb\u{2}").as_written(),
            "a\u{1}zb\u{2}"
        );
    }
}
