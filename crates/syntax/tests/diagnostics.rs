//! One test per diagnostic: the rendered text (file:line:column, caret,
//! notes and help) is asserted in full.

mod common;

use common::*;
use std::fs;

#[test]
fn syntax_expected_found() {
    assert_rendered(
        "drop tcp dport\n",
        "syntax",
        "error[syntax]: expected a port or range, `@set` or `{ ... }`, found end of line
  --> p.drop:1:15
  |
1 | drop tcp dport
  |               ^
",
    );
}

#[test]
fn syntax_unknown_statement_suggests_keyword() {
    assert_rendered(
        "default pass\ndrp tcp\n",
        "syntax",
        "error[syntax]: expected a statement (`set`, `default`, `expect` or a rule), found `drp`
  --> p.drop:2:1
  |
2 | drp tcp
  | ^^^
  |
  = help: did you mean `drop`?
",
    );
}

#[test]
fn syntax_label_without_colon() {
    assert_rendered(
        "flood drop udp\n",
        "syntax",
        "error[syntax]: expected a statement (`set`, `default`, `expect` or a rule), found `flood`
  --> p.drop:1:1
  |
1 | flood drop udp
  | ^^^^^
  |
  = help: to label a rule, write `flood:`
",
    );
}

#[test]
fn syntax_unknown_match_suggests_keyword() {
    assert_rendered(
        "drop tcp dprot 22\n",
        "syntax",
        "error[syntax]: expected a match, found `dprot`
  --> p.drop:1:10
  |
1 | drop tcp dprot 22
  |          ^^^^^
  |
  = help: did you mean `dport`?
",
    );
}

#[test]
fn syntax_flag_list_with_blank() {
    assert_rendered(
        "drop tcp flags syn ack\n",
        "syntax",
        "error[syntax]: expected a match, found `ack`
  --> p.drop:1:20
  |
1 | drop tcp flags syn ack
  |                    ^^^
  |
  = help: flag lists are written without blanks, separated by commas: `flags syn,ack`
",
    );
}

#[test]
fn syntax_set_name_without_at() {
    assert_rendered(
        "set bad = ip { 192.0.2.0/24 }\ndrop src bad\n",
        "syntax",
        "error[syntax]: expected an address or prefix, found `bad`
  --> p.drop:2:10
  |
2 | drop src bad
  |          ^^^
  |
  = help: to use the set `bad`, write `@bad`
",
    );
}

#[test]
fn syntax_end_of_line_expected() {
    assert_rendered(
        "default drop pass\n",
        "syntax",
        "error[syntax]: expected end of line, found `pass`
  --> p.drop:1:14
  |
1 | default drop pass
  |              ^^^^
",
    );
}

#[test]
fn syntax_unclosed_list() {
    assert_rendered(
        "set s = ip { 10.0.0.0/8,\n  192.0.2.0/24\ndrop src @s\n",
        "syntax",
        "error[syntax]: this `{` is never closed
  --> p.drop:1:12
  |
1 | set s = ip { 10.0.0.0/8,
  |            ^
  |
  = note: line 3 starts a new statement (`drop`) inside the list
  = help: close the list with `}`
",
    );
}

#[test]
fn syntax_unclosed_list_after_a_comma_and_at_the_end() {
    // The line after a trailing comma starts a labelled rule.
    assert_rendered(
        "set s = ip {\n  10.0.0.0/8,\nblocked: drop src @s\n",
        "syntax",
        "error[syntax]: this `{` is never closed
  --> p.drop:1:12
  |
1 | set s = ip {
  |            ^
  |
  = note: line 3 starts a new statement (`blocked:`) inside the list
  = help: close the list with `}`
",
    );
    assert_rendered(
        "drop udp dport { 53, 123,\n",
        "syntax",
        "error[syntax]: this `{` is never closed
  --> p.drop:1:16
  |
1 | drop udp dport { 53, 123,
  |                ^
  |
  = note: the file ends inside the list
  = help: close the list with `}`
",
    );
    // An IPv6 element at the start of a line is not taken for a label.
    let l = load("set s = ip {\n  10.0.0.0/8,\n  fd00::zz/8 }\ndrop src @s\n");
    assert!(!l.render().contains("never closed"), "{}", l.render());
    // The statement after the unclosed list is still read.
    let l = load("set s = ip { 10.0.0.0/8,\ndrop src @t\n");
    assert_eq!(codes(&l), ["syntax", "unknown-set"], "{}", l.render());
}

#[test]
fn syntax_strings() {
    assert_rendered(
        "set s = ip from \"x.txt\n",
        "syntax",
        "error[syntax]: unterminated string
  --> p.drop:1:17
  |
1 | set s = ip from \"x.txt
  |                 ^
  |
  = help: close the string with `\"` on the same line
",
    );
    assert_rendered(
        "set s = ip from \"a\\qb\"\n",
        "syntax",
        "error[syntax]: unknown escape in string
  --> p.drop:1:19
  |
1 | set s = ip from \"a\\qb\"
  |                   ^^
  |
  = help: the escapes are `\\\\`, `\\\"`, `\\n`, `\\t` and `\\xHH`
",
    );
}

#[test]
fn syntax_ipv6_endpoint_without_brackets() {
    assert_rendered(
        "expect drop udp 2001:db8::1:53 -> [2001:db8::2]:53\n",
        "syntax",
        "error[syntax]: an IPv6 endpoint must be written in brackets
  --> p.drop:1:17
  |
1 | expect drop udp 2001:db8::1:53 -> [2001:db8::2]:53
  |                 ^^^^^^^^^^^^^^
  |
  = help: write `[2001:db8::1:53]`, or `[2001:db8::1:53]:PORT` with a port
",
    );
}

#[test]
fn reserved_word() {
    assert_rendered(
        "set tcp = ip { 192.0.2.1 }\n",
        "reserved-word",
        "error[reserved-word]: `tcp` is a keyword and cannot be used as a set name
  --> p.drop:1:5
  |
1 | set tcp = ip { 192.0.2.1 }
  |     ^^^
  |
  = help: choose another name
",
    );
    let (d, _) = only("drop: drop udp\n");
    assert_eq!(d.code, "reserved-word");
    assert_eq!(
        d.message,
        "`drop` is a keyword and cannot be used as a label"
    );
}

#[test]
fn bad_address() {
    assert_rendered(
        "drop src 10.0.0.300\n",
        "bad-address",
        "error[bad-address]: invalid address `10.0.0.300`
  --> p.drop:1:10
  |
1 | drop src 10.0.0.300
  |          ^^^^^^^^^^
  |
  = help: IPv4 addresses are written as four decimal numbers 0-255, like 192.0.2.1
",
    );
}

#[test]
fn bad_prefix_length() {
    assert_rendered(
        "drop dst 2001:db8::/129\n",
        "bad-prefix-length",
        "error[bad-prefix-length]: prefix 2001:db8::/129 has a length longer than 128 bits
  --> p.drop:1:10
  |
1 | drop dst 2001:db8::/129
  |          ^^^^^^^^^^^^^^
  |
  = help: prefix lengths go from 0 to 128 for this address family
",
    );
}

#[test]
fn host_bits() {
    assert_rendered(
        "default pass\nblocked: drop src 10.0.0.1/8\n",
        "host-bits",
        "error[host-bits]: prefix 10.0.0.1/8 has host bits set
  --> p.drop:2:19
  |
2 | blocked: drop src 10.0.0.1/8
  |                   ^^^^^^^^^^
  |
  = help: did you mean 10.0.0.0/8?
",
    );
    let (d, _) = only("set s = ip { 192.0.2.0/24, 2001:db8::1/64 }\ndrop src @s\n");
    assert_eq!(d.help.as_deref(), Some("did you mean 2001:db8::/64?"));
}

#[test]
fn out_of_range() {
    assert_rendered(
        "drop tcp dport 70000\n",
        "out-of-range",
        "error[out-of-range]: port 70000 is out of range
  --> p.drop:1:16
  |
1 | drop tcp dport 70000
  |                ^^^^^
  |
  = help: valid ports are 0 to 65535
",
    );
    assert_rendered(
        "drop ttl 0x100\n",
        "out-of-range",
        "error[out-of-range]: TTL 0x100 is out of range
  --> p.drop:1:10
  |
1 | drop ttl 0x100
  |          ^^^^^
  |
  = help: valid TTLs are 0 to 255
",
    );
    for (text, msg) in [
        ("drop proto 256\n", "protocol number 256 is out of range"),
        ("drop len 65536\n", "length 65536 is out of range"),
        ("drop icmp type 256\n", "ICMP type 256 is out of range"),
        (
            "drop icmp type 3 code 999\n",
            "ICMP code 999 is out of range",
        ),
        (
            "drop udp sport 99999999999999999999999\n",
            "port 99999999999999999999999 is out of range",
        ),
    ] {
        let (d, r) = only(text);
        assert_eq!(
            (d.code.as_str(), d.message.as_str()),
            ("out-of-range", msg),
            "{r}"
        );
    }
}

#[test]
fn empty_range() {
    assert_rendered(
        "drop udp dport 90-80\n",
        "empty-range",
        "error[empty-range]: range 90-80 is empty: its low end is greater than its high end
  --> p.drop:1:16
  |
1 | drop udp dport 90-80
  |                ^^^^^
  |
  = help: write 80-90
",
    );
    assert_eq!(only("drop ttl 9 - 3\n").0.code, "empty-range");
}

#[test]
fn duplicate_set() {
    assert_rendered(
        "set a = ip { 192.0.2.1 }\nset a = port { 22 }\ndrop src @a\n",
        "duplicate-set",
        "error[duplicate-set]: set `a` is declared twice
  --> p.drop:2:5
  |
1 | set a = ip { 192.0.2.1 }
  |     - first defined here
2 | set a = port { 22 }
  |     ^
  |
  = help: rename or remove one of the declarations
",
    );
}

#[test]
fn unknown_set_suggests_nearest() {
    assert_rendered(
        "set blocklist = ip { 10.0.0.0/8 }\ndrop src @blocklist\ndrop dst @blocklst\n",
        "unknown-set",
        "error[unknown-set]: unknown set `@blocklst`
  --> p.drop:3:10
  |
3 | drop dst @blocklst
  |          ^^^^^^^^^
  |
  = help: did you mean `@blocklist`?
",
    );
    let (d, _) = only("drop udp dport @dns\n");
    assert_eq!(
        d.help.as_deref(),
        Some("declare it first: `set dns = port { ... }`")
    );
}

#[test]
fn set_before_declaration() {
    assert_rendered(
        "drop src @late\nset late = ip { 192.0.2.0/24 }\n",
        "set-before-declaration",
        "error[set-before-declaration]: set `late` is used before it is declared
  --> p.drop:1:10
  |
1 | drop src @late
  |          ^^^^^
2 | set late = ip { 192.0.2.0/24 }
  |     ---- set `late` is declared here
  |
  = help: move the declaration above its first use
",
    );
}

#[test]
fn set_kind_mismatch() {
    assert_rendered(
        "set ssh = port { 22 }\ndrop src @ssh\n",
        "set-kind-mismatch",
        "error[set-kind-mismatch]: `@ssh` is a port set, but `src` takes an ip set
  --> p.drop:2:10
  |
2 | drop src @ssh
  |          ^^^^
  |
  = note: set `ssh` is declared on line 1
",
    );
    let (d, _) = only("set nets = ip { 10.0.0.0/8 }\ndrop tcp dport { 22, @nets }\n");
    assert_eq!(
        d.message,
        "`@nets` is an ip set, but `dport` takes a port set"
    );
    let (d, _) =
        only("set nets = ip { 10.0.0.0/8 }\nset p = port { 1, @nets }\ndrop udp dport @p\n");
    assert_eq!(
        d.message,
        "`@nets` is an ip set, but `set p = port` takes a port set"
    );
}

#[test]
fn set_file_unreadable() {
    assert_rendered(
        "set b = ip from \"missing.txt\"\ndrop src @b\n",
        "set-file-unreadable",
        "error[set-file-unreadable]: cannot read set file /nonexistent-dropc-test-dir/missing.txt: No such file or directory (os error 2)
  --> p.drop:1:17
  |
1 | set b = ip from \"missing.txt\"
  |                 ^^^^^^^^^^^^^
  |
  = note: a relative path is relative to the directory of the policy file
",
    );
}

#[test]
fn set_file_not_regular() {
    let dir = tempfile::tempdir().unwrap();
    for path in ["/dev/zero", "."] {
        let l = load_in(
            dir.path(),
            &format!("set b = ip from \"{path}\"\ndrop src @b\n"),
        );
        assert_eq!(codes(&l), ["set-file-unreadable"]);
        let m = &l.diagnostics[0].message;
        assert!(
            m.ends_with("not a regular file") || m.contains("Is a directory"),
            "{m}"
        );
    }
}

#[test]
fn bad_set_element_points_into_the_set_file() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("list.txt"),
        "# header\n10.0.0.0/8\n\n192.0.2.1/24   # oops\nnot-an-ip\n",
    )
    .unwrap();
    let l = load_in(dir.path(), "set b = ip from \"list.txt\"\ndrop src @b\n");
    let file = dir.path().join("list.txt").display().to_string();
    assert_eq!(codes(&l), ["host-bits", "bad-set-element"]);
    assert!(l.diagnostics.iter().all(|d| d.file == file));
    assert!(l.sources.get(&file).is_some());
    assert_eq!(
        l.render(),
        format!(
            "error[host-bits]: prefix 192.0.2.1/24 has host bits set
  --> {file}:4:1
  |
4 | 192.0.2.1/24   # oops
  | ^^^^^^^^^^^^
  |
  = help: did you mean 192.0.2.0/24?
error[bad-set-element]: invalid IP address or prefix `not-an-ip`
  --> {file}:5:1
  |
5 | not-an-ip
  | ^^^^^^^^^
  |
  = help: an ip set file holds one address or prefix per line, like 192.0.2.0/24 or 2001:db8::/32
"
        )
    );
    assert!(l.policy.is_none());
}

#[test]
fn bad_port_set_element() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("ports.txt"), "53\n100-90\n").unwrap();
    let l = load_in(
        dir.path(),
        "set p = port from \"ports.txt\"\ndrop udp dport @p\n",
    );
    assert_eq!(codes(&l), ["empty-range"]);
    assert!(l.render().contains(":2:1\n"), "{}", l.render());
}

#[test]
fn invalid_utf8_in_policy() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.drop");
    fs::write(&path, b"default pass\ndrop udp # caf\xe9\n").unwrap();
    let l = dropc_syntax::load_file(&path).unwrap();
    let name = path.display().to_string();
    assert_eq!(
        l.render(),
        format!(
            "error[invalid-utf8]: the policy file is not valid UTF-8
  --> {name}:2:15
  |
2 | drop udp # caf\u{fffd}
  |               ^
  |
  = note: the first invalid byte is at offset 27
  = help: save the file as UTF-8
"
        )
    );
    assert!(l.policy.is_none());
}

#[test]
fn invalid_utf8_in_set_file() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("l.txt"), b"10.0.0.0/8\n\xff\n").unwrap();
    let l = load_in(dir.path(), "set b = ip from \"l.txt\"\ndrop src @b\n");
    assert_eq!(codes(&l), ["invalid-utf8"]);
    let file = dir.path().join("l.txt").display().to_string();
    assert_eq!(l.diagnostics[0].file, file);
    // Only the offset: a file that is not text is not quoted.
    assert_eq!(l.diagnostics[0].span, None);
    assert_eq!(
        l.render(),
        format!(
            "error[invalid-utf8]: set file {file} is not valid UTF-8
  --> {file}
   = note: the first invalid byte is at offset 11
"
        )
    );
}

#[test]
fn duplicate_label() {
    assert_rendered(
        "web: pass tcp dport 80\nweb: drop udp\n",
        "duplicate-label",
        "error[duplicate-label]: duplicate label `web`
  --> p.drop:2:1
  |
1 | web: pass tcp dport 80
  | --- first defined here
2 | web: drop udp
  | ^^^
  |
  = help: labels name rules in counters and diagnostics, so they are unique
",
    );
    // An explicit label that collides with the name of an unlabelled rule.
    let (d, _) = only("line-2: drop udp\ndrop tcp\n");
    assert_eq!(d.code, "duplicate-label");
    assert_eq!(
        d.notes[0],
        "an unlabelled rule is named after its line, `line-2`"
    );
}

#[test]
fn duplicate_default() {
    assert_rendered(
        "default drop\ndefault pass\n",
        "duplicate-default",
        "error[duplicate-default]: `default` is given twice
  --> p.drop:2:1
  |
1 | default drop
  | ------------ first defined here
2 | default pass
  | ^^^^^^^^^^^^
  |
  = help: keep one `default` statement
",
    );
}

#[test]
fn cannot_negate() {
    assert_rendered(
        "drop not tcp\n",
        "cannot-negate",
        "error[cannot-negate]: `not tcp` is not allowed
  --> p.drop:1:6
  |
1 | drop not tcp
  |      ^^^^^^^
  |
  = note: ip4, ip6, tcp, udp, icmp and icmp6 cannot be negated
  = help: `tcp` cannot be negated: write `not proto 6`
",
    );
    let (d, _) = only("drop not ip6\n");
    assert_eq!(
        d.help.as_deref(),
        Some("`ip6` cannot be negated: write the other family, `ip4`")
    );
    let (d, _) = only("drop not icmp6\n");
    assert_eq!(
        d.help.as_deref(),
        Some("`icmp6` cannot be negated: write `not proto 58`")
    );
}

#[test]
fn proto_conflict() {
    assert_rendered(
        "drop tcp proto 17\n",
        "proto-conflict",
        "error[proto-conflict]: `tcp` and `proto 17` contradict each other: a packet has one protocol, so this rule can never match
  --> p.drop:1:10
  |
1 | drop tcp proto 17
  |          ^^^^^^^^
  |
  = help: write one rule per protocol
",
    );
}

#[test]
fn family_conflict() {
    assert_rendered(
        "drop ip4 src 2001:db8::/32\n",
        "family-conflict",
        "error[family-conflict]: `ip4` and the IPv6 address `2001:db8::/32` contradict each other, so this rule can never match
  --> p.drop:1:14
  |
1 | drop ip4 src 2001:db8::/32
  |              ^^^^^^^^^^^^^
  |
  = help: remove one of them, or write one rule per family
",
    );
    let (d, _) = only("drop icmp ip6\n");
    assert_eq!(
        d.message,
        "`icmp` (ICMP for IPv4) and `ip6` contradict each other, so this rule can never match"
    );
    assert_eq!(
        only("drop icmp6 not dst 10.0.0.0/8\n").0.code,
        "family-conflict"
    );
    assert_eq!(only("drop ip4 ip6\n").0.code, "family-conflict");
}

#[test]
fn mixed_family() {
    assert_rendered(
        "drop src 192.0.2.1 dst 2001:db8::1\n",
        "mixed-family",
        "error[mixed-family]: this rule mixes IPv4 and IPv6 addresses (`192.0.2.1` and `2001:db8::1`), so it can never match
  --> p.drop:1:24
  |
1 | drop src 192.0.2.1 dst 2001:db8::1
  |                        ^^^^^^^^^^^
  |
  = note: a rule whose addresses are all IPv4 applies only to IPv4 packets, and likewise for IPv6
  = help: to match both families, put the addresses in a set (`set NAME = ip { ... }`) and use `@NAME`
",
    );
    // Even under `not`, and inside one list.
    assert_eq!(
        only("drop not src 192.0.2.1 dst ::1\n").0.code,
        "mixed-family"
    );
    assert_eq!(only("drop src { 192.0.2.1, ::1 }\n").0.code, "mixed-family");
}

#[test]
fn port_without_tcp_udp() {
    assert_rendered(
        "drop sport 53\n",
        "port-without-tcp-udp",
        "error[port-without-tcp-udp]: `sport` needs `tcp` or `udp` in the same rule
  --> p.drop:1:6
  |
1 | drop sport 53
  |      ^^^^^
  |
  = help: add `tcp` or `udp` to the rule
",
    );
    let (d, _) = only("drop icmp dport 1\n");
    assert_eq!(d.notes, ["the protocol of this rule has no ports"]);
}

#[test]
fn flags_without_tcp() {
    assert_rendered(
        "drop udp flags syn\n",
        "flags-without-tcp",
        "error[flags-without-tcp]: `flags` needs `tcp` in the same rule
  --> p.drop:1:10
  |
1 | drop udp flags syn
  |          ^^^^^
  |
  = help: add `tcp` to the rule
",
    );
}

#[test]
fn flags_outside_mask() {
    assert_rendered(
        "drop tcp flags syn,fin/ack\n",
        "flags-outside-mask",
        "error[flags-outside-mask]: flag `fin,syn` is not in the mask, so this match can never hold
  --> p.drop:1:10
  |
1 | drop tcp flags syn,fin/ack
  |          ^^^^^^^^^^^^^^^^^
  |
  = help: add it to the mask: `flags fin,syn/fin,syn,ack`
",
    );
}

#[test]
fn type_without_icmp() {
    assert_rendered(
        "drop type echo-request\n",
        "type-without-icmp",
        "error[type-without-icmp]: `type` needs `icmp` or `icmp6` in the same rule
  --> p.drop:1:6
  |
1 | drop type echo-request
  |      ^^^^
  |
  = help: add `icmp` (IPv4) or `icmp6` (IPv6) to the rule
",
    );
    let (d, _) = only("drop proto 1 type 8\n");
    assert_eq!(
        d.help.as_deref(),
        Some("write `icmp` (which implies `ip4`) instead of `proto 1`")
    );
}

#[test]
fn unknown_flag() {
    assert_rendered(
        "drop tcp flags sny\n",
        "unknown-flag",
        "error[unknown-flag]: unknown TCP flag `sny`
  --> p.drop:1:16
  |
1 | drop tcp flags sny
  |                ^^^
  |
  = help: did you mean `syn`?
",
    );
    let (d, _) = only("drop tcp flags xyzzy\n");
    assert_eq!(
        d.help.as_deref(),
        Some("the TCP flags are fin syn rst psh ack urg ece cwr")
    );
}

#[test]
fn unknown_icmp_type() {
    assert_rendered(
        "drop icmp type echo-requets\n",
        "unknown-icmp-type",
        "error[unknown-icmp-type]: unknown ICMP type `echo-requets`
  --> p.drop:1:16
  |
1 | drop icmp type echo-requets
  |                ^^^^^^^^^^^^
  |
  = help: did you mean `echo-request`?
",
    );
    let (d, _) = only("drop icmp type packet-too-big\n");
    assert_eq!(d.notes, ["`packet-too-big` is an ICMPv6 type"]);
}

#[test]
fn unused_set_warning() {
    let l = load("set spare = ip { 192.0.2.0/24 }\ndrop udp\n");
    assert!(!l.has_errors());
    assert!(l.policy.is_some(), "warnings do not prevent the policy");
    assert_eq!(
        l.render(),
        "warning[unused-set]: set `spare` is never used
  --> p.drop:1:5
  |
1 | set spare = ip { 192.0.2.0/24 }
  |     ^^^^^
  |
  = help: remove it, or use it in a rule as `@spare`
"
    );
}

#[test]
fn shadowed_rule_warning() {
    let l = load("wide: drop src 10.0.0.0/8\nnarrow: drop tcp src 10.1.0.0/16 dport 22\n");
    assert!(l.policy.is_some());
    assert_eq!(
        l.render(),
        "warning[shadowed-rule]: rule `narrow` can never match: rule `wide` (line 1) already decides every packet it could match
  --> p.drop:2:1
  |
1 | wide: drop src 10.0.0.0/8
  | ------------------------- shadowed by this rule
2 | narrow: drop tcp src 10.1.0.0/16 dport 22
  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  |
  = help: remove the rule, or move it above the rule that shadows it
"
    );
}

#[test]
fn never_match_contradictions() {
    assert_rendered(
        "dns: drop udp dport 53 dport 54\n",
        "never-match",
        "warning[never-match]: rule `dns` can never match: no packet satisfies `dport 53` and `dport 54` together
  --> p.drop:1:1
  |
1 | dns: drop udp dport 53 dport 54
  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  |               |        |
  |               |        contradicts it
  |               this match
  |
  = help: remove the rule, or correct its matches
",
    );
    assert_rendered(
        "set a = ip { 10.0.0.0/8, 2001:db8::/32 }\nself: drop src @a not src @a\n",
        "never-match",
        "warning[never-match]: rule `self` can never match: no packet satisfies `src @a` and `not src @a` together
  --> p.drop:2:1
  |
2 | self: drop src @a not src @a
  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  |            |      |
  |            |      contradicts it
  |            this match
  |
  = help: remove the rule, or correct its matches
",
    );
    // Different reasons per family are each named.
    let (d, _) = only(
        "set a = ip { 10.0.0.0/8 }\nset b = ip { 10.0.0.0/7, ::/0 }\nr: drop src @a not src @b\n",
    );
    assert_eq!(d.code, "never-match");
    assert_eq!(
        d.notes,
        [
            "for IPv4 packets, no packet satisfies `src @a` and `not src @b` together",
            "for IPv6 packets, set `a` has no IPv6 address"
        ]
    );
    let (d, _) = only("set all = ip { 0.0.0.0/0, ::/0 }\nr: drop not src @all\n");
    assert_eq!(
        d.message,
        "rule `r` can never match: no packet satisfies `not src @all`"
    );
    for (text, codes_expected) in [
        ("drop ttl 5 ttl 6\n", vec!["never-match"]),
        ("drop not ttl 0-255\n", vec!["never-match"]),
        ("drop len 100-200 not len 50-300\n", vec!["never-match"]),
        (
            "drop tcp flags syn/syn not flags syn,ack/syn,ack flags ack/ack\n",
            vec!["never-match"],
        ),
        ("drop icmp type echo-request type 3\n", vec!["never-match"]),
        ("drop icmp type 3 code 1 not type 3\n", vec!["never-match"]),
        ("drop fragment not fragment\n", vec!["never-match"]),
        ("drop fragment later not fragment\n", vec!["never-match"]),
        ("drop udp fragment later dport 53\n", vec!["never-match"]),
        ("drop proto 47 not proto 47\n", vec!["never-match"]),
        ("drop udp not dport 0-65535\n", vec!["never-match"]),
        // These can match: no warning.
        ("drop udp dport 53 not dport 54\n", vec![]),
        ("drop tcp flags syn/syn,ack not flags ack/ack\n", vec![]),
        ("drop icmp type 3 not type 3 code 1\n", vec![]),
        ("drop udp fragment dport 53\n", vec![]),
        ("drop fragment not fragment later\n", vec![]),
        ("drop src 10.0.0.0/8 not src 10.1.0.0/16\n", vec![]),
        ("drop src 2001:db8::/32 not src 2001:db8::/33\n", vec![]),
        ("drop udp not dport 1-65535\n", vec![]),
        ("drop ttl 0-255 not ttl 255\n", vec![]),
    ] {
        let l = load(text);
        assert_eq!(codes(&l), codes_expected, "{text}{}", l.render());
    }
}

#[test]
fn never_match_empty_sets() {
    assert_rendered(
        "set none = port { }\nr: drop udp dport @none\n",
        "empty-set",
        "warning[empty-set]: rule `r` can never match: set `none` has no element
  --> p.drop:2:13
  |
1 | set none = port { }
  | ------------------- set `none` is declared here
2 | r: drop udp dport @none
  |             ^^^^^^^^^^^
  |
  = help: add elements to the set, or remove the rule
",
    );
    let (d, _) = only("set six = ip { 2001:db8::/32 }\nr: drop ip4 src @six\n");
    assert_eq!(d.code, "empty-set");
    assert_eq!(
        d.message,
        "rule `r` can never match: set `six` has no IPv4 address"
    );
    // A set file with no element (only comments).
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("empty.txt"), "# nothing yet\n\n").unwrap();
    let l = load_in(
        dir.path(),
        "set bl = ip from \"empty.txt\"\nbl: drop src @bl\n",
    );
    assert_eq!(codes(&l), ["empty-set"], "{}", l.render());
    assert!(l.policy.is_some(), "a warning only");
    // `not` on an empty set always holds: no warning.
    assert!(load("set e = ip { }\ndrop not src @e\n")
        .diagnostics
        .is_empty());
    // A shadowed rule that never matches gets one warning, not two.
    let l = load("all: drop udp\nr: drop udp dport 1 dport 2\n");
    assert_eq!(codes(&l), ["never-match"], "{}", l.render());
}

#[test]
fn default_drop_of_neighbour_discovery() {
    assert_rendered(
        "default drop\nssh: pass tcp dport 22\n",
        "nd-dropped",
        "warning[nd-dropped]: `default drop` also drops IPv6 neighbour discovery, without which IPv6 hosts cannot reach their neighbours or routers
  --> p.drop:1:1
  |
1 | default drop
  | ^^^^^^^^^^^^
  |
  = note: no rule passes ICMPv6 router-solicitation (133), router-advertisement (134), neighbor-solicitation (135), neighbor-advertisement (136), redirect (137)
  = help: pass them, above any rule that drops them: `pass icmp6 type router-solicitation`, `pass icmp6 type router-advertisement`, `pass icmp6 type neighbor-solicitation`, `pass icmp6 type neighbor-advertisement`, `pass icmp6 type redirect`
",
    );
    // Only the types still dropped are named.
    let (d, _) = only(
        "default drop\npass icmp6 type neighbor-solicitation\npass icmp6 type neighbor-advertisement\npass icmp6 type router-advertisement\n",
    );
    assert_eq!(
        d.help.as_deref(),
        Some("pass them, above any rule that drops them: `pass icmp6 type router-solicitation`, `pass icmp6 type redirect`")
    );
    // With a statement that did not parse (it may be the one passing
    // neighbour discovery), the whole-policy warning is left out.
    let l = load("default drop\npass icmp6 typo\n");
    assert_eq!(codes(&l), ["syntax"], "{}", l.render());
    for quiet in [
        "default drop\npass icmp6\n",
        "default drop\npass ip6\n",
        "default drop\nno-v6: drop ip6\n",
        "default pass\n",
    ] {
        let l = load(quiet);
        assert!(l.diagnostics.is_empty(), "{quiet}{}", l.render());
    }
}

#[test]
fn expect_checks() {
    let cases = [
        (
            "expect drop icmp 192.0.2.1:7 -> 192.0.2.2\n",
            "port-without-tcp-udp",
            "this `icmp` packet has no ports",
        ),
        (
            "expect drop udp 192.0.2.1 -> 192.0.2.2 flags syn\n",
            "flags-without-tcp",
            "this `udp` packet has no TCP flags",
        ),
        (
            "expect drop tcp 192.0.2.1 -> 192.0.2.2 type 8\n",
            "type-without-icmp",
            "this `tcp` packet has no ICMP type",
        ),
        (
            "expect drop icmp6 192.0.2.1 -> 192.0.2.2\n",
            "family-conflict",
            "`icmp6` is ICMP for IPv6, but the endpoints are IPv4",
        ),
        (
            "expect drop icmp [::1] -> [::2]\n",
            "family-conflict",
            "`icmp` is ICMP for IPv4, but the endpoints are IPv6",
        ),
        (
            "expect drop udp 192.0.2.1 -> [::2]\n",
            "mixed-family",
            "the source is an IPv4 address but the destination is an IPv6 address",
        ),
        (
            "expect drop tcp 192.0.2.1:70000 -> 192.0.2.2\n",
            "out-of-range",
            "port 70000 is out of range",
        ),
        (
            "expect drop icmp 192.0.2.1 -> 192.0.2.2 type bogus\n",
            "unknown-icmp-type",
            "unknown ICMP type `bogus`",
        ),
        (
            "expect drop tcp 192.0.2.1 -> 192.0.2.2 flags synn\n",
            "unknown-flag",
            "unknown TCP flag `synn`",
        ),
        (
            "expect pass proto 300 192.0.2.1 -> 192.0.2.2\n",
            "out-of-range",
            "protocol number 300 is out of range",
        ),
    ];
    for (text, code, msg) in cases {
        let (d, r) = only(text);
        assert_eq!((d.code.as_str(), d.message.as_str()), (code, msg), "{r}");
    }
    assert_rendered(
        "expect pass tcp 192.0.2.1 -> 192.0.2.2 ttl 1 ttl 2\n",
        "duplicate-option",
        "error[duplicate-option]: `ttl` is given twice for this packet
  --> p.drop:1:46
  |
1 | expect pass tcp 192.0.2.1 -> 192.0.2.2 ttl 1 ttl 2
  |                                              ^^^^^
  |
  = note: first given at 1:40
",
    );
}

#[test]
fn every_error_of_a_file_in_one_run() {
    let text = "\
set a = ip { 10.0.0.1/8 }
default pass
drop src @a
drop tcp dport 70000
drp udp
set l = ip { 10.0.0.0/8,
   garbage here
}
drop udp flags syn
drop src @a
expect drop tcp 1.2.3.4 -> [::1]
";
    let l = load(text);
    let lines: Vec<(String, u32)> = l
        .diagnostics
        .iter()
        .map(|d| {
            (
                d.code.as_str().to_string(),
                dropc_ir::diag::line_col(text, d.anchor() as usize).0,
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            ("host-bits".to_string(), 1),
            ("out-of-range".to_string(), 4),
            ("syntax".to_string(), 5),
            ("syntax".to_string(), 7),
            ("flags-without-tcp".to_string(), 9),
            ("mixed-family".to_string(), 11),
        ]
    );
    assert!(l.policy.is_none());
}

#[test]
fn too_many_syntax_errors_stop() {
    let text = "?\n".repeat(1000);
    let l = load(&text);
    assert_eq!(l.diagnostics.len(), 201);
    assert_eq!(l.diagnostics.last().unwrap().code, "too-many-errors");
}

#[test]
fn parse_packet_errors() {
    let e = dropc_syntax::parse_packet("tcp 192.0.2.1 192.0.2.2").unwrap_err();
    assert_eq!(e.file, "<packet>");
    assert_eq!(
        dropc_ir::diag::render(&e, Some("tcp 192.0.2.1 192.0.2.2")),
        "error[syntax]: expected `->`, found `192.0.2.2`
  --> <packet>:1:15
  |
1 | tcp 192.0.2.1 192.0.2.2
  |               ^^^^^^^^^
"
    );
    let e = dropc_syntax::parse_packet("udp 192.0.2.1 -> 192.0.2.2 flags syn").unwrap_err();
    assert_eq!(e.code, "flags-without-tcp");
}

/// The `.rs` files under `dir`, recursively.
fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for e in fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn every_code_is_documented() {
    use dropc_ir::Code;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let doc = fs::read_to_string(root.join("docs/diagnostics.md")).unwrap();
    let documented: Vec<&str> = doc
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .collect();
    // The table is the enum, in its order, each code once.
    let codes: Vec<&str> = Code::ALL.iter().map(|c| c.as_str()).collect();
    assert_eq!(documented, codes, "docs/diagnostics.md vs dropc_ir::Code");
    for c in Code::ALL {
        assert_eq!(c.as_str().parse::<Code>(), Ok(*c));
    }
    // Every code is emitted somewhere (outside the enum itself).
    let mut files = Vec::new();
    for krate in ["ir", "syntax", "backends", "cli"] {
        rust_files(&root.join("crates").join(krate).join("src"), &mut files);
    }
    let mut all_source = String::new();
    for f in files.iter().filter(|f| !f.ends_with("ir/src/diag.rs")) {
        all_source.push_str(&fs::read_to_string(f).unwrap());
    }
    for c in Code::ALL {
        assert!(
            all_source.contains(&format!("Code::{}", c.variant_name())),
            "docs/diagnostics.md lists `{c}`, which no source emits"
        );
    }
    assert!(documented.len() > 40, "{documented:?}");
    // The front end's own table (crate docs) lists the same codes as the
    // front-end section of docs/diagnostics.md.
    let table = |text: &str, prefix: &str| -> std::collections::BTreeSet<String> {
        text.lines()
            .filter_map(|l| l.strip_prefix(prefix))
            .filter_map(|l| l.split('`').next())
            .map(str::to_string)
            .collect()
    };
    let lib = fs::read_to_string(root.join("crates/syntax/src/lib.rs")).unwrap();
    let front = doc
        .split("## Targets")
        .next()
        .map(|d| table(d, "| `"))
        .unwrap_or_default();
    assert_eq!(
        table(&lib, "//! | `"),
        front,
        "crates/syntax/src/lib.rs vs docs"
    );
}
