; dropc tc program `dropc_tc` (343 instruction slots)
; data section .rodata.d0 (2048 bytes)
; data section .rodata.d1 (65536 bytes)
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
   18: *(u64 *)(r10 - 264) = 0x0
   19: r1 = *(u16 *)(r0 + 12)
   20: if w1 != 0x8 goto L6
L8:
      ; IPv4 (header at r0 + 14)
   21: r2 = r0
   22: r2 += 0x22
   23: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
   24: r1 = *(u16 *)(r0 + 16)
   25: r1 = be16 r1
   26: r1 += 0xe
   27: *(u64 *)(r10 - 184) = r1
   28: r4 = *(u8 *)(r0 + 23)
   29: r7 = r4
   30: r2 = *(u16 *)(r0 + 20)
   31: if w2 & 0xff1f goto L9
   32: r5 = *(u8 *)(r0 + 14)
   33: r5 &= 0xf
   34: r5 <<= 0x2
   35: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   36: if r4 == 0x11 goto L11
   37: r8 = 0x10000
   38: goto L2
L9:
   39: r8 = 0x10000
   40: goto L2
L11:
   41: r2 = r5
   42: r2 += 0x16
   43: if r2 > r3 goto L1
   44: r8 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `isc-any` (line 10): Drop
   45: if r7 != 0x11 goto L13
   46: if r8 != 0x3500 goto L13
L14:
      ; contains: 11 bytes
   47: r1 = *(u64 *)(r10 - 152)
   48: r2 = *(u64 *)(r10 - 264)
   49: r3 = *(u64 *)(r10 - 184)
   50: call dropc_contains_0
   51: if r0 == 0x0 goto L13
   52: *(u32 *)(r10 - 136) = 0x0
   53: *(u64 *)(r10 - 144) = 0x2
   54: goto L0
L13:
      ; default
   55: *(u32 *)(r10 - 136) = 0x1
   56: *(u64 *)(r10 - 144) = 0xffffffff
   57: goto L0
L6:
   58: if w1 == 0xdd86 goto L7
   59: if w1 == 0x81 goto L15
   60: if w1 != 0xa888 goto L1
L15:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   61: r2 = *(u32 *)(r6 + 20)
   62: if r2 != 0x0 goto L1
   63: r2 = r0
   64: r2 += 0x12
   65: if r2 > r3 goto L1
   66: r1 = *(u16 *)(r0 + 16)
   67: r0 += 0x4
   68: *(u64 *)(r10 - 264) = 0x4
   69: if w1 == 0x8 goto L8
   70: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
   71: r2 = r0
   72: r2 += 0x36
   73: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
   74: r1 = *(u16 *)(r0 + 18)
   75: r1 = be16 r1
   76: r1 += 0x36
   77: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
   78: r4 = *(u8 *)(r0 + 20)
   79: r5 = r0
   80: r5 += 0x36
   81: if r4 == 0x2c goto L19
   82: if r4 == 0x0 goto L18
   83: if r4 == 0x2b goto L18
   84: if r4 != 0x3c goto L16
L18:
   85: r2 = r5
   86: r2 += 0x8
   87: if r2 > r3 goto L1
   88: r1 = *(u8 *)(r5 + 1)
   89: r4 = *(u8 *)(r5 + 0)
   90: r1 += 0x1
   91: r1 <<= 0x3
   92: r5 += r1
   93: goto L20
L19:
   94: r2 = r5
   95: r2 += 0x8
   96: if r2 > r3 goto L1
   97: r1 = *(u16 *)(r5 + 2)
   98: r4 = *(u8 *)(r5 + 0)
   99: r5 += 0x8
  100: if w1 & 0xf8ff goto L17
L20:
  101: r1 = r5
  102: r1 -= r0
  103: if r1 > 0x7fff goto L1
  104: r5 = r0
  105: r5 += r1
  106: if r4 == 0x2c goto L22
  107: if r4 == 0x0 goto L21
  108: if r4 == 0x2b goto L21
  109: if r4 != 0x3c goto L16
L21:
  110: r2 = r5
  111: r2 += 0x8
  112: if r2 > r3 goto L1
  113: r1 = *(u8 *)(r5 + 1)
  114: r4 = *(u8 *)(r5 + 0)
  115: r1 += 0x1
  116: r1 <<= 0x3
  117: r5 += r1
  118: goto L23
L22:
  119: r2 = r5
  120: r2 += 0x8
  121: if r2 > r3 goto L1
  122: r1 = *(u16 *)(r5 + 2)
  123: r4 = *(u8 *)(r5 + 0)
  124: r5 += 0x8
  125: if w1 & 0xf8ff goto L17
L23:
  126: r1 = r5
  127: r1 -= r0
  128: if r1 > 0x7fff goto L1
  129: r5 = r0
  130: r5 += r1
  131: if r4 == 0x2c goto L25
  132: if r4 == 0x0 goto L24
  133: if r4 == 0x2b goto L24
  134: if r4 != 0x3c goto L16
L24:
  135: r2 = r5
  136: r2 += 0x8
  137: if r2 > r3 goto L1
  138: r1 = *(u8 *)(r5 + 1)
  139: r4 = *(u8 *)(r5 + 0)
  140: r1 += 0x1
  141: r1 <<= 0x3
  142: r5 += r1
  143: goto L26
L25:
  144: r2 = r5
  145: r2 += 0x8
  146: if r2 > r3 goto L1
  147: r1 = *(u16 *)(r5 + 2)
  148: r4 = *(u8 *)(r5 + 0)
  149: r5 += 0x8
  150: if w1 & 0xf8ff goto L17
L26:
  151: r1 = r5
  152: r1 -= r0
  153: if r1 > 0x7fff goto L1
  154: r5 = r0
  155: r5 += r1
  156: if r4 == 0x2c goto L28
  157: if r4 == 0x0 goto L27
  158: if r4 == 0x2b goto L27
  159: if r4 != 0x3c goto L16
L27:
  160: r2 = r5
  161: r2 += 0x8
  162: if r2 > r3 goto L1
  163: r1 = *(u8 *)(r5 + 1)
  164: r4 = *(u8 *)(r5 + 0)
  165: r1 += 0x1
  166: r1 <<= 0x3
  167: r5 += r1
  168: goto L29
L28:
  169: r2 = r5
  170: r2 += 0x8
  171: if r2 > r3 goto L1
  172: r1 = *(u16 *)(r5 + 2)
  173: r4 = *(u8 *)(r5 + 0)
  174: r5 += 0x8
  175: if w1 & 0xf8ff goto L17
L29:
  176: r1 = r5
  177: r1 -= r0
  178: if r1 > 0x7fff goto L1
  179: r5 = r0
  180: r5 += r1
  181: if r4 == 0x2c goto L31
  182: if r4 == 0x0 goto L30
  183: if r4 == 0x2b goto L30
  184: if r4 != 0x3c goto L16
L30:
  185: r2 = r5
  186: r2 += 0x8
  187: if r2 > r3 goto L1
  188: r1 = *(u8 *)(r5 + 1)
  189: r4 = *(u8 *)(r5 + 0)
  190: r1 += 0x1
  191: r1 <<= 0x3
  192: r5 += r1
  193: goto L32
L31:
  194: r2 = r5
  195: r2 += 0x8
  196: if r2 > r3 goto L1
  197: r1 = *(u16 *)(r5 + 2)
  198: r4 = *(u8 *)(r5 + 0)
  199: r5 += 0x8
  200: if w1 & 0xf8ff goto L17
L32:
  201: r1 = r5
  202: r1 -= r0
  203: if r1 > 0x7fff goto L1
  204: r5 = r0
  205: r5 += r1
  206: if r4 == 0x2c goto L34
  207: if r4 == 0x0 goto L33
  208: if r4 == 0x2b goto L33
  209: if r4 != 0x3c goto L16
L33:
  210: r2 = r5
  211: r2 += 0x8
  212: if r2 > r3 goto L1
  213: r1 = *(u8 *)(r5 + 1)
  214: r4 = *(u8 *)(r5 + 0)
  215: r1 += 0x1
  216: r1 <<= 0x3
  217: r5 += r1
  218: goto L35
L34:
  219: r2 = r5
  220: r2 += 0x8
  221: if r2 > r3 goto L1
  222: r1 = *(u16 *)(r5 + 2)
  223: r4 = *(u8 *)(r5 + 0)
  224: r5 += 0x8
  225: if w1 & 0xf8ff goto L17
L35:
  226: r1 = r5
  227: r1 -= r0
  228: if r1 > 0x7fff goto L1
  229: r5 = r0
  230: r5 += r1
  231: if r4 == 0x2c goto L37
  232: if r4 == 0x0 goto L36
  233: if r4 == 0x2b goto L36
  234: if r4 != 0x3c goto L16
L36:
  235: r2 = r5
  236: r2 += 0x8
  237: if r2 > r3 goto L1
  238: r1 = *(u8 *)(r5 + 1)
  239: r4 = *(u8 *)(r5 + 0)
  240: r1 += 0x1
  241: r1 <<= 0x3
  242: r5 += r1
  243: goto L38
L37:
  244: r2 = r5
  245: r2 += 0x8
  246: if r2 > r3 goto L1
  247: r1 = *(u16 *)(r5 + 2)
  248: r4 = *(u8 *)(r5 + 0)
  249: r5 += 0x8
  250: if w1 & 0xf8ff goto L17
L38:
  251: r1 = r5
  252: r1 -= r0
  253: if r1 > 0x7fff goto L1
  254: r5 = r0
  255: r5 += r1
  256: if r4 == 0x2c goto L40
  257: if r4 == 0x0 goto L39
  258: if r4 == 0x2b goto L39
  259: if r4 != 0x3c goto L16
L39:
  260: r2 = r5
  261: r2 += 0x8
  262: if r2 > r3 goto L1
  263: r1 = *(u8 *)(r5 + 1)
  264: r4 = *(u8 *)(r5 + 0)
  265: r1 += 0x1
  266: r1 <<= 0x3
  267: r5 += r1
  268: goto L41
L40:
  269: r2 = r5
  270: r2 += 0x8
  271: if r2 > r3 goto L1
  272: r1 = *(u16 *)(r5 + 2)
  273: r4 = *(u8 *)(r5 + 0)
  274: r5 += 0x8
  275: if w1 & 0xf8ff goto L17
L41:
  276: r1 = r5
  277: r1 -= r0
  278: if r1 > 0x7fff goto L1
  279: r5 = r0
  280: r5 += r1
      ; deeper than the walk: no specified verdict
  281: if r4 == 0x0 goto L1
  282: if r4 == 0x2b goto L1
  283: if r4 == 0x2c goto L1
  284: if r4 == 0x3c goto L1
L16:
  285: r7 = r4
      ; layer 4 (r4 = protocol, header at r5)
  286: if r4 == 0x11 goto L43
  287: r8 = 0x10000
  288: goto L3
L43:
  289: r2 = r5
  290: r2 += 0x8
  291: if r2 > r3 goto L1
  292: r8 = *(u16 *)(r5 + 2)
  293: goto L3
L17:
  294: r7 = r4
  295: r8 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  296: if r7 != 0x11 goto L45
  297: if r8 != 0x3500 goto L45
L46:
      ; contains: 11 bytes
  298: r1 = *(u64 *)(r10 - 152)
  299: r2 = *(u64 *)(r10 - 264)
  300: r3 = *(u64 *)(r10 - 184)
  301: call dropc_contains_0
  302: if r0 == 0x0 goto L45
  303: *(u32 *)(r10 - 136) = 0x0
  304: *(u64 *)(r10 - 144) = 0x2
  305: goto L0
L45:
      ; default
  306: *(u32 *)(r10 - 136) = 0x1
  307: *(u64 *)(r10 - 144) = 0xffffffff
  308: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  309: *(u32 *)(r10 - 136) = 0x2
  310: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  311: r1 = map[dropc_counters] ll
  313: r2 = r10
  314: r2 += 0xffffff78
  315: call 1
  316: if r0 == 0x0 goto L47
  317: r1 = *(u64 *)(r0 + 0)
  318: r1 += 0x1
  319: *(u64 *)(r0 + 0) = r1
  320: r1 = *(u64 *)(r10 - 152)
  321: r2 = *(u32 *)(r1 + 0)
  322: r1 = *(u64 *)(r0 + 8)
  323: r1 += r2
  324: *(u64 *)(r0 + 8) = r1
L47:
  325: r0 = *(u64 *)(r10 - 144)
  326: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  327: r1 = map[dropc_counters] ll
  329: r2 = r10
  330: r2 += 0xffffff78
  331: call 1
  332: if r0 == 0x0 goto L48
  333: r1 = *(u64 *)(r0 + 0)
  334: r1 += 0x1
  335: *(u64 *)(r0 + 0) = r1
  336: r1 = *(u64 *)(r10 - 152)
  337: r2 = *(u32 *)(r1 + 0)
  338: r1 = *(u64 *)(r0 + 8)
  339: r1 += r2
  340: *(u64 *)(r0 + 8) = r1
L48:
  341: r0 = *(u64 *)(r10 - 144)
  342: exit

; function `dropc_contains_0(ctx, vlan, ip_end)` (407 instruction slots)
      ; contains: 11 bytes, shift-or over the IP packet (r1 = ctx, r2 = VLAN offset, r3 = IP end; returns 1 iff found)
    0: r6 = *(u32 *)(r1 + 76)
    1: r7 = *(u32 *)(r1 + 80)
    2: if r2 > 0x4 goto L1
    3: r6 += r2
    4: r8 = r3
    5: r8 -= 0xe
    6: if r8 > 0x5dc goto L1
    7: r3 = r8
      ; contains: 2-gram prefilter, every 10 bytes
    8: r5 = &.rodata.d1[0] ll
   10: r3 -= 0x9
L5:
   11: if r3 s< 0x48 goto L6
   12: r1 = r8
   13: r1 -= r3
   14: if r1 s< 0x0 goto L1
   15: r2 = r6
   16: r2 += r1
   17: r1 = r2
   18: r1 += 0x56
   19: if r1 > r7 goto L1
   20: r1 = *(u16 *)(r2 + 14)
   21: r1 += r5
   22: r0 = *(u8 *)(r1 + 0)
   23: if r0 == 0x0 goto L8
   24: goto L7
L8:
   25: r1 = *(u16 *)(r2 + 24)
   26: r1 += r5
   27: r0 = *(u8 *)(r1 + 0)
   28: if r0 == 0x0 goto L9
   29: r3 -= 0xa
   30: goto L7
L9:
   31: r1 = *(u16 *)(r2 + 34)
   32: r1 += r5
   33: r0 = *(u8 *)(r1 + 0)
   34: if r0 == 0x0 goto L10
   35: r3 -= 0x14
   36: goto L7
L10:
   37: r1 = *(u16 *)(r2 + 44)
   38: r1 += r5
   39: r0 = *(u8 *)(r1 + 0)
   40: if r0 == 0x0 goto L11
   41: r3 -= 0x1e
   42: goto L7
L11:
   43: r1 = *(u16 *)(r2 + 54)
   44: r1 += r5
   45: r0 = *(u8 *)(r1 + 0)
   46: if r0 == 0x0 goto L12
   47: r3 -= 0x28
   48: goto L7
L12:
   49: r1 = *(u16 *)(r2 + 64)
   50: r1 += r5
   51: r0 = *(u8 *)(r1 + 0)
   52: if r0 == 0x0 goto L13
   53: r3 -= 0x32
   54: goto L7
L13:
   55: r1 = *(u16 *)(r2 + 74)
   56: r1 += r5
   57: r0 = *(u8 *)(r1 + 0)
   58: if r0 == 0x0 goto L14
   59: r3 -= 0x3c
   60: goto L7
L14:
   61: r1 = *(u16 *)(r2 + 84)
   62: r1 += r5
   63: r0 = *(u8 *)(r1 + 0)
   64: if r0 == 0x0 goto L15
   65: r3 -= 0x46
   66: goto L7
L15:
   67: r3 -= 0x50
   68: goto L5
L6:
   69: if r3 s< 0x2 goto L1
   70: r1 = r8
   71: r1 -= r3
   72: if r1 s< 0x0 goto L1
   73: r2 = r6
   74: r2 += r1
   75: r1 = r2
   76: r1 += 0x10
   77: if r1 > r7 goto L1
   78: r1 = *(u16 *)(r2 + 14)
   79: r1 += r5
   80: r0 = *(u8 *)(r1 + 0)
   81: if r0 == 0x0 goto L16
   82: goto L7
L16:
   83: r3 -= 0xa
   84: if r3 s< 0x2 goto L1
   85: r1 = r8
   86: r1 -= r3
   87: if r1 s< 0x0 goto L1
   88: r2 = r6
   89: r2 += r1
   90: r1 = r2
   91: r1 += 0x10
   92: if r1 > r7 goto L1
   93: r1 = *(u16 *)(r2 + 14)
   94: r1 += r5
   95: r0 = *(u8 *)(r1 + 0)
   96: if r0 == 0x0 goto L17
   97: goto L7
L17:
   98: r3 -= 0xa
   99: if r3 s< 0x2 goto L1
  100: r1 = r8
  101: r1 -= r3
  102: if r1 s< 0x0 goto L1
  103: r2 = r6
  104: r2 += r1
  105: r1 = r2
  106: r1 += 0x10
  107: if r1 > r7 goto L1
  108: r1 = *(u16 *)(r2 + 14)
  109: r1 += r5
  110: r0 = *(u8 *)(r1 + 0)
  111: if r0 == 0x0 goto L18
  112: goto L7
L18:
  113: r3 -= 0xa
  114: if r3 s< 0x2 goto L1
  115: r1 = r8
  116: r1 -= r3
  117: if r1 s< 0x0 goto L1
  118: r2 = r6
  119: r2 += r1
  120: r1 = r2
  121: r1 += 0x10
  122: if r1 > r7 goto L1
  123: r1 = *(u16 *)(r2 + 14)
  124: r1 += r5
  125: r0 = *(u8 *)(r1 + 0)
  126: if r0 == 0x0 goto L19
  127: goto L7
L19:
  128: r3 -= 0xa
  129: if r3 s< 0x2 goto L1
  130: r1 = r8
  131: r1 -= r3
  132: if r1 s< 0x0 goto L1
  133: r2 = r6
  134: r2 += r1
  135: r1 = r2
  136: r1 += 0x10
  137: if r1 > r7 goto L1
  138: r1 = *(u16 *)(r2 + 14)
  139: r1 += r5
  140: r0 = *(u8 *)(r1 + 0)
  141: if r0 == 0x0 goto L20
  142: goto L7
L20:
  143: r3 -= 0xa
  144: if r3 s< 0x2 goto L1
  145: r1 = r8
  146: r1 -= r3
  147: if r1 s< 0x0 goto L1
  148: r2 = r6
  149: r2 += r1
  150: r1 = r2
  151: r1 += 0x10
  152: if r1 > r7 goto L1
  153: r1 = *(u16 *)(r2 + 14)
  154: r1 += r5
  155: r0 = *(u8 *)(r1 + 0)
  156: if r0 == 0x0 goto L21
  157: goto L7
L21:
  158: r3 -= 0xa
  159: if r3 s< 0x2 goto L1
  160: r1 = r8
  161: r1 -= r3
  162: if r1 s< 0x0 goto L1
  163: r2 = r6
  164: r2 += r1
  165: r1 = r2
  166: r1 += 0x10
  167: if r1 > r7 goto L1
  168: r1 = *(u16 *)(r2 + 14)
  169: r1 += r5
  170: r0 = *(u8 *)(r1 + 0)
  171: if r0 == 0x0 goto L22
  172: goto L7
L22:
  173: r3 -= 0xa
  174: goto L1
L7:
  175: r1 = r8
  176: r1 -= r3
  177: r1 -= 0x9
  178: r3 = r8
  179: r3 -= r1
  180: if r3 > 0x5dc goto L1
  181: r0 = 0x0
  182: r1 = 0x0
  183: r2 = 0x0
L2:
  184: r5 = &.rodata.d0[0] ll
  186: r4 = 0xffffffff
L3:
  187: if r3 < 0x8 goto L4
  188: r1 = r8
  189: r1 -= r3
  190: if r1 s< 0x0 goto L1
  191: r2 = r6
  192: r2 += r1
  193: r1 = r2
  194: r1 += 0x16
  195: if r1 > r7 goto L1
  196: r1 = *(u8 *)(r2 + 14)
  197: r1 <<= 0x3
  198: r0 = r5
  199: r0 += r1
  200: r0 = *(u64 *)(r0 + 0)
  201: r4 <<= 0x1
  202: r4 |= r0
  203: if r4 >= 0xfffffc00 goto L23
  204: goto L0
L23:
  205: r1 = *(u8 *)(r2 + 15)
  206: r1 <<= 0x3
  207: r0 = r5
  208: r0 += r1
  209: r0 = *(u64 *)(r0 + 0)
  210: r4 <<= 0x1
  211: r4 |= r0
  212: if r4 >= 0xfffffc00 goto L24
  213: goto L0
L24:
  214: r1 = *(u8 *)(r2 + 16)
  215: r1 <<= 0x3
  216: r0 = r5
  217: r0 += r1
  218: r0 = *(u64 *)(r0 + 0)
  219: r4 <<= 0x1
  220: r4 |= r0
  221: if r4 >= 0xfffffc00 goto L25
  222: goto L0
L25:
  223: r1 = *(u8 *)(r2 + 17)
  224: r1 <<= 0x3
  225: r0 = r5
  226: r0 += r1
  227: r0 = *(u64 *)(r0 + 0)
  228: r4 <<= 0x1
  229: r4 |= r0
  230: if r4 >= 0xfffffc00 goto L26
  231: goto L0
L26:
  232: r1 = *(u8 *)(r2 + 18)
  233: r1 <<= 0x3
  234: r0 = r5
  235: r0 += r1
  236: r0 = *(u64 *)(r0 + 0)
  237: r4 <<= 0x1
  238: r4 |= r0
  239: if r4 >= 0xfffffc00 goto L27
  240: goto L0
L27:
  241: r1 = *(u8 *)(r2 + 19)
  242: r1 <<= 0x3
  243: r0 = r5
  244: r0 += r1
  245: r0 = *(u64 *)(r0 + 0)
  246: r4 <<= 0x1
  247: r4 |= r0
  248: if r4 >= 0xfffffc00 goto L28
  249: goto L0
L28:
  250: r1 = *(u8 *)(r2 + 20)
  251: r1 <<= 0x3
  252: r0 = r5
  253: r0 += r1
  254: r0 = *(u64 *)(r0 + 0)
  255: r4 <<= 0x1
  256: r4 |= r0
  257: if r4 >= 0xfffffc00 goto L29
  258: goto L0
L29:
  259: r1 = *(u8 *)(r2 + 21)
  260: r1 <<= 0x3
  261: r0 = r5
  262: r0 += r1
  263: r0 = *(u64 *)(r0 + 0)
  264: r4 <<= 0x1
  265: r4 |= r0
  266: if r4 >= 0xfffffc00 goto L30
  267: goto L0
L30:
  268: r3 -= 0x8
  269: goto L3
L4:
  270: if r3 == 0x0 goto L1
  271: r1 = r8
  272: r1 -= r3
  273: if r1 s< 0x0 goto L1
  274: r2 = r6
  275: r2 += r1
  276: r1 = r2
  277: r1 += 0xf
  278: if r1 > r7 goto L1
  279: r1 = *(u8 *)(r2 + 14)
  280: r1 <<= 0x3
  281: r0 = r5
  282: r0 += r1
  283: r0 = *(u64 *)(r0 + 0)
  284: r4 <<= 0x1
  285: r4 |= r0
  286: if r4 >= 0xfffffc00 goto L31
  287: goto L0
L31:
  288: r3 -= 0x1
  289: if r3 == 0x0 goto L1
  290: r1 = r8
  291: r1 -= r3
  292: if r1 s< 0x0 goto L1
  293: r2 = r6
  294: r2 += r1
  295: r1 = r2
  296: r1 += 0xf
  297: if r1 > r7 goto L1
  298: r1 = *(u8 *)(r2 + 14)
  299: r1 <<= 0x3
  300: r0 = r5
  301: r0 += r1
  302: r0 = *(u64 *)(r0 + 0)
  303: r4 <<= 0x1
  304: r4 |= r0
  305: if r4 >= 0xfffffc00 goto L32
  306: goto L0
L32:
  307: r3 -= 0x1
  308: if r3 == 0x0 goto L1
  309: r1 = r8
  310: r1 -= r3
  311: if r1 s< 0x0 goto L1
  312: r2 = r6
  313: r2 += r1
  314: r1 = r2
  315: r1 += 0xf
  316: if r1 > r7 goto L1
  317: r1 = *(u8 *)(r2 + 14)
  318: r1 <<= 0x3
  319: r0 = r5
  320: r0 += r1
  321: r0 = *(u64 *)(r0 + 0)
  322: r4 <<= 0x1
  323: r4 |= r0
  324: if r4 >= 0xfffffc00 goto L33
  325: goto L0
L33:
  326: r3 -= 0x1
  327: if r3 == 0x0 goto L1
  328: r1 = r8
  329: r1 -= r3
  330: if r1 s< 0x0 goto L1
  331: r2 = r6
  332: r2 += r1
  333: r1 = r2
  334: r1 += 0xf
  335: if r1 > r7 goto L1
  336: r1 = *(u8 *)(r2 + 14)
  337: r1 <<= 0x3
  338: r0 = r5
  339: r0 += r1
  340: r0 = *(u64 *)(r0 + 0)
  341: r4 <<= 0x1
  342: r4 |= r0
  343: if r4 >= 0xfffffc00 goto L34
  344: goto L0
L34:
  345: r3 -= 0x1
  346: if r3 == 0x0 goto L1
  347: r1 = r8
  348: r1 -= r3
  349: if r1 s< 0x0 goto L1
  350: r2 = r6
  351: r2 += r1
  352: r1 = r2
  353: r1 += 0xf
  354: if r1 > r7 goto L1
  355: r1 = *(u8 *)(r2 + 14)
  356: r1 <<= 0x3
  357: r0 = r5
  358: r0 += r1
  359: r0 = *(u64 *)(r0 + 0)
  360: r4 <<= 0x1
  361: r4 |= r0
  362: if r4 >= 0xfffffc00 goto L35
  363: goto L0
L35:
  364: r3 -= 0x1
  365: if r3 == 0x0 goto L1
  366: r1 = r8
  367: r1 -= r3
  368: if r1 s< 0x0 goto L1
  369: r2 = r6
  370: r2 += r1
  371: r1 = r2
  372: r1 += 0xf
  373: if r1 > r7 goto L1
  374: r1 = *(u8 *)(r2 + 14)
  375: r1 <<= 0x3
  376: r0 = r5
  377: r0 += r1
  378: r0 = *(u64 *)(r0 + 0)
  379: r4 <<= 0x1
  380: r4 |= r0
  381: if r4 >= 0xfffffc00 goto L36
  382: goto L0
L36:
  383: r3 -= 0x1
  384: if r3 == 0x0 goto L1
  385: r1 = r8
  386: r1 -= r3
  387: if r1 s< 0x0 goto L1
  388: r2 = r6
  389: r2 += r1
  390: r1 = r2
  391: r1 += 0xf
  392: if r1 > r7 goto L1
  393: r1 = *(u8 *)(r2 + 14)
  394: r1 <<= 0x3
  395: r0 = r5
  396: r0 += r1
  397: r0 = *(u64 *)(r0 + 0)
  398: r4 <<= 0x1
  399: r4 |= r0
  400: if r4 >= 0xfffffc00 goto L37
  401: goto L0
L37:
  402: r3 -= 0x1
L1:
  403: r0 = 0x0
  404: exit
L0:
  405: r0 = 0x1
  406: exit
