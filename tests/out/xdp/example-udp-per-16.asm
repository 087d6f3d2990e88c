; dropc xdp program `dropc_xdp` (528 instruction slots)
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
   48: call 5
   49: *(u64 *)(r10 - 240) = r0
   50: r1 = map[dropc_rate_dir] ll
   52: r2 = r10
   53: r2 += 0xffffff28
   54: call 1
   55: if r0 == 0x0 goto L14
   56: r5 = r0
   57: r3 = *(u64 *)(r10 - 240)
   58: r1 = *(u64 *)(r5 + 0)
   59: r2 = r1
   60: r2 -= r3
   61: if r2 s>= 0x0 goto L19
L18:
   62: r2 = 0x0
L19:
   63: r4 = 0x3d0900 ll
   65: if r2 > r4 goto L15
   66: r2 += r3
   67: r4 = 0xf4240 ll
   69: r2 += r4
   70: r0 = r1
   71: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
   72: if r0 == r1 goto L17
   73: r1 = *(u64 *)(r5 + 0)
   74: r2 = r1
   75: r2 -= r3
   76: if r2 s>= 0x0 goto L21
L20:
   77: r2 = 0x0
L21:
   78: r4 = 0x3d0900 ll
   80: if r2 > r4 goto L15
   81: r2 += r3
   82: r4 = 0xf4240 ll
   84: r2 += r4
   85: r0 = r1
   86: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
   87: if r0 == r1 goto L17
   88: r1 = *(u64 *)(r5 + 0)
   89: r2 = r1
   90: r2 -= r3
   91: if r2 s>= 0x0 goto L23
L22:
   92: r2 = 0x0
L23:
   93: r4 = 0x3d0900 ll
   95: if r2 > r4 goto L15
   96: r2 += r3
   97: r4 = 0xf4240 ll
   99: r2 += r4
  100: r0 = r1
  101: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  102: if r0 == r1 goto L17
      ; lost every race: over the rate, no token taken
  103: goto L15
L17:
  104: goto L14
L15:
  105: *(u32 *)(r10 - 136) = 0x1
  106: *(u64 *)(r10 - 144) = 0x1
  107: goto L0
L14:
      ; default
  108: *(u32 *)(r10 - 136) = 0x3
  109: *(u64 *)(r10 - 144) = 0x2
  110: goto L0
L4:
  111: if w1 == 0xdd86 goto L5
  112: if w1 == 0x81 goto L24
  113: if w1 != 0xa888 goto L1
L24:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  114: r2 = r0
  115: r2 += 0x12
  116: if r2 > r3 goto L1
  117: r1 = *(u16 *)(r0 + 16)
  118: r0 += 0x4
  119: if w1 == 0x8 goto L6
  120: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  121: r2 = r0
  122: r2 += 0x36
  123: if r2 > r3 goto L1
  124: r1 = *(u64 *)(r0 + 22)
  125: r1 = be64 r1
  126: *(u64 *)(r10 - 40) = r1
  127: r1 = *(u64 *)(r0 + 30)
  128: r1 = be64 r1
  129: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  130: r4 = *(u8 *)(r0 + 20)
  131: r5 = r0
  132: r5 += 0x36
  133: if r4 == 0x2c goto L28
  134: if r4 == 0x0 goto L27
  135: if r4 == 0x2b goto L27
  136: if r4 != 0x3c goto L25
L27:
  137: r2 = r5
  138: r2 += 0x8
  139: if r2 > r3 goto L1
  140: r1 = *(u8 *)(r5 + 1)
  141: r4 = *(u8 *)(r5 + 0)
  142: r1 += 0x1
  143: r1 <<= 0x3
  144: r5 += r1
  145: goto L29
L28:
  146: r2 = r5
  147: r2 += 0x8
  148: if r2 > r3 goto L1
  149: r1 = *(u16 *)(r5 + 2)
  150: r4 = *(u8 *)(r5 + 0)
  151: r5 += 0x8
  152: if w1 & 0xf8ff goto L26
L29:
  153: r1 = r5
  154: r1 -= r0
  155: if r1 > 0x7fff goto L1
  156: r5 = r0
  157: r5 += r1
  158: if r4 == 0x2c goto L31
  159: if r4 == 0x0 goto L30
  160: if r4 == 0x2b goto L30
  161: if r4 != 0x3c goto L25
L30:
  162: r2 = r5
  163: r2 += 0x8
  164: if r2 > r3 goto L1
  165: r1 = *(u8 *)(r5 + 1)
  166: r4 = *(u8 *)(r5 + 0)
  167: r1 += 0x1
  168: r1 <<= 0x3
  169: r5 += r1
  170: goto L32
L31:
  171: r2 = r5
  172: r2 += 0x8
  173: if r2 > r3 goto L1
  174: r1 = *(u16 *)(r5 + 2)
  175: r4 = *(u8 *)(r5 + 0)
  176: r5 += 0x8
  177: if w1 & 0xf8ff goto L26
L32:
  178: r1 = r5
  179: r1 -= r0
  180: if r1 > 0x7fff goto L1
  181: r5 = r0
  182: r5 += r1
  183: if r4 == 0x2c goto L34
  184: if r4 == 0x0 goto L33
  185: if r4 == 0x2b goto L33
  186: if r4 != 0x3c goto L25
L33:
  187: r2 = r5
  188: r2 += 0x8
  189: if r2 > r3 goto L1
  190: r1 = *(u8 *)(r5 + 1)
  191: r4 = *(u8 *)(r5 + 0)
  192: r1 += 0x1
  193: r1 <<= 0x3
  194: r5 += r1
  195: goto L35
L34:
  196: r2 = r5
  197: r2 += 0x8
  198: if r2 > r3 goto L1
  199: r1 = *(u16 *)(r5 + 2)
  200: r4 = *(u8 *)(r5 + 0)
  201: r5 += 0x8
  202: if w1 & 0xf8ff goto L26
L35:
  203: r1 = r5
  204: r1 -= r0
  205: if r1 > 0x7fff goto L1
  206: r5 = r0
  207: r5 += r1
  208: if r4 == 0x2c goto L37
  209: if r4 == 0x0 goto L36
  210: if r4 == 0x2b goto L36
  211: if r4 != 0x3c goto L25
L36:
  212: r2 = r5
  213: r2 += 0x8
  214: if r2 > r3 goto L1
  215: r1 = *(u8 *)(r5 + 1)
  216: r4 = *(u8 *)(r5 + 0)
  217: r1 += 0x1
  218: r1 <<= 0x3
  219: r5 += r1
  220: goto L38
L37:
  221: r2 = r5
  222: r2 += 0x8
  223: if r2 > r3 goto L1
  224: r1 = *(u16 *)(r5 + 2)
  225: r4 = *(u8 *)(r5 + 0)
  226: r5 += 0x8
  227: if w1 & 0xf8ff goto L26
L38:
  228: r1 = r5
  229: r1 -= r0
  230: if r1 > 0x7fff goto L1
  231: r5 = r0
  232: r5 += r1
  233: if r4 == 0x2c goto L40
  234: if r4 == 0x0 goto L39
  235: if r4 == 0x2b goto L39
  236: if r4 != 0x3c goto L25
L39:
  237: r2 = r5
  238: r2 += 0x8
  239: if r2 > r3 goto L1
  240: r1 = *(u8 *)(r5 + 1)
  241: r4 = *(u8 *)(r5 + 0)
  242: r1 += 0x1
  243: r1 <<= 0x3
  244: r5 += r1
  245: goto L41
L40:
  246: r2 = r5
  247: r2 += 0x8
  248: if r2 > r3 goto L1
  249: r1 = *(u16 *)(r5 + 2)
  250: r4 = *(u8 *)(r5 + 0)
  251: r5 += 0x8
  252: if w1 & 0xf8ff goto L26
L41:
  253: r1 = r5
  254: r1 -= r0
  255: if r1 > 0x7fff goto L1
  256: r5 = r0
  257: r5 += r1
  258: if r4 == 0x2c goto L43
  259: if r4 == 0x0 goto L42
  260: if r4 == 0x2b goto L42
  261: if r4 != 0x3c goto L25
L42:
  262: r2 = r5
  263: r2 += 0x8
  264: if r2 > r3 goto L1
  265: r1 = *(u8 *)(r5 + 1)
  266: r4 = *(u8 *)(r5 + 0)
  267: r1 += 0x1
  268: r1 <<= 0x3
  269: r5 += r1
  270: goto L44
L43:
  271: r2 = r5
  272: r2 += 0x8
  273: if r2 > r3 goto L1
  274: r1 = *(u16 *)(r5 + 2)
  275: r4 = *(u8 *)(r5 + 0)
  276: r5 += 0x8
  277: if w1 & 0xf8ff goto L26
L44:
  278: r1 = r5
  279: r1 -= r0
  280: if r1 > 0x7fff goto L1
  281: r5 = r0
  282: r5 += r1
  283: if r4 == 0x2c goto L46
  284: if r4 == 0x0 goto L45
  285: if r4 == 0x2b goto L45
  286: if r4 != 0x3c goto L25
L45:
  287: r2 = r5
  288: r2 += 0x8
  289: if r2 > r3 goto L1
  290: r1 = *(u8 *)(r5 + 1)
  291: r4 = *(u8 *)(r5 + 0)
  292: r1 += 0x1
  293: r1 <<= 0x3
  294: r5 += r1
  295: goto L47
L46:
  296: r2 = r5
  297: r2 += 0x8
  298: if r2 > r3 goto L1
  299: r1 = *(u16 *)(r5 + 2)
  300: r4 = *(u8 *)(r5 + 0)
  301: r5 += 0x8
  302: if w1 & 0xf8ff goto L26
L47:
  303: r1 = r5
  304: r1 -= r0
  305: if r1 > 0x7fff goto L1
  306: r5 = r0
  307: r5 += r1
  308: if r4 == 0x2c goto L49
  309: if r4 == 0x0 goto L48
  310: if r4 == 0x2b goto L48
  311: if r4 != 0x3c goto L25
L48:
  312: r2 = r5
  313: r2 += 0x8
  314: if r2 > r3 goto L1
  315: r1 = *(u8 *)(r5 + 1)
  316: r4 = *(u8 *)(r5 + 0)
  317: r1 += 0x1
  318: r1 <<= 0x3
  319: r5 += r1
  320: goto L50
L49:
  321: r2 = r5
  322: r2 += 0x8
  323: if r2 > r3 goto L1
  324: r1 = *(u16 *)(r5 + 2)
  325: r4 = *(u8 *)(r5 + 0)
  326: r5 += 0x8
  327: if w1 & 0xf8ff goto L26
L50:
  328: r1 = r5
  329: r1 -= r0
  330: if r1 > 0x7fff goto L1
  331: r5 = r0
  332: r5 += r1
      ; deeper than the walk: no specified verdict
  333: if r4 == 0x0 goto L1
  334: if r4 == 0x2b goto L1
  335: if r4 == 0x2c goto L1
  336: if r4 == 0x3c goto L1
L25:
  337: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  338: if r4 == 0x11 goto L52
  339: r6 = 0x10000
  340: goto L3
L52:
  341: r2 = r5
  342: r2 += 0x8
  343: if r2 > r3 goto L1
  344: r6 = *(u16 *)(r5 + 0)
  345: goto L3
L26:
  346: *(u64 *)(r10 - 16) = r4
  347: r6 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `resolvers` (line 11): Pass
  348: r1 = *(u64 *)(r10 - 16)
  349: r1 |= 0x0
  350: if r1 != 0x11 goto L54
  351: if r6 != 0x3500 goto L54
L55:
  352: r1 = *(u64 *)(r10 - 40)
  353: r1 |= 0x0
  354: r2 = *(u64 *)(r10 - 48)
  355: r2 |= 0x0
  356: r3 = 0x20010db800000000 ll
  358: if r1 > r3 goto L58
  359: if r1 < r3 goto L54
  360: r3 = 0x53
  361: if r2 < r3 goto L54
L58:
  362: r3 = 0x20010db800000000 ll
  364: if r1 < r3 goto L56
  365: if r1 > r3 goto L57
  366: r3 = 0x53
  367: if r2 <= r3 goto L56
L57:
  368: goto L54
L56:
  369: *(u32 *)(r10 - 136) = 0x0
  370: *(u64 *)(r10 - 144) = 0x2
  371: goto L0
L54:
      ; rule 2 `per48` (line 13): Drop
  372: r1 = *(u64 *)(r10 - 16)
  373: r1 |= 0x0
  374: if r1 != 0x11 goto L59
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
  375: *(u32 *)(r10 - 216) = 0x2
  376: *(u32 *)(r10 - 212) = 0x0
  377: r1 = *(u64 *)(r10 - 40)
  378: r1 |= 0x0
  379: r2 = 0xffffffffffff0000 ll
  381: r1 &= r2
  382: *(u64 *)(r10 - 208) = r1
  383: r1 = *(u64 *)(r10 - 48)
  384: r1 |= 0x0
  385: r2 = 0x0 ll
  387: r1 &= r2
  388: *(u64 *)(r10 - 200) = r1
  389: call 5
  390: *(u64 *)(r10 - 240) = r0
  391: r1 = map[dropc_rate6] ll
  393: r2 = r10
  394: r2 += 0xffffff28
  395: call 1
  396: if r0 != 0x0 goto L61
      ; a new key: a full bucket, less this packet's token
  397: r1 = *(u64 *)(r10 - 240)
  398: r2 = 0xf4240 ll
  400: r1 += r2
  401: *(u64 *)(r10 - 232) = r1
  402: r1 = *(u64 *)(r10 - 240)
  403: *(u64 *)(r10 - 224) = r1
  404: r1 = map[dropc_rate6] ll
  406: r2 = r10
  407: r2 += 0xffffff28
  408: r3 = r10
  409: r3 += 0xffffff18
  410: r4 = 0x1
  411: call 2
  412: if r0 == 0x0 goto L59
      ; another CPU added it first: take a token from it
  413: r1 = map[dropc_rate6] ll
  415: r2 = r10
  416: r2 += 0xffffff28
  417: call 1
  418: if r0 == 0x0 goto L59
L61:
  419: r5 = r0
  420: r3 = *(u64 *)(r10 - 240)
  421: r1 = *(u64 *)(r5 + 0)
  422: r2 = r1
  423: r2 -= r3
  424: if r2 s>= 0x0 goto L64
L63:
  425: r2 = 0x0
L64:
  426: r4 = 0x3d0900 ll
  428: if r2 > r4 goto L60
  429: r2 += r3
  430: r4 = 0xf4240 ll
  432: r2 += r4
  433: r0 = r1
  434: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  435: if r0 == r1 goto L62
  436: r1 = *(u64 *)(r5 + 0)
  437: r2 = r1
  438: r2 -= r3
  439: if r2 s>= 0x0 goto L66
L65:
  440: r2 = 0x0
L66:
  441: r4 = 0x3d0900 ll
  443: if r2 > r4 goto L60
  444: r2 += r3
  445: r4 = 0xf4240 ll
  447: r2 += r4
  448: r0 = r1
  449: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  450: if r0 == r1 goto L62
  451: r1 = *(u64 *)(r5 + 0)
  452: r2 = r1
  453: r2 -= r3
  454: if r2 s>= 0x0 goto L68
L67:
  455: r2 = 0x0
L68:
  456: r4 = 0x3d0900 ll
  458: if r2 > r4 goto L60
  459: r2 += r3
  460: r4 = 0xf4240 ll
  462: r2 += r4
  463: r0 = r1
  464: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  465: if r0 == r1 goto L62
      ; lost every race: over the rate, no token taken
  466: goto L60
L62:
  467: goto L59
L60:
  468: *(u32 *)(r10 - 136) = 0x2
  469: *(u64 *)(r10 - 144) = 0x1
  470: goto L0
L59:
      ; default
  471: *(u32 *)(r10 - 136) = 0x3
  472: *(u64 *)(r10 - 144) = 0x2
  473: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  474: *(u32 *)(r10 - 136) = 0x4
  475: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  476: r1 = map[dropc_counters] ll
  478: r2 = r10
  479: r2 += 0xffffff78
  480: call 1
  481: if r0 == 0x0 goto L69
  482: r1 = *(u64 *)(r0 + 0)
  483: r1 += 0x1
  484: *(u64 *)(r0 + 0) = r1
  485: r1 = *(u64 *)(r10 - 152)
  486: r2 = *(u32 *)(r1 + 4)
  487: r1 = *(u32 *)(r1 + 0)
  488: r2 -= r1
  489: r1 = *(u64 *)(r0 + 8)
  490: r1 += r2
  491: *(u64 *)(r0 + 8) = r1
L69:
  492: r0 = *(u64 *)(r10 - 144)
  493: if r0 != 0x2 goto L70
      ; pass: tail call dropc_next[0] (falls through when empty)
  494: r1 = *(u64 *)(r10 - 152)
  495: r2 = map[dropc_next] ll
  497: r3 = 0x0
  498: call 12
  499: r0 = 0x2
  500: exit
L70:
  501: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  502: r1 = map[dropc_counters] ll
  504: r2 = r10
  505: r2 += 0xffffff78
  506: call 1
  507: if r0 == 0x0 goto L71
  508: r1 = *(u64 *)(r0 + 0)
  509: r1 += 0x1
  510: *(u64 *)(r0 + 0) = r1
  511: r1 = *(u64 *)(r10 - 152)
  512: r2 = *(u32 *)(r1 + 4)
  513: r1 = *(u32 *)(r1 + 0)
  514: r2 -= r1
  515: r1 = *(u64 *)(r0 + 8)
  516: r1 += r2
  517: *(u64 *)(r0 + 8) = r1
L71:
  518: r0 = *(u64 *)(r10 - 144)
  519: if r0 != 0x2 goto L72
      ; pass: tail call dropc_next[0] (falls through when empty)
  520: r1 = *(u64 *)(r10 - 152)
  521: r2 = map[dropc_next] ll
  523: r3 = 0x0
  524: call 12
  525: r0 = 0x2
  526: exit
L72:
  527: exit
