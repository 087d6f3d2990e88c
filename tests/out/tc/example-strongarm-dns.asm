; dropc tc program `dropc_tc` (784 instruction slots)
; data section .rodata.d0 (2048 bytes)
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
      ; payload: keep the packet bounds and the IP packet's end
   22: *(u64 *)(r10 - 160) = r0
   23: *(u64 *)(r10 - 168) = r3
   24: r1 = *(u16 *)(r0 + 16)
   25: r1 = be16 r1
   26: r1 += 0xe
   27: *(u64 *)(r10 - 184) = r1
   28: r4 = *(u8 *)(r0 + 23)
   29: r7 = r4
   30: r2 = *(u16 *)(r0 + 20)
   31: if w2 & 0xff1f goto L9
   32: r5 = *(u8 *)(r0 + 14)
   33: r5 &= 0xf
   34: r5 <<= 0x2
   35: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   36: if r4 == 0x11 goto L11
   37: r8 = 0x10000
   38: goto L2
L9:
   39: r8 = 0x10000
   40: goto L2
L11:
   41: r2 = r5
   42: r2 += 0x16
   43: if r2 > r3 goto L1
   44: r8 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `isc-any` (line 10): Drop
   45: if r7 != 0x11 goto L13
   46: if r8 != 0x3500 goto L13
L14:
      ; contains: 11 bytes, shift-or over the IP packet
   47: r3 = *(u64 *)(r10 - 184)
   48: r3 |= 0x0
   49: r3 -= 0xe
   50: if r3 > 0x5dc goto L17
   51: *(u64 *)(r10 - 264) = r3
   52: r5 = &.rodata.d0[0] ll
   54: r4 = 0xffffffff
L18:
   55: if r3 < 0x8 goto L19
   56: r1 = *(u64 *)(r10 - 264)
   57: r1 -= r3
   58: if r1 s< 0x0 goto L17
   59: r2 = *(u64 *)(r10 - 160)
   60: r2 += r1
   61: r1 = r2
   62: r1 += 0x16
   63: r0 = *(u64 *)(r10 - 168)
   64: if r1 > r0 goto L17
   65: r1 = *(u8 *)(r2 + 14)
   66: r1 <<= 0x3
   67: r0 = r5
   68: r0 += r1
   69: r0 = *(u64 *)(r0 + 0)
   70: r4 <<= 0x1
   71: r4 |= r0
   72: if r4 < 0xfffffc00 goto L16
   73: r1 = *(u8 *)(r2 + 15)
   74: r1 <<= 0x3
   75: r0 = r5
   76: r0 += r1
   77: r0 = *(u64 *)(r0 + 0)
   78: r4 <<= 0x1
   79: r4 |= r0
   80: if r4 < 0xfffffc00 goto L16
   81: r1 = *(u8 *)(r2 + 16)
   82: r1 <<= 0x3
   83: r0 = r5
   84: r0 += r1
   85: r0 = *(u64 *)(r0 + 0)
   86: r4 <<= 0x1
   87: r4 |= r0
   88: if r4 < 0xfffffc00 goto L16
   89: r1 = *(u8 *)(r2 + 17)
   90: r1 <<= 0x3
   91: r0 = r5
   92: r0 += r1
   93: r0 = *(u64 *)(r0 + 0)
   94: r4 <<= 0x1
   95: r4 |= r0
   96: if r4 < 0xfffffc00 goto L16
   97: r1 = *(u8 *)(r2 + 18)
   98: r1 <<= 0x3
   99: r0 = r5
  100: r0 += r1
  101: r0 = *(u64 *)(r0 + 0)
  102: r4 <<= 0x1
  103: r4 |= r0
  104: if r4 < 0xfffffc00 goto L16
  105: r1 = *(u8 *)(r2 + 19)
  106: r1 <<= 0x3
  107: r0 = r5
  108: r0 += r1
  109: r0 = *(u64 *)(r0 + 0)
  110: r4 <<= 0x1
  111: r4 |= r0
  112: if r4 < 0xfffffc00 goto L16
  113: r1 = *(u8 *)(r2 + 20)
  114: r1 <<= 0x3
  115: r0 = r5
  116: r0 += r1
  117: r0 = *(u64 *)(r0 + 0)
  118: r4 <<= 0x1
  119: r4 |= r0
  120: if r4 < 0xfffffc00 goto L16
  121: r1 = *(u8 *)(r2 + 21)
  122: r1 <<= 0x3
  123: r0 = r5
  124: r0 += r1
  125: r0 = *(u64 *)(r0 + 0)
  126: r4 <<= 0x1
  127: r4 |= r0
  128: if r4 < 0xfffffc00 goto L16
  129: r3 -= 0x8
  130: goto L18
L19:
  131: if r3 == 0x0 goto L17
  132: r1 = *(u64 *)(r10 - 264)
  133: r1 -= r3
  134: if r1 s< 0x0 goto L17
  135: r2 = *(u64 *)(r10 - 160)
  136: r2 += r1
  137: r1 = r2
  138: r1 += 0xf
  139: r0 = *(u64 *)(r10 - 168)
  140: if r1 > r0 goto L17
  141: r1 = *(u8 *)(r2 + 14)
  142: r1 <<= 0x3
  143: r0 = r5
  144: r0 += r1
  145: r0 = *(u64 *)(r0 + 0)
  146: r4 <<= 0x1
  147: r4 |= r0
  148: if r4 < 0xfffffc00 goto L16
  149: r3 -= 0x1
  150: if r3 == 0x0 goto L17
  151: r1 = *(u64 *)(r10 - 264)
  152: r1 -= r3
  153: if r1 s< 0x0 goto L17
  154: r2 = *(u64 *)(r10 - 160)
  155: r2 += r1
  156: r1 = r2
  157: r1 += 0xf
  158: r0 = *(u64 *)(r10 - 168)
  159: if r1 > r0 goto L17
  160: r1 = *(u8 *)(r2 + 14)
  161: r1 <<= 0x3
  162: r0 = r5
  163: r0 += r1
  164: r0 = *(u64 *)(r0 + 0)
  165: r4 <<= 0x1
  166: r4 |= r0
  167: if r4 < 0xfffffc00 goto L16
  168: r3 -= 0x1
  169: if r3 == 0x0 goto L17
  170: r1 = *(u64 *)(r10 - 264)
  171: r1 -= r3
  172: if r1 s< 0x0 goto L17
  173: r2 = *(u64 *)(r10 - 160)
  174: r2 += r1
  175: r1 = r2
  176: r1 += 0xf
  177: r0 = *(u64 *)(r10 - 168)
  178: if r1 > r0 goto L17
  179: r1 = *(u8 *)(r2 + 14)
  180: r1 <<= 0x3
  181: r0 = r5
  182: r0 += r1
  183: r0 = *(u64 *)(r0 + 0)
  184: r4 <<= 0x1
  185: r4 |= r0
  186: if r4 < 0xfffffc00 goto L16
  187: r3 -= 0x1
  188: if r3 == 0x0 goto L17
  189: r1 = *(u64 *)(r10 - 264)
  190: r1 -= r3
  191: if r1 s< 0x0 goto L17
  192: r2 = *(u64 *)(r10 - 160)
  193: r2 += r1
  194: r1 = r2
  195: r1 += 0xf
  196: r0 = *(u64 *)(r10 - 168)
  197: if r1 > r0 goto L17
  198: r1 = *(u8 *)(r2 + 14)
  199: r1 <<= 0x3
  200: r0 = r5
  201: r0 += r1
  202: r0 = *(u64 *)(r0 + 0)
  203: r4 <<= 0x1
  204: r4 |= r0
  205: if r4 < 0xfffffc00 goto L16
  206: r3 -= 0x1
  207: if r3 == 0x0 goto L17
  208: r1 = *(u64 *)(r10 - 264)
  209: r1 -= r3
  210: if r1 s< 0x0 goto L17
  211: r2 = *(u64 *)(r10 - 160)
  212: r2 += r1
  213: r1 = r2
  214: r1 += 0xf
  215: r0 = *(u64 *)(r10 - 168)
  216: if r1 > r0 goto L17
  217: r1 = *(u8 *)(r2 + 14)
  218: r1 <<= 0x3
  219: r0 = r5
  220: r0 += r1
  221: r0 = *(u64 *)(r0 + 0)
  222: r4 <<= 0x1
  223: r4 |= r0
  224: if r4 < 0xfffffc00 goto L16
  225: r3 -= 0x1
  226: if r3 == 0x0 goto L17
  227: r1 = *(u64 *)(r10 - 264)
  228: r1 -= r3
  229: if r1 s< 0x0 goto L17
  230: r2 = *(u64 *)(r10 - 160)
  231: r2 += r1
  232: r1 = r2
  233: r1 += 0xf
  234: r0 = *(u64 *)(r10 - 168)
  235: if r1 > r0 goto L17
  236: r1 = *(u8 *)(r2 + 14)
  237: r1 <<= 0x3
  238: r0 = r5
  239: r0 += r1
  240: r0 = *(u64 *)(r0 + 0)
  241: r4 <<= 0x1
  242: r4 |= r0
  243: if r4 < 0xfffffc00 goto L16
  244: r3 -= 0x1
  245: if r3 == 0x0 goto L17
  246: r1 = *(u64 *)(r10 - 264)
  247: r1 -= r3
  248: if r1 s< 0x0 goto L17
  249: r2 = *(u64 *)(r10 - 160)
  250: r2 += r1
  251: r1 = r2
  252: r1 += 0xf
  253: r0 = *(u64 *)(r10 - 168)
  254: if r1 > r0 goto L17
  255: r1 = *(u8 *)(r2 + 14)
  256: r1 <<= 0x3
  257: r0 = r5
  258: r0 += r1
  259: r0 = *(u64 *)(r0 + 0)
  260: r4 <<= 0x1
  261: r4 |= r0
  262: if r4 < 0xfffffc00 goto L16
  263: r3 -= 0x1
L17:
  264: r0 = 0x0
  265: r1 = 0x0
  266: r2 = 0x0
  267: r3 = 0x0
  268: r4 = 0x0
  269: r5 = 0x0
  270: goto L13
L16:
  271: r0 = 0x0
  272: r1 = 0x0
  273: r2 = 0x0
  274: r3 = 0x0
  275: r4 = 0x0
  276: r5 = 0x0
L15:
  277: *(u32 *)(r10 - 136) = 0x0
  278: *(u64 *)(r10 - 144) = 0x2
  279: goto L0
L13:
      ; default
  280: *(u32 *)(r10 - 136) = 0x1
  281: *(u64 *)(r10 - 144) = 0xffffffff
  282: goto L0
L6:
  283: if w1 == 0xdd86 goto L7
  284: if w1 == 0x81 goto L20
  285: if w1 != 0xa888 goto L1
L20:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  286: r2 = *(u32 *)(r6 + 20)
  287: if r2 != 0x0 goto L1
  288: r2 = r0
  289: r2 += 0x12
  290: if r2 > r3 goto L1
  291: r1 = *(u16 *)(r0 + 16)
  292: r0 += 0x4
  293: if w1 == 0x8 goto L8
  294: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  295: r2 = r0
  296: r2 += 0x36
  297: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  298: *(u64 *)(r10 - 160) = r0
  299: *(u64 *)(r10 - 168) = r3
  300: r1 = *(u16 *)(r0 + 18)
  301: r1 = be16 r1
  302: r1 += 0x36
  303: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  304: r4 = *(u8 *)(r0 + 20)
  305: r5 = r0
  306: r5 += 0x36
  307: if r4 == 0x2c goto L24
  308: if r4 == 0x0 goto L23
  309: if r4 == 0x2b goto L23
  310: if r4 != 0x3c goto L21
L23:
  311: r2 = r5
  312: r2 += 0x8
  313: if r2 > r3 goto L1
  314: r1 = *(u8 *)(r5 + 1)
  315: r4 = *(u8 *)(r5 + 0)
  316: r1 += 0x1
  317: r1 <<= 0x3
  318: r5 += r1
  319: goto L25
L24:
  320: r2 = r5
  321: r2 += 0x8
  322: if r2 > r3 goto L1
  323: r1 = *(u16 *)(r5 + 2)
  324: r4 = *(u8 *)(r5 + 0)
  325: r5 += 0x8
  326: if w1 & 0xf8ff goto L22
L25:
  327: r1 = r5
  328: r1 -= r0
  329: if r1 > 0x7fff goto L1
  330: r5 = r0
  331: r5 += r1
  332: if r4 == 0x2c goto L27
  333: if r4 == 0x0 goto L26
  334: if r4 == 0x2b goto L26
  335: if r4 != 0x3c goto L21
L26:
  336: r2 = r5
  337: r2 += 0x8
  338: if r2 > r3 goto L1
  339: r1 = *(u8 *)(r5 + 1)
  340: r4 = *(u8 *)(r5 + 0)
  341: r1 += 0x1
  342: r1 <<= 0x3
  343: r5 += r1
  344: goto L28
L27:
  345: r2 = r5
  346: r2 += 0x8
  347: if r2 > r3 goto L1
  348: r1 = *(u16 *)(r5 + 2)
  349: r4 = *(u8 *)(r5 + 0)
  350: r5 += 0x8
  351: if w1 & 0xf8ff goto L22
L28:
  352: r1 = r5
  353: r1 -= r0
  354: if r1 > 0x7fff goto L1
  355: r5 = r0
  356: r5 += r1
  357: if r4 == 0x2c goto L30
  358: if r4 == 0x0 goto L29
  359: if r4 == 0x2b goto L29
  360: if r4 != 0x3c goto L21
L29:
  361: r2 = r5
  362: r2 += 0x8
  363: if r2 > r3 goto L1
  364: r1 = *(u8 *)(r5 + 1)
  365: r4 = *(u8 *)(r5 + 0)
  366: r1 += 0x1
  367: r1 <<= 0x3
  368: r5 += r1
  369: goto L31
L30:
  370: r2 = r5
  371: r2 += 0x8
  372: if r2 > r3 goto L1
  373: r1 = *(u16 *)(r5 + 2)
  374: r4 = *(u8 *)(r5 + 0)
  375: r5 += 0x8
  376: if w1 & 0xf8ff goto L22
L31:
  377: r1 = r5
  378: r1 -= r0
  379: if r1 > 0x7fff goto L1
  380: r5 = r0
  381: r5 += r1
  382: if r4 == 0x2c goto L33
  383: if r4 == 0x0 goto L32
  384: if r4 == 0x2b goto L32
  385: if r4 != 0x3c goto L21
L32:
  386: r2 = r5
  387: r2 += 0x8
  388: if r2 > r3 goto L1
  389: r1 = *(u8 *)(r5 + 1)
  390: r4 = *(u8 *)(r5 + 0)
  391: r1 += 0x1
  392: r1 <<= 0x3
  393: r5 += r1
  394: goto L34
L33:
  395: r2 = r5
  396: r2 += 0x8
  397: if r2 > r3 goto L1
  398: r1 = *(u16 *)(r5 + 2)
  399: r4 = *(u8 *)(r5 + 0)
  400: r5 += 0x8
  401: if w1 & 0xf8ff goto L22
L34:
  402: r1 = r5
  403: r1 -= r0
  404: if r1 > 0x7fff goto L1
  405: r5 = r0
  406: r5 += r1
  407: if r4 == 0x2c goto L36
  408: if r4 == 0x0 goto L35
  409: if r4 == 0x2b goto L35
  410: if r4 != 0x3c goto L21
L35:
  411: r2 = r5
  412: r2 += 0x8
  413: if r2 > r3 goto L1
  414: r1 = *(u8 *)(r5 + 1)
  415: r4 = *(u8 *)(r5 + 0)
  416: r1 += 0x1
  417: r1 <<= 0x3
  418: r5 += r1
  419: goto L37
L36:
  420: r2 = r5
  421: r2 += 0x8
  422: if r2 > r3 goto L1
  423: r1 = *(u16 *)(r5 + 2)
  424: r4 = *(u8 *)(r5 + 0)
  425: r5 += 0x8
  426: if w1 & 0xf8ff goto L22
L37:
  427: r1 = r5
  428: r1 -= r0
  429: if r1 > 0x7fff goto L1
  430: r5 = r0
  431: r5 += r1
  432: if r4 == 0x2c goto L39
  433: if r4 == 0x0 goto L38
  434: if r4 == 0x2b goto L38
  435: if r4 != 0x3c goto L21
L38:
  436: r2 = r5
  437: r2 += 0x8
  438: if r2 > r3 goto L1
  439: r1 = *(u8 *)(r5 + 1)
  440: r4 = *(u8 *)(r5 + 0)
  441: r1 += 0x1
  442: r1 <<= 0x3
  443: r5 += r1
  444: goto L40
L39:
  445: r2 = r5
  446: r2 += 0x8
  447: if r2 > r3 goto L1
  448: r1 = *(u16 *)(r5 + 2)
  449: r4 = *(u8 *)(r5 + 0)
  450: r5 += 0x8
  451: if w1 & 0xf8ff goto L22
L40:
  452: r1 = r5
  453: r1 -= r0
  454: if r1 > 0x7fff goto L1
  455: r5 = r0
  456: r5 += r1
  457: if r4 == 0x2c goto L42
  458: if r4 == 0x0 goto L41
  459: if r4 == 0x2b goto L41
  460: if r4 != 0x3c goto L21
L41:
  461: r2 = r5
  462: r2 += 0x8
  463: if r2 > r3 goto L1
  464: r1 = *(u8 *)(r5 + 1)
  465: r4 = *(u8 *)(r5 + 0)
  466: r1 += 0x1
  467: r1 <<= 0x3
  468: r5 += r1
  469: goto L43
L42:
  470: r2 = r5
  471: r2 += 0x8
  472: if r2 > r3 goto L1
  473: r1 = *(u16 *)(r5 + 2)
  474: r4 = *(u8 *)(r5 + 0)
  475: r5 += 0x8
  476: if w1 & 0xf8ff goto L22
L43:
  477: r1 = r5
  478: r1 -= r0
  479: if r1 > 0x7fff goto L1
  480: r5 = r0
  481: r5 += r1
  482: if r4 == 0x2c goto L45
  483: if r4 == 0x0 goto L44
  484: if r4 == 0x2b goto L44
  485: if r4 != 0x3c goto L21
L44:
  486: r2 = r5
  487: r2 += 0x8
  488: if r2 > r3 goto L1
  489: r1 = *(u8 *)(r5 + 1)
  490: r4 = *(u8 *)(r5 + 0)
  491: r1 += 0x1
  492: r1 <<= 0x3
  493: r5 += r1
  494: goto L46
L45:
  495: r2 = r5
  496: r2 += 0x8
  497: if r2 > r3 goto L1
  498: r1 = *(u16 *)(r5 + 2)
  499: r4 = *(u8 *)(r5 + 0)
  500: r5 += 0x8
  501: if w1 & 0xf8ff goto L22
L46:
  502: r1 = r5
  503: r1 -= r0
  504: if r1 > 0x7fff goto L1
  505: r5 = r0
  506: r5 += r1
      ; deeper than the walk: no specified verdict
  507: if r4 == 0x0 goto L1
  508: if r4 == 0x2b goto L1
  509: if r4 == 0x2c goto L1
  510: if r4 == 0x3c goto L1
L21:
  511: r7 = r4
      ; layer 4 (r4 = protocol, header at r5)
  512: if r4 == 0x11 goto L48
  513: r8 = 0x10000
  514: goto L3
L48:
  515: r2 = r5
  516: r2 += 0x8
  517: if r2 > r3 goto L1
  518: r8 = *(u16 *)(r5 + 2)
  519: goto L3
L22:
  520: r7 = r4
  521: r8 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  522: if r7 != 0x11 goto L50
  523: if r8 != 0x3500 goto L50
L51:
      ; contains: 11 bytes, shift-or over the IP packet
  524: r3 = *(u64 *)(r10 - 184)
  525: r3 |= 0x0
  526: r3 -= 0xe
  527: if r3 > 0x5dc goto L54
  528: *(u64 *)(r10 - 264) = r3
  529: r5 = &.rodata.d0[0] ll
  531: r4 = 0xffffffff
L55:
  532: if r3 < 0x8 goto L56
  533: r1 = *(u64 *)(r10 - 264)
  534: r1 -= r3
  535: if r1 s< 0x0 goto L54
  536: r2 = *(u64 *)(r10 - 160)
  537: r2 += r1
  538: r1 = r2
  539: r1 += 0x16
  540: r0 = *(u64 *)(r10 - 168)
  541: if r1 > r0 goto L54
  542: r1 = *(u8 *)(r2 + 14)
  543: r1 <<= 0x3
  544: r0 = r5
  545: r0 += r1
  546: r0 = *(u64 *)(r0 + 0)
  547: r4 <<= 0x1
  548: r4 |= r0
  549: if r4 < 0xfffffc00 goto L53
  550: r1 = *(u8 *)(r2 + 15)
  551: r1 <<= 0x3
  552: r0 = r5
  553: r0 += r1
  554: r0 = *(u64 *)(r0 + 0)
  555: r4 <<= 0x1
  556: r4 |= r0
  557: if r4 < 0xfffffc00 goto L53
  558: r1 = *(u8 *)(r2 + 16)
  559: r1 <<= 0x3
  560: r0 = r5
  561: r0 += r1
  562: r0 = *(u64 *)(r0 + 0)
  563: r4 <<= 0x1
  564: r4 |= r0
  565: if r4 < 0xfffffc00 goto L53
  566: r1 = *(u8 *)(r2 + 17)
  567: r1 <<= 0x3
  568: r0 = r5
  569: r0 += r1
  570: r0 = *(u64 *)(r0 + 0)
  571: r4 <<= 0x1
  572: r4 |= r0
  573: if r4 < 0xfffffc00 goto L53
  574: r1 = *(u8 *)(r2 + 18)
  575: r1 <<= 0x3
  576: r0 = r5
  577: r0 += r1
  578: r0 = *(u64 *)(r0 + 0)
  579: r4 <<= 0x1
  580: r4 |= r0
  581: if r4 < 0xfffffc00 goto L53
  582: r1 = *(u8 *)(r2 + 19)
  583: r1 <<= 0x3
  584: r0 = r5
  585: r0 += r1
  586: r0 = *(u64 *)(r0 + 0)
  587: r4 <<= 0x1
  588: r4 |= r0
  589: if r4 < 0xfffffc00 goto L53
  590: r1 = *(u8 *)(r2 + 20)
  591: r1 <<= 0x3
  592: r0 = r5
  593: r0 += r1
  594: r0 = *(u64 *)(r0 + 0)
  595: r4 <<= 0x1
  596: r4 |= r0
  597: if r4 < 0xfffffc00 goto L53
  598: r1 = *(u8 *)(r2 + 21)
  599: r1 <<= 0x3
  600: r0 = r5
  601: r0 += r1
  602: r0 = *(u64 *)(r0 + 0)
  603: r4 <<= 0x1
  604: r4 |= r0
  605: if r4 < 0xfffffc00 goto L53
  606: r3 -= 0x8
  607: goto L55
L56:
  608: if r3 == 0x0 goto L54
  609: r1 = *(u64 *)(r10 - 264)
  610: r1 -= r3
  611: if r1 s< 0x0 goto L54
  612: r2 = *(u64 *)(r10 - 160)
  613: r2 += r1
  614: r1 = r2
  615: r1 += 0xf
  616: r0 = *(u64 *)(r10 - 168)
  617: if r1 > r0 goto L54
  618: r1 = *(u8 *)(r2 + 14)
  619: r1 <<= 0x3
  620: r0 = r5
  621: r0 += r1
  622: r0 = *(u64 *)(r0 + 0)
  623: r4 <<= 0x1
  624: r4 |= r0
  625: if r4 < 0xfffffc00 goto L53
  626: r3 -= 0x1
  627: if r3 == 0x0 goto L54
  628: r1 = *(u64 *)(r10 - 264)
  629: r1 -= r3
  630: if r1 s< 0x0 goto L54
  631: r2 = *(u64 *)(r10 - 160)
  632: r2 += r1
  633: r1 = r2
  634: r1 += 0xf
  635: r0 = *(u64 *)(r10 - 168)
  636: if r1 > r0 goto L54
  637: r1 = *(u8 *)(r2 + 14)
  638: r1 <<= 0x3
  639: r0 = r5
  640: r0 += r1
  641: r0 = *(u64 *)(r0 + 0)
  642: r4 <<= 0x1
  643: r4 |= r0
  644: if r4 < 0xfffffc00 goto L53
  645: r3 -= 0x1
  646: if r3 == 0x0 goto L54
  647: r1 = *(u64 *)(r10 - 264)
  648: r1 -= r3
  649: if r1 s< 0x0 goto L54
  650: r2 = *(u64 *)(r10 - 160)
  651: r2 += r1
  652: r1 = r2
  653: r1 += 0xf
  654: r0 = *(u64 *)(r10 - 168)
  655: if r1 > r0 goto L54
  656: r1 = *(u8 *)(r2 + 14)
  657: r1 <<= 0x3
  658: r0 = r5
  659: r0 += r1
  660: r0 = *(u64 *)(r0 + 0)
  661: r4 <<= 0x1
  662: r4 |= r0
  663: if r4 < 0xfffffc00 goto L53
  664: r3 -= 0x1
  665: if r3 == 0x0 goto L54
  666: r1 = *(u64 *)(r10 - 264)
  667: r1 -= r3
  668: if r1 s< 0x0 goto L54
  669: r2 = *(u64 *)(r10 - 160)
  670: r2 += r1
  671: r1 = r2
  672: r1 += 0xf
  673: r0 = *(u64 *)(r10 - 168)
  674: if r1 > r0 goto L54
  675: r1 = *(u8 *)(r2 + 14)
  676: r1 <<= 0x3
  677: r0 = r5
  678: r0 += r1
  679: r0 = *(u64 *)(r0 + 0)
  680: r4 <<= 0x1
  681: r4 |= r0
  682: if r4 < 0xfffffc00 goto L53
  683: r3 -= 0x1
  684: if r3 == 0x0 goto L54
  685: r1 = *(u64 *)(r10 - 264)
  686: r1 -= r3
  687: if r1 s< 0x0 goto L54
  688: r2 = *(u64 *)(r10 - 160)
  689: r2 += r1
  690: r1 = r2
  691: r1 += 0xf
  692: r0 = *(u64 *)(r10 - 168)
  693: if r1 > r0 goto L54
  694: r1 = *(u8 *)(r2 + 14)
  695: r1 <<= 0x3
  696: r0 = r5
  697: r0 += r1
  698: r0 = *(u64 *)(r0 + 0)
  699: r4 <<= 0x1
  700: r4 |= r0
  701: if r4 < 0xfffffc00 goto L53
  702: r3 -= 0x1
  703: if r3 == 0x0 goto L54
  704: r1 = *(u64 *)(r10 - 264)
  705: r1 -= r3
  706: if r1 s< 0x0 goto L54
  707: r2 = *(u64 *)(r10 - 160)
  708: r2 += r1
  709: r1 = r2
  710: r1 += 0xf
  711: r0 = *(u64 *)(r10 - 168)
  712: if r1 > r0 goto L54
  713: r1 = *(u8 *)(r2 + 14)
  714: r1 <<= 0x3
  715: r0 = r5
  716: r0 += r1
  717: r0 = *(u64 *)(r0 + 0)
  718: r4 <<= 0x1
  719: r4 |= r0
  720: if r4 < 0xfffffc00 goto L53
  721: r3 -= 0x1
  722: if r3 == 0x0 goto L54
  723: r1 = *(u64 *)(r10 - 264)
  724: r1 -= r3
  725: if r1 s< 0x0 goto L54
  726: r2 = *(u64 *)(r10 - 160)
  727: r2 += r1
  728: r1 = r2
  729: r1 += 0xf
  730: r0 = *(u64 *)(r10 - 168)
  731: if r1 > r0 goto L54
  732: r1 = *(u8 *)(r2 + 14)
  733: r1 <<= 0x3
  734: r0 = r5
  735: r0 += r1
  736: r0 = *(u64 *)(r0 + 0)
  737: r4 <<= 0x1
  738: r4 |= r0
  739: if r4 < 0xfffffc00 goto L53
  740: r3 -= 0x1
L54:
  741: r0 = 0x0
  742: r1 = 0x0
  743: r2 = 0x0
  744: r3 = 0x0
  745: r4 = 0x0
  746: r5 = 0x0
  747: goto L50
L53:
  748: r0 = 0x0
  749: r1 = 0x0
  750: r2 = 0x0
  751: r3 = 0x0
  752: r4 = 0x0
  753: r5 = 0x0
L52:
  754: *(u32 *)(r10 - 136) = 0x0
  755: *(u64 *)(r10 - 144) = 0x2
  756: goto L0
L50:
      ; default
  757: *(u32 *)(r10 - 136) = 0x1
  758: *(u64 *)(r10 - 144) = 0xffffffff
  759: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  760: *(u32 *)(r10 - 136) = 0x2
  761: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  762: r1 = map[dropc_counters] ll
  764: r2 = r10
  765: r2 += 0xffffff78
  766: call 1
  767: if r0 == 0x0 goto L57
  768: r1 = *(u64 *)(r0 + 0)
  769: r1 += 0x1
  770: *(u64 *)(r0 + 0) = r1
L57:
  771: r0 = *(u64 *)(r10 - 144)
  772: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  773: r1 = map[dropc_counters] ll
  775: r2 = r10
  776: r2 += 0xffffff78
  777: call 1
  778: if r0 == 0x0 goto L58
  779: r1 = *(u64 *)(r0 + 0)
  780: r1 += 0x1
  781: *(u64 *)(r0 + 0) = r1
L58:
  782: r0 = *(u64 *)(r10 - 144)
  783: exit
