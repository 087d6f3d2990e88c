//! The command line of spec §8, run as a user would: exit statuses,
//! diagnostics on standard error, outputs never half written.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dropc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dropc"))
        .args(args)
        .output()
        .expect("run dropc")
}

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules-examples")
}

fn example(name: &str) -> String {
    examples().join(name).to_string_lossy().into_owned()
}

/// Makes a FIFO at `path`.
fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap().success();
    assert!(ok, "mkfifo {}", path.display());
}

/// `dropc compile POLICY --target TARGET --iface eth0 -o OUT`.
fn compile(policy: &str, target: &str, out: &Path) -> Output {
    dropc(&[
        "compile",
        policy,
        "--target",
        target,
        "--iface",
        "eth0",
        "-o",
        out.to_str().unwrap(),
    ])
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

#[test]
fn check_passes_examples_and_reports_errors_with_positions() {
    let o = dropc(&["check", &example("flood.drop"), &example("ssh-syn.drop")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    let dir = tempfile::tempdir().unwrap();
    let bad = write(
        dir.path(),
        "bad.drop",
        "default pass\nblocked: drop src 10.0.0.1/8\n",
    );
    let o = dropc(&["check", &bad]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains(&format!("{bad}:2:19")), "{err}");
    assert!(err.contains("did you mean 10.0.0.0/8?"), "{err}");
}

#[test]
fn check_json_is_machine_readable() {
    let dir = tempfile::tempdir().unwrap();
    let bad = write(
        dir.path(),
        "bad.drop",
        "set blocklist = ip { 192.0.2.0/24 }\ndrop src @blocklst\n",
    );
    let o = dropc(&["check", "--format", "json", &bad]);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json on stdout");
    assert_eq!(v["errors"], 1);
    let diags = v["diagnostics"].as_array().unwrap();
    let d = diags
        .iter()
        .find(|d| d["severity"] == "error")
        .expect("an error");
    assert_eq!(d["code"], "unknown-set");
    assert_eq!(d["line"], 2);
    assert_eq!(d["column"], 10);
    assert!(d["help"].as_str().unwrap().contains("blocklist"), "{d}");
}

/// Secondary places: in the human form under their line, in JSON as
/// `labels` (schema: `dropc_ir::diag`); the fields of the first schema stay.
#[test]
fn check_shows_where_a_duplicate_was_first_defined() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(
        dir.path(),
        "dup.drop",
        "web: pass tcp dport 80\nweb: drop udp\n",
    );
    let o = dropc(&["check", &p]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains(&format!("--> {p}:2:1\n")), "{err}");
    assert!(
        err.contains("1 | web: pass tcp dport 80\n  | --- first defined here\n"),
        "{err}"
    );
    let o = dropc(&["check", "--format", "json", &p]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json on stdout");
    let d = &v["diagnostics"][0];
    let fields: Vec<&str> = d.as_object().unwrap().keys().map(String::as_str).collect();
    for f in [
        "severity",
        "code",
        "message",
        "file",
        "line",
        "column",
        "end_line",
        "end_column",
        "help",
        "notes",
        "labels",
    ] {
        assert!(fields.contains(&f), "{f} missing from {d}");
    }
    assert_eq!(d["code"], "duplicate-label");
    assert_eq!(
        (d["line"].as_u64(), d["column"].as_u64()),
        (Some(2), Some(1))
    );
    let l = &d["labels"][0];
    assert_eq!(l["file"], p.as_str());
    assert_eq!(
        (l["line"].as_u64(), l["column"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(
        (l["end_line"].as_u64(), l["end_column"].as_u64()),
        (Some(1), Some(4))
    );
    assert_eq!(l["message"], "first defined here");
}

#[test]
fn missing_policy_is_an_io_error() {
    let o = dropc(&["check", "/nonexistent/policy.drop"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("/nonexistent/policy.drop"));
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(dropc(&["compile"]).status.code(), Some(2));
    assert_eq!(dropc(&["frobnicate"]).status.code(), Some(2));
    let o = dropc(&[
        "compile",
        &example("flood.drop"),
        "--target",
        "nft",
        "-o",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(2), "nft needs --iface");
}

#[test]
fn test_reports_failed_expectations_with_line_and_rule() {
    let o = dropc(&["test", &example("flood.drop"), &example("drdos.drop")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains(" passed, 0 failed"));

    let dir = tempfile::tempdir().unwrap();
    let p = write(
        dir.path(),
        "p.drop",
        "default pass\nssh: drop tcp dport 22\nexpect pass tcp 192.0.2.1:1 -> 192.0.2.2:22\nexpect pass tcp 192.0.2.1:1 -> 192.0.2.2:80\n",
    );
    let o = dropc(&["test", &p]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains(&format!("{p}:3:")), "{err}");
    assert!(err.contains("rule `ssh` (line 2)"), "{err}");
    assert!(stdout(&o).contains("1 passed, 1 failed"));
}

#[test]
fn explain_names_the_deciding_rule_and_each_miss() {
    let o = dropc(&[
        "explain",
        &example("ssh-syn.drop"),
        "tcp 198.51.100.1:40000 -> 203.0.113.5:22 flags syn",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("rule `admin-ssh`"), "{out}");
    assert!(out.contains("`src @admins` does not hold"), "{out}");
    assert!(out.contains("verdict: drop by rule `ssh-syn`"), "{out}");

    let o = dropc(&[
        "explain",
        &example("ssh-syn.drop"),
        "tcp 1.2.3.4 -> nowhere",
    ]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn ir_is_json_and_failed_compile_leaves_output_untouched() {
    let o = dropc(&[
        "compile",
        &example("flood.drop"),
        "--target",
        "ir",
        "-o",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let ir: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(ir["rules"][0]["label"], "flood");

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.nft");
    std::fs::write(&out, "previous contents").unwrap();
    let bad = write(dir.path(), "bad.drop", "drop dport 22\n");
    let o = dropc(&[
        "compile",
        &bad,
        "--target",
        "nft",
        "--iface",
        "eth0",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous contents");
    let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(leftovers.len(), 2, "no temporary files left behind");

    let o = dropc(&[
        "compile",
        &example("flood.drop"),
        "--target",
        "nft",
        "--iface",
        "eth0",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&out)
        .unwrap()
        .contains("table netdev dropc"));
}

#[test]
fn every_example_compiles_for_every_target_that_can_express_it() {
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(examples()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("drop") {
            continue;
        }
        let generated = std::fs::read_to_string(&path)
            .unwrap()
            .contains("generated/");
        if generated && !examples().join("generated").exists() {
            eprintln!("skipping {}: run scripts/make-examples", path.display());
            continue;
        }
        let p = path.to_str().unwrap();
        for (target, out) in [
            ("xdp", "p.o"),
            ("tc", "p.o"),
            ("nft", "p.nft"),
            ("iptables", "ipt"),
        ] {
            let o = compile(p, target, &dir.path().join(out));
            // (v2) Every example compiles for every target that can
            // express it; the others reject it with capability errors only.
            let err = stderr(&o);
            let only_caps = err.matches("error[").count() > 0
                && err.matches("error[").count() == err.matches("error[unsupported]").count();
            assert!(
                o.status.code() == Some(0) || (o.status.code() == Some(1) && only_caps),
                "{p} --target {target}: {err}"
            );
        }
        let o = dropc(&["test", p]);
        assert_eq!(o.status.code(), Some(0), "{p}: {}", stderr(&o));
    }
    let ipt = dir.path().join("ipt");
    for f in ["ipset.restore", "iptables.restore", "ip6tables.restore"] {
        assert!(ipt.join(f).exists(), "{f}");
    }
}

#[test]
fn errors_without_a_place_have_no_excerpt() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("ipt");
    let o = dropc(&[
        "compile",
        &example("flood.drop"),
        "--target",
        "iptables",
        "--iface",
        "a/b",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("error[bad-iface]"), "{err}");
    assert!(!err.contains(":1:1") && !err.contains('^'), "{err}");
    let o = dropc(&[
        "check",
        "--format",
        "json",
        "--target",
        "nft",
        &example("flood.drop"),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn names_a_target_cannot_load_are_caught_at_check() {
    let dir = tempfile::tempdir().unwrap();
    let label = "l".repeat(300);
    let p = write(
        dir.path(),
        "long.drop",
        &format!("{label}: drop udp dport 53\n"),
    );
    // Without --target: a warning for nft (the label names its rules'
    // comment).
    // iptables names nothing after a label (its rules carry no comment:
    // stats finds a label by its rule's position).
    let o = dropc(&["check", &p]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert_eq!(err.matches("warning[name-too-long]").count(), 1, "{err}");
    let o = dropc(&["check", "--target", "iptables", &p]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = compile(&p, "iptables", &dir.path().join("out-iptables"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = dropc(&["check", "--target", "nft", &p]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("error[name-too-long]") && err.contains("NFTNL_UDATA_COMMENT_MAXLEN"),
        "{err}"
    );
    assert!(err.contains("limit of 128"), "{err}");
    let o = compile(&p, "nft", &dir.path().join("out-nft"));
    assert_eq!(o.status.code(), Some(1));
    let out = dir.path().join("p.o");
    let o = dropc(&[
        "compile",
        &p,
        "--target",
        "xdp",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // At the limit is fine: `rule-` + 123 bytes = 128.
    let ok = write(
        dir.path(),
        "ok.drop",
        &format!("{}: drop udp dport 53\n", "l".repeat(123)),
    );
    let o = dropc(&["check", "--target", "nft", "--target", "iptables", &ok]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // A long set name, for nft.
    let set = "s".repeat(260);
    let p = write(
        dir.path(),
        "set.drop",
        &format!("set {set} = port {{ 53 }}\ndrop udp dport @{set}\n"),
    );
    let o = dropc(&["check", "--target", "nft", &p]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("NFT_SET_MAXNAMELEN"), "{}", stderr(&o));
}

#[test]
fn policy_and_set_files_must_be_regular_and_are_quoted_little() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    mkfifo(&fifo);
    let fifo = fifo.to_str().unwrap();
    // Neither blocks: refused after a non-blocking open.
    for p in [fifo, "/dev/zero"] {
        let o = dropc(&["check", p]);
        assert_eq!(o.status.code(), Some(2), "{p}");
        assert!(stderr(&o).contains("not a regular file"), "{}", stderr(&o));
        // The summary does not count it as checked.
        assert!(
            stderr(&o).contains("checked 0 policies: 0 errors, 0 warnings; 1 could not be read"),
            "{}",
            stderr(&o)
        );
    }
    let p = write(
        dir.path(),
        "fifo-set.drop",
        &format!("set s = ip from \"{fifo}\"\ndrop src @s\n"),
    );
    let o = dropc(&["check", &p]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("a FIFO, not a regular file"),
        "{}",
        stderr(&o)
    );

    // A file that is no set file: nothing of it is printed.
    let secret = "root:$6$verysecretsalt$hashhashhash:19000:0:99999:7:::";
    write(
        dir.path(),
        "shadow",
        &format!("{secret}\n{secret}\n{secret}\n"),
    );
    let p = write(
        dir.path(),
        "shadow.drop",
        "set s = ip from \"shadow\"\ndrop src @s\n",
    );
    for format in ["human", "json"] {
        let o = dropc(&["check", "--format", format, &p]);
        assert_eq!(o.status.code(), Some(1));
        let all = format!("{}{}", stdout(&o), stderr(&o));
        assert!(all.contains("is not an ip set file"), "{all}");
        assert!(!all.contains("root") && !all.contains("secret"), "{all}");
        if format == "json" {
            let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
            let d = &v["diagnostics"][0];
            assert!(d["line"].is_null() && d["column"].is_null(), "{d}");
        }
    }
    // A set file's bad line is quoted short, in the message and excerpt.
    let long = "z".repeat(300);
    write(dir.path(), "set.txt", &format!("192.0.2.1\n{long}\n"));
    let p = write(
        dir.path(),
        "long.drop",
        "set s = ip from \"set.txt\"\ndrop src @s\n",
    );
    let o = dropc(&["check", &p]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("bad-set-element"), "{err}");
    assert!(!err.contains(&"z".repeat(41)), "{err}");
}

/// The temporary files (`.dropc-tmp-*`) in `dir`.
fn temps(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with(".dropc-tmp-"))
        .collect()
}

#[test]
fn outputs_never_replace_devices_fifos_or_links() {
    use std::os::unix::fs::FileTypeExt;
    let flood = example("flood.drop");
    let ir = |out: &str| dropc(&["compile", &flood, "--target", "ir", "-o", out]);
    // Devices are written through and stay devices.
    let o = ir("/dev/null");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = ir("/dev/full");
    assert_eq!(o.status.code(), Some(2), "a full device is an I/O error");
    for dev in ["/dev/null", "/dev/full"] {
        let ft = std::fs::symlink_metadata(dev).unwrap().file_type();
        assert!(ft.is_char_device(), "{dev}");
    }
    let o = ir("/dev/stdout");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("\"rules\""));

    // A FIFO is written through to its reader.
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    mkfifo(&fifo);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    let o = ir(fifo.to_str().unwrap());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(reader.join().unwrap().contains("\"rules\""));
    assert!(std::fs::symlink_metadata(&fifo)
        .unwrap()
        .file_type()
        .is_fifo());

    // A symbolic link is refused; neither it nor its target changes.
    let target = dir.path().join("target");
    std::fs::write(&target, "precious").unwrap();
    let link = dir.path().join("link");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let o = ir(link.to_str().unwrap());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("symbolic link"), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious");
    assert!(temps(dir.path()).is_empty());
}

#[test]
fn outputs_go_through_random_temporaries_and_stale_ones_are_removed() {
    let dir = tempfile::tempdir().unwrap();
    // A 250-character name works (the temporary name does not extend it).
    let out = dir.path().join("o".repeat(250));
    let o = compile(&example("flood.drop"), "nft", &out);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&out)
        .unwrap()
        .contains("table netdev"));

    // What a killed compile left: a temporary of a process that is gone is
    // removed by the next run; one of a live process is not.
    use std::os::unix::fs::MetadataExt;
    let ns = std::fs::metadata("/proc/self/ns/pid").unwrap().ino();
    let mut child = Command::new("true").spawn().unwrap();
    let dead = child.id();
    child.wait().unwrap();
    let stale = format!(".dropc-tmp-{ns}-{dead}-abcdef");
    let live = format!(".dropc-tmp-{ns}-{}-abcdef", std::process::id());
    std::fs::write(dir.path().join(&stale), "left over").unwrap();
    std::fs::write(dir.path().join(&live), "being written").unwrap();
    let o = compile(&example("flood.drop"), "nft", &dir.path().join("p.nft"));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(temps(dir.path()), [live]);

    // The iptables directory too.
    let ipt = dir.path().join("ipt");
    let o = compile(&example("flood.drop"), "iptables", &ipt);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(temps(&ipt).is_empty());
    assert_eq!(std::fs::read_dir(&ipt).unwrap().count(), 3);
}

#[test]
fn a_closed_pipe_ends_explain_quietly() {
    use std::io::BufRead;
    use std::os::unix::process::ExitStatusExt;
    // Thousands of rules that miss: more output than a pipe holds, so the
    // writes after `head -1` hit the closed pipe.
    let dir = tempfile::tempdir().unwrap();
    let rules: String = (0..5000).map(|k| format!("drop tcp dport {k}\n")).collect();
    let p = write(dir.path(), "many.drop", &rules);
    let mut child = Command::new(env!("CARGO_BIN_EXE_dropc"))
        .args(["explain", &p, "udp 192.0.2.1:1 -> 192.0.2.2:2"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("packet:"), "{first}");
    let o = child.wait_with_output().unwrap();
    assert_ne!(o.status.code(), Some(101), "{}", stderr(&o));
    assert!(
        o.status.success() || o.status.signal() == Some(SIGPIPE),
        "{:?}",
        o.status
    );
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
}

/// SIGPIPE's number on Linux.
const SIGPIPE: i32 = 13;

#[test]
fn privileged_commands_say_what_they_need() {
    let root = Command::new("id").arg("-u").output().unwrap();
    if String::from_utf8_lossy(&root.stdout).trim() != "0" {
        eprintln!("skipped: needs root to run dropc as nobody");
        return;
    }
    // As nobody; where nobody cannot reach this build at all (a home
    // directory, or a root directory of mode 0700 as on this machine kind),
    // as root with every capability dropped: the check reads the effective
    // capabilities, not the user id.
    let run_as = |who: &[&str], args: &[&str]| {
        Command::new("setpriv")
            .args(who)
            .arg(env!("CARGO_BIN_EXE_dropc"))
            .args(args)
            .output()
            .expect("run setpriv")
    };
    let nobody: &[&str] = &["--reuid=nobody", "--regid=nogroup", "--clear-groups"];
    let capless: &[&str] = &["--inh-caps=-all", "--bounding-set=-all"];
    let flood = example("flood.drop");
    // What needs no privilege works unprivileged.
    let who = if run_as(nobody, &["test", &flood]).status.success() {
        nobody
    } else {
        capless
    };
    let o = run_as(who, &["test", &flood]);
    assert!(o.status.success(), "{who:?} test: {}", stderr(&o));
    let as_nobody = |args: &[&str]| run_as(who, args);
    for (name, args) in [
        (
            "apply",
            vec!["apply", &flood, "--target", "xdp", "--iface", "lo"],
        ),
        ("remove", vec!["remove", "--iface", "lo"]),
        ("stats", vec!["stats", "--iface", "lo"]),
        ("set", vec!["set", "list", "deny", "--iface", "lo"]),
        ("status", vec!["status"]),
        ("agent", vec!["agent", "--config", "/nonexistent.toml"]),
        ("test --kernel", vec!["test", "--kernel", &flood]),
    ] {
        let o = as_nobody(&args);
        assert_eq!(o.status.code(), Some(2), "{name}: {}", stderr(&o));
        assert_eq!(
            stderr(&o),
            format!("error: dropc {name} needs CAP_NET_ADMIN, CAP_BPF, CAP_PERFMON and CAP_NET_RAW; this process lacks CAP_NET_ADMIN, CAP_BPF, CAP_PERFMON and CAP_NET_RAW (run as root, or grant them: systemd AmbientCapabilities=, Kubernetes securityContext.capabilities.add)\n")
        );
    }
}

#[test]
fn a_compile_killed_before_its_rename_leaves_what_the_next_run_removes() {
    if Command::new("strace").arg("-V").output().is_err() {
        eprintln!("skipped: strace is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("p.nft");
    std::fs::write(&out, "previous").unwrap();
    // SIGKILL at the first fsync: the temporary file is written, not renamed.
    let o = Command::new("strace")
        .args(["-f", "-o", "/dev/null", "-e", "trace=fsync"])
        .args(["-e", "inject=fsync:signal=KILL"])
        .arg(env!("CARGO_BIN_EXE_dropc"))
        .args(["compile", &example("flood.drop"), "--target", "nft"])
        .args(["--iface", "eth0", "-o", out.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!o.status.success());
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous");
    assert_eq!(temps(dir.path()).len(), 1, "the killed run's temporary");
    let o = compile(&example("flood.drop"), "nft", &out);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(temps(dir.path()).is_empty());
    assert!(std::fs::read_to_string(&out)
        .unwrap()
        .contains("table netdev"));
}

/// `--then` with another target than xdp is refused (exit 2). The
/// privilege check comes first, so the message is checked as root only.
#[test]
fn then_is_only_for_xdp() {
    let o = dropc(&[
        "apply",
        &example("flood.drop"),
        "--target",
        "tc",
        "--iface",
        "lo",
        "--then",
        "/sys/fs/bpf/next",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    if dropc_apply::netns::is_root() {
        assert!(stderr(&o).contains("--then"), "{}", stderr(&o));
    }
}

/// Kernel (root): an XDP program that dropc did not attach holds the hook
/// (attached here with `ip link set ... xdpgeneric obj`): `dropc apply
/// --target xdp` refuses with exit 2, naming the program and the way to
/// chain it, and leaves it attached.
#[test]
fn apply_refuses_a_foreign_xdp_program() {
    if dropc_testkit::skip_kernel_test("apply_refuses_a_foreign_xdp_program") {
        return;
    }
    let ns = dropc_testkit::Netns::new("cli-held").expect("namespace");
    dropc_testkit::NetnsExt::add_veth(&ns, "dropch0", "dropch1").expect("veth");
    let dir = tempfile::tempdir().unwrap();
    let obj = dir.path().join("other.o");
    let obj_s = obj.to_string_lossy().into_owned();
    let o = dropc(&[
        "compile",
        &example("flood.drop"),
        "--target",
        "xdp",
        "-o",
        &obj_s,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let attach = [
        "link",
        "set",
        "dev",
        "dropch0",
        "xdpgeneric",
        "obj",
        &obj_s,
        "sec",
        "xdp",
    ];
    ns.exec("ip", &attach, None).expect("ip link set xdp");
    let o = ns
        .command(env!("CARGO_BIN_EXE_dropc"))
        .args([
            "apply",
            &example("flood.drop"),
            "--target",
            "xdp",
            "--iface",
            "dropch0",
        ])
        .output()
        .expect("run dropc");
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("held by program id")
            && err.contains("dropc_xdp")
            && err.contains("--then")
            && err.contains("detach"),
        "{err}"
    );
    let link = ns
        .exec("ip", &["link", "show", "dev", "dropch0"], None)
        .expect("ip link show");
    assert!(link.contains("xdpgeneric"), "still attached: {link}");
}

#[test]
fn test_and_explain_share_rate_state() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(
        dir.path(),
        "rate.drop",
        "rl: drop udp over 1/minute burst 3 per src\n\
         expect pass udp 192.0.2.1:1 -> 192.0.2.2:2 times 3\n\
         expect drop udp 192.0.2.1:1 -> 192.0.2.2:2\n\
         expect pass udp 192.0.2.9:1 -> 192.0.2.2:2 payload \"x\"\n",
    );
    let o = dropc(&["test", &p]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("3 passed, 0 failed"), "{}", stdout(&o));
    // Four copies: the fourth fails, and the message says which and why.
    let bad = write(
        dir.path(),
        "bad.drop",
        "rl: drop udp over 1/minute burst 3 per src\n\
         expect pass udp 192.0.2.1:1 -> 192.0.2.2:2 times 4\n",
    );
    let o = dropc(&["test", &bad]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("copy 4 of 4"), "{err}");
    assert!(err.contains("had 0 of 3 tokens"), "{err}");
    let o = dropc(&["explain", &p, "udp 192.0.2.1:1 -> 192.0.2.2:2 times 2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("key 192.0.2.1 had 2 of 3 tokens"), "{out}");
    assert!(out.contains("verdict: pass"), "{out}");
}
