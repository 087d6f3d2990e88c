//! nftables backend (being written).
use crate::Options;
use dropc_ir::{Diagnostic, ValidPolicy};

/// The `nft -f` script for `policy`.
pub fn compile(_policy: &ValidPolicy, _opts: &Options) -> Result<String, Vec<Diagnostic>> {
    Err(Vec::new())
}
