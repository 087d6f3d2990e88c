//! The program generator: prologue, header parser, rule chain, verdicts
//! (layout and conventions in the module docs of [`super`]).

use super::contains;
use super::dynset;
use super::emit::Emit;
use super::hook::Hook;
use super::payload;
use super::rate;
use super::sets::{self, Data, KeyWidth};
use super::tuple;
use dropc_ebpf::insn::{helper, Alu, Jmp, Reg, Size, Width};
use dropc_ebpf::{Label, Program};
use dropc_ir::{proto, Action, Dir, Family, Match, Policy, Rule, Test};

/// Name of the per-rule counter map.
pub const COUNTERS_MAP: &str = "dropc_counters";
/// Name of the XDP program's one-slot `BPF_MAP_TYPE_PROG_ARRAY`: a packet
/// dropc passes is handed to the program in slot 0 by a tail call (to
/// `XDP_PASS` when the slot is empty).
pub const NEXT_MAP: &str = "dropc_next";

// Stack slots (offsets from r10), each 8 bytes, holding the parsed fields.
pub(crate) const PROTO: i16 = -16;
pub(crate) const SRC4: i16 = -24;
pub(crate) const DST4: i16 = -32;
pub(crate) const SRC6H: i16 = -40;
pub(crate) const SRC6L: i16 = -48;
pub(crate) const DST6H: i16 = -56;
pub(crate) const DST6L: i16 = -64;
pub(crate) const SPORT: i16 = -72;
pub(crate) const DPORT: i16 = -80;
pub(crate) const FLAGS: i16 = -88;
pub(crate) const ITYPE: i16 = -96;
pub(crate) const ICODE: i16 = -104;
pub(crate) const FRAG: i16 = -112;
pub(crate) const TTL: i16 = -120;
pub(crate) const LEN: i16 = -128;
/// The slot of the port of direction `d`.
fn port_slot(d: Dir) -> i16 {
    match d {
        Dir::Src => SPORT,
        Dir::Dst => DPORT,
    }
}

/// The slot of the IPv4 address of direction `d`.
fn v4_slot(d: Dir) -> i16 {
    match d {
        Dir::Src => SRC4,
        Dir::Dst => DST4,
    }
}

/// An IPv4 set testable on the address as loaded from the packet (network
/// order read little-endian).
enum Net4 {
    /// Single addresses (at most [`sets::INLINE_MAX`]), swapped, sorted.
    Values(Vec<(u128, u128)>),
    /// One CIDR block: `v & mask == prefix`.
    Block { mask: u32, prefix: u32 },
}

/// The network-order form of the IPv4 part `ivs` of a set, if it has one.
fn net4(ivs: &[dropc_ir::Interval<std::net::Ipv4Addr>]) -> Option<Net4> {
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

/// Every field slot.
const ALL_SLOTS: [i16; 15] = [
    PROTO, SRC4, DST4, SRC6H, SRC6L, DST6H, DST6L, SPORT, DPORT, FLAGS, ITYPE, ICODE, FRAG, TTL,
    LEN,
];
/// Counter key (u32).
const KEY: i16 = -136;
/// Return code, kept across the counter update.
const CODE: i16 = -144;
/// The context: on XDP for the tail call to the next program and the byte
/// count, on tc (with counters) for the byte count (r6 is clobbered by the
/// IPv6 set tables).
const CTX: i16 = -152;

/// Packet start and end during the parse (caller-saved registers: a
/// program that needs no callee-saved register has the cheapest JIT
/// prologue).
const D: Reg = Reg::R0;
const E: Reg = Reg::R3;

// EtherTypes as read by a little-endian u16 load.
const ETH_IP4: u32 = 0x0008;
const ETH_IP6: u32 = 0xdd86;
const ETH_Q: u32 = 0x0081;
const ETH_AD: u32 = 0xa888;

/// "No such field" values: outside every value a test compares with.
pub(crate) const NO_PORT: i32 = 0x1_0000;
pub(crate) const NO_BYTE: i32 = 0x100;

/// `FRAG` values.
const FRAG_NONE: i32 = 0;
const FRAG_FIRST: i32 = 1;
const FRAG_LATER: i32 = 2;

/// Deepest IPv6 extension-header chain walked (the oracle's limit).
const EXT_DEPTH: usize = dropc_ir::packet::MAX_EXT_HEADERS;

/// A forward jump to the shared verdict block must stay within the i16
/// offset range: a fresh copy of the block is placed every this many slots.
const ISLAND_EVERY: usize = 12_000;

/// Which packet fields the policy's rules look at.
#[derive(Clone, Copy, Debug, Default)]
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
    fn of(p: &Policy) -> Needs {
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
            for m in &r.matches {
                match &m.test {
                    Test::Proto { .. } => n.proto = true,
                    Test::Addr { dir, set } => {
                        let Some(s) = p.sets.get(set.0 as usize).and_then(|s| s.ip()) else {
                            continue;
                        };
                        // (a dynamic set may hold either family at run time)
                        let dynamic = dynset::is_dynamic(p, set.0);
                        let v4 = r.family != Family::Ip6 && (dynamic || !s.v4.is_empty());
                        let v6 = r.family != Family::Ip4 && (dynamic || !s.v6.is_empty());
                        n.addr(*dir, v4, v6);
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
                            n.addr(*dir, r.family != Family::Ip6, r.family != Family::Ip4);
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
    fn ports(&self) -> bool {
        self.sport || self.dport
    }
    fn l4(&self) -> bool {
        self.ports() || self.flags || self.icmp || self.payload
    }
    /// The IPv6 extension headers must be walked.
    fn walk(&self) -> bool {
        self.proto || self.frag || self.l4()
    }
}

/// Errors while generating (set tables that cannot be laid out, assembler
/// errors): reported as diagnostics by the caller.
pub(crate) type GenError = String;

/// The generator's output.
pub(crate) struct Generated {
    pub program: Program,
    pub data: Data,
}

pub(crate) struct Gen<'p> {
    pub e: Emit,
    pub data: Data,
    pub policy: &'p Policy,
    /// (v2) The mask tables of the `contains` patterns.
    pub contains: contains::Tables,
    hook: Hook,
    counters: bool,
    tuning: tuple::Tuning,
    /// Slots read by more than one test of the current chain (see
    /// [`Gen::load_into`]).
    multi_read: Vec<i16>,
    /// Fields kept in callee-saved registers instead of their stack slot
    /// (see [`Gen::assign_regs`]).
    regs: Vec<(i16, Reg)>,
    /// Register-held fields left in network byte order (see
    /// [`Gen::net_order_ok`]).
    net: Vec<i16>,
    /// Start of the IPv4 parser.
    v4: Label,
    needs: Needs,
    /// The shared verdict block (code and key slots set) the rules jump
    /// to; placed at the next island.
    out: Label,
    /// Whether some jump targets `out` (an unreferenced block would be
    /// unreachable code, which the verifier rejects).
    out_used: bool,
    last_island: usize,
}

impl<'p> Gen<'p> {
    pub fn new(hook: Hook, policy: &'p Policy, counters: bool, tuning: tuple::Tuning) -> Gen<'p> {
        let mut e = Emit::new();
        let out = e.label();
        Gen {
            e,
            data: Data::default(),
            policy,
            contains: contains::Tables::default(),
            hook,
            counters,
            tuning,
            multi_read: Vec::new(),
            regs: Vec::new(),
            net: Vec::new(),
            v4: out,
            needs: Needs::of(policy),
            out,
            out_used: false,
            last_island: 0,
        }
    }

    pub fn generate(mut self) -> Result<Generated, GenError> {
        rate::check(&self.policy.rules)?;
        let n = self.policy.rules.len() as u32;
        let nonip = self.e.label();
        let (rules4, rules6) = (self.e.label(), self.e.label());
        let plan = tuple::plan(self.policy, &self.tuning);
        self.contains = contains::Tables::build(self.policy, &mut self.data);
        self.regs = self.assign_regs(&plan);
        self.net = self
            .regs
            .iter()
            .map(|(s, _)| *s)
            .filter(|s| self.net_order_ok(*s))
            .collect();
        // Layout: the IPv4 path falls through from the Ethernet check to
        // the IPv4 parser and (usually) into the IPv4 rules.
        self.prologue();
        let (not4, v6) = self.parse_eth(nonip);
        self.parse_v4(nonip, rules4);
        self.e.bind(rules4);
        self.chain(4, &plan)?;
        self.e.bind(not4);
        self.parse_tag(nonip, v6);
        self.parse_v6(nonip, rules6);
        self.e.bind(rules6);
        self.chain(6, &plan)?;
        self.e.bind(nonip);
        self.e
            .comment("not IPv4/IPv6, or malformed: pass, never evaluated");
        self.finish_inline(n + 1, Action::Pass);
        if self.out_used {
            let out = self.out;
            self.e.bind(out);
            self.epilogue();
        }
        let program = self.e.finish().map_err(|e| e.to_string())?;
        Ok(Generated {
            program,
            data: self.data,
        })
    }

    /// The rules, in order, for packets of family `fam` (4 or 6): only the
    /// rules that apply to it, with no family tests left.
    fn chain(&mut self, fam: u8, plan: &tuple::Plan) -> Result<(), GenError> {
        let n = self.policy.rules.len() as u32;
        self.e.comment(format!("rules for IPv{fam} packets"));
        self.multi_read = self.multi_read_slots(fam, plan);
        let has_tables = tuple::emit_lookups(self, plan, fam)?;
        // A table hit for a rule before the next linear rule decides.
        let mut hits_pending = has_tables;
        for (i, rule) in self.policy.rules.iter().enumerate() {
            let applies = match rule.family {
                Family::Any => true,
                Family::Ip4 => fam == 4,
                Family::Ip6 => fam == 6,
            };
            if !applies {
                continue;
            }
            if plan.is_grouped(i) {
                hits_pending = true;
                continue;
            }
            self.maybe_island();
            if hits_pending {
                tuple::emit_decide_before(self, i as u32);
                hits_pending = false;
            }
            self.rule(fam, i as u32, rule)?;
        }
        if hits_pending {
            tuple::emit_decide_before(self, n);
        }
        self.e.comment("default");
        self.finish(n, self.policy.default);
        Ok(())
    }

    // ---- verdicts -------------------------------------------------------

    /// Ends the evaluation: verdict `action`, counter `key`.
    pub(crate) fn finish(&mut self, key: u32, action: Action) {
        let code = self.hook.verdict(action);
        if self.counters {
            self.e.st_imm(Size::W, Reg::R10, KEY, key as i32);
            self.e.st_imm(Size::DW, Reg::R10, CODE, code);
            let out = self.out;
            self.out_used = true;
            self.e.ja(out);
        } else {
            self.ret(code);
        }
    }

    /// Returns `code`; on XDP, a pass first tail-calls the next program
    /// ([`NEXT_MAP`] slot 0) and returns `XDP_PASS` if there is none.
    fn ret(&mut self, code: i32) {
        if self.hook == Hook::Xdp && code == self.hook.verdict(Action::Pass) {
            self.tail_call_next();
        }
        self.e.mov_imm(Reg::R0, code);
        self.e.exit();
    }

    /// `bpf_tail_call(ctx, &dropc_next, 0)`: does not return when slot 0
    /// holds a program.
    fn tail_call_next(&mut self) {
        let e = &mut self.e;
        e.comment("pass: tail call dropc_next[0] (falls through when empty)");
        e.ldx(Size::DW, Reg::R1, Reg::R10, CTX);
        e.ld_map(Reg::R2, NEXT_MAP);
        e.mov_imm(Reg::R3, 0);
        e.call(helper::TAIL_CALL);
    }

    /// Like [`Gen::finish`] with the verdict block inline.
    fn finish_inline(&mut self, key: u32, action: Action) {
        let code = self.hook.verdict(action);
        if self.counters {
            self.e.st_imm(Size::W, Reg::R10, KEY, key as i32);
            self.e.st_imm(Size::DW, Reg::R10, CODE, code);
            self.epilogue();
        } else {
            self.ret(code);
        }
    }

    /// `dst` = the frame's length in bytes as the hook sees it (XDP:
    /// `data_end - data`, from the context saved in [`CTX`]; tc:
    /// `skb->len`, with the ctx in r6). Clobbers r1 on XDP.
    fn frame_len(&mut self, dst: Reg) {
        use dropc_ebpf::insn::ctx;
        let e = &mut self.e;
        match self.hook {
            Hook::Xdp => {
                e.ldx(Size::DW, Reg::R1, Reg::R10, CTX);
                e.ldx(Size::W, dst, Reg::R1, ctx::XDP_DATA_END);
                e.ldx(Size::W, Reg::R1, Reg::R1, ctx::XDP_DATA);
                e.alu64r(Alu::Sub, dst, Reg::R1);
            }
            // (r6 may be clobbered by the IPv6 set tables: the slot copy)
            Hook::Tc => {
                e.ldx(Size::DW, Reg::R1, Reg::R10, CTX);
                e.ldx(Size::W, dst, Reg::R1, ctx::SKB_LEN);
            }
        }
    }

    /// Counts the packet under the key slot, returns the code slot.
    fn epilogue(&mut self) {
        let e = &mut self.e;
        let done = e.label();
        e.comment(
            "count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot",
        );
        e.ld_map(Reg::R1, COUNTERS_MAP);
        e.mov_reg(Reg::R2, Reg::R10);
        e.alu64(Alu::Add, Reg::R2, KEY as i32);
        e.call(helper::MAP_LOOKUP_ELEM);
        e.j64(Jmp::Jeq, Reg::R0, 0, done);
        e.ldx(Size::DW, Reg::R1, Reg::R0, 0);
        e.alu64(Alu::Add, Reg::R1, 1);
        e.stx(Size::DW, Reg::R0, 0, Reg::R1);
        self.frame_len(Reg::R2);
        let e = &mut self.e;
        e.ldx(Size::DW, Reg::R1, Reg::R0, 8);
        e.alu64r(Alu::Add, Reg::R1, Reg::R2);
        e.stx(Size::DW, Reg::R0, 8, Reg::R1);
        e.bind(done);
        e.ldx(Size::DW, Reg::R0, Reg::R10, CODE);
        if self.hook == Hook::Xdp {
            let pass = self.hook.verdict(Action::Pass);
            let other = self.e.label();
            self.e.j64(Jmp::Jne, Reg::R0, pass as u32, other);
            self.ret(pass);
            self.e.bind(other);
        }
        self.e.exit();
    }

    /// Places a copy of the verdict block when the last one is getting out
    /// of jump range.
    pub(crate) fn maybe_island(&mut self) {
        if !self.out_used || self.e.len() - self.last_island < ISLAND_EVERY {
            return;
        }
        let skip = self.e.label();
        self.e.ja(skip);
        let out = self.out;
        self.e.bind(out);
        self.epilogue();
        self.e.bind(skip);
        self.out = self.e.label();
        self.out_used = false;
        self.last_island = self.e.len();
    }

    /// Decides on the table hit in r9 (`rule * 2 + drop`).
    pub(crate) fn decide_r9(&mut self) {
        let (pass, drop) = (
            self.hook.verdict(Action::Pass),
            self.hook.verdict(Action::Drop),
        );
        let is_drop = self.e.label();
        let out = self.out;
        if self.counters {
            self.out_used = true;
        }
        let e = &mut self.e;
        e.comment("table hit decides: rule r9 >> 1, drop if r9 & 1");
        if self.counters {
            e.mov_reg(Reg::R1, Reg::R9);
            e.alu64(Alu::Rsh, Reg::R1, 1);
            e.stx(Size::W, Reg::R10, KEY, Reg::R1);
            e.st_imm(Size::DW, Reg::R10, CODE, pass);
            e.j64(Jmp::Jset, Reg::R9, 1, is_drop);
            e.ja(out);
            e.bind(is_drop);
            e.st_imm(Size::DW, Reg::R10, CODE, drop);
            e.ja(out);
        } else {
            e.j64(Jmp::Jset, Reg::R9, 1, is_drop);
            self.ret(pass);
            self.e.bind(is_drop);
            self.ret(drop);
        }
    }

    // ---- prologue and parser -------------------------------------------

    fn prologue(&mut self) {
        use dropc_ebpf::insn::ctx;
        let e = &mut self.e;
        e.comment(
            "r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)",
        );
        match self.hook {
            Hook::Tc => {
                let linear = e.label();
                let cap = e.label();
                e.mov_reg(Reg::R6, Reg::R1);
                if self.counters {
                    // for the byte count (r6 is not kept past the parser)
                    e.stx(Size::DW, Reg::R10, CTX, Reg::R1);
                }
                e.ldx(Size::W, D, Reg::R6, ctx::SKB_DATA);
                e.ldx(Size::W, E, Reg::R6, ctx::SKB_DATA_END);
                e.comment("make the headers directly readable: pull min(len, 0xffff) if needed");
                e.ldx(Size::W, Reg::R1, Reg::R6, ctx::SKB_LEN);
                e.j64(Jmp::Jle, Reg::R1, 0xffff, cap);
                e.mov_imm(Reg::R1, 0xffff);
                e.bind(cap);
                e.mov_reg(Reg::R2, D);
                e.alu64r(Alu::Add, Reg::R2, Reg::R1);
                e.jr(Jmp::Jle, Reg::R2, E, linear);
                e.mov_reg(Reg::R2, Reg::R1);
                e.mov_reg(Reg::R1, Reg::R6);
                e.call(helper::SKB_PULL_DATA);
                e.ldx(Size::W, D, Reg::R6, ctx::SKB_DATA);
                e.ldx(Size::W, E, Reg::R6, ctx::SKB_DATA_END);
                e.bind(linear);
            }
            Hook::Xdp => {
                e.stx(Size::DW, Reg::R10, CTX, Reg::R1);
                e.ldx(Size::W, D, Reg::R1, ctx::XDP_DATA);
                e.ldx(Size::W, E, Reg::R1, ctx::XDP_DATA_END);
            }
        }
    }

    /// Stores the "no such field" values of the layer 4 fields a path does
    /// not extract.
    fn absent(&mut self, ports: bool, flags: bool, icmp: bool) {
        let n = self.needs;
        if ports && n.sport {
            self.put_imm(SPORT, NO_PORT);
        }
        if ports && n.dport {
            self.put_imm(DPORT, NO_PORT);
        }
        if flags && n.flags {
            self.put_imm(FLAGS, NO_BYTE);
        }
        if icmp && n.icmp {
            self.put_imm(ITYPE, NO_BYTE);
            self.put_imm(ICODE, NO_BYTE);
        }
    }

    /// (v2) Keeps the packet pointers and the end of the IP packet for the
    /// payload tests: the length field (u16 at `D + len_at`, network order)
    /// plus `add` is the IP end's offset from the packet start `D`.
    fn payload_bounds(&mut self, len_at: i16, add: i32) {
        let e = &mut self.e;
        e.comment("payload: keep the packet bounds and the IP packet's end");
        e.stx(Size::DW, Reg::R10, payload::PKT, D);
        e.stx(Size::DW, Reg::R10, payload::PKT_END, E);
        e.ldx(Size::H, Reg::R1, D, len_at);
        e.be(Reg::R1, 16);
        e.alu64(Alu::Add, Reg::R1, add);
        e.stx(Size::DW, Reg::R10, payload::PL_END, Reg::R1);
    }

    /// (v2) The layer 4 payload starts at `r5 + at` (+ `extra`, a scalar
    /// register): stores its offset from the packet start (r2 clobbered).
    fn payload_start(&mut self, at: i16, extra: Option<Reg>) {
        let e = &mut self.e;
        e.mov_reg(Reg::R2, Reg::R5);
        e.alu64r(Alu::Sub, Reg::R2, D);
        e.alu64(Alu::Add, Reg::R2, at.into());
        if let Some(x) = extra {
            e.alu64r(Alu::Add, Reg::R2, x);
        }
        e.stx(Size::DW, Reg::R10, payload::PL_START, Reg::R2);
    }

    /// (v2) The packet has no layer 4 payload.
    fn no_payload(&mut self) {
        if self.needs.payload {
            self.e
                .st_imm(Size::DW, Reg::R10, payload::PL_START, payload::NO_PAYLOAD);
        }
    }

    /// The register holding the field of `slot`, if it has one.
    fn reg_of(&self, slot: i16) -> Option<Reg> {
        self.regs.iter().find(|(s, _)| *s == slot).map(|(_, r)| *r)
    }

    /// Sets the field of `slot` to `imm`.
    fn put_imm(&mut self, slot: i16, imm: i32) {
        match self.reg_of(slot) {
            Some(r) => self.e.mov_imm(r, imm),
            None => self.e.st_imm(Size::DW, Reg::R10, slot, imm),
        }
    }

    /// Sets the field of `slot` to the value of `src`.
    fn put_reg(&mut self, slot: i16, src: Reg) {
        match self.reg_of(slot) {
            Some(r) if r == src => {}
            Some(r) => self.e.mov_reg(r, src),
            None => self.e.stx(Size::DW, Reg::R10, slot, src),
        }
    }

    /// Bounds check: `if base + end > packet end goto bad` (r2 clobbered).
    fn need(&mut self, base: Reg, end: i32, bad: Label) {
        self.e.mov_reg(Reg::R2, base);
        self.e.alu64(Alu::Add, Reg::R2, end);
        self.e.jr(Jmp::Jgt, Reg::R2, E, bad);
    }

    /// Loads `size` bytes at `base + off` (network order), converts to host
    /// order and stores them in `slot`.
    fn field(&mut self, size: Size, base: Reg, off: i16, slot: i16) {
        let r = self.reg_of(slot).unwrap_or(Reg::R1);
        let e = &mut self.e;
        e.ldx(size, r, base, off);
        if self.net.contains(&slot) {
            return;
        }
        match size {
            Size::H => e.be(r, 16),
            Size::W => e.be(r, 32),
            Size::DW => e.be(r, 64),
            Size::B => {}
        }
        if r == Reg::R1 {
            e.stx(Size::DW, Reg::R10, slot, Reg::R1);
        }
    }

    /// The Ethernet header: falls through to the IPv4 parser (the label
    /// bound at its start is the second value's sibling `v4`); returns the
    /// labels of the other EtherTypes' code and of the IPv6 parser.
    fn parse_eth(&mut self, nonip: Label) -> (Label, Label) {
        let (not4, v6) = (self.e.label(), self.e.label());
        self.v4 = self.e.label();
        self.e.comment("Ethernet");
        self.need(D, 14, nonip);
        let e = &mut self.e;
        e.ldx(Size::H, Reg::R1, D, 12);
        e.j32(Jmp::Jne, Reg::R1, ETH_IP4, not4);
        (not4, v6)
    }

    /// EtherType (in r1) not IPv4: IPv6, or a VLAN tag to look through.
    fn parse_tag(&mut self, nonip: Label, v6: Label) {
        let vlan = self.e.label();
        let v4 = self.v4;
        let e = &mut self.e;
        e.j32(Jmp::Jeq, Reg::R1, ETH_IP6, v6);
        e.j32(Jmp::Jeq, Reg::R1, ETH_Q, vlan);
        e.j32(Jmp::Jne, Reg::R1, ETH_AD, nonip);
        e.bind(vlan);
        e.comment("one 802.1Q/802.1ad tag: look through it (r0 += 4)");
        if self.hook == Hook::Tc {
            // The outer tag was already moved to skb->vlan_tci: this is a
            // second one.
            e.ldx(Size::W, Reg::R2, Reg::R6, 20);
            e.j64(Jmp::Jne, Reg::R2, 0, nonip);
        }
        self.need(D, 18, nonip);
        let e = &mut self.e;
        e.ldx(Size::H, Reg::R1, D, 16);
        e.alu64(Alu::Add, D, 4);
        e.j32(Jmp::Jeq, Reg::R1, ETH_IP4, v4);
        e.j32(Jmp::Jne, Reg::R1, ETH_IP6, nonip);
        e.ja(v6);
        e.bind(v6);
    }

    fn parse_v4(&mut self, bad: Label, rules: Label) {
        let n = self.needs;
        let v4 = self.v4;
        self.e.bind(v4);
        self.e.comment("IPv4 (header at r0 + 14)");
        self.need(D, 34, bad);
        if n.payload || n.contains {
            self.payload_bounds(16, 14);
        }
        if n.ttl {
            self.field(Size::B, D, 22, TTL);
        }
        if n.len {
            self.field(Size::H, D, 16, LEN);
        }
        if n.src4 {
            self.field(Size::W, D, 26, SRC4);
        }
        if n.dst4 {
            self.field(Size::W, D, 30, DST4);
        }
        if n.proto || n.l4() {
            self.e.ldx(Size::B, Reg::R4, D, 23);
            if n.proto {
                self.put_reg(PROTO, Reg::R4);
            }
        }
        if !(n.frag || n.l4()) {
            self.e.ja(rules);
            return;
        }
        let later = self.e.label();
        let e = &mut self.e;
        e.ldx(Size::H, Reg::R2, D, 20);
        // offset != 0 (0x1fff in network order)
        e.j32(Jmp::Jset, Reg::R2, 0xff1f, later);
        if n.frag {
            // MF (0x2000 in network order) -> FRAG_FIRST
            e.alu64(Alu::And, Reg::R2, 0x20);
            e.alu64(Alu::Rsh, Reg::R2, 5);
            self.put_reg(FRAG, Reg::R2);
        }
        if n.l4() {
            let e = &mut self.e;
            // IHL, masked to 4 bits: the L4 pointer stays within 60 bytes
            // of the IP header (an IHL < 5 is malformed: any verdict, and
            // every read is still bounds-checked).
            e.ldx(Size::B, Reg::R5, D, 14);
            e.alu64(Alu::And, Reg::R5, 0xf);
            e.alu64(Alu::Lsh, Reg::R5, 2);
            e.alu64r(Alu::Add, Reg::R5, D);
            self.l4(4, 14, bad, rules, Some(later));
        } else {
            self.e.ja(rules);
            self.v4_later(later, rules);
        }
    }

    /// An IPv4 later fragment: no layer 4 fields.
    fn v4_later(&mut self, later: Label, rules: Label) {
        self.e.bind(later);
        if self.needs.frag {
            self.put_imm(FRAG, FRAG_LATER);
        }
        self.absent(true, true, true);
        self.no_payload();
        self.e.ja(rules);
    }

    fn parse_v6(&mut self, bad: Label, rules: Label) {
        let n = self.needs;
        self.e.comment("IPv6 (header at r0 + 14)");
        self.need(D, 54, bad);
        if n.payload || n.contains {
            self.payload_bounds(18, 54);
        }
        if n.ttl {
            self.field(Size::B, D, 21, TTL);
        }
        if n.len {
            self.e.ldx(Size::H, Reg::R1, D, 18);
            self.e.be(Reg::R1, 16);
            self.e.alu64(Alu::Add, Reg::R1, 40);
            self.put_reg(LEN, Reg::R1);
        }
        if n.src6 {
            self.field(Size::DW, D, 22, SRC6H);
            self.field(Size::DW, D, 30, SRC6L);
        }
        if n.dst6 {
            self.field(Size::DW, D, 38, DST6H);
            self.field(Size::DW, D, 46, DST6L);
        }
        if !n.walk() {
            self.e.ja(rules);
            return;
        }
        let (done, later) = (self.e.label(), self.e.label());
        if n.frag {
            self.put_imm(FRAG, FRAG_NONE);
        }
        let e = &mut self.e;
        e.comment("extension headers: r4 = next header, r5 = its start");
        e.ldx(Size::B, Reg::R4, D, 20);
        e.mov_reg(Reg::R5, D);
        e.alu64(Alu::Add, Reg::R5, 54);
        for _ in 0..EXT_DEPTH {
            let (ext, frag, next) = (self.e.label(), self.e.label(), self.e.label());
            let e = &mut self.e;
            e.j64(Jmp::Jeq, Reg::R4, 44, frag);
            e.j64(Jmp::Jeq, Reg::R4, 0, ext);
            e.j64(Jmp::Jeq, Reg::R4, 43, ext);
            e.j64(Jmp::Jne, Reg::R4, 60, done);
            e.bind(ext);
            self.need(Reg::R5, 8, bad);
            let e = &mut self.e;
            e.ldx(Size::B, Reg::R1, Reg::R5, 1);
            e.ldx(Size::B, Reg::R4, Reg::R5, 0);
            e.alu64(Alu::Add, Reg::R1, 1);
            e.alu64(Alu::Lsh, Reg::R1, 3);
            e.alu64r(Alu::Add, Reg::R5, Reg::R1);
            e.ja(next);
            e.bind(frag);
            self.need(Reg::R5, 8, bad);
            let e = &mut self.e;
            e.ldx(Size::H, Reg::R1, Reg::R5, 2);
            e.ldx(Size::B, Reg::R4, Reg::R5, 0);
            e.alu64(Alu::Add, Reg::R5, 8);
            if n.frag {
                self.put_imm(FRAG, FRAG_FIRST);
            }
            let e = &mut self.e;
            // offset != 0 (0xfff8 in network order)
            e.j32(Jmp::Jset, Reg::R1, 0xf8ff, later);
            e.bind(next);
            // Canonical verifier state for r5 (r5 - r0 is an unknown scalar
            // to the verifier), so that the paths through the walk merge.
            e.mov_reg(Reg::R1, Reg::R5);
            e.alu64r(Alu::Sub, Reg::R1, D);
            e.j64(Jmp::Jgt, Reg::R1, 0x7fff, bad);
            e.mov_reg(Reg::R5, D);
            e.alu64r(Alu::Add, Reg::R5, Reg::R1);
        }
        let e = &mut self.e;
        e.comment("deeper than the walk: no specified verdict");
        e.j64(Jmp::Jeq, Reg::R4, 0, bad);
        e.j64(Jmp::Jeq, Reg::R4, 43, bad);
        e.j64(Jmp::Jeq, Reg::R4, 44, bad);
        e.j64(Jmp::Jeq, Reg::R4, 60, bad);
        e.bind(done);
        if n.proto {
            self.put_reg(PROTO, Reg::R4);
        }
        if n.l4() {
            self.l4(6, 0, bad, rules, None);
        } else {
            self.e.ja(rules);
        }
        self.e.bind(later);
        if n.frag {
            self.put_imm(FRAG, FRAG_LATER);
        }
        if n.proto {
            self.put_reg(PROTO, Reg::R4);
        }
        self.absent(true, true, true);
        self.no_payload();
        self.e.ja(rules);
    }

    /// Layer 4 fields: r4 = protocol, header at r5 + `base`. `v4_later`:
    /// the IPv4 later-fragment block, placed before the last protocol block
    /// so that the last one can fall through into the rules.
    fn l4(&mut self, family: u8, base: i16, bad: Label, rules: Label, v4_later: Option<Label>) {
        #[derive(Clone, Copy, PartialEq)]
        enum B {
            Tcp,
            Udp,
            Icmp,
        }
        let n = self.needs;
        let (tcp, udp, icmp) = (self.e.label(), self.e.label(), self.e.label());
        let icmp_proto = if family == 4 {
            proto::ICMP
        } else {
            proto::ICMP6
        };
        let e = &mut self.e;
        e.comment("layer 4 (r4 = protocol, header at r5)");
        let mut blocks = Vec::new();
        if ((n.ports() || n.flags) && n.l4_tcp) || n.payload {
            e.j64(Jmp::Jeq, Reg::R4, proto::TCP.into(), tcp);
            blocks.push(B::Tcp);
        }
        if n.icmp || n.payload {
            e.j64(Jmp::Jeq, Reg::R4, icmp_proto.into(), icmp);
            blocks.push(B::Icmp);
        }
        if (n.ports() && n.l4_udp) || n.payload {
            e.j64(Jmp::Jeq, Reg::R4, proto::UDP.into(), udp);
            blocks.push(B::Udp);
        }
        // The protocol the rules name most often goes last.
        let count = |p: u8| {
            self.policy
                .rules
                .iter()
                .filter(|r| {
                    r.matches
                        .iter()
                        .any(|m| !m.negated && m.test == Test::Proto { proto: p })
                })
                .count()
        };
        if count(proto::TCP) > count(proto::UDP) {
            if let Some(i) = blocks.iter().position(|b| *b == B::Tcp) {
                let t = blocks.remove(i);
                blocks.push(t);
            }
        }
        self.absent(true, true, true);
        self.no_payload();
        self.e.ja(rules);
        // A port kept in r5 (the header pointer) is loaded last.
        let ports = |g: &mut Self| {
            let mut ps = [(n.sport, base, SPORT), (n.dport, base + 2, DPORT)];
            ps.sort_by_key(|p| g.reg_of(p.2) == Some(Reg::R5));
            for (needed, off, slot) in ps {
                if needed {
                    g.field(Size::H, Reg::R5, off, slot);
                }
            }
        };
        let last = blocks.len().saturating_sub(1);
        for (i, b) in blocks.into_iter().enumerate() {
            if i == last {
                if let Some(later) = v4_later {
                    self.v4_later(later, rules);
                }
            }
            match b {
                B::Tcp => {
                    self.e.bind(tcp);
                    self.need(Reg::R5, i32::from(base) + 20, bad);
                    if n.payload {
                        // after the data offset (× 4 bytes)
                        let e = &mut self.e;
                        e.ldx(Size::B, Reg::R1, Reg::R5, base + 12);
                        e.alu64(Alu::Rsh, Reg::R1, 4);
                        e.alu64(Alu::Lsh, Reg::R1, 2);
                        self.payload_start(base, Some(Reg::R1));
                    }
                    if n.flags {
                        self.field(Size::B, Reg::R5, base + 13, FLAGS);
                    }
                    ports(self);
                    self.absent(false, false, true);
                }
                B::Udp => {
                    self.e.bind(udp);
                    self.need(Reg::R5, i32::from(base) + 8, bad);
                    if n.payload {
                        self.payload_start(base + 8, None);
                    }
                    ports(self);
                    self.absent(false, true, true);
                }
                B::Icmp => {
                    self.e.bind(icmp);
                    self.need(Reg::R5, i32::from(base) + 8, bad);
                    if n.payload {
                        self.payload_start(base + 8, None);
                    }
                    if n.icmp {
                        self.field(Size::B, Reg::R5, base, ITYPE);
                        self.field(Size::B, Reg::R5, base + 1, ICODE);
                    }
                    self.absent(true, true, false);
                }
            }
            self.e.ja(rules);
        }
    }

    // ---- rules -----------------------------------------------------------

    fn rule(&mut self, fam: u8, i: u32, r: &Rule) -> Result<(), GenError> {
        let fail = self.e.label();
        self.e.comment(format!(
            "rule {i} `{}` (line {}): {:?}",
            r.label, r.line, r.action
        ));
        self.rule_tests(fam, r, fail)?;
        self.finish(i, r.action);
        self.e.bind(fail);
        Ok(())
    }

    /// Emits the tests of `r`: falls through when all hold, jumps to `fail`
    /// otherwise.
    /// Emits the tests of `r` for a packet of family `fam` (the rule
    /// applies to it): falls through when all hold, jumps to `fail`
    /// otherwise.
    pub(crate) fn rule_tests(&mut self, fam: u8, r: &Rule, fail: Label) -> Result<(), GenError> {
        // Cheap, selective tests first; the protocol before the layer 4
        // fields (whose tests assume it).
        let rank = |m: &Match| match m.test {
            Test::Proto { .. } => 0,
            Test::Fragment | Test::LaterFragment | Test::Ttl { .. } | Test::Len { .. } => 1,
            Test::Port { .. } | Test::TcpFlags { .. } | Test::Icmp { .. } => 2,
            Test::Addr { .. } => 3,
            Test::Payload { .. } | Test::Contains { .. } => 4,
            // spec §4: evaluated after every other match of its rule
            Test::Over { .. } => 5,
        };
        let mut ms: Vec<&Match> = r.matches.iter().collect();
        ms.sort_by_key(|m| rank(m));
        for m in ms {
            self.test(fam, r, m, fail)?;
        }
        Ok(())
    }

    /// The register holding the field of `slot` for a test: its own
    /// register if it has one, else r1 loaded from the slot.
    fn load(&mut self, slot: i16) -> Reg {
        match self.reg_of(slot) {
            Some(r) => r,
            None => {
                self.load_into(Reg::R1, slot);
                Reg::R1
            }
        }
    }

    /// Loads a field into `r`. The `|= 0` gives the register a fresh
    /// verifier identity: otherwise what a test learns about it (`r1 == 6`)
    /// flows back into the stack slot, and the states reaching the next
    /// rule differ (and, once some test relies on them, are never pruned:
    /// exponential verification in the number of rules).
    ///
    /// A slot read by a single test of the chain needs no fresh identity:
    /// no later test can be decided by what this one learned.
    pub(crate) fn load_into(&mut self, r: Reg, slot: i16) {
        if let Some(src) = self.reg_of(slot) {
            // Only fields no other test reads live in registers.
            self.e.mov_reg(r, src);
            return;
        }
        self.e.ldx(Size::DW, r, Reg::R10, slot);
        if self.multi_read.contains(&slot) {
            self.e.alu64(Alu::Or, r, 0);
        }
    }

    /// The slots that more than one test of the chain for `fam` reads (all
    /// of them when the chain has rule tables).
    fn multi_read_slots(&self, fam: u8, plan: &tuple::Plan) -> Vec<i16> {
        if plan.has_tables_for(fam) {
            return ALL_SLOTS.to_vec();
        }
        let count = self.read_counts(fam, plan);
        ALL_SLOTS
            .into_iter()
            .filter(|s| count.get(s).is_some_and(|c| *c > 1))
            .collect()
    }

    /// Keeps in registers the fields that exactly one test of a chain reads
    /// (and no other chain reads more than once), when the chains clobber
    /// no callee-saved register: no rule tables (r9, r0) and no IPv6 set
    /// tables (r6–r8). The field is then tested where the parser put it:
    /// no store, no reload. Registers: r6–r9 (tc: r7–r9, r6 holds the
    /// ctx); fields common to both families first (protocol, ports, ...),
    /// then each family's addresses from what is left (the two families
    /// share registers); with [`Gen::low_regs_free`], the protocol in r4
    /// and one port in r5 first. Fields read by several tests stay in their slots,
    /// for the fresh verifier identity of [`Gen::load_into`].
    fn assign_regs(&self, plan: &tuple::Plan) -> Vec<(i16, Reg)> {
        if plan.has_tables_for(4)
            || plan.has_tables_for(6)
            || self.v6_set_tables()
            || dynset::used(self.policy)
        {
            return Vec::new();
        }
        let (c4, c6) = (self.read_counts(4, plan), self.read_counts(6, plan));
        let n = |c: &std::collections::HashMap<i16, usize>, s: i16| c.get(&s).copied().unwrap_or(0);
        let single = |s: i16| {
            let (a, b) = (n(&c4, s), n(&c6, s));
            a <= 1 && b <= 1 && a + b > 0
        };
        let pool = self.hook.field_regs();
        let mut out = Vec::new();
        let mut common: Vec<i16> = [PROTO, DPORT, SPORT, FLAGS, ITYPE, ICODE, FRAG, TTL, LEN]
            .into_iter()
            .filter(|s| single(*s))
            .collect();
        if self.low_regs_free() {
            // The protocol is in r4 at the end of both parsers, and the
            // layer 4 header pointer r5 is free once the ports are read.
            if let Some(i) = common.iter().position(|s| *s == PROTO) {
                out.push((common.remove(i), Reg::R4));
            }
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
    /// address) can compare it in network byte order, saving the swap:
    /// sets of single values (compared with swapped constants), or an IPv4
    /// set of one CIDR block (`v & mask == prefix`, both swapped). Range
    /// tests need host order.
    fn net_order_ok(&self, slot: i16) -> bool {
        let p = self.policy;
        let mut seen = false;
        for r in &p.rules {
            for m in &r.matches {
                let ok = match &m.test {
                    Test::Port { dir, set } if port_slot(*dir) == slot => p
                        .sets
                        .get(set.0 as usize)
                        .and_then(|s| s.port())
                        .is_some_and(|s| s.ports.iter().all(|i| i.lo == i.hi)),
                    Test::Addr { dir, set } if v4_slot(*dir) == slot && r.family != Family::Ip6 => {
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

    /// The chains clobber only r0–r3 (no rule tables, every set tested by
    /// an inline compare chain), so that fields may stay in r4 and r5.
    fn low_regs_free(&self) -> bool {
        let p = self.policy;
        let big = |ivs: usize| ivs > sets::INLINE_MAX;
        // (`over` calls helpers, which clobber r0–r5; `contains` uses them)
        p.rules.iter().all(|r| {
            r.matches.iter().all(|m| match &m.test {
                Test::Addr { set, .. } => p
                    .sets
                    .get(set.0 as usize)
                    .and_then(|s| s.ip())
                    .is_some_and(|s| !big(s.v4.len()) && !big(s.v6.len())),
                Test::Port { set, .. } => p
                    .sets
                    .get(set.0 as usize)
                    .and_then(|s| s.port())
                    .is_some_and(|s| !big(s.ports.len())),
                Test::Over { .. } | Test::Contains { .. } => false,
                _ => true,
            })
        })
    }

    /// Some rule tests an IPv6 set large enough for a table (whose lookup
    /// clobbers r6–r8).
    fn v6_set_tables(&self) -> bool {
        self.policy.rules.iter().any(|r| {
            r.family != Family::Ip4
                && r.matches.iter().any(|m| match &m.test {
                    Test::Addr { set, .. } => self
                        .policy
                        .sets
                        .get(set.0 as usize)
                        .and_then(|s| s.ip())
                        .is_some_and(|s| s.v6.len() > sets::INLINE_MAX),
                    _ => false,
                })
        })
    }

    /// How many tests of the linear rules of the chain for `fam` read
    /// each slot.
    fn read_counts(&self, fam: u8, plan: &tuple::Plan) -> std::collections::HashMap<i16, usize> {
        let mut count = std::collections::HashMap::<i16, usize>::new();
        for (i, r) in self.policy.rules.iter().enumerate() {
            let applies = match r.family {
                Family::Any => true,
                Family::Ip4 => fam == 4,
                Family::Ip6 => fam == 6,
            };
            if !applies || plan.is_grouped(i) {
                continue;
            }
            for m in &r.matches {
                let slots: &[i16] = match &m.test {
                    Test::Proto { .. } => &[PROTO],
                    Test::Fragment | Test::LaterFragment => &[FRAG],
                    Test::Ttl { .. } => &[TTL],
                    Test::Len { .. } => &[LEN],
                    Test::TcpFlags { .. } => &[FLAGS],
                    Test::Icmp { .. } => &[ITYPE, ICODE],
                    Test::Port { dir: Dir::Src, .. } => &[SPORT],
                    Test::Port { dir: Dir::Dst, .. } => &[DPORT],
                    Test::Addr { dir: Dir::Src, .. } if fam == 4 => &[SRC4],
                    Test::Addr { dir: Dir::Dst, .. } if fam == 4 => &[DST4],
                    Test::Addr { dir: Dir::Src, .. } => &[SRC6H, SRC6L],
                    Test::Addr { dir: Dir::Dst, .. } => &[DST6H, DST6L],
                    Test::Over { key, .. } => rate::key_slots(*key, fam),
                    Test::Payload { .. } | Test::Contains { .. } => &[],
                };
                for s in slots {
                    *count.entry(*s).or_default() += 1;
                }
            }
        }
        count
    }

    fn test(&mut self, fam: u8, r: &Rule, m: &Match, fail: Label) -> Result<(), GenError> {
        let neg = m.negated;
        // the jump that leaves when an equality test does not hold
        let fails = if neg { Jmp::Jeq } else { Jmp::Jne };
        match &m.test {
            Test::Proto { proto } => {
                let v = self.load(PROTO);
                self.e.j64(fails, v, (*proto).into(), fail);
            }
            Test::Fragment => {
                let v = self.load(FRAG);
                // is a fragment <=> FRAG != 0
                let j = if neg { Jmp::Jne } else { Jmp::Jeq };
                self.e.j64(j, v, 0, fail);
            }
            Test::LaterFragment => {
                let v = self.load(FRAG);
                self.e.j64(fails, v, FRAG_LATER as u32, fail);
            }
            Test::Ttl { range } => {
                let v = self.load(TTL);
                self.range(
                    v,
                    u32::from(range.lo),
                    u32::from(range.hi),
                    Some(255),
                    neg,
                    fail,
                );
            }
            Test::Len { range } => {
                let v = self.load(LEN);
                self.range(v, u32::from(range.lo), u32::from(range.hi), None, neg, fail);
            }
            Test::TcpFlags { bits, mask } => {
                // (a field in its own register is read by this test only:
                // masking it in place is fine)
                let v = self.load(FLAGS);
                let e = &mut self.e;
                if neg {
                    e.j64(Jmp::Jgt, v, 0xff, fail);
                    e.alu64(Alu::And, v, (*mask).into());
                    e.j64(Jmp::Jeq, v, (*bits).into(), fail);
                } else {
                    // The "no flags" value keeps bit 8 and never equals bits.
                    e.alu64(Alu::And, v, i32::from(*mask) | NO_BYTE);
                    e.j64(Jmp::Jne, v, (*bits).into(), fail);
                }
            }
            Test::Icmp { icmp_type, code } => {
                let t = self.load(ITYPE);
                if neg {
                    let cont = self.e.label();
                    self.e.j64(Jmp::Jgt, t, 0xff, fail);
                    match code {
                        None => self.e.j64(Jmp::Jeq, t, (*icmp_type).into(), fail),
                        Some(c) => {
                            self.e.j64(Jmp::Jne, t, (*icmp_type).into(), cont);
                            let v = self.load(ICODE);
                            self.e.j64(Jmp::Jeq, v, (*c).into(), fail);
                        }
                    }
                    self.e.bind(cont);
                } else {
                    self.e.j64(Jmp::Jne, t, (*icmp_type).into(), fail);
                    if let Some(c) = code {
                        let v = self.load(ICODE);
                        self.e.j64(Jmp::Jne, v, (*c).into(), fail);
                    }
                }
            }
            Test::Port { dir, set } => {
                let slot = port_slot(*dir);
                let mut ivs: Vec<(u128, u128)> = self
                    .policy
                    .sets
                    .get(set.0 as usize)
                    .and_then(|s| s.port())
                    .map(|p| {
                        p.ports
                            .iter()
                            .map(|i| (u128::from(i.lo), u128::from(i.hi)))
                            .collect()
                    })
                    .unwrap_or_default();
                if self.net.contains(&slot) {
                    // single values, compared in network order
                    for iv in &mut ivs {
                        let x = u128::from((iv.0 as u16).swap_bytes());
                        *iv = (x, x);
                    }
                    ivs.sort_unstable();
                }
                if let Some(d) = self.dynamic(*set) {
                    return dynset::emit_test(
                        self,
                        set.0,
                        &d,
                        dynset::Part::Port,
                        &[slot],
                        &ivs,
                        neg,
                        fail,
                    );
                }
                let v = self.load(slot);
                if neg {
                    self.e.j64(Jmp::Jgt, v, 0xffff, fail);
                }
                self.member(v, KeyWidth::U16, &ivs, neg, fail)?;
            }
            Test::Payload {
                offset,
                value,
                mask,
            } => {
                payload::emit_test(self, *offset, value, mask.as_deref(), neg, fail);
            }
            Test::Over { rate, burst, key } => {
                let index = self
                    .policy
                    .rules
                    .iter()
                    .position(|x| std::ptr::eq(x, r))
                    .ok_or_else(|| format!("rule {}: not in the policy", r.label))?;
                rate::emit_test(self, fam, index as u32, r, *rate, *burst, *key, neg, fail)?;
            }
            Test::Contains { bytes } => {
                contains::emit_test(self, bytes, neg, fail)
                    .map_err(|e| format!("rule {}: {e}", r.label))?;
            }
            Test::Addr { dir, set } => {
                let Some(s) = self.policy.sets.get(set.0 as usize).and_then(|s| s.ip()) else {
                    return Err(format!(
                        "rule {}: address set {} is not an ip set",
                        r.label, set.0
                    ));
                };
                let v4: Vec<(u128, u128)> =
                    s.v4.iter()
                        .map(|i| (u32::from(i.lo).into(), u32::from(i.hi).into()))
                        .collect();
                let v6: Vec<(u128, u128)> =
                    s.v6.iter()
                        .map(|i| (u128::from(i.lo), u128::from(i.hi)))
                        .collect();
                let (s4, s6h, s6l) = match dir {
                    Dir::Src => (SRC4, SRC6H, SRC6L),
                    Dir::Dst => (DST4, DST6H, DST6L),
                };
                let part = if fam == 4 { &v4 } else { &v6 };
                if let Some(d) = self.dynamic(*set) {
                    let (p, slots) = if fam == 4 {
                        (dynset::Part::V4, vec![s4])
                    } else {
                        (dynset::Part::V6, vec![s6h, s6l])
                    };
                    return dynset::emit_test(self, set.0, &d, p, &slots, part, neg, fail);
                }
                if part.is_empty() {
                    // Nothing of this family in the set: never a member (the
                    // address always exists, so the negation holds). The
                    // slot is not even parsed.
                    if !neg {
                        self.e.ja(fail);
                    }
                } else if fam == 4 && self.net.contains(&s4) {
                    let v = self.load(s4);
                    match net4(&s.v4) {
                        Some(Net4::Values(vs)) => {
                            self.member(v, KeyWidth::U32, &vs, neg, fail)?;
                        }
                        Some(Net4::Block { mask, prefix }) => {
                            // the field's only test: masking in place is fine
                            self.e.alu_imm(Width::W32, Alu::And, v, mask as i32);
                            self.e.j32(fails, v, prefix, fail);
                        }
                        None => return Err(format!("rule {}: bad network-order set", r.label)),
                    }
                } else if fam == 4 {
                    let v = self.load(s4);
                    self.member(v, KeyWidth::U32, &v4, neg, fail)?;
                } else {
                    self.load_into(Reg::R1, s6h);
                    self.load_into(Reg::R2, s6l);
                    self.member(Reg::R1, KeyWidth::U128, &v6, neg, fail)?;
                }
            }
        }
        Ok(())
    }

    /// The run-time parameters of set `set` if it is dynamic.
    fn dynamic(&self, set: dropc_ir::SetId) -> Option<dropc_ir::Dynamic> {
        self.policy.sets.get(set.0 as usize).and_then(|s| s.dynamic)
    }

    /// `lo <= r1 <= hi` (negated: outside); `max` is the largest possible
    /// value, if bounded.
    fn range(&mut self, v: Reg, lo: u32, hi: u32, max: Option<u32>, neg: bool, fail: Label) {
        let e = &mut self.e;
        let hi_is_max = max == Some(hi);
        if !neg {
            if lo > 0 {
                e.j64(Jmp::Jlt, v, lo, fail);
            }
            if !hi_is_max {
                e.j64(Jmp::Jgt, v, hi, fail);
            }
        } else {
            let cont = e.label();
            if lo > 0 {
                e.j64(Jmp::Jlt, v, lo, cont);
            }
            if hi_is_max {
                e.ja(fail);
            } else {
                e.j64(Jmp::Jle, v, hi, fail);
            }
            e.bind(cont);
        }
    }

    /// Set membership of the value in `v` (for `U128`: r1, r2); falls
    /// through when the test (negated or not) holds.
    fn member(
        &mut self,
        v: Reg,
        w: KeyWidth,
        ivs: &[(u128, u128)],
        neg: bool,
        fail: Label,
    ) -> Result<(), GenError> {
        let cont = self.e.label();
        let (hit, miss) = if neg { (fail, cont) } else { (cont, fail) };
        sets::member(&mut self.e, &mut self.data, v, w, ivs, hit, miss).map_err(|e| e.0)?;
        self.e.bind(cont);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{net4, Net4};
    use dropc_ir::Interval;
    use std::net::Ipv4Addr;

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
}
