//! Whether what dropc's record says is loaded on an interface is what the
//! kernel has: the drift check of `dropc status` and of the agent.
//!
//! Read only, and cheap enough to run every half second with a
//! million-prefix set loaded: netlink for xdp, tc and nft (no set element
//! is read), `iptables-save -t raw` for iptables (ipset contents are not in
//! it).
//!
//! [`check`] answers from the record alone: the program dropc attached is
//! the one on the hook (xdp, tc); the table is there, hooked to the
//! interface, with its default verdict's rule (nft); the chain is in table
//! raw, jumped to from PREROUTING, and not empty (iptables). It also
//! returns a [`Fingerprint`] of dropc's part of the kernel's state, which
//! a caller that saw the policy in force compares with later ones: a rule
//! deleted, added or replaced in dropc's table or chains changes it.
// Matches on `Target` name every variant (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::state::{Details, Record};
use dropc_backends::Target;

/// dropc's part of the kernel's state on one interface, opaque: equal
/// fingerprints, same rules (xdp/tc: the program's id; nft: the table's
/// rules and their handles; iptables: the saved lines of dropc's chains
/// and jump).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fingerprint(String);

/// The answer of [`check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The record's policy is in force.
    InForce(Fingerprint),
    /// It is not, and why (a phrase: "the XDP hook of eth0 holds ...").
    Drifted(String),
}

/// Whether `record`'s policy is in force on its interface (of the calling
/// thread's network namespace). An error is a failure to look (a tool or
/// netlink), not a finding.
pub fn check(record: &Record) -> anyhow::Result<Verdict> {
    let iface = record.iface.as_str();
    match &record.details {
        Details::Bpf(b) => match record.target {
            Target::Xdp => {
                let id = crate::rtnl::xdp_prog_id(iface)?;
                Ok(match id {
                    Some(id) if id == b.prog_id => {
                        Verdict::InForce(Fingerprint(format!("xdp {id}")))
                    }
                    Some(id) => Verdict::Drifted(format!(
                        "the XDP hook of {iface} holds program {id} ({}), not dropc's {}",
                        crate::rtnl::prog_name(id),
                        b.prog_id
                    )),
                    None => Verdict::Drifted(format!(
                        "no XDP program is attached to {iface} (dropc's was {})",
                        b.prog_id
                    )),
                })
            }
            Target::Tc => {
                let filters = crate::rtnl::tc_filters(iface, crate::rtnl::Direction::Ingress)?;
                Ok(if filters.iter().any(|f| f.prog_id == Some(b.prog_id)) {
                    Verdict::InForce(Fingerprint(format!("tc {}", b.prog_id)))
                } else {
                    Verdict::Drifted(format!(
                        "dropc's tc filter (program {}) is no longer on {iface}'s ingress",
                        b.prog_id
                    ))
                })
            }
            Target::Nft | Target::Iptables => Ok(Verdict::Drifted(format!(
                "dropc's record of {iface} is inconsistent (a BPF program for {})",
                record.target
            ))),
        },
        Details::Nft { table } => nft(iface, table),
        Details::Iptables { tools, chain, .. } => {
            let dumps = crate::netfilter::iptables_raw_dumps(*tools)?;
            // A policy loaded without `--iface` has the chain of no
            // interface.
            let owner = dropc_backends::iptables::is_chain_of(chain, Some(iface)).then_some(iface);
            Ok(iptables(owner, &dumps))
        }
    }
}

fn nft(iface: &str, table: &str) -> anyhow::Result<Verdict> {
    let devices = crate::nftnl::netdev_chain_devices(table)?;
    if !devices.iter().any(|d| d == iface) {
        return Ok(Verdict::Drifted(if devices.is_empty() {
            format!("table netdev {table} is gone")
        } else {
            format!("table netdev {table} is no longer hooked to {iface}")
        }));
    }
    let rules = crate::nftnl::table_rules(table)?;
    let default = dropc_backends::nft::DEFAULT_COMMENT;
    if !rules.iter().any(|r| r.comment.as_deref() == Some(default)) {
        return Ok(Verdict::Drifted(format!(
            "table netdev {table} lost its rules (its default verdict's rule is missing)"
        )));
    }
    let mut fp = String::from("nft");
    for r in &rules {
        fp.push_str(&format!(
            "\n{} {} {}",
            r.chain,
            r.handle,
            r.comment.as_deref().unwrap_or("")
        ));
    }
    Ok(Verdict::InForce(Fingerprint(fp)))
}

/// The iptables verdict from the `-save -t raw` dumps of both families.
fn iptables(owner: Option<&str>, dumps: &[String]) -> Verdict {
    use dropc_backends::iptables::{chain_name, is_chain_of, is_jump_to};
    let main = chain_name(owner);
    let mut fp = String::from("iptables");
    let mut found = false;
    for (k, dump) in dumps.iter().enumerate() {
        let family = if k == 0 { "IPv4" } else { "IPv6" };
        let declared = dump.lines().any(|l| {
            l.strip_prefix(':')
                .and_then(|l| l.split_whitespace().next())
                == Some(&main)
        });
        let jumped = dump.lines().any(|l| is_jump_to(l, owner));
        let has_rules = dump.lines().any(|l| {
            l.strip_prefix("-A ")
                .and_then(|r| r.split_whitespace().next())
                == Some(main.as_str())
        });
        if !declared {
            if jumped {
                return Verdict::Drifted(format!("the {family} chain {main} of table raw is gone"));
            }
            continue;
        }
        found = true;
        if !jumped {
            return Verdict::Drifted(format!(
                "PREROUTING of the {family} table raw no longer jumps to {main}"
            ));
        }
        if !has_rules {
            return Verdict::Drifted(format!(
                "the {family} chain {main} of table raw was flushed"
            ));
        }
        fp.push_str(&format!("\n{family}"));
        for l in dump.lines() {
            let ours = l
                .strip_prefix(':')
                .or_else(|| l.strip_prefix("-A "))
                .and_then(|r| r.split_whitespace().next())
                .is_some_and(|c| is_chain_of(c, owner));
            if ours || is_jump_to(l, owner) {
                // A chain's line carries its counters: not part of it.
                let l = match l.strip_prefix(':') {
                    Some(c) => c.split_whitespace().next().unwrap_or(c),
                    None => l,
                };
                fp.push('\n');
                fp.push_str(l);
            }
        }
    }
    if found {
        Verdict::InForce(Fingerprint(fp))
    } else {
        Verdict::Drifted(format!("the chain {main} of table raw is gone"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const V4: &str = "*raw\n:PREROUTING ACCEPT [10:600]\n:OUTPUT ACCEPT [0:0]\n:DROPC-e0 - [0:0]\n:DROPC1-e0 - [0:0]\n-A PREROUTING -i e0 -j DROPC-e0\n-A DROPC-e0 -p udp -m udp --dport 5001 -j DROP\n-A DROPC-e0 -j RETURN\nCOMMIT\n";

    fn fp(v: &Verdict) -> &Fingerprint {
        match v {
            Verdict::InForce(f) => f,
            Verdict::Drifted(why) => panic!("drifted: {why}"),
        }
    }

    #[test]
    fn iptables_chains_flushed_deleted_or_unhooked_are_drift() {
        let ok = iptables(Some("e0"), &[V4.to_string(), String::new()]);
        // Counters change, the fingerprint does not.
        let counted = V4.replace("[10:600]", "[99:9000]");
        assert_eq!(
            fp(&ok),
            fp(&iptables(Some("e0"), &[counted, String::new()]))
        );
        let flushed = V4
            .lines()
            .filter(|l| !l.starts_with("-A DROPC-e0"))
            .collect::<Vec<_>>()
            .join("\n");
        let unhooked = V4.replace("-A PREROUTING -i e0 -j DROPC-e0\n", "");
        let deleted = unhooked.replace(":DROPC-e0 - [0:0]\n", "").replace(
            "-A DROPC-e0 -p udp -m udp --dport 5001 -j DROP\n-A DROPC-e0 -j RETURN\n",
            "",
        );
        for (what, dump, says) in [
            ("flushed", flushed, "was flushed"),
            ("unhooked", unhooked, "no longer jumps"),
            ("deleted", deleted, "is gone"),
        ] {
            match iptables(Some("e0"), &[dump, String::new()]) {
                Verdict::Drifted(why) => assert!(why.contains(says), "{what}: {why}"),
                Verdict::InForce(_) => panic!("{what}: not seen"),
            }
        }
        // A rule replaced: still a policy, another fingerprint.
        let edited = V4.replace("5001", "5009");
        assert_ne!(fp(&ok), fp(&iptables(Some("e0"), &[edited, String::new()])));
        // Another interface's chains are not ours.
        let other = V4.replace("e0", "e1");
        assert!(matches!(
            iptables(Some("e0"), &[other, String::new()]),
            Verdict::Drifted(_)
        ));
    }
}
