#!/usr/bin/env python3
"""Write a deterministic pcap (Ethernet, microseconds) of N frames for the
replay benchmark: the synthetic flood of rules-examples/flood.drop (UDP from
random sources and ports to 198.18.0.0/24:1234), mixed with other UDP and
TCP traffic from random sources (a quarter of the frames).

    python3 benches/replay/gen_capture.py --frames N --seed S --out FILE
"""

import argparse
import random
import struct


def csum(b):
    if len(b) % 2:
        b += b"\0"
    s = sum(struct.unpack("!%dH" % (len(b) // 2), b))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return (~s) & 0xFFFF


def frame(rng, flood):
    src = rng.getrandbits(32)
    if flood:
        dst = (198 << 24) | (18 << 16) | rng.randint(0, 255)
        proto, dport = 17, 1234
    else:
        dst = (203 << 24) | (0 << 16) | (113 << 8) | rng.randint(1, 254)
        proto = rng.choice((6, 17))
        dport = rng.choice((53, 80, 443, 1234, 8080))
    sport = rng.randint(1024, 65535)
    payload = bytes(18)
    if proto == 17:
        l4 = struct.pack("!HHHH", sport, dport, 8 + len(payload), 0) + payload
    else:
        l4 = struct.pack("!HHIIBBHHH", sport, dport, 1, 0, 5 << 4, 0x02, 65535, 0, 0) + payload
    ip = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(l4), 1, 0, 64, proto, 0,
                     src.to_bytes(4, "big"), dst.to_bytes(4, "big"))
    ip = ip[:10] + struct.pack("!H", csum(ip)) + ip[12:]
    eth = b"\x02\0\0\0\0\x02" + b"\x02\0\0\0\0\x01" + b"\x08\x00"
    return eth + ip + l4


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=1_000_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with open(a.out, "wb") as f:
        f.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1))
        t = 1_700_000_000_000_000
        for i in range(a.frames):
            fr = frame(rng, rng.random() < 0.75)
            t += 1  # one frame per microsecond
            f.write(struct.pack("<IIII", t // 1_000_000, t % 1_000_000, len(fr), len(fr)))
            f.write(fr)


if __name__ == "__main__":
    main()
