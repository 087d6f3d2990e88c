//! The syntax tree of a `.drop` file. Every node carries the [`Span`] (byte
//! offsets into the policy file) it was parsed from; values are kept as
//! written (numbers are not range-checked, names are not resolved) so that
//! lowering can report every semantic error at the right place.

use dropc_ir::{Action, Dir, Span};
use std::net::IpAddr;

/// A parsed policy file: its statements in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct File {
    pub stmts: Vec<Stmt>,
    /// Names of sets whose declaration had a syntax error (so that uses of
    /// them are not reported again as unknown sets).
    pub broken_sets: Vec<String>,
}

/// One statement (one line, or several when a `{ }` list spans lines).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    Set(SetDecl),
    Default(DefaultStmt),
    Rule(RuleStmt),
    Expect(ExpectStmt),
}

impl Stmt {
    /// The span of the whole statement.
    pub fn span(&self) -> Span {
        match self {
            Stmt::Set(s) => s.span,
            Stmt::Default(s) => s.span,
            Stmt::Rule(s) => s.span,
            Stmt::Expect(s) => s.span,
        }
    }
}

/// An identifier (set name, label, flag or ICMP type name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// An integer literal. `value` saturates at `u64::MAX`; range checks happen
/// in lowering, which quotes the source text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Num {
    pub value: u64,
    pub span: Span,
}

/// `N` or `LOW-HIGH`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangeLit {
    pub lo: Num,
    pub hi: Option<Num>,
    pub span: Span,
}

impl RangeLit {
    /// The upper bound (`lo` for a single value).
    pub fn hi(&self) -> Num {
        self.hi.unwrap_or(self.lo)
    }
}

/// An address or prefix literal: `ADDR` or `ADDR/LEN`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddrLit {
    pub addr: IpAddr,
    pub len: Option<Num>,
    pub span: Span,
}

/// `@name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetRef {
    pub name: Ident,
    /// Including the `@`.
    pub span: Span,
}

/// One element of a `{ ... }` list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elem<L> {
    Lit(L),
    Ref(SetRef),
}

/// `{ ELEM, ... }`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct List<L> {
    pub elems: Vec<Elem<L>>,
    /// From `{` to `}`.
    pub span: Span,
}

/// The operand of `src`/`dst` (`L` = [`AddrLit`]) or `sport`/`dport`
/// (`L` = [`RangeLit`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operand<L> {
    Ref(SetRef),
    Lit(L),
    List(List<L>),
}

/// A string literal after unescaping (bytes: `\xHH` may produce non-UTF-8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrLit {
    pub value: Vec<u8>,
    pub span: Span,
}

/// The body of a set declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetBody {
    Ip(List<AddrLit>),
    Port(List<RangeLit>),
    /// `ip from "PATH"` / `port from "PATH"`.
    File {
        kind: SetKind,
        path: StrLit,
    },
    /// `ip dynamic` / `port dynamic` with no initial elements.
    Empty {
        kind: SetKind,
    },
}

/// The element type of a set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetKind {
    Ip,
    Port,
}

impl SetKind {
    /// `ip` / `port`.
    pub fn keyword(self) -> &'static str {
        match self {
            SetKind::Ip => "ip",
            SetKind::Port => "port",
        }
    }
}

/// `set NAME = KIND [dynamic] BODY [timeout D] [size N]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetDecl {
    pub name: Ident,
    pub body: SetBody,
    /// `Some` for a dynamic set.
    pub dynamic: Option<DynamicAst>,
    pub span: Span,
}

/// The run-time part of a dynamic set declaration, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DynamicAst {
    /// The `dynamic` keyword.
    pub keyword: Span,
    pub timeout: Option<DurationLit>,
    pub size: Option<Num>,
}

/// A unit of a duration literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeUnit {
    Seconds,
    Minutes,
    Hours,
    Days,
}

impl TimeUnit {
    /// Seconds in one unit.
    pub fn seconds(self) -> u64 {
        match self {
            TimeUnit::Seconds => 1,
            TimeUnit::Minutes => 60,
            TimeUnit::Hours => 3600,
            TimeUnit::Days => 86_400,
        }
    }
}

/// `30s`, `10m`, `2h`, `7d`: an integer (saturating) and its unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DurationLit {
    pub value: u64,
    pub unit: TimeUnit,
    pub span: Span,
}

impl DurationLit {
    /// `text` as a duration (value saturating) without its span, or `None`
    /// when it is not digits followed by one unit letter.
    pub fn split(text: &str) -> Option<(u64, TimeUnit)> {
        let digits = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let unit = match &text[digits..] {
            "s" => TimeUnit::Seconds,
            "m" => TimeUnit::Minutes,
            "h" => TimeUnit::Hours,
            "d" => TimeUnit::Days,
            _ => return None,
        };
        if digits == 0 {
            return None;
        }
        let value = text[..digits].bytes().fold(0u64, |acc, b| {
            acc.saturating_mul(10).saturating_add(u64::from(b - b'0'))
        });
        Some((value, unit))
    }

    /// The duration in seconds (saturating).
    pub fn seconds(&self) -> u64 {
        self.value.saturating_mul(self.unit.seconds())
    }
}

impl SetDecl {
    /// `ip` or `port`.
    pub fn kind(&self) -> SetKind {
        match &self.body {
            SetBody::Ip(_) => SetKind::Ip,
            SetBody::Port(_) => SetKind::Port,
            SetBody::File { kind, .. } | SetBody::Empty { kind } => *kind,
        }
    }
}

/// `default drop|pass`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefaultStmt {
    pub action: Action,
    pub span: Span,
}

/// `[LABEL:] ACTION MATCH*`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleStmt {
    pub label: Option<Ident>,
    pub action: Action,
    pub action_span: Span,
    pub matches: Vec<MatchAst>,
    pub span: Span,
}

/// One match, possibly negated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchAst {
    /// The span of `not`, when negated.
    pub not: Option<Span>,
    /// The span of the match keyword (`src`, `tcp`, ...).
    pub keyword: Span,
    pub kind: MatchKind,
    /// The whole match, `not` included.
    pub span: Span,
}

/// What a match tests, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchKind {
    Ip4,
    Ip6,
    Tcp,
    Udp,
    Icmp,
    Icmp6,
    Proto(Num),
    Addr(Dir, Operand<AddrLit>),
    Port(Dir, Operand<RangeLit>),
    /// `flags F` (`mask` None) or `flags F/M`.
    Flags {
        bits: Vec<Ident>,
        mask: Option<Vec<Ident>>,
    },
    Type(IcmpSpec),
    Fragment {
        later: bool,
    },
    Ttl(RangeLit),
    Len(RangeLit),
    /// (v2) `payload OFF V` / `payload OFF V/M`.
    Payload {
        offset: Num,
        value: BytesLit,
        mask: Option<BytesLit>,
    },
    /// (v2) `contains V`.
    Contains(BytesLit),
    /// (v2) `over N/UNIT [burst B] [per KEY]`.
    Over(OverAst),
}

/// (v2) A value that stands for bytes: a hex literal or a string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BytesKind {
    /// `0x...`: the characters after `0x` as written (lowering checks that
    /// they are an even number of hex digits).
    Hex(String),
    /// A string, after unescaping.
    Str(Vec<u8>),
}

/// (v2) A hex literal or string standing for bytes, with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BytesLit {
    pub kind: BytesKind,
    pub span: Span,
}

/// (v2) `over N/UNIT [burst B] [per KEY]` as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OverAst {
    pub packets: Num,
    /// `second`, `minute`, `hour` (lowering checks).
    pub unit: Ident,
    pub burst: Option<Num>,
    pub per: Option<PerAst>,
}

/// (v2) `per src|dst[/LEN]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerAst {
    pub dir: Dir,
    pub len: Option<Num>,
    /// From `per` to the end.
    pub span: Span,
}

impl MatchKind {
    /// The keyword that introduces the match, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            MatchKind::Ip4 => "ip4",
            MatchKind::Ip6 => "ip6",
            MatchKind::Tcp => "tcp",
            MatchKind::Udp => "udp",
            MatchKind::Icmp => "icmp",
            MatchKind::Icmp6 => "icmp6",
            MatchKind::Proto(_) => "proto",
            MatchKind::Addr(Dir::Src, _) => "src",
            MatchKind::Addr(Dir::Dst, _) => "dst",
            MatchKind::Port(Dir::Src, _) => "sport",
            MatchKind::Port(Dir::Dst, _) => "dport",
            MatchKind::Flags { .. } => "flags",
            MatchKind::Type(_) => "type",
            MatchKind::Fragment { .. } => "fragment",
            MatchKind::Ttl(_) => "ttl",
            MatchKind::Len(_) => "len",
            MatchKind::Payload { .. } => "payload",
            MatchKind::Contains(_) => "contains",
            MatchKind::Over(_) => "over",
        }
    }
}

/// An ICMP type given by number or name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeVal {
    Num(Num),
    Name(Ident),
}

impl TypeVal {
    /// The span of the type.
    pub fn span(&self) -> Span {
        match self {
            TypeVal::Num(n) => n.span,
            TypeVal::Name(i) => i.span,
        }
    }
}

/// `type T [code C]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IcmpSpec {
    pub ty: TypeVal,
    pub code: Option<Num>,
}

/// `expect VERDICT PACKET`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectStmt {
    pub verdict: Action,
    pub packet: PacketAst,
    pub span: Span,
}

/// The protocol of a packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProtoKind {
    Tcp,
    Udp,
    Icmp,
    Icmp6,
    Num(Num),
}

/// `ADDR` / `ADDR:PORT` / `[ADDR6]` / `[ADDR6]:PORT`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Endpoint {
    pub addr: IpAddr,
    pub port: Option<Num>,
    pub span: Span,
}

/// One option after the endpoints of a packet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PacketOptKind {
    Flags(Vec<Ident>),
    Type(IcmpSpec),
    Ttl(Num),
    Len(Num),
    Fragment {
        later: bool,
    },
    /// (v2) `payload V`.
    Payload(BytesLit),
    /// (v2) `times N`.
    Times(Num),
}

impl PacketOptKind {
    /// The option keyword, for messages.
    pub fn keyword(&self) -> &'static str {
        match self {
            PacketOptKind::Flags(_) => "flags",
            PacketOptKind::Type(_) => "type",
            PacketOptKind::Ttl(_) => "ttl",
            PacketOptKind::Len(_) => "len",
            PacketOptKind::Fragment { .. } => "fragment",
            PacketOptKind::Payload(_) => "payload",
            PacketOptKind::Times(_) => "times",
        }
    }
}

/// A packet option with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PacketOpt {
    pub kind: PacketOptKind,
    pub span: Span,
}

/// `PROTO ENDPOINT -> ENDPOINT OPTION*` (spec §6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PacketAst {
    pub proto: ProtoKind,
    pub proto_span: Span,
    pub src: Endpoint,
    pub dst: Endpoint,
    pub options: Vec<PacketOpt>,
    pub span: Span,
}
