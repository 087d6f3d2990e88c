; dropc xdp program `dropc_xdp` (486 instruction slots)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)
    0: *(u64 *)(r10 - 152) = r1
    1: r0 = *(u32 *)(r1 + 0)
    2: r3 = *(u32 *)(r1 + 4)
      ; payload tests: the context kept, no payload until found
    3: *(u64 *)(r10 - 160) = 0x0
    4: *(u64 *)(r10 - 168) = 0x0
    5: *(u64 *)(r10 - 176) = 0x0
      ; Ethernet
    6: r2 = r0
    7: r2 += 0xe
    8: if r2 > r3 goto L1
    9: r1 = *(u16 *)(r0 + 12)
   10: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
   11: r2 = r0
   12: r2 += 0x22
   13: if r2 > r3 goto L1
   14: r1 = *(u16 *)(r0 + 16)
   15: r1 = be16 r1
   16: r1 += 0xe
   17: r2 = r0
   18: r2 += r1
   19: r1 = *(u64 *)(r10 - 152)
   20: r1 = *(u32 *)(r1 + 0)
   21: r2 -= r1
   22: *(u64 *)(r10 - 176) = r2
   23: r6 = *(u32 *)(r0 + 26)
   24: r4 = *(u8 *)(r0 + 23)
   25: *(u64 *)(r10 - 16) = r4
   26: r2 = *(u16 *)(r0 + 20)
   27: if w2 & 0xff1f goto L7
   28: r5 = *(u8 *)(r0 + 14)
   29: r5 &= 0xf
   30: r5 <<= 0x2
   31: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   32: if r4 == 0x6 goto L8
   33: if r4 == 0x1 goto L10
   34: if r4 == 0x11 goto L9
   35: r5 = 0x10000
   36: goto L2
L8:
   37: r2 = r5
   38: r2 += 0x22
   39: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   40: r1 = *(u8 *)(r5 + 26)
   41: r1 >>= 0x4
   42: r1 <<= 0x2
   43: r1 += 0xe
   44: r2 = r5
   45: r2 += r1
   46: r1 = *(u64 *)(r10 - 152)
   47: r1 = *(u32 *)(r1 + 0)
   48: r2 -= r1
   49: *(u64 *)(r10 - 160) = r2
   50: r1 = *(u64 *)(r10 - 176)
   51: r1 -= r2
   52: *(u64 *)(r10 - 168) = r1
   53: r5 = *(u16 *)(r5 + 16)
   54: goto L2
L10:
   55: r2 = r5
   56: r2 += 0x16
   57: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   58: r1 = 0x8
   59: r1 += 0xe
   60: r2 = r5
   61: r2 += r1
   62: r1 = *(u64 *)(r10 - 152)
   63: r1 = *(u32 *)(r1 + 0)
   64: r2 -= r1
   65: *(u64 *)(r10 - 160) = r2
   66: r1 = *(u64 *)(r10 - 176)
   67: r1 -= r2
   68: *(u64 *)(r10 - 168) = r1
   69: r5 = 0x10000
   70: goto L2
L7:
   71: r5 = 0x10000
   72: goto L2
L9:
   73: r2 = r5
   74: r2 += 0x16
   75: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   76: r1 = 0x8
   77: r1 += 0xe
   78: r2 = r5
   79: r2 += r1
   80: r1 = *(u64 *)(r10 - 152)
   81: r1 = *(u32 *)(r1 + 0)
   82: r2 -= r1
   83: *(u64 *)(r10 - 160) = r2
   84: r1 = *(u64 *)(r10 - 176)
   85: r1 -= r2
   86: *(u64 *)(r10 - 168) = r1
   87: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `value` (line 10): Drop
   88: r1 = *(u64 *)(r10 - 16)
   89: r1 |= 0x0
   90: if r1 != 0x11 goto L11
   91: r1 = *(u64 *)(r10 - 168)
   92: if r1 s< 0xe goto L11
   93: r1 = *(u64 *)(r10 - 152)
   94: r2 = *(u32 *)(r1 + 0)
   95: r3 = *(u32 *)(r1 + 4)
   96: r1 = *(u64 *)(r10 - 160)
   97: if r1 > 0x8000 goto L11
   98: r2 += r1
   99: r1 = r2
  100: r1 += 0xe
  101: if r1 > r3 goto L11
  102: r0 = *(u8 *)(r2 + 8)
  103: if r0 != 0x56 goto L11
  104: r0 = *(u8 *)(r2 + 9)
  105: if r0 != 0x41 goto L11
  106: r0 = *(u8 *)(r2 + 10)
  107: if r0 != 0x4c goto L11
  108: r0 = *(u8 *)(r2 + 11)
  109: if r0 != 0x55 goto L11
  110: r0 = *(u8 *)(r2 + 12)
  111: if r0 != 0x45 goto L11
  112: r0 = *(u8 *)(r2 + 13)
  113: if r0 != 0x20 goto L11
L12:
  114: *(u32 *)(r10 - 136) = 0x0
  115: *(u64 *)(r10 - 144) = 0x1
  116: goto L0
L11:
      ; rule 1 `stat` (line 11): Drop
  117: r1 = *(u64 *)(r10 - 16)
  118: r1 |= 0x0
  119: if r1 != 0x11 goto L13
  120: r1 = *(u64 *)(r10 - 168)
  121: if r1 s< 0xd goto L13
  122: r1 = *(u64 *)(r10 - 152)
  123: r2 = *(u32 *)(r1 + 0)
  124: r3 = *(u32 *)(r1 + 4)
  125: r1 = *(u64 *)(r10 - 160)
  126: if r1 > 0x8000 goto L13
  127: r2 += r1
  128: r1 = r2
  129: r1 += 0xd
  130: if r1 > r3 goto L13
  131: r0 = *(u8 *)(r2 + 8)
  132: if r0 != 0x53 goto L13
  133: r0 = *(u8 *)(r2 + 9)
  134: if r0 != 0x54 goto L13
  135: r0 = *(u8 *)(r2 + 10)
  136: if r0 != 0x41 goto L13
  137: r0 = *(u8 *)(r2 + 11)
  138: if r0 != 0x54 goto L13
  139: r0 = *(u8 *)(r2 + 12)
  140: if r0 != 0x20 goto L13
L14:
  141: *(u32 *)(r10 - 136) = 0x1
  142: *(u64 *)(r10 - 144) = 0x1
  143: goto L0
L13:
      ; rule 2 `no-udp` (line 12): Drop
  144: r1 = *(u64 *)(r10 - 16)
  145: r1 |= 0x0
  146: if r1 != 0x11 goto L15
  147: if r5 != 0xcb2b goto L15
L16:
  148: w6 &= 0xff
  149: if w6 == 0xa goto L15
  150: *(u32 *)(r10 - 136) = 0x2
  151: *(u64 *)(r10 - 144) = 0x1
  152: goto L0
L15:
      ; default
  153: *(u32 *)(r10 - 136) = 0x3
  154: *(u64 *)(r10 - 144) = 0x2
  155: goto L0
L4:
  156: if w1 == 0xdd86 goto L5
  157: if w1 == 0x81 goto L17
  158: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  159: r2 = r0
  160: r2 += 0x12
  161: if r2 > r3 goto L1
  162: r1 = *(u16 *)(r0 + 16)
  163: r0 += 0x4
  164: if w1 == 0x8 goto L6
  165: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  166: r2 = r0
  167: r2 += 0x36
  168: if r2 > r3 goto L1
  169: r1 = *(u16 *)(r0 + 18)
  170: r1 = be16 r1
  171: r1 += 0x36
  172: r2 = r0
  173: r2 += r1
  174: r1 = *(u64 *)(r10 - 152)
  175: r1 = *(u32 *)(r1 + 0)
  176: r2 -= r1
  177: *(u64 *)(r10 - 176) = r2
      ; extension headers: r4 = next header, r5 = its start
  178: r4 = *(u8 *)(r0 + 20)
  179: r5 = r0
  180: r5 += 0x36
  181: if r4 == 0x2c goto L21
  182: if r4 == 0x0 goto L20
  183: if r4 == 0x2b goto L20
  184: if r4 != 0x3c goto L18
L20:
  185: r2 = r5
  186: r2 += 0x8
  187: if r2 > r3 goto L1
  188: r1 = *(u8 *)(r5 + 1)
  189: r4 = *(u8 *)(r5 + 0)
  190: r1 += 0x1
  191: r1 <<= 0x3
  192: r5 += r1
  193: goto L22
L21:
  194: r2 = r5
  195: r2 += 0x8
  196: if r2 > r3 goto L1
  197: r1 = *(u16 *)(r5 + 2)
  198: r4 = *(u8 *)(r5 + 0)
  199: r5 += 0x8
  200: if w1 & 0xf8ff goto L19
L22:
  201: r1 = r5
  202: r1 -= r0
  203: if r1 > 0x7fff goto L1
  204: r5 = r0
  205: r5 += r1
  206: if r4 == 0x2c goto L24
  207: if r4 == 0x0 goto L23
  208: if r4 == 0x2b goto L23
  209: if r4 != 0x3c goto L18
L23:
  210: r2 = r5
  211: r2 += 0x8
  212: if r2 > r3 goto L1
  213: r1 = *(u8 *)(r5 + 1)
  214: r4 = *(u8 *)(r5 + 0)
  215: r1 += 0x1
  216: r1 <<= 0x3
  217: r5 += r1
  218: goto L25
L24:
  219: r2 = r5
  220: r2 += 0x8
  221: if r2 > r3 goto L1
  222: r1 = *(u16 *)(r5 + 2)
  223: r4 = *(u8 *)(r5 + 0)
  224: r5 += 0x8
  225: if w1 & 0xf8ff goto L19
L25:
  226: r1 = r5
  227: r1 -= r0
  228: if r1 > 0x7fff goto L1
  229: r5 = r0
  230: r5 += r1
  231: if r4 == 0x2c goto L27
  232: if r4 == 0x0 goto L26
  233: if r4 == 0x2b goto L26
  234: if r4 != 0x3c goto L18
L26:
  235: r2 = r5
  236: r2 += 0x8
  237: if r2 > r3 goto L1
  238: r1 = *(u8 *)(r5 + 1)
  239: r4 = *(u8 *)(r5 + 0)
  240: r1 += 0x1
  241: r1 <<= 0x3
  242: r5 += r1
  243: goto L28
L27:
  244: r2 = r5
  245: r2 += 0x8
  246: if r2 > r3 goto L1
  247: r1 = *(u16 *)(r5 + 2)
  248: r4 = *(u8 *)(r5 + 0)
  249: r5 += 0x8
  250: if w1 & 0xf8ff goto L19
L28:
  251: r1 = r5
  252: r1 -= r0
  253: if r1 > 0x7fff goto L1
  254: r5 = r0
  255: r5 += r1
  256: if r4 == 0x2c goto L30
  257: if r4 == 0x0 goto L29
  258: if r4 == 0x2b goto L29
  259: if r4 != 0x3c goto L18
L29:
  260: r2 = r5
  261: r2 += 0x8
  262: if r2 > r3 goto L1
  263: r1 = *(u8 *)(r5 + 1)
  264: r4 = *(u8 *)(r5 + 0)
  265: r1 += 0x1
  266: r1 <<= 0x3
  267: r5 += r1
  268: goto L31
L30:
  269: r2 = r5
  270: r2 += 0x8
  271: if r2 > r3 goto L1
  272: r1 = *(u16 *)(r5 + 2)
  273: r4 = *(u8 *)(r5 + 0)
  274: r5 += 0x8
  275: if w1 & 0xf8ff goto L19
L31:
  276: r1 = r5
  277: r1 -= r0
  278: if r1 > 0x7fff goto L1
  279: r5 = r0
  280: r5 += r1
  281: if r4 == 0x2c goto L33
  282: if r4 == 0x0 goto L32
  283: if r4 == 0x2b goto L32
  284: if r4 != 0x3c goto L18
L32:
  285: r2 = r5
  286: r2 += 0x8
  287: if r2 > r3 goto L1
  288: r1 = *(u8 *)(r5 + 1)
  289: r4 = *(u8 *)(r5 + 0)
  290: r1 += 0x1
  291: r1 <<= 0x3
  292: r5 += r1
  293: goto L34
L33:
  294: r2 = r5
  295: r2 += 0x8
  296: if r2 > r3 goto L1
  297: r1 = *(u16 *)(r5 + 2)
  298: r4 = *(u8 *)(r5 + 0)
  299: r5 += 0x8
  300: if w1 & 0xf8ff goto L19
L34:
  301: r1 = r5
  302: r1 -= r0
  303: if r1 > 0x7fff goto L1
  304: r5 = r0
  305: r5 += r1
  306: if r4 == 0x2c goto L36
  307: if r4 == 0x0 goto L35
  308: if r4 == 0x2b goto L35
  309: if r4 != 0x3c goto L18
L35:
  310: r2 = r5
  311: r2 += 0x8
  312: if r2 > r3 goto L1
  313: r1 = *(u8 *)(r5 + 1)
  314: r4 = *(u8 *)(r5 + 0)
  315: r1 += 0x1
  316: r1 <<= 0x3
  317: r5 += r1
  318: goto L37
L36:
  319: r2 = r5
  320: r2 += 0x8
  321: if r2 > r3 goto L1
  322: r1 = *(u16 *)(r5 + 2)
  323: r4 = *(u8 *)(r5 + 0)
  324: r5 += 0x8
  325: if w1 & 0xf8ff goto L19
L37:
  326: r1 = r5
  327: r1 -= r0
  328: if r1 > 0x7fff goto L1
  329: r5 = r0
  330: r5 += r1
  331: if r4 == 0x2c goto L39
  332: if r4 == 0x0 goto L38
  333: if r4 == 0x2b goto L38
  334: if r4 != 0x3c goto L18
L38:
  335: r2 = r5
  336: r2 += 0x8
  337: if r2 > r3 goto L1
  338: r1 = *(u8 *)(r5 + 1)
  339: r4 = *(u8 *)(r5 + 0)
  340: r1 += 0x1
  341: r1 <<= 0x3
  342: r5 += r1
  343: goto L40
L39:
  344: r2 = r5
  345: r2 += 0x8
  346: if r2 > r3 goto L1
  347: r1 = *(u16 *)(r5 + 2)
  348: r4 = *(u8 *)(r5 + 0)
  349: r5 += 0x8
  350: if w1 & 0xf8ff goto L19
L40:
  351: r1 = r5
  352: r1 -= r0
  353: if r1 > 0x7fff goto L1
  354: r5 = r0
  355: r5 += r1
  356: if r4 == 0x2c goto L42
  357: if r4 == 0x0 goto L41
  358: if r4 == 0x2b goto L41
  359: if r4 != 0x3c goto L18
L41:
  360: r2 = r5
  361: r2 += 0x8
  362: if r2 > r3 goto L1
  363: r1 = *(u8 *)(r5 + 1)
  364: r4 = *(u8 *)(r5 + 0)
  365: r1 += 0x1
  366: r1 <<= 0x3
  367: r5 += r1
  368: goto L43
L42:
  369: r2 = r5
  370: r2 += 0x8
  371: if r2 > r3 goto L1
  372: r1 = *(u16 *)(r5 + 2)
  373: r4 = *(u8 *)(r5 + 0)
  374: r5 += 0x8
  375: if w1 & 0xf8ff goto L19
L43:
  376: r1 = r5
  377: r1 -= r0
  378: if r1 > 0x7fff goto L1
  379: r5 = r0
  380: r5 += r1
      ; deeper than the walk: no specified verdict
  381: if r4 == 0x0 goto L1
  382: if r4 == 0x2b goto L1
  383: if r4 == 0x2c goto L1
  384: if r4 == 0x3c goto L1
L18:
  385: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  386: if r4 == 0x6 goto L44
  387: if r4 == 0x3a goto L46
  388: if r4 == 0x11 goto L45
  389: r5 = 0x10000
  390: goto L3
L44:
  391: r2 = r5
  392: r2 += 0x14
  393: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  394: r1 = *(u8 *)(r5 + 12)
  395: r1 >>= 0x4
  396: r1 <<= 0x2
  397: r1 += 0x0
  398: r2 = r5
  399: r2 += r1
  400: r1 = *(u64 *)(r10 - 152)
  401: r1 = *(u32 *)(r1 + 0)
  402: r2 -= r1
  403: *(u64 *)(r10 - 160) = r2
  404: r1 = *(u64 *)(r10 - 176)
  405: r1 -= r2
  406: *(u64 *)(r10 - 168) = r1
  407: r5 = *(u16 *)(r5 + 2)
  408: goto L3
L46:
  409: r2 = r5
  410: r2 += 0x8
  411: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  412: r1 = 0x8
  413: r1 += 0x0
  414: r2 = r5
  415: r2 += r1
  416: r1 = *(u64 *)(r10 - 152)
  417: r1 = *(u32 *)(r1 + 0)
  418: r2 -= r1
  419: *(u64 *)(r10 - 160) = r2
  420: r1 = *(u64 *)(r10 - 176)
  421: r1 -= r2
  422: *(u64 *)(r10 - 168) = r1
  423: r5 = 0x10000
  424: goto L3
L45:
  425: r2 = r5
  426: r2 += 0x8
  427: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  428: r1 = 0x8
  429: r1 += 0x0
  430: r2 = r5
  431: r2 += r1
  432: r1 = *(u64 *)(r10 - 152)
  433: r1 = *(u32 *)(r1 + 0)
  434: r2 -= r1
  435: *(u64 *)(r10 - 160) = r2
  436: r1 = *(u64 *)(r10 - 176)
  437: r1 -= r2
  438: *(u64 *)(r10 - 168) = r1
  439: r5 = *(u16 *)(r5 + 2)
  440: goto L3
L19:
  441: *(u64 *)(r10 - 16) = r4
  442: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  443: *(u32 *)(r10 - 136) = 0x3
  444: *(u64 *)(r10 - 144) = 0x2
  445: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  446: *(u32 *)(r10 - 136) = 0x4
  447: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  448: r1 = map[dropc_counters] ll
  450: r2 = r10
  451: r2 += 0xffffff78
  452: call 1
  453: if r0 == 0x0 goto L47
  454: r1 = *(u64 *)(r0 + 0)
  455: r1 += 0x1
  456: *(u64 *)(r0 + 0) = r1
L47:
  457: r0 = *(u64 *)(r10 - 144)
  458: if r0 != 0x2 goto L48
      ; pass: tail call dropc_next[0] (falls through when empty)
  459: r1 = *(u64 *)(r10 - 152)
  460: r2 = map[dropc_next] ll
  462: r3 = 0x0
  463: call 12
  464: r0 = 0x2
  465: exit
L48:
  466: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  467: r1 = map[dropc_counters] ll
  469: r2 = r10
  470: r2 += 0xffffff78
  471: call 1
  472: if r0 == 0x0 goto L49
  473: r1 = *(u64 *)(r0 + 0)
  474: r1 += 0x1
  475: *(u64 *)(r0 + 0) = r1
L49:
  476: r0 = *(u64 *)(r10 - 144)
  477: if r0 != 0x2 goto L50
      ; pass: tail call dropc_next[0] (falls through when empty)
  478: r1 = *(u64 *)(r10 - 152)
  479: r2 = map[dropc_next] ll
  481: r3 = 0x0
  482: call 12
  483: r0 = 0x2
  484: exit
L50:
  485: exit
