//! ELF object writer: turns assembled programs, map definitions and
//! read-only data into a relocatable eBPF object (ELF64 LE, `EM_BPF`) that
//! libbpf 1.x (iproute2's `ip`/`tc`, `bpftool`) and aya load with no help.
//!
//! Layout: one `SHF_ALLOC|SHF_EXECINSTR` section per program section name
//! (`xdp`, `classifier`) holding one global `STT_FUNC` per program;
//! `.rel<sec>` (`R_BPF_64_64`) relocations; the BPF functions programs
//! call ([`FuncDef`]), global `STT_FUNC`s in `.text` (calls relocated by
//! `R_BPF_64_32`, as clang writes them); `license`; BTF-defined maps in
//! `.maps` (libbpf `__uint`/`__type` convention); `.rodata`/`.rodata.<x>`
//! global data (`SHF_ALLOC`, one global `STT_OBJECT` spanning each section);
//! a `.BTF` section describing maps, data sections, each program's and
//! each function's FUNC (global, FUNC_PROTO with the context pointer and
//! the function's scalar parameters) and, for XDP programs that
//! have one, libxdp's run configuration (`DATASEC .xdp_run_config`, BTF
//! only); `.BTF.ext` with one function and one line record per program
//! and function;
//! `.symtab`, `.strtab`.
//! The ELF is written byte by byte (no `object` writer) so relocated
//! instructions keep their immediates.

use crate::asm::{Program, RelocTarget};
use crate::insn::{Insn, BPF_CALL, BPF_JMP, BPF_PSEUDO_CALL};
use std::collections::{BTreeMap, HashMap};

/// `BPF_MAP_TYPE_*` values used by dropc.
pub mod map_type {
    /// Hash table.
    pub const HASH: u32 = 1;
    /// Array indexed by u32.
    pub const ARRAY: u32 = 2;
    /// Per-CPU hash table.
    pub const PERCPU_HASH: u32 = 5;
    /// Array of program fds, the target of `bpf_tail_call` (described in
    /// BTF by `key_size`/`value_size`: the kernel takes no BTF key or
    /// value type for it).
    pub const PROG_ARRAY: u32 = 3;
    /// Per-CPU array (counters).
    pub const PERCPU_ARRAY: u32 = 6;
    /// Hash table that evicts the least recently used entries when full
    /// (one shared entry per key for all CPUs).
    pub const LRU_HASH: u32 = 9;
    /// Longest-prefix-match trie (needs [`super::BPF_F_NO_PREALLOC`]).
    pub const LPM_TRIE: u32 = 11;
}

/// Map flag required by LPM tries.
pub const BPF_F_NO_PREALLOC: u32 = 1;

/// Largest `.rodata*` section accepted by [`write_object`] (4 MiB). Each
/// data section becomes a single-element array map; older kernels refuse
/// array values above `KMALLOC_MAX_SIZE` (4 MiB with 4 KiB pages and
/// `MAX_ORDER` 10). Measured on this machine (Linux 6.18, libbpf 1.1 via
/// bpftool, aya 0.14): sections up to 512 MiB load, so this limit is for
/// portability, not for this kernel. Split larger tables across several
/// `.rodata.<x>` sections (a program may use at most
/// [`MAX_MAPS_PER_PROGRAM`] maps and data sections together).
pub const MAX_DATA_SECTION: usize = 4 << 20;

/// Most maps (data sections included) one program may reference: the
/// verifier's `MAX_USED_MAPS` (measured: 64 load, 65 are refused with
/// "The total number of maps per program has reached the limit of 64").
pub const MAX_MAPS_PER_PROGRAM: usize = 64;

/// A map definition (BTF-defined, in `.maps`).
///
/// Keys and values are described in BTF as real types: an unsigned integer
/// for sizes 1, 2, 4, 8, a byte array otherwise, and for LPM tries the
/// `struct { u32 prefixlen; u8 data[key_size - 4]; }` the kernel requires.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapDef {
    /// Map (and symbol) name, a C identifier; the kernel keeps 15 bytes.
    pub name: String,
    /// `BPF_MAP_TYPE_*` (see [`map_type`]).
    pub map_type: u32,
    /// Key size in bytes.
    pub key_size: u32,
    /// Value size in bytes.
    pub value_size: u32,
    /// Maximum number of entries.
    pub max_entries: u32,
    /// `map_flags` (e.g. [`BPF_F_NO_PREALLOC`]).
    pub flags: u32,
}

impl MapDef {
    /// A `BPF_MAP_TYPE_PERCPU_ARRAY` of counters indexed by u32: each value
    /// is `{ u64 packets; u64 bytes; }`.
    pub fn percpu_counters(name: &str, entries: u32) -> MapDef {
        MapDef {
            name: name.to_string(),
            map_type: map_type::PERCPU_ARRAY,
            key_size: 4,
            value_size: 16,
            max_entries: entries,
            flags: 0,
        }
    }

    /// A `BPF_MAP_TYPE_PROG_ARRAY` of `entries` slots (tail-call targets).
    pub fn prog_array(name: &str, entries: u32) -> MapDef {
        MapDef {
            name: name.to_string(),
            map_type: map_type::PROG_ARRAY,
            key_size: 4,
            value_size: 4,
            max_entries: entries,
            flags: 0,
        }
    }

    /// A `BPF_MAP_TYPE_LRU_HASH` (entries shared by all CPUs; the least
    /// recently used are evicted when it is full).
    pub fn lru_hash(name: &str, key_size: u32, value_size: u32, max_entries: u32) -> MapDef {
        MapDef {
            name: name.to_string(),
            map_type: map_type::LRU_HASH,
            key_size,
            value_size,
            max_entries,
            flags: 0,
        }
    }

    /// An LPM trie whose keys carry `data_len` address bytes (4 for IPv4,
    /// 16 for IPv6) after the u32 prefix length.
    pub fn lpm_trie(name: &str, data_len: u32, value_size: u32, max_entries: u32) -> MapDef {
        MapDef {
            name: name.to_string(),
            map_type: map_type::LPM_TRIE,
            key_size: 4 + data_len,
            value_size,
            max_entries,
            flags: BPF_F_NO_PREALLOC,
        }
    }
}

/// A read-only global data section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataSection {
    /// `.rodata` or `.rodata.<x>` (x: letters, digits, `_`).
    pub name: String,
    /// Contents (1 byte to [`MAX_DATA_SECTION`]).
    pub bytes: Vec<u8>,
}

/// A program to put in the object.
///
/// Every program is described in BTF as a global function
/// `int NAME(struct xdp_md *ctx)` (section `xdp`) or
/// `int NAME(struct __sk_buff *skb)` (section `classifier`), referenced by
/// the `.BTF.ext` function information, as clang would describe it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgDef {
    /// ELF section: `xdp` or `classifier` (programs sharing a section are
    /// laid out one after the other).
    pub section: String,
    /// Function symbol name (a C identifier); loaders find programs by it.
    pub name: String,
    /// The code.
    pub program: Program,
    /// libxdp run configuration (XDP programs only).
    pub run_config: Option<RunConfig>,
}

impl ProgDef {
    /// A program with no run configuration.
    pub fn new(section: &str, name: &str, program: Program) -> ProgDef {
        ProgDef {
            section: section.to_string(),
            name: name.to_string(),
            program,
            run_config: None,
        }
    }
}

/// A BPF function that programs call by name ([`crate::Asm::call_fn`]): a
/// *global* subprogram, `int NAME(CTX *ctx, __u64 PARAM, ...)`, written to
/// `.text` (where libbpf and aya look for subprograms) and described in BTF
/// with global linkage. The kernel verifies a global function once, on its
/// own, from its BTF prototype (the context pointer, any scalar for each
/// parameter), instead of once per state it is called with; a call returns
/// an unknown scalar in r0. The program's context is passed as the first
/// argument so that the function can read the packet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuncDef {
    /// Function (and symbol) name, a C identifier.
    pub name: String,
    /// The section (`xdp` or `classifier`) of the programs that call it:
    /// decides the type of its context parameter.
    pub section: String,
    /// Its scalar parameters after the context, each a `__u64`.
    pub params: Vec<String>,
    /// The code.
    pub program: Program,
}

/// Name of the section (ELF and BTF `DATASEC`) where libxdp looks for the
/// run configuration of XDP programs.
pub const XDP_RUN_CONFIG_SECTION: &str = ".xdp_run_config";

/// How libxdp's multi-program dispatcher runs an XDP program, described as
/// xdp-tools' `XDP_RUN_CONFIG(NAME)` macro does: a variable `_NAME` in the
/// BTF `DATASEC` [`XDP_RUN_CONFIG_SECTION`] whose struct has the members
/// `priority` and `XDP_<ACTION>` (one per action after which the next
/// program runs), each an `__uint(member, value)`.
///
/// libxdp reads only the BTF (of the file, or of the loaded program), so
/// the object carries no ELF section for it (libbpf would print "skipping
/// unrecognized data section" on every load) and the variable has static
/// linkage (libbpf then looks for no ELF symbol; libxdp accepts static and
/// global variables).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunConfig {
    /// Run priority (lower runs first; libxdp's default is 50).
    pub priority: u32,
    /// The actions after which the dispatcher calls the next program
    /// (`XDP_PASS` in libxdp's default), each at most once.
    pub chain_call_actions: Vec<XdpAction>,
}

/// An XDP return code, as named in a [`RunConfig`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XdpAction {
    /// `XDP_ABORTED`.
    Aborted,
    /// `XDP_DROP`.
    Drop,
    /// `XDP_PASS`.
    Pass,
    /// `XDP_TX`.
    Tx,
    /// `XDP_REDIRECT`.
    Redirect,
}

impl XdpAction {
    /// The member name libxdp reads (`XDP_PASS`, ...).
    pub fn name(self) -> &'static str {
        match self {
            XdpAction::Aborted => "XDP_ABORTED",
            XdpAction::Drop => "XDP_DROP",
            XdpAction::Pass => "XDP_PASS",
            XdpAction::Tx => "XDP_TX",
            XdpAction::Redirect => "XDP_REDIRECT",
        }
    }

    /// The return code.
    pub fn code(self) -> i32 {
        use crate::insn::xdp;
        match self {
            XdpAction::Aborted => xdp::ABORTED,
            XdpAction::Drop => xdp::DROP,
            XdpAction::Pass => xdp::PASS,
            XdpAction::Tx => xdp::TX,
            XdpAction::Redirect => xdp::REDIRECT,
        }
    }
}

/// Errors from [`write_object`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ObjError {
    /// No program given.
    #[error("an object needs at least one program")]
    NoProgram,
    /// A name is not a C identifier.
    #[error("{what} name {name:?} is not a C identifier")]
    BadName {
        /// What is named.
        what: &'static str,
        /// The name.
        name: String,
    },
    /// A program section name is not supported.
    #[error("program section {0:?} is not supported (use \"xdp\" or \"classifier\")")]
    BadSection(String),
    /// Two items share a name.
    #[error("duplicate {what} name {name:?}")]
    Duplicate {
        /// What is named.
        what: &'static str,
        /// The name.
        name: String,
    },
    /// A data section name or size is invalid.
    #[error("data section {name:?}: {reason}")]
    BadData {
        /// Section name.
        name: String,
        /// Why.
        reason: String,
    },
    /// A map definition is invalid.
    #[error("map {name:?}: {reason}")]
    BadMap {
        /// Map name.
        name: String,
        /// Why.
        reason: String,
    },
    /// A relocation cannot be written.
    #[error("program {prog:?}, instruction {insn}: {reason}")]
    BadReloc {
        /// Program name.
        prog: String,
        /// Instruction slot.
        insn: usize,
        /// Why.
        reason: String,
    },
    /// A program references more maps and data sections than the kernel allows.
    #[error("program {prog:?} uses {count} maps and data sections (the kernel allows {MAX_MAPS_PER_PROGRAM})")]
    TooManyMaps {
        /// Program name.
        prog: String,
        /// Distinct maps and data sections it references.
        count: usize,
    },
    /// The license contains a NUL byte.
    #[error("license string contains a NUL byte")]
    BadLicense,
    /// A run configuration is invalid.
    #[error("program {prog:?}: run configuration: {reason}")]
    BadRunConfig {
        /// Program name.
        prog: String,
        /// Why.
        reason: String,
    },
}

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Name of the BTF variable / ELF symbol spanning a data section:
/// `.rodata` -> `__dropc_rodata`, `.rodata.set0` -> `__dropc_rodata_set0`.
pub fn data_symbol_name(section: &str) -> String {
    format!("__dropc{}", section.replace('.', "_"))
}

// ---------------------------------------------------------------- BTF ----

const BTF_KIND_INT: u32 = 1;
const BTF_KIND_PTR: u32 = 2;
const BTF_KIND_ARRAY: u32 = 3;
const BTF_KIND_STRUCT: u32 = 4;
const BTF_KIND_FUNC: u32 = 12;
const BTF_KIND_FUNC_PROTO: u32 = 13;
const BTF_KIND_VAR: u32 = 14;
const BTF_KIND_DATASEC: u32 = 15;
const BTF_VAR_STATIC: u32 = 0;
const BTF_VAR_GLOBAL_ALLOCATED: u32 = 1;
const BTF_FUNC_GLOBAL: u32 = 1;

/// A minimal BTF writer (types + string table), enough for BTF-defined maps
/// and global data sections.
#[derive(Default)]
struct Btf {
    types: Vec<u8>,
    next_id: u32,
    strings: Vec<u8>,
    string_offsets: HashMap<String, u32>,
    /// Cache of deduplicated types (ints, `__uint` arrays, pointers).
    cache: HashMap<(u32, u32, u32), u32>,
}

impl Btf {
    fn new() -> Btf {
        Btf {
            strings: vec![0],
            next_id: 1,
            ..Btf::default()
        }
    }

    fn string(&mut self, s: &str) -> u32 {
        if s.is_empty() {
            return 0;
        }
        if let Some(&o) = self.string_offsets.get(s) {
            return o;
        }
        let o = self.strings.len() as u32;
        self.strings.extend_from_slice(s.as_bytes());
        self.strings.push(0);
        self.string_offsets.insert(s.to_string(), o);
        o
    }

    fn push_u32(&mut self, v: u32) {
        self.types.extend_from_slice(&v.to_le_bytes());
    }

    fn header(&mut self, name: &str, kind: u32, vlen: u32, size_or_type: u32) -> u32 {
        let name_off = self.string(name);
        self.push_u32(name_off);
        self.push_u32((kind << 24) | (vlen & 0xffff));
        self.push_u32(size_or_type);
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// An integer type of `bytes` bytes.
    fn int(&mut self, name: &str, bytes: u32, signed: bool) -> u32 {
        let key = (BTF_KIND_INT, bytes, signed as u32);
        if let Some(&id) = self.cache.get(&key) {
            return id;
        }
        let id = self.header(name, BTF_KIND_INT, 0, bytes);
        let encoding = if signed { 1u32 } else { 0 };
        self.push_u32((encoding << 24) | (bytes * 8));
        self.cache.insert(key, id);
        id
    }

    fn uint(&mut self, bytes: u32) -> u32 {
        let name = match bytes {
            1 => "unsigned char",
            2 => "unsigned short",
            4 => "unsigned int",
            _ => "unsigned long long",
        };
        self.int(name, bytes, false)
    }

    fn c_int(&mut self) -> u32 {
        self.int("int", 4, true)
    }

    fn array(&mut self, elem: u32, nelems: u32) -> u32 {
        let key = (BTF_KIND_ARRAY, elem, nelems);
        if let Some(&id) = self.cache.get(&key) {
            return id;
        }
        let index = self.c_int();
        let id = self.header("", BTF_KIND_ARRAY, 0, 0);
        self.push_u32(elem);
        self.push_u32(index);
        self.push_u32(nelems);
        self.cache.insert(key, id);
        id
    }

    fn ptr(&mut self, to: u32) -> u32 {
        let key = (BTF_KIND_PTR, to, 0);
        if let Some(&id) = self.cache.get(&key) {
            return id;
        }
        let id = self.header("", BTF_KIND_PTR, 0, to);
        self.cache.insert(key, id);
        id
    }

    /// `int (*)[val]`: the `__uint(name, val)` convention.
    fn uint_field(&mut self, val: u32) -> u32 {
        let int = self.c_int();
        let arr = self.array(int, val);
        self.ptr(arr)
    }

    /// A struct with (name, type, byte offset) members.
    fn structure(&mut self, name: &str, size: u32, members: &[(&str, u32, u32)]) -> u32 {
        let names: Vec<u32> = members.iter().map(|m| self.string(m.0)).collect();
        let id = self.header(name, BTF_KIND_STRUCT, members.len() as u32, size);
        for (m, n) in members.iter().zip(names) {
            self.push_u32(n);
            self.push_u32(m.1);
            self.push_u32(m.2 * 8);
        }
        id
    }

    /// A function prototype returning `ret` with (name, type) parameters.
    fn func_proto(&mut self, ret: u32, params: &[(&str, u32)]) -> u32 {
        let names: Vec<u32> = params.iter().map(|p| self.string(p.0)).collect();
        let id = self.header("", BTF_KIND_FUNC_PROTO, params.len() as u32, ret);
        for (p, n) in params.iter().zip(names) {
            self.push_u32(n);
            self.push_u32(p.1);
        }
        id
    }

    /// A global function of prototype `proto`.
    fn func(&mut self, name: &str, proto: u32) -> u32 {
        // vlen holds the linkage.
        self.header(name, BTF_KIND_FUNC, BTF_FUNC_GLOBAL, proto)
    }

    fn var(&mut self, name: &str, ty: u32) -> u32 {
        self.var_linked(name, ty, BTF_VAR_GLOBAL_ALLOCATED)
    }

    fn var_linked(&mut self, name: &str, ty: u32, linkage: u32) -> u32 {
        let id = self.header(name, BTF_KIND_VAR, 0, ty);
        self.push_u32(linkage);
        id
    }

    /// A DATASEC with (var type id, offset, size) entries.
    fn datasec(&mut self, name: &str, size: u32, vars: &[(u32, u32, u32)]) -> u32 {
        let id = self.header(name, BTF_KIND_DATASEC, vars.len() as u32, size);
        for &(ty, off, sz) in vars {
            self.push_u32(ty);
            self.push_u32(off);
            self.push_u32(sz);
        }
        id
    }

    /// A type of `size` bytes for a map key or value.
    fn blob(&mut self, size: u32) -> u32 {
        match size {
            1 | 2 | 4 | 8 => self.uint(size),
            _ => {
                let u8t = self.uint(1);
                self.array(u8t, size)
            }
        }
    }

    fn finish(self) -> Vec<u8> {
        let mut out = Vec::with_capacity(24 + self.types.len() + self.strings.len());
        out.extend_from_slice(&0xeb9fu16.to_le_bytes());
        out.push(1); // version
        out.push(0); // flags
        out.extend_from_slice(&24u32.to_le_bytes()); // hdr_len
        out.extend_from_slice(&0u32.to_le_bytes()); // type_off
        out.extend_from_slice(&(self.types.len() as u32).to_le_bytes());
        out.extend_from_slice(&(self.types.len() as u32).to_le_bytes()); // str_off
        out.extend_from_slice(&(self.strings.len() as u32).to_le_bytes());
        out.extend_from_slice(&self.types);
        out.extend_from_slice(&self.strings);
        out
    }
}

/// Adds the BTF of one map (struct + var); returns (var id, struct size).
fn btf_map(btf: &mut Btf, m: &MapDef) -> (u32, u32) {
    let ty = btf.uint_field(m.map_type);
    let (key, value) = if m.map_type == map_type::PROG_ARRAY {
        // Sizes only: the kernel refuses BTF key/value types for it.
        (
            ("key_size", btf.uint_field(m.key_size)),
            ("value_size", btf.uint_field(m.value_size)),
        )
    } else {
        let key_ty = if m.map_type == map_type::LPM_TRIE {
            let u32t = btf.uint(4);
            let u8t = btf.uint(1);
            let data = btf.array(u8t, m.key_size.saturating_sub(4));
            let name = format!("dropc_lpm_key{}", m.key_size.saturating_sub(4));
            btf.structure(
                &name,
                m.key_size,
                &[("prefixlen", u32t, 0), ("data", data, 4)],
            )
        } else {
            btf.blob(m.key_size)
        };
        let value_ty = btf.blob(m.value_size);
        (("key", btf.ptr(key_ty)), ("value", btf.ptr(value_ty)))
    };
    let max = btf.uint_field(m.max_entries);
    let mut members = vec![("type", ty), key, value, ("max_entries", max)];
    if m.flags != 0 {
        let flags = btf.uint_field(m.flags);
        members.push(("map_flags", flags));
    }
    let (st, size) = btf_uint_struct(btf, &members);
    (btf.var(&m.name, st), size)
}

/// An anonymous struct of pointer-sized (name, type) members, as
/// `__uint`/`__type` declarations lay them out; returns (struct id, size).
fn btf_uint_struct(btf: &mut Btf, members: &[(&str, u32)]) -> (u32, u32) {
    let laid: Vec<(&str, u32, u32)> = members
        .iter()
        .enumerate()
        .map(|(i, (n, t))| (*n, *t, i as u32 * 8))
        .collect();
    let size = laid.len() as u32 * 8;
    (btf.structure("", size, &laid), size)
}

/// The BTF of a run configuration: variable `_<prog>`; returns (var id,
/// struct size).
fn btf_run_config(btf: &mut Btf, prog: &str, rc: &RunConfig) -> (u32, u32) {
    let mut members = vec![("priority", btf.uint_field(rc.priority))];
    for &a in &rc.chain_call_actions {
        members.push((a.name(), btf.uint_field(1)));
    }
    let (st, size) = btf_uint_struct(btf, &members);
    let name = run_config_var(prog);
    (btf.var_linked(&name, st, BTF_VAR_STATIC), size)
}

/// Name of the run-configuration variable of program `prog` (libxdp looks
/// for `_<prog>`).
pub fn run_config_var(prog: &str) -> String {
    format!("_{prog}")
}

/// The context types of the program sections, each made once.
#[derive(Default)]
struct CtxTypes(HashMap<String, u32>);

impl CtxTypes {
    /// The pointer type to the context of programs of `section` and the
    /// C type's name: `struct xdp_md` (the UAPI's six `__u32`) for XDP,
    /// `struct __sk_buff` for tc (a struct of the UAPI's size without
    /// members: the kernel takes a global function's `struct __sk_buff *`
    /// parameter as the context by its name, and refuses a forward
    /// declaration, whose size is unknown).
    fn ptr(&mut self, btf: &mut Btf, section: &str) -> (u32, &'static str) {
        let name = if section == "xdp" {
            "xdp_md"
        } else {
            "__sk_buff"
        };
        if let Some(&p) = self.0.get(section) {
            return (p, name);
        }
        let ctx = if section == "xdp" {
            let u32t = btf.uint(4);
            let fields = [
                "data",
                "data_end",
                "data_meta",
                "ingress_ifindex",
                "rx_queue_index",
                "egress_ifindex",
            ];
            let members: Vec<(&str, u32, u32)> = fields
                .iter()
                .enumerate()
                .map(|(i, f)| (*f, u32t, i as u32 * 4))
                .collect();
            btf.structure(name, 24, &members)
        } else {
            btf.structure(name, SK_BUFF_SIZE, &[])
        };
        let p = btf.ptr(ctx);
        self.0.insert(section.to_string(), p);
        (p, name)
    }
}

/// `sizeof(struct __sk_buff)` in the UAPI.
const SK_BUFF_SIZE: u32 = 192;

/// The BTF function (global) of a program or function taking the context
/// of `section` and the `__u64` parameters `params`: `int name(struct
/// xdp_md *ctx, ...)` for XDP, `int name(struct __sk_buff *skb, ...)` for
/// tc; returns (FUNC id, the declaration as C text).
fn btf_func(
    btf: &mut Btf,
    ctx_types: &mut CtxTypes,
    section: &str,
    name: &str,
    params: &[String],
) -> (u32, String) {
    let (ptr, ctx_name) = ctx_types.ptr(btf, section);
    let ctx_param = if section == "xdp" { "ctx" } else { "skb" };
    let u64t = btf.uint(8);
    let mut all = vec![(ctx_param, ptr)];
    all.extend(params.iter().map(|p| (p.as_str(), u64t)));
    let int = btf.c_int();
    let proto = btf.func_proto(int, &all);
    let mut decl = format!("int {name}(struct {ctx_name} *{ctx_param}");
    for p in params {
        decl.push_str(&format!(", __u64 {p}"));
    }
    decl.push(')');
    (btf.func(name, proto), decl)
}

/// File name of the line information: the code has no source file.
const LINE_INFO_FILE: &str = "<dropc>";

/// One program's `.BTF.ext` records: its byte offset in the section, its
/// FUNC type, and the one line (string offsets of file name and text) that
/// libbpf wants at a program's first instruction.
struct ExtRecord {
    insn_off: u32,
    func: u32,
    file: u32,
    line: u32,
}

/// `.BTF.ext`: function and line information, one record each per
/// program, grouped by program section (section names are offsets into the
/// `.BTF` string table).
fn btf_ext(secs: &[(u32, Vec<ExtRecord>)]) -> Vec<u8> {
    const HDR_LEN: u32 = 32;
    const FUNC_REC: u32 = 8;
    const LINE_REC: u32 = 16;
    let info = |rec_size: u32, fields: &dyn Fn(&ExtRecord) -> Vec<u32>| {
        let mut out = rec_size.to_le_bytes().to_vec();
        for (sec_name, recs) in secs {
            out.extend_from_slice(&sec_name.to_le_bytes());
            out.extend_from_slice(&(recs.len() as u32).to_le_bytes());
            for r in recs {
                for v in fields(r) {
                    out.extend_from_slice(&v.to_le_bytes());
                }
            }
        }
        out
    };
    let func = info(FUNC_REC, &|r| vec![r.insn_off, r.func]);
    // line_col: line 1, column 0.
    let line = info(LINE_REC, &|r| vec![r.insn_off, r.file, r.line, 1 << 10]);
    let (flen, llen) = (func.len() as u32, line.len() as u32);
    let mut out = Vec::with_capacity(HDR_LEN as usize + func.len() + line.len());
    out.extend_from_slice(&0xeb9fu16.to_le_bytes());
    out.push(1); // version
    out.push(0); // flags
    out.extend_from_slice(&HDR_LEN.to_le_bytes());
    // func_info off/len, line_info off/len, core_relo off/len.
    for v in [0, flen, flen, llen, flen + llen, 0] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out.extend_from_slice(&func);
    out.extend_from_slice(&line);
    out
}

// ---------------------------------------------------------------- ELF ----

const SHT_PROGBITS: u32 = 1;
const SHT_SYMTAB: u32 = 2;
const SHT_STRTAB: u32 = 3;
const SHT_REL: u32 = 9;
const SHF_WRITE: u64 = 1;
const SHF_ALLOC: u64 = 2;
const SHF_EXECINSTR: u64 = 4;
const SHF_INFO_LINK: u64 = 0x40;
const STB_LOCAL: u8 = 0;
const STB_GLOBAL: u8 = 1;
const STT_OBJECT: u8 = 1;
const STT_FUNC: u8 = 2;
const STT_SECTION: u8 = 3;
const EM_BPF: u16 = 247;
const R_BPF_64_64: u64 = 1;
const R_BPF_64_32: u64 = 10;
/// The section of the BPF functions (libbpf looks for subprograms there).
const TEXT: &str = ".text";

struct Shdr {
    name: u32,
    kind: u32,
    flags: u64,
    data: Vec<u8>,
    link: u32,
    info: u32,
    align: u64,
    entsize: u64,
}

struct Sym {
    name: u32,
    info: u8,
    shndx: u16,
    value: u64,
    size: u64,
}

#[derive(Default)]
struct StrTab {
    bytes: Vec<u8>,
}

impl StrTab {
    fn add(&mut self, s: &str) -> u32 {
        if self.bytes.is_empty() {
            self.bytes.push(0);
        }
        if s.is_empty() {
            return 0;
        }
        let o = self.bytes.len() as u32;
        self.bytes.extend_from_slice(s.as_bytes());
        self.bytes.push(0);
        o
    }
}

/// A program or a function, as laid out in its ELF section.
struct Unit<'a> {
    /// ELF section: the program's, or `.text` for a function.
    section: &'a str,
    name: &'a str,
    program: &'a Program,
    /// The program section whose context it takes.
    ctx: &'a str,
    /// Scalar parameters after the context (functions).
    params: &'a [String],
}

fn check_inputs(
    progs: &[ProgDef],
    funcs: &[FuncDef],
    maps: &[MapDef],
    data: &[DataSection],
) -> Result<(), ObjError> {
    if progs.is_empty() {
        return Err(ObjError::NoProgram);
    }
    let mut seen: Vec<String> = Vec::new();
    let units = progs
        .iter()
        .map(|p| ("program", &p.name, &p.section, &p.program, &[][..]))
        .chain(
            funcs
                .iter()
                .map(|f| ("function", &f.name, &f.section, &f.program, &f.params[..])),
        );
    for (what, name, section, program, params) in units {
        if !is_ident(name) {
            return Err(ObjError::BadName {
                what,
                name: name.clone(),
            });
        }
        if let Some(p) = params.iter().find(|p| !is_ident(p)) {
            return Err(ObjError::BadName {
                what: "parameter",
                name: p.clone(),
            });
        }
        if section != "xdp" && section != "classifier" {
            return Err(ObjError::BadSection(section.clone()));
        }
        if program.insns.is_empty() {
            return Err(ObjError::BadReloc {
                prog: name.clone(),
                insn: 0,
                reason: format!("empty {what}"),
            });
        }
        if seen.contains(name) {
            return Err(ObjError::Duplicate {
                what: "symbol",
                name: name.clone(),
            });
        }
        seen.push(name.clone());
    }
    for p in progs {
        let Some(rc) = &p.run_config else { continue };
        let bad = |reason: &str| ObjError::BadRunConfig {
            prog: p.name.clone(),
            reason: reason.to_string(),
        };
        if p.section != "xdp" {
            return Err(bad("only XDP programs have one"));
        }
        for (i, a) in rc.chain_call_actions.iter().enumerate() {
            if rc.chain_call_actions[..i].contains(a) {
                return Err(bad(&format!("{} is listed twice", a.name())));
            }
        }
    }
    for m in maps {
        if !is_ident(&m.name) {
            return Err(ObjError::BadName {
                what: "map",
                name: m.name.clone(),
            });
        }
        if seen.contains(&m.name) {
            return Err(ObjError::Duplicate {
                what: "symbol",
                name: m.name.clone(),
            });
        }
        seen.push(m.name.clone());
        let bad = |reason: &str| ObjError::BadMap {
            name: m.name.clone(),
            reason: reason.to_string(),
        };
        if m.key_size == 0 || m.value_size == 0 || m.max_entries == 0 {
            return Err(bad("key size, value size and max_entries must be positive"));
        }
        if m.map_type == map_type::LPM_TRIE {
            if m.key_size <= 4 {
                return Err(bad("LPM trie keys need a u32 prefix length and data"));
            }
            if m.flags & BPF_F_NO_PREALLOC == 0 {
                return Err(bad("LPM tries need BPF_F_NO_PREALLOC"));
            }
        }
    }
    let mut data_names: Vec<&str> = Vec::new();
    for d in data {
        let bad = |reason: String| ObjError::BadData {
            name: d.name.clone(),
            reason,
        };
        let ok_name = d.name == ".rodata"
            || d.name.strip_prefix(".rodata.").is_some_and(|x| {
                !x.is_empty() && x.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            });
        if !ok_name {
            return Err(bad(
                "name must be .rodata or .rodata.<letters, digits, _>".into()
            ));
        }
        if d.bytes.is_empty() || d.bytes.len() > MAX_DATA_SECTION {
            return Err(bad(format!(
                "size {} is outside 1..={MAX_DATA_SECTION}",
                d.bytes.len()
            )));
        }
        if data_names.contains(&d.name.as_str()) {
            return Err(ObjError::Duplicate {
                what: "data section",
                name: d.name.clone(),
            });
        }
        data_names.push(&d.name);
        let sym = data_symbol_name(&d.name);
        if seen.contains(&sym) {
            return Err(ObjError::Duplicate {
                what: "symbol",
                name: sym,
            });
        }
        seen.push(sym);
    }
    Ok(())
}

/// Writes a relocatable eBPF ELF object. `license` is usually `"GPL"`
/// (needed by some helpers).
pub fn write_object(
    progs: &[ProgDef],
    maps: &[MapDef],
    data: &[DataSection],
    license: &str,
) -> Result<Vec<u8>, ObjError> {
    write_object_with_notes(progs, maps, data, &[], license)
}

/// [`write_object`] with extra non-allocated `SHT_PROGBITS` sections
/// (`notes`: name, bytes) that loaders skip (libbpf: "unrecognized data
/// section"; aya: undefined section kind) and that [`section_bytes`] reads
/// back. A note's name must not start with a prefix loaders interpret
/// (`.data`, `.rodata`, `.bss`, `.maps`, `.text`, `license`, `version`,
/// `maps`, `.BTF`).
pub fn write_object_with_notes(
    progs: &[ProgDef],
    maps: &[MapDef],
    data: &[DataSection],
    notes: &[DataSection],
    license: &str,
) -> Result<Vec<u8>, ObjError> {
    write_object_with_functions(progs, &[], maps, data, notes, license)
}

/// [`write_object_with_notes`] with the BPF functions ([`FuncDef`]) the
/// programs call, in `.text`.
pub fn write_object_with_functions(
    progs: &[ProgDef],
    funcs: &[FuncDef],
    maps: &[MapDef],
    data: &[DataSection],
    notes: &[DataSection],
    license: &str,
) -> Result<Vec<u8>, ObjError> {
    check_inputs(progs, funcs, maps, data)?;
    if license.contains('\0') {
        return Err(ObjError::BadLicense);
    }

    // Program sections in first-appearance order, programs concatenated;
    // then `.text`, the functions.
    let units = progs
        .iter()
        .map(|p| Unit {
            section: &p.section,
            name: &p.name,
            program: &p.program,
            ctx: &p.section,
            params: &[],
        })
        .chain(funcs.iter().map(|f| Unit {
            section: TEXT,
            name: &f.name,
            program: &f.program,
            ctx: &f.section,
            params: &f.params,
        }));
    let mut prog_secs: Vec<(&str, Vec<Unit<'_>>)> = Vec::new();
    for u in units {
        match prog_secs.iter_mut().find(|(s, _)| *s == u.section) {
            Some((_, v)) => v.push(u),
            None => prog_secs.push((u.section, vec![u])),
        }
    }

    let mut shstr = StrTab::default();
    shstr.add("");
    let mut sections: Vec<Shdr> = Vec::new();
    // Section index numbering: 0 = null; sections[i] has index i + 1.
    let idx_of = |i: usize| (i + 1) as u16;

    // Symbols: local first, then global; symbol indices are fixed after.
    let mut locals: Vec<Sym> = Vec::new();
    let mut globals: Vec<(String, Sym)> = Vec::new();

    // Program sections (data filled after relocation processing).
    let mut prog_sec_index: Vec<usize> = Vec::new();
    for (name, list) in &prog_secs {
        let mut code = Vec::new();
        for p in list {
            let off = code.len() as u64;
            code.extend(p.program.bytes());
            globals.push((
                p.name.to_string(),
                Sym {
                    name: 0,
                    info: (STB_GLOBAL << 4) | STT_FUNC,
                    shndx: 0,
                    value: off,
                    size: code.len() as u64 - off,
                },
            ));
        }
        sections.push(Shdr {
            name: shstr.add(name),
            kind: SHT_PROGBITS,
            flags: SHF_ALLOC | SHF_EXECINSTR,
            data: code,
            link: 0,
            info: 0,
            align: 8,
            entsize: 0,
        });
        let si = sections.len() - 1;
        prog_sec_index.push(si);
        locals.push(Sym {
            name: 0,
            info: (STB_LOCAL << 4) | STT_SECTION,
            shndx: idx_of(si),
            value: 0,
            size: 0,
        });
        // Fix the shndx of the function symbols just pushed.
        let n = list.len();
        let len = globals.len();
        for (_, s) in &mut globals[len - n..] {
            s.shndx = idx_of(si);
        }
    }

    // license
    let mut lic = license.as_bytes().to_vec();
    lic.push(0);
    let lic_len = lic.len() as u64;
    sections.push(Shdr {
        name: shstr.add("license"),
        kind: SHT_PROGBITS,
        flags: SHF_ALLOC | SHF_WRITE,
        data: lic,
        link: 0,
        info: 0,
        align: 1,
        entsize: 0,
    });
    globals.push((
        "_license".into(),
        Sym {
            name: 0,
            info: (STB_GLOBAL << 4) | STT_OBJECT,
            shndx: idx_of(sections.len() - 1),
            value: 0,
            size: lic_len,
        },
    ));

    let mut btf = Btf::new();

    // .maps
    if !maps.is_empty() {
        let mut entries = Vec::new();
        let mut offset = 0u32;
        let sec_idx = idx_of(sections.len());
        for m in maps {
            let (var, size) = btf_map(&mut btf, m);
            entries.push((var, offset, size));
            globals.push((
                m.name.clone(),
                Sym {
                    name: 0,
                    info: (STB_GLOBAL << 4) | STT_OBJECT,
                    shndx: sec_idx,
                    value: offset as u64,
                    size: size as u64,
                },
            ));
            offset += size;
        }
        btf.datasec(".maps", offset, &entries);
        sections.push(Shdr {
            name: shstr.add(".maps"),
            kind: SHT_PROGBITS,
            flags: SHF_ALLOC | SHF_WRITE,
            data: vec![0; offset as usize],
            link: 0,
            info: 0,
            align: 8,
            entsize: 0,
        });
    }

    // .xdp_run_config: BTF only (see `RunConfig`).
    let mut entries = Vec::new();
    let mut offset = 0u32;
    for p in progs {
        if let Some(rc) = &p.run_config {
            let (var, size) = btf_run_config(&mut btf, &p.name, rc);
            entries.push((var, offset, size));
            offset += size;
        }
    }
    if !entries.is_empty() {
        btf.datasec(XDP_RUN_CONFIG_SECTION, offset, &entries);
    }

    // .rodata*
    let mut data_sec_index: HashMap<&str, usize> = HashMap::new();
    for d in data {
        let len = d.bytes.len() as u32;
        let u8t = btf.uint(1);
        let arr = btf.array(u8t, len);
        let sym = data_symbol_name(&d.name);
        let var = btf.var(&sym, arr);
        btf.datasec(&d.name, len, &[(var, 0, len)]);
        sections.push(Shdr {
            name: shstr.add(&d.name),
            kind: SHT_PROGBITS,
            flags: SHF_ALLOC,
            data: d.bytes.clone(),
            link: 0,
            info: 0,
            align: 8,
            entsize: 0,
        });
        let si = sections.len() - 1;
        data_sec_index.insert(&d.name, si);
        globals.push((
            sym,
            Sym {
                name: 0,
                info: (STB_GLOBAL << 4) | STT_OBJECT,
                shndx: idx_of(si),
                value: 0,
                size: len as u64,
            },
        ));
    }

    // Symbol indices: null, locals, globals.
    let first_global = 1 + locals.len();
    let sym_index: HashMap<String, usize> = globals
        .iter()
        .enumerate()
        .map(|(i, (n, _))| (n.clone(), first_global + i))
        .collect();
    let data_len: HashMap<&str, usize> = data
        .iter()
        .map(|d| (d.name.as_str(), d.bytes.len()))
        .collect();

    // Relocations, per program section.
    let mut rel_sections: Vec<(usize, Vec<u8>)> = Vec::new();
    for ((_, list), &si) in prog_secs.iter().zip(&prog_sec_index) {
        let mut rel = Vec::new();
        let mut base = 0usize;
        for p in list {
            let insns = &p.program.insns;
            let used: std::collections::HashSet<(bool, &str)> = p
                .program
                .relocs
                .iter()
                .filter_map(|r| match &r.target {
                    RelocTarget::Map(m) => Some((true, m.as_str())),
                    RelocTarget::Data { section, .. } => Some((false, section.as_str())),
                    RelocTarget::Func(_) => None,
                })
                .collect();
            if used.len() > MAX_MAPS_PER_PROGRAM {
                return Err(ObjError::TooManyMaps {
                    prog: p.name.to_string(),
                    count: used.len(),
                });
            }
            for r in &p.program.relocs {
                let bad = |reason: String| ObjError::BadReloc {
                    prog: p.name.to_string(),
                    insn: r.insn,
                    reason,
                };
                let is_call = matches!(r.target, RelocTarget::Func(_));
                match insns.get(r.insn) {
                    Some(i)
                        if is_call && i.code == BPF_JMP | BPF_CALL && i.src == BPF_PSEUDO_CALL => {}
                    Some(i) if !is_call && i.is_ld_imm64() && r.insn + 1 < insns.len() => {}
                    _ if is_call => {
                        return Err(bad("function relocation is not on a bpf-to-bpf call".into()))
                    }
                    _ => return Err(bad("relocation is not on an ld_imm64 instruction".into())),
                }
                let (sym, imm) = match &r.target {
                    RelocTarget::Func(f) => {
                        if !funcs.iter().any(|x| &x.name == f) {
                            return Err(bad(format!("unknown function {f:?}")));
                        }
                        // as clang writes a call to a global function
                        (sym_index[f.as_str()], -1)
                    }
                    RelocTarget::Map(m) => {
                        if !maps.iter().any(|x| &x.name == m) {
                            return Err(bad(format!("unknown map {m:?}")));
                        }
                        (sym_index[m.as_str()], 0i32)
                    }
                    RelocTarget::Data { section, offset } => {
                        let Some(&len) = data_len.get(section.as_str()) else {
                            return Err(bad(format!("unknown data section {section:?}")));
                        };
                        if *offset as usize >= len {
                            return Err(bad(format!(
                                "offset {offset} is outside {section:?} ({len} bytes)"
                            )));
                        }
                        (sym_index[&data_symbol_name(section)], *offset as i32)
                    }
                };
                let byte_off = (base + r.insn) * 8;
                // Keep the first slot's immediate as the implicit addend
                // (libbpf and aya add it to the symbol's value).
                let mut insn: Insn = insns[r.insn];
                insn.imm = imm;
                let kind = if is_call {
                    R_BPF_64_32
                } else {
                    insn.src = 0;
                    R_BPF_64_64
                };
                let code = &mut sections[si].data;
                code[byte_off..byte_off + 8].copy_from_slice(&insn.encode());
                rel.extend_from_slice(&(byte_off as u64).to_le_bytes());
                rel.extend_from_slice(&(((sym as u64) << 32) | kind).to_le_bytes());
            }
            base += insns.len();
        }
        if !rel.is_empty() {
            rel_sections.push((si, rel));
        }
    }

    // Program functions and their .BTF.ext records.
    let mut ext = Vec::new();
    let mut ctx_types = CtxTypes::default();
    for (sec, list) in &prog_secs {
        let mut recs = Vec::new();
        let mut insn_off = 0u32;
        for p in list {
            let (func, decl) = btf_func(&mut btf, &mut ctx_types, p.ctx, p.name, p.params);
            recs.push(ExtRecord {
                insn_off,
                func,
                file: btf.string(LINE_INFO_FILE),
                line: btf.string(&decl),
            });
            insn_off += p.program.insns.len() as u32 * 8;
        }
        ext.push((btf.string(sec), recs));
    }

    // .BTF, .BTF.ext
    sections.push(Shdr {
        name: shstr.add(".BTF"),
        kind: SHT_PROGBITS,
        flags: 0,
        data: btf.finish(),
        link: 0,
        info: 0,
        align: 4,
        entsize: 0,
    });
    sections.push(Shdr {
        name: shstr.add(".BTF.ext"),
        kind: SHT_PROGBITS,
        flags: 0,
        data: btf_ext(&ext),
        link: 0,
        info: 0,
        align: 4,
        entsize: 0,
    });

    for n in notes {
        sections.push(Shdr {
            name: shstr.add(&n.name),
            kind: SHT_PROGBITS,
            flags: 0,
            data: n.bytes.clone(),
            link: 0,
            info: 0,
            align: 1,
            entsize: 0,
        });
    }

    // .strtab (symbol names and section names share it)
    let mut strtab = shstr;
    let symtab_idx = sections.len() + rel_sections.len() + 1; // after rels
    let strtab_idx = symtab_idx + 1;
    for (si, rel) in rel_sections {
        let name = format!(".rel{}", strtab_name(&sections, &strtab, si));
        sections.push(Shdr {
            name: strtab.add(&name),
            kind: SHT_REL,
            flags: SHF_INFO_LINK,
            data: rel,
            link: symtab_idx as u32,
            info: idx_of(si) as u32,
            align: 8,
            entsize: 16,
        });
    }
    let mut symdata = vec![0u8; 24];
    let write_sym = |out: &mut Vec<u8>, s: &Sym| {
        out.extend_from_slice(&s.name.to_le_bytes());
        out.push(s.info);
        out.push(0);
        out.extend_from_slice(&s.shndx.to_le_bytes());
        out.extend_from_slice(&s.value.to_le_bytes());
        out.extend_from_slice(&s.size.to_le_bytes());
    };
    for s in &locals {
        write_sym(&mut symdata, s);
    }
    for (n, s) in &mut globals {
        s.name = strtab.add(n);
        write_sym(&mut symdata, s);
    }
    let symtab_name = strtab.add(".symtab");
    let strtab_name_off = strtab.add(".strtab");
    sections.push(Shdr {
        name: symtab_name,
        kind: SHT_SYMTAB,
        flags: 0,
        data: symdata,
        link: strtab_idx as u32,
        info: first_global as u32,
        align: 8,
        entsize: 24,
    });
    debug_assert_eq!(sections.len(), symtab_idx);
    sections.push(Shdr {
        name: strtab_name_off,
        kind: SHT_STRTAB,
        flags: 0,
        data: Vec::new(), // filled below (strtab is complete now)
        link: 0,
        info: 0,
        align: 1,
        entsize: 0,
    });
    let last = sections.len() - 1;
    sections[last].data = strtab.bytes;

    Ok(layout(&sections, strtab_idx as u16))
}

fn strtab_name(sections: &[Shdr], strtab: &StrTab, si: usize) -> String {
    let start = sections[si].name as usize;
    let end = strtab.bytes[start..]
        .iter()
        .position(|&b| b == 0)
        .map_or(strtab.bytes.len(), |p| start + p);
    String::from_utf8_lossy(&strtab.bytes[start..end]).into_owned()
}

fn layout(sections: &[Shdr], shstrndx: u16) -> Vec<u8> {
    let mut out = vec![0u8; 64];
    let mut offsets = Vec::with_capacity(sections.len());
    for s in sections {
        let align = s.align.max(1) as usize;
        while !out.len().is_multiple_of(align) {
            out.push(0);
        }
        offsets.push(out.len() as u64);
        out.extend_from_slice(&s.data);
    }
    while !out.len().is_multiple_of(8) {
        out.push(0);
    }
    let shoff = out.len() as u64;
    out.extend_from_slice(&[0u8; 64]); // null section header
    for (s, off) in sections.iter().zip(offsets) {
        out.extend_from_slice(&s.name.to_le_bytes());
        out.extend_from_slice(&s.kind.to_le_bytes());
        out.extend_from_slice(&s.flags.to_le_bytes());
        out.extend_from_slice(&0u64.to_le_bytes()); // addr
        out.extend_from_slice(&off.to_le_bytes());
        out.extend_from_slice(&(s.data.len() as u64).to_le_bytes());
        out.extend_from_slice(&s.link.to_le_bytes());
        out.extend_from_slice(&s.info.to_le_bytes());
        out.extend_from_slice(&s.align.to_le_bytes());
        out.extend_from_slice(&s.entsize.to_le_bytes());
    }
    let shnum = (sections.len() + 1) as u16;
    let h = &mut out[..64];
    h[..4].copy_from_slice(b"\x7fELF");
    h[4] = 2; // ELFCLASS64
    h[5] = 1; // ELFDATA2LSB
    h[6] = 1; // EV_CURRENT
    h[16..18].copy_from_slice(&1u16.to_le_bytes()); // ET_REL
    h[18..20].copy_from_slice(&EM_BPF.to_le_bytes());
    h[20..24].copy_from_slice(&1u32.to_le_bytes());
    h[40..48].copy_from_slice(&shoff.to_le_bytes());
    h[52..54].copy_from_slice(&64u16.to_le_bytes()); // ehsize
    h[58..60].copy_from_slice(&64u16.to_le_bytes()); // shentsize
    h[60..62].copy_from_slice(&shnum.to_le_bytes());
    h[62..64].copy_from_slice(&shstrndx.to_le_bytes());
    out
}

/// The bytes of section `name` of an object written by [`write_object`]
/// (e.g. a note of [`write_object_with_notes`]).
pub fn section_bytes<'a>(obj: &'a [u8], name: &str) -> Option<&'a [u8]> {
    sections_of(obj)
        .into_iter()
        .find(|(n, _, _)| n == name)
        .and_then(|(_, off, size)| obj.get(off as usize..(off + size) as usize))
}

/// Summary of the sections of an object written by [`write_object`]
/// (name -> size), for diagnostics.
pub fn section_sizes(obj: &[u8]) -> BTreeMap<String, u64> {
    sections_of(obj)
        .into_iter()
        .map(|(n, _, size)| (n, size))
        .collect()
}

/// (name, file offset, size) of each section of an ELF64 object.
fn sections_of(obj: &[u8]) -> Vec<(String, u64, u64)> {
    let mut out = Vec::new();
    let rd16 = |o: usize| obj.get(o..o + 2).map(|b| u16::from_le_bytes([b[0], b[1]]));
    let rd32 = |o: usize| {
        obj.get(o..o + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let rd64 = |o: usize| {
        obj.get(o..o + 8).map(|b| {
            let mut a = [0u8; 8];
            a.copy_from_slice(b);
            u64::from_le_bytes(a)
        })
    };
    let (Some(shoff), Some(shnum), Some(shstrndx)) = (rd64(40), rd16(60), rd16(62)) else {
        return out;
    };
    let sh = |i: usize| shoff as usize + i * 64;
    let Some(stroff) = rd64(sh(shstrndx as usize) + 24) else {
        return out;
    };
    for i in 1..shnum as usize {
        let (Some(name), Some(off), Some(size)) = (rd32(sh(i)), rd64(sh(i) + 24), rd64(sh(i) + 32))
        else {
            break;
        };
        let start = stroff as usize + name as usize;
        let Some(rest) = obj.get(start..) else { break };
        let end = rest.iter().position(|&b| b == 0).unwrap_or(rest.len());
        out.push((
            String::from_utf8_lossy(&rest[..end]).into_owned(),
            off,
            size,
        ));
    }
    out
}
