//! The measured rows, and how dropc's output for each is compiled and
//! loaded: with `dropc apply` where it can express the row (XDP native, tc,
//! nft), else (or when `--loader tools`, or if `dropc apply` fails) with
//! the standard tool on the `dropc compile` output.

use crate::bed::{nsenter_cmd, run, Link};
use crate::{reference, Opts};
use anyhow::{bail, Context};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A measured configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Row {
    /// No filter: packets go up to a UDP socket read with `recvmmsg`.
    None,
    /// iptables-legacy, dropc's rules in filter INPUT, raw PREROUTING NOTRACK.
    IptInput,
    /// iptables-legacy, raw PREROUTING (dropc's own layout).
    IptRaw,
    /// iptables-nft, raw PREROUTING.
    IptNftRaw,
    /// nftables netdev ingress.
    Nft,
    /// Reference: the same policy written by hand for nftables (interval
    /// sets, no dropc).
    NftHand,
    /// tc clsact ingress, BPF direct action.
    Tc,
    /// XDP, generic (skb) mode.
    XdpGeneric,
    /// XDP, native (veth driver) mode.
    XdpNative,
    /// XDP native, compiled with `--no-counters` (like the C reference,
    /// which counts nothing; flood policy only).
    XdpNativeNc,
    /// Reference: iptables-legacy raw PREROUTING written by hand (ipset
    /// `hash:net` of the list as given, rules straight in PREROUTING).
    IptHand,
    /// Reference: the clang-built C flood program `ebpf/ref/flood.c`, XDP
    /// native (flood policy only).
    XdpRef,
    /// Reference: the deny-list policy in C with a kernel LPM trie per
    /// family (`ebpf/ref/lpm.c`, clang), XDP native (`--dynsets`).
    XdpLpm,
    /// Reference: `ebpf/ref/lpm.c`'s tc program, clsact ingress
    /// (`--dynsets`).
    TcLpm,
}

impl Row {
    /// Every row, in table order.
    pub const ALL: [Row; 14] = [
        Row::None,
        Row::IptInput,
        Row::IptRaw,
        Row::IptHand,
        Row::IptNftRaw,
        Row::Nft,
        Row::NftHand,
        Row::Tc,
        Row::XdpGeneric,
        Row::XdpNative,
        Row::XdpNativeNc,
        Row::XdpRef,
        Row::XdpLpm,
        Row::TcLpm,
    ];

    /// Whether the main run measures the row unless `--rows` names it (the
    /// LPM trie references belong to `--dynsets`).
    pub fn in_default_run(self) -> bool {
        !matches!(self, Row::XdpLpm | Row::TcLpm)
    }

    /// Short key (namespace names, command line, JSON).
    pub fn key(self) -> &'static str {
        match self {
            Row::None => "none",
            Row::IptInput => "ipt-input",
            Row::IptRaw => "ipt-raw",
            Row::IptNftRaw => "iptnft-raw",
            Row::Nft => "nft",
            Row::Tc => "tc",
            Row::XdpGeneric => "xdp-generic",
            Row::XdpNative => "xdp-native",
            Row::XdpNativeNc => "xdp-native-nc",
            Row::NftHand => "nft-hand",
            Row::IptHand => "ipt-hand",
            Row::XdpRef => "xdp-clang",
            Row::XdpLpm => "xdp-lpm",
            Row::TcLpm => "tc-lpm",
        }
    }

    /// Human description.
    pub fn label(self) -> &'static str {
        match self {
            Row::None => "no filter (recvmmsg)",
            Row::IptInput => "iptables filter INPUT + NOTRACK (legacy)",
            Row::IptRaw => "iptables raw PREROUTING (legacy)",
            Row::IptNftRaw => "iptables raw PREROUTING (iptables-nft)",
            Row::Nft => "nft netdev ingress",
            Row::Tc => "tc clsact ingress (BPF)",
            Row::XdpGeneric => "XDP generic",
            Row::XdpNative => "XDP native",
            Row::XdpNativeNc => "XDP native, dropc --no-counters",
            Row::NftHand => "reference: nft by hand (interval sets)",
            Row::IptHand => "reference: iptables raw by hand (ipset, legacy)",
            Row::XdpRef => "reference: XDP native, C flood.c by clang -O2",
            Row::XdpLpm => "reference: XDP native, C lpm.c (LPM tries) by clang -O2",
            Row::TcLpm => "reference: tc clsact ingress, C lpm.c (LPM tries) by clang -O2",
        }
    }

    /// Parses a key.
    pub fn from_key(s: &str) -> Option<Row> {
        Row::ALL.into_iter().find(|r| r.key() == s)
    }

    /// Whether the row is measured with deny-lists too (the C reference
    /// implements the flood rule only).
    pub fn scales(self) -> bool {
        !matches!(self, Row::None | Row::XdpRef | Row::XdpNativeNc)
    }

    /// Whether the row is a hand-written reference rather than dropc's output.
    pub fn is_reference(self) -> bool {
        matches!(
            self,
            Row::NftHand | Row::IptHand | Row::XdpRef | Row::XdpLpm | Row::TcLpm
        )
    }

    /// dropc's target for this row.
    fn target(self) -> Option<&'static str> {
        match self {
            Row::None | Row::NftHand | Row::IptHand | Row::XdpRef | Row::XdpLpm | Row::TcLpm => {
                None
            }
            Row::IptInput | Row::IptRaw | Row::IptNftRaw => Some("iptables"),
            Row::Nft => Some("nft"),
            Row::Tc => Some("tc"),
            Row::XdpGeneric | Row::XdpNative | Row::XdpNativeNc => Some("xdp"),
        }
    }

    /// Whether `dropc apply` can load exactly this row.
    fn dropc_can_apply(self) -> bool {
        matches!(
            self,
            Row::Nft | Row::Tc | Row::XdpNative | Row::IptRaw | Row::IptNftRaw
        )
    }

    /// The `DROPC_IPTABLES` variant `dropc apply` must use for this row.
    fn iptables_variant(self) -> Option<&'static str> {
        match self {
            Row::IptRaw => Some("legacy"),
            Row::IptNftRaw => Some("nft"),
            _ => None,
        }
    }
}

/// How to load.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loader {
    /// `dropc apply` where it fits the row, falling back to the tools.
    Auto,
    /// Always `dropc compile` + the standard tool.
    Tools,
}

/// What loading a row did and cost.
#[derive(Clone, Debug, Default)]
pub struct Setup {
    /// `dropc compile` wall time (s); 0 when `dropc apply` compiled.
    pub compile_s: f64,
    /// Load wall time (s) (`dropc apply`: compile + load).
    pub load_s: f64,
    /// How it was loaded.
    pub how: String,
}

impl Setup {
    /// compile + load (s).
    pub fn total_s(&self) -> f64 {
        self.compile_s + self.load_s
    }
}

/// Removes what `dropc apply` attached (its pins live in the global bpffs),
/// on drop. Namespace deletion removes everything else.
pub struct Applied {
    dropc: PathBuf,
    ns: String,
    iface: String,
    /// `DROPC_IPTABLES` for `dropc remove`, as for the apply.
    iptables: Option<&'static str>,
}

impl Applied {
    /// `dropc ARGS` in the row's namespace, with the row's iptables variant.
    fn dropc(
        ns: &str,
        dropc: &str,
        iptables: Option<&str>,
        args: &[&str],
    ) -> anyhow::Result<String> {
        match iptables {
            Some(v) => {
                let var = format!("DROPC_IPTABLES={v}");
                let mut all = vec![var.as_str(), dropc];
                all.extend_from_slice(args);
                nsenter_cmd(ns, "env", &all)
            }
            None => nsenter_cmd(ns, dropc, args),
        }
    }
}

impl Drop for Applied {
    fn drop(&mut self) {
        let dropc = self.dropc.to_string_lossy().into_owned();
        let remove = ["remove", "--iface", self.iface.as_str()];
        let _ = Applied::dropc(&self.ns, &dropc, self.iptables, &remove);
    }
}

/// One measured configuration: a row with the policy of deny-list size `n`
/// (0: the flood rule alone).
pub struct Config {
    /// The deny-list size (0: none); in a `--v2` run, the group of
    /// configurations measured together (see `v2.rs`).
    pub n: usize,
    /// The traffic and the policy's kind (the flood rule unless `--v2`).
    pub workload: crate::v2::Workload,
    /// The dropc policy.
    pub policy: PathBuf,
    /// Its deny-list (for the hand-written references).
    pub list: Option<PathBuf>,
    pub row: Row,
}

impl Config {
    /// Unique short name (namespace names, output files).
    pub fn tag(&self) -> String {
        match self.workload {
            crate::v2::Workload::Flood => format!("{}-{}", self.row.key(), self.n),
            w => format!("{}-{}-{}", self.row.key(), w.key(), self.n),
        }
    }
}

/// Compiles `c.policy` for `c.row` and loads it on `link`; the compiled
/// output goes to `work/<tag>.<target>`. Returns the setup figures and, when
/// `dropc apply` was used, its removal guard.
pub fn load(
    o: &Opts,
    work: &Path,
    c: &Config,
    link: &Link,
) -> anyhow::Result<(Setup, Option<Applied>)> {
    let (dropc, policy, row, loader, tag) = (&o.dropc, &c.policy, c.row, o.loader, c.tag());
    if row.is_reference() {
        return Ok((reference::load(o, work, c, link)?, None));
    }
    let Some(target) = row.target() else {
        return Ok((
            Setup {
                how: "nothing loaded".into(),
                ..Setup::default()
            },
            None,
        ));
    };
    let d = dropc.to_string_lossy().into_owned();
    let p = policy.to_string_lossy().into_owned();
    let ns = link.ns.name();
    let iface = link.rx_dev.as_str();
    let mut note = String::new();
    let dynamic = match c.workload {
        crate::v2::Workload::Deny(k) => k.needs_apply(),
        crate::v2::Workload::Flood
        | crate::v2::Workload::Over
        | crate::v2::Workload::Contains(_)
        | crate::v2::Workload::FloodOf(_) => false,
    };
    if dynamic && !(loader == Loader::Auto && row.dropc_can_apply()) {
        bail!(
            "{tag}: a dynamic set needs `dropc apply` (the standard tools would run the policy's static code)"
        );
    }
    if loader == Loader::Auto && row.dropc_can_apply() {
        let apply = ["apply", &p, "--target", target, "--iface", iface];
        let t = Instant::now();
        match Applied::dropc(ns, &d, row.iptables_variant(), &apply) {
            Ok(out) => {
                eprintln!("  {}: {}", row.key(), out.trim().replace('\n', "; "));
                let applied = Applied {
                    dropc: dropc.to_path_buf(),
                    ns: ns.to_string(),
                    iface: iface.to_string(),
                    iptables: row.iptables_variant(),
                };
                let mut how = "dropc apply".to_string();
                if c.workload == crate::v2::Workload::Deny(crate::dynsets::SetKind::Replaced) {
                    let list = c
                        .list
                        .as_ref()
                        .context("a replaced set needs its list")?
                        .to_string_lossy()
                        .into_owned();
                    let replace = ["set", "replace", "--iface", iface, "deny", "--from", &list];
                    let t = Instant::now();
                    Applied::dropc(ns, &d, None, &replace).context("dropc set replace")?;
                    how = format!(
                        "dropc apply; dropc set replace --from LIST ({:.2} s)",
                        t.elapsed().as_secs_f64()
                    );
                }
                if let Some(file) = match c.workload {
                    crate::v2::Workload::Deny(k) => k.added_file(),
                    crate::v2::Workload::Flood
                    | crate::v2::Workload::Over
                    | crate::v2::Workload::Contains(_)
                    | crate::v2::Workload::FloodOf(_) => None,
                } {
                    let file = c.policy.with_file_name(file);
                    let text = std::fs::read_to_string(&file)
                        .with_context(|| format!("reading {}", file.display()))?;
                    let elems: Vec<&str> = text.lines().filter(|l| !l.is_empty()).collect();
                    let mut add = vec![
                        "set",
                        "add",
                        "--iface",
                        iface,
                        "deny",
                        "--timeout",
                        crate::dynsets::ADD_TIMEOUT,
                    ];
                    add.extend_from_slice(&elems);
                    let t = Instant::now();
                    Applied::dropc(ns, &d, None, &add).context("dropc set add")?;
                    let add_s = t.elapsed().as_secs_f64();
                    // Each added prefix must be a key of the delta: a change
                    // the delta cannot hold rebuilds a table copy instead.
                    let keys = crate::dynsets::delta_keys(link, target)?;
                    if keys != elems.len() {
                        bail!(
                            "{tag}: {keys} keys in the delta after adding {} prefixes",
                            elems.len()
                        );
                    }
                    how = format!(
                        "dropc apply; dropc set add --timeout {} of {} prefixes ({add_s:.2} s), \
                         {keys} keys in the delta",
                        crate::dynsets::ADD_TIMEOUT,
                        elems.len()
                    );
                }
                return Ok((
                    Setup {
                        compile_s: 0.0,
                        load_s: t.elapsed().as_secs_f64(),
                        how,
                    },
                    Some(applied),
                ));
            }
            Err(e) if dynamic => {
                let _ = Applied::dropc(ns, &d, None, &["remove", "--iface", iface]);
                return Err(e.context("dropc apply of a dynamic set"));
            }
            Err(e) => {
                eprintln!(
                    "  dropc apply failed for {}, using the standard tool: {e:#}",
                    row.key()
                );
                // Leave nothing half-applied behind.
                let _ = Applied::dropc(
                    ns,
                    &d,
                    row.iptables_variant(),
                    &["remove", "--iface", iface],
                );
                note = " (dropc apply failed)".into();
            }
        }
    }
    let out = work.join(format!("{tag}.{target}"));
    if target == "iptables" {
        std::fs::create_dir_all(&out)?;
    }
    let o = out.to_string_lossy().into_owned();
    let mut args = vec!["compile", p.as_str(), "--target", target, "-o", o.as_str()];
    if target == "nft" {
        args.extend_from_slice(&["--iface", iface]);
    }
    if row == Row::XdpNativeNc {
        args.push("--no-counters");
    }
    let t = Instant::now();
    run(&d, &args).context("dropc compile")?;
    let compile_s = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let how = match row {
        Row::None | Row::NftHand | Row::IptHand | Row::XdpRef | Row::XdpLpm | Row::TcLpm => {
            unreachable!("handled above")
        }
        Row::XdpNative | Row::XdpNativeNc | Row::XdpGeneric => {
            let mode = if row != Row::XdpGeneric {
                "xdpdrv"
            } else {
                "xdpgeneric"
            };
            link.ns
                .ip(&["link", "set", "dev", iface, mode, "obj", &o, "sec", "xdp"])?;
            format!("ip link set dev IF {mode} obj OUT sec xdp")
        }
        Row::Tc => {
            tc_ingress_bpf(ns, iface, &["obj", &o, "sec", "classifier"])?;
            "tc filter add dev IF ingress bpf da obj OUT sec classifier".into()
        }
        Row::Nft => {
            link.ns.exec("nft", &["-f", &o], None)?;
            "nft -f OUT".into()
        }
        Row::IptInput | Row::IptRaw | Row::IptNftRaw => load_iptables(row, link, &out)?,
    };
    Ok((
        Setup {
            compile_s,
            load_s: t.elapsed().as_secs_f64(),
            how: format!("{how}{note}"),
        },
        None,
    ))
}

/// Adds a clsact qdisc to `iface` in namespace `ns` and a direct-action
/// BPF filter on its ingress, the program given by `prog` (`obj FILE sec
/// SEC`, `object-pinned PIN`), through `nsenter` so that the bpffs stays
/// visible.
pub fn tc_ingress_bpf(ns: &str, iface: &str, prog: &[&str]) -> anyhow::Result<()> {
    nsenter_cmd(ns, "tc", &["qdisc", "add", "dev", iface, "clsact"])?;
    let mut args = vec!["filter", "add", "dev", iface, "ingress", "bpf", "da"];
    args.extend_from_slice(prog);
    nsenter_cmd(ns, "tc", &args)?;
    Ok(())
}

/// Loads dropc's iptables output directory: sets first, then the chains
/// and the jump (both in the restore files). For [`Row::IptInput`] the
/// DROPC chain goes to the filter table, jumped to from INPUT, and raw
/// PREROUTING gets `-j CT --notrack`.
fn load_iptables(row: Row, link: &Link, dir: &Path) -> anyhow::Result<String> {
    let variant = if row == Row::IptNftRaw {
        "nft"
    } else {
        "legacy"
    };
    let ns = &link.ns;
    ns.exec("ipset", &["restore"], Some(&dir.join("ipset.restore")))
        .context("ipset restore")?;
    for fam in ["iptables", "ip6tables"] {
        let mut file = dir.join(format!("{fam}.restore"));
        if row == Row::IptInput {
            let text = std::fs::read_to_string(&file)?;
            if !text.lines().any(|l| l.trim() == "*raw") {
                bail!("{}: no *raw table in dropc's output", file.display());
            }
            let moved: String = text
                .lines()
                .map(|l| {
                    if l.trim() == "*raw" {
                        "*filter".to_string()
                    } else if let Some(jump) = l.strip_prefix("-I PREROUTING 1 ") {
                        format!("-I INPUT 1 {jump}")
                    } else {
                        l.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join("\n")
                + "\n";
            file = dir.join(format!("{fam}.filter.restore"));
            std::fs::write(&file, moved)?;
        }
        let restore = format!("{fam}-{variant}-restore");
        ns.exec(&restore, &["--noflush"], Some(&file))
            .with_context(|| restore.clone())?;
        let tool = format!("{fam}-{variant}");
        if row == Row::IptInput {
            ns.exec(
                &tool,
                &[
                    "-t",
                    "raw",
                    "-I",
                    "PREROUTING",
                    "1",
                    "-j",
                    "CT",
                    "--notrack",
                ],
                None,
            )?;
        }
    }
    Ok(if row == Row::IptInput {
        "ipset restore; ip(6)tables-legacy-restore (DROPC moved to filter, jump from INPUT); raw PREROUTING -j CT --notrack".into()
    } else {
        format!("ipset restore; ip(6)tables-{variant}-restore --noflush (the files add -I PREROUTING 1 -j DROPC)")
    })
}
