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
//!   its policy there at once; the interfaces are chosen per node (a name,
//!   a pattern, the default route's; [`config::Select`]);
//! - it checks twice a second, and at once on an nftables or rtnetlink
//!   event, that each policy it keeps is still in force (dropc's record,
//!   and what the kernel has: [`drift`]); drift is logged, counted and
//!   mended by applying the policy again;
//! - SIGHUP, or an edit of the configuration file, reloads the
//!   configuration (one with errors changes nothing); one agent per
//!   network namespace ([`service::lock`]); readiness is told to systemd
//!   (`sd_notify`) once every selected interface present has its policy;
//! - on SIGTERM/SIGINT it stops, leaving the policies in force unless
//!   `remove_on_exit`;
//! - it serves `/metrics` (Prometheus) and `/healthz` over HTTP.
//!
//! **Invariants:** it never removes a policy before its replacement is in
//! force (every load goes through [`pipeline::apply_file`], i.e.
//! `dropc_apply::apply`), and it touches nothing but dropc's own state.

pub mod config;
mod http;
pub mod logs;
mod metrics;
pub mod pipeline;
pub mod service;
pub mod sets;

use config::{Config, Interface};
use dropc_apply::drift;
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

/// How often the agent checks that every policy it keeps is still in
/// force, besides the kernel's events (nftables and rtnetlink
/// notifications) that make it check at once: iptables-legacy sends none.
const CHECK_EVERY: Duration = Duration::from_millis(500);
/// A kernel event is acted on after this much quiet (one change sends
/// several).
const EVENT_QUIET: Duration = Duration::from_millis(30);
/// A policy that could not be put back after drift is tried again this
/// often.
const RETRY_EVERY: Duration = Duration::from_secs(5);

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
    fn new(now: tokio::time::Instant) -> Pending {
        Pending {
            policy: false,
            sets: BTreeSet::new(),
            first: now,
            last: now,
        }
    }

    /// When to act: once the files are quiet, or at the latest `MAX_WAIT`
    /// after the first change.
    fn due(&self) -> tokio::time::Instant {
        (self.last + QUIET).min(self.first + MAX_WAIT)
    }
}

/// One interface the agent keeps a policy on, and what it knows of it.
struct Slot {
    itf: Interface,
    /// The content hash of the policy file last applied or tried, so that
    /// an event that changes nothing (another file of the directory, a
    /// touch) reloads nothing.
    seen: Option<String>,
    /// The text of the policy last put in force, applied again on an
    /// interface created again or after drift (the file may have errors
    /// now).
    good: Option<Arc<str>>,
    /// The dynamic sets of the policy in force.
    declared: Arc<BTreeMap<String, sets::Declared>>,
    pending: Option<Pending>,
    /// dropc's part of the kernel's state when the policy was last seen in
    /// force: any change of it is drift.
    fingerprint: Option<drift::Fingerprint>,
    /// Drift that could not be mended yet: when to try again.
    retry: Option<tokio::time::Instant>,
    /// The last failure to look at the kernel (logged once).
    check_error: Option<String>,
}

impl Slot {
    fn new(itf: Interface) -> Slot {
        Slot {
            seen: content_sha(&itf.policy),
            itf,
            good: None,
            declared: Arc::new(BTreeMap::new()),
            pending: None,
            fingerprint: None,
            retry: None,
            check_error: None,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AgentError {
    #[error(transparent)]
    Config(#[from] config::ConfigError),
    #[error(transparent)]
    Lock(#[from] service::LockError),
    #[error("{0}")]
    Log(String),
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
    #[error("cannot listen to netlink events: {0}")]
    Netlink(std::io::Error),
    #[error("cannot handle signals: {0}")]
    Signal(std::io::Error),
}

/// What wakes the agent up.
#[derive(Debug)]
enum Event {
    /// Something changed at this path (a policy, set or configuration
    /// file, or its directory).
    File(PathBuf),
    /// An interface appeared or changed (`RTM_NEWLINK`).
    LinkNew { name: String, index: u32 },
    /// An interface vanished (`RTM_DELLINK`).
    LinkGone { name: String },
    /// A route changed (the default route's interface may have).
    Route,
    /// Something changed in nftables or tc: check the policies now.
    Kernel,
}

/// Why an interface is (re-)applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cause {
    Start,
    PolicyChanged,
    SetChanged,
    LinkCreated,
    Drift,
    /// A policy not in force on an interface that exists, tried again.
    Retry,
    Reload,
}

impl Cause {
    fn name(self) -> &'static str {
        match self {
            Cause::Start => "start",
            Cause::PolicyChanged => "policy_changed",
            Cause::SetChanged => "set_changed",
            Cause::LinkCreated => "link_created",
            Cause::Drift => "drift",
            Cause::Retry => "retry",
            Cause::Reload => "reload",
        }
    }
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
pub fn run(config_path: &Path, log: &logs::Options) -> Result<(), AgentError> {
    logs::init(log).map_err(AgentError::Log)?;
    flat_heap();
    let config = Config::load(config_path)?;
    // One agent per network namespace: two would fight over the policies.
    let lock = service::lock()?;
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
    rt.block_on(async move {
        tokio::spawn(service::serve_lock(lock));
        agent(config_path, config).await
    })
}

/// The agent's state between events.
struct Agent {
    config_path: PathBuf,
    config: Config,
    /// The content hash of the configuration in use.
    config_seen: Option<String>,
    config_pending: Option<Pending>,
    slots: Vec<Slot>,
    metrics: Shared,
    tx: mpsc::UnboundedSender<Event>,
    watcher: Option<notify::RecommendedWatcher>,
    /// Whether the service manager was told READY=1.
    ready: bool,
}

/// Subscribes to nftables' notifications (`NFNLGRP_NFTABLES` of
/// `NETLINK_NETFILTER`): every change of a table, chain, rule or set of
/// any family (iptables-nft's too) sends one.
fn nft_events(tx: mpsc::UnboundedSender<Event>) -> std::io::Result<()> {
    use rtnetlink::sys::{AsyncSocket as _, AsyncSocketExt as _, SocketAddr, TokioSocket};
    const NETLINK_NETFILTER: isize = 12;
    const NFNLGRP_NFTABLES: u32 = 7;
    let mut sock = TokioSocket::new(NETLINK_NETFILTER)?;
    sock.socket_mut()
        .bind(&SocketAddr::new(0, 1 << (NFNLGRP_NFTABLES - 1)))?;
    tokio::spawn(async move {
        loop {
            // ENOBUFS (events lost) is no reason to stop: a check sees
            // what they said.
            if let Err(e) = sock.recv_from_full().await {
                if e.raw_os_error() != Some(libc::ENOBUFS) {
                    error!(error = %e, "nftables events ended: drift is seen by the periodic check only");
                    return;
                }
            }
            if tx.send(Event::Kernel).is_err() {
                return;
            }
        }
    });
    Ok(())
}

async fn agent(config_path: &Path, config: Config) -> Result<(), AgentError> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut sigterm = signal(SignalKind::terminate()).map_err(AgentError::Signal)?;
    let mut sigint = signal(SignalKind::interrupt()).map_err(AgentError::Signal)?;
    let mut sighup = signal(SignalKind::hangup()).map_err(AgentError::Signal)?;
    let metrics: Shared = Arc::new(std::sync::Mutex::new(Metrics::default()));
    let (tx, mut rx) = mpsc::unbounded_channel::<Event>();

    // Events first, so that nothing changed during the first applies is
    // missed.
    let (conn, _handle, mut links) = rtnetlink::new_connection().map_err(AgentError::Netlink)?;
    let mut conn = conn;
    {
        use rtnetlink::sys::{AsyncSocket as _, SocketAddr};
        // Links (XDP programs too), tc (filters, qdiscs), routes.
        const GROUPS: u32 = 0x1 | 0x8 | 0x40 | 0x400;
        conn.socket_mut()
            .socket_mut()
            .bind(&SocketAddr::new(0, GROUPS))
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
        error!("netlink events ended: re-created interfaces and drift are seen by the periodic check only");
    });
    nft_events(tx.clone()).map_err(AgentError::Netlink)?;
    let listener = tokio::net::TcpListener::bind(config.metrics_addr)
        .await
        .map_err(|source| AgentError::Listen {
            addr: config.metrics_addr,
            source,
        })?;
    info!(addr = %config.metrics_addr, "serving /metrics and /healthz");
    tokio::spawn(http::serve(listener, metrics.clone()));

    info!(
        entries = config.entries.len(),
        remove_on_exit = config.remove_on_exit,
        config = %config_path.display(),
        "agent started"
    );
    let mut a = Agent {
        config_path: config_path.to_path_buf(),
        config_seen: content_sha(config_path),
        config,
        config_pending: None,
        slots: Vec::new(),
        metrics,
        tx,
        watcher: None,
        ready: false,
    };
    a.reconcile(Cause::Start).await?;
    a.tell_readiness();

    let mut tick = tokio::time::interval(CHECK_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut check_at: Option<tokio::time::Instant> = None;
    loop {
        let deadline = a
            .slots
            .iter()
            .filter_map(|s| s.pending.as_ref())
            .chain(a.config_pending.as_ref())
            .map(Pending::due)
            .chain(check_at)
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
            _ = sighup.recv() => {
                info!(signal = "SIGHUP", "reloading the configuration and the policies");
                a.reload(true).await;
            }
            _ = tick.tick() => a.check().await,
            _ = sleep => {
                let now = tokio::time::Instant::now();
                if check_at.is_some_and(|t| t <= now) {
                    check_at = None;
                    a.check().await;
                }
                if a.config_pending.as_ref().is_some_and(|p| p.due() <= now) {
                    a.config_pending = None;
                    if content_sha(&a.config_path) != a.config_seen {
                        info!(config = %a.config_path.display(), "the configuration changed: reloading it");
                        a.reload(false).await;
                    }
                }
                for slot in &mut a.slots {
                    if slot.pending.as_ref().is_some_and(|p| p.due() <= now) {
                        if let Some(p) = slot.pending.take() {
                            run_pending(slot, p, &a.metrics).await;
                        }
                    }
                }
            }
            ev = rx.recv() => {
                let Some(ev) = ev else { break };
                let now = tokio::time::Instant::now();
                match ev {
                    Event::File(path) => a.file_event(&path, now),
                    Event::Kernel => {
                        check_at.get_or_insert(now + EVENT_QUIET);
                    }
                    Event::LinkNew { name, index } => {
                        a.link_new(&name, index).await;
                        check_at.get_or_insert(now + EVENT_QUIET);
                    }
                    Event::LinkGone { name } => {
                        if let Some(slot) = a.slots.iter_mut().find(|s| s.itf.iface == name) {
                            warn!(iface = %name, "interface vanished; its policy is applied again when it is back");
                            slot.fingerprint = None;
                            slot.retry = None;
                            if let Ok(mut m) = a.metrics.lock() {
                                m.gone(&name);
                            }
                        }
                        let _ = a.reconcile(Cause::LinkCreated).await;
                    }
                    Event::Route => {
                        let _ = a.reconcile(Cause::LinkCreated).await;
                    }
                }
            }
        }
        a.tell_readiness();
    }
    let _ = service::notify("STOPPING=1");
    if a.config.remove_on_exit {
        for slot in &a.slots {
            let iface = slot.itf.iface.clone();
            match tokio::task::spawn_blocking(move || dropc_apply::remove(&iface, None)).await {
                Ok(Ok(lines)) => {
                    info!(iface = %slot.itf.iface, done = %lines.join("; "), "removed (remove_on_exit)")
                }
                Ok(Err(e)) => {
                    error!(iface = %slot.itf.iface, error = %format!("{e:#}"), "remove failed")
                }
                Err(e) => error!(iface = %slot.itf.iface, error = %e, "remove failed"),
            }
        }
    } else {
        info!("policies stay in force");
    }
    info!("agent stopped");
    Ok(())
}

impl Agent {
    /// A file event: the configuration, a policy, a set file.
    fn file_event(&mut self, path: &Path, now: tokio::time::Instant) {
        if path == self.config_path || path.parent() == self.config_path.parent() {
            self.config_pending
                .get_or_insert_with(|| Pending::new(now))
                .last = now;
        }
        for slot in &mut self.slots {
            let Some(change) = concerns(&slot.itf, path) else {
                continue;
            };
            let p = slot.pending.get_or_insert_with(|| Pending::new(now));
            p.last = now;
            match change {
                Change::Policy => p.policy = true,
                Change::Set(name) => {
                    p.sets.insert(name);
                }
            }
        }
    }

    /// An interface appeared or changed.
    async fn link_new(&mut self, name: &str, index: u32) {
        let known = self.metrics.lock().map(|m| m.ifindex(name)).unwrap_or(None);
        match self.slots.iter_mut().find(|s| s.itf.iface == name) {
            Some(slot) if known != Some(index) => {
                info!(iface = %name, ifindex = index, "interface appeared");
                if apply_one(slot, Cause::LinkCreated, true, &self.metrics).await {
                    let all: Vec<String> = slot.itf.sets.keys().cloned().collect();
                    sync_sets(slot, &all, Cause::LinkCreated, &self.metrics).await;
                }
            }
            Some(_) => {}
            // A pattern may select it.
            None => {
                let _ = self.reconcile(Cause::LinkCreated).await;
            }
        }
    }

    /// Makes the slots those the configuration selects on the node now:
    /// new ones are applied (`cause`), those no longer selected are let
    /// go (their policies stay in force), unchanged ones are kept as they
    /// are. The file watch follows.
    async fn reconcile(&mut self, cause: Cause) -> Result<(), AgentError> {
        let node = tokio::task::spawn_blocking(service::node)
            .await
            .unwrap_or_default();
        let (wanted, twice, absent) = self.config.resolve(&node);
        for n in twice {
            if !self.slots.iter().any(|s| s.itf.iface == n) {
                warn!(iface = %n, "interface selected by more than one [[interface]] entry: the first one's policy is kept");
            }
        }
        let before: Vec<Interface> = self.slots.iter().map(|s| s.itf.clone()).collect();
        let mut kept = Vec::new();
        for slot in std::mem::take(&mut self.slots) {
            if wanted.contains(&slot.itf) {
                kept.push(slot);
            } else {
                info!(iface = %slot.itf.iface, "no longer selected by the configuration: the agent lets it go (its policy stays in force; `dropc remove --iface IF` removes it)");
                if let Ok(mut m) = self.metrics.lock() {
                    m.forget(&slot.itf.iface);
                }
            }
        }
        self.slots = kept;
        if let Ok(mut m) = self.metrics.lock() {
            m.absent = absent;
        }
        if before != wanted || self.watcher.is_none() {
            match watch_files(&wanted, &self.config_path, self.tx.clone()) {
                Ok(w) => self.watcher = Some(w),
                Err(e) if self.watcher.is_some() => {
                    error!(error = %e, "cannot watch the new configuration's files: the old watch stays");
                }
                Err(e) => return Err(e),
            }
        }
        for itf in wanted {
            if self.slots.iter().any(|s| s.itf == itf) {
                continue;
            }
            let mut slot = Slot::new(itf);
            if let Ok(mut m) = self.metrics.lock() {
                m.select(&slot.itf.iface);
            }
            if apply_one(&mut slot, cause, false, &self.metrics).await {
                // The files may have changed while no agent ran.
                let all: Vec<String> = slot.itf.sets.keys().cloned().collect();
                sync_sets(&slot, &all, cause, &self.metrics).await;
            }
            self.slots.push(slot);
        }
        Ok(())
    }

    /// SIGHUP (`all`: the policies and set files are looked at again too)
    /// or an edit of the configuration file: a configuration with errors
    /// changes nothing.
    async fn reload(&mut self, all: bool) {
        let _ = service::notify("RELOADING=1");
        let path = self.config_path.clone();
        let sha = content_sha(&path);
        match Config::load(&path) {
            Ok(c) => {
                if c.metrics_addr != self.config.metrics_addr {
                    warn!(metrics_addr = %c.metrics_addr, serving = %self.config.metrics_addr, "metrics_addr changes at the next start");
                }
                self.config = c;
                self.config_seen = sha;
                if let Ok(mut m) = self.metrics.lock() {
                    m.config_loaded(true);
                }
                info!(config = %path.display(), entries = self.config.entries.len(), "configuration reloaded");
                if let Err(e) = self.reconcile(Cause::Reload).await {
                    error!(error = %e, "reload incomplete");
                }
            }
            Err(e) => {
                // Seen: an unchanged broken file is not reported again on
                // every event of its directory.
                self.config_seen = sha;
                if let Ok(mut m) = self.metrics.lock() {
                    m.config_loaded(false);
                }
                error!(config = %path.display(), error = %e, "configuration not reloaded: it has errors; the one in use stays");
            }
        }
        if all {
            let now = tokio::time::Instant::now();
            for slot in &mut self.slots {
                let p = Pending {
                    policy: true,
                    sets: slot.itf.sets.keys().cloned().collect(),
                    first: now,
                    last: now,
                };
                run_pending(slot, p, &self.metrics).await;
            }
        }
        let _ = service::notify("READY=1");
    }

    /// Whether every selected interface that exists has its policy in
    /// force: then the service manager is told (once), and /healthz says
    /// the same.
    fn tell_readiness(&mut self) {
        let missing: Vec<String> = self
            .slots
            .iter()
            .filter(|s| {
                let in_force = self.metrics.lock().is_ok_and(|m| m.in_force(&s.itf.iface));
                !in_force && dropc_apply::ifindex(&s.itf.iface).is_ok()
            })
            .map(|s| s.itf.iface.clone())
            .collect();
        if missing.is_empty() && !self.ready {
            self.ready = true;
            info!(
                interfaces = self.slots.len(),
                "ready: every selected interface present has its policy in force"
            );
            if let Err(e) = service::notify("READY=1\nSTATUS=policies in force") {
                warn!(error = %e, "cannot tell the service manager (NOTIFY_SOCKET)");
            }
        }
    }

    /// Whether each policy the agent keeps is still in force; puts back
    /// those that are not.
    async fn check(&mut self) {
        let now = tokio::time::Instant::now();
        let mut asks = Vec::new();
        for (k, slot) in self.slots.iter().enumerate() {
            let expected = self
                .metrics
                .lock()
                .ok()
                .and_then(|m| m.expected(&slot.itf.iface));
            if let Some((sha, target)) = expected {
                asks.push((k, slot.itf.iface.clone(), sha, target));
            }
        }
        let looked = tokio::task::spawn_blocking(move || {
            asks.into_iter()
                .map(|(k, iface, sha, target)| (k, target, observe(&iface, &sha, target)))
                .collect::<Vec<_>>()
        })
        .await
        .unwrap_or_default();
        for (k, target, verdict) in looked {
            let Some(slot) = self.slots.get_mut(k) else {
                continue;
            };
            let why = match verdict {
                Ok(drift::Verdict::InForce(fp)) => {
                    slot.check_error = None;
                    match &slot.fingerprint {
                        None => {
                            slot.fingerprint = Some(fp);
                            None
                        }
                        Some(old) if *old == fp => None,
                        Some(_) => Some(format!(
                            "dropc's {target} rules on {} were changed",
                            slot.itf.iface
                        )),
                    }
                }
                Ok(drift::Verdict::Drifted(why)) => Some(why),
                Err(e) => {
                    let e = format!("{e:#}");
                    if slot.check_error.as_ref() != Some(&e) {
                        warn!(iface = %slot.itf.iface, error = %e, "cannot check that the policy is in force");
                        slot.check_error = Some(e);
                    }
                    None
                }
            };
            if let Some(why) = why {
                warn!(iface = %slot.itf.iface, target = %target, direction = "ingress", drift = %why, "drift: the policy is no longer in force; applying it again");
                if let Ok(mut m) = self.metrics.lock() {
                    m.drifted(&slot.itf.iface, target);
                }
                mend(slot, Cause::Drift, &self.metrics).await;
            }
        }
        // An interface that exists without its policy (drift not mended,
        // or an apply that failed) is tried again every RETRY_EVERY.
        for slot in &mut self.slots {
            let unprotected = !self
                .metrics
                .lock()
                .is_ok_and(|m| m.in_force(&slot.itf.iface));
            if !unprotected {
                slot.retry = None;
                continue;
            }
            if dropc_apply::ifindex(&slot.itf.iface).is_err() {
                continue;
            }
            match slot.retry {
                None => slot.retry = Some(now + RETRY_EVERY),
                Some(t) if t <= now => mend(slot, Cause::Retry, &self.metrics).await,
                Some(_) => {}
            }
        }
    }
}

/// Applies the policy last put in force again (or, if none was, the
/// file's).
async fn mend(slot: &mut Slot, cause: Cause, metrics: &Shared) {
    slot.fingerprint = None;
    if apply_one(slot, cause, true, metrics).await {
        slot.retry = None;
        let all: Vec<String> = slot.itf.sets.keys().cloned().collect();
        sync_sets(slot, &all, cause, metrics).await;
    } else {
        slot.retry = Some(tokio::time::Instant::now() + RETRY_EVERY);
    }
}

/// What the kernel has of the policy with content `sha` and `target` that
/// the agent put in force on `iface`: dropc's record must still say so (a
/// `dropc apply` of another policy, a `dropc remove`, is drift), and the
/// kernel must have what the record says ([`drift::check`]).
fn observe(
    iface: &str,
    sha: &str,
    target: dropc_backends::Target,
) -> anyhow::Result<drift::Verdict> {
    use dropc_apply::state::{Store, Stored};
    let store = Store::here()?;
    Ok(match store.read(iface) {
        Stored::Nothing => drift::Verdict::Drifted(format!(
            "dropc's record of {iface} is gone (`dropc remove`?)"
        )),
        Stored::Corrupt(why) => {
            drift::Verdict::Drifted(format!("dropc's record of {iface} is unreadable ({why})"))
        }
        Stored::Record(r) if r.sha256 != sha || r.target != target => {
            drift::Verdict::Drifted(format!(
                "another policy was applied on {iface}: {} with {} (sha256 {})",
                r.policy, r.target, r.sha256
            ))
        }
        Stored::Record(r) => drift::check(&r)?,
    })
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
    config: &Path,
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
    // The configuration's directory: an edit (or a ConfigMap's symlink
    // swap) is a reload.
    if let Some(d) = config.parent() {
        dirs.push((d.to_path_buf(), true));
    }
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
        NetlinkPayload::InnerMessage(
            RouteNetlinkMessage::NewRoute(_) | RouteNetlinkMessage::DelRoute(_),
        ) => Some(Event::Route),
        NetlinkPayload::InnerMessage(
            RouteNetlinkMessage::NewTrafficFilter(_)
            | RouteNetlinkMessage::DelTrafficFilter(_)
            | RouteNetlinkMessage::NewQueueDiscipline(_)
            | RouteNetlinkMessage::DelQueueDiscipline(_),
        ) => Some(Event::Kernel),
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
                error!(iface = %self.iface, diagnostic = %text.trim_end(), "policy diagnostic");
            } else {
                warn!(iface = %self.iface, diagnostic = %text.trim_end(), "policy diagnostic");
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
            skip_unchanged: matches!(cause, Cause::Start | Cause::PolicyChanged | Cause::Reload),
            text: text.as_deref(),
        };
        let index = dropc_apply::ifindex(&itf2.iface).ok();
        let result = pipeline::apply_file(&req, &mut Log { iface: &itf2.iface });
        // What the kernel has now is the policy in force: later changes
        // of it are drift.
        let seen =
            result
                .as_ref()
                .ok()
                .and_then(|a| match observe(&itf2.iface, &a.sha256, a.target) {
                    Ok(drift::Verdict::InForce(fp)) => Some(fp),
                    Ok(drift::Verdict::Drifted(_)) | Err(_) => None,
                });
        (result, index, seen)
    })
    .await;
    let iface = slot.itf.iface.as_str();
    let (result, index, seen) = match result {
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
            slot.fingerprint = seen;
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
                        error!(iface, set = %name, diagnostic = %d, "set file diagnostic");
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
