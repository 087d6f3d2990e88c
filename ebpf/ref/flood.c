// SPDX-License-Identifier: GPL-2.0
// Reference program for the benchmarks: the "flood" rule of spec §1 written
// by hand in plain C —
//
//     flood: drop udp dst 198.18.0.0/24 dport 1234     (IPv4)
//     default pass
//
// with the same semantics dropc must implement (one 802.1Q/802.1ad tag
// looked through, IHL checked, later fragments carry no UDP header). It
// uses no headers beyond the compiler's own, so it builds anywhere with
//
//     clang -O2 -g -target bpf -c ebpf/ref/flood.c -o flood.o
//
// and loads with `ip link set dev IF xdp obj flood.o sec xdp` or bpftool.

typedef unsigned char __u8;
typedef unsigned short __u16;
typedef unsigned int __u32;

struct xdp_md {
	__u32 data;
	__u32 data_end;
	__u32 data_meta;
	__u32 ingress_ifindex;
	__u32 rx_queue_index;
	__u32 egress_ifindex;
};

#define XDP_DROP 1
#define XDP_PASS 2

#define SEC(name) __attribute__((section(name), used))
#define bswap16(x) __builtin_bswap16(x)
#define bswap32(x) __builtin_bswap32(x)

SEC("xdp")
int flood(struct xdp_md *ctx)
{
	const __u8 *data = (const __u8 *)(long)ctx->data;
	const __u8 *end = (const __u8 *)(long)ctx->data_end;
	const __u8 *ip = data + 14;
	__u16 proto;

	if (ip > end)
		return XDP_PASS;
	proto = *(const __u16 *)(data + 12);
	if (proto == bswap16(0x8100) || proto == bswap16(0x88a8)) {
		if (ip + 4 > end)
			return XDP_PASS;
		proto = *(const __u16 *)(data + 16);
		ip += 4;
	}
	if (proto != bswap16(0x0800))
		return XDP_PASS;
	if (ip + 20 > end)
		return XDP_PASS;
	if (ip[9] != 17)		/* UDP */
		return XDP_PASS;
	if (*(const __u16 *)(ip + 6) & bswap16(0x1fff))	/* later fragment */
		return XDP_PASS;
	if ((bswap32(*(const __u32 *)(ip + 16)) & 0xffffff00) != 0xc6120000)
		return XDP_PASS;	/* not 198.18.0.0/24 */
	{
		__u32 ihl = (ip[0] & 0x0f) * 4;
		const __u8 *udp = ip + ihl;

		if (ihl < 20 || udp + 8 > end)
			return XDP_PASS;
		if (*(const __u16 *)(udp + 2) != bswap16(1234))
			return XDP_PASS;
	}
	return XDP_DROP;
}

char _license[] SEC("license") = "GPL";
