//! Helpers shared by the integration tests.
#![allow(dead_code)]

use dropc_ir::{Diagnostic, Policy};
use dropc_syntax::{load_str, Loaded};
use std::path::Path;

/// The policy of spec §1, with its expectations; its set `blocklist` is
/// read from `blocklist.txt` beside it.
pub const SPEC_EXAMPLE: &str = r#"# Drop the synthetic flood from "How to drop 10 million packets per second".
set flood_dst   = ip   { 198.18.0.0/24, fd00::/64 }
set drdos_ports = port { 53, 123, 1900, 11211 }
set blocklist   = ip   from "blocklist.txt"      # one prefix per line

default pass

flood:     drop udp dst @flood_dst dport 1234
frags:     drop fragment
drdos:     drop udp sport @drdos_ports
blocked:   drop src @blocklist
ssh-syn:   pass tcp dport 22 flags syn/syn,ack
           drop tcp dport 22
ttl-probe: drop ip4 ttl 0-2

expect drop udp 198.18.40.55:32059 -> 198.18.0.12:1234
expect drop udp [2001:db8::7]:5000 -> [fd00::1]:1234
expect pass tcp 192.0.2.1:40000 -> 203.0.113.5:22 flags syn
expect drop tcp 192.0.2.1:40000 -> 203.0.113.5:22 flags ack
expect pass udp 192.0.2.1:5353 -> 203.0.113.5:1234
"#;

/// Loads `text` as `p.drop` with set files resolved against `dir`.
pub fn load_in(dir: &Path, text: &str) -> Loaded {
    load_str("p.drop", text, dir)
}

/// Loads `text` as `p.drop` (set files resolve against a directory that
/// holds none).
pub fn load(text: &str) -> Loaded {
    load_in(Path::new("/nonexistent-dropc-test-dir"), text)
}

/// The policy of a text that must load without errors.
pub fn policy(text: &str) -> Policy {
    let l = load(text);
    assert!(!l.has_errors(), "unexpected errors:\n{}", l.render());
    l.policy.expect("policy").into_inner()
}

/// The codes of all diagnostics.
pub fn codes(l: &Loaded) -> Vec<String> {
    l.diagnostics
        .iter()
        .map(|d| d.code.as_str().to_string())
        .collect()
}

/// The one diagnostic of `text` (panics when there are none or several).
pub fn only(text: &str) -> (Diagnostic, String) {
    let l = load(text);
    assert_eq!(
        l.diagnostics.len(),
        1,
        "expected exactly one diagnostic:\n{}",
        l.render()
    );
    let d = l.diagnostics[0].clone();
    let r = l.render();
    (d, r)
}

/// Asserts that the only diagnostic of `text` has `code` and renders to
/// exactly `expected`.
pub fn assert_rendered(text: &str, code: &str, expected: &str) {
    let (d, r) = only(text);
    assert_eq!(d.code, code, "{r}");
    assert_eq!(
        r, expected,
        "\n--- got ---\n{r}\n--- expected ---\n{expected}"
    );
}
