//! The words of the language in one table (spec §2: keywords are
//! reserved): the lexer reads it to refuse a keyword as a name, the parser
//! dispatches on [`Keyword`], and the diagnostics take their word lists
//! and help texts from it ([`Role::words`]).
//!
//! A new word is one row here; the role lists, in table order, are what
//! the messages print.

use std::sync::LazyLock;

/// Where a word starts something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// A statement (`set`, `default`, `expect`, or a rule's action).
    Statement,
    /// A match of a rule (`not` included).
    Match,
    /// The protocol of an `expect` packet.
    PacketProtocol,
    /// An option of an `expect` packet.
    PacketOption,
}

macro_rules! keywords {
    ($($variant:ident = $text:literal, reserved: $reserved:literal, roles: [$($role:ident),*];)*) => {
        /// A word of the language.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Keyword {
            $(
                #[doc = concat!("`", $text, "`")]
                $variant,
            )*
        }

        impl Keyword {
            /// Every word, in the table's order.
            pub const ALL: &'static [Keyword] = &[$(Keyword::$variant),*];

            /// The word as written.
            pub const fn text(self) -> &'static str {
                match self {
                    $(Keyword::$variant => $text,)*
                }
            }

            /// Whether the word is reserved: not a name (of a set, a rule).
            pub const fn is_reserved(self) -> bool {
                match self {
                    $(Keyword::$variant => $reserved,)*
                }
            }

            /// Where the word starts something.
            pub(crate) const fn roles(self) -> &'static [Role] {
                match self {
                    $(Keyword::$variant => &[$(Role::$role),*],)*
                }
            }
        }
    };
}

keywords! {
    Set = "set", reserved: true, roles: [Statement];
    Ip = "ip", reserved: true, roles: [];
    Port = "port", reserved: true, roles: [];
    From = "from", reserved: true, roles: [];
    Default = "default", reserved: true, roles: [Statement];
    Expect = "expect", reserved: true, roles: [Statement];
    Drop = "drop", reserved: true, roles: [Statement];
    Pass = "pass", reserved: true, roles: [Statement];
    Not = "not", reserved: true, roles: [Match];
    Ip4 = "ip4", reserved: true, roles: [Match];
    Ip6 = "ip6", reserved: true, roles: [Match];
    Tcp = "tcp", reserved: true, roles: [Match, PacketProtocol];
    Udp = "udp", reserved: true, roles: [Match, PacketProtocol];
    Icmp = "icmp", reserved: true, roles: [Match, PacketProtocol];
    Icmp6 = "icmp6", reserved: true, roles: [Match, PacketProtocol];
    Proto = "proto", reserved: true, roles: [Match, PacketProtocol];
    Src = "src", reserved: true, roles: [Match];
    Dst = "dst", reserved: true, roles: [Match];
    Sport = "sport", reserved: true, roles: [Match];
    Dport = "dport", reserved: true, roles: [Match];
    Flags = "flags", reserved: true, roles: [Match, PacketOption];
    Type = "type", reserved: true, roles: [Match, PacketOption];
    Code = "code", reserved: true, roles: [];
    Fragment = "fragment", reserved: true, roles: [Match, PacketOption];
    Later = "later", reserved: true, roles: [];
    Ttl = "ttl", reserved: true, roles: [Match, PacketOption];
    Len = "len", reserved: true, roles: [Match, PacketOption];
    Payload = "payload", reserved: true, roles: [Match, PacketOption];
    Contains = "contains", reserved: true, roles: [Match];
    Over = "over", reserved: true, roles: [Match];
    Burst = "burst", reserved: true, roles: [];
    Per = "per", reserved: true, roles: [];
    Dynamic = "dynamic", reserved: true, roles: [];
    Timeout = "timeout", reserved: true, roles: [];
    Size = "size", reserved: true, roles: [];
    // Only an `expect` packet's option: `times` stays a name.
    Times = "times", reserved: false, roles: [PacketOption];
}

impl Keyword {
    /// The word `w`, if it is one of the language's.
    pub fn of(w: &str) -> Option<Keyword> {
        Keyword::ALL.iter().copied().find(|k| k.text() == w)
    }

    /// Whether the word starts a `role`.
    pub(crate) fn starts(self, role: Role) -> bool {
        self.roles().contains(&role)
    }
}

impl Role {
    /// The words of this role, in table order.
    pub(crate) fn words(self) -> &'static [&'static str] {
        static WORDS: LazyLock<[Vec<&'static str>; 4]> = LazyLock::new(|| {
            let of = |role: Role| -> Vec<&'static str> {
                Keyword::ALL
                    .iter()
                    .filter(|k| k.starts(role))
                    .map(|k| k.text())
                    .collect()
            };
            [
                of(Role::Statement),
                of(Role::Match),
                of(Role::PacketProtocol),
                of(Role::PacketOption),
            ]
        });
        let i = match self {
            Role::Statement => 0,
            Role::Match => 1,
            Role::PacketProtocol => 2,
            Role::PacketOption => 3,
        };
        &WORDS[i]
    }
}

/// Help for a word that is no match: the match keywords.
pub(crate) fn matches_help() -> &'static str {
    static HELP: LazyLock<String> = LazyLock::new(|| {
        let words: Vec<&str> = Role::Match
            .words()
            .iter()
            .copied()
            .filter(|w| *w != Keyword::Not.text())
            .collect();
        format!(
            "the matches are {}, each optionally after `not`",
            words.join(" ")
        )
    });
    &HELP
}

/// What an `expect` packet's option is, listing them.
pub(crate) fn options_desc() -> &'static str {
    static DESC: LazyLock<String> = LazyLock::new(|| {
        format!(
            "a packet option ({})",
            Role::PacketOption.words().join(", ")
        )
    });
    &DESC
}

/// What an `expect` packet's protocol is, listing them.
pub(crate) fn protocol_desc() -> &'static str {
    static DESC: LazyLock<String> = LazyLock::new(|| {
        let words = Role::PacketProtocol.words();
        match words.split_last() {
            Some((last, rest)) if *last == Keyword::Proto.text() => {
                format!("a protocol ({} or proto N)", rest.join(", "))
            }
            _ => format!("a protocol ({})", words.join(", ")),
        }
    });
    &DESC
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_distinct_and_round_trip() {
        for (i, k) in Keyword::ALL.iter().enumerate() {
            assert_eq!(Keyword::of(k.text()), Some(*k));
            assert!(!Keyword::ALL[..i].iter().any(|x| x.text() == k.text()));
        }
        assert_eq!(Keyword::of("nothing"), None);
    }

    #[test]
    fn messages_list_the_words_of_their_role() {
        assert_eq!(
            matches_help(),
            "the matches are ip4 ip6 tcp udp icmp icmp6 proto src dst sport dport flags type fragment ttl len payload contains over, each optionally after `not`"
        );
        assert_eq!(
            options_desc(),
            "a packet option (flags, type, fragment, ttl, len, payload, times)"
        );
        assert_eq!(
            protocol_desc(),
            "a protocol (tcp, udp, icmp, icmp6 or proto N)"
        );
        assert_eq!(
            Role::Statement.words(),
            ["set", "default", "expect", "drop", "pass"]
        );
    }

    /// The messages of `src` parsed as a policy.
    fn messages(src: &str) -> Vec<String> {
        let (_, diags) = crate::parse::parse_file("t.drop", src);
        diags.into_iter().map(|d| d.message).collect()
    }

    /// The parser dispatches on every word of each role: none of them is
    /// refused as "not a WHAT" where the table says it starts one.
    #[test]
    fn the_parser_takes_every_word_of_each_role() {
        // The message of a word refused where a WHAT was expected.
        let refused = |src: &str, what: &str, w: &str| {
            messages(src).into_iter().find(|m| {
                m.starts_with(&format!("expected {what}")) && m.ends_with(&format!("found `{w}`"))
            })
        };
        // Each role: where its words go (WORD stands for one), and what the
        // parser says of a word that is not one.
        let places = [
            (Role::Statement, "WORD\n", "a statement"),
            (Role::Match, "drop WORD\n", "a match"),
            (
                Role::PacketProtocol,
                "expect drop WORD 10.0.0.1 -> 10.0.0.2\n",
                "a protocol",
            ),
            (
                Role::PacketOption,
                "expect drop tcp 10.0.0.1:1 -> 10.0.0.2:2 WORD\n",
                "a packet option",
            ),
        ];
        for (role, text, what) in places {
            for w in role.words() {
                let src = text.replace("WORD", w);
                assert_eq!(refused(&src, what, w), None, "{w}");
            }
        }
        // The checks see a word that is refused.
        assert!(refused("drop sprt 22\n", "a match", "sprt").is_some());
        let src = "expect drop tcp 10.0.0.1:1 -> 10.0.0.2:2 tll 3\n";
        assert!(refused(src, "a packet option", "tll").is_some());
        let src = "expect drop tpc 10.0.0.1 -> 10.0.0.2\n";
        assert!(refused(src, "a protocol", "tpc").is_some());
        assert!(refused("sett x\n", "a statement", "sett").is_some());
    }

    #[test]
    fn reserved_words_are_refused_as_names() {
        for k in Keyword::ALL {
            let src = format!("set {} = ip {{ 10.0.0.1 }}\n", k.text());
            let reserved = messages(&src).iter().any(|m| m.contains("is a keyword"));
            assert_eq!(reserved, k.is_reserved(), "{}", k.text());
        }
    }
}
