//! `--v2`: the language v2 rows (issue 12, "Measured"), side by side in one
//! run, with their hand-written references:
//!
//! * group 0, 60-byte frames (the flood of the main run: random sources in
//!   198.19.0.0/16, so one /16): the flood rule and
//!   `drop udp dst 198.18.0.12 dport 1234 over 1000/second burst 5 per
//!   src/16` on xdp (native), tc, nft and iptables (legacy, raw), and by
//!   hand: nft's flood rule and a meter (a dynamic set updated with `limit
//!   rate over`), iptables' flood rule and `-m hashlimit`;
//! * groups 1 and 2, UDP packets of 128 and 1,400 bytes (IP length) whose
//!   payload ends with the 16-byte string `0123456789abcdef` (the rest: bytes
//!   0x40–0x5f, none of which is in the string): `drop contains
//!   "0123456789abcdef"` on xdp, tc and iptables, the hand-written
//!   `-m string --algo bm --string "0123456789abcdef"` in raw PREROUTING,
//!   and the flood rule on xdp and iptables on the same frames (the cost of
//!   the hook without the search).
//!
//! Every row drops (nearly) every frame: the string is found at the end of
//! the packet, after the whole packet was searched; `over` lets 1000 frames
//! a second through. Ratios are per round, between rows of one group
//! (measured within seconds of each other).

use crate::bed::Link;
use crate::report::{summary, Machine};
use crate::targets::{Config, Row};
use crate::{Opts, Phase};
use anyhow::Context;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The string the `contains` rows search.
pub const NEEDLE: &str = "0123456789abcdef";

/// What a configuration's traffic and policy are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Workload {
    /// The flood rule, 60-byte frames (the main run's only workload).
    Flood,
    /// The flood rule with `over 1000/second burst 5 per src/16`.
    Over,
    /// `contains NEEDLE` on UDP packets of this IP length, the needle last.
    Contains(usize),
    /// The flood rule on the frames of [`Workload::Contains`] of this length.
    FloodOf(usize),
    /// `--dynsets`: the flood and the deny-list `deny.txt` (next to the
    /// policy) held as this kind of set; see `dynsets.rs`.
    Deny(crate::dynsets::SetKind),
}

impl Workload {
    /// Short key (namespace names, the report).
    pub fn key(self) -> String {
        match self {
            Workload::Flood => "flood".into(),
            Workload::Over => "over".into(),
            Workload::Contains(n) => format!("contains{n}"),
            Workload::FloodOf(n) => format!("flood{n}"),
            Workload::Deny(k) => k.key().into(),
        }
    }

    /// dropc's policy.
    pub fn policy(self) -> String {
        let rule = match self {
            Workload::Deny(k) => return crate::dynsets::policy(k),
            Workload::Flood | Workload::FloodOf(_) => {
                "flood: drop udp dst 198.18.0.12 dport 1234".to_string()
            }
            Workload::Over => {
                "per16: drop udp dst 198.18.0.12 dport 1234 over 1000/second burst 5 per src/16"
                    .to_string()
            }
            Workload::Contains(_) => format!("sig: drop contains \"{NEEDLE}\""),
        };
        format!("# dropc-hookbench --v2 policy\ndefault pass\n{rule}\n")
    }

    /// The frame the sender sends (its source address and port change).
    pub fn frame(self, src_mac: [u8; 6], dst_mac: [u8; 6]) -> Vec<u8> {
        match self {
            Workload::Flood | Workload::Over | Workload::Deny(_) => {
                crate::sender::template(src_mac, dst_mac)
            }
            Workload::Contains(n) | Workload::FloodOf(n) => {
                crate::sender::template_with(src_mac, dst_mac, &payload(n))
            }
        }
    }
}

/// The UDP payload of an IP packet of `ip_len` bytes: filler bytes 0x40–0x5f
/// then [`NEEDLE`].
fn payload(ip_len: usize) -> Vec<u8> {
    let fill = ip_len - 28 - NEEDLE.len();
    let mut p: Vec<u8> = (0..fill).map(|i| 0x40 + (i % 32) as u8).collect();
    p.extend_from_slice(NEEDLE.as_bytes());
    p
}

/// The configurations of a `--v2` run, limited to `rows` and to the
/// workloads whose keys are in `workloads` (empty: all); their policies are
/// written to `work`.
pub fn configs(work: &Path, rows: &[Row], workloads: &[String]) -> anyhow::Result<Vec<Config>> {
    let netfilter_and_bpf = [
        Row::XdpNative,
        Row::Tc,
        Row::Nft,
        Row::IptRaw,
        Row::NftHand,
        Row::IptHand,
    ];
    let mut groups: Vec<(usize, Workload, Vec<Row>)> = vec![
        (0, Workload::Flood, netfilter_and_bpf.to_vec()),
        (0, Workload::Over, netfilter_and_bpf.to_vec()),
    ];
    for (g, len) in [(1, 128), (2, 1400)] {
        groups.push((
            g,
            Workload::Contains(len),
            vec![Row::XdpNative, Row::Tc, Row::IptRaw, Row::IptHand],
        ));
        groups.push((g, Workload::FloodOf(len), vec![Row::XdpNative, Row::IptRaw]));
    }
    let known: Vec<String> = groups.iter().map(|(_, w, _)| w.key()).collect();
    if let Some(w) = workloads.iter().find(|w| !known.contains(w)) {
        anyhow::bail!("unknown workload {w:?} (known: {})", known.join(","));
    }
    let mut out = Vec::new();
    for (n, w, group_rows) in groups {
        if !workloads.is_empty() && !workloads.contains(&w.key()) {
            continue;
        }
        let policy = work.join(format!("{}.drop", w.key()));
        std::fs::write(&policy, w.policy())?;
        for row in group_rows.into_iter().filter(|r| rows.contains(r)) {
            out.push(Config {
                n,
                policy: policy.clone(),
                list: None,
                row,
                workload: w,
            });
        }
    }
    Ok(out)
}

/// The hand-written nft meter of [`Workload::Over`].
fn nft_meter(iface: &str) -> String {
    format!(
        "table netdev hand {{\n\
         \tset per16 {{ type ipv4_addr; size 65536; flags dynamic,timeout; timeout 60s; }}\n\
         \tchain ingress {{\n\
         \t\ttype filter hook ingress device \"{iface}\" priority 0; policy accept;\n\
         \t\tip daddr 198.18.0.12 udp dport 1234 ip frag-off & 0x1fff == 0 \
         update @per16 {{ ip saddr & 255.255.0.0 limit rate over 1000/second burst 5 packets }} \
         counter drop\n\
         \t}}\n\
         }}\n"
    )
}

/// The hand-written iptables (legacy, raw PREROUTING) rules of `w`, in a
/// chain jumped to for the packets of `iface` (as the main run's
/// reference, [`crate::reference::ipt_restore`]).
fn ipt_rules(iface: &str, w: Workload) -> anyhow::Result<String> {
    let rule = match w {
        Workload::Over => "-d 198.18.0.12/32 -p udp --dport 1234 -m hashlimit \
                           --hashlimit-above 1000/sec --hashlimit-burst 5 --hashlimit-mode srcip \
                           --hashlimit-srcmask 16 --hashlimit-name hb-per16 -j DROP"
            .to_string(),
        Workload::Contains(_) => format!("-m string --algo bm --string \"{NEEDLE}\" -j DROP"),
        Workload::Flood | Workload::FloodOf(_) | Workload::Deny(_) => {
            anyhow::bail!("no hand-written v2 rule for {}", w.key())
        }
    };
    Ok(crate::reference::ipt_restore(iface, &[rule]))
}

/// Loads the hand-written reference of `c` (a v2 workload) on `link`.
pub fn load_reference(work: &Path, c: &Config, link: &Link) -> anyhow::Result<String> {
    let f = work.join(format!("{}.hand", c.tag()));
    match (c.row, c.workload) {
        (Row::NftHand, Workload::Over) => {
            std::fs::write(&f, nft_meter(&link.rx_dev))?;
            link.ns
                .exec("nft", &["-f", &f.to_string_lossy()], None)
                .context("nft -f (hand-written meter)")?;
            Ok("nft -f of a hand-written meter".into())
        }
        (Row::IptHand, w) => {
            std::fs::write(&f, ipt_rules(&link.rx_dev, w)?)?;
            link.ns
                .exec("iptables-legacy-restore", &["--noflush"], Some(&f))
                .context("iptables-legacy-restore (hand-written)")?;
            Ok(
                "iptables-legacy-restore of a hand-written rule in a chain raw PREROUTING \
                jumps to (-i IF)"
                    .into(),
            )
        }
        (r, w) => anyhow::bail!("no hand-written {} for {}", r.key(), w.key()),
    }
}

/// What a row is, for the report (the references of v2 workloads are not
/// the main run's).
fn label(row: Row, w: Workload) -> &'static str {
    match (row, w) {
        (Row::NftHand, Workload::Over) => "reference: nft meter by hand",
        (Row::IptHand, Workload::Over) => "reference: iptables hashlimit by hand (legacy)",
        (Row::IptHand, Workload::Contains(_)) => {
            "reference: iptables -m string --algo bm by hand (legacy)"
        }
        (r, _) => r.label(),
    }
}

/// The per-round CPU ns per packet of `(row, workload)` in `phases`.
fn samples(
    configs: &[Config],
    phases: &[Phase],
    row: Row,
    w: Workload,
) -> Option<(usize, Vec<f64>)> {
    crate::report::row_where(configs, phases, |c| c.row == row && c.workload == w)
        .map(|(n, r)| (n, crate::report::costs(r)))
}

/// Writes `hooks-v2.md` (figures and per-round ratios, with the raw
/// per-round figures) to `o.out`.
pub fn write_report(
    o: &Opts,
    m: &Machine,
    configs: &[Config],
    phases: &[Phase],
    elapsed: f64,
) -> anyhow::Result<Vec<PathBuf>> {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# dropc-hookbench --v2: contains and over, beside their hand-written references\n"
    );
    let _ = writeln!(
        s,
        "{}; {} rounds of {:.1} s per configuration, {} configurations, {:.0} s in all. \
         CPU ns per packet (sender + veth + hook), see README.md \"How it measures\".\n",
        m.one_line(),
        o.rounds,
        o.secs,
        configs.len(),
        elapsed
    );
    let _ = writeln!(s, "## CPU ns per packet\n");
    let _ = writeln!(s, "| group | workload | row | min / median / max |");
    let _ = writeln!(s, "|---|---|---|---|");
    for c in configs {
        if let Some((n, v)) = samples(configs, phases, c.row, c.workload) {
            let (lo, med, hi) = summary(&v);
            let _ = writeln!(
                s,
                "| {n} | {} | {} | {lo:.1} / {med:.1} / {hi:.1} |",
                c.workload.key(),
                label(c.row, c.workload)
            );
        }
    }
    let _ = writeln!(
        s,
        "\n## Per-round ratios (row a / row b, same round and group)\n"
    );
    let _ = writeln!(s, "| a | b | min / median / max | rounds a < b |");
    let _ = writeln!(s, "|---|---|---|---|");
    let mut pairs: Vec<((Row, Workload), (Row, Workload))> = Vec::new();
    for r in [
        Row::XdpNative,
        Row::Tc,
        Row::Nft,
        Row::IptRaw,
        Row::NftHand,
        Row::IptHand,
    ] {
        pairs.push(((r, Workload::Over), (r, Workload::Flood)));
    }
    for w in [Workload::Flood, Workload::Over] {
        pairs.push(((Row::Nft, w), (Row::NftHand, w)));
        pairs.push(((Row::IptRaw, w), (Row::IptHand, w)));
    }
    for len in [128, 1400] {
        let c = Workload::Contains(len);
        for r in [Row::XdpNative, Row::Tc, Row::IptRaw] {
            pairs.push(((r, c), (Row::IptHand, c)));
        }
        pairs.push((
            (Row::XdpNative, c),
            (Row::XdpNative, Workload::FloodOf(len)),
        ));
        pairs.push(((Row::IptHand, c), (Row::IptRaw, Workload::FloodOf(len))));
    }
    for ((ra, wa), (rb, wb)) in pairs {
        let (Some((_, a)), Some((_, b))) = (
            samples(configs, phases, ra, wa),
            samples(configs, phases, rb, wb),
        ) else {
            continue;
        };
        let ratios: Vec<f64> = a.iter().zip(&b).map(|(x, y)| x / y).collect();
        let below = ratios.iter().filter(|r| **r < 1.0).count();
        let (lo, med, hi) = summary(&ratios);
        let _ = writeln!(
            s,
            "| {} {} | {} {} | {lo:.2} / {med:.2} / {hi:.2} | {below} of {} |",
            ra.key(),
            wa.key(),
            rb.key(),
            wb.key(),
            ratios.len()
        );
    }
    let _ = writeln!(s, "\n## Raw: CPU ns per packet, round by round\n");
    for c in configs {
        if let Some((n, v)) = samples(configs, phases, c.row, c.workload) {
            let vals: Vec<String> = v.iter().map(|x| format!("{x:.1}")).collect();
            let _ = writeln!(
                s,
                "- {n} {} {}: {}",
                c.workload.key(),
                c.row.key(),
                vals.join(" ")
            );
        }
    }
    let path = o.out.join("hooks-v2.md");
    std::fs::write(&path, s).with_context(|| format!("writing {}", path.display()))?;
    Ok(vec![path])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contains_frames_end_with_the_needle_only() {
        for len in [128, 1400] {
            let f = Workload::Contains(len).frame([2; 6], [4; 6]);
            assert_eq!(f.len(), 14 + len);
            let ip = &f[14..];
            assert!(ip.ends_with(NEEDLE.as_bytes()));
            let first = ip
                .windows(NEEDLE.len())
                .position(|w| w == NEEDLE.as_bytes());
            assert_eq!(first, Some(len - NEEDLE.len()));
        }
    }

    #[test]
    fn hand_written_rules_name_the_workload() {
        let over = ipt_rules("hb1", Workload::Over).unwrap();
        assert!(over.contains("-A HAND -d 198.18.0.12/32 -p udp --dport 1234 -m hashlimit"));
        assert!(over.contains("--hashlimit-srcmask 16"));
        assert!(over.contains("-A PREROUTING -i hb1 -j HAND\n"));
        assert!(ipt_rules("hb1", Workload::Contains(128))
            .unwrap()
            .contains("--algo bm --string \"0123456789abcdef\""));
        assert!(ipt_rules("hb1", Workload::Flood).is_err());
        assert!(nft_meter("hbr1").contains("limit rate over 1000/second burst 5 packets"));
    }
}
