//! `dropc-setbench`: how long `dropc set add|del|replace` takes on a loaded
//! policy, per target (nft; iptables with its legacy and nft tools), with
//! hand-run reference rows (`nft -f`, `ipset restore` of the same elements)
//! measured beside them. Each target gets its own scratch network namespace
//! with a veth pair; every figure is the wall time of one `dropc`
//! process (start-up, element parsing and the change), as an operator or
//! the agent would run it. See benches/README.md ("Set updates").

use anyhow::{bail, Context};
use dropc_apply::netns::Netns;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

const USAGE: &str = "\
usage: dropc-setbench [options]    (as root)

  --rounds R     repetitions of every step (default 5; figures are the
                 median and the range)
  --targets LIST nft,iptables-legacy,iptables-nft,xdp,tc (default all)
  --list PATH    the million-prefix list for `replace`
                 (default rules-examples/generated/denylist-1m.txt, made by
                 scripts/make-examples)
  --dropc PATH   dropc binary (default: target/release/dropc)
  --out DIR      where set-update.md and set-update.json go
                 (default benches/results)
";

const IFACE: &str = "sb0";
const SET: &str = "deny";
const POLICY: &str = "\
set deny = ip dynamic size 2000000
default pass
deny: drop src @deny
";

/// xdp and tc: the set sized for the 1M list (its maps are laid out for
/// `size`, so a larger one only costs memory and build time).
const POLICY_BPF: &str = "\
set deny = ip dynamic size 1000000
default pass
deny: drop src @deny
";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Nft,
    IptablesLegacy,
    IptablesNft,
    Xdp,
    Tc,
}

impl Target {
    const ALL: [Target; 5] = [
        Target::Nft,
        Target::IptablesLegacy,
        Target::IptablesNft,
        Target::Xdp,
        Target::Tc,
    ];

    fn name(self) -> &'static str {
        match self {
            Target::Nft => "nft",
            Target::IptablesLegacy => "iptables-legacy",
            Target::IptablesNft => "iptables-nft",
            Target::Xdp => "xdp",
            Target::Tc => "tc",
        }
    }

    /// `dropc apply --target`, and `DROPC_IPTABLES`.
    fn apply_args(self) -> (&'static str, Option<&'static str>) {
        match self {
            Target::Nft => ("nft", None),
            Target::IptablesLegacy => ("iptables", Some("legacy")),
            Target::IptablesNft => ("iptables", Some("nft")),
            Target::Xdp => ("xdp", None),
            Target::Tc => ("tc", None),
        }
    }

    /// Whether the target's own tool gives a reference row (xdp and tc
    /// have no tool that adds to dropc's tables).
    fn has_reference(self) -> bool {
        match self {
            Target::Nft | Target::IptablesLegacy | Target::IptablesNft => true,
            Target::Xdp | Target::Tc => false,
        }
    }
}

struct Opts {
    rounds: usize,
    targets: Vec<Target>,
    list: PathBuf,
    dropc: PathBuf,
    out: PathBuf,
}

fn repo_root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .unwrap_or(here)
}

fn parse_args() -> anyhow::Result<Opts> {
    let root = repo_root();
    let mut o = Opts {
        rounds: 5,
        targets: Target::ALL.to_vec(),
        list: root.join("rules-examples/generated/denylist-1m.txt"),
        dropc: root.join("target/release/dropc"),
        out: root.join("benches/results"),
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut val = || {
            it.next()
                .cloned()
                .with_context(|| format!("{a} needs a value\n{USAGE}"))
        };
        match a.as_str() {
            "--rounds" => o.rounds = val()?.parse().context("--rounds")?,
            "--targets" => {
                o.targets = val()?
                    .split(',')
                    .map(|t| {
                        Target::ALL
                            .into_iter()
                            .find(|x| x.name() == t)
                            .with_context(|| format!("unknown target {t}\n{USAGE}"))
                    })
                    .collect::<anyhow::Result<_>>()?
            }
            "--list" => o.list = val()?.into(),
            "--dropc" => o.dropc = val()?.into(),
            "--out" => o.out = val()?.into(),
            "-h" | "--help" => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            _ => bail!("unknown argument {a}\n{USAGE}"),
        }
    }
    if o.rounds == 0 {
        bail!("--rounds must be at least 1");
    }
    if !o.list.is_file() {
        bail!(
            "{} is missing: run scripts/make-examples first",
            o.list.display()
        );
    }
    if !o.dropc.is_file() {
        bail!(
            "{} is missing: cargo build --release -p dropc",
            o.dropc.display()
        );
    }
    Ok(o)
}

/// `n` disjoint prefixes, 70% IPv4 and 30% IPv6, of various lengths, in a
/// range `block` of the address space of its own (blocks never overlap).
fn prefixes(n: usize, block: u32) -> Vec<String> {
    (0..n)
        .map(|i| {
            let i = i as u32;
            if i % 10 < 7 {
                // One /24-aligned slot of 256 addresses per element.
                let base = (block << 26) | (i << 8);
                let len = [24, 28, 32, 30][(i % 4) as usize];
                let a = std::net::Ipv4Addr::from(base);
                format!("{a}/{len}")
            } else {
                let len = [48, 56, 64][(i % 3) as usize];
                format!("2a0{}:{:x}:{:x}::/{len}", block, i >> 16, i & 0xffff)
            }
        })
        .collect()
}

/// The rows of one target: (step, wall seconds per round, CPU seconds per
/// round).
type Rows = Vec<(String, Vec<f64>, Vec<f64>)>;

/// CPU seconds used so far by the children this process waited for (and
/// theirs).
fn children_cpu() -> f64 {
    // SAFETY: getrusage fills the struct it is given.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) } != 0 {
        return 0.0;
    }
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    tv(u.ru_utime) + tv(u.ru_stime)
}

struct Bed {
    ns: Netns,
    /// CPU seconds (user + system) of the last timed command and the
    /// processes it waited for.
    cpu: std::cell::Cell<f64>,
    dropc: PathBuf,
    variant: Option<&'static str>,
}

impl Bed {
    fn new(target: Target, o: &Opts, dir: &Path) -> anyhow::Result<Bed> {
        let ns = Netns::new("setbench")?;
        ns.exec(
            "ip",
            &["link", "add", IFACE, "type", "veth", "peer", "name", "sb1"],
            None,
        )?;
        ns.exec("ip", &["link", "set", IFACE, "up"], None)?;
        let (t, variant) = target.apply_args();
        let bed = Bed {
            ns,
            cpu: std::cell::Cell::new(0.0),
            dropc: o.dropc.clone(),
            variant,
        };
        let policy = dir.join("policy.drop");
        std::fs::write(
            &policy,
            if target.has_reference() {
                POLICY
            } else {
                POLICY_BPF
            },
        )?;
        bed.dropc(&[
            "apply",
            "--iface",
            IFACE,
            "--target",
            t,
            &policy.to_string_lossy(),
        ])?;
        Ok(bed)
    }

    /// Runs `program` in the namespace; returns its wall time in seconds.
    fn timed(&self, program: &Path, args: &[&str], stdin: Option<&str>) -> anyhow::Result<f64> {
        use std::io::Write as _;
        let mut cmd: Command = self.ns.command(&program.to_string_lossy());
        cmd.args(args)
            .stdin(if stdin.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        if let Some(v) = self.variant {
            cmd.env("DROPC_IPTABLES", v);
        }
        let c0 = children_cpu();
        let t0 = Instant::now();
        let mut child = cmd
            .spawn()
            .with_context(|| format!("cannot run {}", program.display()))?;
        if let (Some(s), Some(mut w)) = (stdin, child.stdin.take()) {
            w.write_all(s.as_bytes())?;
        }
        let out = child.wait_with_output()?;
        let secs = t0.elapsed().as_secs_f64();
        self.cpu.set(children_cpu() - c0);
        if !out.status.success() {
            let what: Vec<&str> = args.iter().take(5).copied().collect();
            bail!(
                "{} {} ...: {}",
                program.display(),
                what.join(" "),
                String::from_utf8_lossy(&out.stderr).trim()
            );
        }
        Ok(secs)
    }

    /// Checks that the set really changed (the last replace left the
    /// list's elements in it: the figures hold only then), and removes
    /// the policy.
    fn finish(&self, target: Target) -> anyhow::Result<()> {
        let listed = {
            let out = self.ns.exec(
                &self.dropc.to_string_lossy(),
                &["set", "list", "--iface", IFACE, SET, "--format", "json"],
                None,
            )?;
            let v: serde_json::Value = serde_json::from_str(&out)?;
            v["elements"].as_array().map_or(0, Vec::len)
        };
        if listed < 100_000 {
            bail!(
                "{}: after replace, the set holds {listed} elements",
                target.name()
            );
        }
        self.dropc(&["remove", "--iface", IFACE])?;
        Ok(())
    }

    fn dropc(&self, args: &[&str]) -> anyhow::Result<f64> {
        self.timed(&self.dropc, args, None)
    }

    fn set(&self, op: &str, extra: &[&str], elems: &[String]) -> anyhow::Result<f64> {
        let mut args = vec!["set", op, "--iface", IFACE, SET];
        args.extend_from_slice(extra);
        args.extend(elems.iter().map(String::as_str));
        self.dropc(&args)
    }

    fn replace(&self, file: &Path) -> anyhow::Result<f64> {
        let f = file.to_string_lossy();
        self.set("replace", &["--from", &f], &[])
    }

    /// The hand-run reference: what the target's own tool takes to add
    /// the same elements with the same timeout.
    fn reference_add(&self, target: Target, elems: &[String]) -> anyhow::Result<f64> {
        let (v4, v6): (Vec<&String>, Vec<&String>) = elems.iter().partition(|e| !e.contains(':'));
        let mut script = String::new();
        match target {
            Target::Nft => {
                let table = format!("dropc-{IFACE}");
                for (part, v) in [("v4", &v4), ("v6", &v6)] {
                    let items: Vec<String> =
                        v.iter().map(|e| format!("{e} timeout 3600s")).collect();
                    let _ = writeln!(
                        script,
                        "add element netdev {table} {SET}.{part} {{ {} }}",
                        items.join(", ")
                    );
                }
                self.timed(Path::new("nft"), &["-f", "-"], Some(&script))
            }
            Target::Xdp | Target::Tc => bail!("{}: no reference tool", target.name()),
            Target::IptablesLegacy | Target::IptablesNft => {
                for (part, v) in [("4", &v4), ("6", &v6)] {
                    let name = dropc_backends::iptables::ipset_name(Some(IFACE), SET, part);
                    for e in v {
                        let _ = writeln!(script, "add {name} {e} timeout 3600 -exist");
                    }
                }
                self.timed(Path::new("ipset"), &["restore"], Some(&script))
            }
        }
    }
}

/// The steps of one target. xdp and tc have no reference tool: their
/// step 5 adds 10,000 into 500,000 instead (adds and deletes go to the
/// set's delta maps there; `replace` builds a table copy).
fn run_target(target: Target, o: &Opts, dir: &Path) -> anyhow::Result<Rows> {
    let bed = Bed::new(target, o, dir)?;
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "# nothing\n")?;
    let base = dir.join("base-200k.txt");
    std::fs::write(&base, prefixes(200_000, 1).join("\n") + "\n")?;
    let half = dir.join("base-500k.txt");
    if !target.has_reference() {
        std::fs::write(&half, prefixes(500_000, 3).join("\n") + "\n")?;
    }
    let adds = prefixes(10_000, 2);
    let timeout = ["--timeout", "1h"];
    let steps = [
        "add 10,000 (empty set)",
        "replace with 200,000",
        "add 10,000 (200,000 in the set)",
        "add the same 10,000 again (renew)",
        "del 10,000 (210,000 in the set)",
        if target.has_reference() {
            "reference: the tool itself adds 10,000 (200,000 in the set)"
        } else {
            "add 10,000 (500,000 in the set)"
        },
        "replace with the 1M-prefix list",
    ];
    let mut rows: Rows = steps
        .iter()
        .map(|s| (s.to_string(), Vec::new(), Vec::new()))
        .collect();
    let mut rec = |k: usize, secs: f64, bed: &Bed| {
        rows[k].1.push(secs);
        rows[k].2.push(bed.cpu.get());
    };
    for round in 0..o.rounds {
        eprintln!("{}: round {}/{}", target.name(), round + 1, o.rounds);
        bed.replace(&empty)?;
        rec(0, bed.set("add", &timeout, &adds)?, &bed);
        rec(1, bed.replace(&base)?, &bed);
        rec(2, bed.set("add", &timeout, &adds)?, &bed);
        rec(3, bed.set("add", &timeout, &adds)?, &bed);
        rec(4, bed.set("del", &[], &adds)?, &bed);
        if target.has_reference() {
            rec(5, bed.reference_add(target, &adds)?, &bed);
            bed.set("del", &[], &adds)?;
        } else {
            bed.replace(&half)?;
            rec(5, bed.set("add", &timeout, &adds)?, &bed);
        }
        rec(6, bed.replace(&o.list)?, &bed);
    }
    bed.finish(target)?;
    Ok(rows)
}

fn median(v: &[f64]) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    s[s.len() / 2]
}

fn ms(x: f64) -> String {
    if x >= 1.0 {
        format!("{x:.2} s")
    } else {
        format!("{:.0} ms", x * 1000.0)
    }
}

fn main() -> anyhow::Result<()> {
    let o = parse_args()?;
    if !dropc_apply::netns::is_root() {
        bail!("dropc-setbench needs root (namespaces, nft, ipset)");
    }
    let dir = std::env::temp_dir().join(format!("dropc-setbench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let mut all: Vec<(Target, Rows)> = Vec::new();
    let mut failed = None;
    for &t in &o.targets {
        match run_target(t, &o, &dir) {
            Ok(rows) => all.push((t, rows)),
            Err(e) => {
                failed = Some(e.context(t.name()));
                break;
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    if let Some(e) = failed {
        return Err(e);
    }
    let mut md = format!(
        "# Set updates (`dropc-setbench`, {} rounds)\n\nWall time of one `dropc set` process (median, min–max over rounds), and the CPU time (user + system) of it and the tools it runs; the reference rows run the target's own tool on the same elements. 10,000 elements: 70% IPv4, 30% IPv6 prefixes, `--timeout 1h`. The 1M list: rules-examples/generated/denylist-1m.txt.\n",
        o.rounds
    );
    let mut json = serde_json::Map::new();
    for (t, rows) in &all {
        let _ = write!(
            md,
            "\n## {}\n\n| step | wall, median | wall, min–max | CPU, median |\n|---|---|---|---|\n",
            t.name()
        );
        let mut jt = serde_json::Map::new();
        for (step, v, cpu) in rows {
            let (lo, hi) = v
                .iter()
                .fold((f64::MAX, 0f64), |(a, b), x| (a.min(*x), b.max(*x)));
            let _ = writeln!(
                md,
                "| {step} | {} | {}–{} | {} |",
                ms(median(v)),
                ms(lo),
                ms(hi),
                ms(median(cpu))
            );
            jt.insert(step.clone(), serde_json::json!({"wall": v, "cpu": cpu}));
        }
        if t.has_reference() {
            let wall = median(&rows[5].1) / median(&rows[2].1);
            let cpu = median(&rows[5].2) / median(&rows[2].2);
            let _ = writeln!(
                md,
                "\nReference ÷ `dropc set add` (10,000 into 200,000): {wall:.2} in wall time, {cpu:.2} in CPU time."
            );
        }
        json.insert(t.name().to_string(), serde_json::Value::Object(jt));
    }
    std::fs::create_dir_all(&o.out)?;
    std::fs::write(o.out.join("set-update.md"), &md)?;
    std::fs::write(
        o.out.join("set-update.json"),
        serde_json::to_string_pretty(&json)? + "\n",
    )?;
    print!("{md}");
    Ok(())
}
