; dropc xdp program `dropc_xdp` (1199 instruction slots)
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
  245: if r4 >= 0xfffffc00 goto L37
  246: goto L14
L37:
  247: r1 = *(u8 *)(r2 + 15)
  248: r1 <<= 0x3
  249: r0 = r5
  250: r0 += r1
  251: r0 = *(u64 *)(r0 + 0)
  252: r4 <<= 0x1
  253: r4 |= r0
  254: if r4 >= 0xfffffc00 goto L38
  255: goto L14
L38:
  256: r1 = *(u8 *)(r2 + 16)
  257: r1 <<= 0x3
  258: r0 = r5
  259: r0 += r1
  260: r0 = *(u64 *)(r0 + 0)
  261: r4 <<= 0x1
  262: r4 |= r0
  263: if r4 >= 0xfffffc00 goto L39
  264: goto L14
L39:
  265: r1 = *(u8 *)(r2 + 17)
  266: r1 <<= 0x3
  267: r0 = r5
  268: r0 += r1
  269: r0 = *(u64 *)(r0 + 0)
  270: r4 <<= 0x1
  271: r4 |= r0
  272: if r4 >= 0xfffffc00 goto L40
  273: goto L14
L40:
  274: r1 = *(u8 *)(r2 + 18)
  275: r1 <<= 0x3
  276: r0 = r5
  277: r0 += r1
  278: r0 = *(u64 *)(r0 + 0)
  279: r4 <<= 0x1
  280: r4 |= r0
  281: if r4 >= 0xfffffc00 goto L41
  282: goto L14
L41:
  283: r1 = *(u8 *)(r2 + 19)
  284: r1 <<= 0x3
  285: r0 = r5
  286: r0 += r1
  287: r0 = *(u64 *)(r0 + 0)
  288: r4 <<= 0x1
  289: r4 |= r0
  290: if r4 >= 0xfffffc00 goto L42
  291: goto L14
L42:
  292: r1 = *(u8 *)(r2 + 20)
  293: r1 <<= 0x3
  294: r0 = r5
  295: r0 += r1
  296: r0 = *(u64 *)(r0 + 0)
  297: r4 <<= 0x1
  298: r4 |= r0
  299: if r4 >= 0xfffffc00 goto L43
  300: goto L14
L43:
  301: r1 = *(u8 *)(r2 + 21)
  302: r1 <<= 0x3
  303: r0 = r5
  304: r0 += r1
  305: r0 = *(u64 *)(r0 + 0)
  306: r4 <<= 0x1
  307: r4 |= r0
  308: if r4 >= 0xfffffc00 goto L44
  309: goto L14
L44:
  310: r3 -= 0x8
  311: goto L16
L17:
  312: if r3 == 0x0 goto L15
  313: r1 = *(u64 *)(r10 - 264)
  314: r1 -= r3
  315: if r1 s< 0x0 goto L15
  316: r2 = *(u64 *)(r10 - 160)
  317: r2 += r1
  318: r1 = r2
  319: r1 += 0xf
  320: r0 = *(u64 *)(r10 - 168)
  321: if r1 > r0 goto L15
  322: r1 = *(u8 *)(r2 + 14)
  323: r1 <<= 0x3
  324: r0 = r5
  325: r0 += r1
  326: r0 = *(u64 *)(r0 + 0)
  327: r4 <<= 0x1
  328: r4 |= r0
  329: if r4 >= 0xfffffc00 goto L45
  330: goto L14
L45:
  331: r3 -= 0x1
  332: if r3 == 0x0 goto L15
  333: r1 = *(u64 *)(r10 - 264)
  334: r1 -= r3
  335: if r1 s< 0x0 goto L15
  336: r2 = *(u64 *)(r10 - 160)
  337: r2 += r1
  338: r1 = r2
  339: r1 += 0xf
  340: r0 = *(u64 *)(r10 - 168)
  341: if r1 > r0 goto L15
  342: r1 = *(u8 *)(r2 + 14)
  343: r1 <<= 0x3
  344: r0 = r5
  345: r0 += r1
  346: r0 = *(u64 *)(r0 + 0)
  347: r4 <<= 0x1
  348: r4 |= r0
  349: if r4 >= 0xfffffc00 goto L46
  350: goto L14
L46:
  351: r3 -= 0x1
  352: if r3 == 0x0 goto L15
  353: r1 = *(u64 *)(r10 - 264)
  354: r1 -= r3
  355: if r1 s< 0x0 goto L15
  356: r2 = *(u64 *)(r10 - 160)
  357: r2 += r1
  358: r1 = r2
  359: r1 += 0xf
  360: r0 = *(u64 *)(r10 - 168)
  361: if r1 > r0 goto L15
  362: r1 = *(u8 *)(r2 + 14)
  363: r1 <<= 0x3
  364: r0 = r5
  365: r0 += r1
  366: r0 = *(u64 *)(r0 + 0)
  367: r4 <<= 0x1
  368: r4 |= r0
  369: if r4 >= 0xfffffc00 goto L47
  370: goto L14
L47:
  371: r3 -= 0x1
  372: if r3 == 0x0 goto L15
  373: r1 = *(u64 *)(r10 - 264)
  374: r1 -= r3
  375: if r1 s< 0x0 goto L15
  376: r2 = *(u64 *)(r10 - 160)
  377: r2 += r1
  378: r1 = r2
  379: r1 += 0xf
  380: r0 = *(u64 *)(r10 - 168)
  381: if r1 > r0 goto L15
  382: r1 = *(u8 *)(r2 + 14)
  383: r1 <<= 0x3
  384: r0 = r5
  385: r0 += r1
  386: r0 = *(u64 *)(r0 + 0)
  387: r4 <<= 0x1
  388: r4 |= r0
  389: if r4 >= 0xfffffc00 goto L48
  390: goto L14
L48:
  391: r3 -= 0x1
  392: if r3 == 0x0 goto L15
  393: r1 = *(u64 *)(r10 - 264)
  394: r1 -= r3
  395: if r1 s< 0x0 goto L15
  396: r2 = *(u64 *)(r10 - 160)
  397: r2 += r1
  398: r1 = r2
  399: r1 += 0xf
  400: r0 = *(u64 *)(r10 - 168)
  401: if r1 > r0 goto L15
  402: r1 = *(u8 *)(r2 + 14)
  403: r1 <<= 0x3
  404: r0 = r5
  405: r0 += r1
  406: r0 = *(u64 *)(r0 + 0)
  407: r4 <<= 0x1
  408: r4 |= r0
  409: if r4 >= 0xfffffc00 goto L49
  410: goto L14
L49:
  411: r3 -= 0x1
  412: if r3 == 0x0 goto L15
  413: r1 = *(u64 *)(r10 - 264)
  414: r1 -= r3
  415: if r1 s< 0x0 goto L15
  416: r2 = *(u64 *)(r10 - 160)
  417: r2 += r1
  418: r1 = r2
  419: r1 += 0xf
  420: r0 = *(u64 *)(r10 - 168)
  421: if r1 > r0 goto L15
  422: r1 = *(u8 *)(r2 + 14)
  423: r1 <<= 0x3
  424: r0 = r5
  425: r0 += r1
  426: r0 = *(u64 *)(r0 + 0)
  427: r4 <<= 0x1
  428: r4 |= r0
  429: if r4 >= 0xfffffc00 goto L50
  430: goto L14
L50:
  431: r3 -= 0x1
  432: if r3 == 0x0 goto L15
  433: r1 = *(u64 *)(r10 - 264)
  434: r1 -= r3
  435: if r1 s< 0x0 goto L15
  436: r2 = *(u64 *)(r10 - 160)
  437: r2 += r1
  438: r1 = r2
  439: r1 += 0xf
  440: r0 = *(u64 *)(r10 - 168)
  441: if r1 > r0 goto L15
  442: r1 = *(u8 *)(r2 + 14)
  443: r1 <<= 0x3
  444: r0 = r5
  445: r0 += r1
  446: r0 = *(u64 *)(r0 + 0)
  447: r4 <<= 0x1
  448: r4 |= r0
  449: if r4 >= 0xfffffc00 goto L51
  450: goto L14
L51:
  451: r3 -= 0x1
L15:
  452: r0 = 0x0
  453: r1 = 0x0
  454: r2 = 0x0
  455: r3 = 0x0
  456: r4 = 0x0
  457: r5 = 0x0
  458: goto L11
L14:
  459: r0 = 0x0
  460: r1 = 0x0
  461: r2 = 0x0
  462: r3 = 0x0
  463: r4 = 0x0
  464: r5 = 0x0
L13:
  465: *(u32 *)(r10 - 136) = 0x0
  466: *(u64 *)(r10 - 144) = 0x1
  467: goto L0
L11:
      ; default
  468: *(u32 *)(r10 - 136) = 0x1
  469: *(u64 *)(r10 - 144) = 0x2
  470: goto L0
L4:
  471: if w1 == 0xdd86 goto L5
  472: if w1 == 0x81 goto L52
  473: if w1 != 0xa888 goto L1
L52:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  474: r2 = r0
  475: r2 += 0x12
  476: if r2 > r3 goto L1
  477: r1 = *(u16 *)(r0 + 16)
  478: r0 += 0x4
  479: if w1 == 0x8 goto L6
  480: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  481: r2 = r0
  482: r2 += 0x36
  483: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  484: *(u64 *)(r10 - 160) = r0
  485: *(u64 *)(r10 - 168) = r3
  486: r1 = *(u16 *)(r0 + 18)
  487: r1 = be16 r1
  488: r1 += 0x36
  489: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  490: r4 = *(u8 *)(r0 + 20)
  491: r5 = r0
  492: r5 += 0x36
  493: if r4 == 0x2c goto L56
  494: if r4 == 0x0 goto L55
  495: if r4 == 0x2b goto L55
  496: if r4 != 0x3c goto L53
L55:
  497: r2 = r5
  498: r2 += 0x8
  499: if r2 > r3 goto L1
  500: r1 = *(u8 *)(r5 + 1)
  501: r4 = *(u8 *)(r5 + 0)
  502: r1 += 0x1
  503: r1 <<= 0x3
  504: r5 += r1
  505: goto L57
L56:
  506: r2 = r5
  507: r2 += 0x8
  508: if r2 > r3 goto L1
  509: r1 = *(u16 *)(r5 + 2)
  510: r4 = *(u8 *)(r5 + 0)
  511: r5 += 0x8
  512: if w1 & 0xf8ff goto L54
L57:
  513: r1 = r5
  514: r1 -= r0
  515: if r1 > 0x7fff goto L1
  516: r5 = r0
  517: r5 += r1
  518: if r4 == 0x2c goto L59
  519: if r4 == 0x0 goto L58
  520: if r4 == 0x2b goto L58
  521: if r4 != 0x3c goto L53
L58:
  522: r2 = r5
  523: r2 += 0x8
  524: if r2 > r3 goto L1
  525: r1 = *(u8 *)(r5 + 1)
  526: r4 = *(u8 *)(r5 + 0)
  527: r1 += 0x1
  528: r1 <<= 0x3
  529: r5 += r1
  530: goto L60
L59:
  531: r2 = r5
  532: r2 += 0x8
  533: if r2 > r3 goto L1
  534: r1 = *(u16 *)(r5 + 2)
  535: r4 = *(u8 *)(r5 + 0)
  536: r5 += 0x8
  537: if w1 & 0xf8ff goto L54
L60:
  538: r1 = r5
  539: r1 -= r0
  540: if r1 > 0x7fff goto L1
  541: r5 = r0
  542: r5 += r1
  543: if r4 == 0x2c goto L62
  544: if r4 == 0x0 goto L61
  545: if r4 == 0x2b goto L61
  546: if r4 != 0x3c goto L53
L61:
  547: r2 = r5
  548: r2 += 0x8
  549: if r2 > r3 goto L1
  550: r1 = *(u8 *)(r5 + 1)
  551: r4 = *(u8 *)(r5 + 0)
  552: r1 += 0x1
  553: r1 <<= 0x3
  554: r5 += r1
  555: goto L63
L62:
  556: r2 = r5
  557: r2 += 0x8
  558: if r2 > r3 goto L1
  559: r1 = *(u16 *)(r5 + 2)
  560: r4 = *(u8 *)(r5 + 0)
  561: r5 += 0x8
  562: if w1 & 0xf8ff goto L54
L63:
  563: r1 = r5
  564: r1 -= r0
  565: if r1 > 0x7fff goto L1
  566: r5 = r0
  567: r5 += r1
  568: if r4 == 0x2c goto L65
  569: if r4 == 0x0 goto L64
  570: if r4 == 0x2b goto L64
  571: if r4 != 0x3c goto L53
L64:
  572: r2 = r5
  573: r2 += 0x8
  574: if r2 > r3 goto L1
  575: r1 = *(u8 *)(r5 + 1)
  576: r4 = *(u8 *)(r5 + 0)
  577: r1 += 0x1
  578: r1 <<= 0x3
  579: r5 += r1
  580: goto L66
L65:
  581: r2 = r5
  582: r2 += 0x8
  583: if r2 > r3 goto L1
  584: r1 = *(u16 *)(r5 + 2)
  585: r4 = *(u8 *)(r5 + 0)
  586: r5 += 0x8
  587: if w1 & 0xf8ff goto L54
L66:
  588: r1 = r5
  589: r1 -= r0
  590: if r1 > 0x7fff goto L1
  591: r5 = r0
  592: r5 += r1
  593: if r4 == 0x2c goto L68
  594: if r4 == 0x0 goto L67
  595: if r4 == 0x2b goto L67
  596: if r4 != 0x3c goto L53
L67:
  597: r2 = r5
  598: r2 += 0x8
  599: if r2 > r3 goto L1
  600: r1 = *(u8 *)(r5 + 1)
  601: r4 = *(u8 *)(r5 + 0)
  602: r1 += 0x1
  603: r1 <<= 0x3
  604: r5 += r1
  605: goto L69
L68:
  606: r2 = r5
  607: r2 += 0x8
  608: if r2 > r3 goto L1
  609: r1 = *(u16 *)(r5 + 2)
  610: r4 = *(u8 *)(r5 + 0)
  611: r5 += 0x8
  612: if w1 & 0xf8ff goto L54
L69:
  613: r1 = r5
  614: r1 -= r0
  615: if r1 > 0x7fff goto L1
  616: r5 = r0
  617: r5 += r1
  618: if r4 == 0x2c goto L71
  619: if r4 == 0x0 goto L70
  620: if r4 == 0x2b goto L70
  621: if r4 != 0x3c goto L53
L70:
  622: r2 = r5
  623: r2 += 0x8
  624: if r2 > r3 goto L1
  625: r1 = *(u8 *)(r5 + 1)
  626: r4 = *(u8 *)(r5 + 0)
  627: r1 += 0x1
  628: r1 <<= 0x3
  629: r5 += r1
  630: goto L72
L71:
  631: r2 = r5
  632: r2 += 0x8
  633: if r2 > r3 goto L1
  634: r1 = *(u16 *)(r5 + 2)
  635: r4 = *(u8 *)(r5 + 0)
  636: r5 += 0x8
  637: if w1 & 0xf8ff goto L54
L72:
  638: r1 = r5
  639: r1 -= r0
  640: if r1 > 0x7fff goto L1
  641: r5 = r0
  642: r5 += r1
  643: if r4 == 0x2c goto L74
  644: if r4 == 0x0 goto L73
  645: if r4 == 0x2b goto L73
  646: if r4 != 0x3c goto L53
L73:
  647: r2 = r5
  648: r2 += 0x8
  649: if r2 > r3 goto L1
  650: r1 = *(u8 *)(r5 + 1)
  651: r4 = *(u8 *)(r5 + 0)
  652: r1 += 0x1
  653: r1 <<= 0x3
  654: r5 += r1
  655: goto L75
L74:
  656: r2 = r5
  657: r2 += 0x8
  658: if r2 > r3 goto L1
  659: r1 = *(u16 *)(r5 + 2)
  660: r4 = *(u8 *)(r5 + 0)
  661: r5 += 0x8
  662: if w1 & 0xf8ff goto L54
L75:
  663: r1 = r5
  664: r1 -= r0
  665: if r1 > 0x7fff goto L1
  666: r5 = r0
  667: r5 += r1
  668: if r4 == 0x2c goto L77
  669: if r4 == 0x0 goto L76
  670: if r4 == 0x2b goto L76
  671: if r4 != 0x3c goto L53
L76:
  672: r2 = r5
  673: r2 += 0x8
  674: if r2 > r3 goto L1
  675: r1 = *(u8 *)(r5 + 1)
  676: r4 = *(u8 *)(r5 + 0)
  677: r1 += 0x1
  678: r1 <<= 0x3
  679: r5 += r1
  680: goto L78
L77:
  681: r2 = r5
  682: r2 += 0x8
  683: if r2 > r3 goto L1
  684: r1 = *(u16 *)(r5 + 2)
  685: r4 = *(u8 *)(r5 + 0)
  686: r5 += 0x8
  687: if w1 & 0xf8ff goto L54
L78:
  688: r1 = r5
  689: r1 -= r0
  690: if r1 > 0x7fff goto L1
  691: r5 = r0
  692: r5 += r1
      ; deeper than the walk: no specified verdict
  693: if r4 == 0x0 goto L1
  694: if r4 == 0x2b goto L1
  695: if r4 == 0x2c goto L1
  696: if r4 == 0x3c goto L1
L53:
  697: r6 = r4
      ; layer 4 (r4 = protocol, header at r5)
  698: if r4 == 0x11 goto L80
  699: r7 = 0x10000
  700: goto L3
L80:
  701: r2 = r5
  702: r2 += 0x8
  703: if r2 > r3 goto L1
  704: r7 = *(u16 *)(r5 + 2)
  705: goto L3
L54:
  706: r6 = r4
  707: r7 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  708: if r6 != 0x11 goto L82
  709: if r7 != 0x3500 goto L82
L83:
      ; contains: 11 bytes, shift-or over the IP packet
  710: r3 = *(u64 *)(r10 - 184)
  711: r3 |= 0x0
  712: r3 -= 0xe
  713: if r3 > 0x5dc goto L86
  714: *(u64 *)(r10 - 264) = r3
      ; contains: 2-gram prefilter, every 10 bytes
  715: r5 = &.rodata.d1[0] ll
  717: r3 -= 0x9
L90:
  718: if r3 s< 0x48 goto L91
  719: r1 = *(u64 *)(r10 - 264)
  720: r1 -= r3
  721: if r1 s< 0x0 goto L86
  722: r2 = *(u64 *)(r10 - 160)
  723: r2 += r1
  724: r1 = r2
  725: r1 += 0x56
  726: r0 = *(u64 *)(r10 - 168)
  727: if r1 > r0 goto L86
  728: r1 = *(u16 *)(r2 + 14)
  729: r1 += r5
  730: r0 = *(u8 *)(r1 + 0)
  731: if r0 == 0x0 goto L93
  732: goto L92
L93:
  733: r1 = *(u16 *)(r2 + 24)
  734: r1 += r5
  735: r0 = *(u8 *)(r1 + 0)
  736: if r0 == 0x0 goto L94
  737: r3 -= 0xa
  738: goto L92
L94:
  739: r1 = *(u16 *)(r2 + 34)
  740: r1 += r5
  741: r0 = *(u8 *)(r1 + 0)
  742: if r0 == 0x0 goto L95
  743: r3 -= 0x14
  744: goto L92
L95:
  745: r1 = *(u16 *)(r2 + 44)
  746: r1 += r5
  747: r0 = *(u8 *)(r1 + 0)
  748: if r0 == 0x0 goto L96
  749: r3 -= 0x1e
  750: goto L92
L96:
  751: r1 = *(u16 *)(r2 + 54)
  752: r1 += r5
  753: r0 = *(u8 *)(r1 + 0)
  754: if r0 == 0x0 goto L97
  755: r3 -= 0x28
  756: goto L92
L97:
  757: r1 = *(u16 *)(r2 + 64)
  758: r1 += r5
  759: r0 = *(u8 *)(r1 + 0)
  760: if r0 == 0x0 goto L98
  761: r3 -= 0x32
  762: goto L92
L98:
  763: r1 = *(u16 *)(r2 + 74)
  764: r1 += r5
  765: r0 = *(u8 *)(r1 + 0)
  766: if r0 == 0x0 goto L99
  767: r3 -= 0x3c
  768: goto L92
L99:
  769: r1 = *(u16 *)(r2 + 84)
  770: r1 += r5
  771: r0 = *(u8 *)(r1 + 0)
  772: if r0 == 0x0 goto L100
  773: r3 -= 0x46
  774: goto L92
L100:
  775: r3 -= 0x50
  776: goto L90
L91:
  777: if r3 s< 0x2 goto L86
  778: r1 = *(u64 *)(r10 - 264)
  779: r1 -= r3
  780: if r1 s< 0x0 goto L86
  781: r2 = *(u64 *)(r10 - 160)
  782: r2 += r1
  783: r1 = r2
  784: r1 += 0x10
  785: r0 = *(u64 *)(r10 - 168)
  786: if r1 > r0 goto L86
  787: r1 = *(u16 *)(r2 + 14)
  788: r1 += r5
  789: r0 = *(u8 *)(r1 + 0)
  790: if r0 == 0x0 goto L101
  791: goto L92
L101:
  792: r3 -= 0xa
  793: if r3 s< 0x2 goto L86
  794: r1 = *(u64 *)(r10 - 264)
  795: r1 -= r3
  796: if r1 s< 0x0 goto L86
  797: r2 = *(u64 *)(r10 - 160)
  798: r2 += r1
  799: r1 = r2
  800: r1 += 0x10
  801: r0 = *(u64 *)(r10 - 168)
  802: if r1 > r0 goto L86
  803: r1 = *(u16 *)(r2 + 14)
  804: r1 += r5
  805: r0 = *(u8 *)(r1 + 0)
  806: if r0 == 0x0 goto L102
  807: goto L92
L102:
  808: r3 -= 0xa
  809: if r3 s< 0x2 goto L86
  810: r1 = *(u64 *)(r10 - 264)
  811: r1 -= r3
  812: if r1 s< 0x0 goto L86
  813: r2 = *(u64 *)(r10 - 160)
  814: r2 += r1
  815: r1 = r2
  816: r1 += 0x10
  817: r0 = *(u64 *)(r10 - 168)
  818: if r1 > r0 goto L86
  819: r1 = *(u16 *)(r2 + 14)
  820: r1 += r5
  821: r0 = *(u8 *)(r1 + 0)
  822: if r0 == 0x0 goto L103
  823: goto L92
L103:
  824: r3 -= 0xa
  825: if r3 s< 0x2 goto L86
  826: r1 = *(u64 *)(r10 - 264)
  827: r1 -= r3
  828: if r1 s< 0x0 goto L86
  829: r2 = *(u64 *)(r10 - 160)
  830: r2 += r1
  831: r1 = r2
  832: r1 += 0x10
  833: r0 = *(u64 *)(r10 - 168)
  834: if r1 > r0 goto L86
  835: r1 = *(u16 *)(r2 + 14)
  836: r1 += r5
  837: r0 = *(u8 *)(r1 + 0)
  838: if r0 == 0x0 goto L104
  839: goto L92
L104:
  840: r3 -= 0xa
  841: if r3 s< 0x2 goto L86
  842: r1 = *(u64 *)(r10 - 264)
  843: r1 -= r3
  844: if r1 s< 0x0 goto L86
  845: r2 = *(u64 *)(r10 - 160)
  846: r2 += r1
  847: r1 = r2
  848: r1 += 0x10
  849: r0 = *(u64 *)(r10 - 168)
  850: if r1 > r0 goto L86
  851: r1 = *(u16 *)(r2 + 14)
  852: r1 += r5
  853: r0 = *(u8 *)(r1 + 0)
  854: if r0 == 0x0 goto L105
  855: goto L92
L105:
  856: r3 -= 0xa
  857: if r3 s< 0x2 goto L86
  858: r1 = *(u64 *)(r10 - 264)
  859: r1 -= r3
  860: if r1 s< 0x0 goto L86
  861: r2 = *(u64 *)(r10 - 160)
  862: r2 += r1
  863: r1 = r2
  864: r1 += 0x10
  865: r0 = *(u64 *)(r10 - 168)
  866: if r1 > r0 goto L86
  867: r1 = *(u16 *)(r2 + 14)
  868: r1 += r5
  869: r0 = *(u8 *)(r1 + 0)
  870: if r0 == 0x0 goto L106
  871: goto L92
L106:
  872: r3 -= 0xa
  873: if r3 s< 0x2 goto L86
  874: r1 = *(u64 *)(r10 - 264)
  875: r1 -= r3
  876: if r1 s< 0x0 goto L86
  877: r2 = *(u64 *)(r10 - 160)
  878: r2 += r1
  879: r1 = r2
  880: r1 += 0x10
  881: r0 = *(u64 *)(r10 - 168)
  882: if r1 > r0 goto L86
  883: r1 = *(u16 *)(r2 + 14)
  884: r1 += r5
  885: r0 = *(u8 *)(r1 + 0)
  886: if r0 == 0x0 goto L107
  887: goto L92
L107:
  888: r3 -= 0xa
  889: goto L86
L92:
  890: r1 = *(u64 *)(r10 - 264)
  891: r1 -= r3
  892: r1 -= 0x9
  893: r3 = *(u64 *)(r10 - 264)
  894: r3 -= r1
  895: if r3 > 0x5dc goto L86
  896: r0 = 0x0
  897: r1 = 0x0
  898: r2 = 0x0
L89:
  899: r5 = &.rodata.d0[0] ll
  901: r4 = 0xffffffff
L87:
  902: if r3 < 0x8 goto L88
  903: r1 = *(u64 *)(r10 - 264)
  904: r1 -= r3
  905: if r1 s< 0x0 goto L86
  906: r2 = *(u64 *)(r10 - 160)
  907: r2 += r1
  908: r1 = r2
  909: r1 += 0x16
  910: r0 = *(u64 *)(r10 - 168)
  911: if r1 > r0 goto L86
  912: r1 = *(u8 *)(r2 + 14)
  913: r1 <<= 0x3
  914: r0 = r5
  915: r0 += r1
  916: r0 = *(u64 *)(r0 + 0)
  917: r4 <<= 0x1
  918: r4 |= r0
  919: if r4 >= 0xfffffc00 goto L108
  920: goto L85
L108:
  921: r1 = *(u8 *)(r2 + 15)
  922: r1 <<= 0x3
  923: r0 = r5
  924: r0 += r1
  925: r0 = *(u64 *)(r0 + 0)
  926: r4 <<= 0x1
  927: r4 |= r0
  928: if r4 >= 0xfffffc00 goto L109
  929: goto L85
L109:
  930: r1 = *(u8 *)(r2 + 16)
  931: r1 <<= 0x3
  932: r0 = r5
  933: r0 += r1
  934: r0 = *(u64 *)(r0 + 0)
  935: r4 <<= 0x1
  936: r4 |= r0
  937: if r4 >= 0xfffffc00 goto L110
  938: goto L85
L110:
  939: r1 = *(u8 *)(r2 + 17)
  940: r1 <<= 0x3
  941: r0 = r5
  942: r0 += r1
  943: r0 = *(u64 *)(r0 + 0)
  944: r4 <<= 0x1
  945: r4 |= r0
  946: if r4 >= 0xfffffc00 goto L111
  947: goto L85
L111:
  948: r1 = *(u8 *)(r2 + 18)
  949: r1 <<= 0x3
  950: r0 = r5
  951: r0 += r1
  952: r0 = *(u64 *)(r0 + 0)
  953: r4 <<= 0x1
  954: r4 |= r0
  955: if r4 >= 0xfffffc00 goto L112
  956: goto L85
L112:
  957: r1 = *(u8 *)(r2 + 19)
  958: r1 <<= 0x3
  959: r0 = r5
  960: r0 += r1
  961: r0 = *(u64 *)(r0 + 0)
  962: r4 <<= 0x1
  963: r4 |= r0
  964: if r4 >= 0xfffffc00 goto L113
  965: goto L85
L113:
  966: r1 = *(u8 *)(r2 + 20)
  967: r1 <<= 0x3
  968: r0 = r5
  969: r0 += r1
  970: r0 = *(u64 *)(r0 + 0)
  971: r4 <<= 0x1
  972: r4 |= r0
  973: if r4 >= 0xfffffc00 goto L114
  974: goto L85
L114:
  975: r1 = *(u8 *)(r2 + 21)
  976: r1 <<= 0x3
  977: r0 = r5
  978: r0 += r1
  979: r0 = *(u64 *)(r0 + 0)
  980: r4 <<= 0x1
  981: r4 |= r0
  982: if r4 >= 0xfffffc00 goto L115
  983: goto L85
L115:
  984: r3 -= 0x8
  985: goto L87
L88:
  986: if r3 == 0x0 goto L86
  987: r1 = *(u64 *)(r10 - 264)
  988: r1 -= r3
  989: if r1 s< 0x0 goto L86
  990: r2 = *(u64 *)(r10 - 160)
  991: r2 += r1
  992: r1 = r2
  993: r1 += 0xf
  994: r0 = *(u64 *)(r10 - 168)
  995: if r1 > r0 goto L86
  996: r1 = *(u8 *)(r2 + 14)
  997: r1 <<= 0x3
  998: r0 = r5
  999: r0 += r1
 1000: r0 = *(u64 *)(r0 + 0)
 1001: r4 <<= 0x1
 1002: r4 |= r0
 1003: if r4 >= 0xfffffc00 goto L116
 1004: goto L85
L116:
 1005: r3 -= 0x1
 1006: if r3 == 0x0 goto L86
 1007: r1 = *(u64 *)(r10 - 264)
 1008: r1 -= r3
 1009: if r1 s< 0x0 goto L86
 1010: r2 = *(u64 *)(r10 - 160)
 1011: r2 += r1
 1012: r1 = r2
 1013: r1 += 0xf
 1014: r0 = *(u64 *)(r10 - 168)
 1015: if r1 > r0 goto L86
 1016: r1 = *(u8 *)(r2 + 14)
 1017: r1 <<= 0x3
 1018: r0 = r5
 1019: r0 += r1
 1020: r0 = *(u64 *)(r0 + 0)
 1021: r4 <<= 0x1
 1022: r4 |= r0
 1023: if r4 >= 0xfffffc00 goto L117
 1024: goto L85
L117:
 1025: r3 -= 0x1
 1026: if r3 == 0x0 goto L86
 1027: r1 = *(u64 *)(r10 - 264)
 1028: r1 -= r3
 1029: if r1 s< 0x0 goto L86
 1030: r2 = *(u64 *)(r10 - 160)
 1031: r2 += r1
 1032: r1 = r2
 1033: r1 += 0xf
 1034: r0 = *(u64 *)(r10 - 168)
 1035: if r1 > r0 goto L86
 1036: r1 = *(u8 *)(r2 + 14)
 1037: r1 <<= 0x3
 1038: r0 = r5
 1039: r0 += r1
 1040: r0 = *(u64 *)(r0 + 0)
 1041: r4 <<= 0x1
 1042: r4 |= r0
 1043: if r4 >= 0xfffffc00 goto L118
 1044: goto L85
L118:
 1045: r3 -= 0x1
 1046: if r3 == 0x0 goto L86
 1047: r1 = *(u64 *)(r10 - 264)
 1048: r1 -= r3
 1049: if r1 s< 0x0 goto L86
 1050: r2 = *(u64 *)(r10 - 160)
 1051: r2 += r1
 1052: r1 = r2
 1053: r1 += 0xf
 1054: r0 = *(u64 *)(r10 - 168)
 1055: if r1 > r0 goto L86
 1056: r1 = *(u8 *)(r2 + 14)
 1057: r1 <<= 0x3
 1058: r0 = r5
 1059: r0 += r1
 1060: r0 = *(u64 *)(r0 + 0)
 1061: r4 <<= 0x1
 1062: r4 |= r0
 1063: if r4 >= 0xfffffc00 goto L119
 1064: goto L85
L119:
 1065: r3 -= 0x1
 1066: if r3 == 0x0 goto L86
 1067: r1 = *(u64 *)(r10 - 264)
 1068: r1 -= r3
 1069: if r1 s< 0x0 goto L86
 1070: r2 = *(u64 *)(r10 - 160)
 1071: r2 += r1
 1072: r1 = r2
 1073: r1 += 0xf
 1074: r0 = *(u64 *)(r10 - 168)
 1075: if r1 > r0 goto L86
 1076: r1 = *(u8 *)(r2 + 14)
 1077: r1 <<= 0x3
 1078: r0 = r5
 1079: r0 += r1
 1080: r0 = *(u64 *)(r0 + 0)
 1081: r4 <<= 0x1
 1082: r4 |= r0
 1083: if r4 >= 0xfffffc00 goto L120
 1084: goto L85
L120:
 1085: r3 -= 0x1
 1086: if r3 == 0x0 goto L86
 1087: r1 = *(u64 *)(r10 - 264)
 1088: r1 -= r3
 1089: if r1 s< 0x0 goto L86
 1090: r2 = *(u64 *)(r10 - 160)
 1091: r2 += r1
 1092: r1 = r2
 1093: r1 += 0xf
 1094: r0 = *(u64 *)(r10 - 168)
 1095: if r1 > r0 goto L86
 1096: r1 = *(u8 *)(r2 + 14)
 1097: r1 <<= 0x3
 1098: r0 = r5
 1099: r0 += r1
 1100: r0 = *(u64 *)(r0 + 0)
 1101: r4 <<= 0x1
 1102: r4 |= r0
 1103: if r4 >= 0xfffffc00 goto L121
 1104: goto L85
L121:
 1105: r3 -= 0x1
 1106: if r3 == 0x0 goto L86
 1107: r1 = *(u64 *)(r10 - 264)
 1108: r1 -= r3
 1109: if r1 s< 0x0 goto L86
 1110: r2 = *(u64 *)(r10 - 160)
 1111: r2 += r1
 1112: r1 = r2
 1113: r1 += 0xf
 1114: r0 = *(u64 *)(r10 - 168)
 1115: if r1 > r0 goto L86
 1116: r1 = *(u8 *)(r2 + 14)
 1117: r1 <<= 0x3
 1118: r0 = r5
 1119: r0 += r1
 1120: r0 = *(u64 *)(r0 + 0)
 1121: r4 <<= 0x1
 1122: r4 |= r0
 1123: if r4 >= 0xfffffc00 goto L122
 1124: goto L85
L122:
 1125: r3 -= 0x1
L86:
 1126: r0 = 0x0
 1127: r1 = 0x0
 1128: r2 = 0x0
 1129: r3 = 0x0
 1130: r4 = 0x0
 1131: r5 = 0x0
 1132: goto L82
L85:
 1133: r0 = 0x0
 1134: r1 = 0x0
 1135: r2 = 0x0
 1136: r3 = 0x0
 1137: r4 = 0x0
 1138: r5 = 0x0
L84:
 1139: *(u32 *)(r10 - 136) = 0x0
 1140: *(u64 *)(r10 - 144) = 0x1
 1141: goto L0
L82:
      ; default
 1142: *(u32 *)(r10 - 136) = 0x1
 1143: *(u64 *)(r10 - 144) = 0x2
 1144: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
 1145: *(u32 *)(r10 - 136) = 0x2
 1146: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
 1147: r1 = map[dropc_counters] ll
 1149: r2 = r10
 1150: r2 += 0xffffff78
 1151: call 1
 1152: if r0 == 0x0 goto L123
 1153: r1 = *(u64 *)(r0 + 0)
 1154: r1 += 0x1
 1155: *(u64 *)(r0 + 0) = r1
 1156: r1 = *(u64 *)(r10 - 152)
 1157: r2 = *(u32 *)(r1 + 4)
 1158: r1 = *(u32 *)(r1 + 0)
 1159: r2 -= r1
 1160: r1 = *(u64 *)(r0 + 8)
 1161: r1 += r2
 1162: *(u64 *)(r0 + 8) = r1
L123:
 1163: r0 = *(u64 *)(r10 - 144)
 1164: if r0 != 0x2 goto L124
      ; pass: tail call dropc_next[0] (falls through when empty)
 1165: r1 = *(u64 *)(r10 - 152)
 1166: r2 = map[dropc_next] ll
 1168: r3 = 0x0
 1169: call 12
 1170: r0 = 0x2
 1171: exit
L124:
 1172: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
 1173: r1 = map[dropc_counters] ll
 1175: r2 = r10
 1176: r2 += 0xffffff78
 1177: call 1
 1178: if r0 == 0x0 goto L125
 1179: r1 = *(u64 *)(r0 + 0)
 1180: r1 += 0x1
 1181: *(u64 *)(r0 + 0) = r1
 1182: r1 = *(u64 *)(r10 - 152)
 1183: r2 = *(u32 *)(r1 + 4)
 1184: r1 = *(u32 *)(r1 + 0)
 1185: r2 -= r1
 1186: r1 = *(u64 *)(r0 + 8)
 1187: r1 += r2
 1188: *(u64 *)(r0 + 8) = r1
L125:
 1189: r0 = *(u64 *)(r10 - 144)
 1190: if r0 != 0x2 goto L126
      ; pass: tail call dropc_next[0] (falls through when empty)
 1191: r1 = *(u64 *)(r10 - 152)
 1192: r2 = map[dropc_next] ll
 1194: r3 = 0x0
 1195: call 12
 1196: r0 = 0x2
 1197: exit
L126:
 1198: exit
