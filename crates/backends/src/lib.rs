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

/// Why an interface name cannot be written into a target's object names
/// (nft table `dropc-IF`, iptables chain `DROPC-IF`, ipsets `dropc-IF:…`;
/// spec §7, v2).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IfaceNameError {
    /// Not a Linux interface name at all.
    #[error("`{0}` is not a valid interface name")]
    Invalid(String),
    /// A valid interface name with a character that the target's names
    /// cannot hold (nft identifiers; `+`, a wildcard to iptables' `-i`).
    #[error(
        "interface `{iface}` cannot be spelled in the {target} names dropc gives it ({what}): \
         only letters, digits, `_`, `-` and `.` can"
    )]
    Unspellable {
        iface: String,
        target: Target,
        what: &'static str,
    },
}

impl IfaceNameError {
    /// As a diagnostic of `policy` (the interface has no place in the
    /// policy's text, so the span is empty).
    pub fn diagnostic(&self, policy: &dropc_ir::Policy) -> Diagnostic {
        Diagnostic::error(
            "iface-name",
            &policy.source,
            dropc_ir::Span::default(),
            self.to_string(),
        )
        .with_help("interface names are part of dropc's table, chain and set names (spec §7)")
    }
}

/// Checks that `iface` can be written, verbatim, into `target`'s names:
/// a Linux interface name made of letters, digits, `_`, `-` and `.` (what
/// an nft identifier and an iptables chain, `-i` argument and ipset name
/// can all spell; `+` would be a wildcard to iptables).
pub fn check_iface_name(iface: &str, target: Target) -> Result<(), IfaceNameError> {
    if !valid_iface_name(iface) {
        return Err(IfaceNameError::Invalid(iface.to_string()));
    }
    let spellable = iface
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
    if spellable {
        return Ok(());
    }
    let what = match target {
        Target::Nft => "table netdev dropc-IF",
        Target::Iptables => "chain DROPC-IF, ipsets dropc-IF:SET",
        Target::Xdp | Target::Tc => "pin directory",
    };
    Err(IfaceNameError::Unspellable {
        iface: iface.to_string(),
        target,
        what,
    })
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
