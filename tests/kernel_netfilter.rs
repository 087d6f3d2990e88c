//! Kernel tests of the nft and iptables targets: every example policy and
//! `DROPC_RANDOM_POLICIES` random ones, each probe of their corpora sent
//! through the real kernel hook and compared with the interpreter; and
//! `apply`/`remove` behaviour (idempotence, foreign state untouched, a
//! failed load keeps the previous policy). Root required (skipped
//! otherwise, failing under CI=true).

mod kernel_common;

use dropc_apply::netfilter::IptablesVariant;
use dropc_apply::testbed::{check_loaded, Bed, Report};
use dropc_apply::ApplyRequest;
use dropc_backends::{Artifact, Target};
use dropc_ir::ValidPolicy;
use kernel_common::{check_target, skip};

#[test]
fn nft_agrees_with_interpreter() {
    if skip("nft_agrees_with_interpreter") {
        return;
    }
    let mut bed = Bed::new("knft").expect("test bed");
    check_target(&mut bed, Target::Nft, "nft");
}

fn iptables_bed(variant: IptablesVariant, purpose: &str) -> Bed {
    let mut bed = Bed::new(purpose).expect("test bed");
    bed.set_iptables_variant(variant);
    bed
}

#[test]
fn iptables_nft_agrees_with_interpreter() {
    if skip("iptables_nft_agrees_with_interpreter") {
        return;
    }
    let mut bed = iptables_bed(IptablesVariant::Nft, "kiptn");
    check_target(&mut bed, Target::Iptables, "iptables-nft");
}

#[test]
fn iptables_legacy_agrees_with_interpreter() {
    if skip("iptables_legacy_agrees_with_interpreter") {
        return;
    }
    let mut bed = iptables_bed(IptablesVariant::Legacy, "kiptl");
    check_target(&mut bed, Target::Iptables, "iptables-legacy");
}

// ------------------------------------------------- apply / remove --

const POLICY_A: &str = "\
set bad   = ip { 198.18.0.0/24, 198.51.100.0/24, fd00::/64, fd00:1::/64 }
set ports = port { 53, 123, 1900, 11211, 2000-2010, 3000-3010, 4000-4010, 5000-5010, 6000-6010, 7000-7010, 8000-8010, 9000-9010 }
default pass
flood: drop udp dst @bad dport 1234
drdos: drop udp sport @ports
ssh:   drop tcp dport 22 flags syn/syn,ack
";

const POLICY_B: &str = "\
set other = ip { 192.0.2.0/24, 203.0.113.0/24, 2001:db8::/32, 3fff::/20 }
default pass
blocked: drop src @other
";

fn policy(name: &str, text: &str) -> ValidPolicy {
    let loaded = dropc_syntax::load_str(name, text, std::path::Path::new("."));
    match loaded.policy {
        Some(p) => p,
        None => panic!("{name}: {}", loaded.render()),
    }
}

/// Applies through the public entry point, inside the bed.
fn apply(
    bed: &Bed,
    target: Target,
    artifact: &Artifact,
    v: IptablesVariant,
) -> Result<String, String> {
    let req = ApplyRequest {
        target,
        iface: bed.iface(),
        artifact,
        labels: &[],
        policy: "/test/policy.drop",
        sha256: "00",
        iptables: v,
        then: None,
    };
    bed.rx()
        .run(|| dropc_apply::apply(&req))
        .expect("thread in namespace")
        .map(|l| l.join("\n"))
        .map_err(|e| format!("{e:#}"))
}

/// Removes through the public entry point (which uses the recorded
/// iptables variant).
fn remove(bed: &Bed, target: Target) -> String {
    let iface = bed.iface().to_string();
    bed.rx()
        .run(|| dropc_apply::remove(&iface, Some(target)))
        .expect("thread in namespace")
        .expect("remove")
        .join("\n")
}

/// Checks that what is loaded in `bed` enforces `policy` (its corpus).
fn enforced(bed: &mut Bed, target: Target, policy: &ValidPolicy) -> Report {
    let probes = dropc_ir::corpus::for_policy(policy, 7, 16);
    let r = check_loaded(bed, target, policy, &probes).expect("observe");
    assert!(r.is_ok(), "{}", r.render());
    assert!(r.checked > 20, "{}", r.render());
    r
}

fn sh(bed: &Bed, cmd: &str) -> String {
    bed.rx()
        .exec("sh", &["-c", cmd], None)
        .unwrap_or_else(|e| panic!("{cmd}: {e:#}"))
}

fn foreign_nft(bed: &Bed) -> String {
    let script = format!(
        "table netdev mine {{
  chain c {{ type filter hook ingress device \"{}\" priority 0; ip saddr 203.0.113.7 counter; }}
}}
table inet mine {{
  set s {{ type ipv4_addr; elements = {{ 203.0.113.9 }}; }}
  chain pre {{ type filter hook prerouting priority 10; ip saddr @s counter; }}
}}
",
        bed.iface()
    );
    bed.rx()
        .exec("nft", &["-f", "-"], Some(script.as_bytes()))
        .unwrap_or_else(|e| panic!("{e:#}"));
    snapshot_nft(bed)
}

fn snapshot_nft(bed: &Bed) -> String {
    sh(
        bed,
        "nft -s list table netdev mine; nft -s list table inet mine",
    )
}

#[test]
fn nft_apply_remove_keep_foreign_state() {
    if skip("nft_apply_remove_keep_foreign_state") {
        return;
    }
    let v = IptablesVariant::System;
    let mut bed = Bed::new("knftapply").expect("test bed");
    let foreign = foreign_nft(&bed);
    let (a, b) = (policy("a.drop", POLICY_A), policy("b.drop", POLICY_B));
    let art_a = bed.compile(Target::Nft, &a).unwrap();
    let art_b = bed.compile(Target::Nft, &b).unwrap();
    assert_eq!(remove(&bed, Target::Nft), "", "nothing to remove yet");

    let msg = apply(&bed, Target::Nft, &art_a, v).unwrap();
    assert!(msg.contains("loaded"), "{msg}");
    enforced(&mut bed, Target::Nft, &a);
    // Idempotent: same policy again, one table, same behaviour.
    let msg = apply(&bed, Target::Nft, &art_a, v).unwrap();
    assert!(msg.contains("replaced"), "{msg}");
    assert_eq!(
        sh(&bed, "nft list tables")
            .matches("table netdev dropc-")
            .count(),
        1
    );
    enforced(&mut bed, Target::Nft, &a);
    // Replaced by another policy.
    apply(&bed, Target::Nft, &art_b, v).unwrap();
    enforced(&mut bed, Target::Nft, &b);
    // Negative control: the bed does see that B is not A.
    let probes = dropc_ir::corpus::for_policy(&a, 7, 16);
    let r = check_loaded(&mut bed, Target::Nft, &a, &probes).unwrap();
    assert!(
        !r.is_ok(),
        "policy B passed for policy A: the observer sees nothing"
    );

    // A script for another interface is refused; B stays.
    let Artifact::NftScript(s) = &art_a else {
        panic!()
    };
    let other = Artifact::NftScript(s.replace(bed.iface(), "eth9"));
    let e = apply(&bed, Target::Nft, &other, v).unwrap_err();
    assert!(e.contains("eth9"), "{e}");
    // A script nft rejects: the error quotes nft, B stays in force.
    let broken = Artifact::NftScript(s.replace("drop", "dorp"));
    let e = apply(&bed, Target::Nft, &broken, v).unwrap_err();
    assert!(e.contains("dorp") || e.contains("syntax"), "{e}");
    enforced(&mut bed, Target::Nft, &b);

    assert_eq!(snapshot_nft(&bed), foreign, "foreign nft tables changed");
    // `dropc remove --iface` of another interface leaves it alone.
    let other = bed
        .rx()
        .run(|| dropc_apply::remove("eth9", Some(Target::Nft)))
        .unwrap()
        .unwrap();
    assert!(other.is_empty(), "{other:?}");
    enforced(&mut bed, Target::Nft, &b);
    let msg = remove(&bed, Target::Nft);
    assert!(msg.contains("deleted"), "{msg}");
    assert!(!sh(&bed, "nft list tables").contains("netdev dropc"));
    assert_eq!(remove(&bed, Target::Nft), "", "second remove finds nothing");
    assert_eq!(snapshot_nft(&bed), foreign, "foreign nft tables changed");
}

fn ipt(v: IptablesVariant, fam: &str) -> String {
    match v {
        IptablesVariant::System => fam.to_string(),
        IptablesVariant::Legacy => format!("{fam}-legacy"),
        IptablesVariant::Nft => format!("{fam}-nft"),
    }
}

/// Foreign iptables rules/chains (raw), an ipset and nft tables.
fn foreign_iptables(bed: &Bed, v: IptablesVariant) -> String {
    let (i4, i6) = (ipt(v, "iptables"), ipt(v, "ip6tables"));
    sh(
        bed,
        &format!(
            "ipset create mine-set hash:ip && ipset add mine-set 203.0.113.5 && \
             {i4} -t raw -N MINE && {i4} -t raw -A MINE -s 203.0.113.7 -j ACCEPT && \
             {i4} -t raw -A PREROUTING -j MINE && \
             {i4} -t raw -A PREROUTING -m set --match-set mine-set src -j ACCEPT && \
             {i6} -t raw -A PREROUTING -s 2001:db8:ffff::1 -j ACCEPT"
        ),
    );
    foreign_nft(bed);
    snapshot_iptables(bed, v)
}

/// Everything in raw that is not dropc's, the foreign set and nft tables.
fn snapshot_iptables(bed: &Bed, v: IptablesVariant) -> String {
    let raw = sh(
        bed,
        &format!(
            "{}-save -t raw; {}-save -t raw",
            ipt(v, "iptables"),
            ipt(v, "ip6tables")
        ),
    );
    let mut out: Vec<String> = raw
        .lines()
        .filter(|l| !l.starts_with('#') && !l.contains("DROPC"))
        .map(|l| {
            // Counters change with traffic.
            match l.find(" [") {
                Some(i) if l.starts_with(':') => l[..i].to_string(),
                _ => l.to_string(),
            }
        })
        .collect();
    out.push(sh(
        bed,
        "ipset list mine-set | grep -v -i 'references\\|memory'",
    ));
    out.push(snapshot_nft(bed));
    out.join("\n")
}

fn dropc_state(bed: &Bed, v: IptablesVariant) -> (usize, usize, Vec<String>) {
    let (i4, i6) = (ipt(v, "iptables"), ipt(v, "ip6tables"));
    let dump = sh(bed, &format!("{i4}-save -t raw; {i6}-save -t raw"));
    let jumps = dump
        .lines()
        .filter(|l| l.starts_with("-A PREROUTING") && l.contains("-j DROPC"))
        .count();
    let chains = dump.lines().filter(|l| l.starts_with(":DROPC")).count();
    let sets: Vec<String> = sh(bed, "ipset list -n")
        .lines()
        .filter(|l| l.starts_with("dropc-"))
        .map(String::from)
        .collect();
    (jumps, chains, sets)
}

fn iptables_apply_remove(v: IptablesVariant, purpose: &str) {
    let mut bed = Bed::new(purpose).expect("test bed");
    bed.set_iptables_variant(v);
    let foreign = foreign_iptables(&bed, v);
    let (a, b) = (policy("a.drop", POLICY_A), policy("b.drop", POLICY_B));
    let art_a = bed.compile(Target::Iptables, &a).unwrap();
    let art_b = bed.compile(Target::Iptables, &b).unwrap();
    assert_eq!(remove(&bed, Target::Iptables), "", "nothing to remove yet");

    for round in 0..2 {
        let msg = apply(&bed, Target::Iptables, &art_a, v).unwrap();
        assert!(msg.contains("loaded"), "{msg}");
        let (jumps, chains, sets) = dropc_state(&bed, v);
        assert_eq!(jumps, 2, "round {round}: one jump per family");
        assert!(chains >= 2, "round {round}");
        assert!(
            !sets.is_empty() && sets.iter().all(|s| !s.ends_with(".new")),
            "{sets:?}"
        );
        enforced(&mut bed, Target::Iptables, &a);
    }
    let (_, _, sets_a) = dropc_state(&bed, v);
    apply(&bed, Target::Iptables, &art_b, v).unwrap();
    enforced(&mut bed, Target::Iptables, &b);
    let (jumps, _, sets_b) = dropc_state(&bed, v);
    assert_eq!(jumps, 2);
    assert!(
        sets_a.iter().all(|s| !sets_b.contains(s)),
        "sets of A left: {sets_a:?} / {sets_b:?}"
    );

    // A load that fails in the IPv6 half: B stays in force, exactly.
    let before = sh(
        &bed,
        &format!("{}-save -t raw | grep DROPC", ipt(v, "iptables")),
    );
    let Artifact::Iptables(files) = &art_a else {
        panic!()
    };
    let mut bad = files.clone();
    bad.v6 = bad.v6.replace(
        "COMMIT",
        &format!("-A DROPC-{} -m no-such-match -j DROP\nCOMMIT", bed.iface()),
    );
    let e = apply(&bed, Target::Iptables, &Artifact::Iptables(bad), v).unwrap_err();
    assert!(e.contains("IPv6") && e.contains("no-such-match"), "{e}");
    let after = sh(
        &bed,
        &format!("{}-save -t raw | grep DROPC", ipt(v, "iptables")),
    );
    assert_eq!(strip_counters(&before), strip_counters(&after));
    assert_eq!(dropc_state(&bed, v).2, sets_b, "sets after a failed load");
    enforced(&mut bed, Target::Iptables, &b);
    // A set file ipset rejects: same.
    let mut bad = files.clone();
    bad.ipset.push_str(&format!(
        "add dropc-{}:nonexistent-4 1.2.3.4\n",
        bed.iface()
    ));
    assert!(apply(&bed, Target::Iptables, &Artifact::Iptables(bad), v).is_err());
    assert_eq!(dropc_state(&bed, v).2, sets_b, "sets after a failed load");
    enforced(&mut bed, Target::Iptables, &b);

    assert_eq!(snapshot_iptables(&bed, v), foreign, "foreign state changed");
    let msg = remove(&bed, Target::Iptables);
    assert!(msg.contains("removed"), "{msg}");
    assert_eq!(dropc_state(&bed, v), (0, 0, Vec::new()));
    assert_eq!(
        remove(&bed, Target::Iptables),
        "",
        "second remove finds nothing"
    );
    assert_eq!(snapshot_iptables(&bed, v), foreign, "foreign state changed");
}

fn strip_counters(s: &str) -> String {
    s.lines()
        .map(|l| l.split(" [").next().unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn iptables_nft_apply_remove_keep_foreign_state() {
    if skip("iptables_nft_apply_remove_keep_foreign_state") {
        return;
    }
    iptables_apply_remove(IptablesVariant::Nft, "kiptnapply");
}

#[test]
fn iptables_legacy_apply_remove_keep_foreign_state() {
    if skip("iptables_legacy_apply_remove_keep_foreign_state") {
        return;
    }
    iptables_apply_remove(IptablesVariant::Legacy, "kiptlapply");
}

/// `dropc test --kernel`'s entry point: every expectation of the examples
/// holds on nft and iptables.
#[test]
fn expectations_hold_on_netfilter_targets() {
    if skip("expectations_hold_on_netfilter_targets") {
        return;
    }
    let mut n = 0;
    for (path, policy) in kernel_common::example_policies() {
        if policy.expects.is_empty()
            || policy
                .sets
                .iter()
                .any(|s| s.ip().is_some_and(|i| i.v4.len() + i.v6.len() > 10_000))
        {
            continue; // the million-prefix list is covered above
        }
        for target in [Target::Nft, Target::Iptables] {
            if dropc_backends::caps::check(target, &policy)
                .iter()
                .any(|d| d.is_error())
            {
                continue;
            }
            let got = dropc_apply::testbed::run_expectations(target, &policy)
                .unwrap_or_else(|e| panic!("{}: {target}: {e:#}", kernel_common::show(&path)));
            assert_eq!(got.len(), policy.expects.len());
            for (e, g) in policy.expects.iter().zip(got) {
                assert_eq!(
                    e.verdict,
                    g,
                    "{}:{}: {target}",
                    kernel_common::show(&path),
                    e.line
                );
                n += 1;
            }
        }
    }
    eprintln!("{n} expectations held on the kernel");
}

/// The observer itself: with no filter loaded, every probe of the corpora
/// gets past netdev ingress, and every IP probe gets past PREROUTING (with
/// its VLAN ID cleared); only non-IP frames never reach PREROUTING.
#[test]
fn observer_sees_every_probe_without_filter() {
    if skip("observer_sees_every_probe_without_filter") {
        return;
    }
    use dropc_apply::testbed::{Hook, Seen};
    use dropc_ir::interp::{evaluate, Decider, Outcome};
    let mut bed = Bed::new("kobs").expect("test bed");
    let mut policies: Vec<ValidPolicy> = (0..30).map(kernel_common::random_policy).collect();
    policies.extend(
        kernel_common::example_policies()
            .into_iter()
            .map(|(_, p)| p)
            .take(4),
    );
    let (mut total, mut non_ip) = (0, 0);
    for (seed, policy) in policies.iter().enumerate() {
        let probes = dropc_ir::corpus::for_policy(policy, seed as u64, 32);
        let frames: Vec<Vec<u8>> = probes.iter().map(|p| p.frame.clone()).collect();
        let at_netdev = bed.observe_at(Hook::Netdev, true, &frames).unwrap();
        let at_pre = bed.observe_at(Hook::Prerouting, true, &frames).unwrap();
        for ((p, n), r) in probes.iter().zip(at_netdev).zip(at_pre) {
            total += 1;
            assert_eq!(n, Seen::Passed, "netdev: {}", p.what);
            let nonip = matches!(evaluate(policy, &p.frame), Outcome::Decided(v) if v.decider == Decider::NonIp);
            if nonip {
                non_ip += 1;
                // ARP, LLDP, … never; two VLAN tags of ID 0 do (the kernel
                // pops both): see the testbed doc.
                assert!(
                    r == Seen::NotArrived || r == Seen::Passed,
                    "{}: {r:?}",
                    p.what
                );
            } else {
                assert_eq!(r, Seen::Passed, "PREROUTING: {}", p.what);
            }
        }
    }
    eprintln!("{total} probes observed ({non_ip} non-IP)");
}
