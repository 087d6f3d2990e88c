//! Kernel tests (root) of `dropc_apply` with the BPF targets: apply /
//! re-apply / remove of xdp and tc objects on a veth pair between two
//! scratch namespaces, with real UDP traffic, counters read back through
//! `stats`, a check that re-applying never lets a packet through that both
//! versions drop, target switches, and records kept per namespace.

use dropc_apply::netfilter::IptablesVariant;
use dropc_apply::state::{Details, Record, Store, Stored};
use dropc_apply::{bpf, report, ApplyRequest};
use dropc_backends::{Artifact, Target};
use dropc_bpf_load::sample;
use dropc_testkit::{Netns, VethBed};
use std::net::UdpSocket;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

fn kernel() -> bool {
    !dropc_testkit::skip_kernel_test("bpf_apply")
}

/// The kit's veth bed; the receiving end carries the filters. Dropping it
/// removes what dropc attached, then the namespaces.
struct Pair {
    bed: VethBed,
}

impl Pair {
    fn new(tag: &str) -> Pair {
        Pair {
            bed: VethBed::builder(&format!("bpf-{tag}"))
                .net(77)
                .build()
                .expect("veth bed"),
        }
    }

    /// The receiving interface.
    fn rx_if(&self) -> &str {
        self.bed.rx_if()
    }

    fn apply(&self, target: Target, port: u16) -> String {
        let obj = sample::object(port).expect("sample object");
        let artifact = Artifact::Object(obj);
        let labels: Vec<String> = sample::LABELS.iter().map(|s| s.to_string()).collect();
        let req = request(target, self.rx_if(), &artifact, &labels);
        self.bed
            .rx
            .run(|| dropc_apply::apply(&req))
            .expect("thread")
            .expect("apply")
            .join("\n")
    }

    fn remove(&self, target: Target) -> String {
        let iface = self.rx_if().to_string();
        self.bed
            .rx
            .run(move || dropc_apply::remove(&iface, Some(target)))
            .expect("thread")
            .expect("remove")
            .join("\n")
    }

    /// The record of the receiving interface.
    fn record(&self) -> Option<Record> {
        let iface = self.rx_if().to_string();
        match self
            .bed
            .rx
            .run(move || Store::here().expect("store").read(&iface))
            .expect("thread")
        {
            Stored::Nothing => None,
            Stored::Record(r) => Some(*r),
            Stored::Corrupt(why) => panic!("corrupt record: {why}"),
        }
    }

    /// The BPF part of the record.
    fn bpf_details(&self) -> bpf::BpfDetails {
        match self.record().expect("record").details {
            Details::Bpf(d) => d,
            other => panic!("not a BPF record: {other:?}"),
        }
    }

    /// The raw packet counters: rules, default, non-IP. Each counted frame
    /// also counts its bytes: at least an Ethernet header's worth.
    fn raw_counters(&self) -> Vec<u64> {
        let r = self.record().expect("record");
        let Details::Bpf(d) = &r.details else {
            panic!("not BPF")
        };
        let (iface, target, netns) = (r.iface.clone(), r.target, r.netns);
        let pairs = self
            .bed
            .rx
            .run(|| bpf::counters(&iface, target, netns, d))
            .expect("thread")
            .expect("counters");
        for (packets, bytes) in &pairs {
            assert!(*bytes >= 14 * packets, "{packets} packets, {bytes} bytes");
        }
        pairs.into_iter().map(|(p, _)| p).collect()
    }

    /// A UDP socket listening on `port` in the receiving namespace.
    fn listen(&self, port: u16) -> UdpSocket {
        self.bed.listen(0, port)
    }

    /// A UDP socket in the sending namespace.
    fn sender(&self) -> UdpSocket {
        self.bed.sender(0)
    }

    /// Sends `n` datagrams to `port` and returns how many arrived.
    fn exchange(&self, tx: &UdpSocket, rx: &UdpSocket, port: u16, n: usize) -> usize {
        self.bed.exchange(0, tx, rx, port, n)
    }

    fn counter(&self, label: &str) -> u64 {
        let iface = self.rx_if().to_string();
        let (doc, _) = self
            .bed
            .rx
            .run(move || report::stats(Some(&iface)))
            .expect("thread")
            .expect("stats");
        let p = &doc.policies[0];
        if label == "(default)" {
            return p.default.packets;
        }
        p.rules
            .iter()
            .find(|r| r.label == label)
            .map_or_else(|| panic!("no counter {label}"), |r| r.packets)
    }
}

impl Drop for Pair {
    fn drop(&mut self) {
        let iface = self.rx_if().to_string();
        let _ = self.bed.rx.run(move || dropc_apply::remove(&iface, None));
    }
}

fn request<'a>(
    target: Target,
    iface: &'a str,
    artifact: &'a Artifact,
    labels: &'a [String],
) -> ApplyRequest<'a> {
    ApplyRequest {
        target,
        iface,
        artifact,
        labels,
        policy: "/test/sample.drop",
        sha256: "00",
        iptables: IptablesVariant::System,
        then: None,
    }
}

fn xdp_attached(p: &Pair) -> bool {
    let out = p
        .bed
        .rx
        .exec("ip", &["link", "show", "dev", p.rx_if()], None)
        .expect("ip link show");
    out.contains("xdp")
}

fn tc_filters(p: &Pair) -> String {
    p.bed
        .rx
        .exec("tc", &["filter", "show", "dev", p.rx_if(), "ingress"], None)
        .expect("tc filter show")
}

/// Applies `port`-dropping versions of the sample in a loop while a
/// sender floods `port`: not one datagram may arrive.
fn reapply_never_unfiltered(p: &Pair, target: Target, port: u16, rx: &UdpSocket, tx: &UdpSocket) {
    let mut buf = [0u8; 8];
    while rx.recv(&mut buf).is_ok() {}
    let stop = AtomicBool::new(false);
    std::thread::scope(|s| {
        s.spawn(|| {
            while !stop.load(Ordering::Relaxed) {
                let _ = tx.send_to(b"x", (p.bed.link(0).rx_addr, port));
                std::thread::sleep(Duration::from_micros(200));
            }
        });
        for _ in 0..8 {
            p.apply(target, port);
        }
        stop.store(true, Ordering::Relaxed);
    });
    assert!(
        rx.recv(&mut buf).is_err(),
        "a datagram to port {port} got through during re-apply"
    );
    assert!(p.counter("udp-port") > 0, "the flood was counted");
}

#[test]
fn xdp_apply_reapply_remove() {
    if !kernel() {
        return;
    }
    let p = Pair::new("x");
    let msg = p.apply(Target::Xdp, 7001);
    assert!(msg.contains("native") || msg.contains("generic"), "{msg}");
    assert!(xdp_attached(&p));
    let record = p.record().expect("record");
    assert_eq!(record.target, Target::Xdp);
    let state = p.bpf_details();
    let link_pin = bpf::xdp_link_pin(record.netns, p.rx_if());
    assert!(link_pin.exists());
    let map_pin = bpf::counters_pin(record.netns, p.rx_if(), Target::Xdp, state.generation);
    assert!(map_pin.exists());

    let (rx_ok, rx_blocked, tx) = (p.listen(7000), p.listen(7001), p.sender());
    assert_eq!(p.exchange(&tx, &rx_ok, 7000, 5), 5);
    assert_eq!(p.exchange(&tx, &rx_blocked, 7001, 5), 0);
    assert_eq!(p.counter("udp-port"), 5);
    assert!(p.counter("(default)") >= 5);
    assert!(p.raw_counters()[3] >= 1, "ARP is counted as non-IP");

    // Re-apply a version that drops 7000 instead: same link, new program.
    let msg = p.apply(Target::Xdp, 7000);
    assert!(msg.contains("replaced atomically"), "{msg}");
    let new_state = p.bpf_details();
    assert!(link_pin.exists());
    assert_ne!(new_state.prog_id, state.prog_id);
    assert_eq!(p.record().expect("record").mode, record.mode);
    assert!(!map_pin.exists());
    assert_eq!(
        p.counter("udp-port"),
        0,
        "counters restart with the new program"
    );
    assert_eq!(p.exchange(&tx, &rx_ok, 7000, 5), 0);
    assert_eq!(p.exchange(&tx, &rx_blocked, 7001, 5), 5);
    assert_eq!(p.counter("udp-port"), 5);

    reapply_never_unfiltered(&p, Target::Xdp, 7000, &rx_ok, &tx);

    let msg = p.remove(Target::Xdp);
    assert!(msg.contains("detached"), "{msg}");
    assert!(!xdp_attached(&p));
    assert!(!link_pin.exists());
    assert!(
        !link_pin.parent().expect("dir").exists(),
        "no empty pin directory"
    );
    assert!(p.record().is_none());
    assert_eq!(p.exchange(&tx, &rx_ok, 7000, 5), 5);
    assert_eq!(p.remove(Target::Xdp), "", "remove is idempotent");
}

#[test]
fn tc_apply_reapply_remove() {
    if !kernel() {
        return;
    }
    let p = Pair::new("c");
    let msg = p.apply(Target::Tc, 7001);
    assert!(msg.contains("ingress"), "{msg}");
    let shown = tc_filters(&p);
    assert!(shown.contains(sample::TC_PROG), "{shown}");
    assert!(shown.contains("direct-action"), "{shown}");
    let tc = p.bpf_details().tc.expect("tc state");
    assert!(tc.created_clsact);

    let (rx_ok, rx_blocked, tx) = (p.listen(7000), p.listen(7001), p.sender());
    assert_eq!(p.exchange(&tx, &rx_ok, 7000, 5), 5);
    assert_eq!(p.exchange(&tx, &rx_blocked, 7001, 5), 0);
    assert_eq!(p.counter("udp-port"), 5);

    let msg = p.apply(Target::Tc, 7000);
    assert!(msg.contains("replaced"), "{msg}");
    // Replaced in place: one filter, at the same fixed priority and handle
    // (so that a killed apply can never leave two, issue #11).
    let new_tc = p.bpf_details().tc.expect("tc state");
    assert_eq!(new_tc.priority, tc.priority);
    let shown = tc_filters(&p);
    assert_eq!(
        shown.matches("direct-action").count(),
        1,
        "the old filter is gone: {shown}"
    );
    assert_eq!(p.exchange(&tx, &rx_ok, 7000, 5), 0);
    assert_eq!(p.exchange(&tx, &rx_blocked, 7001, 5), 5);

    reapply_never_unfiltered(&p, Target::Tc, 7000, &rx_ok, &tx);

    let msg = p.remove(Target::Tc);
    assert!(msg.contains("deleted"), "{msg}");
    assert!(msg.contains("clsact"), "{msg}");
    assert!(tc_filters(&p).trim().is_empty());
    let qdiscs = p
        .bed
        .rx
        .exec("tc", &["qdisc", "show", "dev", p.rx_if()], None)
        .expect("qdisc show");
    assert!(!qdiscs.contains("clsact"), "{qdiscs}");
    assert_eq!(p.exchange(&tx, &rx_ok, 7000, 5), 5);
    assert_eq!(p.remove(Target::Tc), "");
}

/// tc leaves a clsact qdisc it did not create, and filters of others.
#[test]
fn tc_remove_keeps_what_others_added() {
    if !kernel() {
        return;
    }
    let p = Pair::new("o");
    p.bed
        .rx
        .exec("tc", &["qdisc", "add", "dev", p.rx_if(), "clsact"], None)
        .expect("clsact");
    p.apply(Target::Tc, 7001);
    assert!(!p.bpf_details().tc.expect("tc").created_clsact);
    p.remove(Target::Tc);
    let qdiscs = p
        .bed
        .rx
        .exec("tc", &["qdisc", "show", "dev", p.rx_if()], None)
        .expect("qdisc show");
    assert!(qdiscs.contains("clsact"), "{qdiscs}");
}

/// Switching target on an interface: the new policy is loaded first, the
/// old one removed after; never two once apply returns.
#[test]
fn switching_between_xdp_and_tc() {
    if !kernel() {
        return;
    }
    let p = Pair::new("b");
    p.apply(Target::Xdp, 7001);
    let msg = p.apply(Target::Tc, 7002);
    assert!(msg.contains("previous xdp policy was removed"), "{msg}");
    assert!(!xdp_attached(&p));
    assert_eq!(p.record().expect("record").target, Target::Tc);
    let (rx1, rx2, tx) = (p.listen(7001), p.listen(7002), p.sender());
    assert_eq!(p.exchange(&tx, &rx1, 7001, 3), 3, "the xdp policy is gone");
    assert_eq!(
        p.exchange(&tx, &rx2, 7002, 3),
        0,
        "the tc policy is in force"
    );
    assert_eq!(p.counter("udp-port"), 3);
    let msg = p.apply(Target::Xdp, 7001);
    assert!(msg.contains("previous tc policy was removed"), "{msg}");
    assert!(tc_filters(&p).trim().is_empty());
    assert_eq!(p.exchange(&tx, &rx1, 7001, 3), 0);
    assert_eq!(p.exchange(&tx, &rx2, 7002, 3), 3);
    assert!(p.remove(Target::Tc).is_empty(), "tc holds nothing");
    assert!(p.remove(Target::Xdp).contains("xdp"));
}

#[test]
fn errors_are_clear() {
    if !kernel() {
        return;
    }
    let good = Artifact::Object(sample::object(1).expect("object"));
    let req = request(Target::Xdp, "dbpf-none0", &good, &[]);
    let err = dropc_apply::apply(&req).expect_err("no such interface");
    assert!(
        format!("{err:#}").contains("no interface dbpf-none0"),
        "{err:#}"
    );
    assert!(dropc_apply::apply(&ApplyRequest {
        iface: "../etc",
        ..req.clone()
    })
    .is_err());

    let p = Pair::new("e");
    let garbage = Artifact::Object(vec![1, 2, 3]);
    let iface = p.rx_if().to_string();
    let err = p
        .bed
        .rx
        .run(|| {
            dropc_apply::apply(&ApplyRequest {
                iface: &iface,
                artifact: &garbage,
                ..req.clone()
            })
        })
        .expect("thread")
        .expect_err("garbage object");
    assert!(err.to_string().contains("object"), "{err}");
    assert!(p.record().is_none());
    assert!(!xdp_attached(&p));
}

/// A pinned XDP link whose interface was deleted and re-created filters
/// nothing: re-applying attaches afresh instead of updating it.
#[test]
fn xdp_reapply_after_interface_recreated() {
    if !kernel() {
        return;
    }
    let p = Pair::new("r");
    p.apply(Target::Xdp, 7001);
    p.bed
        .recreate_link(0)
        .expect("delete and re-create the veth");
    assert!(!xdp_attached(&p));
    let msg = p.apply(Target::Xdp, 7001);
    assert!(msg.contains("attached to"), "{msg}");
    assert!(xdp_attached(&p));
    let (rx, tx) = (p.listen(7001), p.sender());
    assert_eq!(p.exchange(&tx, &rx, 7001, 3), 0);
    assert!(p.remove(Target::Xdp).contains("detached"));
}

/// Records and pins are keyed by network namespace: the same interface
/// name elsewhere is another interface, and `remove` there touches nothing
/// of this one's.
#[test]
fn other_namespace_is_another_interface() {
    if !kernel() {
        return;
    }
    let p = Pair::new("n");
    p.apply(Target::Xdp, 7001);
    let other = Netns::new("bpf-n-other").expect("netns");
    let iface = p.rx_if().to_string();
    let msg = other
        .run(move || dropc_apply::remove(&iface, None))
        .expect("thread")
        .expect("remove elsewhere");
    assert!(msg.is_empty(), "{msg:?}");
    assert!(xdp_attached(&p), "still attached");
    assert!(p.remove(Target::Xdp).contains("detached"));
}

/// A record or pins of a namespace that was deleted are cleared by the
/// next `remove` (or `apply`) anywhere.
#[test]
fn vanished_namespace_is_cleared() {
    if !kernel() {
        return;
    }
    let mut p = Pair::new("v");
    // XDP: its pinned link is what a sweep must not unlink while attached.
    p.apply(Target::Xdp, 7001);
    let record = p.record().expect("record");
    let pins = bpf::pin_dir(record.netns, p.rx_if());
    assert!(pins.exists());
    // Delete the receiving namespace (the Pair's own clean-up then finds
    // nothing). The kernel dismantles a namespace asynchronously: its veth
    // is deleted first, which detaches the XDP link at once, so that the
    // sweep's "still attached?" check sees what it will see eventually.
    p.bed.delete_link(0).expect("delete veth");
    let fresh = Netns::new("bpf-v-fresh").expect("netns");
    // Made before the deletion: a namespace made after it may reuse the
    // freed inode (and then reads the record as a former namespace's).
    let elsewhere = Netns::new("bpf-v-other").expect("netns");
    let gone = std::mem::replace(&mut p.bed.rx, fresh);
    drop(gone);
    // The kernel frees a namespace asynchronously, and the sweep waits
    // until it is provably gone: so does the test (boundedly).
    let id = record
        .netns_id
        .expect("the record names its namespace by id");
    for _ in 0..200 {
        if dropc_apply::state::netns_alive(id, record.netns) == dropc_apply::state::Liveness::Gone {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
    let iface = p.rx_if().to_string();
    let msg = elsewhere
        .run(move || dropc_apply::remove(&iface, None))
        .expect("thread")
        .expect("remove");
    // The sweep is this remove's, or (tests run in parallel) another
    // test's apply or remove that came first: the end state is the same.
    let text = msg.join("\n");
    assert!(
        text.is_empty() || text.contains(&format!("network namespace {}", record.netns.dir_name())),
        "{text}"
    );
    assert!(!pins.exists(), "pins of the vanished namespace");
    assert!(!Path::new(dropc_apply::state::STATE_ROOT)
        .join(record.netns.dir_name())
        .exists());
}
