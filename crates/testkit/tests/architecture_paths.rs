//! ARCHITECTURE.md is the map of the tree: every path it names must exist
//! (issue 25, "a map that stays true").
//!
//! A path is what the map writes in backticks or as a link target, when it
//! ends in a file extension or with `/`, or starts with a top-level entry of
//! the repository (`crates/...`). Paths on the host (`/run/...`,
//! `/sys/fs/bpf/...`) and URLs are not the tree's and are skipped. A
//! segment that is a placeholder (`<name>`, `*`, `X`, `IF.sets`: its first
//! word in capitals) stands for any one segment. A path may be written from
//! any directory down (`bpf/rate.rs` for `crates/backends/src/bpf/rate.rs`):
//! it exists when some path of the tree ends with it, segment by segment.

use std::path::{Path, PathBuf};

/// The extensions that make a backticked word a file name.
const EXTENSIONS: &[&str] = &[
    "rs", "md", "c", "h", "toml", "drop", "json", "svg", "sh", "py", "txt", "yml", "yaml",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every file and directory of the tree, as `/`-separated paths relative
/// to the root (build output and version control left out).
fn tree(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![PathBuf::new()];
    while let Some(rel) = stack.pop() {
        let entries = std::fs::read_dir(root.join(&rel))
            .unwrap_or_else(|e| panic!("reading {}: {e}", root.join(&rel).display()));
        for entry in entries {
            let entry = entry.expect("a directory entry");
            let name = entry.file_name().to_string_lossy().into_owned();
            if rel.as_os_str().is_empty() && (name == "target" || name == ".git") {
                continue;
            }
            let path = rel.join(&name);
            out.push(path.to_string_lossy().replace('\\', "/"));
            if entry.file_type().expect("a file type").is_dir() {
                stack.push(path);
            }
        }
    }
    out
}

/// The words of `text` in backticks and the targets of its links, outside
/// fenced code blocks, with the line each is on.
fn mentions(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fenced = false;
    let mut open: Option<(usize, String)> = None;
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        // Inline code may run over a line break.
        for (i, part) in line.split('`').enumerate() {
            if i > 0 {
                open = match open.take() {
                    Some((at, word)) => {
                        out.push((at, word));
                        None
                    }
                    None => Some((n + 1, String::new())),
                };
            }
            match &mut open {
                Some((_, word)) => word.push_str(part),
                None => {
                    let mut s = part;
                    while let Some(k) = s.find("](") {
                        s = &s[k + 2..];
                        if let Some(end) = s.find(')') {
                            out.push((n + 1, s[..end].to_string()));
                        }
                    }
                }
            }
        }
        if let Some((_, word)) = &mut open {
            word.push(' ');
        }
    }
    out
}

/// Whether `word` is a path of the tree (see the module doc), and if so
/// its segments.
fn as_path(word: &str, top: &[String]) -> Option<Vec<String>> {
    let word = word.trim();
    if word.is_empty()
        || word.starts_with('/')
        || word.contains("://")
        || word.contains(char::is_whitespace)
        || word.starts_with('#')
    {
        return None;
    }
    let segments: Vec<String> = word
        .trim_end_matches('/')
        .split('/')
        .map(str::to_string)
        .collect();
    let last = segments.last()?;
    let has_extension = last
        .rsplit_once('.')
        .is_some_and(|(stem, ext)| !stem.is_empty() && EXTENSIONS.contains(&ext));
    let is_dir = word.ends_with('/');
    let from_top = segments.len() > 1 && top.iter().any(|t| *t == segments[0]);
    (has_extension || is_dir || from_top).then_some(segments)
}

fn is_placeholder(segment: &str) -> bool {
    let first = segment.split('.').next().unwrap_or("");
    segment.contains('<')
        || segment.contains('*')
        || (!first.is_empty()
            && first
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_' || c == '-'))
}

/// Whether some path of `tree` ends with `segments`.
fn exists(segments: &[String], tree: &[String]) -> bool {
    tree.iter().any(|p| {
        let have: Vec<&str> = p.split('/').collect();
        have.len() >= segments.len()
            && have[have.len() - segments.len()..]
                .iter()
                .zip(segments)
                .all(|(h, s)| is_placeholder(s) || h == s)
    })
}

/// The entries at the root of `tree`.
fn top_level(tree: &[String]) -> Vec<String> {
    tree.iter().filter(|p| !p.contains('/')).cloned().collect()
}

/// The paths `text` names that `tree` does not have, as `line: path`.
fn missing(text: &str, tree: &[String]) -> Vec<String> {
    let top = top_level(tree);
    mentions(text)
        .into_iter()
        .filter_map(|(line, word)| {
            let segments = as_path(&word, &top)?;
            (!exists(&segments, tree)).then(|| format!("line {line}: `{word}`"))
        })
        .collect()
}

#[test]
fn every_path_architecture_md_names_exists() {
    let root = root();
    let text = std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let tree = tree(&root);
    let top = top_level(&tree);
    let named = mentions(&text)
        .iter()
        .filter(|(_, w)| as_path(w, &top).is_some())
        .count();
    // The map names dozens of paths; finding none means the reader broke.
    assert!(named >= 20, "only {named} paths found in ARCHITECTURE.md");
    let missing = missing(&text, &tree);
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names paths that are not in the tree:\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn the_check_sees_a_path_that_is_not_there() {
    let tree: Vec<String> = [
        "crates",
        "crates/backends",
        "crates/backends/src",
        "crates/backends/src/bpf",
        "crates/backends/src/bpf/rate.rs",
        "tests",
        "tests/out",
        "tests/out/xdp",
    ]
    .map(String::from)
    .to_vec();
    let text = "See `bpf/rate.rs`, `crates/backends`, `tests/out/<target>/`,\n\
                `/run/dropc/x`, `Gen::test`, `size/2` and [the code](crates/backends/src).\n\
                Gone: `bpf/gone.rs`, `crates/nothere`, [link](tests/none.md).\n\
                ```\nnot/checked.rs\n```\n";
    assert_eq!(
        missing(text, &tree),
        vec![
            "line 3: `bpf/gone.rs`",
            "line 3: `crates/nothere`",
            "line 3: `tests/none.md`",
        ]
    );
}
