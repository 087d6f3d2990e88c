//! The in-kernel traffic source: a tiny XDP program, assembled with
//! dropc-ebpf, run with `BPF_PROG_TEST_RUN` in live-frames mode
//! (`BPF_F_TEST_XDP_LIVE_FRAMES`). For every frame it draws a random source
//! address in 198.19.0.0/16 and a random source port (1024-65535), fixes the
//! IPv4 header checksum, and redirects the frame out of the sending veth
//! end, so that the peer in the measured namespace receives XDP frames in
//! NAPI batches of 64, as from a NIC driver.

use anyhow::{anyhow, Context};
use aya::programs::{TestRun, TestRunAttrs, TestRunOptions, Xdp};
use dropc_bpf_load::testrun::{self, Loaded, ProgKind};
use dropc_ebpf::insn::{ctx, helper, xdp, Alu, Jmp, Reg, Size, Width};
use dropc_ebpf::{Asm, ObjectBuilder, ProgDef};

/// Name of the sender program in its object.
const PROG: &str = "hookbench_tx";
/// `BPF_FUNC_redirect`.
const HELPER_REDIRECT: i32 = 23;
/// Frame length without FCS: the minimum Ethernet frame (64 bytes on the
/// wire).
pub const FRAME_LEN: usize = 60;
/// Destination address of the flood.
pub const DST_ADDR: [u8; 4] = [198, 18, 0, 12];
/// Destination UDP port of the flood.
pub const DST_PORT: u16 = 1234;
/// The two fixed bytes of every source address: 198.19.0.0/16, inside
/// 198.18.0.0/15 (RFC 2544 benchmarking range), which the deny-lists never
/// contain.
pub const SRC_NET: [u8; 2] = [198, 19];
/// NAPI-like batch size of the live-frames run.
pub const BATCH: u32 = 64;

/// The template frame: Ethernet + IPv4 + UDP (checksum 0) + zero payload.
pub fn template(src_mac: [u8; 6], dst_mac: [u8; 6]) -> Vec<u8> {
    template_with(src_mac, dst_mac, &[0; FRAME_LEN - 42])
}

/// The template frame with `payload` as its UDP payload (at least 18
/// bytes: the frame is never shorter than [`FRAME_LEN`]).
pub fn template_with(src_mac: [u8; 6], dst_mac: [u8; 6], payload: &[u8]) -> Vec<u8> {
    let len = 42 + payload.len();
    let mut f = vec![0u8; len];
    f[42..].copy_from_slice(payload);
    f[0..6].copy_from_slice(&dst_mac);
    f[6..12].copy_from_slice(&src_mac);
    f[12..14].copy_from_slice(&0x0800u16.to_be_bytes());
    let ip_len = (len - 14) as u16;
    f[14] = 0x45;
    f[16..18].copy_from_slice(&ip_len.to_be_bytes());
    f[22] = 64; // TTL
    f[23] = 17; // UDP
    f[26..28].copy_from_slice(&SRC_NET);
    f[28..30].copy_from_slice(&[0, 1]);
    f[30..34].copy_from_slice(&DST_ADDR);
    f[34..36].copy_from_slice(&40000u16.to_be_bytes());
    f[36..38].copy_from_slice(&DST_PORT.to_be_bytes());
    f[38..40].copy_from_slice(&(ip_len - 20).to_be_bytes());
    let c = ipv4_checksum(&f[14..34]);
    f[24..26].copy_from_slice(&c.to_be_bytes());
    f
}

/// The RFC 791 header checksum of `hdr` (whose checksum field may hold
/// anything: it is skipped).
pub fn ipv4_checksum(hdr: &[u8]) -> u16 {
    let mut sum: u32 = 0;
    for (i, w) in hdr.chunks(2).enumerate() {
        if i == 5 {
            continue;
        }
        let hi = u32::from(w[0]) << 8;
        let lo = w.get(1).map_or(0, |b| u32::from(*b));
        sum += hi | lo;
    }
    while sum > 0xffff {
        sum = (sum & 0xffff) + (sum >> 16);
    }
    !(sum as u16)
}

/// One's complement sum, as the program computes it, of the header's
/// 16-bit words read in memory order as little-endian loads, leaving out
/// the checksum (offset 10) and the varying low half of the source address
/// (offset 14).
fn constant_le_sum(hdr: &[u8]) -> u32 {
    hdr.chunks(2)
        .enumerate()
        .filter(|(i, _)| *i != 5 && *i != 7)
        .map(|(_, w)| u32::from(u16::from_le_bytes([w[0], w[1]])))
        .sum()
}

/// Assembles the sender for frames built by [`template`], redirecting to
/// `ifindex`.
pub fn program(frame: &[u8], ifindex: u32) -> anyhow::Result<dropc_ebpf::Program> {
    let base = constant_le_sum(&frame[14..34]);
    let ifindex = i32::try_from(ifindex).context("ifindex out of range")?;
    let mut a = Asm::new();
    let out = a.label();
    a.comment("r7 = data, r3 = data_end; need the 42 header bytes");
    a.ldx(Size::W, Reg::R7, Reg::R1, ctx::XDP_DATA);
    a.ldx(Size::W, Reg::R3, Reg::R1, ctx::XDP_DATA_END);
    a.mov_reg(Width::W64, Reg::R4, Reg::R7);
    a.alu_imm(Width::W64, Alu::Add, Reg::R4, 42);
    a.jmp_reg(Width::W64, Jmp::Jgt, Reg::R4, Reg::R3, out);
    a.call(helper::GET_PRANDOM_U32);
    a.comment("source address 198.19.<r0 bits 8-15>.<r0 bits 0-7>");
    a.mov_reg(Width::W64, Reg::R1, Reg::R0);
    a.alu_imm(Width::W64, Alu::Rsh, Reg::R1, 8);
    a.stx(Size::B, Reg::R7, 28, Reg::R1);
    a.stx(Size::B, Reg::R7, 29, Reg::R0);
    a.comment("source port: r0 bits 16-31, at least 1024, big-endian");
    a.mov_reg(Width::W32, Reg::R1, Reg::R0);
    a.alu_imm(Width::W32, Alu::Rsh, Reg::R1, 16);
    a.alu_imm(Width::W32, Alu::Or, Reg::R1, 0x400);
    a.mov_reg(Width::W64, Reg::R2, Reg::R1);
    a.alu_imm(Width::W64, Alu::Rsh, Reg::R2, 8);
    a.stx(Size::B, Reg::R7, 34, Reg::R2);
    a.stx(Size::B, Reg::R7, 35, Reg::R1);
    a.comment("IPv4 checksum = ~fold(constant words + new address low half)");
    a.ldx(Size::H, Reg::R3, Reg::R7, 28);
    a.alu_imm(Width::W64, Alu::Add, Reg::R3, base as i32);
    for _ in 0..2 {
        a.mov_reg(Width::W64, Reg::R4, Reg::R3);
        a.alu_imm(Width::W64, Alu::Rsh, Reg::R4, 16);
        a.alu_imm(Width::W64, Alu::And, Reg::R3, 0xffff);
        a.alu_reg(Width::W64, Alu::Add, Reg::R3, Reg::R4);
    }
    a.alu_imm(Width::W64, Alu::Xor, Reg::R3, 0xffff);
    a.stx(Size::H, Reg::R7, 24, Reg::R3);
    a.comment("out of the sending veth end");
    a.mov_imm(Width::W64, Reg::R1, ifindex);
    a.mov_imm(Width::W64, Reg::R2, 0);
    a.call(HELPER_REDIRECT);
    a.exit();
    a.bind(out);
    a.mov_imm(Width::W64, Reg::R0, xdp::DROP);
    a.exit();
    Ok(a.finish()?)
}

/// A loaded sender for one destination veth.
pub struct Sender {
    loaded: Loaded,
    frame: Vec<u8>,
    ctx: Vec<u8>,
}

impl Sender {
    /// Assembles and loads the sender for the veth end `ifindex` (in the
    /// sender's namespace) whose peer has MAC `dst_mac`.
    /// A sender of `frame` (an IPv4 UDP frame like [`template`]'s, of any
    /// length): only the source address, port and header checksum change.
    pub fn with_frame(ifindex: u32, frame: Vec<u8>) -> anyhow::Result<Sender> {
        let prog = program(&frame, ifindex)?;
        let obj = ObjectBuilder::new("GPL")
            .programs(&[ProgDef {
                section: "xdp".into(),
                name: PROG.into(),
                program: prog,
                run_config: None,
            }])
            .write()?;
        let loaded = testrun::load(&obj, ProgKind::Xdp, PROG)?;
        // struct xdp_md: data, data_end, data_meta, ingress_ifindex,
        // rx_queue_index, egress_ifindex.
        let mut ctx = Vec::with_capacity(24);
        for v in [0, frame.len() as u32, 0, ifindex, 0, 0] {
            ctx.extend_from_slice(&v.to_ne_bytes());
        }
        Ok(Sender { loaded, frame, ctx })
    }

    /// Sends `count` frames. Must be called from a thread inside the
    /// sender's network namespace (the kernel resolves the ifindex there).
    pub fn send(&self, count: u32) -> anyhow::Result<()> {
        let prog = self
            .loaded
            .ebpf()
            .program(PROG)
            .ok_or_else(|| anyhow!("sender program missing"))?;
        let p: &Xdp = prog.try_into()?;
        let opts = TestRunOptions {
            data_in: Some(&self.frame),
            ctx_in: Some(&self.ctx),
            repeat: count.max(1),
            attrs: TestRunAttrs::new().xdp_live_frames(BATCH),
            ..TestRunOptions::default()
        };
        p.test_run(opts).map_err(|e| {
            anyhow!(
                "BPF_PROG_TEST_RUN (live frames): {}",
                testrun::error_chain(&e)
            )
        })?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn template_checksum_is_valid() {
        let f = template([2, 0, 0, 0, 0, 1], [2, 0, 0, 0, 0, 2]);
        // A correct header sums (with its checksum) to 0xffff.
        let mut sum: u32 = f[14..34]
            .chunks(2)
            .map(|w| (u32::from(w[0]) << 8) | u32::from(w[1]))
            .sum();
        while sum > 0xffff {
            sum = (sum & 0xffff) + (sum >> 16);
        }
        assert_eq!(sum, 0xffff);
    }

    #[test]
    fn program_checksum_matches_reference() {
        // Emulate the program's arithmetic for a few sources.
        let mut f = template([2, 0, 0, 0, 0, 1], [2, 0, 0, 0, 0, 2]);
        let base = constant_le_sum(&f[14..34]);
        for (x, y) in [(0u8, 0u8), (255, 255), (1, 2), (0x80, 0x7f)] {
            f[28] = x;
            f[29] = y;
            let mut s = base + u32::from(u16::from_le_bytes([x, y]));
            for _ in 0..2 {
                s = (s & 0xffff) + (s >> 16);
            }
            let c = (s ^ 0xffff) as u16;
            f[24..26].copy_from_slice(&c.to_le_bytes());
            assert_eq!(
                u16::from_be_bytes([f[24], f[25]]),
                ipv4_checksum(&f[14..34]),
                "source 198.19.{x}.{y}"
            );
        }
    }

    #[test]
    fn program_assembles() {
        let f = template([0; 6], [0; 6]);
        let p = program(&f, 7).expect("assembles");
        assert!(p.len() > 20);
    }
}
