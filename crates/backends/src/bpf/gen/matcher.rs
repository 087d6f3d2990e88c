//! One emitter per match kind (as bpfilter's `cgen/matcher/*.c`):
//! [`Gen::test`] picks the emitter of a match's [`Test`] and emits nothing
//! itself (`payload` and `over` have theirs in their own modules). Each emitter falls through when its test (negated with `neg`)
//! holds and jumps to `fail` otherwise. The leaf modules hold the larger
//! ones (`payload`, `rate`, `contains`, `dynset` for dynamic sets, `sets`
//! for the membership searches); the emitters here put their inputs
//! together from the policy and the frame slots.

use super::super::contains;
use super::super::dynset;
use super::super::error::GenError;
use super::super::frame::{
    addr_slots, port_slot, Cx, Order, FLAGS, FRAG, FRAG_LATER, ICODE, ITYPE, LEN, NO_BYTE, PROTO,
    TTL,
};
use super::super::payload;
use super::super::plan::{self, net4, Net4};
use super::super::rate;
use super::super::sets::{self, KeyWidth};
use super::Gen;
use dropc_ebpf::insn::{Alu, Jmp, Reg, Width};
use dropc_ebpf::Label;
use dropc_ir::{Dir, Interval, IpVersion, Match, Rule, SetId, Test};

/// The jump that leaves when an equality test does not hold.
fn fails(neg: bool) -> Jmp {
    if neg {
        Jmp::Jeq
    } else {
        Jmp::Jne
    }
}

impl Gen<'_> {
    /// Emits match `m` of rule `r` (number `index`) for a packet of version
    /// `fam`: the emitter of its kind.
    pub(super) fn test(
        &mut self,
        fam: IpVersion,
        index: u32,
        r: &Rule,
        m: &Match,
        fail: Label,
    ) -> Result<(), GenError> {
        // The emitters' declared clobbers leave every field register alone
        // (the plan made sure; checked before any code of the test).
        self.plan
            .check_clobbers("a test", plan::test_clobbers(self.policy, m, fam))?;
        let neg = m.negated;
        match &m.test {
            Test::Proto { proto } => self.proto(*proto, neg, fail),
            Test::Fragment => self.fragment(neg, fail),
            Test::LaterFragment => self.later_fragment(neg, fail),
            Test::Ttl { range } => self.ttl(*range, neg, fail),
            Test::Len { range } => self.len(*range, neg, fail),
            Test::TcpFlags { bits, mask } => self.tcp_flags(*bits, *mask, neg, fail),
            Test::Icmp { icmp_type, code } => self.icmp(*icmp_type, *code, neg, fail),
            Test::Port { dir, set } => return self.port(*dir, *set, neg, fail),
            Test::Addr { dir, set } => return self.addr(fam, r, *dir, *set, neg, fail),
            Test::Payload {
                offset,
                value,
                mask,
            } => payload::emit_test(&mut self.cx(), *offset, value, mask.as_deref(), neg, fail),
            Test::Over { rate, burst, key } => {
                let policy = self.policy;
                let rules = &policy.rules;
                let (rate, burst, key) = (*rate, *burst, *key);
                return rate::emit_test(
                    &mut self.cx(),
                    fam,
                    rules,
                    index,
                    rate,
                    burst,
                    key,
                    neg,
                    fail,
                );
            }
            Test::Contains { bytes } => return self.contains(r, bytes, neg, fail),
        }
        Ok(())
    }

    /// `proto N` (and `tcp`, `udp`, ...).
    fn proto(&mut self, proto: u8, neg: bool, fail: Label) {
        let v = self.load(PROTO);
        self.e.j64(fails(neg), v, proto.into(), fail);
    }

    /// `fragment`.
    fn fragment(&mut self, neg: bool, fail: Label) {
        let v = self.load(FRAG);
        // is a fragment <=> FRAG != 0
        let j = if neg { Jmp::Jne } else { Jmp::Jeq };
        self.e.j64(j, v, 0, fail);
    }

    /// `fragment later`.
    fn later_fragment(&mut self, neg: bool, fail: Label) {
        let v = self.load(FRAG);
        self.e.j64(fails(neg), v, FRAG_LATER as u32, fail);
    }

    /// `ttl A-B`.
    fn ttl(&mut self, range: Interval<u8>, neg: bool, fail: Label) {
        let v = self.load(TTL);
        let (lo, hi) = (u32::from(range.lo), u32::from(range.hi));
        self.range(v, lo, hi, Some(255), neg, fail);
    }

    /// `len A-B`.
    fn len(&mut self, range: Interval<u16>, neg: bool, fail: Label) {
        let v = self.load(LEN);
        self.range(v, u32::from(range.lo), u32::from(range.hi), None, neg, fail);
    }

    /// `flags BITS/MASK`.
    fn tcp_flags(&mut self, bits: u8, mask: u8, neg: bool, fail: Label) {
        // (a field in its own register is read by this test only:
        // masking it in place is fine)
        let v = self.load(FLAGS);
        let e = &mut self.e;
        if neg {
            e.j64(Jmp::Jgt, v, 0xff, fail);
            e.alu64(Alu::And, v, mask.into());
            e.j64(Jmp::Jeq, v, bits.into(), fail);
        } else {
            // The "no flags" value keeps bit 8 and never equals bits.
            e.alu64(Alu::And, v, i32::from(mask) | NO_BYTE);
            e.j64(Jmp::Jne, v, bits.into(), fail);
        }
    }

    /// `type T [code C]`.
    fn icmp(&mut self, icmp_type: u8, code: Option<u8>, neg: bool, fail: Label) {
        let t = self.load(ITYPE);
        if neg {
            let cont = self.e.label();
            self.e.j64(Jmp::Jgt, t, 0xff, fail);
            match code {
                None => self.e.j64(Jmp::Jeq, t, icmp_type.into(), fail),
                Some(c) => {
                    self.e.j64(Jmp::Jne, t, icmp_type.into(), cont);
                    let v = self.load(ICODE);
                    self.e.j64(Jmp::Jeq, v, c.into(), fail);
                }
            }
            self.e.bind(cont);
        } else {
            self.e.j64(Jmp::Jne, t, icmp_type.into(), fail);
            if let Some(c) = code {
                let v = self.load(ICODE);
                self.e.j64(Jmp::Jne, v, c.into(), fail);
            }
        }
    }

    /// `sport`/`dport` in a port set (static or dynamic).
    fn port(&mut self, dir: Dir, set: SetId, neg: bool, fail: Label) -> Result<(), GenError> {
        let slot = port_slot(dir);
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
        if self.fields.order(slot) == Order::Network {
            // single values, compared in network order
            for iv in &mut ivs {
                let x = u128::from((iv.0 as u16).swap_bytes());
                *iv = (x, x);
            }
            ivs.sort_unstable();
        }
        if let Some(d) = self.dynamic(set) {
            let part = dynset::Part::Port;
            return dynset::emit_test(&mut self.cx(), set.0, &d, part, &[slot], &ivs, neg, fail);
        }
        let v = self.load(slot);
        if neg {
            self.e.j64(Jmp::Jgt, v, 0xffff, fail);
        }
        self.member(v, KeyWidth::U16, &ivs, neg, fail)
    }

    /// `src`/`dst` in an address set (static or dynamic): the part of the
    /// set of the packet's family.
    fn addr(
        &mut self,
        fam: IpVersion,
        r: &Rule,
        dir: Dir,
        set: SetId,
        neg: bool,
        fail: Label,
    ) -> Result<(), GenError> {
        let Some(s) = self.policy.sets.get(set.0 as usize).and_then(|s| s.ip()) else {
            return Err(GenError::in_rule(&r.label, GenError::NotIpSet(set.0)));
        };
        let v4: Vec<(u128, u128)> =
            s.v4.iter()
                .map(|i| (u32::from(i.lo).into(), u32::from(i.hi).into()))
                .collect();
        let v6: Vec<(u128, u128)> =
            s.v6.iter()
                .map(|i| (u128::from(i.lo), u128::from(i.hi)))
                .collect();
        let part = match fam {
            IpVersion::V4 => &v4,
            IpVersion::V6 => &v6,
        };
        let slots = addr_slots(dir, fam);
        if let Some(d) = self.dynamic(set) {
            let p = match fam {
                IpVersion::V4 => dynset::Part::V4,
                IpVersion::V6 => dynset::Part::V6,
            };
            return dynset::emit_test(&mut self.cx(), set.0, &d, p, slots, part, neg, fail);
        }
        if part.is_empty() {
            // Nothing of this family in the set: never a member (the
            // address always exists, so the negation holds). The slot is
            // not even parsed.
            if !neg {
                self.e.ja(fail);
            }
            return Ok(());
        }
        let [s4] = slots else {
            self.load_into(Reg::R1, slots[0]);
            self.load_into(Reg::R2, slots[1]);
            return self.member(Reg::R1, KeyWidth::U128, &v6, neg, fail);
        };
        let v = self.load(*s4);
        if self.fields.order(*s4) == Order::Host {
            return self.member(v, KeyWidth::U32, &v4, neg, fail);
        }
        match net4(&s.v4) {
            Some(Net4::Values(vs)) => self.member(v, KeyWidth::U32, &vs, neg, fail),
            Some(Net4::Block { mask, prefix }) => {
                // the field's only test: masking in place is fine
                self.e.alu_imm(Width::W32, Alu::And, v, mask as i32);
                self.e.j32(fails(neg), v, prefix, fail);
                Ok(())
            }
            None => Err(GenError::in_rule(&r.label, GenError::NetOrder)),
        }
    }

    /// (v2) `contains BYTES` ([`contains`]).
    fn contains(&mut self, r: &Rule, bytes: &[u8], neg: bool, fail: Label) -> Result<(), GenError> {
        let Gen {
            e,
            data,
            fields,
            contains,
            ..
        } = self;
        contains::emit_test(&mut Cx { e, data, fields }, contains, bytes, neg, fail)
            .map_err(|e| GenError::in_rule(&r.label, e))
    }

    /// The run-time parameters of set `set` if it is dynamic.
    fn dynamic(&self, set: SetId) -> Option<dropc_ir::Dynamic> {
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
        sets::member(&mut self.e, &mut self.data, v, w, ivs, hit, miss)
            .map_err(|e| GenError::SetTable(e.0))?;
        self.e.bind(cont);
        Ok(())
    }
}
