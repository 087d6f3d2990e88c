//! Object writer tests (no kernel needed): the objects parse with aya-obj
//! and the `object` crate, and invalid inputs are refused.

use aya_obj::{Object, ProgramSection};
use dropc_ebpf::asm::Asm;
use dropc_ebpf::insn::{Insn, Reg, Width};
use dropc_ebpf::obj::*;
use dropc_testkit::sample::*;
use object::{Object as _, ObjectSection, ObjectSymbol, RelocationTarget, SectionKind};

#[test]
fn object_round_trips_through_aya_obj() {
    let bytes = object();
    let obj = Object::parse(&bytes).expect("aya-obj parses");
    assert_eq!(obj.license.to_str(), Ok("GPL"));

    let xdp = obj.programs.get(XDP_PROG).expect("xdp program");
    assert!(matches!(xdp.section, ProgramSection::Xdp { .. }));
    let tc = obj.programs.get(TC_PROG).expect("tc program");
    assert!(matches!(tc.section, ProgramSection::SchedClassifier));

    let counters = obj.maps.get("dropc_counters").expect("counter map");
    assert_eq!(counters.map_type(), map_type::PERCPU_ARRAY);
    assert_eq!(counters.key_size(), 4);
    assert_eq!(counters.value_size(), 16);
    assert_eq!(counters.max_entries(), 4);
    assert_eq!(counters.map_flags(), 0);

    let lpm = obj.maps.get("blocked").expect("lpm map");
    assert_eq!(lpm.map_type(), map_type::LPM_TRIE);
    assert_eq!(lpm.key_size(), 8);
    assert_eq!(lpm.value_size(), 1);
    assert_eq!(lpm.max_entries(), 64);
    assert_eq!(lpm.map_flags(), BPF_F_NO_PREALLOC);

    let ro = obj.maps.get(".rodata").expect(".rodata map");
    assert_eq!(ro.data(), rodata().as_slice());

    // The code is preserved, including the ld_data offset immediate.
    let f = obj.functions.get(&xdp.function_key()).expect("function");
    let expected = filter(false);
    assert_eq!(f.instructions.len(), expected.insns.len());
    for (got, want) in f.instructions.iter().zip(&expected.insns) {
        let b: [u8; 8] = unsafe { std::mem::transmute(*got) };
        assert_eq!(Insn::decode(b), *want);
    }
}

#[test]
fn elf_layout_matches_loader_expectations() {
    let bytes = object();
    let file = object::File::parse(bytes.as_slice()).expect("object parses");
    assert_eq!(file.architecture(), object::Architecture::Bpf);

    let xdp = file.section_by_name("xdp").expect("xdp section");
    assert_eq!(xdp.kind(), SectionKind::Text);
    assert_eq!(xdp.size() as usize, filter(false).insns.len() * 8);
    let ro = file.section_by_name(".rodata").expect(".rodata");
    assert_eq!(ro.kind(), SectionKind::ReadOnlyData);
    assert!(file.section_by_name(".BTF").is_some());
    assert!(file.section_by_name(".maps").is_some());

    let sym = file
        .symbols()
        .find(|s| s.name() == Ok(XDP_PROG))
        .expect("function symbol");
    assert!(sym.is_global());
    assert_eq!(sym.kind(), object::SymbolKind::Text);
    assert_eq!(sym.size(), xdp.size());
    for name in ["dropc_counters", "blocked", "__dropc_rodata", "_license"] {
        let s = file
            .symbols()
            .find(|s| s.name() == Ok(name))
            .unwrap_or_else(|| panic!("symbol {name}"));
        assert!(s.is_global(), "{name}");
        assert_eq!(s.kind(), object::SymbolKind::Data, "{name}");
    }

    // Relocations: one per ld_map/ld_data, R_BPF_64_64, on ld_imm64 slots.
    let relocs: Vec<_> = xdp.relocations().collect();
    assert_eq!(relocs.len(), 3);
    for (off, r) in relocs {
        assert_eq!(r.flags(), object::RelocationFlags::Elf { r_type: 1 });
        let RelocationTarget::Symbol(idx) = r.target() else {
            panic!("relocation target is a symbol");
        };
        let name = file
            .symbol_by_index(idx)
            .expect("symbol")
            .name()
            .map(str::to_string);
        let slot = off as usize / 8;
        let insn = filter(false).insns[slot];
        assert!(insn.is_ld_imm64(), "slot {slot}");
        assert!(matches!(
            name.as_deref(),
            Ok("dropc_counters" | "blocked" | "__dropc_rodata")
        ));
    }
    let sizes = section_sizes(&bytes);
    assert_eq!(sizes.get(".rodata"), Some(&8));
    assert_eq!(sizes.get("license"), Some(&4));
}

fn trivial() -> dropc_ebpf::asm::Program {
    let mut a = Asm::new();
    a.mov_imm(Width::W64, Reg::R0, 2);
    a.exit();
    a.finish().expect("assembles")
}

fn prog(section: &str, name: &str, program: dropc_ebpf::asm::Program) -> ProgDef {
    ProgDef::new(section, name, program)
}

#[test]
fn invalid_inputs_are_refused() {
    let p = || vec![prog("xdp", "f", trivial())];
    assert_eq!(
        ObjectBuilder::new("GPL").programs(&[]).write(),
        Err(ObjError::NoProgram)
    );
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&[prog("tc", "f", trivial())])
            .write(),
        Err(ObjError::BadSection(_))
    ));
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&[prog("xdp", "1f", trivial())])
            .write(),
        Err(ObjError::BadName { .. })
    ));
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&[
                prog("xdp", "f", trivial()),
                prog("classifier", "f", trivial())
            ])
            .write(),
        Err(ObjError::Duplicate { .. })
    ));
    let m = MapDef::percpu_counters("f", 2);
    assert!(matches!(
        ObjectBuilder::new("GPL").programs(&p()).maps(&[m]).write(),
        Err(ObjError::Duplicate { .. })
    ));
    let mut lpm = MapDef::lpm_trie("t", 4, 1, 8);
    lpm.flags = 0;
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&p())
            .maps(&[lpm])
            .write(),
        Err(ObjError::BadMap { .. })
    ));
    for name in [".data", ".rodata.", ".rodata.a-b", "rodata"] {
        let d = DataSection {
            name: name.into(),
            bytes: vec![1],
        };
        assert!(
            matches!(
                ObjectBuilder::new("GPL").programs(&p()).data(&[d]).write(),
                Err(ObjError::BadData { .. })
            ),
            "{name}"
        );
    }
    let big = DataSection {
        name: ".rodata.big".into(),
        bytes: vec![0; MAX_DATA_SECTION + 1],
    };
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&p())
            .data(&[big])
            .write(),
        Err(ObjError::BadData { .. })
    ));
    let max = DataSection {
        name: ".rodata.big".into(),
        bytes: vec![0; MAX_DATA_SECTION],
    };
    assert!(ObjectBuilder::new("GPL")
        .programs(&p())
        .data(&[max])
        .write()
        .is_ok());
    let empty = DataSection {
        name: ".rodata".into(),
        bytes: vec![],
    };
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&p())
            .data(&[empty])
            .write(),
        Err(ObjError::BadData { .. })
    ));
    assert_eq!(
        ObjectBuilder::new("G\0PL").programs(&p()).write(),
        Err(ObjError::BadLicense)
    );
}

#[test]
fn bad_relocations_are_refused() {
    let mut a = Asm::new();
    a.ld_map(Reg::R1, "nope");
    a.mov_imm(Width::W64, Reg::R0, 2);
    a.exit();
    let p = a.finish().expect("assembles");
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&[prog("xdp", "f", p)])
            .write(),
        Err(ObjError::BadReloc { insn: 0, .. })
    ));

    let mut a = Asm::new();
    a.ld_data(Reg::R1, ".rodata", 8);
    a.mov_imm(Width::W64, Reg::R0, 2);
    a.exit();
    let p = a.finish().expect("assembles");
    let d = DataSection {
        name: ".rodata".into(),
        bytes: vec![0; 8],
    };
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&[prog("xdp", "f", p.clone())])
            .data(&[d])
            .write(),
        Err(ObjError::BadReloc { .. })
    ));
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&[prog("xdp", "f", p)])
            .write(),
        Err(ObjError::BadReloc { .. })
    ));
}

#[test]
fn programs_sharing_a_section_get_their_own_symbols() {
    let bytes = ObjectBuilder::new("GPL")
        .programs(&[prog("xdp", "a", trivial()), prog("xdp", "b", trivial())])
        .write()
        .expect("writes");
    let obj = Object::parse(&bytes).expect("parses");
    let a = obj.programs.get("a").expect("a");
    let b = obj.programs.get("b").expect("b");
    assert_eq!(a.address, 0);
    assert_eq!(b.address, 16);
}

/// The FUNC type id of `name` in the object's BTF.
fn func_id(obj: &Object, name: &str) -> u32 {
    obj.btf
        .as_ref()
        .expect("the object has BTF")
        .id_by_type_name_kind(name, aya_obj::btf::BtfKind::Func)
        .unwrap_or_else(|e| panic!("FUNC {name}: {e}"))
}

#[test]
fn every_program_has_func_btf_and_ext_info() {
    let bytes = ObjectBuilder::new("GPL")
        .programs(&[
            prog("xdp", "a", trivial()),
            prog("xdp", "b", trivial()),
            prog("classifier", "c", trivial()),
        ])
        .write()
        .expect("writes");
    let file = object::File::parse(bytes.as_slice()).expect("object parses");
    assert!(file.section_by_name(".BTF.ext").is_some());
    let obj = Object::parse(&bytes).expect("aya-obj parses");
    for name in ["a", "b", "c"] {
        let p = obj.programs.get(name).expect("program");
        let f = obj.functions.get(&p.function_key()).expect("function");
        // aya-obj hands each function the records from its start on, with
        // offsets in instructions from it: one function record and one line
        // record at the program's first instruction.
        let at = 0;
        let want = func_id(&obj, name);
        let funcs = &f.func_info.func_info;
        assert!(
            funcs.iter().any(|i| i.insn_off == at && i.type_id == want),
            "{name}: {funcs:?}"
        );
        let lines = &f.line_info.line_info;
        assert!(lines.iter().any(|l| l.insn_off == at), "{name}: {lines:?}");
    }
    for (ctx, kind) in [
        ("xdp_md", aya_obj::btf::BtfKind::Struct),
        ("__sk_buff", aya_obj::btf::BtfKind::Struct),
    ] {
        let btf = obj.btf.as_ref().expect("BTF");
        assert!(btf.id_by_type_name_kind(ctx, kind).is_ok(), "{ctx}");
    }
}

#[test]
fn xdp_run_config_is_described_in_btf() {
    let mut p = prog("xdp", "fw", trivial());
    p.run_config = Some(RunConfig {
        priority: 7,
        chain_call_actions: vec![XdpAction::Pass, XdpAction::Tx],
    });
    let bytes = ObjectBuilder::new("GPL")
        .programs(&[p])
        .maps(&[MapDef::prog_array("next", 1)])
        .write()
        .expect("writes");
    let obj = Object::parse(&bytes).expect("aya-obj parses");
    let btf = obj.btf.as_ref().expect("BTF");
    use aya_obj::btf::BtfKind;
    assert!(btf
        .id_by_type_name_kind(XDP_RUN_CONFIG_SECTION, BtfKind::DataSec)
        .is_ok());
    assert!(btf
        .id_by_type_name_kind(&run_config_var("fw"), BtfKind::Var)
        .is_ok());
    // BTF only: no ELF section, no symbol (libbpf would report the section).
    let file = object::File::parse(bytes.as_slice()).expect("object parses");
    assert!(file.section_by_name(XDP_RUN_CONFIG_SECTION).is_none());
    assert!(!file.symbols().any(|s| s.name() == Ok("_fw")));
    let next = obj.maps.get("next").expect("prog array");
    assert_eq!(next.map_type(), map_type::PROG_ARRAY);
    assert_eq!((next.key_size(), next.value_size()), (4, 4));
    assert_eq!(next.max_entries(), 1);

    let mut twice = prog("xdp", "fw", trivial());
    twice.run_config = Some(RunConfig {
        priority: 7,
        chain_call_actions: vec![XdpAction::Pass, XdpAction::Pass],
    });
    assert!(matches!(
        ObjectBuilder::new("GPL").programs(&[twice]).write(),
        Err(ObjError::BadRunConfig { .. })
    ));
    let mut tc = prog("classifier", "t", trivial());
    tc.run_config = Some(RunConfig {
        priority: 7,
        chain_call_actions: vec![],
    });
    assert!(matches!(
        ObjectBuilder::new("GPL").programs(&[tc]).write(),
        Err(ObjError::BadRunConfig { .. })
    ));
}

/// The FUNC types of raw `.BTF` bytes: (name, linkage, number of
/// parameters of its FUNC_PROTO).
fn btf_funcs(btf: &[u8]) -> Vec<(String, u32, u32)> {
    let u32_at = |b: &[u8], o: usize| u32::from_le_bytes(b[o..o + 4].try_into().expect("4 bytes"));
    let hdr = u32_at(btf, 4) as usize;
    let (type_off, type_len) = (u32_at(btf, 8) as usize, u32_at(btf, 12) as usize);
    let str_off = u32_at(btf, 16) as usize;
    let types = &btf[hdr + type_off..hdr + type_off + type_len];
    let strings = &btf[hdr + str_off..];
    let name = |o: u32| {
        let s = &strings[o as usize..];
        String::from_utf8_lossy(&s[..s.iter().position(|&c| c == 0).expect("NUL")]).into_owned()
    };
    // (kind, vlen, name, size_or_type) by id (from 1)
    let mut all = vec![(0, 0, 0, 0)];
    let mut at = 0;
    while at < types.len() {
        let (n, info, st) = (
            u32_at(types, at),
            u32_at(types, at + 4),
            u32_at(types, at + 8),
        );
        let (kind, vlen) = (info >> 24 & 0x1f, info & 0xffff);
        all.push((kind, vlen, n, st));
        at += 12
            + match kind {
                1 | 14 => 4,        // INT, VAR
                3 => 12,            // ARRAY
                4 | 5 => 12 * vlen, // STRUCT, UNION
                13 => 8 * vlen,     // FUNC_PROTO
                15 => 12 * vlen,    // DATASEC
                _ => 0,             // PTR, FWD, FUNC, ...
            } as usize;
    }
    all.iter()
        .filter(|t| t.0 == 12)
        .map(|&(_, linkage, n, proto)| (name(n), linkage, all[proto as usize].1))
        .collect()
}

/// A program calling a function: the function is a global `STT_FUNC` in
/// `.text` with its own relocations, the call is relocated by
/// `R_BPF_64_32` against its symbol (`src_reg` 1, `imm` -1, as clang
/// writes it), the BTF describes it as a global FUNC taking the context
/// and its scalars, and aya-obj links it into the program.
#[test]
fn functions_are_global_subprograms_in_text() {
    let mut a = Asm::new();
    a.call_fn("search");
    a.exit();
    let main = a.finish().expect("assembles");
    let mut a = Asm::new();
    a.ld_data(Reg::R1, ".rodata", 0);
    a.mov_imm(Width::W64, Reg::R0, 1);
    a.exit();
    let search = FuncDef {
        name: "search".into(),
        section: "classifier".into(),
        params: vec!["vlan".into(), "ip_end".into()],
        program: a.finish().expect("assembles"),
    };
    let d = DataSection {
        name: ".rodata".into(),
        bytes: vec![7; 8],
    };
    let bytes = ObjectBuilder::new("GPL")
        .programs(&[prog("classifier", "main", main.clone())])
        .functions(std::slice::from_ref(&search))
        .data(std::slice::from_ref(&d))
        .write()
        .expect("writes");
    let file = object::File::parse(bytes.as_slice()).expect("object parses");
    let text = file.section_by_name(".text").expect(".text");
    assert_eq!(text.kind(), SectionKind::Text);
    assert_eq!(text.size(), 4 * 8);
    let sym = file
        .symbols()
        .find(|s| s.name() == Ok("search"))
        .expect("function symbol");
    assert!(sym.is_global() && sym.kind() == object::SymbolKind::Text);
    assert_eq!(
        (sym.section_index(), sym.address(), sym.size()),
        (Some(text.index()), 0, 32)
    );
    let sec = file.section_by_name("classifier").expect("classifier");
    let relocs: Vec<_> = sec.relocations().collect();
    assert_eq!(relocs.len(), 1);
    let (off, r) = &relocs[0];
    assert_eq!(*off, 0);
    assert_eq!(r.flags(), object::RelocationFlags::Elf { r_type: 10 });
    let RelocationTarget::Symbol(idx) = r.target() else {
        panic!("relocation target is a symbol");
    };
    assert_eq!(
        file.symbol_by_index(idx).expect("symbol").name(),
        Ok("search")
    );
    let call = Insn::decode(sec.data().expect("code")[..8].try_into().expect("8 bytes"));
    assert_eq!((call.src, call.imm), (1, -1));
    let text_relocs: Vec<_> = text.relocations().collect();
    assert_eq!(text_relocs.len(), 1);
    assert_eq!(
        text_relocs[0].1.flags(),
        object::RelocationFlags::Elf { r_type: 1 }
    );

    let btf = section_bytes(&bytes, ".BTF").expect(".BTF");
    let funcs = btf_funcs(btf);
    // global linkage (1); the context, then the two scalars
    assert!(funcs.contains(&("search".into(), 1, 3)), "{funcs:?}");
    assert!(funcs.contains(&("main".into(), 1, 1)), "{funcs:?}");

    let mut obj = Object::parse(&bytes).expect("aya-obj parses");
    assert!(
        !obj.programs.contains_key("search"),
        "a function is no program"
    );
    let texts = std::collections::HashSet::from([text.index().0]);
    obj.relocate_calls(&texts).expect("aya-obj links the call");
    let p = obj.programs.get("main").expect("main");
    let f = obj.functions.get(&p.function_key()).expect("function");
    assert_eq!(f.instructions.len(), 2 + 4, "the function is linked in");
    assert_eq!(f.instructions[0].imm, 1, "call the instruction after exit");
    let want = func_id(&obj, "search");
    let infos = &f.func_info.func_info;
    assert!(
        infos.iter().any(|i| i.insn_off == 2 && i.type_id == want),
        "{infos:?}"
    );

    // A call of an unknown function; a function named like a program.
    let mut unknown = search.clone();
    unknown.name = "other".into();
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&[prog("classifier", "main", main.clone())])
            .functions(&[unknown])
            .data(std::slice::from_ref(&d))
            .write(),
        Err(ObjError::BadReloc { insn: 0, .. })
    ));
    let mut twin = search;
    twin.name = "main".into();
    assert!(matches!(
        ObjectBuilder::new("GPL")
            .programs(&[prog("classifier", "main", main)])
            .functions(&[twin])
            .data(&[d])
            .write(),
        Err(ObjError::Duplicate { .. })
    ));
}

/// FNV-1a (64 bits) of `bytes`.
fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100000001b3)
    })
}

/// An object with every part the writer lays out: programs in two
/// sections (one with a run configuration), functions in `.text` calling
/// into data, each map kind, two data sections and a note.
fn every_part() -> Vec<u8> {
    let mut a = Asm::new();
    a.ld_map(Reg::R1, "dropc_counters");
    a.ld_data(Reg::R2, ".rodata", 4);
    a.call_fn("search");
    a.ld_map(Reg::R3, "v6");
    a.ld_map(Reg::R3, "next");
    a.mov_imm(Width::W64, Reg::R0, 2);
    a.exit();
    let main = a.finish().expect("assembles");
    let mut a = Asm::new();
    a.ld_map(Reg::R1, "rates");
    a.ld_data(Reg::R2, ".rodata.big", 9);
    a.mov_imm(Width::W64, Reg::R0, 1);
    a.exit();
    let search = FuncDef {
        name: "search".into(),
        section: "xdp".into(),
        params: vec!["vlan".into(), "ip_end".into()],
        program: a.finish().expect("assembles"),
    };
    let mut a = Asm::new();
    a.ld_map(Reg::R1, "v4");
    a.call_fn("look");
    a.exit();
    let tc = a.finish().expect("assembles");
    let mut a = Asm::new();
    a.ld_map(Reg::R1, "pairs");
    a.mov_imm(Width::W64, Reg::R0, 0);
    a.exit();
    let look = FuncDef {
        name: "look".into(),
        section: "classifier".into(),
        params: vec![],
        program: a.finish().expect("assembles"),
    };
    let mut fw = prog("xdp", "fw", main);
    fw.run_config = Some(RunConfig {
        priority: 20,
        chain_call_actions: vec![XdpAction::Drop, XdpAction::Pass],
    });
    let progs = [
        fw,
        prog("xdp", "plain", trivial()),
        prog("classifier", "cls", tc),
    ];
    let maps = [
        MapDef::percpu_counters("dropc_counters", 9),
        MapDef::lpm_trie("v4", 4, 1, 100),
        MapDef::lpm_trie("v6", 16, 8, 7),
        MapDef::lru_hash("rates", 12, 16, 1000),
        MapDef::prog_array("next", 1),
        MapDef {
            name: "pairs".into(),
            map_type: map_type::HASH,
            key_size: 6,
            value_size: 3,
            max_entries: 5,
            flags: 0,
        },
    ];
    let data = [
        DataSection {
            name: ".rodata".into(),
            bytes: (0..=255).collect(),
        },
        DataSection {
            name: ".rodata.big".into(),
            bytes: vec![3; 1000],
        },
    ];
    let notes = [DataSection {
        name: ".dropc.note".into(),
        bytes: b"{\"a\":1}".to_vec(),
    }];
    ObjectBuilder::new("Dual MIT/GPL")
        .programs(&progs)
        .functions(&[search, look])
        .maps(&maps)
        .data(&data)
        .notes(&notes)
        .write()
        .expect("writes")
}

/// The writer's output is stable byte for byte: a change to the layout is
/// a decision (update the figures here and say why in the commit).
#[test]
fn objects_are_byte_for_byte_stable() {
    let bytes = every_part();
    assert_eq!(
        (bytes.len(), fnv1a64(&bytes)),
        (6328, 0x0d25a0d31b1398f8),
        "the object's layout changed"
    );
    Object::parse(&bytes).expect("aya-obj parses");
    object::File::parse(bytes.as_slice()).expect("object parses");
    let small = ObjectBuilder::new("GPL")
        .programs(&[prog("xdp", "f", trivial())])
        .write()
        .expect("writes");
    assert_eq!(
        (small.len(), fnv1a64(&small)),
        (1128, 0xb189c573680cf41b),
        "the layout changed"
    );
}
