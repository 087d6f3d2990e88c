//! What the agent owes its service manager: readiness (`sd_notify`), one
//! instance per network namespace, and the node's interfaces.

use std::os::fd::AsRawFd as _;
use std::os::linux::net::SocketAddrExt as _;
use std::os::unix::net::{SocketAddr, UnixDatagram, UnixListener, UnixStream};

/// Sends `state` (`READY=1`, `STATUS=...`, `RELOADING=1`, `STOPPING=1`)
/// to the service manager when `NOTIFY_SOCKET` names one (systemd's
/// `Type=notify`); nothing otherwise. A path, or `@name` for an abstract
/// socket.
pub fn notify(state: &str) -> std::io::Result<()> {
    let Some(to) = std::env::var_os("NOTIFY_SOCKET") else {
        return Ok(());
    };
    let to = to.to_string_lossy().into_owned();
    let addr = match to.strip_prefix('@') {
        Some(name) => SocketAddr::from_abstract_name(name.as_bytes())?,
        None => SocketAddr::from_pathname(&to)?,
    };
    let sock = UnixDatagram::unbound()?;
    sock.send_to_addr(state.as_bytes(), &addr)?;
    Ok(())
}

/// The abstract socket name that one agent per network namespace holds
/// (abstract Unix sockets belong to a network namespace, and go with the
/// process: nothing to clean after a SIGKILL).
const LOCK_NAME: &[u8] = b"dropc-agent";

/// Why the agent cannot run here.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error("another dropc agent ({holder}) keeps the policies of this network namespace: one agent per network namespace")]
    Held { holder: String },
    #[error("cannot take the agent's lock (abstract socket @dropc-agent): {0}")]
    Io(std::io::Error),
}

/// Takes this network namespace's agent lock; held while the listener
/// lives (the caller drains its connections with [`serve_lock`]).
pub fn lock() -> Result<UnixListener, LockError> {
    let addr = SocketAddr::from_abstract_name(LOCK_NAME).map_err(LockError::Io)?;
    match UnixListener::bind_addr(&addr) {
        Ok(l) => {
            l.set_nonblocking(true).map_err(LockError::Io)?;
            Ok(l)
        }
        Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => Err(LockError::Held {
            holder: holder(&addr),
        }),
        Err(e) => Err(LockError::Io(e)),
    }
}

/// "pid N (COMMAND)" of the process holding the lock, from the listener's
/// credentials (`SO_PEERCRED`); a process of another PID namespace has pid
/// 0 here.
fn holder(addr: &SocketAddr) -> String {
    let Ok(s) = UnixStream::connect_addr(addr) else {
        return "a process that could not be asked".to_string();
    };
    let mut cred = libc::ucred {
        pid: 0,
        uid: 0,
        gid: 0,
    };
    let mut len = std::mem::size_of::<libc::ucred>() as libc::socklen_t;
    // SAFETY: getsockopt writes at most `len` bytes into `cred`.
    let rc = unsafe {
        libc::getsockopt(
            s.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            (&raw mut cred).cast(),
            &mut len,
        )
    };
    if rc != 0 || cred.pid <= 0 {
        return "a process of another PID namespace".to_string();
    }
    let comm = std::fs::read_to_string(format!("/proc/{}/comm", cred.pid)).unwrap_or_default();
    format!("pid {} ({})", cred.pid, comm.trim())
}

/// Accepts and closes the connections of later agents asking who holds
/// the lock, so that the backlog never fills.
pub async fn serve_lock(listener: UnixListener) {
    let Ok(l) = tokio::net::UnixListener::from_std(listener) else {
        return;
    };
    loop {
        match l.accept().await {
            Ok((s, _)) => drop(s),
            Err(_) => tokio::time::sleep(std::time::Duration::from_millis(100)).await,
        }
    }
}

/// The node's interfaces and the interfaces of its default routes, as the
/// calling thread's network namespace has them.
pub fn node() -> crate::config::Node {
    let mut links = Vec::new();
    // SAFETY: if_nameindex returns an array ended by a zero entry, freed
    // with if_freenameindex.
    unsafe {
        let list = libc::if_nameindex();
        if !list.is_null() {
            let mut p = list;
            while (*p).if_index != 0 && !(*p).if_name.is_null() {
                links.push(
                    std::ffi::CStr::from_ptr((*p).if_name)
                        .to_string_lossy()
                        .into_owned(),
                );
                p = p.add(1);
            }
            libc::if_freenameindex(list);
        }
    }
    let mut default_route = Vec::new();
    // IPv4: Iface, Destination, Gateway, Flags, RefCnt, Use, Metric, Mask.
    let v4 = std::fs::read_to_string("/proc/thread-self/net/route").unwrap_or_default();
    for l in v4.lines().skip(1) {
        let f: Vec<&str> = l.split_whitespace().collect();
        if f.len() > 7 && f[1] == "00000000" && f[7] == "00000000" {
            default_route.push(f[0].to_string());
        }
    }
    // IPv6: destination, its prefix length, ..., the device last.
    let v6 = std::fs::read_to_string("/proc/thread-self/net/ipv6_route").unwrap_or_default();
    for l in v6.lines() {
        let f: Vec<&str> = l.split_whitespace().collect();
        if f.len() == 10 && f[0].bytes().all(|b| b == b'0') && f[1] == "00" && f[9] != "lo" {
            default_route.push(f[9].to_string());
        }
    }
    default_route.sort();
    default_route.dedup();
    crate::config::Node {
        links,
        default_route,
    }
}
