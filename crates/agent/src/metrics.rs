//! The agent's own metrics, served with `dropc stats`' families by
//! [`crate::http`].

use dropc_backends::Target;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};

pub type Shared = Arc<Mutex<Metrics>>;

/// What the agent knows of one interface.
#[derive(Clone, Debug, Default)]
pub struct IfaceMetrics {
    /// Seconds since the epoch of the last apply (either outcome).
    pub last_apply: Option<f64>,
    pub last_success: Option<bool>,
    /// The policy in force (by the agent): content hash and target.
    pub in_force: Option<(String, Target)>,
    /// The interface index the policy was applied on (None: vanished).
    pub ifindex: Option<u32>,
    /// Errors by kind.
    pub errors: BTreeMap<&'static str, u64>,
    /// The dynamic sets of the policy in force (their sizes are read at
    /// each scrape).
    pub dynamic: Vec<String>,
    /// Followed sets: whether the last sync succeeded, and syncs by method.
    pub sets: BTreeMap<String, SetMetrics>,
    /// Drift seen and mended, by the target of the policy that drifted.
    pub drifts: BTreeMap<&'static str, u64>,
}

#[derive(Clone, Debug, Default)]
pub struct SetMetrics {
    pub last_success: Option<bool>,
    pub syncs: BTreeMap<&'static str, u64>,
}

#[derive(Debug, Default)]
pub struct Metrics {
    pub ifaces: BTreeMap<String, IfaceMetrics>,
    /// What the configuration names and the node does not have (yet).
    pub absent: Vec<String>,
    /// Whether the last reload of the configuration succeeded.
    pub config_success: Option<bool>,
}

fn now() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

impl Metrics {
    /// An interface the configuration selects.
    pub fn select(&mut self, iface: &str) {
        self.entry(iface);
    }

    /// An interface the configuration no longer selects.
    pub fn forget(&mut self, iface: &str) {
        self.ifaces.remove(iface);
    }

    pub fn in_force(&self, iface: &str) -> bool {
        self.ifaces.get(iface).is_some_and(|m| m.in_force.is_some())
    }

    /// The content hash and target of the policy the agent has in force on
    /// `iface`.
    pub fn expected(&self, iface: &str) -> Option<(String, Target)> {
        self.ifaces.get(iface).and_then(|m| m.in_force.clone())
    }

    /// The policy on `iface` is no longer in force (drift): counted, and
    /// unprotected until it is applied again.
    pub fn drifted(&mut self, iface: &str, target: Target) {
        let m = self.entry(iface);
        m.in_force = None;
        *m.drifts.entry(target.name()).or_insert(0) += 1;
    }

    pub fn config_loaded(&mut self, ok: bool) {
        self.config_success = Some(ok);
    }

    fn entry(&mut self, iface: &str) -> &mut IfaceMetrics {
        self.ifaces.entry(iface.to_string()).or_default()
    }

    pub fn ifindex(&self, iface: &str) -> Option<u32> {
        self.ifaces.get(iface).and_then(|m| m.ifindex)
    }

    pub fn applied(
        &mut self,
        iface: &str,
        sha256: &str,
        target: Target,
        ifindex: Option<u32>,
        dynamic: Vec<String>,
    ) {
        let m = self.entry(iface);
        m.dynamic = dynamic;
        m.last_apply = Some(now());
        m.last_success = Some(true);
        m.in_force = Some((sha256.to_string(), target));
        m.ifindex = ifindex;
    }

    pub fn failed(&mut self, iface: &str, kind: &'static str) {
        let m = self.entry(iface);
        m.last_apply = Some(now());
        m.last_success = Some(false);
        *m.errors.entry(kind).or_insert(0) += 1;
    }

    pub fn set_synced(&mut self, iface: &str, set: &str, method: &'static str) {
        let s = self.entry(iface).sets.entry(set.to_string()).or_default();
        s.last_success = Some(true);
        *s.syncs.entry(method).or_insert(0) += 1;
    }

    pub fn set_failed(&mut self, iface: &str, set: &str, kind: &'static str) {
        let m = self.entry(iface);
        *m.errors.entry(kind).or_insert(0) += 1;
        m.sets.entry(set.to_string()).or_default().last_success = Some(false);
    }

    /// Per interface with a policy in force, the names of its dynamic sets.
    pub fn dynamic_sets(&self) -> Vec<(String, Vec<String>)> {
        self.ifaces
            .iter()
            .filter(|(_, m)| m.in_force.is_some() && !m.dynamic.is_empty())
            .map(|(i, m)| (i.clone(), m.dynamic.clone()))
            .collect()
    }

    /// The interface vanished: nothing of its policy is in force.
    pub fn gone(&mut self, iface: &str) {
        let m = self.entry(iface);
        m.ifindex = None;
        m.in_force = None;
    }

    /// Interfaces without a policy in force (for `/healthz`).
    pub fn unprotected(&self) -> Vec<&str> {
        self.ifaces
            .iter()
            .filter(|(_, m)| m.in_force.is_none())
            .map(|(i, _)| i.as_str())
            .collect()
    }

    /// The Prometheus text of the agent's own families.
    pub fn prometheus(&self) -> String {
        let mut out = String::new();
        let esc = dropc_apply::report::prom_escape;
        let _ = writeln!(out, "# HELP dropc_agent_last_apply_timestamp_seconds When the agent last applied the policy of an interface (either outcome).");
        let _ = writeln!(out, "# TYPE dropc_agent_last_apply_timestamp_seconds gauge");
        for (i, m) in &self.ifaces {
            if let Some(t) = m.last_apply {
                let _ = writeln!(
                    out,
                    "dropc_agent_last_apply_timestamp_seconds{{iface=\"{}\"}} {t:.3}",
                    esc(i)
                );
            }
        }
        let _ = writeln!(out, "# HELP dropc_agent_last_apply_success Whether the agent's last apply on an interface succeeded (1) or failed (0).");
        let _ = writeln!(out, "# TYPE dropc_agent_last_apply_success gauge");
        for (i, m) in &self.ifaces {
            if let Some(s) = m.last_success {
                let _ = writeln!(
                    out,
                    "dropc_agent_last_apply_success{{iface=\"{}\"}} {}",
                    esc(i),
                    u8::from(s)
                );
            }
        }
        let _ = writeln!(out, "# HELP dropc_agent_policy_info The policy the agent has in force on an interface: its content's SHA-256 and its target.");
        let _ = writeln!(out, "# TYPE dropc_agent_policy_info gauge");
        for (i, m) in &self.ifaces {
            if let Some((sha, t)) = &m.in_force {
                let _ = writeln!(
                    out,
                    "dropc_agent_policy_info{{iface=\"{}\",sha256=\"{sha}\",target=\"{t}\"}} 1",
                    esc(i)
                );
            }
        }
        let _ = writeln!(out, "# HELP dropc_agent_errors_total Errors of the agent per interface and kind (policy: the policy has errors; load: the kernel refused it; ...).");
        let _ = writeln!(out, "# TYPE dropc_agent_errors_total counter");
        for (i, m) in &self.ifaces {
            for (k, n) in &m.errors {
                let _ = writeln!(
                    out,
                    "dropc_agent_errors_total{{iface=\"{}\",kind=\"{k}\"}} {n}",
                    esc(i)
                );
            }
        }
        let _ = writeln!(out, "# HELP dropc_agent_drift_total Times the agent found the policy it keeps on an interface no longer in force (removed, flushed, detached, replaced) and applied it again.");
        let _ = writeln!(out, "# TYPE dropc_agent_drift_total counter");
        for (i, m) in &self.ifaces {
            let mut drifts = m.drifts.clone();
            if let Some((_, t)) = &m.in_force {
                drifts.entry(t.name()).or_insert(0);
            }
            for (t, n) in drifts {
                let _ = writeln!(
                    out,
                    "dropc_agent_drift_total{{iface=\"{}\",direction=\"ingress\",target=\"{t}\"}} {n}",
                    esc(i)
                );
            }
        }
        if let Some(ok) = self.config_success {
            let _ = writeln!(out, "# HELP dropc_agent_config_reload_success Whether the last reload of the agent's configuration succeeded (1) or left the one in use because of errors (0).");
            let _ = writeln!(out, "# TYPE dropc_agent_config_reload_success gauge");
            let _ = writeln!(out, "dropc_agent_config_reload_success {}", u8::from(ok));
        }
        let _ = writeln!(out, "# HELP dropc_agent_set_sync_success Whether the agent's last sync of a followed dynamic set with its file succeeded (1) or changed nothing because of an error (0).");
        let _ = writeln!(out, "# TYPE dropc_agent_set_sync_success gauge");
        for (i, m) in &self.ifaces {
            for (set, s) in &m.sets {
                if let Some(ok) = s.last_success {
                    let _ = writeln!(
                        out,
                        "dropc_agent_set_sync_success{{iface=\"{}\",set=\"{}\"}} {}",
                        esc(i),
                        esc(set),
                        u8::from(ok)
                    );
                }
            }
        }
        let _ = writeln!(out, "# HELP dropc_agent_set_syncs_total Syncs of followed dynamic sets with their files, by method (none: already held; add_del: a set update; replace: an atomic swap).");
        let _ = writeln!(out, "# TYPE dropc_agent_set_syncs_total counter");
        for (i, m) in &self.ifaces {
            for (set, s) in &m.sets {
                for (method, n) in &s.syncs {
                    let _ = writeln!(
                        out,
                        "dropc_agent_set_syncs_total{{iface=\"{}\",set=\"{}\",method=\"{method}\"}} {n}",
                        esc(i),
                        esc(set)
                    );
                }
            }
        }
        out
    }
}

/// A dynamic set's size: (iface, set, target, family, elements).
pub type SetSize = (String, String, Target, dropc_apply::dynset::Space, usize);

/// The Prometheus text of `dropc_set_elements`.
pub fn set_sizes(sizes: &[SetSize]) -> String {
    use dropc_apply::dynset::Space;
    let esc = dropc_apply::report::prom_escape;
    let mut out = String::new();
    let _ = writeln!(out, "# HELP dropc_set_elements Elements of a dynamic set of a loaded policy, per family (ipv4, ipv6, port), as `dropc set list` lists them.");
    let _ = writeln!(out, "# TYPE dropc_set_elements gauge");
    for (iface, set, target, space, n) in sizes {
        let family = match space {
            Space::V4 => "ipv4",
            Space::V6 => "ipv6",
            Space::Port => "port",
        };
        let _ = writeln!(
            out,
            "dropc_set_elements{{iface=\"{}\",target=\"{target}\",set=\"{}\",family=\"{family}\"}} {n}",
            esc(iface),
            esc(set)
        );
    }
    out
}
