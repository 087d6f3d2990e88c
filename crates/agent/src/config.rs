//! The agent's configuration: one TOML file.
//!
//! ```toml
//! metrics_addr = "127.0.0.1:9443"   # default; localhost only
//! remove_on_exit = false            # default: policies stay in force
//!
//! [[interface]]
//! iface = "eth0"
//! policy = "/etc/dropc/edge.drop"
//! target = "auto"                   # xdp | tc | nft | iptables | auto
//! # Dynamic set -> the file, or directory of files, whose elements it
//! # holds (plus the policy's own); followed as set updates (`sets`).
//! sets = { blocklist = "/var/lib/dropc/blocklist.d" }
//! ```
// Matches on `Target` (and the other enums that grow) name every variant:
// a new target must not fall into another's arm (issue #10).
#![deny(clippy::wildcard_enum_match_arm)]

use crate::pipeline::Choice;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

/// The default metrics address: localhost only.
pub const DEFAULT_METRICS_ADDR: &str = "127.0.0.1:9443";

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: {source}", path.display())]
    Syntax {
        path: PathBuf,
        source: toml::de::Error,
    },
    #[error("{}: {}", .1.display(), .0)]
    Invalid(String, PathBuf),
}

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    metrics_addr: Option<String>,
    #[serde(default)]
    remove_on_exit: bool,
    #[serde(default)]
    interface: Vec<RawInterface>,
}

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInterface {
    iface: Option<String>,
    pattern: Option<String>,
    #[serde(default)]
    default_route: bool,
    #[serde(default)]
    except: Vec<String>,
    policy: PathBuf,
    target: String,
    netns: Option<String>,
    #[serde(default)]
    sets: BTreeMap<String, PathBuf>,
}

/// Which interfaces of the node an `[[interface]]` entry means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Select {
    /// This one (`iface = "eth0"`): named when absent.
    Name(String),
    /// Every interface whose name matches (`pattern = "ens*"`; `*`, `?`),
    /// but `lo`.
    Pattern(String),
    /// The interface(s) of the default routes, IPv4 and IPv6
    /// (`default_route = true`).
    DefaultRoute,
}

/// One `[[interface]]` entry: which interfaces, and what to keep in force
/// on each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub select: Select,
    /// Patterns of interfaces left out (`except = ["lo", "veth*"]`).
    pub except: Vec<String>,
    /// Absolute.
    pub policy: PathBuf,
    pub target: Choice,
    pub sets: BTreeMap<String, PathBuf>,
}

/// Whether `name` matches the glob `pattern` (`*`: any run of characters,
/// `?`: one character; anything else is itself).
pub fn glob(pattern: &str, name: &str) -> bool {
    fn go(p: &[char], n: &[char]) -> bool {
        match p.split_first() {
            None => n.is_empty(),
            Some(('*', rest)) => (0..=n.len()).any(|i| go(rest, &n[i..])),
            Some(('?', rest)) => !n.is_empty() && go(rest, &n[1..]),
            Some((c, rest)) => n.first() == Some(c) && go(rest, &n[1..]),
        }
    }
    let p: Vec<char> = pattern.chars().collect();
    let n: Vec<char> = name.chars().collect();
    go(&p, &n)
}

/// The node's interfaces an entry resolves to now.
#[derive(Clone, Debug, Default)]
pub struct Node {
    /// Every interface name.
    pub links: Vec<String>,
    /// The interfaces of the default routes.
    pub default_route: Vec<String>,
}

impl Config {
    /// The interfaces the entries select on `node`, each once (the first
    /// entry that selects one wins; the others are reported in the second
    /// list), and what is configured but absent (named interfaces that do
    /// not exist, "the default route" when there is none).
    pub fn resolve(&self, node: &Node) -> (Vec<Interface>, Vec<String>, Vec<String>) {
        let mut out: Vec<Interface> = Vec::new();
        let mut twice = Vec::new();
        let mut absent = Vec::new();
        for e in &self.entries {
            let names: Vec<String> = match &e.select {
                Select::Name(n) => {
                    if !node.links.contains(n) {
                        absent.push(n.clone());
                    }
                    vec![n.clone()]
                }
                Select::Pattern(p) => node
                    .links
                    .iter()
                    .filter(|l| *l != "lo" && glob(p, l))
                    .cloned()
                    .collect(),
                Select::DefaultRoute => {
                    if node.default_route.is_empty() {
                        absent.push("the default route's interface".to_string());
                    }
                    node.default_route.clone()
                }
            };
            for n in names {
                if e.except.iter().any(|x| glob(x, &n)) {
                    continue;
                }
                if out.iter().any(|i| i.iface == n) {
                    twice.push(n);
                    continue;
                }
                out.push(Interface {
                    iface: n,
                    policy: e.policy.clone(),
                    target: e.target,
                    sets: e.sets.clone(),
                });
            }
        }
        (out, twice, absent)
    }
}

/// One interface the agent keeps a policy in force on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interface {
    pub iface: String,
    /// Absolute.
    pub policy: PathBuf,
    pub target: Choice,
    /// Dynamic set name → the file or directory that holds its contents
    /// (absolute); see [`crate::sets`].
    pub sets: BTreeMap<String, PathBuf>,
}

#[derive(Clone, Debug)]
pub struct Config {
    pub metrics_addr: SocketAddr,
    pub remove_on_exit: bool,
    pub entries: Vec<Entry>,
}

impl Config {
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        // Relative paths are from the configuration's directory, made
        // absolute: file events name absolute paths.
        let absolute = std::path::absolute(path).map_err(|source| ConfigError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let base = absolute.parent().unwrap_or(Path::new("/"));
        Config::parse(&text, base).map_err(|e| match e {
            ConfigError::Syntax { source, .. } => ConfigError::Syntax {
                path: path.to_path_buf(),
                source,
            },
            ConfigError::Invalid(msg, _) => ConfigError::Invalid(msg, path.to_path_buf()),
            ConfigError::Read { .. } => e,
        })
    }

    /// Parses `text`; relative paths are taken from `base`.
    pub fn parse(text: &str, base: &Path) -> Result<Config, ConfigError> {
        let raw: RawConfig = toml::from_str(text).map_err(|source| ConfigError::Syntax {
            path: PathBuf::new(),
            source,
        })?;
        let invalid = |msg: String| ConfigError::Invalid(msg, PathBuf::new());
        let addr = raw.metrics_addr.as_deref().unwrap_or(DEFAULT_METRICS_ADDR);
        let metrics_addr: SocketAddr = addr
            .parse()
            .map_err(|e| invalid(format!("metrics_addr `{addr}`: {e}")))?;
        if raw.interface.is_empty() {
            return Err(invalid(
                "no [[interface]]: nothing to keep in force".to_string(),
            ));
        }
        let absolute = |p: &Path| {
            if p.is_absolute() {
                p.to_path_buf()
            } else {
                base.join(p)
            }
        };
        let mut entries: Vec<Entry> = Vec::new();
        for (k, r) in raw.interface.into_iter().enumerate() {
            let what = r
                .iface
                .clone()
                .or_else(|| r.pattern.clone())
                .unwrap_or_else(|| format!("#{}", k + 1));
            let select = match (r.iface, r.pattern, r.default_route) {
                (Some(n), None, false) => {
                    if !dropc_backends::valid_iface_name(&n) {
                        return Err(invalid(format!("`{n}` is not a valid interface name")));
                    }
                    if entries.iter().any(|e| e.select == Select::Name(n.clone())) {
                        return Err(invalid(format!(
                            "interface {n} is listed twice: one policy per interface"
                        )));
                    }
                    Select::Name(n)
                }
                (None, Some(p), false) => {
                    if p.is_empty() || p.contains('/') || p.chars().any(char::is_whitespace) {
                        return Err(invalid(format!("`{p}` is not an interface name pattern")));
                    }
                    Select::Pattern(p)
                }
                (None, None, true) => Select::DefaultRoute,
                (None, None, false) | (Some(_), Some(_), _) | (Some(_), None, true) | (None, Some(_), true) => {
                    return Err(invalid(format!(
                        "[[interface]] {what}: say which interfaces with exactly one of iface = \"NAME\", pattern = \"GLOB\" or default_route = true"
                    )))
                }
            };
            if let Some(ns) = r.netns {
                return Err(invalid(format!(
                    "interface {what}: netns = \"{ns}\": this agent keeps the policies of its own network namespace; run one agent per namespace, entering only its network namespace (`nsenter --net=/run/netns/{ns} dropc agent --config ...`)"
                )));
            }
            let target = Choice::parse(&r.target).ok_or_else(|| {
                let names: Vec<&str> = dropc_backends::Target::ALL
                    .iter()
                    .map(|t| t.name())
                    .collect();
                invalid(format!(
                    "interface {what}: unknown target `{}` (expected one of {}, auto)",
                    r.target,
                    names.join(", ")
                ))
            })?;
            for name in r.sets.keys() {
                let ok = !name.is_empty()
                    && name
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
                if !ok {
                    return Err(invalid(format!(
                        "interface {what}: `{name}` is not a set name"
                    )));
                }
            }
            entries.push(Entry {
                select,
                except: r.except,
                policy: absolute(&r.policy),
                target,
                sets: r
                    .sets
                    .iter()
                    .map(|(k, v)| (k.clone(), absolute(v)))
                    .collect(),
            });
        }
        Ok(Config {
            metrics_addr,
            remove_on_exit: raw.remove_on_exit,
            entries,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_paths() {
        let c = Config::parse(
            "[[interface]]\niface = \"eth0\"\npolicy = \"p.drop\"\ntarget = \"auto\"\nsets = { bad = \"/var/bad\" }\n",
            Path::new("/etc/dropc"),
        )
        .unwrap();
        assert_eq!(c.metrics_addr.to_string(), DEFAULT_METRICS_ADDR);
        assert!(!c.remove_on_exit);
        assert_eq!(c.entries[0].policy, Path::new("/etc/dropc/p.drop"));
        assert_eq!(c.entries[0].target, Choice::Auto);
        assert_eq!(c.entries[0].sets["bad"], Path::new("/var/bad"));
    }

    #[test]
    fn interfaces_chosen_per_node() {
        let c = Config::parse(
            "[[interface]]\ndefault_route = true\npolicy = \"edge.drop\"\ntarget = \"auto\"\n\
             [[interface]]\npattern = \"*\"\nexcept = [\"veth*\", \"docker0\"]\npolicy = \"inner.drop\"\ntarget = \"nft\"\n\
             [[interface]]\niface = \"bond0\"\npolicy = \"inner.drop\"\ntarget = \"nft\"\n",
            Path::new("/etc/dropc"),
        )
        .unwrap();
        let node = Node {
            links: ["lo", "ens3", "ens4", "veth1a", "docker0"]
                .map(String::from)
                .to_vec(),
            default_route: vec!["ens3".into()],
        };
        let (itfs, twice, absent) = c.resolve(&node);
        let got: Vec<(&str, &str)> = itfs
            .iter()
            .map(|i| {
                (
                    i.iface.as_str(),
                    i.policy.file_name().unwrap().to_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                ("ens3", "edge.drop"),
                ("ens4", "inner.drop"),
                ("bond0", "inner.drop")
            ]
        );
        assert_eq!(twice, ["ens3"]);
        assert_eq!(absent, ["bond0"]);
        let (_, _, absent) = c.resolve(&Node {
            links: vec!["lo".into()],
            default_route: vec![],
        });
        assert_eq!(absent, ["the default route's interface", "bond0"]);
        assert!(glob("en?3*", "ens3") && glob("*", "x") && !glob("ens", "ens3"));
    }

    #[test]
    fn mistakes_are_refused() {
        let base = Path::new("/");
        for bad in [
            "",
            "[[interface]]\niface = \"eth0\"\npolicy = \"p\"\ntarget = \"ebpf\"\n",
            "[[interface]]\niface = \"a/b\"\npolicy = \"p\"\ntarget = \"xdp\"\n",
            "[[interface]]\niface = \"eth0\"\npolicy = \"p\"\ntarget = \"xdp\"\ncolour = 1\n",
            "[[interface]]\niface = \"eth0\"\npolicy = \"p\"\ntarget = \"xdp\"\nnetns = \"x\"\n",
            "metrics_addr = \"nowhere\"\n[[interface]]\niface = \"eth0\"\npolicy = \"p\"\ntarget = \"xdp\"\n",
            "[[interface]]\niface = \"eth0\"\npolicy = \"p\"\ntarget = \"xdp\"\n[[interface]]\niface = \"eth0\"\npolicy = \"q\"\ntarget = \"nft\"\n",
            "[[interface]]\npolicy = \"p\"\ntarget = \"xdp\"\n",
            "[[interface]]\niface = \"eth0\"\ndefault_route = true\npolicy = \"p\"\ntarget = \"xdp\"\n",
            "[[interface]]\npattern = \"a/b*\"\npolicy = \"p\"\ntarget = \"xdp\"\n",
        ] {
            assert!(Config::parse(bad, base).is_err(), "{bad}");
        }
    }
}
