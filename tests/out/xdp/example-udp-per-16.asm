; dropc xdp program `dropc_xdp` (566 instruction slots)
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
   22: if r4 == 0x11 goto L9
   23: r6 = 0x10000
   24: goto L2
L7:
   25: r6 = 0x10000
   26: goto L2
L9:
   27: r2 = r5
   28: r2 += 0x16
   29: if r2 > r3 goto L1
   30: r6 = *(u16 *)(r5 + 14)
L2:
      ; rules for IPv4 packets
      ; rule 0 `resolvers` (line 11): Pass
   31: r1 = *(u64 *)(r10 - 16)
   32: r1 |= 0x0
   33: if r1 != 0x11 goto L11
   34: if r6 != 0x3500 goto L11
L12:
   35: r1 = *(u64 *)(r10 - 24)
   36: r1 |= 0x0
   37: if w1 != 0xc0000235 goto L11
L13:
   38: *(u32 *)(r10 - 136) = 0x0
   39: *(u64 *)(r10 - 144) = 0x2
   40: goto L0
L11:
      ; rule 1 `per16` (line 12): Drop
   41: r1 = *(u64 *)(r10 - 16)
   42: r1 |= 0x0
   43: if r1 != 0x11 goto L14
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
   44: r1 = *(u64 *)(r10 - 24)
   45: r1 |= 0x0
   46: r1 >>= 0x10
   47: *(u32 *)(r10 - 216) = r1
   48: r1 = map[dropc_rate_dir] ll
   50: r2 = r10
   51: r2 += 0xffffff28
   52: call 1
   53: if r0 == 0x0 goto L14
   54: *(u64 *)(r10 - 232) = r0
   55: r5 = *(u64 *)(r10 - 232)
   56: r1 = *(u64 *)(r5 + 0)
   57: *(u64 *)(r10 - 224) = r1
   58: call 5
   59: *(u64 *)(r10 - 240) = r0
   60: r3 = *(u64 *)(r10 - 240)
   61: r5 = *(u64 *)(r10 - 232)
   62: r1 = *(u64 *)(r10 - 224)
   63: r2 = r1
   64: r2 -= r3
   65: if r2 s>= 0x0 goto L19
L18:
   66: r2 = 0x0
L19:
   67: r4 = 0x3d0900 ll
   69: if r2 > r4 goto L15
   70: r2 += r3
   71: r4 = 0xf4240 ll
   73: r2 += r4
   74: r0 = r1
   75: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
   76: if r0 == r1 goto L17
   77: r5 = *(u64 *)(r10 - 232)
   78: r1 = *(u64 *)(r5 + 0)
   79: *(u64 *)(r10 - 224) = r1
   80: call 5
   81: *(u64 *)(r10 - 240) = r0
   82: r3 = *(u64 *)(r10 - 240)
   83: r5 = *(u64 *)(r10 - 232)
   84: r1 = *(u64 *)(r10 - 224)
   85: r2 = r1
   86: r2 -= r3
   87: if r2 s>= 0x0 goto L21
L20:
   88: r2 = 0x0
L21:
   89: r4 = 0x3d0900 ll
   91: if r2 > r4 goto L15
   92: r2 += r3
   93: r4 = 0xf4240 ll
   95: r2 += r4
   96: r0 = r1
   97: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
   98: if r0 == r1 goto L17
   99: r5 = *(u64 *)(r10 - 232)
  100: r1 = *(u64 *)(r5 + 0)
  101: *(u64 *)(r10 - 224) = r1
  102: call 5
  103: *(u64 *)(r10 - 240) = r0
  104: r3 = *(u64 *)(r10 - 240)
  105: r5 = *(u64 *)(r10 - 232)
  106: r1 = *(u64 *)(r10 - 224)
  107: r2 = r1
  108: r2 -= r3
  109: if r2 s>= 0x0 goto L23
L22:
  110: r2 = 0x0
L23:
  111: r4 = 0x3d0900 ll
  113: if r2 > r4 goto L15
  114: r2 += r3
  115: r4 = 0xf4240 ll
  117: r2 += r4
  118: r0 = r1
  119: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  120: if r0 == r1 goto L17
      ; lost every race: over the rate, no token taken
  121: goto L15
L17:
  122: goto L14
L15:
  123: *(u32 *)(r10 - 136) = 0x1
  124: *(u64 *)(r10 - 144) = 0x1
  125: goto L0
L14:
      ; default
  126: *(u32 *)(r10 - 136) = 0x3
  127: *(u64 *)(r10 - 144) = 0x2
  128: goto L0
L4:
  129: if w1 == 0xdd86 goto L5
  130: if w1 == 0x81 goto L24
  131: if w1 != 0xa888 goto L1
L24:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  132: r2 = r0
  133: r2 += 0x12
  134: if r2 > r3 goto L1
  135: r1 = *(u16 *)(r0 + 16)
  136: r0 += 0x4
  137: if w1 == 0x8 goto L6
  138: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  139: r2 = r0
  140: r2 += 0x36
  141: if r2 > r3 goto L1
  142: r1 = *(u64 *)(r0 + 22)
  143: r1 = be64 r1
  144: *(u64 *)(r10 - 40) = r1
  145: r1 = *(u64 *)(r0 + 30)
  146: r1 = be64 r1
  147: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  148: r4 = *(u8 *)(r0 + 20)
  149: r5 = r0
  150: r5 += 0x36
  151: if r4 == 0x2c goto L28
  152: if r4 == 0x0 goto L27
  153: if r4 == 0x2b goto L27
  154: if r4 != 0x3c goto L25
L27:
  155: r2 = r5
  156: r2 += 0x8
  157: if r2 > r3 goto L1
  158: r1 = *(u8 *)(r5 + 1)
  159: r4 = *(u8 *)(r5 + 0)
  160: r1 += 0x1
  161: r1 <<= 0x3
  162: r5 += r1
  163: goto L29
L28:
  164: r2 = r5
  165: r2 += 0x8
  166: if r2 > r3 goto L1
  167: r1 = *(u16 *)(r5 + 2)
  168: r4 = *(u8 *)(r5 + 0)
  169: r5 += 0x8
  170: if w1 & 0xf8ff goto L26
L29:
  171: r1 = r5
  172: r1 -= r0
  173: if r1 > 0x7fff goto L1
  174: r5 = r0
  175: r5 += r1
  176: if r4 == 0x2c goto L31
  177: if r4 == 0x0 goto L30
  178: if r4 == 0x2b goto L30
  179: if r4 != 0x3c goto L25
L30:
  180: r2 = r5
  181: r2 += 0x8
  182: if r2 > r3 goto L1
  183: r1 = *(u8 *)(r5 + 1)
  184: r4 = *(u8 *)(r5 + 0)
  185: r1 += 0x1
  186: r1 <<= 0x3
  187: r5 += r1
  188: goto L32
L31:
  189: r2 = r5
  190: r2 += 0x8
  191: if r2 > r3 goto L1
  192: r1 = *(u16 *)(r5 + 2)
  193: r4 = *(u8 *)(r5 + 0)
  194: r5 += 0x8
  195: if w1 & 0xf8ff goto L26
L32:
  196: r1 = r5
  197: r1 -= r0
  198: if r1 > 0x7fff goto L1
  199: r5 = r0
  200: r5 += r1
  201: if r4 == 0x2c goto L34
  202: if r4 == 0x0 goto L33
  203: if r4 == 0x2b goto L33
  204: if r4 != 0x3c goto L25
L33:
  205: r2 = r5
  206: r2 += 0x8
  207: if r2 > r3 goto L1
  208: r1 = *(u8 *)(r5 + 1)
  209: r4 = *(u8 *)(r5 + 0)
  210: r1 += 0x1
  211: r1 <<= 0x3
  212: r5 += r1
  213: goto L35
L34:
  214: r2 = r5
  215: r2 += 0x8
  216: if r2 > r3 goto L1
  217: r1 = *(u16 *)(r5 + 2)
  218: r4 = *(u8 *)(r5 + 0)
  219: r5 += 0x8
  220: if w1 & 0xf8ff goto L26
L35:
  221: r1 = r5
  222: r1 -= r0
  223: if r1 > 0x7fff goto L1
  224: r5 = r0
  225: r5 += r1
  226: if r4 == 0x2c goto L37
  227: if r4 == 0x0 goto L36
  228: if r4 == 0x2b goto L36
  229: if r4 != 0x3c goto L25
L36:
  230: r2 = r5
  231: r2 += 0x8
  232: if r2 > r3 goto L1
  233: r1 = *(u8 *)(r5 + 1)
  234: r4 = *(u8 *)(r5 + 0)
  235: r1 += 0x1
  236: r1 <<= 0x3
  237: r5 += r1
  238: goto L38
L37:
  239: r2 = r5
  240: r2 += 0x8
  241: if r2 > r3 goto L1
  242: r1 = *(u16 *)(r5 + 2)
  243: r4 = *(u8 *)(r5 + 0)
  244: r5 += 0x8
  245: if w1 & 0xf8ff goto L26
L38:
  246: r1 = r5
  247: r1 -= r0
  248: if r1 > 0x7fff goto L1
  249: r5 = r0
  250: r5 += r1
  251: if r4 == 0x2c goto L40
  252: if r4 == 0x0 goto L39
  253: if r4 == 0x2b goto L39
  254: if r4 != 0x3c goto L25
L39:
  255: r2 = r5
  256: r2 += 0x8
  257: if r2 > r3 goto L1
  258: r1 = *(u8 *)(r5 + 1)
  259: r4 = *(u8 *)(r5 + 0)
  260: r1 += 0x1
  261: r1 <<= 0x3
  262: r5 += r1
  263: goto L41
L40:
  264: r2 = r5
  265: r2 += 0x8
  266: if r2 > r3 goto L1
  267: r1 = *(u16 *)(r5 + 2)
  268: r4 = *(u8 *)(r5 + 0)
  269: r5 += 0x8
  270: if w1 & 0xf8ff goto L26
L41:
  271: r1 = r5
  272: r1 -= r0
  273: if r1 > 0x7fff goto L1
  274: r5 = r0
  275: r5 += r1
  276: if r4 == 0x2c goto L43
  277: if r4 == 0x0 goto L42
  278: if r4 == 0x2b goto L42
  279: if r4 != 0x3c goto L25
L42:
  280: r2 = r5
  281: r2 += 0x8
  282: if r2 > r3 goto L1
  283: r1 = *(u8 *)(r5 + 1)
  284: r4 = *(u8 *)(r5 + 0)
  285: r1 += 0x1
  286: r1 <<= 0x3
  287: r5 += r1
  288: goto L44
L43:
  289: r2 = r5
  290: r2 += 0x8
  291: if r2 > r3 goto L1
  292: r1 = *(u16 *)(r5 + 2)
  293: r4 = *(u8 *)(r5 + 0)
  294: r5 += 0x8
  295: if w1 & 0xf8ff goto L26
L44:
  296: r1 = r5
  297: r1 -= r0
  298: if r1 > 0x7fff goto L1
  299: r5 = r0
  300: r5 += r1
  301: if r4 == 0x2c goto L46
  302: if r4 == 0x0 goto L45
  303: if r4 == 0x2b goto L45
  304: if r4 != 0x3c goto L25
L45:
  305: r2 = r5
  306: r2 += 0x8
  307: if r2 > r3 goto L1
  308: r1 = *(u8 *)(r5 + 1)
  309: r4 = *(u8 *)(r5 + 0)
  310: r1 += 0x1
  311: r1 <<= 0x3
  312: r5 += r1
  313: goto L47
L46:
  314: r2 = r5
  315: r2 += 0x8
  316: if r2 > r3 goto L1
  317: r1 = *(u16 *)(r5 + 2)
  318: r4 = *(u8 *)(r5 + 0)
  319: r5 += 0x8
  320: if w1 & 0xf8ff goto L26
L47:
  321: r1 = r5
  322: r1 -= r0
  323: if r1 > 0x7fff goto L1
  324: r5 = r0
  325: r5 += r1
  326: if r4 == 0x2c goto L49
  327: if r4 == 0x0 goto L48
  328: if r4 == 0x2b goto L48
  329: if r4 != 0x3c goto L25
L48:
  330: r2 = r5
  331: r2 += 0x8
  332: if r2 > r3 goto L1
  333: r1 = *(u8 *)(r5 + 1)
  334: r4 = *(u8 *)(r5 + 0)
  335: r1 += 0x1
  336: r1 <<= 0x3
  337: r5 += r1
  338: goto L50
L49:
  339: r2 = r5
  340: r2 += 0x8
  341: if r2 > r3 goto L1
  342: r1 = *(u16 *)(r5 + 2)
  343: r4 = *(u8 *)(r5 + 0)
  344: r5 += 0x8
  345: if w1 & 0xf8ff goto L26
L50:
  346: r1 = r5
  347: r1 -= r0
  348: if r1 > 0x7fff goto L1
  349: r5 = r0
  350: r5 += r1
      ; deeper than the walk: no specified verdict
  351: if r4 == 0x0 goto L1
  352: if r4 == 0x2b goto L1
  353: if r4 == 0x2c goto L1
  354: if r4 == 0x3c goto L1
L25:
  355: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  356: if r4 == 0x11 goto L52
  357: r6 = 0x10000
  358: goto L3
L52:
  359: r2 = r5
  360: r2 += 0x8
  361: if r2 > r3 goto L1
  362: r6 = *(u16 *)(r5 + 0)
  363: goto L3
L26:
  364: *(u64 *)(r10 - 16) = r4
  365: r6 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `resolvers` (line 11): Pass
  366: r1 = *(u64 *)(r10 - 16)
  367: r1 |= 0x0
  368: if r1 != 0x11 goto L54
  369: if r6 != 0x3500 goto L54
L55:
  370: r1 = *(u64 *)(r10 - 40)
  371: r1 |= 0x0
  372: r2 = *(u64 *)(r10 - 48)
  373: r2 |= 0x0
  374: r3 = 0x20010db800000000 ll
  376: if r1 > r3 goto L58
  377: if r1 < r3 goto L54
  378: r3 = 0x53
  379: if r2 < r3 goto L54
L58:
  380: r3 = 0x20010db800000000 ll
  382: if r1 < r3 goto L56
  383: if r1 > r3 goto L57
  384: r3 = 0x53
  385: if r2 <= r3 goto L56
L57:
  386: goto L54
L56:
  387: *(u32 *)(r10 - 136) = 0x0
  388: *(u64 *)(r10 - 144) = 0x2
  389: goto L0
L54:
      ; rule 2 `per48` (line 13): Drop
  390: r1 = *(u64 *)(r10 - 16)
  391: r1 |= 0x0
  392: if r1 != 0x11 goto L59
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
  393: *(u32 *)(r10 - 216) = 0x2
  394: *(u32 *)(r10 - 212) = 0x0
  395: r1 = *(u64 *)(r10 - 40)
  396: r1 |= 0x0
  397: r2 = 0xffffffffffff0000 ll
  399: r1 &= r2
  400: *(u64 *)(r10 - 208) = r1
  401: r1 = *(u64 *)(r10 - 48)
  402: r1 |= 0x0
  403: r2 = 0x0 ll
  405: r1 &= r2
  406: *(u64 *)(r10 - 200) = r1
  407: r1 = map[dropc_rate6] ll
  409: r2 = r10
  410: r2 += 0xffffff28
  411: call 1
  412: if r0 != 0x0 goto L61
      ; a new key: a full bucket, less this packet's token
  413: call 5
  414: *(u64 *)(r10 - 240) = r0
  415: r1 = *(u64 *)(r10 - 240)
  416: r2 = 0xf4240 ll
  418: r1 += r2
  419: *(u64 *)(r10 - 232) = r1
  420: r1 = *(u64 *)(r10 - 240)
  421: *(u64 *)(r10 - 224) = r1
  422: r1 = map[dropc_rate6] ll
  424: r2 = r10
  425: r2 += 0xffffff28
  426: r3 = r10
  427: r3 += 0xffffff18
  428: r4 = 0x1
  429: call 2
  430: if r0 == 0x0 goto L59
      ; another CPU added it first: take a token from it
  431: r1 = map[dropc_rate6] ll
  433: r2 = r10
  434: r2 += 0xffffff28
  435: call 1
  436: if r0 == 0x0 goto L59
L61:
  437: *(u64 *)(r10 - 232) = r0
  438: r5 = *(u64 *)(r10 - 232)
  439: r1 = *(u64 *)(r5 + 0)
  440: *(u64 *)(r10 - 224) = r1
  441: call 5
  442: *(u64 *)(r10 - 240) = r0
  443: r3 = *(u64 *)(r10 - 240)
  444: r5 = *(u64 *)(r10 - 232)
  445: r1 = *(u64 *)(r10 - 224)
  446: r2 = r1
  447: r2 -= r3
  448: if r2 s>= 0x0 goto L64
L63:
  449: r2 = 0x0
L64:
  450: r4 = 0x3d0900 ll
  452: if r2 > r4 goto L60
  453: r2 += r3
  454: r4 = 0xf4240 ll
  456: r2 += r4
  457: r0 = r1
  458: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  459: if r0 == r1 goto L62
  460: r5 = *(u64 *)(r10 - 232)
  461: r1 = *(u64 *)(r5 + 0)
  462: *(u64 *)(r10 - 224) = r1
  463: call 5
  464: *(u64 *)(r10 - 240) = r0
  465: r3 = *(u64 *)(r10 - 240)
  466: r5 = *(u64 *)(r10 - 232)
  467: r1 = *(u64 *)(r10 - 224)
  468: r2 = r1
  469: r2 -= r3
  470: if r2 s>= 0x0 goto L66
L65:
  471: r2 = 0x0
L66:
  472: r4 = 0x3d0900 ll
  474: if r2 > r4 goto L60
  475: r2 += r3
  476: r4 = 0xf4240 ll
  478: r2 += r4
  479: r0 = r1
  480: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  481: if r0 == r1 goto L62
  482: r5 = *(u64 *)(r10 - 232)
  483: r1 = *(u64 *)(r5 + 0)
  484: *(u64 *)(r10 - 224) = r1
  485: call 5
  486: *(u64 *)(r10 - 240) = r0
  487: r3 = *(u64 *)(r10 - 240)
  488: r5 = *(u64 *)(r10 - 232)
  489: r1 = *(u64 *)(r10 - 224)
  490: r2 = r1
  491: r2 -= r3
  492: if r2 s>= 0x0 goto L68
L67:
  493: r2 = 0x0
L68:
  494: r4 = 0x3d0900 ll
  496: if r2 > r4 goto L60
  497: r2 += r3
  498: r4 = 0xf4240 ll
  500: r2 += r4
  501: r0 = r1
  502: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  503: if r0 == r1 goto L62
      ; lost every race: over the rate, no token taken
  504: goto L60
L62:
  505: goto L59
L60:
  506: *(u32 *)(r10 - 136) = 0x2
  507: *(u64 *)(r10 - 144) = 0x1
  508: goto L0
L59:
      ; default
  509: *(u32 *)(r10 - 136) = 0x3
  510: *(u64 *)(r10 - 144) = 0x2
  511: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  512: *(u32 *)(r10 - 136) = 0x4
  513: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  514: r1 = map[dropc_counters] ll
  516: r2 = r10
  517: r2 += 0xffffff78
  518: call 1
  519: if r0 == 0x0 goto L69
  520: r1 = *(u64 *)(r0 + 0)
  521: r1 += 0x1
  522: *(u64 *)(r0 + 0) = r1
  523: r1 = *(u64 *)(r10 - 152)
  524: r2 = *(u32 *)(r1 + 4)
  525: r1 = *(u32 *)(r1 + 0)
  526: r2 -= r1
  527: r1 = *(u64 *)(r0 + 8)
  528: r1 += r2
  529: *(u64 *)(r0 + 8) = r1
L69:
  530: r0 = *(u64 *)(r10 - 144)
  531: if r0 != 0x2 goto L70
      ; pass: tail call dropc_next[0] (falls through when empty)
  532: r1 = *(u64 *)(r10 - 152)
  533: r2 = map[dropc_next] ll
  535: r3 = 0x0
  536: call 12
  537: r0 = 0x2
  538: exit
L70:
  539: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  540: r1 = map[dropc_counters] ll
  542: r2 = r10
  543: r2 += 0xffffff78
  544: call 1
  545: if r0 == 0x0 goto L71
  546: r1 = *(u64 *)(r0 + 0)
  547: r1 += 0x1
  548: *(u64 *)(r0 + 0) = r1
  549: r1 = *(u64 *)(r10 - 152)
  550: r2 = *(u32 *)(r1 + 4)
  551: r1 = *(u32 *)(r1 + 0)
  552: r2 -= r1
  553: r1 = *(u64 *)(r0 + 8)
  554: r1 += r2
  555: *(u64 *)(r0 + 8) = r1
L71:
  556: r0 = *(u64 *)(r10 - 144)
  557: if r0 != 0x2 goto L72
      ; pass: tail call dropc_next[0] (falls through when empty)
  558: r1 = *(u64 *)(r10 - 152)
  559: r2 = map[dropc_next] ll
  561: r3 = 0x0
  562: call 12
  563: r0 = 0x2
  564: exit
L72:
  565: exit
