; dropc xdp program `dropc_xdp` (1169 instruction slots)
; data section .rodata.d0 (2048 bytes)
; data section .rodata.d1 (65536 bytes)
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
      ; contains: 2-gram prefilter, every 10 bytes
   41: r5 = &.rodata.d1[0] ll
   43: r3 -= 0x9
L19:
   44: if r3 s< 0x48 goto L20
   45: r1 = *(u64 *)(r10 - 264)
   46: r1 -= r3
   47: if r1 s< 0x0 goto L15
   48: r2 = *(u64 *)(r10 - 160)
   49: r2 += r1
   50: r1 = r2
   51: r1 += 0x56
   52: r0 = *(u64 *)(r10 - 168)
   53: if r1 > r0 goto L15
   54: r1 = *(u16 *)(r2 + 14)
   55: r1 += r5
   56: r0 = *(u8 *)(r1 + 0)
   57: if r0 == 0x0 goto L22
   58: goto L21
L22:
   59: r1 = *(u16 *)(r2 + 24)
   60: r1 += r5
   61: r0 = *(u8 *)(r1 + 0)
   62: if r0 == 0x0 goto L23
   63: r3 -= 0xa
   64: goto L21
L23:
   65: r1 = *(u16 *)(r2 + 34)
   66: r1 += r5
   67: r0 = *(u8 *)(r1 + 0)
   68: if r0 == 0x0 goto L24
   69: r3 -= 0x14
   70: goto L21
L24:
   71: r1 = *(u16 *)(r2 + 44)
   72: r1 += r5
   73: r0 = *(u8 *)(r1 + 0)
   74: if r0 == 0x0 goto L25
   75: r3 -= 0x1e
   76: goto L21
L25:
   77: r1 = *(u16 *)(r2 + 54)
   78: r1 += r5
   79: r0 = *(u8 *)(r1 + 0)
   80: if r0 == 0x0 goto L26
   81: r3 -= 0x28
   82: goto L21
L26:
   83: r1 = *(u16 *)(r2 + 64)
   84: r1 += r5
   85: r0 = *(u8 *)(r1 + 0)
   86: if r0 == 0x0 goto L27
   87: r3 -= 0x32
   88: goto L21
L27:
   89: r1 = *(u16 *)(r2 + 74)
   90: r1 += r5
   91: r0 = *(u8 *)(r1 + 0)
   92: if r0 == 0x0 goto L28
   93: r3 -= 0x3c
   94: goto L21
L28:
   95: r1 = *(u16 *)(r2 + 84)
   96: r1 += r5
   97: r0 = *(u8 *)(r1 + 0)
   98: if r0 == 0x0 goto L29
   99: r3 -= 0x46
  100: goto L21
L29:
  101: r3 -= 0x50
  102: goto L19
L20:
  103: if r3 s< 0x2 goto L15
  104: r1 = *(u64 *)(r10 - 264)
  105: r1 -= r3
  106: if r1 s< 0x0 goto L15
  107: r2 = *(u64 *)(r10 - 160)
  108: r2 += r1
  109: r1 = r2
  110: r1 += 0x10
  111: r0 = *(u64 *)(r10 - 168)
  112: if r1 > r0 goto L15
  113: r1 = *(u16 *)(r2 + 14)
  114: r1 += r5
  115: r0 = *(u8 *)(r1 + 0)
  116: if r0 == 0x0 goto L30
  117: goto L21
L30:
  118: r3 -= 0xa
  119: if r3 s< 0x2 goto L15
  120: r1 = *(u64 *)(r10 - 264)
  121: r1 -= r3
  122: if r1 s< 0x0 goto L15
  123: r2 = *(u64 *)(r10 - 160)
  124: r2 += r1
  125: r1 = r2
  126: r1 += 0x10
  127: r0 = *(u64 *)(r10 - 168)
  128: if r1 > r0 goto L15
  129: r1 = *(u16 *)(r2 + 14)
  130: r1 += r5
  131: r0 = *(u8 *)(r1 + 0)
  132: if r0 == 0x0 goto L31
  133: goto L21
L31:
  134: r3 -= 0xa
  135: if r3 s< 0x2 goto L15
  136: r1 = *(u64 *)(r10 - 264)
  137: r1 -= r3
  138: if r1 s< 0x0 goto L15
  139: r2 = *(u64 *)(r10 - 160)
  140: r2 += r1
  141: r1 = r2
  142: r1 += 0x10
  143: r0 = *(u64 *)(r10 - 168)
  144: if r1 > r0 goto L15
  145: r1 = *(u16 *)(r2 + 14)
  146: r1 += r5
  147: r0 = *(u8 *)(r1 + 0)
  148: if r0 == 0x0 goto L32
  149: goto L21
L32:
  150: r3 -= 0xa
  151: if r3 s< 0x2 goto L15
  152: r1 = *(u64 *)(r10 - 264)
  153: r1 -= r3
  154: if r1 s< 0x0 goto L15
  155: r2 = *(u64 *)(r10 - 160)
  156: r2 += r1
  157: r1 = r2
  158: r1 += 0x10
  159: r0 = *(u64 *)(r10 - 168)
  160: if r1 > r0 goto L15
  161: r1 = *(u16 *)(r2 + 14)
  162: r1 += r5
  163: r0 = *(u8 *)(r1 + 0)
  164: if r0 == 0x0 goto L33
  165: goto L21
L33:
  166: r3 -= 0xa
  167: if r3 s< 0x2 goto L15
  168: r1 = *(u64 *)(r10 - 264)
  169: r1 -= r3
  170: if r1 s< 0x0 goto L15
  171: r2 = *(u64 *)(r10 - 160)
  172: r2 += r1
  173: r1 = r2
  174: r1 += 0x10
  175: r0 = *(u64 *)(r10 - 168)
  176: if r1 > r0 goto L15
  177: r1 = *(u16 *)(r2 + 14)
  178: r1 += r5
  179: r0 = *(u8 *)(r1 + 0)
  180: if r0 == 0x0 goto L34
  181: goto L21
L34:
  182: r3 -= 0xa
  183: if r3 s< 0x2 goto L15
  184: r1 = *(u64 *)(r10 - 264)
  185: r1 -= r3
  186: if r1 s< 0x0 goto L15
  187: r2 = *(u64 *)(r10 - 160)
  188: r2 += r1
  189: r1 = r2
  190: r1 += 0x10
  191: r0 = *(u64 *)(r10 - 168)
  192: if r1 > r0 goto L15
  193: r1 = *(u16 *)(r2 + 14)
  194: r1 += r5
  195: r0 = *(u8 *)(r1 + 0)
  196: if r0 == 0x0 goto L35
  197: goto L21
L35:
  198: r3 -= 0xa
  199: if r3 s< 0x2 goto L15
  200: r1 = *(u64 *)(r10 - 264)
  201: r1 -= r3
  202: if r1 s< 0x0 goto L15
  203: r2 = *(u64 *)(r10 - 160)
  204: r2 += r1
  205: r1 = r2
  206: r1 += 0x10
  207: r0 = *(u64 *)(r10 - 168)
  208: if r1 > r0 goto L15
  209: r1 = *(u16 *)(r2 + 14)
  210: r1 += r5
  211: r0 = *(u8 *)(r1 + 0)
  212: if r0 == 0x0 goto L36
  213: goto L21
L36:
  214: r3 -= 0xa
  215: goto L15
L21:
  216: r1 = *(u64 *)(r10 - 264)
  217: r1 -= r3
  218: r1 -= 0x9
  219: r3 = *(u64 *)(r10 - 264)
  220: r3 -= r1
  221: if r3 > 0x5dc goto L15
  222: r0 = 0x0
  223: r1 = 0x0
  224: r2 = 0x0
L18:
  225: r5 = &.rodata.d0[0] ll
  227: r4 = 0xffffffff
L16:
  228: if r3 < 0x8 goto L17
  229: r1 = *(u64 *)(r10 - 264)
  230: r1 -= r3
  231: if r1 s< 0x0 goto L15
  232: r2 = *(u64 *)(r10 - 160)
  233: r2 += r1
  234: r1 = r2
  235: r1 += 0x16
  236: r0 = *(u64 *)(r10 - 168)
  237: if r1 > r0 goto L15
  238: r1 = *(u8 *)(r2 + 14)
  239: r1 <<= 0x3
  240: r0 = r5
  241: r0 += r1
  242: r0 = *(u64 *)(r0 + 0)
  243: r4 <<= 0x1
  244: r4 |= r0
  245: if r4 < 0xfffffc00 goto L14
  246: r1 = *(u8 *)(r2 + 15)
  247: r1 <<= 0x3
  248: r0 = r5
  249: r0 += r1
  250: r0 = *(u64 *)(r0 + 0)
  251: r4 <<= 0x1
  252: r4 |= r0
  253: if r4 < 0xfffffc00 goto L14
  254: r1 = *(u8 *)(r2 + 16)
  255: r1 <<= 0x3
  256: r0 = r5
  257: r0 += r1
  258: r0 = *(u64 *)(r0 + 0)
  259: r4 <<= 0x1
  260: r4 |= r0
  261: if r4 < 0xfffffc00 goto L14
  262: r1 = *(u8 *)(r2 + 17)
  263: r1 <<= 0x3
  264: r0 = r5
  265: r0 += r1
  266: r0 = *(u64 *)(r0 + 0)
  267: r4 <<= 0x1
  268: r4 |= r0
  269: if r4 < 0xfffffc00 goto L14
  270: r1 = *(u8 *)(r2 + 18)
  271: r1 <<= 0x3
  272: r0 = r5
  273: r0 += r1
  274: r0 = *(u64 *)(r0 + 0)
  275: r4 <<= 0x1
  276: r4 |= r0
  277: if r4 < 0xfffffc00 goto L14
  278: r1 = *(u8 *)(r2 + 19)
  279: r1 <<= 0x3
  280: r0 = r5
  281: r0 += r1
  282: r0 = *(u64 *)(r0 + 0)
  283: r4 <<= 0x1
  284: r4 |= r0
  285: if r4 < 0xfffffc00 goto L14
  286: r1 = *(u8 *)(r2 + 20)
  287: r1 <<= 0x3
  288: r0 = r5
  289: r0 += r1
  290: r0 = *(u64 *)(r0 + 0)
  291: r4 <<= 0x1
  292: r4 |= r0
  293: if r4 < 0xfffffc00 goto L14
  294: r1 = *(u8 *)(r2 + 21)
  295: r1 <<= 0x3
  296: r0 = r5
  297: r0 += r1
  298: r0 = *(u64 *)(r0 + 0)
  299: r4 <<= 0x1
  300: r4 |= r0
  301: if r4 < 0xfffffc00 goto L14
  302: r3 -= 0x8
  303: goto L16
L17:
  304: if r3 == 0x0 goto L15
  305: r1 = *(u64 *)(r10 - 264)
  306: r1 -= r3
  307: if r1 s< 0x0 goto L15
  308: r2 = *(u64 *)(r10 - 160)
  309: r2 += r1
  310: r1 = r2
  311: r1 += 0xf
  312: r0 = *(u64 *)(r10 - 168)
  313: if r1 > r0 goto L15
  314: r1 = *(u8 *)(r2 + 14)
  315: r1 <<= 0x3
  316: r0 = r5
  317: r0 += r1
  318: r0 = *(u64 *)(r0 + 0)
  319: r4 <<= 0x1
  320: r4 |= r0
  321: if r4 < 0xfffffc00 goto L14
  322: r3 -= 0x1
  323: if r3 == 0x0 goto L15
  324: r1 = *(u64 *)(r10 - 264)
  325: r1 -= r3
  326: if r1 s< 0x0 goto L15
  327: r2 = *(u64 *)(r10 - 160)
  328: r2 += r1
  329: r1 = r2
  330: r1 += 0xf
  331: r0 = *(u64 *)(r10 - 168)
  332: if r1 > r0 goto L15
  333: r1 = *(u8 *)(r2 + 14)
  334: r1 <<= 0x3
  335: r0 = r5
  336: r0 += r1
  337: r0 = *(u64 *)(r0 + 0)
  338: r4 <<= 0x1
  339: r4 |= r0
  340: if r4 < 0xfffffc00 goto L14
  341: r3 -= 0x1
  342: if r3 == 0x0 goto L15
  343: r1 = *(u64 *)(r10 - 264)
  344: r1 -= r3
  345: if r1 s< 0x0 goto L15
  346: r2 = *(u64 *)(r10 - 160)
  347: r2 += r1
  348: r1 = r2
  349: r1 += 0xf
  350: r0 = *(u64 *)(r10 - 168)
  351: if r1 > r0 goto L15
  352: r1 = *(u8 *)(r2 + 14)
  353: r1 <<= 0x3
  354: r0 = r5
  355: r0 += r1
  356: r0 = *(u64 *)(r0 + 0)
  357: r4 <<= 0x1
  358: r4 |= r0
  359: if r4 < 0xfffffc00 goto L14
  360: r3 -= 0x1
  361: if r3 == 0x0 goto L15
  362: r1 = *(u64 *)(r10 - 264)
  363: r1 -= r3
  364: if r1 s< 0x0 goto L15
  365: r2 = *(u64 *)(r10 - 160)
  366: r2 += r1
  367: r1 = r2
  368: r1 += 0xf
  369: r0 = *(u64 *)(r10 - 168)
  370: if r1 > r0 goto L15
  371: r1 = *(u8 *)(r2 + 14)
  372: r1 <<= 0x3
  373: r0 = r5
  374: r0 += r1
  375: r0 = *(u64 *)(r0 + 0)
  376: r4 <<= 0x1
  377: r4 |= r0
  378: if r4 < 0xfffffc00 goto L14
  379: r3 -= 0x1
  380: if r3 == 0x0 goto L15
  381: r1 = *(u64 *)(r10 - 264)
  382: r1 -= r3
  383: if r1 s< 0x0 goto L15
  384: r2 = *(u64 *)(r10 - 160)
  385: r2 += r1
  386: r1 = r2
  387: r1 += 0xf
  388: r0 = *(u64 *)(r10 - 168)
  389: if r1 > r0 goto L15
  390: r1 = *(u8 *)(r2 + 14)
  391: r1 <<= 0x3
  392: r0 = r5
  393: r0 += r1
  394: r0 = *(u64 *)(r0 + 0)
  395: r4 <<= 0x1
  396: r4 |= r0
  397: if r4 < 0xfffffc00 goto L14
  398: r3 -= 0x1
  399: if r3 == 0x0 goto L15
  400: r1 = *(u64 *)(r10 - 264)
  401: r1 -= r3
  402: if r1 s< 0x0 goto L15
  403: r2 = *(u64 *)(r10 - 160)
  404: r2 += r1
  405: r1 = r2
  406: r1 += 0xf
  407: r0 = *(u64 *)(r10 - 168)
  408: if r1 > r0 goto L15
  409: r1 = *(u8 *)(r2 + 14)
  410: r1 <<= 0x3
  411: r0 = r5
  412: r0 += r1
  413: r0 = *(u64 *)(r0 + 0)
  414: r4 <<= 0x1
  415: r4 |= r0
  416: if r4 < 0xfffffc00 goto L14
  417: r3 -= 0x1
  418: if r3 == 0x0 goto L15
  419: r1 = *(u64 *)(r10 - 264)
  420: r1 -= r3
  421: if r1 s< 0x0 goto L15
  422: r2 = *(u64 *)(r10 - 160)
  423: r2 += r1
  424: r1 = r2
  425: r1 += 0xf
  426: r0 = *(u64 *)(r10 - 168)
  427: if r1 > r0 goto L15
  428: r1 = *(u8 *)(r2 + 14)
  429: r1 <<= 0x3
  430: r0 = r5
  431: r0 += r1
  432: r0 = *(u64 *)(r0 + 0)
  433: r4 <<= 0x1
  434: r4 |= r0
  435: if r4 < 0xfffffc00 goto L14
  436: r3 -= 0x1
L15:
  437: r0 = 0x0
  438: r1 = 0x0
  439: r2 = 0x0
  440: r3 = 0x0
  441: r4 = 0x0
  442: r5 = 0x0
  443: goto L11
L14:
  444: r0 = 0x0
  445: r1 = 0x0
  446: r2 = 0x0
  447: r3 = 0x0
  448: r4 = 0x0
  449: r5 = 0x0
L13:
  450: *(u32 *)(r10 - 136) = 0x0
  451: *(u64 *)(r10 - 144) = 0x1
  452: goto L0
L11:
      ; default
  453: *(u32 *)(r10 - 136) = 0x1
  454: *(u64 *)(r10 - 144) = 0x2
  455: goto L0
L4:
  456: if w1 == 0xdd86 goto L5
  457: if w1 == 0x81 goto L37
  458: if w1 != 0xa888 goto L1
L37:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  459: r2 = r0
  460: r2 += 0x12
  461: if r2 > r3 goto L1
  462: r1 = *(u16 *)(r0 + 16)
  463: r0 += 0x4
  464: if w1 == 0x8 goto L6
  465: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  466: r2 = r0
  467: r2 += 0x36
  468: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  469: *(u64 *)(r10 - 160) = r0
  470: *(u64 *)(r10 - 168) = r3
  471: r1 = *(u16 *)(r0 + 18)
  472: r1 = be16 r1
  473: r1 += 0x36
  474: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  475: r4 = *(u8 *)(r0 + 20)
  476: r5 = r0
  477: r5 += 0x36
  478: if r4 == 0x2c goto L41
  479: if r4 == 0x0 goto L40
  480: if r4 == 0x2b goto L40
  481: if r4 != 0x3c goto L38
L40:
  482: r2 = r5
  483: r2 += 0x8
  484: if r2 > r3 goto L1
  485: r1 = *(u8 *)(r5 + 1)
  486: r4 = *(u8 *)(r5 + 0)
  487: r1 += 0x1
  488: r1 <<= 0x3
  489: r5 += r1
  490: goto L42
L41:
  491: r2 = r5
  492: r2 += 0x8
  493: if r2 > r3 goto L1
  494: r1 = *(u16 *)(r5 + 2)
  495: r4 = *(u8 *)(r5 + 0)
  496: r5 += 0x8
  497: if w1 & 0xf8ff goto L39
L42:
  498: r1 = r5
  499: r1 -= r0
  500: if r1 > 0x7fff goto L1
  501: r5 = r0
  502: r5 += r1
  503: if r4 == 0x2c goto L44
  504: if r4 == 0x0 goto L43
  505: if r4 == 0x2b goto L43
  506: if r4 != 0x3c goto L38
L43:
  507: r2 = r5
  508: r2 += 0x8
  509: if r2 > r3 goto L1
  510: r1 = *(u8 *)(r5 + 1)
  511: r4 = *(u8 *)(r5 + 0)
  512: r1 += 0x1
  513: r1 <<= 0x3
  514: r5 += r1
  515: goto L45
L44:
  516: r2 = r5
  517: r2 += 0x8
  518: if r2 > r3 goto L1
  519: r1 = *(u16 *)(r5 + 2)
  520: r4 = *(u8 *)(r5 + 0)
  521: r5 += 0x8
  522: if w1 & 0xf8ff goto L39
L45:
  523: r1 = r5
  524: r1 -= r0
  525: if r1 > 0x7fff goto L1
  526: r5 = r0
  527: r5 += r1
  528: if r4 == 0x2c goto L47
  529: if r4 == 0x0 goto L46
  530: if r4 == 0x2b goto L46
  531: if r4 != 0x3c goto L38
L46:
  532: r2 = r5
  533: r2 += 0x8
  534: if r2 > r3 goto L1
  535: r1 = *(u8 *)(r5 + 1)
  536: r4 = *(u8 *)(r5 + 0)
  537: r1 += 0x1
  538: r1 <<= 0x3
  539: r5 += r1
  540: goto L48
L47:
  541: r2 = r5
  542: r2 += 0x8
  543: if r2 > r3 goto L1
  544: r1 = *(u16 *)(r5 + 2)
  545: r4 = *(u8 *)(r5 + 0)
  546: r5 += 0x8
  547: if w1 & 0xf8ff goto L39
L48:
  548: r1 = r5
  549: r1 -= r0
  550: if r1 > 0x7fff goto L1
  551: r5 = r0
  552: r5 += r1
  553: if r4 == 0x2c goto L50
  554: if r4 == 0x0 goto L49
  555: if r4 == 0x2b goto L49
  556: if r4 != 0x3c goto L38
L49:
  557: r2 = r5
  558: r2 += 0x8
  559: if r2 > r3 goto L1
  560: r1 = *(u8 *)(r5 + 1)
  561: r4 = *(u8 *)(r5 + 0)
  562: r1 += 0x1
  563: r1 <<= 0x3
  564: r5 += r1
  565: goto L51
L50:
  566: r2 = r5
  567: r2 += 0x8
  568: if r2 > r3 goto L1
  569: r1 = *(u16 *)(r5 + 2)
  570: r4 = *(u8 *)(r5 + 0)
  571: r5 += 0x8
  572: if w1 & 0xf8ff goto L39
L51:
  573: r1 = r5
  574: r1 -= r0
  575: if r1 > 0x7fff goto L1
  576: r5 = r0
  577: r5 += r1
  578: if r4 == 0x2c goto L53
  579: if r4 == 0x0 goto L52
  580: if r4 == 0x2b goto L52
  581: if r4 != 0x3c goto L38
L52:
  582: r2 = r5
  583: r2 += 0x8
  584: if r2 > r3 goto L1
  585: r1 = *(u8 *)(r5 + 1)
  586: r4 = *(u8 *)(r5 + 0)
  587: r1 += 0x1
  588: r1 <<= 0x3
  589: r5 += r1
  590: goto L54
L53:
  591: r2 = r5
  592: r2 += 0x8
  593: if r2 > r3 goto L1
  594: r1 = *(u16 *)(r5 + 2)
  595: r4 = *(u8 *)(r5 + 0)
  596: r5 += 0x8
  597: if w1 & 0xf8ff goto L39
L54:
  598: r1 = r5
  599: r1 -= r0
  600: if r1 > 0x7fff goto L1
  601: r5 = r0
  602: r5 += r1
  603: if r4 == 0x2c goto L56
  604: if r4 == 0x0 goto L55
  605: if r4 == 0x2b goto L55
  606: if r4 != 0x3c goto L38
L55:
  607: r2 = r5
  608: r2 += 0x8
  609: if r2 > r3 goto L1
  610: r1 = *(u8 *)(r5 + 1)
  611: r4 = *(u8 *)(r5 + 0)
  612: r1 += 0x1
  613: r1 <<= 0x3
  614: r5 += r1
  615: goto L57
L56:
  616: r2 = r5
  617: r2 += 0x8
  618: if r2 > r3 goto L1
  619: r1 = *(u16 *)(r5 + 2)
  620: r4 = *(u8 *)(r5 + 0)
  621: r5 += 0x8
  622: if w1 & 0xf8ff goto L39
L57:
  623: r1 = r5
  624: r1 -= r0
  625: if r1 > 0x7fff goto L1
  626: r5 = r0
  627: r5 += r1
  628: if r4 == 0x2c goto L59
  629: if r4 == 0x0 goto L58
  630: if r4 == 0x2b goto L58
  631: if r4 != 0x3c goto L38
L58:
  632: r2 = r5
  633: r2 += 0x8
  634: if r2 > r3 goto L1
  635: r1 = *(u8 *)(r5 + 1)
  636: r4 = *(u8 *)(r5 + 0)
  637: r1 += 0x1
  638: r1 <<= 0x3
  639: r5 += r1
  640: goto L60
L59:
  641: r2 = r5
  642: r2 += 0x8
  643: if r2 > r3 goto L1
  644: r1 = *(u16 *)(r5 + 2)
  645: r4 = *(u8 *)(r5 + 0)
  646: r5 += 0x8
  647: if w1 & 0xf8ff goto L39
L60:
  648: r1 = r5
  649: r1 -= r0
  650: if r1 > 0x7fff goto L1
  651: r5 = r0
  652: r5 += r1
  653: if r4 == 0x2c goto L62
  654: if r4 == 0x0 goto L61
  655: if r4 == 0x2b goto L61
  656: if r4 != 0x3c goto L38
L61:
  657: r2 = r5
  658: r2 += 0x8
  659: if r2 > r3 goto L1
  660: r1 = *(u8 *)(r5 + 1)
  661: r4 = *(u8 *)(r5 + 0)
  662: r1 += 0x1
  663: r1 <<= 0x3
  664: r5 += r1
  665: goto L63
L62:
  666: r2 = r5
  667: r2 += 0x8
  668: if r2 > r3 goto L1
  669: r1 = *(u16 *)(r5 + 2)
  670: r4 = *(u8 *)(r5 + 0)
  671: r5 += 0x8
  672: if w1 & 0xf8ff goto L39
L63:
  673: r1 = r5
  674: r1 -= r0
  675: if r1 > 0x7fff goto L1
  676: r5 = r0
  677: r5 += r1
      ; deeper than the walk: no specified verdict
  678: if r4 == 0x0 goto L1
  679: if r4 == 0x2b goto L1
  680: if r4 == 0x2c goto L1
  681: if r4 == 0x3c goto L1
L38:
  682: r6 = r4
      ; layer 4 (r4 = protocol, header at r5)
  683: if r4 == 0x11 goto L65
  684: r7 = 0x10000
  685: goto L3
L65:
  686: r2 = r5
  687: r2 += 0x8
  688: if r2 > r3 goto L1
  689: r7 = *(u16 *)(r5 + 2)
  690: goto L3
L39:
  691: r6 = r4
  692: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  693: if r6 != 0x11 goto L67
  694: if r7 != 0x3500 goto L67
L68:
      ; contains: 11 bytes, shift-or over the IP packet
  695: r3 = *(u64 *)(r10 - 184)
  696: r3 |= 0x0
  697: r3 -= 0xe
  698: if r3 > 0x5dc goto L71
  699: *(u64 *)(r10 - 264) = r3
      ; contains: 2-gram prefilter, every 10 bytes
  700: r5 = &.rodata.d1[0] ll
  702: r3 -= 0x9
L75:
  703: if r3 s< 0x48 goto L76
  704: r1 = *(u64 *)(r10 - 264)
  705: r1 -= r3
  706: if r1 s< 0x0 goto L71
  707: r2 = *(u64 *)(r10 - 160)
  708: r2 += r1
  709: r1 = r2
  710: r1 += 0x56
  711: r0 = *(u64 *)(r10 - 168)
  712: if r1 > r0 goto L71
  713: r1 = *(u16 *)(r2 + 14)
  714: r1 += r5
  715: r0 = *(u8 *)(r1 + 0)
  716: if r0 == 0x0 goto L78
  717: goto L77
L78:
  718: r1 = *(u16 *)(r2 + 24)
  719: r1 += r5
  720: r0 = *(u8 *)(r1 + 0)
  721: if r0 == 0x0 goto L79
  722: r3 -= 0xa
  723: goto L77
L79:
  724: r1 = *(u16 *)(r2 + 34)
  725: r1 += r5
  726: r0 = *(u8 *)(r1 + 0)
  727: if r0 == 0x0 goto L80
  728: r3 -= 0x14
  729: goto L77
L80:
  730: r1 = *(u16 *)(r2 + 44)
  731: r1 += r5
  732: r0 = *(u8 *)(r1 + 0)
  733: if r0 == 0x0 goto L81
  734: r3 -= 0x1e
  735: goto L77
L81:
  736: r1 = *(u16 *)(r2 + 54)
  737: r1 += r5
  738: r0 = *(u8 *)(r1 + 0)
  739: if r0 == 0x0 goto L82
  740: r3 -= 0x28
  741: goto L77
L82:
  742: r1 = *(u16 *)(r2 + 64)
  743: r1 += r5
  744: r0 = *(u8 *)(r1 + 0)
  745: if r0 == 0x0 goto L83
  746: r3 -= 0x32
  747: goto L77
L83:
  748: r1 = *(u16 *)(r2 + 74)
  749: r1 += r5
  750: r0 = *(u8 *)(r1 + 0)
  751: if r0 == 0x0 goto L84
  752: r3 -= 0x3c
  753: goto L77
L84:
  754: r1 = *(u16 *)(r2 + 84)
  755: r1 += r5
  756: r0 = *(u8 *)(r1 + 0)
  757: if r0 == 0x0 goto L85
  758: r3 -= 0x46
  759: goto L77
L85:
  760: r3 -= 0x50
  761: goto L75
L76:
  762: if r3 s< 0x2 goto L71
  763: r1 = *(u64 *)(r10 - 264)
  764: r1 -= r3
  765: if r1 s< 0x0 goto L71
  766: r2 = *(u64 *)(r10 - 160)
  767: r2 += r1
  768: r1 = r2
  769: r1 += 0x10
  770: r0 = *(u64 *)(r10 - 168)
  771: if r1 > r0 goto L71
  772: r1 = *(u16 *)(r2 + 14)
  773: r1 += r5
  774: r0 = *(u8 *)(r1 + 0)
  775: if r0 == 0x0 goto L86
  776: goto L77
L86:
  777: r3 -= 0xa
  778: if r3 s< 0x2 goto L71
  779: r1 = *(u64 *)(r10 - 264)
  780: r1 -= r3
  781: if r1 s< 0x0 goto L71
  782: r2 = *(u64 *)(r10 - 160)
  783: r2 += r1
  784: r1 = r2
  785: r1 += 0x10
  786: r0 = *(u64 *)(r10 - 168)
  787: if r1 > r0 goto L71
  788: r1 = *(u16 *)(r2 + 14)
  789: r1 += r5
  790: r0 = *(u8 *)(r1 + 0)
  791: if r0 == 0x0 goto L87
  792: goto L77
L87:
  793: r3 -= 0xa
  794: if r3 s< 0x2 goto L71
  795: r1 = *(u64 *)(r10 - 264)
  796: r1 -= r3
  797: if r1 s< 0x0 goto L71
  798: r2 = *(u64 *)(r10 - 160)
  799: r2 += r1
  800: r1 = r2
  801: r1 += 0x10
  802: r0 = *(u64 *)(r10 - 168)
  803: if r1 > r0 goto L71
  804: r1 = *(u16 *)(r2 + 14)
  805: r1 += r5
  806: r0 = *(u8 *)(r1 + 0)
  807: if r0 == 0x0 goto L88
  808: goto L77
L88:
  809: r3 -= 0xa
  810: if r3 s< 0x2 goto L71
  811: r1 = *(u64 *)(r10 - 264)
  812: r1 -= r3
  813: if r1 s< 0x0 goto L71
  814: r2 = *(u64 *)(r10 - 160)
  815: r2 += r1
  816: r1 = r2
  817: r1 += 0x10
  818: r0 = *(u64 *)(r10 - 168)
  819: if r1 > r0 goto L71
  820: r1 = *(u16 *)(r2 + 14)
  821: r1 += r5
  822: r0 = *(u8 *)(r1 + 0)
  823: if r0 == 0x0 goto L89
  824: goto L77
L89:
  825: r3 -= 0xa
  826: if r3 s< 0x2 goto L71
  827: r1 = *(u64 *)(r10 - 264)
  828: r1 -= r3
  829: if r1 s< 0x0 goto L71
  830: r2 = *(u64 *)(r10 - 160)
  831: r2 += r1
  832: r1 = r2
  833: r1 += 0x10
  834: r0 = *(u64 *)(r10 - 168)
  835: if r1 > r0 goto L71
  836: r1 = *(u16 *)(r2 + 14)
  837: r1 += r5
  838: r0 = *(u8 *)(r1 + 0)
  839: if r0 == 0x0 goto L90
  840: goto L77
L90:
  841: r3 -= 0xa
  842: if r3 s< 0x2 goto L71
  843: r1 = *(u64 *)(r10 - 264)
  844: r1 -= r3
  845: if r1 s< 0x0 goto L71
  846: r2 = *(u64 *)(r10 - 160)
  847: r2 += r1
  848: r1 = r2
  849: r1 += 0x10
  850: r0 = *(u64 *)(r10 - 168)
  851: if r1 > r0 goto L71
  852: r1 = *(u16 *)(r2 + 14)
  853: r1 += r5
  854: r0 = *(u8 *)(r1 + 0)
  855: if r0 == 0x0 goto L91
  856: goto L77
L91:
  857: r3 -= 0xa
  858: if r3 s< 0x2 goto L71
  859: r1 = *(u64 *)(r10 - 264)
  860: r1 -= r3
  861: if r1 s< 0x0 goto L71
  862: r2 = *(u64 *)(r10 - 160)
  863: r2 += r1
  864: r1 = r2
  865: r1 += 0x10
  866: r0 = *(u64 *)(r10 - 168)
  867: if r1 > r0 goto L71
  868: r1 = *(u16 *)(r2 + 14)
  869: r1 += r5
  870: r0 = *(u8 *)(r1 + 0)
  871: if r0 == 0x0 goto L92
  872: goto L77
L92:
  873: r3 -= 0xa
  874: goto L71
L77:
  875: r1 = *(u64 *)(r10 - 264)
  876: r1 -= r3
  877: r1 -= 0x9
  878: r3 = *(u64 *)(r10 - 264)
  879: r3 -= r1
  880: if r3 > 0x5dc goto L71
  881: r0 = 0x0
  882: r1 = 0x0
  883: r2 = 0x0
L74:
  884: r5 = &.rodata.d0[0] ll
  886: r4 = 0xffffffff
L72:
  887: if r3 < 0x8 goto L73
  888: r1 = *(u64 *)(r10 - 264)
  889: r1 -= r3
  890: if r1 s< 0x0 goto L71
  891: r2 = *(u64 *)(r10 - 160)
  892: r2 += r1
  893: r1 = r2
  894: r1 += 0x16
  895: r0 = *(u64 *)(r10 - 168)
  896: if r1 > r0 goto L71
  897: r1 = *(u8 *)(r2 + 14)
  898: r1 <<= 0x3
  899: r0 = r5
  900: r0 += r1
  901: r0 = *(u64 *)(r0 + 0)
  902: r4 <<= 0x1
  903: r4 |= r0
  904: if r4 < 0xfffffc00 goto L70
  905: r1 = *(u8 *)(r2 + 15)
  906: r1 <<= 0x3
  907: r0 = r5
  908: r0 += r1
  909: r0 = *(u64 *)(r0 + 0)
  910: r4 <<= 0x1
  911: r4 |= r0
  912: if r4 < 0xfffffc00 goto L70
  913: r1 = *(u8 *)(r2 + 16)
  914: r1 <<= 0x3
  915: r0 = r5
  916: r0 += r1
  917: r0 = *(u64 *)(r0 + 0)
  918: r4 <<= 0x1
  919: r4 |= r0
  920: if r4 < 0xfffffc00 goto L70
  921: r1 = *(u8 *)(r2 + 17)
  922: r1 <<= 0x3
  923: r0 = r5
  924: r0 += r1
  925: r0 = *(u64 *)(r0 + 0)
  926: r4 <<= 0x1
  927: r4 |= r0
  928: if r4 < 0xfffffc00 goto L70
  929: r1 = *(u8 *)(r2 + 18)
  930: r1 <<= 0x3
  931: r0 = r5
  932: r0 += r1
  933: r0 = *(u64 *)(r0 + 0)
  934: r4 <<= 0x1
  935: r4 |= r0
  936: if r4 < 0xfffffc00 goto L70
  937: r1 = *(u8 *)(r2 + 19)
  938: r1 <<= 0x3
  939: r0 = r5
  940: r0 += r1
  941: r0 = *(u64 *)(r0 + 0)
  942: r4 <<= 0x1
  943: r4 |= r0
  944: if r4 < 0xfffffc00 goto L70
  945: r1 = *(u8 *)(r2 + 20)
  946: r1 <<= 0x3
  947: r0 = r5
  948: r0 += r1
  949: r0 = *(u64 *)(r0 + 0)
  950: r4 <<= 0x1
  951: r4 |= r0
  952: if r4 < 0xfffffc00 goto L70
  953: r1 = *(u8 *)(r2 + 21)
  954: r1 <<= 0x3
  955: r0 = r5
  956: r0 += r1
  957: r0 = *(u64 *)(r0 + 0)
  958: r4 <<= 0x1
  959: r4 |= r0
  960: if r4 < 0xfffffc00 goto L70
  961: r3 -= 0x8
  962: goto L72
L73:
  963: if r3 == 0x0 goto L71
  964: r1 = *(u64 *)(r10 - 264)
  965: r1 -= r3
  966: if r1 s< 0x0 goto L71
  967: r2 = *(u64 *)(r10 - 160)
  968: r2 += r1
  969: r1 = r2
  970: r1 += 0xf
  971: r0 = *(u64 *)(r10 - 168)
  972: if r1 > r0 goto L71
  973: r1 = *(u8 *)(r2 + 14)
  974: r1 <<= 0x3
  975: r0 = r5
  976: r0 += r1
  977: r0 = *(u64 *)(r0 + 0)
  978: r4 <<= 0x1
  979: r4 |= r0
  980: if r4 < 0xfffffc00 goto L70
  981: r3 -= 0x1
  982: if r3 == 0x0 goto L71
  983: r1 = *(u64 *)(r10 - 264)
  984: r1 -= r3
  985: if r1 s< 0x0 goto L71
  986: r2 = *(u64 *)(r10 - 160)
  987: r2 += r1
  988: r1 = r2
  989: r1 += 0xf
  990: r0 = *(u64 *)(r10 - 168)
  991: if r1 > r0 goto L71
  992: r1 = *(u8 *)(r2 + 14)
  993: r1 <<= 0x3
  994: r0 = r5
  995: r0 += r1
  996: r0 = *(u64 *)(r0 + 0)
  997: r4 <<= 0x1
  998: r4 |= r0
  999: if r4 < 0xfffffc00 goto L70
 1000: r3 -= 0x1
 1001: if r3 == 0x0 goto L71
 1002: r1 = *(u64 *)(r10 - 264)
 1003: r1 -= r3
 1004: if r1 s< 0x0 goto L71
 1005: r2 = *(u64 *)(r10 - 160)
 1006: r2 += r1
 1007: r1 = r2
 1008: r1 += 0xf
 1009: r0 = *(u64 *)(r10 - 168)
 1010: if r1 > r0 goto L71
 1011: r1 = *(u8 *)(r2 + 14)
 1012: r1 <<= 0x3
 1013: r0 = r5
 1014: r0 += r1
 1015: r0 = *(u64 *)(r0 + 0)
 1016: r4 <<= 0x1
 1017: r4 |= r0
 1018: if r4 < 0xfffffc00 goto L70
 1019: r3 -= 0x1
 1020: if r3 == 0x0 goto L71
 1021: r1 = *(u64 *)(r10 - 264)
 1022: r1 -= r3
 1023: if r1 s< 0x0 goto L71
 1024: r2 = *(u64 *)(r10 - 160)
 1025: r2 += r1
 1026: r1 = r2
 1027: r1 += 0xf
 1028: r0 = *(u64 *)(r10 - 168)
 1029: if r1 > r0 goto L71
 1030: r1 = *(u8 *)(r2 + 14)
 1031: r1 <<= 0x3
 1032: r0 = r5
 1033: r0 += r1
 1034: r0 = *(u64 *)(r0 + 0)
 1035: r4 <<= 0x1
 1036: r4 |= r0
 1037: if r4 < 0xfffffc00 goto L70
 1038: r3 -= 0x1
 1039: if r3 == 0x0 goto L71
 1040: r1 = *(u64 *)(r10 - 264)
 1041: r1 -= r3
 1042: if r1 s< 0x0 goto L71
 1043: r2 = *(u64 *)(r10 - 160)
 1044: r2 += r1
 1045: r1 = r2
 1046: r1 += 0xf
 1047: r0 = *(u64 *)(r10 - 168)
 1048: if r1 > r0 goto L71
 1049: r1 = *(u8 *)(r2 + 14)
 1050: r1 <<= 0x3
 1051: r0 = r5
 1052: r0 += r1
 1053: r0 = *(u64 *)(r0 + 0)
 1054: r4 <<= 0x1
 1055: r4 |= r0
 1056: if r4 < 0xfffffc00 goto L70
 1057: r3 -= 0x1
 1058: if r3 == 0x0 goto L71
 1059: r1 = *(u64 *)(r10 - 264)
 1060: r1 -= r3
 1061: if r1 s< 0x0 goto L71
 1062: r2 = *(u64 *)(r10 - 160)
 1063: r2 += r1
 1064: r1 = r2
 1065: r1 += 0xf
 1066: r0 = *(u64 *)(r10 - 168)
 1067: if r1 > r0 goto L71
 1068: r1 = *(u8 *)(r2 + 14)
 1069: r1 <<= 0x3
 1070: r0 = r5
 1071: r0 += r1
 1072: r0 = *(u64 *)(r0 + 0)
 1073: r4 <<= 0x1
 1074: r4 |= r0
 1075: if r4 < 0xfffffc00 goto L70
 1076: r3 -= 0x1
 1077: if r3 == 0x0 goto L71
 1078: r1 = *(u64 *)(r10 - 264)
 1079: r1 -= r3
 1080: if r1 s< 0x0 goto L71
 1081: r2 = *(u64 *)(r10 - 160)
 1082: r2 += r1
 1083: r1 = r2
 1084: r1 += 0xf
 1085: r0 = *(u64 *)(r10 - 168)
 1086: if r1 > r0 goto L71
 1087: r1 = *(u8 *)(r2 + 14)
 1088: r1 <<= 0x3
 1089: r0 = r5
 1090: r0 += r1
 1091: r0 = *(u64 *)(r0 + 0)
 1092: r4 <<= 0x1
 1093: r4 |= r0
 1094: if r4 < 0xfffffc00 goto L70
 1095: r3 -= 0x1
L71:
 1096: r0 = 0x0
 1097: r1 = 0x0
 1098: r2 = 0x0
 1099: r3 = 0x0
 1100: r4 = 0x0
 1101: r5 = 0x0
 1102: goto L67
L70:
 1103: r0 = 0x0
 1104: r1 = 0x0
 1105: r2 = 0x0
 1106: r3 = 0x0
 1107: r4 = 0x0
 1108: r5 = 0x0
L69:
 1109: *(u32 *)(r10 - 136) = 0x0
 1110: *(u64 *)(r10 - 144) = 0x1
 1111: goto L0
L67:
      ; default
 1112: *(u32 *)(r10 - 136) = 0x1
 1113: *(u64 *)(r10 - 144) = 0x2
 1114: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
 1115: *(u32 *)(r10 - 136) = 0x2
 1116: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
 1117: r1 = map[dropc_counters] ll
 1119: r2 = r10
 1120: r2 += 0xffffff78
 1121: call 1
 1122: if r0 == 0x0 goto L93
 1123: r1 = *(u64 *)(r0 + 0)
 1124: r1 += 0x1
 1125: *(u64 *)(r0 + 0) = r1
 1126: r1 = *(u64 *)(r10 - 152)
 1127: r2 = *(u32 *)(r1 + 4)
 1128: r1 = *(u32 *)(r1 + 0)
 1129: r2 -= r1
 1130: r1 = *(u64 *)(r0 + 8)
 1131: r1 += r2
 1132: *(u64 *)(r0 + 8) = r1
L93:
 1133: r0 = *(u64 *)(r10 - 144)
 1134: if r0 != 0x2 goto L94
      ; pass: tail call dropc_next[0] (falls through when empty)
 1135: r1 = *(u64 *)(r10 - 152)
 1136: r2 = map[dropc_next] ll
 1138: r3 = 0x0
 1139: call 12
 1140: r0 = 0x2
 1141: exit
L94:
 1142: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
 1143: r1 = map[dropc_counters] ll
 1145: r2 = r10
 1146: r2 += 0xffffff78
 1147: call 1
 1148: if r0 == 0x0 goto L95
 1149: r1 = *(u64 *)(r0 + 0)
 1150: r1 += 0x1
 1151: *(u64 *)(r0 + 0) = r1
 1152: r1 = *(u64 *)(r10 - 152)
 1153: r2 = *(u32 *)(r1 + 4)
 1154: r1 = *(u32 *)(r1 + 0)
 1155: r2 -= r1
 1156: r1 = *(u64 *)(r0 + 8)
 1157: r1 += r2
 1158: *(u64 *)(r0 + 8) = r1
L95:
 1159: r0 = *(u64 *)(r10 - 144)
 1160: if r0 != 0x2 goto L96
      ; pass: tail call dropc_next[0] (falls through when empty)
 1161: r1 = *(u64 *)(r10 - 152)
 1162: r2 = map[dropc_next] ll
 1164: r3 = 0x0
 1165: call 12
 1166: r0 = 0x2
 1167: exit
L96:
 1168: exit
