//! dropc's backends: one module per target, each consuming only a
//! [`ValidPolicy`].
//!
//! **Invariant:** a construct a target cannot express is rejected centrally by
//! [`caps::check`] (an error naming the rule, the construct and the targets
//! that can), before any translation; backends never silently drop a match.

use dropc_ir::{Code, Diagnostic, ValidPolicy};
use serde::{Deserialize, Serialize};

pub mod bpf;
pub mod caps;
pub mod iptables;
pub mod nft;

/// A compilation target of spec §7. Everything that differs between
/// targets is either in its row of the registry ([`Target::info`]) or in its
/// [`Backend`] ([`Target::backend`]); adding a target adds one variant, one
/// row and one backend module, and the compiler points at every `match`
/// that must learn it (none has a wildcard arm).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Target {
    Xdp,
    Tc,
    Nft,
    Iptables,
}

/// What a target's artifact is, and so how `compile -o` writes it and which
/// loader `apply` uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArtifactKind {
    /// A BPF ELF object (one file).
    BpfObject,
    /// An `nft -f` script (one file, `-` for standard output).
    NftScript,
    /// The iptables files (a directory).
    IptablesFiles,
}

/// The facts of one target: its row of the registry.
#[derive(Clone, Copy, Debug)]
pub struct TargetInfo {
    /// Name on the command line, in diagnostics and in state files.
    pub name: &'static str,
    /// What its artifact is.
    pub artifact: ArtifactKind,
    /// Whether compiling needs `--iface` (the artifact names its device).
    pub needs_iface: bool,
    /// The hook the kernel tests observe it at.
    pub hook: &'static str,
}

// The registry: every match on `Target` names every target (issue #10).
#[deny(clippy::wildcard_enum_match_arm)]
impl Target {
    /// Every target, in registry order.
    pub const ALL: [Target; 4] = [Target::Xdp, Target::Tc, Target::Nft, Target::Iptables];

    /// This target's row of the registry.
    pub const fn info(self) -> &'static TargetInfo {
        const XDP: TargetInfo = TargetInfo {
            name: "xdp",
            artifact: ArtifactKind::BpfObject,
            needs_iface: false,
            hook: "XDP (driver, else generic)",
        };
        const TC: TargetInfo = TargetInfo {
            name: "tc",
            artifact: ArtifactKind::BpfObject,
            needs_iface: false,
            hook: "tc clsact ingress, direct-action",
        };
        const NFT: TargetInfo = TargetInfo {
            name: "nft",
            artifact: ArtifactKind::NftScript,
            needs_iface: true,
            hook: "nftables netdev ingress, priority -500",
        };
        const IPTABLES: TargetInfo = TargetInfo {
            name: "iptables",
            artifact: ArtifactKind::IptablesFiles,
            needs_iface: false,
            hook: "iptables/ip6tables raw PREROUTING",
        };
        match self {
            Target::Xdp => &XDP,
            Target::Tc => &TC,
            Target::Nft => &NFT,
            Target::Iptables => &IPTABLES,
        }
    }

    /// The backend that compiles for this target.
    pub fn backend(self) -> &'static dyn Backend {
        match self {
            Target::Xdp => &bpf::XDP,
            Target::Tc => &bpf::TC,
            Target::Nft => &nft::Nft,
            Target::Iptables => &iptables::Iptables,
        }
    }

    pub fn name(self) -> &'static str {
        self.info().name
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

/// One target's compiler. Implementations live in the target's module;
/// [`compile`] is the only caller, after [`caps::check`] has rejected what
/// the target cannot express.
pub trait Backend: Sync {
    /// The target this backend compiles for.
    fn target(&self) -> Target;

    /// Why this target cannot express `construct`, or `None` when it can.
    /// Each backend lists only its exceptions, next to its code, with an
    /// exhaustive `match` over [`caps::Kind`] (a new kind is a compile error
    /// in every backend until it is decided).
    fn unsupported(&self, construct: caps::Construct) -> Option<&'static str>;

    /// Target-specific warnings about a policy it can compile.
    fn warnings(&self, _policy: &ValidPolicy) -> Vec<Diagnostic> {
        Vec::new()
    }

    /// What a rule label becomes in a kernel object whose name the kernel
    /// limits (checked by [`caps::check`]); `None` when nothing limits it.
    fn label_name(&self, _label: &str) -> Option<caps::LimitedName> {
        None
    }

    /// The same for the set `name` holding `data`.
    fn set_name(&self, _name: &str, _data: &dropc_ir::SetData) -> Option<caps::LimitedName> {
        None
    }

    /// Translates a policy that passed [`caps::check`].
    fn compile(&self, policy: &ValidPolicy, opts: &Options) -> Result<Artifact, Vec<Diagnostic>>;
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
    /// The diagnostic code: `bad-iface` (not an interface name at all) or
    /// `iface-name` (one the target cannot spell).
    pub fn code(&self) -> Code {
        match self {
            IfaceNameError::Invalid(_) => Code::BadIface,
            IfaceNameError::Unspellable { .. } => Code::IfaceName,
        }
    }

    /// As a diagnostic of `policy` (the interface has no place in the
    /// policy's text).
    pub fn diagnostic(&self, policy: &dropc_ir::Policy) -> Diagnostic {
        Diagnostic::unplaced(self.code(), &policy.source, self.to_string())
            .with_help("interface names are part of dropc's table, chain and set names (spec §7)")
    }
}

/// Checks that `iface` can be written, verbatim, into `target`'s names:
/// a Linux interface name made of letters, digits, `_`, `-` and `.` (what
/// an nft identifier and an iptables chain, `-i` argument and ipset name
/// can all spell; `+` would be a wildcard to iptables).
#[deny(clippy::wildcard_enum_match_arm)]
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
    /// An `nft -f` script, with its table, device and dynamic sets.
    NftScript(nft::Script),
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
    let artifact = target.backend().compile(policy, opts);
    match artifact {
        Ok(a) => Ok((a, diags)),
        Err(mut e) => {
            diags.append(&mut e);
            Err(diags)
        }
    }
}
