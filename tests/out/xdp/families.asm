; dropc xdp program `dropc_xdp` (431 instruction slots)
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
   10: r1 = *(u32 *)(r0 + 26)
   11: r1 = be32 r1
   12: *(u64 *)(r10 - 24) = r1
   13: r1 = *(u32 *)(r0 + 30)
   14: r1 = be32 r1
   15: *(u64 *)(r10 - 32) = r1
   16: r4 = *(u8 *)(r0 + 23)
   17: *(u64 *)(r10 - 16) = r4
   18: r2 = *(u16 *)(r0 + 20)
   19: if w2 & 0xff1f goto L7
   20: r5 = *(u8 *)(r0 + 14)
   21: r5 &= 0xf
   22: r5 <<= 0x2
   23: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   24: if r4 == 0x6 goto L8
   25: if r4 == 0x11 goto L9
   26: *(u64 *)(r10 - 80) = 0x10000
   27: goto L2
L8:
   28: r2 = r5
   29: r2 += 0x22
   30: if r2 > r3 goto L1
   31: r1 = *(u16 *)(r5 + 16)
   32: r1 = be16 r1
   33: *(u64 *)(r10 - 80) = r1
   34: goto L2
L7:
   35: *(u64 *)(r10 - 80) = 0x10000
   36: goto L2
L9:
   37: r2 = r5
   38: r2 += 0x16
   39: if r2 > r3 goto L1
   40: r1 = *(u16 *)(r5 + 16)
   41: r1 = be16 r1
   42: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `v4-literal` (line 7): Pass
   43: r1 = *(u64 *)(r10 - 24)
   44: r1 |= 0x0
   45: if w1 != 0xc0000201 goto L11
L12:
   46: *(u32 *)(r10 - 136) = 0x0
   47: *(u64 *)(r10 - 144) = 0x2
   48: goto L0
L11:
      ; rule 2 `both-sets` (line 9): Pass
   49: r1 = *(u64 *)(r10 - 24)
   50: r1 |= 0x0
   51: if w1 < 0xa000000 goto L13
   52: if w1 <= 0xaffffff goto L14
   53: if w1 < 0xc0a80000 goto L13
   54: if w1 > 0xc0a8ffff goto L13
L14:
   55: *(u32 *)(r10 - 136) = 0x2
   56: *(u64 *)(r10 - 144) = 0x2
   57: goto L0
L13:
      ; rule 3 `v4-set-any` (line 10): Pass
   58: r1 = *(u64 *)(r10 - 32)
   59: r1 |= 0x0
   60: if w1 < 0xc6336400 goto L15
   61: if w1 > 0xc63364ff goto L15
L16:
   62: *(u32 *)(r10 - 136) = 0x3
   63: *(u64 *)(r10 - 144) = 0x2
   64: goto L0
L15:
      ; rule 4 `not-v4-set` (line 11): Pass
   65: r1 = *(u64 *)(r10 - 16)
   66: r1 |= 0x0
   67: if r1 != 0x6 goto L17
   68: r1 = *(u64 *)(r10 - 32)
   69: r1 |= 0x0
   70: if w1 < 0xc6336400 goto L18
   71: if w1 > 0xc63364ff goto L18
   72: goto L17
L18:
   73: *(u32 *)(r10 - 136) = 0x4
   74: *(u64 *)(r10 - 144) = 0x2
   75: goto L0
L17:
      ; rule 5 `ip4-tcp` (line 12): Pass
   76: r1 = *(u64 *)(r10 - 16)
   77: r1 |= 0x0
   78: if r1 != 0x6 goto L19
   79: r1 = *(u64 *)(r10 - 80)
   80: r1 |= 0x0
   81: if r1 != 0x1bb goto L19
L20:
   82: *(u32 *)(r10 - 136) = 0x5
   83: *(u64 *)(r10 - 144) = 0x2
   84: goto L0
L19:
      ; rule 7 `any-udp` (line 14): Pass
   85: r1 = *(u64 *)(r10 - 16)
   86: r1 |= 0x0
   87: if r1 != 0x11 goto L21
   88: r1 = *(u64 *)(r10 - 80)
   89: r1 |= 0x0
   90: if r1 != 0x35 goto L21
L22:
   91: *(u32 *)(r10 - 136) = 0x7
   92: *(u64 *)(r10 - 144) = 0x2
   93: goto L0
L21:
      ; default
   94: *(u32 *)(r10 - 136) = 0x8
   95: *(u64 *)(r10 - 144) = 0x1
   96: goto L0
L4:
   97: if w1 == 0xdd86 goto L5
   98: if w1 == 0x81 goto L23
   99: if w1 != 0xa888 goto L1
L23:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  100: r2 = r0
  101: r2 += 0x12
  102: if r2 > r3 goto L1
  103: r1 = *(u16 *)(r0 + 16)
  104: r0 += 0x4
  105: if w1 == 0x8 goto L6
  106: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  107: r2 = r0
  108: r2 += 0x36
  109: if r2 > r3 goto L1
  110: r6 = *(u64 *)(r0 + 22)
  111: r6 = be64 r6
  112: r7 = *(u64 *)(r0 + 30)
  113: r7 = be64 r7
  114: r1 = *(u64 *)(r0 + 38)
  115: r1 = be64 r1
  116: *(u64 *)(r10 - 56) = r1
  117: r1 = *(u64 *)(r0 + 46)
  118: r1 = be64 r1
  119: *(u64 *)(r10 - 64) = r1
      ; extension headers: r4 = next header, r5 = its start
  120: r4 = *(u8 *)(r0 + 20)
  121: r5 = r0
  122: r5 += 0x36
  123: if r4 == 0x2c goto L27
  124: if r4 == 0x0 goto L26
  125: if r4 == 0x2b goto L26
  126: if r4 != 0x3c goto L24
L26:
  127: r2 = r5
  128: r2 += 0x8
  129: if r2 > r3 goto L1
  130: r1 = *(u8 *)(r5 + 1)
  131: r4 = *(u8 *)(r5 + 0)
  132: r1 += 0x1
  133: r1 <<= 0x3
  134: r5 += r1
  135: goto L28
L27:
  136: r2 = r5
  137: r2 += 0x8
  138: if r2 > r3 goto L1
  139: r1 = *(u16 *)(r5 + 2)
  140: r4 = *(u8 *)(r5 + 0)
  141: r5 += 0x8
  142: if w1 & 0xf8ff goto L25
L28:
  143: r1 = r5
  144: r1 -= r0
  145: if r1 > 0x7fff goto L1
  146: r5 = r0
  147: r5 += r1
  148: if r4 == 0x2c goto L30
  149: if r4 == 0x0 goto L29
  150: if r4 == 0x2b goto L29
  151: if r4 != 0x3c goto L24
L29:
  152: r2 = r5
  153: r2 += 0x8
  154: if r2 > r3 goto L1
  155: r1 = *(u8 *)(r5 + 1)
  156: r4 = *(u8 *)(r5 + 0)
  157: r1 += 0x1
  158: r1 <<= 0x3
  159: r5 += r1
  160: goto L31
L30:
  161: r2 = r5
  162: r2 += 0x8
  163: if r2 > r3 goto L1
  164: r1 = *(u16 *)(r5 + 2)
  165: r4 = *(u8 *)(r5 + 0)
  166: r5 += 0x8
  167: if w1 & 0xf8ff goto L25
L31:
  168: r1 = r5
  169: r1 -= r0
  170: if r1 > 0x7fff goto L1
  171: r5 = r0
  172: r5 += r1
  173: if r4 == 0x2c goto L33
  174: if r4 == 0x0 goto L32
  175: if r4 == 0x2b goto L32
  176: if r4 != 0x3c goto L24
L32:
  177: r2 = r5
  178: r2 += 0x8
  179: if r2 > r3 goto L1
  180: r1 = *(u8 *)(r5 + 1)
  181: r4 = *(u8 *)(r5 + 0)
  182: r1 += 0x1
  183: r1 <<= 0x3
  184: r5 += r1
  185: goto L34
L33:
  186: r2 = r5
  187: r2 += 0x8
  188: if r2 > r3 goto L1
  189: r1 = *(u16 *)(r5 + 2)
  190: r4 = *(u8 *)(r5 + 0)
  191: r5 += 0x8
  192: if w1 & 0xf8ff goto L25
L34:
  193: r1 = r5
  194: r1 -= r0
  195: if r1 > 0x7fff goto L1
  196: r5 = r0
  197: r5 += r1
  198: if r4 == 0x2c goto L36
  199: if r4 == 0x0 goto L35
  200: if r4 == 0x2b goto L35
  201: if r4 != 0x3c goto L24
L35:
  202: r2 = r5
  203: r2 += 0x8
  204: if r2 > r3 goto L1
  205: r1 = *(u8 *)(r5 + 1)
  206: r4 = *(u8 *)(r5 + 0)
  207: r1 += 0x1
  208: r1 <<= 0x3
  209: r5 += r1
  210: goto L37
L36:
  211: r2 = r5
  212: r2 += 0x8
  213: if r2 > r3 goto L1
  214: r1 = *(u16 *)(r5 + 2)
  215: r4 = *(u8 *)(r5 + 0)
  216: r5 += 0x8
  217: if w1 & 0xf8ff goto L25
L37:
  218: r1 = r5
  219: r1 -= r0
  220: if r1 > 0x7fff goto L1
  221: r5 = r0
  222: r5 += r1
  223: if r4 == 0x2c goto L39
  224: if r4 == 0x0 goto L38
  225: if r4 == 0x2b goto L38
  226: if r4 != 0x3c goto L24
L38:
  227: r2 = r5
  228: r2 += 0x8
  229: if r2 > r3 goto L1
  230: r1 = *(u8 *)(r5 + 1)
  231: r4 = *(u8 *)(r5 + 0)
  232: r1 += 0x1
  233: r1 <<= 0x3
  234: r5 += r1
  235: goto L40
L39:
  236: r2 = r5
  237: r2 += 0x8
  238: if r2 > r3 goto L1
  239: r1 = *(u16 *)(r5 + 2)
  240: r4 = *(u8 *)(r5 + 0)
  241: r5 += 0x8
  242: if w1 & 0xf8ff goto L25
L40:
  243: r1 = r5
  244: r1 -= r0
  245: if r1 > 0x7fff goto L1
  246: r5 = r0
  247: r5 += r1
  248: if r4 == 0x2c goto L42
  249: if r4 == 0x0 goto L41
  250: if r4 == 0x2b goto L41
  251: if r4 != 0x3c goto L24
L41:
  252: r2 = r5
  253: r2 += 0x8
  254: if r2 > r3 goto L1
  255: r1 = *(u8 *)(r5 + 1)
  256: r4 = *(u8 *)(r5 + 0)
  257: r1 += 0x1
  258: r1 <<= 0x3
  259: r5 += r1
  260: goto L43
L42:
  261: r2 = r5
  262: r2 += 0x8
  263: if r2 > r3 goto L1
  264: r1 = *(u16 *)(r5 + 2)
  265: r4 = *(u8 *)(r5 + 0)
  266: r5 += 0x8
  267: if w1 & 0xf8ff goto L25
L43:
  268: r1 = r5
  269: r1 -= r0
  270: if r1 > 0x7fff goto L1
  271: r5 = r0
  272: r5 += r1
  273: if r4 == 0x2c goto L45
  274: if r4 == 0x0 goto L44
  275: if r4 == 0x2b goto L44
  276: if r4 != 0x3c goto L24
L44:
  277: r2 = r5
  278: r2 += 0x8
  279: if r2 > r3 goto L1
  280: r1 = *(u8 *)(r5 + 1)
  281: r4 = *(u8 *)(r5 + 0)
  282: r1 += 0x1
  283: r1 <<= 0x3
  284: r5 += r1
  285: goto L46
L45:
  286: r2 = r5
  287: r2 += 0x8
  288: if r2 > r3 goto L1
  289: r1 = *(u16 *)(r5 + 2)
  290: r4 = *(u8 *)(r5 + 0)
  291: r5 += 0x8
  292: if w1 & 0xf8ff goto L25
L46:
  293: r1 = r5
  294: r1 -= r0
  295: if r1 > 0x7fff goto L1
  296: r5 = r0
  297: r5 += r1
  298: if r4 == 0x2c goto L48
  299: if r4 == 0x0 goto L47
  300: if r4 == 0x2b goto L47
  301: if r4 != 0x3c goto L24
L47:
  302: r2 = r5
  303: r2 += 0x8
  304: if r2 > r3 goto L1
  305: r1 = *(u8 *)(r5 + 1)
  306: r4 = *(u8 *)(r5 + 0)
  307: r1 += 0x1
  308: r1 <<= 0x3
  309: r5 += r1
  310: goto L49
L48:
  311: r2 = r5
  312: r2 += 0x8
  313: if r2 > r3 goto L1
  314: r1 = *(u16 *)(r5 + 2)
  315: r4 = *(u8 *)(r5 + 0)
  316: r5 += 0x8
  317: if w1 & 0xf8ff goto L25
L49:
  318: r1 = r5
  319: r1 -= r0
  320: if r1 > 0x7fff goto L1
  321: r5 = r0
  322: r5 += r1
      ; deeper than the walk: no specified verdict
  323: if r4 == 0x0 goto L1
  324: if r4 == 0x2b goto L1
  325: if r4 == 0x2c goto L1
  326: if r4 == 0x3c goto L1
L24:
  327: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  328: if r4 == 0x6 goto L50
  329: if r4 == 0x11 goto L51
  330: *(u64 *)(r10 - 80) = 0x10000
  331: goto L3
L50:
  332: r2 = r5
  333: r2 += 0x14
  334: if r2 > r3 goto L1
  335: r1 = *(u16 *)(r5 + 2)
  336: r1 = be16 r1
  337: *(u64 *)(r10 - 80) = r1
  338: goto L3
L51:
  339: r2 = r5
  340: r2 += 0x8
  341: if r2 > r3 goto L1
  342: r1 = *(u16 *)(r5 + 2)
  343: r1 = be16 r1
  344: *(u64 *)(r10 - 80) = r1
  345: goto L3
L25:
  346: *(u64 *)(r10 - 16) = r4
  347: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 1 `v6-literal` (line 8): Pass
  348: r1 = *(u64 *)(r10 - 56)
  349: r1 |= 0x0
  350: r2 = *(u64 *)(r10 - 64)
  351: r2 |= 0x0
  352: r3 = 0x0
  353: if r1 > r3 goto L56
  354: if r1 < r3 goto L53
  355: r3 = 0x1
  356: if r2 < r3 goto L53
L56:
  357: r3 = 0x0
  358: if r1 < r3 goto L54
  359: if r1 > r3 goto L55
  360: r3 = 0x1
  361: if r2 <= r3 goto L54
L55:
  362: goto L53
L54:
  363: *(u32 *)(r10 - 136) = 0x1
  364: *(u64 *)(r10 - 144) = 0x2
  365: goto L0
L53:
      ; rule 2 `both-sets` (line 9): Pass
  366: r1 = r6
  367: r2 = r7
  368: r3 = 0xfc00000000000000 ll
  370: if r1 >= r3 goto L60
  371: goto L57
L60:
  372: r3 = 0xfdffffffffffffff ll
  374: if r1 <= r3 goto L58
L59:
  375: goto L57
L58:
  376: *(u32 *)(r10 - 136) = 0x2
  377: *(u64 *)(r10 - 144) = 0x2
  378: goto L0
L57:
      ; rule 3 `v4-set-any` (line 10): Pass
  379: goto L61
L61:
      ; rule 4 `not-v4-set` (line 11): Pass
  380: r1 = *(u64 *)(r10 - 16)
  381: r1 |= 0x0
  382: if r1 != 0x6 goto L62
  383: *(u32 *)(r10 - 136) = 0x4
  384: *(u64 *)(r10 - 144) = 0x2
  385: goto L0
L62:
      ; rule 6 `ip6-udp` (line 13): Pass
  386: r1 = *(u64 *)(r10 - 16)
  387: r1 |= 0x0
  388: if r1 != 0x11 goto L63
  389: r1 = *(u64 *)(r10 - 80)
  390: r1 |= 0x0
  391: if r1 != 0x1bb goto L63
L64:
  392: *(u32 *)(r10 - 136) = 0x6
  393: *(u64 *)(r10 - 144) = 0x2
  394: goto L0
L63:
      ; rule 7 `any-udp` (line 14): Pass
  395: r1 = *(u64 *)(r10 - 16)
  396: r1 |= 0x0
  397: if r1 != 0x11 goto L65
  398: r1 = *(u64 *)(r10 - 80)
  399: r1 |= 0x0
  400: if r1 != 0x35 goto L65
L66:
  401: *(u32 *)(r10 - 136) = 0x7
  402: *(u64 *)(r10 - 144) = 0x2
  403: goto L0
L65:
      ; default
  404: *(u32 *)(r10 - 136) = 0x8
  405: *(u64 *)(r10 - 144) = 0x1
  406: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  407: *(u32 *)(r10 - 136) = 0x9
  408: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  409: r1 = map[dropc_counters] ll
  411: r2 = r10
  412: r2 += 0xffffff78
  413: call 1
  414: if r0 == 0x0 goto L67
  415: r1 = *(u64 *)(r0 + 0)
  416: r1 += 0x1
  417: *(u64 *)(r0 + 0) = r1
L67:
  418: r0 = *(u64 *)(r10 - 144)
  419: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  420: r1 = map[dropc_counters] ll
  422: r2 = r10
  423: r2 += 0xffffff78
  424: call 1
  425: if r0 == 0x0 goto L68
  426: r1 = *(u64 *)(r0 + 0)
  427: r1 += 0x1
  428: *(u64 *)(r0 + 0) = r1
L68:
  429: r0 = *(u64 *)(r10 - 144)
  430: exit
