; dropc tc program `dropc_tc` (560 instruction slots)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)
    0: r6 = r1
    1: *(u64 *)(r10 - 152) = r1
    2: r0 = *(u32 *)(r6 + 76)
    3: r3 = *(u32 *)(r6 + 80)
      ; make the headers directly readable: pull min(len, 0xffff) if needed
    4: r1 = *(u32 *)(r6 + 0)
    5: if r1 <= 0xffff goto L5
    6: r1 = 0xffff
L5:
    7: r2 = r0
    8: r2 += r1
    9: if r2 <= r3 goto L4
   10: r2 = r1
   11: r1 = r6
   12: call 39
   13: r0 = *(u32 *)(r6 + 76)
   14: r3 = *(u32 *)(r6 + 80)
L4:
      ; Ethernet
   15: r2 = r0
   16: r2 += 0xe
   17: if r2 > r3 goto L1
   18: r1 = *(u16 *)(r0 + 12)
   19: if w1 != 0x8 goto L6
L8:
      ; IPv4 (header at r0 + 14)
   20: r2 = r0
   21: r2 += 0x22
   22: if r2 > r3 goto L1
   23: r1 = *(u32 *)(r0 + 26)
   24: r1 = be32 r1
   25: *(u64 *)(r10 - 24) = r1
   26: r4 = *(u8 *)(r0 + 23)
   27: *(u64 *)(r10 - 16) = r4
   28: r2 = *(u16 *)(r0 + 20)
   29: if w2 & 0xff1f goto L9
   30: r5 = *(u8 *)(r0 + 14)
   31: r5 &= 0xf
   32: r5 <<= 0x2
   33: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   34: if r4 == 0x11 goto L11
   35: r7 = 0x10000
   36: goto L2
L9:
   37: r7 = 0x10000
   38: goto L2
L11:
   39: r2 = r5
   40: r2 += 0x16
   41: if r2 > r3 goto L1
   42: r7 = *(u16 *)(r5 + 14)
L2:
      ; rules for IPv4 packets
      ; rule 0 `resolvers` (line 11): Pass
   43: r1 = *(u64 *)(r10 - 16)
   44: r1 |= 0x0
   45: if r1 != 0x11 goto L13
   46: if r7 != 0x3500 goto L13
L14:
   47: r1 = *(u64 *)(r10 - 24)
   48: r1 |= 0x0
   49: if w1 != 0xc0000235 goto L13
L15:
   50: *(u32 *)(r10 - 136) = 0x0
   51: *(u64 *)(r10 - 144) = 0xffffffff
   52: goto L0
L13:
      ; rule 1 `per16` (line 12): Drop
   53: r1 = *(u64 *)(r10 - 16)
   54: r1 |= 0x0
   55: if r1 != 0x11 goto L16
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
   56: r1 = *(u64 *)(r10 - 24)
   57: r1 |= 0x0
   58: r1 >>= 0x10
   59: *(u32 *)(r10 - 216) = r1
   60: r1 = map[dropc_rate_dir] ll
   62: r2 = r10
   63: r2 += 0xffffff28
   64: call 1
   65: if r0 == 0x0 goto L16
   66: *(u64 *)(r10 - 232) = r0
   67: r5 = *(u64 *)(r10 - 232)
   68: r1 = *(u64 *)(r5 + 0)
   69: *(u64 *)(r10 - 224) = r1
   70: call 5
   71: *(u64 *)(r10 - 240) = r0
   72: r3 = *(u64 *)(r10 - 240)
   73: r5 = *(u64 *)(r10 - 232)
   74: r1 = *(u64 *)(r10 - 224)
   75: r2 = r1
   76: r2 -= r3
   77: if r2 s>= 0x0 goto L21
L20:
   78: r2 = 0x0
L21:
   79: r4 = 0x3d0900 ll
   81: if r2 > r4 goto L17
   82: r2 += r3
   83: r4 = 0xf4240 ll
   85: r2 += r4
   86: r0 = r1
   87: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
   88: if r0 == r1 goto L19
   89: r5 = *(u64 *)(r10 - 232)
   90: r1 = *(u64 *)(r5 + 0)
   91: *(u64 *)(r10 - 224) = r1
   92: call 5
   93: *(u64 *)(r10 - 240) = r0
   94: r3 = *(u64 *)(r10 - 240)
   95: r5 = *(u64 *)(r10 - 232)
   96: r1 = *(u64 *)(r10 - 224)
   97: r2 = r1
   98: r2 -= r3
   99: if r2 s>= 0x0 goto L23
L22:
  100: r2 = 0x0
L23:
  101: r4 = 0x3d0900 ll
  103: if r2 > r4 goto L17
  104: r2 += r3
  105: r4 = 0xf4240 ll
  107: r2 += r4
  108: r0 = r1
  109: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  110: if r0 == r1 goto L19
  111: r5 = *(u64 *)(r10 - 232)
  112: r1 = *(u64 *)(r5 + 0)
  113: *(u64 *)(r10 - 224) = r1
  114: call 5
  115: *(u64 *)(r10 - 240) = r0
  116: r3 = *(u64 *)(r10 - 240)
  117: r5 = *(u64 *)(r10 - 232)
  118: r1 = *(u64 *)(r10 - 224)
  119: r2 = r1
  120: r2 -= r3
  121: if r2 s>= 0x0 goto L25
L24:
  122: r2 = 0x0
L25:
  123: r4 = 0x3d0900 ll
  125: if r2 > r4 goto L17
  126: r2 += r3
  127: r4 = 0xf4240 ll
  129: r2 += r4
  130: r0 = r1
  131: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  132: if r0 == r1 goto L19
      ; lost every race: over the rate, no token taken
  133: goto L17
L19:
  134: goto L16
L17:
  135: *(u32 *)(r10 - 136) = 0x1
  136: *(u64 *)(r10 - 144) = 0x2
  137: goto L0
L16:
      ; default
  138: *(u32 *)(r10 - 136) = 0x3
  139: *(u64 *)(r10 - 144) = 0xffffffff
  140: goto L0
L6:
  141: if w1 == 0xdd86 goto L7
  142: if w1 == 0x81 goto L26
  143: if w1 != 0xa888 goto L1
L26:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  144: r2 = *(u32 *)(r6 + 20)
  145: if r2 != 0x0 goto L1
  146: r2 = r0
  147: r2 += 0x12
  148: if r2 > r3 goto L1
  149: r1 = *(u16 *)(r0 + 16)
  150: r0 += 0x4
  151: if w1 == 0x8 goto L8
  152: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  153: r2 = r0
  154: r2 += 0x36
  155: if r2 > r3 goto L1
  156: r1 = *(u64 *)(r0 + 22)
  157: r1 = be64 r1
  158: *(u64 *)(r10 - 40) = r1
  159: r1 = *(u64 *)(r0 + 30)
  160: r1 = be64 r1
  161: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  162: r4 = *(u8 *)(r0 + 20)
  163: r5 = r0
  164: r5 += 0x36
  165: if r4 == 0x2c goto L30
  166: if r4 == 0x0 goto L29
  167: if r4 == 0x2b goto L29
  168: if r4 != 0x3c goto L27
L29:
  169: r2 = r5
  170: r2 += 0x8
  171: if r2 > r3 goto L1
  172: r1 = *(u8 *)(r5 + 1)
  173: r4 = *(u8 *)(r5 + 0)
  174: r1 += 0x1
  175: r1 <<= 0x3
  176: r5 += r1
  177: goto L31
L30:
  178: r2 = r5
  179: r2 += 0x8
  180: if r2 > r3 goto L1
  181: r1 = *(u16 *)(r5 + 2)
  182: r4 = *(u8 *)(r5 + 0)
  183: r5 += 0x8
  184: if w1 & 0xf8ff goto L28
L31:
  185: r1 = r5
  186: r1 -= r0
  187: if r1 > 0x7fff goto L1
  188: r5 = r0
  189: r5 += r1
  190: if r4 == 0x2c goto L33
  191: if r4 == 0x0 goto L32
  192: if r4 == 0x2b goto L32
  193: if r4 != 0x3c goto L27
L32:
  194: r2 = r5
  195: r2 += 0x8
  196: if r2 > r3 goto L1
  197: r1 = *(u8 *)(r5 + 1)
  198: r4 = *(u8 *)(r5 + 0)
  199: r1 += 0x1
  200: r1 <<= 0x3
  201: r5 += r1
  202: goto L34
L33:
  203: r2 = r5
  204: r2 += 0x8
  205: if r2 > r3 goto L1
  206: r1 = *(u16 *)(r5 + 2)
  207: r4 = *(u8 *)(r5 + 0)
  208: r5 += 0x8
  209: if w1 & 0xf8ff goto L28
L34:
  210: r1 = r5
  211: r1 -= r0
  212: if r1 > 0x7fff goto L1
  213: r5 = r0
  214: r5 += r1
  215: if r4 == 0x2c goto L36
  216: if r4 == 0x0 goto L35
  217: if r4 == 0x2b goto L35
  218: if r4 != 0x3c goto L27
L35:
  219: r2 = r5
  220: r2 += 0x8
  221: if r2 > r3 goto L1
  222: r1 = *(u8 *)(r5 + 1)
  223: r4 = *(u8 *)(r5 + 0)
  224: r1 += 0x1
  225: r1 <<= 0x3
  226: r5 += r1
  227: goto L37
L36:
  228: r2 = r5
  229: r2 += 0x8
  230: if r2 > r3 goto L1
  231: r1 = *(u16 *)(r5 + 2)
  232: r4 = *(u8 *)(r5 + 0)
  233: r5 += 0x8
  234: if w1 & 0xf8ff goto L28
L37:
  235: r1 = r5
  236: r1 -= r0
  237: if r1 > 0x7fff goto L1
  238: r5 = r0
  239: r5 += r1
  240: if r4 == 0x2c goto L39
  241: if r4 == 0x0 goto L38
  242: if r4 == 0x2b goto L38
  243: if r4 != 0x3c goto L27
L38:
  244: r2 = r5
  245: r2 += 0x8
  246: if r2 > r3 goto L1
  247: r1 = *(u8 *)(r5 + 1)
  248: r4 = *(u8 *)(r5 + 0)
  249: r1 += 0x1
  250: r1 <<= 0x3
  251: r5 += r1
  252: goto L40
L39:
  253: r2 = r5
  254: r2 += 0x8
  255: if r2 > r3 goto L1
  256: r1 = *(u16 *)(r5 + 2)
  257: r4 = *(u8 *)(r5 + 0)
  258: r5 += 0x8
  259: if w1 & 0xf8ff goto L28
L40:
  260: r1 = r5
  261: r1 -= r0
  262: if r1 > 0x7fff goto L1
  263: r5 = r0
  264: r5 += r1
  265: if r4 == 0x2c goto L42
  266: if r4 == 0x0 goto L41
  267: if r4 == 0x2b goto L41
  268: if r4 != 0x3c goto L27
L41:
  269: r2 = r5
  270: r2 += 0x8
  271: if r2 > r3 goto L1
  272: r1 = *(u8 *)(r5 + 1)
  273: r4 = *(u8 *)(r5 + 0)
  274: r1 += 0x1
  275: r1 <<= 0x3
  276: r5 += r1
  277: goto L43
L42:
  278: r2 = r5
  279: r2 += 0x8
  280: if r2 > r3 goto L1
  281: r1 = *(u16 *)(r5 + 2)
  282: r4 = *(u8 *)(r5 + 0)
  283: r5 += 0x8
  284: if w1 & 0xf8ff goto L28
L43:
  285: r1 = r5
  286: r1 -= r0
  287: if r1 > 0x7fff goto L1
  288: r5 = r0
  289: r5 += r1
  290: if r4 == 0x2c goto L45
  291: if r4 == 0x0 goto L44
  292: if r4 == 0x2b goto L44
  293: if r4 != 0x3c goto L27
L44:
  294: r2 = r5
  295: r2 += 0x8
  296: if r2 > r3 goto L1
  297: r1 = *(u8 *)(r5 + 1)
  298: r4 = *(u8 *)(r5 + 0)
  299: r1 += 0x1
  300: r1 <<= 0x3
  301: r5 += r1
  302: goto L46
L45:
  303: r2 = r5
  304: r2 += 0x8
  305: if r2 > r3 goto L1
  306: r1 = *(u16 *)(r5 + 2)
  307: r4 = *(u8 *)(r5 + 0)
  308: r5 += 0x8
  309: if w1 & 0xf8ff goto L28
L46:
  310: r1 = r5
  311: r1 -= r0
  312: if r1 > 0x7fff goto L1
  313: r5 = r0
  314: r5 += r1
  315: if r4 == 0x2c goto L48
  316: if r4 == 0x0 goto L47
  317: if r4 == 0x2b goto L47
  318: if r4 != 0x3c goto L27
L47:
  319: r2 = r5
  320: r2 += 0x8
  321: if r2 > r3 goto L1
  322: r1 = *(u8 *)(r5 + 1)
  323: r4 = *(u8 *)(r5 + 0)
  324: r1 += 0x1
  325: r1 <<= 0x3
  326: r5 += r1
  327: goto L49
L48:
  328: r2 = r5
  329: r2 += 0x8
  330: if r2 > r3 goto L1
  331: r1 = *(u16 *)(r5 + 2)
  332: r4 = *(u8 *)(r5 + 0)
  333: r5 += 0x8
  334: if w1 & 0xf8ff goto L28
L49:
  335: r1 = r5
  336: r1 -= r0
  337: if r1 > 0x7fff goto L1
  338: r5 = r0
  339: r5 += r1
  340: if r4 == 0x2c goto L51
  341: if r4 == 0x0 goto L50
  342: if r4 == 0x2b goto L50
  343: if r4 != 0x3c goto L27
L50:
  344: r2 = r5
  345: r2 += 0x8
  346: if r2 > r3 goto L1
  347: r1 = *(u8 *)(r5 + 1)
  348: r4 = *(u8 *)(r5 + 0)
  349: r1 += 0x1
  350: r1 <<= 0x3
  351: r5 += r1
  352: goto L52
L51:
  353: r2 = r5
  354: r2 += 0x8
  355: if r2 > r3 goto L1
  356: r1 = *(u16 *)(r5 + 2)
  357: r4 = *(u8 *)(r5 + 0)
  358: r5 += 0x8
  359: if w1 & 0xf8ff goto L28
L52:
  360: r1 = r5
  361: r1 -= r0
  362: if r1 > 0x7fff goto L1
  363: r5 = r0
  364: r5 += r1
      ; deeper than the walk: no specified verdict
  365: if r4 == 0x0 goto L1
  366: if r4 == 0x2b goto L1
  367: if r4 == 0x2c goto L1
  368: if r4 == 0x3c goto L1
L27:
  369: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  370: if r4 == 0x11 goto L54
  371: r7 = 0x10000
  372: goto L3
L54:
  373: r2 = r5
  374: r2 += 0x8
  375: if r2 > r3 goto L1
  376: r7 = *(u16 *)(r5 + 0)
  377: goto L3
L28:
  378: *(u64 *)(r10 - 16) = r4
  379: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `resolvers` (line 11): Pass
  380: r1 = *(u64 *)(r10 - 16)
  381: r1 |= 0x0
  382: if r1 != 0x11 goto L56
  383: if r7 != 0x3500 goto L56
L57:
  384: r1 = *(u64 *)(r10 - 40)
  385: r1 |= 0x0
  386: r2 = *(u64 *)(r10 - 48)
  387: r2 |= 0x0
  388: r3 = 0x20010db800000000 ll
  390: if r1 > r3 goto L60
  391: if r1 < r3 goto L56
  392: r3 = 0x53
  393: if r2 < r3 goto L56
L60:
  394: r3 = 0x20010db800000000 ll
  396: if r1 < r3 goto L58
  397: if r1 > r3 goto L59
  398: r3 = 0x53
  399: if r2 <= r3 goto L58
L59:
  400: goto L56
L58:
  401: *(u32 *)(r10 - 136) = 0x0
  402: *(u64 *)(r10 - 144) = 0xffffffff
  403: goto L0
L56:
      ; rule 2 `per48` (line 13): Drop
  404: r1 = *(u64 *)(r10 - 16)
  405: r1 |= 0x0
  406: if r1 != 0x11 goto L61
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
  407: *(u32 *)(r10 - 216) = 0x2
  408: *(u32 *)(r10 - 212) = 0x0
  409: r1 = *(u64 *)(r10 - 40)
  410: r1 |= 0x0
  411: r2 = 0xffffffffffff0000 ll
  413: r1 &= r2
  414: *(u64 *)(r10 - 208) = r1
  415: r1 = *(u64 *)(r10 - 48)
  416: r1 |= 0x0
  417: r2 = 0x0 ll
  419: r1 &= r2
  420: *(u64 *)(r10 - 200) = r1
  421: r1 = map[dropc_rate6] ll
  423: r2 = r10
  424: r2 += 0xffffff28
  425: call 1
  426: if r0 != 0x0 goto L63
      ; a new key: a full bucket, less this packet's token
  427: call 5
  428: *(u64 *)(r10 - 240) = r0
  429: r1 = *(u64 *)(r10 - 240)
  430: r2 = 0xf4240 ll
  432: r1 += r2
  433: *(u64 *)(r10 - 232) = r1
  434: r1 = *(u64 *)(r10 - 240)
  435: *(u64 *)(r10 - 224) = r1
  436: r1 = map[dropc_rate6] ll
  438: r2 = r10
  439: r2 += 0xffffff28
  440: r3 = r10
  441: r3 += 0xffffff18
  442: r4 = 0x1
  443: call 2
  444: if r0 == 0x0 goto L61
      ; another CPU added it first: take a token from it
  445: r1 = map[dropc_rate6] ll
  447: r2 = r10
  448: r2 += 0xffffff28
  449: call 1
  450: if r0 == 0x0 goto L61
L63:
  451: *(u64 *)(r10 - 232) = r0
  452: r5 = *(u64 *)(r10 - 232)
  453: r1 = *(u64 *)(r5 + 0)
  454: *(u64 *)(r10 - 224) = r1
  455: call 5
  456: *(u64 *)(r10 - 240) = r0
  457: r3 = *(u64 *)(r10 - 240)
  458: r5 = *(u64 *)(r10 - 232)
  459: r1 = *(u64 *)(r10 - 224)
  460: r2 = r1
  461: r2 -= r3
  462: if r2 s>= 0x0 goto L66
L65:
  463: r2 = 0x0
L66:
  464: r4 = 0x3d0900 ll
  466: if r2 > r4 goto L62
  467: r2 += r3
  468: r4 = 0xf4240 ll
  470: r2 += r4
  471: r0 = r1
  472: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  473: if r0 == r1 goto L64
  474: r5 = *(u64 *)(r10 - 232)
  475: r1 = *(u64 *)(r5 + 0)
  476: *(u64 *)(r10 - 224) = r1
  477: call 5
  478: *(u64 *)(r10 - 240) = r0
  479: r3 = *(u64 *)(r10 - 240)
  480: r5 = *(u64 *)(r10 - 232)
  481: r1 = *(u64 *)(r10 - 224)
  482: r2 = r1
  483: r2 -= r3
  484: if r2 s>= 0x0 goto L68
L67:
  485: r2 = 0x0
L68:
  486: r4 = 0x3d0900 ll
  488: if r2 > r4 goto L62
  489: r2 += r3
  490: r4 = 0xf4240 ll
  492: r2 += r4
  493: r0 = r1
  494: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  495: if r0 == r1 goto L64
  496: r5 = *(u64 *)(r10 - 232)
  497: r1 = *(u64 *)(r5 + 0)
  498: *(u64 *)(r10 - 224) = r1
  499: call 5
  500: *(u64 *)(r10 - 240) = r0
  501: r3 = *(u64 *)(r10 - 240)
  502: r5 = *(u64 *)(r10 - 232)
  503: r1 = *(u64 *)(r10 - 224)
  504: r2 = r1
  505: r2 -= r3
  506: if r2 s>= 0x0 goto L70
L69:
  507: r2 = 0x0
L70:
  508: r4 = 0x3d0900 ll
  510: if r2 > r4 goto L62
  511: r2 += r3
  512: r4 = 0xf4240 ll
  514: r2 += r4
  515: r0 = r1
  516: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  517: if r0 == r1 goto L64
      ; lost every race: over the rate, no token taken
  518: goto L62
L64:
  519: goto L61
L62:
  520: *(u32 *)(r10 - 136) = 0x2
  521: *(u64 *)(r10 - 144) = 0x2
  522: goto L0
L61:
      ; default
  523: *(u32 *)(r10 - 136) = 0x3
  524: *(u64 *)(r10 - 144) = 0xffffffff
  525: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  526: *(u32 *)(r10 - 136) = 0x4
  527: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  528: r1 = map[dropc_counters] ll
  530: r2 = r10
  531: r2 += 0xffffff78
  532: call 1
  533: if r0 == 0x0 goto L71
  534: r1 = *(u64 *)(r0 + 0)
  535: r1 += 0x1
  536: *(u64 *)(r0 + 0) = r1
  537: r1 = *(u64 *)(r10 - 152)
  538: r2 = *(u32 *)(r1 + 0)
  539: r1 = *(u64 *)(r0 + 8)
  540: r1 += r2
  541: *(u64 *)(r0 + 8) = r1
L71:
  542: r0 = *(u64 *)(r10 - 144)
  543: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  544: r1 = map[dropc_counters] ll
  546: r2 = r10
  547: r2 += 0xffffff78
  548: call 1
  549: if r0 == 0x0 goto L72
  550: r1 = *(u64 *)(r0 + 0)
  551: r1 += 0x1
  552: *(u64 *)(r0 + 0) = r1
  553: r1 = *(u64 *)(r10 - 152)
  554: r2 = *(u32 *)(r1 + 0)
  555: r1 = *(u64 *)(r0 + 8)
  556: r1 += r2
  557: *(u64 *)(r0 + 8) = r1
L72:
  558: r0 = *(u64 *)(r10 - 144)
  559: exit
