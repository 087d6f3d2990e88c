; dropc xdp program `dropc_xdp` (722 instruction slots)
; data section .rodata.d0 (216 bytes)
; data section .rodata.d1 (392 bytes)
; data section .rodata.d2 (392 bytes)
; data section .rodata.d3 (392 bytes)
; data section .rodata.d4 (392 bytes)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx)
    0: r0 = *(u32 *)(r1 + 0)
    1: r3 = *(u32 *)(r1 + 4)
      ; Ethernet
    2: r2 = r0
    3: r2 += 0xe
    4: if r2 > r3 goto L1
    5: r1 = *(u16 *)(r0 + 12)
    6: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
    7: r2 = r0
    8: r2 += 0x22
    9: if r2 > r3 goto L1
   10: r1 = *(u32 *)(r0 + 26)
   11: r1 = be32 r1
   12: *(u64 *)(r10 - 24) = r1
   13: r1 = *(u32 *)(r0 + 30)
   14: r1 = be32 r1
   15: *(u64 *)(r10 - 32) = r1
   16: r4 = *(u8 *)(r0 + 23)
   17: *(u64 *)(r10 - 16) = r4
   18: r2 = *(u16 *)(r0 + 20)
   19: if w2 & 0xff1f goto L7
   20: r5 = *(u8 *)(r0 + 14)
   21: r5 &= 0xf
   22: r5 <<= 0x2
   23: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   24: if r4 == 0x6 goto L8
   25: if r4 == 0x11 goto L9
   26: *(u64 *)(r10 - 72) = 0x10000
   27: *(u64 *)(r10 - 80) = 0x10000
   28: goto L2
L8:
   29: r2 = r5
   30: r2 += 0x22
   31: if r2 > r3 goto L1
   32: r1 = *(u16 *)(r5 + 14)
   33: r1 = be16 r1
   34: *(u64 *)(r10 - 72) = r1
   35: r1 = *(u16 *)(r5 + 16)
   36: r1 = be16 r1
   37: *(u64 *)(r10 - 80) = r1
   38: goto L2
L7:
   39: *(u64 *)(r10 - 72) = 0x10000
   40: *(u64 *)(r10 - 80) = 0x10000
   41: goto L2
L9:
   42: r2 = r5
   43: r2 += 0x16
   44: if r2 > r3 goto L1
   45: r1 = *(u16 *)(r5 + 14)
   46: r1 = be16 r1
   47: *(u64 *)(r10 - 72) = r1
   48: r1 = *(u16 *)(r5 + 16)
   49: r1 = be16 r1
   50: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `named-mixed` (line 10): Drop
   51: r1 = *(u64 *)(r10 - 24)
   52: r1 |= 0x0
   53: if w1 == 0xc6336407 goto L12
   54: if w1 < 0xcb007100 goto L11
   55: if w1 > 0xcb0071ff goto L11
L12:
   56: *(u32 *)(r10 - 136) = 0x0
   57: *(u64 *)(r10 - 144) = 0x1
   58: goto L0
L11:
      ; rule 1 `inline-big` (line 11): Drop
   59: r1 = *(u64 *)(r10 - 32)
   60: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 1 search step(s)
   61: if w1 < 0xc0000201 goto L13
   62: if w1 > 0xc0000221 goto L13
   63: r3 = r1
   64: r3 <<= 0x3a
   65: r3 >>= 0x3c
   66: r4 = r3
   67: r4 <<= 0x2
   68: r5 = &.rodata.d0[0] ll
   70: r5 += r4
   71: r4 = *(u32 *)(r5 + 0)
   72: if r4 > 0x11 goto L13
   73: r4 <<= 0x3
   74: r5 = &.rodata.d0[64] ll
   76: r5 += r4
   77: r4 = *(u32 *)(r5 + 4)
   78: if r4 >= r1 goto L16
   79: r4 = *(u32 *)(r5 + 12)
   80: if r4 >= r1 goto L17
   81: goto L13
L16:
   82: r4 = *(u32 *)(r5 + 0)
   83: if r4 > r1 goto L13
   84: goto L14
L17:
   85: r4 = *(u32 *)(r5 + 8)
   86: if r4 > r1 goto L13
   87: goto L14
L14:
L15:
   88: *(u32 *)(r10 - 136) = 0x1
   89: *(u64 *)(r10 - 144) = 0x1
   90: goto L0
L13:
      ; rule 2 `inline-set` (line 12): Drop
   91: r1 = *(u64 *)(r10 - 32)
   92: r1 |= 0x0
   93: if w1 < 0xc6120000 goto L18
   94: if w1 <= 0xc613ffff goto L19
   95: if w1 == 0xc6336407 goto L19
   96: if w1 < 0xcb007100 goto L18
   97: if w1 > 0xcb0071ff goto L18
L19:
   98: *(u32 *)(r10 - 136) = 0x2
   99: *(u64 *)(r10 - 144) = 0x1
  100: goto L0
L18:
      ; rule 3 `ports-big` (line 13): Drop
  101: r1 = *(u64 *)(r10 - 16)
  102: r1 |= 0x0
  103: if r1 != 0x11 goto L20
  104: r1 = *(u64 *)(r10 - 80)
  105: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 4 search step(s)
  106: if r1 < 0x1 goto L20
  107: if r1 > 0x7d0 goto L20
  108: r3 = r1
  109: r3 <<= 0x35
  110: r3 >>= 0x3c
  111: r4 = r3
  112: r4 <<= 0x2
  113: r5 = &.rodata.d1[0] ll
  115: r5 += r4
  116: r4 = *(u32 *)(r5 + 0)
  117: if r4 > 0x19 goto L20
  118: r4 <<= 0x3
  119: r5 = &.rodata.d1[64] ll
  121: r5 += r4
  122: r0 = r1
  123: r0 += 0x1
  124: r4 = *(u32 *)(r5 + 64)
  125: r4 -= r0
  126: r4 s>>= 0x3f
  127: r4 &= 0x40
  128: r5 += r4
  129: r4 = *(u32 *)(r5 + 4)
  130: if r4 >= r1 goto L23
  131: r4 = *(u32 *)(r5 + 12)
  132: if r4 >= r1 goto L24
  133: r4 = *(u32 *)(r5 + 20)
  134: if r4 >= r1 goto L25
  135: r4 = *(u32 *)(r5 + 28)
  136: if r4 >= r1 goto L26
  137: r4 = *(u32 *)(r5 + 36)
  138: if r4 >= r1 goto L27
  139: r4 = *(u32 *)(r5 + 44)
  140: if r4 >= r1 goto L28
  141: r4 = *(u32 *)(r5 + 52)
  142: if r4 >= r1 goto L29
  143: r4 = *(u32 *)(r5 + 60)
  144: if r4 >= r1 goto L30
  145: goto L20
L23:
  146: r4 = *(u32 *)(r5 + 0)
  147: if r4 > r1 goto L20
  148: goto L21
L24:
  149: r4 = *(u32 *)(r5 + 8)
  150: if r4 > r1 goto L20
  151: goto L21
L25:
  152: r4 = *(u32 *)(r5 + 16)
  153: if r4 > r1 goto L20
  154: goto L21
L26:
  155: r4 = *(u32 *)(r5 + 24)
  156: if r4 > r1 goto L20
  157: goto L21
L27:
  158: r4 = *(u32 *)(r5 + 32)
  159: if r4 > r1 goto L20
  160: goto L21
L28:
  161: r4 = *(u32 *)(r5 + 40)
  162: if r4 > r1 goto L20
  163: goto L21
L29:
  164: r4 = *(u32 *)(r5 + 48)
  165: if r4 > r1 goto L20
  166: goto L21
L30:
  167: r4 = *(u32 *)(r5 + 56)
  168: if r4 > r1 goto L20
  169: goto L21
L21:
L22:
  170: *(u32 *)(r10 - 136) = 0x3
  171: *(u64 *)(r10 - 144) = 0x1
  172: goto L0
L20:
      ; rule 4 `ports-neg` (line 14): Drop
  173: r1 = *(u64 *)(r10 - 16)
  174: r1 |= 0x0
  175: if r1 != 0x6 goto L31
  176: r1 = *(u64 *)(r10 - 72)
  177: r1 |= 0x0
  178: if r1 > 0xffff goto L31
      ; set lookup: 1 bucket section(s), 4 search step(s)
  179: if r1 < 0x1 goto L32
  180: if r1 > 0x7d0 goto L32
  181: r3 = r1
  182: r3 <<= 0x35
  183: r3 >>= 0x3c
  184: r4 = r3
  185: r4 <<= 0x2
  186: r5 = &.rodata.d2[0] ll
  188: r5 += r4
  189: r4 = *(u32 *)(r5 + 0)
  190: if r4 > 0x19 goto L32
  191: r4 <<= 0x3
  192: r5 = &.rodata.d2[64] ll
  194: r5 += r4
  195: r0 = r1
  196: r0 += 0x1
  197: r4 = *(u32 *)(r5 + 64)
  198: r4 -= r0
  199: r4 s>>= 0x3f
  200: r4 &= 0x40
  201: r5 += r4
  202: r4 = *(u32 *)(r5 + 4)
  203: if r4 >= r1 goto L34
  204: r4 = *(u32 *)(r5 + 12)
  205: if r4 >= r1 goto L35
  206: r4 = *(u32 *)(r5 + 20)
  207: if r4 >= r1 goto L36
  208: r4 = *(u32 *)(r5 + 28)
  209: if r4 >= r1 goto L37
  210: r4 = *(u32 *)(r5 + 36)
  211: if r4 >= r1 goto L38
  212: r4 = *(u32 *)(r5 + 44)
  213: if r4 >= r1 goto L39
  214: r4 = *(u32 *)(r5 + 52)
  215: if r4 >= r1 goto L40
  216: r4 = *(u32 *)(r5 + 60)
  217: if r4 >= r1 goto L41
  218: goto L32
L34:
  219: r4 = *(u32 *)(r5 + 0)
  220: if r4 > r1 goto L32
  221: goto L31
L35:
  222: r4 = *(u32 *)(r5 + 8)
  223: if r4 > r1 goto L32
  224: goto L31
L36:
  225: r4 = *(u32 *)(r5 + 16)
  226: if r4 > r1 goto L32
  227: goto L31
L37:
  228: r4 = *(u32 *)(r5 + 24)
  229: if r4 > r1 goto L32
  230: goto L31
L38:
  231: r4 = *(u32 *)(r5 + 32)
  232: if r4 > r1 goto L32
  233: goto L31
L39:
  234: r4 = *(u32 *)(r5 + 40)
  235: if r4 > r1 goto L32
  236: goto L31
L40:
  237: r4 = *(u32 *)(r5 + 48)
  238: if r4 > r1 goto L32
  239: goto L31
L41:
  240: r4 = *(u32 *)(r5 + 56)
  241: if r4 > r1 goto L32
  242: goto L31
L32:
L33:
  243: *(u32 *)(r10 - 136) = 0x4
  244: *(u64 *)(r10 - 144) = 0x1
  245: goto L0
L31:
      ; rule 5 `ports-few` (line 15): Drop
  246: r1 = *(u64 *)(r10 - 16)
  247: r1 |= 0x0
  248: if r1 != 0x11 goto L42
  249: r1 = *(u64 *)(r10 - 72)
  250: r1 |= 0x0
  251: if r1 == 0x35 goto L43
  252: if r1 != 0x7b goto L42
L43:
  253: r1 = *(u64 *)(r10 - 80)
  254: r1 |= 0x0
  255: if r1 == 0x35 goto L44
  256: if r1 != 0x7b goto L42
L44:
  257: *(u32 *)(r10 - 136) = 0x5
  258: *(u64 *)(r10 - 144) = 0x1
  259: goto L0
L42:
      ; rule 6 `range-odd` (line 16): Drop
  260: r1 = *(u64 *)(r10 - 24)
  261: r1 |= 0x0
  262: if w1 < 0xa000003 goto L45
  263: if w1 > 0xa000011 goto L45
L46:
  264: *(u32 *)(r10 - 136) = 0x6
  265: *(u64 *)(r10 - 144) = 0x1
  266: goto L0
L45:
      ; default
  267: *(u32 *)(r10 - 136) = 0x7
  268: *(u64 *)(r10 - 144) = 0x2
  269: goto L0
L4:
  270: if w1 == 0xdd86 goto L5
  271: if w1 == 0x81 goto L47
  272: if w1 != 0xa888 goto L1
L47:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  273: r2 = r0
  274: r2 += 0x12
  275: if r2 > r3 goto L1
  276: r1 = *(u16 *)(r0 + 16)
  277: r0 += 0x4
  278: if w1 == 0x8 goto L6
  279: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  280: r2 = r0
  281: r2 += 0x36
  282: if r2 > r3 goto L1
  283: r6 = *(u64 *)(r0 + 22)
  284: r6 = be64 r6
  285: r7 = *(u64 *)(r0 + 30)
  286: r7 = be64 r7
      ; extension headers: r4 = next header, r5 = its start
  287: r4 = *(u8 *)(r0 + 20)
  288: r5 = r0
  289: r5 += 0x36
  290: if r4 == 0x2c goto L51
  291: if r4 == 0x0 goto L50
  292: if r4 == 0x2b goto L50
  293: if r4 != 0x3c goto L48
L50:
  294: r2 = r5
  295: r2 += 0x8
  296: if r2 > r3 goto L1
  297: r1 = *(u8 *)(r5 + 1)
  298: r4 = *(u8 *)(r5 + 0)
  299: r1 += 0x1
  300: r1 <<= 0x3
  301: r5 += r1
  302: goto L52
L51:
  303: r2 = r5
  304: r2 += 0x8
  305: if r2 > r3 goto L1
  306: r1 = *(u16 *)(r5 + 2)
  307: r4 = *(u8 *)(r5 + 0)
  308: r5 += 0x8
  309: if w1 & 0xf8ff goto L49
L52:
  310: r1 = r5
  311: r1 -= r0
  312: if r1 > 0x7fff goto L1
  313: r5 = r0
  314: r5 += r1
  315: if r4 == 0x2c goto L54
  316: if r4 == 0x0 goto L53
  317: if r4 == 0x2b goto L53
  318: if r4 != 0x3c goto L48
L53:
  319: r2 = r5
  320: r2 += 0x8
  321: if r2 > r3 goto L1
  322: r1 = *(u8 *)(r5 + 1)
  323: r4 = *(u8 *)(r5 + 0)
  324: r1 += 0x1
  325: r1 <<= 0x3
  326: r5 += r1
  327: goto L55
L54:
  328: r2 = r5
  329: r2 += 0x8
  330: if r2 > r3 goto L1
  331: r1 = *(u16 *)(r5 + 2)
  332: r4 = *(u8 *)(r5 + 0)
  333: r5 += 0x8
  334: if w1 & 0xf8ff goto L49
L55:
  335: r1 = r5
  336: r1 -= r0
  337: if r1 > 0x7fff goto L1
  338: r5 = r0
  339: r5 += r1
  340: if r4 == 0x2c goto L57
  341: if r4 == 0x0 goto L56
  342: if r4 == 0x2b goto L56
  343: if r4 != 0x3c goto L48
L56:
  344: r2 = r5
  345: r2 += 0x8
  346: if r2 > r3 goto L1
  347: r1 = *(u8 *)(r5 + 1)
  348: r4 = *(u8 *)(r5 + 0)
  349: r1 += 0x1
  350: r1 <<= 0x3
  351: r5 += r1
  352: goto L58
L57:
  353: r2 = r5
  354: r2 += 0x8
  355: if r2 > r3 goto L1
  356: r1 = *(u16 *)(r5 + 2)
  357: r4 = *(u8 *)(r5 + 0)
  358: r5 += 0x8
  359: if w1 & 0xf8ff goto L49
L58:
  360: r1 = r5
  361: r1 -= r0
  362: if r1 > 0x7fff goto L1
  363: r5 = r0
  364: r5 += r1
  365: if r4 == 0x2c goto L60
  366: if r4 == 0x0 goto L59
  367: if r4 == 0x2b goto L59
  368: if r4 != 0x3c goto L48
L59:
  369: r2 = r5
  370: r2 += 0x8
  371: if r2 > r3 goto L1
  372: r1 = *(u8 *)(r5 + 1)
  373: r4 = *(u8 *)(r5 + 0)
  374: r1 += 0x1
  375: r1 <<= 0x3
  376: r5 += r1
  377: goto L61
L60:
  378: r2 = r5
  379: r2 += 0x8
  380: if r2 > r3 goto L1
  381: r1 = *(u16 *)(r5 + 2)
  382: r4 = *(u8 *)(r5 + 0)
  383: r5 += 0x8
  384: if w1 & 0xf8ff goto L49
L61:
  385: r1 = r5
  386: r1 -= r0
  387: if r1 > 0x7fff goto L1
  388: r5 = r0
  389: r5 += r1
  390: if r4 == 0x2c goto L63
  391: if r4 == 0x0 goto L62
  392: if r4 == 0x2b goto L62
  393: if r4 != 0x3c goto L48
L62:
  394: r2 = r5
  395: r2 += 0x8
  396: if r2 > r3 goto L1
  397: r1 = *(u8 *)(r5 + 1)
  398: r4 = *(u8 *)(r5 + 0)
  399: r1 += 0x1
  400: r1 <<= 0x3
  401: r5 += r1
  402: goto L64
L63:
  403: r2 = r5
  404: r2 += 0x8
  405: if r2 > r3 goto L1
  406: r1 = *(u16 *)(r5 + 2)
  407: r4 = *(u8 *)(r5 + 0)
  408: r5 += 0x8
  409: if w1 & 0xf8ff goto L49
L64:
  410: r1 = r5
  411: r1 -= r0
  412: if r1 > 0x7fff goto L1
  413: r5 = r0
  414: r5 += r1
  415: if r4 == 0x2c goto L66
  416: if r4 == 0x0 goto L65
  417: if r4 == 0x2b goto L65
  418: if r4 != 0x3c goto L48
L65:
  419: r2 = r5
  420: r2 += 0x8
  421: if r2 > r3 goto L1
  422: r1 = *(u8 *)(r5 + 1)
  423: r4 = *(u8 *)(r5 + 0)
  424: r1 += 0x1
  425: r1 <<= 0x3
  426: r5 += r1
  427: goto L67
L66:
  428: r2 = r5
  429: r2 += 0x8
  430: if r2 > r3 goto L1
  431: r1 = *(u16 *)(r5 + 2)
  432: r4 = *(u8 *)(r5 + 0)
  433: r5 += 0x8
  434: if w1 & 0xf8ff goto L49
L67:
  435: r1 = r5
  436: r1 -= r0
  437: if r1 > 0x7fff goto L1
  438: r5 = r0
  439: r5 += r1
  440: if r4 == 0x2c goto L69
  441: if r4 == 0x0 goto L68
  442: if r4 == 0x2b goto L68
  443: if r4 != 0x3c goto L48
L68:
  444: r2 = r5
  445: r2 += 0x8
  446: if r2 > r3 goto L1
  447: r1 = *(u8 *)(r5 + 1)
  448: r4 = *(u8 *)(r5 + 0)
  449: r1 += 0x1
  450: r1 <<= 0x3
  451: r5 += r1
  452: goto L70
L69:
  453: r2 = r5
  454: r2 += 0x8
  455: if r2 > r3 goto L1
  456: r1 = *(u16 *)(r5 + 2)
  457: r4 = *(u8 *)(r5 + 0)
  458: r5 += 0x8
  459: if w1 & 0xf8ff goto L49
L70:
  460: r1 = r5
  461: r1 -= r0
  462: if r1 > 0x7fff goto L1
  463: r5 = r0
  464: r5 += r1
  465: if r4 == 0x2c goto L72
  466: if r4 == 0x0 goto L71
  467: if r4 == 0x2b goto L71
  468: if r4 != 0x3c goto L48
L71:
  469: r2 = r5
  470: r2 += 0x8
  471: if r2 > r3 goto L1
  472: r1 = *(u8 *)(r5 + 1)
  473: r4 = *(u8 *)(r5 + 0)
  474: r1 += 0x1
  475: r1 <<= 0x3
  476: r5 += r1
  477: goto L73
L72:
  478: r2 = r5
  479: r2 += 0x8
  480: if r2 > r3 goto L1
  481: r1 = *(u16 *)(r5 + 2)
  482: r4 = *(u8 *)(r5 + 0)
  483: r5 += 0x8
  484: if w1 & 0xf8ff goto L49
L73:
  485: r1 = r5
  486: r1 -= r0
  487: if r1 > 0x7fff goto L1
  488: r5 = r0
  489: r5 += r1
      ; deeper than the walk: no specified verdict
  490: if r4 == 0x0 goto L1
  491: if r4 == 0x2b goto L1
  492: if r4 == 0x2c goto L1
  493: if r4 == 0x3c goto L1
L48:
  494: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  495: if r4 == 0x6 goto L74
  496: if r4 == 0x11 goto L75
  497: *(u64 *)(r10 - 72) = 0x10000
  498: *(u64 *)(r10 - 80) = 0x10000
  499: goto L3
L74:
  500: r2 = r5
  501: r2 += 0x14
  502: if r2 > r3 goto L1
  503: r1 = *(u16 *)(r5 + 0)
  504: r1 = be16 r1
  505: *(u64 *)(r10 - 72) = r1
  506: r1 = *(u16 *)(r5 + 2)
  507: r1 = be16 r1
  508: *(u64 *)(r10 - 80) = r1
  509: goto L3
L75:
  510: r2 = r5
  511: r2 += 0x8
  512: if r2 > r3 goto L1
  513: r1 = *(u16 *)(r5 + 0)
  514: r1 = be16 r1
  515: *(u64 *)(r10 - 72) = r1
  516: r1 = *(u16 *)(r5 + 2)
  517: r1 = be16 r1
  518: *(u64 *)(r10 - 80) = r1
  519: goto L3
L49:
  520: *(u64 *)(r10 - 16) = r4
  521: *(u64 *)(r10 - 72) = 0x10000
  522: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `named-mixed` (line 10): Drop
  523: r1 = r6
  524: r2 = r7
  525: r3 = 0x20010db800000000 ll
  527: if r1 >= r3 goto L80
  528: goto L77
L80:
  529: r3 = 0x20010db80000ffff ll
  531: if r1 <= r3 goto L78
L79:
  532: goto L77
L78:
  533: *(u32 *)(r10 - 136) = 0x0
  534: *(u64 *)(r10 - 144) = 0x1
  535: goto L0
L77:
      ; rule 3 `ports-big` (line 13): Drop
  536: r1 = *(u64 *)(r10 - 16)
  537: r1 |= 0x0
  538: if r1 != 0x11 goto L81
  539: r1 = *(u64 *)(r10 - 80)
  540: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 4 search step(s)
  541: if r1 < 0x1 goto L81
  542: if r1 > 0x7d0 goto L81
  543: r3 = r1
  544: r3 <<= 0x35
  545: r3 >>= 0x3c
  546: r4 = r3
  547: r4 <<= 0x2
  548: r5 = &.rodata.d3[0] ll
  550: r5 += r4
  551: r4 = *(u32 *)(r5 + 0)
  552: if r4 > 0x19 goto L81
  553: r4 <<= 0x3
  554: r5 = &.rodata.d3[64] ll
  556: r5 += r4
  557: r0 = r1
  558: r0 += 0x1
  559: r4 = *(u32 *)(r5 + 64)
  560: r4 -= r0
  561: r4 s>>= 0x3f
  562: r4 &= 0x40
  563: r5 += r4
  564: r4 = *(u32 *)(r5 + 4)
  565: if r4 >= r1 goto L84
  566: r4 = *(u32 *)(r5 + 12)
  567: if r4 >= r1 goto L85
  568: r4 = *(u32 *)(r5 + 20)
  569: if r4 >= r1 goto L86
  570: r4 = *(u32 *)(r5 + 28)
  571: if r4 >= r1 goto L87
  572: r4 = *(u32 *)(r5 + 36)
  573: if r4 >= r1 goto L88
  574: r4 = *(u32 *)(r5 + 44)
  575: if r4 >= r1 goto L89
  576: r4 = *(u32 *)(r5 + 52)
  577: if r4 >= r1 goto L90
  578: r4 = *(u32 *)(r5 + 60)
  579: if r4 >= r1 goto L91
  580: goto L81
L84:
  581: r4 = *(u32 *)(r5 + 0)
  582: if r4 > r1 goto L81
  583: goto L82
L85:
  584: r4 = *(u32 *)(r5 + 8)
  585: if r4 > r1 goto L81
  586: goto L82
L86:
  587: r4 = *(u32 *)(r5 + 16)
  588: if r4 > r1 goto L81
  589: goto L82
L87:
  590: r4 = *(u32 *)(r5 + 24)
  591: if r4 > r1 goto L81
  592: goto L82
L88:
  593: r4 = *(u32 *)(r5 + 32)
  594: if r4 > r1 goto L81
  595: goto L82
L89:
  596: r4 = *(u32 *)(r5 + 40)
  597: if r4 > r1 goto L81
  598: goto L82
L90:
  599: r4 = *(u32 *)(r5 + 48)
  600: if r4 > r1 goto L81
  601: goto L82
L91:
  602: r4 = *(u32 *)(r5 + 56)
  603: if r4 > r1 goto L81
  604: goto L82
L82:
L83:
  605: *(u32 *)(r10 - 136) = 0x3
  606: *(u64 *)(r10 - 144) = 0x1
  607: goto L0
L81:
      ; rule 4 `ports-neg` (line 14): Drop
  608: r1 = *(u64 *)(r10 - 16)
  609: r1 |= 0x0
  610: if r1 != 0x6 goto L92
  611: r1 = *(u64 *)(r10 - 72)
  612: r1 |= 0x0
  613: if r1 > 0xffff goto L92
      ; set lookup: 1 bucket section(s), 4 search step(s)
  614: if r1 < 0x1 goto L93
  615: if r1 > 0x7d0 goto L93
  616: r3 = r1
  617: r3 <<= 0x35
  618: r3 >>= 0x3c
  619: r4 = r3
  620: r4 <<= 0x2
  621: r5 = &.rodata.d4[0] ll
  623: r5 += r4
  624: r4 = *(u32 *)(r5 + 0)
  625: if r4 > 0x19 goto L93
  626: r4 <<= 0x3
  627: r5 = &.rodata.d4[64] ll
  629: r5 += r4
  630: r0 = r1
  631: r0 += 0x1
  632: r4 = *(u32 *)(r5 + 64)
  633: r4 -= r0
  634: r4 s>>= 0x3f
  635: r4 &= 0x40
  636: r5 += r4
  637: r4 = *(u32 *)(r5 + 4)
  638: if r4 >= r1 goto L95
  639: r4 = *(u32 *)(r5 + 12)
  640: if r4 >= r1 goto L96
  641: r4 = *(u32 *)(r5 + 20)
  642: if r4 >= r1 goto L97
  643: r4 = *(u32 *)(r5 + 28)
  644: if r4 >= r1 goto L98
  645: r4 = *(u32 *)(r5 + 36)
  646: if r4 >= r1 goto L99
  647: r4 = *(u32 *)(r5 + 44)
  648: if r4 >= r1 goto L100
  649: r4 = *(u32 *)(r5 + 52)
  650: if r4 >= r1 goto L101
  651: r4 = *(u32 *)(r5 + 60)
  652: if r4 >= r1 goto L102
  653: goto L93
L95:
  654: r4 = *(u32 *)(r5 + 0)
  655: if r4 > r1 goto L93
  656: goto L92
L96:
  657: r4 = *(u32 *)(r5 + 8)
  658: if r4 > r1 goto L93
  659: goto L92
L97:
  660: r4 = *(u32 *)(r5 + 16)
  661: if r4 > r1 goto L93
  662: goto L92
L98:
  663: r4 = *(u32 *)(r5 + 24)
  664: if r4 > r1 goto L93
  665: goto L92
L99:
  666: r4 = *(u32 *)(r5 + 32)
  667: if r4 > r1 goto L93
  668: goto L92
L100:
  669: r4 = *(u32 *)(r5 + 40)
  670: if r4 > r1 goto L93
  671: goto L92
L101:
  672: r4 = *(u32 *)(r5 + 48)
  673: if r4 > r1 goto L93
  674: goto L92
L102:
  675: r4 = *(u32 *)(r5 + 56)
  676: if r4 > r1 goto L93
  677: goto L92
L93:
L94:
  678: *(u32 *)(r10 - 136) = 0x4
  679: *(u64 *)(r10 - 144) = 0x1
  680: goto L0
L92:
      ; rule 5 `ports-few` (line 15): Drop
  681: r1 = *(u64 *)(r10 - 16)
  682: r1 |= 0x0
  683: if r1 != 0x11 goto L103
  684: r1 = *(u64 *)(r10 - 72)
  685: r1 |= 0x0
  686: if r1 == 0x35 goto L104
  687: if r1 != 0x7b goto L103
L104:
  688: r1 = *(u64 *)(r10 - 80)
  689: r1 |= 0x0
  690: if r1 == 0x35 goto L105
  691: if r1 != 0x7b goto L103
L105:
  692: *(u32 *)(r10 - 136) = 0x5
  693: *(u64 *)(r10 - 144) = 0x1
  694: goto L0
L103:
      ; default
  695: *(u32 *)(r10 - 136) = 0x7
  696: *(u64 *)(r10 - 144) = 0x2
  697: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  698: *(u32 *)(r10 - 136) = 0x8
  699: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  700: r1 = map[dropc_counters] ll
  702: r2 = r10
  703: r2 += 0xffffff78
  704: call 1
  705: if r0 == 0x0 goto L106
  706: r1 = *(u64 *)(r0 + 0)
  707: r1 += 0x1
  708: *(u64 *)(r0 + 0) = r1
L106:
  709: r0 = *(u64 *)(r10 - 144)
  710: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  711: r1 = map[dropc_counters] ll
  713: r2 = r10
  714: r2 += 0xffffff78
  715: call 1
  716: if r0 == 0x0 goto L107
  717: r1 = *(u64 *)(r0 + 0)
  718: r1 += 0x1
  719: *(u64 *)(r0 + 0) = r1
L107:
  720: r0 = *(u64 *)(r10 - 144)
  721: exit
