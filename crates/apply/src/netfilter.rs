//! Loading and removing the nft and iptables artifacts.
//!
//! Everything runs the standard tools in the caller's network namespace
//! (the test bed calls these functions from a thread inside its scratch
//! namespace).
//!
//! * **nft**: `nft -f` of the script, one transaction: the script replaces
//!   table `netdev dropc` atomically (if it does not start by deleting the
//!   table, the loader adds `table netdev dropc` + `delete table netdev
//!   dropc` in front). The script's device must be the interface asked for.
//!   Removal deletes the table, only when its chain is on that interface.
//! * **iptables** (the files of `dropc_backends::iptables`, whose doc says
//!   what the loader must do), in an order that keeps the previous policy in
//!   force when any step fails:
//!   1. the `ipset restore` file minus its `swap`/final `destroy` lines: the
//!      new contents go into the `.new` copies and absent sets are created
//!      (empty); nothing in use changes. Sets are independent, so they load
//!      in parallel, one `ipset restore` per CPU at most;
//!   2. `iptables-restore --noflush` then `ip6tables-restore --noflush`
//!      (chains `DROPC`, `DROPC-n` of table raw flushed and refilled in one
//!      commit), each followed by the PREROUTING jump to `DROPC` if it is
//!      not there (`-C`, else `-I PREROUTING 1`), so there is exactly one;
//!   3. the `swap` and `destroy` lines: the new set contents go live;
//!   4. `DROPC-n` chains and `dropc-*` sets the new policy no longer uses
//!      are flushed/deleted/destroyed.
//!
//!   If step 1 or 2 fails, what was done is undone (copies and newly created
//!   sets destroyed; if the IPv6 load fails, the IPv4 chains saved before
//!   are put back) and the error quotes the tool's stderr. Foreign rules,
//!   chains, tables and sets are never touched. Removal deletes the jumps,
//!   flushes and deletes every `DROPC*` chain (both families) and destroys
//!   the `dropc-*` sets (a set still referenced by a foreign rule stays,
//!   and the summary says so). The tools are the system's
//!   (`iptables-restore`, …), or those chosen by `DROPC_IPTABLES=legacy|nft`
//!   ([`IptablesVariant`]).

use crate::netns::run_command;
use crate::ApplyRequest;
use anyhow::{bail, Context};
use dropc_backends::{Artifact, Target};
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
}

/// Loads an nft or iptables artifact (the iptables tools chosen by env
/// `DROPC_IPTABLES`).
pub fn apply(req: &ApplyRequest<'_>) -> anyhow::Result<String> {
    apply_with(req, IptablesVariant::from_env())
}

/// [`apply`] with explicit iptables tools.
pub fn apply_with(req: &ApplyRequest<'_>, variant: IptablesVariant) -> anyhow::Result<String> {
    match (req.target, req.artifact) {
        (Target::Nft, Artifact::NftScript(script)) => apply_nft(req.iface, script),
        (Target::Iptables, Artifact::Iptables(files)) => apply_iptables(req.iface, files, variant),
        (t, _) => bail!("internal error: artifact of the wrong kind for target {t}"),
    }
}

/// Removes dropc's nft table or iptables chain/sets (`Ok("")` when there was
/// nothing to remove).
pub fn remove(iface: &str, target: Target) -> anyhow::Result<String> {
    remove_with(iface, target, IptablesVariant::from_env())
}

/// [`remove`] with explicit iptables tools.
pub fn remove_with(
    iface: &str,
    target: Target,
    variant: IptablesVariant,
) -> anyhow::Result<String> {
    match target {
        Target::Nft => remove_nft(iface),
        Target::Iptables => remove_iptables(variant),
        Target::Xdp | Target::Tc => bail!("internal error: {target} is not a netfilter target"),
    }
}

fn run(program: &str, args: &[&str], stdin: Option<&[u8]>) -> anyhow::Result<String> {
    run_command(Command::new(program), program, args, stdin)
}

// ---------------------------------------------------------------- nft --

const NFT_TABLE: &str = "netdev dropc";

/// Devices named in an nft script (`device "X"`, `device X`,
/// `devices = { "X", Y }`).
fn script_devices(script: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = script;
    while let Some(i) = rest.find("device") {
        rest = &rest[i + "device".len()..];
        let (body, plural) = match rest.strip_prefix('s') {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let body = body.trim_start();
        let text: &str = if plural {
            let Some(b) = body
                .strip_prefix('=')
                .map(str::trim_start)
                .and_then(|b| b.strip_prefix('{'))
            else {
                continue;
            };
            b.split('}').next().unwrap_or("")
        } else if let Some(q) = body.strip_prefix('"') {
            q.split('"').next().unwrap_or("")
        } else {
            body.split(|c: char| c.is_whitespace() || c == ';' || c == '}')
                .next()
                .unwrap_or("")
        };
        for d in text.split(',') {
            let d = d.trim().trim_matches('"');
            if !d.is_empty() {
                out.push(d.to_string());
            }
        }
    }
    out
}

/// The devices of the base chains of table netdev dropc, or `None` when
/// the table does not exist. Reads `nft list chains netdev`, which does not
/// fetch set elements (listing a table with a set of a million prefixes, even
/// with `-t`, or `nft list tables`, takes tens of seconds with nft 1.0.6).
fn nft_table_devices() -> anyhow::Result<Option<Vec<String>>> {
    let out =
        run("nft", &["list", "chains", "netdev"], None).context("listing the netdev chains")?;
    Ok(netdev_table_devices(&out, "dropc"))
}

/// The devices named in table `table`'s part of `nft list chains netdev`.
pub(crate) fn netdev_table_devices(listing: &str, table: &str) -> Option<Vec<String>> {
    let head = format!("table netdev {table} {{");
    let start = listing.lines().position(|l| l.trim() == head)?;
    let body: Vec<&str> = listing
        .lines()
        .skip(start + 1)
        .take_while(|l| !l.starts_with("table "))
        .collect();
    Some(script_devices(&body.join("\n")))
}

fn apply_nft(iface: &str, script: &str) -> anyhow::Result<String> {
    let devices = script_devices(script);
    if devices.is_empty() {
        bail!("the nft script names no device; compile it with --iface {iface}");
    }
    if let Some(d) = devices.iter().find(|d| *d != iface) {
        bail!("the nft script is for device {d}, not {iface}; compile it with --iface {iface}");
    }
    let before = nft_table_devices()?;
    let full = if script.contains("delete table netdev dropc") {
        script.to_string()
    } else {
        format!("table {NFT_TABLE}\ndelete table {NFT_TABLE}\n{script}")
    };
    // Dynamic sets keep their run-time contents (spec §3).
    let (full, kept) = crate::dynset::carry_nft(&full)?;
    run("nft", &["-f", "-"], Some(full.as_bytes()))
        .context("loading the nft script (the previous table, if any, is unchanged)")?;
    let kept = if kept.is_empty() {
        kept
    } else {
        format!(" ({kept})")
    };
    Ok(match before {
        None => format!("table {NFT_TABLE} loaded on {iface}{kept}"),
        Some(d) if d.iter().all(|x| x == iface) => {
            format!("table {NFT_TABLE} replaced on {iface}{kept}")
        }
        Some(d) => format!(
            "table {NFT_TABLE} replaced (it was on {}){kept}",
            d.join(", ")
        ),
    })
}

fn remove_nft(iface: &str) -> anyhow::Result<String> {
    let Some(devices) = nft_table_devices()? else {
        return Ok(String::new());
    };
    if !devices.is_empty() && !devices.iter().any(|d| d == iface) {
        return Ok(format!(
            "nft: table {NFT_TABLE} is on {}, not {iface}: left in place",
            devices.join(", ")
        ));
    }
    run("nft", &["delete", "table", "netdev", "dropc"], None)?;
    Ok(format!("nft: table {NFT_TABLE} deleted"))
}

// ----------------------------------------------------------- iptables --

use dropc_backends::iptables::{chain_names, set_names, CHAIN, JUMP, SET_PREFIX};

/// Whether `chain` is one of dropc's chains of table raw.
fn is_our_chain(chain: &str) -> bool {
    chain == CHAIN
        || chain
            .strip_prefix(CHAIN)
            .is_some_and(|r| r.starts_with('-'))
}

/// The ipset file split in two: `stage` fills the `.new` copies and
/// creates absent sets (nothing in use changes), `commit` swaps the new
/// contents in and destroys the copies.
struct IpsetPhases {
    /// One script per set, in file order (they are independent).
    stage: Vec<String>,
    commit: String,
    /// Temporary (`.new`) sets it creates.
    temporaries: Vec<String>,
    /// Sets it leaves behind.
    finals: Vec<String>,
}

fn split_ipset(file: &str) -> anyhow::Result<IpsetPhases> {
    let mut stage: Vec<(String, String)> = Vec::new();
    let mut p = IpsetPhases {
        stage: Vec::new(),
        commit: String::new(),
        temporaries: Vec::new(),
        finals: set_names(file),
    };
    // The set of the previous staged line: `add` lines come in long runs.
    let mut last: Option<usize> = None;
    for (n, line) in file.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let mut words = t.split_whitespace();
        let cmd = words.next().unwrap_or("");
        let name = words.next().unwrap_or("");
        if !name.starts_with(SET_PREFIX) {
            bail!(
                "ipset file line {}: set {name:?} is not dropc's (names start with {SET_PREFIX})",
                n + 1
            );
        }
        match cmd {
            "swap" => {
                if !words.next().is_some_and(|x| x.starts_with(SET_PREFIX)) {
                    bail!(
                        "ipset file line {}: swap with a set that is not dropc's",
                        n + 1
                    );
                }
                p.commit.push_str(t);
                p.commit.push('\n');
            }
            "create" | "add" | "destroy" | "flush" => {
                let exist = cmd != "add" && words.any(|w| w == "-exist");
                if cmd == "destroy" && !exist {
                    p.commit.push_str(t);
                    p.commit.push('\n');
                    continue;
                }
                if cmd == "create" && !exist && !p.temporaries.iter().any(|x| x == name) {
                    p.temporaries.push(name.to_string());
                }
                let set = name.strip_suffix(".new").unwrap_or(name);
                let i = match last.filter(|&i| stage[i].0 == set) {
                    Some(i) => i,
                    None => match stage.iter().position(|(s, _)| s == set) {
                        Some(i) => i,
                        None => {
                            stage.push((set.to_string(), String::new()));
                            stage.len() - 1
                        }
                    },
                };
                last = Some(i);
                stage[i].1.push_str(t);
                stage[i].1.push('\n');
            }
            other => bail!("ipset file line {}: unexpected command {other:?}", n + 1),
        }
    }
    p.stage = stage.into_iter().map(|(_, script)| script).collect();
    Ok(p)
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

    /// Adds the PREROUTING jump to DROPC unless `dump` (this family's
    /// `-save -t raw` from before the load) shows it.
    fn ensure_jump(self, dump: &str) -> anyhow::Result<()> {
        let exact = format!("-A {}", JUMP.join(" "));
        if dump.lines().any(|l| l.trim() == exact) {
            return Ok(());
        }
        let mut insert = vec!["-t", "raw", "-I", JUMP[0], "1"];
        insert.extend(&JUMP[1..]);
        run(&self.tool(""), &insert, None)?;
        Ok(())
    }
}

/// dropc's part of a `-save -t raw` dump: its chains and their rules, as a
/// restore file that puts them back (for `--noflush`).
fn dropc_raw_part(dump: &str) -> String {
    let mut out = String::from("*raw\n");
    for c in chain_names(dump).into_iter().filter(|c| is_our_chain(c)) {
        out.push_str(&format!(":{c} - [0:0]\n"));
    }
    for l in dump.lines() {
        let chain = l
            .strip_prefix("-A ")
            .and_then(|r| r.split_whitespace().next());
        if chain.is_some_and(is_our_chain) {
            out.push_str(l);
            out.push('\n');
        }
    }
    out.push_str("COMMIT\n");
    out
}

/// Whether a `-save` line is a PREROUTING rule that jumps to DROPC.
fn is_jump_line(l: &str) -> bool {
    let w: Vec<&str> = l.split_whitespace().collect();
    w.len() >= 2
        && w[0] == "-A"
        && w[1] == JUMP[0]
        && w.windows(2)
            .any(|p| (p[0] == "-j" || p[0] == "-g") && p[1] == CHAIN)
}

/// Flushes, then deletes, dropc's chains of table raw that are not in
/// `keep`; with `jumps`, the PREROUTING jumps to DROPC go first.
fn drop_chains(fam: Fam, keep: &[String], jumps: bool) -> anyhow::Result<bool> {
    let dump = fam.save()?;
    let doomed: Vec<String> = chain_names(&dump)
        .into_iter()
        .filter(|c| is_our_chain(c) && !keep.contains(c))
        .collect();
    let jump_lines: Vec<&str> = if jumps {
        dump.lines().filter(|l| is_jump_line(l)).collect()
    } else {
        Vec::new()
    };
    if doomed.is_empty() && jump_lines.is_empty() {
        return Ok(false);
    }
    let mut text = String::from("*raw\n");
    for j in jump_lines {
        text.push_str(&j.replacen("-A ", "-D ", 1));
        text.push('\n');
    }
    for c in &doomed {
        text.push_str(&format!("-F {c}\n"));
    }
    for c in &doomed {
        text.push_str(&format!("-X {c}\n"));
    }
    text.push_str("COMMIT\n");
    fam.restore(&text)?;
    Ok(true)
}

fn apply_iptables(
    iface: &str,
    files: &dropc_backends::iptables::Files,
    v: IptablesVariant,
) -> anyhow::Result<String> {
    let _ = iface; // The jump is for all interfaces (see the backend's doc).
                   // Dynamic sets keep their run-time contents (spec §3).
    let ipset = crate::dynset::carry_ipset(&files.ipset)?;
    let phases = split_ipset(&ipset)?;
    let before: Vec<String> = existing_sets()?;
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
    // What is loaded now (to restore IPv4 if IPv6 fails, and to know
    // whether the jumps exist and which chains will be left over).
    let [f4, f6] = Fam::both(v);
    let saved4 = f4.save()?;
    let saved6 = f6.save()?;
    // 1. Sets: fill the copies, create absent sets (empty).
    if !phases.stage.is_empty() {
        if let Err(e) = stage_sets(&phases.stage) {
            rollback_sets();
            return Err(e.context("loading the sets (the previous policy is unchanged)"));
        }
    }
    // 2. Rules, IPv4 then IPv6; IPv4 is put back if IPv6 fails.
    if let Err(e) = f4.restore(&files.v4).and_then(|()| f4.ensure_jump(&saved4)) {
        rollback_sets();
        return Err(e.context("loading the IPv4 rules (the previous policy is unchanged)"));
    }
    if let Err(e) = f6.restore(&files.v6).and_then(|()| f6.ensure_jump(&saved6)) {
        let old_chains: Vec<String> = chain_names(&saved4)
            .into_iter()
            .filter(|c| is_our_chain(c))
            .collect();
        let had_jump = saved4.lines().any(is_jump_line);
        let undo = f4
            .restore(&dropc_raw_part(&saved4))
            .and_then(|()| drop_chains(f4, &old_chains, !had_jump).map(|_| ()));
        rollback_sets();
        let e = e.context("loading the IPv6 rules (the previous policy is unchanged)");
        return Err(match undo {
            Ok(()) => e,
            Err(u) => e.context(format!(
                "and putting the previous IPv4 rules back failed: {u:#}"
            )),
        });
    }
    // 3. Switch the set contents.
    if !phases.commit.is_empty() {
        run("ipset", &["restore"], Some(phases.commit.as_bytes()))
            .context("swapping in the new set contents (the new rules are loaded)")?;
    }
    // 4. What the previous policy used and this one does not.
    for (fam, saved, file) in [(f4, &saved4, &files.v4), (f6, &saved6, &files.v6)] {
        let keep = chain_names(file);
        if chain_names(saved)
            .iter()
            .any(|c| is_our_chain(c) && !keep.contains(c))
        {
            drop_chains(fam, &keep, false)?;
        }
    }
    let unused: Vec<String> = existing_sets()?
        .into_iter()
        .filter(|s| s.starts_with(SET_PREFIX) && !phases.finals.contains(s))
        .collect();
    destroy_quietly(&unused);
    Ok(format!(
        "{}: chain {CHAIN} of table raw loaded, jumped to from PREROUTING ({} sets)",
        v.name(),
        phases.finals.len()
    ))
}

fn remove_iptables(v: IptablesVariant) -> anyhow::Result<String> {
    let mut done = Vec::new();
    for fam in Fam::both(v) {
        if drop_chains(fam, &[], true)
            .with_context(|| format!("removing dropc's chains ({})", fam.cmd))?
        {
            done.push(fam.cmd);
        }
    }
    let sets: Vec<String> = existing_sets()?
        .into_iter()
        .filter(|s| s.starts_with(SET_PREFIX))
        .collect();
    destroy_quietly(&sets);
    let kept: Vec<String> = existing_sets()?
        .into_iter()
        .filter(|s| sets.contains(s))
        .collect();
    let mut msg = Vec::new();
    if !done.is_empty() {
        msg.push(format!(
            "{}: chain {CHAIN} and its jump removed from table raw ({})",
            v.name(),
            done.join(", ")
        ));
    }
    if sets.len() > kept.len() {
        msg.push(format!(
            "ipset: {} dropc-* sets destroyed",
            sets.len() - kept.len()
        ));
    }
    if !kept.is_empty() {
        msg.push(format!(
            "ipset: kept {} (still referenced elsewhere)",
            kept.join(", ")
        ));
    }
    Ok(msg.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_of_scripts() {
        let s = "table netdev dropc {\n chain ingress {\n  type filter hook ingress device \"eth0\" priority -500; policy accept;\n }\n}\n";
        assert_eq!(script_devices(s), vec!["eth0"]);
        let s = "chain c { type filter hook ingress devices = { eth0, \"eth1\" } priority -500; }";
        assert_eq!(script_devices(s), vec!["eth0", "eth1"]);
        assert!(script_devices("table netdev dropc {}").is_empty());
    }

    #[test]
    fn devices_of_listing() {
        let l = "table netdev mine {\n\tchain c {\n\t\ttype filter hook ingress device \"eth1\" priority 0; policy accept;\n\t}\n}\ntable netdev dropc {\n\tchain ingress {\n\t\ttype filter hook ingress device \"eth0\" priority -500; policy accept;\n\t}\n}\n";
        assert_eq!(
            netdev_table_devices(l, "dropc"),
            Some(vec!["eth0".to_string()])
        );
        assert_eq!(
            netdev_table_devices(l, "mine"),
            Some(vec!["eth1".to_string()])
        );
        assert_eq!(netdev_table_devices(l, "other"), None);
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

    #[test]
    fn ipset_file_split() {
        let f = "# c\ndestroy dropc-a.new -exist\ncreate dropc-a.new hash:net family inet maxelem 4294967295\nadd dropc-a.new 10.0.0.0/8\ncreate dropc-a hash:net family inet maxelem 4294967295 -exist\nswap dropc-a.new dropc-a\ndestroy dropc-a.new\n";
        let p = split_ipset(f).unwrap();
        assert_eq!(p.temporaries, vec!["dropc-a.new"]);
        assert_eq!(p.finals, vec!["dropc-a"]);
        assert_eq!(p.stage.len(), 1);
        assert!(p.stage[0].starts_with("destroy dropc-a.new -exist\ncreate dropc-a.new"));
        assert!(p.stage[0].ends_with("-exist\n"));
        let two = format!("{f}{}", f.replace("dropc-a", "dropc-b"));
        let p2 = split_ipset(&two).unwrap();
        assert_eq!(p2.stage.len(), 2);
        assert!(p2.stage[1].contains("add dropc-b.new 10.0.0.0/8\n"));
        assert!(!p2.stage[1].contains("dropc-a"));
        assert_eq!(p.commit, "swap dropc-a.new dropc-a\ndestroy dropc-a.new\n");
        assert!(split_ipset("create mine hash:net\n").is_err());
        assert!(split_ipset("swap dropc-a mine\n").is_err());
        assert!(split_ipset("rename dropc-a dropc-b\n").is_err());
    }

    #[test]
    fn raw_part_and_jumps() {
        let dump = "*raw\n:PREROUTING ACCEPT [0:0]\n:OUTPUT ACCEPT [0:0]\n:DROPC - [0:0]\n:DROPC-1 - [0:0]\n:DROPCX - [0:0]\n:MINE - [0:0]\n-A PREROUTING -j DROPC\n-A PREROUTING -j MINE\n-A DROPC -p udp -g DROPC-1\n-A DROPC-1 -j DROP\n-A MINE -j ACCEPT\nCOMMIT\n";
        assert_eq!(
            dropc_raw_part(dump),
            "*raw\n:DROPC - [0:0]\n:DROPC-1 - [0:0]\n-A DROPC -p udp -g DROPC-1\n-A DROPC-1 -j DROP\nCOMMIT\n"
        );
        assert!(is_jump_line("-A PREROUTING -j DROPC"));
        assert!(!is_jump_line("-A PREROUTING -j MINE"));
        assert!(!is_jump_line("-A PREROUTING -j DROPCX"));
        assert!(!is_jump_line("-A DROPC -j DROP"));
        assert!(is_our_chain("DROPC-12") && !is_our_chain("DROPCX") && !is_our_chain("MINE"));
    }
}
