#!/usr/bin/env bash
# Compile and load times of the million-prefix example for every target,
# side by side in one run (issue "nftables and iptables backends", scale).
# Loads happen in a scratch namespace `dropc-setup-$$` (deleted on exit).
# Run as root after `scripts/make-examples` and `cargo build --release -p dropc`:
#   benches/setup_1m.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/.."
dropc=${DROPC:-${CARGO_TARGET_DIR:-target}/release/dropc}
policy=rules-examples/denylist-1m.drop
rounds=${1:-3}
ns=dropc-setup-$$
out=$(mktemp -d)
cleanup() { ip netns delete "$ns" 2>/dev/null || true; rm -rf "$out"; }
trap cleanup EXIT
ip netns add "$ns"
ip -n "$ns" link add dropc0 type veth peer name dropc1
ip -n "$ns" link set dropc0 up
ip -n "$ns" link set dropc1 up

secs() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null || { echo "FAILED: $*" >&2; return 1; }; t1=$(date +%s.%N); printf "%.2f" "$(echo "$t1 - $t0" | bc)"; }

echo "| round | step | seconds |"
echo "|---|---|---|"
for r in $(seq "$rounds"); do
  for t in xdp tc nft iptables; do
    o=$out/$t; [ "$t" = iptables ] || o=$out/p.$t
    echo "| $r | compile $t | $(secs "$dropc" compile "$policy" --target "$t" --iface dropc0 -o "$o") |"
  done
  echo "| $r | load xdp (ip link, generic) | $(secs ip -n "$ns" link set dev dropc0 xdpgeneric obj "$out/p.xdp" sec xdp) |"
  ip -n "$ns" link set dev dropc0 xdpgeneric off
  echo "| $r | load xdp (dropc apply: compile + attach) | $(secs nsenter --net="/run/netns/$ns" "$dropc" apply "$policy" --target xdp --iface dropc0) |"
  nsenter --net="/run/netns/$ns" "$dropc" remove --iface dropc0 --target xdp >/dev/null
  echo "| $r | load nft (nft -f) | $(secs ip netns exec "$ns" nft -f "$out/p.nft") |"
  ip netns exec "$ns" nft delete table netdev dropc
  echo "| $r | load ipset (ipset restore) | $(secs ip netns exec "$ns" ipset restore -f "$out/iptables/ipset.restore") |"
  echo "| $r | load iptables (iptables-restore --noflush) | $(secs ip netns exec "$ns" iptables-restore --noflush "$out/iptables/iptables.restore") |"
  nsenter --net="/run/netns/$ns" "$dropc" remove --iface dropc0 --target iptables >/dev/null
done
