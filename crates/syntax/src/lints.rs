//! Warnings about the whole lowered policy: rules that can never match
//! (`never-match`, `empty-set`, from [`dropc_ir::lint::never_matching`]) and
//! a `default drop` that drops IPv6 neighbour discovery (`nd-dropped`).

use crate::ast::{File, Stmt};
use crate::check::{text, ICMP6_TYPES};
use dropc_ir::lint::{nd_dropped_by_default, never_matching, Why};
use dropc_ir::{Code, Diagnostic, Family, Policy, Rule, SetData};
use std::collections::HashSet;

/// The warnings, each with the policy offset it sorts at, and the indices
/// of the rules found never to match (they need no shadowing warning).
/// With `syntax_errors`, statements are missing, so the warning about the
/// whole policy (`nd-dropped`) is left out; a rule that cannot match still
/// cannot with matches left out.
pub(crate) fn warnings(
    policy: &Policy,
    ast: &File,
    file: &str,
    src: &str,
    syntax_errors: bool,
) -> (Vec<(u32, Diagnostic)>, HashSet<usize>) {
    let mut out = Vec::new();
    let never = never_matching(policy);
    for n in &never {
        let Some(rule) = policy.rules.get(n.rule) else {
            continue;
        };
        out.push((
            rule.span.start,
            never_diagnostic(policy, rule, &n.reasons, file, src),
        ));
    }
    if !syntax_errors {
        if let Some(d) = nd_warning(policy, ast, file) {
            out.push((d.anchor(), d));
        }
    }
    (out, never.into_iter().map(|n| n.rule).collect())
}

fn family_name(f: Family) -> &'static str {
    match f {
        Family::Ip4 => "IPv4",
        Family::Ip6 => "IPv6",
        Family::Any => "IP",
    }
}

/// `` `a`, `b` and `c` `` for the source text of the given matches.
fn quoted_matches(rule: &Rule, ms: &[usize], src: &str) -> String {
    let q: Vec<String> = ms
        .iter()
        .filter_map(|&k| rule.matches.get(k))
        .map(|m| format!("`{}`", text(src, m.span)))
        .collect();
    match q.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// Why the rule fails for `fam`, as a clause.
fn reason(policy: &Policy, rule: &Rule, fam: Family, why: &Why, src: &str) -> String {
    match why {
        Why::EmptySet { m } => {
            let Some(m) = rule.matches.get(*m) else {
                return String::new();
            };
            let set = m.test.set().and_then(|set| policy.sets.get(set.0 as usize));
            let wholly_empty = set.is_some_and(|s| match &s.data {
                SetData::Ip(ip) => ip.v4.is_empty() && ip.v6.is_empty(),
                SetData::Port(p) => p.ports.is_empty(),
            });
            let what = match set.and_then(|s| s.name.as_deref()) {
                Some(name) => format!("set `{name}`"),
                None => format!("`{}`", text(src, m.span)),
            };
            if wholly_empty || fam == Family::Any {
                format!("{what} has no element")
            } else {
                format!("{what} has no {} address", family_name(fam))
            }
        }
        Why::Contradiction { ms } if ms.len() == 1 => {
            format!("no packet satisfies {}", quoted_matches(rule, ms, src))
        }
        Why::Contradiction { ms } => format!(
            "no packet satisfies {} together",
            quoted_matches(rule, ms, src)
        ),
        Why::NoLayer4 { frag, l4 } => format!(
            "{} leaves only later fragments, which carry no layer 4 header for {}",
            quoted_matches(rule, frag, src),
            quoted_matches(rule, &[*l4], src)
        ),
    }
}

fn never_diagnostic(
    policy: &Policy,
    rule: &Rule,
    reasons: &[(Family, Why)],
    file: &str,
    src: &str,
) -> Diagnostic {
    let all_empty = reasons
        .iter()
        .all(|(_, w)| matches!(w, Why::EmptySet { .. }));
    let code = if all_empty {
        Code::EmptySet
    } else {
        Code::NeverMatch
    };
    let help = if all_empty {
        "add elements to the set, or remove the rule"
    } else {
        "remove the rule, or correct its matches"
    };
    let d = match reasons {
        [(fam, why)] => {
            let fam = match rule.family {
                Family::Any => *fam,
                f => f,
            };
            let span = match why {
                Why::EmptySet { m } => rule.matches.get(*m).map_or(rule.span, |m| m.span),
                Why::Contradiction { .. } | Why::NoLayer4 { .. } => rule.span,
            };
            Diagnostic::warning(
                code,
                file,
                span,
                format!(
                    "rule `{}` can never match: {}",
                    rule.label,
                    reason(policy, rule, fam, why, src)
                ),
            )
        }
        _ => reasons.iter().fold(
            Diagnostic::warning(
                code,
                file,
                rule.span,
                format!("rule `{}` can never match", rule.label),
            ),
            |d, (fam, why)| {
                d.with_note(format!(
                    "for {} packets, {}",
                    family_name(*fam),
                    reason(policy, rule, *fam, why, src)
                ))
            },
        ),
    };
    let mut labelled = Vec::new();
    let d = reasons
        .iter()
        .flat_map(|(_, why)| why_labels(why))
        .fold(d, |d, (k, message)| {
            match rule.matches.get(k) {
                // The primary span is this match already, or it was labelled.
                Some(m) if m.span != d.span.unwrap_or_default() && !labelled.contains(&k) => {
                    labelled.push(k);
                    d.with_label(m.span, message)
                }
                Some(_) | None => d,
            }
        });
    // An empty named set: where it is declared.
    let d = reasons
        .iter()
        .filter_map(|(_, why)| match why {
            Why::EmptySet { m } => rule.matches.get(*m)?.test.set(),
            Why::Contradiction { .. } | Why::NoLayer4 { .. } => None,
        })
        .filter_map(|id| policy.sets.get(id.0 as usize))
        .fold(d, |d, set| match &set.name {
            Some(name) if !d.labels.iter().any(|l| l.span == set.span) => {
                d.with_label(set.span, format!("set `{name}` is declared here"))
            }
            Some(_) | None => d,
        });
    d.with_help(help)
}

/// The matches (indices in the rule) behind a reason, each with what it
/// does there.
fn why_labels(why: &Why) -> Vec<(usize, &'static str)> {
    match why {
        Why::EmptySet { m } => vec![(*m, "this set is empty here")],
        Why::Contradiction { ms } if ms.len() == 1 => vec![(ms[0], "no packet satisfies this")],
        Why::Contradiction { ms } => ms
            .iter()
            .enumerate()
            .map(|(i, &k)| {
                (
                    k,
                    if i == 0 {
                        "this match"
                    } else {
                        "contradicts it"
                    },
                )
            })
            .collect(),
        Why::NoLayer4 { frag, l4 } => frag
            .iter()
            .map(|&k| (k, "only later fragments"))
            .chain([(*l4, "needs a layer 4 header")])
            .collect(),
    }
}

/// The `nd-dropped` warning, at the `default drop` statement, when the
/// default drops some neighbour discovery type.
fn nd_warning(policy: &Policy, ast: &File, file: &str) -> Option<Diagnostic> {
    let types = nd_dropped_by_default(policy);
    if types.is_empty() {
        return None;
    }
    let span = ast.stmts.iter().rev().find_map(|s| match s {
        Stmt::Default(d) => Some(d.span),
        Stmt::Set(_) | Stmt::Rule(_) | Stmt::Expect(_) => None,
    })?;
    let name = |t: u8| {
        ICMP6_TYPES
            .iter()
            .find(|(_, n)| *n == t)
            .map_or_else(|| t.to_string(), |(name, _)| (*name).to_string())
    };
    let rules: Vec<String> = types
        .iter()
        .map(|&t| format!("`pass icmp6 type {}`", name(t)))
        .collect();
    let listed: Vec<String> = types
        .iter()
        .map(|&t| format!("{} ({t})", name(t)))
        .collect();
    Some(
        Diagnostic::warning(
            Code::NdDropped,
            file,
            span,
            "`default drop` also drops IPv6 neighbour discovery, without which IPv6 hosts cannot reach their neighbours or routers",
        )
        .with_note(format!(
            "no rule passes ICMPv6 {}",
            listed.join(", ")
        ))
        .with_help(format!(
            "pass them, above any rule that drops them: {}",
            rules.join(", ")
        )),
    )
}
