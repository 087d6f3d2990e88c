; dropc tc program `dropc_tc` (561 instruction slots)
; data section .rodata.d0 (3190464 bytes)
; data section .rodata.d1 (4194280 bytes)
; data section .rodata.d2 (4194304 bytes)
; data section .rodata.d3 (2210400 bytes)
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
L2:
      ; rules for IPv4 packets
      ; rule 0 `deny` (line 9): Drop
   26: r1 = *(u64 *)(r10 - 24)
      ; set lookup: 1 bucket section(s), 4 search step(s)
   27: r3 = r1
   28: r3 <<= 0x20
   29: r3 >>= 0x2f
   30: r4 = r3
   31: r4 <<= 0x2
   32: r5 = &.rodata.d0[0] ll
   34: r5 += r4
   35: r4 = *(u32 *)(r5 + 0)
   36: if r4 > 0x515c8 goto L9
   37: r4 <<= 0x3
   38: r5 = &.rodata.d0[524288] ll
   40: r5 += r4
   41: r0 = r1
   42: r0 += 0x1
   43: r4 = *(u32 *)(r5 + 64)
   44: r4 -= r0
   45: r4 s>>= 0x3f
   46: r4 &= 0x40
   47: r5 += r4
   48: r4 = *(u32 *)(r5 + 4)
   49: if r4 >= r1 goto L12
   50: r4 = *(u32 *)(r5 + 12)
   51: if r4 >= r1 goto L13
   52: r4 = *(u32 *)(r5 + 20)
   53: if r4 >= r1 goto L14
   54: r4 = *(u32 *)(r5 + 28)
   55: if r4 >= r1 goto L15
   56: r4 = *(u32 *)(r5 + 36)
   57: if r4 >= r1 goto L16
   58: r4 = *(u32 *)(r5 + 44)
   59: if r4 >= r1 goto L17
   60: r4 = *(u32 *)(r5 + 52)
   61: if r4 >= r1 goto L18
   62: r4 = *(u32 *)(r5 + 60)
   63: if r4 >= r1 goto L19
   64: goto L9
L12:
   65: r4 = *(u32 *)(r5 + 0)
   66: if r4 > r1 goto L9
   67: goto L10
L13:
   68: r4 = *(u32 *)(r5 + 8)
   69: if r4 > r1 goto L9
   70: goto L10
L14:
   71: r4 = *(u32 *)(r5 + 16)
   72: if r4 > r1 goto L9
   73: goto L10
L15:
   74: r4 = *(u32 *)(r5 + 24)
   75: if r4 > r1 goto L9
   76: goto L10
L16:
   77: r4 = *(u32 *)(r5 + 32)
   78: if r4 > r1 goto L9
   79: goto L10
L17:
   80: r4 = *(u32 *)(r5 + 40)
   81: if r4 > r1 goto L9
   82: goto L10
L18:
   83: r4 = *(u32 *)(r5 + 48)
   84: if r4 > r1 goto L9
   85: goto L10
L19:
   86: r4 = *(u32 *)(r5 + 56)
   87: if r4 > r1 goto L9
   88: goto L10
L10:
L11:
   89: *(u32 *)(r10 - 136) = 0x0
   90: *(u64 *)(r10 - 144) = 0x2
   91: goto L0
L9:
      ; default
   92: *(u32 *)(r10 - 136) = 0x1
   93: *(u64 *)(r10 - 144) = 0xffffffff
   94: goto L0
L6:
   95: if w1 == 0xdd86 goto L7
   96: if w1 == 0x81 goto L20
   97: if w1 != 0xa888 goto L1
L20:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   98: r2 = *(u32 *)(r6 + 20)
   99: if r2 != 0x0 goto L1
  100: r2 = r0
  101: r2 += 0x12
  102: if r2 > r3 goto L1
  103: r1 = *(u16 *)(r0 + 16)
  104: r0 += 0x4
  105: if w1 == 0x8 goto L8
  106: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  107: r2 = r0
  108: r2 += 0x36
  109: if r2 > r3 goto L1
  110: r1 = *(u64 *)(r0 + 22)
  111: r1 = be64 r1
  112: *(u64 *)(r10 - 40) = r1
  113: r1 = *(u64 *)(r0 + 30)
  114: r1 = be64 r1
  115: *(u64 *)(r10 - 48) = r1
L3:
      ; rules for IPv6 packets
      ; rule 0 `deny` (line 9): Drop
  116: r1 = *(u64 *)(r10 - 40)
  117: r2 = *(u64 *)(r10 - 48)
      ; set lookup: 3 bucket section(s), 4 search step(s)
  118: r3 = 0x277ffb529f3c ll
  120: if r1 > r3 goto L23
  121: if r1 < r3 goto L21
  122: r3 = 0x0
  123: if r2 < r3 goto L21
L23:
  124: r3 = 0xffffdfce4c1d35ff ll
  126: if r1 < r3 goto L24
  127: if r1 > r3 goto L21
  128: r3 = 0xffffffffffffffff ll
  130: if r2 > r3 goto L21
L24:
  131: r3 = r1
  132: r3 >>= 0x2e
  133: if r3 >= 0x19719 goto L25
  134: r4 = r3
  135: r4 <<= 0x2
  136: r5 = &.rodata.d1[0] ll
  138: r5 += r4
  139: r4 = *(u32 *)(r5 + 0)
  140: if r4 > 0x1cd0c goto L21
  141: r4 <<= 0x5
  142: r5 = &.rodata.d1[416872] ll
  144: r5 += r4
  145: r6 = r1
  146: r6 ^= 0xffffffff
  147: r7 = r2
  148: r7 ^= 0xffffffff
  149: r0 = *(u64 *)(r5 + 264)
  150: r8 = r2
  151: r8 -= r0
  152: r3 = r7
  153: r3 &= r0
  154: r4 = r7
  155: r4 |= r0
  156: r4 &= r8
  157: r3 |= r4
  158: r3 >>= 0x3f
  159: r0 = *(u64 *)(r5 + 256)
  160: r8 = r1
  161: r8 -= r0
  162: r8 -= r3
  163: r3 = r6
  164: r3 &= r0
  165: r4 = r6
  166: r4 |= r0
  167: r4 &= r8
  168: r3 |= r4
  169: r3 >>= 0x3f
  170: r3 -= 0x1
  171: r3 &= 0x100
  172: r5 += r3
  173: r0 = *(u64 *)(r5 + 16)
  174: if r0 > r1 goto L26
  175: if r0 < r1 goto L34
  176: r0 = *(u64 *)(r5 + 24)
  177: if r0 >= r2 goto L26
L34:
  178: r0 = *(u64 *)(r5 + 48)
  179: if r0 > r1 goto L27
  180: if r0 < r1 goto L35
  181: r0 = *(u64 *)(r5 + 56)
  182: if r0 >= r2 goto L27
L35:
  183: r0 = *(u64 *)(r5 + 80)
  184: if r0 > r1 goto L28
  185: if r0 < r1 goto L36
  186: r0 = *(u64 *)(r5 + 88)
  187: if r0 >= r2 goto L28
L36:
  188: r0 = *(u64 *)(r5 + 112)
  189: if r0 > r1 goto L29
  190: if r0 < r1 goto L37
  191: r0 = *(u64 *)(r5 + 120)
  192: if r0 >= r2 goto L29
L37:
  193: r0 = *(u64 *)(r5 + 144)
  194: if r0 > r1 goto L30
  195: if r0 < r1 goto L38
  196: r0 = *(u64 *)(r5 + 152)
  197: if r0 >= r2 goto L30
L38:
  198: r0 = *(u64 *)(r5 + 176)
  199: if r0 > r1 goto L31
  200: if r0 < r1 goto L39
  201: r0 = *(u64 *)(r5 + 184)
  202: if r0 >= r2 goto L31
L39:
  203: r0 = *(u64 *)(r5 + 208)
  204: if r0 > r1 goto L32
  205: if r0 < r1 goto L40
  206: r0 = *(u64 *)(r5 + 216)
  207: if r0 >= r2 goto L32
L40:
  208: r0 = *(u64 *)(r5 + 240)
  209: if r0 > r1 goto L33
  210: if r0 < r1 goto L41
  211: r0 = *(u64 *)(r5 + 248)
  212: if r0 >= r2 goto L33
L41:
  213: goto L21
L26:
  214: r0 = *(u64 *)(r5 + 0)
  215: if r1 < r0 goto L21
  216: if r1 > r0 goto L22
  217: r0 = *(u64 *)(r5 + 8)
  218: if r2 < r0 goto L21
  219: goto L22
L27:
  220: r0 = *(u64 *)(r5 + 32)
  221: if r1 < r0 goto L21
  222: if r1 > r0 goto L22
  223: r0 = *(u64 *)(r5 + 40)
  224: if r2 < r0 goto L21
  225: goto L22
L28:
  226: r0 = *(u64 *)(r5 + 64)
  227: if r1 < r0 goto L21
  228: if r1 > r0 goto L22
  229: r0 = *(u64 *)(r5 + 72)
  230: if r2 < r0 goto L21
  231: goto L22
L29:
  232: r0 = *(u64 *)(r5 + 96)
  233: if r1 < r0 goto L21
  234: if r1 > r0 goto L22
  235: r0 = *(u64 *)(r5 + 104)
  236: if r2 < r0 goto L21
  237: goto L22
L30:
  238: r0 = *(u64 *)(r5 + 128)
  239: if r1 < r0 goto L21
  240: if r1 > r0 goto L22
  241: r0 = *(u64 *)(r5 + 136)
  242: if r2 < r0 goto L21
  243: goto L22
L31:
  244: r0 = *(u64 *)(r5 + 160)
  245: if r1 < r0 goto L21
  246: if r1 > r0 goto L22
  247: r0 = *(u64 *)(r5 + 168)
  248: if r2 < r0 goto L21
  249: goto L22
L32:
  250: r0 = *(u64 *)(r5 + 192)
  251: if r1 < r0 goto L21
  252: if r1 > r0 goto L22
  253: r0 = *(u64 *)(r5 + 200)
  254: if r2 < r0 goto L21
  255: goto L22
L33:
  256: r0 = *(u64 *)(r5 + 224)
  257: if r1 < r0 goto L21
  258: if r1 > r0 goto L22
  259: r0 = *(u64 *)(r5 + 232)
  260: if r2 < r0 goto L21
  261: goto L22
L25:
  262: if r3 >= 0x32aa0 goto L42
  263: r4 = r3
  264: r4 -= 0x19719
  265: r4 <<= 0x2
  266: r5 = &.rodata.d2[0] ll
  268: r5 += r4
  269: r4 = *(u32 *)(r5 + 0)
  270: if r4 > 0x1cd7f goto L21
  271: r4 <<= 0x5
  272: r5 = &.rodata.d2[413216] ll
  274: r5 += r4
  275: r6 = r1
  276: r6 ^= 0xffffffff
  277: r7 = r2
  278: r7 ^= 0xffffffff
  279: r0 = *(u64 *)(r5 + 264)
  280: r8 = r2
  281: r8 -= r0
  282: r3 = r7
  283: r3 &= r0
  284: r4 = r7
  285: r4 |= r0
  286: r4 &= r8
  287: r3 |= r4
  288: r3 >>= 0x3f
  289: r0 = *(u64 *)(r5 + 256)
  290: r8 = r1
  291: r8 -= r0
  292: r8 -= r3
  293: r3 = r6
  294: r3 &= r0
  295: r4 = r6
  296: r4 |= r0
  297: r4 &= r8
  298: r3 |= r4
  299: r3 >>= 0x3f
  300: r3 -= 0x1
  301: r3 &= 0x100
  302: r5 += r3
  303: r0 = *(u64 *)(r5 + 16)
  304: if r0 > r1 goto L43
  305: if r0 < r1 goto L51
  306: r0 = *(u64 *)(r5 + 24)
  307: if r0 >= r2 goto L43
L51:
  308: r0 = *(u64 *)(r5 + 48)
  309: if r0 > r1 goto L44
  310: if r0 < r1 goto L52
  311: r0 = *(u64 *)(r5 + 56)
  312: if r0 >= r2 goto L44
L52:
  313: r0 = *(u64 *)(r5 + 80)
  314: if r0 > r1 goto L45
  315: if r0 < r1 goto L53
  316: r0 = *(u64 *)(r5 + 88)
  317: if r0 >= r2 goto L45
L53:
  318: r0 = *(u64 *)(r5 + 112)
  319: if r0 > r1 goto L46
  320: if r0 < r1 goto L54
  321: r0 = *(u64 *)(r5 + 120)
  322: if r0 >= r2 goto L46
L54:
  323: r0 = *(u64 *)(r5 + 144)
  324: if r0 > r1 goto L47
  325: if r0 < r1 goto L55
  326: r0 = *(u64 *)(r5 + 152)
  327: if r0 >= r2 goto L47
L55:
  328: r0 = *(u64 *)(r5 + 176)
  329: if r0 > r1 goto L48
  330: if r0 < r1 goto L56
  331: r0 = *(u64 *)(r5 + 184)
  332: if r0 >= r2 goto L48
L56:
  333: r0 = *(u64 *)(r5 + 208)
  334: if r0 > r1 goto L49
  335: if r0 < r1 goto L57
  336: r0 = *(u64 *)(r5 + 216)
  337: if r0 >= r2 goto L49
L57:
  338: r0 = *(u64 *)(r5 + 240)
  339: if r0 > r1 goto L50
  340: if r0 < r1 goto L58
  341: r0 = *(u64 *)(r5 + 248)
  342: if r0 >= r2 goto L50
L58:
  343: goto L21
L43:
  344: r0 = *(u64 *)(r5 + 0)
  345: if r1 < r0 goto L21
  346: if r1 > r0 goto L22
  347: r0 = *(u64 *)(r5 + 8)
  348: if r2 < r0 goto L21
  349: goto L22
L44:
  350: r0 = *(u64 *)(r5 + 32)
  351: if r1 < r0 goto L21
  352: if r1 > r0 goto L22
  353: r0 = *(u64 *)(r5 + 40)
  354: if r2 < r0 goto L21
  355: goto L22
L45:
  356: r0 = *(u64 *)(r5 + 64)
  357: if r1 < r0 goto L21
  358: if r1 > r0 goto L22
  359: r0 = *(u64 *)(r5 + 72)
  360: if r2 < r0 goto L21
  361: goto L22
L46:
  362: r0 = *(u64 *)(r5 + 96)
  363: if r1 < r0 goto L21
  364: if r1 > r0 goto L22
  365: r0 = *(u64 *)(r5 + 104)
  366: if r2 < r0 goto L21
  367: goto L22
L47:
  368: r0 = *(u64 *)(r5 + 128)
  369: if r1 < r0 goto L21
  370: if r1 > r0 goto L22
  371: r0 = *(u64 *)(r5 + 136)
  372: if r2 < r0 goto L21
  373: goto L22
L48:
  374: r0 = *(u64 *)(r5 + 160)
  375: if r1 < r0 goto L21
  376: if r1 > r0 goto L22
  377: r0 = *(u64 *)(r5 + 168)
  378: if r2 < r0 goto L21
  379: goto L22
L49:
  380: r0 = *(u64 *)(r5 + 192)
  381: if r1 < r0 goto L21
  382: if r1 > r0 goto L22
  383: r0 = *(u64 *)(r5 + 200)
  384: if r2 < r0 goto L21
  385: goto L22
L50:
  386: r0 = *(u64 *)(r5 + 224)
  387: if r1 < r0 goto L21
  388: if r1 > r0 goto L22
  389: r0 = *(u64 *)(r5 + 232)
  390: if r2 < r0 goto L21
  391: goto L22
L42:
  392: r4 = r3
  393: r4 -= 0x32aa0
  394: r4 <<= 0x2
  395: r5 = &.rodata.d3[0] ll
  397: r5 += r4
  398: r4 = *(u32 *)(r5 + 0)
  399: if r4 > 0xf317 goto L21
  400: r4 <<= 0x5
  401: r5 = &.rodata.d3[218496] ll
  403: r5 += r4
  404: r6 = r1
  405: r6 ^= 0xffffffff
  406: r7 = r2
  407: r7 ^= 0xffffffff
  408: r0 = *(u64 *)(r5 + 264)
  409: r8 = r2
  410: r8 -= r0
  411: r3 = r7
  412: r3 &= r0
  413: r4 = r7
  414: r4 |= r0
  415: r4 &= r8
  416: r3 |= r4
  417: r3 >>= 0x3f
  418: r0 = *(u64 *)(r5 + 256)
  419: r8 = r1
  420: r8 -= r0
  421: r8 -= r3
  422: r3 = r6
  423: r3 &= r0
  424: r4 = r6
  425: r4 |= r0
  426: r4 &= r8
  427: r3 |= r4
  428: r3 >>= 0x3f
  429: r3 -= 0x1
  430: r3 &= 0x100
  431: r5 += r3
  432: r0 = *(u64 *)(r5 + 16)
  433: if r0 > r1 goto L60
  434: if r0 < r1 goto L68
  435: r0 = *(u64 *)(r5 + 24)
  436: if r0 >= r2 goto L60
L68:
  437: r0 = *(u64 *)(r5 + 48)
  438: if r0 > r1 goto L61
  439: if r0 < r1 goto L69
  440: r0 = *(u64 *)(r5 + 56)
  441: if r0 >= r2 goto L61
L69:
  442: r0 = *(u64 *)(r5 + 80)
  443: if r0 > r1 goto L62
  444: if r0 < r1 goto L70
  445: r0 = *(u64 *)(r5 + 88)
  446: if r0 >= r2 goto L62
L70:
  447: r0 = *(u64 *)(r5 + 112)
  448: if r0 > r1 goto L63
  449: if r0 < r1 goto L71
  450: r0 = *(u64 *)(r5 + 120)
  451: if r0 >= r2 goto L63
L71:
  452: r0 = *(u64 *)(r5 + 144)
  453: if r0 > r1 goto L64
  454: if r0 < r1 goto L72
  455: r0 = *(u64 *)(r5 + 152)
  456: if r0 >= r2 goto L64
L72:
  457: r0 = *(u64 *)(r5 + 176)
  458: if r0 > r1 goto L65
  459: if r0 < r1 goto L73
  460: r0 = *(u64 *)(r5 + 184)
  461: if r0 >= r2 goto L65
L73:
  462: r0 = *(u64 *)(r5 + 208)
  463: if r0 > r1 goto L66
  464: if r0 < r1 goto L74
  465: r0 = *(u64 *)(r5 + 216)
  466: if r0 >= r2 goto L66
L74:
  467: r0 = *(u64 *)(r5 + 240)
  468: if r0 > r1 goto L67
  469: if r0 < r1 goto L75
  470: r0 = *(u64 *)(r5 + 248)
  471: if r0 >= r2 goto L67
L75:
  472: goto L21
L60:
  473: r0 = *(u64 *)(r5 + 0)
  474: if r1 < r0 goto L21
  475: if r1 > r0 goto L22
  476: r0 = *(u64 *)(r5 + 8)
  477: if r2 < r0 goto L21
  478: goto L22
L61:
  479: r0 = *(u64 *)(r5 + 32)
  480: if r1 < r0 goto L21
  481: if r1 > r0 goto L22
  482: r0 = *(u64 *)(r5 + 40)
  483: if r2 < r0 goto L21
  484: goto L22
L62:
  485: r0 = *(u64 *)(r5 + 64)
  486: if r1 < r0 goto L21
  487: if r1 > r0 goto L22
  488: r0 = *(u64 *)(r5 + 72)
  489: if r2 < r0 goto L21
  490: goto L22
L63:
  491: r0 = *(u64 *)(r5 + 96)
  492: if r1 < r0 goto L21
  493: if r1 > r0 goto L22
  494: r0 = *(u64 *)(r5 + 104)
  495: if r2 < r0 goto L21
  496: goto L22
L64:
  497: r0 = *(u64 *)(r5 + 128)
  498: if r1 < r0 goto L21
  499: if r1 > r0 goto L22
  500: r0 = *(u64 *)(r5 + 136)
  501: if r2 < r0 goto L21
  502: goto L22
L65:
  503: r0 = *(u64 *)(r5 + 160)
  504: if r1 < r0 goto L21
  505: if r1 > r0 goto L22
  506: r0 = *(u64 *)(r5 + 168)
  507: if r2 < r0 goto L21
  508: goto L22
L66:
  509: r0 = *(u64 *)(r5 + 192)
  510: if r1 < r0 goto L21
  511: if r1 > r0 goto L22
  512: r0 = *(u64 *)(r5 + 200)
  513: if r2 < r0 goto L21
  514: goto L22
L67:
  515: r0 = *(u64 *)(r5 + 224)
  516: if r1 < r0 goto L21
  517: if r1 > r0 goto L22
  518: r0 = *(u64 *)(r5 + 232)
  519: if r2 < r0 goto L21
  520: goto L22
L22:
L59:
  521: *(u32 *)(r10 - 136) = 0x0
  522: *(u64 *)(r10 - 144) = 0x2
  523: goto L0
L21:
      ; default
  524: *(u32 *)(r10 - 136) = 0x1
  525: *(u64 *)(r10 - 144) = 0xffffffff
  526: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  527: *(u32 *)(r10 - 136) = 0x2
  528: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  529: r1 = map[dropc_counters] ll
  531: r2 = r10
  532: r2 += 0xffffff78
  533: call 1
  534: if r0 == 0x0 goto L76
  535: r1 = *(u64 *)(r0 + 0)
  536: r1 += 0x1
  537: *(u64 *)(r0 + 0) = r1
  538: r1 = *(u64 *)(r10 - 152)
  539: r2 = *(u32 *)(r1 + 0)
  540: r1 = *(u64 *)(r0 + 8)
  541: r1 += r2
  542: *(u64 *)(r0 + 8) = r1
L76:
  543: r0 = *(u64 *)(r10 - 144)
  544: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  545: r1 = map[dropc_counters] ll
  547: r2 = r10
  548: r2 += 0xffffff78
  549: call 1
  550: if r0 == 0x0 goto L77
  551: r1 = *(u64 *)(r0 + 0)
  552: r1 += 0x1
  553: *(u64 *)(r0 + 0) = r1
  554: r1 = *(u64 *)(r10 - 152)
  555: r2 = *(u32 *)(r1 + 0)
  556: r1 = *(u64 *)(r0 + 8)
  557: r1 += r2
  558: *(u64 *)(r0 + 8) = r1
L77:
  559: r0 = *(u64 *)(r10 - 144)
  560: exit
