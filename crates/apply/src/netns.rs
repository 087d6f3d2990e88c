//! Scratch network namespaces.
//!
//! A [`Netns`] is a named network namespace (`dropc-<purpose>-<pid>-<n>`,
//! bind-mounted under /run/netns as `ip netns add` does, without running
//! it, so that `ip netns exec` and the operator see it) that is deleted when
//! the value is dropped, including while a panic unwinds. Code runs inside it either on a dedicated thread that joined it
//! with `setns(2)` ([`Netns::run`]) or as a child process that joins it
//! between `fork` and `exec` ([`Netns::command`], [`Netns::exec`]).
//!
//! **Invariant:** this module only ever deletes namespaces it created itself;
//! it never touches the host's namespace or anybody else's.

use anyhow::{bail, Context};
use std::ffi::CString;
use std::fs::File;
use std::io::Write as _;
use std::os::fd::{AsFd, AsRawFd, BorrowedFd, RawFd};
use std::os::unix::fs::OpenOptionsExt as _;
use std::os::unix::process::CommandExt as _;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

/// Where named namespaces are bind-mounted (iproute2's place).
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
        // A name can be taken by a namespace left behind by an earlier
        // process that had the same pid: never reuse it, take the next one.
        for _ in 0..16 {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let name = format!("dropc-{purpose}-{pid}-{n}");
            let Some(file) = create_named(&name)? else {
                continue;
            };
            let ns = Netns { name, file };
            // Loopback up: some tools expect it, and it costs nothing.
            ns.run(|| crate::rtnl::link_up("lo"))??;
            return Ok(ns);
        }
        bail!("cannot create a dropc-{purpose} namespace: 16 names in a row were taken")
    }

    /// The namespace's name (as in `ip netns list`).
    pub fn name(&self) -> &str {
        &self.name
    }

    fn fd(&self) -> RawFd {
        self.file.as_raw_fd()
    }

    /// The open namespace, e.g. to move a link into it
    /// ([`crate::rtnl::add_veth`]).
    pub fn as_fd(&self) -> BorrowedFd<'_> {
        self.file.as_fd()
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
        on_own_thread(move || -> anyhow::Result<R> {
            // SAFETY: plain syscall on a valid, open namespace fd; it only
            // changes the namespaces of this (dedicated) thread.
            let rc = unsafe { libc::setns(fd, libc::CLONE_NEWNET) };
            if rc != 0 {
                return Err(std::io::Error::last_os_error()).context("setns(CLONE_NEWNET)");
            }
            Ok(f())
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

/// Runs `f` on a thread of its own (whose namespaces it may change, since
/// the thread ends with it) and returns its result; a panic in `f` goes on
/// in the caller.
fn on_own_thread<F, R>(f: F) -> R
where
    F: FnOnce() -> R + Send,
    R: Send,
{
    prime_process_sockets();
    std::thread::scope(|s| match s.spawn(f).join() {
        Ok(r) => r,
        Err(p) => std::panic::resume_unwind(p),
    })
}

/// Makes the process-wide sockets that tokio opens once, on the first
/// runtime with an I/O driver (the signal driver's socket pair, kept for
/// the life of the process), here in the caller's namespace. Made first on
/// a thread inside a namespace, they would hold that namespace for as long
/// as the process lives: deleting it would not free it (a long-running
/// agent, a test that waits for the kernel to prove a namespace gone).
fn prime_process_sockets() {
    static PRIMED: std::sync::Once = std::sync::Once::new();
    PRIMED.call_once(|| {
        // (a runtime that cannot start now fails again, with its message,
        // where it is needed)
        let _ = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .build();
    });
}

/// What `ip netns add NAME` does: an empty file `/run/netns/NAME`, and a
/// short-lived thread that enters a new network namespace and bind-mounts
/// it onto that file, which keeps the namespace alive after the thread
/// ends. A thread (not a fork) because the caller may be multi-threaded.
/// `Ok(None)` when the name is taken. Unlike iproute2, it does not make
/// /run/netns a shared mount point (docs/decisions.md).
fn create_named(name: &str) -> anyhow::Result<Option<File>> {
    std::fs::create_dir_all(NETNS_DIR).with_context(|| format!("cannot create {NETNS_DIR}"))?;
    let path = format!("{NETNS_DIR}/{name}");
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o000)
        .open(&path)
    {
        Ok(placeholder) => drop(placeholder),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("cannot create {path}")),
    }
    let target = CString::new(path.as_str()).context("namespace path")?;
    let mounted = on_own_thread(|| -> std::io::Result<()> {
        // SAFETY: plain syscalls with valid NUL-terminated strings; the
        // unshare only changes this dedicated thread's namespace.
        unsafe {
            if libc::unshare(libc::CLONE_NEWNET) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            if libc::mount(
                c"/proc/thread-self/ns/net".as_ptr(),
                target.as_ptr(),
                c"none".as_ptr(),
                libc::MS_BIND,
                std::ptr::null(),
            ) != 0
            {
                return Err(std::io::Error::last_os_error());
            }
        }
        Ok(())
    });
    if let Err(e) = mounted {
        let _ = std::fs::remove_file(&path);
        return Err(e).with_context(|| format!("cannot create network namespace {name}"));
    }
    match File::open(&path) {
        Ok(f) => Ok(Some(f)),
        Err(e) => {
            delete_named(name);
            Err(e).with_context(|| format!("cannot open {path}"))
        }
    }
}

/// What `ip netns delete NAME` does: detach the bind mount (the namespace
/// goes when nothing else holds it) and remove the file.
fn delete_named(name: &str) {
    let path = format!("{NETNS_DIR}/{name}");
    if let Ok(c) = CString::new(path.as_str()) {
        // SAFETY: a valid NUL-terminated path. Not mounted (EINVAL) is
        // fine: the file is removed anyway.
        unsafe { libc::umount2(c.as_ptr(), libc::MNT_DETACH) };
    }
    let _ = std::fs::remove_file(&path);
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
            ns.run(|| crate::rtnl::add_veth("dropc-t0", "dropc-t1", 1400, ns.as_fd()))
                .unwrap()
                .unwrap();
            let inside = ns.exec("ip", &["-o", "link", "show"], None).unwrap();
            assert!(inside.contains("dropc-t0"), "{inside}");
            assert!(inside.contains("dropc-t1"), "{inside}");
            assert!(inside.contains("mtu 1400"), "{inside}");
            // Address, addrgenmode and up in one change.
            let change = crate::rtnl::LinkChange {
                address: Some([0x02, 0xdc, 0, 0, 0, 0x42]),
                no_ipv6_addrgen: true,
                up: true,
            };
            ns.run(|| crate::rtnl::set_link("dropc-t1", change))
                .unwrap()
                .unwrap();
            let t1 = ns
                .exec("ip", &["-d", "-o", "link", "show", "dropc-t1"], None)
                .unwrap();
            assert!(t1.contains("02:dc:00:00:00:42"), "{t1}");
            assert!(t1.contains("addrgenmode none"), "{t1}");
            assert!(t1.contains(",UP"), "{t1}");
            // A taken name is an error that names the pair.
            let e = ns
                .run(|| crate::rtnl::add_veth("dropc-t0", "dropc-t2", 1400, ns.as_fd()))
                .unwrap()
                .unwrap_err();
            assert!(format!("{e:#}").contains("dropc-t0/dropc-t2"), "{e:#}");
            // Loopback is up.
            let lo = ns.exec("ip", &["-o", "link", "show", "lo"], None).unwrap();
            assert!(lo.contains(",UP"), "{lo}");
            let host =
                run_command(Command::new("ip"), "ip", &["-o", "link", "show"], None).unwrap();
            assert!(!host.contains("dropc-t0"));
            // The iproute2 tools see the namespace by its name.
            let listed = run_command(Command::new("ip"), "ip", &["netns", "list"], None).unwrap();
            assert!(listed.contains(&name), "{listed}");
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
