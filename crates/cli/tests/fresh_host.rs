//! `dropc apply` on a fresh host: nothing mounted at /sys/fs/bpf (spec §7:
//! apply mounts a BPF file system there, and says so). Runs dropc in a
//! private mount namespace where /sys/fs/bpf is unmounted, inside a scratch
//! network namespace with a veth pair, so nothing of the host changes.

use dropc_testkit::{skip_kernel_test, Netns, NetnsExt as _};
use std::path::Path;
use std::process::Command;

#[test]
fn apply_mounts_bpffs_when_missing_and_says_so() {
    if skip_kernel_test("apply_mounts_bpffs_when_missing_and_says_so") {
        return;
    }
    let ns = Netns::new("fresh").expect("scratch namespace");
    ns.add_veth("dfresh0", "dfresh1").expect("veth pair");
    let dropc = env!("CARGO_BIN_EXE_dropc");
    let policy = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules-examples/flood.drop");
    // Every stacked bpffs is unmounted (the host's, scripts/test's fresh
    // one). One shell, so that the pins (which live in this private mount
    // namespace's bpffs) are still there for `remove`.
    let script = format!(
        "for i in 1 2 3 4 5 6 7 8; do umount /sys/fs/bpf 2>/dev/null || break; done; \
         if [ \"$(stat -f -c %T /sys/fs/bpf)\" = bpf_fs ]; then echo STILL-MOUNTED; exit 3; fi; \
         {dropc} apply {policy} --target xdp --iface dfresh0 || exit 4; \
         [ \"$(stat -f -c %T /sys/fs/bpf)\" = bpf_fs ] || exit 5; \
         {dropc} remove --iface dfresh0 || exit 6",
        policy = policy.display()
    );
    let out = Command::new("unshare")
        .args(["--mount", "--propagation", "private", "--", "nsenter"])
        .arg(format!("--net=/run/netns/{}", ns.name()))
        .args(["sh", "-c", &script])
        .output()
        .expect("run unshare");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "status {}\nstdout:\n{stdout}\nstderr:\n{stderr}",
        out.status
    );
    assert!(
        stdout.contains("mounted one there"),
        "apply must say that it mounted bpffs:\n{stdout}"
    );
}
