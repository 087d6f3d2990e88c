//! Kernel tests of the xdp and tc targets through a veth pair: every example
//! policy (and some random ones) loaded with `dropc apply`'s code path
//! (aya attach inside the test bed's namespace), each probe of its corpus
//! sent through the real hook and compared with the interpreter. The
//! BPF_PROG_TEST_RUN differential tests (crates/backends/tests/bpf_diff.rs)
//! cover many more random policies; this proves the attached programs behave
//! the same on real packets. Root required (skipped otherwise, failing under
//! CI=true).

use dropc_testkit::equiv as kernel_common;

use dropc_apply::testbed::Bed;
use dropc_backends::Target;
use dropc_ir::ValidPolicy;
use kernel_common::{check_all, example_policies, random_policy, random_policy_count, skip};

/// Random policies per BPF target through veth (the rest of the random
/// coverage runs through BPF_PROG_TEST_RUN, which is much faster).
fn veth_random_count() -> u64 {
    random_policy_count().min(60)
}

fn check(target: Target, purpose: &str) {
    let mut bed = Bed::new(purpose).expect("test bed");
    let examples = example_policies();
    let ex = check_all(&mut bed, target, examples.iter().map(|(_, p)| (1, p)));
    eprintln!("{}", ex.summary(&format!("{target} examples")));
    let randoms: Vec<(u64, ValidPolicy)> = (0..veth_random_count())
        .map(|s| (s, random_policy(s)))
        .collect();
    let rnd = check_all(&mut bed, target, randoms.iter().map(|(s, p)| (*s, p)));
    eprintln!("{}", rnd.summary(&format!("{target} random")));
    ex.assert_ok(&format!("{target} examples"));
    rnd.assert_ok(&format!("{target} random"));
}

#[test]
fn xdp_through_veth_agrees_with_interpreter() {
    if skip("xdp_through_veth_agrees_with_interpreter") {
        return;
    }
    check(Target::Xdp, "kxdp");
}

#[test]
fn tc_through_veth_agrees_with_interpreter() {
    if skip("tc_through_veth_agrees_with_interpreter") {
        return;
    }
    check(Target::Tc, "ktc");
}
