//! Lowering of one rule: label, protocol, family and the matches.

use super::Lower;
use crate::ast::*;
use crate::check::{bounded, bounded_range, flag_bits, icmp_type, text, TCP_FLAGS};
use dropc_ir::{proto, Diagnostic, Family, Interval, Match, Rule, Span, Test};

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
            Some(first) => {
                let first = *first;
                let mut d = Diagnostic::error(
                    "duplicate-label",
                    self.file,
                    label_span,
                    format!("duplicate label `{label}`"),
                )
                .with_note(format!("first used on line {first}"))
                .with_help("labels name rules in counters and diagnostics, so they are unique");
                if r.label.is_none() {
                    d = d.with_note(format!(
                        "an unlabelled rule is named after its line, `{label}`"
                    ));
                }
                self.error(d);
            }
            None => {
                self.labels.insert(label.clone(), line);
            }
        }

        let proto = self.rule_proto(r);
        let family = self.rule_family(r);

        let mut matches = Vec::new();
        for m in &r.matches {
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
                            "cannot-negate",
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
                        "proto-conflict",
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
                                "mixed-family",
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
                                "family-conflict",
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
                        "port-without-tcp-udp",
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
                            "flags-without-tcp",
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
                            "flags-outside-mask",
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
                                "type-without-icmp",
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
        }
    }
}
