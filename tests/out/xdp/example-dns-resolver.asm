; dropc xdp program `dropc_xdp` (456 instruction slots)
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
   14: r4 = *(u8 *)(r0 + 23)
   15: *(u64 *)(r10 - 16) = r4
   16: r2 = *(u16 *)(r0 + 20)
   17: if w2 & 0xff1f goto L7
   18: r5 = *(u8 *)(r0 + 14)
   19: r5 &= 0xf
   20: r5 <<= 0x2
   21: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   22: if r4 == 0x6 goto L8
   23: if r4 == 0x11 goto L9
   24: *(u64 *)(r10 - 80) = 0x10000
   25: goto L2
L8:
   26: r2 = r5
   27: r2 += 0x22
   28: if r2 > r3 goto L1
   29: r1 = *(u16 *)(r5 + 16)
   30: r1 = be16 r1
   31: *(u64 *)(r10 - 80) = r1
   32: goto L2
L7:
   33: *(u64 *)(r10 - 80) = 0x10000
   34: goto L2
L9:
   35: r2 = r5
   36: r2 += 0x16
   37: if r2 > r3 goto L1
   38: r1 = *(u16 *)(r5 + 16)
   39: r1 = be16 r1
   40: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `clients-udp` (line 8): Pass
   41: r1 = *(u64 *)(r10 - 16)
   42: r1 |= 0x0
   43: if r1 != 0x11 goto L11
   44: r1 = *(u64 *)(r10 - 80)
   45: r1 |= 0x0
   46: if r1 != 0x35 goto L11
L12:
   47: r1 = *(u64 *)(r10 - 24)
   48: r1 |= 0x0
   49: if w1 < 0xc0000200 goto L11
   50: if w1 <= 0xc00002ff goto L13
   51: if w1 < 0xc6336400 goto L11
   52: if w1 > 0xc633647f goto L11
L13:
   53: *(u32 *)(r10 - 136) = 0x0
   54: *(u64 *)(r10 - 144) = 0x2
   55: goto L0
L11:
      ; rule 1 `clients-tcp` (line 9): Pass
   56: r1 = *(u64 *)(r10 - 16)
   57: r1 |= 0x0
   58: if r1 != 0x6 goto L14
   59: r1 = *(u64 *)(r10 - 80)
   60: r1 |= 0x0
   61: if r1 != 0x35 goto L14
L15:
   62: r1 = *(u64 *)(r10 - 24)
   63: r1 |= 0x0
   64: if w1 < 0xc0000200 goto L14
   65: if w1 <= 0xc00002ff goto L16
   66: if w1 < 0xc6336400 goto L14
   67: if w1 > 0xc633647f goto L14
L16:
   68: *(u32 *)(r10 - 136) = 0x1
   69: *(u64 *)(r10 - 144) = 0x2
   70: goto L0
L14:
      ; rule 2 `others-udp` (line 10): Drop
   71: r1 = *(u64 *)(r10 - 16)
   72: r1 |= 0x0
   73: if r1 != 0x11 goto L17
   74: r1 = *(u64 *)(r10 - 80)
   75: r1 |= 0x0
   76: if r1 != 0x35 goto L17
L18:
   77: *(u32 *)(r10 - 136) = 0x2
   78: *(u64 *)(r10 - 144) = 0x1
   79: goto L0
L17:
      ; rule 3 `others-tcp` (line 11): Drop
   80: r1 = *(u64 *)(r10 - 16)
   81: r1 |= 0x0
   82: if r1 != 0x6 goto L19
   83: r1 = *(u64 *)(r10 - 80)
   84: r1 |= 0x0
   85: if r1 != 0x35 goto L19
L20:
   86: *(u32 *)(r10 - 136) = 0x3
   87: *(u64 *)(r10 - 144) = 0x1
   88: goto L0
L19:
      ; default
   89: *(u32 *)(r10 - 136) = 0x4
   90: *(u64 *)(r10 - 144) = 0x2
   91: goto L0
L4:
   92: if w1 == 0xdd86 goto L5
   93: if w1 == 0x81 goto L21
   94: if w1 != 0xa888 goto L1
L21:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   95: r2 = r0
   96: r2 += 0x12
   97: if r2 > r3 goto L1
   98: r1 = *(u16 *)(r0 + 16)
   99: r0 += 0x4
  100: if w1 == 0x8 goto L6
  101: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  102: r2 = r0
  103: r2 += 0x36
  104: if r2 > r3 goto L1
  105: r1 = *(u64 *)(r0 + 22)
  106: r1 = be64 r1
  107: *(u64 *)(r10 - 40) = r1
  108: r1 = *(u64 *)(r0 + 30)
  109: r1 = be64 r1
  110: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  111: r4 = *(u8 *)(r0 + 20)
  112: r5 = r0
  113: r5 += 0x36
  114: if r4 == 0x2c goto L25
  115: if r4 == 0x0 goto L24
  116: if r4 == 0x2b goto L24
  117: if r4 != 0x3c goto L22
L24:
  118: r2 = r5
  119: r2 += 0x8
  120: if r2 > r3 goto L1
  121: r1 = *(u8 *)(r5 + 1)
  122: r4 = *(u8 *)(r5 + 0)
  123: r1 += 0x1
  124: r1 <<= 0x3
  125: r5 += r1
  126: goto L26
L25:
  127: r2 = r5
  128: r2 += 0x8
  129: if r2 > r3 goto L1
  130: r1 = *(u16 *)(r5 + 2)
  131: r4 = *(u8 *)(r5 + 0)
  132: r5 += 0x8
  133: if w1 & 0xf8ff goto L23
L26:
  134: r1 = r5
  135: r1 -= r0
  136: if r1 > 0x7fff goto L1
  137: r5 = r0
  138: r5 += r1
  139: if r4 == 0x2c goto L28
  140: if r4 == 0x0 goto L27
  141: if r4 == 0x2b goto L27
  142: if r4 != 0x3c goto L22
L27:
  143: r2 = r5
  144: r2 += 0x8
  145: if r2 > r3 goto L1
  146: r1 = *(u8 *)(r5 + 1)
  147: r4 = *(u8 *)(r5 + 0)
  148: r1 += 0x1
  149: r1 <<= 0x3
  150: r5 += r1
  151: goto L29
L28:
  152: r2 = r5
  153: r2 += 0x8
  154: if r2 > r3 goto L1
  155: r1 = *(u16 *)(r5 + 2)
  156: r4 = *(u8 *)(r5 + 0)
  157: r5 += 0x8
  158: if w1 & 0xf8ff goto L23
L29:
  159: r1 = r5
  160: r1 -= r0
  161: if r1 > 0x7fff goto L1
  162: r5 = r0
  163: r5 += r1
  164: if r4 == 0x2c goto L31
  165: if r4 == 0x0 goto L30
  166: if r4 == 0x2b goto L30
  167: if r4 != 0x3c goto L22
L30:
  168: r2 = r5
  169: r2 += 0x8
  170: if r2 > r3 goto L1
  171: r1 = *(u8 *)(r5 + 1)
  172: r4 = *(u8 *)(r5 + 0)
  173: r1 += 0x1
  174: r1 <<= 0x3
  175: r5 += r1
  176: goto L32
L31:
  177: r2 = r5
  178: r2 += 0x8
  179: if r2 > r3 goto L1
  180: r1 = *(u16 *)(r5 + 2)
  181: r4 = *(u8 *)(r5 + 0)
  182: r5 += 0x8
  183: if w1 & 0xf8ff goto L23
L32:
  184: r1 = r5
  185: r1 -= r0
  186: if r1 > 0x7fff goto L1
  187: r5 = r0
  188: r5 += r1
  189: if r4 == 0x2c goto L34
  190: if r4 == 0x0 goto L33
  191: if r4 == 0x2b goto L33
  192: if r4 != 0x3c goto L22
L33:
  193: r2 = r5
  194: r2 += 0x8
  195: if r2 > r3 goto L1
  196: r1 = *(u8 *)(r5 + 1)
  197: r4 = *(u8 *)(r5 + 0)
  198: r1 += 0x1
  199: r1 <<= 0x3
  200: r5 += r1
  201: goto L35
L34:
  202: r2 = r5
  203: r2 += 0x8
  204: if r2 > r3 goto L1
  205: r1 = *(u16 *)(r5 + 2)
  206: r4 = *(u8 *)(r5 + 0)
  207: r5 += 0x8
  208: if w1 & 0xf8ff goto L23
L35:
  209: r1 = r5
  210: r1 -= r0
  211: if r1 > 0x7fff goto L1
  212: r5 = r0
  213: r5 += r1
  214: if r4 == 0x2c goto L37
  215: if r4 == 0x0 goto L36
  216: if r4 == 0x2b goto L36
  217: if r4 != 0x3c goto L22
L36:
  218: r2 = r5
  219: r2 += 0x8
  220: if r2 > r3 goto L1
  221: r1 = *(u8 *)(r5 + 1)
  222: r4 = *(u8 *)(r5 + 0)
  223: r1 += 0x1
  224: r1 <<= 0x3
  225: r5 += r1
  226: goto L38
L37:
  227: r2 = r5
  228: r2 += 0x8
  229: if r2 > r3 goto L1
  230: r1 = *(u16 *)(r5 + 2)
  231: r4 = *(u8 *)(r5 + 0)
  232: r5 += 0x8
  233: if w1 & 0xf8ff goto L23
L38:
  234: r1 = r5
  235: r1 -= r0
  236: if r1 > 0x7fff goto L1
  237: r5 = r0
  238: r5 += r1
  239: if r4 == 0x2c goto L40
  240: if r4 == 0x0 goto L39
  241: if r4 == 0x2b goto L39
  242: if r4 != 0x3c goto L22
L39:
  243: r2 = r5
  244: r2 += 0x8
  245: if r2 > r3 goto L1
  246: r1 = *(u8 *)(r5 + 1)
  247: r4 = *(u8 *)(r5 + 0)
  248: r1 += 0x1
  249: r1 <<= 0x3
  250: r5 += r1
  251: goto L41
L40:
  252: r2 = r5
  253: r2 += 0x8
  254: if r2 > r3 goto L1
  255: r1 = *(u16 *)(r5 + 2)
  256: r4 = *(u8 *)(r5 + 0)
  257: r5 += 0x8
  258: if w1 & 0xf8ff goto L23
L41:
  259: r1 = r5
  260: r1 -= r0
  261: if r1 > 0x7fff goto L1
  262: r5 = r0
  263: r5 += r1
  264: if r4 == 0x2c goto L43
  265: if r4 == 0x0 goto L42
  266: if r4 == 0x2b goto L42
  267: if r4 != 0x3c goto L22
L42:
  268: r2 = r5
  269: r2 += 0x8
  270: if r2 > r3 goto L1
  271: r1 = *(u8 *)(r5 + 1)
  272: r4 = *(u8 *)(r5 + 0)
  273: r1 += 0x1
  274: r1 <<= 0x3
  275: r5 += r1
  276: goto L44
L43:
  277: r2 = r5
  278: r2 += 0x8
  279: if r2 > r3 goto L1
  280: r1 = *(u16 *)(r5 + 2)
  281: r4 = *(u8 *)(r5 + 0)
  282: r5 += 0x8
  283: if w1 & 0xf8ff goto L23
L44:
  284: r1 = r5
  285: r1 -= r0
  286: if r1 > 0x7fff goto L1
  287: r5 = r0
  288: r5 += r1
  289: if r4 == 0x2c goto L46
  290: if r4 == 0x0 goto L45
  291: if r4 == 0x2b goto L45
  292: if r4 != 0x3c goto L22
L45:
  293: r2 = r5
  294: r2 += 0x8
  295: if r2 > r3 goto L1
  296: r1 = *(u8 *)(r5 + 1)
  297: r4 = *(u8 *)(r5 + 0)
  298: r1 += 0x1
  299: r1 <<= 0x3
  300: r5 += r1
  301: goto L47
L46:
  302: r2 = r5
  303: r2 += 0x8
  304: if r2 > r3 goto L1
  305: r1 = *(u16 *)(r5 + 2)
  306: r4 = *(u8 *)(r5 + 0)
  307: r5 += 0x8
  308: if w1 & 0xf8ff goto L23
L47:
  309: r1 = r5
  310: r1 -= r0
  311: if r1 > 0x7fff goto L1
  312: r5 = r0
  313: r5 += r1
      ; deeper than the walk: no specified verdict
  314: if r4 == 0x0 goto L1
  315: if r4 == 0x2b goto L1
  316: if r4 == 0x2c goto L1
  317: if r4 == 0x3c goto L1
L22:
  318: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  319: if r4 == 0x6 goto L48
  320: if r4 == 0x11 goto L49
  321: *(u64 *)(r10 - 80) = 0x10000
  322: goto L3
L48:
  323: r2 = r5
  324: r2 += 0x14
  325: if r2 > r3 goto L1
  326: r1 = *(u16 *)(r5 + 2)
  327: r1 = be16 r1
  328: *(u64 *)(r10 - 80) = r1
  329: goto L3
L49:
  330: r2 = r5
  331: r2 += 0x8
  332: if r2 > r3 goto L1
  333: r1 = *(u16 *)(r5 + 2)
  334: r1 = be16 r1
  335: *(u64 *)(r10 - 80) = r1
  336: goto L3
L23:
  337: *(u64 *)(r10 - 16) = r4
  338: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `clients-udp` (line 8): Pass
  339: r1 = *(u64 *)(r10 - 16)
  340: r1 |= 0x0
  341: if r1 != 0x11 goto L51
  342: r1 = *(u64 *)(r10 - 80)
  343: r1 |= 0x0
  344: if r1 != 0x35 goto L51
L52:
  345: r1 = *(u64 *)(r10 - 40)
  346: r1 |= 0x0
  347: r2 = *(u64 *)(r10 - 48)
  348: r2 |= 0x0
  349: r3 = 0x20010db801000000 ll
  351: if r1 >= r3 goto L55
  352: goto L51
L55:
  353: r3 = 0x20010db80100ffff ll
  355: if r1 <= r3 goto L53
L54:
  356: goto L51
L53:
  357: *(u32 *)(r10 - 136) = 0x0
  358: *(u64 *)(r10 - 144) = 0x2
  359: goto L0
L51:
      ; rule 1 `clients-tcp` (line 9): Pass
  360: r1 = *(u64 *)(r10 - 16)
  361: r1 |= 0x0
  362: if r1 != 0x6 goto L56
  363: r1 = *(u64 *)(r10 - 80)
  364: r1 |= 0x0
  365: if r1 != 0x35 goto L56
L57:
  366: r1 = *(u64 *)(r10 - 40)
  367: r1 |= 0x0
  368: r2 = *(u64 *)(r10 - 48)
  369: r2 |= 0x0
  370: r3 = 0x20010db801000000 ll
  372: if r1 >= r3 goto L60
  373: goto L56
L60:
  374: r3 = 0x20010db80100ffff ll
  376: if r1 <= r3 goto L58
L59:
  377: goto L56
L58:
  378: *(u32 *)(r10 - 136) = 0x1
  379: *(u64 *)(r10 - 144) = 0x2
  380: goto L0
L56:
      ; rule 2 `others-udp` (line 10): Drop
  381: r1 = *(u64 *)(r10 - 16)
  382: r1 |= 0x0
  383: if r1 != 0x11 goto L61
  384: r1 = *(u64 *)(r10 - 80)
  385: r1 |= 0x0
  386: if r1 != 0x35 goto L61
L62:
  387: *(u32 *)(r10 - 136) = 0x2
  388: *(u64 *)(r10 - 144) = 0x1
  389: goto L0
L61:
      ; rule 3 `others-tcp` (line 11): Drop
  390: r1 = *(u64 *)(r10 - 16)
  391: r1 |= 0x0
  392: if r1 != 0x6 goto L63
  393: r1 = *(u64 *)(r10 - 80)
  394: r1 |= 0x0
  395: if r1 != 0x35 goto L63
L64:
  396: *(u32 *)(r10 - 136) = 0x3
  397: *(u64 *)(r10 - 144) = 0x1
  398: goto L0
L63:
      ; default
  399: *(u32 *)(r10 - 136) = 0x4
  400: *(u64 *)(r10 - 144) = 0x2
  401: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  402: *(u32 *)(r10 - 136) = 0x5
  403: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  404: r1 = map[dropc_counters] ll
  406: r2 = r10
  407: r2 += 0xffffff78
  408: call 1
  409: if r0 == 0x0 goto L65
  410: r1 = *(u64 *)(r0 + 0)
  411: r1 += 0x1
  412: *(u64 *)(r0 + 0) = r1
  413: r1 = *(u64 *)(r10 - 152)
  414: r2 = *(u32 *)(r1 + 4)
  415: r1 = *(u32 *)(r1 + 0)
  416: r2 -= r1
  417: r1 = *(u64 *)(r0 + 8)
  418: r1 += r2
  419: *(u64 *)(r0 + 8) = r1
L65:
  420: r0 = *(u64 *)(r10 - 144)
  421: if r0 != 0x2 goto L66
      ; pass: tail call dropc_next[0] (falls through when empty)
  422: r1 = *(u64 *)(r10 - 152)
  423: r2 = map[dropc_next] ll
  425: r3 = 0x0
  426: call 12
  427: r0 = 0x2
  428: exit
L66:
  429: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  430: r1 = map[dropc_counters] ll
  432: r2 = r10
  433: r2 += 0xffffff78
  434: call 1
  435: if r0 == 0x0 goto L67
  436: r1 = *(u64 *)(r0 + 0)
  437: r1 += 0x1
  438: *(u64 *)(r0 + 0) = r1
  439: r1 = *(u64 *)(r10 - 152)
  440: r2 = *(u32 *)(r1 + 4)
  441: r1 = *(u32 *)(r1 + 0)
  442: r2 -= r1
  443: r1 = *(u64 *)(r0 + 8)
  444: r1 += r2
  445: *(u64 *)(r0 + 8) = r1
L67:
  446: r0 = *(u64 *)(r10 - 144)
  447: if r0 != 0x2 goto L68
      ; pass: tail call dropc_next[0] (falls through when empty)
  448: r1 = *(u64 *)(r10 - 152)
  449: r2 = map[dropc_next] ll
  451: r3 = 0x0
  452: call 12
  453: r0 = 0x2
  454: exit
L68:
  455: exit
