//! Shared fixtures: a hand-assembled filter used by the object and kernel
//! tests, and frame builders.
#![allow(dead_code)]

#[allow(unused_imports)]
pub use dropc_ebpf::sample::{CNT_DEFAULT, CNT_LPM, CNT_NON_IP, CNT_PORT, TC_PROG, XDP_PROG};

/// The port the test object drops.
pub const PORT: u16 = 1234;

/// `.rodata` of the test object.
pub fn rodata() -> Vec<u8> {
    dropc_ebpf::sample::rodata(PORT)
}

/// The sample filter (see `dropc_ebpf::sample`).
pub fn filter(tc_prog: bool) -> dropc_ebpf::asm::Program {
    dropc_ebpf::sample::filter(tc_prog).expect("sample filter assembles")
}

/// The sample object dropping UDP to [`PORT`].
pub fn object() -> Vec<u8> {
    dropc_ebpf::sample::object(PORT).expect("sample object writes")
}

/// An Ethernet/IPv4 frame with the given L4 protocol and ports.
pub fn ipv4_frame(proto: u8, src: [u8; 4], sport: u16, dport: u16) -> Vec<u8> {
    let mut f = Vec::new();
    f.extend_from_slice(&[0x02, 0, 0, 0, 0, 2, 0x02, 0, 0, 0, 0, 1, 0x08, 0x00]);
    let total: u16 = 20 + 8 + 4;
    f.extend_from_slice(&[
        0x45,
        0,
        (total >> 8) as u8,
        total as u8,
        0,
        1,
        0x40,
        0,
        64,
        proto,
        0,
        0,
    ]);
    f.extend_from_slice(&src);
    f.extend_from_slice(&[10, 0, 0, 2]);
    f.extend_from_slice(&sport.to_be_bytes());
    f.extend_from_slice(&dport.to_be_bytes());
    f.extend_from_slice(&[0, 12, 0, 0]);
    f.extend_from_slice(b"ping");
    f
}

/// An Ethernet frame carrying ARP (not IP).
pub fn arp_frame() -> Vec<u8> {
    let mut f = vec![0xff; 6];
    f.extend_from_slice(&[0x02, 0, 0, 0, 0, 1, 0x08, 0x06]);
    f.extend_from_slice(&[0u8; 46]);
    f
}

/// Kernel-test gate: run as root; fail under CI=true without root; skip otherwise.
pub fn kernel() -> bool {
    match dropc_ebpf::testrun::kernel_tests_enabled() {
        Ok(b) => b,
        Err(e) => panic!("{e}"),
    }
}

/// A scratch network namespace `dropc-ebpf-<pid>-<tag>` with a veth pair
/// `v0`/`v1` (both up), deleted on drop.
pub struct Netns {
    pub name: String,
}

impl Netns {
    pub fn new(tag: &str) -> Netns {
        let name = format!("dropc-ebpf-{}-{tag}", std::process::id());
        let _ = run("ip", &["netns", "del", &name]);
        run("ip", &["netns", "add", &name]).expect("ip netns add");
        let ns = Netns { name };
        ns.ip(&["link", "add", "v0", "type", "veth", "peer", "name", "v1"])
            .expect("veth");
        ns.ip(&["link", "set", "v0", "up"]).expect("v0 up");
        ns.ip(&["link", "set", "v1", "up"]).expect("v1 up");
        ns
    }

    /// `ip -n <ns> args...`
    pub fn ip(&self, args: &[&str]) -> Result<String, String> {
        let mut v = vec!["-n", self.name.as_str()];
        v.extend_from_slice(args);
        run("ip", &v)
    }

    /// `tc -n <ns> args...`
    pub fn tc(&self, args: &[&str]) -> Result<String, String> {
        let mut v = vec!["-n", self.name.as_str()];
        v.extend_from_slice(args);
        run("tc", &v)
    }
}

impl Drop for Netns {
    fn drop(&mut self) {
        let _ = run("ip", &["netns", "del", &self.name]);
    }
}

/// Runs a command; Ok(stdout) on success, Err(stderr + stdout) otherwise.
pub fn run(cmd: &str, args: &[&str]) -> Result<String, String> {
    let out = std::process::Command::new(cmd)
        .args(args)
        .output()
        .map_err(|e| format!("{cmd}: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.status.success() {
        Ok(stdout)
    } else {
        Err(format!(
            "{cmd} {args:?}: {}\n{}{stdout}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// A temporary file path removed on drop.
pub struct TempFile(pub std::path::PathBuf);

impl TempFile {
    pub fn with(tag: &str, bytes: &[u8]) -> TempFile {
        let p = std::env::temp_dir().join(format!("dropc-ebpf-{}-{tag}.o", std::process::id()));
        std::fs::write(&p, bytes).expect("write temp object");
        TempFile(p)
    }
    pub fn path(&self) -> &str {
        self.0.to_str().expect("utf-8 temp path")
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
