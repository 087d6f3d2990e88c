; dropc xdp program `dropc_xdp` (479 instruction slots)
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
   11: r4 = *(u8 *)(r0 + 23)
   12: *(u64 *)(r10 - 16) = r4
   13: r2 = *(u16 *)(r0 + 20)
   14: if w2 & 0xff1f goto L7
   15: r5 = *(u8 *)(r0 + 14)
   16: r5 &= 0xf
   17: r5 <<= 0x2
   18: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   19: if r4 == 0x6 goto L8
   20: if r4 == 0x1 goto L10
   21: if r4 == 0x11 goto L9
   22: *(u64 *)(r10 - 80) = 0x10000
   23: *(u64 *)(r10 - 88) = 0x100
   24: *(u64 *)(r10 - 96) = 0x100
   25: *(u64 *)(r10 - 104) = 0x100
   26: goto L2
L10:
   27: r2 = r5
   28: r2 += 0x16
   29: if r2 > r3 goto L1
   30: r1 = *(u8 *)(r5 + 14)
   31: *(u64 *)(r10 - 96) = r1
   32: r1 = *(u8 *)(r5 + 15)
   33: *(u64 *)(r10 - 104) = r1
   34: *(u64 *)(r10 - 80) = 0x10000
   35: *(u64 *)(r10 - 88) = 0x100
   36: goto L2
L9:
   37: r2 = r5
   38: r2 += 0x16
   39: if r2 > r3 goto L1
   40: r1 = *(u16 *)(r5 + 16)
   41: r1 = be16 r1
   42: *(u64 *)(r10 - 80) = r1
   43: *(u64 *)(r10 - 88) = 0x100
   44: *(u64 *)(r10 - 96) = 0x100
   45: *(u64 *)(r10 - 104) = 0x100
   46: goto L2
L7:
   47: *(u64 *)(r10 - 80) = 0x10000
   48: *(u64 *)(r10 - 88) = 0x100
   49: *(u64 *)(r10 - 96) = 0x100
   50: *(u64 *)(r10 - 104) = 0x100
   51: goto L2
L8:
   52: r2 = r5
   53: r2 += 0x22
   54: if r2 > r3 goto L1
   55: r1 = *(u8 *)(r5 + 27)
   56: *(u64 *)(r10 - 88) = r1
   57: r1 = *(u16 *)(r5 + 16)
   58: r1 = be16 r1
   59: *(u64 *)(r10 - 80) = r1
   60: *(u64 *)(r10 - 96) = 0x100
   61: *(u64 *)(r10 - 104) = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `dns` (line 4): Pass
   62: r1 = *(u64 *)(r10 - 16)
   63: r1 |= 0x0
   64: if r1 != 0x11 goto L11
   65: r1 = *(u64 *)(r10 - 80)
   66: r1 |= 0x0
   67: if r1 != 0x35 goto L11
L12:
   68: *(u32 *)(r10 - 136) = 0x0
   69: *(u64 *)(r10 - 144) = 0x2
   70: goto L0
L11:
      ; rule 1 `ssh` (line 5): Pass
   71: r1 = *(u64 *)(r10 - 16)
   72: r1 |= 0x0
   73: if r1 != 0x6 goto L13
   74: r1 = *(u64 *)(r10 - 80)
   75: r1 |= 0x0
   76: if r1 != 0x16 goto L13
L14:
   77: r1 = *(u64 *)(r10 - 88)
   78: r1 |= 0x0
   79: r1 &= 0x112
   80: if r1 != 0x2 goto L13
   81: *(u32 *)(r10 - 136) = 0x1
   82: *(u64 *)(r10 - 144) = 0x2
   83: goto L0
L13:
      ; rule 2 `est` (line 6): Pass
   84: r1 = *(u64 *)(r10 - 16)
   85: r1 |= 0x0
   86: if r1 != 0x6 goto L15
   87: r1 = *(u64 *)(r10 - 88)
   88: r1 |= 0x0
   89: if r1 > 0xff goto L15
   90: r1 &= 0x12
   91: if r1 == 0x2 goto L15
   92: *(u32 *)(r10 - 136) = 0x2
   93: *(u64 *)(r10 - 144) = 0x2
   94: goto L0
L15:
      ; rule 3 `ping` (line 7): Pass
   95: r1 = *(u64 *)(r10 - 16)
   96: r1 |= 0x0
   97: if r1 != 0x1 goto L16
   98: r1 = *(u64 *)(r10 - 96)
   99: if r1 != 0x8 goto L16
  100: *(u32 *)(r10 - 136) = 0x3
  101: *(u64 *)(r10 - 144) = 0x2
  102: goto L0
L16:
      ; default
  103: *(u32 *)(r10 - 136) = 0x6
  104: *(u64 *)(r10 - 144) = 0x1
  105: goto L0
L4:
  106: if w1 == 0xdd86 goto L5
  107: if w1 == 0x81 goto L17
  108: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  109: r2 = r0
  110: r2 += 0x12
  111: if r2 > r3 goto L1
  112: r1 = *(u16 *)(r0 + 16)
  113: r0 += 0x4
  114: if w1 == 0x8 goto L6
  115: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  116: r2 = r0
  117: r2 += 0x36
  118: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
  119: r4 = *(u8 *)(r0 + 20)
  120: r5 = r0
  121: r5 += 0x36
  122: if r4 == 0x2c goto L21
  123: if r4 == 0x0 goto L20
  124: if r4 == 0x2b goto L20
  125: if r4 != 0x3c goto L18
L20:
  126: r2 = r5
  127: r2 += 0x8
  128: if r2 > r3 goto L1
  129: r1 = *(u8 *)(r5 + 1)
  130: r4 = *(u8 *)(r5 + 0)
  131: r1 += 0x1
  132: r1 <<= 0x3
  133: r5 += r1
  134: goto L22
L21:
  135: r2 = r5
  136: r2 += 0x8
  137: if r2 > r3 goto L1
  138: r1 = *(u16 *)(r5 + 2)
  139: r4 = *(u8 *)(r5 + 0)
  140: r5 += 0x8
  141: if w1 & 0xf8ff goto L19
L22:
  142: r1 = r5
  143: r1 -= r0
  144: if r1 > 0x7fff goto L1
  145: r5 = r0
  146: r5 += r1
  147: if r4 == 0x2c goto L24
  148: if r4 == 0x0 goto L23
  149: if r4 == 0x2b goto L23
  150: if r4 != 0x3c goto L18
L23:
  151: r2 = r5
  152: r2 += 0x8
  153: if r2 > r3 goto L1
  154: r1 = *(u8 *)(r5 + 1)
  155: r4 = *(u8 *)(r5 + 0)
  156: r1 += 0x1
  157: r1 <<= 0x3
  158: r5 += r1
  159: goto L25
L24:
  160: r2 = r5
  161: r2 += 0x8
  162: if r2 > r3 goto L1
  163: r1 = *(u16 *)(r5 + 2)
  164: r4 = *(u8 *)(r5 + 0)
  165: r5 += 0x8
  166: if w1 & 0xf8ff goto L19
L25:
  167: r1 = r5
  168: r1 -= r0
  169: if r1 > 0x7fff goto L1
  170: r5 = r0
  171: r5 += r1
  172: if r4 == 0x2c goto L27
  173: if r4 == 0x0 goto L26
  174: if r4 == 0x2b goto L26
  175: if r4 != 0x3c goto L18
L26:
  176: r2 = r5
  177: r2 += 0x8
  178: if r2 > r3 goto L1
  179: r1 = *(u8 *)(r5 + 1)
  180: r4 = *(u8 *)(r5 + 0)
  181: r1 += 0x1
  182: r1 <<= 0x3
  183: r5 += r1
  184: goto L28
L27:
  185: r2 = r5
  186: r2 += 0x8
  187: if r2 > r3 goto L1
  188: r1 = *(u16 *)(r5 + 2)
  189: r4 = *(u8 *)(r5 + 0)
  190: r5 += 0x8
  191: if w1 & 0xf8ff goto L19
L28:
  192: r1 = r5
  193: r1 -= r0
  194: if r1 > 0x7fff goto L1
  195: r5 = r0
  196: r5 += r1
  197: if r4 == 0x2c goto L30
  198: if r4 == 0x0 goto L29
  199: if r4 == 0x2b goto L29
  200: if r4 != 0x3c goto L18
L29:
  201: r2 = r5
  202: r2 += 0x8
  203: if r2 > r3 goto L1
  204: r1 = *(u8 *)(r5 + 1)
  205: r4 = *(u8 *)(r5 + 0)
  206: r1 += 0x1
  207: r1 <<= 0x3
  208: r5 += r1
  209: goto L31
L30:
  210: r2 = r5
  211: r2 += 0x8
  212: if r2 > r3 goto L1
  213: r1 = *(u16 *)(r5 + 2)
  214: r4 = *(u8 *)(r5 + 0)
  215: r5 += 0x8
  216: if w1 & 0xf8ff goto L19
L31:
  217: r1 = r5
  218: r1 -= r0
  219: if r1 > 0x7fff goto L1
  220: r5 = r0
  221: r5 += r1
  222: if r4 == 0x2c goto L33
  223: if r4 == 0x0 goto L32
  224: if r4 == 0x2b goto L32
  225: if r4 != 0x3c goto L18
L32:
  226: r2 = r5
  227: r2 += 0x8
  228: if r2 > r3 goto L1
  229: r1 = *(u8 *)(r5 + 1)
  230: r4 = *(u8 *)(r5 + 0)
  231: r1 += 0x1
  232: r1 <<= 0x3
  233: r5 += r1
  234: goto L34
L33:
  235: r2 = r5
  236: r2 += 0x8
  237: if r2 > r3 goto L1
  238: r1 = *(u16 *)(r5 + 2)
  239: r4 = *(u8 *)(r5 + 0)
  240: r5 += 0x8
  241: if w1 & 0xf8ff goto L19
L34:
  242: r1 = r5
  243: r1 -= r0
  244: if r1 > 0x7fff goto L1
  245: r5 = r0
  246: r5 += r1
  247: if r4 == 0x2c goto L36
  248: if r4 == 0x0 goto L35
  249: if r4 == 0x2b goto L35
  250: if r4 != 0x3c goto L18
L35:
  251: r2 = r5
  252: r2 += 0x8
  253: if r2 > r3 goto L1
  254: r1 = *(u8 *)(r5 + 1)
  255: r4 = *(u8 *)(r5 + 0)
  256: r1 += 0x1
  257: r1 <<= 0x3
  258: r5 += r1
  259: goto L37
L36:
  260: r2 = r5
  261: r2 += 0x8
  262: if r2 > r3 goto L1
  263: r1 = *(u16 *)(r5 + 2)
  264: r4 = *(u8 *)(r5 + 0)
  265: r5 += 0x8
  266: if w1 & 0xf8ff goto L19
L37:
  267: r1 = r5
  268: r1 -= r0
  269: if r1 > 0x7fff goto L1
  270: r5 = r0
  271: r5 += r1
  272: if r4 == 0x2c goto L39
  273: if r4 == 0x0 goto L38
  274: if r4 == 0x2b goto L38
  275: if r4 != 0x3c goto L18
L38:
  276: r2 = r5
  277: r2 += 0x8
  278: if r2 > r3 goto L1
  279: r1 = *(u8 *)(r5 + 1)
  280: r4 = *(u8 *)(r5 + 0)
  281: r1 += 0x1
  282: r1 <<= 0x3
  283: r5 += r1
  284: goto L40
L39:
  285: r2 = r5
  286: r2 += 0x8
  287: if r2 > r3 goto L1
  288: r1 = *(u16 *)(r5 + 2)
  289: r4 = *(u8 *)(r5 + 0)
  290: r5 += 0x8
  291: if w1 & 0xf8ff goto L19
L40:
  292: r1 = r5
  293: r1 -= r0
  294: if r1 > 0x7fff goto L1
  295: r5 = r0
  296: r5 += r1
  297: if r4 == 0x2c goto L42
  298: if r4 == 0x0 goto L41
  299: if r4 == 0x2b goto L41
  300: if r4 != 0x3c goto L18
L41:
  301: r2 = r5
  302: r2 += 0x8
  303: if r2 > r3 goto L1
  304: r1 = *(u8 *)(r5 + 1)
  305: r4 = *(u8 *)(r5 + 0)
  306: r1 += 0x1
  307: r1 <<= 0x3
  308: r5 += r1
  309: goto L43
L42:
  310: r2 = r5
  311: r2 += 0x8
  312: if r2 > r3 goto L1
  313: r1 = *(u16 *)(r5 + 2)
  314: r4 = *(u8 *)(r5 + 0)
  315: r5 += 0x8
  316: if w1 & 0xf8ff goto L19
L43:
  317: r1 = r5
  318: r1 -= r0
  319: if r1 > 0x7fff goto L1
  320: r5 = r0
  321: r5 += r1
      ; deeper than the walk: no specified verdict
  322: if r4 == 0x0 goto L1
  323: if r4 == 0x2b goto L1
  324: if r4 == 0x2c goto L1
  325: if r4 == 0x3c goto L1
L18:
  326: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  327: if r4 == 0x6 goto L44
  328: if r4 == 0x3a goto L46
  329: if r4 == 0x11 goto L45
  330: *(u64 *)(r10 - 80) = 0x10000
  331: *(u64 *)(r10 - 88) = 0x100
  332: *(u64 *)(r10 - 96) = 0x100
  333: *(u64 *)(r10 - 104) = 0x100
  334: goto L3
L46:
  335: r2 = r5
  336: r2 += 0x8
  337: if r2 > r3 goto L1
  338: r1 = *(u8 *)(r5 + 0)
  339: *(u64 *)(r10 - 96) = r1
  340: r1 = *(u8 *)(r5 + 1)
  341: *(u64 *)(r10 - 104) = r1
  342: *(u64 *)(r10 - 80) = 0x10000
  343: *(u64 *)(r10 - 88) = 0x100
  344: goto L3
L45:
  345: r2 = r5
  346: r2 += 0x8
  347: if r2 > r3 goto L1
  348: r1 = *(u16 *)(r5 + 2)
  349: r1 = be16 r1
  350: *(u64 *)(r10 - 80) = r1
  351: *(u64 *)(r10 - 88) = 0x100
  352: *(u64 *)(r10 - 96) = 0x100
  353: *(u64 *)(r10 - 104) = 0x100
  354: goto L3
L44:
  355: r2 = r5
  356: r2 += 0x14
  357: if r2 > r3 goto L1
  358: r1 = *(u8 *)(r5 + 13)
  359: *(u64 *)(r10 - 88) = r1
  360: r1 = *(u16 *)(r5 + 2)
  361: r1 = be16 r1
  362: *(u64 *)(r10 - 80) = r1
  363: *(u64 *)(r10 - 96) = 0x100
  364: *(u64 *)(r10 - 104) = 0x100
  365: goto L3
L19:
  366: *(u64 *)(r10 - 16) = r4
  367: *(u64 *)(r10 - 80) = 0x10000
  368: *(u64 *)(r10 - 88) = 0x100
  369: *(u64 *)(r10 - 96) = 0x100
  370: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `dns` (line 4): Pass
  371: r1 = *(u64 *)(r10 - 16)
  372: r1 |= 0x0
  373: if r1 != 0x11 goto L47
  374: r1 = *(u64 *)(r10 - 80)
  375: r1 |= 0x0
  376: if r1 != 0x35 goto L47
L48:
  377: *(u32 *)(r10 - 136) = 0x0
  378: *(u64 *)(r10 - 144) = 0x2
  379: goto L0
L47:
      ; rule 1 `ssh` (line 5): Pass
  380: r1 = *(u64 *)(r10 - 16)
  381: r1 |= 0x0
  382: if r1 != 0x6 goto L49
  383: r1 = *(u64 *)(r10 - 80)
  384: r1 |= 0x0
  385: if r1 != 0x16 goto L49
L50:
  386: r1 = *(u64 *)(r10 - 88)
  387: r1 |= 0x0
  388: r1 &= 0x112
  389: if r1 != 0x2 goto L49
  390: *(u32 *)(r10 - 136) = 0x1
  391: *(u64 *)(r10 - 144) = 0x2
  392: goto L0
L49:
      ; rule 2 `est` (line 6): Pass
  393: r1 = *(u64 *)(r10 - 16)
  394: r1 |= 0x0
  395: if r1 != 0x6 goto L51
  396: r1 = *(u64 *)(r10 - 88)
  397: r1 |= 0x0
  398: if r1 > 0xff goto L51
  399: r1 &= 0x12
  400: if r1 == 0x2 goto L51
  401: *(u32 *)(r10 - 136) = 0x2
  402: *(u64 *)(r10 - 144) = 0x2
  403: goto L0
L51:
      ; rule 4 `ping6` (line 8): Pass
  404: r1 = *(u64 *)(r10 - 16)
  405: r1 |= 0x0
  406: if r1 != 0x3a goto L52
  407: r1 = *(u64 *)(r10 - 96)
  408: r1 |= 0x0
  409: if r1 != 0x80 goto L52
  410: *(u32 *)(r10 - 136) = 0x4
  411: *(u64 *)(r10 - 144) = 0x2
  412: goto L0
L52:
      ; rule 5 `nd` (line 9): Pass
  413: r1 = *(u64 *)(r10 - 16)
  414: r1 |= 0x0
  415: if r1 != 0x3a goto L53
  416: r1 = *(u64 *)(r10 - 96)
  417: r1 |= 0x0
  418: if r1 != 0x87 goto L53
  419: *(u32 *)(r10 - 136) = 0x5
  420: *(u64 *)(r10 - 144) = 0x2
  421: goto L0
L53:
      ; default
  422: *(u32 *)(r10 - 136) = 0x6
  423: *(u64 *)(r10 - 144) = 0x1
  424: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  425: *(u32 *)(r10 - 136) = 0x7
  426: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  427: r1 = map[dropc_counters] ll
  429: r2 = r10
  430: r2 += 0xffffff78
  431: call 1
  432: if r0 == 0x0 goto L54
  433: r1 = *(u64 *)(r0 + 0)
  434: r1 += 0x1
  435: *(u64 *)(r0 + 0) = r1
  436: r1 = *(u64 *)(r10 - 152)
  437: r2 = *(u32 *)(r1 + 4)
  438: r1 = *(u32 *)(r1 + 0)
  439: r2 -= r1
  440: r1 = *(u64 *)(r0 + 8)
  441: r1 += r2
  442: *(u64 *)(r0 + 8) = r1
L54:
  443: r0 = *(u64 *)(r10 - 144)
  444: if r0 != 0x2 goto L55
      ; pass: tail call dropc_next[0] (falls through when empty)
  445: r1 = *(u64 *)(r10 - 152)
  446: r2 = map[dropc_next] ll
  448: r3 = 0x0
  449: call 12
  450: r0 = 0x2
  451: exit
L55:
  452: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  453: r1 = map[dropc_counters] ll
  455: r2 = r10
  456: r2 += 0xffffff78
  457: call 1
  458: if r0 == 0x0 goto L56
  459: r1 = *(u64 *)(r0 + 0)
  460: r1 += 0x1
  461: *(u64 *)(r0 + 0) = r1
  462: r1 = *(u64 *)(r10 - 152)
  463: r2 = *(u32 *)(r1 + 4)
  464: r1 = *(u32 *)(r1 + 0)
  465: r2 -= r1
  466: r1 = *(u64 *)(r0 + 8)
  467: r1 += r2
  468: *(u64 *)(r0 + 8) = r1
L56:
  469: r0 = *(u64 *)(r10 - 144)
  470: if r0 != 0x2 goto L57
      ; pass: tail call dropc_next[0] (falls through when empty)
  471: r1 = *(u64 *)(r10 - 152)
  472: r2 = map[dropc_next] ll
  474: r3 = 0x0
  475: call 12
  476: r0 = 0x2
  477: exit
L57:
  478: exit
