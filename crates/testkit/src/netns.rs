//! Scratch network namespaces for tests, and veth pairs in them.
//!
//! [`Netns`] is `dropc_apply::netns::Netns` (product code: the test bed of
//! `dropc test --kernel` runs in two): named `dropc-<purpose>-<pid>-<n>`,
//! never reusing a name, deleted on drop, also while a panic unwinds.
//! [`NetnsExt`] adds the shorthands tests want. Two namespaces joined by
//! addressed veth pairs are a [`crate::VethBed`].

pub use dropc_apply::netns::Netns;
use dropc_apply::rtnl;

/// Test shorthands on a [`Netns`].
pub trait NetnsExt {
    /// `ip ARGS...` inside the namespace; its standard output.
    fn ip(&self, args: &[&str]) -> anyhow::Result<String>;
    /// `tc ARGS...` inside the namespace; its standard output.
    fn tc(&self, args: &[&str]) -> anyhow::Result<String>;
    /// Adds a veth pair `a`/`b` inside the namespace, both ends up.
    fn add_veth(&self, a: &str, b: &str) -> anyhow::Result<()>;
    /// The interface index of `dev` inside the namespace.
    fn ifindex(&self, dev: &str) -> anyhow::Result<u32>;
}

impl NetnsExt for Netns {
    fn ip(&self, args: &[&str]) -> anyhow::Result<String> {
        self.exec("ip", args, None)
    }

    fn tc(&self, args: &[&str]) -> anyhow::Result<String> {
        self.exec("tc", args, None)
    }

    fn add_veth(&self, a: &str, b: &str) -> anyhow::Result<()> {
        let fd = self.as_fd();
        self.run(|| -> anyhow::Result<()> {
            rtnl::add_veth(a, b, crate::veth::MTU, fd)?;
            rtnl::link_up(a)?;
            rtnl::link_up(b)
        })?
    }

    fn ifindex(&self, dev: &str) -> anyhow::Result<u32> {
        let c = std::ffi::CString::new(dev)?;
        // SAFETY: if_nametoindex reads a valid NUL-terminated string.
        let idx = self.run(move || unsafe { libc::if_nametoindex(c.as_ptr()) })?;
        anyhow::ensure!(idx != 0, "no interface {dev} in {}", self.name());
        Ok(idx)
    }
}

/// A new namespace for `purpose` (see [`Netns::new`]) holding a veth pair
/// `v0`/`v1`, both up.
pub fn with_veth(purpose: &str) -> anyhow::Result<Netns> {
    let ns = Netns::new(purpose)?;
    ns.add_veth("v0", "v1")?;
    Ok(ns)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::{skip_kernel_test, FrameSender};

    /// The pair is there and up inside, absent outside, a frame sent on
    /// one end arrives on the other, and the namespace goes with its value.
    #[test]
    fn veth_pair_carries_frames_and_goes_away() {
        if skip_kernel_test("veth_pair_carries_frames_and_goes_away") {
            return;
        }
        let path;
        {
            let ns = with_veth("kit").expect("namespace with veth");
            path = format!("/run/netns/{}", ns.name());
            assert!(std::path::Path::new(&path).exists());
            let link = ns.ip(&["-o", "link", "show", "v1"]).expect("ip link");
            assert!(link.contains("state UP") || link.contains(",UP"), "{link}");
            assert!(ns.ifindex("v0").expect("ifindex") > 0);
            assert!(ns.ifindex("nonexistent0").is_err());
            let before = rx_packets(&ns, "v1");
            let sender = FrameSender::open_in(&ns, "v0").expect("sender");
            let mut frame = vec![0xff; 6];
            frame.extend_from_slice(&[0x02, 0, 0, 0, 0, 1, 0x88, 0xb5]);
            frame.resize(60, 0);
            for _ in 0..3 {
                sender.send(&frame).expect("send");
            }
            assert!(rx_packets(&ns, "v1") >= before + 3);
        }
        assert!(!std::path::Path::new(&path).exists());
    }

    /// Packets received on `dev` of `ns` (`/proc/net/dev` is per network
    /// namespace).
    pub(crate) fn rx_packets(ns: &Netns, dev: &str) -> u64 {
        let stats = ns
            .exec("cat", &["/proc/net/dev"], None)
            .expect("/proc/net/dev");
        let name = format!("{dev}:");
        stats
            .lines()
            .find_map(|l| l.trim_start().strip_prefix(name.as_str()))
            .and_then(|rest| rest.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
            .expect("receive counters")
    }
}
