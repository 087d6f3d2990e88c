//! The part of nft's JSON schema (libnftables-json(5)) that dropc reads
//! host state from: `nft -j list chains|sets|counters|table ...`. One
//! parser for the loader (`netfilter`), the counters and the test bed's
//! observer (`testbed`).
//!
//! nft 1.0.6 leaves a netdev base chain's device out of its JSON (the
//! fixtures in `nftjson/` are its output): [`Chain::dev`] is read when
//! listed, and `netfilter` reads it over netlink otherwise
//! ([`crate::nftnl::netdev_chain_devices`]).

use anyhow::Context;
use serde::Deserialize;

/// A whole `nft -j` answer.
#[derive(Debug, Default, Deserialize)]
pub struct Listing {
    pub nftables: Vec<Item>,
}

/// One object of the `nftables` array: `{"KIND": {...}}`, one key. Kinds
/// dropc does not read (`metainfo`, ...) leave every field `None`.
#[derive(Debug, Default, Deserialize)]
pub struct Item {
    pub table: Option<Table>,
    pub chain: Option<Chain>,
    pub set: Option<Set>,
    pub counter: Option<Counter>,
    pub rule: Option<Rule>,
}

#[derive(Debug, Deserialize)]
pub struct Table {
    pub family: String,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Chain {
    pub family: String,
    pub table: String,
    pub name: String,
    /// Base chains only: `type`, `hook`, `prio`, `policy`.
    #[serde(rename = "type")]
    pub chain_type: Option<String>,
    pub hook: Option<String>,
    pub prio: Option<i64>,
    pub policy: Option<String>,
    /// A netdev base chain's device(s), when nft lists them.
    pub dev: Option<Devices>,
}

/// `"dev": "eth0"` or `"dev": ["eth0", "eth1"]`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum Devices {
    One(String),
    Many(Vec<String>),
}

impl Devices {
    pub fn names(&self) -> Vec<String> {
        match self {
            Devices::One(d) => vec![d.clone()],
            Devices::Many(v) => v.clone(),
        }
    }
}

impl Chain {
    /// Whether it is a base chain (it has a hook).
    pub fn is_base(&self) -> bool {
        self.hook.is_some()
    }
}

#[derive(Debug, Deserialize)]
pub struct Set {
    pub family: String,
    pub table: String,
    pub name: String,
    #[serde(default)]
    pub flags: Vec<String>,
    pub comment: Option<String>,
    pub size: Option<u64>,
    /// The elements (absent with `-t`): a value, or an object such as
    /// `{"prefix": ...}`, `{"range": ...}` or `{"elem": {"val": ..., ...}}`.
    #[serde(default)]
    pub elem: Vec<serde_json::Value>,
}

impl Set {
    /// The elements written as plain strings (`"aa:bb:.."`, or the `val` of
    /// an `{"elem": ...}` object); other forms are left out.
    pub fn plain_elements(&self) -> impl Iterator<Item = &str> {
        self.elem.iter().filter_map(|e| {
            e.as_str().or_else(|| {
                e.get("elem")
                    .and_then(|x| x.get("val"))
                    .and_then(|x| x.as_str())
            })
        })
    }
}

#[derive(Debug, Deserialize)]
pub struct Counter {
    pub table: String,
    pub name: String,
    pub packets: u64,
    pub bytes: u64,
}

#[derive(Debug, Deserialize)]
pub struct Rule {
    pub family: String,
    pub table: String,
    pub chain: String,
    pub comment: Option<String>,
    /// Its statements; only a `counter` is read.
    #[serde(default)]
    pub expr: Vec<Statement>,
}

/// One statement of a rule: `{"KIND": ...}`; kinds not read leave every
/// field `None`.
#[derive(Debug, Deserialize)]
pub struct Statement {
    pub counter: Option<Counts>,
}

/// An anonymous counter's values.
#[derive(Debug, Deserialize)]
pub struct Counts {
    pub packets: u64,
    pub bytes: u64,
}

impl Rule {
    /// Its counter's (packets, bytes), if it has one.
    pub fn counter(&self) -> Option<(u64, u64)> {
        self.expr
            .iter()
            .find_map(|s| s.counter.as_ref().map(|c| (c.packets, c.bytes)))
    }
}

/// Reads an `nft -j` answer (empty output: nothing listed).
pub fn parse(json: &str) -> anyhow::Result<Listing> {
    if json.trim().is_empty() {
        return Ok(Listing::default());
    }
    serde_json::from_str(json).context("reading nft's JSON")
}

impl Listing {
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        self.nftables.iter().filter_map(|i| i.table.as_ref())
    }

    pub fn chains(&self) -> impl Iterator<Item = &Chain> {
        self.nftables.iter().filter_map(|i| i.chain.as_ref())
    }

    pub fn sets(&self) -> impl Iterator<Item = &Set> {
        self.nftables.iter().filter_map(|i| i.set.as_ref())
    }

    pub fn counters(&self) -> impl Iterator<Item = &Counter> {
        self.nftables.iter().filter_map(|i| i.counter.as_ref())
    }

    pub fn rules(&self) -> impl Iterator<Item = &Rule> {
        self.nftables.iter().filter_map(|i| i.rule.as_ref())
    }

    /// The chains of table `family table`, or `None` when the listing has
    /// none (a table dropc made always has its base chain).
    pub fn table_chains(&self, family: &str, table: &str) -> Option<Vec<Chain>> {
        let v: Vec<Chain> = self
            .chains()
            .filter(|c| c.family == family && c.table == table)
            .cloned()
            .collect();
        (!v.is_empty()).then_some(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Captured from nft 1.0.6 (the `nftjson/` fixtures): a netdev table
    // `mine` with a base chain on e1, and dropc-e0 with two counters, a
    // static and a dynamic set, the base chain and a regular chain;
    // iptables-nft's `ip raw` with chain DROPC-e0 jumped to.

    #[test]
    fn chains_of_a_netdev_listing() {
        let l = parse(include_str!("nftjson/chains_netdev.json")).unwrap();
        let ours = l.table_chains("netdev", "dropc-e0").unwrap();
        assert_eq!(ours.len(), 2);
        let base = &ours[0];
        assert_eq!(base.name, "ingress");
        assert_eq!(base.chain_type.as_deref(), Some("filter"));
        assert_eq!(base.hook.as_deref(), Some("ingress"));
        assert_eq!(base.prio, Some(-500));
        assert_eq!(base.policy.as_deref(), Some("accept"));
        // nft 1.0.6 does not list the device.
        assert_eq!(base.dev, None);
        assert!(base.is_base());
        assert_eq!(ours[1].name, "later-fragments");
        assert!(!ours[1].is_base());
        assert_eq!(l.table_chains("netdev", "mine").unwrap()[0].prio, Some(0));
        assert!(l.table_chains("netdev", "other").is_none());
        assert!(l.table_chains("ip", "dropc-e0").is_none());
    }

    #[test]
    fn devices_when_listed() {
        let one = r#"{"nftables": [{"chain": {"family": "netdev", "table": "t", "name": "c", "handle": 1, "type": "filter", "hook": "ingress", "prio": -500, "policy": "accept", "dev": "e0"}}]}"#;
        let many = one.replace(r#""dev": "e0""#, r#""dev": ["e0", "e1"]"#);
        let c = parse(one).unwrap().table_chains("netdev", "t").unwrap();
        assert_eq!(
            c[0].dev.as_ref().map(Devices::names),
            Some(vec!["e0".into()])
        );
        let c = parse(&many).unwrap().table_chains("netdev", "t").unwrap();
        assert_eq!(
            c[0].dev.as_ref().map(Devices::names),
            Some(vec!["e0".to_string(), "e1".to_string()])
        );
    }

    #[test]
    fn sets_terse_and_full() {
        let t = parse(include_str!("nftjson/sets_terse.json")).unwrap();
        let names: Vec<&str> = t.sets().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["bad.v4", "dyn.v4"]);
        let dynamic = t.sets().nth(1).unwrap();
        assert_eq!(
            dynamic.comment.as_deref(),
            Some("dropc dynamic timeout 60s")
        );
        assert_eq!(dynamic.size, Some(100));
        assert_eq!(dynamic.flags, ["interval", "timeout"]);
        assert!(t.sets().all(|s| s.elem.is_empty() && s.table == "dropc-e0"));
        let f = parse(include_str!("nftjson/sets_full.json")).unwrap();
        let bad = f.sets().next().unwrap();
        assert_eq!(bad.elem.len(), 2);
        // The prefix is an object, the address a plain value.
        assert_eq!(bad.plain_elements().collect::<Vec<_>>(), ["192.0.2.1"]);
        let dy = f.sets().nth(1).unwrap();
        assert_eq!(dy.plain_elements().collect::<Vec<_>>(), ["1.2.3.4"]);
    }

    #[test]
    fn counters_rules_and_tables() {
        let c = parse(include_str!("nftjson/counters.json")).unwrap();
        let got: Vec<(&str, u64, u64)> = c
            .counters()
            .map(|c| (c.name.as_str(), c.packets, c.bytes))
            .collect();
        assert_eq!(got, [("rule-a", 0, 0), ("policy-default", 0, 0)]);
        let raw = parse(include_str!("nftjson/table_ip_raw.json")).unwrap();
        assert_eq!(
            raw.tables().map(|t| t.name.as_str()).collect::<Vec<_>>(),
            ["raw"]
        );
        let chains: Vec<&str> = raw.chains().map(|c| c.name.as_str()).collect();
        assert_eq!(chains, ["DROPC-e0", "PREROUTING"]);
        let rules: Vec<&str> = raw.rules().map(|r| r.chain.as_str()).collect();
        assert_eq!(rules, ["DROPC-e0", "PREROUTING"]);
        let ip = parse(include_str!("nftjson/chains_ip_raw.json")).unwrap();
        assert!(ip.table_chains("ip", "raw").is_some());
        let empty = parse(include_str!("nftjson/chains_ip_empty.json")).unwrap();
        assert_eq!(empty.chains().count(), 0);
        assert_eq!(parse("").unwrap().chains().count(), 0);
        assert!(parse("{").is_err());
    }
}
