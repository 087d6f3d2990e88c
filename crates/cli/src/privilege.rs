//! Commands that change or read the host's firewall need capabilities; a
//! user without them gets one clear message (exit 2) before anything is
//! tried, instead of raw kernel errors or an empty table.
//!
//! The check reads the effective capability set (`CapEff` in
//! `/proc/self/status`), not the user id: root in a user namespace without
//! the capabilities is refused, and a non-root process given them (`setcap`,
//! `capsh`, a container) is let through.

use std::fmt;

/// The capabilities dropc's privileged commands need, measured on Linux
/// 6.18 (docs/decisions.md, "Capabilities"): each is needed by some target,
/// and together they are enough for every target. The systemd unit and the
/// DaemonSet grant exactly these.
/// (number, name, what needs it, capabilities that stand for it).
pub const NEEDED: [(u32, &str, &str, &[u32]); 4] = [
    (
        CAP_NET_ADMIN,
        "CAP_NET_ADMIN",
        "netfilter tables, tc filters, XDP attachment",
        &[],
    ),
    (
        CAP_BPF,
        "CAP_BPF",
        "loading BPF programs and maps (xdp, tc)",
        &[CAP_SYS_ADMIN],
    ),
    (
        CAP_PERFMON,
        "CAP_PERFMON",
        "the verifier's pointer arithmetic on packets (xdp, tc)",
        &[CAP_SYS_ADMIN],
    ),
    (
        CAP_NET_RAW,
        "CAP_NET_RAW",
        "iptables' ipset matches (`Can't open socket to ipset`)",
        &[],
    ),
];

/// `CAP_NET_ADMIN`: netfilter tables, tc filters, XDP attachment.
const CAP_NET_ADMIN: u32 = 12;
/// `CAP_NET_RAW`: iptables' set match opens ipset's socket with it.
const CAP_NET_RAW: u32 = 13;
/// `CAP_SYS_ADMIN`: stands for `CAP_BPF` and `CAP_PERFMON` (before Linux
/// 5.8 the only way).
const CAP_SYS_ADMIN: u32 = 21;
/// `CAP_PERFMON`: without it the verifier refuses the programs' packet
/// pointer arithmetic ("pointer arithmetic with it prohibited for !root").
const CAP_PERFMON: u32 = 38;
/// `CAP_BPF`: loading programs, maps and pins.
const CAP_BPF: u32 = 39;

/// The privileged command `command` cannot run: it lacks `missing`.
#[derive(Debug)]
pub struct Unprivileged {
    command: &'static str,
    missing: Vec<&'static str>,
}

/// "A, B, C and D".
fn and_list(names: &[&str]) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

impl fmt::Display for Unprivileged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let all: Vec<&str> = NEEDED.iter().map(|n| n.1).collect();
        write!(
            f,
            "dropc {} needs {}; this process lacks {} (run as root, or grant them: systemd AmbientCapabilities=, Kubernetes securityContext.capabilities.add)",
            self.command,
            and_list(&all),
            and_list(&self.missing)
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

/// The needed capabilities the set `caps` lacks.
fn missing(caps: u64) -> Vec<&'static str> {
    let has = |c: u32| caps & (1 << c) != 0;
    NEEDED
        .iter()
        .filter(|(c, _, _, instead)| !has(*c) && !instead.iter().any(|i| has(*i)))
        .map(|n| n.1)
        .collect()
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
        Some(caps) if !missing(caps).is_empty() => Err(Unprivileged {
            command,
            missing: missing(caps),
        }),
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
        assert!(missing(0x1ff_ffff_ffff).is_empty());
        assert_eq!(missing(0).len(), 4);
        let four = 1 << CAP_NET_ADMIN | 1 << CAP_BPF | 1 << CAP_PERFMON | 1 << CAP_NET_RAW;
        assert!(missing(four).is_empty());
        assert_eq!(missing(four & !(1 << CAP_PERFMON)), ["CAP_PERFMON"]);
        // CAP_SYS_ADMIN stands for CAP_BPF and CAP_PERFMON.
        assert!(missing(1 << CAP_NET_ADMIN | 1 << CAP_SYS_ADMIN | 1 << CAP_NET_RAW).is_empty());
        assert_eq!(effective("Name:\tx\n"), None);
        assert_eq!(
            Unprivileged {
                command: "apply",
                missing: vec!["CAP_BPF", "CAP_NET_RAW"]
            }
            .to_string(),
            "dropc apply needs CAP_NET_ADMIN, CAP_BPF, CAP_PERFMON and CAP_NET_RAW; this process lacks CAP_BPF and CAP_NET_RAW (run as root, or grant them: systemd AmbientCapabilities=, Kubernetes securityContext.capabilities.add)"
        );
    }
}
