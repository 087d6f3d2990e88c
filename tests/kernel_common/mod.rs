//! Helpers shared by the kernel integration tests (netfilter, and the BPF
//! veth tests): which policies to check, and a driver that loads each into a
//! [`Bed`] and compares every probe with the interpreter.
#![allow(dead_code)]

use dropc_apply::testbed::{check_equivalence, Bed, Report};
use dropc_backends::Target;
use dropc_ir::random::RandomOpts;
use dropc_ir::ValidPolicy;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Whether a kernel test must be skipped (not root; panics under CI=true).
pub fn skip(name: &str) -> bool {
    dropc_apply::netns::skip_kernel_test(name)
}

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
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
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
