; dropc tc program `dropc_tc` (1193 instruction slots)
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
  257: if r4 >= 0xfffffc00 goto L39
  258: goto L16
L39:
  259: r1 = *(u8 *)(r2 + 15)
  260: r1 <<= 0x3
  261: r0 = r5
  262: r0 += r1
  263: r0 = *(u64 *)(r0 + 0)
  264: r4 <<= 0x1
  265: r4 |= r0
  266: if r4 >= 0xfffffc00 goto L40
  267: goto L16
L40:
  268: r1 = *(u8 *)(r2 + 16)
  269: r1 <<= 0x3
  270: r0 = r5
  271: r0 += r1
  272: r0 = *(u64 *)(r0 + 0)
  273: r4 <<= 0x1
  274: r4 |= r0
  275: if r4 >= 0xfffffc00 goto L41
  276: goto L16
L41:
  277: r1 = *(u8 *)(r2 + 17)
  278: r1 <<= 0x3
  279: r0 = r5
  280: r0 += r1
  281: r0 = *(u64 *)(r0 + 0)
  282: r4 <<= 0x1
  283: r4 |= r0
  284: if r4 >= 0xfffffc00 goto L42
  285: goto L16
L42:
  286: r1 = *(u8 *)(r2 + 18)
  287: r1 <<= 0x3
  288: r0 = r5
  289: r0 += r1
  290: r0 = *(u64 *)(r0 + 0)
  291: r4 <<= 0x1
  292: r4 |= r0
  293: if r4 >= 0xfffffc00 goto L43
  294: goto L16
L43:
  295: r1 = *(u8 *)(r2 + 19)
  296: r1 <<= 0x3
  297: r0 = r5
  298: r0 += r1
  299: r0 = *(u64 *)(r0 + 0)
  300: r4 <<= 0x1
  301: r4 |= r0
  302: if r4 >= 0xfffffc00 goto L44
  303: goto L16
L44:
  304: r1 = *(u8 *)(r2 + 20)
  305: r1 <<= 0x3
  306: r0 = r5
  307: r0 += r1
  308: r0 = *(u64 *)(r0 + 0)
  309: r4 <<= 0x1
  310: r4 |= r0
  311: if r4 >= 0xfffffc00 goto L45
  312: goto L16
L45:
  313: r1 = *(u8 *)(r2 + 21)
  314: r1 <<= 0x3
  315: r0 = r5
  316: r0 += r1
  317: r0 = *(u64 *)(r0 + 0)
  318: r4 <<= 0x1
  319: r4 |= r0
  320: if r4 >= 0xfffffc00 goto L46
  321: goto L16
L46:
  322: r3 -= 0x8
  323: goto L18
L19:
  324: if r3 == 0x0 goto L17
  325: r1 = *(u64 *)(r10 - 264)
  326: r1 -= r3
  327: if r1 s< 0x0 goto L17
  328: r2 = *(u64 *)(r10 - 160)
  329: r2 += r1
  330: r1 = r2
  331: r1 += 0xf
  332: r0 = *(u64 *)(r10 - 168)
  333: if r1 > r0 goto L17
  334: r1 = *(u8 *)(r2 + 14)
  335: r1 <<= 0x3
  336: r0 = r5
  337: r0 += r1
  338: r0 = *(u64 *)(r0 + 0)
  339: r4 <<= 0x1
  340: r4 |= r0
  341: if r4 >= 0xfffffc00 goto L47
  342: goto L16
L47:
  343: r3 -= 0x1
  344: if r3 == 0x0 goto L17
  345: r1 = *(u64 *)(r10 - 264)
  346: r1 -= r3
  347: if r1 s< 0x0 goto L17
  348: r2 = *(u64 *)(r10 - 160)
  349: r2 += r1
  350: r1 = r2
  351: r1 += 0xf
  352: r0 = *(u64 *)(r10 - 168)
  353: if r1 > r0 goto L17
  354: r1 = *(u8 *)(r2 + 14)
  355: r1 <<= 0x3
  356: r0 = r5
  357: r0 += r1
  358: r0 = *(u64 *)(r0 + 0)
  359: r4 <<= 0x1
  360: r4 |= r0
  361: if r4 >= 0xfffffc00 goto L48
  362: goto L16
L48:
  363: r3 -= 0x1
  364: if r3 == 0x0 goto L17
  365: r1 = *(u64 *)(r10 - 264)
  366: r1 -= r3
  367: if r1 s< 0x0 goto L17
  368: r2 = *(u64 *)(r10 - 160)
  369: r2 += r1
  370: r1 = r2
  371: r1 += 0xf
  372: r0 = *(u64 *)(r10 - 168)
  373: if r1 > r0 goto L17
  374: r1 = *(u8 *)(r2 + 14)
  375: r1 <<= 0x3
  376: r0 = r5
  377: r0 += r1
  378: r0 = *(u64 *)(r0 + 0)
  379: r4 <<= 0x1
  380: r4 |= r0
  381: if r4 >= 0xfffffc00 goto L49
  382: goto L16
L49:
  383: r3 -= 0x1
  384: if r3 == 0x0 goto L17
  385: r1 = *(u64 *)(r10 - 264)
  386: r1 -= r3
  387: if r1 s< 0x0 goto L17
  388: r2 = *(u64 *)(r10 - 160)
  389: r2 += r1
  390: r1 = r2
  391: r1 += 0xf
  392: r0 = *(u64 *)(r10 - 168)
  393: if r1 > r0 goto L17
  394: r1 = *(u8 *)(r2 + 14)
  395: r1 <<= 0x3
  396: r0 = r5
  397: r0 += r1
  398: r0 = *(u64 *)(r0 + 0)
  399: r4 <<= 0x1
  400: r4 |= r0
  401: if r4 >= 0xfffffc00 goto L50
  402: goto L16
L50:
  403: r3 -= 0x1
  404: if r3 == 0x0 goto L17
  405: r1 = *(u64 *)(r10 - 264)
  406: r1 -= r3
  407: if r1 s< 0x0 goto L17
  408: r2 = *(u64 *)(r10 - 160)
  409: r2 += r1
  410: r1 = r2
  411: r1 += 0xf
  412: r0 = *(u64 *)(r10 - 168)
  413: if r1 > r0 goto L17
  414: r1 = *(u8 *)(r2 + 14)
  415: r1 <<= 0x3
  416: r0 = r5
  417: r0 += r1
  418: r0 = *(u64 *)(r0 + 0)
  419: r4 <<= 0x1
  420: r4 |= r0
  421: if r4 >= 0xfffffc00 goto L51
  422: goto L16
L51:
  423: r3 -= 0x1
  424: if r3 == 0x0 goto L17
  425: r1 = *(u64 *)(r10 - 264)
  426: r1 -= r3
  427: if r1 s< 0x0 goto L17
  428: r2 = *(u64 *)(r10 - 160)
  429: r2 += r1
  430: r1 = r2
  431: r1 += 0xf
  432: r0 = *(u64 *)(r10 - 168)
  433: if r1 > r0 goto L17
  434: r1 = *(u8 *)(r2 + 14)
  435: r1 <<= 0x3
  436: r0 = r5
  437: r0 += r1
  438: r0 = *(u64 *)(r0 + 0)
  439: r4 <<= 0x1
  440: r4 |= r0
  441: if r4 >= 0xfffffc00 goto L52
  442: goto L16
L52:
  443: r3 -= 0x1
  444: if r3 == 0x0 goto L17
  445: r1 = *(u64 *)(r10 - 264)
  446: r1 -= r3
  447: if r1 s< 0x0 goto L17
  448: r2 = *(u64 *)(r10 - 160)
  449: r2 += r1
  450: r1 = r2
  451: r1 += 0xf
  452: r0 = *(u64 *)(r10 - 168)
  453: if r1 > r0 goto L17
  454: r1 = *(u8 *)(r2 + 14)
  455: r1 <<= 0x3
  456: r0 = r5
  457: r0 += r1
  458: r0 = *(u64 *)(r0 + 0)
  459: r4 <<= 0x1
  460: r4 |= r0
  461: if r4 >= 0xfffffc00 goto L53
  462: goto L16
L53:
  463: r3 -= 0x1
L17:
  464: r0 = 0x0
  465: r1 = 0x0
  466: r2 = 0x0
  467: r3 = 0x0
  468: r4 = 0x0
  469: r5 = 0x0
  470: goto L13
L16:
  471: r0 = 0x0
  472: r1 = 0x0
  473: r2 = 0x0
  474: r3 = 0x0
  475: r4 = 0x0
  476: r5 = 0x0
L15:
  477: *(u32 *)(r10 - 136) = 0x0
  478: *(u64 *)(r10 - 144) = 0x2
  479: goto L0
L13:
      ; default
  480: *(u32 *)(r10 - 136) = 0x1
  481: *(u64 *)(r10 - 144) = 0xffffffff
  482: goto L0
L6:
  483: if w1 == 0xdd86 goto L7
  484: if w1 == 0x81 goto L54
  485: if w1 != 0xa888 goto L1
L54:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  486: r2 = *(u32 *)(r6 + 20)
  487: if r2 != 0x0 goto L1
  488: r2 = r0
  489: r2 += 0x12
  490: if r2 > r3 goto L1
  491: r1 = *(u16 *)(r0 + 16)
  492: r0 += 0x4
  493: if w1 == 0x8 goto L8
  494: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  495: r2 = r0
  496: r2 += 0x36
  497: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  498: *(u64 *)(r10 - 160) = r0
  499: *(u64 *)(r10 - 168) = r3
  500: r1 = *(u16 *)(r0 + 18)
  501: r1 = be16 r1
  502: r1 += 0x36
  503: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  504: r4 = *(u8 *)(r0 + 20)
  505: r5 = r0
  506: r5 += 0x36
  507: if r4 == 0x2c goto L58
  508: if r4 == 0x0 goto L57
  509: if r4 == 0x2b goto L57
  510: if r4 != 0x3c goto L55
L57:
  511: r2 = r5
  512: r2 += 0x8
  513: if r2 > r3 goto L1
  514: r1 = *(u8 *)(r5 + 1)
  515: r4 = *(u8 *)(r5 + 0)
  516: r1 += 0x1
  517: r1 <<= 0x3
  518: r5 += r1
  519: goto L59
L58:
  520: r2 = r5
  521: r2 += 0x8
  522: if r2 > r3 goto L1
  523: r1 = *(u16 *)(r5 + 2)
  524: r4 = *(u8 *)(r5 + 0)
  525: r5 += 0x8
  526: if w1 & 0xf8ff goto L56
L59:
  527: r1 = r5
  528: r1 -= r0
  529: if r1 > 0x7fff goto L1
  530: r5 = r0
  531: r5 += r1
  532: if r4 == 0x2c goto L61
  533: if r4 == 0x0 goto L60
  534: if r4 == 0x2b goto L60
  535: if r4 != 0x3c goto L55
L60:
  536: r2 = r5
  537: r2 += 0x8
  538: if r2 > r3 goto L1
  539: r1 = *(u8 *)(r5 + 1)
  540: r4 = *(u8 *)(r5 + 0)
  541: r1 += 0x1
  542: r1 <<= 0x3
  543: r5 += r1
  544: goto L62
L61:
  545: r2 = r5
  546: r2 += 0x8
  547: if r2 > r3 goto L1
  548: r1 = *(u16 *)(r5 + 2)
  549: r4 = *(u8 *)(r5 + 0)
  550: r5 += 0x8
  551: if w1 & 0xf8ff goto L56
L62:
  552: r1 = r5
  553: r1 -= r0
  554: if r1 > 0x7fff goto L1
  555: r5 = r0
  556: r5 += r1
  557: if r4 == 0x2c goto L64
  558: if r4 == 0x0 goto L63
  559: if r4 == 0x2b goto L63
  560: if r4 != 0x3c goto L55
L63:
  561: r2 = r5
  562: r2 += 0x8
  563: if r2 > r3 goto L1
  564: r1 = *(u8 *)(r5 + 1)
  565: r4 = *(u8 *)(r5 + 0)
  566: r1 += 0x1
  567: r1 <<= 0x3
  568: r5 += r1
  569: goto L65
L64:
  570: r2 = r5
  571: r2 += 0x8
  572: if r2 > r3 goto L1
  573: r1 = *(u16 *)(r5 + 2)
  574: r4 = *(u8 *)(r5 + 0)
  575: r5 += 0x8
  576: if w1 & 0xf8ff goto L56
L65:
  577: r1 = r5
  578: r1 -= r0
  579: if r1 > 0x7fff goto L1
  580: r5 = r0
  581: r5 += r1
  582: if r4 == 0x2c goto L67
  583: if r4 == 0x0 goto L66
  584: if r4 == 0x2b goto L66
  585: if r4 != 0x3c goto L55
L66:
  586: r2 = r5
  587: r2 += 0x8
  588: if r2 > r3 goto L1
  589: r1 = *(u8 *)(r5 + 1)
  590: r4 = *(u8 *)(r5 + 0)
  591: r1 += 0x1
  592: r1 <<= 0x3
  593: r5 += r1
  594: goto L68
L67:
  595: r2 = r5
  596: r2 += 0x8
  597: if r2 > r3 goto L1
  598: r1 = *(u16 *)(r5 + 2)
  599: r4 = *(u8 *)(r5 + 0)
  600: r5 += 0x8
  601: if w1 & 0xf8ff goto L56
L68:
  602: r1 = r5
  603: r1 -= r0
  604: if r1 > 0x7fff goto L1
  605: r5 = r0
  606: r5 += r1
  607: if r4 == 0x2c goto L70
  608: if r4 == 0x0 goto L69
  609: if r4 == 0x2b goto L69
  610: if r4 != 0x3c goto L55
L69:
  611: r2 = r5
  612: r2 += 0x8
  613: if r2 > r3 goto L1
  614: r1 = *(u8 *)(r5 + 1)
  615: r4 = *(u8 *)(r5 + 0)
  616: r1 += 0x1
  617: r1 <<= 0x3
  618: r5 += r1
  619: goto L71
L70:
  620: r2 = r5
  621: r2 += 0x8
  622: if r2 > r3 goto L1
  623: r1 = *(u16 *)(r5 + 2)
  624: r4 = *(u8 *)(r5 + 0)
  625: r5 += 0x8
  626: if w1 & 0xf8ff goto L56
L71:
  627: r1 = r5
  628: r1 -= r0
  629: if r1 > 0x7fff goto L1
  630: r5 = r0
  631: r5 += r1
  632: if r4 == 0x2c goto L73
  633: if r4 == 0x0 goto L72
  634: if r4 == 0x2b goto L72
  635: if r4 != 0x3c goto L55
L72:
  636: r2 = r5
  637: r2 += 0x8
  638: if r2 > r3 goto L1
  639: r1 = *(u8 *)(r5 + 1)
  640: r4 = *(u8 *)(r5 + 0)
  641: r1 += 0x1
  642: r1 <<= 0x3
  643: r5 += r1
  644: goto L74
L73:
  645: r2 = r5
  646: r2 += 0x8
  647: if r2 > r3 goto L1
  648: r1 = *(u16 *)(r5 + 2)
  649: r4 = *(u8 *)(r5 + 0)
  650: r5 += 0x8
  651: if w1 & 0xf8ff goto L56
L74:
  652: r1 = r5
  653: r1 -= r0
  654: if r1 > 0x7fff goto L1
  655: r5 = r0
  656: r5 += r1
  657: if r4 == 0x2c goto L76
  658: if r4 == 0x0 goto L75
  659: if r4 == 0x2b goto L75
  660: if r4 != 0x3c goto L55
L75:
  661: r2 = r5
  662: r2 += 0x8
  663: if r2 > r3 goto L1
  664: r1 = *(u8 *)(r5 + 1)
  665: r4 = *(u8 *)(r5 + 0)
  666: r1 += 0x1
  667: r1 <<= 0x3
  668: r5 += r1
  669: goto L77
L76:
  670: r2 = r5
  671: r2 += 0x8
  672: if r2 > r3 goto L1
  673: r1 = *(u16 *)(r5 + 2)
  674: r4 = *(u8 *)(r5 + 0)
  675: r5 += 0x8
  676: if w1 & 0xf8ff goto L56
L77:
  677: r1 = r5
  678: r1 -= r0
  679: if r1 > 0x7fff goto L1
  680: r5 = r0
  681: r5 += r1
  682: if r4 == 0x2c goto L79
  683: if r4 == 0x0 goto L78
  684: if r4 == 0x2b goto L78
  685: if r4 != 0x3c goto L55
L78:
  686: r2 = r5
  687: r2 += 0x8
  688: if r2 > r3 goto L1
  689: r1 = *(u8 *)(r5 + 1)
  690: r4 = *(u8 *)(r5 + 0)
  691: r1 += 0x1
  692: r1 <<= 0x3
  693: r5 += r1
  694: goto L80
L79:
  695: r2 = r5
  696: r2 += 0x8
  697: if r2 > r3 goto L1
  698: r1 = *(u16 *)(r5 + 2)
  699: r4 = *(u8 *)(r5 + 0)
  700: r5 += 0x8
  701: if w1 & 0xf8ff goto L56
L80:
  702: r1 = r5
  703: r1 -= r0
  704: if r1 > 0x7fff goto L1
  705: r5 = r0
  706: r5 += r1
      ; deeper than the walk: no specified verdict
  707: if r4 == 0x0 goto L1
  708: if r4 == 0x2b goto L1
  709: if r4 == 0x2c goto L1
  710: if r4 == 0x3c goto L1
L55:
  711: r7 = r4
      ; layer 4 (r4 = protocol, header at r5)
  712: if r4 == 0x11 goto L82
  713: r8 = 0x10000
  714: goto L3
L82:
  715: r2 = r5
  716: r2 += 0x8
  717: if r2 > r3 goto L1
  718: r8 = *(u16 *)(r5 + 2)
  719: goto L3
L56:
  720: r7 = r4
  721: r8 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  722: if r7 != 0x11 goto L84
  723: if r8 != 0x3500 goto L84
L85:
      ; contains: 11 bytes, shift-or over the IP packet
  724: r3 = *(u64 *)(r10 - 184)
  725: r3 |= 0x0
  726: r3 -= 0xe
  727: if r3 > 0x5dc goto L88
  728: *(u64 *)(r10 - 264) = r3
      ; contains: 2-gram prefilter, every 10 bytes
  729: r5 = &.rodata.d1[0] ll
  731: r3 -= 0x9
L92:
  732: if r3 s< 0x48 goto L93
  733: r1 = *(u64 *)(r10 - 264)
  734: r1 -= r3
  735: if r1 s< 0x0 goto L88
  736: r2 = *(u64 *)(r10 - 160)
  737: r2 += r1
  738: r1 = r2
  739: r1 += 0x56
  740: r0 = *(u64 *)(r10 - 168)
  741: if r1 > r0 goto L88
  742: r1 = *(u16 *)(r2 + 14)
  743: r1 += r5
  744: r0 = *(u8 *)(r1 + 0)
  745: if r0 == 0x0 goto L95
  746: goto L94
L95:
  747: r1 = *(u16 *)(r2 + 24)
  748: r1 += r5
  749: r0 = *(u8 *)(r1 + 0)
  750: if r0 == 0x0 goto L96
  751: r3 -= 0xa
  752: goto L94
L96:
  753: r1 = *(u16 *)(r2 + 34)
  754: r1 += r5
  755: r0 = *(u8 *)(r1 + 0)
  756: if r0 == 0x0 goto L97
  757: r3 -= 0x14
  758: goto L94
L97:
  759: r1 = *(u16 *)(r2 + 44)
  760: r1 += r5
  761: r0 = *(u8 *)(r1 + 0)
  762: if r0 == 0x0 goto L98
  763: r3 -= 0x1e
  764: goto L94
L98:
  765: r1 = *(u16 *)(r2 + 54)
  766: r1 += r5
  767: r0 = *(u8 *)(r1 + 0)
  768: if r0 == 0x0 goto L99
  769: r3 -= 0x28
  770: goto L94
L99:
  771: r1 = *(u16 *)(r2 + 64)
  772: r1 += r5
  773: r0 = *(u8 *)(r1 + 0)
  774: if r0 == 0x0 goto L100
  775: r3 -= 0x32
  776: goto L94
L100:
  777: r1 = *(u16 *)(r2 + 74)
  778: r1 += r5
  779: r0 = *(u8 *)(r1 + 0)
  780: if r0 == 0x0 goto L101
  781: r3 -= 0x3c
  782: goto L94
L101:
  783: r1 = *(u16 *)(r2 + 84)
  784: r1 += r5
  785: r0 = *(u8 *)(r1 + 0)
  786: if r0 == 0x0 goto L102
  787: r3 -= 0x46
  788: goto L94
L102:
  789: r3 -= 0x50
  790: goto L92
L93:
  791: if r3 s< 0x2 goto L88
  792: r1 = *(u64 *)(r10 - 264)
  793: r1 -= r3
  794: if r1 s< 0x0 goto L88
  795: r2 = *(u64 *)(r10 - 160)
  796: r2 += r1
  797: r1 = r2
  798: r1 += 0x10
  799: r0 = *(u64 *)(r10 - 168)
  800: if r1 > r0 goto L88
  801: r1 = *(u16 *)(r2 + 14)
  802: r1 += r5
  803: r0 = *(u8 *)(r1 + 0)
  804: if r0 == 0x0 goto L103
  805: goto L94
L103:
  806: r3 -= 0xa
  807: if r3 s< 0x2 goto L88
  808: r1 = *(u64 *)(r10 - 264)
  809: r1 -= r3
  810: if r1 s< 0x0 goto L88
  811: r2 = *(u64 *)(r10 - 160)
  812: r2 += r1
  813: r1 = r2
  814: r1 += 0x10
  815: r0 = *(u64 *)(r10 - 168)
  816: if r1 > r0 goto L88
  817: r1 = *(u16 *)(r2 + 14)
  818: r1 += r5
  819: r0 = *(u8 *)(r1 + 0)
  820: if r0 == 0x0 goto L104
  821: goto L94
L104:
  822: r3 -= 0xa
  823: if r3 s< 0x2 goto L88
  824: r1 = *(u64 *)(r10 - 264)
  825: r1 -= r3
  826: if r1 s< 0x0 goto L88
  827: r2 = *(u64 *)(r10 - 160)
  828: r2 += r1
  829: r1 = r2
  830: r1 += 0x10
  831: r0 = *(u64 *)(r10 - 168)
  832: if r1 > r0 goto L88
  833: r1 = *(u16 *)(r2 + 14)
  834: r1 += r5
  835: r0 = *(u8 *)(r1 + 0)
  836: if r0 == 0x0 goto L105
  837: goto L94
L105:
  838: r3 -= 0xa
  839: if r3 s< 0x2 goto L88
  840: r1 = *(u64 *)(r10 - 264)
  841: r1 -= r3
  842: if r1 s< 0x0 goto L88
  843: r2 = *(u64 *)(r10 - 160)
  844: r2 += r1
  845: r1 = r2
  846: r1 += 0x10
  847: r0 = *(u64 *)(r10 - 168)
  848: if r1 > r0 goto L88
  849: r1 = *(u16 *)(r2 + 14)
  850: r1 += r5
  851: r0 = *(u8 *)(r1 + 0)
  852: if r0 == 0x0 goto L106
  853: goto L94
L106:
  854: r3 -= 0xa
  855: if r3 s< 0x2 goto L88
  856: r1 = *(u64 *)(r10 - 264)
  857: r1 -= r3
  858: if r1 s< 0x0 goto L88
  859: r2 = *(u64 *)(r10 - 160)
  860: r2 += r1
  861: r1 = r2
  862: r1 += 0x10
  863: r0 = *(u64 *)(r10 - 168)
  864: if r1 > r0 goto L88
  865: r1 = *(u16 *)(r2 + 14)
  866: r1 += r5
  867: r0 = *(u8 *)(r1 + 0)
  868: if r0 == 0x0 goto L107
  869: goto L94
L107:
  870: r3 -= 0xa
  871: if r3 s< 0x2 goto L88
  872: r1 = *(u64 *)(r10 - 264)
  873: r1 -= r3
  874: if r1 s< 0x0 goto L88
  875: r2 = *(u64 *)(r10 - 160)
  876: r2 += r1
  877: r1 = r2
  878: r1 += 0x10
  879: r0 = *(u64 *)(r10 - 168)
  880: if r1 > r0 goto L88
  881: r1 = *(u16 *)(r2 + 14)
  882: r1 += r5
  883: r0 = *(u8 *)(r1 + 0)
  884: if r0 == 0x0 goto L108
  885: goto L94
L108:
  886: r3 -= 0xa
  887: if r3 s< 0x2 goto L88
  888: r1 = *(u64 *)(r10 - 264)
  889: r1 -= r3
  890: if r1 s< 0x0 goto L88
  891: r2 = *(u64 *)(r10 - 160)
  892: r2 += r1
  893: r1 = r2
  894: r1 += 0x10
  895: r0 = *(u64 *)(r10 - 168)
  896: if r1 > r0 goto L88
  897: r1 = *(u16 *)(r2 + 14)
  898: r1 += r5
  899: r0 = *(u8 *)(r1 + 0)
  900: if r0 == 0x0 goto L109
  901: goto L94
L109:
  902: r3 -= 0xa
  903: goto L88
L94:
  904: r1 = *(u64 *)(r10 - 264)
  905: r1 -= r3
  906: r1 -= 0x9
  907: r3 = *(u64 *)(r10 - 264)
  908: r3 -= r1
  909: if r3 > 0x5dc goto L88
  910: r0 = 0x0
  911: r1 = 0x0
  912: r2 = 0x0
L91:
  913: r5 = &.rodata.d0[0] ll
  915: r4 = 0xffffffff
L89:
  916: if r3 < 0x8 goto L90
  917: r1 = *(u64 *)(r10 - 264)
  918: r1 -= r3
  919: if r1 s< 0x0 goto L88
  920: r2 = *(u64 *)(r10 - 160)
  921: r2 += r1
  922: r1 = r2
  923: r1 += 0x16
  924: r0 = *(u64 *)(r10 - 168)
  925: if r1 > r0 goto L88
  926: r1 = *(u8 *)(r2 + 14)
  927: r1 <<= 0x3
  928: r0 = r5
  929: r0 += r1
  930: r0 = *(u64 *)(r0 + 0)
  931: r4 <<= 0x1
  932: r4 |= r0
  933: if r4 >= 0xfffffc00 goto L110
  934: goto L87
L110:
  935: r1 = *(u8 *)(r2 + 15)
  936: r1 <<= 0x3
  937: r0 = r5
  938: r0 += r1
  939: r0 = *(u64 *)(r0 + 0)
  940: r4 <<= 0x1
  941: r4 |= r0
  942: if r4 >= 0xfffffc00 goto L111
  943: goto L87
L111:
  944: r1 = *(u8 *)(r2 + 16)
  945: r1 <<= 0x3
  946: r0 = r5
  947: r0 += r1
  948: r0 = *(u64 *)(r0 + 0)
  949: r4 <<= 0x1
  950: r4 |= r0
  951: if r4 >= 0xfffffc00 goto L112
  952: goto L87
L112:
  953: r1 = *(u8 *)(r2 + 17)
  954: r1 <<= 0x3
  955: r0 = r5
  956: r0 += r1
  957: r0 = *(u64 *)(r0 + 0)
  958: r4 <<= 0x1
  959: r4 |= r0
  960: if r4 >= 0xfffffc00 goto L113
  961: goto L87
L113:
  962: r1 = *(u8 *)(r2 + 18)
  963: r1 <<= 0x3
  964: r0 = r5
  965: r0 += r1
  966: r0 = *(u64 *)(r0 + 0)
  967: r4 <<= 0x1
  968: r4 |= r0
  969: if r4 >= 0xfffffc00 goto L114
  970: goto L87
L114:
  971: r1 = *(u8 *)(r2 + 19)
  972: r1 <<= 0x3
  973: r0 = r5
  974: r0 += r1
  975: r0 = *(u64 *)(r0 + 0)
  976: r4 <<= 0x1
  977: r4 |= r0
  978: if r4 >= 0xfffffc00 goto L115
  979: goto L87
L115:
  980: r1 = *(u8 *)(r2 + 20)
  981: r1 <<= 0x3
  982: r0 = r5
  983: r0 += r1
  984: r0 = *(u64 *)(r0 + 0)
  985: r4 <<= 0x1
  986: r4 |= r0
  987: if r4 >= 0xfffffc00 goto L116
  988: goto L87
L116:
  989: r1 = *(u8 *)(r2 + 21)
  990: r1 <<= 0x3
  991: r0 = r5
  992: r0 += r1
  993: r0 = *(u64 *)(r0 + 0)
  994: r4 <<= 0x1
  995: r4 |= r0
  996: if r4 >= 0xfffffc00 goto L117
  997: goto L87
L117:
  998: r3 -= 0x8
  999: goto L89
L90:
 1000: if r3 == 0x0 goto L88
 1001: r1 = *(u64 *)(r10 - 264)
 1002: r1 -= r3
 1003: if r1 s< 0x0 goto L88
 1004: r2 = *(u64 *)(r10 - 160)
 1005: r2 += r1
 1006: r1 = r2
 1007: r1 += 0xf
 1008: r0 = *(u64 *)(r10 - 168)
 1009: if r1 > r0 goto L88
 1010: r1 = *(u8 *)(r2 + 14)
 1011: r1 <<= 0x3
 1012: r0 = r5
 1013: r0 += r1
 1014: r0 = *(u64 *)(r0 + 0)
 1015: r4 <<= 0x1
 1016: r4 |= r0
 1017: if r4 >= 0xfffffc00 goto L118
 1018: goto L87
L118:
 1019: r3 -= 0x1
 1020: if r3 == 0x0 goto L88
 1021: r1 = *(u64 *)(r10 - 264)
 1022: r1 -= r3
 1023: if r1 s< 0x0 goto L88
 1024: r2 = *(u64 *)(r10 - 160)
 1025: r2 += r1
 1026: r1 = r2
 1027: r1 += 0xf
 1028: r0 = *(u64 *)(r10 - 168)
 1029: if r1 > r0 goto L88
 1030: r1 = *(u8 *)(r2 + 14)
 1031: r1 <<= 0x3
 1032: r0 = r5
 1033: r0 += r1
 1034: r0 = *(u64 *)(r0 + 0)
 1035: r4 <<= 0x1
 1036: r4 |= r0
 1037: if r4 >= 0xfffffc00 goto L119
 1038: goto L87
L119:
 1039: r3 -= 0x1
 1040: if r3 == 0x0 goto L88
 1041: r1 = *(u64 *)(r10 - 264)
 1042: r1 -= r3
 1043: if r1 s< 0x0 goto L88
 1044: r2 = *(u64 *)(r10 - 160)
 1045: r2 += r1
 1046: r1 = r2
 1047: r1 += 0xf
 1048: r0 = *(u64 *)(r10 - 168)
 1049: if r1 > r0 goto L88
 1050: r1 = *(u8 *)(r2 + 14)
 1051: r1 <<= 0x3
 1052: r0 = r5
 1053: r0 += r1
 1054: r0 = *(u64 *)(r0 + 0)
 1055: r4 <<= 0x1
 1056: r4 |= r0
 1057: if r4 >= 0xfffffc00 goto L120
 1058: goto L87
L120:
 1059: r3 -= 0x1
 1060: if r3 == 0x0 goto L88
 1061: r1 = *(u64 *)(r10 - 264)
 1062: r1 -= r3
 1063: if r1 s< 0x0 goto L88
 1064: r2 = *(u64 *)(r10 - 160)
 1065: r2 += r1
 1066: r1 = r2
 1067: r1 += 0xf
 1068: r0 = *(u64 *)(r10 - 168)
 1069: if r1 > r0 goto L88
 1070: r1 = *(u8 *)(r2 + 14)
 1071: r1 <<= 0x3
 1072: r0 = r5
 1073: r0 += r1
 1074: r0 = *(u64 *)(r0 + 0)
 1075: r4 <<= 0x1
 1076: r4 |= r0
 1077: if r4 >= 0xfffffc00 goto L121
 1078: goto L87
L121:
 1079: r3 -= 0x1
 1080: if r3 == 0x0 goto L88
 1081: r1 = *(u64 *)(r10 - 264)
 1082: r1 -= r3
 1083: if r1 s< 0x0 goto L88
 1084: r2 = *(u64 *)(r10 - 160)
 1085: r2 += r1
 1086: r1 = r2
 1087: r1 += 0xf
 1088: r0 = *(u64 *)(r10 - 168)
 1089: if r1 > r0 goto L88
 1090: r1 = *(u8 *)(r2 + 14)
 1091: r1 <<= 0x3
 1092: r0 = r5
 1093: r0 += r1
 1094: r0 = *(u64 *)(r0 + 0)
 1095: r4 <<= 0x1
 1096: r4 |= r0
 1097: if r4 >= 0xfffffc00 goto L122
 1098: goto L87
L122:
 1099: r3 -= 0x1
 1100: if r3 == 0x0 goto L88
 1101: r1 = *(u64 *)(r10 - 264)
 1102: r1 -= r3
 1103: if r1 s< 0x0 goto L88
 1104: r2 = *(u64 *)(r10 - 160)
 1105: r2 += r1
 1106: r1 = r2
 1107: r1 += 0xf
 1108: r0 = *(u64 *)(r10 - 168)
 1109: if r1 > r0 goto L88
 1110: r1 = *(u8 *)(r2 + 14)
 1111: r1 <<= 0x3
 1112: r0 = r5
 1113: r0 += r1
 1114: r0 = *(u64 *)(r0 + 0)
 1115: r4 <<= 0x1
 1116: r4 |= r0
 1117: if r4 >= 0xfffffc00 goto L123
 1118: goto L87
L123:
 1119: r3 -= 0x1
 1120: if r3 == 0x0 goto L88
 1121: r1 = *(u64 *)(r10 - 264)
 1122: r1 -= r3
 1123: if r1 s< 0x0 goto L88
 1124: r2 = *(u64 *)(r10 - 160)
 1125: r2 += r1
 1126: r1 = r2
 1127: r1 += 0xf
 1128: r0 = *(u64 *)(r10 - 168)
 1129: if r1 > r0 goto L88
 1130: r1 = *(u8 *)(r2 + 14)
 1131: r1 <<= 0x3
 1132: r0 = r5
 1133: r0 += r1
 1134: r0 = *(u64 *)(r0 + 0)
 1135: r4 <<= 0x1
 1136: r4 |= r0
 1137: if r4 >= 0xfffffc00 goto L124
 1138: goto L87
L124:
 1139: r3 -= 0x1
L88:
 1140: r0 = 0x0
 1141: r1 = 0x0
 1142: r2 = 0x0
 1143: r3 = 0x0
 1144: r4 = 0x0
 1145: r5 = 0x0
 1146: goto L84
L87:
 1147: r0 = 0x0
 1148: r1 = 0x0
 1149: r2 = 0x0
 1150: r3 = 0x0
 1151: r4 = 0x0
 1152: r5 = 0x0
L86:
 1153: *(u32 *)(r10 - 136) = 0x0
 1154: *(u64 *)(r10 - 144) = 0x2
 1155: goto L0
L84:
      ; default
 1156: *(u32 *)(r10 - 136) = 0x1
 1157: *(u64 *)(r10 - 144) = 0xffffffff
 1158: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
 1159: *(u32 *)(r10 - 136) = 0x2
 1160: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
 1161: r1 = map[dropc_counters] ll
 1163: r2 = r10
 1164: r2 += 0xffffff78
 1165: call 1
 1166: if r0 == 0x0 goto L125
 1167: r1 = *(u64 *)(r0 + 0)
 1168: r1 += 0x1
 1169: *(u64 *)(r0 + 0) = r1
 1170: r1 = *(u64 *)(r10 - 152)
 1171: r2 = *(u32 *)(r1 + 0)
 1172: r1 = *(u64 *)(r0 + 8)
 1173: r1 += r2
 1174: *(u64 *)(r0 + 8) = r1
L125:
 1175: r0 = *(u64 *)(r10 - 144)
 1176: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
 1177: r1 = map[dropc_counters] ll
 1179: r2 = r10
 1180: r2 += 0xffffff78
 1181: call 1
 1182: if r0 == 0x0 goto L126
 1183: r1 = *(u64 *)(r0 + 0)
 1184: r1 += 0x1
 1185: *(u64 *)(r0 + 0) = r1
 1186: r1 = *(u64 *)(r10 - 152)
 1187: r2 = *(u32 *)(r1 + 0)
 1188: r1 = *(u64 *)(r0 + 8)
 1189: r1 += r2
 1190: *(u64 *)(r0 + 8) = r1
L126:
 1191: r0 = *(u64 *)(r10 - 144)
 1192: exit
