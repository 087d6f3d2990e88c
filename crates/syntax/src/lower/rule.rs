//! Lowering of one rule: label, protocol, family and the matches.

use super::Lower;
use crate::ast::*;
use crate::check::{
    bounded, bounded_range, flag_bits, icmp_type, lower_bytes, nearest, text, TCP_FLAGS,
};
use dropc_ir::{
    proto, Code, Diagnostic, Family, Interval, Match, Rate, RateKey, Rule, Span, Test, TimeUnit,
    CONTAINS_MAX_LEN, DEFAULT_BURST, PAYLOAD_MAX_LEN, PAYLOAD_MAX_OFFSET,
};

/// (v2) The units of `over N/UNIT`.
const UNITS: &[(&str, TimeUnit)] = &[
    ("second", TimeUnit::Second),
    ("minute", TimeUnit::Minute),
    ("hour", TimeUnit::Hour),
];

/// One thing in a rule that pins its IP family.
struct FamilyFact {
    family: Family,
    span: Span,
    /// "`ip4`", "the IPv6 address `fd00::1`", ...
    what: String,
    literal: bool,
}

/// The protocol number a positive protocol match asks for.
fn proto_of(kind: &MatchKind) -> Option<u64> {
    match kind {
        MatchKind::Tcp => Some(proto::TCP as u64),
        MatchKind::Udp => Some(proto::UDP as u64),
        MatchKind::Icmp => Some(proto::ICMP as u64),
        MatchKind::Icmp6 => Some(proto::ICMP6 as u64),
        MatchKind::Proto(n) => Some(n.value),
        _ => None,
    }
}

/// Names of the flags in `bits`, comma-separated.
fn flag_names(bits: u8) -> String {
    TCP_FLAGS
        .iter()
        .filter(|(_, b)| bits & b != 0)
        .map(|(n, _)| *n)
        .collect::<Vec<_>>()
        .join(",")
}

impl Lower<'_> {
    pub(super) fn rule(&mut self, r: &RuleStmt) {
        let errors_before = self.error_count();
        let line = self.line(r.span);
        let label = match &r.label {
            Some(l) => l.name.clone(),
            None => format!("line-{line}"),
        };
        let label_span = r.label.as_ref().map_or(r.action_span, |l| l.span);
        match self.labels.get(&label) {
            Some(&first) => {
                let mut d = Diagnostic::error(
                    Code::DuplicateLabel,
                    self.file,
                    label_span,
                    format!("duplicate label `{label}`"),
                )
                .with_label(first, "first defined here")
                .with_help("labels name rules in counters and diagnostics, so they are unique");
                if r.label.is_none() {
                    d = d.with_note(format!(
                        "an unlabelled rule is named after its line, `{label}`"
                    ));
                }
                self.error(d);
            }
            None => {
                self.labels.insert(label.clone(), label_span);
            }
        }

        let proto = self.rule_proto(r);
        let family = self.rule_family(r);

        let mut matches = Vec::new();
        let mut first_over: Option<Span> = None;
        for m in &r.matches {
            if matches!(m.kind, MatchKind::Over(_)) {
                if let Some(first) = first_over {
                    let (l, c) = dropc_ir::diag::line_col(self.src, first.start as usize);
                    self.error(
                        Diagnostic::error(
                            Code::TwoOver,
                            self.file,
                            m.span,
                            "a rule has at most one `over`",
                        )
                        .with_note(format!("the first `over` is at {l}:{c}"))
                        .with_help("keep one `over`, or write a rule per rate"),
                    );
                    continue;
                }
                first_over = Some(m.span);
            }
            if let Some(test) = self.test(m, proto, family) {
                matches.push(Match {
                    negated: m.not.is_some(),
                    test,
                    span: m.span,
                });
            }
        }
        if self.error_count() == errors_before {
            self.rules.push(Rule {
                label,
                line,
                span: r.span,
                action: r.action,
                family,
                matches,
            });
        }
    }

    /// Checks negations and protocol numbers; returns the protocol every
    /// matching packet has, if the rule names one.
    fn rule_proto(&mut self, r: &RuleStmt) -> Option<u8> {
        let mut first: Option<(u64, &MatchAst)> = None;
        for m in &r.matches {
            if let MatchKind::Proto(n) = &m.kind {
                if let Err(d) = bounded(n, 255, "protocol number", self.file, self.src) {
                    self.error(d);
                    continue;
                }
            }
            let family_like = matches!(
                m.kind,
                MatchKind::Ip4
                    | MatchKind::Ip6
                    | MatchKind::Tcp
                    | MatchKind::Udp
                    | MatchKind::Icmp
                    | MatchKind::Icmp6
            );
            if m.not.is_some() {
                if family_like {
                    let kw = m.kind.keyword();
                    let help = match proto_of(&m.kind) {
                        Some(p) => format!("`{kw}` cannot be negated: write `not proto {p}`"),
                        None => format!(
                            "`{kw}` cannot be negated: write the other family, `{}`",
                            if kw == "ip4" { "ip6" } else { "ip4" }
                        ),
                    };
                    self.error(
                        Diagnostic::error(
                            Code::CannotNegate,
                            self.file,
                            m.span,
                            format!("`not {kw}` is not allowed"),
                        )
                        .with_help(help)
                        .with_note("ip4, ip6, tcp, udp, icmp and icmp6 cannot be negated"),
                    );
                }
                continue;
            }
            let Some(p) = proto_of(&m.kind) else { continue };
            match first {
                None => first = Some((p, m)),
                Some((q, a)) if q != p => {
                    let d = Diagnostic::error(
                        Code::ProtoConflict,
                        self.file,
                        m.span,
                        format!(
                            "`{}` and `{}` contradict each other: a packet has one protocol, so this rule can never match",
                            text(self.src, a.span),
                            text(self.src, m.span)
                        ),
                    )
                    .with_help("write one rule per protocol");
                    self.error(d);
                }
                Some(_) => {}
            }
        }
        first.map(|(p, _)| p as u8)
    }

    /// The family of the rule from `ip4`/`ip6`, `icmp`/`icmp6` and address
    /// literals (even negated ones); reports contradictions.
    fn rule_family(&mut self, r: &RuleStmt) -> Family {
        let mut first: Option<FamilyFact> = None;
        for m in &r.matches {
            let mut facts = Vec::new();
            let fact = |family, what: &str| FamilyFact {
                family,
                span: m.span,
                what: what.to_string(),
                literal: false,
            };
            match &m.kind {
                _ if m.not.is_some() && !matches!(m.kind, MatchKind::Addr(..)) => {}
                MatchKind::Ip4 => facts.push(fact(Family::Ip4, "`ip4`")),
                MatchKind::Ip6 => facts.push(fact(Family::Ip6, "`ip6`")),
                MatchKind::Icmp => facts.push(fact(Family::Ip4, "`icmp` (ICMP for IPv4)")),
                MatchKind::Icmp6 => facts.push(fact(Family::Ip6, "`icmp6` (ICMP for IPv6)")),
                MatchKind::Addr(_, op) => {
                    let lits: Vec<&AddrLit> = match op {
                        Operand::Lit(l) => vec![l],
                        Operand::List(list) => list
                            .elems
                            .iter()
                            .filter_map(|e| match e {
                                Elem::Lit(l) => Some(l),
                                Elem::Ref(_) => None,
                            })
                            .collect(),
                        Operand::Ref(_) => vec![],
                    };
                    for l in lits {
                        let (family, name) = if l.addr.is_ipv4() {
                            (Family::Ip4, "IPv4")
                        } else {
                            (Family::Ip6, "IPv6")
                        };
                        facts.push(FamilyFact {
                            family,
                            span: l.span,
                            what: format!("the {name} address `{}`", text(self.src, l.span)),
                            literal: true,
                        });
                    }
                }
                _ => {}
            }
            for f in facts {
                match &first {
                    None => first = Some(f),
                    Some(a) if a.family != f.family => {
                        let d = if a.literal && f.literal {
                            Diagnostic::error(
                                Code::MixedFamily,
                                self.file,
                                f.span,
                                format!(
                                    "this rule mixes IPv4 and IPv6 addresses (`{}` and `{}`), so it can never match",
                                    text(self.src, a.span),
                                    text(self.src, f.span)
                                ),
                            )
                            .with_note("a rule whose addresses are all IPv4 applies only to IPv4 packets, and likewise for IPv6")
                            .with_help("to match both families, put the addresses in a set (`set NAME = ip { ... }`) and use `@NAME`")
                        } else {
                            Diagnostic::error(
                                Code::FamilyConflict,
                                self.file,
                                f.span,
                                format!(
                                    "{} and {} contradict each other, so this rule can never match",
                                    a.what, f.what
                                ),
                            )
                            .with_help("remove one of them, or write one rule per family")
                        };
                        let family = a.family;
                        self.error(d);
                        return family;
                    }
                    Some(_) => {}
                }
            }
        }
        first.map_or(Family::Any, |f| f.family)
    }

    /// The IR test of one match (None for `ip4`/`ip6`, which only set the
    /// family, and for a match with errors).
    fn test(&mut self, m: &MatchAst, proto: Option<u8>, family: Family) -> Option<Test> {
        let kw = m.kind.keyword();
        match &m.kind {
            MatchKind::Ip4 | MatchKind::Ip6 => None,
            MatchKind::Tcp
            | MatchKind::Udp
            | MatchKind::Icmp
            | MatchKind::Icmp6
            | MatchKind::Proto(_) => {
                let p = proto_of(&m.kind).filter(|p| *p <= 255)?;
                Some(Test::Proto { proto: p as u8 })
            }
            MatchKind::Addr(dir, op) => {
                let set = self.operand(op, &format!("`{kw}`"))?;
                Some(Test::Addr { dir: *dir, set })
            }
            MatchKind::Port(dir, op) => {
                let set = self.operand(op, &format!("`{kw}`"));
                if !matches!(proto, Some(proto::TCP | proto::UDP)) {
                    let mut d = Diagnostic::error(
                        Code::PortWithoutTcpUdp,
                        self.file,
                        m.keyword,
                        format!("`{kw}` needs `tcp` or `udp` in the same rule"),
                    )
                    .with_help("add `tcp` or `udp` to the rule");
                    if proto.is_some() {
                        d = d.with_note("the protocol of this rule has no ports");
                    }
                    self.error(d);
                    return None;
                }
                Some(Test::Port {
                    dir: *dir,
                    set: set?,
                })
            }
            MatchKind::Flags { bits, mask } => {
                if proto != Some(proto::TCP) {
                    self.error(
                        Diagnostic::error(
                            Code::FlagsWithoutTcp,
                            self.file,
                            m.keyword,
                            "`flags` needs `tcp` in the same rule",
                        )
                        .with_help("add `tcp` to the rule"),
                    );
                    return None;
                }
                let b = flag_bits(bits, self.file);
                let mk = mask.as_ref().map(|mk| flag_bits(mk, self.file)).transpose();
                let (b, mk) = match (b, mk) {
                    (Ok(b), Ok(mk)) => (b, mk.unwrap_or(b)),
                    (b, mk) => {
                        for d in b.err().into_iter().chain(mk.err()).flatten() {
                            self.error(d);
                        }
                        return None;
                    }
                };
                if b & !mk != 0 {
                    self.error(
                        Diagnostic::error(
                            Code::FlagsOutsideMask,
                            self.file,
                            m.span,
                            format!(
                                "flag `{}` is not in the mask, so this match can never hold",
                                flag_names(b & !mk)
                            ),
                        )
                        .with_help(format!(
                            "add it to the mask: `flags {}/{}`",
                            flag_names(b),
                            flag_names(b | mk)
                        )),
                    );
                    return None;
                }
                Some(Test::TcpFlags { bits: b, mask: mk })
            }
            MatchKind::Type(spec) => {
                let v6 = match (proto, family) {
                    (Some(proto::ICMP), Family::Ip4) => false,
                    (Some(proto::ICMP6), Family::Ip6) => true,
                    _ => {
                        let help = match proto {
                            Some(proto::ICMP) => {
                                "write `icmp` (which implies `ip4`) instead of `proto 1`"
                            }
                            Some(proto::ICMP6) => {
                                "write `icmp6` (which implies `ip6`) instead of `proto 58`"
                            }
                            _ => "add `icmp` (IPv4) or `icmp6` (IPv6) to the rule",
                        };
                        self.error(
                            Diagnostic::error(
                                Code::TypeWithoutIcmp,
                                self.file,
                                m.keyword,
                                "`type` needs `icmp` or `icmp6` in the same rule",
                            )
                            .with_help(help),
                        );
                        return None;
                    }
                };
                match icmp_type(spec, v6, self.file, self.src) {
                    Ok((icmp_type, code)) => Some(Test::Icmp { icmp_type, code }),
                    Err(ds) => {
                        for d in ds {
                            self.error(d);
                        }
                        None
                    }
                }
            }
            MatchKind::Fragment { later: false } => Some(Test::Fragment),
            MatchKind::Fragment { later: true } => Some(Test::LaterFragment),
            MatchKind::Ttl(r) => match bounded_range(r, 255, "TTL", self.file, self.src) {
                Ok((lo, hi)) => Some(Test::Ttl {
                    range: Interval::new(lo as u8, hi as u8),
                }),
                Err(ds) => {
                    ds.into_iter().for_each(|d| self.error(d));
                    None
                }
            },
            MatchKind::Len(r) => match bounded_range(r, 65535, "length", self.file, self.src) {
                Ok((lo, hi)) => Some(Test::Len {
                    range: Interval::new(lo as u16, hi as u16),
                }),
                Err(ds) => {
                    ds.into_iter().for_each(|d| self.error(d));
                    None
                }
            },
            MatchKind::Payload {
                offset,
                value,
                mask,
            } => self.payload(m, proto, offset, value, mask.as_ref()),
            MatchKind::Contains(v) => {
                match lower_bytes(v, CONTAINS_MAX_LEN, "a `contains` value", self.file) {
                    Ok(bytes) => Some(Test::Contains { bytes }),
                    Err(d) => {
                        self.error(d);
                        None
                    }
                }
            }
            MatchKind::Over(o) => self.over(o, family),
        }
    }

    /// (v2) `payload OFF V[/M]`.
    fn payload(
        &mut self,
        m: &MatchAst,
        proto: Option<u8>,
        offset: &Num,
        value: &BytesLit,
        mask: Option<&BytesLit>,
    ) -> Option<Test> {
        let mut ok = true;
        if !matches!(
            proto,
            Some(proto::TCP | proto::UDP | proto::ICMP | proto::ICMP6)
        ) {
            let mut d = Diagnostic::error(
                Code::PayloadWithoutL4,
                self.file,
                m.keyword,
                "`payload` needs `tcp`, `udp`, `icmp` or `icmp6` in the same rule",
            )
            .with_help("add the protocol: it fixes where the payload starts (after the TCP, UDP or ICMP header)")
            ;
            if proto.is_some() {
                d = d
                    .with_note("the protocol of this rule has no layer 4 payload dropc can locate");
            }
            self.error(d);
            ok = false;
        }
        let off = match bounded(
            offset,
            u64::from(PAYLOAD_MAX_OFFSET),
            "payload offset",
            self.file,
            self.src,
        ) {
            Ok(v) => Some(v as u16),
            Err(d) => {
                self.error(d);
                None
            }
        };
        let value = match lower_bytes(value, PAYLOAD_MAX_LEN, "a `payload` value", self.file) {
            Ok(v) => Some(v),
            Err(d) => {
                self.error(d);
                None
            }
        };
        let mask = match mask {
            None => Some(None),
            Some(ml) => match &ml.kind {
                BytesKind::Str(_) => {
                    self.error(
                        Diagnostic::error(
                            Code::BadMask,
                            self.file,
                            ml.span,
                            "a payload mask is a hex literal, not a string",
                        )
                        .with_help(
                            "write the mask in hex, as long as the value: `payload 2 0x80/0x80`",
                        ),
                    );
                    None
                }
                BytesKind::Hex(digits) => {
                    match crate::check::hex_digits(digits, ml.span, self.file) {
                        Ok(mk) => match &value {
                            Some(v) if v.len() != mk.len() => {
                                self.error(
                                    Diagnostic::error(
                                        Code::BadMask,
                                        self.file,
                                        ml.span,
                                        format!(
                                            "the mask is {} bytes long but the value is {}",
                                            mk.len(),
                                            v.len()
                                        ),
                                    )
                                    .with_help(format!(
                                        "give the mask exactly {} hex digits",
                                        2 * v.len()
                                    )),
                                );
                                None
                            }
                            _ => Some(Some(mk)),
                        },
                        Err(d) => {
                            self.error(d);
                            None
                        }
                    }
                }
            },
        };
        match (ok, off, value, mask) {
            (true, Some(offset), Some(value), Some(mask)) => Some(Test::Payload {
                offset,
                value,
                mask,
            }),
            _ => None,
        }
    }

    /// (v2) `over N/UNIT [burst B] [per KEY]`.
    fn over(&mut self, o: &OverAst, family: Family) -> Option<Test> {
        let mut ok = true;
        let packets = if o.packets.value == 0 {
            self.error(
                Diagnostic::error(
                    Code::ZeroRate,
                    self.file,
                    o.packets.span,
                    "a rate of 0 packets: every packet would be over it",
                )
                .with_help("give a rate of at least 1, like `over 1/second`; to drop every packet, leave `over` out"),
            );
            ok = false;
            0
        } else {
            match bounded(&o.packets, u64::from(u32::MAX), "rate", self.file, self.src) {
                Ok(v) => v as u32,
                Err(d) => {
                    self.error(d);
                    ok = false;
                    0
                }
            }
        };
        let unit = match UNITS.iter().find(|(n, _)| *n == o.unit.name) {
            Some((_, u)) => Some(*u),
            None => {
                let words: Vec<&str> = UNITS.iter().map(|(n, _)| *n).collect();
                let mut d = Diagnostic::error(
                    Code::UnknownUnit,
                    self.file,
                    o.unit.span,
                    format!("unknown time unit `{}`", o.unit.name),
                );
                d = match nearest(&o.unit.name, &words) {
                    Some(w) => d.with_help(format!(
                        "did you mean `{w}`? (the units are second, minute and hour)"
                    )),
                    None => d.with_help("the units are second, minute and hour"),
                };
                self.error(d);
                None
            }
        };
        let burst = match &o.burst {
            None => DEFAULT_BURST,
            Some(b) if b.value == 0 => {
                self.error(
                    Diagnostic::error(
                        Code::ZeroBurst,
                        self.file,
                        b.span,
                        "a burst of 0: every packet would be over the rate",
                    )
                    .with_help(format!(
                        "give a burst of at least 1 (the default is {DEFAULT_BURST})"
                    )),
                );
                ok = false;
                0
            }
            Some(b) => match bounded(b, u64::from(u32::MAX), "burst", self.file, self.src) {
                Ok(v) => v as u32,
                Err(d) => {
                    self.error(d);
                    ok = false;
                    0
                }
            },
        };
        let key = match &o.per {
            None => RateKey::Global,
            Some(per) => {
                let len = match (per.len, family) {
                    (None, _) => None,
                    (Some(n), Family::Any) => {
                        self.error(
                            Diagnostic::error(
                                Code::PerLenBothFamilies,
                                self.file,
                                per.span,
                                format!(
                                    "`/{}` needs a rule of one family: this rule applies to IPv4 and IPv6",
                                    text(self.src, n.span)
                                ),
                            )
                            .with_note("a prefix length means a different thing for IPv4 (0-32) and IPv6 (0-128)")
                            .with_help("add `ip4` or `ip6` to the rule, or write one rule per family"),
                        );
                        ok = false;
                        None
                    }
                    (Some(n), fam) => {
                        let (max, name) = if fam == Family::Ip4 {
                            (32, "IPv4")
                        } else {
                            (128, "IPv6")
                        };
                        if n.value > max {
                            self.error(
                                Diagnostic::error(
                                    Code::BadPrefixLength,
                                    self.file,
                                    n.span,
                                    format!(
                                        "prefix length {} is above {max}, the length of an {name} address",
                                        text(self.src, n.span)
                                    ),
                                )
                                .with_help(format!("give a length from 0 to {max}")),
                            );
                            ok = false;
                            None
                        } else {
                            Some(n.value as u8)
                        }
                    }
                };
                RateKey::Addr { dir: per.dir, len }
            }
        };
        let unit = unit?;
        ok.then_some(Test::Over {
            rate: Rate { packets, unit },
            burst,
            key,
        })
    }
}
