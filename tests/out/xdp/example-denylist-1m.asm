; dropc xdp program `dropc_xdp` (566 instruction slots)
; data section .rodata.d0 (3190464 bytes)
; data section .rodata.d1 (4194280 bytes)
; data section .rodata.d2 (4194304 bytes)
; data section .rodata.d3 (2210400 bytes)
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
   11: r9 = *(u32 *)(r0 + 26)
   12: r9 = be32 r9
L2:
      ; rules for IPv4 packets
      ; rule 0 `deny` (line 9): Drop
   13: r1 = r9
      ; set lookup: 1 bucket section(s), 4 search step(s)
   14: r3 = r1
   15: r3 <<= 0x20
   16: r3 >>= 0x2f
   17: r4 = r3
   18: r4 <<= 0x2
   19: r5 = &.rodata.d0[0] ll
   21: r5 += r4
   22: r4 = *(u32 *)(r5 + 0)
   23: if r4 > 0x515c8 goto L7
   24: r4 <<= 0x3
   25: r5 = &.rodata.d0[524288] ll
   27: r5 += r4
   28: r0 = r1
   29: r0 += 0x1
   30: r4 = *(u32 *)(r5 + 64)
   31: r4 -= r0
   32: r4 s>>= 0x3f
   33: r4 &= 0x40
   34: r5 += r4
   35: r4 = *(u32 *)(r5 + 4)
   36: if r4 >= r1 goto L10
   37: r4 = *(u32 *)(r5 + 12)
   38: if r4 >= r1 goto L11
   39: r4 = *(u32 *)(r5 + 20)
   40: if r4 >= r1 goto L12
   41: r4 = *(u32 *)(r5 + 28)
   42: if r4 >= r1 goto L13
   43: r4 = *(u32 *)(r5 + 36)
   44: if r4 >= r1 goto L14
   45: r4 = *(u32 *)(r5 + 44)
   46: if r4 >= r1 goto L15
   47: r4 = *(u32 *)(r5 + 52)
   48: if r4 >= r1 goto L16
   49: r4 = *(u32 *)(r5 + 60)
   50: if r4 >= r1 goto L17
   51: goto L7
L10:
   52: r4 = *(u32 *)(r5 + 0)
   53: if r4 > r1 goto L7
   54: goto L8
L11:
   55: r4 = *(u32 *)(r5 + 8)
   56: if r4 > r1 goto L7
   57: goto L8
L12:
   58: r4 = *(u32 *)(r5 + 16)
   59: if r4 > r1 goto L7
   60: goto L8
L13:
   61: r4 = *(u32 *)(r5 + 24)
   62: if r4 > r1 goto L7
   63: goto L8
L14:
   64: r4 = *(u32 *)(r5 + 32)
   65: if r4 > r1 goto L7
   66: goto L8
L15:
   67: r4 = *(u32 *)(r5 + 40)
   68: if r4 > r1 goto L7
   69: goto L8
L16:
   70: r4 = *(u32 *)(r5 + 48)
   71: if r4 > r1 goto L7
   72: goto L8
L17:
   73: r4 = *(u32 *)(r5 + 56)
   74: if r4 > r1 goto L7
   75: goto L8
L8:
L9:
   76: *(u32 *)(r10 - 136) = 0x0
   77: *(u64 *)(r10 - 144) = 0x1
   78: goto L0
L7:
      ; default
   79: *(u32 *)(r10 - 136) = 0x1
   80: *(u64 *)(r10 - 144) = 0x2
   81: goto L0
L4:
   82: if w1 == 0xdd86 goto L5
   83: if w1 == 0x81 goto L18
   84: if w1 != 0xa888 goto L1
L18:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   85: r2 = r0
   86: r2 += 0x12
   87: if r2 > r3 goto L1
   88: r1 = *(u16 *)(r0 + 16)
   89: r0 += 0x4
   90: if w1 == 0x8 goto L6
   91: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   92: r2 = r0
   93: r2 += 0x36
   94: if r2 > r3 goto L1
   95: r1 = *(u64 *)(r0 + 22)
   96: r1 = be64 r1
   97: *(u64 *)(r10 - 40) = r1
   98: r1 = *(u64 *)(r0 + 30)
   99: r1 = be64 r1
  100: *(u64 *)(r10 - 48) = r1
L3:
      ; rules for IPv6 packets
      ; rule 0 `deny` (line 9): Drop
  101: r1 = *(u64 *)(r10 - 40)
  102: r2 = *(u64 *)(r10 - 48)
      ; set lookup: 3 bucket section(s), 4 search step(s)
  103: r3 = 0x277ffb529f3c ll
  105: if r1 > r3 goto L21
  106: if r1 < r3 goto L19
  107: r3 = 0x0
  108: if r2 < r3 goto L19
L21:
  109: r3 = 0xffffdfce4c1d35ff ll
  111: if r1 < r3 goto L22
  112: if r1 > r3 goto L19
  113: r3 = 0xffffffffffffffff ll
  115: if r2 > r3 goto L19
L22:
  116: r3 = r1
  117: r3 >>= 0x2e
  118: if r3 >= 0x19719 goto L23
  119: r4 = r3
  120: r4 <<= 0x2
  121: r5 = &.rodata.d1[0] ll
  123: r5 += r4
  124: r4 = *(u32 *)(r5 + 0)
  125: if r4 > 0x1cd0c goto L19
  126: r4 <<= 0x5
  127: r5 = &.rodata.d1[416872] ll
  129: r5 += r4
  130: r6 = r1
  131: r6 ^= 0xffffffff
  132: r7 = r2
  133: r7 ^= 0xffffffff
  134: r0 = *(u64 *)(r5 + 264)
  135: r8 = r2
  136: r8 -= r0
  137: r3 = r7
  138: r3 &= r0
  139: r4 = r7
  140: r4 |= r0
  141: r4 &= r8
  142: r3 |= r4
  143: r3 >>= 0x3f
  144: r0 = *(u64 *)(r5 + 256)
  145: r8 = r1
  146: r8 -= r0
  147: r8 -= r3
  148: r3 = r6
  149: r3 &= r0
  150: r4 = r6
  151: r4 |= r0
  152: r4 &= r8
  153: r3 |= r4
  154: r3 >>= 0x3f
  155: r3 -= 0x1
  156: r3 &= 0x100
  157: r5 += r3
  158: r0 = *(u64 *)(r5 + 16)
  159: if r0 > r1 goto L24
  160: if r0 < r1 goto L32
  161: r0 = *(u64 *)(r5 + 24)
  162: if r0 >= r2 goto L24
L32:
  163: r0 = *(u64 *)(r5 + 48)
  164: if r0 > r1 goto L25
  165: if r0 < r1 goto L33
  166: r0 = *(u64 *)(r5 + 56)
  167: if r0 >= r2 goto L25
L33:
  168: r0 = *(u64 *)(r5 + 80)
  169: if r0 > r1 goto L26
  170: if r0 < r1 goto L34
  171: r0 = *(u64 *)(r5 + 88)
  172: if r0 >= r2 goto L26
L34:
  173: r0 = *(u64 *)(r5 + 112)
  174: if r0 > r1 goto L27
  175: if r0 < r1 goto L35
  176: r0 = *(u64 *)(r5 + 120)
  177: if r0 >= r2 goto L27
L35:
  178: r0 = *(u64 *)(r5 + 144)
  179: if r0 > r1 goto L28
  180: if r0 < r1 goto L36
  181: r0 = *(u64 *)(r5 + 152)
  182: if r0 >= r2 goto L28
L36:
  183: r0 = *(u64 *)(r5 + 176)
  184: if r0 > r1 goto L29
  185: if r0 < r1 goto L37
  186: r0 = *(u64 *)(r5 + 184)
  187: if r0 >= r2 goto L29
L37:
  188: r0 = *(u64 *)(r5 + 208)
  189: if r0 > r1 goto L30
  190: if r0 < r1 goto L38
  191: r0 = *(u64 *)(r5 + 216)
  192: if r0 >= r2 goto L30
L38:
  193: r0 = *(u64 *)(r5 + 240)
  194: if r0 > r1 goto L31
  195: if r0 < r1 goto L39
  196: r0 = *(u64 *)(r5 + 248)
  197: if r0 >= r2 goto L31
L39:
  198: goto L19
L24:
  199: r0 = *(u64 *)(r5 + 0)
  200: if r1 < r0 goto L19
  201: if r1 > r0 goto L20
  202: r0 = *(u64 *)(r5 + 8)
  203: if r2 < r0 goto L19
  204: goto L20
L25:
  205: r0 = *(u64 *)(r5 + 32)
  206: if r1 < r0 goto L19
  207: if r1 > r0 goto L20
  208: r0 = *(u64 *)(r5 + 40)
  209: if r2 < r0 goto L19
  210: goto L20
L26:
  211: r0 = *(u64 *)(r5 + 64)
  212: if r1 < r0 goto L19
  213: if r1 > r0 goto L20
  214: r0 = *(u64 *)(r5 + 72)
  215: if r2 < r0 goto L19
  216: goto L20
L27:
  217: r0 = *(u64 *)(r5 + 96)
  218: if r1 < r0 goto L19
  219: if r1 > r0 goto L20
  220: r0 = *(u64 *)(r5 + 104)
  221: if r2 < r0 goto L19
  222: goto L20
L28:
  223: r0 = *(u64 *)(r5 + 128)
  224: if r1 < r0 goto L19
  225: if r1 > r0 goto L20
  226: r0 = *(u64 *)(r5 + 136)
  227: if r2 < r0 goto L19
  228: goto L20
L29:
  229: r0 = *(u64 *)(r5 + 160)
  230: if r1 < r0 goto L19
  231: if r1 > r0 goto L20
  232: r0 = *(u64 *)(r5 + 168)
  233: if r2 < r0 goto L19
  234: goto L20
L30:
  235: r0 = *(u64 *)(r5 + 192)
  236: if r1 < r0 goto L19
  237: if r1 > r0 goto L20
  238: r0 = *(u64 *)(r5 + 200)
  239: if r2 < r0 goto L19
  240: goto L20
L31:
  241: r0 = *(u64 *)(r5 + 224)
  242: if r1 < r0 goto L19
  243: if r1 > r0 goto L20
  244: r0 = *(u64 *)(r5 + 232)
  245: if r2 < r0 goto L19
  246: goto L20
L23:
  247: if r3 >= 0x32aa0 goto L40
  248: r4 = r3
  249: r4 -= 0x19719
  250: r4 <<= 0x2
  251: r5 = &.rodata.d2[0] ll
  253: r5 += r4
  254: r4 = *(u32 *)(r5 + 0)
  255: if r4 > 0x1cd7f goto L19
  256: r4 <<= 0x5
  257: r5 = &.rodata.d2[413216] ll
  259: r5 += r4
  260: r6 = r1
  261: r6 ^= 0xffffffff
  262: r7 = r2
  263: r7 ^= 0xffffffff
  264: r0 = *(u64 *)(r5 + 264)
  265: r8 = r2
  266: r8 -= r0
  267: r3 = r7
  268: r3 &= r0
  269: r4 = r7
  270: r4 |= r0
  271: r4 &= r8
  272: r3 |= r4
  273: r3 >>= 0x3f
  274: r0 = *(u64 *)(r5 + 256)
  275: r8 = r1
  276: r8 -= r0
  277: r8 -= r3
  278: r3 = r6
  279: r3 &= r0
  280: r4 = r6
  281: r4 |= r0
  282: r4 &= r8
  283: r3 |= r4
  284: r3 >>= 0x3f
  285: r3 -= 0x1
  286: r3 &= 0x100
  287: r5 += r3
  288: r0 = *(u64 *)(r5 + 16)
  289: if r0 > r1 goto L41
  290: if r0 < r1 goto L49
  291: r0 = *(u64 *)(r5 + 24)
  292: if r0 >= r2 goto L41
L49:
  293: r0 = *(u64 *)(r5 + 48)
  294: if r0 > r1 goto L42
  295: if r0 < r1 goto L50
  296: r0 = *(u64 *)(r5 + 56)
  297: if r0 >= r2 goto L42
L50:
  298: r0 = *(u64 *)(r5 + 80)
  299: if r0 > r1 goto L43
  300: if r0 < r1 goto L51
  301: r0 = *(u64 *)(r5 + 88)
  302: if r0 >= r2 goto L43
L51:
  303: r0 = *(u64 *)(r5 + 112)
  304: if r0 > r1 goto L44
  305: if r0 < r1 goto L52
  306: r0 = *(u64 *)(r5 + 120)
  307: if r0 >= r2 goto L44
L52:
  308: r0 = *(u64 *)(r5 + 144)
  309: if r0 > r1 goto L45
  310: if r0 < r1 goto L53
  311: r0 = *(u64 *)(r5 + 152)
  312: if r0 >= r2 goto L45
L53:
  313: r0 = *(u64 *)(r5 + 176)
  314: if r0 > r1 goto L46
  315: if r0 < r1 goto L54
  316: r0 = *(u64 *)(r5 + 184)
  317: if r0 >= r2 goto L46
L54:
  318: r0 = *(u64 *)(r5 + 208)
  319: if r0 > r1 goto L47
  320: if r0 < r1 goto L55
  321: r0 = *(u64 *)(r5 + 216)
  322: if r0 >= r2 goto L47
L55:
  323: r0 = *(u64 *)(r5 + 240)
  324: if r0 > r1 goto L48
  325: if r0 < r1 goto L56
  326: r0 = *(u64 *)(r5 + 248)
  327: if r0 >= r2 goto L48
L56:
  328: goto L19
L41:
  329: r0 = *(u64 *)(r5 + 0)
  330: if r1 < r0 goto L19
  331: if r1 > r0 goto L20
  332: r0 = *(u64 *)(r5 + 8)
  333: if r2 < r0 goto L19
  334: goto L20
L42:
  335: r0 = *(u64 *)(r5 + 32)
  336: if r1 < r0 goto L19
  337: if r1 > r0 goto L20
  338: r0 = *(u64 *)(r5 + 40)
  339: if r2 < r0 goto L19
  340: goto L20
L43:
  341: r0 = *(u64 *)(r5 + 64)
  342: if r1 < r0 goto L19
  343: if r1 > r0 goto L20
  344: r0 = *(u64 *)(r5 + 72)
  345: if r2 < r0 goto L19
  346: goto L20
L44:
  347: r0 = *(u64 *)(r5 + 96)
  348: if r1 < r0 goto L19
  349: if r1 > r0 goto L20
  350: r0 = *(u64 *)(r5 + 104)
  351: if r2 < r0 goto L19
  352: goto L20
L45:
  353: r0 = *(u64 *)(r5 + 128)
  354: if r1 < r0 goto L19
  355: if r1 > r0 goto L20
  356: r0 = *(u64 *)(r5 + 136)
  357: if r2 < r0 goto L19
  358: goto L20
L46:
  359: r0 = *(u64 *)(r5 + 160)
  360: if r1 < r0 goto L19
  361: if r1 > r0 goto L20
  362: r0 = *(u64 *)(r5 + 168)
  363: if r2 < r0 goto L19
  364: goto L20
L47:
  365: r0 = *(u64 *)(r5 + 192)
  366: if r1 < r0 goto L19
  367: if r1 > r0 goto L20
  368: r0 = *(u64 *)(r5 + 200)
  369: if r2 < r0 goto L19
  370: goto L20
L48:
  371: r0 = *(u64 *)(r5 + 224)
  372: if r1 < r0 goto L19
  373: if r1 > r0 goto L20
  374: r0 = *(u64 *)(r5 + 232)
  375: if r2 < r0 goto L19
  376: goto L20
L40:
  377: r4 = r3
  378: r4 -= 0x32aa0
  379: r4 <<= 0x2
  380: r5 = &.rodata.d3[0] ll
  382: r5 += r4
  383: r4 = *(u32 *)(r5 + 0)
  384: if r4 > 0xf317 goto L19
  385: r4 <<= 0x5
  386: r5 = &.rodata.d3[218496] ll
  388: r5 += r4
  389: r6 = r1
  390: r6 ^= 0xffffffff
  391: r7 = r2
  392: r7 ^= 0xffffffff
  393: r0 = *(u64 *)(r5 + 264)
  394: r8 = r2
  395: r8 -= r0
  396: r3 = r7
  397: r3 &= r0
  398: r4 = r7
  399: r4 |= r0
  400: r4 &= r8
  401: r3 |= r4
  402: r3 >>= 0x3f
  403: r0 = *(u64 *)(r5 + 256)
  404: r8 = r1
  405: r8 -= r0
  406: r8 -= r3
  407: r3 = r6
  408: r3 &= r0
  409: r4 = r6
  410: r4 |= r0
  411: r4 &= r8
  412: r3 |= r4
  413: r3 >>= 0x3f
  414: r3 -= 0x1
  415: r3 &= 0x100
  416: r5 += r3
  417: r0 = *(u64 *)(r5 + 16)
  418: if r0 > r1 goto L58
  419: if r0 < r1 goto L66
  420: r0 = *(u64 *)(r5 + 24)
  421: if r0 >= r2 goto L58
L66:
  422: r0 = *(u64 *)(r5 + 48)
  423: if r0 > r1 goto L59
  424: if r0 < r1 goto L67
  425: r0 = *(u64 *)(r5 + 56)
  426: if r0 >= r2 goto L59
L67:
  427: r0 = *(u64 *)(r5 + 80)
  428: if r0 > r1 goto L60
  429: if r0 < r1 goto L68
  430: r0 = *(u64 *)(r5 + 88)
  431: if r0 >= r2 goto L60
L68:
  432: r0 = *(u64 *)(r5 + 112)
  433: if r0 > r1 goto L61
  434: if r0 < r1 goto L69
  435: r0 = *(u64 *)(r5 + 120)
  436: if r0 >= r2 goto L61
L69:
  437: r0 = *(u64 *)(r5 + 144)
  438: if r0 > r1 goto L62
  439: if r0 < r1 goto L70
  440: r0 = *(u64 *)(r5 + 152)
  441: if r0 >= r2 goto L62
L70:
  442: r0 = *(u64 *)(r5 + 176)
  443: if r0 > r1 goto L63
  444: if r0 < r1 goto L71
  445: r0 = *(u64 *)(r5 + 184)
  446: if r0 >= r2 goto L63
L71:
  447: r0 = *(u64 *)(r5 + 208)
  448: if r0 > r1 goto L64
  449: if r0 < r1 goto L72
  450: r0 = *(u64 *)(r5 + 216)
  451: if r0 >= r2 goto L64
L72:
  452: r0 = *(u64 *)(r5 + 240)
  453: if r0 > r1 goto L65
  454: if r0 < r1 goto L73
  455: r0 = *(u64 *)(r5 + 248)
  456: if r0 >= r2 goto L65
L73:
  457: goto L19
L58:
  458: r0 = *(u64 *)(r5 + 0)
  459: if r1 < r0 goto L19
  460: if r1 > r0 goto L20
  461: r0 = *(u64 *)(r5 + 8)
  462: if r2 < r0 goto L19
  463: goto L20
L59:
  464: r0 = *(u64 *)(r5 + 32)
  465: if r1 < r0 goto L19
  466: if r1 > r0 goto L20
  467: r0 = *(u64 *)(r5 + 40)
  468: if r2 < r0 goto L19
  469: goto L20
L60:
  470: r0 = *(u64 *)(r5 + 64)
  471: if r1 < r0 goto L19
  472: if r1 > r0 goto L20
  473: r0 = *(u64 *)(r5 + 72)
  474: if r2 < r0 goto L19
  475: goto L20
L61:
  476: r0 = *(u64 *)(r5 + 96)
  477: if r1 < r0 goto L19
  478: if r1 > r0 goto L20
  479: r0 = *(u64 *)(r5 + 104)
  480: if r2 < r0 goto L19
  481: goto L20
L62:
  482: r0 = *(u64 *)(r5 + 128)
  483: if r1 < r0 goto L19
  484: if r1 > r0 goto L20
  485: r0 = *(u64 *)(r5 + 136)
  486: if r2 < r0 goto L19
  487: goto L20
L63:
  488: r0 = *(u64 *)(r5 + 160)
  489: if r1 < r0 goto L19
  490: if r1 > r0 goto L20
  491: r0 = *(u64 *)(r5 + 168)
  492: if r2 < r0 goto L19
  493: goto L20
L64:
  494: r0 = *(u64 *)(r5 + 192)
  495: if r1 < r0 goto L19
  496: if r1 > r0 goto L20
  497: r0 = *(u64 *)(r5 + 200)
  498: if r2 < r0 goto L19
  499: goto L20
L65:
  500: r0 = *(u64 *)(r5 + 224)
  501: if r1 < r0 goto L19
  502: if r1 > r0 goto L20
  503: r0 = *(u64 *)(r5 + 232)
  504: if r2 < r0 goto L19
  505: goto L20
L20:
L57:
  506: *(u32 *)(r10 - 136) = 0x0
  507: *(u64 *)(r10 - 144) = 0x1
  508: goto L0
L19:
      ; default
  509: *(u32 *)(r10 - 136) = 0x1
  510: *(u64 *)(r10 - 144) = 0x2
  511: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  512: *(u32 *)(r10 - 136) = 0x2
  513: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  514: r1 = map[dropc_counters] ll
  516: r2 = r10
  517: r2 += 0xffffff78
  518: call 1
  519: if r0 == 0x0 goto L74
  520: r1 = *(u64 *)(r0 + 0)
  521: r1 += 0x1
  522: *(u64 *)(r0 + 0) = r1
  523: r1 = *(u64 *)(r10 - 152)
  524: r2 = *(u32 *)(r1 + 4)
  525: r1 = *(u32 *)(r1 + 0)
  526: r2 -= r1
  527: r1 = *(u64 *)(r0 + 8)
  528: r1 += r2
  529: *(u64 *)(r0 + 8) = r1
L74:
  530: r0 = *(u64 *)(r10 - 144)
  531: if r0 != 0x2 goto L75
      ; pass: tail call dropc_next[0] (falls through when empty)
  532: r1 = *(u64 *)(r10 - 152)
  533: r2 = map[dropc_next] ll
  535: r3 = 0x0
  536: call 12
  537: r0 = 0x2
  538: exit
L75:
  539: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  540: r1 = map[dropc_counters] ll
  542: r2 = r10
  543: r2 += 0xffffff78
  544: call 1
  545: if r0 == 0x0 goto L76
  546: r1 = *(u64 *)(r0 + 0)
  547: r1 += 0x1
  548: *(u64 *)(r0 + 0) = r1
  549: r1 = *(u64 *)(r10 - 152)
  550: r2 = *(u32 *)(r1 + 4)
  551: r1 = *(u32 *)(r1 + 0)
  552: r2 -= r1
  553: r1 = *(u64 *)(r0 + 8)
  554: r1 += r2
  555: *(u64 *)(r0 + 8) = r1
L76:
  556: r0 = *(u64 *)(r10 - 144)
  557: if r0 != 0x2 goto L77
      ; pass: tail call dropc_next[0] (falls through when empty)
  558: r1 = *(u64 *)(r10 - 152)
  559: r2 = map[dropc_next] ll
  561: r3 = 0x0
  562: call 12
  563: r0 = 0x2
  564: exit
L77:
  565: exit
