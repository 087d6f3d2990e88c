//! Helpers shared by the integration tests.
#![allow(dead_code)]

use dropc_ir::{Diagnostic, Policy};
use dropc_syntax::{load_str, Loaded};
use std::path::Path;

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
    l.diagnostics.iter().map(|d| d.code.clone()).collect()
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
