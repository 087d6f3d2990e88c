//! The files generated from the clap definitions and committed under
//! `crates/cli/generated/`: a man page for dropc and one per subcommand
//! (clap_mangen), and the shells' completion registrations (clap_complete).
//! The packages install them from there. A test, not a build script: it is
//! the one place that sees the definitions without a library split, and it
//! fails when a subcommand or flag changed and the files were not
//! regenerated:
//!
//! `DROPC_UPDATE_SNAPSHOTS=1 cargo test --release -p dropc --bin dropc generated`

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const VERSION: &str = env!("CARGO_PKG_VERSION");

/// What dropc.1 says beyond the options: exit status, environment, files.
const DROPC_EXTRA: &str = r#".SH "EXIT STATUS"
.TP
\fB0\fR
success
.TP
\fB1\fR
the policy has errors, or an expectation failed
.TP
\fB2\fR
usage, I/O or system error
.SH ENVIRONMENT
.TP
\fBDROPC_IPTABLES\fR=\fIlegacy\fR|\fInft\fR
the iptables variant \fBapply\fR uses (default: found on the host)
.TP
\fBDROPC_COMPLETE\fR=\fIbash\fR|\fIzsh\fR|\fIfish\fR
print the shell's completion registration (the packages install it)
.SH FILES
.TP
\fI/etc/dropc/agent.toml\fR
the agent's configuration (\fBdropc agent \-\-config\fR)
.TP
\fI/run/dropc/\fR
what \fBapply\fR loaded where (records and locks)
.TP
\fI/sys/fs/bpf/dropc/\fR
the pinned BPF programs and maps of the xdp and tc targets
.SH "SEE ALSO"
\fBnft\fR(8), \fBiptables\fR(8), \fBipset\fR(8), \fBip\fR(8), \fBtc\fR(8),
\fBsystemctl\fR(1); the policy language and the README:
/usr/share/doc/dropc/
"#;

/// The shells and their completion files' names (those each shell's
/// completion directory wants).
pub const COMPLETIONS: [(&str, &str); 3] =
    [("bash", "dropc"), ("zsh", "_dropc"), ("fish", "dropc.fish")];

/// Every generated file, by its path under `crates/cli/generated/`.
fn generate() -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut cmd = crate::complete::command().disable_help_subcommand(true);
    cmd.build();
    man_pages(&cmd, &mut files);
    for (shell, name) in COMPLETIONS {
        files.insert(format!("completions/{name}"), registration(shell));
    }
    files
}

/// A page per command, the subcommands' named `dropc-SUB[-SUBSUB].1`.
fn man_pages(cmd: &clap::Command, files: &mut BTreeMap<String, Vec<u8>>) {
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        man_pages(sub, files);
    }
    let man = clap_mangen::Man::new(cmd.clone())
        .source(format!("dropc {VERSION}"))
        .manual("dropc manual");
    let mut page = Vec::new();
    man.render(&mut page).expect("render a man page");
    if cmd.get_name() == "dropc" {
        page.extend_from_slice(DROPC_EXTRA.as_bytes());
    }
    files.insert(format!("man/{}", man.get_filename()), page);
}

/// What `DROPC_COMPLETE=SHELL dropc` prints (the CLI tests check that
/// the binary prints the committed file), for zsh followed by
/// [`ZSH_AUTOLOAD`].
fn registration(shell: &str) -> Vec<u8> {
    use clap_complete::env::{Bash, EnvCompleter, Fish, Zsh};
    let completer: &dyn EnvCompleter = match shell {
        "bash" => &Bash,
        "zsh" => &Zsh,
        _ => &Fish,
    };
    let mut buf = Vec::new();
    completer
        .write_registration(crate::complete::VAR, "dropc", "dropc", "dropc", &mut buf)
        .expect("write a registration");
    if shell == "zsh" {
        // Installed in $fpath, the file is the body of the autoloaded
        // function `_dropc`: the first Tab would only define the completer
        // and bind it. Run it then too (sourced, funcstack[1] is not
        // `_dropc` and this does nothing).
        buf.extend_from_slice(ZSH_AUTOLOAD.as_bytes());
    }
    buf
}

/// Appended to zsh's registration for the file installed as `_dropc`.
pub const ZSH_AUTOLOAD: &str = "\nif [[ \"${funcstack[1]}\" == _dropc ]]; then\n    _clap_dynamic_completer_dropc \"$@\"\nfi\n";

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("generated")
}

#[test]
fn generated_files_are_current() {
    let update = std::env::var("DROPC_UPDATE_SNAPSHOTS").is_ok_and(|v| v == "1");
    let files = generate();
    assert!(files.contains_key("man/dropc.1") && files.contains_key("man/dropc-set-add.1"));
    let base = dir();
    let mut changed = Vec::new();
    for (rel, content) in &files {
        let path = base.join(rel);
        if std::fs::read(&path).ok().as_deref() == Some(content.as_slice()) {
            continue;
        }
        changed.push(rel.clone());
        if update {
            std::fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir generated/");
            std::fs::write(&path, content).expect("write a generated file");
        }
    }
    // Files nothing generates any more (a removed or renamed subcommand).
    let mut stale = Vec::new();
    for sub in ["man", "completions"] {
        for e in std::fs::read_dir(base.join(sub))
            .into_iter()
            .flatten()
            .flatten()
        {
            let rel = format!("{sub}/{}", e.file_name().to_string_lossy());
            if !files.contains_key(&rel) {
                if update {
                    std::fs::remove_file(e.path()).expect("remove a stale generated file");
                }
                stale.push(rel);
            }
        }
    }
    assert!(
        update || (changed.is_empty() && stale.is_empty()),
        "crates/cli/generated/ is stale: changed {changed:?}, no longer generated {stale:?}\n\
         (the clap definitions changed: DROPC_UPDATE_SNAPSHOTS=1 cargo test --release -p dropc \
         --bin dropc generated, then review and commit crates/cli/generated/)"
    );
}

/// The page of a subcommand nested two deep says what it is, and the main
/// page lists every visible subcommand.
#[test]
fn man_pages_cover_every_subcommand() {
    let files = generate();
    let page = String::from_utf8(files["man/dropc-set-add.1"].clone()).expect("utf-8");
    assert!(page.contains("dropc\\-set\\-add"), "{page}");
    assert!(page.contains("\\-\\-iface"), "{page}");
    let main = String::from_utf8(files["man/dropc.1"].clone()).expect("utf-8");
    let cmd = crate::complete::command();
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = sub.get_name();
        assert!(
            files.contains_key(&format!("man/dropc-{name}.1")),
            "no page for {name}"
        );
        assert!(
            main.contains(&format!("dropc\\-{name}(1)")),
            "{name} in dropc.1"
        );
    }
    assert!(main.contains("EXIT STATUS"));
}
