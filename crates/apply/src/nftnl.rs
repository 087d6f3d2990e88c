//! The elements of nf_tables interval sets, read and written over netlink
//! (nfnetlink, subsystem `NFNL_SUBSYS_NFTABLES`) without the `nft` tool.
//!
//! Why: nft 1.0.6 reads every element of a table's sets into its cache
//! before each command that touches an interval set, so adding 10,000
//! prefixes to a 200,000-element set took 4.1 s, and listing one took as
//! long. Here an update is one netlink batch (`NFNL_MSG_BATCH_BEGIN`,
//! `NFT_MSG_NEWSETELEM`/`NFT_MSG_DELSETELEM` messages, `NFNL_MSG_BATCH_END`)
//! sent in one `send`: the kernel runs it as one transaction, so it is all
//! or nothing, and a flush plus adds in it replace a set atomically.
//!
//! The encoding is nft's own (nftables `src/intervals.c`,
//! `set_to_intervals`; libnftnl `src/set_elem.c`), so that `nft list set`
//! reads back what nft would have written: an interval `lo..=hi` of a
//! single-field interval set (kernel backend `nft_set_rbtree`) is two
//! elements, a start (key `lo`, the timeout in ms, and for an interval that
//! runs to the end of the key space the element user data
//! `NFTNL_UDATA_SET_ELEM_FLAGS = NFTNL_SET_ELEM_F_INTERVAL_OPEN` and no end)
//! and an end (key `hi + 1`, flag `NFT_SET_ELEM_INTERVAL_END`, no timeout).
//! Keys are in network byte order, as wide as the set's key (4, 16 or 2
//! bytes). Reading is a `NFT_MSG_GETSETELEM` dump, paired back into
//! intervals the way nft's `get_set_decompose` does.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

/// ipsets over the same nfnetlink plumbing.
#[path = "ipsetnl.rs"]
pub mod ipset;

const NETLINK_NETFILTER: i32 = 12;
const NFNL_SUBSYS_NFTABLES: u16 = 10;
const NFNL_MSG_BATCH_BEGIN: u16 = 0x10;
const NFNL_MSG_BATCH_END: u16 = 0x11;
const NFT_MSG_NEWSET: u16 = 9;
const NFT_MSG_GETSET: u16 = 10;
const NFT_MSG_NEWSETELEM: u16 = 12;
const NFT_MSG_GETSETELEM: u16 = 13;
const NFT_MSG_DELSETELEM: u16 = 14;
const NFPROTO_NETDEV: u8 = 5;

const NLM_F_REQUEST: u16 = 0x1;
const NLM_F_ACK: u16 = 0x4;
const NLM_F_DUMP: u16 = 0x300;
const NLM_F_CREATE: u16 = 0x400;
const NLM_F_ACK_TLVS: u16 = 0x200;
const NLMSG_ERROR: u16 = 2;
const NLMSG_DONE: u16 = 3;
const NLMSGERR_ATTR_MSG: u16 = 1;
const NETLINK_CAP_ACK: i32 = 10;
const NETLINK_EXT_ACK: i32 = 11;
const NLA_F_NESTED: u16 = 0x8000;
const NLA_TYPE_MASK: u16 = 0x3fff;

const NFTA_SET_TABLE: u16 = 1;
const NFTA_SET_NAME: u16 = 2;
const NFTA_SET_FLAGS: u16 = 3;
const NFTA_SET_KEY_LEN: u16 = 5;
const NFTA_SET_DESC: u16 = 9;
const NFTA_SET_DESC_SIZE: u16 = 1;
const NFTA_SET_USERDATA: u16 = 13;
const NFTA_SET_ELEM_LIST_TABLE: u16 = 1;
const NFTA_SET_ELEM_LIST_SET: u16 = 2;
const NFTA_SET_ELEM_LIST_ELEMENTS: u16 = 3;
const NFTA_LIST_ELEM: u16 = 1;
const NFTA_SET_ELEM_KEY: u16 = 1;
const NFTA_SET_ELEM_FLAGS: u16 = 3;
const NFTA_SET_ELEM_TIMEOUT: u16 = 4;
const NFTA_SET_ELEM_EXPIRATION: u16 = 5;
const NFTA_SET_ELEM_USERDATA: u16 = 6;
const NFTA_DATA_VALUE: u16 = 1;
const NFT_SET_ELEM_INTERVAL_END: u32 = 1;
/// libnftnl's user data types (`include/libnftnl/udata.h`).
const NFTNL_UDATA_SET_COMMENT: u8 = 7;
const NFTNL_UDATA_SET_ELEM_FLAGS: u8 = 1;
const NFTNL_SET_ELEM_F_INTERVAL_OPEN: u32 = 1;

/// At most this many bytes of elements per message: the elements are one
/// nested attribute, whose length is 16 bits.
const MSG_ELEMENTS_MAX: usize = 60_000;

/// Whether the running kernel renews an element that is there when it is
/// added again (its timeout set anew, or cleared when the add has none):
/// Linux 6.12 and later (kernel commit 4201f3938914, "netfilter:
/// nf_tables: set element timeout update support"); before, such an add
/// was ignored. Checked by `tests/kernel_dynset.rs` (renewals) on the
/// kernel it runs on.
pub fn add_renews() -> bool {
    // SAFETY: uname fills the struct it is given.
    let mut u: libc::utsname = unsafe { std::mem::zeroed() };
    if unsafe { libc::uname(&mut u) } != 0 {
        return false;
    }
    let release: Vec<u8> = u
        .release
        .iter()
        .take_while(|c| **c != 0)
        .map(|c| *c as u8)
        .collect();
    release_at_least(&String::from_utf8_lossy(&release), (6, 12))
}

/// `6.18.44-fc-v769` is at least (6, 12).
fn release_at_least(release: &str, want: (u32, u32)) -> bool {
    let mut it = release
        .split(|c: char| !c.is_ascii_digit())
        .map(|n| n.parse::<u32>().ok());
    match (it.next().flatten(), it.next().flatten()) {
        (Some(major), Some(minor)) => (major, minor) >= want,
        _ => false,
    }
}

/// A set of a netdev table.
#[derive(Clone, Copy, Debug)]
pub struct SetRef<'a> {
    pub table: &'a str,
    pub set: &'a str,
    /// Key width in bytes: 4 (IPv4), 16 (IPv6), 2 (port).
    pub width: usize,
}

/// One interval of a set, with its timeout when written and its timeout
/// and time left when read (milliseconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interval {
    pub lo: u128,
    pub hi: u128,
    pub timeout_ms: Option<u64>,
    pub expires_ms: Option<u64>,
}

/// A set's parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetInfo {
    /// `size` (`None`: not set).
    pub size: Option<u64>,
    pub comment: Option<String>,
    pub flags: u32,
    pub key_len: u32,
}

/// What the kernel refused, and why.
#[derive(Debug, thiserror::Error)]
#[error("nf_tables {what}: {}{}", std::io::Error::from_raw_os_error(*errno), detail.as_deref().map(|d| format!(" ({d})")).unwrap_or_default())]
pub struct NlError {
    pub what: String,
    /// The errno (positive), 0 when the answer was malformed.
    pub errno: i32,
    /// The kernel's extended ack message, if any.
    pub detail: Option<String>,
}

impl NlError {
    fn os(what: &str) -> NlError {
        NlError {
            what: what.to_string(),
            errno: std::io::Error::last_os_error().raw_os_error().unwrap_or(0),
            detail: None,
        }
    }

    fn malformed(what: &str, why: &str) -> NlError {
        NlError {
            what: what.to_string(),
            errno: libc::EPROTO,
            detail: Some(why.to_string()),
        }
    }
}

/// What a batch does to elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Add,
    Delete,
}

/// Netlink messages being written: attributes nest by offsets.
#[derive(Default)]
struct Writer {
    buf: Vec<u8>,
}

impl Writer {
    fn align(&mut self) {
        while self.buf.len() & 3 != 0 {
            self.buf.push(0);
        }
    }

    /// Starts a message; returns its offset.
    fn msg(&mut self, ty: u16, flags: u16, seq: u32, family: u8, res_id: u16) -> usize {
        let at = self.buf.len();
        self.buf.extend_from_slice(&0u32.to_ne_bytes());
        self.buf.extend_from_slice(&ty.to_ne_bytes());
        self.buf.extend_from_slice(&flags.to_ne_bytes());
        self.buf.extend_from_slice(&seq.to_ne_bytes());
        self.buf.extend_from_slice(&0u32.to_ne_bytes());
        self.buf.push(family);
        self.buf.push(0); // NFNETLINK_V0
        self.buf.extend_from_slice(&res_id.to_be_bytes());
        at
    }

    fn end_msg(&mut self, at: usize) {
        self.align();
        let len = (self.buf.len() - at) as u32;
        self.buf[at..at + 4].copy_from_slice(&len.to_ne_bytes());
    }

    fn attr(&mut self, ty: u16, data: &[u8]) {
        let len = (4 + data.len()) as u16;
        self.buf.extend_from_slice(&len.to_ne_bytes());
        self.buf.extend_from_slice(&ty.to_ne_bytes());
        self.buf.extend_from_slice(data);
        self.align();
    }

    fn attr_str(&mut self, ty: u16, s: &str) {
        let mut v = s.as_bytes().to_vec();
        v.push(0);
        self.attr(ty, &v);
    }

    fn nest(&mut self, ty: u16) -> usize {
        let at = self.buf.len();
        self.buf.extend_from_slice(&0u16.to_ne_bytes());
        self.buf
            .extend_from_slice(&(ty | NLA_F_NESTED).to_ne_bytes());
        at
    }

    fn end_nest(&mut self, at: usize) {
        let len = (self.buf.len() - at) as u16;
        self.buf[at..at + 2].copy_from_slice(&len.to_ne_bytes());
    }
}

/// The key bytes of `v` in a `width`-byte key, network byte order.
fn key(v: u128, width: usize) -> Vec<u8> {
    v.to_be_bytes()[16 - width..].to_vec()
}

fn key_max(width: usize) -> u128 {
    u128::MAX >> (128 - 8 * width)
}

/// One element of the wire: a start or an end.
struct Elem {
    key: u128,
    end: bool,
    timeout_ms: Option<u64>,
    open: bool,
}

/// The elements nft writes for `iv` (see the module's documentation).
fn elements_of(iv: &Interval, width: usize, verb: Verb) -> [Option<Elem>; 2] {
    let open = iv.hi >= key_max(width);
    let start = Elem {
        key: iv.lo,
        end: false,
        timeout_ms: match verb {
            Verb::Add => iv.timeout_ms,
            Verb::Delete => None,
        },
        open: open && verb == Verb::Add,
    };
    let end = (!open).then(|| Elem {
        key: iv.hi + 1,
        end: true,
        timeout_ms: None,
        open: false,
    });
    [Some(start), end]
}

/// A transaction on set elements, sent as one netlink batch.
pub struct Batch {
    w: Writer,
    seq: u32,
    /// Messages that ask for an ack (all but the batch's begin and end).
    acks: u32,
    first_seq: u32,
}

impl Default for Batch {
    fn default() -> Self {
        Batch::new()
    }
}

impl Batch {
    pub fn new() -> Batch {
        let mut w = Writer::default();
        let seq = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs() as u32);
        let at = w.msg(
            NFNL_MSG_BATCH_BEGIN,
            NLM_F_REQUEST,
            seq,
            0,
            NFNL_SUBSYS_NFTABLES,
        );
        w.end_msg(at);
        Batch {
            w,
            seq: seq.wrapping_add(1),
            acks: 0,
            first_seq: seq.wrapping_add(1),
        }
    }

    /// True when nothing was put in the batch.
    pub fn is_empty(&self) -> bool {
        self.acks == 0
    }

    fn set_msg(&mut self, ty: u16, flags: u16, set: &SetRef) -> usize {
        let at = self.w.msg(
            (NFNL_SUBSYS_NFTABLES << 8) | ty,
            NLM_F_REQUEST | NLM_F_ACK | flags,
            self.seq,
            NFPROTO_NETDEV,
            0,
        );
        self.seq = self.seq.wrapping_add(1);
        self.acks += 1;
        self.w.attr_str(NFTA_SET_ELEM_LIST_TABLE, set.table);
        self.w.attr_str(NFTA_SET_ELEM_LIST_SET, set.set);
        at
    }

    /// Empties the set (`flush set`).
    pub fn flush(&mut self, set: &SetRef) {
        let at = self.set_msg(NFT_MSG_DELSETELEM, 0, set);
        self.w.end_msg(at);
    }

    /// Adds or deletes intervals (an add of an element already there is no
    /// error; a delete of one that is not there is).
    pub fn elements(&mut self, verb: Verb, set: &SetRef, items: &[Interval]) {
        let all: Vec<Elem> = items
            .iter()
            .flat_map(|iv| elements_of(iv, set.width, verb))
            .flatten()
            .collect();
        self.raw(verb, set, &all);
    }

    /// The end element at key 0 nft writes first into an empty set whose
    /// first interval does not start at 0 (nftables' "first segment").
    pub fn first_segment(&mut self, set: &SetRef) {
        let e = Elem {
            key: 0,
            end: true,
            timeout_ms: None,
            open: false,
        };
        self.raw(Verb::Add, set, &[e]);
    }

    fn raw(&mut self, verb: Verb, set: &SetRef, all: &[Elem]) {
        let (ty, flags) = match verb {
            Verb::Add => (NFT_MSG_NEWSETELEM, NLM_F_CREATE),
            Verb::Delete => (NFT_MSG_DELSETELEM, 0),
        };
        let mut rest = all;
        while !rest.is_empty() {
            let at = self.set_msg(ty, flags, set);
            let list = self.w.nest(NFTA_SET_ELEM_LIST_ELEMENTS);
            let begin = self.w.buf.len();
            let mut n = 0;
            for e in rest {
                if self.w.buf.len() - begin > MSG_ELEMENTS_MAX {
                    break;
                }
                let el = self.w.nest(NFTA_LIST_ELEM);
                let k = self.w.nest(NFTA_SET_ELEM_KEY);
                self.w.attr(NFTA_DATA_VALUE, &key(e.key, set.width));
                self.w.end_nest(k);
                if e.end {
                    self.w.attr(
                        NFTA_SET_ELEM_FLAGS,
                        &NFT_SET_ELEM_INTERVAL_END.to_be_bytes(),
                    );
                }
                if let Some(t) = e.timeout_ms {
                    self.w.attr(NFTA_SET_ELEM_TIMEOUT, &t.to_be_bytes());
                }
                if e.open {
                    let mut ud = vec![NFTNL_UDATA_SET_ELEM_FLAGS, 4];
                    ud.extend_from_slice(&NFTNL_SET_ELEM_F_INTERVAL_OPEN.to_ne_bytes());
                    self.w.attr(NFTA_SET_ELEM_USERDATA, &ud);
                }
                self.w.end_nest(el);
                n += 1;
            }
            self.w.end_nest(list);
            self.w.end_msg(at);
            rest = &rest[n..];
        }
    }

    /// Sends the batch and waits for the kernel's answer: `Ok` when every
    /// message was accepted and the transaction committed; on any error,
    /// nothing changed.
    pub fn commit(mut self) -> Result<(), NlError> {
        if self.is_empty() {
            return Ok(());
        }
        let at = self.w.msg(
            NFNL_MSG_BATCH_END,
            NLM_F_REQUEST,
            self.seq,
            0,
            NFNL_SUBSYS_NFTABLES,
        );
        self.w.end_msg(at);
        let sock = Socket::open()?;
        sock.set_sndbuf(self.w.buf.len() + 4096);
        // The batch is processed during `send`: every answer is queued
        // when it returns.
        sock.send(&self.w.buf, "send")?;
        let (first, n) = (self.first_seq, self.acks);
        let mut acked = 0u32;
        let mut failure: Option<NlError> = None;
        let mut buf = vec![0u8; 1 << 16];
        loop {
            let len = match sock.recv(&mut buf, libc::MSG_DONTWAIT) {
                Ok(len) => len,
                Err(e) if e.errno == libc::EAGAIN => break,
                Err(e) => return Err(failure.unwrap_or(e)),
            };
            for m in Messages::new(&buf[..len]) {
                let Some(err) = m.error() else { continue };
                if m.seq_in(first, n) || m.seq == first.wrapping_sub(1) {
                    match err {
                        (0, _) => acked += 1,
                        (e, detail) => {
                            failure.get_or_insert(NlError {
                                what: "refused the change".to_string(),
                                errno: e,
                                detail,
                            });
                        }
                    }
                }
            }
        }
        match failure {
            Some(e) => Err(e),
            None if acked == n => Ok(()),
            None => Err(NlError::malformed(
                "batch",
                &format!("{acked} of {n} messages acknowledged"),
            )),
        }
    }
}

/// A netlink socket of the netfilter family, in the calling thread's
/// network namespace.
struct Socket(OwnedFd);

impl Socket {
    fn open() -> Result<Socket, NlError> {
        // SAFETY: plain system calls on a descriptor we own.
        unsafe {
            let fd = libc::socket(
                libc::AF_NETLINK,
                libc::SOCK_RAW | libc::SOCK_CLOEXEC,
                NETLINK_NETFILTER,
            );
            if fd < 0 {
                return Err(NlError::os("socket"));
            }
            let sock = Socket(OwnedFd::from_raw_fd(fd));
            let mut addr: libc::sockaddr_nl = std::mem::zeroed();
            addr.nl_family = libc::AF_NETLINK as u16;
            if libc::bind(
                fd,
                std::ptr::addr_of!(addr).cast(),
                std::mem::size_of::<libc::sockaddr_nl>() as u32,
            ) < 0
            {
                return Err(NlError::os("bind"));
            }
            for opt in [NETLINK_CAP_ACK, NETLINK_EXT_ACK] {
                sock.setopt(libc::SOL_NETLINK, opt, 1);
            }
            // Answers to a large batch (one ack per message), or a dump.
            if !sock.setopt(libc::SOL_SOCKET, libc::SO_RCVBUFFORCE, 8 << 20) {
                sock.setopt(libc::SOL_SOCKET, libc::SO_RCVBUF, 8 << 20);
            }
            Ok(sock)
        }
    }

    fn setopt(&self, level: i32, opt: i32, v: i32) -> bool {
        // SAFETY: an int option on our descriptor.
        unsafe {
            libc::setsockopt(
                self.0.as_raw_fd(),
                level,
                opt,
                std::ptr::addr_of!(v).cast(),
                std::mem::size_of::<i32>() as u32,
            ) == 0
        }
    }

    /// A send buffer large enough for the whole batch in one message (so
    /// it is one transaction), as nft does.
    fn set_sndbuf(&self, len: usize) {
        let v = i32::try_from(len).unwrap_or(i32::MAX);
        if !self.setopt(libc::SOL_SOCKET, libc::SO_SNDBUFFORCE, v) {
            self.setopt(libc::SOL_SOCKET, libc::SO_SNDBUF, v);
        }
    }

    fn send(&self, buf: &[u8], what: &str) -> Result<(), NlError> {
        // SAFETY: the buffer outlives the call.
        let n = unsafe { libc::send(self.0.as_raw_fd(), buf.as_ptr().cast(), buf.len(), 0) };
        if n < 0 {
            return Err(NlError::os(what));
        }
        if n as usize != buf.len() {
            return Err(NlError::malformed(what, "short send"));
        }
        Ok(())
    }

    fn recv(&self, buf: &mut [u8], flags: i32) -> Result<usize, NlError> {
        // SAFETY: the buffer outlives the call.
        let n = unsafe {
            libc::recv(
                self.0.as_raw_fd(),
                buf.as_mut_ptr().cast(),
                buf.len(),
                flags | libc::MSG_TRUNC,
            )
        };
        if n < 0 {
            return Err(NlError::os("recv"));
        }
        let n = n as usize;
        if n > buf.len() {
            return Err(NlError::malformed("recv", "answer truncated"));
        }
        Ok(n)
    }

    /// Sends one request and gathers the answers until the dump ends or
    /// the request is acknowledged; returns the payloads (after the
    /// `nfgenmsg`) of the answers of type `want`.
    fn request(
        &self,
        req: &[u8],
        seq: u32,
        want: u16,
        what: &str,
    ) -> Result<Vec<Vec<u8>>, NlError> {
        self.send(req, what)?;
        let mut out = Vec::new();
        let mut buf = vec![0u8; 1 << 17];
        loop {
            let len = self.recv(&mut buf, 0)?;
            for m in Messages::new(&buf[..len]) {
                if m.seq != seq {
                    continue;
                }
                if let Some((e, detail)) = m.error() {
                    if e == 0 {
                        return Ok(out);
                    }
                    return Err(NlError {
                        what: what.to_string(),
                        errno: e,
                        detail,
                    });
                }
                if m.ty == NLMSG_DONE {
                    return Ok(out);
                }
                // A dump's parts are NLM_F_MULTI; a single answer is
                // followed by its ack.
                if m.ty & 0xff == want && m.body.len() >= 4 {
                    out.push(m.body[4..].to_vec());
                }
            }
        }
    }
}

/// One received message.
struct Message<'a> {
    ty: u16,
    flags: u16,
    seq: u32,
    body: &'a [u8],
}

impl Message<'_> {
    fn seq_in(&self, first: u32, n: u32) -> bool {
        self.seq.wrapping_sub(first) < n
    }

    /// For an `NLMSG_ERROR`: the errno (positive; 0 for an ack) and the
    /// extended ack message.
    fn error(&self) -> Option<(i32, Option<String>)> {
        if self.ty != NLMSG_ERROR || self.body.len() < 4 {
            return None;
        }
        let e = i32::from_ne_bytes(self.body[..4].try_into().ok()?);
        let mut detail = None;
        if self.flags & NLM_F_ACK_TLVS != 0 && self.body.len() >= 20 {
            // NETLINK_CAP_ACK: the request's header only, then the TLVs.
            for (ty, v) in Attrs::new(&self.body[20..]) {
                if ty == NLMSGERR_ATTR_MSG {
                    let s = v.split(|b| *b == 0).next().unwrap_or(v);
                    detail = Some(String::from_utf8_lossy(s).into_owned());
                }
            }
        }
        Some((-e, detail))
    }
}

struct Messages<'a> {
    rest: &'a [u8],
}

impl<'a> Messages<'a> {
    fn new(buf: &'a [u8]) -> Self {
        Messages { rest: buf }
    }
}

impl<'a> Iterator for Messages<'a> {
    type Item = Message<'a>;

    fn next(&mut self) -> Option<Message<'a>> {
        let r = self.rest;
        if r.len() < 16 {
            return None;
        }
        let len = u32::from_ne_bytes(r[..4].try_into().ok()?) as usize;
        if len < 16 || len > r.len() {
            self.rest = &[];
            return None;
        }
        let m = Message {
            ty: u16::from_ne_bytes(r[4..6].try_into().ok()?),
            flags: u16::from_ne_bytes(r[6..8].try_into().ok()?),
            seq: u32::from_ne_bytes(r[8..12].try_into().ok()?),
            body: &r[16..len],
        };
        let next = ((len + 3) & !3).min(r.len());
        self.rest = &r[next..];
        Some(m)
    }
}

/// The attributes of a buffer: (type without flags, payload).
struct Attrs<'a> {
    rest: &'a [u8],
}

impl<'a> Attrs<'a> {
    fn new(buf: &'a [u8]) -> Self {
        Attrs { rest: buf }
    }
}

impl<'a> Iterator for Attrs<'a> {
    type Item = (u16, &'a [u8]);

    fn next(&mut self) -> Option<(u16, &'a [u8])> {
        let r = self.rest;
        if r.len() < 4 {
            return None;
        }
        let len = u16::from_ne_bytes([r[0], r[1]]) as usize;
        let ty = u16::from_ne_bytes([r[2], r[3]]) & NLA_TYPE_MASK;
        if len < 4 || len > r.len() {
            self.rest = &[];
            return None;
        }
        let next = ((len + 3) & !3).min(r.len());
        self.rest = &r[next..];
        Some((ty, &r[4..len]))
    }
}

fn be_u32(v: &[u8]) -> Option<u32> {
    Some(u32::from_be_bytes(v.try_into().ok()?))
}

fn be_u64(v: &[u8]) -> Option<u64> {
    Some(u64::from_be_bytes(v.try_into().ok()?))
}

/// A request of the netdev family with string attributes `attrs`.
fn request(ty: u16, flags: u16, attrs: &[(u16, &str)]) -> (Vec<u8>, u32) {
    let mut w = Writer::default();
    let seq = 1;
    let at = w.msg(
        (NFNL_SUBSYS_NFTABLES << 8) | ty,
        NLM_F_REQUEST | flags,
        seq,
        NFPROTO_NETDEV,
        0,
    );
    for (ty, v) in attrs {
        w.attr_str(*ty, v);
    }
    w.end_msg(at);
    (w.buf, seq)
}

const NFT_MSG_NEWCHAIN: u16 = 3;
const NFT_MSG_GETCHAIN: u16 = 4;
const NFTA_CHAIN_TABLE: u16 = 1;
const NFTA_CHAIN_HOOK: u16 = 4;
const NFTA_HOOK_DEV: u16 = 3;
const NFTA_HOOK_DEVS: u16 = 4;
const NFTA_DEVICE_NAME: u16 = 1;

/// A netlink string attribute (NUL-terminated).
fn nl_str(v: &[u8]) -> String {
    let end = v.iter().position(|&b| b == 0).unwrap_or(v.len());
    String::from_utf8_lossy(&v[..end]).into_owned()
}

/// The devices of the base chains of `netdev table` (a `NFT_MSG_GETCHAIN`
/// dump of the netdev family): nft's JSON leaves a netdev chain's device
/// out (1.0.6), netlink has it. Regular chains have no hook and add
/// nothing; a table that does not exist gives an empty list.
pub fn netdev_chain_devices(table: &str) -> Result<Vec<String>, NlError> {
    let (req, seq) = request(NFT_MSG_GETCHAIN, NLM_F_DUMP, &[]);
    let what = "list netdev chains".to_string();
    let answers = Socket::open()?.request(&req, seq, NFT_MSG_NEWCHAIN, &what)?;
    Ok(chain_devices(&answers, table))
}

/// The hook devices of `table`'s chains in a chain dump's answers.
fn chain_devices(answers: &[Vec<u8>], table: &str) -> Vec<String> {
    let mut out = Vec::new();
    for body in answers {
        let mut in_table = false;
        let mut devs = Vec::new();
        for (ty, v) in Attrs::new(body) {
            match ty {
                NFTA_CHAIN_TABLE => in_table = nl_str(v) == table,
                NFTA_CHAIN_HOOK => {
                    for (t, h) in Attrs::new(v) {
                        match t {
                            NFTA_HOOK_DEV => devs.push(nl_str(h)),
                            NFTA_HOOK_DEVS => devs.extend(
                                Attrs::new(h)
                                    .filter(|(d, _)| *d == NFTA_DEVICE_NAME)
                                    .map(|(_, n)| nl_str(n)),
                            ),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        if in_table {
            out.extend(devs);
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The parameters of a set of a netdev table.
pub fn set_info(table: &str, set: &str) -> Result<SetInfo, NlError> {
    let (req, seq) = request(
        NFT_MSG_GETSET,
        NLM_F_ACK,
        &[(NFTA_SET_TABLE, table), (NFTA_SET_NAME, set)],
    );
    let what = format!("get set {table} {set}");
    let answers = Socket::open()?.request(&req, seq, NFT_MSG_NEWSET, &what)?;
    let body = answers
        .first()
        .ok_or_else(|| NlError::malformed(&what, "no answer"))?;
    let mut info = SetInfo {
        size: None,
        comment: None,
        flags: 0,
        key_len: 0,
    };
    for (ty, v) in Attrs::new(body) {
        match ty {
            NFTA_SET_FLAGS => info.flags = be_u32(v).unwrap_or(0),
            NFTA_SET_KEY_LEN => info.key_len = be_u32(v).unwrap_or(0),
            NFTA_SET_DESC => {
                for (t, d) in Attrs::new(v) {
                    if t == NFTA_SET_DESC_SIZE {
                        info.size = be_u32(d).map(u64::from).filter(|s| *s > 0);
                    }
                }
            }
            NFTA_SET_USERDATA => info.comment = udata_comment(v),
            _ => {}
        }
    }
    Ok(info)
}

/// The comment in a set's user data.
fn udata_comment(v: &[u8]) -> Option<String> {
    udata_of(v, NFTNL_UDATA_SET_COMMENT)
}

/// One dumped element.
struct Dumped {
    key: u128,
    end: bool,
    timeout_ms: Option<u64>,
    expires_ms: Option<u64>,
}

/// The live intervals of a set (expired elements are not dumped), sorted.
pub fn list(set: &SetRef) -> Result<Vec<Interval>, NlError> {
    let (req, seq) = request(
        NFT_MSG_GETSETELEM,
        NLM_F_DUMP,
        &[
            (NFTA_SET_ELEM_LIST_TABLE, set.table),
            (NFTA_SET_ELEM_LIST_SET, set.set),
        ],
    );
    let what = format!("list set {} {}", set.table, set.set);
    let answers = Socket::open()?.request(&req, seq, NFT_MSG_NEWSETELEM, &what)?;
    let mut elems = Vec::new();
    for body in &answers {
        for (ty, v) in Attrs::new(body) {
            if ty != NFTA_SET_ELEM_LIST_ELEMENTS {
                continue;
            }
            for (t, el) in Attrs::new(v) {
                if t != NFTA_LIST_ELEM {
                    continue;
                }
                elems.push(dumped(el, set.width).ok_or_else(|| {
                    NlError::malformed(&what, "an element without a key of the set's width")
                })?);
            }
        }
    }
    Ok(intervals(elems, set.width))
}

fn dumped(el: &[u8], width: usize) -> Option<Dumped> {
    let mut d = Dumped {
        key: 0,
        end: false,
        timeout_ms: None,
        expires_ms: None,
    };
    let mut has_key = false;
    for (ty, v) in Attrs::new(el) {
        match ty {
            NFTA_SET_ELEM_KEY => {
                for (t, k) in Attrs::new(v) {
                    if t == NFTA_DATA_VALUE && k.len() == width {
                        d.key = k.iter().fold(0u128, |a, b| (a << 8) | u128::from(*b));
                        has_key = true;
                    }
                }
            }
            NFTA_SET_ELEM_FLAGS => d.end = be_u32(v)? & NFT_SET_ELEM_INTERVAL_END != 0,
            NFTA_SET_ELEM_TIMEOUT => d.timeout_ms = be_u64(v),
            NFTA_SET_ELEM_EXPIRATION => d.expires_ms = be_u64(v),
            _ => {}
        }
    }
    has_key.then_some(d)
}

/// Pairs starts and ends: an interval runs from a start to the next end
/// (exclusive), or to the end of the key space when another start or
/// nothing follows; an end without a start before it (nft's first
/// segment) is no interval.
fn intervals(mut elems: Vec<Dumped>, width: usize) -> Vec<Interval> {
    // At one key, an end comes before a start (`a-b` then `b+1-c`).
    elems.sort_unstable_by_key(|d| (d.key, !d.end));
    let mut out: Vec<Interval> = Vec::new();
    let mut open: Option<&Dumped> = None;
    for d in &elems {
        match (d.end, open) {
            (true, Some(s)) => {
                out.push(Interval {
                    lo: s.key,
                    hi: d.key.saturating_sub(1),
                    timeout_ms: s.timeout_ms,
                    expires_ms: s.expires_ms,
                });
                open = None;
            }
            (true, None) => {}
            (false, prev) => {
                if let Some(s) = prev {
                    out.push(Interval {
                        lo: s.key,
                        hi: key_max(width),
                        timeout_ms: s.timeout_ms,
                        expires_ms: s.expires_ms,
                    });
                }
                open = Some(d);
            }
        }
    }
    if let Some(s) = open {
        out.push(Interval {
            lo: s.key,
            hi: key_max(width),
            timeout_ms: s.timeout_ms,
            expires_ms: s.expires_ms,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(buf: &[u8]) -> Vec<(u16, u16)> {
        Messages::new(buf).map(|m| (m.ty, m.flags)).collect()
    }

    #[test]
    fn batch_is_framed_and_split() {
        let set = SetRef {
            table: "t",
            set: "s.v4",
            width: 4,
        };
        let mut b = Batch::new();
        b.flush(&set);
        let many: Vec<Interval> = (0..5000u128)
            .map(|i| Interval {
                lo: i * 4,
                hi: i * 4 + 1,
                timeout_ms: Some(60_000),
                expires_ms: None,
            })
            .collect();
        b.elements(Verb::Add, &set, &many);
        assert!(b.acks > 2, "5000 intervals take more than one message");
        let msgs = parse(&b.w.buf);
        assert_eq!(msgs[0].0, NFNL_MSG_BATCH_BEGIN);
        assert_eq!(msgs.len() as u32, 1 + b.acks);
        assert_eq!(msgs[1].0, (10 << 8) | NFT_MSG_DELSETELEM);
        assert!(msgs[2..]
            .iter()
            .all(|m| m.0 == (10 << 8) | NFT_MSG_NEWSETELEM && m.1 & NLM_F_CREATE != 0));
        // Every element comes back out of the messages' attributes.
        let mut elems = Vec::new();
        for m in Messages::new(&b.w.buf).skip(2) {
            for (ty, v) in Attrs::new(&m.body[4..]) {
                if ty == NFTA_SET_ELEM_LIST_ELEMENTS {
                    assert!(v.len() < 65_536);
                    for (_, el) in Attrs::new(v) {
                        elems.push(dumped(el, 4).expect("element"));
                    }
                }
            }
        }
        assert_eq!(elems.len(), 10_000);
        let back = intervals(elems, 4);
        let want: Vec<(u128, u128, Option<u64>)> =
            many.iter().map(|i| (i.lo, i.hi, i.timeout_ms)).collect();
        let got: Vec<(u128, u128, Option<u64>)> =
            back.iter().map(|i| (i.lo, i.hi, i.timeout_ms)).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn open_intervals_and_first_segment() {
        let d = |key, end| Dumped {
            key,
            end,
            timeout_ms: None,
            expires_ms: None,
        };
        // first segment, 10-19, 20-29 (adjacent), 65000-65535 (open)
        let v = intervals(
            vec![
                d(65000, false),
                d(30, true),
                d(20, false),
                d(20, true),
                d(10, false),
                d(0, true),
            ],
            2,
        );
        let got: Vec<(u128, u128)> = v.iter().map(|i| (i.lo, i.hi)).collect();
        assert_eq!(got, [(10, 19), (20, 29), (65000, 65535)]);
        let open = elements_of(
            &Interval {
                lo: 65000,
                hi: 65535,
                timeout_ms: None,
                expires_ms: None,
            },
            2,
            Verb::Add,
        );
        assert!(open[0].as_ref().is_some_and(|e| e.open) && open[1].is_none());
        assert_eq!(key(0x0102, 2), [1, 2]);
        assert!(release_at_least("6.18.44-fc-v769", (6, 12)));
        assert!(release_at_least("7.0.0", (6, 12)));
        assert!(!release_at_least("6.1.0-18-amd64", (6, 12)));
        assert!(!release_at_least("x", (6, 12)));
        assert_eq!(udata_comment(b"\x07\x04abc\x00"), Some("abc".to_string()));
        assert_eq!(
            udata_comment(b"\x00\x04\x01\x00\x00\x00\x07\x02ab"),
            Some("ab".to_string())
        );
    }
}

const NFT_MSG_NEWRULE: u16 = 6;
const NFT_MSG_GETRULE: u16 = 7;
const NFTA_RULE_TABLE: u16 = 1;
const NFTA_RULE_CHAIN: u16 = 2;
const NFTA_RULE_HANDLE: u16 = 3;
const NFTA_RULE_USERDATA: u16 = 7;
/// libnftnl's rule user data type of a comment.
const NFTNL_UDATA_RULE_COMMENT: u8 = 0;

/// One rule of a table, as the kernel has it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RuleId {
    pub chain: String,
    pub handle: u64,
    pub comment: Option<String>,
}

/// The rules of `netdev table` (a `NFT_MSG_GETRULE` dump of the netdev
/// family, filtered by table), sorted; a table that does not exist has
/// none. Set elements are not read, so this costs the same with a
/// million-prefix set (the agent's drift check runs it every half second).
pub fn table_rules(table: &str) -> Result<Vec<RuleId>, NlError> {
    let (req, seq) = request(NFT_MSG_GETRULE, NLM_F_DUMP, &[(NFTA_RULE_TABLE, table)]);
    let what = format!("list the rules of netdev {table}");
    let answers = Socket::open()?.request(&req, seq, NFT_MSG_NEWRULE, &what)?;
    let mut out = Vec::new();
    for body in &answers {
        let (mut in_table, mut chain, mut handle, mut comment) = (false, String::new(), 0, None);
        for (ty, v) in Attrs::new(body) {
            match ty {
                NFTA_RULE_TABLE => in_table = nl_str(v) == table,
                NFTA_RULE_CHAIN => chain = nl_str(v),
                NFTA_RULE_HANDLE => handle = be_u64(v).unwrap_or(0),
                NFTA_RULE_USERDATA => comment = udata_of(v, NFTNL_UDATA_RULE_COMMENT),
                _ => {}
            }
        }
        if in_table {
            out.push(RuleId {
                chain,
                handle,
                comment,
            });
        }
    }
    out.sort();
    Ok(out)
}

/// The string of type `want` in libnftnl user data (TLVs: type, length,
/// value).
fn udata_of(mut v: &[u8], want: u8) -> Option<String> {
    while v.len() >= 2 {
        let (ty, len) = (v[0], v[1] as usize);
        let val = v.get(2..2 + len)?;
        if ty == want {
            let s = val.split(|b| *b == 0).next().unwrap_or(val);
            return Some(String::from_utf8_lossy(s).into_owned());
        }
        v = &v[2 + len..];
    }
    None
}
