//! Commands that change or read the host's firewall need capabilities; a
//! user without them gets one clear message (exit 2) before anything is
//! tried, instead of raw kernel errors or an empty table.
//!
//! The check reads the effective capability set (`CapEff` in
//! `/proc/self/status`), not the user id: root in a user namespace without
//! the capabilities is refused, and a non-root process given them (`setcap`,
//! `capsh`, a container) is let through.

use std::fmt;

/// `CAP_NET_ADMIN`: netfilter tables, tc filters, XDP attachment.
const CAP_NET_ADMIN: u32 = 12;
/// `CAP_SYS_ADMIN`: stands for `CAP_BPF` on kernels before 5.8.
const CAP_SYS_ADMIN: u32 = 21;
/// `CAP_BPF`: loading programs, maps and pins.
const CAP_BPF: u32 = 39;

/// The privileged command `command` cannot run.
#[derive(Debug)]
pub struct Unprivileged {
    command: &'static str,
}

impl fmt::Display for Unprivileged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "dropc {} needs CAP_NET_ADMIN and CAP_BPF (run as root)",
            self.command
        )
    }
}

/// The effective capability bits of this process, from `status` (the text
/// of `/proc/self/status`); `None` when it has no `CapEff` line.
fn effective(status: &str) -> Option<u64> {
    status
        .lines()
        .find_map(|l| l.strip_prefix("CapEff:"))
        .and_then(|v| u64::from_str_radix(v.trim(), 16).ok())
}

/// Whether the capability set `caps` allows what the privileged commands do.
fn sufficient(caps: u64) -> bool {
    let has = |c: u32| caps & (1 << c) != 0;
    has(CAP_NET_ADMIN) && (has(CAP_BPF) || has(CAP_SYS_ADMIN))
}

/// Ok when this process may run the privileged `command`. When the
/// capabilities cannot be read (no procfs), the command is let through and
/// the kernel has the last word.
pub fn require(command: &'static str) -> Result<(), Unprivileged> {
    match std::fs::read_to_string("/proc/self/status")
        .ok()
        .as_deref()
        .and_then(effective)
    {
        Some(caps) if !sufficient(caps) => Err(Unprivileged { command }),
        Some(_) | None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_effective_set() {
        let status = "Name:\tdropc\nCapInh:\t0000000000000000\nCapEff:\t000001ffffffffff\n";
        assert_eq!(effective(status), Some(0x1ff_ffff_ffff));
        assert!(sufficient(0x1ff_ffff_ffff));
        assert!(!sufficient(0));
        assert!(!sufficient(1 << CAP_NET_ADMIN));
        assert!(sufficient(1 << CAP_NET_ADMIN | 1 << CAP_BPF));
        assert!(sufficient(1 << CAP_NET_ADMIN | 1 << CAP_SYS_ADMIN));
        assert_eq!(effective("Name:\tx\n"), None);
        assert_eq!(
            Unprivileged { command: "apply" }.to_string(),
            "dropc apply needs CAP_NET_ADMIN and CAP_BPF (run as root)"
        );
    }
}
