; dropc xdp program `dropc_xdp` (436 instruction slots)
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
   29: *(u64 *)(r10 - 72) = 0x10000
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
   43: r1 = *(u16 *)(r5 + 14)
   44: r1 = be16 r1
   45: *(u64 *)(r10 - 72) = r1
   46: goto L2
L10:
   47: r2 = r5
   48: r2 += 0x16
   49: if r2 > r3 goto L1
   50: r2 = r5
   51: r2 -= r0
   52: r2 += 0x16
   53: *(u64 *)(r10 - 176) = r2
   54: *(u64 *)(r10 - 72) = 0x10000
   55: goto L2
L7:
   56: *(u64 *)(r10 - 72) = 0x10000
   57: *(u64 *)(r10 - 176) = 0x10000
   58: goto L2
L9:
   59: r2 = r5
   60: r2 += 0x16
   61: if r2 > r3 goto L1
   62: r2 = r5
   63: r2 -= r0
   64: r2 += 0x16
   65: *(u64 *)(r10 - 176) = r2
   66: r1 = *(u16 *)(r5 + 14)
   67: r1 = be16 r1
   68: *(u64 *)(r10 - 72) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `upstream` (line 14): Pass
   69: r1 = *(u64 *)(r10 - 16)
   70: r1 |= 0x0
   71: if r1 != 0x11 goto L11
   72: r1 = *(u64 *)(r10 - 72)
   73: r1 |= 0x0
   74: if r1 != 0x35 goto L11
L12:
   75: if w6 == 0x350200c0 goto L13
   76: if w6 != 0x356433c6 goto L11
L13:
   77: *(u32 *)(r10 - 136) = 0x0
   78: *(u64 *)(r10 - 144) = 0x2
   79: goto L0
L11:
      ; rule 1 `reflected` (line 15): Drop
   80: r1 = *(u64 *)(r10 - 16)
   81: r1 |= 0x0
   82: if r1 != 0x11 goto L14
   83: r1 = *(u64 *)(r10 - 72)
   84: r1 |= 0x0
   85: if r1 != 0x35 goto L14
L15:
      ; payload: 1 bytes at payload offset 2
   86: r1 = *(u64 *)(r10 - 176)
   87: r1 |= 0x0
   88: if r1 > 0xfff8 goto L14
   89: r2 = r1
   90: r2 += 0x3
   91: r3 = *(u64 *)(r10 - 184)
   92: if r2 > r3 goto L14
   93: r2 = *(u64 *)(r10 - 160)
   94: r2 += r1
   95: r3 = r2
   96: r3 += 0x3
   97: r1 = *(u64 *)(r10 - 168)
   98: if r3 > r1 goto L14
   99: r1 = *(u8 *)(r2 + 2)
  100: w1 &= 0x80
  101: if w1 != 0x80 goto L14
L16:
  102: *(u32 *)(r10 - 136) = 0x1
  103: *(u64 *)(r10 - 144) = 0x1
  104: goto L0
L14:
      ; default
  105: *(u32 *)(r10 - 136) = 0x2
  106: *(u64 *)(r10 - 144) = 0x2
  107: goto L0
L4:
  108: if w1 == 0xdd86 goto L5
  109: if w1 == 0x81 goto L17
  110: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  111: r2 = r0
  112: r2 += 0x12
  113: if r2 > r3 goto L1
  114: r1 = *(u16 *)(r0 + 16)
  115: r0 += 0x4
  116: if w1 == 0x8 goto L6
  117: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  118: r2 = r0
  119: r2 += 0x36
  120: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  121: *(u64 *)(r10 - 160) = r0
  122: *(u64 *)(r10 - 168) = r3
  123: r1 = *(u16 *)(r0 + 18)
  124: r1 = be16 r1
  125: r1 += 0x36
  126: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  127: r4 = *(u8 *)(r0 + 20)
  128: r5 = r0
  129: r5 += 0x36
  130: if r4 == 0x2c goto L21
  131: if r4 == 0x0 goto L20
  132: if r4 == 0x2b goto L20
  133: if r4 != 0x3c goto L18
L20:
  134: r2 = r5
  135: r2 += 0x8
  136: if r2 > r3 goto L1
  137: r1 = *(u8 *)(r5 + 1)
  138: r4 = *(u8 *)(r5 + 0)
  139: r1 += 0x1
  140: r1 <<= 0x3
  141: r5 += r1
  142: goto L22
L21:
  143: r2 = r5
  144: r2 += 0x8
  145: if r2 > r3 goto L1
  146: r1 = *(u16 *)(r5 + 2)
  147: r4 = *(u8 *)(r5 + 0)
  148: r5 += 0x8
  149: if w1 & 0xf8ff goto L19
L22:
  150: r1 = r5
  151: r1 -= r0
  152: if r1 > 0x7fff goto L1
  153: r5 = r0
  154: r5 += r1
  155: if r4 == 0x2c goto L24
  156: if r4 == 0x0 goto L23
  157: if r4 == 0x2b goto L23
  158: if r4 != 0x3c goto L18
L23:
  159: r2 = r5
  160: r2 += 0x8
  161: if r2 > r3 goto L1
  162: r1 = *(u8 *)(r5 + 1)
  163: r4 = *(u8 *)(r5 + 0)
  164: r1 += 0x1
  165: r1 <<= 0x3
  166: r5 += r1
  167: goto L25
L24:
  168: r2 = r5
  169: r2 += 0x8
  170: if r2 > r3 goto L1
  171: r1 = *(u16 *)(r5 + 2)
  172: r4 = *(u8 *)(r5 + 0)
  173: r5 += 0x8
  174: if w1 & 0xf8ff goto L19
L25:
  175: r1 = r5
  176: r1 -= r0
  177: if r1 > 0x7fff goto L1
  178: r5 = r0
  179: r5 += r1
  180: if r4 == 0x2c goto L27
  181: if r4 == 0x0 goto L26
  182: if r4 == 0x2b goto L26
  183: if r4 != 0x3c goto L18
L26:
  184: r2 = r5
  185: r2 += 0x8
  186: if r2 > r3 goto L1
  187: r1 = *(u8 *)(r5 + 1)
  188: r4 = *(u8 *)(r5 + 0)
  189: r1 += 0x1
  190: r1 <<= 0x3
  191: r5 += r1
  192: goto L28
L27:
  193: r2 = r5
  194: r2 += 0x8
  195: if r2 > r3 goto L1
  196: r1 = *(u16 *)(r5 + 2)
  197: r4 = *(u8 *)(r5 + 0)
  198: r5 += 0x8
  199: if w1 & 0xf8ff goto L19
L28:
  200: r1 = r5
  201: r1 -= r0
  202: if r1 > 0x7fff goto L1
  203: r5 = r0
  204: r5 += r1
  205: if r4 == 0x2c goto L30
  206: if r4 == 0x0 goto L29
  207: if r4 == 0x2b goto L29
  208: if r4 != 0x3c goto L18
L29:
  209: r2 = r5
  210: r2 += 0x8
  211: if r2 > r3 goto L1
  212: r1 = *(u8 *)(r5 + 1)
  213: r4 = *(u8 *)(r5 + 0)
  214: r1 += 0x1
  215: r1 <<= 0x3
  216: r5 += r1
  217: goto L31
L30:
  218: r2 = r5
  219: r2 += 0x8
  220: if r2 > r3 goto L1
  221: r1 = *(u16 *)(r5 + 2)
  222: r4 = *(u8 *)(r5 + 0)
  223: r5 += 0x8
  224: if w1 & 0xf8ff goto L19
L31:
  225: r1 = r5
  226: r1 -= r0
  227: if r1 > 0x7fff goto L1
  228: r5 = r0
  229: r5 += r1
  230: if r4 == 0x2c goto L33
  231: if r4 == 0x0 goto L32
  232: if r4 == 0x2b goto L32
  233: if r4 != 0x3c goto L18
L32:
  234: r2 = r5
  235: r2 += 0x8
  236: if r2 > r3 goto L1
  237: r1 = *(u8 *)(r5 + 1)
  238: r4 = *(u8 *)(r5 + 0)
  239: r1 += 0x1
  240: r1 <<= 0x3
  241: r5 += r1
  242: goto L34
L33:
  243: r2 = r5
  244: r2 += 0x8
  245: if r2 > r3 goto L1
  246: r1 = *(u16 *)(r5 + 2)
  247: r4 = *(u8 *)(r5 + 0)
  248: r5 += 0x8
  249: if w1 & 0xf8ff goto L19
L34:
  250: r1 = r5
  251: r1 -= r0
  252: if r1 > 0x7fff goto L1
  253: r5 = r0
  254: r5 += r1
  255: if r4 == 0x2c goto L36
  256: if r4 == 0x0 goto L35
  257: if r4 == 0x2b goto L35
  258: if r4 != 0x3c goto L18
L35:
  259: r2 = r5
  260: r2 += 0x8
  261: if r2 > r3 goto L1
  262: r1 = *(u8 *)(r5 + 1)
  263: r4 = *(u8 *)(r5 + 0)
  264: r1 += 0x1
  265: r1 <<= 0x3
  266: r5 += r1
  267: goto L37
L36:
  268: r2 = r5
  269: r2 += 0x8
  270: if r2 > r3 goto L1
  271: r1 = *(u16 *)(r5 + 2)
  272: r4 = *(u8 *)(r5 + 0)
  273: r5 += 0x8
  274: if w1 & 0xf8ff goto L19
L37:
  275: r1 = r5
  276: r1 -= r0
  277: if r1 > 0x7fff goto L1
  278: r5 = r0
  279: r5 += r1
  280: if r4 == 0x2c goto L39
  281: if r4 == 0x0 goto L38
  282: if r4 == 0x2b goto L38
  283: if r4 != 0x3c goto L18
L38:
  284: r2 = r5
  285: r2 += 0x8
  286: if r2 > r3 goto L1
  287: r1 = *(u8 *)(r5 + 1)
  288: r4 = *(u8 *)(r5 + 0)
  289: r1 += 0x1
  290: r1 <<= 0x3
  291: r5 += r1
  292: goto L40
L39:
  293: r2 = r5
  294: r2 += 0x8
  295: if r2 > r3 goto L1
  296: r1 = *(u16 *)(r5 + 2)
  297: r4 = *(u8 *)(r5 + 0)
  298: r5 += 0x8
  299: if w1 & 0xf8ff goto L19
L40:
  300: r1 = r5
  301: r1 -= r0
  302: if r1 > 0x7fff goto L1
  303: r5 = r0
  304: r5 += r1
  305: if r4 == 0x2c goto L42
  306: if r4 == 0x0 goto L41
  307: if r4 == 0x2b goto L41
  308: if r4 != 0x3c goto L18
L41:
  309: r2 = r5
  310: r2 += 0x8
  311: if r2 > r3 goto L1
  312: r1 = *(u8 *)(r5 + 1)
  313: r4 = *(u8 *)(r5 + 0)
  314: r1 += 0x1
  315: r1 <<= 0x3
  316: r5 += r1
  317: goto L43
L42:
  318: r2 = r5
  319: r2 += 0x8
  320: if r2 > r3 goto L1
  321: r1 = *(u16 *)(r5 + 2)
  322: r4 = *(u8 *)(r5 + 0)
  323: r5 += 0x8
  324: if w1 & 0xf8ff goto L19
L43:
  325: r1 = r5
  326: r1 -= r0
  327: if r1 > 0x7fff goto L1
  328: r5 = r0
  329: r5 += r1
      ; deeper than the walk: no specified verdict
  330: if r4 == 0x0 goto L1
  331: if r4 == 0x2b goto L1
  332: if r4 == 0x2c goto L1
  333: if r4 == 0x3c goto L1
L18:
  334: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  335: if r4 == 0x6 goto L44
  336: if r4 == 0x3a goto L46
  337: if r4 == 0x11 goto L45
  338: *(u64 *)(r10 - 72) = 0x10000
  339: *(u64 *)(r10 - 176) = 0x10000
  340: goto L3
L44:
  341: r2 = r5
  342: r2 += 0x14
  343: if r2 > r3 goto L1
  344: r1 = *(u8 *)(r5 + 12)
  345: r1 >>= 0x4
  346: r1 <<= 0x2
  347: r2 = r5
  348: r2 -= r0
  349: r2 += 0x0
  350: r2 += r1
  351: *(u64 *)(r10 - 176) = r2
  352: r1 = *(u16 *)(r5 + 0)
  353: r1 = be16 r1
  354: *(u64 *)(r10 - 72) = r1
  355: goto L3
L46:
  356: r2 = r5
  357: r2 += 0x8
  358: if r2 > r3 goto L1
  359: r2 = r5
  360: r2 -= r0
  361: r2 += 0x8
  362: *(u64 *)(r10 - 176) = r2
  363: *(u64 *)(r10 - 72) = 0x10000
  364: goto L3
L45:
  365: r2 = r5
  366: r2 += 0x8
  367: if r2 > r3 goto L1
  368: r2 = r5
  369: r2 -= r0
  370: r2 += 0x8
  371: *(u64 *)(r10 - 176) = r2
  372: r1 = *(u16 *)(r5 + 0)
  373: r1 = be16 r1
  374: *(u64 *)(r10 - 72) = r1
  375: goto L3
L19:
  376: *(u64 *)(r10 - 16) = r4
  377: *(u64 *)(r10 - 72) = 0x10000
  378: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  379: *(u32 *)(r10 - 136) = 0x2
  380: *(u64 *)(r10 - 144) = 0x2
  381: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  382: *(u32 *)(r10 - 136) = 0x3
  383: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  384: r1 = map[dropc_counters] ll
  386: r2 = r10
  387: r2 += 0xffffff78
  388: call 1
  389: if r0 == 0x0 goto L47
  390: r1 = *(u64 *)(r0 + 0)
  391: r1 += 0x1
  392: *(u64 *)(r0 + 0) = r1
  393: r1 = *(u64 *)(r10 - 152)
  394: r2 = *(u32 *)(r1 + 4)
  395: r1 = *(u32 *)(r1 + 0)
  396: r2 -= r1
  397: r1 = *(u64 *)(r0 + 8)
  398: r1 += r2
  399: *(u64 *)(r0 + 8) = r1
L47:
  400: r0 = *(u64 *)(r10 - 144)
  401: if r0 != 0x2 goto L48
      ; pass: tail call dropc_next[0] (falls through when empty)
  402: r1 = *(u64 *)(r10 - 152)
  403: r2 = map[dropc_next] ll
  405: r3 = 0x0
  406: call 12
  407: r0 = 0x2
  408: exit
L48:
  409: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  410: r1 = map[dropc_counters] ll
  412: r2 = r10
  413: r2 += 0xffffff78
  414: call 1
  415: if r0 == 0x0 goto L49
  416: r1 = *(u64 *)(r0 + 0)
  417: r1 += 0x1
  418: *(u64 *)(r0 + 0) = r1
  419: r1 = *(u64 *)(r10 - 152)
  420: r2 = *(u32 *)(r1 + 4)
  421: r1 = *(u32 *)(r1 + 0)
  422: r2 -= r1
  423: r1 = *(u64 *)(r0 + 8)
  424: r1 += r2
  425: *(u64 *)(r0 + 8) = r1
L49:
  426: r0 = *(u64 *)(r10 - 144)
  427: if r0 != 0x2 goto L50
      ; pass: tail call dropc_next[0] (falls through when empty)
  428: r1 = *(u64 *)(r10 - 152)
  429: r2 = map[dropc_next] ll
  431: r3 = 0x0
  432: call 12
  433: r0 = 0x2
  434: exit
L50:
  435: exit
