; dropc xdp program `dropc_xdp` (425 instruction slots)
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
   13: r4 = *(u8 *)(r0 + 23)
   14: *(u64 *)(r10 - 16) = r4
   15: r2 = *(u16 *)(r0 + 20)
   16: if w2 & 0xff1f goto L7
   17: r5 = *(u8 *)(r0 + 14)
   18: r5 &= 0xf
   19: r5 <<= 0x2
   20: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   21: if r4 == 0x6 goto L8
   22: if r4 == 0x11 goto L9
   23: *(u64 *)(r10 - 80) = 0x10000
   24: goto L2
L8:
   25: r2 = r5
   26: r2 += 0x22
   27: if r2 > r3 goto L1
   28: r1 = *(u16 *)(r5 + 16)
   29: r1 = be16 r1
   30: *(u64 *)(r10 - 80) = r1
   31: goto L2
L7:
   32: *(u64 *)(r10 - 80) = 0x10000
   33: goto L2
L9:
   34: r2 = r5
   35: r2 += 0x16
   36: if r2 > r3 goto L1
   37: r1 = *(u16 *)(r5 + 16)
   38: r1 = be16 r1
   39: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `clients-udp` (line 8): Pass
   40: r1 = *(u64 *)(r10 - 16)
   41: r1 |= 0x0
   42: if r1 != 0x11 goto L11
   43: r1 = *(u64 *)(r10 - 80)
   44: r1 |= 0x0
   45: if r1 != 0x35 goto L11
L12:
   46: r1 = *(u64 *)(r10 - 24)
   47: r1 |= 0x0
   48: if w1 < 0xc0000200 goto L11
   49: if w1 <= 0xc00002ff goto L13
   50: if w1 < 0xc6336400 goto L11
   51: if w1 > 0xc633647f goto L11
L13:
   52: *(u32 *)(r10 - 136) = 0x0
   53: *(u64 *)(r10 - 144) = 0x2
   54: goto L0
L11:
      ; rule 1 `clients-tcp` (line 9): Pass
   55: r1 = *(u64 *)(r10 - 16)
   56: r1 |= 0x0
   57: if r1 != 0x6 goto L14
   58: r1 = *(u64 *)(r10 - 80)
   59: r1 |= 0x0
   60: if r1 != 0x35 goto L14
L15:
   61: r1 = *(u64 *)(r10 - 24)
   62: r1 |= 0x0
   63: if w1 < 0xc0000200 goto L14
   64: if w1 <= 0xc00002ff goto L16
   65: if w1 < 0xc6336400 goto L14
   66: if w1 > 0xc633647f goto L14
L16:
   67: *(u32 *)(r10 - 136) = 0x1
   68: *(u64 *)(r10 - 144) = 0x2
   69: goto L0
L14:
      ; rule 2 `others-udp` (line 10): Drop
   70: r1 = *(u64 *)(r10 - 16)
   71: r1 |= 0x0
   72: if r1 != 0x11 goto L17
   73: r1 = *(u64 *)(r10 - 80)
   74: r1 |= 0x0
   75: if r1 != 0x35 goto L17
L18:
   76: *(u32 *)(r10 - 136) = 0x2
   77: *(u64 *)(r10 - 144) = 0x1
   78: goto L0
L17:
      ; rule 3 `others-tcp` (line 11): Drop
   79: r1 = *(u64 *)(r10 - 16)
   80: r1 |= 0x0
   81: if r1 != 0x6 goto L19
   82: r1 = *(u64 *)(r10 - 80)
   83: r1 |= 0x0
   84: if r1 != 0x35 goto L19
L20:
   85: *(u32 *)(r10 - 136) = 0x3
   86: *(u64 *)(r10 - 144) = 0x1
   87: goto L0
L19:
      ; default
   88: *(u32 *)(r10 - 136) = 0x4
   89: *(u64 *)(r10 - 144) = 0x2
   90: goto L0
L4:
   91: if w1 == 0xdd86 goto L5
   92: if w1 == 0x81 goto L21
   93: if w1 != 0xa888 goto L1
L21:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   94: r2 = r0
   95: r2 += 0x12
   96: if r2 > r3 goto L1
   97: r1 = *(u16 *)(r0 + 16)
   98: r0 += 0x4
   99: if w1 == 0x8 goto L6
  100: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  101: r2 = r0
  102: r2 += 0x36
  103: if r2 > r3 goto L1
  104: r1 = *(u64 *)(r0 + 22)
  105: r1 = be64 r1
  106: *(u64 *)(r10 - 40) = r1
  107: r1 = *(u64 *)(r0 + 30)
  108: r1 = be64 r1
  109: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  110: r4 = *(u8 *)(r0 + 20)
  111: r5 = r0
  112: r5 += 0x36
  113: if r4 == 0x2c goto L25
  114: if r4 == 0x0 goto L24
  115: if r4 == 0x2b goto L24
  116: if r4 != 0x3c goto L22
L24:
  117: r2 = r5
  118: r2 += 0x8
  119: if r2 > r3 goto L1
  120: r1 = *(u8 *)(r5 + 1)
  121: r4 = *(u8 *)(r5 + 0)
  122: r1 += 0x1
  123: r1 <<= 0x3
  124: r5 += r1
  125: goto L26
L25:
  126: r2 = r5
  127: r2 += 0x8
  128: if r2 > r3 goto L1
  129: r1 = *(u16 *)(r5 + 2)
  130: r4 = *(u8 *)(r5 + 0)
  131: r5 += 0x8
  132: if w1 & 0xf8ff goto L23
L26:
  133: r1 = r5
  134: r1 -= r0
  135: if r1 > 0x7fff goto L1
  136: r5 = r0
  137: r5 += r1
  138: if r4 == 0x2c goto L28
  139: if r4 == 0x0 goto L27
  140: if r4 == 0x2b goto L27
  141: if r4 != 0x3c goto L22
L27:
  142: r2 = r5
  143: r2 += 0x8
  144: if r2 > r3 goto L1
  145: r1 = *(u8 *)(r5 + 1)
  146: r4 = *(u8 *)(r5 + 0)
  147: r1 += 0x1
  148: r1 <<= 0x3
  149: r5 += r1
  150: goto L29
L28:
  151: r2 = r5
  152: r2 += 0x8
  153: if r2 > r3 goto L1
  154: r1 = *(u16 *)(r5 + 2)
  155: r4 = *(u8 *)(r5 + 0)
  156: r5 += 0x8
  157: if w1 & 0xf8ff goto L23
L29:
  158: r1 = r5
  159: r1 -= r0
  160: if r1 > 0x7fff goto L1
  161: r5 = r0
  162: r5 += r1
  163: if r4 == 0x2c goto L31
  164: if r4 == 0x0 goto L30
  165: if r4 == 0x2b goto L30
  166: if r4 != 0x3c goto L22
L30:
  167: r2 = r5
  168: r2 += 0x8
  169: if r2 > r3 goto L1
  170: r1 = *(u8 *)(r5 + 1)
  171: r4 = *(u8 *)(r5 + 0)
  172: r1 += 0x1
  173: r1 <<= 0x3
  174: r5 += r1
  175: goto L32
L31:
  176: r2 = r5
  177: r2 += 0x8
  178: if r2 > r3 goto L1
  179: r1 = *(u16 *)(r5 + 2)
  180: r4 = *(u8 *)(r5 + 0)
  181: r5 += 0x8
  182: if w1 & 0xf8ff goto L23
L32:
  183: r1 = r5
  184: r1 -= r0
  185: if r1 > 0x7fff goto L1
  186: r5 = r0
  187: r5 += r1
  188: if r4 == 0x2c goto L34
  189: if r4 == 0x0 goto L33
  190: if r4 == 0x2b goto L33
  191: if r4 != 0x3c goto L22
L33:
  192: r2 = r5
  193: r2 += 0x8
  194: if r2 > r3 goto L1
  195: r1 = *(u8 *)(r5 + 1)
  196: r4 = *(u8 *)(r5 + 0)
  197: r1 += 0x1
  198: r1 <<= 0x3
  199: r5 += r1
  200: goto L35
L34:
  201: r2 = r5
  202: r2 += 0x8
  203: if r2 > r3 goto L1
  204: r1 = *(u16 *)(r5 + 2)
  205: r4 = *(u8 *)(r5 + 0)
  206: r5 += 0x8
  207: if w1 & 0xf8ff goto L23
L35:
  208: r1 = r5
  209: r1 -= r0
  210: if r1 > 0x7fff goto L1
  211: r5 = r0
  212: r5 += r1
  213: if r4 == 0x2c goto L37
  214: if r4 == 0x0 goto L36
  215: if r4 == 0x2b goto L36
  216: if r4 != 0x3c goto L22
L36:
  217: r2 = r5
  218: r2 += 0x8
  219: if r2 > r3 goto L1
  220: r1 = *(u8 *)(r5 + 1)
  221: r4 = *(u8 *)(r5 + 0)
  222: r1 += 0x1
  223: r1 <<= 0x3
  224: r5 += r1
  225: goto L38
L37:
  226: r2 = r5
  227: r2 += 0x8
  228: if r2 > r3 goto L1
  229: r1 = *(u16 *)(r5 + 2)
  230: r4 = *(u8 *)(r5 + 0)
  231: r5 += 0x8
  232: if w1 & 0xf8ff goto L23
L38:
  233: r1 = r5
  234: r1 -= r0
  235: if r1 > 0x7fff goto L1
  236: r5 = r0
  237: r5 += r1
  238: if r4 == 0x2c goto L40
  239: if r4 == 0x0 goto L39
  240: if r4 == 0x2b goto L39
  241: if r4 != 0x3c goto L22
L39:
  242: r2 = r5
  243: r2 += 0x8
  244: if r2 > r3 goto L1
  245: r1 = *(u8 *)(r5 + 1)
  246: r4 = *(u8 *)(r5 + 0)
  247: r1 += 0x1
  248: r1 <<= 0x3
  249: r5 += r1
  250: goto L41
L40:
  251: r2 = r5
  252: r2 += 0x8
  253: if r2 > r3 goto L1
  254: r1 = *(u16 *)(r5 + 2)
  255: r4 = *(u8 *)(r5 + 0)
  256: r5 += 0x8
  257: if w1 & 0xf8ff goto L23
L41:
  258: r1 = r5
  259: r1 -= r0
  260: if r1 > 0x7fff goto L1
  261: r5 = r0
  262: r5 += r1
  263: if r4 == 0x2c goto L43
  264: if r4 == 0x0 goto L42
  265: if r4 == 0x2b goto L42
  266: if r4 != 0x3c goto L22
L42:
  267: r2 = r5
  268: r2 += 0x8
  269: if r2 > r3 goto L1
  270: r1 = *(u8 *)(r5 + 1)
  271: r4 = *(u8 *)(r5 + 0)
  272: r1 += 0x1
  273: r1 <<= 0x3
  274: r5 += r1
  275: goto L44
L43:
  276: r2 = r5
  277: r2 += 0x8
  278: if r2 > r3 goto L1
  279: r1 = *(u16 *)(r5 + 2)
  280: r4 = *(u8 *)(r5 + 0)
  281: r5 += 0x8
  282: if w1 & 0xf8ff goto L23
L44:
  283: r1 = r5
  284: r1 -= r0
  285: if r1 > 0x7fff goto L1
  286: r5 = r0
  287: r5 += r1
  288: if r4 == 0x2c goto L46
  289: if r4 == 0x0 goto L45
  290: if r4 == 0x2b goto L45
  291: if r4 != 0x3c goto L22
L45:
  292: r2 = r5
  293: r2 += 0x8
  294: if r2 > r3 goto L1
  295: r1 = *(u8 *)(r5 + 1)
  296: r4 = *(u8 *)(r5 + 0)
  297: r1 += 0x1
  298: r1 <<= 0x3
  299: r5 += r1
  300: goto L47
L46:
  301: r2 = r5
  302: r2 += 0x8
  303: if r2 > r3 goto L1
  304: r1 = *(u16 *)(r5 + 2)
  305: r4 = *(u8 *)(r5 + 0)
  306: r5 += 0x8
  307: if w1 & 0xf8ff goto L23
L47:
  308: r1 = r5
  309: r1 -= r0
  310: if r1 > 0x7fff goto L1
  311: r5 = r0
  312: r5 += r1
      ; deeper than the walk: no specified verdict
  313: if r4 == 0x0 goto L1
  314: if r4 == 0x2b goto L1
  315: if r4 == 0x2c goto L1
  316: if r4 == 0x3c goto L1
L22:
  317: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  318: if r4 == 0x6 goto L48
  319: if r4 == 0x11 goto L49
  320: *(u64 *)(r10 - 80) = 0x10000
  321: goto L3
L48:
  322: r2 = r5
  323: r2 += 0x14
  324: if r2 > r3 goto L1
  325: r1 = *(u16 *)(r5 + 2)
  326: r1 = be16 r1
  327: *(u64 *)(r10 - 80) = r1
  328: goto L3
L49:
  329: r2 = r5
  330: r2 += 0x8
  331: if r2 > r3 goto L1
  332: r1 = *(u16 *)(r5 + 2)
  333: r1 = be16 r1
  334: *(u64 *)(r10 - 80) = r1
  335: goto L3
L23:
  336: *(u64 *)(r10 - 16) = r4
  337: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `clients-udp` (line 8): Pass
  338: r1 = *(u64 *)(r10 - 16)
  339: r1 |= 0x0
  340: if r1 != 0x11 goto L51
  341: r1 = *(u64 *)(r10 - 80)
  342: r1 |= 0x0
  343: if r1 != 0x35 goto L51
L52:
  344: r1 = *(u64 *)(r10 - 40)
  345: r1 |= 0x0
  346: r2 = *(u64 *)(r10 - 48)
  347: r2 |= 0x0
  348: r3 = 0x20010db801000000 ll
  350: if r1 >= r3 goto L55
  351: goto L51
L55:
  352: r3 = 0x20010db80100ffff ll
  354: if r1 <= r3 goto L53
L54:
  355: goto L51
L53:
  356: *(u32 *)(r10 - 136) = 0x0
  357: *(u64 *)(r10 - 144) = 0x2
  358: goto L0
L51:
      ; rule 1 `clients-tcp` (line 9): Pass
  359: r1 = *(u64 *)(r10 - 16)
  360: r1 |= 0x0
  361: if r1 != 0x6 goto L56
  362: r1 = *(u64 *)(r10 - 80)
  363: r1 |= 0x0
  364: if r1 != 0x35 goto L56
L57:
  365: r1 = *(u64 *)(r10 - 40)
  366: r1 |= 0x0
  367: r2 = *(u64 *)(r10 - 48)
  368: r2 |= 0x0
  369: r3 = 0x20010db801000000 ll
  371: if r1 >= r3 goto L60
  372: goto L56
L60:
  373: r3 = 0x20010db80100ffff ll
  375: if r1 <= r3 goto L58
L59:
  376: goto L56
L58:
  377: *(u32 *)(r10 - 136) = 0x1
  378: *(u64 *)(r10 - 144) = 0x2
  379: goto L0
L56:
      ; rule 2 `others-udp` (line 10): Drop
  380: r1 = *(u64 *)(r10 - 16)
  381: r1 |= 0x0
  382: if r1 != 0x11 goto L61
  383: r1 = *(u64 *)(r10 - 80)
  384: r1 |= 0x0
  385: if r1 != 0x35 goto L61
L62:
  386: *(u32 *)(r10 - 136) = 0x2
  387: *(u64 *)(r10 - 144) = 0x1
  388: goto L0
L61:
      ; rule 3 `others-tcp` (line 11): Drop
  389: r1 = *(u64 *)(r10 - 16)
  390: r1 |= 0x0
  391: if r1 != 0x6 goto L63
  392: r1 = *(u64 *)(r10 - 80)
  393: r1 |= 0x0
  394: if r1 != 0x35 goto L63
L64:
  395: *(u32 *)(r10 - 136) = 0x3
  396: *(u64 *)(r10 - 144) = 0x1
  397: goto L0
L63:
      ; default
  398: *(u32 *)(r10 - 136) = 0x4
  399: *(u64 *)(r10 - 144) = 0x2
  400: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  401: *(u32 *)(r10 - 136) = 0x5
  402: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  403: r1 = map[dropc_counters] ll
  405: r2 = r10
  406: r2 += 0xffffff78
  407: call 1
  408: if r0 == 0x0 goto L65
  409: r1 = *(u64 *)(r0 + 0)
  410: r1 += 0x1
  411: *(u64 *)(r0 + 0) = r1
L65:
  412: r0 = *(u64 *)(r10 - 144)
  413: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  414: r1 = map[dropc_counters] ll
  416: r2 = r10
  417: r2 += 0xffffff78
  418: call 1
  419: if r0 == 0x0 goto L66
  420: r1 = *(u64 *)(r0 + 0)
  421: r1 += 0x1
  422: *(u64 *)(r0 + 0) = r1
L66:
  423: r0 = *(u64 *)(r10 - 144)
  424: exit
