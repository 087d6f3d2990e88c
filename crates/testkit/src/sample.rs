//! Fixtures of the BPF toolkit's tests: the sample filter of
//! `dropc_bpf_load::sample` as an object dropping UDP to [`PORT`], frames
//! for it, and temporary object files.

pub use dropc_bpf_load::sample::{CNT_DEFAULT, CNT_LPM, CNT_NON_IP, CNT_PORT, TC_PROG, XDP_PROG};

/// The port the test object drops.
pub const PORT: u16 = 1234;

/// `.rodata` of the test object.
pub fn rodata() -> Vec<u8> {
    dropc_bpf_load::sample::rodata(PORT)
}

/// The sample filter (see `dropc_bpf_load::sample`).
pub fn filter(tc_prog: bool) -> dropc_ebpf::asm::Program {
    dropc_bpf_load::sample::filter(tc_prog).expect("sample filter assembles")
}

/// The sample object dropping UDP to [`PORT`].
pub fn object() -> Vec<u8> {
    dropc_bpf_load::sample::object(PORT).expect("sample object writes")
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
