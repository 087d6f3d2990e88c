; dropc xdp program `dropc_xdp` (447 instruction slots)
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
      ; payload: keep the packet bounds and the IP packet's end
   11: *(u64 *)(r10 - 160) = r0
   12: *(u64 *)(r10 - 168) = r3
   13: r1 = *(u16 *)(r0 + 16)
   14: r1 = be16 r1
   15: r1 += 0xe
   16: *(u64 *)(r10 - 184) = r1
   17: r6 = *(u32 *)(r0 + 26)
   18: r4 = *(u8 *)(r0 + 23)
   19: *(u64 *)(r10 - 16) = r4
   20: r2 = *(u16 *)(r0 + 20)
   21: if w2 & 0xff1f goto L7
   22: r5 = *(u8 *)(r0 + 14)
   23: r5 &= 0xf
   24: r5 <<= 0x2
   25: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   26: if r4 == 0x6 goto L8
   27: if r4 == 0x1 goto L10
   28: if r4 == 0x11 goto L9
   29: r5 = 0x10000
   30: *(u64 *)(r10 - 176) = 0x10000
   31: goto L2
L8:
   32: r2 = r5
   33: r2 += 0x22
   34: if r2 > r3 goto L1
   35: r1 = *(u8 *)(r5 + 26)
   36: r1 >>= 0x4
   37: r1 <<= 0x2
   38: r2 = r5
   39: r2 -= r0
   40: r2 += 0xe
   41: r2 += r1
   42: *(u64 *)(r10 - 176) = r2
   43: r5 = *(u16 *)(r5 + 16)
   44: goto L2
L10:
   45: r2 = r5
   46: r2 += 0x16
   47: if r2 > r3 goto L1
   48: r2 = r5
   49: r2 -= r0
   50: r2 += 0x16
   51: *(u64 *)(r10 - 176) = r2
   52: r5 = 0x10000
   53: goto L2
L7:
   54: r5 = 0x10000
   55: *(u64 *)(r10 - 176) = 0x10000
   56: goto L2
L9:
   57: r2 = r5
   58: r2 += 0x16
   59: if r2 > r3 goto L1
   60: r2 = r5
   61: r2 -= r0
   62: r2 += 0x16
   63: *(u64 *)(r10 - 176) = r2
   64: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `value` (line 10): Drop
   65: r1 = *(u64 *)(r10 - 16)
   66: r1 |= 0x0
   67: if r1 != 0x11 goto L11
      ; payload: 6 bytes at payload offset 8
   68: r1 = *(u64 *)(r10 - 176)
   69: r1 |= 0x0
   70: if r1 > 0xffed goto L11
   71: r2 = r1
   72: r2 += 0xe
   73: r3 = *(u64 *)(r10 - 184)
   74: if r2 > r3 goto L11
   75: r2 = *(u64 *)(r10 - 160)
   76: r2 += r1
   77: r3 = r2
   78: r3 += 0xe
   79: r1 = *(u64 *)(r10 - 168)
   80: if r3 > r1 goto L11
   81: r1 = *(u32 *)(r2 + 8)
   82: if w1 != 0x554c4156 goto L11
   83: r1 = *(u16 *)(r2 + 12)
   84: if w1 != 0x2045 goto L11
L12:
   85: *(u32 *)(r10 - 136) = 0x0
   86: *(u64 *)(r10 - 144) = 0x1
   87: goto L0
L11:
      ; rule 1 `stat` (line 11): Drop
   88: r1 = *(u64 *)(r10 - 16)
   89: r1 |= 0x0
   90: if r1 != 0x11 goto L13
      ; payload: 5 bytes at payload offset 8
   91: r1 = *(u64 *)(r10 - 176)
   92: r1 |= 0x0
   93: if r1 > 0xffee goto L13
   94: r2 = r1
   95: r2 += 0xd
   96: r3 = *(u64 *)(r10 - 184)
   97: if r2 > r3 goto L13
   98: r2 = *(u64 *)(r10 - 160)
   99: r2 += r1
  100: r3 = r2
  101: r3 += 0xd
  102: r1 = *(u64 *)(r10 - 168)
  103: if r3 > r1 goto L13
  104: r1 = *(u32 *)(r2 + 8)
  105: if w1 != 0x54415453 goto L13
  106: r1 = *(u8 *)(r2 + 12)
  107: if w1 != 0x20 goto L13
L14:
  108: *(u32 *)(r10 - 136) = 0x1
  109: *(u64 *)(r10 - 144) = 0x1
  110: goto L0
L13:
      ; rule 2 `no-udp` (line 12): Drop
  111: r1 = *(u64 *)(r10 - 16)
  112: r1 |= 0x0
  113: if r1 != 0x11 goto L15
  114: if r5 != 0xcb2b goto L15
L16:
  115: w6 &= 0xff
  116: if w6 == 0xa goto L15
  117: *(u32 *)(r10 - 136) = 0x2
  118: *(u64 *)(r10 - 144) = 0x1
  119: goto L0
L15:
      ; default
  120: *(u32 *)(r10 - 136) = 0x3
  121: *(u64 *)(r10 - 144) = 0x2
  122: goto L0
L4:
  123: if w1 == 0xdd86 goto L5
  124: if w1 == 0x81 goto L17
  125: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  126: r2 = r0
  127: r2 += 0x12
  128: if r2 > r3 goto L1
  129: r1 = *(u16 *)(r0 + 16)
  130: r0 += 0x4
  131: if w1 == 0x8 goto L6
  132: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  133: r2 = r0
  134: r2 += 0x36
  135: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  136: *(u64 *)(r10 - 160) = r0
  137: *(u64 *)(r10 - 168) = r3
  138: r1 = *(u16 *)(r0 + 18)
  139: r1 = be16 r1
  140: r1 += 0x36
  141: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  142: r4 = *(u8 *)(r0 + 20)
  143: r5 = r0
  144: r5 += 0x36
  145: if r4 == 0x2c goto L21
  146: if r4 == 0x0 goto L20
  147: if r4 == 0x2b goto L20
  148: if r4 != 0x3c goto L18
L20:
  149: r2 = r5
  150: r2 += 0x8
  151: if r2 > r3 goto L1
  152: r1 = *(u8 *)(r5 + 1)
  153: r4 = *(u8 *)(r5 + 0)
  154: r1 += 0x1
  155: r1 <<= 0x3
  156: r5 += r1
  157: goto L22
L21:
  158: r2 = r5
  159: r2 += 0x8
  160: if r2 > r3 goto L1
  161: r1 = *(u16 *)(r5 + 2)
  162: r4 = *(u8 *)(r5 + 0)
  163: r5 += 0x8
  164: if w1 & 0xf8ff goto L19
L22:
  165: r1 = r5
  166: r1 -= r0
  167: if r1 > 0x7fff goto L1
  168: r5 = r0
  169: r5 += r1
  170: if r4 == 0x2c goto L24
  171: if r4 == 0x0 goto L23
  172: if r4 == 0x2b goto L23
  173: if r4 != 0x3c goto L18
L23:
  174: r2 = r5
  175: r2 += 0x8
  176: if r2 > r3 goto L1
  177: r1 = *(u8 *)(r5 + 1)
  178: r4 = *(u8 *)(r5 + 0)
  179: r1 += 0x1
  180: r1 <<= 0x3
  181: r5 += r1
  182: goto L25
L24:
  183: r2 = r5
  184: r2 += 0x8
  185: if r2 > r3 goto L1
  186: r1 = *(u16 *)(r5 + 2)
  187: r4 = *(u8 *)(r5 + 0)
  188: r5 += 0x8
  189: if w1 & 0xf8ff goto L19
L25:
  190: r1 = r5
  191: r1 -= r0
  192: if r1 > 0x7fff goto L1
  193: r5 = r0
  194: r5 += r1
  195: if r4 == 0x2c goto L27
  196: if r4 == 0x0 goto L26
  197: if r4 == 0x2b goto L26
  198: if r4 != 0x3c goto L18
L26:
  199: r2 = r5
  200: r2 += 0x8
  201: if r2 > r3 goto L1
  202: r1 = *(u8 *)(r5 + 1)
  203: r4 = *(u8 *)(r5 + 0)
  204: r1 += 0x1
  205: r1 <<= 0x3
  206: r5 += r1
  207: goto L28
L27:
  208: r2 = r5
  209: r2 += 0x8
  210: if r2 > r3 goto L1
  211: r1 = *(u16 *)(r5 + 2)
  212: r4 = *(u8 *)(r5 + 0)
  213: r5 += 0x8
  214: if w1 & 0xf8ff goto L19
L28:
  215: r1 = r5
  216: r1 -= r0
  217: if r1 > 0x7fff goto L1
  218: r5 = r0
  219: r5 += r1
  220: if r4 == 0x2c goto L30
  221: if r4 == 0x0 goto L29
  222: if r4 == 0x2b goto L29
  223: if r4 != 0x3c goto L18
L29:
  224: r2 = r5
  225: r2 += 0x8
  226: if r2 > r3 goto L1
  227: r1 = *(u8 *)(r5 + 1)
  228: r4 = *(u8 *)(r5 + 0)
  229: r1 += 0x1
  230: r1 <<= 0x3
  231: r5 += r1
  232: goto L31
L30:
  233: r2 = r5
  234: r2 += 0x8
  235: if r2 > r3 goto L1
  236: r1 = *(u16 *)(r5 + 2)
  237: r4 = *(u8 *)(r5 + 0)
  238: r5 += 0x8
  239: if w1 & 0xf8ff goto L19
L31:
  240: r1 = r5
  241: r1 -= r0
  242: if r1 > 0x7fff goto L1
  243: r5 = r0
  244: r5 += r1
  245: if r4 == 0x2c goto L33
  246: if r4 == 0x0 goto L32
  247: if r4 == 0x2b goto L32
  248: if r4 != 0x3c goto L18
L32:
  249: r2 = r5
  250: r2 += 0x8
  251: if r2 > r3 goto L1
  252: r1 = *(u8 *)(r5 + 1)
  253: r4 = *(u8 *)(r5 + 0)
  254: r1 += 0x1
  255: r1 <<= 0x3
  256: r5 += r1
  257: goto L34
L33:
  258: r2 = r5
  259: r2 += 0x8
  260: if r2 > r3 goto L1
  261: r1 = *(u16 *)(r5 + 2)
  262: r4 = *(u8 *)(r5 + 0)
  263: r5 += 0x8
  264: if w1 & 0xf8ff goto L19
L34:
  265: r1 = r5
  266: r1 -= r0
  267: if r1 > 0x7fff goto L1
  268: r5 = r0
  269: r5 += r1
  270: if r4 == 0x2c goto L36
  271: if r4 == 0x0 goto L35
  272: if r4 == 0x2b goto L35
  273: if r4 != 0x3c goto L18
L35:
  274: r2 = r5
  275: r2 += 0x8
  276: if r2 > r3 goto L1
  277: r1 = *(u8 *)(r5 + 1)
  278: r4 = *(u8 *)(r5 + 0)
  279: r1 += 0x1
  280: r1 <<= 0x3
  281: r5 += r1
  282: goto L37
L36:
  283: r2 = r5
  284: r2 += 0x8
  285: if r2 > r3 goto L1
  286: r1 = *(u16 *)(r5 + 2)
  287: r4 = *(u8 *)(r5 + 0)
  288: r5 += 0x8
  289: if w1 & 0xf8ff goto L19
L37:
  290: r1 = r5
  291: r1 -= r0
  292: if r1 > 0x7fff goto L1
  293: r5 = r0
  294: r5 += r1
  295: if r4 == 0x2c goto L39
  296: if r4 == 0x0 goto L38
  297: if r4 == 0x2b goto L38
  298: if r4 != 0x3c goto L18
L38:
  299: r2 = r5
  300: r2 += 0x8
  301: if r2 > r3 goto L1
  302: r1 = *(u8 *)(r5 + 1)
  303: r4 = *(u8 *)(r5 + 0)
  304: r1 += 0x1
  305: r1 <<= 0x3
  306: r5 += r1
  307: goto L40
L39:
  308: r2 = r5
  309: r2 += 0x8
  310: if r2 > r3 goto L1
  311: r1 = *(u16 *)(r5 + 2)
  312: r4 = *(u8 *)(r5 + 0)
  313: r5 += 0x8
  314: if w1 & 0xf8ff goto L19
L40:
  315: r1 = r5
  316: r1 -= r0
  317: if r1 > 0x7fff goto L1
  318: r5 = r0
  319: r5 += r1
  320: if r4 == 0x2c goto L42
  321: if r4 == 0x0 goto L41
  322: if r4 == 0x2b goto L41
  323: if r4 != 0x3c goto L18
L41:
  324: r2 = r5
  325: r2 += 0x8
  326: if r2 > r3 goto L1
  327: r1 = *(u8 *)(r5 + 1)
  328: r4 = *(u8 *)(r5 + 0)
  329: r1 += 0x1
  330: r1 <<= 0x3
  331: r5 += r1
  332: goto L43
L42:
  333: r2 = r5
  334: r2 += 0x8
  335: if r2 > r3 goto L1
  336: r1 = *(u16 *)(r5 + 2)
  337: r4 = *(u8 *)(r5 + 0)
  338: r5 += 0x8
  339: if w1 & 0xf8ff goto L19
L43:
  340: r1 = r5
  341: r1 -= r0
  342: if r1 > 0x7fff goto L1
  343: r5 = r0
  344: r5 += r1
      ; deeper than the walk: no specified verdict
  345: if r4 == 0x0 goto L1
  346: if r4 == 0x2b goto L1
  347: if r4 == 0x2c goto L1
  348: if r4 == 0x3c goto L1
L18:
  349: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  350: if r4 == 0x6 goto L44
  351: if r4 == 0x3a goto L46
  352: if r4 == 0x11 goto L45
  353: r5 = 0x10000
  354: *(u64 *)(r10 - 176) = 0x10000
  355: goto L3
L44:
  356: r2 = r5
  357: r2 += 0x14
  358: if r2 > r3 goto L1
  359: r1 = *(u8 *)(r5 + 12)
  360: r1 >>= 0x4
  361: r1 <<= 0x2
  362: r2 = r5
  363: r2 -= r0
  364: r2 += 0x0
  365: r2 += r1
  366: *(u64 *)(r10 - 176) = r2
  367: r5 = *(u16 *)(r5 + 2)
  368: goto L3
L46:
  369: r2 = r5
  370: r2 += 0x8
  371: if r2 > r3 goto L1
  372: r2 = r5
  373: r2 -= r0
  374: r2 += 0x8
  375: *(u64 *)(r10 - 176) = r2
  376: r5 = 0x10000
  377: goto L3
L45:
  378: r2 = r5
  379: r2 += 0x8
  380: if r2 > r3 goto L1
  381: r2 = r5
  382: r2 -= r0
  383: r2 += 0x8
  384: *(u64 *)(r10 - 176) = r2
  385: r5 = *(u16 *)(r5 + 2)
  386: goto L3
L19:
  387: *(u64 *)(r10 - 16) = r4
  388: r5 = 0x10000
  389: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  390: *(u32 *)(r10 - 136) = 0x3
  391: *(u64 *)(r10 - 144) = 0x2
  392: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  393: *(u32 *)(r10 - 136) = 0x4
  394: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  395: r1 = map[dropc_counters] ll
  397: r2 = r10
  398: r2 += 0xffffff78
  399: call 1
  400: if r0 == 0x0 goto L47
  401: r1 = *(u64 *)(r0 + 0)
  402: r1 += 0x1
  403: *(u64 *)(r0 + 0) = r1
  404: r1 = *(u64 *)(r10 - 152)
  405: r2 = *(u32 *)(r1 + 4)
  406: r1 = *(u32 *)(r1 + 0)
  407: r2 -= r1
  408: r1 = *(u64 *)(r0 + 8)
  409: r1 += r2
  410: *(u64 *)(r0 + 8) = r1
L47:
  411: r0 = *(u64 *)(r10 - 144)
  412: if r0 != 0x2 goto L48
      ; pass: tail call dropc_next[0] (falls through when empty)
  413: r1 = *(u64 *)(r10 - 152)
  414: r2 = map[dropc_next] ll
  416: r3 = 0x0
  417: call 12
  418: r0 = 0x2
  419: exit
L48:
  420: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  421: r1 = map[dropc_counters] ll
  423: r2 = r10
  424: r2 += 0xffffff78
  425: call 1
  426: if r0 == 0x0 goto L49
  427: r1 = *(u64 *)(r0 + 0)
  428: r1 += 0x1
  429: *(u64 *)(r0 + 0) = r1
  430: r1 = *(u64 *)(r10 - 152)
  431: r2 = *(u32 *)(r1 + 4)
  432: r1 = *(u32 *)(r1 + 0)
  433: r2 -= r1
  434: r1 = *(u64 *)(r0 + 8)
  435: r1 += r2
  436: *(u64 *)(r0 + 8) = r1
L49:
  437: r0 = *(u64 *)(r10 - 144)
  438: if r0 != 0x2 goto L50
      ; pass: tail call dropc_next[0] (falls through when empty)
  439: r1 = *(u64 *)(r10 - 152)
  440: r2 = map[dropc_next] ll
  442: r3 = 0x0
  443: call 12
  444: r0 = 0x2
  445: exit
L50:
  446: exit
