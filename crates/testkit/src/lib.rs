//! dropc's test kit: what the tests of every crate share, in one place and
//! out of the product crates. Use it as a dev-dependency only
//! (`publish = false`).
//!
//! - [`skip_kernel_test`]: the one kernel-test gate;
//! - [`netns`]: scratch network namespaces (`dropc-<purpose>-<pid>-<n>`,
//!   deleted on drop, also while a panic unwinds) and veth pairs in them;
//! - [`VethBed`]: a receiving and a sending namespace joined by addressed
//!   veth pairs (set up over rtnetlink), with UDP and frame senders: the
//!   bed of the tests that run `dropc` against real traffic;
//! - [`FrameSender`]: whole Ethernet frames out of an interface
//!   (`AF_PACKET`);
//! - [`checksum`]: the Internet checksum;
//! - [`policy`]: validated policies from policy text;
//! - [`capture`]: pcap and pcapng files written from frames (`replay`);
//! - [`equiv`]: the kernel equivalence driver (a policy loaded into a test
//!   bed, every probe compared with the interpreter) and the policies it
//!   runs over;
//! - [`sample`]: the BPF toolkit's sample filter and frames for it;
//! - [`run`]: a command's output or its error;
//! - [`repo_root`]: the repository, for the shared inputs (`tests/in`,
//!   `tests/out`, `rules-examples`).
//!
//! The namespace, the test bed and the frame sender are product code of
//! `dropc-apply` (`dropc test --kernel` runs on them); this kit re-exports
//! them rather than keep copies, and adds what only tests need.

pub mod capture;
pub mod equiv;
mod gate;
pub mod netns;
pub mod policy;
pub mod sample;
pub mod veth;

pub use dropc_apply::testbed::FrameSender;
pub use dropc_ir::packet::checksum;
pub use gate::{is_root, skip_kernel_test};
pub use netns::{Netns, NetnsExt};
pub use policy::{policy, policy_named};
pub use veth::VethBed;

use std::path::PathBuf;

/// The repository's root directory (the workspace).
pub fn repo_root() -> PathBuf {
    let kit = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    // crates/testkit → the workspace root.
    kit.parent()
        .and_then(|crates| crates.parent())
        .map_or(kit.clone(), PathBuf::from)
}

/// Runs a command; Ok(stdout) on success, Err(stderr + stdout) otherwise.
pub fn run(cmd: &str, args: &[&str]) -> Result<String, String> {
    let out = std::process::Command::new(cmd)
        .args(args)
        .output()
        .map_err(|e| format!("{cmd}: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.status.success() {
        Ok(stdout)
    } else {
        Err(format!(
            "{cmd} {args:?}: {}\n{}{stdout}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}
