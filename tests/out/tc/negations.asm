; dropc tc program `dropc_tc` (642 instruction slots)
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
   22: r1 = *(u8 *)(r0 + 22)
   23: *(u64 *)(r10 - 120) = r1
   24: r1 = *(u16 *)(r0 + 16)
   25: r1 = be16 r1
   26: *(u64 *)(r10 - 128) = r1
   27: r1 = *(u32 *)(r0 + 26)
   28: r1 = be32 r1
   29: *(u64 *)(r10 - 24) = r1
   30: r4 = *(u8 *)(r0 + 23)
   31: *(u64 *)(r10 - 16) = r4
   32: r2 = *(u16 *)(r0 + 20)
   33: if w2 & 0xff1f goto L9
   34: r2 &= 0x20
   35: r2 >>= 0x5
   36: *(u64 *)(r10 - 112) = r2
   37: r5 = *(u8 *)(r0 + 14)
   38: r5 &= 0xf
   39: r5 <<= 0x2
   40: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   41: if r4 == 0x6 goto L10
   42: if r4 == 0x1 goto L12
   43: if r4 == 0x11 goto L11
   44: r5 = 0x10000
   45: *(u64 *)(r10 - 80) = 0x10000
   46: r7 = 0x100
   47: r8 = 0x100
   48: r9 = 0x100
   49: goto L2
L10:
   50: r2 = r5
   51: r2 += 0x22
   52: if r2 > r3 goto L1
   53: r7 = *(u8 *)(r5 + 27)
   54: r1 = *(u16 *)(r5 + 16)
   55: r1 = be16 r1
   56: *(u64 *)(r10 - 80) = r1
   57: r5 = *(u16 *)(r5 + 14)
   58: r8 = 0x100
   59: r9 = 0x100
   60: goto L2
L12:
   61: r2 = r5
   62: r2 += 0x16
   63: if r2 > r3 goto L1
   64: r8 = *(u8 *)(r5 + 14)
   65: r9 = *(u8 *)(r5 + 15)
   66: r5 = 0x10000
   67: *(u64 *)(r10 - 80) = 0x10000
   68: r7 = 0x100
   69: goto L2
L9:
   70: *(u64 *)(r10 - 112) = 0x2
   71: r5 = 0x10000
   72: *(u64 *)(r10 - 80) = 0x10000
   73: r7 = 0x100
   74: r8 = 0x100
   75: r9 = 0x100
   76: goto L2
L11:
   77: r2 = r5
   78: r2 += 0x16
   79: if r2 > r3 goto L1
   80: r1 = *(u16 *)(r5 + 16)
   81: r1 = be16 r1
   82: *(u64 *)(r10 - 80) = r1
   83: r5 = *(u16 *)(r5 + 14)
   84: r7 = 0x100
   85: r8 = 0x100
   86: r9 = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `not-dport` (line 6): Drop
   87: r1 = *(u64 *)(r10 - 16)
   88: r1 |= 0x0
   89: if r1 != 0x6 goto L13
   90: r1 = *(u64 *)(r10 - 80)
   91: r1 |= 0x0
   92: if r1 > 0xffff goto L13
   93: if r1 != 0x50 goto L14
   94: goto L13
L14:
   95: *(u32 *)(r10 - 136) = 0x0
   96: *(u64 *)(r10 - 144) = 0x2
   97: goto L0
L13:
      ; rule 1 `not-flags` (line 7): Drop
   98: r1 = *(u64 *)(r10 - 16)
   99: r1 |= 0x0
  100: if r1 != 0x6 goto L15
  101: if r7 > 0xff goto L15
  102: r7 &= 0x12
  103: if r7 == 0x2 goto L15
  104: *(u32 *)(r10 - 136) = 0x1
  105: *(u64 *)(r10 - 144) = 0x2
  106: goto L0
L15:
      ; rule 2 `not-sports` (line 8): Drop
  107: r1 = *(u64 *)(r10 - 16)
  108: r1 |= 0x0
  109: if r1 != 0x11 goto L16
  110: if r5 > 0xffff goto L16
  111: if r5 == 0x3500 goto L16
  112: if r5 != 0x7b00 goto L17
  113: goto L16
L17:
  114: r1 = *(u64 *)(r10 - 80)
  115: r1 |= 0x0
  116: if r1 != 0x9 goto L16
L18:
  117: *(u32 *)(r10 - 136) = 0x2
  118: *(u64 *)(r10 - 144) = 0x2
  119: goto L0
L16:
      ; rule 3 `not-type` (line 9): Drop
  120: r1 = *(u64 *)(r10 - 16)
  121: r1 |= 0x0
  122: if r1 != 0x1 goto L19
  123: if r8 > 0xff goto L19
  124: if r8 == 0x8 goto L19
L20:
  125: *(u32 *)(r10 - 136) = 0x3
  126: *(u64 *)(r10 - 144) = 0x2
  127: goto L0
L19:
      ; rule 5 `not-src` (line 11): Drop
  128: r1 = *(u64 *)(r10 - 16)
  129: r1 |= 0x0
  130: if r1 != 0x11 goto L21
  131: r1 = *(u64 *)(r10 - 80)
  132: r1 |= 0x0
  133: if r1 != 0xa goto L21
L22:
  134: r1 = *(u64 *)(r10 - 24)
  135: if w1 < 0xa000000 goto L23
  136: if w1 > 0xaffffff goto L23
  137: goto L21
L23:
  138: *(u32 *)(r10 - 136) = 0x5
  139: *(u64 *)(r10 - 144) = 0x2
  140: goto L0
L21:
      ; rule 7 `not-frag` (line 13): Drop
  141: r1 = *(u64 *)(r10 - 16)
  142: r1 |= 0x0
  143: if r1 != 0x11 goto L24
  144: r1 = *(u64 *)(r10 - 112)
  145: r1 |= 0x0
  146: if r1 != 0x0 goto L24
  147: r1 = *(u64 *)(r10 - 80)
  148: r1 |= 0x0
  149: if r1 != 0xc goto L24
L25:
  150: *(u32 *)(r10 - 136) = 0x7
  151: *(u64 *)(r10 - 144) = 0x2
  152: goto L0
L24:
      ; rule 8 `not-later` (line 14): Drop
  153: r1 = *(u64 *)(r10 - 16)
  154: r1 |= 0x0
  155: if r1 != 0x84 goto L26
  156: r1 = *(u64 *)(r10 - 112)
  157: r1 |= 0x0
  158: if r1 == 0x2 goto L26
  159: *(u32 *)(r10 - 136) = 0x8
  160: *(u64 *)(r10 - 144) = 0x2
  161: goto L0
L26:
      ; rule 9 `not-ttl` (line 15): Drop
  162: r1 = *(u64 *)(r10 - 16)
  163: r1 |= 0x0
  164: if r1 != 0x11 goto L27
  165: r1 = *(u64 *)(r10 - 120)
  166: if r1 < 0x40 goto L28
  167: if r1 <= 0x40 goto L27
L28:
  168: r1 = *(u64 *)(r10 - 80)
  169: r1 |= 0x0
  170: if r1 != 0xe goto L27
L29:
  171: *(u32 *)(r10 - 136) = 0x9
  172: *(u64 *)(r10 - 144) = 0x2
  173: goto L0
L27:
      ; rule 11 `not-len` (line 17): Drop
  174: r1 = *(u64 *)(r10 - 16)
  175: r1 |= 0x0
  176: if r1 != 0x11 goto L30
  177: r1 = *(u64 *)(r10 - 128)
  178: if r1 < 0x64 goto L31
  179: if r1 <= 0xc8 goto L30
L31:
  180: r1 = *(u64 *)(r10 - 80)
  181: r1 |= 0x0
  182: if r1 != 0xf goto L30
L32:
  183: *(u32 *)(r10 - 136) = 0xb
  184: *(u64 *)(r10 - 144) = 0x2
  185: goto L0
L30:
      ; rule 13 `not-protos4` (line 19): Drop
  186: r1 = *(u64 *)(r10 - 16)
  187: r1 |= 0x0
  188: if r1 == 0x11 goto L33
  189: r1 = *(u64 *)(r10 - 16)
  190: r1 |= 0x0
  191: if r1 == 0x6 goto L33
  192: r1 = *(u64 *)(r10 - 16)
  193: r1 |= 0x0
  194: if r1 == 0x1 goto L33
  195: r1 = *(u64 *)(r10 - 16)
  196: r1 |= 0x0
  197: if r1 == 0x84 goto L33
  198: *(u32 *)(r10 - 136) = 0xd
  199: *(u64 *)(r10 - 144) = 0x2
  200: goto L0
L33:
      ; default
  201: *(u32 *)(r10 - 136) = 0xe
  202: *(u64 *)(r10 - 144) = 0xffffffff
  203: goto L0
L6:
  204: if w1 == 0xdd86 goto L7
  205: if w1 == 0x81 goto L34
  206: if w1 != 0xa888 goto L1
L34:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  207: r2 = *(u32 *)(r6 + 20)
  208: if r2 != 0x0 goto L1
  209: r2 = r0
  210: r2 += 0x12
  211: if r2 > r3 goto L1
  212: r1 = *(u16 *)(r0 + 16)
  213: r0 += 0x4
  214: if w1 == 0x8 goto L8
  215: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  216: r2 = r0
  217: r2 += 0x36
  218: if r2 > r3 goto L1
  219: r1 = *(u8 *)(r0 + 21)
  220: *(u64 *)(r10 - 120) = r1
  221: r1 = *(u16 *)(r0 + 18)
  222: r1 = be16 r1
  223: r1 += 0x28
  224: *(u64 *)(r10 - 128) = r1
  225: r1 = *(u64 *)(r0 + 38)
  226: r1 = be64 r1
  227: *(u64 *)(r10 - 56) = r1
  228: r1 = *(u64 *)(r0 + 46)
  229: r1 = be64 r1
  230: *(u64 *)(r10 - 64) = r1
  231: *(u64 *)(r10 - 112) = 0x0
      ; extension headers: r4 = next header, r5 = its start
  232: r4 = *(u8 *)(r0 + 20)
  233: r5 = r0
  234: r5 += 0x36
  235: if r4 == 0x2c goto L38
  236: if r4 == 0x0 goto L37
  237: if r4 == 0x2b goto L37
  238: if r4 != 0x3c goto L35
L37:
  239: r2 = r5
  240: r2 += 0x8
  241: if r2 > r3 goto L1
  242: r1 = *(u8 *)(r5 + 1)
  243: r4 = *(u8 *)(r5 + 0)
  244: r1 += 0x1
  245: r1 <<= 0x3
  246: r5 += r1
  247: goto L39
L38:
  248: r2 = r5
  249: r2 += 0x8
  250: if r2 > r3 goto L1
  251: r1 = *(u16 *)(r5 + 2)
  252: r4 = *(u8 *)(r5 + 0)
  253: r5 += 0x8
  254: *(u64 *)(r10 - 112) = 0x1
  255: if w1 & 0xf8ff goto L36
L39:
  256: r1 = r5
  257: r1 -= r0
  258: if r1 > 0x7fff goto L1
  259: r5 = r0
  260: r5 += r1
  261: if r4 == 0x2c goto L41
  262: if r4 == 0x0 goto L40
  263: if r4 == 0x2b goto L40
  264: if r4 != 0x3c goto L35
L40:
  265: r2 = r5
  266: r2 += 0x8
  267: if r2 > r3 goto L1
  268: r1 = *(u8 *)(r5 + 1)
  269: r4 = *(u8 *)(r5 + 0)
  270: r1 += 0x1
  271: r1 <<= 0x3
  272: r5 += r1
  273: goto L42
L41:
  274: r2 = r5
  275: r2 += 0x8
  276: if r2 > r3 goto L1
  277: r1 = *(u16 *)(r5 + 2)
  278: r4 = *(u8 *)(r5 + 0)
  279: r5 += 0x8
  280: *(u64 *)(r10 - 112) = 0x1
  281: if w1 & 0xf8ff goto L36
L42:
  282: r1 = r5
  283: r1 -= r0
  284: if r1 > 0x7fff goto L1
  285: r5 = r0
  286: r5 += r1
  287: if r4 == 0x2c goto L44
  288: if r4 == 0x0 goto L43
  289: if r4 == 0x2b goto L43
  290: if r4 != 0x3c goto L35
L43:
  291: r2 = r5
  292: r2 += 0x8
  293: if r2 > r3 goto L1
  294: r1 = *(u8 *)(r5 + 1)
  295: r4 = *(u8 *)(r5 + 0)
  296: r1 += 0x1
  297: r1 <<= 0x3
  298: r5 += r1
  299: goto L45
L44:
  300: r2 = r5
  301: r2 += 0x8
  302: if r2 > r3 goto L1
  303: r1 = *(u16 *)(r5 + 2)
  304: r4 = *(u8 *)(r5 + 0)
  305: r5 += 0x8
  306: *(u64 *)(r10 - 112) = 0x1
  307: if w1 & 0xf8ff goto L36
L45:
  308: r1 = r5
  309: r1 -= r0
  310: if r1 > 0x7fff goto L1
  311: r5 = r0
  312: r5 += r1
  313: if r4 == 0x2c goto L47
  314: if r4 == 0x0 goto L46
  315: if r4 == 0x2b goto L46
  316: if r4 != 0x3c goto L35
L46:
  317: r2 = r5
  318: r2 += 0x8
  319: if r2 > r3 goto L1
  320: r1 = *(u8 *)(r5 + 1)
  321: r4 = *(u8 *)(r5 + 0)
  322: r1 += 0x1
  323: r1 <<= 0x3
  324: r5 += r1
  325: goto L48
L47:
  326: r2 = r5
  327: r2 += 0x8
  328: if r2 > r3 goto L1
  329: r1 = *(u16 *)(r5 + 2)
  330: r4 = *(u8 *)(r5 + 0)
  331: r5 += 0x8
  332: *(u64 *)(r10 - 112) = 0x1
  333: if w1 & 0xf8ff goto L36
L48:
  334: r1 = r5
  335: r1 -= r0
  336: if r1 > 0x7fff goto L1
  337: r5 = r0
  338: r5 += r1
  339: if r4 == 0x2c goto L50
  340: if r4 == 0x0 goto L49
  341: if r4 == 0x2b goto L49
  342: if r4 != 0x3c goto L35
L49:
  343: r2 = r5
  344: r2 += 0x8
  345: if r2 > r3 goto L1
  346: r1 = *(u8 *)(r5 + 1)
  347: r4 = *(u8 *)(r5 + 0)
  348: r1 += 0x1
  349: r1 <<= 0x3
  350: r5 += r1
  351: goto L51
L50:
  352: r2 = r5
  353: r2 += 0x8
  354: if r2 > r3 goto L1
  355: r1 = *(u16 *)(r5 + 2)
  356: r4 = *(u8 *)(r5 + 0)
  357: r5 += 0x8
  358: *(u64 *)(r10 - 112) = 0x1
  359: if w1 & 0xf8ff goto L36
L51:
  360: r1 = r5
  361: r1 -= r0
  362: if r1 > 0x7fff goto L1
  363: r5 = r0
  364: r5 += r1
  365: if r4 == 0x2c goto L53
  366: if r4 == 0x0 goto L52
  367: if r4 == 0x2b goto L52
  368: if r4 != 0x3c goto L35
L52:
  369: r2 = r5
  370: r2 += 0x8
  371: if r2 > r3 goto L1
  372: r1 = *(u8 *)(r5 + 1)
  373: r4 = *(u8 *)(r5 + 0)
  374: r1 += 0x1
  375: r1 <<= 0x3
  376: r5 += r1
  377: goto L54
L53:
  378: r2 = r5
  379: r2 += 0x8
  380: if r2 > r3 goto L1
  381: r1 = *(u16 *)(r5 + 2)
  382: r4 = *(u8 *)(r5 + 0)
  383: r5 += 0x8
  384: *(u64 *)(r10 - 112) = 0x1
  385: if w1 & 0xf8ff goto L36
L54:
  386: r1 = r5
  387: r1 -= r0
  388: if r1 > 0x7fff goto L1
  389: r5 = r0
  390: r5 += r1
  391: if r4 == 0x2c goto L56
  392: if r4 == 0x0 goto L55
  393: if r4 == 0x2b goto L55
  394: if r4 != 0x3c goto L35
L55:
  395: r2 = r5
  396: r2 += 0x8
  397: if r2 > r3 goto L1
  398: r1 = *(u8 *)(r5 + 1)
  399: r4 = *(u8 *)(r5 + 0)
  400: r1 += 0x1
  401: r1 <<= 0x3
  402: r5 += r1
  403: goto L57
L56:
  404: r2 = r5
  405: r2 += 0x8
  406: if r2 > r3 goto L1
  407: r1 = *(u16 *)(r5 + 2)
  408: r4 = *(u8 *)(r5 + 0)
  409: r5 += 0x8
  410: *(u64 *)(r10 - 112) = 0x1
  411: if w1 & 0xf8ff goto L36
L57:
  412: r1 = r5
  413: r1 -= r0
  414: if r1 > 0x7fff goto L1
  415: r5 = r0
  416: r5 += r1
  417: if r4 == 0x2c goto L59
  418: if r4 == 0x0 goto L58
  419: if r4 == 0x2b goto L58
  420: if r4 != 0x3c goto L35
L58:
  421: r2 = r5
  422: r2 += 0x8
  423: if r2 > r3 goto L1
  424: r1 = *(u8 *)(r5 + 1)
  425: r4 = *(u8 *)(r5 + 0)
  426: r1 += 0x1
  427: r1 <<= 0x3
  428: r5 += r1
  429: goto L60
L59:
  430: r2 = r5
  431: r2 += 0x8
  432: if r2 > r3 goto L1
  433: r1 = *(u16 *)(r5 + 2)
  434: r4 = *(u8 *)(r5 + 0)
  435: r5 += 0x8
  436: *(u64 *)(r10 - 112) = 0x1
  437: if w1 & 0xf8ff goto L36
L60:
  438: r1 = r5
  439: r1 -= r0
  440: if r1 > 0x7fff goto L1
  441: r5 = r0
  442: r5 += r1
      ; deeper than the walk: no specified verdict
  443: if r4 == 0x0 goto L1
  444: if r4 == 0x2b goto L1
  445: if r4 == 0x2c goto L1
  446: if r4 == 0x3c goto L1
L35:
  447: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  448: if r4 == 0x6 goto L61
  449: if r4 == 0x3a goto L63
  450: if r4 == 0x11 goto L62
  451: r5 = 0x10000
  452: *(u64 *)(r10 - 80) = 0x10000
  453: r7 = 0x100
  454: r8 = 0x100
  455: r9 = 0x100
  456: goto L3
L61:
  457: r2 = r5
  458: r2 += 0x14
  459: if r2 > r3 goto L1
  460: r7 = *(u8 *)(r5 + 13)
  461: r1 = *(u16 *)(r5 + 2)
  462: r1 = be16 r1
  463: *(u64 *)(r10 - 80) = r1
  464: r5 = *(u16 *)(r5 + 0)
  465: r8 = 0x100
  466: r9 = 0x100
  467: goto L3
L63:
  468: r2 = r5
  469: r2 += 0x8
  470: if r2 > r3 goto L1
  471: r8 = *(u8 *)(r5 + 0)
  472: r9 = *(u8 *)(r5 + 1)
  473: r5 = 0x10000
  474: *(u64 *)(r10 - 80) = 0x10000
  475: r7 = 0x100
  476: goto L3
L62:
  477: r2 = r5
  478: r2 += 0x8
  479: if r2 > r3 goto L1
  480: r1 = *(u16 *)(r5 + 2)
  481: r1 = be16 r1
  482: *(u64 *)(r10 - 80) = r1
  483: r5 = *(u16 *)(r5 + 0)
  484: r7 = 0x100
  485: r8 = 0x100
  486: r9 = 0x100
  487: goto L3
L36:
  488: *(u64 *)(r10 - 112) = 0x2
  489: *(u64 *)(r10 - 16) = r4
  490: r5 = 0x10000
  491: *(u64 *)(r10 - 80) = 0x10000
  492: r7 = 0x100
  493: r8 = 0x100
  494: r9 = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `not-dport` (line 6): Drop
  495: r1 = *(u64 *)(r10 - 16)
  496: r1 |= 0x0
  497: if r1 != 0x6 goto L64
  498: r1 = *(u64 *)(r10 - 80)
  499: r1 |= 0x0
  500: if r1 > 0xffff goto L64
  501: if r1 != 0x50 goto L65
  502: goto L64
L65:
  503: *(u32 *)(r10 - 136) = 0x0
  504: *(u64 *)(r10 - 144) = 0x2
  505: goto L0
L64:
      ; rule 1 `not-flags` (line 7): Drop
  506: r1 = *(u64 *)(r10 - 16)
  507: r1 |= 0x0
  508: if r1 != 0x6 goto L66
  509: if r7 > 0xff goto L66
  510: r7 &= 0x12
  511: if r7 == 0x2 goto L66
  512: *(u32 *)(r10 - 136) = 0x1
  513: *(u64 *)(r10 - 144) = 0x2
  514: goto L0
L66:
      ; rule 2 `not-sports` (line 8): Drop
  515: r1 = *(u64 *)(r10 - 16)
  516: r1 |= 0x0
  517: if r1 != 0x11 goto L67
  518: if r5 > 0xffff goto L67
  519: if r5 == 0x3500 goto L67
  520: if r5 != 0x7b00 goto L68
  521: goto L67
L68:
  522: r1 = *(u64 *)(r10 - 80)
  523: r1 |= 0x0
  524: if r1 != 0x9 goto L67
L69:
  525: *(u32 *)(r10 - 136) = 0x2
  526: *(u64 *)(r10 - 144) = 0x2
  527: goto L0
L67:
      ; rule 4 `not-code` (line 10): Drop
  528: r1 = *(u64 *)(r10 - 16)
  529: r1 |= 0x0
  530: if r1 != 0x3a goto L70
  531: if r8 > 0xff goto L70
  532: if r8 != 0x1 goto L71
  533: if r9 == 0x3 goto L70
L71:
  534: *(u32 *)(r10 - 136) = 0x4
  535: *(u64 *)(r10 - 144) = 0x2
  536: goto L0
L70:
      ; rule 6 `not-dst6` (line 12): Drop
  537: r1 = *(u64 *)(r10 - 16)
  538: r1 |= 0x0
  539: if r1 != 0x11 goto L72
  540: r1 = *(u64 *)(r10 - 80)
  541: r1 |= 0x0
  542: if r1 != 0xb goto L72
L73:
  543: r1 = *(u64 *)(r10 - 56)
  544: r2 = *(u64 *)(r10 - 64)
  545: r3 = 0x20010db800000000 ll
  547: if r1 >= r3 goto L76
  548: goto L74
L76:
  549: r3 = 0x20010db8ffffffff ll
  551: if r1 <= r3 goto L72
L74:
L75:
  552: *(u32 *)(r10 - 136) = 0x6
  553: *(u64 *)(r10 - 144) = 0x2
  554: goto L0
L72:
      ; rule 7 `not-frag` (line 13): Drop
  555: r1 = *(u64 *)(r10 - 16)
  556: r1 |= 0x0
  557: if r1 != 0x11 goto L77
  558: r1 = *(u64 *)(r10 - 112)
  559: r1 |= 0x0
  560: if r1 != 0x0 goto L77
  561: r1 = *(u64 *)(r10 - 80)
  562: r1 |= 0x0
  563: if r1 != 0xc goto L77
L78:
  564: *(u32 *)(r10 - 136) = 0x7
  565: *(u64 *)(r10 - 144) = 0x2
  566: goto L0
L77:
      ; rule 8 `not-later` (line 14): Drop
  567: r1 = *(u64 *)(r10 - 16)
  568: r1 |= 0x0
  569: if r1 != 0x84 goto L79
  570: r1 = *(u64 *)(r10 - 112)
  571: r1 |= 0x0
  572: if r1 == 0x2 goto L79
  573: *(u32 *)(r10 - 136) = 0x8
  574: *(u64 *)(r10 - 144) = 0x2
  575: goto L0
L79:
      ; rule 10 `not-ttl-r` (line 16): Drop
  576: r1 = *(u64 *)(r10 - 16)
  577: r1 |= 0x0
  578: if r1 != 0x11 goto L80
  579: r1 = *(u64 *)(r10 - 120)
  580: if r1 < 0x1 goto L81
  581: if r1 <= 0xfe goto L80
L81:
  582: r1 = *(u64 *)(r10 - 80)
  583: r1 |= 0x0
  584: if r1 != 0xe goto L80
L82:
  585: *(u32 *)(r10 - 136) = 0xa
  586: *(u64 *)(r10 - 144) = 0x2
  587: goto L0
L80:
      ; rule 11 `not-len` (line 17): Drop
  588: r1 = *(u64 *)(r10 - 16)
  589: r1 |= 0x0
  590: if r1 != 0x11 goto L83
  591: r1 = *(u64 *)(r10 - 128)
  592: if r1 < 0x64 goto L84
  593: if r1 <= 0xc8 goto L83
L84:
  594: r1 = *(u64 *)(r10 - 80)
  595: r1 |= 0x0
  596: if r1 != 0xf goto L83
L85:
  597: *(u32 *)(r10 - 136) = 0xb
  598: *(u64 *)(r10 - 144) = 0x2
  599: goto L0
L83:
      ; rule 12 `not-protos6` (line 18): Drop
  600: r1 = *(u64 *)(r10 - 16)
  601: r1 |= 0x0
  602: if r1 == 0x6 goto L86
  603: r1 = *(u64 *)(r10 - 16)
  604: r1 |= 0x0
  605: if r1 == 0x11 goto L86
  606: r1 = *(u64 *)(r10 - 16)
  607: r1 |= 0x0
  608: if r1 == 0x3a goto L86
  609: r1 = *(u64 *)(r10 - 16)
  610: r1 |= 0x0
  611: if r1 == 0x84 goto L86
  612: *(u32 *)(r10 - 136) = 0xc
  613: *(u64 *)(r10 - 144) = 0x2
  614: goto L0
L86:
      ; default
  615: *(u32 *)(r10 - 136) = 0xe
  616: *(u64 *)(r10 - 144) = 0xffffffff
  617: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  618: *(u32 *)(r10 - 136) = 0xf
  619: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  620: r1 = map[dropc_counters] ll
  622: r2 = r10
  623: r2 += 0xffffff78
  624: call 1
  625: if r0 == 0x0 goto L87
  626: r1 = *(u64 *)(r0 + 0)
  627: r1 += 0x1
  628: *(u64 *)(r0 + 0) = r1
L87:
  629: r0 = *(u64 *)(r10 - 144)
  630: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  631: r1 = map[dropc_counters] ll
  633: r2 = r10
  634: r2 += 0xffffff78
  635: call 1
  636: if r0 == 0x0 goto L88
  637: r1 = *(u64 *)(r0 + 0)
  638: r1 += 0x1
  639: *(u64 *)(r0 + 0) = r1
L88:
  640: r0 = *(u64 *)(r10 - 144)
  641: exit
