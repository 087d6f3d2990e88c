//! Host network state over rtnetlink: the XDP program of a link, the tc
//! filters of a clsact qdisc, and deleting that qdisc.
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
use netlink_packet_route::link::{LinkAttribute, LinkXdp};
use netlink_packet_route::tc::{TcAttribute, TcHandle, TcMessage, TcOption};
use netlink_packet_route::RouteNetlinkMessage;
use netlink_packet_utils::nla::Nla;

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

/// Runs `f` with an rtnetlink handle on a fresh current-thread runtime.
fn with_handle<T, F, Fut>(f: F) -> anyhow::Result<T>
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
        Ok(link.attributes.iter().find_map(|a| match a {
            LinkAttribute::Xdp(xdp) => xdp.iter().find_map(|x| match x {
                LinkXdp::ProgId(id)
                | LinkXdp::DrvProgId(id)
                | LinkXdp::SkbProgId(id)
                | LinkXdp::HwProgId(id)
                    if *id != 0 =>
                {
                    Some(*id)
                }
                _ => None,
            }),
            _ => None,
        }))
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

fn filter_of(m: &TcMessage) -> TcFilter {
    let mut kind = String::new();
    let mut prog_id = None;
    for a in &m.attributes {
        match a {
            TcAttribute::Kind(k) => kind = k.clone(),
            TcAttribute::Options(opts) => {
                for o in opts {
                    if let TcOption::Other(nla) = o {
                        if nla.kind() == TCA_BPF_ID && nla.value_len() == 4 {
                            let mut b = [0u8; 4];
                            nla.emit_value(&mut b);
                            prog_id = Some(u32::from_ne_bytes(b));
                        }
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
