; dropc xdp program `dropc_xdp` (817 instruction slots)
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
      ; contains: 11 bytes, shift-and over the IP packet
   36: r3 = *(u64 *)(r10 - 184)
   37: r3 |= 0x0
   38: r3 -= 0xe
   39: if r3 > 0x5dc goto L15
   40: *(u64 *)(r10 - 264) = r3
   41: r5 = &.rodata.d0[0] ll
   43: r4 = 0x0
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
   60: r4 |= 0x1
   61: r4 &= r0
   62: if r4 > 0x3ff goto L14
   63: r1 = *(u8 *)(r2 + 15)
   64: r1 <<= 0x3
   65: r0 = r5
   66: r0 += r1
   67: r0 = *(u64 *)(r0 + 0)
   68: r4 <<= 0x1
   69: r4 |= 0x1
   70: r4 &= r0
   71: if r4 > 0x3ff goto L14
   72: r1 = *(u8 *)(r2 + 16)
   73: r1 <<= 0x3
   74: r0 = r5
   75: r0 += r1
   76: r0 = *(u64 *)(r0 + 0)
   77: r4 <<= 0x1
   78: r4 |= 0x1
   79: r4 &= r0
   80: if r4 > 0x3ff goto L14
   81: r1 = *(u8 *)(r2 + 17)
   82: r1 <<= 0x3
   83: r0 = r5
   84: r0 += r1
   85: r0 = *(u64 *)(r0 + 0)
   86: r4 <<= 0x1
   87: r4 |= 0x1
   88: r4 &= r0
   89: if r4 > 0x3ff goto L14
   90: r1 = *(u8 *)(r2 + 18)
   91: r1 <<= 0x3
   92: r0 = r5
   93: r0 += r1
   94: r0 = *(u64 *)(r0 + 0)
   95: r4 <<= 0x1
   96: r4 |= 0x1
   97: r4 &= r0
   98: if r4 > 0x3ff goto L14
   99: r1 = *(u8 *)(r2 + 19)
  100: r1 <<= 0x3
  101: r0 = r5
  102: r0 += r1
  103: r0 = *(u64 *)(r0 + 0)
  104: r4 <<= 0x1
  105: r4 |= 0x1
  106: r4 &= r0
  107: if r4 > 0x3ff goto L14
  108: r1 = *(u8 *)(r2 + 20)
  109: r1 <<= 0x3
  110: r0 = r5
  111: r0 += r1
  112: r0 = *(u64 *)(r0 + 0)
  113: r4 <<= 0x1
  114: r4 |= 0x1
  115: r4 &= r0
  116: if r4 > 0x3ff goto L14
  117: r1 = *(u8 *)(r2 + 21)
  118: r1 <<= 0x3
  119: r0 = r5
  120: r0 += r1
  121: r0 = *(u64 *)(r0 + 0)
  122: r4 <<= 0x1
  123: r4 |= 0x1
  124: r4 &= r0
  125: if r4 > 0x3ff goto L14
  126: r3 -= 0x8
  127: goto L16
L17:
  128: if r3 == 0x0 goto L15
  129: r1 = *(u64 *)(r10 - 264)
  130: r1 -= r3
  131: if r1 s< 0x0 goto L15
  132: r2 = *(u64 *)(r10 - 160)
  133: r2 += r1
  134: r1 = r2
  135: r1 += 0xf
  136: r0 = *(u64 *)(r10 - 168)
  137: if r1 > r0 goto L15
  138: r1 = *(u8 *)(r2 + 14)
  139: r1 <<= 0x3
  140: r0 = r5
  141: r0 += r1
  142: r0 = *(u64 *)(r0 + 0)
  143: r4 <<= 0x1
  144: r4 |= 0x1
  145: r4 &= r0
  146: if r4 > 0x3ff goto L14
  147: r3 -= 0x1
  148: if r3 == 0x0 goto L15
  149: r1 = *(u64 *)(r10 - 264)
  150: r1 -= r3
  151: if r1 s< 0x0 goto L15
  152: r2 = *(u64 *)(r10 - 160)
  153: r2 += r1
  154: r1 = r2
  155: r1 += 0xf
  156: r0 = *(u64 *)(r10 - 168)
  157: if r1 > r0 goto L15
  158: r1 = *(u8 *)(r2 + 14)
  159: r1 <<= 0x3
  160: r0 = r5
  161: r0 += r1
  162: r0 = *(u64 *)(r0 + 0)
  163: r4 <<= 0x1
  164: r4 |= 0x1
  165: r4 &= r0
  166: if r4 > 0x3ff goto L14
  167: r3 -= 0x1
  168: if r3 == 0x0 goto L15
  169: r1 = *(u64 *)(r10 - 264)
  170: r1 -= r3
  171: if r1 s< 0x0 goto L15
  172: r2 = *(u64 *)(r10 - 160)
  173: r2 += r1
  174: r1 = r2
  175: r1 += 0xf
  176: r0 = *(u64 *)(r10 - 168)
  177: if r1 > r0 goto L15
  178: r1 = *(u8 *)(r2 + 14)
  179: r1 <<= 0x3
  180: r0 = r5
  181: r0 += r1
  182: r0 = *(u64 *)(r0 + 0)
  183: r4 <<= 0x1
  184: r4 |= 0x1
  185: r4 &= r0
  186: if r4 > 0x3ff goto L14
  187: r3 -= 0x1
  188: if r3 == 0x0 goto L15
  189: r1 = *(u64 *)(r10 - 264)
  190: r1 -= r3
  191: if r1 s< 0x0 goto L15
  192: r2 = *(u64 *)(r10 - 160)
  193: r2 += r1
  194: r1 = r2
  195: r1 += 0xf
  196: r0 = *(u64 *)(r10 - 168)
  197: if r1 > r0 goto L15
  198: r1 = *(u8 *)(r2 + 14)
  199: r1 <<= 0x3
  200: r0 = r5
  201: r0 += r1
  202: r0 = *(u64 *)(r0 + 0)
  203: r4 <<= 0x1
  204: r4 |= 0x1
  205: r4 &= r0
  206: if r4 > 0x3ff goto L14
  207: r3 -= 0x1
  208: if r3 == 0x0 goto L15
  209: r1 = *(u64 *)(r10 - 264)
  210: r1 -= r3
  211: if r1 s< 0x0 goto L15
  212: r2 = *(u64 *)(r10 - 160)
  213: r2 += r1
  214: r1 = r2
  215: r1 += 0xf
  216: r0 = *(u64 *)(r10 - 168)
  217: if r1 > r0 goto L15
  218: r1 = *(u8 *)(r2 + 14)
  219: r1 <<= 0x3
  220: r0 = r5
  221: r0 += r1
  222: r0 = *(u64 *)(r0 + 0)
  223: r4 <<= 0x1
  224: r4 |= 0x1
  225: r4 &= r0
  226: if r4 > 0x3ff goto L14
  227: r3 -= 0x1
  228: if r3 == 0x0 goto L15
  229: r1 = *(u64 *)(r10 - 264)
  230: r1 -= r3
  231: if r1 s< 0x0 goto L15
  232: r2 = *(u64 *)(r10 - 160)
  233: r2 += r1
  234: r1 = r2
  235: r1 += 0xf
  236: r0 = *(u64 *)(r10 - 168)
  237: if r1 > r0 goto L15
  238: r1 = *(u8 *)(r2 + 14)
  239: r1 <<= 0x3
  240: r0 = r5
  241: r0 += r1
  242: r0 = *(u64 *)(r0 + 0)
  243: r4 <<= 0x1
  244: r4 |= 0x1
  245: r4 &= r0
  246: if r4 > 0x3ff goto L14
  247: r3 -= 0x1
  248: if r3 == 0x0 goto L15
  249: r1 = *(u64 *)(r10 - 264)
  250: r1 -= r3
  251: if r1 s< 0x0 goto L15
  252: r2 = *(u64 *)(r10 - 160)
  253: r2 += r1
  254: r1 = r2
  255: r1 += 0xf
  256: r0 = *(u64 *)(r10 - 168)
  257: if r1 > r0 goto L15
  258: r1 = *(u8 *)(r2 + 14)
  259: r1 <<= 0x3
  260: r0 = r5
  261: r0 += r1
  262: r0 = *(u64 *)(r0 + 0)
  263: r4 <<= 0x1
  264: r4 |= 0x1
  265: r4 &= r0
  266: if r4 > 0x3ff goto L14
  267: r3 -= 0x1
L15:
  268: r0 = 0x0
  269: r1 = 0x0
  270: r2 = 0x0
  271: r3 = 0x0
  272: r4 = 0x0
  273: r5 = 0x0
  274: goto L11
L14:
  275: r0 = 0x0
  276: r1 = 0x0
  277: r2 = 0x0
  278: r3 = 0x0
  279: r4 = 0x0
  280: r5 = 0x0
L13:
  281: *(u32 *)(r10 - 136) = 0x0
  282: *(u64 *)(r10 - 144) = 0x1
  283: goto L0
L11:
      ; default
  284: *(u32 *)(r10 - 136) = 0x1
  285: *(u64 *)(r10 - 144) = 0x2
  286: goto L0
L4:
  287: if w1 == 0xdd86 goto L5
  288: if w1 == 0x81 goto L18
  289: if w1 != 0xa888 goto L1
L18:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  290: r2 = r0
  291: r2 += 0x12
  292: if r2 > r3 goto L1
  293: r1 = *(u16 *)(r0 + 16)
  294: r0 += 0x4
  295: if w1 == 0x8 goto L6
  296: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  297: r2 = r0
  298: r2 += 0x36
  299: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  300: *(u64 *)(r10 - 160) = r0
  301: *(u64 *)(r10 - 168) = r3
  302: r1 = *(u16 *)(r0 + 18)
  303: r1 = be16 r1
  304: r1 += 0x36
  305: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  306: r4 = *(u8 *)(r0 + 20)
  307: r5 = r0
  308: r5 += 0x36
  309: if r4 == 0x2c goto L22
  310: if r4 == 0x0 goto L21
  311: if r4 == 0x2b goto L21
  312: if r4 != 0x3c goto L19
L21:
  313: r2 = r5
  314: r2 += 0x8
  315: if r2 > r3 goto L1
  316: r1 = *(u8 *)(r5 + 1)
  317: r4 = *(u8 *)(r5 + 0)
  318: r1 += 0x1
  319: r1 <<= 0x3
  320: r5 += r1
  321: goto L23
L22:
  322: r2 = r5
  323: r2 += 0x8
  324: if r2 > r3 goto L1
  325: r1 = *(u16 *)(r5 + 2)
  326: r4 = *(u8 *)(r5 + 0)
  327: r5 += 0x8
  328: if w1 & 0xf8ff goto L20
L23:
  329: r1 = r5
  330: r1 -= r0
  331: if r1 > 0x7fff goto L1
  332: r5 = r0
  333: r5 += r1
  334: if r4 == 0x2c goto L25
  335: if r4 == 0x0 goto L24
  336: if r4 == 0x2b goto L24
  337: if r4 != 0x3c goto L19
L24:
  338: r2 = r5
  339: r2 += 0x8
  340: if r2 > r3 goto L1
  341: r1 = *(u8 *)(r5 + 1)
  342: r4 = *(u8 *)(r5 + 0)
  343: r1 += 0x1
  344: r1 <<= 0x3
  345: r5 += r1
  346: goto L26
L25:
  347: r2 = r5
  348: r2 += 0x8
  349: if r2 > r3 goto L1
  350: r1 = *(u16 *)(r5 + 2)
  351: r4 = *(u8 *)(r5 + 0)
  352: r5 += 0x8
  353: if w1 & 0xf8ff goto L20
L26:
  354: r1 = r5
  355: r1 -= r0
  356: if r1 > 0x7fff goto L1
  357: r5 = r0
  358: r5 += r1
  359: if r4 == 0x2c goto L28
  360: if r4 == 0x0 goto L27
  361: if r4 == 0x2b goto L27
  362: if r4 != 0x3c goto L19
L27:
  363: r2 = r5
  364: r2 += 0x8
  365: if r2 > r3 goto L1
  366: r1 = *(u8 *)(r5 + 1)
  367: r4 = *(u8 *)(r5 + 0)
  368: r1 += 0x1
  369: r1 <<= 0x3
  370: r5 += r1
  371: goto L29
L28:
  372: r2 = r5
  373: r2 += 0x8
  374: if r2 > r3 goto L1
  375: r1 = *(u16 *)(r5 + 2)
  376: r4 = *(u8 *)(r5 + 0)
  377: r5 += 0x8
  378: if w1 & 0xf8ff goto L20
L29:
  379: r1 = r5
  380: r1 -= r0
  381: if r1 > 0x7fff goto L1
  382: r5 = r0
  383: r5 += r1
  384: if r4 == 0x2c goto L31
  385: if r4 == 0x0 goto L30
  386: if r4 == 0x2b goto L30
  387: if r4 != 0x3c goto L19
L30:
  388: r2 = r5
  389: r2 += 0x8
  390: if r2 > r3 goto L1
  391: r1 = *(u8 *)(r5 + 1)
  392: r4 = *(u8 *)(r5 + 0)
  393: r1 += 0x1
  394: r1 <<= 0x3
  395: r5 += r1
  396: goto L32
L31:
  397: r2 = r5
  398: r2 += 0x8
  399: if r2 > r3 goto L1
  400: r1 = *(u16 *)(r5 + 2)
  401: r4 = *(u8 *)(r5 + 0)
  402: r5 += 0x8
  403: if w1 & 0xf8ff goto L20
L32:
  404: r1 = r5
  405: r1 -= r0
  406: if r1 > 0x7fff goto L1
  407: r5 = r0
  408: r5 += r1
  409: if r4 == 0x2c goto L34
  410: if r4 == 0x0 goto L33
  411: if r4 == 0x2b goto L33
  412: if r4 != 0x3c goto L19
L33:
  413: r2 = r5
  414: r2 += 0x8
  415: if r2 > r3 goto L1
  416: r1 = *(u8 *)(r5 + 1)
  417: r4 = *(u8 *)(r5 + 0)
  418: r1 += 0x1
  419: r1 <<= 0x3
  420: r5 += r1
  421: goto L35
L34:
  422: r2 = r5
  423: r2 += 0x8
  424: if r2 > r3 goto L1
  425: r1 = *(u16 *)(r5 + 2)
  426: r4 = *(u8 *)(r5 + 0)
  427: r5 += 0x8
  428: if w1 & 0xf8ff goto L20
L35:
  429: r1 = r5
  430: r1 -= r0
  431: if r1 > 0x7fff goto L1
  432: r5 = r0
  433: r5 += r1
  434: if r4 == 0x2c goto L37
  435: if r4 == 0x0 goto L36
  436: if r4 == 0x2b goto L36
  437: if r4 != 0x3c goto L19
L36:
  438: r2 = r5
  439: r2 += 0x8
  440: if r2 > r3 goto L1
  441: r1 = *(u8 *)(r5 + 1)
  442: r4 = *(u8 *)(r5 + 0)
  443: r1 += 0x1
  444: r1 <<= 0x3
  445: r5 += r1
  446: goto L38
L37:
  447: r2 = r5
  448: r2 += 0x8
  449: if r2 > r3 goto L1
  450: r1 = *(u16 *)(r5 + 2)
  451: r4 = *(u8 *)(r5 + 0)
  452: r5 += 0x8
  453: if w1 & 0xf8ff goto L20
L38:
  454: r1 = r5
  455: r1 -= r0
  456: if r1 > 0x7fff goto L1
  457: r5 = r0
  458: r5 += r1
  459: if r4 == 0x2c goto L40
  460: if r4 == 0x0 goto L39
  461: if r4 == 0x2b goto L39
  462: if r4 != 0x3c goto L19
L39:
  463: r2 = r5
  464: r2 += 0x8
  465: if r2 > r3 goto L1
  466: r1 = *(u8 *)(r5 + 1)
  467: r4 = *(u8 *)(r5 + 0)
  468: r1 += 0x1
  469: r1 <<= 0x3
  470: r5 += r1
  471: goto L41
L40:
  472: r2 = r5
  473: r2 += 0x8
  474: if r2 > r3 goto L1
  475: r1 = *(u16 *)(r5 + 2)
  476: r4 = *(u8 *)(r5 + 0)
  477: r5 += 0x8
  478: if w1 & 0xf8ff goto L20
L41:
  479: r1 = r5
  480: r1 -= r0
  481: if r1 > 0x7fff goto L1
  482: r5 = r0
  483: r5 += r1
  484: if r4 == 0x2c goto L43
  485: if r4 == 0x0 goto L42
  486: if r4 == 0x2b goto L42
  487: if r4 != 0x3c goto L19
L42:
  488: r2 = r5
  489: r2 += 0x8
  490: if r2 > r3 goto L1
  491: r1 = *(u8 *)(r5 + 1)
  492: r4 = *(u8 *)(r5 + 0)
  493: r1 += 0x1
  494: r1 <<= 0x3
  495: r5 += r1
  496: goto L44
L43:
  497: r2 = r5
  498: r2 += 0x8
  499: if r2 > r3 goto L1
  500: r1 = *(u16 *)(r5 + 2)
  501: r4 = *(u8 *)(r5 + 0)
  502: r5 += 0x8
  503: if w1 & 0xf8ff goto L20
L44:
  504: r1 = r5
  505: r1 -= r0
  506: if r1 > 0x7fff goto L1
  507: r5 = r0
  508: r5 += r1
      ; deeper than the walk: no specified verdict
  509: if r4 == 0x0 goto L1
  510: if r4 == 0x2b goto L1
  511: if r4 == 0x2c goto L1
  512: if r4 == 0x3c goto L1
L19:
  513: r6 = r4
      ; layer 4 (r4 = protocol, header at r5)
  514: if r4 == 0x11 goto L46
  515: r7 = 0x10000
  516: goto L3
L46:
  517: r2 = r5
  518: r2 += 0x8
  519: if r2 > r3 goto L1
  520: r7 = *(u16 *)(r5 + 2)
  521: goto L3
L20:
  522: r6 = r4
  523: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  524: if r6 != 0x11 goto L48
  525: if r7 != 0x3500 goto L48
L49:
      ; contains: 11 bytes, shift-and over the IP packet
  526: r3 = *(u64 *)(r10 - 184)
  527: r3 |= 0x0
  528: r3 -= 0xe
  529: if r3 > 0x5dc goto L52
  530: *(u64 *)(r10 - 264) = r3
  531: r5 = &.rodata.d0[0] ll
  533: r4 = 0x0
L53:
  534: if r3 < 0x8 goto L54
  535: r1 = *(u64 *)(r10 - 264)
  536: r1 -= r3
  537: if r1 s< 0x0 goto L52
  538: r2 = *(u64 *)(r10 - 160)
  539: r2 += r1
  540: r1 = r2
  541: r1 += 0x16
  542: r0 = *(u64 *)(r10 - 168)
  543: if r1 > r0 goto L52
  544: r1 = *(u8 *)(r2 + 14)
  545: r1 <<= 0x3
  546: r0 = r5
  547: r0 += r1
  548: r0 = *(u64 *)(r0 + 0)
  549: r4 <<= 0x1
  550: r4 |= 0x1
  551: r4 &= r0
  552: if r4 > 0x3ff goto L51
  553: r1 = *(u8 *)(r2 + 15)
  554: r1 <<= 0x3
  555: r0 = r5
  556: r0 += r1
  557: r0 = *(u64 *)(r0 + 0)
  558: r4 <<= 0x1
  559: r4 |= 0x1
  560: r4 &= r0
  561: if r4 > 0x3ff goto L51
  562: r1 = *(u8 *)(r2 + 16)
  563: r1 <<= 0x3
  564: r0 = r5
  565: r0 += r1
  566: r0 = *(u64 *)(r0 + 0)
  567: r4 <<= 0x1
  568: r4 |= 0x1
  569: r4 &= r0
  570: if r4 > 0x3ff goto L51
  571: r1 = *(u8 *)(r2 + 17)
  572: r1 <<= 0x3
  573: r0 = r5
  574: r0 += r1
  575: r0 = *(u64 *)(r0 + 0)
  576: r4 <<= 0x1
  577: r4 |= 0x1
  578: r4 &= r0
  579: if r4 > 0x3ff goto L51
  580: r1 = *(u8 *)(r2 + 18)
  581: r1 <<= 0x3
  582: r0 = r5
  583: r0 += r1
  584: r0 = *(u64 *)(r0 + 0)
  585: r4 <<= 0x1
  586: r4 |= 0x1
  587: r4 &= r0
  588: if r4 > 0x3ff goto L51
  589: r1 = *(u8 *)(r2 + 19)
  590: r1 <<= 0x3
  591: r0 = r5
  592: r0 += r1
  593: r0 = *(u64 *)(r0 + 0)
  594: r4 <<= 0x1
  595: r4 |= 0x1
  596: r4 &= r0
  597: if r4 > 0x3ff goto L51
  598: r1 = *(u8 *)(r2 + 20)
  599: r1 <<= 0x3
  600: r0 = r5
  601: r0 += r1
  602: r0 = *(u64 *)(r0 + 0)
  603: r4 <<= 0x1
  604: r4 |= 0x1
  605: r4 &= r0
  606: if r4 > 0x3ff goto L51
  607: r1 = *(u8 *)(r2 + 21)
  608: r1 <<= 0x3
  609: r0 = r5
  610: r0 += r1
  611: r0 = *(u64 *)(r0 + 0)
  612: r4 <<= 0x1
  613: r4 |= 0x1
  614: r4 &= r0
  615: if r4 > 0x3ff goto L51
  616: r3 -= 0x8
  617: goto L53
L54:
  618: if r3 == 0x0 goto L52
  619: r1 = *(u64 *)(r10 - 264)
  620: r1 -= r3
  621: if r1 s< 0x0 goto L52
  622: r2 = *(u64 *)(r10 - 160)
  623: r2 += r1
  624: r1 = r2
  625: r1 += 0xf
  626: r0 = *(u64 *)(r10 - 168)
  627: if r1 > r0 goto L52
  628: r1 = *(u8 *)(r2 + 14)
  629: r1 <<= 0x3
  630: r0 = r5
  631: r0 += r1
  632: r0 = *(u64 *)(r0 + 0)
  633: r4 <<= 0x1
  634: r4 |= 0x1
  635: r4 &= r0
  636: if r4 > 0x3ff goto L51
  637: r3 -= 0x1
  638: if r3 == 0x0 goto L52
  639: r1 = *(u64 *)(r10 - 264)
  640: r1 -= r3
  641: if r1 s< 0x0 goto L52
  642: r2 = *(u64 *)(r10 - 160)
  643: r2 += r1
  644: r1 = r2
  645: r1 += 0xf
  646: r0 = *(u64 *)(r10 - 168)
  647: if r1 > r0 goto L52
  648: r1 = *(u8 *)(r2 + 14)
  649: r1 <<= 0x3
  650: r0 = r5
  651: r0 += r1
  652: r0 = *(u64 *)(r0 + 0)
  653: r4 <<= 0x1
  654: r4 |= 0x1
  655: r4 &= r0
  656: if r4 > 0x3ff goto L51
  657: r3 -= 0x1
  658: if r3 == 0x0 goto L52
  659: r1 = *(u64 *)(r10 - 264)
  660: r1 -= r3
  661: if r1 s< 0x0 goto L52
  662: r2 = *(u64 *)(r10 - 160)
  663: r2 += r1
  664: r1 = r2
  665: r1 += 0xf
  666: r0 = *(u64 *)(r10 - 168)
  667: if r1 > r0 goto L52
  668: r1 = *(u8 *)(r2 + 14)
  669: r1 <<= 0x3
  670: r0 = r5
  671: r0 += r1
  672: r0 = *(u64 *)(r0 + 0)
  673: r4 <<= 0x1
  674: r4 |= 0x1
  675: r4 &= r0
  676: if r4 > 0x3ff goto L51
  677: r3 -= 0x1
  678: if r3 == 0x0 goto L52
  679: r1 = *(u64 *)(r10 - 264)
  680: r1 -= r3
  681: if r1 s< 0x0 goto L52
  682: r2 = *(u64 *)(r10 - 160)
  683: r2 += r1
  684: r1 = r2
  685: r1 += 0xf
  686: r0 = *(u64 *)(r10 - 168)
  687: if r1 > r0 goto L52
  688: r1 = *(u8 *)(r2 + 14)
  689: r1 <<= 0x3
  690: r0 = r5
  691: r0 += r1
  692: r0 = *(u64 *)(r0 + 0)
  693: r4 <<= 0x1
  694: r4 |= 0x1
  695: r4 &= r0
  696: if r4 > 0x3ff goto L51
  697: r3 -= 0x1
  698: if r3 == 0x0 goto L52
  699: r1 = *(u64 *)(r10 - 264)
  700: r1 -= r3
  701: if r1 s< 0x0 goto L52
  702: r2 = *(u64 *)(r10 - 160)
  703: r2 += r1
  704: r1 = r2
  705: r1 += 0xf
  706: r0 = *(u64 *)(r10 - 168)
  707: if r1 > r0 goto L52
  708: r1 = *(u8 *)(r2 + 14)
  709: r1 <<= 0x3
  710: r0 = r5
  711: r0 += r1
  712: r0 = *(u64 *)(r0 + 0)
  713: r4 <<= 0x1
  714: r4 |= 0x1
  715: r4 &= r0
  716: if r4 > 0x3ff goto L51
  717: r3 -= 0x1
  718: if r3 == 0x0 goto L52
  719: r1 = *(u64 *)(r10 - 264)
  720: r1 -= r3
  721: if r1 s< 0x0 goto L52
  722: r2 = *(u64 *)(r10 - 160)
  723: r2 += r1
  724: r1 = r2
  725: r1 += 0xf
  726: r0 = *(u64 *)(r10 - 168)
  727: if r1 > r0 goto L52
  728: r1 = *(u8 *)(r2 + 14)
  729: r1 <<= 0x3
  730: r0 = r5
  731: r0 += r1
  732: r0 = *(u64 *)(r0 + 0)
  733: r4 <<= 0x1
  734: r4 |= 0x1
  735: r4 &= r0
  736: if r4 > 0x3ff goto L51
  737: r3 -= 0x1
  738: if r3 == 0x0 goto L52
  739: r1 = *(u64 *)(r10 - 264)
  740: r1 -= r3
  741: if r1 s< 0x0 goto L52
  742: r2 = *(u64 *)(r10 - 160)
  743: r2 += r1
  744: r1 = r2
  745: r1 += 0xf
  746: r0 = *(u64 *)(r10 - 168)
  747: if r1 > r0 goto L52
  748: r1 = *(u8 *)(r2 + 14)
  749: r1 <<= 0x3
  750: r0 = r5
  751: r0 += r1
  752: r0 = *(u64 *)(r0 + 0)
  753: r4 <<= 0x1
  754: r4 |= 0x1
  755: r4 &= r0
  756: if r4 > 0x3ff goto L51
  757: r3 -= 0x1
L52:
  758: r0 = 0x0
  759: r1 = 0x0
  760: r2 = 0x0
  761: r3 = 0x0
  762: r4 = 0x0
  763: r5 = 0x0
  764: goto L48
L51:
  765: r0 = 0x0
  766: r1 = 0x0
  767: r2 = 0x0
  768: r3 = 0x0
  769: r4 = 0x0
  770: r5 = 0x0
L50:
  771: *(u32 *)(r10 - 136) = 0x0
  772: *(u64 *)(r10 - 144) = 0x1
  773: goto L0
L48:
      ; default
  774: *(u32 *)(r10 - 136) = 0x1
  775: *(u64 *)(r10 - 144) = 0x2
  776: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  777: *(u32 *)(r10 - 136) = 0x2
  778: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  779: r1 = map[dropc_counters] ll
  781: r2 = r10
  782: r2 += 0xffffff78
  783: call 1
  784: if r0 == 0x0 goto L55
  785: r1 = *(u64 *)(r0 + 0)
  786: r1 += 0x1
  787: *(u64 *)(r0 + 0) = r1
L55:
  788: r0 = *(u64 *)(r10 - 144)
  789: if r0 != 0x2 goto L56
      ; pass: tail call dropc_next[0] (falls through when empty)
  790: r1 = *(u64 *)(r10 - 152)
  791: r2 = map[dropc_next] ll
  793: r3 = 0x0
  794: call 12
  795: r0 = 0x2
  796: exit
L56:
  797: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  798: r1 = map[dropc_counters] ll
  800: r2 = r10
  801: r2 += 0xffffff78
  802: call 1
  803: if r0 == 0x0 goto L57
  804: r1 = *(u64 *)(r0 + 0)
  805: r1 += 0x1
  806: *(u64 *)(r0 + 0) = r1
L57:
  807: r0 = *(u64 *)(r10 - 144)
  808: if r0 != 0x2 goto L58
      ; pass: tail call dropc_next[0] (falls through when empty)
  809: r1 = *(u64 *)(r10 - 152)
  810: r2 = map[dropc_next] ll
  812: r3 = 0x0
  813: call 12
  814: r0 = 0x2
  815: exit
L58:
  816: exit
