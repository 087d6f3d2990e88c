; dropc tc program `dropc_tc` (574 instruction slots)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)
    0: r6 = r1
    1: r0 = *(u32 *)(r6 + 76)
    2: r3 = *(u32 *)(r6 + 80)
      ; make the headers directly readable: pull min(len, 0xffff) if needed
    3: r1 = *(u32 *)(r6 + 0)
    4: if r1 <= 0xffff goto L5
    5: r1 = 0xffff
L5:
    6: r2 = r0
    7: r2 += r1
    8: if r2 <= r3 goto L4
    9: r2 = r1
   10: r1 = r6
   11: call 39
   12: r0 = *(u32 *)(r6 + 76)
   13: r3 = *(u32 *)(r6 + 80)
L4:
      ; Ethernet
   14: r2 = r0
   15: r2 += 0xe
   16: if r2 > r3 goto L1
   17: r1 = *(u16 *)(r0 + 12)
   18: if w1 != 0x8 goto L6
L8:
      ; IPv4 (header at r0 + 14)
   19: r2 = r0
   20: r2 += 0x22
   21: if r2 > r3 goto L1
   22: r1 = *(u32 *)(r0 + 26)
   23: r1 = be32 r1
   24: *(u64 *)(r10 - 24) = r1
   25: r4 = *(u8 *)(r0 + 23)
   26: *(u64 *)(r10 - 16) = r4
   27: r2 = *(u16 *)(r0 + 20)
   28: if w2 & 0xff1f goto L9
   29: r5 = *(u8 *)(r0 + 14)
   30: r5 &= 0xf
   31: r5 <<= 0x2
   32: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   33: if r4 == 0x11 goto L11
   34: r7 = 0x10000
   35: goto L2
L9:
   36: r7 = 0x10000
   37: goto L2
L11:
   38: r2 = r5
   39: r2 += 0x16
   40: if r2 > r3 goto L1
   41: r7 = *(u16 *)(r5 + 14)
L2:
      ; rules for IPv4 packets
      ; rule 0 `resolvers` (line 11): Pass
   42: r1 = *(u64 *)(r10 - 16)
   43: r1 |= 0x0
   44: if r1 != 0x11 goto L13
   45: if r7 != 0x3500 goto L13
L14:
   46: r1 = *(u64 *)(r10 - 24)
   47: r1 |= 0x0
   48: if w1 != 0xc0000235 goto L13
L15:
   49: *(u32 *)(r10 - 136) = 0x0
   50: *(u64 *)(r10 - 144) = 0xffffffff
   51: goto L0
L13:
      ; rule 1 `per16` (line 12): Drop
   52: r1 = *(u64 *)(r10 - 16)
   53: r1 |= 0x0
   54: if r1 != 0x11 goto L16
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
   55: *(u32 *)(r10 - 216) = 0x1
   56: *(u32 *)(r10 - 212) = 0x4
   57: r1 = *(u64 *)(r10 - 24)
   58: r1 |= 0x0
   59: r2 = 0xffff0000 ll
   61: r1 &= r2
   62: *(u64 *)(r10 - 208) = r1
   63: *(u64 *)(r10 - 200) = 0x0
   64: call 5
   65: *(u64 *)(r10 - 240) = r0
   66: *(u64 *)(r10 - 248) = r0
   67: r1 = map[dropc_rates] ll
   69: r2 = r10
   70: r2 += 0xffffff28
   71: call 1
   72: if r0 != 0x0 goto L18
      ; a new key: a full bucket, less this packet's token
   73: r1 = *(u64 *)(r10 - 248)
   74: r2 = 0xf4240 ll
   76: r1 += r2
   77: *(u64 *)(r10 - 232) = r1
   78: r1 = *(u64 *)(r10 - 240)
   79: *(u64 *)(r10 - 224) = r1
   80: r1 = map[dropc_rates] ll
   82: r2 = r10
   83: r2 += 0xffffff28
   84: r3 = r10
   85: r3 += 0xffffff18
   86: r4 = 0x1
   87: call 2
   88: if r0 == 0x0 goto L16
      ; another CPU added it first: take a token from it
   89: r1 = map[dropc_rates] ll
   91: r2 = r10
   92: r2 += 0xffffff28
   93: call 1
   94: if r0 == 0x0 goto L16
L18:
   95: r5 = r0
   96: r1 = *(u64 *)(r10 - 240)
   97: r2 = *(u64 *)(r5 + 8)
   98: r1 -= r2
   99: r2 = 0x4000000000000000 ll
  101: r3 = 0x0
  102: if r1 s<= r2 goto L19
  103: r3 = 0x1
L19:
  104: *(u64 *)(r10 - 256) = r3
  105: r3 = *(u64 *)(r10 - 248)
  106: r1 = *(u64 *)(r5 + 0)
  107: r2 = r1
  108: r2 -= r3
  109: r4 = *(u64 *)(r10 - 256)
  110: if r4 != 0x0 goto L21
  111: if r2 s>= 0x0 goto L22
L21:
  112: r2 = 0x0
L22:
  113: r4 = 0x3d0900 ll
  115: if r2 > r4 goto L17
  116: r2 += r3
  117: r4 = 0xf4240 ll
  119: r2 += r4
  120: r0 = r1
  121: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  122: if r0 == r1 goto L20
  123: r1 = *(u64 *)(r5 + 0)
  124: r2 = r1
  125: r2 -= r3
  126: r4 = *(u64 *)(r10 - 256)
  127: if r4 != 0x0 goto L23
  128: if r2 s>= 0x0 goto L24
L23:
  129: r2 = 0x0
L24:
  130: r4 = 0x3d0900 ll
  132: if r2 > r4 goto L17
  133: r2 += r3
  134: r4 = 0xf4240 ll
  136: r2 += r4
  137: r0 = r1
  138: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  139: if r0 == r1 goto L20
  140: r1 = *(u64 *)(r5 + 0)
  141: r2 = r1
  142: r2 -= r3
  143: r4 = *(u64 *)(r10 - 256)
  144: if r4 != 0x0 goto L25
  145: if r2 s>= 0x0 goto L26
L25:
  146: r2 = 0x0
L26:
  147: r4 = 0x3d0900 ll
  149: if r2 > r4 goto L17
  150: r2 += r3
  151: r4 = 0xf4240 ll
  153: r2 += r4
  154: r0 = r1
  155: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  156: if r0 == r1 goto L20
      ; lost every race: over the rate, no token taken
  157: goto L17
L20:
  158: r1 = *(u64 *)(r10 - 240)
  159: *(u64 *)(r5 + 8) = r1
  160: goto L16
L17:
  161: *(u32 *)(r10 - 136) = 0x1
  162: *(u64 *)(r10 - 144) = 0x2
  163: goto L0
L16:
      ; default
  164: *(u32 *)(r10 - 136) = 0x3
  165: *(u64 *)(r10 - 144) = 0xffffffff
  166: goto L0
L6:
  167: if w1 == 0xdd86 goto L7
  168: if w1 == 0x81 goto L27
  169: if w1 != 0xa888 goto L1
L27:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  170: r2 = *(u32 *)(r6 + 20)
  171: if r2 != 0x0 goto L1
  172: r2 = r0
  173: r2 += 0x12
  174: if r2 > r3 goto L1
  175: r1 = *(u16 *)(r0 + 16)
  176: r0 += 0x4
  177: if w1 == 0x8 goto L8
  178: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  179: r2 = r0
  180: r2 += 0x36
  181: if r2 > r3 goto L1
  182: r1 = *(u64 *)(r0 + 22)
  183: r1 = be64 r1
  184: *(u64 *)(r10 - 40) = r1
  185: r1 = *(u64 *)(r0 + 30)
  186: r1 = be64 r1
  187: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  188: r4 = *(u8 *)(r0 + 20)
  189: r5 = r0
  190: r5 += 0x36
  191: if r4 == 0x2c goto L31
  192: if r4 == 0x0 goto L30
  193: if r4 == 0x2b goto L30
  194: if r4 != 0x3c goto L28
L30:
  195: r2 = r5
  196: r2 += 0x8
  197: if r2 > r3 goto L1
  198: r1 = *(u8 *)(r5 + 1)
  199: r4 = *(u8 *)(r5 + 0)
  200: r1 += 0x1
  201: r1 <<= 0x3
  202: r5 += r1
  203: goto L32
L31:
  204: r2 = r5
  205: r2 += 0x8
  206: if r2 > r3 goto L1
  207: r1 = *(u16 *)(r5 + 2)
  208: r4 = *(u8 *)(r5 + 0)
  209: r5 += 0x8
  210: if w1 & 0xf8ff goto L29
L32:
  211: r1 = r5
  212: r1 -= r0
  213: if r1 > 0x7fff goto L1
  214: r5 = r0
  215: r5 += r1
  216: if r4 == 0x2c goto L34
  217: if r4 == 0x0 goto L33
  218: if r4 == 0x2b goto L33
  219: if r4 != 0x3c goto L28
L33:
  220: r2 = r5
  221: r2 += 0x8
  222: if r2 > r3 goto L1
  223: r1 = *(u8 *)(r5 + 1)
  224: r4 = *(u8 *)(r5 + 0)
  225: r1 += 0x1
  226: r1 <<= 0x3
  227: r5 += r1
  228: goto L35
L34:
  229: r2 = r5
  230: r2 += 0x8
  231: if r2 > r3 goto L1
  232: r1 = *(u16 *)(r5 + 2)
  233: r4 = *(u8 *)(r5 + 0)
  234: r5 += 0x8
  235: if w1 & 0xf8ff goto L29
L35:
  236: r1 = r5
  237: r1 -= r0
  238: if r1 > 0x7fff goto L1
  239: r5 = r0
  240: r5 += r1
  241: if r4 == 0x2c goto L37
  242: if r4 == 0x0 goto L36
  243: if r4 == 0x2b goto L36
  244: if r4 != 0x3c goto L28
L36:
  245: r2 = r5
  246: r2 += 0x8
  247: if r2 > r3 goto L1
  248: r1 = *(u8 *)(r5 + 1)
  249: r4 = *(u8 *)(r5 + 0)
  250: r1 += 0x1
  251: r1 <<= 0x3
  252: r5 += r1
  253: goto L38
L37:
  254: r2 = r5
  255: r2 += 0x8
  256: if r2 > r3 goto L1
  257: r1 = *(u16 *)(r5 + 2)
  258: r4 = *(u8 *)(r5 + 0)
  259: r5 += 0x8
  260: if w1 & 0xf8ff goto L29
L38:
  261: r1 = r5
  262: r1 -= r0
  263: if r1 > 0x7fff goto L1
  264: r5 = r0
  265: r5 += r1
  266: if r4 == 0x2c goto L40
  267: if r4 == 0x0 goto L39
  268: if r4 == 0x2b goto L39
  269: if r4 != 0x3c goto L28
L39:
  270: r2 = r5
  271: r2 += 0x8
  272: if r2 > r3 goto L1
  273: r1 = *(u8 *)(r5 + 1)
  274: r4 = *(u8 *)(r5 + 0)
  275: r1 += 0x1
  276: r1 <<= 0x3
  277: r5 += r1
  278: goto L41
L40:
  279: r2 = r5
  280: r2 += 0x8
  281: if r2 > r3 goto L1
  282: r1 = *(u16 *)(r5 + 2)
  283: r4 = *(u8 *)(r5 + 0)
  284: r5 += 0x8
  285: if w1 & 0xf8ff goto L29
L41:
  286: r1 = r5
  287: r1 -= r0
  288: if r1 > 0x7fff goto L1
  289: r5 = r0
  290: r5 += r1
  291: if r4 == 0x2c goto L43
  292: if r4 == 0x0 goto L42
  293: if r4 == 0x2b goto L42
  294: if r4 != 0x3c goto L28
L42:
  295: r2 = r5
  296: r2 += 0x8
  297: if r2 > r3 goto L1
  298: r1 = *(u8 *)(r5 + 1)
  299: r4 = *(u8 *)(r5 + 0)
  300: r1 += 0x1
  301: r1 <<= 0x3
  302: r5 += r1
  303: goto L44
L43:
  304: r2 = r5
  305: r2 += 0x8
  306: if r2 > r3 goto L1
  307: r1 = *(u16 *)(r5 + 2)
  308: r4 = *(u8 *)(r5 + 0)
  309: r5 += 0x8
  310: if w1 & 0xf8ff goto L29
L44:
  311: r1 = r5
  312: r1 -= r0
  313: if r1 > 0x7fff goto L1
  314: r5 = r0
  315: r5 += r1
  316: if r4 == 0x2c goto L46
  317: if r4 == 0x0 goto L45
  318: if r4 == 0x2b goto L45
  319: if r4 != 0x3c goto L28
L45:
  320: r2 = r5
  321: r2 += 0x8
  322: if r2 > r3 goto L1
  323: r1 = *(u8 *)(r5 + 1)
  324: r4 = *(u8 *)(r5 + 0)
  325: r1 += 0x1
  326: r1 <<= 0x3
  327: r5 += r1
  328: goto L47
L46:
  329: r2 = r5
  330: r2 += 0x8
  331: if r2 > r3 goto L1
  332: r1 = *(u16 *)(r5 + 2)
  333: r4 = *(u8 *)(r5 + 0)
  334: r5 += 0x8
  335: if w1 & 0xf8ff goto L29
L47:
  336: r1 = r5
  337: r1 -= r0
  338: if r1 > 0x7fff goto L1
  339: r5 = r0
  340: r5 += r1
  341: if r4 == 0x2c goto L49
  342: if r4 == 0x0 goto L48
  343: if r4 == 0x2b goto L48
  344: if r4 != 0x3c goto L28
L48:
  345: r2 = r5
  346: r2 += 0x8
  347: if r2 > r3 goto L1
  348: r1 = *(u8 *)(r5 + 1)
  349: r4 = *(u8 *)(r5 + 0)
  350: r1 += 0x1
  351: r1 <<= 0x3
  352: r5 += r1
  353: goto L50
L49:
  354: r2 = r5
  355: r2 += 0x8
  356: if r2 > r3 goto L1
  357: r1 = *(u16 *)(r5 + 2)
  358: r4 = *(u8 *)(r5 + 0)
  359: r5 += 0x8
  360: if w1 & 0xf8ff goto L29
L50:
  361: r1 = r5
  362: r1 -= r0
  363: if r1 > 0x7fff goto L1
  364: r5 = r0
  365: r5 += r1
  366: if r4 == 0x2c goto L52
  367: if r4 == 0x0 goto L51
  368: if r4 == 0x2b goto L51
  369: if r4 != 0x3c goto L28
L51:
  370: r2 = r5
  371: r2 += 0x8
  372: if r2 > r3 goto L1
  373: r1 = *(u8 *)(r5 + 1)
  374: r4 = *(u8 *)(r5 + 0)
  375: r1 += 0x1
  376: r1 <<= 0x3
  377: r5 += r1
  378: goto L53
L52:
  379: r2 = r5
  380: r2 += 0x8
  381: if r2 > r3 goto L1
  382: r1 = *(u16 *)(r5 + 2)
  383: r4 = *(u8 *)(r5 + 0)
  384: r5 += 0x8
  385: if w1 & 0xf8ff goto L29
L53:
  386: r1 = r5
  387: r1 -= r0
  388: if r1 > 0x7fff goto L1
  389: r5 = r0
  390: r5 += r1
      ; deeper than the walk: no specified verdict
  391: if r4 == 0x0 goto L1
  392: if r4 == 0x2b goto L1
  393: if r4 == 0x2c goto L1
  394: if r4 == 0x3c goto L1
L28:
  395: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  396: if r4 == 0x11 goto L55
  397: r7 = 0x10000
  398: goto L3
L55:
  399: r2 = r5
  400: r2 += 0x8
  401: if r2 > r3 goto L1
  402: r7 = *(u16 *)(r5 + 0)
  403: goto L3
L29:
  404: *(u64 *)(r10 - 16) = r4
  405: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `resolvers` (line 11): Pass
  406: r1 = *(u64 *)(r10 - 16)
  407: r1 |= 0x0
  408: if r1 != 0x11 goto L57
  409: if r7 != 0x3500 goto L57
L58:
  410: r1 = *(u64 *)(r10 - 40)
  411: r1 |= 0x0
  412: r2 = *(u64 *)(r10 - 48)
  413: r2 |= 0x0
  414: r3 = 0x20010db800000000 ll
  416: if r1 > r3 goto L61
  417: if r1 < r3 goto L57
  418: r3 = 0x53
  419: if r2 < r3 goto L57
L61:
  420: r3 = 0x20010db800000000 ll
  422: if r1 < r3 goto L59
  423: if r1 > r3 goto L60
  424: r3 = 0x53
  425: if r2 <= r3 goto L59
L60:
  426: goto L57
L59:
  427: *(u32 *)(r10 - 136) = 0x0
  428: *(u64 *)(r10 - 144) = 0xffffffff
  429: goto L0
L57:
      ; rule 2 `per48` (line 13): Drop
  430: r1 = *(u64 *)(r10 - 16)
  431: r1 |= 0x0
  432: if r1 != 0x11 goto L62
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
  433: *(u32 *)(r10 - 216) = 0x2
  434: *(u32 *)(r10 - 212) = 0x6
  435: r1 = *(u64 *)(r10 - 40)
  436: r1 |= 0x0
  437: r2 = 0xffffffffffff0000 ll
  439: r1 &= r2
  440: *(u64 *)(r10 - 208) = r1
  441: r1 = *(u64 *)(r10 - 48)
  442: r1 |= 0x0
  443: r2 = 0x0 ll
  445: r1 &= r2
  446: *(u64 *)(r10 - 200) = r1
  447: call 5
  448: *(u64 *)(r10 - 240) = r0
  449: *(u64 *)(r10 - 248) = r0
  450: r1 = map[dropc_rates] ll
  452: r2 = r10
  453: r2 += 0xffffff28
  454: call 1
  455: if r0 != 0x0 goto L64
      ; a new key: a full bucket, less this packet's token
  456: r1 = *(u64 *)(r10 - 248)
  457: r2 = 0xf4240 ll
  459: r1 += r2
  460: *(u64 *)(r10 - 232) = r1
  461: r1 = *(u64 *)(r10 - 240)
  462: *(u64 *)(r10 - 224) = r1
  463: r1 = map[dropc_rates] ll
  465: r2 = r10
  466: r2 += 0xffffff28
  467: r3 = r10
  468: r3 += 0xffffff18
  469: r4 = 0x1
  470: call 2
  471: if r0 == 0x0 goto L62
      ; another CPU added it first: take a token from it
  472: r1 = map[dropc_rates] ll
  474: r2 = r10
  475: r2 += 0xffffff28
  476: call 1
  477: if r0 == 0x0 goto L62
L64:
  478: r5 = r0
  479: r1 = *(u64 *)(r10 - 240)
  480: r2 = *(u64 *)(r5 + 8)
  481: r1 -= r2
  482: r2 = 0x4000000000000000 ll
  484: r3 = 0x0
  485: if r1 s<= r2 goto L65
  486: r3 = 0x1
L65:
  487: *(u64 *)(r10 - 256) = r3
  488: r3 = *(u64 *)(r10 - 248)
  489: r1 = *(u64 *)(r5 + 0)
  490: r2 = r1
  491: r2 -= r3
  492: r4 = *(u64 *)(r10 - 256)
  493: if r4 != 0x0 goto L67
  494: if r2 s>= 0x0 goto L68
L67:
  495: r2 = 0x0
L68:
  496: r4 = 0x3d0900 ll
  498: if r2 > r4 goto L63
  499: r2 += r3
  500: r4 = 0xf4240 ll
  502: r2 += r4
  503: r0 = r1
  504: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  505: if r0 == r1 goto L66
  506: r1 = *(u64 *)(r5 + 0)
  507: r2 = r1
  508: r2 -= r3
  509: r4 = *(u64 *)(r10 - 256)
  510: if r4 != 0x0 goto L69
  511: if r2 s>= 0x0 goto L70
L69:
  512: r2 = 0x0
L70:
  513: r4 = 0x3d0900 ll
  515: if r2 > r4 goto L63
  516: r2 += r3
  517: r4 = 0xf4240 ll
  519: r2 += r4
  520: r0 = r1
  521: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  522: if r0 == r1 goto L66
  523: r1 = *(u64 *)(r5 + 0)
  524: r2 = r1
  525: r2 -= r3
  526: r4 = *(u64 *)(r10 - 256)
  527: if r4 != 0x0 goto L71
  528: if r2 s>= 0x0 goto L72
L71:
  529: r2 = 0x0
L72:
  530: r4 = 0x3d0900 ll
  532: if r2 > r4 goto L63
  533: r2 += r3
  534: r4 = 0xf4240 ll
  536: r2 += r4
  537: r0 = r1
  538: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  539: if r0 == r1 goto L66
      ; lost every race: over the rate, no token taken
  540: goto L63
L66:
  541: r1 = *(u64 *)(r10 - 240)
  542: *(u64 *)(r5 + 8) = r1
  543: goto L62
L63:
  544: *(u32 *)(r10 - 136) = 0x2
  545: *(u64 *)(r10 - 144) = 0x2
  546: goto L0
L62:
      ; default
  547: *(u32 *)(r10 - 136) = 0x3
  548: *(u64 *)(r10 - 144) = 0xffffffff
  549: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  550: *(u32 *)(r10 - 136) = 0x4
  551: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  552: r1 = map[dropc_counters] ll
  554: r2 = r10
  555: r2 += 0xffffff78
  556: call 1
  557: if r0 == 0x0 goto L73
  558: r1 = *(u64 *)(r0 + 0)
  559: r1 += 0x1
  560: *(u64 *)(r0 + 0) = r1
L73:
  561: r0 = *(u64 *)(r10 - 144)
  562: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  563: r1 = map[dropc_counters] ll
  565: r2 = r10
  566: r2 += 0xffffff78
  567: call 1
  568: if r0 == 0x0 goto L74
  569: r1 = *(u64 *)(r0 + 0)
  570: r1 += 0x1
  571: *(u64 *)(r0 + 0) = r1
L74:
  572: r0 = *(u64 *)(r10 - 144)
  573: exit
