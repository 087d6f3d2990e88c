//! Shell completions as a shell runs them: the committed registration
//! scripts (`crates/cli/generated/completions/`, what the packages install)
//! are what the binary prints, and bash and fish, having loaded them,
//! complete subcommands, flags and `--iface` from the live namespace.

use dropc_testkit::{skip_kernel_test, Netns, NetnsExt as _};
use std::path::{Path, PathBuf};
use std::process::Command;

fn generated(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("generated/completions")
        .join(name)
}

/// A PATH that finds the dropc under test first (the scripts call `dropc`).
fn path_with_dropc() -> String {
    let bin = Path::new(env!("CARGO_BIN_EXE_dropc"))
        .parent()
        .expect("the binary's directory")
        .to_string_lossy()
        .into_owned();
    format!("{bin}:{}", std::env::var("PATH").unwrap_or_default())
}

/// The candidates bash offers for `line` (its last word is completed; an
/// empty last word when `line` ends with a space), run by `cmd`.
fn bash_complete_with(mut cmd: Command, line: &str) -> Vec<String> {
    let script = format!(
        "set -e; source {}; COMP_LINE='{line}'; read -ra COMP_WORDS <<< \"$COMP_LINE\"; \
         [[ \"$COMP_LINE\" == *' ' ]] && COMP_WORDS+=(''); COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 )); \
         COMP_POINT=${{#COMP_LINE}}; COMP_TYPE=9; \
         _clap_complete_dropc dropc \"${{COMP_WORDS[COMP_CWORD]}}\" \"${{COMP_WORDS[COMP_CWORD-1]}}\"; \
         printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        generated("dropc").display()
    );
    let out = cmd
        .args(["--norc", "--noprofile", "-c", &script])
        .env("PATH", path_with_dropc())
        .output()
        .expect("run bash");
    assert!(
        out.status.success(),
        "bash completion of `{line}`: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut words: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    words.sort();
    words
}

fn bash_complete(line: &str) -> Vec<String> {
    bash_complete_with(Command::new("bash"), line)
}

#[test]
fn registrations_are_what_the_binary_prints() {
    for (shell, file) in [("bash", "dropc"), ("zsh", "_dropc"), ("fish", "dropc.fish")] {
        let out = Command::new(env!("CARGO_BIN_EXE_dropc"))
            .env("DROPC_COMPLETE", shell)
            .output()
            .expect("run dropc");
        assert!(out.status.success(), "{shell}");
        let committed = std::fs::read(generated(file)).expect("committed registration");
        let committed = String::from_utf8_lossy(&committed);
        let printed = String::from_utf8_lossy(&out.stdout);
        // zsh's file adds the call its autoloaded form needs (generated.rs).
        let committed = match shell {
            "zsh" => {
                let rest = committed
                    .strip_prefix(printed.as_ref())
                    .expect("_dropc starts with the registration");
                assert!(rest.contains("funcstack[1]"), "{rest}");
                printed.to_string()
            }
            _ => committed.into_owned(),
        };
        assert_eq!(
            printed, committed,
            "{shell}: DROPC_COMPLETE={shell} dropc differs from generated/completions/{file}"
        );
    }
    // Outside a completion request, the variable changes nothing.
    let out = Command::new(env!("CARGO_BIN_EXE_dropc"))
        .env("DROPC_COMPLETE", "0")
        .arg("--version")
        .output()
        .expect("run dropc");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("dropc {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn bash_completes_subcommands_and_flags() {
    let subs = bash_complete("dropc s");
    for s in ["set", "stats", "status"] {
        assert!(subs.contains(&s.to_string()), "{subs:?}");
    }
    assert!(!subs.contains(&"check".to_string()), "{subs:?}");
    let ops = bash_complete("dropc set ");
    for s in ["add", "del", "list", "replace"] {
        assert!(ops.contains(&s.to_string()), "{ops:?}");
    }
    let flags = bash_complete("dropc set add --");
    assert!(flags.contains(&"--iface".to_string()), "{flags:?}");
    assert!(flags.contains(&"--timeout".to_string()), "{flags:?}");
    let targets = bash_complete("dropc compile p.drop --target ");
    for t in ["xdp", "tc", "nft", "iptables", "ir"] {
        assert!(targets.contains(&t.to_string()), "{targets:?}");
    }
}

/// `dropc set add --iface <Tab>` offers exactly the interfaces of the
/// namespace bash runs in (here a scratch one with a veth pair), and a
/// prefix narrows them; every subcommand's `--iface` does the same.
#[test]
fn bash_completes_the_namespaces_interfaces() {
    if skip_kernel_test("bash_completes_the_namespaces_interfaces") {
        return;
    }
    let ns = Netns::new("cmpl").expect("namespace");
    ns.add_veth("dropcv0", "dropcv1").expect("veth pair");
    let all = ["dropcv0", "dropcv1", "lo"].map(String::from).to_vec();
    assert_eq!(
        bash_complete_with(ns.command("bash"), "dropc set add --iface "),
        all
    );
    assert_eq!(
        bash_complete_with(ns.command("bash"), "dropc set add --iface dropcv"),
        all[..2].to_vec()
    );
    for line in [
        "dropc apply p.drop --iface ",
        "dropc remove --iface ",
        "dropc stats --iface ",
        "dropc set list --iface ",
    ] {
        assert_eq!(bash_complete_with(ns.command("bash"), line), all, "{line}");
    }
}

/// fish (where installed) loads its script and completes the same way.
#[test]
fn fish_completes_subcommands() {
    if Command::new("fish").arg("--version").output().is_err() {
        eprintln!("skipping: no fish on this machine");
        return;
    }
    let script = format!(
        "source {}; complete -C 'dropc set '",
        generated("dropc.fish").display()
    );
    let out = Command::new("fish")
        .args(["--no-config", "-c", &script])
        .env("PATH", path_with_dropc())
        .output()
        .expect("run fish");
    let text = String::from_utf8_lossy(&out.stdout);
    let words: Vec<&str> = text
        .lines()
        .map(|l| l.split('\t').next().unwrap_or(""))
        .collect();
    for s in ["add", "del", "list", "replace"] {
        assert!(words.contains(&s), "{text}");
    }
}
