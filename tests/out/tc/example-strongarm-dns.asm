; dropc tc program `dropc_tc` (795 instruction slots)
; data section .rodata.d0 (2048 bytes)
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
   53: r5 = &.rodata.d0[0] ll
   55: r4 = 0xffffffff
L18:
   56: if r3 < 0x8 goto L19
   57: r1 = *(u64 *)(r10 - 264)
   58: r1 -= r3
   59: if r1 s< 0x0 goto L17
   60: r2 = *(u64 *)(r10 - 160)
   61: r2 += r1
   62: r1 = r2
   63: r1 += 0x16
   64: r0 = *(u64 *)(r10 - 168)
   65: if r1 > r0 goto L17
   66: r1 = *(u8 *)(r2 + 14)
   67: r1 <<= 0x3
   68: r0 = r5
   69: r0 += r1
   70: r0 = *(u64 *)(r0 + 0)
   71: r4 <<= 0x1
   72: r4 |= r0
   73: if r4 < 0xfffffc00 goto L16
   74: r1 = *(u8 *)(r2 + 15)
   75: r1 <<= 0x3
   76: r0 = r5
   77: r0 += r1
   78: r0 = *(u64 *)(r0 + 0)
   79: r4 <<= 0x1
   80: r4 |= r0
   81: if r4 < 0xfffffc00 goto L16
   82: r1 = *(u8 *)(r2 + 16)
   83: r1 <<= 0x3
   84: r0 = r5
   85: r0 += r1
   86: r0 = *(u64 *)(r0 + 0)
   87: r4 <<= 0x1
   88: r4 |= r0
   89: if r4 < 0xfffffc00 goto L16
   90: r1 = *(u8 *)(r2 + 17)
   91: r1 <<= 0x3
   92: r0 = r5
   93: r0 += r1
   94: r0 = *(u64 *)(r0 + 0)
   95: r4 <<= 0x1
   96: r4 |= r0
   97: if r4 < 0xfffffc00 goto L16
   98: r1 = *(u8 *)(r2 + 18)
   99: r1 <<= 0x3
  100: r0 = r5
  101: r0 += r1
  102: r0 = *(u64 *)(r0 + 0)
  103: r4 <<= 0x1
  104: r4 |= r0
  105: if r4 < 0xfffffc00 goto L16
  106: r1 = *(u8 *)(r2 + 19)
  107: r1 <<= 0x3
  108: r0 = r5
  109: r0 += r1
  110: r0 = *(u64 *)(r0 + 0)
  111: r4 <<= 0x1
  112: r4 |= r0
  113: if r4 < 0xfffffc00 goto L16
  114: r1 = *(u8 *)(r2 + 20)
  115: r1 <<= 0x3
  116: r0 = r5
  117: r0 += r1
  118: r0 = *(u64 *)(r0 + 0)
  119: r4 <<= 0x1
  120: r4 |= r0
  121: if r4 < 0xfffffc00 goto L16
  122: r1 = *(u8 *)(r2 + 21)
  123: r1 <<= 0x3
  124: r0 = r5
  125: r0 += r1
  126: r0 = *(u64 *)(r0 + 0)
  127: r4 <<= 0x1
  128: r4 |= r0
  129: if r4 < 0xfffffc00 goto L16
  130: r3 -= 0x8
  131: goto L18
L19:
  132: if r3 == 0x0 goto L17
  133: r1 = *(u64 *)(r10 - 264)
  134: r1 -= r3
  135: if r1 s< 0x0 goto L17
  136: r2 = *(u64 *)(r10 - 160)
  137: r2 += r1
  138: r1 = r2
  139: r1 += 0xf
  140: r0 = *(u64 *)(r10 - 168)
  141: if r1 > r0 goto L17
  142: r1 = *(u8 *)(r2 + 14)
  143: r1 <<= 0x3
  144: r0 = r5
  145: r0 += r1
  146: r0 = *(u64 *)(r0 + 0)
  147: r4 <<= 0x1
  148: r4 |= r0
  149: if r4 < 0xfffffc00 goto L16
  150: r3 -= 0x1
  151: if r3 == 0x0 goto L17
  152: r1 = *(u64 *)(r10 - 264)
  153: r1 -= r3
  154: if r1 s< 0x0 goto L17
  155: r2 = *(u64 *)(r10 - 160)
  156: r2 += r1
  157: r1 = r2
  158: r1 += 0xf
  159: r0 = *(u64 *)(r10 - 168)
  160: if r1 > r0 goto L17
  161: r1 = *(u8 *)(r2 + 14)
  162: r1 <<= 0x3
  163: r0 = r5
  164: r0 += r1
  165: r0 = *(u64 *)(r0 + 0)
  166: r4 <<= 0x1
  167: r4 |= r0
  168: if r4 < 0xfffffc00 goto L16
  169: r3 -= 0x1
  170: if r3 == 0x0 goto L17
  171: r1 = *(u64 *)(r10 - 264)
  172: r1 -= r3
  173: if r1 s< 0x0 goto L17
  174: r2 = *(u64 *)(r10 - 160)
  175: r2 += r1
  176: r1 = r2
  177: r1 += 0xf
  178: r0 = *(u64 *)(r10 - 168)
  179: if r1 > r0 goto L17
  180: r1 = *(u8 *)(r2 + 14)
  181: r1 <<= 0x3
  182: r0 = r5
  183: r0 += r1
  184: r0 = *(u64 *)(r0 + 0)
  185: r4 <<= 0x1
  186: r4 |= r0
  187: if r4 < 0xfffffc00 goto L16
  188: r3 -= 0x1
  189: if r3 == 0x0 goto L17
  190: r1 = *(u64 *)(r10 - 264)
  191: r1 -= r3
  192: if r1 s< 0x0 goto L17
  193: r2 = *(u64 *)(r10 - 160)
  194: r2 += r1
  195: r1 = r2
  196: r1 += 0xf
  197: r0 = *(u64 *)(r10 - 168)
  198: if r1 > r0 goto L17
  199: r1 = *(u8 *)(r2 + 14)
  200: r1 <<= 0x3
  201: r0 = r5
  202: r0 += r1
  203: r0 = *(u64 *)(r0 + 0)
  204: r4 <<= 0x1
  205: r4 |= r0
  206: if r4 < 0xfffffc00 goto L16
  207: r3 -= 0x1
  208: if r3 == 0x0 goto L17
  209: r1 = *(u64 *)(r10 - 264)
  210: r1 -= r3
  211: if r1 s< 0x0 goto L17
  212: r2 = *(u64 *)(r10 - 160)
  213: r2 += r1
  214: r1 = r2
  215: r1 += 0xf
  216: r0 = *(u64 *)(r10 - 168)
  217: if r1 > r0 goto L17
  218: r1 = *(u8 *)(r2 + 14)
  219: r1 <<= 0x3
  220: r0 = r5
  221: r0 += r1
  222: r0 = *(u64 *)(r0 + 0)
  223: r4 <<= 0x1
  224: r4 |= r0
  225: if r4 < 0xfffffc00 goto L16
  226: r3 -= 0x1
  227: if r3 == 0x0 goto L17
  228: r1 = *(u64 *)(r10 - 264)
  229: r1 -= r3
  230: if r1 s< 0x0 goto L17
  231: r2 = *(u64 *)(r10 - 160)
  232: r2 += r1
  233: r1 = r2
  234: r1 += 0xf
  235: r0 = *(u64 *)(r10 - 168)
  236: if r1 > r0 goto L17
  237: r1 = *(u8 *)(r2 + 14)
  238: r1 <<= 0x3
  239: r0 = r5
  240: r0 += r1
  241: r0 = *(u64 *)(r0 + 0)
  242: r4 <<= 0x1
  243: r4 |= r0
  244: if r4 < 0xfffffc00 goto L16
  245: r3 -= 0x1
  246: if r3 == 0x0 goto L17
  247: r1 = *(u64 *)(r10 - 264)
  248: r1 -= r3
  249: if r1 s< 0x0 goto L17
  250: r2 = *(u64 *)(r10 - 160)
  251: r2 += r1
  252: r1 = r2
  253: r1 += 0xf
  254: r0 = *(u64 *)(r10 - 168)
  255: if r1 > r0 goto L17
  256: r1 = *(u8 *)(r2 + 14)
  257: r1 <<= 0x3
  258: r0 = r5
  259: r0 += r1
  260: r0 = *(u64 *)(r0 + 0)
  261: r4 <<= 0x1
  262: r4 |= r0
  263: if r4 < 0xfffffc00 goto L16
  264: r3 -= 0x1
L17:
  265: r0 = 0x0
  266: r1 = 0x0
  267: r2 = 0x0
  268: r3 = 0x0
  269: r4 = 0x0
  270: r5 = 0x0
  271: goto L13
L16:
  272: r0 = 0x0
  273: r1 = 0x0
  274: r2 = 0x0
  275: r3 = 0x0
  276: r4 = 0x0
  277: r5 = 0x0
L15:
  278: *(u32 *)(r10 - 136) = 0x0
  279: *(u64 *)(r10 - 144) = 0x2
  280: goto L0
L13:
      ; default
  281: *(u32 *)(r10 - 136) = 0x1
  282: *(u64 *)(r10 - 144) = 0xffffffff
  283: goto L0
L6:
  284: if w1 == 0xdd86 goto L7
  285: if w1 == 0x81 goto L20
  286: if w1 != 0xa888 goto L1
L20:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  287: r2 = *(u32 *)(r6 + 20)
  288: if r2 != 0x0 goto L1
  289: r2 = r0
  290: r2 += 0x12
  291: if r2 > r3 goto L1
  292: r1 = *(u16 *)(r0 + 16)
  293: r0 += 0x4
  294: if w1 == 0x8 goto L8
  295: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  296: r2 = r0
  297: r2 += 0x36
  298: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  299: *(u64 *)(r10 - 160) = r0
  300: *(u64 *)(r10 - 168) = r3
  301: r1 = *(u16 *)(r0 + 18)
  302: r1 = be16 r1
  303: r1 += 0x36
  304: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  305: r4 = *(u8 *)(r0 + 20)
  306: r5 = r0
  307: r5 += 0x36
  308: if r4 == 0x2c goto L24
  309: if r4 == 0x0 goto L23
  310: if r4 == 0x2b goto L23
  311: if r4 != 0x3c goto L21
L23:
  312: r2 = r5
  313: r2 += 0x8
  314: if r2 > r3 goto L1
  315: r1 = *(u8 *)(r5 + 1)
  316: r4 = *(u8 *)(r5 + 0)
  317: r1 += 0x1
  318: r1 <<= 0x3
  319: r5 += r1
  320: goto L25
L24:
  321: r2 = r5
  322: r2 += 0x8
  323: if r2 > r3 goto L1
  324: r1 = *(u16 *)(r5 + 2)
  325: r4 = *(u8 *)(r5 + 0)
  326: r5 += 0x8
  327: if w1 & 0xf8ff goto L22
L25:
  328: r1 = r5
  329: r1 -= r0
  330: if r1 > 0x7fff goto L1
  331: r5 = r0
  332: r5 += r1
  333: if r4 == 0x2c goto L27
  334: if r4 == 0x0 goto L26
  335: if r4 == 0x2b goto L26
  336: if r4 != 0x3c goto L21
L26:
  337: r2 = r5
  338: r2 += 0x8
  339: if r2 > r3 goto L1
  340: r1 = *(u8 *)(r5 + 1)
  341: r4 = *(u8 *)(r5 + 0)
  342: r1 += 0x1
  343: r1 <<= 0x3
  344: r5 += r1
  345: goto L28
L27:
  346: r2 = r5
  347: r2 += 0x8
  348: if r2 > r3 goto L1
  349: r1 = *(u16 *)(r5 + 2)
  350: r4 = *(u8 *)(r5 + 0)
  351: r5 += 0x8
  352: if w1 & 0xf8ff goto L22
L28:
  353: r1 = r5
  354: r1 -= r0
  355: if r1 > 0x7fff goto L1
  356: r5 = r0
  357: r5 += r1
  358: if r4 == 0x2c goto L30
  359: if r4 == 0x0 goto L29
  360: if r4 == 0x2b goto L29
  361: if r4 != 0x3c goto L21
L29:
  362: r2 = r5
  363: r2 += 0x8
  364: if r2 > r3 goto L1
  365: r1 = *(u8 *)(r5 + 1)
  366: r4 = *(u8 *)(r5 + 0)
  367: r1 += 0x1
  368: r1 <<= 0x3
  369: r5 += r1
  370: goto L31
L30:
  371: r2 = r5
  372: r2 += 0x8
  373: if r2 > r3 goto L1
  374: r1 = *(u16 *)(r5 + 2)
  375: r4 = *(u8 *)(r5 + 0)
  376: r5 += 0x8
  377: if w1 & 0xf8ff goto L22
L31:
  378: r1 = r5
  379: r1 -= r0
  380: if r1 > 0x7fff goto L1
  381: r5 = r0
  382: r5 += r1
  383: if r4 == 0x2c goto L33
  384: if r4 == 0x0 goto L32
  385: if r4 == 0x2b goto L32
  386: if r4 != 0x3c goto L21
L32:
  387: r2 = r5
  388: r2 += 0x8
  389: if r2 > r3 goto L1
  390: r1 = *(u8 *)(r5 + 1)
  391: r4 = *(u8 *)(r5 + 0)
  392: r1 += 0x1
  393: r1 <<= 0x3
  394: r5 += r1
  395: goto L34
L33:
  396: r2 = r5
  397: r2 += 0x8
  398: if r2 > r3 goto L1
  399: r1 = *(u16 *)(r5 + 2)
  400: r4 = *(u8 *)(r5 + 0)
  401: r5 += 0x8
  402: if w1 & 0xf8ff goto L22
L34:
  403: r1 = r5
  404: r1 -= r0
  405: if r1 > 0x7fff goto L1
  406: r5 = r0
  407: r5 += r1
  408: if r4 == 0x2c goto L36
  409: if r4 == 0x0 goto L35
  410: if r4 == 0x2b goto L35
  411: if r4 != 0x3c goto L21
L35:
  412: r2 = r5
  413: r2 += 0x8
  414: if r2 > r3 goto L1
  415: r1 = *(u8 *)(r5 + 1)
  416: r4 = *(u8 *)(r5 + 0)
  417: r1 += 0x1
  418: r1 <<= 0x3
  419: r5 += r1
  420: goto L37
L36:
  421: r2 = r5
  422: r2 += 0x8
  423: if r2 > r3 goto L1
  424: r1 = *(u16 *)(r5 + 2)
  425: r4 = *(u8 *)(r5 + 0)
  426: r5 += 0x8
  427: if w1 & 0xf8ff goto L22
L37:
  428: r1 = r5
  429: r1 -= r0
  430: if r1 > 0x7fff goto L1
  431: r5 = r0
  432: r5 += r1
  433: if r4 == 0x2c goto L39
  434: if r4 == 0x0 goto L38
  435: if r4 == 0x2b goto L38
  436: if r4 != 0x3c goto L21
L38:
  437: r2 = r5
  438: r2 += 0x8
  439: if r2 > r3 goto L1
  440: r1 = *(u8 *)(r5 + 1)
  441: r4 = *(u8 *)(r5 + 0)
  442: r1 += 0x1
  443: r1 <<= 0x3
  444: r5 += r1
  445: goto L40
L39:
  446: r2 = r5
  447: r2 += 0x8
  448: if r2 > r3 goto L1
  449: r1 = *(u16 *)(r5 + 2)
  450: r4 = *(u8 *)(r5 + 0)
  451: r5 += 0x8
  452: if w1 & 0xf8ff goto L22
L40:
  453: r1 = r5
  454: r1 -= r0
  455: if r1 > 0x7fff goto L1
  456: r5 = r0
  457: r5 += r1
  458: if r4 == 0x2c goto L42
  459: if r4 == 0x0 goto L41
  460: if r4 == 0x2b goto L41
  461: if r4 != 0x3c goto L21
L41:
  462: r2 = r5
  463: r2 += 0x8
  464: if r2 > r3 goto L1
  465: r1 = *(u8 *)(r5 + 1)
  466: r4 = *(u8 *)(r5 + 0)
  467: r1 += 0x1
  468: r1 <<= 0x3
  469: r5 += r1
  470: goto L43
L42:
  471: r2 = r5
  472: r2 += 0x8
  473: if r2 > r3 goto L1
  474: r1 = *(u16 *)(r5 + 2)
  475: r4 = *(u8 *)(r5 + 0)
  476: r5 += 0x8
  477: if w1 & 0xf8ff goto L22
L43:
  478: r1 = r5
  479: r1 -= r0
  480: if r1 > 0x7fff goto L1
  481: r5 = r0
  482: r5 += r1
  483: if r4 == 0x2c goto L45
  484: if r4 == 0x0 goto L44
  485: if r4 == 0x2b goto L44
  486: if r4 != 0x3c goto L21
L44:
  487: r2 = r5
  488: r2 += 0x8
  489: if r2 > r3 goto L1
  490: r1 = *(u8 *)(r5 + 1)
  491: r4 = *(u8 *)(r5 + 0)
  492: r1 += 0x1
  493: r1 <<= 0x3
  494: r5 += r1
  495: goto L46
L45:
  496: r2 = r5
  497: r2 += 0x8
  498: if r2 > r3 goto L1
  499: r1 = *(u16 *)(r5 + 2)
  500: r4 = *(u8 *)(r5 + 0)
  501: r5 += 0x8
  502: if w1 & 0xf8ff goto L22
L46:
  503: r1 = r5
  504: r1 -= r0
  505: if r1 > 0x7fff goto L1
  506: r5 = r0
  507: r5 += r1
      ; deeper than the walk: no specified verdict
  508: if r4 == 0x0 goto L1
  509: if r4 == 0x2b goto L1
  510: if r4 == 0x2c goto L1
  511: if r4 == 0x3c goto L1
L21:
  512: r7 = r4
      ; layer 4 (r4 = protocol, header at r5)
  513: if r4 == 0x11 goto L48
  514: r8 = 0x10000
  515: goto L3
L48:
  516: r2 = r5
  517: r2 += 0x8
  518: if r2 > r3 goto L1
  519: r8 = *(u16 *)(r5 + 2)
  520: goto L3
L22:
  521: r7 = r4
  522: r8 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  523: if r7 != 0x11 goto L50
  524: if r8 != 0x3500 goto L50
L51:
      ; contains: 11 bytes, shift-or over the IP packet
  525: r3 = *(u64 *)(r10 - 184)
  526: r3 |= 0x0
  527: r3 -= 0xe
  528: if r3 > 0x5dc goto L54
  529: *(u64 *)(r10 - 264) = r3
  530: r5 = &.rodata.d0[0] ll
  532: r4 = 0xffffffff
L55:
  533: if r3 < 0x8 goto L56
  534: r1 = *(u64 *)(r10 - 264)
  535: r1 -= r3
  536: if r1 s< 0x0 goto L54
  537: r2 = *(u64 *)(r10 - 160)
  538: r2 += r1
  539: r1 = r2
  540: r1 += 0x16
  541: r0 = *(u64 *)(r10 - 168)
  542: if r1 > r0 goto L54
  543: r1 = *(u8 *)(r2 + 14)
  544: r1 <<= 0x3
  545: r0 = r5
  546: r0 += r1
  547: r0 = *(u64 *)(r0 + 0)
  548: r4 <<= 0x1
  549: r4 |= r0
  550: if r4 < 0xfffffc00 goto L53
  551: r1 = *(u8 *)(r2 + 15)
  552: r1 <<= 0x3
  553: r0 = r5
  554: r0 += r1
  555: r0 = *(u64 *)(r0 + 0)
  556: r4 <<= 0x1
  557: r4 |= r0
  558: if r4 < 0xfffffc00 goto L53
  559: r1 = *(u8 *)(r2 + 16)
  560: r1 <<= 0x3
  561: r0 = r5
  562: r0 += r1
  563: r0 = *(u64 *)(r0 + 0)
  564: r4 <<= 0x1
  565: r4 |= r0
  566: if r4 < 0xfffffc00 goto L53
  567: r1 = *(u8 *)(r2 + 17)
  568: r1 <<= 0x3
  569: r0 = r5
  570: r0 += r1
  571: r0 = *(u64 *)(r0 + 0)
  572: r4 <<= 0x1
  573: r4 |= r0
  574: if r4 < 0xfffffc00 goto L53
  575: r1 = *(u8 *)(r2 + 18)
  576: r1 <<= 0x3
  577: r0 = r5
  578: r0 += r1
  579: r0 = *(u64 *)(r0 + 0)
  580: r4 <<= 0x1
  581: r4 |= r0
  582: if r4 < 0xfffffc00 goto L53
  583: r1 = *(u8 *)(r2 + 19)
  584: r1 <<= 0x3
  585: r0 = r5
  586: r0 += r1
  587: r0 = *(u64 *)(r0 + 0)
  588: r4 <<= 0x1
  589: r4 |= r0
  590: if r4 < 0xfffffc00 goto L53
  591: r1 = *(u8 *)(r2 + 20)
  592: r1 <<= 0x3
  593: r0 = r5
  594: r0 += r1
  595: r0 = *(u64 *)(r0 + 0)
  596: r4 <<= 0x1
  597: r4 |= r0
  598: if r4 < 0xfffffc00 goto L53
  599: r1 = *(u8 *)(r2 + 21)
  600: r1 <<= 0x3
  601: r0 = r5
  602: r0 += r1
  603: r0 = *(u64 *)(r0 + 0)
  604: r4 <<= 0x1
  605: r4 |= r0
  606: if r4 < 0xfffffc00 goto L53
  607: r3 -= 0x8
  608: goto L55
L56:
  609: if r3 == 0x0 goto L54
  610: r1 = *(u64 *)(r10 - 264)
  611: r1 -= r3
  612: if r1 s< 0x0 goto L54
  613: r2 = *(u64 *)(r10 - 160)
  614: r2 += r1
  615: r1 = r2
  616: r1 += 0xf
  617: r0 = *(u64 *)(r10 - 168)
  618: if r1 > r0 goto L54
  619: r1 = *(u8 *)(r2 + 14)
  620: r1 <<= 0x3
  621: r0 = r5
  622: r0 += r1
  623: r0 = *(u64 *)(r0 + 0)
  624: r4 <<= 0x1
  625: r4 |= r0
  626: if r4 < 0xfffffc00 goto L53
  627: r3 -= 0x1
  628: if r3 == 0x0 goto L54
  629: r1 = *(u64 *)(r10 - 264)
  630: r1 -= r3
  631: if r1 s< 0x0 goto L54
  632: r2 = *(u64 *)(r10 - 160)
  633: r2 += r1
  634: r1 = r2
  635: r1 += 0xf
  636: r0 = *(u64 *)(r10 - 168)
  637: if r1 > r0 goto L54
  638: r1 = *(u8 *)(r2 + 14)
  639: r1 <<= 0x3
  640: r0 = r5
  641: r0 += r1
  642: r0 = *(u64 *)(r0 + 0)
  643: r4 <<= 0x1
  644: r4 |= r0
  645: if r4 < 0xfffffc00 goto L53
  646: r3 -= 0x1
  647: if r3 == 0x0 goto L54
  648: r1 = *(u64 *)(r10 - 264)
  649: r1 -= r3
  650: if r1 s< 0x0 goto L54
  651: r2 = *(u64 *)(r10 - 160)
  652: r2 += r1
  653: r1 = r2
  654: r1 += 0xf
  655: r0 = *(u64 *)(r10 - 168)
  656: if r1 > r0 goto L54
  657: r1 = *(u8 *)(r2 + 14)
  658: r1 <<= 0x3
  659: r0 = r5
  660: r0 += r1
  661: r0 = *(u64 *)(r0 + 0)
  662: r4 <<= 0x1
  663: r4 |= r0
  664: if r4 < 0xfffffc00 goto L53
  665: r3 -= 0x1
  666: if r3 == 0x0 goto L54
  667: r1 = *(u64 *)(r10 - 264)
  668: r1 -= r3
  669: if r1 s< 0x0 goto L54
  670: r2 = *(u64 *)(r10 - 160)
  671: r2 += r1
  672: r1 = r2
  673: r1 += 0xf
  674: r0 = *(u64 *)(r10 - 168)
  675: if r1 > r0 goto L54
  676: r1 = *(u8 *)(r2 + 14)
  677: r1 <<= 0x3
  678: r0 = r5
  679: r0 += r1
  680: r0 = *(u64 *)(r0 + 0)
  681: r4 <<= 0x1
  682: r4 |= r0
  683: if r4 < 0xfffffc00 goto L53
  684: r3 -= 0x1
  685: if r3 == 0x0 goto L54
  686: r1 = *(u64 *)(r10 - 264)
  687: r1 -= r3
  688: if r1 s< 0x0 goto L54
  689: r2 = *(u64 *)(r10 - 160)
  690: r2 += r1
  691: r1 = r2
  692: r1 += 0xf
  693: r0 = *(u64 *)(r10 - 168)
  694: if r1 > r0 goto L54
  695: r1 = *(u8 *)(r2 + 14)
  696: r1 <<= 0x3
  697: r0 = r5
  698: r0 += r1
  699: r0 = *(u64 *)(r0 + 0)
  700: r4 <<= 0x1
  701: r4 |= r0
  702: if r4 < 0xfffffc00 goto L53
  703: r3 -= 0x1
  704: if r3 == 0x0 goto L54
  705: r1 = *(u64 *)(r10 - 264)
  706: r1 -= r3
  707: if r1 s< 0x0 goto L54
  708: r2 = *(u64 *)(r10 - 160)
  709: r2 += r1
  710: r1 = r2
  711: r1 += 0xf
  712: r0 = *(u64 *)(r10 - 168)
  713: if r1 > r0 goto L54
  714: r1 = *(u8 *)(r2 + 14)
  715: r1 <<= 0x3
  716: r0 = r5
  717: r0 += r1
  718: r0 = *(u64 *)(r0 + 0)
  719: r4 <<= 0x1
  720: r4 |= r0
  721: if r4 < 0xfffffc00 goto L53
  722: r3 -= 0x1
  723: if r3 == 0x0 goto L54
  724: r1 = *(u64 *)(r10 - 264)
  725: r1 -= r3
  726: if r1 s< 0x0 goto L54
  727: r2 = *(u64 *)(r10 - 160)
  728: r2 += r1
  729: r1 = r2
  730: r1 += 0xf
  731: r0 = *(u64 *)(r10 - 168)
  732: if r1 > r0 goto L54
  733: r1 = *(u8 *)(r2 + 14)
  734: r1 <<= 0x3
  735: r0 = r5
  736: r0 += r1
  737: r0 = *(u64 *)(r0 + 0)
  738: r4 <<= 0x1
  739: r4 |= r0
  740: if r4 < 0xfffffc00 goto L53
  741: r3 -= 0x1
L54:
  742: r0 = 0x0
  743: r1 = 0x0
  744: r2 = 0x0
  745: r3 = 0x0
  746: r4 = 0x0
  747: r5 = 0x0
  748: goto L50
L53:
  749: r0 = 0x0
  750: r1 = 0x0
  751: r2 = 0x0
  752: r3 = 0x0
  753: r4 = 0x0
  754: r5 = 0x0
L52:
  755: *(u32 *)(r10 - 136) = 0x0
  756: *(u64 *)(r10 - 144) = 0x2
  757: goto L0
L50:
      ; default
  758: *(u32 *)(r10 - 136) = 0x1
  759: *(u64 *)(r10 - 144) = 0xffffffff
  760: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  761: *(u32 *)(r10 - 136) = 0x2
  762: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  763: r1 = map[dropc_counters] ll
  765: r2 = r10
  766: r2 += 0xffffff78
  767: call 1
  768: if r0 == 0x0 goto L57
  769: r1 = *(u64 *)(r0 + 0)
  770: r1 += 0x1
  771: *(u64 *)(r0 + 0) = r1
  772: r1 = *(u64 *)(r10 - 152)
  773: r2 = *(u32 *)(r1 + 0)
  774: r1 = *(u64 *)(r0 + 8)
  775: r1 += r2
  776: *(u64 *)(r0 + 8) = r1
L57:
  777: r0 = *(u64 *)(r10 - 144)
  778: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  779: r1 = map[dropc_counters] ll
  781: r2 = r10
  782: r2 += 0xffffff78
  783: call 1
  784: if r0 == 0x0 goto L58
  785: r1 = *(u64 *)(r0 + 0)
  786: r1 += 0x1
  787: *(u64 *)(r0 + 0) = r1
  788: r1 = *(u64 *)(r10 - 152)
  789: r2 = *(u32 *)(r1 + 0)
  790: r1 = *(u64 *)(r0 + 8)
  791: r1 += r2
  792: *(u64 *)(r0 + 8) = r1
L58:
  793: r0 = *(u64 *)(r10 - 144)
  794: exit
