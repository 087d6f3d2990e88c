use super::*;

#[test]
fn renders_caret_under_span() {
    let src = "default pass\nblocked: drop src 10.0.0.1/8\n";
    let start = src.find("10.0.0.1").unwrap();
    let d = Diagnostic::error(
        Code::HostBits,
        "p.drop",
        Span::new(start, start + 10),
        "host bits set",
    )
    .with_help("did you mean 10.0.0.0/8?");
    let r = render(&d, Some(src));
    eprintln!("{r}");
    assert!(r.contains("--> p.drop:2:19"), "{r}");
    assert!(r.contains("2 | blocked: drop src 10.0.0.1/8"), "{r}");
    assert!(r.contains("  |                   ^^^^^^^^^^\n"), "{r}");
    assert!(r.contains("= help: did you mean 10.0.0.0/8?"), "{r}");
}

#[test]
fn unplaced_has_no_excerpt() {
    let src = "default pass\n";
    let d = Diagnostic::unplaced(
        Code::BadIface,
        "p.drop",
        "`a/b` is not a valid interface name",
    )
    .with_help("an interface name has no `/`");
    let r = render(&d, Some(src));
    assert_eq!(
        r,
        "error[bad-iface]: `a/b` is not a valid interface name\n  --> p.drop\n   = help: an interface name has no `/`\n"
    );
    let j = to_json(&d, Some(src));
    assert!(j.line.is_none() && j.column.is_none(), "{j:?}");
}

fn span_of(src: &str, needle: &str) -> Span {
    let k = src.find(needle).expect(needle);
    Span::new(k, k + needle.len())
}

#[test]
fn renders_a_secondary_label_on_an_earlier_line() {
    let src = "web: pass tcp dport 80\nweb: drop udp\n";
    let d = Diagnostic::error(
        Code::DuplicateLabel,
        "p.drop",
        Span::new(23, 26),
        "duplicate label `web`",
    )
    .with_label(Span::new(0, 3), "first defined here")
    .with_help("labels are unique");
    assert_eq!(
        render(&d, Some(src)),
        "error[duplicate-label]: duplicate label `web`
  --> p.drop:2:1
  |
1 | web: pass tcp dport 80
  | --- first defined here
2 | web: drop udp
  | ^^^
  |
  = help: labels are unique
"
    );
}

#[test]
fn renders_labels_far_apart_with_a_break() {
    let src: String = (1..=12).map(|k| format!("rule{k}: drop udp\n")).collect();
    let d = Diagnostic::warning(
        Code::ShadowedRule,
        "p.drop",
        span_of(&src, "rule11: drop udp"),
        "rule `rule11` can never match",
    )
    .with_label(span_of(&src, "rule2: drop udp"), "shadowed by this rule");
    let r = render(&d, Some(&src));
    assert_eq!(
        r,
        "warning[shadowed-rule]: rule `rule11` can never match
   --> p.drop:11:1
   |
 2 | rule2: drop udp
   | --------------- shadowed by this rule
   .
11 | rule11: drop udp
   | ^^^^^^^^^^^^^^^^
"
    );
}

#[test]
fn renders_a_span_over_several_lines() {
    let src =
        "set a = ip {\n  192.0.2.1,\n  192.0.2.2,\n  192.0.2.3,\n  192.0.2.4\n}\ndrop src @a\n";
    let start = src.find('{').unwrap();
    let end = src.find('}').unwrap() + 1;
    let d = Diagnostic::warning(Code::UnusedSet, "p.drop", Span::new(start, end), "unused");
    let r = render(&d, Some(src));
    assert_eq!(
        r,
        "warning[unused-set]: unused
  --> p.drop:1:12
  |
1 |   set a = ip {
  | /------------^
2 | |   192.0.2.1,
  . |
5 | |   192.0.2.4
6 | | }
  | \\-^
"
    );
}

#[test]
fn cuts_long_lines_around_the_label() {
    let long = "x".repeat(300);
    let src = format!("drop src {long} @a\n");
    let at = src.find('@').unwrap();
    let d = Diagnostic::error(
        Code::UnknownSet,
        "p.drop",
        Span::new(at, at + 2),
        "no set `a`",
    );
    let r = render(&d, Some(&src));
    // The real column, an excerpt of at most EXCERPT characters from the
    // label on, its caret under it.
    assert!(r.contains("--> p.drop:1:311\n"), "{r}");
    assert!(r.contains("1 | …@a\n"), "{r}");
    assert!(r.contains("  |  ^^\n"), "{r}");
    // A set file's excerpt: at most 40 characters of its line.
    let lines = LineIndex::new(&src);
    let set_file = Source {
        text: &src,
        lines: &lines,
        excerpt: 40,
    };
    let d = Diagnostic::error(
        Code::BadSetElement,
        "set.txt",
        Span::new(0, 4),
        "bad element",
    );
    let r = render_in(&d, Some(set_file));
    let quoted = r.lines().find(|l| l.starts_with("1 | ")).unwrap();
    assert_eq!(quoted, format!("1 | drop src {}…", &long[..31]), "{r}");
}

#[test]
fn secondary_labels_in_other_files_and_unknown_files() {
    let policy = "set a = ip from \"a.txt\"\n";
    let set = "10.0.0.1/8\n";
    let (pl, sl) = (LineIndex::new(policy), LineIndex::new(set));
    let d = Diagnostic::error(Code::HostBits, "a.txt", Span::new(0, 10), "host bits set")
        .with_label_in("p.drop", span_of(policy, "\"a.txt\""), "read here")
        .with_label_in("gone.drop", Span::new(0, 1), "not shown");
    let sources = |f: &str| match f {
        "p.drop" => Some(Source {
            text: policy,
            lines: &pl,
            excerpt: EXCERPT,
        }),
        "a.txt" => Some(Source {
            text: set,
            lines: &sl,
            excerpt: 40,
        }),
        _ => None,
    };
    let r = render_with(&d, sources);
    assert!(r.contains("--> a.txt:1:1\n"), "{r}");
    assert!(r.contains("--> p.drop:1:17\n"), "{r}");
    assert!(r.contains("read here"), "{r}");
    assert!(!r.contains("not shown"), "{r}");
    let j = JsonDiagnostic::new(&d, sources);
    assert_eq!((j.line, j.column), (Some(1), Some(1)));
    assert_eq!((j.labels[0].line, j.labels[0].column), (Some(1), Some(17)));
    assert_eq!(j.labels[1].line, None);
}

/// The JSON schema: every field of the first version, with its name and
/// type, plus `labels`.
#[test]
fn json_schema_is_stable() {
    let src = "web: pass tcp dport 80\nweb: drop udp\n";
    let d = Diagnostic::error(Code::DuplicateLabel, "p.drop", Span::new(23, 26), "dup")
        .with_label(Span::new(0, 3), "first defined here")
        .with_note("n")
        .with_help("h");
    let report = JsonReport {
        diagnostics: vec![to_json(&d, Some(src))],
        errors: 1,
        warnings: 0,
    };
    let v = serde_json::to_value(&report).unwrap();
    assert_eq!(
        v,
        serde_json::json!({
            "diagnostics": [{
                "severity": "error",
                "code": "duplicate-label",
                "message": "dup",
                "file": "p.drop",
                "line": 2, "column": 1, "end_line": 2, "end_column": 4,
                "help": "h",
                "notes": ["n"],
                "labels": [{
                    "file": "p.drop",
                    "line": 1, "column": 1, "end_line": 1, "end_column": 4,
                    "message": "first defined here",
                }],
            }],
            "errors": 1,
            "warnings": 0,
        })
    );
    // Output of the first schema (no `labels`) still reads.
    let old = r#"{"severity":"warning","code":"unused-set","message":"m","file":"p",
        "line":null,"column":null,"end_line":null,"end_column":null,"help":null,"notes":[]}"#;
    let j: JsonDiagnostic = serde_json::from_str(old).unwrap();
    assert_eq!(j.code, Code::UnusedSet);
    assert!(j.labels.is_empty());
    assert!(serde_json::from_str::<JsonDiagnostic>(&old.replace("unused-set", "no-such")).is_err());
}

#[test]
fn codes_round_trip() {
    for c in Code::ALL {
        assert_eq!(c.as_str().parse::<Code>(), Ok(*c));
        assert_eq!(serde_json::to_value(c).unwrap(), c.as_str());
    }
    assert!("nft-iface".parse::<Code>().is_err());
}

#[test]
fn zero_width_span_at_end_of_file() {
    let src = "drop tcp dport";
    let d = Diagnostic::error(Code::Syntax, "p.drop", Span::new(14, 14), "expected a port");
    let r = render(&d, Some(src));
    assert!(r.contains("--> p.drop:1:15\n"), "{r}");
    assert!(
        r.contains("1 | drop tcp dport\n  |               ^\n"),
        "{r}"
    );
    // An empty file, and a span past its end.
    let r = render(&d, Some(""));
    assert!(r.contains("--> p.drop:1:1\n"), "{r}");
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

proptest::proptest! {
    /// Any spans, in or past any text (mid-character, reversed, past the
    /// end), render without panicking, with the file named.
    #[test]
    fn any_spans_render(
        text in "[a-c\n\r\té€ ]{0,40}",
        spans in proptest::collection::vec((0u32..50, 0u32..50), 1..4),
        excerpt in 1usize..8,
    ) {
        let lines = LineIndex::new(&text);
        let src = Source { text: &text, lines: &lines, excerpt };
        let (s, e) = spans[0];
        let d = spans[1..].iter().fold(
            Diagnostic::error(Code::Syntax, "p.drop", Span { start: s, end: e }, "m"),
            |d, &(s, e)| d.with_label(Span { start: s, end: e }, "l"),
        );
        let r = render_in(&d, Some(src));
        proptest::prop_assert!(r.contains("--> p.drop"), "{}", r);
        let j = JsonDiagnostic::new(&d, |_| Some(src));
        proptest::prop_assert_eq!(j.labels.len(), spans.len() - 1);
    }
}
