//! `dropc agent`: the one long-running dropc process of a host. It keeps
//! the policies its configuration names in force on their interfaces:
//!
//! - at start it applies each one, leaving alone a policy already in force
//!   with the same content (a restart, SIGKILL included, reloads nothing);
//! - on a change of a policy file (inotify on its directory, debounced) it
//!   checks and applies the new policy; one with errors leaves the previous
//!   one in force (logged, counted in the metrics);
//! - when an interface is created again (netlink link events), it applies
//!   its policy there at once;
//! - on SIGTERM/SIGINT it stops, leaving the policies in force unless
//!   `remove_on_exit`;
//! - it serves `/metrics` (Prometheus) and `/healthz` over HTTP.
//!
//! **Invariants:** it never removes a policy before its replacement is in
//! force (every load goes through [`pipeline::apply_file`], i.e.
//! `dropc_apply::apply`), and it touches nothing but dropc's own state.

pub mod config;
mod http;
mod metrics;
pub mod pipeline;

use config::{Config, Interface};
use futures_util::StreamExt as _;
use metrics::{Metrics, Shared};
use pipeline::{ApplyError, Level, Reporter};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tracing::{error, info, warn};

/// File events closer together than this are one change (editors write a
/// temporary file, then rename it over the policy).
const DEBOUNCE: Duration = Duration::from_millis(200);

#[derive(Debug, thiserror::Error)]
pub enum AgentError {
    #[error(transparent)]
    Config(#[from] config::ConfigError),
    #[error("cannot start the runtime: {0}")]
    Runtime(std::io::Error),
    #[error("cannot serve metrics on {addr}: {source}")]
    Listen {
        addr: std::net::SocketAddr,
        source: std::io::Error,
    },
    #[error("cannot watch {}: {source}", path.display())]
    Watch {
        path: PathBuf,
        source: notify::Error,
    },
    #[error("cannot listen to netlink link events: {0}")]
    Netlink(std::io::Error),
    #[error("cannot handle signals: {0}")]
    Signal(std::io::Error),
}

/// What wakes the agent up.
#[derive(Debug)]
enum Event {
    /// Something changed at this path (a policy or set file, or its
    /// directory).
    File(PathBuf),
    /// An interface appeared or changed (`RTM_NEWLINK`).
    LinkNew { name: String, index: u32 },
    /// An interface vanished (`RTM_DELLINK`).
    LinkGone { name: String },
}

/// Why an interface is (re-)applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cause {
    Start,
    PolicyChanged,
    SetChanged,
    LinkCreated,
}

impl Cause {
    fn name(self) -> &'static str {
        match self {
            Cause::Start => "start",
            Cause::PolicyChanged => "policy_changed",
            Cause::SetChanged => "set_changed",
            Cause::LinkCreated => "link_created",
        }
    }
}

/// Sets up structured logging (one line per event, `key=value` fields) on
/// standard error.
pub fn init_logging() {
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_target(false)
        .with_ansi(false)
        .try_init();
}

/// `dropc agent --config FILE`: runs until SIGTERM or SIGINT.
pub fn run(config_path: &Path) -> Result<(), AgentError> {
    init_logging();
    let config = Config::load(config_path)?;
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .build()
        .map_err(AgentError::Runtime)?;
    rt.block_on(agent(config))
}

async fn agent(config: Config) -> Result<(), AgentError> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut sigterm = signal(SignalKind::terminate()).map_err(AgentError::Signal)?;
    let mut sigint = signal(SignalKind::interrupt()).map_err(AgentError::Signal)?;
    let metrics: Shared = Arc::new(std::sync::Mutex::new(Metrics::new(
        config.interfaces.iter().map(|i| i.iface.clone()),
    )));
    let (tx, mut rx) = mpsc::unbounded_channel::<Event>();

    // Watchers first, so that nothing changed during the first applies is
    // missed.
    let _watcher = watch_files(&config.interfaces, tx.clone())?;
    let (conn, _handle, mut links) = rtnetlink::new_connection().map_err(AgentError::Netlink)?;
    let mut conn = conn;
    {
        use rtnetlink::sys::{AsyncSocket as _, SocketAddr};
        const RTMGRP_LINK: u32 = 1;
        conn.socket_mut()
            .socket_mut()
            .bind(&SocketAddr::new(0, RTMGRP_LINK))
            .map_err(AgentError::Netlink)?;
    }
    tokio::spawn(conn);
    let link_tx = tx.clone();
    tokio::spawn(async move {
        while let Some((msg, _)) = links.next().await {
            if let Some(ev) = link_event(msg) {
                if link_tx.send(ev).is_err() {
                    return;
                }
            }
        }
        error!("netlink link events ended: re-created interfaces are no longer seen");
    });
    let listener = tokio::net::TcpListener::bind(config.metrics_addr)
        .await
        .map_err(|source| AgentError::Listen {
            addr: config.metrics_addr,
            source,
        })?;
    info!(addr = %config.metrics_addr, "serving /metrics and /healthz");
    tokio::spawn(http::serve(listener, metrics.clone()));

    info!(
        interfaces = config.interfaces.len(),
        remove_on_exit = config.remove_on_exit,
        "agent started"
    );
    // Per interface: the content hash of the policy file last applied or
    // tried, so that an event that changes nothing (another file of the
    // directory, a touch) reloads nothing.
    let mut seen: Vec<Option<String>> = vec![None; config.interfaces.len()];
    // Per interface: the text of the policy last put in force, applied
    // again on an interface created again (the file may have errors now).
    let mut good: Vec<Option<Arc<str>>> = vec![None; config.interfaces.len()];
    for (i, itf) in config.interfaces.iter().enumerate() {
        seen[i] = content_sha(&itf.policy);
        apply_one(itf, Cause::Start, None, &metrics, &mut good[i]).await;
    }

    // Interface index → pending cause, applied when the debounce expires.
    let mut pending: BTreeMap<usize, Cause> = BTreeMap::new();
    let mut deadline: Option<tokio::time::Instant> = None;
    loop {
        let sleep = async {
            match deadline {
                Some(d) => tokio::time::sleep_until(d).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            _ = sigterm.recv() => { info!(signal = "SIGTERM", "stopping"); break; }
            _ = sigint.recv() => { info!(signal = "SIGINT", "stopping"); break; }
            _ = sleep => {
                deadline = None;
                for (i, cause) in std::mem::take(&mut pending) {
                    let itf = &config.interfaces[i];
                    let sha = content_sha(&itf.policy);
                    if cause == Cause::PolicyChanged && sha.is_some() && sha == seen[i] {
                        continue;
                    }
                    seen[i] = sha;
                    apply_one(itf, cause, None, &metrics, &mut good[i]).await;
                }
            }
            ev = rx.recv() => {
                let Some(ev) = ev else { break };
                match ev {
                    Event::File(path) => {
                        for (i, itf) in config.interfaces.iter().enumerate() {
                            if let Some(cause) = concerns(itf, &path) {
                                if cause == Cause::SetChanged {
                                    info!(iface = %itf.iface, path = %path.display(), "set file changed; set updates without a reload are not available yet: re-applying the policy");
                                }
                                let c = pending.entry(i).or_insert(cause);
                                if cause == Cause::SetChanged {
                                    *c = cause;
                                }
                                deadline = Some(tokio::time::Instant::now() + DEBOUNCE);
                            }
                        }
                    }
                    Event::LinkNew { name, index } => {
                        if let Some(itf) = config.interfaces.iter().find(|i| i.iface == name) {
                            let known = metrics.lock().map(|m| m.ifindex(&name)).unwrap_or(None);
                            if known != Some(index) {
                                info!(iface = %name, ifindex = index, "interface appeared");
                                if let Some(i) = config.interfaces.iter().position(|x| x.iface == name) {
                                    let last = good[i].clone();
                                    apply_one(itf, Cause::LinkCreated, last, &metrics, &mut good[i]).await;
                                }
                            }
                        }
                    }
                    Event::LinkGone { name } => {
                        if config.interfaces.iter().any(|i| i.iface == name) {
                            warn!(iface = %name, "interface vanished; its policy is applied again when it is back");
                            if let Ok(mut m) = metrics.lock() {
                                m.gone(&name);
                            }
                        }
                    }
                }
            }
        }
    }
    if config.remove_on_exit {
        for itf in &config.interfaces {
            let iface = itf.iface.clone();
            match tokio::task::spawn_blocking(move || dropc_apply::remove(&iface, None)).await {
                Ok(Ok(lines)) => {
                    info!(iface = %itf.iface, done = %lines.join("; "), "removed (remove_on_exit)")
                }
                Ok(Err(e)) => {
                    error!(iface = %itf.iface, error = %format!("{e:#}"), "remove failed")
                }
                Err(e) => error!(iface = %itf.iface, error = %e, "remove failed"),
            }
        }
    } else {
        info!("policies stay in force");
    }
    info!("agent stopped");
    Ok(())
}

/// SHA-256 of the content of `path` (following links), if readable.
fn content_sha(path: &Path) -> Option<String> {
    std::fs::read(path)
        .ok()
        .map(|c| dropc_apply::state::sha256_hex(&c))
}

/// Whether an event at `path` concerns `itf`: anything in its policy's
/// directory (the policy itself; or, for a policy that is a link such as a
/// Kubernetes ConfigMap's, the directory the link goes through, swapped by
/// a rename: the content hash then tells whether the policy changed), or a
/// set file.
fn concerns(itf: &Interface, path: &Path) -> Option<Cause> {
    if itf.sets.values().any(|s| path == s || path.starts_with(s)) {
        return Some(Cause::SetChanged);
    }
    (path == itf.policy || path.parent() == itf.policy.parent()).then_some(Cause::PolicyChanged)
}

/// Watches the directories of the policies (so that a rename over the
/// file is seen) and the set files or directories.
fn watch_files(
    interfaces: &[Interface],
    tx: mpsc::UnboundedSender<Event>,
) -> Result<notify::RecommendedWatcher, AgentError> {
    use notify::{RecursiveMode, Watcher as _};
    let mut watcher =
        notify::recommended_watcher(move |res: notify::Result<notify::Event>| match res {
            Ok(ev) => {
                let relevant = match ev.kind {
                    notify::EventKind::Create(_)
                    | notify::EventKind::Modify(_)
                    | notify::EventKind::Remove(_)
                    | notify::EventKind::Any
                    | notify::EventKind::Other => true,
                    notify::EventKind::Access(_) => false,
                };
                if relevant {
                    for p in ev.paths {
                        let _ = tx.send(Event::File(p));
                    }
                }
            }
            Err(e) => warn!(error = %e, "file watch error"),
        })
        .map_err(|source| AgentError::Watch {
            path: PathBuf::new(),
            source,
        })?;
    let mut dirs: Vec<PathBuf> = Vec::new();
    for itf in interfaces {
        if let Some(d) = itf.policy.parent() {
            dirs.push(d.to_path_buf());
        }
        for s in itf.sets.values() {
            // A set directory is watched itself; a set file by its directory.
            if s.is_dir() {
                dirs.push(s.clone());
            } else if let Some(d) = s.parent() {
                dirs.push(d.to_path_buf());
            }
        }
    }
    dirs.sort();
    dirs.dedup();
    for d in dirs {
        watcher
            .watch(&d, RecursiveMode::NonRecursive)
            .map_err(|source| AgentError::Watch { path: d, source })?;
    }
    Ok(watcher)
}

/// The interface a link message is about.
fn link_event(
    msg: rtnetlink::packet_core::NetlinkMessage<rtnetlink::packet_route::RouteNetlinkMessage>,
) -> Option<Event> {
    use rtnetlink::packet_core::NetlinkPayload;
    use rtnetlink::packet_route::link::{LinkAttribute, LinkMessage};
    use rtnetlink::packet_route::RouteNetlinkMessage;
    let name = |m: &LinkMessage| {
        m.attributes.iter().find_map(|a| match a {
            LinkAttribute::IfName(n) => Some(n.clone()),
            _ => None,
        })
    };
    match msg.payload {
        NetlinkPayload::InnerMessage(RouteNetlinkMessage::NewLink(m)) => Some(Event::LinkNew {
            name: name(&m)?,
            index: m.header.index,
        }),
        NetlinkPayload::InnerMessage(RouteNetlinkMessage::DelLink(m)) => {
            Some(Event::LinkGone { name: name(&m)? })
        }
        _ => None,
    }
}

/// The agent's [`Reporter`]: every diagnostic and message is one log line.
struct Log<'a> {
    iface: &'a str,
}

impl Reporter for Log<'_> {
    fn diagnostics(&mut self, diags: &[dropc_ir::Diagnostic], sources: &dropc_syntax::SourceMap) {
        for d in diags {
            let text = sources.render(d);
            if d.is_error() {
                error!(iface = %self.iface, diagnostic = ?text.trim_end(), "policy diagnostic");
            } else {
                warn!(iface = %self.iface, diagnostic = ?text.trim_end(), "policy diagnostic");
            }
        }
    }
    fn message(&mut self, level: Level, msg: &str) {
        match level {
            Level::Note => info!(iface = %self.iface, "{msg}"),
            Level::Warning => warn!(iface = %self.iface, "{msg}"),
            Level::Error => error!(iface = %self.iface, "{msg}"),
        }
    }
}

/// Applies `itf`'s policy (off the runtime's thread: loading runs tools
/// and waits for locks), from `text` when given (else the file), and
/// records the outcome in the metrics and, when it is in force, in `good`.
async fn apply_one(
    itf: &Interface,
    cause: Cause,
    text: Option<Arc<str>>,
    metrics: &Shared,
    good: &mut Option<Arc<str>>,
) {
    let itf2 = itf.clone();
    let result = tokio::task::spawn_blocking(move || {
        let req = pipeline::Request {
            path: &itf2.policy,
            choice: itf2.target,
            iface: &itf2.iface,
            then: None,
            // At start, a policy already in force with the same content is
            // left alone; on a change, an unchanged file is no change. Set
            // files and re-created interfaces always reload.
            skip_unchanged: matches!(cause, Cause::Start | Cause::PolicyChanged),
            text: text.as_deref(),
        };
        let index = dropc_apply::ifindex(&itf2.iface).ok();
        (
            pipeline::apply_file(&req, &mut Log { iface: &itf2.iface }),
            index,
        )
    })
    .await;
    let iface = itf.iface.as_str();
    let (result, index) = match result {
        Ok(r) => r,
        Err(e) => {
            error!(iface, error = %e, "apply task failed");
            if let Ok(mut m) = metrics.lock() {
                m.failed(iface, "internal");
            }
            return;
        }
    };
    let Ok(mut m) = metrics.lock() else { return };
    match result {
        Ok(a) => {
            if a.unchanged {
                info!(iface, cause = cause.name(), target = %a.target, sha256 = %a.sha256, "policy already in force (same content): nothing to do");
            } else {
                info!(iface, cause = cause.name(), target = %a.target, sha256 = %a.sha256, policy = %a.source, done = %a.lines.join("; "), "policy applied");
            }
            m.applied(iface, &a.sha256, a.target, index);
            *good = Some(Arc::from(a.text));
        }
        Err(e) => {
            log_failure(iface, cause, &e);
            m.failed(iface, e.kind());
        }
    }
}

fn log_failure(iface: &str, cause: Cause, e: &ApplyError) {
    let what = if e.is_policy() {
        "policy not applied: the previous one stays in force"
    } else {
        "apply failed: the previous policy, if any, stays in force"
    };
    error!(iface, cause = cause.name(), kind = e.kind(), error = %e, "{what}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_map_to_causes() {
        let itf = Interface {
            iface: "eth0".into(),
            policy: PathBuf::from("/etc/dropc/edge.drop"),
            target: pipeline::Choice::Auto,
            sets: [("bad".to_string(), PathBuf::from("/var/lib/dropc/bad.d"))]
                .into_iter()
                .collect(),
        };
        let c = |p: &str| concerns(&itf, Path::new(p));
        assert_eq!(c("/etc/dropc/edge.drop"), Some(Cause::PolicyChanged));
        // A ConfigMap's symlink swap, an editor's temporary file.
        assert_eq!(c("/etc/dropc/..data"), Some(Cause::PolicyChanged));
        assert_eq!(c("/etc/dropc/.edge.drop.swp"), Some(Cause::PolicyChanged));
        assert_eq!(c("/var/lib/dropc/bad.d/feed1"), Some(Cause::SetChanged));
        assert_eq!(c("/var/lib/dropc/bad.d"), Some(Cause::SetChanged));
        assert_eq!(c("/etc/other/edge.drop"), None);
        assert_eq!(c("/var/lib/dropc/bad.d.old"), None);
    }
}
