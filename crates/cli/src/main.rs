//! `dropc`: compile one firewall policy to XDP, tc, nftables and iptables.
//!
//! Exit status (spec §8): 0 success; 1 the policy has errors or an
//! expectation failed; 2 usage, I/O or system errors.

mod cmd;
mod output;
mod set;

use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

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
pub enum CompileTarget {
    Xdp,
    Tc,
    Nft,
    Iptables,
    /// The validated IR as JSON.
    Ir,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ApplyTarget {
    Xdp,
    Tc,
    Nft,
    Iptables,
    /// The fastest layer this host supports: xdp, tc, iptables, nft.
    Auto,
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
    /// Compile and load a policy on an interface.
    Apply {
        policy: PathBuf,
        #[arg(long, value_enum)]
        target: ApplyTarget,
        #[arg(long)]
        iface: String,
    },
    /// Remove what dropc loaded on an interface.
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
    /// Per-rule packet counters of the BPF programs dropc attached.
    Stats {
        #[arg(long)]
        iface: String,
    },
}

fn parse_target(s: &str) -> Result<dropc_backends::Target, String> {
    dropc_backends::Target::parse(s)
        .ok_or_else(|| format!("unknown target `{s}` (expected xdp, tc, nft or iptables)"))
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
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
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
        } => cmd::apply(&policy, target, &iface),
        Command::Remove { iface, target } => cmd::remove(&iface, target),
        Command::Stats { iface } => cmd::stats(&iface),
        Command::Set { op } => set::run(op),
    };
    ExitCode::from(match status {
        Status::Ok => 0,
        Status::Failed => 1,
        Status::Trouble => 2,
    })
}
