//! What each target can express (being written).
use crate::Target;
use dropc_ir::{Diagnostic, ValidPolicy};

/// Errors for every construct of `policy` that `target` cannot express, and
/// target-specific warnings.
pub fn check(_target: Target, _policy: &ValidPolicy) -> Vec<Diagnostic> {
    Vec::new()
}
