//! The LPM trie reference of `--dynsets` (`xdp-lpm`, `tc-lpm`):
//! `ebpf/ref/lpm.c` built with clang, loaded with aya, its two
//! `BPF_MAP_TYPE_LPM_TRIE` maps (`deny4`, `deny6`) filled with the list's
//! prefixes (one map update each), the program pinned in the bench's bpffs
//! for the moment iproute2 attaches it (`ip link ... xdpdrv pinned`, `tc
//! filter ... bpf da object-pinned`, through `nsenter` so that the bpffs
//! stays visible), then unpinned: the attachment holds the program and the
//! program its maps, until the namespace goes.

use crate::bed::{nsenter_cmd, run, Link};
use anyhow::{bail, Context};
use aya::maps::lpm_trie::{Key, LpmTrie};
use aya::maps::MapData;
use aya::programs::{SchedClassifier, Xdp};
use aya::Ebpf;
use std::net::{Ipv4Addr, Ipv6Addr};
use std::path::Path;

/// Builds `ebpf/ref/NAME` into `obj` with clang.
pub fn clang(repo: &Path, name: &str, obj: &Path) -> anyhow::Result<()> {
    let src = repo.join("ebpf/ref").join(name);
    run(
        "clang",
        &[
            "-O2",
            "-g",
            "-target",
            "bpf",
            "-c",
            &src.to_string_lossy(),
            "-o",
            &obj.to_string_lossy(),
        ],
    )
    .with_context(|| format!("building ebpf/ref/{name} (install clang, or leave its rows out)"))?;
    Ok(())
}

/// An address family's key bytes.
trait Family<const N: usize>: std::str::FromStr {
    fn bytes(self) -> [u8; N];
}

impl Family<4> for Ipv4Addr {
    fn bytes(self) -> [u8; 4] {
        self.octets()
    }
}

impl Family<16> for Ipv6Addr {
    fn bytes(self) -> [u8; 16] {
        self.octets()
    }
}

/// One list line as (address bytes, prefix length): `A`, `A/LEN`.
fn parse<const N: usize, A: Family<N>>(line: &str) -> anyhow::Result<([u8; N], u32)> {
    let (a, len) = match line.split_once('/') {
        Some((a, l)) => (a, l.parse::<u32>().ok()),
        None => (line, Some(N as u32 * 8)),
    };
    let Ok(addr) = a.parse::<A>() else {
        bail!("bad address in {line:?}");
    };
    match len {
        Some(l) if l <= N as u32 * 8 => Ok((addr.bytes(), l)),
        Some(_) | None => bail!("bad prefix length in {line:?}"),
    }
}

/// Fills trie `name` of `bpf` with `prefixes`.
fn fill<const N: usize, A: Family<N>>(
    bpf: &mut Ebpf,
    name: &str,
    prefixes: &[String],
) -> anyhow::Result<()> {
    let map = bpf
        .map_mut(name)
        .with_context(|| format!("no map {name} in lpm.c"))?;
    let mut trie: LpmTrie<&mut MapData, [u8; N], u8> = LpmTrie::try_from(map)?;
    for p in prefixes {
        let (addr, len) = parse::<N, A>(p)?;
        trie.insert(&Key::new(len, addr), 1, 0)
            .with_context(|| format!("adding {p} to {name}"))?;
    }
    Ok(())
}

/// The two programs of `lpm.c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hook {
    /// `xdp_lpm`, XDP native.
    Xdp,
    /// `tc_lpm`, tc clsact ingress.
    Tc,
}

/// Loads the reference for `hook` with the prefixes `v4` and `v6` on `link`;
/// returns the build time (s) and how it was loaded.
pub fn load(
    repo: &Path,
    work: &Path,
    tag: &str,
    hook: Hook,
    link: &Link,
    (v4, v6): (&[String], &[String]),
) -> anyhow::Result<(f64, String)> {
    let t = std::time::Instant::now();
    let obj = work.join(format!("{tag}.o"));
    clang(repo, "lpm.c", &obj)?;
    let compile_s = t.elapsed().as_secs_f64();
    let mut bpf = Ebpf::load_file(&obj).context("loading lpm.o with aya")?;
    fill::<4, Ipv4Addr>(&mut bpf, "deny4", v4)?;
    fill::<16, Ipv6Addr>(&mut bpf, "deny6", v6)?;
    let pin = Path::new("/sys/fs/bpf").join(format!("dropc-hb-{}-{tag}", std::process::id()));
    let pin_s = pin.to_string_lossy().into_owned();
    let ns = link.ns.name();
    let iface = link.rx_dev.as_str();
    let how = match hook {
        Hook::Xdp => {
            let p: &mut Xdp = bpf
                .program_mut("xdp_lpm")
                .context("no program xdp_lpm")?
                .try_into()?;
            p.load()?;
            p.pin(&pin).context("pinning xdp_lpm")?;
            let r = nsenter_cmd(
                ns,
                "ip",
                &["link", "set", "dev", iface, "xdpdrv", "pinned", &pin_s],
            );
            let _ = std::fs::remove_file(&pin);
            r?;
            "clang -O2 -target bpf; aya fills the tries; ip link set dev IF xdpdrv pinned"
        }
        Hook::Tc => {
            let p: &mut SchedClassifier = bpf
                .program_mut("tc_lpm")
                .context("no program tc_lpm")?
                .try_into()?;
            p.load()?;
            p.pin(&pin).context("pinning tc_lpm")?;
            let r = crate::targets::tc_ingress_bpf(ns, iface, &["object-pinned", &pin_s]);
            let _ = std::fs::remove_file(&pin);
            r?;
            "clang -O2 -target bpf; aya fills the tries; tc filter add dev IF ingress bpf da object-pinned"
        }
    };
    Ok((compile_s, how.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_lines_parse_to_key_bytes() {
        assert_eq!(
            parse::<4, Ipv4Addr>("10.1.0.0/16").unwrap(),
            ([10, 1, 0, 0], 16)
        );
        assert_eq!(
            parse::<4, Ipv4Addr>("10.1.2.3").unwrap(),
            ([10, 1, 2, 3], 32)
        );
        let (a, l) = parse::<16, Ipv6Addr>("2001:db9::/32").unwrap();
        assert_eq!((a[0], a[1], a[2], a[3], l), (0x20, 0x01, 0x0d, 0xb9, 32));
        assert!(parse::<4, Ipv4Addr>("10.1.2.3/33").is_err());
        assert!(parse::<4, Ipv4Addr>("10.1.2/24").is_err());
        assert!(parse::<16, Ipv6Addr>("2001:db9::/x").is_err());
    }
}
