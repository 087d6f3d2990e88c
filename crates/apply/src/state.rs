//! What `dropc apply` keeps: one [`Record`] per network namespace and
//! interface (spec §7, v2: one policy per interface and network namespace).
//!
//! Layout (directories 0700, files 0600, whatever the umask):
//!
//! ```text
//! /run/dropc/net-<dev>-<ino>/<iface>.json      the record of <iface>
//! /run/dropc/net-<dev>-<ino>/<iface>.clsact    dropc made <iface>'s clsact qdisc
//! /run/dropc/locks/net-<dev>-<ino>-<iface>.lock
//! /sys/fs/bpf/dropc/net-<dev>-<ino>/<iface>/   its BPF pins (crate::bpf)
//! ```
//!
//! `<dev>-<ino>` are the device and inode of `/proc/thread-self/ns/net`
//! ([`NetnsKey`]): the same interface name in two namespaces has two
//! records. Records are written atomically (a temporary file in the same
//! directory, then a rename). A record that cannot be read or decoded is
//! reported as [`Stored::Corrupt`], never an error that blocks `apply` or
//! `remove`: they then reconstruct what is loaded from the kernel's names
//! (nft table `dropc-IF`, iptables chain `DROPC-IF`, the pins).
//!
//! A namespace that no longer exists leaves its directories behind;
//! [`Store::sweep_vanished`] deletes them (and the pins under them) only
//! when the kernel proves the namespace gone: each record carries the
//! namespace's 64-bit id ([`netns_id`], never reused), and a namespace is
//! gone when opening it by that id fails with `ESTALE` ([`netns_alive`]).
//! Anything else (no id, an older kernel, an unreadable record) keeps it.
//!
//! Lock files (`<root>/locks/<ns>-<iface>.lock`) are unlinked by the
//! holder when the interface has no record left ([`Lock`]); a waiter that
//! then gets the unlinked file sees it and opens the path anew, so
//! exclusion holds and locks do not pile up.
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use dropc_backends::Target;
use serde::{Deserialize, Serialize};
use std::io::Write as _;
use std::os::unix::fs::{DirBuilderExt as _, OpenOptionsExt as _, PermissionsExt as _};
use std::path::{Path, PathBuf};

/// Root of the records.
pub const STATE_ROOT: &str = "/run/dropc";

/// Errors of the record store.
#[derive(Debug, thiserror::Error)]
pub enum StateError {
    #[error("cannot identify the network namespace (/proc/thread-self/ns/net): {0}")]
    Netns(#[source] std::io::Error),
    #[error("{what} {}: {source}", path.display())]
    Io {
        what: &'static str,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("encoding the record of {iface}: {source}")]
    Encode {
        iface: String,
        #[source]
        source: serde_json::Error,
    },
    #[error(
        "another dropc apply, remove or set is working on {iface} (lock {}); gave up after {} s",
        path.display(),
        waited.as_secs()
    )]
    Busy {
        iface: String,
        path: PathBuf,
        waited: std::time::Duration,
    },
}

/// How long [`Store::lock`] waits for another dropc working on the same
/// interface.
pub const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(30);

/// The lock of one interface of one namespace; released when dropped.
/// Dropped while the interface has no record, it unlinks its file first
/// (still holding the lock): [`Store::lock`] only returns a lock whose
/// file is the one the path names, so a waiter that got the unlinked file
/// retries on a new one, and exclusion holds.
#[derive(Debug)]
pub struct Lock {
    _file: std::fs::File,
    path: PathBuf,
    record: PathBuf,
}

impl Drop for Lock {
    fn drop(&mut self) {
        if matches!(std::fs::symlink_metadata(&self.record), Err(e) if e.kind() == std::io::ErrorKind::NotFound)
        {
            // Only a holder unlinks, so the path names this file.
            let _ = std::fs::remove_file(&self.path);
        }
        // The descriptor (and the flock) goes after this, with `_file`.
    }
}

fn io<'a>(what: &'static str, path: &'a Path) -> impl FnOnce(std::io::Error) -> StateError + 'a {
    move |source| StateError::Io {
        what,
        path: path.to_path_buf(),
        source,
    }
}

/// A network namespace: device and inode of its nsfs file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct NetnsKey {
    pub dev: u64,
    pub ino: u64,
}

impl NetnsKey {
    /// The calling thread's network namespace.
    pub fn current() -> Result<NetnsKey, StateError> {
        Self::of(Path::new("/proc/thread-self/ns/net")).map_err(StateError::Netns)
    }

    /// The namespace of an nsfs file (`/proc/PID/ns/net`, `/run/netns/X`).
    pub fn of(path: &Path) -> std::io::Result<NetnsKey> {
        use std::os::unix::fs::MetadataExt as _;
        let m = std::fs::metadata(path)?;
        Ok(NetnsKey {
            dev: m.dev(),
            ino: m.ino(),
        })
    }

    /// The directory name of its records and pins: `net-<dev>-<ino>`.
    pub fn dir_name(self) -> String {
        format!("net-{}-{}", self.dev, self.ino)
    }

    /// The inverse of [`NetnsKey::dir_name`].
    pub fn parse_dir_name(name: &str) -> Option<NetnsKey> {
        let (dev, ino) = name.strip_prefix("net-")?.split_once('-')?;
        Some(NetnsKey {
            dev: dev.parse().ok()?,
            ino: ino.parse().ok()?,
        })
    }
}

/// The nsfs file handle of a namespace (`struct nsfs_file_handle`:
/// u64 id, u32 type, u32 inode), Linux >= 6.18.
#[repr(C)]
struct NsHandle {
    handle_bytes: u32,
    handle_type: i32,
    id: u64,
    ns_type: u32,
    ino: u32,
    spare: [u8; 48],
}

/// `FILEID_NSFS`, the type of an nsfs file handle.
const FILEID_NSFS: i32 = 0xf1;
/// `FD_NSFS_ROOT`: opens a handle on the nsfs mount itself.
const FD_NSFS_ROOT: libc::c_int = -10003;

/// The kernel's id of the network namespace of nsfs file `path`
/// (`/proc/thread-self/ns/net`): 64 bits, never reused while the system
/// runs, unlike the inode. `None` on kernels without nsfs file handles
/// (before 6.18).
pub fn netns_id(path: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt as _;
    let c = std::ffi::CString::new(path.as_os_str().as_bytes()).ok()?;
    let mut h = NsHandle {
        handle_bytes: 64,
        handle_type: 0,
        id: 0,
        ns_type: 0,
        ino: 0,
        spare: [0; 48],
    };
    let mut mount_id: libc::c_int = 0;
    // SAFETY: a valid path, and a handle buffer of the size it declares.
    let rc = unsafe {
        libc::name_to_handle_at(
            libc::AT_FDCWD,
            c.as_ptr(),
            (&raw mut h).cast::<libc::file_handle>(),
            &mut mount_id,
            libc::AT_SYMLINK_FOLLOW,
        )
    };
    (rc == 0
        && h.handle_type == FILEID_NSFS
        && h.handle_bytes >= 16
        && h.ns_type == libc::CLONE_NEWNET as u32)
        .then_some(h.id)
}

/// What the kernel says of a namespace known by its id and key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Liveness {
    Alive,
    /// Certainly gone: opening it by its id fails with `ESTALE`.
    Gone,
    /// Cannot tell (no support for nsfs file handles, no privilege).
    Unknown,
}

/// Whether the network namespace `id` (of [`netns_id`]) with key `key`
/// still exists, by opening it by its file handle: this sees every
/// namespace, held by a task, a descriptor or a bind mount in any mount
/// namespace (a scan of `/proc` misses one bind-mounted in a mount
/// namespace that has no process).
pub fn netns_alive(id: u64, key: NetnsKey) -> Liveness {
    let Ok(ino) = u32::try_from(key.ino) else {
        return Liveness::Unknown;
    };
    let mut h = NsHandle {
        handle_bytes: 16,
        handle_type: FILEID_NSFS,
        id,
        ns_type: libc::CLONE_NEWNET as u32,
        ino,
        spare: [0; 48],
    };
    // SAFETY: a handle of the size it declares; the descriptor returned is
    // ours and closed at once.
    let fd = unsafe {
        libc::open_by_handle_at(
            FD_NSFS_ROOT,
            (&raw mut h).cast::<libc::file_handle>(),
            libc::O_RDONLY | libc::O_CLOEXEC,
        )
    };
    if fd >= 0 {
        // SAFETY: a descriptor we own.
        unsafe { libc::close(fd) };
        return Liveness::Alive;
    }
    match std::io::Error::last_os_error().raw_os_error() {
        // ESTALE proves the namespace gone only to a caller the kernel
        // lets see every namespace: without CAP_SYS_ADMIN and
        // CAP_DAC_READ_SEARCH (the agent's unit grants neither), nsfs
        // answers ESTALE for live namespaces too, and a sweep would delete
        // the records of policies in force.
        Some(libc::ESTALE) if may_see_every_namespace() => Liveness::Gone,
        _ => Liveness::Unknown,
    }
}

/// Whether this thread's effective capabilities hold CAP_SYS_ADMIN and
/// CAP_DAC_READ_SEARCH (`CapEff` of `/proc/thread-self/status`).
fn may_see_every_namespace() -> bool {
    // (capability numbers 21 and 2, linux/capability.h)
    const NEEDED: u64 = (1 << 21) | (1 << 2);
    std::fs::read_to_string("/proc/thread-self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("CapEff:"))
                .and_then(|v| u64::from_str_radix(v.trim(), 16).ok())
        })
        .is_some_and(|eff| eff & NEEDED == NEEDED)
}

/// How a policy is hooked, as `dropc status` reports it (spec §8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// XDP in the driver.
    Native,
    /// XDP in the generic (SKB) path.
    Generic,
    /// tc clsact ingress, or nft's netdev ingress hook.
    Ingress,
    /// iptables with the legacy (x_tables) tools.
    Legacy,
    /// iptables with the nf_tables tools.
    Nft,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Native => "native",
            Mode::Generic => "generic",
            Mode::Ingress => "ingress",
            Mode::Legacy => "legacy",
            Mode::Nft => "nft",
        }
    }
}

/// The concrete iptables tools a policy was loaded with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum IptablesTools {
    Legacy,
    Nft,
}

/// What each target keeps besides the common fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Details {
    /// xdp and tc.
    Bpf(crate::bpf::BpfDetails),
    /// Table `netdev <table>`.
    Nft { table: String },
    /// Chain `chain` of table raw (both families) and its sets.
    Iptables {
        tools: IptablesTools,
        chain: String,
        sets: Vec<String>,
        /// Whether dropc created the nf_tables `raw` tables (iptables-nft),
        /// so that `remove` deletes them once empty.
        #[serde(default)]
        created_raw_tables: bool,
        /// What each rule of the chains counts, by position (for `stats`);
        /// absent in the records of a dropc whose rules carried their
        /// label as a comment.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        counts: Option<dropc_backends::iptables::RuleCounts>,
    },
}

/// The policy dropc loaded on one interface of one network namespace.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub iface: String,
    pub netns: NetnsKey,
    /// The namespace's id ([`netns_id`]): the proof, once the kernel no
    /// longer knows it, that the namespace is gone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub netns_id: Option<u64>,
    pub target: Target,
    pub mode: Mode,
    /// The policy file (absolute path when it could be resolved).
    pub policy: String,
    /// SHA-256 of the policy file's content, hex.
    pub sha256: String,
    /// When it was applied, RFC 3339 (UTC).
    pub since: String,
    /// Rule labels in rule order.
    pub labels: Vec<String>,
    pub details: Details,
}

/// What the store holds for an interface.
#[derive(Debug)]
pub enum Stored {
    Nothing,
    Record(Box<Record>),
    /// A record file that cannot be read or decoded (the reason).
    Corrupt(String),
}

/// The records of one network namespace.
#[derive(Clone, Debug)]
pub struct Store {
    root: PathBuf,
    netns: NetnsKey,
    id: Option<u64>,
}

impl Store {
    /// The store of the calling thread's network namespace under
    /// [`STATE_ROOT`].
    pub fn here() -> Result<Store, StateError> {
        let key = NetnsKey::current()?;
        let id = netns_id(Path::new("/proc/thread-self/ns/net"));
        Ok(Store::at(Path::new(STATE_ROOT), key).with_id(id))
    }

    /// The store of `netns` under `root`.
    pub fn at(root: &Path, netns: NetnsKey) -> Store {
        Store {
            root: root.to_path_buf(),
            netns,
            id: None,
        }
    }

    /// The same store, for the namespace of id `id` ([`netns_id`]).
    pub fn with_id(self, id: Option<u64>) -> Store {
        Store { id, ..self }
    }

    pub fn netns(&self) -> NetnsKey {
        self.netns
    }

    /// The namespace's id ([`netns_id`]), when the kernel gives one.
    pub fn netns_id(&self) -> Option<u64> {
        self.id
    }

    /// This namespace's directory.
    pub fn dir(&self) -> PathBuf {
        self.root.join(self.netns.dir_name())
    }

    fn path(&self, iface: &str) -> PathBuf {
        self.dir().join(format!("{iface}.json"))
    }

    /// The record of `iface`.
    pub fn read(&self, iface: &str) -> Stored {
        let path = self.path(iface);
        match std::fs::read(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Stored::Nothing,
            Err(e) => Stored::Corrupt(format!("cannot read {}: {e}", path.display())),
            Ok(bytes) => match serde_json::from_slice::<Record>(&bytes) {
                Ok(r) if matches!((r.netns_id, self.id), (Some(a), Some(b)) if a != b) => {
                    Stored::Corrupt(format!(
                        "{} is the record of a former namespace (id {}) whose inode this one (id {}) reuses",
                        path.display(),
                        r.netns_id.unwrap_or_default(),
                        self.id.unwrap_or_default()
                    ))
                }
                Ok(r) if r.iface == iface && r.netns == self.netns => Stored::Record(Box::new(r)),
                Ok(r) => Stored::Corrupt(format!(
                    "{} holds the record of {} in namespace {}",
                    path.display(),
                    r.iface,
                    r.netns.dir_name()
                )),
                Err(e) => Stored::Corrupt(format!("{}: {e}", path.display())),
            },
        }
    }

    /// Writes `r` atomically (temporary file, then rename), mode 0600 in a
    /// 0700 directory.
    pub fn write(&self, r: &Record) -> Result<(), StateError> {
        let dir = self.dir();
        make_private_dir(&self.root)?;
        make_private_dir(&dir)?;
        let json = serde_json::to_vec_pretty(r).map_err(|source| StateError::Encode {
            iface: r.iface.clone(),
            source,
        })?;
        let path = self.path(&r.iface);
        let tmp = dir.join(format!(".{}.json.{}.tmp", r.iface, std::process::id()));
        let _ = std::fs::remove_file(&tmp);
        let mut f = create_new_in(&dir, &tmp).map_err(io("cannot create", &tmp))?;
        // The mode passed to open is filtered by the umask; set it whole.
        f.set_permissions(std::fs::Permissions::from_mode(0o600))
            .map_err(io("cannot set the mode of", &tmp))?;
        let written = f
            .write_all(&json)
            .and_then(|()| f.write_all(b"\n"))
            .and_then(|()| f.sync_all());
        if let Err(e) = written {
            let _ = std::fs::remove_file(&tmp);
            return Err(io("cannot write", &tmp)(e));
        }
        std::fs::rename(&tmp, &path).map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            io("cannot rename into", &path)(e)
        })
    }

    /// Deletes the record of `iface` (and the namespace's directory once
    /// empty). Ok(false) if there was none.
    pub fn delete(&self, iface: &str) -> Result<bool, StateError> {
        let path = self.path(iface);
        let gone = match std::fs::remove_file(&path) {
            Ok(()) => true,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => false,
            Err(e) => return Err(io("cannot remove", &path)(e)),
        };
        let _ = std::fs::remove_dir(self.dir());
        Ok(gone)
    }

    /// The file that says dropc created `iface`'s clsact qdisc: written
    /// before the qdisc is added (the intent), so that a kill before the
    /// record is written, or a lost record, never leaves dropc's qdisc
    /// unclaimed (`crate::bpf`).
    fn clsact_path(&self, iface: &str) -> PathBuf {
        self.dir().join(format!("{iface}.clsact"))
    }

    /// Writes the clsact intent of `iface`; Ok(true) if it was not there.
    pub fn mark_clsact(&self, iface: &str) -> Result<bool, StateError> {
        make_private_dir(&self.root)?;
        make_private_dir(&self.dir())?;
        let path = self.clsact_path(iface);
        let opened = create_new_in(&self.dir(), &path);
        match opened {
            Ok(f) => {
                f.sync_all().map_err(io("cannot write", &path))?;
                Ok(true)
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
            Err(e) => Err(io("cannot create", &path)(e)),
        }
    }

    /// Whether the clsact intent of `iface` is there.
    pub fn clsact_marked(&self, iface: &str) -> bool {
        std::fs::symlink_metadata(self.clsact_path(iface)).is_ok()
    }

    /// Deletes the clsact intent of `iface` (the qdisc is gone, or not
    /// dropc's).
    pub fn unmark_clsact(&self, iface: &str) -> Result<(), StateError> {
        let path = self.clsact_path(iface);
        match std::fs::remove_file(&path) {
            Ok(()) => {
                self.tidy();
                Ok(())
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(io("cannot remove", &path)(e)),
        }
    }

    /// Removes this namespace's directory if it is empty.
    pub fn tidy(&self) {
        let _ = std::fs::remove_dir(self.dir());
    }

    /// Removes this namespace's directory if it is empty and was last
    /// changed a minute ago or more (a killed run's leftover: it says
    /// nothing; a younger one may be about to get a file from a run that
    /// holds another interface's lock). True if it went.
    fn remove_if_empty_and_old(&self) -> bool {
        let dir = self.dir();
        let old = std::fs::symlink_metadata(&dir)
            .and_then(|m| m.modified())
            .is_ok_and(|t| t.elapsed().is_ok_and(|age| age >= EMPTY_DIR_AGE));
        // (rmdir refuses a directory that is not empty)
        old && std::fs::remove_dir(&dir).is_ok()
    }

    /// The interfaces that have a record file here (readable or not),
    /// sorted.
    pub fn ifaces(&self) -> Vec<String> {
        self.names_with_suffix(".json")
    }

    /// The interfaces with a file `IF<suffix>` here (not hidden), sorted.
    fn names_with_suffix(&self, suffix: &str) -> Vec<String> {
        self.ifaces_of_files(|n| {
            (!n.starts_with('.'))
                .then(|| n.strip_suffix(suffix).map(str::to_string))
                .flatten()
        })
    }

    /// The interfaces `of` finds in the names of this namespace's files,
    /// sorted, each once.
    fn ifaces_of_files(&self, of: impl Fn(&str) -> Option<String>) -> Vec<String> {
        let mut out: Vec<String> = std::fs::read_dir(self.dir())
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| of(&e.file_name().to_string_lossy()))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The lock file of `iface`: `<root>/locks/<ns>-<iface>.lock` (apart
    /// from the records, so that a namespace's directory can go once empty).
    fn lock_path(&self, iface: &str) -> PathBuf {
        self.root
            .join("locks")
            .join(format!("{}-{iface}.lock", self.netns.dir_name()))
    }

    /// Takes the lock of `iface` (`flock`), waiting up to `wait` for another
    /// dropc that holds it: `apply`, `remove` and `set` on one interface run
    /// one at a time. The lock returned is on the file the path names (a
    /// holder unlinks it when it leaves the interface without a record: the
    /// file a waiter got is then stale, and it opens the path anew).
    pub fn lock(&self, iface: &str, wait: std::time::Duration) -> Result<Lock, StateError> {
        use std::os::fd::AsRawFd as _;
        use std::os::unix::fs::MetadataExt as _;
        make_private_dir(&self.root)?;
        let dir = self.root.join("locks");
        make_private_dir(&dir)?;
        let path = self.lock_path(iface);
        let start = std::time::Instant::now();
        loop {
            let file = std::fs::OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .mode(0o600)
                .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC)
                .open(&path)
                .map_err(io("cannot open", &path))?;
            loop {
                // SAFETY: flock on a descriptor we own.
                if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
                    break;
                }
                let e = std::io::Error::last_os_error();
                if e.raw_os_error() != Some(libc::EWOULDBLOCK) {
                    return Err(io("cannot lock", &path)(e));
                }
                if start.elapsed() >= wait {
                    return Err(StateError::Busy {
                        iface: iface.to_string(),
                        path,
                        waited: wait,
                    });
                }
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            let held = file.metadata().map_err(io("cannot stat", &path))?;
            let named = std::fs::symlink_metadata(&path);
            if named.is_ok_and(|m| m.dev() == held.dev() && m.ino() == held.ino()) {
                return Ok(Lock {
                    _file: file,
                    path,
                    record: self.path(iface),
                });
            }
            // The holder before us unlinked this file: take the new one.
        }
    }

    /// Namespaces with a directory under the root, other than this one.
    pub fn other_namespaces(&self) -> Vec<NetnsKey> {
        std::fs::read_dir(&self.root)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| NetnsKey::parse_dir_name(&e.file_name().to_string_lossy()))
            .filter(|k| *k != self.netns)
            .collect()
    }

    /// Deletes the records, pin directories and lock files of namespaces
    /// the kernel proves gone; returns their directory names. `liveness`
    /// says what the kernel knows of a namespace ([`netns_alive`] in
    /// production). A namespace directory goes only if it holds records,
    /// every one of them readable, carrying its namespace's id, and that
    /// namespace [`Liveness::Gone`]: a namespace can live unseen (held by a
    /// bind mount in a mount namespace without a process), and a record
    /// deleted while its policy is in force would make `remove` leave
    /// things behind.
    pub fn sweep_vanished(
        &self,
        pin_root: &Path,
        liveness: impl Fn(u64, NetnsKey) -> Liveness,
    ) -> Vec<String> {
        let mut swept = Vec::new();
        for k in self.other_namespaces() {
            let other = Store::at(&self.root, k);
            if other.remove_if_empty_and_old() {
                continue;
            }
            let ifaces = other.ifaces();
            let gone = !ifaces.is_empty()
                && ifaces.iter().all(|iface| match other.read(iface) {
                    Stored::Record(r) => r
                        .netns_id
                        .is_some_and(|id| liveness(id, k) == Liveness::Gone),
                    Stored::Nothing | Stored::Corrupt(_) => false,
                });
            if !gone {
                continue;
            }
            let name = k.dir_name();
            let a = std::fs::remove_dir_all(other.dir()).is_ok();
            let pins = pin_root.join(&name);
            let b = pins.exists() && std::fs::remove_dir_all(&pins).is_ok();
            let lock_prefix = format!("{name}-");
            for e in std::fs::read_dir(self.root.join("locks"))
                .into_iter()
                .flatten()
                .flatten()
            {
                if e.file_name().to_string_lossy().starts_with(&lock_prefix) {
                    let _ = std::fs::remove_file(e.path());
                }
            }
            if a || b {
                swept.push(name);
            }
        }
        swept
    }
}

/// What an interrupted transaction was doing (`IF.intent`, written before
/// `apply`, `remove` or `set` changes the host, deleted once it is done).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Op {
    Apply,
    Remove,
    Set,
}

impl Op {
    pub fn name(self) -> &'static str {
        match self {
            Op::Apply => "apply",
            Op::Remove => "remove",
            Op::Set => "set",
        }
    }
}

/// One side of a transaction: a policy file on a target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Side {
    pub target: Target,
    pub policy: String,
    pub sha256: String,
}

/// The intent record: a transaction on an interface that began and has
/// not finished. While it is there, the old policy (`old`) or the new one
/// (`new`; none for `remove`) may be in force (spec §8: `"interrupted"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Intent {
    pub op: Op,
    pub iface: String,
    pub pid: u32,
    /// When it began, RFC 3339.
    pub since: String,
    pub old: Option<Side>,
    pub new: Option<Side>,
}

impl Intent {
    /// "interrupted: A or B may be in force; run `dropc apply` or `dropc
    /// remove` to finish".
    pub fn describe(&self) -> String {
        let side = |s: &Option<Side>| match s {
            Some(s) => format!("{} ({})", s.policy, s.target),
            None => "no policy".to_string(),
        };
        format!(
            "interrupted ({}): {} or {} may be in force; run `dropc apply` or `dropc remove` to finish",
            self.op.name(),
            side(&self.old),
            side(&self.new)
        )
    }
}

/// What the store says of an interface's transaction.
#[derive(Debug)]
pub enum Pending {
    /// None is unfinished.
    None,
    /// One was interrupted (its intent; `None` when the file is there but
    /// cannot be read: still interrupted).
    Interrupted(Option<Box<Intent>>),
}

impl Pending {
    pub fn is_interrupted(&self) -> bool {
        matches!(self, Pending::Interrupted(_))
    }

    /// The human sentence (spec §8: the word `interrupted`).
    pub fn describe(&self) -> Option<String> {
        match self {
            Pending::None => None,
            Pending::Interrupted(Some(i)) => Some(i.describe()),
            Pending::Interrupted(None) => Some(
                "interrupted: the old or the new policy may be in force; run `dropc apply` or `dropc remove` to finish".to_string(),
            ),
        }
    }
}

/// A record's space, taken before the host changes (a temporary file of
/// zeros in the namespace's directory): the record written into it once
/// the policy is loaded needs no new space, so a full file system fails
/// the transaction before anything changed. Dropped uncommitted, the file
/// goes.
#[derive(Debug)]
pub struct Reservation {
    file: Option<std::fs::File>,
    tmp: PathBuf,
    path: PathBuf,
    size: u64,
}

impl Reservation {
    /// Writes `r` into the reserved space and renames it over the record.
    /// A record larger than the reservation is written all the same (it
    /// may then need space).
    pub fn commit(mut self, r: &Record) -> Result<(), StateError> {
        use std::io::Seek as _;
        let json = serde_json::to_vec_pretty(r).map_err(|source| StateError::Encode {
            iface: r.iface.clone(),
            source,
        })?;
        let Some(mut f) = self.file.take() else {
            return Err(io("cannot write", &self.tmp)(std::io::Error::other(
                "the reservation was already used",
            )));
        };
        let written = f
            .seek(std::io::SeekFrom::Start(0))
            .and_then(|_| f.write_all(&json))
            .and_then(|()| f.write_all(b"\n"))
            .and_then(|()| f.set_len(json.len() as u64 + 1))
            .and_then(|()| f.sync_all());
        if let Err(e) = written {
            let _ = std::fs::remove_file(&self.tmp);
            return Err(io("cannot write", &self.tmp)(e));
        }
        std::fs::rename(&self.tmp, &self.path).map_err(|e| {
            let _ = std::fs::remove_file(&self.tmp);
            io("cannot rename into", &self.path)(e)
        })
    }

    /// The bytes reserved.
    pub fn size(&self) -> u64 {
        self.size
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = std::fs::remove_file(&self.tmp);
        }
    }
}

impl Store {
    fn intent_path(&self, iface: &str) -> PathBuf {
        self.dir().join(format!("{iface}.intent"))
    }

    /// Records the intent `i` (synced) before the host changes. Fails (and
    /// leaves nothing) when the directory cannot be written: the caller
    /// then changes nothing.
    pub fn begin(&self, i: &Intent) -> Result<(), StateError> {
        make_private_dir(&self.root)?;
        make_private_dir(&self.dir())?;
        let json = serde_json::to_vec_pretty(i).map_err(|source| StateError::Encode {
            iface: i.iface.clone(),
            source,
        })?;
        let path = self.intent_path(&i.iface);
        // (a former one, of a run that was killed, is replaced: this
        // transaction finishes or undoes what it began)
        let _ = std::fs::remove_file(&path);
        let mut f = create_new_in(&self.dir(), &path).map_err(io("cannot create", &path))?;
        let written = f
            .set_permissions(std::fs::Permissions::from_mode(0o600))
            .and_then(|()| f.write_all(&json))
            .and_then(|()| f.write_all(b"\n"))
            .and_then(|()| f.sync_all());
        if let Err(e) = written {
            let _ = std::fs::remove_file(&path);
            return Err(io("cannot write", &path)(e));
        }
        Ok(())
    }

    /// The transaction is done (or undone whole): the intent goes.
    pub fn finish(&self, iface: &str) -> Result<(), StateError> {
        let path = self.intent_path(iface);
        match std::fs::remove_file(&path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(io("cannot remove", &path)(e)),
        }
    }

    /// Whether a transaction on `iface` was interrupted.
    pub fn pending(&self, iface: &str) -> Pending {
        let path = self.intent_path(iface);
        match std::fs::read(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Pending::None,
            Err(_) => Pending::Interrupted(None),
            Ok(bytes) => Pending::Interrupted(
                serde_json::from_slice::<Intent>(&bytes)
                    .ok()
                    .filter(|i| i.iface == iface)
                    .map(Box::new),
            ),
        }
    }

    /// The interfaces with an intent here (an interrupted transaction),
    /// sorted.
    pub fn intents(&self) -> Vec<String> {
        self.names_with_suffix(".intent")
    }

    /// Takes `size` bytes for `iface`'s next record (see [`Reservation`]).
    pub fn reserve(&self, iface: &str, size: u64) -> Result<Reservation, StateError> {
        make_private_dir(&self.root)?;
        make_private_dir(&self.dir())?;
        let dir = self.dir();
        let tmp = dir.join(format!(".{iface}.json.{}.tmp", std::process::id()));
        let _ = std::fs::remove_file(&tmp);
        let mut f = create_new_in(&dir, &tmp).map_err(io("cannot create", &tmp))?;
        let zeros = vec![0u8; 64 * 1024];
        let mut left = size;
        let mut filled = f.set_permissions(std::fs::Permissions::from_mode(0o600));
        while filled.is_ok() && left > 0 {
            let n = usize::try_from(left.min(zeros.len() as u64)).unwrap_or(zeros.len());
            filled = f.write_all(&zeros[..n]);
            left -= n as u64;
        }
        if let Err(e) = filled.and_then(|()| f.sync_all()) {
            let _ = std::fs::remove_file(&tmp);
            return Err(io("cannot reserve space for the record in", &tmp)(e));
        }
        Ok(Reservation {
            file: Some(f),
            tmp,
            path: self.path(iface),
            size,
        })
    }

    /// Deletes what killed runs left for `iface`: its temporary record
    /// files (`.IF.json.PID.tmp`). The caller holds `iface`'s lock, so no
    /// live run is writing one. The names of what went.
    pub fn clear_temporaries(&self, iface: &str) -> Vec<String> {
        let prefix = format!(".{iface}.json.");
        let mut gone = Vec::new();
        for e in std::fs::read_dir(self.dir())
            .into_iter()
            .flatten()
            .flatten()
        {
            let n = e.file_name().to_string_lossy().into_owned();
            let ours = n
                .strip_prefix(&prefix)
                .and_then(|r| r.strip_suffix(".tmp"))
                .is_some_and(|pid| pid.parse::<u32>().is_ok());
            if ours && std::fs::remove_file(e.path()).is_ok() {
                gone.push(n);
            }
        }
        gone
    }

    /// The interfaces with temporary record files here (see
    /// [`Store::clear_temporaries`]).
    pub fn temporaries(&self) -> Vec<String> {
        self.ifaces_of_files(|n| {
            let (iface, pid) = n
                .strip_prefix('.')?
                .strip_suffix(".tmp")?
                .rsplit_once(".json.")?;
            pid.parse::<u32>().ok().map(|_| iface.to_string())
        })
    }
}

/// How old an empty namespace directory must be before a sweep removes it.
const EMPTY_DIR_AGE: std::time::Duration = std::time::Duration::from_secs(60);

/// Creates file `path` (0600, not following a link, failing if it exists)
/// in `dir`, making `dir` again if it went: another interface's `remove`
/// deletes the namespace's directory when empty (it is not once the file
/// is in it).
fn create_new_in(dir: &Path, path: &Path) -> std::io::Result<std::fs::File> {
    let open = || {
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW)
            .open(path)
    };
    match open() {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            make_private_dir(dir).map_err(|e| std::io::Error::other(e.to_string()))?;
            open()
        }
        other => other,
    }
}

/// Creates `dir` (mode 0700) if absent and makes its mode 0700 whatever the
/// umask; refuses a symbolic link.
pub fn make_private_dir(dir: &Path) -> Result<(), StateError> {
    match std::fs::DirBuilder::new().mode(0o700).create(dir) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(io("cannot create", dir)(e)),
    }
    let m = std::fs::symlink_metadata(dir).map_err(io("cannot stat", dir))?;
    if !m.is_dir() {
        return Err(io("not a directory:", dir)(std::io::Error::from(
            std::io::ErrorKind::InvalidInput,
        )));
    }
    if m.permissions().mode() & 0o7777 != 0o700 {
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
            .map_err(io("cannot set the mode of", dir))?;
    }
    Ok(())
}

/// SHA-256 of `bytes`, lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest as _;
    let d = sha2::Sha256::digest(bytes);
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// Now, RFC 3339 in UTC, to the second.
pub fn now_rfc3339() -> String {
    humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(iface: &str, netns: NetnsKey) -> Record {
        Record {
            iface: iface.into(),
            netns,
            netns_id: Some(netns.ino + 1000),
            target: Target::Nft,
            mode: Mode::Ingress,
            policy: "/etc/p.drop".into(),
            sha256: sha256_hex(b"x"),
            since: now_rfc3339(),
            labels: vec!["a".into()],
            details: Details::Nft {
                table: "dropc-eth0".into(),
            },
        }
    }

    #[test]
    fn intents_reservations_and_temporaries() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let root = tmp.path().join("run");
        let a = Store::at(&root, NetnsKey { dev: 4, ino: 100 });
        assert!(!a.pending("eth0").is_interrupted());
        let i = Intent {
            op: Op::Apply,
            iface: "eth0".into(),
            pid: 1,
            since: now_rfc3339(),
            old: None,
            new: Some(Side {
                target: Target::Nft,
                policy: "/etc/p.drop".into(),
                sha256: sha256_hex(b"x"),
            }),
        };
        a.begin(&i).expect("begin");
        assert_eq!(a.intents(), ["eth0"]);
        assert_eq!(
            a.ifaces(),
            Vec::<String>::new(),
            "an intent is not a record"
        );
        match a.pending("eth0") {
            Pending::Interrupted(Some(got)) => assert_eq!(*got, i),
            other @ (Pending::None | Pending::Interrupted(None)) => panic!("{other:?}"),
        }
        let d = a.pending("eth0").describe().expect("described");
        assert!(d.starts_with("interrupted (apply): no policy or /etc/p.drop (nft) may be in force; run `dropc apply` or `dropc remove`"), "{d}");
        // The reservation takes its space at once, and is the record once
        // committed (shorter than the space: truncated).
        let res = a.reserve("eth0", 100_000).expect("reserve");
        assert_eq!(a.temporaries(), ["eth0"]);
        let tmp_file = a
            .dir()
            .join(format!(".eth0.json.{}.tmp", std::process::id()));
        assert_eq!(std::fs::metadata(&tmp_file).expect("tmp").len(), 100_000);
        let r = record("eth0", a.netns());
        res.commit(&r).expect("commit");
        assert!(matches!(a.read("eth0"), Stored::Record(got) if *got == r));
        assert_eq!(a.temporaries(), Vec::<String>::new());
        a.finish("eth0").expect("finish");
        assert!(!a.pending("eth0").is_interrupted());
        // An unused reservation goes when dropped; a killed run's file is
        // cleared by the next run.
        drop(a.reserve("eth0", 10).expect("reserve"));
        assert_eq!(a.temporaries(), Vec::<String>::new());
        std::fs::write(a.dir().join(".eth0.json.12345.tmp"), b"{").expect("write");
        std::fs::write(a.dir().join(".eth1.json.7.tmp"), b"{").expect("write");
        assert_eq!(a.temporaries(), ["eth0", "eth1"]);
        assert_eq!(a.clear_temporaries("eth0"), [".eth0.json.12345.tmp"]);
        assert_eq!(a.temporaries(), ["eth1"]);
    }

    #[test]
    fn records_round_trip_privately_and_per_namespace() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let root = tmp.path().join("run");
        let a = Store::at(&root, NetnsKey { dev: 4, ino: 100 });
        let b = Store::at(&root, NetnsKey { dev: 4, ino: 200 });
        // SAFETY: umask only changes this process's file-creation mask.
        let old = unsafe { libc::umask(0) };
        let r = record("eth0", a.netns());
        a.write(&r).expect("write");
        unsafe { libc::umask(old) };
        match a.read("eth0") {
            Stored::Record(got) => assert_eq!(*got, r),
            other @ (Stored::Nothing | Stored::Corrupt(_)) => panic!("{other:?}"),
        }
        assert!(matches!(b.read("eth0"), Stored::Nothing));
        let mode = |p: &Path| std::fs::metadata(p).expect("stat").permissions().mode() & 0o777;
        assert_eq!(mode(&root), 0o700);
        assert_eq!(mode(&a.dir()), 0o700);
        assert_eq!(mode(&a.dir().join("eth0.json")), 0o600);
        assert_eq!(a.ifaces(), ["eth0"]);
        assert_eq!(b.other_namespaces(), [a.netns()]);
        // A corrupt record is reported, not an error.
        std::fs::write(a.dir().join("eth1.json"), b"{").expect("write");
        assert!(matches!(a.read("eth1"), Stored::Corrupt(_)));
        assert!(a.delete("eth0").expect("delete"));
        assert!(!a.delete("eth0").expect("delete"));
        std::fs::remove_file(a.dir().join("eth1.json")).expect("rm");
    }

    /// The sweep deletes a namespace's records, pins and locks only when
    /// every record names its namespace by id and the kernel says that one
    /// is gone.
    #[test]
    fn only_namespaces_proven_gone_are_swept() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let root = tmp.path().join("run");
        let pins = tmp.path().join("pins");
        let a = Store::at(&root, NetnsKey { dev: 4, ino: 100 });
        let b = Store::at(&root, NetnsKey { dev: 4, ino: 200 });
        a.write(&record("eth0", a.netns())).expect("write");
        a.write(&record("eth1", a.netns())).expect("write");
        drop(a.lock("eth0", LOCK_WAIT).expect("lock"));
        std::fs::create_dir_all(pins.join(a.netns().dir_name()).join("eth0")).expect("mkdir");
        let id = a.netns().ino + 1000;
        let (gone, alive, unknown) = (
            |_, _| Liveness::Gone,
            |_, _| Liveness::Alive,
            |_, _| Liveness::Unknown,
        );
        assert!(b.sweep_vanished(&pins, alive).is_empty());
        assert!(b.sweep_vanished(&pins, unknown).is_empty());
        // One record without an id (an older dropc's): kept.
        let mut old = record("eth2", a.netns());
        old.netns_id = None;
        a.write(&old).expect("write");
        assert!(b.sweep_vanished(&pins, gone).is_empty());
        // An unreadable record: kept.
        std::fs::write(a.dir().join("eth2.json"), b"{").expect("write");
        assert!(b.sweep_vanished(&pins, gone).is_empty());
        a.delete("eth2").expect("delete");
        assert!(a.dir().exists() && pins.join(a.netns().dir_name()).exists());
        // All records name a namespace the kernel says is gone.
        let asked = std::cell::RefCell::new(Vec::new());
        let swept = b.sweep_vanished(&pins, |i, k| {
            asked.borrow_mut().push((i, k));
            Liveness::Gone
        });
        assert_eq!(swept, [a.netns().dir_name()]);
        assert!(asked
            .borrow()
            .iter()
            .all(|&(i, k)| i == id && k == a.netns()));
        assert!(!a.dir().exists() && !pins.join(a.netns().dir_name()).exists());
        assert_eq!(
            std::fs::read_dir(root.join("locks"))
                .expect("locks")
                .count(),
            0
        );
        // An empty namespace directory holds no proof: kept.
        std::fs::create_dir_all(a.dir()).expect("mkdir");
        assert!(b.sweep_vanished(&pins, gone).is_empty());
    }

    /// A network namespace held only by a bind mount inside a mount
    /// namespace that has no process (itself held by a bind mount) is
    /// invisible to a scan of `/proc`, but the kernel knows it by id: its
    /// records are kept; once it is gone, they are swept.
    #[test]
    fn an_unseen_namespace_is_kept_until_proven_gone() {
        if dropc_testkit::skip_kernel_test("an_unseen_namespace_is_kept_until_proven_gone") {
            return;
        }
        let ns = crate::netns::Netns::new("unseen").expect("namespace");
        let ns_path = Path::new("/run/netns").join(ns.name());
        let key = NetnsKey::of(&ns_path).expect("key");
        let Some(id) = netns_id(&ns_path) else {
            assert!(
                std::env::var("CI").map_or(true, |v| v != "true"),
                "this kernel has no nsfs file handles (Linux >= 6.18)"
            );
            eprintln!("skipping: no nsfs file handles (Linux >= 6.18)");
            return;
        };
        assert_eq!(netns_alive(id, key), Liveness::Alive);
        // Mounts in a private directory of ours, unmounted on any exit.
        struct Mounts(PathBuf);
        impl Drop for Mounts {
            fn drop(&mut self) {
                let _ = std::process::Command::new("umount")
                    .arg("-l")
                    .arg(self.0.join("mnt"))
                    .status();
                let _ = std::process::Command::new("umount")
                    .arg("-l")
                    .arg(&self.0)
                    .status();
            }
        }
        let tmp = tempfile::tempdir().expect("tempdir");
        let d = tmp.path().join("m");
        std::fs::create_dir(&d).expect("mkdir");
        let sh = |cmd: &str| {
            let o = std::process::Command::new("sh")
                .args(["-c", cmd])
                .output()
                .expect("sh");
            assert!(
                o.status.success(),
                "{cmd}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        };
        let dq = d.display();
        sh(&format!(
            "mount --bind {dq} {dq} && mount --make-private {dq} && touch {dq}/mnt {dq}/net"
        ));
        let mounts = Mounts(d.clone());
        // With other tests forking and unsharing in parallel, binding the
        // new mount namespace is sometimes refused (EINVAL): retry.
        let hide = format!(
            "unshare --mount={dq}/mnt --propagation private mount --bind {} {dq}/net",
            ns_path.display()
        );
        for _ in 0..20 {
            let o = std::process::Command::new("sh")
                .args(["-c", &hide])
                .output()
                .expect("sh");
            if o.status.success() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        sh(&format!("mountpoint -q {dq}/mnt"));
        drop(ns);
        // No process, descriptor or visible mount holds it now.
        assert!(!ns_path.exists());
        assert_eq!(
            netns_alive(id, key),
            Liveness::Alive,
            "held by the hidden mount"
        );
        let root = tmp.path().join("run");
        let pins = tmp.path().join("pins");
        let hidden = Store::at(&root, key).with_id(Some(id));
        let mut r = record("eth0", key);
        r.netns_id = Some(id);
        hidden.write(&r).expect("write");
        let here = Store::here().expect("store");
        let sweeper = Store::at(&root, here.netns()).with_id(here.netns_id());
        assert!(sweeper.sweep_vanished(&pins, netns_alive).is_empty());
        assert!(matches!(hidden.read("eth0"), Stored::Record(_)));
        // The hidden mount namespace goes, and the network namespace with it
        // (the kernel frees it asynchronously: wait, boundedly).
        drop(mounts);
        for _ in 0..200 {
            if netns_alive(id, key) == Liveness::Gone {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(25));
        }
        assert_eq!(netns_alive(id, key), Liveness::Gone);
        assert_eq!(sweeper.sweep_vanished(&pins, netns_alive), [key.dir_name()]);
        assert!(!hidden.dir().exists());
    }

    /// An empty namespace directory (a killed run's) is swept once old,
    /// whatever its namespace; a young one, or one holding anything, stays.
    #[test]
    fn empty_old_namespace_directories_are_swept() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let (pins, here) = (tmp.path().join("pins"), NetnsKey { dev: 4, ino: 1 });
        let sweeper = Store::at(tmp.path(), here);
        let alive = |_: u64, _: NetnsKey| Liveness::Alive;
        let store = |ino| Store::at(tmp.path(), NetnsKey { dev: 4, ino });
        let (empty_old, empty_young, full_old) = (store(2), store(3), store(4));
        for s in [&empty_old, &empty_young, &full_old] {
            make_private_dir(&s.root).expect("root");
            make_private_dir(&s.dir()).expect("dir");
        }
        full_old.mark_clsact("eth0").expect("intent");
        let age = |s: &Store| {
            let past = std::time::SystemTime::now() - 2 * EMPTY_DIR_AGE;
            let f = std::fs::File::open(s.dir()).expect("open");
            f.set_modified(past).expect("age it");
        };
        age(&empty_old);
        age(&full_old);
        assert!(sweeper.sweep_vanished(&pins, alive).is_empty());
        assert!(!empty_old.dir().exists());
        assert!(empty_young.dir().exists());
        assert!(full_old.clsact_marked("eth0"));
    }

    /// A record whose namespace id is not this namespace's (the inode was
    /// reused) is reported as unreadable, not taken for this namespace's.
    #[test]
    fn a_record_of_a_former_namespace_is_not_ours() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let key = NetnsKey { dev: 4, ino: 100 };
        let old = Store::at(tmp.path(), key).with_id(Some(7));
        let mut r = record("eth0", key);
        r.netns_id = old.netns_id();
        old.write(&r).expect("write");
        assert!(matches!(old.read("eth0"), Stored::Record(_)));
        let new = Store::at(tmp.path(), key).with_id(Some(8));
        assert!(
            matches!(new.read("eth0"), Stored::Corrupt(why) if why.contains("former namespace"))
        );
    }

    #[test]
    fn one_writer_per_interface() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let a = Store::at(tmp.path(), NetnsKey { dev: 4, ino: 100 });
        let b = Store::at(tmp.path(), NetnsKey { dev: 4, ino: 200 });
        let held = a.lock("eth0", LOCK_WAIT).expect("lock");
        let zero = std::time::Duration::ZERO;
        match a.lock("eth0", zero) {
            Err(StateError::Busy { iface, .. }) => assert_eq!(iface, "eth0"),
            other => panic!("{other:?}"),
        }
        // Another interface, or the same name in another namespace.
        let _e1 = a.lock("eth1", zero).expect("eth1");
        let _b0 = b.lock("eth0", zero).expect("other namespace");
        drop(held);
        let _again = a.lock("eth0", zero).expect("released");
    }

    /// Lock files of interfaces without a record are unlinked by their
    /// holder; those with one stay. Under contention, with unlinks between
    /// holders, no two threads ever hold the lock at once.
    #[test]
    fn locks_do_not_pile_up_and_still_exclude() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let a = Store::at(tmp.path(), NetnsKey { dev: 4, ino: 100 });
        let locks = || {
            std::fs::read_dir(tmp.path().join("locks"))
                .expect("locks")
                .count()
        };
        drop(a.lock("eth0", LOCK_WAIT).expect("lock"));
        assert_eq!(locks(), 0, "no record: the lock file goes");
        a.write(&record("eth1", a.netns())).expect("write");
        drop(a.lock("eth1", LOCK_WAIT).expect("lock"));
        assert_eq!(locks(), 1, "a record: the lock file stays");
        a.delete("eth1").expect("delete");
        drop(a.lock("eth1", LOCK_WAIT).expect("lock"));
        assert_eq!(locks(), 0);

        let inside = std::sync::atomic::AtomicBool::new(false);
        let entered = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    for _ in 0..50 {
                        let l = a.lock("eth0", LOCK_WAIT).expect("lock");
                        assert!(
                            !inside.swap(true, std::sync::atomic::Ordering::SeqCst),
                            "two holders at once"
                        );
                        entered.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        std::thread::yield_now();
                        inside.store(false, std::sync::atomic::Ordering::SeqCst);
                        drop(l);
                    }
                });
            }
        });
        assert_eq!(entered.into_inner(), 400);
        assert_eq!(locks(), 0);
    }

    #[test]
    fn keys_and_hashes() {
        let k = NetnsKey {
            dev: 4,
            ino: 4026531840,
        };
        assert_eq!(NetnsKey::parse_dir_name(&k.dir_name()), Some(k));
        assert_eq!(NetnsKey::parse_dir_name("net-x-1"), None);
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert!(now_rfc3339().ends_with('Z'));
    }
}
