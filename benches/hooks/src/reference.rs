//! Hand-written references, loaded beside dropc's output so that the report
//! can say what dropc's output costs against what an operator would write
//! without dropc:
//!
//! * `nft-hand`: one `netdev` table with an interval set per family (the
//!   list's prefixes as given, `auto-merge`) and the three obvious rules,
//!   each with a counter (dropc's rules count too):
//!
//!   ```text
//!   ip saddr @deny4 counter drop
//!   ip6 saddr @deny6 counter drop
//!   ip daddr 198.18.0.12 udp dport 1234 ip frag-off & 0x1fff == 0 counter drop
//!   ```
//!
//!   The last test is what makes it equivalent to the policy: without it,
//!   on a non-first IPv4 fragment nftables' fast payload path reads `udp
//!   dport` from the fragment's payload (see the nft backend's module doc)
//!   and drops such a fragment when its payload holds 1234 there. (Measured
//!   side by side in 25–31 rounds, dropc's output against the rule without
//!   that test: 0.94–0.98; with it: 0.98; the spread per round is ±40%.)
//! * `ipt-hand`: `ipset` `hash:net` sets of the list's prefixes as given,
//!   and the rules in a chain of the interface's own, which raw PREROUTING
//!   jumps to for that interface's packets (iptables-legacy):
//!
//!   ```text
//!   -A HAND -m set --match-set hb-deny4 src -j DROP
//!   -A HAND -d 198.18.0.12/32 -p udp --dport 1234 -j DROP
//!   -A PREROUTING -i IF -j HAND
//!   ```
//!
//!   The chain and its jump are what spec §7 asks of dropc's output (a
//!   policy per interface, loadable beside another interface's), so the
//!   reference has them too: it is the same policy, not a cheaper one.
//!   (Rules straight in PREROUTING, each with `-i IF`, measured side by
//!   side once: see benches/README.md, "Netfilter outputs against the
//!   hand-written ones".) Like dropc's, every rule has the counter
//!   iptables keeps for each rule.
//! * `xdp-clang`: `ebpf/ref/flood.c`, the C reference of the BPF backend's
//!   benchmark, built here with `clang -O2 -target bpf` and attached in
//!   native mode (flood policy only; it matches 198.18.0.0/24, which costs
//!   the same as one address).

use crate::bed::Link;
use crate::lpm::Hook;
use crate::targets::{Config, Row, Setup};
use crate::Opts;
use anyhow::{bail, Context};
use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

/// The prefixes of a deny-list file, split by family (comments and blank
/// lines skipped).
fn read_list(list: &Path) -> anyhow::Result<(Vec<String>, Vec<String>)> {
    let text =
        std::fs::read_to_string(list).with_context(|| format!("cannot read {}", list.display()))?;
    let (mut v4, mut v6) = (Vec::new(), Vec::new());
    for l in text.lines() {
        let l = l.split('#').next().unwrap_or("").trim();
        if l.is_empty() {
            continue;
        }
        if l.contains(':') {
            v6.push(l.to_string());
        } else {
            v4.push(l.to_string());
        }
    }
    Ok((v4, v6))
}

/// The hand-written nft script.
fn nft_script(iface: &str, v4: &[String], v6: &[String]) -> String {
    let mut s = String::from("table netdev hand {\n");
    for (name, ty, elems) in [("deny4", "ipv4_addr", v4), ("deny6", "ipv6_addr", v6)] {
        if elems.is_empty() {
            continue;
        }
        let _ = writeln!(
            s,
            "\tset {name} {{\n\t\ttype {ty}\n\t\tflags interval\n\t\tauto-merge\n\t\telements = {{"
        );
        for chunk in elems.chunks(64) {
            let _ = writeln!(s, "\t\t\t{},", chunk.join(", "));
        }
        s.push_str("\t\t}\n\t}\n");
    }
    let _ = writeln!(
        s,
        "\tchain ingress {{\n\t\ttype filter hook ingress device \"{iface}\" priority -500; policy accept;"
    );
    if !v4.is_empty() {
        s.push_str("\t\tip saddr @deny4 counter drop\n");
    }
    if !v6.is_empty() {
        s.push_str("\t\tip6 saddr @deny6 counter drop\n");
    }
    s.push_str(
        "\t\tip daddr 198.18.0.12 udp dport 1234 ip frag-off & 0x1fff == 0 counter drop\n\t}\n}\n",
    );
    s
}

/// A hand-written `iptables-restore --noflush` input for table raw: the
/// rules `rules` (arguments after `-A CHAIN`) in chain `HAND`, and the jump
/// to it from PREROUTING for packets that arrive on `iface`. No rules: no
/// chain, no jump.
pub fn ipt_restore(iface: &str, rules: &[String]) -> String {
    let mut s = String::from("*raw\n");
    if !rules.is_empty() {
        s.push_str(":HAND - [0:0]\n");
        for r in rules {
            let _ = writeln!(s, "-A HAND {r}");
        }
        let _ = writeln!(s, "-A PREROUTING -i {iface} -j HAND");
    }
    s.push_str("COMMIT\n");
    s
}

/// The hand-written `ipset restore` input and iptables/ip6tables rules.
fn ipt_files(iface: &str, v4: &[String], v6: &[String]) -> (String, String, String) {
    let mut sets = String::new();
    let mut rules4 = Vec::new();
    let mut rules6 = Vec::new();
    for (name, fam, elems, rules) in [
        ("hb-deny4", "inet", v4, &mut rules4),
        ("hb-deny6", "inet6", v6, &mut rules6),
    ] {
        if elems.is_empty() {
            continue;
        }
        let hashsize = elems.len().next_power_of_two().max(1024);
        let _ = writeln!(
            sets,
            "create {name} hash:net family {fam} hashsize {hashsize} maxelem {}",
            elems.len().max(65536)
        );
        for e in elems {
            let _ = writeln!(sets, "add {name} {e} -exist");
        }
        rules.push(format!("-m set --match-set {name} src -j DROP"));
    }
    rules4.push("-d 198.18.0.12/32 -p udp --dport 1234 -j DROP".to_string());
    (
        sets,
        ipt_restore(iface, &rules4),
        ipt_restore(iface, &rules6),
    )
}

/// Builds and loads the reference for `c` (a reference row) on `link`.
pub fn load(o: &Opts, work: &Path, c: &Config, link: &Link) -> anyhow::Result<Setup> {
    let tag = c.tag();
    let iface = link.rx_dev.as_str();
    let (v4, v6) = match &c.list {
        Some(l) => read_list(l)?,
        None => (Vec::new(), Vec::new()),
    };
    let t = Instant::now();
    let v2 = match c.workload {
        crate::v2::Workload::Flood | crate::v2::Workload::Deny(_) => false,
        crate::v2::Workload::Over
        | crate::v2::Workload::Contains(_)
        | crate::v2::Workload::FloodOf(_) => true,
    };
    if v2 {
        let how = crate::v2::load_reference(work, c, link)?;
        let compile_s = 0.0;
        return Ok(Setup {
            compile_s,
            load_s: t.elapsed().as_secs_f64(),
            how,
        });
    }
    let (compile_s, how) = match c.row {
        Row::NftHand => {
            let f = work.join(format!("{tag}.nft"));
            std::fs::write(&f, nft_script(iface, &v4, &v6))?;
            let compile_s = t.elapsed().as_secs_f64();
            link.ns
                .exec("nft", &["-f", &f.to_string_lossy()], None)
                .context("nft -f (hand-written)")?;
            (compile_s, "nft -f of a hand-written table".to_string())
        }
        Row::IptHand => {
            let (sets, r4, r6) = ipt_files(iface, &v4, &v6);
            let fs = work.join(format!("{tag}.ipset"));
            let f4 = work.join(format!("{tag}.v4"));
            let f6 = work.join(format!("{tag}.v6"));
            std::fs::write(&fs, sets)?;
            std::fs::write(&f4, r4)?;
            std::fs::write(&f6, r6)?;
            let compile_s = t.elapsed().as_secs_f64();
            link.ns
                .exec("ipset", &["restore"], Some(&fs))
                .context("ipset restore (hand-written)")?;
            link.ns
                .exec("iptables-legacy-restore", &["--noflush"], Some(&f4))
                .context("iptables-legacy-restore (hand-written)")?;
            link.ns
                .exec("ip6tables-legacy-restore", &["--noflush"], Some(&f6))
                .context("ip6tables-legacy-restore (hand-written)")?;
            (
                compile_s,
                "ipset restore; ip(6)tables-legacy-restore of hand-written rules in a chain \
                 raw PREROUTING jumps to (-i IF)"
                    .to_string(),
            )
        }
        Row::XdpRef => {
            if c.list.is_some() {
                bail!("the C reference implements the flood policy only");
            }
            let obj = work.join(format!("{tag}.o"));
            crate::lpm::clang(&o.repo, "flood.c", &obj)?;
            let compile_s = t.elapsed().as_secs_f64();
            link.ns.ip(&[
                "link",
                "set",
                "dev",
                iface,
                "xdpdrv",
                "obj",
                &obj.to_string_lossy(),
                "sec",
                "xdp",
            ])?;
            (
                compile_s,
                "clang -O2 -target bpf; ip link set dev IF xdpdrv obj OUT sec xdp".to_string(),
            )
        }
        Row::XdpLpm => crate::lpm::load(&o.repo, work, &tag, Hook::Xdp, link, (&v4, &v6))?,
        Row::TcLpm => crate::lpm::load(&o.repo, work, &tag, Hook::Tc, link, (&v4, &v6))?,
        r => bail!("{} is not a reference row", r.key()),
    };
    Ok(Setup {
        compile_s,
        load_s: t.elapsed().as_secs_f64() - compile_s,
        how,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nft_script_has_a_set_and_rule_per_nonempty_family() {
        let v4 = vec!["10.0.0.0/8".to_string(), "192.0.2.1".to_string()];
        let s = nft_script("veth0", &v4, &[]);
        assert!(s.contains("set deny4"));
        assert!(s.contains("10.0.0.0/8, 192.0.2.1,"));
        assert!(s.contains("ip saddr @deny4 counter drop"));
        assert!(!s.contains("deny6"));
        assert!(s.contains("device \"veth0\""));
        let s = nft_script("veth0", &[], &[]);
        assert!(!s.contains("set "));
        assert!(s.contains(
            "ip daddr 198.18.0.12 udp dport 1234 ip frag-off & 0x1fff == 0 counter drop"
        ));
    }

    #[test]
    fn ipt_files_split_by_family() {
        let (sets, r4, r6) = ipt_files("hb1", &[], &["2001:db8::/32".to_string()]);
        assert!(sets.contains("create hb-deny6 hash:net family inet6"));
        assert!(sets.contains("add hb-deny6 2001:db8::/32 -exist"));
        assert!(!r4.contains("match-set"));
        assert!(r4.contains("-A HAND -d 198.18.0.12/32 -p udp --dport 1234 -j DROP\n"));
        assert!(r6.contains("-A HAND -m set --match-set hb-deny6 src -j DROP\n"));
        for r in [&r4, &r6] {
            assert!(r.starts_with("*raw\n:HAND - [0:0]\n"), "{r}");
            assert!(r.ends_with("-A PREROUTING -i hb1 -j HAND\nCOMMIT\n"), "{r}");
        }
        assert_eq!(ipt_restore("hb1", &[]), "*raw\nCOMMIT\n");
    }
}
