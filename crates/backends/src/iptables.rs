//! iptables backend (being written).
use crate::Options;
use dropc_ir::{Diagnostic, ValidPolicy};

/// The files of the iptables target (spec §8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Files {
    pub ipset: String,
    pub v4: String,
    pub v6: String,
}

/// The iptables artifacts for `policy`.
pub fn compile(_policy: &ValidPolicy, _opts: &Options) -> Result<Files, Vec<Diagnostic>> {
    Err(Vec::new())
}
