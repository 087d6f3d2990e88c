//! The one kernel-test gate.

/// Whether this process can load BPF programs and create namespaces
/// (effective uid 0).
pub fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions and never fails.
    unsafe { libc::geteuid() == 0 }
}

/// For a kernel test named `name`: whether to skip it. Not root: skip, with
/// a message; but with env `CI=true` kernel tests must run, so it panics
/// instead. As root it makes sure `/sys/fs/bpf` is a BPF file system,
/// mounting one when there is none (a fresh machine), so that no kernel
/// test depends on what the machine or an earlier run left; failing that,
/// it panics. (`scripts/test` runs the suite in a private mount namespace
/// with a fresh one.)
pub fn skip_kernel_test(name: &str) -> bool {
    match kernel_tests_enabled(is_root(), std::env::var("CI").is_ok_and(|v| v == "true")) {
        Ok(run) => !run,
        Err(e) => panic!("{name}: {e}"),
    }
}

fn kernel_tests_enabled(root: bool, ci: bool) -> Result<bool, String> {
    if root {
        dropc_bpf_load::bpffs::ensure_mounted().map_err(|e| e.to_string())?;
        return Ok(true);
    }
    if ci {
        return Err("kernel tests need root (CI=true: failing instead of skipping)".into());
    }
    eprintln!("skipping kernel test: not root");
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::kernel_tests_enabled;

    #[test]
    fn without_root_ci_fails_and_elsewhere_skips() {
        let e = kernel_tests_enabled(false, true).unwrap_err();
        assert!(e.contains("need root"), "{e}");
        assert_eq!(kernel_tests_enabled(false, false), Ok(false));
    }

    #[test]
    fn as_root_a_bpf_file_system_is_there() {
        if !super::is_root() {
            return;
        }
        assert_eq!(kernel_tests_enabled(true, false), Ok(true));
        assert!(dropc_bpf_load::bpffs::is_mounted());
    }
}
