//! BPF backend: the `xdp` and `tc` targets, generated as BPF instructions
//! directly from the validated IR (no C, no LLVM).
//!
//! # Layers
//!
//! Each module uses only the ones listed after it (no cycles):
//!
//! * this module: the [`Backend`]s and the object (maps, sections);
//! * `gen`: the emitter (parser, rule chains, verdicts), which follows
//! * `plan`: the pure planning pass, a `Plan` made from the IR and the
//!   hook before any instruction: the fields to parse and the layer 4
//!   blocks' order, the rules in tuple-space tables, the registers the
//!   chains clobber, where each field lives (register or stack slot), its
//!   byte order and which slots need a fresh verifier identity per chain.
//!   It is unit-tested without emitting;
//! * `hook`: one `Flavor` per hook (`hook::xdp`, `hook::tc`): section,
//!   program name, verdict codes, reserved registers, prologue, frame
//!   length, how a VLAN tag is found, the pass code, the object's extra
//!   maps; context offsets are named constants there;
//! * the leaf emitters `sets`, `dynset`, `tuple`, `rate`, `payload`,
//!   `contains`: each
//!   takes a `frame::Cx` (assembler, data sections, field places) and
//!   declares the registers it clobbers as `emit::RegSet` constants; the
//!   planner keeps fields out of them, and the emitter checks each test's
//!   clobbers against the plan (`GenError::Clobbered`/`Unplanned`);
//! * `frame`: stack slots and field places; `emit`: the assembler layer,
//!   register sets and read-only data; `error`: `GenError`.
//!
//! # Object
//!
//! One program per object: section `xdp` (name [`PROG_XDP`]) or `classifier`
//! (name [`PROG_TC`], for `tc ... bpf da`: direct action). Everything the
//! program needs is inside the object, so `ip link`, `tc`, `bpftool` and aya
//! load it as is:
//!
//! * map `dropc_counters` (unless `no_counters`): `BPF_MAP_TYPE_PERCPU_ARRAY`,
//!   key u32, value u64, `n_rules + 2` entries: index `i` counts the packets
//!   decided by rule `i` (file order), `n_rules` those decided by the
//!   default, `n_rules + 1` those never evaluated (not IPv4/IPv6, or
//!   malformed — see below);
//! * map `dropc_next` (XDP only): a one-slot `BPF_MAP_TYPE_PROG_ARRAY`.
//!   Every `XDP_PASS` first does `bpf_tail_call(ctx, &dropc_next, 0)`: a
//!   packet dropc passes goes on to the program in slot 0, if any (the
//!   chaining path that needs no `freplace`); with the slot empty the call
//!   falls through and the program returns `XDP_PASS`. The context is kept
//!   in a stack slot for it;
//! * BTF for the program function (`int dropc_xdp(struct xdp_md *ctx)`,
//!   `int dropc_tc(struct __sk_buff *skb)`) and `.BTF.ext` function
//!   information; XDP objects also carry libxdp's run configuration
//!   (`.xdp_run_config`: priority [`XDP_RUN_PRIORITY`], chain on
//!   `XDP_PASS`), so that libxdp's dispatcher can run dropc before other
//!   programs;
//! * read-only data sections `.rodata.d<N>` (each at most
//!   [`dropc_ebpf::obj::MAX_DATA_SECTION`] bytes, the kernel's limit for one
//!   array-map value) holding the large sets and the rule tables.
//!
//! * (v2) maps `dropc_rate_dir` (an array of buckets indexed by rule and
//!   masked address, for keys of at most 16 bits), `dropc_rate4` and
//!   `dropc_rate6` (`BPF_MAP_TYPE_LRU_HASH`, the other keys) when some rule
//!   has `over`, shared by all CPUs: one GCRA bucket per rule and key, see
//!   `rate.rs`. `payload` reads packet bytes (see
//!   `payload.rs`); `contains` calls a shift-or search, one global BPF
//!   function per distinct pattern in `.text` (verified once by the
//!   kernel, whatever the paths that reach it), whose byte masks and
//!   2-gram filters are in `.rodata.d<N>` sections (see `contains.rs`).
//!
//! Return codes: XDP_DROP (1) / XDP_PASS (2); tc: TC_ACT_SHOT (2) for drop
//! and **TC_ACT_UNSPEC (-1)** for pass, so that other filters on the same
//! ingress hook still run (spec §5: "other filters on the same hook may still
//! act on it"); with a single filter the kernel treats it like TC_ACT_OK.
//!
//! # Program layout and register convention
//!
//! 1. Prologue: `r0` = packet start, `r3` = packet end (caller-saved
//!    registers: the JIT saves only the callee-saved registers a program
//!    uses, and those hold fields, see 2; tc keeps the ctx in `r6`). On tc, when the
//!    linear part is shorter than `min(skb->len, 0xffff)`, that much is
//!    pulled with `bpf_skb_pull_data` first (packets sent through AF_PACKET
//!    arrive with only the Ethernet header linear) and `r0`/`r3` reloaded.
//! 2. Parser, once per packet, only for the fields some rule reads. Each
//!    field is stored, in host byte order, in an 8-byte stack slot
//!    (`frame::PROTO`, `SRC4`, `DST4`, `SRC6H/L`, `DST6H/L`, `SPORT`,
//!    `DPORT`, `FLAGS`, `ITYPE`, `ICODE`, `FRAG`, `TTL`, `LEN`), or kept in
//!    a register (`plan`): without rule tables (which read the slots), a
//!    field that exactly one test of each chain reads lives in a register
//!    no emitter of the chains clobbers, and is tested there: no store, no
//!    reload. The protocol stays in `r4`, where both parsers leave it, and
//!    one port in `r5` (loaded last, over the layer 4 header pointer) when
//!    nothing clobbers those (every set an inline compare chain, no `over`
//!    or `contains`); then the hook's free callee-saved registers r6–r9
//!    (tc: r7–r9, r6 is the ctx; IPv6 set tables clobber r6–r8), common
//!    fields first, then each family's addresses, the two families sharing
//!    registers. Such a field is left in network byte order when all its
//!    tests allow it (`plan`, `frame::Order`): ports and IPv4 addresses
//!    tested against single values (compared with swapped constants) or
//!    one IPv4 CIDR block (`v & mask == prefix`, swapped); range tests
//!    need host order. Layer 4 fields that
//!    do not exist (later fragment, other protocol) hold a value outside
//!    their range (0x10000 for ports, 0x100 for bytes), so a positive test
//!    fails by itself and a negated one checks existence first (spec §4: a
//!    negated match holds only when the field exists). One 802.1Q/802.1ad
//!    tag is looked through by advancing `r0` by 4; on tc a tag already
//!    moved to `skb->vlan_tci` counts as that one tag (a second tag in the
//!    data: not IP). IPv6 extension headers (0, 43, 44, 60) are walked by
//!    unrolled code, 8 deep (the oracle's limit; deeper: no specified
//!    verdict); after each header the walk pointer `r5` is rebuilt from
//!    `r5 - r0` so that the verifier's states merge. Every read is
//!    bounds-checked against `r3` for its exact length; the IHL is masked to
//!    4 bits (an IHL < 5 is malformed, any verdict, still bounds-checked).
//! 3. Two rule chains, one per family (the parser jumps to the IPv4 or the
//!    IPv6 chain): each holds, in file order, only the rules that apply to
//!    that family, so no family test remains and address tests need no
//!    family dispatch. A rule is a chain of tests on the stack slots
//!    (protocol, cheap scalar tests, layer 4, addresses), each failing test
//!    jumping forward to the next rule (the scoped forward jumps of
//!    bpfilter's cgen; labels are resolved by the assembler, and a `goto`
//!    to the next instruction or unreachable code is never emitted). A rule
//!    that holds returns its code directly (no counters), or stores the
//!    counter key and the code in stack slots and jumps to the shared
//!    verdict block (counter update, return the code). Copies of the
//!    verdict block are placed every few thousand instructions to keep the
//!    jumps in the 16-bit range.
//!    (v2) `payload` and `contains` tests: the parser also stores, in
//!    stack slots, the packet bounds (after a VLAN tag; `payload`), the IP
//!    packet's end by its length field, the payload's start (none on
//!    later fragments and other protocols; `payload`) and the VLAN tag's
//!    length (`contains`, whose functions read the packet from the
//!    context); see `payload.rs` and `contains.rs`.
//! 4. Non-IP frames and malformed packets (spec §5.6: no specified verdict;
//!    truncated headers, extension chain deeper than 8) are passed and
//!    counted under `n_rules + 1`.
//!
//! Verifier scaling: a field loaded from a slot that several tests of the
//! chain read gets `r |= 0` (a fresh verifier identity; such fields never
//! live in registers). Otherwise what one
//! test learns (`proto == 6`) flows back into the slot, later tests are
//! decided statically, and the states reaching each rule never prune:
//! verification would be exponential in the number of rules. With it, the
//! verifier processes roughly a few instructions per instruction of code
//! (random policies of 40 rules: < 10k processed instructions).
//!
//! # Sets
//!
//! A set is a sorted list of disjoint intervals (ports: u16, IPv4: u32,
//! IPv6: u128 as two u64 halves). Up to 8 intervals: an inline compare chain
//! (sorted, with early exit; the last interval falls through to "member").
//! Larger sets: a bucketed interval table in `.rodata`. A value outside
//! `[min, max]` of the set misses at once; the rest of the key space is cut
//! into 2^b buckets by the `b` bits that follow the prefix common to the
//! whole set (b ≈ log2(n) - 1, at most 18: a million /128s in one /64 or
//! /32s in 10.0.0.0/8 spread as well as random prefixes); each
//! bucket lists the intervals that intersect it, clipped to it, sorted; a
//! u32 index gives each bucket's first entry. Lookup: bucket → index load →
//! an unrolled, **branch-free** binary search (`r5 += ((lo - v - 1) s>> 63)
//! & step`: the verifier sees one path with a bounded offset, so it does
//! not explore 2^steps paths) until 8 candidate entries remain → a
//! straight-line scan of those 8 for the first entry whose `hi >= v` (its
//! loads are independent, so they overlap) → `lo <= v`. Entries after a
//! bucket all start above it, and each section ends with `2^steps` padding
//! entries (copies of its last entry), so the search never leaves the
//! section. Sections are split at bucket boundaries when they would exceed
//! the section limit (a compare chain on the bucket picks the section). The
//! cost depends on the largest bucket, not on the set size. IPv6 tables do
//! the same with 32-byte entries, a branch-free 128-bit compare
//! (subtract-with-borrow) in the binary steps and 128-bit compares in the
//! scan.
//!
//! # Many rules: tuple-space search
//!
//! Rules whose matches are all positive and of the forms protocol, address
//! prefixes, or a few exact ports, are grouped by *shape* (family, protocol
//! present, source/destination prefix length, source/destination port
//! present). Prefix lengths are rounded up to a multiple of 8 (at most 56;
//! a /20 becomes 16 /24 keys), so that rules of nearby lengths share a
//! table. A rule expands into at most 256 keys
//! (cross product of its values); each key (the shape's fields packed into
//! < 2^63) maps to `rule_index * 2 + (1 if drop)`, the lowest rule index
//! winning for duplicate keys. Each shape with at least
//! [`Tuning::group_min`] rules becomes one hash table in `.rodata`:
//! multiplicative hashing (best of a few multipliers) into 2^b buckets of a
//! fixed number of 16-byte `(key, value)` slots (at most 8, usually 1–4),
//! filled from the front and probed by straight-line compares that stop at
//! the first empty slot. All tables are probed first (once per
//! packet, in the chain of each family the table applies to), keeping the
//! lowest hit in `r9`; the remaining rules run linearly and, before linear
//! rule `i`, a table hit for a rule `< i` decides. So the cost grows with
//! the number of shapes and of non-tabular rules, not with the number of
//! rules of one shape.
//!
//! Assumes a little-endian BPF target (x86-64, arm64).

mod contains;
pub mod dynset;
mod emit;
mod error;
mod frame;
mod gen;
pub mod hook;
mod payload;
mod plan;
mod rate;
mod sets;
mod tuple;

pub use gen::COUNTERS_MAP;
pub use hook::xdp::{NEXT_MAP, XDP_RUN_PRIORITY};
pub use rate::{RATES_DIRECT, RATES_V4, RATES_V6};

/// Whether `over rate burst B` fits the exact clock arithmetic of the BPF
/// buckets (else [`Kind::OverBeyondBpfClock`]).
pub fn over_fits_clock(rate: dropc_ir::Rate, burst: u32) -> bool {
    rate::Params::of(rate, burst).is_ok()
}
pub use contains::MAX_SEARCHES;
pub use tuple::Tuning;

use crate::caps::{Construct, Kind};
use crate::{Artifact, Backend, Options, Target};
use dropc_ebpf::obj::{DataSection, MapDef, ObjectBuilder, ProgDef};
use dropc_ir::{Code, Diagnostic, ValidPolicy};
use error::GenError;

pub use hook::{Hook, PROG_TC, PROG_XDP};

/// The program name for `target` (`xdp` or `tc`).
pub fn prog_name(target: Target) -> &'static str {
    Hook::of(target).map_or("", Hook::prog_name)
}

/// The xdp and tc targets' [`Backend`]s: one code generator, one [`Hook`]
/// each.
pub struct BpfBackend(Hook);

/// The xdp target.
pub static XDP: BpfBackend = BpfBackend(Hook::Xdp);
/// The tc target.
pub static TC: BpfBackend = BpfBackend(Hook::Tc);

impl Backend for BpfBackend {
    fn target(&self) -> Target {
        self.0.target()
    }

    fn unsupported(&self, c: Construct) -> Option<&'static str> {
        match c.kind {
            Kind::Proto
            | Kind::Addr
            | Kind::Port
            | Kind::TcpFlags
            | Kind::IcmpType
            | Kind::IcmpTypeCode
            | Kind::Fragment
            | Kind::LaterFragment
            | Kind::Ttl
            | Kind::Len
            | Kind::Payload
            | Kind::PayloadIp6
            | Kind::Over
            | Kind::OverSharedByFamilies
            | Kind::OverBeyondHashlimit
            | Kind::OverBeyondNftLimit
            | Kind::Contains
            | Kind::DynamicSet => None,
            Kind::ContainsBeyondBpfSearches => Some(
                "the xdp and tc programs search with one function per distinct pattern, which \
                 the kernel verifies once each; more than 16 would exceed the verifier's budget \
                 of 1,000,000 instructions",
            ),
            Kind::OverBeyondBpfClock => Some(
                "the xdp and tc buckets count time exactly in 64-bit integers (units of 1/s ns, \
                 s = N / gcd(N, UNIT in ns)), so burst × one token's refill time must stay \
                 below 2^62 units",
            ),
        }
    }

    fn compile(&self, policy: &ValidPolicy, opts: &Options) -> Result<Artifact, Vec<Diagnostic>> {
        compile_hook(self.0, policy, opts, Tuning::default()).map(Artifact::Object)
    }
}

fn diag(policy: &ValidPolicy, target: Target, msg: impl std::fmt::Display) -> Vec<Diagnostic> {
    vec![Diagnostic::unplaced(
        Code::BpfCodegen,
        &policy.source,
        format!("{target} code generation failed: {msg}"),
    )]
}

/// The hook of `target`, or an error for a text target.
fn hook_of(policy: &ValidPolicy, target: Target) -> Result<Hook, Vec<Diagnostic>> {
    Hook::of(target).ok_or_else(|| diag(policy, target, "not a BPF target"))
}

fn generate(
    hook: Hook,
    policy: &ValidPolicy,
    opts: &Options,
    tuning: Tuning,
) -> Result<gen::Generated, Vec<Diagnostic>> {
    plan::Plan::new(hook, policy, &tuning)
        .and_then(|plan| gen::Gen::new(hook, policy, !opts.no_counters, plan).generate())
        .map_err(|e| diag(policy, hook.target(), e))
}

/// The ELF object for `policy` on `target` (xdp or tc).
pub fn compile(
    target: Target,
    policy: &ValidPolicy,
    opts: &Options,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    compile_tuned(target, policy, opts, Tuning::default())
}

/// [`compile`] with explicit generator tuning (tests use it to force the
/// rule tables on small policies).
pub fn compile_tuned(
    target: Target,
    policy: &ValidPolicy,
    opts: &Options,
    tuning: Tuning,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    compile_hook(hook_of(policy, target)?, policy, opts, tuning)
}

fn compile_hook(
    hook: Hook,
    policy: &ValidPolicy,
    opts: &Options,
    tuning: Tuning,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let target = hook.target();
    let g = generate(hook, policy, opts, tuning)?;
    let mut prog = ProgDef::new(hook.section(), hook.prog_name(), g.program);
    let mut maps = Vec::new();
    hook.flavor().object(&mut prog, &mut maps);
    let n_rules = u32::try_from(policy.rules.len())
        .ok()
        .and_then(|n| n.checked_add(2))
        .ok_or_else(|| diag(policy, target, GenError::TooManyRules))?;
    if !opts.no_counters {
        maps.push(MapDef::percpu_counters(COUNTERS_MAP, n_rules));
    }
    maps.extend(rate::maps(&policy.rules));
    // (v2) dynamic sets: their maps, and the note the loader reads
    let dyn_sets = dynset::Descriptor::of(policy).map_err(|e| diag(policy, target, e))?;
    let mut notes = Vec::new();
    if !dyn_sets.sets.is_empty() {
        maps.extend(dyn_sets.maps().map_err(|e| diag(policy, target, e))?);
        notes.push(DataSection {
            name: dynset::NOTE.to_string(),
            bytes: serde_json::to_vec(&dyn_sets)
                .map_err(|e| diag(policy, target, e.to_string()))?,
        });
    }
    ObjectBuilder::new("GPL")
        .programs(&[prog])
        .functions(&g.functions)
        .maps(&maps)
        .data(&g.data.sections)
        .notes(&notes)
        .write()
        .map_err(|e| diag(policy, target, e.to_string()))
}

/// A readable assembly listing of the program for `dropc compile --emit asm`.
pub fn listing(
    target: Target,
    policy: &ValidPolicy,
    opts: &Options,
) -> Result<String, Vec<Diagnostic>> {
    let hook = hook_of(policy, target)?;
    // What the target cannot express is rejected centrally, as by compile.
    let rejected = crate::caps::check(target, policy);
    if rejected.iter().any(Diagnostic::is_error) {
        return Err(rejected);
    }
    let g = generate(hook, policy, opts, Tuning::default())?;
    let mut out = format!(
        "; dropc {target} program `{}` ({} instruction slots)\n",
        hook.prog_name(),
        g.program.len()
    );
    for s in &g.data.sections {
        out.push_str(&format!(
            "; data section {} ({} bytes)\n",
            s.name,
            s.bytes.len()
        ));
    }
    out.push_str(&g.program.listing());
    for f in &g.functions {
        out.push_str(&format!(
            "\n; function `{}(ctx, {})` ({} instruction slots)\n",
            f.name,
            f.params.join(", "),
            f.program.len()
        ));
        out.push_str(&f.program.listing());
    }
    Ok(out)
}
