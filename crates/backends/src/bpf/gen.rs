//! The program generator: prologue, header parser, rule chain, verdicts
//! (layout and conventions in the module docs of [`super`]); the emitter
//! of each match kind is in [`matcher`].

mod matcher;

use super::contains;
use super::emit::{Data, Emit};
use super::error::GenError;
use super::frame::{
    Cx, Fields, Order, CODE, DATA as D, DATA_END as E, DPORT, DST4, DST6H, DST6L, FLAGS, FRAG,
    FRAG_FIRST, FRAG_LATER, FRAG_NONE, ICODE, ITYPE, KEY, LEN, NO_BYTE, NO_PORT, PROTO, SPORT,
    SRC4, SRC6H, SRC6L, TTL,
};
use super::hook::{Flavor, Hook};
use super::payload;
use super::plan::{Plan, L4};
use super::tuple;
use dropc_ebpf::insn::{helper, Alu, Jmp, Reg, Size};
use dropc_ebpf::obj::FuncDef;
use dropc_ebpf::{Label, Program};
use dropc_ir::{proto, Action, IpVersion, Match, Policy, Rule, Test};

/// Name of the per-rule counter map.
pub const COUNTERS_MAP: &str = "dropc_counters";

// EtherTypes as read by a little-endian u16 load.
const ETH_IP4: u32 = 0x0008;
const ETH_IP6: u32 = 0xdd86;
const ETH_Q: u32 = 0x0081;
const ETH_AD: u32 = 0xa888;

/// Deepest IPv6 extension-header chain walked (the oracle's limit).
const EXT_DEPTH: usize = dropc_ir::packet::MAX_EXT_HEADERS;

/// A forward jump to the shared verdict block must stay within the i16
/// offset range: a fresh copy of the block is placed every this many slots.
const ISLAND_EVERY: usize = 12_000;

/// The generator's output.
pub(crate) struct Generated {
    pub program: Program,
    pub data: Data,
    /// (v2) The functions the program calls (the `contains` searches).
    pub functions: Vec<FuncDef>,
}

/// The emitter: follows a [`Plan`].
pub(crate) struct Gen<'p> {
    e: Emit,
    data: Data,
    policy: &'p Policy,
    plan: Plan,
    /// Where the fields live in the chain being emitted (the parser puts
    /// them in the same places for both).
    fields: Fields,
    /// (v2) The mask tables of the `contains` patterns.
    contains: contains::Tables,
    hook: &'static dyn Flavor,
    counters: bool,
    /// Start of the IPv4 parser.
    v4: Label,
    /// The shared verdict block (code and key slots set) the rules jump
    /// to; placed at the next island.
    out: Label,
    /// Whether some jump targets `out` (an unreferenced block would be
    /// unreachable code, which the verifier rejects).
    out_used: bool,
    last_island: usize,
}

impl<'p> Gen<'p> {
    pub fn new(hook: Hook, policy: &'p Policy, counters: bool, plan: Plan) -> Gen<'p> {
        let mut e = Emit::new();
        let out = e.label();
        Gen {
            e,
            data: Data::default(),
            policy,
            fields: plan.fields(IpVersion::V4).clone(),
            plan,
            contains: contains::Tables::default(),
            hook: hook.flavor(),
            counters,
            v4: out,
            out,
            out_used: false,
            last_island: 0,
        }
    }

    pub fn generate(mut self) -> Result<Generated, GenError> {
        let n = self.policy.rules.len() as u32;
        let nonip = self.e.label();
        let (rules4, rules6) = (self.e.label(), self.e.label());
        self.contains = contains::Tables::build(self.policy, &mut self.data);
        // Layout: the IPv4 path falls through from the Ethernet check to
        // the IPv4 parser and (usually) into the IPv4 rules.
        // (the `contains` searches take the context too)
        let keep_ctx = self.counters || self.plan.needs.contains;
        self.hook.prologue(&mut self.e, keep_ctx);
        let (not4, v6) = self.parse_eth(nonip);
        self.parse_v4(nonip, rules4);
        self.e.bind(rules4);
        self.chain(IpVersion::V4)?;
        self.e.bind(not4);
        self.parse_tag(nonip, v6);
        self.parse_v6(nonip, rules6);
        self.e.bind(rules6);
        self.chain(IpVersion::V6)?;
        self.e.bind(nonip);
        self.e
            .comment("not IPv4/IPv6, or malformed: pass, never evaluated");
        self.finish_inline(n + 1, Action::Pass);
        if self.out_used {
            let out = self.out;
            self.e.bind(out);
            self.epilogue();
        }
        let program = self.e.finish()?;
        let functions = self.contains.functions(self.hook)?;
        Ok(Generated {
            program,
            data: self.data,
            functions,
        })
    }

    /// The leaf emitters' view of the generator.
    fn cx(&mut self) -> Cx<'_> {
        Cx {
            e: &mut self.e,
            data: &mut self.data,
            fields: &self.fields,
        }
    }

    /// The rules, in order, for packets of version `fam`: only the rules
    /// that apply to it, with no family tests left.
    fn chain(&mut self, fam: IpVersion) -> Result<(), GenError> {
        let n = self.policy.rules.len() as u32;
        self.e.comment(format!("rules for {fam} packets"));
        self.fields = self.plan.fields(fam).clone();
        if self.plan.grouping.has_tables_for(fam) {
            self.plan
                .check_clobbers("the rule tables", tuple::CLOBBERS)?;
        }
        let has_tables = {
            let Gen {
                e,
                data,
                fields,
                plan,
                ..
            } = self;
            tuple::emit_lookups(&mut Cx { e, data, fields }, &plan.grouping, fam)?
        };
        // A table hit for a rule before the next linear rule decides.
        let mut hits_pending = has_tables;
        for (i, rule) in self.policy.rules.iter().enumerate() {
            if !rule.family.admits(fam) {
                continue;
            }
            if self.plan.grouping.is_grouped(i) {
                hits_pending = true;
                continue;
            }
            self.maybe_island();
            if hits_pending {
                self.decide_before(i as u32);
                hits_pending = false;
            }
            self.rule(fam, i as u32, rule)?;
        }
        if hits_pending {
            self.decide_before(n);
        }
        self.e.comment("default");
        self.finish(n, self.policy.default);
        Ok(())
    }

    // ---- verdicts -------------------------------------------------------

    /// Ends the evaluation: verdict `action`, counter `key`.
    fn finish(&mut self, key: u32, action: Action) {
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

    /// Returns `code`; a pass first runs the hook's pass code (XDP: tail
    /// call to the next program, returning `XDP_PASS` if there is none).
    fn ret(&mut self, code: i32) {
        if code == self.hook.verdict(Action::Pass) {
            if let Some(before) = self.hook.before_pass() {
                before(&mut self.e);
            }
        }
        self.e.mov_imm(Reg::R0, code);
        self.e.exit();
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
        self.hook.frame_len(&mut self.e, Reg::R2);
        let e = &mut self.e;
        e.ldx(Size::DW, Reg::R1, Reg::R0, 8);
        e.alu64r(Alu::Add, Reg::R1, Reg::R2);
        e.stx(Size::DW, Reg::R0, 8, Reg::R1);
        e.bind(done);
        e.ldx(Size::DW, Reg::R0, Reg::R10, CODE);
        if self.hook.before_pass().is_some() {
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
    fn maybe_island(&mut self) {
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

    /// Before linear rule `i` (or the default, `i = n`): a table hit for a
    /// rule before `i` decides.
    fn decide_before(&mut self, i: u32) {
        let cont = self.e.label();
        self.e.j64(Jmp::Jge, Reg::R9, i * 2, cont);
        self.decide_r9();
        self.e.bind(cont);
    }

    /// Decides on the table hit in r9 (`rule * 2 + drop`).
    fn decide_r9(&mut self) {
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

    /// Stores the "no such field" values of the layer 4 fields a path does
    /// not extract.
    fn absent(&mut self, ports: bool, flags: bool, icmp: bool) {
        let n = self.plan.needs;
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

    /// (v2) Keeps the packet pointers (`payload`) and the end of the IP
    /// packet for the payload and contains tests: the length field (u16 at
    /// `D + len_at`, network order) plus `add` is the IP end's offset from
    /// the packet start `D`.
    fn payload_bounds(&mut self, len_at: i16, add: i32) {
        let payload = self.plan.needs.payload;
        let e = &mut self.e;
        e.comment("payload: keep the packet bounds and the IP packet's end");
        if payload {
            e.stx(Size::DW, Reg::R10, payload::PKT, D);
            e.stx(Size::DW, Reg::R10, payload::PKT_END, E);
        }
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
        if self.plan.needs.payload {
            self.e
                .st_imm(Size::DW, Reg::R10, payload::PL_START, payload::NO_PAYLOAD);
        }
    }

    /// The register holding the field of `slot`, if it has one.
    fn reg_of(&self, slot: i16) -> Option<Reg> {
        self.fields.reg(slot)
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
        if self.fields.order(slot) == Order::Network {
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
        if self.plan.needs.contains {
            self.e.st_imm(Size::DW, Reg::R10, contains::VLAN, 0);
        }
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
        self.hook.vlan_tag(e, nonip);
        self.need(D, 18, nonip);
        let e = &mut self.e;
        e.ldx(Size::H, Reg::R1, D, 16);
        e.alu64(Alu::Add, D, 4);
        if self.plan.needs.contains {
            e.st_imm(Size::DW, Reg::R10, contains::VLAN, 4);
        }
        e.j32(Jmp::Jeq, Reg::R1, ETH_IP4, v4);
        e.j32(Jmp::Jne, Reg::R1, ETH_IP6, nonip);
        e.ja(v6);
        e.bind(v6);
    }

    fn parse_v4(&mut self, bad: Label, rules: Label) {
        let n = self.plan.needs;
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
            self.l4(IpVersion::V4, 14, bad, rules, Some(later));
        } else {
            self.e.ja(rules);
            self.v4_later(later, rules);
        }
    }

    /// An IPv4 later fragment: no layer 4 fields.
    fn v4_later(&mut self, later: Label, rules: Label) {
        self.e.bind(later);
        if self.plan.needs.frag {
            self.put_imm(FRAG, FRAG_LATER);
        }
        self.absent(true, true, true);
        self.no_payload();
        self.e.ja(rules);
    }

    fn parse_v6(&mut self, bad: Label, rules: Label) {
        let n = self.plan.needs;
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
            self.l4(IpVersion::V6, 0, bad, rules, None);
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
    fn l4(
        &mut self,
        family: IpVersion,
        base: i16,
        bad: Label,
        rules: Label,
        v4_later: Option<Label>,
    ) {
        let n = self.plan.needs;
        let (tcp, udp, icmp) = (self.e.label(), self.e.label(), self.e.label());
        let blocks = self.plan.l4_blocks.clone();
        let e = &mut self.e;
        e.comment("layer 4 (r4 = protocol, header at r5)");
        // The dispatch in a fixed order; the blocks in the plan's.
        for b in [L4::Tcp, L4::Icmp, L4::Udp] {
            if blocks.contains(&b) {
                let (p, l) = match b {
                    L4::Tcp => (proto::TCP, tcp),
                    L4::Icmp => (family.icmp_proto(), icmp),
                    L4::Udp => (proto::UDP, udp),
                };
                e.j64(Jmp::Jeq, Reg::R4, p.into(), l);
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
                L4::Tcp => {
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
                L4::Udp => {
                    self.e.bind(udp);
                    self.need(Reg::R5, i32::from(base) + 8, bad);
                    if n.payload {
                        self.payload_start(base + 8, None);
                    }
                    ports(self);
                    self.absent(false, true, true);
                }
                L4::Icmp => {
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

    fn rule(&mut self, fam: IpVersion, i: u32, r: &Rule) -> Result<(), GenError> {
        let fail = self.e.label();
        self.e.comment(format!(
            "rule {i} `{}` (line {}): {:?}",
            r.label, r.line, r.action
        ));
        self.rule_tests(fam, i, r, fail)?;
        self.finish(i, r.action);
        self.e.bind(fail);
        Ok(())
    }

    /// Emits the tests of `r` for a packet of version `fam` (the rule
    /// applies to it): falls through when all hold, jumps to `fail`
    /// otherwise.
    fn rule_tests(
        &mut self,
        fam: IpVersion,
        index: u32,
        r: &Rule,
        fail: Label,
    ) -> Result<(), GenError> {
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
            self.test(fam, index, r, m, fail)?;
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

    /// Loads a field into `r` (see [`Fields::load_into`]).
    fn load_into(&mut self, r: Reg, slot: i16) {
        self.fields.load_into(&mut self.e, r, slot);
    }
}
