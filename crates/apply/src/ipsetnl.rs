//! ipsets read and changed over netlink (nfnetlink, subsystem
//! `NFNL_SUBSYS_IPSET`, protocol 7) without the `ipset` tool. A child module of [`super`]
//! (`nftnl`): the socket, message writer and attribute reader are the same
//! nfnetlink plumbing.
//!
//! Why: `dropc set add` on the iptables target ran `ipset list -t` five
//! times (three to find the set's parts, two for their room) before its
//! `ipset restore`; each process costs 5 to 8 ms, more than a third of
//! the command (issue #13). A header here is one dump request
//! (`IPSET_CMD_LIST` of one set with `IPSET_FLAG_LIST_HEADER`, which the
//! kernel answers without the elements), about as cheap as a system call.
//! An add or delete of many elements is what `ipset restore` sends
//! (`IPSET_CMD_ADD`/`IPSET_CMD_DEL` messages, each with an
//! `IPSET_ATTR_ADT` list of `IPSET_ATTR_DATA` elements numbered by
//! `IPSET_ATTR_LINENO`; no `NLM_F_EXCL`, which is `-exist`), here all
//! messages in one `send`: the kernel handles them during the call, so a
//! killed `dropc` leaves all of them done or none, as a killed `dropc`
//! left its `ipset restore` child running to the end.
//!
//! The encoding is the one libipset (ipset 7) and the kernel
//! (`net/netfilter/ipset/ip_set_core.c`, `ip_set_dump_start`) use: every
//! request carries `IPSET_ATTR_PROTOCOL`; the flags are a big-endian u32;
//! the header's numbers (`IPSET_ATTR_DATA` nested: `MAXELEM`, `ELEMENTS`,
//! `TIMEOUT`, ...) are big-endian u32 with `NLA_F_NET_BYTEORDER`.

use super::{
    be_u32, Attrs, Messages, NlError, Socket, Verb, Writer, NLM_F_ACK, NLM_F_DUMP, NLM_F_REQUEST,
};

const NFNL_SUBSYS_IPSET: u16 = 6;
const IPSET_PROTOCOL: u8 = 7;
const IPSET_CMD_LIST: u16 = 7;
const IPSET_CMD_ADD: u16 = 9;
const IPSET_CMD_DEL: u16 = 10;
const IPSET_ATTR_PROTOCOL: u16 = 1;
const IPSET_ATTR_SETNAME: u16 = 2;
const IPSET_ATTR_TYPENAME: u16 = 3;
const IPSET_ATTR_FLAGS: u16 = 6;
const IPSET_ATTR_DATA: u16 = 7;
const IPSET_ATTR_ADT: u16 = 8;
const IPSET_ATTR_LINENO: u16 = 9;
/// In `IPSET_ATTR_IP`.
const IPSET_ATTR_IPADDR_IPV4: u16 = 1;
const IPSET_ATTR_IPADDR_IPV6: u16 = 2;
const IPSET_ATTR_IP: u16 = 1;
const IPSET_ATTR_CIDR: u16 = 3;
const IPSET_ATTR_PORT: u16 = 4;
const IPSET_ATTR_PORT_TO: u16 = 5;
/// In `IPSET_ATTR_DATA` (CADT and create attributes).
const IPSET_ATTR_TIMEOUT: u16 = 6;
const IPSET_ATTR_MAXELEM: u16 = 19;
const IPSET_ATTR_ELEMENTS: u16 = 24;
const IPSET_FLAG_LIST_HEADER: u32 = 1 << 2;
const NLA_F_NET_BYTEORDER: u16 = 0x4000;
const IPSET_ERR_PRIVATE: i32 = 4096;
const IPSET_ERR_TYPE_SPECIFIC: i32 = 4352;
/// At most this many bytes of elements per message: `IPSET_ATTR_ADT` is
/// one attribute, whose length is 16 bits.
const MSG_ELEMENTS_MAX: usize = 60_000;
/// libipset's `nfgen_family` for every request.
const AF_INET: u8 = 2;
/// The longest set name, its NUL included (`IPSET_MAXNAMELEN`).
const IPSET_MAXNAMELEN: usize = 32;

/// What `ipset list -t NAME` shows of a set, as far as dropc needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// `hash:net`, `bitmap:port`, ...
    pub typename: String,
    /// "Number of entries".
    pub entries: u64,
    /// `maxelem` (hash types; `None` for bitmaps).
    pub maxelem: Option<u64>,
    /// The default element timeout of a set created with timeout support
    /// (`timeout 0` included); `None`: no timeout support.
    pub timeout: Option<u64>,
}

/// The header of ipset `name`; `Ok(None)` when there is no such set.
pub fn header(name: &str) -> Result<Option<Header>, NlError> {
    let what = format!("ipset list -t {name}");
    if name.is_empty() || name.len() >= IPSET_MAXNAMELEN || name.contains('\0') {
        return Ok(None);
    }
    let mut w = Writer::default();
    let seq = 1;
    let at = start(&mut w, IPSET_CMD_LIST, NLM_F_DUMP, seq, name);
    w.attr(IPSET_ATTR_FLAGS, &IPSET_FLAG_LIST_HEADER.to_be_bytes());
    w.end_msg(at);
    let answers = match Socket::open()?.request(&w.buf, seq, IPSET_CMD_LIST, &what) {
        Ok(a) => a,
        Err(e) if e.errno == libc::ENOENT => return Ok(None),
        Err(e) => return Err(e),
    };
    let body = answers
        .first()
        .ok_or_else(|| NlError::malformed(&what, "no answer"))?;
    parse_header(body)
        .map(Some)
        .ok_or_else(|| NlError::malformed(&what, "no type or no element count"))
}

/// Starts request `cmd` on set `set` (the attributes every ipset request
/// begins with); returns its offset.
fn start(w: &mut Writer, cmd: u16, flags: u16, seq: u32, set: &str) -> usize {
    let at = w.msg(
        (NFNL_SUBSYS_IPSET << 8) | cmd,
        NLM_F_REQUEST | flags,
        seq,
        AF_INET,
        0,
    );
    w.attr(IPSET_ATTR_PROTOCOL, &[IPSET_PROTOCOL]);
    w.attr_str(IPSET_ATTR_SETNAME, set);
    at
}

/// A `IPSET_CMD_LIST` answer's attributes (after the `nfgenmsg`).
fn parse_header(body: &[u8]) -> Option<Header> {
    let mut typename = None;
    let (mut entries, mut maxelem, mut timeout) = (None, None, None);
    for (ty, v) in Attrs::new(body) {
        match ty {
            IPSET_ATTR_TYPENAME => {
                let s = v.split(|b| *b == 0).next().unwrap_or(v);
                typename = Some(String::from_utf8_lossy(s).into_owned());
            }
            IPSET_ATTR_DATA => {
                for (t, d) in Attrs::new(v) {
                    match t {
                        IPSET_ATTR_ELEMENTS => entries = be_u32(d).map(u64::from),
                        IPSET_ATTR_MAXELEM => maxelem = be_u32(d).map(u64::from),
                        IPSET_ATTR_TIMEOUT => timeout = be_u32(d).map(u64::from),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    Some(Header {
        typename: typename?,
        entries: entries?,
        maxelem,
        timeout,
    })
}

/// One element of an ipset change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// An IPv4 prefix (hash:net): address, length 1 to 32.
    V4(u32, u8),
    /// An IPv6 prefix (hash:net): address, length 1 to 128.
    V6(u128, u8),
    /// A port range (bitmap:port).
    Ports(u16, u16),
}

/// Why an ipset change stopped.
#[derive(Debug, thiserror::Error)]
#[error("ipset {set}: {what}")]
pub struct ChangeError {
    pub set: String,
    /// The kernel's reason, and the element it refused when it says.
    pub what: String,
}

/// Adds (`Verb::Add`, with `timeout` seconds, or the set's default
/// timeout when `None`) or deletes `elems` of each of the `changes`' sets,
/// as `ipset restore` of `add|del SET ELEM [timeout T] -exist` lines does:
/// an element already there gets the new timeout; a deleted element that
/// is not there is no error. Every message goes in one `send`. The kernel
/// stops a message at its first refused element (the rest of that
/// message's elements are not changed; other messages are); the error
/// names the first refused element.
pub fn change(
    verb: Verb,
    changes: &[(&str, &[Elem])],
    timeout: Option<u32>,
) -> Result<(), ChangeError> {
    let (req, msgs) = encode(verb, changes, timeout);
    let Some(&(last, ..)) = msgs.last() else {
        return Ok(());
    };
    let fail = |set: &str, what: String| ChangeError {
        set: set.to_string(),
        what,
    };
    let first_set = msgs[0].1;
    let sock = Socket::open().map_err(|e| fail(first_set, e.to_string()))?;
    sock.set_sndbuf(req.len() + 4096);
    sock.send(&req, "send")
        .map_err(|e| fail(first_set, e.to_string()))?;
    let mut refused: Option<ChangeError> = None;
    let mut acked = false;
    let mut buf = vec![0u8; 1 << 17];
    while !acked {
        let len = match sock.recv(&mut buf, libc::MSG_DONTWAIT) {
            Ok(len) => len,
            Err(e) => {
                return Err(refused.unwrap_or_else(|| fail(first_set, e.to_string())));
            }
        };
        for m in Messages::new(&buf[..len]) {
            let Some((errno, _)) = m.error() else {
                continue;
            };
            let Some(&(s, set, elems)) = msgs.iter().find(|(s, ..)| *s == m.seq) else {
                continue;
            };
            if s == last {
                acked = true;
            }
            if errno != 0 && refused.is_none() {
                // With numbered elements the kernel sends back the request
                // with the refused element's number in its LINENO.
                let which = refused_lineno(m.body)
                    .and_then(|k| elems.get((k as usize).checked_sub(1)?))
                    .map(|e| format!(" (element {})", elem_text(e)))
                    .unwrap_or_default();
                refused = Some(fail(set, format!("{}{which}", describe(errno))));
            }
        }
    }
    match refused {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// The messages of [`change`], the last asking for an ack (when it
/// comes, every message before it was handled too), and the sequence
/// number, set and elements of each.
type Sent<'a> = Vec<(u32, &'a str, &'a [Elem])>;

fn encode<'a>(
    verb: Verb,
    changes: &[(&'a str, &'a [Elem])],
    timeout: Option<u32>,
) -> (Vec<u8>, Sent<'a>) {
    let cmd = match verb {
        Verb::Add => IPSET_CMD_ADD,
        Verb::Delete => IPSET_CMD_DEL,
    };
    let mut w = Writer::default();
    // (seq, set, elements) of each message, and where the last starts.
    let mut msgs: Sent = Vec::new();
    let mut last_at = 0;
    let mut seq = 0u32;
    for &(set, elems) in changes {
        let mut rest = elems;
        while !rest.is_empty() {
            seq += 1;
            let at = start(&mut w, cmd, 0, seq, set);
            w.attr(IPSET_ATTR_LINENO, &0u32.to_ne_bytes());
            let adt = w.nest(IPSET_ATTR_ADT);
            let start = w.buf.len();
            let mut n = 0;
            while let Some(e) = rest.get(n) {
                if w.buf.len() - start > MSG_ELEMENTS_MAX {
                    break;
                }
                n += 1;
                element(&mut w, e, timeout, n as u32);
            }
            w.end_nest(adt);
            w.end_msg(at);
            last_at = at;
            msgs.push((seq, set, &rest[..n]));
            rest = &rest[n..];
        }
    }
    if !msgs.is_empty() {
        w.buf[last_at + 6..last_at + 8].copy_from_slice(&(NLM_F_REQUEST | NLM_F_ACK).to_ne_bytes());
    }
    (w.buf, msgs)
}

/// One `IPSET_ATTR_DATA` element.
fn element(w: &mut Writer, e: &Elem, timeout: Option<u32>, lineno: u32) {
    let d = w.nest(IPSET_ATTR_DATA);
    match *e {
        Elem::V4(a, len) => prefix(w, IPSET_ATTR_IPADDR_IPV4, &a.to_be_bytes(), len),
        Elem::V6(a, len) => prefix(w, IPSET_ATTR_IPADDR_IPV6, &a.to_be_bytes(), len),
        Elem::Ports(lo, hi) => {
            w.attr(IPSET_ATTR_PORT | NLA_F_NET_BYTEORDER, &lo.to_be_bytes());
            if hi != lo {
                w.attr(IPSET_ATTR_PORT_TO | NLA_F_NET_BYTEORDER, &hi.to_be_bytes());
            }
        }
    }
    if let Some(t) = timeout {
        w.attr(IPSET_ATTR_TIMEOUT | NLA_F_NET_BYTEORDER, &t.to_be_bytes());
    }
    w.attr(IPSET_ATTR_LINENO, &lineno.to_ne_bytes());
    w.end_nest(d);
}

/// An address (`IPSET_ATTR_IP` holding attribute `ty`) and prefix length.
fn prefix(w: &mut Writer, ty: u16, addr: &[u8], len: u8) {
    let ip = w.nest(IPSET_ATTR_IP);
    w.attr(ty | NLA_F_NET_BYTEORDER, addr);
    w.end_nest(ip);
    w.attr(IPSET_ATTR_CIDR, &[len]);
}

/// The element number in the kernel's answer to a refused numbered
/// request: the request itself (after the errno), its `IPSET_ATTR_LINENO`
/// rewritten.
fn refused_lineno(body: &[u8]) -> Option<u32> {
    let req = body.get(4..)?;
    let len = u32::from_ne_bytes(req.get(..4)?.try_into().ok()?) as usize;
    let attrs = req.get(20..len.min(req.len()))?;
    Attrs::new(attrs)
        .find(|(ty, _)| *ty == IPSET_ATTR_LINENO)
        .and_then(|(_, v)| Some(u32::from_ne_bytes(v.try_into().ok()?)))
        .filter(|k| *k > 0)
}

/// How ipset writes an element.
fn elem_text(e: &Elem) -> String {
    match *e {
        Elem::V4(a, len) => format!("{}/{len}", std::net::Ipv4Addr::from(a)),
        Elem::V6(a, len) => format!("{}/{len}", std::net::Ipv6Addr::from(a)),
        Elem::Ports(lo, hi) if lo == hi => lo.to_string(),
        Elem::Ports(lo, hi) => format!("{lo}-{hi}"),
    }
}

/// The kernel's ipset error codes (`ip_set.h`, `ip_set_hash.h`,
/// `ip_set_bitmap.h`) in words, as the tool says them.
fn describe(errno: i32) -> String {
    let known = match errno {
        libc::ENOENT => Some("the set does not exist"),
        e if e == IPSET_ERR_PRIVATE + 1 => Some("protocol error"),
        e if e == IPSET_ERR_PRIVATE + 8 => Some("invalid CIDR"),
        e if e == IPSET_ERR_PRIVATE + 11 => Some("the set has no timeout support"),
        e if e == IPSET_ERR_TYPE_SPECIFIC => {
            Some("the set is full (maxelem), or the element is out of its range")
        }
        e if e == IPSET_ERR_TYPE_SPECIFIC + 4 => Some("ranges are not supported"),
        _ => None,
    };
    match known {
        Some(s) => s.to_string(),
        None if errno >= IPSET_ERR_PRIVATE => format!("ipset error {errno}"),
        None => std::io::Error::from_raw_os_error(errno).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An answer as the kernel writes it (hash:net with timeout support).
    #[test]
    fn header_answer_parses() {
        let mut w = Writer::default();
        w.attr(IPSET_ATTR_PROTOCOL, &[IPSET_PROTOCOL]);
        w.attr_str(IPSET_ATTR_SETNAME, "dropc-e0:deny-4");
        w.attr_str(IPSET_ATTR_TYPENAME, "hash:net");
        w.attr(5, &[2]); // family
        let d = w.nest(IPSET_ATTR_DATA);
        // NLA_F_NET_BYTEORDER on the numbers, as nla_put_net32 sets it.
        w.attr(18 | 0x4000, &1024u32.to_be_bytes()); // hashsize
        w.attr(IPSET_ATTR_MAXELEM | 0x4000, &65536u32.to_be_bytes());
        w.attr(IPSET_ATTR_ELEMENTS | 0x4000, &3u32.to_be_bytes());
        w.attr(IPSET_ATTR_TIMEOUT | 0x4000, &0u32.to_be_bytes());
        w.end_nest(d);
        assert_eq!(
            parse_header(&w.buf),
            Some(Header {
                typename: "hash:net".into(),
                entries: 3,
                maxelem: Some(65536),
                timeout: Some(0),
            })
        );
        // No element count: not a header.
        let mut w = Writer::default();
        w.attr_str(IPSET_ATTR_TYPENAME, "bitmap:port");
        assert_eq!(parse_header(&w.buf), None);
    }

    /// The messages of a change: one per set (more for a set with more
    /// elements than one message holds), numbered elements, the last one
    /// acknowledged; the number of a refused element read back from the
    /// kernel's answer (the request with its LINENO rewritten).
    #[test]
    fn change_messages() {
        let many: Vec<Elem> = (0..3000u32).map(|i| Elem::V4(i << 8, 24)).collect();
        let ports = [Elem::Ports(22, 22), Elem::Ports(1000, 2000)];
        let (buf, msgs) = encode(Verb::Add, &[("a-4", &many), ("a-p", &ports)], Some(60));
        assert!(msgs.len() >= 3, "{}", msgs.len());
        assert_eq!(msgs.iter().map(|m| m.2.len()).sum::<usize>(), 3002);
        assert_eq!(msgs.last().map(|m| (m.1, m.2.len())), Some(("a-p", 2)));
        let mut seen = Vec::new();
        for m in Messages::new(&buf) {
            assert_eq!(m.ty, (NFNL_SUBSYS_IPSET << 8) | IPSET_CMD_ADD);
            let ack = m.flags & NLM_F_ACK != 0;
            let mut set = String::new();
            let mut first: Option<Vec<(u16, Vec<u8>)>> = None;
            let mut n = 0;
            for (ty, v) in Attrs::new(&m.body[4..]) {
                match ty {
                    IPSET_ATTR_SETNAME => set = String::from_utf8_lossy(&v[..v.len() - 1]).into(),
                    IPSET_ATTR_ADT => {
                        for (t, d) in Attrs::new(v) {
                            assert_eq!(t, IPSET_ATTR_DATA);
                            n += 1;
                            first.get_or_insert_with(|| {
                                Attrs::new(d).map(|(t, x)| (t, x.to_vec())).collect()
                            });
                        }
                    }
                    _ => {}
                }
            }
            seen.push((m.seq, set, n, ack, first.unwrap_or_default()));
        }
        let acks: Vec<bool> = seen.iter().map(|s| s.3).collect();
        assert_eq!(acks.iter().filter(|a| **a).count(), 1);
        assert_eq!(acks.last(), Some(&true));
        let (_, set, n, _, first) = &seen[0];
        assert_eq!((set.as_str(), *n), ("a-4", msgs[0].2.len()));
        let attr = |ty: u16| first.iter().find(|(t, _)| *t == ty).map(|(_, v)| v.clone());
        let ip = attr(IPSET_ATTR_IP).unwrap();
        assert_eq!(
            Attrs::new(&ip).next().map(|(t, v)| (t, v.to_vec())),
            Some((IPSET_ATTR_IPADDR_IPV4, vec![0, 0, 0, 0]))
        );
        assert_eq!(attr(IPSET_ATTR_CIDR), Some(vec![24]));
        assert_eq!(attr(IPSET_ATTR_TIMEOUT), Some(60u32.to_be_bytes().to_vec()));
        assert_eq!(attr(IPSET_ATTR_LINENO), Some(1u32.to_ne_bytes().to_vec()));
        let (_, set, n, ..) = &seen[seen.len() - 1];
        assert_eq!((set.as_str(), *n), ("a-p", 2));

        // The kernel's answer to a refused element: errno, then the request
        // with LINENO = the element's number.
        let mut w = Writer::default();
        let at = start(&mut w, IPSET_CMD_ADD, 0, 7, "a-4");
        w.attr(IPSET_ATTR_LINENO, &5u32.to_ne_bytes());
        w.end_msg(at);
        let mut body = (-4352i32).to_ne_bytes().to_vec();
        body.extend_from_slice(&w.buf);
        assert_eq!(refused_lineno(&body), Some(5));
        assert_eq!(elem_text(&many[4]), "0.0.4.0/24");
        assert_eq!(elem_text(&ports[1]), "1000-2000");
        assert!(describe(4352).contains("full"));
    }
}
