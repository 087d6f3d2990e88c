; dropc tc program `dropc_tc` (551 instruction slots)
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
   97: r3 = *(u64 *)(r10 - 248)
   98: r1 = *(u64 *)(r5 + 0)
   99: r2 = r1
  100: r2 -= r3
  101: if r2 s>= 0x0 goto L21
L20:
  102: r2 = 0x0
L21:
  103: r4 = 0x3d0900 ll
  105: if r2 > r4 goto L17
  106: r2 += r3
  107: r4 = 0xf4240 ll
  109: r2 += r4
  110: r0 = r1
  111: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  112: if r0 == r1 goto L19
  113: r1 = *(u64 *)(r5 + 0)
  114: r2 = r1
  115: r2 -= r3
  116: if r2 s>= 0x0 goto L23
L22:
  117: r2 = 0x0
L23:
  118: r4 = 0x3d0900 ll
  120: if r2 > r4 goto L17
  121: r2 += r3
  122: r4 = 0xf4240 ll
  124: r2 += r4
  125: r0 = r1
  126: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  127: if r0 == r1 goto L19
  128: r1 = *(u64 *)(r5 + 0)
  129: r2 = r1
  130: r2 -= r3
  131: if r2 s>= 0x0 goto L25
L24:
  132: r2 = 0x0
L25:
  133: r4 = 0x3d0900 ll
  135: if r2 > r4 goto L17
  136: r2 += r3
  137: r4 = 0xf4240 ll
  139: r2 += r4
  140: r0 = r1
  141: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  142: if r0 == r1 goto L19
      ; lost every race: over the rate, no token taken
  143: goto L17
L19:
  144: goto L16
L17:
  145: *(u32 *)(r10 - 136) = 0x1
  146: *(u64 *)(r10 - 144) = 0x2
  147: goto L0
L16:
      ; default
  148: *(u32 *)(r10 - 136) = 0x3
  149: *(u64 *)(r10 - 144) = 0xffffffff
  150: goto L0
L6:
  151: if w1 == 0xdd86 goto L7
  152: if w1 == 0x81 goto L26
  153: if w1 != 0xa888 goto L1
L26:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  154: r2 = *(u32 *)(r6 + 20)
  155: if r2 != 0x0 goto L1
  156: r2 = r0
  157: r2 += 0x12
  158: if r2 > r3 goto L1
  159: r1 = *(u16 *)(r0 + 16)
  160: r0 += 0x4
  161: if w1 == 0x8 goto L8
  162: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  163: r2 = r0
  164: r2 += 0x36
  165: if r2 > r3 goto L1
  166: r1 = *(u64 *)(r0 + 22)
  167: r1 = be64 r1
  168: *(u64 *)(r10 - 40) = r1
  169: r1 = *(u64 *)(r0 + 30)
  170: r1 = be64 r1
  171: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  172: r4 = *(u8 *)(r0 + 20)
  173: r5 = r0
  174: r5 += 0x36
  175: if r4 == 0x2c goto L30
  176: if r4 == 0x0 goto L29
  177: if r4 == 0x2b goto L29
  178: if r4 != 0x3c goto L27
L29:
  179: r2 = r5
  180: r2 += 0x8
  181: if r2 > r3 goto L1
  182: r1 = *(u8 *)(r5 + 1)
  183: r4 = *(u8 *)(r5 + 0)
  184: r1 += 0x1
  185: r1 <<= 0x3
  186: r5 += r1
  187: goto L31
L30:
  188: r2 = r5
  189: r2 += 0x8
  190: if r2 > r3 goto L1
  191: r1 = *(u16 *)(r5 + 2)
  192: r4 = *(u8 *)(r5 + 0)
  193: r5 += 0x8
  194: if w1 & 0xf8ff goto L28
L31:
  195: r1 = r5
  196: r1 -= r0
  197: if r1 > 0x7fff goto L1
  198: r5 = r0
  199: r5 += r1
  200: if r4 == 0x2c goto L33
  201: if r4 == 0x0 goto L32
  202: if r4 == 0x2b goto L32
  203: if r4 != 0x3c goto L27
L32:
  204: r2 = r5
  205: r2 += 0x8
  206: if r2 > r3 goto L1
  207: r1 = *(u8 *)(r5 + 1)
  208: r4 = *(u8 *)(r5 + 0)
  209: r1 += 0x1
  210: r1 <<= 0x3
  211: r5 += r1
  212: goto L34
L33:
  213: r2 = r5
  214: r2 += 0x8
  215: if r2 > r3 goto L1
  216: r1 = *(u16 *)(r5 + 2)
  217: r4 = *(u8 *)(r5 + 0)
  218: r5 += 0x8
  219: if w1 & 0xf8ff goto L28
L34:
  220: r1 = r5
  221: r1 -= r0
  222: if r1 > 0x7fff goto L1
  223: r5 = r0
  224: r5 += r1
  225: if r4 == 0x2c goto L36
  226: if r4 == 0x0 goto L35
  227: if r4 == 0x2b goto L35
  228: if r4 != 0x3c goto L27
L35:
  229: r2 = r5
  230: r2 += 0x8
  231: if r2 > r3 goto L1
  232: r1 = *(u8 *)(r5 + 1)
  233: r4 = *(u8 *)(r5 + 0)
  234: r1 += 0x1
  235: r1 <<= 0x3
  236: r5 += r1
  237: goto L37
L36:
  238: r2 = r5
  239: r2 += 0x8
  240: if r2 > r3 goto L1
  241: r1 = *(u16 *)(r5 + 2)
  242: r4 = *(u8 *)(r5 + 0)
  243: r5 += 0x8
  244: if w1 & 0xf8ff goto L28
L37:
  245: r1 = r5
  246: r1 -= r0
  247: if r1 > 0x7fff goto L1
  248: r5 = r0
  249: r5 += r1
  250: if r4 == 0x2c goto L39
  251: if r4 == 0x0 goto L38
  252: if r4 == 0x2b goto L38
  253: if r4 != 0x3c goto L27
L38:
  254: r2 = r5
  255: r2 += 0x8
  256: if r2 > r3 goto L1
  257: r1 = *(u8 *)(r5 + 1)
  258: r4 = *(u8 *)(r5 + 0)
  259: r1 += 0x1
  260: r1 <<= 0x3
  261: r5 += r1
  262: goto L40
L39:
  263: r2 = r5
  264: r2 += 0x8
  265: if r2 > r3 goto L1
  266: r1 = *(u16 *)(r5 + 2)
  267: r4 = *(u8 *)(r5 + 0)
  268: r5 += 0x8
  269: if w1 & 0xf8ff goto L28
L40:
  270: r1 = r5
  271: r1 -= r0
  272: if r1 > 0x7fff goto L1
  273: r5 = r0
  274: r5 += r1
  275: if r4 == 0x2c goto L42
  276: if r4 == 0x0 goto L41
  277: if r4 == 0x2b goto L41
  278: if r4 != 0x3c goto L27
L41:
  279: r2 = r5
  280: r2 += 0x8
  281: if r2 > r3 goto L1
  282: r1 = *(u8 *)(r5 + 1)
  283: r4 = *(u8 *)(r5 + 0)
  284: r1 += 0x1
  285: r1 <<= 0x3
  286: r5 += r1
  287: goto L43
L42:
  288: r2 = r5
  289: r2 += 0x8
  290: if r2 > r3 goto L1
  291: r1 = *(u16 *)(r5 + 2)
  292: r4 = *(u8 *)(r5 + 0)
  293: r5 += 0x8
  294: if w1 & 0xf8ff goto L28
L43:
  295: r1 = r5
  296: r1 -= r0
  297: if r1 > 0x7fff goto L1
  298: r5 = r0
  299: r5 += r1
  300: if r4 == 0x2c goto L45
  301: if r4 == 0x0 goto L44
  302: if r4 == 0x2b goto L44
  303: if r4 != 0x3c goto L27
L44:
  304: r2 = r5
  305: r2 += 0x8
  306: if r2 > r3 goto L1
  307: r1 = *(u8 *)(r5 + 1)
  308: r4 = *(u8 *)(r5 + 0)
  309: r1 += 0x1
  310: r1 <<= 0x3
  311: r5 += r1
  312: goto L46
L45:
  313: r2 = r5
  314: r2 += 0x8
  315: if r2 > r3 goto L1
  316: r1 = *(u16 *)(r5 + 2)
  317: r4 = *(u8 *)(r5 + 0)
  318: r5 += 0x8
  319: if w1 & 0xf8ff goto L28
L46:
  320: r1 = r5
  321: r1 -= r0
  322: if r1 > 0x7fff goto L1
  323: r5 = r0
  324: r5 += r1
  325: if r4 == 0x2c goto L48
  326: if r4 == 0x0 goto L47
  327: if r4 == 0x2b goto L47
  328: if r4 != 0x3c goto L27
L47:
  329: r2 = r5
  330: r2 += 0x8
  331: if r2 > r3 goto L1
  332: r1 = *(u8 *)(r5 + 1)
  333: r4 = *(u8 *)(r5 + 0)
  334: r1 += 0x1
  335: r1 <<= 0x3
  336: r5 += r1
  337: goto L49
L48:
  338: r2 = r5
  339: r2 += 0x8
  340: if r2 > r3 goto L1
  341: r1 = *(u16 *)(r5 + 2)
  342: r4 = *(u8 *)(r5 + 0)
  343: r5 += 0x8
  344: if w1 & 0xf8ff goto L28
L49:
  345: r1 = r5
  346: r1 -= r0
  347: if r1 > 0x7fff goto L1
  348: r5 = r0
  349: r5 += r1
  350: if r4 == 0x2c goto L51
  351: if r4 == 0x0 goto L50
  352: if r4 == 0x2b goto L50
  353: if r4 != 0x3c goto L27
L50:
  354: r2 = r5
  355: r2 += 0x8
  356: if r2 > r3 goto L1
  357: r1 = *(u8 *)(r5 + 1)
  358: r4 = *(u8 *)(r5 + 0)
  359: r1 += 0x1
  360: r1 <<= 0x3
  361: r5 += r1
  362: goto L52
L51:
  363: r2 = r5
  364: r2 += 0x8
  365: if r2 > r3 goto L1
  366: r1 = *(u16 *)(r5 + 2)
  367: r4 = *(u8 *)(r5 + 0)
  368: r5 += 0x8
  369: if w1 & 0xf8ff goto L28
L52:
  370: r1 = r5
  371: r1 -= r0
  372: if r1 > 0x7fff goto L1
  373: r5 = r0
  374: r5 += r1
      ; deeper than the walk: no specified verdict
  375: if r4 == 0x0 goto L1
  376: if r4 == 0x2b goto L1
  377: if r4 == 0x2c goto L1
  378: if r4 == 0x3c goto L1
L27:
  379: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  380: if r4 == 0x11 goto L54
  381: r7 = 0x10000
  382: goto L3
L54:
  383: r2 = r5
  384: r2 += 0x8
  385: if r2 > r3 goto L1
  386: r7 = *(u16 *)(r5 + 0)
  387: goto L3
L28:
  388: *(u64 *)(r10 - 16) = r4
  389: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `resolvers` (line 11): Pass
  390: r1 = *(u64 *)(r10 - 16)
  391: r1 |= 0x0
  392: if r1 != 0x11 goto L56
  393: if r7 != 0x3500 goto L56
L57:
  394: r1 = *(u64 *)(r10 - 40)
  395: r1 |= 0x0
  396: r2 = *(u64 *)(r10 - 48)
  397: r2 |= 0x0
  398: r3 = 0x20010db800000000 ll
  400: if r1 > r3 goto L60
  401: if r1 < r3 goto L56
  402: r3 = 0x53
  403: if r2 < r3 goto L56
L60:
  404: r3 = 0x20010db800000000 ll
  406: if r1 < r3 goto L58
  407: if r1 > r3 goto L59
  408: r3 = 0x53
  409: if r2 <= r3 goto L58
L59:
  410: goto L56
L58:
  411: *(u32 *)(r10 - 136) = 0x0
  412: *(u64 *)(r10 - 144) = 0xffffffff
  413: goto L0
L56:
      ; rule 2 `per48` (line 13): Drop
  414: r1 = *(u64 *)(r10 - 16)
  415: r1 |= 0x0
  416: if r1 != 0x11 goto L61
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
  417: *(u32 *)(r10 - 216) = 0x2
  418: *(u32 *)(r10 - 212) = 0x6
  419: r1 = *(u64 *)(r10 - 40)
  420: r1 |= 0x0
  421: r2 = 0xffffffffffff0000 ll
  423: r1 &= r2
  424: *(u64 *)(r10 - 208) = r1
  425: r1 = *(u64 *)(r10 - 48)
  426: r1 |= 0x0
  427: r2 = 0x0 ll
  429: r1 &= r2
  430: *(u64 *)(r10 - 200) = r1
  431: call 5
  432: *(u64 *)(r10 - 240) = r0
  433: *(u64 *)(r10 - 248) = r0
  434: r1 = map[dropc_rates] ll
  436: r2 = r10
  437: r2 += 0xffffff28
  438: call 1
  439: if r0 != 0x0 goto L63
      ; a new key: a full bucket, less this packet's token
  440: r1 = *(u64 *)(r10 - 248)
  441: r2 = 0xf4240 ll
  443: r1 += r2
  444: *(u64 *)(r10 - 232) = r1
  445: r1 = *(u64 *)(r10 - 240)
  446: *(u64 *)(r10 - 224) = r1
  447: r1 = map[dropc_rates] ll
  449: r2 = r10
  450: r2 += 0xffffff28
  451: r3 = r10
  452: r3 += 0xffffff18
  453: r4 = 0x1
  454: call 2
  455: if r0 == 0x0 goto L61
      ; another CPU added it first: take a token from it
  456: r1 = map[dropc_rates] ll
  458: r2 = r10
  459: r2 += 0xffffff28
  460: call 1
  461: if r0 == 0x0 goto L61
L63:
  462: r5 = r0
  463: r3 = *(u64 *)(r10 - 248)
  464: r1 = *(u64 *)(r5 + 0)
  465: r2 = r1
  466: r2 -= r3
  467: if r2 s>= 0x0 goto L66
L65:
  468: r2 = 0x0
L66:
  469: r4 = 0x3d0900 ll
  471: if r2 > r4 goto L62
  472: r2 += r3
  473: r4 = 0xf4240 ll
  475: r2 += r4
  476: r0 = r1
  477: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  478: if r0 == r1 goto L64
  479: r1 = *(u64 *)(r5 + 0)
  480: r2 = r1
  481: r2 -= r3
  482: if r2 s>= 0x0 goto L68
L67:
  483: r2 = 0x0
L68:
  484: r4 = 0x3d0900 ll
  486: if r2 > r4 goto L62
  487: r2 += r3
  488: r4 = 0xf4240 ll
  490: r2 += r4
  491: r0 = r1
  492: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  493: if r0 == r1 goto L64
  494: r1 = *(u64 *)(r5 + 0)
  495: r2 = r1
  496: r2 -= r3
  497: if r2 s>= 0x0 goto L70
L69:
  498: r2 = 0x0
L70:
  499: r4 = 0x3d0900 ll
  501: if r2 > r4 goto L62
  502: r2 += r3
  503: r4 = 0xf4240 ll
  505: r2 += r4
  506: r0 = r1
  507: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  508: if r0 == r1 goto L64
      ; lost every race: over the rate, no token taken
  509: goto L62
L64:
  510: goto L61
L62:
  511: *(u32 *)(r10 - 136) = 0x2
  512: *(u64 *)(r10 - 144) = 0x2
  513: goto L0
L61:
      ; default
  514: *(u32 *)(r10 - 136) = 0x3
  515: *(u64 *)(r10 - 144) = 0xffffffff
  516: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  517: *(u32 *)(r10 - 136) = 0x4
  518: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  519: r1 = map[dropc_counters] ll
  521: r2 = r10
  522: r2 += 0xffffff78
  523: call 1
  524: if r0 == 0x0 goto L71
  525: r1 = *(u64 *)(r0 + 0)
  526: r1 += 0x1
  527: *(u64 *)(r0 + 0) = r1
  528: r1 = *(u64 *)(r10 - 152)
  529: r2 = *(u32 *)(r1 + 0)
  530: r1 = *(u64 *)(r0 + 8)
  531: r1 += r2
  532: *(u64 *)(r0 + 8) = r1
L71:
  533: r0 = *(u64 *)(r10 - 144)
  534: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  535: r1 = map[dropc_counters] ll
  537: r2 = r10
  538: r2 += 0xffffff78
  539: call 1
  540: if r0 == 0x0 goto L72
  541: r1 = *(u64 *)(r0 + 0)
  542: r1 += 0x1
  543: *(u64 *)(r0 + 0) = r1
  544: r1 = *(u64 *)(r10 - 152)
  545: r2 = *(u32 *)(r1 + 0)
  546: r1 = *(u64 *)(r0 + 8)
  547: r1 += r2
  548: *(u64 *)(r0 + 8) = r1
L72:
  549: r0 = *(u64 *)(r10 - 144)
  550: exit
