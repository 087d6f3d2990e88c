//! Why a BPF program could not be generated (reported as a `bpf-codegen`
//! diagnostic by [`super`]).

use dropc_ebpf::insn::Reg;
use dropc_ebpf::AsmError;

/// A code generation error.
#[derive(Debug, thiserror::Error)]
pub(crate) enum GenError {
    /// An error in the code of one rule.
    #[error("rule {rule}: {error}")]
    InRule {
        rule: String,
        #[source]
        error: Box<GenError>,
    },
    /// A rate whose bucket does not fit the clock arithmetic (the
    /// explanation from `rate`).
    #[error("{0}")]
    Rate(String),
    /// A `contains` pattern outside 1..=64 bytes.
    #[error("contains: a pattern of {0} bytes (1 to 64)")]
    PatternLength(usize),
    /// A `contains` pattern the mask tables do not hold.
    #[error("contains: pattern without a mask table")]
    NoMaskTable,
    /// A tuple-space table that fits no data section.
    #[error("cannot lay out a rule table of {0} keys")]
    RuleTable(usize),
    /// A dynamic set whose layout does not fit (the explanation from
    /// `dynset`).
    #[error("{0}")]
    DynamicSet(String),
    /// An interval set that fits no table.
    #[error("{0}")]
    SetTable(String),
    /// An address test on a set that is not an IP set.
    #[error("address set {0} is not an ip set")]
    NotIpSet(u32),
    /// A field planned in network order whose test has no such form.
    #[error("bad network-order set")]
    NetOrder,
    /// A leaf emitter would clobber the register of a field (a planner
    /// bug, caught before any code is emitted).
    #[error("{emitter} clobbers {reg:?}, which holds a field")]
    Clobbered { emitter: &'static str, reg: Reg },
    /// An emitter the planner did not account for (a planner bug).
    #[error("{emitter} clobbers registers the plan did not account for")]
    Unplanned { emitter: &'static str },
    /// More rules than the counter map can index.
    #[error("too many rules")]
    TooManyRules,
    /// The assembler refused the program.
    #[error(transparent)]
    Asm(#[from] AsmError),
}

impl GenError {
    /// `error`, in the rule labelled `rule`.
    pub(crate) fn in_rule(rule: &str, error: GenError) -> GenError {
        GenError::InRule {
            rule: rule.to_string(),
            error: Box::new(error),
        }
    }
}
