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
    let d = Diagnostic::unplaced(Code::BadIface, "p.drop", "`a/b` is not a valid interface name")
        .with_help("an interface name has no `/`");
    let r = render(&d, Some(src));
    assert_eq!(
        r,
        "error[bad-iface]: `a/b` is not a valid interface name\n  --> p.drop\n   = help: an interface name has no `/`\n"
    );
    let j = to_json(&d, Some(src));
    assert!(j.line.is_none() && j.column.is_none(), "{j:?}");
}
