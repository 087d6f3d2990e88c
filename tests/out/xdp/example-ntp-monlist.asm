; dropc xdp program `dropc_xdp` (476 instruction slots)
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
   23: r4 = *(u8 *)(r0 + 23)
   24: *(u64 *)(r10 - 16) = r4
   25: r2 = *(u16 *)(r0 + 20)
   26: if w2 & 0xff1f goto L7
   27: r5 = *(u8 *)(r0 + 14)
   28: r5 &= 0xf
   29: r5 <<= 0x2
   30: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   31: if r4 == 0x6 goto L8
   32: if r4 == 0x1 goto L10
   33: if r4 == 0x11 goto L9
   34: r6 = 0x10000
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
   53: r6 = *(u16 *)(r5 + 14)
   54: r5 = *(u16 *)(r5 + 16)
   55: goto L2
L10:
   56: r2 = r5
   57: r2 += 0x16
   58: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   59: r1 = 0x8
   60: r1 += 0xe
   61: r2 = r5
   62: r2 += r1
   63: r1 = *(u64 *)(r10 - 152)
   64: r1 = *(u32 *)(r1 + 0)
   65: r2 -= r1
   66: *(u64 *)(r10 - 160) = r2
   67: r1 = *(u64 *)(r10 - 176)
   68: r1 -= r2
   69: *(u64 *)(r10 - 168) = r1
   70: r6 = 0x10000
   71: r5 = 0x10000
   72: goto L2
L7:
   73: r6 = 0x10000
   74: r5 = 0x10000
   75: goto L2
L9:
   76: r2 = r5
   77: r2 += 0x16
   78: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   79: r1 = 0x8
   80: r1 += 0xe
   81: r2 = r5
   82: r2 += r1
   83: r1 = *(u64 *)(r10 - 152)
   84: r1 = *(u32 *)(r1 + 0)
   85: r2 -= r1
   86: *(u64 *)(r10 - 160) = r2
   87: r1 = *(u64 *)(r10 - 176)
   88: r1 -= r2
   89: *(u64 *)(r10 - 168) = r1
   90: r6 = *(u16 *)(r5 + 14)
   91: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `monlist-in` (line 9): Drop
   92: r1 = *(u64 *)(r10 - 16)
   93: r1 |= 0x0
   94: if r1 != 0x11 goto L11
   95: if r5 != 0x7b00 goto L11
L12:
   96: r1 = *(u64 *)(r10 - 168)
   97: if r1 s< 0x4 goto L11
   98: r1 = *(u64 *)(r10 - 152)
   99: r2 = *(u32 *)(r1 + 0)
  100: r3 = *(u32 *)(r1 + 4)
  101: r1 = *(u64 *)(r10 - 160)
  102: if r1 > 0x8000 goto L11
  103: r2 += r1
  104: r1 = r2
  105: r1 += 0x4
  106: if r1 > r3 goto L11
  107: r0 = *(u8 *)(r2 + 0)
  108: r0 &= 0x7
  109: if r0 != 0x7 goto L11
  110: r0 = *(u8 *)(r2 + 3)
  111: if r0 != 0x2a goto L11
L13:
  112: *(u32 *)(r10 - 136) = 0x0
  113: *(u64 *)(r10 - 144) = 0x1
  114: goto L0
L11:
      ; rule 1 `monlist-out` (line 10): Drop
  115: r1 = *(u64 *)(r10 - 16)
  116: r1 |= 0x0
  117: if r1 != 0x11 goto L14
  118: if r6 != 0x7b00 goto L14
L15:
  119: r1 = *(u64 *)(r10 - 168)
  120: if r1 s< 0x4 goto L14
  121: r1 = *(u64 *)(r10 - 152)
  122: r2 = *(u32 *)(r1 + 0)
  123: r3 = *(u32 *)(r1 + 4)
  124: r1 = *(u64 *)(r10 - 160)
  125: if r1 > 0x8000 goto L14
  126: r2 += r1
  127: r1 = r2
  128: r1 += 0x4
  129: if r1 > r3 goto L14
  130: r0 = *(u8 *)(r2 + 0)
  131: r0 &= 0x7
  132: if r0 != 0x7 goto L14
  133: r0 = *(u8 *)(r2 + 3)
  134: if r0 != 0x2a goto L14
L16:
  135: *(u32 *)(r10 - 136) = 0x1
  136: *(u64 *)(r10 - 144) = 0x1
  137: goto L0
L14:
      ; default
  138: *(u32 *)(r10 - 136) = 0x2
  139: *(u64 *)(r10 - 144) = 0x2
  140: goto L0
L4:
  141: if w1 == 0xdd86 goto L5
  142: if w1 == 0x81 goto L17
  143: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  144: r2 = r0
  145: r2 += 0x12
  146: if r2 > r3 goto L1
  147: r1 = *(u16 *)(r0 + 16)
  148: r0 += 0x4
  149: if w1 == 0x8 goto L6
  150: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  151: r2 = r0
  152: r2 += 0x36
  153: if r2 > r3 goto L1
  154: r1 = *(u16 *)(r0 + 18)
  155: r1 = be16 r1
  156: r1 += 0x36
  157: r2 = r0
  158: r2 += r1
  159: r1 = *(u64 *)(r10 - 152)
  160: r1 = *(u32 *)(r1 + 0)
  161: r2 -= r1
  162: *(u64 *)(r10 - 176) = r2
      ; extension headers: r4 = next header, r5 = its start
  163: r4 = *(u8 *)(r0 + 20)
  164: r5 = r0
  165: r5 += 0x36
  166: if r4 == 0x2c goto L21
  167: if r4 == 0x0 goto L20
  168: if r4 == 0x2b goto L20
  169: if r4 != 0x3c goto L18
L20:
  170: r2 = r5
  171: r2 += 0x8
  172: if r2 > r3 goto L1
  173: r1 = *(u8 *)(r5 + 1)
  174: r4 = *(u8 *)(r5 + 0)
  175: r1 += 0x1
  176: r1 <<= 0x3
  177: r5 += r1
  178: goto L22
L21:
  179: r2 = r5
  180: r2 += 0x8
  181: if r2 > r3 goto L1
  182: r1 = *(u16 *)(r5 + 2)
  183: r4 = *(u8 *)(r5 + 0)
  184: r5 += 0x8
  185: if w1 & 0xf8ff goto L19
L22:
  186: r1 = r5
  187: r1 -= r0
  188: if r1 > 0x7fff goto L1
  189: r5 = r0
  190: r5 += r1
  191: if r4 == 0x2c goto L24
  192: if r4 == 0x0 goto L23
  193: if r4 == 0x2b goto L23
  194: if r4 != 0x3c goto L18
L23:
  195: r2 = r5
  196: r2 += 0x8
  197: if r2 > r3 goto L1
  198: r1 = *(u8 *)(r5 + 1)
  199: r4 = *(u8 *)(r5 + 0)
  200: r1 += 0x1
  201: r1 <<= 0x3
  202: r5 += r1
  203: goto L25
L24:
  204: r2 = r5
  205: r2 += 0x8
  206: if r2 > r3 goto L1
  207: r1 = *(u16 *)(r5 + 2)
  208: r4 = *(u8 *)(r5 + 0)
  209: r5 += 0x8
  210: if w1 & 0xf8ff goto L19
L25:
  211: r1 = r5
  212: r1 -= r0
  213: if r1 > 0x7fff goto L1
  214: r5 = r0
  215: r5 += r1
  216: if r4 == 0x2c goto L27
  217: if r4 == 0x0 goto L26
  218: if r4 == 0x2b goto L26
  219: if r4 != 0x3c goto L18
L26:
  220: r2 = r5
  221: r2 += 0x8
  222: if r2 > r3 goto L1
  223: r1 = *(u8 *)(r5 + 1)
  224: r4 = *(u8 *)(r5 + 0)
  225: r1 += 0x1
  226: r1 <<= 0x3
  227: r5 += r1
  228: goto L28
L27:
  229: r2 = r5
  230: r2 += 0x8
  231: if r2 > r3 goto L1
  232: r1 = *(u16 *)(r5 + 2)
  233: r4 = *(u8 *)(r5 + 0)
  234: r5 += 0x8
  235: if w1 & 0xf8ff goto L19
L28:
  236: r1 = r5
  237: r1 -= r0
  238: if r1 > 0x7fff goto L1
  239: r5 = r0
  240: r5 += r1
  241: if r4 == 0x2c goto L30
  242: if r4 == 0x0 goto L29
  243: if r4 == 0x2b goto L29
  244: if r4 != 0x3c goto L18
L29:
  245: r2 = r5
  246: r2 += 0x8
  247: if r2 > r3 goto L1
  248: r1 = *(u8 *)(r5 + 1)
  249: r4 = *(u8 *)(r5 + 0)
  250: r1 += 0x1
  251: r1 <<= 0x3
  252: r5 += r1
  253: goto L31
L30:
  254: r2 = r5
  255: r2 += 0x8
  256: if r2 > r3 goto L1
  257: r1 = *(u16 *)(r5 + 2)
  258: r4 = *(u8 *)(r5 + 0)
  259: r5 += 0x8
  260: if w1 & 0xf8ff goto L19
L31:
  261: r1 = r5
  262: r1 -= r0
  263: if r1 > 0x7fff goto L1
  264: r5 = r0
  265: r5 += r1
  266: if r4 == 0x2c goto L33
  267: if r4 == 0x0 goto L32
  268: if r4 == 0x2b goto L32
  269: if r4 != 0x3c goto L18
L32:
  270: r2 = r5
  271: r2 += 0x8
  272: if r2 > r3 goto L1
  273: r1 = *(u8 *)(r5 + 1)
  274: r4 = *(u8 *)(r5 + 0)
  275: r1 += 0x1
  276: r1 <<= 0x3
  277: r5 += r1
  278: goto L34
L33:
  279: r2 = r5
  280: r2 += 0x8
  281: if r2 > r3 goto L1
  282: r1 = *(u16 *)(r5 + 2)
  283: r4 = *(u8 *)(r5 + 0)
  284: r5 += 0x8
  285: if w1 & 0xf8ff goto L19
L34:
  286: r1 = r5
  287: r1 -= r0
  288: if r1 > 0x7fff goto L1
  289: r5 = r0
  290: r5 += r1
  291: if r4 == 0x2c goto L36
  292: if r4 == 0x0 goto L35
  293: if r4 == 0x2b goto L35
  294: if r4 != 0x3c goto L18
L35:
  295: r2 = r5
  296: r2 += 0x8
  297: if r2 > r3 goto L1
  298: r1 = *(u8 *)(r5 + 1)
  299: r4 = *(u8 *)(r5 + 0)
  300: r1 += 0x1
  301: r1 <<= 0x3
  302: r5 += r1
  303: goto L37
L36:
  304: r2 = r5
  305: r2 += 0x8
  306: if r2 > r3 goto L1
  307: r1 = *(u16 *)(r5 + 2)
  308: r4 = *(u8 *)(r5 + 0)
  309: r5 += 0x8
  310: if w1 & 0xf8ff goto L19
L37:
  311: r1 = r5
  312: r1 -= r0
  313: if r1 > 0x7fff goto L1
  314: r5 = r0
  315: r5 += r1
  316: if r4 == 0x2c goto L39
  317: if r4 == 0x0 goto L38
  318: if r4 == 0x2b goto L38
  319: if r4 != 0x3c goto L18
L38:
  320: r2 = r5
  321: r2 += 0x8
  322: if r2 > r3 goto L1
  323: r1 = *(u8 *)(r5 + 1)
  324: r4 = *(u8 *)(r5 + 0)
  325: r1 += 0x1
  326: r1 <<= 0x3
  327: r5 += r1
  328: goto L40
L39:
  329: r2 = r5
  330: r2 += 0x8
  331: if r2 > r3 goto L1
  332: r1 = *(u16 *)(r5 + 2)
  333: r4 = *(u8 *)(r5 + 0)
  334: r5 += 0x8
  335: if w1 & 0xf8ff goto L19
L40:
  336: r1 = r5
  337: r1 -= r0
  338: if r1 > 0x7fff goto L1
  339: r5 = r0
  340: r5 += r1
  341: if r4 == 0x2c goto L42
  342: if r4 == 0x0 goto L41
  343: if r4 == 0x2b goto L41
  344: if r4 != 0x3c goto L18
L41:
  345: r2 = r5
  346: r2 += 0x8
  347: if r2 > r3 goto L1
  348: r1 = *(u8 *)(r5 + 1)
  349: r4 = *(u8 *)(r5 + 0)
  350: r1 += 0x1
  351: r1 <<= 0x3
  352: r5 += r1
  353: goto L43
L42:
  354: r2 = r5
  355: r2 += 0x8
  356: if r2 > r3 goto L1
  357: r1 = *(u16 *)(r5 + 2)
  358: r4 = *(u8 *)(r5 + 0)
  359: r5 += 0x8
  360: if w1 & 0xf8ff goto L19
L43:
  361: r1 = r5
  362: r1 -= r0
  363: if r1 > 0x7fff goto L1
  364: r5 = r0
  365: r5 += r1
      ; deeper than the walk: no specified verdict
  366: if r4 == 0x0 goto L1
  367: if r4 == 0x2b goto L1
  368: if r4 == 0x2c goto L1
  369: if r4 == 0x3c goto L1
L18:
  370: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  371: if r4 == 0x6 goto L44
  372: if r4 == 0x3a goto L46
  373: if r4 == 0x11 goto L45
  374: r6 = 0x10000
  375: r5 = 0x10000
  376: goto L3
L44:
  377: r2 = r5
  378: r2 += 0x14
  379: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  380: r1 = *(u8 *)(r5 + 12)
  381: r1 >>= 0x4
  382: r1 <<= 0x2
  383: r1 += 0x0
  384: r2 = r5
  385: r2 += r1
  386: r1 = *(u64 *)(r10 - 152)
  387: r1 = *(u32 *)(r1 + 0)
  388: r2 -= r1
  389: *(u64 *)(r10 - 160) = r2
  390: r1 = *(u64 *)(r10 - 176)
  391: r1 -= r2
  392: *(u64 *)(r10 - 168) = r1
  393: r6 = *(u16 *)(r5 + 0)
  394: r5 = *(u16 *)(r5 + 2)
  395: goto L3
L46:
  396: r2 = r5
  397: r2 += 0x8
  398: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  399: r1 = 0x8
  400: r1 += 0x0
  401: r2 = r5
  402: r2 += r1
  403: r1 = *(u64 *)(r10 - 152)
  404: r1 = *(u32 *)(r1 + 0)
  405: r2 -= r1
  406: *(u64 *)(r10 - 160) = r2
  407: r1 = *(u64 *)(r10 - 176)
  408: r1 -= r2
  409: *(u64 *)(r10 - 168) = r1
  410: r6 = 0x10000
  411: r5 = 0x10000
  412: goto L3
L45:
  413: r2 = r5
  414: r2 += 0x8
  415: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  416: r1 = 0x8
  417: r1 += 0x0
  418: r2 = r5
  419: r2 += r1
  420: r1 = *(u64 *)(r10 - 152)
  421: r1 = *(u32 *)(r1 + 0)
  422: r2 -= r1
  423: *(u64 *)(r10 - 160) = r2
  424: r1 = *(u64 *)(r10 - 176)
  425: r1 -= r2
  426: *(u64 *)(r10 - 168) = r1
  427: r6 = *(u16 *)(r5 + 0)
  428: r5 = *(u16 *)(r5 + 2)
  429: goto L3
L19:
  430: *(u64 *)(r10 - 16) = r4
  431: r6 = 0x10000
  432: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  433: *(u32 *)(r10 - 136) = 0x2
  434: *(u64 *)(r10 - 144) = 0x2
  435: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  436: *(u32 *)(r10 - 136) = 0x3
  437: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  438: r1 = map[dropc_counters] ll
  440: r2 = r10
  441: r2 += 0xffffff78
  442: call 1
  443: if r0 == 0x0 goto L47
  444: r1 = *(u64 *)(r0 + 0)
  445: r1 += 0x1
  446: *(u64 *)(r0 + 0) = r1
L47:
  447: r0 = *(u64 *)(r10 - 144)
  448: if r0 != 0x2 goto L48
      ; pass: tail call dropc_next[0] (falls through when empty)
  449: r1 = *(u64 *)(r10 - 152)
  450: r2 = map[dropc_next] ll
  452: r3 = 0x0
  453: call 12
  454: r0 = 0x2
  455: exit
L48:
  456: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  457: r1 = map[dropc_counters] ll
  459: r2 = r10
  460: r2 += 0xffffff78
  461: call 1
  462: if r0 == 0x0 goto L49
  463: r1 = *(u64 *)(r0 + 0)
  464: r1 += 0x1
  465: *(u64 *)(r0 + 0) = r1
L49:
  466: r0 = *(u64 *)(r10 - 144)
  467: if r0 != 0x2 goto L50
      ; pass: tail call dropc_next[0] (falls through when empty)
  468: r1 = *(u64 *)(r10 - 152)
  469: r2 = map[dropc_next] ll
  471: r3 = 0x0
  472: call 12
  473: r0 = 0x2
  474: exit
L50:
  475: exit
