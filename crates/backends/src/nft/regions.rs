//! The regions of a run of rules that test the same fields: a partition of
//! the packet space the rules cover into disjoint boxes, each owned by the
//! first rule (in order) that matches it. Pure; the nft backend writes the
//! boxes as the elements of one concatenated interval verdict map.
//!
//! Why the partition is exact (docs/decisions.md, "nft: runs of rules as
//! one verdict map"): in each field, the boundaries of every rule's
//! intervals cut the line into atoms, and every rule's value set in that
//! field is a union of whole atoms. So every cell (a product of one atom
//! per field) lies wholly inside or wholly outside each rule, and the
//! first rule that holds on one packet of a cell holds on all of them.
//! Neighbouring atoms that lie in the same rules are merged (the rules,
//! hence the first one, are the same on the merged interval), field by
//! field. The boxes are products of disjoint atoms, hence disjoint; each
//! covered cell is in exactly one box, so their union is the rules'
//! union; and a packet outside every box matches no rule of the run.

/// Inclusive intervals of one field, sorted and disjoint.
pub(crate) type Intervals = Vec<(u128, u128)>;

/// A box of the packet space, one inclusive interval per field, and the
/// index of the first rule that holds on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Region {
    pub(crate) ranges: Vec<(u128, u128)>,
    pub(crate) rule: usize,
}

/// The regions of `rules` (each one value set per field, every rule with
/// the same number of fields), or `None` when there would be more than
/// `max` of them.
pub(crate) fn regions(rules: &[Vec<Intervals>], max: usize) -> Option<Vec<Region>> {
    let fields = rules.first().map_or(0, Vec::len);
    if fields == 0 || rules.iter().any(|r| r.len() != fields) {
        return None;
    }
    let all: Vec<usize> = (0..rules.len()).collect();
    let mut out = Vec::new();
    let mut prefix = Vec::with_capacity(fields);
    split(rules, &all, 0, &mut prefix, &mut out, max).then_some(out)
}

/// Splits field `f` for the rules `live` (in order), with the earlier
/// fields fixed to `prefix`. False when the regions exceed `max`.
fn split(
    rules: &[Vec<Intervals>],
    live: &[usize],
    f: usize,
    prefix: &mut Vec<(u128, u128)>,
    out: &mut Vec<Region>,
    max: usize,
) -> bool {
    for (lo, hi, inside) in atoms(rules, live, f) {
        prefix.push((lo, hi));
        let ok = if f + 1 == rules[0].len() {
            out.push(Region {
                ranges: prefix.clone(),
                rule: inside[0],
            });
            out.len() <= max
        } else {
            split(rules, &inside, f + 1, prefix, out, max)
        };
        prefix.pop();
        if !ok {
            return false;
        }
    }
    true
}

/// The merged atoms of field `f` for the rules `live`: maximal intervals
/// on which the same rules of `live` hold (in order), covered by one at
/// least. In the last field only the first rule matters, so atoms with
/// the same first rule merge.
fn atoms(rules: &[Vec<Intervals>], live: &[usize], f: usize) -> Vec<(u128, u128, Vec<usize>)> {
    let last = f + 1 == rules[0].len();
    // (point, rule, starts): a rule's interval starts at lo and ends after
    // hi (an end at u128::MAX + 1 is never reached, so left out).
    let mut events: Vec<(u128, usize, bool)> = Vec::new();
    for &r in live {
        for &(lo, hi) in &rules[r][f] {
            events.push((lo, r, true));
            if let Some(next) = hi.checked_add(1) {
                events.push((next, r, false));
            }
        }
    }
    events.sort_unstable();
    let mut out: Vec<(u128, u128, Vec<usize>)> = Vec::new();
    let mut active: std::collections::BTreeSet<usize> = std::collections::BTreeSet::new();
    let mut i = 0;
    while i < events.len() {
        let at = events[i].0;
        while i < events.len() && events[i].0 == at {
            let (_, r, starts) = events[i];
            if starts {
                active.insert(r);
            } else {
                active.remove(&r);
            }
            i += 1;
        }
        if active.is_empty() {
            continue;
        }
        let hi = events.get(i).map_or(u128::MAX, |e| e.0 - 1);
        let inside: Vec<usize> = if last {
            active.iter().take(1).copied().collect()
        } else {
            active.iter().copied().collect()
        };
        match out.last_mut() {
            Some(prev) if prev.1.checked_add(1) == Some(at) && prev.2 == inside => prev.1 = hi,
            _ => out.push((at, hi, inside)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first rule of `rules` holding on `point`, by brute force.
    fn first(rules: &[Vec<Intervals>], point: &[u128]) -> Option<usize> {
        rules.iter().position(|r| {
            r.iter()
                .zip(point)
                .all(|(ivs, &x)| ivs.iter().any(|&(lo, hi)| lo <= x && x <= hi))
        })
    }

    fn owner(regions: &[Region], point: &[u128]) -> Option<usize> {
        let owners: Vec<usize> = regions
            .iter()
            .filter(|g| {
                g.ranges
                    .iter()
                    .zip(point)
                    .all(|(&(lo, hi), &x)| lo <= x && x <= hi)
            })
            .map(|g| g.rule)
            .collect();
        assert!(owners.len() <= 1, "overlapping regions at {point:?}");
        owners.first().copied()
    }

    #[test]
    fn overlaps_go_to_the_first_rule() {
        // r0: src 10-19, port 80; r1: src 0-99, port 0-65535;
        // r2: src 15-30, port 80 (shadowed where r0/r1 hold)
        let rules = vec![
            vec![vec![(10, 19)], vec![(80, 80)]],
            vec![vec![(0, 99)], vec![(0, 65535)]],
            vec![vec![(15, 130)], vec![(80, 80)]],
        ];
        let g = regions(&rules, 1000).expect("fits");
        for x in [0, 9, 10, 15, 19, 20, 99, 100, 130, 131] {
            for p in [0, 79, 80, 81, 65535] {
                assert_eq!(owner(&g, &[x, p]), first(&rules, &[x, p]), "{x} {p}");
            }
        }
        // r2 owns only what r1 leaves: src 100-130, port 80
        assert!(g.contains(&Region {
            ranges: vec![(100, 130), (80, 80)],
            rule: 2
        }));
    }

    #[test]
    fn distinct_rules_make_one_region_each() {
        let rules: Vec<Vec<Intervals>> = (0..2000u128)
            .map(|i| vec![vec![(i << 8, (i << 8) | 0xff)], vec![(1000 + i, 1000 + i)]])
            .collect();
        let g = regions(&rules, 10_000).expect("fits");
        assert_eq!(g.len(), 2000);
        assert!(regions(&rules, 1999).is_none());
    }

    #[test]
    fn the_ends_of_the_space() {
        let rules = vec![vec![vec![(0, u128::MAX)]], vec![vec![(5, 5)]]];
        let g = regions(&rules, 10).expect("fits");
        assert_eq!(
            g,
            vec![Region {
                ranges: vec![(0, u128::MAX)],
                rule: 0
            }]
        );
        let rules = vec![
            vec![vec![(7, 9), (u128::MAX - 1, u128::MAX)]],
            vec![vec![(0, 8)]],
        ];
        let g = regions(&rules, 10).expect("fits");
        for x in [0, 6, 7, 9, 10, u128::MAX - 2, u128::MAX - 1, u128::MAX] {
            assert_eq!(owner(&g, &[x]), first(&rules, &[x]), "{x}");
        }
    }

    /// Random runs of overlapping rules over three small fields: every
    /// point's owner is the first rule that holds on it.
    #[test]
    fn random_runs_agree_with_first_match() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: u128| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            u128::from(seed) % n
        };
        for _ in 0..50 {
            let n = 1 + next(12) as usize;
            let rules: Vec<Vec<Intervals>> = (0..n)
                .map(|_| {
                    (0..3)
                        .map(|_| {
                            let mut ivs = Vec::new();
                            let mut at = next(4);
                            while at < 24 {
                                let hi = at + next(6);
                                ivs.push((at, hi.min(23)));
                                at = hi + 2 + next(6);
                            }
                            if ivs.is_empty() {
                                ivs.push((0, 23));
                            }
                            ivs
                        })
                        .collect()
                })
                .collect();
            let g = regions(&rules, usize::MAX).expect("fits");
            for a in 0..25 {
                for b in 0..25 {
                    for c in 0..25 {
                        let p = [a, b, c];
                        assert_eq!(owner(&g, &p), first(&rules, &p), "{p:?} {rules:?}");
                    }
                }
            }
        }
    }
}
