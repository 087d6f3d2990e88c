//! The objects load with the standard tools (spec §7): `ip link set dev IF
//! xdp obj OUT sec xdp`, `tc filter add dev IF ingress bpf da obj OUT sec
//! classifier` (on a veth pair in a scratch namespace) and `bpftool prog
//! load`, for the flood policy, the million-prefix deny-list and 10,000
//! rules; and, attached that way, they count real frames sent with
//! AF_PACKET (tc: headers pulled into the linear area, VLAN tags already
//! moved to the skb metadata).

mod bpf_common;
use bpf_common::*;
use dropc_backends::{bpf, Options, Target};
use std::process::Command;

/// A network namespace `dropc-bpfgen-<pid>-<n>` with a veth pair v0/v1,
/// deleted on drop.
struct Netns(String);

impl Netns {
    fn new() -> Netns {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let k = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let name = format!("dropc-bpfgen-{}-{k}", std::process::id());
        let _ = Command::new("ip").args(["netns", "del", &name]).status();
        let ns = Netns(name);
        ns.ip(&["netns", "add", &ns.0], false);
        ns.ip(
            &["link", "add", "v0", "type", "veth", "peer", "name", "v1"],
            true,
        );
        ns.ip(&["link", "set", "v0", "up"], true);
        ns.ip(&["link", "set", "v1", "up"], true);
        ns
    }

    /// Runs `ip [-n ns] args`, panicking with its output on failure.
    fn ip(&self, args: &[&str], inside: bool) {
        let mut c = Command::new("ip");
        if inside {
            c.args(["-n", &self.0]);
        }
        run(c.args(args));
    }

    fn tc(&self, args: &[&str]) {
        run(Command::new("tc").args(["-n", &self.0]).args(args));
    }
}

impl Drop for Netns {
    fn drop(&mut self) {
        let _ = Command::new("ip").args(["netns", "del", &self.0]).status();
    }
}

fn run(c: &mut Command) {
    let out = c.output().unwrap_or_else(|e| panic!("{c:?}: {e}"));
    assert!(
        out.status.success(),
        "{c:?} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn standard_tools_load_the_objects() {
    if !enabled() {
        return;
    }
    let ns = Netns::new();
    let dir = std::env::temp_dir();
    ns.tc(&["qdisc", "add", "dev", "v1", "clsact"]);
    for (name, p) in [
        ("flood", flood_policy()),
        ("million", million_prefix_policy()),
        ("tenk", ten_k_rules_policy()),
    ] {
        for t in [Target::Xdp, Target::Tc] {
            for no_counters in [false, true] {
                let opts = Options {
                    no_counters,
                    ..Options::default()
                };
                let obj = bpf::compile(t, &p, &opts).expect("compile");
                let path = dir.join(format!("dropc-bpfgen-{}-{name}-{t}.o", std::process::id()));
                std::fs::write(&path, &obj).expect("write");
                let path_s = path.to_string_lossy().to_string();
                match t {
                    Target::Xdp => {
                        ns.ip(
                            &[
                                "link", "set", "dev", "v0", "xdp", "obj", &path_s, "sec", "xdp",
                            ],
                            true,
                        );
                        ns.ip(&["link", "set", "dev", "v0", "xdp", "off"], true);
                    }
                    _ => {
                        ns.tc(&[
                            "filter",
                            "replace",
                            "dev",
                            "v1",
                            "ingress",
                            "pref",
                            "1",
                            "handle",
                            "1",
                            "bpf",
                            "da",
                            "obj",
                            &path_s,
                            "sec",
                            "classifier",
                        ]);
                        ns.tc(&["filter", "del", "dev", "v1", "ingress"]);
                    }
                }
                let tag = format!("{name}_{t}_{no_counters}");
                if let Err(log) = bpftool_load(&obj, &tag) {
                    panic!("bpftool prog load {name} ({t}): {log}");
                }
                let _ = std::fs::remove_file(&path);
            }
        }
    }
}

/// Sends `frames` out of interface `ifname` of namespace `ns` with an
/// AF_PACKET socket (from a thread that enters the namespace).
fn send_frames(ns: &str, ifname: &str, frames: Vec<Vec<u8>>) {
    let ns_path = format!("/var/run/netns/{ns}");
    let ifname = ifname.to_string();
    std::thread::spawn(move || {
        let f = std::fs::File::open(&ns_path).expect("open netns");
        use std::os::fd::AsRawFd;
        // SAFETY: plain syscalls on valid descriptors and buffers owned here;
        // setns only affects this thread.
        unsafe {
            assert_eq!(libc::setns(f.as_raw_fd(), libc::CLONE_NEWNET), 0, "setns");
            let fd = libc::socket(libc::AF_PACKET, libc::SOCK_RAW, 0);
            assert!(fd >= 0, "socket");
            let name = std::ffi::CString::new(ifname).expect("name");
            let index = libc::if_nametoindex(name.as_ptr());
            assert!(index > 0, "if_nametoindex");
            let mut sll: libc::sockaddr_ll = std::mem::zeroed();
            sll.sll_family = libc::AF_PACKET as u16;
            sll.sll_ifindex = index as i32;
            let rc = libc::bind(
                fd,
                &sll as *const libc::sockaddr_ll as *const libc::sockaddr,
                std::mem::size_of::<libc::sockaddr_ll>() as u32,
            );
            assert_eq!(rc, 0, "bind");
            for fr in &frames {
                let n = libc::send(fd, fr.as_ptr() as *const libc::c_void, fr.len(), 0);
                assert_eq!(n, fr.len() as isize, "send");
            }
            libc::close(fd);
        }
    })
    .join()
    .expect("sender thread");
}

/// Sum over CPUs of `dropc_counters` of the program with id `prog`.
fn counters_of(prog: u64) -> Vec<u64> {
    let out = Command::new("bpftool")
        .args(["-j", "prog", "show", "id", &prog.to_string()])
        .output()
        .expect("bpftool");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let maps: Vec<u64> = v["map_ids"]
        .as_array()
        .map(|a| a.iter().filter_map(|m| m.as_u64()).collect())
        .unwrap_or_default();
    for m in maps {
        let out = Command::new("bpftool")
            .args(["-j", "map", "show", "id", &m.to_string()])
            .output()
            .expect("bpftool");
        let info: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        if info["name"] != bpf::COUNTERS_MAP {
            continue;
        }
        let out = Command::new("bpftool")
            .args(["-j", "map", "dump", "id", &m.to_string()])
            .output()
            .expect("bpftool");
        let dump: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        let mut res = Vec::new();
        for e in dump.as_array().cloned().unwrap_or_default() {
            // per CPU: the value as little-endian hex bytes ("0x17", ...)
            let sum: u64 = e["values"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .map(|c| {
                            let bytes: Vec<u8> = c["value"]
                                .as_array()
                                .map(|b| {
                                    b.iter()
                                        .filter_map(|x| x.as_str())
                                        .filter_map(|x| {
                                            u8::from_str_radix(x.trim_start_matches("0x"), 16).ok()
                                        })
                                        .collect()
                                })
                                .unwrap_or_default();
                            let mut v = [0u8; 8];
                            for (d, s) in v.iter_mut().zip(&bytes) {
                                *d = *s;
                            }
                            u64::from_le_bytes(v)
                        })
                        .sum()
                })
                .unwrap_or(0);
            res.push(sum);
        }
        return res;
    }
    panic!("no {} map on program {prog}", bpf::COUNTERS_MAP);
}

/// Id of the program attached to `dev` (xdp or tc ingress) in `ns`.
fn attached_prog(ns: &str, dev: &str, t: Target) -> u64 {
    let out = match t {
        Target::Xdp => Command::new("ip")
            .args(["-n", ns, "-j", "link", "show", dev])
            .output(),
        _ => Command::new("tc")
            .args(["-n", ns, "-j", "filter", "show", "dev", dev, "ingress"])
            .output(),
    }
    .expect("show");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    // Both print `"id": N` for the program (ip: xdp.prog.id; tc: options.prog.id).
    let v: serde_json::Value = serde_json::from_str(&text).expect("json");
    fn find(v: &serde_json::Value) -> Option<u64> {
        match v {
            serde_json::Value::Object(m) => {
                if let Some(p) = m.get("prog") {
                    if let Some(id) = p.get("id").and_then(|i| i.as_u64()) {
                        return Some(id);
                    }
                }
                m.values().find_map(find)
            }
            serde_json::Value::Array(a) => a.iter().find_map(find),
            _ => None,
        }
    }
    find(&v).unwrap_or_else(|| panic!("no program attached to {dev}: {text}"))
}

#[test]
fn attached_programs_count_real_frames() {
    if !enabled() {
        return;
    }
    let ns = Netns::new();
    ns.tc(&["qdisc", "add", "dev", "v1", "clsact"]);
    let p = flood_policy();
    let dir = std::env::temp_dir();
    let hit = udp4([192, 0, 2, 1], [198, 18, 0, 12], 1234);
    let miss = udp4([192, 0, 2, 1], [198, 18, 1, 12], 1234);
    let tagged = |tpid: u16| {
        let mut f = hit[..12].to_vec();
        f.extend_from_slice(&tpid.to_be_bytes());
        f.extend_from_slice(&7u16.to_be_bytes());
        f.extend_from_slice(&hit[12..]);
        f
    };
    // a larger packet (1400 bytes of IP)
    let spec = dropc_ir::PacketSpec {
        len: Some(1400),
        ..dropc_ir::PacketSpec::udp(
            std::net::Ipv4Addr::new(192, 0, 2, 1).into(),
            std::net::Ipv4Addr::new(198, 18, 0, 12).into(),
            5000,
            1234,
        )
    };
    let big = dropc_ir::packet::build(&spec);
    let mut arp = hit.clone();
    arp[12..14].copy_from_slice(&[0x08, 0x06]);
    for t in [Target::Tc, Target::Xdp] {
        let obj = bpf::compile(t, &p, &Options::default()).expect("compile");
        let path = dir.join(format!("dropc-bpfgen-{}-count-{t}.o", std::process::id()));
        std::fs::write(&path, &obj).expect("write");
        let path_s = path.to_string_lossy().to_string();
        match t {
            Target::Xdp => ns.ip(
                &[
                    "link", "set", "dev", "v1", "xdp", "obj", &path_s, "sec", "xdp",
                ],
                true,
            ),
            _ => ns.tc(&[
                "filter",
                "add",
                "dev",
                "v1",
                "ingress",
                "bpf",
                "da",
                "obj",
                &path_s,
                "sec",
                "classifier",
            ]),
        }
        let _ = std::fs::remove_file(&path);
        let prog = attached_prog(&ns.0, "v1", t);
        let before = counters_of(prog);
        let mut frames = Vec::new();
        for (f, n) in [
            (&hit, 3),
            (&miss, 5),
            (&tagged(0x8100), 7),
            (&tagged(0x88a8), 11),
            (&big, 13),
            (&arp, 2),
        ] {
            frames.extend(std::iter::repeat_n(f.clone(), n));
        }
        send_frames(&ns.0, "v0", frames);
        std::thread::sleep(std::time::Duration::from_millis(300));
        let after = counters_of(prog);
        let delta: Vec<u64> = after.iter().zip(&before).map(|(a, b)| a - b).collect();
        // flood: 3 + 7 + 11 + 13; default: 5 (and possibly the interface's
        // own IPv6 neighbour discovery); not evaluated: the 2 ARP frames.
        assert_eq!(delta[0], 34, "{t}: flood counter {delta:?}");
        assert!(delta[1] >= 5, "{t}: default counter {delta:?}");
        assert!(delta[2] >= 2, "{t}: non-IP counter {delta:?}");
        match t {
            Target::Xdp => ns.ip(&["link", "set", "dev", "v1", "xdp", "off"], true),
            _ => ns.tc(&["filter", "del", "dev", "v1", "ingress"]),
        }
    }
}
