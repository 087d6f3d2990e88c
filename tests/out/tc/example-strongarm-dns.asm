; dropc tc program `dropc_tc` (1163 instruction slots)
; data section .rodata.d0 (2048 bytes)
; data section .rodata.d1 (65536 bytes)
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
      ; payload: keep the packet bounds and the IP packet's end
   23: *(u64 *)(r10 - 160) = r0
   24: *(u64 *)(r10 - 168) = r3
   25: r1 = *(u16 *)(r0 + 16)
   26: r1 = be16 r1
   27: r1 += 0xe
   28: *(u64 *)(r10 - 184) = r1
   29: r4 = *(u8 *)(r0 + 23)
   30: r7 = r4
   31: r2 = *(u16 *)(r0 + 20)
   32: if w2 & 0xff1f goto L9
   33: r5 = *(u8 *)(r0 + 14)
   34: r5 &= 0xf
   35: r5 <<= 0x2
   36: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   37: if r4 == 0x11 goto L11
   38: r8 = 0x10000
   39: goto L2
L9:
   40: r8 = 0x10000
   41: goto L2
L11:
   42: r2 = r5
   43: r2 += 0x16
   44: if r2 > r3 goto L1
   45: r8 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `isc-any` (line 10): Drop
   46: if r7 != 0x11 goto L13
   47: if r8 != 0x3500 goto L13
L14:
      ; contains: 11 bytes, shift-or over the IP packet
   48: r3 = *(u64 *)(r10 - 184)
   49: r3 |= 0x0
   50: r3 -= 0xe
   51: if r3 > 0x5dc goto L17
   52: *(u64 *)(r10 - 264) = r3
      ; contains: 2-gram prefilter, every 10 bytes
   53: r5 = &.rodata.d1[0] ll
   55: r3 -= 0x9
L21:
   56: if r3 s< 0x48 goto L22
   57: r1 = *(u64 *)(r10 - 264)
   58: r1 -= r3
   59: if r1 s< 0x0 goto L17
   60: r2 = *(u64 *)(r10 - 160)
   61: r2 += r1
   62: r1 = r2
   63: r1 += 0x56
   64: r0 = *(u64 *)(r10 - 168)
   65: if r1 > r0 goto L17
   66: r1 = *(u16 *)(r2 + 14)
   67: r1 += r5
   68: r0 = *(u8 *)(r1 + 0)
   69: if r0 == 0x0 goto L24
   70: goto L23
L24:
   71: r1 = *(u16 *)(r2 + 24)
   72: r1 += r5
   73: r0 = *(u8 *)(r1 + 0)
   74: if r0 == 0x0 goto L25
   75: r3 -= 0xa
   76: goto L23
L25:
   77: r1 = *(u16 *)(r2 + 34)
   78: r1 += r5
   79: r0 = *(u8 *)(r1 + 0)
   80: if r0 == 0x0 goto L26
   81: r3 -= 0x14
   82: goto L23
L26:
   83: r1 = *(u16 *)(r2 + 44)
   84: r1 += r5
   85: r0 = *(u8 *)(r1 + 0)
   86: if r0 == 0x0 goto L27
   87: r3 -= 0x1e
   88: goto L23
L27:
   89: r1 = *(u16 *)(r2 + 54)
   90: r1 += r5
   91: r0 = *(u8 *)(r1 + 0)
   92: if r0 == 0x0 goto L28
   93: r3 -= 0x28
   94: goto L23
L28:
   95: r1 = *(u16 *)(r2 + 64)
   96: r1 += r5
   97: r0 = *(u8 *)(r1 + 0)
   98: if r0 == 0x0 goto L29
   99: r3 -= 0x32
  100: goto L23
L29:
  101: r1 = *(u16 *)(r2 + 74)
  102: r1 += r5
  103: r0 = *(u8 *)(r1 + 0)
  104: if r0 == 0x0 goto L30
  105: r3 -= 0x3c
  106: goto L23
L30:
  107: r1 = *(u16 *)(r2 + 84)
  108: r1 += r5
  109: r0 = *(u8 *)(r1 + 0)
  110: if r0 == 0x0 goto L31
  111: r3 -= 0x46
  112: goto L23
L31:
  113: r3 -= 0x50
  114: goto L21
L22:
  115: if r3 s< 0x2 goto L17
  116: r1 = *(u64 *)(r10 - 264)
  117: r1 -= r3
  118: if r1 s< 0x0 goto L17
  119: r2 = *(u64 *)(r10 - 160)
  120: r2 += r1
  121: r1 = r2
  122: r1 += 0x10
  123: r0 = *(u64 *)(r10 - 168)
  124: if r1 > r0 goto L17
  125: r1 = *(u16 *)(r2 + 14)
  126: r1 += r5
  127: r0 = *(u8 *)(r1 + 0)
  128: if r0 == 0x0 goto L32
  129: goto L23
L32:
  130: r3 -= 0xa
  131: if r3 s< 0x2 goto L17
  132: r1 = *(u64 *)(r10 - 264)
  133: r1 -= r3
  134: if r1 s< 0x0 goto L17
  135: r2 = *(u64 *)(r10 - 160)
  136: r2 += r1
  137: r1 = r2
  138: r1 += 0x10
  139: r0 = *(u64 *)(r10 - 168)
  140: if r1 > r0 goto L17
  141: r1 = *(u16 *)(r2 + 14)
  142: r1 += r5
  143: r0 = *(u8 *)(r1 + 0)
  144: if r0 == 0x0 goto L33
  145: goto L23
L33:
  146: r3 -= 0xa
  147: if r3 s< 0x2 goto L17
  148: r1 = *(u64 *)(r10 - 264)
  149: r1 -= r3
  150: if r1 s< 0x0 goto L17
  151: r2 = *(u64 *)(r10 - 160)
  152: r2 += r1
  153: r1 = r2
  154: r1 += 0x10
  155: r0 = *(u64 *)(r10 - 168)
  156: if r1 > r0 goto L17
  157: r1 = *(u16 *)(r2 + 14)
  158: r1 += r5
  159: r0 = *(u8 *)(r1 + 0)
  160: if r0 == 0x0 goto L34
  161: goto L23
L34:
  162: r3 -= 0xa
  163: if r3 s< 0x2 goto L17
  164: r1 = *(u64 *)(r10 - 264)
  165: r1 -= r3
  166: if r1 s< 0x0 goto L17
  167: r2 = *(u64 *)(r10 - 160)
  168: r2 += r1
  169: r1 = r2
  170: r1 += 0x10
  171: r0 = *(u64 *)(r10 - 168)
  172: if r1 > r0 goto L17
  173: r1 = *(u16 *)(r2 + 14)
  174: r1 += r5
  175: r0 = *(u8 *)(r1 + 0)
  176: if r0 == 0x0 goto L35
  177: goto L23
L35:
  178: r3 -= 0xa
  179: if r3 s< 0x2 goto L17
  180: r1 = *(u64 *)(r10 - 264)
  181: r1 -= r3
  182: if r1 s< 0x0 goto L17
  183: r2 = *(u64 *)(r10 - 160)
  184: r2 += r1
  185: r1 = r2
  186: r1 += 0x10
  187: r0 = *(u64 *)(r10 - 168)
  188: if r1 > r0 goto L17
  189: r1 = *(u16 *)(r2 + 14)
  190: r1 += r5
  191: r0 = *(u8 *)(r1 + 0)
  192: if r0 == 0x0 goto L36
  193: goto L23
L36:
  194: r3 -= 0xa
  195: if r3 s< 0x2 goto L17
  196: r1 = *(u64 *)(r10 - 264)
  197: r1 -= r3
  198: if r1 s< 0x0 goto L17
  199: r2 = *(u64 *)(r10 - 160)
  200: r2 += r1
  201: r1 = r2
  202: r1 += 0x10
  203: r0 = *(u64 *)(r10 - 168)
  204: if r1 > r0 goto L17
  205: r1 = *(u16 *)(r2 + 14)
  206: r1 += r5
  207: r0 = *(u8 *)(r1 + 0)
  208: if r0 == 0x0 goto L37
  209: goto L23
L37:
  210: r3 -= 0xa
  211: if r3 s< 0x2 goto L17
  212: r1 = *(u64 *)(r10 - 264)
  213: r1 -= r3
  214: if r1 s< 0x0 goto L17
  215: r2 = *(u64 *)(r10 - 160)
  216: r2 += r1
  217: r1 = r2
  218: r1 += 0x10
  219: r0 = *(u64 *)(r10 - 168)
  220: if r1 > r0 goto L17
  221: r1 = *(u16 *)(r2 + 14)
  222: r1 += r5
  223: r0 = *(u8 *)(r1 + 0)
  224: if r0 == 0x0 goto L38
  225: goto L23
L38:
  226: r3 -= 0xa
  227: goto L17
L23:
  228: r1 = *(u64 *)(r10 - 264)
  229: r1 -= r3
  230: r1 -= 0x9
  231: r3 = *(u64 *)(r10 - 264)
  232: r3 -= r1
  233: if r3 > 0x5dc goto L17
  234: r0 = 0x0
  235: r1 = 0x0
  236: r2 = 0x0
L20:
  237: r5 = &.rodata.d0[0] ll
  239: r4 = 0xffffffff
L18:
  240: if r3 < 0x8 goto L19
  241: r1 = *(u64 *)(r10 - 264)
  242: r1 -= r3
  243: if r1 s< 0x0 goto L17
  244: r2 = *(u64 *)(r10 - 160)
  245: r2 += r1
  246: r1 = r2
  247: r1 += 0x16
  248: r0 = *(u64 *)(r10 - 168)
  249: if r1 > r0 goto L17
  250: r1 = *(u8 *)(r2 + 14)
  251: r1 <<= 0x3
  252: r0 = r5
  253: r0 += r1
  254: r0 = *(u64 *)(r0 + 0)
  255: r4 <<= 0x1
  256: r4 |= r0
  257: if r4 < 0xfffffc00 goto L16
  258: r1 = *(u8 *)(r2 + 15)
  259: r1 <<= 0x3
  260: r0 = r5
  261: r0 += r1
  262: r0 = *(u64 *)(r0 + 0)
  263: r4 <<= 0x1
  264: r4 |= r0
  265: if r4 < 0xfffffc00 goto L16
  266: r1 = *(u8 *)(r2 + 16)
  267: r1 <<= 0x3
  268: r0 = r5
  269: r0 += r1
  270: r0 = *(u64 *)(r0 + 0)
  271: r4 <<= 0x1
  272: r4 |= r0
  273: if r4 < 0xfffffc00 goto L16
  274: r1 = *(u8 *)(r2 + 17)
  275: r1 <<= 0x3
  276: r0 = r5
  277: r0 += r1
  278: r0 = *(u64 *)(r0 + 0)
  279: r4 <<= 0x1
  280: r4 |= r0
  281: if r4 < 0xfffffc00 goto L16
  282: r1 = *(u8 *)(r2 + 18)
  283: r1 <<= 0x3
  284: r0 = r5
  285: r0 += r1
  286: r0 = *(u64 *)(r0 + 0)
  287: r4 <<= 0x1
  288: r4 |= r0
  289: if r4 < 0xfffffc00 goto L16
  290: r1 = *(u8 *)(r2 + 19)
  291: r1 <<= 0x3
  292: r0 = r5
  293: r0 += r1
  294: r0 = *(u64 *)(r0 + 0)
  295: r4 <<= 0x1
  296: r4 |= r0
  297: if r4 < 0xfffffc00 goto L16
  298: r1 = *(u8 *)(r2 + 20)
  299: r1 <<= 0x3
  300: r0 = r5
  301: r0 += r1
  302: r0 = *(u64 *)(r0 + 0)
  303: r4 <<= 0x1
  304: r4 |= r0
  305: if r4 < 0xfffffc00 goto L16
  306: r1 = *(u8 *)(r2 + 21)
  307: r1 <<= 0x3
  308: r0 = r5
  309: r0 += r1
  310: r0 = *(u64 *)(r0 + 0)
  311: r4 <<= 0x1
  312: r4 |= r0
  313: if r4 < 0xfffffc00 goto L16
  314: r3 -= 0x8
  315: goto L18
L19:
  316: if r3 == 0x0 goto L17
  317: r1 = *(u64 *)(r10 - 264)
  318: r1 -= r3
  319: if r1 s< 0x0 goto L17
  320: r2 = *(u64 *)(r10 - 160)
  321: r2 += r1
  322: r1 = r2
  323: r1 += 0xf
  324: r0 = *(u64 *)(r10 - 168)
  325: if r1 > r0 goto L17
  326: r1 = *(u8 *)(r2 + 14)
  327: r1 <<= 0x3
  328: r0 = r5
  329: r0 += r1
  330: r0 = *(u64 *)(r0 + 0)
  331: r4 <<= 0x1
  332: r4 |= r0
  333: if r4 < 0xfffffc00 goto L16
  334: r3 -= 0x1
  335: if r3 == 0x0 goto L17
  336: r1 = *(u64 *)(r10 - 264)
  337: r1 -= r3
  338: if r1 s< 0x0 goto L17
  339: r2 = *(u64 *)(r10 - 160)
  340: r2 += r1
  341: r1 = r2
  342: r1 += 0xf
  343: r0 = *(u64 *)(r10 - 168)
  344: if r1 > r0 goto L17
  345: r1 = *(u8 *)(r2 + 14)
  346: r1 <<= 0x3
  347: r0 = r5
  348: r0 += r1
  349: r0 = *(u64 *)(r0 + 0)
  350: r4 <<= 0x1
  351: r4 |= r0
  352: if r4 < 0xfffffc00 goto L16
  353: r3 -= 0x1
  354: if r3 == 0x0 goto L17
  355: r1 = *(u64 *)(r10 - 264)
  356: r1 -= r3
  357: if r1 s< 0x0 goto L17
  358: r2 = *(u64 *)(r10 - 160)
  359: r2 += r1
  360: r1 = r2
  361: r1 += 0xf
  362: r0 = *(u64 *)(r10 - 168)
  363: if r1 > r0 goto L17
  364: r1 = *(u8 *)(r2 + 14)
  365: r1 <<= 0x3
  366: r0 = r5
  367: r0 += r1
  368: r0 = *(u64 *)(r0 + 0)
  369: r4 <<= 0x1
  370: r4 |= r0
  371: if r4 < 0xfffffc00 goto L16
  372: r3 -= 0x1
  373: if r3 == 0x0 goto L17
  374: r1 = *(u64 *)(r10 - 264)
  375: r1 -= r3
  376: if r1 s< 0x0 goto L17
  377: r2 = *(u64 *)(r10 - 160)
  378: r2 += r1
  379: r1 = r2
  380: r1 += 0xf
  381: r0 = *(u64 *)(r10 - 168)
  382: if r1 > r0 goto L17
  383: r1 = *(u8 *)(r2 + 14)
  384: r1 <<= 0x3
  385: r0 = r5
  386: r0 += r1
  387: r0 = *(u64 *)(r0 + 0)
  388: r4 <<= 0x1
  389: r4 |= r0
  390: if r4 < 0xfffffc00 goto L16
  391: r3 -= 0x1
  392: if r3 == 0x0 goto L17
  393: r1 = *(u64 *)(r10 - 264)
  394: r1 -= r3
  395: if r1 s< 0x0 goto L17
  396: r2 = *(u64 *)(r10 - 160)
  397: r2 += r1
  398: r1 = r2
  399: r1 += 0xf
  400: r0 = *(u64 *)(r10 - 168)
  401: if r1 > r0 goto L17
  402: r1 = *(u8 *)(r2 + 14)
  403: r1 <<= 0x3
  404: r0 = r5
  405: r0 += r1
  406: r0 = *(u64 *)(r0 + 0)
  407: r4 <<= 0x1
  408: r4 |= r0
  409: if r4 < 0xfffffc00 goto L16
  410: r3 -= 0x1
  411: if r3 == 0x0 goto L17
  412: r1 = *(u64 *)(r10 - 264)
  413: r1 -= r3
  414: if r1 s< 0x0 goto L17
  415: r2 = *(u64 *)(r10 - 160)
  416: r2 += r1
  417: r1 = r2
  418: r1 += 0xf
  419: r0 = *(u64 *)(r10 - 168)
  420: if r1 > r0 goto L17
  421: r1 = *(u8 *)(r2 + 14)
  422: r1 <<= 0x3
  423: r0 = r5
  424: r0 += r1
  425: r0 = *(u64 *)(r0 + 0)
  426: r4 <<= 0x1
  427: r4 |= r0
  428: if r4 < 0xfffffc00 goto L16
  429: r3 -= 0x1
  430: if r3 == 0x0 goto L17
  431: r1 = *(u64 *)(r10 - 264)
  432: r1 -= r3
  433: if r1 s< 0x0 goto L17
  434: r2 = *(u64 *)(r10 - 160)
  435: r2 += r1
  436: r1 = r2
  437: r1 += 0xf
  438: r0 = *(u64 *)(r10 - 168)
  439: if r1 > r0 goto L17
  440: r1 = *(u8 *)(r2 + 14)
  441: r1 <<= 0x3
  442: r0 = r5
  443: r0 += r1
  444: r0 = *(u64 *)(r0 + 0)
  445: r4 <<= 0x1
  446: r4 |= r0
  447: if r4 < 0xfffffc00 goto L16
  448: r3 -= 0x1
L17:
  449: r0 = 0x0
  450: r1 = 0x0
  451: r2 = 0x0
  452: r3 = 0x0
  453: r4 = 0x0
  454: r5 = 0x0
  455: goto L13
L16:
  456: r0 = 0x0
  457: r1 = 0x0
  458: r2 = 0x0
  459: r3 = 0x0
  460: r4 = 0x0
  461: r5 = 0x0
L15:
  462: *(u32 *)(r10 - 136) = 0x0
  463: *(u64 *)(r10 - 144) = 0x2
  464: goto L0
L13:
      ; default
  465: *(u32 *)(r10 - 136) = 0x1
  466: *(u64 *)(r10 - 144) = 0xffffffff
  467: goto L0
L6:
  468: if w1 == 0xdd86 goto L7
  469: if w1 == 0x81 goto L39
  470: if w1 != 0xa888 goto L1
L39:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  471: r2 = *(u32 *)(r6 + 20)
  472: if r2 != 0x0 goto L1
  473: r2 = r0
  474: r2 += 0x12
  475: if r2 > r3 goto L1
  476: r1 = *(u16 *)(r0 + 16)
  477: r0 += 0x4
  478: if w1 == 0x8 goto L8
  479: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  480: r2 = r0
  481: r2 += 0x36
  482: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  483: *(u64 *)(r10 - 160) = r0
  484: *(u64 *)(r10 - 168) = r3
  485: r1 = *(u16 *)(r0 + 18)
  486: r1 = be16 r1
  487: r1 += 0x36
  488: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  489: r4 = *(u8 *)(r0 + 20)
  490: r5 = r0
  491: r5 += 0x36
  492: if r4 == 0x2c goto L43
  493: if r4 == 0x0 goto L42
  494: if r4 == 0x2b goto L42
  495: if r4 != 0x3c goto L40
L42:
  496: r2 = r5
  497: r2 += 0x8
  498: if r2 > r3 goto L1
  499: r1 = *(u8 *)(r5 + 1)
  500: r4 = *(u8 *)(r5 + 0)
  501: r1 += 0x1
  502: r1 <<= 0x3
  503: r5 += r1
  504: goto L44
L43:
  505: r2 = r5
  506: r2 += 0x8
  507: if r2 > r3 goto L1
  508: r1 = *(u16 *)(r5 + 2)
  509: r4 = *(u8 *)(r5 + 0)
  510: r5 += 0x8
  511: if w1 & 0xf8ff goto L41
L44:
  512: r1 = r5
  513: r1 -= r0
  514: if r1 > 0x7fff goto L1
  515: r5 = r0
  516: r5 += r1
  517: if r4 == 0x2c goto L46
  518: if r4 == 0x0 goto L45
  519: if r4 == 0x2b goto L45
  520: if r4 != 0x3c goto L40
L45:
  521: r2 = r5
  522: r2 += 0x8
  523: if r2 > r3 goto L1
  524: r1 = *(u8 *)(r5 + 1)
  525: r4 = *(u8 *)(r5 + 0)
  526: r1 += 0x1
  527: r1 <<= 0x3
  528: r5 += r1
  529: goto L47
L46:
  530: r2 = r5
  531: r2 += 0x8
  532: if r2 > r3 goto L1
  533: r1 = *(u16 *)(r5 + 2)
  534: r4 = *(u8 *)(r5 + 0)
  535: r5 += 0x8
  536: if w1 & 0xf8ff goto L41
L47:
  537: r1 = r5
  538: r1 -= r0
  539: if r1 > 0x7fff goto L1
  540: r5 = r0
  541: r5 += r1
  542: if r4 == 0x2c goto L49
  543: if r4 == 0x0 goto L48
  544: if r4 == 0x2b goto L48
  545: if r4 != 0x3c goto L40
L48:
  546: r2 = r5
  547: r2 += 0x8
  548: if r2 > r3 goto L1
  549: r1 = *(u8 *)(r5 + 1)
  550: r4 = *(u8 *)(r5 + 0)
  551: r1 += 0x1
  552: r1 <<= 0x3
  553: r5 += r1
  554: goto L50
L49:
  555: r2 = r5
  556: r2 += 0x8
  557: if r2 > r3 goto L1
  558: r1 = *(u16 *)(r5 + 2)
  559: r4 = *(u8 *)(r5 + 0)
  560: r5 += 0x8
  561: if w1 & 0xf8ff goto L41
L50:
  562: r1 = r5
  563: r1 -= r0
  564: if r1 > 0x7fff goto L1
  565: r5 = r0
  566: r5 += r1
  567: if r4 == 0x2c goto L52
  568: if r4 == 0x0 goto L51
  569: if r4 == 0x2b goto L51
  570: if r4 != 0x3c goto L40
L51:
  571: r2 = r5
  572: r2 += 0x8
  573: if r2 > r3 goto L1
  574: r1 = *(u8 *)(r5 + 1)
  575: r4 = *(u8 *)(r5 + 0)
  576: r1 += 0x1
  577: r1 <<= 0x3
  578: r5 += r1
  579: goto L53
L52:
  580: r2 = r5
  581: r2 += 0x8
  582: if r2 > r3 goto L1
  583: r1 = *(u16 *)(r5 + 2)
  584: r4 = *(u8 *)(r5 + 0)
  585: r5 += 0x8
  586: if w1 & 0xf8ff goto L41
L53:
  587: r1 = r5
  588: r1 -= r0
  589: if r1 > 0x7fff goto L1
  590: r5 = r0
  591: r5 += r1
  592: if r4 == 0x2c goto L55
  593: if r4 == 0x0 goto L54
  594: if r4 == 0x2b goto L54
  595: if r4 != 0x3c goto L40
L54:
  596: r2 = r5
  597: r2 += 0x8
  598: if r2 > r3 goto L1
  599: r1 = *(u8 *)(r5 + 1)
  600: r4 = *(u8 *)(r5 + 0)
  601: r1 += 0x1
  602: r1 <<= 0x3
  603: r5 += r1
  604: goto L56
L55:
  605: r2 = r5
  606: r2 += 0x8
  607: if r2 > r3 goto L1
  608: r1 = *(u16 *)(r5 + 2)
  609: r4 = *(u8 *)(r5 + 0)
  610: r5 += 0x8
  611: if w1 & 0xf8ff goto L41
L56:
  612: r1 = r5
  613: r1 -= r0
  614: if r1 > 0x7fff goto L1
  615: r5 = r0
  616: r5 += r1
  617: if r4 == 0x2c goto L58
  618: if r4 == 0x0 goto L57
  619: if r4 == 0x2b goto L57
  620: if r4 != 0x3c goto L40
L57:
  621: r2 = r5
  622: r2 += 0x8
  623: if r2 > r3 goto L1
  624: r1 = *(u8 *)(r5 + 1)
  625: r4 = *(u8 *)(r5 + 0)
  626: r1 += 0x1
  627: r1 <<= 0x3
  628: r5 += r1
  629: goto L59
L58:
  630: r2 = r5
  631: r2 += 0x8
  632: if r2 > r3 goto L1
  633: r1 = *(u16 *)(r5 + 2)
  634: r4 = *(u8 *)(r5 + 0)
  635: r5 += 0x8
  636: if w1 & 0xf8ff goto L41
L59:
  637: r1 = r5
  638: r1 -= r0
  639: if r1 > 0x7fff goto L1
  640: r5 = r0
  641: r5 += r1
  642: if r4 == 0x2c goto L61
  643: if r4 == 0x0 goto L60
  644: if r4 == 0x2b goto L60
  645: if r4 != 0x3c goto L40
L60:
  646: r2 = r5
  647: r2 += 0x8
  648: if r2 > r3 goto L1
  649: r1 = *(u8 *)(r5 + 1)
  650: r4 = *(u8 *)(r5 + 0)
  651: r1 += 0x1
  652: r1 <<= 0x3
  653: r5 += r1
  654: goto L62
L61:
  655: r2 = r5
  656: r2 += 0x8
  657: if r2 > r3 goto L1
  658: r1 = *(u16 *)(r5 + 2)
  659: r4 = *(u8 *)(r5 + 0)
  660: r5 += 0x8
  661: if w1 & 0xf8ff goto L41
L62:
  662: r1 = r5
  663: r1 -= r0
  664: if r1 > 0x7fff goto L1
  665: r5 = r0
  666: r5 += r1
  667: if r4 == 0x2c goto L64
  668: if r4 == 0x0 goto L63
  669: if r4 == 0x2b goto L63
  670: if r4 != 0x3c goto L40
L63:
  671: r2 = r5
  672: r2 += 0x8
  673: if r2 > r3 goto L1
  674: r1 = *(u8 *)(r5 + 1)
  675: r4 = *(u8 *)(r5 + 0)
  676: r1 += 0x1
  677: r1 <<= 0x3
  678: r5 += r1
  679: goto L65
L64:
  680: r2 = r5
  681: r2 += 0x8
  682: if r2 > r3 goto L1
  683: r1 = *(u16 *)(r5 + 2)
  684: r4 = *(u8 *)(r5 + 0)
  685: r5 += 0x8
  686: if w1 & 0xf8ff goto L41
L65:
  687: r1 = r5
  688: r1 -= r0
  689: if r1 > 0x7fff goto L1
  690: r5 = r0
  691: r5 += r1
      ; deeper than the walk: no specified verdict
  692: if r4 == 0x0 goto L1
  693: if r4 == 0x2b goto L1
  694: if r4 == 0x2c goto L1
  695: if r4 == 0x3c goto L1
L40:
  696: r7 = r4
      ; layer 4 (r4 = protocol, header at r5)
  697: if r4 == 0x11 goto L67
  698: r8 = 0x10000
  699: goto L3
L67:
  700: r2 = r5
  701: r2 += 0x8
  702: if r2 > r3 goto L1
  703: r8 = *(u16 *)(r5 + 2)
  704: goto L3
L41:
  705: r7 = r4
  706: r8 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  707: if r7 != 0x11 goto L69
  708: if r8 != 0x3500 goto L69
L70:
      ; contains: 11 bytes, shift-or over the IP packet
  709: r3 = *(u64 *)(r10 - 184)
  710: r3 |= 0x0
  711: r3 -= 0xe
  712: if r3 > 0x5dc goto L73
  713: *(u64 *)(r10 - 264) = r3
      ; contains: 2-gram prefilter, every 10 bytes
  714: r5 = &.rodata.d1[0] ll
  716: r3 -= 0x9
L77:
  717: if r3 s< 0x48 goto L78
  718: r1 = *(u64 *)(r10 - 264)
  719: r1 -= r3
  720: if r1 s< 0x0 goto L73
  721: r2 = *(u64 *)(r10 - 160)
  722: r2 += r1
  723: r1 = r2
  724: r1 += 0x56
  725: r0 = *(u64 *)(r10 - 168)
  726: if r1 > r0 goto L73
  727: r1 = *(u16 *)(r2 + 14)
  728: r1 += r5
  729: r0 = *(u8 *)(r1 + 0)
  730: if r0 == 0x0 goto L80
  731: goto L79
L80:
  732: r1 = *(u16 *)(r2 + 24)
  733: r1 += r5
  734: r0 = *(u8 *)(r1 + 0)
  735: if r0 == 0x0 goto L81
  736: r3 -= 0xa
  737: goto L79
L81:
  738: r1 = *(u16 *)(r2 + 34)
  739: r1 += r5
  740: r0 = *(u8 *)(r1 + 0)
  741: if r0 == 0x0 goto L82
  742: r3 -= 0x14
  743: goto L79
L82:
  744: r1 = *(u16 *)(r2 + 44)
  745: r1 += r5
  746: r0 = *(u8 *)(r1 + 0)
  747: if r0 == 0x0 goto L83
  748: r3 -= 0x1e
  749: goto L79
L83:
  750: r1 = *(u16 *)(r2 + 54)
  751: r1 += r5
  752: r0 = *(u8 *)(r1 + 0)
  753: if r0 == 0x0 goto L84
  754: r3 -= 0x28
  755: goto L79
L84:
  756: r1 = *(u16 *)(r2 + 64)
  757: r1 += r5
  758: r0 = *(u8 *)(r1 + 0)
  759: if r0 == 0x0 goto L85
  760: r3 -= 0x32
  761: goto L79
L85:
  762: r1 = *(u16 *)(r2 + 74)
  763: r1 += r5
  764: r0 = *(u8 *)(r1 + 0)
  765: if r0 == 0x0 goto L86
  766: r3 -= 0x3c
  767: goto L79
L86:
  768: r1 = *(u16 *)(r2 + 84)
  769: r1 += r5
  770: r0 = *(u8 *)(r1 + 0)
  771: if r0 == 0x0 goto L87
  772: r3 -= 0x46
  773: goto L79
L87:
  774: r3 -= 0x50
  775: goto L77
L78:
  776: if r3 s< 0x2 goto L73
  777: r1 = *(u64 *)(r10 - 264)
  778: r1 -= r3
  779: if r1 s< 0x0 goto L73
  780: r2 = *(u64 *)(r10 - 160)
  781: r2 += r1
  782: r1 = r2
  783: r1 += 0x10
  784: r0 = *(u64 *)(r10 - 168)
  785: if r1 > r0 goto L73
  786: r1 = *(u16 *)(r2 + 14)
  787: r1 += r5
  788: r0 = *(u8 *)(r1 + 0)
  789: if r0 == 0x0 goto L88
  790: goto L79
L88:
  791: r3 -= 0xa
  792: if r3 s< 0x2 goto L73
  793: r1 = *(u64 *)(r10 - 264)
  794: r1 -= r3
  795: if r1 s< 0x0 goto L73
  796: r2 = *(u64 *)(r10 - 160)
  797: r2 += r1
  798: r1 = r2
  799: r1 += 0x10
  800: r0 = *(u64 *)(r10 - 168)
  801: if r1 > r0 goto L73
  802: r1 = *(u16 *)(r2 + 14)
  803: r1 += r5
  804: r0 = *(u8 *)(r1 + 0)
  805: if r0 == 0x0 goto L89
  806: goto L79
L89:
  807: r3 -= 0xa
  808: if r3 s< 0x2 goto L73
  809: r1 = *(u64 *)(r10 - 264)
  810: r1 -= r3
  811: if r1 s< 0x0 goto L73
  812: r2 = *(u64 *)(r10 - 160)
  813: r2 += r1
  814: r1 = r2
  815: r1 += 0x10
  816: r0 = *(u64 *)(r10 - 168)
  817: if r1 > r0 goto L73
  818: r1 = *(u16 *)(r2 + 14)
  819: r1 += r5
  820: r0 = *(u8 *)(r1 + 0)
  821: if r0 == 0x0 goto L90
  822: goto L79
L90:
  823: r3 -= 0xa
  824: if r3 s< 0x2 goto L73
  825: r1 = *(u64 *)(r10 - 264)
  826: r1 -= r3
  827: if r1 s< 0x0 goto L73
  828: r2 = *(u64 *)(r10 - 160)
  829: r2 += r1
  830: r1 = r2
  831: r1 += 0x10
  832: r0 = *(u64 *)(r10 - 168)
  833: if r1 > r0 goto L73
  834: r1 = *(u16 *)(r2 + 14)
  835: r1 += r5
  836: r0 = *(u8 *)(r1 + 0)
  837: if r0 == 0x0 goto L91
  838: goto L79
L91:
  839: r3 -= 0xa
  840: if r3 s< 0x2 goto L73
  841: r1 = *(u64 *)(r10 - 264)
  842: r1 -= r3
  843: if r1 s< 0x0 goto L73
  844: r2 = *(u64 *)(r10 - 160)
  845: r2 += r1
  846: r1 = r2
  847: r1 += 0x10
  848: r0 = *(u64 *)(r10 - 168)
  849: if r1 > r0 goto L73
  850: r1 = *(u16 *)(r2 + 14)
  851: r1 += r5
  852: r0 = *(u8 *)(r1 + 0)
  853: if r0 == 0x0 goto L92
  854: goto L79
L92:
  855: r3 -= 0xa
  856: if r3 s< 0x2 goto L73
  857: r1 = *(u64 *)(r10 - 264)
  858: r1 -= r3
  859: if r1 s< 0x0 goto L73
  860: r2 = *(u64 *)(r10 - 160)
  861: r2 += r1
  862: r1 = r2
  863: r1 += 0x10
  864: r0 = *(u64 *)(r10 - 168)
  865: if r1 > r0 goto L73
  866: r1 = *(u16 *)(r2 + 14)
  867: r1 += r5
  868: r0 = *(u8 *)(r1 + 0)
  869: if r0 == 0x0 goto L93
  870: goto L79
L93:
  871: r3 -= 0xa
  872: if r3 s< 0x2 goto L73
  873: r1 = *(u64 *)(r10 - 264)
  874: r1 -= r3
  875: if r1 s< 0x0 goto L73
  876: r2 = *(u64 *)(r10 - 160)
  877: r2 += r1
  878: r1 = r2
  879: r1 += 0x10
  880: r0 = *(u64 *)(r10 - 168)
  881: if r1 > r0 goto L73
  882: r1 = *(u16 *)(r2 + 14)
  883: r1 += r5
  884: r0 = *(u8 *)(r1 + 0)
  885: if r0 == 0x0 goto L94
  886: goto L79
L94:
  887: r3 -= 0xa
  888: goto L73
L79:
  889: r1 = *(u64 *)(r10 - 264)
  890: r1 -= r3
  891: r1 -= 0x9
  892: r3 = *(u64 *)(r10 - 264)
  893: r3 -= r1
  894: if r3 > 0x5dc goto L73
  895: r0 = 0x0
  896: r1 = 0x0
  897: r2 = 0x0
L76:
  898: r5 = &.rodata.d0[0] ll
  900: r4 = 0xffffffff
L74:
  901: if r3 < 0x8 goto L75
  902: r1 = *(u64 *)(r10 - 264)
  903: r1 -= r3
  904: if r1 s< 0x0 goto L73
  905: r2 = *(u64 *)(r10 - 160)
  906: r2 += r1
  907: r1 = r2
  908: r1 += 0x16
  909: r0 = *(u64 *)(r10 - 168)
  910: if r1 > r0 goto L73
  911: r1 = *(u8 *)(r2 + 14)
  912: r1 <<= 0x3
  913: r0 = r5
  914: r0 += r1
  915: r0 = *(u64 *)(r0 + 0)
  916: r4 <<= 0x1
  917: r4 |= r0
  918: if r4 < 0xfffffc00 goto L72
  919: r1 = *(u8 *)(r2 + 15)
  920: r1 <<= 0x3
  921: r0 = r5
  922: r0 += r1
  923: r0 = *(u64 *)(r0 + 0)
  924: r4 <<= 0x1
  925: r4 |= r0
  926: if r4 < 0xfffffc00 goto L72
  927: r1 = *(u8 *)(r2 + 16)
  928: r1 <<= 0x3
  929: r0 = r5
  930: r0 += r1
  931: r0 = *(u64 *)(r0 + 0)
  932: r4 <<= 0x1
  933: r4 |= r0
  934: if r4 < 0xfffffc00 goto L72
  935: r1 = *(u8 *)(r2 + 17)
  936: r1 <<= 0x3
  937: r0 = r5
  938: r0 += r1
  939: r0 = *(u64 *)(r0 + 0)
  940: r4 <<= 0x1
  941: r4 |= r0
  942: if r4 < 0xfffffc00 goto L72
  943: r1 = *(u8 *)(r2 + 18)
  944: r1 <<= 0x3
  945: r0 = r5
  946: r0 += r1
  947: r0 = *(u64 *)(r0 + 0)
  948: r4 <<= 0x1
  949: r4 |= r0
  950: if r4 < 0xfffffc00 goto L72
  951: r1 = *(u8 *)(r2 + 19)
  952: r1 <<= 0x3
  953: r0 = r5
  954: r0 += r1
  955: r0 = *(u64 *)(r0 + 0)
  956: r4 <<= 0x1
  957: r4 |= r0
  958: if r4 < 0xfffffc00 goto L72
  959: r1 = *(u8 *)(r2 + 20)
  960: r1 <<= 0x3
  961: r0 = r5
  962: r0 += r1
  963: r0 = *(u64 *)(r0 + 0)
  964: r4 <<= 0x1
  965: r4 |= r0
  966: if r4 < 0xfffffc00 goto L72
  967: r1 = *(u8 *)(r2 + 21)
  968: r1 <<= 0x3
  969: r0 = r5
  970: r0 += r1
  971: r0 = *(u64 *)(r0 + 0)
  972: r4 <<= 0x1
  973: r4 |= r0
  974: if r4 < 0xfffffc00 goto L72
  975: r3 -= 0x8
  976: goto L74
L75:
  977: if r3 == 0x0 goto L73
  978: r1 = *(u64 *)(r10 - 264)
  979: r1 -= r3
  980: if r1 s< 0x0 goto L73
  981: r2 = *(u64 *)(r10 - 160)
  982: r2 += r1
  983: r1 = r2
  984: r1 += 0xf
  985: r0 = *(u64 *)(r10 - 168)
  986: if r1 > r0 goto L73
  987: r1 = *(u8 *)(r2 + 14)
  988: r1 <<= 0x3
  989: r0 = r5
  990: r0 += r1
  991: r0 = *(u64 *)(r0 + 0)
  992: r4 <<= 0x1
  993: r4 |= r0
  994: if r4 < 0xfffffc00 goto L72
  995: r3 -= 0x1
  996: if r3 == 0x0 goto L73
  997: r1 = *(u64 *)(r10 - 264)
  998: r1 -= r3
  999: if r1 s< 0x0 goto L73
 1000: r2 = *(u64 *)(r10 - 160)
 1001: r2 += r1
 1002: r1 = r2
 1003: r1 += 0xf
 1004: r0 = *(u64 *)(r10 - 168)
 1005: if r1 > r0 goto L73
 1006: r1 = *(u8 *)(r2 + 14)
 1007: r1 <<= 0x3
 1008: r0 = r5
 1009: r0 += r1
 1010: r0 = *(u64 *)(r0 + 0)
 1011: r4 <<= 0x1
 1012: r4 |= r0
 1013: if r4 < 0xfffffc00 goto L72
 1014: r3 -= 0x1
 1015: if r3 == 0x0 goto L73
 1016: r1 = *(u64 *)(r10 - 264)
 1017: r1 -= r3
 1018: if r1 s< 0x0 goto L73
 1019: r2 = *(u64 *)(r10 - 160)
 1020: r2 += r1
 1021: r1 = r2
 1022: r1 += 0xf
 1023: r0 = *(u64 *)(r10 - 168)
 1024: if r1 > r0 goto L73
 1025: r1 = *(u8 *)(r2 + 14)
 1026: r1 <<= 0x3
 1027: r0 = r5
 1028: r0 += r1
 1029: r0 = *(u64 *)(r0 + 0)
 1030: r4 <<= 0x1
 1031: r4 |= r0
 1032: if r4 < 0xfffffc00 goto L72
 1033: r3 -= 0x1
 1034: if r3 == 0x0 goto L73
 1035: r1 = *(u64 *)(r10 - 264)
 1036: r1 -= r3
 1037: if r1 s< 0x0 goto L73
 1038: r2 = *(u64 *)(r10 - 160)
 1039: r2 += r1
 1040: r1 = r2
 1041: r1 += 0xf
 1042: r0 = *(u64 *)(r10 - 168)
 1043: if r1 > r0 goto L73
 1044: r1 = *(u8 *)(r2 + 14)
 1045: r1 <<= 0x3
 1046: r0 = r5
 1047: r0 += r1
 1048: r0 = *(u64 *)(r0 + 0)
 1049: r4 <<= 0x1
 1050: r4 |= r0
 1051: if r4 < 0xfffffc00 goto L72
 1052: r3 -= 0x1
 1053: if r3 == 0x0 goto L73
 1054: r1 = *(u64 *)(r10 - 264)
 1055: r1 -= r3
 1056: if r1 s< 0x0 goto L73
 1057: r2 = *(u64 *)(r10 - 160)
 1058: r2 += r1
 1059: r1 = r2
 1060: r1 += 0xf
 1061: r0 = *(u64 *)(r10 - 168)
 1062: if r1 > r0 goto L73
 1063: r1 = *(u8 *)(r2 + 14)
 1064: r1 <<= 0x3
 1065: r0 = r5
 1066: r0 += r1
 1067: r0 = *(u64 *)(r0 + 0)
 1068: r4 <<= 0x1
 1069: r4 |= r0
 1070: if r4 < 0xfffffc00 goto L72
 1071: r3 -= 0x1
 1072: if r3 == 0x0 goto L73
 1073: r1 = *(u64 *)(r10 - 264)
 1074: r1 -= r3
 1075: if r1 s< 0x0 goto L73
 1076: r2 = *(u64 *)(r10 - 160)
 1077: r2 += r1
 1078: r1 = r2
 1079: r1 += 0xf
 1080: r0 = *(u64 *)(r10 - 168)
 1081: if r1 > r0 goto L73
 1082: r1 = *(u8 *)(r2 + 14)
 1083: r1 <<= 0x3
 1084: r0 = r5
 1085: r0 += r1
 1086: r0 = *(u64 *)(r0 + 0)
 1087: r4 <<= 0x1
 1088: r4 |= r0
 1089: if r4 < 0xfffffc00 goto L72
 1090: r3 -= 0x1
 1091: if r3 == 0x0 goto L73
 1092: r1 = *(u64 *)(r10 - 264)
 1093: r1 -= r3
 1094: if r1 s< 0x0 goto L73
 1095: r2 = *(u64 *)(r10 - 160)
 1096: r2 += r1
 1097: r1 = r2
 1098: r1 += 0xf
 1099: r0 = *(u64 *)(r10 - 168)
 1100: if r1 > r0 goto L73
 1101: r1 = *(u8 *)(r2 + 14)
 1102: r1 <<= 0x3
 1103: r0 = r5
 1104: r0 += r1
 1105: r0 = *(u64 *)(r0 + 0)
 1106: r4 <<= 0x1
 1107: r4 |= r0
 1108: if r4 < 0xfffffc00 goto L72
 1109: r3 -= 0x1
L73:
 1110: r0 = 0x0
 1111: r1 = 0x0
 1112: r2 = 0x0
 1113: r3 = 0x0
 1114: r4 = 0x0
 1115: r5 = 0x0
 1116: goto L69
L72:
 1117: r0 = 0x0
 1118: r1 = 0x0
 1119: r2 = 0x0
 1120: r3 = 0x0
 1121: r4 = 0x0
 1122: r5 = 0x0
L71:
 1123: *(u32 *)(r10 - 136) = 0x0
 1124: *(u64 *)(r10 - 144) = 0x2
 1125: goto L0
L69:
      ; default
 1126: *(u32 *)(r10 - 136) = 0x1
 1127: *(u64 *)(r10 - 144) = 0xffffffff
 1128: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
 1129: *(u32 *)(r10 - 136) = 0x2
 1130: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
 1131: r1 = map[dropc_counters] ll
 1133: r2 = r10
 1134: r2 += 0xffffff78
 1135: call 1
 1136: if r0 == 0x0 goto L95
 1137: r1 = *(u64 *)(r0 + 0)
 1138: r1 += 0x1
 1139: *(u64 *)(r0 + 0) = r1
 1140: r1 = *(u64 *)(r10 - 152)
 1141: r2 = *(u32 *)(r1 + 0)
 1142: r1 = *(u64 *)(r0 + 8)
 1143: r1 += r2
 1144: *(u64 *)(r0 + 8) = r1
L95:
 1145: r0 = *(u64 *)(r10 - 144)
 1146: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
 1147: r1 = map[dropc_counters] ll
 1149: r2 = r10
 1150: r2 += 0xffffff78
 1151: call 1
 1152: if r0 == 0x0 goto L96
 1153: r1 = *(u64 *)(r0 + 0)
 1154: r1 += 0x1
 1155: *(u64 *)(r0 + 0) = r1
 1156: r1 = *(u64 *)(r10 - 152)
 1157: r2 = *(u32 *)(r1 + 0)
 1158: r1 = *(u64 *)(r0 + 8)
 1159: r1 += r2
 1160: *(u64 *)(r0 + 8) = r1
L96:
 1161: r0 = *(u64 *)(r10 - 144)
 1162: exit
