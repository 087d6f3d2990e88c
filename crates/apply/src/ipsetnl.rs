//! ipsets read over netlink (nfnetlink, subsystem `NFNL_SUBSYS_IPSET`,
//! protocol 7) without the `ipset` tool. A child module of [`super`]
//! (`nftnl`): the socket, message writer and attribute reader are the same
//! nfnetlink plumbing.
//!
//! Why: `dropc set add` on the iptables target ran `ipset list -t` five
//! times (three to find the set's parts, two for their room) before its
//! `ipset restore`; each process costs 5 to 8 ms, more than a third of
//! the command (issue #13). A header here is one dump request
//! (`IPSET_CMD_LIST` of one set with `IPSET_FLAG_LIST_HEADER`, which the
//! kernel answers without the elements), about as cheap as a system call.
//!
//! The encoding is the one libipset (ipset 7) and the kernel
//! (`net/netfilter/ipset/ip_set_core.c`, `ip_set_dump_start`) use: every
//! request carries `IPSET_ATTR_PROTOCOL`; the flags are a big-endian u32;
//! the header's numbers (`IPSET_ATTR_DATA` nested: `MAXELEM`, `ELEMENTS`,
//! `TIMEOUT`, ...) are big-endian u32 with `NLA_F_NET_BYTEORDER`.

use super::{be_u32, Attrs, NlError, Socket, Writer, NLM_F_DUMP, NLM_F_REQUEST};

const NFNL_SUBSYS_IPSET: u16 = 6;
const IPSET_PROTOCOL: u8 = 7;
const IPSET_CMD_LIST: u16 = 7;
const IPSET_ATTR_PROTOCOL: u16 = 1;
const IPSET_ATTR_SETNAME: u16 = 2;
const IPSET_ATTR_TYPENAME: u16 = 3;
const IPSET_ATTR_FLAGS: u16 = 6;
const IPSET_ATTR_DATA: u16 = 7;
/// In `IPSET_ATTR_DATA` (CADT and create attributes).
const IPSET_ATTR_TIMEOUT: u16 = 6;
const IPSET_ATTR_MAXELEM: u16 = 19;
const IPSET_ATTR_ELEMENTS: u16 = 24;
const IPSET_FLAG_LIST_HEADER: u32 = 1 << 2;
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
    let at = w.msg(
        (NFNL_SUBSYS_IPSET << 8) | IPSET_CMD_LIST,
        NLM_F_REQUEST | NLM_F_DUMP,
        seq,
        AF_INET,
        0,
    );
    w.attr(IPSET_ATTR_PROTOCOL, &[IPSET_PROTOCOL]);
    w.attr_str(IPSET_ATTR_SETNAME, name);
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
}
