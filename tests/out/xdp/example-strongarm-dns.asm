; dropc xdp program `dropc_xdp` (349 instruction slots)
; data section .rodata.d0 (2048 bytes)
; data section .rodata.d1 (65536 bytes)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)
    0: *(u64 *)(r10 - 152) = r1
    1: r0 = *(u32 *)(r1 + 0)
    2: r3 = *(u32 *)(r1 + 4)
      ; Ethernet
    3: r2 = r0
    4: r2 += 0xe
    5: if r2 > r3 goto L1
    6: *(u64 *)(r10 - 264) = 0x0
    7: r1 = *(u16 *)(r0 + 12)
    8: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
    9: r2 = r0
   10: r2 += 0x22
   11: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
   12: r1 = *(u16 *)(r0 + 16)
   13: r1 = be16 r1
   14: r1 += 0xe
   15: *(u64 *)(r10 - 184) = r1
   16: r4 = *(u8 *)(r0 + 23)
   17: r6 = r4
   18: r2 = *(u16 *)(r0 + 20)
   19: if w2 & 0xff1f goto L7
   20: r5 = *(u8 *)(r0 + 14)
   21: r5 &= 0xf
   22: r5 <<= 0x2
   23: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   24: if r4 == 0x11 goto L9
   25: r7 = 0x10000
   26: goto L2
L7:
   27: r7 = 0x10000
   28: goto L2
L9:
   29: r2 = r5
   30: r2 += 0x16
   31: if r2 > r3 goto L1
   32: r7 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `isc-any` (line 10): Drop
   33: if r6 != 0x11 goto L11
   34: if r7 != 0x3500 goto L11
L12:
      ; contains: 11 bytes
   35: r1 = *(u64 *)(r10 - 152)
   36: r2 = *(u64 *)(r10 - 264)
   37: r3 = *(u64 *)(r10 - 184)
   38: call dropc_contains_0
   39: if r0 == 0x0 goto L11
   40: *(u32 *)(r10 - 136) = 0x0
   41: *(u64 *)(r10 - 144) = 0x1
   42: goto L0
L11:
      ; default
   43: *(u32 *)(r10 - 136) = 0x1
   44: *(u64 *)(r10 - 144) = 0x2
   45: goto L0
L4:
   46: if w1 == 0xdd86 goto L5
   47: if w1 == 0x81 goto L13
   48: if w1 != 0xa888 goto L1
L13:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   49: r2 = r0
   50: r2 += 0x12
   51: if r2 > r3 goto L1
   52: r1 = *(u16 *)(r0 + 16)
   53: r0 += 0x4
   54: *(u64 *)(r10 - 264) = 0x4
   55: if w1 == 0x8 goto L6
   56: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   57: r2 = r0
   58: r2 += 0x36
   59: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
   60: r1 = *(u16 *)(r0 + 18)
   61: r1 = be16 r1
   62: r1 += 0x36
   63: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
   64: r4 = *(u8 *)(r0 + 20)
   65: r5 = r0
   66: r5 += 0x36
   67: if r4 == 0x2c goto L17
   68: if r4 == 0x0 goto L16
   69: if r4 == 0x2b goto L16
   70: if r4 != 0x3c goto L14
L16:
   71: r2 = r5
   72: r2 += 0x8
   73: if r2 > r3 goto L1
   74: r1 = *(u8 *)(r5 + 1)
   75: r4 = *(u8 *)(r5 + 0)
   76: r1 += 0x1
   77: r1 <<= 0x3
   78: r5 += r1
   79: goto L18
L17:
   80: r2 = r5
   81: r2 += 0x8
   82: if r2 > r3 goto L1
   83: r1 = *(u16 *)(r5 + 2)
   84: r4 = *(u8 *)(r5 + 0)
   85: r5 += 0x8
   86: if w1 & 0xf8ff goto L15
L18:
   87: r1 = r5
   88: r1 -= r0
   89: if r1 > 0x7fff goto L1
   90: r5 = r0
   91: r5 += r1
   92: if r4 == 0x2c goto L20
   93: if r4 == 0x0 goto L19
   94: if r4 == 0x2b goto L19
   95: if r4 != 0x3c goto L14
L19:
   96: r2 = r5
   97: r2 += 0x8
   98: if r2 > r3 goto L1
   99: r1 = *(u8 *)(r5 + 1)
  100: r4 = *(u8 *)(r5 + 0)
  101: r1 += 0x1
  102: r1 <<= 0x3
  103: r5 += r1
  104: goto L21
L20:
  105: r2 = r5
  106: r2 += 0x8
  107: if r2 > r3 goto L1
  108: r1 = *(u16 *)(r5 + 2)
  109: r4 = *(u8 *)(r5 + 0)
  110: r5 += 0x8
  111: if w1 & 0xf8ff goto L15
L21:
  112: r1 = r5
  113: r1 -= r0
  114: if r1 > 0x7fff goto L1
  115: r5 = r0
  116: r5 += r1
  117: if r4 == 0x2c goto L23
  118: if r4 == 0x0 goto L22
  119: if r4 == 0x2b goto L22
  120: if r4 != 0x3c goto L14
L22:
  121: r2 = r5
  122: r2 += 0x8
  123: if r2 > r3 goto L1
  124: r1 = *(u8 *)(r5 + 1)
  125: r4 = *(u8 *)(r5 + 0)
  126: r1 += 0x1
  127: r1 <<= 0x3
  128: r5 += r1
  129: goto L24
L23:
  130: r2 = r5
  131: r2 += 0x8
  132: if r2 > r3 goto L1
  133: r1 = *(u16 *)(r5 + 2)
  134: r4 = *(u8 *)(r5 + 0)
  135: r5 += 0x8
  136: if w1 & 0xf8ff goto L15
L24:
  137: r1 = r5
  138: r1 -= r0
  139: if r1 > 0x7fff goto L1
  140: r5 = r0
  141: r5 += r1
  142: if r4 == 0x2c goto L26
  143: if r4 == 0x0 goto L25
  144: if r4 == 0x2b goto L25
  145: if r4 != 0x3c goto L14
L25:
  146: r2 = r5
  147: r2 += 0x8
  148: if r2 > r3 goto L1
  149: r1 = *(u8 *)(r5 + 1)
  150: r4 = *(u8 *)(r5 + 0)
  151: r1 += 0x1
  152: r1 <<= 0x3
  153: r5 += r1
  154: goto L27
L26:
  155: r2 = r5
  156: r2 += 0x8
  157: if r2 > r3 goto L1
  158: r1 = *(u16 *)(r5 + 2)
  159: r4 = *(u8 *)(r5 + 0)
  160: r5 += 0x8
  161: if w1 & 0xf8ff goto L15
L27:
  162: r1 = r5
  163: r1 -= r0
  164: if r1 > 0x7fff goto L1
  165: r5 = r0
  166: r5 += r1
  167: if r4 == 0x2c goto L29
  168: if r4 == 0x0 goto L28
  169: if r4 == 0x2b goto L28
  170: if r4 != 0x3c goto L14
L28:
  171: r2 = r5
  172: r2 += 0x8
  173: if r2 > r3 goto L1
  174: r1 = *(u8 *)(r5 + 1)
  175: r4 = *(u8 *)(r5 + 0)
  176: r1 += 0x1
  177: r1 <<= 0x3
  178: r5 += r1
  179: goto L30
L29:
  180: r2 = r5
  181: r2 += 0x8
  182: if r2 > r3 goto L1
  183: r1 = *(u16 *)(r5 + 2)
  184: r4 = *(u8 *)(r5 + 0)
  185: r5 += 0x8
  186: if w1 & 0xf8ff goto L15
L30:
  187: r1 = r5
  188: r1 -= r0
  189: if r1 > 0x7fff goto L1
  190: r5 = r0
  191: r5 += r1
  192: if r4 == 0x2c goto L32
  193: if r4 == 0x0 goto L31
  194: if r4 == 0x2b goto L31
  195: if r4 != 0x3c goto L14
L31:
  196: r2 = r5
  197: r2 += 0x8
  198: if r2 > r3 goto L1
  199: r1 = *(u8 *)(r5 + 1)
  200: r4 = *(u8 *)(r5 + 0)
  201: r1 += 0x1
  202: r1 <<= 0x3
  203: r5 += r1
  204: goto L33
L32:
  205: r2 = r5
  206: r2 += 0x8
  207: if r2 > r3 goto L1
  208: r1 = *(u16 *)(r5 + 2)
  209: r4 = *(u8 *)(r5 + 0)
  210: r5 += 0x8
  211: if w1 & 0xf8ff goto L15
L33:
  212: r1 = r5
  213: r1 -= r0
  214: if r1 > 0x7fff goto L1
  215: r5 = r0
  216: r5 += r1
  217: if r4 == 0x2c goto L35
  218: if r4 == 0x0 goto L34
  219: if r4 == 0x2b goto L34
  220: if r4 != 0x3c goto L14
L34:
  221: r2 = r5
  222: r2 += 0x8
  223: if r2 > r3 goto L1
  224: r1 = *(u8 *)(r5 + 1)
  225: r4 = *(u8 *)(r5 + 0)
  226: r1 += 0x1
  227: r1 <<= 0x3
  228: r5 += r1
  229: goto L36
L35:
  230: r2 = r5
  231: r2 += 0x8
  232: if r2 > r3 goto L1
  233: r1 = *(u16 *)(r5 + 2)
  234: r4 = *(u8 *)(r5 + 0)
  235: r5 += 0x8
  236: if w1 & 0xf8ff goto L15
L36:
  237: r1 = r5
  238: r1 -= r0
  239: if r1 > 0x7fff goto L1
  240: r5 = r0
  241: r5 += r1
  242: if r4 == 0x2c goto L38
  243: if r4 == 0x0 goto L37
  244: if r4 == 0x2b goto L37
  245: if r4 != 0x3c goto L14
L37:
  246: r2 = r5
  247: r2 += 0x8
  248: if r2 > r3 goto L1
  249: r1 = *(u8 *)(r5 + 1)
  250: r4 = *(u8 *)(r5 + 0)
  251: r1 += 0x1
  252: r1 <<= 0x3
  253: r5 += r1
  254: goto L39
L38:
  255: r2 = r5
  256: r2 += 0x8
  257: if r2 > r3 goto L1
  258: r1 = *(u16 *)(r5 + 2)
  259: r4 = *(u8 *)(r5 + 0)
  260: r5 += 0x8
  261: if w1 & 0xf8ff goto L15
L39:
  262: r1 = r5
  263: r1 -= r0
  264: if r1 > 0x7fff goto L1
  265: r5 = r0
  266: r5 += r1
      ; deeper than the walk: no specified verdict
  267: if r4 == 0x0 goto L1
  268: if r4 == 0x2b goto L1
  269: if r4 == 0x2c goto L1
  270: if r4 == 0x3c goto L1
L14:
  271: r6 = r4
      ; layer 4 (r4 = protocol, header at r5)
  272: if r4 == 0x11 goto L41
  273: r7 = 0x10000
  274: goto L3
L41:
  275: r2 = r5
  276: r2 += 0x8
  277: if r2 > r3 goto L1
  278: r7 = *(u16 *)(r5 + 2)
  279: goto L3
L15:
  280: r6 = r4
  281: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  282: if r6 != 0x11 goto L43
  283: if r7 != 0x3500 goto L43
L44:
      ; contains: 11 bytes
  284: r1 = *(u64 *)(r10 - 152)
  285: r2 = *(u64 *)(r10 - 264)
  286: r3 = *(u64 *)(r10 - 184)
  287: call dropc_contains_0
  288: if r0 == 0x0 goto L43
  289: *(u32 *)(r10 - 136) = 0x0
  290: *(u64 *)(r10 - 144) = 0x1
  291: goto L0
L43:
      ; default
  292: *(u32 *)(r10 - 136) = 0x1
  293: *(u64 *)(r10 - 144) = 0x2
  294: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  295: *(u32 *)(r10 - 136) = 0x2
  296: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  297: r1 = map[dropc_counters] ll
  299: r2 = r10
  300: r2 += 0xffffff78
  301: call 1
  302: if r0 == 0x0 goto L45
  303: r1 = *(u64 *)(r0 + 0)
  304: r1 += 0x1
  305: *(u64 *)(r0 + 0) = r1
  306: r1 = *(u64 *)(r10 - 152)
  307: r2 = *(u32 *)(r1 + 4)
  308: r1 = *(u32 *)(r1 + 0)
  309: r2 -= r1
  310: r1 = *(u64 *)(r0 + 8)
  311: r1 += r2
  312: *(u64 *)(r0 + 8) = r1
L45:
  313: r0 = *(u64 *)(r10 - 144)
  314: if r0 != 0x2 goto L46
      ; pass: tail call dropc_next[0] (falls through when empty)
  315: r1 = *(u64 *)(r10 - 152)
  316: r2 = map[dropc_next] ll
  318: r3 = 0x0
  319: call 12
  320: r0 = 0x2
  321: exit
L46:
  322: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  323: r1 = map[dropc_counters] ll
  325: r2 = r10
  326: r2 += 0xffffff78
  327: call 1
  328: if r0 == 0x0 goto L47
  329: r1 = *(u64 *)(r0 + 0)
  330: r1 += 0x1
  331: *(u64 *)(r0 + 0) = r1
  332: r1 = *(u64 *)(r10 - 152)
  333: r2 = *(u32 *)(r1 + 4)
  334: r1 = *(u32 *)(r1 + 0)
  335: r2 -= r1
  336: r1 = *(u64 *)(r0 + 8)
  337: r1 += r2
  338: *(u64 *)(r0 + 8) = r1
L47:
  339: r0 = *(u64 *)(r10 - 144)
  340: if r0 != 0x2 goto L48
      ; pass: tail call dropc_next[0] (falls through when empty)
  341: r1 = *(u64 *)(r10 - 152)
  342: r2 = map[dropc_next] ll
  344: r3 = 0x0
  345: call 12
  346: r0 = 0x2
  347: exit
L48:
  348: exit

; function `dropc_contains_0(ctx, vlan, ip_end)` (407 instruction slots)
      ; contains: 11 bytes, shift-or over the IP packet (r1 = ctx, r2 = VLAN offset, r3 = IP end; returns 1 iff found)
    0: r6 = *(u32 *)(r1 + 0)
    1: r7 = *(u32 *)(r1 + 4)
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
