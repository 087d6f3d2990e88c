//! Probe corpora: the packets every backend is checked on against the
//! interpreter.
//!
//! [`for_policy`] derives from a policy, deterministically for a seed:
//!
//! * for each rule and each family it applies to, a *witness*: a packet
//!   chosen field by field to satisfy the rule's matches where possible;
//! * around each match of the rule, the witness with that field moved to
//!   every edge of the match's values: first and last element of each
//!   interval and the values just outside (addresses: ≤ 64 intervals per set
//!   and family, chosen evenly; ports ±1; TTL / length ±1; ICMP type and
//!   code ±1; every TCP flag combination over the mask; all three fragment
//!   states; the protocol ±1). Address edges are also tried in the other
//!   direction (src ↔ dst), port edges in the other direction and on the
//!   other of TCP/UDP;
//! * variants of each witness: unfragmented / first / later fragment, other
//!   protocols (TCP, UDP, ICMP, 47, AH, ESP, 59), IPv4 options (1 and 10
//!   words), IPv4 Don't Fragment set, IPv6 extension header chains of 1, 2,
//!   3 and 8 headers, AH behind
//!   extension headers, an 802.1Q and an 802.1ad tagged copy, Ethernet
//!   padding;
//! * packets every policy should see: ARP, LLDP, a tagged ARP, a
//!   double-tagged IPv4 frame (non-IP: two tags are not looked through), and
//!   a base packet per family and protocol;
//! * `random` seeded random packets drawing values from the same edges.
//!
//! Every probe is well formed unless its description says otherwise (valid
//! checksums, exact length fields, hop-by-hop only first), so that the
//! kernel's IP layer accepts it. Probes the kernel's IPv6 input discards
//! before any hook (loopback, multicast source, multicast destination of
//! scope 0 or 1) and probes longer than `max_ip_len` are left out. Frames are
//! distinct. The deterministic part is capped at `max_probes`, keeping the
//! witnesses and global probes first and sampling the rest evenly.

use crate::interp::{evaluate, match_holds, rule_matches, Outcome};
use crate::packet::{
    parse, spec_to_string, Ext, FrameBuilder, Headers, ParseResult, ETH_P_8021AD, ETH_P_8021Q,
    ETH_P_ARP,
};
use crate::{proto, Dir, FragSpec, Interval, IpVersion, PacketSpec, Policy, Rule, SetData, Test};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{HashMap, HashSet};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// One probe frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Probe {
    pub frame: Vec<u8>,
    /// Human description, printed on a mismatch: why the probe exists and the
    /// packet in `expect` syntax.
    pub what: String,
}

/// Options of [`for_policy_with`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CorpusOpts {
    pub seed: u64,
    /// Random packets added after the deterministic ones.
    pub random: usize,
    /// Largest IP length (IPv4 total length, IPv6 payload + 40) of a probe:
    /// 1500 by default, the MTU of the test interfaces.
    pub max_ip_len: u16,
    /// Intervals sampled per set and family for address / port edges.
    pub max_intervals: usize,
    /// Cap on the deterministic probes (random ones come on top).
    pub max_probes: usize,
}

impl CorpusOpts {
    /// Defaults with this seed and number of random packets.
    pub fn new(seed: u64, random: usize) -> Self {
        CorpusOpts {
            seed,
            random,
            max_ip_len: 1500,
            max_intervals: 64,
            max_probes: 4000,
        }
    }
}

/// Boundary packets for every literal of the policy plus `random` seeded
/// random packets, with the default [`CorpusOpts`]. Deterministic for a seed.
pub fn for_policy(policy: &Policy, seed: u64, random: usize) -> Vec<Probe> {
    for_policy_with(policy, &CorpusOpts::new(seed, random))
}

/// [`for_policy`] with explicit options.
pub fn for_policy_with(policy: &Policy, opts: &CorpusOpts) -> Vec<Probe> {
    let mut g = Gen {
        policy,
        opts,
        seen: HashMap::new(),
        probes: Vec::new(),
    };
    g.globals();
    for (i, rule) in policy.rules.iter().enumerate() {
        for &fam in rule.family.versions() {
            g.rule_probes(i, rule, fam);
        }
    }
    let mut out = g.capped();
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let pools = Pools::new(policy, opts);
    let mut seen: HashSet<Vec<u8>> = out.iter().map(|p| p.frame.clone()).collect();
    let mut attempts = 0;
    let mut made = 0;
    while made < opts.random && attempts < opts.random * 4 + 16 {
        attempts += 1;
        let b = pools.random_builder(&mut rng);
        if let Some(frame) = admissible(&b, opts) {
            if seen.insert(frame.clone()) {
                made += 1;
                out.push(Probe {
                    what: format!("random #{made}: {}", describe(&b, &frame)),
                    frame,
                });
            }
        }
    }
    out
}

/// The packet as built (only the fields it carries), in `expect` syntax,
/// plus non-default framing.
fn describe(b: &FrameBuilder, frame: &[u8]) -> String {
    let framing = b.describe_framing();
    let spec = match parse(frame) {
        ParseResult::Ip(h) => spec_to_string(&h.to_spec()),
        _ => spec_to_string(&b.spec),
    };
    if framing.is_empty() {
        spec
    } else {
        format!("{spec} [{framing}]")
    }
}

/// Whether the kernel's IPv6 input (ip6_rcv_core) discards packets with
/// these addresses before any netfilter hook.
fn kernel_discards(src: IpAddr, dst: IpAddr) -> bool {
    match (src, dst) {
        (IpAddr::V6(s), IpAddr::V6(d)) => {
            let d_scope = d.octets()[1] & 0x0f;
            s.is_loopback()
                || d.is_loopback()
                || s.is_multicast()
                || (d.is_multicast() && d_scope <= 1)
        }
        _ => false,
    }
}

/// The frame of `b`, or `None` if it is not admissible as a probe: an
/// unspecified packet, one the kernel discards before the hooks, one longer
/// than `max_ip_len`.
fn admissible(b: &FrameBuilder, opts: &CorpusOpts) -> Option<Vec<u8>> {
    if kernel_discards(b.spec.src, b.spec.dst) || b.spec.src.is_ipv4() != b.spec.dst.is_ipv4() {
        return None;
    }
    let frame = b.build();
    match parse(&frame) {
        ParseResult::Ip(h) if h.len <= opts.max_ip_len => Some(frame),
        // Unspecified packets (spec §5.6) say nothing about a target.
        _ => None,
    }
}

/// The field a test looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Field {
    Proto,
    Src,
    Dst,
    Sport,
    Dport,
    Flags,
    Icmp,
    Frag,
    Ttl,
    Len,
    /// (v2) The layer 4 payload (`payload`, `contains`).
    Payload,
    /// (v2) The rate of the packet's key (`over`): not a field of one
    /// packet, so it has no candidates.
    Rate,
}

pub(crate) fn field_of(t: &Test) -> Field {
    match t {
        Test::Proto { .. } => Field::Proto,
        Test::Addr { dir: Dir::Src, .. } => Field::Src,
        Test::Addr { dir: Dir::Dst, .. } => Field::Dst,
        Test::Port { dir: Dir::Src, .. } => Field::Sport,
        Test::Port { dir: Dir::Dst, .. } => Field::Dport,
        Test::TcpFlags { .. } => Field::Flags,
        Test::Icmp { .. } => Field::Icmp,
        Test::Fragment | Test::LaterFragment => Field::Frag,
        Test::Ttl { .. } => Field::Ttl,
        Test::Len { .. } => Field::Len,
        Test::Payload { .. } | Test::Contains { .. } => Field::Payload,
        Test::Over { .. } => Field::Rate,
    }
}

/// A value of one field.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Val {
    Proto(u8),
    Addr(IpAddr),
    Port(u16),
    Flags(u8),
    Icmp(u8, u8),
    Frag(FragSpec),
    Ttl(u8),
    Len(Option<u16>),
    Payload(Vec<u8>),
}

/// `spec` with `field` set to `v` (a value of another field is ignored).
fn with(spec: &PacketSpec, field: Field, v: Val) -> PacketSpec {
    let mut s = spec.clone();
    match (field, v) {
        (Field::Proto, Val::Proto(p)) => s.proto = p,
        (Field::Src, Val::Addr(a)) => s.src = a,
        (Field::Dst, Val::Addr(a)) => s.dst = a,
        (Field::Sport, Val::Port(p)) => s.sport = Some(p),
        (Field::Dport, Val::Port(p)) => s.dport = Some(p),
        (Field::Flags, Val::Flags(f)) => s.flags = Some(f),
        (Field::Icmp, Val::Icmp(t, c)) => {
            s.icmp_type = Some(t);
            s.icmp_code = Some(c);
        }
        (Field::Frag, Val::Frag(f)) => s.fragment = f,
        (Field::Ttl, Val::Ttl(t)) => s.ttl = Some(t),
        (Field::Len, Val::Len(l)) => s.len = l,
        (Field::Payload, Val::Payload(p)) => s.payload = p,
        _ => {}
    }
    s
}

/// `lo - 1`, `lo`, `hi`, `hi + 1` (those that exist) of sampled intervals.
fn edges<T: Copy + Ord>(
    v: &[Interval<T>],
    max: usize,
    pred: impl Fn(T) -> Option<T>,
    succ: impl Fn(T) -> Option<T>,
) -> Vec<T> {
    let mut out = Vec::new();
    for iv in sample(v, max) {
        out.extend(pred(iv.lo));
        out.push(iv.lo);
        out.push(iv.hi);
        out.extend(succ(iv.hi));
    }
    out
}

/// At most `max` elements of `v`, evenly spaced, always the first and last.
fn sample<T: Copy>(v: &[T], max: usize) -> Vec<T> {
    let n = v.len();
    if n <= max || max < 2 {
        return v.iter().take(max.max(n.min(1))).copied().collect();
    }
    (0..max).map(|i| v[i * (n - 1) / (max - 1)]).collect()
}

fn v4_edges(v: &[Interval<Ipv4Addr>], max: usize) -> Vec<IpAddr> {
    edges(
        v,
        max,
        |a| u32::from(a).checked_sub(1).map(Into::into),
        |a| u32::from(a).checked_add(1).map(Into::into),
    )
    .into_iter()
    .map(IpAddr::V4)
    .collect()
}

fn v6_edges(v: &[Interval<Ipv6Addr>], max: usize) -> Vec<IpAddr> {
    edges(
        v,
        max,
        |a| u128::from(a).checked_sub(1).map(Into::into),
        |a| u128::from(a).checked_add(1).map(Into::into),
    )
    .into_iter()
    .map(IpAddr::V6)
    .collect()
}

/// The upper-layer protocols every corpus probes in family `fam`: the ones
/// with layer-4 fields, GRE, ESP and AH (which end the IPv6 walk), and for
/// IPv6 "no next header".
fn probe_protos(fam: IpVersion) -> Vec<u8> {
    let mut protos = vec![
        proto::TCP,
        proto::UDP,
        fam.icmp_proto(),
        47,
        proto::ESP,
        proto::AH,
    ];
    if fam == IpVersion::V6 {
        protos.push(59);
    }
    protos
}

fn default_spec(fam: IpVersion) -> PacketSpec {
    let (src, dst) = if fam == IpVersion::V4 {
        (
            IpAddr::V4(Ipv4Addr::new(192, 0, 2, 1)),
            IpAddr::V4(Ipv4Addr::new(198, 51, 100, 2)),
        )
    } else {
        (
            IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1)),
            IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 2)),
        )
    };
    PacketSpec {
        flags: Some(0x10),
        ttl: Some(64),
        ..PacketSpec::new(proto::TCP, src, dst, Some(40000), Some(8080))
    }
}

/// The values of one match (before negation) worth probing: its edges.
fn match_edges(policy: &Policy, t: &Test, fam: IpVersion, max: usize) -> Vec<Val> {
    let bump = |x: u8| {
        [x.checked_sub(1), Some(x), x.checked_add(1)]
            .into_iter()
            .flatten()
    };
    match *t {
        Test::Proto { proto } => bump(proto).map(Val::Proto).collect(),
        Test::Addr { set, .. } => match policy.sets.get(set.0 as usize).map(|s| &s.data) {
            Some(SetData::Ip(ip)) if fam == IpVersion::V4 => {
                v4_edges(&ip.v4, max).into_iter().map(Val::Addr).collect()
            }
            Some(SetData::Ip(ip)) => v6_edges(&ip.v6, max).into_iter().map(Val::Addr).collect(),
            _ => Vec::new(),
        },
        Test::Port { set, .. } => match policy.sets.get(set.0 as usize).map(|s| &s.data) {
            Some(SetData::Port(p)) => {
                edges(&p.ports, max, |x| x.checked_sub(1), |x| x.checked_add(1))
                    .into_iter()
                    .map(Val::Port)
                    .collect()
            }
            _ => Vec::new(),
        },
        // Flags are probed over every combination of the mask separately.
        Test::TcpFlags { bits, .. } => vec![Val::Flags(bits)],
        Test::Icmp { icmp_type, code } => {
            let c = code.unwrap_or(0);
            let mut v: Vec<Val> = bump(icmp_type).map(|t| Val::Icmp(t, c)).collect();
            if code.is_some() {
                v.extend(bump(c).map(|c| Val::Icmp(icmp_type, c)));
            }
            v
        }
        Test::Fragment | Test::LaterFragment => [FragSpec::None, FragSpec::First, FragSpec::Later]
            .into_iter()
            .map(Val::Frag)
            .collect(),
        Test::Ttl { range } => edges(&[range], 1, |x| x.checked_sub(1), |x| x.checked_add(1))
            .into_iter()
            .map(Val::Ttl)
            .collect(),
        Test::Len { range } => edges(&[range], 1, |x| x.checked_sub(1), |x| x.checked_add(1))
            .into_iter()
            .map(|l| Val::Len(Some(l)))
            .collect(),
        Test::Payload {
            offset,
            ref value,
            ref mask,
        } => payload_edges(offset, value, mask.as_deref())
            .into_iter()
            .map(Val::Payload)
            .collect(),
        Test::Contains { ref bytes } => contains_edges(bytes)
            .into_iter()
            .map(Val::Payload)
            .collect(),
        Test::Over { .. } => Vec::new(),
    }
}

/// Payloads around `payload OFF V/M`: the value exactly (masked-out bits
/// flipped), one byte short, with bytes after it, each mask bit flipped
/// (at most 24 of them), and empty.
fn payload_edges(offset: u16, value: &[u8], mask: Option<&[u8]>) -> Vec<Vec<u8>> {
    if value.is_empty() || mask.is_some_and(|m| m.len() != value.len()) {
        return Vec::new(); // not a valid test
    }
    let mut exact = pattern_bytes(usize::from(offset));
    exact.extend_from_slice(value);
    let mut out = vec![exact.clone()];
    let start = usize::from(offset);
    if let Some(mask) = mask {
        // The bits outside the mask do not matter.
        let mut x = exact.clone();
        for (i, m) in mask.iter().enumerate() {
            x[start + i] ^= !m;
        }
        out.push(x);
    }
    out.push(exact[..exact.len() - 1].to_vec());
    let mut longer = exact.clone();
    longer.extend_from_slice(b"tail");
    out.push(longer);
    let full = vec![0xffu8; value.len()];
    let mask = mask.unwrap_or(&full);
    let mut flips = 0;
    'bits: for (i, m) in mask.iter().enumerate() {
        for bit in 0..8 {
            if m & (1 << bit) != 0 {
                let mut x = exact.clone();
                x[start + i] ^= 1 << bit;
                out.push(x);
                flips += 1;
                if flips == 24 {
                    break 'bits;
                }
            }
        }
    }
    out.push(Vec::new());
    out
}

/// Payloads around `contains B`: the bytes alone, between other bytes, at
/// the end after 64 others, one byte short, and their first byte changed.
fn contains_edges(bytes: &[u8]) -> Vec<Vec<u8>> {
    if bytes.is_empty() {
        return Vec::new(); // not a valid test
    }
    let mut out = vec![bytes.to_vec()];
    let mut mid = b"pre-".to_vec();
    mid.extend_from_slice(bytes);
    mid.extend_from_slice(b"-post");
    out.push(mid);
    let mut end = pattern_bytes(64);
    end.extend_from_slice(bytes);
    out.push(end);
    out.push(bytes[..bytes.len() - 1].to_vec());
    let mut changed = bytes.to_vec();
    changed[0] ^= 0x01;
    out.push(changed);
    out
}

/// Filler bytes that spell nothing a policy is likely to look for.
fn pattern_bytes(n: usize) -> Vec<u8> {
    (0..n).map(|i| (i as u8).wrapping_mul(13) ^ 0x5a).collect()
}

/// Default candidates of a field, tried before the edges when choosing a
/// witness.
fn defaults(field: Field, fam: IpVersion, spec: &PacketSpec) -> Vec<Val> {
    let d = default_spec(fam);
    match field {
        Field::Proto => vec![
            Val::Proto(proto::TCP),
            Val::Proto(proto::UDP),
            Val::Proto(fam.icmp_proto()),
            Val::Proto(47),
        ],
        Field::Src => vec![Val::Addr(d.src)],
        Field::Dst => vec![Val::Addr(d.dst)],
        Field::Sport => vec![Val::Port(40000)],
        Field::Dport => vec![Val::Port(8080)],
        Field::Flags => vec![Val::Flags(spec.flags.unwrap_or(0x10))],
        Field::Icmp => vec![Val::Icmp(if fam == IpVersion::V4 { 8 } else { 128 }, 0)],
        Field::Frag => vec![
            Val::Frag(FragSpec::None),
            Val::Frag(FragSpec::First),
            Val::Frag(FragSpec::Later),
        ],
        Field::Ttl => vec![Val::Ttl(64)],
        Field::Len => vec![Val::Len(None)],
        Field::Payload => vec![Val::Payload(Vec::new())],
        Field::Rate => Vec::new(),
    }
}

/// The order in which a witness's fields are chosen: the protocol and the
/// fragment state first, since they decide which layer 4 fields exist.
const FIELD_ORDER: [Field; 11] = [
    Field::Proto,
    Field::Frag,
    Field::Src,
    Field::Dst,
    Field::Sport,
    Field::Dport,
    Field::Flags,
    Field::Icmp,
    Field::Ttl,
    Field::Len,
    Field::Payload,
];

/// A probe with its priority when the corpus must be capped (0 is kept first).
struct Pending {
    prio: u8,
    probe: Probe,
}

struct Gen<'a> {
    policy: &'a Policy,
    opts: &'a CorpusOpts,
    /// Frame → index in `probes`.
    seen: HashMap<Vec<u8>, usize>,
    probes: Vec<Pending>,
}

fn headers_of(spec: &PacketSpec) -> Option<Headers> {
    match parse(&FrameBuilder::new(spec.clone()).build()) {
        ParseResult::Ip(h) => Some(h),
        _ => None,
    }
}

fn ext_chain(n: usize, with_fragment: bool) -> Vec<Ext> {
    let mut v = Vec::with_capacity(n);
    for i in 0..n {
        v.push(match i {
            0 => Ext::HopByHop,
            i if i % 2 == 1 => Ext::DestOpts,
            _ => Ext::Routing,
        });
    }
    if with_fragment && n > 0 {
        v[n - 1] = Ext::Fragment;
    }
    v
}

impl Gen<'_> {
    fn push(&mut self, prio: u8, b: FrameBuilder, why: &str) {
        if let Some(frame) = admissible(&b, self.opts) {
            let what = format!("{why}: {}", describe(&b, &frame));
            self.push_frame(prio, frame, what);
        }
    }

    fn push_frame(&mut self, prio: u8, frame: Vec<u8>, what: String) {
        match self.seen.get(&frame) {
            Some(&i) => {
                // The same frame again: keep it once, with both reasons.
                let p = &mut self.probes[i];
                p.prio = p.prio.min(prio);
                if p.probe.what.len() < 600 {
                    let why = what.split(": ").next().unwrap_or(&what);
                    p.probe.what.push_str("; also ");
                    p.probe.what.push_str(why);
                }
            }
            None => {
                self.seen.insert(frame.clone(), self.probes.len());
                self.probes.push(Pending {
                    prio,
                    probe: Probe { frame, what },
                });
            }
        }
    }

    /// Frames every policy is checked on.
    fn globals(&mut self) {
        let mac = |f: &mut Vec<u8>| {
            f.extend_from_slice(&crate::packet::DEFAULT_DST_MAC);
            f.extend_from_slice(&crate::packet::DEFAULT_SRC_MAC);
        };
        let arp_body = {
            let mut a = vec![0, 1, 0x08, 0x00, 6, 4, 0, 1];
            a.extend_from_slice(&crate::packet::DEFAULT_SRC_MAC);
            a.extend_from_slice(&[192, 0, 2, 1]);
            a.extend_from_slice(&[0; 6]);
            a.extend_from_slice(&[198, 51, 100, 2]);
            a
        };
        let mut arp = Vec::new();
        mac(&mut arp);
        arp.extend_from_slice(&ETH_P_ARP.to_be_bytes());
        arp.extend_from_slice(&arp_body);
        self.push_frame(0, arp, "ARP request (non-IP: pass)".into());
        let mut lldp = Vec::new();
        lldp.extend_from_slice(&[0x01, 0x80, 0xc2, 0, 0, 0x0e]);
        lldp.extend_from_slice(&crate::packet::DEFAULT_SRC_MAC);
        lldp.extend_from_slice(&0x88ccu16.to_be_bytes());
        lldp.extend_from_slice(&[0x02, 0x07, 0x04, 2, 0, 0, 0, 0, 2, 0, 0]);
        self.push_frame(0, lldp, "LLDP (non-IP: pass)".into());
        let mut varp = Vec::new();
        mac(&mut varp);
        varp.extend_from_slice(&ETH_P_8021Q.to_be_bytes());
        varp.extend_from_slice(&0u16.to_be_bytes());
        varp.extend_from_slice(&ETH_P_ARP.to_be_bytes());
        varp.extend_from_slice(&arp_body);
        self.push_frame(0, varp, "802.1Q-tagged ARP (non-IP: pass)".into());
        // Two tags: the inner IPv4 packet is not looked through.
        let inner = FrameBuilder::new(default_spec(IpVersion::V4))
            .vlan(ETH_P_8021Q, 0)
            .build();
        let mut qinq = inner[..12].to_vec();
        qinq.extend_from_slice(&ETH_P_8021AD.to_be_bytes());
        qinq.extend_from_slice(&0u16.to_be_bytes());
        qinq.extend_from_slice(&inner[12..]);
        self.push_frame(0, qinq, "IPv4 behind two VLAN tags (non-IP: pass)".into());
        for fam in IpVersion::ALL {
            for p in probe_protos(fam) {
                let s = with(&default_spec(fam), Field::Proto, Val::Proto(p));
                self.push(0, FrameBuilder::new(s), "base packet");
            }
        }
    }

    /// Whether every match of `rule` on `field` holds on `spec` (and the
    /// family admits it).
    fn field_ok(&self, rule: &Rule, field: Field, spec: &PacketSpec) -> bool {
        let Some(h) = headers_of(spec) else {
            return false;
        };
        rule.matches
            .iter()
            .filter(|m| field_of(&m.test) == field)
            .all(|m| match_holds(self.policy, m, &h))
    }

    /// A packet satisfying `rule`'s matches field by field, where possible.
    fn witness(&self, rule: &Rule, fam: IpVersion) -> PacketSpec {
        let max = self.opts.max_intervals;
        let mut spec = default_spec(fam);
        for field in FIELD_ORDER {
            let mut cands: Vec<Val> = Vec::new();
            // Positive protocols first, so that `tcp` picks 6 before anything else.
            if field == Field::Proto {
                cands.extend(rule.matches.iter().filter_map(|m| match m.test {
                    Test::Proto { proto } if !m.negated => Some(Val::Proto(proto)),
                    _ => None,
                }));
            }
            cands.extend(defaults(field, fam, &spec));
            for m in rule.matches.iter().filter(|m| field_of(&m.test) == field) {
                if let Test::TcpFlags { bits, mask } = m.test {
                    // Every value of the flags byte, the required bits first.
                    cands.push(Val::Flags(bits));
                    cands.extend((0..=255u8).filter(|f| f & mask != bits).map(Val::Flags));
                    cands.extend((0..=255u8).map(Val::Flags));
                } else {
                    cands.extend(match_edges(self.policy, &m.test, fam, max));
                }
            }
            let chosen = cands
                .iter()
                .map(|v| with(&spec, field, v.clone()))
                .find(|s| self.field_ok(rule, field, s));
            if let Some(s) = chosen {
                spec = s;
            }
        }
        spec
    }

    fn rule_probes(&mut self, idx: usize, rule: &Rule, fam: IpVersion) {
        let policy = self.policy;
        let max = self.opts.max_intervals;
        let w = self.witness(rule, fam);
        let matching = headers_of(&w).is_some_and(|h| rule_matches(policy, rule, &h));
        let name = format!(
            "rule {} (#{idx}) {fam} {}",
            rule.label,
            if matching {
                "witness"
            } else {
                "near-witness (rule unsatisfiable here)"
            }
        );
        self.push(0, FrameBuilder::new(w.clone()), &name);

        // Edges of every match, the other fields as in the witness.
        for (mi, m) in rule.matches.iter().enumerate() {
            let field = field_of(&m.test);
            let why = format!("{name}, edge of match {mi}");
            if let Test::TcpFlags { mask, .. } = m.test {
                let rest = w.flags.unwrap_or(0) & !mask;
                let mut sub: u8 = 0;
                loop {
                    let s = with(&w, Field::Flags, Val::Flags(rest | sub));
                    self.push(1, FrameBuilder::new(s), &why);
                    // Next subset of mask.
                    sub = sub.wrapping_sub(mask) & mask;
                    if sub == 0 {
                        break;
                    }
                }
                continue;
            }
            for v in match_edges(policy, &m.test, fam, max) {
                let s = with(&w, field, v.clone());
                match (field, &v) {
                    (Field::Len, &Val::Len(Some(l))) => {
                        if usize::from(l) >= FrameBuilder::new(s.clone()).min_len() {
                            self.push(1, FrameBuilder::new(s), &why);
                        } else {
                            // Too short for the witness's layer 4 header: try
                            // a protocol without one.
                            let o = with(&s, Field::Proto, Val::Proto(47));
                            if usize::from(l) >= FrameBuilder::new(o.clone()).min_len() {
                                self.push(1, FrameBuilder::new(o), &why);
                            }
                        }
                    }
                    (Field::Src | Field::Dst, _) => {
                        self.push(1, FrameBuilder::new(s), &why);
                        let other = if field == Field::Src {
                            Field::Dst
                        } else {
                            Field::Src
                        };
                        self.push(
                            1,
                            FrameBuilder::new(with(&w, other, v)),
                            &format!("{why}, other direction"),
                        );
                    }
                    (Field::Sport | Field::Dport, _) => {
                        // Both directions, on TCP and on UDP.
                        let other = if field == Field::Sport {
                            Field::Dport
                        } else {
                            Field::Sport
                        };
                        let swapped = if w.proto == proto::TCP {
                            proto::UDP
                        } else {
                            proto::TCP
                        };
                        for (f, dir) in [(field, ""), (other, ", other direction")] {
                            for (p, pname) in [(w.proto, ""), (swapped, ", other protocol")] {
                                let s = with(&with(&w, f, v.clone()), Field::Proto, Val::Proto(p));
                                self.push(1, FrameBuilder::new(s), &format!("{why}{dir}{pname}"));
                            }
                        }
                    }
                    _ => self.push(1, FrameBuilder::new(s), &why),
                }
            }
        }

        // Variants of the witness.
        let var = format!("{name}, variant");
        for f in [FragSpec::None, FragSpec::First, FragSpec::Later] {
            self.push(
                2,
                FrameBuilder::new(with(&w, Field::Frag, Val::Frag(f))),
                &var,
            );
        }
        for p in probe_protos(fam) {
            self.push(
                2,
                FrameBuilder::new(with(&w, Field::Proto, Val::Proto(p))),
                &var,
            );
        }
        let is_frag = w.fragment != FragSpec::None;
        if fam == IpVersion::V4 {
            for words in [1, 10] {
                self.push(2, FrameBuilder::new(w.clone()).ip4_options(words), &var);
            }
            // Don't Fragment does not make a fragment.
            for f in [FragSpec::None, FragSpec::First] {
                let b = FrameBuilder::new(with(&w, Field::Frag, Val::Frag(f))).dont_fragment(true);
                self.push(2, b, &var);
            }
        } else {
            for n in [1, 2, 3, 8] {
                let b = FrameBuilder::new(w.clone()).ip6_ext(ext_chain(n, is_frag));
                self.push(2, b, &var);
            }
            let ah = with(&w, Field::Proto, Val::Proto(proto::AH));
            self.push(
                2,
                FrameBuilder::new(ah).ip6_ext(ext_chain(2, is_frag)),
                &var,
            );
        }
        for tpid in [ETH_P_8021Q, ETH_P_8021AD] {
            self.push(2, FrameBuilder::new(w.clone()).vlan(tpid, 0), &var);
        }
        // (v2) TCP options move the payload: the witness and its payload
        // edges behind 1 and 10 words of options.
        if w.proto == proto::TCP
            && rule
                .matches
                .iter()
                .any(|m| field_of(&m.test) == Field::Payload)
        {
            for words in [1, 10] {
                self.push(2, FrameBuilder::new(w.clone()).tcp_options(words), &var);
                for m in rule
                    .matches
                    .iter()
                    .filter(|m| field_of(&m.test) == Field::Payload)
                {
                    for v in match_edges(policy, &m.test, fam, max) {
                        let s = with(&w, Field::Payload, v);
                        self.push(2, FrameBuilder::new(s).tcp_options(words), &var);
                    }
                }
            }
        }
        // Ethernet padding after a short packet: rules see the IP length.
        let b = FrameBuilder::new(w.clone());
        if admissible(&b, self.opts).is_some() {
            let mut frame = b.build();
            if frame.len() < 80 {
                let what = format!(
                    "{var}: {} [ethernet padding to 80 bytes]",
                    describe(&b, &frame)
                );
                frame.resize(80, 0);
                self.push_frame(2, frame, what);
            }
        }
    }

    /// The probes, capped at `max_probes`: every priority-0 probe, then the
    /// others sampled evenly, in generation order.
    fn capped(self) -> Vec<Probe> {
        let cap = self.opts.max_probes;
        if self.probes.len() <= cap {
            return self.probes.into_iter().map(|p| p.probe).collect();
        }
        let essential = self.probes.iter().filter(|p| p.prio == 0).count();
        let others = self.probes.len() - essential;
        let room = cap.saturating_sub(essential);
        let mut i_other = 0usize;
        let mut out = Vec::with_capacity(cap.max(essential));
        let mut taken = 0usize;
        for p in self.probes {
            if p.prio == 0 {
                out.push(p.probe);
                continue;
            }
            // Keep other #i when it starts a new bucket of size others/room.
            let keep = room > 0 && (i_other * room) / others != ((i_other + 1) * room) / others;
            i_other += 1;
            if keep && taken < room {
                taken += 1;
                out.push(p.probe);
            }
        }
        out
    }
}

/// Values the random packets draw from: the policy's edges plus defaults.
struct Pools {
    v4: Vec<IpAddr>,
    v6: Vec<IpAddr>,
    ports: Vec<u16>,
    ttls: Vec<u8>,
    lens: Vec<u16>,
    protos: Vec<u8>,
    icmp: Vec<(u8, u8)>,
    max_ip_len: u16,
}

impl Pools {
    fn new(policy: &Policy, opts: &CorpusOpts) -> Pools {
        let mut p = Pools {
            v4: Vec::new(),
            v6: Vec::new(),
            ports: vec![0, 22, 53, 80, 443, 1024, 40000, 65535],
            ttls: vec![0, 1, 64, 255],
            lens: Vec::new(),
            protos: vec![
                proto::TCP,
                proto::UDP,
                proto::ICMP,
                proto::ICMP6,
                47,
                50,
                51,
                59,
                132,
            ],
            icmp: vec![(8, 0), (0, 0), (3, 1), (128, 0), (129, 0)],
            max_ip_len: opts.max_ip_len,
        };
        for s in &policy.sets {
            match &s.data {
                SetData::Ip(ip) => {
                    p.v4.extend(v4_edges(&ip.v4, 16));
                    p.v6.extend(v6_edges(&ip.v6, 16));
                }
                SetData::Port(ps) => {
                    p.ports.extend(edges(
                        &ps.ports,
                        16,
                        |x| x.checked_sub(1),
                        |x| x.checked_add(1),
                    ));
                }
            }
        }
        for r in &policy.rules {
            for m in &r.matches {
                for v in match_edges(policy, &m.test, IpVersion::V4, 1) {
                    match v {
                        Val::Ttl(t) => p.ttls.push(t),
                        Val::Len(Some(l)) => p.lens.push(l),
                        Val::Proto(x) => p.protos.push(x),
                        Val::Icmp(t, c) => p.icmp.push((t, c)),
                        _ => {}
                    }
                }
            }
        }
        p
    }

    fn random_builder(&self, rng: &mut ChaCha8Rng) -> FrameBuilder {
        let fam = if rng.gen_bool(0.5) {
            IpVersion::V4
        } else {
            IpVersion::V6
        };
        let mut s = default_spec(fam);
        let pool = if fam == IpVersion::V4 {
            &self.v4
        } else {
            &self.v6
        };
        let addr = |rng: &mut ChaCha8Rng| -> IpAddr {
            match pool.choose(rng) {
                Some(a) if rng.gen_bool(0.7) => *a,
                _ if fam == IpVersion::V4 => IpAddr::V4(Ipv4Addr::from(rng.gen::<u32>())),
                _ => IpAddr::V6(Ipv6Addr::from(
                    (0x2001_0db8u128 << 96) | u128::from(rng.gen::<u64>()),
                )),
            }
        };
        s.src = addr(rng);
        s.dst = addr(rng);
        s.proto = if rng.gen_bool(0.8) {
            *[proto::TCP, proto::UDP, fam.icmp_proto()]
                .choose(rng)
                .unwrap_or(&proto::TCP)
        } else {
            *self.protos.choose(rng).unwrap_or(&47)
        };
        let port = |rng: &mut ChaCha8Rng| {
            if rng.gen_bool(0.7) {
                *self.ports.choose(rng).unwrap_or(&80)
            } else {
                rng.gen()
            }
        };
        s.sport = Some(port(rng));
        s.dport = Some(port(rng));
        s.flags = Some(rng.gen());
        if let Some((t, c)) = self.icmp.choose(rng) {
            if rng.gen_bool(0.8) {
                s.icmp_type = Some(*t);
                s.icmp_code = Some(*c);
            } else {
                s.icmp_type = Some(rng.gen());
                s.icmp_code = Some(rng.gen_range(0..4));
            }
        }
        s.ttl = Some(if rng.gen_bool(0.6) {
            *self.ttls.choose(rng).unwrap_or(&64)
        } else {
            rng.gen()
        });
        s.fragment = match rng.gen_range(0..10) {
            0 => FragSpec::First,
            1 => FragSpec::Later,
            _ => FragSpec::None,
        };
        let mut b = FrameBuilder::new(s);
        if fam == IpVersion::V4 && rng.gen_bool(0.1) {
            b = b.ip4_options(rng.gen_range(1..=10));
        }
        if fam == IpVersion::V4 && rng.gen_bool(0.5) {
            b = b.dont_fragment(true);
        }
        if fam == IpVersion::V6 && rng.gen_bool(0.2) {
            let n = rng.gen_range(1..=8);
            let frag = b.spec.fragment != FragSpec::None;
            b = b.ip6_ext(ext_chain(n, frag));
        }
        if rng.gen_bool(0.1) {
            let tpid = if rng.gen_bool(0.5) {
                ETH_P_8021Q
            } else {
                ETH_P_8021AD
            };
            b = b.vlan(tpid, 0);
        }
        let min = b.min_len();
        let len = match self.lens.choose(rng) {
            Some(l) if rng.gen_bool(0.3) => Some(*l),
            _ if rng.gen_bool(0.2) => Some(rng.gen_range(0..=self.max_ip_len)),
            _ => None,
        };
        b.spec.len = len.filter(|l| usize::from(*l) >= min);
        b
    }
}

/// Checks a corpus for the properties the kernel tests rely on; returns the
/// problems found (empty when fine). Used by the tests.
pub fn check(policy: &Policy, probes: &[Probe]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = HashSet::new();
    for p in probes {
        if !seen.insert(&p.frame) {
            problems.push(format!("duplicate frame: {}", p.what));
        }
        if let Outcome::Unspecified { reason } = evaluate(policy, &p.frame) {
            problems.push(format!("unspecified probe ({reason}): {}", p.what));
        }
    }
    problems
}
