//! Shell completions, answered by dropc itself from its clap definitions
//! (clap_complete's `CompleteEnv`). The shell's script (bash, zsh, fish:
//! `crates/cli/generated/completions/`, what `DROPC_COMPLETE=SHELL dropc`
//! prints) only registers dropc as its own completer: on Tab the shell runs
//! `DROPC_COMPLETE=SHELL dropc -- WORDS...`, which prints the candidates and
//! exits before anything else runs. So a new subcommand or flag completes
//! without regenerating anything, and `--iface <Tab>` lists the interfaces
//! of the caller's network namespace.

use clap::CommandFactory as _;
use clap_complete::engine::{ArgValueCandidates, CompletionCandidate};
use clap_complete::env::CompleteEnv;
use std::ffi::CStr;

/// The environment variable that turns a run of dropc into a completion
/// request (not clap's default `COMPLETE`, which other tools' environments
/// may set).
pub const VAR: &str = "DROPC_COMPLETE";

/// The command line as the completer sees it: the parser's, with every
/// `--iface` (of any subcommand, present or future) completing interfaces.
pub fn command() -> clap::Command {
    with_iface_candidates(crate::Cli::command())
}

fn with_iface_candidates(cmd: clap::Command) -> clap::Command {
    cmd.mut_args(|a| {
        if a.get_long() == Some("iface") {
            a.add(ArgValueCandidates::new(interfaces))
        } else {
            a
        }
    })
    .mut_subcommands(with_iface_candidates)
}

/// The completion entry point: answers a completion request (and exits),
/// or returns for a normal run. The registration names `dropc` as found on
/// `PATH`, so the scripts are the same wherever dropc is installed.
pub fn env() -> CompleteEnv<'static, fn() -> clap::Command> {
    CompleteEnv::with_factory(command as fn() -> clap::Command)
        .var(VAR)
        .bin("dropc")
        .completer("dropc")
}

/// The interfaces of the caller's network namespace, in index order.
/// `if_nameindex(3)` asks the kernel over netlink; `/sys/class/net` would
/// list the namespace sysfs was mounted in, not necessarily the caller's.
pub fn interfaces() -> Vec<CompletionCandidate> {
    let mut names = Vec::new();
    // SAFETY: if_nameindex returns NULL or an array ended by an entry with
    // index 0 and a NULL name; each name is a NUL-terminated string. The
    // array is read only before if_freenameindex releases it.
    unsafe {
        let list = libc::if_nameindex();
        if list.is_null() {
            return names;
        }
        let mut p = list;
        while (*p).if_index != 0 && !(*p).if_name.is_null() {
            let name = CStr::from_ptr((*p).if_name).to_string_lossy().into_owned();
            names.push(CompletionCandidate::new(name));
            p = p.add(1);
        }
        libc::if_freenameindex(list);
    }
    names
}
