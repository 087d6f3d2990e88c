//! dropc's backends: one module per target, each consuming only a
//! [`ValidPolicy`].
//!
//! **Invariant:** a construct a target cannot express is rejected centrally by
//! [`caps::check`] (an error naming the rule, the construct and the targets
//! that can), before any translation; backends never silently drop a match.

use dropc_ir::{Diagnostic, ValidPolicy};
use serde::{Deserialize, Serialize};

pub mod bpf;
pub mod caps;
pub mod iptables;
pub mod nft;

/// A compilation target of spec §7 (plus `ir`, the JSON of the IR).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Target {
    Xdp,
    Tc,
    Nft,
    Iptables,
}

impl Target {
    pub const ALL: [Target; 4] = [Target::Xdp, Target::Tc, Target::Nft, Target::Iptables];

    pub fn name(self) -> &'static str {
        match self {
            Target::Xdp => "xdp",
            Target::Tc => "tc",
            Target::Nft => "nft",
            Target::Iptables => "iptables",
        }
    }

    pub fn parse(s: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.name() == s)
    }
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Options shared by all targets.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Interface the artifact is for (required by nft: the base chain names
    /// its device).
    pub iface: Option<String>,
    /// BPF targets: leave the per-rule counters out.
    pub no_counters: bool,
}

/// Whether `name` can be a Linux interface name (1 to 15 bytes, no `/`,
/// white space, quotes or `:`), so that it can be written into generated
/// rules verbatim.
pub fn valid_iface_name(name: &str) -> bool {
    (1..16).contains(&name.len())
        && name != "."
        && name != ".."
        && name
            .chars()
            .all(|c| c.is_ascii_graphic() && !matches!(c, '/' | ':' | '"' | '\'' | '\\'))
}

/// What a backend produces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Artifact {
    /// An ELF object (xdp, tc).
    Object(Vec<u8>),
    /// An `nft -f` script.
    NftScript(String),
    /// The three files of the iptables target.
    Iptables(iptables::Files),
}

/// Compiles `policy` for `target`. Errors (including unsupported
/// constructs, from [`caps::check`]) come back as diagnostics; warnings
/// (e.g. the conntrack defragmentation caveat) are returned alongside.
pub fn compile(
    target: Target,
    policy: &ValidPolicy,
    opts: &Options,
) -> Result<(Artifact, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut diags = caps::check(target, policy);
    if diags.iter().any(Diagnostic::is_error) {
        return Err(diags);
    }
    let artifact = match target {
        Target::Xdp | Target::Tc => bpf::compile(target, policy, opts).map(Artifact::Object),
        Target::Nft => nft::compile(policy, opts).map(Artifact::NftScript),
        Target::Iptables => iptables::compile(policy, opts).map(Artifact::Iptables),
    };
    match artifact {
        Ok(a) => Ok((a, diags)),
        Err(mut e) => {
            diags.append(&mut e);
            Err(diags)
        }
    }
}
