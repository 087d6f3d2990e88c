//! `dropc set add|del|replace|list` (spec §8, v2): changes a dynamic set of
//! the policy loaded on an interface without reloading it. The elements are
//! checked with the front end's set-file scanner, all of them before any
//! change; the change itself is `dropc_apply::dynset`'s.

use crate::{Format, Status};
use clap::Subcommand;
use dropc_apply::dynset::{DynSet, Kind, SetError};
use dropc_apply::state::{Lock, Store, LOCK_WAIT};
use dropc_ir::SetElem;
use dropc_syntax::ast::SetKind;
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Subcommand)]
pub enum SetOp {
    /// Add elements (an element already there gets the new timeout).
    Add {
        #[arg(long)]
        iface: String,
        set: String,
        #[arg(required = true)]
        elements: Vec<String>,
        /// How long the elements match (`90s`, `10m`, `2h`, `7d`); default:
        /// the set's `timeout`, else forever.
        #[arg(long)]
        timeout: Option<String>,
    },
    /// Delete elements (one that is not there is no error).
    Del {
        #[arg(long)]
        iface: String,
        set: String,
        #[arg(required = true)]
        elements: Vec<String>,
    },
    /// Replace the whole contents, atomically, with a set file's elements.
    Replace {
        #[arg(long)]
        iface: String,
        set: String,
        #[arg(long)]
        from: PathBuf,
    },
    /// List the elements and how long each still matches.
    List {
        #[arg(long)]
        iface: String,
        set: String,
        #[arg(long, value_enum, default_value = "human")]
        format: Format,
    },
}

fn set_kind(k: Kind) -> SetKind {
    match k {
        Kind::Ip => SetKind::Ip,
        Kind::Port => SetKind::Port,
    }
}

/// The elements of the command line, each checked on its own (`None`
/// after printing the errors).
fn arg_elements(kind: SetKind, args: &[String]) -> Option<Vec<SetElem>> {
    let mut out = Vec::new();
    let mut ok = true;
    for (i, a) in args.iter().enumerate() {
        let name = format!("element {}", i + 1);
        match dropc_syntax::set_elements(kind, a, &name) {
            Ok(v) if v.len() == 1 && !a.contains(['#', '\n']) => out.extend(v),
            Ok(_) => {
                eprintln!("error: `{a}` is not one {} element", kind.keyword());
                ok = false;
            }
            Err(ds) => {
                for d in ds {
                    eprint!("{}", dropc_ir::diag::render(&d, Some(a)));
                }
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

fn done(r: Result<String, SetError>) -> Status {
    match r {
        Ok(msg) => {
            eprintln!("{msg}");
            Status::Ok
        }
        Err(e) => {
            eprintln!("error: {e}");
            if e.is_refusal() {
                Status::Failed
            } else {
                Status::Trouble
            }
        }
    }
}

/// The set, and the interface's lock (`apply`, `remove` and `set` on one
/// interface run one at a time, spec §7), held until the change is done.
fn locate(iface: &str, set: &str) -> Result<(DynSet, Lock), Status> {
    let trouble = |e: &dyn std::fmt::Display| {
        eprintln!("error: {e}");
        Status::Trouble
    };
    let lock = Store::here()
        .and_then(|s| s.lock(iface, LOCK_WAIT))
        .map_err(|e| trouble(&e))?;
    let ds = DynSet::locate(iface, set).map_err(|e| trouble(&e))?;
    Ok((ds, lock))
}

pub fn run(op: SetOp) -> Status {
    match op {
        SetOp::Add {
            iface,
            set,
            elements,
            timeout,
        } => {
            let timeout = match timeout.as_deref().map(dropc_syntax::parse_duration) {
                None => None,
                Some(Ok(d)) => Some(d.as_secs()),
                Some(Err(e)) => {
                    eprintln!("error: --timeout: {e}");
                    return Status::Trouble;
                }
            };
            let (ds, _lock) = match locate(&iface, &set) {
                Ok(d) => d,
                Err(s) => return s,
            };
            let Some(elems) = arg_elements(set_kind(ds.kind()), &elements) else {
                return Status::Failed;
            };
            done(ds.add(&elems, timeout))
        }
        SetOp::Del {
            iface,
            set,
            elements,
        } => {
            let (ds, _lock) = match locate(&iface, &set) {
                Ok(d) => d,
                Err(s) => return s,
            };
            let Some(elems) = arg_elements(set_kind(ds.kind()), &elements) else {
                return Status::Failed;
            };
            done(ds.del(&elems))
        }
        SetOp::Replace { iface, set, from } => {
            let (ds, _lock) = match locate(&iface, &set) {
                Ok(d) => d,
                Err(s) => return s,
            };
            let text = match std::fs::read(&from).map(String::from_utf8) {
                Ok(Ok(t)) => t,
                Ok(Err(_)) => {
                    eprintln!(
                        "error: {} is not valid UTF-8; nothing was changed",
                        from.display()
                    );
                    return Status::Failed;
                }
                Err(e) => {
                    eprintln!("error: cannot read {}: {e}", from.display());
                    return Status::Trouble;
                }
            };
            let name = from.display().to_string();
            match dropc_syntax::set_elements(set_kind(ds.kind()), &text, &name) {
                Ok(elems) => done(ds.replace(&elems)),
                Err(diags) => {
                    for d in diags {
                        eprint!("{}", dropc_syntax::render_set_diagnostic(&d, &text));
                    }
                    eprintln!("error: nothing was changed");
                    Status::Failed
                }
            }
        }
        SetOp::List { iface, set, format } => {
            let (ds, _lock) = match locate(&iface, &set) {
                Ok(d) => d,
                Err(s) => return s,
            };
            match ds.list() {
                Ok(l) => {
                    let text = match format {
                        Format::Json => match serde_json::to_string(&l) {
                            Ok(s) => s + "\n",
                            Err(e) => {
                                eprintln!("error: {e}");
                                return Status::Trouble;
                            }
                        },
                        Format::Human => l
                            .elements
                            .iter()
                            .map(|e| match e.expires_in {
                                Some(s) => format!("{}  expires in {s}s\n", e.element),
                                None => format!("{}\n", e.element),
                            })
                            .collect(),
                    };
                    // A closed pipe (`| head`) is not an error of ours.
                    let mut out = std::io::stdout().lock();
                    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
                    Status::Ok
                }
                Err(e) => done(Err(e)),
            }
        }
    }
}
