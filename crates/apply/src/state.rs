//! What `dropc apply` keeps: one [`Record`] per network namespace and
//! interface (spec §7, v2: one policy per interface and network namespace).
//!
//! Layout (directories 0700, files 0600, whatever the umask):
//!
//! ```text
//! /run/dropc/net-<dev>-<ino>/<iface>.json      the record of <iface>
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
//! [`Store::sweep_vanished`] deletes them (and the pins under them, which
//! then hold nothing attached).

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
#[derive(Debug)]
pub struct Lock {
    _file: std::fs::File,
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

/// The network namespaces that exist: those of every task, of every open
/// nsfs file descriptor, the `ip netns` bind mounts, and the nsfs bind
/// mounts of every mount namespace a process lives in (so that a namespace
/// named by `ip netns add` inside a private mount namespace, as
/// `scripts/test` does, is seen from outside it too). (A namespace held only
/// by a bind mount in a mount namespace with no process is missed; see
/// [`Store::sweep_vanished`], which therefore only deletes what holds
/// nothing attached.)
pub fn live_namespaces() -> std::collections::HashSet<NetnsKey> {
    let mut out = std::collections::HashSet::new();
    let mut add = |p: &Path| {
        if let Ok(k) = NetnsKey::of(p) {
            out.insert(k);
        }
    };
    for dir in ["/run/netns", "/var/run/netns"] {
        if let Ok(rd) = std::fs::read_dir(dir) {
            for e in rd.flatten() {
                add(&e.path());
            }
        }
    }
    let Ok(procs) = std::fs::read_dir("/proc") else {
        return out;
    };
    for p in procs.flatten() {
        let name = p.file_name();
        if !name.to_string_lossy().bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        if let Ok(tasks) = std::fs::read_dir(p.path().join("task")) {
            for t in tasks.flatten() {
                add(&t.path().join("ns/net"));
            }
        }
        if let Ok(fds) = std::fs::read_dir(p.path().join("fd")) {
            for fd in fds.flatten() {
                let is_net = std::fs::read_link(fd.path())
                    .is_ok_and(|l| l.to_string_lossy().starts_with("net:["));
                if is_net {
                    add(&fd.path());
                }
            }
        }
    }
    out.extend(nsfs_mounts());
    out
}

/// The network namespaces bind-mounted (nsfs, `net:[INO]`) in any mount
/// namespace that has a process, each mount namespace read once.
fn nsfs_mounts() -> Vec<NetnsKey> {
    // Every nsfs inode lives on the one nsfs device: take it from our own.
    let Ok(dev) = NetnsKey::of(Path::new("/proc/self/ns/net")).map(|k| k.dev) else {
        return Vec::new();
    };
    let mut seen_mnt = std::collections::HashSet::new();
    let mut out = Vec::new();
    for p in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let pid = p.file_name();
        if !pid.to_string_lossy().bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(mnt) = NetnsKey::of(&p.path().join("ns/mnt")) else {
            continue;
        };
        if !seen_mnt.insert(mnt) {
            continue;
        }
        let Ok(info) = std::fs::read_to_string(p.path().join("mountinfo")) else {
            continue;
        };
        out.extend(
            info.lines()
                .filter_map(nsfs_net_ino)
                .map(|ino| NetnsKey { dev, ino }),
        );
    }
    out
}

/// The namespace inode of a mountinfo line that bind-mounts a network
/// namespace: root field `net:[INO]`, file system type `nsfs`.
fn nsfs_net_ino(line: &str) -> Option<u64> {
    let mut fields = line.split(' ');
    let root = fields.nth(3)?;
    let (_, rest) = line.split_once(" - ")?;
    if rest.split(' ').next()? != "nsfs" {
        return None;
    }
    root.strip_prefix("net:[")?.strip_suffix(']')?.parse().ok()
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
    },
}

/// The policy dropc loaded on one interface of one network namespace.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub iface: String,
    pub netns: NetnsKey,
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
}

impl Store {
    /// The store of the calling thread's network namespace under
    /// [`STATE_ROOT`].
    pub fn here() -> Result<Store, StateError> {
        Ok(Store::at(Path::new(STATE_ROOT), NetnsKey::current()?))
    }

    /// The store of `netns` under `root`.
    pub fn at(root: &Path, netns: NetnsKey) -> Store {
        Store {
            root: root.to_path_buf(),
            netns,
        }
    }

    pub fn netns(&self) -> NetnsKey {
        self.netns
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
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&tmp)
            .map_err(io("cannot create", &tmp))?;
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

    /// The interfaces that have a record file here (readable or not),
    /// sorted.
    pub fn ifaces(&self) -> Vec<String> {
        let mut out: Vec<String> = std::fs::read_dir(self.dir())
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| {
                let n = e.file_name().to_string_lossy().into_owned();
                (!n.starts_with('.'))
                    .then(|| n.strip_suffix(".json").map(str::to_string))
                    .flatten()
            })
            .collect();
        out.sort();
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
    /// one at a time.
    pub fn lock(&self, iface: &str, wait: std::time::Duration) -> Result<Lock, StateError> {
        use std::os::fd::AsRawFd as _;
        make_private_dir(&self.root)?;
        let dir = self.root.join("locks");
        make_private_dir(&dir)?;
        let path = self.lock_path(iface);
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&path)
            .map_err(io("cannot open", &path))?;
        let start = std::time::Instant::now();
        loop {
            // SAFETY: flock on a descriptor we own.
            if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
                return Ok(Lock { _file: file });
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

    /// Deletes the records and pin directories of namespaces that no longer
    /// exist (`live`: [`live_namespaces`]); returns their directory names.
    /// Pins there hold nothing attached: the namespace's interfaces, and
    /// the hooks on them, went with it. As a namespace can live unseen (held
    /// from another PID namespace), one whose pins still hold an attached
    /// program (`attached`, given its pin directory) is kept.
    pub fn sweep_vanished(
        &self,
        pin_root: &Path,
        live: &std::collections::HashSet<NetnsKey>,
        attached: impl Fn(&Path) -> bool,
    ) -> Vec<String> {
        let mut swept = Vec::new();
        for k in self.other_namespaces() {
            if live.contains(&k) {
                continue;
            }
            let name = k.dir_name();
            let records = self.root.join(&name);
            let pins = pin_root.join(&name);
            if attached(&pins) {
                continue;
            }
            let a = std::fs::remove_dir_all(&records).is_ok();
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

    #[test]
    fn nsfs_lines_of_mountinfo_name_their_namespace() {
        let line = "612 29 0:4 net:[4026532526] /run/netns/dropc-x rw shared:300 - nsfs nsfs rw";
        assert_eq!(nsfs_net_ino(line), Some(4026532526));
        let other = "30 24 0:26 / /sys/fs/bpf rw,relatime - bpf bpf rw,mode=700";
        assert_eq!(nsfs_net_ino(other), None);
        let mnt = "613 29 0:4 mnt:[4026532999] /run/x rw - nsfs nsfs rw";
        assert_eq!(nsfs_net_ino(mnt), None);
    }

    #[test]
    fn a_bind_mounted_namespace_is_live() {
        if dropc_testkit::skip_kernel_test("a_bind_mounted_namespace_is_live") {
            return;
        }
        let ns = crate::netns::Netns::new("live").expect("namespace");
        let key = NetnsKey::of(&Path::new("/run/netns").join(ns.name())).expect("key");
        assert!(nsfs_mounts().contains(&key));
        assert!(live_namespaces().contains(&key));
    }

    fn record(iface: &str, netns: NetnsKey) -> Record {
        Record {
            iface: iface.into(),
            netns,
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
            other => panic!("{other:?}"),
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
        // b sweeps a's directory when a's namespace is gone.
        let pins = tmp.path().join("pins");
        std::fs::create_dir_all(pins.join(a.netns().dir_name()).join("eth0")).expect("mkdir");
        let live = std::collections::HashSet::from([b.netns()]);
        assert!(b.sweep_vanished(&pins, &live, |_| true).is_empty());
        assert_eq!(
            b.sweep_vanished(&pins, &live, |_| false),
            [a.netns().dir_name()]
        );
        assert!(!a.dir().exists() && !pins.join(a.netns().dir_name()).exists());
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
        let here = NetnsKey::current().expect("netns");
        assert!(live_namespaces().contains(&here));
    }
}
