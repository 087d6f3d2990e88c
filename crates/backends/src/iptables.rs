//! iptables backend: `ipset restore` input plus `iptables-restore` /
//! `ip6tables-restore` input for table `raw` (spec §7, §8).
//!
//! # What the files do, and what the apply code must do
//!
//! Names are per interface (spec §7, v2), so that the outputs of two
//! interfaces load side by side: with `--iface IF` the first chain is
//! `DROPC-IF`, the chains after it `DROPC<n>-IF`, the sets
//! `dropc-IF:<set>-<kind>` (`dropc-#<hash of IF>:…` for an IF longer than
//! 9 characters, so that names fit); without, `DROPC`, `DROPC<n>` and
//! `dropc-<set>-<kind>` ([`chain_name`], [`is_chain_of`], [`set_prefix`],
//! [`is_set_of`]). Interface names never hold `:`, and a chain after the
//! first has a digit right after `DROPC`, so no name of one interface can be
//! another's.
//!
//! 1. `ipset.restore` (load first: `ipset restore < ipset.restore`) fills
//!    every set under a temporary name `<set>.new`, then swaps it with
//!    `<set>` (created if absent) and destroys the temporary: re-loading
//!    replaces each set's contents atomically, even while rules use it. All
//!    sets are named `dropc-…` (at most 31 characters). Every hash:net set is
//!    created with `maxelem 4294967295` (ipset's `-exist` refuses a create
//!    whose maxelem differs from the existing set's, so it must not depend
//!    on the element count; hashsize may differ and is sized to the content).
//! 2. `iptables.restore` and `ip6tables.restore` (load with
//!    `iptables-restore --noflush` / `ip6tables-restore --noflush`; both the
//!    nft and the legacy variants of the tools accept them) declare dropc's
//!    chains (`:DROPC-IF - [0:0]`, `:DROPC1-IF - [0:0]`, …), which creates or
//!    flushes them, fill them, and end with the jump from PREROUTING,
//!    `-I PREROUTING 1 -i IF -j DROPC-IF` (without `-i IF` when there is no
//!    interface; [`JUMP_LINE_PREFIX`], [`jump_args`]). So the three files
//!    alone put the policy in force. Nothing else of table raw is touched.
//! 3. A restore file cannot add a rule only if it is absent: loading the
//!    files a second time with the tools adds a second, identical jump. It
//!    changes no verdict (a packet the chain passes returns to PREROUTING,
//!    meets the second jump and is passed again), but the `pass` rules'
//!    counters then count such packets twice. Replacing a loaded policy is
//!    `dropc apply`'s job (spec §7): it renders the files without their jump
//!    line ([`RenderParams::jump`]) and adds the jump only when absent, and
//!    `dropc remove` deletes every copy.
//! 4. After loading, the apply code removes what a previous load left and
//!    this one no longer uses: chains of the interface not declared in the
//!    new file ([`Restore::chains`]) — flush them all first, then delete them —
//!    and then the interface's sets not created by the new ipset file
//!    ([`Files::set_names`]).
//!
//! Removal: delete the jumps to `DROPC-IF`, flush and delete the
//! interface's chains, then destroy its sets.
//!
//! # Rules
//!
//! `pass` is `-j RETURN` (back to PREROUTING, whose later rules still act),
//! `drop` is `-j DROP`, the default is the last rule. A rule the backend
//! splits into alternatives (an OR) becomes several rules with the same
//! verdict. Rules carry no `-m comment`: legacy iptables calls a rule's
//! every match for each packet that reaches it, the comment match
//! included (an indirect call that only returns true), so a label is
//! found by its rule's position instead: [`Files::counts`] says, rule by
//! rule of each chain, which label (or the default, or nothing) its
//! counter counts, and `dropc apply` keeps it in the interface's record
//! for `dropc stats`. A label's packet count is the sum of its rules'
//! counters. The restore files still name each rule in a `#` line.
//!
//! Some tests need a *guard*: a condition under which the rule cannot match
//! (e.g. "first fragment" for an IPv6 `fragment later`). A guarded rule ends
//! its chain: `<guard> -g DROPC-n` skips the rule, the rule follows, then
//! `-g DROPC-n` continues with the next rules, which live in `DROPC-n`.
//! Because chains after the first are entered by goto, `RETURN` anywhere
//! returns to PREROUTING, exactly like in `DROPC`. Guard rules and the
//! gotos count nothing ([`Counts::Nothing`]).
//!
//! Negation (spec §4) and fragments: every rule that reads a layer-4 field
//! first states `not fragment later` (IPv4 `! -f`; IPv6 two rules, `-m
//! ipv6header ! --header ipv6-frag --soft` or `-m frag --fragfirst`). All
//! three are needed, each verified on the kernel: `-m set !` on a port set
//! matches a later fragment (legacy and nft); iptables-nft translates
//! `-m tcp`/`-m udp` options into native payload loads that read a later
//! fragment's payload as a header; and the legacy tcp match drops (hotdrop)
//! a TCP fragment at offset 8 whatever the rule's verdict.
//! Legacy ip6tables' `-p` walks past AH, while spec §5.5 (like nftables)
//! ends the walk there: IPv6 protocol tests therefore add
//! `-m ipv6header [!] --header ah --soft`.

use crate::caps::{self, Construct, Kind};
use crate::nft::lower::{
    addr_string, and_alternatives, flag_names, generated_header, lower, proto_name, to_cidrs,
    Addrs, FTest, IpVersion,
};
use crate::nft::template::{mark, renaming, HoleKind, Template};
use crate::{Artifact, Backend, Options, Target};
use dropc_ir::{
    Action, Code, Diagnostic, Dir, Family, Interval, Policy, Rule, SetId, Test, ValidPolicy,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The artifact of the iptables target (spec §8): the sets, typed (apply
/// loads them directly; `ipset.restore` is rendered from them by
/// [`Files::render_ipset`]), and the `iptables-restore` /
/// `ip6tables-restore` inputs as [`Restore`]s, whose set and hashlimit
/// names are holes: [`Restore::render`] writes them with the names apply
/// chose ([`RenderParams`]), [`Restore::text`] as `compile -o` writes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Files {
    /// The ipsets, by name.
    pub sets: Vec<IpSetDef>,
    /// The header comment of `ipset.restore` (the policy's source and hash).
    pub ipset_header: String,
    /// The first chain of the rules (`DROPC-IF`, or `DROPC`).
    pub chain: String,
    /// `iptables.restore`
    pub v4: Restore,
    /// `ip6tables.restore`
    pub v6: Restore,
    /// What the counter of each rule of the chains counts (for `dropc
    /// stats`; the rules carry no comment).
    pub counts: RuleCounts,
}

/// One family's `-restore --noflush` input, typed where apply chooses: the
/// chains it declares, its rule lines with each ipset and hashlimit table
/// name a hole, and the jump from PREROUTING apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Restore {
    /// The comment lines before `*raw`.
    pub header: String,
    /// The chains it declares (created or flushed), the first one first.
    pub chains: Vec<String>,
    /// The lines after the declarations, before the jump (rules and
    /// comments, each ending with a newline).
    pub lines: Vec<Template>,
    /// The jump from PREROUTING, as the arguments after `-I` ([`jump_args`]).
    pub jump: Vec<String>,
}

/// What [`Restore::render`] writes in the holes, and whether it writes the
/// jump.
#[derive(Clone, Copy, Debug)]
pub struct RenderParams<'a> {
    /// Set generations: each ipset named by a first element is written as
    /// the second (its generation name).
    pub sets: &'a [(String, String)],
    /// Hashlimit tables in force: a rule naming one is written with the
    /// name's other generation, so that its buckets start full
    /// ([`hashlimit_name`]).
    pub hashlimits_in_force: &'a [String],
    /// Whether to write the jump from PREROUTING (`dropc apply` adds it
    /// itself, only when absent).
    pub jump: bool,
}

impl RenderParams<'_> {
    /// The file as `compile -o` writes it: names as they are, with the jump.
    pub const FILE: RenderParams<'static> = RenderParams {
        sets: &[],
        hashlimits_in_force: &[],
        jump: true,
    };
}

impl Restore {
    /// The input for `-restore --noflush`, with the names and jump of `p`.
    pub fn render(&self, p: &RenderParams<'_>) -> String {
        let sets = renaming(HoleKind::IpSet, p.sets);
        let fill = |k: HoleKind, n: &str| match k {
            HoleKind::IpSet => sets(k, n),
            HoleKind::Hashlimit => p
                .hashlimits_in_force
                .iter()
                .any(|f| f == n)
                .then(|| hashlimit_other_generation(n))
                .flatten(),
            HoleKind::NftSet => None,
        };
        let mut out = self.header.clone();
        out.push_str("*raw\n");
        for c in &self.chains {
            let _ = writeln!(out, ":{c} - [0:0]");
        }
        for l in &self.lines {
            l.render_into(&mut out, &fill);
        }
        if p.jump {
            let _ = writeln!(out, "# the jump from PREROUTING");
            let _ = writeln!(out, "{JUMP_LINE_PREFIX}{}", self.jump[1..].join(" "));
        }
        out.push_str("COMMIT\n");
        out
    }

    /// The file `compile -o` writes ([`RenderParams::FILE`]).
    pub fn text(&self) -> String {
        self.render(&RenderParams::FILE)
    }

    /// The ipsets its rules name.
    pub fn ipsets(&self) -> impl Iterator<Item = &str> {
        self.lines.iter().flat_map(|l| l.holes(HoleKind::IpSet))
    }

    /// The hashlimit tables its rules name.
    pub fn hashlimit_tables(&self) -> impl Iterator<Item = &str> {
        self.lines.iter().flat_map(|l| l.holes(HoleKind::Hashlimit))
    }
}

/// What the counter of one rule (`-A` line) of dropc's chains counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Counts {
    /// A match of the policy rule of this label.
    Rule(String),
    /// The default verdict.
    Default,
    /// No match of any rule: a guard that skips a rule, or the goto to the
    /// next chain.
    Nothing,
}

/// One chain's rules, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChainCounts {
    pub chain: String,
    pub rules: Vec<Counts>,
}

/// What each rule of the chains of both files counts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleCounts {
    /// `iptables.restore`'s chains.
    pub v4: Vec<ChainCounts>,
    /// `ip6tables.restore`'s chains.
    pub v6: Vec<ChainCounts>,
}

impl RuleCounts {
    /// What rule `index` (from 0) of `chain` counts in family `v4`/v6;
    /// `None` if the chain or rule is not dropc's.
    pub fn of(&self, v4: bool, chain: &str, index: usize) -> Option<&Counts> {
        let chains = if v4 { &self.v4 } else { &self.v6 };
        chains
            .iter()
            .find(|c| c.chain == chain)
            .and_then(|c| c.rules.get(index))
    }
}

/// One ipset of the policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IpSetDef {
    /// The set's name ([`ipset_name`]).
    pub name: String,
    /// The ipset type: `hash:net` or `bitmap:port`.
    pub kind: String,
    /// The create parameters after the type (`family inet hashsize 1024
    /// maxelem N`, with `timeout N` for a dynamic set).
    pub params: String,
    /// The policy's elements as ipset reads them (`10.0.0.0/8`, `22`,
    /// `1000-2000`).
    pub elements: Vec<String>,
    /// A dynamic set: created if absent and filled in place, so a reload
    /// keeps its run-time contents.
    pub dynamic: bool,
    /// Which IR set (and part: `4`, `6`, `p`) it comes from, as `NAME/PART`.
    pub source: String,
}

impl IpSetDef {
    /// `TYPE PARAMS`: what `ipset create NAME` takes.
    pub fn create(&self) -> String {
        format!("{} {}", self.kind, self.params)
    }
}

impl Files {
    /// The sets it leaves behind, in order.
    pub fn set_names(&self) -> Vec<String> {
        self.sets.iter().map(|d| d.name.clone()).collect()
    }

    /// `ipset.restore`: load first with `ipset restore < FILE`. A static
    /// set is filled under `NAME.new` and swapped in; a dynamic one is
    /// created if absent and filled in place.
    pub fn render_ipset(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.ipset_header);
        let _ = writeln!(
            out,
            "# Load first with: ipset restore < FILE (each set is filled under NAME.new, then swapped in)"
        );
        for d in &self.sets {
            let name = &d.name;
            let create = d.create();
            if d.dynamic {
                let _ = writeln!(
                    out,
                    "# {} (dynamic: created if absent, run-time contents kept; {} policy elements, which never expire)",
                    d.source,
                    d.elements.len()
                );
                let _ = writeln!(out, "create {name} {create} -exist");
                for e in &d.elements {
                    let _ = writeln!(out, "add {name} {e} timeout 0 -exist");
                }
                continue;
            }
            let tmp = format!("{name}.new");
            let _ = writeln!(out, "# {} ({} elements)", d.source, d.elements.len());
            let _ = writeln!(out, "destroy {tmp} -exist");
            let _ = writeln!(out, "create {tmp} {create}");
            for e in &d.elements {
                let _ = writeln!(out, "add {tmp} {e}");
            }
            let _ = writeln!(out, "create {name} {create} -exist");
            let _ = writeln!(out, "swap {tmp} {name}");
            let _ = writeln!(out, "destroy {tmp}");
        }
        out
    }
}

/// Prefix of every chain dropc creates in table raw (and the first chain's
/// name when the policy has no interface).
pub const CHAIN: &str = "DROPC";

/// Prefix of every ipset dropc creates.
pub const SET_PREFIX: &str = "dropc-";

/// iptables' limit on chain names (`XT_EXTENSION_MAXNAMELEN` - 1).
pub const CHAIN_MAX: usize = 28;

/// ipset's limit on set names (`IPSET_MAXNAMELEN` - 1).
pub const IPSET_MAX: usize = 31;

/// The first chain of the policy of `iface`: `DROPC-IF`, or `DROPC`.
pub fn chain_name(iface: Option<&str>) -> String {
    match iface {
        Some(i) => format!("{CHAIN}-{i}"),
        None => CHAIN.to_string(),
    }
}

/// Chain `n` (≥ 1) after the first: `DROPC<n>-IF`, or `DROPC<n>`.
fn sub_chain_name(iface: Option<&str>, n: usize) -> String {
    match iface {
        Some(i) => format!("{CHAIN}{n}-{i}"),
        None => format!("{CHAIN}{n}"),
    }
}

/// Which policy `chain` belongs to: `Some(Some(IF))` for interface IF's,
/// `Some(None)` for the policy without interface, `None` if it is not one
/// of dropc's chains.
pub fn chain_owner(chain: &str) -> Option<Option<&str>> {
    let rest = chain.strip_prefix(CHAIN)?;
    if rest.is_empty() {
        return Some(None);
    }
    if let Some(iface) = rest.strip_prefix('-') {
        return (!iface.is_empty()).then_some(Some(iface));
    }
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    match &rest[digits..] {
        "" => Some(None),
        r => r.strip_prefix('-').filter(|i| !i.is_empty()).map(Some),
    }
}

/// Whether `chain` is one of the chains of `iface`'s policy.
pub fn is_chain_of(chain: &str, iface: Option<&str>) -> bool {
    chain_owner(chain) == Some(iface)
}

/// The PREROUTING rule that sends packets to the policy of `iface`, as the
/// arguments after `iptables -t raw -A|-I|-C|-D`: `PREROUTING -i IF -j
/// DROPC-IF`, or `PREROUTING -j DROPC`.
pub fn jump_args(iface: Option<&str>) -> Vec<String> {
    let mut v = vec!["PREROUTING".to_string()];
    if let Some(i) = iface {
        v.extend(["-i".to_string(), i.to_string()]);
    }
    v.extend(["-j".to_string(), chain_name(iface)]);
    v
}

/// How the jump line of a restore file starts (followed by [`jump_args`]
/// minus its first word).
pub const JUMP_LINE_PREFIX: &str = "-I PREROUTING 1 ";

/// Whether a `-save` line (`-A PREROUTING …`) jumps (or goes) to the policy
/// of `iface`.
pub fn is_jump_to(line: &str, iface: Option<&str>) -> bool {
    let w: Vec<&str> = line.split_whitespace().collect();
    let target = chain_name(iface);
    w.len() >= 2
        && w[0] == "-A"
        && w[1] == "PREROUTING"
        && w.windows(2)
            .any(|p| (p[0] == "-j" || p[0] == "-g") && p[1] == target)
}

/// Interfaces with longer names are named by a hash in ipset names, so
/// that every set name fits in [`IPSET_MAX`] characters.
pub const IPSET_IFACE_MAX: usize = 9;

/// The prefix of the ipsets of `iface`'s policy: `dropc-IF:` (`IF` up to
/// [`IPSET_IFACE_MAX`] characters), `dropc-#HHHHHHHH:` (a hash of a
/// longer `IF`; `#` never occurs in an accepted interface name), or
/// `dropc-` without interface.
pub fn set_prefix(iface: Option<&str>) -> String {
    match iface {
        Some(i) if i.len() <= IPSET_IFACE_MAX => format!("{SET_PREFIX}{i}:"),
        Some(i) => format!("{SET_PREFIX}#{:08x}:", fnv1a(i)),
        None => SET_PREFIX.to_string(),
    }
}

/// Whether ipset `name` (or its `.new` temporary) belongs to the policy of
/// `iface`.
pub fn is_set_of(name: &str, iface: Option<&str>) -> bool {
    match iface {
        Some(_) => name.starts_with(&set_prefix(iface)),
        None => name
            .strip_prefix(SET_PREFIX)
            .is_some_and(|rest| !rest.contains(':')),
    }
}

/// Comment of the default-verdict rule in the files of dropc before
/// [`Files::counts`] (their rules carried `-m comment --comment LABEL`;
/// `dropc stats` still reads a policy such a dropc loaded).
pub const DEFAULT_COMMENT: &str = "policy-default";

/// Port lists up to this many multiport slots (a range takes two) are
/// written inline.
const MULTIPORT_MAX: usize = 15;

/// Sets that ipset cannot refuse for their size.
const MAXELEM: u64 = u32::MAX as u64;

/// The chains a restore file or a `-save` dump declares.
pub fn chain_names(restore: &str) -> Vec<String> {
    restore
        .lines()
        .filter_map(|l| l.strip_prefix(':'))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

/// The largest element timeout ipset accepts, in seconds.
pub const IPSET_MAX_TIMEOUT: u64 = 2_147_483;

/// The iptables target's [`Backend`].
pub struct Iptables;

impl Backend for Iptables {
    fn target(&self) -> Target {
        Target::Iptables
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
            | Kind::Contains
            | Kind::ContainsBeyondBpfSearches
            | Kind::Over
            | Kind::OverBeyondBpfClock
            | Kind::OverBeyondNftLimit
            | Kind::DynamicSet => None,
            Kind::PayloadIp6 => Some(
                "iptables' u32 match reads at fixed offsets and cannot follow IPv6 extension \
                 headers",
            ),
            Kind::OverBeyondHashlimit => {
                Some("hashlimit's largest rate is 1000000/second and its largest burst 10000")
            }
            Kind::OverSharedByFamilies => Some(
                "iptables and ip6tables keep separate hashlimit tables, so IPv4 and IPv6 packets \
                 cannot share one bucket (add `ip4`/`ip6`, or `per src`)",
            ),
        }
    }

    fn warnings(&self, policy: &ValidPolicy) -> Vec<Diagnostic> {
        policy
            .rules
            .iter()
            .filter_map(|r| conntrack_warning(policy, r))
            .collect()
    }

    // No `label_name`: labels name no kernel object here (rules carry no
    // comment, see the module doc; hashlimit tables and ipsets shorten
    // their names to fit: [`hashlimit_name`], [`ipset_name`]).

    fn compile(&self, policy: &ValidPolicy, opts: &Options) -> Result<Artifact, Vec<Diagnostic>> {
        compile(policy, opts).map(Artifact::Iptables)
    }
}

/// The spec §7 caveat: with connection tracking active, the kernel
/// reassembles fragments before raw PREROUTING (nf_defrag, priority -400,
/// for IPv4 and IPv6 alike), so `fragment` matches never see fragments there.
fn conntrack_warning(policy: &ValidPolicy, rule: &Rule) -> Option<Diagnostic> {
    let m = rule
        .matches
        .iter()
        .find(|m| matches!(m.test, Test::Fragment | Test::LaterFragment))?;
    let families = match rule.family {
        Family::Ip4 => "IPv4",
        Family::Ip6 => "IPv6",
        Family::Any => "IPv4 and IPv6",
    };
    Some(
        Diagnostic::warning(
            Code::ConntrackDefrag,
            &policy.source,
            rule.span.to(m.span),
            format!(
                "rule `{}` matches fragments, which the iptables target may never see",
                rule.label
            ),
        )
        .with_note(format!(
            "on hosts where connection tracking is active, {families} fragments are \
             reassembled before raw PREROUTING, so this rule never sees a fragment there"
        ))
        .with_help("use the xdp, tc or nft target to filter fragments reliably"),
    )
}

/// The iptables artifacts for `policy`.
pub fn compile(policy: &ValidPolicy, opts: &Options) -> Result<Files, Vec<Diagnostic>> {
    // With --iface, the PREROUTING jump is limited to the interface
    // (`-i IF`), so the chains see only its packets.
    let iface = opts.iface.as_deref();
    if let Some(i) = iface {
        crate::check_iface_name(i, crate::Target::Iptables)
            .map_err(|e| vec![e.diagnostic(policy)])?;
    }
    let mut sets = IpSets::new(iface);
    let mut errors = Vec::new();
    let mut v4 = Chains::new(IpVersion::V4, iface);
    let mut v6 = Chains::new(IpVersion::V6, iface);
    // Every part of every dynamic set exists, used or not (`dropc set`
    // finds them all).
    for (i, set) in policy.sets.iter().enumerate() {
        if set.dynamic.is_none() {
            continue;
        }
        let id = SetId(i as u32);
        match &set.data {
            dropc_ir::SetData::Ip(ip) => {
                for (addrs, fam) in [
                    (Addrs::V4(&ip.v4), IpVersion::V4),
                    (Addrs::V6(&ip.v6), IpVersion::V6),
                ] {
                    sets.addr(policy, id, &cidrs_of(addrs), fam);
                }
            }
            dropc_ir::SetData::Port(p) => {
                sets.port(policy, id, &p.ports);
            }
        }
    }
    for rule in &policy.rules {
        let target = match rule.action {
            Action::Drop => "DROP",
            Action::Pass => "RETURN",
        };
        for fr in lower(policy, rule, true) {
            let chains = match fr.fam {
                IpVersion::V4 => &mut v4,
                IpVersion::V6 => &mut v6,
            };
            let head = format!("# rule {}, line {}", rule.label, rule.line);
            let tests = match fr.tests {
                Err(why) => {
                    chains.comment(format!("{head}: never matches: {why}"));
                    continue;
                }
                Ok(t) => t,
            };
            let ctx = RuleCtx {
                label: &rule.label,
                iface: opts.iface.as_deref(),
            };
            match render(policy, &mut sets, fr.fam, &ctx, &tests) {
                Ok(r) => chains.rule(head, &rule.label, target, r),
                Err(c) => errors.push(caps::unsupported(
                    policy,
                    rule,
                    rule.span,
                    c,
                    Target::Iptables,
                )),
            }
        }
    }
    if let Some(d) = sets.collision(policy) {
        errors.push(d);
    }
    errors.extend(dynamic_limits(policy));
    if !errors.is_empty() {
        return Err(errors);
    }
    let default = match policy.default {
        Action::Drop => "DROP",
        Action::Pass => "RETURN",
    };
    let (v4, counts_v4) = v4.file(policy, default);
    let (v6, counts_v6) = v6.file(policy, default);
    Ok(Files {
        sets: sets.defs.into_values().collect(),
        ipset_header: generated_header(policy),
        chain: chain_name(iface),
        v4,
        v6,
        counts: RuleCounts {
            v4: counts_v4,
            v6: counts_v6,
        },
    })
}

/// What ipset cannot hold of the policy's dynamic sets: a default timeout
/// above [`IPSET_MAX_TIMEOUT`], and more policy prefixes of a family than
/// the set's size (hash:net holds prefixes: a range that is no prefix
/// takes several).
fn dynamic_limits(policy: &Policy) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for set in &policy.sets {
        let (Some(d), Some(name)) = (&set.dynamic, &set.name) else {
            continue;
        };
        if let Some(t) = d.timeout.filter(|t| t.as_secs() > IPSET_MAX_TIMEOUT) {
            out.push(
                Diagnostic::error(
                    Code::Unsupported,
                    &policy.source,
                    set.span,
                    format!(
                        "set `{name}`: a timeout of {}s cannot be expressed on target iptables",
                        t.as_secs()
                    ),
                )
                .with_note(format!(
                    "ipset's longest element timeout is {IPSET_MAX_TIMEOUT} seconds"
                ))
                .with_help("targets that can express it: nft"),
            );
        }
        if let Some(ip) = set.ip() {
            for (fam, prefixes) in [
                ("IPv4", cidr_count(Addrs::V4(&ip.v4))),
                ("IPv6", cidr_count(Addrs::V6(&ip.v6))),
            ] {
                if prefixes > d.size as usize {
                    out.push(
                        Diagnostic::error(
                            Code::SetOverSize,
                            &policy.source,
                            set.span,
                            format!(
                                "set `{name}`: its {fam} elements make {prefixes} prefixes on target iptables, more than its size {}",
                                d.size
                            ),
                        )
                        .with_note("ipset's hash:net holds prefixes: an address range that is not one prefix takes several")
                        .with_help("raise the set's `size`"),
                    );
                }
            }
        }
    }
    out
}

fn cidr_count(addrs: Addrs<'_>) -> usize {
    cidrs_of(addrs).len()
}

/// The prefixes (hash:net elements) that hold `addrs`.
fn cidrs_of(addrs: Addrs<'_>) -> Vec<(u128, u32)> {
    let bits = addrs.bits();
    addrs
        .numeric()
        .into_iter()
        .flat_map(|(lo, hi)| hash_net_cidrs(lo, hi, bits))
        .collect()
}

/// The prefixes ipset's `hash:net` holds `lo..=hi` as: the minimal CIDR
/// blocks, except that hash:net refuses a prefix of length 0 ("the value
/// of the CIDR parameter ... is invalid"), so the whole space is its two
/// halves.
pub fn hash_net_cidrs(lo: u128, hi: u128, bits: u32) -> Vec<(u128, u32)> {
    to_cidrs(lo, hi, bits)
        .into_iter()
        .flat_map(|(net, len)| match len {
            0 => vec![(0, 1), (1u128 << (bits - 1), 1)],
            _ => vec![(net, len)],
        })
        .collect()
}

/// A rule's condition: alternatives (OR) of argument lists (AND), and
/// guards under which it cannot hold.
#[derive(Default)]
struct Cond {
    alts: Vec<Vec<String>>,
    guards: Vec<Vec<String>>,
}

/// One chain of a family's file: its lines (rules and `#` lines) and what
/// each of its rules counts.
struct Chain {
    name: String,
    lines: Vec<String>,
    counts: Vec<Counts>,
}

impl Chain {
    fn new(name: String) -> Chain {
        Chain {
            name,
            lines: Vec::new(),
            counts: Vec::new(),
        }
    }
    /// Appends the rule `-A NAME ARGS`, which counts `c`.
    fn append(&mut self, args: &str, c: Counts) {
        self.lines.push(format!("-A {} {args}", self.name));
        self.counts.push(c);
    }
}

/// The chains of one family's file.
struct Chains {
    fam: IpVersion,
    iface: Option<String>,
    chains: Vec<Chain>,
}

impl Chains {
    fn new(fam: IpVersion, iface: Option<&str>) -> Chains {
        Chains {
            fam,
            iface: iface.map(str::to_string),
            chains: vec![Chain::new(chain_name(iface))],
        }
    }
    fn current(&mut self) -> &mut Chain {
        self.chains.last_mut().expect("at least one chain")
    }
    fn comment(&mut self, c: String) {
        self.current().lines.push(c);
    }
    fn rule(&mut self, head: String, label: &str, target: &str, cond: Cond) {
        let tail = (!cond.guards.is_empty())
            .then(|| sub_chain_name(self.iface.as_deref(), self.chains.len()));
        let chain = self.current();
        chain.lines.push(head);
        if let Some(tail) = &tail {
            for g in &cond.guards {
                chain.append(&format!("{} -g {tail}", g.join(" ")), Counts::Nothing);
            }
        }
        for alt in &cond.alts {
            let args = alt.iter().map(|a| format!("{a} ")).collect::<String>();
            chain.append(
                &format!("{args}-j {target}"),
                Counts::Rule(label.to_string()),
            );
        }
        if let Some(tail) = tail {
            chain.append(&format!("-g {tail}"), Counts::Nothing);
            self.chains.push(Chain::new(tail));
        }
    }
    /// The restore file, and what each rule of its chains counts.
    fn file(mut self, policy: &Policy, default: &str) -> (Restore, Vec<ChainCounts>) {
        let chain = self.current();
        chain.lines.push(format!(
            "# default {}",
            if default == "DROP" { "drop" } else { "pass" }
        ));
        chain.append(&format!("-j {default}"), Counts::Default);
        let tool = match self.fam {
            IpVersion::V4 => "iptables",
            IpVersion::V6 => "ip6tables",
        };
        let mut header = String::new();
        let _ = writeln!(header, "{}", generated_header(policy));
        let _ = writeln!(
            header,
            "# Load after ipset.restore with: {tool}-restore --noflush < FILE"
        );
        let _ = writeln!(
            header,
            "# (the last line adds the jump from PREROUTING: load it once; `dropc apply` replaces a loaded policy)"
        );
        let lines = self
            .chains
            .iter()
            .flat_map(|c| &c.lines)
            .map(|l| Template::from_marked(&format!("{l}\n")))
            .collect();
        let restore = Restore {
            header,
            chains: self.chains.iter().map(|c| c.name.clone()).collect(),
            lines,
            jump: jump_args(self.iface.as_deref()),
        };
        let counts = self
            .chains
            .into_iter()
            .map(|c| ChainCounts {
                chain: c.name,
                rules: c.counts,
            })
            .collect();
        (restore, counts)
    }
}

struct IpSets {
    /// The policy's interface (part of every set name).
    iface: Option<String>,
    /// By ipset name.
    defs: BTreeMap<String, IpSetDef>,
    /// Distinct (IR set, kind) that mapped to the same name.
    clash: Option<(String, String)>,
}

fn fnv1a(s: &str) -> u32 {
    s.bytes().fold(0x811c9dc5u32, |h, b| {
        (h ^ b as u32).wrapping_mul(0x0100_0193)
    })
}

/// `<prefix><base>-<kind>` ([`set_prefix`]), at most 31 characters even
/// with the `.new` suffix of the temporary; a long base is shortened to its
/// start and a hash (the prefix is at most 16 characters, so there is
/// always room for the 9 of the hash).
pub fn ipset_name(iface: Option<&str>, base: &str, kind: &str) -> String {
    /// `.` and 8 hex digits.
    const HASH: usize = 9;
    let prefix = set_prefix(iface);
    let room = IPSET_MAX - (prefix.len() + 1 + kind.len() + ".new".len());
    let base = if base.len() <= room {
        base.to_string()
    } else {
        // User names never contain '.', so a shortened name cannot equal
        // an unshortened one.
        let keep: String = base.chars().take(room - HASH).collect();
        format!("{keep}.{:08x}", fnv1a(base))
    };
    format!("{prefix}{base}-{kind}")
}

impl IpSets {
    fn new(iface: Option<&str>) -> IpSets {
        IpSets {
            iface: iface.map(str::to_string),
            defs: BTreeMap::new(),
            clash: None,
        }
    }
    fn name(&self, base: &str, kind: &str) -> String {
        ipset_name(self.iface.as_deref(), base, kind)
    }
    fn base(policy: &Policy, id: SetId) -> String {
        match &policy.set(id).name {
            Some(n) => n.clone(),
            None => format!("anon.{}", id.0),
        }
    }
    fn add(
        &mut self,
        name: &str,
        source: String,
        (kind, params): (&str, String),
        dynamic: bool,
        elems: impl FnOnce() -> Vec<String>,
    ) {
        match self.defs.get(name) {
            Some(d) if d.source != source => {
                self.clash.get_or_insert((d.source.clone(), source));
            }
            Some(_) => {}
            None => {
                self.defs.insert(
                    name.to_string(),
                    IpSetDef {
                        name: name.to_string(),
                        kind: kind.to_string(),
                        params,
                        elements: elems(),
                        dynamic,
                        source,
                    },
                );
            }
        }
    }
    fn addr(
        &mut self,
        policy: &Policy,
        id: SetId,
        cidrs: &[(u128, u32)],
        fam: IpVersion,
    ) -> String {
        let base = Self::base(policy, id);
        let (kind, family, bits) = match fam {
            IpVersion::V4 => ("4", "inet", 32),
            IpVersion::V6 => ("6", "inet6", 128),
        };
        let name = self.name(&base, kind);
        // At most half full: a lookup that misses (most traffic, against a
        // deny-list) probes one bucket per prefix length in the set, and
        // compares what the bucket holds. (A hash sized to the next power
        // of two of the count could be nearly full, and cost 5% more per
        // packet at 100k prefixes than the half-full one written by hand:
        // benches/results/hooks-netfilter-cost.md.)
        let hashsize = (2 * cidrs.len()).next_power_of_two().clamp(1024, 1 << 20);
        let dynamic = policy.set(id).dynamic;
        let params = match &dynamic {
            None => format!("family {family} hashsize {hashsize} maxelem {MAXELEM}"),
            Some(d) => format!(
                "family {family} hashsize {hashsize} maxelem {} timeout {}",
                d.size,
                d.timeout.map_or(0, |t| t.as_secs())
            ),
        };
        self.add(
            &name,
            format!("{base}/{kind}"),
            ("hash:net", params),
            dynamic.is_some(),
            || {
                cidrs
                    .iter()
                    .map(|&(net, len)| format!("{}/{len}", addr_string(net, bits)))
                    .collect()
            },
        );
        name
    }
    fn port(&mut self, policy: &Policy, id: SetId, ports: &[Interval<u16>]) -> String {
        let base = Self::base(policy, id);
        let name = self.name(&base, "p");
        let dynamic = policy.set(id).dynamic;
        let params = match &dynamic {
            None => "range 0-65535".to_string(),
            Some(d) => format!(
                "range 0-65535 timeout {}",
                d.timeout.map_or(0, |t| t.as_secs())
            ),
        };
        self.add(
            &name,
            format!("{base}/p"),
            ("bitmap:port", params),
            dynamic.is_some(),
            || {
                ports
                    .iter()
                    .map(|i| {
                        if i.lo == i.hi {
                            i.lo.to_string()
                        } else {
                            format!("{}-{}", i.lo, i.hi)
                        }
                    })
                    .collect()
            },
        );
        name
    }
    fn collision(&self, policy: &Policy) -> Option<Diagnostic> {
        let (a, b) = self.clash.as_ref()?;
        Some(Diagnostic::unplaced(
            Code::IpsetName,
            &policy.source,
            format!("sets `{a}` and `{b}` shorten to the same ipset name; rename one"),
        ))
    }
}

/// IPv4's protocol byte is 0 (a u32 test).
const PROTO_ZERO: &str = "6&0xFF=0";
const NO_AH: &str = "-m ipv6header ! --header ah --soft";
const AH: &str = "-m ipv6header --header ah --soft";

fn s(x: impl Into<String>) -> String {
    x.into()
}

fn bang(negated: bool) -> &'static str {
    if negated {
        "! "
    } else {
        ""
    }
}

/// The whole rule's condition: the product of its tests' alternatives and
/// the union of their guards.
fn render(
    policy: &Policy,
    sets: &mut IpSets,
    fam: IpVersion,
    ctx: &RuleCtx<'_>,
    tests: &[FTest<'_>],
) -> Result<Cond, Construct> {
    let mut cond = Cond {
        alts: vec![Vec::new()],
        guards: Vec::new(),
    };
    let mut inline_dir_used = [false, false];
    for t in tests {
        let c = match t {
            // Last (see `lower`), after the alternatives of every other
            // test, which are disjoint: a packet reaches the hashlimit of
            // at most one of them, so it takes at most one token.
            FTest::Over {
                rate,
                burst,
                key,
                negated,
            } => one(vec![hashlimit(fam, ctx, *rate, *burst, *key, *negated)?]),
            FTest::Payload { .. } => match t.payload(tests) {
                Some(pt) => payload_u32(fam, &pt)?,
                None => return Err(Construct::new(Kind::Payload, false)),
            },
            _ => render_test(policy, sets, fam, t, &mut inline_dir_used)?,
        };
        cond.alts = and_alternatives(&cond.alts, &c.alts);
        cond.guards.extend(c.guards);
    }
    Ok(cond)
}

/// (v2) `payload` with `-m u32` on IPv4. At raw PREROUTING the skb holds
/// the IP packet up to its length field (padding trimmed), and a u32 read
/// past its end fails: so the value is read in 4-byte words that never
/// extend past the value's last byte (a last partial word starts before
/// it, masked), and the test holds only where the payload carries all the
/// value's bytes. The payload starts 8 bytes after the IHL jump for UDP and
/// ICMP, after the TCP data offset's jump for TCP. Negated: the words
/// differ, and the last one can be read (the field exists). Later
/// fragments are kept away by the rule's `! -f` (see `lower`).
///
/// A TCP value that ends within the payload's first 3 bytes has no word
/// that both ends at its last byte and starts at or after the data
/// offset's jump (u32 cannot jump backwards). It is read from the TCP
/// header instead, one alternative (rule) per data offset d = 5..=15: the
/// alternative tests `doff × 4 = 4d`, then reads the word that ends at the
/// value's last byte, at `4d + OFF + |V| − 4` from the TCP header's start.
/// A data offset below 5 is a malformed TCP header (spec §5.6).
fn payload_u32(fam: IpVersion, pt: &crate::nft::lower::PayloadTest<'_>) -> Result<Cond, Construct> {
    use dropc_ir::proto::{ICMP, TCP, UDP};
    let (proto, offset, negated) = (pt.proto, pt.offset, pt.negated);
    if fam == IpVersion::V6 {
        return Err(Construct::new(Kind::PayloadIp6, negated));
    }
    let len = pt.value.len();
    // (the u32 location of the payload's first byte + n, for n >= -base)
    let (jump, base): (&str, usize) = match proto {
        Some(UDP | ICMP) => ("0>>22&0x3C@", 8),
        Some(TCP) if usize::from(offset) + len >= 4 => ("0>>22&0x3C@12>>26&0x3C@", 0),
        Some(TCP) => {
            let alts = (5..=15)
                .map(|d| {
                    let doff = format!("0>>22&0x3C@12>>26&0x3C={}", 4 * d);
                    payload_words(&format!("{doff}&&"), "0>>22&0x3C@", 4 * d, pt)
                })
                .collect();
            return Ok(Cond {
                alts,
                guards: Vec::new(),
            });
        }
        // The front end requires a protocol; caps decides the rest.
        _ => return Err(Construct::new(Kind::Payload, negated)),
    };
    Ok(one(payload_words("", jump, base, pt)))
}

/// The u32 matches of one `payload` alternative: `pre` (tests the
/// alternative's premise, each ending in `&&`) and the value's words, each
/// read at `jump` + `base + OFF + ...`, where `base + OFF + |V| >= 4`.
fn payload_words(
    pre: &str,
    jump: &str,
    base: usize,
    pt: &crate::nft::lower::PayloadTest<'_>,
) -> Vec<String> {
    let (offset, value, mask) = (usize::from(pt.offset), pt.value, pt.mask);
    let len = value.len();
    let mut words = Vec::new();
    let mut last = String::new();
    for c in (0..len).step_by(4) {
        let k = (len - c).min(4);
        // the word ending at the chunk's last byte
        let pos = base + offset + c + k - 4;
        let (mut m, mut v) = (0u32, 0u32);
        for i in 0..k {
            let mb = mask.map_or(0xff, |mk| mk[c + i]);
            m = m << 8 | u32::from(mb);
            v = v << 8 | u32::from(value[c + i] & mb);
        }
        words.push(format!("{jump}{pos}&0x{m:08X}=0x{v:08X}"));
        last = format!("{jump}{pos}&0x0=0x0");
    }
    if pt.negated {
        vec![
            format!("-m u32 --u32 \"{pre}{last}\""),
            format!("-m u32 ! --u32 \"{}\"", words.join("&&")),
        ]
    } else {
        vec![format!("-m u32 --u32 \"{pre}{}\"", words.join("&&"))]
    }
}

/// `flags BITS/MASK`. The tcp match knows FIN SYN RST PSH ACK URG
/// (`--tcp-flags` parses no other name, though the kernel compares a
/// whole byte); ECE and CWR are the ecn match's `--ecn-tcp-ece` and
/// `--ecn-tcp-cwr` (xt_ecn, both families: it reads the TCP header at the
/// offset `-p 6` found, behind IPv6 extension headers too). Positive: every
/// part in one rule. Negated (the header exists and some masked bit
/// differs): one alternative per part, each that part negated. The tcp
/// match keeps later fragments out itself, ecn does not: the rule's
/// `not fragment later` does (every layer-4 rule has it, see `lower`).
fn tcp_flags(bits: u8, mask: u8, negated: bool) -> Cond {
    const ECN: [(u8, &str); 2] = [(0x40, "--ecn-tcp-ece"), (0x80, "--ecn-tcp-cwr")];
    let up = |b: u8| {
        if b == 0 {
            s("NONE")
        } else {
            flag_names(b).join(",").to_uppercase()
        }
    };
    let low = mask & 0x3f;
    // each part as (its match with the negation `neg`)
    let tcp = |neg: bool| {
        format!(
            "-m tcp {}--tcp-flags {} {}",
            bang(neg),
            up(low),
            up(bits & low)
        )
    };
    let ecn = |bit: u8, opt: &str, neg: bool| format!("{}{opt}", bang((bits & bit == 0) != neg));
    if negated {
        let mut alts = Vec::new();
        if low != 0 {
            alts.push(vec![tcp(true)]);
        }
        for (bit, opt) in ECN.into_iter().filter(|(b, _)| mask & b != 0) {
            alts.push(vec![format!("-m ecn {}", ecn(bit, opt, true))]);
        }
        return Cond {
            alts,
            guards: Vec::new(),
        };
    }
    let mut parts = Vec::new();
    if low != 0 {
        parts.push(tcp(false));
    }
    let ecns: Vec<String> = ECN
        .into_iter()
        .filter(|(b, _)| mask & b != 0)
        .map(|(bit, opt)| ecn(bit, opt, false))
        .collect();
    if !ecns.is_empty() {
        parts.push(format!("-m ecn {}", ecns.join(" ")));
    }
    one(parts)
}

/// What a rule's tests need to know about the rule itself.
struct RuleCtx<'a> {
    label: &'a str,
    iface: Option<&'a str>,
}

/// Largest rate and burst hashlimit accepts.
const HASHLIMIT_MAX_RATE_PER_SEC: u32 = 1_000_000;
const HASHLIMIT_MAX_BURST: u32 = 10_000;

/// Whether a rate or burst is beyond what hashlimit can express (a
/// capability exception, [`caps::Kind::OverBeyondHashlimit`]).
pub(crate) fn beyond_hashlimit(rate: dropc_ir::Rate, burst: u32) -> bool {
    (rate.unit == dropc_ir::TimeUnit::Second && rate.packets > HASHLIMIT_MAX_RATE_PER_SEC)
        || burst > HASHLIMIT_MAX_BURST
}

/// The hashlimit table of a rule: one per rule, interface, family (tables
/// are per family already) and parameters `args`, at most 31 characters.
/// The kernel shares a table by name and keeps the parameters it was
/// created with, so a rule whose rate, burst or key changed must name
/// another table (else a re-applied policy would keep the old rate). An
/// unchanged rule gets a fresh table at apply time, from the name's other
/// generation ([`RenderParams::hashlimits_in_force`]).
pub fn hashlimit_name(label: &str, iface: Option<&str>, args: &str) -> String {
    let base = match iface {
        Some(i) => format!("dropc-{i}-{label}"),
        None => format!("dropc-{label}"),
    };
    let keep: String = base.chars().take(31 - 9).collect();
    format!("{keep}.{:08x}", fnv1a(&format!("{base} {args}")))
}

/// The two generations of a hashlimit table name: the character before its
/// 8-digit hash is `.` or `_`.
const HASHLIMIT_GENERATIONS: [char; 2] = ['.', '_'];

/// `name` (made by [`hashlimit_name`]) in its other generation.
fn hashlimit_other_generation(name: &str) -> Option<String> {
    let at = name.len().checked_sub(9)?;
    let sep = name[at..].chars().next()?;
    let [a, b] = HASHLIMIT_GENERATIONS;
    let other = match sep {
        c if c == a => b,
        c if c == b => a,
        _ => return None,
    };
    Some(format!("{}{other}{}", &name[..at], &name[at + 1..]))
}

/// (v2) `over`: `-m hashlimit`, a token bucket per key (`--hashlimit-mode
/// srcip|dstip` with `--hashlimit-srcmask|dstmask LEN`; no mode: one bucket
/// for the rule), `burst` packets, starting full. `--hashlimit-above` holds
/// when no token is left, `--hashlimit-upto` (for `not over`) when one was
/// taken. An idle entry expires only after the time a bucket takes to fill
/// from empty (plus a second), when it would be full anyway.
fn hashlimit(
    fam: IpVersion,
    ctx: &RuleCtx<'_>,
    rate: dropc_ir::Rate,
    burst: u32,
    key: dropc_ir::RateKey,
    negated: bool,
) -> Result<String, Construct> {
    let (unit, unit_ms) = match rate.unit {
        dropc_ir::TimeUnit::Second => ("sec", 1_000u64),
        dropc_ir::TimeUnit::Minute => ("min", 60_000),
        dropc_ir::TimeUnit::Hour => ("hour", 3_600_000),
    };
    if beyond_hashlimit(rate, burst) {
        return Err(Construct::new(Kind::OverBeyondHashlimit, negated));
    }
    let mut a = format!(
        "-m hashlimit --hashlimit-{} {}/{unit} --hashlimit-burst {burst}",
        if negated { "upto" } else { "above" },
        rate.packets
    );
    if let dropc_ir::RateKey::Addr { dir, len } = key {
        let (mode, mask) = match dir {
            Dir::Src => ("srcip", "srcmask"),
            Dir::Dst => ("dstip", "dstmask"),
        };
        let bits = match fam {
            IpVersion::V4 => 32,
            IpVersion::V6 => 128,
        };
        let _ = write!(
            a,
            " --hashlimit-mode {mode} --hashlimit-{mask} {}",
            len.map_or(bits, u32::from)
        );
    }
    let fill_ms = (u64::from(burst) * unit_ms).div_ceil(u64::from(rate.packets.max(1)));
    let expire = (fill_ms + 1_000).min(u64::from(u32::MAX));
    let _ = write!(
        a,
        " --hashlimit-htable-max 65536 --hashlimit-htable-expire {expire}"
    );
    let name = hashlimit_name(ctx.label, ctx.iface, &a);
    let _ = write!(a, " --hashlimit-name {}", mark(HoleKind::Hashlimit, &name));
    Ok(a)
}

fn one(args: Vec<String>) -> Cond {
    Cond {
        alts: vec![args],
        guards: Vec::new(),
    }
}

fn render_test(
    policy: &Policy,
    sets: &mut IpSets,
    fam: IpVersion,
    t: &FTest<'_>,
    inline_dir_used: &mut [bool; 2],
) -> Result<Cond, Construct> {
    let v6 = fam == IpVersion::V6;
    Ok(match t {
        // `-p 0` means any protocol. IPv4: the header's protocol byte
        // (byte 9, the low byte of the word at 6). IPv6: 0 is hop-by-hop,
        // an extension header walked wherever it stands (spec §5.5), so no
        // well-formed packet has upper-layer protocol 0: never.
        FTest::Proto { proto: 0 } if v6 => Cond::default(),
        FTest::Proto { proto: 0 } => one(vec![format!("-m u32 --u32 \"{PROTO_ZERO}\"")]),
        FTest::Proto { proto } if v6 && *proto == dropc_ir::proto::AH => one(vec![s(AH)]),
        FTest::Proto { proto } if v6 => one(vec![format!("-p {}", proto_name(*proto)), s(NO_AH)]),
        FTest::Proto { proto } => one(vec![format!("-p {}", proto_name(*proto))]),
        FTest::NotProto { protos } => {
            if protos.contains(&0) {
                // Not 0 (see `Proto { proto: 0 }`), and none of the others.
                let rest: Vec<u8> = protos.iter().copied().filter(|&p| p != 0).collect();
                let mut c = if rest.is_empty() {
                    one(Vec::new())
                } else {
                    let t = FTest::NotProto { protos: rest };
                    render_test(policy, sets, fam, &t, inline_dir_used)?
                };
                if !v6 {
                    let not0 = vec![vec![format!("-m u32 ! --u32 \"{PROTO_ZERO}\"")]];
                    c.alts = and_alternatives(&c.alts, &not0);
                }
                return Ok(c);
            }
            let ah = dropc_ir::proto::AH;
            let others: Vec<u8> = protos
                .iter()
                .copied()
                .filter(|&p| !(v6 && p == ah))
                .collect();
            let mut c = Cond::default();
            // The first excluded protocol takes the one `-p` slot; the
            // others become guards (`-p N`: the rule cannot match).
            let first = others.first().map(|p| format!("! -p {}", proto_name(*p)));
            let rest = others.iter().skip(1);
            if v6 && others.len() < protos.len() {
                // AH excluded: no AH in the header chain, so the protocol
                // ip6tables finds is the upper-layer one.
                c.alts
                    .push([Some(s(NO_AH)), first].into_iter().flatten().collect());
                c.guards
                    .extend(rest.map(|p| vec![format!("-p {}", proto_name(*p))]));
            } else if v6 {
                // Behind AH the protocol is AH, which is none of `protos`.
                c.alts.push(vec![s(AH)]);
                c.alts.extend(first.map(|f| vec![f]));
                c.guards
                    .extend(rest.map(|p| vec![format!("-p {}", proto_name(*p)), s(NO_AH)]));
            } else {
                c.alts.extend(first.map(|f| vec![f]));
                c.guards
                    .extend(rest.map(|p| vec![format!("-p {}", proto_name(*p))]));
            }
            c
        }
        FTest::Addr {
            dir,
            negated,
            set,
            addrs,
        } => {
            let bits = addrs.bits();
            let cidrs = cidrs_of(*addrs);
            // Named sets always become ipsets (an operator can inspect and
            // update them by name); a one-block literal stays inline, once
            // per direction (one `-s` and one `-d` per rule).
            let slot = &mut inline_dir_used[matches!(dir, Dir::Dst) as usize];
            let anonymous = policy.set(*set).name.is_none();
            if let ([(net, len)], false, true) = (cidrs.as_slice(), *slot, anonymous) {
                *slot = true;
                let flag = match dir {
                    Dir::Src => "-s",
                    Dir::Dst => "-d",
                };
                one(vec![format!(
                    "{}{flag} {}/{len}",
                    bang(*negated),
                    addr_string(*net, bits)
                )])
            } else {
                let f = match addrs {
                    Addrs::V4(_) => IpVersion::V4,
                    Addrs::V6(_) => IpVersion::V6,
                };
                let name = mark(HoleKind::IpSet, &sets.addr(policy, *set, &cidrs, f));
                one(vec![format!(
                    "-m set {}--match-set {name} {}",
                    bang(*negated),
                    dir_word(*dir)
                )])
            }
        }
        FTest::Port {
            dir,
            negated,
            set,
            ports,
        } => {
            let opt = match dir {
                Dir::Src => "--sports",
                Dir::Dst => "--dports",
            };
            let slots: usize = ports.iter().map(|i| if i.lo == i.hi { 1 } else { 2 }).sum();
            let dynamic = policy.is_dynamic(*set);
            if ports.is_empty() && !dynamic {
                // "The port field exists": the rule's protocol and `not
                // fragment later` already say so.
                one(Vec::new())
            } else if slots <= MULTIPORT_MAX && !dynamic {
                let list: Vec<String> = ports
                    .iter()
                    .map(|i| {
                        if i.lo == i.hi {
                            i.lo.to_string()
                        } else {
                            format!("{}:{}", i.lo, i.hi)
                        }
                    })
                    .collect();
                one(vec![format!(
                    "-m multiport {}{opt} {}",
                    bang(*negated),
                    list.join(",")
                )])
            } else {
                // Negated, ipset itself would match a later fragment; the
                // rule's `not fragment later` keeps them out.
                let name = mark(HoleKind::IpSet, &sets.port(policy, *set, ports));
                one(vec![format!(
                    "-m set {}--match-set {name} {}",
                    bang(*negated),
                    dir_word(*dir)
                )])
            }
        }
        FTest::TcpFlags {
            bits,
            mask,
            negated,
        } => tcp_flags(*bits, *mask, *negated),
        FTest::Icmp {
            icmp_type,
            code,
            negated,
        } => {
            let tc = match code {
                Some(c) => format!("{icmp_type}/{c}"),
                None => icmp_type.to_string(),
            };
            if v6 {
                one(vec![format!(
                    "-m icmp6 {}--icmpv6-type {tc}",
                    bang(*negated)
                )])
            } else if *icmp_type == 255 {
                // iptables reads type 255 as "any type": test the byte with
                // u32 (the icmp match keeps later fragments out).
                let u32 = match code {
                    Some(c) => format!("0>>22&0x3C@0>>16=0x{:04X}", 0xFF00u16 | *c as u16),
                    None => s("0>>22&0x3C@0>>24=0xFF"),
                };
                one(vec![format!("-m u32 {}--u32 \"{u32}\"", bang(*negated))])
            } else {
                one(vec![format!("-m icmp {}--icmp-type {tc}", bang(*negated))])
            }
        }
        FTest::Fragment { negated } => {
            if v6 {
                one(vec![format!(
                    "-m ipv6header {}--header ipv6-frag --soft",
                    bang(*negated)
                )])
            } else if *negated {
                one(vec![s("-m u32 --u32 \"4&0x3FFF=0\"")])
            } else {
                one(vec![s("-m u32 --u32 \"4&0x3FFF=1:0x3FFF\"")])
            }
        }
        FTest::LaterFragment { negated } => match (v6, negated) {
            (false, false) => one(vec![s("-f")]),
            (false, true) => one(vec![s("! -f")]),
            // Fragment header present and offset non-zero: ip6tables cannot
            // say "offset non-zero", so first fragments skip the rule.
            (true, false) => Cond {
                alts: vec![vec![s("-m ipv6header --header ipv6-frag --soft")]],
                guards: vec![vec![s("-m frag --fragfirst")]],
            },
            (true, true) => Cond {
                alts: vec![
                    vec![s("-m ipv6header ! --header ipv6-frag --soft")],
                    vec![s("-m frag --fragfirst")],
                ],
                guards: Vec::new(),
            },
        },
        FTest::Ttl { range, negated } => {
            let (m, eq, lt, gt) = if v6 {
                ("hl", "--hl-eq", "--hl-lt", "--hl-gt")
            } else {
                ("ttl", "--ttl-eq", "--ttl-lt", "--ttl-gt")
            };
            let (lo, hi) = (range.lo, range.hi);
            if lo == hi {
                one(vec![format!("-m {m} {}{eq} {lo}", bang(*negated))])
            } else if *negated {
                // Outside lo..=hi: below or above (never the full range).
                let mut c = Cond::default();
                if lo > 0 {
                    c.alts.push(vec![format!("-m {m} {lt} {lo}")]);
                }
                if hi < u8::MAX {
                    c.alts.push(vec![format!("-m {m} {gt} {hi}")]);
                }
                c
            } else {
                let mut v = Vec::new();
                if lo > 0 {
                    v.push(format!("-m {m} {gt} {}", lo - 1));
                }
                if hi < u8::MAX {
                    v.push(format!("-m {m} {lt} {}", hi + 1));
                }
                one(v)
            }
        }
        // (v2) The skb at raw PREROUTING starts at the IP header and ends
        // where the IP length field says (the stack trimmed any padding):
        // `-m string` with its default range (0 to 65535) searches exactly
        // the bytes spec §4 names.
        FTest::Contains { bytes, negated } => {
            let mut hex = String::with_capacity(2 * bytes.len());
            for b in *bytes {
                let _ = write!(hex, "{b:02x}");
            }
            one(vec![format!(
                "-m string --algo bm {}--hex-string \"|{hex}|\"",
                bang(*negated)
            )])
        }
        // Rendered by `render` (`over` last).
        FTest::Payload { negated, .. } => return Err(Construct::new(Kind::Payload, *negated)),
        FTest::Over { negated, .. } => return Err(Construct::new(Kind::Over, *negated)),
        FTest::Len { range, negated } => {
            // xt_length reads IPv4 total length and IPv6 payload length + 40,
            // exactly spec §4's `len`.
            let r = if range.lo == range.hi {
                range.lo.to_string()
            } else {
                format!("{}:{}", range.lo, range.hi)
            };
            one(vec![format!("-m length {}--length {r}", bang(*negated))])
        }
    })
}

fn dir_word(d: Dir) -> &'static str {
    match d {
        Dir::Src => "src",
        Dir::Dst => "dst",
    }
}

#[cfg(test)]
mod tests;
