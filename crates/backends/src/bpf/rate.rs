//! (v2) `over N/UNIT [burst B] [per KEY]` on the BPF targets (spec §4
//! "Rate limits").
//!
//! # State
//!
//! One `BPF_MAP_TYPE_LRU_HASH` ([`RATES_MAP`]) for all the `over` rules of
//! the program, shared by all CPUs: key `{u32 rule, u32 family, u64 hi,
//! u64 lo}` (the rule index; 0 for a rule without `per`, else 4 or 6 and
//! the masked address in host order, an IPv4 address in `hi`), so that a
//! rule without `per` has one bucket for both families. [`KEYS_PER_RULE`]
//! entries per rule (the spec leaves more keys at once unspecified).
//!
//! # The bucket: GCRA in one word
//!
//! A token bucket of `B` tokens refilled at `N` per unit is the generic cell
//! rate algorithm: a packet conforms (takes a token) iff `max(TAT, now) -
//! now <= (B - 1) T`, and then `TAT = max(TAT, now) + T`, with `T = unit /
//! N` (one token's refill time) and TAT the "theoretical arrival time"; a
//! new key's TAT is `now` (a full bucket). The whole state is one u64, so
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
//! Registers: clobbers r0–r5 (helper calls); r6–r9 survive.

use super::gen::{Gen, GenError};
use dropc_ebpf::insn::{helper, Alu, Jmp, Reg, Size, Width};
use dropc_ebpf::obj::MapDef;
use dropc_ebpf::Label;
use dropc_ir::{Dir, Rate, RateKey, Rule, Test};

/// Name of the token-bucket map.
pub const RATES_MAP: &str = "dropc_rates";
/// Buckets kept per `over` rule (the spec's limit; beyond it the least
/// recently used are evicted).
pub const KEYS_PER_RULE: u32 = 65_536;
/// Compare-exchange attempts before a packet is counted over the rate.
const RETRIES: usize = 3;
/// Idle horizons (ns) from which the idle test is left out: a century.
const NO_IDLE_TEST: u64 = 100 * 365 * 24 * 3600 * 1_000_000_000;
/// Key size: rule, family, two address halves.
const KEY_SIZE: u32 = 24;
/// Value size: TAT (scaled), last update (ns).
const VALUE_SIZE: u32 = 16;

// Stack slots.
/// The key (24 bytes, -216..-192).
const KEY: i16 = -216;
/// A new key's value (16 bytes).
const VAL: i16 = -232;
/// `bpf_ktime_get_ns()`.
const NOW: i16 = -240;
/// `now × s` (wrapping).
const NOW_S: i16 = -248;
/// 1 when the key was idle longer than the horizon.
const IDLE: i16 = -256;

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

/// The map of the policy's `over` rules, if it has any.
pub(crate) fn map(rules: &[Rule]) -> Option<MapDef> {
    let n = rules.iter().filter(|r| over_of(r).is_some()).count() as u32;
    (n > 0).then(|| {
        MapDef::lru_hash(
            RATES_MAP,
            KEY_SIZE,
            VALUE_SIZE,
            n.saturating_mul(KEYS_PER_RULE).min(1 << 24),
        )
    })
}

/// Checks every `over` of the policy fits the arithmetic.
pub(crate) fn check(rules: &[Rule]) -> Result<(), GenError> {
    for r in rules {
        if let Some((rate, burst, _)) = over_of(r) {
            Params::of(rate, burst).map_err(|e| format!("rule {}: {e}", r.label))?;
        }
    }
    Ok(())
}

/// Which address slots an `over` key reads for a packet of family `fam`.
pub(crate) fn key_slots(key: RateKey, fam: u8) -> &'static [i16] {
    use super::gen::{DST4, DST6H, DST6L, SRC4, SRC6H, SRC6L};
    match (key, fam) {
        (RateKey::Global, _) => &[],
        (RateKey::Addr { dir: Dir::Src, .. }, 4) => &[SRC4],
        (RateKey::Addr { dir: Dir::Dst, .. }, 4) => &[DST4],
        (RateKey::Addr { dir: Dir::Src, .. }, _) => &[SRC6H, SRC6L],
        (RateKey::Addr { dir: Dir::Dst, .. }, _) => &[DST6H, DST6L],
    }
}

/// Emits `[not] over ...` of rule `index` for a packet of family `fam`:
/// falls through when the match holds, jumps to `fail` otherwise. Takes a
/// token when the packet is within the rate.
#[allow(clippy::too_many_arguments)]
pub(crate) fn emit_test(
    g: &mut Gen<'_>,
    fam: u8,
    index: u32,
    rule: &Rule,
    rate: Rate,
    burst: u32,
    key: RateKey,
    neg: bool,
    fail: Label,
) -> Result<(), GenError> {
    let p = Params::of(rate, burst).map_err(|e| format!("rule {}: {e}", rule.label))?;
    let cont = g.e.label();
    let (over, within) = if neg { (fail, cont) } else { (cont, fail) };
    g.e.comment(format!(
        "over {}/{} burst {burst}: GCRA, T = {} units of 1/{} ns",
        rate.packets,
        rate.unit.name(),
        p.t,
        p.scale
    ));
    // The key.
    g.e.st_imm(Size::W, Reg::R10, KEY, index as i32);
    let fam_tag = match key {
        RateKey::Global => 0,
        RateKey::Addr { .. } => i32::from(fam),
    };
    g.e.st_imm(Size::W, Reg::R10, KEY + 4, fam_tag);
    match key {
        RateKey::Global => {
            g.e.st_imm(Size::DW, Reg::R10, KEY + 8, 0);
            g.e.st_imm(Size::DW, Reg::R10, KEY + 16, 0);
        }
        RateKey::Addr { len, .. } => {
            let slots = key_slots(key, fam);
            let bits: u32 = if fam == 4 { 32 } else { 128 };
            let len = u32::from(len.map_or(bits as u8, |l| l)).min(bits);
            let mask: u128 = if len == 0 {
                0
            } else {
                (u128::MAX << (128 - len)) >> (128 - bits)
            };
            let halves: Vec<(i16, u64)> = if fam == 4 {
                vec![(slots[0], mask as u64)]
            } else {
                vec![(slots[0], (mask >> 64) as u64), (slots[1], mask as u64)]
            };
            for (k, (slot, m)) in halves.iter().enumerate() {
                g.load_into(Reg::R1, *slot);
                if *m != u64::MAX && !(fam == 4 && *m == u64::from(u32::MAX)) {
                    g.e.ld_imm64(Reg::R2, *m);
                    g.e.alu64r(Alu::And, Reg::R1, Reg::R2);
                }
                g.e.stx(Size::DW, Reg::R10, KEY + 8 + 8 * k as i16, Reg::R1);
            }
            if fam == 4 {
                g.e.st_imm(Size::DW, Reg::R10, KEY + 16, 0);
            }
        }
    }
    let e = &mut g.e;
    let (have, won) = (e.label(), e.label());
    // The time.
    e.call(helper::KTIME_GET_NS);
    e.stx(Size::DW, Reg::R10, NOW, Reg::R0);
    if p.scale != 1 {
        e.ld_imm64(Reg::R1, p.scale);
        e.alu64r(Alu::Mul, Reg::R0, Reg::R1);
    }
    e.stx(Size::DW, Reg::R10, NOW_S, Reg::R0);
    // The bucket.
    e.ld_map(Reg::R1, RATES_MAP);
    e.mov_reg(Reg::R2, Reg::R10);
    e.alu64(Alu::Add, Reg::R2, KEY.into());
    e.call(helper::MAP_LOOKUP_ELEM);
    e.j64(Jmp::Jne, Reg::R0, 0, have);
    e.comment("a new key: a full bucket, less this packet's token");
    e.ldx(Size::DW, Reg::R1, Reg::R10, NOW_S);
    e.ld_imm64(Reg::R2, p.t);
    e.alu64r(Alu::Add, Reg::R1, Reg::R2);
    e.stx(Size::DW, Reg::R10, VAL, Reg::R1);
    e.ldx(Size::DW, Reg::R1, Reg::R10, NOW);
    e.stx(Size::DW, Reg::R10, VAL + 8, Reg::R1);
    e.ld_map(Reg::R1, RATES_MAP);
    e.mov_reg(Reg::R2, Reg::R10);
    e.alu64(Alu::Add, Reg::R2, KEY.into());
    e.mov_reg(Reg::R3, Reg::R10);
    e.alu64(Alu::Add, Reg::R3, VAL.into());
    e.mov_imm(Reg::R4, 1); // BPF_NOEXIST
    e.call(helper::MAP_UPDATE_ELEM);
    e.j64(Jmp::Jeq, Reg::R0, 0, within);
    e.comment("another CPU added it first: take a token from it");
    e.ld_map(Reg::R1, RATES_MAP);
    e.mov_reg(Reg::R2, Reg::R10);
    e.alu64(Alu::Add, Reg::R2, KEY.into());
    e.call(helper::MAP_LOOKUP_ELEM);
    // (no entry even now: the map cannot track the key; within the rate)
    e.j64(Jmp::Jeq, Reg::R0, 0, within);
    e.bind(have);
    e.mov_reg(Reg::R5, Reg::R0);
    // With a horizon beyond a century of uptime (s = 1: 146 years), the
    // wrapped difference is never wrong, and the idle test is left out.
    let idle_test = p.horizon < NO_IDLE_TEST;
    if idle_test {
        let take = e.label();
        // Idle longer than the horizon: full.
        e.ldx(Size::DW, Reg::R1, Reg::R10, NOW);
        e.ldx(Size::DW, Reg::R2, Reg::R5, 8);
        e.alu64r(Alu::Sub, Reg::R1, Reg::R2);
        e.ld_imm64(Reg::R2, p.horizon);
        e.mov_imm(Reg::R3, 0);
        e.jmp_reg(Width::W64, Jmp::Jsle, Reg::R1, Reg::R2, take);
        e.mov_imm(Reg::R3, 1);
        e.bind(take);
        e.stx(Size::DW, Reg::R10, IDLE, Reg::R3);
    }
    e.ldx(Size::DW, Reg::R3, Reg::R10, NOW_S);
    for _ in 0..RETRIES {
        let (zero, cmp) = (e.label(), e.label());
        // r1 = TAT, r2 = max(TAT - now, 0)
        e.ldx(Size::DW, Reg::R1, Reg::R5, 0);
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

#[cfg(test)]
mod tests {
    use super::Params;
    use dropc_ir::{Rate, TimeUnit};

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
