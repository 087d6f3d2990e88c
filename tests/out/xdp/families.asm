; dropc xdp program `dropc_xdp` (462 instruction slots)
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
   11: r1 = *(u32 *)(r0 + 26)
   12: r1 = be32 r1
   13: *(u64 *)(r10 - 24) = r1
   14: r1 = *(u32 *)(r0 + 30)
   15: r1 = be32 r1
   16: *(u64 *)(r10 - 32) = r1
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
   26: if r4 == 0x11 goto L9
   27: *(u64 *)(r10 - 80) = 0x10000
   28: goto L2
L8:
   29: r2 = r5
   30: r2 += 0x22
   31: if r2 > r3 goto L1
   32: r1 = *(u16 *)(r5 + 16)
   33: r1 = be16 r1
   34: *(u64 *)(r10 - 80) = r1
   35: goto L2
L7:
   36: *(u64 *)(r10 - 80) = 0x10000
   37: goto L2
L9:
   38: r2 = r5
   39: r2 += 0x16
   40: if r2 > r3 goto L1
   41: r1 = *(u16 *)(r5 + 16)
   42: r1 = be16 r1
   43: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `v4-literal` (line 7): Pass
   44: r1 = *(u64 *)(r10 - 24)
   45: r1 |= 0x0
   46: if w1 != 0xc0000201 goto L11
L12:
   47: *(u32 *)(r10 - 136) = 0x0
   48: *(u64 *)(r10 - 144) = 0x2
   49: goto L0
L11:
      ; rule 2 `both-sets` (line 9): Pass
   50: r1 = *(u64 *)(r10 - 24)
   51: r1 |= 0x0
   52: if w1 < 0xa000000 goto L13
   53: if w1 <= 0xaffffff goto L14
   54: if w1 < 0xc0a80000 goto L13
   55: if w1 > 0xc0a8ffff goto L13
L14:
   56: *(u32 *)(r10 - 136) = 0x2
   57: *(u64 *)(r10 - 144) = 0x2
   58: goto L0
L13:
      ; rule 3 `v4-set-any` (line 10): Pass
   59: r1 = *(u64 *)(r10 - 32)
   60: r1 |= 0x0
   61: if w1 < 0xc6336400 goto L15
   62: if w1 > 0xc63364ff goto L15
L16:
   63: *(u32 *)(r10 - 136) = 0x3
   64: *(u64 *)(r10 - 144) = 0x2
   65: goto L0
L15:
      ; rule 4 `not-v4-set` (line 11): Pass
   66: r1 = *(u64 *)(r10 - 16)
   67: r1 |= 0x0
   68: if r1 != 0x6 goto L17
   69: r1 = *(u64 *)(r10 - 32)
   70: r1 |= 0x0
   71: if w1 < 0xc6336400 goto L18
   72: if w1 > 0xc63364ff goto L18
   73: goto L17
L18:
   74: *(u32 *)(r10 - 136) = 0x4
   75: *(u64 *)(r10 - 144) = 0x2
   76: goto L0
L17:
      ; rule 5 `ip4-tcp` (line 12): Pass
   77: r1 = *(u64 *)(r10 - 16)
   78: r1 |= 0x0
   79: if r1 != 0x6 goto L19
   80: r1 = *(u64 *)(r10 - 80)
   81: r1 |= 0x0
   82: if r1 != 0x1bb goto L19
L20:
   83: *(u32 *)(r10 - 136) = 0x5
   84: *(u64 *)(r10 - 144) = 0x2
   85: goto L0
L19:
      ; rule 7 `any-udp` (line 14): Pass
   86: r1 = *(u64 *)(r10 - 16)
   87: r1 |= 0x0
   88: if r1 != 0x11 goto L21
   89: r1 = *(u64 *)(r10 - 80)
   90: r1 |= 0x0
   91: if r1 != 0x35 goto L21
L22:
   92: *(u32 *)(r10 - 136) = 0x7
   93: *(u64 *)(r10 - 144) = 0x2
   94: goto L0
L21:
      ; default
   95: *(u32 *)(r10 - 136) = 0x8
   96: *(u64 *)(r10 - 144) = 0x1
   97: goto L0
L4:
   98: if w1 == 0xdd86 goto L5
   99: if w1 == 0x81 goto L23
  100: if w1 != 0xa888 goto L1
L23:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  101: r2 = r0
  102: r2 += 0x12
  103: if r2 > r3 goto L1
  104: r1 = *(u16 *)(r0 + 16)
  105: r0 += 0x4
  106: if w1 == 0x8 goto L6
  107: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  108: r2 = r0
  109: r2 += 0x36
  110: if r2 > r3 goto L1
  111: r6 = *(u64 *)(r0 + 22)
  112: r6 = be64 r6
  113: r7 = *(u64 *)(r0 + 30)
  114: r7 = be64 r7
  115: r1 = *(u64 *)(r0 + 38)
  116: r1 = be64 r1
  117: *(u64 *)(r10 - 56) = r1
  118: r1 = *(u64 *)(r0 + 46)
  119: r1 = be64 r1
  120: *(u64 *)(r10 - 64) = r1
      ; extension headers: r4 = next header, r5 = its start
  121: r4 = *(u8 *)(r0 + 20)
  122: r5 = r0
  123: r5 += 0x36
  124: if r4 == 0x2c goto L27
  125: if r4 == 0x0 goto L26
  126: if r4 == 0x2b goto L26
  127: if r4 != 0x3c goto L24
L26:
  128: r2 = r5
  129: r2 += 0x8
  130: if r2 > r3 goto L1
  131: r1 = *(u8 *)(r5 + 1)
  132: r4 = *(u8 *)(r5 + 0)
  133: r1 += 0x1
  134: r1 <<= 0x3
  135: r5 += r1
  136: goto L28
L27:
  137: r2 = r5
  138: r2 += 0x8
  139: if r2 > r3 goto L1
  140: r1 = *(u16 *)(r5 + 2)
  141: r4 = *(u8 *)(r5 + 0)
  142: r5 += 0x8
  143: if w1 & 0xf8ff goto L25
L28:
  144: r1 = r5
  145: r1 -= r0
  146: if r1 > 0x7fff goto L1
  147: r5 = r0
  148: r5 += r1
  149: if r4 == 0x2c goto L30
  150: if r4 == 0x0 goto L29
  151: if r4 == 0x2b goto L29
  152: if r4 != 0x3c goto L24
L29:
  153: r2 = r5
  154: r2 += 0x8
  155: if r2 > r3 goto L1
  156: r1 = *(u8 *)(r5 + 1)
  157: r4 = *(u8 *)(r5 + 0)
  158: r1 += 0x1
  159: r1 <<= 0x3
  160: r5 += r1
  161: goto L31
L30:
  162: r2 = r5
  163: r2 += 0x8
  164: if r2 > r3 goto L1
  165: r1 = *(u16 *)(r5 + 2)
  166: r4 = *(u8 *)(r5 + 0)
  167: r5 += 0x8
  168: if w1 & 0xf8ff goto L25
L31:
  169: r1 = r5
  170: r1 -= r0
  171: if r1 > 0x7fff goto L1
  172: r5 = r0
  173: r5 += r1
  174: if r4 == 0x2c goto L33
  175: if r4 == 0x0 goto L32
  176: if r4 == 0x2b goto L32
  177: if r4 != 0x3c goto L24
L32:
  178: r2 = r5
  179: r2 += 0x8
  180: if r2 > r3 goto L1
  181: r1 = *(u8 *)(r5 + 1)
  182: r4 = *(u8 *)(r5 + 0)
  183: r1 += 0x1
  184: r1 <<= 0x3
  185: r5 += r1
  186: goto L34
L33:
  187: r2 = r5
  188: r2 += 0x8
  189: if r2 > r3 goto L1
  190: r1 = *(u16 *)(r5 + 2)
  191: r4 = *(u8 *)(r5 + 0)
  192: r5 += 0x8
  193: if w1 & 0xf8ff goto L25
L34:
  194: r1 = r5
  195: r1 -= r0
  196: if r1 > 0x7fff goto L1
  197: r5 = r0
  198: r5 += r1
  199: if r4 == 0x2c goto L36
  200: if r4 == 0x0 goto L35
  201: if r4 == 0x2b goto L35
  202: if r4 != 0x3c goto L24
L35:
  203: r2 = r5
  204: r2 += 0x8
  205: if r2 > r3 goto L1
  206: r1 = *(u8 *)(r5 + 1)
  207: r4 = *(u8 *)(r5 + 0)
  208: r1 += 0x1
  209: r1 <<= 0x3
  210: r5 += r1
  211: goto L37
L36:
  212: r2 = r5
  213: r2 += 0x8
  214: if r2 > r3 goto L1
  215: r1 = *(u16 *)(r5 + 2)
  216: r4 = *(u8 *)(r5 + 0)
  217: r5 += 0x8
  218: if w1 & 0xf8ff goto L25
L37:
  219: r1 = r5
  220: r1 -= r0
  221: if r1 > 0x7fff goto L1
  222: r5 = r0
  223: r5 += r1
  224: if r4 == 0x2c goto L39
  225: if r4 == 0x0 goto L38
  226: if r4 == 0x2b goto L38
  227: if r4 != 0x3c goto L24
L38:
  228: r2 = r5
  229: r2 += 0x8
  230: if r2 > r3 goto L1
  231: r1 = *(u8 *)(r5 + 1)
  232: r4 = *(u8 *)(r5 + 0)
  233: r1 += 0x1
  234: r1 <<= 0x3
  235: r5 += r1
  236: goto L40
L39:
  237: r2 = r5
  238: r2 += 0x8
  239: if r2 > r3 goto L1
  240: r1 = *(u16 *)(r5 + 2)
  241: r4 = *(u8 *)(r5 + 0)
  242: r5 += 0x8
  243: if w1 & 0xf8ff goto L25
L40:
  244: r1 = r5
  245: r1 -= r0
  246: if r1 > 0x7fff goto L1
  247: r5 = r0
  248: r5 += r1
  249: if r4 == 0x2c goto L42
  250: if r4 == 0x0 goto L41
  251: if r4 == 0x2b goto L41
  252: if r4 != 0x3c goto L24
L41:
  253: r2 = r5
  254: r2 += 0x8
  255: if r2 > r3 goto L1
  256: r1 = *(u8 *)(r5 + 1)
  257: r4 = *(u8 *)(r5 + 0)
  258: r1 += 0x1
  259: r1 <<= 0x3
  260: r5 += r1
  261: goto L43
L42:
  262: r2 = r5
  263: r2 += 0x8
  264: if r2 > r3 goto L1
  265: r1 = *(u16 *)(r5 + 2)
  266: r4 = *(u8 *)(r5 + 0)
  267: r5 += 0x8
  268: if w1 & 0xf8ff goto L25
L43:
  269: r1 = r5
  270: r1 -= r0
  271: if r1 > 0x7fff goto L1
  272: r5 = r0
  273: r5 += r1
  274: if r4 == 0x2c goto L45
  275: if r4 == 0x0 goto L44
  276: if r4 == 0x2b goto L44
  277: if r4 != 0x3c goto L24
L44:
  278: r2 = r5
  279: r2 += 0x8
  280: if r2 > r3 goto L1
  281: r1 = *(u8 *)(r5 + 1)
  282: r4 = *(u8 *)(r5 + 0)
  283: r1 += 0x1
  284: r1 <<= 0x3
  285: r5 += r1
  286: goto L46
L45:
  287: r2 = r5
  288: r2 += 0x8
  289: if r2 > r3 goto L1
  290: r1 = *(u16 *)(r5 + 2)
  291: r4 = *(u8 *)(r5 + 0)
  292: r5 += 0x8
  293: if w1 & 0xf8ff goto L25
L46:
  294: r1 = r5
  295: r1 -= r0
  296: if r1 > 0x7fff goto L1
  297: r5 = r0
  298: r5 += r1
  299: if r4 == 0x2c goto L48
  300: if r4 == 0x0 goto L47
  301: if r4 == 0x2b goto L47
  302: if r4 != 0x3c goto L24
L47:
  303: r2 = r5
  304: r2 += 0x8
  305: if r2 > r3 goto L1
  306: r1 = *(u8 *)(r5 + 1)
  307: r4 = *(u8 *)(r5 + 0)
  308: r1 += 0x1
  309: r1 <<= 0x3
  310: r5 += r1
  311: goto L49
L48:
  312: r2 = r5
  313: r2 += 0x8
  314: if r2 > r3 goto L1
  315: r1 = *(u16 *)(r5 + 2)
  316: r4 = *(u8 *)(r5 + 0)
  317: r5 += 0x8
  318: if w1 & 0xf8ff goto L25
L49:
  319: r1 = r5
  320: r1 -= r0
  321: if r1 > 0x7fff goto L1
  322: r5 = r0
  323: r5 += r1
      ; deeper than the walk: no specified verdict
  324: if r4 == 0x0 goto L1
  325: if r4 == 0x2b goto L1
  326: if r4 == 0x2c goto L1
  327: if r4 == 0x3c goto L1
L24:
  328: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  329: if r4 == 0x6 goto L50
  330: if r4 == 0x11 goto L51
  331: *(u64 *)(r10 - 80) = 0x10000
  332: goto L3
L50:
  333: r2 = r5
  334: r2 += 0x14
  335: if r2 > r3 goto L1
  336: r1 = *(u16 *)(r5 + 2)
  337: r1 = be16 r1
  338: *(u64 *)(r10 - 80) = r1
  339: goto L3
L51:
  340: r2 = r5
  341: r2 += 0x8
  342: if r2 > r3 goto L1
  343: r1 = *(u16 *)(r5 + 2)
  344: r1 = be16 r1
  345: *(u64 *)(r10 - 80) = r1
  346: goto L3
L25:
  347: *(u64 *)(r10 - 16) = r4
  348: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 1 `v6-literal` (line 8): Pass
  349: r1 = *(u64 *)(r10 - 56)
  350: r1 |= 0x0
  351: r2 = *(u64 *)(r10 - 64)
  352: r2 |= 0x0
  353: r3 = 0x0
  354: if r1 > r3 goto L56
  355: if r1 < r3 goto L53
  356: r3 = 0x1
  357: if r2 < r3 goto L53
L56:
  358: r3 = 0x0
  359: if r1 < r3 goto L54
  360: if r1 > r3 goto L55
  361: r3 = 0x1
  362: if r2 <= r3 goto L54
L55:
  363: goto L53
L54:
  364: *(u32 *)(r10 - 136) = 0x1
  365: *(u64 *)(r10 - 144) = 0x2
  366: goto L0
L53:
      ; rule 2 `both-sets` (line 9): Pass
  367: r1 = r6
  368: r2 = r7
  369: r3 = 0xfc00000000000000 ll
  371: if r1 >= r3 goto L60
  372: goto L57
L60:
  373: r3 = 0xfdffffffffffffff ll
  375: if r1 <= r3 goto L58
L59:
  376: goto L57
L58:
  377: *(u32 *)(r10 - 136) = 0x2
  378: *(u64 *)(r10 - 144) = 0x2
  379: goto L0
L57:
      ; rule 3 `v4-set-any` (line 10): Pass
  380: goto L61
L61:
      ; rule 4 `not-v4-set` (line 11): Pass
  381: r1 = *(u64 *)(r10 - 16)
  382: r1 |= 0x0
  383: if r1 != 0x6 goto L62
  384: *(u32 *)(r10 - 136) = 0x4
  385: *(u64 *)(r10 - 144) = 0x2
  386: goto L0
L62:
      ; rule 6 `ip6-udp` (line 13): Pass
  387: r1 = *(u64 *)(r10 - 16)
  388: r1 |= 0x0
  389: if r1 != 0x11 goto L63
  390: r1 = *(u64 *)(r10 - 80)
  391: r1 |= 0x0
  392: if r1 != 0x1bb goto L63
L64:
  393: *(u32 *)(r10 - 136) = 0x6
  394: *(u64 *)(r10 - 144) = 0x2
  395: goto L0
L63:
      ; rule 7 `any-udp` (line 14): Pass
  396: r1 = *(u64 *)(r10 - 16)
  397: r1 |= 0x0
  398: if r1 != 0x11 goto L65
  399: r1 = *(u64 *)(r10 - 80)
  400: r1 |= 0x0
  401: if r1 != 0x35 goto L65
L66:
  402: *(u32 *)(r10 - 136) = 0x7
  403: *(u64 *)(r10 - 144) = 0x2
  404: goto L0
L65:
      ; default
  405: *(u32 *)(r10 - 136) = 0x8
  406: *(u64 *)(r10 - 144) = 0x1
  407: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  408: *(u32 *)(r10 - 136) = 0x9
  409: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  410: r1 = map[dropc_counters] ll
  412: r2 = r10
  413: r2 += 0xffffff78
  414: call 1
  415: if r0 == 0x0 goto L67
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
L67:
  426: r0 = *(u64 *)(r10 - 144)
  427: if r0 != 0x2 goto L68
      ; pass: tail call dropc_next[0] (falls through when empty)
  428: r1 = *(u64 *)(r10 - 152)
  429: r2 = map[dropc_next] ll
  431: r3 = 0x0
  432: call 12
  433: r0 = 0x2
  434: exit
L68:
  435: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  436: r1 = map[dropc_counters] ll
  438: r2 = r10
  439: r2 += 0xffffff78
  440: call 1
  441: if r0 == 0x0 goto L69
  442: r1 = *(u64 *)(r0 + 0)
  443: r1 += 0x1
  444: *(u64 *)(r0 + 0) = r1
  445: r1 = *(u64 *)(r10 - 152)
  446: r2 = *(u32 *)(r1 + 4)
  447: r1 = *(u32 *)(r1 + 0)
  448: r2 -= r1
  449: r1 = *(u64 *)(r0 + 8)
  450: r1 += r2
  451: *(u64 *)(r0 + 8) = r1
L69:
  452: r0 = *(u64 *)(r10 - 144)
  453: if r0 != 0x2 goto L70
      ; pass: tail call dropc_next[0] (falls through when empty)
  454: r1 = *(u64 *)(r10 - 152)
  455: r2 = map[dropc_next] ll
  457: r3 = 0x0
  458: call 12
  459: r0 = 0x2
  460: exit
L70:
  461: exit
