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
   17: r4 = *(u8 *)(r0 + 23)
   18: *(u64 *)(r10 - 16) = r4
   19: r2 = *(u16 *)(r0 + 20)
   20: if w2 & 0xff1f goto L7
   21: r5 = *(u8 *)(r0 + 14)
   22: r5 &= 0xf
   23: r5 <<= 0x2
   24: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   25: if r4 == 0x6 goto L8
   26: if r4 == 0x1 goto L10
   27: if r4 == 0x11 goto L9
   28: r6 = 0x10000
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
   43: r6 = *(u16 *)(r5 + 14)
   44: r5 = *(u16 *)(r5 + 16)
   45: goto L2
L10:
   46: r2 = r5
   47: r2 += 0x16
   48: if r2 > r3 goto L1
   49: r2 = r5
   50: r2 -= r0
   51: r2 += 0x16
   52: *(u64 *)(r10 - 176) = r2
   53: r6 = 0x10000
   54: r5 = 0x10000
   55: goto L2
L7:
   56: r6 = 0x10000
   57: r5 = 0x10000
   58: *(u64 *)(r10 - 176) = 0x10000
   59: goto L2
L9:
   60: r2 = r5
   61: r2 += 0x16
   62: if r2 > r3 goto L1
   63: r2 = r5
   64: r2 -= r0
   65: r2 += 0x16
   66: *(u64 *)(r10 - 176) = r2
   67: r6 = *(u16 *)(r5 + 14)
   68: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `monlist-in` (line 9): Drop
   69: r1 = *(u64 *)(r10 - 16)
   70: r1 |= 0x0
   71: if r1 != 0x11 goto L11
   72: if r5 != 0x7b00 goto L11
L12:
      ; payload: 4 bytes at payload offset 0
   73: r1 = *(u64 *)(r10 - 176)
   74: r1 |= 0x0
   75: if r1 > 0xfff7 goto L11
   76: r2 = r1
   77: r2 += 0x4
   78: r3 = *(u64 *)(r10 - 184)
   79: if r2 > r3 goto L11
   80: r2 = *(u64 *)(r10 - 160)
   81: r2 += r1
   82: r3 = r2
   83: r3 += 0x4
   84: r1 = *(u64 *)(r10 - 168)
   85: if r3 > r1 goto L11
   86: r1 = *(u32 *)(r2 + 0)
   87: w1 &= 0xff000007
   88: if w1 != 0x2a000007 goto L11
L13:
   89: *(u32 *)(r10 - 136) = 0x0
   90: *(u64 *)(r10 - 144) = 0x1
   91: goto L0
L11:
      ; rule 1 `monlist-out` (line 10): Drop
   92: r1 = *(u64 *)(r10 - 16)
   93: r1 |= 0x0
   94: if r1 != 0x11 goto L14
   95: if r6 != 0x7b00 goto L14
L15:
      ; payload: 4 bytes at payload offset 0
   96: r1 = *(u64 *)(r10 - 176)
   97: r1 |= 0x0
   98: if r1 > 0xfff7 goto L14
   99: r2 = r1
  100: r2 += 0x4
  101: r3 = *(u64 *)(r10 - 184)
  102: if r2 > r3 goto L14
  103: r2 = *(u64 *)(r10 - 160)
  104: r2 += r1
  105: r3 = r2
  106: r3 += 0x4
  107: r1 = *(u64 *)(r10 - 168)
  108: if r3 > r1 goto L14
  109: r1 = *(u32 *)(r2 + 0)
  110: w1 &= 0xff000007
  111: if w1 != 0x2a000007 goto L14
L16:
  112: *(u32 *)(r10 - 136) = 0x1
  113: *(u64 *)(r10 - 144) = 0x1
  114: goto L0
L14:
      ; default
  115: *(u32 *)(r10 - 136) = 0x2
  116: *(u64 *)(r10 - 144) = 0x2
  117: goto L0
L4:
  118: if w1 == 0xdd86 goto L5
  119: if w1 == 0x81 goto L17
  120: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  121: r2 = r0
  122: r2 += 0x12
  123: if r2 > r3 goto L1
  124: r1 = *(u16 *)(r0 + 16)
  125: r0 += 0x4
  126: if w1 == 0x8 goto L6
  127: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  128: r2 = r0
  129: r2 += 0x36
  130: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  131: *(u64 *)(r10 - 160) = r0
  132: *(u64 *)(r10 - 168) = r3
  133: r1 = *(u16 *)(r0 + 18)
  134: r1 = be16 r1
  135: r1 += 0x36
  136: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  137: r4 = *(u8 *)(r0 + 20)
  138: r5 = r0
  139: r5 += 0x36
  140: if r4 == 0x2c goto L21
  141: if r4 == 0x0 goto L20
  142: if r4 == 0x2b goto L20
  143: if r4 != 0x3c goto L18
L20:
  144: r2 = r5
  145: r2 += 0x8
  146: if r2 > r3 goto L1
  147: r1 = *(u8 *)(r5 + 1)
  148: r4 = *(u8 *)(r5 + 0)
  149: r1 += 0x1
  150: r1 <<= 0x3
  151: r5 += r1
  152: goto L22
L21:
  153: r2 = r5
  154: r2 += 0x8
  155: if r2 > r3 goto L1
  156: r1 = *(u16 *)(r5 + 2)
  157: r4 = *(u8 *)(r5 + 0)
  158: r5 += 0x8
  159: if w1 & 0xf8ff goto L19
L22:
  160: r1 = r5
  161: r1 -= r0
  162: if r1 > 0x7fff goto L1
  163: r5 = r0
  164: r5 += r1
  165: if r4 == 0x2c goto L24
  166: if r4 == 0x0 goto L23
  167: if r4 == 0x2b goto L23
  168: if r4 != 0x3c goto L18
L23:
  169: r2 = r5
  170: r2 += 0x8
  171: if r2 > r3 goto L1
  172: r1 = *(u8 *)(r5 + 1)
  173: r4 = *(u8 *)(r5 + 0)
  174: r1 += 0x1
  175: r1 <<= 0x3
  176: r5 += r1
  177: goto L25
L24:
  178: r2 = r5
  179: r2 += 0x8
  180: if r2 > r3 goto L1
  181: r1 = *(u16 *)(r5 + 2)
  182: r4 = *(u8 *)(r5 + 0)
  183: r5 += 0x8
  184: if w1 & 0xf8ff goto L19
L25:
  185: r1 = r5
  186: r1 -= r0
  187: if r1 > 0x7fff goto L1
  188: r5 = r0
  189: r5 += r1
  190: if r4 == 0x2c goto L27
  191: if r4 == 0x0 goto L26
  192: if r4 == 0x2b goto L26
  193: if r4 != 0x3c goto L18
L26:
  194: r2 = r5
  195: r2 += 0x8
  196: if r2 > r3 goto L1
  197: r1 = *(u8 *)(r5 + 1)
  198: r4 = *(u8 *)(r5 + 0)
  199: r1 += 0x1
  200: r1 <<= 0x3
  201: r5 += r1
  202: goto L28
L27:
  203: r2 = r5
  204: r2 += 0x8
  205: if r2 > r3 goto L1
  206: r1 = *(u16 *)(r5 + 2)
  207: r4 = *(u8 *)(r5 + 0)
  208: r5 += 0x8
  209: if w1 & 0xf8ff goto L19
L28:
  210: r1 = r5
  211: r1 -= r0
  212: if r1 > 0x7fff goto L1
  213: r5 = r0
  214: r5 += r1
  215: if r4 == 0x2c goto L30
  216: if r4 == 0x0 goto L29
  217: if r4 == 0x2b goto L29
  218: if r4 != 0x3c goto L18
L29:
  219: r2 = r5
  220: r2 += 0x8
  221: if r2 > r3 goto L1
  222: r1 = *(u8 *)(r5 + 1)
  223: r4 = *(u8 *)(r5 + 0)
  224: r1 += 0x1
  225: r1 <<= 0x3
  226: r5 += r1
  227: goto L31
L30:
  228: r2 = r5
  229: r2 += 0x8
  230: if r2 > r3 goto L1
  231: r1 = *(u16 *)(r5 + 2)
  232: r4 = *(u8 *)(r5 + 0)
  233: r5 += 0x8
  234: if w1 & 0xf8ff goto L19
L31:
  235: r1 = r5
  236: r1 -= r0
  237: if r1 > 0x7fff goto L1
  238: r5 = r0
  239: r5 += r1
  240: if r4 == 0x2c goto L33
  241: if r4 == 0x0 goto L32
  242: if r4 == 0x2b goto L32
  243: if r4 != 0x3c goto L18
L32:
  244: r2 = r5
  245: r2 += 0x8
  246: if r2 > r3 goto L1
  247: r1 = *(u8 *)(r5 + 1)
  248: r4 = *(u8 *)(r5 + 0)
  249: r1 += 0x1
  250: r1 <<= 0x3
  251: r5 += r1
  252: goto L34
L33:
  253: r2 = r5
  254: r2 += 0x8
  255: if r2 > r3 goto L1
  256: r1 = *(u16 *)(r5 + 2)
  257: r4 = *(u8 *)(r5 + 0)
  258: r5 += 0x8
  259: if w1 & 0xf8ff goto L19
L34:
  260: r1 = r5
  261: r1 -= r0
  262: if r1 > 0x7fff goto L1
  263: r5 = r0
  264: r5 += r1
  265: if r4 == 0x2c goto L36
  266: if r4 == 0x0 goto L35
  267: if r4 == 0x2b goto L35
  268: if r4 != 0x3c goto L18
L35:
  269: r2 = r5
  270: r2 += 0x8
  271: if r2 > r3 goto L1
  272: r1 = *(u8 *)(r5 + 1)
  273: r4 = *(u8 *)(r5 + 0)
  274: r1 += 0x1
  275: r1 <<= 0x3
  276: r5 += r1
  277: goto L37
L36:
  278: r2 = r5
  279: r2 += 0x8
  280: if r2 > r3 goto L1
  281: r1 = *(u16 *)(r5 + 2)
  282: r4 = *(u8 *)(r5 + 0)
  283: r5 += 0x8
  284: if w1 & 0xf8ff goto L19
L37:
  285: r1 = r5
  286: r1 -= r0
  287: if r1 > 0x7fff goto L1
  288: r5 = r0
  289: r5 += r1
  290: if r4 == 0x2c goto L39
  291: if r4 == 0x0 goto L38
  292: if r4 == 0x2b goto L38
  293: if r4 != 0x3c goto L18
L38:
  294: r2 = r5
  295: r2 += 0x8
  296: if r2 > r3 goto L1
  297: r1 = *(u8 *)(r5 + 1)
  298: r4 = *(u8 *)(r5 + 0)
  299: r1 += 0x1
  300: r1 <<= 0x3
  301: r5 += r1
  302: goto L40
L39:
  303: r2 = r5
  304: r2 += 0x8
  305: if r2 > r3 goto L1
  306: r1 = *(u16 *)(r5 + 2)
  307: r4 = *(u8 *)(r5 + 0)
  308: r5 += 0x8
  309: if w1 & 0xf8ff goto L19
L40:
  310: r1 = r5
  311: r1 -= r0
  312: if r1 > 0x7fff goto L1
  313: r5 = r0
  314: r5 += r1
  315: if r4 == 0x2c goto L42
  316: if r4 == 0x0 goto L41
  317: if r4 == 0x2b goto L41
  318: if r4 != 0x3c goto L18
L41:
  319: r2 = r5
  320: r2 += 0x8
  321: if r2 > r3 goto L1
  322: r1 = *(u8 *)(r5 + 1)
  323: r4 = *(u8 *)(r5 + 0)
  324: r1 += 0x1
  325: r1 <<= 0x3
  326: r5 += r1
  327: goto L43
L42:
  328: r2 = r5
  329: r2 += 0x8
  330: if r2 > r3 goto L1
  331: r1 = *(u16 *)(r5 + 2)
  332: r4 = *(u8 *)(r5 + 0)
  333: r5 += 0x8
  334: if w1 & 0xf8ff goto L19
L43:
  335: r1 = r5
  336: r1 -= r0
  337: if r1 > 0x7fff goto L1
  338: r5 = r0
  339: r5 += r1
      ; deeper than the walk: no specified verdict
  340: if r4 == 0x0 goto L1
  341: if r4 == 0x2b goto L1
  342: if r4 == 0x2c goto L1
  343: if r4 == 0x3c goto L1
L18:
  344: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  345: if r4 == 0x6 goto L44
  346: if r4 == 0x3a goto L46
  347: if r4 == 0x11 goto L45
  348: r6 = 0x10000
  349: r5 = 0x10000
  350: *(u64 *)(r10 - 176) = 0x10000
  351: goto L3
L44:
  352: r2 = r5
  353: r2 += 0x14
  354: if r2 > r3 goto L1
  355: r1 = *(u8 *)(r5 + 12)
  356: r1 >>= 0x4
  357: r1 <<= 0x2
  358: r2 = r5
  359: r2 -= r0
  360: r2 += 0x0
  361: r2 += r1
  362: *(u64 *)(r10 - 176) = r2
  363: r6 = *(u16 *)(r5 + 0)
  364: r5 = *(u16 *)(r5 + 2)
  365: goto L3
L46:
  366: r2 = r5
  367: r2 += 0x8
  368: if r2 > r3 goto L1
  369: r2 = r5
  370: r2 -= r0
  371: r2 += 0x8
  372: *(u64 *)(r10 - 176) = r2
  373: r6 = 0x10000
  374: r5 = 0x10000
  375: goto L3
L45:
  376: r2 = r5
  377: r2 += 0x8
  378: if r2 > r3 goto L1
  379: r2 = r5
  380: r2 -= r0
  381: r2 += 0x8
  382: *(u64 *)(r10 - 176) = r2
  383: r6 = *(u16 *)(r5 + 0)
  384: r5 = *(u16 *)(r5 + 2)
  385: goto L3
L19:
  386: *(u64 *)(r10 - 16) = r4
  387: r6 = 0x10000
  388: r5 = 0x10000
  389: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  390: *(u32 *)(r10 - 136) = 0x2
  391: *(u64 *)(r10 - 144) = 0x2
  392: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  393: *(u32 *)(r10 - 136) = 0x3
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
