//! Loading objects with aya and running their programs on crafted frames
//! with `BPF_PROG_TEST_RUN` (needs root / `CAP_BPF` + `CAP_NET_ADMIN`).

use aya::maps::{Map, PerCpuArray};
use aya::programs::{SchedClassifier, TestRun, TestRunOptions, Xdp};
use aya::Ebpf;

/// Which program type to load a program as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgKind {
    /// `BPF_PROG_TYPE_XDP`.
    Xdp,
    /// `BPF_PROG_TYPE_SCHED_CLS` (tc classifier, direct action).
    Tc,
}

/// Outcome of one `BPF_PROG_TEST_RUN`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunResult {
    /// The program's return value (XDP_* or TC_ACT_* code).
    pub retval: u32,
    /// Average run time per repetition, in nanoseconds.
    pub duration_ns: u32,
}

/// Errors from loading or running.
#[derive(Debug, thiserror::Error)]
pub enum TestRunError {
    /// The object could not be parsed or its maps created.
    #[error("loading the object: {0}")]
    Object(String),
    /// No program of that name in the object.
    #[error("no program named {0:?} in the object")]
    NoProgram(String),
    /// The kernel refused the program (message includes the verifier log).
    #[error("loading program {name:?}: {msg}")]
    Load {
        /// Program name.
        name: String,
        /// Error and verifier log.
        msg: String,
    },
    /// `BPF_PROG_TEST_RUN` failed.
    #[error("test run: {0}")]
    Run(String),
    /// A map is missing or of the wrong type, or could not be read.
    #[error("map {name:?}: {msg}")]
    Map {
        /// Map name.
        name: String,
        /// What went wrong.
        msg: String,
    },
}

/// Formats an error with its whole source chain (aya puts the verifier log
/// in a source).
pub fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        let t = c.to_string();
        if !s.contains(&t) {
            s.push_str(": ");
            s.push_str(&t);
        }
        cur = c.source();
    }
    s
}

/// An object loaded with aya and one program loaded into the kernel,
/// reusable for many runs. Everything is released on drop.
pub struct Loaded {
    ebpf: Ebpf,
    kind: ProgKind,
    name: String,
}

/// Runs `load` (an aya program's `load()`) again while the kernel answers
/// `BPF_PROG_LOAD` with EAGAIN, up to 5 attempts, as libbpf does: on a busy
/// machine the kernel can refuse a program it has just verified.
pub fn load_retrying(
    mut load: impl FnMut() -> Result<(), aya::programs::ProgramError>,
) -> Result<(), aya::programs::ProgramError> {
    let mut attempt = 1;
    loop {
        match load() {
            Err(aya::programs::ProgramError::LoadError { io_error, .. })
                if io_error.raw_os_error() == Some(libc::EAGAIN) && attempt < 5 =>
            {
                attempt += 1;
            }
            other => return other,
        }
    }
}

/// Parses `obj`, creates its maps and loads program `prog_name` as `kind`.
pub fn load(obj: &[u8], kind: ProgKind, prog_name: &str) -> Result<Loaded, TestRunError> {
    let mut ebpf = Ebpf::load(obj).map_err(|e| TestRunError::Object(error_chain(&e)))?;
    let prog = ebpf
        .program_mut(prog_name)
        .ok_or_else(|| TestRunError::NoProgram(prog_name.to_string()))?;
    let load_err = |e: &dyn std::error::Error| TestRunError::Load {
        name: prog_name.to_string(),
        msg: error_chain(e),
    };
    match kind {
        ProgKind::Xdp => {
            let p: &mut Xdp = prog.try_into().map_err(|e| load_err(&e))?;
            load_retrying(|| p.load()).map_err(|e| load_err(&e))?;
        }
        ProgKind::Tc => {
            let p: &mut SchedClassifier = prog.try_into().map_err(|e| load_err(&e))?;
            load_retrying(|| p.load()).map_err(|e| load_err(&e))?;
        }
    }
    Ok(Loaded {
        ebpf,
        kind,
        name: prog_name.to_string(),
    })
}

impl Loaded {
    /// Runs the program `repeat` times (at least once) on the frame `data`
    /// (an Ethernet frame; tc needs at least 14 bytes).
    pub fn run(&self, data: &[u8], repeat: u32) -> Result<RunResult, TestRunError> {
        let prog = self
            .ebpf
            .program(&self.name)
            .ok_or_else(|| TestRunError::NoProgram(self.name.clone()))?;
        let opts = TestRunOptions {
            data_in: Some(data),
            repeat: repeat.max(1),
            ..TestRunOptions::default()
        };
        let run_err = |e: &dyn std::error::Error| TestRunError::Run(error_chain(e));
        let res = match self.kind {
            ProgKind::Xdp => {
                let p: &Xdp = prog.try_into().map_err(|e| run_err(&e))?;
                p.test_run(opts)
            }
            ProgKind::Tc => {
                let p: &SchedClassifier = prog.try_into().map_err(|e| run_err(&e))?;
                p.test_run(opts)
            }
        }
        .map_err(|e| run_err(&e))?;
        Ok(RunResult {
            retval: res.return_value,
            duration_ns: u32::try_from(res.duration.as_nanos()).unwrap_or(u32::MAX),
        })
    }

    /// Names of the object's maps (including data sections such as `.rodata`).
    pub fn map_names(&self) -> Vec<String> {
        let mut v: Vec<String> = self.ebpf.maps().map(|(n, _)| n.to_string()).collect();
        v.sort();
        v
    }

    fn percpu(
        &self,
        map: &str,
    ) -> Result<PerCpuArray<&aya::maps::MapData, [u64; 2]>, TestRunError> {
        let m: &Map = self.ebpf.map(map).ok_or_else(|| TestRunError::Map {
            name: map.to_string(),
            msg: "no such map".into(),
        })?;
        PerCpuArray::try_from(m).map_err(|e| TestRunError::Map {
            name: map.to_string(),
            msg: error_chain(&e),
        })
    }

    /// Reads a counter map (`{ packets, bytes }` per CPU, see
    /// `dropc_ebpf::obj::MapDef::percpu_counters`): the packets, summed over
    /// CPUs, one entry per index.
    pub fn read_percpu_counters(&self, map: &str) -> Result<Vec<u64>, TestRunError> {
        Ok(self
            .read_percpu_counter_pairs(map)?
            .into_iter()
            .map(|(p, _)| p)
            .collect())
    }

    /// Like [`Loaded::read_percpu_counters`], with the bytes: `(packets,
    /// bytes)` per index.
    pub fn read_percpu_counter_pairs(&self, map: &str) -> Result<Vec<(u64, u64)>, TestRunError> {
        let arr = self.percpu(map)?;
        let mut out = Vec::with_capacity(arr.len() as usize);
        for i in 0..arr.len() {
            let vals = arr.get(&i, 0).map_err(|e| TestRunError::Map {
                name: map.to_string(),
                msg: error_chain(&e),
            })?;
            out.push(sum_pairs(vals.iter()));
        }
        Ok(out)
    }

    /// The underlying aya object (e.g. to fill maps before running).
    pub fn ebpf_mut(&mut self) -> &mut Ebpf {
        &mut self.ebpf
    }

    /// The underlying aya object.
    pub fn ebpf(&self) -> &Ebpf {
        &self.ebpf
    }
}

/// Whether this process can load BPF programs (effective uid 0).
pub fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// Sums per-CPU `[packets, bytes]` counter values.
pub fn sum_pairs<'a>(vals: impl Iterator<Item = &'a [u64; 2]>) -> (u64, u64) {
    vals.fold((0u64, 0u64), |(p, b), v| {
        (p.wrapping_add(v[0]), b.wrapping_add(v[1]))
    })
}
