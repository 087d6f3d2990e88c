//! (v2) `over N/UNIT [burst B] [per KEY]` on the BPF targets (spec §4
//! "Rate limits").
//!
//! # State
//!
//! Every bucket is one 16-byte value shared by all CPUs, in one of three
//! maps (see [`Layout`]):
//!
//! * [`RATES_DIRECT`], a `BPF_MAP_TYPE_ARRAY`, for the keys of at most
//!   [`DIRECT_MAX_LEN`] bits: a rule without `per` has one entry (for both
//!   families), a rule `per src/LEN` (one family, spec §4) with `LEN <= 16`
//!   has `2^LEN`, at `base + (address >> (width - LEN))` (the address's
//!   high 64-bit word for IPv6). The verifier inlines an array lookup (no
//!   hash), and all the spec's 65,536 keys of a rule are kept: none is ever
//!   evicted. The array starts zeroed, which is a full bucket (below).
//! * [`RATES_V4`] and [`RATES_V6`], `BPF_MAP_TYPE_LRU_HASH`es, for the
//!   other `per` keys of IPv4 and IPv6 packets: key `{u32 rule, u32
//!   address}` (8 bytes: the hash and compare cost grow with the key) and
//!   `{u32 rule, u32 0, u64 hi, u64 lo}`, the address masked to LEN in
//!   host order; [`KEYS_PER_RULE`] entries per rule (the spec leaves more
//!   keys at once unspecified; the least recently used are evicted).
//!
//! # The bucket: GCRA in one word
//!
//! A token bucket of `B` tokens refilled at `N` per unit is the generic cell
//! rate algorithm: a packet conforms (takes a token) iff `max(TAT, now) -
//! now <= (B - 1) T`, and then `TAT = max(TAT, now) + T`, with `T = unit /
//! N` (one token's refill time) and TAT the "theoretical arrival time"; a
//! new key's TAT is `now` or earlier (a full bucket: a zeroed array entry
//! is one, see the idle test below). The whole state is one u64, so
//! it is updated by an atomic compare-exchange (`BPF_CMPXCHG`; spin locks
//! are not allowed in LRU hash values), retried [`RETRIES`] times; a packet
//! that loses every race is counted over the rate (no token taken).
//!
//! Time is counted exactly in integers: in units of `1/s` ns with
//! `s = N / gcd(N, unit_ns)`, `T = unit_ns / gcd(N, unit_ns)` is a whole
//! number. `now × s` and TAT wrap modulo 2^64; their difference is exact as
//! long as it stays within ±2^63 units, which `B × T < 2^62` (checked at
//! compile time) ensures for a bucket in use. The value's second word is
//! the last update time in plain nanoseconds: a key idle for more than
//! `2^62 / s` ns (longer than a full refill) is treated as full, so the
//! wrapped difference of a long-idle key is never read.
//!
//! Registers: clobbers [`CLOBBERS`] (r0–r5: helper calls); r6–r9 survive.

use super::emit::RegSet;
use super::error::GenError;
use super::frame::{Cx, DST4, DST6H, DST6L, SRC4, SRC6H, SRC6L};
use dropc_ebpf::insn::{helper, Alu, Jmp, Reg, Size, Width};
use dropc_ebpf::obj::{map_type, MapDef};
use dropc_ebpf::Label;
use dropc_ir::{Dir, Family, IpVersion, Rate, RateKey, Rule, Test};

/// The array of direct-indexed buckets: one per rule without `per`,
/// `2^LEN` per rule `per src/LEN` or `per dst/LEN` with `LEN <=`
/// [`DIRECT_MAX_LEN`].
pub const RATES_DIRECT: &str = "dropc_rate_dir";
/// The LRU hash of the buckets of IPv4 packets of the other `per` rules
/// (key `{u32 rule, u32 address}`).
pub const RATES_V4: &str = "dropc_rate4";
/// The LRU hash of the buckets of IPv6 packets of the other `per` rules
/// (key `{u32 rule, u32 0, u64 hi, u64 lo}`).
pub const RATES_V6: &str = "dropc_rate6";
/// Buckets kept per `over` rule in an LRU hash (the spec's limit; beyond
/// it the least recently used are evicted).
pub const KEYS_PER_RULE: u32 = 65_536;
/// The longest masked address indexed directly: `2^16` buckets, the
/// spec's 65,536 keys, all kept (never evicted).
pub const DIRECT_MAX_LEN: u8 = 16;
/// The most entries of one map (16 bytes each in the array; the LRU hashes
/// allocate theirs at creation too).
const MAX_ENTRIES: u32 = 1 << 24;
/// Registers an `over` test clobbers (helper calls).
pub(crate) const CLOBBERS: RegSet = RegSet::span(Reg::R0, Reg::R5);
/// Compare-exchange attempts before a packet is counted over the rate.
const RETRIES: usize = 3;
/// Idle horizons (ns) from which the idle test is left out: a century.
const NO_IDLE_TEST: u64 = 100 * 365 * 24 * 3600 * 1_000_000_000;
/// Value size: TAT (scaled), last update (ns).
const VALUE_SIZE: u32 = 16;

// Stack slots.
/// The key (up to 24 bytes, -216..-192).
const KEY: i16 = -216;
/// A new key's value (16 bytes).
const VAL: i16 = -232;
/// `bpf_ktime_get_ns()`.
const NOW: i16 = -240;
/// `now × s` (wrapping).
const NOW_S: i16 = -248;
/// The bucket's last update as read, then 1 when the key was idle longer
/// than the horizon.
const IDLE: i16 = -256;
/// The bucket's value pointer, kept across the clock's helper call (the
/// new-key value's slot: free once the bucket is found).
const PTR: i16 = VAL;
/// The TAT as read before the clock (the new-key value's second word).
const OLD_TAT: i16 = VAL + 8;

/// `now` at [`NOW`] and, when `s != 1`, `now × s` at [`NOW_S`] (clobbers
/// r0–r5).
fn emit_clock(e: &mut super::emit::Emit, p: &Params) {
    e.call(helper::KTIME_GET_NS);
    e.stx(Size::DW, Reg::R10, NOW, Reg::R0);
    if p.scale != 1 {
        e.ld_imm64(Reg::R1, p.scale);
        e.alu64r(Alu::Mul, Reg::R0, Reg::R1);
        e.stx(Size::DW, Reg::R10, NOW_S, Reg::R0);
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The integer parameters of one rule's buckets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Params {
    /// Time scale: units of `1/scale` ns.
    pub scale: u64,
    /// One token's refill time, in units.
    pub t: u64,
    /// `(B - 1) × T`: the most TAT may be ahead of now for a packet to
    /// conform.
    pub tolerance: u64,
    /// Idle time (ns) after which a key is full whatever its TAT.
    pub horizon: u64,
}

impl Params {
    /// The parameters of `rate` with `burst`, or why they do not fit.
    pub fn of(rate: Rate, burst: u32) -> Result<Params, String> {
        let unit = rate.unit.nanos();
        let n = u64::from(rate.packets.max(1));
        let g = gcd(n, unit);
        let (scale, t) = (n / g, unit / g);
        let full = u128::from(burst) * u128::from(t);
        if burst == 0 || full >= 1 << 62 {
            return Err(format!(
                "over {}/{} burst {burst}: the bucket does not fit the 64-bit clock \
                 arithmetic (burst × refill time must stay below 2^62 time units)",
                rate.packets,
                rate.unit.name()
            ));
        }
        Ok(Params {
            scale,
            t,
            tolerance: (u64::from(burst) - 1) * t,
            horizon: (1u64 << 62) / scale,
        })
    }
}

/// The `over` match of a rule, if any.
fn over_of(r: &Rule) -> Option<(Rate, u32, RateKey)> {
    r.matches.iter().find_map(|m| match m.test {
        Test::Over { rate, burst, key } => Some((rate, burst, key)),
        _ => None,
    })
}

/// Where the buckets of one `over` rule live.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// In [`RATES_DIRECT`], at `base` plus the key's first `len` bits (0:
    /// one bucket, for a rule without `per`).
    Direct { base: u32, len: u8 },
    /// In [`RATES_V4`] or [`RATES_V6`] (by the packet's family), keyed by
    /// the rule and the address masked to `len` bits.
    Hashed { len: u8 },
}

/// Where the buckets of every `over` rule of a policy live, and the maps'
/// sizes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Layout {
    /// `(rule index, place)`, in rule order.
    pub places: Vec<(u32, Place)>,
    /// Entries of [`RATES_DIRECT`].
    pub direct: u32,
    /// Rules with buckets in [`RATES_V4`].
    pub hashed4: u32,
    /// Rules with buckets in [`RATES_V6`].
    pub hashed6: u32,
}

impl Layout {
    /// The layout of `rules`' buckets: direct-indexed where the key has
    /// at most [`DIRECT_MAX_LEN`] bits (while the array stays within
    /// [`MAX_ENTRIES`]), else hashed.
    pub fn of(rules: &[Rule]) -> Layout {
        let mut l = Layout::default();
        for (i, r) in rules.iter().enumerate() {
            let Some((_, _, key)) = over_of(r) else {
                continue;
            };
            let direct = |l: &mut Layout, len: u8| {
                let base = l.direct;
                l.direct += 1 << len;
                Place::Direct { base, len }
            };
            let place = match key {
                // (one bucket for both families)
                RateKey::Global => direct(&mut l, 0),
                // A LEN is only allowed on a rule of one family (spec §4);
                // the families of a rule of both never share a bucket.
                RateKey::Addr { len: Some(len), .. }
                    if r.family != Family::Any
                        && len <= DIRECT_MAX_LEN
                        && l.direct + (1 << len) <= MAX_ENTRIES =>
                {
                    direct(&mut l, len)
                }
                RateKey::Addr { len, .. } => Place::Hashed {
                    len: len.unwrap_or(128),
                },
            };
            if let Place::Hashed { .. } = place {
                if r.family.admits(IpVersion::V4) {
                    l.hashed4 += 1;
                }
                if r.family.admits(IpVersion::V6) {
                    l.hashed6 += 1;
                }
            }
            l.places.push((i as u32, place));
        }
        l
    }

    /// Where rule `index`'s buckets are (`None`: it has no `over`).
    pub fn place(&self, index: u32) -> Option<Place> {
        self.places
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, p)| *p)
    }

    /// The maps of the layout (none without `over`).
    pub fn maps(&self) -> Vec<MapDef> {
        let hashed = |name: &str, key_size: u32, rules: u32| {
            (rules > 0).then(|| {
                MapDef::lru_hash(
                    name,
                    key_size,
                    VALUE_SIZE,
                    rules.saturating_mul(KEYS_PER_RULE).min(MAX_ENTRIES),
                )
            })
        };
        let direct = (self.direct > 0).then(|| MapDef {
            name: RATES_DIRECT.to_string(),
            map_type: map_type::ARRAY,
            key_size: 4,
            value_size: VALUE_SIZE,
            max_entries: self.direct,
            flags: 0,
        });
        direct
            .into_iter()
            .chain(hashed(RATES_V4, 8, self.hashed4))
            .chain(hashed(RATES_V6, 24, self.hashed6))
            .collect()
    }
}

/// The maps of the policy's `over` rules (none without `over`).
pub(crate) fn maps(rules: &[Rule]) -> Vec<MapDef> {
    Layout::of(rules).maps()
}

/// Checks every `over` of the policy fits the arithmetic.
pub(crate) fn check(rules: &[Rule]) -> Result<(), GenError> {
    for r in rules {
        if let Some((rate, burst, _)) = over_of(r) {
            Params::of(rate, burst).map_err(|e| GenError::in_rule(&r.label, GenError::Rate(e)))?;
        }
    }
    Ok(())
}

/// Which address slots an `over` key reads for a packet of family `fam`.
pub(crate) fn key_slots(key: RateKey, fam: IpVersion) -> &'static [i16] {
    match (key, fam) {
        (RateKey::Global, _) => &[],
        (RateKey::Addr { dir: Dir::Src, .. }, IpVersion::V4) => &[SRC4],
        (RateKey::Addr { dir: Dir::Dst, .. }, IpVersion::V4) => &[DST4],
        (RateKey::Addr { dir: Dir::Src, .. }, IpVersion::V6) => &[SRC6H, SRC6L],
        (RateKey::Addr { dir: Dir::Dst, .. }, IpVersion::V6) => &[DST6H, DST6L],
    }
}

/// Emits `[not] over ...` of rule `index` of `rules` for a packet of
/// family `fam`: falls through when the match holds, jumps to `fail`
/// otherwise. Takes a token when the packet is within the rate.
#[allow(clippy::too_many_arguments)]
pub(crate) fn emit_test(
    g: &mut Cx<'_>,
    fam: IpVersion,
    rules: &[Rule],
    index: u32,
    rate: Rate,
    burst: u32,
    key: RateKey,
    neg: bool,
    fail: Label,
) -> Result<(), GenError> {
    let label = rules.get(index as usize).map_or("", |r| r.label.as_str());
    let p = Params::of(rate, burst).map_err(|e| GenError::in_rule(label, GenError::Rate(e)))?;
    let place = Layout::of(rules)
        .place(index)
        .ok_or_else(|| GenError::in_rule(label, GenError::Rate("no bucket for `over`".into())))?;
    let cont = g.e.label();
    let (over, within) = if neg { (fail, cont) } else { (cont, fail) };
    g.e.comment(format!(
        "over {}/{} burst {burst}: GCRA, T = {} units of 1/{} ns",
        rate.packets,
        rate.unit.name(),
        p.t,
        p.scale
    ));
    let map = emit_key(g, fam, index, key, place);
    let e = &mut g.e;
    let (have, won) = (e.label(), e.label());
    // (`now × s` is `now` itself when s = 1)
    let now_s = if p.scale == 1 { NOW } else { NOW_S };
    // The bucket first, the clock after: a packet is never judged with a
    // time older than the state it reads (another CPU may have just
    // written a TAT from its own, later, clock).
    e.ld_map(Reg::R1, map);
    e.mov_reg(Reg::R2, Reg::R10);
    e.alu64(Alu::Add, Reg::R2, KEY.into());
    e.call(helper::MAP_LOOKUP_ELEM);
    match place {
        Place::Direct { .. } => {
            // (the index is always inside the array: a full bucket from
            // the start, never missing; the verifier wants the check)
            e.j64(Jmp::Jeq, Reg::R0, 0, within);
        }
        Place::Hashed { .. } => {
            e.j64(Jmp::Jne, Reg::R0, 0, have);
            e.comment("a new key: a full bucket, less this packet's token");
            emit_clock(e, &p);
            e.ldx(Size::DW, Reg::R1, Reg::R10, now_s);
            e.ld_imm64(Reg::R2, p.t);
            e.alu64r(Alu::Add, Reg::R1, Reg::R2);
            e.stx(Size::DW, Reg::R10, VAL, Reg::R1);
            e.ldx(Size::DW, Reg::R1, Reg::R10, NOW);
            e.stx(Size::DW, Reg::R10, VAL + 8, Reg::R1);
            e.ld_map(Reg::R1, map);
            e.mov_reg(Reg::R2, Reg::R10);
            e.alu64(Alu::Add, Reg::R2, KEY.into());
            e.mov_reg(Reg::R3, Reg::R10);
            e.alu64(Alu::Add, Reg::R3, VAL.into());
            e.mov_imm(Reg::R4, 1); // BPF_NOEXIST
            e.call(helper::MAP_UPDATE_ELEM);
            e.j64(Jmp::Jeq, Reg::R0, 0, within);
            e.comment("another CPU added it first: take a token from it");
            e.ld_map(Reg::R1, map);
            e.mov_reg(Reg::R2, Reg::R10);
            e.alu64(Alu::Add, Reg::R2, KEY.into());
            e.call(helper::MAP_LOOKUP_ELEM);
            // (no entry even now: the map cannot track the key; within the rate)
            e.j64(Jmp::Jeq, Reg::R0, 0, within);
            e.bind(have);
        }
    }
    // The value pointer survives the clock's helper call on the stack.
    e.stx(Size::DW, Reg::R10, PTR, Reg::R0);
    // With a horizon beyond a century of uptime (s = 1: 146 years), the
    // wrapped difference is never wrong, and the idle test is left out.
    let idle_test = p.horizon < NO_IDLE_TEST;
    for _ in 0..RETRIES {
        let (zero, cmp) = (e.label(), e.label());
        // The state (TAT, last update), then the clock: the clock is read
        // after the state it judges, and the compare-exchange below fails
        // if another CPU changed TAT in between (TAT only grows).
        e.ldx(Size::DW, Reg::R5, Reg::R10, PTR);
        e.ldx(Size::DW, Reg::R1, Reg::R5, 0);
        e.stx(Size::DW, Reg::R10, OLD_TAT, Reg::R1);
        if idle_test {
            e.ldx(Size::DW, Reg::R1, Reg::R5, 8);
            e.stx(Size::DW, Reg::R10, IDLE, Reg::R1);
        }
        emit_clock(e, &p);
        if idle_test {
            let take = e.label();
            // Idle longer than the horizon: full.
            e.ldx(Size::DW, Reg::R1, Reg::R10, NOW);
            e.ldx(Size::DW, Reg::R2, Reg::R10, IDLE);
            e.alu64r(Alu::Sub, Reg::R1, Reg::R2);
            e.ld_imm64(Reg::R2, p.horizon);
            e.mov_imm(Reg::R3, 0);
            e.jmp_reg(Width::W64, Jmp::Jsle, Reg::R1, Reg::R2, take);
            e.mov_imm(Reg::R3, 1);
            e.bind(take);
            e.stx(Size::DW, Reg::R10, IDLE, Reg::R3);
        }
        e.ldx(Size::DW, Reg::R3, Reg::R10, now_s);
        e.ldx(Size::DW, Reg::R5, Reg::R10, PTR);
        // r1 = TAT, r2 = max(TAT - now, 0)
        e.ldx(Size::DW, Reg::R1, Reg::R10, OLD_TAT);
        e.mov_reg(Reg::R2, Reg::R1);
        e.alu64r(Alu::Sub, Reg::R2, Reg::R3);
        if idle_test {
            e.ldx(Size::DW, Reg::R4, Reg::R10, IDLE);
            e.j64(Jmp::Jne, Reg::R4, 0, zero);
        }
        e.jmp_imm(Width::W64, Jmp::Jsge, Reg::R2, 0, cmp);
        e.bind(zero);
        e.mov_imm(Reg::R2, 0);
        e.bind(cmp);
        e.ld_imm64(Reg::R4, p.tolerance);
        e.jr(Jmp::Jgt, Reg::R2, Reg::R4, over);
        // new TAT = now + r2 + T
        e.alu64r(Alu::Add, Reg::R2, Reg::R3);
        e.ld_imm64(Reg::R4, p.t);
        e.alu64r(Alu::Add, Reg::R2, Reg::R4);
        e.mov_reg(Reg::R0, Reg::R1);
        e.cmpxchg64(Reg::R5, 0, Reg::R2);
        e.jr(Jmp::Jeq, Reg::R0, Reg::R1, won);
    }
    e.comment("lost every race: over the rate, no token taken");
    e.ja(over);
    e.bind(won);
    if idle_test {
        e.ldx(Size::DW, Reg::R1, Reg::R10, NOW);
        e.stx(Size::DW, Reg::R5, 8, Reg::R1);
    }
    e.ja(within);
    e.bind(cont);
    Ok(())
}

/// Writes the key of rule `index`'s bucket for a packet of family `fam`
/// at [`KEY`], and returns the map it indexes.
fn emit_key(
    g: &mut Cx<'_>,
    fam: IpVersion,
    index: u32,
    key: RateKey,
    place: Place,
) -> &'static str {
    let slots = key_slots(key, fam);
    let bits = fam.addr_bits();
    match place {
        Place::Direct { base, len } => {
            // base + the address's first `len` bits (its high word for
            // IPv6: len <= 16)
            if len == 0 || slots.is_empty() {
                g.e.st_imm(Size::W, Reg::R10, KEY, base as i32);
            } else {
                let word = if fam == IpVersion::V4 { 32 } else { 64 };
                g.load_into(Reg::R1, slots[0]);
                g.e.alu64(Alu::Rsh, Reg::R1, word - i32::from(len));
                if base != 0 {
                    g.e.alu64(Alu::Add, Reg::R1, base as i32);
                }
                g.e.stx(Size::W, Reg::R10, KEY, Reg::R1);
            }
            RATES_DIRECT
        }
        Place::Hashed { len } => {
            let len = u32::from(len).min(bits);
            let mask: u128 = if len == 0 {
                0
            } else {
                (u128::MAX << (128 - len)) >> (128 - bits)
            };
            g.e.st_imm(Size::W, Reg::R10, KEY, index as i32);
            if fam == IpVersion::V4 {
                // {u32 rule, u32 address}
                g.load_into(Reg::R1, slots[0]);
                if mask != u128::from(u32::MAX) {
                    // (the address is below 2^32: the sign-extended upper
                    // half of the mask changes nothing)
                    g.e.alu64(Alu::And, Reg::R1, mask as u32 as i32);
                }
                g.e.stx(Size::W, Reg::R10, KEY + 4, Reg::R1);
                RATES_V4
            } else {
                // {u32 rule, u32 0, u64 hi, u64 lo}
                g.e.st_imm(Size::W, Reg::R10, KEY + 4, 0);
                for (k, (slot, m)) in [(slots[0], (mask >> 64) as u64), (slots[1], mask as u64)]
                    .into_iter()
                    .enumerate()
                {
                    g.load_into(Reg::R1, slot);
                    if m != u64::MAX {
                        g.e.ld_imm64(Reg::R2, m);
                        g.e.alu64r(Alu::And, Reg::R1, Reg::R2);
                    }
                    g.e.stx(Size::DW, Reg::R10, KEY + 8 + 8 * k as i16, Reg::R1);
                }
                RATES_V6
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Layout, Params, Place, RATES_DIRECT, RATES_V4, RATES_V6};
    use dropc_ebpf::obj::map_type;
    use dropc_ir::{Action, Dir, Family, Match, Rate, RateKey, Rule, Span, Test, TimeUnit};

    fn rule(family: Family, over: Option<RateKey>) -> Rule {
        Rule {
            label: "r".into(),
            line: 1,
            span: Span::default(),
            action: Action::Drop,
            family,
            matches: over
                .into_iter()
                .map(|key| Match {
                    negated: false,
                    test: Test::Over {
                        rate: Rate {
                            packets: 1000,
                            unit: TimeUnit::Second,
                        },
                        burst: 5,
                        key,
                    },
                    span: Span::default(),
                })
                .collect(),
        }
    }

    fn per(dir: Dir, len: Option<u8>) -> Option<RateKey> {
        Some(RateKey::Addr { dir, len })
    }

    #[test]
    fn short_keys_are_indexed_directly_and_the_others_hashed_per_family() {
        let rules = [
            rule(Family::Ip4, per(Dir::Src, Some(16))),
            rule(Family::Any, None),
            rule(Family::Any, Some(RateKey::Global)),
            rule(Family::Ip6, per(Dir::Dst, Some(8))),
            rule(Family::Ip4, per(Dir::Src, Some(17))),
            rule(Family::Any, per(Dir::Src, None)),
            rule(Family::Ip6, per(Dir::Src, Some(48))),
            rule(Family::Ip4, per(Dir::Dst, Some(0))),
        ];
        let l = Layout::of(&rules);
        assert_eq!(
            l.places,
            vec![
                (0, Place::Direct { base: 0, len: 16 }),
                (
                    2,
                    Place::Direct {
                        base: 65_536,
                        len: 0
                    }
                ),
                (
                    3,
                    Place::Direct {
                        base: 65_537,
                        len: 8
                    }
                ),
                (4, Place::Hashed { len: 17 }),
                (5, Place::Hashed { len: 128 }),
                (6, Place::Hashed { len: 48 }),
                (
                    7,
                    Place::Direct {
                        base: 65_793,
                        len: 0
                    }
                ),
            ]
        );
        assert_eq!((l.direct, l.hashed4, l.hashed6), (65_794, 2, 2));
        assert_eq!(l.place(1), None);
        let maps = l.maps();
        let shape: Vec<_> = maps
            .iter()
            .map(|m| (m.name.as_str(), m.map_type, m.key_size, m.max_entries))
            .collect();
        assert_eq!(
            shape,
            vec![
                (RATES_DIRECT, map_type::ARRAY, 4, 65_794),
                (RATES_V4, map_type::LRU_HASH, 8, 2 * 65_536),
                (RATES_V6, map_type::LRU_HASH, 24, 2 * 65_536),
            ]
        );
        assert!(Layout::of(&[rule(Family::Any, None)]).maps().is_empty());
    }

    #[test]
    fn a_length_on_a_rule_of_both_families_is_hashed_per_family() {
        // (the front end refuses it; the families must still not share
        // direct buckets)
        let l = Layout::of(&[rule(Family::Any, per(Dir::Src, Some(8)))]);
        assert_eq!(l.places, vec![(0, Place::Hashed { len: 8 })]);
        assert_eq!((l.direct, l.hashed4, l.hashed6), (0, 1, 1));
    }

    #[test]
    fn the_array_stops_growing_at_its_limit() {
        let rules: Vec<Rule> = (0..257)
            .map(|_| rule(Family::Ip4, per(Dir::Src, Some(16))))
            .collect();
        let l = Layout::of(&rules);
        assert_eq!(l.direct, 1 << 24);
        assert_eq!(l.places[256], (256, Place::Hashed { len: 16 }));
        // a rule without `per` still gets its one bucket
        let mut rules = rules;
        rules.push(rule(Family::Any, Some(RateKey::Global)));
        let l = Layout::of(&rules);
        assert_eq!(
            l.places[257],
            (
                257,
                Place::Direct {
                    base: 1 << 24,
                    len: 0
                }
            )
        );
    }

    #[test]
    fn params_are_exact_integers() {
        let p = Params::of(
            Rate {
                packets: 1000,
                unit: TimeUnit::Second,
            },
            5,
        )
        .expect("fits");
        assert_eq!((p.scale, p.t, p.tolerance), (1, 1_000_000, 4_000_000));
        let p = Params::of(
            Rate {
                packets: 7,
                unit: TimeUnit::Minute,
            },
            3,
        )
        .expect("fits");
        // T = 60e9 / 7 ns = 60e9 units of 1/7 ns
        assert_eq!((p.scale, p.t), (7, 60_000_000_000));
        assert!(Params::of(
            Rate {
                packets: 1,
                unit: TimeUnit::Hour
            },
            u32::MAX
        )
        .is_err());
    }
}
