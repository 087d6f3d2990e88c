; dropc tc program `dropc_tc` (473 instruction slots)
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
   23: r4 = *(u8 *)(r0 + 23)
   24: *(u64 *)(r10 - 16) = r4
   25: r2 = *(u16 *)(r0 + 20)
   26: if w2 & 0xff1f goto L9
   27: r5 = *(u8 *)(r0 + 14)
   28: r5 &= 0xf
   29: r5 <<= 0x2
   30: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   31: if r4 == 0x6 goto L10
   32: if r4 == 0x1 goto L12
   33: if r4 == 0x11 goto L11
   34: *(u64 *)(r10 - 80) = 0x10000
   35: *(u64 *)(r10 - 88) = 0x100
   36: *(u64 *)(r10 - 96) = 0x100
   37: *(u64 *)(r10 - 104) = 0x100
   38: goto L2
L12:
   39: r2 = r5
   40: r2 += 0x16
   41: if r2 > r3 goto L1
   42: r1 = *(u8 *)(r5 + 14)
   43: *(u64 *)(r10 - 96) = r1
   44: r1 = *(u8 *)(r5 + 15)
   45: *(u64 *)(r10 - 104) = r1
   46: *(u64 *)(r10 - 80) = 0x10000
   47: *(u64 *)(r10 - 88) = 0x100
   48: goto L2
L11:
   49: r2 = r5
   50: r2 += 0x16
   51: if r2 > r3 goto L1
   52: r1 = *(u16 *)(r5 + 16)
   53: r1 = be16 r1
   54: *(u64 *)(r10 - 80) = r1
   55: *(u64 *)(r10 - 88) = 0x100
   56: *(u64 *)(r10 - 96) = 0x100
   57: *(u64 *)(r10 - 104) = 0x100
   58: goto L2
L9:
   59: *(u64 *)(r10 - 80) = 0x10000
   60: *(u64 *)(r10 - 88) = 0x100
   61: *(u64 *)(r10 - 96) = 0x100
   62: *(u64 *)(r10 - 104) = 0x100
   63: goto L2
L10:
   64: r2 = r5
   65: r2 += 0x22
   66: if r2 > r3 goto L1
   67: r1 = *(u8 *)(r5 + 27)
   68: *(u64 *)(r10 - 88) = r1
   69: r1 = *(u16 *)(r5 + 16)
   70: r1 = be16 r1
   71: *(u64 *)(r10 - 80) = r1
   72: *(u64 *)(r10 - 96) = 0x100
   73: *(u64 *)(r10 - 104) = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `dns` (line 4): Pass
   74: r1 = *(u64 *)(r10 - 16)
   75: r1 |= 0x0
   76: if r1 != 0x11 goto L13
   77: r1 = *(u64 *)(r10 - 80)
   78: r1 |= 0x0
   79: if r1 != 0x35 goto L13
L14:
   80: *(u32 *)(r10 - 136) = 0x0
   81: *(u64 *)(r10 - 144) = 0xffffffff
   82: goto L0
L13:
      ; rule 1 `ssh` (line 5): Pass
   83: r1 = *(u64 *)(r10 - 16)
   84: r1 |= 0x0
   85: if r1 != 0x6 goto L15
   86: r1 = *(u64 *)(r10 - 80)
   87: r1 |= 0x0
   88: if r1 != 0x16 goto L15
L16:
   89: r1 = *(u64 *)(r10 - 88)
   90: r1 |= 0x0
   91: r1 &= 0x112
   92: if r1 != 0x2 goto L15
   93: *(u32 *)(r10 - 136) = 0x1
   94: *(u64 *)(r10 - 144) = 0xffffffff
   95: goto L0
L15:
      ; rule 2 `est` (line 6): Pass
   96: r1 = *(u64 *)(r10 - 16)
   97: r1 |= 0x0
   98: if r1 != 0x6 goto L17
   99: r1 = *(u64 *)(r10 - 88)
  100: r1 |= 0x0
  101: if r1 > 0xff goto L17
  102: r1 &= 0x12
  103: if r1 == 0x2 goto L17
  104: *(u32 *)(r10 - 136) = 0x2
  105: *(u64 *)(r10 - 144) = 0xffffffff
  106: goto L0
L17:
      ; rule 3 `ping` (line 7): Pass
  107: r1 = *(u64 *)(r10 - 16)
  108: r1 |= 0x0
  109: if r1 != 0x1 goto L18
  110: r1 = *(u64 *)(r10 - 96)
  111: if r1 != 0x8 goto L18
  112: *(u32 *)(r10 - 136) = 0x3
  113: *(u64 *)(r10 - 144) = 0xffffffff
  114: goto L0
L18:
      ; default
  115: *(u32 *)(r10 - 136) = 0x6
  116: *(u64 *)(r10 - 144) = 0x2
  117: goto L0
L6:
  118: if w1 == 0xdd86 goto L7
  119: if w1 == 0x81 goto L19
  120: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  121: r2 = *(u32 *)(r6 + 20)
  122: if r2 != 0x0 goto L1
  123: r2 = r0
  124: r2 += 0x12
  125: if r2 > r3 goto L1
  126: r1 = *(u16 *)(r0 + 16)
  127: r0 += 0x4
  128: if w1 == 0x8 goto L8
  129: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  130: r2 = r0
  131: r2 += 0x36
  132: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
  133: r4 = *(u8 *)(r0 + 20)
  134: r5 = r0
  135: r5 += 0x36
  136: if r4 == 0x2c goto L23
  137: if r4 == 0x0 goto L22
  138: if r4 == 0x2b goto L22
  139: if r4 != 0x3c goto L20
L22:
  140: r2 = r5
  141: r2 += 0x8
  142: if r2 > r3 goto L1
  143: r1 = *(u8 *)(r5 + 1)
  144: r4 = *(u8 *)(r5 + 0)
  145: r1 += 0x1
  146: r1 <<= 0x3
  147: r5 += r1
  148: goto L24
L23:
  149: r2 = r5
  150: r2 += 0x8
  151: if r2 > r3 goto L1
  152: r1 = *(u16 *)(r5 + 2)
  153: r4 = *(u8 *)(r5 + 0)
  154: r5 += 0x8
  155: if w1 & 0xf8ff goto L21
L24:
  156: r1 = r5
  157: r1 -= r0
  158: if r1 > 0x7fff goto L1
  159: r5 = r0
  160: r5 += r1
  161: if r4 == 0x2c goto L26
  162: if r4 == 0x0 goto L25
  163: if r4 == 0x2b goto L25
  164: if r4 != 0x3c goto L20
L25:
  165: r2 = r5
  166: r2 += 0x8
  167: if r2 > r3 goto L1
  168: r1 = *(u8 *)(r5 + 1)
  169: r4 = *(u8 *)(r5 + 0)
  170: r1 += 0x1
  171: r1 <<= 0x3
  172: r5 += r1
  173: goto L27
L26:
  174: r2 = r5
  175: r2 += 0x8
  176: if r2 > r3 goto L1
  177: r1 = *(u16 *)(r5 + 2)
  178: r4 = *(u8 *)(r5 + 0)
  179: r5 += 0x8
  180: if w1 & 0xf8ff goto L21
L27:
  181: r1 = r5
  182: r1 -= r0
  183: if r1 > 0x7fff goto L1
  184: r5 = r0
  185: r5 += r1
  186: if r4 == 0x2c goto L29
  187: if r4 == 0x0 goto L28
  188: if r4 == 0x2b goto L28
  189: if r4 != 0x3c goto L20
L28:
  190: r2 = r5
  191: r2 += 0x8
  192: if r2 > r3 goto L1
  193: r1 = *(u8 *)(r5 + 1)
  194: r4 = *(u8 *)(r5 + 0)
  195: r1 += 0x1
  196: r1 <<= 0x3
  197: r5 += r1
  198: goto L30
L29:
  199: r2 = r5
  200: r2 += 0x8
  201: if r2 > r3 goto L1
  202: r1 = *(u16 *)(r5 + 2)
  203: r4 = *(u8 *)(r5 + 0)
  204: r5 += 0x8
  205: if w1 & 0xf8ff goto L21
L30:
  206: r1 = r5
  207: r1 -= r0
  208: if r1 > 0x7fff goto L1
  209: r5 = r0
  210: r5 += r1
  211: if r4 == 0x2c goto L32
  212: if r4 == 0x0 goto L31
  213: if r4 == 0x2b goto L31
  214: if r4 != 0x3c goto L20
L31:
  215: r2 = r5
  216: r2 += 0x8
  217: if r2 > r3 goto L1
  218: r1 = *(u8 *)(r5 + 1)
  219: r4 = *(u8 *)(r5 + 0)
  220: r1 += 0x1
  221: r1 <<= 0x3
  222: r5 += r1
  223: goto L33
L32:
  224: r2 = r5
  225: r2 += 0x8
  226: if r2 > r3 goto L1
  227: r1 = *(u16 *)(r5 + 2)
  228: r4 = *(u8 *)(r5 + 0)
  229: r5 += 0x8
  230: if w1 & 0xf8ff goto L21
L33:
  231: r1 = r5
  232: r1 -= r0
  233: if r1 > 0x7fff goto L1
  234: r5 = r0
  235: r5 += r1
  236: if r4 == 0x2c goto L35
  237: if r4 == 0x0 goto L34
  238: if r4 == 0x2b goto L34
  239: if r4 != 0x3c goto L20
L34:
  240: r2 = r5
  241: r2 += 0x8
  242: if r2 > r3 goto L1
  243: r1 = *(u8 *)(r5 + 1)
  244: r4 = *(u8 *)(r5 + 0)
  245: r1 += 0x1
  246: r1 <<= 0x3
  247: r5 += r1
  248: goto L36
L35:
  249: r2 = r5
  250: r2 += 0x8
  251: if r2 > r3 goto L1
  252: r1 = *(u16 *)(r5 + 2)
  253: r4 = *(u8 *)(r5 + 0)
  254: r5 += 0x8
  255: if w1 & 0xf8ff goto L21
L36:
  256: r1 = r5
  257: r1 -= r0
  258: if r1 > 0x7fff goto L1
  259: r5 = r0
  260: r5 += r1
  261: if r4 == 0x2c goto L38
  262: if r4 == 0x0 goto L37
  263: if r4 == 0x2b goto L37
  264: if r4 != 0x3c goto L20
L37:
  265: r2 = r5
  266: r2 += 0x8
  267: if r2 > r3 goto L1
  268: r1 = *(u8 *)(r5 + 1)
  269: r4 = *(u8 *)(r5 + 0)
  270: r1 += 0x1
  271: r1 <<= 0x3
  272: r5 += r1
  273: goto L39
L38:
  274: r2 = r5
  275: r2 += 0x8
  276: if r2 > r3 goto L1
  277: r1 = *(u16 *)(r5 + 2)
  278: r4 = *(u8 *)(r5 + 0)
  279: r5 += 0x8
  280: if w1 & 0xf8ff goto L21
L39:
  281: r1 = r5
  282: r1 -= r0
  283: if r1 > 0x7fff goto L1
  284: r5 = r0
  285: r5 += r1
  286: if r4 == 0x2c goto L41
  287: if r4 == 0x0 goto L40
  288: if r4 == 0x2b goto L40
  289: if r4 != 0x3c goto L20
L40:
  290: r2 = r5
  291: r2 += 0x8
  292: if r2 > r3 goto L1
  293: r1 = *(u8 *)(r5 + 1)
  294: r4 = *(u8 *)(r5 + 0)
  295: r1 += 0x1
  296: r1 <<= 0x3
  297: r5 += r1
  298: goto L42
L41:
  299: r2 = r5
  300: r2 += 0x8
  301: if r2 > r3 goto L1
  302: r1 = *(u16 *)(r5 + 2)
  303: r4 = *(u8 *)(r5 + 0)
  304: r5 += 0x8
  305: if w1 & 0xf8ff goto L21
L42:
  306: r1 = r5
  307: r1 -= r0
  308: if r1 > 0x7fff goto L1
  309: r5 = r0
  310: r5 += r1
  311: if r4 == 0x2c goto L44
  312: if r4 == 0x0 goto L43
  313: if r4 == 0x2b goto L43
  314: if r4 != 0x3c goto L20
L43:
  315: r2 = r5
  316: r2 += 0x8
  317: if r2 > r3 goto L1
  318: r1 = *(u8 *)(r5 + 1)
  319: r4 = *(u8 *)(r5 + 0)
  320: r1 += 0x1
  321: r1 <<= 0x3
  322: r5 += r1
  323: goto L45
L44:
  324: r2 = r5
  325: r2 += 0x8
  326: if r2 > r3 goto L1
  327: r1 = *(u16 *)(r5 + 2)
  328: r4 = *(u8 *)(r5 + 0)
  329: r5 += 0x8
  330: if w1 & 0xf8ff goto L21
L45:
  331: r1 = r5
  332: r1 -= r0
  333: if r1 > 0x7fff goto L1
  334: r5 = r0
  335: r5 += r1
      ; deeper than the walk: no specified verdict
  336: if r4 == 0x0 goto L1
  337: if r4 == 0x2b goto L1
  338: if r4 == 0x2c goto L1
  339: if r4 == 0x3c goto L1
L20:
  340: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  341: if r4 == 0x6 goto L46
  342: if r4 == 0x3a goto L48
  343: if r4 == 0x11 goto L47
  344: *(u64 *)(r10 - 80) = 0x10000
  345: *(u64 *)(r10 - 88) = 0x100
  346: *(u64 *)(r10 - 96) = 0x100
  347: *(u64 *)(r10 - 104) = 0x100
  348: goto L3
L48:
  349: r2 = r5
  350: r2 += 0x8
  351: if r2 > r3 goto L1
  352: r1 = *(u8 *)(r5 + 0)
  353: *(u64 *)(r10 - 96) = r1
  354: r1 = *(u8 *)(r5 + 1)
  355: *(u64 *)(r10 - 104) = r1
  356: *(u64 *)(r10 - 80) = 0x10000
  357: *(u64 *)(r10 - 88) = 0x100
  358: goto L3
L47:
  359: r2 = r5
  360: r2 += 0x8
  361: if r2 > r3 goto L1
  362: r1 = *(u16 *)(r5 + 2)
  363: r1 = be16 r1
  364: *(u64 *)(r10 - 80) = r1
  365: *(u64 *)(r10 - 88) = 0x100
  366: *(u64 *)(r10 - 96) = 0x100
  367: *(u64 *)(r10 - 104) = 0x100
  368: goto L3
L46:
  369: r2 = r5
  370: r2 += 0x14
  371: if r2 > r3 goto L1
  372: r1 = *(u8 *)(r5 + 13)
  373: *(u64 *)(r10 - 88) = r1
  374: r1 = *(u16 *)(r5 + 2)
  375: r1 = be16 r1
  376: *(u64 *)(r10 - 80) = r1
  377: *(u64 *)(r10 - 96) = 0x100
  378: *(u64 *)(r10 - 104) = 0x100
  379: goto L3
L21:
  380: *(u64 *)(r10 - 16) = r4
  381: *(u64 *)(r10 - 80) = 0x10000
  382: *(u64 *)(r10 - 88) = 0x100
  383: *(u64 *)(r10 - 96) = 0x100
  384: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `dns` (line 4): Pass
  385: r1 = *(u64 *)(r10 - 16)
  386: r1 |= 0x0
  387: if r1 != 0x11 goto L49
  388: r1 = *(u64 *)(r10 - 80)
  389: r1 |= 0x0
  390: if r1 != 0x35 goto L49
L50:
  391: *(u32 *)(r10 - 136) = 0x0
  392: *(u64 *)(r10 - 144) = 0xffffffff
  393: goto L0
L49:
      ; rule 1 `ssh` (line 5): Pass
  394: r1 = *(u64 *)(r10 - 16)
  395: r1 |= 0x0
  396: if r1 != 0x6 goto L51
  397: r1 = *(u64 *)(r10 - 80)
  398: r1 |= 0x0
  399: if r1 != 0x16 goto L51
L52:
  400: r1 = *(u64 *)(r10 - 88)
  401: r1 |= 0x0
  402: r1 &= 0x112
  403: if r1 != 0x2 goto L51
  404: *(u32 *)(r10 - 136) = 0x1
  405: *(u64 *)(r10 - 144) = 0xffffffff
  406: goto L0
L51:
      ; rule 2 `est` (line 6): Pass
  407: r1 = *(u64 *)(r10 - 16)
  408: r1 |= 0x0
  409: if r1 != 0x6 goto L53
  410: r1 = *(u64 *)(r10 - 88)
  411: r1 |= 0x0
  412: if r1 > 0xff goto L53
  413: r1 &= 0x12
  414: if r1 == 0x2 goto L53
  415: *(u32 *)(r10 - 136) = 0x2
  416: *(u64 *)(r10 - 144) = 0xffffffff
  417: goto L0
L53:
      ; rule 4 `ping6` (line 8): Pass
  418: r1 = *(u64 *)(r10 - 16)
  419: r1 |= 0x0
  420: if r1 != 0x3a goto L54
  421: r1 = *(u64 *)(r10 - 96)
  422: r1 |= 0x0
  423: if r1 != 0x80 goto L54
  424: *(u32 *)(r10 - 136) = 0x4
  425: *(u64 *)(r10 - 144) = 0xffffffff
  426: goto L0
L54:
      ; rule 5 `nd` (line 9): Pass
  427: r1 = *(u64 *)(r10 - 16)
  428: r1 |= 0x0
  429: if r1 != 0x3a goto L55
  430: r1 = *(u64 *)(r10 - 96)
  431: r1 |= 0x0
  432: if r1 != 0x87 goto L55
  433: *(u32 *)(r10 - 136) = 0x5
  434: *(u64 *)(r10 - 144) = 0xffffffff
  435: goto L0
L55:
      ; default
  436: *(u32 *)(r10 - 136) = 0x6
  437: *(u64 *)(r10 - 144) = 0x2
  438: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  439: *(u32 *)(r10 - 136) = 0x7
  440: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  441: r1 = map[dropc_counters] ll
  443: r2 = r10
  444: r2 += 0xffffff78
  445: call 1
  446: if r0 == 0x0 goto L56
  447: r1 = *(u64 *)(r0 + 0)
  448: r1 += 0x1
  449: *(u64 *)(r0 + 0) = r1
  450: r1 = *(u64 *)(r10 - 152)
  451: r2 = *(u32 *)(r1 + 0)
  452: r1 = *(u64 *)(r0 + 8)
  453: r1 += r2
  454: *(u64 *)(r0 + 8) = r1
L56:
  455: r0 = *(u64 *)(r10 - 144)
  456: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  457: r1 = map[dropc_counters] ll
  459: r2 = r10
  460: r2 += 0xffffff78
  461: call 1
  462: if r0 == 0x0 goto L57
  463: r1 = *(u64 *)(r0 + 0)
  464: r1 += 0x1
  465: *(u64 *)(r0 + 0) = r1
  466: r1 = *(u64 *)(r10 - 152)
  467: r2 = *(u32 *)(r1 + 0)
  468: r1 = *(u64 *)(r0 + 8)
  469: r1 += r2
  470: *(u64 *)(r0 + 8) = r1
L57:
  471: r0 = *(u64 *)(r10 - 144)
  472: exit
