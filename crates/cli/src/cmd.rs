//! The subcommands. Each returns a [`Status`]; messages go to standard error,
//! results to standard output.

use crate::output::{json_diagnostics, print_diagnostics, write_atomic, write_dir_atomic};
use crate::{ApplyTarget, CompileTarget, Emit, Format, StatsFormat, Status};
use dropc_agent::pipeline::{self, Choice, Level, Reporter};
use dropc_backends::{Artifact, Options, Target};
use dropc_ir::interp::{self, Decider, Outcome};
use dropc_ir::{Action, Diagnostic, Policy, ValidPolicy};
use dropc_syntax::{Loaded, SourceMap};
use std::path::Path;

fn trouble(msg: impl std::fmt::Display) -> Status {
    eprintln!("error: {msg}");
    Status::Trouble
}

/// Loads a policy; an unreadable policy file is an I/O error (exit 2).
fn load(path: &Path) -> Result<Loaded, Status> {
    dropc_syntax::load_file(path)
        .map_err(|e| trouble(format!("cannot read {}: {e}", path.display())))
}

/// Loads a policy and prints its diagnostics; `None` if it has errors.
pub(crate) fn load_valid(path: &Path) -> Result<(ValidPolicy, SourceMap), Status> {
    let loaded = load(path)?;
    print_diagnostics(&loaded.diagnostics, &loaded.sources);
    match loaded.policy {
        Some(p) => Ok((p, loaded.sources)),
        None => Err(Status::Failed),
    }
}

fn action_name(a: Action) -> &'static str {
    match a {
        Action::Drop => "drop",
        Action::Pass => "pass",
    }
}

fn decider_name(policy: &Policy, d: &Decider) -> String {
    match d {
        Decider::NonIp => "the non-IP rule (spec §5.1)".to_string(),
        Decider::Default => "the default".to_string(),
        Decider::Rule(i) => match policy.rules.get(*i) {
            Some(r) => format!("rule `{}` (line {})", r.label, r.line),
            None => format!("rule #{i}"),
        },
    }
}

pub fn check(policies: &[std::path::PathBuf], targets: &[Target], format: Format) -> Status {
    let mut all = Vec::new();
    let (mut errors, mut warnings) = (0usize, 0usize);
    let mut unreadable = 0usize;
    for path in policies {
        let loaded = match dropc_syntax::load_file(path) {
            Ok(l) => l,
            Err(e) => {
                unreadable += 1;
                eprintln!("error: cannot read {}: {e}", path.display());
                continue;
            }
        };
        let mut diags = loaded.diagnostics.clone();
        if let Some(policy) = &loaded.policy {
            if targets.is_empty() {
                // Without --target, what some target cannot load is said
                // early, as a warning (an error with --target).
                for t in Target::ALL {
                    diags.extend(dropc_backends::caps::limits(t, policy).into_iter().map(
                        |mut d| {
                            d.severity = dropc_ir::Severity::Warning;
                            d.with_note(format!("an error with --target {t}"))
                        },
                    ));
                }
            }
            for &t in targets {
                let opts = Options {
                    iface: Some("IFACE".to_string()),
                    no_counters: false,
                };
                match dropc_backends::compile(t, policy, &opts) {
                    Ok((_, w)) => diags.extend(w),
                    Err(e) => diags.extend(e),
                }
            }
        }
        errors += diags.iter().filter(|d| d.is_error()).count();
        warnings += diags.iter().filter(|d| !d.is_error()).count();
        match format {
            Format::Human => print_diagnostics(&diags, &loaded.sources),
            Format::Json => all.extend(json_diagnostics(&diags, &loaded.sources)),
        }
    }
    match format {
        Format::Json => println!(
            "{}",
            serde_json::to_string(&dropc_ir::diag::JsonReport {
                diagnostics: all,
                errors,
                warnings
            })
            .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
        ),
        Format::Human => {
            let checked = policies.len() - unreadable;
            eprintln!(
                "checked {checked} polic{}: {errors} error{}, {warnings} warning{}{}",
                if checked == 1 { "y" } else { "ies" },
                if errors == 1 { "" } else { "s" },
                if warnings == 1 { "" } else { "s" },
                if unreadable > 0 {
                    format!("; {unreadable} could not be read")
                } else {
                    String::new()
                }
            );
        }
    }
    if unreadable > 0 {
        Status::Trouble
    } else if errors > 0 {
        Status::Failed
    } else {
        Status::Ok
    }
}

/// Compiles for a netfilter/BPF target, printing diagnostics.
fn compile_artifact(
    policy: &ValidPolicy,
    sources: &SourceMap,
    target: Target,
    opts: &Options,
) -> Result<Artifact, Status> {
    match dropc_backends::compile(target, policy, opts) {
        Ok((a, warnings)) => {
            print_diagnostics(&warnings, sources);
            Ok(a)
        }
        Err(diags) => {
            print_diagnostics(&diags, sources);
            Err(Status::Failed)
        }
    }
}

pub fn compile(
    path: &Path,
    target: CompileTarget,
    iface: Option<String>,
    out: &str,
    no_counters: bool,
    emit: Emit,
) -> Status {
    let (policy, sources) = match load_valid(path) {
        Ok(x) => x,
        Err(s) => return s,
    };
    let target = match target {
        CompileTarget::Ir => {
            let json = match serde_json::to_string_pretty(&*policy) {
                Ok(j) => j + "\n",
                Err(e) => return trouble(e),
            };
            return write_out(out, json.as_bytes());
        }
        CompileTarget::Backend(t) => t,
    };
    if target.info().needs_iface && iface.is_none() {
        return trouble(format!(
            "--target {target} needs --iface: its output is bound to one device"
        ));
    }
    let opts = Options { iface, no_counters };
    if emit == Emit::Asm {
        if dropc_backends::bpf::Hook::of(target).is_none() {
            return trouble("--emit asm is for the BPF targets (xdp, tc)");
        }
        return match dropc_backends::bpf::listing(target, &policy, &opts) {
            Ok(text) => write_out(out, text.as_bytes()),
            Err(diags) => {
                print_diagnostics(&diags, &sources);
                Status::Failed
            }
        };
    }
    let artifact = match compile_artifact(&policy, &sources, target, &opts) {
        Ok(a) => a,
        Err(s) => return s,
    };
    match &artifact {
        Artifact::Object(bytes) => {
            if out == "-" {
                return trouble("an object file cannot go to standard output; give -o FILE");
            }
            write_out(out, bytes)
        }
        Artifact::NftScript(a) => write_out(out, a.script().as_bytes()),
        Artifact::Iptables(files) => {
            if out == "-" {
                return trouble("--target iptables writes a directory; give -o DIR");
            }
            let ipset = files.render_ipset();
            match write_dir_atomic(
                out,
                &[
                    ("ipset.restore", ipset.as_bytes()),
                    ("iptables.restore", files.v4.text().as_bytes()),
                    ("ip6tables.restore", files.v6.text().as_bytes()),
                ],
            ) {
                Ok(()) => Status::Ok,
                Err(e) => trouble(format!("cannot write {out}: {e}")),
            }
        }
    }
}

fn write_out(out: &str, bytes: &[u8]) -> Status {
    match write_atomic(out, bytes) {
        Ok(()) => Status::Ok,
        Err(e) => trouble(format!("cannot write {out}: {e}")),
    }
}

/// Where an expectation's line is, for messages.
fn expect_location(policy: &Policy, sources: &SourceMap, span: dropc_ir::Span) -> String {
    match sources.get(&policy.source) {
        Some(src) => {
            let (l, c) = dropc_ir::diag::line_col(src, span.start as usize);
            format!("{}:{l}:{c}", policy.source)
        }
        None => policy.source.clone(),
    }
}

pub fn test(policies: &[std::path::PathBuf], kernel: bool) -> Status {
    let (mut passed, mut failed) = (0usize, 0usize);
    let mut status = Status::Ok;
    for path in policies {
        let (policy, sources) = match load_valid(path) {
            Ok(x) => x,
            Err(Status::Trouble) => {
                status = Status::Trouble;
                continue;
            }
            Err(_) => {
                failed += 1;
                continue;
            }
        };
        // Spec §6: the expectations of a policy run in file order against
        // one shared state, with no time passing between them.
        let mut state = interp::Interp::new(&policy);
        for e in &policy.expects {
            let frame = dropc_ir::packet::build(&e.packet);
            let mut ok = true;
            // `times N`: N copies back to back, each must get the verdict.
            for copy in 1..=e.times {
                let ex = state.explain(0, &frame);
                let which = if e.times > 1 {
                    format!(" (copy {copy} of {})", e.times)
                } else {
                    String::new()
                };
                match &ex.outcome {
                    Outcome::Decided(v) if v.action == e.verdict => continue,
                    Outcome::Decided(v) => {
                        eprintln!(
                            "{}: expectation failed{which}: expected {}, got {} from {}",
                            expect_location(&policy, &sources, e.span),
                            action_name(e.verdict),
                            action_name(v.action),
                            decider_name(&policy, &v.decider)
                        );
                    }
                    Outcome::Unspecified { reason } => {
                        eprintln!(
                            "{}: expectation failed{which}: the packet's verdict is unspecified ({reason})",
                            expect_location(&policy, &sources, e.span)
                        );
                    }
                }
                for n in &ex.buckets {
                    eprintln!("  {}", n.render(&policy));
                }
                ok = false;
                break;
            }
            if ok {
                passed += 1;
            } else {
                failed += 1;
            }
        }
        if kernel {
            match kernel_expectations(&policy, &sources) {
                Ok((p, f)) => {
                    passed += p;
                    failed += f;
                }
                Err(s) => status = s,
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    match status {
        Status::Trouble => Status::Trouble,
        _ if failed > 0 => Status::Failed,
        s => s,
    }
}

/// Runs the expectations of `policy` on every target it compiles for, each in
/// a scratch network namespace.
fn kernel_expectations(
    policy: &ValidPolicy,
    sources: &SourceMap,
) -> Result<(usize, usize), Status> {
    let (mut passed, mut failed) = (0, 0);
    for target in Target::ALL {
        if dropc_backends::caps::check(target, policy)
            .iter()
            .any(Diagnostic::is_error)
        {
            println!(
                "{}: {target}: not supported by this target, skipped",
                policy.source
            );
            continue;
        }
        let results = dropc_apply::testbed::run_expectations(target, policy)
            .map_err(|e| trouble(format!("{}: {target}: {e:#}", policy.source)))?;
        let mut bad = 0;
        for (e, observed) in policy.expects.iter().zip(results) {
            if observed == e.verdict {
                passed += 1;
            } else {
                bad += 1;
                eprintln!(
                    "{}: [{target}] expectation failed: expected {}, the kernel did {}",
                    expect_location(policy, sources, e.span),
                    action_name(e.verdict),
                    action_name(observed)
                );
            }
        }
        failed += bad;
        println!(
            "{}: {target}: {} of {} expectations hold",
            policy.source,
            policy.expects.len() - bad,
            policy.expects.len()
        );
    }
    Ok((passed, failed))
}

pub fn explain(path: &Path, packet: &str) -> Status {
    let (policy, sources) = match load_valid(path) {
        Ok(x) => x,
        Err(s) => return s,
    };
    let (spec, times) = match dropc_syntax::parse_packet_times(packet) {
        Ok(p) => p,
        Err(d) => {
            let mut map = SourceMap::default();
            map.insert(&d.file, packet);
            print_diagnostics(&[d], &map);
            return Status::Trouble;
        }
    };
    let frame = dropc_ir::packet::build(&spec);
    // A fresh state (every bucket full); with `times N`, the N-th copy is
    // explained after the first N - 1 went through.
    let mut state = interp::Interp::new(&policy);
    for _ in 1..times {
        state.eval(0, &frame);
    }
    let ex = state.explain(0, &frame);
    let src = sources.get(&policy.source).unwrap_or("");
    let text_of = |span: dropc_ir::Span| {
        src.get(span.start as usize..span.end as usize)
            .unwrap_or("?")
            .to_string()
    };
    println!("packet: {packet}");
    for t in &ex.trace {
        let r = &policy.rules[t.rule];
        println!(
            "  rule `{}` (line {}): {}",
            r.label,
            r.line,
            t.describe(r, &text_of)
        );
    }
    for n in &ex.buckets {
        println!("  {}", n.render(&policy));
    }
    match &ex.outcome {
        Outcome::Decided(v) => {
            println!(
                "verdict: {} by {}",
                action_name(v.action),
                decider_name(&policy, &v.decider)
            );
        }
        Outcome::Unspecified { reason } => println!("verdict: unspecified ({reason})"),
    }
    Status::Ok
}

/// The CLI's [`Reporter`]: diagnostics rustc-style and messages on
/// standard error.
struct Stderr;

impl Reporter for Stderr {
    fn diagnostics(&mut self, diags: &[Diagnostic], sources: &SourceMap) {
        print_diagnostics(diags, sources);
    }
    fn message(&mut self, level: Level, msg: &str) {
        let prefix = match level {
            Level::Note => "note",
            Level::Warning => "warning",
            Level::Error => "error",
        };
        eprintln!("{prefix}: {msg}");
    }
}

pub fn apply(path: &Path, target: ApplyTarget, iface: &str, then: Option<&Path>) -> Status {
    if then.is_some() && target != ApplyTarget::One(Target::Xdp) {
        return trouble("--then chains XDP programs: use it with --target xdp");
    }
    let req = pipeline::Request {
        path,
        choice: match target {
            ApplyTarget::One(t) => Choice::One(t),
            ApplyTarget::Auto => Choice::Auto,
        },
        iface,
        then,
        skip_unchanged: false,
        text: None,
    };
    match pipeline::apply_file(&req, &mut Stderr) {
        Ok(a) => {
            println!("{}: applied on {iface} with {}", a.source, a.target);
            for l in a.lines {
                // (a warning: the policy is in force, something is left)
                if l.starts_with("warning:") {
                    eprintln!("{l}");
                } else {
                    println!("{l}");
                }
            }
            Status::Ok
        }
        Err(e) if !e.reported() => trouble(e),
        Err(e) if e.is_policy() => Status::Failed,
        Err(_) => Status::Trouble,
    }
}

pub fn remove(iface: &str, target: Option<Target>) -> Status {
    match dropc_apply::remove(iface, target) {
        Ok(lines) if lines.is_empty() => {
            println!("nothing of dropc's was loaded on {iface}");
            Status::Ok
        }
        Ok(lines) => {
            for l in lines {
                println!("{l}");
            }
            Status::Ok
        }
        Err(e) => trouble(format!("{e:#}")),
    }
}

/// Prints `v` as one line of JSON.
pub(crate) fn print_json(v: &impl serde::Serialize) -> Status {
    match serde_json::to_string(v) {
        Ok(j) => {
            println!("{j}");
            Status::Ok
        }
        Err(e) => trouble(e),
    }
}

/// A report, its warnings printed on standard error; true if there were
/// any (then "nothing is loaded" would not be the whole truth).
fn reported<T>(
    r: Result<(T, Vec<String>), dropc_apply::report::ReportError>,
) -> Result<(T, bool), Status> {
    let (doc, warnings) = r.map_err(trouble)?;
    for w in &warnings {
        eprintln!("{w}");
    }
    Ok((doc, !warnings.is_empty()))
}

const NOTHING_LOADED: &str = "no dropc policy is loaded in this network namespace";

pub fn stats(iface: Option<&str>, format: StatsFormat) -> Status {
    use dropc_apply::report;
    let (doc, warned) = match reported(report::stats(iface)) {
        Ok(d) => d,
        Err(s) => return s,
    };
    match format {
        StatsFormat::Human => {
            if doc.policies.is_empty() && !warned {
                eprintln!("{NOTHING_LOADED}");
            }
            print!("{}", report::human_stats(&doc));
            Status::Ok
        }
        StatsFormat::Json => print_json(&doc),
        StatsFormat::Prometheus => {
            print!("{}", report::prometheus(&doc));
            Status::Ok
        }
    }
}

/// `dropc status`, or with `probe` what the host offers (`iface`: the
/// interface whose driver is probed for native XDP).
pub fn status(format: Format, probe: bool, iface: Option<&str>) -> Status {
    use dropc_apply::report;
    if probe {
        let p = dropc_apply::probe::probe(iface);
        return match format {
            Format::Human => {
                print!("{}", dropc_apply::probe::human(&p));
                Status::Ok
            }
            Format::Json => print_json(&p),
        };
    }
    let (doc, warned) = match reported(report::status()) {
        Ok(d) => d,
        Err(s) => return s,
    };
    let doc = report::StatusDoc {
        policies: doc
            .policies
            .into_iter()
            .filter(|p| iface.is_none_or(|i| p.iface == i))
            .collect(),
    };
    match format {
        Format::Human => {
            if doc.policies.is_empty() && !warned {
                println!("{NOTHING_LOADED}");
            }
            print!("{}", report::human_status(&doc));
            Status::Ok
        }
        Format::Json => print_json(&doc),
    }
}
