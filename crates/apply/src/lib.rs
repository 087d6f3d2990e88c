//! The only dropc crate with side effects on the host: loading artifacts into
//! the kernel (`dropc apply`/`remove`/`stats`), scratch network namespaces
//! and the kernel test bed used by `dropc test --kernel` and the kernel tests.
//!
//! **Invariant:** nothing outside this crate touches the host's network
//! configuration; everything here touches only what dropc created (table
//! `netdev dropc`, chain `DROPC` and its jump, ipsets `dropc-*`, programs and
//! pins named `dropc*`, namespaces `dropc*`).

pub mod bpf;
pub mod dynset;
pub mod netfilter;
pub mod netns;
pub mod testbed;

use dropc_backends::{Artifact, Target};

/// What `dropc apply` needs besides the artifact.
#[derive(Clone, Debug)]
pub struct ApplyRequest<'a> {
    pub target: Target,
    pub iface: &'a str,
    pub artifact: &'a Artifact,
    /// Rule labels in rule order (for `dropc stats`).
    pub labels: &'a [String],
    /// XDP only: a pinned XDP program (bpffs path) to hand the packets
    /// dropc passes to (slot 0 of dropc's `dropc_next` tail-call map).
    pub then: Option<&'a std::path::Path>,
}

/// Loads and attaches an artifact on an interface, replacing what dropc had
/// there for the same target. Returns a human-readable summary of what was
/// done (e.g. "xdp attached in native mode").
pub fn apply(req: &ApplyRequest<'_>) -> anyhow::Result<String> {
    match req.target {
        Target::Xdp | Target::Tc => bpf::apply(req),
        Target::Nft | Target::Iptables => netfilter::apply(req),
    }
}

/// Removes what dropc added on `iface` (all targets unless one is named).
pub fn remove(iface: &str, target: Option<Target>) -> anyhow::Result<String> {
    let mut done = Vec::new();
    for t in Target::ALL {
        if target.is_some_and(|x| x != t) {
            continue;
        }
        let msg = match t {
            Target::Xdp | Target::Tc => bpf::remove(iface, t)?,
            Target::Nft | Target::Iptables => netfilter::remove(iface, t)?,
        };
        if !msg.is_empty() {
            done.push(msg);
        }
    }
    Ok(done.join("\n"))
}
