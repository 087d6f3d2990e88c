//! Kernel tests (root) of `dropc agent`, run as a service would be: the
//! `dropc agent` process inside a scratch namespace `dropc-…` whose
//! interface is one end of a veth pair to a sender namespace, checked with
//! real UDP datagrams, its log, and its `/metrics` (promtool, and against
//! `dropc stats --format prometheus`).
//!
//! One scenario per target: start → policy in force; edit → the new one;
//! break → the previous stays, the error metric rises; repair; delete and
//! re-create the interface → applied again; SIGKILL and restart → nothing
//! unprotected, nothing loaded twice; SIGTERM → the policy stays.
//!
//! Skipped when not root; with CI=true they fail instead.

use dropc_testkit::{skip_kernel_test, VethBed};
use std::io::{Read as _, Write as _};
use std::net::{TcpStream, UdpSocket};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Drops UDP to 5001.
const POLICY_A: &str = "default pass\nblock-a: drop udp dport 5001\n";
/// Drops UDP to 5002.
const POLICY_B: &str = "default pass\nblock-b: drop udp dport 5002\n";
/// Does not parse.
const BROKEN: &str = "default pass\nblock-b: drop udp dport 5002 frobnicate\n";

/// `text` with, when `sets`, the dynamic port set `bad` of size 2
/// (followed from the directory `sets/`) and a rule dropping UDP to its
/// ports.
fn with_sets(text: &str, sets: bool) -> String {
    if sets {
        format!("set bad = port dynamic size 2\n{text}banned: drop udp dport @bad\n")
    } else {
        text.to_string()
    }
}

/// Whether `target` takes dynamic sets (xdp and tc refuse them until they
/// have them: the set steps are then left out, and say so).
fn dynamic_sets_on(target: &str) -> bool {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("d.drop");
    std::fs::write(&p, with_sets(POLICY_A, true)).expect("write");
    let ok = Command::new(env!("CARGO_BIN_EXE_dropc"))
        .arg("check")
        .arg(&p)
        .args(["--target", target])
        .stdin(Stdio::null())
        .output()
        .expect("dropc check")
        .status
        .success();
    if !ok {
        eprintln!("{target}: dynamic sets are refused: the set steps are left out");
    }
    ok
}

/// Writes `text` to `path` as a feed would: a hidden temporary file of the
/// same directory renamed over it.
fn write_atomic(path: &Path, text: &str) {
    let tmp = path.with_file_name(format!(
        ".{}.tmp",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("f")
    ));
    std::fs::write(&tmp, text).expect("write");
    std::fs::rename(&tmp, path).expect("rename");
}

/// Conditions are polled for at most this long (a bound, not a timing
/// assertion: they normally hold within a second).
const PATIENCE: Duration = Duration::from_secs(20);

/// The agent's host: the kit's bed (one link, 10.92.1.1 the receiver's
/// address, 10.92.1.2 the sender's) and the agent's files.
struct Host {
    bed: VethBed,
    iface: String,
    dir: tempfile::TempDir,
    agent: Option<Child>,
    /// A process that lives in the receiving namespace for the whole test,
    /// as a host's namespace always has some: while the agent is killed,
    /// a dropc run elsewhere (another mount namespace, which does not see
    /// our `/run/netns` mounts) must not take the namespace for vanished
    /// and clear its records.
    resident: Child,
}

impl Host {
    /// `top`: top-level configuration lines; `sets`: the policies declare
    /// the dynamic set `bad`, followed from the directory `sets/`.
    fn new(tag: &str, target: &str, top: &str, sets: bool) -> Host {
        let bed = VethBed::builder(&format!("ag-{tag}"))
            .net(92)
            .build()
            .expect("veth bed");
        let h = Host {
            iface: bed.rx_if().to_string(),
            dir: tempfile::tempdir().expect("tempdir"),
            agent: None,
            resident: bed
                .rx
                .command("sleep")
                .arg("3600")
                .stdin(Stdio::null())
                .spawn()
                .expect("sleep"),
            bed,
        };
        std::fs::write(h.policy(), with_sets(POLICY_A, sets)).expect("write");
        std::fs::create_dir(h.dir.path().join("sets")).expect("mkdir");
        let followed = if sets {
            "sets = { bad = \"sets\" }\n"
        } else {
            ""
        };
        let config = format!(
            "{top}[[interface]]\niface = \"{}\"\npolicy = \"p.drop\"\ntarget = \"{target}\"\n{followed}",
            h.iface
        );
        std::fs::write(h.config(), config).expect("write");
        h
    }

    fn policy(&self) -> PathBuf {
        self.dir.path().join("p.drop")
    }

    fn config(&self) -> PathBuf {
        self.dir.path().join("agent.toml")
    }

    fn log(&self) -> PathBuf {
        self.dir.path().join("agent.log")
    }

    fn log_text(&self) -> String {
        std::fs::read_to_string(self.log()).unwrap_or_default()
    }

    /// Replaces the policy as an editor does: a new file renamed over it.
    fn edit(&self, text: &str) {
        let tmp = self.dir.path().join(".p.drop.swp");
        std::fs::write(&tmp, text).expect("write");
        std::fs::rename(&tmp, self.policy()).expect("rename");
    }

    fn start_agent(&mut self) {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.log())
            .expect("log");
        let mut c = self.bed.rx.command(env!("CARGO_BIN_EXE_dropc"));
        c.args(["agent", "--config"])
            .arg(self.config())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log);
        self.agent = Some(c.spawn().expect("spawn agent"));
    }

    fn signal(&mut self, sig: i32) -> std::process::ExitStatus {
        let mut child = self.agent.take().expect("agent running");
        let pid = i32::try_from(child.id()).expect("pid");
        // SAFETY: a signal to our own child, by pid.
        assert_eq!(unsafe { libc::kill(pid, sig) }, 0);
        child.wait().expect("wait")
    }

    /// How many of 3 datagrams sent to `port` arrive.
    fn arrive(&self, port: u16) -> usize {
        self.bed.arrive(0, port)
    }

    /// Waits (bounded) until `cond` holds.
    fn wait_for(&self, what: &str, mut cond: impl FnMut() -> bool) {
        let start = Instant::now();
        while !cond() {
            assert!(
                start.elapsed() < PATIENCE,
                "{what}: not within {PATIENCE:?}; agent log:\n{}",
                self.log_text()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Policy A or B (by its port) is in force, and only it.
    fn enforced(&self, what: &str, dropped: u16, passed: u16) {
        self.wait_for(what, || {
            self.arrive(dropped) == 0 && self.arrive(passed) == 3
        });
    }

    /// GET `path` from the agent (default address, in the namespace).
    fn get(&self, path: &str) -> Option<(String, String)> {
        let mut s = self
            .bed
            .rx
            .run(|| TcpStream::connect(("127.0.0.1", 9443)))
            .expect("thread")
            .ok()?;
        s.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
        )
        .ok()?;
        let mut out = String::new();
        s.read_to_string(&mut out).ok()?;
        let (head, body) = out.split_once("\r\n\r\n")?;
        Some((head.lines().next()?.to_string(), body.to_string()))
    }

    fn metrics(&self) -> String {
        let mut body = None;
        self.wait_for("metrics served", || {
            body = self.get("/metrics").map(|(_, b)| b);
            body.is_some()
        });
        body.unwrap_or_default()
    }

    fn dropc(&self, args: &[&str]) -> String {
        let o = self
            .bed
            .rx
            .command(env!("CARGO_BIN_EXE_dropc"))
            .args(args)
            .stdin(Stdio::null())
            .output()
            .expect("dropc");
        assert!(o.status.success(), "dropc {args:?}: {o:?}");
        String::from_utf8_lossy(&o.stdout).into_owned()
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        if let Some(mut c) = self.agent.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
        if !std::thread::panicking() {
            assert_logfmt(&self.log_text());
        }
        let _ = self.resident.kill();
        let _ = self.resident.wait();
        let _ = self
            .bed
            .rx
            .command(env!("CARGO_BIN_EXE_dropc"))
            .args(["remove", "--iface", &self.iface])
            .stdin(Stdio::null())
            .output();
    }
}

/// `promtool check metrics` on `text`.
fn promtool(text: &str) {
    let mut c = Command::new("promtool")
        .args(["check", "metrics"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("promtool (Debian package prometheus)");
    c.stdin
        .take()
        .expect("stdin")
        .write_all(text.as_bytes())
        .expect("write");
    let o = c.wait_with_output().expect("promtool");
    assert!(o.status.success(), "promtool: {o:?}\n{text}");
}

/// The value of the sample `name{labels}` in `text`.
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .find_map(|l| l.strip_prefix(series)?.trim().parse().ok())
}

/// The `dropc_rule_*` lines of `text` (comments included: value 0),
/// series → value.
fn rule_series(text: &str) -> std::collections::BTreeMap<String, u64> {
    text.lines()
        .filter(|l| l.contains("dropc_rule_"))
        .map(|l| match l.rsplit_once(' ') {
            Some((series, v)) if !l.starts_with('#') => {
                (series.to_string(), v.parse().expect("a counter"))
            }
            Some(_) | None => (l.to_string(), 0),
        })
        .collect()
}

/// The packets and bytes of rule `label` on `iface`, per `dropc stats`.
fn rule_count(h: &Host, label: &str) -> u64 {
    let doc: serde_json::Value =
        serde_json::from_str(&h.dropc(&["stats", "--iface", &h.iface, "--format", "json"]))
            .expect("stats json");
    doc["policies"][0]["rules"]
        .as_array()
        .and_then(|rules| rules.iter().find(|r| r["label"] == label))
        .and_then(|r| r["packets"].as_u64())
        .unwrap_or_else(|| panic!("no rule {label}: {doc}"))
}

fn scenario(tag: &str, target: &str) {
    let sets = dynamic_sets_on(target);
    let mut h = Host::new(tag, target, "", sets);
    let iface = h.iface.clone();
    h.start_agent();
    h.enforced("at start, A", 5001, 5002);

    // Metrics: promtool, the agent's families, and exactly `dropc stats`'
    // series (the HELP and TYPE lines too); a counter read later is never
    // lower (the interface sees some traffic of its own, e.g. IPv6 ND).
    let m = h.metrics();
    promtool(&m);
    let stats = h.dropc(&["stats", "--format", "prometheus"]);
    let ours = rule_series(&m);
    let theirs = rule_series(&stats);
    assert_eq!(
        ours.keys().collect::<Vec<_>>(),
        theirs.keys().collect::<Vec<_>>(),
        "metrics:\n{m}\nstats:\n{stats}"
    );
    assert!(
        ours.iter().all(|(k, v)| *v <= theirs[k]),
        "metrics:\n{m}\nstats:\n{stats}"
    );
    assert!(stats.contains(&format!(
        "iface=\"{iface}\",target=\"{target}\",rule=\"block-a\""
    )));
    let ok = format!("dropc_agent_last_apply_success{{iface=\"{iface}\"}}");
    assert_eq!(sample(&m, &ok), Some(1.0), "{m}");
    assert!(m.contains("dropc_agent_policy_info{"), "{m}");
    assert!(
        m.contains("dropc_agent_last_apply_timestamp_seconds{"),
        "{m}"
    );
    let (status, _) = h.get("/healthz").expect("healthz");
    assert!(status.contains(" 200 "), "{status}");

    // Edit: the new policy.
    h.edit(&with_sets(POLICY_B, sets));
    h.enforced("after the edit, B", 5002, 5001);

    // Broken: B stays, the error is counted and logged.
    h.edit(&with_sets(BROKEN, sets));
    let errors = format!("dropc_agent_errors_total{{iface=\"{iface}\",kind=\"policy\"}}");
    h.wait_for("the policy error counted", || {
        sample(&h.metrics(), &errors) == Some(1.0)
    });
    assert_eq!(sample(&h.metrics(), &ok), Some(0.0));
    assert!(h.log_text().contains("frobnicate"), "{}", h.log_text());
    h.enforced("with a broken policy, still B", 5002, 5001);

    // The interface deleted and created again while the file is broken:
    // the policy in force before (B) is applied again, at once.
    h.bed
        .recreate_link(0)
        .expect("delete and re-create the veth");
    h.enforced("on the re-created interface, B", 5002, 5001);
    h.wait_for("re-applied on the link event", || {
        h.log_text().contains("cause=link_created")
    });
    // A figure, not an assertion: from the link event to the policy in
    // force, per the agent's log.
    let log = h.log_text();
    let at = |needles: &[&str]| {
        log.lines()
            .rfind(|l| needles.iter().all(|n| l.contains(n)))
            .and_then(|l| rfc3339(&field(l, "time")?))
    };
    if let (Some(seen), Some(applied)) = (
        at(&["interface appeared"]),
        at(&["policy applied", "cause=link_created"]),
    ) {
        eprintln!(
            "{target}: policy re-applied {:.0} ms after the link event",
            (applied - seen) * 1000.0
        );
    }

    // Repaired (A again).
    h.edit(&with_sets(POLICY_A, sets));
    h.enforced("repaired, A", 5001, 5002);
    h.wait_for("success again", || sample(&h.metrics(), &ok) == Some(1.0));

    if sets {
        set_steps(&h, target);
    }

    // SIGKILL: the policy stays in force while no agent runs; the restarted
    // agent finds it in force and loads nothing. A set file changed in
    // between is followed by a set update.
    let st = h.signal(libc::SIGKILL);
    assert!(!st.success());
    assert_eq!(h.arrive(5001), 0, "A in force with the agent killed");
    if sets {
        write_atomic(&h.dir.path().join("sets/bad.list"), "5005\n");
    }
    let before = h.dropc(&["status", "--format", "json"]);
    let log_len = h.log_text().len();
    h.start_agent();
    h.wait_for("the restarted agent reconciled", || {
        h.log_text()[log_len..].contains("already in force")
    });
    assert_eq!(h.arrive(5001), 0, "A in force after the restart");
    if sets {
        h.enforced("the set file changed while no agent ran", 5005, 5004);
    }
    let after = h.dropc(&["status", "--format", "json"]);
    assert_eq!(before, after, "the restart reloaded nothing");
    if target == "xdp" {
        let link = h
            .bed
            .rx
            .exec("ip", &["link", "show", "dev", &iface], None)
            .expect("ip");
        assert_eq!(link.matches("prog/xdp").count(), 1, "{link}");
    }

    // SIGTERM: stops cleanly, the policy stays.
    let st = h.signal(libc::SIGTERM);
    assert!(st.success(), "{st:?}: {}", h.log_text());
    assert!(h.log_text().contains("policies stay in force"));
    assert_eq!(h.arrive(5001), 0, "A in force after SIGTERM");
    assert_eq!(h.arrive(5002), 3);
    // One logfmt line per event (Host's drop parses them all).
    drop(h);
}

/// A followed set file: its changes are set updates (no reload: the
/// record and the other rules' counters go on), an invalid line changes
/// nothing and is reported, and the set's size is in the metrics.
fn set_steps(h: &Host, target: &str) {
    let iface = &h.iface;
    let list = h.dir.path().join("sets/bad.list");
    // Traffic block-a drops, counted.
    assert_eq!(h.arrive(5001), 0);
    let counted = rule_count(h, "block-a");
    assert!(counted >= 3, "block-a counted {counted}");
    let status = h.dropc(&["status", "--format", "json"]);
    let log_len = h.log_text().len();

    write_atomic(&list, "5003\n");
    h.enforced("the set file's port dropped", 5003, 5004);
    h.wait_for("a set update", || {
        h.log_text()[log_len..].contains("method=add_del")
    });
    assert!(
        !h.log_text()[log_len..].contains("policy applied"),
        "{}",
        h.log_text()
    );
    assert_eq!(
        h.dropc(&["status", "--format", "json"]),
        status,
        "a set change reloads nothing"
    );
    // The counters went on: what they held, plus what arrives now.
    assert_eq!(h.arrive(5001), 0);
    let now = rule_count(h, "block-a");
    assert!(now >= counted + 3, "block-a: {counted} then {now}");
    let size = format!(
        "dropc_set_elements{{iface=\"{iface}\",target=\"{target}\",set=\"bad\",family=\"port\"}}"
    );
    let m = h.metrics();
    promtool(&m);
    assert_eq!(sample(&m, &size), Some(1.0), "{m}");
    let synced = format!("dropc_agent_set_sync_success{{iface=\"{iface}\",set=\"bad\"}}");
    assert_eq!(sample(&m, &synced), Some(1.0), "{m}");

    // An invalid line: nothing changes, the error is logged and counted.
    write_atomic(&list, "5004\nnot-a-port\n");
    let errors = format!("dropc_agent_errors_total{{iface=\"{iface}\",kind=\"set_file\"}}");
    h.wait_for("the set file error counted", || {
        sample(&h.metrics(), &errors) == Some(1.0)
    });
    assert_eq!(sample(&h.metrics(), &synced), Some(0.0));
    assert!(h.log_text().contains("not-a-port"), "{}", h.log_text());
    assert_eq!(h.arrive(5003), 0, "the set unchanged");
    assert_eq!(h.arrive(5004), 3, "the set unchanged");

    // Repaired, filling the set (size 2).
    write_atomic(&list, "5003\n5006\n");
    h.enforced("the repaired set file", 5006, 5004);
    h.wait_for("success again", || {
        sample(&h.metrics(), &synced) == Some(1.0)
    });
    // One more in, one out, in a full set: adding first would not fit, so
    // the set is swapped whole (where the target enforces the size).
    write_atomic(&list, "5004\n5006\n");
    h.enforced("a full set changed", 5004, 5003);
    assert_eq!(h.arrive(5006), 0);
    assert_eq!(sample(&h.metrics(), &synced), Some(1.0));
    assert_eq!(
        h.dropc(&["status", "--format", "json"]),
        status,
        "a set change reloads nothing"
    );
}

#[test]
fn agent_keeps_xdp_policy_in_force() {
    if skip_kernel_test("agent") {
        return;
    }
    scenario("x", "xdp");
}

#[test]
fn agent_keeps_nft_policy_in_force() {
    if skip_kernel_test("agent") {
        return;
    }
    scenario("n", "nft");
}

/// `systemd-analyze verify` on the unit, its `ExecStart` pointed at the
/// binary under test (verify wants it to exist).
#[test]
fn unit_file_verifies() {
    let unit =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../contrib/systemd/dropc-agent.service");
    let text = std::fs::read_to_string(&unit).expect("the unit");
    let exe = env!("CARGO_BIN_EXE_dropc");
    assert!(text.contains("ExecStart=/usr/bin/dropc agent "), "{text}");
    let dir = tempfile::tempdir().expect("tempdir");
    let copy = dir.path().join("dropc-agent.service");
    std::fs::write(
        &copy,
        text.replace("ExecStart=/usr/bin/dropc ", &format!("ExecStart={exe} ")),
    )
    .expect("write");
    let o = match Command::new("systemd-analyze")
        .args(["verify", "--man=no"])
        .arg(&copy)
        .output()
    {
        Ok(o) => o,
        Err(e)
            if e.kind() == std::io::ErrorKind::NotFound
                && std::env::var("CI").as_deref() != Ok("true") =>
        {
            eprintln!("systemd-analyze is not installed: the unit is not verified");
            return;
        }
        Err(e) => panic!("systemd-analyze: {e}"),
    };
    let err = String::from_utf8_lossy(&o.stderr);
    let ours: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("dropc-agent.service"))
        .collect();
    assert!(
        o.status.success() && ours.is_empty(),
        "systemd-analyze verify: {o:?}"
    );
}

#[test]
fn agent_keeps_tc_policy_in_force() {
    if skip_kernel_test("agent") {
        return;
    }
    scenario("t", "tc");
}

#[test]
fn agent_keeps_iptables_policy_in_force() {
    if skip_kernel_test("agent") {
        return;
    }
    scenario("i", "iptables");
}

/// `remove_on_exit = true`: SIGTERM removes the policy (and its record).
#[test]
fn remove_on_exit_removes() {
    if skip_kernel_test("agent") {
        return;
    }
    let mut h = Host::new("r", "nft", "remove_on_exit = true\n", false);
    h.start_agent();
    h.enforced("at start, A", 5001, 5002);
    let st = h.signal(libc::SIGTERM);
    assert!(st.success(), "{st:?}: {}", h.log_text());
    assert_eq!(h.arrive(5001), 3, "removed on exit: {}", h.log_text());
    let status = h.dropc(&["status", "--format", "json"]);
    assert!(!status.contains(&h.iface), "{status}");
}

/// How long the soak runs: `DROPC_SOAK_SECS`, else 150 s (CI keeps it
/// under 3 minutes; lengthen it locally).
fn soak_secs() -> u64 {
    std::env::var("DROPC_SOAK_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(150)
}

/// A tiny deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn chance(&mut self, one_in: u64) -> bool {
        self.next().is_multiple_of(one_in)
    }
}

fn v4(a: u8, b: u8, c: u8, d: u8) -> u32 {
    u32::from_be_bytes([a, b, c, d])
}

/// One version of the soak's set file: its text and the intervals it
/// covers.
struct Version {
    text: String,
    covers: Vec<(u32, u32)>,
}

impl Version {
    fn holds(&self, addr: u32) -> bool {
        self.covers.iter().any(|&(lo, hi)| lo <= addr && addr <= hi)
    }
}

/// The soak's versions: 10.93.1.0/24 always covered (alone, or inside a
/// /22 that comes and goes: a change that straddles), 10.93.9.0/24 never,
/// 10.93.2.(4k+1) and 10.93.3.0/25 in or out at random, and 50 even
/// addresses of 10.93.50.0/24 of which a few change each time (bulk).
fn version(rng: &mut Rng, bulk: &mut [u8; 50]) -> Version {
    let mut lines: Vec<(u32, u8)> = Vec::new();
    if rng.chance(5) {
        lines.push((v4(10, 93, 0, 0), 22));
        if rng.chance(2) {
            lines.push((v4(10, 93, 1, 0), 24));
        }
    } else {
        lines.push((v4(10, 93, 1, 0), 24));
    }
    for k in 0..8 {
        if rng.chance(2) {
            lines.push((v4(10, 93, 2, 4 * k + 1), 32));
        }
    }
    if rng.chance(3) {
        lines.push((v4(10, 93, 3, 0), 25));
    }
    for _ in 0..3 {
        let i = (rng.next() % 50) as usize;
        bulk[i] = (rng.next() % 125) as u8 * 2;
    }
    for b in bulk.iter() {
        lines.push((v4(10, 93, 50, *b), 32));
    }
    let mut text = String::from("# soak\n");
    let mut covers = Vec::new();
    for (net, len) in lines {
        let host = u32::MAX.checked_shr(u32::from(len)).unwrap_or(0);
        covers.push((net, net | host));
        let a = std::net::Ipv4Addr::from(net);
        text.push_str(&format!("{a}/{len}\n"));
    }
    Version { text, covers }
}

/// Seconds since the epoch of an RFC 3339 UTC timestamp
/// (`2026-11-24T05:28:58.123456Z`, the log's).
fn rfc3339(ts: &str) -> Option<f64> {
    let ts = ts.strip_suffix('Z')?;
    let (date, time) = ts.split_once('T')?;
    let mut d = date.split('-').map(|x| x.parse::<i64>().ok());
    let (y, m, dd) = (d.next()??, d.next()??, d.next()??);
    let mut t = time.split(':');
    let (hh, mm) = (
        t.next()?.parse::<i64>().ok()?,
        t.next()?.parse::<i64>().ok()?,
    );
    let ss: f64 = t.next()?.parse().ok()?;
    // Days from the civil date (H. Hinnant's algorithm).
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + dd - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some((days * 86_400 + hh * 3600 + mm * 60) as f64 + ss)
}

fn now_secs() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// The agent's syncs of set `bad` on `iface`, from its log: when each
/// ended (seconds since the epoch) and the content hash it applied.
fn syncs(log: &str, iface: &str) -> Vec<(f64, String, String)> {
    log.lines()
        .filter(|l| field(l, "msg").as_deref() == Some("set synced"))
        .filter(|l| field(l, "iface").as_deref() == Some(iface))
        .filter_map(|l| {
            let t = rfc3339(&field(l, "time")?)?;
            Some((t, field(l, "content")?, field(l, "method")?))
        })
        .collect()
}

/// The pairs of a logfmt line, as go-logfmt reads them: `key=value`
/// separated by spaces, a value bare (no space, `=` or `"`) or quoted with
/// `\"`, `\\`, `\n`, `\r`, `\t` escapes. `None` when it is not logfmt.
fn logfmt(line: &str) -> Option<Vec<(String, String)>> {
    let mut out = Vec::new();
    let mut rest = line;
    while !rest.is_empty() {
        let (key, after) = rest.split_once('=')?;
        if key.is_empty() || key.contains([' ', '"']) {
            return None;
        }
        let (value, after) = if let Some(q) = after.strip_prefix('"') {
            let mut v = String::new();
            let mut chars = q.char_indices();
            let end = loop {
                let (i, c) = chars.next()?;
                match c {
                    '"' => break i + 1,
                    '\\' => v.push(match chars.next()?.1 {
                        'n' => '\n',
                        'r' => '\r',
                        't' => '\t',
                        '"' => '"',
                        '\\' => '\\',
                        _ => return None,
                    }),
                    c if c.is_control() => return None,
                    c => v.push(c),
                }
            };
            (v, &q[end..])
        } else {
            let end = after.find(' ').unwrap_or(after.len());
            let v = &after[..end];
            if v.is_empty() || v.contains(['"', '=']) {
                return None;
            }
            (v.to_string(), &after[end..])
        };
        out.push((key.to_string(), value));
        rest = match after.strip_prefix(' ') {
            Some(r) if !r.is_empty() => r,
            Some(_) => return None,
            None if after.is_empty() => after,
            None => return None,
        };
    }
    Some(out)
}

/// The value of `key` in a logfmt line.
fn field(line: &str, key: &str) -> Option<String> {
    logfmt(line)?
        .into_iter()
        .find_map(|(k, v)| (k == key).then_some(v))
}

/// Every line of an agent's log is logfmt with a time, a level and a
/// message.
fn assert_logfmt(log: &str) {
    for l in log.lines() {
        let pairs = logfmt(l).unwrap_or_else(|| panic!("not logfmt: {l}"));
        let keys: Vec<&str> = pairs.iter().take(3).map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["time", "level", "msg"], "{l}");
        assert!(rfc3339(&pairs[0].1).is_some(), "{l}");
        assert!(
            ["error", "warn", "info", "debug", "trace"].contains(&pairs[1].1.as_str()),
            "{l}"
        );
    }
}

/// VmRSS of `pid`, in KiB.
fn rss_kib(pid: u32) -> Option<u64> {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()?
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// A datagram of the soak: sequence number, destination, and the times
/// (seconds since the epoch) just before and after it was sent.
type Sent = (u64, u32, f64, f64);

/// One target's soak; `Err` says what went wrong.
fn soak(tag: &str, target: &str, secs: u64) -> Result<String, String> {
    use std::collections::{BTreeMap, BTreeSet};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};
    const PORT: u16 = 7000;
    let mut h = Host::new(tag, target, "", true);
    std::fs::write(
        h.policy(),
        "set bad = ip dynamic\ndefault pass\nbanned: drop udp dst @bad dport 7000\n",
    )
    .expect("write");
    // 10.93.0.0/16 is local to the receiver, routed to it by the sender.
    h.bed
        .rx
        .exec(
            "ip",
            &["route", "add", "local", "10.93.0.0/16", "dev", "lo"],
            None,
        )
        .map_err(|e| format!("route: {e}"))?;
    h.bed
        .tx
        .exec(
            "ip",
            &["route", "add", "10.93.0.0/16", "via", "10.92.1.1"],
            None,
        )
        .map_err(|e| format!("route: {e}"))?;
    // The set follows one file (the scenario follows a directory): the
    // log's content hash is then the file's SHA-256.
    let config = std::fs::read_to_string(h.config()).expect("config");
    std::fs::write(
        h.config(),
        config.replace("bad = \"sets\"", "bad = \"sets/bad.list\""),
    )
    .expect("write");
    let list = h.dir.path().join("sets/bad.list");
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ u64::from(std::process::id()));
    let mut bulk = [0u8; 50];
    let mut versions: Vec<Version> = vec![version(&mut rng, &mut bulk)];
    let mut by_hash: BTreeMap<String, usize> = BTreeMap::new();
    let hash = |t: &str| dropc_apply::state::sha256_hex(t.as_bytes());
    by_hash.insert(hash(&versions[0].text), 0);
    write_atomic(&list, &versions[0].text);
    h.start_agent();
    let pid = h.agent.as_ref().map(Child::id).ok_or("no agent")?;
    h.wait_for("the first sync", || {
        !syncs(&h.log_text(), &h.iface).is_empty()
    });

    let rx = h
        .bed
        .rx
        .run(|| UdpSocket::bind(("0.0.0.0", PORT)))
        .expect("thread")
        .map_err(|e| format!("bind: {e}"))?;
    rx.set_read_timeout(Some(Duration::from_millis(200)))
        .expect("timeout");
    // Room for seconds of datagrams: a receiver descheduled on a busy
    // machine must not make passed packets look dropped.
    {
        use std::os::fd::AsRawFd as _;
        let size: libc::c_int = 32 << 20;
        // SAFETY: setsockopt on our socket with a c_int option value.
        let rc = unsafe {
            libc::setsockopt(
                rx.as_raw_fd(),
                libc::SOL_SOCKET,
                libc::SO_RCVBUFFORCE,
                std::ptr::from_ref(&size).cast(),
                std::mem::size_of::<libc::c_int>() as libc::socklen_t,
            )
        };
        if rc != 0 {
            return Err(format!(
                "SO_RCVBUFFORCE: {}",
                std::io::Error::last_os_error()
            ));
        }
    }
    let tx = h
        .bed
        .tx
        .run(|| UdpSocket::bind(("10.92.1.2", 0)))
        .expect("thread")
        .map_err(|e| format!("bind: {e}"))?;
    let stop_rx = Arc::new(AtomicBool::new(false));
    let stop_tx = Arc::new(AtomicBool::new(false));
    let received = {
        let stop = stop_rx.clone();
        std::thread::spawn(move || {
            let mut got = BTreeSet::new();
            let mut buf = [0u8; 16];
            while !stop.load(Ordering::Relaxed) {
                if let Ok(n) = rx.recv(&mut buf) {
                    if n == 8 {
                        got.insert(u64::from_le_bytes(buf[..8].try_into().unwrap_or_default()));
                    }
                }
            }
            got
        })
    };
    let probes: Vec<u32> = [
        v4(10, 93, 1, 7),
        v4(10, 93, 1, 200),
        v4(10, 93, 9, 7),
        v4(10, 93, 3, 5),
    ]
    .into_iter()
    .chain((0..8).map(|k| v4(10, 93, 2, 4 * k + 1)))
    .collect();
    let sent: Arc<Mutex<Vec<Sent>>> = Arc::default();
    let sender = {
        let (stop, sent, probes) = (stop_tx.clone(), sent.clone(), probes.clone());
        std::thread::spawn(move || {
            let mut seq = 0u64;
            while !stop.load(Ordering::Relaxed) {
                for &a in &probes {
                    let t0 = now_secs();
                    let r = tx.send_to(&seq.to_le_bytes(), (std::net::Ipv4Addr::from(a), PORT));
                    let t1 = now_secs();
                    if r.is_ok() {
                        sent.lock().expect("lock").push((seq, a, t0, t1));
                    }
                    seq += 1;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        })
    };

    // Updates every 100 ms; RSS every second; /metrics now and then.
    let start = Instant::now();
    let mut rss: Vec<(f64, u64)> = Vec::new();
    let mut next_rss = Duration::ZERO;
    let mut scrapes = 0;
    while start.elapsed() < Duration::from_secs(secs) {
        let v = version(&mut rng, &mut bulk);
        by_hash.entry(hash(&v.text)).or_insert(versions.len());
        write_atomic(&list, &v.text);
        versions.push(v);
        if start.elapsed() >= next_rss {
            let kib = rss_kib(pid).ok_or("the agent is gone")?;
            rss.push((start.elapsed().as_secs_f64(), kib));
            next_rss += Duration::from_secs(1);
            if rss.len().is_multiple_of(15) {
                let m = h.metrics();
                if !m.contains("dropc_set_elements{") {
                    return Err(format!("no set sizes in the metrics:\n{m}"));
                }
                scrapes += 1;
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    // The last version in force, then a little more traffic.
    let last = hash(&versions[versions.len() - 1].text);
    h.wait_for("the last version synced", || {
        syncs(&h.log_text(), &h.iface)
            .last()
            .is_some_and(|(_, c, _)| *c == last)
    });
    std::thread::sleep(Duration::from_millis(300));
    stop_tx.store(true, Ordering::Relaxed);
    sender.join().map_err(|_| "the sender panicked")?;
    std::thread::sleep(Duration::from_millis(300));
    stop_rx.store(true, Ordering::Relaxed);
    let received = received.join().map_err(|_| "the receiver panicked")?;
    let log = h.log_text();
    if log.contains("set not synced") {
        return Err(format!("a sync failed:\n{log}"));
    }

    // Every packet's verdict is that of a content in force while it was
    // on its way: the one before the sync in progress, or that sync's
    // (a sync's kernel change happens after the previous sync's log line
    // and before its own). Slack for the packet's way in (softirq work may
    // be deferred on a busy machine); it only ever admits later contents,
    // so an address in every version is still checked strictly.
    const SLACK: f64 = 0.050;
    let timeline: Vec<(f64, usize)> = syncs(&log, &h.iface)
        .into_iter()
        .map(|(t, c, _)| (t, by_hash.get(&c).copied().unwrap_or(usize::MAX)))
        .collect();
    if timeline.iter().any(|(_, v)| *v == usize::MAX) {
        return Err("the agent applied a content that was never written".into());
    }
    let methods: BTreeSet<String> = syncs(&log, &h.iface).into_iter().map(|s| s.2).collect();
    let sent = sent.lock().expect("lock").clone();
    let mut wrong = Vec::new();
    for &(seq, addr, t0, t1) in &sent {
        let arrived = received.contains(&seq);
        let i = timeline.partition_point(|&(d, _)| d <= t0);
        if i == 0 {
            continue; // before the first sync (none: we waited for it)
        }
        let mut allowed = vec![timeline[i - 1].1];
        let mut j = i;
        while j < timeline.len() && (j == i || timeline[j - 1].0 <= t1 + SLACK) {
            allowed.push(timeline[j].1);
            j += 1;
        }
        if !allowed.iter().any(|&v| versions[v].holds(addr) != arrived) {
            wrong.push(format!(
                "packet {seq} to {} at {t0:.6}: {} but every content in force then says otherwise (versions {allowed:?})",
                std::net::Ipv4Addr::from(addr),
                if arrived { "passed" } else { "dropped" }
            ));
        }
    }
    if !wrong.is_empty() {
        return Err(format!(
            "{} of {} packets got a verdict of neither the old nor the new contents, e.g.:\n{}",
            wrong.len(),
            sent.len(),
            wrong[..wrong.len().min(10)].join("\n")
        ));
    }
    for m in ["add_del", "replace"] {
        if !methods.contains(m) {
            return Err(format!("no sync by {m} ({methods:?})"));
        }
    }

    // Memory: the last third of the run (at most a minute) against the
    // middle third. The first third is warm-up: the allocator keeps the
    // multi-MiB table buffers of the first xdp/tc updates in its heap once
    // its mmap threshold has risen, which is a plateau, not a leak; a leak
    // keeps growing from the middle to the end.
    let window = (secs as f64 / 3.0).min(60.0);
    let max_in = |lo: f64, hi: f64| {
        rss.iter()
            .filter(|(t, _)| *t >= lo && *t <= hi)
            .map(|&(_, k)| k)
            .max()
            .unwrap_or(0)
    };
    let end = rss.last().map_or(0.0, |r| r.0);
    let first = max_in(0.0, window);
    let middle = max_in(end - 2.0 * window, end - window);
    let last_rss = max_in(end - window, end);
    let bound = middle + (middle / 5).max(4096);
    if middle == 0 || last_rss > bound {
        return Err(format!(
            "the agent's RSS grew from {middle} KiB (middle {window:.0} s) to {last_rss} KiB (last {window:.0} s), over {bound} KiB (first {window:.0} s: {first} KiB)"
        ));
    }
    let applied = timeline.len();
    let report = format!(
        "{target}: {} versions written, {applied} synced ({methods:?}), {} packets checked ({} passed), {scrapes} scrapes, RSS {first} -> {middle} -> {last_rss} KiB",
        versions.len(),
        sent.len(),
        received.len()
    );
    drop(h);
    Ok(report)
}

/// Issue 13 §6: set updates every 100 ms through the agent (the followed
/// set file rewritten) while traffic flows, on every target that takes
/// dynamic sets, side by side: no packet gets a verdict matching neither
/// the old nor the new contents, and the agent's memory stays flat.
#[test]
fn soak_set_updates_under_traffic() {
    if skip_kernel_test("agent") {
        return;
    }
    let secs = soak_secs();
    let runs: Vec<_> = [
        ("sn", "nft"),
        ("si", "iptables"),
        ("sx", "xdp"),
        ("st", "tc"),
    ]
    .into_iter()
    .filter(|(_, t)| dynamic_sets_on(t))
    .map(|(tag, target)| std::thread::spawn(move || soak(tag, target, secs)))
    .collect();
    assert!(!runs.is_empty(), "no target takes dynamic sets");
    let mut failed = Vec::new();
    for r in runs {
        match r.join() {
            Ok(Ok(report)) => eprintln!("soak: {report}"),
            Ok(Err(e)) => failed.push(e),
            Err(_) => failed.push("a soak panicked (see above)".to_string()),
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

/// The block scalar `key: |` of a YAML document (as `contrib/kubernetes`
/// writes them: two spaces deeper than the key), dedented.
fn yaml_block(yaml: &str, key: &str) -> Option<String> {
    let mut lines = yaml.lines();
    let head = lines.find(|l| l.trim_start() == format!("{key}: |"))?;
    let indent = head.len() - head.trim_start().len() + 2;
    let mut out = String::new();
    for l in lines {
        if !l.trim().is_empty() && l.len() - l.trim_start().len() < indent {
            break;
        }
        out.push_str(l.get(indent..).unwrap_or(""));
        out.push('\n');
    }
    Some(out)
}

/// `contrib/kubernetes` holds together: the ConfigMap's agent.toml is a
/// valid configuration whose policy passes `dropc check` and whose set
/// files are valid, every path it names is mounted by the DaemonSet, and
/// the DaemonSet adds exactly the systemd unit's capabilities.
#[test]
fn kubernetes_manifests_hold_together() {
    let contrib = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../contrib");
    let read = |p: &str| std::fs::read_to_string(contrib.join(p)).expect("manifest");
    let (cm, ds, unit) = (
        read("kubernetes/configmap.yaml"),
        read("kubernetes/daemonset.yaml"),
        read("systemd/dropc-agent.service"),
    );
    let toml = yaml_block(&cm, "agent.toml").expect("agent.toml in the ConfigMap");
    let config = dropc_agent::config::Config::parse(&toml, Path::new("/etc/dropc"))
        .expect("agent.toml parses");
    let mounts: Vec<&str> = ds
        .lines()
        .filter_map(|l| l.trim().strip_prefix("mountPath: "))
        .collect();
    let dir = tempfile::tempdir().expect("tempdir");
    for itf in &config.entries {
        let mounted = |p: &Path| mounts.iter().any(|m| p.starts_with(m));
        assert!(
            mounted(&itf.policy),
            "{} is not mounted",
            itf.policy.display()
        );
        let name = itf
            .policy
            .file_name()
            .and_then(|n| n.to_str())
            .expect("name");
        let policy = yaml_block(&cm, name).expect("the policy in the ConfigMap");
        let p = dir.path().join(name);
        std::fs::write(&p, &policy).expect("write");
        let o = Command::new(env!("CARGO_BIN_EXE_dropc"))
            .arg("check")
            .arg(&p)
            .stdin(Stdio::null())
            .output()
            .expect("dropc check");
        assert!(o.status.success(), "{policy}\n{o:?}");
        for (set, path) in &itf.sets {
            assert!(
                mounted(path),
                "set {set}: {} is not mounted",
                path.display()
            );
            assert!(policy.contains(&format!("set {set} = ")), "{policy}");
        }
    }
    let list = yaml_block(&cm, "blocklist.txt").expect("the deny list");
    dropc_syntax::set_elements(dropc_syntax::ast::SetKind::Ip, &list, "blocklist.txt")
        .expect("a valid set file");
    let caps = |text: &str, prefix: &str| -> Vec<String> {
        let mut v: Vec<String> = text
            .lines()
            .find_map(|l| l.trim().strip_prefix(prefix))
            .expect(prefix)
            .split([' ', ',', '[', ']', '"'])
            .filter(|c| !c.is_empty())
            .map(|c| c.trim_start_matches("CAP_").to_string())
            .collect();
        v.sort();
        v
    };
    assert_eq!(
        caps(&ds, "add: "),
        caps(&unit, "CapabilityBoundingSet="),
        "the DaemonSet and the unit grant the same capabilities"
    );
    assert!(ds.contains("hostNetwork: true") && ds.contains("path: /sys/fs/bpf"));
    // Scrapeable as documented: agent.toml's port is the DaemonSet's
    // `metrics` port and its prometheus.io annotation, listening beyond
    // localhost, and the PodMonitor scrapes that port.
    let port = config.metrics_addr.port().to_string();
    assert!(!config.metrics_addr.ip().is_loopback(), "{toml}");
    assert!(ds.contains(&format!("containerPort: {port}")), "{ds}");
    assert!(
        ds.contains(&format!("prometheus.io/port: \"{port}\"")),
        "{ds}"
    );
    assert!(
        ds.contains("- name: metrics") && ds.contains("port: metrics"),
        "{ds}"
    );
    let pm = read("kubernetes/podmonitor.yaml");
    assert!(
        pm.contains("kind: PodMonitor") && pm.contains("- port: metrics"),
        "{pm}"
    );
    assert!(pm.contains("app.kubernetes.io/name: dropc-agent"), "{pm}");
    // No interface named for the whole fleet.
    assert!(
        config
            .entries
            .iter()
            .all(|e| !matches!(e.select, dropc_agent::config::Select::Name(_))),
        "{toml}"
    );
}

// ------------------------------------------------------------ as a guard --

impl Host {
    /// Runs `program args` in the receiving namespace; panics on failure.
    fn sh(&self, program: &str, args: &[&str]) -> String {
        self.bed
            .rx
            .exec(program, args, None)
            .unwrap_or_else(|e| panic!("{program} {args:?}: {e:#}"))
    }

    /// `dropc_agent_drift_total` of this interface and `target`.
    fn drifts(&self, target: &str) -> f64 {
        let series = format!(
            "dropc_agent_drift_total{{iface=\"{}\",direction=\"ingress\",target=\"{target}\"}}",
            self.iface
        );
        sample(&self.metrics(), &series).unwrap_or(-1.0)
    }

    /// The agent's log since byte `from`.
    fn log_since(&self, from: usize) -> String {
        self.log_text().get(from..).unwrap_or_default().to_string()
    }

    /// Tampers with the policy (`how`, run in the namespace), then checks
    /// with packets that the agent put it back, logged the drift, and
    /// counted it.
    fn mended(&self, target: &str, what: &str, how: &dyn Fn(&Host)) {
        let before = self.drifts(target);
        let from = self.log_text().len();
        let tampered = now_secs();
        how(self);
        self.wait_for(&format!("{what}: the drift counted"), || {
            self.drifts(target) > before
        });
        self.enforced(&format!("{what}: A again"), 5001, 5002);
        let log = self.log_since(from);
        assert!(
            log.lines()
                .any(|l| field(l, "msg").is_some_and(|m| m.starts_with("drift:"))
                    && field(l, "iface").as_deref() == Some(self.iface.as_str())
                    && field(l, "drift").is_some()),
            "{what}: no drift line:\n{log}"
        );
        assert!(
            log.lines()
                .any(|l| field(l, "cause").as_deref() == Some("drift")
                    && field(l, "msg").as_deref() == Some("policy applied")),
            "{what}: not applied again:\n{log}"
        );
        let (status, _) = self.get("/healthz").expect("healthz");
        assert!(status.contains(" 200 "), "{what}: {status}");
        // A figure, not an assertion: from the tampering to the policy in
        // force again, per the agent's log.
        if let Some(t) = log
            .lines()
            .find(|l| field(l, "cause").as_deref() == Some("drift"))
            .and_then(|l| rfc3339(&field(l, "time")?))
        {
            eprintln!(
                "{target}: {what}: mended {:.0} ms after",
                (t - tampered) * 1000.0
            );
        }
    }
}

/// The pin of dropc's XDP link on `iface` (in the test's BPF file system).
fn xdp_link_pin(iface: &str) -> PathBuf {
    std::fs::read_dir("/sys/fs/bpf/dropc")
        .expect("dropc's pins")
        .flatten()
        .map(|e| e.path().join(iface).join("xdp_link"))
        .find(|p| p.exists())
        .expect("dropc's XDP link pin")
}

/// The ways each target's policy is removed or replaced by hand; the agent
/// mends each within its check period (and `dropc status` without it
/// says the record and the kernel disagree).
fn guard(tag: &str, target: &str) {
    let mut h = Host::new(tag, target, "", false);
    let iface = h.iface.clone();
    h.start_agent();
    h.enforced("at start, A", 5001, 5002);
    let (status, _) = h.get("/healthz").expect("healthz");
    assert!(status.contains(" 200 "), "{status}");

    // A colleague's manual `dropc apply` of another policy.
    let other = h.dir.path().join("other.drop");
    std::fs::write(&other, POLICY_B).expect("write");
    h.mended(target, "a manual dropc apply", &|h| {
        let o = h.dropc(&[
            "apply",
            other.to_str().expect("path"),
            "--target",
            target,
            "--iface",
            &h.iface,
        ]);
        eprintln!("{o}");
    });
    let table = format!("dropc-{iface}");
    let chain = format!("DROPC-{iface}");
    match target {
        "nft" => {
            h.mended(target, "nft delete table", &|h| {
                h.sh("nft", &["delete", "table", "netdev", &table]);
            });
            h.mended(target, "nft flush ruleset", &|h| {
                h.sh("nft", &["flush", "ruleset"]);
            });
            h.mended(target, "nft flush chain", &|h| {
                h.sh("nft", &["flush", "chain", "netdev", &table, "ingress"]);
            });
        }
        "iptables" => {
            h.mended(target, "iptables chain flushed", &|h| {
                h.sh("iptables", &["-t", "raw", "-F", &chain]);
            });
            h.mended(target, "iptables chain deleted", &|h| {
                let jump = [
                    "-t",
                    "raw",
                    "-D",
                    "PREROUTING",
                    "-i",
                    &h.iface,
                    "-j",
                    &chain,
                ];
                h.sh("iptables", &jump);
                h.sh("iptables", &["-t", "raw", "-F", &chain]);
                h.sh("iptables", &["-t", "raw", "-X", &chain]);
            });
            h.mended(target, "iptables rule deleted", &|h| {
                h.sh("iptables", &["-t", "raw", "-D", &chain, "1"]);
            });
        }
        "xdp" => {
            h.mended(target, "XDP link unpinned (detached)", &|h| {
                std::fs::remove_file(xdp_link_pin(&h.iface)).expect("unpin");
            });
        }
        "tc" => {
            h.mended(target, "tc filters deleted", &|h| {
                h.sh("tc", &["filter", "del", "dev", &h.iface, "ingress"]);
            });
            h.mended(target, "clsact deleted", &|h| {
                h.sh("tc", &["qdisc", "del", "dev", &h.iface, "clsact"]);
            });
        }
        other => panic!("no tampering for {other}"),
    }

    // Without the agent, `dropc status` tells the record and the kernel
    // disagree.
    h.signal(libc::SIGKILL);
    let tamper = match target {
        "nft" => vec!["nft", "delete", "table", "netdev", table.as_str()],
        "iptables" => vec!["iptables", "-t", "raw", "-F", chain.as_str()],
        "tc" => vec!["tc", "filter", "del", "dev", iface.as_str(), "ingress"],
        _ => vec![],
    };
    if target == "xdp" {
        std::fs::remove_file(xdp_link_pin(&iface)).expect("unpin");
    } else {
        h.sh(tamper[0], &tamper[1..]);
    }
    assert_eq!(h.arrive(5001), 3, "the policy is gone");
    let o = h
        .bed
        .rx
        .command(env!("CARGO_BIN_EXE_dropc"))
        .args(["status"])
        .stdin(Stdio::null())
        .output()
        .expect("dropc status");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(&format!(
            "warning: {iface}: dropc's record says the {target} policy"
        )),
        "{o:?}"
    );
    // Started again, the agent sees it is not in force and applies it.
    h.start_agent();
    h.enforced("the restarted agent put it back", 5001, 5002);
    drop(h);
}

#[test]
fn agent_mends_nft_drift() {
    if skip_kernel_test("agent") {
        return;
    }
    guard("gn", "nft");
}

#[test]
fn agent_mends_iptables_drift() {
    if skip_kernel_test("agent") {
        return;
    }
    guard("gi", "iptables");
}

#[test]
fn agent_mends_xdp_drift() {
    if skip_kernel_test("agent") {
        return;
    }
    guard("gx", "xdp");
}

#[test]
fn agent_mends_tc_drift() {
    if skip_kernel_test("agent") {
        return;
    }
    guard("gt", "tc");
}

/// Readiness (`sd_notify` READY=1 only once the policy is in force; a
/// configured interface that does not exist is named by /healthz and does
/// not make it unready), reload (SIGHUP and an edit of the configuration;
/// one with errors changes nothing), and one agent per namespace.
#[test]
fn agent_as_a_service() {
    use std::os::unix::net::UnixDatagram;
    if skip_kernel_test("agent") {
        return;
    }
    let mut h = Host::new("sv", "nft", "", false);
    let iface = h.iface.clone();
    // The configuration also names an interface this node does not have.
    let config = std::fs::read_to_string(h.config()).expect("config");
    std::fs::write(
        h.config(),
        format!("{config}[[interface]]\niface = \"dropc-none0\"\npolicy = \"p.drop\"\ntarget = \"nft\"\n"),
    )
    .expect("write");
    let sock_path = h.dir.path().join("notify.sock");
    let sock = UnixDatagram::bind(&sock_path).expect("notify socket");
    sock.set_read_timeout(Some(PATIENCE)).expect("timeout");
    // Started as systemd's Type=notify would.
    let log = std::fs::File::create(h.log()).expect("log");
    let mut c = h.bed.rx.command(env!("CARGO_BIN_EXE_dropc"));
    c.args(["agent", "--config"])
        .arg(h.config())
        .env("NOTIFY_SOCKET", &sock_path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log);
    h.agent = Some(c.spawn().expect("spawn agent"));
    let mut buf = [0u8; 512];
    let n = sock.recv(&mut buf).expect("READY=1 within the patience");
    let msg = String::from_utf8_lossy(&buf[..n]).into_owned();
    assert!(msg.lines().any(|l| l == "READY=1"), "{msg}");
    // Ready means in force: no waiting.
    assert_eq!(h.arrive(5001), 0, "READY=1 before the policy was in force");
    assert_eq!(h.arrive(5002), 3);
    let (status, body) = h.get("/healthz").expect("healthz");
    assert!(status.contains(" 200 "), "{status}");
    assert!(body.contains("not present (yet): dropc-none0"), "{body}");

    // A second agent in the namespace: exit 2, naming the first's pid.
    let first = h.agent.as_ref().expect("agent").id();
    let o = h
        .bed
        .rx
        .command(env!("CARGO_BIN_EXE_dropc"))
        .args(["agent", "--config"])
        .arg(h.config())
        .stdin(Stdio::null())
        .output()
        .expect("second agent");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    assert!(err.contains(&format!("pid {first} ")), "{err}");

    // An edit of the configuration: its new policy file, B.
    let b = h.dir.path().join("b.drop");
    std::fs::write(&b, POLICY_B).expect("write");
    let edited = std::fs::read_to_string(h.config())
        .expect("config")
        .replacen("policy = \"p.drop\"", "policy = \"b.drop\"", 1);
    write_atomic(&h.config(), &edited);
    h.enforced("the configuration edited: B", 5002, 5001);
    // A configuration with errors changes nothing, and says so.
    let from = h.log_text().len();
    write_atomic(&h.config(), "[[interface]]\niface = 7\n");
    h.wait_for("the bad configuration reported", || {
        h.log_since(from).contains("configuration not reloaded")
    });
    assert_eq!(
        sample(&h.metrics(), "dropc_agent_config_reload_success"),
        Some(0.0)
    );
    h.enforced("with a bad configuration, still B", 5002, 5001);
    // SIGHUP reads it again: A on the interface, chosen by a pattern now.
    write_atomic(
        &h.config(),
        &format!("[[interface]]\npattern = \"{}*\"\nexcept = [\"lo\"]\npolicy = \"p.drop\"\ntarget = \"nft\"\n", &iface[..iface.len() - 1]),
    );
    let pid = i32::try_from(first).expect("pid");
    // SAFETY: a signal to our own child, by pid.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGHUP) }, 0);
    h.enforced("after SIGHUP, A", 5001, 5002);
    assert_eq!(
        sample(&h.metrics(), "dropc_agent_config_reload_success"),
        Some(1.0)
    );
    let (status, body) = h.get("/healthz").expect("healthz");
    assert!(
        status.contains(" 200 ") && !body.contains("dropc-none0"),
        "{status} {body}"
    );
    let st = h.signal(libc::SIGTERM);
    assert!(st.success(), "{st:?}");
    let log = h.log_text();
    assert!(log.contains("msg=\"configuration reloaded\""), "{log}");
    drop(h);
}

/// `--log-format json`: every line is one JSON object with time, level
/// and msg; `--log-level warn` leaves the info lines out.
#[test]
fn agent_logs_json_at_a_level() {
    if skip_kernel_test("agent") {
        return;
    }
    let mut h = Host::new("lj", "nft", "", false);
    let log = std::fs::File::create(h.log()).expect("log");
    let mut c = h.bed.rx.command(env!("CARGO_BIN_EXE_dropc"));
    c.args(["agent", "--log-format", "json", "--config"])
        .arg(h.config())
        .env("RUST_LOG", "dropc=debug")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log);
    h.agent = Some(c.spawn().expect("spawn agent"));
    h.enforced("at start, A", 5001, 5002);
    h.edit(BROKEN);
    h.wait_for("the error logged", || h.log_text().contains("frobnicate"));
    let st = h.signal(libc::SIGTERM);
    assert!(st.success(), "{st:?}");
    let text = h.log_text();
    let mut levels = std::collections::BTreeSet::new();
    for l in text.lines() {
        let v: serde_json::Value = serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"));
        assert!(v["time"].as_str().and_then(rfc3339).is_some(), "{l}");
        assert!(v["msg"].is_string(), "{l}");
        levels.insert(v["level"].as_str().expect("level").to_string());
    }
    assert!(
        levels.contains("info") && levels.contains("error"),
        "{levels:?}"
    );
    // --log-level beats RUST_LOG.
    std::fs::write(h.log(), "").expect("truncate");
    h.edit(POLICY_A);
    let log = std::fs::OpenOptions::new()
        .append(true)
        .open(h.log())
        .expect("log");
    let mut c = h.bed.rx.command(env!("CARGO_BIN_EXE_dropc"));
    c.args(["agent", "--log-level", "warn", "--config"])
        .arg(h.config())
        .env("RUST_LOG", "debug")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log);
    h.agent = Some(c.spawn().expect("spawn agent"));
    h.enforced("A", 5001, 5002);
    h.edit(BROKEN);
    h.wait_for("the error logged", || h.log_text().contains("frobnicate"));
    let st = h.signal(libc::SIGTERM);
    assert!(st.success(), "{st:?}");
    let text = h.log_text();
    assert!(
        text.lines()
            .all(|l| matches!(field(l, "level").as_deref(), Some("warn" | "error"))),
        "{text}"
    );
    // Host's drop parses the (logfmt) lines.
    drop(h);
}

/// The capabilities the unit and the DaemonSet grant, exactly.
const CAPS: [&str; 4] = ["cap_net_admin", "cap_bpf", "cap_perfmon", "cap_net_raw"];

/// Each target with exactly the unit's capabilities (`capsh`: the bounding
/// set of root's shell, so the effective set after exec): apply, a set
/// update, stats and remove work, and the policy drops what it says; with
/// one of them removed, dropc says which, and nothing is loaded (never a
/// verifier dump).
#[test]
fn capabilities_exactly() {
    if skip_kernel_test("agent") {
        return;
    }
    let unit = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../contrib/systemd/dropc-agent.service"),
    )
    .expect("unit");
    let granted = unit
        .lines()
        .find_map(|l| l.strip_prefix("AmbientCapabilities="))
        .expect("AmbientCapabilities")
        .to_ascii_lowercase();
    let mut granted: Vec<&str> = granted.split_whitespace().collect();
    granted.sort_unstable();
    let mut ours = CAPS.to_vec();
    ours.sort_unstable();
    assert_eq!(granted, ours, "the unit grants what this test checks");
    let all = Command::new("capsh")
        .arg("--print")
        .output()
        .expect("capsh (libcap2-bin)");
    let bounding = String::from_utf8_lossy(&all.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("Bounding set =").map(str::to_string))
        .expect("bounding set");
    let h = Host::new("cp", "nft", "", false);
    let policy = h.dir.path().join("c.drop");
    std::fs::write(
        &policy,
        "set bad = ip dynamic\ndefault pass\nbanned: drop src @bad\nblock-a: drop udp dport 5001\n",
    )
    .expect("write");
    let dropc = env!("CARGO_BIN_EXE_dropc");
    let run = |keep: &[&str], args: &str| {
        let drop: Vec<&str> = bounding.split(',').filter(|c| !keep.contains(c)).collect();
        h.bed
            .rx
            .command("capsh")
            .arg(format!("--drop={}", drop.join(",")))
            .args(["--", "-c", &format!("{dropc} {args}")])
            .stdin(Stdio::null())
            .output()
            .expect("capsh")
    };
    let p = policy.to_str().expect("path");
    let iface = &h.iface;
    for target in ["nft", "iptables", "xdp", "tc"] {
        let o = run(
            &CAPS,
            &format!("apply {p} --target {target} --iface {iface}"),
        );
        assert!(o.status.success(), "{target} with exactly {CAPS:?}: {o:?}");
        h.enforced(&format!("{target}: A"), 5001, 5002);
        let o = run(
            &CAPS,
            &format!("set add bad {} --iface {iface}", h.bed.link(0).tx_addr),
        );
        assert!(o.status.success(), "{target}: set add: {o:?}");
        h.wait_for(&format!("{target}: the sender banned"), || {
            h.arrive(5002) == 0
        });
        let o = run(&CAPS, &format!("stats --iface {iface}"));
        assert!(o.status.success(), "{target}: stats: {o:?}");
        let o = run(&CAPS, &format!("remove --iface {iface}"));
        assert!(o.status.success(), "{target}: remove: {o:?}");
        assert_eq!(h.arrive(5001), 3, "{target}: removed");
        for missing in CAPS {
            let keep: Vec<&str> = CAPS.iter().copied().filter(|c| *c != missing).collect();
            let o = run(
                &keep,
                &format!("apply {p} --target {target} --iface {iface}"),
            );
            let err = String::from_utf8_lossy(&o.stderr);
            assert_eq!(
                o.status.code(),
                Some(2),
                "{target} without {missing}: {o:?}"
            );
            assert!(
                err.contains(&format!("lacks {}", missing.to_ascii_uppercase())),
                "{target} without {missing}: {err}"
            );
            assert!(
                !err.contains("verifier") && !err.contains("processed"),
                "{err}"
            );
            assert_eq!(
                h.arrive(5001),
                3,
                "{target} without {missing}: nothing loaded"
            );
        }
    }
}
