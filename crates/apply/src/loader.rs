//! One [`Loader`] per kind of target: how a compiled artifact is put in
//! force on an interface, taken out again, and recognised from the
//! kernel's names when dropc's record is lost.
//!
//! [`of`] is the one place that maps a [`Target`] to its loader (an
//! exhaustive `match`: a new target does not compile until it has one);
//! [`crate::load`], [`crate::unload`] and [`crate::present`] go through it.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::netfilter::{self, IptablesVariant};
use crate::state::{Details, IptablesTools, Mode, NetnsKey};
use crate::{bpf, ApplyRequest, Loaded};
use dropc_backends::{Artifact, Target};

/// Loading and unloading for one kind of target.
pub trait Loader: Sync {
    /// Loads `req.artifact` on `req.iface`, replacing `old` (what dropc had
    /// there for the same target). Writes no record.
    fn load(
        &self,
        req: &ApplyRequest<'_>,
        netns: NetnsKey,
        old: Option<(&Details, Mode)>,
    ) -> anyhow::Result<Loaded>;

    /// Removes what dropc loaded on `iface` for `target`, from the record's
    /// `details` or, without one, from the kernel's names. Returns what was
    /// done, one line each (empty: nothing was there).
    fn unload(
        &self,
        iface: &str,
        target: Target,
        netns: NetnsKey,
        details: Option<&Details>,
    ) -> anyhow::Result<Vec<String>>;

    /// Whether something of dropc's for `target` is on `iface` per the
    /// kernel's names (without a record).
    fn present(&self, iface: &str, target: Target, netns: NetnsKey) -> anyhow::Result<bool>;
}

/// The loader of `target`.
pub fn of(target: Target) -> &'static dyn Loader {
    match target {
        Target::Xdp | Target::Tc => &Bpf,
        Target::Nft => &Nft,
        Target::Iptables => &Iptables,
    }
}

fn wrong_artifact(target: Target) -> anyhow::Error {
    anyhow::anyhow!("internal error: artifact of the wrong kind for target {target}")
}

/// xdp and tc: BPF objects attached through aya, pinned under bpffs.
struct Bpf;

impl Loader for Bpf {
    fn load(
        &self,
        req: &ApplyRequest<'_>,
        netns: NetnsKey,
        old: Option<(&Details, Mode)>,
    ) -> anyhow::Result<Loaded> {
        let Artifact::Object(_) = req.artifact else {
            return Err(wrong_artifact(req.target));
        };
        let old_bpf = old.and_then(|(d, m)| match d {
            Details::Bpf(b) => Some((b, m)),
            Details::Nft { .. } | Details::Iptables { .. } => None,
        });
        let a = bpf::apply(req, netns, old_bpf)?;
        Ok(Loaded {
            mode: a.mode,
            details: Details::Bpf(a.details),
            summary: a.summary,
        })
    }

    fn unload(
        &self,
        iface: &str,
        target: Target,
        netns: NetnsKey,
        details: Option<&Details>,
    ) -> anyhow::Result<Vec<String>> {
        let d = details.and_then(|d| match d {
            Details::Bpf(b) => Some(b),
            Details::Nft { .. } | Details::Iptables { .. } => None,
        });
        bpf::remove(iface, target, netns, d)
    }

    fn present(&self, iface: &str, target: Target, netns: NetnsKey) -> anyhow::Result<bool> {
        Ok(bpf::present(iface, target, netns))
    }
}

/// nft: one `netdev dropc-IF` table, replaced in one transaction.
struct Nft;

impl Loader for Nft {
    fn load(
        &self,
        req: &ApplyRequest<'_>,
        _netns: NetnsKey,
        _old: Option<(&Details, Mode)>,
    ) -> anyhow::Result<Loaded> {
        let Artifact::NftScript(script) = req.artifact else {
            return Err(wrong_artifact(req.target));
        };
        let (table, summary) = netfilter::apply_nft(req.iface, script)?;
        Ok(Loaded {
            mode: Mode::Ingress,
            details: Details::Nft { table },
            summary,
        })
    }

    fn unload(
        &self,
        iface: &str,
        _target: Target,
        _netns: NetnsKey,
        _details: Option<&Details>,
    ) -> anyhow::Result<Vec<String>> {
        netfilter::remove_nft(iface)
    }

    fn present(&self, iface: &str, _target: Target, _netns: NetnsKey) -> anyhow::Result<bool> {
        netfilter::nft_present(iface)
    }
}

/// iptables: the `DROPC-IF` chains of raw PREROUTING (legacy or nft
/// variant) and the interface's ipsets.
struct Iptables;

impl Loader for Iptables {
    fn load(
        &self,
        req: &ApplyRequest<'_>,
        _netns: NetnsKey,
        old: Option<(&Details, Mode)>,
    ) -> anyhow::Result<Loaded> {
        let Artifact::Iptables(files) = req.artifact else {
            return Err(wrong_artifact(req.target));
        };
        let a = netfilter::apply_iptables(req.iface, files, req.iptables)?;
        // Keep "created" from the first load: a replacement finds the
        // tables there.
        let created = a.created_raw_tables
            || old.is_some_and(|(d, _)| {
                matches!(d, Details::Iptables { created_raw_tables: true, tools, .. } if *tools == a.tools)
            });
        Ok(Loaded {
            mode: match a.tools {
                IptablesTools::Legacy => Mode::Legacy,
                IptablesTools::Nft => Mode::Nft,
            },
            details: Details::Iptables {
                tools: a.tools,
                chain: a.chain,
                sets: a.sets,
                created_raw_tables: created,
                counts: Some(files.counts.clone()),
            },
            summary: a.summary,
        })
    }

    fn unload(
        &self,
        iface: &str,
        _target: Target,
        _netns: NetnsKey,
        details: Option<&Details>,
    ) -> anyhow::Result<Vec<String>> {
        match details {
            Some(Details::Iptables {
                tools,
                created_raw_tables,
                ..
            }) => netfilter::remove_iptables(
                iface,
                *tools,
                *created_raw_tables,
                netfilter::SetCleanup::Destroy,
            ),
            Some(Details::Bpf(_) | Details::Nft { .. }) | None => {
                // No record: both variants, each only if it holds the chain
                // (looking creates nothing); the nf_tables raw tables are
                // deleted only if left empty.
                let mut done = Vec::new();
                for tools in [IptablesTools::Legacy, IptablesTools::Nft] {
                    if netfilter::iptables_present(iface, tools)? {
                        done.extend(netfilter::remove_iptables(
                            iface,
                            tools,
                            true,
                            netfilter::SetCleanup::Destroy,
                        )?);
                    }
                }
                if done.is_empty() && netfilter::iface_sets_exist(iface)? {
                    let tools = IptablesVariant::from_env().resolve()?;
                    done.extend(netfilter::remove_iptables(
                        iface,
                        tools,
                        false,
                        netfilter::SetCleanup::Destroy,
                    )?);
                }
                Ok(done)
            }
        }
    }

    fn present(&self, iface: &str, _target: Target, _netns: NetnsKey) -> anyhow::Result<bool> {
        Ok(netfilter::iptables_present(iface, IptablesTools::Legacy)?
            || netfilter::iptables_present(iface, IptablesTools::Nft)?
            || netfilter::iface_sets_exist(iface)?)
    }
}
