//! Scale: big set files load fast. The 1,000,000-prefix measurement uses
//! `benches/gen_prefixes.py` and the ignored test below in a release build:
//!
//! ```text
//! python3 benches/gen_prefixes.py --count 1000000 --seed 7 --out /tmp/big1m.txt
//! DROPC_SCALE_FILE=/tmp/big1m.txt cargo test --release -p dropc-syntax --test scale -- --ignored --nocapture
//! ```

use std::time::Instant;

/// A deterministic mix of IPv4 /8-/32 and IPv6 /16-/128 prefixes, masked,
/// mostly long ones (like real deny-lists and `benches/gen_prefixes.py`).
fn prefixes(n: usize, mut seed: u64) -> String {
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut out = String::with_capacity(n * 24);
    for _ in 0..n {
        let r = next();
        if r % 10 < 7 {
            let len = if r % 1000 == 0 {
                8 + (r >> 8) % 16
            } else {
                24 + (r >> 8) % 9
            };
            let a = (next() as u32) & (u32::MAX << (32 - len) as u32);
            out.push_str(&format!("{}/{len}\n", std::net::Ipv4Addr::from(a)));
        } else {
            let len = if r % 100 == 0 {
                16 + (r >> 8) % 33
            } else {
                49 + (r >> 8) % 80
            };
            let a = ((next() as u128) << 64 | next() as u128) & (u128::MAX << (128 - len) as u32);
            out.push_str(&format!("{}/{len}\n", std::net::Ipv6Addr::from(a)));
        }
    }
    out
}

fn load_set_file(path: &std::path::Path) -> (dropc_syntax::Loaded, f64) {
    let dir = path.parent().unwrap();
    let policy = format!(
        "set big = ip from \"{}\"\nblocked: drop src @big\n",
        path.file_name().unwrap().to_str().unwrap()
    );
    let t = Instant::now();
    let loaded = dropc_syntax::load_str("scale.drop", &policy, dir);
    (loaded, t.elapsed().as_secs_f64())
}

#[test]
fn hundred_thousand_prefixes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    std::fs::write(&path, prefixes(100_000, 0x9e37_79b9_7f4a_7c15)).unwrap();
    let (loaded, _secs) = load_set_file(&path);
    assert!(!loaded.has_errors(), "{}", loaded.render());
    let policy = loaded.policy.unwrap();
    let set = policy.sets[0].ip().unwrap();
    // Merging leaves fewer, disjoint intervals; validate() checked the order.
    assert!(
        set.v4.len() > 10_000 && set.v4.len() <= 70_000,
        "{}",
        set.v4.len()
    );
    assert!(
        set.v6.len() > 10_000 && set.v6.len() <= 30_000,
        "{}",
        set.v6.len()
    );
    // How long it takes is a benchmark's business (crates/syntax/benches/parse.rs).
}

#[test]
#[ignore = "needs DROPC_SCALE_FILE; run in release to measure"]
fn measure_scale_file() {
    let path = std::env::var("DROPC_SCALE_FILE").expect("DROPC_SCALE_FILE");
    let path = std::fs::canonicalize(path).unwrap();
    let (loaded, secs) = load_set_file(&path);
    assert!(!loaded.has_errors(), "{}", loaded.render());
    let policy = loaded.policy.unwrap();
    let set = policy.sets[0].ip().unwrap();
    println!(
        "loaded {} in {secs:.3}s: {} v4 and {} v6 intervals after merging",
        path.display(),
        set.v4.len(),
        set.v6.len()
    );
}

#[test]
fn many_bad_lines_are_capped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.txt");
    std::fs::write(&path, "10.0.0.1/8\nnope\n".repeat(100_000)).unwrap();
    let (loaded, _secs) = load_set_file(&path);
    assert_eq!(loaded.diagnostics.len(), 20);
    let last = loaded.diagnostics.last().unwrap();
    assert_eq!(
        last.notes,
        ["199980 more bad lines in this file are not shown"]
    );
}

/// 100,000 rules that all repeat one label: each is reported, and checking
/// and rendering them is linear (labels in a hash map, one line index per
/// file), so this finishes at once; it took 42 s when rendering was
/// quadratic. Not timed: run, and every diagnostic placed.
#[test]
fn hundred_thousand_duplicate_labels() {
    let n = 100_000;
    let text = "same: drop udp dport 53\n".repeat(n);
    let l = dropc_syntax::load_str("p.drop", &text, std::path::Path::new("."));
    assert_eq!(l.diagnostics.len(), n - 1);
    assert!(l.diagnostics.iter().all(|d| d.code == "duplicate-label"));
    let rendered = l.render();
    assert!(rendered.contains(&format!("--> p.drop:{n}:1")));
    // Each points at the first definition, on line 1.
    assert_eq!(rendered.matches("first defined here").count(), n - 1);
    let line_1 = rendered
        .lines()
        .filter(|l| l.trim_start() == "1 | same: drop udp dport 53")
        .count();
    assert_eq!(line_1, n - 1);
}
