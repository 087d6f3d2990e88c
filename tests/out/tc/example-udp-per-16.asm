; dropc tc program `dropc_tc` (522 instruction slots)
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
   60: call 5
   61: *(u64 *)(r10 - 240) = r0
   62: r1 = map[dropc_rate_dir] ll
   64: r2 = r10
   65: r2 += 0xffffff28
   66: call 1
   67: if r0 == 0x0 goto L16
   68: r5 = r0
   69: r3 = *(u64 *)(r10 - 240)
   70: r1 = *(u64 *)(r5 + 0)
   71: r2 = r1
   72: r2 -= r3
   73: if r2 s>= 0x0 goto L21
L20:
   74: r2 = 0x0
L21:
   75: r4 = 0x3d0900 ll
   77: if r2 > r4 goto L17
   78: r2 += r3
   79: r4 = 0xf4240 ll
   81: r2 += r4
   82: r0 = r1
   83: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
   84: if r0 == r1 goto L19
   85: r1 = *(u64 *)(r5 + 0)
   86: r2 = r1
   87: r2 -= r3
   88: if r2 s>= 0x0 goto L23
L22:
   89: r2 = 0x0
L23:
   90: r4 = 0x3d0900 ll
   92: if r2 > r4 goto L17
   93: r2 += r3
   94: r4 = 0xf4240 ll
   96: r2 += r4
   97: r0 = r1
   98: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
   99: if r0 == r1 goto L19
  100: r1 = *(u64 *)(r5 + 0)
  101: r2 = r1
  102: r2 -= r3
  103: if r2 s>= 0x0 goto L25
L24:
  104: r2 = 0x0
L25:
  105: r4 = 0x3d0900 ll
  107: if r2 > r4 goto L17
  108: r2 += r3
  109: r4 = 0xf4240 ll
  111: r2 += r4
  112: r0 = r1
  113: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  114: if r0 == r1 goto L19
      ; lost every race: over the rate, no token taken
  115: goto L17
L19:
  116: goto L16
L17:
  117: *(u32 *)(r10 - 136) = 0x1
  118: *(u64 *)(r10 - 144) = 0x2
  119: goto L0
L16:
      ; default
  120: *(u32 *)(r10 - 136) = 0x3
  121: *(u64 *)(r10 - 144) = 0xffffffff
  122: goto L0
L6:
  123: if w1 == 0xdd86 goto L7
  124: if w1 == 0x81 goto L26
  125: if w1 != 0xa888 goto L1
L26:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  126: r2 = *(u32 *)(r6 + 20)
  127: if r2 != 0x0 goto L1
  128: r2 = r0
  129: r2 += 0x12
  130: if r2 > r3 goto L1
  131: r1 = *(u16 *)(r0 + 16)
  132: r0 += 0x4
  133: if w1 == 0x8 goto L8
  134: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  135: r2 = r0
  136: r2 += 0x36
  137: if r2 > r3 goto L1
  138: r1 = *(u64 *)(r0 + 22)
  139: r1 = be64 r1
  140: *(u64 *)(r10 - 40) = r1
  141: r1 = *(u64 *)(r0 + 30)
  142: r1 = be64 r1
  143: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  144: r4 = *(u8 *)(r0 + 20)
  145: r5 = r0
  146: r5 += 0x36
  147: if r4 == 0x2c goto L30
  148: if r4 == 0x0 goto L29
  149: if r4 == 0x2b goto L29
  150: if r4 != 0x3c goto L27
L29:
  151: r2 = r5
  152: r2 += 0x8
  153: if r2 > r3 goto L1
  154: r1 = *(u8 *)(r5 + 1)
  155: r4 = *(u8 *)(r5 + 0)
  156: r1 += 0x1
  157: r1 <<= 0x3
  158: r5 += r1
  159: goto L31
L30:
  160: r2 = r5
  161: r2 += 0x8
  162: if r2 > r3 goto L1
  163: r1 = *(u16 *)(r5 + 2)
  164: r4 = *(u8 *)(r5 + 0)
  165: r5 += 0x8
  166: if w1 & 0xf8ff goto L28
L31:
  167: r1 = r5
  168: r1 -= r0
  169: if r1 > 0x7fff goto L1
  170: r5 = r0
  171: r5 += r1
  172: if r4 == 0x2c goto L33
  173: if r4 == 0x0 goto L32
  174: if r4 == 0x2b goto L32
  175: if r4 != 0x3c goto L27
L32:
  176: r2 = r5
  177: r2 += 0x8
  178: if r2 > r3 goto L1
  179: r1 = *(u8 *)(r5 + 1)
  180: r4 = *(u8 *)(r5 + 0)
  181: r1 += 0x1
  182: r1 <<= 0x3
  183: r5 += r1
  184: goto L34
L33:
  185: r2 = r5
  186: r2 += 0x8
  187: if r2 > r3 goto L1
  188: r1 = *(u16 *)(r5 + 2)
  189: r4 = *(u8 *)(r5 + 0)
  190: r5 += 0x8
  191: if w1 & 0xf8ff goto L28
L34:
  192: r1 = r5
  193: r1 -= r0
  194: if r1 > 0x7fff goto L1
  195: r5 = r0
  196: r5 += r1
  197: if r4 == 0x2c goto L36
  198: if r4 == 0x0 goto L35
  199: if r4 == 0x2b goto L35
  200: if r4 != 0x3c goto L27
L35:
  201: r2 = r5
  202: r2 += 0x8
  203: if r2 > r3 goto L1
  204: r1 = *(u8 *)(r5 + 1)
  205: r4 = *(u8 *)(r5 + 0)
  206: r1 += 0x1
  207: r1 <<= 0x3
  208: r5 += r1
  209: goto L37
L36:
  210: r2 = r5
  211: r2 += 0x8
  212: if r2 > r3 goto L1
  213: r1 = *(u16 *)(r5 + 2)
  214: r4 = *(u8 *)(r5 + 0)
  215: r5 += 0x8
  216: if w1 & 0xf8ff goto L28
L37:
  217: r1 = r5
  218: r1 -= r0
  219: if r1 > 0x7fff goto L1
  220: r5 = r0
  221: r5 += r1
  222: if r4 == 0x2c goto L39
  223: if r4 == 0x0 goto L38
  224: if r4 == 0x2b goto L38
  225: if r4 != 0x3c goto L27
L38:
  226: r2 = r5
  227: r2 += 0x8
  228: if r2 > r3 goto L1
  229: r1 = *(u8 *)(r5 + 1)
  230: r4 = *(u8 *)(r5 + 0)
  231: r1 += 0x1
  232: r1 <<= 0x3
  233: r5 += r1
  234: goto L40
L39:
  235: r2 = r5
  236: r2 += 0x8
  237: if r2 > r3 goto L1
  238: r1 = *(u16 *)(r5 + 2)
  239: r4 = *(u8 *)(r5 + 0)
  240: r5 += 0x8
  241: if w1 & 0xf8ff goto L28
L40:
  242: r1 = r5
  243: r1 -= r0
  244: if r1 > 0x7fff goto L1
  245: r5 = r0
  246: r5 += r1
  247: if r4 == 0x2c goto L42
  248: if r4 == 0x0 goto L41
  249: if r4 == 0x2b goto L41
  250: if r4 != 0x3c goto L27
L41:
  251: r2 = r5
  252: r2 += 0x8
  253: if r2 > r3 goto L1
  254: r1 = *(u8 *)(r5 + 1)
  255: r4 = *(u8 *)(r5 + 0)
  256: r1 += 0x1
  257: r1 <<= 0x3
  258: r5 += r1
  259: goto L43
L42:
  260: r2 = r5
  261: r2 += 0x8
  262: if r2 > r3 goto L1
  263: r1 = *(u16 *)(r5 + 2)
  264: r4 = *(u8 *)(r5 + 0)
  265: r5 += 0x8
  266: if w1 & 0xf8ff goto L28
L43:
  267: r1 = r5
  268: r1 -= r0
  269: if r1 > 0x7fff goto L1
  270: r5 = r0
  271: r5 += r1
  272: if r4 == 0x2c goto L45
  273: if r4 == 0x0 goto L44
  274: if r4 == 0x2b goto L44
  275: if r4 != 0x3c goto L27
L44:
  276: r2 = r5
  277: r2 += 0x8
  278: if r2 > r3 goto L1
  279: r1 = *(u8 *)(r5 + 1)
  280: r4 = *(u8 *)(r5 + 0)
  281: r1 += 0x1
  282: r1 <<= 0x3
  283: r5 += r1
  284: goto L46
L45:
  285: r2 = r5
  286: r2 += 0x8
  287: if r2 > r3 goto L1
  288: r1 = *(u16 *)(r5 + 2)
  289: r4 = *(u8 *)(r5 + 0)
  290: r5 += 0x8
  291: if w1 & 0xf8ff goto L28
L46:
  292: r1 = r5
  293: r1 -= r0
  294: if r1 > 0x7fff goto L1
  295: r5 = r0
  296: r5 += r1
  297: if r4 == 0x2c goto L48
  298: if r4 == 0x0 goto L47
  299: if r4 == 0x2b goto L47
  300: if r4 != 0x3c goto L27
L47:
  301: r2 = r5
  302: r2 += 0x8
  303: if r2 > r3 goto L1
  304: r1 = *(u8 *)(r5 + 1)
  305: r4 = *(u8 *)(r5 + 0)
  306: r1 += 0x1
  307: r1 <<= 0x3
  308: r5 += r1
  309: goto L49
L48:
  310: r2 = r5
  311: r2 += 0x8
  312: if r2 > r3 goto L1
  313: r1 = *(u16 *)(r5 + 2)
  314: r4 = *(u8 *)(r5 + 0)
  315: r5 += 0x8
  316: if w1 & 0xf8ff goto L28
L49:
  317: r1 = r5
  318: r1 -= r0
  319: if r1 > 0x7fff goto L1
  320: r5 = r0
  321: r5 += r1
  322: if r4 == 0x2c goto L51
  323: if r4 == 0x0 goto L50
  324: if r4 == 0x2b goto L50
  325: if r4 != 0x3c goto L27
L50:
  326: r2 = r5
  327: r2 += 0x8
  328: if r2 > r3 goto L1
  329: r1 = *(u8 *)(r5 + 1)
  330: r4 = *(u8 *)(r5 + 0)
  331: r1 += 0x1
  332: r1 <<= 0x3
  333: r5 += r1
  334: goto L52
L51:
  335: r2 = r5
  336: r2 += 0x8
  337: if r2 > r3 goto L1
  338: r1 = *(u16 *)(r5 + 2)
  339: r4 = *(u8 *)(r5 + 0)
  340: r5 += 0x8
  341: if w1 & 0xf8ff goto L28
L52:
  342: r1 = r5
  343: r1 -= r0
  344: if r1 > 0x7fff goto L1
  345: r5 = r0
  346: r5 += r1
      ; deeper than the walk: no specified verdict
  347: if r4 == 0x0 goto L1
  348: if r4 == 0x2b goto L1
  349: if r4 == 0x2c goto L1
  350: if r4 == 0x3c goto L1
L27:
  351: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  352: if r4 == 0x11 goto L54
  353: r7 = 0x10000
  354: goto L3
L54:
  355: r2 = r5
  356: r2 += 0x8
  357: if r2 > r3 goto L1
  358: r7 = *(u16 *)(r5 + 0)
  359: goto L3
L28:
  360: *(u64 *)(r10 - 16) = r4
  361: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `resolvers` (line 11): Pass
  362: r1 = *(u64 *)(r10 - 16)
  363: r1 |= 0x0
  364: if r1 != 0x11 goto L56
  365: if r7 != 0x3500 goto L56
L57:
  366: r1 = *(u64 *)(r10 - 40)
  367: r1 |= 0x0
  368: r2 = *(u64 *)(r10 - 48)
  369: r2 |= 0x0
  370: r3 = 0x20010db800000000 ll
  372: if r1 > r3 goto L60
  373: if r1 < r3 goto L56
  374: r3 = 0x53
  375: if r2 < r3 goto L56
L60:
  376: r3 = 0x20010db800000000 ll
  378: if r1 < r3 goto L58
  379: if r1 > r3 goto L59
  380: r3 = 0x53
  381: if r2 <= r3 goto L58
L59:
  382: goto L56
L58:
  383: *(u32 *)(r10 - 136) = 0x0
  384: *(u64 *)(r10 - 144) = 0xffffffff
  385: goto L0
L56:
      ; rule 2 `per48` (line 13): Drop
  386: r1 = *(u64 *)(r10 - 16)
  387: r1 |= 0x0
  388: if r1 != 0x11 goto L61
      ; over 1000/second burst 5: GCRA, T = 1000000 units of 1/1 ns
  389: *(u32 *)(r10 - 216) = 0x2
  390: *(u32 *)(r10 - 212) = 0x0
  391: r1 = *(u64 *)(r10 - 40)
  392: r1 |= 0x0
  393: r2 = 0xffffffffffff0000 ll
  395: r1 &= r2
  396: *(u64 *)(r10 - 208) = r1
  397: r1 = *(u64 *)(r10 - 48)
  398: r1 |= 0x0
  399: r2 = 0x0 ll
  401: r1 &= r2
  402: *(u64 *)(r10 - 200) = r1
  403: call 5
  404: *(u64 *)(r10 - 240) = r0
  405: r1 = map[dropc_rate6] ll
  407: r2 = r10
  408: r2 += 0xffffff28
  409: call 1
  410: if r0 != 0x0 goto L63
      ; a new key: a full bucket, less this packet's token
  411: r1 = *(u64 *)(r10 - 240)
  412: r2 = 0xf4240 ll
  414: r1 += r2
  415: *(u64 *)(r10 - 232) = r1
  416: r1 = *(u64 *)(r10 - 240)
  417: *(u64 *)(r10 - 224) = r1
  418: r1 = map[dropc_rate6] ll
  420: r2 = r10
  421: r2 += 0xffffff28
  422: r3 = r10
  423: r3 += 0xffffff18
  424: r4 = 0x1
  425: call 2
  426: if r0 == 0x0 goto L61
      ; another CPU added it first: take a token from it
  427: r1 = map[dropc_rate6] ll
  429: r2 = r10
  430: r2 += 0xffffff28
  431: call 1
  432: if r0 == 0x0 goto L61
L63:
  433: r5 = r0
  434: r3 = *(u64 *)(r10 - 240)
  435: r1 = *(u64 *)(r5 + 0)
  436: r2 = r1
  437: r2 -= r3
  438: if r2 s>= 0x0 goto L66
L65:
  439: r2 = 0x0
L66:
  440: r4 = 0x3d0900 ll
  442: if r2 > r4 goto L62
  443: r2 += r3
  444: r4 = 0xf4240 ll
  446: r2 += r4
  447: r0 = r1
  448: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  449: if r0 == r1 goto L64
  450: r1 = *(u64 *)(r5 + 0)
  451: r2 = r1
  452: r2 -= r3
  453: if r2 s>= 0x0 goto L68
L67:
  454: r2 = 0x0
L68:
  455: r4 = 0x3d0900 ll
  457: if r2 > r4 goto L62
  458: r2 += r3
  459: r4 = 0xf4240 ll
  461: r2 += r4
  462: r0 = r1
  463: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  464: if r0 == r1 goto L64
  465: r1 = *(u64 *)(r5 + 0)
  466: r2 = r1
  467: r2 -= r3
  468: if r2 s>= 0x0 goto L70
L69:
  469: r2 = 0x0
L70:
  470: r4 = 0x3d0900 ll
  472: if r2 > r4 goto L62
  473: r2 += r3
  474: r4 = 0xf4240 ll
  476: r2 += r4
  477: r0 = r1
  478: r0 = cmpxchg((u64 *)(r5 + 0), r0, r2)
  479: if r0 == r1 goto L64
      ; lost every race: over the rate, no token taken
  480: goto L62
L64:
  481: goto L61
L62:
  482: *(u32 *)(r10 - 136) = 0x2
  483: *(u64 *)(r10 - 144) = 0x2
  484: goto L0
L61:
      ; default
  485: *(u32 *)(r10 - 136) = 0x3
  486: *(u64 *)(r10 - 144) = 0xffffffff
  487: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  488: *(u32 *)(r10 - 136) = 0x4
  489: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  490: r1 = map[dropc_counters] ll
  492: r2 = r10
  493: r2 += 0xffffff78
  494: call 1
  495: if r0 == 0x0 goto L71
  496: r1 = *(u64 *)(r0 + 0)
  497: r1 += 0x1
  498: *(u64 *)(r0 + 0) = r1
  499: r1 = *(u64 *)(r10 - 152)
  500: r2 = *(u32 *)(r1 + 0)
  501: r1 = *(u64 *)(r0 + 8)
  502: r1 += r2
  503: *(u64 *)(r0 + 8) = r1
L71:
  504: r0 = *(u64 *)(r10 - 144)
  505: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  506: r1 = map[dropc_counters] ll
  508: r2 = r10
  509: r2 += 0xffffff78
  510: call 1
  511: if r0 == 0x0 goto L72
  512: r1 = *(u64 *)(r0 + 0)
  513: r1 += 0x1
  514: *(u64 *)(r0 + 0) = r1
  515: r1 = *(u64 *)(r10 - 152)
  516: r2 = *(u32 *)(r1 + 0)
  517: r1 = *(u64 *)(r0 + 8)
  518: r1 += r2
  519: *(u64 *)(r0 + 8) = r1
L72:
  520: r0 = *(u64 *)(r10 - 144)
  521: exit
