#!/usr/bin/env bash
# dropc replay and dropc diff, timed side by side in one run (issue 22).
#
#   cargo build --release -p dropc && benches/replay/run.sh [rounds]
#
# replay: a 1M-frame capture (gen_capture.py) read from the page cache by
#   - tcpdump -r FILE 'udp and dst net 198.18.0.0/24 and dst port 1234' -w /dev/null
#     (libpcap's BPF: the flood policy's filter),
#   - dropc replay rules-examples/flood.drop FILE --format json,
#   - dropc replay of a 1M-prefix deny-list policy (gen_prefixes.py).
# diff: two 1M-prefix deny-lists differing in 4 prefixes; two policies of
#   10,000 rules differing in one.
# Each figure is the median of the rounds; ratios are of those medians.
set -euo pipefail
cd "$(dirname "$0")/../.."
dropc=${DROPC:-${CARGO_TARGET_DIR:-target}/release/dropc}
rounds=${1:-5}
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT

python3 benches/replay/gen_capture.py --frames 1000000 --out "$w/cap.pcap"
python3 benches/gen_prefixes.py --count 1000000 --seed 1 --out "$w/deny.txt"
printf 'set deny = ip from "deny.txt"\ndefault pass\nblocked: drop src @deny\nflood: drop udp dst 198.18.0.0/24 dport 1234\n' > "$w/deny.drop"
cp rules-examples/flood.drop "$w/flood.drop"
# The NEW list: 2 prefixes removed, 2 added.
{ sed -n '3,$p' "$w/deny.txt"; echo 203.0.113.0/24; echo 2001:db8:77::/48; } > "$w/deny2.txt"
sed 's/deny.txt/deny2.txt/' "$w/deny.drop" > "$w/deny2.drop"
python3 - "$w" <<'PY'
import sys, random
w = sys.argv[1]
rng = random.Random(3)
rules = []
for i in range(10000):
    a = f"10.{i // 256 % 256}.{i % 256}.0/24"
    kind = i % 4
    if kind == 0:
        rules.append(f"r{i}: drop src {a}")
    elif kind == 1:
        rules.append(f"r{i}: drop udp dst {a} dport {1 + i % 60000}")
    elif kind == 2:
        rules.append(f"r{i}: pass tcp src {a} dport {1 + i % 1000} flags syn/syn,ack")
    else:
        rules.append(f"r{i}: drop ip4 src {a} ttl 0-{i % 200}")
open(f"{w}/big.drop", "w").write("default pass\n" + "\n".join(rules) + "\n")
rules[5000] = "r5000: drop udp dst 10.19.136.0/24 dport 5001"
open(f"{w}/big2.drop", "w").write("default pass\n" + "\n".join(rules) + "\n")
PY
cat "$w/cap.pcap" > /dev/null

secs() { local t0 t1; t0=$(date +%s%N); "$@" > /dev/null 2>&1 || [ $? -eq 1 ]; t1=$(date +%s%N); echo $(( (t1 - t0) / 1000000 )); }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

declare -A t
for r in $(seq "$rounds"); do
  t[tcpdump]+="$(secs tcpdump -r "$w/cap.pcap" 'udp and dst net 198.18.0.0/24 and dst port 1234' -w /dev/null) "
  t[flood]+="$(secs "$dropc" replay "$w/flood.drop" "$w/cap.pcap" --format json) "
  t[deny]+="$(secs "$dropc" replay "$w/deny.drop" "$w/cap.pcap" --format json) "
  t[diff1m]+="$(secs "$dropc" diff "$w/deny.drop" "$w/deny2.drop" --format json) "
  t[diff10k]+="$(secs "$dropc" diff "$w/big.drop" "$w/big2.drop" --format json) "
done
m() { echo "${t[$1]}" | tr ' ' '\n' | grep . | median; }
tcp=$(m tcpdump); fl=$(m flood); de=$(m deny); d1=$(m diff1m); d2=$(m diff10k)
echo "| measurement (median of $rounds, ms) | ms | ratio |"
echo "|---|---|---|"
echo "| tcpdump -r (1M frames, flood filter) | $tcp | 1.00 |"
echo "| dropc replay flood.drop | $fl | $(echo "scale=2; $fl / $tcp" | bc) × tcpdump |"
echo "| dropc replay 1M-prefix deny-list | $de | $(echo "scale=2; $de / $fl" | bc) × flood |"
echo "| dropc diff, 1M-prefix lists differing in 4 prefixes | $d1 | |"
echo "| dropc diff, 10,000-rule policies differing in one | $d2 | |"
"$dropc" diff "$w/deny.drop" "$w/deny2.drop" | head -20 || true
