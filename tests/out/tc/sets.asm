; dropc tc program `dropc_tc` (747 instruction slots)
; data section .rodata.d0 (216 bytes)
; data section .rodata.d1 (392 bytes)
; data section .rodata.d2 (392 bytes)
; data section .rodata.d3 (392 bytes)
; data section .rodata.d4 (392 bytes)
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
   23: r1 = *(u32 *)(r0 + 26)
   24: r1 = be32 r1
   25: *(u64 *)(r10 - 24) = r1
   26: r1 = *(u32 *)(r0 + 30)
   27: r1 = be32 r1
   28: *(u64 *)(r10 - 32) = r1
   29: r4 = *(u8 *)(r0 + 23)
   30: *(u64 *)(r10 - 16) = r4
   31: r2 = *(u16 *)(r0 + 20)
   32: if w2 & 0xff1f goto L9
   33: r5 = *(u8 *)(r0 + 14)
   34: r5 &= 0xf
   35: r5 <<= 0x2
   36: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   37: if r4 == 0x6 goto L10
   38: if r4 == 0x11 goto L11
   39: *(u64 *)(r10 - 72) = 0x10000
   40: *(u64 *)(r10 - 80) = 0x10000
   41: goto L2
L10:
   42: r2 = r5
   43: r2 += 0x22
   44: if r2 > r3 goto L1
   45: r1 = *(u16 *)(r5 + 14)
   46: r1 = be16 r1
   47: *(u64 *)(r10 - 72) = r1
   48: r1 = *(u16 *)(r5 + 16)
   49: r1 = be16 r1
   50: *(u64 *)(r10 - 80) = r1
   51: goto L2
L9:
   52: *(u64 *)(r10 - 72) = 0x10000
   53: *(u64 *)(r10 - 80) = 0x10000
   54: goto L2
L11:
   55: r2 = r5
   56: r2 += 0x16
   57: if r2 > r3 goto L1
   58: r1 = *(u16 *)(r5 + 14)
   59: r1 = be16 r1
   60: *(u64 *)(r10 - 72) = r1
   61: r1 = *(u16 *)(r5 + 16)
   62: r1 = be16 r1
   63: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `named-mixed` (line 10): Drop
   64: r1 = *(u64 *)(r10 - 24)
   65: r1 |= 0x0
   66: if w1 == 0xc6336407 goto L14
   67: if w1 < 0xcb007100 goto L13
   68: if w1 > 0xcb0071ff goto L13
L14:
   69: *(u32 *)(r10 - 136) = 0x0
   70: *(u64 *)(r10 - 144) = 0x2
   71: goto L0
L13:
      ; rule 1 `inline-big` (line 11): Drop
   72: r1 = *(u64 *)(r10 - 32)
   73: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 1 search step(s)
   74: if w1 < 0xc0000201 goto L15
   75: if w1 > 0xc0000221 goto L15
   76: r3 = r1
   77: r3 <<= 0x3a
   78: r3 >>= 0x3c
   79: r4 = r3
   80: r4 <<= 0x2
   81: r5 = &.rodata.d0[0] ll
   83: r5 += r4
   84: r4 = *(u32 *)(r5 + 0)
   85: if r4 > 0x11 goto L15
   86: r4 <<= 0x3
   87: r5 = &.rodata.d0[64] ll
   89: r5 += r4
   90: r4 = *(u32 *)(r5 + 4)
   91: if r4 >= r1 goto L18
   92: r4 = *(u32 *)(r5 + 12)
   93: if r4 >= r1 goto L19
   94: goto L15
L18:
   95: r4 = *(u32 *)(r5 + 0)
   96: if r4 > r1 goto L15
   97: goto L16
L19:
   98: r4 = *(u32 *)(r5 + 8)
   99: if r4 > r1 goto L15
  100: goto L16
L16:
L17:
  101: *(u32 *)(r10 - 136) = 0x1
  102: *(u64 *)(r10 - 144) = 0x2
  103: goto L0
L15:
      ; rule 2 `inline-set` (line 12): Drop
  104: r1 = *(u64 *)(r10 - 32)
  105: r1 |= 0x0
  106: if w1 < 0xc6120000 goto L20
  107: if w1 <= 0xc613ffff goto L21
  108: if w1 == 0xc6336407 goto L21
  109: if w1 < 0xcb007100 goto L20
  110: if w1 > 0xcb0071ff goto L20
L21:
  111: *(u32 *)(r10 - 136) = 0x2
  112: *(u64 *)(r10 - 144) = 0x2
  113: goto L0
L20:
      ; rule 3 `ports-big` (line 13): Drop
  114: r1 = *(u64 *)(r10 - 16)
  115: r1 |= 0x0
  116: if r1 != 0x11 goto L22
  117: r1 = *(u64 *)(r10 - 80)
  118: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 4 search step(s)
  119: if r1 < 0x1 goto L22
  120: if r1 > 0x7d0 goto L22
  121: r3 = r1
  122: r3 <<= 0x35
  123: r3 >>= 0x3c
  124: r4 = r3
  125: r4 <<= 0x2
  126: r5 = &.rodata.d1[0] ll
  128: r5 += r4
  129: r4 = *(u32 *)(r5 + 0)
  130: if r4 > 0x19 goto L22
  131: r4 <<= 0x3
  132: r5 = &.rodata.d1[64] ll
  134: r5 += r4
  135: r0 = r1
  136: r0 += 0x1
  137: r4 = *(u32 *)(r5 + 64)
  138: r4 -= r0
  139: r4 s>>= 0x3f
  140: r4 &= 0x40
  141: r5 += r4
  142: r4 = *(u32 *)(r5 + 4)
  143: if r4 >= r1 goto L25
  144: r4 = *(u32 *)(r5 + 12)
  145: if r4 >= r1 goto L26
  146: r4 = *(u32 *)(r5 + 20)
  147: if r4 >= r1 goto L27
  148: r4 = *(u32 *)(r5 + 28)
  149: if r4 >= r1 goto L28
  150: r4 = *(u32 *)(r5 + 36)
  151: if r4 >= r1 goto L29
  152: r4 = *(u32 *)(r5 + 44)
  153: if r4 >= r1 goto L30
  154: r4 = *(u32 *)(r5 + 52)
  155: if r4 >= r1 goto L31
  156: r4 = *(u32 *)(r5 + 60)
  157: if r4 >= r1 goto L32
  158: goto L22
L25:
  159: r4 = *(u32 *)(r5 + 0)
  160: if r4 > r1 goto L22
  161: goto L23
L26:
  162: r4 = *(u32 *)(r5 + 8)
  163: if r4 > r1 goto L22
  164: goto L23
L27:
  165: r4 = *(u32 *)(r5 + 16)
  166: if r4 > r1 goto L22
  167: goto L23
L28:
  168: r4 = *(u32 *)(r5 + 24)
  169: if r4 > r1 goto L22
  170: goto L23
L29:
  171: r4 = *(u32 *)(r5 + 32)
  172: if r4 > r1 goto L22
  173: goto L23
L30:
  174: r4 = *(u32 *)(r5 + 40)
  175: if r4 > r1 goto L22
  176: goto L23
L31:
  177: r4 = *(u32 *)(r5 + 48)
  178: if r4 > r1 goto L22
  179: goto L23
L32:
  180: r4 = *(u32 *)(r5 + 56)
  181: if r4 > r1 goto L22
  182: goto L23
L23:
L24:
  183: *(u32 *)(r10 - 136) = 0x3
  184: *(u64 *)(r10 - 144) = 0x2
  185: goto L0
L22:
      ; rule 4 `ports-neg` (line 14): Drop
  186: r1 = *(u64 *)(r10 - 16)
  187: r1 |= 0x0
  188: if r1 != 0x6 goto L33
  189: r1 = *(u64 *)(r10 - 72)
  190: r1 |= 0x0
  191: if r1 > 0xffff goto L33
      ; set lookup: 1 bucket section(s), 4 search step(s)
  192: if r1 < 0x1 goto L34
  193: if r1 > 0x7d0 goto L34
  194: r3 = r1
  195: r3 <<= 0x35
  196: r3 >>= 0x3c
  197: r4 = r3
  198: r4 <<= 0x2
  199: r5 = &.rodata.d2[0] ll
  201: r5 += r4
  202: r4 = *(u32 *)(r5 + 0)
  203: if r4 > 0x19 goto L34
  204: r4 <<= 0x3
  205: r5 = &.rodata.d2[64] ll
  207: r5 += r4
  208: r0 = r1
  209: r0 += 0x1
  210: r4 = *(u32 *)(r5 + 64)
  211: r4 -= r0
  212: r4 s>>= 0x3f
  213: r4 &= 0x40
  214: r5 += r4
  215: r4 = *(u32 *)(r5 + 4)
  216: if r4 >= r1 goto L36
  217: r4 = *(u32 *)(r5 + 12)
  218: if r4 >= r1 goto L37
  219: r4 = *(u32 *)(r5 + 20)
  220: if r4 >= r1 goto L38
  221: r4 = *(u32 *)(r5 + 28)
  222: if r4 >= r1 goto L39
  223: r4 = *(u32 *)(r5 + 36)
  224: if r4 >= r1 goto L40
  225: r4 = *(u32 *)(r5 + 44)
  226: if r4 >= r1 goto L41
  227: r4 = *(u32 *)(r5 + 52)
  228: if r4 >= r1 goto L42
  229: r4 = *(u32 *)(r5 + 60)
  230: if r4 >= r1 goto L43
  231: goto L34
L36:
  232: r4 = *(u32 *)(r5 + 0)
  233: if r4 > r1 goto L34
  234: goto L33
L37:
  235: r4 = *(u32 *)(r5 + 8)
  236: if r4 > r1 goto L34
  237: goto L33
L38:
  238: r4 = *(u32 *)(r5 + 16)
  239: if r4 > r1 goto L34
  240: goto L33
L39:
  241: r4 = *(u32 *)(r5 + 24)
  242: if r4 > r1 goto L34
  243: goto L33
L40:
  244: r4 = *(u32 *)(r5 + 32)
  245: if r4 > r1 goto L34
  246: goto L33
L41:
  247: r4 = *(u32 *)(r5 + 40)
  248: if r4 > r1 goto L34
  249: goto L33
L42:
  250: r4 = *(u32 *)(r5 + 48)
  251: if r4 > r1 goto L34
  252: goto L33
L43:
  253: r4 = *(u32 *)(r5 + 56)
  254: if r4 > r1 goto L34
  255: goto L33
L34:
L35:
  256: *(u32 *)(r10 - 136) = 0x4
  257: *(u64 *)(r10 - 144) = 0x2
  258: goto L0
L33:
      ; rule 5 `ports-few` (line 15): Drop
  259: r1 = *(u64 *)(r10 - 16)
  260: r1 |= 0x0
  261: if r1 != 0x11 goto L44
  262: r1 = *(u64 *)(r10 - 72)
  263: r1 |= 0x0
  264: if r1 == 0x35 goto L45
  265: if r1 != 0x7b goto L44
L45:
  266: r1 = *(u64 *)(r10 - 80)
  267: r1 |= 0x0
  268: if r1 == 0x35 goto L46
  269: if r1 != 0x7b goto L44
L46:
  270: *(u32 *)(r10 - 136) = 0x5
  271: *(u64 *)(r10 - 144) = 0x2
  272: goto L0
L44:
      ; rule 6 `range-odd` (line 16): Drop
  273: r1 = *(u64 *)(r10 - 24)
  274: r1 |= 0x0
  275: if w1 < 0xa000003 goto L47
  276: if w1 > 0xa000011 goto L47
L48:
  277: *(u32 *)(r10 - 136) = 0x6
  278: *(u64 *)(r10 - 144) = 0x2
  279: goto L0
L47:
      ; default
  280: *(u32 *)(r10 - 136) = 0x7
  281: *(u64 *)(r10 - 144) = 0xffffffff
  282: goto L0
L6:
  283: if w1 == 0xdd86 goto L7
  284: if w1 == 0x81 goto L49
  285: if w1 != 0xa888 goto L1
L49:
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
  298: r7 = *(u64 *)(r0 + 22)
  299: r7 = be64 r7
  300: r8 = *(u64 *)(r0 + 30)
  301: r8 = be64 r8
      ; extension headers: r4 = next header, r5 = its start
  302: r4 = *(u8 *)(r0 + 20)
  303: r5 = r0
  304: r5 += 0x36
  305: if r4 == 0x2c goto L53
  306: if r4 == 0x0 goto L52
  307: if r4 == 0x2b goto L52
  308: if r4 != 0x3c goto L50
L52:
  309: r2 = r5
  310: r2 += 0x8
  311: if r2 > r3 goto L1
  312: r1 = *(u8 *)(r5 + 1)
  313: r4 = *(u8 *)(r5 + 0)
  314: r1 += 0x1
  315: r1 <<= 0x3
  316: r5 += r1
  317: goto L54
L53:
  318: r2 = r5
  319: r2 += 0x8
  320: if r2 > r3 goto L1
  321: r1 = *(u16 *)(r5 + 2)
  322: r4 = *(u8 *)(r5 + 0)
  323: r5 += 0x8
  324: if w1 & 0xf8ff goto L51
L54:
  325: r1 = r5
  326: r1 -= r0
  327: if r1 > 0x7fff goto L1
  328: r5 = r0
  329: r5 += r1
  330: if r4 == 0x2c goto L56
  331: if r4 == 0x0 goto L55
  332: if r4 == 0x2b goto L55
  333: if r4 != 0x3c goto L50
L55:
  334: r2 = r5
  335: r2 += 0x8
  336: if r2 > r3 goto L1
  337: r1 = *(u8 *)(r5 + 1)
  338: r4 = *(u8 *)(r5 + 0)
  339: r1 += 0x1
  340: r1 <<= 0x3
  341: r5 += r1
  342: goto L57
L56:
  343: r2 = r5
  344: r2 += 0x8
  345: if r2 > r3 goto L1
  346: r1 = *(u16 *)(r5 + 2)
  347: r4 = *(u8 *)(r5 + 0)
  348: r5 += 0x8
  349: if w1 & 0xf8ff goto L51
L57:
  350: r1 = r5
  351: r1 -= r0
  352: if r1 > 0x7fff goto L1
  353: r5 = r0
  354: r5 += r1
  355: if r4 == 0x2c goto L59
  356: if r4 == 0x0 goto L58
  357: if r4 == 0x2b goto L58
  358: if r4 != 0x3c goto L50
L58:
  359: r2 = r5
  360: r2 += 0x8
  361: if r2 > r3 goto L1
  362: r1 = *(u8 *)(r5 + 1)
  363: r4 = *(u8 *)(r5 + 0)
  364: r1 += 0x1
  365: r1 <<= 0x3
  366: r5 += r1
  367: goto L60
L59:
  368: r2 = r5
  369: r2 += 0x8
  370: if r2 > r3 goto L1
  371: r1 = *(u16 *)(r5 + 2)
  372: r4 = *(u8 *)(r5 + 0)
  373: r5 += 0x8
  374: if w1 & 0xf8ff goto L51
L60:
  375: r1 = r5
  376: r1 -= r0
  377: if r1 > 0x7fff goto L1
  378: r5 = r0
  379: r5 += r1
  380: if r4 == 0x2c goto L62
  381: if r4 == 0x0 goto L61
  382: if r4 == 0x2b goto L61
  383: if r4 != 0x3c goto L50
L61:
  384: r2 = r5
  385: r2 += 0x8
  386: if r2 > r3 goto L1
  387: r1 = *(u8 *)(r5 + 1)
  388: r4 = *(u8 *)(r5 + 0)
  389: r1 += 0x1
  390: r1 <<= 0x3
  391: r5 += r1
  392: goto L63
L62:
  393: r2 = r5
  394: r2 += 0x8
  395: if r2 > r3 goto L1
  396: r1 = *(u16 *)(r5 + 2)
  397: r4 = *(u8 *)(r5 + 0)
  398: r5 += 0x8
  399: if w1 & 0xf8ff goto L51
L63:
  400: r1 = r5
  401: r1 -= r0
  402: if r1 > 0x7fff goto L1
  403: r5 = r0
  404: r5 += r1
  405: if r4 == 0x2c goto L65
  406: if r4 == 0x0 goto L64
  407: if r4 == 0x2b goto L64
  408: if r4 != 0x3c goto L50
L64:
  409: r2 = r5
  410: r2 += 0x8
  411: if r2 > r3 goto L1
  412: r1 = *(u8 *)(r5 + 1)
  413: r4 = *(u8 *)(r5 + 0)
  414: r1 += 0x1
  415: r1 <<= 0x3
  416: r5 += r1
  417: goto L66
L65:
  418: r2 = r5
  419: r2 += 0x8
  420: if r2 > r3 goto L1
  421: r1 = *(u16 *)(r5 + 2)
  422: r4 = *(u8 *)(r5 + 0)
  423: r5 += 0x8
  424: if w1 & 0xf8ff goto L51
L66:
  425: r1 = r5
  426: r1 -= r0
  427: if r1 > 0x7fff goto L1
  428: r5 = r0
  429: r5 += r1
  430: if r4 == 0x2c goto L68
  431: if r4 == 0x0 goto L67
  432: if r4 == 0x2b goto L67
  433: if r4 != 0x3c goto L50
L67:
  434: r2 = r5
  435: r2 += 0x8
  436: if r2 > r3 goto L1
  437: r1 = *(u8 *)(r5 + 1)
  438: r4 = *(u8 *)(r5 + 0)
  439: r1 += 0x1
  440: r1 <<= 0x3
  441: r5 += r1
  442: goto L69
L68:
  443: r2 = r5
  444: r2 += 0x8
  445: if r2 > r3 goto L1
  446: r1 = *(u16 *)(r5 + 2)
  447: r4 = *(u8 *)(r5 + 0)
  448: r5 += 0x8
  449: if w1 & 0xf8ff goto L51
L69:
  450: r1 = r5
  451: r1 -= r0
  452: if r1 > 0x7fff goto L1
  453: r5 = r0
  454: r5 += r1
  455: if r4 == 0x2c goto L71
  456: if r4 == 0x0 goto L70
  457: if r4 == 0x2b goto L70
  458: if r4 != 0x3c goto L50
L70:
  459: r2 = r5
  460: r2 += 0x8
  461: if r2 > r3 goto L1
  462: r1 = *(u8 *)(r5 + 1)
  463: r4 = *(u8 *)(r5 + 0)
  464: r1 += 0x1
  465: r1 <<= 0x3
  466: r5 += r1
  467: goto L72
L71:
  468: r2 = r5
  469: r2 += 0x8
  470: if r2 > r3 goto L1
  471: r1 = *(u16 *)(r5 + 2)
  472: r4 = *(u8 *)(r5 + 0)
  473: r5 += 0x8
  474: if w1 & 0xf8ff goto L51
L72:
  475: r1 = r5
  476: r1 -= r0
  477: if r1 > 0x7fff goto L1
  478: r5 = r0
  479: r5 += r1
  480: if r4 == 0x2c goto L74
  481: if r4 == 0x0 goto L73
  482: if r4 == 0x2b goto L73
  483: if r4 != 0x3c goto L50
L73:
  484: r2 = r5
  485: r2 += 0x8
  486: if r2 > r3 goto L1
  487: r1 = *(u8 *)(r5 + 1)
  488: r4 = *(u8 *)(r5 + 0)
  489: r1 += 0x1
  490: r1 <<= 0x3
  491: r5 += r1
  492: goto L75
L74:
  493: r2 = r5
  494: r2 += 0x8
  495: if r2 > r3 goto L1
  496: r1 = *(u16 *)(r5 + 2)
  497: r4 = *(u8 *)(r5 + 0)
  498: r5 += 0x8
  499: if w1 & 0xf8ff goto L51
L75:
  500: r1 = r5
  501: r1 -= r0
  502: if r1 > 0x7fff goto L1
  503: r5 = r0
  504: r5 += r1
      ; deeper than the walk: no specified verdict
  505: if r4 == 0x0 goto L1
  506: if r4 == 0x2b goto L1
  507: if r4 == 0x2c goto L1
  508: if r4 == 0x3c goto L1
L50:
  509: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  510: if r4 == 0x6 goto L76
  511: if r4 == 0x11 goto L77
  512: *(u64 *)(r10 - 72) = 0x10000
  513: *(u64 *)(r10 - 80) = 0x10000
  514: goto L3
L76:
  515: r2 = r5
  516: r2 += 0x14
  517: if r2 > r3 goto L1
  518: r1 = *(u16 *)(r5 + 0)
  519: r1 = be16 r1
  520: *(u64 *)(r10 - 72) = r1
  521: r1 = *(u16 *)(r5 + 2)
  522: r1 = be16 r1
  523: *(u64 *)(r10 - 80) = r1
  524: goto L3
L77:
  525: r2 = r5
  526: r2 += 0x8
  527: if r2 > r3 goto L1
  528: r1 = *(u16 *)(r5 + 0)
  529: r1 = be16 r1
  530: *(u64 *)(r10 - 72) = r1
  531: r1 = *(u16 *)(r5 + 2)
  532: r1 = be16 r1
  533: *(u64 *)(r10 - 80) = r1
  534: goto L3
L51:
  535: *(u64 *)(r10 - 16) = r4
  536: *(u64 *)(r10 - 72) = 0x10000
  537: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `named-mixed` (line 10): Drop
  538: r1 = r7
  539: r2 = r8
  540: r3 = 0x20010db800000000 ll
  542: if r1 >= r3 goto L82
  543: goto L79
L82:
  544: r3 = 0x20010db80000ffff ll
  546: if r1 <= r3 goto L80
L81:
  547: goto L79
L80:
  548: *(u32 *)(r10 - 136) = 0x0
  549: *(u64 *)(r10 - 144) = 0x2
  550: goto L0
L79:
      ; rule 3 `ports-big` (line 13): Drop
  551: r1 = *(u64 *)(r10 - 16)
  552: r1 |= 0x0
  553: if r1 != 0x11 goto L83
  554: r1 = *(u64 *)(r10 - 80)
  555: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 4 search step(s)
  556: if r1 < 0x1 goto L83
  557: if r1 > 0x7d0 goto L83
  558: r3 = r1
  559: r3 <<= 0x35
  560: r3 >>= 0x3c
  561: r4 = r3
  562: r4 <<= 0x2
  563: r5 = &.rodata.d3[0] ll
  565: r5 += r4
  566: r4 = *(u32 *)(r5 + 0)
  567: if r4 > 0x19 goto L83
  568: r4 <<= 0x3
  569: r5 = &.rodata.d3[64] ll
  571: r5 += r4
  572: r0 = r1
  573: r0 += 0x1
  574: r4 = *(u32 *)(r5 + 64)
  575: r4 -= r0
  576: r4 s>>= 0x3f
  577: r4 &= 0x40
  578: r5 += r4
  579: r4 = *(u32 *)(r5 + 4)
  580: if r4 >= r1 goto L86
  581: r4 = *(u32 *)(r5 + 12)
  582: if r4 >= r1 goto L87
  583: r4 = *(u32 *)(r5 + 20)
  584: if r4 >= r1 goto L88
  585: r4 = *(u32 *)(r5 + 28)
  586: if r4 >= r1 goto L89
  587: r4 = *(u32 *)(r5 + 36)
  588: if r4 >= r1 goto L90
  589: r4 = *(u32 *)(r5 + 44)
  590: if r4 >= r1 goto L91
  591: r4 = *(u32 *)(r5 + 52)
  592: if r4 >= r1 goto L92
  593: r4 = *(u32 *)(r5 + 60)
  594: if r4 >= r1 goto L93
  595: goto L83
L86:
  596: r4 = *(u32 *)(r5 + 0)
  597: if r4 > r1 goto L83
  598: goto L84
L87:
  599: r4 = *(u32 *)(r5 + 8)
  600: if r4 > r1 goto L83
  601: goto L84
L88:
  602: r4 = *(u32 *)(r5 + 16)
  603: if r4 > r1 goto L83
  604: goto L84
L89:
  605: r4 = *(u32 *)(r5 + 24)
  606: if r4 > r1 goto L83
  607: goto L84
L90:
  608: r4 = *(u32 *)(r5 + 32)
  609: if r4 > r1 goto L83
  610: goto L84
L91:
  611: r4 = *(u32 *)(r5 + 40)
  612: if r4 > r1 goto L83
  613: goto L84
L92:
  614: r4 = *(u32 *)(r5 + 48)
  615: if r4 > r1 goto L83
  616: goto L84
L93:
  617: r4 = *(u32 *)(r5 + 56)
  618: if r4 > r1 goto L83
  619: goto L84
L84:
L85:
  620: *(u32 *)(r10 - 136) = 0x3
  621: *(u64 *)(r10 - 144) = 0x2
  622: goto L0
L83:
      ; rule 4 `ports-neg` (line 14): Drop
  623: r1 = *(u64 *)(r10 - 16)
  624: r1 |= 0x0
  625: if r1 != 0x6 goto L94
  626: r1 = *(u64 *)(r10 - 72)
  627: r1 |= 0x0
  628: if r1 > 0xffff goto L94
      ; set lookup: 1 bucket section(s), 4 search step(s)
  629: if r1 < 0x1 goto L95
  630: if r1 > 0x7d0 goto L95
  631: r3 = r1
  632: r3 <<= 0x35
  633: r3 >>= 0x3c
  634: r4 = r3
  635: r4 <<= 0x2
  636: r5 = &.rodata.d4[0] ll
  638: r5 += r4
  639: r4 = *(u32 *)(r5 + 0)
  640: if r4 > 0x19 goto L95
  641: r4 <<= 0x3
  642: r5 = &.rodata.d4[64] ll
  644: r5 += r4
  645: r0 = r1
  646: r0 += 0x1
  647: r4 = *(u32 *)(r5 + 64)
  648: r4 -= r0
  649: r4 s>>= 0x3f
  650: r4 &= 0x40
  651: r5 += r4
  652: r4 = *(u32 *)(r5 + 4)
  653: if r4 >= r1 goto L97
  654: r4 = *(u32 *)(r5 + 12)
  655: if r4 >= r1 goto L98
  656: r4 = *(u32 *)(r5 + 20)
  657: if r4 >= r1 goto L99
  658: r4 = *(u32 *)(r5 + 28)
  659: if r4 >= r1 goto L100
  660: r4 = *(u32 *)(r5 + 36)
  661: if r4 >= r1 goto L101
  662: r4 = *(u32 *)(r5 + 44)
  663: if r4 >= r1 goto L102
  664: r4 = *(u32 *)(r5 + 52)
  665: if r4 >= r1 goto L103
  666: r4 = *(u32 *)(r5 + 60)
  667: if r4 >= r1 goto L104
  668: goto L95
L97:
  669: r4 = *(u32 *)(r5 + 0)
  670: if r4 > r1 goto L95
  671: goto L94
L98:
  672: r4 = *(u32 *)(r5 + 8)
  673: if r4 > r1 goto L95
  674: goto L94
L99:
  675: r4 = *(u32 *)(r5 + 16)
  676: if r4 > r1 goto L95
  677: goto L94
L100:
  678: r4 = *(u32 *)(r5 + 24)
  679: if r4 > r1 goto L95
  680: goto L94
L101:
  681: r4 = *(u32 *)(r5 + 32)
  682: if r4 > r1 goto L95
  683: goto L94
L102:
  684: r4 = *(u32 *)(r5 + 40)
  685: if r4 > r1 goto L95
  686: goto L94
L103:
  687: r4 = *(u32 *)(r5 + 48)
  688: if r4 > r1 goto L95
  689: goto L94
L104:
  690: r4 = *(u32 *)(r5 + 56)
  691: if r4 > r1 goto L95
  692: goto L94
L95:
L96:
  693: *(u32 *)(r10 - 136) = 0x4
  694: *(u64 *)(r10 - 144) = 0x2
  695: goto L0
L94:
      ; rule 5 `ports-few` (line 15): Drop
  696: r1 = *(u64 *)(r10 - 16)
  697: r1 |= 0x0
  698: if r1 != 0x11 goto L105
  699: r1 = *(u64 *)(r10 - 72)
  700: r1 |= 0x0
  701: if r1 == 0x35 goto L106
  702: if r1 != 0x7b goto L105
L106:
  703: r1 = *(u64 *)(r10 - 80)
  704: r1 |= 0x0
  705: if r1 == 0x35 goto L107
  706: if r1 != 0x7b goto L105
L107:
  707: *(u32 *)(r10 - 136) = 0x5
  708: *(u64 *)(r10 - 144) = 0x2
  709: goto L0
L105:
      ; default
  710: *(u32 *)(r10 - 136) = 0x7
  711: *(u64 *)(r10 - 144) = 0xffffffff
  712: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  713: *(u32 *)(r10 - 136) = 0x8
  714: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  715: r1 = map[dropc_counters] ll
  717: r2 = r10
  718: r2 += 0xffffff78
  719: call 1
  720: if r0 == 0x0 goto L108
  721: r1 = *(u64 *)(r0 + 0)
  722: r1 += 0x1
  723: *(u64 *)(r0 + 0) = r1
  724: r1 = *(u64 *)(r10 - 152)
  725: r2 = *(u32 *)(r1 + 0)
  726: r1 = *(u64 *)(r0 + 8)
  727: r1 += r2
  728: *(u64 *)(r0 + 8) = r1
L108:
  729: r0 = *(u64 *)(r10 - 144)
  730: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  731: r1 = map[dropc_counters] ll
  733: r2 = r10
  734: r2 += 0xffffff78
  735: call 1
  736: if r0 == 0x0 goto L109
  737: r1 = *(u64 *)(r0 + 0)
  738: r1 += 0x1
  739: *(u64 *)(r0 + 0) = r1
  740: r1 = *(u64 *)(r10 - 152)
  741: r2 = *(u32 *)(r1 + 0)
  742: r1 = *(u64 *)(r0 + 8)
  743: r1 += r2
  744: *(u64 *)(r0 + 8) = r1
L109:
  745: r0 = *(u64 *)(r10 - 144)
  746: exit
