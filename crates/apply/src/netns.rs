//! Scratch network namespaces.
//!
//! A [`Netns`] is a named network namespace (`ip netns add
//! dropc-<purpose>-<pid>-<n>`, so that `ip netns exec` and the operator see
//! it) that is deleted when the value is dropped, including while a panic
//! unwinds. Code runs inside it either on a dedicated thread that joined it
//! with `setns(2)` ([`Netns::run`]) or as a child process that joins it
//! between `fork` and `exec` ([`Netns::command`], [`Netns::exec`]).
//!
//! **Invariant:** this module only ever deletes namespaces it created itself;
//! it never touches the host's namespace or anybody else's.

use anyhow::{bail, Context};
use std::fs::File;
use std::io::Write as _;
use std::os::fd::{AsRawFd, RawFd};
use std::os::unix::process::CommandExt as _;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

/// Where `ip netns add` bind-mounts named namespaces.
const NETNS_DIR: &str = "/run/netns";

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// A network namespace created by dropc, deleted on drop.
#[derive(Debug)]
pub struct Netns {
    name: String,
    /// An open handle on the namespace (`/run/netns/<name>`), used by
    /// `setns(2)`.
    file: File,
}

impl Netns {
    /// Creates `dropc-<purpose>-<pid>-<n>`. `purpose` is a short word
    /// (letters, digits, `-`); the whole name must fit `ip netns` limits.
    pub fn new(purpose: &str) -> anyhow::Result<Netns> {
        if purpose.is_empty()
            || !purpose
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
        {
            bail!("invalid namespace purpose {purpose:?}: use letters, digits and '-'");
        }
        let pid = std::process::id();
        let mut last_err = String::new();
        // A name can be taken by a namespace left behind by an earlier
        // process that had the same pid: never reuse it, take the next one.
        for _ in 0..16 {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let name = format!("dropc-{purpose}-{pid}-{n}");
            let out = Command::new("ip")
                .args(["netns", "add", &name])
                .stdin(Stdio::null())
                .output()
                .context("cannot run `ip netns add` (is iproute2 installed?)")?;
            if !out.status.success() {
                last_err = String::from_utf8_lossy(&out.stderr).trim().to_string();
                if last_err.contains("exists") {
                    continue;
                }
                bail!("ip netns add {name} failed: {last_err}");
            }
            let path = format!("{NETNS_DIR}/{name}");
            let file = match File::open(&path) {
                Ok(f) => f,
                Err(e) => {
                    delete_named(&name);
                    return Err(e).with_context(|| format!("cannot open {path}"));
                }
            };
            let ns = Netns { name, file };
            // Loopback up: some tools expect it, and it costs nothing.
            ns.exec("ip", &["link", "set", "lo", "up"], None)?;
            return Ok(ns);
        }
        bail!("cannot create a dropc-{purpose} namespace: {last_err}")
    }

    /// The namespace's name (as in `ip netns list`).
    pub fn name(&self) -> &str {
        &self.name
    }

    fn fd(&self) -> RawFd {
        self.file.as_raw_fd()
    }

    /// Runs `f` on a new thread that has joined this namespace and returns
    /// its result. Sockets opened by `f` stay bound to the namespace after it
    /// returns; processes spawned by `f` start inside it.
    pub fn run<F, R>(&self, f: F) -> anyhow::Result<R>
    where
        F: FnOnce() -> R + Send,
        R: Send,
    {
        let fd = self.fd();
        std::thread::scope(|s| {
            let handle = s.spawn(move || -> anyhow::Result<R> {
                // SAFETY: plain syscall on a valid, open namespace fd; it only
                // changes the namespaces of this (dedicated) thread.
                let rc = unsafe { libc::setns(fd, libc::CLONE_NEWNET) };
                if rc != 0 {
                    return Err(std::io::Error::last_os_error()).context("setns(CLONE_NEWNET)");
                }
                Ok(f())
            });
            match handle.join() {
                Ok(r) => r,
                Err(p) => std::panic::resume_unwind(p),
            }
        })
        .with_context(|| format!("in namespace {}", self.name))
    }

    /// A [`Command`] for `program` that runs inside this namespace (it joins
    /// it between `fork` and `exec`; cheaper than `ip netns exec`, which
    /// also remounts /sys: use that if the program reads /sys). Spawn it
    /// while `self` is alive.
    pub fn command(&self, program: &str) -> Command {
        let fd = self.fd();
        let mut cmd = Command::new(program);
        // SAFETY: the hook only makes one async-signal-safe syscall. If the
        // command is spawned after `self` was dropped, `fd` is closed (or
        // reused) and setns fails with EBADF/EINVAL, which fails the spawn.
        unsafe {
            cmd.pre_exec(move || {
                if libc::setns(fd, libc::CLONE_NEWNET) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        cmd
    }

    /// Runs `program args` inside the namespace, feeding `stdin` if given,
    /// and returns its standard output. A non-zero exit is an error that
    /// quotes the command and its standard error.
    pub fn exec(
        &self,
        program: &str,
        args: &[&str],
        stdin: Option<&[u8]>,
    ) -> anyhow::Result<String> {
        run_command(self.command(program), program, args, stdin)
            .with_context(|| format!("in namespace {}", self.name))
    }
}

/// Runs a prepared command to completion (see [`Netns::exec`]); shared with
/// the host-side loaders.
pub(crate) fn run_command(
    mut cmd: Command,
    program: &str,
    args: &[&str],
    stdin: Option<&[u8]>,
) -> anyhow::Result<String> {
    cmd.args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .with_context(|| format!("cannot run {program} (is it installed?)"))?;
    if let Some(input) = stdin {
        if let Some(mut pipe) = child.stdin.take() {
            // The child may exit early (e.g. on a syntax error) and close its
            // end; its exit status and stderr then tell why.
            let _ = pipe.write_all(input);
        }
    }
    let out = child
        .wait_with_output()
        .with_context(|| format!("waiting for {program}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let shown = if args.len() > 6 {
            format!("{program} {} ...", args[..6].join(" "))
        } else {
            format!("{program} {}", args.join(" "))
        };
        bail!("`{shown}` failed ({}): {}", out.status, err.trim());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn delete_named(name: &str) {
    let _ = Command::new("ip")
        .args(["netns", "delete", name])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

impl Drop for Netns {
    fn drop(&mut self) {
        delete_named(&self.name);
    }
}

/// Whether this process may create namespaces and load filters (root, or at
/// least CAP_SYS_ADMIN + CAP_NET_ADMIN; checked as euid 0).
pub fn is_root() -> bool {
    // SAFETY: geteuid never fails.
    unsafe { libc::geteuid() == 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skip() -> bool {
        dropc_testkit::skip_kernel_test("netns")
    }

    #[test]
    fn create_run_and_delete() {
        if skip() {
            return;
        }
        let name;
        {
            let ns = Netns::new("nstest").unwrap();
            name = ns.name().to_string();
            assert!(std::path::Path::new(&format!("{NETNS_DIR}/{name}")).exists());
            // A device created in the namespace is not visible on the host.
            ns.exec(
                "ip",
                &[
                    "link", "add", "dropc-t0", "type", "veth", "peer", "name", "dropc-t1",
                ],
                None,
            )
            .unwrap();
            let inside = ns.exec("ip", &["-o", "link", "show"], None).unwrap();
            assert!(inside.contains("dropc-t0"), "{inside}");
            let host =
                run_command(Command::new("ip"), "ip", &["-o", "link", "show"], None).unwrap();
            assert!(!host.contains("dropc-t0"));
            // A thread that joined it sees the same devices.
            let idx = ns
                .run(|| unsafe { libc::if_nametoindex(c"dropc-t0".as_ptr()) })
                .unwrap();
            assert_ne!(idx, 0);
            // Errors quote stderr.
            let e = ns
                .exec("ip", &["link", "del", "nonexistent0"], None)
                .unwrap_err();
            assert!(format!("{e:#}").contains("nonexistent0"), "{e:#}");
        }
        assert!(!std::path::Path::new(&format!("{NETNS_DIR}/{name}")).exists());
    }

    #[test]
    fn deleted_on_panic() {
        if skip() {
            return;
        }
        let r = std::panic::catch_unwind(|| {
            let ns = Netns::new("nspanic").unwrap();
            let path = format!("{NETNS_DIR}/{}", ns.name());
            std::panic::panic_any(path);
        });
        let path = r.unwrap_err().downcast::<String>().unwrap();
        assert!(!std::path::Path::new(&*path).exists());
    }
}
