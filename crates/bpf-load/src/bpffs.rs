//! The BPF file system at `/sys/fs/bpf`: where pins outlive the process
//! that made them.
//!
//! A fresh machine (or a container, or `unshare --mount`) may have nothing
//! mounted there. [`ensure_mounted`] does what `bpftool` does in that case:
//! it mounts a `bpf` file system at `/sys/fs/bpf` (mode 0700) and says so.
//! It refuses clearly only where that is impossible (not root, read-only
//! `/sys`, a kernel without bpffs).

use std::ffi::CStr;

/// Where the BPF file system is expected.
pub const BPFFS: &str = "/sys/fs/bpf";
const BPFFS_C: &CStr = c"/sys/fs/bpf";
/// `statfs` magic of the BPF file system.
const BPF_FS_MAGIC: i64 = 0xcafe_4a11;

/// Why no BPF file system could be had at [`BPFFS`].
#[derive(Debug, thiserror::Error)]
pub enum BpffsError {
    #[error(
        "{BPFFS} is not a BPF file system and mounting one there failed: {0} \
         (dropc needs it to pin what must outlive it; mount one with \
         `mount -t bpf bpf {BPFFS}`)"
    )]
    Mount(std::io::Error),
    #[error("{BPFFS} does not exist and cannot be created: {0}")]
    NoMountPoint(std::io::Error),
}

/// What [`ensure_mounted`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bpffs {
    /// A BPF file system was already mounted at [`BPFFS`].
    AlreadyMounted,
    /// None was; one has just been mounted in the caller's mount namespace.
    Mounted,
}

/// Whether [`BPFFS`] is a BPF file system in the caller's mount namespace.
pub fn is_mounted() -> bool {
    // SAFETY: statfs writes into the zeroed struct we own; the path is a
    // valid C string.
    let mut st: libc::statfs = unsafe { std::mem::zeroed() };
    let rc = unsafe { libc::statfs(BPFFS_C.as_ptr(), &mut st) };
    #[allow(clippy::unnecessary_cast)] // f_type's width differs by libc
    let magic = st.f_type as i64;
    rc == 0 && magic == BPF_FS_MAGIC
}

/// Makes sure a BPF file system is mounted at [`BPFFS`], mounting one (as
/// bpftool does) when there is none.
pub fn ensure_mounted() -> Result<Bpffs, BpffsError> {
    if is_mounted() {
        return Ok(Bpffs::AlreadyMounted);
    }
    if let Err(e) = std::fs::create_dir_all(BPFFS) {
        return Err(BpffsError::NoMountPoint(e));
    }
    // SAFETY: all pointers are valid NUL-terminated strings.
    let rc = unsafe {
        libc::mount(
            c"bpf".as_ptr(),
            BPFFS_C.as_ptr(),
            c"bpf".as_ptr(),
            0,
            c"mode=0700".as_ptr().cast(),
        )
    };
    if rc != 0 {
        return Err(BpffsError::Mount(std::io::Error::last_os_error()));
    }
    if is_mounted() {
        Ok(Bpffs::Mounted)
    } else {
        Err(BpffsError::Mount(std::io::Error::other(
            "the mount succeeded but the file system is not bpffs",
        )))
    }
}
