//! The reference interpreter: the oracle every backend is tested against.
//!
//! It follows the language spec §4–§5 literally and favours obvious
//! correctness over speed (set lookups are binary searches over the sorted
//! interval vectors, everything else is a direct comparison):
//!
//! 1. [`parse`] the frame; a non-IP frame passes ([`Decider::NonIp`]); a
//!    frame with no specified verdict is [`Outcome::Unspecified`].
//! 2. The first rule, in order, whose family admits the packet and whose
//!    matches all hold decides.
//! 3. Otherwise the default decides.
//!
//! A match tests a field of the packet. Ports, TCP flags and ICMP type/code
//! exist only when the packet carries that layer 4 header (not on a later
//! fragment, not on another protocol); a match on an absent field never
//! holds, negated or not. A negated match holds when the field exists and
//! the test fails.
//!
//! **(v2) State.** `over` is the only match with state. [`Interp`] keeps the
//! token buckets of every `over` rule and evaluates a sequence of
//! `(time, frame)` pairs exactly as spec §4 "Rate limits" says: the `over`
//! match of a rule is evaluated after all its other matches, only for
//! packets that reach the rule and satisfy them; one bucket per key, full (B
//! tokens) when first needed, refilled continuously at N per unit and never
//! above B, kept in exact integer arithmetic (one token is `unit` in
//! nanoseconds of "token-time"). The stateless [`evaluate`] and [`explain`]
//! are one packet against a fresh state (every bucket full).
//!
//! **(v2) Payload.** `payload` reads [`Headers::payload`], `contains`
//! searches [`Headers::ip_packet`]; an IP packet longer than
//! [`CONTAINS_MAX_LEN`] that reaches a rule with `contains` has no specified
//! verdict (spec §5.6).

use crate::packet::{parse, Headers, ParseResult};
use crate::{
    Action, Dir, Family, Interval, IpSet, IpVersion, Match, Policy, PortSet, Rate, RateKey, Rule,
    Test,
};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// (v2) IP packets longer than this have no specified verdict at a rule
/// with `contains` (spec §5.6).
pub const CONTAINS_MAX_LEN: u16 = 1500;

/// What decided a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decider {
    /// The frame is not IPv4/IPv6: passed, rules never apply (spec §5.1).
    NonIp,
    /// The rule at this index of [`Policy::rules`].
    Rule(usize),
    /// No rule matched: the policy's default.
    Default,
}

/// A specified verdict and what decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    pub action: Action,
    pub decider: Decider,
}

/// The result of evaluating a policy on a frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Decided(Verdict),
    /// Spec §5.6: a malformed IP packet, or an IPv6 non-first fragment whose
    /// Fragment header names an extension header, AH or ESP (or a chain
    /// deeper than [`crate::packet::MAX_EXT_HEADERS`]); any target may drop
    /// or pass it.
    Unspecified {
        reason: String,
    },
}

impl Outcome {
    /// The action, if specified.
    pub fn action(&self) -> Option<Action> {
        match self {
            Outcome::Decided(v) => Some(v.action),
            Outcome::Unspecified { .. } => None,
        }
    }

    /// Whether a target's `action` is allowed: equal to the verdict, or
    /// anything when unspecified.
    pub fn admits(&self, action: Action) -> bool {
        self.action().is_none_or(|a| a == action)
    }
}

/// Evaluates `policy` on an Ethernet frame (spec §5), as the first packet
/// after the policy was loaded (every `over` bucket full).
pub fn evaluate(policy: &Policy, frame: &[u8]) -> Outcome {
    Interp::new(policy).eval(0, frame)
}

/// (v2) Evaluates `policy` on a frame as if the `over` test of rule `i`
/// had the value `over(i)` (its bucket empty when `true`, holding a token
/// when `false`), with no state.
pub fn evaluate_with_rate(policy: &Policy, frame: &[u8], over: &dyn Fn(usize) -> bool) -> Outcome {
    let mut st = Interp::new(policy);
    st.assume_over = Some(over);
    st.eval(0, frame)
}

/// (v2) The outcome of the frame whatever the state of every bucket (the
/// same for every combination of `over` values of the rules that have
/// one), or `None` when some state changes it, or when the policy has more
/// than 12 rules with `over` (not enumerated). What a differential test can
/// check one probe at a time on a target that keeps state.
pub fn evaluate_state_independent(policy: &Policy, frame: &[u8]) -> Option<Outcome> {
    let overs: Vec<usize> = (0..policy.rules.len())
        .filter(|&i| over_match(&policy.rules[i]).is_some())
        .collect();
    if overs.len() > 12 {
        return None;
    }
    let mut first: Option<Outcome> = None;
    for bits in 0u32..1 << overs.len() {
        let over = |i: usize| {
            overs
                .iter()
                .position(|&r| r == i)
                .is_some_and(|k| bits & (1 << k) != 0)
        };
        let o = evaluate_with_rate(policy, frame, &over);
        match &first {
            None => first = Some(o),
            Some(f) if *f != o => return None,
            Some(_) => {}
        }
    }
    first
}

/// Whether the policy has a rule with `over`.
pub fn has_state(policy: &Policy) -> bool {
    policy.rules.iter().any(|r| over_match(r).is_some())
}

/// The verdict for a parsed IP packet: the first matching rule, else the
/// default; `over` as with every bucket full, `contains` on any length
/// (use [`Interp`] for the full semantics).
pub fn decide(policy: &Policy, h: &Headers) -> Verdict {
    policy
        .rules
        .iter()
        .position(|r| rule_matches(policy, r, h))
        .map_or(
            Verdict {
                action: policy.default,
                decider: Decider::Default,
            },
            |i| Verdict {
                action: policy.rules[i].action,
                decider: Decider::Rule(i),
            },
        )
}

/// (v2) What a bucket is kept for: the rule's index and the masked address
/// (`None` for a rule without `per`).
pub type BucketKey = (usize, Option<IpAddr>);

/// (v2) One token bucket. `level` counts token-time: one token is
/// `unit` nanoseconds of it, so that a refill of N tokens per unit over `dt`
/// nanoseconds adds exactly `dt × N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bucket {
    level: u128,
    /// When `level` was last brought up to date (nanoseconds).
    at: u64,
}

impl Bucket {
    fn one(rate: Rate) -> u128 {
        u128::from(rate.unit.nanos())
    }

    fn full(rate: Rate, burst: u32, now: u64) -> Bucket {
        Bucket {
            level: u128::from(burst) * Bucket::one(rate),
            at: now,
        }
    }

    /// Refills up to `now` (never above `burst`; time going backwards adds
    /// nothing).
    fn refill(&mut self, rate: Rate, burst: u32, now: u64) {
        let dt = u128::from(now.saturating_sub(self.at));
        let cap = u128::from(burst) * Bucket::one(rate);
        self.level = self
            .level
            .saturating_add(dt.saturating_mul(u128::from(rate.packets)))
            .min(cap);
        self.at = self.at.max(now);
    }

    /// Tokens in the bucket (possibly fractional).
    pub fn tokens(&self, rate: Rate) -> f64 {
        self.level as f64 / Bucket::one(rate) as f64
    }

    /// Whole tokens in the bucket.
    pub fn whole_tokens(&self, rate: Rate) -> u64 {
        u64::try_from(self.level / Bucket::one(rate)).unwrap_or(u64::MAX)
    }

    /// Takes one token if there is one; `true` when the packet is over the
    /// rate (no token).
    fn take(&mut self, rate: Rate) -> bool {
        let one = Bucket::one(rate);
        if self.level >= one {
            self.level -= one;
            false
        } else {
            true
        }
    }
}

/// `addr` masked to its first `len` bits (clamped to the family's width).
pub fn mask_addr(addr: IpAddr, len: u8) -> IpAddr {
    match addr {
        IpAddr::V4(a) => {
            let len = u32::from(len.min(32));
            let m = if len == 0 { 0 } else { u32::MAX << (32 - len) };
            IpAddr::V4(Ipv4Addr::from(u32::from(a) & m))
        }
        IpAddr::V6(a) => {
            let len = u32::from(len.min(128));
            let m = if len == 0 {
                0
            } else {
                u128::MAX << (128 - len)
            };
            IpAddr::V6(Ipv6Addr::from(u128::from(a) & m))
        }
    }
}

/// The key of the packet's bucket under `key`.
pub fn bucket_addr(key: RateKey, h: &Headers) -> Option<IpAddr> {
    match key {
        RateKey::Global => None,
        RateKey::Addr { dir, len } => {
            let a = match dir {
                Dir::Src => h.src,
                Dir::Dst => h.dst,
            };
            Some(match len {
                Some(l) => mask_addr(a, l),
                None => a,
            })
        }
    }
}

/// (v2) What an `over` match saw: for `dropc explain` and `dropc test`.
#[derive(Clone, Debug, PartialEq)]
pub struct BucketNote {
    /// Index in [`Policy::rules`].
    pub rule: usize,
    /// The masked address of the key (`None`: the rule's single bucket).
    pub key: Option<IpAddr>,
    /// Tokens the key's bucket held when the packet reached it (after the
    /// refill up to the packet's time, before taking one).
    pub tokens: f64,
    pub burst: u32,
    /// Whether the packet was over the rate (no token left).
    pub over: bool,
}

/// (v2) The reference interpreter with state: the token buckets of every
/// `over` rule of one policy.
#[derive(Clone)]
pub struct Interp<'p> {
    policy: &'p Policy,
    buckets: HashMap<BucketKey, Bucket>,
    /// For [`evaluate_with_rate`]: the value of rule `i`'s `over` test; no
    /// bucket is kept.
    assume_over: Option<&'p dyn Fn(usize) -> bool>,
}

/// The `over` match of a rule, with its index (at most one, by lowering).
pub fn over_match(rule: &Rule) -> Option<(usize, &Match)> {
    rule.matches
        .iter()
        .enumerate()
        .find(|(_, m)| matches!(m.test, Test::Over { .. }))
}

/// Whether the rule has a `contains` match.
pub fn has_contains(rule: &Rule) -> bool {
    rule.matches
        .iter()
        .any(|m| matches!(m.test, Test::Contains { .. }))
}

impl<'p> Interp<'p> {
    /// A fresh state: every bucket full, as when the policy is loaded.
    pub fn new(policy: &'p Policy) -> Self {
        Interp {
            policy,
            buckets: HashMap::new(),
            assume_over: None,
        }
    }

    /// The policy this state belongs to.
    pub fn policy(&self) -> &'p Policy {
        self.policy
    }

    /// The bucket of `key`, if a packet has used it (an unused key's bucket
    /// is full).
    pub fn bucket(&self, key: &BucketKey) -> Option<&Bucket> {
        self.buckets.get(key)
    }

    /// Evaluates the frame arriving at `now` (nanoseconds, non-decreasing
    /// across calls), updating the buckets.
    pub fn eval(&mut self, now: u64, frame: &[u8]) -> Outcome {
        self.explain(now, frame).outcome
    }

    /// Evaluates the frame arriving at `now` and says why each rule before
    /// the deciding one did not match, and what every `over` it reached saw.
    pub fn explain(&mut self, now: u64, frame: &[u8]) -> Explanation {
        let h = match parse(frame) {
            ParseResult::NonIp => {
                return Explanation {
                    outcome: Outcome::Decided(Verdict {
                        action: Action::Pass,
                        decider: Decider::NonIp,
                    }),
                    headers: None,
                    trace: Vec::new(),
                    buckets: Vec::new(),
                }
            }
            ParseResult::Malformed(reason) => {
                return Explanation {
                    outcome: Outcome::Unspecified { reason },
                    headers: None,
                    trace: Vec::new(),
                    buckets: Vec::new(),
                }
            }
            ParseResult::Ip(h) => h,
        };
        let (outcome, trace, buckets) = self.run(now, &h);
        Explanation {
            outcome,
            headers: Some(h),
            trace,
            buckets,
        }
    }

    /// Evaluates a parsed IP packet arriving at `now` (nanoseconds,
    /// non-decreasing across calls), updating the buckets: [`Interp::eval`]
    /// for a caller that already parsed the frame (`dropc replay`).
    pub fn eval_headers(&mut self, now: u64, h: &Headers) -> Outcome {
        self.run(now, h).0
    }

    fn run(&mut self, now: u64, h: &Headers) -> (Outcome, Vec<Miss>, Vec<BucketNote>) {
        let policy = self.policy;
        let mut trace = Vec::new();
        let mut notes = Vec::new();
        for (i, rule) in policy.rules.iter().enumerate() {
            if !family_admits(rule.family, h) {
                trace.push(Miss {
                    rule: i,
                    why: MissReason::Family {
                        rule: rule.family,
                        packet: h.family,
                    },
                });
                continue;
            }
            if h.len > CONTAINS_MAX_LEN && has_contains(rule) {
                let reason = format!(
                    "an IP packet of {} bytes (more than {CONTAINS_MAX_LEN}) reaches rule {}, which has `contains` (spec §5.6)",
                    h.len, rule.label
                );
                return (Outcome::Unspecified { reason }, trace, notes);
            }
            if let Some(why) = why_not_stateless(policy, rule, h) {
                trace.push(Miss { rule: i, why });
                continue;
            }
            if let Some((index, m)) = over_match(rule) {
                let Test::Over { rate, burst, key } = m.test else {
                    continue;
                };
                let addr = bucket_addr(key, h);
                let over = match self.assume_over {
                    Some(over) => over(i),
                    None => self.take_token(i, rate, burst, addr, now, &mut notes),
                };
                if over == m.negated {
                    trace.push(Miss {
                        rule: i,
                        why: MissReason::Match {
                            index,
                            absent: false,
                        },
                    });
                    continue;
                }
            }
            let v = Verdict {
                action: rule.action,
                decider: Decider::Rule(i),
            };
            return (Outcome::Decided(v), trace, notes);
        }
        let v = Verdict {
            action: policy.default,
            decider: Decider::Default,
        };
        (Outcome::Decided(v), trace, notes)
    }

    /// Refills the bucket of `(rule, addr)` up to `now` and takes a token;
    /// `true` when the packet is over the rate.
    fn take_token(
        &mut self,
        i: usize,
        rate: Rate,
        burst: u32,
        addr: Option<IpAddr>,
        now: u64,
        notes: &mut Vec<BucketNote>,
    ) -> bool {
        let b = self
            .buckets
            .entry((i, addr))
            .or_insert_with(|| Bucket::full(rate, burst, now));
        b.refill(rate, burst, now);
        let tokens = b.tokens(rate);
        let over = b.take(rate);
        notes.push(BucketNote {
            rule: i,
            key: addr,
            tokens,
            burst,
            over,
        });
        over
    }
}

/// Whether a rule of this family applies to the packet's family.
pub fn family_admits(family: Family, h: &Headers) -> bool {
    family.admits(h.family)
}

/// Whether `rule` matches the packet: its family admits it and every match
/// holds.
pub fn rule_matches(policy: &Policy, rule: &Rule, h: &Headers) -> bool {
    family_admits(rule.family, h) && rule.matches.iter().all(|m| match_holds(policy, m, h))
}

/// Whether one match holds: the field exists and the test's result differs
/// from `negated`.
pub fn match_holds(policy: &Policy, m: &Match, h: &Headers) -> bool {
    test_value(policy, &m.test, h).is_some_and(|v| v != m.negated)
}

/// The result of a test before negation, or `None` when the field does not
/// exist on this packet (ports, flags or ICMP type without that layer 4
/// header). A set id out of range or of the wrong kind (impossible in a
/// validated policy) acts as an empty set.
pub fn test_value(policy: &Policy, test: &Test, h: &Headers) -> Option<bool> {
    match *test {
        Test::Proto { proto } => Some(h.proto == proto),
        Test::Addr { dir, set } => {
            let addr = match dir {
                Dir::Src => h.src,
                Dir::Dst => h.dst,
            };
            let s = policy.sets.get(set.0 as usize).and_then(|s| s.ip());
            Some(s.is_some_and(|s| ip_set_contains(s, addr)))
        }
        Test::Port { dir, set } => {
            let (sport, dport) = h.l4.and_then(|l| l.ports())?;
            let port = match dir {
                Dir::Src => sport,
                Dir::Dst => dport,
            };
            let s = policy.sets.get(set.0 as usize).and_then(|s| s.port());
            Some(s.is_some_and(|s| port_set_contains(s, port)))
        }
        Test::TcpFlags { bits, mask } => {
            let flags = h.l4.and_then(|l| l.tcp_flags())?;
            Some(flags & mask == bits)
        }
        Test::Icmp { icmp_type, code } => {
            let (t, c) = h.l4.and_then(|l| l.icmp())?;
            Some(t == icmp_type && code.is_none_or(|code| code == c))
        }
        Test::Fragment => Some(h.frag.is_fragment),
        Test::LaterFragment => Some(h.frag.offset_nonzero),
        Test::Ttl { range } => Some(range.contains(h.ttl)),
        Test::Len { range } => Some(range.contains(h.len)),
        Test::Payload {
            offset,
            ref value,
            ref mask,
        } => {
            let start = usize::from(offset);
            let field = h.payload.as_ref()?.get(start..start + value.len())?;
            Some(match mask {
                None => field == value.as_slice(),
                Some(mask) => field
                    .iter()
                    .zip(value)
                    .zip(mask)
                    .all(|((f, v), m)| f & m == v & m),
            })
        }
        Test::Contains { ref bytes } => Some(contains(&h.ip_packet, bytes)),
        // Stateless view: a fresh, full bucket holds a token (B ≥ 1), so the
        // packet is within the rate. [`Interp`] keeps the real state.
        Test::Over { .. } => Some(false),
    }
}

/// Whether `needle` (not empty) occurs in `hay`.
pub fn contains(hay: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && hay.windows(needle.len()).any(|w| w == needle)
}

/// Whether `x` lies in one of the sorted, non-overlapping intervals.
pub fn in_intervals<T: Ord + Copy>(v: &[Interval<T>], x: T) -> bool {
    let i = v.partition_point(|iv| iv.lo <= x);
    i > 0 && v[i - 1].hi >= x
}

/// Whether the part of `set` of the address's family contains it.
pub fn ip_set_contains(set: &IpSet, addr: IpAddr) -> bool {
    match addr {
        IpAddr::V4(a) => in_intervals(&set.v4, a),
        IpAddr::V6(a) => in_intervals(&set.v6, a),
    }
}

/// Whether `set` contains `port`.
pub fn port_set_contains(set: &PortSet, port: u16) -> bool {
    in_intervals(&set.ports, port)
}

/// Why a rule before the deciding one did not match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MissReason {
    /// The rule's family does not admit the packet's.
    Family { rule: Family, packet: IpVersion },
    /// `rule.matches[index]` failed; `absent` when because the field does not
    /// exist on this packet (e.g. ports on a later fragment).
    Match { index: usize, absent: bool },
}

/// One rule that did not match, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Miss {
    /// Index in [`Policy::rules`].
    pub rule: usize,
    pub why: MissReason,
}

fn family_name(f: Family) -> &'static str {
    match f {
        Family::Any => "any",
        Family::Ip4 => "ip4",
        Family::Ip6 => "ip6",
    }
}

impl Miss {
    /// Why `rule` (the rule at [`Miss::rule`]) did not match, in words;
    /// `text_of` gives the source text of a match's span (e.g. `dport 22`).
    pub fn describe(&self, rule: &Rule, text_of: &dyn Fn(crate::Span) -> String) -> String {
        match &self.why {
            MissReason::Family { rule: f, packet } => {
                format!(
                    "the rule is {}-only and the packet is {packet}",
                    family_name(*f)
                )
            }
            MissReason::Match { index, absent } => {
                let what = rule
                    .matches
                    .get(*index)
                    .map_or_else(|| "?".to_string(), |m| text_of(m.span));
                if *absent {
                    format!(
                        "`{what}` does not hold: the packet has no such field (no layer 4 header of that kind, e.g. a later fragment)"
                    )
                } else {
                    format!("`{what}` does not hold")
                }
            }
        }
    }
}

/// Everything `dropc explain` shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Explanation {
    pub outcome: Outcome,
    /// The parsed packet (`None` for non-IP and unspecified frames).
    pub headers: Option<Headers>,
    /// For every rule before the deciding one (all rules when the default
    /// decides), in order, why it did not match.
    pub trace: Vec<Miss>,
    /// (v2) Every `over` the packet reached, in order: the key and its
    /// tokens.
    pub buckets: Vec<BucketNote>,
}

/// Why `rule` does not match, or `None` if it matches (`over` as with a
/// full bucket).
pub fn why_not(policy: &Policy, rule: &Rule, h: &Headers) -> Option<MissReason> {
    if !family_admits(rule.family, h) {
        return Some(MissReason::Family {
            rule: rule.family,
            packet: h.family,
        });
    }
    why_not_stateless(policy, rule, h).or_else(|| {
        let (index, m) = over_match(rule)?;
        (test_value(policy, &m.test, h) == Some(m.negated)).then_some(MissReason::Match {
            index,
            absent: false,
        })
    })
}

/// The first match other than `over` that does not hold, if any.
fn why_not_stateless(policy: &Policy, rule: &Rule, h: &Headers) -> Option<MissReason> {
    rule.matches
        .iter()
        .enumerate()
        .filter(|(_, m)| !matches!(m.test, Test::Over { .. }))
        .find_map(|(index, m)| match test_value(policy, &m.test, h) {
            None => Some(MissReason::Match {
                index,
                absent: true,
            }),
            Some(v) if v == m.negated => Some(MissReason::Match {
                index,
                absent: false,
            }),
            Some(_) => None,
        })
}

/// Evaluates `policy` on `frame` (a fresh state: every bucket full) and
/// says why each rule before the deciding one did not match.
pub fn explain(policy: &Policy, frame: &[u8]) -> Explanation {
    Interp::new(policy).explain(0, frame)
}

fn dir_name(d: Dir) -> &'static str {
    match d {
        Dir::Src => "src",
        Dir::Dst => "dst",
    }
}

fn set_name(policy: &Policy, id: crate::SetId) -> String {
    match policy.sets.get(id.0 as usize) {
        Some(s) => match &s.name {
            Some(n) => format!("@{n}"),
            None => match &s.data {
                crate::SetData::Ip(ip) => {
                    let mut parts: Vec<String> = ip
                        .v4
                        .iter()
                        .map(|i| interval_str(i.lo, i.hi))
                        .chain(ip.v6.iter().map(|i| interval_str(i.lo, i.hi)))
                        .collect();
                    braces(&mut parts)
                }
                crate::SetData::Port(p) => {
                    let mut parts: Vec<String> =
                        p.ports.iter().map(|i| interval_str(i.lo, i.hi)).collect();
                    braces(&mut parts)
                }
            },
        },
        None => format!("<set #{}>", id.0),
    }
}

fn interval_str<T: PartialEq + std::fmt::Display>(lo: T, hi: T) -> String {
    if lo == hi {
        lo.to_string()
    } else {
        format!("{lo}-{hi}")
    }
}

fn braces(parts: &mut Vec<String>) -> String {
    if parts.len() == 1 {
        return parts.remove(0);
    }
    let n = parts.len();
    if n > 4 {
        parts.truncate(4);
        parts.push(format!("… {} more", n - 4));
    }
    format!("{{ {} }}", parts.join(", "))
}

/// `0x` and the bytes in hex.
pub fn hex(bytes: &[u8]) -> String {
    let mut s = String::from("0x");
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// A match in (approximately) policy syntax, for messages: sets by name,
/// anonymous sets as their intervals.
pub fn describe_match(policy: &Policy, m: &Match) -> String {
    let t = match &m.test {
        Test::Proto { proto } => match *proto {
            crate::proto::TCP => "tcp".to_string(),
            crate::proto::UDP => "udp".to_string(),
            crate::proto::ICMP => "icmp".to_string(),
            crate::proto::ICMP6 => "icmp6".to_string(),
            p => format!("proto {p}"),
        },
        Test::Addr { dir, set } => format!("{} {}", dir_name(*dir), set_name(policy, *set)),
        Test::Port { dir, set } => {
            format!("{}port {}", &dir_name(*dir)[..1], set_name(policy, *set))
        }
        Test::TcpFlags { bits, mask } => format!("flags {bits:#04x}/{mask:#04x}"),
        Test::Icmp { icmp_type, code } => match code {
            Some(c) => format!("type {icmp_type} code {c}"),
            None => format!("type {icmp_type}"),
        },
        Test::Fragment => "fragment".to_string(),
        Test::LaterFragment => "fragment later".to_string(),
        Test::Ttl { range } => format!("ttl {}", interval_str(range.lo, range.hi)),
        Test::Len { range } => format!("len {}", interval_str(range.lo, range.hi)),
        Test::Payload {
            offset,
            value,
            mask,
        } => match mask {
            Some(mask) => format!("payload {offset} {}/{}", hex(value), hex(mask)),
            None => format!("payload {offset} {}", hex(value)),
        },
        Test::Contains { bytes } => format!("contains {}", hex(bytes)),
        Test::Over { rate, burst, key } => {
            let mut t = format!("over {}/{} burst {burst}", rate.packets, rate.unit.name());
            if let RateKey::Addr { dir, len } = key {
                let _ = write!(t, " per {}", dir_name(*dir));
                if let Some(l) = len {
                    let _ = write!(t, "/{l}");
                }
            }
            t
        }
    };
    if m.negated {
        format!("not {t}")
    } else {
        t
    }
}

impl BucketNote {
    /// One line: the rule, the key, its tokens and what followed.
    pub fn render(&self, policy: &Policy) -> String {
        let (label, line) = policy
            .rules
            .get(self.rule)
            .map_or(("?", 0), |r| (r.label.as_str(), r.line));
        let len = policy
            .rules
            .get(self.rule)
            .and_then(over_match)
            .and_then(|(_, m)| match m.test {
                Test::Over {
                    key: RateKey::Addr { len, .. },
                    ..
                } => len,
                _ => None,
            });
        let key = match (self.key, len) {
            (Some(a), Some(l)) => format!("key {a}/{l}"),
            (Some(a), None) => format!("key {a}"),
            (None, _) => "its single bucket".to_string(),
        };
        let verdict = if self.over {
            "no token left: over the rate"
        } else {
            "took one: within the rate"
        };
        format!(
            "rule `{label}` (line {line}): {key} had {} of {} tokens; {verdict}",
            fmt_tokens(self.tokens),
            self.burst
        )
    }
}

fn fmt_tokens(t: f64) -> String {
    if t.fract() == 0.0 {
        format!("{t:.0}")
    } else {
        format!("{t:.3}")
    }
}

impl Explanation {
    /// One line per `over` the packet reached.
    pub fn render_buckets(&self, policy: &Policy) -> String {
        let mut out = String::new();
        for n in &self.buckets {
            let _ = writeln!(out, "{}", n.render(policy));
        }
        out
    }

    /// A human-readable account: one line per rule that did not match, then
    /// the verdict.
    pub fn render(&self, policy: &Policy) -> String {
        let mut out = String::new();
        for miss in &self.trace {
            let Some(rule) = policy.rules.get(miss.rule) else {
                continue;
            };
            // The source text is not at hand here: show the match's IR form.
            let index = match miss.why {
                MissReason::Match { index, .. } => index,
                MissReason::Family { .. } => 0,
            };
            let ir_text = |_: crate::Span| {
                rule.matches
                    .get(index)
                    .map_or_else(String::new, |m| describe_match(policy, m))
            };
            let why = miss.describe(rule, &ir_text);
            let _ = writeln!(
                out,
                "rule {} (line {}): no match: {why}",
                rule.label, rule.line
            );
        }
        out.push_str(&self.render_buckets(policy));
        let action = |a: Action| match a {
            Action::Drop => "drop",
            Action::Pass => "pass",
        };
        match &self.outcome {
            Outcome::Decided(v) => match v.decider {
                Decider::NonIp => {
                    let _ = writeln!(out, "verdict: pass (not an IP frame; rules do not apply)");
                }
                Decider::Rule(i) => {
                    let (label, line) = policy
                        .rules
                        .get(i)
                        .map_or(("?", 0), |r| (r.label.as_str(), r.line));
                    let _ = writeln!(
                        out,
                        "verdict: {} by rule {label} (line {line})",
                        action(v.action)
                    );
                }
                Decider::Default => {
                    let _ = writeln!(out, "verdict: {} by the default", action(v.action));
                }
            },
            Outcome::Unspecified { reason } => {
                let _ = writeln!(
                    out,
                    "verdict: unspecified (spec §5.6: any target may drop or pass): {reason}"
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Interval;
    use std::net::Ipv4Addr;

    #[test]
    fn interval_search() {
        let v = vec![
            Interval::new(10u16, 20),
            Interval::new(30, 30),
            Interval::new(40, 65535),
        ];
        for (x, want) in [
            (0, false),
            (9, false),
            (10, true),
            (15, true),
            (20, true),
            (21, false),
            (29, false),
            (30, true),
            (31, false),
            (39, false),
            (40, true),
            (65535, true),
        ] {
            assert_eq!(in_intervals(&v, x), want, "{x}");
        }
        assert!(!in_intervals::<u16>(&[], 5));
        let s = IpSet {
            v4: vec![Interval::single(Ipv4Addr::new(10, 0, 0, 1))],
            v6: vec![],
        };
        assert!(ip_set_contains(&s, "10.0.0.1".parse().unwrap()));
        assert!(!ip_set_contains(&s, "::ffff:10.0.0.1".parse().unwrap()));
    }
}
