//! `dropc`: compile one firewall policy to XDP, tc, nftables and iptables.
//!
//! Exit status (spec §8): 0 success; 1 the policy has errors or an
//! expectation failed; 2 usage, I/O or system errors.

mod cmd;
mod complete;
mod diff;
#[cfg(test)]
mod generated;
mod output;
mod privilege;
mod replay;
mod set;

use clap::builder::PossibleValue;
use clap::{Parser, Subcommand, ValueEnum};
use dropc_backends::Target;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::LazyLock;

#[derive(Parser)]
#[command(
    name = "dropc",
    version,
    about = "Compile one firewall policy to XDP, tc, nftables and iptables"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Human,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StatsFormat {
    Human,
    Json,
    /// Prometheus' text exposition format.
    Prometheus,
}

/// `compile --target`: a target of the registry, or the IR as JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompileTarget {
    Backend(dropc_backends::Target),
    /// The validated IR as JSON.
    Ir,
}

/// `apply --target`: a target of the registry, or `auto`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ApplyTarget {
    One(dropc_backends::Target),
    /// The fastest layer this host supports for the policy, in the order
    /// the hook bench measured (`dropc status --probe` shows it).
    Auto,
}

// The value lists come from the target registry: a new target shows up on
// the command line without touching this file.
static COMPILE_TARGETS: LazyLock<Vec<CompileTarget>> = LazyLock::new(|| {
    let mut v: Vec<_> = Target::ALL.map(CompileTarget::Backend).to_vec();
    v.push(CompileTarget::Ir);
    v
});
static APPLY_TARGETS: LazyLock<Vec<ApplyTarget>> = LazyLock::new(|| {
    let mut v: Vec<_> = Target::ALL.map(ApplyTarget::One).to_vec();
    v.push(ApplyTarget::Auto);
    v
});

fn target_value(t: Target) -> PossibleValue {
    PossibleValue::new(t.name()).help(t.info().hook)
}

impl ValueEnum for CompileTarget {
    fn value_variants<'a>() -> &'a [Self] {
        &COMPILE_TARGETS
    }
    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            CompileTarget::Backend(t) => target_value(*t),
            CompileTarget::Ir => PossibleValue::new("ir").help("the validated IR as JSON"),
        })
    }
}

impl ValueEnum for ApplyTarget {
    fn value_variants<'a>() -> &'a [Self] {
        &APPLY_TARGETS
    }
    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            ApplyTarget::One(t) => target_value(*t),
            ApplyTarget::Auto => PossibleValue::new("auto")
                .help("the fastest layer this host supports, in the hook bench's order"),
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// The artifact of the target (default).
    Artifact,
    /// A readable listing of the generated BPF program (xdp, tc).
    Asm,
}

#[derive(Subcommand)]
enum Command {
    /// Check policies for errors and warnings (and, with --target, that they
    /// compile for those targets).
    Check {
        #[arg(required = true)]
        policies: Vec<PathBuf>,
        #[arg(long = "target", value_parser = parse_target)]
        targets: Vec<dropc_backends::Target>,
        #[arg(long, value_enum, default_value = "human")]
        format: Format,
    },
    /// Compile a policy for one target.
    Compile {
        policy: PathBuf,
        #[arg(long, value_enum)]
        target: CompileTarget,
        /// Interface (required for nft: the base chain names its device).
        #[arg(long)]
        iface: Option<String>,
        /// Output file (xdp, tc, nft, ir; `-` for standard output where it is
        /// text) or directory (iptables).
        #[arg(short = 'o', long = "output")]
        output: String,
        /// BPF targets: leave out the per-rule counters.
        #[arg(long)]
        no_counters: bool,
        #[arg(long, value_enum, default_value = "artifact")]
        emit: Emit,
    },
    /// Check every `expect` line against the reference interpreter (and,
    /// with --kernel, against every target loaded in a scratch namespace).
    Test {
        #[arg(required = true)]
        policies: Vec<PathBuf>,
        #[arg(long)]
        kernel: bool,
    },
    /// Show which rule decides a packet, and why each earlier rule did not.
    Explain {
        policy: PathBuf,
        /// A packet in `expect` syntax, e.g. `udp 192.0.2.1:5353 -> 203.0.113.5:53`.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true)]
        packet: Vec<String>,
    },
    /// Compile and load a policy on an interface (replacing the policy
    /// dropc loaded there before, whatever its target).
    Apply {
        policy: PathBuf,
        #[arg(long, value_enum)]
        target: ApplyTarget,
        #[arg(long)]
        iface: String,
        /// XDP: a pinned XDP program (bpffs path) that gets the packets
        /// dropc passes (tail call).
        #[arg(long, value_name = "PINNED_PROG")]
        then: Option<PathBuf>,
    },
    /// Remove what dropc loaded on an interface (also after the interface
    /// or its namespace has vanished).
    Remove {
        #[arg(long)]
        iface: String,
        #[arg(long, value_parser = parse_target)]
        target: Option<dropc_backends::Target>,
    },
    /// Change a dynamic set of the policy loaded on an interface.
    Set {
        #[command(subcommand)]
        op: set::SetOp,
    },
    /// Per-rule packet and byte counters of the policies dropc loaded in
    /// this network namespace (every target).
    Stats {
        #[arg(long)]
        iface: Option<String>,
        #[arg(long, value_enum, default_value = "human")]
        format: StatsFormat,
    },
    /// Which policy is loaded on which interface of this network namespace,
    /// with which target and mode, since when.
    Status {
        #[arg(long, value_enum, default_value = "human")]
        format: Format,
        /// Probe the host's hook layers instead (what `--target auto` does).
        #[arg(long)]
        probe: bool,
        /// Only this interface (with --probe: the one whose driver is
        /// probed for native XDP).
        #[arg(long)]
        iface: Option<String>,
    },
    /// Which packets two policies treat differently (exit 0: none, 1: some).
    Diff {
        old: PathBuf,
        new: PathBuf,
        #[arg(long, value_enum, default_value = "human")]
        format: Format,
    },
    /// Run the frames of captures (pcap, pcapng) through the policy, as the
    /// reference interpreter judges them; count what each rule decided.
    Replay {
        policy: PathBuf,
        #[arg(required = true)]
        captures: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "human")]
        format: Format,
        /// Write the frames the policy drops to this pcap file.
        #[arg(long)]
        write_dropped: Option<PathBuf>,
        /// Write the frames the policy passes to this pcap file.
        #[arg(long)]
        write_passed: Option<PathBuf>,
    },
    /// Keep the policies of a configuration file in force on this host's
    /// interfaces (long-running; metrics and health over HTTP).
    Agent {
        #[arg(long)]
        config: PathBuf,
        /// Log lines as logfmt (default) or JSON, on standard error.
        #[arg(long, value_parser = ["logfmt", "json"], default_value = "logfmt")]
        log_format: String,
        /// The least severe level logged: error, warn, info (default),
        /// debug, trace, off. Without it, RUST_LOG is read.
        #[arg(long)]
        log_level: Option<String>,
    },
}

impl Command {
    /// The name of a command that needs the capabilities of
    /// `privilege::NEEDED`.
    fn privileged(&self) -> Option<&'static str> {
        match self {
            Command::Apply { .. } => Some("apply"),
            Command::Remove { .. } => Some("remove"),
            Command::Stats { .. } => Some("stats"),
            Command::Set { .. } => Some("set"),
            Command::Status { .. } => Some("status"),
            Command::Agent { .. } => Some("agent"),
            Command::Test { kernel: true, .. } => Some("test --kernel"),
            Command::Check { .. }
            | Command::Compile { .. }
            | Command::Test { kernel: false, .. }
            | Command::Explain { .. }
            | Command::Replay { .. }
            | Command::Diff { .. } => None,
        }
    }

    /// True for the commands that run no other program (no pipes but
    /// standard output).
    fn runs_no_other_program(&self) -> bool {
        match self {
            Command::Check { .. }
            | Command::Compile { .. }
            | Command::Test { kernel: false, .. }
            | Command::Explain { .. }
            | Command::Replay { .. }
            | Command::Diff { .. } => true,
            Command::Test { kernel: true, .. }
            | Command::Apply { .. }
            | Command::Remove { .. }
            | Command::Set { .. }
            | Command::Stats { .. }
            | Command::Status { .. }
            | Command::Agent { .. } => false,
        }
    }
}

fn parse_target(s: &str) -> Result<Target, String> {
    Target::parse(s).ok_or_else(|| {
        let names: Vec<&str> = Target::ALL.iter().map(|t| t.name()).collect();
        format!(
            "unknown target `{s}` (expected one of {})",
            names.join(", ")
        )
    })
}

/// How a command ended, mapped to the exit status of spec §8.
pub enum Status {
    Ok,
    /// Policy errors or failed expectations.
    Failed,
    /// Usage, I/O or system error (message already printed).
    Trouble,
}

fn main() -> ExitCode {
    // A completion request (DROPC_COMPLETE=SHELL) is answered and exits here.
    complete::env().complete();
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    if let Some(name) = cli.command.privileged() {
        if let Err(e) = privilege::require(name) {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    }
    if cli.command.runs_no_other_program() {
        // `dropc explain ... | head -1`: a closed standard output ends the
        // process quietly (SIGPIPE), as for any filter, instead of a panic
        // of `println!`. Commands that run nft, iptables or tc keep the
        // signal ignored, so that a tool that exits early is an error they
        // report, not a kill in the middle of a change.
        // SAFETY: restoring a signal's default disposition at start-up,
        // before any thread exists.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        }
    }
    let status = match cli.command {
        Command::Check {
            policies,
            targets,
            format,
        } => cmd::check(&policies, &targets, format),
        Command::Compile {
            policy,
            target,
            iface,
            output,
            no_counters,
            emit,
        } => cmd::compile(&policy, target, iface, &output, no_counters, emit),
        Command::Test { policies, kernel } => cmd::test(&policies, kernel),
        Command::Explain { policy, packet } => cmd::explain(&policy, &packet.join(" ")),
        Command::Apply {
            policy,
            target,
            iface,
            then,
        } => cmd::apply(&policy, target, &iface, then.as_deref()),
        Command::Remove { iface, target } => cmd::remove(&iface, target),
        Command::Stats { iface, format } => cmd::stats(iface.as_deref(), format),
        Command::Status {
            format,
            probe,
            iface,
        } => cmd::status(format, probe, iface.as_deref()),
        Command::Set { op } => set::run(op),
        Command::Diff { old, new, format } => diff::run(&old, &new, format),
        Command::Replay {
            policy,
            captures,
            format,
            write_dropped,
            write_passed,
        } => replay::run(&policy, &captures, format, write_dropped, write_passed),
        Command::Agent {
            config,
            log_format,
            log_level,
        } => match dropc_agent::run(
            &config,
            &dropc_agent::logs::Options {
                format: dropc_agent::logs::Format::parse(&log_format).unwrap_or_default(),
                level: log_level,
            },
        ) {
            Ok(()) => Status::Ok,
            Err(e) => {
                eprintln!("error: {e}");
                Status::Trouble
            }
        },
    };
    ExitCode::from(match status {
        Status::Ok => 0,
        Status::Failed => 1,
        Status::Trouble => 2,
    })
}
