; dropc tc program `dropc_tc` (736 instruction slots)
; data section .rodata.d0 (216 bytes)
; data section .rodata.d1 (392 bytes)
; data section .rodata.d2 (392 bytes)
; data section .rodata.d3 (392 bytes)
; data section .rodata.d4 (392 bytes)
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
   22: r1 = *(u32 *)(r0 + 26)
   23: r1 = be32 r1
   24: *(u64 *)(r10 - 24) = r1
   25: r1 = *(u32 *)(r0 + 30)
   26: r1 = be32 r1
   27: *(u64 *)(r10 - 32) = r1
   28: r4 = *(u8 *)(r0 + 23)
   29: *(u64 *)(r10 - 16) = r4
   30: r2 = *(u16 *)(r0 + 20)
   31: if w2 & 0xff1f goto L9
   32: r5 = *(u8 *)(r0 + 14)
   33: r5 &= 0xf
   34: r5 <<= 0x2
   35: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   36: if r4 == 0x6 goto L10
   37: if r4 == 0x11 goto L11
   38: *(u64 *)(r10 - 72) = 0x10000
   39: *(u64 *)(r10 - 80) = 0x10000
   40: goto L2
L10:
   41: r2 = r5
   42: r2 += 0x22
   43: if r2 > r3 goto L1
   44: r1 = *(u16 *)(r5 + 14)
   45: r1 = be16 r1
   46: *(u64 *)(r10 - 72) = r1
   47: r1 = *(u16 *)(r5 + 16)
   48: r1 = be16 r1
   49: *(u64 *)(r10 - 80) = r1
   50: goto L2
L9:
   51: *(u64 *)(r10 - 72) = 0x10000
   52: *(u64 *)(r10 - 80) = 0x10000
   53: goto L2
L11:
   54: r2 = r5
   55: r2 += 0x16
   56: if r2 > r3 goto L1
   57: r1 = *(u16 *)(r5 + 14)
   58: r1 = be16 r1
   59: *(u64 *)(r10 - 72) = r1
   60: r1 = *(u16 *)(r5 + 16)
   61: r1 = be16 r1
   62: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `named-mixed` (line 10): Drop
   63: r1 = *(u64 *)(r10 - 24)
   64: r1 |= 0x0
   65: if w1 == 0xc6336407 goto L14
   66: if w1 < 0xcb007100 goto L13
   67: if w1 > 0xcb0071ff goto L13
L14:
   68: *(u32 *)(r10 - 136) = 0x0
   69: *(u64 *)(r10 - 144) = 0x2
   70: goto L0
L13:
      ; rule 1 `inline-big` (line 11): Drop
   71: r1 = *(u64 *)(r10 - 32)
   72: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 1 search step(s)
   73: if w1 < 0xc0000201 goto L15
   74: if w1 > 0xc0000221 goto L15
   75: r3 = r1
   76: r3 <<= 0x3a
   77: r3 >>= 0x3c
   78: r4 = r3
   79: r4 <<= 0x2
   80: r5 = &.rodata.d0[0] ll
   82: r5 += r4
   83: r4 = *(u32 *)(r5 + 0)
   84: if r4 > 0x11 goto L15
   85: r4 <<= 0x3
   86: r5 = &.rodata.d0[64] ll
   88: r5 += r4
   89: r4 = *(u32 *)(r5 + 4)
   90: if r4 >= r1 goto L18
   91: r4 = *(u32 *)(r5 + 12)
   92: if r4 >= r1 goto L19
   93: goto L15
L18:
   94: r4 = *(u32 *)(r5 + 0)
   95: if r4 > r1 goto L15
   96: goto L16
L19:
   97: r4 = *(u32 *)(r5 + 8)
   98: if r4 > r1 goto L15
   99: goto L16
L16:
L17:
  100: *(u32 *)(r10 - 136) = 0x1
  101: *(u64 *)(r10 - 144) = 0x2
  102: goto L0
L15:
      ; rule 2 `inline-set` (line 12): Drop
  103: r1 = *(u64 *)(r10 - 32)
  104: r1 |= 0x0
  105: if w1 < 0xc6120000 goto L20
  106: if w1 <= 0xc613ffff goto L21
  107: if w1 == 0xc6336407 goto L21
  108: if w1 < 0xcb007100 goto L20
  109: if w1 > 0xcb0071ff goto L20
L21:
  110: *(u32 *)(r10 - 136) = 0x2
  111: *(u64 *)(r10 - 144) = 0x2
  112: goto L0
L20:
      ; rule 3 `ports-big` (line 13): Drop
  113: r1 = *(u64 *)(r10 - 16)
  114: r1 |= 0x0
  115: if r1 != 0x11 goto L22
  116: r1 = *(u64 *)(r10 - 80)
  117: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 4 search step(s)
  118: if r1 < 0x1 goto L22
  119: if r1 > 0x7d0 goto L22
  120: r3 = r1
  121: r3 <<= 0x35
  122: r3 >>= 0x3c
  123: r4 = r3
  124: r4 <<= 0x2
  125: r5 = &.rodata.d1[0] ll
  127: r5 += r4
  128: r4 = *(u32 *)(r5 + 0)
  129: if r4 > 0x19 goto L22
  130: r4 <<= 0x3
  131: r5 = &.rodata.d1[64] ll
  133: r5 += r4
  134: r0 = r1
  135: r0 += 0x1
  136: r4 = *(u32 *)(r5 + 64)
  137: r4 -= r0
  138: r4 s>>= 0x3f
  139: r4 &= 0x40
  140: r5 += r4
  141: r4 = *(u32 *)(r5 + 4)
  142: if r4 >= r1 goto L25
  143: r4 = *(u32 *)(r5 + 12)
  144: if r4 >= r1 goto L26
  145: r4 = *(u32 *)(r5 + 20)
  146: if r4 >= r1 goto L27
  147: r4 = *(u32 *)(r5 + 28)
  148: if r4 >= r1 goto L28
  149: r4 = *(u32 *)(r5 + 36)
  150: if r4 >= r1 goto L29
  151: r4 = *(u32 *)(r5 + 44)
  152: if r4 >= r1 goto L30
  153: r4 = *(u32 *)(r5 + 52)
  154: if r4 >= r1 goto L31
  155: r4 = *(u32 *)(r5 + 60)
  156: if r4 >= r1 goto L32
  157: goto L22
L25:
  158: r4 = *(u32 *)(r5 + 0)
  159: if r4 > r1 goto L22
  160: goto L23
L26:
  161: r4 = *(u32 *)(r5 + 8)
  162: if r4 > r1 goto L22
  163: goto L23
L27:
  164: r4 = *(u32 *)(r5 + 16)
  165: if r4 > r1 goto L22
  166: goto L23
L28:
  167: r4 = *(u32 *)(r5 + 24)
  168: if r4 > r1 goto L22
  169: goto L23
L29:
  170: r4 = *(u32 *)(r5 + 32)
  171: if r4 > r1 goto L22
  172: goto L23
L30:
  173: r4 = *(u32 *)(r5 + 40)
  174: if r4 > r1 goto L22
  175: goto L23
L31:
  176: r4 = *(u32 *)(r5 + 48)
  177: if r4 > r1 goto L22
  178: goto L23
L32:
  179: r4 = *(u32 *)(r5 + 56)
  180: if r4 > r1 goto L22
  181: goto L23
L23:
L24:
  182: *(u32 *)(r10 - 136) = 0x3
  183: *(u64 *)(r10 - 144) = 0x2
  184: goto L0
L22:
      ; rule 4 `ports-neg` (line 14): Drop
  185: r1 = *(u64 *)(r10 - 16)
  186: r1 |= 0x0
  187: if r1 != 0x6 goto L33
  188: r1 = *(u64 *)(r10 - 72)
  189: r1 |= 0x0
  190: if r1 > 0xffff goto L33
      ; set lookup: 1 bucket section(s), 4 search step(s)
  191: if r1 < 0x1 goto L34
  192: if r1 > 0x7d0 goto L34
  193: r3 = r1
  194: r3 <<= 0x35
  195: r3 >>= 0x3c
  196: r4 = r3
  197: r4 <<= 0x2
  198: r5 = &.rodata.d2[0] ll
  200: r5 += r4
  201: r4 = *(u32 *)(r5 + 0)
  202: if r4 > 0x19 goto L34
  203: r4 <<= 0x3
  204: r5 = &.rodata.d2[64] ll
  206: r5 += r4
  207: r0 = r1
  208: r0 += 0x1
  209: r4 = *(u32 *)(r5 + 64)
  210: r4 -= r0
  211: r4 s>>= 0x3f
  212: r4 &= 0x40
  213: r5 += r4
  214: r4 = *(u32 *)(r5 + 4)
  215: if r4 >= r1 goto L36
  216: r4 = *(u32 *)(r5 + 12)
  217: if r4 >= r1 goto L37
  218: r4 = *(u32 *)(r5 + 20)
  219: if r4 >= r1 goto L38
  220: r4 = *(u32 *)(r5 + 28)
  221: if r4 >= r1 goto L39
  222: r4 = *(u32 *)(r5 + 36)
  223: if r4 >= r1 goto L40
  224: r4 = *(u32 *)(r5 + 44)
  225: if r4 >= r1 goto L41
  226: r4 = *(u32 *)(r5 + 52)
  227: if r4 >= r1 goto L42
  228: r4 = *(u32 *)(r5 + 60)
  229: if r4 >= r1 goto L43
  230: goto L34
L36:
  231: r4 = *(u32 *)(r5 + 0)
  232: if r4 > r1 goto L34
  233: goto L33
L37:
  234: r4 = *(u32 *)(r5 + 8)
  235: if r4 > r1 goto L34
  236: goto L33
L38:
  237: r4 = *(u32 *)(r5 + 16)
  238: if r4 > r1 goto L34
  239: goto L33
L39:
  240: r4 = *(u32 *)(r5 + 24)
  241: if r4 > r1 goto L34
  242: goto L33
L40:
  243: r4 = *(u32 *)(r5 + 32)
  244: if r4 > r1 goto L34
  245: goto L33
L41:
  246: r4 = *(u32 *)(r5 + 40)
  247: if r4 > r1 goto L34
  248: goto L33
L42:
  249: r4 = *(u32 *)(r5 + 48)
  250: if r4 > r1 goto L34
  251: goto L33
L43:
  252: r4 = *(u32 *)(r5 + 56)
  253: if r4 > r1 goto L34
  254: goto L33
L34:
L35:
  255: *(u32 *)(r10 - 136) = 0x4
  256: *(u64 *)(r10 - 144) = 0x2
  257: goto L0
L33:
      ; rule 5 `ports-few` (line 15): Drop
  258: r1 = *(u64 *)(r10 - 16)
  259: r1 |= 0x0
  260: if r1 != 0x11 goto L44
  261: r1 = *(u64 *)(r10 - 72)
  262: r1 |= 0x0
  263: if r1 == 0x35 goto L45
  264: if r1 != 0x7b goto L44
L45:
  265: r1 = *(u64 *)(r10 - 80)
  266: r1 |= 0x0
  267: if r1 == 0x35 goto L46
  268: if r1 != 0x7b goto L44
L46:
  269: *(u32 *)(r10 - 136) = 0x5
  270: *(u64 *)(r10 - 144) = 0x2
  271: goto L0
L44:
      ; rule 6 `range-odd` (line 16): Drop
  272: r1 = *(u64 *)(r10 - 24)
  273: r1 |= 0x0
  274: if w1 < 0xa000003 goto L47
  275: if w1 > 0xa000011 goto L47
L48:
  276: *(u32 *)(r10 - 136) = 0x6
  277: *(u64 *)(r10 - 144) = 0x2
  278: goto L0
L47:
      ; default
  279: *(u32 *)(r10 - 136) = 0x7
  280: *(u64 *)(r10 - 144) = 0xffffffff
  281: goto L0
L6:
  282: if w1 == 0xdd86 goto L7
  283: if w1 == 0x81 goto L49
  284: if w1 != 0xa888 goto L1
L49:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  285: r2 = *(u32 *)(r6 + 20)
  286: if r2 != 0x0 goto L1
  287: r2 = r0
  288: r2 += 0x12
  289: if r2 > r3 goto L1
  290: r1 = *(u16 *)(r0 + 16)
  291: r0 += 0x4
  292: if w1 == 0x8 goto L8
  293: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  294: r2 = r0
  295: r2 += 0x36
  296: if r2 > r3 goto L1
  297: r7 = *(u64 *)(r0 + 22)
  298: r7 = be64 r7
  299: r8 = *(u64 *)(r0 + 30)
  300: r8 = be64 r8
      ; extension headers: r4 = next header, r5 = its start
  301: r4 = *(u8 *)(r0 + 20)
  302: r5 = r0
  303: r5 += 0x36
  304: if r4 == 0x2c goto L53
  305: if r4 == 0x0 goto L52
  306: if r4 == 0x2b goto L52
  307: if r4 != 0x3c goto L50
L52:
  308: r2 = r5
  309: r2 += 0x8
  310: if r2 > r3 goto L1
  311: r1 = *(u8 *)(r5 + 1)
  312: r4 = *(u8 *)(r5 + 0)
  313: r1 += 0x1
  314: r1 <<= 0x3
  315: r5 += r1
  316: goto L54
L53:
  317: r2 = r5
  318: r2 += 0x8
  319: if r2 > r3 goto L1
  320: r1 = *(u16 *)(r5 + 2)
  321: r4 = *(u8 *)(r5 + 0)
  322: r5 += 0x8
  323: if w1 & 0xf8ff goto L51
L54:
  324: r1 = r5
  325: r1 -= r0
  326: if r1 > 0x7fff goto L1
  327: r5 = r0
  328: r5 += r1
  329: if r4 == 0x2c goto L56
  330: if r4 == 0x0 goto L55
  331: if r4 == 0x2b goto L55
  332: if r4 != 0x3c goto L50
L55:
  333: r2 = r5
  334: r2 += 0x8
  335: if r2 > r3 goto L1
  336: r1 = *(u8 *)(r5 + 1)
  337: r4 = *(u8 *)(r5 + 0)
  338: r1 += 0x1
  339: r1 <<= 0x3
  340: r5 += r1
  341: goto L57
L56:
  342: r2 = r5
  343: r2 += 0x8
  344: if r2 > r3 goto L1
  345: r1 = *(u16 *)(r5 + 2)
  346: r4 = *(u8 *)(r5 + 0)
  347: r5 += 0x8
  348: if w1 & 0xf8ff goto L51
L57:
  349: r1 = r5
  350: r1 -= r0
  351: if r1 > 0x7fff goto L1
  352: r5 = r0
  353: r5 += r1
  354: if r4 == 0x2c goto L59
  355: if r4 == 0x0 goto L58
  356: if r4 == 0x2b goto L58
  357: if r4 != 0x3c goto L50
L58:
  358: r2 = r5
  359: r2 += 0x8
  360: if r2 > r3 goto L1
  361: r1 = *(u8 *)(r5 + 1)
  362: r4 = *(u8 *)(r5 + 0)
  363: r1 += 0x1
  364: r1 <<= 0x3
  365: r5 += r1
  366: goto L60
L59:
  367: r2 = r5
  368: r2 += 0x8
  369: if r2 > r3 goto L1
  370: r1 = *(u16 *)(r5 + 2)
  371: r4 = *(u8 *)(r5 + 0)
  372: r5 += 0x8
  373: if w1 & 0xf8ff goto L51
L60:
  374: r1 = r5
  375: r1 -= r0
  376: if r1 > 0x7fff goto L1
  377: r5 = r0
  378: r5 += r1
  379: if r4 == 0x2c goto L62
  380: if r4 == 0x0 goto L61
  381: if r4 == 0x2b goto L61
  382: if r4 != 0x3c goto L50
L61:
  383: r2 = r5
  384: r2 += 0x8
  385: if r2 > r3 goto L1
  386: r1 = *(u8 *)(r5 + 1)
  387: r4 = *(u8 *)(r5 + 0)
  388: r1 += 0x1
  389: r1 <<= 0x3
  390: r5 += r1
  391: goto L63
L62:
  392: r2 = r5
  393: r2 += 0x8
  394: if r2 > r3 goto L1
  395: r1 = *(u16 *)(r5 + 2)
  396: r4 = *(u8 *)(r5 + 0)
  397: r5 += 0x8
  398: if w1 & 0xf8ff goto L51
L63:
  399: r1 = r5
  400: r1 -= r0
  401: if r1 > 0x7fff goto L1
  402: r5 = r0
  403: r5 += r1
  404: if r4 == 0x2c goto L65
  405: if r4 == 0x0 goto L64
  406: if r4 == 0x2b goto L64
  407: if r4 != 0x3c goto L50
L64:
  408: r2 = r5
  409: r2 += 0x8
  410: if r2 > r3 goto L1
  411: r1 = *(u8 *)(r5 + 1)
  412: r4 = *(u8 *)(r5 + 0)
  413: r1 += 0x1
  414: r1 <<= 0x3
  415: r5 += r1
  416: goto L66
L65:
  417: r2 = r5
  418: r2 += 0x8
  419: if r2 > r3 goto L1
  420: r1 = *(u16 *)(r5 + 2)
  421: r4 = *(u8 *)(r5 + 0)
  422: r5 += 0x8
  423: if w1 & 0xf8ff goto L51
L66:
  424: r1 = r5
  425: r1 -= r0
  426: if r1 > 0x7fff goto L1
  427: r5 = r0
  428: r5 += r1
  429: if r4 == 0x2c goto L68
  430: if r4 == 0x0 goto L67
  431: if r4 == 0x2b goto L67
  432: if r4 != 0x3c goto L50
L67:
  433: r2 = r5
  434: r2 += 0x8
  435: if r2 > r3 goto L1
  436: r1 = *(u8 *)(r5 + 1)
  437: r4 = *(u8 *)(r5 + 0)
  438: r1 += 0x1
  439: r1 <<= 0x3
  440: r5 += r1
  441: goto L69
L68:
  442: r2 = r5
  443: r2 += 0x8
  444: if r2 > r3 goto L1
  445: r1 = *(u16 *)(r5 + 2)
  446: r4 = *(u8 *)(r5 + 0)
  447: r5 += 0x8
  448: if w1 & 0xf8ff goto L51
L69:
  449: r1 = r5
  450: r1 -= r0
  451: if r1 > 0x7fff goto L1
  452: r5 = r0
  453: r5 += r1
  454: if r4 == 0x2c goto L71
  455: if r4 == 0x0 goto L70
  456: if r4 == 0x2b goto L70
  457: if r4 != 0x3c goto L50
L70:
  458: r2 = r5
  459: r2 += 0x8
  460: if r2 > r3 goto L1
  461: r1 = *(u8 *)(r5 + 1)
  462: r4 = *(u8 *)(r5 + 0)
  463: r1 += 0x1
  464: r1 <<= 0x3
  465: r5 += r1
  466: goto L72
L71:
  467: r2 = r5
  468: r2 += 0x8
  469: if r2 > r3 goto L1
  470: r1 = *(u16 *)(r5 + 2)
  471: r4 = *(u8 *)(r5 + 0)
  472: r5 += 0x8
  473: if w1 & 0xf8ff goto L51
L72:
  474: r1 = r5
  475: r1 -= r0
  476: if r1 > 0x7fff goto L1
  477: r5 = r0
  478: r5 += r1
  479: if r4 == 0x2c goto L74
  480: if r4 == 0x0 goto L73
  481: if r4 == 0x2b goto L73
  482: if r4 != 0x3c goto L50
L73:
  483: r2 = r5
  484: r2 += 0x8
  485: if r2 > r3 goto L1
  486: r1 = *(u8 *)(r5 + 1)
  487: r4 = *(u8 *)(r5 + 0)
  488: r1 += 0x1
  489: r1 <<= 0x3
  490: r5 += r1
  491: goto L75
L74:
  492: r2 = r5
  493: r2 += 0x8
  494: if r2 > r3 goto L1
  495: r1 = *(u16 *)(r5 + 2)
  496: r4 = *(u8 *)(r5 + 0)
  497: r5 += 0x8
  498: if w1 & 0xf8ff goto L51
L75:
  499: r1 = r5
  500: r1 -= r0
  501: if r1 > 0x7fff goto L1
  502: r5 = r0
  503: r5 += r1
      ; deeper than the walk: no specified verdict
  504: if r4 == 0x0 goto L1
  505: if r4 == 0x2b goto L1
  506: if r4 == 0x2c goto L1
  507: if r4 == 0x3c goto L1
L50:
  508: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  509: if r4 == 0x6 goto L76
  510: if r4 == 0x11 goto L77
  511: *(u64 *)(r10 - 72) = 0x10000
  512: *(u64 *)(r10 - 80) = 0x10000
  513: goto L3
L76:
  514: r2 = r5
  515: r2 += 0x14
  516: if r2 > r3 goto L1
  517: r1 = *(u16 *)(r5 + 0)
  518: r1 = be16 r1
  519: *(u64 *)(r10 - 72) = r1
  520: r1 = *(u16 *)(r5 + 2)
  521: r1 = be16 r1
  522: *(u64 *)(r10 - 80) = r1
  523: goto L3
L77:
  524: r2 = r5
  525: r2 += 0x8
  526: if r2 > r3 goto L1
  527: r1 = *(u16 *)(r5 + 0)
  528: r1 = be16 r1
  529: *(u64 *)(r10 - 72) = r1
  530: r1 = *(u16 *)(r5 + 2)
  531: r1 = be16 r1
  532: *(u64 *)(r10 - 80) = r1
  533: goto L3
L51:
  534: *(u64 *)(r10 - 16) = r4
  535: *(u64 *)(r10 - 72) = 0x10000
  536: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `named-mixed` (line 10): Drop
  537: r1 = r7
  538: r2 = r8
  539: r3 = 0x20010db800000000 ll
  541: if r1 >= r3 goto L82
  542: goto L79
L82:
  543: r3 = 0x20010db80000ffff ll
  545: if r1 <= r3 goto L80
L81:
  546: goto L79
L80:
  547: *(u32 *)(r10 - 136) = 0x0
  548: *(u64 *)(r10 - 144) = 0x2
  549: goto L0
L79:
      ; rule 3 `ports-big` (line 13): Drop
  550: r1 = *(u64 *)(r10 - 16)
  551: r1 |= 0x0
  552: if r1 != 0x11 goto L83
  553: r1 = *(u64 *)(r10 - 80)
  554: r1 |= 0x0
      ; set lookup: 1 bucket section(s), 4 search step(s)
  555: if r1 < 0x1 goto L83
  556: if r1 > 0x7d0 goto L83
  557: r3 = r1
  558: r3 <<= 0x35
  559: r3 >>= 0x3c
  560: r4 = r3
  561: r4 <<= 0x2
  562: r5 = &.rodata.d3[0] ll
  564: r5 += r4
  565: r4 = *(u32 *)(r5 + 0)
  566: if r4 > 0x19 goto L83
  567: r4 <<= 0x3
  568: r5 = &.rodata.d3[64] ll
  570: r5 += r4
  571: r0 = r1
  572: r0 += 0x1
  573: r4 = *(u32 *)(r5 + 64)
  574: r4 -= r0
  575: r4 s>>= 0x3f
  576: r4 &= 0x40
  577: r5 += r4
  578: r4 = *(u32 *)(r5 + 4)
  579: if r4 >= r1 goto L86
  580: r4 = *(u32 *)(r5 + 12)
  581: if r4 >= r1 goto L87
  582: r4 = *(u32 *)(r5 + 20)
  583: if r4 >= r1 goto L88
  584: r4 = *(u32 *)(r5 + 28)
  585: if r4 >= r1 goto L89
  586: r4 = *(u32 *)(r5 + 36)
  587: if r4 >= r1 goto L90
  588: r4 = *(u32 *)(r5 + 44)
  589: if r4 >= r1 goto L91
  590: r4 = *(u32 *)(r5 + 52)
  591: if r4 >= r1 goto L92
  592: r4 = *(u32 *)(r5 + 60)
  593: if r4 >= r1 goto L93
  594: goto L83
L86:
  595: r4 = *(u32 *)(r5 + 0)
  596: if r4 > r1 goto L83
  597: goto L84
L87:
  598: r4 = *(u32 *)(r5 + 8)
  599: if r4 > r1 goto L83
  600: goto L84
L88:
  601: r4 = *(u32 *)(r5 + 16)
  602: if r4 > r1 goto L83
  603: goto L84
L89:
  604: r4 = *(u32 *)(r5 + 24)
  605: if r4 > r1 goto L83
  606: goto L84
L90:
  607: r4 = *(u32 *)(r5 + 32)
  608: if r4 > r1 goto L83
  609: goto L84
L91:
  610: r4 = *(u32 *)(r5 + 40)
  611: if r4 > r1 goto L83
  612: goto L84
L92:
  613: r4 = *(u32 *)(r5 + 48)
  614: if r4 > r1 goto L83
  615: goto L84
L93:
  616: r4 = *(u32 *)(r5 + 56)
  617: if r4 > r1 goto L83
  618: goto L84
L84:
L85:
  619: *(u32 *)(r10 - 136) = 0x3
  620: *(u64 *)(r10 - 144) = 0x2
  621: goto L0
L83:
      ; rule 4 `ports-neg` (line 14): Drop
  622: r1 = *(u64 *)(r10 - 16)
  623: r1 |= 0x0
  624: if r1 != 0x6 goto L94
  625: r1 = *(u64 *)(r10 - 72)
  626: r1 |= 0x0
  627: if r1 > 0xffff goto L94
      ; set lookup: 1 bucket section(s), 4 search step(s)
  628: if r1 < 0x1 goto L95
  629: if r1 > 0x7d0 goto L95
  630: r3 = r1
  631: r3 <<= 0x35
  632: r3 >>= 0x3c
  633: r4 = r3
  634: r4 <<= 0x2
  635: r5 = &.rodata.d4[0] ll
  637: r5 += r4
  638: r4 = *(u32 *)(r5 + 0)
  639: if r4 > 0x19 goto L95
  640: r4 <<= 0x3
  641: r5 = &.rodata.d4[64] ll
  643: r5 += r4
  644: r0 = r1
  645: r0 += 0x1
  646: r4 = *(u32 *)(r5 + 64)
  647: r4 -= r0
  648: r4 s>>= 0x3f
  649: r4 &= 0x40
  650: r5 += r4
  651: r4 = *(u32 *)(r5 + 4)
  652: if r4 >= r1 goto L97
  653: r4 = *(u32 *)(r5 + 12)
  654: if r4 >= r1 goto L98
  655: r4 = *(u32 *)(r5 + 20)
  656: if r4 >= r1 goto L99
  657: r4 = *(u32 *)(r5 + 28)
  658: if r4 >= r1 goto L100
  659: r4 = *(u32 *)(r5 + 36)
  660: if r4 >= r1 goto L101
  661: r4 = *(u32 *)(r5 + 44)
  662: if r4 >= r1 goto L102
  663: r4 = *(u32 *)(r5 + 52)
  664: if r4 >= r1 goto L103
  665: r4 = *(u32 *)(r5 + 60)
  666: if r4 >= r1 goto L104
  667: goto L95
L97:
  668: r4 = *(u32 *)(r5 + 0)
  669: if r4 > r1 goto L95
  670: goto L94
L98:
  671: r4 = *(u32 *)(r5 + 8)
  672: if r4 > r1 goto L95
  673: goto L94
L99:
  674: r4 = *(u32 *)(r5 + 16)
  675: if r4 > r1 goto L95
  676: goto L94
L100:
  677: r4 = *(u32 *)(r5 + 24)
  678: if r4 > r1 goto L95
  679: goto L94
L101:
  680: r4 = *(u32 *)(r5 + 32)
  681: if r4 > r1 goto L95
  682: goto L94
L102:
  683: r4 = *(u32 *)(r5 + 40)
  684: if r4 > r1 goto L95
  685: goto L94
L103:
  686: r4 = *(u32 *)(r5 + 48)
  687: if r4 > r1 goto L95
  688: goto L94
L104:
  689: r4 = *(u32 *)(r5 + 56)
  690: if r4 > r1 goto L95
  691: goto L94
L95:
L96:
  692: *(u32 *)(r10 - 136) = 0x4
  693: *(u64 *)(r10 - 144) = 0x2
  694: goto L0
L94:
      ; rule 5 `ports-few` (line 15): Drop
  695: r1 = *(u64 *)(r10 - 16)
  696: r1 |= 0x0
  697: if r1 != 0x11 goto L105
  698: r1 = *(u64 *)(r10 - 72)
  699: r1 |= 0x0
  700: if r1 == 0x35 goto L106
  701: if r1 != 0x7b goto L105
L106:
  702: r1 = *(u64 *)(r10 - 80)
  703: r1 |= 0x0
  704: if r1 == 0x35 goto L107
  705: if r1 != 0x7b goto L105
L107:
  706: *(u32 *)(r10 - 136) = 0x5
  707: *(u64 *)(r10 - 144) = 0x2
  708: goto L0
L105:
      ; default
  709: *(u32 *)(r10 - 136) = 0x7
  710: *(u64 *)(r10 - 144) = 0xffffffff
  711: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  712: *(u32 *)(r10 - 136) = 0x8
  713: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  714: r1 = map[dropc_counters] ll
  716: r2 = r10
  717: r2 += 0xffffff78
  718: call 1
  719: if r0 == 0x0 goto L108
  720: r1 = *(u64 *)(r0 + 0)
  721: r1 += 0x1
  722: *(u64 *)(r0 + 0) = r1
L108:
  723: r0 = *(u64 *)(r10 - 144)
  724: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  725: r1 = map[dropc_counters] ll
  727: r2 = r10
  728: r2 += 0xffffff78
  729: call 1
  730: if r0 == 0x0 goto L109
  731: r1 = *(u64 *)(r0 + 0)
  732: r1 += 0x1
  733: *(u64 *)(r0 + 0) = r1
L109:
  734: r0 = *(u64 *)(r10 - 144)
  735: exit
