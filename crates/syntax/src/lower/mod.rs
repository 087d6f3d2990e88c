//! Lowering: from the syntax tree to the IR [`Policy`], with every semantic
//! check of spec §3 and §4 reported as a diagnostic at its span.
//!
//! Statements are processed in file order: named sets enter the arena when
//! declared (so "declared before use" is checked by construction), each
//! inline literal or list of a match becomes an anonymous set.

mod rule;

use crate::ast::*;
use crate::check::{bounded_range, text};
use crate::packet::lower_packet;
use crate::setfile;
use crate::sets::{prefix_range, IpBuilder, PortBuilder};
use dropc_ir::{
    Action, Code, Diagnostic, Dynamic, Expect, IpSet, Policy, PortSet, Rule, Set, SetData, SetId,
    Span,
};
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// What lowering produced.
pub(crate) struct Lowered {
    /// The policy (meaningful only when `diags` holds no error).
    pub policy: Policy,
    /// `(anchor, diagnostic)`: the anchor is the policy byte offset the
    /// diagnostic belongs to, for sorting.
    pub diags: Vec<(u32, Diagnostic)>,
    /// `(name, text)` of every set file read.
    pub files: Vec<(String, String)>,
}

pub(crate) use dropc_ir::diag::LineIndex;

struct NamedSet {
    id: SetId,
    kind: SetKind,
    line: u32,
    used: bool,
    name_span: Span,
}

/// The lowering state of one policy file.
pub(crate) struct Lower<'a> {
    file: &'a str,
    src: &'a str,
    base_dir: &'a Path,
    lines: LineIndex,
    diags: Vec<(u32, Diagnostic)>,
    files: Vec<(String, String)>,
    sets: Vec<Set>,
    named: HashMap<String, NamedSet>,
    /// Every set declaration of the file (name, line), first ones only, in
    /// file order (for suggestions) and by name.
    declared: Vec<(String, u32)>,
    /// Line and name span of each set's first declaration.
    declared_line: HashMap<String, (u32, Span)>,
    /// Errors in `diags`.
    errors: usize,
    /// Sets whose declaration did not parse.
    broken: HashSet<String>,
    /// Sets referred to above their declaration.
    used_early: HashSet<String>,
    /// The span of each label's first rule.
    labels: HashMap<String, Span>,
    /// The default action and the span of its first statement.
    default: Option<(Action, Span)>,
    rules: Vec<Rule>,
    expects: Vec<Expect>,
}

/// An element type of a set: addresses or ports. Lets one piece of code
/// lower lists, operands and set bodies of both kinds.
pub(crate) trait Literal {
    const KIND: SetKind;
    type Builder: Default;
    /// Checks the literal and adds it; false (with a diagnostic) if invalid.
    fn add(&self, lw: &mut Lower, b: &mut Self::Builder) -> bool;
    /// Adds a whole set of this kind.
    fn extend(b: &mut Self::Builder, data: &SetData);
    fn finish(b: Self::Builder) -> SetData;
    fn span(&self) -> Span;
}

impl Literal for AddrLit {
    const KIND: SetKind = SetKind::Ip;
    type Builder = IpBuilder;
    fn add(&self, lw: &mut Lower, b: &mut IpBuilder) -> bool {
        match prefix_range(self.addr, self.len.map(|n| n.value)) {
            Ok(r) => {
                b.push(r);
                true
            }
            Err(e) => {
                let d = e.diagnostic(lw.file, self.span, &text(lw.src, self.span));
                lw.error(d);
                false
            }
        }
    }
    fn extend(b: &mut IpBuilder, data: &SetData) {
        if let SetData::Ip(s) = data {
            b.extend(s);
        }
    }
    fn finish(b: IpBuilder) -> SetData {
        SetData::Ip(b.finish())
    }
    fn span(&self) -> Span {
        self.span
    }
}

impl Literal for RangeLit {
    const KIND: SetKind = SetKind::Port;
    type Builder = PortBuilder;
    fn add(&self, lw: &mut Lower, b: &mut PortBuilder) -> bool {
        match bounded_range(self, 65535, "port", lw.file, lw.src) {
            Ok((lo, hi)) => {
                b.push(lo as u16, hi as u16);
                true
            }
            Err(ds) => {
                for d in ds {
                    lw.error(d);
                }
                false
            }
        }
    }
    fn extend(b: &mut PortBuilder, data: &SetData) {
        if let SetData::Port(s) = data {
            b.extend(s);
        }
    }
    fn finish(b: PortBuilder) -> SetData {
        SetData::Port(b.finish())
    }
    fn span(&self) -> Span {
        self.span
    }
}

fn article(kind: SetKind) -> &'static str {
    match kind {
        SetKind::Ip => "an ip",
        SetKind::Port => "a port",
    }
}

fn empty(kind: SetKind) -> SetData {
    match kind {
        SetKind::Ip => SetData::Ip(IpSet::default()),
        SetKind::Port => SetData::Port(PortSet::default()),
    }
}

/// Lowers `ast` (parsed from `src`, the text of `file`).
/// With `syntax_errors`, warnings that need the whole file (unused sets,
/// shadowed rules) are left out.
pub(crate) fn lower(
    ast: &File,
    file: &str,
    src: &str,
    base_dir: &Path,
    syntax_errors: bool,
) -> Lowered {
    let mut lw = Lower {
        file,
        src,
        base_dir,
        lines: LineIndex::new(src),
        diags: Vec::new(),
        files: Vec::new(),
        sets: Vec::new(),
        named: HashMap::new(),
        declared: Vec::new(),
        declared_line: HashMap::new(),
        errors: 0,
        used_early: HashSet::new(),
        broken: ast.broken_sets.iter().cloned().collect(),
        labels: HashMap::new(),
        default: None,
        rules: Vec::new(),
        expects: Vec::new(),
    };
    for s in &ast.stmts {
        if let Stmt::Set(d) = s {
            if !lw.declared_line.contains_key(&d.name.name) {
                let line = lw.lines.line(d.span.start);
                lw.declared.push((d.name.name.clone(), line));
                lw.declared_line
                    .insert(d.name.name.clone(), (line, d.name.span));
            }
        }
    }
    for s in &ast.stmts {
        match s {
            Stmt::Set(d) => lw.set_decl(d),
            Stmt::Default(d) => lw.default_stmt(d),
            Stmt::Rule(r) => lw.rule(r),
            Stmt::Expect(e) => lw.expect_stmt(e),
        }
    }
    if !syntax_errors {
        lw.unused_sets();
    }
    let policy = Policy {
        source: file.to_string(),
        default: lw.default.map_or(Action::Pass, |(a, _)| a),
        sets: lw.sets,
        rules: lw.rules,
        expects: lw.expects,
    };
    let mut diags = lw.diags;
    if !diags.iter().any(|(_, d)| d.is_error()) {
        let (lints, never) = crate::lints::warnings(&policy, ast, file, src, syntax_errors);
        diags.extend(lints);
        for s in dropc_ir::shadow::shadowed(&policy) {
            if never.contains(&s.rule) {
                continue; // warned about as never matching
            }
            let (Some(r), Some(by)) = (policy.rules.get(s.rule), policy.rules.get(s.by)) else {
                continue;
            };
            diags.push((
                r.span.start,
                Diagnostic::warning(
                    Code::ShadowedRule,
                    file,
                    r.span,
                    format!(
                        "rule `{}` can never match: rule `{}` (line {}) already decides every packet it could match",
                        r.label, by.label, by.line
                    ),
                )
                .with_label(by.span, "shadowed by this rule")
                .with_help("remove the rule, or move it above the rule that shadows it"),
            ));
        }
    }
    Lowered {
        policy,
        diags,
        files: lw.files,
    }
}

impl<'a> Lower<'a> {
    /// Records a diagnostic of the policy file.
    fn error(&mut self, d: Diagnostic) {
        self.push(d.anchor(), d);
    }

    /// Records a diagnostic sorted as if at policy offset `anchor`.
    fn push(&mut self, anchor: u32, d: Diagnostic) {
        self.errors += usize::from(d.is_error());
        self.diags.push((anchor, d));
    }

    fn error_count(&self) -> usize {
        self.errors
    }

    fn line(&self, span: Span) -> u32 {
        self.lines.line(span.start)
    }

    fn push_set(
        &mut self,
        name: Option<String>,
        span: Span,
        data: SetData,
        dynamic: Option<Dynamic>,
    ) -> SetId {
        let id = SetId(self.sets.len() as u32);
        self.sets.push(Set {
            name,
            span,
            data,
            dynamic,
        });
        id
    }

    /// Resolves `@name` where a set of kind `want` is needed by `ctx`.
    fn resolve(&mut self, r: &SetRef, want: SetKind, ctx: &str) -> Option<SetId> {
        let name = &r.name.name;
        if let Some(s) = self.named.get_mut(name) {
            s.used = true;
            if s.kind != want {
                let (kind, line) = (s.kind, s.line);
                self.error(
                    Diagnostic::error(
                        Code::SetKindMismatch,
                        self.file,
                        r.span,
                        format!(
                            "`@{name}` is {} set, but {ctx} takes {} set",
                            article(kind),
                            article(want)
                        ),
                    )
                    .with_note(format!("set `{name}` is declared on line {line}")),
                );
                return None;
            }
            return Some(s.id);
        }
        if self.broken.contains(name) {
            return None; // reported as a syntax error already
        }
        if let Some(&(_, declared)) = self.declared_line.get(name) {
            // It is used, only too early: no "unused" warning on top.
            self.used_early.insert(name.clone());
            self.error(
                Diagnostic::error(
                    Code::SetBeforeDeclaration,
                    self.file,
                    r.span,
                    format!("set `{name}` is used before it is declared"),
                )
                .with_label(declared, format!("set `{name}` is declared here"))
                .with_help("move the declaration above its first use"),
            );
            return None;
        }
        let names: Vec<&str> = self.declared.iter().map(|(n, _)| n.as_str()).collect();
        let near = crate::check::nearest(name, &names);
        let help = match near {
            Some(n) => format!("did you mean `@{n}`?"),
            None => format!(
                "declare it first: `set {name} = {} {{ ... }}`",
                want.keyword()
            ),
        };
        self.error(
            Diagnostic::error(
                Code::UnknownSet,
                self.file,
                r.span,
                format!("unknown set `@{name}`"),
            )
            .with_help(help),
        );
        None
    }

    /// The contents of a `{ ... }` list (None if an element was invalid).
    fn list_data<L: Literal>(&mut self, list: &List<L>, ctx: &str) -> Option<SetData> {
        let mut b = L::Builder::default();
        let mut ok = true;
        for e in &list.elems {
            match e {
                Elem::Lit(l) => ok &= l.add(self, &mut b),
                Elem::Ref(r) => match self.resolve(r, L::KIND, ctx) {
                    Some(id) if self.sets[id.0 as usize].dynamic.is_some() => {
                        let name = &r.name.name;
                        self.error(
                            Diagnostic::error(
                                Code::DynamicSetInList,
                                self.file,
                                r.span,
                                format!("the dynamic set `@{name}` cannot be part of a `{{ }}` list"),
                            )
                            .with_note("a list's contents are fixed when the policy is compiled, a dynamic set's change while it is loaded")
                            .with_help(format!("match the dynamic set on its own, `@{name}`, in a rule of its own if needed")),
                        );
                        ok = false;
                    }
                    Some(id) => L::extend(&mut b, &self.sets[id.0 as usize].data),
                    None => ok = false,
                },
            }
        }
        ok.then(|| L::finish(b))
    }

    /// The set a match operand refers to: a named set, or a new anonymous
    /// set for a literal or list.
    fn operand<L: Literal>(&mut self, op: &Operand<L>, ctx: &str) -> Option<SetId> {
        match op {
            Operand::Ref(r) => self.resolve(r, L::KIND, ctx),
            Operand::Lit(l) => {
                let mut b = L::Builder::default();
                l.add(self, &mut b)
                    .then(|| self.push_set(None, l.span(), L::finish(b), None))
            }
            Operand::List(list) => {
                let data = self.list_data(list, ctx)?;
                Some(self.push_set(None, list.span, data, None))
            }
        }
    }

    fn set_decl(&mut self, d: &SetDecl) {
        let name = &d.name.name;
        let kind = d.kind();
        if let Some(prev) = self.named.get(name) {
            let first = prev.name_span;
            self.error(
                Diagnostic::error(
                    Code::DuplicateSet,
                    self.file,
                    d.name.span,
                    format!("set `{name}` is declared twice"),
                )
                .with_label(first, "first defined here")
                .with_help("rename or remove one of the declarations"),
            );
            return;
        }
        let ctx = format!("`set {name} = {}`", kind.keyword());
        let data = match &d.body {
            SetBody::Ip(list) => self.list_data(list, &ctx),
            SetBody::Port(list) => self.list_data(list, &ctx),
            SetBody::File { kind, path } => self.file_data(*kind, path),
            SetBody::Empty { kind } => Some(empty(*kind)),
        };
        let dynamic = d
            .dynamic
            .as_ref()
            .and_then(|dy| self.dynamic(name, dy, data.as_ref()));
        let id = self.push_set(
            Some(name.clone()),
            d.span,
            data.unwrap_or_else(|| empty(kind)),
            dynamic,
        );
        let line = self.line(d.span);
        self.named.insert(
            name.clone(),
            NamedSet {
                id,
                kind,
                line,
                used: false,
                name_span: d.name.span,
            },
        );
    }

    /// The run-time parameters of dynamic set `name`, checked (spec §3):
    /// a timeout of at least a second that fits in 32 bits of seconds, a
    /// size of at least 1 that fits in 32 bits, and policy elements that
    /// fit in the size. `None` (with diagnostics) when one is wrong.
    fn dynamic(&mut self, name: &str, dy: &DynamicAst, data: Option<&SetData>) -> Option<Dynamic> {
        let mut ok = true;
        let timeout = match &dy.timeout {
            None => None,
            Some(t) => {
                let secs = t.seconds();
                if secs == 0 {
                    self.error(
                        Diagnostic::error(
                            Code::BadDuration,
                            self.file,
                            t.span,
                            "a timeout must be at least one second",
                        )
                        .with_help("leave `timeout` out for elements that never expire"),
                    );
                    ok = false;
                } else if secs > u64::from(u32::MAX) {
                    self.error(
                        Diagnostic::error(
                            Code::BadDuration,
                            self.file,
                            t.span,
                            format!(
                                "the timeout `{}` is too long (at most {} seconds)",
                                text(self.src, t.span),
                                u32::MAX
                            ),
                        )
                        .with_help("leave `timeout` out for elements that never expire"),
                    );
                    ok = false;
                }
                Some(std::time::Duration::from_secs(secs))
            }
        };
        let size = match &dy.size {
            None => Dynamic::DEFAULT_SIZE,
            Some(n) if n.value == 0 || n.value > u64::from(u32::MAX) => {
                self.error(
                    Diagnostic::error(
                        Code::BadSize,
                        self.file,
                        n.span,
                        format!(
                            "a set's size must be between 1 and {}, not `{}`",
                            u32::MAX,
                            text(self.src, n.span)
                        ),
                    )
                    .with_help(format!(
                        "leave `size` out for the default, {} elements per family",
                        Dynamic::DEFAULT_SIZE
                    )),
                );
                ok = false;
                0
            }
            Some(n) => n.value as u32,
        };
        if let (true, Some(data)) = (ok, data) {
            let counts: Vec<(&str, usize)> = match data {
                SetData::Ip(ip) => vec![("IPv4", ip.v4.len()), ("IPv6", ip.v6.len())],
                SetData::Port(p) => vec![("port", p.ports.len())],
            };
            for (what, n) in counts {
                if n > size as usize {
                    let at = dy.size.map_or(dy.keyword, |s| s.span);
                    self.error(
                        Diagnostic::error(
                            Code::SetOverSize,
                            self.file,
                            at,
                            format!(
                                "set `{name}` holds {n} {what} elements (after merging), more than its size {size}"
                            ),
                        )
                        .with_help("raise the set's `size`"),
                    );
                    ok = false;
                }
            }
        }
        ok.then_some(Dynamic { timeout, size })
    }

    /// Reads and scans a `from "PATH"` set file.
    fn file_data(&mut self, kind: SetKind, path: &StrLit) -> Option<SetData> {
        let full = setfile::resolve(self.base_dir, &setfile::path_from_bytes(&path.value));
        let shown = full.display().to_string();
        let anchor = path.span.start;
        let bytes = match setfile::read(&full) {
            Ok(b) => b,
            Err(e) => {
                self.error(
                    Diagnostic::error(
                        Code::SetFileUnreadable,
                        self.file,
                        path.span,
                        format!("cannot read set file {shown}: {e}"),
                    )
                    .with_note("a relative path is relative to the directory of the policy file"),
                );
                return None;
            }
        };
        let text = match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) => {
                // Not shown: a file that is not text may be anything.
                let at = e.utf8_error().valid_up_to();
                self.push(
                    anchor,
                    Diagnostic::unplaced(
                        Code::InvalidUtf8,
                        &shown,
                        format!("set file {shown} is not valid UTF-8"),
                    )
                    .with_note(format!("the first invalid byte is at offset {at}")),
                );
                return None;
            }
        };
        let (data, diags) = match kind {
            SetKind::Ip => {
                let mut b = IpBuilder::default();
                let diags = setfile::scan_ip(&text, &shown, &mut b);
                (SetData::Ip(b.finish()), diags)
            }
            SetKind::Port => {
                let mut b = PortBuilder::default();
                let diags = setfile::scan_port(&text, &shown, &mut b);
                (SetData::Port(b.finish()), diags)
            }
        };
        let ok = diags.is_empty();
        for d in diags {
            self.push(anchor, d);
        }
        self.files.push((shown, text));
        ok.then_some(data)
    }

    fn default_stmt(&mut self, d: &DefaultStmt) {
        match self.default {
            Some((_, first)) => self.error(
                Diagnostic::error(
                    Code::DuplicateDefault,
                    self.file,
                    d.span,
                    "`default` is given twice",
                )
                .with_label(first, "first defined here")
                .with_help("keep one `default` statement"),
            ),
            None => self.default = Some((d.action, d.span)),
        }
    }

    fn expect_stmt(&mut self, e: &ExpectStmt) {
        match lower_packet(&e.packet, self.file, self.src) {
            Ok((packet, times)) => {
                let line = self.line(e.span);
                self.expects.push(Expect {
                    verdict: e.verdict,
                    packet,
                    times,
                    line,
                    span: e.span,
                })
            }
            Err(ds) => {
                for d in ds {
                    self.error(d);
                }
            }
        }
    }

    fn unused_sets(&mut self) {
        let mut unused: Vec<(SetId, String, Span)> = self
            .named
            .iter()
            .filter(|(n, s)| !s.used && !self.used_early.contains(*n))
            .map(|(n, s)| (s.id, n.clone(), s.name_span))
            .collect();
        unused.sort_by_key(|u| u.0);
        for (_, name, span) in unused {
            self.diags.push((
                span.start,
                Diagnostic::warning(
                    Code::UnusedSet,
                    self.file,
                    span,
                    format!("set `{name}` is never used"),
                )
                .with_help(format!("remove it, or use it in a rule as `@{name}`")),
            ));
        }
    }
}
