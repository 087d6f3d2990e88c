//! `dropc diff` (spec §8): which packets two policies treat differently.
//! Exit 0 when none, 1 when some, 2 on errors. Touches no host state.

use crate::{Format, Status};
use dropc_ir::diff::{diff, Report};
use dropc_ir::Action;
use std::path::Path;

fn verdict(a: Action) -> &'static str {
    match a {
        Action::Drop => "drop",
        Action::Pass => "pass",
    }
}

pub fn run(old: &Path, new: &Path, format: Format) -> Status {
    // A policy with errors is reported as `check` would, with exit 2.
    let load = |p: &Path| match crate::cmd::load_valid(p) {
        Ok((policy, _)) => Ok(policy),
        Err(_) => Err(Status::Trouble),
    };
    let (old_p, new_p) = match (load(old), load(new)) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(s), _) | (_, Err(s)) => return s,
    };
    let report = match diff(&old_p, &new_p) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return Status::Trouble;
        }
    };
    let printed = match format {
        Format::Json => crate::cmd::print_json(&report),
        Format::Human => {
            print!("{}", human(&report, old, new));
            Status::Ok
        }
    };
    match (printed, report.equivalent) {
        (Status::Ok, true) => Status::Ok,
        (Status::Ok, false) => Status::Failed,
        (s, _) => s,
    }
}

fn human(r: &Report, old: &Path, new: &Path) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    if r.equivalent {
        let _ = writeln!(
            s,
            "{} and {} are equivalent: every packet gets the same verdict",
            old.display(),
            new.display()
        );
        return s;
    }
    let _ = writeln!(
        s,
        "{} pair(s) of deciding rules give different verdicts ({} -> {}):",
        r.differences.len(),
        old.display(),
        new.display()
    );
    for d in &r.differences {
        let _ = writeln!(
            s,
            "\nold `{}` {} / new `{}` {}",
            d.old.rule,
            verdict(d.old.verdict),
            d.new.rule,
            verdict(d.new.verdict)
        );
        let _ = writeln!(s, "  for example: {}", d.packet);
        for (side, labels) in [("old", &d.needs_over.0), ("new", &d.needs_over.1)] {
            if !labels.is_empty() {
                let list: Vec<String> = labels.iter().map(|l| format!("`{l}`")).collect();
                let _ = writeln!(
                    s,
                    "  (when the rate of {side} {} is exceeded)",
                    list.join(", ")
                );
            }
        }
        if let Some(region) = &d.region {
            let _ = writeln!(s, "  the packets of:");
            for line in region {
                let _ = writeln!(s, "    {line}");
            }
        }
    }
    s
}
