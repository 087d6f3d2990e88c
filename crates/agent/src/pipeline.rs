//! The one path from a policy file to a policy in force on an interface:
//! read, check, choose the target (`auto`: probe), compile, load, record.
//! `dropc apply` and the agent both call [`apply_file`]; what it has to say
//! along the way goes to a [`Reporter`] (standard error for the CLI, the
//! log for the agent).
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use dropc_apply::state::{Details, Store, Stored};
use dropc_backends::{Artifact, Options, Target};
use dropc_ir::{Diagnostic, ValidPolicy};
use dropc_syntax::SourceMap;
use std::path::{Path, PathBuf};

/// A target, or `auto`: the fastest layer this host supports for the
/// policy, in the order the hook bench measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    One(Target),
    Auto,
}

impl Choice {
    pub fn parse(s: &str) -> Option<Choice> {
        if s == "auto" {
            Some(Choice::Auto)
        } else {
            Target::parse(s).map(Choice::One)
        }
    }
}

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Choice::One(t) => write!(f, "{t}"),
            Choice::Auto => f.write_str("auto"),
        }
    }
}

/// How bad a message of [`apply_file`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Note,
    Warning,
    Error,
}

/// Where [`apply_file`] says what happens.
pub trait Reporter {
    /// The policy's diagnostics (errors and warnings), or the backend's.
    fn diagnostics(&mut self, diags: &[Diagnostic], sources: &SourceMap);
    fn message(&mut self, level: Level, msg: &str);
}

/// What to apply where.
#[derive(Clone, Debug)]
pub struct Request<'a> {
    pub path: &'a Path,
    pub choice: Choice,
    pub iface: &'a str,
    /// XDP only: a pinned XDP program to hand the packets dropc passes to.
    pub then: Option<&'a Path>,
    /// Leave the interface alone when dropc's record says this very policy
    /// (same content hash) is loaded there with a target `choice` allows,
    /// and the kernel's names show it is (the agent's restart path).
    pub skip_unchanged: bool,
    /// The policy's text, to use instead of reading `path` (the agent's
    /// last good policy, for an interface created again while the file
    /// has errors). Relative `from` paths still resolve from `path`'s
    /// directory.
    pub text: Option<&'a str>,
}

/// A policy in force.
#[derive(Clone, Debug)]
pub struct Applied {
    pub target: Target,
    /// SHA-256 of the policy file's content (hex).
    pub sha256: String,
    /// The policy's name (its `policy` line, or the file).
    pub source: String,
    /// True when nothing was done: the same policy was in force already.
    pub unchanged: bool,
    /// The policy's text, as checked and loaded.
    pub text: String,
    /// The policy's dynamic sets, by name.
    pub dynamic: std::collections::BTreeMap<String, crate::sets::Declared>,
    /// What was done, one line each.
    pub lines: Vec<String>,
}

/// Why a policy is not in force. The variants the [`Reporter`] was already
/// told about say so in [`ApplyError::reported`].
#[derive(Debug, thiserror::Error)]
pub enum ApplyError {
    #[error(transparent)]
    Iface(#[from] dropc_apply::IfaceError),
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the policy has errors")]
    Invalid,
    #[error("the policy does not compile for {0}")]
    Compile(Target),
    #[error("--target auto: no layer of this host can load this policy (see the notes above)")]
    NoLayer,
    #[error("applying with {target} on {iface} failed: {source:#}")]
    Load {
        target: Target,
        iface: String,
        source: anyhow::Error,
    },
}

impl ApplyError {
    /// Whether the [`Reporter`] has already been given the details.
    pub fn reported(&self) -> bool {
        match self {
            ApplyError::Iface(_) | ApplyError::Read { .. } | ApplyError::NoLayer => false,
            ApplyError::Invalid | ApplyError::Compile(_) | ApplyError::Load { .. } => true,
        }
    }

    /// True for the policy's own faults (exit 1), false for the host's
    /// (exit 2).
    pub fn is_policy(&self) -> bool {
        match self {
            ApplyError::Invalid | ApplyError::Compile(_) => true,
            ApplyError::Iface(_)
            | ApplyError::Read { .. }
            | ApplyError::NoLayer
            | ApplyError::Load { .. } => false,
        }
    }

    /// A short name for metrics (`kind` label).
    pub fn kind(&self) -> &'static str {
        match self {
            ApplyError::Iface(_) => "interface",
            ApplyError::Read { .. } => "read",
            ApplyError::Invalid => "policy",
            ApplyError::Compile(_) => "compile",
            ApplyError::NoLayer => "no_layer",
            ApplyError::Load { .. } => "load",
        }
    }
}

/// Reads, checks, compiles and loads the policy at `req.path` on
/// `req.iface` (of the calling thread's network namespace), then records
/// it. The previous policy stays in force until the new one is (see
/// [`dropc_apply::apply`]); a policy with errors changes nothing.
pub fn apply_file(req: &Request<'_>, out: &mut dyn Reporter) -> Result<Applied, ApplyError> {
    let iface = req.iface;
    // Before anything else: a misspelled interface protects nothing.
    dropc_apply::ifindex(iface)?;
    let read_err = |source| ApplyError::Read {
        path: req.path.to_path_buf(),
        source,
    };
    // Read once: the hash recorded is that of the text checked and loaded.
    let content = match req.text {
        Some(t) => t.as_bytes().to_vec(),
        None => std::fs::read(req.path).map_err(read_err)?,
    };
    let base = req.path.parent().unwrap_or(Path::new(""));
    let (loaded, text) = match std::str::from_utf8(&content) {
        Ok(t) => (
            dropc_syntax::load_str(&req.path.display().to_string(), t, base),
            t.to_string(),
        ),
        // The invalid-UTF-8 diagnostic comes with the file's loader.
        Err(_) => (
            dropc_syntax::load_file(req.path).map_err(read_err)?,
            String::new(),
        ),
    };
    out.diagnostics(&loaded.diagnostics, &loaded.sources);
    let (policy, sources) = match loaded.policy {
        Some(p) => (p, loaded.sources),
        None => return Err(ApplyError::Invalid),
    };
    let candidates: Vec<Target> = match req.choice {
        Choice::One(t) => vec![t],
        Choice::Auto => auto_targets(&policy, iface, out)?,
    };
    let sha256 = dropc_apply::state::sha256_hex(&content);
    if req.skip_unchanged {
        let found = in_force(iface, &sha256, &candidates);
        if let Err(why) = &found {
            out.message(Level::Note, &format!("applying on {iface}: {why}"));
        }
        if let Ok(t) = found {
            return Ok(Applied {
                target: t,
                sha256,
                source: policy.source.clone(),
                unchanged: true,
                text,
                dynamic: crate::sets::declared(&policy),
                lines: vec![format!(
                    "{}: already in force on {iface} with {t} (same content)",
                    policy.source
                )],
            });
        }
    }
    let labels: Vec<String> = policy.rules.iter().map(|r| r.label.clone()).collect();
    let opts = Options {
        iface: Some(iface.to_string()),
        no_counters: false,
    };
    let shown = std::fs::canonicalize(req.path).unwrap_or_else(|_| req.path.to_path_buf());
    let shown = shown.to_string_lossy();
    let mut last = None;
    for t in &candidates {
        let artifact = match dropc_backends::compile(*t, &policy, &opts) {
            Ok((a, warnings)) => {
                out.diagnostics(&warnings, &sources);
                a
            }
            Err(diags) => {
                out.diagnostics(&diags, &sources);
                last = Some(ApplyError::Compile(*t));
                continue;
            }
        };
        let areq = dropc_apply::ApplyRequest {
            target: *t,
            iface,
            artifact: &artifact,
            labels: &labels,
            policy: &shown,
            sha256: &sha256,
            iptables: dropc_apply::netfilter::IptablesVariant::from_env(),
            then: req.then,
        };
        match dropc_apply::apply(&areq) {
            Ok(lines) => {
                return Ok(Applied {
                    target: *t,
                    sha256,
                    source: policy.source.clone(),
                    unchanged: false,
                    text,
                    dynamic: crate::sets::declared(&policy),
                    lines,
                })
            }
            Err(e) => {
                out.message(
                    Level::Error,
                    &format!("applying with {t} on {iface} failed: {e:#}"),
                );
                if candidates.last() != Some(t) {
                    out.message(
                        Level::Warning,
                        "--target auto: falling back to the next usable layer",
                    );
                }
                last = Some(ApplyError::Load {
                    target: *t,
                    iface: iface.to_string(),
                    source: e,
                });
            }
        }
    }
    // `candidates` is never empty: one target, or auto's chosen one.
    Err(last.unwrap_or(ApplyError::NoLayer))
}

/// The target of the policy with content hash `sha256` that dropc's record
/// says is loaded on `iface`, if it is one of `candidates` and the kernel
/// shows it is there; else why not.
fn in_force(iface: &str, sha256: &str, candidates: &[Target]) -> Result<Target, String> {
    let store = Store::here().map_err(|e| format!("dropc's records cannot be read ({e})"))?;
    // (issue 18) an interrupted transaction is finished by applying again
    if store.pending(iface).is_interrupted() {
        return Err("an apply or remove there was interrupted".into());
    }
    let record = match store.read(iface) {
        Stored::Record(r) => r,
        Stored::Nothing => return Err("dropc has no record of a policy there".into()),
        Stored::Corrupt(why) => return Err(format!("dropc's record is unreadable ({why})")),
    };
    if record.sha256 != sha256 {
        return Err("the policy loaded there has another content".into());
    }
    if !candidates.contains(&record.target) {
        return Err(format!(
            "the policy is loaded there with {}, not with the configured target",
            record.target
        ));
    }
    if !dropc_apply::present(iface, record.target, store.netns()).unwrap_or(false) {
        return Err(format!(
            "the {} policy recorded there is gone",
            record.target
        ));
    }
    let attached = match &record.details {
        // Pins outlive an interface deleted and created again: the program
        // must be the one attached to the interface there now.
        Details::Bpf(b) => bpf_attached(iface, record.target, b.prog_id),
        Details::Nft { .. } | Details::Iptables { .. } => true,
    };
    if attached {
        Ok(record.target)
    } else {
        Err(format!(
            "the recorded {} program is not the one attached",
            record.target
        ))
    }
}

/// Whether the BPF program `prog_id` is attached to `iface` now (XDP: the
/// interface's XDP program; tc: an ingress filter), asked over netlink.
fn bpf_attached(iface: &str, target: Target, prog_id: u32) -> bool {
    use dropc_apply::rtnl;
    match target {
        Target::Xdp => rtnl::xdp_prog_id(iface).is_ok_and(|id| id == Some(prog_id)),
        Target::Tc => rtnl::tc_filters(iface, rtnl::Direction::Ingress)
            .is_ok_and(|fs| fs.iter().any(|f| f.prog_id == Some(prog_id))),
        Target::Nft | Target::Iptables => false,
    }
}

/// `auto`: the fastest layer the host offers for `policy` on `iface`, with
/// the reasons each faster one was skipped (reported), then the slower
/// usable ones (tried only if loading on the first fails).
fn auto_targets(
    policy: &ValidPolicy,
    iface: &str,
    out: &mut dyn Reporter,
) -> Result<Vec<Target>, ApplyError> {
    let probe = dropc_apply::probe::probe(Some(iface));
    let uses_sets = uses_ipsets(policy, iface);
    let choice = dropc_apply::probe::choose(&probe, uses_sets, |t| {
        !dropc_backends::caps::check(t, policy)
            .iter()
            .any(Diagnostic::is_error)
    });
    for s in &choice.skipped {
        out.message(
            Level::Note,
            &format!("--target auto: {} skipped: {}", s.layer, s.why),
        );
    }
    match choice.chosen {
        Some(l) => {
            out.message(
                Level::Note,
                &format!("--target auto: {} chosen ({})", l.layer, l.why),
            );
            let mut targets = vec![l.layer.target()];
            for f in choice.fallbacks {
                if !targets.contains(&f.target()) {
                    targets.push(f.target());
                }
            }
            Ok(targets)
        }
        None => Err(ApplyError::NoLayer),
    }
}

/// Whether the policy's iptables form uses ipsets (where nft's interval
/// sets are much cheaper than ipset lookups: benches/results/hooks.md).
fn uses_ipsets(policy: &ValidPolicy, iface: &str) -> bool {
    let opts = Options {
        iface: Some(iface.to_string()),
        no_counters: false,
    };
    match dropc_backends::compile(Target::Iptables, policy, &opts) {
        Ok((Artifact::Iptables(f), _)) => !f.sets.is_empty(),
        Ok(_) | Err(_) => false,
    }
}
