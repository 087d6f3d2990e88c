; dropc xdp program `dropc_xdp` (448 instruction slots)
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
   10: r4 = *(u8 *)(r0 + 23)
   11: *(u64 *)(r10 - 16) = r4
   12: r2 = *(u16 *)(r0 + 20)
   13: if w2 & 0xff1f goto L7
   14: r5 = *(u8 *)(r0 + 14)
   15: r5 &= 0xf
   16: r5 <<= 0x2
   17: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   18: if r4 == 0x6 goto L8
   19: if r4 == 0x1 goto L10
   20: if r4 == 0x11 goto L9
   21: *(u64 *)(r10 - 80) = 0x10000
   22: *(u64 *)(r10 - 88) = 0x100
   23: *(u64 *)(r10 - 96) = 0x100
   24: *(u64 *)(r10 - 104) = 0x100
   25: goto L2
L10:
   26: r2 = r5
   27: r2 += 0x16
   28: if r2 > r3 goto L1
   29: r1 = *(u8 *)(r5 + 14)
   30: *(u64 *)(r10 - 96) = r1
   31: r1 = *(u8 *)(r5 + 15)
   32: *(u64 *)(r10 - 104) = r1
   33: *(u64 *)(r10 - 80) = 0x10000
   34: *(u64 *)(r10 - 88) = 0x100
   35: goto L2
L9:
   36: r2 = r5
   37: r2 += 0x16
   38: if r2 > r3 goto L1
   39: r1 = *(u16 *)(r5 + 16)
   40: r1 = be16 r1
   41: *(u64 *)(r10 - 80) = r1
   42: *(u64 *)(r10 - 88) = 0x100
   43: *(u64 *)(r10 - 96) = 0x100
   44: *(u64 *)(r10 - 104) = 0x100
   45: goto L2
L7:
   46: *(u64 *)(r10 - 80) = 0x10000
   47: *(u64 *)(r10 - 88) = 0x100
   48: *(u64 *)(r10 - 96) = 0x100
   49: *(u64 *)(r10 - 104) = 0x100
   50: goto L2
L8:
   51: r2 = r5
   52: r2 += 0x22
   53: if r2 > r3 goto L1
   54: r1 = *(u8 *)(r5 + 27)
   55: *(u64 *)(r10 - 88) = r1
   56: r1 = *(u16 *)(r5 + 16)
   57: r1 = be16 r1
   58: *(u64 *)(r10 - 80) = r1
   59: *(u64 *)(r10 - 96) = 0x100
   60: *(u64 *)(r10 - 104) = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `dns` (line 4): Pass
   61: r1 = *(u64 *)(r10 - 16)
   62: r1 |= 0x0
   63: if r1 != 0x11 goto L11
   64: r1 = *(u64 *)(r10 - 80)
   65: r1 |= 0x0
   66: if r1 != 0x35 goto L11
L12:
   67: *(u32 *)(r10 - 136) = 0x0
   68: *(u64 *)(r10 - 144) = 0x2
   69: goto L0
L11:
      ; rule 1 `ssh` (line 5): Pass
   70: r1 = *(u64 *)(r10 - 16)
   71: r1 |= 0x0
   72: if r1 != 0x6 goto L13
   73: r1 = *(u64 *)(r10 - 80)
   74: r1 |= 0x0
   75: if r1 != 0x16 goto L13
L14:
   76: r1 = *(u64 *)(r10 - 88)
   77: r1 |= 0x0
   78: r1 &= 0x112
   79: if r1 != 0x2 goto L13
   80: *(u32 *)(r10 - 136) = 0x1
   81: *(u64 *)(r10 - 144) = 0x2
   82: goto L0
L13:
      ; rule 2 `est` (line 6): Pass
   83: r1 = *(u64 *)(r10 - 16)
   84: r1 |= 0x0
   85: if r1 != 0x6 goto L15
   86: r1 = *(u64 *)(r10 - 88)
   87: r1 |= 0x0
   88: if r1 > 0xff goto L15
   89: r1 &= 0x12
   90: if r1 == 0x2 goto L15
   91: *(u32 *)(r10 - 136) = 0x2
   92: *(u64 *)(r10 - 144) = 0x2
   93: goto L0
L15:
      ; rule 3 `ping` (line 7): Pass
   94: r1 = *(u64 *)(r10 - 16)
   95: r1 |= 0x0
   96: if r1 != 0x1 goto L16
   97: r1 = *(u64 *)(r10 - 96)
   98: if r1 != 0x8 goto L16
   99: *(u32 *)(r10 - 136) = 0x3
  100: *(u64 *)(r10 - 144) = 0x2
  101: goto L0
L16:
      ; default
  102: *(u32 *)(r10 - 136) = 0x6
  103: *(u64 *)(r10 - 144) = 0x1
  104: goto L0
L4:
  105: if w1 == 0xdd86 goto L5
  106: if w1 == 0x81 goto L17
  107: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  108: r2 = r0
  109: r2 += 0x12
  110: if r2 > r3 goto L1
  111: r1 = *(u16 *)(r0 + 16)
  112: r0 += 0x4
  113: if w1 == 0x8 goto L6
  114: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  115: r2 = r0
  116: r2 += 0x36
  117: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
  118: r4 = *(u8 *)(r0 + 20)
  119: r5 = r0
  120: r5 += 0x36
  121: if r4 == 0x2c goto L21
  122: if r4 == 0x0 goto L20
  123: if r4 == 0x2b goto L20
  124: if r4 != 0x3c goto L18
L20:
  125: r2 = r5
  126: r2 += 0x8
  127: if r2 > r3 goto L1
  128: r1 = *(u8 *)(r5 + 1)
  129: r4 = *(u8 *)(r5 + 0)
  130: r1 += 0x1
  131: r1 <<= 0x3
  132: r5 += r1
  133: goto L22
L21:
  134: r2 = r5
  135: r2 += 0x8
  136: if r2 > r3 goto L1
  137: r1 = *(u16 *)(r5 + 2)
  138: r4 = *(u8 *)(r5 + 0)
  139: r5 += 0x8
  140: if w1 & 0xf8ff goto L19
L22:
  141: r1 = r5
  142: r1 -= r0
  143: if r1 > 0x7fff goto L1
  144: r5 = r0
  145: r5 += r1
  146: if r4 == 0x2c goto L24
  147: if r4 == 0x0 goto L23
  148: if r4 == 0x2b goto L23
  149: if r4 != 0x3c goto L18
L23:
  150: r2 = r5
  151: r2 += 0x8
  152: if r2 > r3 goto L1
  153: r1 = *(u8 *)(r5 + 1)
  154: r4 = *(u8 *)(r5 + 0)
  155: r1 += 0x1
  156: r1 <<= 0x3
  157: r5 += r1
  158: goto L25
L24:
  159: r2 = r5
  160: r2 += 0x8
  161: if r2 > r3 goto L1
  162: r1 = *(u16 *)(r5 + 2)
  163: r4 = *(u8 *)(r5 + 0)
  164: r5 += 0x8
  165: if w1 & 0xf8ff goto L19
L25:
  166: r1 = r5
  167: r1 -= r0
  168: if r1 > 0x7fff goto L1
  169: r5 = r0
  170: r5 += r1
  171: if r4 == 0x2c goto L27
  172: if r4 == 0x0 goto L26
  173: if r4 == 0x2b goto L26
  174: if r4 != 0x3c goto L18
L26:
  175: r2 = r5
  176: r2 += 0x8
  177: if r2 > r3 goto L1
  178: r1 = *(u8 *)(r5 + 1)
  179: r4 = *(u8 *)(r5 + 0)
  180: r1 += 0x1
  181: r1 <<= 0x3
  182: r5 += r1
  183: goto L28
L27:
  184: r2 = r5
  185: r2 += 0x8
  186: if r2 > r3 goto L1
  187: r1 = *(u16 *)(r5 + 2)
  188: r4 = *(u8 *)(r5 + 0)
  189: r5 += 0x8
  190: if w1 & 0xf8ff goto L19
L28:
  191: r1 = r5
  192: r1 -= r0
  193: if r1 > 0x7fff goto L1
  194: r5 = r0
  195: r5 += r1
  196: if r4 == 0x2c goto L30
  197: if r4 == 0x0 goto L29
  198: if r4 == 0x2b goto L29
  199: if r4 != 0x3c goto L18
L29:
  200: r2 = r5
  201: r2 += 0x8
  202: if r2 > r3 goto L1
  203: r1 = *(u8 *)(r5 + 1)
  204: r4 = *(u8 *)(r5 + 0)
  205: r1 += 0x1
  206: r1 <<= 0x3
  207: r5 += r1
  208: goto L31
L30:
  209: r2 = r5
  210: r2 += 0x8
  211: if r2 > r3 goto L1
  212: r1 = *(u16 *)(r5 + 2)
  213: r4 = *(u8 *)(r5 + 0)
  214: r5 += 0x8
  215: if w1 & 0xf8ff goto L19
L31:
  216: r1 = r5
  217: r1 -= r0
  218: if r1 > 0x7fff goto L1
  219: r5 = r0
  220: r5 += r1
  221: if r4 == 0x2c goto L33
  222: if r4 == 0x0 goto L32
  223: if r4 == 0x2b goto L32
  224: if r4 != 0x3c goto L18
L32:
  225: r2 = r5
  226: r2 += 0x8
  227: if r2 > r3 goto L1
  228: r1 = *(u8 *)(r5 + 1)
  229: r4 = *(u8 *)(r5 + 0)
  230: r1 += 0x1
  231: r1 <<= 0x3
  232: r5 += r1
  233: goto L34
L33:
  234: r2 = r5
  235: r2 += 0x8
  236: if r2 > r3 goto L1
  237: r1 = *(u16 *)(r5 + 2)
  238: r4 = *(u8 *)(r5 + 0)
  239: r5 += 0x8
  240: if w1 & 0xf8ff goto L19
L34:
  241: r1 = r5
  242: r1 -= r0
  243: if r1 > 0x7fff goto L1
  244: r5 = r0
  245: r5 += r1
  246: if r4 == 0x2c goto L36
  247: if r4 == 0x0 goto L35
  248: if r4 == 0x2b goto L35
  249: if r4 != 0x3c goto L18
L35:
  250: r2 = r5
  251: r2 += 0x8
  252: if r2 > r3 goto L1
  253: r1 = *(u8 *)(r5 + 1)
  254: r4 = *(u8 *)(r5 + 0)
  255: r1 += 0x1
  256: r1 <<= 0x3
  257: r5 += r1
  258: goto L37
L36:
  259: r2 = r5
  260: r2 += 0x8
  261: if r2 > r3 goto L1
  262: r1 = *(u16 *)(r5 + 2)
  263: r4 = *(u8 *)(r5 + 0)
  264: r5 += 0x8
  265: if w1 & 0xf8ff goto L19
L37:
  266: r1 = r5
  267: r1 -= r0
  268: if r1 > 0x7fff goto L1
  269: r5 = r0
  270: r5 += r1
  271: if r4 == 0x2c goto L39
  272: if r4 == 0x0 goto L38
  273: if r4 == 0x2b goto L38
  274: if r4 != 0x3c goto L18
L38:
  275: r2 = r5
  276: r2 += 0x8
  277: if r2 > r3 goto L1
  278: r1 = *(u8 *)(r5 + 1)
  279: r4 = *(u8 *)(r5 + 0)
  280: r1 += 0x1
  281: r1 <<= 0x3
  282: r5 += r1
  283: goto L40
L39:
  284: r2 = r5
  285: r2 += 0x8
  286: if r2 > r3 goto L1
  287: r1 = *(u16 *)(r5 + 2)
  288: r4 = *(u8 *)(r5 + 0)
  289: r5 += 0x8
  290: if w1 & 0xf8ff goto L19
L40:
  291: r1 = r5
  292: r1 -= r0
  293: if r1 > 0x7fff goto L1
  294: r5 = r0
  295: r5 += r1
  296: if r4 == 0x2c goto L42
  297: if r4 == 0x0 goto L41
  298: if r4 == 0x2b goto L41
  299: if r4 != 0x3c goto L18
L41:
  300: r2 = r5
  301: r2 += 0x8
  302: if r2 > r3 goto L1
  303: r1 = *(u8 *)(r5 + 1)
  304: r4 = *(u8 *)(r5 + 0)
  305: r1 += 0x1
  306: r1 <<= 0x3
  307: r5 += r1
  308: goto L43
L42:
  309: r2 = r5
  310: r2 += 0x8
  311: if r2 > r3 goto L1
  312: r1 = *(u16 *)(r5 + 2)
  313: r4 = *(u8 *)(r5 + 0)
  314: r5 += 0x8
  315: if w1 & 0xf8ff goto L19
L43:
  316: r1 = r5
  317: r1 -= r0
  318: if r1 > 0x7fff goto L1
  319: r5 = r0
  320: r5 += r1
      ; deeper than the walk: no specified verdict
  321: if r4 == 0x0 goto L1
  322: if r4 == 0x2b goto L1
  323: if r4 == 0x2c goto L1
  324: if r4 == 0x3c goto L1
L18:
  325: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  326: if r4 == 0x6 goto L44
  327: if r4 == 0x3a goto L46
  328: if r4 == 0x11 goto L45
  329: *(u64 *)(r10 - 80) = 0x10000
  330: *(u64 *)(r10 - 88) = 0x100
  331: *(u64 *)(r10 - 96) = 0x100
  332: *(u64 *)(r10 - 104) = 0x100
  333: goto L3
L46:
  334: r2 = r5
  335: r2 += 0x8
  336: if r2 > r3 goto L1
  337: r1 = *(u8 *)(r5 + 0)
  338: *(u64 *)(r10 - 96) = r1
  339: r1 = *(u8 *)(r5 + 1)
  340: *(u64 *)(r10 - 104) = r1
  341: *(u64 *)(r10 - 80) = 0x10000
  342: *(u64 *)(r10 - 88) = 0x100
  343: goto L3
L45:
  344: r2 = r5
  345: r2 += 0x8
  346: if r2 > r3 goto L1
  347: r1 = *(u16 *)(r5 + 2)
  348: r1 = be16 r1
  349: *(u64 *)(r10 - 80) = r1
  350: *(u64 *)(r10 - 88) = 0x100
  351: *(u64 *)(r10 - 96) = 0x100
  352: *(u64 *)(r10 - 104) = 0x100
  353: goto L3
L44:
  354: r2 = r5
  355: r2 += 0x14
  356: if r2 > r3 goto L1
  357: r1 = *(u8 *)(r5 + 13)
  358: *(u64 *)(r10 - 88) = r1
  359: r1 = *(u16 *)(r5 + 2)
  360: r1 = be16 r1
  361: *(u64 *)(r10 - 80) = r1
  362: *(u64 *)(r10 - 96) = 0x100
  363: *(u64 *)(r10 - 104) = 0x100
  364: goto L3
L19:
  365: *(u64 *)(r10 - 16) = r4
  366: *(u64 *)(r10 - 80) = 0x10000
  367: *(u64 *)(r10 - 88) = 0x100
  368: *(u64 *)(r10 - 96) = 0x100
  369: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `dns` (line 4): Pass
  370: r1 = *(u64 *)(r10 - 16)
  371: r1 |= 0x0
  372: if r1 != 0x11 goto L47
  373: r1 = *(u64 *)(r10 - 80)
  374: r1 |= 0x0
  375: if r1 != 0x35 goto L47
L48:
  376: *(u32 *)(r10 - 136) = 0x0
  377: *(u64 *)(r10 - 144) = 0x2
  378: goto L0
L47:
      ; rule 1 `ssh` (line 5): Pass
  379: r1 = *(u64 *)(r10 - 16)
  380: r1 |= 0x0
  381: if r1 != 0x6 goto L49
  382: r1 = *(u64 *)(r10 - 80)
  383: r1 |= 0x0
  384: if r1 != 0x16 goto L49
L50:
  385: r1 = *(u64 *)(r10 - 88)
  386: r1 |= 0x0
  387: r1 &= 0x112
  388: if r1 != 0x2 goto L49
  389: *(u32 *)(r10 - 136) = 0x1
  390: *(u64 *)(r10 - 144) = 0x2
  391: goto L0
L49:
      ; rule 2 `est` (line 6): Pass
  392: r1 = *(u64 *)(r10 - 16)
  393: r1 |= 0x0
  394: if r1 != 0x6 goto L51
  395: r1 = *(u64 *)(r10 - 88)
  396: r1 |= 0x0
  397: if r1 > 0xff goto L51
  398: r1 &= 0x12
  399: if r1 == 0x2 goto L51
  400: *(u32 *)(r10 - 136) = 0x2
  401: *(u64 *)(r10 - 144) = 0x2
  402: goto L0
L51:
      ; rule 4 `ping6` (line 8): Pass
  403: r1 = *(u64 *)(r10 - 16)
  404: r1 |= 0x0
  405: if r1 != 0x3a goto L52
  406: r1 = *(u64 *)(r10 - 96)
  407: r1 |= 0x0
  408: if r1 != 0x80 goto L52
  409: *(u32 *)(r10 - 136) = 0x4
  410: *(u64 *)(r10 - 144) = 0x2
  411: goto L0
L52:
      ; rule 5 `nd` (line 9): Pass
  412: r1 = *(u64 *)(r10 - 16)
  413: r1 |= 0x0
  414: if r1 != 0x3a goto L53
  415: r1 = *(u64 *)(r10 - 96)
  416: r1 |= 0x0
  417: if r1 != 0x87 goto L53
  418: *(u32 *)(r10 - 136) = 0x5
  419: *(u64 *)(r10 - 144) = 0x2
  420: goto L0
L53:
      ; default
  421: *(u32 *)(r10 - 136) = 0x6
  422: *(u64 *)(r10 - 144) = 0x1
  423: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  424: *(u32 *)(r10 - 136) = 0x7
  425: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  426: r1 = map[dropc_counters] ll
  428: r2 = r10
  429: r2 += 0xffffff78
  430: call 1
  431: if r0 == 0x0 goto L54
  432: r1 = *(u64 *)(r0 + 0)
  433: r1 += 0x1
  434: *(u64 *)(r0 + 0) = r1
L54:
  435: r0 = *(u64 *)(r10 - 144)
  436: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  437: r1 = map[dropc_counters] ll
  439: r2 = r10
  440: r2 += 0xffffff78
  441: call 1
  442: if r0 == 0x0 goto L55
  443: r1 = *(u64 *)(r0 + 0)
  444: r1 += 0x1
  445: *(u64 *)(r0 + 0) = r1
L55:
  446: r0 = *(u64 *)(r10 - 144)
  447: exit
