//! Kernel tests (root): the hand-assembled sample filter is written to an
//! object, loaded by aya, libbpf (bpftool, ip, tc) and run with
//! BPF_PROG_TEST_RUN.

use aya::maps::lpm_trie::{Key, LpmTrie};
use dropc_bpf_load::testrun::{load, Loaded, ProgKind};
use dropc_ebpf::asm::Asm;
use dropc_ebpf::insn::{xdp, Alu, Reg, Size, Width};
use dropc_ebpf::obj::{
    DataSection, ObjError, ObjectBuilder, ProgDef, MAX_DATA_SECTION, MAX_MAPS_PER_PROGRAM,
};
use dropc_testkit::sample::*;
use dropc_testkit::{netns, run, skip_kernel_test, NetnsExt as _};

/// Whether the kernel tests run here (the kit's gate).
fn kernel() -> bool {
    !skip_kernel_test("dropc-bpf-load kernel tests")
}

fn block_source(l: &mut Loaded, addr: [u8; 4], prefix: u32) {
    let map = l.ebpf_mut().map_mut("blocked").expect("blocked map");
    let mut trie: LpmTrie<_, [u8; 4], u8> = LpmTrie::try_from(map).expect("lpm trie");
    trie.insert(&Key::new(prefix, addr), 1, 0).expect("insert");
}

fn check_filter(kind: ProgKind, name: &str, drop: u32, pass: u32) {
    let obj = object();
    let mut l = load(&obj, kind, name).expect("program loads");
    assert!(l.map_names().iter().any(|n| n == "dropc_counters"));
    assert!(l.map_names().iter().any(|n| n == "blocked"));
    assert!(l.map_names().iter().any(|n| n == ".rodata"));

    let udp_1234 = ipv4_frame(17, [10, 0, 0, 1], 5000, 1234);
    let udp_80 = ipv4_frame(17, [10, 0, 0, 1], 5000, 80);
    let tcp_1234 = ipv4_frame(6, [10, 0, 0, 1], 5000, 1234);
    assert_eq!(l.run(&udp_1234, 1).expect("run").retval, drop);
    assert_eq!(l.run(&udp_80, 1).expect("run").retval, pass);
    assert_eq!(l.run(&tcp_1234, 1).expect("run").retval, pass);
    assert_eq!(l.run(&arp_frame(), 1).expect("run").retval, pass);
    // Truncated UDP frame: fails the bounds check, passes.
    assert_eq!(l.run(&udp_1234[..40], 1).expect("run").retval, pass);
    let mut want = vec![0u64; 4];
    want[CNT_PORT] = 1;
    want[CNT_DEFAULT] = 3; // udp 80, tcp 1234, truncated udp
    want[CNT_NON_IP] = 1; // arp
    assert_eq!(
        l.read_percpu_counters("dropc_counters").expect("counters"),
        want
    );

    // LPM: block 192.0.2.0/24 as a source.
    block_source(&mut l, [192, 0, 2, 0], 24);
    let from_blocked = ipv4_frame(17, [192, 0, 2, 77], 5000, 80);
    let from_other = ipv4_frame(17, [192, 0, 3, 77], 5000, 80);
    assert_eq!(l.run(&from_blocked, 10).expect("run").retval, drop);
    assert_eq!(l.run(&from_other, 1).expect("run").retval, pass);
    want[CNT_LPM] += 10;
    want[CNT_DEFAULT] += 1;
    assert_eq!(
        l.read_percpu_counters("dropc_counters").expect("counters"),
        want
    );
    assert!(l.read_percpu_counters("nope").is_err());
}

#[test]
fn xdp_filter_test_run() {
    if !kernel() {
        return;
    }
    check_filter(ProgKind::Xdp, XDP_PROG, xdp::DROP as u32, xdp::PASS as u32);
}

#[test]
fn tc_filter_test_run() {
    if !kernel() {
        return;
    }
    check_filter(ProgKind::Tc, TC_PROG, 2, 0);
}

#[test]
fn load_errors_are_reported() {
    if !kernel() {
        return;
    }
    let obj = object();
    assert!(matches!(
        load(&obj, ProgKind::Xdp, "missing"),
        Err(dropc_bpf_load::testrun::TestRunError::NoProgram(_))
    ));
    // A program the verifier refuses (r0 not set before exit): the error
    // carries the verifier's message.
    let mut a = Asm::new();
    a.exit();
    let p = a.finish().expect("assembles");
    let bad = ObjectBuilder::new("GPL")
        .programs(&[ProgDef {
            section: "xdp".into(),
            name: "bad".into(),
            program: p,
            run_config: None,
        }])
        .write()
        .expect("writes");
    let err = load(&bad, ProgKind::Xdp, "bad").err().expect("refused");
    assert!(err.to_string().contains("R0"), "{err}");
}

#[test]
fn bpftool_loads_and_pins() {
    if !kernel() {
        return;
    }
    let f = TempFile::with("bpftool", &object());
    let pin = format!("/sys/fs/bpf/dropc-test-{}", std::process::id());
    let res = run("bpftool", &["prog", "load", f.path(), &pin]);
    let shown = run("bpftool", &["prog", "show", "pinned", &pin]);
    let _ = std::fs::remove_file(&pin);
    res.expect("bpftool prog load");
    let shown = shown.expect("bpftool prog show");
    assert!(shown.contains(XDP_PROG), "{shown}");
    assert!(!std::path::Path::new(&pin).exists());
}

#[test]
fn iproute2_xdp_and_tc_attach() {
    if !kernel() {
        return;
    }
    let f = TempFile::with("ip", &object());
    let ns = netns::with_veth("ebpf-ip").expect("namespace");
    ns.ip(&[
        "link",
        "set",
        "dev",
        "v0",
        "xdp",
        "obj",
        f.path(),
        "sec",
        "xdp",
    ])
    .expect("ip link set xdp");
    let link = ns.ip(&["link", "show", "v0"]).expect("ip link show");
    assert!(link.contains("prog/xdp"), "{link}");
    ns.ip(&["link", "set", "dev", "v0", "xdp", "off"])
        .expect("xdp off");

    ns.tc(&["qdisc", "add", "dev", "v0", "clsact"])
        .expect("clsact");
    ns.tc(&[
        "filter",
        "add",
        "dev",
        "v0",
        "ingress",
        "bpf",
        "da",
        "obj",
        f.path(),
        "sec",
        "classifier",
    ])
    .expect("tc filter add");
    let shown = ns
        .tc(&["filter", "show", "dev", "v0", "ingress"])
        .expect("tc filter show");
    assert!(shown.contains("direct-action"), "{shown}");
    assert!(shown.contains(TC_PROG), "{shown}");
}

/// Program reading the last byte of each `.rodata.s<i>` section.
fn multi_rodata(sizes: &[usize]) -> Result<Vec<u8>, ObjError> {
    let mut a = Asm::new();
    a.mov_imm(Width::W64, Reg::R0, 0);
    for (i, &s) in sizes.iter().enumerate() {
        a.ld_data(Reg::R1, &format!(".rodata.s{i}"), (s - 1) as u32);
        a.ldx(Size::B, Reg::R2, Reg::R1, 0);
        a.alu_reg(Width::W64, Alu::Add, Reg::R0, Reg::R2);
    }
    a.exit();
    let p = a.finish().expect("assembles");
    let data: Vec<DataSection> = sizes
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let mut b = vec![0u8; s];
            b[s - 1] = (i + 1) as u8;
            DataSection {
                name: format!(".rodata.s{i}"),
                bytes: b,
            }
        })
        .collect();
    let prog = ProgDef {
        section: "xdp".into(),
        name: "sum_last".into(),
        program: p,
        run_config: None,
    };
    ObjectBuilder::new("GPL")
        .programs(&[prog])
        .data(&data)
        .write()
}

/// Several `.rodata.*` sections, up to the 4 MiB maximum, load in aya,
/// bpftool and `ip link`, and the program reads the right bytes.
#[test]
fn several_and_large_rodata_sections() {
    if !kernel() {
        return;
    }
    let sizes = [3usize, 100, MAX_DATA_SECTION, MAX_DATA_SECTION];
    let obj = multi_rodata(&sizes).expect("writes");
    let l = load(&obj, ProgKind::Xdp, "sum_last").expect("aya loads");
    assert_eq!(l.run(&arp_frame(), 1).expect("run").retval, 1 + 2 + 3 + 4);
    drop(l);

    let f = TempFile::with("rodata", &obj);
    let pin = format!("/sys/fs/bpf/dropc-test-rodata-{}", std::process::id());
    let res = run("bpftool", &["prog", "load", f.path(), &pin]);
    let _ = std::fs::remove_file(&pin);
    res.expect("bpftool loads several .rodata.* sections");

    let ns = netns::with_veth("ebpf-rodata").expect("namespace");
    ns.ip(&[
        "link",
        "set",
        "dev",
        "v0",
        "xdp",
        "obj",
        f.path(),
        "sec",
        "xdp",
    ])
    .expect("ip loads several .rodata.* sections");
}

/// A program may use [`MAX_MAPS_PER_PROGRAM`] data sections (the kernel's
/// limit); the writer refuses one more.
#[test]
fn maps_per_program_limit() {
    let sizes = vec![16usize; MAX_MAPS_PER_PROGRAM];
    let obj = multi_rodata(&sizes).expect("writes");
    let mut too_many = sizes.clone();
    too_many.push(16);
    assert!(matches!(
        multi_rodata(&too_many),
        Err(ObjError::TooManyMaps { count: 65, .. })
    ));
    if !kernel() {
        return;
    }
    let l = load(&obj, ProgKind::Xdp, "sum_last").expect("64 sections load in aya");
    let want: u32 = (1..=MAX_MAPS_PER_PROGRAM as u32).sum();
    assert_eq!(l.run(&arp_frame(), 1).expect("run").retval, want);
    let f = TempFile::with("maps64", &obj);
    let pin = format!("/sys/fs/bpf/dropc-test-maps64-{}", std::process::id());
    let res = run("bpftool", &["prog", "load", f.path(), &pin]);
    let _ = std::fs::remove_file(&pin);
    res.expect("64 sections load in bpftool");
}
