//! nftables backend: an `nft -f` script that atomically replaces table
//! `netdev dropc-IF` of its interface IF (spec §7, v2: one table per
//! interface, so that the scripts of two interfaces load side by side).
//!
//! Shape of the script:
//!
//! ```text
//! table netdev dropc-IF {}         # create if absent, so that
//! delete table netdev dropc-IF     # the delete always succeeds
//! table netdev dropc-IF {          # full definition; all three in one transaction
//!     set <name>.v4 { ... } ...    # named sets, one per family (.v4 .v6 .port)
//!     chain ingress {
//!         type filter hook ingress device "<iface>" priority -500; policy accept;
//!         meta protocol ip6 frag frag-off != 0 goto later-fragments   # if needed, see below
//!         ... one nft rule per policy rule and family, in file order,
//!             each starting with `meta protocol ip|ip6` (or a protocol test) ...
//!         meta protocol { ip, ip6 } counter <default verdict> comment "policy-default"
//!     }
//!     chain later-fragments {      # if needed
//!         ... the IPv6 rules that can match a non-first fragment ...
//!         counter <default verdict> comment "policy-default"
//!     }
//! }
//! ```
//!
//! Frames that are neither IPv4 nor IPv6 match no rule (every rule and the
//! default state the family) and meet the chain's policy, accept (spec
//! §5.1); a packet pays for no test that only exists for other frames.
//! `pass` is `accept`: at netdev ingress an accept ends this base chain only,
//! so later base chains on the same hook still see the packet (spec §5).
//!
//! Counters. Every rule has its own anonymous `counter` and names its
//! policy rule in its comment, `rule-<label>` (the default's:
//! `policy-default`); `dropc stats` sums a label's rules (`nft -j list
//! chain`). A comment is user data the kernel keeps beside the rule and
//! never reads, while a named counter (`counter name X`, an `objref`) costs
//! an object lookup and an indirect call for every packet the rule
//! decides: about 7% of the flood rule at this hook (benches/README.md,
//! "Netfilter outputs against the hand-written ones"). nft accepts
//! comments of at most 128 characters ([`NFT_COMMENT_MAX`]).
//!
//! Non-first fragments. Layer-4 fields (`th sport/dport`, `tcp flags`,
//! `icmp type/code`) are transport-header payload loads, and the kernel's
//! fast path for loads of up to 4 aligned bytes does not check the fragment
//! offset: on a later fragment they read the payload (verified on 6.18: `th
//! dport 80` matches an IPv4 fragment at offset 24 whose payload starts `00
//! 50 00 50`, and `th dport != 80` one whose payload does not). Spec §4 says
//! such a match and its negation never hold there, so:
//!
//! - an IPv4 rule that reads a layer-4 field ends with `ip frag-off & 0x1fff
//!   == 0`. Last, because nft stops at the first test that fails: the guard
//!   costs one load only for a packet that matches everything else (the
//!   flood rule of spec §1 pays it once per dropped packet, no other packet
//!   does). IPv4 fragment tests are exact, so later fragments need no chain
//!   of their own;
//! - IPv6 has no single test for "not a later fragment" (no Fragment header,
//!   or one with offset 0), so when some IPv6 rule reads a layer-4 field or
//!   tests `fragment later`, IPv6 later fragments `goto` chain
//!   `later-fragments` first. The main chain then never sees one, so every
//!   negation (`!=`) is exact there (an address always exists; a layer-4
//!   field exists in every well-formed packet of that protocol); in
//!   `later-fragments` the rules with layer-4 tests are left out,
//!   `fragment`/`fragment later` are true and their negations false. Both
//!   chains end with the default verdict (a goto does not come back).
//!
//! Module `lower` (per-family specialisation) is shared with the iptables
//! backend.

pub(crate) mod lower;
mod maps;
pub(crate) mod regions;
pub mod template;

use crate::caps::{Construct, Kind, LimitedName};
use crate::{Artifact, Backend, Options, Target};
use dropc_ir::{Action, Code, Diagnostic, Dir, Dynamic, Interval, Policy, SetData, ValidPolicy};
use lower::{
    and_alternatives, as_prefix, flag_names, generated_header, lower, proto_name, Addrs, FTest,
    IpVersion, Never,
};
use std::collections::BTreeMap;
use std::fmt::Write;
use template::{mark, HoleKind, Template};

/// Anonymous sets with at most this many elements are written inline.
const INLINE_MAX: usize = 16;

/// Elements per line in set definitions.
const ELEMS_PER_LINE: usize = 8;

/// The comment of the rules of a rule label, which `dropc stats` sums
/// their counters by.
pub fn rule_comment(label: &str) -> String {
    format!("rule-{label}")
}

/// The nft set holding the `suffix` part (`v4`, `v6`, `port`) of the
/// policy's set `name`. User names never contain '.', so these cannot
/// collide with each other or with anonymous sets (`anon.N.SUFFIX`).
pub fn set_name(name: &str, suffix: &str) -> String {
    format!("{name}.{suffix}")
}

/// The comment of the default verdict's rules ([`rule_comment`]s start
/// with `rule-`, so no label's can be this).
pub const DEFAULT_COMMENT: &str = "policy-default";

/// Longest rule comment nft accepts, in characters
/// (`NFTNL_UDATA_COMMENT_MAXLEN`).
pub const NFT_COMMENT_MAX: usize = 128;

/// Prefix of the tables' names (family `netdev`): the table of interface
/// IF is [`table_name`]`(IF)`, `dropc-IF`.
pub const TABLE_PREFIX: &str = "dropc-";

/// The table of interface `iface` (family `netdev`).
pub fn table_name(iface: &str) -> String {
    format!("{TABLE_PREFIX}{iface}")
}

/// The base chain's name.
pub const CHAIN: &str = "ingress";

/// The chain IPv6 non-first fragments are sent to (by goto, so its last
/// rule is the default verdict too).
pub const LATER: &str = "later-fragments";

/// The comment of the nft set of a dynamic set: it carries the default
/// element timeout to `dropc set add` (an nft set's own `timeout` would
/// apply to the policy's elements too, which must never expire).
pub fn dynamic_comment(d: &Dynamic) -> String {
    match d.timeout {
        Some(t) => format!("dropc dynamic timeout {}s", t.as_secs()),
        None => "dropc dynamic".to_string(),
    }
}

/// The default element timeout (seconds) a [`dynamic_comment`] carries:
/// `Some(None)` for none, `None` when `comment` is not one.
pub fn parse_dynamic_comment(comment: &str) -> Option<Option<u64>> {
    let rest = comment.strip_prefix("dropc dynamic")?;
    if rest.is_empty() {
        return Some(None);
    }
    let secs = rest.strip_prefix(" timeout ")?.strip_suffix('s')?;
    secs.parse().ok().map(Some)
}

/// The minimal list of CIDR blocks `(network, prefix length)` covering
/// exactly `lo..=hi` in a `bits`-bit space (how ipset's hash:net holds a
/// range), in address order.
pub fn lower_to_cidrs(lo: u128, hi: u128, bits: u32) -> Vec<(u128, u32)> {
    lower::to_cidrs(lo, hi, bits)
}

/// Restricts a rule to IPv4 and IPv6 packets (spec §5.1).
const IP_ONLY: &str = "meta protocol { ip, ip6 } ";

/// The nft target's [`Backend`]: nft's netdev ingress expresses every
/// construct of the language (the table in [`crate::caps`]).
pub struct Nft;

impl Backend for Nft {
    fn target(&self) -> Target {
        Target::Nft
    }

    fn unsupported(&self, c: Construct) -> Option<&'static str> {
        match c.kind {
            Kind::Proto
            | Kind::Addr
            | Kind::Port
            | Kind::TcpFlags
            | Kind::IcmpType
            | Kind::IcmpTypeCode
            | Kind::Fragment
            | Kind::LaterFragment
            | Kind::Ttl
            | Kind::Len
            | Kind::Payload
            | Kind::Over
            | Kind::OverSharedByFamilies
            | Kind::OverBeyondHashlimit
            | Kind::OverBeyondBpfClock
            | Kind::DynamicSet => None,
            Kind::OverBeyondNftLimit => Some(
                "nftables' limit keeps a bucket as (UNIT in ns / N) × burst in a u64 and refuses \
                 larger ones (EOVERFLOW)",
            ),
            Kind::PayloadIp6 => Some(
                "nft cannot bound a read behind IPv6 extension headers by the IP length \
                 (Ethernet padding would be read as payload)",
            ),
            Kind::Contains | Kind::ContainsBeyondBpfSearches => Some("nft has no string search"),
        }
    }

    fn label_name(&self, label: &str) -> Option<LimitedName> {
        Some(LimitedName {
            name: rule_comment(label),
            what: "its rules' comment",
            max: NFT_COMMENT_MAX,
            limit: "NFTNL_UDATA_COMMENT_MAXLEN",
        })
    }

    fn set_name(&self, name: &str, data: &SetData) -> Option<LimitedName> {
        let suffix = match data {
            SetData::Ip(_) => "v4",
            SetData::Port(_) => "port",
        };
        Some(LimitedName {
            name: set_name(name, suffix),
            what: "its nft set",
            max: NFT_NAME_MAX,
            limit: "NFT_SET_MAXNAMELEN",
        })
    }

    fn compile(&self, policy: &ValidPolicy, opts: &Options) -> Result<Artifact, Vec<Diagnostic>> {
        artifact(policy, opts).map(Artifact::NftScript)
    }
}

/// Longest name nftables accepts for tables, chains, sets and objects,
/// in bytes: `NFT_NAME_MAXLEN` (`NFT_OBJ_MAXNAMELEN`,
/// `NFT_SET_MAXNAMELEN`) is 256 with the terminating NUL
/// (`include/uapi/linux/netfilter/nf_tables.h`).
pub const NFT_NAME_MAX: usize = 255;

/// The artifact of the nft target: the `nft -f` script in its parts,
/// typed where apply needs to know them without reading the text back
/// (its table, base chain, sets and chains), with the set references as
/// holes ([`Template`]). [`Script::script`] is the file `compile -o` writes;
/// apply renders its two-step replacement from the same parts
/// ([`Script::render_table`], [`Script::render_static_sets`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    /// The netdev table it replaces ([`table_name`]).
    pub table: String,
    /// The base chain's declaration (its device is the interface).
    pub base_chain: BaseChain,
    /// Its dynamic sets, each part (`.v4`, `.v6`, `.port`) one.
    pub dynamic_sets: Vec<NftSetDef>,
    /// The comment lines the file starts with.
    pub header: String,
    /// Its named sets, in order.
    pub sets: Vec<SetBlock>,
    /// Its chains, the base chain ([`CHAIN`]) first.
    pub chains: Vec<ChainBlock>,
}

/// A named set of a [`Script`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetBlock {
    pub name: String,
    /// The lines between `set NAME {` and `}`.
    pub body: String,
    /// Whether it holds run-time elements (a dynamic set, or the meter of
    /// an `over`): such a set keeps its name across a replacement.
    pub run_time: bool,
}

/// A chain of a [`Script`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainBlock {
    pub name: String,
    /// Its hook, for a base chain.
    pub base: Option<BaseChain>,
    /// Its rules and comments (set references are holes).
    pub body: Template,
}

/// A base chain's declaration: `type filter hook ingress device "IF"
/// priority -500; policy accept;`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BaseChain {
    pub chain_type: ChainType,
    pub hook: ChainHook,
    pub device: String,
    pub priority: i32,
    pub policy: ChainPolicy,
}

/// A base chain's type (nft's `type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainType {
    Filter,
}

/// A base chain's hook.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainHook {
    Ingress,
}

/// A base chain's policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainPolicy {
    Accept,
}

impl ChainType {
    /// As nft writes it (in scripts and in `nft -j` listings).
    pub fn name(self) -> &'static str {
        match self {
            ChainType::Filter => "filter",
        }
    }
}

impl ChainHook {
    /// As nft writes it.
    pub fn name(self) -> &'static str {
        match self {
            ChainHook::Ingress => "ingress",
        }
    }
}

impl ChainPolicy {
    /// As nft writes it.
    pub fn name(self) -> &'static str {
        match self {
            ChainPolicy::Accept => "accept",
        }
    }
}

impl BaseChain {
    /// The netdev ingress chain dropc hooks on `device`.
    pub fn ingress(device: &str) -> BaseChain {
        BaseChain {
            chain_type: ChainType::Filter,
            hook: ChainHook::Ingress,
            device: device.to_string(),
            priority: -500,
            policy: ChainPolicy::Accept,
        }
    }

    /// Its declaration line, as the script writes it.
    pub fn declaration(&self) -> String {
        format!(
            "type {} hook {} device \"{}\" priority {}; policy {};",
            self.chain_type.name(),
            self.hook.name(),
            self.device,
            self.priority,
            self.policy.name()
        )
    }
}

impl Script {
    /// The device its base chain hooks.
    pub fn device(&self) -> &str {
        &self.base_chain.device
    }

    /// The `nft -f` script: replaces the table atomically (one
    /// transaction), every set under its own name.
    pub fn script(&self) -> String {
        let mut out = self.header.clone();
        let table = &self.table;
        let _ = writeln!(out, "table netdev {table} {{}}");
        let _ = writeln!(out, "delete table netdev {table}");
        out.push_str(&self.render_table(true, &|_, _| None));
        out
    }

    /// The names of its static sets: those a replacement loads first under
    /// fresh names ([`Script::render_static_sets`]).
    pub fn static_sets(&self) -> impl Iterator<Item = &str> {
        self.sets
            .iter()
            .filter(|s| !s.run_time)
            .map(|s| s.name.as_str())
    }

    /// The block `table netdev T { ... }` (it adds to the table), each set
    /// reference filled by `fill` ([`Template::render`]); with
    /// `static_sets` false, without the static sets' definitions (loaded
    /// before by [`Script::render_static_sets`]).
    pub fn render_table(
        &self,
        static_sets: bool,
        fill: &dyn Fn(HoleKind, &str) -> Option<String>,
    ) -> String {
        let table = &self.table;
        let mut out = String::new();
        let _ = writeln!(out, "table netdev {table} {{");
        let _ = writeln!(
            out,
            "\t# Each rule counts; its comment names its policy rule: nft list table netdev {table}"
        );
        for set in self.sets.iter().filter(|s| static_sets || s.run_time) {
            let _ = writeln!(out);
            let _ = write!(out, "\tset {} {{\n{}\t}}\n", set.name, set.body);
        }
        for chain in &self.chains {
            let _ = writeln!(out);
            let _ = writeln!(out, "\tchain {} {{", chain.name);
            if let Some(base) = &chain.base {
                let _ = writeln!(out, "\t\t{}", base.declaration());
            }
            chain.body.render_into(&mut out, fill);
            let _ = writeln!(out, "\t}}");
        }
        let _ = writeln!(out, "}}");
        out
    }

    /// The block adding its static sets to the table, each named
    /// `rename(NAME)`; empty when it has none.
    pub fn render_static_sets(&self, rename: &dyn Fn(&str) -> String) -> String {
        let mut out = String::new();
        for set in self.sets.iter().filter(|s| !s.run_time) {
            let _ = write!(out, "\tset {} {{\n{}\t}}\n", rename(&set.name), set.body);
        }
        if out.is_empty() {
            return out;
        }
        format!("table netdev {} {{\n{out}}}\n", self.table)
    }
}

/// A dynamic set (one part) of an nft [`Script`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NftSetDef {
    /// Its name in the table ([`set_name`]).
    pub name: String,
    /// What its elements are.
    pub space: SetSpace,
    /// Its `size`.
    pub size: u64,
    /// The policy's elements, as inclusive intervals (addresses and ports
    /// as numbers).
    pub elements: Vec<(u128, u128)>,
}

/// What a set's elements are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetSpace {
    V4,
    V6,
    Port,
}

/// The nft script for `policy` ([`artifact`]'s text).
pub fn compile(policy: &ValidPolicy, opts: &Options) -> Result<String, Vec<Diagnostic>> {
    artifact(policy, opts).map(|a| a.script())
}

/// The nft artifact for `policy`.
pub fn artifact(policy: &ValidPolicy, opts: &Options) -> Result<Script, Vec<Diagnostic>> {
    let iface = check_iface(policy, opts.iface.as_deref()).map_err(|d| vec![*d])?;
    let table = table_name(iface);
    let mut sets = Sets::default();
    let lowered: Vec<_> = policy
        .rules
        .iter()
        .map(|r| (r, lower(policy, r, true)))
        .collect();
    // IPv6 later fragments need their own chain only if some IPv6 rule
    // reads a layer-4 field or tests `fragment later` (l4_guard states the
    // former as the latter).
    let v6_later = lowered.iter().any(|(_, fams)| {
        fams.iter().any(|fr| {
            fr.fam == IpVersion::V6
                && fr
                    .tests
                    .as_ref()
                    .is_ok_and(|t| t.iter().any(|t| matches!(t, FTest::LaterFragment { .. })))
        })
    });
    let dynamic_sets = define_dynamic_sets(policy, &mut sets);
    let mut errors = Vec::new();
    let (main, mut rule_chains) = emit_rules(policy, &mut sets, &lowered, Chain::Main, &mut errors);
    let later = v6_later.then(|| {
        let (later, more) = emit_rules(policy, &mut sets, &lowered, Chain::Later, &mut errors);
        rule_chains.extend(more);
        later
    });
    if !errors.is_empty() {
        return Err(errors);
    }

    let mut header = String::new();
    let _ = writeln!(header, "#!/usr/sbin/nft -f");
    let _ = writeln!(header, "{}", generated_header(policy));
    let _ = writeln!(
        header,
        "# Replaces table netdev {table} atomically: the three statements below form one transaction."
    );
    let base_chain = BaseChain::ingress(iface);
    let mut body = String::new();
    let _ = writeln!(
        body,
        "\t\t# Every rule states its IP family: other frames (ARP, ...) reach the chain policy, accept (spec 5.1)."
    );
    if later.is_some() {
        let _ = writeln!(
            body,
            "\t\t# IPv6 non-first fragments have no layer-4 header: they go to chain {LATER}."
        );
        let _ = writeln!(
            body,
            "\t\tmeta protocol ip6 frag frag-off != 0 goto {LATER}"
        );
    }
    body.push_str(&main);
    default_rule(&mut body, policy.default, true);
    let mut chains = vec![ChainBlock {
        name: CHAIN.to_string(),
        base: Some(base_chain.clone()),
        body: Template::from_marked(&body),
    }];
    if let Some(later) = later {
        let mut body = String::new();
        let _ = writeln!(
            body,
            "\t\t# IPv6 non-first fragments: the rules that can match one (no port, flags or ICMP test)."
        );
        body.push_str(&later);
        default_rule(&mut body, policy.default, false);
        chains.push(ChainBlock {
            name: LATER.to_string(),
            base: None,
            body: Template::from_marked(&body),
        });
    }
    // The chains the verdict maps go to: a rule's counter and verdict.
    for i in rule_chains {
        let rule = &policy.rules[i];
        chains.push(ChainBlock {
            name: maps::rule_chain(i),
            base: None,
            body: Template::from_marked(&format!(
                "\t\t# rule {}, line {}: the verdict of its verdict map elements\n\t\tcounter {} comment \"{}\"\n",
                rule.label,
                rule.line,
                verdict(rule.action),
                rule_comment(&rule.label)
            )),
        });
    }
    Ok(Script {
        table,
        base_chain,
        dynamic_sets,
        header,
        sets: sets
            .defs
            .into_iter()
            .map(|(name, (body, run_time))| SetBlock {
                name,
                body,
                run_time,
            })
            .collect(),
        chains,
    })
}

/// Defines every part of every dynamic set (both families of an ip set),
/// used or not: `dropc set` finds them all, whatever the rules read.
/// Returns them.
fn define_dynamic_sets(policy: &Policy, sets: &mut Sets) -> Vec<NftSetDef> {
    let mut out = Vec::new();
    for (i, set) in policy.sets.iter().enumerate() {
        let Some(dy) = &set.dynamic else {
            continue;
        };
        let id = dropc_ir::SetId(i as u32);
        // (`operand` gives the reference, `@` and the name as a hole.)
        let mut def = |reference: String, space: SetSpace, elements: Vec<(u128, u128)>| {
            let name = Template::from_marked(&reference)
                .holes(HoleKind::NftSet)
                .next()
                .unwrap_or_default()
                .to_string();
            out.push(NftSetDef {
                name,
                space,
                size: u64::from(dy.size),
                elements,
            });
        };
        match &set.data {
            dropc_ir::SetData::Ip(ip) => {
                let v4 = addr_elems(&Addrs::V4(&ip.v4));
                let v6 = addr_elems(&Addrs::V6(&ip.v6));
                let n4 = sets.operand(policy, id, IpVersion::V4.suffix(), "ipv4_addr", v4, true);
                let e4 = ip
                    .v4
                    .iter()
                    .map(|i| (u32::from(i.lo) as u128, u32::from(i.hi) as u128));
                def(n4, SetSpace::V4, e4.collect());
                let n6 = sets.operand(policy, id, IpVersion::V6.suffix(), "ipv6_addr", v6, true);
                let e6 = ip.v6.iter().map(|i| (u128::from(i.lo), u128::from(i.hi)));
                def(n6, SetSpace::V6, e6.collect());
            }
            dropc_ir::SetData::Port(p) => {
                let n = sets.operand(
                    policy,
                    id,
                    "port",
                    "inet_service",
                    port_elems(&p.ports),
                    true,
                );
                let e = p.ports.iter().map(|i| (i.lo as u128, i.hi as u128));
                def(n, SetSpace::Port, e.collect());
            }
        }
    }
    out
}

/// The two chains rules are emitted into.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Chain {
    /// The base chain: every packet but IPv6 non-first fragments (when
    /// [`Chain::Later`] exists).
    Main,
    /// IPv6 non-first fragments only.
    Later,
}

/// A family's tests as emitted in `chain`: IPv6 ones with the fragment
/// facts of the chain folded in; IPv4 ones exact (IPv4 later fragments
/// stay in the main chain), with `not fragment later` moved last, where it
/// is evaluated only for a packet that matches everything else. `None`: the
/// family's packets never reach `chain`.
/// Why a family's share of a rule has no nft rule in a chain.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Skip {
    /// It never matches a packet of this family in this chain.
    Never(Never),
    /// Only later fragments match it: its rule is in chain [`LATER`].
    OnlyLater,
}

fn in_chain<'a>(
    fam: IpVersion,
    tests: &Result<Vec<FTest<'a>>, Never>,
    chain: Chain,
) -> Option<Result<Vec<FTest<'a>>, Skip>> {
    let tests = tests.clone().map_err(Skip::Never);
    match (fam, chain) {
        (IpVersion::V6, _) => Some(tests.and_then(|t| in_context(t, chain == Chain::Later))),
        (IpVersion::V4, Chain::Later) => None,
        (IpVersion::V4, Chain::Main) => Some(tests.map(|t| {
            let guard = FTest::LaterFragment { negated: true };
            let (mut rest, last): (Vec<_>, Vec<_>) = t.into_iter().partition(|x| *x != guard);
            // (v2) `over` stays last: it takes a token only from a packet
            // that passed every other test, the guard included.
            let (over, others): (Vec<_>, Vec<_>) = rest
                .into_iter()
                .partition(|x| matches!(x, FTest::Over { .. }));
            rest = others;
            rest.extend(last);
            rest.extend(over);
            rest
        })),
    }
}

/// The default verdict; `guard`: only for IP packets (in the base chain,
/// which also sees other frames).
fn default_rule(out: &mut String, default: Action, guard: bool) {
    let _ = writeln!(out, "\t\t# default {}", action_word(default));
    let _ = writeln!(
        out,
        "\t\t{}counter {} comment \"{DEFAULT_COMMENT}\"",
        if guard { IP_ONLY } else { "" },
        verdict(default)
    );
}

/// The rules of one chain, and the rules (policy indices) whose chains
/// ([`maps::rule_chain`]) its verdict maps go to.
fn emit_rules(
    policy: &Policy,
    sets: &mut Sets,
    lowered: &[(&dropc_ir::Rule, Vec<lower::FamRule<'_>>)],
    chain: Chain,
    errors: &mut Vec<Diagnostic>,
) -> (String, std::collections::BTreeSet<usize>) {
    let mut pieces: Vec<Piece> = Vec::new();
    for (index, (rule, fams)) in lowered.iter().enumerate() {
        let mut body = String::new();
        let verdict = verdict(rule.action);
        let comment = rule_comment(&rule.label);
        let mut fams: Vec<(IpVersion, Result<Vec<FTest<'_>>, Skip>)> = fams
            .iter()
            .filter_map(|fr| Some((fr.fam, in_chain(fr.fam, &fr.tests, chain)?)))
            .collect();
        // One rule for both families when nothing in it is family-specific.
        if let [(_, Ok(ta)), (_, Ok(tb))] = fams.as_slice() {
            if ta == tb && ta.iter().all(FTest::family_neutral) {
                let tests = ta.clone();
                // A protocol, port or flags test already implies an IP
                // packet; a rule with no test must say so itself.
                let guard = if tests.is_empty() { IP_ONLY } else { "" };
                let _ = writeln!(body, "\t\t# rule {}, line {}", rule.label, rule.line);
                let alts = render_tests(policy, sets, None, rule, &tests);
                for alt in unsupported(policy, rule, alts, errors) {
                    let _ = writeln!(
                        body,
                        "\t\t{guard}{}counter {verdict} comment \"{comment}\"",
                        join(&alt)
                    );
                }
                pieces.push(Piece::of(
                    policy,
                    None,
                    index,
                    &tests,
                    std::mem::take(&mut body),
                ));
                fams.clear();
            }
        }
        for (fam, tests) in fams {
            match tests {
                // In the chain of later fragments most rules cannot match:
                // say nothing about them there.
                Err(_) if chain == Chain::Later => {}
                Err(Skip::OnlyLater) => {
                    let _ = writeln!(
                        body,
                        "\t\t# rule {}, line {}, {fam}: only later fragments match it \
                         (see chain {LATER})",
                        rule.label, rule.line
                    );
                    pieces.push(Piece::Text(Some(fam), std::mem::take(&mut body)));
                }
                Err(Skip::Never(why)) => {
                    let _ = writeln!(
                        body,
                        "\t\t# rule {}, line {}, {fam}: never matches: {why}",
                        rule.label, rule.line
                    );
                    pieces.push(Piece::Text(Some(fam), std::mem::take(&mut body)));
                }
                Ok(tests) => {
                    let _ = writeln!(body, "\t\t# rule {}, line {}, {fam}", rule.label, rule.line);
                    let alts = render_tests(policy, sets, Some(fam), rule, &tests);
                    for alt in unsupported(policy, rule, alts, errors) {
                        let _ = writeln!(
                            body,
                            "\t\tmeta protocol {} {}counter {verdict} comment \"{comment}\"",
                            fam_proto(fam),
                            join(&alt)
                        );
                    }
                    pieces.push(Piece::of(
                        policy,
                        Some(fam),
                        index,
                        &tests,
                        std::mem::take(&mut body),
                    ));
                }
            }
        }
    }
    join_runs(policy, pieces)
}

/// What [`emit_rules`] writes for one family's share of a rule.
enum Piece {
    /// Rules and comments as they are, of one family or (`None`) both.
    Text(Option<IpVersion>, String),
    /// A rule that fits a verdict map ([`maps::mappable`]), and its text
    /// should it stay a rule.
    Mappable {
        fam: Option<IpVersion>,
        shape: maps::Shape,
        member: maps::Member,
        text: String,
    },
}

impl Piece {
    fn fam(&self) -> Option<IpVersion> {
        match self {
            Piece::Text(fam, _) | Piece::Mappable { fam, .. } => *fam,
        }
    }

    fn of(
        policy: &Policy,
        fam: Option<IpVersion>,
        rule: usize,
        tests: &[FTest<'_>],
        text: String,
    ) -> Piece {
        match maps::mappable(policy, tests) {
            // The later-fragment guard is an IPv4 test (IPv6's later
            // fragments never reach these rules).
            Some((shape, values)) if !shape.guard || fam == Some(IpVersion::V4) => {
                Piece::Mappable {
                    fam,
                    shape,
                    member: maps::Member { rule, values },
                    text,
                }
            }
            Some(_) | None => Piece::Text(fam, text),
        }
    }
}

/// The chain's text: runs of at least [`maps::MIN_RUN`] mappable rules of
/// one family and shape become one map rule each, the rest is as written.
/// Between two pieces of both families, the IPv4 pieces go first, then
/// the IPv6 ones, each family's in order: pieces of different families
/// never match the same packet, so their relative order does not matter,
/// and a rule of both families (a set of both) then joins the runs of
/// each family's neighbours.
fn join_runs(policy: &Policy, pieces: Vec<Piece>) -> (String, std::collections::BTreeSet<usize>) {
    let mut sorted: Vec<&Piece> = Vec::with_capacity(pieces.len());
    let mut segment: Vec<&Piece> = Vec::new();
    for p in &pieces {
        if p.fam().is_none() {
            segment.sort_by_key(|p| p.fam() == Some(IpVersion::V6));
            sorted.append(&mut segment);
            sorted.push(p);
        } else {
            segment.push(p);
        }
    }
    segment.sort_by_key(|p| p.fam() == Some(IpVersion::V6));
    sorted.append(&mut segment);
    let (body, chains) = runs(policy, &sorted);
    if chains.is_empty() {
        // No map: the file order (an IPv6 packet then skips no IPv4 rule
        // that stood after its own).
        return runs(policy, &pieces.iter().collect::<Vec<_>>());
    }
    (body, chains)
}

/// [`join_runs`] of pieces in the order given.
fn runs(policy: &Policy, pieces: &[&Piece]) -> (String, std::collections::BTreeSet<usize>) {
    let mut body = String::new();
    let mut chains = std::collections::BTreeSet::new();
    let mut i = 0;
    while i < pieces.len() {
        let Piece::Mappable { fam, shape, .. } = &pieces[i] else {
            if let Piece::Text(_, t) = &pieces[i] {
                body.push_str(t);
            }
            i += 1;
            continue;
        };
        let mut end = i + 1;
        while let Some(Piece::Mappable {
            fam: f, shape: s, ..
        }) = pieces.get(end)
        {
            if f != fam || s != shape {
                break;
            }
            end += 1;
        }
        let run = &pieces[i..end];
        let members: Vec<maps::Member> = run
            .iter()
            .filter_map(|p| match p {
                Piece::Mappable { member, .. } => Some(member.clone()),
                Piece::Text(..) => None,
            })
            .collect();
        let mut prefix = String::new();
        if let Some(f) = fam {
            prefix = format!("meta protocol {} ", fam_proto(*f));
        }
        if shape.guard {
            prefix.push_str("ip frag-off & 0x1fff == 0 ");
        }
        let map = (members.len() >= maps::MIN_RUN)
            .then(|| maps::render_run(*fam, shape, &members, &prefix))
            .flatten();
        match map {
            Some(map) => {
                let (a, b) = (&members[0], &members[members.len() - 1]);
                let (a, b) = (&policy.rules[a.rule], &policy.rules[b.rule]);
                let _ = writeln!(
                    body,
                    "\t\t# rules {} (line {}) to {} (line {}){}: {} rules, one lookup; \
                     each element goes to its first matching rule's chain",
                    a.label,
                    a.line,
                    b.label,
                    b.line,
                    fam.map(|f| format!(", {f}")).unwrap_or_default(),
                    members.len()
                );
                body.push_str(&map);
                chains.extend(members.iter().map(|m| m.rule));
            }
            None => {
                for p in run {
                    if let Piece::Mappable { text, .. } = p {
                        body.push_str(text);
                    }
                }
            }
        }
        i = end;
    }
    (body, chains)
}

/// Folds the fragment facts of a chain into a rule's tests: in chain
/// [`LATER`] every packet is a later fragment (so no layer-4 test can hold),
/// in the main chain none is.
fn in_context(tests: Vec<FTest<'_>>, later: bool) -> Result<Vec<FTest<'_>>, Skip> {
    let never = |why: &str| Skip::Never(Never(why.to_string()));
    let mut out = Vec::with_capacity(tests.len());
    for t in tests {
        match t {
            FTest::LaterFragment { negated } if negated != later => {}
            FTest::LaterFragment { .. } if later => {
                return Err(never("a later fragment is a later fragment"))
            }
            FTest::LaterFragment { .. } => return Err(Skip::OnlyLater),
            FTest::Fragment { negated: false } if later => {}
            FTest::Fragment { negated: true } if later => {
                return Err(never("a later fragment is a fragment"))
            }
            FTest::Port { .. }
            | FTest::TcpFlags { .. }
            | FTest::Icmp { .. }
            | FTest::Payload { .. }
                if later =>
            {
                return Err(never("a later fragment has no layer-4 header"))
            }
            t => out.push(t),
        }
    }
    Ok(out)
}

fn check_iface<'a>(policy: &Policy, iface: Option<&'a str>) -> Result<&'a str, Box<Diagnostic>> {
    let bad = |msg: String| {
        Diagnostic::unplaced(Code::BadIface, &policy.source, msg)
            .with_help("pass the interface with --iface IF")
            .into()
    };
    let Some(iface) = iface else {
        return Err(bad(
            "the nft target needs an interface: its base chain names its device".into(),
        ));
    };
    match crate::check_iface_name(iface, crate::Target::Nft) {
        Ok(()) => Ok(iface),
        Err(e) => Err(e.diagnostic(policy).into()),
    }
}

fn verdict(a: Action) -> &'static str {
    match a {
        Action::Drop => "drop",
        Action::Pass => "accept",
    }
}

fn action_word(a: Action) -> &'static str {
    match a {
        Action::Drop => "drop",
        Action::Pass => "pass",
    }
}

fn fam_proto(f: IpVersion) -> &'static str {
    match f {
        IpVersion::V4 => "ip",
        IpVersion::V6 => "ip6",
    }
}

/// Joins expressions with a trailing space (empty for no expression).
fn join(exprs: &[String]) -> String {
    exprs.iter().map(|e| format!("{e} ")).collect()
}

/// Named nft sets, by name, with their definition body and whether they
/// hold run-time elements.
#[derive(Default)]
struct Sets {
    defs: BTreeMap<String, (String, bool)>,
}

impl Sets {
    /// A reference to a set holding `elems` (`@name`, or an inline literal):
    /// named IR sets and large anonymous ones become named nft sets.
    fn operand(
        &mut self,
        policy: &Policy,
        id: dropc_ir::SetId,
        suffix: &str,
        ty: &str,
        elems: Vec<String>,
        interval: bool,
    ) -> String {
        let set = policy.set(id);
        if set.name.is_none() && set.dynamic.is_none() && elems.len() <= INLINE_MAX {
            return match elems.as_slice() {
                [one] => one.clone(),
                _ => format!("{{ {} }}", elems.join(", ")),
            };
        }
        let name = match &set.name {
            Some(n) => set_name(n, suffix),
            None => format!("anon.{}.{suffix}", id.0),
        };
        self.defs.entry(name.clone()).or_insert_with(|| {
            let mut d = String::new();
            let run_time = set.dynamic.is_some();
            let _ = writeln!(d, "\t\ttype {ty}");
            if let Some(dy) = &set.dynamic {
                // Updatable at run time: prefixes and ranges may be added
                // (interval), with or without a timeout; the policy's
                // elements carry none, so they never expire.
                let _ = writeln!(d, "\t\tflags interval, timeout");
                let _ = writeln!(d, "\t\tsize {}", dy.size);
                let _ = writeln!(d, "\t\tcomment \"{}\"", dynamic_comment(dy));
            } else if interval {
                let _ = writeln!(d, "\t\tflags interval");
            }
            if !elems.is_empty() {
                let _ = writeln!(d, "\t\telements = {{");
                for chunk in elems.chunks(ELEMS_PER_LINE) {
                    let _ = writeln!(d, "\t\t\t{},", chunk.join(", "));
                }
                let _ = writeln!(d, "\t\t}}");
            }
            (d, run_time)
        });
        format!("@{}", mark(HoleKind::NftSet, &name))
    }
}

/// nft elements for address intervals: prefixes where exact, else ranges
/// (the intervals never overlap, so nft never rejects them).
fn addr_elems(addrs: &Addrs<'_>) -> Vec<String> {
    let bits = addrs.bits();
    addrs
        .numeric()
        .into_iter()
        .map(|(lo, hi)| match as_prefix(lo, hi, bits) {
            Some(len) if len == bits => lower::addr_string(lo, bits),
            Some(len) => format!("{}/{len}", lower::addr_string(lo, bits)),
            None => format!(
                "{}-{}",
                lower::addr_string(lo, bits),
                lower::addr_string(hi, bits)
            ),
        })
        .collect()
}

fn port_elems(ports: &[Interval<u16>]) -> Vec<String> {
    ports.iter().map(|i| range_string(i.lo, i.hi)).collect()
}

fn range_string<T: std::fmt::Display + PartialEq>(lo: T, hi: T) -> String {
    if lo == hi {
        lo.to_string()
    } else {
        format!("{lo}-{hi}")
    }
}

fn op(negated: bool) -> &'static str {
    if negated {
        "!= "
    } else {
        ""
    }
}

/// The alternatives, or none after recording the error of a test nft
/// cannot express.
fn unsupported(
    policy: &Policy,
    rule: &dropc_ir::Rule,
    alts: Result<Vec<Vec<String>>, String>,
    errors: &mut Vec<Diagnostic>,
) -> Vec<Vec<String>> {
    alts.unwrap_or_else(|what| {
        errors.push(
            Diagnostic::error(
                Code::Unsupported,
                &policy.source,
                rule.span,
                format!(
                    "rule `{}`: {what} cannot be expressed on target nft",
                    rule.label
                ),
            )
            .with_help("see `dropc check --target nft` for the targets that can express it"),
        );
        Vec::new()
    })
}

/// The rule's tests as alternatives (their OR is the rule's condition),
/// each a list of nft expressions (their AND); `Err` names a test nft
/// cannot express (rejected by `caps` before translation).
fn render_tests(
    policy: &Policy,
    sets: &mut Sets,
    fam: Option<IpVersion>,
    rule: &dropc_ir::Rule,
    tests: &[FTest<'_>],
) -> Result<Vec<Vec<String>>, String> {
    let mut alts: Vec<Vec<String>> = vec![Vec::new()];
    for t in tests {
        let r = match t {
            FTest::Payload { .. } => match t.payload(tests) {
                Some(pt) => vec![payload_exprs(fam, &pt)?],
                None => return Err("`payload`".into()),
            },
            FTest::Contains { .. } => return Err("`contains`".into()),
            FTest::Over {
                rate,
                burst,
                key,
                negated,
            } => {
                // One bucket per key for the whole rule: rendered once.
                if alts.len() > 1 {
                    return Err("`over` in a rule written as several nft rules".into());
                }
                vec![vec![over_expr(
                    sets, fam, rule, *rate, *burst, *key, *negated,
                )?]]
            }
            _ => render_test(policy, sets, fam, t),
        };
        alts = and_alternatives(&alts, &r);
    }
    Ok(alts)
}

/// Whether nftables' `limit` refuses `rate` with `burst` (its
/// `nft_limit_init`: `unit_ns / rate × burst` must fit a u64), which is
/// [`crate::caps::Kind::OverBeyondNftLimit`].
pub fn beyond_nft_limit(rate: dropc_ir::Rate, burst: u32) -> bool {
    let per_token = rate.unit.nanos() / u64::from(rate.packets.max(1));
    per_token.checked_mul(u64::from(burst)).is_none()
}

/// (v2) `over`: a dynamic set of the rule's keys, each element with its
/// `limit` (nft's token bucket: `burst` packets, starting full, refilled
/// at the rate, shared by every CPU). Without `per`, the key is the input
/// interface, the same for every packet of the chain: one bucket. `limit
/// rate over` holds when no token is left; `limit rate` (for `not over`)
/// when one was taken.
fn over_expr(
    sets: &mut Sets,
    fam: Option<IpVersion>,
    rule: &dropc_ir::Rule,
    rate: dropc_ir::Rate,
    burst: u32,
    key: dropc_ir::RateKey,
    negated: bool,
) -> Result<String, String> {
    let (suffix, ty, key_expr) = match (key, fam) {
        (dropc_ir::RateKey::Global, _) => {
            ("all".to_string(), "iface_index", "meta iif".to_string())
        }
        // (`over` is never family-neutral, so a rule with it is written
        // per family.)
        (dropc_ir::RateKey::Addr { .. }, None) => {
            return Err("`over ... per` in a rule written for both families at once".into())
        }
        (dropc_ir::RateKey::Addr { dir, len }, Some(f)) => {
            let (p, ty, bits) = match f {
                IpVersion::V4 => ("ip", "ipv4_addr", 32u32),
                IpVersion::V6 => ("ip6", "ipv6_addr", 128),
            };
            let field = format!(
                "{p} {}",
                match dir {
                    dropc_ir::Dir::Src => "saddr",
                    dropc_ir::Dir::Dst => "daddr",
                }
            );
            let e = match len {
                Some(l) if u32::from(l) < bits => {
                    let mask = if l == 0 {
                        0
                    } else {
                        u128::MAX << (128 - u32::from(l))
                    } >> (128 - bits);
                    format!("{field} and {}", lower::addr_string(mask, bits))
                }
                _ => field,
            };
            (p.to_string(), ty, e)
        }
    };
    let name = format!("over.{}.{suffix}", rule.label);
    sets.defs.entry(name.clone()).or_insert_with(|| {
        (
            format!("\t\ttype {ty}\n\t\tsize {OVER_KEYS}\n\t\tflags dynamic\n"),
            true,
        )
    });
    let name = mark(HoleKind::NftSet, &name);
    Ok(format!(
        "update @{name} {{ {key_expr} limit rate {}{}/{} burst {burst} packets }}",
        if negated { "" } else { "over " },
        rate.packets,
        rate.unit.name()
    ))
}

/// (v2) `payload` on IPv4: a raw payload expression from the transport
/// header (`@th`, after the 8-byte UDP or ICMP header) or, for TCP, from the
/// kernel's inner header (`@ih`, after the data offset), plus a guard that
/// the IP length field covers the value's last byte: at netdev ingress the
/// skb still holds any Ethernet padding, which is not payload. The guard
/// enumerates the header lengths (`ip hdrlength`, and `tcp doff`) with the
/// smallest IP length for each. Later fragments never match a raw
/// transport-header load (and the rule's later-fragment guard keeps them
/// away too). IPv6 is not expressed: the transport header's offset behind
/// extension headers is not available to bound the read.
fn payload_exprs(
    fam: Option<IpVersion>,
    pt: &lower::PayloadTest<'_>,
) -> Result<Vec<String>, String> {
    use dropc_ir::proto::{ICMP, TCP, UDP};
    let (proto, offset, value, mask, negated) =
        (pt.proto, pt.offset, pt.value, pt.mask, pt.negated);
    if fam != Some(IpVersion::V4) {
        return Err("`payload` on IPv6".into());
    }
    let end = usize::from(offset) + value.len();
    let hex = |b: &[u8]| -> String {
        let mut h = String::from("0x");
        for x in b {
            let _ = write!(h, "{x:02x}");
        }
        h
    };
    let (load, guard) = match proto {
        Some(UDP | ICMP) => {
            let elems: Vec<String> = (5..=15usize)
                .filter_map(|h| {
                    let min = 4 * h + 8 + end;
                    (min <= 65535).then(|| format!("{h} . {min}-65535"))
                })
                .collect();
            (
                format!("@th,{},{}", (8 + usize::from(offset)) * 8, value.len() * 8),
                format!("ip hdrlength . ip length {{ {} }}", elems.join(", ")),
            )
        }
        Some(TCP) => {
            let mut elems = Vec::new();
            for h in 5..=15usize {
                for d in 5..=15usize {
                    let min = 4 * h + 4 * d + end;
                    if min <= 65535 {
                        elems.push(format!("{h} . {d} . {min}-65535"));
                    }
                }
            }
            (
                format!("@ih,{},{}", usize::from(offset) * 8, value.len() * 8),
                format!(
                    "ip hdrlength . tcp doff . ip length {{ {} }}",
                    elems.join(", ")
                ),
            )
        }
        _ => return Err("`payload` without tcp, udp or icmp".into()),
    };
    let test = match mask {
        Some(m) => {
            let masked: Vec<u8> = value.iter().zip(m).map(|(v, m)| v & m).collect();
            format!(
                "{load} & {} {} {}",
                hex(m),
                if negated { "!=" } else { "==" },
                hex(&masked)
            )
        }
        None => format!("{load} {}{}", op(negated), hex(value)),
    };
    Ok(vec![guard, test])
}

/// (v2) Keys an `over` rule tracks at once (spec §4: beyond 65,536 the
/// behaviour is unspecified).
const OVER_KEYS: u32 = 65536;

/// One test as alternatives of expression lists. `fam` is `None` only for
/// family-neutral tests.
fn render_test(
    policy: &Policy,
    sets: &mut Sets,
    fam: Option<IpVersion>,
    t: &FTest<'_>,
) -> Vec<Vec<String>> {
    let one = |s: String| vec![vec![s]];
    let v6 = fam == Some(IpVersion::V6);
    match t {
        FTest::Proto { proto } => one(format!("meta l4proto {}", proto_name(*proto))),
        FTest::NotProto { protos } => {
            let names: Vec<String> = protos.iter().map(|p| proto_name(*p)).collect();
            match names.as_slice() {
                [one_name] => one(format!("meta l4proto != {one_name}")),
                _ => one(format!("meta l4proto != {{ {} }}", names.join(", "))),
            }
        }
        FTest::Addr {
            dir,
            negated,
            set,
            addrs,
        } => {
            let (f, ty) = match addrs {
                Addrs::V4(_) => (IpVersion::V4, "ipv4_addr"),
                Addrs::V6(_) => (IpVersion::V6, "ipv6_addr"),
            };
            let elems = addr_elems(addrs);
            let interval = elems.iter().any(|e| e.contains('/') || e.contains('-'));
            let operand = sets.operand(policy, *set, f.suffix(), ty, elems, interval);
            let field = match dir {
                Dir::Src => "saddr",
                Dir::Dst => "daddr",
            };
            one(format!(
                "{} {field} {}{operand}",
                fam_proto(f),
                op(*negated)
            ))
        }
        FTest::Port {
            dir,
            negated,
            set,
            ports,
        } => {
            let field = match dir {
                Dir::Src => "sport",
                Dir::Dst => "dport",
            };
            if ports.is_empty() && !policy.is_dynamic(*set) {
                // `not dport @empty`: holds exactly when the port field
                // exists, which the rule's `not fragment later` and protocol
                // tests already state.
                return vec![Vec::new()];
            }
            let elems = port_elems(ports);
            let interval = ports.iter().any(|i| i.lo != i.hi);
            let operand = sets.operand(policy, *set, "port", "inet_service", elems, interval);
            one(format!("th {field} {}{operand}", op(*negated)))
        }
        FTest::TcpFlags {
            bits,
            mask,
            negated,
        } => {
            let bits = if *bits == 0 {
                "0x0".to_string()
            } else {
                flag_names(*bits).join(" | ")
            };
            let cmp = if *negated { "!=" } else { "==" };
            one(format!(
                "tcp flags & ({}) {cmp} {bits}",
                flag_names(*mask).join(" | ")
            ))
        }
        FTest::Icmp {
            icmp_type,
            code,
            negated,
        } => {
            let p = if v6 { "icmpv6" } else { "icmp" };
            match (code, negated) {
                (None, _) => one(format!("{p} type {}{icmp_type}", op(*negated))),
                (Some(c), false) => one(format!("{p} type {icmp_type} {p} code {c}")),
                // (type, code) outside the pair: one concatenated lookup,
                // which breaks (no match) when the header is absent.
                (Some(c), true) => one(format!("{p} type . {p} code != {{ {icmp_type} . {c} }}")),
            }
        }
        FTest::Fragment { negated } => {
            if v6 {
                one(format!(
                    "exthdr frag {}",
                    if *negated { "missing" } else { "exists" }
                ))
            } else {
                one(format!(
                    "ip frag-off & 0x3fff {} 0",
                    if *negated { "==" } else { "!=" }
                ))
            }
        }
        FTest::LaterFragment { negated } => match (v6, negated) {
            (false, _) => one(format!(
                "ip frag-off & 0x1fff {} 0",
                if *negated { "==" } else { "!=" }
            )),
            (true, false) => one("frag frag-off != 0".into()),
            (true, true) => vec![
                vec!["exthdr frag missing".into()],
                vec!["frag frag-off 0".into()],
            ],
        },
        FTest::Ttl { range, negated } => {
            let field = if v6 { "ip6 hoplimit" } else { "ip ttl" };
            one(format!(
                "{field} {}{}",
                op(*negated),
                range_string(range.lo, range.hi)
            ))
        }
        // Handled by `render_tests`.
        FTest::Payload { .. } | FTest::Contains { .. } | FTest::Over { .. } => vec![],
        FTest::Len { range, negated } => {
            if v6 {
                // `ip6 length` is the payload length: spec len - 40.
                let (lo, hi) = (range.lo - 40, range.hi - 40);
                one(format!(
                    "ip6 length {}{}",
                    op(*negated),
                    range_string(lo, hi)
                ))
            } else {
                one(format!(
                    "ip length {}{}",
                    op(*negated),
                    range_string(range.lo, range.hi)
                ))
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
