//! Tuple-space search: rules of the same shape share one hash table in
//! `.rodata` (see the module docs of [`super`]).

use super::emit::{Emit, RegSet};
use super::error::GenError;
use super::frame::{Cx, DPORT, DST4, DST6H, PROTO, SPORT, SRC4, SRC6H};
use dropc_ebpf::insn::{Alu, Jmp, Reg, Size};
use dropc_ebpf::obj::MAX_DATA_SECTION;
use dropc_ebpf::DataSection;
use dropc_ir::{Action, Dir, Family, IpVersion, Policy, Rule, Test};
use std::collections::BTreeMap;

/// A rule expands into at most this many table keys.
const EXPAND_MAX: usize = 256;
/// Longest prefix length kept in a key (rounded prefix lengths are
/// multiples of 8).
const LEVEL_MAX: u32 = 56;
/// Keys use at most this many bits (the search relies on keys < 2^63).
const KEY_BITS: u32 = 63;
/// Empty slot marker (never a packet key).
const EMPTY: u64 = u64::MAX;
/// Multipliers tried for the multiplicative hash.
const MULTIPLIERS: [u64; 6] = [
    0x9e37_79b9_7f4a_7c15,
    0xc2b2_ae3d_27d4_eb4f,
    0x1656_67b1_9e37_79f9,
    0xd6e8_feb8_6659_fd93,
    0xff51_afd7_ed55_8ccd,
    0xc4ce_b9fe_1a85_ec53,
];
/// Largest bucket accepted before growing the table.
const SLOTS_MAX: usize = 8;

/// Registers the table lookups clobber (the best hit is left in r9).
pub(crate) const CLOBBERS: RegSet = RegSet::span(Reg::R0, Reg::R5).with(RegSet::of(&[Reg::R9]));

/// Tuning knobs of the generator (tests lower `group_min` to exercise the
/// tables with small policies).
#[derive(Clone, Copy, Debug)]
pub struct Tuning {
    /// Rules of one shape are put in a table only when there are at least
    /// this many of them.
    pub group_min: usize,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning { group_min: 8 }
    }
}

/// The fields of a table key, most significant first.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Shape {
    /// `Some(version)` when the key holds addresses (the table applies to
    /// that version only); `None`: one version bit leads the key.
    family: Option<IpVersion>,
    proto: bool,
    /// Prefix lengths (> 0) of the source / destination address.
    src: Option<u8>,
    dst: Option<u8>,
    sport: bool,
    dport: bool,
}

impl Shape {
    fn bits(&self) -> u32 {
        u32::from(self.family.is_none())
            + if self.proto { 8 } else { 0 }
            + self.src.map_or(0, u32::from)
            + self.dst.map_or(0, u32::from)
            + if self.sport { 16 } else { 0 }
            + if self.dport { 16 } else { 0 }
    }
}

/// One table: the rules of one shape.
#[derive(Debug)]
struct Group {
    shape: Shape,
    /// key -> rule index * 2 + (1 if drop)
    keys: BTreeMap<u64, u64>,
}

/// Which rules go to tables.
#[derive(Debug)]
pub(crate) struct Grouping {
    groups: Vec<Group>,
    grouped: Vec<bool>,
}

impl Grouping {
    pub fn is_grouped(&self, i: usize) -> bool {
        self.grouped.get(i).copied().unwrap_or(false)
    }
    /// Whether some table applies to packets of version `v`.
    pub fn has_tables_for(&self, v: IpVersion) -> bool {
        self.groups
            .iter()
            .any(|g| g.shape.family.is_none_or(|f| f == v))
    }
    /// Number of rules in tables.
    pub fn grouped_rules(&self) -> usize {
        self.grouped.iter().filter(|g| **g).count()
    }
}

/// Splits an inclusive interval of `bits`-bit values into CIDR prefixes
/// `(value, len)`; `None` if more than `limit`.
fn prefixes(lo: u128, hi: u128, bits: u32, limit: usize) -> Option<Vec<(u128, u8)>> {
    let out: Vec<(u128, u8)> = dropc_ir::cidr::cidrs(lo, hi, bits)
        .take(limit + 1)
        .map(|(v, len)| (v, len as u8))
        .collect();
    (out.len() <= limit).then_some(out)
}

/// A rule as table keys: its shape and the field values to combine.
struct Expansion {
    shape: Shape,
    /// Per key field (in shape order): the alternatives.
    fields: Vec<(u32, Vec<u64>)>,
}

fn expand(p: &Policy, r: &Rule) -> Option<Expansion> {
    let mut proto: Option<u8> = None;
    let mut addr: [Option<Vec<(u128, u8)>>; 2] = [None, None];
    let mut ports: [Option<Vec<u64>>; 2] = [None, None];
    let fam6 = match r.family {
        Family::Ip4 => false,
        Family::Ip6 => true,
        Family::Any => false,
    };
    for m in &r.matches {
        if m.negated {
            return None;
        }
        match &m.test {
            Test::Proto { proto: q } => {
                if proto.is_some_and(|x| x != *q) {
                    return None;
                }
                proto = Some(*q);
            }
            Test::Addr { dir, set } => {
                if r.family == Family::Any {
                    return None;
                }
                let s = p.sets.get(set.0 as usize)?.ip()?;
                let ivs: Vec<(u128, u128)> = if fam6 {
                    s.v6.iter()
                        .map(|i| (u128::from(i.lo), u128::from(i.hi)))
                        .collect()
                } else {
                    s.v4.iter()
                        .map(|i| (u32::from(i.lo).into(), u32::from(i.hi).into()))
                        .collect()
                };
                let bits = if fam6 { 128 } else { 32 };
                let mut pf = Vec::new();
                for (lo, hi) in ivs {
                    pf.extend(prefixes(lo, hi, bits, EXPAND_MAX)?);
                    if pf.len() > EXPAND_MAX {
                        return None;
                    }
                }
                let slot = &mut addr[usize::from(*dir == Dir::Dst)];
                if slot.is_some() || pf.is_empty() {
                    return None;
                }
                *slot = Some(pf);
            }
            Test::Port { dir, set } => {
                let s = p.sets.get(set.0 as usize)?.port()?;
                let mut v = Vec::new();
                for i in &s.ports {
                    if v.len() + usize::from(i.hi - i.lo) + 1 > EXPAND_MAX {
                        return None;
                    }
                    v.extend((i.lo..=i.hi).map(u64::from));
                }
                let slot = &mut ports[usize::from(*dir == Dir::Dst)];
                if slot.is_some() || v.is_empty() {
                    return None;
                }
                *slot = Some(v);
            }
            _ => return None,
        }
    }
    let bits = if fam6 { 128u32 } else { 32 };
    let mut plen = [None, None];
    let mut addr_vals: [Vec<u64>; 2] = [Vec::new(), Vec::new()];
    for d in 0..2 {
        if let Some(pf) = &addr[d] {
            // Prefix lengths are rounded up to a multiple of 8 (each prefix
            // expanded into the longer ones it covers), so that rules with
            // /20 and /24 share a table.
            let longest = pf.iter().map(|x| u32::from(x.1)).max().unwrap_or(0);
            let l = longest.div_ceil(8).max(1) * 8;
            if l > LEVEL_MAX {
                return None;
            }
            let mut vals = Vec::new();
            for &(v, len) in pf {
                let extra = l - u32::from(len);
                if vals.len() + (1usize << extra) > EXPAND_MAX {
                    return None;
                }
                let first = (v >> (bits - l)) as u64;
                vals.extend((0..1u64 << extra).map(|i| first | i));
            }
            plen[d] = Some(l as u8);
            addr_vals[d] = vals;
        }
    }
    let has_addr = plen[0].is_some() || plen[1].is_some();
    let shape = Shape {
        family: has_addr.then_some(if fam6 { IpVersion::V6 } else { IpVersion::V4 }),
        proto: proto.is_some(),
        src: plen[0],
        dst: plen[1],
        sport: ports[0].is_some(),
        dport: ports[1].is_some(),
    };
    if shape.bits() > KEY_BITS {
        return None;
    }
    let mut fields = Vec::new();
    if shape.family.is_none() {
        let fams = match r.family {
            Family::Ip4 => vec![0],
            Family::Ip6 => vec![1],
            Family::Any => vec![0, 1],
        };
        fields.push((1, fams));
    }
    if let Some(q) = proto {
        fields.push((8, vec![u64::from(q)]));
    }
    for d in 0..2 {
        if let Some(l) = plen[d] {
            fields.push((u32::from(l), std::mem::take(&mut addr_vals[d])));
        }
    }
    for port in ports.into_iter().flatten() {
        fields.push((16, port));
    }
    let total: usize = fields.iter().map(|f| f.1.len()).product();
    if total > EXPAND_MAX {
        return None;
    }
    Some(Expansion { shape, fields })
}

fn keys_of(x: &Expansion) -> Vec<u64> {
    let mut keys = vec![0u64];
    for (w, alts) in &x.fields {
        keys = keys
            .iter()
            .flat_map(|k| alts.iter().map(move |a| (k << w) | a))
            .collect();
    }
    keys
}

/// Decides which rules go to tables.
pub(crate) fn group(p: &Policy, tuning: &Tuning) -> Grouping {
    let mut by_shape: BTreeMap<Shape, Vec<(usize, Vec<u64>)>> = BTreeMap::new();
    for (i, r) in p.rules.iter().enumerate() {
        if let Some(x) = expand(p, r) {
            by_shape
                .entry(x.shape.clone())
                .or_default()
                .push((i, keys_of(&x)));
        }
    }
    let mut grouped = vec![false; p.rules.len()];
    let mut groups = Vec::new();
    for (shape, rules) in by_shape {
        if rules.len() < tuning.group_min.max(1) {
            continue;
        }
        let mut keys = BTreeMap::new();
        for (i, ks) in rules {
            grouped[i] = true;
            let v = (i as u64) * 2 + u64::from(p.rules[i].action == Action::Drop);
            for k in ks {
                // rules come in order: the first (lowest) index wins
                keys.entry(k).or_insert(v);
            }
        }
        groups.push(Group { shape, keys });
    }
    Grouping { groups, grouped }
}

/// A hash table laid out in buckets of `slots` 16-byte `(key, value)`
/// entries.
struct HashTable {
    bits: u32,
    mult: u64,
    slots: usize,
    bytes: Vec<u8>,
}

fn layout(keys: &[(u64, u64)]) -> Option<HashTable> {
    let mut bits = (usize::BITS - keys.len().leading_zeros()).max(1);
    loop {
        let nb = 1usize << bits;
        let mut best: Option<(usize, u64)> = None;
        for &m in &MULTIPLIERS {
            let mut count = vec![0usize; nb];
            for &(k, _) in keys {
                count[(k.wrapping_mul(m) >> (64 - bits)) as usize] += 1;
            }
            let mx = count.into_iter().max().unwrap_or(0);
            if best.is_none_or(|b| mx < b.0) {
                best = Some((mx, m));
            }
        }
        let (mx, mult) = best?;
        let slots = mx.max(1).next_power_of_two();
        let size = nb * slots * 16;
        if slots <= SLOTS_MAX || size * 2 > MAX_DATA_SECTION {
            if size > MAX_DATA_SECTION {
                return None;
            }
            let mut buckets: Vec<Vec<(u64, u64)>> = vec![Vec::new(); nb];
            for &(k, v) in keys {
                buckets[(k.wrapping_mul(mult) >> (64 - bits)) as usize].push((k, v));
            }
            let mut bytes = Vec::with_capacity(size);
            for b in buckets {
                for j in 0..slots {
                    let (k, v) = b.get(j).copied().unwrap_or((EMPTY, EMPTY));
                    bytes.extend_from_slice(&k.to_le_bytes());
                    bytes.extend_from_slice(&v.to_le_bytes());
                }
            }
            return Some(HashTable {
                bits,
                mult,
                slots,
                bytes,
            });
        }
        bits += 1;
    }
}

/// Emits the table lookups for packets of version `fam`: afterwards r9 =
/// the lowest `rule * 2 + drop` among the table hits (`i32::MAX` when
/// none). Returns whether there was any table to look up. Clobbers
/// [`CLOBBERS`].
pub(crate) fn emit_lookups(
    g: &mut Cx<'_>,
    plan: &Grouping,
    fam: IpVersion,
) -> Result<bool, GenError> {
    let groups: Vec<&Group> = plan
        .groups
        .iter()
        .filter(|grp| grp.shape.family.is_none_or(|f| f == fam))
        .collect();
    if groups.is_empty() {
        return Ok(false);
    }
    g.e.comment(format!(
        "tuple-space search: {} rule(s) in {} table(s); r9 = best hit (rule*2 + drop)",
        plan.grouped_rules(),
        groups.len()
    ));
    g.e.mov_imm(Reg::R9, i32::MAX);
    for grp in groups {
        // Split a table too large for one section into parts.
        let all: Vec<(u64, u64)> = grp.keys.iter().map(|(k, v)| (*k, *v)).collect();
        let mut parts = Vec::new();
        let mut per = all.len().max(1);
        loop {
            let attempt: Option<Vec<HashTable>> = all.chunks(per).map(layout).collect();
            match attempt {
                Some(ts) => {
                    parts = ts;
                    break;
                }
                None if per > 1 => per = per.div_ceil(2),
                None => break,
            }
        }
        if parts.is_empty() && !all.is_empty() {
            return Err(GenError::RuleTable(all.len()));
        }
        for t in parts {
            lookup(g, &grp.shape, t, fam);
        }
    }
    Ok(true)
}

/// One table lookup; updates r9.
fn lookup(g: &mut Cx<'_>, s: &Shape, t: HashTable, fam: IpVersion) {
    let name = format!(".rodata.d{}", g.data.sections.len());
    g.data.sections.push(DataSection {
        name: name.clone(),
        bytes: t.bytes,
    });
    let e = &mut *g.e;
    let (next, found) = (e.label(), e.label());
    e.comment(format!(
        "table {:?}: 2^{} buckets x {} slots",
        s, t.bits, t.slots
    ));
    // r1 = key; without addresses it starts with the family bit (4 -> 0,
    // 6 -> 1)
    let fam_bit = if s.family.is_none() && fam == IpVersion::V6 {
        1
    } else {
        0
    };
    e.mov_imm(Reg::R1, fam_bit);
    let add = |e: &mut Emit, bits: u32| {
        e.alu64(Alu::Lsh, Reg::R1, bits as i32);
        e.alu64r(Alu::Or, Reg::R1, Reg::R2);
    };
    if s.proto {
        e.ldx(Size::DW, Reg::R2, Reg::R10, PROTO);
        add(e, 8);
    }
    for (plen, s4, s6) in [(s.src, SRC4, SRC6H), (s.dst, DST4, DST6H)] {
        if let Some(l) = plen {
            let (slot, width) = if s.family == Some(IpVersion::V6) {
                (s6, 64)
            } else {
                (s4, 32)
            };
            e.ldx(Size::DW, Reg::R2, Reg::R10, slot);
            e.alu64(Alu::Rsh, Reg::R2, (width - u32::from(l)) as i32);
            add(e, l.into());
        }
    }
    for (on, slot) in [(s.sport, SPORT), (s.dport, DPORT)] {
        if on {
            e.ldx(Size::DW, Reg::R2, Reg::R10, slot);
            // no layer 4 header: no port, no match
            e.j64(Jmp::Jgt, Reg::R2, 0xffff, next);
            add(e, 16);
        }
    }
    // r5 = bucket
    e.mov_reg(Reg::R3, Reg::R1);
    e.ld_imm64(Reg::R4, t.mult);
    e.alu64r(Alu::Mul, Reg::R3, Reg::R4);
    e.alu64(Alu::Rsh, Reg::R3, (64 - t.bits) as i32);
    e.alu64(Alu::Lsh, Reg::R3, (t.slots * 16).trailing_zeros() as i32);
    e.ld_data(Reg::R5, &name, 0);
    e.alu64r(Alu::Add, Reg::R5, Reg::R3);
    // Slots are filled from the front: the first empty one ends the probe.
    for j in 0..t.slots {
        let miss_slot = e.label();
        e.ldx(Size::DW, Reg::R0, Reg::R5, (j * 16) as i16);
        e.jr(Jmp::Jne, Reg::R0, Reg::R1, miss_slot);
        e.ldx(Size::DW, Reg::R0, Reg::R5, (j * 16 + 8) as i16);
        e.ja(found);
        e.bind(miss_slot);
        // EMPTY = u64::MAX: the sign-extended immediate -1
        e.jmp_imm(dropc_ebpf::insn::Width::W64, Jmp::Jeq, Reg::R0, -1, next);
    }
    e.ja(next);
    e.bind(found);
    e.jr(Jmp::Jge, Reg::R0, Reg::R9, next);
    e.mov_reg(Reg::R9, Reg::R0);
    e.bind(next);
}
