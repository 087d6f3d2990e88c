//! Random valid policies for differential testing of the backends.
//!
//! [`policy`] is deterministic for a seed. The policies exercise every
//! [`Test`] kind, negation, the three families, named and anonymous sets of
//! both families, both actions and both defaults. Values are drawn from
//! small pools (a few IPv4 /16s, `2001:db8::/32`, `fd00::/64`, well-known
//! ports, TTLs and lengths near common values) so that rules overlap and the
//! probe corpus ([`crate::corpus`]) hits them.

use crate::{
    proto, validate, Action, Dir, Family, Interval, IpSet, Match, Policy, PortSet, Rate, RateKey,
    Rule, Set, SetData, SetId, Span, Test, TimeUnit, ValidPolicy,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::net::{Ipv4Addr, Ipv6Addr};

/// Size limits of a random policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomOpts {
    /// Rules: 1..=max_rules.
    pub max_rules: usize,
    /// Matches per rule besides the family / protocol: 0..=max_matches.
    pub max_matches: usize,
    /// Named sets: 0..=max_named_sets.
    pub max_named_sets: usize,
    /// Elements per set: 1..=max_set_elems.
    pub max_set_elems: usize,
    /// Largest `len` value drawn (keep ≤ the probe corpus' `max_ip_len`).
    pub max_len: u16,
    /// (v2) Also draw `payload` and `contains` matches (off by default, so
    /// that the policies of a seed stay those of version 1).
    pub payload: bool,
    /// (v2) Also draw `over` (at most one per rule; off by default: it has
    /// state, so probes evaluated one by one on a fresh state do not apply).
    pub rate: bool,
}

impl Default for RandomOpts {
    fn default() -> Self {
        RandomOpts {
            max_rules: 8,
            max_matches: 4,
            max_named_sets: 3,
            max_set_elems: 6,
            max_len: 1500,
            payload: false,
            rate: false,
        }
    }
}

/// Sorts and merges intervals into the normal form of [`IpSet`] /
/// [`PortSet`] (adjacent intervals are merged too).
pub fn normalise<T: Ord + Copy>(
    mut v: Vec<Interval<T>>,
    succ: impl Fn(T) -> Option<T>,
) -> Vec<Interval<T>> {
    v.sort();
    let mut out: Vec<Interval<T>> = Vec::with_capacity(v.len());
    for iv in v {
        if let Some(last) = out.last_mut() {
            // Overlapping or adjacent (last.hi + 1 >= iv.lo)?
            let touches = match succ(last.hi) {
                Some(n) => n >= iv.lo,
                None => true,
            };
            if touches {
                if iv.hi > last.hi {
                    last.hi = iv.hi;
                }
                continue;
            }
        }
        out.push(iv);
    }
    out
}

/// Which address families an IP set draws from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fams {
    V4,
    V6,
    Both,
}

struct Gen<'a> {
    rng: ChaCha8Rng,
    opts: &'a RandomOpts,
    sets: Vec<Set>,
}

const V4_BASES: [[u8; 2]; 4] = [[10, 0], [192, 0], [198, 18], [203, 0]];
const V6_BASES: [u16; 2] = [0x2001, 0xfd00];
const PORTS: [u16; 12] = [0, 1, 22, 53, 80, 123, 443, 1023, 1024, 1234, 8080, 65535];
const TTLS: [u8; 9] = [0, 1, 2, 63, 64, 65, 128, 254, 255];
const LENS: [u16; 10] = [20, 28, 40, 48, 60, 64, 100, 576, 1000, 1500];
const OTHER_PROTOS: [u8; 6] = [2, 47, 50, 51, 59, 132];
const ICMP_TYPES: [u8; 6] = [0, 3, 5, 8, 11, 13];
const ICMP6_TYPES: [u8; 6] = [1, 3, 128, 129, 135, 136];
/// (v2) Byte strings payload and contains values are cut from.
const PAYLOAD_WORDS: [&[u8]; 6] = [
    b"\x00\x01",
    b"\x81\x80",
    b"\x17\x00\x03\x2a",
    b"HTTP/1.1 200 OK",
    b"VALUE ",
    b"\xff",
];
const RATE_UNITS: [TimeUnit; 3] = [TimeUnit::Second, TimeUnit::Minute, TimeUnit::Hour];

impl Gen<'_> {
    fn v4_prefix(&mut self) -> Interval<Ipv4Addr> {
        let base = *V4_BASES.choose(&mut self.rng).unwrap_or(&[10, 0]);
        let addr = u32::from_be_bytes([base[0], base[1], self.rng.gen_range(0..4), self.rng.gen()]);
        let len: u32 = *[8u32, 16, 20, 24, 28, 30, 31, 32, 32, 32]
            .choose(&mut self.rng)
            .unwrap_or(&32);
        let mask = if len == 0 { 0 } else { u32::MAX << (32 - len) };
        let lo = addr & mask;
        Interval::new(lo.into(), (lo | !mask).into())
    }

    fn v6_prefix(&mut self) -> Interval<Ipv6Addr> {
        let base = u128::from(*V6_BASES.choose(&mut self.rng).unwrap_or(&0x2001));
        let addr = (base << 112)
            | (u128::from(if base == 0x2001 { 0x0db8u16 } else { 0 }) << 96)
            | (u128::from(self.rng.gen_range(0u8..4)) << 64)
            | u128::from(self.rng.gen::<u16>());
        let len: u32 = *[32u32, 48, 64, 64, 96, 120, 126, 127, 128, 128]
            .choose(&mut self.rng)
            .unwrap_or(&128);
        let mask = u128::MAX << (128 - len);
        let lo = addr & mask;
        Interval::new(lo.into(), (lo | !mask).into())
    }

    fn ip_set(&mut self, fams: Fams) -> IpSet {
        let n = self.rng.gen_range(1..=self.opts.max_set_elems.max(1));
        let (mut v4, mut v6) = (Vec::new(), Vec::new());
        for _ in 0..n {
            let six = match fams {
                Fams::V4 => false,
                Fams::V6 => true,
                Fams::Both => self.rng.gen_bool(0.5),
            };
            if six {
                v6.push(self.v6_prefix());
            } else {
                v4.push(self.v4_prefix());
            }
        }
        IpSet {
            v4: normalise(v4, |a| u32::from(a).checked_add(1).map(Into::into)),
            v6: normalise(v6, |a| u128::from(a).checked_add(1).map(Into::into)),
        }
    }

    fn port(&mut self) -> u16 {
        if self.rng.gen_bool(0.7) {
            *PORTS.choose(&mut self.rng).unwrap_or(&80)
        } else {
            self.rng.gen()
        }
    }

    fn port_set(&mut self) -> PortSet {
        let n = self.rng.gen_range(1..=self.opts.max_set_elems.max(1));
        let mut v = Vec::new();
        for _ in 0..n {
            let a = self.port();
            let b = if self.rng.gen_bool(0.3) {
                a.saturating_add(self.rng.gen_range(0..2000))
            } else {
                a
            };
            v.push(Interval::new(a, b));
        }
        PortSet {
            ports: normalise(v, |p| p.checked_add(1)),
        }
    }

    fn add_set(&mut self, name: Option<String>, data: SetData) -> SetId {
        self.sets.push(Set {
            name,
            span: Span::default(),
            data,
            dynamic: None,
        });
        SetId((self.sets.len() - 1) as u32)
    }

    /// A named set of the wanted kind, or a fresh anonymous one.
    fn pick_set(&mut self, ip: bool, fams: Fams, named: &[SetId]) -> SetId {
        let candidates: Vec<SetId> = named
            .iter()
            .copied()
            .filter(|id| matches!(self.sets[id.0 as usize].data, SetData::Ip(_)) == ip)
            .collect();
        if !candidates.is_empty() && self.rng.gen_bool(0.5) {
            if let Some(id) = candidates.choose(&mut self.rng) {
                return *id;
            }
        }
        let data = if ip {
            SetData::Ip(self.ip_set(fams))
        } else {
            SetData::Port(self.port_set())
        };
        self.add_set(None, data)
    }

    fn range<T: Copy + Ord>(&mut self, pool: &[T], full: T) -> Interval<T> {
        let a = *pool.choose(&mut self.rng).unwrap_or(&full);
        let b = *pool.choose(&mut self.rng).unwrap_or(&full);
        if self.rng.gen_bool(0.4) {
            Interval::single(a)
        } else {
            Interval::new(a.min(b), a.max(b))
        }
    }

    fn rule(&mut self, i: usize, named: &[SetId]) -> Rule {
        let mut matches = Vec::new();
        let m = |negated: bool, test: Test| Match {
            negated,
            test,
            span: Span::default(),
        };
        // Protocol: none, tcp, udp, icmp, icmp6 or another number.
        let choice = self.rng.gen_range(0..10);
        let (proto, mut family) = match choice {
            0 | 1 => (None, Family::Any),
            2 | 3 => (Some(proto::TCP), Family::Any),
            4 | 5 => (Some(proto::UDP), Family::Any),
            6 => (Some(proto::ICMP), Family::Ip4),
            7 => (Some(proto::ICMP6), Family::Ip6),
            // Protocol 0 rarely: iptables cannot name it.
            _ if self.rng.gen_bool(0.05) => (Some(0), Family::Any),
            _ => (OTHER_PROTOS.choose(&mut self.rng).copied(), Family::Any),
        };
        if family == Family::Any {
            family = *[Family::Any, Family::Any, Family::Ip4, Family::Ip6]
                .choose(&mut self.rng)
                .unwrap_or(&Family::Any);
        }
        let fams = match family {
            Family::Ip4 => Fams::V4,
            Family::Ip6 => Fams::V6,
            Family::Any => Fams::Both,
        };
        let n = self.rng.gen_range(0..=self.opts.max_matches);
        for _ in 0..n {
            let negated = self.rng.gen_bool(0.3);
            let slot = SLOTS[self.rng.gen_range(0..SLOTS.len() as i32) as usize];
            if let Some((negated, test)) = self.slot_test(slot, negated, proto, fams, named) {
                matches.push(m(negated, test));
            }
        }
        if self.opts.payload && self.rng.gen_bool(0.4) {
            let (negated, test) = self.payload_test(proto);
            let at = self.rng.gen_range(0..=matches.len());
            matches.insert(at, m(negated, test));
        }
        if self.opts.rate && self.rng.gen_bool(0.4) {
            let test = self.over_test(family);
            let at = self.rng.gen_range(0..=matches.len());
            matches.insert(at, m(self.rng.gen_bool(0.3), test));
        }
        if let Some(p) = proto {
            // The protocol keyword usually comes first, but not always.
            let at = if self.rng.gen_bool(0.8) {
                0
            } else {
                self.rng.gen_range(0..=matches.len())
            };
            matches.insert(at, m(false, Test::Proto { proto: p }));
        }
        Rule {
            label: format!("r{i}"),
            line: i as u32 + 10,
            span: Span::default(),
            action: if self.rng.gen_bool(0.5) {
                Action::Drop
            } else {
                Action::Pass
            },
            family,
            matches,
        }
    }

    /// The test of `slot` in a rule of protocol `proto` (negated or not,
    /// as drawn), or none.
    fn slot_test(
        &mut self,
        slot: Slot,
        negated: bool,
        proto: Option<u8>,
        fams: Fams,
        named: &[SetId],
    ) -> Option<(bool, Test)> {
        let icmp = matches!(proto, Some(proto::ICMP | proto::ICMP6));
        let test = match slot {
            Slot::Port if matches!(proto, Some(proto::TCP | proto::UDP)) => Test::Port {
                dir: if self.rng.gen_bool(0.5) {
                    Dir::Src
                } else {
                    Dir::Dst
                },
                set: self.pick_set(false, fams, named),
            },
            Slot::TcpFlags if proto == Some(proto::TCP) => {
                // ECE and CWR (bits 6, 7) in one mask out of five only:
                // iptables cannot name them, and a policy a target cannot
                // compile is not checked on it.
                let bits_allowed = if self.rng.gen_bool(0.2) { 8 } else { 6 };
                let allowed = if bits_allowed == 8 { 0xff } else { 0x3f };
                let mask: u8 =
                    (self.rng.gen::<u8>() & allowed) | 1 << self.rng.gen_range(0..bits_allowed);
                let bits = self.rng.gen::<u8>() & mask;
                Test::TcpFlags { bits, mask }
            }
            // The slots of ports and flags draw the ICMP type in an ICMP rule.
            Slot::TcpFlags | Slot::Port if icmp => {
                let pool = if proto == Some(proto::ICMP) {
                    &ICMP_TYPES
                } else {
                    &ICMP6_TYPES
                };
                Test::Icmp {
                    icmp_type: *pool.choose(&mut self.rng).unwrap_or(&8),
                    code: if self.rng.gen_bool(0.4) {
                        Some(self.rng.gen_range(0..4))
                    } else {
                        None
                    },
                }
            }
            Slot::Fragment => {
                if self.rng.gen_bool(0.5) {
                    Test::Fragment
                } else {
                    Test::LaterFragment
                }
            }
            Slot::Ttl => Test::Ttl {
                range: self.range(&TTLS, 64),
            },
            Slot::Len => {
                let pool: Vec<u16> = LENS
                    .iter()
                    .copied()
                    .filter(|l| *l <= self.opts.max_len)
                    .collect();
                Test::Len {
                    range: self.range(&pool, 20),
                }
            }
            Slot::NotProto => {
                let p = *[proto::TCP, proto::UDP, proto::ICMP, 47, 51]
                    .choose(&mut self.rng)
                    .unwrap_or(&47);
                if proto.is_some_and(|q| q == p) {
                    return None;
                }
                // `not proto N` (a positive one would contradict or repeat).
                return Some((true, Test::Proto { proto: p }));
            }
            // Ports and flags in a rule without their protocol: an address.
            Slot::Addr | Slot::Port | Slot::TcpFlags => Test::Addr {
                dir: if self.rng.gen_bool(0.5) {
                    Dir::Src
                } else {
                    Dir::Dst
                },
                set: self.pick_set(true, fams, named),
            },
        };
        Some((negated, test))
    }

    /// (v2) A `payload` or `contains` test (negated or not) for a rule of
    /// protocol `proto`.
    fn payload_test(&mut self, proto: Option<u8>) -> (bool, Test) {
        let word = *PAYLOAD_WORDS
            .choose(&mut self.rng)
            .unwrap_or(&PAYLOAD_WORDS[0]);
        let negated = self.rng.gen_bool(0.3);
        let with_payload = matches!(
            proto,
            Some(proto::TCP | proto::UDP | proto::ICMP | proto::ICMP6)
        );
        let test = if with_payload && self.rng.gen_bool(0.6) {
            let offset = *[0u16, 1, 2, 8, 1400].choose(&mut self.rng).unwrap_or(&0);
            let mask = self
                .rng
                .gen_bool(0.4)
                .then(|| word.iter().map(|_| self.rng.gen::<u8>() | 0x01).collect());
            Test::Payload {
                offset,
                value: word.to_vec(),
                mask,
            }
        } else {
            Test::Contains {
                bytes: word.to_vec(),
            }
        };
        (negated, test)
    }

    /// (v2) An `over` test for a rule of `family`.
    fn over_test(&mut self, family: Family) -> Test {
        let key = match self.rng.gen_range(0..3) {
            0 => RateKey::Global,
            k => {
                let dir = if k == 1 { Dir::Src } else { Dir::Dst };
                let len = match family {
                    Family::Ip4 => self.rng.gen_bool(0.5).then(|| self.rng.gen_range(0..=32)),
                    Family::Ip6 => self.rng.gen_bool(0.5).then(|| self.rng.gen_range(0..=128)),
                    Family::Any => None,
                };
                RateKey::Addr { dir, len }
            }
        };
        Test::Over {
            rate: Rate {
                packets: self.rng.gen_range(1..=1000),
                unit: *RATE_UNITS
                    .choose(&mut self.rng)
                    .unwrap_or(&TimeUnit::Second),
            },
            burst: self.rng.gen_range(1..=8),
            key,
        }
    }
}

/// What the numeric selector of a rule's matches picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Slot {
    Addr,
    /// A port (in a TCP or UDP rule), else the ICMP type (in an ICMP
    /// rule), else an address.
    Port,
    /// The TCP flags (in a TCP rule), else the ICMP type (in an ICMP rule),
    /// else an address.
    TcpFlags,
    /// `fragment` or `fragment later`.
    Fragment,
    Ttl,
    Len,
    /// `not proto N`.
    NotProto,
}

/// The selector's table: each match of a rule draws one slot, uniformly
/// (addresses get three).
const SLOTS: [Slot; 9] = [
    Slot::Addr,
    Slot::Addr,
    Slot::Port,
    Slot::TcpFlags,
    Slot::Fragment,
    Slot::Ttl,
    Slot::Len,
    Slot::NotProto,
    Slot::Addr,
];

/// Where the generator draws a kind of [`Test`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Source {
    /// The rule's protocol (and `not proto N`: [`Slot::NotProto`]).
    Protocol,
    /// One of the [`SLOTS`].
    Slot(Slot),
    /// (v2) After the slots, with [`RandomOpts::payload`].
    Payload,
    /// (v2) After the slots, with [`RandomOpts::rate`].
    Rate,
}

impl Source {
    /// Where `t`'s kind is drawn. It names every kind of test: a new one
    /// does not compile until the generator draws it (and the coverage
    /// tests below ask for it).
    fn of(t: &Test) -> Source {
        match t {
            Test::Proto { .. } => Source::Protocol,
            Test::Addr { .. } => Source::Slot(Slot::Addr),
            Test::Port { .. } => Source::Slot(Slot::Port),
            Test::TcpFlags { .. } => Source::Slot(Slot::TcpFlags),
            Test::Icmp { .. } => Source::Slot(Slot::Port),
            Test::Fragment | Test::LaterFragment => Source::Slot(Slot::Fragment),
            Test::Ttl { .. } => Source::Slot(Slot::Ttl),
            Test::Len { .. } => Source::Slot(Slot::Len),
            Test::Payload { .. } | Test::Contains { .. } => Source::Payload,
            Test::Over { .. } => Source::Rate,
        }
    }

    /// Whether `opts` let the generator draw from here.
    fn allowed(self, opts: &RandomOpts) -> bool {
        match self {
            Source::Protocol | Source::Slot(_) => true,
            Source::Payload => opts.payload,
            Source::Rate => opts.rate,
        }
    }
}

/// A random valid policy; the same seed and options give the same policy.
pub fn policy(seed: u64, opts: &RandomOpts) -> ValidPolicy {
    let mut g = Gen {
        rng: ChaCha8Rng::seed_from_u64(seed),
        opts,
        sets: Vec::new(),
    };
    let mut named = Vec::new();
    for i in 0..g.rng.gen_range(0..=opts.max_named_sets) {
        let data = if g.rng.gen_bool(0.7) {
            let fams = *[Fams::Both, Fams::V4, Fams::V6]
                .choose(&mut g.rng)
                .unwrap_or(&Fams::Both);
            SetData::Ip(g.ip_set(fams))
        } else {
            SetData::Port(g.port_set())
        };
        named.push(g.add_set(Some(format!("s{i}")), data));
    }
    let n_rules = g.rng.gen_range(1..=opts.max_rules.max(1));
    let rules: Vec<Rule> = (0..n_rules).map(|i| g.rule(i, &named)).collect();
    let default = if g.rng.gen_bool(0.5) {
        Action::Drop
    } else {
        Action::Pass
    };
    debug_assert!(
        rules
            .iter()
            .flat_map(|r| &r.matches)
            .all(|m| Source::of(&m.test).allowed(opts)),
        "a test the options leave out"
    );
    let p = Policy {
        source: format!("random-{seed}.drop"),
        default,
        sets: g.sets,
        rules,
        expects: Vec::new(),
    };
    match validate(p) {
        Ok(v) => v,
        // The generator builds valid policies by construction; reaching this
        // is a bug in it, not in its input.
        Err(e) => panic!("random::policy({seed}) generated an invalid policy: {e:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalise_merges_adjacent_and_overlapping() {
        let v = normalise(
            vec![
                Interval::new(5u16, 7),
                Interval::new(1, 2),
                Interval::new(3, 3),
                Interval::new(6, 10),
                Interval::new(12, 65535),
                Interval::new(65535, 65535),
            ],
            |p| p.checked_add(1),
        );
        assert_eq!(
            v,
            vec![
                Interval::new(1, 3),
                Interval::new(5, 10),
                Interval::new(12, 65535)
            ]
        );
    }

    #[test]
    fn deterministic_and_valid() {
        let o = RandomOpts::default();
        for seed in 0..300 {
            let a = policy(seed, &o);
            assert_eq!(a, policy(seed, &o));
        }
        assert_ne!(policy(1, &o), policy(2, &o));
    }

    #[test]
    fn covers_every_test_kind() {
        let o = RandomOpts::default();
        let mut seen = [false; 10];
        let (mut neg, mut named, mut anon, mut fams, mut actions) =
            (false, false, false, [false; 3], [false; 2]);
        let mut defaults = [false; 2];
        for seed in 0..100 {
            let p = policy(seed, &o);
            defaults[p.default as usize] = true;
            for r in &p.rules {
                fams[r.family as usize] = true;
                actions[r.action as usize] = true;
                for m in &r.matches {
                    neg |= m.negated;
                    let k = match &m.test {
                        Test::Proto { .. } => 0,
                        Test::Addr { .. } => 1,
                        Test::Port { .. } => 2,
                        Test::TcpFlags { .. } => 3,
                        Test::Icmp { code: None, .. } => 4,
                        Test::Icmp { code: Some(_), .. } => 5,
                        Test::Fragment => 6,
                        Test::LaterFragment => 7,
                        Test::Ttl { .. } => 8,
                        Test::Len { .. } => 9,
                        Test::Payload { .. } | Test::Contains { .. } | Test::Over { .. } => {
                            panic!("a v2 test in a v1 random policy")
                        }
                    };
                    seen[k] = true;
                    if let Test::Addr { set, .. } | Test::Port { set, .. } = m.test {
                        if p.set(set).name.is_some() {
                            named = true;
                        } else {
                            anon = true;
                        }
                    }
                }
            }
        }
        assert!(seen.iter().all(|s| *s), "{seen:?}");
        assert!(neg && named && anon && fams.iter().all(|f| *f) && actions.iter().all(|a| *a));
        assert!(defaults.iter().all(|d| *d));
    }

    #[test]
    fn v2_options_cover_payload_contains_and_over() {
        let o = RandomOpts {
            payload: true,
            rate: true,
            ..RandomOpts::default()
        };
        let (mut payload, mut masked, mut contains, mut over, mut per) =
            (false, false, false, false, false);
        for seed in 0..200 {
            let p = policy(seed, &o);
            for r in &p.rules {
                for m in &r.matches {
                    match &m.test {
                        Test::Payload { mask, .. } => {
                            payload = true;
                            masked |= mask.is_some();
                        }
                        Test::Contains { .. } => contains = true,
                        Test::Over { key, .. } => {
                            over = true;
                            per |= matches!(key, RateKey::Addr { len: Some(_), .. });
                        }
                        Test::Proto { .. }
                        | Test::Addr { .. }
                        | Test::Port { .. }
                        | Test::TcpFlags { .. }
                        | Test::Icmp { .. }
                        | Test::Fragment
                        | Test::LaterFragment
                        | Test::Ttl { .. }
                        | Test::Len { .. } => {}
                    }
                }
            }
        }
        assert!(payload && masked && contains && over && per);
    }

    #[test]
    fn every_slot_and_source_is_drawn() {
        let o = RandomOpts {
            payload: true,
            rate: true,
            ..RandomOpts::default()
        };
        let mut seen = std::collections::HashSet::new();
        for seed in 0..200 {
            for r in &policy(seed, &o).rules {
                seen.extend(r.matches.iter().map(|m| Source::of(&m.test)));
            }
        }
        let want: std::collections::HashSet<Source> = SLOTS
            .iter()
            .filter(|s| **s != Slot::NotProto)
            .map(|s| Source::Slot(*s))
            .chain([Source::Protocol, Source::Payload, Source::Rate])
            .collect();
        assert_eq!(seen, want);
    }
}
