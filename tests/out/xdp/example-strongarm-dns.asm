; dropc xdp program `dropc_xdp` (801 instruction slots)
; data section .rodata.d0 (2048 bytes)
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
      ; payload: keep the packet bounds and the IP packet's end
   11: *(u64 *)(r10 - 160) = r0
   12: *(u64 *)(r10 - 168) = r3
   13: r1 = *(u16 *)(r0 + 16)
   14: r1 = be16 r1
   15: r1 += 0xe
   16: *(u64 *)(r10 - 184) = r1
   17: r4 = *(u8 *)(r0 + 23)
   18: r6 = r4
   19: r2 = *(u16 *)(r0 + 20)
   20: if w2 & 0xff1f goto L7
   21: r5 = *(u8 *)(r0 + 14)
   22: r5 &= 0xf
   23: r5 <<= 0x2
   24: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   25: if r4 == 0x11 goto L9
   26: r7 = 0x10000
   27: goto L2
L7:
   28: r7 = 0x10000
   29: goto L2
L9:
   30: r2 = r5
   31: r2 += 0x16
   32: if r2 > r3 goto L1
   33: r7 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `isc-any` (line 10): Drop
   34: if r6 != 0x11 goto L11
   35: if r7 != 0x3500 goto L11
L12:
      ; contains: 11 bytes, shift-or over the IP packet
   36: r3 = *(u64 *)(r10 - 184)
   37: r3 |= 0x0
   38: r3 -= 0xe
   39: if r3 > 0x5dc goto L15
   40: *(u64 *)(r10 - 264) = r3
   41: r5 = &.rodata.d0[0] ll
   43: r4 = 0xffffffff
L16:
   44: if r3 < 0x8 goto L17
   45: r1 = *(u64 *)(r10 - 264)
   46: r1 -= r3
   47: if r1 s< 0x0 goto L15
   48: r2 = *(u64 *)(r10 - 160)
   49: r2 += r1
   50: r1 = r2
   51: r1 += 0x16
   52: r0 = *(u64 *)(r10 - 168)
   53: if r1 > r0 goto L15
   54: r1 = *(u8 *)(r2 + 14)
   55: r1 <<= 0x3
   56: r0 = r5
   57: r0 += r1
   58: r0 = *(u64 *)(r0 + 0)
   59: r4 <<= 0x1
   60: r4 |= r0
   61: if r4 < 0xfffffc00 goto L14
   62: r1 = *(u8 *)(r2 + 15)
   63: r1 <<= 0x3
   64: r0 = r5
   65: r0 += r1
   66: r0 = *(u64 *)(r0 + 0)
   67: r4 <<= 0x1
   68: r4 |= r0
   69: if r4 < 0xfffffc00 goto L14
   70: r1 = *(u8 *)(r2 + 16)
   71: r1 <<= 0x3
   72: r0 = r5
   73: r0 += r1
   74: r0 = *(u64 *)(r0 + 0)
   75: r4 <<= 0x1
   76: r4 |= r0
   77: if r4 < 0xfffffc00 goto L14
   78: r1 = *(u8 *)(r2 + 17)
   79: r1 <<= 0x3
   80: r0 = r5
   81: r0 += r1
   82: r0 = *(u64 *)(r0 + 0)
   83: r4 <<= 0x1
   84: r4 |= r0
   85: if r4 < 0xfffffc00 goto L14
   86: r1 = *(u8 *)(r2 + 18)
   87: r1 <<= 0x3
   88: r0 = r5
   89: r0 += r1
   90: r0 = *(u64 *)(r0 + 0)
   91: r4 <<= 0x1
   92: r4 |= r0
   93: if r4 < 0xfffffc00 goto L14
   94: r1 = *(u8 *)(r2 + 19)
   95: r1 <<= 0x3
   96: r0 = r5
   97: r0 += r1
   98: r0 = *(u64 *)(r0 + 0)
   99: r4 <<= 0x1
  100: r4 |= r0
  101: if r4 < 0xfffffc00 goto L14
  102: r1 = *(u8 *)(r2 + 20)
  103: r1 <<= 0x3
  104: r0 = r5
  105: r0 += r1
  106: r0 = *(u64 *)(r0 + 0)
  107: r4 <<= 0x1
  108: r4 |= r0
  109: if r4 < 0xfffffc00 goto L14
  110: r1 = *(u8 *)(r2 + 21)
  111: r1 <<= 0x3
  112: r0 = r5
  113: r0 += r1
  114: r0 = *(u64 *)(r0 + 0)
  115: r4 <<= 0x1
  116: r4 |= r0
  117: if r4 < 0xfffffc00 goto L14
  118: r3 -= 0x8
  119: goto L16
L17:
  120: if r3 == 0x0 goto L15
  121: r1 = *(u64 *)(r10 - 264)
  122: r1 -= r3
  123: if r1 s< 0x0 goto L15
  124: r2 = *(u64 *)(r10 - 160)
  125: r2 += r1
  126: r1 = r2
  127: r1 += 0xf
  128: r0 = *(u64 *)(r10 - 168)
  129: if r1 > r0 goto L15
  130: r1 = *(u8 *)(r2 + 14)
  131: r1 <<= 0x3
  132: r0 = r5
  133: r0 += r1
  134: r0 = *(u64 *)(r0 + 0)
  135: r4 <<= 0x1
  136: r4 |= r0
  137: if r4 < 0xfffffc00 goto L14
  138: r3 -= 0x1
  139: if r3 == 0x0 goto L15
  140: r1 = *(u64 *)(r10 - 264)
  141: r1 -= r3
  142: if r1 s< 0x0 goto L15
  143: r2 = *(u64 *)(r10 - 160)
  144: r2 += r1
  145: r1 = r2
  146: r1 += 0xf
  147: r0 = *(u64 *)(r10 - 168)
  148: if r1 > r0 goto L15
  149: r1 = *(u8 *)(r2 + 14)
  150: r1 <<= 0x3
  151: r0 = r5
  152: r0 += r1
  153: r0 = *(u64 *)(r0 + 0)
  154: r4 <<= 0x1
  155: r4 |= r0
  156: if r4 < 0xfffffc00 goto L14
  157: r3 -= 0x1
  158: if r3 == 0x0 goto L15
  159: r1 = *(u64 *)(r10 - 264)
  160: r1 -= r3
  161: if r1 s< 0x0 goto L15
  162: r2 = *(u64 *)(r10 - 160)
  163: r2 += r1
  164: r1 = r2
  165: r1 += 0xf
  166: r0 = *(u64 *)(r10 - 168)
  167: if r1 > r0 goto L15
  168: r1 = *(u8 *)(r2 + 14)
  169: r1 <<= 0x3
  170: r0 = r5
  171: r0 += r1
  172: r0 = *(u64 *)(r0 + 0)
  173: r4 <<= 0x1
  174: r4 |= r0
  175: if r4 < 0xfffffc00 goto L14
  176: r3 -= 0x1
  177: if r3 == 0x0 goto L15
  178: r1 = *(u64 *)(r10 - 264)
  179: r1 -= r3
  180: if r1 s< 0x0 goto L15
  181: r2 = *(u64 *)(r10 - 160)
  182: r2 += r1
  183: r1 = r2
  184: r1 += 0xf
  185: r0 = *(u64 *)(r10 - 168)
  186: if r1 > r0 goto L15
  187: r1 = *(u8 *)(r2 + 14)
  188: r1 <<= 0x3
  189: r0 = r5
  190: r0 += r1
  191: r0 = *(u64 *)(r0 + 0)
  192: r4 <<= 0x1
  193: r4 |= r0
  194: if r4 < 0xfffffc00 goto L14
  195: r3 -= 0x1
  196: if r3 == 0x0 goto L15
  197: r1 = *(u64 *)(r10 - 264)
  198: r1 -= r3
  199: if r1 s< 0x0 goto L15
  200: r2 = *(u64 *)(r10 - 160)
  201: r2 += r1
  202: r1 = r2
  203: r1 += 0xf
  204: r0 = *(u64 *)(r10 - 168)
  205: if r1 > r0 goto L15
  206: r1 = *(u8 *)(r2 + 14)
  207: r1 <<= 0x3
  208: r0 = r5
  209: r0 += r1
  210: r0 = *(u64 *)(r0 + 0)
  211: r4 <<= 0x1
  212: r4 |= r0
  213: if r4 < 0xfffffc00 goto L14
  214: r3 -= 0x1
  215: if r3 == 0x0 goto L15
  216: r1 = *(u64 *)(r10 - 264)
  217: r1 -= r3
  218: if r1 s< 0x0 goto L15
  219: r2 = *(u64 *)(r10 - 160)
  220: r2 += r1
  221: r1 = r2
  222: r1 += 0xf
  223: r0 = *(u64 *)(r10 - 168)
  224: if r1 > r0 goto L15
  225: r1 = *(u8 *)(r2 + 14)
  226: r1 <<= 0x3
  227: r0 = r5
  228: r0 += r1
  229: r0 = *(u64 *)(r0 + 0)
  230: r4 <<= 0x1
  231: r4 |= r0
  232: if r4 < 0xfffffc00 goto L14
  233: r3 -= 0x1
  234: if r3 == 0x0 goto L15
  235: r1 = *(u64 *)(r10 - 264)
  236: r1 -= r3
  237: if r1 s< 0x0 goto L15
  238: r2 = *(u64 *)(r10 - 160)
  239: r2 += r1
  240: r1 = r2
  241: r1 += 0xf
  242: r0 = *(u64 *)(r10 - 168)
  243: if r1 > r0 goto L15
  244: r1 = *(u8 *)(r2 + 14)
  245: r1 <<= 0x3
  246: r0 = r5
  247: r0 += r1
  248: r0 = *(u64 *)(r0 + 0)
  249: r4 <<= 0x1
  250: r4 |= r0
  251: if r4 < 0xfffffc00 goto L14
  252: r3 -= 0x1
L15:
  253: r0 = 0x0
  254: r1 = 0x0
  255: r2 = 0x0
  256: r3 = 0x0
  257: r4 = 0x0
  258: r5 = 0x0
  259: goto L11
L14:
  260: r0 = 0x0
  261: r1 = 0x0
  262: r2 = 0x0
  263: r3 = 0x0
  264: r4 = 0x0
  265: r5 = 0x0
L13:
  266: *(u32 *)(r10 - 136) = 0x0
  267: *(u64 *)(r10 - 144) = 0x1
  268: goto L0
L11:
      ; default
  269: *(u32 *)(r10 - 136) = 0x1
  270: *(u64 *)(r10 - 144) = 0x2
  271: goto L0
L4:
  272: if w1 == 0xdd86 goto L5
  273: if w1 == 0x81 goto L18
  274: if w1 != 0xa888 goto L1
L18:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  275: r2 = r0
  276: r2 += 0x12
  277: if r2 > r3 goto L1
  278: r1 = *(u16 *)(r0 + 16)
  279: r0 += 0x4
  280: if w1 == 0x8 goto L6
  281: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  282: r2 = r0
  283: r2 += 0x36
  284: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  285: *(u64 *)(r10 - 160) = r0
  286: *(u64 *)(r10 - 168) = r3
  287: r1 = *(u16 *)(r0 + 18)
  288: r1 = be16 r1
  289: r1 += 0x36
  290: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  291: r4 = *(u8 *)(r0 + 20)
  292: r5 = r0
  293: r5 += 0x36
  294: if r4 == 0x2c goto L22
  295: if r4 == 0x0 goto L21
  296: if r4 == 0x2b goto L21
  297: if r4 != 0x3c goto L19
L21:
  298: r2 = r5
  299: r2 += 0x8
  300: if r2 > r3 goto L1
  301: r1 = *(u8 *)(r5 + 1)
  302: r4 = *(u8 *)(r5 + 0)
  303: r1 += 0x1
  304: r1 <<= 0x3
  305: r5 += r1
  306: goto L23
L22:
  307: r2 = r5
  308: r2 += 0x8
  309: if r2 > r3 goto L1
  310: r1 = *(u16 *)(r5 + 2)
  311: r4 = *(u8 *)(r5 + 0)
  312: r5 += 0x8
  313: if w1 & 0xf8ff goto L20
L23:
  314: r1 = r5
  315: r1 -= r0
  316: if r1 > 0x7fff goto L1
  317: r5 = r0
  318: r5 += r1
  319: if r4 == 0x2c goto L25
  320: if r4 == 0x0 goto L24
  321: if r4 == 0x2b goto L24
  322: if r4 != 0x3c goto L19
L24:
  323: r2 = r5
  324: r2 += 0x8
  325: if r2 > r3 goto L1
  326: r1 = *(u8 *)(r5 + 1)
  327: r4 = *(u8 *)(r5 + 0)
  328: r1 += 0x1
  329: r1 <<= 0x3
  330: r5 += r1
  331: goto L26
L25:
  332: r2 = r5
  333: r2 += 0x8
  334: if r2 > r3 goto L1
  335: r1 = *(u16 *)(r5 + 2)
  336: r4 = *(u8 *)(r5 + 0)
  337: r5 += 0x8
  338: if w1 & 0xf8ff goto L20
L26:
  339: r1 = r5
  340: r1 -= r0
  341: if r1 > 0x7fff goto L1
  342: r5 = r0
  343: r5 += r1
  344: if r4 == 0x2c goto L28
  345: if r4 == 0x0 goto L27
  346: if r4 == 0x2b goto L27
  347: if r4 != 0x3c goto L19
L27:
  348: r2 = r5
  349: r2 += 0x8
  350: if r2 > r3 goto L1
  351: r1 = *(u8 *)(r5 + 1)
  352: r4 = *(u8 *)(r5 + 0)
  353: r1 += 0x1
  354: r1 <<= 0x3
  355: r5 += r1
  356: goto L29
L28:
  357: r2 = r5
  358: r2 += 0x8
  359: if r2 > r3 goto L1
  360: r1 = *(u16 *)(r5 + 2)
  361: r4 = *(u8 *)(r5 + 0)
  362: r5 += 0x8
  363: if w1 & 0xf8ff goto L20
L29:
  364: r1 = r5
  365: r1 -= r0
  366: if r1 > 0x7fff goto L1
  367: r5 = r0
  368: r5 += r1
  369: if r4 == 0x2c goto L31
  370: if r4 == 0x0 goto L30
  371: if r4 == 0x2b goto L30
  372: if r4 != 0x3c goto L19
L30:
  373: r2 = r5
  374: r2 += 0x8
  375: if r2 > r3 goto L1
  376: r1 = *(u8 *)(r5 + 1)
  377: r4 = *(u8 *)(r5 + 0)
  378: r1 += 0x1
  379: r1 <<= 0x3
  380: r5 += r1
  381: goto L32
L31:
  382: r2 = r5
  383: r2 += 0x8
  384: if r2 > r3 goto L1
  385: r1 = *(u16 *)(r5 + 2)
  386: r4 = *(u8 *)(r5 + 0)
  387: r5 += 0x8
  388: if w1 & 0xf8ff goto L20
L32:
  389: r1 = r5
  390: r1 -= r0
  391: if r1 > 0x7fff goto L1
  392: r5 = r0
  393: r5 += r1
  394: if r4 == 0x2c goto L34
  395: if r4 == 0x0 goto L33
  396: if r4 == 0x2b goto L33
  397: if r4 != 0x3c goto L19
L33:
  398: r2 = r5
  399: r2 += 0x8
  400: if r2 > r3 goto L1
  401: r1 = *(u8 *)(r5 + 1)
  402: r4 = *(u8 *)(r5 + 0)
  403: r1 += 0x1
  404: r1 <<= 0x3
  405: r5 += r1
  406: goto L35
L34:
  407: r2 = r5
  408: r2 += 0x8
  409: if r2 > r3 goto L1
  410: r1 = *(u16 *)(r5 + 2)
  411: r4 = *(u8 *)(r5 + 0)
  412: r5 += 0x8
  413: if w1 & 0xf8ff goto L20
L35:
  414: r1 = r5
  415: r1 -= r0
  416: if r1 > 0x7fff goto L1
  417: r5 = r0
  418: r5 += r1
  419: if r4 == 0x2c goto L37
  420: if r4 == 0x0 goto L36
  421: if r4 == 0x2b goto L36
  422: if r4 != 0x3c goto L19
L36:
  423: r2 = r5
  424: r2 += 0x8
  425: if r2 > r3 goto L1
  426: r1 = *(u8 *)(r5 + 1)
  427: r4 = *(u8 *)(r5 + 0)
  428: r1 += 0x1
  429: r1 <<= 0x3
  430: r5 += r1
  431: goto L38
L37:
  432: r2 = r5
  433: r2 += 0x8
  434: if r2 > r3 goto L1
  435: r1 = *(u16 *)(r5 + 2)
  436: r4 = *(u8 *)(r5 + 0)
  437: r5 += 0x8
  438: if w1 & 0xf8ff goto L20
L38:
  439: r1 = r5
  440: r1 -= r0
  441: if r1 > 0x7fff goto L1
  442: r5 = r0
  443: r5 += r1
  444: if r4 == 0x2c goto L40
  445: if r4 == 0x0 goto L39
  446: if r4 == 0x2b goto L39
  447: if r4 != 0x3c goto L19
L39:
  448: r2 = r5
  449: r2 += 0x8
  450: if r2 > r3 goto L1
  451: r1 = *(u8 *)(r5 + 1)
  452: r4 = *(u8 *)(r5 + 0)
  453: r1 += 0x1
  454: r1 <<= 0x3
  455: r5 += r1
  456: goto L41
L40:
  457: r2 = r5
  458: r2 += 0x8
  459: if r2 > r3 goto L1
  460: r1 = *(u16 *)(r5 + 2)
  461: r4 = *(u8 *)(r5 + 0)
  462: r5 += 0x8
  463: if w1 & 0xf8ff goto L20
L41:
  464: r1 = r5
  465: r1 -= r0
  466: if r1 > 0x7fff goto L1
  467: r5 = r0
  468: r5 += r1
  469: if r4 == 0x2c goto L43
  470: if r4 == 0x0 goto L42
  471: if r4 == 0x2b goto L42
  472: if r4 != 0x3c goto L19
L42:
  473: r2 = r5
  474: r2 += 0x8
  475: if r2 > r3 goto L1
  476: r1 = *(u8 *)(r5 + 1)
  477: r4 = *(u8 *)(r5 + 0)
  478: r1 += 0x1
  479: r1 <<= 0x3
  480: r5 += r1
  481: goto L44
L43:
  482: r2 = r5
  483: r2 += 0x8
  484: if r2 > r3 goto L1
  485: r1 = *(u16 *)(r5 + 2)
  486: r4 = *(u8 *)(r5 + 0)
  487: r5 += 0x8
  488: if w1 & 0xf8ff goto L20
L44:
  489: r1 = r5
  490: r1 -= r0
  491: if r1 > 0x7fff goto L1
  492: r5 = r0
  493: r5 += r1
      ; deeper than the walk: no specified verdict
  494: if r4 == 0x0 goto L1
  495: if r4 == 0x2b goto L1
  496: if r4 == 0x2c goto L1
  497: if r4 == 0x3c goto L1
L19:
  498: r6 = r4
      ; layer 4 (r4 = protocol, header at r5)
  499: if r4 == 0x11 goto L46
  500: r7 = 0x10000
  501: goto L3
L46:
  502: r2 = r5
  503: r2 += 0x8
  504: if r2 > r3 goto L1
  505: r7 = *(u16 *)(r5 + 2)
  506: goto L3
L20:
  507: r6 = r4
  508: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  509: if r6 != 0x11 goto L48
  510: if r7 != 0x3500 goto L48
L49:
      ; contains: 11 bytes, shift-or over the IP packet
  511: r3 = *(u64 *)(r10 - 184)
  512: r3 |= 0x0
  513: r3 -= 0xe
  514: if r3 > 0x5dc goto L52
  515: *(u64 *)(r10 - 264) = r3
  516: r5 = &.rodata.d0[0] ll
  518: r4 = 0xffffffff
L53:
  519: if r3 < 0x8 goto L54
  520: r1 = *(u64 *)(r10 - 264)
  521: r1 -= r3
  522: if r1 s< 0x0 goto L52
  523: r2 = *(u64 *)(r10 - 160)
  524: r2 += r1
  525: r1 = r2
  526: r1 += 0x16
  527: r0 = *(u64 *)(r10 - 168)
  528: if r1 > r0 goto L52
  529: r1 = *(u8 *)(r2 + 14)
  530: r1 <<= 0x3
  531: r0 = r5
  532: r0 += r1
  533: r0 = *(u64 *)(r0 + 0)
  534: r4 <<= 0x1
  535: r4 |= r0
  536: if r4 < 0xfffffc00 goto L51
  537: r1 = *(u8 *)(r2 + 15)
  538: r1 <<= 0x3
  539: r0 = r5
  540: r0 += r1
  541: r0 = *(u64 *)(r0 + 0)
  542: r4 <<= 0x1
  543: r4 |= r0
  544: if r4 < 0xfffffc00 goto L51
  545: r1 = *(u8 *)(r2 + 16)
  546: r1 <<= 0x3
  547: r0 = r5
  548: r0 += r1
  549: r0 = *(u64 *)(r0 + 0)
  550: r4 <<= 0x1
  551: r4 |= r0
  552: if r4 < 0xfffffc00 goto L51
  553: r1 = *(u8 *)(r2 + 17)
  554: r1 <<= 0x3
  555: r0 = r5
  556: r0 += r1
  557: r0 = *(u64 *)(r0 + 0)
  558: r4 <<= 0x1
  559: r4 |= r0
  560: if r4 < 0xfffffc00 goto L51
  561: r1 = *(u8 *)(r2 + 18)
  562: r1 <<= 0x3
  563: r0 = r5
  564: r0 += r1
  565: r0 = *(u64 *)(r0 + 0)
  566: r4 <<= 0x1
  567: r4 |= r0
  568: if r4 < 0xfffffc00 goto L51
  569: r1 = *(u8 *)(r2 + 19)
  570: r1 <<= 0x3
  571: r0 = r5
  572: r0 += r1
  573: r0 = *(u64 *)(r0 + 0)
  574: r4 <<= 0x1
  575: r4 |= r0
  576: if r4 < 0xfffffc00 goto L51
  577: r1 = *(u8 *)(r2 + 20)
  578: r1 <<= 0x3
  579: r0 = r5
  580: r0 += r1
  581: r0 = *(u64 *)(r0 + 0)
  582: r4 <<= 0x1
  583: r4 |= r0
  584: if r4 < 0xfffffc00 goto L51
  585: r1 = *(u8 *)(r2 + 21)
  586: r1 <<= 0x3
  587: r0 = r5
  588: r0 += r1
  589: r0 = *(u64 *)(r0 + 0)
  590: r4 <<= 0x1
  591: r4 |= r0
  592: if r4 < 0xfffffc00 goto L51
  593: r3 -= 0x8
  594: goto L53
L54:
  595: if r3 == 0x0 goto L52
  596: r1 = *(u64 *)(r10 - 264)
  597: r1 -= r3
  598: if r1 s< 0x0 goto L52
  599: r2 = *(u64 *)(r10 - 160)
  600: r2 += r1
  601: r1 = r2
  602: r1 += 0xf
  603: r0 = *(u64 *)(r10 - 168)
  604: if r1 > r0 goto L52
  605: r1 = *(u8 *)(r2 + 14)
  606: r1 <<= 0x3
  607: r0 = r5
  608: r0 += r1
  609: r0 = *(u64 *)(r0 + 0)
  610: r4 <<= 0x1
  611: r4 |= r0
  612: if r4 < 0xfffffc00 goto L51
  613: r3 -= 0x1
  614: if r3 == 0x0 goto L52
  615: r1 = *(u64 *)(r10 - 264)
  616: r1 -= r3
  617: if r1 s< 0x0 goto L52
  618: r2 = *(u64 *)(r10 - 160)
  619: r2 += r1
  620: r1 = r2
  621: r1 += 0xf
  622: r0 = *(u64 *)(r10 - 168)
  623: if r1 > r0 goto L52
  624: r1 = *(u8 *)(r2 + 14)
  625: r1 <<= 0x3
  626: r0 = r5
  627: r0 += r1
  628: r0 = *(u64 *)(r0 + 0)
  629: r4 <<= 0x1
  630: r4 |= r0
  631: if r4 < 0xfffffc00 goto L51
  632: r3 -= 0x1
  633: if r3 == 0x0 goto L52
  634: r1 = *(u64 *)(r10 - 264)
  635: r1 -= r3
  636: if r1 s< 0x0 goto L52
  637: r2 = *(u64 *)(r10 - 160)
  638: r2 += r1
  639: r1 = r2
  640: r1 += 0xf
  641: r0 = *(u64 *)(r10 - 168)
  642: if r1 > r0 goto L52
  643: r1 = *(u8 *)(r2 + 14)
  644: r1 <<= 0x3
  645: r0 = r5
  646: r0 += r1
  647: r0 = *(u64 *)(r0 + 0)
  648: r4 <<= 0x1
  649: r4 |= r0
  650: if r4 < 0xfffffc00 goto L51
  651: r3 -= 0x1
  652: if r3 == 0x0 goto L52
  653: r1 = *(u64 *)(r10 - 264)
  654: r1 -= r3
  655: if r1 s< 0x0 goto L52
  656: r2 = *(u64 *)(r10 - 160)
  657: r2 += r1
  658: r1 = r2
  659: r1 += 0xf
  660: r0 = *(u64 *)(r10 - 168)
  661: if r1 > r0 goto L52
  662: r1 = *(u8 *)(r2 + 14)
  663: r1 <<= 0x3
  664: r0 = r5
  665: r0 += r1
  666: r0 = *(u64 *)(r0 + 0)
  667: r4 <<= 0x1
  668: r4 |= r0
  669: if r4 < 0xfffffc00 goto L51
  670: r3 -= 0x1
  671: if r3 == 0x0 goto L52
  672: r1 = *(u64 *)(r10 - 264)
  673: r1 -= r3
  674: if r1 s< 0x0 goto L52
  675: r2 = *(u64 *)(r10 - 160)
  676: r2 += r1
  677: r1 = r2
  678: r1 += 0xf
  679: r0 = *(u64 *)(r10 - 168)
  680: if r1 > r0 goto L52
  681: r1 = *(u8 *)(r2 + 14)
  682: r1 <<= 0x3
  683: r0 = r5
  684: r0 += r1
  685: r0 = *(u64 *)(r0 + 0)
  686: r4 <<= 0x1
  687: r4 |= r0
  688: if r4 < 0xfffffc00 goto L51
  689: r3 -= 0x1
  690: if r3 == 0x0 goto L52
  691: r1 = *(u64 *)(r10 - 264)
  692: r1 -= r3
  693: if r1 s< 0x0 goto L52
  694: r2 = *(u64 *)(r10 - 160)
  695: r2 += r1
  696: r1 = r2
  697: r1 += 0xf
  698: r0 = *(u64 *)(r10 - 168)
  699: if r1 > r0 goto L52
  700: r1 = *(u8 *)(r2 + 14)
  701: r1 <<= 0x3
  702: r0 = r5
  703: r0 += r1
  704: r0 = *(u64 *)(r0 + 0)
  705: r4 <<= 0x1
  706: r4 |= r0
  707: if r4 < 0xfffffc00 goto L51
  708: r3 -= 0x1
  709: if r3 == 0x0 goto L52
  710: r1 = *(u64 *)(r10 - 264)
  711: r1 -= r3
  712: if r1 s< 0x0 goto L52
  713: r2 = *(u64 *)(r10 - 160)
  714: r2 += r1
  715: r1 = r2
  716: r1 += 0xf
  717: r0 = *(u64 *)(r10 - 168)
  718: if r1 > r0 goto L52
  719: r1 = *(u8 *)(r2 + 14)
  720: r1 <<= 0x3
  721: r0 = r5
  722: r0 += r1
  723: r0 = *(u64 *)(r0 + 0)
  724: r4 <<= 0x1
  725: r4 |= r0
  726: if r4 < 0xfffffc00 goto L51
  727: r3 -= 0x1
L52:
  728: r0 = 0x0
  729: r1 = 0x0
  730: r2 = 0x0
  731: r3 = 0x0
  732: r4 = 0x0
  733: r5 = 0x0
  734: goto L48
L51:
  735: r0 = 0x0
  736: r1 = 0x0
  737: r2 = 0x0
  738: r3 = 0x0
  739: r4 = 0x0
  740: r5 = 0x0
L50:
  741: *(u32 *)(r10 - 136) = 0x0
  742: *(u64 *)(r10 - 144) = 0x1
  743: goto L0
L48:
      ; default
  744: *(u32 *)(r10 - 136) = 0x1
  745: *(u64 *)(r10 - 144) = 0x2
  746: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  747: *(u32 *)(r10 - 136) = 0x2
  748: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  749: r1 = map[dropc_counters] ll
  751: r2 = r10
  752: r2 += 0xffffff78
  753: call 1
  754: if r0 == 0x0 goto L55
  755: r1 = *(u64 *)(r0 + 0)
  756: r1 += 0x1
  757: *(u64 *)(r0 + 0) = r1
  758: r1 = *(u64 *)(r10 - 152)
  759: r2 = *(u32 *)(r1 + 4)
  760: r1 = *(u32 *)(r1 + 0)
  761: r2 -= r1
  762: r1 = *(u64 *)(r0 + 8)
  763: r1 += r2
  764: *(u64 *)(r0 + 8) = r1
L55:
  765: r0 = *(u64 *)(r10 - 144)
  766: if r0 != 0x2 goto L56
      ; pass: tail call dropc_next[0] (falls through when empty)
  767: r1 = *(u64 *)(r10 - 152)
  768: r2 = map[dropc_next] ll
  770: r3 = 0x0
  771: call 12
  772: r0 = 0x2
  773: exit
L56:
  774: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  775: r1 = map[dropc_counters] ll
  777: r2 = r10
  778: r2 += 0xffffff78
  779: call 1
  780: if r0 == 0x0 goto L57
  781: r1 = *(u64 *)(r0 + 0)
  782: r1 += 0x1
  783: *(u64 *)(r0 + 0) = r1
  784: r1 = *(u64 *)(r10 - 152)
  785: r2 = *(u32 *)(r1 + 4)
  786: r1 = *(u32 *)(r1 + 0)
  787: r2 -= r1
  788: r1 = *(u64 *)(r0 + 8)
  789: r1 += r2
  790: *(u64 *)(r0 + 8) = r1
L57:
  791: r0 = *(u64 *)(r10 - 144)
  792: if r0 != 0x2 goto L58
      ; pass: tail call dropc_next[0] (falls through when empty)
  793: r1 = *(u64 *)(r10 - 152)
  794: r2 = map[dropc_next] ll
  796: r3 = 0x0
  797: call 12
  798: r0 = 0x2
  799: exit
L58:
  800: exit
