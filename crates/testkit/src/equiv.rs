//! The kernel equivalence driver: a policy compiled for a target and loaded
//! into a test [`Bed`], every probe of its corpus sent through the kernel
//! and the verdict compared with the interpreter's ([`check_equivalence`],
//! [`check_sequence`] for rate state); and which policies the kernel tests
//! check that way ([`check_target`]: the examples and random policies).

use anyhow::Context as _;
use dropc_apply::testbed::{Bed, Hook, Seen};
use dropc_backends::Target;
use dropc_ir::corpus::Probe;
use dropc_ir::interp::{self, Decider, Outcome};
use dropc_ir::random::RandomOpts;
use dropc_ir::{Action, Policy, ValidPolicy};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The kernel-test gate under the name the kernel tests know it by.
pub use crate::gate::skip_kernel_test as skip;

/// Random policies per target and run: env `DROPC_RANDOM_POLICIES`
/// (default 300).
pub fn random_policy_count() -> u64 {
    std::env::var("DROPC_RANDOM_POLICIES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300)
}

/// Random probes added to each policy's corpus.
pub const RANDOM_PROBES: usize = 64;

/// The repository root.
pub fn root() -> PathBuf {
    crate::repo_root()
}

/// Every valid policy of rules-examples/ and tests/in/ (files with errors,
/// which tests/in may hold on purpose, are left out), sorted by path.
pub fn example_policies() -> Vec<(PathBuf, ValidPolicy)> {
    let mut out = Vec::new();
    for dir in ["rules-examples", "tests/in"] {
        let Ok(entries) = std::fs::read_dir(root().join(dir)) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "drop"))
            .collect();
        paths.sort();
        for p in paths {
            match dropc_syntax::load_file(&p) {
                Ok(loaded) => match loaded.policy {
                    Some(policy) => out.push((p, policy)),
                    None => eprintln!("{}: has errors, not checked on the kernel", p.display()),
                },
                Err(e) => eprintln!("{}: {e}", p.display()),
            }
        }
    }
    out
}

/// The random policy of `seed`.
pub fn random_policy(seed: u64) -> ValidPolicy {
    dropc_ir::random::policy(seed, &RandomOpts::default())
}

/// The random policy of `seed` with the v2 matches (`payload`,
/// `contains`, `over`).
pub fn random_v2_policy(seed: u64) -> ValidPolicy {
    dropc_ir::random::policy(
        seed,
        &RandomOpts {
            payload: true,
            rate: true,
            ..RandomOpts::default()
        },
    )
}

/// Tallies over many policies.
#[derive(Default, Debug)]
pub struct Tally {
    pub policies: usize,
    pub not_compiled: usize,
    pub probes: usize,
    pub checked: usize,
    pub unspecified: usize,
    pub unobserved: usize,
    pub resent: usize,
    pub failures: Vec<String>,
    pub elapsed: Duration,
    pub unobserved_examples: Vec<String>,
    /// The slowest policy and its time.
    pub slowest: (String, Duration),
}

impl Tally {
    fn add(&mut self, r: &Report) {
        self.policies += 1;
        self.probes += r.probes;
        self.checked += r.checked;
        self.unspecified += r.unspecified;
        self.unobserved += r.unobserved;
        self.resent += r.resent;
        if self.unobserved_examples.len() < 8 {
            self.unobserved_examples
                .extend(r.unobserved_examples.iter().take(2).cloned());
        }
        if !r.is_ok() {
            self.failures.push(r.render());
        }
    }

    /// One line for the test log.
    pub fn summary(&self, what: &str) -> String {
        let per = if self.policies > 0 {
            self.elapsed.as_secs_f64() / self.policies as f64
        } else {
            0.0
        };
        format!(
            "{what}: {} policies ({} not compilable), {} probes, {} checked, {} unspecified, {} unobserved, {} resent, {} failing policies, {:.1}s ({per:.3}s/policy, slowest {} {:.2}s)",
            self.policies,
            self.not_compiled,
            self.probes,
            self.checked,
            self.unspecified,
            self.unobserved,
            self.resent,
            self.failures.len(),
            self.elapsed.as_secs_f64(),
            self.slowest.0,
            self.slowest.1.as_secs_f64()
        )
    }

    /// Panics with every failure (the first few in full).
    pub fn assert_ok(&self, what: &str) {
        if self.failures.is_empty() {
            return;
        }
        let shown: Vec<&String> = self.failures.iter().take(5).collect();
        panic!(
            "{}\n{} policies disagree with the interpreter; the first {}:\n{}",
            self.summary(what),
            self.failures.len(),
            shown.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

/// Checks `policies` on `target` in `bed`, one after the other (each load
/// replaces the previous policy). A policy the target cannot compile is
/// counted, not failed (the capability check is the backends' business).
pub fn check_all<'a>(
    bed: &mut Bed,
    target: Target,
    policies: impl IntoIterator<Item = (u64, &'a ValidPolicy)>,
) -> Tally {
    let mut t = Tally::default();
    let start = Instant::now();
    for (seed, policy) in policies {
        if dropc_backends::caps::check(target, policy)
            .iter()
            .any(|d| d.is_error())
        {
            t.not_compiled += 1;
            continue;
        }
        let t0 = Instant::now();
        let probes = dropc_ir::corpus::for_policy(policy, seed, RANDOM_PROBES);
        let result = check_equivalence(bed, target, policy, &probes);
        if t0.elapsed() > t.slowest.1 {
            t.slowest = (policy.source.clone(), t0.elapsed());
        }
        match result {
            Ok(r) => t.add(&r),
            Err(e) => {
                t.policies += 1;
                t.failures.push(format!(
                    "{target} on {} (seed {seed}): {e:#}",
                    policy.source
                ));
            }
        }
    }
    t.elapsed = start.elapsed();
    t
}

/// The examples and `random_policy_count()` random policies on `target`,
/// asserting agreement everywhere; prints timings.
pub fn check_target(bed: &mut Bed, target: Target, what: &str) {
    let examples = example_policies();
    let ex = check_all(bed, target, examples.iter().map(|(_, p)| (1, p)));
    eprintln!("{}", ex.summary(&format!("{what} examples")));
    let n = random_policy_count();
    let randoms: Vec<(u64, ValidPolicy)> = (0..n).map(|s| (s, random_policy(s))).collect();
    let rnd = check_all(bed, target, randoms.iter().map(|(s, p)| (*s, p)));
    eprintln!("{}", rnd.summary(&format!("{what} random")));
    if !rnd.unobserved_examples.is_empty() {
        eprintln!(
            "{what}: unobserved probes, e.g.: {:?}",
            rnd.unobserved_examples
        );
    }
    // (v2) Random policies with payload, contains and over: those the
    // target accepts, on the probes whose verdict no bucket changes.
    let v2: Vec<(u64, ValidPolicy)> = (0..n.div_ceil(3))
        .map(|s| (s, random_v2_policy(s)))
        .collect();
    let rnd2 = check_all(bed, target, v2.iter().map(|(s, p)| (*s, p)));
    eprintln!("{}", rnd2.summary(&format!("{what} random v2")));
    ex.assert_ok(&format!("{what} examples"));
    rnd.assert_ok(&format!("{what} random"));
    rnd2.assert_ok(&format!("{what} random v2"));
}

/// Path helper for messages.
pub fn show(p: &Path) -> String {
    p.strip_prefix(root()).unwrap_or(p).display().to_string()
}

/// One probe on which the kernel and the interpreter disagree.
#[derive(Clone, Debug)]
pub struct Disagreement {
    /// Index of the probe in the corpus.
    pub index: usize,
    /// The probe's description.
    pub what: String,
    /// The frame as sent (before the bed set its MAC addresses), in hex
    /// (the first 128 bytes).
    pub frame_hex: String,
    /// The interpreter's verdict.
    pub expected: Action,
    /// What decided it: a rule label, `default` or `non-IP`.
    pub decider: String,
    /// What the kernel did.
    pub observed: Seen,
}

/// The outcome of [`check_equivalence`].
#[derive(Clone, Debug)]
pub struct Report {
    pub target: Target,
    /// The policy's source path.
    pub policy: String,
    /// Probes in the corpus.
    pub probes: usize,
    /// Probes whose kernel verdict was compared with the interpreter's.
    pub checked: usize,
    /// Probes with no specified verdict (spec §5.6), not sent.
    pub unspecified: usize,
    /// Probes that never reached the hook or could not be sent, with the
    /// first few reasons (e.g. non-IP frames at PREROUTING).
    pub unobserved: usize,
    /// Descriptions of the first unobserved probes.
    pub unobserved_examples: Vec<String>,
    /// Probes sent a second time because the first observation could have
    /// been a lost frame (expected pass, seen dropped or not arrived).
    pub resent: usize,
    pub disagreements: Vec<Disagreement>,
}

impl Report {
    /// An empty report on `probes` probes of `policy`.
    fn new(target: Target, policy: &Policy, probes: usize) -> Report {
        Report {
            target,
            policy: policy.source.clone(),
            probes,
            checked: 0,
            unspecified: 0,
            unobserved: 0,
            unobserved_examples: Vec::new(),
            resent: 0,
            disagreements: Vec::new(),
        }
    }

    /// Whether the kernel agreed on every probe checked.
    pub fn is_ok(&self) -> bool {
        self.disagreements.is_empty()
    }

    /// Every disagreement, one paragraph each.
    pub fn render(&self) -> String {
        let mut out = format!(
            "{} on {}: {} probes, {} checked, {} unspecified, {} unobserved, {} disagreements\n",
            self.target,
            self.policy,
            self.probes,
            self.checked,
            self.unspecified,
            self.unobserved,
            self.disagreements.len()
        );
        for d in &self.disagreements {
            let _ = writeln!(
                out,
                "  probe #{}: {}\n    interpreter: {} by {}; kernel: {:?}\n    frame: {}",
                d.index,
                d.what,
                action_word(d.expected),
                d.decider,
                d.observed,
                d.frame_hex
            );
        }
        out
    }
}

fn action_word(a: Action) -> &'static str {
    match a {
        Action::Drop => "drop",
        Action::Pass => "pass",
    }
}

fn decider_label(policy: &Policy, d: &Decider) -> String {
    match d {
        Decider::NonIp => "non-IP".to_string(),
        Decider::Default => "default".to_string(),
        Decider::Rule(i) => policy
            .rules
            .get(*i)
            .map_or_else(|| format!("rule #{i}"), |r| r.label.clone()),
    }
}

/// Hex of a frame.
pub fn hex(frame: &[u8]) -> String {
    frame.iter().map(|b| format!("{b:02x}")).collect()
}

/// Hex of the first 128 bytes of a frame, with the length when longer.
fn hex_short(frame: &[u8]) -> String {
    if frame.len() <= 128 {
        hex(frame)
    } else {
        format!("{}… ({} bytes)", hex(&frame[..128]), frame.len())
    }
}

/// Compiles `policy` for `target`, loads it into `bed` (replacing what was
/// there) and compares the kernel's verdict on every probe with the
/// interpreter's. Probes with no specified verdict are skipped.
pub fn check_equivalence(
    bed: &mut Bed,
    target: Target,
    policy: &ValidPolicy,
    probes: &[Probe],
) -> anyhow::Result<Report> {
    let artifact = bed.compile(target, policy)?;
    bed.load(target, &artifact)
        .with_context(|| format!("loading {} for {target}", policy.source))?;
    check_loaded(bed, target, policy, probes)
}

/// [`check_equivalence`] on what is loaded already for `target` (by
/// [`Bed::load`] or by hand in [`Bed::rx`]).
pub fn check_loaded(
    bed: &mut Bed,
    target: Target,
    policy: &Policy,
    probes: &[Probe],
) -> anyhow::Result<Report> {
    let mut report = Report::new(target, policy, probes.len());
    let mut idx = Vec::new();
    let mut expected = Vec::new();
    let hook = Hook::of(target);
    // (v2) Probes go one by one through a target that keeps rate state:
    // check those whose verdict no bucket can change (the same for every
    // combination of full and empty buckets); rate limits are checked in
    // sequence by `check_sequence`.
    let stateful = interp::has_state(policy);
    for (i, p) in probes.iter().enumerate() {
        let outcome = if stateful {
            let Some(o) = interp::evaluate_state_independent(policy, &p.frame) else {
                report.unspecified += 1;
                continue;
            };
            o
        } else {
            interp::evaluate(policy, &p.frame)
        };
        match outcome {
            // iptables never sees a non-IP frame; the kernel even turns a
            // frame with two VLAN tags of ID 0 (non-IP for the spec) into IP
            // before PREROUTING, so nothing can be observed about these.
            Outcome::Decided(v) if hook == Hook::Prerouting && v.decider == Decider::NonIp => {
                report.unobserved += 1;
                if report.unobserved_examples.len() < 5 {
                    report
                        .unobserved_examples
                        .push(format!("{} (non-IP: not sent to PREROUTING)", p.what));
                }
            }
            Outcome::Decided(v) => {
                idx.push(i);
                expected.push(v);
            }
            Outcome::Unspecified { .. } => report.unspecified += 1,
        }
    }
    let frames: Vec<Vec<u8>> = idx.iter().map(|&i| probes[i].frame.clone()).collect();
    let mut seen = bed.observe_for(target, &frames)?;
    // A lost frame looks like a drop (or like a frame that never arrived):
    // send those once more. A frame passed that should have been dropped
    // cannot come from a loss and is final.
    let again: Vec<usize> = (0..seen.len())
        .filter(|&k| match &seen[k] {
            Seen::NotArrived => true,
            Seen::Dropped => expected[k].action == Action::Pass,
            Seen::Passed | Seen::NotSent(_) => false,
        })
        .collect();
    if !again.is_empty() {
        report.resent = again.len();
        let frames2: Vec<Vec<u8>> = again.iter().map(|&k| frames[k].clone()).collect();
        for (k, s) in again.into_iter().zip(bed.observe_for(target, &frames2)?) {
            seen[k] = s;
        }
    }
    for (k, s) in seen.into_iter().enumerate() {
        let i = idx[k];
        let v = expected[k];
        let Some(observed) = s.action() else {
            report.unobserved += 1;
            if report.unobserved_examples.len() < 5 {
                report
                    .unobserved_examples
                    .push(format!("{} ({s:?})", probes[i].what));
            }
            continue;
        };
        report.checked += 1;
        if observed != v.action {
            report.disagreements.push(Disagreement {
                index: i,
                what: probes[i].what.clone(),
                frame_hex: hex_short(&probes[i].frame),
                expected: v.action,
                decider: decider_label(policy, &v.decider),
                observed: s,
            });
        }
    }
    Ok(report)
}

/// (v2) Loads `policy` for `target` (each bucket starts full) and sends
/// `frames` in order, without resending any, comparing each verdict with the
/// interpreter's on the same sequence with no time passing. Only exact for
/// rates whose refill period is much longer than the time the frames take
/// to send (spec §4: a target may differ by its clock's granularity over
/// longer spans).
pub fn check_sequence(
    bed: &mut Bed,
    target: Target,
    policy: &ValidPolicy,
    frames: &[(Vec<u8>, String)],
) -> anyhow::Result<Report> {
    let artifact = bed.compile(target, policy)?;
    bed.load(target, &artifact)
        .with_context(|| format!("loading {} for {target}", policy.source))?;
    let mut state = interp::Interp::new(policy);
    let expected: Vec<Outcome> = frames.iter().map(|(f, _)| state.eval(0, f)).collect();
    let sent: Vec<Vec<u8>> = frames.iter().map(|(f, _)| f.clone()).collect();
    let seen = bed.observe_for(target, &sent)?;
    let mut report = Report::new(target, policy, frames.len());
    for (i, (s, e)) in seen.into_iter().zip(expected).enumerate() {
        let Outcome::Decided(v) = e else {
            report.unspecified += 1;
            continue;
        };
        let Some(observed) = s.action() else {
            report.unobserved += 1;
            report
                .unobserved_examples
                .push(format!("#{i} {} ({s:?})", frames[i].1));
            continue;
        };
        report.checked += 1;
        if observed != v.action {
            report.disagreements.push(Disagreement {
                index: i,
                what: frames[i].1.clone(),
                frame_hex: hex_short(&frames[i].0),
                expected: v.action,
                decider: decider_label(policy, &v.decider),
                observed: s,
            });
        }
    }
    Ok(report)
}
