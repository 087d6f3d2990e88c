; dropc tc program `dropc_tc` (814 instruction slots)
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
      ; contains: 11 bytes, shift-and over the IP packet
   47: r3 = *(u64 *)(r10 - 184)
   48: r3 |= 0x0
   49: r3 -= 0xe
   50: if r3 > 0x5dc goto L17
   51: *(u64 *)(r10 - 264) = r3
   52: r5 = &.rodata.d0[0] ll
   54: r4 = 0x0
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
   71: r4 |= 0x1
   72: r4 &= r0
   73: if r4 > 0x3ff goto L16
   74: r1 = *(u8 *)(r2 + 15)
   75: r1 <<= 0x3
   76: r0 = r5
   77: r0 += r1
   78: r0 = *(u64 *)(r0 + 0)
   79: r4 <<= 0x1
   80: r4 |= 0x1
   81: r4 &= r0
   82: if r4 > 0x3ff goto L16
   83: r1 = *(u8 *)(r2 + 16)
   84: r1 <<= 0x3
   85: r0 = r5
   86: r0 += r1
   87: r0 = *(u64 *)(r0 + 0)
   88: r4 <<= 0x1
   89: r4 |= 0x1
   90: r4 &= r0
   91: if r4 > 0x3ff goto L16
   92: r1 = *(u8 *)(r2 + 17)
   93: r1 <<= 0x3
   94: r0 = r5
   95: r0 += r1
   96: r0 = *(u64 *)(r0 + 0)
   97: r4 <<= 0x1
   98: r4 |= 0x1
   99: r4 &= r0
  100: if r4 > 0x3ff goto L16
  101: r1 = *(u8 *)(r2 + 18)
  102: r1 <<= 0x3
  103: r0 = r5
  104: r0 += r1
  105: r0 = *(u64 *)(r0 + 0)
  106: r4 <<= 0x1
  107: r4 |= 0x1
  108: r4 &= r0
  109: if r4 > 0x3ff goto L16
  110: r1 = *(u8 *)(r2 + 19)
  111: r1 <<= 0x3
  112: r0 = r5
  113: r0 += r1
  114: r0 = *(u64 *)(r0 + 0)
  115: r4 <<= 0x1
  116: r4 |= 0x1
  117: r4 &= r0
  118: if r4 > 0x3ff goto L16
  119: r1 = *(u8 *)(r2 + 20)
  120: r1 <<= 0x3
  121: r0 = r5
  122: r0 += r1
  123: r0 = *(u64 *)(r0 + 0)
  124: r4 <<= 0x1
  125: r4 |= 0x1
  126: r4 &= r0
  127: if r4 > 0x3ff goto L16
  128: r1 = *(u8 *)(r2 + 21)
  129: r1 <<= 0x3
  130: r0 = r5
  131: r0 += r1
  132: r0 = *(u64 *)(r0 + 0)
  133: r4 <<= 0x1
  134: r4 |= 0x1
  135: r4 &= r0
  136: if r4 > 0x3ff goto L16
  137: r3 -= 0x8
  138: goto L18
L19:
  139: if r3 == 0x0 goto L17
  140: r1 = *(u64 *)(r10 - 264)
  141: r1 -= r3
  142: if r1 s< 0x0 goto L17
  143: r2 = *(u64 *)(r10 - 160)
  144: r2 += r1
  145: r1 = r2
  146: r1 += 0xf
  147: r0 = *(u64 *)(r10 - 168)
  148: if r1 > r0 goto L17
  149: r1 = *(u8 *)(r2 + 14)
  150: r1 <<= 0x3
  151: r0 = r5
  152: r0 += r1
  153: r0 = *(u64 *)(r0 + 0)
  154: r4 <<= 0x1
  155: r4 |= 0x1
  156: r4 &= r0
  157: if r4 > 0x3ff goto L16
  158: r3 -= 0x1
  159: if r3 == 0x0 goto L17
  160: r1 = *(u64 *)(r10 - 264)
  161: r1 -= r3
  162: if r1 s< 0x0 goto L17
  163: r2 = *(u64 *)(r10 - 160)
  164: r2 += r1
  165: r1 = r2
  166: r1 += 0xf
  167: r0 = *(u64 *)(r10 - 168)
  168: if r1 > r0 goto L17
  169: r1 = *(u8 *)(r2 + 14)
  170: r1 <<= 0x3
  171: r0 = r5
  172: r0 += r1
  173: r0 = *(u64 *)(r0 + 0)
  174: r4 <<= 0x1
  175: r4 |= 0x1
  176: r4 &= r0
  177: if r4 > 0x3ff goto L16
  178: r3 -= 0x1
  179: if r3 == 0x0 goto L17
  180: r1 = *(u64 *)(r10 - 264)
  181: r1 -= r3
  182: if r1 s< 0x0 goto L17
  183: r2 = *(u64 *)(r10 - 160)
  184: r2 += r1
  185: r1 = r2
  186: r1 += 0xf
  187: r0 = *(u64 *)(r10 - 168)
  188: if r1 > r0 goto L17
  189: r1 = *(u8 *)(r2 + 14)
  190: r1 <<= 0x3
  191: r0 = r5
  192: r0 += r1
  193: r0 = *(u64 *)(r0 + 0)
  194: r4 <<= 0x1
  195: r4 |= 0x1
  196: r4 &= r0
  197: if r4 > 0x3ff goto L16
  198: r3 -= 0x1
  199: if r3 == 0x0 goto L17
  200: r1 = *(u64 *)(r10 - 264)
  201: r1 -= r3
  202: if r1 s< 0x0 goto L17
  203: r2 = *(u64 *)(r10 - 160)
  204: r2 += r1
  205: r1 = r2
  206: r1 += 0xf
  207: r0 = *(u64 *)(r10 - 168)
  208: if r1 > r0 goto L17
  209: r1 = *(u8 *)(r2 + 14)
  210: r1 <<= 0x3
  211: r0 = r5
  212: r0 += r1
  213: r0 = *(u64 *)(r0 + 0)
  214: r4 <<= 0x1
  215: r4 |= 0x1
  216: r4 &= r0
  217: if r4 > 0x3ff goto L16
  218: r3 -= 0x1
  219: if r3 == 0x0 goto L17
  220: r1 = *(u64 *)(r10 - 264)
  221: r1 -= r3
  222: if r1 s< 0x0 goto L17
  223: r2 = *(u64 *)(r10 - 160)
  224: r2 += r1
  225: r1 = r2
  226: r1 += 0xf
  227: r0 = *(u64 *)(r10 - 168)
  228: if r1 > r0 goto L17
  229: r1 = *(u8 *)(r2 + 14)
  230: r1 <<= 0x3
  231: r0 = r5
  232: r0 += r1
  233: r0 = *(u64 *)(r0 + 0)
  234: r4 <<= 0x1
  235: r4 |= 0x1
  236: r4 &= r0
  237: if r4 > 0x3ff goto L16
  238: r3 -= 0x1
  239: if r3 == 0x0 goto L17
  240: r1 = *(u64 *)(r10 - 264)
  241: r1 -= r3
  242: if r1 s< 0x0 goto L17
  243: r2 = *(u64 *)(r10 - 160)
  244: r2 += r1
  245: r1 = r2
  246: r1 += 0xf
  247: r0 = *(u64 *)(r10 - 168)
  248: if r1 > r0 goto L17
  249: r1 = *(u8 *)(r2 + 14)
  250: r1 <<= 0x3
  251: r0 = r5
  252: r0 += r1
  253: r0 = *(u64 *)(r0 + 0)
  254: r4 <<= 0x1
  255: r4 |= 0x1
  256: r4 &= r0
  257: if r4 > 0x3ff goto L16
  258: r3 -= 0x1
  259: if r3 == 0x0 goto L17
  260: r1 = *(u64 *)(r10 - 264)
  261: r1 -= r3
  262: if r1 s< 0x0 goto L17
  263: r2 = *(u64 *)(r10 - 160)
  264: r2 += r1
  265: r1 = r2
  266: r1 += 0xf
  267: r0 = *(u64 *)(r10 - 168)
  268: if r1 > r0 goto L17
  269: r1 = *(u8 *)(r2 + 14)
  270: r1 <<= 0x3
  271: r0 = r5
  272: r0 += r1
  273: r0 = *(u64 *)(r0 + 0)
  274: r4 <<= 0x1
  275: r4 |= 0x1
  276: r4 &= r0
  277: if r4 > 0x3ff goto L16
  278: r3 -= 0x1
L17:
  279: r0 = 0x0
  280: r1 = 0x0
  281: r2 = 0x0
  282: r3 = 0x0
  283: r4 = 0x0
  284: r5 = 0x0
  285: goto L13
L16:
  286: r0 = 0x0
  287: r1 = 0x0
  288: r2 = 0x0
  289: r3 = 0x0
  290: r4 = 0x0
  291: r5 = 0x0
L15:
  292: *(u32 *)(r10 - 136) = 0x0
  293: *(u64 *)(r10 - 144) = 0x2
  294: goto L0
L13:
      ; default
  295: *(u32 *)(r10 - 136) = 0x1
  296: *(u64 *)(r10 - 144) = 0xffffffff
  297: goto L0
L6:
  298: if w1 == 0xdd86 goto L7
  299: if w1 == 0x81 goto L20
  300: if w1 != 0xa888 goto L1
L20:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  301: r2 = *(u32 *)(r6 + 20)
  302: if r2 != 0x0 goto L1
  303: r2 = r0
  304: r2 += 0x12
  305: if r2 > r3 goto L1
  306: r1 = *(u16 *)(r0 + 16)
  307: r0 += 0x4
  308: if w1 == 0x8 goto L8
  309: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  310: r2 = r0
  311: r2 += 0x36
  312: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  313: *(u64 *)(r10 - 160) = r0
  314: *(u64 *)(r10 - 168) = r3
  315: r1 = *(u16 *)(r0 + 18)
  316: r1 = be16 r1
  317: r1 += 0x36
  318: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  319: r4 = *(u8 *)(r0 + 20)
  320: r5 = r0
  321: r5 += 0x36
  322: if r4 == 0x2c goto L24
  323: if r4 == 0x0 goto L23
  324: if r4 == 0x2b goto L23
  325: if r4 != 0x3c goto L21
L23:
  326: r2 = r5
  327: r2 += 0x8
  328: if r2 > r3 goto L1
  329: r1 = *(u8 *)(r5 + 1)
  330: r4 = *(u8 *)(r5 + 0)
  331: r1 += 0x1
  332: r1 <<= 0x3
  333: r5 += r1
  334: goto L25
L24:
  335: r2 = r5
  336: r2 += 0x8
  337: if r2 > r3 goto L1
  338: r1 = *(u16 *)(r5 + 2)
  339: r4 = *(u8 *)(r5 + 0)
  340: r5 += 0x8
  341: if w1 & 0xf8ff goto L22
L25:
  342: r1 = r5
  343: r1 -= r0
  344: if r1 > 0x7fff goto L1
  345: r5 = r0
  346: r5 += r1
  347: if r4 == 0x2c goto L27
  348: if r4 == 0x0 goto L26
  349: if r4 == 0x2b goto L26
  350: if r4 != 0x3c goto L21
L26:
  351: r2 = r5
  352: r2 += 0x8
  353: if r2 > r3 goto L1
  354: r1 = *(u8 *)(r5 + 1)
  355: r4 = *(u8 *)(r5 + 0)
  356: r1 += 0x1
  357: r1 <<= 0x3
  358: r5 += r1
  359: goto L28
L27:
  360: r2 = r5
  361: r2 += 0x8
  362: if r2 > r3 goto L1
  363: r1 = *(u16 *)(r5 + 2)
  364: r4 = *(u8 *)(r5 + 0)
  365: r5 += 0x8
  366: if w1 & 0xf8ff goto L22
L28:
  367: r1 = r5
  368: r1 -= r0
  369: if r1 > 0x7fff goto L1
  370: r5 = r0
  371: r5 += r1
  372: if r4 == 0x2c goto L30
  373: if r4 == 0x0 goto L29
  374: if r4 == 0x2b goto L29
  375: if r4 != 0x3c goto L21
L29:
  376: r2 = r5
  377: r2 += 0x8
  378: if r2 > r3 goto L1
  379: r1 = *(u8 *)(r5 + 1)
  380: r4 = *(u8 *)(r5 + 0)
  381: r1 += 0x1
  382: r1 <<= 0x3
  383: r5 += r1
  384: goto L31
L30:
  385: r2 = r5
  386: r2 += 0x8
  387: if r2 > r3 goto L1
  388: r1 = *(u16 *)(r5 + 2)
  389: r4 = *(u8 *)(r5 + 0)
  390: r5 += 0x8
  391: if w1 & 0xf8ff goto L22
L31:
  392: r1 = r5
  393: r1 -= r0
  394: if r1 > 0x7fff goto L1
  395: r5 = r0
  396: r5 += r1
  397: if r4 == 0x2c goto L33
  398: if r4 == 0x0 goto L32
  399: if r4 == 0x2b goto L32
  400: if r4 != 0x3c goto L21
L32:
  401: r2 = r5
  402: r2 += 0x8
  403: if r2 > r3 goto L1
  404: r1 = *(u8 *)(r5 + 1)
  405: r4 = *(u8 *)(r5 + 0)
  406: r1 += 0x1
  407: r1 <<= 0x3
  408: r5 += r1
  409: goto L34
L33:
  410: r2 = r5
  411: r2 += 0x8
  412: if r2 > r3 goto L1
  413: r1 = *(u16 *)(r5 + 2)
  414: r4 = *(u8 *)(r5 + 0)
  415: r5 += 0x8
  416: if w1 & 0xf8ff goto L22
L34:
  417: r1 = r5
  418: r1 -= r0
  419: if r1 > 0x7fff goto L1
  420: r5 = r0
  421: r5 += r1
  422: if r4 == 0x2c goto L36
  423: if r4 == 0x0 goto L35
  424: if r4 == 0x2b goto L35
  425: if r4 != 0x3c goto L21
L35:
  426: r2 = r5
  427: r2 += 0x8
  428: if r2 > r3 goto L1
  429: r1 = *(u8 *)(r5 + 1)
  430: r4 = *(u8 *)(r5 + 0)
  431: r1 += 0x1
  432: r1 <<= 0x3
  433: r5 += r1
  434: goto L37
L36:
  435: r2 = r5
  436: r2 += 0x8
  437: if r2 > r3 goto L1
  438: r1 = *(u16 *)(r5 + 2)
  439: r4 = *(u8 *)(r5 + 0)
  440: r5 += 0x8
  441: if w1 & 0xf8ff goto L22
L37:
  442: r1 = r5
  443: r1 -= r0
  444: if r1 > 0x7fff goto L1
  445: r5 = r0
  446: r5 += r1
  447: if r4 == 0x2c goto L39
  448: if r4 == 0x0 goto L38
  449: if r4 == 0x2b goto L38
  450: if r4 != 0x3c goto L21
L38:
  451: r2 = r5
  452: r2 += 0x8
  453: if r2 > r3 goto L1
  454: r1 = *(u8 *)(r5 + 1)
  455: r4 = *(u8 *)(r5 + 0)
  456: r1 += 0x1
  457: r1 <<= 0x3
  458: r5 += r1
  459: goto L40
L39:
  460: r2 = r5
  461: r2 += 0x8
  462: if r2 > r3 goto L1
  463: r1 = *(u16 *)(r5 + 2)
  464: r4 = *(u8 *)(r5 + 0)
  465: r5 += 0x8
  466: if w1 & 0xf8ff goto L22
L40:
  467: r1 = r5
  468: r1 -= r0
  469: if r1 > 0x7fff goto L1
  470: r5 = r0
  471: r5 += r1
  472: if r4 == 0x2c goto L42
  473: if r4 == 0x0 goto L41
  474: if r4 == 0x2b goto L41
  475: if r4 != 0x3c goto L21
L41:
  476: r2 = r5
  477: r2 += 0x8
  478: if r2 > r3 goto L1
  479: r1 = *(u8 *)(r5 + 1)
  480: r4 = *(u8 *)(r5 + 0)
  481: r1 += 0x1
  482: r1 <<= 0x3
  483: r5 += r1
  484: goto L43
L42:
  485: r2 = r5
  486: r2 += 0x8
  487: if r2 > r3 goto L1
  488: r1 = *(u16 *)(r5 + 2)
  489: r4 = *(u8 *)(r5 + 0)
  490: r5 += 0x8
  491: if w1 & 0xf8ff goto L22
L43:
  492: r1 = r5
  493: r1 -= r0
  494: if r1 > 0x7fff goto L1
  495: r5 = r0
  496: r5 += r1
  497: if r4 == 0x2c goto L45
  498: if r4 == 0x0 goto L44
  499: if r4 == 0x2b goto L44
  500: if r4 != 0x3c goto L21
L44:
  501: r2 = r5
  502: r2 += 0x8
  503: if r2 > r3 goto L1
  504: r1 = *(u8 *)(r5 + 1)
  505: r4 = *(u8 *)(r5 + 0)
  506: r1 += 0x1
  507: r1 <<= 0x3
  508: r5 += r1
  509: goto L46
L45:
  510: r2 = r5
  511: r2 += 0x8
  512: if r2 > r3 goto L1
  513: r1 = *(u16 *)(r5 + 2)
  514: r4 = *(u8 *)(r5 + 0)
  515: r5 += 0x8
  516: if w1 & 0xf8ff goto L22
L46:
  517: r1 = r5
  518: r1 -= r0
  519: if r1 > 0x7fff goto L1
  520: r5 = r0
  521: r5 += r1
      ; deeper than the walk: no specified verdict
  522: if r4 == 0x0 goto L1
  523: if r4 == 0x2b goto L1
  524: if r4 == 0x2c goto L1
  525: if r4 == 0x3c goto L1
L21:
  526: r7 = r4
      ; layer 4 (r4 = protocol, header at r5)
  527: if r4 == 0x11 goto L48
  528: r8 = 0x10000
  529: goto L3
L48:
  530: r2 = r5
  531: r2 += 0x8
  532: if r2 > r3 goto L1
  533: r8 = *(u16 *)(r5 + 2)
  534: goto L3
L22:
  535: r7 = r4
  536: r8 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `isc-any` (line 10): Drop
  537: if r7 != 0x11 goto L50
  538: if r8 != 0x3500 goto L50
L51:
      ; contains: 11 bytes, shift-and over the IP packet
  539: r3 = *(u64 *)(r10 - 184)
  540: r3 |= 0x0
  541: r3 -= 0xe
  542: if r3 > 0x5dc goto L54
  543: *(u64 *)(r10 - 264) = r3
  544: r5 = &.rodata.d0[0] ll
  546: r4 = 0x0
L55:
  547: if r3 < 0x8 goto L56
  548: r1 = *(u64 *)(r10 - 264)
  549: r1 -= r3
  550: if r1 s< 0x0 goto L54
  551: r2 = *(u64 *)(r10 - 160)
  552: r2 += r1
  553: r1 = r2
  554: r1 += 0x16
  555: r0 = *(u64 *)(r10 - 168)
  556: if r1 > r0 goto L54
  557: r1 = *(u8 *)(r2 + 14)
  558: r1 <<= 0x3
  559: r0 = r5
  560: r0 += r1
  561: r0 = *(u64 *)(r0 + 0)
  562: r4 <<= 0x1
  563: r4 |= 0x1
  564: r4 &= r0
  565: if r4 > 0x3ff goto L53
  566: r1 = *(u8 *)(r2 + 15)
  567: r1 <<= 0x3
  568: r0 = r5
  569: r0 += r1
  570: r0 = *(u64 *)(r0 + 0)
  571: r4 <<= 0x1
  572: r4 |= 0x1
  573: r4 &= r0
  574: if r4 > 0x3ff goto L53
  575: r1 = *(u8 *)(r2 + 16)
  576: r1 <<= 0x3
  577: r0 = r5
  578: r0 += r1
  579: r0 = *(u64 *)(r0 + 0)
  580: r4 <<= 0x1
  581: r4 |= 0x1
  582: r4 &= r0
  583: if r4 > 0x3ff goto L53
  584: r1 = *(u8 *)(r2 + 17)
  585: r1 <<= 0x3
  586: r0 = r5
  587: r0 += r1
  588: r0 = *(u64 *)(r0 + 0)
  589: r4 <<= 0x1
  590: r4 |= 0x1
  591: r4 &= r0
  592: if r4 > 0x3ff goto L53
  593: r1 = *(u8 *)(r2 + 18)
  594: r1 <<= 0x3
  595: r0 = r5
  596: r0 += r1
  597: r0 = *(u64 *)(r0 + 0)
  598: r4 <<= 0x1
  599: r4 |= 0x1
  600: r4 &= r0
  601: if r4 > 0x3ff goto L53
  602: r1 = *(u8 *)(r2 + 19)
  603: r1 <<= 0x3
  604: r0 = r5
  605: r0 += r1
  606: r0 = *(u64 *)(r0 + 0)
  607: r4 <<= 0x1
  608: r4 |= 0x1
  609: r4 &= r0
  610: if r4 > 0x3ff goto L53
  611: r1 = *(u8 *)(r2 + 20)
  612: r1 <<= 0x3
  613: r0 = r5
  614: r0 += r1
  615: r0 = *(u64 *)(r0 + 0)
  616: r4 <<= 0x1
  617: r4 |= 0x1
  618: r4 &= r0
  619: if r4 > 0x3ff goto L53
  620: r1 = *(u8 *)(r2 + 21)
  621: r1 <<= 0x3
  622: r0 = r5
  623: r0 += r1
  624: r0 = *(u64 *)(r0 + 0)
  625: r4 <<= 0x1
  626: r4 |= 0x1
  627: r4 &= r0
  628: if r4 > 0x3ff goto L53
  629: r3 -= 0x8
  630: goto L55
L56:
  631: if r3 == 0x0 goto L54
  632: r1 = *(u64 *)(r10 - 264)
  633: r1 -= r3
  634: if r1 s< 0x0 goto L54
  635: r2 = *(u64 *)(r10 - 160)
  636: r2 += r1
  637: r1 = r2
  638: r1 += 0xf
  639: r0 = *(u64 *)(r10 - 168)
  640: if r1 > r0 goto L54
  641: r1 = *(u8 *)(r2 + 14)
  642: r1 <<= 0x3
  643: r0 = r5
  644: r0 += r1
  645: r0 = *(u64 *)(r0 + 0)
  646: r4 <<= 0x1
  647: r4 |= 0x1
  648: r4 &= r0
  649: if r4 > 0x3ff goto L53
  650: r3 -= 0x1
  651: if r3 == 0x0 goto L54
  652: r1 = *(u64 *)(r10 - 264)
  653: r1 -= r3
  654: if r1 s< 0x0 goto L54
  655: r2 = *(u64 *)(r10 - 160)
  656: r2 += r1
  657: r1 = r2
  658: r1 += 0xf
  659: r0 = *(u64 *)(r10 - 168)
  660: if r1 > r0 goto L54
  661: r1 = *(u8 *)(r2 + 14)
  662: r1 <<= 0x3
  663: r0 = r5
  664: r0 += r1
  665: r0 = *(u64 *)(r0 + 0)
  666: r4 <<= 0x1
  667: r4 |= 0x1
  668: r4 &= r0
  669: if r4 > 0x3ff goto L53
  670: r3 -= 0x1
  671: if r3 == 0x0 goto L54
  672: r1 = *(u64 *)(r10 - 264)
  673: r1 -= r3
  674: if r1 s< 0x0 goto L54
  675: r2 = *(u64 *)(r10 - 160)
  676: r2 += r1
  677: r1 = r2
  678: r1 += 0xf
  679: r0 = *(u64 *)(r10 - 168)
  680: if r1 > r0 goto L54
  681: r1 = *(u8 *)(r2 + 14)
  682: r1 <<= 0x3
  683: r0 = r5
  684: r0 += r1
  685: r0 = *(u64 *)(r0 + 0)
  686: r4 <<= 0x1
  687: r4 |= 0x1
  688: r4 &= r0
  689: if r4 > 0x3ff goto L53
  690: r3 -= 0x1
  691: if r3 == 0x0 goto L54
  692: r1 = *(u64 *)(r10 - 264)
  693: r1 -= r3
  694: if r1 s< 0x0 goto L54
  695: r2 = *(u64 *)(r10 - 160)
  696: r2 += r1
  697: r1 = r2
  698: r1 += 0xf
  699: r0 = *(u64 *)(r10 - 168)
  700: if r1 > r0 goto L54
  701: r1 = *(u8 *)(r2 + 14)
  702: r1 <<= 0x3
  703: r0 = r5
  704: r0 += r1
  705: r0 = *(u64 *)(r0 + 0)
  706: r4 <<= 0x1
  707: r4 |= 0x1
  708: r4 &= r0
  709: if r4 > 0x3ff goto L53
  710: r3 -= 0x1
  711: if r3 == 0x0 goto L54
  712: r1 = *(u64 *)(r10 - 264)
  713: r1 -= r3
  714: if r1 s< 0x0 goto L54
  715: r2 = *(u64 *)(r10 - 160)
  716: r2 += r1
  717: r1 = r2
  718: r1 += 0xf
  719: r0 = *(u64 *)(r10 - 168)
  720: if r1 > r0 goto L54
  721: r1 = *(u8 *)(r2 + 14)
  722: r1 <<= 0x3
  723: r0 = r5
  724: r0 += r1
  725: r0 = *(u64 *)(r0 + 0)
  726: r4 <<= 0x1
  727: r4 |= 0x1
  728: r4 &= r0
  729: if r4 > 0x3ff goto L53
  730: r3 -= 0x1
  731: if r3 == 0x0 goto L54
  732: r1 = *(u64 *)(r10 - 264)
  733: r1 -= r3
  734: if r1 s< 0x0 goto L54
  735: r2 = *(u64 *)(r10 - 160)
  736: r2 += r1
  737: r1 = r2
  738: r1 += 0xf
  739: r0 = *(u64 *)(r10 - 168)
  740: if r1 > r0 goto L54
  741: r1 = *(u8 *)(r2 + 14)
  742: r1 <<= 0x3
  743: r0 = r5
  744: r0 += r1
  745: r0 = *(u64 *)(r0 + 0)
  746: r4 <<= 0x1
  747: r4 |= 0x1
  748: r4 &= r0
  749: if r4 > 0x3ff goto L53
  750: r3 -= 0x1
  751: if r3 == 0x0 goto L54
  752: r1 = *(u64 *)(r10 - 264)
  753: r1 -= r3
  754: if r1 s< 0x0 goto L54
  755: r2 = *(u64 *)(r10 - 160)
  756: r2 += r1
  757: r1 = r2
  758: r1 += 0xf
  759: r0 = *(u64 *)(r10 - 168)
  760: if r1 > r0 goto L54
  761: r1 = *(u8 *)(r2 + 14)
  762: r1 <<= 0x3
  763: r0 = r5
  764: r0 += r1
  765: r0 = *(u64 *)(r0 + 0)
  766: r4 <<= 0x1
  767: r4 |= 0x1
  768: r4 &= r0
  769: if r4 > 0x3ff goto L53
  770: r3 -= 0x1
L54:
  771: r0 = 0x0
  772: r1 = 0x0
  773: r2 = 0x0
  774: r3 = 0x0
  775: r4 = 0x0
  776: r5 = 0x0
  777: goto L50
L53:
  778: r0 = 0x0
  779: r1 = 0x0
  780: r2 = 0x0
  781: r3 = 0x0
  782: r4 = 0x0
  783: r5 = 0x0
L52:
  784: *(u32 *)(r10 - 136) = 0x0
  785: *(u64 *)(r10 - 144) = 0x2
  786: goto L0
L50:
      ; default
  787: *(u32 *)(r10 - 136) = 0x1
  788: *(u64 *)(r10 - 144) = 0xffffffff
  789: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  790: *(u32 *)(r10 - 136) = 0x2
  791: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  792: r1 = map[dropc_counters] ll
  794: r2 = r10
  795: r2 += 0xffffff78
  796: call 1
  797: if r0 == 0x0 goto L57
  798: r1 = *(u64 *)(r0 + 0)
  799: r1 += 0x1
  800: *(u64 *)(r0 + 0) = r1
L57:
  801: r0 = *(u64 *)(r10 - 144)
  802: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  803: r1 = map[dropc_counters] ll
  805: r2 = r10
  806: r2 += 0xffffff78
  807: call 1
  808: if r0 == 0x0 goto L58
  809: r1 = *(u64 *)(r0 + 0)
  810: r1 += 0x1
  811: *(u64 *)(r0 + 0) = r1
L58:
  812: r0 = *(u64 *)(r10 - 144)
  813: exit
