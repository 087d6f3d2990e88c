//! Printing diagnostics and writing outputs without ever leaving a file half
//! written.

use dropc_ir::diag::JsonDiagnostic;
use dropc_ir::Diagnostic;
use dropc_syntax::SourceMap;
use std::fs;
use std::io::{self, Write};
use std::path::Path;
use tempfile::NamedTempFile;

/// Prints diagnostics rustc-style on standard error.
pub fn print_diagnostics(diags: &[Diagnostic], sources: &SourceMap) {
    let mut err = io::stderr().lock();
    for d in diags {
        let _ = writeln!(err, "{}", sources.render(d));
    }
}

/// The JSON objects of `diags` (schema in `dropc_ir::diag`).
pub fn json_diagnostics(diags: &[Diagnostic], sources: &SourceMap) -> Vec<JsonDiagnostic> {
    diags.iter().map(|d| sources.json(d)).collect()
}

/// Start of the name of every temporary output file. The full name is
/// `.dropc-tmp-NS-PID-RANDOM`: the PID namespace and process that made it,
/// so that a later run can tell a file left by a killed compile from one
/// being written.
const TEMP_PREFIX: &str = ".dropc-tmp-";

/// A temporary file of another PID namespace (whose PIDs we cannot check)
/// is removed once it is this old.
const FOREIGN_TEMP_AGE: std::time::Duration = std::time::Duration::from_secs(24 * 3600);

/// The inode of this process's PID namespace (0 when unknown).
fn pid_namespace() -> u64 {
    use std::os::unix::fs::MetadataExt;
    fs::metadata("/proc/self/ns/pid").map_or(0, |m| m.ino())
}

/// Whether process `pid` (of this PID namespace) is gone.
fn process_gone(pid: i32) -> bool {
    // SAFETY: kill with signal 0 sends nothing; it only checks the PID.
    let r = unsafe { libc::kill(pid, 0) };
    r != 0 && io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH)
}

/// Removes the temporary files a killed dropc left in `dir`: ours (same
/// owner), regular files, whose process is gone (or, from another PID
/// namespace, that are a day old). Best effort: errors are ignored.
fn remove_stale_temps(dir: &Path) {
    use std::os::unix::fs::MetadataExt;
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    // SAFETY: geteuid has no preconditions and cannot fail.
    let (ns, uid) = (pid_namespace(), unsafe { libc::geteuid() });
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(rest) = name.to_str().and_then(|n| n.strip_prefix(TEMP_PREFIX)) else {
            continue;
        };
        let mut parts = rest.splitn(3, '-');
        let (Some(Ok(their_ns)), Some(Ok(pid))) = (
            parts.next().map(str::parse::<u64>),
            parts.next().map(str::parse::<i32>),
        ) else {
            continue;
        };
        let Ok(meta) = e.metadata() else { continue };
        if !meta.is_file() || meta.uid() != uid || pid <= 0 {
            continue;
        }
        let stale = if their_ns == ns && ns != 0 {
            process_gone(pid)
        } else {
            meta.modified()
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age > FOREIGN_TEMP_AGE)
        };
        if stale {
            let _ = fs::remove_file(e.path());
        }
    }
}

/// A new temporary file in `dir`: randomly named, created exclusively
/// (`O_EXCL`, never through a planted link), holding `bytes`, synced.
/// `mode` is the file's permission bits (the umask applies to new files).
fn staged(dir: &Path, bytes: &[u8], mode: Option<fs::Permissions>) -> io::Result<NamedTempFile> {
    use std::os::unix::fs::PermissionsExt;
    let prefix = format!("{TEMP_PREFIX}{}-{}-", pid_namespace(), std::process::id());
    let mut tmp = tempfile::Builder::new()
        .prefix(&prefix)
        .permissions(fs::Permissions::from_mode(0o666))
        .tempfile_in(dir)?;
    if let Some(mode) = mode {
        tmp.as_file().set_permissions(mode)?;
    }
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    Ok(tmp)
}

/// Where `-o PATH` is written.
enum Dest {
    Stdout,
    /// A character device or FIFO (`/dev/null`, a pipe): written through,
    /// never replaced.
    Through,
    /// A regular file, or nothing yet: replaced by a rename; the existing
    /// file's permissions, if any.
    Replace(Option<fs::Permissions>),
}

fn refuse(msg: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, msg)
}

/// What `path` names, and so how to write it.
fn destination(path: &str) -> io::Result<Dest> {
    use std::os::unix::fs::FileTypeExt;
    if path == "-" || path == "/dev/stdout" {
        return Ok(Dest::Stdout);
    }
    let meta = match fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Dest::Replace(None)),
        Err(e) => return Err(e),
    };
    let ft = meta.file_type();
    if ft.is_symlink() {
        let to = fs::read_link(path).map_or_else(|_| "?".into(), |t| t.display().to_string());
        Err(refuse(format!(
            "{path} is a symbolic link (to {to}); dropc does not write through links: give the path itself"
        )))
    } else if ft.is_file() {
        Ok(Dest::Replace(Some(meta.permissions())))
    } else if ft.is_char_device() || ft.is_fifo() {
        Ok(Dest::Through)
    } else if ft.is_dir() {
        Err(refuse(format!("{path} is a directory")))
    } else {
        Err(refuse(format!(
            "{path} is not a regular file, character device or FIFO"
        )))
    }
}

/// Writes `bytes` to the character device or FIFO `path`, opened without
/// following a link and checked again once open.
fn write_through(path: &str, bytes: &[u8]) -> io::Result<()> {
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    let mut f = fs::OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NOCTTY)
        .open(path)?;
    let ft = f.metadata()?.file_type();
    if !(ft.is_char_device() || ft.is_fifo()) {
        return Err(refuse(format!("{path} changed while it was opened")));
    }
    f.write_all(bytes)?;
    f.flush()
}

/// Writes `bytes` to `path` atomically: a temporary file in the same
/// directory, fsync, then rename over the target. On any failure the target
/// is left as it was. `-` and `/dev/stdout` write to standard output; a
/// character device or FIFO is written through (never replaced); a symbolic
/// link is refused.
pub fn write_atomic(path: &str, bytes: &[u8]) -> io::Result<()> {
    let mode = match destination(path)? {
        Dest::Stdout => {
            let mut out = io::stdout().lock();
            out.write_all(bytes)?;
            return out.flush();
        }
        Dest::Through => return write_through(path, bytes),
        Dest::Replace(mode) => mode,
    };
    let target = Path::new(path);
    if target.file_name().is_none() {
        return Err(refuse(format!("{path} is not a file name")));
    }
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    remove_stale_temps(dir);
    staged(dir, bytes, mode)?
        .persist(target)
        .map_err(|e| e.error)?;
    sync_dir(dir);
    Ok(())
}

/// Makes a rename in `dir` durable (best effort).
fn sync_dir(dir: &Path) {
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Writes several files into directory `dir` (created if missing), each
/// atomically. Every file is first written to a temporary file; only when
/// all are written are they renamed into place.
pub fn write_dir_atomic(dir: &str, files: &[(&str, &[u8])]) -> io::Result<()> {
    let dir = Path::new(dir);
    if dir.exists() && !dir.is_dir() {
        return Err(refuse(format!(
            "{} exists and is not a directory",
            dir.display()
        )));
    }
    fs::create_dir_all(dir)?;
    remove_stale_temps(dir);
    let mut staged_files = Vec::new();
    for (name, bytes) in files {
        let mode = fs::symlink_metadata(dir.join(name))
            .ok()
            .filter(|m| m.is_file())
            .map(|m| m.permissions());
        staged_files.push((name, staged(dir, bytes, mode)?));
    }
    for (name, tmp) in staged_files {
        tmp.persist(dir.join(name)).map_err(|e| e.error)?;
    }
    sync_dir(dir);
    Ok(())
}
