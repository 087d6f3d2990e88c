//! Printing diagnostics and writing outputs without ever leaving a file half
//! written.

use dropc_ir::diag::to_json_in;
use dropc_ir::Diagnostic;
use dropc_syntax::SourceMap;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Prints diagnostics rustc-style on standard error.
pub fn print_diagnostics(diags: &[Diagnostic], sources: &SourceMap) {
    let mut err = io::stderr().lock();
    for d in diags {
        let _ = writeln!(err, "{}", sources.render(d));
    }
}

/// The JSON objects of `diags` (schema in `dropc_ir::diag`).
pub fn json_diagnostics(diags: &[Diagnostic], sources: &SourceMap) -> Vec<serde_json::Value> {
    diags
        .iter()
        .map(|d| to_json_in(d, sources.source(&d.file)))
        .collect()
}

/// Writes `bytes` to `path` atomically: a temporary file in the same
/// directory, fsync, then rename over the target. On any failure the target
/// is left as it was. `-` writes to standard output.
pub fn write_atomic(path: &str, bytes: &[u8]) -> io::Result<()> {
    if path == "-" {
        let mut out = io::stdout().lock();
        out.write_all(bytes)?;
        return out.flush();
    }
    let target = Path::new(path);
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target.file_name().ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{path} is not a file name"),
        )
    })?;
    if target.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{path} is a directory"),
        ));
    }
    let tmp = dir.join(format!(
        ".{}.dropc-tmp-{}",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, target)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// Writes several files into directory `dir` (created if missing), each
/// atomically. Every file is first written to a temporary name; only when
/// all are written are they renamed into place.
pub fn write_dir_atomic(dir: &str, files: &[(&str, &[u8])]) -> io::Result<()> {
    let dir = Path::new(dir);
    if dir.exists() && !dir.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{} exists and is not a directory", dir.display()),
        ));
    }
    fs::create_dir_all(dir)?;
    let mut staged = Vec::new();
    let result = (|| {
        for (name, bytes) in files {
            let tmp = dir.join(format!(".{name}.dropc-tmp-{}", std::process::id()));
            staged.push(tmp.clone());
            let mut f = fs::File::create(&tmp)?;
            f.write_all(bytes)?;
            f.sync_all()?;
        }
        for ((name, _), tmp) in files.iter().zip(&staged) {
            fs::rename(tmp, dir.join(name))?;
        }
        Ok(())
    })();
    if result.is_err() {
        for tmp in &staged {
            let _ = fs::remove_file(tmp);
        }
    }
    result
}
