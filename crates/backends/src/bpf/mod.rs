//! BPF backend for xdp and tc (being written).
use crate::{Options, Target};
use dropc_ir::{Diagnostic, ValidPolicy};

/// The ELF object for `policy` on `target` (xdp or tc).
pub fn compile(_target: Target, _policy: &ValidPolicy, _opts: &Options) -> Result<Vec<u8>, Vec<Diagnostic>> {
    Err(Vec::new())
}
