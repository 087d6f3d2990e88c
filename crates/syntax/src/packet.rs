//! Packets of `expect` lines and of `dropc explain` (spec §6): lowering the
//! parsed packet to a [`PacketSpec`] with its consistency checks.

use crate::ast::{PacketAst, PacketOptKind, ProtoKind};
use crate::check::{bounded, flag_bits, icmp_type, lower_bytes, text};
use dropc_ir::{proto, Code, Diagnostic, FragSpec, PacketSpec, Span};
use std::net::IpAddr;

/// The file name of diagnostics about a packet given on the command line.
pub const PACKET_FILE: &str = "<packet>";

fn family_name(a: &IpAddr) -> &'static str {
    if a.is_ipv4() {
        "IPv4"
    } else {
        "IPv6"
    }
}

/// Largest `times N` (copies of one packet an expectation sends).
pub const MAX_TIMES: u64 = 1_000_000;

/// Lowers a parsed packet of `file` (whose text is `src`) and its `times`
/// (1 when not given); returns every error found.
pub(crate) fn lower_packet(
    p: &PacketAst,
    file: &str,
    src: &str,
) -> Result<(PacketSpec, u32), Vec<Diagnostic>> {
    let mut times = 1u32;
    let mut errs = Vec::new();
    let proto = match p.proto {
        ProtoKind::Tcp => proto::TCP,
        ProtoKind::Udp => proto::UDP,
        ProtoKind::Icmp => proto::ICMP,
        ProtoKind::Icmp6 => proto::ICMP6,
        ProtoKind::Num(n) => match bounded(&n, 255, "protocol number", file, src) {
            Ok(v) => v as u8,
            Err(e) => {
                errs.push(e);
                0
            }
        },
    };
    let proto_name = text(src, p.proto_span);

    if p.src.addr.is_ipv4() != p.dst.addr.is_ipv4() {
        errs.push(
            Diagnostic::error(
                Code::MixedFamily,
                file,
                p.dst.span,
                format!(
                    "the source is an {} address but the destination is an {} address",
                    family_name(&p.src.addr),
                    family_name(&p.dst.addr)
                ),
            )
            .with_help("both endpoints of a packet have the same IP family"),
        );
    } else {
        let wrong = match p.proto {
            ProtoKind::Icmp if p.src.addr.is_ipv6() => Some(("`icmp` is ICMP for IPv4", "icmp6")),
            ProtoKind::Icmp6 if p.src.addr.is_ipv4() => Some(("`icmp6` is ICMP for IPv6", "icmp")),
            _ => None,
        };
        if let Some((why, other)) = wrong {
            errs.push(
                Diagnostic::error(
                    Code::FamilyConflict,
                    file,
                    p.proto_span,
                    format!("{why}, but the endpoints are {}", family_name(&p.src.addr)),
                )
                .with_help(format!(
                    "write `{other}`, or use {} endpoints",
                    if other == "icmp" { "IPv6" } else { "IPv4" }
                )),
            );
        }
    }

    let l4_ports = proto == proto::TCP || proto == proto::UDP;
    let port = |e: &crate::ast::Endpoint, errs: &mut Vec<Diagnostic>| -> Option<u16> {
        let n = e.port?;
        if !l4_ports {
            errs.push(
                Diagnostic::error(
                    Code::PortWithoutTcpUdp,
                    file,
                    n.span,
                    format!("this `{proto_name}` packet has no ports"),
                )
                .with_help("ports are given only for `tcp` and `udp` packets"),
            );
            return None;
        }
        bounded(&n, 65535, "port", file, src)
            .map_err(|d| errs.push(d))
            .ok()
            .map(|v| v as u16)
    };
    let sport = port(&p.src, &mut errs);
    let dport = port(&p.dst, &mut errs);

    let mut spec = PacketSpec::new(proto, p.src.addr, p.dst.addr, sport, dport);
    let mut seen: Vec<(&'static str, Span)> = Vec::new();
    for o in &p.options {
        let kw = o.kind.keyword();
        if let Some((_, first)) = seen.iter().find(|(k, _)| *k == kw) {
            let (line, col) = dropc_ir::diag::line_col(src, first.start as usize);
            errs.push(
                Diagnostic::error(
                    Code::DuplicateOption,
                    file,
                    o.span,
                    format!("`{kw}` is given twice for this packet"),
                )
                .with_note(format!("first given at {line}:{col}")),
            );
            continue;
        }
        seen.push((kw, o.span));
        match &o.kind {
            PacketOptKind::Flags(names) => {
                if proto != proto::TCP {
                    errs.push(
                        Diagnostic::error(
                            Code::FlagsWithoutTcp,
                            file,
                            o.span,
                            format!("this `{proto_name}` packet has no TCP flags"),
                        )
                        .with_help("`flags` is given only for `tcp` packets"),
                    );
                    continue;
                }
                match flag_bits(names, file) {
                    Ok(b) => spec.flags = Some(b),
                    Err(e) => errs.extend(e),
                }
            }
            PacketOptKind::Type(t) => {
                let v6 = match proto {
                    proto::ICMP => false,
                    proto::ICMP6 => true,
                    _ => {
                        errs.push(
                            Diagnostic::error(
                                Code::TypeWithoutIcmp,
                                file,
                                o.span,
                                format!("this `{proto_name}` packet has no ICMP type"),
                            )
                            .with_help("`type` is given only for `icmp` and `icmp6` packets"),
                        );
                        continue;
                    }
                };
                match icmp_type(t, v6, file, src) {
                    Ok((ty, code)) => {
                        spec.icmp_type = Some(ty);
                        spec.icmp_code = code;
                    }
                    Err(e) => errs.extend(e),
                }
            }
            PacketOptKind::Ttl(n) => match bounded(n, 255, "TTL", file, src) {
                Ok(v) => spec.ttl = Some(v as u8),
                Err(e) => errs.push(e),
            },
            PacketOptKind::Len(n) => match bounded(n, 65535, "length", file, src) {
                Ok(v) => spec.len = Some(v as u16),
                Err(e) => errs.push(e),
            },
            PacketOptKind::Fragment { later } => {
                spec.fragment = if *later {
                    FragSpec::Later
                } else {
                    FragSpec::First
                };
            }
            PacketOptKind::Payload(v) => match lower_bytes(v, 0, "a packet's payload", file) {
                Ok(b) => spec.payload = b,
                Err(e) => errs.push(e),
            },
            PacketOptKind::Times(n) => {
                if n.value == 0 {
                    errs.push(
                        Diagnostic::error(
                            Code::OutOfRange,
                            file,
                            n.span,
                            "`times 0` sends no packet",
                        )
                        .with_help("`times N` needs N ≥ 1; leave it out for one packet"),
                    );
                } else {
                    match bounded(n, MAX_TIMES, "number of copies", file, src) {
                        Ok(v) => times = v as u32,
                        Err(e) => errs.push(e),
                    }
                }
            }
        }
    }
    if errs.is_empty() {
        Ok((spec, times))
    } else {
        Err(errs)
    }
}
