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
pub mod diff;
pub mod interp;
pub mod lint;
pub mod packet;
pub mod random;
pub mod shadow;
mod validate;

pub use diag::{Code, Diagnostic, Severity, Span};
pub use validate::{
    validate, SetContents, ValidPolicy, ValidationError, CONTAINS_MAX_LEN, PAYLOAD_MAX_LEN,
    PAYLOAD_MAX_OFFSET,
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

/// An IP version: what a packet is, and which part of an address set or
/// which rule chain applies to it. (A rule's [`Family`] may be both.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum IpVersion {
    V4,
    V6,
}

impl IpVersion {
    /// Both versions, IPv4 first.
    pub const ALL: [IpVersion; 2] = [IpVersion::V4, IpVersion::V6];

    /// 4 or 6.
    pub fn number(self) -> u8 {
        match self {
            IpVersion::V4 => 4,
            IpVersion::V6 => 6,
        }
    }

    /// The version numbered `n` (4 or 6).
    pub fn from_number(n: u8) -> Option<IpVersion> {
        match n {
            4 => Some(IpVersion::V4),
            6 => Some(IpVersion::V6),
            _ => None,
        }
    }

    /// Address width in bits (32 or 128).
    pub fn addr_bits(self) -> u32 {
        match self {
            IpVersion::V4 => 32,
            IpVersion::V6 => 128,
        }
    }

    /// `v4` / `v6`.
    pub fn suffix(self) -> &'static str {
        match self {
            IpVersion::V4 => "v4",
            IpVersion::V6 => "v6",
        }
    }

    /// The ICMP protocol number of this version (1, 58).
    pub fn icmp_proto(self) -> u8 {
        match self {
            IpVersion::V4 => proto::ICMP,
            IpVersion::V6 => proto::ICMP6,
        }
    }
}

impl std::fmt::Display for IpVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "IPv{}", self.number())
    }
}

impl Family {
    /// The IP versions a rule of this family applies to.
    pub fn versions(self) -> &'static [IpVersion] {
        match self {
            Family::Any => &IpVersion::ALL,
            Family::Ip4 => &[IpVersion::V4],
            Family::Ip6 => &[IpVersion::V6],
        }
    }

    /// Whether a rule of this family applies to packets of version `v`.
    pub fn admits(self, v: IpVersion) -> bool {
        match (self, v) {
            (Family::Any, _) | (Family::Ip4, IpVersion::V4) | (Family::Ip6, IpVersion::V6) => true,
            (Family::Ip4, IpVersion::V6) | (Family::Ip6, IpVersion::V4) => false,
        }
    }

    /// The family of rules for version `v` only.
    pub fn only(v: IpVersion) -> Family {
        match v {
            IpVersion::V4 => Family::Ip4,
            IpVersion::V6 => Family::Ip6,
        }
    }
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
    /// For a static set, its contents; for a dynamic set, the elements the
    /// policy declares (they never expire).
    pub data: SetData,
    /// `Some` for a dynamic set (spec §3): its contents can change while
    /// the policy is loaded, so no stage may fold them into the code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dynamic: Option<Dynamic>,
}

/// The run-time parameters of a dynamic set (`set NAME = ip|port dynamic
/// ... [timeout D] [size N]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dynamic {
    /// The timeout of an element added at run time without one; `None`:
    /// such elements never expire.
    pub timeout: Option<std::time::Duration>,
    /// Capacity per family (IPv4 and IPv6 each hold up to `size`).
    pub size: u32,
}

impl Dynamic {
    /// The capacity of a dynamic set without `size` (spec §3).
    pub const DEFAULT_SIZE: u32 = 65_536;
}

/// One element of a set as written in a set file or given to `dropc set`:
/// a prefix of one family, or a port range. Unlike [`SetData`], elements
/// keep their identity (a dynamic set's elements each have a timeout and
/// are deleted one by one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SetElem {
    /// An IPv4 prefix with zero host bits (`len` 32: one address).
    V4 { net: Ipv4Addr, len: u8 },
    /// An IPv6 prefix with zero host bits (`len` 128: one address).
    V6 { net: Ipv6Addr, len: u8 },
    /// Ports `lo..=hi`, `lo <= hi`.
    Ports { lo: u16, hi: u16 },
}

impl SetElem {
    /// The element from an IPv4 interval that is one prefix.
    pub fn v4_prefix(lo: u32, hi: u32) -> Option<SetElem> {
        let host = lo ^ hi;
        (hi >= lo && host.wrapping_add(1) & host == 0 && lo & host == 0).then(|| SetElem::V4 {
            net: lo.into(),
            len: host.leading_zeros() as u8,
        })
    }

    /// The element from an IPv6 interval that is one prefix.
    pub fn v6_prefix(lo: u128, hi: u128) -> Option<SetElem> {
        let host = lo ^ hi;
        (hi >= lo && host.wrapping_add(1) & host == 0 && lo & host == 0).then(|| SetElem::V6 {
            net: lo.into(),
            len: host.leading_zeros() as u8,
        })
    }

    /// The first and last value covered, as numbers.
    pub fn bounds(&self) -> (u128, u128) {
        match *self {
            SetElem::V4 { net, len } => {
                let lo = u32::from(net);
                let host = u32::MAX.checked_shr(u32::from(len)).unwrap_or(0);
                (u128::from(lo), u128::from(lo | host))
            }
            SetElem::V6 { net, len } => {
                let lo = u128::from(net);
                let host = u128::MAX.checked_shr(u32::from(len)).unwrap_or(0);
                (lo, lo | host)
            }
            SetElem::Ports { lo, hi } => (u128::from(lo), u128::from(hi)),
        }
    }

    /// Whether the two elements share a value (same family or both ports).
    pub fn overlaps(&self, other: &SetElem) -> bool {
        let same_space = matches!(
            (self, other),
            (SetElem::V4 { .. }, SetElem::V4 { .. })
                | (SetElem::V6 { .. }, SetElem::V6 { .. })
                | (SetElem::Ports { .. }, SetElem::Ports { .. })
        );
        let (a, b) = (self.bounds(), other.bounds());
        same_space && a.0 <= b.1 && b.0 <= a.1
    }
}

impl std::fmt::Display for SetElem {
    /// `192.0.2.1`, `10.0.0.0/8`, `2001:db8::/32`, `53`, `1000-2000`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetElem::V4 { net, len: 32 } => write!(f, "{net}"),
            SetElem::V4 { net, len } => write!(f, "{net}/{len}"),
            SetElem::V6 { net, len: 128 } => write!(f, "{net}"),
            SetElem::V6 { net, len } => write!(f, "{net}/{len}"),
            SetElem::Ports { lo, hi } if lo == hi => write!(f, "{lo}"),
            SetElem::Ports { lo, hi } => write!(f, "{lo}-{hi}"),
        }
    }
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

impl Test {
    /// The set this test reads (`src`/`dst`/`sport`/`dport`), if any. The
    /// one place that knows which tests read sets: a new test decides here.
    pub fn set(&self) -> Option<SetId> {
        match self {
            Test::Addr { set, .. } | Test::Port { set, .. } => Some(*set),
            Test::Proto { .. }
            | Test::TcpFlags { .. }
            | Test::Icmp { .. }
            | Test::Fragment
            | Test::LaterFragment
            | Test::Ttl { .. }
            | Test::Len { .. }
            | Test::Payload { .. }
            | Test::Contains { .. }
            | Test::Over { .. } => None,
        }
    }
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

    /// The id of the named set `name`.
    pub fn set_named(&self, name: &str) -> Option<SetId> {
        self.sets
            .iter()
            .position(|s| s.name.as_deref() == Some(name))
            .map(|i| SetId(i as u32))
    }

    /// Whether set `id` is dynamic (false for an id out of range).
    pub fn is_dynamic(&self, id: SetId) -> bool {
        self.sets.get(id.0 as usize).is_some_and(Set::is_dynamic)
    }
}

impl Set {
    /// Whether the set is dynamic.
    pub fn is_dynamic(&self) -> bool {
        self.dynamic.is_some()
    }
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
