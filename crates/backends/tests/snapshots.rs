//! Snapshot tests of every target.
//!
//! Every `tests/in/*.drop` and `rules-examples/*.drop` is compiled for every
//! target and compared with `tests/out/<target>/<name>.<ext>` (`nft`:
//! `<name>.nft`; iptables: `<name>.ipset`, `<name>.v4`, `<name>.v6`; xdp and
//! tc: `<name>.asm`, the program listing, so that generated code changes
//! show in review; a policy a target rejects: `<name>.err` with the rendered
//! diagnostics). Any difference, and any stale file, fails the test. To
//! accept a change, run it with `DROPC_UPDATE_SNAPSHOTS=1`, which rewrites
//! the files, and review `git diff tests/out`.
//!
//! Outputs larger than [`FULL_MAX`] (a million-prefix deny-list) are stored
//! as their first lines plus the line count and a hash of the whole text.
//!
//! Kernel checks (root; in a scratch network namespace `dropc-nf-…` deleted
//! on drop; mandatory when `CI=true`): every nft output passes
//! `nft -c -f` and loads for real (twice: the reload must replace the table);
//! every iptables output passes `--test` and loads for real with both the nft
//! and the legacy restore tools, twice (the second time without its jump
//! line, as `dropc apply` reloads), leaving a foreign rule, chain and set
//! untouched, with exactly one jump from PREROUTING.

use dropc_backends::{compile, Artifact, Options, Target};
use dropc_testkit::Netns;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Outputs up to this size are stored whole.
const FULL_MAX: usize = 384 * 1024;

/// Lines kept of a larger output.
const HEAD_LINES: usize = 40;

/// The interface the nft snapshots name.
const IFACE: &str = "eth0";

fn root() -> PathBuf {
    dropc_testkit::repo_root()
}

/// Policies to snapshot, as paths relative to the repository root (so the
/// generated comments are the same on every machine), sorted.
fn inputs() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for dir in ["tests/in", "rules-examples"] {
        let Ok(rd) = std::fs::read_dir(root().join(dir)) else {
            continue;
        };
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            if name.ends_with(".drop") {
                v.push(Path::new(dir).join(name));
            }
        }
    }
    v.sort();
    v
}

/// `tests/in/x.drop` → `x`; `rules-examples/x.drop` → `example-x`.
fn stem(p: &Path) -> String {
    let s = p
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default();
    if p.starts_with("rules-examples") {
        format!("example-{s}")
    } else {
        s
    }
}

fn fnv1a64(s: &str) -> u64 {
    s.bytes().fold(0xcbf29ce484222325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    })
}

/// What is stored for `text`: itself, or a digest of a large output.
fn stored(text: &str) -> String {
    if text.len() <= FULL_MAX {
        return text.to_string();
    }
    let mut out = String::new();
    let lines: Vec<&str> = text.lines().collect();
    for l in lines.iter().take(HEAD_LINES) {
        let _ = writeln!(out, "{l}");
    }
    let _ = writeln!(
        out,
        "# ... snapshot cut: {} more lines; whole text {} bytes, fnv1a64 {:016x}",
        lines.len().saturating_sub(HEAD_LINES),
        text.len(),
        fnv1a64(text)
    );
    out
}

struct Outputs {
    /// (relative path under tests/out, full text)
    files: Vec<(String, String)>,
    /// nft scripts that compiled, for the kernel checks.
    nft: Vec<(String, String)>,
    /// iptables files that compiled.
    iptables: Vec<(String, dropc_backends::iptables::Files)>,
    /// Inputs skipped because a generated set file is missing: their
    /// snapshots are neither checked nor stale.
    skipped: Vec<String>,
}

/// Every input compiled once per test binary (the million-prefix example
/// is costly to parse).
fn compile_all() -> &'static Outputs {
    static ALL: std::sync::OnceLock<Outputs> = std::sync::OnceLock::new();
    ALL.get_or_init(compile_inputs)
}

fn compile_inputs() -> Outputs {
    let mut out = Outputs {
        files: Vec::new(),
        nft: Vec::new(),
        iptables: Vec::new(),
        skipped: Vec::new(),
    };
    let here = root();
    for input in inputs() {
        let name = stem(&input);
        // Relative path: the policy's `source` (written into the outputs)
        // is then machine-independent.
        let loaded = {
            let _cwd = CwdGuard::enter(&here);
            dropc_syntax::load_file(&input).unwrap_or_else(|e| panic!("{}: {e}", input.display()))
        };
        if loaded
            .diagnostics
            .iter()
            .any(|d| d.code == "set-file-unreadable")
        {
            // A generated input (scripts/make-examples) that is not there.
            eprintln!("skipping {}: a set file is missing", input.display());
            out.skipped.push(name);
            continue;
        }
        let Some(ref policy) = loaded.policy else {
            let text = loaded.render();
            for t in Target::ALL.map(Target::name) {
                out.files.push((format!("{t}/{name}.err"), text.clone()));
            }
            continue;
        };
        let opts = Options {
            iface: Some(IFACE.into()),
            no_counters: false,
        };
        for target in [Target::Xdp, Target::Tc] {
            let path = format!("{}/{name}.asm", target.name());
            match dropc_backends::bpf::listing(target, policy, &opts) {
                Ok(text) => out.files.push((path, text)),
                Err(diags) => out.files.push((
                    format!("{}/{name}.err", target.name()),
                    render_all(&diags, &loaded),
                )),
            }
        }
        for target in [Target::Nft, Target::Iptables] {
            match compile(target, policy, &opts) {
                Ok((Artifact::NftScript(a), _)) => {
                    let s = a.script();
                    out.files.push((format!("nft/{name}.nft"), s.clone()));
                    out.nft.push((name.clone(), s));
                }
                Ok((Artifact::Iptables(f), _)) => {
                    out.files
                        .push((format!("iptables/{name}.ipset"), f.render_ipset()));
                    out.files.push((format!("iptables/{name}.v4"), f.v4.text()));
                    out.files.push((format!("iptables/{name}.v6"), f.v6.text()));
                    out.iptables.push((name.clone(), f));
                }
                Ok((other, _)) => panic!("{name}: unexpected artifact {other:?}"),
                Err(diags) => out.files.push((
                    format!("{}/{name}.err", target.name()),
                    render_all(&diags, &loaded),
                )),
            }
        }
    }
    out
}

fn render_all(diags: &[dropc_ir::Diagnostic], loaded: &dropc_syntax::Loaded) -> String {
    let mut text = String::new();
    for d in diags {
        let src = loaded.sources.get(&d.file);
        text.push_str(&dropc_ir::diag::render(d, src));
    }
    text
}

/// Serialises tests that change the working directory.
static CWD_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

struct CwdGuard {
    old: PathBuf,
    _lock: std::sync::MutexGuard<'static, ()>,
}

impl CwdGuard {
    fn enter(dir: &Path) -> CwdGuard {
        let lock = CWD_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let old = std::env::current_dir().expect("cwd");
        std::env::set_current_dir(dir).expect("chdir");
        CwdGuard { old, _lock: lock }
    }
}

impl Drop for CwdGuard {
    fn drop(&mut self) {
        let _ = std::env::set_current_dir(&self.old);
    }
}

#[test]
fn snapshots() {
    let update = std::env::var("DROPC_UPDATE_SNAPSHOTS").is_ok_and(|v| v == "1");
    let outputs = compile_all();
    assert!(
        outputs
            .files
            .iter()
            .any(|(p, _)| p.starts_with("nft/") && p.ends_with(".nft")),
        "no policy compiled to nft"
    );
    let base = root().join("tests/out");
    let mut changed = Vec::new();
    for (rel, text) in &outputs.files {
        let path = base.join(rel);
        let want = stored(text);
        let old = std::fs::read_to_string(&path).ok();
        if old.as_deref() == Some(want.as_str()) {
            continue;
        }
        changed.push(rel.clone());
        if update {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).expect("mkdir tests/out");
            }
            std::fs::write(&path, want).expect("write snapshot");
        }
    }
    // Files no input produces any more (a renamed or deleted input).
    let produced: std::collections::HashSet<&str> =
        outputs.files.iter().map(|(p, _)| p.as_str()).collect();
    let mut stale = Vec::new();
    for target in Target::ALL {
        let dir = base.join(target.name());
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let rel = format!("{}/{}", target.name(), e.file_name().to_string_lossy());
            let stem = rel.rsplit_once('.').map_or(rel.as_str(), |(s, _)| s);
            let skipped = outputs
                .skipped
                .iter()
                .any(|n| stem == format!("{}/{n}", target.name()));
            if !produced.contains(rel.as_str()) && !skipped {
                if update {
                    std::fs::remove_file(e.path()).expect("remove stale snapshot");
                }
                stale.push(rel);
            }
        }
    }
    if update {
        if !changed.is_empty() || !stale.is_empty() {
            eprintln!(
                "snapshots rewritten (review with git diff tests/out): {changed:?}, removed: {stale:?}"
            );
        }
    } else {
        assert!(
            changed.is_empty() && stale.is_empty(),
            "snapshots differ from tests/out: {changed:?}; stale files: {stale:?}\n\
             (if the change is intended: DROPC_UPDATE_SNAPSHOTS=1 cargo test -p dropc-backends --test snapshots, \
             then review git diff tests/out)"
        );
    }
}

#[test]
fn unsupported_constructs_are_errors_not_omissions() {
    let outputs = compile_all();
    let err = outputs
        .files
        .iter()
        .find(|(p, _)| p == "iptables/payload-ip6.err")
        .map(|(_, t)| t.as_str())
        .expect("payload-ip6 must fail on iptables");
    assert!(
        err.contains("rule `sig`") && err.contains("payload"),
        "{err}"
    );
    assert!(outputs.nft.iter().any(|(n, _)| n == "proto-zero"));
    assert!(outputs
        .files
        .iter()
        .any(|(p, _)| p == "iptables/proto-zero.v4"));
}

// ---------------------------------------------------------------------------
// Kernel checks.

/// The kit's kernel-test gate, and the netfilter tools (mandatory when
/// `CI=true`).
fn kernel_tests_possible(what: &str) -> bool {
    if dropc_testkit::skip_kernel_test(what) {
        return false;
    }
    let tools = [
        "nft",
        "ip",
        "ipset",
        "iptables-nft-restore",
        "iptables-legacy-restore",
    ]
    .iter()
    .all(|t| {
        Command::new(t)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok()
    });
    if tools {
        return true;
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{what}: kernel test cannot run under CI: a tool is missing");
    }
    eprintln!("skipping {what}: a tool is missing");
    false
}

/// Runs `cmd` with `input` on stdin; panics with its stderr on failure.
fn run(cmd: &mut Command, input: Option<&str>) -> String {
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    if let Some(stdin) = child.stdin.take() {
        use std::io::Write;
        let mut stdin = stdin;
        if let Some(i) = input {
            // A tool that fails early closes its input: report its status
            // and error output below rather than the broken pipe.
            let _ = stdin.write_all(i.as_bytes());
        }
    }
    let out = child.wait_with_output().expect("wait");
    assert!(
        out.status.success(),
        "{cmd:?} failed: {}\n{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8_lossy(&out.stdout).to_string()
}

#[test]
fn nft_outputs_load_in_the_kernel() {
    if !kernel_tests_possible("nft_outputs_load_in_the_kernel") {
        return;
    }
    let outputs = compile_all();
    let ns = Netns::new("nf-nftables").expect("namespace");
    run(
        ns.command("ip").args([
            "link",
            "add",
            IFACE,
            "type",
            "veth",
            "peer",
            "name",
            "dropc-peer",
        ]),
        None,
    );
    for (name, script) in &outputs.nft {
        run(ns.command("nft").args(["-c", "-f", "-"]), Some(script));
        if script.len() > FULL_MAX {
            // Huge sets: one real load is enough (and slow).
            run(ns.command("nft").args(["-f", "-"]), Some(script));
            continue;
        }
        // Load twice: the second load must replace, not add to, the table.
        run(ns.command("nft").args(["-f", "-"]), Some(script));
        let first = run(
            ns.command("nft")
                .args(["list", "table", "netdev", "dropc-eth0"]),
            None,
        );
        run(ns.command("nft").args(["-f", "-"]), Some(script));
        let second = run(
            ns.command("nft")
                .args(["list", "table", "netdev", "dropc-eth0"]),
            None,
        );
        assert_eq!(first, second, "{name}: reload changed the table");
        // (every rule counts, and names its policy rule in its comment)
        let counted = |l: &&str| l.contains(" counter ") && l.contains(" comment \"");
        let rules = script.lines().filter(counted).count();
        let listed = second.lines().filter(counted).count();
        assert!(rules > 0, "{name}: no rule\n{script}");
        assert_eq!(rules, listed, "{name}: rule count after load\n{second}");
    }
}

#[test]
fn iptables_outputs_load_with_both_tools() {
    if !kernel_tests_possible("iptables_outputs_load_with_both_tools") {
        return;
    }
    let outputs = compile_all();
    for variant in ["nft", "legacy"] {
        let ns = Netns::new(&format!("nf-ipt-{variant}")).expect("namespace");
        let v4 = format!("iptables-{variant}");
        let v6 = format!("ip6tables-{variant}");
        // Foreign state that loading must leave alone.
        run(
            ns.command("ipset").args(["create", "foreign", "hash:ip"]),
            None,
        );
        for tool in [&v4, &v6] {
            run(ns.command(tool).args(["-t", "raw", "-N", "FOREIGN"]), None);
            run(
                ns.command(tool)
                    .args(["-t", "raw", "-A", "PREROUTING", "-j", "FOREIGN"]),
                None,
            );
        }
        let mut jumped = false;
        for (name, f) in &outputs.iptables {
            let ipset = f.render_ipset();
            let huge = ipset.len() > FULL_MAX;
            if huge && variant == "legacy" {
                continue;
            }
            for _ in 0..(if huge { 1 } else { 2 }) {
                run(ns.command("ipset").args(["restore"]), Some(&ipset));
                for (tool, file) in [(&v4, &f.v4), (&v6, &f.v6)] {
                    let restore = format!("{tool}-restore");
                    // The first load in the namespace is the standard
                    // tools' alone (the file adds the jump); a reload is the
                    // apply code's, which keeps the one jump there is.
                    let file = file.render(&dropc_backends::iptables::RenderParams {
                        jump: !jumped,
                        ..dropc_backends::iptables::RenderParams::FILE
                    });
                    run(
                        ns.command(&restore).args(["--test", "--noflush"]),
                        Some(&file),
                    );
                    run(ns.command(&restore).args(["--noflush"]), Some(&file));
                    remove_stale_chains(&ns, tool, &file);
                }
                jumped = true;
                remove_stale_sets(&ns, &f.set_names());
            }
            for (tool, file) in [(&v4, &f.v4), (&v6, &f.v6)] {
                let listed = run(ns.command(tool).args(["-t", "raw", "-S"]), None);
                let want = file.text().lines().filter(|l| l.starts_with("-A ")).count();
                let got_jumps = listed
                    .lines()
                    .filter(|l| dropc_backends::iptables::is_jump_to(l, Some(IFACE)))
                    .count();
                assert_eq!(
                    got_jumps, 1,
                    "{variant} {name} {tool}: jump duplicated or missing:\n{listed}"
                );
                let got = listed.lines().filter(|l| l.starts_with("-A DROPC")).count();
                assert_eq!(want, got, "{variant} {name} {tool}:\n{listed}");
                assert!(listed.contains("-A PREROUTING -j FOREIGN"), "{listed}");
            }
            let sets = run(ns.command("ipset").args(["list", "-n"]), None);
            for s in f.set_names() {
                assert!(
                    sets.lines().any(|l| l == s),
                    "{name}: set {s} missing:\n{sets}"
                );
            }
            assert!(sets.lines().any(|l| l == "foreign"));
            assert!(
                !sets.contains(".new"),
                "{name}: temporary set left:\n{sets}"
            );
        }
    }
}

/// The apply code's cleanup (documented in `iptables.rs`): chains `DROPC-*`
/// a previous load left and this file does not declare are flushed, then
/// deleted.
fn remove_stale_chains(ns: &Netns, tool: &str, file: &str) {
    let keep = dropc_backends::iptables::chain_names(file);
    let listed = run(ns.command(tool).args(["-t", "raw", "-S"]), None);
    let stale: Vec<&str> = listed
        .lines()
        .filter_map(|l| l.strip_prefix("-N "))
        .filter(|c| {
            dropc_backends::iptables::is_chain_of(c, Some(IFACE)) && !keep.iter().any(|k| k == c)
        })
        .collect();
    for c in &stale {
        run(ns.command(tool).args(["-t", "raw", "-F", c]), None);
    }
    for c in &stale {
        run(ns.command(tool).args(["-t", "raw", "-X", c]), None);
    }
}

/// Then sets `dropc-*` not created by the new ipset file are destroyed.
fn remove_stale_sets(ns: &Netns, keep: &[String]) {
    let listed = run(ns.command("ipset").args(["list", "-n"]), None);
    for s in listed.lines() {
        if dropc_backends::iptables::is_set_of(s, Some(IFACE)) && !keep.iter().any(|k| k == s) {
            // Still referenced by the other family's old rules until that
            // file is loaded: only the last pass can destroy everything.
            let _ = ns.command("ipset").args(["destroy", s]).status();
        }
    }
}
