; dropc xdp program `dropc_xdp` (557 instruction slots)
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
   44: *(u32 *)(r10 - 216) = 0x1
   45: *(u32 *)(r10 - 212) = 0x4
   46: r1 = *(u64 *)(r10 - 24)
   47: r1 |= 0x0
   48: r2 = 0xffff0000 ll
   50: r1 &= r2
   51: *(u64 *)(r10 - 208) = r1
   52: *(u64 *)(r10 - 200) = 0x0
   53: call 5
   54: *(u64 *)(r10 - 240) = r0
   55: *(u64 *)(r10 - 248) = r0
   56: r1 = map[dropc_rates] ll
   58: r2 = r10
   59: r2 += 0xffffff28
   60: call 1
   61: if r0 != 0x0 goto L16
      ; a new key: a full bucket, less this packet's token
   62: r1 = *(u64 *)(r10 - 248)
   63: r2 = 0xf4240 ll
   65: r1 += r2
   66: *(u64 *)(r10 - 232) = r1
   67: r1 = *(u64 *)(r10 - 240)
   68: *(u64 *)(r10 - 224) = r1
   69: r1 = map[dropc_rates] ll
   71: r2 = r10
   72: r2 += 0xffffff28
   73: r3 = r10
   74: r3 += 0xffffff18
   75: r4 = 0x1
   76: call 2
   77: if r0 == 0x0 goto L14
      ; another CPU added it first: take a token from it
   78: r1 = map[dropc_rates] ll
   80: r2 = r10
   81: r2 += 0xffffff28
   82: call 1
   83: if r0 == 0x0 goto L14
L16:
   84: r5 = r0
   85: r3 = *(u64 *)(r10 - 248)
   86: r1 = *(u64 *)(r5 + 0)
   87: r2 = r1
   88: r2 -= r3
   89: if r2 s>= 0x0 goto L19
L18:
   90: r2 = 0x0
L19:
   91: r4 = 0x3d0900 ll
   93: if r2 > r4 goto L15
   94: r2 += r3
   95: r4 = 0xf4240 ll
   97: r2 += r4
   98: r0 = r1
   99: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  100: if r0 == r1 goto L17
  101: r1 = *(u64 *)(r5 + 0)
  102: r2 = r1
  103: r2 -= r3
  104: if r2 s>= 0x0 goto L21
L20:
  105: r2 = 0x0
L21:
  106: r4 = 0x3d0900 ll
  108: if r2 > r4 goto L15
  109: r2 += r3
  110: r4 = 0xf4240 ll
  112: r2 += r4
  113: r0 = r1
  114: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  115: if r0 == r1 goto L17
  116: r1 = *(u64 *)(r5 + 0)
  117: r2 = r1
  118: r2 -= r3
  119: if r2 s>= 0x0 goto L23
L22:
  120: r2 = 0x0
L23:
  121: r4 = 0x3d0900 ll
  123: if r2 > r4 goto L15
  124: r2 += r3
  125: r4 = 0xf4240 ll
  127: r2 += r4
  128: r0 = r1
  129: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  130: if r0 == r1 goto L17
      ; lost every race: over the rate, no token taken
  131: goto L15
L17:
  132: goto L14
L15:
  133: *(u32 *)(r10 - 136) = 0x1
  134: *(u64 *)(r10 - 144) = 0x1
  135: goto L0
L14:
      ; default
  136: *(u32 *)(r10 - 136) = 0x3
  137: *(u64 *)(r10 - 144) = 0x2
  138: goto L0
L4:
  139: if w1 == 0xdd86 goto L5
  140: if w1 == 0x81 goto L24
  141: if w1 != 0xa888 goto L1
L24:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  142: r2 = r0
  143: r2 += 0x12
  144: if r2 > r3 goto L1
  145: r1 = *(u16 *)(r0 + 16)
  146: r0 += 0x4
  147: if w1 == 0x8 goto L6
  148: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  149: r2 = r0
  150: r2 += 0x36
  151: if r2 > r3 goto L1
  152: r1 = *(u64 *)(r0 + 22)
  153: r1 = be64 r1
  154: *(u64 *)(r10 - 40) = r1
  155: r1 = *(u64 *)(r0 + 30)
  156: r1 = be64 r1
  157: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  158: r4 = *(u8 *)(r0 + 20)
  159: r5 = r0
  160: r5 += 0x36
  161: if r4 == 0x2c goto L28
  162: if r4 == 0x0 goto L27
  163: if r4 == 0x2b goto L27
  164: if r4 != 0x3c goto L25
L27:
  165: r2 = r5
  166: r2 += 0x8
  167: if r2 > r3 goto L1
  168: r1 = *(u8 *)(r5 + 1)
  169: r4 = *(u8 *)(r5 + 0)
  170: r1 += 0x1
  171: r1 <<= 0x3
  172: r5 += r1
  173: goto L29
L28:
  174: r2 = r5
  175: r2 += 0x8
  176: if r2 > r3 goto L1
  177: r1 = *(u16 *)(r5 + 2)
  178: r4 = *(u8 *)(r5 + 0)
  179: r5 += 0x8
  180: if w1 & 0xf8ff goto L26
L29:
  181: r1 = r5
  182: r1 -= r0
  183: if r1 > 0x7fff goto L1
  184: r5 = r0
  185: r5 += r1
  186: if r4 == 0x2c goto L31
  187: if r4 == 0x0 goto L30
  188: if r4 == 0x2b goto L30
  189: if r4 != 0x3c goto L25
L30:
  190: r2 = r5
  191: r2 += 0x8
  192: if r2 > r3 goto L1
  193: r1 = *(u8 *)(r5 + 1)
  194: r4 = *(u8 *)(r5 + 0)
  195: r1 += 0x1
  196: r1 <<= 0x3
  197: r5 += r1
  198: goto L32
L31:
  199: r2 = r5
  200: r2 += 0x8
  201: if r2 > r3 goto L1
  202: r1 = *(u16 *)(r5 + 2)
  203: r4 = *(u8 *)(r5 + 0)
  204: r5 += 0x8
  205: if w1 & 0xf8ff goto L26
L32:
  206: r1 = r5
  207: r1 -= r0
  208: if r1 > 0x7fff goto L1
  209: r5 = r0
  210: r5 += r1
  211: if r4 == 0x2c goto L34
  212: if r4 == 0x0 goto L33
  213: if r4 == 0x2b goto L33
  214: if r4 != 0x3c goto L25
L33:
  215: r2 = r5
  216: r2 += 0x8
  217: if r2 > r3 goto L1
  218: r1 = *(u8 *)(r5 + 1)
  219: r4 = *(u8 *)(r5 + 0)
  220: r1 += 0x1
  221: r1 <<= 0x3
  222: r5 += r1
  223: goto L35
L34:
  224: r2 = r5
  225: r2 += 0x8
  226: if r2 > r3 goto L1
  227: r1 = *(u16 *)(r5 + 2)
  228: r4 = *(u8 *)(r5 + 0)
  229: r5 += 0x8
  230: if w1 & 0xf8ff goto L26
L35:
  231: r1 = r5
  232: r1 -= r0
  233: if r1 > 0x7fff goto L1
  234: r5 = r0
  235: r5 += r1
  236: if r4 == 0x2c goto L37
  237: if r4 == 0x0 goto L36
  238: if r4 == 0x2b goto L36
  239: if r4 != 0x3c goto L25
L36:
  240: r2 = r5
  241: r2 += 0x8
  242: if r2 > r3 goto L1
  243: r1 = *(u8 *)(r5 + 1)
  244: r4 = *(u8 *)(r5 + 0)
  245: r1 += 0x1
  246: r1 <<= 0x3
  247: r5 += r1
  248: goto L38
L37:
  249: r2 = r5
  250: r2 += 0x8
  251: if r2 > r3 goto L1
  252: r1 = *(u16 *)(r5 + 2)
  253: r4 = *(u8 *)(r5 + 0)
  254: r5 += 0x8
  255: if w1 & 0xf8ff goto L26
L38:
  256: r1 = r5
  257: r1 -= r0
  258: if r1 > 0x7fff goto L1
  259: r5 = r0
  260: r5 += r1
  261: if r4 == 0x2c goto L40
  262: if r4 == 0x0 goto L39
  263: if r4 == 0x2b goto L39
  264: if r4 != 0x3c goto L25
L39:
  265: r2 = r5
  266: r2 += 0x8
  267: if r2 > r3 goto L1
  268: r1 = *(u8 *)(r5 + 1)
  269: r4 = *(u8 *)(r5 + 0)
  270: r1 += 0x1
  271: r1 <<= 0x3
  272: r5 += r1
  273: goto L41
L40:
  274: r2 = r5
  275: r2 += 0x8
  276: if r2 > r3 goto L1
  277: r1 = *(u16 *)(r5 + 2)
  278: r4 = *(u8 *)(r5 + 0)
  279: r5 += 0x8
  280: if w1 & 0xf8ff goto L26
L41:
  281: r1 = r5
  282: r1 -= r0
  283: if r1 > 0x7fff goto L1
  284: r5 = r0
  285: r5 += r1
  286: if r4 == 0x2c goto L43
  287: if r4 == 0x0 goto L42
  288: if r4 == 0x2b goto L42
  289: if r4 != 0x3c goto L25
L42:
  290: r2 = r5
  291: r2 += 0x8
  292: if r2 > r3 goto L1
  293: r1 = *(u8 *)(r5 + 1)
  294: r4 = *(u8 *)(r5 + 0)
  295: r1 += 0x1
  296: r1 <<= 0x3
  297: r5 += r1
  298: goto L44
L43:
  299: r2 = r5
  300: r2 += 0x8
  301: if r2 > r3 goto L1
  302: r1 = *(u16 *)(r5 + 2)
  303: r4 = *(u8 *)(r5 + 0)
  304: r5 += 0x8
  305: if w1 & 0xf8ff goto L26
L44:
  306: r1 = r5
  307: r1 -= r0
  308: if r1 > 0x7fff goto L1
  309: r5 = r0
  310: r5 += r1
  311: if r4 == 0x2c goto L46
  312: if r4 == 0x0 goto L45
  313: if r4 == 0x2b goto L45
  314: if r4 != 0x3c goto L25
L45:
  315: r2 = r5
  316: r2 += 0x8
  317: if r2 > r3 goto L1
  318: r1 = *(u8 *)(r5 + 1)
  319: r4 = *(u8 *)(r5 + 0)
  320: r1 += 0x1
  321: r1 <<= 0x3
  322: r5 += r1
  323: goto L47
L46:
  324: r2 = r5
  325: r2 += 0x8
  326: if r2 > r3 goto L1
  327: r1 = *(u16 *)(r5 + 2)
  328: r4 = *(u8 *)(r5 + 0)
  329: r5 += 0x8
  330: if w1 & 0xf8ff goto L26
L47:
  331: r1 = r5
  332: r1 -= r0
  333: if r1 > 0x7fff goto L1
  334: r5 = r0
  335: r5 += r1
  336: if r4 == 0x2c goto L49
  337: if r4 == 0x0 goto L48
  338: if r4 == 0x2b goto L48
  339: if r4 != 0x3c goto L25
L48:
  340: r2 = r5
  341: r2 += 0x8
  342: if r2 > r3 goto L1
  343: r1 = *(u8 *)(r5 + 1)
  344: r4 = *(u8 *)(r5 + 0)
  345: r1 += 0x1
  346: r1 <<= 0x3
  347: r5 += r1
  348: goto L50
L49:
  349: r2 = r5
  350: r2 += 0x8
  351: if r2 > r3 goto L1
  352: r1 = *(u16 *)(r5 + 2)
  353: r4 = *(u8 *)(r5 + 0)
  354: r5 += 0x8
  355: if w1 & 0xf8ff goto L26
L50:
  356: r1 = r5
  357: r1 -= r0
  358: if r1 > 0x7fff goto L1
  359: r5 = r0
  360: r5 += r1
      ; deeper than the walk: no specified verdict
  361: if r4 == 0x0 goto L1
  362: if r4 == 0x2b goto L1
  363: if r4 == 0x2c goto L1
  364: if r4 == 0x3c goto L1
L25:
  365: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  366: if r4 == 0x11 goto L52
  367: r6 = 0x10000
  368: goto L3
L52:
  369: r2 = r5
  370: r2 += 0x8
  371: if r2 > r3 goto L1
  372: r6 = *(u16 *)(r5 + 0)
  373: goto L3
L26:
  374: *(u64 *)(r10 - 16) = r4
  375: r6 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `resolvers` (line 11): Pass
  376: r1 = *(u64 *)(r10 - 16)
  377: r1 |= 0x0
  378: if r1 != 0x11 goto L54
  379: if r6 != 0x3500 goto L54
L55:
  380: r1 = *(u64 *)(r10 - 40)
  381: r1 |= 0x0
  382: r2 = *(u64 *)(r10 - 48)
  383: r2 |= 0x0
  384: r3 = 0x20010db800000000 ll
  386: if r1 > r3 goto L58
  387: if r1 < r3 goto L54
  388: r3 = 0x53
  389: if r2 < r3 goto L54
L58:
  390: r3 = 0x20010db800000000 ll
  392: if r1 < r3 goto L56
  393: if r1 > r3 goto L57
  394: r3 = 0x53
  395: if r2 <= r3 goto L56
L57:
  396: goto L54
L56:
  397: *(u32 *)(r10 - 136) = 0x0
  398: *(u64 *)(r10 - 144) = 0x2
  399: goto L0
L54:
      ; rule 2 `per48` (line 13): Drop
  400: r1 = *(u64 *)(r10 - 16)
  401: r1 |= 0x0
  402: if r1 != 0x11 goto L59
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
  403: *(u32 *)(r10 - 216) = 0x2
  404: *(u32 *)(r10 - 212) = 0x6
  405: r1 = *(u64 *)(r10 - 40)
  406: r1 |= 0x0
  407: r2 = 0xffffffffffff0000 ll
  409: r1 &= r2
  410: *(u64 *)(r10 - 208) = r1
  411: r1 = *(u64 *)(r10 - 48)
  412: r1 |= 0x0
  413: r2 = 0x0 ll
  415: r1 &= r2
  416: *(u64 *)(r10 - 200) = r1
  417: call 5
  418: *(u64 *)(r10 - 240) = r0
  419: *(u64 *)(r10 - 248) = r0
  420: r1 = map[dropc_rates] ll
  422: r2 = r10
  423: r2 += 0xffffff28
  424: call 1
  425: if r0 != 0x0 goto L61
      ; a new key: a full bucket, less this packet's token
  426: r1 = *(u64 *)(r10 - 248)
  427: r2 = 0xf4240 ll
  429: r1 += r2
  430: *(u64 *)(r10 - 232) = r1
  431: r1 = *(u64 *)(r10 - 240)
  432: *(u64 *)(r10 - 224) = r1
  433: r1 = map[dropc_rates] ll
  435: r2 = r10
  436: r2 += 0xffffff28
  437: r3 = r10
  438: r3 += 0xffffff18
  439: r4 = 0x1
  440: call 2
  441: if r0 == 0x0 goto L59
      ; another CPU added it first: take a token from it
  442: r1 = map[dropc_rates] ll
  444: r2 = r10
  445: r2 += 0xffffff28
  446: call 1
  447: if r0 == 0x0 goto L59
L61:
  448: r5 = r0
  449: r3 = *(u64 *)(r10 - 248)
  450: r1 = *(u64 *)(r5 + 0)
  451: r2 = r1
  452: r2 -= r3
  453: if r2 s>= 0x0 goto L64
L63:
  454: r2 = 0x0
L64:
  455: r4 = 0x3d0900 ll
  457: if r2 > r4 goto L60
  458: r2 += r3
  459: r4 = 0xf4240 ll
  461: r2 += r4
  462: r0 = r1
  463: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  464: if r0 == r1 goto L62
  465: r1 = *(u64 *)(r5 + 0)
  466: r2 = r1
  467: r2 -= r3
  468: if r2 s>= 0x0 goto L66
L65:
  469: r2 = 0x0
L66:
  470: r4 = 0x3d0900 ll
  472: if r2 > r4 goto L60
  473: r2 += r3
  474: r4 = 0xf4240 ll
  476: r2 += r4
  477: r0 = r1
  478: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  479: if r0 == r1 goto L62
  480: r1 = *(u64 *)(r5 + 0)
  481: r2 = r1
  482: r2 -= r3
  483: if r2 s>= 0x0 goto L68
L67:
  484: r2 = 0x0
L68:
  485: r4 = 0x3d0900 ll
  487: if r2 > r4 goto L60
  488: r2 += r3
  489: r4 = 0xf4240 ll
  491: r2 += r4
  492: r0 = r1
  493: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  494: if r0 == r1 goto L62
      ; lost every race: over the rate, no token taken
  495: goto L60
L62:
  496: goto L59
L60:
  497: *(u32 *)(r10 - 136) = 0x2
  498: *(u64 *)(r10 - 144) = 0x1
  499: goto L0
L59:
      ; default
  500: *(u32 *)(r10 - 136) = 0x3
  501: *(u64 *)(r10 - 144) = 0x2
  502: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  503: *(u32 *)(r10 - 136) = 0x4
  504: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  505: r1 = map[dropc_counters] ll
  507: r2 = r10
  508: r2 += 0xffffff78
  509: call 1
  510: if r0 == 0x0 goto L69
  511: r1 = *(u64 *)(r0 + 0)
  512: r1 += 0x1
  513: *(u64 *)(r0 + 0) = r1
  514: r1 = *(u64 *)(r10 - 152)
  515: r2 = *(u32 *)(r1 + 4)
  516: r1 = *(u32 *)(r1 + 0)
  517: r2 -= r1
  518: r1 = *(u64 *)(r0 + 8)
  519: r1 += r2
  520: *(u64 *)(r0 + 8) = r1
L69:
  521: r0 = *(u64 *)(r10 - 144)
  522: if r0 != 0x2 goto L70
      ; pass: tail call dropc_next[0] (falls through when empty)
  523: r1 = *(u64 *)(r10 - 152)
  524: r2 = map[dropc_next] ll
  526: r3 = 0x0
  527: call 12
  528: r0 = 0x2
  529: exit
L70:
  530: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  531: r1 = map[dropc_counters] ll
  533: r2 = r10
  534: r2 += 0xffffff78
  535: call 1
  536: if r0 == 0x0 goto L71
  537: r1 = *(u64 *)(r0 + 0)
  538: r1 += 0x1
  539: *(u64 *)(r0 + 0) = r1
  540: r1 = *(u64 *)(r10 - 152)
  541: r2 = *(u32 *)(r1 + 4)
  542: r1 = *(u32 *)(r1 + 0)
  543: r2 -= r1
  544: r1 = *(u64 *)(r0 + 8)
  545: r1 += r2
  546: *(u64 *)(r0 + 8) = r1
L71:
  547: r0 = *(u64 *)(r10 - 144)
  548: if r0 != 0x2 goto L72
      ; pass: tail call dropc_next[0] (falls through when empty)
  549: r1 = *(u64 *)(r10 - 152)
  550: r2 = map[dropc_next] ll
  552: r3 = 0x0
  553: call 12
  554: r0 = 0x2
  555: exit
L72:
  556: exit
