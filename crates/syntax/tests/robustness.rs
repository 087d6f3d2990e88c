//! No input makes the front end panic: token soup and mutated valid
//! policies (proptest; PROPTEST_CASES is respected), huge files, very long
//! lines, invalid UTF-8.

mod common;

use common::*;
use proptest::prelude::*;

const EXAMPLE: &str = r#"# example
set flood_dst   = ip   { 198.18.0.0/24, fd00::/64 }
set drdos_ports = port { 53, 123, 1900, 11211 }
set nets = ip { @flood_dst, 10.0.0.0/8,
   ::ffff:1.2.3.4 }
default pass
flood:     drop udp dst @flood_dst dport 1234
frags:     drop fragment later
drdos:     drop udp sport @drdos_ports not src @nets
ssh-syn:   pass tcp dport 22 flags syn/syn,ack
           drop tcp dport 20-22
ping:      drop icmp type echo-request code 0
ttl-probe: drop ip4 ttl 0-2 len 0x40-1500 not proto 50
dns-qr:    drop udp sport 53 payload 2 0x80/0x80 not payload 0 "\x00\x01"
banner:    drop not contains "HTTP/1.1 200 OK" contains 0x0d0a
per16:     drop udp ip4 over 1000/second burst 20 per src/16
any:       pass not over 5/minute per dst
expect drop udp 198.18.40.55:32059 -> 198.18.0.12:1234
expect pass tcp 192.0.2.1:40000 -> 203.0.113.5:22 flags syn
expect drop icmp6 [2001:db8::7] -> [fd00::1] type echo-request fragment later
expect drop udp 192.0.2.1:53 -> 198.51.100.1:4000 payload 0x00008180 times 3
expect pass udp 192.0.2.1:53 -> 198.51.100.1:4000 payload "abc\x00"
"#;

const TOKENS: &[&str] = &[
    "set",
    "ip",
    "port",
    "from",
    "default",
    "drop",
    "pass",
    "expect",
    "not",
    "ip4",
    "ip6",
    "tcp",
    "udp",
    "icmp",
    "icmp6",
    "proto",
    "src",
    "dst",
    "sport",
    "dport",
    "flags",
    "type",
    "code",
    "fragment",
    "later",
    "ttl",
    "len",
    "dynamic",
    "timeout",
    "size",
    "30s",
    "0s",
    "7d",
    "99999999999999999999999d",
    "5x",
    "payload",
    "contains",
    "over",
    "burst",
    "per",
    "times",
    "second",
    "minute",
    "hour",
    "1/second",
    "0/hour",
    "5/fortnight",
    "src/16",
    "dst/129",
    "0x8180",
    "0x818",
    "0x80/0x80",
    "0xzz",
    "\"\\x41\"",
    "\"HTTP/1.1 200 OK\"",
    "syn",
    "ack",
    "syn/syn,ack",
    "echo-request",
    "x",
    "a-b",
    "label:",
    ":",
    "::",
    "=",
    "{",
    "}",
    ",",
    "/",
    "-",
    "->",
    "@",
    "@x",
    "@nets",
    "#",
    "\"",
    "\"f.txt\"",
    "\"\\x",
    "\"\\q\"",
    "0",
    "1",
    "22",
    "255",
    "256",
    "65535",
    "65536",
    "0x",
    "0xff",
    "99999999999999999999999",
    "1-2",
    "2-1",
    "10.0.0.0/8",
    "10.0.0.1/8",
    "1.2.3.4",
    "1.2.3.4:80",
    "[::1]",
    "[::1]:53",
    "[1.2.3.4]",
    "::1",
    "fd00::/64",
    "::ffff:1.2.3.4",
    "1.2.3",
    "1.2.3.4/",
    "/33",
    "[",
    "]",
    "\n",
    "\n",
    "\n",
    "\r\n",
    "\t",
    " ",
    "é",
    "\u{0}",
    "\u{feff}",
    "🦀",
    "\\",
];

fn check(text: &str) {
    let l = load(text);
    // Policy only without errors, errors only without policy.
    assert_eq!(l.policy.is_some(), !l.has_errors());
    for d in &l.diagnostics {
        let src = l.sources.get(&d.file);
        assert!(src.is_some(), "no source for {}", d.file);
        let _ = dropc_ir::diag::render(d, src);
        assert!(d.span.is_none_or(|s| s.start <= s.end));
    }
}

fn check_packet(text: &str) {
    if let Err(d) = dropc_syntax::parse_packet(text) {
        let _ = dropc_ir::diag::render(&d, Some(text));
    }
}

/// Edits of a valid policy: delete, insert or replace a few bytes.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize, usize),
    Insert(usize, String),
    Replace(usize, String),
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut s = text.as_bytes().to_vec();
    for e in edits {
        match e {
            Edit::Delete(at, n) => {
                let at = at % (s.len() + 1);
                let end = (at + n).min(s.len());
                s.drain(at..end);
            }
            Edit::Insert(at, t) => {
                let at = at % (s.len() + 1);
                s.splice(at..at, t.bytes());
            }
            Edit::Replace(at, t) => {
                let at = at % (s.len() + 1);
                let end = (at + t.len()).min(s.len());
                s.splice(at..end, t.bytes());
            }
        }
    }
    String::from_utf8_lossy(&s).into_owned()
}

fn edit() -> impl Strategy<Value = Edit> {
    let tok = prop::sample::select(TOKENS).prop_map(str::to_string);
    prop_oneof![
        (any::<usize>(), 1usize..12).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), tok.clone()).prop_map(|(a, t)| Edit::Insert(a, t)),
        (any::<usize>(), tok).prop_map(|(a, t)| Edit::Replace(a, t)),
        (any::<usize>(), "[ -~]{1,4}").prop_map(|(a, t)| Edit::Insert(a, t)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(300),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn token_soup_never_panics(toks in prop::collection::vec(prop::sample::select(TOKENS), 0..60),
                               seps in prop::collection::vec(prop::sample::select(&[" ", "", "\n", "\t"][..]), 60)) {
        let mut text = String::new();
        for (t, s) in toks.iter().zip(seps.iter()) {
            text.push_str(t);
            text.push_str(s);
        }
        check(&text);
        check_packet(&text);
    }

    #[test]
    fn mutated_policies_never_panic(edits in prop::collection::vec(edit(), 1..6)) {
        let text = apply(EXAMPLE, &edits);
        check(&text);
        // Mutate one expect line alone as a packet too.
        if let Some(line) = text.lines().find_map(|l| l.trim_start().strip_prefix("expect drop ")) {
            check_packet(line);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        check(&text);
        check_packet(&text);
    }
}

#[test]
fn the_example_is_valid() {
    let l = load(EXAMPLE);
    // The set files are not needed; every rule and expectation lowers.
    assert!(!l.has_errors(), "{}", l.render());
}

#[test]
fn ten_megabyte_file() {
    // A long inline set spanning 250k lines, 25k rules, then comments.
    let mut text = String::with_capacity(11 << 20);
    text.push_str("set big = ip {\n");
    let mut n = 0u32;
    while text.len() < 6 << 20 {
        n += 1;
        text.push_str(&format!(
            "  {}.{}.{}.0/24, # entry {n}\n",
            n >> 16 & 0xff,
            n >> 8 & 0xff,
            n & 0xff
        ));
    }
    text.push_str("}\ndrop src @big\n");
    let mut r = 0;
    while text.len() < 7 << 20 {
        r += 1;
        text.push_str(&format!(
            "r{r}: drop udp dport {} src 192.0.2.0/24\n",
            r % 65536
        ));
    }
    while text.len() < 10 << 20 {
        text.push_str(
            "# a comment line that is exactly as boring as it looks, repeated to fill the file\n",
        );
    }
    assert!(text.len() >= 10 << 20);
    // How long it takes is a benchmark's business (crates/syntax/benches/parse.rs).
    let l = load(&text);
    assert!(
        !l.has_errors(),
        "{}",
        l.render().lines().take(20).collect::<Vec<_>>().join("\n")
    );
    let p = l.policy.unwrap();
    assert_eq!(p.rules.len(), r + 1);
    assert_eq!(
        p.sets[0].ip().unwrap().v4.len(),
        1,
        "consecutive /24s merge"
    );
}

#[test]
fn ten_megabyte_garbage() {
    let text: String = (0..10 << 20)
        .map(|k| {
            if k % 97 == 0 {
                '\n'
            } else {
                ['{', '"', 'x', '@', ' '][k % 5]
            }
        })
        .collect();
    let l = load(&text);
    assert!(l.has_errors());
    assert!(l.diagnostics.len() <= 202);
}

#[test]
fn very_long_lines() {
    // One rule line of 1 MB (a huge inline list on one line).
    let elems: Vec<String> = (0..60_000).map(|k| format!("{}", k % 65536)).collect();
    let text = format!("drop udp dport {{ {} }}\n", elems.join(", "));
    let p = policy(&text);
    assert_eq!(p.sets[0].port().unwrap().ports.len(), 1);
    // A 1 MB comment, a 1 MB identifier, a 1 MB number.
    let long = "a".repeat(1 << 20);
    check(&format!("# {long}\ndrop tcp\n"));
    let l = load(&format!("{long}: drop tcp\n"));
    assert!(!l.has_errors());
    let l = load(&format!("drop tcp dport {}\n", "9".repeat(1 << 20)));
    assert_eq!(codes(&l), ["out-of-range"]);
    // The rendered excerpt of a long line is cut.
    assert!(l.render().len() < 2000);
    let l = load(&format!("drop src {}\n", "1".repeat(1 << 20)));
    assert_eq!(codes(&l), ["bad-address"]);
    assert!(l.render().len() < 2000);
}

#[test]
fn invalid_utf8_anywhere() {
    let dir = tempfile::tempdir().unwrap();
    for bytes in [
        &b"\xff"[..],
        b"drop tcp\n\xc3",
        b"\xef\xbb\xbf\xfe drop",
        b"set s = ip { 10.0.0.0/8 \x80 }\n",
    ] {
        let path = dir.path().join("p.drop");
        std::fs::write(&path, bytes).unwrap();
        let l = dropc_syntax::load_file(&path).unwrap();
        assert_eq!(codes(&l), ["invalid-utf8"]);
        let at = std::str::from_utf8(bytes).unwrap_err().valid_up_to();
        assert_eq!(l.diagnostics[0].anchor() as usize, at);
        let _ = l.render();
    }
    assert!(dropc_syntax::load_file(&dir.path().join("missing.drop")).is_err());
}
