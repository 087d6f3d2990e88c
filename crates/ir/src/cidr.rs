//! CIDR arithmetic on addresses widened to `u128` (IPv4 in the low 32
//! bits): the one decomposition of an interval into prefixes that every
//! backend uses.

/// The prefix length if `lo..=hi` is exactly one CIDR block of a `bits`-bit
/// address space.
pub fn as_prefix(lo: u128, hi: u128, bits: u32) -> Option<u32> {
    let size = hi.checked_sub(lo)?.checked_add(1);
    match size {
        // The whole 128-bit space.
        None => (lo == 0 && bits == 128).then_some(0),
        Some(n) if n.is_power_of_two() && lo.is_multiple_of(n) => {
            let host = n.trailing_zeros();
            (host <= bits).then(|| bits - host)
        }
        Some(_) => None,
    }
}

/// The minimal list of CIDR blocks `(network, prefix length)` covering
/// exactly `lo..=hi` in a `bits`-bit space, in address order.
pub fn to_cidrs(lo: u128, hi: u128, bits: u32) -> Vec<(u128, u32)> {
    cidrs(lo, hi, bits).collect()
}

/// [`to_cidrs`] as a lazy iterator (callers with a limit stop early).
pub fn cidrs(lo: u128, hi: u128, bits: u32) -> Cidrs {
    Cidrs {
        next: (lo <= hi).then_some(lo),
        hi,
        bits,
    }
}

/// Iterator of [`cidrs`].
#[derive(Clone, Debug)]
pub struct Cidrs {
    next: Option<u128>,
    hi: u128,
    bits: u32,
}

impl Iterator for Cidrs {
    type Item = (u128, u32);

    fn next(&mut self) -> Option<(u128, u32)> {
        let cur = self.next?;
        // Largest block starting at `cur` that stays within `hi`.
        let mut host = if cur == 0 {
            self.bits
        } else {
            cur.trailing_zeros().min(self.bits)
        };
        loop {
            let last = if host == 128 {
                u128::MAX
            } else {
                cur | ((1u128 << host) - 1)
            };
            if last <= self.hi {
                self.next = (last < self.hi).then(|| last + 1);
                return Some((cur, self.bits - host));
            }
            host -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes() {
        assert_eq!(as_prefix(0, u32::MAX as u128, 32), Some(0));
        assert_eq!(as_prefix(0, u128::MAX, 128), Some(0));
        assert_eq!(as_prefix(10 << 24, (11 << 24) - 1, 32), Some(8));
        assert_eq!(as_prefix(5, 5, 32), Some(32));
        assert_eq!(as_prefix(4, 6, 32), None);
        assert_eq!(as_prefix(2, 5, 32), None);
    }

    #[test]
    fn cidr_decomposition_is_exact_and_minimal() {
        assert_eq!(to_cidrs(0, u32::MAX as u128, 32), vec![(0, 0)]);
        assert_eq!(to_cidrs(0, u128::MAX, 128), vec![(0, 0)]);
        assert_eq!(to_cidrs(7, 7, 32), vec![(7, 32)]);
        // 1.2.3.4-1.2.3.9 = /30 + /31
        let b = 0x01020300u128;
        assert_eq!(to_cidrs(b + 4, b + 9, 32), vec![(b + 4, 30), (b + 8, 31)]);
        assert_eq!(to_cidrs(1, u32::MAX as u128, 32).len(), 32);
        assert_eq!(
            to_cidrs(u128::MAX - 1, u128::MAX, 128),
            vec![(u128::MAX - 1, 127)]
        );
        // Coverage check on a sweep of small ranges.
        for lo in 0u128..40 {
            for hi in lo..40 {
                let c = to_cidrs(lo, hi, 32);
                let mut next = lo;
                for (net, len) in c {
                    assert_eq!(net, next);
                    next = net + (1u128 << (32 - len));
                }
                assert_eq!(next, hi + 1);
            }
        }
    }
}
