//! The most frequent values of a stream in fixed memory (Misra–Gries):
//! at most `cap` counters, amortized O(1) per value. While no more than
//! `cap` distinct values were seen the counts are exact; after that each
//! count is a lower bound, short by at most `total / (cap + 1)`.

use std::collections::HashMap;
use std::hash::Hash;

#[derive(Debug)]
pub struct Top<K> {
    cap: usize,
    counts: HashMap<K, u64>,
    total: u64,
    /// Whether a decrement round ever happened (counts are lower bounds).
    lossy: bool,
}

impl<K: Eq + Hash + Clone + Ord> Top<K> {
    /// A sketch of at most `cap` counters (at least 1).
    pub fn new(cap: usize) -> Top<K> {
        Top {
            cap: cap.max(1),
            counts: HashMap::with_capacity(cap.max(1) + 1),
            total: 0,
            lossy: false,
        }
    }

    pub fn add(&mut self, k: K) {
        self.total += 1;
        if let Some(c) = self.counts.get_mut(&k) {
            *c += 1;
            return;
        }
        if self.counts.len() < self.cap {
            self.counts.insert(k, 1);
            return;
        }
        // Full: the new value and every counter lose one.
        self.lossy = true;
        self.counts.retain(|_, c| {
            *c -= 1;
            *c > 0
        });
    }

    /// Values seen, counted.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Whether the counts are exact.
    pub fn exact(&self) -> bool {
        !self.lossy
    }

    /// The `n` largest counts, largest first (ties by value).
    pub fn top(&self, n: usize) -> Vec<(K, u64)> {
        let mut v: Vec<(K, u64)> = self.counts.iter().map(|(k, c)| (k.clone(), *c)).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v.truncate(n);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::Top;

    #[test]
    fn exact_while_few_and_heavy_hitters_survive_many() {
        let mut t = Top::new(4);
        for k in [1, 2, 2, 3, 3, 3] {
            t.add(k);
        }
        assert!(t.exact());
        assert_eq!(t.top(2), vec![(3, 3), (2, 2)]);
        // A value that is more than total/(cap+1) of the stream stays.
        let mut t = Top::new(8);
        for i in 0..10_000u32 {
            t.add(if i % 3 == 0 { 7 } else { 1000 + i });
        }
        assert!(!t.exact());
        let top = t.top(1);
        assert_eq!(top[0].0, 7);
        assert!(top[0].1 <= 3334 && top[0].1 >= 3334 - 10_000 / 9);
    }
}
