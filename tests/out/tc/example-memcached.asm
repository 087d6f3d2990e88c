; dropc tc program `dropc_tc` (484 instruction slots)
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
      ; payload tests: the context kept, no payload until found
   14: *(u64 *)(r10 - 152) = r6
   15: *(u64 *)(r10 - 160) = 0x0
   16: *(u64 *)(r10 - 168) = 0x0
   17: *(u64 *)(r10 - 176) = 0x0
      ; Ethernet
   18: r2 = r0
   19: r2 += 0xe
   20: if r2 > r3 goto L1
   21: r1 = *(u16 *)(r0 + 12)
   22: if w1 != 0x8 goto L6
L8:
      ; IPv4 (header at r0 + 14)
   23: r2 = r0
   24: r2 += 0x22
   25: if r2 > r3 goto L1
   26: r1 = *(u16 *)(r0 + 16)
   27: r1 = be16 r1
   28: r1 += 0xe
   29: r2 = r0
   30: r2 += r1
   31: r1 = *(u64 *)(r10 - 152)
   32: r1 = *(u32 *)(r1 + 76)
   33: r2 -= r1
   34: *(u64 *)(r10 - 176) = r2
   35: r7 = *(u32 *)(r0 + 26)
   36: r4 = *(u8 *)(r0 + 23)
   37: *(u64 *)(r10 - 16) = r4
   38: r2 = *(u16 *)(r0 + 20)
   39: if w2 & 0xff1f goto L9
   40: r5 = *(u8 *)(r0 + 14)
   41: r5 &= 0xf
   42: r5 <<= 0x2
   43: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   44: if r4 == 0x6 goto L10
   45: if r4 == 0x1 goto L12
   46: if r4 == 0x11 goto L11
   47: r5 = 0x10000
   48: goto L2
L10:
   49: r2 = r5
   50: r2 += 0x22
   51: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   52: r1 = *(u8 *)(r5 + 26)
   53: r1 >>= 0x4
   54: r1 <<= 0x2
   55: r1 += 0xe
   56: r2 = r5
   57: r2 += r1
   58: r1 = *(u64 *)(r10 - 152)
   59: r1 = *(u32 *)(r1 + 76)
   60: r2 -= r1
   61: *(u64 *)(r10 - 160) = r2
   62: r1 = *(u64 *)(r10 - 176)
   63: r1 -= r2
   64: *(u64 *)(r10 - 168) = r1
   65: r5 = *(u16 *)(r5 + 16)
   66: goto L2
L12:
   67: r2 = r5
   68: r2 += 0x16
   69: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   70: r1 = 0x8
   71: r1 += 0xe
   72: r2 = r5
   73: r2 += r1
   74: r1 = *(u64 *)(r10 - 152)
   75: r1 = *(u32 *)(r1 + 76)
   76: r2 -= r1
   77: *(u64 *)(r10 - 160) = r2
   78: r1 = *(u64 *)(r10 - 176)
   79: r1 -= r2
   80: *(u64 *)(r10 - 168) = r1
   81: r5 = 0x10000
   82: goto L2
L9:
   83: r5 = 0x10000
   84: goto L2
L11:
   85: r2 = r5
   86: r2 += 0x16
   87: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   88: r1 = 0x8
   89: r1 += 0xe
   90: r2 = r5
   91: r2 += r1
   92: r1 = *(u64 *)(r10 - 152)
   93: r1 = *(u32 *)(r1 + 76)
   94: r2 -= r1
   95: *(u64 *)(r10 - 160) = r2
   96: r1 = *(u64 *)(r10 - 176)
   97: r1 -= r2
   98: *(u64 *)(r10 - 168) = r1
   99: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `value` (line 10): Drop
  100: r1 = *(u64 *)(r10 - 16)
  101: r1 |= 0x0
  102: if r1 != 0x11 goto L13
  103: r1 = *(u64 *)(r10 - 168)
  104: if r1 s< 0xe goto L13
  105: r1 = *(u64 *)(r10 - 152)
  106: r2 = *(u32 *)(r1 + 76)
  107: r3 = *(u32 *)(r1 + 80)
  108: r1 = *(u64 *)(r10 - 160)
  109: if r1 > 0x8000 goto L13
  110: r2 += r1
  111: r1 = r2
  112: r1 += 0xe
  113: if r1 > r3 goto L13
  114: r0 = *(u8 *)(r2 + 8)
  115: if r0 != 0x56 goto L13
  116: r0 = *(u8 *)(r2 + 9)
  117: if r0 != 0x41 goto L13
  118: r0 = *(u8 *)(r2 + 10)
  119: if r0 != 0x4c goto L13
  120: r0 = *(u8 *)(r2 + 11)
  121: if r0 != 0x55 goto L13
  122: r0 = *(u8 *)(r2 + 12)
  123: if r0 != 0x45 goto L13
  124: r0 = *(u8 *)(r2 + 13)
  125: if r0 != 0x20 goto L13
L14:
  126: *(u32 *)(r10 - 136) = 0x0
  127: *(u64 *)(r10 - 144) = 0x2
  128: goto L0
L13:
      ; rule 1 `stat` (line 11): Drop
  129: r1 = *(u64 *)(r10 - 16)
  130: r1 |= 0x0
  131: if r1 != 0x11 goto L15
  132: r1 = *(u64 *)(r10 - 168)
  133: if r1 s< 0xd goto L15
  134: r1 = *(u64 *)(r10 - 152)
  135: r2 = *(u32 *)(r1 + 76)
  136: r3 = *(u32 *)(r1 + 80)
  137: r1 = *(u64 *)(r10 - 160)
  138: if r1 > 0x8000 goto L15
  139: r2 += r1
  140: r1 = r2
  141: r1 += 0xd
  142: if r1 > r3 goto L15
  143: r0 = *(u8 *)(r2 + 8)
  144: if r0 != 0x53 goto L15
  145: r0 = *(u8 *)(r2 + 9)
  146: if r0 != 0x54 goto L15
  147: r0 = *(u8 *)(r2 + 10)
  148: if r0 != 0x41 goto L15
  149: r0 = *(u8 *)(r2 + 11)
  150: if r0 != 0x54 goto L15
  151: r0 = *(u8 *)(r2 + 12)
  152: if r0 != 0x20 goto L15
L16:
  153: *(u32 *)(r10 - 136) = 0x1
  154: *(u64 *)(r10 - 144) = 0x2
  155: goto L0
L15:
      ; rule 2 `no-udp` (line 12): Drop
  156: r1 = *(u64 *)(r10 - 16)
  157: r1 |= 0x0
  158: if r1 != 0x11 goto L17
  159: if r5 != 0xcb2b goto L17
L18:
  160: w7 &= 0xff
  161: if w7 == 0xa goto L17
  162: *(u32 *)(r10 - 136) = 0x2
  163: *(u64 *)(r10 - 144) = 0x2
  164: goto L0
L17:
      ; default
  165: *(u32 *)(r10 - 136) = 0x3
  166: *(u64 *)(r10 - 144) = 0xffffffff
  167: goto L0
L6:
  168: if w1 == 0xdd86 goto L7
  169: if w1 == 0x81 goto L19
  170: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  171: r2 = *(u32 *)(r6 + 20)
  172: if r2 != 0x0 goto L1
  173: r2 = r0
  174: r2 += 0x12
  175: if r2 > r3 goto L1
  176: r1 = *(u16 *)(r0 + 16)
  177: r0 += 0x4
  178: if w1 == 0x8 goto L8
  179: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  180: r2 = r0
  181: r2 += 0x36
  182: if r2 > r3 goto L1
  183: r1 = *(u16 *)(r0 + 18)
  184: r1 = be16 r1
  185: r1 += 0x36
  186: r2 = r0
  187: r2 += r1
  188: r1 = *(u64 *)(r10 - 152)
  189: r1 = *(u32 *)(r1 + 76)
  190: r2 -= r1
  191: *(u64 *)(r10 - 176) = r2
      ; extension headers: r4 = next header, r5 = its start
  192: r4 = *(u8 *)(r0 + 20)
  193: r5 = r0
  194: r5 += 0x36
  195: if r4 == 0x2c goto L23
  196: if r4 == 0x0 goto L22
  197: if r4 == 0x2b goto L22
  198: if r4 != 0x3c goto L20
L22:
  199: r2 = r5
  200: r2 += 0x8
  201: if r2 > r3 goto L1
  202: r1 = *(u8 *)(r5 + 1)
  203: r4 = *(u8 *)(r5 + 0)
  204: r1 += 0x1
  205: r1 <<= 0x3
  206: r5 += r1
  207: goto L24
L23:
  208: r2 = r5
  209: r2 += 0x8
  210: if r2 > r3 goto L1
  211: r1 = *(u16 *)(r5 + 2)
  212: r4 = *(u8 *)(r5 + 0)
  213: r5 += 0x8
  214: if w1 & 0xf8ff goto L21
L24:
  215: r1 = r5
  216: r1 -= r0
  217: if r1 > 0x7fff goto L1
  218: r5 = r0
  219: r5 += r1
  220: if r4 == 0x2c goto L26
  221: if r4 == 0x0 goto L25
  222: if r4 == 0x2b goto L25
  223: if r4 != 0x3c goto L20
L25:
  224: r2 = r5
  225: r2 += 0x8
  226: if r2 > r3 goto L1
  227: r1 = *(u8 *)(r5 + 1)
  228: r4 = *(u8 *)(r5 + 0)
  229: r1 += 0x1
  230: r1 <<= 0x3
  231: r5 += r1
  232: goto L27
L26:
  233: r2 = r5
  234: r2 += 0x8
  235: if r2 > r3 goto L1
  236: r1 = *(u16 *)(r5 + 2)
  237: r4 = *(u8 *)(r5 + 0)
  238: r5 += 0x8
  239: if w1 & 0xf8ff goto L21
L27:
  240: r1 = r5
  241: r1 -= r0
  242: if r1 > 0x7fff goto L1
  243: r5 = r0
  244: r5 += r1
  245: if r4 == 0x2c goto L29
  246: if r4 == 0x0 goto L28
  247: if r4 == 0x2b goto L28
  248: if r4 != 0x3c goto L20
L28:
  249: r2 = r5
  250: r2 += 0x8
  251: if r2 > r3 goto L1
  252: r1 = *(u8 *)(r5 + 1)
  253: r4 = *(u8 *)(r5 + 0)
  254: r1 += 0x1
  255: r1 <<= 0x3
  256: r5 += r1
  257: goto L30
L29:
  258: r2 = r5
  259: r2 += 0x8
  260: if r2 > r3 goto L1
  261: r1 = *(u16 *)(r5 + 2)
  262: r4 = *(u8 *)(r5 + 0)
  263: r5 += 0x8
  264: if w1 & 0xf8ff goto L21
L30:
  265: r1 = r5
  266: r1 -= r0
  267: if r1 > 0x7fff goto L1
  268: r5 = r0
  269: r5 += r1
  270: if r4 == 0x2c goto L32
  271: if r4 == 0x0 goto L31
  272: if r4 == 0x2b goto L31
  273: if r4 != 0x3c goto L20
L31:
  274: r2 = r5
  275: r2 += 0x8
  276: if r2 > r3 goto L1
  277: r1 = *(u8 *)(r5 + 1)
  278: r4 = *(u8 *)(r5 + 0)
  279: r1 += 0x1
  280: r1 <<= 0x3
  281: r5 += r1
  282: goto L33
L32:
  283: r2 = r5
  284: r2 += 0x8
  285: if r2 > r3 goto L1
  286: r1 = *(u16 *)(r5 + 2)
  287: r4 = *(u8 *)(r5 + 0)
  288: r5 += 0x8
  289: if w1 & 0xf8ff goto L21
L33:
  290: r1 = r5
  291: r1 -= r0
  292: if r1 > 0x7fff goto L1
  293: r5 = r0
  294: r5 += r1
  295: if r4 == 0x2c goto L35
  296: if r4 == 0x0 goto L34
  297: if r4 == 0x2b goto L34
  298: if r4 != 0x3c goto L20
L34:
  299: r2 = r5
  300: r2 += 0x8
  301: if r2 > r3 goto L1
  302: r1 = *(u8 *)(r5 + 1)
  303: r4 = *(u8 *)(r5 + 0)
  304: r1 += 0x1
  305: r1 <<= 0x3
  306: r5 += r1
  307: goto L36
L35:
  308: r2 = r5
  309: r2 += 0x8
  310: if r2 > r3 goto L1
  311: r1 = *(u16 *)(r5 + 2)
  312: r4 = *(u8 *)(r5 + 0)
  313: r5 += 0x8
  314: if w1 & 0xf8ff goto L21
L36:
  315: r1 = r5
  316: r1 -= r0
  317: if r1 > 0x7fff goto L1
  318: r5 = r0
  319: r5 += r1
  320: if r4 == 0x2c goto L38
  321: if r4 == 0x0 goto L37
  322: if r4 == 0x2b goto L37
  323: if r4 != 0x3c goto L20
L37:
  324: r2 = r5
  325: r2 += 0x8
  326: if r2 > r3 goto L1
  327: r1 = *(u8 *)(r5 + 1)
  328: r4 = *(u8 *)(r5 + 0)
  329: r1 += 0x1
  330: r1 <<= 0x3
  331: r5 += r1
  332: goto L39
L38:
  333: r2 = r5
  334: r2 += 0x8
  335: if r2 > r3 goto L1
  336: r1 = *(u16 *)(r5 + 2)
  337: r4 = *(u8 *)(r5 + 0)
  338: r5 += 0x8
  339: if w1 & 0xf8ff goto L21
L39:
  340: r1 = r5
  341: r1 -= r0
  342: if r1 > 0x7fff goto L1
  343: r5 = r0
  344: r5 += r1
  345: if r4 == 0x2c goto L41
  346: if r4 == 0x0 goto L40
  347: if r4 == 0x2b goto L40
  348: if r4 != 0x3c goto L20
L40:
  349: r2 = r5
  350: r2 += 0x8
  351: if r2 > r3 goto L1
  352: r1 = *(u8 *)(r5 + 1)
  353: r4 = *(u8 *)(r5 + 0)
  354: r1 += 0x1
  355: r1 <<= 0x3
  356: r5 += r1
  357: goto L42
L41:
  358: r2 = r5
  359: r2 += 0x8
  360: if r2 > r3 goto L1
  361: r1 = *(u16 *)(r5 + 2)
  362: r4 = *(u8 *)(r5 + 0)
  363: r5 += 0x8
  364: if w1 & 0xf8ff goto L21
L42:
  365: r1 = r5
  366: r1 -= r0
  367: if r1 > 0x7fff goto L1
  368: r5 = r0
  369: r5 += r1
  370: if r4 == 0x2c goto L44
  371: if r4 == 0x0 goto L43
  372: if r4 == 0x2b goto L43
  373: if r4 != 0x3c goto L20
L43:
  374: r2 = r5
  375: r2 += 0x8
  376: if r2 > r3 goto L1
  377: r1 = *(u8 *)(r5 + 1)
  378: r4 = *(u8 *)(r5 + 0)
  379: r1 += 0x1
  380: r1 <<= 0x3
  381: r5 += r1
  382: goto L45
L44:
  383: r2 = r5
  384: r2 += 0x8
  385: if r2 > r3 goto L1
  386: r1 = *(u16 *)(r5 + 2)
  387: r4 = *(u8 *)(r5 + 0)
  388: r5 += 0x8
  389: if w1 & 0xf8ff goto L21
L45:
  390: r1 = r5
  391: r1 -= r0
  392: if r1 > 0x7fff goto L1
  393: r5 = r0
  394: r5 += r1
      ; deeper than the walk: no specified verdict
  395: if r4 == 0x0 goto L1
  396: if r4 == 0x2b goto L1
  397: if r4 == 0x2c goto L1
  398: if r4 == 0x3c goto L1
L20:
  399: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  400: if r4 == 0x6 goto L46
  401: if r4 == 0x3a goto L48
  402: if r4 == 0x11 goto L47
  403: r5 = 0x10000
  404: goto L3
L46:
  405: r2 = r5
  406: r2 += 0x14
  407: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  408: r1 = *(u8 *)(r5 + 12)
  409: r1 >>= 0x4
  410: r1 <<= 0x2
  411: r1 += 0x0
  412: r2 = r5
  413: r2 += r1
  414: r1 = *(u64 *)(r10 - 152)
  415: r1 = *(u32 *)(r1 + 76)
  416: r2 -= r1
  417: *(u64 *)(r10 - 160) = r2
  418: r1 = *(u64 *)(r10 - 176)
  419: r1 -= r2
  420: *(u64 *)(r10 - 168) = r1
  421: r5 = *(u16 *)(r5 + 2)
  422: goto L3
L48:
  423: r2 = r5
  424: r2 += 0x8
  425: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  426: r1 = 0x8
  427: r1 += 0x0
  428: r2 = r5
  429: r2 += r1
  430: r1 = *(u64 *)(r10 - 152)
  431: r1 = *(u32 *)(r1 + 76)
  432: r2 -= r1
  433: *(u64 *)(r10 - 160) = r2
  434: r1 = *(u64 *)(r10 - 176)
  435: r1 -= r2
  436: *(u64 *)(r10 - 168) = r1
  437: r5 = 0x10000
  438: goto L3
L47:
  439: r2 = r5
  440: r2 += 0x8
  441: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  442: r1 = 0x8
  443: r1 += 0x0
  444: r2 = r5
  445: r2 += r1
  446: r1 = *(u64 *)(r10 - 152)
  447: r1 = *(u32 *)(r1 + 76)
  448: r2 -= r1
  449: *(u64 *)(r10 - 160) = r2
  450: r1 = *(u64 *)(r10 - 176)
  451: r1 -= r2
  452: *(u64 *)(r10 - 168) = r1
  453: r5 = *(u16 *)(r5 + 2)
  454: goto L3
L21:
  455: *(u64 *)(r10 - 16) = r4
  456: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  457: *(u32 *)(r10 - 136) = 0x3
  458: *(u64 *)(r10 - 144) = 0xffffffff
  459: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  460: *(u32 *)(r10 - 136) = 0x4
  461: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  462: r1 = map[dropc_counters] ll
  464: r2 = r10
  465: r2 += 0xffffff78
  466: call 1
  467: if r0 == 0x0 goto L49
  468: r1 = *(u64 *)(r0 + 0)
  469: r1 += 0x1
  470: *(u64 *)(r0 + 0) = r1
L49:
  471: r0 = *(u64 *)(r10 - 144)
  472: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  473: r1 = map[dropc_counters] ll
  475: r2 = r10
  476: r2 += 0xffffff78
  477: call 1
  478: if r0 == 0x0 goto L50
  479: r1 = *(u64 *)(r0 + 0)
  480: r1 += 0x1
  481: *(u64 *)(r0 + 0) = r1
L50:
  482: r0 = *(u64 *)(r10 - 144)
  483: exit
