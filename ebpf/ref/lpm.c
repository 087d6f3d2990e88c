// SPDX-License-Identifier: GPL-2.0
// Reference program for the hook benchmark's `--dynsets` rows: the deny-list
// policy of dropc-hookbench written by hand in plain C, with the list in a
// kernel LPM trie per family (the usual way to hold a run-time prefix set
// in BPF) —
//
//     set deny = ip ...                                (IPv4 and IPv6)
//     default pass
//     blocked: drop src @deny
//     flood: drop udp dst 198.18.0.12 dport 1234       (IPv4)
//
// with the semantics dropc implements (one 802.1Q/802.1ad tag looked
// through, IHL checked, later fragments carry no UDP header). The tries are
// filled by the bench (aya, one update per prefix) before the program is
// attached. Two entry points: `xdp_lpm` (section "xdp") and `tc_lpm`
// (section "classifier", direct action; it pulls the headers into the linear data
// first, as dropc's tc program does, and passes with TC_ACT_UNSPEC like
// dropc). Like flood.c it counts nothing (dropc's programs count per rule).
// No headers beyond the compiler's own:
//
//     clang -O2 -g -target bpf -c ebpf/ref/lpm.c -o lpm.o

typedef unsigned char __u8;
typedef unsigned short __u16;
typedef unsigned int __u32;
typedef unsigned long long __u64;

struct xdp_md {
	__u32 data;
	__u32 data_end;
	__u32 data_meta;
	__u32 ingress_ifindex;
	__u32 rx_queue_index;
	__u32 egress_ifindex;
};

/* struct __sk_buff up to data_end (uapi/linux/bpf.h). */
struct __sk_buff {
	__u32 len, pkt_type, mark, queue_mapping, protocol, vlan_present;
	__u32 vlan_tci, vlan_proto, priority, ingress_ifindex, ifindex;
	__u32 tc_index, cb[5], hash, tc_classid, data, data_end;
};

#define XDP_DROP 1
#define XDP_PASS 2
#define TC_ACT_UNSPEC (-1)
#define TC_ACT_SHOT 2

#define BPF_MAP_TYPE_LPM_TRIE 11
#define BPF_F_NO_PREALLOC 1

#define SEC(name) __attribute__((section(name), used))
#define __uint(name, val) int (*name)[val]
#define __type(name, val) __typeof__(val) *name
#define bswap16(x) __builtin_bswap16(x)
#define bswap32(x) __builtin_bswap32(x)

static void *(*bpf_map_lookup_elem)(void *map, const void *key) = (void *)1;
static long (*bpf_skb_pull_data)(struct __sk_buff *skb, __u32 len) = (void *)39;

struct key4 {
	__u32 prefixlen;
	__u8 addr[4];
};

struct key6 {
	__u32 prefixlen;
	__u8 addr[16];
};

/* max_entries is a bound only: LPM tries allocate per element. */
#define LPM_TRIE(name, key_type)					\
	struct {							\
		__uint(type, BPF_MAP_TYPE_LPM_TRIE);			\
		__uint(map_flags, BPF_F_NO_PREALLOC);			\
		__uint(max_entries, 1 << 21);				\
		__type(key, key_type);					\
		__type(value, __u8);					\
	} name SEC(".maps")

LPM_TRIE(deny4, struct key4);
LPM_TRIE(deny6, struct key6);

/* 1: drop, 0: pass. */
static __attribute__((always_inline)) int
verdict(const __u8 *data, const __u8 *end)
{
	const __u8 *ip = data + 14;
	__u16 proto;

	if (ip > end)
		return 0;
	proto = *(const __u16 *)(data + 12);
	if (proto == bswap16(0x8100) || proto == bswap16(0x88a8)) {
		if (ip + 4 > end)
			return 0;
		proto = *(const __u16 *)(data + 16);
		ip += 4;
	}
	if (proto == bswap16(0x86dd)) {
		struct key6 k = { .prefixlen = 128 };

		if (ip + 40 > end)
			return 0;
		__builtin_memcpy(k.addr, ip + 8, 16);
		return bpf_map_lookup_elem(&deny6, &k) != 0;
	}
	if (proto != bswap16(0x0800))
		return 0;
	if (ip + 20 > end)
		return 0;
	{
		struct key4 k = { .prefixlen = 32 };

		__builtin_memcpy(k.addr, ip + 12, 4);
		if (bpf_map_lookup_elem(&deny4, &k))
			return 1;
	}
	if (ip[9] != 17)		/* UDP */
		return 0;
	if (*(const __u16 *)(ip + 6) & bswap16(0x1fff))	/* later fragment */
		return 0;
	if (*(const __u32 *)(ip + 16) != bswap32(0xc612000c))
		return 0;	/* not 198.18.0.12 */
	{
		__u32 ihl = (ip[0] & 0x0f) * 4;
		const __u8 *udp = ip + ihl;

		if (ihl < 20 || udp + 8 > end)
			return 0;
		if (*(const __u16 *)(udp + 2) != bswap16(1234))
			return 0;
	}
	return 1;
}

SEC("xdp")
int xdp_lpm(struct xdp_md *ctx)
{
	const __u8 *data = (const __u8 *)(long)ctx->data;
	const __u8 *end = (const __u8 *)(long)ctx->data_end;

	return verdict(data, end) ? XDP_DROP : XDP_PASS;
}

SEC("classifier")
int tc_lpm(struct __sk_buff *skb)
{
	const __u8 *data = (const __u8 *)(long)skb->data;
	const __u8 *end = (const __u8 *)(long)skb->data_end;

	/* Ethernet + tag + IPv6 header, or what the packet has. */
	if (data + 58 > end) {
		__u32 want = skb->len < 58 ? skb->len : 58;

		bpf_skb_pull_data(skb, want);
		data = (const __u8 *)(long)skb->data;
		end = (const __u8 *)(long)skb->data_end;
	}
	return verdict(data, end) ? TC_ACT_SHOT : TC_ACT_UNSPEC;
}

char _license[] SEC("license") = "GPL";
