//! What the packages ship besides the binary: the example configuration
//! (`contrib/dropc/`, the .deb's conffiles and the image's default) is one
//! the agent accepts and a policy that checks and passes its own
//! expectations, and the DaemonSet names the image `contrib/container/build`
//! tags.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn example_configuration_loads_and_its_policy_passes_its_tests() {
    let dir = repo().join("contrib/dropc");
    let config = dropc_agent::config::Config::load(&dir.join("agent.toml"))
        .expect("contrib/dropc/agent.toml is a valid agent configuration");
    assert_eq!(config.entries.len(), 1);
    // The relative policy path resolves next to the configuration, as
    // /etc/dropc/edge.drop does once installed.
    assert_eq!(config.entries[0].policy, dir.join("edge.drop"));
    for cmd in ["check", "test"] {
        let out = Command::new(env!("CARGO_BIN_EXE_dropc"))
            .arg(cmd)
            .arg(dir.join("edge.drop"))
            .output()
            .expect("run dropc");
        assert_eq!(
            out.status.code(),
            Some(0),
            "dropc {cmd} contrib/dropc/edge.drop: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn daemonset_names_the_image_the_build_tags() {
    let ds = std::fs::read_to_string(repo().join("contrib/kubernetes/daemonset.yaml"))
        .expect("daemonset.yaml");
    let want = format!("image: localhost/dropc:{}", env!("CARGO_PKG_VERSION"));
    assert!(
        ds.lines().any(|l| l.trim() == want),
        "contrib/kubernetes/daemonset.yaml should say `{want}` (the tag contrib/container/build gives)"
    );
    let build = std::fs::read_to_string(repo().join("contrib/container/build")).expect("build");
    assert!(build.contains("image=\"localhost/dropc:${version}\""));
}
