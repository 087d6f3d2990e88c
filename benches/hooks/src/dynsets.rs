//! `--dynsets`: what a dynamic set costs per packet on XDP (native) and tc
//! (issue 13, "Run time: dynamic sets", item 3), side by side in one run.
//!
//! For the smallest and the largest `--sizes` (default 10 and 1,000,000
//! prefixes: the bench's own list of N − 1 prefixes, see `prefixes.rs`,
//! plus the probe prefix [`PROBE_NET`]), and for each of the two hooks:
//!
//! * `static`: `set deny = ip from "deny.txt"` (the compiled, bucketed
//!   interval table in `.rodata`), loaded by `dropc apply`;
//! * `dyn`: `set deny = ip dynamic from "deny.txt" size 1000000`, loaded by
//!   `dropc apply` (the contents go to copy 0 of the run-time maps);
//! * `dynrep`: `set deny = ip dynamic size 1000000`, loaded by `dropc
//!   apply`, then `dropc set replace --iface IF deny --from deny.txt` (the
//!   contents go to copy 1, built by `dropc set`);
//! * `dynadd`: `dyn`, then `dropc set add --iface IF deny --timeout 2h` of
//!   [`ADDED`] /32s that are not in the list (scattered over the IPv4
//!   space, outside 198.18.0.0/15 and the probe's /16): the *delta* is
//!   populated (one prefix length, /32; about 4% of the filter's 256 Kibit
//!   set), and the flood still misses the table and, mostly at the filter,
//!   the delta;
//! * `dynhit`: `dynadd` with the flood's own 198.19.0.0/16 added too, in
//!   the same `set add`: every flood packet misses the table, finds its
//!   filter bit set, looks the delta up, hits, and checks the expiry
//!   (`bpf_ktime_get_coarse_ns`); the worst case of a populated delta;
//! * `stathit`: `static` whose list `deny-hit.txt` also holds
//!   198.19.0.0/16: every flood packet hits the table (what `dynhit` is
//!   compared with);
//! * the hand-written reference `xdp-lpm` / `tc-lpm`: `ebpf/ref/lpm.c`
//!   (clang), one kernel `BPF_MAP_TYPE_LPM_TRIE` per family filled with the
//!   same prefixes, dropping on a hit, then the flood rule.
//!
//! Every policy is the main run's deny-list policy (`blocked: drop src
//! @deny`, then the flood rule); the traffic is the flood (sources in
//! 198.19.0.0/16, outside every list but `dynhit`'s and `stathit`'s), so
//! each packet searches the set and misses, then meets the flood rule (in
//! `dynhit` and `stathit` each packet hits the set, and `blocked` drops
//! it). Before measuring, each row must drop the flood, drop a probe from
//! [`PROBE_NET`] (in the set) to a port no rule names, and pass that probe
//! from 198.19.0.0/16 (not in the set; `dynhit` and `stathit` must drop
//! it): so the contents really are in the run-time maps or tries. After
//! its `set add`, a `dynadd` or `dynhit` row must hold every added prefix
//! as a key of its pinned delta map (`T_set_deny_x4`), so that the adds
//! went to the delta and not to a rebuilt table copy.
//!
//! The report gives per-round ratios (same round, rows measured within
//! seconds of each other) against the issue's targets.

use crate::bed::{nsenter_cmd, Bed, Link};
use crate::report::{costs, row_where, summary, Machine};
use crate::sender::Sender;
use crate::targets::{Config, Row};
use crate::v2::Workload;
use crate::{Opts, Phase, RowResult};
use anyhow::{bail, Context};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The declared capacity of the dynamic sets (per family), the same for
/// every list size, so that only the contents change between N rows.
pub const DYN_SIZE: usize = 1_000_000;

/// The first two bytes of the probe prefix every list holds (as a /16).
pub const PROBE_NET: [u8; 2] = [100, 64];

/// A UDP port no rule names.
const PROBE_PORT: u16 = 4321;

/// How many /32s `dropc set add` puts in the delta of the `dynadd` and
/// `dynhit` rows.
pub const ADDED: usize = 10_000;

/// The `--timeout` of the added elements: any, so that a delta hit checks
/// the expiry against the clock; long enough to outlive the run.
pub const ADD_TIMEOUT: &str = "2h";

/// How the deny-list is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetKind {
    /// A static set: the compiled table.
    Static,
    /// A dynamic set whose contents `dropc apply` loaded (`from`).
    Dynamic,
    /// A dynamic set, empty in the policy, filled by `dropc set replace`
    /// after the apply.
    Replaced,
    /// [`SetKind::Dynamic`], then [`ADDED`] /32s outside the list and the
    /// flood added by `dropc set add`: a populated delta the flood misses.
    Added,
    /// [`SetKind::Added`] with the flood's /16 added too: every flood
    /// packet misses the table and hits the delta.
    DeltaHit,
    /// [`SetKind::Static`] with the flood's /16 in the list: every flood
    /// packet hits the table.
    StaticHit,
}

impl SetKind {
    /// Short key (namespace names, the report).
    pub fn key(self) -> &'static str {
        match self {
            SetKind::Static => "static",
            SetKind::Dynamic => "dyn",
            SetKind::Replaced => "dynrep",
            SetKind::Added => "dynadd",
            SetKind::DeltaHit => "dynhit",
            SetKind::StaticHit => "stathit",
        }
    }

    /// Whether the row must be loaded by `dropc apply` (the standard tools
    /// would run the policy's static code, not the maps).
    pub fn needs_apply(self) -> bool {
        match self {
            SetKind::Static | SetKind::StaticHit => false,
            SetKind::Dynamic | SetKind::Replaced | SetKind::Added | SetKind::DeltaHit => true,
        }
    }

    /// The list file (next to the policy) the policy reads, or `set
    /// replace` reads for [`SetKind::Replaced`].
    pub fn list_file(self) -> &'static str {
        match self {
            SetKind::StaticHit => "deny-hit.txt",
            SetKind::Static
            | SetKind::Dynamic
            | SetKind::Replaced
            | SetKind::Added
            | SetKind::DeltaHit => "deny.txt",
        }
    }

    /// The file (next to the policy, one element a line) of the elements
    /// `dropc set add` adds after the apply, if any.
    pub fn added_file(self) -> Option<&'static str> {
        match self {
            SetKind::Added => Some("added.txt"),
            SetKind::DeltaHit => Some("added-hit.txt"),
            SetKind::Static | SetKind::Dynamic | SetKind::Replaced | SetKind::StaticHit => None,
        }
    }

    /// Whether the set holds the flood's sources (198.19.0.0/16).
    pub fn holds_flood(self) -> bool {
        match self {
            SetKind::DeltaHit | SetKind::StaticHit => true,
            SetKind::Static | SetKind::Dynamic | SetKind::Replaced | SetKind::Added => false,
        }
    }
}

/// The policy of `kind`, its list `deny.txt` next to it.
pub fn policy(kind: SetKind) -> String {
    let list = kind.list_file();
    let decl = match kind {
        SetKind::Static | SetKind::StaticHit => format!("ip from \"{list}\""),
        SetKind::Dynamic | SetKind::Added | SetKind::DeltaHit => {
            format!("ip dynamic from \"{list}\" size {DYN_SIZE}")
        }
        SetKind::Replaced => format!("ip dynamic size {DYN_SIZE}"),
    };
    crate::policy_text_with(Some(&decl))
}

/// One check frame beyond the workload's own: source `src16`.x.y (random
/// x.y, as the sender draws them), to `dport`; whether it must reach UDP.
#[derive(Clone, Copy, Debug)]
pub struct Probe {
    pub what: &'static str,
    pub src16: [u8; 2],
    pub dport: u16,
    pub passes: bool,
}

impl Probe {
    /// The frame (the sender changes only the low half of the source, the
    /// source port and the checksum).
    pub fn frame(&self, src_mac: [u8; 6], dst_mac: [u8; 6]) -> Vec<u8> {
        let mut f = crate::sender::template(src_mac, dst_mac);
        f[26..28].copy_from_slice(&self.src16);
        f[36..38].copy_from_slice(&self.dport.to_be_bytes());
        f
    }
}

/// The checks of `w` beyond the flood's.
pub fn probes(w: Workload) -> Vec<Probe> {
    match w {
        Workload::Deny(k) => vec![
            Probe {
                what: "a source in the set",
                src16: PROBE_NET,
                dport: PROBE_PORT,
                passes: false,
            },
            // The flood's /16 to a port the flood rule does not name:
            // only the set can drop it.
            if k.holds_flood() {
                Probe {
                    what: "a source in the set (the flood's /16)",
                    src16: crate::sender::SRC_NET,
                    dport: PROBE_PORT,
                    passes: false,
                }
            } else {
                Probe {
                    what: "a source outside the set",
                    src16: crate::sender::SRC_NET,
                    dport: PROBE_PORT,
                    passes: true,
                }
            },
        ],
        Workload::Flood | Workload::Over | Workload::Contains(_) | Workload::FloodOf(_) => {
            Vec::new()
        }
    }
}

/// The list sizes of a `--dynsets` run: the smallest and largest of
/// `--sizes`.
pub fn sizes(o: &Opts) -> Vec<usize> {
    let (Some(lo), Some(hi)) = (o.sizes.iter().min(), o.sizes.iter().max()) else {
        return Vec::new();
    };
    if lo == hi {
        vec![*lo]
    } else {
        vec![*lo, *hi]
    }
}

/// The rows of one hook: dropc's and the LPM trie reference.
const HOOKS: [(Row, Row); 2] = [(Row::XdpNative, Row::XdpLpm), (Row::Tc, Row::TcLpm)];

const KINDS: [SetKind; 6] = [
    SetKind::Static,
    SetKind::Dynamic,
    SetKind::Replaced,
    SetKind::Added,
    SetKind::DeltaHit,
    SetKind::StaticHit,
];

/// The flood's sources as a prefix.
fn flood_net() -> String {
    let [a, b] = crate::sender::SRC_NET;
    format!("{a}.{b}.0.0/16")
}

/// `count` distinct IPv4 /32s (`a.b.c.d/32`) for `dropc set add`, drawn
/// from `seed`: unicast (first byte 1–223, not 127), outside
/// 198.18.0.0/15 (the bench's range: the flood, the receiver) and the
/// probe's /16, and none a line of `list` (so each is new to the set and
/// goes to the delta).
pub fn added_prefixes(list: &str, count: usize, seed: u64) -> Vec<String> {
    let listed: std::collections::HashSet<&str> = list.lines().map(str::trim).collect();
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::with_capacity(count);
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    while out.len() < count {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let a = (x >> 16) as u32;
        let first = a >> 24;
        if !(1..=223).contains(&first)
            || first == 127
            || crate::prefixes::overlaps_bench_net(a, 32)
            || a >> 16 == u32::from(u16::from_be_bytes(PROBE_NET))
        {
            continue;
        }
        let ip = std::net::Ipv4Addr::from(a);
        let p = format!("{ip}/32");
        if listed.contains(p.as_str()) || listed.contains(ip.to_string().as_str()) {
            continue;
        }
        if seen.insert(a) {
            out.push(p);
        }
    }
    out
}

/// Writes the lists and policies under `work` and returns the
/// configurations; the second value describes the lists' source.
pub fn configs(o: &Opts, work: &Path) -> anyhow::Result<(Vec<Config>, String)> {
    let mut out = Vec::new();
    let mut source = String::new();
    for n in sizes(o) {
        if n < 2 {
            anyhow::bail!("--dynsets needs lists of at least 2 prefixes (one is the probe)");
        }
        crate::check_stop()?;
        let dir = work.join(format!("dyn-{n}"));
        std::fs::create_dir_all(&dir)?;
        let list = dir.join("deny.txt");
        source = crate::prefixes::write_list(&o.repo, n - 1, o.seed, &list)?;
        let mut text = std::fs::read_to_string(&list)?;
        let _ = writeln!(
            text,
            "# the probe of the bench's check\n{}.{}.0.0/16",
            PROBE_NET[0], PROBE_NET[1]
        );
        std::fs::write(&list, &text)?;
        // The static hit's list: the same, plus the flood's sources.
        let _ = writeln!(text, "# the flood's sources\n{}", flood_net());
        std::fs::write(dir.join(SetKind::StaticHit.list_file()), &text)?;
        let added = added_prefixes(&text, ADDED, o.seed);
        for kind in KINDS {
            if let Some(f) = kind.added_file() {
                let mut v = added.clone();
                if kind.holds_flood() {
                    v.push(flood_net());
                }
                std::fs::write(dir.join(f), v.join("\n") + "\n")?;
            }
            std::fs::write(
                dir.join(format!("{}.drop", kind.key())),
                Workload::Deny(kind).policy(),
            )?;
        }
        for (dropc_row, lpm_row) in HOOKS {
            for kind in KINDS {
                out.push(Config {
                    n,
                    policy: dir.join(format!("{}.drop", kind.key())),
                    list: Some(dir.join(kind.list_file())),
                    row: dropc_row,
                    workload: Workload::Deny(kind),
                });
            }
            out.push(Config {
                n,
                policy: dir.join("static.drop"),
                list: Some(list.clone()),
                row: lpm_row,
                workload: Workload::Deny(SetKind::Static),
            });
        }
    }
    Ok((
        out,
        format!(
            "{source}, minus one prefix, plus the probe {}.{}.0.0/16",
            PROBE_NET[0], PROBE_NET[1]
        ),
    ))
}

/// The number of keys in the IPv4 delta (`T_set_deny_x4`, a hash map)
/// of the dynamic set `deny` that `dropc apply --target target` pinned for
/// `link`.
pub fn delta_keys(link: &Link, target: &str) -> anyhow::Result<usize> {
    use std::os::unix::fs::MetadataExt as _;
    let nsfs = format!("/run/netns/{}", link.ns.name());
    let m = std::fs::metadata(&nsfs).with_context(|| nsfs.clone())?;
    let pin = Path::new("/sys/fs/bpf/dropc")
        .join(format!("net-{}-{}", m.dev(), m.ino()))
        .join(&link.rx_dev)
        .join(format!("{target}_set_deny_x4"));
    let data = aya::maps::MapData::from_pin(&pin)
        .with_context(|| format!("opening the delta map {}", pin.display()))?;
    let map: aya::maps::HashMap<_, [u8; 8], [u8; 24]> =
        aya::maps::HashMap::try_from(aya::maps::Map::HashMap(data))
            .with_context(|| format!("{} as a hash map of the delta", pin.display()))?;
    let mut n = 0;
    for k in map.keys() {
        k.with_context(|| format!("reading the keys of {}", pin.display()))?;
        n += 1;
    }
    Ok(n)
}

/// One measured configuration: (row, kind, n).
type Key = (Row, SetKind, usize);

/// What a configuration is, for the report.
fn label((row, kind, n): Key) -> String {
    let set = match (row, kind) {
        (Row::XdpLpm | Row::TcLpm, _) => "LPM tries by hand",
        (_, SetKind::Static) => "static set",
        (_, SetKind::Dynamic) => "dynamic set, filled by apply",
        (_, SetKind::Replaced) => "dynamic set, filled by set replace",
        (_, SetKind::Added) => "dynamic set + 10,000 added by set add (delta, misses)",
        (_, SetKind::DeltaHit) => {
            "dynamic set + 10,000 and the flood's /16 added by set add (delta hit)"
        }
        (_, SetKind::StaticHit) => "static set + the flood's /16 (static hit)",
    };
    format!("{} {set}, {n}", hook_name(row))
}

fn hook_name(row: Row) -> &'static str {
    match row {
        Row::XdpNative | Row::XdpLpm => "xdp",
        Row::Tc | Row::TcLpm => "tc",
        Row::None
        | Row::IptInput
        | Row::IptRaw
        | Row::IptNftRaw
        | Row::Nft
        | Row::NftHand
        | Row::XdpGeneric
        | Row::XdpNativeNc
        | Row::IptHand
        | Row::XdpRef => row.key(),
    }
}

fn samples(
    configs: &[Config],
    phases: &[Phase],
    metric: Metric,
    (row, kind, n): Key,
) -> Option<Vec<f64>> {
    row_where(configs, phases, |c| {
        c.row == row && c.workload == Workload::Deny(kind) && c.n == n
    })
    .map(|(_, r)| metric.of(r))
    .filter(|v| !v.is_empty())
}

/// What is compared.
#[derive(Clone, Copy, Debug)]
enum Metric {
    /// CPU ns per packet, sender + veth + hook (the bench's measure).
    Path,
    /// The program's own ns per run (kernel BPF statistics).
    Program,
}

impl Metric {
    fn of(self, r: &RowResult) -> Vec<f64> {
        match self {
            Metric::Path => costs(r),
            Metric::Program => r.prog_ns.clone(),
        }
    }

    fn title(self) -> &'static str {
        match self {
            Metric::Path => "CPU ns per packet (sender + veth + hook)",
            Metric::Program => "The program's own ns per run (kernel BPF statistics)",
        }
    }
}

/// Packets per configuration and round of [`program_rounds`].
const STATS_PACKETS: u32 = 1 << 20;

/// The id of the BPF program attached to the receiving end of `link` (XDP
/// or tc ingress), from `bpftool net show` in its namespace.
fn attached_prog(link: &Link) -> anyhow::Result<u32> {
    let out = nsenter_cmd(
        link.ns.name(),
        "bpftool",
        &["-j", "net", "show", "dev", &link.rx_dev],
    )
    .context("bpftool net show (install bpftool)")?;
    json_u64(&out, "id")
        .and_then(|id| u32::try_from(id).ok())
        .with_context(|| format!("no program attached to {}: {out}", link.rx_dev))
}

/// The first `"key":NUMBER` of a JSON text.
fn json_u64(text: &str, key: &str) -> Option<u64> {
    let pat = format!("\"{key}\":");
    let at = text.find(&pat)? + pat.len();
    let digits: String = text[at..]
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// (run time ns, run count) of program `id`.
fn prog_counters(id: u32) -> anyhow::Result<(u64, u64)> {
    // Programs of other work may go while the list is walked: skip those.
    for p in aya::programs::loaded_programs().flatten() {
        if p.id() == id {
            return Ok((p.run_time().as_nanos() as u64, p.run_count()));
        }
    }
    bail!("program {id} is gone")
}

/// With the kernel's BPF run-time statistics on (`BPF_ENABLE_STATS`, held
/// by this process only for these rounds, so that the main rounds run
/// without their cost), `o.rounds` rounds in a shuffled order, each sending
/// [`STATS_PACKETS`] frames to every configuration: per configuration, the
/// ns per run of the program attached to its link, per round.
pub fn program_rounds(
    o: &Opts,
    bed: &Bed,
    senders: &[Sender],
    rng: &mut crate::Rng,
) -> anyhow::Result<Vec<Vec<f64>>> {
    let ids = bed
        .links
        .iter()
        .map(attached_prog)
        .collect::<anyhow::Result<Vec<_>>>()?;
    let _stats =
        aya::sys::enable_stats(aya::sys::Stats::RunTime).context("BPF_ENABLE_STATS (run time)")?;
    let mut out = vec![Vec::new(); ids.len()];
    for round in 0..o.rounds {
        let mut order: Vec<usize> = (0..ids.len()).collect();
        rng.shuffle(&mut order);
        for i in order {
            crate::check_stop()?;
            let (t0, c0) = prog_counters(ids[i])?;
            crate::measure::send_only(o.cpu, &bed.tx, &senders[i], STATS_PACKETS)?;
            std::thread::sleep(std::time::Duration::from_millis(20));
            let (t1, c1) = prog_counters(ids[i])?;
            let runs = c1.saturating_sub(c0);
            if runs < u64::from(STATS_PACKETS) * 9 / 10 {
                bail!(
                    "program {} of link {i} ran {runs} times for {STATS_PACKETS} frames",
                    ids[i]
                );
            }
            let ns = t1.saturating_sub(t0) as f64 / runs as f64;
            eprintln!(
                "  stats round {:>2} link {i:<2} program {:>7}: {ns:>6.1} ns/run",
                round + 1,
                ids[i]
            );
            out[i].push(ns);
        }
    }
    Ok(out)
}

/// The issue's bound on a ratio.
#[derive(Clone, Copy, Debug)]
enum Bound {
    /// At most this.
    AtMost(f64),
    /// Below 1: a is cheaper than b.
    Cheaper,
}

impl Bound {
    fn holds(self, r: f64) -> bool {
        match self {
            Bound::AtMost(t) => r <= t,
            Bound::Cheaper => r < 1.0,
        }
    }

    fn text(self) -> String {
        match self {
            Bound::AtMost(t) => format!("≤ {t}"),
            Bound::Cheaper => "< 1".into(),
        }
    }
}

/// A ratio of the report: a / b, with the issue's bound if it sets one.
struct Pair {
    a: Key,
    b: Key,
    bound: Option<Bound>,
}

fn pairs(dropc: Row, lpm: Row, small: usize, large: usize) -> Vec<Pair> {
    use SetKind::{Added, DeltaHit, Dynamic, Replaced, Static, StaticHit};
    let p = |a: Key, b: Key, bound: Option<Bound>| Pair { a, b, bound };
    let mut v = Vec::new();
    for k in [Dynamic, Replaced] {
        v.push(p(
            (dropc, k, large),
            (dropc, Static, large),
            Some(Bound::AtMost(1.5)),
        ));
        v.push(p(
            (dropc, k, large),
            (dropc, k, small),
            Some(Bound::AtMost(1.25)),
        ));
        v.push(p(
            (dropc, k, large),
            (lpm, Static, large),
            Some(Bound::Cheaper),
        ));
    }
    v.push(p((dropc, Dynamic, small), (dropc, Static, small), None));
    v.push(p((dropc, Static, large), (dropc, Static, small), None));
    v.push(p((lpm, Static, large), (lpm, Static, small), None));
    v.push(p((dropc, Replaced, large), (dropc, Dynamic, large), None));
    // A populated delta (elements of `dropc set add`): the flood misses it
    // (against the static set the flood misses), or hits it (against the
    // static set the flood hits), at either size.
    for n in [small, large] {
        v.push(p(
            (dropc, Added, n),
            (dropc, Static, n),
            Some(Bound::AtMost(1.5)),
        ));
        v.push(p(
            (dropc, DeltaHit, n),
            (dropc, StaticHit, n),
            Some(Bound::AtMost(1.5)),
        ));
    }
    v.push(p((dropc, Added, large), (dropc, Dynamic, large), None));
    v.push(p((dropc, StaticHit, large), (dropc, Static, large), None));
    v
}

/// The figures and the per-round ratio table of one metric.
fn write_tables(
    s: &mut String,
    configs: &[Config],
    phases: &[Phase],
    keys: &[Key],
    metric: Metric,
    (small, large): (usize, usize),
) {
    let _ = writeln!(s, "## {}\n", metric.title());
    let _ = writeln!(s, "| configuration | min / median / max |");
    let _ = writeln!(s, "|---|---|");
    for k in keys {
        if let Some(v) = samples(configs, phases, metric, *k) {
            let (lo, med, hi) = summary(&v);
            let _ = writeln!(s, "| {} | {lo:.1} / {med:.1} / {hi:.1} |", label(*k));
        }
    }
    let _ = writeln!(
        s,
        "\nPer-round ratios (a / b, same round). Targets (issue 13): dynamic {large} / \
         static {large} ≤ 1.5; dynamic {large} / dynamic {small} ≤ 1.25; dynamic {large} / LPM \
         tries {large} < 1. The same ≤ 1.5 is applied to a populated delta at both sizes: \
         the delta the flood misses against the static set, the delta the flood hits against \
         the static set the flood hits.\n"
    );
    let _ = writeln!(
        s,
        "| a | b | min / median / max | target | rounds within it |"
    );
    let _ = writeln!(s, "|---|---|---|---|---|");
    for (dropc, lpm) in HOOKS {
        for p in pairs(dropc, lpm, small, large) {
            let (Some(a), Some(b)) = (
                samples(configs, phases, metric, p.a),
                samples(configs, phases, metric, p.b),
            ) else {
                continue;
            };
            let ratios: Vec<f64> = a.iter().zip(&b).map(|(x, y)| x / y).collect();
            let (lo, med, hi) = summary(&ratios);
            let (target, within) = match p.bound {
                Some(t) => {
                    let within = ratios.iter().filter(|r| t.holds(**r)).count();
                    (
                        t.text(),
                        format!(
                            "{within} of {}{}",
                            ratios.len(),
                            if t.holds(med) { "" } else { " (median missed)" }
                        ),
                    )
                }
                None => ("-".to_string(), "-".to_string()),
            };
            let _ = writeln!(
                s,
                "| {} | {} | {lo:.2} / {med:.2} / {hi:.2} | {target} | {within} |",
                label(p.a),
                label(p.b)
            );
        }
    }
    s.push('\n');
}

/// Writes `hooks-dynsets.md` (figures, per-round ratios against the
/// targets, raw per-round figures) to `o.out`.
pub fn write_report(
    o: &Opts,
    m: &Machine,
    configs: &[Config],
    phases: &[Phase],
    list_source: &str,
    elapsed: f64,
) -> anyhow::Result<Vec<PathBuf>> {
    let ns = sizes(o);
    let (small, large) = (
        ns.first().copied().unwrap_or(0),
        ns.last().copied().unwrap_or(0),
    );
    let keys: Vec<Key> = configs
        .iter()
        .filter_map(|c| match c.workload {
            Workload::Deny(k) => Some((c.row, k, c.n)),
            Workload::Flood | Workload::Over | Workload::Contains(_) | Workload::FloodOf(_) => None,
        })
        .collect();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# dropc-hookbench --dynsets: dynamic sets against static sets and LPM tries\n"
    );
    let _ = writeln!(
        s,
        "{}; dropc at commit {}, {}; {} rounds of {:.1} s per configuration, {} configurations, \
         {:.0} s in all. Two measures: CPU ns per packet of the whole path (sender + veth + \
         hook, the bench's measure, see README.md \"How it measures\"), and then, in {} more \
         rounds of {STATS_PACKETS} frames per configuration with the kernel's BPF run-time \
         statistics on, the attached program's own ns per run (`run_time_ns / run_cnt`; the \
         statistics' two clock reads per run are inside the figure). Lists: {list_source}. \
         Dynamic sets declared `size {DYN_SIZE}`. Delta rows: after the apply, `dropc set add \
         --timeout {ADD_TIMEOUT}` of {ADDED} /32s outside the list and 198.18.0.0/15 (\"delta, \
         misses\"), or of those and the flood's {flood} (\"delta hit\"), each checked to be \
         in the delta map; \"static hit\": the static set of the list plus {flood}.\n",
        m.one_line(),
        m.dropc_commit,
        m.date,
        o.rounds,
        o.secs,
        configs.len(),
        elapsed,
        o.rounds,
        flood = flood_net(),
    );
    for metric in [Metric::Path, Metric::Program] {
        write_tables(&mut s, configs, phases, &keys, metric, (small, large));
    }
    for metric in [Metric::Path, Metric::Program] {
        let _ = writeln!(s, "\n## Raw, round by round: {}\n", metric.title());
        for k in &keys {
            if let Some(v) = samples(configs, phases, metric, *k) {
                let vals: Vec<String> = v.iter().map(|x| format!("{x:.1}")).collect();
                let _ = writeln!(s, "- {}: {}", label(*k), vals.join(" "));
            }
        }
    }
    let path = o.out.join("hooks-dynsets.md");
    std::fs::write(&path, s).with_context(|| format!("writing {}", path.display()))?;
    Ok(vec![path])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policies_declare_the_set_as_their_kind() {
        let s = policy(SetKind::Static);
        assert!(s.contains("set deny = ip from \"deny.txt\"\n"));
        assert!(s.contains("blocked: drop src @deny"));
        let d = policy(SetKind::Dynamic);
        assert!(d.contains("set deny = ip dynamic from \"deny.txt\" size 1000000\n"));
        let r = policy(SetKind::Replaced);
        assert!(r.contains("set deny = ip dynamic size 1000000\n"));
        assert!(!r.contains("deny.txt"));
        // the delta rows apply the dynamic set of the list, then add
        for k in [SetKind::Added, SetKind::DeltaHit] {
            assert_eq!(policy(k), d);
            assert!(k.needs_apply() && k.added_file().is_some());
        }
        let h = policy(SetKind::StaticHit);
        assert!(h.contains("set deny = ip from \"deny-hit.txt\"\n"));
        assert!(!SetKind::StaticHit.needs_apply());
        let mut keys: Vec<&str> = KINDS.iter().map(|k| k.key()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), KINDS.len());
        for p in [s, d, r, h] {
            assert!(p.contains("flood: drop udp dst 198.18.0.12 dport 1234"));
        }
    }

    #[test]
    fn probe_frames_change_source_and_port_only() {
        let flood = crate::sender::template([2; 6], [4; 6]);
        for p in probes(Workload::Deny(SetKind::Dynamic)) {
            let f = p.frame([2; 6], [4; 6]);
            assert_eq!(f.len(), flood.len());
            assert_eq!(f[26..28], p.src16);
            assert_eq!(u16::from_be_bytes([f[36], f[37]]), PROBE_PORT);
            let differ: Vec<usize> = (0..f.len()).filter(|&i| f[i] != flood[i]).collect();
            assert!(
                differ.iter().all(|i| [26, 27, 36, 37].contains(i)),
                "{differ:?}"
            );
        }
        assert!(probes(Workload::Flood).is_empty());
    }

    #[test]
    fn the_flood_source_probe_drops_where_the_set_holds_the_flood() {
        for k in KINDS {
            let v = probes(Workload::Deny(k));
            assert_eq!(v.len(), 2);
            assert!(v.iter().any(|p| p.src16 == PROBE_NET && !p.passes));
            let flood = v
                .iter()
                .find(|p| p.src16 == crate::sender::SRC_NET)
                .expect("a probe from the flood's /16");
            assert_eq!(flood.passes, !k.holds_flood(), "{k:?}");
        }
        assert!(SetKind::DeltaHit.holds_flood() && SetKind::StaticHit.holds_flood());
        assert!(!SetKind::Added.holds_flood());
        assert_eq!(flood_net(), "198.19.0.0/16");
    }

    #[test]
    fn added_prefixes_are_new_distinct_and_outside_the_bench_range() {
        let list = "# a list\n1.2.3.4/32\n10.0.0.0/8\n100.64.0.0/16\n";
        let v = added_prefixes(list, ADDED, 1);
        assert_eq!(v.len(), ADDED);
        assert_eq!(v, added_prefixes(list, ADDED, 1));
        assert_ne!(v, added_prefixes(list, ADDED, 2));
        let mut seen = std::collections::HashSet::new();
        for p in &v {
            let ip: std::net::Ipv4Addr = p.strip_suffix("/32").expect("a /32").parse().unwrap();
            let a = u32::from(ip);
            assert!(seen.insert(a), "{p} twice");
            assert!(!crate::prefixes::overlaps_bench_net(a, 32), "{p}");
            assert_ne!(ip.octets()[..2], PROBE_NET, "{p}");
            assert!((1..=223).contains(&ip.octets()[0]) && ip.octets()[0] != 127);
            assert!(!list.lines().any(|l| l == p));
        }
        // a listed /32 is never drawn
        let first = v[0].clone();
        let again = added_prefixes(&format!("{list}{first}\n"), 10, 1);
        assert!(!again.contains(&first));
    }

    #[test]
    fn delta_labels_say_how_many_were_added() {
        assert_eq!(ADDED, 10_000);
        for k in [SetKind::Added, SetKind::DeltaHit] {
            assert!(label((Row::Tc, k, 10)).contains("10,000 "));
        }
        assert!(label((Row::XdpNative, SetKind::DeltaHit, 10)).contains("delta hit"));
        assert!(label((Row::XdpNative, SetKind::StaticHit, 10)).contains("static hit"));
    }

    #[test]
    fn json_numbers_are_found_by_key() {
        let net =
            r#"[{"xdp":[{"devname":"hbr0","ifindex":3,"mode":"driver","id":444947}],"tc":[]}]"#;
        assert_eq!(json_u64(net, "id"), Some(444_947));
        assert_eq!(json_u64(net, "ifindex"), Some(3));
        assert_eq!(json_u64(r#"[{"xdp":[],"tc":[]}]"#, "id"), None);
        assert_eq!(json_u64(r#"{"id": 12,"x":1}"#, "id"), Some(12));
    }

    #[test]
    fn every_target_pair_names_two_different_configurations() {
        for (d, l) in HOOKS {
            let v = pairs(d, l, 10, 1_000_000);
            assert_eq!(v.iter().filter(|p| p.bound.is_some()).count(), 10);
            assert!(v.iter().all(|p| p.a != p.b));
            // each populated delta against the static set of its size
            // (the hit against the static set that is hit), both sizes
            for n in [10, 1_000_000] {
                for (a, b) in [
                    (SetKind::Added, SetKind::Static),
                    (SetKind::DeltaHit, SetKind::StaticHit),
                ] {
                    assert!(v.iter().any(|p| p.a == (d, a, n)
                        && p.b == (d, b, n)
                        && matches!(p.bound, Some(Bound::AtMost(t)) if t == 1.5)));
                }
            }
            // the existing pairs come first, unchanged in number
            assert_eq!(
                v.iter()
                    .take(10)
                    .filter(|p| [SetKind::Added, SetKind::DeltaHit, SetKind::StaticHit]
                        .contains(&p.a.1))
                    .count(),
                0
            );
        }
    }
}
