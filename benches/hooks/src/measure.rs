//! CPU accounting and the measurement loop.
//!
//! Method: the sender thread, the softirq work it triggers and (for the
//! no-filter row) the receiving thread all run on one pinned CPU. The cost of
//! a repetition is the scheduler's own run-time of the tasks doing the work
//! (`/proc/<tid>/schedstat`, nanoseconds): the sender thread (its
//! `BPF_PROG_TEST_RUN` syscall, and the NET_RX softirqs that run when it
//! re-enables bottom halves, which this kernel charges to the interrupted
//! task: no `CONFIG_IRQ_TIME_ACCOUNTING`), `ksoftirqd/<cpu>` (softirq work
//! deferred to it) and the receiver thread. Divided by the packets sent it
//! gives the CPU time per packet, sender included. Other tasks on the same
//! CPU are not counted. The busy ticks of that CPU in /proc/stat are kept as
//! a cross-check (they include everything else that ran on the CPU).

use crate::sender::Sender;
use anyhow::{bail, Context};
use std::net::UdpSocket;
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Scheduler run-time (ns) of task `tid` of this or another process.
fn schedstat_ns(path: &str) -> anyhow::Result<u64> {
    let s = std::fs::read_to_string(path).with_context(|| format!("cannot read {path}"))?;
    s.split_whitespace()
        .next()
        .and_then(|x| x.parse().ok())
        .with_context(|| format!("bad {path}: {s:?}"))
}

/// The pid of `ksoftirqd/<cpu>`.
pub fn ksoftirqd_pid(cpu: usize) -> anyhow::Result<u32> {
    let want = format!("ksoftirqd/{cpu}");
    for e in std::fs::read_dir("/proc")?.flatten() {
        let Some(pid) = e.file_name().to_str().and_then(|s| s.parse::<u32>().ok()) else {
            continue;
        };
        if let Ok(c) = std::fs::read_to_string(format!("/proc/{pid}/comm")) {
            if c.trim() == want {
                return Ok(pid);
            }
        }
    }
    bail!("no {want} thread")
}

/// Busy time (ns) of `cpu` from /proc/stat (all but idle and iowait).
fn cpu_busy_ns(cpu: usize) -> anyhow::Result<u64> {
    let s = std::fs::read_to_string("/proc/stat")?;
    let tag = format!("cpu{cpu} ");
    let line = s
        .lines()
        .find(|l| l.starts_with(&tag))
        .with_context(|| format!("no {tag} in /proc/stat"))?;
    let v: Vec<u64> = line
        .split_whitespace()
        .skip(1)
        .filter_map(|x| x.parse().ok())
        .collect();
    if v.len() < 8 {
        bail!("short /proc/stat line {line:?}");
    }
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    let busy: u64 = v.iter().take(8).sum::<u64>() - v[3] - v[4];
    Ok(busy * 1_000_000_000 / hz)
}

/// Nice value of the measuring threads (sender, receiver); 0 leaves them as
/// they are. Set once from the command line before measuring.
pub static NICE: AtomicI32 = AtomicI32::new(0);

/// Pins the calling thread to `cpu` and applies [`NICE`] to it.
pub fn pin_thread(cpu: usize) -> anyhow::Result<()> {
    let nice = NICE.load(Ordering::Relaxed);
    if nice != 0 {
        // SAFETY: on Linux, PRIO_PROCESS with who = 0 is the calling thread.
        if unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, nice) } != 0 {
            bail!("setpriority({nice}): {}", std::io::Error::last_os_error());
        }
    }
    // SAFETY: a zeroed cpu_set_t is valid; CPU_SET stays in bounds for
    // cpu < CPU_SETSIZE, checked first.
    unsafe {
        if cpu >= libc::CPU_SETSIZE as usize {
            bail!("cpu {cpu} out of range");
        }
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        libc::CPU_SET(cpu, &mut set);
        if libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) != 0 {
            bail!(
                "sched_setaffinity({cpu}): {}",
                std::io::Error::last_os_error()
            );
        }
    }
    Ok(())
}

fn gettid() -> i32 {
    // SAFETY: gettid has no preconditions.
    unsafe { libc::gettid() }
}

/// Thread CPU time (ns) of the calling thread.
fn thread_cpu_ns() -> u64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: valid pointer to a timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

/// Iterations of the calibration loop (about 1 ms).
const CALIB_ITERS: u64 = 1 << 20;

/// Speed probe: a fixed dependent chain of integer operations, timed in
/// thread CPU time. On this VM the host sometimes gives a vCPU only part of
/// a physical core without reporting it as steal time; CPU time of the
/// same work then grows (by up to 2x), for the packet path and this loop
/// alike. Returns (ns per iteration, ns spent).
pub fn calibrate() -> (f64, u64) {
    let t0 = thread_cpu_ns();
    let mut x: u64 = 0;
    let p: *mut u64 = &mut x;
    for i in 0..CALIB_ITERS {
        // SAFETY: p points to a live local; volatile keeps the memory
        // round trip (store forwarding) in every iteration.
        unsafe {
            std::ptr::write_volatile(
                p,
                std::ptr::read_volatile(p).wrapping_add(i.wrapping_mul(i)),
            )
        };
    }
    std::hint::black_box(x);
    let spent = thread_cpu_ns().saturating_sub(t0);
    (spent as f64 / CALIB_ITERS as f64, spent)
}

/// One measured repetition of one row.
#[derive(Clone, Debug)]
pub struct Sample {
    /// Frames sent.
    pub packets: u64,
    /// Wall time of the sending loop (ns).
    pub wall_ns: u64,
    /// Run time of sender + ksoftirqd + receiver (ns).
    pub cpu_ns: u64,
    /// Of which ksoftirqd (ns).
    pub ksoftirqd_ns: u64,
    /// Of which the receiver (ns).
    pub receiver_ns: u64,
    /// Busy time of the pinned CPU from /proc/stat (ns, tick resolution).
    pub cpu_busy_ns: u64,
    /// Datagrams the receiver read (no-filter row; 0 otherwise).
    pub received: u64,
    /// Mean time of one iteration of the [`calibrate`] loop during the
    /// measurement (ns of thread CPU time): how fast the CPU was then.
    pub calib_ns: f64,
}

impl Sample {
    /// CPU time per packet (ns).
    pub fn ns_per_packet(&self) -> f64 {
        self.cpu_ns as f64 / self.packets.max(1) as f64
    }
    /// Packets per second of wall time.
    pub fn pps(&self) -> f64 {
        self.packets as f64 * 1e9 / self.wall_ns.max(1) as f64
    }
}

/// A `recvmmsg` loop on 198.18.0.12:1234 inside a namespace, on a pinned
/// CPU, stopped on drop.
pub struct Receiver {
    stop: Arc<AtomicBool>,
    count: Arc<AtomicU64>,
    tid: Arc<AtomicI32>,
    handle: Option<std::thread::JoinHandle<anyhow::Result<()>>>,
}

impl Receiver {
    /// Starts the loop in `ns` on `cpu`.
    pub fn start(ns: &crate::bed::Netns, cpu: usize) -> anyhow::Result<Receiver> {
        let path = format!("/run/netns/{}", ns.name());
        let stop = Arc::new(AtomicBool::new(false));
        let count = Arc::new(AtomicU64::new(0));
        let tid = Arc::new(AtomicI32::new(0));
        let (ready_tx, ready_rx) = std::sync::mpsc::channel::<Result<(), String>>();
        let (s2, c2, t2) = (stop.clone(), count.clone(), tid.clone());
        let handle = std::thread::spawn(move || -> anyhow::Result<()> {
            let setup = || -> anyhow::Result<UdpSocket> {
                let f = std::fs::File::open(&path)?;
                // SAFETY: valid fd; only this thread changes namespace.
                if unsafe { libc::setns(f.as_raw_fd(), libc::CLONE_NEWNET) } != 0 {
                    bail!("setns: {}", std::io::Error::last_os_error());
                }
                pin_thread(cpu)?;
                let sock = UdpSocket::bind(("198.18.0.12", crate::sender::DST_PORT))?;
                sock.set_read_timeout(Some(Duration::from_millis(50)))?;
                Ok(sock)
            };
            let sock = match setup() {
                Ok(s) => {
                    t2.store(gettid(), Ordering::SeqCst);
                    let _ = ready_tx.send(Ok(()));
                    s
                }
                Err(e) => {
                    let _ = ready_tx.send(Err(format!("{e:#}")));
                    return Err(e);
                }
            };
            const N: usize = 64;
            let mut bufs = vec![[0u8; 64]; N];
            let mut iov: Vec<libc::iovec> = bufs
                .iter_mut()
                .map(|b| libc::iovec {
                    iov_base: b.as_mut_ptr().cast(),
                    iov_len: b.len(),
                })
                .collect();
            // SAFETY: mmsghdr is plain data; zeroed is a valid value.
            let mut msgs: Vec<libc::mmsghdr> =
                (0..N).map(|_| unsafe { std::mem::zeroed() }).collect();
            for (m, v) in msgs.iter_mut().zip(iov.iter_mut()) {
                m.msg_hdr.msg_iov = v;
                m.msg_hdr.msg_iovlen = 1;
            }
            while !s2.load(Ordering::Relaxed) {
                // SAFETY: msgs/iov/bufs outlive the call and are consistent.
                let n = unsafe {
                    libc::recvmmsg(
                        sock.as_raw_fd(),
                        msgs.as_mut_ptr(),
                        N as u32,
                        libc::MSG_WAITFORONE,
                        std::ptr::null_mut(),
                    )
                };
                if n > 0 {
                    c2.fetch_add(n as u64, Ordering::Relaxed);
                }
            }
            Ok(())
        });
        match ready_rx.recv() {
            Ok(Ok(())) => Ok(Receiver {
                stop,
                count,
                tid,
                handle: Some(handle),
            }),
            Ok(Err(e)) => bail!("receiver: {e}"),
            Err(_) => bail!("receiver thread died"),
        }
    }

    fn schedstat_path(&self) -> String {
        format!(
            "/proc/{}/task/{}/schedstat",
            std::process::id(),
            self.tid.load(Ordering::SeqCst)
        )
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// Where and how long to measure.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The CPU everything is pinned to.
    pub cpu: usize,
    /// Wall time of one repetition.
    pub duration: Duration,
    /// Frames per `BPF_PROG_TEST_RUN` call.
    pub chunk: u32,
    /// pid of ksoftirqd/cpu.
    pub ksoftirqd: u32,
}

/// Sends for `plan.duration` through `sender` from a thread inside the
/// sender namespace `tx`, pinned to `plan.cpu`, and accounts the CPU time.
pub fn measure(
    plan: &Plan,
    tx: &crate::bed::Netns,
    sender: &Sender,
    receiver: Option<&Receiver>,
) -> anyhow::Result<Sample> {
    std::thread::scope(|s| {
        s.spawn(|| -> anyhow::Result<Sample> {
            tx.enter_thread()?;
            pin_thread(plan.cpu)?;
            // Warm-up (caches, page pool, socket buffer state).
            sender.send(plan.chunk / 8)?;
            std::thread::sleep(Duration::from_millis(20));
            let ksoft = format!("/proc/{}/schedstat", plan.ksoftirqd);
            let me = "/proc/thread-self/schedstat";
            let rx_path = receiver.map(|r| r.schedstat_path());
            let rx_ns = |p: &Option<String>| -> anyhow::Result<u64> {
                p.as_deref().map_or(Ok(0), schedstat_ns)
            };
            let rx_count = || receiver.map_or(0, |r| r.count.load(Ordering::Relaxed));
            let (k0, m0, r0, b0, c0) = (
                schedstat_ns(&ksoft)?,
                schedstat_ns(me)?,
                rx_ns(&rx_path)?,
                cpu_busy_ns(plan.cpu)?,
                rx_count(),
            );
            let t0 = Instant::now();
            let mut packets = 0u64;
            let mut calib = Vec::new();
            let mut calib_cpu = 0u64;
            while t0.elapsed() < plan.duration {
                let (per_iter, spent) = calibrate();
                calib.push(per_iter);
                calib_cpu += spent;
                sender.send(plan.chunk)?;
                packets += u64::from(plan.chunk);
            }
            let (per_iter, spent) = calibrate();
            calib.push(per_iter);
            calib_cpu += spent;
            let wall = t0.elapsed();
            // Let the receiver drain what is queued (its time counts).
            if receiver.is_some() {
                std::thread::sleep(Duration::from_millis(30));
            }
            let (k1, m1, r1, b1, c1) = (
                schedstat_ns(&ksoft)?,
                schedstat_ns(me)?,
                rx_ns(&rx_path)?,
                cpu_busy_ns(plan.cpu)?,
                rx_count(),
            );
            Ok(Sample {
                packets,
                wall_ns: wall.as_nanos() as u64,
                cpu_ns: (k1 - k0) + (m1 - m0).saturating_sub(calib_cpu) + (r1 - r0),
                calib_ns: calib.iter().sum::<f64>() / calib.len() as f64,
                ksoftirqd_ns: k1 - k0,
                receiver_ns: r1 - r0,
                cpu_busy_ns: b1.saturating_sub(b0),
                received: c1 - c0,
            })
        })
        .join()
        .map_err(|_| anyhow::anyhow!("measurement thread panicked"))?
    })
}

/// Sends `count` frames from a thread in `tx` pinned to `cpu`, unmeasured
/// (checks, warm-up).
pub fn send_only(
    cpu: usize,
    tx: &crate::bed::Netns,
    sender: &Sender,
    count: u32,
) -> anyhow::Result<()> {
    std::thread::scope(|s| {
        s.spawn(|| -> anyhow::Result<()> {
            tx.enter_thread()?;
            pin_thread(cpu)?;
            sender.send(count)
        })
        .join()
        .map_err(|_| anyhow::anyhow!("sending thread panicked"))?
    })
}
