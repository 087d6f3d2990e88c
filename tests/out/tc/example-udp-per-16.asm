; dropc tc program `dropc_tc` (585 instruction slots)
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
   56: *(u32 *)(r10 - 216) = 0x1
   57: *(u32 *)(r10 - 212) = 0x4
   58: r1 = *(u64 *)(r10 - 24)
   59: r1 |= 0x0
   60: r2 = 0xffff0000 ll
   62: r1 &= r2
   63: *(u64 *)(r10 - 208) = r1
   64: *(u64 *)(r10 - 200) = 0x0
   65: call 5
   66: *(u64 *)(r10 - 240) = r0
   67: *(u64 *)(r10 - 248) = r0
   68: r1 = map[dropc_rates] ll
   70: r2 = r10
   71: r2 += 0xffffff28
   72: call 1
   73: if r0 != 0x0 goto L18
      ; a new key: a full bucket, less this packet's token
   74: r1 = *(u64 *)(r10 - 248)
   75: r2 = 0xf4240 ll
   77: r1 += r2
   78: *(u64 *)(r10 - 232) = r1
   79: r1 = *(u64 *)(r10 - 240)
   80: *(u64 *)(r10 - 224) = r1
   81: r1 = map[dropc_rates] ll
   83: r2 = r10
   84: r2 += 0xffffff28
   85: r3 = r10
   86: r3 += 0xffffff18
   87: r4 = 0x1
   88: call 2
   89: if r0 == 0x0 goto L16
      ; another CPU added it first: take a token from it
   90: r1 = map[dropc_rates] ll
   92: r2 = r10
   93: r2 += 0xffffff28
   94: call 1
   95: if r0 == 0x0 goto L16
L18:
   96: r5 = r0
   97: r1 = *(u64 *)(r10 - 240)
   98: r2 = *(u64 *)(r5 + 8)
   99: r1 -= r2
  100: r2 = 0x4000000000000000 ll
  102: r3 = 0x0
  103: if r1 s<= r2 goto L19
  104: r3 = 0x1
L19:
  105: *(u64 *)(r10 - 256) = r3
  106: r3 = *(u64 *)(r10 - 248)
  107: r1 = *(u64 *)(r5 + 0)
  108: r2 = r1
  109: r2 -= r3
  110: r4 = *(u64 *)(r10 - 256)
  111: if r4 != 0x0 goto L21
  112: if r2 s>= 0x0 goto L22
L21:
  113: r2 = 0x0
L22:
  114: r4 = 0x3d0900 ll
  116: if r2 > r4 goto L17
  117: r2 += r3
  118: r4 = 0xf4240 ll
  120: r2 += r4
  121: r0 = r1
  122: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  123: if r0 == r1 goto L20
  124: r1 = *(u64 *)(r5 + 0)
  125: r2 = r1
  126: r2 -= r3
  127: r4 = *(u64 *)(r10 - 256)
  128: if r4 != 0x0 goto L23
  129: if r2 s>= 0x0 goto L24
L23:
  130: r2 = 0x0
L24:
  131: r4 = 0x3d0900 ll
  133: if r2 > r4 goto L17
  134: r2 += r3
  135: r4 = 0xf4240 ll
  137: r2 += r4
  138: r0 = r1
  139: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  140: if r0 == r1 goto L20
  141: r1 = *(u64 *)(r5 + 0)
  142: r2 = r1
  143: r2 -= r3
  144: r4 = *(u64 *)(r10 - 256)
  145: if r4 != 0x0 goto L25
  146: if r2 s>= 0x0 goto L26
L25:
  147: r2 = 0x0
L26:
  148: r4 = 0x3d0900 ll
  150: if r2 > r4 goto L17
  151: r2 += r3
  152: r4 = 0xf4240 ll
  154: r2 += r4
  155: r0 = r1
  156: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  157: if r0 == r1 goto L20
      ; lost every race: over the rate, no token taken
  158: goto L17
L20:
  159: r1 = *(u64 *)(r10 - 240)
  160: *(u64 *)(r5 + 8) = r1
  161: goto L16
L17:
  162: *(u32 *)(r10 - 136) = 0x1
  163: *(u64 *)(r10 - 144) = 0x2
  164: goto L0
L16:
      ; default
  165: *(u32 *)(r10 - 136) = 0x3
  166: *(u64 *)(r10 - 144) = 0xffffffff
  167: goto L0
L6:
  168: if w1 == 0xdd86 goto L7
  169: if w1 == 0x81 goto L27
  170: if w1 != 0xa888 goto L1
L27:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  171: r2 = *(u32 *)(r6 + 20)
  172: if r2 != 0x0 goto L1
  173: r2 = r0
  174: r2 += 0x12
  175: if r2 > r3 goto L1
  176: r1 = *(u16 *)(r0 + 16)
  177: r0 += 0x4
  178: if w1 == 0x8 goto L8
  179: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  180: r2 = r0
  181: r2 += 0x36
  182: if r2 > r3 goto L1
  183: r1 = *(u64 *)(r0 + 22)
  184: r1 = be64 r1
  185: *(u64 *)(r10 - 40) = r1
  186: r1 = *(u64 *)(r0 + 30)
  187: r1 = be64 r1
  188: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  189: r4 = *(u8 *)(r0 + 20)
  190: r5 = r0
  191: r5 += 0x36
  192: if r4 == 0x2c goto L31
  193: if r4 == 0x0 goto L30
  194: if r4 == 0x2b goto L30
  195: if r4 != 0x3c goto L28
L30:
  196: r2 = r5
  197: r2 += 0x8
  198: if r2 > r3 goto L1
  199: r1 = *(u8 *)(r5 + 1)
  200: r4 = *(u8 *)(r5 + 0)
  201: r1 += 0x1
  202: r1 <<= 0x3
  203: r5 += r1
  204: goto L32
L31:
  205: r2 = r5
  206: r2 += 0x8
  207: if r2 > r3 goto L1
  208: r1 = *(u16 *)(r5 + 2)
  209: r4 = *(u8 *)(r5 + 0)
  210: r5 += 0x8
  211: if w1 & 0xf8ff goto L29
L32:
  212: r1 = r5
  213: r1 -= r0
  214: if r1 > 0x7fff goto L1
  215: r5 = r0
  216: r5 += r1
  217: if r4 == 0x2c goto L34
  218: if r4 == 0x0 goto L33
  219: if r4 == 0x2b goto L33
  220: if r4 != 0x3c goto L28
L33:
  221: r2 = r5
  222: r2 += 0x8
  223: if r2 > r3 goto L1
  224: r1 = *(u8 *)(r5 + 1)
  225: r4 = *(u8 *)(r5 + 0)
  226: r1 += 0x1
  227: r1 <<= 0x3
  228: r5 += r1
  229: goto L35
L34:
  230: r2 = r5
  231: r2 += 0x8
  232: if r2 > r3 goto L1
  233: r1 = *(u16 *)(r5 + 2)
  234: r4 = *(u8 *)(r5 + 0)
  235: r5 += 0x8
  236: if w1 & 0xf8ff goto L29
L35:
  237: r1 = r5
  238: r1 -= r0
  239: if r1 > 0x7fff goto L1
  240: r5 = r0
  241: r5 += r1
  242: if r4 == 0x2c goto L37
  243: if r4 == 0x0 goto L36
  244: if r4 == 0x2b goto L36
  245: if r4 != 0x3c goto L28
L36:
  246: r2 = r5
  247: r2 += 0x8
  248: if r2 > r3 goto L1
  249: r1 = *(u8 *)(r5 + 1)
  250: r4 = *(u8 *)(r5 + 0)
  251: r1 += 0x1
  252: r1 <<= 0x3
  253: r5 += r1
  254: goto L38
L37:
  255: r2 = r5
  256: r2 += 0x8
  257: if r2 > r3 goto L1
  258: r1 = *(u16 *)(r5 + 2)
  259: r4 = *(u8 *)(r5 + 0)
  260: r5 += 0x8
  261: if w1 & 0xf8ff goto L29
L38:
  262: r1 = r5
  263: r1 -= r0
  264: if r1 > 0x7fff goto L1
  265: r5 = r0
  266: r5 += r1
  267: if r4 == 0x2c goto L40
  268: if r4 == 0x0 goto L39
  269: if r4 == 0x2b goto L39
  270: if r4 != 0x3c goto L28
L39:
  271: r2 = r5
  272: r2 += 0x8
  273: if r2 > r3 goto L1
  274: r1 = *(u8 *)(r5 + 1)
  275: r4 = *(u8 *)(r5 + 0)
  276: r1 += 0x1
  277: r1 <<= 0x3
  278: r5 += r1
  279: goto L41
L40:
  280: r2 = r5
  281: r2 += 0x8
  282: if r2 > r3 goto L1
  283: r1 = *(u16 *)(r5 + 2)
  284: r4 = *(u8 *)(r5 + 0)
  285: r5 += 0x8
  286: if w1 & 0xf8ff goto L29
L41:
  287: r1 = r5
  288: r1 -= r0
  289: if r1 > 0x7fff goto L1
  290: r5 = r0
  291: r5 += r1
  292: if r4 == 0x2c goto L43
  293: if r4 == 0x0 goto L42
  294: if r4 == 0x2b goto L42
  295: if r4 != 0x3c goto L28
L42:
  296: r2 = r5
  297: r2 += 0x8
  298: if r2 > r3 goto L1
  299: r1 = *(u8 *)(r5 + 1)
  300: r4 = *(u8 *)(r5 + 0)
  301: r1 += 0x1
  302: r1 <<= 0x3
  303: r5 += r1
  304: goto L44
L43:
  305: r2 = r5
  306: r2 += 0x8
  307: if r2 > r3 goto L1
  308: r1 = *(u16 *)(r5 + 2)
  309: r4 = *(u8 *)(r5 + 0)
  310: r5 += 0x8
  311: if w1 & 0xf8ff goto L29
L44:
  312: r1 = r5
  313: r1 -= r0
  314: if r1 > 0x7fff goto L1
  315: r5 = r0
  316: r5 += r1
  317: if r4 == 0x2c goto L46
  318: if r4 == 0x0 goto L45
  319: if r4 == 0x2b goto L45
  320: if r4 != 0x3c goto L28
L45:
  321: r2 = r5
  322: r2 += 0x8
  323: if r2 > r3 goto L1
  324: r1 = *(u8 *)(r5 + 1)
  325: r4 = *(u8 *)(r5 + 0)
  326: r1 += 0x1
  327: r1 <<= 0x3
  328: r5 += r1
  329: goto L47
L46:
  330: r2 = r5
  331: r2 += 0x8
  332: if r2 > r3 goto L1
  333: r1 = *(u16 *)(r5 + 2)
  334: r4 = *(u8 *)(r5 + 0)
  335: r5 += 0x8
  336: if w1 & 0xf8ff goto L29
L47:
  337: r1 = r5
  338: r1 -= r0
  339: if r1 > 0x7fff goto L1
  340: r5 = r0
  341: r5 += r1
  342: if r4 == 0x2c goto L49
  343: if r4 == 0x0 goto L48
  344: if r4 == 0x2b goto L48
  345: if r4 != 0x3c goto L28
L48:
  346: r2 = r5
  347: r2 += 0x8
  348: if r2 > r3 goto L1
  349: r1 = *(u8 *)(r5 + 1)
  350: r4 = *(u8 *)(r5 + 0)
  351: r1 += 0x1
  352: r1 <<= 0x3
  353: r5 += r1
  354: goto L50
L49:
  355: r2 = r5
  356: r2 += 0x8
  357: if r2 > r3 goto L1
  358: r1 = *(u16 *)(r5 + 2)
  359: r4 = *(u8 *)(r5 + 0)
  360: r5 += 0x8
  361: if w1 & 0xf8ff goto L29
L50:
  362: r1 = r5
  363: r1 -= r0
  364: if r1 > 0x7fff goto L1
  365: r5 = r0
  366: r5 += r1
  367: if r4 == 0x2c goto L52
  368: if r4 == 0x0 goto L51
  369: if r4 == 0x2b goto L51
  370: if r4 != 0x3c goto L28
L51:
  371: r2 = r5
  372: r2 += 0x8
  373: if r2 > r3 goto L1
  374: r1 = *(u8 *)(r5 + 1)
  375: r4 = *(u8 *)(r5 + 0)
  376: r1 += 0x1
  377: r1 <<= 0x3
  378: r5 += r1
  379: goto L53
L52:
  380: r2 = r5
  381: r2 += 0x8
  382: if r2 > r3 goto L1
  383: r1 = *(u16 *)(r5 + 2)
  384: r4 = *(u8 *)(r5 + 0)
  385: r5 += 0x8
  386: if w1 & 0xf8ff goto L29
L53:
  387: r1 = r5
  388: r1 -= r0
  389: if r1 > 0x7fff goto L1
  390: r5 = r0
  391: r5 += r1
      ; deeper than the walk: no specified verdict
  392: if r4 == 0x0 goto L1
  393: if r4 == 0x2b goto L1
  394: if r4 == 0x2c goto L1
  395: if r4 == 0x3c goto L1
L28:
  396: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  397: if r4 == 0x11 goto L55
  398: r7 = 0x10000
  399: goto L3
L55:
  400: r2 = r5
  401: r2 += 0x8
  402: if r2 > r3 goto L1
  403: r7 = *(u16 *)(r5 + 0)
  404: goto L3
L29:
  405: *(u64 *)(r10 - 16) = r4
  406: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `resolvers` (line 11): Pass
  407: r1 = *(u64 *)(r10 - 16)
  408: r1 |= 0x0
  409: if r1 != 0x11 goto L57
  410: if r7 != 0x3500 goto L57
L58:
  411: r1 = *(u64 *)(r10 - 40)
  412: r1 |= 0x0
  413: r2 = *(u64 *)(r10 - 48)
  414: r2 |= 0x0
  415: r3 = 0x20010db800000000 ll
  417: if r1 > r3 goto L61
  418: if r1 < r3 goto L57
  419: r3 = 0x53
  420: if r2 < r3 goto L57
L61:
  421: r3 = 0x20010db800000000 ll
  423: if r1 < r3 goto L59
  424: if r1 > r3 goto L60
  425: r3 = 0x53
  426: if r2 <= r3 goto L59
L60:
  427: goto L57
L59:
  428: *(u32 *)(r10 - 136) = 0x0
  429: *(u64 *)(r10 - 144) = 0xffffffff
  430: goto L0
L57:
      ; rule 2 `per48` (line 13): Drop
  431: r1 = *(u64 *)(r10 - 16)
  432: r1 |= 0x0
  433: if r1 != 0x11 goto L62
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
  434: *(u32 *)(r10 - 216) = 0x2
  435: *(u32 *)(r10 - 212) = 0x6
  436: r1 = *(u64 *)(r10 - 40)
  437: r1 |= 0x0
  438: r2 = 0xffffffffffff0000 ll
  440: r1 &= r2
  441: *(u64 *)(r10 - 208) = r1
  442: r1 = *(u64 *)(r10 - 48)
  443: r1 |= 0x0
  444: r2 = 0x0 ll
  446: r1 &= r2
  447: *(u64 *)(r10 - 200) = r1
  448: call 5
  449: *(u64 *)(r10 - 240) = r0
  450: *(u64 *)(r10 - 248) = r0
  451: r1 = map[dropc_rates] ll
  453: r2 = r10
  454: r2 += 0xffffff28
  455: call 1
  456: if r0 != 0x0 goto L64
      ; a new key: a full bucket, less this packet's token
  457: r1 = *(u64 *)(r10 - 248)
  458: r2 = 0xf4240 ll
  460: r1 += r2
  461: *(u64 *)(r10 - 232) = r1
  462: r1 = *(u64 *)(r10 - 240)
  463: *(u64 *)(r10 - 224) = r1
  464: r1 = map[dropc_rates] ll
  466: r2 = r10
  467: r2 += 0xffffff28
  468: r3 = r10
  469: r3 += 0xffffff18
  470: r4 = 0x1
  471: call 2
  472: if r0 == 0x0 goto L62
      ; another CPU added it first: take a token from it
  473: r1 = map[dropc_rates] ll
  475: r2 = r10
  476: r2 += 0xffffff28
  477: call 1
  478: if r0 == 0x0 goto L62
L64:
  479: r5 = r0
  480: r1 = *(u64 *)(r10 - 240)
  481: r2 = *(u64 *)(r5 + 8)
  482: r1 -= r2
  483: r2 = 0x4000000000000000 ll
  485: r3 = 0x0
  486: if r1 s<= r2 goto L65
  487: r3 = 0x1
L65:
  488: *(u64 *)(r10 - 256) = r3
  489: r3 = *(u64 *)(r10 - 248)
  490: r1 = *(u64 *)(r5 + 0)
  491: r2 = r1
  492: r2 -= r3
  493: r4 = *(u64 *)(r10 - 256)
  494: if r4 != 0x0 goto L67
  495: if r2 s>= 0x0 goto L68
L67:
  496: r2 = 0x0
L68:
  497: r4 = 0x3d0900 ll
  499: if r2 > r4 goto L63
  500: r2 += r3
  501: r4 = 0xf4240 ll
  503: r2 += r4
  504: r0 = r1
  505: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  506: if r0 == r1 goto L66
  507: r1 = *(u64 *)(r5 + 0)
  508: r2 = r1
  509: r2 -= r3
  510: r4 = *(u64 *)(r10 - 256)
  511: if r4 != 0x0 goto L69
  512: if r2 s>= 0x0 goto L70
L69:
  513: r2 = 0x0
L70:
  514: r4 = 0x3d0900 ll
  516: if r2 > r4 goto L63
  517: r2 += r3
  518: r4 = 0xf4240 ll
  520: r2 += r4
  521: r0 = r1
  522: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  523: if r0 == r1 goto L66
  524: r1 = *(u64 *)(r5 + 0)
  525: r2 = r1
  526: r2 -= r3
  527: r4 = *(u64 *)(r10 - 256)
  528: if r4 != 0x0 goto L71
  529: if r2 s>= 0x0 goto L72
L71:
  530: r2 = 0x0
L72:
  531: r4 = 0x3d0900 ll
  533: if r2 > r4 goto L63
  534: r2 += r3
  535: r4 = 0xf4240 ll
  537: r2 += r4
  538: r0 = r1
  539: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  540: if r0 == r1 goto L66
      ; lost every race: over the rate, no token taken
  541: goto L63
L66:
  542: r1 = *(u64 *)(r10 - 240)
  543: *(u64 *)(r5 + 8) = r1
  544: goto L62
L63:
  545: *(u32 *)(r10 - 136) = 0x2
  546: *(u64 *)(r10 - 144) = 0x2
  547: goto L0
L62:
      ; default
  548: *(u32 *)(r10 - 136) = 0x3
  549: *(u64 *)(r10 - 144) = 0xffffffff
  550: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  551: *(u32 *)(r10 - 136) = 0x4
  552: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  553: r1 = map[dropc_counters] ll
  555: r2 = r10
  556: r2 += 0xffffff78
  557: call 1
  558: if r0 == 0x0 goto L73
  559: r1 = *(u64 *)(r0 + 0)
  560: r1 += 0x1
  561: *(u64 *)(r0 + 0) = r1
  562: r1 = *(u64 *)(r10 - 152)
  563: r2 = *(u32 *)(r1 + 0)
  564: r1 = *(u64 *)(r0 + 8)
  565: r1 += r2
  566: *(u64 *)(r0 + 8) = r1
L73:
  567: r0 = *(u64 *)(r10 - 144)
  568: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  569: r1 = map[dropc_counters] ll
  571: r2 = r10
  572: r2 += 0xffffff78
  573: call 1
  574: if r0 == 0x0 goto L74
  575: r1 = *(u64 *)(r0 + 0)
  576: r1 += 0x1
  577: *(u64 *)(r0 + 0) = r1
  578: r1 = *(u64 *)(r10 - 152)
  579: r2 = *(u32 *)(r1 + 0)
  580: r1 = *(u64 *)(r0 + 8)
  581: r1 += r2
  582: *(u64 *)(r0 + 8) = r1
L74:
  583: r0 = *(u64 *)(r10 - 144)
  584: exit
