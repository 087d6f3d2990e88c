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

use crate::asm::{Program, Reloc, RelocTarget};
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

/// Largest `.rodata*` section accepted by [`ObjectBuilder`] (4 MiB). Each
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

/// Errors from [`ObjectBuilder::write`].
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

/// The one way to write a relocatable eBPF ELF object: the programs, and
/// optionally the BPF functions they call ([`FuncDef`], in `.text`), maps,
/// read-only data sections and notes.
///
/// ```
/// # use dropc_ebpf::{Asm, ObjectBuilder, ProgDef, Reg, Width};
/// let mut a = Asm::new();
/// a.mov_imm(Width::W64, Reg::R0, 2);
/// a.exit();
/// let prog = ProgDef::new("xdp", "pass", a.finish().unwrap());
/// let object = ObjectBuilder::new("GPL").programs(&[prog]).write().unwrap();
/// assert_eq!(&object[..4], b"\x7fELF");
/// ```
///
/// [`Self::write`] lays the object out one section kind at a time (see the
/// module doc): program sections and their symbols, `license`, `.maps`,
/// the run configurations (BTF only), `.rodata*`, the relocations (which
/// also patch the code), the FUNC types with their `.BTF.ext` records,
/// `.BTF` and `.BTF.ext`, the notes, then `.rel*`, `.symtab` and `.strtab`.
#[derive(Clone, Copy, Debug)]
pub struct ObjectBuilder<'a> {
    license: &'a str,
    progs: &'a [ProgDef],
    funcs: &'a [FuncDef],
    maps: &'a [MapDef],
    data: &'a [DataSection],
    notes: &'a [DataSection],
}

impl<'a> ObjectBuilder<'a> {
    /// An object under `license` (usually `"GPL"`, which some helpers
    /// need), with nothing in it yet.
    pub fn new(license: &'a str) -> ObjectBuilder<'a> {
        ObjectBuilder {
            license,
            progs: &[],
            funcs: &[],
            maps: &[],
            data: &[],
            notes: &[],
        }
    }

    /// The programs (at least one), each a global function of its section.
    pub fn programs(self, progs: &'a [ProgDef]) -> Self {
        ObjectBuilder { progs, ..self }
    }

    /// The BPF functions the programs call, in `.text`.
    pub fn functions(self, funcs: &'a [FuncDef]) -> Self {
        ObjectBuilder { funcs, ..self }
    }

    /// The maps, BTF-defined in `.maps`.
    pub fn maps(self, maps: &'a [MapDef]) -> Self {
        ObjectBuilder { maps, ..self }
    }

    /// The read-only data sections (`.rodata`, `.rodata.<x>`).
    pub fn data(self, data: &'a [DataSection]) -> Self {
        ObjectBuilder { data, ..self }
    }

    /// Extra non-allocated `SHT_PROGBITS` sections (name, bytes) that
    /// loaders skip (libbpf: "unrecognized data section"; aya: undefined
    /// section kind) and that [`section_bytes`] reads back. A note's name
    /// must not start with a prefix loaders interpret (`.data`, `.rodata`,
    /// `.bss`, `.maps`, `.text`, `license`, `version`, `maps`, `.BTF`).
    pub fn notes(self, notes: &'a [DataSection]) -> Self {
        ObjectBuilder { notes, ..self }
    }

    /// The object's bytes, or why the inputs make no valid object.
    pub fn write(&self) -> Result<Vec<u8>, ObjError> {
        check_inputs(self.progs, self.funcs, self.maps, self.data)?;
        if self.license.contains('\0') {
            return Err(ObjError::BadLicense);
        }
        let units = self.units();
        let mut elf = Elf::default();
        let code = elf.add_program_sections(&units);
        elf.add_license(self.license);
        let mut btf = Btf::new();
        elf.add_maps(&mut btf, self.maps);
        add_run_configs(&mut btf, self.progs);
        elf.add_data(&mut btf, self.data);
        let rels = Relocator::new(self, &elf).relocate(&units, &code, &mut elf.sections)?;
        let ext = func_info(&mut btf, &units);
        elf.add_btf(btf, &ext);
        elf.add_notes(self.notes);
        Ok(elf.finish(rels))
    }

    /// Program sections in first-appearance order, programs concatenated;
    /// then `.text`, the functions.
    fn units(&self) -> Vec<(&'a str, Vec<Unit<'a>>)> {
        let units = self
            .progs
            .iter()
            .map(|p| Unit {
                section: &p.section,
                name: &p.name,
                program: &p.program,
                ctx: &p.section,
                params: &[],
            })
            .chain(self.funcs.iter().map(|f| Unit {
                section: TEXT,
                name: &f.name,
                program: &f.program,
                ctx: &f.section,
                params: &f.params,
            }));
        let mut secs: Vec<(&str, Vec<Unit<'_>>)> = Vec::new();
        for u in units {
            match secs.iter_mut().find(|(s, _)| *s == u.section) {
                Some((_, v)) => v.push(u),
                None => secs.push((u.section, vec![u])),
            }
        }
        secs
    }
}

/// The sections and symbols of an object being written, in order.
/// Section index numbering: 0 is the null section, `sections[i]` has index
/// `i + 1`. Symbols are local first, then global; their indices are fixed
/// once every section is in.
#[derive(Default)]
struct Elf {
    /// Section names, then (from [`Elf::finish`] on) symbol names too.
    shstr: StrTab,
    sections: Vec<Shdr>,
    locals: Vec<Sym>,
    globals: Vec<(String, Sym)>,
}

/// The ELF index of `sections[i]`.
fn idx_of(i: usize) -> u16 {
    (i + 1) as u16
}

impl Elf {
    /// Appends a section; returns its position in `sections`.
    fn push(&mut self, name: &str, kind: u32, flags: u64, data: Vec<u8>, align: u64) -> usize {
        let name = self.shstr.add(name);
        self.sections.push(Shdr {
            name,
            kind,
            flags,
            data,
            link: 0,
            info: 0,
            align,
            entsize: 0,
        });
        self.sections.len() - 1
    }

    fn global(&mut self, name: String, info: u8, shndx: u16, value: u64, size: u64) {
        let sym = Sym {
            name: 0,
            info,
            shndx,
            value,
            size,
        };
        self.globals.push((name, sym));
    }

    /// One executable section per program section name, with a section
    /// symbol and a global `STT_FUNC` per program or function. The code is
    /// patched by the relocations later. Returns each section's position.
    fn add_program_sections(&mut self, units: &[(&str, Vec<Unit<'_>>)]) -> Vec<usize> {
        let mut positions = Vec::new();
        for (name, list) in units {
            let si = self.sections.len();
            let mut code = Vec::new();
            for p in list {
                let off = code.len() as u64;
                code.extend(p.program.bytes());
                let size = code.len() as u64 - off;
                let info = (STB_GLOBAL << 4) | STT_FUNC;
                self.global(p.name.to_string(), info, idx_of(si), off, size);
            }
            self.push(name, SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, code, 8);
            positions.push(si);
            self.locals.push(Sym {
                name: 0,
                info: (STB_LOCAL << 4) | STT_SECTION,
                shndx: idx_of(si),
                value: 0,
                size: 0,
            });
        }
        positions
    }

    /// `license`, NUL-terminated, and its `_license` symbol.
    fn add_license(&mut self, license: &str) {
        let mut lic = license.as_bytes().to_vec();
        lic.push(0);
        let len = lic.len() as u64;
        let si = self.push("license", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, lic, 1);
        let info = (STB_GLOBAL << 4) | STT_OBJECT;
        self.global("_license".into(), info, idx_of(si), 0, len);
    }

    /// `.maps`: one zeroed BTF-described variable per map (libbpf's
    /// `__uint`/`__type` convention), a global symbol each.
    fn add_maps(&mut self, btf: &mut Btf, maps: &[MapDef]) {
        if maps.is_empty() {
            return;
        }
        let mut entries = Vec::new();
        let mut offset = 0u32;
        let shndx = idx_of(self.sections.len());
        for m in maps {
            let (var, size) = btf_map(btf, m);
            entries.push((var, offset, size));
            let info = (STB_GLOBAL << 4) | STT_OBJECT;
            self.global(m.name.clone(), info, shndx, offset as u64, size as u64);
            offset += size;
        }
        btf.datasec(".maps", offset, &entries);
        let zeros = vec![0; offset as usize];
        self.push(".maps", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, zeros, 8);
    }

    /// `.rodata*`: each section a byte array variable in BTF and one
    /// global symbol spanning it.
    fn add_data(&mut self, btf: &mut Btf, data: &[DataSection]) {
        for d in data {
            let len = d.bytes.len() as u32;
            let u8t = btf.uint(1);
            let arr = btf.array(u8t, len);
            let sym = data_symbol_name(&d.name);
            let var = btf.var(&sym, arr);
            btf.datasec(&d.name, len, &[(var, 0, len)]);
            let si = self.push(&d.name, SHT_PROGBITS, SHF_ALLOC, d.bytes.clone(), 8);
            let info = (STB_GLOBAL << 4) | STT_OBJECT;
            self.global(sym, info, idx_of(si), 0, len as u64);
        }
    }

    /// `.BTF` and `.BTF.ext`.
    fn add_btf(&mut self, btf: Btf, ext: &[(u32, Vec<ExtRecord>)]) {
        self.push(".BTF", SHT_PROGBITS, 0, btf.finish(), 4);
        self.push(".BTF.ext", SHT_PROGBITS, 0, btf_ext(ext), 4);
    }

    fn add_notes(&mut self, notes: &[DataSection]) {
        for n in notes {
            self.push(&n.name, SHT_PROGBITS, 0, n.bytes.clone(), 1);
        }
    }

    /// Index of the first global symbol: after the null symbol and the
    /// locals.
    fn first_global(&self) -> usize {
        1 + self.locals.len()
    }

    /// `.rel<sec>` per program section with relocations (`rels`: its
    /// position, the records), `.symtab`, `.strtab` (which holds the
    /// section names too), and the whole file.
    fn finish(mut self, rels: Vec<(usize, Vec<u8>)>) -> Vec<u8> {
        let symtab_idx = self.sections.len() + rels.len() + 1;
        let strtab_idx = symtab_idx + 1;
        for (si, rel) in rels {
            let name = format!(".rel{}", strtab_name(&self.sections, &self.shstr, si));
            let name = self.shstr.add(&name);
            self.sections.push(Shdr {
                name,
                kind: SHT_REL,
                flags: SHF_INFO_LINK,
                data: rel,
                link: symtab_idx as u32,
                info: idx_of(si) as u32,
                align: 8,
                entsize: 16,
            });
        }
        let first_global = self.first_global();
        let symdata = self.symbols();
        let symtab_name = self.shstr.add(".symtab");
        let strtab_name = self.shstr.add(".strtab");
        self.sections.push(Shdr {
            name: symtab_name,
            kind: SHT_SYMTAB,
            flags: 0,
            data: symdata,
            link: strtab_idx as u32,
            info: first_global as u32,
            align: 8,
            entsize: 24,
        });
        debug_assert_eq!(self.sections.len(), symtab_idx);
        self.sections.push(Shdr {
            name: strtab_name,
            kind: SHT_STRTAB,
            flags: 0,
            data: std::mem::take(&mut self.shstr.bytes),
            link: 0,
            info: 0,
            align: 1,
            entsize: 0,
        });
        layout(&self.sections, strtab_idx as u16)
    }

    /// `.symtab`'s bytes: the null symbol, the locals, the globals (whose
    /// names go into the string table now).
    fn symbols(&mut self) -> Vec<u8> {
        let mut out = vec![0u8; 24];
        let write = |out: &mut Vec<u8>, s: &Sym| {
            out.extend_from_slice(&s.name.to_le_bytes());
            out.push(s.info);
            out.push(0);
            out.extend_from_slice(&s.shndx.to_le_bytes());
            out.extend_from_slice(&s.value.to_le_bytes());
            out.extend_from_slice(&s.size.to_le_bytes());
        };
        for s in &self.locals {
            write(&mut out, s);
        }
        for (n, s) in &mut self.globals {
            s.name = self.shstr.add(n);
            write(&mut out, s);
        }
        out
    }
}

/// libxdp's run configurations: BTF only (`DATASEC .xdp_run_config`, see
/// [`RunConfig`]), no section.
fn add_run_configs(btf: &mut Btf, progs: &[ProgDef]) {
    let mut entries = Vec::new();
    let mut offset = 0u32;
    for p in progs {
        if let Some(rc) = &p.run_config {
            let (var, size) = btf_run_config(btf, &p.name, rc);
            entries.push((var, offset, size));
            offset += size;
        }
    }
    if !entries.is_empty() {
        btf.datasec(XDP_RUN_CONFIG_SECTION, offset, &entries);
    }
}

/// The FUNC type of each program and function, and their `.BTF.ext`
/// records, per program section.
fn func_info(btf: &mut Btf, units: &[(&str, Vec<Unit<'_>>)]) -> Vec<(u32, Vec<ExtRecord>)> {
    let mut ext = Vec::new();
    let mut ctx_types = CtxTypes::default();
    for (sec, list) in units {
        let mut recs = Vec::new();
        let mut insn_off = 0u32;
        for p in list {
            let (func, decl) = btf_func(btf, &mut ctx_types, p.ctx, p.name, p.params);
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
    ext
}

/// Resolves the programs' relocations against the symbols: checks each,
/// patches the instruction and writes the `Elf64_Rel` record.
struct Relocator<'a> {
    object: &'a ObjectBuilder<'a>,
    /// Symbol index by name (globals only: maps, data, functions).
    sym_index: HashMap<String, usize>,
    data_len: HashMap<&'a str, usize>,
}

impl<'a> Relocator<'a> {
    fn new(object: &'a ObjectBuilder<'a>, elf: &Elf) -> Relocator<'a> {
        let first_global = elf.first_global();
        let sym_index = elf
            .globals
            .iter()
            .enumerate()
            .map(|(i, (n, _))| (n.clone(), first_global + i))
            .collect();
        let data_len = object
            .data
            .iter()
            .map(|d| (d.name.as_str(), d.bytes.len()))
            .collect();
        Relocator {
            object,
            sym_index,
            data_len,
        }
    }

    /// The relocation records of each program section that has some
    /// (its position in `sections`, the records), with the code in
    /// `sections` patched.
    fn relocate(
        &self,
        units: &[(&str, Vec<Unit<'_>>)],
        code: &[usize],
        sections: &mut [Shdr],
    ) -> Result<Vec<(usize, Vec<u8>)>, ObjError> {
        let mut out = Vec::new();
        for ((_, list), &si) in units.iter().zip(code) {
            let mut rel = Vec::new();
            let mut base = 0usize;
            for p in list {
                check_map_count(p)?;
                for r in &p.program.relocs {
                    let (insn, kind, sym) = self.resolve(p, r)?;
                    let byte_off = (base + r.insn) * 8;
                    let code = &mut sections[si].data;
                    code[byte_off..byte_off + 8].copy_from_slice(&insn.encode());
                    rel.extend_from_slice(&(byte_off as u64).to_le_bytes());
                    rel.extend_from_slice(&(((sym as u64) << 32) | kind).to_le_bytes());
                }
                base += p.program.insns.len();
            }
            if !rel.is_empty() {
                out.push((si, rel));
            }
        }
        Ok(out)
    }

    /// The patched instruction, the relocation type and the symbol index
    /// of relocation `r` of `p`.
    fn resolve(&self, p: &Unit<'_>, r: &Reloc) -> Result<(Insn, u64, usize), ObjError> {
        let insns = &p.program.insns;
        let bad = |reason: String| ObjError::BadReloc {
            prog: p.name.to_string(),
            insn: r.insn,
            reason,
        };
        let is_call = matches!(r.target, RelocTarget::Func(_));
        match insns.get(r.insn) {
            Some(i) if is_call && i.code == BPF_JMP | BPF_CALL && i.src == BPF_PSEUDO_CALL => {}
            Some(i) if !is_call && i.is_ld_imm64() && r.insn + 1 < insns.len() => {}
            _ if is_call => {
                return Err(bad("function relocation is not on a bpf-to-bpf call".into()))
            }
            _ => return Err(bad("relocation is not on an ld_imm64 instruction".into())),
        }
        let (sym, imm) = match &r.target {
            RelocTarget::Func(f) => {
                if !self.object.funcs.iter().any(|x| &x.name == f) {
                    return Err(bad(format!("unknown function {f:?}")));
                }
                // as clang writes a call to a global function
                (self.sym_index[f.as_str()], -1)
            }
            RelocTarget::Map(m) => {
                if !self.object.maps.iter().any(|x| &x.name == m) {
                    return Err(bad(format!("unknown map {m:?}")));
                }
                (self.sym_index[m.as_str()], 0i32)
            }
            RelocTarget::Data { section, offset } => {
                let Some(&len) = self.data_len.get(section.as_str()) else {
                    return Err(bad(format!("unknown data section {section:?}")));
                };
                if *offset as usize >= len {
                    return Err(bad(format!(
                        "offset {offset} is outside {section:?} ({len} bytes)"
                    )));
                }
                (self.sym_index[&data_symbol_name(section)], *offset as i32)
            }
        };
        // Keep the first slot's immediate as the implicit addend (libbpf
        // and aya add it to the symbol's value).
        let mut insn: Insn = insns[r.insn];
        insn.imm = imm;
        let kind = if is_call {
            R_BPF_64_32
        } else {
            insn.src = 0;
            R_BPF_64_64
        };
        Ok((insn, kind, sym))
    }
}

/// A program may use at most [`MAX_MAPS_PER_PROGRAM`] maps and data
/// sections together.
fn check_map_count(p: &Unit<'_>) -> Result<(), ObjError> {
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
    Ok(())
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

/// The bytes of section `name` of an object written by [`ObjectBuilder`]
/// (e.g. one of its [notes](ObjectBuilder::notes)).
pub fn section_bytes<'a>(obj: &'a [u8], name: &str) -> Option<&'a [u8]> {
    sections_of(obj)
        .into_iter()
        .find(|(n, _, _)| n == name)
        .and_then(|(_, off, size)| obj.get(off as usize..(off + size) as usize))
}

/// Summary of the sections of an object written by [`ObjectBuilder`]
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
