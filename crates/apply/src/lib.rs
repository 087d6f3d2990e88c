//! The only dropc crate with side effects on the host: loading artifacts into
//! the kernel (`dropc apply`/`remove`/`stats`/`status`), scratch network
//! namespaces and the kernel test bed used by `dropc test --kernel` and the
//! kernel tests.
//!
//! **One policy per interface and network namespace** (spec §7, v2). Every
//! name dropc gives the kernel is per interface (table `netdev dropc-IF`,
//! chains `DROPC-IF`/`DROPC<n>-IF` and their jump, ipsets `dropc-IF:*`, pins
//! under `/sys/fs/bpf/dropc/<netns>/IF/`), and what `apply` did is kept in
//! one [`state::Record`] per namespace and interface. Applying on IF
//! replaces IF's policy only; applying with another target loads the new
//! policy first and removes the old one after; `remove` removes IF's, even
//! when IF (or a namespace) has vanished.
//!
//! **Invariant:** nothing outside this crate touches the host's network
//! configuration; everything here touches only what dropc created (the
//! names above, namespaces `dropc*`).

pub mod bpf;
pub mod drift;
pub mod dynset;
pub mod dynset_bpf;
pub mod loader;
pub mod netfilter;
pub mod netns;
pub mod nftjson;
pub mod nftnl;
pub mod probe;
pub mod report;
pub mod rtnl;
pub mod state;
pub mod testbed;

use anyhow::Context as _;
use dropc_backends::{Artifact, Target};
use netfilter::IptablesVariant;
use state::{Details, IptablesTools, Mode, NetnsKey, Record, Store, Stored};

/// An interface that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum IfaceError {
    #[error("`{0}` is not a valid interface name")]
    Invalid(String),
    #[error("no interface {0} in this network namespace (see `ip link`)")]
    Missing(String),
}

/// The index of `iface` in the calling thread's network namespace.
pub fn ifindex(iface: &str) -> Result<u32, IfaceError> {
    if !dropc_backends::valid_iface_name(iface) {
        return Err(IfaceError::Invalid(iface.to_string()));
    }
    let c = std::ffi::CString::new(iface).map_err(|_| IfaceError::Invalid(iface.to_string()))?;
    // SAFETY: a valid NUL-terminated string.
    match unsafe { libc::if_nametoindex(c.as_ptr()) } {
        0 => Err(IfaceError::Missing(iface.to_string())),
        i => Ok(i),
    }
}

/// What `dropc apply` needs besides the artifact.
#[derive(Clone, Debug)]
pub struct ApplyRequest<'a> {
    pub target: Target,
    pub iface: &'a str,
    pub artifact: &'a Artifact,
    /// Rule labels in rule order (for `dropc stats`).
    pub labels: &'a [String],
    /// The policy file, as `dropc status` shows it.
    pub policy: &'a str,
    /// SHA-256 of the policy file's content (hex).
    pub sha256: &'a str,
    /// The iptables tools to use (iptables target).
    pub iptables: IptablesVariant,
    /// XDP only: a pinned XDP program (bpffs path) to hand the packets
    /// dropc passes to (slot 0 of dropc's `dropc_next` tail-call map).
    pub then: Option<&'a std::path::Path>,
}

/// A policy just loaded by [`load`].
pub struct Loaded {
    pub mode: Mode,
    pub details: Details,
    pub summary: String,
}

/// Loads `req.artifact` on `req.iface` for `req.target`, replacing `old`
/// (what dropc had there for the same target). No record is written: this
/// is the step [`apply`] and the test bed share.
pub fn load(
    req: &ApplyRequest<'_>,
    netns: NetnsKey,
    old: Option<(&Details, Mode)>,
) -> anyhow::Result<Loaded> {
    loader::of(req.target).load(req, netns, old)
}

/// Removes what dropc loaded on `iface` for `target`: from the record's
/// `details` when there is one, else what the kernel's names show
/// (reconstruction). Returns what was done (empty: nothing was there).
pub fn unload(
    iface: &str,
    target: Target,
    netns: NetnsKey,
    details: Option<&Details>,
) -> anyhow::Result<Vec<String>> {
    loader::of(target).unload(iface, target, netns, details)
}

/// Whether something of dropc's for `target` is on `iface` per the
/// kernel's names (without a record).
pub fn present(iface: &str, target: Target, netns: NetnsKey) -> anyhow::Result<bool> {
    loader::of(target).present(iface, target, netns)
}

/// Clears what dropc kept for namespaces the kernel proves gone; one line
/// per namespace cleared.
fn sweep(store: &Store) -> Vec<String> {
    // This namespace's interfaces that are gone: the temporary records
    // killed runs left for them (each taken under its lock, without
    // waiting: a live run's is not touched).
    let mut lines = Vec::new();
    for iface in store.temporaries() {
        if matches!(ifindex(&iface), Err(IfaceError::Missing(_))) {
            if let Ok(_lock) = store.lock(&iface, std::time::Duration::ZERO) {
                lines.extend(clear_leftovers(store, &iface));
            }
        }
    }
    if store.other_namespaces().is_empty() {
        return lines;
    }
    lines.extend(
        store
            .sweep_vanished(std::path::Path::new(bpf::PIN_ROOT), state::netns_alive)
            .into_iter()
            .map(|ns| {
                format!(
                    "cleared what dropc kept for network namespace {ns}, which no longer exists"
                )
            }),
    );
    lines
}

/// A failure at a point where the host may have changed: a helper that
/// died after its commit may have put its change in force, and undoing it
/// failed too. The old or the new policy may be in force; the intent
/// record stays, so `status` says the transaction was interrupted.
#[derive(Debug, thiserror::Error)]
#[error("{what}")]
pub struct Uncertain {
    pub what: String,
    #[source]
    pub source: Box<dyn std::error::Error + Send + Sync + 'static>,
}

impl Uncertain {
    pub fn error(what: impl Into<String>, source: anyhow::Error) -> anyhow::Error {
        anyhow::Error::new(Uncertain {
            what: what.into(),
            source: source.into(),
        })
    }
}

/// Whether `e` says the host may have changed ([`Uncertain`]).
pub fn is_uncertain(e: &anyhow::Error) -> bool {
    e.chain().any(|c| c.is::<Uncertain>())
}

/// The advice of an interrupted transaction.
fn interrupted_advice(iface: &str) -> String {
    format!(
        "`dropc status` shows {iface} as interrupted; `dropc apply` or `dropc remove --iface {iface}` finishes it"
    )
}

/// Deletes what killed runs left for `iface` (temporary records); one line
/// per file.
fn clear_leftovers(store: &Store, iface: &str) -> Vec<String> {
    store
        .clear_temporaries(iface)
        .into_iter()
        .map(|f| format!("{iface}: removed {f}, a temporary record a killed dropc left"))
        .collect()
}

/// The space to reserve for the record of `req` (see
/// [`state::Reservation`]): a generous bound on its JSON.
fn record_bound(req: &ApplyRequest<'_>) -> u64 {
    let labels: usize = req.labels.iter().map(|l| l.len() * 2 + 16).sum();
    let counts = match req.artifact {
        Artifact::Iptables(files) => {
            serde_json::to_vec_pretty(&files.counts).map_or(0, |v| v.len())
        }
        Artifact::Object(_) | Artifact::NftScript(_) => 0,
    };
    let extra = req.policy.len() + req.iface.len() + req.sha256.len();
    (16 * 1024 + 2 * (labels + counts + extra)) as u64
}

/// `dropc apply`: loads the policy on `req.iface` of the calling thread's
/// network namespace and records it. With another target than the one
/// there, the new policy is loaded first and the old one removed after.
/// Returns what was done, one line each (warnings start with `warning:`).
///
/// The transaction (spec §7, issue 18): the intent is recorded and the
/// record's space taken before the host changes (a state directory that
/// cannot be written fails here, nothing changed); a load that fails
/// leaves the old policy (the loaders undo what they began), or, when
/// that cannot be known ([`Uncertain`]), keeps the intent so `status`
/// says "interrupted"; once the new policy is recorded, a failed clean-up
/// is a warning.
pub fn apply(req: &ApplyRequest<'_>) -> anyhow::Result<Vec<String>> {
    ifindex(req.iface)?;
    let store = Store::here()?;
    let _lock = store.lock(req.iface, state::LOCK_WAIT)?;
    let netns = store.netns();
    let mut lines = sweep(&store);
    lines.extend(clear_leftovers(&store, req.iface));
    let old = match store.read(req.iface) {
        Stored::Nothing => None,
        Stored::Record(r) => Some(*r),
        Stored::Corrupt(why) => {
            lines.push(format!(
                "warning: dropc's record of {} is unreadable ({why}); what is loaded is found from the kernel's names",
                req.iface
            ));
            None
        }
    };
    let was_interrupted = store.pending(req.iface).is_interrupted();
    let intent = state::Intent {
        op: state::Op::Apply,
        iface: req.iface.to_string(),
        pid: std::process::id(),
        since: state::now_rfc3339(),
        old: old.as_ref().map(|r| state::Side {
            target: r.target,
            policy: r.policy.clone(),
            sha256: r.sha256.clone(),
        }),
        new: Some(state::Side {
            target: req.target,
            policy: req.policy.to_string(),
            sha256: req.sha256.to_string(),
        }),
    };
    let unchanged = |what: &str| {
        format!(
            "{what}; nothing was changed on the host, the previous policy of {} is in force",
            req.iface
        )
    };
    store
        .begin(&intent)
        .with_context(|| unchanged("dropc cannot record its intent"))?;
    let reservation = match store.reserve(req.iface, record_bound(req)) {
        Ok(r) => r,
        Err(e) => {
            if !was_interrupted {
                let _ = store.finish(req.iface);
            }
            return Err(anyhow::Error::new(e)
                .context(unchanged("dropc cannot take the space of its record")));
        }
    };
    let same = old
        .as_ref()
        .filter(|r| r.target == req.target)
        .map(|r| (&r.details, r.mode));
    let loaded = match load(req, netns, same) {
        Ok(l) => l,
        Err(e) if is_uncertain(&e) => {
            return Err(e.context(format!(
                "applying on {} did not finish: the previous or the new policy may be in force; {}",
                req.iface,
                interrupted_advice(req.iface)
            )));
        }
        Err(e) => {
            // The loader undid what it began: the old policy is whole.
            if !was_interrupted {
                let _ = store.finish(req.iface);
            }
            return Err(e);
        }
    };
    lines.push(loaded.summary);
    let record = Record {
        iface: req.iface.to_string(),
        netns,
        netns_id: store.netns_id(),
        target: req.target,
        mode: loaded.mode,
        policy: req.policy.to_string(),
        sha256: req.sha256.to_string(),
        since: state::now_rfc3339(),
        labels: req.labels.to_vec(),
        details: loaded.details,
    };
    reservation.commit(&record).with_context(|| {
        format!(
            "the new policy is in force with {} on {}, but dropc could not record it; {}",
            req.target,
            req.iface,
            interrupted_advice(req.iface)
        )
    })?;
    // The new policy is in force and recorded: what follows is clean-up,
    // and a failure there is a warning (the next apply or remove finds
    // what is left by the kernel's names and removes it).
    let mut left = Vec::new();
    // What a dropc before the per-interface names left for this interface.
    match netfilter::remove_v1(req.iface) {
        Ok(done) => lines.extend(done),
        Err(e) => left.push(format!("the version-1 policy of {}: {e:#}", req.iface)),
    }
    // iptables in the other variant (the old policy, or leftovers): its
    // chains go, the ipsets (shared by both variants) stay in use.
    if let Details::Iptables { tools, .. } = &record.details {
        let other = match tools {
            IptablesTools::Legacy => IptablesTools::Nft,
            IptablesTools::Nft => IptablesTools::Legacy,
        };
        let created = match old.as_ref().map(|r| &r.details) {
            Some(Details::Iptables {
                tools,
                created_raw_tables,
                ..
            }) if *tools == other => *created_raw_tables,
            Some(_) | None => true,
        };
        let done = netfilter::iptables_present(req.iface, other).and_then(|present| {
            if present {
                netfilter::remove_iptables(req.iface, other, created, netfilter::SetCleanup::Keep)
            } else {
                Ok(Vec::new())
            }
        });
        match done {
            Ok(done) if !done.is_empty() => {
                lines.push(format!(
                    "the previous {} policy was removed after the new one was in force:",
                    IptablesVariant::from(other).name()
                ));
                lines.extend(done.into_iter().map(|l| format!("  {l}")));
            }
            Ok(_) => {}
            Err(e) => left.push(format!(
                "the {} chains of {}: {e:#}",
                IptablesVariant::from(other).name(),
                req.iface
            )),
        }
    }
    // The other targets: the old policy (recorded), or anything a lost
    // record or a killed apply left.
    for t in Target::ALL {
        if t == req.target {
            continue;
        }
        let recorded = old.as_ref().filter(|r| r.target == t).map(|r| &r.details);
        let done = match recorded {
            Some(_) => unload(req.iface, t, netns, recorded),
            None => present(req.iface, t, netns).and_then(|p| {
                if p {
                    unload(req.iface, t, netns, None)
                } else {
                    Ok(Vec::new())
                }
            }),
        };
        match done {
            Ok(done) if !done.is_empty() => {
                lines.push(format!(
                    "the previous {t} policy was removed after the new one was in force:"
                ));
                lines.extend(done.into_iter().map(|l| format!("  {l}")));
            }
            Ok(_) => {}
            Err(e) => left.push(format!("the previous {t} policy of {}: {e:#}", req.iface)),
        }
    }
    if left.is_empty() {
        store.finish(req.iface).with_context(|| {
            format!(
                "the new policy is in force with {} on {} and recorded, but dropc could not delete its intent record",
                req.target, req.iface
            )
        })?;
    } else {
        // (the intent goes: the record says what is in force; what is left
        // is found by the kernel's names)
        let _ = store.finish(req.iface);
        lines.push(format!(
            "warning: the new policy is in force with {} on {}, but removing what was there before failed; left: {}; the next `dropc apply` or `dropc remove --iface {}` removes it",
            req.target,
            req.iface,
            left.join("; "),
            req.iface
        ));
    }
    Ok(lines)
}

/// `dropc remove`: removes what dropc loaded on `iface` (every target, or
/// `target` only) and its record. Works when `iface` has vanished. Returns
/// what was done; empty when nothing of dropc's was there.
pub fn remove(iface: &str, target: Option<Target>) -> anyhow::Result<Vec<String>> {
    if !dropc_backends::valid_iface_name(iface) {
        return Err(IfaceError::Invalid(iface.to_string()).into());
    }
    let store = Store::here()?;
    let _lock = store.lock(iface, state::LOCK_WAIT)?;
    let netns = store.netns();
    let mut lines = sweep(&store);
    lines.extend(clear_leftovers(&store, iface));
    let (record, corrupt) = match store.read(iface) {
        Stored::Nothing => (None, false),
        Stored::Record(r) => (Some(*r), false),
        Stored::Corrupt(why) => {
            lines.push(format!(
                "warning: dropc's record of {iface} is unreadable ({why}); removing what the kernel's names show"
            ));
            (None, true)
        }
    };
    let intent = state::Intent {
        op: state::Op::Remove,
        iface: iface.to_string(),
        pid: std::process::id(),
        since: state::now_rfc3339(),
        old: record.as_ref().map(|r| state::Side {
            target: r.target,
            policy: r.policy.clone(),
            sha256: r.sha256.clone(),
        }),
        new: None,
    };
    // An earlier transaction left unfinished: until this one completes,
    // the host may hold anything of it.
    let earlier = matches!(store.pending(iface), state::Pending::Interrupted(_));
    store.begin(&intent).with_context(|| {
        format!("dropc cannot record its intent; nothing was removed, the policy of {iface} is in force")
    })?;
    let mut did = false;
    // Whether a step that changes the host has begun (before, only the
    // kernel's names were read).
    let mut began = false;
    let removed = (|| -> anyhow::Result<()> {
        for t in Target::ALL {
            if target.is_some_and(|x| x != t) {
                continue;
            }
            let recorded = record
                .as_ref()
                .filter(|r| r.target == t)
                .map(|r| &r.details);
            if recorded.is_none() && !present(iface, t, netns)? {
                continue;
            }
            began = true;
            let done = unload(iface, t, netns, recorded)?;
            did |= !done.is_empty();
            lines.extend(done);
        }
        began = true;
        let v1 = netfilter::remove_v1(iface)?;
        did |= !v1.is_empty();
        lines.extend(v1);
        Ok(())
    })();
    if let Err(e) = removed {
        if !began && !earlier && store.finish(iface).is_ok() {
            // Reading what is loaded failed: nothing was changed.
            return Err(e.context(format!(
                "removing the policy of {iface} failed; nothing was removed, the policy of {iface} is in force"
            )));
        }
        // The intent stays: until a `remove` completes, `status` says the
        // policy or nothing may be in force (an iptables removal that put
        // the policy back whole says so in its own message).
        return Err(e.context(format!(
            "removing the policy of {iface} did not finish; {}",
            interrupted_advice(iface)
        )));
    }
    let forget = corrupt
        || record
            .as_ref()
            .is_some_and(|r| target.is_none_or(|t| t == r.target));
    if forget && store.delete(iface)? && !did {
        lines.push(format!(
            "{iface}: dropc's record cleared (nothing of it was loaded any more)"
        ));
    }
    store.finish(iface)?;
    store.tidy();
    if matches!(ifindex(iface), Err(IfaceError::Missing(_))) && !lines.is_empty() {
        lines.push(format!(
            "{iface} no longer exists here: what dropc kept for it is cleared"
        ));
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interfaces_are_checked() {
        assert!(matches!(ifindex("a/b"), Err(IfaceError::Invalid(_))));
        assert!(matches!(ifindex(""), Err(IfaceError::Invalid(_))));
        assert!(matches!(
            ifindex("dropc-none0"),
            Err(IfaceError::Missing(_))
        ));
        assert!(ifindex("lo").is_ok());
    }
}
