; dropc xdp program `dropc_xdp` (567 instruction slots)
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
   11: r1 = *(u32 *)(r0 + 26)
   12: r1 = be32 r1
   13: *(u64 *)(r10 - 24) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `deny` (line 9): Drop
   14: r1 = *(u64 *)(r10 - 24)
      ; set lookup: 1 bucket section(s), 4 search step(s)
   15: r3 = r1
   16: r3 <<= 0x20
   17: r3 >>= 0x2f
   18: r4 = r3
   19: r4 <<= 0x2
   20: r5 = &.rodata.d0[0] ll
   22: r5 += r4
   23: r4 = *(u32 *)(r5 + 0)
   24: if r4 > 0x515c8 goto L7
   25: r4 <<= 0x3
   26: r5 = &.rodata.d0[524288] ll
   28: r5 += r4
   29: r0 = r1
   30: r0 += 0x1
   31: r4 = *(u32 *)(r5 + 64)
   32: r4 -= r0
   33: r4 s>>= 0x3f
   34: r4 &= 0x40
   35: r5 += r4
   36: r4 = *(u32 *)(r5 + 4)
   37: if r4 >= r1 goto L10
   38: r4 = *(u32 *)(r5 + 12)
   39: if r4 >= r1 goto L11
   40: r4 = *(u32 *)(r5 + 20)
   41: if r4 >= r1 goto L12
   42: r4 = *(u32 *)(r5 + 28)
   43: if r4 >= r1 goto L13
   44: r4 = *(u32 *)(r5 + 36)
   45: if r4 >= r1 goto L14
   46: r4 = *(u32 *)(r5 + 44)
   47: if r4 >= r1 goto L15
   48: r4 = *(u32 *)(r5 + 52)
   49: if r4 >= r1 goto L16
   50: r4 = *(u32 *)(r5 + 60)
   51: if r4 >= r1 goto L17
   52: goto L7
L10:
   53: r4 = *(u32 *)(r5 + 0)
   54: if r4 > r1 goto L7
   55: goto L8
L11:
   56: r4 = *(u32 *)(r5 + 8)
   57: if r4 > r1 goto L7
   58: goto L8
L12:
   59: r4 = *(u32 *)(r5 + 16)
   60: if r4 > r1 goto L7
   61: goto L8
L13:
   62: r4 = *(u32 *)(r5 + 24)
   63: if r4 > r1 goto L7
   64: goto L8
L14:
   65: r4 = *(u32 *)(r5 + 32)
   66: if r4 > r1 goto L7
   67: goto L8
L15:
   68: r4 = *(u32 *)(r5 + 40)
   69: if r4 > r1 goto L7
   70: goto L8
L16:
   71: r4 = *(u32 *)(r5 + 48)
   72: if r4 > r1 goto L7
   73: goto L8
L17:
   74: r4 = *(u32 *)(r5 + 56)
   75: if r4 > r1 goto L7
   76: goto L8
L8:
L9:
   77: *(u32 *)(r10 - 136) = 0x0
   78: *(u64 *)(r10 - 144) = 0x1
   79: goto L0
L7:
      ; default
   80: *(u32 *)(r10 - 136) = 0x1
   81: *(u64 *)(r10 - 144) = 0x2
   82: goto L0
L4:
   83: if w1 == 0xdd86 goto L5
   84: if w1 == 0x81 goto L18
   85: if w1 != 0xa888 goto L1
L18:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   86: r2 = r0
   87: r2 += 0x12
   88: if r2 > r3 goto L1
   89: r1 = *(u16 *)(r0 + 16)
   90: r0 += 0x4
   91: if w1 == 0x8 goto L6
   92: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   93: r2 = r0
   94: r2 += 0x36
   95: if r2 > r3 goto L1
   96: r1 = *(u64 *)(r0 + 22)
   97: r1 = be64 r1
   98: *(u64 *)(r10 - 40) = r1
   99: r1 = *(u64 *)(r0 + 30)
  100: r1 = be64 r1
  101: *(u64 *)(r10 - 48) = r1
L3:
      ; rules for IPv6 packets
      ; rule 0 `deny` (line 9): Drop
  102: r1 = *(u64 *)(r10 - 40)
  103: r2 = *(u64 *)(r10 - 48)
      ; set lookup: 3 bucket section(s), 4 search step(s)
  104: r3 = 0x277ffb529f3c ll
  106: if r1 > r3 goto L21
  107: if r1 < r3 goto L19
  108: r3 = 0x0
  109: if r2 < r3 goto L19
L21:
  110: r3 = 0xffffdfce4c1d35ff ll
  112: if r1 < r3 goto L22
  113: if r1 > r3 goto L19
  114: r3 = 0xffffffffffffffff ll
  116: if r2 > r3 goto L19
L22:
  117: r3 = r1
  118: r3 >>= 0x2e
  119: if r3 >= 0x19719 goto L23
  120: r4 = r3
  121: r4 <<= 0x2
  122: r5 = &.rodata.d1[0] ll
  124: r5 += r4
  125: r4 = *(u32 *)(r5 + 0)
  126: if r4 > 0x1cd0c goto L19
  127: r4 <<= 0x5
  128: r5 = &.rodata.d1[416872] ll
  130: r5 += r4
  131: r6 = r1
  132: r6 ^= 0xffffffff
  133: r7 = r2
  134: r7 ^= 0xffffffff
  135: r0 = *(u64 *)(r5 + 264)
  136: r8 = r2
  137: r8 -= r0
  138: r3 = r7
  139: r3 &= r0
  140: r4 = r7
  141: r4 |= r0
  142: r4 &= r8
  143: r3 |= r4
  144: r3 >>= 0x3f
  145: r0 = *(u64 *)(r5 + 256)
  146: r8 = r1
  147: r8 -= r0
  148: r8 -= r3
  149: r3 = r6
  150: r3 &= r0
  151: r4 = r6
  152: r4 |= r0
  153: r4 &= r8
  154: r3 |= r4
  155: r3 >>= 0x3f
  156: r3 -= 0x1
  157: r3 &= 0x100
  158: r5 += r3
  159: r0 = *(u64 *)(r5 + 16)
  160: if r0 > r1 goto L24
  161: if r0 < r1 goto L32
  162: r0 = *(u64 *)(r5 + 24)
  163: if r0 >= r2 goto L24
L32:
  164: r0 = *(u64 *)(r5 + 48)
  165: if r0 > r1 goto L25
  166: if r0 < r1 goto L33
  167: r0 = *(u64 *)(r5 + 56)
  168: if r0 >= r2 goto L25
L33:
  169: r0 = *(u64 *)(r5 + 80)
  170: if r0 > r1 goto L26
  171: if r0 < r1 goto L34
  172: r0 = *(u64 *)(r5 + 88)
  173: if r0 >= r2 goto L26
L34:
  174: r0 = *(u64 *)(r5 + 112)
  175: if r0 > r1 goto L27
  176: if r0 < r1 goto L35
  177: r0 = *(u64 *)(r5 + 120)
  178: if r0 >= r2 goto L27
L35:
  179: r0 = *(u64 *)(r5 + 144)
  180: if r0 > r1 goto L28
  181: if r0 < r1 goto L36
  182: r0 = *(u64 *)(r5 + 152)
  183: if r0 >= r2 goto L28
L36:
  184: r0 = *(u64 *)(r5 + 176)
  185: if r0 > r1 goto L29
  186: if r0 < r1 goto L37
  187: r0 = *(u64 *)(r5 + 184)
  188: if r0 >= r2 goto L29
L37:
  189: r0 = *(u64 *)(r5 + 208)
  190: if r0 > r1 goto L30
  191: if r0 < r1 goto L38
  192: r0 = *(u64 *)(r5 + 216)
  193: if r0 >= r2 goto L30
L38:
  194: r0 = *(u64 *)(r5 + 240)
  195: if r0 > r1 goto L31
  196: if r0 < r1 goto L39
  197: r0 = *(u64 *)(r5 + 248)
  198: if r0 >= r2 goto L31
L39:
  199: goto L19
L24:
  200: r0 = *(u64 *)(r5 + 0)
  201: if r1 < r0 goto L19
  202: if r1 > r0 goto L20
  203: r0 = *(u64 *)(r5 + 8)
  204: if r2 < r0 goto L19
  205: goto L20
L25:
  206: r0 = *(u64 *)(r5 + 32)
  207: if r1 < r0 goto L19
  208: if r1 > r0 goto L20
  209: r0 = *(u64 *)(r5 + 40)
  210: if r2 < r0 goto L19
  211: goto L20
L26:
  212: r0 = *(u64 *)(r5 + 64)
  213: if r1 < r0 goto L19
  214: if r1 > r0 goto L20
  215: r0 = *(u64 *)(r5 + 72)
  216: if r2 < r0 goto L19
  217: goto L20
L27:
  218: r0 = *(u64 *)(r5 + 96)
  219: if r1 < r0 goto L19
  220: if r1 > r0 goto L20
  221: r0 = *(u64 *)(r5 + 104)
  222: if r2 < r0 goto L19
  223: goto L20
L28:
  224: r0 = *(u64 *)(r5 + 128)
  225: if r1 < r0 goto L19
  226: if r1 > r0 goto L20
  227: r0 = *(u64 *)(r5 + 136)
  228: if r2 < r0 goto L19
  229: goto L20
L29:
  230: r0 = *(u64 *)(r5 + 160)
  231: if r1 < r0 goto L19
  232: if r1 > r0 goto L20
  233: r0 = *(u64 *)(r5 + 168)
  234: if r2 < r0 goto L19
  235: goto L20
L30:
  236: r0 = *(u64 *)(r5 + 192)
  237: if r1 < r0 goto L19
  238: if r1 > r0 goto L20
  239: r0 = *(u64 *)(r5 + 200)
  240: if r2 < r0 goto L19
  241: goto L20
L31:
  242: r0 = *(u64 *)(r5 + 224)
  243: if r1 < r0 goto L19
  244: if r1 > r0 goto L20
  245: r0 = *(u64 *)(r5 + 232)
  246: if r2 < r0 goto L19
  247: goto L20
L23:
  248: if r3 >= 0x32aa0 goto L40
  249: r4 = r3
  250: r4 -= 0x19719
  251: r4 <<= 0x2
  252: r5 = &.rodata.d2[0] ll
  254: r5 += r4
  255: r4 = *(u32 *)(r5 + 0)
  256: if r4 > 0x1cd7f goto L19
  257: r4 <<= 0x5
  258: r5 = &.rodata.d2[413216] ll
  260: r5 += r4
  261: r6 = r1
  262: r6 ^= 0xffffffff
  263: r7 = r2
  264: r7 ^= 0xffffffff
  265: r0 = *(u64 *)(r5 + 264)
  266: r8 = r2
  267: r8 -= r0
  268: r3 = r7
  269: r3 &= r0
  270: r4 = r7
  271: r4 |= r0
  272: r4 &= r8
  273: r3 |= r4
  274: r3 >>= 0x3f
  275: r0 = *(u64 *)(r5 + 256)
  276: r8 = r1
  277: r8 -= r0
  278: r8 -= r3
  279: r3 = r6
  280: r3 &= r0
  281: r4 = r6
  282: r4 |= r0
  283: r4 &= r8
  284: r3 |= r4
  285: r3 >>= 0x3f
  286: r3 -= 0x1
  287: r3 &= 0x100
  288: r5 += r3
  289: r0 = *(u64 *)(r5 + 16)
  290: if r0 > r1 goto L41
  291: if r0 < r1 goto L49
  292: r0 = *(u64 *)(r5 + 24)
  293: if r0 >= r2 goto L41
L49:
  294: r0 = *(u64 *)(r5 + 48)
  295: if r0 > r1 goto L42
  296: if r0 < r1 goto L50
  297: r0 = *(u64 *)(r5 + 56)
  298: if r0 >= r2 goto L42
L50:
  299: r0 = *(u64 *)(r5 + 80)
  300: if r0 > r1 goto L43
  301: if r0 < r1 goto L51
  302: r0 = *(u64 *)(r5 + 88)
  303: if r0 >= r2 goto L43
L51:
  304: r0 = *(u64 *)(r5 + 112)
  305: if r0 > r1 goto L44
  306: if r0 < r1 goto L52
  307: r0 = *(u64 *)(r5 + 120)
  308: if r0 >= r2 goto L44
L52:
  309: r0 = *(u64 *)(r5 + 144)
  310: if r0 > r1 goto L45
  311: if r0 < r1 goto L53
  312: r0 = *(u64 *)(r5 + 152)
  313: if r0 >= r2 goto L45
L53:
  314: r0 = *(u64 *)(r5 + 176)
  315: if r0 > r1 goto L46
  316: if r0 < r1 goto L54
  317: r0 = *(u64 *)(r5 + 184)
  318: if r0 >= r2 goto L46
L54:
  319: r0 = *(u64 *)(r5 + 208)
  320: if r0 > r1 goto L47
  321: if r0 < r1 goto L55
  322: r0 = *(u64 *)(r5 + 216)
  323: if r0 >= r2 goto L47
L55:
  324: r0 = *(u64 *)(r5 + 240)
  325: if r0 > r1 goto L48
  326: if r0 < r1 goto L56
  327: r0 = *(u64 *)(r5 + 248)
  328: if r0 >= r2 goto L48
L56:
  329: goto L19
L41:
  330: r0 = *(u64 *)(r5 + 0)
  331: if r1 < r0 goto L19
  332: if r1 > r0 goto L20
  333: r0 = *(u64 *)(r5 + 8)
  334: if r2 < r0 goto L19
  335: goto L20
L42:
  336: r0 = *(u64 *)(r5 + 32)
  337: if r1 < r0 goto L19
  338: if r1 > r0 goto L20
  339: r0 = *(u64 *)(r5 + 40)
  340: if r2 < r0 goto L19
  341: goto L20
L43:
  342: r0 = *(u64 *)(r5 + 64)
  343: if r1 < r0 goto L19
  344: if r1 > r0 goto L20
  345: r0 = *(u64 *)(r5 + 72)
  346: if r2 < r0 goto L19
  347: goto L20
L44:
  348: r0 = *(u64 *)(r5 + 96)
  349: if r1 < r0 goto L19
  350: if r1 > r0 goto L20
  351: r0 = *(u64 *)(r5 + 104)
  352: if r2 < r0 goto L19
  353: goto L20
L45:
  354: r0 = *(u64 *)(r5 + 128)
  355: if r1 < r0 goto L19
  356: if r1 > r0 goto L20
  357: r0 = *(u64 *)(r5 + 136)
  358: if r2 < r0 goto L19
  359: goto L20
L46:
  360: r0 = *(u64 *)(r5 + 160)
  361: if r1 < r0 goto L19
  362: if r1 > r0 goto L20
  363: r0 = *(u64 *)(r5 + 168)
  364: if r2 < r0 goto L19
  365: goto L20
L47:
  366: r0 = *(u64 *)(r5 + 192)
  367: if r1 < r0 goto L19
  368: if r1 > r0 goto L20
  369: r0 = *(u64 *)(r5 + 200)
  370: if r2 < r0 goto L19
  371: goto L20
L48:
  372: r0 = *(u64 *)(r5 + 224)
  373: if r1 < r0 goto L19
  374: if r1 > r0 goto L20
  375: r0 = *(u64 *)(r5 + 232)
  376: if r2 < r0 goto L19
  377: goto L20
L40:
  378: r4 = r3
  379: r4 -= 0x32aa0
  380: r4 <<= 0x2
  381: r5 = &.rodata.d3[0] ll
  383: r5 += r4
  384: r4 = *(u32 *)(r5 + 0)
  385: if r4 > 0xf317 goto L19
  386: r4 <<= 0x5
  387: r5 = &.rodata.d3[218496] ll
  389: r5 += r4
  390: r6 = r1
  391: r6 ^= 0xffffffff
  392: r7 = r2
  393: r7 ^= 0xffffffff
  394: r0 = *(u64 *)(r5 + 264)
  395: r8 = r2
  396: r8 -= r0
  397: r3 = r7
  398: r3 &= r0
  399: r4 = r7
  400: r4 |= r0
  401: r4 &= r8
  402: r3 |= r4
  403: r3 >>= 0x3f
  404: r0 = *(u64 *)(r5 + 256)
  405: r8 = r1
  406: r8 -= r0
  407: r8 -= r3
  408: r3 = r6
  409: r3 &= r0
  410: r4 = r6
  411: r4 |= r0
  412: r4 &= r8
  413: r3 |= r4
  414: r3 >>= 0x3f
  415: r3 -= 0x1
  416: r3 &= 0x100
  417: r5 += r3
  418: r0 = *(u64 *)(r5 + 16)
  419: if r0 > r1 goto L58
  420: if r0 < r1 goto L66
  421: r0 = *(u64 *)(r5 + 24)
  422: if r0 >= r2 goto L58
L66:
  423: r0 = *(u64 *)(r5 + 48)
  424: if r0 > r1 goto L59
  425: if r0 < r1 goto L67
  426: r0 = *(u64 *)(r5 + 56)
  427: if r0 >= r2 goto L59
L67:
  428: r0 = *(u64 *)(r5 + 80)
  429: if r0 > r1 goto L60
  430: if r0 < r1 goto L68
  431: r0 = *(u64 *)(r5 + 88)
  432: if r0 >= r2 goto L60
L68:
  433: r0 = *(u64 *)(r5 + 112)
  434: if r0 > r1 goto L61
  435: if r0 < r1 goto L69
  436: r0 = *(u64 *)(r5 + 120)
  437: if r0 >= r2 goto L61
L69:
  438: r0 = *(u64 *)(r5 + 144)
  439: if r0 > r1 goto L62
  440: if r0 < r1 goto L70
  441: r0 = *(u64 *)(r5 + 152)
  442: if r0 >= r2 goto L62
L70:
  443: r0 = *(u64 *)(r5 + 176)
  444: if r0 > r1 goto L63
  445: if r0 < r1 goto L71
  446: r0 = *(u64 *)(r5 + 184)
  447: if r0 >= r2 goto L63
L71:
  448: r0 = *(u64 *)(r5 + 208)
  449: if r0 > r1 goto L64
  450: if r0 < r1 goto L72
  451: r0 = *(u64 *)(r5 + 216)
  452: if r0 >= r2 goto L64
L72:
  453: r0 = *(u64 *)(r5 + 240)
  454: if r0 > r1 goto L65
  455: if r0 < r1 goto L73
  456: r0 = *(u64 *)(r5 + 248)
  457: if r0 >= r2 goto L65
L73:
  458: goto L19
L58:
  459: r0 = *(u64 *)(r5 + 0)
  460: if r1 < r0 goto L19
  461: if r1 > r0 goto L20
  462: r0 = *(u64 *)(r5 + 8)
  463: if r2 < r0 goto L19
  464: goto L20
L59:
  465: r0 = *(u64 *)(r5 + 32)
  466: if r1 < r0 goto L19
  467: if r1 > r0 goto L20
  468: r0 = *(u64 *)(r5 + 40)
  469: if r2 < r0 goto L19
  470: goto L20
L60:
  471: r0 = *(u64 *)(r5 + 64)
  472: if r1 < r0 goto L19
  473: if r1 > r0 goto L20
  474: r0 = *(u64 *)(r5 + 72)
  475: if r2 < r0 goto L19
  476: goto L20
L61:
  477: r0 = *(u64 *)(r5 + 96)
  478: if r1 < r0 goto L19
  479: if r1 > r0 goto L20
  480: r0 = *(u64 *)(r5 + 104)
  481: if r2 < r0 goto L19
  482: goto L20
L62:
  483: r0 = *(u64 *)(r5 + 128)
  484: if r1 < r0 goto L19
  485: if r1 > r0 goto L20
  486: r0 = *(u64 *)(r5 + 136)
  487: if r2 < r0 goto L19
  488: goto L20
L63:
  489: r0 = *(u64 *)(r5 + 160)
  490: if r1 < r0 goto L19
  491: if r1 > r0 goto L20
  492: r0 = *(u64 *)(r5 + 168)
  493: if r2 < r0 goto L19
  494: goto L20
L64:
  495: r0 = *(u64 *)(r5 + 192)
  496: if r1 < r0 goto L19
  497: if r1 > r0 goto L20
  498: r0 = *(u64 *)(r5 + 200)
  499: if r2 < r0 goto L19
  500: goto L20
L65:
  501: r0 = *(u64 *)(r5 + 224)
  502: if r1 < r0 goto L19
  503: if r1 > r0 goto L20
  504: r0 = *(u64 *)(r5 + 232)
  505: if r2 < r0 goto L19
  506: goto L20
L20:
L57:
  507: *(u32 *)(r10 - 136) = 0x0
  508: *(u64 *)(r10 - 144) = 0x1
  509: goto L0
L19:
      ; default
  510: *(u32 *)(r10 - 136) = 0x1
  511: *(u64 *)(r10 - 144) = 0x2
  512: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  513: *(u32 *)(r10 - 136) = 0x2
  514: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  515: r1 = map[dropc_counters] ll
  517: r2 = r10
  518: r2 += 0xffffff78
  519: call 1
  520: if r0 == 0x0 goto L74
  521: r1 = *(u64 *)(r0 + 0)
  522: r1 += 0x1
  523: *(u64 *)(r0 + 0) = r1
  524: r1 = *(u64 *)(r10 - 152)
  525: r2 = *(u32 *)(r1 + 4)
  526: r1 = *(u32 *)(r1 + 0)
  527: r2 -= r1
  528: r1 = *(u64 *)(r0 + 8)
  529: r1 += r2
  530: *(u64 *)(r0 + 8) = r1
L74:
  531: r0 = *(u64 *)(r10 - 144)
  532: if r0 != 0x2 goto L75
      ; pass: tail call dropc_next[0] (falls through when empty)
  533: r1 = *(u64 *)(r10 - 152)
  534: r2 = map[dropc_next] ll
  536: r3 = 0x0
  537: call 12
  538: r0 = 0x2
  539: exit
L75:
  540: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  541: r1 = map[dropc_counters] ll
  543: r2 = r10
  544: r2 += 0xffffff78
  545: call 1
  546: if r0 == 0x0 goto L76
  547: r1 = *(u64 *)(r0 + 0)
  548: r1 += 0x1
  549: *(u64 *)(r0 + 0) = r1
  550: r1 = *(u64 *)(r10 - 152)
  551: r2 = *(u32 *)(r1 + 4)
  552: r1 = *(u32 *)(r1 + 0)
  553: r2 -= r1
  554: r1 = *(u64 *)(r0 + 8)
  555: r1 += r2
  556: *(u64 *)(r0 + 8) = r1
L76:
  557: r0 = *(u64 *)(r10 - 144)
  558: if r0 != 0x2 goto L77
      ; pass: tail call dropc_next[0] (falls through when empty)
  559: r1 = *(u64 *)(r10 - 152)
  560: r2 = map[dropc_next] ll
  562: r3 = 0x0
  563: call 12
  564: r0 = 0x2
  565: exit
L77:
  566: exit
