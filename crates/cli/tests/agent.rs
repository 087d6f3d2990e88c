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

use dropc_testkit::{skip_kernel_test, Netns};
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

/// Conditions are polled for at most this long (a bound, not a timing
/// assertion: they normally hold within a second).
const PATIENCE: Duration = Duration::from_secs(20);

struct Host {
    rx: Netns,
    tx: Netns,
    iface: String,
    peer: String,
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
    /// `top`: top-level configuration lines.
    fn new(tag: &str, target: &str, top: &str) -> Host {
        let rx = Netns::new(&format!("ag-{tag}-rx")).expect("rx netns");
        let tx = Netns::new(&format!("ag-{tag}-tx")).expect("tx netns");
        let pid = std::process::id() % 0x1_0000;
        let h = Host {
            iface: format!("da{pid:x}{tag}r"),
            peer: format!("da{pid:x}{tag}t"),
            tx,
            dir: tempfile::tempdir().expect("tempdir"),
            agent: None,
            resident: rx
                .command("sleep")
                .arg("3600")
                .stdin(Stdio::null())
                .spawn()
                .expect("sleep"),
            rx,
        };
        h.rx.exec("ip", &["link", "set", "lo", "up"], None)
            .expect("lo up");
        h.link();
        std::fs::write(h.policy(), POLICY_A).expect("write");
        std::fs::create_dir(h.dir.path().join("sets")).expect("mkdir");
        let config = format!(
            "{top}[[interface]]\niface = \"{}\"\npolicy = \"p.drop\"\ntarget = \"{target}\"\nsets = {{ bad = \"sets\" }}\n",
            h.iface
        );
        std::fs::write(h.config(), config).expect("write");
        h
    }

    /// Creates the veth pair, addressed and up.
    fn link(&self) {
        let (r, t) = (&self.iface, &self.peer);
        self.tx
            .exec(
                "ip",
                &[
                    "link",
                    "add",
                    t,
                    "type",
                    "veth",
                    "peer",
                    "name",
                    r,
                    "netns",
                    self.rx.name(),
                ],
                None,
            )
            .expect("veth");
        self.rx
            .exec("ip", &["addr", "add", "10.92.1.1/24", "dev", r], None)
            .expect("addr");
        self.tx
            .exec("ip", &["addr", "add", "10.92.1.2/24", "dev", t], None)
            .expect("addr");
        self.rx
            .exec("ip", &["link", "set", r, "up"], None)
            .expect("up");
        self.tx
            .exec("ip", &["link", "set", t, "up"], None)
            .expect("up");
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
        let mut c = self.rx.command(env!("CARGO_BIN_EXE_dropc"));
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
        let rx = self
            .rx
            .run(move || UdpSocket::bind(("10.92.1.1", port)))
            .expect("thread")
            .expect("bind");
        rx.set_read_timeout(Some(Duration::from_millis(300)))
            .expect("timeout");
        let tx = self
            .tx
            .run(|| UdpSocket::bind(("10.92.1.2", 0)))
            .expect("thread")
            .expect("bind");
        for n in 0..3 {
            tx.send_to(format!("m{n}").as_bytes(), ("10.92.1.1", port))
                .expect("send");
        }
        let mut got = 0;
        let mut buf = [0u8; 16];
        while rx.recv(&mut buf).is_ok() {
            got += 1;
        }
        got
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
        let _ = self.resident.kill();
        let _ = self.resident.wait();
        let _ = self
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

fn scenario(tag: &str, target: &str) {
    let mut h = Host::new(tag, target, "");
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
    h.edit(POLICY_B);
    h.enforced("after the edit, B", 5002, 5001);

    // Broken: B stays, the error is counted and logged.
    h.edit(BROKEN);
    let errors = format!("dropc_agent_errors_total{{iface=\"{iface}\",kind=\"policy\"}}");
    h.wait_for("the policy error counted", || {
        sample(&h.metrics(), &errors) == Some(1.0)
    });
    assert_eq!(sample(&h.metrics(), &ok), Some(0.0));
    assert!(h.log_text().contains("frobnicate"), "{}", h.log_text());
    h.enforced("with a broken policy, still B", 5002, 5001);

    // The interface deleted and created again while the file is broken:
    // the policy in force before (B) is applied again, at once.
    h.tx.exec("ip", &["link", "del", &h.peer], None)
        .expect("del veth");
    h.link();
    h.enforced("on the re-created interface, B", 5002, 5001);
    h.wait_for("re-applied on the link event", || {
        h.log_text().contains("cause=\"link_created\"")
    });

    // Repaired (A again).
    h.edit(POLICY_A);
    h.enforced("repaired, A", 5001, 5002);
    h.wait_for("success again", || sample(&h.metrics(), &ok) == Some(1.0));

    // A set file changes: seen and the policy re-applied (set updates
    // without a reload come with the dynamic sets).
    std::fs::write(h.dir.path().join("sets/bad.list"), "192.0.2.1\n").expect("write");
    h.wait_for("the set change re-applied", || {
        h.log_text().contains("cause=\"set_changed\"")
    });
    h.enforced("after the set change, A", 5001, 5002);

    // SIGKILL: the policy stays in force while no agent runs; the restarted
    // agent finds it in force and loads nothing.
    let st = h.signal(libc::SIGKILL);
    assert!(!st.success());
    assert_eq!(h.arrive(5001), 0, "A in force with the agent killed");
    let before = h.dropc(&["status", "--format", "json"]);
    let log_len = h.log_text().len();
    h.start_agent();
    h.wait_for("the restarted agent reconciled", || {
        h.log_text()[log_len..].contains("already in force")
    });
    assert_eq!(h.arrive(5001), 0, "A in force after the restart");
    let after = h.dropc(&["status", "--format", "json"]);
    assert_eq!(before, after, "the restart reloaded nothing");
    if target == "xdp" {
        let link =
            h.rx.exec("ip", &["link", "show", "dev", &iface], None)
                .expect("ip");
        assert_eq!(link.matches("prog/xdp").count(), 1, "{link}");
    }

    // SIGTERM: stops cleanly, the policy stays.
    let st = h.signal(libc::SIGTERM);
    assert!(st.success(), "{st:?}: {}", h.log_text());
    assert!(h.log_text().contains("policies stay in force"));
    assert_eq!(h.arrive(5001), 0, "A in force after SIGTERM");
    assert_eq!(h.arrive(5002), 3);
    drop(h);
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
    let mut h = Host::new("r", "nft", "remove_on_exit = true\n");
    h.start_agent();
    h.enforced("at start, A", 5001, 5002);
    let st = h.signal(libc::SIGTERM);
    assert!(st.success(), "{st:?}: {}", h.log_text());
    assert_eq!(h.arrive(5001), 3, "removed on exit: {}", h.log_text());
    let status = h.dropc(&["status", "--format", "json"]);
    assert!(!status.contains(&h.iface), "{status}");
}
