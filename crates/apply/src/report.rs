//! `dropc stats` and `dropc status` (spec §8, v2): what is loaded in the
//! calling thread's network namespace, and each rule's counters, for every
//! target, in the JSON shapes the spec fixes and in Prometheus' text
//! exposition format.
//!
//! Counters come from where each target keeps them: the pinned per-CPU map
//! of the BPF programs (`{ packets, bytes }` per rule, bytes being the
//! frames' lengths as XDP or tc sees them), the counters of nft's rules
//! (`nft -j list chain`, by the rules' comment `rule-LABEL`), and the
//! iptables rules of dropc's chains (`iptables-save -c`, by each rule's
//! position, which the record's `counts` maps to a label), summed over IPv4
//! and IPv6 and over the several netfilter rules a policy rule may become.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::state::{NetnsKey, Pending, Record, Store, Stored};
use crate::{bpf, netfilter};
use dropc_backends::Target;
use serde::Serialize;
use std::fmt::Write as _;

/// Packets and bytes (bytes `None` where the target does not count them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Count {
    pub packets: u64,
    pub bytes: Option<u64>,
}

/// One rule's counters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RuleCount {
    pub label: String,
    pub packets: u64,
    pub bytes: Option<u64>,
}

/// The counters of one loaded policy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PolicyStats {
    pub iface: String,
    pub target: Target,
    pub rules: Vec<RuleCount>,
    pub default: Count,
    /// An `apply`, `remove` or `set` of the interface was interrupted (spec
    /// §8): the old or the new policy may be in force.
    pub interrupted: bool,
}

/// `stats --format json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatsDoc {
    pub policies: Vec<PolicyStats>,
    /// The interfaces whose transaction was interrupted (with a policy
    /// above or not), each with what may be in force; a field added to
    /// the spec's shape.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub interrupted: Vec<InterruptedIface>,
}

/// An interface whose `apply`, `remove` or `set` was interrupted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InterruptedIface {
    pub iface: String,
    /// "interrupted: A or B may be in force; run ... to finish".
    pub message: String,
}

/// One loaded policy, as `status` shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PolicyStatus {
    pub iface: String,
    /// (null for an interface whose interrupted intent cannot be read)
    pub target: Option<Target>,
    /// (null for an interface whose first `apply` was interrupted)
    pub mode: Option<crate::state::Mode>,
    pub policy: String,
    pub sha256: String,
    pub since: String,
    /// Spec §8 (v3): an `apply`, `remove` or `set` of the interface was
    /// interrupted, and the old or the new policy may be in force.
    pub interrupted: bool,
    /// What may be in force, when `interrupted` (human text).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interrupted_detail: Option<String>,
    /// The network namespace (`net-DEV-INO`, as in dropc's paths); a field
    /// added to the spec's shape.
    pub netns: String,
}

/// `status --format json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatusDoc {
    pub policies: Vec<PolicyStatus>,
}

/// Errors of `stats` and `status`.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error(transparent)]
    State(#[from] crate::state::StateError),
    #[error("dropc's record of {iface} is unreadable ({why}); `dropc remove --iface {iface}` clears it, `dropc apply` replaces it")]
    Unreadable { iface: String, why: String },
    #[error("reading the counters of {iface} ({target}): {source:#}")]
    Counters {
        iface: String,
        target: Target,
        source: anyhow::Error,
    },
}

/// The records of this namespace (all, or `iface`'s), with the unreadable
/// ones as warnings.
fn records(store: &Store, iface: Option<&str>) -> Result<(Vec<Record>, Vec<String>), ReportError> {
    let names = match iface {
        Some(i) => vec![i.to_string()],
        None => store.ifaces(),
    };
    let mut out = Vec::new();
    let mut warnings = Vec::new();
    for n in names {
        match store.read(&n) {
            Stored::Record(r) => out.push(*r),
            Stored::Nothing => {
                // (an interrupted first apply is reported as such)
                if iface.is_some() && !store.pending(&n).is_interrupted() {
                    warnings.push(format!(
                        "nothing of dropc's is loaded on {n} in this network namespace"
                    ));
                }
            }
            // Asked for by name: an error, not an empty report.
            Stored::Corrupt(why) if iface.is_some() => {
                return Err(ReportError::Unreadable { iface: n, why });
            }
            Stored::Corrupt(why) => warnings.push(format!(
                "warning: dropc's record of {n} is unreadable ({why}); `dropc remove --iface {n}` clears it, `dropc apply` replaces it"
            )),
        }
    }
    Ok((out, warnings))
}

/// `dropc status`: what is loaded where in this namespace, and warnings.
pub fn status() -> Result<(StatusDoc, Vec<String>), ReportError> {
    let store = Store::here()?;
    let (recs, mut warnings) = records(&store, None)?;
    warnings.extend(recs.iter().filter_map(drifted));
    let mut policies: Vec<PolicyStatus> = recs
        .into_iter()
        .map(|r| {
            let pending = store.pending(&r.iface);
            PolicyStatus {
                interrupted: pending.is_interrupted(),
                interrupted_detail: pending.describe(),
                iface: r.iface,
                target: Some(r.target),
                mode: Some(r.mode),
                policy: r.policy,
                sha256: r.sha256,
                since: r.since,
                netns: r.netns.dir_name(),
            }
        })
        .collect();
    // Interrupted before anything was recorded: what it meant to load.
    for iface in store.intents() {
        if policies.iter().any(|p| p.iface == iface) {
            continue;
        }
        let pending = store.pending(&iface);
        let intent = match &pending {
            Pending::Interrupted(Some(i)) => Some(i.clone()),
            Pending::Interrupted(None) | Pending::None => None,
        };
        let side = intent
            .as_ref()
            .and_then(|i| i.new.clone().or_else(|| i.old.clone()));
        let Some(side) = side else {
            // (an unreadable intent, or one of a remove without a record)
            policies.push(PolicyStatus {
                iface: iface.clone(),
                target: None,
                mode: None,
                policy: String::new(),
                sha256: String::new(),
                since: intent.map(|i| i.since).unwrap_or_default(),
                interrupted: true,
                interrupted_detail: pending.describe(),
                netns: store.netns().dir_name(),
            });
            continue;
        };
        policies.push(PolicyStatus {
            iface: iface.clone(),
            target: Some(side.target),
            mode: None,
            policy: side.policy,
            sha256: side.sha256,
            since: intent.map(|i| i.since).unwrap_or_default(),
            interrupted: true,
            interrupted_detail: pending.describe(),
            netns: store.netns().dir_name(),
        });
    }
    policies.sort_by(|a, b| a.iface.cmp(&b.iface));
    Ok((StatusDoc { policies }, warnings))
}

/// A warning when the kernel does not have what `r` says is loaded there
/// ([`crate::drift`]).
fn drifted(r: &Record) -> Option<String> {
    let iface = &r.iface;
    match crate::drift::check(r) {
        Ok(crate::drift::Verdict::InForce(_)) => None,
        Ok(crate::drift::Verdict::Drifted(why)) => Some(format!(
            "warning: {iface}: dropc's record says the {} policy {} is loaded, but {why}: `dropc apply` loads it again, `dropc remove --iface {iface}` clears the record",
            r.target, r.policy
        )),
        Err(e) => Some(format!(
            "warning: {iface}: cannot check that its policy is in force ({e:#})"
        )),
    }
}

/// `dropc stats`: the counters of every policy loaded in this namespace
/// (or `iface`'s), and warnings.
/// A policy whose counters cannot be read is left out with a warning
/// (the others are still reported: a scraper gets what there is), unless
/// `iface` asks for that policy alone, which is then an error.
pub fn stats(iface: Option<&str>) -> Result<(StatsDoc, Vec<String>), ReportError> {
    let store = Store::here()?;
    let (recs, mut warnings) = records(&store, iface)?;
    let mut policies = Vec::new();
    for r in recs {
        match counters_of(&r, store.netns()) {
            Ok(mut counts) => {
                counts.interrupted = store.pending(&r.iface).is_interrupted();
                policies.push(counts);
            }
            Err(source) => {
                let e = ReportError::Counters {
                    iface: r.iface.clone(),
                    target: r.target,
                    source,
                };
                if iface.is_some() {
                    return Err(e);
                }
                warnings.push(format!("warning: {e}"));
            }
        }
    }
    let interrupted: Vec<InterruptedIface> = store
        .intents()
        .into_iter()
        .filter(|i| iface.is_none_or(|x| x == i))
        .filter_map(|i| {
            store
                .pending(&i)
                .describe()
                .map(|message| InterruptedIface { iface: i, message })
        })
        .collect();
    Ok((
        StatsDoc {
            policies,
            interrupted,
        },
        warnings,
    ))
}

/// The counters of one recorded policy.
fn counters_of(r: &Record, netns: NetnsKey) -> anyhow::Result<PolicyStats> {
    use crate::state::Details;
    let (by_label, default): (Vec<(String, Count)>, Count) = match &r.details {
        Details::Bpf(d) => {
            let v = bpf::counters(&r.iface, r.target, netns, d)?;
            let n = r.labels.len();
            let rules = r
                .labels
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    let (packets, bytes) = v.get(i).copied().unwrap_or((0, 0));
                    (
                        l.clone(),
                        Count {
                            packets,
                            bytes: Some(bytes),
                        },
                    )
                })
                .collect();
            let (packets, bytes) = v.get(n).copied().unwrap_or((0, 0));
            let default = Count {
                packets,
                bytes: Some(bytes),
            };
            (rules, default)
        }
        Details::Nft { .. } => {
            let v = netfilter::nft_counters(&r.iface)?;
            split_default(v.into_iter().filter_map(|(name, p, b)| {
                if name == dropc_backends::nft::DEFAULT_COMMENT {
                    Some((None, p, b))
                } else {
                    name.strip_prefix("rule-")
                        .map(|l| (Some(l.to_string()), p, b))
                }
            }))
        }
        Details::Iptables { tools, counts, .. } => {
            let v = netfilter::iptables_counters(&r.iface, *tools, counts.as_ref())?;
            split_default(v.into_iter())
        }
    };
    // In rule order; a rule that no kernel rule carries (one that can never
    // match) counts nothing.
    let rules = r
        .labels
        .iter()
        .map(|l| {
            let c = by_label
                .iter()
                .find(|(x, _)| x == l)
                .map(|(_, c)| *c)
                .unwrap_or(Count {
                    packets: 0,
                    bytes: default.bytes.map(|_| 0),
                });
            RuleCount {
                label: l.clone(),
                packets: c.packets,
                bytes: c.bytes,
            }
        })
        .collect();
    Ok(PolicyStats {
        iface: r.iface.clone(),
        target: r.target,
        rules,
        default,
        interrupted: false,
    })
}

/// (label or None for the default, packets, bytes) → per label, default.
fn split_default(
    items: impl Iterator<Item = (Option<String>, u64, u64)>,
) -> (Vec<(String, Count)>, Count) {
    let mut rules = Vec::new();
    let mut default = Count {
        packets: 0,
        bytes: Some(0),
    };
    for (label, packets, bytes) in items {
        let c = Count {
            packets,
            bytes: Some(bytes),
        };
        match label {
            Some(l) => rules.push((l, c)),
            None => default = c,
        }
    }
    (rules, default)
}

/// Escapes a Prometheus label value.
pub fn prom_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out
}

/// A metric: name, help text, and its value of a count (none: left out).
type Metric = (&'static str, &'static str, fn(&Count) -> Option<u64>);

/// The Prometheus text exposition of `doc`: `dropc_rule_packets_total` and
/// `dropc_rule_bytes_total` labelled `iface`, `target` and `rule` (`default`
/// for the default). Bytes are left out where the target does not count
/// them.
pub fn prometheus(doc: &StatsDoc) -> String {
    let mut out = String::new();
    let metrics: [Metric; 2] = [
        (
            "dropc_rule_packets_total",
            "Packets decided by each rule of the dropc policy of an interface (rule=\"default\": the default verdict).",
            |c| Some(c.packets),
        ),
        (
            "dropc_rule_bytes_total",
            "Bytes of the packets decided by each rule of the dropc policy of an interface (nft and iptables; the BPF programs count packets only).",
            |c| c.bytes,
        ),
    ];
    for (name, help, value) in metrics {
        let _ = writeln!(out, "# HELP {name} {help}");
        let _ = writeln!(out, "# TYPE {name} counter");
        for p in &doc.policies {
            let rows = p
                .rules
                .iter()
                .map(|r| {
                    (
                        r.label.as_str(),
                        Count {
                            packets: r.packets,
                            bytes: r.bytes,
                        },
                    )
                })
                .chain(std::iter::once(("default", p.default)));
            for (rule, c) in rows {
                if let Some(v) = value(&c) {
                    let _ = writeln!(
                        out,
                        "{name}{{iface=\"{}\",target=\"{}\",rule=\"{}\"}} {v}",
                        prom_escape(&p.iface),
                        p.target,
                        prom_escape(rule)
                    );
                }
            }
        }
    }
    let name = "dropc_transaction_interrupted";
    let _ = writeln!(
        out,
        "# HELP {name} 1 when an apply, remove or set of the interface was interrupted: the old or the new policy may be in force until `dropc apply` or `dropc remove` finishes it."
    );
    let _ = writeln!(out, "# TYPE {name} gauge");
    let mut ifaces: Vec<(&str, bool)> = doc
        .policies
        .iter()
        .map(|p| (p.iface.as_str(), p.interrupted))
        .collect();
    ifaces.extend(doc.interrupted.iter().map(|i| (i.iface.as_str(), true)));
    ifaces.sort_unstable();
    ifaces.dedup_by(|b, a| {
        // (one row per interface: interrupted if any says so)
        let same = a.0 == b.0;
        if same {
            a.1 |= b.1;
        }
        same
    });
    for (iface, on) in ifaces {
        let _ = writeln!(
            out,
            "{name}{{iface=\"{}\"}} {}",
            prom_escape(iface),
            u8::from(on)
        );
    }
    out
}

/// A human-readable table of `doc`.
pub fn human_stats(doc: &StatsDoc) -> String {
    let mut out = String::new();
    for i in &doc.interrupted {
        let _ = writeln!(out, "{}: {}", i.iface, i.message);
    }
    for p in &doc.policies {
        let _ = writeln!(out, "{} ({}):", p.iface, p.target);
        let width = p
            .rules
            .iter()
            .map(|r| r.label.len())
            .max()
            .unwrap_or(0)
            .max("(default)".len());
        let _ = writeln!(
            out,
            "  {:width$}  {:>14}  {:>16}",
            "rule", "packets", "bytes"
        );
        let mut row = |label: &str, packets: u64, bytes: Option<u64>| {
            let bytes = bytes.map_or_else(|| "-".to_string(), |b| b.to_string());
            let _ = writeln!(out, "  {label:width$}  {packets:>14}  {bytes:>16}");
        };
        for r in &p.rules {
            row(&r.label, r.packets, r.bytes);
        }
        row("(default)", p.default.packets, p.default.bytes);
    }
    out
}

/// A human-readable table of `doc`.
pub fn human_status(doc: &StatusDoc) -> String {
    let mut out = String::new();
    for p in &doc.policies {
        let mode = p.mode.map_or("mode unknown", |m| m.name());
        let target = p
            .target
            .map_or_else(|| "target unknown".to_string(), |t| t.to_string());
        let _ = writeln!(
            out,
            "{} (namespace {}): {target} ({mode}) {} sha256:{} since {}",
            p.iface, p.netns, p.policy, p.sha256, p.since
        );
        if let Some(d) = &p.interrupted_detail {
            let _ = writeln!(out, "  {d}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc() -> StatsDoc {
        StatsDoc {
            policies: vec![
                PolicyStats {
                    iface: "eth0".into(),
                    target: Target::Nft,
                    rules: vec![RuleCount {
                        label: "flood".into(),
                        packets: 5,
                        bytes: Some(300),
                    }],
                    default: Count {
                        packets: 2,
                        bytes: Some(120),
                    },
                    interrupted: false,
                },
                PolicyStats {
                    iface: "eth\"1".into(),
                    target: Target::Xdp,
                    rules: vec![RuleCount {
                        label: "a".into(),
                        packets: 1,
                        bytes: None,
                    }],
                    default: Count {
                        packets: 0,
                        bytes: None,
                    },
                    interrupted: true,
                },
            ],
            interrupted: vec![InterruptedIface {
                iface: "eth2".into(),
                message: "interrupted (apply): no policy or /p.drop (nft) may be in force; run `dropc apply` or `dropc remove` to finish".into(),
            }],
        }
    }

    #[test]
    fn json_has_the_spec_shape() {
        let v = serde_json::to_value(doc()).expect("json");
        assert_eq!(
            v["policies"][0],
            serde_json::json!({"iface": "eth0", "target": "nft",
                "rules": [{"label": "flood", "packets": 5, "bytes": 300}],
                "default": {"packets": 2, "bytes": 120}, "interrupted": false})
        );
        assert_eq!(
            v["policies"][1]["interrupted"],
            serde_json::Value::Bool(true)
        );
        assert_eq!(
            v["policies"][1]["default"]["bytes"],
            serde_json::Value::Null
        );
    }

    #[test]
    fn prometheus_text() {
        let t = prometheus(&doc());
        assert!(t.starts_with("# HELP dropc_rule_packets_total "), "{t}");
        assert!(t.contains("# TYPE dropc_rule_packets_total counter\n"));
        assert!(t.contains(
            "dropc_rule_packets_total{iface=\"eth0\",target=\"nft\",rule=\"flood\"} 5\n"
        ));
        assert!(t.contains(
            "dropc_rule_bytes_total{iface=\"eth0\",target=\"nft\",rule=\"default\"} 120\n"
        ));
        assert!(t.contains(
            "dropc_rule_packets_total{iface=\"eth\\\"1\",target=\"xdp\",rule=\"a\"} 1\n"
        ));
        assert!(!t.contains("dropc_rule_bytes_total{iface=\"eth\\\"1\""));
        // (issue 18) one gauge row per interface, 1 where interrupted
        assert!(t.contains("# TYPE dropc_transaction_interrupted gauge\n"));
        assert!(
            t.contains("dropc_transaction_interrupted{iface=\"eth0\"} 0\n"),
            "{t}"
        );
        assert!(
            t.contains("dropc_transaction_interrupted{iface=\"eth\\\"1\"} 1\n"),
            "{t}"
        );
        assert!(
            t.contains("dropc_transaction_interrupted{iface=\"eth2\"} 1\n"),
            "{t}"
        );
    }
}
