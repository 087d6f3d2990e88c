//! Runs of rules as one verdict-map lookup (issue 21, item 1).
//!
//! Consecutive nft rules of one chain that test the same fields (the
//! protocol, source and destination addresses, source and destination
//! ports, each positive and over static values) and nothing else become
//! one rule: `KEY vmap { ELEMENTS }` with KEY the concatenation of those
//! fields (`meta l4proto . ip saddr . th dport`, an nft concatenated
//! interval map, pipapo in the kernel). Its elements are the run's
//! [`regions`]: each box of the packet space maps to the first rule of the
//! run that holds on it, so first-match order holds even where rules
//! overlap with different verdicts, and a packet outside every box goes on
//! to the rules after the run.
//!
//! Each element's verdict is `goto` the chain of its rule
//! ([`rule_chain`]), which holds the rule's counter, its comment
//! `rule-LABEL` and its verdict: `dropc stats` sums the counters of a
//! label's rules as before, and a packet is counted once, by the rule that
//! decides it (exact per-rule counters without per-element ones).
//!
//! A rule is left as it is when some test does not fit (negations,
//! dynamic sets, flags, ICMP, TTL, length, payload, `over`), and a run
//! shorter than [`MIN_RUN`] stays rules too.

use super::lower::{addr_string, as_prefix, FTest, IpVersion};
use super::regions::{regions, Intervals, Region};
use dropc_ir::{Dir, Policy};

/// Runs shorter than this stay rules: a few compares cost less than a
/// map lookup.
pub(crate) const MIN_RUN: usize = 4;

/// The most elements one map may get; a run whose regions exceed it (many
/// overlapping rules) stays rules.
const MAX_REGIONS_PER_RULE: usize = 8;
const MAX_REGIONS_MIN: usize = 4096;

/// A field a map key can hold, in key order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Field {
    Proto,
    Addr(Dir),
    Port(Dir),
}

impl Field {
    /// Its place in a key.
    fn rank(self) -> u8 {
        match self {
            Field::Proto => 0,
            Field::Addr(Dir::Src) => 1,
            Field::Addr(Dir::Dst) => 2,
            Field::Port(Dir::Src) => 3,
            Field::Port(Dir::Dst) => 4,
        }
    }
}

/// What makes rules join one run: the fields they test, and whether they
/// carry the IPv4 later-fragment guard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    pub(crate) fields: Vec<Field>,
    pub(crate) guard: bool,
}

/// One rule of a run: its index in the policy and its value set per field
/// of its shape.
#[derive(Clone, Debug)]
pub(crate) struct Member {
    pub(crate) rule: usize,
    pub(crate) values: Vec<Intervals>,
}

/// The shape and values of a rule's tests, if they fit a map.
pub(crate) fn mappable(policy: &Policy, tests: &[FTest<'_>]) -> Option<(Shape, Vec<Intervals>)> {
    let mut fields: Vec<(Field, Intervals)> = Vec::new();
    let mut guard = false;
    for t in tests {
        let (field, values) = match t {
            FTest::Proto { proto } => {
                (Field::Proto, vec![(u128::from(*proto), u128::from(*proto))])
            }
            FTest::Addr {
                dir,
                negated: false,
                set,
                addrs,
            } if policy.set(*set).dynamic.is_none() => (Field::Addr(*dir), addrs.numeric()),
            FTest::Port {
                dir,
                negated: false,
                set,
                ports,
            } if policy.set(*set).dynamic.is_none() => (
                Field::Port(*dir),
                ports
                    .iter()
                    .map(|i| (u128::from(i.lo), u128::from(i.hi)))
                    .collect(),
            ),
            FTest::LaterFragment { negated: true } => {
                guard = true;
                continue;
            }
            FTest::NotProto { .. }
            | FTest::Addr { .. }
            | FTest::Port { .. }
            | FTest::TcpFlags { .. }
            | FTest::Icmp { .. }
            | FTest::Fragment { .. }
            | FTest::LaterFragment { .. }
            | FTest::Ttl { .. }
            | FTest::Len { .. }
            | FTest::Payload { .. }
            | FTest::Contains { .. }
            | FTest::Over { .. } => return None,
        };
        if values.is_empty() || fields.iter().any(|(f, _)| *f == field) {
            return None;
        }
        fields.push((field, values));
    }
    if fields.is_empty() {
        return None;
    }
    fields.sort_by_key(|(f, _)| f.rank());
    let (fields, values) = fields.into_iter().unzip();
    Some((Shape { fields, guard }, values))
}

/// The chain of rule `i` of the policy that the maps' elements go to.
pub(crate) fn rule_chain(i: usize) -> String {
    format!("rule.{i}")
}

/// The map rule of a run (with its leading tabs and trailing newline), or
/// `None` when its regions would be too many. `prefix` is what the rule
/// starts with (family, guard).
pub(crate) fn render_run(
    fam: Option<IpVersion>,
    shape: &Shape,
    members: &[Member],
    prefix: &str,
) -> Option<String> {
    let values: Vec<Vec<Intervals>> = members.iter().map(|m| m.values.clone()).collect();
    let max = (members.len() * MAX_REGIONS_PER_RULE).max(MAX_REGIONS_MIN);
    let regions = regions(&values, max)?;
    let key: Vec<String> = shape.fields.iter().map(|f| key_expr(fam, *f)).collect();
    let mut out = format!("\t\t{prefix}{} vmap {{", key.join(" . "));
    for (n, Region { ranges, rule }) in regions.iter().enumerate() {
        let parts: Vec<String> = shape
            .fields
            .iter()
            .zip(ranges)
            .map(|(f, &(lo, hi))| element(fam, *f, lo, hi))
            .collect();
        let sep = if n == 0 { "" } else { "," };
        out.push_str(&format!(
            "{sep}\n\t\t\t{} : goto {}",
            parts.join(" . "),
            rule_chain(members[*rule].rule)
        ));
    }
    out.push_str("\n\t\t}\n");
    Some(out)
}

fn key_expr(fam: Option<IpVersion>, f: Field) -> String {
    let dir = |d: Dir| match d {
        Dir::Src => "saddr",
        Dir::Dst => "daddr",
    };
    match f {
        Field::Proto => "meta l4proto".into(),
        Field::Addr(d) => format!(
            "{} {}",
            match fam {
                Some(IpVersion::V6) => "ip6",
                Some(IpVersion::V4) | None => "ip",
            },
            dir(d)
        ),
        Field::Port(Dir::Src) => "th sport".into(),
        Field::Port(Dir::Dst) => "th dport".into(),
    }
}

fn element(fam: Option<IpVersion>, f: Field, lo: u128, hi: u128) -> String {
    let range = |lo: String, hi: String| {
        if lo == hi {
            lo
        } else {
            format!("{lo}-{hi}")
        }
    };
    match f {
        Field::Proto | Field::Port(_) => range(lo.to_string(), hi.to_string()),
        Field::Addr(_) => {
            let bits = match fam {
                Some(IpVersion::V6) => 128,
                Some(IpVersion::V4) | None => 32,
            };
            match as_prefix(lo, hi, bits) {
                Some(len) if len < bits => format!("{}/{len}", addr_string(lo, bits)),
                Some(_) | None => range(addr_string(lo, bits), addr_string(hi, bits)),
            }
        }
    }
}
