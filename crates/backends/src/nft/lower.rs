//! Per-family lowering shared by the nft and iptables backends.
//!
//! A rule of family `Any` is specialised once per IP family; each
//! specialisation either never matches (with a reason, written as a comment
//! in the output) or is a list of [`FTest`]s in which every statically known
//! fact has been folded in:
//!
//! - an address test consults only the set's part of that family: an empty
//!   part makes a positive test unsatisfiable and a negated one always true
//!   (an address always exists, spec §4);
//! - protocol tests are reduced to at most one positive protocol or a list of
//!   excluded ones (a packet has one upper-layer protocol);
//! - a positive port test on an empty set never holds; a negated one on an
//!   empty set keeps meaning "the port field exists";
//! - full `ttl`/`len` ranges are folded; IPv6 `len` is clipped to the
//!   lengths an IPv6 packet can have (at least 40);
//! - duplicate tests are removed, contradictory fragment tests make the rule
//!   unsatisfiable;
//! - a rule reading a layer-4 field (port, TCP flags, ICMP type/code) gets
//!   (if the backend asks) an explicit `not fragment later` right after its
//!   protocol test: the
//!   spec says such fields never hold on a later fragment, and the kernel's
//!   fast transport-header loads would otherwise read a later fragment's
//!   payload as a header (verified: `th dport 80` at netdev ingress matches
//!   an IPv4 fragment at offset 24 whose payload starts 00 50 00 50).
//!
//! Nothing is dropped that could change a verdict: every fold is exact.
//! A dynamic set's contents are never folded (they change while the policy
//! is loaded): its tests stay, whatever the set holds at compile time.

/// The IP version, re-exported for the nft and iptables renderers.
pub(crate) use dropc_ir::IpVersion;
use dropc_ir::{Dir, Interval, Match, Policy, Rate, RateKey, Rule, SetData, SetId, Test};
use std::net::{Ipv4Addr, Ipv6Addr};

/// The addresses of one family of an IP set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Addrs<'a> {
    V4(&'a [Interval<Ipv4Addr>]),
    V6(&'a [Interval<Ipv6Addr>]),
}

impl Addrs<'_> {
    pub(crate) fn len(&self) -> usize {
        match self {
            Addrs::V4(v) => v.len(),
            Addrs::V6(v) => v.len(),
        }
    }
    /// The intervals as `(lo, hi)` numbers.
    pub(crate) fn numeric(&self) -> Vec<(u128, u128)> {
        match self {
            Addrs::V4(v) => v
                .iter()
                .map(|i| (u32::from(i.lo) as u128, u32::from(i.hi) as u128))
                .collect(),
            Addrs::V6(v) => v
                .iter()
                .map(|i| (u128::from(i.lo), u128::from(i.hi)))
                .collect(),
        }
    }
    pub(crate) fn bits(&self) -> u32 {
        match self {
            Addrs::V4(_) => 32,
            Addrs::V6(_) => 128,
        }
    }
}

/// A test of a rule specialised to one family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FTest<'a> {
    /// The upper-layer protocol is `proto` (at most one per rule).
    Proto {
        proto: u8,
    },
    /// The upper-layer protocol is none of `protos` (sorted, distinct, never
    /// together with [`FTest::Proto`]).
    NotProto {
        protos: Vec<u8>,
    },
    /// Address in (or, negated, outside) a family part of a set, non-empty
    /// unless the set is dynamic.
    Addr {
        dir: Dir,
        negated: bool,
        set: SetId,
        addrs: Addrs<'a>,
    },
    /// Port in (negated: outside) `ports`. For a static set, `ports` is
    /// empty only when negated, meaning "the port field exists".
    Port {
        dir: Dir,
        negated: bool,
        set: SetId,
        ports: &'a [Interval<u16>],
    },
    TcpFlags {
        bits: u8,
        mask: u8,
        negated: bool,
    },
    Icmp {
        icmp_type: u8,
        code: Option<u8>,
        negated: bool,
    },
    Fragment {
        negated: bool,
    },
    LaterFragment {
        negated: bool,
    },
    /// TTL / hop limit in (negated: outside) `range`, never the full range.
    Ttl {
        range: Interval<u8>,
        negated: bool,
    },
    /// IP length as in spec §4 in (negated: outside) `range`; for IPv6
    /// `range.lo >= 40`.
    Len {
        range: Interval<u16>,
        negated: bool,
    },
    /// (v2) The layer 4 payload holds `value` (under `mask`) at `offset`;
    /// the rule's protocol ([`FTest::Proto`]) says where the payload starts.
    Payload {
        offset: u16,
        value: &'a [u8],
        mask: Option<&'a [u8]>,
        negated: bool,
    },
    /// (v2) `bytes` occur in the IP packet.
    Contains {
        bytes: &'a [u8],
        negated: bool,
    },
    /// (v2) The rule's rate limit; always the last test of a rule (spec §4:
    /// evaluated after every other match).
    Over {
        rate: Rate,
        burst: u32,
        key: RateKey,
        negated: bool,
    },
}

/// (v2) A `payload` test with the protocol of its rule (which says where
/// the payload starts).
pub(crate) struct PayloadTest<'a> {
    pub(crate) proto: Option<u8>,
    pub(crate) offset: u16,
    pub(crate) value: &'a [u8],
    pub(crate) mask: Option<&'a [u8]>,
    pub(crate) negated: bool,
}

impl<'a> FTest<'a> {
    /// `self` as a [`PayloadTest`] of a rule whose tests are `tests`.
    pub(crate) fn payload(&self, tests: &[FTest<'a>]) -> Option<PayloadTest<'a>> {
        let FTest::Payload {
            offset,
            value,
            mask,
            negated,
        } = self
        else {
            return None;
        };
        Some(PayloadTest {
            proto: tests.iter().find_map(|t| match t {
                FTest::Proto { proto } => Some(*proto),
                _ => None,
            }),
            offset: *offset,
            value,
            mask: *mask,
            negated: *negated,
        })
    }
}

impl FTest<'_> {
    /// Whether the test reads nothing family-specific (so one nft rule can
    /// serve both families).
    pub(crate) fn family_neutral(&self) -> bool {
        matches!(
            self,
            FTest::Proto { .. }
                | FTest::NotProto { .. }
                | FTest::Port { .. }
                | FTest::TcpFlags { .. }
        )
    }
}

/// Why a rule never matches a packet of some family (shown in a comment
/// of the output).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Never(pub(crate) String);

impl std::fmt::Display for Never {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// One family's share of a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FamRule<'a> {
    pub(crate) fam: IpVersion,
    /// `Err`: the rule never matches a packet of this family.
    pub(crate) tests: Result<Vec<FTest<'a>>, Never>,
}

/// Specialises `rule` to each family it applies to. With `l4_guard`, a rule
/// reading a layer-4 field also states `not fragment later` (see the module
/// documentation); without, the caller keeps later fragments away from such
/// rules itself.
pub(crate) fn lower<'a>(policy: &'a Policy, rule: &'a Rule, l4_guard: bool) -> Vec<FamRule<'a>> {
    rule.family
        .versions()
        .iter()
        .map(|&fam| FamRule {
            fam,
            tests: lower_fam(policy, rule, fam, l4_guard).map_err(Never),
        })
        .collect()
}

fn lower_fam<'a>(
    policy: &'a Policy,
    rule: &'a Rule,
    fam: IpVersion,
    l4_guard: bool,
) -> Result<Vec<FTest<'a>>, String> {
    let mut pos: Vec<u8> = Vec::new();
    let mut neg: Vec<u8> = Vec::new();
    let mut rest = Vec::new();
    for m in &rule.matches {
        match lower_match(policy, m, fam)? {
            Some(FTest::Proto { proto }) if m.negated => neg.push(proto),
            Some(FTest::Proto { proto }) => pos.push(proto),
            Some(t) => rest.push(t),
            None => {}
        }
    }
    pos.sort_unstable();
    pos.dedup();
    neg.sort_unstable();
    neg.dedup();
    let mut out = Vec::with_capacity(rest.len() + 1);
    match pos.as_slice() {
        [] if neg.is_empty() => {}
        [] => out.push(FTest::NotProto { protos: neg }),
        [p] if neg.contains(p) => return Err(format!("requires protocol {p} and excludes it")),
        [p] => out.push(FTest::Proto { proto: *p }),
        _ => return Err(format!("requires several protocols at once ({pos:?})")),
    }
    // Layer-4 fields exist only outside later fragments (spec §4), and the
    // kernels' fast transport-header loads (nft, and the native translations
    // of iptables-nft) read a later fragment's payload as if it were the
    // header: state "not a later fragment" explicitly, once.
    let reads_l4 = rest.iter().any(|t| {
        matches!(
            t,
            FTest::Port { .. }
                | FTest::TcpFlags { .. }
                | FTest::Icmp { .. }
                | FTest::Payload { .. }
        )
    });
    let mut seen: Vec<FTest<'a>> = Vec::with_capacity(rest.len());
    for t in rest {
        if !seen.contains(&t) {
            seen.push(t);
        }
    }
    let has = |t: FTest<'static>| seen.contains(&t);
    for (pos, neg, what) in [
        (
            FTest::Fragment { negated: false },
            FTest::Fragment { negated: true },
            "fragment",
        ),
        (
            FTest::LaterFragment { negated: false },
            FTest::LaterFragment { negated: true },
            "fragment later",
        ),
    ] {
        if has(pos) && has(neg) {
            return Err(format!("requires `{what}` and `not {what}`"));
        }
    }
    if reads_l4 {
        if has(FTest::LaterFragment { negated: false }) {
            return Err("a later fragment has no layer-4 header to match".into());
        }
        if l4_guard && !has(FTest::LaterFragment { negated: true }) {
            out.push(FTest::LaterFragment { negated: true });
        }
    }
    // `over` last: it is evaluated (and takes a token) only when every
    // other test holds.
    let (over, others): (Vec<FTest<'a>>, Vec<FTest<'a>>) = seen
        .into_iter()
        .partition(|t| matches!(t, FTest::Over { .. }));
    out.extend(others);
    out.extend(over);
    Ok(out)
}

/// `Ok(None)`: the match always holds for this family; `Err`: never.
/// Negated protocols come back as `FTest::Proto` for the caller to sort.
fn lower_match<'a>(
    policy: &'a Policy,
    m: &'a Match,
    fam: IpVersion,
) -> Result<Option<FTest<'a>>, String> {
    let negated = m.negated;
    Ok(Some(match &m.test {
        Test::Proto { proto } => FTest::Proto { proto: *proto },
        Test::Addr { dir, set } => {
            let addrs = match (&policy.set(*set).data, fam) {
                (SetData::Ip(ip), IpVersion::V4) => Addrs::V4(&ip.v4),
                (SetData::Ip(ip), IpVersion::V6) => Addrs::V6(&ip.v6),
                (SetData::Port(_), _) => return Err("address test on a port set".into()),
            };
            // A dynamic set's contents change at run time: nothing is
            // folded from them.
            if addrs.len() == 0 && !policy.is_dynamic(*set) {
                if negated {
                    return Ok(None);
                }
                return Err(format!("its {} set has no {fam} addresses", dir_name(*dir)));
            }
            FTest::Addr {
                dir: *dir,
                negated,
                set: *set,
                addrs,
            }
        }
        Test::Port { dir, set } => {
            let ports = match &policy.set(*set).data {
                SetData::Port(p) => p.ports.as_slice(),
                SetData::Ip(_) => return Err("port test on an address set".into()),
            };
            if ports.is_empty() && !negated && !policy.is_dynamic(*set) {
                return Err(format!("its {} port set is empty", dir_name(*dir)));
            }
            FTest::Port {
                dir: *dir,
                negated,
                set: *set,
                ports,
            }
        }
        Test::TcpFlags { bits, mask } => FTest::TcpFlags {
            bits: *bits,
            mask: *mask,
            negated,
        },
        Test::Icmp { icmp_type, code } => FTest::Icmp {
            icmp_type: *icmp_type,
            code: *code,
            negated,
        },
        Test::Fragment => FTest::Fragment { negated },
        Test::LaterFragment => FTest::LaterFragment { negated },
        Test::Ttl { range } => {
            if range.lo == 0 && range.hi == u8::MAX {
                return full(negated, "ttl");
            }
            FTest::Ttl {
                range: *range,
                negated,
            }
        }
        Test::Len { range } => {
            let (min, max) = match fam {
                IpVersion::V4 => (0u16, u16::MAX),
                IpVersion::V6 => (40u16, u16::MAX),
            };
            if range.hi < min {
                // No packet of this family is that short.
                return if negated {
                    Ok(None)
                } else {
                    Err(format!("no IPv6 packet is shorter than {min} bytes"))
                };
            }
            let range = Interval::new(range.lo.max(min), range.hi);
            if fam == IpVersion::V4 && range.lo == min && range.hi == max {
                return full(negated, "len");
            }
            FTest::Len { range, negated }
        }
        Test::Payload {
            offset,
            value,
            mask,
        } => FTest::Payload {
            offset: *offset,
            value,
            mask: mask.as_deref(),
            negated,
        },
        Test::Contains { bytes } => FTest::Contains { bytes, negated },
        Test::Over { rate, burst, key } => FTest::Over {
            rate: *rate,
            burst: *burst,
            key: *key,
            negated,
        },
    }))
}

fn full<'a>(negated: bool, what: &str) -> Result<Option<FTest<'a>>, String> {
    if negated {
        Err(format!("`not {what}` of the full range never holds"))
    } else {
        Ok(None)
    }
}

pub(crate) fn dir_name(d: Dir) -> &'static str {
    match d {
        Dir::Src => "source",
        Dir::Dst => "destination",
    }
}

pub(crate) use dropc_ir::cidr::{as_prefix, to_cidrs};

/// The conjunction of two conditions written as alternatives (lists of
/// ANDed expressions, ORed together): every alternative of `a` joined with
/// every alternative of `b`.
pub(crate) fn and_alternatives(a: &[Vec<String>], b: &[Vec<String>]) -> Vec<Vec<String>> {
    let mut out = Vec::with_capacity(a.len() * b.len());
    for x in a {
        for y in b {
            let mut v = x.clone();
            v.extend(y.iter().cloned());
            out.push(v);
        }
    }
    out
}

/// The first line of every text file dropc generates.
pub(crate) fn generated_header(policy: &Policy) -> String {
    format!("# Generated by dropc from {}; do not edit.", policy.source)
}

/// Formats a `bits`-bit number as an address.
pub(crate) fn addr_string(v: u128, bits: u32) -> String {
    if bits == 32 {
        Ipv4Addr::from(v as u32).to_string()
    } else {
        Ipv6Addr::from(v).to_string()
    }
}

/// The protocol's name as nft and iptables both know it, or its number.
pub(crate) fn proto_name(p: u8) -> String {
    match p {
        1 => "icmp".into(),
        6 => "tcp".into(),
        17 => "udp".into(),
        50 => "esp".into(),
        51 => "ah".into(),
        58 => "ipv6-icmp".into(),
        n => n.to_string(),
    }
}

/// TCP flag names, bit 0 first.
pub(crate) const TCP_FLAGS: [&str; 8] = ["fin", "syn", "rst", "psh", "ack", "urg", "ecn", "cwr"];

/// The names of the flags set in `bits`, in bit order.
pub(crate) fn flag_names(bits: u8) -> Vec<&'static str> {
    TCP_FLAGS
        .iter()
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .map(|(_, n)| *n)
        .collect()
}
