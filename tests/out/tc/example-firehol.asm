; dropc tc program `dropc_tc` (156 instruction slots)
; data section .rodata.d0 (67216 bytes)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)
    0: r6 = r1
    1: r0 = *(u32 *)(r6 + 76)
    2: r3 = *(u32 *)(r6 + 80)
      ; make the headers directly readable: pull min(len, 0xffff) if needed
    3: r1 = *(u32 *)(r6 + 0)
    4: if r1 <= 0xffff goto L5
    5: r1 = 0xffff
L5:
    6: r2 = r0
    7: r2 += r1
    8: if r2 <= r3 goto L4
    9: r2 = r1
   10: r1 = r6
   11: call 39
   12: r0 = *(u32 *)(r6 + 76)
   13: r3 = *(u32 *)(r6 + 80)
L4:
      ; Ethernet
   14: r2 = r0
   15: r2 += 0xe
   16: if r2 > r3 goto L1
   17: r1 = *(u16 *)(r0 + 12)
   18: if w1 != 0x8 goto L6
L8:
      ; IPv4 (header at r0 + 14)
   19: r2 = r0
   20: r2 += 0x22
   21: if r2 > r3 goto L1
   22: r7 = *(u32 *)(r0 + 26)
   23: r7 = be32 r7
L2:
      ; rules for IPv4 packets
      ; rule 0 `firehol` (line 9): Drop
   24: r1 = r7
      ; set lookup: 1 bucket section(s), 8 search step(s)
   25: r3 = r1
   26: r3 <<= 0x20
   27: r3 >>= 0x34
   28: r4 = r3
   29: r4 <<= 0x2
   30: r5 = &.rodata.d0[0] ll
   32: r5 += r4
   33: r4 = *(u32 *)(r5 + 0)
   34: if r4 > 0x17d2 goto L9
   35: r4 <<= 0x3
   36: r5 = &.rodata.d0[16384] ll
   38: r5 += r4
   39: r0 = r1
   40: r0 += 0x1
   41: r4 = *(u32 *)(r5 + 1024)
   42: r4 -= r0
   43: r4 s>>= 0x3f
   44: r4 &= 0x400
   45: r5 += r4
   46: r4 = *(u32 *)(r5 + 512)
   47: r4 -= r0
   48: r4 s>>= 0x3f
   49: r4 &= 0x200
   50: r5 += r4
   51: r4 = *(u32 *)(r5 + 256)
   52: r4 -= r0
   53: r4 s>>= 0x3f
   54: r4 &= 0x100
   55: r5 += r4
   56: r4 = *(u32 *)(r5 + 128)
   57: r4 -= r0
   58: r4 s>>= 0x3f
   59: r4 &= 0x80
   60: r5 += r4
   61: r4 = *(u32 *)(r5 + 64)
   62: r4 -= r0
   63: r4 s>>= 0x3f
   64: r4 &= 0x40
   65: r5 += r4
   66: r4 = *(u32 *)(r5 + 4)
   67: if r4 >= r1 goto L12
   68: r4 = *(u32 *)(r5 + 12)
   69: if r4 >= r1 goto L13
   70: r4 = *(u32 *)(r5 + 20)
   71: if r4 >= r1 goto L14
   72: r4 = *(u32 *)(r5 + 28)
   73: if r4 >= r1 goto L15
   74: r4 = *(u32 *)(r5 + 36)
   75: if r4 >= r1 goto L16
   76: r4 = *(u32 *)(r5 + 44)
   77: if r4 >= r1 goto L17
   78: r4 = *(u32 *)(r5 + 52)
   79: if r4 >= r1 goto L18
   80: r4 = *(u32 *)(r5 + 60)
   81: if r4 >= r1 goto L19
   82: goto L9
L12:
   83: r4 = *(u32 *)(r5 + 0)
   84: if r4 > r1 goto L9
   85: goto L10
L13:
   86: r4 = *(u32 *)(r5 + 8)
   87: if r4 > r1 goto L9
   88: goto L10
L14:
   89: r4 = *(u32 *)(r5 + 16)
   90: if r4 > r1 goto L9
   91: goto L10
L15:
   92: r4 = *(u32 *)(r5 + 24)
   93: if r4 > r1 goto L9
   94: goto L10
L16:
   95: r4 = *(u32 *)(r5 + 32)
   96: if r4 > r1 goto L9
   97: goto L10
L17:
   98: r4 = *(u32 *)(r5 + 40)
   99: if r4 > r1 goto L9
  100: goto L10
L18:
  101: r4 = *(u32 *)(r5 + 48)
  102: if r4 > r1 goto L9
  103: goto L10
L19:
  104: r4 = *(u32 *)(r5 + 56)
  105: if r4 > r1 goto L9
  106: goto L10
L10:
L11:
  107: *(u32 *)(r10 - 136) = 0x0
  108: *(u64 *)(r10 - 144) = 0x2
  109: goto L0
L9:
      ; default
  110: *(u32 *)(r10 - 136) = 0x1
  111: *(u64 *)(r10 - 144) = 0xffffffff
  112: goto L0
L6:
  113: if w1 == 0xdd86 goto L7
  114: if w1 == 0x81 goto L20
  115: if w1 != 0xa888 goto L1
L20:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  116: r2 = *(u32 *)(r6 + 20)
  117: if r2 != 0x0 goto L1
  118: r2 = r0
  119: r2 += 0x12
  120: if r2 > r3 goto L1
  121: r1 = *(u16 *)(r0 + 16)
  122: r0 += 0x4
  123: if w1 == 0x8 goto L8
  124: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  125: r2 = r0
  126: r2 += 0x36
  127: if r2 > r3 goto L1
L3:
      ; rules for IPv6 packets
      ; rule 0 `firehol` (line 9): Drop
  128: goto L21
L21:
      ; default
  129: *(u32 *)(r10 - 136) = 0x1
  130: *(u64 *)(r10 - 144) = 0xffffffff
  131: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  132: *(u32 *)(r10 - 136) = 0x2
  133: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  134: r1 = map[dropc_counters] ll
  136: r2 = r10
  137: r2 += 0xffffff78
  138: call 1
  139: if r0 == 0x0 goto L22
  140: r1 = *(u64 *)(r0 + 0)
  141: r1 += 0x1
  142: *(u64 *)(r0 + 0) = r1
L22:
  143: r0 = *(u64 *)(r10 - 144)
  144: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  145: r1 = map[dropc_counters] ll
  147: r2 = r10
  148: r2 += 0xffffff78
  149: call 1
  150: if r0 == 0x0 goto L23
  151: r1 = *(u64 *)(r0 + 0)
  152: r1 += 0x1
  153: *(u64 *)(r0 + 0) = r1
L23:
  154: r0 = *(u64 *)(r10 - 144)
  155: exit
