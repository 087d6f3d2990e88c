; dropc tc program `dropc_tc` (560 instruction slots)
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
   23: r9 = *(u32 *)(r0 + 26)
   24: r9 = be32 r9
L2:
      ; rules for IPv4 packets
      ; rule 0 `deny` (line 9): Drop
   25: r1 = r9
      ; set lookup: 1 bucket section(s), 4 search step(s)
   26: r3 = r1
   27: r3 <<= 0x20
   28: r3 >>= 0x2f
   29: r4 = r3
   30: r4 <<= 0x2
   31: r5 = &.rodata.d0[0] ll
   33: r5 += r4
   34: r4 = *(u32 *)(r5 + 0)
   35: if r4 > 0x515c8 goto L9
   36: r4 <<= 0x3
   37: r5 = &.rodata.d0[524288] ll
   39: r5 += r4
   40: r0 = r1
   41: r0 += 0x1
   42: r4 = *(u32 *)(r5 + 64)
   43: r4 -= r0
   44: r4 s>>= 0x3f
   45: r4 &= 0x40
   46: r5 += r4
   47: r4 = *(u32 *)(r5 + 4)
   48: if r4 >= r1 goto L12
   49: r4 = *(u32 *)(r5 + 12)
   50: if r4 >= r1 goto L13
   51: r4 = *(u32 *)(r5 + 20)
   52: if r4 >= r1 goto L14
   53: r4 = *(u32 *)(r5 + 28)
   54: if r4 >= r1 goto L15
   55: r4 = *(u32 *)(r5 + 36)
   56: if r4 >= r1 goto L16
   57: r4 = *(u32 *)(r5 + 44)
   58: if r4 >= r1 goto L17
   59: r4 = *(u32 *)(r5 + 52)
   60: if r4 >= r1 goto L18
   61: r4 = *(u32 *)(r5 + 60)
   62: if r4 >= r1 goto L19
   63: goto L9
L12:
   64: r4 = *(u32 *)(r5 + 0)
   65: if r4 > r1 goto L9
   66: goto L10
L13:
   67: r4 = *(u32 *)(r5 + 8)
   68: if r4 > r1 goto L9
   69: goto L10
L14:
   70: r4 = *(u32 *)(r5 + 16)
   71: if r4 > r1 goto L9
   72: goto L10
L15:
   73: r4 = *(u32 *)(r5 + 24)
   74: if r4 > r1 goto L9
   75: goto L10
L16:
   76: r4 = *(u32 *)(r5 + 32)
   77: if r4 > r1 goto L9
   78: goto L10
L17:
   79: r4 = *(u32 *)(r5 + 40)
   80: if r4 > r1 goto L9
   81: goto L10
L18:
   82: r4 = *(u32 *)(r5 + 48)
   83: if r4 > r1 goto L9
   84: goto L10
L19:
   85: r4 = *(u32 *)(r5 + 56)
   86: if r4 > r1 goto L9
   87: goto L10
L10:
L11:
   88: *(u32 *)(r10 - 136) = 0x0
   89: *(u64 *)(r10 - 144) = 0x2
   90: goto L0
L9:
      ; default
   91: *(u32 *)(r10 - 136) = 0x1
   92: *(u64 *)(r10 - 144) = 0xffffffff
   93: goto L0
L6:
   94: if w1 == 0xdd86 goto L7
   95: if w1 == 0x81 goto L20
   96: if w1 != 0xa888 goto L1
L20:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   97: r2 = *(u32 *)(r6 + 20)
   98: if r2 != 0x0 goto L1
   99: r2 = r0
  100: r2 += 0x12
  101: if r2 > r3 goto L1
  102: r1 = *(u16 *)(r0 + 16)
  103: r0 += 0x4
  104: if w1 == 0x8 goto L8
  105: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  106: r2 = r0
  107: r2 += 0x36
  108: if r2 > r3 goto L1
  109: r1 = *(u64 *)(r0 + 22)
  110: r1 = be64 r1
  111: *(u64 *)(r10 - 40) = r1
  112: r1 = *(u64 *)(r0 + 30)
  113: r1 = be64 r1
  114: *(u64 *)(r10 - 48) = r1
L3:
      ; rules for IPv6 packets
      ; rule 0 `deny` (line 9): Drop
  115: r1 = *(u64 *)(r10 - 40)
  116: r2 = *(u64 *)(r10 - 48)
      ; set lookup: 3 bucket section(s), 4 search step(s)
  117: r3 = 0x277ffb529f3c ll
  119: if r1 > r3 goto L23
  120: if r1 < r3 goto L21
  121: r3 = 0x0
  122: if r2 < r3 goto L21
L23:
  123: r3 = 0xffffdfce4c1d35ff ll
  125: if r1 < r3 goto L24
  126: if r1 > r3 goto L21
  127: r3 = 0xffffffffffffffff ll
  129: if r2 > r3 goto L21
L24:
  130: r3 = r1
  131: r3 >>= 0x2e
  132: if r3 >= 0x19719 goto L25
  133: r4 = r3
  134: r4 <<= 0x2
  135: r5 = &.rodata.d1[0] ll
  137: r5 += r4
  138: r4 = *(u32 *)(r5 + 0)
  139: if r4 > 0x1cd0c goto L21
  140: r4 <<= 0x5
  141: r5 = &.rodata.d1[416872] ll
  143: r5 += r4
  144: r6 = r1
  145: r6 ^= 0xffffffff
  146: r7 = r2
  147: r7 ^= 0xffffffff
  148: r0 = *(u64 *)(r5 + 264)
  149: r8 = r2
  150: r8 -= r0
  151: r3 = r7
  152: r3 &= r0
  153: r4 = r7
  154: r4 |= r0
  155: r4 &= r8
  156: r3 |= r4
  157: r3 >>= 0x3f
  158: r0 = *(u64 *)(r5 + 256)
  159: r8 = r1
  160: r8 -= r0
  161: r8 -= r3
  162: r3 = r6
  163: r3 &= r0
  164: r4 = r6
  165: r4 |= r0
  166: r4 &= r8
  167: r3 |= r4
  168: r3 >>= 0x3f
  169: r3 -= 0x1
  170: r3 &= 0x100
  171: r5 += r3
  172: r0 = *(u64 *)(r5 + 16)
  173: if r0 > r1 goto L26
  174: if r0 < r1 goto L34
  175: r0 = *(u64 *)(r5 + 24)
  176: if r0 >= r2 goto L26
L34:
  177: r0 = *(u64 *)(r5 + 48)
  178: if r0 > r1 goto L27
  179: if r0 < r1 goto L35
  180: r0 = *(u64 *)(r5 + 56)
  181: if r0 >= r2 goto L27
L35:
  182: r0 = *(u64 *)(r5 + 80)
  183: if r0 > r1 goto L28
  184: if r0 < r1 goto L36
  185: r0 = *(u64 *)(r5 + 88)
  186: if r0 >= r2 goto L28
L36:
  187: r0 = *(u64 *)(r5 + 112)
  188: if r0 > r1 goto L29
  189: if r0 < r1 goto L37
  190: r0 = *(u64 *)(r5 + 120)
  191: if r0 >= r2 goto L29
L37:
  192: r0 = *(u64 *)(r5 + 144)
  193: if r0 > r1 goto L30
  194: if r0 < r1 goto L38
  195: r0 = *(u64 *)(r5 + 152)
  196: if r0 >= r2 goto L30
L38:
  197: r0 = *(u64 *)(r5 + 176)
  198: if r0 > r1 goto L31
  199: if r0 < r1 goto L39
  200: r0 = *(u64 *)(r5 + 184)
  201: if r0 >= r2 goto L31
L39:
  202: r0 = *(u64 *)(r5 + 208)
  203: if r0 > r1 goto L32
  204: if r0 < r1 goto L40
  205: r0 = *(u64 *)(r5 + 216)
  206: if r0 >= r2 goto L32
L40:
  207: r0 = *(u64 *)(r5 + 240)
  208: if r0 > r1 goto L33
  209: if r0 < r1 goto L41
  210: r0 = *(u64 *)(r5 + 248)
  211: if r0 >= r2 goto L33
L41:
  212: goto L21
L26:
  213: r0 = *(u64 *)(r5 + 0)
  214: if r1 < r0 goto L21
  215: if r1 > r0 goto L22
  216: r0 = *(u64 *)(r5 + 8)
  217: if r2 < r0 goto L21
  218: goto L22
L27:
  219: r0 = *(u64 *)(r5 + 32)
  220: if r1 < r0 goto L21
  221: if r1 > r0 goto L22
  222: r0 = *(u64 *)(r5 + 40)
  223: if r2 < r0 goto L21
  224: goto L22
L28:
  225: r0 = *(u64 *)(r5 + 64)
  226: if r1 < r0 goto L21
  227: if r1 > r0 goto L22
  228: r0 = *(u64 *)(r5 + 72)
  229: if r2 < r0 goto L21
  230: goto L22
L29:
  231: r0 = *(u64 *)(r5 + 96)
  232: if r1 < r0 goto L21
  233: if r1 > r0 goto L22
  234: r0 = *(u64 *)(r5 + 104)
  235: if r2 < r0 goto L21
  236: goto L22
L30:
  237: r0 = *(u64 *)(r5 + 128)
  238: if r1 < r0 goto L21
  239: if r1 > r0 goto L22
  240: r0 = *(u64 *)(r5 + 136)
  241: if r2 < r0 goto L21
  242: goto L22
L31:
  243: r0 = *(u64 *)(r5 + 160)
  244: if r1 < r0 goto L21
  245: if r1 > r0 goto L22
  246: r0 = *(u64 *)(r5 + 168)
  247: if r2 < r0 goto L21
  248: goto L22
L32:
  249: r0 = *(u64 *)(r5 + 192)
  250: if r1 < r0 goto L21
  251: if r1 > r0 goto L22
  252: r0 = *(u64 *)(r5 + 200)
  253: if r2 < r0 goto L21
  254: goto L22
L33:
  255: r0 = *(u64 *)(r5 + 224)
  256: if r1 < r0 goto L21
  257: if r1 > r0 goto L22
  258: r0 = *(u64 *)(r5 + 232)
  259: if r2 < r0 goto L21
  260: goto L22
L25:
  261: if r3 >= 0x32aa0 goto L42
  262: r4 = r3
  263: r4 -= 0x19719
  264: r4 <<= 0x2
  265: r5 = &.rodata.d2[0] ll
  267: r5 += r4
  268: r4 = *(u32 *)(r5 + 0)
  269: if r4 > 0x1cd7f goto L21
  270: r4 <<= 0x5
  271: r5 = &.rodata.d2[413216] ll
  273: r5 += r4
  274: r6 = r1
  275: r6 ^= 0xffffffff
  276: r7 = r2
  277: r7 ^= 0xffffffff
  278: r0 = *(u64 *)(r5 + 264)
  279: r8 = r2
  280: r8 -= r0
  281: r3 = r7
  282: r3 &= r0
  283: r4 = r7
  284: r4 |= r0
  285: r4 &= r8
  286: r3 |= r4
  287: r3 >>= 0x3f
  288: r0 = *(u64 *)(r5 + 256)
  289: r8 = r1
  290: r8 -= r0
  291: r8 -= r3
  292: r3 = r6
  293: r3 &= r0
  294: r4 = r6
  295: r4 |= r0
  296: r4 &= r8
  297: r3 |= r4
  298: r3 >>= 0x3f
  299: r3 -= 0x1
  300: r3 &= 0x100
  301: r5 += r3
  302: r0 = *(u64 *)(r5 + 16)
  303: if r0 > r1 goto L43
  304: if r0 < r1 goto L51
  305: r0 = *(u64 *)(r5 + 24)
  306: if r0 >= r2 goto L43
L51:
  307: r0 = *(u64 *)(r5 + 48)
  308: if r0 > r1 goto L44
  309: if r0 < r1 goto L52
  310: r0 = *(u64 *)(r5 + 56)
  311: if r0 >= r2 goto L44
L52:
  312: r0 = *(u64 *)(r5 + 80)
  313: if r0 > r1 goto L45
  314: if r0 < r1 goto L53
  315: r0 = *(u64 *)(r5 + 88)
  316: if r0 >= r2 goto L45
L53:
  317: r0 = *(u64 *)(r5 + 112)
  318: if r0 > r1 goto L46
  319: if r0 < r1 goto L54
  320: r0 = *(u64 *)(r5 + 120)
  321: if r0 >= r2 goto L46
L54:
  322: r0 = *(u64 *)(r5 + 144)
  323: if r0 > r1 goto L47
  324: if r0 < r1 goto L55
  325: r0 = *(u64 *)(r5 + 152)
  326: if r0 >= r2 goto L47
L55:
  327: r0 = *(u64 *)(r5 + 176)
  328: if r0 > r1 goto L48
  329: if r0 < r1 goto L56
  330: r0 = *(u64 *)(r5 + 184)
  331: if r0 >= r2 goto L48
L56:
  332: r0 = *(u64 *)(r5 + 208)
  333: if r0 > r1 goto L49
  334: if r0 < r1 goto L57
  335: r0 = *(u64 *)(r5 + 216)
  336: if r0 >= r2 goto L49
L57:
  337: r0 = *(u64 *)(r5 + 240)
  338: if r0 > r1 goto L50
  339: if r0 < r1 goto L58
  340: r0 = *(u64 *)(r5 + 248)
  341: if r0 >= r2 goto L50
L58:
  342: goto L21
L43:
  343: r0 = *(u64 *)(r5 + 0)
  344: if r1 < r0 goto L21
  345: if r1 > r0 goto L22
  346: r0 = *(u64 *)(r5 + 8)
  347: if r2 < r0 goto L21
  348: goto L22
L44:
  349: r0 = *(u64 *)(r5 + 32)
  350: if r1 < r0 goto L21
  351: if r1 > r0 goto L22
  352: r0 = *(u64 *)(r5 + 40)
  353: if r2 < r0 goto L21
  354: goto L22
L45:
  355: r0 = *(u64 *)(r5 + 64)
  356: if r1 < r0 goto L21
  357: if r1 > r0 goto L22
  358: r0 = *(u64 *)(r5 + 72)
  359: if r2 < r0 goto L21
  360: goto L22
L46:
  361: r0 = *(u64 *)(r5 + 96)
  362: if r1 < r0 goto L21
  363: if r1 > r0 goto L22
  364: r0 = *(u64 *)(r5 + 104)
  365: if r2 < r0 goto L21
  366: goto L22
L47:
  367: r0 = *(u64 *)(r5 + 128)
  368: if r1 < r0 goto L21
  369: if r1 > r0 goto L22
  370: r0 = *(u64 *)(r5 + 136)
  371: if r2 < r0 goto L21
  372: goto L22
L48:
  373: r0 = *(u64 *)(r5 + 160)
  374: if r1 < r0 goto L21
  375: if r1 > r0 goto L22
  376: r0 = *(u64 *)(r5 + 168)
  377: if r2 < r0 goto L21
  378: goto L22
L49:
  379: r0 = *(u64 *)(r5 + 192)
  380: if r1 < r0 goto L21
  381: if r1 > r0 goto L22
  382: r0 = *(u64 *)(r5 + 200)
  383: if r2 < r0 goto L21
  384: goto L22
L50:
  385: r0 = *(u64 *)(r5 + 224)
  386: if r1 < r0 goto L21
  387: if r1 > r0 goto L22
  388: r0 = *(u64 *)(r5 + 232)
  389: if r2 < r0 goto L21
  390: goto L22
L42:
  391: r4 = r3
  392: r4 -= 0x32aa0
  393: r4 <<= 0x2
  394: r5 = &.rodata.d3[0] ll
  396: r5 += r4
  397: r4 = *(u32 *)(r5 + 0)
  398: if r4 > 0xf317 goto L21
  399: r4 <<= 0x5
  400: r5 = &.rodata.d3[218496] ll
  402: r5 += r4
  403: r6 = r1
  404: r6 ^= 0xffffffff
  405: r7 = r2
  406: r7 ^= 0xffffffff
  407: r0 = *(u64 *)(r5 + 264)
  408: r8 = r2
  409: r8 -= r0
  410: r3 = r7
  411: r3 &= r0
  412: r4 = r7
  413: r4 |= r0
  414: r4 &= r8
  415: r3 |= r4
  416: r3 >>= 0x3f
  417: r0 = *(u64 *)(r5 + 256)
  418: r8 = r1
  419: r8 -= r0
  420: r8 -= r3
  421: r3 = r6
  422: r3 &= r0
  423: r4 = r6
  424: r4 |= r0
  425: r4 &= r8
  426: r3 |= r4
  427: r3 >>= 0x3f
  428: r3 -= 0x1
  429: r3 &= 0x100
  430: r5 += r3
  431: r0 = *(u64 *)(r5 + 16)
  432: if r0 > r1 goto L60
  433: if r0 < r1 goto L68
  434: r0 = *(u64 *)(r5 + 24)
  435: if r0 >= r2 goto L60
L68:
  436: r0 = *(u64 *)(r5 + 48)
  437: if r0 > r1 goto L61
  438: if r0 < r1 goto L69
  439: r0 = *(u64 *)(r5 + 56)
  440: if r0 >= r2 goto L61
L69:
  441: r0 = *(u64 *)(r5 + 80)
  442: if r0 > r1 goto L62
  443: if r0 < r1 goto L70
  444: r0 = *(u64 *)(r5 + 88)
  445: if r0 >= r2 goto L62
L70:
  446: r0 = *(u64 *)(r5 + 112)
  447: if r0 > r1 goto L63
  448: if r0 < r1 goto L71
  449: r0 = *(u64 *)(r5 + 120)
  450: if r0 >= r2 goto L63
L71:
  451: r0 = *(u64 *)(r5 + 144)
  452: if r0 > r1 goto L64
  453: if r0 < r1 goto L72
  454: r0 = *(u64 *)(r5 + 152)
  455: if r0 >= r2 goto L64
L72:
  456: r0 = *(u64 *)(r5 + 176)
  457: if r0 > r1 goto L65
  458: if r0 < r1 goto L73
  459: r0 = *(u64 *)(r5 + 184)
  460: if r0 >= r2 goto L65
L73:
  461: r0 = *(u64 *)(r5 + 208)
  462: if r0 > r1 goto L66
  463: if r0 < r1 goto L74
  464: r0 = *(u64 *)(r5 + 216)
  465: if r0 >= r2 goto L66
L74:
  466: r0 = *(u64 *)(r5 + 240)
  467: if r0 > r1 goto L67
  468: if r0 < r1 goto L75
  469: r0 = *(u64 *)(r5 + 248)
  470: if r0 >= r2 goto L67
L75:
  471: goto L21
L60:
  472: r0 = *(u64 *)(r5 + 0)
  473: if r1 < r0 goto L21
  474: if r1 > r0 goto L22
  475: r0 = *(u64 *)(r5 + 8)
  476: if r2 < r0 goto L21
  477: goto L22
L61:
  478: r0 = *(u64 *)(r5 + 32)
  479: if r1 < r0 goto L21
  480: if r1 > r0 goto L22
  481: r0 = *(u64 *)(r5 + 40)
  482: if r2 < r0 goto L21
  483: goto L22
L62:
  484: r0 = *(u64 *)(r5 + 64)
  485: if r1 < r0 goto L21
  486: if r1 > r0 goto L22
  487: r0 = *(u64 *)(r5 + 72)
  488: if r2 < r0 goto L21
  489: goto L22
L63:
  490: r0 = *(u64 *)(r5 + 96)
  491: if r1 < r0 goto L21
  492: if r1 > r0 goto L22
  493: r0 = *(u64 *)(r5 + 104)
  494: if r2 < r0 goto L21
  495: goto L22
L64:
  496: r0 = *(u64 *)(r5 + 128)
  497: if r1 < r0 goto L21
  498: if r1 > r0 goto L22
  499: r0 = *(u64 *)(r5 + 136)
  500: if r2 < r0 goto L21
  501: goto L22
L65:
  502: r0 = *(u64 *)(r5 + 160)
  503: if r1 < r0 goto L21
  504: if r1 > r0 goto L22
  505: r0 = *(u64 *)(r5 + 168)
  506: if r2 < r0 goto L21
  507: goto L22
L66:
  508: r0 = *(u64 *)(r5 + 192)
  509: if r1 < r0 goto L21
  510: if r1 > r0 goto L22
  511: r0 = *(u64 *)(r5 + 200)
  512: if r2 < r0 goto L21
  513: goto L22
L67:
  514: r0 = *(u64 *)(r5 + 224)
  515: if r1 < r0 goto L21
  516: if r1 > r0 goto L22
  517: r0 = *(u64 *)(r5 + 232)
  518: if r2 < r0 goto L21
  519: goto L22
L22:
L59:
  520: *(u32 *)(r10 - 136) = 0x0
  521: *(u64 *)(r10 - 144) = 0x2
  522: goto L0
L21:
      ; default
  523: *(u32 *)(r10 - 136) = 0x1
  524: *(u64 *)(r10 - 144) = 0xffffffff
  525: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  526: *(u32 *)(r10 - 136) = 0x2
  527: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  528: r1 = map[dropc_counters] ll
  530: r2 = r10
  531: r2 += 0xffffff78
  532: call 1
  533: if r0 == 0x0 goto L76
  534: r1 = *(u64 *)(r0 + 0)
  535: r1 += 0x1
  536: *(u64 *)(r0 + 0) = r1
  537: r1 = *(u64 *)(r10 - 152)
  538: r2 = *(u32 *)(r1 + 0)
  539: r1 = *(u64 *)(r0 + 8)
  540: r1 += r2
  541: *(u64 *)(r0 + 8) = r1
L76:
  542: r0 = *(u64 *)(r10 - 144)
  543: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  544: r1 = map[dropc_counters] ll
  546: r2 = r10
  547: r2 += 0xffffff78
  548: call 1
  549: if r0 == 0x0 goto L77
  550: r1 = *(u64 *)(r0 + 0)
  551: r1 += 0x1
  552: *(u64 *)(r0 + 0) = r1
  553: r1 = *(u64 *)(r10 - 152)
  554: r2 = *(u32 *)(r1 + 0)
  555: r1 = *(u64 *)(r0 + 8)
  556: r1 += r2
  557: *(u64 *)(r0 + 8) = r1
L77:
  558: r0 = *(u64 *)(r10 - 144)
  559: exit
