//! The side of dropc's eBPF toolkit that talks to the kernel (the pure side,
//! `dropc-ebpf`, encodes instructions, assembles and writes objects):
//! - [`testrun`]: loading objects with aya and running programs on crafted
//!   frames with `BPF_PROG_TEST_RUN`; the load retry and error chains that
//!   `dropc apply` uses too;
//! - [`bpffs`]: finding or mounting the BPF file system at `/sys/fs/bpf`;
//! - [`sample`]: a small hand-assembled filter, the program the host probe
//!   loads (and this crate's kernel tests run).
//!
//! It is product code: `dropc-apply` loads with it. Test scaffolding (the
//! kernel-test gate, namespaces) lives in the dev-only `dropc-testkit`.

pub mod bpffs;
pub mod sample;
pub mod testrun;
