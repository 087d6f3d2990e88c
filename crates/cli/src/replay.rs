//! `dropc replay` (spec §8): what a policy would have done to captured
//! traffic. Touches no host state.

use crate::{Format, Status};
use dropc_replay::{Options, Progress};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Values shown per top list in the human output.
const TOP_SHOWN: usize = 5;
/// Counters per top-N sketch (memory stays flat whatever the capture).
const TOP_SKETCH: usize = 4096;

pub fn run(
    policy: &Path,
    captures: &[PathBuf],
    format: Format,
    write_dropped: Option<PathBuf>,
    write_passed: Option<PathBuf>,
) -> Status {
    let (policy, _sources) = match crate::cmd::load_valid(policy) {
        Ok(x) => x,
        Err(s) => return s,
    };
    let started = Instant::now();
    let mut last = started;
    let mut shown = false;
    let tty = std::io::stderr().is_terminal();
    let mut progress = |p: Progress<'_>| {
        let now = Instant::now();
        if !tty
            || now.duration_since(started) < Duration::from_secs(1)
            || now.duration_since(last) < Duration::from_millis(250)
        {
            return;
        }
        last = now;
        shown = true;
        let pct = p
            .file_size
            .filter(|&s| s > 0)
            .map(|s| format!(" {:.0}%", p.bytes_read as f64 * 100.0 / s as f64))
            .unwrap_or_default();
        let mut e = std::io::stderr().lock();
        let _ = write!(
            e,
            "\r\x1b[Kreplay: {} ({}/{}){pct}, {} frames",
            p.file.display(),
            p.index + 1,
            p.files,
            p.frames
        );
        let _ = e.flush();
    };
    let opts = Options {
        write_dropped,
        write_passed,
        top: match format {
            Format::Human => TOP_SKETCH,
            Format::Json => 0,
        },
        progress: Some(&mut progress),
    };
    let result = dropc_replay::replay(&policy, captures, opts);
    if shown {
        eprint!("\r\x1b[K");
    }
    let r = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return Status::Trouble;
        }
    };
    match format {
        Format::Json => crate::cmd::print_json(&r.report),
        Format::Human => {
            print!("{}", dropc_replay::render_human(&policy, &r, TOP_SHOWN));
            Status::Ok
        }
    }
}
