//! `dropc diff` (spec §8): which packets two policies treat differently,
//! computed exactly on the IR, never by sampling.
//!
//! Per IP version, every rule is a [`Cube`]: a product of value sets, one
//! per packet field (addresses, protocol, fragment state, ports, TCP
//! flags, ICMP type/code, TTL, length), plus boolean *atoms* for what is
//! not a field: each `over` condition (shared by an OLD and a NEW rule
//! with the same label and clause, spec §8), each `payload` test (three
//! values: absent, false, true) and each `contains` test. A negated match
//! is the complement within the field's values, and a match on a field
//! that not every packet has (ports, flags, ICMP, payload) also narrows
//! the protocol and fragment state to the packets that have it, so that
//! membership in a cube is exactly the interpreter's rule match.
//!
//! The region of the pair (OLD rule i, NEW rule j) is `A_i ∩ B_j` minus
//! every earlier rule of either policy. For each pair whose verdicts
//! differ, the region is split by subtraction into disjoint cubes until a
//! cube yields a packet ([`witness`]) that the interpreter confirms on
//! both policies (deciders i and j under the chosen `over` conditions).
//! A pair is skipped without search when a rule is the same cube as an
//! earlier rule of the other policy (its packets were decided there), which
//! keeps policies that differ in a few rules linear in their size.
//!
//! The one place that is not decided by arithmetic alone is the bytes
//! behind `payload` and `contains` atoms: the witness builder constructs
//! them (merging masked values, avoiding excluded ones) and the
//! interpreter checks the result. When a non-empty cube with such atoms
//! yields no confirmed packet, [`DiffError::Undecided`] says so rather
//! than call the policies equivalent.

pub mod set;

use crate::interp::{evaluate_with_rate, Decider, Outcome};
use crate::packet::{build, spec_to_string, FrameBuilder};
use crate::{proto, Action, Dir, FragSpec, IpVersion, PacketSpec, Policy, Rule, Test};
use set::Iv;
use std::collections::{BTreeMap, HashMap};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The numeric dimensions of a cube.
pub const SRC: usize = 0;
pub const DST: usize = 1;
pub const PROTO: usize = 2;
/// 0 not a fragment, 1 first fragment, 2 later fragment.
pub const FRAG: usize = 3;
pub const SPORT: usize = 4;
pub const DPORT: usize = 5;
pub const FLAGS: usize = 6;
/// `type << 8 | code`.
pub const ICMP: usize = 7;
pub const TTL: usize = 8;
pub const LEN: usize = 9;
const DIMS: usize = 10;

/// Atom values, as bits of an atom's allowed mask.
const A_FALSE: u8 = 0b001;
const A_TRUE: u8 = 0b010;
/// `payload` only: the field does not exist (too short, no layer 4).
const A_ABSENT: u8 = 0b100;

/// What an atom stands for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum AtomKind {
    /// An `over` condition (its key: label and clause, or a rule alone).
    Over,
    Payload {
        offset: u16,
        value: Vec<u8>,
        mask: Option<Vec<u8>>,
    },
    Contains(Vec<u8>),
}

impl AtomKind {
    fn universe(&self) -> u8 {
        match self {
            AtomKind::Payload { .. } => A_FALSE | A_TRUE | A_ABSENT,
            AtomKind::Over | AtomKind::Contains(_) => A_FALSE | A_TRUE,
        }
    }
}

/// A product of value sets: the packets whose every field is in its set
/// and every atom has an allowed value (atoms not listed are free).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    pub dims: [Iv; DIMS],
    atoms: BTreeMap<u32, u8>,
}

fn addr_max(v: IpVersion) -> u128 {
    match v {
        IpVersion::V4 => u128::from(u32::MAX),
        IpVersion::V6 => u128::MAX,
    }
}

/// Upper-layer protocols an IPv6 packet can have (the walked extension
/// headers are never one).
fn proto_universe(v: IpVersion) -> Iv {
    match v {
        IpVersion::V4 => Iv::range(0, 255),
        IpVersion::V6 => Iv::range(0, 255).minus(&Iv::values(&[0, 43, 44, 60])),
    }
}

impl Cube {
    /// Every packet of version `v`.
    pub fn universe(v: IpVersion) -> Cube {
        let m = addr_max(v);
        Cube {
            dims: [
                Iv::range(0, m),
                Iv::range(0, m),
                proto_universe(v),
                Iv::range(0, 2),
                Iv::range(0, 65535),
                Iv::range(0, 65535),
                Iv::range(0, 255),
                Iv::range(0, 65535),
                Iv::range(0, 255),
                Iv::range(0, 65535),
            ],
            atoms: BTreeMap::new(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.dims.iter().any(Iv::is_empty) || self.atoms.values().any(|&m| m == 0)
    }

    fn narrow(&mut self, d: usize, s: &Iv) {
        self.dims[d] = self.dims[d].intersect(s);
    }

    fn narrow_atom(&mut self, a: u32, mask: u8) {
        let e = self.atoms.entry(a).or_insert(0xff);
        *e &= mask;
    }

    pub fn intersect(&self, o: &Cube) -> Cube {
        let mut c = self.clone();
        for d in 0..DIMS {
            c.dims[d] = self.dims[d].intersect(&o.dims[d]);
        }
        for (&a, &m) in &o.atoms {
            c.narrow_atom(a, m);
        }
        c
    }

    /// Whether the two share a point.
    pub fn meets(&self, o: &Cube) -> bool {
        (0..DIMS).all(|d| self.dims[d].meets(&o.dims[d]))
            && o.atoms.iter().all(|(a, &m)| {
                let mine = self.atoms.get(a).copied().unwrap_or(0xff);
                mine & m != 0
            })
    }

    /// Whether every point of `self` is in `o`.
    fn within(&self, o: &Cube, kinds: &[AtomKind]) -> bool {
        (0..DIMS).all(|d| self.dims[d].within(&o.dims[d]))
            && o.atoms.iter().all(|(a, &m)| {
                let mine = self
                    .atoms
                    .get(a)
                    .copied()
                    .unwrap_or(kinds[*a as usize].universe());
                mine & !m == 0
            })
    }

    /// `self ∖ o` as disjoint cubes.
    fn minus(&self, o: &Cube, kinds: &[AtomKind]) -> Vec<Cube> {
        let mut out = Vec::new();
        let mut prefix = self.clone();
        for d in 0..DIMS {
            let rest = prefix.dims[d].minus(&o.dims[d]);
            if !rest.is_empty() {
                let mut piece = prefix.clone();
                piece.dims[d] = rest;
                out.push(piece);
            }
            prefix.dims[d] = prefix.dims[d].intersect(&o.dims[d]);
            if prefix.dims[d].is_empty() {
                return out;
            }
        }
        for (&a, &m) in &o.atoms {
            let mine = prefix
                .atoms
                .get(&a)
                .copied()
                .unwrap_or(kinds[a as usize].universe());
            if mine & !m != 0 {
                let mut piece = prefix.clone();
                piece.atoms.insert(a, mine & !m);
                out.push(piece);
            }
            prefix.atoms.insert(a, mine & m);
            if mine & m == 0 {
                return out;
            }
        }
        out
    }
}

/// One difference: a packet, and what each policy does with it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Difference {
    /// The packet in §6 syntax.
    pub packet: String,
    pub old: Side,
    pub new: Side,
    /// Labels of the `over` rules of OLD, then of NEW, whose rate must be
    /// exceeded for this packet to get these verdicts.
    #[serde(skip)]
    pub needs_over: (Vec<String>, Vec<String>),
    /// The packet as a spec (for checking with the interpreter).
    #[serde(skip)]
    pub spec: PacketSpec,
    /// The region in the policies' terms, when small: one line per cube,
    /// at most [`DESCRIBE_CUBES`] cubes (`None`: too large to list).
    #[serde(skip)]
    pub region: Option<Vec<String>>,
}

/// A policy's verdict and deciding rule (`default` for the default).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Side {
    pub verdict: Action,
    pub rule: String,
}

/// The JSON document of `diff` (spec §8).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Report {
    pub equivalent: bool,
    pub differences: Vec<Difference>,
}

/// Why `diff` could not answer.
#[derive(Debug, thiserror::Error)]
pub enum DiffError {
    #[error(
        "cannot decide whether OLD rule `{old}` and NEW rule `{new}` disagree on some packet: \
         the region exists but no packet of it with the payload and contains values it needs \
         could be built (please report this policy pair): {region}"
    )]
    Undecided {
        old: String,
        new: String,
        region: String,
    },
}

/// Cubes listed in a region's description.
pub const DESCRIBE_CUBES: usize = 20;
/// Values listed per field of a cube's description.
pub const DESCRIBE_VALUES: usize = 20;

/// Atoms of both policies: conditions, payload and contains tests.
struct Atoms {
    kinds: Vec<AtomKind>,
    index: HashMap<(AtomKind, Option<(String, String)>), u32>,
}

impl Atoms {
    fn id(&mut self, kind: AtomKind, over_key: Option<(String, String)>) -> u32 {
        let k = (kind, over_key);
        if let Some(&i) = self.index.get(&k) {
            return i;
        }
        let i = self.kinds.len() as u32;
        self.kinds.push(k.0.clone());
        self.index.insert(k, i);
        i
    }
}

fn addr_set(policy: &Policy, set: crate::SetId, v: IpVersion) -> Iv {
    match policy.set(set).ip() {
        Some(s) => match v {
            IpVersion::V4 => Iv(s
                .v4
                .iter()
                .map(|i| (u128::from(u32::from(i.lo)), u128::from(u32::from(i.hi))))
                .collect()),
            IpVersion::V6 => Iv(s
                .v6
                .iter()
                .map(|i| (u128::from(i.lo), u128::from(i.hi)))
                .collect()),
        },
        None => Iv::default(),
    }
}

fn port_set(policy: &Policy, set: crate::SetId) -> Iv {
    match policy.set(set).port() {
        Some(s) => Iv(s
            .ports
            .iter()
            .map(|i| (u128::from(i.lo), u128::from(i.hi)))
            .collect()),
        None => Iv::default(),
    }
}

fn has_l4(v: IpVersion) -> Iv {
    Iv::values(&[6, 17, u128::from(v.icmp_proto())])
}

/// The cube of `rule` for packets of version `v` (`None`: the rule does
/// not apply to them). `which` tells OLD (0) from NEW (1) for atoms.
fn rule_cube(policy: &Policy, rule: &Rule, v: IpVersion, atoms: &mut Atoms) -> Option<Cube> {
    if !rule.family.admits(v) {
        return None;
    }
    let mut c = Cube::universe(v);
    let not_later = Iv::range(0, 1);
    for m in &rule.matches {
        let neg = m.negated;
        let pick = |s: Iv, u: &Iv| if neg { u.minus(&s) } else { s };
        match &m.test {
            Test::Proto { proto } => {
                let s = pick(Iv::values(&[u128::from(*proto)]), &proto_universe(v));
                c.narrow(PROTO, &s);
            }
            Test::Addr { dir, set } => {
                let d = match dir {
                    Dir::Src => SRC,
                    Dir::Dst => DST,
                };
                let s = pick(addr_set(policy, *set, v), &Iv::range(0, addr_max(v)));
                c.narrow(d, &s);
            }
            Test::Port { dir, set } => {
                let d = match dir {
                    Dir::Src => SPORT,
                    Dir::Dst => DPORT,
                };
                c.narrow(PROTO, &Iv::values(&[6, 17]));
                c.narrow(FRAG, &not_later);
                c.narrow(d, &pick(port_set(policy, *set), &Iv::range(0, 65535)));
            }
            Test::TcpFlags { bits, mask } => {
                let vals: Vec<u128> = (0u16..256)
                    .filter(|x| (*x as u8) & mask == *bits)
                    .map(u128::from)
                    .collect();
                c.narrow(PROTO, &Iv::values(&[6]));
                c.narrow(FRAG, &not_later);
                c.narrow(FLAGS, &pick(Iv::values(&vals), &Iv::range(0, 255)));
            }
            Test::Icmp { icmp_type, code } => {
                let t = u128::from(*icmp_type) << 8;
                let s = match code {
                    Some(cd) => Iv::values(&[t | u128::from(*cd)]),
                    None => Iv::range(t, t | 255),
                };
                c.narrow(PROTO, &Iv::values(&[u128::from(v.icmp_proto())]));
                c.narrow(FRAG, &not_later);
                c.narrow(ICMP, &pick(s, &Iv::range(0, 65535)));
            }
            Test::Fragment => c.narrow(FRAG, &pick(Iv::range(1, 2), &Iv::range(0, 2))),
            Test::LaterFragment => c.narrow(FRAG, &pick(Iv::values(&[2]), &Iv::range(0, 2))),
            Test::Ttl { range } => c.narrow(
                TTL,
                &pick(
                    Iv::range(u128::from(range.lo), u128::from(range.hi)),
                    &Iv::range(0, 255),
                ),
            ),
            Test::Len { range } => c.narrow(
                LEN,
                &pick(
                    Iv::range(u128::from(range.lo), u128::from(range.hi)),
                    &Iv::range(0, 65535),
                ),
            ),
            Test::Payload {
                offset,
                value,
                mask,
            } => {
                c.narrow(PROTO, &has_l4(v));
                c.narrow(FRAG, &not_later);
                let a = atoms.id(
                    AtomKind::Payload {
                        offset: *offset,
                        value: value.clone(),
                        mask: mask.clone(),
                    },
                    None,
                );
                c.narrow_atom(a, if neg { A_FALSE } else { A_TRUE });
            }
            Test::Contains { bytes } => {
                let a = atoms.id(AtomKind::Contains(bytes.clone()), None);
                c.narrow_atom(a, if neg { A_FALSE } else { A_TRUE });
            }
            Test::Over { rate, burst, key } => {
                let clause = format!("{rate:?}/{burst}/{key:?}");
                let a = atoms.id(AtomKind::Over, Some((rule.label.clone(), clause)));
                c.narrow_atom(a, if neg { A_FALSE } else { A_TRUE });
            }
        }
    }
    Some(c)
}

/// One side's rules for one version: `(index in rules or None for the
/// default, cube)`, the default last.
struct SideCubes {
    cubes: Vec<(Option<usize>, Cube)>,
    /// Whether a rule at or before this position (in `cubes`) has
    /// `contains` (then packets longer than 1500 bytes that reach it have
    /// no specified verdict).
    contains_upto: Vec<bool>,
    /// The `over` atom of rule `i` (by index in `Policy::rules`).
    over_atom: HashMap<usize, u32>,
}

fn side_cubes(policy: &Policy, v: IpVersion, atoms: &mut Atoms) -> SideCubes {
    let mut cubes = Vec::new();
    let mut contains_upto = Vec::new();
    let mut seen_contains = false;
    let mut over_atom = HashMap::new();
    for (i, r) in policy.rules.iter().enumerate() {
        if let Some(c) = rule_cube(policy, r, v, atoms) {
            seen_contains |= crate::interp::has_contains(r);
            if crate::interp::over_match(r).is_some() {
                // The last atom made for this rule is its over atom.
                if let Some(Test::Over { rate, burst, key }) =
                    crate::interp::over_match(r).map(|m| &m.1.test)
                {
                    let clause = format!("{rate:?}/{burst}/{key:?}");
                    let a = atoms.id(AtomKind::Over, Some((r.label.clone(), clause)));
                    over_atom.insert(i, a);
                }
            }
            cubes.push((Some(i), c));
            contains_upto.push(seen_contains);
        }
    }
    cubes.push((None, Cube::universe(v)));
    contains_upto.push(seen_contains);
    SideCubes {
        cubes,
        contains_upto,
        over_atom,
    }
}

fn action_of(p: &Policy, i: Option<usize>) -> Action {
    i.map_or(p.default, |i| p.rules[i].action)
}

fn label_of(p: &Policy, i: Option<usize>) -> String {
    i.map_or_else(|| "default".to_string(), |i| p.rules[i].label.clone())
}

/// Compares two policies (spec §8 `diff`).
pub fn diff(old: &Policy, new: &Policy) -> Result<Report, DiffError> {
    let mut atoms = Atoms {
        kinds: Vec::new(),
        index: HashMap::new(),
    };
    let mut found: BTreeMap<(usize, usize), Difference> = BTreeMap::new();
    let key = |i: Option<usize>, n: usize| i.unwrap_or(n);
    for v in IpVersion::ALL {
        let a = side_cubes(old, v, &mut atoms);
        let b = side_cubes(new, v, &mut atoms);
        // First position in the other side of an identical cube.
        let mut first_b: HashMap<&Cube, usize> = HashMap::new();
        for (j, (_, c)) in b.cubes.iter().enumerate() {
            first_b.entry(c).or_insert(j);
        }
        let mut first_a: HashMap<&Cube, usize> = HashMap::new();
        for (i, (_, c)) in a.cubes.iter().enumerate() {
            first_a.entry(c).or_insert(i);
        }
        let occ_in_b: Vec<usize> = a
            .cubes
            .iter()
            .map(|(_, c)| first_b.get(c).copied().unwrap_or(usize::MAX))
            .collect();
        let occ_in_a: Vec<usize> = b
            .cubes
            .iter()
            .map(|(_, c)| first_a.get(c).copied().unwrap_or(usize::MAX))
            .collect();
        for (i, (ri, ci)) in a.cubes.iter().enumerate() {
            let act_a = action_of(old, *ri);
            let jmax = occ_in_b[i].min(b.cubes.len() - 1);
            #[allow(clippy::needless_range_loop)] // j indexes two vectors
            for j in 0..=jmax {
                let (rj, cj) = &b.cubes[j];
                // NEW rule j equals an earlier OLD rule: decided there.
                if occ_in_a[j] < i {
                    continue;
                }
                if action_of(new, *rj) == act_a {
                    continue;
                }
                let pair = (key(*ri, old.rules.len()), key(*rj, new.rules.len()));
                if found.contains_key(&pair) {
                    continue;
                }
                if !ci.meets(cj) {
                    continue;
                }
                let mut region = ci.intersect(cj);
                if a.contains_upto[i] || b.contains_upto[j] {
                    region.narrow(LEN, &Iv::range(0, 1500));
                }
                if region.is_empty() {
                    continue;
                }
                let blockers: Vec<&Cube> = a.cubes[..i]
                    .iter()
                    .chain(&b.cubes[..j])
                    .map(|(_, c)| c)
                    .filter(|c| c.meets(&region))
                    .collect();
                let ctx = Ctx {
                    old,
                    new,
                    v,
                    kinds: &atoms.kinds,
                    a: &a,
                    b: &b,
                    want: (*ri, *rj),
                };
                let mut pieces = Vec::new();
                let mut undecided = None;
                let w = search(&ctx, region, &blockers, &mut pieces, &mut undecided);
                match w {
                    Some((spec, conds)) => {
                        let needs_over = needs_over(&ctx, &conds);
                        let region = (pieces.len() <= DESCRIBE_CUBES)
                            .then(|| pieces.iter().map(|c| describe(c, v)).collect());
                        found.insert(
                            pair,
                            Difference {
                                packet: spec_to_string(&spec),
                                old: Side {
                                    verdict: act_a,
                                    rule: label_of(old, *ri),
                                },
                                new: Side {
                                    verdict: action_of(new, *rj),
                                    rule: label_of(new, *rj),
                                },
                                needs_over,
                                spec,
                                region,
                            },
                        );
                    }
                    None => {
                        if let Some(c) = undecided {
                            return Err(DiffError::Undecided {
                                old: label_of(old, *ri),
                                new: label_of(new, *rj),
                                region: describe(&c, v),
                            });
                        }
                    }
                }
            }
        }
    }
    let differences: Vec<Difference> = found.into_values().collect();
    Ok(Report {
        equivalent: differences.is_empty(),
        differences,
    })
}

struct Ctx<'a> {
    old: &'a Policy,
    new: &'a Policy,
    v: IpVersion,
    kinds: &'a [AtomKind],
    a: &'a SideCubes,
    b: &'a SideCubes,
    want: (Option<usize>, Option<usize>),
}

fn needs_over(ctx: &Ctx<'_>, conds: &HashMap<u32, bool>) -> (Vec<String>, Vec<String>) {
    let side = |p: &Policy, side: &SideCubes| {
        let mut rules: Vec<_> = side.over_atom.iter().collect();
        rules.sort();
        rules
            .into_iter()
            .filter(|(_, a)| conds.get(a) == Some(&true))
            .map(|(i, _)| p.rules[*i].label.clone())
            .collect()
    };
    (side(ctx.old, ctx.a), side(ctx.new, ctx.b))
}

/// Pieces kept for a region's description (beyond this, the region is
/// too large to list and only the witness is searched for).
const MAX_PIECES: usize = 64;

/// Splits `region` minus `blockers` into disjoint cubes (kept in
/// `pieces`, up to [`MAX_PIECES`] + 1) and returns the first confirmed
/// witness. Sets `undecided` when a non-empty cube gave none.
fn search(
    ctx: &Ctx<'_>,
    region: Cube,
    blockers: &[&Cube],
    pieces: &mut Vec<Cube>,
    undecided: &mut Option<Cube>,
) -> Option<(PacketSpec, HashMap<u32, bool>)> {
    let mut stack: Vec<(Cube, usize)> = vec![(region, 0)];
    let mut witness = None;
    while let Some((c, mut k)) = stack.pop() {
        while k < blockers.len() && !blockers[k].meets(&c) {
            k += 1;
        }
        if k == blockers.len() {
            if witness.is_none() {
                match build_witness(ctx, &c) {
                    Ok(w) => witness = Some(w),
                    Err(Proof::Empty) => continue,
                    Err(Proof::None) => {
                        if undecided.is_none() {
                            *undecided = Some(c.clone());
                        }
                    }
                }
            }
            if pieces.len() <= MAX_PIECES {
                pieces.push(c);
            }
            if witness.is_some() && pieces.len() > MAX_PIECES {
                return witness;
            }
            continue;
        }
        if c.within(blockers[k], ctx.kinds) {
            continue;
        }
        for p in c.minus(blockers[k], ctx.kinds) {
            stack.push((p, k + 1));
        }
    }
    if witness.is_some() {
        *undecided = None;
    }
    witness
}

/// Why a cube gave no witness.
enum Proof {
    /// It holds no well-formed packet (each way of building one conflicts).
    Empty,
    /// Not shown either way.
    None,
}

/// One protocol of each kind the cube allows: kinds differ in the headers
/// a packet carries (so in its least length and whether it has a layer 4
/// payload); within a kind, the cube's other fields decide alone.
fn proto_kinds(s: &Iv, v: IpVersion) -> Vec<u128> {
    let special = [17u128, 6, u128::from(v.icmp_proto()), 50, 51];
    let mut out: Vec<u128> = special.iter().copied().filter(|&p| s.contains(p)).collect();
    if let Some(other) = s.minus(&Iv::values(&special)).first() {
        out.push(other);
    }
    out
}

/// Each way the payload atoms of a cube can be decided: one allowed value
/// per atom (up to 3^8 ways; beyond, the first allowed value of the rest).
fn payload_choices(ctx: &Ctx<'_>, c: &Cube) -> Vec<BTreeMap<u32, u8>> {
    let mut ways = vec![BTreeMap::new()];
    for (&a, &m) in &c.atoms {
        if !matches!(ctx.kinds[a as usize], AtomKind::Payload { .. }) {
            continue;
        }
        let vals: Vec<u8> = [A_TRUE, A_FALSE, A_ABSENT]
            .into_iter()
            .filter(|b| m & b != 0)
            .collect();
        let vals = if ways.len() > 6561 {
            vals[..1].to_vec()
        } else {
            vals
        };
        ways = ways
            .into_iter()
            .flat_map(|w| {
                vals.iter().map(move |&b| {
                    let mut w = w.clone();
                    w.insert(a, b);
                    w
                })
            })
            .collect();
    }
    ways
}

/// Candidate values of a dimension to try, preferred ones first.
fn candidates(s: &Iv, prefer: &[u128], extra: usize) -> Vec<u128> {
    let mut v: Vec<u128> = prefer.iter().copied().filter(|&x| s.contains(x)).collect();
    for &(lo, hi) in s.0.iter().take(extra) {
        for x in [lo, hi] {
            if !v.contains(&x) {
                v.push(x);
            }
        }
    }
    v
}

fn ip_of(v: IpVersion, x: u128) -> IpAddr {
    match v {
        IpVersion::V4 => IpAddr::V4(Ipv4Addr::from(x as u32)),
        IpVersion::V6 => IpAddr::V6(Ipv6Addr::from(x)),
    }
}

/// A packet of the cube confirmed by the interpreter on both policies, and
/// the `over` conditions it needs.
fn build_witness(ctx: &Ctx<'_>, c: &Cube) -> Result<(PacketSpec, HashMap<u32, bool>), Proof> {
    let mut proven = true;
    let ways = payload_choices(ctx, c);
    let has_contains = c
        .atoms
        .keys()
        .any(|a| matches!(ctx.kinds[*a as usize], AtomKind::Contains(_)));
    let v = ctx.v;
    let conds: HashMap<u32, bool> = c
        .atoms
        .iter()
        .filter(|(a, _)| ctx.kinds[**a as usize] == AtomKind::Over)
        .map(|(a, m)| (*a, m & A_FALSE == 0))
        .collect();
    let icmp = u128::from(v.icmp_proto());
    let first = |d: usize| c.dims[d].first().ok_or(Proof::Empty);
    let (src, dst) = (first(SRC)?, first(DST)?);
    for frag in candidates(&c.dims[FRAG], &[0, 1, 2], 3) {
        for p in proto_kinds(&c.dims[PROTO], v) {
            for (wi, way) in ways.iter().enumerate() {
                for filler in [0u8, 0xff, 0x5a] {
                    let mut spec =
                        PacketSpec::new(p as u8, ip_of(v, src), ip_of(v, dst), None, None);
                    spec.fragment = match frag {
                        0 => FragSpec::None,
                        1 => FragSpec::First,
                        _ => FragSpec::Later,
                    };
                    let l4 = frag != 2;
                    if l4 && (p == 6 || p == 17) {
                        spec.sport = Some(first(SPORT)? as u16);
                        spec.dport = Some(first(DPORT)? as u16);
                    }
                    if l4 && p == 6 {
                        spec.flags = Some(first(FLAGS)? as u8);
                    }
                    if l4 && p == icmp {
                        let t = first(ICMP)?;
                        spec.icmp_type = Some((t >> 8) as u8);
                        spec.icmp_code = Some(t as u8);
                    }
                    spec.ttl = Some(first(TTL)? as u8);
                    let carries_payload = l4 && (p == 6 || p == 17 || p == icmp);
                    let payload = match payload_for(ctx, c, way, carries_payload, filler) {
                        Ok(b) => b,
                        Err(Proof::Empty) => continue,
                        Err(Proof::None) => {
                            proven = false;
                            continue;
                        }
                    };
                    let ah_esp = p == u128::from(proto::AH) || p == u128::from(proto::ESP);
                    if !ah_esp || frag == 2 {
                        spec.payload = payload;
                    } else if !payload.is_empty() {
                        // The fixed part the parser needs, then the needles.
                        let mut fixed = if p == u128::from(proto::AH) {
                            let mut ah = vec![59, 4, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
                            ah.extend_from_slice(&[0; 12]);
                            ah
                        } else {
                            vec![0, 0, 1, 0, 0, 0, 0, 1]
                        };
                        fixed.extend_from_slice(&payload);
                        spec.payload = fixed;
                    }
                    let min = FrameBuilder::new(spec.clone()).min_len() + spec.payload.len();
                    // The smallest allowed length that holds it all.
                    let lens = c.dims[LEN].intersect(&Iv::range(min as u128, 65535));
                    let Some(len) = lens.first() else {
                        // No length holds the headers and the least payload
                        // (with needles appended: shown only without them).
                        let headers = FrameBuilder::new(spec.clone()).min_len();
                        let bare = c.dims[LEN].intersect(&Iv::range(headers as u128, 65535));
                        if has_contains && !bare.is_empty() {
                            proven = false;
                        }
                        continue;
                    };
                    spec.len = Some(len as u16);
                    let frame = build(&spec);
                    if confirm(ctx, &frame, &conds) {
                        return Ok((spec, conds));
                    }
                    proven = false;
                    // A length other than the smallest (padding may matter).
                    if let Some(&(_, hi)) = lens.0.last() {
                        spec.len = Some(hi.min(1500).max(len) as u16);
                        let frame = build(&spec);
                        if confirm(ctx, &frame, &conds) {
                            return Ok((spec, conds));
                        }
                    }
                }
                let _ = wi;
            }
        }
    }
    Err(if proven { Proof::Empty } else { Proof::None })
}

/// The layer 4 payload for the cube's byte atoms, or `None` when the
/// values it needs conflict.
fn payload_for(
    ctx: &Ctx<'_>,
    c: &Cube,
    way: &BTreeMap<u32, u8>,
    carries: bool,
    filler: u8,
) -> Result<Vec<u8>, Proof> {
    let mut fixed: Vec<(u8, u8)> = Vec::new(); // (value, mask bits fixed)
    let mut min_len = 0usize;
    let mut max_len = usize::MAX;
    // (offset, value, mask) of each payload value the packet must not hold.
    type Avoid<'b> = (usize, &'b [u8], Option<&'b [u8]>);
    let mut avoid: Vec<Avoid<'_>> = Vec::new();
    let mut needles: Vec<&[u8]> = Vec::new();
    for (&a, &m) in &c.atoms {
        let m = way.get(&a).copied().unwrap_or(m);
        match &ctx.kinds[a as usize] {
            AtomKind::Over => {}
            AtomKind::Contains(b) => {
                if m == A_TRUE {
                    needles.push(b);
                }
            }
            AtomKind::Payload {
                offset,
                value,
                mask,
            } => {
                let end = usize::from(*offset) + value.len();
                if !carries {
                    if m & A_ABSENT == 0 {
                        return Err(Proof::Empty);
                    }
                    continue;
                }
                if m == A_ABSENT {
                    max_len = max_len.min(end - 1);
                    continue;
                }
                if m & A_ABSENT == 0 {
                    min_len = min_len.max(end);
                }
                if m == A_TRUE {
                    min_len = min_len.max(end);
                    if fixed.len() < end {
                        fixed.resize(end, (0, 0));
                    }
                    for (k, &b) in value.iter().enumerate() {
                        let mk = mask.as_ref().map_or(0xff, |mm| mm[k]);
                        let slot = &mut fixed[usize::from(*offset) + k];
                        if (slot.0 ^ b) & slot.1 & mk != 0 {
                            return Err(Proof::Empty);
                        }
                        slot.0 = (slot.0 & !mk) | (b & mk);
                        slot.1 |= mk;
                    }
                } else if m & A_TRUE == 0 {
                    avoid.push((usize::from(*offset), value, mask.as_deref()));
                }
            }
        }
    }
    let mut bytes: Vec<u8> = (0..min_len.max(fixed.len()))
        .map(|k| {
            let (val, mk) = fixed.get(k).copied().unwrap_or((0, 0));
            (filler & !mk) | (val & mk)
        })
        .collect();
    // Make every excluded payload value fail, on a bit nothing fixes.
    for (off, value, mask) in avoid {
        if bytes.len() < off + value.len() {
            continue; // absent, which the atom allows
        }
        let holds = value.iter().enumerate().all(|(k, &b)| {
            let mk = mask.map_or(0xff, |mm| mm[k]);
            (bytes[off + k] ^ b) & mk == 0
        });
        if holds {
            let spot = value.iter().enumerate().find_map(|(k, _)| {
                let mk = mask.map_or(0xff, |mm| mm[k]);
                let free = mk & !fixed.get(off + k).map_or(0, |f| f.1);
                (free != 0).then(|| (off + k, free & free.wrapping_neg()))
            });
            match spot {
                Some((at, bit)) => bytes[at] ^= bit,
                None => return Err(Proof::Empty),
            }
        }
    }
    let proof_if_short = if needles.is_empty() {
        Proof::Empty
    } else {
        Proof::None
    };
    for n in needles {
        bytes.extend_from_slice(n);
    }
    if bytes.len() > max_len {
        return Err(proof_if_short);
    }
    Ok(bytes)
}

/// Whether OLD and NEW decide `frame` by the wanted rules, with the `over`
/// conditions `conds` (unlisted ones: within the rate).
fn confirm(ctx: &Ctx<'_>, frame: &[u8], conds: &HashMap<u32, bool>) -> bool {
    let check = |p: &Policy, side: &SideCubes, want: Option<usize>| {
        let over = |i: usize| {
            side.over_atom
                .get(&i)
                .and_then(|a| conds.get(a))
                .copied()
                .unwrap_or(false)
        };
        match evaluate_with_rate(p, frame, &over) {
            Outcome::Decided(v) => match v.decider {
                Decider::Rule(i) => want == Some(i),
                Decider::Default => want.is_none(),
                Decider::NonIp => false,
            },
            Outcome::Unspecified { .. } => false,
        }
    };
    check(ctx.old, ctx.a, ctx.want.0) && check(ctx.new, ctx.b, ctx.want.1)
}

fn prefixes(v: IpVersion, lo: u128, hi: u128, out: &mut Vec<String>, limit: usize) -> usize {
    // Splits [lo, hi] into CIDR prefixes; returns how many there are,
    // pushing at most `limit` - out.len() of them.
    let bits = v.addr_bits();
    let mut n = 0;
    let mut cur = lo;
    loop {
        let mut size_bits = if cur == 0 {
            bits
        } else {
            cur.trailing_zeros().min(bits)
        };
        while size_bits > 0 {
            let span = if size_bits >= 128 {
                u128::MAX
            } else {
                (1u128 << size_bits) - 1
            };
            if cur.checked_add(span).is_some_and(|e| e <= hi) {
                break;
            }
            size_bits -= 1;
        }
        let span = if size_bits >= 128 {
            u128::MAX
        } else {
            (1u128 << size_bits) - 1
        };
        n += 1;
        if out.len() < limit {
            let len = bits - size_bits;
            let a = ip_of(v, cur);
            out.push(if len == bits {
                a.to_string()
            } else {
                format!("{a}/{len}")
            });
        }
        match cur.checked_add(span).and_then(|e| e.checked_add(1)) {
            Some(next) if next <= hi && cur + span < hi => cur = next,
            _ => return n,
        }
    }
}

/// A cube in the policies' terms: each field it narrows, with up to
/// [`DESCRIBE_VALUES`] values (prefixes, ports, ranges).
pub fn describe(c: &Cube, v: IpVersion) -> String {
    let u = Cube::universe(v);
    let mut parts = vec![match v {
        IpVersion::V4 => "ip4".to_string(),
        IpVersion::V6 => "ip6".to_string(),
    }];
    let names = [
        "src",
        "dst",
        "proto",
        "fragment",
        "sport",
        "dport",
        "flags",
        "icmp type/code",
        "ttl",
        "len",
    ];
    for (d, name) in names.iter().enumerate() {
        if c.dims[d] == u.dims[d] {
            continue;
        }
        let mut vals = Vec::new();
        let mut total = 0usize;
        for &(lo, hi) in &c.dims[d].0 {
            match d {
                SRC | DST => total += prefixes(v, lo, hi, &mut vals, DESCRIBE_VALUES),
                FRAG => {
                    for x in lo..=hi {
                        total += 1;
                        vals.push(["none", "first", "later"][x as usize].to_string());
                    }
                }
                ICMP => {
                    total += 1;
                    if vals.len() < DESCRIBE_VALUES {
                        vals.push(if lo == hi {
                            format!("{}/{}", lo >> 8, lo & 255)
                        } else {
                            format!("{}/{}-{}/{}", lo >> 8, lo & 255, hi >> 8, hi & 255)
                        });
                    }
                }
                _ => {
                    total += 1;
                    if vals.len() < DESCRIBE_VALUES {
                        vals.push(if lo == hi {
                            lo.to_string()
                        } else {
                            format!("{lo}-{hi}")
                        });
                    }
                }
            }
        }
        let more = total.saturating_sub(vals.len());
        let mut s = format!("{name} {}", vals.join(", "));
        if more > 0 {
            s.push_str(&format!(" and {more} more"));
        }
        parts.push(s);
    }
    parts.join("; ")
}
