; dropc xdp program `dropc_xdp` (142 instruction slots)
; data section .rodata.d0 (67216 bytes)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx)
    0: r0 = *(u32 *)(r1 + 0)
    1: r3 = *(u32 *)(r1 + 4)
      ; Ethernet
    2: r2 = r0
    3: r2 += 0xe
    4: if r2 > r3 goto L1
    5: r1 = *(u16 *)(r0 + 12)
    6: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
    7: r2 = r0
    8: r2 += 0x22
    9: if r2 > r3 goto L1
   10: r6 = *(u32 *)(r0 + 26)
   11: r6 = be32 r6
L2:
      ; rules for IPv4 packets
      ; rule 0 `firehol` (line 9): Drop
   12: r1 = r6
      ; set lookup: 1 bucket section(s), 8 search step(s)
   13: r3 = r1
   14: r3 <<= 0x20
   15: r3 >>= 0x34
   16: r4 = r3
   17: r4 <<= 0x2
   18: r5 = &.rodata.d0[0] ll
   20: r5 += r4
   21: r4 = *(u32 *)(r5 + 0)
   22: if r4 > 0x17d2 goto L7
   23: r4 <<= 0x3
   24: r5 = &.rodata.d0[16384] ll
   26: r5 += r4
   27: r0 = r1
   28: r0 += 0x1
   29: r4 = *(u32 *)(r5 + 1024)
   30: r4 -= r0
   31: r4 s>>= 0x3f
   32: r4 &= 0x400
   33: r5 += r4
   34: r4 = *(u32 *)(r5 + 512)
   35: r4 -= r0
   36: r4 s>>= 0x3f
   37: r4 &= 0x200
   38: r5 += r4
   39: r4 = *(u32 *)(r5 + 256)
   40: r4 -= r0
   41: r4 s>>= 0x3f
   42: r4 &= 0x100
   43: r5 += r4
   44: r4 = *(u32 *)(r5 + 128)
   45: r4 -= r0
   46: r4 s>>= 0x3f
   47: r4 &= 0x80
   48: r5 += r4
   49: r4 = *(u32 *)(r5 + 64)
   50: r4 -= r0
   51: r4 s>>= 0x3f
   52: r4 &= 0x40
   53: r5 += r4
   54: r4 = *(u32 *)(r5 + 4)
   55: if r4 >= r1 goto L10
   56: r4 = *(u32 *)(r5 + 12)
   57: if r4 >= r1 goto L11
   58: r4 = *(u32 *)(r5 + 20)
   59: if r4 >= r1 goto L12
   60: r4 = *(u32 *)(r5 + 28)
   61: if r4 >= r1 goto L13
   62: r4 = *(u32 *)(r5 + 36)
   63: if r4 >= r1 goto L14
   64: r4 = *(u32 *)(r5 + 44)
   65: if r4 >= r1 goto L15
   66: r4 = *(u32 *)(r5 + 52)
   67: if r4 >= r1 goto L16
   68: r4 = *(u32 *)(r5 + 60)
   69: if r4 >= r1 goto L17
   70: goto L7
L10:
   71: r4 = *(u32 *)(r5 + 0)
   72: if r4 > r1 goto L7
   73: goto L8
L11:
   74: r4 = *(u32 *)(r5 + 8)
   75: if r4 > r1 goto L7
   76: goto L8
L12:
   77: r4 = *(u32 *)(r5 + 16)
   78: if r4 > r1 goto L7
   79: goto L8
L13:
   80: r4 = *(u32 *)(r5 + 24)
   81: if r4 > r1 goto L7
   82: goto L8
L14:
   83: r4 = *(u32 *)(r5 + 32)
   84: if r4 > r1 goto L7
   85: goto L8
L15:
   86: r4 = *(u32 *)(r5 + 40)
   87: if r4 > r1 goto L7
   88: goto L8
L16:
   89: r4 = *(u32 *)(r5 + 48)
   90: if r4 > r1 goto L7
   91: goto L8
L17:
   92: r4 = *(u32 *)(r5 + 56)
   93: if r4 > r1 goto L7
   94: goto L8
L8:
L9:
   95: *(u32 *)(r10 - 136) = 0x0
   96: *(u64 *)(r10 - 144) = 0x1
   97: goto L0
L7:
      ; default
   98: *(u32 *)(r10 - 136) = 0x1
   99: *(u64 *)(r10 - 144) = 0x2
  100: goto L0
L4:
  101: if w1 == 0xdd86 goto L5
  102: if w1 == 0x81 goto L18
  103: if w1 != 0xa888 goto L1
L18:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  104: r2 = r0
  105: r2 += 0x12
  106: if r2 > r3 goto L1
  107: r1 = *(u16 *)(r0 + 16)
  108: r0 += 0x4
  109: if w1 == 0x8 goto L6
  110: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  111: r2 = r0
  112: r2 += 0x36
  113: if r2 > r3 goto L1
L3:
      ; rules for IPv6 packets
      ; rule 0 `firehol` (line 9): Drop
  114: goto L19
L19:
      ; default
  115: *(u32 *)(r10 - 136) = 0x1
  116: *(u64 *)(r10 - 144) = 0x2
  117: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  118: *(u32 *)(r10 - 136) = 0x2
  119: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  120: r1 = map[dropc_counters] ll
  122: r2 = r10
  123: r2 += 0xffffff78
  124: call 1
  125: if r0 == 0x0 goto L20
  126: r1 = *(u64 *)(r0 + 0)
  127: r1 += 0x1
  128: *(u64 *)(r0 + 0) = r1
L20:
  129: r0 = *(u64 *)(r10 - 144)
  130: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  131: r1 = map[dropc_counters] ll
  133: r2 = r10
  134: r2 += 0xffffff78
  135: call 1
  136: if r0 == 0x0 goto L21
  137: r1 = *(u64 *)(r0 + 0)
  138: r1 += 0x1
  139: *(u64 *)(r0 + 0) = r1
L21:
  140: r0 = *(u64 *)(r10 - 144)
  141: exit
