//! Sets of numbers as sorted, disjoint, non-adjacent inclusive intervals:
//! the value set of one dimension of a [`super::Cube`].

/// Sorted, disjoint, merged inclusive intervals over `u128`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Iv(pub Vec<(u128, u128)>);

impl Iv {
    pub fn range(lo: u128, hi: u128) -> Iv {
        Iv(vec![(lo, hi)])
    }

    /// From intervals in any order, possibly overlapping.
    pub fn from_unsorted(mut v: Vec<(u128, u128)>) -> Iv {
        v.sort_unstable();
        let mut out: Vec<(u128, u128)> = Vec::with_capacity(v.len());
        for (lo, hi) in v {
            match out.last_mut() {
                Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
                _ => out.push((lo, hi)),
            }
        }
        Iv(out)
    }

    pub fn values(vals: &[u128]) -> Iv {
        Iv::from_unsorted(vals.iter().map(|&v| (v, v)).collect())
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn first(&self) -> Option<u128> {
        self.0.first().map(|i| i.0)
    }

    pub fn contains(&self, x: u128) -> bool {
        let i = self.0.partition_point(|iv| iv.1 < x);
        self.0.get(i).is_some_and(|iv| iv.0 <= x)
    }

    /// Number of values (saturating).
    pub fn count(&self) -> u128 {
        self.0.iter().fold(0u128, |a, (lo, hi)| {
            a.saturating_add(hi - lo).saturating_add(1)
        })
    }

    pub fn intersect(&self, o: &Iv) -> Iv {
        let (a, b) = (&self.0, &o.0);
        let mut out = Vec::new();
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            let lo = a[i].0.max(b[j].0);
            let hi = a[i].1.min(b[j].1);
            if lo <= hi {
                out.push((lo, hi));
            }
            if a[i].1 < b[j].1 {
                i += 1;
            } else {
                j += 1;
            }
        }
        Iv(out)
    }

    /// Whether the two share a value (no allocation).
    pub fn meets(&self, o: &Iv) -> bool {
        let (a, b) = (&self.0, &o.0);
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            if a[i].0.max(b[j].0) <= a[i].1.min(b[j].1) {
                return true;
            }
            if a[i].1 < b[j].1 {
                i += 1;
            } else {
                j += 1;
            }
        }
        false
    }

    /// Whether every value of `self` is in `o`.
    pub fn within(&self, o: &Iv) -> bool {
        self.0.iter().all(|&(lo, hi)| {
            let k = o.0.partition_point(|iv| iv.1 < lo);
            o.0.get(k).is_some_and(|iv| iv.0 <= lo && hi <= iv.1)
        })
    }

    pub fn minus(&self, o: &Iv) -> Iv {
        let mut out = Vec::new();
        let b = &o.0;
        let mut j = 0;
        for &(lo, hi) in &self.0 {
            let mut cur = lo;
            let mut done = false;
            while j < b.len() && b[j].1 < cur {
                j += 1;
            }
            let mut k = j;
            while k < b.len() && b[k].0 <= hi {
                if b[k].0 > cur {
                    out.push((cur, b[k].0 - 1));
                }
                if b[k].1 >= hi {
                    done = true;
                    break;
                }
                cur = b[k].1 + 1;
                k += 1;
            }
            if !done {
                out.push((cur, hi));
            }
        }
        Iv(out)
    }
}

#[cfg(test)]
mod tests {
    use super::Iv;

    #[test]
    fn operations_agree_with_enumeration() {
        let sets = [
            Iv(vec![]),
            Iv(vec![(0, 3), (7, 9)]),
            Iv(vec![(2, 8)]),
            Iv(vec![(0, 0), (4, 4), (9, 15)]),
            Iv(vec![(0, 15)]),
        ];
        let has = |s: &Iv, x| s.0.iter().any(|&(l, h)| l <= x && x <= h);
        for a in &sets {
            for b in &sets {
                let (i, m) = (a.intersect(b), a.minus(b));
                for x in 0..16u128 {
                    assert_eq!(has(&i, x), has(a, x) && has(b, x));
                    assert_eq!(has(&m, x), has(a, x) && !has(b, x));
                    assert_eq!(a.contains(x), has(a, x));
                }
                assert_eq!(a.meets(b), !i.is_empty());
                assert_eq!(a.within(b), m.is_empty());
            }
        }
    }
}
