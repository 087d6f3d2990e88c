//! Kernel tests of the nft and iptables targets: every example policy and
//! `DROPC_RANDOM_POLICIES` random ones, each probe of their corpora sent
//! through the real kernel hook and compared with the interpreter; and
//! `apply`/`remove` behaviour (idempotence, foreign state untouched, a
//! failed load keeps the previous policy). Root required (skipped
//! otherwise, failing under CI=true).

use dropc_testkit::equiv as kernel_common;

use dropc_apply::netfilter::IptablesVariant;
use dropc_apply::testbed::Bed;
use dropc_apply::ApplyRequest;
use dropc_backends::{Artifact, Target};
use dropc_ir::ValidPolicy;
use dropc_testkit::equiv::{check_loaded, Report};
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
    dropc_testkit::policy_named(name, text)
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
    let other = Artifact::NftScript(dropc_backends::nft::Script {
        table: dropc_backends::nft::table_name("eth9"),
        base_chain: dropc_backends::nft::BaseChain::ingress("eth9"),
        ..s.clone()
    });
    let e = apply(&bed, Target::Nft, &other, v).unwrap_err();
    assert!(e.contains("eth9"), "{e}");
    // A script nft rejects: the error quotes nft, B stays in force.
    let mut broken = s.clone();
    broken.chains[0].body.push_text("\t\tdorp\n");
    let broken = Artifact::NftScript(broken);
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
    bad.v6
        .lines
        .push(dropc_backends::nft::template::Template::text(format!(
            "-A DROPC-{} -m no-such-match -j DROP\n",
            bed.iface()
        )));
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
    bad.sets.push(dropc_backends::iptables::IpSetDef {
        name: format!("dropc-{}:bad-4", bed.iface()),
        kind: "hash:net".into(),
        params: "family inet no-such-option 1".into(),
        elements: vec!["1.2.3.4".into()],
        dynamic: false,
        source: "bad/4".into(),
    });
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

// ------------------------------------------------------------ v2 --

/// Rate limits (spec §4): bursts of several keys at once, sent faster than
/// one refill period (the rates are per hour), get exactly B tokens per key
/// on nft and iptables; `/LEN` grouping, both families, `not over`, one
/// bucket per rule, and packets that do not reach `over` take no token.
#[test]
fn rate_limit_bursts_on_netfilter_targets() {
    if skip("rate_limit_bursts_on_netfilter_targets") {
        return;
    }
    // Bursts of the four rules, and the rate of the last one per minute.
    let rates = |name: &str, b: [u32; 4], single: u32| {
        policy(
            name,
            &format!(
                "\
per16:   drop udp ip4 dport 1000 over 1/hour burst {} per src/16
per64:   drop udp ip6 dport 1000 over 1/hour burst {} per src/64
notover: pass udp dport 1002 not over 1/hour burst {} per dst
         drop udp dport 1002
single:  drop tcp ip4 dport 1003 over {single}/minute burst {}
",
                b[0], b[1], b[2], b[3]
            ),
        )
    };
    let p = rates("rates.drop", [3, 2, 2, 4], 1);
    let f = |proto: u8, src: &str, dst: &str, dport: u16| {
        let spec = dropc_ir::PacketSpec::new(
            proto,
            src.parse().unwrap(),
            dst.parse().unwrap(),
            Some(40000),
            Some(dport),
        );
        let frame = dropc_ir::packet::build(&spec);
        (frame, dropc_ir::packet::spec_to_string(&spec))
    };
    let mut frames = Vec::new();
    for round in 0..5 {
        frames.push(f(17, "10.1.1.1", "192.0.2.1", 1000));
        frames.push(f(17, &format!("10.1.{round}.9"), "192.0.2.1", 1000));
        frames.push(f(17, "10.2.0.1", "192.0.2.1", 1000));
        // Not udp: never reaches `over`, takes no token.
        frames.push(f(6, "10.3.0.1", "192.0.2.1", 1000));
        frames.push(f(17, "2001:db8:0:1::1", "2001:db8::ff", 1000));
        frames.push(f(
            17,
            &format!("2001:db8:0:1::{round}"),
            "2001:db8::ff",
            1000,
        ));
        frames.push(f(17, "2001:db8:0:2::1", "2001:db8::ff", 1000));
        frames.push(f(17, "192.0.2.7", "198.51.100.1", 1002));
        frames.push(f(17, "2001:db8::7", "2001:db8::1:1", 1002));
        frames.push(f(6, &format!("192.0.2.{round}"), "198.51.100.1", 1003));
        frames.push(f(6, "192.0.2.200", "198.51.100.1", 1003));
    }
    let mut failures = Vec::new();
    let mut beds = vec![
        (Target::Nft, Bed::new("krate").expect("test bed")),
        (
            Target::Iptables,
            iptables_bed(IptablesVariant::Nft, "kraten"),
        ),
        (
            Target::Iptables,
            iptables_bed(IptablesVariant::Legacy, "kratel"),
        ),
    ];
    for (target, bed) in &mut beds {
        // Twice, since re-applying a policy starts every bucket full (spec
        // §4): the second apply finds the first one's buckets empty (iptables:
        // its hashlimit tables in the other generation of their names).
        for _ in 0..2 {
            let r = dropc_testkit::equiv::check_sequence(bed, *target, &p, &frames)
                .unwrap_or_else(|e| panic!("{target}: {e:#}"));
            assert_eq!(r.checked, frames.len(), "{}", r.render());
            if !r.is_ok() {
                failures.push(r.render());
            }
        }
    }
    // A changed rate or burst is a fresh bucket with the new parameters on
    // every target (iptables: another hashlimit table).
    let q = rates("rates2.drop", [5, 4, 1, 4], 2);
    for (target, bed) in &mut beds {
        let r = dropc_testkit::equiv::check_sequence(bed, *target, &q, &frames)
            .unwrap_or_else(|e| panic!("{target}: {e:#}"));
        if !r.is_ok() {
            failures.push(r.render());
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `contains` on iptables (the one target with a string search): every
/// probe of its corpus, the string at the start, the middle and the end of
/// the packet, across the layer 3/4 boundary, in later fragments, and absent.
#[test]
fn contains_on_iptables_agrees_with_interpreter() {
    if skip("contains_on_iptables_agrees_with_interpreter") {
        return;
    }
    let p = policy(
        "contains.drop",
        "\
needle: drop contains \"needle\"
crlf:   pass udp dport 53 not contains 0x0d0a
addr:   drop contains 0xc6336401
        drop udp dport 53
",
    );
    let mut probes = dropc_ir::corpus::for_policy(&p, 7, 64);
    // The address 198.51.100.1 followed by the UDP source port: the search
    // spans the IP header and the UDP header.
    for (src, dst) in [("192.0.2.1", "198.51.100.1"), ("198.51.100.1", "192.0.2.1")] {
        let spec = dropc_ir::PacketSpec::udp(src.parse().unwrap(), dst.parse().unwrap(), 1, 53);
        probes.push(dropc_ir::corpus::Probe {
            frame: dropc_ir::packet::build(&spec),
            what: dropc_ir::packet::spec_to_string(&spec),
        });
    }
    for v in [IptablesVariant::Nft, IptablesVariant::Legacy] {
        let mut bed = iptables_bed(v, "kstr");
        let r = dropc_testkit::equiv::check_equivalence(&mut bed, Target::Iptables, &p, &probes)
            .expect("equivalence");
        assert!(r.is_ok(), "{}", r.render());
        assert!(r.checked > 50, "{}", r.render());
    }
}

/// A TCP probe to `dport` whose header has `words` words of options (NOPs)
/// before the payload `tail`: data offset 5 + `words`.
fn tcp_probe(dport: u16, words: usize, tail: &[u8], what: String) -> dropc_ir::corpus::Probe {
    let mut payload = vec![1u8; 4 * words];
    payload.extend_from_slice(tail);
    let spec = dropc_ir::PacketSpec {
        payload,
        ..dropc_ir::PacketSpec::new(
            6,
            "192.0.2.1".parse().unwrap(),
            "198.51.100.1".parse().unwrap(),
            Some(40000),
            Some(dport),
        )
    };
    let mut frame = dropc_ir::packet::build(&spec);
    frame[14 + 20 + 12] = ((5 + words) as u8) << 4;
    dropc_ir::corpus::Probe { frame, what }
}

/// `payload` on xdp and tc (bounded reads), nft (raw payload expressions)
/// and iptables (u32), IPv4:
/// every probe of the corpus (the exact
/// bytes, one byte short, each mask bit, the value at the very end, first
/// and later fragments, IPv4 options, VLAN tags, Ethernet padding), and TCP
/// options that move the payload.
#[test]
fn payload_on_netfilter_targets_agrees_with_interpreter() {
    if skip("payload_on_netfilter_targets_agrees_with_interpreter") {
        return;
    }
    let p = policy(
        "payload.drop",
        "\
dns-qr: drop udp ip4 sport 53 payload 2 0x80/0x80
ntp:    pass udp ip4 dport 123 not payload 0 0x17002a/0xff00ff
        drop udp ip4 dport 123
get:    drop tcp ip4 payload 0 \"GET /\"
end:    drop icmp payload 5 0x0102030405060708090a0b0c0d0e0f10
pad:    drop udp ip4 dport 7 payload 0 0x010200
notpad: drop udp ip4 dport 8 not payload 0 0x010200
tls:    drop ip4 tcp dport 443 payload 0 0x16 payload 5 0x01
redis:  drop ip4 tcp dport 6379 payload 0 0x2a33/0xff0f
near:   drop ip4 tcp dport 7000 not payload 1 0x4142
",
    );
    let mut probes = dropc_ir::corpus::for_policy(&p, 11, 64);
    // Ethernet padding (zeros) that would complete a value ending in 0x00:
    // padding is not payload, so neither `payload` nor `not payload` holds.
    for dport in [7, 8] {
        let spec = dropc_ir::PacketSpec {
            payload: vec![1, 2],
            ..dropc_ir::PacketSpec::udp(
                "192.0.2.1".parse().unwrap(),
                "198.51.100.1".parse().unwrap(),
                40000,
                dport,
            )
        };
        let mut frame = dropc_ir::packet::build(&spec);
        frame.resize(60, 0);
        probes.push(dropc_ir::corpus::Probe {
            frame,
            what: format!("udp to port {dport}, payload 0x0102 and padding zeros"),
        });
    }
    // Values within the first 3 bytes of a TCP payload (iptables: one u32
    // rule per data offset), behind every data offset: a 1-byte, 3-byte
    // and empty payload, a mismatching first byte, the exact values.
    let near: [&[u8]; 9] = [
        b"",
        b"\x16",
        b"\x16\x03\x01\x00\x00\x01",
        b"\x17\x03\x01\x00\x00\x01",
        b"\x2a\x33",
        b"\x2a\x03",
        b"\x2b\x33\x0d",
        b"xAB",
        b"xA",
    ];
    for words in 0..11usize {
        for (dport, bytes) in [443u16, 6379, 7000]
            .into_iter()
            .flat_map(|d| near.iter().map(move |b| (d, *b)))
        {
            probes.push(tcp_probe(
                dport,
                words,
                bytes,
                format!(
                    "tcp dport {dport}, data offset {}, payload {bytes:02x?}",
                    5 + words
                ),
            ));
        }
    }
    // TCP options (NOPs) in front of the payload: data offsets 5 to 8.
    for words in 0..4usize {
        let what = format!("tcp, data offset {}", 5 + words);
        probes.push(tcp_probe(80, words, b"GET /index", what));
    }
    let beds = [
        (Target::Xdp, Bed::new("kpayx").expect("test bed")),
        (Target::Tc, Bed::new("kpayt").expect("test bed")),
        (Target::Nft, Bed::new("kpayn").expect("test bed")),
        (Target::Iptables, iptables_bed(IptablesVariant::Nft, "kpay")),
        (
            Target::Iptables,
            iptables_bed(IptablesVariant::Legacy, "kpayl"),
        ),
    ];
    for (target, mut bed) in beds {
        let r = dropc_testkit::equiv::check_equivalence(&mut bed, target, &p, &probes)
            .expect("equivalence");
        assert!(r.is_ok(), "{}", r.render());
        assert!(r.checked > 100, "{}", r.render());
    }
}

// ------------------------------------------- runs as verdict maps --

/// A policy of many overlapping rules (issue 21): runs that test the same
/// fields (protocol, source, destination port) with mixed verdicts, both
/// families, sets of both families, prefixes and ranges, broken by rules
/// that cannot join a map (negations, TTL).
fn overlapping_policy(seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut next = |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % n
    };
    let mut out = String::from(
        "set both = ip { 10.1.0.0/16, 10.2.3.0/24, fd00:1::/32, fd00:2:3::/48 }\n\
         set ports = port { 53, 80-90, 443, 1000-1010 }\n",
    );
    out.push_str(if seed.is_multiple_of(2) {
        "default pass\n"
    } else {
        "default drop\n"
    });
    for i in 0..60 {
        let action = if next(2) == 0 { "drop" } else { "pass" };
        let proto = if next(4) == 0 { "udp" } else { "tcp" };
        if next(12) == 0 {
            let breaker = match next(3) {
                0 => format!("{proto} not dport {}", next(100)),
                1 => format!("ttl 1-{}", 1 + next(60)),
                _ => format!("{proto} src 10.{}.0.0/16 not sport 7", next(4)),
            };
            out.push_str(&format!("b{i}: {action} {breaker}\n"));
            continue;
        }
        let src = match next(5) {
            0 => "@both".to_string(),
            1 => match next(3) {
                0 => "fd00::/16".to_string(),
                1 => format!("fd00:{}::/32", next(3)),
                _ => format!("fd00:{}:{}::/48", next(3), next(3)),
            },
            2 => format!(
                "{{ 10.{}.0.0/16, 10.{}.{}.0/24 }}",
                next(4),
                next(4),
                next(4)
            ),
            _ => {
                let len = [8, 12, 16, 20, 24][next(5) as usize];
                let a = next(4) as u32;
                let b = next(8) as u32;
                let c = next(4) as u32;
                let addr = (10u32 << 24 | a << 16 | b << 8 | c << 4) & (u32::MAX << (32 - len));
                format!("{}/{len}", std::net::Ipv4Addr::from(addr))
            }
        };
        let dport = match next(5) {
            0 => "@ports".to_string(),
            1 => {
                let lo = next(100);
                format!("{lo}-{}", lo + next(50))
            }
            2 => format!("{{ {}, {}-{} }}", next(100), 80, 80 + next(20)),
            _ => next(100).to_string(),
        };
        out.push_str(&format!("r{i}: {action} {proto} src {src} dport {dport}\n"));
    }
    out
}

/// Runs of overlapping rules compiled into verdict maps (nft) agree with
/// the interpreter packet by packet, on nft and both iptables variants;
/// on nft, the per-rule counters count what the interpreter says each
/// rule decides (each rule's chain counts the packets its elements send
/// there).
#[test]
fn overlapping_runs_agree_with_interpreter() {
    if skip("overlapping_runs_agree_with_interpreter") {
        return;
    }
    let mut nft = Bed::new("kmap").expect("test bed");
    let mut legacy = iptables_bed(IptablesVariant::Legacy, "kmapl");
    let mut ipt_nft = iptables_bed(IptablesVariant::Nft, "kmapn");
    for seed in 0..6u64 {
        let text = overlapping_policy(seed);
        let p = policy(&format!("overlap-{seed}.drop"), &text);
        let script = dropc_backends::nft::compile(
            &p,
            &dropc_backends::Options {
                iface: Some("eth0".into()),
                ..Default::default()
            },
        )
        .expect("compiles for nft");
        assert!(script.contains(" vmap {"), "seed {seed}: no map:\n{script}");
        let probes = dropc_ir::corpus::for_policy(&p, seed, 200);
        for (target, bed) in [
            (Target::Nft, &mut nft),
            (Target::Iptables, &mut legacy),
            (Target::Iptables, &mut ipt_nft),
        ] {
            let r = dropc_testkit::equiv::check_equivalence(bed, target, &p, &probes)
                .expect("equivalence");
            assert!(r.is_ok(), "seed {seed}, {target}:\n{}\n{text}", r.render());
            assert!(r.checked > 200, "{}", r.render());
        }
        // Counters: send each decided IP probe once more and compare the
        // counters' growth per label with the interpreter's deciders.
        let frames: Vec<(Vec<u8>, String)> = probes
            .iter()
            .filter_map(|pr| match dropc_ir::interp::evaluate(&p, &pr.frame) {
                dropc_ir::interp::Outcome::Decided(v) => match v.decider {
                    dropc_ir::interp::Decider::Rule(i) => {
                        Some((pr.frame.clone(), format!("rule-{}", p.rules[i].label)))
                    }
                    dropc_ir::interp::Decider::Default => {
                        Some((pr.frame.clone(), "policy-default".to_string()))
                    }
                    dropc_ir::interp::Decider::NonIp => None,
                },
                dropc_ir::interp::Outcome::Unspecified { .. } => None,
            })
            .collect();
        let iface = nft.iface().to_string();
        let counters = |bed: &Bed| {
            let v = bed
                .rx()
                .run(|| dropc_apply::netfilter::nft_counters(&iface))
                .expect("netns")
                .expect("counters");
            v.into_iter()
                .map(|(n, p, _)| (n, p))
                .collect::<std::collections::BTreeMap<_, _>>()
        };
        nft.load(Target::Nft, &nft.compile(Target::Nft, &p).expect("compile"))
            .expect("load");
        let before = counters(&nft);
        let seen = nft
            .observe_for(
                Target::Nft,
                &frames.iter().map(|(f, _)| f.clone()).collect::<Vec<_>>(),
            )
            .expect("observe");
        let after = counters(&nft);
        let mut want = std::collections::BTreeMap::<String, u64>::new();
        for ((_, label), s) in frames.iter().zip(&seen) {
            if s.action().is_some() {
                *want.entry(label.clone()).or_default() += 1;
            }
        }
        let got: std::collections::BTreeMap<String, u64> = after
            .iter()
            .map(|(n, a)| (n.clone(), a - before.get(n).copied().unwrap_or(0)))
            .filter(|(_, d)| *d > 0)
            .collect();
        assert_eq!(got, want, "seed {seed}: counters per rule\n{text}");
    }
}

/// Constructs iptables once refused (issue 21 item 7): `proto 0` (u32 on
/// IPv4's protocol byte; never on IPv6, where 0 is hop-by-hop) and flags
/// naming ece/cwr (the ecn match), positive and negated, on both
/// variants, every probe of the corpus.
#[test]
fn former_iptables_refusals_agree_with_interpreter() {
    if skip("former_iptables_refusals_agree_with_interpreter") {
        return;
    }
    let p = policy(
        "refusals.drop",
        "\
zero:    drop proto 0
ece:     drop tcp dport 80 flags ece
cwrsyn:  pass tcp dport 81 flags syn,cwr/syn,cwr,ece
notecn:  drop tcp dport 82 not flags ece/ece,cwr,ack
nz4:     pass not proto 0 dst 198.51.100.0/24
nz6:     pass not proto 0 dst 2001:db8::/32
         drop dst 198.51.100.0/24
         drop dst 2001:db8::/32
",
    );
    let probes = dropc_ir::corpus::for_policy(&p, 5, 128);
    for v in [IptablesVariant::Nft, IptablesVariant::Legacy] {
        let mut bed = iptables_bed(v, "kref");
        let r = dropc_testkit::equiv::check_equivalence(&mut bed, Target::Iptables, &p, &probes)
            .expect("equivalence");
        assert!(r.is_ok(), "{}", r.render());
        assert!(r.checked > 100, "{}", r.render());
    }
}
