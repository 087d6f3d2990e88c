; dropc xdp program `dropc_xdp` (624 instruction slots)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx)
    0: r0 = *(u32 *)(r1 + 0)
    1: r3 = *(u32 *)(r1 + 4)
      ; Ethernet
    2: r2 = r0
    3: r2 += 0xe
    4: if r2 > r3 goto L1
    5: r1 = *(u16 *)(r0 + 12)
    6: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
    7: r2 = r0
    8: r2 += 0x22
    9: if r2 > r3 goto L1
   10: r9 = *(u8 *)(r0 + 22)
   11: r1 = *(u16 *)(r0 + 16)
   12: r1 = be16 r1
   13: *(u64 *)(r10 - 128) = r1
   14: r1 = *(u32 *)(r0 + 26)
   15: r1 = be32 r1
   16: *(u64 *)(r10 - 24) = r1
   17: r4 = *(u8 *)(r0 + 23)
   18: *(u64 *)(r10 - 16) = r4
   19: r2 = *(u16 *)(r0 + 20)
   20: if w2 & 0xff1f goto L7
   21: r2 &= 0x20
   22: r2 >>= 0x5
   23: *(u64 *)(r10 - 112) = r2
   24: r5 = *(u8 *)(r0 + 14)
   25: r5 &= 0xf
   26: r5 <<= 0x2
   27: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   28: if r4 == 0x6 goto L8
   29: if r4 == 0x1 goto L10
   30: if r4 == 0x11 goto L9
   31: r5 = 0x10000
   32: *(u64 *)(r10 - 80) = 0x10000
   33: r6 = 0x100
   34: r7 = 0x100
   35: r8 = 0x100
   36: goto L2
L8:
   37: r2 = r5
   38: r2 += 0x22
   39: if r2 > r3 goto L1
   40: r6 = *(u8 *)(r5 + 27)
   41: r1 = *(u16 *)(r5 + 16)
   42: r1 = be16 r1
   43: *(u64 *)(r10 - 80) = r1
   44: r5 = *(u16 *)(r5 + 14)
   45: r7 = 0x100
   46: r8 = 0x100
   47: goto L2
L10:
   48: r2 = r5
   49: r2 += 0x16
   50: if r2 > r3 goto L1
   51: r7 = *(u8 *)(r5 + 14)
   52: r8 = *(u8 *)(r5 + 15)
   53: r5 = 0x10000
   54: *(u64 *)(r10 - 80) = 0x10000
   55: r6 = 0x100
   56: goto L2
L7:
   57: *(u64 *)(r10 - 112) = 0x2
   58: r5 = 0x10000
   59: *(u64 *)(r10 - 80) = 0x10000
   60: r6 = 0x100
   61: r7 = 0x100
   62: r8 = 0x100
   63: goto L2
L9:
   64: r2 = r5
   65: r2 += 0x16
   66: if r2 > r3 goto L1
   67: r1 = *(u16 *)(r5 + 16)
   68: r1 = be16 r1
   69: *(u64 *)(r10 - 80) = r1
   70: r5 = *(u16 *)(r5 + 14)
   71: r6 = 0x100
   72: r7 = 0x100
   73: r8 = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `not-dport` (line 6): Drop
   74: r1 = *(u64 *)(r10 - 16)
   75: r1 |= 0x0
   76: if r1 != 0x6 goto L11
   77: r1 = *(u64 *)(r10 - 80)
   78: r1 |= 0x0
   79: if r1 > 0xffff goto L11
   80: if r1 != 0x50 goto L12
   81: goto L11
L12:
   82: *(u32 *)(r10 - 136) = 0x0
   83: *(u64 *)(r10 - 144) = 0x1
   84: goto L0
L11:
      ; rule 1 `not-flags` (line 7): Drop
   85: r1 = *(u64 *)(r10 - 16)
   86: r1 |= 0x0
   87: if r1 != 0x6 goto L13
   88: if r6 > 0xff goto L13
   89: r6 &= 0x12
   90: if r6 == 0x2 goto L13
   91: *(u32 *)(r10 - 136) = 0x1
   92: *(u64 *)(r10 - 144) = 0x1
   93: goto L0
L13:
      ; rule 2 `not-sports` (line 8): Drop
   94: r1 = *(u64 *)(r10 - 16)
   95: r1 |= 0x0
   96: if r1 != 0x11 goto L14
   97: if r5 > 0xffff goto L14
   98: if r5 == 0x3500 goto L14
   99: if r5 != 0x7b00 goto L15
  100: goto L14
L15:
  101: r1 = *(u64 *)(r10 - 80)
  102: r1 |= 0x0
  103: if r1 != 0x9 goto L14
L16:
  104: *(u32 *)(r10 - 136) = 0x2
  105: *(u64 *)(r10 - 144) = 0x1
  106: goto L0
L14:
      ; rule 3 `not-type` (line 9): Drop
  107: r1 = *(u64 *)(r10 - 16)
  108: r1 |= 0x0
  109: if r1 != 0x1 goto L17
  110: if r7 > 0xff goto L17
  111: if r7 == 0x8 goto L17
L18:
  112: *(u32 *)(r10 - 136) = 0x3
  113: *(u64 *)(r10 - 144) = 0x1
  114: goto L0
L17:
      ; rule 5 `not-src` (line 11): Drop
  115: r1 = *(u64 *)(r10 - 16)
  116: r1 |= 0x0
  117: if r1 != 0x11 goto L19
  118: r1 = *(u64 *)(r10 - 80)
  119: r1 |= 0x0
  120: if r1 != 0xa goto L19
L20:
  121: r1 = *(u64 *)(r10 - 24)
  122: if w1 < 0xa000000 goto L21
  123: if w1 > 0xaffffff goto L21
  124: goto L19
L21:
  125: *(u32 *)(r10 - 136) = 0x5
  126: *(u64 *)(r10 - 144) = 0x1
  127: goto L0
L19:
      ; rule 7 `not-frag` (line 13): Drop
  128: r1 = *(u64 *)(r10 - 16)
  129: r1 |= 0x0
  130: if r1 != 0x11 goto L22
  131: r1 = *(u64 *)(r10 - 112)
  132: r1 |= 0x0
  133: if r1 != 0x0 goto L22
  134: r1 = *(u64 *)(r10 - 80)
  135: r1 |= 0x0
  136: if r1 != 0xc goto L22
L23:
  137: *(u32 *)(r10 - 136) = 0x7
  138: *(u64 *)(r10 - 144) = 0x1
  139: goto L0
L22:
      ; rule 8 `not-later` (line 14): Drop
  140: r1 = *(u64 *)(r10 - 16)
  141: r1 |= 0x0
  142: if r1 != 0x84 goto L24
  143: r1 = *(u64 *)(r10 - 112)
  144: r1 |= 0x0
  145: if r1 == 0x2 goto L24
  146: *(u32 *)(r10 - 136) = 0x8
  147: *(u64 *)(r10 - 144) = 0x1
  148: goto L0
L24:
      ; rule 9 `not-ttl` (line 15): Drop
  149: r1 = *(u64 *)(r10 - 16)
  150: r1 |= 0x0
  151: if r1 != 0x11 goto L25
  152: if r9 < 0x40 goto L26
  153: if r9 <= 0x40 goto L25
L26:
  154: r1 = *(u64 *)(r10 - 80)
  155: r1 |= 0x0
  156: if r1 != 0xe goto L25
L27:
  157: *(u32 *)(r10 - 136) = 0x9
  158: *(u64 *)(r10 - 144) = 0x1
  159: goto L0
L25:
      ; rule 11 `not-len` (line 17): Drop
  160: r1 = *(u64 *)(r10 - 16)
  161: r1 |= 0x0
  162: if r1 != 0x11 goto L28
  163: r1 = *(u64 *)(r10 - 128)
  164: if r1 < 0x64 goto L29
  165: if r1 <= 0xc8 goto L28
L29:
  166: r1 = *(u64 *)(r10 - 80)
  167: r1 |= 0x0
  168: if r1 != 0xf goto L28
L30:
  169: *(u32 *)(r10 - 136) = 0xb
  170: *(u64 *)(r10 - 144) = 0x1
  171: goto L0
L28:
      ; rule 13 `not-protos4` (line 19): Drop
  172: r1 = *(u64 *)(r10 - 16)
  173: r1 |= 0x0
  174: if r1 == 0x11 goto L31
  175: r1 = *(u64 *)(r10 - 16)
  176: r1 |= 0x0
  177: if r1 == 0x6 goto L31
  178: r1 = *(u64 *)(r10 - 16)
  179: r1 |= 0x0
  180: if r1 == 0x1 goto L31
  181: r1 = *(u64 *)(r10 - 16)
  182: r1 |= 0x0
  183: if r1 == 0x84 goto L31
  184: *(u32 *)(r10 - 136) = 0xd
  185: *(u64 *)(r10 - 144) = 0x1
  186: goto L0
L31:
      ; default
  187: *(u32 *)(r10 - 136) = 0xe
  188: *(u64 *)(r10 - 144) = 0x2
  189: goto L0
L4:
  190: if w1 == 0xdd86 goto L5
  191: if w1 == 0x81 goto L32
  192: if w1 != 0xa888 goto L1
L32:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  193: r2 = r0
  194: r2 += 0x12
  195: if r2 > r3 goto L1
  196: r1 = *(u16 *)(r0 + 16)
  197: r0 += 0x4
  198: if w1 == 0x8 goto L6
  199: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  200: r2 = r0
  201: r2 += 0x36
  202: if r2 > r3 goto L1
  203: r9 = *(u8 *)(r0 + 21)
  204: r1 = *(u16 *)(r0 + 18)
  205: r1 = be16 r1
  206: r1 += 0x28
  207: *(u64 *)(r10 - 128) = r1
  208: r1 = *(u64 *)(r0 + 38)
  209: r1 = be64 r1
  210: *(u64 *)(r10 - 56) = r1
  211: r1 = *(u64 *)(r0 + 46)
  212: r1 = be64 r1
  213: *(u64 *)(r10 - 64) = r1
  214: *(u64 *)(r10 - 112) = 0x0
      ; extension headers: r4 = next header, r5 = its start
  215: r4 = *(u8 *)(r0 + 20)
  216: r5 = r0
  217: r5 += 0x36
  218: if r4 == 0x2c goto L36
  219: if r4 == 0x0 goto L35
  220: if r4 == 0x2b goto L35
  221: if r4 != 0x3c goto L33
L35:
  222: r2 = r5
  223: r2 += 0x8
  224: if r2 > r3 goto L1
  225: r1 = *(u8 *)(r5 + 1)
  226: r4 = *(u8 *)(r5 + 0)
  227: r1 += 0x1
  228: r1 <<= 0x3
  229: r5 += r1
  230: goto L37
L36:
  231: r2 = r5
  232: r2 += 0x8
  233: if r2 > r3 goto L1
  234: r1 = *(u16 *)(r5 + 2)
  235: r4 = *(u8 *)(r5 + 0)
  236: r5 += 0x8
  237: *(u64 *)(r10 - 112) = 0x1
  238: if w1 & 0xf8ff goto L34
L37:
  239: r1 = r5
  240: r1 -= r0
  241: if r1 > 0x7fff goto L1
  242: r5 = r0
  243: r5 += r1
  244: if r4 == 0x2c goto L39
  245: if r4 == 0x0 goto L38
  246: if r4 == 0x2b goto L38
  247: if r4 != 0x3c goto L33
L38:
  248: r2 = r5
  249: r2 += 0x8
  250: if r2 > r3 goto L1
  251: r1 = *(u8 *)(r5 + 1)
  252: r4 = *(u8 *)(r5 + 0)
  253: r1 += 0x1
  254: r1 <<= 0x3
  255: r5 += r1
  256: goto L40
L39:
  257: r2 = r5
  258: r2 += 0x8
  259: if r2 > r3 goto L1
  260: r1 = *(u16 *)(r5 + 2)
  261: r4 = *(u8 *)(r5 + 0)
  262: r5 += 0x8
  263: *(u64 *)(r10 - 112) = 0x1
  264: if w1 & 0xf8ff goto L34
L40:
  265: r1 = r5
  266: r1 -= r0
  267: if r1 > 0x7fff goto L1
  268: r5 = r0
  269: r5 += r1
  270: if r4 == 0x2c goto L42
  271: if r4 == 0x0 goto L41
  272: if r4 == 0x2b goto L41
  273: if r4 != 0x3c goto L33
L41:
  274: r2 = r5
  275: r2 += 0x8
  276: if r2 > r3 goto L1
  277: r1 = *(u8 *)(r5 + 1)
  278: r4 = *(u8 *)(r5 + 0)
  279: r1 += 0x1
  280: r1 <<= 0x3
  281: r5 += r1
  282: goto L43
L42:
  283: r2 = r5
  284: r2 += 0x8
  285: if r2 > r3 goto L1
  286: r1 = *(u16 *)(r5 + 2)
  287: r4 = *(u8 *)(r5 + 0)
  288: r5 += 0x8
  289: *(u64 *)(r10 - 112) = 0x1
  290: if w1 & 0xf8ff goto L34
L43:
  291: r1 = r5
  292: r1 -= r0
  293: if r1 > 0x7fff goto L1
  294: r5 = r0
  295: r5 += r1
  296: if r4 == 0x2c goto L45
  297: if r4 == 0x0 goto L44
  298: if r4 == 0x2b goto L44
  299: if r4 != 0x3c goto L33
L44:
  300: r2 = r5
  301: r2 += 0x8
  302: if r2 > r3 goto L1
  303: r1 = *(u8 *)(r5 + 1)
  304: r4 = *(u8 *)(r5 + 0)
  305: r1 += 0x1
  306: r1 <<= 0x3
  307: r5 += r1
  308: goto L46
L45:
  309: r2 = r5
  310: r2 += 0x8
  311: if r2 > r3 goto L1
  312: r1 = *(u16 *)(r5 + 2)
  313: r4 = *(u8 *)(r5 + 0)
  314: r5 += 0x8
  315: *(u64 *)(r10 - 112) = 0x1
  316: if w1 & 0xf8ff goto L34
L46:
  317: r1 = r5
  318: r1 -= r0
  319: if r1 > 0x7fff goto L1
  320: r5 = r0
  321: r5 += r1
  322: if r4 == 0x2c goto L48
  323: if r4 == 0x0 goto L47
  324: if r4 == 0x2b goto L47
  325: if r4 != 0x3c goto L33
L47:
  326: r2 = r5
  327: r2 += 0x8
  328: if r2 > r3 goto L1
  329: r1 = *(u8 *)(r5 + 1)
  330: r4 = *(u8 *)(r5 + 0)
  331: r1 += 0x1
  332: r1 <<= 0x3
  333: r5 += r1
  334: goto L49
L48:
  335: r2 = r5
  336: r2 += 0x8
  337: if r2 > r3 goto L1
  338: r1 = *(u16 *)(r5 + 2)
  339: r4 = *(u8 *)(r5 + 0)
  340: r5 += 0x8
  341: *(u64 *)(r10 - 112) = 0x1
  342: if w1 & 0xf8ff goto L34
L49:
  343: r1 = r5
  344: r1 -= r0
  345: if r1 > 0x7fff goto L1
  346: r5 = r0
  347: r5 += r1
  348: if r4 == 0x2c goto L51
  349: if r4 == 0x0 goto L50
  350: if r4 == 0x2b goto L50
  351: if r4 != 0x3c goto L33
L50:
  352: r2 = r5
  353: r2 += 0x8
  354: if r2 > r3 goto L1
  355: r1 = *(u8 *)(r5 + 1)
  356: r4 = *(u8 *)(r5 + 0)
  357: r1 += 0x1
  358: r1 <<= 0x3
  359: r5 += r1
  360: goto L52
L51:
  361: r2 = r5
  362: r2 += 0x8
  363: if r2 > r3 goto L1
  364: r1 = *(u16 *)(r5 + 2)
  365: r4 = *(u8 *)(r5 + 0)
  366: r5 += 0x8
  367: *(u64 *)(r10 - 112) = 0x1
  368: if w1 & 0xf8ff goto L34
L52:
  369: r1 = r5
  370: r1 -= r0
  371: if r1 > 0x7fff goto L1
  372: r5 = r0
  373: r5 += r1
  374: if r4 == 0x2c goto L54
  375: if r4 == 0x0 goto L53
  376: if r4 == 0x2b goto L53
  377: if r4 != 0x3c goto L33
L53:
  378: r2 = r5
  379: r2 += 0x8
  380: if r2 > r3 goto L1
  381: r1 = *(u8 *)(r5 + 1)
  382: r4 = *(u8 *)(r5 + 0)
  383: r1 += 0x1
  384: r1 <<= 0x3
  385: r5 += r1
  386: goto L55
L54:
  387: r2 = r5
  388: r2 += 0x8
  389: if r2 > r3 goto L1
  390: r1 = *(u16 *)(r5 + 2)
  391: r4 = *(u8 *)(r5 + 0)
  392: r5 += 0x8
  393: *(u64 *)(r10 - 112) = 0x1
  394: if w1 & 0xf8ff goto L34
L55:
  395: r1 = r5
  396: r1 -= r0
  397: if r1 > 0x7fff goto L1
  398: r5 = r0
  399: r5 += r1
  400: if r4 == 0x2c goto L57
  401: if r4 == 0x0 goto L56
  402: if r4 == 0x2b goto L56
  403: if r4 != 0x3c goto L33
L56:
  404: r2 = r5
  405: r2 += 0x8
  406: if r2 > r3 goto L1
  407: r1 = *(u8 *)(r5 + 1)
  408: r4 = *(u8 *)(r5 + 0)
  409: r1 += 0x1
  410: r1 <<= 0x3
  411: r5 += r1
  412: goto L58
L57:
  413: r2 = r5
  414: r2 += 0x8
  415: if r2 > r3 goto L1
  416: r1 = *(u16 *)(r5 + 2)
  417: r4 = *(u8 *)(r5 + 0)
  418: r5 += 0x8
  419: *(u64 *)(r10 - 112) = 0x1
  420: if w1 & 0xf8ff goto L34
L58:
  421: r1 = r5
  422: r1 -= r0
  423: if r1 > 0x7fff goto L1
  424: r5 = r0
  425: r5 += r1
      ; deeper than the walk: no specified verdict
  426: if r4 == 0x0 goto L1
  427: if r4 == 0x2b goto L1
  428: if r4 == 0x2c goto L1
  429: if r4 == 0x3c goto L1
L33:
  430: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  431: if r4 == 0x6 goto L59
  432: if r4 == 0x3a goto L61
  433: if r4 == 0x11 goto L60
  434: r5 = 0x10000
  435: *(u64 *)(r10 - 80) = 0x10000
  436: r6 = 0x100
  437: r7 = 0x100
  438: r8 = 0x100
  439: goto L3
L59:
  440: r2 = r5
  441: r2 += 0x14
  442: if r2 > r3 goto L1
  443: r6 = *(u8 *)(r5 + 13)
  444: r1 = *(u16 *)(r5 + 2)
  445: r1 = be16 r1
  446: *(u64 *)(r10 - 80) = r1
  447: r5 = *(u16 *)(r5 + 0)
  448: r7 = 0x100
  449: r8 = 0x100
  450: goto L3
L61:
  451: r2 = r5
  452: r2 += 0x8
  453: if r2 > r3 goto L1
  454: r7 = *(u8 *)(r5 + 0)
  455: r8 = *(u8 *)(r5 + 1)
  456: r5 = 0x10000
  457: *(u64 *)(r10 - 80) = 0x10000
  458: r6 = 0x100
  459: goto L3
L60:
  460: r2 = r5
  461: r2 += 0x8
  462: if r2 > r3 goto L1
  463: r1 = *(u16 *)(r5 + 2)
  464: r1 = be16 r1
  465: *(u64 *)(r10 - 80) = r1
  466: r5 = *(u16 *)(r5 + 0)
  467: r6 = 0x100
  468: r7 = 0x100
  469: r8 = 0x100
  470: goto L3
L34:
  471: *(u64 *)(r10 - 112) = 0x2
  472: *(u64 *)(r10 - 16) = r4
  473: r5 = 0x10000
  474: *(u64 *)(r10 - 80) = 0x10000
  475: r6 = 0x100
  476: r7 = 0x100
  477: r8 = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `not-dport` (line 6): Drop
  478: r1 = *(u64 *)(r10 - 16)
  479: r1 |= 0x0
  480: if r1 != 0x6 goto L62
  481: r1 = *(u64 *)(r10 - 80)
  482: r1 |= 0x0
  483: if r1 > 0xffff goto L62
  484: if r1 != 0x50 goto L63
  485: goto L62
L63:
  486: *(u32 *)(r10 - 136) = 0x0
  487: *(u64 *)(r10 - 144) = 0x1
  488: goto L0
L62:
      ; rule 1 `not-flags` (line 7): Drop
  489: r1 = *(u64 *)(r10 - 16)
  490: r1 |= 0x0
  491: if r1 != 0x6 goto L64
  492: if r6 > 0xff goto L64
  493: r6 &= 0x12
  494: if r6 == 0x2 goto L64
  495: *(u32 *)(r10 - 136) = 0x1
  496: *(u64 *)(r10 - 144) = 0x1
  497: goto L0
L64:
      ; rule 2 `not-sports` (line 8): Drop
  498: r1 = *(u64 *)(r10 - 16)
  499: r1 |= 0x0
  500: if r1 != 0x11 goto L65
  501: if r5 > 0xffff goto L65
  502: if r5 == 0x3500 goto L65
  503: if r5 != 0x7b00 goto L66
  504: goto L65
L66:
  505: r1 = *(u64 *)(r10 - 80)
  506: r1 |= 0x0
  507: if r1 != 0x9 goto L65
L67:
  508: *(u32 *)(r10 - 136) = 0x2
  509: *(u64 *)(r10 - 144) = 0x1
  510: goto L0
L65:
      ; rule 4 `not-code` (line 10): Drop
  511: r1 = *(u64 *)(r10 - 16)
  512: r1 |= 0x0
  513: if r1 != 0x3a goto L68
  514: if r7 > 0xff goto L68
  515: if r7 != 0x1 goto L69
  516: if r8 == 0x3 goto L68
L69:
  517: *(u32 *)(r10 - 136) = 0x4
  518: *(u64 *)(r10 - 144) = 0x1
  519: goto L0
L68:
      ; rule 6 `not-dst6` (line 12): Drop
  520: r1 = *(u64 *)(r10 - 16)
  521: r1 |= 0x0
  522: if r1 != 0x11 goto L70
  523: r1 = *(u64 *)(r10 - 80)
  524: r1 |= 0x0
  525: if r1 != 0xb goto L70
L71:
  526: r1 = *(u64 *)(r10 - 56)
  527: r2 = *(u64 *)(r10 - 64)
  528: r3 = 0x20010db800000000 ll
  530: if r1 >= r3 goto L74
  531: goto L72
L74:
  532: r3 = 0x20010db8ffffffff ll
  534: if r1 <= r3 goto L70
L72:
L73:
  535: *(u32 *)(r10 - 136) = 0x6
  536: *(u64 *)(r10 - 144) = 0x1
  537: goto L0
L70:
      ; rule 7 `not-frag` (line 13): Drop
  538: r1 = *(u64 *)(r10 - 16)
  539: r1 |= 0x0
  540: if r1 != 0x11 goto L75
  541: r1 = *(u64 *)(r10 - 112)
  542: r1 |= 0x0
  543: if r1 != 0x0 goto L75
  544: r1 = *(u64 *)(r10 - 80)
  545: r1 |= 0x0
  546: if r1 != 0xc goto L75
L76:
  547: *(u32 *)(r10 - 136) = 0x7
  548: *(u64 *)(r10 - 144) = 0x1
  549: goto L0
L75:
      ; rule 8 `not-later` (line 14): Drop
  550: r1 = *(u64 *)(r10 - 16)
  551: r1 |= 0x0
  552: if r1 != 0x84 goto L77
  553: r1 = *(u64 *)(r10 - 112)
  554: r1 |= 0x0
  555: if r1 == 0x2 goto L77
  556: *(u32 *)(r10 - 136) = 0x8
  557: *(u64 *)(r10 - 144) = 0x1
  558: goto L0
L77:
      ; rule 10 `not-ttl-r` (line 16): Drop
  559: r1 = *(u64 *)(r10 - 16)
  560: r1 |= 0x0
  561: if r1 != 0x11 goto L78
  562: if r9 < 0x1 goto L79
  563: if r9 <= 0xfe goto L78
L79:
  564: r1 = *(u64 *)(r10 - 80)
  565: r1 |= 0x0
  566: if r1 != 0xe goto L78
L80:
  567: *(u32 *)(r10 - 136) = 0xa
  568: *(u64 *)(r10 - 144) = 0x1
  569: goto L0
L78:
      ; rule 11 `not-len` (line 17): Drop
  570: r1 = *(u64 *)(r10 - 16)
  571: r1 |= 0x0
  572: if r1 != 0x11 goto L81
  573: r1 = *(u64 *)(r10 - 128)
  574: if r1 < 0x64 goto L82
  575: if r1 <= 0xc8 goto L81
L82:
  576: r1 = *(u64 *)(r10 - 80)
  577: r1 |= 0x0
  578: if r1 != 0xf goto L81
L83:
  579: *(u32 *)(r10 - 136) = 0xb
  580: *(u64 *)(r10 - 144) = 0x1
  581: goto L0
L81:
      ; rule 12 `not-protos6` (line 18): Drop
  582: r1 = *(u64 *)(r10 - 16)
  583: r1 |= 0x0
  584: if r1 == 0x6 goto L84
  585: r1 = *(u64 *)(r10 - 16)
  586: r1 |= 0x0
  587: if r1 == 0x11 goto L84
  588: r1 = *(u64 *)(r10 - 16)
  589: r1 |= 0x0
  590: if r1 == 0x3a goto L84
  591: r1 = *(u64 *)(r10 - 16)
  592: r1 |= 0x0
  593: if r1 == 0x84 goto L84
  594: *(u32 *)(r10 - 136) = 0xc
  595: *(u64 *)(r10 - 144) = 0x1
  596: goto L0
L84:
      ; default
  597: *(u32 *)(r10 - 136) = 0xe
  598: *(u64 *)(r10 - 144) = 0x2
  599: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  600: *(u32 *)(r10 - 136) = 0xf
  601: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  602: r1 = map[dropc_counters] ll
  604: r2 = r10
  605: r2 += 0xffffff78
  606: call 1
  607: if r0 == 0x0 goto L85
  608: r1 = *(u64 *)(r0 + 0)
  609: r1 += 0x1
  610: *(u64 *)(r0 + 0) = r1
L85:
  611: r0 = *(u64 *)(r10 - 144)
  612: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  613: r1 = map[dropc_counters] ll
  615: r2 = r10
  616: r2 += 0xffffff78
  617: call 1
  618: if r0 == 0x0 goto L86
  619: r1 = *(u64 *)(r0 + 0)
  620: r1 += 0x1
  621: *(u64 *)(r0 + 0) = r1
L86:
  622: r0 = *(u64 *)(r10 - 144)
  623: exit
