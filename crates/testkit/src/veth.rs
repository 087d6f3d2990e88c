//! The tests' veth bed: a receiving and a sending scratch namespace joined
//! by one or more veth pairs with known names, MAC and IP addresses, up,
//! and UDP or raw frames sent across.
//!
//! Everything is set up over rtnetlink (`dropc_apply::rtnl`: the pairs,
//! MAC addresses, link state; addresses and neighbours through its
//! handle), not with `ip`. Both namespaces, and with them the links, go
//! when the bed is dropped, also while a panic unwinds ([`Netns`]).
//!
//! Link `i` (from 0) joins `rx_if` in [`VethBed::rx`] and `tx_if` in
//! [`VethBed::tx`]; its IPv4 addresses are `10.N.(i+1).1/24` (receiver) and
//! `.2` (sender), where `N` is [`Spec::net`]; with [`Spec::ipv6`] `P` also
//! `P:0:0:i::1/64` and `::2` (no duplicate address detection). The MAC
//! addresses are [`rx_mac`]`(i)` and [`tx_mac`]`(i)`.
//!
//! The test bed of `dropc test --kernel` (`dropc_apply::testbed::Bed`) is
//! another thing: addressless, with an nft observer, for the equivalence
//! driver.

use crate::netns::Netns;
use anyhow::Context as _;
use dropc_apply::rtnl::{self, LinkChange};
use dropc_apply::testbed::FrameSender;
use netlink_packet_route::address::{AddressAttribute, AddressFlags};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, UdpSocket};
use std::process::{Output, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

/// The veth MTU (`ip link add`'s default).
pub const MTU: u32 = 1500;

/// How long [`VethBed::listen`]'s sockets wait for a datagram.
pub const LISTEN_TIMEOUT: Duration = Duration::from_millis(300);

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// The receiving end's MAC address on link `i`.
pub fn rx_mac(i: usize) -> [u8; 6] {
    [0x02, 0xdc, 0, 0, i as u8, 1]
}

/// The sending end's MAC address on link `i`.
pub fn tx_mac(i: usize) -> [u8; 6] {
    [0x02, 0xdc, 0, 0, i as u8, 2]
}

/// What a [`VethBed`] is made of; [`Spec::build`] makes it.
#[derive(Clone, Debug)]
pub struct Spec {
    purpose: String,
    links: usize,
    net: u8,
    ipv6: Option<u16>,
    no_ipv6: bool,
    static_neighbours: bool,
}

impl Spec {
    /// Veth pairs (default 1).
    pub fn links(mut self, n: usize) -> Spec {
        self.links = n;
        self
    }

    /// The second byte of the IPv4 addresses: `10.N.(i+1).1|2` (default 99).
    pub fn net(mut self, n: u8) -> Spec {
        self.net = n;
        self
    }

    /// IPv6 addresses too, in `P:0:0:i::/64` (e.g. `0xfd92`).
    pub fn ipv6(mut self, first_group: u16) -> Spec {
        self.ipv6 = Some(first_group);
        self
    }

    /// IPv6 disabled in both namespaces (no neighbour discovery, router
    /// solicitations or MLD reports: only the test's packets cross).
    pub fn no_ipv6(mut self) -> Spec {
        self.no_ipv6 = true;
        self
    }

    /// Permanent neighbour entries on the sending side for the receiver's
    /// addresses: no datagram waits for ARP or neighbour discovery (and no
    /// ARP crosses).
    pub fn static_neighbours(mut self) -> Spec {
        self.static_neighbours = true;
        self
    }

    /// The namespaces `dropc-PURPOSE-rx-…` and `dropc-PURPOSE-tx-…`, and the
    /// links in them.
    pub fn build(self) -> anyhow::Result<VethBed> {
        anyhow::ensure!(
            self.ipv6.is_none() || !self.no_ipv6,
            "IPv6 addresses on a bed without IPv6"
        );
        anyhow::ensure!(self.links <= 16, "at most 16 links per bed");
        let rx = Netns::new(&format!("{}-rx", self.purpose))?;
        let tx = Netns::new(&format!("{}-tx", self.purpose))?;
        if self.no_ipv6 {
            for ns in [&rx, &tx] {
                for conf in ["all", "default"] {
                    write_sysctl(ns, &format!("ipv6/conf/{conf}/disable_ipv6"), "1")?;
                }
            }
        }
        let n = COUNTER.fetch_add(1, Ordering::Relaxed) % 0x1000;
        let pid = std::process::id() % 0x1_0000;
        let links = (0..self.links)
            .map(|i| {
                let v6 = |host: u16| {
                    self.ipv6
                        .map(|p| Ipv6Addr::new(p, 0, 0, i as u16, 0, 0, 0, host))
                };
                Link {
                    // ≤ 11 bytes, unique per process and bed.
                    rx_if: format!("d{pid:x}-{n:x}r{i:x}"),
                    tx_if: format!("d{pid:x}-{n:x}t{i:x}"),
                    rx_mac: rx_mac(i),
                    tx_mac: tx_mac(i),
                    rx_addr: Ipv4Addr::new(10, self.net, i as u8 + 1, 1),
                    tx_addr: Ipv4Addr::new(10, self.net, i as u8 + 1, 2),
                    rx_addr6: v6(1),
                    tx_addr6: v6(2),
                }
            })
            .collect();
        let bed = VethBed {
            rx,
            tx,
            links,
            static_neighbours: self.static_neighbours,
        };
        for i in 0..bed.links.len() {
            bed.add_link(i)?;
        }
        Ok(bed)
    }
}

/// One veth pair of a [`VethBed`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The receiving end (in [`VethBed::rx`]).
    pub rx_if: String,
    /// The sending end (in [`VethBed::tx`]).
    pub tx_if: String,
    pub rx_mac: [u8; 6],
    pub tx_mac: [u8; 6],
    pub rx_addr: Ipv4Addr,
    pub tx_addr: Ipv4Addr,
    pub rx_addr6: Option<Ipv6Addr>,
    pub tx_addr6: Option<Ipv6Addr>,
}

/// Two namespaces joined by veth pairs (see the module doc). The fields
/// are public so that a test can run what it tests in either namespace,
/// or replace one.
#[derive(Debug)]
pub struct VethBed {
    /// The receiving namespace: the ends a test filters.
    pub rx: Netns,
    /// The sending namespace.
    pub tx: Netns,
    links: Vec<Link>,
    static_neighbours: bool,
}

impl VethBed {
    /// A bed of one link, the defaults of [`VethBed::builder`].
    pub fn new(purpose: &str) -> anyhow::Result<VethBed> {
        VethBed::builder(purpose).build()
    }

    /// The specification of a bed for `purpose` (letters, digits, `-`: part
    /// of the namespace names): one link, `10.99.1.0/24`, no IPv6
    /// addresses, ARP.
    pub fn builder(purpose: &str) -> Spec {
        Spec {
            purpose: purpose.to_string(),
            links: 1,
            net: 99,
            ipv6: None,
            no_ipv6: false,
            static_neighbours: false,
        }
    }

    /// Link `i`.
    pub fn link(&self, i: usize) -> &Link {
        &self.links[i]
    }

    /// Every link.
    pub fn links(&self) -> &[Link] {
        &self.links
    }

    /// The receiving interface of link 0.
    pub fn rx_if(&self) -> &str {
        &self.links[0].rx_if
    }

    /// The sending interface of link 0.
    pub fn tx_if(&self) -> &str {
        &self.links[0].tx_if
    }

    /// Creates link `i` (again, after [`VethBed::delete_link`]): the pair,
    /// MAC and IP addresses, neighbours, both ends up.
    pub fn add_link(&self, i: usize) -> anyhow::Result<()> {
        let l = self.links.get(i).context("no such link")?.clone();
        let (tx_if, rx_if, rx_fd) = (&l.tx_if, &l.rx_if, self.rx.as_fd());
        self.tx.run(|| rtnl::add_veth(tx_if, rx_if, MTU, rx_fd))??;
        let sides = [
            (&self.rx, &l.rx_if, l.rx_mac, l.rx_addr, l.rx_addr6),
            (&self.tx, &l.tx_if, l.tx_mac, l.tx_addr, l.tx_addr6),
        ];
        for (ns, dev, mac, v4, v6) in sides {
            ns.run(|| -> anyhow::Result<()> {
                rtnl::set_link(
                    dev,
                    LinkChange {
                        address: Some(mac),
                        ..LinkChange::default()
                    },
                )?;
                add_address(dev, IpAddr::V4(v4), 24)?;
                if let Some(v6) = v6 {
                    add_address(dev, IpAddr::V6(v6), 64)?;
                }
                rtnl::link_up(dev)
            })??;
        }
        if self.static_neighbours {
            let lladdr = l.rx_mac;
            let to = [Some(IpAddr::V4(l.rx_addr)), l.rx_addr6.map(IpAddr::V6)];
            for addr in to.into_iter().flatten() {
                self.tx
                    .run(|| add_neighbour(tx_if, addr, lladdr))?
                    .with_context(|| format!("neighbour {addr} on {tx_if}"))?;
            }
        }
        Ok(())
    }

    /// Deletes the pair of link `i` (both ends go).
    pub fn delete_link(&self, i: usize) -> anyhow::Result<()> {
        let tx_if = &self.links.get(i).context("no such link")?.tx_if;
        self.tx.run(|| {
            let index = dropc_apply::ifindex(tx_if)?;
            rtnl::with_handle(|h| async move {
                h.link()
                    .del(index)
                    .execute()
                    .await
                    .with_context(|| format!("deleting {tx_if}"))
            })
        })?
    }

    /// Deletes link `i` and creates it again (a new interface of the same
    /// name and addresses).
    pub fn recreate_link(&self, i: usize) -> anyhow::Result<()> {
        self.delete_link(i)?;
        self.add_link(i)
    }

    /// Runs `program args` in the receiving namespace, standard input
    /// empty, with `env` set and `DROPC_IPTABLES` unset (a test names the
    /// iptables variant it wants); its output, whatever its exit status.
    pub fn run_rx(&self, program: &str, args: &[&str], env: &[(&str, &str)]) -> Output {
        let mut c = self.rx.command(program);
        c.args(args).stdin(Stdio::null());
        c.env_remove("DROPC_IPTABLES");
        for (k, v) in env {
            c.env(k, v);
        }
        c.output()
            .unwrap_or_else(|e| panic!("running {program}: {e}"))
    }

    /// A shell command in the receiving namespace, which must succeed; its
    /// standard output.
    pub fn sh(&self, cmd: &str) -> String {
        self.rx
            .exec("sh", &["-c", cmd], None)
            .unwrap_or_else(|e| panic!("{cmd}: {e:#}"))
    }

    /// An AF_PACKET sender on the sending end of link `i`.
    pub fn frame_sender(&self, i: usize) -> anyhow::Result<FrameSender> {
        FrameSender::open_in(&self.tx, &self.links[i].tx_if)
    }

    /// A UDP socket of the receiving namespace bound to `addr`:`port`. A
    /// port just closed can still be held for a moment by a child another
    /// test thread forked and has not yet exec'd (it holds copies of every
    /// descriptor until then): a bounded number of retries.
    pub fn bind_rx(&self, addr: IpAddr, port: u16) -> anyhow::Result<UdpSocket> {
        for _ in 0..200 {
            match self.rx.run(move || UdpSocket::bind((addr, port)))? {
                Ok(s) => return Ok(s),
                Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
                    std::thread::sleep(Duration::from_millis(10));
                }
                Err(e) => return Err(e).with_context(|| format!("bind {addr} {port}")),
            }
        }
        anyhow::bail!("bind {addr} {port}: still in use")
    }

    /// A UDP socket of the sending namespace bound to `addr` (any port).
    pub fn bind_tx(&self, addr: IpAddr) -> anyhow::Result<UdpSocket> {
        self.tx
            .run(move || UdpSocket::bind((addr, 0)))?
            .with_context(|| format!("bind {addr}"))
    }

    /// A UDP socket listening on `port` at the receiver's IPv4 address of
    /// link `i`, waiting [`LISTEN_TIMEOUT`] for each datagram.
    pub fn listen(&self, i: usize, port: u16) -> UdpSocket {
        let s = self
            .bind_rx(IpAddr::V4(self.links[i].rx_addr), port)
            .expect("listening socket");
        s.set_read_timeout(Some(LISTEN_TIMEOUT))
            .expect("read timeout");
        s
    }

    /// A UDP socket at the sender's IPv4 address of link `i`.
    pub fn sender(&self, i: usize) -> UdpSocket {
        self.bind_tx(IpAddr::V4(self.links[i].tx_addr))
            .expect("sending socket")
    }

    /// Sends `n` datagrams from `tx` to `port` of the receiver of link `i`;
    /// how many `rx` receives (until it waits in vain).
    pub fn exchange(&self, i: usize, tx: &UdpSocket, rx: &UdpSocket, port: u16, n: usize) -> usize {
        let to = (self.links[i].rx_addr, port);
        for k in 0..n {
            tx.send_to(format!("m{k}").as_bytes(), to).expect("send");
        }
        let mut got = 0;
        let mut buf = [0u8; 64];
        while rx.recv(&mut buf).is_ok() {
            got += 1;
        }
        got
    }

    /// How many of 3 datagrams sent to `port` on link `i` arrive.
    pub fn arrive(&self, i: usize, port: u16) -> usize {
        let (rx, tx) = (self.listen(i, port), self.sender(i));
        self.exchange(i, &tx, &rx, port, 3)
    }
}

/// Adds `addr/prefix` to `dev` of the calling thread's namespace (IPv6
/// without duplicate address detection), as `ip addr add … nodad`.
fn add_address(dev: &str, addr: IpAddr, prefix: u8) -> anyhow::Result<()> {
    let index = dropc_apply::ifindex(dev)?;
    rtnl::with_handle(|h| async move {
        let mut req = h.address().add(index, addr, prefix);
        if addr.is_ipv6() {
            req.message_mut()
                .attributes
                .push(AddressAttribute::Flags(AddressFlags::Nodad));
        }
        req.execute()
            .await
            .with_context(|| format!("adding {addr}/{prefix} to {dev}"))
    })
}

/// A permanent neighbour entry `addr` → `lladdr` on `dev` of the calling
/// thread's namespace, as `ip neigh replace … nud permanent`.
fn add_neighbour(dev: &str, addr: IpAddr, lladdr: [u8; 6]) -> anyhow::Result<()> {
    let index = dropc_apply::ifindex(dev)?;
    rtnl::with_handle(|h| async move {
        h.neighbours()
            .add(index, addr)
            .link_local_address(&lladdr)
            .replace()
            .execute()
            .await
            .context("adding a permanent neighbour")
    })
}

/// Writes `value` to `/proc/sys/net/KEY` of `ns`.
fn write_sysctl(ns: &Netns, key: &str, value: &str) -> anyhow::Result<()> {
    let path = format!("/proc/sys/net/{key}");
    ns.run(|| std::fs::write(&path, value))?
        .with_context(|| format!("writing {value} to {path}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{skip_kernel_test, NetnsExt as _};

    /// Two links with their addresses, MACs and neighbours; datagrams cross
    /// both; a raw frame arrives; a re-created link works again; and the
    /// namespaces go with the bed.
    #[test]
    fn veth_bed_carries_datagrams_and_goes_away() {
        if skip_kernel_test("veth_bed_carries_datagrams_and_goes_away") {
            return;
        }
        let paths;
        {
            let bed = VethBed::builder("kitbed")
                .links(2)
                .net(93)
                .ipv6(0xfd93)
                .static_neighbours()
                .build()
                .expect("veth bed");
            paths = [&bed.rx, &bed.tx].map(|ns| format!("/run/netns/{}", ns.name()));
            assert!(paths.iter().all(|p| std::path::Path::new(p).exists()));
            let l1 = bed.link(1).clone();
            assert_eq!(l1.rx_addr, Ipv4Addr::new(10, 93, 2, 1));
            assert_eq!(l1.tx_addr6, Some("fd93:0:0:1::2".parse().expect("v6")));
            let shown = bed
                .rx
                .ip(&["-o", "addr", "show", "dev", &l1.rx_if])
                .expect("ip");
            assert!(
                shown.contains("10.93.2.1/24") && shown.contains("fd93:0:0:1::1/64"),
                "{shown}"
            );
            let link = bed.rx.ip(&["-o", "link", "show", &l1.rx_if]).expect("ip");
            assert!(
                link.contains("02:dc:00:00:01:01") && link.contains(",UP"),
                "{link}"
            );
            let neigh = bed.tx.ip(&["neigh", "show", "dev", &l1.tx_if]).expect("ip");
            assert!(
                neigh.contains("10.93.2.1 lladdr 02:dc:00:00:01:01 PERMANENT")
                    && neigh.contains("fd93:0:0:1::1 lladdr 02:dc:00:00:01:01 PERMANENT"),
                "{neigh}"
            );
            for i in 0..2 {
                assert_eq!(bed.arrive(i, 5001), 3, "link {i}");
            }
            let rx6 = bed
                .bind_rx(IpAddr::V6(l1.rx_addr6.expect("v6")), 5002)
                .expect("bind");
            rx6.set_read_timeout(Some(LISTEN_TIMEOUT)).expect("timeout");
            let tx6 = bed
                .bind_tx(IpAddr::V6(l1.tx_addr6.expect("v6")))
                .expect("bind");
            tx6.send_to(b"six", (l1.rx_addr6.expect("v6"), 5002))
                .expect("send");
            let mut buf = [0u8; 8];
            assert_eq!(rx6.recv(&mut buf).expect("IPv6 datagram"), 3);

            let before = crate::netns::tests::rx_packets(&bed.rx, bed.rx_if());
            let sender = bed.frame_sender(0).expect("frame sender");
            let mut frame = bed.link(0).rx_mac.to_vec();
            frame.extend_from_slice(&bed.link(0).tx_mac);
            frame.extend_from_slice(&[0x88, 0xb5]);
            frame.resize(60, 0);
            sender.send(&frame).expect("send");
            assert!(crate::netns::tests::rx_packets(&bed.rx, bed.rx_if()) > before);

            bed.recreate_link(0).expect("re-create");
            assert_eq!(bed.arrive(0, 5001), 3, "the re-created link");
            let ok = bed.run_rx("sh", &["-c", "test \"$X\" = y"], &[("X", "y")]);
            assert!(ok.status.success(), "{ok:?}");
            assert_eq!(bed.sh("echo $((6 * 7))").trim(), "42");
            assert!(bed.delete_link(0).is_ok());
            assert!(bed.rx.ifindex(bed.rx_if()).is_err(), "both ends deleted");
        }
        assert!(paths.iter().all(|p| !std::path::Path::new(p).exists()));
    }

    /// A test that panics with a bed leaves no namespace behind.
    #[test]
    fn a_panic_leaves_no_namespace() {
        if skip_kernel_test("a_panic_leaves_no_namespace") {
            return;
        }
        let (tx, rx) = std::sync::mpsc::channel();
        let outcome = std::panic::catch_unwind(move || {
            let bed = VethBed::new("kitpanic").expect("veth bed");
            let paths = [&bed.rx, &bed.tx].map(|ns| format!("/run/netns/{}", ns.name()));
            tx.send(paths).expect("send");
            panic!("a failing test");
        });
        assert!(outcome.is_err());
        let paths = rx.recv().expect("the bed was made");
        for p in paths {
            assert!(!std::path::Path::new(&p).exists(), "{p} left behind");
        }
    }

    /// A bed without IPv6: no IPv6 on its links.
    #[test]
    fn no_ipv6_bed_has_no_ipv6() {
        if skip_kernel_test("no_ipv6_bed_has_no_ipv6") {
            return;
        }
        let bed = VethBed::builder("kitno6")
            .no_ipv6()
            .build()
            .expect("veth bed");
        let shown = bed
            .rx
            .ip(&["-o", "addr", "show", "dev", bed.rx_if()])
            .expect("ip");
        assert!(
            shown.contains("10.99.1.1/24") && !shown.contains("inet6"),
            "{shown}"
        );
        assert_eq!(bed.arrive(0, 5003), 3);
        assert!(VethBed::builder("kitbad")
            .ipv6(0xfd00)
            .no_ipv6()
            .build()
            .is_err());
    }
}
