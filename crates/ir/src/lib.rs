//! dropc's intermediate representation.
//!
//! A [`Policy`] is what the front end (`dropc-syntax`) lowers a `.drop` file
//! into: rules in file order, each a conjunction of [`Match`]es over a family,
//! and sets held in an arena ([`Policy::sets`], indexed by [`SetId`]) as
//! sorted, merged, non-overlapping inclusive intervals per family.
//!
//! **Invariant:** backends only ever see a [`ValidPolicy`], which can only be
//! obtained from [`validate`]; the interpreter ([`interp`]) is the oracle every
//! backend is tested against.

use serde::{Deserialize, Serialize};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

pub mod cidr;
pub mod corpus;
pub mod diag;
pub mod interp;
pub mod lint;
pub mod packet;
pub mod random;
pub mod shadow;
mod validate;

pub use diag::{Diagnostic, Severity, Span};
pub use validate::{
    validate, ValidPolicy, ValidationError, CONTAINS_MAX_LEN, PAYLOAD_MAX_LEN, PAYLOAD_MAX_OFFSET,
};

/// What happens to a packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    Drop,
    Pass,
}

/// Which IP family a rule applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Family {
    /// Both IPv4 and IPv6.
    Any,
    Ip4,
    Ip6,
}

/// Source or destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    Src,
    Dst,
}

/// An inclusive interval `lo..=hi` with `lo <= hi`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Interval<T> {
    pub lo: T,
    pub hi: T,
}

impl<T: PartialOrd + Copy> Interval<T> {
    pub fn new(lo: T, hi: T) -> Self {
        Interval { lo, hi }
    }
    pub fn single(v: T) -> Self {
        Interval { lo: v, hi: v }
    }
    pub fn contains(&self, v: T) -> bool {
        self.lo <= v && v <= self.hi
    }
}

/// Index of a set in [`Policy::sets`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SetId(pub u32);

/// Addresses of both families. Each vector is sorted, merged and
/// non-overlapping: for consecutive elements `a`, `b`: `a.hi + 1 < b.lo`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct IpSet {
    pub v4: Vec<Interval<Ipv4Addr>>,
    pub v6: Vec<Interval<Ipv6Addr>>,
}

/// Ports, sorted, merged and non-overlapping like [`IpSet`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PortSet {
    pub ports: Vec<Interval<u16>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind")]
pub enum SetData {
    Ip(IpSet),
    Port(PortSet),
}

/// One set. Named sets come from `set NAME = ...`; anonymous ones are the
/// lowering of inline literals (`dst 10.0.0.0/8`, `dport { 53, 123 }`,
/// `src { 10.0.0.0/8, @other }`), one per match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Set {
    /// `None` for an anonymous (inline) set.
    pub name: Option<String>,
    /// The declaration (named) or the literal (anonymous).
    pub span: Span,
    pub data: SetData,
}

/// The test of one match, before negation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "test")]
pub enum Test {
    /// Upper-layer protocol number (`tcp` = 6, `udp` = 17, `icmp` = 1,
    /// `icmp6` = 58, `proto N`); for IPv6 after extension headers.
    Proto { proto: u8 },
    /// Source/destination address in an [`SetData::Ip`] set. Only the part of
    /// the set of the packet's family is consulted.
    Addr { dir: Dir, set: SetId },
    /// Source/destination port in a [`SetData::Port`] set (TCP/UDP header).
    Port { dir: Dir, set: SetId },
    /// `(tcp_flags & mask) == bits`; `bits` is a subset of `mask`.
    TcpFlags { bits: u8, mask: u8 },
    /// ICMP / ICMPv6 type (and code), numbers already resolved for the
    /// rule's protocol.
    Icmp { icmp_type: u8, code: Option<u8> },
    /// The packet is a fragment (IPv4 MF or offset != 0; IPv6 Fragment header).
    Fragment,
    /// The packet is a fragment with a non-zero offset.
    LaterFragment,
    /// IPv4 TTL / IPv6 hop limit.
    Ttl { range: Interval<u8> },
    /// IPv4 total length; IPv6 payload length + 40.
    Len { range: Interval<u16> },
    /// (v2) The layer 4 payload holds `value` at byte `offset`: with `mask`
    /// (as long as `value`), the payload bytes ANDed with the mask equal
    /// `value` ANDed with it. The field exists only when the packet carries
    /// at least `offset + value.len()` payload bytes (spec §4 "Payload").
    Payload {
        offset: u16,
        value: Vec<u8>,
        mask: Option<Vec<u8>>,
    },
    /// (v2) `bytes` occur in the IP packet, from the first byte of its IP
    /// header to the last byte its length field covers.
    Contains { bytes: Vec<u8> },
    /// (v2) The packet exceeds `rate` with bursts up to `burst`, counted per
    /// `key` (spec §4 "Rate limits"). The only test with state: evaluated
    /// last in its rule, by [`interp::Interp`].
    Over {
        rate: Rate,
        burst: u32,
        key: RateKey,
    },
}

/// (v2) The time unit of a rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TimeUnit {
    Second,
    Minute,
    Hour,
}

impl TimeUnit {
    /// The unit in nanoseconds.
    pub fn nanos(self) -> u64 {
        match self {
            TimeUnit::Second => 1_000_000_000,
            TimeUnit::Minute => 60_000_000_000,
            TimeUnit::Hour => 3_600_000_000_000,
        }
    }

    /// `second`, `minute`, `hour`.
    pub fn name(self) -> &'static str {
        match self {
            TimeUnit::Second => "second",
            TimeUnit::Minute => "minute",
            TimeUnit::Hour => "hour",
        }
    }
}

/// (v2) `packets` per `unit` (`packets` ≥ 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rate {
    pub packets: u32,
    pub unit: TimeUnit,
}

/// (v2) What an `over` rule counts separately.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "by")]
pub enum RateKey {
    /// No `per`: one bucket for all packets of the rule.
    Global,
    /// `per src|dst[/LEN]`: the address masked to its first `len` bits
    /// (`None`: the whole address, 32 or 128 bits by the packet's family).
    Addr { dir: Dir, len: Option<u8> },
}

/// (v2) Burst of `over` when the rule gives none.
pub const DEFAULT_BURST: u32 = 5;

/// One match of a rule: a test, possibly negated. A negated match holds only
/// when the field exists and its value is outside the test's values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub negated: bool,
    #[serde(flatten)]
    pub test: Test,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rule {
    /// The label, or `line-N` for an unlabelled rule.
    pub label: String,
    /// 1-based line of the rule in the policy file.
    pub line: u32,
    pub span: Span,
    pub action: Action,
    /// Families the rule applies to (explicit after lowering: from `ip4`,
    /// `ip6`, `icmp`, `icmp6` and the address literals).
    pub family: Family,
    /// All must hold (AND), in source order.
    pub matches: Vec<Match>,
}

/// The packet of an `expect` line or of `dropc explain`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PacketSpec {
    /// Upper-layer protocol number.
    pub proto: u8,
    pub src: IpAddr,
    pub dst: IpAddr,
    pub sport: Option<u16>,
    pub dport: Option<u16>,
    /// TCP flags byte (fin=0x01 syn=0x02 rst=0x04 psh=0x08 ack=0x10 urg=0x20 ece=0x40 cwr=0x80).
    pub flags: Option<u8>,
    pub icmp_type: Option<u8>,
    pub icmp_code: Option<u8>,
    pub ttl: Option<u8>,
    /// IP length as in `len` (IPv4 total length, IPv6 payload + 40).
    pub len: Option<u16>,
    pub fragment: FragSpec,
    /// (v2) The layer 4 payload (empty by default).
    #[serde(default)]
    pub payload: Vec<u8>,
}

impl PacketSpec {
    /// A packet of protocol `proto` between the given endpoints, with
    /// nothing else said: no TCP flags or ICMP fields, default TTL and
    /// length, not a fragment.
    pub fn new(
        proto: u8,
        src: IpAddr,
        dst: IpAddr,
        sport: Option<u16>,
        dport: Option<u16>,
    ) -> PacketSpec {
        PacketSpec {
            proto,
            src,
            dst,
            sport,
            dport,
            flags: None,
            icmp_type: None,
            icmp_code: None,
            ttl: None,
            len: None,
            fragment: FragSpec::None,
            payload: Vec::new(),
        }
    }

    /// An unfragmented UDP packet with default TTL and length.
    pub fn udp(src: IpAddr, dst: IpAddr, sport: u16, dport: u16) -> PacketSpec {
        PacketSpec::new(proto::UDP, src, dst, Some(sport), Some(dport))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum FragSpec {
    #[default]
    None,
    /// First fragment: offset 0, more-fragments set, carries the L4 header.
    First,
    /// A non-first fragment: non-zero offset, no L4 header.
    Later,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expect {
    pub verdict: Action,
    pub packet: PacketSpec,
    /// (v2) `times N`: N copies sent back to back, each must get the
    /// verdict (1 without `times`).
    #[serde(default = "one")]
    pub times: u32,
    pub line: u32,
    pub span: Span,
}

fn one() -> u32 {
    1
}

/// A whole policy: the unit every backend compiles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Policy {
    /// Path of the policy file, as given.
    pub source: String,
    pub default: Action,
    pub sets: Vec<Set>,
    pub rules: Vec<Rule>,
    pub expects: Vec<Expect>,
}

impl Policy {
    pub fn set(&self, id: SetId) -> &Set {
        &self.sets[id.0 as usize]
    }
}

impl Set {
    pub fn ip(&self) -> Option<&IpSet> {
        match &self.data {
            SetData::Ip(s) => Some(s),
            SetData::Port(_) => None,
        }
    }
    pub fn port(&self) -> Option<&PortSet> {
        match &self.data {
            SetData::Port(s) => Some(s),
            SetData::Ip(_) => None,
        }
    }
}

/// Well-known protocol numbers.
pub mod proto {
    pub const ICMP: u8 = 1;
    pub const TCP: u8 = 6;
    pub const UDP: u8 = 17;
    pub const ESP: u8 = 50;
    pub const AH: u8 = 51;
    pub const ICMP6: u8 = 58;
}
