//! Set contents: prefix checking and normalisation into the IR's sorted,
//! merged, non-overlapping intervals (sort + merge on integer keys, so a
//! million prefixes normalise in well under a second).

use dropc_ir::{Code, Diagnostic, Interval, IpSet, PortSet, Span};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// An address interval of one family, as integers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AddrRange {
    V4(u32, u32),
    V6(u128, u128),
}

/// Why `ADDR/LEN` is not a valid prefix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum PrefixError {
    /// The length exceeds the address width.
    TooLong { max: u32 },
    /// Bits beyond the length are set; `masked` is the corrected prefix.
    HostBits { masked: String },
}

impl PrefixError {
    /// The diagnostic for `text` (the prefix as written) at `span` of `file`.
    pub(crate) fn diagnostic(&self, file: &str, span: Span, text: &str) -> Diagnostic {
        match self {
            PrefixError::TooLong { max } => Diagnostic::error(
                Code::BadPrefixLength,
                file,
                span,
                format!("prefix {text} has a length longer than {max} bits"),
            )
            .with_help(format!(
                "prefix lengths go from 0 to {max} for this address family"
            )),
            PrefixError::HostBits { masked } => Diagnostic::error(
                Code::HostBits,
                file,
                span,
                format!("prefix {text} has host bits set"),
            )
            .with_help(format!("did you mean {masked}?")),
        }
    }
}

/// The interval covered by `addr/len` (`len` None: the single address).
pub(crate) fn prefix_range(addr: IpAddr, len: Option<u64>) -> Result<AddrRange, PrefixError> {
    match addr {
        IpAddr::V4(a) => {
            let a = u32::from(a);
            let len = len.unwrap_or(32);
            if len > 32 {
                return Err(PrefixError::TooLong { max: 32 });
            }
            let host = u32::MAX.checked_shr(len as u32).unwrap_or(0);
            if a & host != 0 {
                let masked = Ipv4Addr::from(a & !host);
                return Err(PrefixError::HostBits {
                    masked: format!("{masked}/{len}"),
                });
            }
            Ok(AddrRange::V4(a, a | host))
        }
        IpAddr::V6(a) => {
            let a = u128::from(a);
            let len = len.unwrap_or(128);
            if len > 128 {
                return Err(PrefixError::TooLong { max: 128 });
            }
            let host = u128::MAX.checked_shr(len as u32).unwrap_or(0);
            if a & host != 0 {
                let masked = Ipv6Addr::from(a & !host);
                return Err(PrefixError::HostBits {
                    masked: format!("{masked}/{len}"),
                });
            }
            Ok(AddrRange::V6(a, a | host))
        }
    }
}

/// Sorts `v` and merges overlapping and adjacent intervals in place.
fn merge<T: Copy + Ord>(v: &mut Vec<(T, T)>, succ: impl Fn(T) -> Option<T>) {
    if v.len() < 2 {
        return;
    }
    v.sort_unstable();
    let mut w = 0;
    for k in 1..v.len() {
        let (lo, hi) = v[k];
        let last = &mut v[w];
        // `None`: `last.1` is the maximum, so everything after merges.
        let touches = succ(last.1).is_none_or(|next| lo <= next);
        if touches {
            if hi > last.1 {
                last.1 = hi;
            }
        } else {
            w += 1;
            v[w] = (lo, hi);
        }
    }
    v.truncate(w + 1);
}

/// Accumulates addresses of both families, then normalises them.
#[derive(Clone, Debug, Default)]
pub(crate) struct IpBuilder {
    v4: Vec<(u32, u32)>,
    v6: Vec<(u128, u128)>,
}

impl IpBuilder {
    pub(crate) fn push(&mut self, r: AddrRange) {
        match r {
            AddrRange::V4(lo, hi) => self.v4.push((lo, hi)),
            AddrRange::V6(lo, hi) => self.v6.push((lo, hi)),
        }
    }

    /// Adds every address of `set`.
    pub(crate) fn extend(&mut self, set: &IpSet) {
        self.v4
            .extend(set.v4.iter().map(|i| (u32::from(i.lo), u32::from(i.hi))));
        self.v6
            .extend(set.v6.iter().map(|i| (u128::from(i.lo), u128::from(i.hi))));
    }

    pub(crate) fn finish(mut self) -> IpSet {
        merge(&mut self.v4, |x| x.checked_add(1));
        merge(&mut self.v6, |x| x.checked_add(1));
        IpSet {
            v4: self
                .v4
                .iter()
                .map(|&(lo, hi)| Interval::new(lo.into(), hi.into()))
                .collect(),
            v6: self
                .v6
                .iter()
                .map(|&(lo, hi)| Interval::new(lo.into(), hi.into()))
                .collect(),
        }
    }
}

/// Accumulates port intervals, then normalises them.
#[derive(Clone, Debug, Default)]
pub(crate) struct PortBuilder {
    v: Vec<(u16, u16)>,
}

impl PortBuilder {
    /// Adds `lo..=hi` (`lo <= hi`).
    pub(crate) fn push(&mut self, lo: u16, hi: u16) {
        self.v.push((lo, hi));
    }

    /// Adds every port of `set`.
    pub(crate) fn extend(&mut self, set: &PortSet) {
        self.v.extend(set.ports.iter().map(|i| (i.lo, i.hi)));
    }

    pub(crate) fn finish(mut self) -> PortSet {
        merge(&mut self.v, |x| x.checked_add(1));
        PortSet {
            ports: self
                .v
                .iter()
                .map(|&(lo, hi)| Interval::new(lo, hi))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v4(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn prefix_ranges_and_host_bits() {
        assert_eq!(
            prefix_range(v4("10.0.0.0"), Some(8)),
            Ok(AddrRange::V4(0x0a00_0000, 0x0aff_ffff))
        );
        assert_eq!(
            prefix_range(v4("0.0.0.0"), Some(0)),
            Ok(AddrRange::V4(0, u32::MAX))
        );
        assert_eq!(
            prefix_range(v4("1.2.3.4"), None),
            Ok(AddrRange::V4(0x0102_0304, 0x0102_0304))
        );
        assert_eq!(
            prefix_range(v4("10.0.0.1"), Some(8)),
            Err(PrefixError::HostBits {
                masked: "10.0.0.0/8".into()
            })
        );
        assert_eq!(
            prefix_range(v4("10.0.0.0"), Some(33)),
            Err(PrefixError::TooLong { max: 32 })
        );
        assert_eq!(
            prefix_range(v4("2001:db8::1"), Some(32)),
            Err(PrefixError::HostBits {
                masked: "2001:db8::/32".into()
            })
        );
        assert_eq!(
            prefix_range(v4("::"), Some(0)),
            Ok(AddrRange::V6(0, u128::MAX))
        );
    }

    #[test]
    fn merges_overlapping_and_adjacent() {
        let mut p = PortBuilder::default();
        for (lo, hi) in [
            (10, 20),
            (5, 9),
            (30, 40),
            (21, 21),
            (35, 36),
            (65535, 65535),
            (60000, 65534),
        ] {
            p.push(lo, hi);
        }
        let s = p.finish();
        assert_eq!(
            s.ports,
            vec![
                Interval::new(5, 21),
                Interval::new(30, 40),
                Interval::new(60000, 65535)
            ]
        );
        let mut b = IpBuilder::default();
        b.push(AddrRange::V4(0, u32::MAX));
        b.push(AddrRange::V4(5, 6));
        b.push(AddrRange::V6(u128::MAX, u128::MAX));
        b.push(AddrRange::V6(0, u128::MAX - 1));
        let s = b.finish();
        assert_eq!(s.v4.len(), 1);
        assert_eq!(
            s.v6,
            vec![Interval::new(
                Ipv6Addr::from(0u128),
                Ipv6Addr::from(u128::MAX)
            )]
        );
    }
}
