//! Language v2 (spec §2, §4, §6): `payload`, `contains`, `over`, and the
//! `payload` / `times` packet options; every misuse is one error with its
//! span and a help line.
mod common;
use common::*;
use dropc_ir::{Dir, Rate, RateKey, Test, TimeUnit, DEFAULT_BURST};

fn tests_of(text: &str) -> Vec<(bool, Test)> {
    policy(text).rules[0]
        .matches
        .iter()
        .map(|m| (m.negated, m.test.clone()))
        .collect()
}

#[test]
fn payload_hex_string_and_mask() {
    let t = tests_of(
        "drop udp payload 2 0x80/0x80 not payload 0 \"ab\\x00\\xff\" payload 1400 0x0A0b\n",
    );
    assert_eq!(
        t[1],
        (
            false,
            Test::Payload {
                offset: 2,
                value: vec![0x80],
                mask: Some(vec![0x80])
            }
        )
    );
    assert_eq!(
        t[2],
        (
            true,
            Test::Payload {
                offset: 0,
                value: vec![b'a', b'b', 0, 0xff],
                mask: None
            }
        )
    );
    assert_eq!(
        t[3].1,
        Test::Payload {
            offset: 1400,
            value: vec![0x0a, 0x0b],
            mask: None
        }
    );
    // UTF-8 strings are their encoding.
    let t = tests_of("drop tcp payload 0 \"é\"\n");
    assert_eq!(
        t[1].1,
        Test::Payload {
            offset: 0,
            value: vec![0xc3, 0xa9],
            mask: None
        }
    );
    // Every protocol with a locatable payload, `proto 17` included.
    for p in ["tcp", "udp", "icmp", "icmp6", "proto 17", "proto 6"] {
        policy(&format!("drop {p} payload 0 0x01\n"));
    }
}

#[test]
fn contains_and_over() {
    let t = tests_of(&format!(
        "drop contains 0x{} not contains \"x\"\n",
        "ab".repeat(64)
    ));
    assert_eq!(
        t[0],
        (
            false,
            Test::Contains {
                bytes: vec![0xab; 64]
            }
        )
    );
    assert_eq!(t[1], (true, Test::Contains { bytes: vec![b'x'] }));
    let t = tests_of("drop udp over 1000/second burst 20 per src/16 ip4\n");
    assert_eq!(
        t[1].1,
        Test::Over {
            rate: Rate {
                packets: 1000,
                unit: TimeUnit::Second
            },
            burst: 20,
            key: RateKey::Addr {
                dir: Dir::Src,
                len: Some(16)
            }
        }
    );
    let t = tests_of("drop not over 3/hour\n");
    assert_eq!(
        t[0],
        (
            true,
            Test::Over {
                rate: Rate {
                    packets: 3,
                    unit: TimeUnit::Hour
                },
                burst: DEFAULT_BURST,
                key: RateKey::Global
            }
        )
    );
    let t = tests_of("drop over 1/minute per dst ip6 over\n".trim_end_matches(" over\n"));
    assert!(matches!(
        t[0].1,
        Test::Over {
            key: RateKey::Addr {
                dir: Dir::Dst,
                len: None
            },
            ..
        }
    ));
    policy("drop ip6 over 1/minute per dst/128\n");
    policy("drop ip4 over 1/minute per src/0\n");
    // `per src` without a length is fine on both families.
    policy("drop over 1/minute per src\n");
}

#[test]
fn expect_payload_and_times() {
    let p = policy(
        "drop udp over 1/minute burst 3 per src\n\
         expect pass udp 192.0.2.1:1 -> 192.0.2.2:2 payload 0x0102 times 3\n\
         expect drop udp 192.0.2.1:1 -> 192.0.2.2:2 payload \"\"\n",
    );
    assert_eq!(p.expects[0].times, 3);
    assert_eq!(p.expects[0].packet.payload, vec![1, 2]);
    assert_eq!(p.expects[1].times, 1);
    assert!(p.expects[1].packet.payload.is_empty());
    let (spec, times) =
        dropc_syntax::parse_packet_times("udp 1.2.3.4:5 -> 5.6.7.8:9 payload \"ab\" times 2")
            .expect("packet");
    assert_eq!((spec.payload, times), (b"ab".to_vec(), 2));
}

/// The one error of `text`: its code, the source text under its span, and
/// that it has a help line.
fn error(text: &str) -> (String, String) {
    let (d, r) = only(text);
    assert!(d.is_error(), "{r}");
    assert!(d.help.is_some(), "no help:\n{r}");
    let span = d.span.expect("a policy error has a place");
    let under = text
        .get(span.start as usize..span.end as usize)
        .unwrap_or("")
        .to_string();
    (d.code.to_string(), under)
}

#[test]
fn every_misuse_is_one_error_with_span_and_help() {
    let cases: &[(&str, &str, &str)] = &[
        ("drop payload 0 0x01\n", "payload-without-l4", "payload"),
        (
            "drop proto 47 payload 0 0x01\n",
            "payload-without-l4",
            "payload",
        ),
        ("drop udp payload 1401 0x01\n", "out-of-range", "1401"),
        (
            "drop udp payload 0 0x0102030405060708090a0b0c0d0e0f1011\n",
            "value-too-long",
            "0x0102030405060708090a0b0c0d0e0f1011",
        ),
        (
            "drop udp payload 0 \"0123456789abcdefX\"\n",
            "value-too-long",
            "\"0123456789abcdefX\"",
        ),
        ("drop udp payload 0 \"\"\n", "empty-value", "\"\""),
        ("drop udp payload 0 0x\n", "empty-value", "0x"),
        ("drop contains \"\"\n", "empty-value", "\"\""),
        ("drop udp payload 0 0x123\n", "odd-hex-digits", "0x123"),
        ("drop contains 0xabc\n", "odd-hex-digits", "0xabc"),
        ("drop udp payload 0 0x12zz\n", "bad-hex", "z"),
        ("drop udp payload 0 0x1234/\"ab\"\n", "bad-mask", "\"ab\""),
        ("drop udp payload 0 0x1234/0xff\n", "bad-mask", "0xff"),
        (
            "drop udp payload 0 0x1234/0xfff\n",
            "odd-hex-digits",
            "0xfff",
        ),
        (
            &format!("drop contains 0x{}\n", "ab".repeat(65)),
            "value-too-long",
            "",
        ),
        ("drop over 0/second\n", "zero-rate", "0"),
        ("drop over 5/second burst 0\n", "zero-burst", "0"),
        ("drop over 5/seconds\n", "unknown-unit", "seconds"),
        ("drop over 5/fortnight\n", "unknown-unit", "fortnight"),
        (
            "drop over 5/second over 6/minute\n",
            "two-over",
            "over 6/minute",
        ),
        (
            "drop over 5/second per src/16\n",
            "per-len-both-families",
            "per src/16",
        ),
        (
            "drop ip4 over 5/second per src/33\n",
            "bad-prefix-length",
            "33",
        ),
        (
            "drop ip6 over 5/second per dst/129\n",
            "bad-prefix-length",
            "129",
        ),
        (
            "expect pass udp 1.2.3.4:1 -> 1.2.3.5:2 times 0\n",
            "out-of-range",
            "0",
        ),
        (
            "expect pass udp 1.2.3.4:1 -> 1.2.3.5:2 payload 0x1\n",
            "odd-hex-digits",
            "0x1",
        ),
    ];
    for (text, code, under) in cases {
        let (c, u) = error(text);
        assert_eq!(&c, code, "{text}");
        if !under.is_empty() {
            assert_eq!(&u, under, "{text}");
        }
    }
}

#[test]
fn syntax_errors_of_the_new_forms() {
    for text in [
        "drop udp payload x 0x01\n",
        "drop udp payload 0 12\n",
        "drop udp payload 0\n",
        "drop contains\n",
        "drop over\n",
        "drop over 5\n",
        "drop over 5/\n",
        "drop over 5/second per\n",
        "drop over 5/second per foo\n",
        "drop over 5/second per src/\n",
        "drop over 5/second burst\n",
        "expect pass udp 1.2.3.4:1 -> 1.2.3.5:2 times\n",
        "expect pass udp 1.2.3.4:1 -> 1.2.3.5:2 payload\n",
    ] {
        let (d, r) = only(text);
        assert_eq!(d.code, "syntax", "{r}");
    }
}

#[test]
fn new_keywords_are_reserved() {
    for kw in [
        "payload", "contains", "over", "burst", "per", "dynamic", "timeout", "size",
    ] {
        let (d, r) = only(&format!("{kw}: drop udp\n"));
        assert_eq!(d.code, "reserved-word", "{r}");
        let (d, r) = only(&format!("set {kw} = ip {{ 10.0.0.0/8 }}\ndrop src @{kw}\n"));
        assert_eq!(d.code, "reserved-word", "{r}");
    }
}

#[test]
fn shadowing_stays_sound_with_state_and_payload() {
    let codes_of = |t: &str| codes(&load(t));
    // A rule with `over` lets packets through: it shadows nothing.
    assert!(codes_of("drop udp over 1/second\ndrop udp dport 53\n").is_empty());
    assert!(codes_of("drop udp not over 1/second\ndrop udp dport 53\n").is_empty());
    // A later rule with `over` can be shadowed by a stateless one.
    assert_eq!(
        codes_of("drop udp\ndrop udp dport 53 over 1/second\n"),
        vec!["shadowed-rule"]
    );
    // Payload and contains: only the identical test.
    assert_eq!(
        codes_of("drop udp payload 2 0x80/0x80\ndrop udp dport 53 payload 2 0x80/0x80\n"),
        vec!["shadowed-rule"]
    );
    assert!(codes_of("drop udp payload 2 0x80/0x80\ndrop udp payload 2 0x81\n").is_empty());
    assert!(codes_of("drop udp payload 2 0x80\ndrop udp payload 2 0x80/0xff\n").is_empty());
    assert_eq!(
        codes_of("drop contains \"ab\"\ndrop udp contains \"ab\"\n"),
        vec!["shadowed-rule"]
    );
    assert!(codes_of("drop contains \"ab\"\ndrop udp contains \"abc\"\n").is_empty());
}
