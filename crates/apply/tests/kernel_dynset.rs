//! Kernel tests of dynamic sets (spec §3, §8) on nft, iptables (both
//! tool variants), xdp and tc: a policy with dynamic sets is loaded in a scratch test
//! bed, then changed with the code of `dropc set` (add, renew, delete,
//! replace, refused changes, expiry, and a random sequence); after each step
//! every probe is sent through the kernel and compared with the interpreter
//! given the same contents. Element expiry is checked without timed
//! assertions: short-lived elements are checked only once they are long
//! expired, and the others have timeouts far longer than the test.
//!
//! Also: the compiled outputs loaded with the standard tools alone (`nft
//! -f`, `ipset restore` + `iptables-restore`, `ip link ... xdp obj`, `tc
//! filter ... bpf da obj`) put the policy in force with the sets' policy
//! elements, and switching between targets keeps run-time contents.
//! Root required (skipped otherwise, failing under CI=true).

use dropc_testkit::equiv as kernel_common;

use dropc_apply::dynset::{DynSet, SetError};
use dropc_apply::netfilter::IptablesVariant;
use dropc_apply::testbed::Bed;
use dropc_backends::{Artifact, Target};
use dropc_ir::{SetContents, SetElem, ValidPolicy};
use dropc_syntax::ast::SetKind;
use dropc_testkit::equiv::{check_equivalence, check_loaded};
use kernel_common::skip;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

const POLICY: &str = "\
set deny    = ip dynamic { 192.0.2.0/24, 198.51.100.7, 2001:db8::/48 } timeout 1h
set allow   = ip dynamic
set svc     = port dynamic { 22 } size 8
set trusted = ip { 10.0.0.0/8 }
default pass
trusted: pass src @trusted
allowed: pass src @allow
deny:    drop src @deny
svc:     drop tcp dport @svc
dns:     drop udp not dst @deny dport 53
";

/// [`POLICY`] edited: a rule more, another size and default timeout for
/// `deny` (which re-creates its ipset), other policy elements.
const POLICY2: &str = "\
set deny    = ip dynamic { 198.18.0.0/15, 2001:db8:ffff::/48 } timeout 2h size 1000
set allow   = ip dynamic
set svc     = port dynamic { 22, 443 } size 8
set trusted = ip { 10.0.0.0/8 }
default pass
trusted: pass src @trusted
pings:   drop icmp type echo-request
allowed: pass src @allow
deny:    drop src @deny
svc:     drop tcp dport @svc
dns:     drop udp not dst @deny dport 53
";

/// A timeout much longer than the test: such elements are live throughout.
const LONG: u64 = 3600;

/// A short timeout; its elements are checked only after [`EXPIRED`].
const SHORT: u64 = 1;

/// Long after [`SHORT`] elapsed (the packet path refuses an expired
/// element by itself: no garbage collection is waited for).
const EXPIRED: Duration = Duration::from_millis(2500);

fn elems(kind: SetKind, text: &str) -> Vec<SetElem> {
    dropc_syntax::set_elements(kind, &text.replace(' ', "\n"), "test")
        .unwrap_or_else(|d| panic!("{text}: {d:?}"))
}

/// What the test believes each dynamic set holds: element → expiry
/// (`None`: never).
struct Model {
    policy: ValidPolicy,
    sets: BTreeMap<&'static str, (SetKind, BTreeMap<SetElem, Option<Instant>>)>,
}

impl Model {
    fn new(policy: &ValidPolicy) -> Model {
        let mut sets = BTreeMap::new();
        sets.insert(
            "deny",
            (
                SetKind::Ip,
                elems(SetKind::Ip, "192.0.2.0/24 198.51.100.7 2001:db8::/48")
                    .into_iter()
                    .map(|e| (e, None))
                    .collect(),
            ),
        );
        sets.insert("allow", (SetKind::Ip, BTreeMap::new()));
        sets.insert(
            "svc",
            (
                SetKind::Port,
                elems(SetKind::Port, "22")
                    .into_iter()
                    .map(|e| (e, None))
                    .collect(),
            ),
        );
        Model {
            policy: policy.clone(),
            sets,
        }
    }

    fn set(&mut self, name: &str) -> &mut BTreeMap<SetElem, Option<Instant>> {
        &mut self.sets.get_mut(name).expect("set of the model").1
    }

    fn add(&mut self, name: &str, es: &[SetElem], timeout: Option<u64>) {
        let exp = timeout.map(|s| Instant::now() + Duration::from_secs(s));
        for e in es {
            self.set(name).insert(*e, exp);
        }
    }

    fn del(&mut self, name: &str, es: &[SetElem]) {
        for e in es {
            self.set(name).remove(e);
        }
    }

    fn replace(&mut self, name: &str, es: &[SetElem]) {
        self.set(name).clear();
        self.add(name, es, None);
    }

    /// The policy as the kernel must act now. Every element with a timeout
    /// must be either long expired or far from expiring.
    fn now(&self) -> ValidPolicy {
        let now = Instant::now();
        let mut c = SetContents::new();
        for (name, (kind, m)) in &self.sets {
            let live: Vec<SetElem> = m
                .iter()
                .filter(|(_, exp)| match exp {
                    None => true,
                    Some(t) => {
                        let left = t.saturating_duration_since(now);
                        assert!(
                            *t + Duration::from_millis(500) < now || left > Duration::from_secs(60),
                            "the test checks an element of `{name}` close to its expiry"
                        );
                        *t > now
                    }
                })
                .map(|(e, _)| *e)
                .collect();
            let id = self.policy.set_named(name).expect("set id");
            c.insert(id, dropc_syntax::set_data(*kind, &live));
        }
        self.policy.with_contents(&c).expect("contents valid")
    }
}

fn policy() -> ValidPolicy {
    load(POLICY)
}

fn load(text: &str) -> ValidPolicy {
    dropc_testkit::policy_named("dynamic.drop", text)
}

/// Runs a `dropc set` operation in the bed's receiving namespace.
fn op<R: Send>(
    bed: &Bed,
    set: &str,
    f: impl FnOnce(&DynSet) -> Result<R, SetError> + Send,
) -> Result<R, SetError> {
    let iface = bed.iface().to_string();
    let set = set.to_string();
    bed.rx()
        .run(move || DynSet::locate(&iface, &set).and_then(|d| f(&d)))
        .expect("thread in namespace")
}

/// Compares every probe of the current contents (and of `before`) with the
/// interpreter.
fn check(bed: &mut Bed, target: Target, model: &Model, before: &ValidPolicy, step: &str) {
    let now = model.now();
    let mut probes = dropc_ir::corpus::for_policy(&now, 3, 16);
    probes.extend(dropc_ir::corpus::for_policy(before, 4, 0));
    let r = check_loaded(bed, target, &now, &probes).expect("observe");
    assert!(r.is_ok(), "{target}, after {step}:\n{}", r.render());
    assert!(r.checked > 50, "{target}, after {step}:\n{}", r.render());
}

fn run_steps(bed: &mut Bed, target: Target, what: &str) {
    let p = policy();
    let mut model = Model::new(&p);
    let probes = dropc_ir::corpus::for_policy(&p, 1, 16);
    let r = check_equivalence(bed, target, &p, &probes).expect("load");
    assert!(r.is_ok(), "{what}, loaded:\n{}", r.render());

    let mut before = model.now();
    let mut step = |bed: &mut Bed, model: &Model, name: &str| {
        check(bed, target, model, &before, &format!("{what}: {name}"));
        before = model.now();
    };

    // Add with a long timeout, and without.
    let a = elems(SetKind::Ip, "203.0.113.0/24 2001:db8:5::/64 100.64.1.1");
    op(bed, "deny", |d| d.add(&a, Some(LONG))).expect("add");
    model.add("deny", &a, Some(LONG));
    let s = elems(SetKind::Port, "80 8000-8080");
    op(bed, "svc", |d| d.add(&s, None)).expect("add ports");
    model.add("svc", &s, None);
    let allow = elems(SetKind::Ip, "203.0.113.9 2001:db8:5::1");
    op(bed, "allow", |d| d.add(&allow, None)).expect("add allow");
    model.add("allow", &allow, None);
    step(bed, &model, "add");

    // The listing says what was added, with the timeouts.
    let l = op(bed, "deny", |d| d.list()).expect("list");
    let listed: Vec<(&str, bool)> = l
        .elements
        .iter()
        .map(|e| (e.element.as_str(), e.expires_in.is_some()))
        .collect();
    for want in [
        ("192.0.2.0/24", false),
        ("203.0.113.0/24", true),
        ("2001:db8:5::/64", true),
        ("100.64.1.1", true),
    ] {
        assert!(listed.contains(&want), "{what}: {want:?} not in {listed:?}");
    }

    // Refused changes change nothing: a full set (svc holds 3 of 8 port
    // elements on nft, xdp and tc; bitmap:port has no element limit) and,
    // on nft, an element overlapping another.
    if matches!(target, Target::Nft | Target::Xdp | Target::Tc) {
        let many = elems(SetKind::Port, "1 2 3 4 5 6");
        let e = op(bed, "svc", |d| d.add(&many, None)).expect_err("full");
        assert!(matches!(e, SetError::Full { .. }), "{e}");
    }
    if target == Target::Nft {
        let inner = elems(SetKind::Ip, "203.0.113.5 9.9.9.9");
        let e = op(bed, "deny", |d| d.add(&inner, None)).expect_err("overlap");
        assert!(matches!(e, SetError::Overlap { .. }), "{e}");
    }
    step(bed, &model, "refused changes");

    // Short-lived elements, checked once long expired; a long-lived element
    // renewed with a short timeout expires too.
    let short = elems(SetKind::Ip, "198.18.0.0/15 fd00:1::/64");
    op(bed, "deny", |d| d.add(&short, Some(SHORT))).expect("add short");
    model.add("deny", &short, Some(SHORT));
    let renewed = elems(SetKind::Ip, "100.64.1.1");
    op(bed, "deny", |d| d.add(&renewed, Some(SHORT))).expect("renew short");
    model.add("deny", &renewed, Some(SHORT));
    let sp = elems(SetKind::Port, "9000");
    op(bed, "svc", |d| d.add(&sp, Some(SHORT))).expect("add short port");
    model.add("svc", &sp, Some(SHORT));
    std::thread::sleep(EXPIRED);
    step(bed, &model, "expiry");

    // Delete a policy element, a run-time one and one that is not there.
    let d = elems(SetKind::Ip, "192.0.2.0/24 203.0.113.0/24 9.9.9.9");
    op(bed, "deny", |s| s.del(&d)).expect("del");
    model.del("deny", &d);
    let dp = elems(SetKind::Port, "22 7");
    op(bed, "svc", |s| s.del(&dp)).expect("del ports");
    model.del("svc", &dp);
    step(bed, &model, "delete");

    // Many at once: nft deletes more than a few elements by rebuilding the
    // set in one transaction, keeping the other elements' timeouts.
    let bulk: Vec<String> = (0..40).map(|i| format!("100.100.0.{i}")).collect();
    let bulk = elems(SetKind::Ip, &bulk.join(" "));
    op(bed, "deny", |s| s.add(&bulk, Some(LONG))).expect("bulk add");
    model.add("deny", &bulk, Some(LONG));
    step(bed, &model, "bulk add");
    op(bed, "deny", |s| s.del(&bulk)).expect("bulk del");
    model.del("deny", &bulk);
    step(bed, &model, "bulk delete");
    let l = op(bed, "deny", |d| d.list()).expect("list");
    assert!(
        l.elements
            .iter()
            .any(|e| e.element == "2001:db8:5::/64" && e.expires_in.is_some_and(|t| t > 60)),
        "{what}: a rebuild lost a timeout: {l:?}"
    );
    // An element with a timeout added again without one never expires.
    let one = elems(SetKind::Ip, "203.0.113.50");
    op(bed, "allow", |s| s.add(&one, Some(LONG))).expect("add");
    op(bed, "allow", |s| s.add(&one, None)).expect("renew without timeout");
    model.add("allow", &one, None);
    let l = op(bed, "allow", |d| d.list()).expect("list");
    assert!(
        l.elements
            .iter()
            .any(|e| e.element == "203.0.113.50" && e.expires_in.is_none()),
        "{what}: {l:?}"
    );
    step(bed, &model, "renew without timeout");

    // Replace the whole contents.
    let r = elems(SetKind::Ip, "100.64.0.0/10 fd00::/8 192.0.2.128/25");
    op(bed, "deny", |s| s.replace(&r)).expect("replace");
    model.replace("deny", &r);
    step(bed, &model, "replace");

    // A random sequence of adds and deletes over a pool of disjoint
    // elements (some permanent, some long-lived).
    let pool = elems(
        SetKind::Ip,
        "198.51.100.0/25 198.51.100.128/26 203.0.113.64/27 192.0.2.1 192.0.2.77 \
         2001:db8:7::/48 2001:db8:8::1 2001:db8:9::/64 172.16.0.0/12 100.127.0.0/16",
    );
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(13);
    for i in 0..8 {
        let set = if rng.gen_bool(0.7) { "deny" } else { "allow" };
        let pick: Vec<SetElem> = pool
            .iter()
            .filter(|_| rng.gen_bool(0.3))
            .copied()
            // On nft, an element overlapping another of the set is refused:
            // keep the sequence to elements the set can take.
            .filter(|e| !model.sets[set].1.keys().any(|x| x != e && x.overlaps(e)))
            .collect();
        if rng.gen_bool(0.6) {
            let t = rng.gen_bool(0.5).then_some(LONG);
            op(bed, set, |d| d.add(&pick, t)).expect("random add");
            model.add(set, &pick, t);
        } else {
            op(bed, set, |d| d.del(&pick)).expect("random del");
            model.del(set, &pick);
        }
        step(bed, &model, &format!("random step {i} ({set})"));
    }

    // Re-applying an edited policy keeps the run-time contents; the new
    // policy's elements join them.
    let p2 = load(POLICY2);
    let artifact = bed.compile(target, &p2).expect("compile the edited policy");
    bed.load(target, &artifact).expect("re-apply");
    model.policy = p2;
    model.add(
        "deny",
        &elems(SetKind::Ip, "198.18.0.0/15 2001:db8:ffff::/48"),
        None,
    );
    model.add("svc", &elems(SetKind::Port, "443"), None);
    step(bed, &model, "re-apply of an edited policy");
    // And again, unchanged.
    bed.load(target, &artifact).expect("re-apply");
    step(bed, &model, "re-apply of the same policy");
}

/// A policy whose sets' deltas are small (80 keys per part), so that
/// compaction comes soon.
const POLICY_DELTA: &str = "\
set deny = ip dynamic { 192.0.2.0/24, 2001:db8::/48 } timeout 1h size 160
set svc  = port dynamic { 22 } size 160
default pass
deny: drop src @deny
svc:  drop tcp dport @svc
";

/// Whether the xdp/tc record of `set` has a delta part now (an `add` or
/// `del` went to the delta maps, not to a new table copy).
fn has_delta(bed: &Bed, target: Target, set: &str) -> bool {
    let dir = bed
        .rx()
        .run(|| dropc_apply::state::NetnsKey::current().map(|k| k.dir_name()))
        .expect("thread")
        .expect("netns key");
    std::path::Path::new(dropc_apply::state::STATE_ROOT)
        .join(dir)
        .join(format!("{}.sets", bed.iface()))
        .join(format!("{}.{set}.delta", target.name()))
        .exists()
}

/// xdp and tc: the delta paths (adds and deletes into the delta maps,
/// renewals and deletes that need a new table copy, compaction when the
/// delta is full or holds too many prefix lengths, expiry of delta
/// elements, replace after adds, a random sequence, re-apply), each step
/// checked packet by packet against the interpreter.
fn delta_steps(bed: &mut Bed, target: Target, what: &str) {
    // (nothing carried from an earlier policy)
    bed.unload().expect("unload");
    let p = load(POLICY_DELTA);
    let artifact = bed.compile(target, &p).expect("compile");
    bed.load(target, &artifact).expect("load");
    let mut model = Model::new(&p);
    model.sets.remove("allow");
    model.set("deny").clear();
    model.add(
        "deny",
        &elems(SetKind::Ip, "192.0.2.0/24 2001:db8::/48"),
        None,
    );
    let mut before = model.now();
    let mut step = |bed: &mut Bed, model: &Model, name: &str| {
        check(bed, target, model, &before, &format!("{what}: {name}"));
        before = model.now();
    };
    let ip = |t: &str| elems(SetKind::Ip, t);
    let port = |t: &str| elems(SetKind::Port, t);

    // Adds land in the delta: prefixes of two lengths, IPv6, ports.
    let a = ip("203.0.113.0/24 100.64.1.1 2001:db8:5::/64");
    op(bed, "deny", |d| d.add(&a, Some(LONG))).expect("add");
    model.add("deny", &a, Some(LONG));
    let sp = port("80 8000-8007");
    op(bed, "svc", |d| d.add(&sp, None)).expect("add ports");
    model.add("svc", &sp, None);
    assert!(
        has_delta(bed, target, "deny"),
        "{what}: add went to a rebuild"
    );
    step(bed, &model, "adds into the delta");

    // Renewing a delta element with a shorter timeout stays in the
    // delta; a table element with a longer one too.
    let r = ip("100.64.1.1");
    op(bed, "deny", |d| d.add(&r, Some(LONG / 2))).expect("renew");
    model.add("deny", &r, Some(LONG / 2));
    assert!(has_delta(bed, target, "deny"));
    step(bed, &model, "renew in the delta");
    // A policy element (never expires) given a timeout: a new table copy.
    let b = ip("192.0.2.0/24");
    op(bed, "deny", |d| d.add(&b, Some(LONG))).expect("renew a table element");
    model.add("deny", &b, Some(LONG));
    assert!(!has_delta(bed, target, "deny"), "{what}: not rebuilt");
    step(bed, &model, "renew of a table element, shorter");

    // Overlapping elements, one in the table, one in the delta; delete
    // the delta's.
    let o = ip("203.0.113.0/25 203.0.113.128/28");
    op(bed, "deny", |d| d.add(&o, Some(LONG))).expect("add overlapping");
    model.add("deny", &o, Some(LONG));
    assert!(has_delta(bed, target, "deny"));
    step(bed, &model, "overlapping adds");
    let d1 = ip("203.0.113.0/25 198.51.100.99");
    op(bed, "deny", |d| d.del(&d1)).expect("del from the delta");
    model.del("deny", &d1);
    assert!(has_delta(bed, target, "deny"));
    step(bed, &model, "delete from the delta");
    // Deleting a table element: a new table copy (the delta folded in).
    let d2 = ip("203.0.113.0/24 2001:db8::/48");
    op(bed, "deny", |d| d.del(&d2)).expect("del from the table");
    model.del("deny", &d2);
    assert!(!has_delta(bed, target, "deny"));
    step(bed, &model, "delete from the table");

    // Short-lived delta elements expire in the packet path.
    let s = ip("198.18.0.0/15 fd00:1::/64 100.64.2.2");
    op(bed, "deny", |d| d.add(&s, Some(SHORT))).expect("add short");
    model.add("deny", &s, Some(SHORT));
    let ss = port("9000-9010");
    op(bed, "svc", |d| d.add(&ss, Some(SHORT))).expect("add short ports");
    model.add("svc", &ss, Some(SHORT));
    assert!(has_delta(bed, target, "deny"));
    std::thread::sleep(EXPIRED);
    step(bed, &model, "expiry in the delta");
    // ... and adding after them drops their keys
    let l = ip("100.64.3.0/24");
    op(bed, "deny", |d| d.add(&l, Some(LONG))).expect("add after expiry");
    model.add("deny", &l, Some(LONG));
    step(bed, &model, "add after expiry");

    // More prefix lengths than the packet path looks up: compaction.
    let many = ip(
        "10.1.0.0/16 10.2.0.0/17 10.3.0.0/18 10.4.0.0/19 10.5.0.0/20 10.6.0.0/21 10.7.0.0/22 \
         10.8.0.0/23",
    );
    op(bed, "deny", |d| d.add(&many, None)).expect("add 8 lengths");
    model.add("deny", &many, None);
    assert!(
        !has_delta(bed, target, "deny"),
        "{what}: 9 lengths in the delta"
    );
    step(bed, &model, "compaction (lengths)");
    // More keys than the delta holds: compaction.
    let bulk: Vec<String> = (0..90).map(|i| format!("100.100.0.{i}")).collect();
    let bulk = ip(&bulk.join(" "));
    op(bed, "deny", |d| d.add(&bulk[..30], Some(LONG))).expect("bulk add");
    model.add("deny", &bulk[..30], Some(LONG));
    assert!(has_delta(bed, target, "deny"));
    op(bed, "deny", |d| d.add(&bulk[30..], Some(LONG))).expect("bulk add");
    model.add("deny", &bulk[30..], Some(LONG));
    assert!(
        !has_delta(bed, target, "deny"),
        "{what}: 90 keys in the delta"
    );
    step(bed, &model, "compaction (size)");

    // Replace after adds, then adds again.
    let a2 = ip("172.16.5.0/24 2001:db8:6::/48");
    op(bed, "deny", |d| d.add(&a2, Some(LONG))).expect("add");
    let rep = ip("100.64.0.0/10 fd00::/8");
    op(bed, "deny", |d| d.replace(&rep)).expect("replace");
    model.replace("deny", &rep);
    step(bed, &model, "replace after adds");
    op(bed, "deny", |d| d.add(&a2, Some(LONG))).expect("add");
    model.add("deny", &a2, Some(LONG));
    assert!(has_delta(bed, target, "deny"));
    step(bed, &model, "add after replace");

    // A random sequence over a pool of overlapping elements of several
    // lengths, with and without timeouts.
    let pool = ip(
        "198.51.100.0/24 198.51.100.0/25 198.51.100.77 203.0.113.64/27 203.0.113.0/24 \
         192.0.2.1 192.0.2.0/30 172.16.0.0/12 172.16.5.5 100.127.0.0/16 \
         2001:db8:7::/48 2001:db8:7::1 2001:db8:9::/64 fd00:2::/32 10.9.0.0/29",
    );
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(29);
    for i in 0..14 {
        let pick: Vec<SetElem> = pool
            .iter()
            .filter(|_| rng.gen_bool(0.25))
            .copied()
            .collect();
        if rng.gen_bool(0.6) {
            let t = rng.gen_bool(0.5).then_some(LONG);
            op(bed, "deny", |d| d.add(&pick, t)).expect("random add");
            model.add("deny", &pick, t);
        } else {
            op(bed, "deny", |d| d.del(&pick)).expect("random del");
            model.del("deny", &pick);
        }
        step(bed, &model, &format!("random step {i}"));
    }

    // Re-apply with a delta in force keeps every element.
    let k = ip("192.0.2.200");
    op(bed, "deny", |d| d.add(&k, Some(LONG))).expect("add");
    model.add("deny", &k, Some(LONG));
    assert!(has_delta(bed, target, "deny"));
    bed.load(target, &artifact).expect("re-apply");
    assert!(!has_delta(bed, target, "deny"));
    // (the policy's elements come back, never expiring)
    model.add("deny", &ip("192.0.2.0/24 2001:db8::/48"), None);
    step(bed, &model, "re-apply with a delta");
    op(bed, "deny", |d| d.add(&a, Some(LONG))).expect("add after re-apply");
    model.add("deny", &a, Some(LONG));
    step(bed, &model, "add after re-apply");
}

/// The compiled outputs loaded with the standard tools alone enforce the
/// policy with its sets' policy elements.
fn standard_tools(bed: &mut Bed, target: Target, variant: IptablesVariant) {
    let p = policy();
    let artifact = bed.compile(target, &p).expect("compile");
    let dir = tempfile::tempdir().expect("tempdir");
    let sh = |cmd: String| {
        bed.rx()
            .exec("sh", &["-c", &cmd], None)
            .unwrap_or_else(|e| panic!("{cmd}: {e:#}"))
    };
    match &artifact {
        Artifact::NftScript(s) => {
            let f = dir.path().join("policy.nft");
            std::fs::write(&f, s.script()).expect("write");
            sh(format!("nft -f {}", f.display()));
        }
        Artifact::Iptables(files) => {
            let write = |name: &str, text: &str| {
                let f = dir.path().join(name);
                std::fs::write(&f, text).expect("write");
                f.display().to_string()
            };
            let set_file = write("ipset.restore", &files.render_ipset());
            let v4 = write("iptables.restore", &files.v4.text());
            let v6 = write("ip6tables.restore", &files.v6.text());
            // The files create the chain and the jump to it (spec §7).
            let tool = |t: &str| variant.tool(t);
            sh(format!("ipset restore < {set_file}"));
            for (restore, file) in [
                (tool("iptables-restore"), &v4),
                (tool("ip6tables-restore"), &v6),
            ] {
                sh(format!("{restore} --noflush < {file}"));
            }
        }
        Artifact::Object(obj) => {
            let f = dir.path().join("policy.o");
            std::fs::write(&f, obj).expect("write");
            let (iface, f) = (bed.iface().to_string(), f.display().to_string());
            match target {
                Target::Xdp => sh(format!("ip link set dev {iface} xdpgeneric obj {f} sec xdp")),
                _ => sh(format!(
                    "tc qdisc add dev {iface} clsact && tc filter add dev {iface} ingress bpf da obj {f} sec classifier"
                )),
            };
        }
    }
    let probes = dropc_ir::corpus::for_policy(&p, 2, 16);
    let r = check_loaded(bed, target, &p, &probes).expect("observe");
    assert!(r.is_ok(), "{target} loaded by the tools:\n{}", r.render());
    assert!(r.checked > 50, "{}", r.render());
    // And `dropc set` works on it (not on xdp and tc: their maps are
    // pinned by `dropc apply`; see docs/decisions.md).
    if !matches!(target, Target::Xdp | Target::Tc) {
        let a = elems(SetKind::Ip, "203.0.113.0/24");
        op(bed, "deny", |d| d.add(&a, None)).expect("add on a policy loaded by the tools");
    }
}

#[test]
fn nft_dynamic_sets_agree_with_interpreter() {
    if skip("nft_dynamic_sets_agree_with_interpreter") {
        return;
    }
    let mut bed = Bed::new("kdyn-nft").expect("test bed");
    run_steps(&mut bed, Target::Nft, "nft");
    bed.unload().expect("unload");
    standard_tools(&mut bed, Target::Nft, IptablesVariant::System);
}

#[test]
fn iptables_nft_dynamic_sets_agree_with_interpreter() {
    if skip("iptables_nft_dynamic_sets_agree_with_interpreter") {
        return;
    }
    let mut bed = Bed::new("kdyn-iptn").expect("test bed");
    bed.set_iptables_variant(IptablesVariant::Nft);
    run_steps(&mut bed, Target::Iptables, "iptables-nft");
    bed.unload().expect("unload");
    standard_tools(&mut bed, Target::Iptables, IptablesVariant::Nft);
}

#[test]
fn iptables_legacy_dynamic_sets_agree_with_interpreter() {
    if skip("iptables_legacy_dynamic_sets_agree_with_interpreter") {
        return;
    }
    let mut bed = Bed::new("kdyn-iptl").expect("test bed");
    bed.set_iptables_variant(IptablesVariant::Legacy);
    run_steps(&mut bed, Target::Iptables, "iptables-legacy");
    bed.unload().expect("unload");
    standard_tools(&mut bed, Target::Iptables, IptablesVariant::Legacy);
}

/// After an unload, nothing of the bed's namespace is left under
/// /run/dropc (the bed loads without an interface record: its dynamic
/// sets' records were the directory's only content).
fn assert_no_state_left(bed: &Bed, what: &str) {
    let key = bed
        .rx()
        .run(dropc_apply::state::NetnsKey::current)
        .expect("in the namespace")
        .expect("namespace key");
    let dir = std::path::Path::new("/run/dropc").join(key.dir_name());
    assert!(!dir.exists(), "{what}: {} left behind", dir.display());
}

fn bpf_standard_tools_cleanup(bed: &Bed, target: Target) {
    let iface = bed.iface().to_string();
    let cmd = match target {
        Target::Xdp => format!("ip link set dev {iface} xdpgeneric off"),
        _ => format!("tc qdisc del dev {iface} clsact"),
    };
    bed.rx()
        .exec("sh", &["-c", &cmd], None)
        .unwrap_or_else(|e| panic!("{cmd}: {e:#}"));
}

#[test]
fn xdp_dynamic_sets_agree_with_interpreter() {
    if skip("xdp_dynamic_sets_agree_with_interpreter") {
        return;
    }
    let mut bed = Bed::new("kdyn-xdp").expect("test bed");
    run_steps(&mut bed, Target::Xdp, "xdp");
    delta_steps(&mut bed, Target::Xdp, "xdp delta");
    bed.unload().expect("unload");
    assert_no_state_left(&bed, "xdp");
    standard_tools(&mut bed, Target::Xdp, IptablesVariant::System);
    bpf_standard_tools_cleanup(&bed, Target::Xdp);
}

#[test]
fn tc_dynamic_sets_agree_with_interpreter() {
    if skip("tc_dynamic_sets_agree_with_interpreter") {
        return;
    }
    let mut bed = Bed::new("kdyn-tc").expect("test bed");
    run_steps(&mut bed, Target::Tc, "tc");
    delta_steps(&mut bed, Target::Tc, "tc delta");
    bed.unload().expect("unload");
    assert_no_state_left(&bed, "tc");
    standard_tools(&mut bed, Target::Tc, IptablesVariant::System);
    bpf_standard_tools_cleanup(&bed, Target::Tc);
}

/// Loads `target` next to what the bed has loaded (as `dropc apply` does
/// when switching targets: the new policy first), then removes `old`.
fn switch(bed: &mut Bed, old: Target, target: Target, p: &ValidPolicy) {
    let artifact = bed.compile(target, p).expect("compile");
    let iface = bed.iface().to_string();
    let req = dropc_apply::ApplyRequest {
        target,
        iface: &iface,
        artifact: &artifact,
        labels: &[],
        policy: "(test)",
        sha256: "",
        iptables: IptablesVariant::System,
        then: None,
    };
    bed.rx()
        .run(|| {
            let netns = dropc_apply::state::NetnsKey::current()?;
            dropc_apply::load(&req, netns, None)?;
            dropc_apply::unload(&iface, old, netns, None)
        })
        .expect("thread in namespace")
        .unwrap_or_else(|e| panic!("switch {old} -> {target}: {e:#}"));
}

/// Switching nft -> xdp -> tc -> iptables -> nft keeps the run-time
/// contents (spec §3).
#[test]
fn target_switches_keep_dynamic_contents() {
    if skip("target_switches_keep_dynamic_contents") {
        return;
    }
    let mut bed = Bed::new("kdyn-sw").expect("test bed");
    let p = policy();
    let mut model = Model::new(&p);
    let artifact = bed.compile(Target::Nft, &p).expect("compile");
    bed.load(Target::Nft, &artifact).expect("load nft");
    let a = elems(SetKind::Ip, "203.0.113.0/24 2001:db8:5::/64");
    op(&bed, "deny", |d| d.add(&a, Some(LONG))).expect("add");
    model.add("deny", &a, Some(LONG));
    let b = elems(SetKind::Ip, "100.64.1.1");
    op(&bed, "allow", |d| d.add(&b, None)).expect("add");
    model.add("allow", &b, None);
    let before = model.now();
    switch(&mut bed, Target::Nft, Target::Xdp, &p);
    check(&mut bed, Target::Xdp, &model, &before, "nft -> xdp");
    let l = op(&bed, "deny", |d| d.list()).expect("list");
    assert!(
        l.elements
            .iter()
            .any(|e| e.element == "203.0.113.0/24" && e.expires_in.is_some_and(|t| t > 60)),
        "{l:?}"
    );
    let c = elems(SetKind::Port, "8080");
    op(&bed, "svc", |d| d.add(&c, None)).expect("add");
    model.add("svc", &c, None);
    switch(&mut bed, Target::Xdp, Target::Tc, &p);
    check(&mut bed, Target::Tc, &model, &before, "xdp -> tc");
    // Back to netfilter, and between its two targets.
    switch(&mut bed, Target::Tc, Target::Iptables, &p);
    check(
        &mut bed,
        Target::Iptables,
        &model,
        &before,
        "tc -> iptables",
    );
    switch(&mut bed, Target::Iptables, Target::Nft, &p);
    check(&mut bed, Target::Nft, &model, &before, "iptables -> nft");
    let l = op(&bed, "svc", |d| d.list()).expect("list");
    assert!(l.elements.iter().any(|e| e.element == "8080"), "{l:?}");
    let l = op(&bed, "deny", |d| d.list()).expect("list");
    assert!(
        l.elements
            .iter()
            .any(|e| e.element == "2001:db8:5::/64" && e.expires_in.is_some_and(|t| t > 60)),
        "{l:?}"
    );
    let iface = bed.iface().to_string();
    bed.rx()
        .run(|| {
            let netns = dropc_apply::state::NetnsKey::current()?;
            dropc_apply::unload(&iface, Target::Nft, netns, None)
        })
        .expect("thread")
        .expect("remove nft");
}

/// An Ethernet + IPv4 + TCP frame from `src`.
fn v4_frame(src: u32) -> Vec<u8> {
    let mut f = vec![0u8; 54];
    f[0..6].copy_from_slice(&[2, 0, 0, 0, 0, 1]);
    f[6..12].copy_from_slice(&[2, 0, 0, 0, 0, 2]);
    f[12..14].copy_from_slice(&[0x08, 0x00]);
    f[14] = 0x45;
    f[16..18].copy_from_slice(&40u16.to_be_bytes());
    f[22] = 64;
    f[23] = 6;
    f[26..30].copy_from_slice(&src.to_be_bytes());
    f[30..34].copy_from_slice(&[198, 51, 100, 1]);
    f[34..36].copy_from_slice(&1234u16.to_be_bytes());
    f[36..38].copy_from_slice(&80u16.to_be_bytes());
    f[46] = 0x50;
    f[47] = 0x02;
    f
}

/// Speed figures of xdp dynamic sets (no timed assertions; printed):
/// per packet, the same object with its set searched in `.rodata`
/// (selector 0) and in the maps (selector 1), for 10 and 1M prefixes,
/// measured side by side with BPF_PROG_TEST_RUN (verdicts compared);
/// then `dropc set replace` of 1M prefixes and `add` of 10,000.
/// `cargo test --release --test kernel_dynset -- --ignored --nocapture`.
#[test]
#[ignore]
fn dynset_bpf_timings() {
    if skip("dynset_bpf_timings") {
        return;
    }
    use dropc_bpf_load::testrun::{self, ProgKind};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let tmp = tempfile::tempdir().expect("tempdir");
    let mut million: Vec<u32> = (0..1_000_000).map(|_| rng.gen()).collect();
    million.sort_unstable();
    million.dedup();
    let mut ratios = Vec::new();
    for n in [10usize, million.len()] {
        let set: Vec<u32> = million
            .iter()
            .step_by(million.len() / n)
            .take(n)
            .copied()
            .collect();
        let text: String = set
            .iter()
            .map(|a| format!("{}\n", std::net::Ipv4Addr::from(*a)))
            .collect();
        std::fs::write(tmp.path().join("set.txt"), text).expect("write");
        let src =
            "set big = ip dynamic from \"set.txt\" size 1100000\ndefault pass\ndrop src @big\n";
        let compile = |file: &str, src: &str| -> Vec<u8> {
            let l = dropc_syntax::load_str(
                &tmp.path().join(file).display().to_string(),
                src,
                tmp.path(),
            );
            let p = l.policy.clone().unwrap_or_else(|| panic!("{}", l.render()));
            let Ok((Artifact::Object(obj), _)) = dropc_backends::compile(
                Target::Xdp,
                &p,
                &dropc_backends::Options {
                    iface: None,
                    no_counters: false,
                },
            ) else {
                panic!("compile {file}")
            };
            obj
        };
        let obj = compile("p.drop", src);
        let loaded = testrun::load(&obj, ProgKind::Xdp, "dropc_xdp").expect("load");
        // the same prefixes as a static set, compiled into the program
        let static_src = src.replace(" dynamic", "").replace(" size 1100000", "");
        let sobj = compile("s.drop", &static_src);
        let sloaded = testrun::load(&sobj, ProgKind::Xdp, "dropc_xdp").expect("load static");
        // 32 members, 32 random addresses, 32 of the 10,000 the delta gets
        let delta_adds: Vec<u32> = std::iter::repeat_with(|| rng.gen())
            .filter(|a| million.binary_search(a).is_err())
            .take(10_000)
            .collect();
        let frames: Vec<Vec<u8>> = set
            .iter()
            .take(32)
            .copied()
            .chain((0..32).map(|_| rng.gen()))
            .chain(delta_adds.iter().take(32).copied())
            .map(v4_frame)
            .collect();
        let measure = |loaded: &testrun::Loaded| -> (f64, Vec<u32>) {
            let mut total = 0u64;
            let mut verdicts = Vec::new();
            for f in &frames {
                let r = loaded.run(f, 5000).expect("run");
                total += u64::from(r.duration_ns);
                verdicts.push(r.retval);
            }
            (total as f64 / frames.len() as f64, verdicts)
        };
        let (compiled, v0) = measure(&loaded);
        let iface = "dropcnone0";
        let netns = dropc_apply::state::NetnsKey::current().expect("netns");
        let dir = dropc_apply::bpf::pin_dir(netns, iface);
        std::fs::create_dir_all(&dir).expect("pin dir");
        let staged =
            dropc_apply::dynset_bpf::stage(loaded.ebpf(), &obj, Target::Xdp, netns, iface, &dir)
                .expect("fill the maps");
        staged.commit().expect("pin the maps");
        let set_of = || dropc_apply::dynset_bpf::BpfSet::locate(iface, "big").expect("the set");
        let adds: Vec<SetElem> = delta_adds
            .iter()
            .map(|a| SetElem::V4 {
                net: (*a).into(),
                len: 32,
            })
            .collect();
        // rounds interleaved: static, maps with an empty delta, maps with
        // a delta of 10,000 (added, then deleted again)
        let (mut st, mut empty, mut full) = (0.0, 0.0, 0.0);
        let rounds = 3;
        for _ in 0..rounds {
            let (t, vs) = measure(&sloaded);
            st += t;
            let (t, v1) = measure(&loaded);
            empty += t;
            assert_eq!(v0, v1, "the map tables and the compiled table disagree");
            assert_eq!(vs, v1, "the static and the dynamic set disagree");
            set_of().add(&adds, Some(LONG)).expect("add to the delta");
            let (t, v2) = measure(&loaded);
            full += t;
            let hits = set.len().min(32);
            assert!(
                v2.iter().take(hits).all(|&v| v == 1) && v2[64..].iter().all(|&v| v == 1),
                "members are dropped: {v2:?}"
            );
            set_of().del(&adds).expect("del from the delta");
        }
        let (st, empty, full) = (
            st / rounds as f64,
            empty / rounds as f64,
            full / rounds as f64,
        );
        dropc_apply::dynset_bpf::forget(netns, iface, Target::Xdp, &dir).expect("forget");
        let _ = std::fs::remove_dir(&dir);
        println!(
            "{n} prefixes: static set {st:.1} ns/packet; dynamic: compiled table {compiled:.1}, \
             map tables + empty delta {empty:.1} (x{:.2} of static), + delta of 10,000 {full:.1} \
             (x{:.2} of static)",
            empty / st,
            full / st
        );
        ratios.push(empty);
    }
    println!(
        "map tables, 1M vs 10 prefixes: {:.2}x",
        ratios[1] / ratios[0]
    );

    let mut bed = Bed::new("kdyn-time").expect("test bed");
    let p = load("set big = ip dynamic size 1000000\ndefault pass\ndrop src @big\n");
    let artifact = bed.compile(Target::Xdp, &p).expect("compile");
    bed.load(Target::Xdp, &artifact).expect("load");
    let all: Vec<SetElem> = million
        .iter()
        .map(|a| SetElem::V4 {
            net: (*a).into(),
            len: 32,
        })
        .collect();
    let t = Instant::now();
    op(&bed, "big", |d| d.replace(&all)).expect("replace");
    println!("set replace of {} prefixes: {:?}", all.len(), t.elapsed());
    op(&bed, "big", |d| d.replace(&[])).expect("empty");
    let add: Vec<SetElem> = all.iter().take(10_000).copied().collect();
    let t = Instant::now();
    op(&bed, "big", |d| d.add(&add, Some(LONG))).expect("add");
    println!(
        "set add of 10,000 prefixes (to an empty set): {:?}",
        t.elapsed()
    );
    let more: Vec<SetElem> = all.iter().skip(10_000).take(10_000).copied().collect();
    op(&bed, "big", |d| d.replace(&all[..500_000])).expect("replace half");
    let t = Instant::now();
    op(&bed, "big", |d| d.add(&more[..0], None)).expect("noop");
    let t0 = t.elapsed();
    let t = Instant::now();
    op(&bed, "big", |d| d.add(&add, Some(LONG))).expect("add");
    println!(
        "set add of 10,000 prefixes to a set of 500,000: {:?} (an empty change: {t0:?})",
        t.elapsed()
    );
    bed.unload().expect("unload");
}
