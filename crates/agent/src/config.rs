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
    iface: String,
    policy: PathBuf,
    target: String,
    netns: Option<String>,
    #[serde(default)]
    sets: BTreeMap<String, PathBuf>,
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
    pub interfaces: Vec<Interface>,
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
        let mut interfaces: Vec<Interface> = Vec::new();
        for r in raw.interface {
            if !dropc_backends::valid_iface_name(&r.iface) {
                return Err(invalid(format!(
                    "`{}` is not a valid interface name",
                    r.iface
                )));
            }
            if interfaces.iter().any(|i| i.iface == r.iface) {
                return Err(invalid(format!(
                    "interface {} is listed twice: one policy per interface",
                    r.iface
                )));
            }
            if let Some(ns) = r.netns {
                return Err(invalid(format!(
                    "interface {}: netns = \"{ns}\": this agent keeps the policies of its own network namespace; run one agent per namespace, entering only its network namespace (`nsenter --net=/run/netns/{ns} dropc agent --config ...`)",
                    r.iface
                )));
            }
            let target = Choice::parse(&r.target).ok_or_else(|| {
                let names: Vec<&str> = dropc_backends::Target::ALL
                    .iter()
                    .map(|t| t.name())
                    .collect();
                invalid(format!(
                    "interface {}: unknown target `{}` (expected one of {}, auto)",
                    r.iface,
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
                        "interface {}: `{name}` is not a set name",
                        r.iface
                    )));
                }
            }
            interfaces.push(Interface {
                iface: r.iface,
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
            interfaces,
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
        assert_eq!(c.interfaces[0].policy, Path::new("/etc/dropc/p.drop"));
        assert_eq!(c.interfaces[0].target, Choice::Auto);
        assert_eq!(c.interfaces[0].sets["bad"], Path::new("/var/bad"));
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
        ] {
            assert!(Config::parse(bad, base).is_err(), "{bad}");
        }
    }
}
