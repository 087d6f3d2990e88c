; dropc xdp program `dropc_xdp` (655 instruction slots)
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
   11: r9 = *(u8 *)(r0 + 22)
   12: r1 = *(u16 *)(r0 + 16)
   13: r1 = be16 r1
   14: *(u64 *)(r10 - 128) = r1
   15: r1 = *(u32 *)(r0 + 26)
   16: r1 = be32 r1
   17: *(u64 *)(r10 - 24) = r1
   18: r4 = *(u8 *)(r0 + 23)
   19: *(u64 *)(r10 - 16) = r4
   20: r2 = *(u16 *)(r0 + 20)
   21: if w2 & 0xff1f goto L7
   22: r2 &= 0x20
   23: r2 >>= 0x5
   24: *(u64 *)(r10 - 112) = r2
   25: r5 = *(u8 *)(r0 + 14)
   26: r5 &= 0xf
   27: r5 <<= 0x2
   28: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   29: if r4 == 0x6 goto L8
   30: if r4 == 0x1 goto L10
   31: if r4 == 0x11 goto L9
   32: r5 = 0x10000
   33: *(u64 *)(r10 - 80) = 0x10000
   34: r6 = 0x100
   35: r7 = 0x100
   36: r8 = 0x100
   37: goto L2
L8:
   38: r2 = r5
   39: r2 += 0x22
   40: if r2 > r3 goto L1
   41: r6 = *(u8 *)(r5 + 27)
   42: r1 = *(u16 *)(r5 + 16)
   43: r1 = be16 r1
   44: *(u64 *)(r10 - 80) = r1
   45: r5 = *(u16 *)(r5 + 14)
   46: r7 = 0x100
   47: r8 = 0x100
   48: goto L2
L10:
   49: r2 = r5
   50: r2 += 0x16
   51: if r2 > r3 goto L1
   52: r7 = *(u8 *)(r5 + 14)
   53: r8 = *(u8 *)(r5 + 15)
   54: r5 = 0x10000
   55: *(u64 *)(r10 - 80) = 0x10000
   56: r6 = 0x100
   57: goto L2
L7:
   58: *(u64 *)(r10 - 112) = 0x2
   59: r5 = 0x10000
   60: *(u64 *)(r10 - 80) = 0x10000
   61: r6 = 0x100
   62: r7 = 0x100
   63: r8 = 0x100
   64: goto L2
L9:
   65: r2 = r5
   66: r2 += 0x16
   67: if r2 > r3 goto L1
   68: r1 = *(u16 *)(r5 + 16)
   69: r1 = be16 r1
   70: *(u64 *)(r10 - 80) = r1
   71: r5 = *(u16 *)(r5 + 14)
   72: r6 = 0x100
   73: r7 = 0x100
   74: r8 = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `not-dport` (line 6): Drop
   75: r1 = *(u64 *)(r10 - 16)
   76: r1 |= 0x0
   77: if r1 != 0x6 goto L11
   78: r1 = *(u64 *)(r10 - 80)
   79: r1 |= 0x0
   80: if r1 > 0xffff goto L11
   81: if r1 != 0x50 goto L12
   82: goto L11
L12:
   83: *(u32 *)(r10 - 136) = 0x0
   84: *(u64 *)(r10 - 144) = 0x1
   85: goto L0
L11:
      ; rule 1 `not-flags` (line 7): Drop
   86: r1 = *(u64 *)(r10 - 16)
   87: r1 |= 0x0
   88: if r1 != 0x6 goto L13
   89: if r6 > 0xff goto L13
   90: r6 &= 0x12
   91: if r6 == 0x2 goto L13
   92: *(u32 *)(r10 - 136) = 0x1
   93: *(u64 *)(r10 - 144) = 0x1
   94: goto L0
L13:
      ; rule 2 `not-sports` (line 8): Drop
   95: r1 = *(u64 *)(r10 - 16)
   96: r1 |= 0x0
   97: if r1 != 0x11 goto L14
   98: if r5 > 0xffff goto L14
   99: if r5 == 0x3500 goto L14
  100: if r5 != 0x7b00 goto L15
  101: goto L14
L15:
  102: r1 = *(u64 *)(r10 - 80)
  103: r1 |= 0x0
  104: if r1 != 0x9 goto L14
L16:
  105: *(u32 *)(r10 - 136) = 0x2
  106: *(u64 *)(r10 - 144) = 0x1
  107: goto L0
L14:
      ; rule 3 `not-type` (line 9): Drop
  108: r1 = *(u64 *)(r10 - 16)
  109: r1 |= 0x0
  110: if r1 != 0x1 goto L17
  111: if r7 > 0xff goto L17
  112: if r7 == 0x8 goto L17
L18:
  113: *(u32 *)(r10 - 136) = 0x3
  114: *(u64 *)(r10 - 144) = 0x1
  115: goto L0
L17:
      ; rule 5 `not-src` (line 11): Drop
  116: r1 = *(u64 *)(r10 - 16)
  117: r1 |= 0x0
  118: if r1 != 0x11 goto L19
  119: r1 = *(u64 *)(r10 - 80)
  120: r1 |= 0x0
  121: if r1 != 0xa goto L19
L20:
  122: r1 = *(u64 *)(r10 - 24)
  123: if w1 < 0xa000000 goto L21
  124: if w1 > 0xaffffff goto L21
  125: goto L19
L21:
  126: *(u32 *)(r10 - 136) = 0x5
  127: *(u64 *)(r10 - 144) = 0x1
  128: goto L0
L19:
      ; rule 7 `not-frag` (line 13): Drop
  129: r1 = *(u64 *)(r10 - 16)
  130: r1 |= 0x0
  131: if r1 != 0x11 goto L22
  132: r1 = *(u64 *)(r10 - 112)
  133: r1 |= 0x0
  134: if r1 != 0x0 goto L22
  135: r1 = *(u64 *)(r10 - 80)
  136: r1 |= 0x0
  137: if r1 != 0xc goto L22
L23:
  138: *(u32 *)(r10 - 136) = 0x7
  139: *(u64 *)(r10 - 144) = 0x1
  140: goto L0
L22:
      ; rule 8 `not-later` (line 14): Drop
  141: r1 = *(u64 *)(r10 - 16)
  142: r1 |= 0x0
  143: if r1 != 0x84 goto L24
  144: r1 = *(u64 *)(r10 - 112)
  145: r1 |= 0x0
  146: if r1 == 0x2 goto L24
  147: *(u32 *)(r10 - 136) = 0x8
  148: *(u64 *)(r10 - 144) = 0x1
  149: goto L0
L24:
      ; rule 9 `not-ttl` (line 15): Drop
  150: r1 = *(u64 *)(r10 - 16)
  151: r1 |= 0x0
  152: if r1 != 0x11 goto L25
  153: if r9 < 0x40 goto L26
  154: if r9 <= 0x40 goto L25
L26:
  155: r1 = *(u64 *)(r10 - 80)
  156: r1 |= 0x0
  157: if r1 != 0xe goto L25
L27:
  158: *(u32 *)(r10 - 136) = 0x9
  159: *(u64 *)(r10 - 144) = 0x1
  160: goto L0
L25:
      ; rule 11 `not-len` (line 17): Drop
  161: r1 = *(u64 *)(r10 - 16)
  162: r1 |= 0x0
  163: if r1 != 0x11 goto L28
  164: r1 = *(u64 *)(r10 - 128)
  165: if r1 < 0x64 goto L29
  166: if r1 <= 0xc8 goto L28
L29:
  167: r1 = *(u64 *)(r10 - 80)
  168: r1 |= 0x0
  169: if r1 != 0xf goto L28
L30:
  170: *(u32 *)(r10 - 136) = 0xb
  171: *(u64 *)(r10 - 144) = 0x1
  172: goto L0
L28:
      ; rule 13 `not-protos4` (line 19): Drop
  173: r1 = *(u64 *)(r10 - 16)
  174: r1 |= 0x0
  175: if r1 == 0x11 goto L31
  176: r1 = *(u64 *)(r10 - 16)
  177: r1 |= 0x0
  178: if r1 == 0x6 goto L31
  179: r1 = *(u64 *)(r10 - 16)
  180: r1 |= 0x0
  181: if r1 == 0x1 goto L31
  182: r1 = *(u64 *)(r10 - 16)
  183: r1 |= 0x0
  184: if r1 == 0x84 goto L31
  185: *(u32 *)(r10 - 136) = 0xd
  186: *(u64 *)(r10 - 144) = 0x1
  187: goto L0
L31:
      ; default
  188: *(u32 *)(r10 - 136) = 0xe
  189: *(u64 *)(r10 - 144) = 0x2
  190: goto L0
L4:
  191: if w1 == 0xdd86 goto L5
  192: if w1 == 0x81 goto L32
  193: if w1 != 0xa888 goto L1
L32:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  194: r2 = r0
  195: r2 += 0x12
  196: if r2 > r3 goto L1
  197: r1 = *(u16 *)(r0 + 16)
  198: r0 += 0x4
  199: if w1 == 0x8 goto L6
  200: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  201: r2 = r0
  202: r2 += 0x36
  203: if r2 > r3 goto L1
  204: r9 = *(u8 *)(r0 + 21)
  205: r1 = *(u16 *)(r0 + 18)
  206: r1 = be16 r1
  207: r1 += 0x28
  208: *(u64 *)(r10 - 128) = r1
  209: r1 = *(u64 *)(r0 + 38)
  210: r1 = be64 r1
  211: *(u64 *)(r10 - 56) = r1
  212: r1 = *(u64 *)(r0 + 46)
  213: r1 = be64 r1
  214: *(u64 *)(r10 - 64) = r1
  215: *(u64 *)(r10 - 112) = 0x0
      ; extension headers: r4 = next header, r5 = its start
  216: r4 = *(u8 *)(r0 + 20)
  217: r5 = r0
  218: r5 += 0x36
  219: if r4 == 0x2c goto L36
  220: if r4 == 0x0 goto L35
  221: if r4 == 0x2b goto L35
  222: if r4 != 0x3c goto L33
L35:
  223: r2 = r5
  224: r2 += 0x8
  225: if r2 > r3 goto L1
  226: r1 = *(u8 *)(r5 + 1)
  227: r4 = *(u8 *)(r5 + 0)
  228: r1 += 0x1
  229: r1 <<= 0x3
  230: r5 += r1
  231: goto L37
L36:
  232: r2 = r5
  233: r2 += 0x8
  234: if r2 > r3 goto L1
  235: r1 = *(u16 *)(r5 + 2)
  236: r4 = *(u8 *)(r5 + 0)
  237: r5 += 0x8
  238: *(u64 *)(r10 - 112) = 0x1
  239: if w1 & 0xf8ff goto L34
L37:
  240: r1 = r5
  241: r1 -= r0
  242: if r1 > 0x7fff goto L1
  243: r5 = r0
  244: r5 += r1
  245: if r4 == 0x2c goto L39
  246: if r4 == 0x0 goto L38
  247: if r4 == 0x2b goto L38
  248: if r4 != 0x3c goto L33
L38:
  249: r2 = r5
  250: r2 += 0x8
  251: if r2 > r3 goto L1
  252: r1 = *(u8 *)(r5 + 1)
  253: r4 = *(u8 *)(r5 + 0)
  254: r1 += 0x1
  255: r1 <<= 0x3
  256: r5 += r1
  257: goto L40
L39:
  258: r2 = r5
  259: r2 += 0x8
  260: if r2 > r3 goto L1
  261: r1 = *(u16 *)(r5 + 2)
  262: r4 = *(u8 *)(r5 + 0)
  263: r5 += 0x8
  264: *(u64 *)(r10 - 112) = 0x1
  265: if w1 & 0xf8ff goto L34
L40:
  266: r1 = r5
  267: r1 -= r0
  268: if r1 > 0x7fff goto L1
  269: r5 = r0
  270: r5 += r1
  271: if r4 == 0x2c goto L42
  272: if r4 == 0x0 goto L41
  273: if r4 == 0x2b goto L41
  274: if r4 != 0x3c goto L33
L41:
  275: r2 = r5
  276: r2 += 0x8
  277: if r2 > r3 goto L1
  278: r1 = *(u8 *)(r5 + 1)
  279: r4 = *(u8 *)(r5 + 0)
  280: r1 += 0x1
  281: r1 <<= 0x3
  282: r5 += r1
  283: goto L43
L42:
  284: r2 = r5
  285: r2 += 0x8
  286: if r2 > r3 goto L1
  287: r1 = *(u16 *)(r5 + 2)
  288: r4 = *(u8 *)(r5 + 0)
  289: r5 += 0x8
  290: *(u64 *)(r10 - 112) = 0x1
  291: if w1 & 0xf8ff goto L34
L43:
  292: r1 = r5
  293: r1 -= r0
  294: if r1 > 0x7fff goto L1
  295: r5 = r0
  296: r5 += r1
  297: if r4 == 0x2c goto L45
  298: if r4 == 0x0 goto L44
  299: if r4 == 0x2b goto L44
  300: if r4 != 0x3c goto L33
L44:
  301: r2 = r5
  302: r2 += 0x8
  303: if r2 > r3 goto L1
  304: r1 = *(u8 *)(r5 + 1)
  305: r4 = *(u8 *)(r5 + 0)
  306: r1 += 0x1
  307: r1 <<= 0x3
  308: r5 += r1
  309: goto L46
L45:
  310: r2 = r5
  311: r2 += 0x8
  312: if r2 > r3 goto L1
  313: r1 = *(u16 *)(r5 + 2)
  314: r4 = *(u8 *)(r5 + 0)
  315: r5 += 0x8
  316: *(u64 *)(r10 - 112) = 0x1
  317: if w1 & 0xf8ff goto L34
L46:
  318: r1 = r5
  319: r1 -= r0
  320: if r1 > 0x7fff goto L1
  321: r5 = r0
  322: r5 += r1
  323: if r4 == 0x2c goto L48
  324: if r4 == 0x0 goto L47
  325: if r4 == 0x2b goto L47
  326: if r4 != 0x3c goto L33
L47:
  327: r2 = r5
  328: r2 += 0x8
  329: if r2 > r3 goto L1
  330: r1 = *(u8 *)(r5 + 1)
  331: r4 = *(u8 *)(r5 + 0)
  332: r1 += 0x1
  333: r1 <<= 0x3
  334: r5 += r1
  335: goto L49
L48:
  336: r2 = r5
  337: r2 += 0x8
  338: if r2 > r3 goto L1
  339: r1 = *(u16 *)(r5 + 2)
  340: r4 = *(u8 *)(r5 + 0)
  341: r5 += 0x8
  342: *(u64 *)(r10 - 112) = 0x1
  343: if w1 & 0xf8ff goto L34
L49:
  344: r1 = r5
  345: r1 -= r0
  346: if r1 > 0x7fff goto L1
  347: r5 = r0
  348: r5 += r1
  349: if r4 == 0x2c goto L51
  350: if r4 == 0x0 goto L50
  351: if r4 == 0x2b goto L50
  352: if r4 != 0x3c goto L33
L50:
  353: r2 = r5
  354: r2 += 0x8
  355: if r2 > r3 goto L1
  356: r1 = *(u8 *)(r5 + 1)
  357: r4 = *(u8 *)(r5 + 0)
  358: r1 += 0x1
  359: r1 <<= 0x3
  360: r5 += r1
  361: goto L52
L51:
  362: r2 = r5
  363: r2 += 0x8
  364: if r2 > r3 goto L1
  365: r1 = *(u16 *)(r5 + 2)
  366: r4 = *(u8 *)(r5 + 0)
  367: r5 += 0x8
  368: *(u64 *)(r10 - 112) = 0x1
  369: if w1 & 0xf8ff goto L34
L52:
  370: r1 = r5
  371: r1 -= r0
  372: if r1 > 0x7fff goto L1
  373: r5 = r0
  374: r5 += r1
  375: if r4 == 0x2c goto L54
  376: if r4 == 0x0 goto L53
  377: if r4 == 0x2b goto L53
  378: if r4 != 0x3c goto L33
L53:
  379: r2 = r5
  380: r2 += 0x8
  381: if r2 > r3 goto L1
  382: r1 = *(u8 *)(r5 + 1)
  383: r4 = *(u8 *)(r5 + 0)
  384: r1 += 0x1
  385: r1 <<= 0x3
  386: r5 += r1
  387: goto L55
L54:
  388: r2 = r5
  389: r2 += 0x8
  390: if r2 > r3 goto L1
  391: r1 = *(u16 *)(r5 + 2)
  392: r4 = *(u8 *)(r5 + 0)
  393: r5 += 0x8
  394: *(u64 *)(r10 - 112) = 0x1
  395: if w1 & 0xf8ff goto L34
L55:
  396: r1 = r5
  397: r1 -= r0
  398: if r1 > 0x7fff goto L1
  399: r5 = r0
  400: r5 += r1
  401: if r4 == 0x2c goto L57
  402: if r4 == 0x0 goto L56
  403: if r4 == 0x2b goto L56
  404: if r4 != 0x3c goto L33
L56:
  405: r2 = r5
  406: r2 += 0x8
  407: if r2 > r3 goto L1
  408: r1 = *(u8 *)(r5 + 1)
  409: r4 = *(u8 *)(r5 + 0)
  410: r1 += 0x1
  411: r1 <<= 0x3
  412: r5 += r1
  413: goto L58
L57:
  414: r2 = r5
  415: r2 += 0x8
  416: if r2 > r3 goto L1
  417: r1 = *(u16 *)(r5 + 2)
  418: r4 = *(u8 *)(r5 + 0)
  419: r5 += 0x8
  420: *(u64 *)(r10 - 112) = 0x1
  421: if w1 & 0xf8ff goto L34
L58:
  422: r1 = r5
  423: r1 -= r0
  424: if r1 > 0x7fff goto L1
  425: r5 = r0
  426: r5 += r1
      ; deeper than the walk: no specified verdict
  427: if r4 == 0x0 goto L1
  428: if r4 == 0x2b goto L1
  429: if r4 == 0x2c goto L1
  430: if r4 == 0x3c goto L1
L33:
  431: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  432: if r4 == 0x6 goto L59
  433: if r4 == 0x3a goto L61
  434: if r4 == 0x11 goto L60
  435: r5 = 0x10000
  436: *(u64 *)(r10 - 80) = 0x10000
  437: r6 = 0x100
  438: r7 = 0x100
  439: r8 = 0x100
  440: goto L3
L59:
  441: r2 = r5
  442: r2 += 0x14
  443: if r2 > r3 goto L1
  444: r6 = *(u8 *)(r5 + 13)
  445: r1 = *(u16 *)(r5 + 2)
  446: r1 = be16 r1
  447: *(u64 *)(r10 - 80) = r1
  448: r5 = *(u16 *)(r5 + 0)
  449: r7 = 0x100
  450: r8 = 0x100
  451: goto L3
L61:
  452: r2 = r5
  453: r2 += 0x8
  454: if r2 > r3 goto L1
  455: r7 = *(u8 *)(r5 + 0)
  456: r8 = *(u8 *)(r5 + 1)
  457: r5 = 0x10000
  458: *(u64 *)(r10 - 80) = 0x10000
  459: r6 = 0x100
  460: goto L3
L60:
  461: r2 = r5
  462: r2 += 0x8
  463: if r2 > r3 goto L1
  464: r1 = *(u16 *)(r5 + 2)
  465: r1 = be16 r1
  466: *(u64 *)(r10 - 80) = r1
  467: r5 = *(u16 *)(r5 + 0)
  468: r6 = 0x100
  469: r7 = 0x100
  470: r8 = 0x100
  471: goto L3
L34:
  472: *(u64 *)(r10 - 112) = 0x2
  473: *(u64 *)(r10 - 16) = r4
  474: r5 = 0x10000
  475: *(u64 *)(r10 - 80) = 0x10000
  476: r6 = 0x100
  477: r7 = 0x100
  478: r8 = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `not-dport` (line 6): Drop
  479: r1 = *(u64 *)(r10 - 16)
  480: r1 |= 0x0
  481: if r1 != 0x6 goto L62
  482: r1 = *(u64 *)(r10 - 80)
  483: r1 |= 0x0
  484: if r1 > 0xffff goto L62
  485: if r1 != 0x50 goto L63
  486: goto L62
L63:
  487: *(u32 *)(r10 - 136) = 0x0
  488: *(u64 *)(r10 - 144) = 0x1
  489: goto L0
L62:
      ; rule 1 `not-flags` (line 7): Drop
  490: r1 = *(u64 *)(r10 - 16)
  491: r1 |= 0x0
  492: if r1 != 0x6 goto L64
  493: if r6 > 0xff goto L64
  494: r6 &= 0x12
  495: if r6 == 0x2 goto L64
  496: *(u32 *)(r10 - 136) = 0x1
  497: *(u64 *)(r10 - 144) = 0x1
  498: goto L0
L64:
      ; rule 2 `not-sports` (line 8): Drop
  499: r1 = *(u64 *)(r10 - 16)
  500: r1 |= 0x0
  501: if r1 != 0x11 goto L65
  502: if r5 > 0xffff goto L65
  503: if r5 == 0x3500 goto L65
  504: if r5 != 0x7b00 goto L66
  505: goto L65
L66:
  506: r1 = *(u64 *)(r10 - 80)
  507: r1 |= 0x0
  508: if r1 != 0x9 goto L65
L67:
  509: *(u32 *)(r10 - 136) = 0x2
  510: *(u64 *)(r10 - 144) = 0x1
  511: goto L0
L65:
      ; rule 4 `not-code` (line 10): Drop
  512: r1 = *(u64 *)(r10 - 16)
  513: r1 |= 0x0
  514: if r1 != 0x3a goto L68
  515: if r7 > 0xff goto L68
  516: if r7 != 0x1 goto L69
  517: if r8 == 0x3 goto L68
L69:
  518: *(u32 *)(r10 - 136) = 0x4
  519: *(u64 *)(r10 - 144) = 0x1
  520: goto L0
L68:
      ; rule 6 `not-dst6` (line 12): Drop
  521: r1 = *(u64 *)(r10 - 16)
  522: r1 |= 0x0
  523: if r1 != 0x11 goto L70
  524: r1 = *(u64 *)(r10 - 80)
  525: r1 |= 0x0
  526: if r1 != 0xb goto L70
L71:
  527: r1 = *(u64 *)(r10 - 56)
  528: r2 = *(u64 *)(r10 - 64)
  529: r3 = 0x20010db800000000 ll
  531: if r1 >= r3 goto L74
  532: goto L72
L74:
  533: r3 = 0x20010db8ffffffff ll
  535: if r1 <= r3 goto L70
L72:
L73:
  536: *(u32 *)(r10 - 136) = 0x6
  537: *(u64 *)(r10 - 144) = 0x1
  538: goto L0
L70:
      ; rule 7 `not-frag` (line 13): Drop
  539: r1 = *(u64 *)(r10 - 16)
  540: r1 |= 0x0
  541: if r1 != 0x11 goto L75
  542: r1 = *(u64 *)(r10 - 112)
  543: r1 |= 0x0
  544: if r1 != 0x0 goto L75
  545: r1 = *(u64 *)(r10 - 80)
  546: r1 |= 0x0
  547: if r1 != 0xc goto L75
L76:
  548: *(u32 *)(r10 - 136) = 0x7
  549: *(u64 *)(r10 - 144) = 0x1
  550: goto L0
L75:
      ; rule 8 `not-later` (line 14): Drop
  551: r1 = *(u64 *)(r10 - 16)
  552: r1 |= 0x0
  553: if r1 != 0x84 goto L77
  554: r1 = *(u64 *)(r10 - 112)
  555: r1 |= 0x0
  556: if r1 == 0x2 goto L77
  557: *(u32 *)(r10 - 136) = 0x8
  558: *(u64 *)(r10 - 144) = 0x1
  559: goto L0
L77:
      ; rule 10 `not-ttl-r` (line 16): Drop
  560: r1 = *(u64 *)(r10 - 16)
  561: r1 |= 0x0
  562: if r1 != 0x11 goto L78
  563: if r9 < 0x1 goto L79
  564: if r9 <= 0xfe goto L78
L79:
  565: r1 = *(u64 *)(r10 - 80)
  566: r1 |= 0x0
  567: if r1 != 0xe goto L78
L80:
  568: *(u32 *)(r10 - 136) = 0xa
  569: *(u64 *)(r10 - 144) = 0x1
  570: goto L0
L78:
      ; rule 11 `not-len` (line 17): Drop
  571: r1 = *(u64 *)(r10 - 16)
  572: r1 |= 0x0
  573: if r1 != 0x11 goto L81
  574: r1 = *(u64 *)(r10 - 128)
  575: if r1 < 0x64 goto L82
  576: if r1 <= 0xc8 goto L81
L82:
  577: r1 = *(u64 *)(r10 - 80)
  578: r1 |= 0x0
  579: if r1 != 0xf goto L81
L83:
  580: *(u32 *)(r10 - 136) = 0xb
  581: *(u64 *)(r10 - 144) = 0x1
  582: goto L0
L81:
      ; rule 12 `not-protos6` (line 18): Drop
  583: r1 = *(u64 *)(r10 - 16)
  584: r1 |= 0x0
  585: if r1 == 0x6 goto L84
  586: r1 = *(u64 *)(r10 - 16)
  587: r1 |= 0x0
  588: if r1 == 0x11 goto L84
  589: r1 = *(u64 *)(r10 - 16)
  590: r1 |= 0x0
  591: if r1 == 0x3a goto L84
  592: r1 = *(u64 *)(r10 - 16)
  593: r1 |= 0x0
  594: if r1 == 0x84 goto L84
  595: *(u32 *)(r10 - 136) = 0xc
  596: *(u64 *)(r10 - 144) = 0x1
  597: goto L0
L84:
      ; default
  598: *(u32 *)(r10 - 136) = 0xe
  599: *(u64 *)(r10 - 144) = 0x2
  600: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  601: *(u32 *)(r10 - 136) = 0xf
  602: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  603: r1 = map[dropc_counters] ll
  605: r2 = r10
  606: r2 += 0xffffff78
  607: call 1
  608: if r0 == 0x0 goto L85
  609: r1 = *(u64 *)(r0 + 0)
  610: r1 += 0x1
  611: *(u64 *)(r0 + 0) = r1
  612: r1 = *(u64 *)(r10 - 152)
  613: r2 = *(u32 *)(r1 + 4)
  614: r1 = *(u32 *)(r1 + 0)
  615: r2 -= r1
  616: r1 = *(u64 *)(r0 + 8)
  617: r1 += r2
  618: *(u64 *)(r0 + 8) = r1
L85:
  619: r0 = *(u64 *)(r10 - 144)
  620: if r0 != 0x2 goto L86
      ; pass: tail call dropc_next[0] (falls through when empty)
  621: r1 = *(u64 *)(r10 - 152)
  622: r2 = map[dropc_next] ll
  624: r3 = 0x0
  625: call 12
  626: r0 = 0x2
  627: exit
L86:
  628: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  629: r1 = map[dropc_counters] ll
  631: r2 = r10
  632: r2 += 0xffffff78
  633: call 1
  634: if r0 == 0x0 goto L87
  635: r1 = *(u64 *)(r0 + 0)
  636: r1 += 0x1
  637: *(u64 *)(r0 + 0) = r1
  638: r1 = *(u64 *)(r10 - 152)
  639: r2 = *(u32 *)(r1 + 4)
  640: r1 = *(u32 *)(r1 + 0)
  641: r2 -= r1
  642: r1 = *(u64 *)(r0 + 8)
  643: r1 += r2
  644: *(u64 *)(r0 + 8) = r1
L87:
  645: r0 = *(u64 *)(r10 - 144)
  646: if r0 != 0x2 goto L88
      ; pass: tail call dropc_next[0] (falls through when empty)
  647: r1 = *(u64 *)(r10 - 152)
  648: r2 = map[dropc_next] ll
  650: r3 = 0x0
  651: call 12
  652: r0 = 0x2
  653: exit
L88:
  654: exit
