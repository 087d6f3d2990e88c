//! `dropc agent`: the one long-running dropc process of a host. It keeps
//! the policies its configuration names in force on their interfaces:
//!
//! - at start it applies each one, leaving alone a policy already in force
//!   with the same content (a restart, SIGKILL included, reloads nothing);
//! - on a change of a policy file (inotify on its directory, debounced) it
//!   checks and applies the new policy; one with errors leaves the previous
//!   one in force (logged, counted in the metrics);
//! - on a change of a followed set file (or directory) it applies the
//!   difference to the dynamic set as a set update, never a reload
//!   ([`sets`]); a file with an invalid line changes nothing;
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
pub mod sets;

use config::{Config, Interface};
use futures_util::StreamExt as _;
use metrics::{Metrics, Shared};
use pipeline::{ApplyError, Level, Reporter};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tracing::{error, info, warn};

/// File events closer together than this are one change (editors write a
/// temporary file, then rename it over the policy)...
const QUIET: Duration = Duration::from_millis(100);
/// ... but a file that keeps changing (a feed rewriting a set file every
/// 100 ms) is followed at least this often: a change waits no longer.
const MAX_WAIT: Duration = Duration::from_millis(300);

/// What changed for an interface.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Change {
    Policy,
    /// The file or directory of this dynamic set.
    Set(String),
}

/// Changes seen and not yet acted on.
#[derive(Debug)]
struct Pending {
    policy: bool,
    sets: BTreeSet<String>,
    first: tokio::time::Instant,
    last: tokio::time::Instant,
}

impl Pending {
    /// When to act: once the files are quiet, or at the latest `MAX_WAIT`
    /// after the first change.
    fn due(&self) -> tokio::time::Instant {
        (self.last + QUIET).min(self.first + MAX_WAIT)
    }
}

/// One configured interface and what the agent knows of it.
struct Slot {
    itf: Interface,
    /// The content hash of the policy file last applied or tried, so that
    /// an event that changes nothing (another file of the directory, a
    /// touch) reloads nothing.
    seen: Option<String>,
    /// The text of the policy last put in force, applied again on an
    /// interface created again (the file may have errors now).
    good: Option<Arc<str>>,
    /// The dynamic sets of the policy in force.
    declared: Arc<BTreeMap<String, sets::Declared>>,
    pending: Option<Pending>,
}

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

/// One event's text on one line: a line break inside it (a tool's
/// multi-line error output in a field) becomes `\n`.
fn one_line(event: &[u8]) -> Vec<u8> {
    let body = event.strip_suffix(b"\n").unwrap_or(event);
    let mut out = Vec::with_capacity(event.len() + 8);
    for &b in body {
        match b {
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            _ => out.push(b),
        }
    }
    out.push(b'\n');
    out
}

/// Standard error, one line per event (the formatter writes each event
/// whole, in one call).
struct OneLine;

impl std::io::Write for OneLine {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        std::io::stderr().lock().write_all(&one_line(buf))?;
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}

/// Sets up structured logging (one line per event, `key=value` fields) on
/// standard error.
pub fn init_logging() {
    let _ = tracing_subscriber::fmt()
        .with_writer(|| OneLine)
        .with_target(false)
        .with_ansi(false)
        .try_init();
}

/// Fixes glibc's mmap threshold, so that every buffer of
/// [`MMAP_THRESHOLD`] or more (a table copy of a dynamic set, a restore
/// file, a netlink dump) is its own mapping, returned to the system when
/// freed. Left dynamic, glibc raises the threshold after the first such
/// buffer is freed; later ones then come from the heap, which keeps its
/// high-water mark: the resident size of a long-running agent stepped up
/// by megabytes at whatever moment that happened (the soak's memory check).
fn flat_heap() {
    #[cfg(target_env = "gnu")]
    // SAFETY: mallopt only sets an allocator parameter; called before the
    // runtime starts any thread.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
    }
}

/// The allocation size from which glibc maps memory of its own (its
/// initial default, kept fixed).
const MMAP_THRESHOLD: libc::c_int = 128 * 1024;

/// `dropc agent --config FILE`: runs until SIGTERM or SIGINT.
pub fn run(config_path: &Path) -> Result<(), AgentError> {
    init_logging();
    flat_heap();
    let config = Config::load(config_path)?;
    // Loads and syncs run one at a time, scrapes beside them: a few
    // long-lived blocking threads, so that memory does not spread over a
    // malloc arena per short-lived thread (the soak's RSS kept growing).
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .max_blocking_threads(4)
        .thread_keep_alive(Duration::from_secs(3600))
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
    let mut slots: Vec<Slot> = config
        .interfaces
        .iter()
        .map(|itf| Slot {
            itf: itf.clone(),
            seen: None,
            good: None,
            declared: Arc::new(BTreeMap::new()),
            pending: None,
        })
        .collect();
    for slot in &mut slots {
        slot.seen = content_sha(&slot.itf.policy);
        if apply_one(slot, Cause::Start, false, &metrics).await {
            // The files may have changed while no agent ran.
            let all: Vec<String> = slot.itf.sets.keys().cloned().collect();
            sync_sets(slot, &all, Cause::Start, &metrics).await;
        }
    }

    loop {
        let deadline = slots
            .iter()
            .filter_map(|s| s.pending.as_ref())
            .map(Pending::due)
            .min();
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
                let now = tokio::time::Instant::now();
                for slot in &mut slots {
                    if slot.pending.as_ref().is_some_and(|p| p.due() <= now) {
                        if let Some(p) = slot.pending.take() {
                            run_pending(slot, p, &metrics).await;
                        }
                    }
                }
            }
            ev = rx.recv() => {
                let Some(ev) = ev else { break };
                match ev {
                    Event::File(path) => {
                        let now = tokio::time::Instant::now();
                        for slot in &mut slots {
                            let Some(change) = concerns(&slot.itf, &path) else { continue };
                            let p = slot.pending.get_or_insert_with(|| Pending {
                                policy: false,
                                sets: BTreeSet::new(),
                                first: now,
                                last: now,
                            });
                            p.last = now;
                            match change {
                                Change::Policy => p.policy = true,
                                Change::Set(name) => { p.sets.insert(name); }
                            }
                        }
                    }
                    Event::LinkNew { name, index } => {
                        let known = metrics.lock().map(|m| m.ifindex(&name)).unwrap_or(None);
                        if let Some(slot) = slots.iter_mut().find(|s| s.itf.iface == name) {
                            if known != Some(index) {
                                info!(iface = %name, ifindex = index, "interface appeared");
                                if apply_one(slot, Cause::LinkCreated, true, &metrics).await {
                                    let all: Vec<String> = slot.itf.sets.keys().cloned().collect();
                                    sync_sets(slot, &all, Cause::LinkCreated, &metrics).await;
                                }
                            }
                        }
                    }
                    Event::LinkGone { name } => {
                        if slots.iter().any(|s| s.itf.iface == name) {
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

/// Whether an event at `path` concerns `itf`, and how: a set file (or a
/// file of a set's directory), or anything in its policy's directory (the
/// policy itself; or, for a policy that is a link such as a Kubernetes
/// ConfigMap's, the directory the link goes through, swapped by a rename:
/// the content hash then tells whether the policy changed).
fn concerns(itf: &Interface, path: &Path) -> Option<Change> {
    if let Some((name, _)) = itf
        .sets
        .iter()
        .find(|(_, s)| path == *s || path.starts_with(s))
    {
        return Some(Change::Set(name.clone()));
    }
    (path == itf.policy || path.parent() == itf.policy.parent()).then_some(Change::Policy)
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
    // (directory, whether it holds a policy): a policy's directory must be
    // watched; a set's that cannot be is reported, and the policies are
    // kept in force all the same.
    let mut dirs: Vec<(PathBuf, bool)> = Vec::new();
    for itf in interfaces {
        if let Some(d) = itf.policy.parent() {
            dirs.push((d.to_path_buf(), true));
        }
        for s in itf.sets.values() {
            // A set directory is watched itself; a set file by its directory.
            if s.is_dir() {
                dirs.push((s.clone(), false));
            } else if let Some(d) = s.parent() {
                dirs.push((d.to_path_buf(), false));
            }
        }
    }
    // A directory of a policy and a set: once, as a policy's.
    dirs.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    dirs.dedup_by(|a, b| a.0 == b.0);
    for (d, policy) in dirs {
        match watcher.watch(&d, RecursiveMode::NonRecursive) {
            Ok(()) => {}
            Err(source) if policy => return Err(AgentError::Watch { path: d, source }),
            Err(e) => {
                error!(path = %d.display(), error = %e, "cannot watch a set's directory: changes of its set files are not followed until the agent is restarted with it present")
            }
        }
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

/// Applies the slot's policy (off the runtime's thread: loading runs tools
/// and waits for locks), from the file or, with `last_good`, the text last
/// put in force; records the outcome in the metrics and, when it is in
/// force, in the slot. True when the policy is in force.
async fn apply_one(slot: &mut Slot, cause: Cause, last_good: bool, metrics: &Shared) -> bool {
    let itf2 = slot.itf.clone();
    let text = if last_good { slot.good.clone() } else { None };
    let result = tokio::task::spawn_blocking(move || {
        let req = pipeline::Request {
            path: &itf2.policy,
            choice: itf2.target,
            iface: &itf2.iface,
            then: None,
            // At start, a policy already in force with the same content is
            // left alone; on a change, an unchanged file is no change. A
            // re-created interface always reloads.
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
    let iface = slot.itf.iface.as_str();
    let (result, index) = match result {
        Ok(r) => r,
        Err(e) => {
            error!(iface, error = %e, "apply task failed");
            if let Ok(mut m) = metrics.lock() {
                m.failed(iface, "internal");
            }
            return false;
        }
    };
    let Ok(mut m) = metrics.lock() else {
        return false;
    };
    match result {
        Ok(a) => {
            if a.unchanged {
                info!(iface, cause = cause.name(), target = %a.target, sha256 = %a.sha256, "policy already in force (same content): nothing to do");
            } else {
                info!(iface, cause = cause.name(), target = %a.target, sha256 = %a.sha256, policy = %a.source, done = %a.lines.join("; "), "policy applied");
            }
            m.applied(
                iface,
                &a.sha256,
                a.target,
                index,
                a.dynamic.keys().cloned().collect(),
            );
            slot.good = Some(Arc::from(a.text));
            slot.declared = Arc::new(a.dynamic);
            true
        }
        Err(e) => {
            log_failure(iface, cause, &e);
            m.failed(iface, e.kind());
            false
        }
    }
}

/// What became due for a slot: the policy (if its content changed), then
/// its set files.
async fn run_pending(slot: &mut Slot, p: Pending, metrics: &Shared) {
    let mut sets: Vec<String> = p.sets.into_iter().collect();
    let mut cause = Cause::SetChanged;
    if p.policy {
        let sha = content_sha(&slot.itf.policy);
        if sha.is_none() || sha != slot.seen {
            slot.seen = sha;
            if apply_one(slot, Cause::PolicyChanged, false, metrics).await {
                // A new policy may declare other elements, or other sets.
                sets = slot.itf.sets.keys().cloned().collect();
                cause = Cause::PolicyChanged;
            }
        }
    }
    sync_sets(slot, &sets, cause, metrics).await;
}

/// Makes each of the slot's dynamic sets `names` hold what its file says
/// (see [`sets`]): a set update, never a reload. A file with errors changes
/// nothing (logged, counted).
async fn sync_sets(slot: &Slot, names: &[String], cause: Cause, metrics: &Shared) {
    let iface = slot.itf.iface.as_str();
    for name in names {
        let Some(path) = slot.itf.sets.get(name) else {
            continue;
        };
        let (i2, n2, p2, decl) = (
            iface.to_string(),
            name.clone(),
            path.clone(),
            slot.declared.clone(),
        );
        let result =
            tokio::task::spawn_blocking(move || sets::sync(&i2, &n2, &p2, decl.get(&n2))).await;
        let Ok(mut m) = metrics.lock() else { return };
        let path = path.display();
        match result {
            Ok(Ok(s)) => {
                info!(iface, set = %name, cause = cause.name(), path = %path, method = s.method, added = s.added, deleted = s.deleted, intervals = s.intervals, content = %s.content, done = %s.summary, "set synced");
                m.set_synced(iface, name, s.method);
            }
            Ok(Err(e)) => {
                if let sets::SyncError::File { details, .. } = &e {
                    for d in details {
                        error!(iface, set = %name, diagnostic = ?d, "set file diagnostic");
                    }
                }
                error!(iface, set = %name, cause = cause.name(), path = %path, kind = e.kind(), error = %e, "set not synced: its contents stay as they were");
                m.set_failed(iface, name, e.kind());
            }
            Err(e) => {
                error!(iface, set = %name, error = %e, "set task failed");
                m.set_failed(iface, name, "internal");
            }
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
    fn one_line_per_event() {
        assert_eq!(one_line(b"a=1 b=2\n"), b"a=1 b=2\n");
        assert_eq!(
            one_line(b"error=nft: line 1\nline 2\r\n\n"),
            b"error=nft: line 1\\nline 2\\r\\n\n"
        );
        assert_eq!(one_line(b""), b"\n");
    }

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
        let set = Some(Change::Set("bad".into()));
        assert_eq!(c("/etc/dropc/edge.drop"), Some(Change::Policy));
        // A ConfigMap's symlink swap, an editor's temporary file.
        assert_eq!(c("/etc/dropc/..data"), Some(Change::Policy));
        assert_eq!(c("/etc/dropc/.edge.drop.swp"), Some(Change::Policy));
        assert_eq!(c("/var/lib/dropc/bad.d/feed1"), set);
        assert_eq!(c("/var/lib/dropc/bad.d"), set);
        assert_eq!(c("/etc/other/edge.drop"), None);
        assert_eq!(c("/var/lib/dropc/bad.d.old"), None);
    }
}
