; dropc tc program `dropc_tc` (167 instruction slots)
; data section .rodata.d0 (67216 bytes)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)
    0: r6 = r1
    1: *(u64 *)(r10 - 152) = r1
    2: r0 = *(u32 *)(r6 + 76)
    3: r3 = *(u32 *)(r6 + 80)
      ; make the headers directly readable: pull min(len, 0xffff) if needed
    4: r1 = *(u32 *)(r6 + 0)
    5: if r1 <= 0xffff goto L5
    6: r1 = 0xffff
L5:
    7: r2 = r0
    8: r2 += r1
    9: if r2 <= r3 goto L4
   10: r2 = r1
   11: r1 = r6
   12: call 39
   13: r0 = *(u32 *)(r6 + 76)
   14: r3 = *(u32 *)(r6 + 80)
L4:
      ; Ethernet
   15: r2 = r0
   16: r2 += 0xe
   17: if r2 > r3 goto L1
   18: r1 = *(u16 *)(r0 + 12)
   19: if w1 != 0x8 goto L6
L8:
      ; IPv4 (header at r0 + 14)
   20: r2 = r0
   21: r2 += 0x22
   22: if r2 > r3 goto L1
   23: r7 = *(u32 *)(r0 + 26)
   24: r7 = be32 r7
L2:
      ; rules for IPv4 packets
      ; rule 0 `firehol` (line 9): Drop
   25: r1 = r7
      ; set lookup: 1 bucket section(s), 8 search step(s)
   26: r3 = r1
   27: r3 <<= 0x20
   28: r3 >>= 0x34
   29: r4 = r3
   30: r4 <<= 0x2
   31: r5 = &.rodata.d0[0] ll
   33: r5 += r4
   34: r4 = *(u32 *)(r5 + 0)
   35: if r4 > 0x17d2 goto L9
   36: r4 <<= 0x3
   37: r5 = &.rodata.d0[16384] ll
   39: r5 += r4
   40: r0 = r1
   41: r0 += 0x1
   42: r4 = *(u32 *)(r5 + 1024)
   43: r4 -= r0
   44: r4 s>>= 0x3f
   45: r4 &= 0x400
   46: r5 += r4
   47: r4 = *(u32 *)(r5 + 512)
   48: r4 -= r0
   49: r4 s>>= 0x3f
   50: r4 &= 0x200
   51: r5 += r4
   52: r4 = *(u32 *)(r5 + 256)
   53: r4 -= r0
   54: r4 s>>= 0x3f
   55: r4 &= 0x100
   56: r5 += r4
   57: r4 = *(u32 *)(r5 + 128)
   58: r4 -= r0
   59: r4 s>>= 0x3f
   60: r4 &= 0x80
   61: r5 += r4
   62: r4 = *(u32 *)(r5 + 64)
   63: r4 -= r0
   64: r4 s>>= 0x3f
   65: r4 &= 0x40
   66: r5 += r4
   67: r4 = *(u32 *)(r5 + 4)
   68: if r4 >= r1 goto L12
   69: r4 = *(u32 *)(r5 + 12)
   70: if r4 >= r1 goto L13
   71: r4 = *(u32 *)(r5 + 20)
   72: if r4 >= r1 goto L14
   73: r4 = *(u32 *)(r5 + 28)
   74: if r4 >= r1 goto L15
   75: r4 = *(u32 *)(r5 + 36)
   76: if r4 >= r1 goto L16
   77: r4 = *(u32 *)(r5 + 44)
   78: if r4 >= r1 goto L17
   79: r4 = *(u32 *)(r5 + 52)
   80: if r4 >= r1 goto L18
   81: r4 = *(u32 *)(r5 + 60)
   82: if r4 >= r1 goto L19
   83: goto L9
L12:
   84: r4 = *(u32 *)(r5 + 0)
   85: if r4 > r1 goto L9
   86: goto L10
L13:
   87: r4 = *(u32 *)(r5 + 8)
   88: if r4 > r1 goto L9
   89: goto L10
L14:
   90: r4 = *(u32 *)(r5 + 16)
   91: if r4 > r1 goto L9
   92: goto L10
L15:
   93: r4 = *(u32 *)(r5 + 24)
   94: if r4 > r1 goto L9
   95: goto L10
L16:
   96: r4 = *(u32 *)(r5 + 32)
   97: if r4 > r1 goto L9
   98: goto L10
L17:
   99: r4 = *(u32 *)(r5 + 40)
  100: if r4 > r1 goto L9
  101: goto L10
L18:
  102: r4 = *(u32 *)(r5 + 48)
  103: if r4 > r1 goto L9
  104: goto L10
L19:
  105: r4 = *(u32 *)(r5 + 56)
  106: if r4 > r1 goto L9
  107: goto L10
L10:
L11:
  108: *(u32 *)(r10 - 136) = 0x0
  109: *(u64 *)(r10 - 144) = 0x2
  110: goto L0
L9:
      ; default
  111: *(u32 *)(r10 - 136) = 0x1
  112: *(u64 *)(r10 - 144) = 0xffffffff
  113: goto L0
L6:
  114: if w1 == 0xdd86 goto L7
  115: if w1 == 0x81 goto L20
  116: if w1 != 0xa888 goto L1
L20:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  117: r2 = *(u32 *)(r6 + 20)
  118: if r2 != 0x0 goto L1
  119: r2 = r0
  120: r2 += 0x12
  121: if r2 > r3 goto L1
  122: r1 = *(u16 *)(r0 + 16)
  123: r0 += 0x4
  124: if w1 == 0x8 goto L8
  125: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  126: r2 = r0
  127: r2 += 0x36
  128: if r2 > r3 goto L1
L3:
      ; rules for IPv6 packets
      ; rule 0 `firehol` (line 9): Drop
  129: goto L21
L21:
      ; default
  130: *(u32 *)(r10 - 136) = 0x1
  131: *(u64 *)(r10 - 144) = 0xffffffff
  132: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  133: *(u32 *)(r10 - 136) = 0x2
  134: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  135: r1 = map[dropc_counters] ll
  137: r2 = r10
  138: r2 += 0xffffff78
  139: call 1
  140: if r0 == 0x0 goto L22
  141: r1 = *(u64 *)(r0 + 0)
  142: r1 += 0x1
  143: *(u64 *)(r0 + 0) = r1
  144: r1 = *(u64 *)(r10 - 152)
  145: r2 = *(u32 *)(r1 + 0)
  146: r1 = *(u64 *)(r0 + 8)
  147: r1 += r2
  148: *(u64 *)(r0 + 8) = r1
L22:
  149: r0 = *(u64 *)(r10 - 144)
  150: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  151: r1 = map[dropc_counters] ll
  153: r2 = r10
  154: r2 += 0xffffff78
  155: call 1
  156: if r0 == 0x0 goto L23
  157: r1 = *(u64 *)(r0 + 0)
  158: r1 += 0x1
  159: *(u64 *)(r0 + 0) = r1
  160: r1 = *(u64 *)(r10 - 152)
  161: r2 = *(u32 *)(r1 + 0)
  162: r1 = *(u64 *)(r0 + 8)
  163: r1 += r2
  164: *(u64 *)(r0 + 8) = r1
L23:
  165: r0 = *(u64 *)(r10 - 144)
  166: exit
