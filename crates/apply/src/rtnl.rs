//! Host network state over rtnetlink: the XDP program of a link, the tc
//! filters of a clsact qdisc, and deleting that qdisc; and the links of the
//! scratch namespaces (veth pairs, addresses, up).
//!
//! Product code asks the kernel directly instead of running `ip` or `tc` and
//! reading their text: the answers are typed (`TcFilter`, program ids), they
//! do not depend on iproute2's version or output format, and there is no
//! process to spawn. Each call runs on a current-thread tokio runtime of its
//! own (dropc's commands are synchronous; the agent calls these from its
//! blocking pool), in the calling thread's network namespace.

use anyhow::{anyhow, bail, Context};
use futures_util::{StreamExt, TryStreamExt};
use netlink_packet_core::{NetlinkMessage, NetlinkPayload, NLM_F_ACK, NLM_F_DUMP, NLM_F_REQUEST};
use netlink_packet_route::link::{
    AfSpecInet6, AfSpecUnspec, InfoData, InfoVeth, LinkAttribute, LinkXdp, XdpAttached,
};
use netlink_packet_route::tc::{TcAttribute, TcHandle, TcMessage, TcOption};
use netlink_packet_route::RouteNetlinkMessage;
use netlink_packet_utils::nla::Nla;
use rtnetlink::{LinkUnspec, LinkVeth};
use std::os::fd::{AsRawFd, BorrowedFd};

/// `TCA_BPF_ID` (linux/pkt_cls.h): the id of a bpf filter's program.
const TCA_BPF_ID: u16 = 11;

/// Which side of a clsact qdisc.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Ingress,
    Egress,
}

impl Direction {
    fn parent(self) -> TcHandle {
        TcHandle {
            major: TcHandle::CLSACT.major,
            minor: match self {
                Direction::Ingress => TcHandle::MIN_INGRESS,
                Direction::Egress => TcHandle::MIN_EGRESS,
            },
        }
    }
}

/// One tc filter as the kernel lists it. The kernel also lists a
/// classifier with no filter left (handle 0) for a moment after its last
/// filter is deleted: `is_filter()` tells them apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TcFilter {
    pub priority: u16,
    pub handle: u32,
    /// The classifier kind (`bpf`, `u32`, `flower`, ...).
    pub kind: String,
    /// The program of a `bpf` filter.
    pub prog_id: Option<u32>,
}

impl TcFilter {
    pub fn is_filter(&self) -> bool {
        self.handle != 0
    }
}

/// Runs `f` with an rtnetlink handle on a fresh current-thread runtime,
/// in the calling thread's namespace (public for `dropc-testkit`, which
/// addresses the links of its test beds with it).
pub fn with_handle<T, F, Fut>(f: F) -> anyhow::Result<T>
where
    F: FnOnce(rtnetlink::Handle) -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<T>>,
{
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
        .context("cannot start the netlink runtime")?;
    rt.block_on(async move {
        let (conn, handle, _) =
            rtnetlink::new_connection().context("cannot open a netlink socket")?;
        let task = tokio::spawn(conn);
        let out = f(handle).await;
        task.abort();
        out
    })
}

fn ifindex(iface: &str) -> anyhow::Result<i32> {
    let index = crate::ifindex(iface)?;
    i32::try_from(index).map_err(|_| anyhow!("ifindex {index} of {iface} out of range"))
}

/// The id of the XDP program attached to `iface` (any mode), if any.
pub fn xdp_prog_id(iface: &str) -> anyhow::Result<Option<u32>> {
    Ok(xdp_slots(iface)?.first().map(|&(_, id)| id))
}

/// Where an XDP program runs on an interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum XdpSlot {
    /// In the driver (native).
    Driver,
    /// In the generic (SKB) path.
    Generic,
    /// Offloaded to the device.
    Hardware,
    /// A mode this build does not know (a newer kernel's).
    Other,
}

/// The programs on the XDP hook of `iface` and where each runs (the
/// kernel's `IFLA_XDP_ATTACHED`: one mode and `IFLA_XDP_PROG_ID`, or, with
/// several, one id per mode).
pub fn xdp_slots(iface: &str) -> anyhow::Result<Vec<(XdpSlot, u32)>> {
    let attrs = xdp_attributes(iface)?;
    let single = attrs.iter().find_map(|x| match x {
        LinkXdp::Attached(XdpAttached::Driver) => Some(XdpSlot::Driver),
        LinkXdp::Attached(XdpAttached::SocketBuffer) => Some(XdpSlot::Generic),
        LinkXdp::Attached(XdpAttached::Hardware) => Some(XdpSlot::Hardware),
        LinkXdp::Attached(XdpAttached::Other(_)) => Some(XdpSlot::Other),
        // (none attached, or several: then one id per mode follows)
        _ => None,
    });
    let mut slots: Vec<(XdpSlot, u32)> = attrs
        .iter()
        .filter_map(|x| match (x, single) {
            (LinkXdp::ProgId(id), Some(slot)) => Some((slot, *id)),
            (LinkXdp::DrvProgId(id), _) => Some((XdpSlot::Driver, *id)),
            (LinkXdp::SkbProgId(id), _) => Some((XdpSlot::Generic, *id)),
            (LinkXdp::HwProgId(id), _) => Some((XdpSlot::Hardware, *id)),
            _ => None,
        })
        .filter(|(_, id)| *id != 0)
        .collect();
    // (one program is reported as the hook's and as its mode's)
    slots.dedup();
    Ok(slots)
}

/// The `IFLA_XDP` attributes of `iface`.
fn xdp_attributes(iface: &str) -> anyhow::Result<Vec<LinkXdp>> {
    let index = ifindex(iface)?;
    with_handle(|handle| async move {
        let mut links = handle.link().get().match_index(index as u32).execute();
        let Some(link) = links
            .try_next()
            .await
            .with_context(|| format!("cannot read link {iface}"))?
        else {
            bail!("no link {iface}");
        };
        Ok(link
            .attributes
            .into_iter()
            .find_map(|a| match a {
                LinkAttribute::Xdp(xdp) => Some(xdp),
                _ => None,
            })
            .unwrap_or_default())
    })
}

/// The XDP program attached to `iface`, as (id, name).
pub fn xdp_prog(iface: &str) -> anyhow::Result<Option<(u32, String)>> {
    let Some(id) = xdp_prog_id(iface)? else {
        return Ok(None);
    };
    Ok(Some((id, prog_name(id))))
}

/// The name of loaded BPF program `id` ("" when it cannot be read).
pub fn prog_name(id: u32) -> String {
    aya::programs::loaded_programs()
        .flatten()
        .find(|p| p.id() == id)
        .and_then(|p| p.name_as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// The filters on the `dir` side of `iface`'s clsact qdisc (empty when
/// there is no clsact qdisc).
pub fn tc_filters(iface: &str, dir: Direction) -> anyhow::Result<Vec<TcFilter>> {
    let index = ifindex(iface)?;
    with_handle(|mut handle| async move {
        let mut msg = TcMessage::default();
        msg.header.index = index;
        msg.header.parent = dir.parent();
        let mut req = NetlinkMessage::from(RouteNetlinkMessage::GetTrafficFilter(msg));
        req.header.flags = NLM_F_REQUEST | NLM_F_DUMP;
        let mut replies = handle.request(req).context("netlink request")?;
        let mut out = Vec::new();
        while let Some(reply) = replies.next().await {
            match reply.payload {
                NetlinkPayload::InnerMessage(RouteNetlinkMessage::NewTrafficFilter(m)) => {
                    out.push(filter_of(&m))
                }
                NetlinkPayload::Error(e) => {
                    // No clsact qdisc (or no such parent): no filters.
                    if e.raw_code() == -libc::EINVAL || e.raw_code() == -libc::ENOENT {
                        return Ok(Vec::new());
                    }
                    return Err(anyhow!("listing tc filters of {iface}: {e}"));
                }
                // Done, other messages: nothing to collect (a foreign,
                // non-exhaustive enum).
                _ => {}
            }
        }
        Ok(out)
    })
}

/// The `TCA_BPF_ID` in a bpf filter's options. netlink-packet-route does
/// not parse kind `bpf`: its whole `TCA_OPTIONS` nest comes as one NLA,
/// whose value holds the `TCA_BPF_*` attributes.
fn bpf_id(nla: &netlink_packet_utils::nla::DefaultNla) -> Option<u32> {
    let mut value = vec![0u8; nla.value_len()];
    nla.emit_value(&mut value);
    let id = |kind: u16, v: &[u8]| {
        (kind == TCA_BPF_ID)
            .then(|| <[u8; 4]>::try_from(v).ok().map(u32::from_ne_bytes))
            .flatten()
    };
    id(nla.kind(), &value).or_else(|| {
        netlink_packet_utils::nla::NlasIterator::new(&value[..])
            .filter_map(Result::ok)
            .find_map(|sub| id(sub.kind(), sub.value()))
    })
}

fn filter_of(m: &TcMessage) -> TcFilter {
    let mut kind = String::new();
    let mut prog_id = None;
    for a in &m.attributes {
        match a {
            TcAttribute::Kind(k) => kind = k.clone(),
            TcAttribute::Options(opts) => {
                for o in opts {
                    if let TcOption::Other(nla) = o {
                        prog_id = prog_id.or_else(|| bpf_id(nla));
                    }
                }
            }
            _ => {}
        }
    }
    TcFilter {
        priority: (m.header.info >> 16) as u16,
        handle: u32::from(m.header.handle),
        kind,
        prog_id,
    }
}

/// Deletes `iface`'s clsact qdisc, with every filter on it.
pub fn delete_clsact(iface: &str) -> anyhow::Result<()> {
    let index = ifindex(iface)?;
    with_handle(|mut handle| async move {
        let mut msg = TcMessage::default();
        msg.header.index = index;
        msg.header.parent = TcHandle::CLSACT;
        msg.header.handle = TcHandle {
            major: TcHandle::CLSACT.major,
            minor: 0,
        };
        msg.attributes.push(TcAttribute::Kind("clsact".into()));
        let mut req = NetlinkMessage::from(RouteNetlinkMessage::DelQueueDiscipline(msg));
        req.header.flags = NLM_F_REQUEST | NLM_F_ACK;
        let mut replies = handle.request(req).context("netlink request")?;
        while let Some(reply) = replies.next().await {
            if let NetlinkPayload::Error(e) = reply.payload {
                if e.code.is_some() {
                    return Err(anyhow!("deleting the clsact qdisc of {iface}: {e}"));
                }
            }
        }
        Ok(())
    })
}

/// Creates a veth pair in the calling thread's namespace: `name` stays
/// there, `peer` is moved into the namespace open as `peer_ns`; both get
/// `mtu` (as `ip link add NAME mtu MTU type veth peer name PEER mtu MTU
/// netns NS`).
pub fn add_veth(name: &str, peer: &str, mtu: u32, peer_ns: BorrowedFd<'_>) -> anyhow::Result<()> {
    let peer_msg = LinkUnspec::new_with_name(peer)
        .mtu(mtu)
        .setns_by_fd(peer_ns.as_raw_fd())
        .build();
    let msg = LinkVeth::new(name, peer)
        .mtu(mtu)
        .set_info_data(InfoData::Veth(InfoVeth::Peer(peer_msg)))
        .build();
    with_handle(|handle| async move {
        handle
            .link()
            .add(msg)
            .execute()
            .await
            .with_context(|| format!("cannot create the veth pair {name}/{peer}"))
    })
}

/// Changes to one link (see [`set_link`]); what is left unset is left as
/// it is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LinkChange {
    /// A new MAC address.
    pub address: Option<[u8; 6]>,
    /// No IPv6 link-local address of its own (`addrgenmode none`).
    pub no_ipv6_addrgen: bool,
    /// Bring the link up.
    pub up: bool,
}

/// Applies `change` to `iface` of the calling thread's namespace, in one
/// request (as `ip link set IFACE address MAC addrgenmode none up`).
pub fn set_link(iface: &str, change: LinkChange) -> anyhow::Result<()> {
    let index = crate::ifindex(iface)?;
    let mut b = LinkUnspec::new_with_index(index);
    if let Some(mac) = change.address {
        b = b.address(mac.to_vec());
    }
    if change.no_ipv6_addrgen {
        // IN6_ADDR_GEN_MODE_NONE (linux/if_link.h).
        b = b.append_extra_attribute(LinkAttribute::AfSpecUnspec(vec![AfSpecUnspec::Inet6(
            vec![AfSpecInet6::AddrGenMode(1)],
        )]));
    }
    if change.up {
        b = b.up();
    }
    let msg = b.build();
    with_handle(|handle| async move {
        handle
            .link()
            .set(msg)
            .execute()
            .await
            .with_context(|| format!("cannot change link {iface}"))
    })
}

/// Brings `iface` of the calling thread's namespace up.
pub fn link_up(iface: &str) -> anyhow::Result<()> {
    set_link(
        iface,
        LinkChange {
            up: true,
            ..LinkChange::default()
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use netlink_packet_utils::nla::DefaultNla;

    /// A bpf filter's `TCA_OPTIONS` as the kernel sends it: nested
    /// attributes, the program id among them.
    #[test]
    fn bpf_id_in_the_options_nest() {
        let mut nest = Vec::new();
        // TCA_BPF_FD-like padding attribute first (kind 6, 4 bytes), then
        // TCA_BPF_ID.
        for (kind, v) in [(6u16, 7u32), (TCA_BPF_ID, 322_203)] {
            nest.extend_from_slice(&8u16.to_ne_bytes());
            nest.extend_from_slice(&kind.to_ne_bytes());
            nest.extend_from_slice(&v.to_ne_bytes());
        }
        assert_eq!(bpf_id(&DefaultNla::new(2, nest)), Some(322_203));
        assert_eq!(
            bpf_id(&DefaultNla::new(TCA_BPF_ID, 9u32.to_ne_bytes().to_vec())),
            Some(9)
        );
        assert_eq!(bpf_id(&DefaultNla::new(2, vec![])), None);
    }
}
