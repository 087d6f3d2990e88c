//! Loading and removing the nft and iptables artifacts, one policy per
//! interface (spec §7, v2), and reading their counters.
//!
//! Everything runs the standard tools in the caller's network namespace
//! (the test bed calls these functions from a thread inside its scratch
//! namespace), and touches only the names of the interface at hand.
//!
//! * **nft**: a first load is `nft -f` of the script, one transaction
//!   ([`dropc_backends::nft::Script::script`], which deletes and redefines
//!   the table). A replacement is
//!   two transactions (see "nft replacement in two steps" below): the new
//!   static sets under fresh names first, then the rules. The script's table
//!   and device must be the interface asked for. Removal deletes the table.
//! * **iptables** (the files of `dropc_backends::iptables`, whose doc says
//!   what the loader must do), in an order that keeps the previous policy in
//!   force when any step fails:
//!   1. the `ipset restore` file with each static set loaded whole under
//!      a name no rule uses (see "iptables set generations" below), dynamic
//!      ones into their `.new` copies or created if absent; nothing in use
//!      changes. Sets are independent, so they load in parallel, one `ipset
//!      restore` per CPU at most; the rule files are rendered with the
//!      new names ([`dropc_backends::iptables::Restore::render`]);
//!   2. `iptables-restore --noflush` then `ip6tables-restore --noflush` of
//!      the files rendered without their jump line (chains `DROPC-IF`, `DROPC<n>-IF`
//!      of table raw flushed and refilled in one commit), each followed by
//!      the PREROUTING jump `-i IF -j DROPC-IF` if it is not there (`-I
//!      PREROUTING 1`), so there is exactly one;
//!   3. the `swap` and `destroy` lines left (none for static sets);
//!   4. chains of IF and sets `dropc-IF:*` the new policy no longer uses
//!      are flushed/deleted/destroyed.
//!
//!   If step 1 or 2 fails, what was done is undone (copies and newly created
//!   sets destroyed; if the IPv6 load fails, the IPv4 chains saved before
//!   are put back) and the error quotes the tool's stderr. Foreign rules,
//!   chains, tables and sets, and other interfaces' policies, are never
//!   touched. Removal deletes the jumps to `DROPC-IF`, flushes and deletes
//!   IF's chains (both families) and destroys IF's sets (a set still
//!   referenced by a foreign rule stays, and the summary says so); with
//!   iptables-nft, the nf_tables `raw` tables dropc created are deleted once
//!   empty. The tools are those recorded at apply, or chosen by
//!   `DROPC_IPTABLES=legacy|nft`, or the system's ([`IptablesVariant`]).

use crate::netns::run_command;
use crate::nftjson;
use crate::state::IptablesTools;
use anyhow::{bail, Context};
use std::process::Command;

/// Which iptables tools to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum IptablesVariant {
    /// `iptables-restore`, `ip6tables-restore`, `iptables-save`: whatever the
    /// system's alternatives point to.
    #[default]
    System,
    /// The `*-legacy` tools (x_tables).
    Legacy,
    /// The `*-nft` tools (nf_tables backend).
    Nft,
}

impl IptablesVariant {
    /// From env `DROPC_IPTABLES` (`legacy`, `nft`; anything else or unset:
    /// the system's tools).
    pub fn from_env() -> IptablesVariant {
        match std::env::var("DROPC_IPTABLES").as_deref() {
            Ok("legacy") => IptablesVariant::Legacy,
            Ok("nft") => IptablesVariant::Nft,
            _ => IptablesVariant::System,
        }
    }

    /// The binary name of `tool` (e.g. `iptables-restore`) in this variant.
    pub fn tool(self, tool: &str) -> String {
        let Some((family, op)) = tool.split_once('-') else {
            return tool.to_string();
        };
        match self {
            IptablesVariant::System => tool.to_string(),
            IptablesVariant::Legacy => format!("{family}-legacy-{op}"),
            IptablesVariant::Nft => format!("{family}-nft-{op}"),
        }
    }

    /// Short name for messages.
    pub fn name(self) -> &'static str {
        match self {
            IptablesVariant::System => "iptables",
            IptablesVariant::Legacy => "iptables-legacy",
            IptablesVariant::Nft => "iptables-nft",
        }
    }

    /// The concrete tools this variant runs: for the system's, what
    /// `iptables -V` says (`(legacy)` or `(nf_tables)`).
    pub fn resolve(self) -> anyhow::Result<IptablesTools> {
        match self {
            IptablesVariant::Legacy => Ok(IptablesTools::Legacy),
            IptablesVariant::Nft => Ok(IptablesTools::Nft),
            IptablesVariant::System => {
                let v = run("iptables", &["-V"], None).context("asking iptables its variant")?;
                if v.contains("nf_tables") {
                    Ok(IptablesTools::Nft)
                } else if v.contains("legacy") {
                    Ok(IptablesTools::Legacy)
                } else {
                    bail!("cannot tell the variant of the system's iptables from {v:?}")
                }
            }
        }
    }
}

impl From<IptablesTools> for IptablesVariant {
    fn from(t: IptablesTools) -> IptablesVariant {
        match t {
            IptablesTools::Legacy => IptablesVariant::Legacy,
            IptablesTools::Nft => IptablesVariant::Nft,
        }
    }
}

fn run(program: &str, args: &[&str], stdin: Option<&[u8]>) -> anyhow::Result<String> {
    run_command(Command::new(program), program, args, stdin)
}

// ---------------------------------------------------------------- nft --

/// `nft -j list chains FAMILY`: every chain of the family, without set
/// elements (listing a table with a set of a million prefixes, even with
/// `-t`, or `nft list tables`, takes tens of seconds with nft 1.0.6).
fn nft_chains(family: &str) -> anyhow::Result<nftjson::Listing> {
    let out = run("nft", &["-j", "list", "chains", family], None)
        .with_context(|| format!("listing the {family} chains"))?;
    nftjson::parse(&out)
}

/// Whether table `netdev dropc-IF` exists.
pub fn nft_present(iface: &str) -> anyhow::Result<bool> {
    let table = dropc_backends::nft::table_name(iface);
    Ok(nft_chains("netdev")?
        .table_chains("netdev", &table)
        .is_some())
}

/// The devices of table `netdev table`'s base chains: from nft's JSON
/// when it lists them, else over netlink (nft 1.0.6's JSON leaves a netdev
/// chain's device out).
fn base_chain_devices(chains: &[nftjson::Chain], table: &str) -> anyhow::Result<Vec<String>> {
    let listed: Vec<&nftjson::Chain> = chains.iter().filter(|c| c.is_base()).collect();
    if !listed.is_empty() && listed.iter().all(|c| c.dev.is_some()) {
        return Ok(listed
            .iter()
            .filter_map(|c| c.dev.as_ref())
            .flat_map(nftjson::Devices::names)
            .collect());
    }
    crate::nftnl::netdev_chain_devices(table)
        .with_context(|| format!("reading the devices of table netdev {table}"))
}

/// Loads an nft script on `iface` (replacing its table atomically);
/// returns (table, summary).
pub fn apply_nft(
    iface: &str,
    art: &dropc_backends::nft::Script,
) -> anyhow::Result<(String, String)> {
    let table = dropc_backends::nft::table_name(iface);
    if art.device() != iface {
        bail!(
            "the nft script is for device {}, not {iface}; compile it with --iface {iface}",
            art.device()
        );
    }
    if art.table != table {
        bail!(
            "the nft script does not define table netdev {table}; compile it with --iface {iface}"
        );
    }
    // Dynamic sets keep their run-time contents (spec §3): the elements
    // to add after the table is defined.
    let (carried, kept) = crate::dynset::carry_nft(iface, &table, &art.dynamic_sets, "")?;
    // (None: no table; Some(None): one that cannot be replaced in two steps.)
    let two_step = nft_table_now(&table)?.map(|now| nft_two_step(art, &carried, &now));
    let what = match two_step {
        Some(Some(steps)) => {
            nft_replace_in_two_steps(&table, &steps)?;
            "replaced atomically (sets first, then the rules in one transaction)"
        }
        before @ (None | Some(None)) => {
            let full = format!("{}{carried}", art.script());
            if let Err(e) = run("nft", &["-f", "-"], Some(full.as_bytes())) {
                // nft may have died after its commit: a table that was not
                // there goes again; a replaced one cannot be told apart.
                return Err(match before {
                    None => match nft_present(iface).and_then(|there| {
                        if there {
                            run("nft", &["delete", "table", "netdev", &table], None).map(|_| ())
                        } else {
                            Ok(())
                        }
                    }) {
                        Ok(()) => e.context("loading the nft script (nothing was loaded: no previous table)"),
                        Err(u) => crate::Uncertain::error(
                            format!("loading the nft script failed, and deleting what it may have loaded failed too ({u:#})"),
                            e,
                        ),
                    },
                    Some(_) => crate::Uncertain::error(
                        "loading the nft script failed (nft may have died after its commit)",
                        e,
                    ),
                });
            }
            match before {
                None => "loaded",
                Some(_) => "replaced atomically",
            }
        }
    };
    let kept = if kept.is_empty() {
        kept
    } else {
        format!(" ({kept})")
    };
    Ok((
        table.clone(),
        format!("nft: table netdev {table} {what} on {iface}{kept}"),
    ))
}

// --------------------------------------- nft replacement in two steps --
//
// One nft transaction that replaces a table holding big interval sets lets
// packets through: the new rules go live at the commit's generation flip,
// while the new sets' lookup data are committed after it. So a replacement
// is loaded in two steps (spec §7, "Atomic replacement"):
//
// 1. the new policy's static sets, under fresh names (`NAME.g<N>`), are
//    added to the existing table in a transaction of their own; nothing in
//    use changes, and once `nft` returns their lookup data are in place;
// 2. one transaction flushes every chain of the table, deletes its regular
//    chains, its sets (the previous policy's, and any a killed step 1 left)
//    and its counter objects (an earlier dropc's named counters), and adds
//    the new dynamic sets, chains and rules (the base chain, declared
//    identically, stays hooked).
//
// A packet meets the old rules with the old sets, or the new rules with
// sets committed by step 1 (the dynamic sets, recreated in step 2, start as
// they did with one transaction). A kill after step 1 leaves the old policy
// in force and unused sets that the next apply deletes.
//
// Both steps are rendered from the typed artifact (`nft::Script`), the set
// generation filling its set-reference holes; the table in force is read
// with `nft -j`.

/// What table `netdev T` holds, as far as replacing it needs.
#[derive(Debug, Default, PartialEq, Eq)]
struct NftTableNow {
    chains: Vec<nftjson::Chain>,
    /// The devices its base chains hook.
    devices: Vec<String>,
    sets: Vec<String>,
    counters: Vec<String>,
}

/// Reads what table `netdev table` holds (`None`: it does not exist).
/// The chains and sets are listed without their elements; the counters
/// listing reads the sets' elements too (about 1 s per 100,000 prefixes
/// with nft 1.0.6), so it is read before step 1 doubles them.
fn nft_table_now(table: &str) -> anyhow::Result<Option<NftTableNow>> {
    let Some(chains) = nft_chains("netdev")?.table_chains("netdev", table) else {
        return Ok(None);
    };
    let devices = base_chain_devices(&chains, table)?;
    let sets = run(
        "nft",
        &["-j", "-t", "list", "sets", "table", "netdev", table],
        None,
    )
    .with_context(|| format!("listing the sets of table netdev {table}"))?;
    let counters = run(
        "nft",
        &["-j", "list", "counters", "table", "netdev", table],
        None,
    )
    .with_context(|| format!("listing the counters of table netdev {table}"))?;
    Ok(Some(NftTableNow {
        chains,
        devices,
        // nft 1.0.6 lists every table's sets for `list sets table ...`.
        sets: nftjson::parse(&sets)?
            .sets()
            .filter(|s| s.family == "netdev" && s.table == table)
            .map(|s| s.name.clone())
            .collect(),
        counters: parse_nft_counters(&counters)?
            .into_iter()
            .map(|(n, _, _)| n)
            .collect(),
    }))
}

/// Whether the base chain in force (`listed`, hooked on `devices`) is
/// declared as `want`: then it stays, hooked all along.
fn same_base_chain(
    listed: &nftjson::Chain,
    devices: &[String],
    want: &dropc_backends::nft::BaseChain,
) -> bool {
    listed.chain_type.as_deref() == Some(want.chain_type.name())
        && listed.hook.as_deref() == Some(want.hook.name())
        && listed.prio == Some(i64::from(want.priority))
        && listed.policy.as_deref() == Some(want.policy.name())
        && devices == std::slice::from_ref(&want.device)
}

/// The two transactions of a replacement.
#[derive(Debug)]
struct NftSteps {
    /// Adds the new static sets under fresh names (empty: none).
    sets: String,
    /// Their names.
    staged: Vec<String>,
    /// Switches the rules (and everything else) over.
    switch: String,
}

/// The generation suffix of a set name made by step 1 (`NAME.g<N>`).
fn set_generation(name: &str) -> Option<u64> {
    name.rsplit_once(".g").and_then(|(_, n)| n.parse().ok())
}

/// The two steps replacing table `art.table` (holding `now`) by `art`,
/// then adding `carried` (elements of its dynamic sets). `None` when a
/// chain of the same name cannot stay (a base chain declared differently,
/// or a chain that would become or stop being a base chain): then it is
/// loaded as one transaction.
fn nft_two_step(
    art: &dropc_backends::nft::Script,
    carried: &str,
    now: &NftTableNow,
) -> Option<NftSteps> {
    use dropc_backends::nft::template::{renaming, HoleKind};
    let table = &art.table;
    let gen = now
        .sets
        .iter()
        .filter_map(|s| set_generation(s))
        .max()
        .unwrap_or(0)
        + 1;
    let renames: Vec<(String, String)> = art
        .static_sets()
        .map(|s| (s.to_string(), format!("{s}.g{gen}")))
        .collect();
    let mut kept: Vec<&str> = Vec::new();
    for chain in &art.chains {
        let old = now.chains.iter().find(|c| c.name == chain.name);
        match (old, &chain.base) {
            (Some(o), Some(b)) if o.is_base() && same_base_chain(o, &now.devices, b) => {
                kept.push(&chain.name)
            }
            // A chain cannot become or stop being a base chain, nor change
            // its hook.
            (Some(o), b) if o.is_base() || b.is_some() => return None,
            (Some(_), _) | (None, _) => {}
        }
    }
    let mut switch = String::new();
    for c in &now.chains {
        switch.push_str(&format!("flush chain netdev {table} {}\n", c.name));
    }
    for c in now
        .chains
        .iter()
        .filter(|c| !kept.contains(&c.name.as_str()))
    {
        switch.push_str(&format!("delete chain netdev {table} {}\n", c.name));
    }
    for s in &now.sets {
        switch.push_str(&format!("delete set netdev {table} {s}\n"));
    }
    for c in &now.counters {
        switch.push_str(&format!("delete counter netdev {table} {c}\n"));
    }
    switch.push_str(&art.render_table(false, &renaming(HoleKind::NftSet, &renames)));
    switch.push_str(carried);
    let sets = art.render_static_sets(&|n| {
        renames
            .iter()
            .find(|(from, _)| from == n)
            .map_or_else(|| n.to_string(), |(_, to)| to.clone())
    });
    Some(NftSteps {
        sets,
        staged: renames.into_iter().map(|(_, to)| to).collect(),
        switch,
    })
}

/// Runs the two steps; on failure the previous policy is in force (step 1
/// changes nothing in use; step 2 is one transaction), and the sets step 1
/// added are deleted.
fn nft_replace_in_two_steps(table: &str, steps: &NftSteps) -> anyhow::Result<()> {
    if !steps.sets.is_empty() {
        run("nft", &["-f", "-"], Some(steps.sets.as_bytes()))
            .context("loading the new sets (the previous policy is unchanged)")?;
    }
    if let Err(e) = run("nft", &["-f", "-"], Some(steps.switch.as_bytes())) {
        // nft may have died after its commit. The staged sets can be
        // deleted only while no rule uses them, that is, when the switch
        // did not commit: then the previous policy is whole.
        let undo: String = steps
            .staged
            .iter()
            .map(|s| format!("delete set netdev {table} {s}\n"))
            .collect();
        if undo.is_empty() {
            return Err(crate::Uncertain::error(
                "loading the new rules failed (nft may have died after its commit)",
                e,
            ));
        }
        return Err(match run("nft", &["-f", "-"], Some(undo.as_bytes())) {
            Ok(_) => e.context("loading the new rules (the previous policy is unchanged)"),
            Err(u) => crate::Uncertain::error(
                format!("loading the new rules failed, and its sets could not be deleted ({u:#}): the new rules may be in force"),
                e,
            ),
        });
    }
    Ok(())
}

/// Deletes table `netdev dropc-IF` (what was done; empty if it was not
/// there).
pub fn remove_nft(iface: &str) -> anyhow::Result<Vec<String>> {
    let table = dropc_backends::nft::table_name(iface);
    if !nft_present(iface)? {
        return Ok(Vec::new());
    }
    run("nft", &["delete", "table", "netdev", &table], None)?;
    Ok(vec![format!("nft: table netdev {table} deleted")])
}

/// The counters of `iface`'s nft table, summed per rule comment
/// (`rule-LABEL`, `policy-default`): (comment, packets, bytes). A table
/// that a dropc with named counters loaded has no commented rule, but
/// counter objects of the same names, which count then. One listing of the
/// table, terse (`-t`: without set elements, which nft 1.0.6 still reads,
/// about 0.4 s per 100,000 prefixes, as `list counters` and `list chain`
/// do).
pub fn nft_counters(iface: &str) -> anyhow::Result<Vec<(String, u64, u64)>> {
    let table = dropc_backends::nft::table_name(iface);
    let json = run(
        "nft",
        &["-j", "-t", "list", "table", "netdev", &table],
        None,
    )
    .with_context(|| format!("listing table netdev {table}"))?;
    let mut out = Vec::new();
    for (name, p, b) in parse_nft_counters(&json)? {
        add_count(&mut out, name, p, b);
    }
    Ok(out)
}

/// The counters in `nft -j list ...` output: (name, packets, bytes) of
/// each counter object (`list counters`) and (comment, packets, bytes) of
/// each commented rule with a counter (`list chain`, `list table`).
fn parse_nft_counters(json: &str) -> anyhow::Result<Vec<(String, u64, u64)>> {
    let l = nftjson::parse(json)?;
    let objects = l.counters().map(|c| (c.name.clone(), c.packets, c.bytes));
    let rules = l.rules().filter_map(|r| {
        let (packets, bytes) = r.counter()?;
        Some((r.comment.clone()?, packets, bytes))
    });
    Ok(objects.chain(rules).collect())
}

// ----------------------------------------------------------- iptables --

use dropc_backends::iptables::{
    chain_name, chain_names, is_chain_of, is_jump_to, is_set_of, jump_args, Counts, RenderParams,
    RuleCounts,
};

/// The sets' loading split in two: `stage` fills the copies and creates
/// absent sets (nothing in use changes), `commit` swaps the new contents in
/// and destroys the copies.
struct IpsetPhases {
    /// One script per set, in order (they are independent).
    stage: Vec<String>,
    commit: String,
    /// Temporary sets it creates (`.new` copies, or generation names).
    temporaries: Vec<String>,
    /// Sets it leaves behind.
    finals: Vec<String>,
}

/// The `ipset restore` scripts loading `loads` on `iface`, each static set
/// `S` renamed per `names` (its generation name `G`) loaded whole under
/// `G` (destroyed first if a killed apply left it), without copy or swap.
fn ipset_phases(
    loads: &[crate::dynset::SetLoad],
    iface: &str,
    names: &[(String, String)],
) -> anyhow::Result<IpsetPhases> {
    use std::fmt::Write;
    let mut p = IpsetPhases {
        stage: Vec::with_capacity(loads.len()),
        commit: String::new(),
        temporaries: Vec::new(),
        finals: Vec::new(),
    };
    // Carried dynamic sets swap after the static ones.
    let mut late = String::new();
    for l in loads {
        let name = &l.name;
        if !is_set_of(name, Some(iface)) {
            bail!("set {name:?} is not {iface}'s (compile with --iface {iface})");
        }
        let mut script = String::new();
        let renamed = names.iter().find(|(s, _)| s == name).map(|(_, g)| g);
        let target = match (&l.swap, renamed) {
            (None, _) => {
                let _ = writeln!(script, "create {name} {} -exist", l.create);
                p.finals.push(name.clone());
                name.clone()
            }
            (Some(_), Some(g)) => {
                let _ = writeln!(script, "destroy {g} -exist");
                let _ = writeln!(script, "create {g} {}", l.create);
                p.temporaries.push(g.clone());
                p.finals.push(g.clone());
                g.clone()
            }
            (Some(_), None) => {
                let tmp = format!("{name}.new");
                let _ = writeln!(script, "destroy {tmp} -exist");
                let _ = writeln!(script, "create {tmp} {}", l.create);
                let commit = if l.dynamic { &mut late } else { &mut p.commit };
                let _ = writeln!(commit, "swap {tmp} {name}");
                let _ = writeln!(commit, "destroy {tmp}");
                p.temporaries.push(tmp.clone());
                p.finals.push(name.clone());
                tmp
            }
        };
        for a in &l.adds {
            let _ = writeln!(script, "add {target} {a}");
        }
        if let (Some(old), None) = (&l.swap, renamed) {
            let _ = writeln!(script, "create {name} {old} -exist");
        }
        p.stage.push(script);
    }
    p.commit.push_str(&late);
    Ok(p)
}

// ------------------------------------- iptables set generations --
//
// A replacement must not let the new rules meet the old sets, nor the old
// rules the new sets (spec §7). Each static set of the new policy (one the
// ipset file fills and swaps in) is therefore loaded, whole, under a name
// that no rule in force uses: the file's name `S`, or `S.alt`, or `S.bis`
// (at most two are in use, by the two families' rules after a killed
// apply; the three fit in ipset's 31 characters because `S.new` does).
// The new rules are rendered with those names, and each family's rules
// switch in one `-restore` commit: a packet meets the old rules with the
// old sets or the new rules with the new sets. The previous generation's
// sets are destroyed once both families switched. Dynamic sets (created
// `-exist`, never swapped) keep their names and contents.

/// The suffixes of a static set's generation names.
const SET_GENERATIONS: [&str; 3] = ["", ".alt", ".bis"];

/// The sets some kernel component (a rule of either iptables variant, of
/// either family) uses: `References` above 0 in `ipset -t list`.
fn sets_in_use() -> anyhow::Result<Vec<String>> {
    let out = run("ipset", &["-t", "list"], None)?;
    Ok(used_in_listing(&out))
}

fn used_in_listing(listing: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut name = None;
    for l in listing.lines() {
        if let Some(n) = l.strip_prefix("Name: ") {
            name = Some(n.trim());
        } else if let Some(r) = l.strip_prefix("References: ") {
            if let (Some(n), Ok(refs)) = (name.take(), r.trim().parse::<u64>()) {
                if refs > 0 {
                    out.push(n.to_string());
                }
            }
        }
    }
    out
}

/// The hashlimit tables the rules of a `-save` dump name (`--hashlimit-name
/// N`): iptables has no structured output, so the dump is read as text.
fn hashlimit_tables_in(dump: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut words = dump.split_whitespace();
    while let Some(w) = words.next() {
        if w == "--hashlimit-name" {
            out.extend(words.next().map(str::to_string));
        }
    }
    out
}

/// For each static set `S` of the new policy: the first of its generation
/// names no rule in force uses. Dynamic sets keep their names, since
/// `dropc set` finds them by name and a re-apply carries their run-time
/// contents into them (`dynset::carry_ipset`).
fn set_generation_names(
    loads: &[crate::dynset::SetLoad],
    in_use: &[String],
) -> Vec<(String, String)> {
    loads
        .iter()
        .filter(|l| l.swap.is_some() && !l.dynamic)
        .filter_map(|l| {
            SET_GENERATIONS
                .iter()
                .map(|g| format!("{}{g}", l.name))
                .find(|n| !in_use.contains(n))
                .map(|n| (l.name.clone(), n))
        })
        .collect()
}

/// Runs the per-set staging scripts with `ipset restore`, in at most as
/// many processes at once as there are CPUs: parsing a million elements is
/// ipset's own CPU time, and sets do not depend on each other. The scripts
/// are shared out largest first, each to the least loaded process.
fn stage_sets(scripts: &[String]) -> anyhow::Result<()> {
    let n = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(scripts.len());
    if n == 0 {
        return Ok(());
    }
    let mut order: Vec<&String> = scripts.iter().collect();
    order.sort_by_key(|s| std::cmp::Reverse(s.len()));
    let mut batches = vec![String::new(); n];
    for s in order {
        let least = (0..n).min_by_key(|&i| batches[i].len()).unwrap_or(0);
        batches[least].push_str(s);
    }
    // Threads inherit the caller's network namespace.
    std::thread::scope(|sc| {
        let handles: Vec<_> = batches
            .iter()
            .map(|b| sc.spawn(move || run("ipset", &["restore"], Some(b.as_bytes()))))
            .collect();
        let mut first = None;
        for h in handles {
            let r = h
                .join()
                .unwrap_or_else(|_| Err(anyhow::anyhow!("ipset restore thread panicked")));
            if let (Err(e), None) = (r, &first) {
                first = Some(e);
            }
        }
        first.map_or(Ok(()), Err)
    })
}

fn existing_sets() -> anyhow::Result<Vec<String>> {
    Ok(run("ipset", &["list", "-n"], None)?
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect())
}

/// Destroys `names`, ignoring failures (a set that does not exist, or is
/// still referenced by some rule, stays as it is).
fn destroy_quietly(names: &[String]) {
    if names.is_empty() {
        return;
    }
    let script: String = names.iter().map(|s| format!("destroy {s}\n")).collect();
    if run("ipset", &["restore"], Some(script.as_bytes())).is_ok() {
        return;
    }
    // `ipset restore` stops at the first error: go one by one.
    for s in names {
        let _ = run("ipset", &["destroy", s], None);
    }
}

/// One family's tools.
#[derive(Clone, Copy)]
struct Fam {
    v: IptablesVariant,
    /// `iptables` or `ip6tables`.
    cmd: &'static str,
}

impl Fam {
    fn both(v: IptablesVariant) -> [Fam; 2] {
        [
            Fam { v, cmd: "iptables" },
            Fam {
                v,
                cmd: "ip6tables",
            },
        ]
    }

    fn tool(self, suffix: &str) -> String {
        match (self.v, suffix) {
            (IptablesVariant::System, "") => self.cmd.to_string(),
            (IptablesVariant::Legacy, "") => format!("{}-legacy", self.cmd),
            (IptablesVariant::Nft, "") => format!("{}-nft", self.cmd),
            _ => self.v.tool(&format!("{}-{suffix}", self.cmd)),
        }
    }

    /// `<family>-save -t raw`.
    fn save(self) -> anyhow::Result<String> {
        run(&self.tool("save"), &["-t", "raw"], None)
    }

    fn restore(self, text: &str) -> anyhow::Result<()> {
        run(&self.tool("restore"), &["--noflush"], Some(text.as_bytes()))?;
        Ok(())
    }

    /// Adds the PREROUTING jump to `iface`'s chain unless `dump` (this
    /// family's `-save -t raw` from after the load) shows it.
    fn ensure_jump(self, dump: &str, iface: &str) -> anyhow::Result<()> {
        if dump.lines().any(|l| is_jump_to(l, Some(iface))) {
            return Ok(());
        }
        let args = jump_args(Some(iface));
        let mut insert = vec!["-t", "raw", "-I", &args[0], "1"];
        insert.extend(args[1..].iter().map(String::as_str));
        run(&self.tool(""), &insert, None)?;
        Ok(())
    }
}

/// `iface`'s part of a `-save -t raw` dump: its chains and their rules, as
/// a restore file that puts them back (for `--noflush`).
fn iface_raw_part(dump: &str, iface: &str) -> String {
    let mut out = String::from("*raw\n");
    for c in chain_names(dump)
        .into_iter()
        .filter(|c| is_chain_of(c, Some(iface)))
    {
        out.push_str(&format!(":{c} - [0:0]\n"));
    }
    for l in dump.lines() {
        let chain = l
            .strip_prefix("-A ")
            .and_then(|r| r.split_whitespace().next());
        if chain.is_some_and(|c| is_chain_of(c, Some(iface))) {
            out.push_str(l);
            out.push('\n');
        }
    }
    out.push_str("COMMIT\n");
    out
}

/// Flushes, then deletes, `iface`'s chains of table raw that are not in
/// `keep`; with `jumps`, the PREROUTING jumps to them go first.
fn drop_chains(fam: Fam, iface: &str, keep: &[String], jumps: bool) -> anyhow::Result<bool> {
    drop_chains_where(
        fam,
        |c| is_chain_of(c, Some(iface)),
        |l| jumps && is_jump_to(l, Some(iface)),
        keep,
    )
}

/// Flushes, then deletes, the chains of table raw that `ours` names and
/// are not in `keep`, after deleting the PREROUTING rules `jump` names.
fn drop_chains_where(
    fam: Fam,
    ours: impl Fn(&str) -> bool,
    jump: impl Fn(&str) -> bool,
    keep: &[String],
) -> anyhow::Result<bool> {
    let dump = fam.save()?;
    let doomed: Vec<String> = chain_names(&dump)
        .into_iter()
        .filter(|c| ours(c) && !keep.contains(c))
        .collect();
    let jump_lines: Vec<&str> = dump.lines().filter(|l| jump(l)).collect();
    match deletion_text(&jump_lines, &doomed) {
        None => Ok(false),
        Some(text) => {
            fam.restore(&text)?;
            Ok(true)
        }
    }
}

/// The restore text that deletes the PREROUTING rules `jump_lines` (as
/// `-save` prints them) and then flushes and deletes `doomed`; `None`
/// when both are empty.
fn deletion_text(jump_lines: &[&str], doomed: &[String]) -> Option<String> {
    if doomed.is_empty() && jump_lines.is_empty() {
        return None;
    }
    let mut text = String::from("*raw\n");
    for j in jump_lines {
        text.push_str(&j.replacen("-A ", "-D ", 1));
        text.push('\n');
    }
    for c in doomed {
        text.push_str(&format!("-F {c}\n"));
    }
    for c in doomed {
        text.push_str(&format!("-X {c}\n"));
    }
    text.push_str("COMMIT\n");
    Some(text)
}

/// dropc before the per-interface names (spec v1) used table `netdev
/// dropc`, chains `DROPC` / `DROPC-<n>` jumped to from PREROUTING (the first
/// rule `! -i IF -j RETURN`) and ipsets `dropc-<set>-<kind>`, one of each
/// per host. Removes those of `iface`, so that an upgraded dropc does not
/// leave them in force beside its own (what was done; empty: nothing).
pub fn remove_v1(iface: &str) -> anyhow::Result<Vec<String>> {
    let mut done = Vec::new();
    let v1_table = match nft_chains("netdev")?.table_chains("netdev", "dropc") {
        Some(chains) => base_chain_devices(&chains, "dropc")?
            .iter()
            .any(|d| d == iface),
        None => false,
    };
    if v1_table {
        run("nft", &["delete", "table", "netdev", "dropc"], None)?;
        done.push(format!(
            "nft: the table netdev dropc of an earlier dropc, on {iface}, deleted"
        ));
    }
    let v1_chain = |c: &str| {
        c == dropc_backends::iptables::CHAIN
            || c.strip_prefix("DROPC-")
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    let guard = format!("-A DROPC ! -i {iface} ");
    let mut any = false;
    for tools in [IptablesTools::Legacy, IptablesTools::Nft] {
        let fams = Fam::both(tools.into());
        let mut ours = false;
        for fam in fams {
            if v1_present(fam, tools)? {
                ours |= fam.save()?.lines().any(|l| l.starts_with(&guard));
            }
        }
        if !ours {
            continue;
        }
        for fam in fams {
            if v1_present(fam, tools)? {
                drop_chains_where(fam, v1_chain, |l| is_jump_to(l, None), &[])?;
            }
        }
        any = true;
        done.push(format!(
            "{}: chain DROPC of an earlier dropc, for {iface}, and its jump removed",
            IptablesVariant::from(tools).name()
        ));
    }
    if any {
        let sets: Vec<String> = existing_sets()?
            .into_iter()
            .filter(|s| is_set_of(s, None))
            .collect();
        destroy_quietly(&sets);
    }
    Ok(done)
}

/// Whether `fam`'s raw table of `tools` has a chain DROPC, looked for
/// without creating the table.
fn v1_present(fam: Fam, tools: IptablesTools) -> anyhow::Result<bool> {
    match tools {
        IptablesTools::Legacy => {
            let names = match fam.cmd {
                "iptables" => "/proc/thread-self/net/ip_tables_names",
                _ => "/proc/thread-self/net/ip6_tables_names",
            };
            let raw =
                std::fs::read_to_string(names).is_ok_and(|t| t.lines().any(|l| l.trim() == "raw"));
            Ok(raw && chain_names(&fam.save()?).iter().any(|c| c == "DROPC"))
        }
        IptablesTools::Nft => {
            let family = if fam.cmd == "iptables" { "ip" } else { "ip6" };
            Ok(nft_chains(family)?
                .chains()
                .any(|c| c.table == "raw" && c.name == "DROPC"))
        }
    }
}

/// What [`apply_iptables`] did.
pub struct IptablesApplied {
    pub tools: IptablesTools,
    pub chain: String,
    pub sets: Vec<String>,
    /// Whether the nf_tables `raw` tables were created by this load.
    pub created_raw_tables: bool,
    pub summary: String,
}

/// Whether the nf_tables tables `ip raw` and `ip6 raw` exist (what
/// iptables-nft loads into), from `nft -j list chains` of each family
/// (iptables-nft's tables always hold their base chains).
fn nft_raw_tables() -> anyhow::Result<[bool; 2]> {
    let mut out = [false; 2];
    for (i, fam) in ["ip", "ip6"].into_iter().enumerate() {
        out[i] = nft_chains(fam)?.table_chains(fam, "raw").is_some();
    }
    Ok(out)
}

/// Loads the iptables files on `iface` with `variant`'s tools, replacing
/// the interface's previous policy (see the module doc for the order).
pub fn apply_iptables(
    iface: &str,
    files: &dropc_backends::iptables::Files,
    variant: IptablesVariant,
) -> anyhow::Result<IptablesApplied> {
    let tools = variant.resolve()?;
    let v: IptablesVariant = tools.into();
    let chain = chain_name(Some(iface));
    if files.chain != chain {
        bail!("the iptables files are not for {iface} (no chain {chain}); compile them with --iface {iface}");
    }
    // Dynamic sets keep their run-time contents (spec §3).
    let loads = crate::dynset::carry_ipset(iface, &files.sets)?;
    let [f4, f6] = Fam::both(v);
    // What is loaded now (to restore IPv4 if IPv6 fails, to know which
    // chains will be left over, and which sets the rules in force use).
    let saved4 = f4.save()?;
    let saved6 = f6.save()?;
    let generation = set_generation_names(&loads, &sets_in_use()?);
    let phases = ipset_phases(&loads, iface, &generation)?;
    // The rules on the new sets' generation names, with fresh hashlimit
    // tables (full buckets) for rules re-applied unchanged, without the
    // jump (added below only when absent).
    let render = |file: &dropc_backends::iptables::Restore, in_force: &str| {
        file.render(&RenderParams {
            sets: &generation,
            hashlimits_in_force: &hashlimit_tables_in(in_force),
            jump: false,
        })
    };
    let (v4, v6) = (render(&files.v4, &saved4), render(&files.v6, &saved6));
    let before: Vec<String> = existing_sets()?;
    let raw_before = match tools {
        IptablesTools::Nft => nft_raw_tables()?,
        IptablesTools::Legacy => [true; 2],
    };
    let rollback_sets = || {
        let mut doomed = phases.temporaries.clone();
        doomed.extend(
            phases
                .finals
                .iter()
                .filter(|s| !before.contains(s))
                .cloned(),
        );
        destroy_quietly(&doomed);
    };
    // 1. Sets: fill the copies, create absent sets (empty).
    if !phases.stage.is_empty() {
        if let Err(e) = stage_sets(&phases.stage) {
            rollback_sets();
            return Err(e.context("loading the sets (the previous policy is unchanged)"));
        }
    }
    // 2. Rules, IPv4 then IPv6. A helper that fails may have committed
    // before it died (killed after its commit): every family it may have
    // touched is put back from its dump, and only an undo that worked
    // lets the error say the previous policy is unchanged.
    let undo = |fam: Fam, saved: &str, raw_existed: bool| -> anyhow::Result<()> {
        let old_chains: Vec<String> = chain_names(saved)
            .into_iter()
            .filter(|c| is_chain_of(c, Some(iface)))
            .collect();
        let had_jump = saved.lines().any(|l| is_jump_to(l, Some(iface)));
        if !old_chains.is_empty() {
            fam.restore(&iface_raw_part(saved, iface))?;
        }
        drop_chains(fam, iface, &old_chains, !had_jump)?;
        if tools == IptablesTools::Nft && !raw_existed {
            // (the table the failed load made, left empty)
            delete_raw_table_if_empty(if fam.cmd == "iptables" { "ip" } else { "ip6" })?;
        }
        Ok(())
    };
    let fail = |e: anyhow::Error, what: &str, touched: &[(Fam, &str, bool)]| -> anyhow::Error {
        let undone: anyhow::Result<()> = touched
            .iter()
            .try_for_each(|(fam, saved, existed)| undo(*fam, saved, *existed));
        match undone {
            Ok(()) => {
                rollback_sets();
                e.context(format!(
                    "loading the {what} rules (the previous policy is unchanged: what the failed step may have loaded was put back)"
                ))
            }
            Err(u) => crate::Uncertain::error(
                format!(
                    "loading the {what} rules failed, and putting the previous rules back failed too ({u:#}): the previous or the new rules may be in force in each family"
                ),
                e,
            ),
        }
    };
    if let Err(e) = f4
        .restore(&v4)
        .and_then(|()| f4.ensure_jump(&f4.save()?, iface))
    {
        return Err(fail(e, "IPv4", &[(f4, &saved4, raw_before[0])]));
    }
    if let Err(e) = f6
        .restore(&v6)
        .and_then(|()| f6.ensure_jump(&f6.save()?, iface))
    {
        return Err(fail(
            e,
            "IPv6",
            &[(f6, &saved6, raw_before[1]), (f4, &saved4, raw_before[0])],
        ));
    }
    // 3. Switch the set contents.
    if !phases.commit.is_empty() {
        if let Err(e) = run("ipset", &["restore"], Some(phases.commit.as_bytes())) {
            return Err(crate::Uncertain::error(
                "swapping in the new set contents failed after the new rules were loaded",
                e,
            ));
        }
    }
    // 4. What the previous policy used and this one does not: clean-up,
    // after the new policy is in force (a failure is a warning).
    let mut left = Vec::new();
    for (fam, saved, file) in [(f4, &saved4, &files.v4), (f6, &saved6, &files.v6)] {
        let keep = &file.chains;
        if chain_names(saved)
            .iter()
            .any(|c| is_chain_of(c, Some(iface)) && !keep.contains(c))
        {
            if let Err(e) = drop_chains(fam, iface, keep, false) {
                left.push(format!(
                    "the previous policy's unused chains ({}): {e:#}",
                    fam.cmd
                ));
            }
        }
    }
    match existing_sets() {
        Ok(sets) => {
            let unused: Vec<String> = sets
                .into_iter()
                .filter(|s| is_set_of(s, Some(iface)) && !phases.finals.contains(s))
                .collect();
            destroy_quietly(&unused);
        }
        Err(e) => left.push(format!("the previous policy's unused sets: {e:#}")),
    }
    let n = phases.finals.len();
    let warning = if left.is_empty() {
        String::new()
    } else {
        format!(
            "\nwarning: the new policy is in force, but clean-up failed; left: {}; the next `dropc apply` or `dropc remove --iface {iface}` removes it",
            left.join("; ")
        )
    };
    Ok(IptablesApplied {
        tools,
        summary: format!(
            "{}: chain {chain} of table raw loaded, jumped to from PREROUTING for packets arriving on {iface} ({n} set{}){warning}",
            v.name(),
            if n == 1 { "" } else { "s" }
        ),
        chain,
        sets: phases.finals,
        // The raw tables are dropc's when this load made them, or when they
        // held nothing but other interfaces' dropc policies.
        created_raw_tables: tools == IptablesTools::Nft
            && raw_before
                .iter()
                .zip([&saved4, &saved6])
                .all(|(existed, dump)| !existed || only_dropc_in_raw(dump)),
    })
}

/// Whether a `-save -t raw` dump holds nothing but dropc's chains and the
/// jumps to them (and the empty built-in chains).
fn only_dropc_in_raw(dump: &str) -> bool {
    use dropc_backends::iptables::chain_owner;
    dump.lines().all(|l| {
        let w: Vec<&str> = l.split_whitespace().collect();
        match w.as_slice() {
            [] => true,
            [first, ..] if first.starts_with('#') || *first == "*raw" || *first == "COMMIT" => true,
            [decl, ..] if decl.starts_with(':') => {
                let c = &decl[1..];
                c == "PREROUTING" || c == "OUTPUT" || chain_owner(c).is_some()
            }
            ["-A", "PREROUTING", rest @ ..] => rest
                .windows(2)
                .any(|p| p[0] == "-j" && chain_owner(p[1]).is_some()),
            ["-A", chain, ..] => chain_owner(chain).is_some(),
            _ => false,
        }
    })
}

/// Whether `iface`'s chain is in table raw of `tools`' iptables. Looks
/// without creating anything: for legacy, only when the kernel already has
/// a legacy raw table in this namespace; for nft, with `nft list chains`.
pub fn iptables_present(iface: &str, tools: IptablesTools) -> anyhow::Result<bool> {
    let chain = chain_name(Some(iface));
    match tools {
        IptablesTools::Legacy => {
            let names = |f: &str| {
                std::fs::read_to_string(f).is_ok_and(|t| t.lines().any(|l| l.trim() == "raw"))
            };
            for (fam, names_file) in [
                ("iptables", "/proc/thread-self/net/ip_tables_names"),
                ("ip6tables", "/proc/thread-self/net/ip6_tables_names"),
            ] {
                if names(names_file) {
                    let dump = Fam {
                        v: IptablesVariant::Legacy,
                        cmd: fam,
                    }
                    .save()?;
                    if chain_names(&dump).contains(&chain) {
                        return Ok(true);
                    }
                }
            }
            Ok(false)
        }
        IptablesTools::Nft => {
            for fam in ["ip", "ip6"] {
                if nft_chains(fam)?
                    .chains()
                    .any(|c| c.table == "raw" && c.name == chain)
                {
                    return Ok(true);
                }
            }
            Ok(false)
        }
    }
}

/// `iptables-save -t raw` then `ip6tables-save -t raw` of `tools`, for
/// the drift check ([`crate::drift`]). Legacy: a family whose kernel has
/// no raw table gives an empty dump (saving would create one).
pub fn iptables_raw_dumps(tools: IptablesTools) -> anyhow::Result<Vec<String>> {
    let names =
        |f: &str| std::fs::read_to_string(f).is_ok_and(|t| t.lines().any(|l| l.trim() == "raw"));
    let mut out = Vec::new();
    for (fam, names_file) in Fam::both(tools.into()).into_iter().zip([
        "/proc/thread-self/net/ip_tables_names",
        "/proc/thread-self/net/ip6_tables_names",
    ]) {
        let look = match tools {
            IptablesTools::Legacy => names(names_file),
            IptablesTools::Nft => true,
        };
        out.push(if look { fam.save()? } else { String::new() });
    }
    Ok(out)
}

/// Removes `iface`'s iptables policy loaded with `tools` (what was done;
/// empty if nothing was there). `created_raw_tables`: whether dropc
/// created iptables-nft's raw tables (they are deleted once empty).
pub fn remove_iptables(
    iface: &str,
    tools: IptablesTools,
    created_raw_tables: bool,
    sets: SetCleanup,
) -> anyhow::Result<Vec<String>> {
    let v: IptablesVariant = tools.into();
    let mut done = Vec::new();
    let mut fams = Vec::new();
    // Looking with the tools would create the tables it looks into.
    let chains_there = iptables_present(iface, tools)?;
    if !chains_there && !iface_sets_exist(iface)? {
        // (a killed remove may have left the raw tables it made, empty)
        if tools == IptablesTools::Nft && created_raw_tables {
            done.extend(delete_empty_raw_tables()?);
        }
        return Ok(done);
    }
    if chains_there {
        // Both families are read before either changes: a failure then
        // leaves the policy whole, never one family of two.
        let [f4, f6] = Fam::both(v);
        let dumps = [
            f4.save()
                .context("reading the IPv4 rules (nothing was removed)")?,
            f6.save()
                .context("reading the IPv6 rules (nothing was removed)")?,
        ];
        for (i, fam) in [f4, f6].into_iter().enumerate() {
            let text = removal_text(&dumps[i], iface);
            let Some(text) = text else { continue };
            if let Err(e) = fam.restore(&text) {
                // The failed step may have committed: put back every
                // family it may have touched.
                let put_back = [(f4, &dumps[0]), (f6, &dumps[1])][..=i]
                    .iter()
                    .try_for_each(|(f, d)| put_back(*f, d, iface));
                return Err(match put_back {
                    Ok(()) => e.context(format!(
                        "removing {iface}'s chains ({}) failed; the policy was put back whole (nothing was removed)",
                        fam.cmd
                    )),
                    Err(u) => crate::Uncertain::error(
                        format!(
                            "removing {iface}'s chains ({}) failed, and putting them back failed too ({u:#})",
                            fam.cmd
                        ),
                        e,
                    ),
                });
            }
            fams.push(fam.cmd);
        }
    }
    let sets: Vec<String> = match sets {
        SetCleanup::Destroy => existing_sets()?
            .into_iter()
            .filter(|s| is_set_of(s, Some(iface)))
            .collect(),
        SetCleanup::Keep => Vec::new(),
    };
    destroy_quietly(&sets);
    let kept: Vec<String> = existing_sets()?
        .into_iter()
        .filter(|s| sets.contains(s))
        .collect();
    if !fams.is_empty() {
        done.push(format!(
            "{}: chain {} and its jump removed from table raw ({})",
            v.name(),
            chain_name(Some(iface)),
            fams.join(", ")
        ));
    }
    if sets.len() > kept.len() {
        done.push(format!(
            "ipset: {} set{} of {iface} destroyed",
            sets.len() - kept.len(),
            if sets.len() - kept.len() == 1 {
                ""
            } else {
                "s"
            }
        ));
    }
    if !kept.is_empty() {
        done.push(format!(
            "ipset: kept {} (still referenced elsewhere)",
            kept.join(", ")
        ));
    }
    if tools == IptablesTools::Nft && created_raw_tables {
        done.extend(delete_empty_raw_tables()?);
    }
    Ok(done)
}

/// Deletes the nf_tables tables `ip raw` and `ip6 raw` where they hold
/// nothing but iptables' base chains; one line per table deleted.
fn delete_empty_raw_tables() -> anyhow::Result<Vec<String>> {
    let mut done = Vec::new();
    for fam in ["ip", "ip6"] {
        if delete_raw_table_if_empty(fam)? {
            done.push(format!(
                "nft: empty table {fam} raw (made by iptables-nft) deleted"
            ));
        }
    }
    Ok(done)
}

/// The restore text that deletes `iface`'s chains and their PREROUTING
/// jumps from table raw as `dump` (a `-save -t raw`) shows it; `None`
/// when there are none.
fn removal_text(dump: &str, iface: &str) -> Option<String> {
    let doomed: Vec<String> = chain_names(dump)
        .into_iter()
        .filter(|c| is_chain_of(c, Some(iface)))
        .collect();
    let jump_lines: Vec<&str> = dump
        .lines()
        .filter(|l| is_jump_to(l, Some(iface)))
        .collect();
    deletion_text(&jump_lines, &doomed)
}

/// Puts `iface`'s chains and PREROUTING jumps of `dump` back into table
/// raw (after a removal that may have committed): the chains are declared
/// (flushed) and filled again, the jumps inserted at their place unless
/// they are there.
fn put_back(fam: Fam, dump: &str, iface: &str) -> anyhow::Result<()> {
    let now = fam.save()?;
    let mut text = iface_raw_part(dump, iface);
    text.truncate(text.len() - "COMMIT\n".len());
    let mut position = 0;
    for l in dump.lines() {
        let Some(rest) = l.strip_prefix("-A PREROUTING ") else {
            continue;
        };
        position += 1;
        if is_jump_to(l, Some(iface)) && !now.lines().any(|n| n == l) {
            text.push_str(&format!("-I PREROUTING {position} {rest}\n"));
        }
    }
    text.push_str("COMMIT\n");
    fam.restore(&text)
}

/// What [`remove_iptables`] does with the interface's ipsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetCleanup {
    /// Destroy them (the policy goes).
    Destroy,
    /// Keep them: ipsets are shared by both iptables variants, and the
    /// policy just loaded with the other variant uses them.
    Keep,
}

/// Whether sets of `iface` exist (a policy whose chains are gone but whose
/// sets are left).
pub fn iface_sets_exist(iface: &str) -> anyhow::Result<bool> {
    Ok(existing_sets()?.iter().any(|s| is_set_of(s, Some(iface))))
}

/// Deletes nf_tables table `<fam> raw` if it holds no rule and no chain
/// but its base chains.
fn delete_raw_table_if_empty(fam: &str) -> anyhow::Result<bool> {
    let Ok(listing) = run("nft", &["-j", "list", "table", fam, "raw"], None) else {
        return Ok(false);
    };
    if !raw_table_is_empty(&nftjson::parse(&listing)?) {
        return Ok(false);
    }
    run("nft", &["delete", "table", fam, "raw"], None)?;
    Ok(true)
}

/// Whether an `nft -j list table FAM raw` listing holds no rule and no
/// chain but iptables' base chains of table raw.
fn raw_table_is_empty(listing: &nftjson::Listing) -> bool {
    listing.rules().next().is_none()
        && listing
            .chains()
            .all(|c| c.name == "PREROUTING" || c.name == "OUTPUT")
}

/// Packet and byte counts of `iface`'s iptables policy, summed over both
/// families: (label, or `None` for the default, packets, bytes). `counts`
/// (from the record) says what each rule counts by its position; without
/// it (a policy loaded by a dropc whose rules carried their label as a
/// comment), the rules' comments do, the default's being
/// [`DEFAULT_COMMENT`].
///
/// [`DEFAULT_COMMENT`]: dropc_backends::iptables::DEFAULT_COMMENT
pub fn iptables_counters(
    iface: &str,
    tools: IptablesTools,
    counts: Option<&RuleCounts>,
) -> anyhow::Result<Vec<(Option<String>, u64, u64)>> {
    let v: IptablesVariant = tools.into();
    let mut dumps = Vec::new();
    for fam in Fam::both(v) {
        dumps.push(run(&fam.tool("save"), &["-c", "-t", "raw"], None)?);
    }
    Ok(match counts {
        Some(c) => sum_counters_by_position(&dumps, iface, c),
        None => sum_counters_by_comment(&dumps, iface),
    })
}

/// One `-A CHAIN …` line of an `iptables-save -c` dump: (chain, packets,
/// bytes, the rule after the chain name).
fn saved_rule(line: &str) -> Option<(&str, u64, u64, &str)> {
    let rest = line.strip_prefix('[')?;
    let (counts, rule) = rest.split_once("] ")?;
    let (p, b) = counts.split_once(':')?;
    let (p, b) = (p.parse::<u64>().ok()?, b.parse::<u64>().ok()?);
    let rule = rule.strip_prefix("-A ")?;
    let (chain, args) = rule.split_once(' ').unwrap_or((rule, ""));
    Some((chain, p, b, args))
}

/// Adds `(p, b)` to `label`'s entry of `out`.
fn add_count<K: PartialEq>(out: &mut Vec<(K, u64, u64)>, label: K, p: u64, b: u64) {
    match out.iter_mut().find(|(l, _, _)| *l == label) {
        Some(e) => {
            e.1 += p;
            e.2 += b;
        }
        None => out.push((label, p, b)),
    }
}

/// The counters of `iface`'s chains in `iptables-save -c` dumps (the
/// IPv4 one first, then IPv6), each rule's counted for what `counts` says
/// its position in its chain counts.
fn sum_counters_by_position(
    dumps: &[String],
    iface: &str,
    counts: &RuleCounts,
) -> Vec<(Option<String>, u64, u64)> {
    let mut out = Vec::new();
    for (k, dump) in dumps.iter().enumerate() {
        let mut seen: Vec<(&str, usize)> = Vec::new();
        for (chain, p, b, _) in dump.lines().filter_map(saved_rule) {
            if !is_chain_of(chain, Some(iface)) {
                continue;
            }
            let index = match seen.iter_mut().find(|(c, _)| *c == chain) {
                Some((_, n)) => {
                    *n += 1;
                    *n
                }
                None => {
                    seen.push((chain, 0));
                    0
                }
            };
            match counts.of(k == 0, chain, index) {
                Some(Counts::Rule(l)) => add_count(&mut out, Some(l.clone()), p, b),
                Some(Counts::Default) => add_count(&mut out, None, p, b),
                Some(Counts::Nothing) | None => {}
            }
        }
    }
    out
}

/// The counters of `iface`'s chains in `iptables-save -c` dumps, by the
/// rules' comments (the default's is [`DEFAULT_COMMENT`]; guards, `<label>
/// (skip)`, not counted).
///
/// [`DEFAULT_COMMENT`]: dropc_backends::iptables::DEFAULT_COMMENT
fn sum_counters_by_comment(dumps: &[String], iface: &str) -> Vec<(Option<String>, u64, u64)> {
    let mut out = Vec::new();
    for (chain, p, b, rule) in dumps.iter().flat_map(|d| d.lines()).filter_map(saved_rule) {
        if !is_chain_of(chain, Some(iface)) {
            continue;
        }
        let Some(label) = comment_of(rule) else {
            continue;
        };
        if label.ends_with(" (skip)") {
            continue;
        }
        let label = (label != dropc_backends::iptables::DEFAULT_COMMENT).then_some(label);
        add_count(&mut out, label, p, b);
    }
    out
}

/// The `--comment` of a saved rule (quoted or not).
fn comment_of(rule: &str) -> Option<String> {
    let at = rule.find("--comment ")? + "--comment ".len();
    let rest = &rule[at..];
    if let Some(q) = rest.strip_prefix('"') {
        let mut out = String::new();
        let mut chars = q.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => out.push(chars.next()?),
                '"' => return Some(out),
                c => out.push(c),
            }
        }
        None
    } else {
        rest.split_whitespace().next().map(str::to_string)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A compiled artifact for e0 with a static set, a dynamic set, a
    /// meter and the later-fragments chain.
    fn e0_script() -> dropc_backends::nft::Script {
        let loaded = dropc_syntax::load_str(
            "t.drop",
            "set bad = ip { 10.0.0.0/8, 192.0.2.0/24 }\n\
             set dyn = ip dynamic size 100\n\
             default pass\n\
             a: drop udp src @bad dport 53\n\
             d: drop src @dyn\n\
             o: drop udp ip4 over 10/second\n\
             f: drop fragment later\n",
            std::path::Path::new("/nonexistent"),
        );
        let p = loaded.policy.expect("compiles");
        let opts = dropc_backends::Options {
            iface: Some("e0".into()),
            no_counters: false,
        };
        dropc_backends::nft::artifact(&p, &opts).expect("compiles")
    }

    #[test]
    fn nft_replacement_in_two_steps() {
        let art = e0_script();
        let listing = nftjson::parse(include_str!("nftjson/chains_netdev.json")).unwrap();
        let now = NftTableNow {
            chains: listing.table_chains("netdev", "dropc-e0").unwrap(),
            devices: vec!["e0".into()],
            sets: vec!["bad.v4.g3".into(), "dyn.v4".into(), "old.v4".into()],
            counters: vec!["rule-a".into(), "rule-old".into()],
        };
        assert_eq!(now.chains.len(), 2);
        let carried = "add element netdev dropc-e0 dyn.v4 { 1.2.3.4 }\n";
        let s = nft_two_step(&art, carried, &now).unwrap();
        // Step 1: the static sets (not the dynamic one, nor the meter),
        // under the next generation's names.
        assert_eq!(s.staged, ["bad.v4.g4"]);
        assert!(s
            .sets
            .starts_with("table netdev dropc-e0 {\n\tset bad.v4.g4 {\n"));
        assert!(s.sets.contains("10.0.0.0/8") && s.sets.ends_with("\t}\n}\n"));
        assert!(!s.sets.contains("dyn.") && !s.sets.contains("over."));
        let w = &s.switch;
        let first_add = w.find("table netdev").unwrap();
        assert_eq!(
            &w[..first_add],
            "flush chain netdev dropc-e0 ingress\nflush chain netdev dropc-e0 later-fragments\ndelete chain netdev dropc-e0 later-fragments\ndelete set netdev dropc-e0 bad.v4.g3\ndelete set netdev dropc-e0 dyn.v4\ndelete set netdev dropc-e0 old.v4\ndelete counter netdev dropc-e0 rule-a\ndelete counter netdev dropc-e0 rule-old\n"
        );
        // Step 2 is the artifact's table with the references on the new
        // generation, without the static sets, then the carried elements.
        let renamed = [("bad.v4".to_string(), "bad.v4.g4".to_string())];
        use dropc_backends::nft::template::{renaming, HoleKind};
        assert_eq!(
            &w[first_add..],
            format!(
                "{}{carried}",
                art.render_table(false, &renaming(HoleKind::NftSet, &renamed))
            )
        );
        assert!(w.contains("@bad.v4.g4"), "{w}");
        assert!(!w.contains("@bad.v4 ") && !w.contains("set bad.v4"), "{w}");
        assert!(
            w.contains("@dyn.v4") && w.contains("\tset dyn.v4 {\n"),
            "{w}"
        );
        assert!(
            w.contains("\tset over.o.all {\n") && w.contains("@over.o.all "),
            "{w}"
        );
        // The script as written is untouched by all this.
        assert!(art.script().contains("@bad.v4 "));
        // A base chain declared differently cannot be kept.
        for moved in [
            NftTableNow {
                devices: vec!["e1".into()],
                ..now_like(&now)
            },
            NftTableNow {
                chains: now
                    .chains
                    .iter()
                    .map(|c| nftjson::Chain {
                        prio: c.prio.map(|p| p + 100),
                        ..c.clone()
                    })
                    .collect(),
                ..now_like(&now)
            },
        ] {
            assert!(nft_two_step(&art, carried, &moved).is_none());
        }
        // A regular chain in force where the base chain goes: no.
        let swapped = NftTableNow {
            chains: now
                .chains
                .iter()
                .map(|c| nftjson::Chain {
                    hook: None,
                    ..c.clone()
                })
                .collect(),
            ..now_like(&now)
        };
        assert!(nft_two_step(&art, carried, &swapped).is_none());
    }

    fn now_like(now: &NftTableNow) -> NftTableNow {
        NftTableNow {
            chains: now.chains.clone(),
            devices: now.devices.clone(),
            sets: now.sets.clone(),
            counters: now.counters.clone(),
        }
    }

    #[test]
    fn raw_tables_from_json() {
        let ours = nftjson::parse(include_str!("nftjson/table_ip_raw.json")).unwrap();
        assert!(!raw_table_is_empty(&ours));
        let bare = r#"{"nftables": [{"metainfo": {"version": "1.0.6", "release_name": "Lester Gooch #5", "json_schema_version": 1}}, {"table": {"family": "ip", "name": "raw", "handle": 3}}, {"chain": {"family": "ip", "table": "raw", "name": "PREROUTING", "handle": 3, "type": "filter", "hook": "prerouting", "prio": -300, "policy": "accept"}}]}"#;
        assert!(raw_table_is_empty(&nftjson::parse(bare).unwrap()));
    }

    #[test]
    fn hashlimit_tables_of_a_dump() {
        let dump = "*raw\n-A DROPC-e0 -p udp -m hashlimit --hashlimit-above 5/sec --hashlimit-name dropc-e0-a.0123abcd -j DROP\n-A DROPC-e0 -m comment --comment \"a\" -j RETURN\nCOMMIT\n";
        assert_eq!(hashlimit_tables_in(dump), ["dropc-e0-a.0123abcd"]);
        assert!(hashlimit_tables_in("*raw\nCOMMIT\n").is_empty());
    }

    #[test]
    fn variant_tools() {
        assert_eq!(
            IptablesVariant::Legacy.tool("ip6tables-restore"),
            "ip6tables-legacy-restore"
        );
        assert_eq!(
            IptablesVariant::Nft.tool("iptables-save"),
            "iptables-nft-save"
        );
        assert_eq!(
            IptablesVariant::System.tool("iptables-save"),
            "iptables-save"
        );
    }

    fn static_load(name: &str) -> crate::dynset::SetLoad {
        let create = "hash:net family inet maxelem 4294967295".to_string();
        crate::dynset::SetLoad {
            name: name.into(),
            swap: Some(create.clone()),
            create,
            adds: vec!["10.0.0.0/8".into()],
            dynamic: false,
        }
    }

    fn dynamic_load(name: &str) -> crate::dynset::SetLoad {
        crate::dynset::SetLoad {
            name: name.into(),
            create: "hash:net family inet maxelem 9 timeout 0".into(),
            adds: Vec::new(),
            swap: None,
            dynamic: true,
        }
    }

    #[test]
    fn ipset_phases_split() {
        let a = [static_load("dropc-e0:a-4")];
        let p = ipset_phases(&a, "e0", &[]).unwrap();
        assert_eq!(p.temporaries, vec!["dropc-e0:a-4.new"]);
        assert_eq!(p.finals, vec!["dropc-e0:a-4"]);
        assert_eq!(
            p.stage,
            vec!["destroy dropc-e0:a-4.new -exist\ncreate dropc-e0:a-4.new hash:net family inet maxelem 4294967295\nadd dropc-e0:a-4.new 10.0.0.0/8\ncreate dropc-e0:a-4 hash:net family inet maxelem 4294967295 -exist\n"]
        );
        assert_eq!(
            p.commit,
            "swap dropc-e0:a-4.new dropc-e0:a-4\ndestroy dropc-e0:a-4.new\n"
        );
        let two = [static_load("dropc-e0:a-4"), static_load("dropc-e0:b-4")];
        let p2 = ipset_phases(&two, "e0", &[]).unwrap();
        assert_eq!(p2.stage.len(), 2);
        assert!(p2.stage[1].contains("add dropc-e0:b-4.new 10.0.0.0/8\n"));
        assert!(!p2.stage[1].contains("e0:a"));
        // Another interface's sets, or foreign ones, are refused.
        assert!(ipset_phases(&a, "e1", &[]).is_err());
        assert!(ipset_phases(&[static_load("mine")], "e0", &[]).is_err());
    }

    #[test]
    fn static_sets_load_under_a_name_no_rule_uses() {
        let loads = [static_load("dropc-e0:a-4"), dynamic_load("dropc-e0:d-4")];
        let listing = "Name: dropc-e0:a-4\nType: hash:net\nRevision: 7\nHeader: family inet hashsize 1024 maxelem 65536 bucketsize 12 initval 0x1\nSize in memory: 552\nReferences: 2\nNumber of entries: 1\n\nName: dropc-e0:a-4.alt\nType: hash:net\nReferences: 0\n\nName: dropc-e0:d-4\nReferences: 1\n";
        let used = used_in_listing(listing);
        assert_eq!(used, vec!["dropc-e0:a-4", "dropc-e0:d-4"]);
        let names = set_generation_names(&loads, &used);
        assert_eq!(
            names,
            vec![("dropc-e0:a-4".to_string(), "dropc-e0:a-4.alt".to_string())]
        );
        // Both families' rules on different generations: the third name.
        let both =
            set_generation_names(&loads, &["dropc-e0:a-4".into(), "dropc-e0:a-4.alt".into()]);
        assert_eq!(both[0].1, "dropc-e0:a-4.bis");
        let r = ipset_phases(&loads, "e0", &names).unwrap();
        assert_eq!(
            r.stage.concat(),
            "destroy dropc-e0:a-4.alt -exist\ncreate dropc-e0:a-4.alt hash:net family inet maxelem 4294967295\nadd dropc-e0:a-4.alt 10.0.0.0/8\ncreate dropc-e0:d-4 hash:net family inet maxelem 9 timeout 0 -exist\n"
        );
        assert_eq!(r.commit, "");
        assert_eq!(r.temporaries, vec!["dropc-e0:a-4.alt"]);
        // The dynamic set keeps its name and stays (its contents are
        // carried by dynset::carry_ipset).
        assert_eq!(r.finals, vec!["dropc-e0:a-4.alt", "dropc-e0:d-4"]);
        // Unused by the rules in force: the file's own name, filled directly.
        let own = set_generation_names(&loads, &[]);
        let r = ipset_phases(&loads, "e0", &own).unwrap();
        assert!(r.stage[0].starts_with("destroy dropc-e0:a-4 -exist\ncreate dropc-e0:a-4 hash:net"));
        assert!(!r.stage.concat().contains(".new"));
        assert_eq!(r.finals, vec!["dropc-e0:a-4", "dropc-e0:d-4"]);
    }

    #[test]
    fn raw_part_and_jumps() {
        let dump = "*raw\n:PREROUTING ACCEPT [0:0]\n:OUTPUT ACCEPT [0:0]\n:DROPC-e0 - [0:0]\n:DROPC1-e0 - [0:0]\n:DROPC-e1 - [0:0]\n:MINE - [0:0]\n-A PREROUTING -i e0 -j DROPC-e0\n-A PREROUTING -i e1 -j DROPC-e1\n-A PREROUTING -j MINE\n-A DROPC-e0 -p udp -g DROPC1-e0\n-A DROPC1-e0 -j DROP\n-A DROPC-e1 -j DROP\n-A MINE -j ACCEPT\nCOMMIT\n";
        assert_eq!(
            iface_raw_part(dump, "e0"),
            "*raw\n:DROPC-e0 - [0:0]\n:DROPC1-e0 - [0:0]\n-A DROPC-e0 -p udp -g DROPC1-e0\n-A DROPC1-e0 -j DROP\nCOMMIT\n"
        );
    }

    #[test]
    fn raw_tables_holding_only_dropc() {
        let ours = "# Generated\n*raw\n:PREROUTING ACCEPT [0:0]\n:OUTPUT ACCEPT [0:0]\n:DROPC-e1 - [0:0]\n-A PREROUTING -i e1 -j DROPC-e1\n-A DROPC-e1 -j DROP\nCOMMIT\n";
        assert!(only_dropc_in_raw(ours));
        assert!(only_dropc_in_raw(
            "*raw\n:PREROUTING ACCEPT [0:0]\nCOMMIT\n"
        ));
        assert!(!only_dropc_in_raw(
            &ours.replace("COMMIT", "-A PREROUTING -j CT --notrack\nCOMMIT")
        ));
        assert!(!only_dropc_in_raw(&ours.replace(":OUTPUT", ":MINE")));
    }

    #[test]
    fn iptables_counters_are_summed_per_position() {
        use dropc_backends::iptables::ChainCounts;
        let rule = |l: &str| Counts::Rule(l.to_string());
        let counts = RuleCounts {
            v4: vec![
                ChainCounts {
                    chain: "DROPC-e0".into(),
                    rules: vec![rule("flood"), Counts::Nothing, Counts::Nothing],
                },
                ChainCounts {
                    chain: "DROPC1-e0".into(),
                    rules: vec![rule("np"), rule("flood"), Counts::Default],
                },
            ],
            v6: vec![ChainCounts {
                chain: "DROPC-e0".into(),
                rules: vec![rule("np"), Counts::Default],
            }],
        };
        // (iptables-legacy-save may print the chains in another order than
        // the file declared them)
        let v4 = "*raw\n:PREROUTING ACCEPT [9:900]\n[5:500] -A PREROUTING -i e0 -j DROPC-e0\n\
                  [1:60] -A DROPC1-e0 -p tcp -j RETURN\n[2:100] -A DROPC1-e0 -p udp -j DROP\n\
                  [1:40] -A DROPC1-e0 -j RETURN\n[3:180] -A DROPC-e0 -p udp -j DROP\n\
                  [1:60] -A DROPC-e0 -p tcp -g DROPC1-e0\n[3:200] -A DROPC-e0 -g DROPC1-e0\n\
                  [7:700] -A DROPC-e1 -p udp -j DROP\nCOMMIT\n"
            .to_string();
        let v6 = "*raw\n[2:200] -A DROPC-e0 -p tcp -j RETURN\n[4:400] -A DROPC-e0 -j RETURN\n\
                  [9:900] -A DROPC-e0 -j DROP\n"
            .to_string();
        assert_eq!(
            sum_counters_by_position(&[v4, v6], "e0", &counts),
            vec![
                (Some("np".to_string()), 3, 260),
                (Some("flood".to_string()), 5, 280),
                (None, 5, 440)
            ]
        );
    }

    #[test]
    fn iptables_counters_are_summed_per_label() {
        let v4 = "*raw\n:PREROUTING ACCEPT [9:900]\n[5:500] -A PREROUTING -i e0 -j DROPC-e0\n[3:180] -A DROPC-e0 -p udp -m comment --comment \"flood\" -j DROP\n[1:60] -A DROPC-e0 -m comment --comment \"np (skip)\" -g DROPC1-e0\n[1:60] -A DROPC1-e0 -m comment --comment policy-default -j RETURN\n[7:700] -A DROPC-e1 -m comment --comment \"flood\" -j DROP\nCOMMIT\n".to_string();
        let v6 = "*raw\n[2:200] -A DROPC-e0 -p udp -m comment --comment \"flood\" -j DROP\n[4:400] -A DROPC-e0 -m comment --comment \"policy-default\" -j RETURN\n".to_string();
        assert_eq!(
            sum_counters_by_comment(&[v4, v6], "e0"),
            vec![(Some("flood".to_string()), 5, 380), (None, 5, 460)]
        );
        assert_eq!(
            comment_of("-m comment --comment \"a \\\"b\\\"\" -j X"),
            Some("a \"b\"".into())
        );
    }

    #[test]
    fn nft_counters_from_json() {
        let j = r#"{"nftables": [{"metainfo": {"version": "1.0.6", "release_name": "Lester Gooch #5", "json_schema_version": 1}}, {"counter": {"family": "netdev", "name": "rule-flood", "table": "dropc-e0", "handle": 1, "packets": 12, "bytes": 720}}, {"counter": {"family": "netdev", "name": "policy-default", "table": "dropc-e0", "handle": 2, "packets": 3, "bytes": 180}}]}"#;
        assert_eq!(
            parse_nft_counters(j).unwrap(),
            vec![
                ("rule-flood".to_string(), 12, 720),
                ("policy-default".to_string(), 3, 180)
            ]
        );
        assert!(parse_nft_counters("{").is_err());
        // The commented rules' counters (nft 1.0.6, `nft -j list chain
        // netdev t ingress`); a rule without comment counts for nothing.
        let j = r#"{"nftables": [{"metainfo": {"version": "1.0.6", "release_name": "Lester Gooch #5", "json_schema_version": 1}}, {"chain": {"family": "netdev", "table": "t", "name": "ingress", "handle": 1, "type": "filter", "hook": "ingress", "prio": -500, "policy": "accept"}}, {"rule": {"family": "netdev", "table": "t", "chain": "ingress", "handle": 2, "comment": "rule-flood", "expr": [{"match": {"op": "==", "left": {"payload": {"protocol": "ip", "field": "daddr"}}, "right": "198.18.0.12"}}, {"match": {"op": "==", "left": {"payload": {"protocol": "udp", "field": "dport"}}, "right": 1234}}, {"counter": {"packets": 7, "bytes": 420}}, {"drop": null}]}}, {"rule": {"family": "netdev", "table": "t", "chain": "ingress", "handle": 3, "expr": [{"goto": {"target": "later-fragments"}}]}}, {"rule": {"family": "netdev", "table": "t", "chain": "ingress", "handle": 4, "comment": "policy-default", "expr": [{"match": {"op": "==", "left": {"meta": {"key": "protocol"}}, "right": {"set": ["ip", "ip6"]}}}, {"counter": {"packets": 2, "bytes": 120}}, {"accept": null}]}}]}"#;
        assert_eq!(
            parse_nft_counters(j).unwrap(),
            [("rule-flood", 7, 420), ("policy-default", 2, 120)].map(|(n, p, b)| (
                n.to_string(),
                p,
                b
            ))
        );
    }
}
