; dropc tc program `dropc_tc` (653 instruction slots)
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
   23: r1 = *(u8 *)(r0 + 22)
   24: *(u64 *)(r10 - 120) = r1
   25: r1 = *(u16 *)(r0 + 16)
   26: r1 = be16 r1
   27: *(u64 *)(r10 - 128) = r1
   28: r1 = *(u32 *)(r0 + 26)
   29: r1 = be32 r1
   30: *(u64 *)(r10 - 24) = r1
   31: r4 = *(u8 *)(r0 + 23)
   32: *(u64 *)(r10 - 16) = r4
   33: r2 = *(u16 *)(r0 + 20)
   34: if w2 & 0xff1f goto L9
   35: r2 &= 0x20
   36: r2 >>= 0x5
   37: *(u64 *)(r10 - 112) = r2
   38: r5 = *(u8 *)(r0 + 14)
   39: r5 &= 0xf
   40: r5 <<= 0x2
   41: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   42: if r4 == 0x6 goto L10
   43: if r4 == 0x1 goto L12
   44: if r4 == 0x11 goto L11
   45: r5 = 0x10000
   46: *(u64 *)(r10 - 80) = 0x10000
   47: r7 = 0x100
   48: r8 = 0x100
   49: r9 = 0x100
   50: goto L2
L10:
   51: r2 = r5
   52: r2 += 0x22
   53: if r2 > r3 goto L1
   54: r7 = *(u8 *)(r5 + 27)
   55: r1 = *(u16 *)(r5 + 16)
   56: r1 = be16 r1
   57: *(u64 *)(r10 - 80) = r1
   58: r5 = *(u16 *)(r5 + 14)
   59: r8 = 0x100
   60: r9 = 0x100
   61: goto L2
L12:
   62: r2 = r5
   63: r2 += 0x16
   64: if r2 > r3 goto L1
   65: r8 = *(u8 *)(r5 + 14)
   66: r9 = *(u8 *)(r5 + 15)
   67: r5 = 0x10000
   68: *(u64 *)(r10 - 80) = 0x10000
   69: r7 = 0x100
   70: goto L2
L9:
   71: *(u64 *)(r10 - 112) = 0x2
   72: r5 = 0x10000
   73: *(u64 *)(r10 - 80) = 0x10000
   74: r7 = 0x100
   75: r8 = 0x100
   76: r9 = 0x100
   77: goto L2
L11:
   78: r2 = r5
   79: r2 += 0x16
   80: if r2 > r3 goto L1
   81: r1 = *(u16 *)(r5 + 16)
   82: r1 = be16 r1
   83: *(u64 *)(r10 - 80) = r1
   84: r5 = *(u16 *)(r5 + 14)
   85: r7 = 0x100
   86: r8 = 0x100
   87: r9 = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `not-dport` (line 6): Drop
   88: r1 = *(u64 *)(r10 - 16)
   89: r1 |= 0x0
   90: if r1 != 0x6 goto L13
   91: r1 = *(u64 *)(r10 - 80)
   92: r1 |= 0x0
   93: if r1 > 0xffff goto L13
   94: if r1 != 0x50 goto L14
   95: goto L13
L14:
   96: *(u32 *)(r10 - 136) = 0x0
   97: *(u64 *)(r10 - 144) = 0x2
   98: goto L0
L13:
      ; rule 1 `not-flags` (line 7): Drop
   99: r1 = *(u64 *)(r10 - 16)
  100: r1 |= 0x0
  101: if r1 != 0x6 goto L15
  102: if r7 > 0xff goto L15
  103: r7 &= 0x12
  104: if r7 == 0x2 goto L15
  105: *(u32 *)(r10 - 136) = 0x1
  106: *(u64 *)(r10 - 144) = 0x2
  107: goto L0
L15:
      ; rule 2 `not-sports` (line 8): Drop
  108: r1 = *(u64 *)(r10 - 16)
  109: r1 |= 0x0
  110: if r1 != 0x11 goto L16
  111: if r5 > 0xffff goto L16
  112: if r5 == 0x3500 goto L16
  113: if r5 != 0x7b00 goto L17
  114: goto L16
L17:
  115: r1 = *(u64 *)(r10 - 80)
  116: r1 |= 0x0
  117: if r1 != 0x9 goto L16
L18:
  118: *(u32 *)(r10 - 136) = 0x2
  119: *(u64 *)(r10 - 144) = 0x2
  120: goto L0
L16:
      ; rule 3 `not-type` (line 9): Drop
  121: r1 = *(u64 *)(r10 - 16)
  122: r1 |= 0x0
  123: if r1 != 0x1 goto L19
  124: if r8 > 0xff goto L19
  125: if r8 == 0x8 goto L19
L20:
  126: *(u32 *)(r10 - 136) = 0x3
  127: *(u64 *)(r10 - 144) = 0x2
  128: goto L0
L19:
      ; rule 5 `not-src` (line 11): Drop
  129: r1 = *(u64 *)(r10 - 16)
  130: r1 |= 0x0
  131: if r1 != 0x11 goto L21
  132: r1 = *(u64 *)(r10 - 80)
  133: r1 |= 0x0
  134: if r1 != 0xa goto L21
L22:
  135: r1 = *(u64 *)(r10 - 24)
  136: if w1 < 0xa000000 goto L23
  137: if w1 > 0xaffffff goto L23
  138: goto L21
L23:
  139: *(u32 *)(r10 - 136) = 0x5
  140: *(u64 *)(r10 - 144) = 0x2
  141: goto L0
L21:
      ; rule 7 `not-frag` (line 13): Drop
  142: r1 = *(u64 *)(r10 - 16)
  143: r1 |= 0x0
  144: if r1 != 0x11 goto L24
  145: r1 = *(u64 *)(r10 - 112)
  146: r1 |= 0x0
  147: if r1 != 0x0 goto L24
  148: r1 = *(u64 *)(r10 - 80)
  149: r1 |= 0x0
  150: if r1 != 0xc goto L24
L25:
  151: *(u32 *)(r10 - 136) = 0x7
  152: *(u64 *)(r10 - 144) = 0x2
  153: goto L0
L24:
      ; rule 8 `not-later` (line 14): Drop
  154: r1 = *(u64 *)(r10 - 16)
  155: r1 |= 0x0
  156: if r1 != 0x84 goto L26
  157: r1 = *(u64 *)(r10 - 112)
  158: r1 |= 0x0
  159: if r1 == 0x2 goto L26
  160: *(u32 *)(r10 - 136) = 0x8
  161: *(u64 *)(r10 - 144) = 0x2
  162: goto L0
L26:
      ; rule 9 `not-ttl` (line 15): Drop
  163: r1 = *(u64 *)(r10 - 16)
  164: r1 |= 0x0
  165: if r1 != 0x11 goto L27
  166: r1 = *(u64 *)(r10 - 120)
  167: if r1 < 0x40 goto L28
  168: if r1 <= 0x40 goto L27
L28:
  169: r1 = *(u64 *)(r10 - 80)
  170: r1 |= 0x0
  171: if r1 != 0xe goto L27
L29:
  172: *(u32 *)(r10 - 136) = 0x9
  173: *(u64 *)(r10 - 144) = 0x2
  174: goto L0
L27:
      ; rule 11 `not-len` (line 17): Drop
  175: r1 = *(u64 *)(r10 - 16)
  176: r1 |= 0x0
  177: if r1 != 0x11 goto L30
  178: r1 = *(u64 *)(r10 - 128)
  179: if r1 < 0x64 goto L31
  180: if r1 <= 0xc8 goto L30
L31:
  181: r1 = *(u64 *)(r10 - 80)
  182: r1 |= 0x0
  183: if r1 != 0xf goto L30
L32:
  184: *(u32 *)(r10 - 136) = 0xb
  185: *(u64 *)(r10 - 144) = 0x2
  186: goto L0
L30:
      ; rule 13 `not-protos4` (line 19): Drop
  187: r1 = *(u64 *)(r10 - 16)
  188: r1 |= 0x0
  189: if r1 == 0x11 goto L33
  190: r1 = *(u64 *)(r10 - 16)
  191: r1 |= 0x0
  192: if r1 == 0x6 goto L33
  193: r1 = *(u64 *)(r10 - 16)
  194: r1 |= 0x0
  195: if r1 == 0x1 goto L33
  196: r1 = *(u64 *)(r10 - 16)
  197: r1 |= 0x0
  198: if r1 == 0x84 goto L33
  199: *(u32 *)(r10 - 136) = 0xd
  200: *(u64 *)(r10 - 144) = 0x2
  201: goto L0
L33:
      ; default
  202: *(u32 *)(r10 - 136) = 0xe
  203: *(u64 *)(r10 - 144) = 0xffffffff
  204: goto L0
L6:
  205: if w1 == 0xdd86 goto L7
  206: if w1 == 0x81 goto L34
  207: if w1 != 0xa888 goto L1
L34:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  208: r2 = *(u32 *)(r6 + 20)
  209: if r2 != 0x0 goto L1
  210: r2 = r0
  211: r2 += 0x12
  212: if r2 > r3 goto L1
  213: r1 = *(u16 *)(r0 + 16)
  214: r0 += 0x4
  215: if w1 == 0x8 goto L8
  216: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  217: r2 = r0
  218: r2 += 0x36
  219: if r2 > r3 goto L1
  220: r1 = *(u8 *)(r0 + 21)
  221: *(u64 *)(r10 - 120) = r1
  222: r1 = *(u16 *)(r0 + 18)
  223: r1 = be16 r1
  224: r1 += 0x28
  225: *(u64 *)(r10 - 128) = r1
  226: r1 = *(u64 *)(r0 + 38)
  227: r1 = be64 r1
  228: *(u64 *)(r10 - 56) = r1
  229: r1 = *(u64 *)(r0 + 46)
  230: r1 = be64 r1
  231: *(u64 *)(r10 - 64) = r1
  232: *(u64 *)(r10 - 112) = 0x0
      ; extension headers: r4 = next header, r5 = its start
  233: r4 = *(u8 *)(r0 + 20)
  234: r5 = r0
  235: r5 += 0x36
  236: if r4 == 0x2c goto L38
  237: if r4 == 0x0 goto L37
  238: if r4 == 0x2b goto L37
  239: if r4 != 0x3c goto L35
L37:
  240: r2 = r5
  241: r2 += 0x8
  242: if r2 > r3 goto L1
  243: r1 = *(u8 *)(r5 + 1)
  244: r4 = *(u8 *)(r5 + 0)
  245: r1 += 0x1
  246: r1 <<= 0x3
  247: r5 += r1
  248: goto L39
L38:
  249: r2 = r5
  250: r2 += 0x8
  251: if r2 > r3 goto L1
  252: r1 = *(u16 *)(r5 + 2)
  253: r4 = *(u8 *)(r5 + 0)
  254: r5 += 0x8
  255: *(u64 *)(r10 - 112) = 0x1
  256: if w1 & 0xf8ff goto L36
L39:
  257: r1 = r5
  258: r1 -= r0
  259: if r1 > 0x7fff goto L1
  260: r5 = r0
  261: r5 += r1
  262: if r4 == 0x2c goto L41
  263: if r4 == 0x0 goto L40
  264: if r4 == 0x2b goto L40
  265: if r4 != 0x3c goto L35
L40:
  266: r2 = r5
  267: r2 += 0x8
  268: if r2 > r3 goto L1
  269: r1 = *(u8 *)(r5 + 1)
  270: r4 = *(u8 *)(r5 + 0)
  271: r1 += 0x1
  272: r1 <<= 0x3
  273: r5 += r1
  274: goto L42
L41:
  275: r2 = r5
  276: r2 += 0x8
  277: if r2 > r3 goto L1
  278: r1 = *(u16 *)(r5 + 2)
  279: r4 = *(u8 *)(r5 + 0)
  280: r5 += 0x8
  281: *(u64 *)(r10 - 112) = 0x1
  282: if w1 & 0xf8ff goto L36
L42:
  283: r1 = r5
  284: r1 -= r0
  285: if r1 > 0x7fff goto L1
  286: r5 = r0
  287: r5 += r1
  288: if r4 == 0x2c goto L44
  289: if r4 == 0x0 goto L43
  290: if r4 == 0x2b goto L43
  291: if r4 != 0x3c goto L35
L43:
  292: r2 = r5
  293: r2 += 0x8
  294: if r2 > r3 goto L1
  295: r1 = *(u8 *)(r5 + 1)
  296: r4 = *(u8 *)(r5 + 0)
  297: r1 += 0x1
  298: r1 <<= 0x3
  299: r5 += r1
  300: goto L45
L44:
  301: r2 = r5
  302: r2 += 0x8
  303: if r2 > r3 goto L1
  304: r1 = *(u16 *)(r5 + 2)
  305: r4 = *(u8 *)(r5 + 0)
  306: r5 += 0x8
  307: *(u64 *)(r10 - 112) = 0x1
  308: if w1 & 0xf8ff goto L36
L45:
  309: r1 = r5
  310: r1 -= r0
  311: if r1 > 0x7fff goto L1
  312: r5 = r0
  313: r5 += r1
  314: if r4 == 0x2c goto L47
  315: if r4 == 0x0 goto L46
  316: if r4 == 0x2b goto L46
  317: if r4 != 0x3c goto L35
L46:
  318: r2 = r5
  319: r2 += 0x8
  320: if r2 > r3 goto L1
  321: r1 = *(u8 *)(r5 + 1)
  322: r4 = *(u8 *)(r5 + 0)
  323: r1 += 0x1
  324: r1 <<= 0x3
  325: r5 += r1
  326: goto L48
L47:
  327: r2 = r5
  328: r2 += 0x8
  329: if r2 > r3 goto L1
  330: r1 = *(u16 *)(r5 + 2)
  331: r4 = *(u8 *)(r5 + 0)
  332: r5 += 0x8
  333: *(u64 *)(r10 - 112) = 0x1
  334: if w1 & 0xf8ff goto L36
L48:
  335: r1 = r5
  336: r1 -= r0
  337: if r1 > 0x7fff goto L1
  338: r5 = r0
  339: r5 += r1
  340: if r4 == 0x2c goto L50
  341: if r4 == 0x0 goto L49
  342: if r4 == 0x2b goto L49
  343: if r4 != 0x3c goto L35
L49:
  344: r2 = r5
  345: r2 += 0x8
  346: if r2 > r3 goto L1
  347: r1 = *(u8 *)(r5 + 1)
  348: r4 = *(u8 *)(r5 + 0)
  349: r1 += 0x1
  350: r1 <<= 0x3
  351: r5 += r1
  352: goto L51
L50:
  353: r2 = r5
  354: r2 += 0x8
  355: if r2 > r3 goto L1
  356: r1 = *(u16 *)(r5 + 2)
  357: r4 = *(u8 *)(r5 + 0)
  358: r5 += 0x8
  359: *(u64 *)(r10 - 112) = 0x1
  360: if w1 & 0xf8ff goto L36
L51:
  361: r1 = r5
  362: r1 -= r0
  363: if r1 > 0x7fff goto L1
  364: r5 = r0
  365: r5 += r1
  366: if r4 == 0x2c goto L53
  367: if r4 == 0x0 goto L52
  368: if r4 == 0x2b goto L52
  369: if r4 != 0x3c goto L35
L52:
  370: r2 = r5
  371: r2 += 0x8
  372: if r2 > r3 goto L1
  373: r1 = *(u8 *)(r5 + 1)
  374: r4 = *(u8 *)(r5 + 0)
  375: r1 += 0x1
  376: r1 <<= 0x3
  377: r5 += r1
  378: goto L54
L53:
  379: r2 = r5
  380: r2 += 0x8
  381: if r2 > r3 goto L1
  382: r1 = *(u16 *)(r5 + 2)
  383: r4 = *(u8 *)(r5 + 0)
  384: r5 += 0x8
  385: *(u64 *)(r10 - 112) = 0x1
  386: if w1 & 0xf8ff goto L36
L54:
  387: r1 = r5
  388: r1 -= r0
  389: if r1 > 0x7fff goto L1
  390: r5 = r0
  391: r5 += r1
  392: if r4 == 0x2c goto L56
  393: if r4 == 0x0 goto L55
  394: if r4 == 0x2b goto L55
  395: if r4 != 0x3c goto L35
L55:
  396: r2 = r5
  397: r2 += 0x8
  398: if r2 > r3 goto L1
  399: r1 = *(u8 *)(r5 + 1)
  400: r4 = *(u8 *)(r5 + 0)
  401: r1 += 0x1
  402: r1 <<= 0x3
  403: r5 += r1
  404: goto L57
L56:
  405: r2 = r5
  406: r2 += 0x8
  407: if r2 > r3 goto L1
  408: r1 = *(u16 *)(r5 + 2)
  409: r4 = *(u8 *)(r5 + 0)
  410: r5 += 0x8
  411: *(u64 *)(r10 - 112) = 0x1
  412: if w1 & 0xf8ff goto L36
L57:
  413: r1 = r5
  414: r1 -= r0
  415: if r1 > 0x7fff goto L1
  416: r5 = r0
  417: r5 += r1
  418: if r4 == 0x2c goto L59
  419: if r4 == 0x0 goto L58
  420: if r4 == 0x2b goto L58
  421: if r4 != 0x3c goto L35
L58:
  422: r2 = r5
  423: r2 += 0x8
  424: if r2 > r3 goto L1
  425: r1 = *(u8 *)(r5 + 1)
  426: r4 = *(u8 *)(r5 + 0)
  427: r1 += 0x1
  428: r1 <<= 0x3
  429: r5 += r1
  430: goto L60
L59:
  431: r2 = r5
  432: r2 += 0x8
  433: if r2 > r3 goto L1
  434: r1 = *(u16 *)(r5 + 2)
  435: r4 = *(u8 *)(r5 + 0)
  436: r5 += 0x8
  437: *(u64 *)(r10 - 112) = 0x1
  438: if w1 & 0xf8ff goto L36
L60:
  439: r1 = r5
  440: r1 -= r0
  441: if r1 > 0x7fff goto L1
  442: r5 = r0
  443: r5 += r1
      ; deeper than the walk: no specified verdict
  444: if r4 == 0x0 goto L1
  445: if r4 == 0x2b goto L1
  446: if r4 == 0x2c goto L1
  447: if r4 == 0x3c goto L1
L35:
  448: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  449: if r4 == 0x6 goto L61
  450: if r4 == 0x3a goto L63
  451: if r4 == 0x11 goto L62
  452: r5 = 0x10000
  453: *(u64 *)(r10 - 80) = 0x10000
  454: r7 = 0x100
  455: r8 = 0x100
  456: r9 = 0x100
  457: goto L3
L61:
  458: r2 = r5
  459: r2 += 0x14
  460: if r2 > r3 goto L1
  461: r7 = *(u8 *)(r5 + 13)
  462: r1 = *(u16 *)(r5 + 2)
  463: r1 = be16 r1
  464: *(u64 *)(r10 - 80) = r1
  465: r5 = *(u16 *)(r5 + 0)
  466: r8 = 0x100
  467: r9 = 0x100
  468: goto L3
L63:
  469: r2 = r5
  470: r2 += 0x8
  471: if r2 > r3 goto L1
  472: r8 = *(u8 *)(r5 + 0)
  473: r9 = *(u8 *)(r5 + 1)
  474: r5 = 0x10000
  475: *(u64 *)(r10 - 80) = 0x10000
  476: r7 = 0x100
  477: goto L3
L62:
  478: r2 = r5
  479: r2 += 0x8
  480: if r2 > r3 goto L1
  481: r1 = *(u16 *)(r5 + 2)
  482: r1 = be16 r1
  483: *(u64 *)(r10 - 80) = r1
  484: r5 = *(u16 *)(r5 + 0)
  485: r7 = 0x100
  486: r8 = 0x100
  487: r9 = 0x100
  488: goto L3
L36:
  489: *(u64 *)(r10 - 112) = 0x2
  490: *(u64 *)(r10 - 16) = r4
  491: r5 = 0x10000
  492: *(u64 *)(r10 - 80) = 0x10000
  493: r7 = 0x100
  494: r8 = 0x100
  495: r9 = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `not-dport` (line 6): Drop
  496: r1 = *(u64 *)(r10 - 16)
  497: r1 |= 0x0
  498: if r1 != 0x6 goto L64
  499: r1 = *(u64 *)(r10 - 80)
  500: r1 |= 0x0
  501: if r1 > 0xffff goto L64
  502: if r1 != 0x50 goto L65
  503: goto L64
L65:
  504: *(u32 *)(r10 - 136) = 0x0
  505: *(u64 *)(r10 - 144) = 0x2
  506: goto L0
L64:
      ; rule 1 `not-flags` (line 7): Drop
  507: r1 = *(u64 *)(r10 - 16)
  508: r1 |= 0x0
  509: if r1 != 0x6 goto L66
  510: if r7 > 0xff goto L66
  511: r7 &= 0x12
  512: if r7 == 0x2 goto L66
  513: *(u32 *)(r10 - 136) = 0x1
  514: *(u64 *)(r10 - 144) = 0x2
  515: goto L0
L66:
      ; rule 2 `not-sports` (line 8): Drop
  516: r1 = *(u64 *)(r10 - 16)
  517: r1 |= 0x0
  518: if r1 != 0x11 goto L67
  519: if r5 > 0xffff goto L67
  520: if r5 == 0x3500 goto L67
  521: if r5 != 0x7b00 goto L68
  522: goto L67
L68:
  523: r1 = *(u64 *)(r10 - 80)
  524: r1 |= 0x0
  525: if r1 != 0x9 goto L67
L69:
  526: *(u32 *)(r10 - 136) = 0x2
  527: *(u64 *)(r10 - 144) = 0x2
  528: goto L0
L67:
      ; rule 4 `not-code` (line 10): Drop
  529: r1 = *(u64 *)(r10 - 16)
  530: r1 |= 0x0
  531: if r1 != 0x3a goto L70
  532: if r8 > 0xff goto L70
  533: if r8 != 0x1 goto L71
  534: if r9 == 0x3 goto L70
L71:
  535: *(u32 *)(r10 - 136) = 0x4
  536: *(u64 *)(r10 - 144) = 0x2
  537: goto L0
L70:
      ; rule 6 `not-dst6` (line 12): Drop
  538: r1 = *(u64 *)(r10 - 16)
  539: r1 |= 0x0
  540: if r1 != 0x11 goto L72
  541: r1 = *(u64 *)(r10 - 80)
  542: r1 |= 0x0
  543: if r1 != 0xb goto L72
L73:
  544: r1 = *(u64 *)(r10 - 56)
  545: r2 = *(u64 *)(r10 - 64)
  546: r3 = 0x20010db800000000 ll
  548: if r1 >= r3 goto L76
  549: goto L74
L76:
  550: r3 = 0x20010db8ffffffff ll
  552: if r1 <= r3 goto L72
L74:
L75:
  553: *(u32 *)(r10 - 136) = 0x6
  554: *(u64 *)(r10 - 144) = 0x2
  555: goto L0
L72:
      ; rule 7 `not-frag` (line 13): Drop
  556: r1 = *(u64 *)(r10 - 16)
  557: r1 |= 0x0
  558: if r1 != 0x11 goto L77
  559: r1 = *(u64 *)(r10 - 112)
  560: r1 |= 0x0
  561: if r1 != 0x0 goto L77
  562: r1 = *(u64 *)(r10 - 80)
  563: r1 |= 0x0
  564: if r1 != 0xc goto L77
L78:
  565: *(u32 *)(r10 - 136) = 0x7
  566: *(u64 *)(r10 - 144) = 0x2
  567: goto L0
L77:
      ; rule 8 `not-later` (line 14): Drop
  568: r1 = *(u64 *)(r10 - 16)
  569: r1 |= 0x0
  570: if r1 != 0x84 goto L79
  571: r1 = *(u64 *)(r10 - 112)
  572: r1 |= 0x0
  573: if r1 == 0x2 goto L79
  574: *(u32 *)(r10 - 136) = 0x8
  575: *(u64 *)(r10 - 144) = 0x2
  576: goto L0
L79:
      ; rule 10 `not-ttl-r` (line 16): Drop
  577: r1 = *(u64 *)(r10 - 16)
  578: r1 |= 0x0
  579: if r1 != 0x11 goto L80
  580: r1 = *(u64 *)(r10 - 120)
  581: if r1 < 0x1 goto L81
  582: if r1 <= 0xfe goto L80
L81:
  583: r1 = *(u64 *)(r10 - 80)
  584: r1 |= 0x0
  585: if r1 != 0xe goto L80
L82:
  586: *(u32 *)(r10 - 136) = 0xa
  587: *(u64 *)(r10 - 144) = 0x2
  588: goto L0
L80:
      ; rule 11 `not-len` (line 17): Drop
  589: r1 = *(u64 *)(r10 - 16)
  590: r1 |= 0x0
  591: if r1 != 0x11 goto L83
  592: r1 = *(u64 *)(r10 - 128)
  593: if r1 < 0x64 goto L84
  594: if r1 <= 0xc8 goto L83
L84:
  595: r1 = *(u64 *)(r10 - 80)
  596: r1 |= 0x0
  597: if r1 != 0xf goto L83
L85:
  598: *(u32 *)(r10 - 136) = 0xb
  599: *(u64 *)(r10 - 144) = 0x2
  600: goto L0
L83:
      ; rule 12 `not-protos6` (line 18): Drop
  601: r1 = *(u64 *)(r10 - 16)
  602: r1 |= 0x0
  603: if r1 == 0x6 goto L86
  604: r1 = *(u64 *)(r10 - 16)
  605: r1 |= 0x0
  606: if r1 == 0x11 goto L86
  607: r1 = *(u64 *)(r10 - 16)
  608: r1 |= 0x0
  609: if r1 == 0x3a goto L86
  610: r1 = *(u64 *)(r10 - 16)
  611: r1 |= 0x0
  612: if r1 == 0x84 goto L86
  613: *(u32 *)(r10 - 136) = 0xc
  614: *(u64 *)(r10 - 144) = 0x2
  615: goto L0
L86:
      ; default
  616: *(u32 *)(r10 - 136) = 0xe
  617: *(u64 *)(r10 - 144) = 0xffffffff
  618: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  619: *(u32 *)(r10 - 136) = 0xf
  620: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  621: r1 = map[dropc_counters] ll
  623: r2 = r10
  624: r2 += 0xffffff78
  625: call 1
  626: if r0 == 0x0 goto L87
  627: r1 = *(u64 *)(r0 + 0)
  628: r1 += 0x1
  629: *(u64 *)(r0 + 0) = r1
  630: r1 = *(u64 *)(r10 - 152)
  631: r2 = *(u32 *)(r1 + 0)
  632: r1 = *(u64 *)(r0 + 8)
  633: r1 += r2
  634: *(u64 *)(r0 + 8) = r1
L87:
  635: r0 = *(u64 *)(r10 - 144)
  636: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  637: r1 = map[dropc_counters] ll
  639: r2 = r10
  640: r2 += 0xffffff78
  641: call 1
  642: if r0 == 0x0 goto L88
  643: r1 = *(u64 *)(r0 + 0)
  644: r1 += 0x1
  645: *(u64 *)(r0 + 0) = r1
  646: r1 = *(u64 *)(r10 - 152)
  647: r2 = *(u32 *)(r1 + 0)
  648: r1 = *(u64 *)(r0 + 8)
  649: r1 += r2
  650: *(u64 *)(r0 + 8) = r1
L88:
  651: r0 = *(u64 *)(r10 - 144)
  652: exit
