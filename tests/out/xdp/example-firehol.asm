; dropc xdp program `dropc_xdp` (173 instruction slots)
; data section .rodata.d0 (67216 bytes)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)
    0: *(u64 *)(r10 - 152) = r1
    1: r0 = *(u32 *)(r1 + 0)
    2: r3 = *(u32 *)(r1 + 4)
      ; Ethernet
    3: r2 = r0
    4: r2 += 0xe
    5: if r2 > r3 goto L1
    6: r1 = *(u16 *)(r0 + 12)
    7: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
    8: r2 = r0
    9: r2 += 0x22
   10: if r2 > r3 goto L1
   11: r6 = *(u32 *)(r0 + 26)
   12: r6 = be32 r6
L2:
      ; rules for IPv4 packets
      ; rule 0 `firehol` (line 9): Drop
   13: r1 = r6
      ; set lookup: 1 bucket section(s), 8 search step(s)
   14: r3 = r1
   15: r3 <<= 0x20
   16: r3 >>= 0x34
   17: r4 = r3
   18: r4 <<= 0x2
   19: r5 = &.rodata.d0[0] ll
   21: r5 += r4
   22: r4 = *(u32 *)(r5 + 0)
   23: if r4 > 0x17d2 goto L7
   24: r4 <<= 0x3
   25: r5 = &.rodata.d0[16384] ll
   27: r5 += r4
   28: r0 = r1
   29: r0 += 0x1
   30: r4 = *(u32 *)(r5 + 1024)
   31: r4 -= r0
   32: r4 s>>= 0x3f
   33: r4 &= 0x400
   34: r5 += r4
   35: r4 = *(u32 *)(r5 + 512)
   36: r4 -= r0
   37: r4 s>>= 0x3f
   38: r4 &= 0x200
   39: r5 += r4
   40: r4 = *(u32 *)(r5 + 256)
   41: r4 -= r0
   42: r4 s>>= 0x3f
   43: r4 &= 0x100
   44: r5 += r4
   45: r4 = *(u32 *)(r5 + 128)
   46: r4 -= r0
   47: r4 s>>= 0x3f
   48: r4 &= 0x80
   49: r5 += r4
   50: r4 = *(u32 *)(r5 + 64)
   51: r4 -= r0
   52: r4 s>>= 0x3f
   53: r4 &= 0x40
   54: r5 += r4
   55: r4 = *(u32 *)(r5 + 4)
   56: if r4 >= r1 goto L10
   57: r4 = *(u32 *)(r5 + 12)
   58: if r4 >= r1 goto L11
   59: r4 = *(u32 *)(r5 + 20)
   60: if r4 >= r1 goto L12
   61: r4 = *(u32 *)(r5 + 28)
   62: if r4 >= r1 goto L13
   63: r4 = *(u32 *)(r5 + 36)
   64: if r4 >= r1 goto L14
   65: r4 = *(u32 *)(r5 + 44)
   66: if r4 >= r1 goto L15
   67: r4 = *(u32 *)(r5 + 52)
   68: if r4 >= r1 goto L16
   69: r4 = *(u32 *)(r5 + 60)
   70: if r4 >= r1 goto L17
   71: goto L7
L10:
   72: r4 = *(u32 *)(r5 + 0)
   73: if r4 > r1 goto L7
   74: goto L8
L11:
   75: r4 = *(u32 *)(r5 + 8)
   76: if r4 > r1 goto L7
   77: goto L8
L12:
   78: r4 = *(u32 *)(r5 + 16)
   79: if r4 > r1 goto L7
   80: goto L8
L13:
   81: r4 = *(u32 *)(r5 + 24)
   82: if r4 > r1 goto L7
   83: goto L8
L14:
   84: r4 = *(u32 *)(r5 + 32)
   85: if r4 > r1 goto L7
   86: goto L8
L15:
   87: r4 = *(u32 *)(r5 + 40)
   88: if r4 > r1 goto L7
   89: goto L8
L16:
   90: r4 = *(u32 *)(r5 + 48)
   91: if r4 > r1 goto L7
   92: goto L8
L17:
   93: r4 = *(u32 *)(r5 + 56)
   94: if r4 > r1 goto L7
   95: goto L8
L8:
L9:
   96: *(u32 *)(r10 - 136) = 0x0
   97: *(u64 *)(r10 - 144) = 0x1
   98: goto L0
L7:
      ; default
   99: *(u32 *)(r10 - 136) = 0x1
  100: *(u64 *)(r10 - 144) = 0x2
  101: goto L0
L4:
  102: if w1 == 0xdd86 goto L5
  103: if w1 == 0x81 goto L18
  104: if w1 != 0xa888 goto L1
L18:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  105: r2 = r0
  106: r2 += 0x12
  107: if r2 > r3 goto L1
  108: r1 = *(u16 *)(r0 + 16)
  109: r0 += 0x4
  110: if w1 == 0x8 goto L6
  111: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  112: r2 = r0
  113: r2 += 0x36
  114: if r2 > r3 goto L1
L3:
      ; rules for IPv6 packets
      ; rule 0 `firehol` (line 9): Drop
  115: goto L19
L19:
      ; default
  116: *(u32 *)(r10 - 136) = 0x1
  117: *(u64 *)(r10 - 144) = 0x2
  118: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  119: *(u32 *)(r10 - 136) = 0x2
  120: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  121: r1 = map[dropc_counters] ll
  123: r2 = r10
  124: r2 += 0xffffff78
  125: call 1
  126: if r0 == 0x0 goto L20
  127: r1 = *(u64 *)(r0 + 0)
  128: r1 += 0x1
  129: *(u64 *)(r0 + 0) = r1
  130: r1 = *(u64 *)(r10 - 152)
  131: r2 = *(u32 *)(r1 + 4)
  132: r1 = *(u32 *)(r1 + 0)
  133: r2 -= r1
  134: r1 = *(u64 *)(r0 + 8)
  135: r1 += r2
  136: *(u64 *)(r0 + 8) = r1
L20:
  137: r0 = *(u64 *)(r10 - 144)
  138: if r0 != 0x2 goto L21
      ; pass: tail call dropc_next[0] (falls through when empty)
  139: r1 = *(u64 *)(r10 - 152)
  140: r2 = map[dropc_next] ll
  142: r3 = 0x0
  143: call 12
  144: r0 = 0x2
  145: exit
L21:
  146: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  147: r1 = map[dropc_counters] ll
  149: r2 = r10
  150: r2 += 0xffffff78
  151: call 1
  152: if r0 == 0x0 goto L22
  153: r1 = *(u64 *)(r0 + 0)
  154: r1 += 0x1
  155: *(u64 *)(r0 + 0) = r1
  156: r1 = *(u64 *)(r10 - 152)
  157: r2 = *(u32 *)(r1 + 4)
  158: r1 = *(u32 *)(r1 + 0)
  159: r2 -= r1
  160: r1 = *(u64 *)(r0 + 8)
  161: r1 += r2
  162: *(u64 *)(r0 + 8) = r1
L22:
  163: r0 = *(u64 *)(r10 - 144)
  164: if r0 != 0x2 goto L23
      ; pass: tail call dropc_next[0] (falls through when empty)
  165: r1 = *(u64 *)(r10 - 152)
  166: r2 = map[dropc_next] ll
  168: r3 = 0x0
  169: call 12
  170: r0 = 0x2
  171: exit
L23:
  172: exit
