//! Validated policies from policy text, as the tests write them.

use dropc_ir::ValidPolicy;
use std::path::Path;

/// Where set files (`from "PATH"`) of a policy from text resolve: nowhere,
/// so that a test never reads what happens to lie around.
const NO_SET_FILES: &str = "/nonexistent-dropc-test-dir";

/// Parses, lowers and validates `text` as `p.drop`; panics with every
/// diagnostic rendered when it has errors.
pub fn policy(text: &str) -> ValidPolicy {
    policy_named("p.drop", text)
}

/// [`policy`] with the policy's source name (which messages and generated
/// headers quote).
pub fn policy_named(name: &str, text: &str) -> ValidPolicy {
    let loaded = dropc_syntax::load_str(name, text, Path::new(NO_SET_FILES));
    match loaded.policy {
        Some(p) => p,
        None => panic!("{name} does not compile:\n{}", loaded.render()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_becomes_a_validated_policy() {
        let p = policy_named("t.drop", "default drop\nweb: pass tcp dport 80\n");
        assert_eq!(p.source, "t.drop");
        assert_eq!(p.rules.len(), 1);
        assert_eq!(p.rules[0].label, "web");
    }

    #[test]
    #[should_panic(expected = "does not compile")]
    fn errors_panic_with_the_diagnostics() {
        policy("default maybe\n");
    }
}
