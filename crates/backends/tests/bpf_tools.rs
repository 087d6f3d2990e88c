//! The objects load with the standard tools (spec §7): `ip link set dev IF
//! xdp obj OUT sec xdp`, `tc filter add dev IF ingress bpf da obj OUT sec
//! classifier` (on a veth pair in a scratch namespace) and `bpftool prog
//! load`, for the flood policy, the million-prefix deny-list, 10,000
//! rules and twelve `contains` searches (global functions); and, attached
//! that way, they count real frames sent with AF_PACKET (tc: headers
//! pulled into the linear area, VLAN tags already moved to the skb
//! metadata).

mod bpf_common;
use bpf_common::*;
use dropc_backends::{bpf, Options, Target};
use dropc_testkit::{netns, FrameSender, Netns, NetnsExt as _};
use std::process::Command;

#[test]
fn standard_tools_load_the_objects() {
    if !enabled() {
        return;
    }
    let ns = netns::with_veth("bpfgen").expect("namespace");
    // Removed on drop, a failed assertion included.
    let tmp = tempfile::tempdir().expect("temporary directory");
    let dir = tmp.path();
    ns.tc(&["qdisc", "add", "dev", "v1", "clsact"]).expect("tc");
    for (name, p) in [
        ("flood", flood_policy()),
        ("million", million_prefix_policy()),
        ("tenk", ten_k_rules_policy()),
        // (v2) the searches are global functions in `.text`
        ("contains", many_contains_policy()),
    ] {
        for t in [Target::Xdp, Target::Tc] {
            for no_counters in [false, true] {
                let opts = Options {
                    no_counters,
                    ..Options::default()
                };
                let obj = bpf::compile(t, &p, &opts).expect("compile");
                let path = dir.join(format!("{name}-{t}-{no_counters}.o"));
                std::fs::write(&path, &obj).expect("write");
                let path_s = path.to_string_lossy().to_string();
                let dev = if t == Target::Xdp { "v0" } else { "v1" };
                attach(&ns, t, dev, &path_s);
                detach(&ns, t, dev);
                let tag = format!("{name}_{t}_{no_counters}");
                if let Err(log) = bpftool_load(&obj, &tag) {
                    panic!("bpftool prog load {name} ({t}): {log}");
                }
                let _ = std::fs::remove_file(&path);
            }
        }
    }
}

/// Attaches the object at `path` to `dev` the standard way: `ip link set
/// dev DEV xdp obj PATH sec xdp`, or `tc filter replace dev DEV ingress pref
/// 1 handle 1 bpf da obj PATH sec classifier` (on a clsact qdisc).
fn attach(ns: &Netns, t: Target, dev: &str, path: &str) {
    let r = if t == Target::Xdp {
        ns.ip(&["link", "set", "dev", dev, "xdp", "obj", path, "sec", "xdp"])
    } else {
        ns.tc(&[
            "filter",
            "replace",
            "dev",
            dev,
            "ingress",
            "pref",
            "1",
            "handle",
            "1",
            "bpf",
            "da",
            "obj",
            path,
            "sec",
            "classifier",
        ])
    };
    r.unwrap_or_else(|e| panic!("attaching {path} ({t}) to {dev}: {e:#}"));
}

/// Detaches what [`attach`] attached to `dev`.
fn detach(ns: &Netns, t: Target, dev: &str) {
    let r = if t == Target::Xdp {
        ns.ip(&["link", "set", "dev", dev, "xdp", "off"])
    } else {
        ns.tc(&["filter", "del", "dev", dev, "ingress"])
    };
    r.unwrap_or_else(|e| panic!("detaching {t} from {dev}: {e:#}"));
}

/// Sends `frames` out of interface `ifname` of namespace `ns` (the kit's
/// AF_PACKET sender).
fn send_frames(ns: &Netns, ifname: &str, frames: Vec<Vec<u8>>) {
    let sender = FrameSender::open_in(ns, ifname).expect("sender");
    for fr in &frames {
        sender.send(fr).expect("send");
    }
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
    let ns = netns::with_veth("bpfgen").expect("namespace");
    ns.tc(&["qdisc", "add", "dev", "v1", "clsact"]).expect("tc");
    let p = flood_policy();
    // Removed on drop, a failed assertion included.
    let tmp = tempfile::tempdir().expect("temporary directory");
    let dir = tmp.path();
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
        let path = dir.join(format!("count-{t}.o"));
        std::fs::write(&path, &obj).expect("write");
        let path_s = path.to_string_lossy().to_string();
        attach(&ns, t, "v1", &path_s);
        let _ = std::fs::remove_file(&path);
        let prog = attached_prog(ns.name(), "v1", t);
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
        send_frames(&ns, "v0", frames);
        std::thread::sleep(std::time::Duration::from_millis(300));
        let after = counters_of(prog);
        let delta: Vec<u64> = after.iter().zip(&before).map(|(a, b)| a - b).collect();
        // flood: 3 + 7 + 11 + 13; default: 5 (and possibly the interface's
        // own IPv6 neighbour discovery); not evaluated: the 2 ARP frames.
        assert_eq!(delta[0], 34, "{t}: flood counter {delta:?}");
        assert!(delta[1] >= 5, "{t}: default counter {delta:?}");
        assert!(delta[2] >= 2, "{t}: non-IP counter {delta:?}");
        detach(&ns, t, "v1");
    }
}
