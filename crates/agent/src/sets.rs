//! Followed set files: a dynamic set the configuration names holds what
//! its file (or the files of its directory) says, plus the elements the
//! policy in force declares for it. A change of the file is applied as a
//! set update through `dropc_apply::dynset` (the entry points `dropc set`
//! uses, whatever the target), never as a reload: the other rules'
//! counters go on counting.
//!
//! The update is planned on coverage, not on element spellings (a target
//! may hold `10.0.0.0/24` as it was added, as merged intervals, or as
//! single ports):
//!
//! - nothing, when the set already covers exactly the wanted addresses or
//!   ports, with no element that will expire;
//! - else `add` of what is wanted and not covered, then `del` of the
//!   elements that lie wholly outside what is wanted. Each address's
//!   verdict goes from old to new in one step (added first, so an address
//!   both old and new is never uncovered in between), and each of the two
//!   calls is all or nothing;
//! - else, when an element to remove straddles what is wanted (a `/16`
//!   that becomes a `/24`), when an element would expire, when the set's
//!   default timeout would make added elements expire, or when the change
//!   is larger than the new contents, `replace`: one atomic swap.

use dropc_apply::dynset::{DynSet, Entry, Kind, SetError, Space};
use dropc_apply::state::{Store, LOCK_WAIT};
use dropc_ir::{SetData, SetElem, ValidPolicy};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// An interval of one space: (space, first, last).
pub type Span = (Space, u128, u128);

/// Largest set file read, in bytes (the front end's bound for policy and
/// set files).
const MAX_FILE_SIZE: u64 = 1 << 30;

/// A dynamic set of the policy in force, as the policy declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declared {
    pub kind: Kind,
    /// The policy's own elements (they stay whatever the file says).
    pub elems: Vec<Span>,
    /// The default timeout of elements added without one (seconds).
    pub timeout: Option<u64>,
}

/// The dynamic sets of `policy`, by name.
pub fn declared(policy: &ValidPolicy) -> BTreeMap<String, Declared> {
    let mut out = BTreeMap::new();
    for s in &policy.sets {
        let (Some(name), Some(dynamic)) = (&s.name, &s.dynamic) else {
            continue;
        };
        let (kind, elems) = match &s.data {
            SetData::Ip(ip) => (
                Kind::Ip,
                ip.v4
                    .iter()
                    .map(|i| {
                        (
                            Space::V4,
                            u128::from(u32::from(i.lo)),
                            u128::from(u32::from(i.hi)),
                        )
                    })
                    .chain(
                        ip.v6
                            .iter()
                            .map(|i| (Space::V6, u128::from(i.lo), u128::from(i.hi))),
                    )
                    .collect(),
            ),
            SetData::Port(p) => (
                Kind::Port,
                p.ports
                    .iter()
                    .map(|i| (Space::Port, u128::from(i.lo), u128::from(i.hi)))
                    .collect(),
            ),
        };
        out.insert(
            name.clone(),
            Declared {
                kind,
                elems,
                timeout: dynamic.timeout.map(|d| d.as_secs()),
            },
        );
    }
    out
}

fn space_of(e: &SetElem) -> Space {
    match e {
        SetElem::V4 { .. } => Space::V4,
        SetElem::V6 { .. } => Space::V6,
        SetElem::Ports { .. } => Space::Port,
    }
}

fn span_of(e: &SetElem) -> Span {
    let (lo, hi) = e.bounds();
    (space_of(e), lo, hi)
}

/// The union of `v`: sorted, overlapping and adjacent intervals merged.
pub fn merge(mut v: Vec<Span>) -> Vec<Span> {
    v.sort_unstable();
    let mut out: Vec<Span> = Vec::with_capacity(v.len());
    for (s, lo, hi) in v {
        match out.last_mut() {
            Some((ls, _, lhi)) if *ls == s && lo <= lhi.saturating_add(1) => {
                *lhi = (*lhi).max(hi);
            }
            _ => out.push((s, lo, hi)),
        }
    }
    out
}

/// What of `a` is not in `b` (both merged).
fn minus(a: &[Span], b: &[Span]) -> Vec<Span> {
    let mut out = Vec::new();
    let mut j = 0;
    for &(s, lo, hi) in a {
        // Skip what ends before this interval.
        while j < b.len() && (b[j].0, b[j].2) < (s, lo) {
            j += 1;
        }
        let mut cur = lo;
        let mut k = j;
        let mut done = false;
        while k < b.len() && b[k].0 == s && b[k].1 <= hi {
            let (_, blo, bhi) = b[k];
            if blo > cur {
                out.push((s, cur, blo - 1));
            }
            if bhi >= hi {
                done = true;
                break;
            }
            cur = cur.max(bhi + 1);
            k += 1;
        }
        if !done {
            out.push((s, cur, hi));
        }
    }
    out
}

/// How an interval lies against a merged list.
#[derive(Debug, PartialEq, Eq)]
enum Lies {
    Inside,
    Outside,
    Across,
}

fn lies(merged: &[Span], (s, lo, hi): Span) -> Lies {
    // The last interval starting at or before `hi` is the only candidate
    // that can hold `lo..=hi`; any overlap is with it or one before it.
    let i = merged.partition_point(|&(ms, mlo, _)| (ms, mlo) <= (s, hi));
    let Some(&(ms, mlo, mhi)) = i.checked_sub(1).map(|i| &merged[i]) else {
        return Lies::Outside;
    };
    if ms != s || mhi < lo {
        Lies::Outside
    } else if mlo <= lo && hi <= mhi {
        Lies::Inside
    } else {
        Lies::Across
    }
}

/// The elements (prefixes, or one port range) that make `lo..=hi`.
pub fn elements((s, lo, hi): Span) -> Vec<SetElem> {
    if s == Space::Port {
        return vec![SetElem::Ports {
            lo: lo as u16,
            hi: hi as u16,
        }];
    }
    let bits: u32 = if s == Space::V4 { 32 } else { 128 };
    let mut out = Vec::new();
    let mut cur = lo;
    loop {
        // The largest aligned block at `cur` that ends at or before `hi`.
        let span = |log: u32| 1u128.checked_shl(log).map_or(u128::MAX, |b| b - 1);
        let mut size_log = cur.trailing_zeros().min(bits);
        while size_log > 0 && cur.checked_add(span(size_log)).is_none_or(|e| e > hi) {
            size_log -= 1;
        }
        let end = cur + span(size_log);
        let len = (bits - size_log) as u8;
        out.push(match s {
            Space::V4 => SetElem::V4 {
                net: (cur as u32).into(),
                len,
            },
            Space::V6 | Space::Port => SetElem::V6 {
                net: cur.into(),
                len,
            },
        });
        if end >= hi {
            return out;
        }
        cur = end + 1;
    }
}

/// What a sync does to a set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    /// The set covers exactly what is wanted.
    Nothing,
    /// `add` (first), then `del`; either may be empty, not both.
    Update {
        add: Vec<SetElem>,
        del: Vec<SetElem>,
    },
    /// One atomic swap to these elements.
    Replace(Vec<SetElem>),
}

impl Plan {
    pub fn method(&self) -> &'static str {
        match self {
            Plan::Nothing => "none",
            Plan::Update { .. } => "add_del",
            Plan::Replace(_) => "replace",
        }
    }
}

/// The change that makes `loaded` cover exactly `wanted` (merged), with
/// no element that expires. `default_timeout`: the set's (elements added
/// without a timeout get it).
pub fn plan(wanted: &[Span], loaded: &[Entry], default_timeout: Option<u64>) -> Plan {
    let replace = || Plan::Replace(wanted.iter().flat_map(|&w| elements(w)).collect());
    let have = merge(loaded.iter().map(|e| (e.space, e.lo, e.hi)).collect());
    let timed = loaded.iter().any(|e| e.expires_in.is_some());
    if have == wanted && !timed {
        return Plan::Nothing;
    }
    let mut del = Vec::new();
    for e in loaded {
        let span = (e.space, e.lo, e.hi);
        match lies(wanted, span) {
            Lies::Inside if e.expires_in.is_none() => {}
            // An element that will expire inside what is wanted, or one
            // that straddles it: no add or del fixes it without a moment
            // where a wanted address is not covered.
            Lies::Inside | Lies::Across => return replace(),
            Lies::Outside => match elements(span).as_slice() {
                [one] => del.push(*one),
                // A merged range that is no prefix cannot be named.
                _ => return replace(),
            },
        }
    }
    let add: Vec<SetElem> = minus(wanted, &have)
        .into_iter()
        .flat_map(elements)
        .collect();
    let wanted_elems: usize = wanted.iter().map(|&w| elements(w).len()).sum();
    if (!add.is_empty() && default_timeout.is_some()) || add.len() + del.len() > wanted_elems {
        return replace();
    }
    Plan::Update { add, del }
}

/// Why a set file was not followed: nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum SyncError {
    /// The file or directory cannot be read, or holds invalid lines
    /// (each diagnostic rendered).
    #[error("{what}")]
    File { what: String, details: Vec<String> },
    /// The configuration names a set the policy in force does not have.
    #[error("the policy in force has no dynamic set `{0}`")]
    NotDeclared(String),
    #[error(transparent)]
    Set(#[from] SetError),
    #[error("dropc's lock: {0}")]
    Lock(String),
}

impl SyncError {
    /// A short name for metrics (`kind` label).
    pub fn kind(&self) -> &'static str {
        match self {
            SyncError::File { .. } => "set_file",
            SyncError::NotDeclared(_) => "set_config",
            SyncError::Set(_) | SyncError::Lock(_) => "set_update",
        }
    }
}

/// What one sync did.
#[derive(Clone, Debug)]
pub struct Synced {
    pub method: &'static str,
    pub added: usize,
    pub deleted: usize,
    /// Intervals covered now.
    pub intervals: usize,
    /// SHA-256 of what was read: the file's content, or for a directory
    /// each file's name and content in name order.
    pub content: String,
    /// What `dynset` said.
    pub summary: String,
}

/// The files a set path stands for: itself, or a directory's regular files
/// (links followed) in name order, leaving out hidden files (editors'
/// temporary files, a ConfigMap's `..data`) and backups (`~`).
fn files_of(path: &Path) -> Result<Vec<PathBuf>, SyncError> {
    let err = |e: std::io::Error| SyncError::File {
        what: format!("cannot read {}: {e}; nothing was changed", path.display()),
        details: Vec::new(),
    };
    let meta = std::fs::metadata(path).map_err(err)?;
    if !meta.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut files = Vec::new();
    for entry in std::fs::read_dir(path).map_err(err)? {
        let entry = entry.map_err(err)?;
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') || name.ends_with('~') {
            continue;
        }
        let p = entry.path();
        // Sub-directories, FIFOs and devices are no set files.
        if std::fs::metadata(&p).is_ok_and(|m| m.is_file()) {
            files.push(p);
        }
    }
    files.sort();
    Ok(files)
}

/// Reads the elements of the files at `path` (all or nothing), and the
/// hash of what was read.
pub fn read_elements(path: &Path, kind: Kind) -> Result<(Vec<SetElem>, String), SyncError> {
    let kind = match kind {
        Kind::Ip => dropc_syntax::ast::SetKind::Ip,
        Kind::Port => dropc_syntax::ast::SetKind::Port,
    };
    let mut elems = Vec::new();
    let mut hashed = Vec::new();
    let mut details = Vec::new();
    let single = !std::fs::metadata(path).is_ok_and(|m| m.is_dir());
    for f in files_of(path)? {
        let bad = |what: String| SyncError::File {
            what,
            details: Vec::new(),
        };
        let meta = std::fs::metadata(&f).map_err(|e| {
            bad(format!(
                "cannot read {}: {e}; nothing was changed",
                f.display()
            ))
        })?;
        if !meta.is_file() {
            return Err(bad(format!(
                "{} is not a regular file; nothing was changed",
                f.display()
            )));
        }
        if meta.len() > MAX_FILE_SIZE {
            return Err(bad(format!(
                "{} is larger than {MAX_FILE_SIZE} bytes; nothing was changed",
                f.display()
            )));
        }
        let bytes = std::fs::read(&f).map_err(|e| {
            bad(format!(
                "cannot read {}: {e}; nothing was changed",
                f.display()
            ))
        })?;
        if !single {
            hashed.extend_from_slice(f.file_name().map_or(&[][..], |n| n.as_encoded_bytes()));
            hashed.push(0);
        }
        let Ok(text) = std::str::from_utf8(&bytes) else {
            details.push(format!("{}: not valid UTF-8", f.display()));
            continue;
        };
        match dropc_syntax::set_elements(kind, text, &f.display().to_string()) {
            Ok(v) => elems.extend(v),
            Err(diags) => details.extend(
                diags
                    .iter()
                    .map(|d| dropc_ir::diag::render(d, Some(text)).trim_end().to_string()),
            ),
        }
        hashed.extend_from_slice(&bytes);
    }
    if !details.is_empty() {
        return Err(SyncError::File {
            what: format!("{} has invalid lines; nothing was changed", path.display()),
            details,
        });
    }
    Ok((elems, dropc_apply::state::sha256_hex(&hashed)))
}

/// Makes dynamic set `name` of the policy in force on `iface` hold what
/// `path` says plus the policy's elements (`decl`), under the interface's
/// lock (`apply`, `remove` and `set` run one at a time). Blocking.
pub fn sync(
    iface: &str,
    name: &str,
    path: &Path,
    decl: Option<&Declared>,
) -> Result<Synced, SyncError> {
    let decl = decl.ok_or_else(|| SyncError::NotDeclared(name.to_string()))?;
    // The file first: an invalid one needs no lock and changes nothing.
    let (elems, content) = read_elements(path, decl.kind)?;
    let wanted = merge(
        decl.elems
            .iter()
            .copied()
            .chain(elems.iter().map(span_of))
            .collect(),
    );
    let _lock = Store::here()
        .and_then(|s| s.lock(iface, LOCK_WAIT))
        .map_err(|e| SyncError::Lock(e.to_string()))?;
    let ds = DynSet::locate(iface, name)?;
    if ds.kind() != decl.kind {
        return Err(SyncError::NotDeclared(name.to_string()));
    }
    let loaded = ds.entries()?;
    let plan = plan(&wanted, &loaded, decl.timeout);
    let mut method = plan.method();
    let replace = |all: &[SetElem]| -> Result<(usize, usize, String), SetError> {
        Ok((all.len(), loaded.len(), ds.replace(all)?))
    };
    let (added, deleted, summary) = match plan {
        Plan::Nothing => (0, 0, "no change".to_string()),
        Plan::Update { add, del } => {
            let mut said = Vec::new();
            let full = if add.is_empty() {
                false
            } else {
                match ds.add(&add, None) {
                    Ok(m) => {
                        said.push(m);
                        false
                    }
                    // Adding before deleting needs room for both: a set
                    // near its size is swapped whole instead, which needs
                    // room for the new contents only (and still refuses
                    // them, changing nothing, when they do not fit).
                    Err(SetError::Full { .. }) => true,
                    Err(e) => return Err(e.into()),
                }
            };
            if full {
                method = "replace";
                replace(&wanted.iter().flat_map(|&w| elements(w)).collect::<Vec<_>>())?
            } else {
                if !del.is_empty() {
                    said.push(ds.del(&del)?);
                }
                (add.len(), del.len(), said.join("; "))
            }
        }
        Plan::Replace(all) => replace(&all)?,
    };
    Ok(Synced {
        method,
        added,
        deleted,
        intervals: wanted.len(),
        content,
        summary,
    })
}

/// The number of elements per family of each of `names`, as `dropc set
/// list` lists them, on `iface` (for the metrics). Sets that cannot be
/// read are left out.
pub fn sizes(iface: &str, names: &[String]) -> Vec<(String, dropc_backends::Target, Space, usize)> {
    let mut out = Vec::new();
    for name in names {
        let Ok(ds) = DynSet::locate(iface, name) else {
            continue;
        };
        let Ok(entries) = ds.entries() else {
            continue;
        };
        let spaces: &[Space] = match ds.kind() {
            Kind::Ip => &[Space::V4, Space::V6],
            Kind::Port => &[Space::Port],
        };
        for &s in spaces {
            let n = entries.iter().filter(|e| e.space == s).count();
            out.push((name.clone(), ds.target(), s, n));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v4(a: [u8; 4]) -> u128 {
        u128::from(u32::from_be_bytes(a))
    }

    fn entry(space: Space, lo: u128, hi: u128, expires_in: Option<u64>) -> Entry {
        Entry {
            space,
            lo,
            hi,
            expires_in,
        }
    }

    #[test]
    fn merges_and_subtracts() {
        let m = merge(vec![
            (Space::V4, 10, 20),
            (Space::V4, 21, 30),
            (Space::V4, 5, 12),
            (Space::V6, 1, 1),
            (Space::V4, 40, 41),
        ]);
        assert_eq!(
            m,
            vec![(Space::V4, 5, 30), (Space::V4, 40, 41), (Space::V6, 1, 1)]
        );
        let b = vec![(Space::V4, 7, 8), (Space::V4, 30, 45), (Space::V6, 0, 5)];
        assert_eq!(minus(&m, &b), vec![(Space::V4, 5, 6), (Space::V4, 9, 29)]);
        assert_eq!(
            minus(&b, &m),
            vec![
                (Space::V4, 31, 39),
                (Space::V4, 42, 45),
                (Space::V6, 0, 0),
                (Space::V6, 2, 5)
            ]
        );
        assert_eq!(minus(&m, &[]), m);
        assert_eq!(minus(&m, &m), vec![]);
    }

    #[test]
    fn intervals_become_prefixes() {
        let lo = v4([10, 0, 0, 1]);
        let hi = v4([10, 0, 0, 6]);
        let texts: Vec<String> = elements((Space::V4, lo, hi))
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            texts,
            ["10.0.0.1", "10.0.0.2/31", "10.0.0.4/31", "10.0.0.6"]
        );
        let all: Vec<String> = elements((Space::V4, 0, u128::from(u32::MAX)))
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(all, ["0.0.0.0/0"]);
        assert_eq!(elements((Space::V6, 0, u128::MAX)).len(), 1);
        assert_eq!(
            elements((Space::Port, 80, 90)),
            vec![SetElem::Ports { lo: 80, hi: 90 }]
        );
        // Every decomposition covers exactly its interval.
        for (lo, hi) in [(3u128, 3u128), (0, 255), (17, 1000), (255, 256)] {
            let got = merge(elements((Space::V4, lo, hi)).iter().map(span_of).collect());
            assert_eq!(got, vec![(Space::V4, lo, hi)]);
        }
    }

    #[test]
    fn plans() {
        let s24 = (Space::V4, v4([10, 0, 1, 0]), v4([10, 0, 1, 255]));
        let s16 = (Space::V4, v4([10, 0, 0, 0]), v4([10, 0, 255, 255]));
        let one = (Space::V4, v4([192, 0, 2, 1]), v4([192, 0, 2, 1]));
        let two = (Space::V4, v4([192, 0, 2, 9]), v4([192, 0, 2, 9]));
        let e = |s: Span| entry(s.0, s.1, s.2, None);
        // The same coverage, spelled otherwise: nothing.
        let halves = [
            e((Space::V4, s24.1, s24.1 + 127)),
            e((Space::V4, s24.1 + 128, s24.2)),
        ];
        assert_eq!(plan(&[s24], &halves, None), Plan::Nothing);
        // One more, one less: add then del.
        assert_eq!(
            plan(&merge(vec![s24, two]), &[e(s24), e(one)], None),
            Plan::Update {
                add: elements(two),
                del: elements(one)
            }
        );
        // A /16 that becomes a /24 inside it: replace.
        assert_eq!(plan(&[s24], &[e(s16)], None), Plan::Replace(elements(s24)));
        // An element that would expire, inside what is wanted: replace.
        assert_eq!(
            plan(&[s24], &[entry(s24.0, s24.1, s24.2, Some(60))], None),
            Plan::Replace(elements(s24))
        );
        // One that would expire outside: deleted.
        assert_eq!(
            plan(
                &[s24],
                &[e(s24), entry(one.0, one.1, one.2, Some(60))],
                None
            ),
            Plan::Update {
                add: vec![],
                del: elements(one)
            }
        );
        // A default timeout would make additions expire: replace.
        assert_eq!(
            plan(&merge(vec![s24, two]), &[e(s24)], Some(3600)),
            Plan::Replace(
                merge(vec![s24, two])
                    .into_iter()
                    .flat_map(elements)
                    .collect()
            )
        );
        // More to change than to hold: replace (here: emptied).
        assert_eq!(plan(&[], &[e(s24), e(one)], None), Plan::Replace(vec![]));
        // Ports merged by the target: deleting what lies outside only.
        let p = |lo, hi| (Space::Port, lo, hi);
        assert_eq!(
            plan(&[p(10, 20)], &[e(p(10, 20)), e(p(30, 30))], None),
            Plan::Update {
                add: vec![],
                del: vec![SetElem::Ports { lo: 30, hi: 30 }]
            }
        );
    }

    #[test]
    fn directories_and_invalid_lines() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("a"), "10.0.0.0/8\n# comment\n").unwrap();
        std::fs::write(d.join("b"), "192.0.2.1\n2001:db8::/32\n").unwrap();
        std::fs::write(d.join(".b.swp"), "garbage\n").unwrap();
        std::fs::write(d.join("b~"), "garbage\n").unwrap();
        std::fs::create_dir(d.join("sub")).unwrap();
        let (elems, h1) = read_elements(d, Kind::Ip).unwrap();
        assert_eq!(elems.len(), 3);
        std::fs::write(d.join("a"), "10.0.0.0/8\n").unwrap();
        let (_, h2) = read_elements(d, Kind::Ip).unwrap();
        assert_ne!(h1, h2, "the hash follows the content");
        std::fs::write(d.join("b"), "192.0.2.1\nnot-an-address\n").unwrap();
        match read_elements(d, Kind::Ip) {
            Err(SyncError::File { details, .. }) => {
                assert!(
                    details.iter().any(|l| l.contains("not-an-address")),
                    "{details:?}"
                )
            }
            other => panic!("{other:?}"),
        }
        let (one, h) = read_elements(&d.join("a"), Kind::Ip).unwrap();
        assert_eq!(one.len(), 1);
        assert_eq!(h, dropc_apply::state::sha256_hex(b"10.0.0.0/8\n"));
        assert!(matches!(
            read_elements(&d.join("missing"), Kind::Ip),
            Err(SyncError::File { .. })
        ));
        assert!(matches!(
            read_elements(&d.join("a"), Kind::Port),
            Err(SyncError::File { .. })
        ));
    }
}
