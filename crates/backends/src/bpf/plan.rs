//! The planning pass: every decision about the program that does not need
//! the assembler, made once from the validated IR and the hook, as a
//! [`Plan`] value the emitter (`gen`) follows and tests can inspect:
//!
//! * which fields the parser extracts ([`Needs`]) and in which order the
//!   layer 4 blocks come ([`Plan::l4_blocks`]);
//! * which rules go to tuple-space tables ([`tuple::Grouping`]);
//! * which registers the chains' emitters clobber (each leaf emitter
//!   declares its [`RegSet`] next to its code), and from that which fields
//!   live in registers instead of stack slots, which of those stay in
//!   network byte order, and which slots need a fresh verifier identity
//!   per chain ([`Fields`]).

use super::emit::RegSet;
use super::error::GenError;
use super::frame::{
    addr_slots, port_slot, Fields, ALL_FIELDS, DPORT, DST4, DST6H, DST6L, FLAGS, FRAG, ICODE,
    ITYPE, LEN, PROTO, SPORT, SRC4, SRC6H, SRC6L, TTL,
};
use super::hook::Hook;
use super::sets::{self, KeyWidth};
use super::{contains, dynset, payload, rate, tuple};
use dropc_ebpf::insn::Reg;
use dropc_ir::{proto, Dir, Interval, IpVersion, Match, Policy, Test};
use std::collections::HashMap;
use std::net::Ipv4Addr;

/// Which packet fields the policy's rules look at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Needs {
    pub proto: bool,
    pub src4: bool,
    pub dst4: bool,
    pub src6: bool,
    pub dst6: bool,
    pub sport: bool,
    pub dport: bool,
    /// Port or flag tests occur in rules naming TCP / UDP (the only
    /// protocols whose headers must be read: a port test comes after its
    /// rule's protocol test).
    pub l4_tcp: bool,
    pub l4_udp: bool,
    pub flags: bool,
    pub icmp: bool,
    pub frag: bool,
    pub ttl: bool,
    pub len: bool,
    /// (v2) Some rule reads layer 4 payload bytes.
    pub payload: bool,
    /// (v2) Some rule searches the IP packet (`contains`).
    pub contains: bool,
}

impl Needs {
    pub(crate) fn of(p: &Policy) -> Needs {
        let mut n = Needs::default();
        for r in &p.rules {
            let l4 = r
                .matches
                .iter()
                .any(|m| matches!(m.test, Test::Port { .. } | Test::TcpFlags { .. }));
            if l4 {
                for m in r.matches.iter().filter(|m| !m.negated) {
                    match m.test {
                        Test::Proto { proto: proto::TCP } => n.l4_tcp = true,
                        Test::Proto { proto: proto::UDP } => n.l4_udp = true,
                        _ => {}
                    }
                }
            }
            let (v4, v6) = (
                r.family.admits(IpVersion::V4),
                r.family.admits(IpVersion::V6),
            );
            for m in &r.matches {
                match &m.test {
                    Test::Proto { .. } => n.proto = true,
                    Test::Addr { dir, set } => {
                        let Some(s) = p.sets.get(set.0 as usize).and_then(|s| s.ip()) else {
                            continue;
                        };
                        // (a dynamic set may hold either family at run time)
                        let dynamic = dynset::is_dynamic(p, set.0);
                        n.addr(
                            *dir,
                            v4 && (dynamic || !s.v4.is_empty()),
                            v6 && (dynamic || !s.v6.is_empty()),
                        );
                    }
                    Test::Port { dir: Dir::Src, .. } => n.sport = true,
                    Test::Port { dir: Dir::Dst, .. } => n.dport = true,
                    Test::TcpFlags { .. } => n.flags = true,
                    Test::Icmp { .. } => n.icmp = true,
                    Test::Fragment | Test::LaterFragment => n.frag = true,
                    Test::Ttl { .. } => n.ttl = true,
                    Test::Len { .. } => n.len = true,
                    Test::Payload { .. } => n.payload = true,
                    Test::Over { key, .. } => {
                        if let dropc_ir::RateKey::Addr { dir, .. } = key {
                            n.addr(*dir, v4, v6);
                        }
                    }
                    Test::Contains { .. } => n.contains = true,
                }
            }
        }
        n
    }

    /// Some rule reads the `dir` address of IPv4 (`v4`) / IPv6 (`v6`)
    /// packets.
    fn addr(&mut self, dir: Dir, v4: bool, v6: bool) {
        let (a4, a6) = match dir {
            Dir::Src => (&mut self.src4, &mut self.src6),
            Dir::Dst => (&mut self.dst4, &mut self.dst6),
        };
        *a4 |= v4;
        *a6 |= v6;
    }

    pub(crate) fn ports(&self) -> bool {
        self.sport || self.dport
    }

    /// Some layer 4 header must be read.
    pub(crate) fn l4(&self) -> bool {
        self.ports() || self.flags || self.icmp || self.payload
    }

    /// The IPv6 extension headers must be walked.
    pub(crate) fn walk(&self) -> bool {
        self.proto || self.frag || self.l4()
    }
}

/// A layer 4 header the parser reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum L4 {
    Tcp,
    Udp,
    /// ICMP or ICMPv6 (by the chain's version).
    Icmp,
}

/// An IPv4 set testable on the address as loaded from the packet (network
/// order read little-endian).
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Net4 {
    /// Single addresses (at most [`sets::INLINE_MAX`]), swapped, sorted.
    Values(Vec<(u128, u128)>),
    /// One CIDR block: `v & mask == prefix`.
    Block { mask: u32, prefix: u32 },
}

/// The network-order form of the IPv4 part `ivs` of a set, if it has one.
pub(crate) fn net4(ivs: &[Interval<Ipv4Addr>]) -> Option<Net4> {
    if ivs.is_empty() {
        return None;
    }
    if ivs.len() <= sets::INLINE_MAX && ivs.iter().all(|i| i.lo == i.hi) {
        let mut vs: Vec<(u128, u128)> = ivs
            .iter()
            .map(|i| {
                let x = u128::from(u32::from(i.lo).swap_bytes());
                (x, x)
            })
            .collect();
        vs.sort_unstable();
        return Some(Net4::Values(vs));
    }
    let [i] = ivs else { return None };
    let (lo, hi) = (u32::from(i.lo), u32::from(i.hi));
    let len = dropc_ir::cidr::as_prefix(lo.into(), hi.into(), 32)?;
    let mask = u32::MAX.checked_shl(32 - len).unwrap_or(0);
    Some(Net4::Block {
        mask: mask.swap_bytes(),
        prefix: lo.swap_bytes(),
    })
}

/// Everything decided before emitting.
#[derive(Debug)]
pub(crate) struct Plan {
    /// The fields the parser extracts.
    pub needs: Needs,
    /// The layer 4 blocks of the parser, in order (the last falls through
    /// into the rules: the protocol the rules name most often).
    pub l4_blocks: Vec<L4>,
    /// The rules in tuple-space tables.
    pub grouping: tuple::Grouping,
    /// Registers the emitters of the rule chains clobber.
    pub clobbered: RegSet,
    /// Where the fields live in the IPv4 and the IPv6 chain.
    fields: [Fields; 2],
}

/// Registers the generator's own test code uses: a field read from its
/// slot is loaded into r1 (an IPv6 address into r1 and r2).
pub(crate) const CLOBBERS_LOAD: RegSet = RegSet::of(&[Reg::R1, Reg::R2]);

/// A chain index.
fn ix(v: IpVersion) -> usize {
    match v {
        IpVersion::V4 => 0,
        IpVersion::V6 => 1,
    }
}

impl Plan {
    /// Plans the program of `policy` on `hook`.
    pub(crate) fn new(
        hook: Hook,
        policy: &Policy,
        tuning: &tuple::Tuning,
    ) -> Result<Plan, GenError> {
        rate::check(&policy.rules)?;
        let needs = Needs::of(policy);
        let grouping = tuple::group(policy, tuning);
        let mut clobbered = RegSet::EMPTY;
        for v in IpVersion::ALL {
            clobbered = clobbered.with(chain_clobbers(policy, &grouping, v));
        }
        let counts = IpVersion::ALL.map(|v| read_counts(policy, &grouping, v));
        let regs = assign_regs(hook, dynset::used(policy), &grouping, clobbered, &counts);
        let net: Vec<i16> = regs
            .iter()
            .map(|(s, _)| *s)
            .filter(|s| net_order_ok(policy, *s))
            .collect();
        let fields = IpVersion::ALL.map(|v| {
            let fresh = if grouping.has_tables_for(v) {
                // the tables read every field from its slot
                ALL_FIELDS.to_vec()
            } else {
                let c = &counts[ix(v)];
                ALL_FIELDS
                    .into_iter()
                    .filter(|s| c.get(s).is_some_and(|c| *c > 1))
                    .collect()
            };
            Fields {
                regs: regs.clone(),
                net: net.clone(),
                fresh,
            }
        });
        Ok(Plan {
            l4_blocks: l4_blocks(policy, &needs),
            needs,
            grouping,
            clobbered,
            fields,
        })
    }

    /// Where the fields live in the chain for version `v` (the parser puts
    /// them in the same places for both).
    pub(crate) fn fields(&self, v: IpVersion) -> &Fields {
        &self.fields[ix(v)]
    }

    /// Fails if an emitter clobbering `regs` was not accounted for in
    /// [`Plan::clobbered`], or would overwrite a field's register.
    pub(crate) fn check_clobbers(
        &self,
        emitter: &'static str,
        regs: RegSet,
    ) -> Result<(), GenError> {
        if !regs.is_subset(self.clobbered) {
            return Err(GenError::Unplanned { emitter });
        }
        match self.fields[0].regs.iter().find(|(_, r)| regs.contains(*r)) {
            Some((_, reg)) => Err(GenError::Clobbered { emitter, reg: *reg }),
            None => Ok(()),
        }
    }
}

/// The layer 4 blocks the parser needs, the protocol the rules name most
/// often last.
fn l4_blocks(p: &Policy, n: &Needs) -> Vec<L4> {
    let mut blocks = Vec::new();
    if ((n.ports() || n.flags) && n.l4_tcp) || n.payload {
        blocks.push(L4::Tcp);
    }
    if n.icmp || n.payload {
        blocks.push(L4::Icmp);
    }
    if (n.ports() && n.l4_udp) || n.payload {
        blocks.push(L4::Udp);
    }
    let count = |q: u8| {
        p.rules
            .iter()
            .filter(|r| {
                r.matches
                    .iter()
                    .any(|m| !m.negated && m.test == Test::Proto { proto: q })
            })
            .count()
    };
    if count(proto::TCP) > count(proto::UDP) {
        if let Some(i) = blocks.iter().position(|b| *b == L4::Tcp) {
            let t = blocks.remove(i);
            blocks.push(t);
        }
    }
    blocks
}

/// The linear rules of the chain for `v`.
fn linear<'p>(
    p: &'p Policy,
    g: &'p tuple::Grouping,
    v: IpVersion,
) -> impl Iterator<Item = &'p dropc_ir::Rule> {
    p.rules
        .iter()
        .enumerate()
        .filter(move |(i, r)| r.family.admits(v) && !g.is_grouped(*i))
        .map(|(_, r)| r)
}

/// The registers the code of the chain for `v` clobbers: each emitter's
/// declared set.
fn chain_clobbers(p: &Policy, g: &tuple::Grouping, v: IpVersion) -> RegSet {
    let mut c = RegSet::EMPTY;
    if g.has_tables_for(v) {
        c = c.with(tuple::CLOBBERS);
    }
    for r in linear(p, g, v) {
        for m in &r.matches {
            c = c.with(test_clobbers(p, m, v));
        }
    }
    c
}

/// The registers the code of match `m` clobbers in the chain for `v`.
pub(crate) fn test_clobbers(p: &Policy, m: &Match, v: IpVersion) -> RegSet {
    let load = CLOBBERS_LOAD;
    match &m.test {
        Test::Proto { .. }
        | Test::Fragment
        | Test::LaterFragment
        | Test::Ttl { .. }
        | Test::Len { .. }
        | Test::TcpFlags { .. }
        | Test::Icmp { .. } => load,
        Test::Port { set, .. } | Test::Addr { set, .. } if dynset::is_dynamic(p, set.0) => {
            load.with(dynset::CLOBBERS)
        }
        Test::Port { set, .. } => {
            let n = p
                .sets
                .get(set.0 as usize)
                .and_then(|s| s.port())
                .map_or(0, |s| s.ports.len());
            load.with(sets::clobbers(KeyWidth::U16, n))
        }
        Test::Addr { set, .. } => {
            let Some(s) = p.sets.get(set.0 as usize).and_then(|s| s.ip()) else {
                return load;
            };
            match v {
                IpVersion::V4 => load.with(sets::clobbers(KeyWidth::U32, s.v4.len())),
                IpVersion::V6 => load.with(sets::clobbers(KeyWidth::U128, s.v6.len())),
            }
        }
        Test::Payload { .. } => payload::CLOBBERS,
        Test::Over { .. } => load.with(rate::CLOBBERS),
        Test::Contains { .. } => contains::CLOBBERS,
    }
}

/// How many tests of the linear rules of the chain for `v` read each
/// slot.
fn read_counts(p: &Policy, g: &tuple::Grouping, v: IpVersion) -> HashMap<i16, usize> {
    let mut count = HashMap::<i16, usize>::new();
    for r in linear(p, g, v) {
        for m in &r.matches {
            let slots: &[i16] = match &m.test {
                Test::Proto { .. } => &[PROTO],
                Test::Fragment | Test::LaterFragment => &[FRAG],
                Test::Ttl { .. } => &[TTL],
                Test::Len { .. } => &[LEN],
                Test::TcpFlags { .. } => &[FLAGS],
                Test::Icmp { .. } => &[ITYPE, ICODE],
                Test::Port { dir, .. } => match dir {
                    Dir::Src => &[SPORT],
                    Dir::Dst => &[DPORT],
                },
                Test::Addr { dir, .. } => addr_slots(*dir, v),
                Test::Over { key, .. } => rate::key_slots(*key, v),
                Test::Payload { .. } | Test::Contains { .. } => &[],
            };
            for s in slots {
                *count.entry(*s).or_default() += 1;
            }
        }
    }
    count
}

/// Keeps in registers the fields that exactly one test of a chain reads
/// (and no other chain reads more than once), in registers no emitter of
/// the chains clobbers. The field is then tested where the parser put it:
/// no store, no reload. The protocol stays in r4 and one port in r5 (where
/// the parser leaves them) when nothing clobbers those; then the hook's
/// free callee-saved registers: fields common to both families first
/// (protocol, ports, ...), then each family's addresses from what is left
/// (the two families share registers). Fields read by several tests stay
/// in their slots, for the fresh verifier identity of
/// [`Fields::load_into`]; with rule tables every field does (the tables
/// read the slots).
fn assign_regs(
    hook: Hook,
    dynamic: bool,
    g: &tuple::Grouping,
    clobbered: RegSet,
    counts: &[HashMap<i16, usize>; 2],
) -> Vec<(i16, Reg)> {
    if IpVersion::ALL.iter().any(|v| g.has_tables_for(*v)) || dynamic {
        return Vec::new();
    }
    let n = |c: &HashMap<i16, usize>, s: i16| c.get(&s).copied().unwrap_or(0);
    let single = |s: i16| {
        let (a, b) = (n(&counts[0], s), n(&counts[1], s));
        a <= 1 && b <= 1 && a + b > 0
    };
    let pool: Vec<Reg> = hook
        .field_regs()
        .into_iter()
        .filter(|r| !clobbered.contains(*r))
        .collect();
    let mut out = Vec::new();
    let mut common: Vec<i16> = [PROTO, DPORT, SPORT, FLAGS, ITYPE, ICODE, FRAG, TTL, LEN]
        .into_iter()
        .filter(|s| single(*s))
        .collect();
    // The protocol is in r4 at the end of both parsers, and the layer 4
    // header pointer r5 is free once the ports are read.
    if !clobbered.contains(Reg::R4) {
        if let Some(i) = common.iter().position(|s| *s == PROTO) {
            out.push((common.remove(i), Reg::R4));
        }
    }
    if !clobbered.contains(Reg::R5) {
        if let Some(i) = common.iter().position(|s| *s == DPORT || *s == SPORT) {
            out.push((common.remove(i), Reg::R5));
        }
    }
    let low = out.len();
    for s in common {
        if out.len() - low < pool.len() {
            out.push((s, pool[out.len() - low]));
        }
    }
    let used = out.len() - low;
    for fam_slots in [&[DST4, SRC4][..], &[DST6H, DST6L, SRC6H, SRC6L][..]] {
        let mut next = used;
        // An IPv6 address takes both halves or none.
        for pair in fam_slots.chunks(if fam_slots.len() == 4 { 2 } else { 1 }) {
            if pair.iter().all(|s| single(*s)) && next + pair.len() <= pool.len() {
                for s in pair {
                    out.push((*s, pool[next]));
                    next += 1;
                }
            }
        }
    }
    out
}

/// Whether every test reading the field of `slot` (a port or an IPv4
/// address) can compare it in network byte order, saving the swap: sets
/// of single values (compared with swapped constants), or an IPv4 set of
/// one CIDR block (`v & mask == prefix`, both swapped). Range tests need
/// host order.
fn net_order_ok(p: &Policy, slot: i16) -> bool {
    let mut seen = false;
    for r in &p.rules {
        for m in &r.matches {
            let ok = match &m.test {
                Test::Port { dir, set } if port_slot(*dir) == slot => p
                    .sets
                    .get(set.0 as usize)
                    .and_then(|s| s.port())
                    .is_some_and(|s| s.ports.iter().all(|i| i.lo == i.hi)),
                Test::Addr { dir, set }
                    if addr_slots(*dir, IpVersion::V4) == [slot]
                        && r.family.admits(IpVersion::V4) =>
                {
                    match p.sets.get(set.0 as usize).and_then(|s| s.ip()) {
                        Some(s) if s.v4.is_empty() => continue,
                        Some(s) => net4(&s.v4).is_some(),
                        None => false,
                    }
                }
                _ => continue,
            };
            if !ok {
                return false;
            }
            seen = true;
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::super::frame::Order;
    use super::*;
    use crate::nft::tests::{pos, proto, B};
    use dropc_ir::{Action, Family, Rate, RateKey, TimeUnit};

    fn iv(lo: [u8; 4], hi: [u8; 4]) -> Interval<Ipv4Addr> {
        Interval::new(Ipv4Addr::from(lo), Ipv4Addr::from(hi))
    }

    /// The value a little-endian u32 load of the address bytes gives.
    fn loaded(a: [u8; 4]) -> u32 {
        u32::from_le_bytes(a)
    }

    #[test]
    fn cidr_block_tests_the_loaded_address() {
        let Some(Net4::Block { mask, prefix }) = net4(&[iv([198, 18, 0, 0], [198, 18, 0, 255])])
        else {
            panic!("a /24 is one block");
        };
        for (a, member) in [
            ([198, 18, 0, 12], true),
            ([198, 18, 0, 0], true),
            ([198, 18, 0, 255], true),
            ([198, 18, 1, 0], false),
            ([198, 19, 0, 12], false),
            ([10, 18, 0, 12], false),
        ] {
            assert_eq!(loaded(a) & mask == prefix, member, "{a:?}");
        }
        // the whole space: mask 0
        let Some(Net4::Block { mask, prefix }) = net4(&[iv([0; 4], [255; 4])]) else {
            panic!("0.0.0.0/0 is one block");
        };
        assert_eq!((mask, prefix), (0, 0));
    }

    #[test]
    fn single_addresses_are_swapped_and_ranges_are_not_blocks() {
        let Some(Net4::Values(vs)) = net4(&[
            iv([10, 0, 0, 1], [10, 0, 0, 1]),
            iv([10, 0, 0, 2], [10, 0, 0, 2]),
        ]) else {
            panic!("single addresses");
        };
        let mut want = vec![loaded([10, 0, 0, 1]), loaded([10, 0, 0, 2])];
        want.sort_unstable();
        let got: Vec<u32> = vs
            .iter()
            .map(|(lo, hi)| {
                assert_eq!(lo, hi);
                *lo as u32
            })
            .collect();
        assert_eq!(got, want);
        // not a power-of-two size, misaligned, two blocks
        assert!(net4(&[iv([10, 0, 0, 0], [10, 0, 0, 2])]).is_none());
        assert!(net4(&[iv([10, 0, 0, 2], [10, 0, 0, 3])]).is_some());
        assert!(net4(&[iv([10, 0, 0, 1], [10, 0, 0, 2])]).is_none());
        assert!(net4(&[
            iv([10, 0, 0, 0], [10, 0, 0, 255]),
            iv([10, 0, 2, 0], [10, 0, 2, 255])
        ])
        .is_none());
        assert!(net4(&[]).is_none());
    }

    fn plan(hook: Hook, b: &B) -> Plan {
        Plan::new(hook, &b.build(), &tuple::Tuning::default()).expect("plans")
    }

    fn port(b: &mut B, dir: Dir, ports: &[(u16, u16)]) -> (bool, Test) {
        let set = b.ports(None, ports);
        pos(Test::Port { dir, set })
    }

    fn addr(b: &mut B, dir: Dir, elems: &[&str]) -> (bool, Test) {
        let set = b.ips(None, elems);
        pos(Test::Addr { dir, set })
    }

    /// `proto tcp dport 22 drop`: the parser reads the protocol and the
    /// TCP destination port only; both stay where the parser leaves them
    /// (r4, r5), the port in network order (one value).
    #[test]
    fn single_tests_stay_in_the_parsers_registers() {
        let mut b = B::new(Action::Pass);
        let dport = port(&mut b, Dir::Dst, &[(22, 22)]);
        b.rule("ssh", Action::Drop, Family::Any, vec![pos(proto(6)), dport]);
        for hook in [Hook::Xdp, Hook::Tc] {
            let p = plan(hook, &b);
            assert!(p.needs.proto && p.needs.dport && p.needs.l4_tcp);
            assert!(!p.needs.sport && !p.needs.src4 && !p.needs.l4_udp && !p.needs.icmp);
            assert_eq!(p.l4_blocks, [L4::Tcp]);
            let f = p.fields(IpVersion::V4);
            assert_eq!(f.reg(PROTO), Some(Reg::R4));
            assert_eq!(f.reg(DPORT), Some(Reg::R5));
            assert_eq!(f.order(DPORT), Order::Network);
            assert_eq!(f.order(PROTO), Order::Host, "never swapped");
            assert!(f.fresh.is_empty());
            assert_eq!(p.fields(IpVersion::V6), f, "both chains alike");
            assert!(!p.clobbered.contains(Reg::R4) && !p.clobbered.contains(Reg::R5));
        }
    }

    /// A port range needs host order; a field read by two rules of a chain
    /// stays in its slot, with a fresh verifier identity per load.
    #[test]
    fn ranges_need_host_order_and_shared_fields_stay_in_slots() {
        let mut b = B::new(Action::Pass);
        let web = port(&mut b, Dir::Dst, &[(8000, 8080)]);
        b.rule("web", Action::Drop, Family::Any, vec![pos(proto(6)), web]);
        b.rule("udp", Action::Drop, Family::Ip4, vec![pos(proto(17))]);
        let p = plan(Hook::Xdp, &b);
        let (f4, f6) = (p.fields(IpVersion::V4), p.fields(IpVersion::V6));
        assert_eq!(f4.reg(PROTO), None, "read twice by the IPv4 chain");
        assert!(f4.fresh.contains(&PROTO));
        // the IPv6 chain has one reader, but the register is shared
        assert!(!f6.fresh.contains(&PROTO));
        assert_eq!(f4.reg(DPORT), Some(Reg::R5));
        assert_eq!(f4.order(DPORT), Order::Host, "a range");
        // no UDP header is read: no rule tests its ports
        assert_eq!(p.l4_blocks, [L4::Tcp]);
        assert!(!p.needs.l4_udp);
    }

    /// A large set is a table lookup, which clobbers r0–r5: the fields move
    /// to the hook's callee-saved registers (tc: not r6, its context).
    #[test]
    fn table_lookups_push_fields_to_callee_saved_registers() {
        let mut b = B::new(Action::Pass);
        let many: Vec<(u16, u16)> = (0..20).map(|i| (1000 + 2 * i, 1000 + 2 * i)).collect();
        let dports = port(&mut b, Dir::Dst, &many);
        let src = addr(&mut b, Dir::Src, &["10.0.0.1"]);
        b.rule(
            "r",
            Action::Drop,
            Family::Ip4,
            vec![pos(proto(17)), dports, src],
        );
        let p = plan(Hook::Xdp, &b);
        assert!(p.clobbered.contains(Reg::R4) && p.clobbered.contains(Reg::R5));
        let f = p.fields(IpVersion::V4);
        assert_eq!(f.reg(PROTO), Some(Reg::R6));
        assert_eq!(f.reg(DPORT), Some(Reg::R7));
        assert_eq!(f.reg(SRC4), Some(Reg::R8));
        assert_eq!(f.order(SRC4), Order::Network, "one address");
        assert_eq!(
            f.order(DPORT),
            Order::Network,
            "single values, inline or not"
        );
        let t = plan(Hook::Tc, &b);
        let f = t.fields(IpVersion::V4);
        assert_eq!(
            [f.reg(PROTO), f.reg(DPORT), f.reg(SRC4)],
            [Some(Reg::R7), Some(Reg::R8), Some(Reg::R9)]
        );
        for p in [&p, &t] {
            assert!(p.check_clobbers("table", sets::CLOBBERS_TABLE).is_ok());
            assert!(matches!(
                p.check_clobbers("u128 table", sets::CLOBBERS_TABLE128),
                Err(GenError::Unplanned { .. })
            ));
        }
    }

    /// An IPv6 table lookup clobbers r6–r8 too: only r9 is left for a
    /// field, and the emitter refuses a leaf that would clobber it.
    #[test]
    fn ipv6_tables_leave_only_r9() {
        let mut b = B::new(Action::Pass);
        let many: Vec<String> = (0..20)
            .map(|i| format!("2001:db8::{:x}", 2 * i + 1))
            .collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        let dst = addr(&mut b, Dir::Dst, &many);
        b.rule("r", Action::Drop, Family::Ip6, vec![pos(proto(58)), dst]);
        let p = plan(Hook::Xdp, &b);
        assert!(p.needs.dst6 && !p.needs.dst4);
        let f = p.fields(IpVersion::V6);
        assert_eq!(f.reg(PROTO), Some(Reg::R9));
        assert_eq!(f.reg(DST6H), None, "no pair of registers left");
        let bad = RegSet::of(&[Reg::R9]);
        assert!(matches!(
            p.check_clobbers("x", bad),
            Err(GenError::Unplanned { .. })
        ));
    }

    /// Rule tables read every field from its slot: no registers, every
    /// slot loaded with a fresh identity in the chains that have tables.
    #[test]
    fn rule_tables_keep_fields_in_slots() {
        let mut b = B::new(Action::Pass);
        for i in 0..3 {
            let a = addr(&mut b, Dir::Src, &[&format!("10.0.{i}.0/24")]);
            b.rule(&format!("r{i}"), Action::Drop, Family::Ip4, vec![a]);
        }
        let ttl = pos(Test::Ttl {
            range: Interval::new(1, 1),
        });
        b.rule("ttl", Action::Drop, Family::Any, vec![ttl]);
        let p = Plan::new(Hook::Xdp, &b.build(), &tuple::Tuning { group_min: 2 }).expect("plans");
        assert_eq!(p.grouping.grouped_rules(), 3);
        assert!(p.grouping.has_tables_for(IpVersion::V4));
        assert!(!p.grouping.has_tables_for(IpVersion::V6));
        assert!(p.fields(IpVersion::V4).regs.is_empty());
        assert_eq!(p.fields(IpVersion::V4).fresh, ALL_FIELDS);
        assert!(!p.fields(IpVersion::V6).fresh.contains(&TTL));
        assert!(p.clobbered.contains(Reg::R9));
    }

    /// `over` and `contains` call into code that clobbers r0–r5; an `over`
    /// keyed by address reads it; TCP named most often goes last.
    #[test]
    fn rates_and_searches_clobber_the_low_registers() {
        let mut b = B::new(Action::Pass);
        let rate = Rate {
            packets: 10,
            unit: TimeUnit::Second,
        };
        let over = pos(Test::Over {
            rate,
            burst: 5,
            key: RateKey::Addr {
                dir: Dir::Src,
                len: None,
            },
        });
        b.rule(
            "flood",
            Action::Drop,
            Family::Any,
            vec![pos(proto(6)), over],
        );
        let sport = port(&mut b, Dir::Src, &[(53, 53)]);
        b.rule(
            "dns",
            Action::Pass,
            Family::Any,
            vec![pos(proto(17)), sport],
        );
        b.rule("t", Action::Pass, Family::Any, vec![pos(proto(6))]);
        let p = plan(Hook::Xdp, &b);
        assert!(p.needs.src4 && p.needs.src6, "the rate key");
        assert!(p.clobbered.contains(Reg::R5));
        assert_eq!(p.l4_blocks, [L4::Udp]);
        let f = p.fields(IpVersion::V6);
        assert_eq!(f.reg(SPORT), Some(Reg::R6));
        assert_eq!(f.reg(SRC6H), Some(Reg::R7));
        assert_eq!(f.reg(SRC6L), Some(Reg::R8));
        assert_eq!(f.reg(SRC4), Some(Reg::R7), "the families share registers");
        // a rate whose bucket does not fit is refused by the plan
        let mut b = B::new(Action::Pass);
        let over = pos(Test::Over {
            rate: Rate {
                packets: 1,
                unit: TimeUnit::Hour,
            },
            burst: u32::MAX,
            key: RateKey::Global,
        });
        b.rule("slow", Action::Drop, Family::Any, vec![over]);
        let e = Plan::new(Hook::Tc, &b.build(), &tuple::Tuning::default()).expect_err("too big");
        assert!(e.to_string().starts_with("rule slow: over 1/hour"), "{e}");
    }
}
