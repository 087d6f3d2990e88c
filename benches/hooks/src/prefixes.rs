//! Deny-lists of N source prefixes that never cover the flood's sources.
//!
//! The list comes from dropc's fixed-seed generator
//! `benches/gen_prefixes.py` (mixed IPv4/IPv6, real-list-like lengths) when
//! it is there, with every IPv4 prefix that overlaps 198.18.0.0/15 (the
//! benchmark range the flood uses) left out and the list topped up to
//! exactly N; otherwise from a small built-in generator (IPv4 only, same
//! exclusion).

use anyhow::{bail, Context};
use std::io::Write as _;
use std::net::Ipv4Addr;
use std::path::Path;

/// 198.18.0.0/15 as (address, length).
const BENCH_NET: (u32, u32) = (0xc612_0000, 15);

/// Whether the IPv4 prefix `addr/len` overlaps 198.18.0.0/15.
pub fn overlaps_bench_net(addr: u32, len: u32) -> bool {
    let l = len.min(BENCH_NET.1);
    let mask = if l == 0 { 0 } else { u32::MAX << (32 - l) };
    addr & mask == BENCH_NET.0 & mask
}

/// Whether one list line is kept (comments and IPv6 are kept; IPv4 kept
/// unless it overlaps the benchmark range). Errors on an unparsable line.
fn keep(line: &str) -> anyhow::Result<bool> {
    let l = line.trim();
    if l.is_empty() || l.starts_with('#') || l.contains(':') {
        return Ok(true);
    }
    let (a, len) = match l.split_once('/') {
        Some((a, n)) => (
            a,
            n.parse::<u32>()
                .with_context(|| format!("bad length in {l:?}"))?,
        ),
        None => (l, 32),
    };
    let a: Ipv4Addr = a.parse().with_context(|| format!("bad address in {l:?}"))?;
    if len > 32 {
        bail!("bad length in {l:?}");
    }
    Ok(!overlaps_bench_net(u32::from(a), len))
}

/// Writes `n` prefixes to `out`; returns a description of the source.
pub fn write_list(repo: &Path, n: usize, seed: u64, out: &Path) -> anyhow::Result<String> {
    let script = repo.join("benches/gen_prefixes.py");
    if script.exists() {
        // A few extra in case some overlap the benchmark range.
        let mut extra = n / 100 + 16;
        for _ in 0..4 {
            let raw = out.with_extension("raw");
            crate::bed::run(
                "python3",
                &[
                    &script.to_string_lossy(),
                    "--count",
                    &(n + extra).to_string(),
                    "--seed",
                    &seed.to_string(),
                    "--out",
                    &raw.to_string_lossy(),
                ],
            )?;
            let text = std::fs::read_to_string(&raw)?;
            let _ = std::fs::remove_file(&raw);
            let mut kept = Vec::with_capacity(n);
            let mut dropped = 0usize;
            for line in text.lines() {
                if line.trim().is_empty() || line.starts_with('#') {
                    continue;
                }
                if keep(line)? {
                    if kept.len() < n {
                        kept.push(line);
                    }
                } else {
                    dropped += 1;
                }
            }
            if kept.len() == n {
                let mut f = std::io::BufWriter::new(std::fs::File::create(out)?);
                writeln!(f, "# benches/gen_prefixes.py --count {} --seed {seed}, minus {dropped} prefixes overlapping 198.18.0.0/15, first {n}", n + extra)?;
                for l in kept {
                    writeln!(f, "{l}")?;
                }
                f.flush()?;
                return Ok(format!(
                    "benches/gen_prefixes.py --seed {seed} (IPv4+IPv6), without 198.18.0.0/15"
                ));
            }
            extra *= 4;
        }
        bail!("gen_prefixes.py did not give {n} usable prefixes");
    }
    let mut f = std::io::BufWriter::new(std::fs::File::create(out)?);
    writeln!(
        f,
        "# built-in generator, seed {seed}, {n} IPv4 prefixes outside 198.18.0.0/15"
    )?;
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut next = || {
        // xorshift64*
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    let mut written = 0;
    while written < n {
        let r = next();
        let len = match r % 100 {
            0..=9 => 16 + (r >> 8) as u32 % 8,
            _ => 24 + (r >> 8) as u32 % 9,
        };
        let addr = (next() >> 32) as u32 & (u32::MAX << (32 - len));
        if overlaps_bench_net(addr, len) {
            continue;
        }
        writeln!(f, "{}/{len}", Ipv4Addr::from(addr))?;
        written += 1;
    }
    f.flush()?;
    Ok(format!(
        "built-in generator, seed {seed}, IPv4 only, without 198.18.0.0/15"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlap() {
        let a = |s: &str| u32::from(s.parse::<Ipv4Addr>().unwrap());
        assert!(overlaps_bench_net(a("198.19.5.0"), 24));
        assert!(overlaps_bench_net(a("198.18.0.0"), 15));
        assert!(overlaps_bench_net(a("198.0.0.0"), 8));
        assert!(overlaps_bench_net(a("0.0.0.0"), 0));
        assert!(!overlaps_bench_net(a("198.20.0.0"), 16));
        assert!(!overlaps_bench_net(a("198.17.255.255"), 32));
        assert!(!keep("198.18.128.0/17").unwrap());
        assert!(keep("198.16.0.0/15").unwrap());
        assert!(keep("198.20.0.0/14").unwrap());
        assert!(keep("2001:db8::/32").unwrap());
        assert!(keep("10.1.2.3").unwrap());
        assert!(keep("10.1.2.3/40").is_err());
    }

    #[test]
    fn builtin_list_avoids_bench_net() {
        let dir = std::env::temp_dir().join(format!("hb-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("l.txt");
        write_list(&dir, 5000, 3, &out).unwrap();
        let text = std::fs::read_to_string(&out).unwrap();
        let lines: Vec<_> = text.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(lines.len(), 5000);
        assert!(lines.iter().all(|l| keep(l).unwrap()));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
