; dropc xdp program `dropc_xdp` (753 instruction slots)
; data section .rodata.d0 (216 bytes)
; data section .rodata.d1 (392 bytes)
; data section .rodata.d2 (392 bytes)
; data section .rodata.d3 (392 bytes)
; data section .rodata.d4 (392 bytes)
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
   11: r1 = *(u32 *)(r0 + 26)
   12: r1 = be32 r1
   13: *(u64 *)(r10 - 24) = r1
   14: r1 = *(u32 *)(r0 + 30)
   15: r1 = be32 r1
   16: *(u64 *)(r10 - 32) = r1
   17: r4 = *(u8 *)(r0 + 23)
   18: *(u64 *)(r10 - 16) = r4
   19: r2 = *(u16 *)(r0 + 20)
   20: if w2 & 0xff1f goto L7
   21: r5 = *(u8 *)(r0 + 14)
   22: r5 &= 0xf
   23: r5 <<= 0x2
   24: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   25: if r4 == 0x6 goto L8
   26: if r4 == 0x11 goto L9
   27: *(u64 *)(r10 - 72) = 0x10000
   28: *(u64 *)(r10 - 80) = 0x10000
   29: goto L2
L8:
   30: r2 = r5
   31: r2 += 0x22
   32: if r2 > r3 goto L1
   33: r1 = *(u16 *)(r5 + 14)
   34: r1 = be16 r1
   35: *(u64 *)(r10 - 72) = r1
   36: r1 = *(u16 *)(r5 + 16)
   37: r1 = be16 r1
   38: *(u64 *)(r10 - 80) = r1
   39: goto L2
L7:
   40: *(u64 *)(r10 - 72) = 0x10000
   41: *(u64 *)(r10 - 80) = 0x10000
   42: goto L2
L9:
   43: r2 = r5
   44: r2 += 0x16
   45: if r2 > r3 goto L1
   46: r1 = *(u16 *)(r5 + 14)
   47: r1 = be16 r1
   48: *(u64 *)(r10 - 72) = r1
   49: r1 = *(u16 *)(r5 + 16)
   50: r1 = be16 r1
   51: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `named-mixed` (line 10): Drop
   52: r1 = *(u64 *)(r10 - 24)
   53: r1 |= 0x0
   54: if w1 == 0xc6336407 goto L12
   55: if w1 < 0xcb007100 goto L11
   56: if w1 > 0xcb0071ff goto L11
L12:
   57: *(u32 *)(r10 - 136) = 0x0
   58: *(u64 *)(r10 - 144) = 0x1
   59: goto L0
L11:
      ; rule 1 `inline-big` (line 11): Drop
   60: r1 = *(u64 *)(r10 - 32)
   61: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 1 search step(s)
   62: if w1 < 0xc0000201 goto L13
   63: if w1 > 0xc0000221 goto L13
   64: r3 = r1
   65: r3 <<= 0x3a
   66: r3 >>= 0x3c
   67: r4 = r3
   68: r4 <<= 0x2
   69: r5 = &.rodata.d0[0] ll
   71: r5 += r4
   72: r4 = *(u32 *)(r5 + 0)
   73: if r4 > 0x11 goto L13
   74: r4 <<= 0x3
   75: r5 = &.rodata.d0[64] ll
   77: r5 += r4
   78: r4 = *(u32 *)(r5 + 4)
   79: if r4 >= r1 goto L16
   80: r4 = *(u32 *)(r5 + 12)
   81: if r4 >= r1 goto L17
   82: goto L13
L16:
   83: r4 = *(u32 *)(r5 + 0)
   84: if r4 > r1 goto L13
   85: goto L14
L17:
   86: r4 = *(u32 *)(r5 + 8)
   87: if r4 > r1 goto L13
   88: goto L14
L14:
L15:
   89: *(u32 *)(r10 - 136) = 0x1
   90: *(u64 *)(r10 - 144) = 0x1
   91: goto L0
L13:
      ; rule 2 `inline-set` (line 12): Drop
   92: r1 = *(u64 *)(r10 - 32)
   93: r1 |= 0x0
   94: if w1 < 0xc6120000 goto L18
   95: if w1 <= 0xc613ffff goto L19
   96: if w1 == 0xc6336407 goto L19
   97: if w1 < 0xcb007100 goto L18
   98: if w1 > 0xcb0071ff goto L18
L19:
   99: *(u32 *)(r10 - 136) = 0x2
  100: *(u64 *)(r10 - 144) = 0x1
  101: goto L0
L18:
      ; rule 3 `ports-big` (line 13): Drop
  102: r1 = *(u64 *)(r10 - 16)
  103: r1 |= 0x0
  104: if r1 != 0x11 goto L20
  105: r1 = *(u64 *)(r10 - 80)
  106: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 4 search step(s)
  107: if r1 < 0x1 goto L20
  108: if r1 > 0x7d0 goto L20
  109: r3 = r1
  110: r3 <<= 0x35
  111: r3 >>= 0x3c
  112: r4 = r3
  113: r4 <<= 0x2
  114: r5 = &.rodata.d1[0] ll
  116: r5 += r4
  117: r4 = *(u32 *)(r5 + 0)
  118: if r4 > 0x19 goto L20
  119: r4 <<= 0x3
  120: r5 = &.rodata.d1[64] ll
  122: r5 += r4
  123: r0 = r1
  124: r0 += 0x1
  125: r4 = *(u32 *)(r5 + 64)
  126: r4 -= r0
  127: r4 s>>= 0x3f
  128: r4 &= 0x40
  129: r5 += r4
  130: r4 = *(u32 *)(r5 + 4)
  131: if r4 >= r1 goto L23
  132: r4 = *(u32 *)(r5 + 12)
  133: if r4 >= r1 goto L24
  134: r4 = *(u32 *)(r5 + 20)
  135: if r4 >= r1 goto L25
  136: r4 = *(u32 *)(r5 + 28)
  137: if r4 >= r1 goto L26
  138: r4 = *(u32 *)(r5 + 36)
  139: if r4 >= r1 goto L27
  140: r4 = *(u32 *)(r5 + 44)
  141: if r4 >= r1 goto L28
  142: r4 = *(u32 *)(r5 + 52)
  143: if r4 >= r1 goto L29
  144: r4 = *(u32 *)(r5 + 60)
  145: if r4 >= r1 goto L30
  146: goto L20
L23:
  147: r4 = *(u32 *)(r5 + 0)
  148: if r4 > r1 goto L20
  149: goto L21
L24:
  150: r4 = *(u32 *)(r5 + 8)
  151: if r4 > r1 goto L20
  152: goto L21
L25:
  153: r4 = *(u32 *)(r5 + 16)
  154: if r4 > r1 goto L20
  155: goto L21
L26:
  156: r4 = *(u32 *)(r5 + 24)
  157: if r4 > r1 goto L20
  158: goto L21
L27:
  159: r4 = *(u32 *)(r5 + 32)
  160: if r4 > r1 goto L20
  161: goto L21
L28:
  162: r4 = *(u32 *)(r5 + 40)
  163: if r4 > r1 goto L20
  164: goto L21
L29:
  165: r4 = *(u32 *)(r5 + 48)
  166: if r4 > r1 goto L20
  167: goto L21
L30:
  168: r4 = *(u32 *)(r5 + 56)
  169: if r4 > r1 goto L20
  170: goto L21
L21:
L22:
  171: *(u32 *)(r10 - 136) = 0x3
  172: *(u64 *)(r10 - 144) = 0x1
  173: goto L0
L20:
      ; rule 4 `ports-neg` (line 14): Drop
  174: r1 = *(u64 *)(r10 - 16)
  175: r1 |= 0x0
  176: if r1 != 0x6 goto L31
  177: r1 = *(u64 *)(r10 - 72)
  178: r1 |= 0x0
  179: if r1 > 0xffff goto L31
      ; set lookup: 1 bucket section(s), 4 search step(s)
  180: if r1 < 0x1 goto L32
  181: if r1 > 0x7d0 goto L32
  182: r3 = r1
  183: r3 <<= 0x35
  184: r3 >>= 0x3c
  185: r4 = r3
  186: r4 <<= 0x2
  187: r5 = &.rodata.d2[0] ll
  189: r5 += r4
  190: r4 = *(u32 *)(r5 + 0)
  191: if r4 > 0x19 goto L32
  192: r4 <<= 0x3
  193: r5 = &.rodata.d2[64] ll
  195: r5 += r4
  196: r0 = r1
  197: r0 += 0x1
  198: r4 = *(u32 *)(r5 + 64)
  199: r4 -= r0
  200: r4 s>>= 0x3f
  201: r4 &= 0x40
  202: r5 += r4
  203: r4 = *(u32 *)(r5 + 4)
  204: if r4 >= r1 goto L34
  205: r4 = *(u32 *)(r5 + 12)
  206: if r4 >= r1 goto L35
  207: r4 = *(u32 *)(r5 + 20)
  208: if r4 >= r1 goto L36
  209: r4 = *(u32 *)(r5 + 28)
  210: if r4 >= r1 goto L37
  211: r4 = *(u32 *)(r5 + 36)
  212: if r4 >= r1 goto L38
  213: r4 = *(u32 *)(r5 + 44)
  214: if r4 >= r1 goto L39
  215: r4 = *(u32 *)(r5 + 52)
  216: if r4 >= r1 goto L40
  217: r4 = *(u32 *)(r5 + 60)
  218: if r4 >= r1 goto L41
  219: goto L32
L34:
  220: r4 = *(u32 *)(r5 + 0)
  221: if r4 > r1 goto L32
  222: goto L31
L35:
  223: r4 = *(u32 *)(r5 + 8)
  224: if r4 > r1 goto L32
  225: goto L31
L36:
  226: r4 = *(u32 *)(r5 + 16)
  227: if r4 > r1 goto L32
  228: goto L31
L37:
  229: r4 = *(u32 *)(r5 + 24)
  230: if r4 > r1 goto L32
  231: goto L31
L38:
  232: r4 = *(u32 *)(r5 + 32)
  233: if r4 > r1 goto L32
  234: goto L31
L39:
  235: r4 = *(u32 *)(r5 + 40)
  236: if r4 > r1 goto L32
  237: goto L31
L40:
  238: r4 = *(u32 *)(r5 + 48)
  239: if r4 > r1 goto L32
  240: goto L31
L41:
  241: r4 = *(u32 *)(r5 + 56)
  242: if r4 > r1 goto L32
  243: goto L31
L32:
L33:
  244: *(u32 *)(r10 - 136) = 0x4
  245: *(u64 *)(r10 - 144) = 0x1
  246: goto L0
L31:
      ; rule 5 `ports-few` (line 15): Drop
  247: r1 = *(u64 *)(r10 - 16)
  248: r1 |= 0x0
  249: if r1 != 0x11 goto L42
  250: r1 = *(u64 *)(r10 - 72)
  251: r1 |= 0x0
  252: if r1 == 0x35 goto L43
  253: if r1 != 0x7b goto L42
L43:
  254: r1 = *(u64 *)(r10 - 80)
  255: r1 |= 0x0
  256: if r1 == 0x35 goto L44
  257: if r1 != 0x7b goto L42
L44:
  258: *(u32 *)(r10 - 136) = 0x5
  259: *(u64 *)(r10 - 144) = 0x1
  260: goto L0
L42:
      ; rule 6 `range-odd` (line 16): Drop
  261: r1 = *(u64 *)(r10 - 24)
  262: r1 |= 0x0
  263: if w1 < 0xa000003 goto L45
  264: if w1 > 0xa000011 goto L45
L46:
  265: *(u32 *)(r10 - 136) = 0x6
  266: *(u64 *)(r10 - 144) = 0x1
  267: goto L0
L45:
      ; default
  268: *(u32 *)(r10 - 136) = 0x7
  269: *(u64 *)(r10 - 144) = 0x2
  270: goto L0
L4:
  271: if w1 == 0xdd86 goto L5
  272: if w1 == 0x81 goto L47
  273: if w1 != 0xa888 goto L1
L47:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  274: r2 = r0
  275: r2 += 0x12
  276: if r2 > r3 goto L1
  277: r1 = *(u16 *)(r0 + 16)
  278: r0 += 0x4
  279: if w1 == 0x8 goto L6
  280: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  281: r2 = r0
  282: r2 += 0x36
  283: if r2 > r3 goto L1
  284: r6 = *(u64 *)(r0 + 22)
  285: r6 = be64 r6
  286: r7 = *(u64 *)(r0 + 30)
  287: r7 = be64 r7
      ; extension headers: r4 = next header, r5 = its start
  288: r4 = *(u8 *)(r0 + 20)
  289: r5 = r0
  290: r5 += 0x36
  291: if r4 == 0x2c goto L51
  292: if r4 == 0x0 goto L50
  293: if r4 == 0x2b goto L50
  294: if r4 != 0x3c goto L48
L50:
  295: r2 = r5
  296: r2 += 0x8
  297: if r2 > r3 goto L1
  298: r1 = *(u8 *)(r5 + 1)
  299: r4 = *(u8 *)(r5 + 0)
  300: r1 += 0x1
  301: r1 <<= 0x3
  302: r5 += r1
  303: goto L52
L51:
  304: r2 = r5
  305: r2 += 0x8
  306: if r2 > r3 goto L1
  307: r1 = *(u16 *)(r5 + 2)
  308: r4 = *(u8 *)(r5 + 0)
  309: r5 += 0x8
  310: if w1 & 0xf8ff goto L49
L52:
  311: r1 = r5
  312: r1 -= r0
  313: if r1 > 0x7fff goto L1
  314: r5 = r0
  315: r5 += r1
  316: if r4 == 0x2c goto L54
  317: if r4 == 0x0 goto L53
  318: if r4 == 0x2b goto L53
  319: if r4 != 0x3c goto L48
L53:
  320: r2 = r5
  321: r2 += 0x8
  322: if r2 > r3 goto L1
  323: r1 = *(u8 *)(r5 + 1)
  324: r4 = *(u8 *)(r5 + 0)
  325: r1 += 0x1
  326: r1 <<= 0x3
  327: r5 += r1
  328: goto L55
L54:
  329: r2 = r5
  330: r2 += 0x8
  331: if r2 > r3 goto L1
  332: r1 = *(u16 *)(r5 + 2)
  333: r4 = *(u8 *)(r5 + 0)
  334: r5 += 0x8
  335: if w1 & 0xf8ff goto L49
L55:
  336: r1 = r5
  337: r1 -= r0
  338: if r1 > 0x7fff goto L1
  339: r5 = r0
  340: r5 += r1
  341: if r4 == 0x2c goto L57
  342: if r4 == 0x0 goto L56
  343: if r4 == 0x2b goto L56
  344: if r4 != 0x3c goto L48
L56:
  345: r2 = r5
  346: r2 += 0x8
  347: if r2 > r3 goto L1
  348: r1 = *(u8 *)(r5 + 1)
  349: r4 = *(u8 *)(r5 + 0)
  350: r1 += 0x1
  351: r1 <<= 0x3
  352: r5 += r1
  353: goto L58
L57:
  354: r2 = r5
  355: r2 += 0x8
  356: if r2 > r3 goto L1
  357: r1 = *(u16 *)(r5 + 2)
  358: r4 = *(u8 *)(r5 + 0)
  359: r5 += 0x8
  360: if w1 & 0xf8ff goto L49
L58:
  361: r1 = r5
  362: r1 -= r0
  363: if r1 > 0x7fff goto L1
  364: r5 = r0
  365: r5 += r1
  366: if r4 == 0x2c goto L60
  367: if r4 == 0x0 goto L59
  368: if r4 == 0x2b goto L59
  369: if r4 != 0x3c goto L48
L59:
  370: r2 = r5
  371: r2 += 0x8
  372: if r2 > r3 goto L1
  373: r1 = *(u8 *)(r5 + 1)
  374: r4 = *(u8 *)(r5 + 0)
  375: r1 += 0x1
  376: r1 <<= 0x3
  377: r5 += r1
  378: goto L61
L60:
  379: r2 = r5
  380: r2 += 0x8
  381: if r2 > r3 goto L1
  382: r1 = *(u16 *)(r5 + 2)
  383: r4 = *(u8 *)(r5 + 0)
  384: r5 += 0x8
  385: if w1 & 0xf8ff goto L49
L61:
  386: r1 = r5
  387: r1 -= r0
  388: if r1 > 0x7fff goto L1
  389: r5 = r0
  390: r5 += r1
  391: if r4 == 0x2c goto L63
  392: if r4 == 0x0 goto L62
  393: if r4 == 0x2b goto L62
  394: if r4 != 0x3c goto L48
L62:
  395: r2 = r5
  396: r2 += 0x8
  397: if r2 > r3 goto L1
  398: r1 = *(u8 *)(r5 + 1)
  399: r4 = *(u8 *)(r5 + 0)
  400: r1 += 0x1
  401: r1 <<= 0x3
  402: r5 += r1
  403: goto L64
L63:
  404: r2 = r5
  405: r2 += 0x8
  406: if r2 > r3 goto L1
  407: r1 = *(u16 *)(r5 + 2)
  408: r4 = *(u8 *)(r5 + 0)
  409: r5 += 0x8
  410: if w1 & 0xf8ff goto L49
L64:
  411: r1 = r5
  412: r1 -= r0
  413: if r1 > 0x7fff goto L1
  414: r5 = r0
  415: r5 += r1
  416: if r4 == 0x2c goto L66
  417: if r4 == 0x0 goto L65
  418: if r4 == 0x2b goto L65
  419: if r4 != 0x3c goto L48
L65:
  420: r2 = r5
  421: r2 += 0x8
  422: if r2 > r3 goto L1
  423: r1 = *(u8 *)(r5 + 1)
  424: r4 = *(u8 *)(r5 + 0)
  425: r1 += 0x1
  426: r1 <<= 0x3
  427: r5 += r1
  428: goto L67
L66:
  429: r2 = r5
  430: r2 += 0x8
  431: if r2 > r3 goto L1
  432: r1 = *(u16 *)(r5 + 2)
  433: r4 = *(u8 *)(r5 + 0)
  434: r5 += 0x8
  435: if w1 & 0xf8ff goto L49
L67:
  436: r1 = r5
  437: r1 -= r0
  438: if r1 > 0x7fff goto L1
  439: r5 = r0
  440: r5 += r1
  441: if r4 == 0x2c goto L69
  442: if r4 == 0x0 goto L68
  443: if r4 == 0x2b goto L68
  444: if r4 != 0x3c goto L48
L68:
  445: r2 = r5
  446: r2 += 0x8
  447: if r2 > r3 goto L1
  448: r1 = *(u8 *)(r5 + 1)
  449: r4 = *(u8 *)(r5 + 0)
  450: r1 += 0x1
  451: r1 <<= 0x3
  452: r5 += r1
  453: goto L70
L69:
  454: r2 = r5
  455: r2 += 0x8
  456: if r2 > r3 goto L1
  457: r1 = *(u16 *)(r5 + 2)
  458: r4 = *(u8 *)(r5 + 0)
  459: r5 += 0x8
  460: if w1 & 0xf8ff goto L49
L70:
  461: r1 = r5
  462: r1 -= r0
  463: if r1 > 0x7fff goto L1
  464: r5 = r0
  465: r5 += r1
  466: if r4 == 0x2c goto L72
  467: if r4 == 0x0 goto L71
  468: if r4 == 0x2b goto L71
  469: if r4 != 0x3c goto L48
L71:
  470: r2 = r5
  471: r2 += 0x8
  472: if r2 > r3 goto L1
  473: r1 = *(u8 *)(r5 + 1)
  474: r4 = *(u8 *)(r5 + 0)
  475: r1 += 0x1
  476: r1 <<= 0x3
  477: r5 += r1
  478: goto L73
L72:
  479: r2 = r5
  480: r2 += 0x8
  481: if r2 > r3 goto L1
  482: r1 = *(u16 *)(r5 + 2)
  483: r4 = *(u8 *)(r5 + 0)
  484: r5 += 0x8
  485: if w1 & 0xf8ff goto L49
L73:
  486: r1 = r5
  487: r1 -= r0
  488: if r1 > 0x7fff goto L1
  489: r5 = r0
  490: r5 += r1
      ; deeper than the walk: no specified verdict
  491: if r4 == 0x0 goto L1
  492: if r4 == 0x2b goto L1
  493: if r4 == 0x2c goto L1
  494: if r4 == 0x3c goto L1
L48:
  495: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  496: if r4 == 0x6 goto L74
  497: if r4 == 0x11 goto L75
  498: *(u64 *)(r10 - 72) = 0x10000
  499: *(u64 *)(r10 - 80) = 0x10000
  500: goto L3
L74:
  501: r2 = r5
  502: r2 += 0x14
  503: if r2 > r3 goto L1
  504: r1 = *(u16 *)(r5 + 0)
  505: r1 = be16 r1
  506: *(u64 *)(r10 - 72) = r1
  507: r1 = *(u16 *)(r5 + 2)
  508: r1 = be16 r1
  509: *(u64 *)(r10 - 80) = r1
  510: goto L3
L75:
  511: r2 = r5
  512: r2 += 0x8
  513: if r2 > r3 goto L1
  514: r1 = *(u16 *)(r5 + 0)
  515: r1 = be16 r1
  516: *(u64 *)(r10 - 72) = r1
  517: r1 = *(u16 *)(r5 + 2)
  518: r1 = be16 r1
  519: *(u64 *)(r10 - 80) = r1
  520: goto L3
L49:
  521: *(u64 *)(r10 - 16) = r4
  522: *(u64 *)(r10 - 72) = 0x10000
  523: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `named-mixed` (line 10): Drop
  524: r1 = r6
  525: r2 = r7
  526: r3 = 0x20010db800000000 ll
  528: if r1 >= r3 goto L80
  529: goto L77
L80:
  530: r3 = 0x20010db80000ffff ll
  532: if r1 <= r3 goto L78
L79:
  533: goto L77
L78:
  534: *(u32 *)(r10 - 136) = 0x0
  535: *(u64 *)(r10 - 144) = 0x1
  536: goto L0
L77:
      ; rule 3 `ports-big` (line 13): Drop
  537: r1 = *(u64 *)(r10 - 16)
  538: r1 |= 0x0
  539: if r1 != 0x11 goto L81
  540: r1 = *(u64 *)(r10 - 80)
  541: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 4 search step(s)
  542: if r1 < 0x1 goto L81
  543: if r1 > 0x7d0 goto L81
  544: r3 = r1
  545: r3 <<= 0x35
  546: r3 >>= 0x3c
  547: r4 = r3
  548: r4 <<= 0x2
  549: r5 = &.rodata.d3[0] ll
  551: r5 += r4
  552: r4 = *(u32 *)(r5 + 0)
  553: if r4 > 0x19 goto L81
  554: r4 <<= 0x3
  555: r5 = &.rodata.d3[64] ll
  557: r5 += r4
  558: r0 = r1
  559: r0 += 0x1
  560: r4 = *(u32 *)(r5 + 64)
  561: r4 -= r0
  562: r4 s>>= 0x3f
  563: r4 &= 0x40
  564: r5 += r4
  565: r4 = *(u32 *)(r5 + 4)
  566: if r4 >= r1 goto L84
  567: r4 = *(u32 *)(r5 + 12)
  568: if r4 >= r1 goto L85
  569: r4 = *(u32 *)(r5 + 20)
  570: if r4 >= r1 goto L86
  571: r4 = *(u32 *)(r5 + 28)
  572: if r4 >= r1 goto L87
  573: r4 = *(u32 *)(r5 + 36)
  574: if r4 >= r1 goto L88
  575: r4 = *(u32 *)(r5 + 44)
  576: if r4 >= r1 goto L89
  577: r4 = *(u32 *)(r5 + 52)
  578: if r4 >= r1 goto L90
  579: r4 = *(u32 *)(r5 + 60)
  580: if r4 >= r1 goto L91
  581: goto L81
L84:
  582: r4 = *(u32 *)(r5 + 0)
  583: if r4 > r1 goto L81
  584: goto L82
L85:
  585: r4 = *(u32 *)(r5 + 8)
  586: if r4 > r1 goto L81
  587: goto L82
L86:
  588: r4 = *(u32 *)(r5 + 16)
  589: if r4 > r1 goto L81
  590: goto L82
L87:
  591: r4 = *(u32 *)(r5 + 24)
  592: if r4 > r1 goto L81
  593: goto L82
L88:
  594: r4 = *(u32 *)(r5 + 32)
  595: if r4 > r1 goto L81
  596: goto L82
L89:
  597: r4 = *(u32 *)(r5 + 40)
  598: if r4 > r1 goto L81
  599: goto L82
L90:
  600: r4 = *(u32 *)(r5 + 48)
  601: if r4 > r1 goto L81
  602: goto L82
L91:
  603: r4 = *(u32 *)(r5 + 56)
  604: if r4 > r1 goto L81
  605: goto L82
L82:
L83:
  606: *(u32 *)(r10 - 136) = 0x3
  607: *(u64 *)(r10 - 144) = 0x1
  608: goto L0
L81:
      ; rule 4 `ports-neg` (line 14): Drop
  609: r1 = *(u64 *)(r10 - 16)
  610: r1 |= 0x0
  611: if r1 != 0x6 goto L92
  612: r1 = *(u64 *)(r10 - 72)
  613: r1 |= 0x0
  614: if r1 > 0xffff goto L92
      ; set lookup: 1 bucket section(s), 4 search step(s)
  615: if r1 < 0x1 goto L93
  616: if r1 > 0x7d0 goto L93
  617: r3 = r1
  618: r3 <<= 0x35
  619: r3 >>= 0x3c
  620: r4 = r3
  621: r4 <<= 0x2
  622: r5 = &.rodata.d4[0] ll
  624: r5 += r4
  625: r4 = *(u32 *)(r5 + 0)
  626: if r4 > 0x19 goto L93
  627: r4 <<= 0x3
  628: r5 = &.rodata.d4[64] ll
  630: r5 += r4
  631: r0 = r1
  632: r0 += 0x1
  633: r4 = *(u32 *)(r5 + 64)
  634: r4 -= r0
  635: r4 s>>= 0x3f
  636: r4 &= 0x40
  637: r5 += r4
  638: r4 = *(u32 *)(r5 + 4)
  639: if r4 >= r1 goto L95
  640: r4 = *(u32 *)(r5 + 12)
  641: if r4 >= r1 goto L96
  642: r4 = *(u32 *)(r5 + 20)
  643: if r4 >= r1 goto L97
  644: r4 = *(u32 *)(r5 + 28)
  645: if r4 >= r1 goto L98
  646: r4 = *(u32 *)(r5 + 36)
  647: if r4 >= r1 goto L99
  648: r4 = *(u32 *)(r5 + 44)
  649: if r4 >= r1 goto L100
  650: r4 = *(u32 *)(r5 + 52)
  651: if r4 >= r1 goto L101
  652: r4 = *(u32 *)(r5 + 60)
  653: if r4 >= r1 goto L102
  654: goto L93
L95:
  655: r4 = *(u32 *)(r5 + 0)
  656: if r4 > r1 goto L93
  657: goto L92
L96:
  658: r4 = *(u32 *)(r5 + 8)
  659: if r4 > r1 goto L93
  660: goto L92
L97:
  661: r4 = *(u32 *)(r5 + 16)
  662: if r4 > r1 goto L93
  663: goto L92
L98:
  664: r4 = *(u32 *)(r5 + 24)
  665: if r4 > r1 goto L93
  666: goto L92
L99:
  667: r4 = *(u32 *)(r5 + 32)
  668: if r4 > r1 goto L93
  669: goto L92
L100:
  670: r4 = *(u32 *)(r5 + 40)
  671: if r4 > r1 goto L93
  672: goto L92
L101:
  673: r4 = *(u32 *)(r5 + 48)
  674: if r4 > r1 goto L93
  675: goto L92
L102:
  676: r4 = *(u32 *)(r5 + 56)
  677: if r4 > r1 goto L93
  678: goto L92
L93:
L94:
  679: *(u32 *)(r10 - 136) = 0x4
  680: *(u64 *)(r10 - 144) = 0x1
  681: goto L0
L92:
      ; rule 5 `ports-few` (line 15): Drop
  682: r1 = *(u64 *)(r10 - 16)
  683: r1 |= 0x0
  684: if r1 != 0x11 goto L103
  685: r1 = *(u64 *)(r10 - 72)
  686: r1 |= 0x0
  687: if r1 == 0x35 goto L104
  688: if r1 != 0x7b goto L103
L104:
  689: r1 = *(u64 *)(r10 - 80)
  690: r1 |= 0x0
  691: if r1 == 0x35 goto L105
  692: if r1 != 0x7b goto L103
L105:
  693: *(u32 *)(r10 - 136) = 0x5
  694: *(u64 *)(r10 - 144) = 0x1
  695: goto L0
L103:
      ; default
  696: *(u32 *)(r10 - 136) = 0x7
  697: *(u64 *)(r10 - 144) = 0x2
  698: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  699: *(u32 *)(r10 - 136) = 0x8
  700: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  701: r1 = map[dropc_counters] ll
  703: r2 = r10
  704: r2 += 0xffffff78
  705: call 1
  706: if r0 == 0x0 goto L106
  707: r1 = *(u64 *)(r0 + 0)
  708: r1 += 0x1
  709: *(u64 *)(r0 + 0) = r1
  710: r1 = *(u64 *)(r10 - 152)
  711: r2 = *(u32 *)(r1 + 4)
  712: r1 = *(u32 *)(r1 + 0)
  713: r2 -= r1
  714: r1 = *(u64 *)(r0 + 8)
  715: r1 += r2
  716: *(u64 *)(r0 + 8) = r1
L106:
  717: r0 = *(u64 *)(r10 - 144)
  718: if r0 != 0x2 goto L107
      ; pass: tail call dropc_next[0] (falls through when empty)
  719: r1 = *(u64 *)(r10 - 152)
  720: r2 = map[dropc_next] ll
  722: r3 = 0x0
  723: call 12
  724: r0 = 0x2
  725: exit
L107:
  726: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  727: r1 = map[dropc_counters] ll
  729: r2 = r10
  730: r2 += 0xffffff78
  731: call 1
  732: if r0 == 0x0 goto L108
  733: r1 = *(u64 *)(r0 + 0)
  734: r1 += 0x1
  735: *(u64 *)(r0 + 0) = r1
  736: r1 = *(u64 *)(r10 - 152)
  737: r2 = *(u32 *)(r1 + 4)
  738: r1 = *(u32 *)(r1 + 0)
  739: r2 -= r1
  740: r1 = *(u64 *)(r0 + 8)
  741: r1 += r2
  742: *(u64 *)(r0 + 8) = r1
L108:
  743: r0 = *(u64 *)(r10 - 144)
  744: if r0 != 0x2 goto L109
      ; pass: tail call dropc_next[0] (falls through when empty)
  745: r1 = *(u64 *)(r10 - 152)
  746: r2 = map[dropc_next] ll
  748: r3 = 0x0
  749: call 12
  750: r0 = 0x2
  751: exit
L109:
  752: exit
