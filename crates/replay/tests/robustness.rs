//! No input makes the capture reader panic, loop or buffer without end:
//! random bytes, and valid pcap/pcapng captures (every link type) with
//! bytes flipped, inserted and cut (proptest; PROPTEST_CASES is
//! respected). An error always names a byte offset within the file.

use dropc_ir::packet::build;
use dropc_ir::PacketSpec;
use dropc_replay::{replay, Capture, Options, ReplayError};
use dropc_testkit::capture::{self, Link, Rec};
use proptest::prelude::*;
use std::path::Path;

fn valid_captures() -> Vec<Vec<u8>> {
    let frames: Vec<Vec<u8>> = (0..4u16)
        .map(|i| {
            let mut s = PacketSpec::udp(
                "192.0.2.1".parse().unwrap(),
                "198.51.100.1".parse().unwrap(),
                1000 + i,
                53,
            );
            s.payload = vec![i as u8; usize::from(i) * 7];
            build(&s)
        })
        .collect();
    let mut out = Vec::new();
    for link in Link::ALL {
        let recs: Vec<Rec> = frames
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let data = link.encode(f).unwrap();
                Rec {
                    time_ns: i as u64 * 1000,
                    orig_len: data.len() as u32,
                    data,
                }
            })
            .collect();
        out.push(capture::pcap(link, &recs, false, false, 65535));
        out.push(capture::pcap(link, &recs, true, true, 65535));
        out.push(capture::pcapng(link, &recs, 9, 0));
    }
    out
}

/// Reads the bytes as a capture to the end or the first error.
fn read_all(bytes: &[u8]) {
    let path = Path::new("fuzz.pcap");
    match Capture::new(path, bytes) {
        Err(e) => assert!(e.offset().is_some_and(|o| o <= bytes.len() as u64), "{e}"),
        Ok(mut c) => loop {
            match c.next() {
                Ok(Some(f)) => {
                    assert!(f.offset < bytes.len() as u64);
                    let _ = f.ip_bytes();
                }
                Ok(None) => break,
                Err(e) => {
                    assert!(e.offset().is_some_and(|o| o <= bytes.len() as u64), "{e}");
                    assert!(e.to_string().contains("fuzz.pcap"));
                    break;
                }
            }
        },
    }
}

proptest! {
    #[test]
    fn random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        read_all(&bytes);
        // With a valid magic in front.
        for magic in [[0xd4u8, 0xc3, 0xb2, 0xa1], [0x0a, 0x0d, 0x0d, 0x0a]] {
            let mut b = magic.to_vec();
            b.extend_from_slice(&bytes);
            read_all(&b);
        }
    }

    #[test]
    fn mutated_captures(
        which in 0usize..12,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..3), 1..6),
        cut in any::<usize>(),
    ) {
        let mut b = valid_captures().swap_remove(which);
        for (at, byte, kind) in edits {
            let i = at % (b.len() + 1);
            match kind {
                0 if i < b.len() => b[i] = byte,
                1 => b.insert(i, byte),
                _ if i < b.len() => { b.remove(i); }
                _ => {}
            }
        }
        b.truncate(cut % (b.len() + 1));
        read_all(&b);
    }
}

/// Through the whole driver: an interpreter run over mutated captures ends
/// with a report or a capture error, and never writes a partial output.
#[test]
fn the_driver_reports_or_fails_cleanly() {
    let p = dropc_testkit::policy("a: drop udp dport 53\n");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("d.pcap");
    for (k, cap) in valid_captures().into_iter().enumerate() {
        for cut in (0..cap.len()).step_by(5) {
            let path = dir.path().join("c.pcap");
            std::fs::write(&path, &cap[..cut]).unwrap();
            let r = replay(
                &p,
                &[path],
                Options {
                    write_dropped: Some(out.clone()),
                    ..Options::default()
                },
            );
            match r {
                Ok(_) => assert!(out.exists()),
                Err(ReplayError::Capture(e)) => {
                    assert!(
                        e.offset().is_some_and(|o| o <= cut as u64),
                        "{k}/{cut}: {e}"
                    );
                    assert!(!out.exists(), "{k}/{cut}: partial output left");
                }
                Err(e) => panic!("{e}"),
            }
            let _ = std::fs::remove_file(&out);
        }
    }
}
