; dropc xdp program `dropc_xdp` (591 instruction slots)
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
   85: r1 = *(u64 *)(r10 - 240)
   86: r2 = *(u64 *)(r5 + 8)
   87: r1 -= r2
   88: r2 = 0x4000000000000000 ll
   90: r3 = 0x0
   91: if r1 s<= r2 goto L17
   92: r3 = 0x1
L17:
   93: *(u64 *)(r10 - 256) = r3
   94: r3 = *(u64 *)(r10 - 248)
   95: r1 = *(u64 *)(r5 + 0)
   96: r2 = r1
   97: r2 -= r3
   98: r4 = *(u64 *)(r10 - 256)
   99: if r4 != 0x0 goto L19
  100: if r2 s>= 0x0 goto L20
L19:
  101: r2 = 0x0
L20:
  102: r4 = 0x3d0900 ll
  104: if r2 > r4 goto L15
  105: r2 += r3
  106: r4 = 0xf4240 ll
  108: r2 += r4
  109: r0 = r1
  110: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  111: if r0 == r1 goto L18
  112: r1 = *(u64 *)(r5 + 0)
  113: r2 = r1
  114: r2 -= r3
  115: r4 = *(u64 *)(r10 - 256)
  116: if r4 != 0x0 goto L21
  117: if r2 s>= 0x0 goto L22
L21:
  118: r2 = 0x0
L22:
  119: r4 = 0x3d0900 ll
  121: if r2 > r4 goto L15
  122: r2 += r3
  123: r4 = 0xf4240 ll
  125: r2 += r4
  126: r0 = r1
  127: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  128: if r0 == r1 goto L18
  129: r1 = *(u64 *)(r5 + 0)
  130: r2 = r1
  131: r2 -= r3
  132: r4 = *(u64 *)(r10 - 256)
  133: if r4 != 0x0 goto L23
  134: if r2 s>= 0x0 goto L24
L23:
  135: r2 = 0x0
L24:
  136: r4 = 0x3d0900 ll
  138: if r2 > r4 goto L15
  139: r2 += r3
  140: r4 = 0xf4240 ll
  142: r2 += r4
  143: r0 = r1
  144: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  145: if r0 == r1 goto L18
      ; lost every race: over the rate, no token taken
  146: goto L15
L18:
  147: r1 = *(u64 *)(r10 - 240)
  148: *(u64 *)(r5 + 8) = r1
  149: goto L14
L15:
  150: *(u32 *)(r10 - 136) = 0x1
  151: *(u64 *)(r10 - 144) = 0x1
  152: goto L0
L14:
      ; default
  153: *(u32 *)(r10 - 136) = 0x3
  154: *(u64 *)(r10 - 144) = 0x2
  155: goto L0
L4:
  156: if w1 == 0xdd86 goto L5
  157: if w1 == 0x81 goto L25
  158: if w1 != 0xa888 goto L1
L25:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  159: r2 = r0
  160: r2 += 0x12
  161: if r2 > r3 goto L1
  162: r1 = *(u16 *)(r0 + 16)
  163: r0 += 0x4
  164: if w1 == 0x8 goto L6
  165: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  166: r2 = r0
  167: r2 += 0x36
  168: if r2 > r3 goto L1
  169: r1 = *(u64 *)(r0 + 22)
  170: r1 = be64 r1
  171: *(u64 *)(r10 - 40) = r1
  172: r1 = *(u64 *)(r0 + 30)
  173: r1 = be64 r1
  174: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  175: r4 = *(u8 *)(r0 + 20)
  176: r5 = r0
  177: r5 += 0x36
  178: if r4 == 0x2c goto L29
  179: if r4 == 0x0 goto L28
  180: if r4 == 0x2b goto L28
  181: if r4 != 0x3c goto L26
L28:
  182: r2 = r5
  183: r2 += 0x8
  184: if r2 > r3 goto L1
  185: r1 = *(u8 *)(r5 + 1)
  186: r4 = *(u8 *)(r5 + 0)
  187: r1 += 0x1
  188: r1 <<= 0x3
  189: r5 += r1
  190: goto L30
L29:
  191: r2 = r5
  192: r2 += 0x8
  193: if r2 > r3 goto L1
  194: r1 = *(u16 *)(r5 + 2)
  195: r4 = *(u8 *)(r5 + 0)
  196: r5 += 0x8
  197: if w1 & 0xf8ff goto L27
L30:
  198: r1 = r5
  199: r1 -= r0
  200: if r1 > 0x7fff goto L1
  201: r5 = r0
  202: r5 += r1
  203: if r4 == 0x2c goto L32
  204: if r4 == 0x0 goto L31
  205: if r4 == 0x2b goto L31
  206: if r4 != 0x3c goto L26
L31:
  207: r2 = r5
  208: r2 += 0x8
  209: if r2 > r3 goto L1
  210: r1 = *(u8 *)(r5 + 1)
  211: r4 = *(u8 *)(r5 + 0)
  212: r1 += 0x1
  213: r1 <<= 0x3
  214: r5 += r1
  215: goto L33
L32:
  216: r2 = r5
  217: r2 += 0x8
  218: if r2 > r3 goto L1
  219: r1 = *(u16 *)(r5 + 2)
  220: r4 = *(u8 *)(r5 + 0)
  221: r5 += 0x8
  222: if w1 & 0xf8ff goto L27
L33:
  223: r1 = r5
  224: r1 -= r0
  225: if r1 > 0x7fff goto L1
  226: r5 = r0
  227: r5 += r1
  228: if r4 == 0x2c goto L35
  229: if r4 == 0x0 goto L34
  230: if r4 == 0x2b goto L34
  231: if r4 != 0x3c goto L26
L34:
  232: r2 = r5
  233: r2 += 0x8
  234: if r2 > r3 goto L1
  235: r1 = *(u8 *)(r5 + 1)
  236: r4 = *(u8 *)(r5 + 0)
  237: r1 += 0x1
  238: r1 <<= 0x3
  239: r5 += r1
  240: goto L36
L35:
  241: r2 = r5
  242: r2 += 0x8
  243: if r2 > r3 goto L1
  244: r1 = *(u16 *)(r5 + 2)
  245: r4 = *(u8 *)(r5 + 0)
  246: r5 += 0x8
  247: if w1 & 0xf8ff goto L27
L36:
  248: r1 = r5
  249: r1 -= r0
  250: if r1 > 0x7fff goto L1
  251: r5 = r0
  252: r5 += r1
  253: if r4 == 0x2c goto L38
  254: if r4 == 0x0 goto L37
  255: if r4 == 0x2b goto L37
  256: if r4 != 0x3c goto L26
L37:
  257: r2 = r5
  258: r2 += 0x8
  259: if r2 > r3 goto L1
  260: r1 = *(u8 *)(r5 + 1)
  261: r4 = *(u8 *)(r5 + 0)
  262: r1 += 0x1
  263: r1 <<= 0x3
  264: r5 += r1
  265: goto L39
L38:
  266: r2 = r5
  267: r2 += 0x8
  268: if r2 > r3 goto L1
  269: r1 = *(u16 *)(r5 + 2)
  270: r4 = *(u8 *)(r5 + 0)
  271: r5 += 0x8
  272: if w1 & 0xf8ff goto L27
L39:
  273: r1 = r5
  274: r1 -= r0
  275: if r1 > 0x7fff goto L1
  276: r5 = r0
  277: r5 += r1
  278: if r4 == 0x2c goto L41
  279: if r4 == 0x0 goto L40
  280: if r4 == 0x2b goto L40
  281: if r4 != 0x3c goto L26
L40:
  282: r2 = r5
  283: r2 += 0x8
  284: if r2 > r3 goto L1
  285: r1 = *(u8 *)(r5 + 1)
  286: r4 = *(u8 *)(r5 + 0)
  287: r1 += 0x1
  288: r1 <<= 0x3
  289: r5 += r1
  290: goto L42
L41:
  291: r2 = r5
  292: r2 += 0x8
  293: if r2 > r3 goto L1
  294: r1 = *(u16 *)(r5 + 2)
  295: r4 = *(u8 *)(r5 + 0)
  296: r5 += 0x8
  297: if w1 & 0xf8ff goto L27
L42:
  298: r1 = r5
  299: r1 -= r0
  300: if r1 > 0x7fff goto L1
  301: r5 = r0
  302: r5 += r1
  303: if r4 == 0x2c goto L44
  304: if r4 == 0x0 goto L43
  305: if r4 == 0x2b goto L43
  306: if r4 != 0x3c goto L26
L43:
  307: r2 = r5
  308: r2 += 0x8
  309: if r2 > r3 goto L1
  310: r1 = *(u8 *)(r5 + 1)
  311: r4 = *(u8 *)(r5 + 0)
  312: r1 += 0x1
  313: r1 <<= 0x3
  314: r5 += r1
  315: goto L45
L44:
  316: r2 = r5
  317: r2 += 0x8
  318: if r2 > r3 goto L1
  319: r1 = *(u16 *)(r5 + 2)
  320: r4 = *(u8 *)(r5 + 0)
  321: r5 += 0x8
  322: if w1 & 0xf8ff goto L27
L45:
  323: r1 = r5
  324: r1 -= r0
  325: if r1 > 0x7fff goto L1
  326: r5 = r0
  327: r5 += r1
  328: if r4 == 0x2c goto L47
  329: if r4 == 0x0 goto L46
  330: if r4 == 0x2b goto L46
  331: if r4 != 0x3c goto L26
L46:
  332: r2 = r5
  333: r2 += 0x8
  334: if r2 > r3 goto L1
  335: r1 = *(u8 *)(r5 + 1)
  336: r4 = *(u8 *)(r5 + 0)
  337: r1 += 0x1
  338: r1 <<= 0x3
  339: r5 += r1
  340: goto L48
L47:
  341: r2 = r5
  342: r2 += 0x8
  343: if r2 > r3 goto L1
  344: r1 = *(u16 *)(r5 + 2)
  345: r4 = *(u8 *)(r5 + 0)
  346: r5 += 0x8
  347: if w1 & 0xf8ff goto L27
L48:
  348: r1 = r5
  349: r1 -= r0
  350: if r1 > 0x7fff goto L1
  351: r5 = r0
  352: r5 += r1
  353: if r4 == 0x2c goto L50
  354: if r4 == 0x0 goto L49
  355: if r4 == 0x2b goto L49
  356: if r4 != 0x3c goto L26
L49:
  357: r2 = r5
  358: r2 += 0x8
  359: if r2 > r3 goto L1
  360: r1 = *(u8 *)(r5 + 1)
  361: r4 = *(u8 *)(r5 + 0)
  362: r1 += 0x1
  363: r1 <<= 0x3
  364: r5 += r1
  365: goto L51
L50:
  366: r2 = r5
  367: r2 += 0x8
  368: if r2 > r3 goto L1
  369: r1 = *(u16 *)(r5 + 2)
  370: r4 = *(u8 *)(r5 + 0)
  371: r5 += 0x8
  372: if w1 & 0xf8ff goto L27
L51:
  373: r1 = r5
  374: r1 -= r0
  375: if r1 > 0x7fff goto L1
  376: r5 = r0
  377: r5 += r1
      ; deeper than the walk: no specified verdict
  378: if r4 == 0x0 goto L1
  379: if r4 == 0x2b goto L1
  380: if r4 == 0x2c goto L1
  381: if r4 == 0x3c goto L1
L26:
  382: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  383: if r4 == 0x11 goto L53
  384: r6 = 0x10000
  385: goto L3
L53:
  386: r2 = r5
  387: r2 += 0x8
  388: if r2 > r3 goto L1
  389: r6 = *(u16 *)(r5 + 0)
  390: goto L3
L27:
  391: *(u64 *)(r10 - 16) = r4
  392: r6 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `resolvers` (line 11): Pass
  393: r1 = *(u64 *)(r10 - 16)
  394: r1 |= 0x0
  395: if r1 != 0x11 goto L55
  396: if r6 != 0x3500 goto L55
L56:
  397: r1 = *(u64 *)(r10 - 40)
  398: r1 |= 0x0
  399: r2 = *(u64 *)(r10 - 48)
  400: r2 |= 0x0
  401: r3 = 0x20010db800000000 ll
  403: if r1 > r3 goto L59
  404: if r1 < r3 goto L55
  405: r3 = 0x53
  406: if r2 < r3 goto L55
L59:
  407: r3 = 0x20010db800000000 ll
  409: if r1 < r3 goto L57
  410: if r1 > r3 goto L58
  411: r3 = 0x53
  412: if r2 <= r3 goto L57
L58:
  413: goto L55
L57:
  414: *(u32 *)(r10 - 136) = 0x0
  415: *(u64 *)(r10 - 144) = 0x2
  416: goto L0
L55:
      ; rule 2 `per48` (line 13): Drop
  417: r1 = *(u64 *)(r10 - 16)
  418: r1 |= 0x0
  419: if r1 != 0x11 goto L60
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
  420: *(u32 *)(r10 - 216) = 0x2
  421: *(u32 *)(r10 - 212) = 0x6
  422: r1 = *(u64 *)(r10 - 40)
  423: r1 |= 0x0
  424: r2 = 0xffffffffffff0000 ll
  426: r1 &= r2
  427: *(u64 *)(r10 - 208) = r1
  428: r1 = *(u64 *)(r10 - 48)
  429: r1 |= 0x0
  430: r2 = 0x0 ll
  432: r1 &= r2
  433: *(u64 *)(r10 - 200) = r1
  434: call 5
  435: *(u64 *)(r10 - 240) = r0
  436: *(u64 *)(r10 - 248) = r0
  437: r1 = map[dropc_rates] ll
  439: r2 = r10
  440: r2 += 0xffffff28
  441: call 1
  442: if r0 != 0x0 goto L62
      ; a new key: a full bucket, less this packet's token
  443: r1 = *(u64 *)(r10 - 248)
  444: r2 = 0xf4240 ll
  446: r1 += r2
  447: *(u64 *)(r10 - 232) = r1
  448: r1 = *(u64 *)(r10 - 240)
  449: *(u64 *)(r10 - 224) = r1
  450: r1 = map[dropc_rates] ll
  452: r2 = r10
  453: r2 += 0xffffff28
  454: r3 = r10
  455: r3 += 0xffffff18
  456: r4 = 0x1
  457: call 2
  458: if r0 == 0x0 goto L60
      ; another CPU added it first: take a token from it
  459: r1 = map[dropc_rates] ll
  461: r2 = r10
  462: r2 += 0xffffff28
  463: call 1
  464: if r0 == 0x0 goto L60
L62:
  465: r5 = r0
  466: r1 = *(u64 *)(r10 - 240)
  467: r2 = *(u64 *)(r5 + 8)
  468: r1 -= r2
  469: r2 = 0x4000000000000000 ll
  471: r3 = 0x0
  472: if r1 s<= r2 goto L63
  473: r3 = 0x1
L63:
  474: *(u64 *)(r10 - 256) = r3
  475: r3 = *(u64 *)(r10 - 248)
  476: r1 = *(u64 *)(r5 + 0)
  477: r2 = r1
  478: r2 -= r3
  479: r4 = *(u64 *)(r10 - 256)
  480: if r4 != 0x0 goto L65
  481: if r2 s>= 0x0 goto L66
L65:
  482: r2 = 0x0
L66:
  483: r4 = 0x3d0900 ll
  485: if r2 > r4 goto L61
  486: r2 += r3
  487: r4 = 0xf4240 ll
  489: r2 += r4
  490: r0 = r1
  491: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  492: if r0 == r1 goto L64
  493: r1 = *(u64 *)(r5 + 0)
  494: r2 = r1
  495: r2 -= r3
  496: r4 = *(u64 *)(r10 - 256)
  497: if r4 != 0x0 goto L67
  498: if r2 s>= 0x0 goto L68
L67:
  499: r2 = 0x0
L68:
  500: r4 = 0x3d0900 ll
  502: if r2 > r4 goto L61
  503: r2 += r3
  504: r4 = 0xf4240 ll
  506: r2 += r4
  507: r0 = r1
  508: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  509: if r0 == r1 goto L64
  510: r1 = *(u64 *)(r5 + 0)
  511: r2 = r1
  512: r2 -= r3
  513: r4 = *(u64 *)(r10 - 256)
  514: if r4 != 0x0 goto L69
  515: if r2 s>= 0x0 goto L70
L69:
  516: r2 = 0x0
L70:
  517: r4 = 0x3d0900 ll
  519: if r2 > r4 goto L61
  520: r2 += r3
  521: r4 = 0xf4240 ll
  523: r2 += r4
  524: r0 = r1
  525: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  526: if r0 == r1 goto L64
      ; lost every race: over the rate, no token taken
  527: goto L61
L64:
  528: r1 = *(u64 *)(r10 - 240)
  529: *(u64 *)(r5 + 8) = r1
  530: goto L60
L61:
  531: *(u32 *)(r10 - 136) = 0x2
  532: *(u64 *)(r10 - 144) = 0x1
  533: goto L0
L60:
      ; default
  534: *(u32 *)(r10 - 136) = 0x3
  535: *(u64 *)(r10 - 144) = 0x2
  536: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  537: *(u32 *)(r10 - 136) = 0x4
  538: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  539: r1 = map[dropc_counters] ll
  541: r2 = r10
  542: r2 += 0xffffff78
  543: call 1
  544: if r0 == 0x0 goto L71
  545: r1 = *(u64 *)(r0 + 0)
  546: r1 += 0x1
  547: *(u64 *)(r0 + 0) = r1
  548: r1 = *(u64 *)(r10 - 152)
  549: r2 = *(u32 *)(r1 + 4)
  550: r1 = *(u32 *)(r1 + 0)
  551: r2 -= r1
  552: r1 = *(u64 *)(r0 + 8)
  553: r1 += r2
  554: *(u64 *)(r0 + 8) = r1
L71:
  555: r0 = *(u64 *)(r10 - 144)
  556: if r0 != 0x2 goto L72
      ; pass: tail call dropc_next[0] (falls through when empty)
  557: r1 = *(u64 *)(r10 - 152)
  558: r2 = map[dropc_next] ll
  560: r3 = 0x0
  561: call 12
  562: r0 = 0x2
  563: exit
L72:
  564: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  565: r1 = map[dropc_counters] ll
  567: r2 = r10
  568: r2 += 0xffffff78
  569: call 1
  570: if r0 == 0x0 goto L73
  571: r1 = *(u64 *)(r0 + 0)
  572: r1 += 0x1
  573: *(u64 *)(r0 + 0) = r1
  574: r1 = *(u64 *)(r10 - 152)
  575: r2 = *(u32 *)(r1 + 4)
  576: r1 = *(u32 *)(r1 + 0)
  577: r2 -= r1
  578: r1 = *(u64 *)(r0 + 8)
  579: r1 += r2
  580: *(u64 *)(r0 + 8) = r1
L73:
  581: r0 = *(u64 *)(r10 - 144)
  582: if r0 != 0x2 goto L74
      ; pass: tail call dropc_next[0] (falls through when empty)
  583: r1 = *(u64 *)(r10 - 152)
  584: r2 = map[dropc_next] ll
  586: r3 = 0x0
  587: call 12
  588: r0 = 0x2
  589: exit
L74:
  590: exit
