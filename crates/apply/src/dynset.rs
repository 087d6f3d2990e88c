//! `dropc set`: run-time changes to the dynamic sets (spec §3, §8) of the
//! nft or iptables policy loaded on an interface, without reloading it.
//!
//! Where the contents live (spec §7): nft named sets `NAME.v4`, `NAME.v6`,
//! `NAME.port` of dropc's netdev table (`flags interval, timeout`, `size`,
//! the default element timeout in the set's comment), or ipsets
//! `dropc-NAME-4`, `-6` (hash:net with `timeout` support and `maxelem`) and
//! `-p` (bitmap:port with `timeout` support). Elements the policy declares
//! carry no timeout (nft) or `timeout 0` (ipset): they never expire.
//!
//! Every change is all or nothing:
//!
//! - the elements are checked first (by the caller, with the front end's
//!   set-file scanner), then the current contents are read and the change is
//!   checked against them: the size per family, and on nft overlaps (an nft
//!   interval set holds disjoint elements: an element overlapping another
//!   that is not the same is refused, naming both);
//! - nft: one nfnetlink batch ([`nftnl::Batch`]: `NEWSETELEM`/`DELSETELEM`
//!   messages committed as one transaction). An element already there is
//!   renewed exactly: by the add itself on Linux 6.12 and later
//!   ([`nftnl::add_renews`]), else by adding, deleting and adding it in the
//!   batch; `replace` is a flush of the set plus the new elements. When the
//!   kernel refuses an add, the set is read to say why (overlap, full), or
//!   the batch is sent once more (an element may have expired since);
//! - ipset: the parts are found from the interface's state record and
//!   their headers read over netlink ([`nftnl::ipset`]); a change is the
//!   netlink messages `ipset restore` of `add|del ... -exist` lines would
//!   send (an element already there gets its new timeout; a deleted
//!   element that is not there is no error), in one `send`. That is not a
//!   transaction (the kernel stops a message at its first refused
//!   element), so near `maxelem` the contents read before are kept, and a
//!   failure puts them back with a swap. `replace` fills `NAME.new` and
//!   swaps it in (`ipset restore`): the set in use changes in one step.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::netns::run_command;
use crate::nftnl;
use dropc_backends::iptables::{ipset_name, IPSET_MAX_TIMEOUT};
use dropc_backends::nft::parse_dynamic_comment;
use dropc_backends::Target;
use dropc_ir::SetElem;
use serde::Serialize;
use serde_json::Value;
use std::fmt::Write as _;
use std::net::{Ipv4Addr, Ipv6Addr};
use std::process::Command;

/// Why a `dropc set` change was not made.
#[derive(Debug, thiserror::Error)]
pub enum SetError {
    /// No loaded policy on the interface has this dynamic set (usage).
    #[error("no policy loaded on {iface} has a dynamic set `{set}` (is the policy applied with `dropc apply`?)")]
    NotFound { iface: String, set: String },
    /// The change would put more elements in a family than the set's size.
    #[error("set `{set}` is full: its {space} part holds {have} elements, {adding} more would exceed its size {size}; nothing was changed")]
    Full {
        set: String,
        space: Space,
        have: usize,
        adding: usize,
        size: u64,
    },
    /// nft: an element overlaps another that is not the same one.
    #[error("{elem} overlaps {other}, already in set `{set}`: on the nft target a dynamic set holds disjoint elements (delete {other} first); nothing was changed")]
    Overlap {
        set: String,
        elem: String,
        other: String,
    },
    /// The policy has no part of this family for the set (e.g. an IPv6
    /// element for a set only IPv4 rules use).
    #[error(
        "set `{set}` has no {space} part in the policy loaded on {iface}; nothing was changed"
    )]
    NoPart {
        set: String,
        iface: String,
        space: Space,
    },
    /// A timeout the target cannot hold.
    #[error("a timeout of {secs}s is longer than ipset allows ({max}s); nothing was changed")]
    TimeoutTooLong { secs: u64, max: u64 },
    /// A tool failed (system error).
    #[error(transparent)]
    System(#[from] anyhow::Error),
}

impl SetError {
    /// True when the change was refused for its contents (exit status 1),
    /// false for a usage or system error (exit status 2).
    pub fn is_refusal(&self) -> bool {
        match self {
            SetError::Full { .. }
            | SetError::Overlap { .. }
            | SetError::NoPart { .. }
            | SetError::TimeoutTooLong { .. } => true,
            SetError::NotFound { .. } | SetError::System(_) => false,
        }
    }
}

/// The kind of a dynamic set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Ip,
    Port,
}

/// Where an element lives: one family of an ip set, or a port set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Space {
    V4,
    V6,
    Port,
}

impl std::fmt::Display for Space {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Space::V4 => "IPv4",
            Space::V6 => "IPv6",
            Space::Port => "port",
        })
    }
}

fn space_of(e: &SetElem) -> Space {
    match e {
        SetElem::V4 { .. } => Space::V4,
        SetElem::V6 { .. } => Space::V6,
        SetElem::Ports { .. } => Space::Port,
    }
}

/// One element as the kernel holds it: an interval of its space (policy
/// elements may be ranges that are no prefix), and its timeouts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub space: Space,
    pub lo: u128,
    pub hi: u128,
    /// Seconds left before it expires; `None`: never.
    pub expires_in: Option<u64>,
}

impl Entry {
    /// `10.0.0.0/8`, `192.0.2.1`, `10.0.0.1-10.0.0.5`, `53`, `1000-2000`.
    pub fn text(&self) -> String {
        interval_text(self.space, self.lo, self.hi)
    }

    fn is(&self, e: &SetElem) -> bool {
        self.space == space_of(e) && (self.lo, self.hi) == e.bounds()
    }
}

/// The text of an interval: a prefix (or single address, or port) where it
/// is one, else a range.
fn interval_text(space: Space, lo: u128, hi: u128) -> String {
    let one = |e: Option<SetElem>, range: String| e.map_or(range, |e| e.to_string());
    match space {
        Space::V4 => {
            let (a, b) = (Ipv4Addr::from(lo as u32), Ipv4Addr::from(hi as u32));
            one(SetElem::v4_prefix(lo as u32, hi as u32), format!("{a}-{b}"))
        }
        Space::V6 => {
            let (a, b) = (Ipv6Addr::from(lo), Ipv6Addr::from(hi));
            one(SetElem::v6_prefix(lo, hi), format!("{a}-{b}"))
        }
        Space::Port => SetElem::Ports {
            lo: lo as u16,
            hi: hi as u16,
        }
        .to_string(),
    }
}

/// `dropc set list --format json` (spec §8).
#[derive(Clone, Debug, Serialize)]
pub struct Listing {
    pub set: String,
    pub elements: Vec<ListedElement>,
}

#[derive(Clone, Debug, Serialize)]
pub struct ListedElement {
    pub element: String,
    /// Seconds, or null for an element that never expires.
    pub expires_in: Option<u64>,
}

/// Where one part of a dynamic set lives.
#[derive(Clone, Debug)]
struct Part {
    space: Space,
    /// The nft set or the ipset.
    name: String,
}

#[derive(Clone, Debug)]
enum Store {
    /// nft: the table (family netdev) holding the sets, and the set's
    /// default element timeout (seconds).
    Nft {
        table: String,
        default_timeout: Option<u64>,
    },
    /// iptables: the parts' room as their headers showed it when the set
    /// was located (under the interface's lock, which every `dropc set`,
    /// `apply` and agent change holds: only expiry changes it meanwhile,
    /// and that makes room).
    Ipset { room: Vec<(Space, Room)> },
    /// xdp or tc: maps and a record (`dynset_bpf`).
    Bpf(crate::dynset_bpf::BpfSet),
}

/// A dynamic set of the policy loaded on an interface.
#[derive(Clone, Debug)]
pub struct DynSet {
    iface: String,
    name: String,
    kind: Kind,
    store: Store,
    parts: Vec<Part>,
}

/// Intervals with the seconds each has left (`None`: never expires).
type Timed = Vec<(u128, u128, Option<u64>)>;

/// The current contents and parameters of one part.
struct PartState {
    entries: Vec<Entry>,
    /// Capacity (nft `size`, ipset `maxelem`); `None`: no limit the
    /// kernel keeps (ipset bitmap:port).
    size: Option<u64>,
    /// nft: the default element timeout (from the set's comment).
    default_timeout: Option<u64>,
    /// ipset: the `create` line of `ipset save`.
    create: Option<String>,
}

fn run(program: &str, args: &[&str], stdin: Option<&[u8]>) -> anyhow::Result<String> {
    run_command(Command::new(program), program, args, stdin)
}

/// The nft tables that may hold the policy of `iface`: the per-interface
/// table `dropc-IF` (spec §7, v2), then `dropc` when its chain is on
/// `iface` (the chains' devices read over netlink: nft 1.0.6's JSON leaves
/// them out).
fn nft_tables(iface: &str) -> Vec<String> {
    [format!("dropc-{iface}"), "dropc".to_string()]
        .into_iter()
        .filter(|t| {
            crate::nftnl::netdev_chain_devices(t).is_ok_and(|devs| devs.iter().any(|d| d == iface))
        })
        .collect()
}

impl DynSet {
    /// Finds dynamic set `name` in the policy loaded on `iface`: in an nft
    /// table on `iface` first, else among dropc's ipsets.
    pub fn locate(iface: &str, name: &str) -> Result<DynSet, SetError> {
        if let Some(b) = crate::dynset_bpf::BpfSet::locate(iface, name) {
            return Ok(DynSet {
                iface: iface.to_string(),
                name: name.to_string(),
                kind: b.kind(),
                parts: b
                    .spaces()
                    .into_iter()
                    .map(|space| Part {
                        space,
                        name: name.to_string(),
                    })
                    .collect(),
                store: Store::Bpf(b),
            });
        }
        Self::locate_netfilter(iface, name)
    }

    /// [`DynSet::locate`] among the nft and iptables sets only. Where to
    /// look comes from dropc's record of the interface (its nft table, or
    /// its ipsets): the host is probed for nft tables on the interface (an
    /// `nft` process) only when there is no record, or the recorded place
    /// has no such set. The ipsets' headers are read over netlink
    /// ([`nftnl::ipset`]), the tool being the fallback.
    pub fn locate_netfilter(iface: &str, name: &str) -> Result<DynSet, SetError> {
        let not_found = || SetError::NotFound {
            iface: iface.to_string(),
            set: name.to_string(),
        };
        if name.is_empty()
            || !name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        {
            return Err(not_found());
        }
        let recorded = recorded_tables(iface);
        let first = recorded.clone().unwrap_or_else(|| nft_tables(iface));
        if let Some(d) = Self::in_nft_tables(iface, name, &first) {
            return Ok(d);
        }
        if let Some(d) = Self::in_ipsets(iface, name) {
            return Ok(d);
        }
        if recorded.is_some() {
            let rest: Vec<String> = nft_tables(iface)
                .into_iter()
                .filter(|t| !first.contains(t))
                .collect();
            if let Some(d) = Self::in_nft_tables(iface, name, &rest) {
                return Ok(d);
            }
        }
        Err(not_found())
    }

    /// Dynamic set `name` in the first of the nft `tables` holding it.
    fn in_nft_tables(iface: &str, name: &str, tables: &[String]) -> Option<DynSet> {
        for table in tables {
            // The set's parameters over netlink (nft 1.0.6 would read the
            // table's elements for them); a dynamic ip set always has both
            // families' parts.
            let comment = |suffix: &str| {
                let info = nftnl::set_info(table, &format!("{name}.{suffix}")).ok()?;
                info.comment.as_deref().and_then(parse_dynamic_comment)
            };
            let found = match comment("port") {
                Some(t) => Some((Kind::Port, t, vec![(Space::Port, "port")])),
                None => {
                    comment("v6").map(|t| (Kind::Ip, t, vec![(Space::V4, "v4"), (Space::V6, "v6")]))
                }
            };
            if let Some((kind, default_timeout, spaces)) = found {
                return Some(DynSet {
                    iface: iface.to_string(),
                    name: name.to_string(),
                    kind,
                    store: Store::Nft {
                        table: table.clone(),
                        default_timeout,
                    },
                    parts: spaces
                        .into_iter()
                        .map(|(space, suffix)| Part {
                            space,
                            name: format!("{name}.{suffix}"),
                        })
                        .collect(),
                });
            }
        }
        None
    }

    /// Dynamic set `name` among the ipsets of `iface`: its parts are the
    /// sets `dropc-IF:NAME-4|6|p` created with timeout support (only
    /// dynamic sets are), with their room as their headers show it.
    fn in_ipsets(iface: &str, name: &str) -> Option<DynSet> {
        let mut parts = Vec::new();
        let mut room = Vec::new();
        for space in [Space::V4, Space::V6, Space::Port] {
            let set = ipset_part(iface, name, suffix_of(space));
            let Some(r) = ipset_room(&set) else {
                continue;
            };
            parts.push(Part { space, name: set });
            room.push((space, r));
        }
        Some(DynSet {
            iface: iface.to_string(),
            name: name.to_string(),
            kind: kind_of(&parts)?,
            store: Store::Ipset { room },
            parts,
        })
    }

    /// Ip or port.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The target holding the set.
    pub fn target(&self) -> Target {
        match &self.store {
            Store::Nft { .. } => Target::Nft,
            Store::Ipset { .. } => Target::Iptables,
            Store::Bpf(b) => b.target(),
        }
    }

    /// The current elements (expired ones left out), sorted.
    pub fn list(&self) -> Result<Listing, SetError> {
        let mut entries = Vec::new();
        for p in &self.parts {
            entries.extend(self.read(p)?.entries);
        }
        entries.sort_by_key(|e| (e.space, e.lo, e.hi));
        Ok(Listing {
            set: self.name.clone(),
            elements: entries
                .iter()
                .map(|e| ListedElement {
                    element: e.text(),
                    expires_in: e.expires_in,
                })
                .collect(),
        })
    }

    /// The current entries of every part (for tests and `list`).
    pub fn entries(&self) -> Result<Vec<Entry>, SetError> {
        let mut out = Vec::new();
        for p in &self.parts {
            out.extend(self.read(p)?.entries);
        }
        Ok(out)
    }

    fn part(&self, space: Space) -> Result<&Part, SetError> {
        self.parts
            .iter()
            .find(|p| p.space == space)
            .ok_or_else(|| SetError::NoPart {
                set: self.name.clone(),
                iface: self.iface.clone(),
                space,
            })
    }

    /// The elements grouped by part (every element's part must exist).
    fn by_part<'a>(&'a self, elems: &[SetElem]) -> Result<Vec<(&'a Part, Vec<SetElem>)>, SetError> {
        let mut out: Vec<(&Part, Vec<SetElem>)> = Vec::new();
        for e in elems {
            let p = self.part(space_of(e))?;
            match out.iter_mut().find(|(q, _)| q.space == p.space) {
                Some((_, v)) => v.push(*e),
                None => out.push((p, vec![*e])),
            }
        }
        for (_, v) in &mut out {
            v.sort_unstable();
            v.dedup();
        }
        Ok(out)
    }

    /// Adds `elems` (renewing those already there) with `timeout` seconds,
    /// or the set's default timeout, or none. Returns a summary.
    pub fn add(&self, elems: &[SetElem], timeout: Option<u64>) -> Result<String, SetError> {
        if let (Store::Ipset { .. }, Some(secs)) = (&self.store, timeout) {
            if secs > IPSET_MAX_TIMEOUT {
                return Err(SetError::TimeoutTooLong {
                    secs,
                    max: IPSET_MAX_TIMEOUT,
                });
            }
        }
        let groups = self.by_part(elems)?;
        match &self.store {
            Store::Nft {
                table,
                default_timeout,
            } => self.nft_add(table, &groups, timeout.or(*default_timeout)),
            Store::Ipset { room } => self.ipset_add(room, &groups, timeout),
            Store::Bpf(b) => b.add(elems, timeout),
        }
    }

    /// Deletes `elems` (those not there are no error).
    pub fn del(&self, elems: &[SetElem]) -> Result<String, SetError> {
        let groups = self.by_part(elems)?;
        match &self.store {
            Store::Nft { table, .. } => self.nft_del(table, &groups),
            Store::Ipset { .. } => self.ipset_del(&groups),
            Store::Bpf(b) => b.del(elems),
        }
    }

    /// Replaces the whole contents with `elems` (which never expire), in
    /// one step: no packet sees a mix of old and new contents.
    pub fn replace(&self, elems: &[SetElem]) -> Result<String, SetError> {
        let groups = self.by_part(elems)?;
        let mut all: Vec<(&Part, Vec<(u128, u128)>)> = Vec::new();
        for p in &self.parts {
            let v = groups
                .iter()
                .find(|(q, _)| q.space == p.space)
                .map_or_else(Vec::new, |(_, v)| merged(v));
            all.push((p, v));
        }
        match &self.store {
            Store::Nft { table, .. } => self.nft_replace(table, &all),
            Store::Ipset { .. } => self.ipset_replace(&all),
            Store::Bpf(b) => b.replace(elems),
        }
    }

    fn read(&self, p: &Part) -> Result<PartState, SetError> {
        match &self.store {
            Store::Nft { table, .. } => {
                let set = nft_ref(table, p);
                let info = nftnl::set_info(table, &p.name).map_err(anyhow::Error::from)?;
                let entries = nftnl::list(&set)
                    .map_err(anyhow::Error::from)?
                    .into_iter()
                    .map(|iv| Entry {
                        space: p.space,
                        lo: iv.lo,
                        hi: iv.hi,
                        // As `nft -j` shows it: whole seconds left.
                        expires_in: iv.expires_ms.or(iv.timeout_ms).map(|ms| ms / 1000),
                    })
                    .collect();
                Ok(PartState {
                    entries,
                    size: info.size,
                    default_timeout: info
                        .comment
                        .as_deref()
                        .and_then(parse_dynamic_comment)
                        .flatten(),
                    create: None,
                })
            }
            Store::Bpf(b) => Ok(PartState {
                entries: b.entries_of(p.space)?,
                size: None,
                default_timeout: None,
                create: None,
            }),
            Store::Ipset { .. } => {
                let out = run("ipset", &["save", &p.name], None)?;
                let mut st = PartState {
                    entries: Vec::new(),
                    size: None,
                    default_timeout: None,
                    create: None,
                };
                for line in out.lines() {
                    let w: Vec<&str> = line.split_whitespace().collect();
                    match w.as_slice() {
                        ["create", _, rest @ ..] => {
                            st.size = param(rest, "maxelem");
                            st.default_timeout = param(rest, "timeout").filter(|t| *t > 0);
                            st.create = Some(rest.join(" "));
                        }
                        ["add", _, elem, rest @ ..] => {
                            let (lo, hi) = ipset_bounds(p.space, elem).ok_or_else(|| {
                                anyhow::anyhow!("ipset save {}: unexpected element {elem}", p.name)
                            })?;
                            st.entries.push(Entry {
                                space: p.space,
                                lo,
                                hi,
                                expires_in: param(rest, "timeout").filter(|t| *t > 0),
                            });
                        }
                        _ => {}
                    }
                }
                if p.space == Space::Port {
                    st.entries = merge_ports(st.entries);
                }
                Ok(st)
            }
        }
    }

    fn full(&self, space: Space, have: usize, adding: usize, size: u64) -> SetError {
        SetError::Full {
            set: self.name.clone(),
            space,
            have,
            adding,
            size,
        }
    }

    /// One netlink transaction (see [`nftnl`]): the kernel checks the size
    /// and overlaps itself. An element already there is renewed exactly
    /// (its new timeout, or none): by the add itself on Linux 6.12 and
    /// later ([`nftnl::add_renews`]), else by adding, deleting and adding
    /// each element in the transaction.
    /// When the kernel refuses, the set is read to tell exactly why
    /// (overlap, full), or the transaction is tried once more (an element
    /// may have expired in between).
    fn nft_add(
        &self,
        table: &str,
        groups: &[(&Part, Vec<SetElem>)],
        t: Option<u64>,
    ) -> Result<String, SetError> {
        let (batch, n) = self.nft_add_batch(table, groups, t)?;
        let done = format!("set {}: {n} added or renewed", self.name);
        let Err(first) = batch.commit() else {
            return Ok(done);
        };
        self.nft_explain(groups)?;
        let (batch, _) = self.nft_add_batch(table, groups, t)?;
        batch.commit().map_err(|e| {
            SetError::System(anyhow::Error::from(e).context(format!(
                "set {}: the change was refused twice (first: {first}); nothing was changed",
                self.name
            )))
        })?;
        Ok(done)
    }

    /// The transaction of [`Self::nft_add`], and its number of elements.
    fn nft_add_batch(
        &self,
        table: &str,
        groups: &[(&Part, Vec<SetElem>)],
        t: Option<u64>,
    ) -> Result<(nftnl::Batch, usize), SetError> {
        let mut batch = nftnl::Batch::new();
        let mut n = 0;
        for (p, elems) in groups {
            let ivs: Vec<nftnl::Interval> = self
                .batch(elems)?
                .iter()
                .map(|e| {
                    let (lo, hi) = e.bounds();
                    interval(lo, hi, t)
                })
                .collect();
            let set = nft_ref(table, p);
            if nftnl::add_renews() {
                batch.elements(nftnl::Verb::Add, &set, &ivs);
            } else {
                for verb in [nftnl::Verb::Add, nftnl::Verb::Delete, nftnl::Verb::Add] {
                    batch.elements(verb, &set, &ivs);
                }
            }
            n += ivs.len();
        }
        Ok((batch, n))
    }

    /// A batch of elements of one part as nft takes them: the nested ones
    /// left out (the union is the same); port ranges overlapping partly
    /// are refused.
    fn batch(&self, elems: &[SetElem]) -> Result<Vec<SetElem>, SetError> {
        let elems = outermost(elems);
        if let Some(w) = elems
            .windows(2)
            .find(|w| w[1].bounds().0 <= w[0].bounds().1)
        {
            return Err(SetError::Overlap {
                set: self.name.clone(),
                elem: w[1].to_string(),
                other: w[0].to_string(),
            });
        }
        Ok(elems)
    }

    /// Why adding `groups` is refused, from the current contents: an
    /// element overlapping another that is not the same, or more elements
    /// than the size. `Ok` when neither.
    fn nft_explain(&self, groups: &[(&Part, Vec<SetElem>)]) -> Result<(), SetError> {
        for (p, elems) in groups {
            let st = self.read(p)?;
            let elems = self.batch(elems)?;
            // The loaded elements are disjoint: sorted by start, they are
            // sorted by end too, and the only one that can overlap an
            // element is the last one starting at or before its end.
            let mut loaded: Vec<&Entry> = st.entries.iter().collect();
            loaded.sort_unstable_by_key(|x| x.lo);
            let mut new = 0;
            for e in &elems {
                let (lo, hi) = e.bounds();
                let k = loaded.partition_point(|x| x.lo <= hi);
                match k.checked_sub(1).map(|k| loaded[k]) {
                    Some(x) if x.is(e) => {}
                    Some(x) if x.hi >= lo => {
                        return Err(SetError::Overlap {
                            set: self.name.clone(),
                            elem: e.to_string(),
                            other: x.text(),
                        })
                    }
                    _ => new += 1,
                }
            }
            if let Some(size) = st.size {
                if (st.entries.len() + new) as u64 > size {
                    return Err(self.full(p.space, st.entries.len(), new, size));
                }
            }
        }
        Ok(())
    }

    /// One transaction deleting the elements; if some are not there (the
    /// kernel refuses the whole), the set is read and only those there are
    /// deleted.
    fn nft_del(&self, table: &str, groups: &[(&Part, Vec<SetElem>)]) -> Result<String, SetError> {
        let total: usize = groups.iter().map(|(_, v)| v.len()).sum();
        let mut batch = nftnl::Batch::new();
        for (p, elems) in groups {
            let ivs: Vec<nftnl::Interval> = elems
                .iter()
                .map(|e| {
                    let (lo, hi) = e.bounds();
                    interval(lo, hi, None)
                })
                .collect();
            batch.elements(nftnl::Verb::Delete, &nft_ref(table, p), &ivs);
        }
        if batch.commit().is_ok() {
            return Ok(format!("set {}: {total} deleted, 0 not there", self.name));
        }
        let mut batch = nftnl::Batch::new();
        let mut n = 0;
        for (p, elems) in groups {
            let st = self.read(p)?;
            let loaded = bounds_of(&st.entries);
            let there: Vec<nftnl::Interval> = elems
                .iter()
                .map(SetElem::bounds)
                .filter(|b| loaded.contains(b))
                .map(|(lo, hi)| interval(lo, hi, None))
                .collect();
            n += there.len();
            batch.elements(nftnl::Verb::Delete, &nft_ref(table, p), &there);
        }
        batch.commit().map_err(anyhow::Error::from)?;
        Ok(format!(
            "set {}: {n} deleted, {} not there",
            self.name,
            total - n
        ))
    }

    /// `flush` and the new elements in one transaction: the set changes in
    /// one step. The size is checked first, from the set's parameters (its
    /// elements are not read).
    fn nft_replace(
        &self,
        table: &str,
        all: &[(&Part, Vec<(u128, u128)>)],
    ) -> Result<String, SetError> {
        let mut batch = nftnl::Batch::new();
        let mut n = 0;
        for (p, v) in all {
            let info = nftnl::set_info(table, &p.name).map_err(anyhow::Error::from)?;
            if let Some(size) = info.size {
                if v.len() as u64 > size {
                    return Err(self.full(p.space, 0, v.len(), size));
                }
            }
            let set = nft_ref(table, p);
            batch.flush(&set);
            let ivs: Vec<nftnl::Interval> =
                v.iter().map(|&(lo, hi)| interval(lo, hi, None)).collect();
            batch.elements(nftnl::Verb::Add, &set, &ivs);
            n += v.len();
        }
        batch.commit().map_err(anyhow::Error::from)?;
        Ok(format!("set {}: replaced, {n} elements", self.name))
    }

    /// When every element fits even if none is there yet (from the room
    /// the headers showed, without reading the elements: `ipset save` of
    /// 200,000 elements takes a second), one netlink change
    /// ([`nftnl::ipset::change`], what `ipset restore` of `add ... -exist`
    /// lines sends); else [`Self::ipset_add_exact`].
    fn ipset_add(
        &self,
        room: &[(Space, Room)],
        groups: &[(&Part, Vec<SetElem>)],
        timeout: Option<u64>,
    ) -> Result<String, SetError> {
        for (p, elems) in groups {
            let r = room
                .iter()
                .find(|(s, _)| *s == p.space)
                .map(|(_, r)| *r)
                .ok_or_else(|| anyhow::anyhow!("ipset {}: its header was not read", p.name))?;
            if let (Some(size), false) = (r.maxelem, p.space == Space::Port) {
                let adding: usize = elems.iter().map(|e| ipset_elems(e).len()).sum();
                if (r.entries + adding) as u64 > size {
                    return self.ipset_add_exact(groups, timeout);
                }
            }
        }
        let n: usize = groups.iter().map(|(_, v)| v.len()).sum();
        ipset_change(nftnl::Verb::Add, groups, timeout).map_err(|e| {
            SetError::System(anyhow::anyhow!(
                "{e}; the change stopped there: elements before it may have been added"
            ))
        })?;
        Ok(format!("set {}: {n} added or renewed", self.name))
    }

    /// The add with the contents read first: the exact number of new
    /// elements against the size, and the contents put back if the change
    /// fails.
    fn ipset_add_exact(
        &self,
        groups: &[(&Part, Vec<SetElem>)],
        timeout: Option<u64>,
    ) -> Result<String, SetError> {
        let mut saved = Vec::new();
        let (mut added, mut renewed) = (0, 0);
        for (p, elems) in groups {
            let st = self.read(p)?;
            let loaded = bounds_of(&st.entries);
            let (renew, new): (Vec<&SetElem>, Vec<&SetElem>) =
                elems.iter().partition(|e| loaded.contains(&e.bounds()));
            if let (Some(size), false) = (st.size, p.space == Space::Port) {
                if (st.entries.len() + new.len()) as u64 > size {
                    return Err(self.full(p.space, st.entries.len(), new.len(), size));
                }
            }
            added += new.len();
            renewed += renew.len();
            saved.push((*p, st));
        }
        let Err(e) = ipset_change(nftnl::Verb::Add, groups, timeout) else {
            return Ok(format!(
                "set {}: {added} added, {renewed} renewed",
                self.name
            ));
        };
        let parts: Vec<(&Part, Timed)> = saved
            .iter()
            .map(|(p, st)| {
                (
                    *p,
                    st.entries
                        .iter()
                        .map(|x| (x.lo, x.hi, x.expires_in))
                        .collect(),
                )
            })
            .collect();
        Err(SetError::System(match self.ipset_swap_in(&parts, &saved) {
            Ok(()) => anyhow::anyhow!("{e}; the set's previous contents were put back"),
            Err(b) => {
                anyhow::anyhow!("{e}; putting the set's previous contents back failed too: {b:#}")
            }
        }))
    }

    /// One netlink change deleting the elements as `ipset restore` of
    /// `del ... -exist` lines does (a valid element that is not there is
    /// no error, so nothing is read first).
    fn ipset_del(&self, groups: &[(&Part, Vec<SetElem>)]) -> Result<String, SetError> {
        ipset_change(nftnl::Verb::Delete, groups, None).map_err(|e| {
            SetError::System(anyhow::anyhow!(
                "{e}; the change stopped there: elements before it may have been deleted"
            ))
        })?;
        Ok(format!(
            "set {}: deleted (elements not there are ignored)",
            self.name
        ))
    }

    /// Fills `NAME.new` (created like `NAME`) with the given intervals and
    /// timeouts, and swaps it in, in one `ipset restore`.
    fn ipset_swap_in(
        &self,
        parts: &[(&Part, Timed)],
        states: &[(&Part, PartState)],
    ) -> anyhow::Result<()> {
        let mut script = String::new();
        for (p, v) in parts {
            let create = states
                .iter()
                .find(|(q, _)| q.space == p.space)
                .and_then(|(_, st)| st.create.clone())
                .ok_or_else(|| anyhow::anyhow!("ipset {}: no create line", p.name))?;
            let tmp = format!("{}.new", p.name);
            let mut adds = String::new();
            let mut lines = 0usize;
            for &(lo, hi, t) in v {
                for text in ipset_texts(p.space, lo, hi) {
                    let _ = writeln!(adds, "add {tmp} {text} timeout {} -exist", t.unwrap_or(0));
                    lines += 1;
                }
            }
            let _ = writeln!(script, "destroy {tmp} -exist");
            let _ = writeln!(script, "create {tmp} {}", sized(&create, lines));
            script.push_str(&adds);
            let _ = writeln!(script, "swap {tmp} {}", p.name);
            let _ = writeln!(script, "destroy {tmp}");
        }
        if let Err(e) = run("ipset", &["restore"], Some(script.as_bytes())) {
            for (p, _) in parts {
                let _ = run("ipset", &["destroy", &format!("{}.new", p.name)], None);
            }
            return Err(e);
        }
        Ok(())
    }

    fn ipset_replace(&self, all: &[(&Part, Vec<(u128, u128)>)]) -> Result<String, SetError> {
        let mut states = Vec::new();
        let mut n = 0;
        for (p, v) in all {
            let h = ipset_header(&p.name)?;
            let st = PartState {
                entries: Vec::new(),
                size: h.maxelem,
                default_timeout: None,
                create: Some(h.create),
            };
            if let (Some(size), false) = (st.size, p.space == Space::Port) {
                let prefixes = v
                    .iter()
                    .map(|&(lo, hi)| prefix_count(p.space, lo, hi))
                    .sum::<usize>();
                if prefixes as u64 > size {
                    return Err(self.full(p.space, 0, prefixes, size));
                }
            }
            n += v.len();
            states.push((*p, st));
        }
        let parts: Vec<(&Part, Timed)> = all
            .iter()
            .map(|(p, v)| (*p, v.iter().map(|&(lo, hi)| (lo, hi, None)).collect()))
            .collect();
        self.ipset_swap_in(&parts, &states)?;
        Ok(format!("set {}: replaced, {n} elements", self.name))
    }
}

// ------------------------------------------------------------ re-apply --

/// Re-applying keeps run-time contents (spec §3): for every dynamic set of
/// the new nft `script` (a set whose comment is [`dynamic_comment`]'s)
/// that the loaded table holds as a dynamic set too (same name, hence same
/// kind and family), the current elements are added to the new set in the
/// same transaction, each with the time it has left (`timeout T`). An
/// element overlapping one of the new policy's elements of that set is left
/// out (the policy's element stays; it never expires). Elements that would
/// not fit in the new size make the apply fail, with the old policy in
/// force. Returns the script to load and a note on what was carried.
///
/// [`dynamic_comment`]: dropc_backends::nft::dynamic_comment
pub fn carry_nft(
    iface: &str,
    table: &str,
    sets: &[dropc_backends::nft::NftSetDef],
    script: &str,
) -> anyhow::Result<(String, String)> {
    let mut extra = String::new();
    let (mut carried, mut dropped) = (0usize, 0usize);
    for set in sets {
        let space = match set.space {
            dropc_backends::nft::SetSpace::V4 => Space::V4,
            dropc_backends::nft::SetSpace::V6 => Space::V6,
            dropc_backends::nft::SetSpace::Port => Space::Port,
        };
        let entries: Vec<Entry> = match run(
            "nft",
            &["-j", "list", "set", "netdev", table, &set.name],
            None,
        ) {
            Ok(out) => {
                let Ok(json) = serde_json::from_str::<Value>(&out) else {
                    continue;
                };
                let Some(old) = set_object(&json) else {
                    continue;
                };
                let was_dynamic = old["comment"]
                    .as_str()
                    .and_then(parse_dynamic_comment)
                    .is_some();
                if !was_dynamic {
                    continue;
                }
                old["elem"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|v| nft_entry(space, v))
                    .collect()
            }
            // Not loaded with nft: the xdp/tc policy's set of that name
            // and kind, if there is one (a target switch keeps contents).
            Err(_) => match set
                .name
                .rsplit_once('.')
                .and_then(|(base, _)| loaded_entries(iface, base, space))
            {
                Some(e) => e,
                None => continue, // nothing to keep
            },
        };
        let mut keep = Vec::new();
        for e in &entries {
            let overlaps = set
                .elements
                .iter()
                .any(|&(lo, hi)| e.lo <= hi && lo <= e.hi);
            let same = set.elements.contains(&(e.lo, e.hi));
            if same {
                continue; // the policy's element: it never expires
            }
            if overlaps {
                dropped += 1;
                continue;
            }
            match e.expires_in {
                Some(0) => {}
                Some(t) => keep.push(format!("{} timeout {t}s", e.text())),
                None => keep.push(e.text()),
            }
        }
        let size = set.size;
        if (keep.len() + set.elements.len()) as u64 > size {
            anyhow::bail!(
                "set {}: its {} run-time elements and {} policy elements do not fit in its size {size}; the previous policy is unchanged (raise `size`, or delete elements with `dropc set del`)",
                set.name,
                keep.len(),
                set.elements.len()
            );
        }
        carried += keep.len();
        for chunk in keep.chunks(4096) {
            nft_elements(&mut extra, "add", table, &set.name, chunk);
        }
    }
    let note = match (carried, dropped) {
        (0, 0) => String::new(),
        (c, 0) => format!("{c} run-time set elements kept"),
        (c, d) => {
            format!("{c} run-time set elements kept, {d} left out (they overlap policy elements)")
        }
    };
    Ok((format!("{script}{extra}"), note))
}

/// The live elements of part `space` of dynamic set `name` as the policy
/// loaded on `iface` with another target holds them (xdp/tc record, nft
/// set or ipsets: a target switch keeps run-time contents, spec §3); `None`
/// when no loaded policy has a dynamic set of that name with that part.
fn loaded_entries(iface: &str, name: &str, space: Space) -> Option<Vec<Entry>> {
    let set = DynSet::locate(iface, name).ok()?;
    let part = set.part(space).ok()?;
    Some(set.read(part).ok()?.entries)
}

/// How one ipset of the policy is loaded (`netfilter` turns these into
/// `ipset restore` scripts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetLoad {
    /// The set's name.
    pub name: String,
    /// `TYPE PARAMS` of the set as loaded (or of its filled copy).
    pub create: String,
    /// The `add` arguments after the set's name, in order.
    pub adds: Vec<String>,
    /// `Some(TYPE PARAMS)`: filled under a copy and swapped in, the set
    /// being created (`-exist`) with these if absent; `None`: created if
    /// absent and filled in place.
    pub swap: Option<String>,
    /// A dynamic set of the policy: it keeps its name (`dropc set` finds
    /// it by name).
    pub dynamic: bool,
}

/// Re-applying keeps run-time contents (spec §3) on the iptables target:
/// a dynamic set is created if absent and the policy's elements are added
/// in place. When the set exists already, it is loaded as a copy (created
/// with the new parameters) filled with the current elements, each with
/// the time it has left (when the loaded set was dynamic too), and the new
/// policy's elements, swapped in with the other sets: the size or default
/// timeout may change, and the set in use changes in one step. Static sets
/// are filled as copies and swapped in.
pub fn carry_ipset(
    iface: &str,
    sets: &[dropc_backends::iptables::IpSetDef],
) -> anyhow::Result<Vec<SetLoad>> {
    let mut out = Vec::with_capacity(sets.len());
    for d in sets {
        let create = d.create();
        if !d.dynamic {
            out.push(SetLoad {
                name: d.name.clone(),
                swap: Some(create.clone()),
                create,
                adds: d.elements.clone(),
                dynamic: false,
            });
            continue;
        }
        let name = d.name.as_str();
        let mut adds = Vec::new();
        let swap = match run("ipset", &["save", name], None) {
            Err(_) => {
                // Absent: created here, with the run-time contents of the
                // xdp/tc policy's set of that name and kind, if any.
                for (space, e) in carried_from_bpf(iface, name)
                    .into_iter()
                    .flat_map(|(space, es)| es.into_iter().map(move |e| (space, e)))
                {
                    let t = match e.expires_in {
                        Some(0) => continue,
                        Some(t) => t,
                        None => 0,
                    };
                    for text in ipset_texts(space, e.lo, e.hi) {
                        adds.push(format!("{text} timeout {t} -exist"));
                    }
                }
                None
            }
            Ok(saved) => {
                let mut old_create = None;
                for l in saved.lines() {
                    let sw: Vec<&str> = l.split_whitespace().collect();
                    match sw.as_slice() {
                        ["create", _, rest @ ..] => old_create = Some(rest.join(" ")),
                        ["add", _, elem, rest @ ..]
                            if old_create
                                .as_deref()
                                .is_some_and(|c| c.contains(" timeout ")) =>
                        {
                            let t = param(rest, "timeout").unwrap_or(0);
                            adds.push(format!("{elem} timeout {t} -exist"));
                        }
                        _ => {}
                    }
                }
                Some(old_create.unwrap_or_else(|| create.clone()))
            }
        };
        adds.extend(d.elements.iter().map(|e| format!("{e} timeout 0 -exist")));
        out.push(SetLoad {
            name: d.name.clone(),
            create,
            adds,
            swap,
            dynamic: true,
        });
    }
    Ok(out)
}

/// The run-time contents of the xdp/tc policy's dynamic set that ipset
/// `name` of `iface` would hold (same set name and part), if any.
fn carried_from_bpf(iface: &str, name: &str) -> Option<(Space, Vec<Entry>)> {
    let prefix = dropc_backends::iptables::set_prefix(Some(iface));
    name.strip_prefix(prefix.as_str())
        .and_then(|n| n.rsplit_once('-'))
        .and_then(|(base, kind)| match kind {
            "4" => Some((base, Space::V4)),
            "6" => Some((base, Space::V6)),
            "p" => Some((base, Space::Port)),
            _ => None,
        })
        .filter(|&(base, space)| ipset_part(iface, base, suffix_of(space)) == name)
        .and_then(|(base, space)| Some((space, loaded_entries(iface, base, space)?)))
}

/// The ipset name suffix of a part.
fn suffix_of(space: Space) -> &'static str {
    match space {
        Space::V4 => "4",
        Space::V6 => "6",
        Space::Port => "p",
    }
}

/// The ipset holding part `suffix` (`4`, `6`, `p`) of dynamic set `name`
/// of the policy of `iface` (ipset names are per interface, spec §7).
fn ipset_part(iface: &str, name: &str, suffix: &str) -> String {
    ipset_name(Some(iface), name, suffix)
}

/// The kind the found parts make (none found: `None`).
fn kind_of(parts: &[Part]) -> Option<Kind> {
    let first = parts.first()?;
    Some(match first.space {
        Space::V4 | Space::V6 => Kind::Ip,
        Space::Port => Kind::Port,
    })
}

/// The `set` object of an `nft -j list set` document.
fn set_object(json: &Value) -> Option<&Value> {
    json["nftables"]
        .as_array()?
        .iter()
        .map(|x| &x["set"])
        .find(|s| s.is_object())
}

/// A value of `nft -j` as a number of its space.
fn nft_value(space: Space, v: &Value) -> Option<u128> {
    match space {
        Space::Port => v.as_u64().filter(|p| *p <= 65535).map(u128::from),
        Space::V4 => v
            .as_str()?
            .parse::<Ipv4Addr>()
            .ok()
            .map(|a| u128::from(u32::from(a))),
        Space::V6 => v.as_str()?.parse::<Ipv6Addr>().ok().map(u128::from),
    }
}

/// One element of `nft -j list set`: a value, `{"prefix"}`, `{"range"}`,
/// or `{"elem": {"val", "timeout", "expires"}}` around one of these.
fn nft_entry(space: Space, v: &Value) -> Option<Entry> {
    if let Some(el) = v.get("elem") {
        let mut e = nft_entry(space, &el["val"])?;
        e.expires_in = el["expires"].as_u64().or_else(|| el["timeout"].as_u64());
        return Some(e);
    }
    let (lo, hi) = if let Some(p) = v.get("prefix") {
        let lo = nft_value(space, &p["addr"])?;
        let len = u32::try_from(p["len"].as_u64()?).ok()?;
        let bits = if space == Space::V4 { 32 } else { 128 };
        let host = if len >= bits {
            0
        } else {
            (u128::MAX >> (128 - bits)) >> len
        };
        (lo, lo | host)
    } else if let Some(r) = v.get("range") {
        (nft_value(space, &r[0])?, nft_value(space, &r[1])?)
    } else {
        let x = nft_value(space, v)?;
        (x, x)
    };
    Some(Entry {
        space,
        lo,
        hi,
        expires_in: None,
    })
}

/// The value after `key` in a list of ipset parameters.
fn param(words: &[&str], key: &str) -> Option<u64> {
    let k = words.iter().position(|w| *w == key)?;
    words.get(k + 1)?.parse().ok()
}

/// An element of `ipset save`: `A.B.C.D[/N]`, `X::Y[/N]`, or a port.
fn ipset_bounds(space: Space, text: &str) -> Option<(u128, u128)> {
    let (addr, len) = match text.split_once('/') {
        Some((a, l)) => (a, Some(l.parse::<u32>().ok()?)),
        None => (text, None),
    };
    match space {
        Space::Port => {
            let p = u128::from(addr.parse::<u16>().ok()?);
            Some((p, p))
        }
        Space::V4 => {
            let lo = u32::from(addr.parse::<Ipv4Addr>().ok()?);
            let host = u32::MAX.checked_shr(len.unwrap_or(32)).unwrap_or(0);
            Some((u128::from(lo), u128::from(lo | host)))
        }
        Space::V6 => {
            let lo = u128::from(addr.parse::<Ipv6Addr>().ok()?);
            let host = u128::MAX.checked_shr(len.unwrap_or(128)).unwrap_or(0);
            Some((lo, lo | host))
        }
    }
}

/// bitmap:port lists single ports: runs of consecutive ports with the same
/// expiry are shown as one range.
fn merge_ports(mut v: Vec<Entry>) -> Vec<Entry> {
    v.sort_by_key(|e| e.lo);
    let mut out: Vec<Entry> = Vec::with_capacity(v.len());
    for e in v {
        match out.last_mut() {
            Some(last) if last.hi + 1 == e.lo && last.expires_in == e.expires_in => last.hi = e.hi,
            _ => out.push(e),
        }
    }
    out
}

/// The elements (of one space) not inside another element of the list,
/// sorted by their first value.
fn outermost(elems: &[SetElem]) -> Vec<SetElem> {
    let mut v: Vec<SetElem> = elems.to_vec();
    // By start, the widest first: an element is inside another exactly when
    // an earlier one reaches at least as far.
    v.sort_unstable_by_key(|e| {
        let (lo, hi) = e.bounds();
        (lo, std::cmp::Reverse(hi))
    });
    let mut reach: Option<u128> = None;
    v.retain(|e| {
        let hi = e.bounds().1;
        if reach.is_some_and(|r| hi <= r) {
            return false;
        }
        reach = Some(hi);
        true
    });
    v
}

/// The intervals of `entries` (one space), for membership tests.
fn bounds_of(entries: &[Entry]) -> std::collections::HashSet<(u128, u128)> {
    entries.iter().map(|x| (x.lo, x.hi)).collect()
}

/// The union of `elems` (one space) as sorted, merged intervals.
fn merged(elems: &[SetElem]) -> Vec<(u128, u128)> {
    dropc_ir::diff::set::Iv::from_unsorted(elems.iter().map(SetElem::bounds).collect()).0
}

/// An ipset part's number of entries and `maxelem`.
#[derive(Clone, Copy, Debug)]
struct Room {
    entries: usize,
    maxelem: Option<u64>,
}

/// The room of ipset `name` if it is a set with timeout support (a
/// dynamic set's part); `None` when there is no such set, or it has none.
/// The header is read over netlink; the tool (`ipset list -t`) only if
/// netlink fails otherwise than "no such set".
fn ipset_room(name: &str) -> Option<Room> {
    match nftnl::ipset::header(name) {
        Ok(h) => {
            let h = h.filter(|h| h.timeout.is_some())?;
            Some(Room {
                entries: usize::try_from(h.entries).unwrap_or(usize::MAX),
                maxelem: h.maxelem,
            })
        }
        Err(_) => {
            let h = ipset_header(name)
                .ok()
                .filter(|h| format!("{} ", h.create).contains(" timeout "))?;
            Some(Room {
                entries: h.entries,
                maxelem: h.maxelem,
            })
        }
    }
}

/// Where dropc's record of `iface` (in this network namespace) says its
/// netfilter policy is: `Some([table])` for an nft policy, `Some([])` for
/// an iptables one (no nft table to look in); `None` without a record, or
/// for an xdp/tc policy.
fn recorded_tables(iface: &str) -> Option<Vec<String>> {
    use crate::state::{Details, Store, Stored};
    let Stored::Record(r) = Store::here().ok()?.read(iface) else {
        return None;
    };
    match r.details {
        Details::Nft { table } => Some(vec![table]),
        Details::Iptables { .. } => Some(Vec::new()),
        Details::Bpf(_) => None,
    }
}

/// What `ipset list -t` says of a set.
struct IpsetHeader {
    /// `TYPE PARAMS...` as `create` takes them.
    create: String,
    entries: usize,
    maxelem: Option<u64>,
}

fn ipset_header(name: &str) -> Result<IpsetHeader, SetError> {
    let out = run("ipset", &["list", "-t", name], None)?;
    let field = |key: &str| out.lines().find_map(|l| l.strip_prefix(key)).map(str::trim);
    let (Some(ty), Some(header), Some(entries)) = (
        field("Type:"),
        field("Header:"),
        field("Number of entries:").and_then(|n| n.parse().ok()),
    ) else {
        return Err(anyhow::anyhow!("ipset list -t {name}: unexpected output").into());
    };
    let words: Vec<&str> = header.split_whitespace().collect();
    Ok(IpsetHeader {
        create: format!("{ty} {header}"),
        entries,
        maxelem: param(&words, "maxelem"),
    })
}

/// A hash type's `create` parameters with a `hashsize` for `n` elements
/// (a power of two, at least ipset's default 1024), so that filling it
/// does not grow the hash step by step: each growth rehashes every element
/// and waits for an RCU grace period (1M elements took 8 s instead of 3).
fn sized(create: &str, n: usize) -> String {
    let mut w: Vec<String> = create.split_whitespace().map(str::to_string).collect();
    if !w.first().is_some_and(|t| t.starts_with("hash:")) {
        return create.to_string();
    }
    let want = n.max(1024).next_power_of_two().to_string();
    match w.iter().position(|x| x == "hashsize") {
        Some(k) if k + 1 < w.len() => w[k + 1] = want,
        _ => w.extend(["hashsize".to_string(), want]),
    }
    w.join(" ")
}

/// The elements of `groups` added (with `timeout` seconds, or the set's
/// default) or deleted in one netlink change ([`nftnl::ipset::change`]).
fn ipset_change(
    verb: nftnl::Verb,
    groups: &[(&Part, Vec<SetElem>)],
    timeout: Option<u64>,
) -> Result<(), nftnl::ipset::ChangeError> {
    let elems: Vec<(&str, Vec<nftnl::ipset::Elem>)> = groups
        .iter()
        .map(|(p, v)| (p.name.as_str(), v.iter().flat_map(ipset_elems).collect()))
        .collect();
    let changes: Vec<(&str, &[nftnl::ipset::Elem])> =
        elems.iter().map(|(n, v)| (*n, v.as_slice())).collect();
    // The caller checked the timeout against IPSET_MAX_TIMEOUT.
    let t = timeout.map(|s| u32::try_from(s).unwrap_or(u32::MAX));
    nftnl::ipset::change(verb, &changes, t)
}

/// An element as ipset's netlink takes it. hash:net refuses a prefix of
/// length 0 (the kernel would refuse it in the middle of a change, after
/// the elements before it went in), so `/0` goes in as its two halves, as
/// the compiled ipsets hold it.
fn ipset_elems(e: &SetElem) -> Vec<nftnl::ipset::Elem> {
    use nftnl::ipset::Elem;
    match *e {
        SetElem::V4 { len: 0, .. } => vec![Elem::V4(0, 1), Elem::V4(1 << 31, 1)],
        SetElem::V6 { len: 0, .. } => vec![Elem::V6(0, 1), Elem::V6(1 << 127, 1)],
        SetElem::V4 { net, len } => vec![Elem::V4(u32::from(net), len)],
        SetElem::V6 { net, len } => vec![Elem::V6(u128::from(net), len)],
        SetElem::Ports { lo, hi } => vec![Elem::Ports(lo, hi)],
    }
}

/// `lo..=hi` as ipset takes it: the prefixes covering it (hash:net of
/// family inet6 takes no ranges), or a port range (bitmap:port).
fn ipset_texts(space: Space, lo: u128, hi: u128) -> Vec<String> {
    let (bits, v4) = match space {
        Space::V4 => (32, true),
        Space::V6 => (128, false),
        Space::Port => return vec![interval_text(space, lo, hi)],
    };
    dropc_backends::iptables::hash_net_cidrs(lo, hi, bits)
        .into_iter()
        .map(|(net, len)| match v4 {
            true => format!("{}/{len}", Ipv4Addr::from(net as u32)),
            false => format!("{}/{len}", Ipv6Addr::from(net)),
        })
        .collect()
}

/// The prefixes ipset's hash:net splits `lo..=hi` into.
fn prefix_count(space: Space, lo: u128, hi: u128) -> usize {
    let bits = match space {
        Space::V4 => 32,
        Space::V6 => 128,
        Space::Port => return 1,
    };
    dropc_backends::iptables::hash_net_cidrs(lo, hi, bits).len()
}

/// A part of a dynamic set as [`nftnl`] addresses it.
fn nft_ref<'a>(table: &'a str, p: &'a Part) -> nftnl::SetRef<'a> {
    nftnl::SetRef {
        table,
        set: &p.name,
        width: match p.space {
            Space::V4 => 4,
            Space::V6 => 16,
            Space::Port => 2,
        },
    }
}

/// An interval to write, with a timeout in seconds.
fn interval(lo: u128, hi: u128, secs: Option<u64>) -> nftnl::Interval {
    nftnl::Interval {
        lo,
        hi,
        timeout_ms: secs.map(|s| s.saturating_mul(1000)),
        expires_ms: None,
    }
}

/// Appends `VERB element netdev TABLE SET { ELEMS }` to `tx` (nothing for
/// no element).
fn nft_elements(tx: &mut String, verb: &str, table: &str, set: &str, elems: &[String]) {
    if !elems.is_empty() {
        let _ = writeln!(
            tx,
            "{verb} element netdev {table} {set} {{ {} }}",
            elems.join(", ")
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn nft_elements_parse() {
        let v4 = |s: &str| u128::from(u32::from(s.parse::<Ipv4Addr>().unwrap()));
        let e = nft_entry(
            Space::V4,
            &json!({"prefix": {"addr": "10.0.0.0", "len": 8}}),
        )
        .unwrap();
        assert_eq!(
            (e.lo, e.hi, e.expires_in),
            (v4("10.0.0.0"), v4("10.255.255.255"), None)
        );
        assert_eq!(e.text(), "10.0.0.0/8");
        let e = nft_entry(
            Space::V4,
            &json!({"elem": {"val": "192.0.2.1", "timeout": 50, "expires": 49}}),
        )
        .unwrap();
        assert_eq!(
            (e.text(), e.expires_in),
            ("192.0.2.1".to_string(), Some(49))
        );
        let e = nft_entry(Space::V4, &json!({"range": ["10.0.0.1", "10.0.0.5"]})).unwrap();
        assert_eq!(e.text(), "10.0.0.1-10.0.0.5");
        let e = nft_entry(Space::Port, &json!({"range": [1, 5]})).unwrap();
        assert_eq!(e.text(), "1-5");
        let e = nft_entry(
            Space::V6,
            &json!({"prefix": {"addr": "2001:db8::", "len": 32}}),
        )
        .unwrap();
        assert_eq!(e.text(), "2001:db8::/32");
        assert!(nft_entry(Space::Port, &json!(70000)).is_none());
        assert!(nft_entry(Space::V4, &json!({"prefix": {"addr": "x", "len": 8}})).is_none());
    }

    #[test]
    fn ipset_elements_parse_and_ports_merge() {
        assert_eq!(
            ipset_bounds(Space::V4, "10.0.0.0/8"),
            Some((0x0a00_0000, 0x0aff_ffff))
        );
        assert_eq!(
            ipset_bounds(Space::V4, "1.2.3.4"),
            Some((0x0102_0304, 0x0102_0304))
        );
        assert_eq!(
            ipset_bounds(Space::V4, "1.2.3.4/99"),
            Some((0x0102_0304, 0x0102_0304))
        );
        assert_eq!(ipset_bounds(Space::Port, "x"), None);
        let p = |lo, expires_in| Entry {
            space: Space::Port,
            lo,
            hi: lo,
            expires_in,
        };
        let m = merge_ports(vec![
            p(3, None),
            p(1, None),
            p(2, None),
            p(4, Some(5)),
            p(9, None),
        ]);
        let t: Vec<String> = m.iter().map(Entry::text).collect();
        assert_eq!(t, ["1-3", "4", "9"]);
        assert_eq!(
            param(&["maxelem", "10", "timeout", "0"], "timeout"),
            Some(0)
        );
    }

    #[test]
    fn nested_elements_and_merging() {
        let e = |s: &str, len| SetElem::V4 {
            net: s.parse().unwrap(),
            len,
        };
        let v = outermost(&[e("10.0.0.0", 8), e("10.1.0.0", 16), e("11.0.0.0", 8)]);
        assert_eq!(v, [e("10.0.0.0", 8), e("11.0.0.0", 8)]);
        assert_eq!(merged(&[e("10.0.0.0", 8), e("11.0.0.0", 8)]).len(), 1);
        assert_eq!(
            interval_text(Space::V4, 0x0a00_0000, 0x0bff_ffff),
            "10.0.0.0/7"
        );
        assert_eq!(
            interval_text(Space::V4, 0x0b00_0000, 0x0cff_ffff),
            "11.0.0.0-12.255.255.255"
        );
        assert_eq!(prefix_count(Space::V4, 0x0a00_0001, 0x0a00_0004), 3);
        assert_eq!(ipset_texts(Space::V6, 0x20, 0x2f), ["::20/124"],);
        assert_eq!(
            ipset_texts(Space::V4, 0x0a00_0001, 0x0a00_0004),
            ["10.0.0.1/32", "10.0.0.2/31", "10.0.0.4/32"]
        );
        assert_eq!(ipset_texts(Space::Port, 5, 9), ["5-9"]);
        assert_eq!(
            sized("hash:net family inet hashsize 1024 maxelem 9", 3000),
            "hash:net family inet hashsize 4096 maxelem 9"
        );
        assert_eq!(
            sized("hash:net family inet6", 5),
            "hash:net family inet6 hashsize 1024"
        );
        assert_eq!(
            sized("bitmap:port range 0-65535", 5000),
            "bitmap:port range 0-65535"
        );
    }
}
