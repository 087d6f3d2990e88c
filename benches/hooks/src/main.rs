//! `dropc-hookbench`: packet rate and CPU time per packet of dropc's output
//! at each Linux hook layer, fed by an in-kernel XDP sender over veth pairs
//! in scratch namespaces. See README.md for the method and how to run it.

mod bed;
mod dynsets;
mod lpm;
mod measure;
mod prefixes;
mod reference;
mod report;
mod sender;
mod targets;
mod v2;

use anyhow::{bail, Context};
use bed::Bed;
use measure::{Plan, Receiver, Sample};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use targets::{Config, Loader, Row, Setup};

const USAGE: &str = "\
usage: dropc-hookbench [--quick] [options]    (as root)

  --quick            development run: 3 rounds, 0.4 s per measurement,
                     N up to 100k, results under benches/results/quick/
  --rounds R         interleaved repetitions per phase (default 11)
  --secs S           wall time of one measurement (default 0.6)
  --sizes LIST       deny-list sizes, comma-separated, 0 for none
                     (default 10,1000,100000,1000000)
  --rows LIST        rows to measure (default all): none,ipt-input,ipt-raw,
                     ipt-hand,iptnft-raw,nft,nft-hand,tc,xdp-generic,
                     xdp-native,xdp-native-nc,xdp-clang (the *-hand and
                     xdp-clang rows are hand-written references, not
                     dropc's output; xdp-native-nc and xdp-clang run the
                     flood policy only)
  --cpu C            CPU to pin the sender and receiver to (default: last)
  --nice N           nice value of the sender and receiver threads
                     (default -20, so that other work on the shared
                     machine moves off the measured CPU; 0 to leave it)
  --loader L         auto (dropc apply where it fits, default) or tools
  --dropc PATH       dropc binary (default: $DROPC, else
                     $CARGO_TARGET_DIR/release/dropc, else target/release/dropc)
  --out DIR          output directory (default benches/results)
  --seed S           deny-list seed (default 1)
  --v2               language v2 rows instead (contains, over, their
                     hand-written references; see v2.rs): writes
                     hooks-v2.md and hooks-v2.json; --sizes is ignored,
                     --rows keeps only the rows listed
  --workloads LIST   with --v2, the workloads to measure (default all):
                     flood,over,contains128,flood128,contains1400,flood1400
  --dynsets          dynamic sets instead (see dynsets.rs): the deny-list
                     as a static set, a dynamic set filled by apply and
                     one filled by `dropc set replace`, the apply's plus
                     10,000 /32s added by `dropc set add` (a populated
                     delta; also with the flood's /16 added, so every
                     packet hits the delta, against a static set holding
                     that /16), and a C program with LPM tries, on XDP
                     native and tc, for the smallest and largest --sizes
                     (default 10 and 1M; --quick: 10 and 100k): writes
                     hooks-dynsets.md; --rows is ignored
";

/// Set by SIGINT/SIGTERM: stop between measurements, cleaning up.
static STOP: AtomicBool = AtomicBool::new(false);

extern "C" fn on_signal(_: libc::c_int) {
    STOP.store(true, Ordering::SeqCst);
}

/// Command-line options.
#[derive(Clone, Debug)]
pub struct Opts {
    pub quick: bool,
    pub rounds: usize,
    pub secs: f64,
    pub sizes: Vec<usize>,
    pub rows: Vec<Row>,
    pub cpu: usize,
    pub loader: Loader,
    pub dropc: PathBuf,
    pub out: PathBuf,
    pub seed: u64,
    pub nice: i32,
    pub repo: PathBuf,
    pub v2: bool,
    pub dynsets: bool,
    /// With `--v2`: the workloads to measure (keys; empty: all).
    pub workloads: Vec<String>,
}

fn repo_root() -> PathBuf {
    // benches/hooks/ -> repository root.
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .unwrap_or(here)
}

fn parse_args(args: &[String]) -> anyhow::Result<Opts> {
    let repo = repo_root();
    let ncpu = std::thread::available_parallelism().map_or(1, |n| n.get());
    let quick = args.iter().any(|a| a == "--quick");
    let v2 = args.iter().any(|a| a == "--v2");
    let dynsets = args.iter().any(|a| a == "--dynsets");
    if v2 && dynsets {
        bail!("--v2 and --dynsets are separate runs\n{USAGE}");
    }
    let default_dropc = std::env::var_os("DROPC")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            std::env::var_os("CARGO_TARGET_DIR")
                .map(|d| PathBuf::from(d).join("release/dropc"))
                .filter(|p| p.exists())
                .unwrap_or_else(|| repo.join("target/release/dropc"))
        });
    let mut o = Opts {
        quick,
        rounds: if quick { 3 } else { 11 },
        secs: if quick { 0.4 } else { 0.6 },
        sizes: if quick {
            vec![10, 1000, 100_000]
        } else {
            vec![10, 1000, 100_000, 1_000_000]
        },
        rows: Row::ALL
            .into_iter()
            .filter(|r| r.in_default_run())
            .collect(),
        cpu: ncpu - 1,
        loader: Loader::Auto,
        dropc: default_dropc,
        out: repo.join(if quick {
            "benches/results/quick"
        } else {
            "benches/results"
        }),
        seed: 1,
        nice: -20,
        repo,
        v2,
        dynsets,
        workloads: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut val = || {
            it.next()
                .cloned()
                .with_context(|| format!("{a} needs a value\n{USAGE}"))
        };
        match a.as_str() {
            "--quick" | "--v2" | "--dynsets" => {}
            "-h" | "--help" => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            "--rounds" => o.rounds = val()?.parse().context("--rounds")?,
            "--secs" => o.secs = val()?.parse().context("--secs")?,
            "--sizes" => {
                o.sizes = val()?
                    .split(',')
                    .map(|s| s.trim().parse::<usize>())
                    .collect::<Result<Vec<_>, _>>()
                    .context("--sizes")?;
                o.sizes.retain(|n| *n > 0);
            }
            "--rows" => {
                o.rows = val()?
                    .split(',')
                    .map(|s| Row::from_key(s.trim()).with_context(|| format!("unknown row {s:?}")))
                    .collect::<anyhow::Result<Vec<_>>>()?;
                o.rows.sort();
                o.rows.dedup();
            }
            "--cpu" => o.cpu = val()?.parse().context("--cpu")?,
            "--loader" => {
                o.loader = match val()?.as_str() {
                    "auto" => Loader::Auto,
                    "tools" => Loader::Tools,
                    x => bail!("unknown loader {x:?}"),
                }
            }
            "--dropc" => o.dropc = PathBuf::from(val()?),
            "--out" => o.out = PathBuf::from(val()?),
            "--seed" => o.seed = val()?.parse().context("--seed")?,
            "--nice" => o.nice = val()?.parse().context("--nice")?,
            "--workloads" => {
                o.workloads = val()?.split(',').map(|w| w.trim().to_string()).collect()
            }
            x => bail!("unknown argument {x:?}\n{USAGE}"),
        }
    }
    if o.rounds == 0 || o.secs.is_nan() || o.secs <= 0.0 {
        bail!("--rounds and --secs must be positive");
    }
    if !(-20..=19).contains(&o.nice) {
        bail!("--nice must be in -20..=19");
    }
    if o.cpu >= ncpu {
        bail!("--cpu {} but only {ncpu} CPUs", o.cpu);
    }
    Ok(o)
}

/// One row's results in one phase.
#[derive(Clone, Debug)]
pub struct RowResult {
    pub row: Row,
    pub setup: Setup,
    /// One sample per round.
    pub samples: Vec<Sample>,
    /// `--dynsets`: the program's own ns per run, per round (kernel BPF
    /// run-time statistics, measured in rounds of their own).
    pub prog_ns: Vec<f64>,
}

/// The results for one policy (deny-list size `n`), one entry per row.
#[derive(Clone, Debug)]
pub struct Phase {
    /// Deny-list size (0: the flood rule alone).
    pub n: usize,
    pub rows: Vec<RowResult>,
}

/// A scratch directory removed on drop.
struct WorkDir(PathBuf);

impl Drop for WorkDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Small deterministic PRNG for the round order (xorshift64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            v.swap(i, j);
        }
    }
}

fn policy_text(list: Option<&Path>) -> String {
    let decl = list.map(|l| format!("ip from \"{}\"", l.display()));
    policy_text_with(decl.as_deref())
}

/// The bench's policy: the flood rule, after `blocked: drop src @deny` when
/// `deny` declares the set (what follows `set deny = `).
pub fn policy_text_with(deny: Option<&str>) -> String {
    let mut s = String::from("# dropc-hookbench policy\n");
    if let Some(d) = deny {
        s.push_str(&format!("set deny = {d}\n"));
    }
    s.push_str("default pass\n");
    if deny.is_some() {
        s.push_str("blocked: drop src @deny\n");
    }
    s.push_str("flood: drop udp dst 198.18.0.12 dport 1234\n");
    s.push_str("expect drop udp 198.19.7.9:4000 -> 198.18.0.12:1234\n");
    s
}

/// UDP datagrams that reached the UDP layer in a namespace.
fn udp_reached(ns: &bed::Netns) -> anyhow::Result<u64> {
    let mut sum = 0;
    for f in ["InDatagrams", "NoPorts", "InErrors"] {
        sum += ns.snmp("Udp", f)?;
    }
    Ok(sum)
}

pub fn check_stop() -> anyhow::Result<()> {
    if STOP.load(Ordering::SeqCst) {
        bail!("interrupted");
    }
    Ok(())
}

/// Sends a burst through `sender` to link `i` and checks that it reached
/// UDP in the link's namespace (nearly) whole when `passes`, else (nearly)
/// not at all.
fn check_reach(
    o: &Opts,
    bed: &Bed,
    i: usize,
    sender: &sender::Sender,
    passes: bool,
) -> anyhow::Result<()> {
    const PROBE: u32 = 20_000;
    let ns = &bed.links[i].ns;
    let before = udp_reached(ns)?;
    measure::send_only(o.cpu, &bed.tx, sender, PROBE)?;
    std::thread::sleep(Duration::from_millis(50));
    let reached = udp_reached(ns)? - before;
    let ok = if passes {
        reached >= u64::from(PROBE) * 9 / 10
    } else {
        reached <= u64::from(PROBE) / 100
    };
    if !ok {
        bail!(
            "{reached} of {PROBE} packets reached UDP, expected {}",
            if passes { "nearly all" } else { "nearly none" }
        );
    }
    Ok(())
}

/// Builds the bed with one link per configuration, loads each, checks that
/// the flood reaches the socket only on the no-filter rows, then measures
/// `rounds` rounds, each visiting every configuration once in a freshly
/// shuffled order (N groups shuffled, rows shuffled inside each group), so
/// that slow drifts of the shared machine spread over all configurations
/// alike, every N included. Results grouped by N, in the
/// order of first appearance.
fn run_all(o: &Opts, work: &Path, configs: &[Config], rng: &mut Rng) -> anyhow::Result<Vec<Phase>> {
    let mut bed = Bed::new()?;
    let mut results = Vec::new();
    let mut guards = Vec::new();
    let mut senders = Vec::new();
    for c in configs {
        check_stop()?;
        let k = bed.add_link(&c.tag())?;
        let link = &bed.links[k];
        let (setup, guard) = targets::load(o, work, c, link)
            .with_context(|| format!("loading {} (N={})", c.tag(), c.n))?;
        eprintln!(
            "  N={:<8} {:<12} setup {:>7.2} s (compile {:.2} s + load {:.2} s) via {}",
            c.n,
            c.tag(),
            setup.total_s(),
            setup.compile_s,
            setup.load_s,
            setup.how
        );
        guards.extend(guard);
        senders.push(sender::Sender::with_frame(
            link.tx_ifindex,
            c.workload.frame(link.tx_mac, link.rx_mac),
        )?);
        results.push(RowResult {
            row: c.row,
            setup,
            samples: Vec::new(),
            prog_ns: Vec::new(),
        });
    }
    let mut receivers = Vec::new();
    for (i, c) in configs.iter().enumerate() {
        if c.row == Row::None {
            receivers.push((i, Receiver::start(&bed.links[i].ns, o.cpu)?));
        }
    }
    let plan = Plan {
        cpu: o.cpu,
        duration: Duration::from_secs_f64(o.secs),
        chunk: 1 << 18,
        ksoftirqd: measure::ksoftirqd_pid(o.cpu)?,
    };
    // Let deferred kernel work (RCU frees after loading large sets) settle.
    std::thread::sleep(Duration::from_secs(3));
    // Check: the flood reaches UDP on the no-filter rows only, and each
    // workload's own probes (if any) as they say.
    for (i, c) in configs.iter().enumerate() {
        let link = &bed.links[i];
        check_reach(o, &bed, i, &senders[i], c.row == Row::None)
            .with_context(|| format!("check of the flood on {}", c.tag()))?;
        for p in dynsets::probes(c.workload) {
            let s = sender::Sender::with_frame(link.tx_ifindex, p.frame(link.tx_mac, link.rx_mac))?;
            check_reach(o, &bed, i, &s, c.row == Row::None || p.passes)
                .with_context(|| format!("check of {} on {}", p.what, c.tag()))?;
        }
    }
    for round in 0..o.rounds {
        // Groups of one N in a shuffled order, rows shuffled inside each
        // group: every N is visited in every round, and a row is measured
        // within seconds of nft at the same N (for the per-round ratios).
        let mut sizes: Vec<usize> = Vec::new();
        for c in configs {
            if !sizes.contains(&c.n) {
                sizes.push(c.n);
            }
        }
        rng.shuffle(&mut sizes);
        let mut order = Vec::with_capacity(configs.len());
        for n in sizes {
            let mut group: Vec<usize> = (0..configs.len()).filter(|&i| configs[i].n == n).collect();
            rng.shuffle(&mut group);
            order.extend(group);
        }
        for i in order {
            check_stop()?;
            let rx = receivers.iter().find(|(j, _)| *j == i).map(|(_, r)| r);
            let s = measure::measure(&plan, &bed.tx, &senders[i], rx)
                .with_context(|| format!("measuring {}", configs[i].tag()))?;
            eprintln!(
                "  round {:>2} N={:<8} {:<12} {:>7.1} ns/pkt {:>5.2} Mpps wall (CPU share {:>3.0}%, ksoftirqd {:>2.0}%, probe {:.3}{})",
                round + 1,
                configs[i].n,
                configs[i].tag(),
                s.ns_per_packet(),
                s.pps() / 1e6,
                s.cpu_ns as f64 * 100.0 / s.wall_ns.max(1) as f64,
                s.ksoftirqd_ns as f64 * 100.0 / s.cpu_ns.max(1) as f64,
                s.calib_ns,
                if rx.is_some() {
                    format!(
                        ", received {:.0}%",
                        s.received as f64 * 100.0 / s.packets.max(1) as f64
                    )
                } else {
                    String::new()
                }
            );
            results[i].samples.push(s);
        }
    }
    if o.dynsets {
        let per_row = dynsets::program_rounds(o, &bed, &senders, rng)?;
        for (r, v) in results.iter_mut().zip(per_row) {
            r.prog_ns = v;
        }
    }
    drop(receivers);
    drop(senders);
    drop(guards);
    drop(bed);
    let mut phases: Vec<Phase> = Vec::new();
    for (c, r) in configs.iter().zip(results) {
        match phases.iter_mut().find(|p| p.n == c.n) {
            Some(p) => p.rows.push(r),
            None => phases.push(Phase {
                n: c.n,
                rows: vec![r],
            }),
        }
    }
    Ok(phases)
}

fn real_main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let o = parse_args(&args)?;
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        bail!("dropc-hookbench needs root (namespaces, BPF, netfilter)");
    }
    if !o.dropc.exists() {
        bail!(
            "dropc binary {} not found: build it with `cargo build --release -p dropc` or pass --dropc",
            o.dropc.display()
        );
    }
    // SAFETY: installing a handler that only stores to an atomic.
    unsafe {
        libc::signal(libc::SIGINT, on_signal as *const () as libc::sighandler_t);
        libc::signal(libc::SIGTERM, on_signal as *const () as libc::sighandler_t);
    }
    measure::NICE.store(o.nice, Ordering::Relaxed);
    if o.nice != 0 {
        // With CONFIG_SCHED_AUTOGROUP, nice only weighs inside a session's
        // group: weigh this process's group too.
        if let Err(e) = std::fs::write("/proc/self/autogroup", o.nice.to_string()) {
            eprintln!("note: cannot set /proc/self/autogroup to {}: {e}", o.nice);
        }
    }
    bed::remove_stale_namespaces();
    let work =
        WorkDir(std::env::temp_dir().join(format!("dropc-hookbench-{}", std::process::id())));
    std::fs::create_dir_all(&work.0)?;
    let machine = report::Machine::probe(o.cpu);
    eprintln!("dropc-hookbench: {}", machine.one_line());
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ o.seed);
    let t0 = std::time::Instant::now();
    if o.dynsets {
        let (configs, list_source) = dynsets::configs(&o, &work.0)?;
        eprintln!(
            "{} configurations (dynamic sets; N = {:?}), {} rounds of {:.1} s each",
            configs.len(),
            dynsets::sizes(&o),
            o.rounds,
            o.secs
        );
        let phases = run_all(&o, &work.0, &configs, &mut rng)?;
        std::fs::create_dir_all(&o.out)
            .with_context(|| format!("cannot create {}", o.out.display()))?;
        let elapsed = t0.elapsed().as_secs_f64();
        for w in dynsets::write_report(&o, &machine, &configs, &phases, &list_source, elapsed)? {
            eprintln!("wrote {}", w.display());
        }
        return Ok(());
    }
    if o.v2 {
        let configs = v2::configs(&work.0, &o.rows, &o.workloads)?;
        eprintln!(
            "{} configurations (language v2), {} rounds of {:.1} s each",
            configs.len(),
            o.rounds,
            o.secs
        );
        let phases = run_all(&o, &work.0, &configs, &mut rng)?;
        std::fs::create_dir_all(&o.out)
            .with_context(|| format!("cannot create {}", o.out.display()))?;
        for w in v2::write_report(&o, &machine, &configs, &phases, t0.elapsed().as_secs_f64())? {
            eprintln!("wrote {}", w.display());
        }
        return Ok(());
    }
    let mut configs = Vec::new();
    let pol = work.0.join("flood.drop");
    std::fs::write(&pol, policy_text(None))?;
    for &row in &o.rows {
        configs.push(Config {
            n: 0,
            policy: pol.clone(),
            list: None,
            row,
            workload: v2::Workload::Flood,
        });
    }
    let mut list_source = String::new();
    let scaled: Vec<Row> = o.rows.iter().copied().filter(|r| r.scales()).collect();
    let mut lists = Vec::new();
    for &n in &o.sizes {
        if scaled.is_empty() {
            break;
        }
        check_stop()?;
        let list = work.0.join(format!("deny-{n}.txt"));
        list_source = prefixes::write_list(&o.repo, n, o.seed, &list)?;
        let pol = work.0.join(format!("deny-{n}.drop"));
        std::fs::write(&pol, policy_text(Some(&list)))?;
        lists.push(list.clone());
        for &row in &scaled {
            configs.push(Config {
                n,
                policy: pol.clone(),
                list: Some(list.clone()),
                row,
                workload: v2::Workload::Flood,
            });
        }
    }
    if !lists.is_empty() {
        eprintln!("deny-lists: {list_source}");
    }
    eprintln!(
        "{} configurations ({} rows; N = 0 and {:?}), {} rounds of {:.1} s each",
        configs.len(),
        o.rows.len(),
        o.sizes,
        o.rounds,
        o.secs
    );
    let phases = run_all(&o, &work.0, &configs, &mut rng)?;
    let elapsed = t0.elapsed().as_secs_f64();
    std::fs::create_dir_all(&o.out)
        .with_context(|| format!("cannot create {}", o.out.display()))?;
    let written = report::write_all(&o, &machine, &phases, &list_source, elapsed)?;
    for w in written {
        eprintln!("wrote {}", w.display());
    }
    Ok(())
}

fn main() {
    if let Err(e) = real_main() {
        eprintln!("dropc-hookbench: error: {e:#}");
        std::process::exit(1);
    }
}
