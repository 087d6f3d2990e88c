; dropc tc program `dropc_tc` (462 instruction slots)
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
   22: r4 = *(u8 *)(r0 + 23)
   23: *(u64 *)(r10 - 16) = r4
   24: r2 = *(u16 *)(r0 + 20)
   25: if w2 & 0xff1f goto L9
   26: r5 = *(u8 *)(r0 + 14)
   27: r5 &= 0xf
   28: r5 <<= 0x2
   29: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   30: if r4 == 0x6 goto L10
   31: if r4 == 0x1 goto L12
   32: if r4 == 0x11 goto L11
   33: *(u64 *)(r10 - 80) = 0x10000
   34: *(u64 *)(r10 - 88) = 0x100
   35: *(u64 *)(r10 - 96) = 0x100
   36: *(u64 *)(r10 - 104) = 0x100
   37: goto L2
L12:
   38: r2 = r5
   39: r2 += 0x16
   40: if r2 > r3 goto L1
   41: r1 = *(u8 *)(r5 + 14)
   42: *(u64 *)(r10 - 96) = r1
   43: r1 = *(u8 *)(r5 + 15)
   44: *(u64 *)(r10 - 104) = r1
   45: *(u64 *)(r10 - 80) = 0x10000
   46: *(u64 *)(r10 - 88) = 0x100
   47: goto L2
L11:
   48: r2 = r5
   49: r2 += 0x16
   50: if r2 > r3 goto L1
   51: r1 = *(u16 *)(r5 + 16)
   52: r1 = be16 r1
   53: *(u64 *)(r10 - 80) = r1
   54: *(u64 *)(r10 - 88) = 0x100
   55: *(u64 *)(r10 - 96) = 0x100
   56: *(u64 *)(r10 - 104) = 0x100
   57: goto L2
L9:
   58: *(u64 *)(r10 - 80) = 0x10000
   59: *(u64 *)(r10 - 88) = 0x100
   60: *(u64 *)(r10 - 96) = 0x100
   61: *(u64 *)(r10 - 104) = 0x100
   62: goto L2
L10:
   63: r2 = r5
   64: r2 += 0x22
   65: if r2 > r3 goto L1
   66: r1 = *(u8 *)(r5 + 27)
   67: *(u64 *)(r10 - 88) = r1
   68: r1 = *(u16 *)(r5 + 16)
   69: r1 = be16 r1
   70: *(u64 *)(r10 - 80) = r1
   71: *(u64 *)(r10 - 96) = 0x100
   72: *(u64 *)(r10 - 104) = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `dns` (line 4): Pass
   73: r1 = *(u64 *)(r10 - 16)
   74: r1 |= 0x0
   75: if r1 != 0x11 goto L13
   76: r1 = *(u64 *)(r10 - 80)
   77: r1 |= 0x0
   78: if r1 != 0x35 goto L13
L14:
   79: *(u32 *)(r10 - 136) = 0x0
   80: *(u64 *)(r10 - 144) = 0xffffffff
   81: goto L0
L13:
      ; rule 1 `ssh` (line 5): Pass
   82: r1 = *(u64 *)(r10 - 16)
   83: r1 |= 0x0
   84: if r1 != 0x6 goto L15
   85: r1 = *(u64 *)(r10 - 80)
   86: r1 |= 0x0
   87: if r1 != 0x16 goto L15
L16:
   88: r1 = *(u64 *)(r10 - 88)
   89: r1 |= 0x0
   90: r1 &= 0x112
   91: if r1 != 0x2 goto L15
   92: *(u32 *)(r10 - 136) = 0x1
   93: *(u64 *)(r10 - 144) = 0xffffffff
   94: goto L0
L15:
      ; rule 2 `est` (line 6): Pass
   95: r1 = *(u64 *)(r10 - 16)
   96: r1 |= 0x0
   97: if r1 != 0x6 goto L17
   98: r1 = *(u64 *)(r10 - 88)
   99: r1 |= 0x0
  100: if r1 > 0xff goto L17
  101: r1 &= 0x12
  102: if r1 == 0x2 goto L17
  103: *(u32 *)(r10 - 136) = 0x2
  104: *(u64 *)(r10 - 144) = 0xffffffff
  105: goto L0
L17:
      ; rule 3 `ping` (line 7): Pass
  106: r1 = *(u64 *)(r10 - 16)
  107: r1 |= 0x0
  108: if r1 != 0x1 goto L18
  109: r1 = *(u64 *)(r10 - 96)
  110: if r1 != 0x8 goto L18
  111: *(u32 *)(r10 - 136) = 0x3
  112: *(u64 *)(r10 - 144) = 0xffffffff
  113: goto L0
L18:
      ; default
  114: *(u32 *)(r10 - 136) = 0x6
  115: *(u64 *)(r10 - 144) = 0x2
  116: goto L0
L6:
  117: if w1 == 0xdd86 goto L7
  118: if w1 == 0x81 goto L19
  119: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  120: r2 = *(u32 *)(r6 + 20)
  121: if r2 != 0x0 goto L1
  122: r2 = r0
  123: r2 += 0x12
  124: if r2 > r3 goto L1
  125: r1 = *(u16 *)(r0 + 16)
  126: r0 += 0x4
  127: if w1 == 0x8 goto L8
  128: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  129: r2 = r0
  130: r2 += 0x36
  131: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
  132: r4 = *(u8 *)(r0 + 20)
  133: r5 = r0
  134: r5 += 0x36
  135: if r4 == 0x2c goto L23
  136: if r4 == 0x0 goto L22
  137: if r4 == 0x2b goto L22
  138: if r4 != 0x3c goto L20
L22:
  139: r2 = r5
  140: r2 += 0x8
  141: if r2 > r3 goto L1
  142: r1 = *(u8 *)(r5 + 1)
  143: r4 = *(u8 *)(r5 + 0)
  144: r1 += 0x1
  145: r1 <<= 0x3
  146: r5 += r1
  147: goto L24
L23:
  148: r2 = r5
  149: r2 += 0x8
  150: if r2 > r3 goto L1
  151: r1 = *(u16 *)(r5 + 2)
  152: r4 = *(u8 *)(r5 + 0)
  153: r5 += 0x8
  154: if w1 & 0xf8ff goto L21
L24:
  155: r1 = r5
  156: r1 -= r0
  157: if r1 > 0x7fff goto L1
  158: r5 = r0
  159: r5 += r1
  160: if r4 == 0x2c goto L26
  161: if r4 == 0x0 goto L25
  162: if r4 == 0x2b goto L25
  163: if r4 != 0x3c goto L20
L25:
  164: r2 = r5
  165: r2 += 0x8
  166: if r2 > r3 goto L1
  167: r1 = *(u8 *)(r5 + 1)
  168: r4 = *(u8 *)(r5 + 0)
  169: r1 += 0x1
  170: r1 <<= 0x3
  171: r5 += r1
  172: goto L27
L26:
  173: r2 = r5
  174: r2 += 0x8
  175: if r2 > r3 goto L1
  176: r1 = *(u16 *)(r5 + 2)
  177: r4 = *(u8 *)(r5 + 0)
  178: r5 += 0x8
  179: if w1 & 0xf8ff goto L21
L27:
  180: r1 = r5
  181: r1 -= r0
  182: if r1 > 0x7fff goto L1
  183: r5 = r0
  184: r5 += r1
  185: if r4 == 0x2c goto L29
  186: if r4 == 0x0 goto L28
  187: if r4 == 0x2b goto L28
  188: if r4 != 0x3c goto L20
L28:
  189: r2 = r5
  190: r2 += 0x8
  191: if r2 > r3 goto L1
  192: r1 = *(u8 *)(r5 + 1)
  193: r4 = *(u8 *)(r5 + 0)
  194: r1 += 0x1
  195: r1 <<= 0x3
  196: r5 += r1
  197: goto L30
L29:
  198: r2 = r5
  199: r2 += 0x8
  200: if r2 > r3 goto L1
  201: r1 = *(u16 *)(r5 + 2)
  202: r4 = *(u8 *)(r5 + 0)
  203: r5 += 0x8
  204: if w1 & 0xf8ff goto L21
L30:
  205: r1 = r5
  206: r1 -= r0
  207: if r1 > 0x7fff goto L1
  208: r5 = r0
  209: r5 += r1
  210: if r4 == 0x2c goto L32
  211: if r4 == 0x0 goto L31
  212: if r4 == 0x2b goto L31
  213: if r4 != 0x3c goto L20
L31:
  214: r2 = r5
  215: r2 += 0x8
  216: if r2 > r3 goto L1
  217: r1 = *(u8 *)(r5 + 1)
  218: r4 = *(u8 *)(r5 + 0)
  219: r1 += 0x1
  220: r1 <<= 0x3
  221: r5 += r1
  222: goto L33
L32:
  223: r2 = r5
  224: r2 += 0x8
  225: if r2 > r3 goto L1
  226: r1 = *(u16 *)(r5 + 2)
  227: r4 = *(u8 *)(r5 + 0)
  228: r5 += 0x8
  229: if w1 & 0xf8ff goto L21
L33:
  230: r1 = r5
  231: r1 -= r0
  232: if r1 > 0x7fff goto L1
  233: r5 = r0
  234: r5 += r1
  235: if r4 == 0x2c goto L35
  236: if r4 == 0x0 goto L34
  237: if r4 == 0x2b goto L34
  238: if r4 != 0x3c goto L20
L34:
  239: r2 = r5
  240: r2 += 0x8
  241: if r2 > r3 goto L1
  242: r1 = *(u8 *)(r5 + 1)
  243: r4 = *(u8 *)(r5 + 0)
  244: r1 += 0x1
  245: r1 <<= 0x3
  246: r5 += r1
  247: goto L36
L35:
  248: r2 = r5
  249: r2 += 0x8
  250: if r2 > r3 goto L1
  251: r1 = *(u16 *)(r5 + 2)
  252: r4 = *(u8 *)(r5 + 0)
  253: r5 += 0x8
  254: if w1 & 0xf8ff goto L21
L36:
  255: r1 = r5
  256: r1 -= r0
  257: if r1 > 0x7fff goto L1
  258: r5 = r0
  259: r5 += r1
  260: if r4 == 0x2c goto L38
  261: if r4 == 0x0 goto L37
  262: if r4 == 0x2b goto L37
  263: if r4 != 0x3c goto L20
L37:
  264: r2 = r5
  265: r2 += 0x8
  266: if r2 > r3 goto L1
  267: r1 = *(u8 *)(r5 + 1)
  268: r4 = *(u8 *)(r5 + 0)
  269: r1 += 0x1
  270: r1 <<= 0x3
  271: r5 += r1
  272: goto L39
L38:
  273: r2 = r5
  274: r2 += 0x8
  275: if r2 > r3 goto L1
  276: r1 = *(u16 *)(r5 + 2)
  277: r4 = *(u8 *)(r5 + 0)
  278: r5 += 0x8
  279: if w1 & 0xf8ff goto L21
L39:
  280: r1 = r5
  281: r1 -= r0
  282: if r1 > 0x7fff goto L1
  283: r5 = r0
  284: r5 += r1
  285: if r4 == 0x2c goto L41
  286: if r4 == 0x0 goto L40
  287: if r4 == 0x2b goto L40
  288: if r4 != 0x3c goto L20
L40:
  289: r2 = r5
  290: r2 += 0x8
  291: if r2 > r3 goto L1
  292: r1 = *(u8 *)(r5 + 1)
  293: r4 = *(u8 *)(r5 + 0)
  294: r1 += 0x1
  295: r1 <<= 0x3
  296: r5 += r1
  297: goto L42
L41:
  298: r2 = r5
  299: r2 += 0x8
  300: if r2 > r3 goto L1
  301: r1 = *(u16 *)(r5 + 2)
  302: r4 = *(u8 *)(r5 + 0)
  303: r5 += 0x8
  304: if w1 & 0xf8ff goto L21
L42:
  305: r1 = r5
  306: r1 -= r0
  307: if r1 > 0x7fff goto L1
  308: r5 = r0
  309: r5 += r1
  310: if r4 == 0x2c goto L44
  311: if r4 == 0x0 goto L43
  312: if r4 == 0x2b goto L43
  313: if r4 != 0x3c goto L20
L43:
  314: r2 = r5
  315: r2 += 0x8
  316: if r2 > r3 goto L1
  317: r1 = *(u8 *)(r5 + 1)
  318: r4 = *(u8 *)(r5 + 0)
  319: r1 += 0x1
  320: r1 <<= 0x3
  321: r5 += r1
  322: goto L45
L44:
  323: r2 = r5
  324: r2 += 0x8
  325: if r2 > r3 goto L1
  326: r1 = *(u16 *)(r5 + 2)
  327: r4 = *(u8 *)(r5 + 0)
  328: r5 += 0x8
  329: if w1 & 0xf8ff goto L21
L45:
  330: r1 = r5
  331: r1 -= r0
  332: if r1 > 0x7fff goto L1
  333: r5 = r0
  334: r5 += r1
      ; deeper than the walk: no specified verdict
  335: if r4 == 0x0 goto L1
  336: if r4 == 0x2b goto L1
  337: if r4 == 0x2c goto L1
  338: if r4 == 0x3c goto L1
L20:
  339: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  340: if r4 == 0x6 goto L46
  341: if r4 == 0x3a goto L48
  342: if r4 == 0x11 goto L47
  343: *(u64 *)(r10 - 80) = 0x10000
  344: *(u64 *)(r10 - 88) = 0x100
  345: *(u64 *)(r10 - 96) = 0x100
  346: *(u64 *)(r10 - 104) = 0x100
  347: goto L3
L48:
  348: r2 = r5
  349: r2 += 0x8
  350: if r2 > r3 goto L1
  351: r1 = *(u8 *)(r5 + 0)
  352: *(u64 *)(r10 - 96) = r1
  353: r1 = *(u8 *)(r5 + 1)
  354: *(u64 *)(r10 - 104) = r1
  355: *(u64 *)(r10 - 80) = 0x10000
  356: *(u64 *)(r10 - 88) = 0x100
  357: goto L3
L47:
  358: r2 = r5
  359: r2 += 0x8
  360: if r2 > r3 goto L1
  361: r1 = *(u16 *)(r5 + 2)
  362: r1 = be16 r1
  363: *(u64 *)(r10 - 80) = r1
  364: *(u64 *)(r10 - 88) = 0x100
  365: *(u64 *)(r10 - 96) = 0x100
  366: *(u64 *)(r10 - 104) = 0x100
  367: goto L3
L46:
  368: r2 = r5
  369: r2 += 0x14
  370: if r2 > r3 goto L1
  371: r1 = *(u8 *)(r5 + 13)
  372: *(u64 *)(r10 - 88) = r1
  373: r1 = *(u16 *)(r5 + 2)
  374: r1 = be16 r1
  375: *(u64 *)(r10 - 80) = r1
  376: *(u64 *)(r10 - 96) = 0x100
  377: *(u64 *)(r10 - 104) = 0x100
  378: goto L3
L21:
  379: *(u64 *)(r10 - 16) = r4
  380: *(u64 *)(r10 - 80) = 0x10000
  381: *(u64 *)(r10 - 88) = 0x100
  382: *(u64 *)(r10 - 96) = 0x100
  383: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `dns` (line 4): Pass
  384: r1 = *(u64 *)(r10 - 16)
  385: r1 |= 0x0
  386: if r1 != 0x11 goto L49
  387: r1 = *(u64 *)(r10 - 80)
  388: r1 |= 0x0
  389: if r1 != 0x35 goto L49
L50:
  390: *(u32 *)(r10 - 136) = 0x0
  391: *(u64 *)(r10 - 144) = 0xffffffff
  392: goto L0
L49:
      ; rule 1 `ssh` (line 5): Pass
  393: r1 = *(u64 *)(r10 - 16)
  394: r1 |= 0x0
  395: if r1 != 0x6 goto L51
  396: r1 = *(u64 *)(r10 - 80)
  397: r1 |= 0x0
  398: if r1 != 0x16 goto L51
L52:
  399: r1 = *(u64 *)(r10 - 88)
  400: r1 |= 0x0
  401: r1 &= 0x112
  402: if r1 != 0x2 goto L51
  403: *(u32 *)(r10 - 136) = 0x1
  404: *(u64 *)(r10 - 144) = 0xffffffff
  405: goto L0
L51:
      ; rule 2 `est` (line 6): Pass
  406: r1 = *(u64 *)(r10 - 16)
  407: r1 |= 0x0
  408: if r1 != 0x6 goto L53
  409: r1 = *(u64 *)(r10 - 88)
  410: r1 |= 0x0
  411: if r1 > 0xff goto L53
  412: r1 &= 0x12
  413: if r1 == 0x2 goto L53
  414: *(u32 *)(r10 - 136) = 0x2
  415: *(u64 *)(r10 - 144) = 0xffffffff
  416: goto L0
L53:
      ; rule 4 `ping6` (line 8): Pass
  417: r1 = *(u64 *)(r10 - 16)
  418: r1 |= 0x0
  419: if r1 != 0x3a goto L54
  420: r1 = *(u64 *)(r10 - 96)
  421: r1 |= 0x0
  422: if r1 != 0x80 goto L54
  423: *(u32 *)(r10 - 136) = 0x4
  424: *(u64 *)(r10 - 144) = 0xffffffff
  425: goto L0
L54:
      ; rule 5 `nd` (line 9): Pass
  426: r1 = *(u64 *)(r10 - 16)
  427: r1 |= 0x0
  428: if r1 != 0x3a goto L55
  429: r1 = *(u64 *)(r10 - 96)
  430: r1 |= 0x0
  431: if r1 != 0x87 goto L55
  432: *(u32 *)(r10 - 136) = 0x5
  433: *(u64 *)(r10 - 144) = 0xffffffff
  434: goto L0
L55:
      ; default
  435: *(u32 *)(r10 - 136) = 0x6
  436: *(u64 *)(r10 - 144) = 0x2
  437: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  438: *(u32 *)(r10 - 136) = 0x7
  439: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  440: r1 = map[dropc_counters] ll
  442: r2 = r10
  443: r2 += 0xffffff78
  444: call 1
  445: if r0 == 0x0 goto L56
  446: r1 = *(u64 *)(r0 + 0)
  447: r1 += 0x1
  448: *(u64 *)(r0 + 0) = r1
L56:
  449: r0 = *(u64 *)(r10 - 144)
  450: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  451: r1 = map[dropc_counters] ll
  453: r2 = r10
  454: r2 += 0xffffff78
  455: call 1
  456: if r0 == 0x0 goto L57
  457: r1 = *(u64 *)(r0 + 0)
  458: r1 += 0x1
  459: *(u64 *)(r0 + 0) = r1
L57:
  460: r0 = *(u64 *)(r10 - 144)
  461: exit
