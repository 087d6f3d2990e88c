//! Parse + lower throughput (prefixes per second) of `set X = ip from FILE`,
//! the front end's hot path for deny-lists of a million prefixes.
//!
//! Input: the fixed-seed list of `scripts/make-examples`
//! (rules-examples/generated/denylist-1m.txt); its first N lines for each N.
//! Run: `cargo bench --bench parse`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::path::Path;

fn bench(c: &mut Criterion) {
    let list = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../rules-examples/generated/denylist-1m.txt");
    let text = std::fs::read_to_string(&list)
        .unwrap_or_else(|e| panic!("{}: {e} (run scripts/make-examples first)", list.display()));
    let lines: Vec<&str> = text.lines().collect();
    let dir = tempfile::tempdir().expect("temp dir");
    let mut group = c.benchmark_group("parse+lower");
    group.sample_size(10);
    for n in [10_000usize, 100_000, 1_000_000] {
        let n = n.min(lines.len());
        let file = dir.path().join(format!("list-{n}.txt"));
        std::fs::write(&file, lines[..n].join("\n")).expect("write list");
        let policy = format!(
            "set deny = ip from \"{}\"\ndrop src @deny\n",
            file.display()
        );
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::from_parameter(n), &policy, |b, policy| {
            b.iter(|| {
                let loaded = dropc_syntax::load_str("bench.drop", policy, dir.path());
                assert!(loaded.policy.is_some(), "the bench policy must be valid");
                loaded
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
