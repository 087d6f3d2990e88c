; dropc tc program `dropc_tc` (474 instruction slots)
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
   35: r4 = *(u8 *)(r0 + 23)
   36: *(u64 *)(r10 - 16) = r4
   37: r2 = *(u16 *)(r0 + 20)
   38: if w2 & 0xff1f goto L9
   39: r5 = *(u8 *)(r0 + 14)
   40: r5 &= 0xf
   41: r5 <<= 0x2
   42: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   43: if r4 == 0x6 goto L10
   44: if r4 == 0x1 goto L12
   45: if r4 == 0x11 goto L11
   46: r7 = 0x10000
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
   65: r7 = *(u16 *)(r5 + 14)
   66: r5 = *(u16 *)(r5 + 16)
   67: goto L2
L12:
   68: r2 = r5
   69: r2 += 0x16
   70: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   71: r1 = 0x8
   72: r1 += 0xe
   73: r2 = r5
   74: r2 += r1
   75: r1 = *(u64 *)(r10 - 152)
   76: r1 = *(u32 *)(r1 + 76)
   77: r2 -= r1
   78: *(u64 *)(r10 - 160) = r2
   79: r1 = *(u64 *)(r10 - 176)
   80: r1 -= r2
   81: *(u64 *)(r10 - 168) = r1
   82: r7 = 0x10000
   83: r5 = 0x10000
   84: goto L2
L9:
   85: r7 = 0x10000
   86: r5 = 0x10000
   87: goto L2
L11:
   88: r2 = r5
   89: r2 += 0x16
   90: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   91: r1 = 0x8
   92: r1 += 0xe
   93: r2 = r5
   94: r2 += r1
   95: r1 = *(u64 *)(r10 - 152)
   96: r1 = *(u32 *)(r1 + 76)
   97: r2 -= r1
   98: *(u64 *)(r10 - 160) = r2
   99: r1 = *(u64 *)(r10 - 176)
  100: r1 -= r2
  101: *(u64 *)(r10 - 168) = r1
  102: r7 = *(u16 *)(r5 + 14)
  103: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `monlist-in` (line 9): Drop
  104: r1 = *(u64 *)(r10 - 16)
  105: r1 |= 0x0
  106: if r1 != 0x11 goto L13
  107: if r5 != 0x7b00 goto L13
L14:
  108: r1 = *(u64 *)(r10 - 168)
  109: if r1 s< 0x4 goto L13
  110: r1 = *(u64 *)(r10 - 152)
  111: r2 = *(u32 *)(r1 + 76)
  112: r3 = *(u32 *)(r1 + 80)
  113: r1 = *(u64 *)(r10 - 160)
  114: if r1 > 0x8000 goto L13
  115: r2 += r1
  116: r1 = r2
  117: r1 += 0x4
  118: if r1 > r3 goto L13
  119: r0 = *(u8 *)(r2 + 0)
  120: r0 &= 0x7
  121: if r0 != 0x7 goto L13
  122: r0 = *(u8 *)(r2 + 3)
  123: if r0 != 0x2a goto L13
L15:
  124: *(u32 *)(r10 - 136) = 0x0
  125: *(u64 *)(r10 - 144) = 0x2
  126: goto L0
L13:
      ; rule 1 `monlist-out` (line 10): Drop
  127: r1 = *(u64 *)(r10 - 16)
  128: r1 |= 0x0
  129: if r1 != 0x11 goto L16
  130: if r7 != 0x7b00 goto L16
L17:
  131: r1 = *(u64 *)(r10 - 168)
  132: if r1 s< 0x4 goto L16
  133: r1 = *(u64 *)(r10 - 152)
  134: r2 = *(u32 *)(r1 + 76)
  135: r3 = *(u32 *)(r1 + 80)
  136: r1 = *(u64 *)(r10 - 160)
  137: if r1 > 0x8000 goto L16
  138: r2 += r1
  139: r1 = r2
  140: r1 += 0x4
  141: if r1 > r3 goto L16
  142: r0 = *(u8 *)(r2 + 0)
  143: r0 &= 0x7
  144: if r0 != 0x7 goto L16
  145: r0 = *(u8 *)(r2 + 3)
  146: if r0 != 0x2a goto L16
L18:
  147: *(u32 *)(r10 - 136) = 0x1
  148: *(u64 *)(r10 - 144) = 0x2
  149: goto L0
L16:
      ; default
  150: *(u32 *)(r10 - 136) = 0x2
  151: *(u64 *)(r10 - 144) = 0xffffffff
  152: goto L0
L6:
  153: if w1 == 0xdd86 goto L7
  154: if w1 == 0x81 goto L19
  155: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  156: r2 = *(u32 *)(r6 + 20)
  157: if r2 != 0x0 goto L1
  158: r2 = r0
  159: r2 += 0x12
  160: if r2 > r3 goto L1
  161: r1 = *(u16 *)(r0 + 16)
  162: r0 += 0x4
  163: if w1 == 0x8 goto L8
  164: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  165: r2 = r0
  166: r2 += 0x36
  167: if r2 > r3 goto L1
  168: r1 = *(u16 *)(r0 + 18)
  169: r1 = be16 r1
  170: r1 += 0x36
  171: r2 = r0
  172: r2 += r1
  173: r1 = *(u64 *)(r10 - 152)
  174: r1 = *(u32 *)(r1 + 76)
  175: r2 -= r1
  176: *(u64 *)(r10 - 176) = r2
      ; extension headers: r4 = next header, r5 = its start
  177: r4 = *(u8 *)(r0 + 20)
  178: r5 = r0
  179: r5 += 0x36
  180: if r4 == 0x2c goto L23
  181: if r4 == 0x0 goto L22
  182: if r4 == 0x2b goto L22
  183: if r4 != 0x3c goto L20
L22:
  184: r2 = r5
  185: r2 += 0x8
  186: if r2 > r3 goto L1
  187: r1 = *(u8 *)(r5 + 1)
  188: r4 = *(u8 *)(r5 + 0)
  189: r1 += 0x1
  190: r1 <<= 0x3
  191: r5 += r1
  192: goto L24
L23:
  193: r2 = r5
  194: r2 += 0x8
  195: if r2 > r3 goto L1
  196: r1 = *(u16 *)(r5 + 2)
  197: r4 = *(u8 *)(r5 + 0)
  198: r5 += 0x8
  199: if w1 & 0xf8ff goto L21
L24:
  200: r1 = r5
  201: r1 -= r0
  202: if r1 > 0x7fff goto L1
  203: r5 = r0
  204: r5 += r1
  205: if r4 == 0x2c goto L26
  206: if r4 == 0x0 goto L25
  207: if r4 == 0x2b goto L25
  208: if r4 != 0x3c goto L20
L25:
  209: r2 = r5
  210: r2 += 0x8
  211: if r2 > r3 goto L1
  212: r1 = *(u8 *)(r5 + 1)
  213: r4 = *(u8 *)(r5 + 0)
  214: r1 += 0x1
  215: r1 <<= 0x3
  216: r5 += r1
  217: goto L27
L26:
  218: r2 = r5
  219: r2 += 0x8
  220: if r2 > r3 goto L1
  221: r1 = *(u16 *)(r5 + 2)
  222: r4 = *(u8 *)(r5 + 0)
  223: r5 += 0x8
  224: if w1 & 0xf8ff goto L21
L27:
  225: r1 = r5
  226: r1 -= r0
  227: if r1 > 0x7fff goto L1
  228: r5 = r0
  229: r5 += r1
  230: if r4 == 0x2c goto L29
  231: if r4 == 0x0 goto L28
  232: if r4 == 0x2b goto L28
  233: if r4 != 0x3c goto L20
L28:
  234: r2 = r5
  235: r2 += 0x8
  236: if r2 > r3 goto L1
  237: r1 = *(u8 *)(r5 + 1)
  238: r4 = *(u8 *)(r5 + 0)
  239: r1 += 0x1
  240: r1 <<= 0x3
  241: r5 += r1
  242: goto L30
L29:
  243: r2 = r5
  244: r2 += 0x8
  245: if r2 > r3 goto L1
  246: r1 = *(u16 *)(r5 + 2)
  247: r4 = *(u8 *)(r5 + 0)
  248: r5 += 0x8
  249: if w1 & 0xf8ff goto L21
L30:
  250: r1 = r5
  251: r1 -= r0
  252: if r1 > 0x7fff goto L1
  253: r5 = r0
  254: r5 += r1
  255: if r4 == 0x2c goto L32
  256: if r4 == 0x0 goto L31
  257: if r4 == 0x2b goto L31
  258: if r4 != 0x3c goto L20
L31:
  259: r2 = r5
  260: r2 += 0x8
  261: if r2 > r3 goto L1
  262: r1 = *(u8 *)(r5 + 1)
  263: r4 = *(u8 *)(r5 + 0)
  264: r1 += 0x1
  265: r1 <<= 0x3
  266: r5 += r1
  267: goto L33
L32:
  268: r2 = r5
  269: r2 += 0x8
  270: if r2 > r3 goto L1
  271: r1 = *(u16 *)(r5 + 2)
  272: r4 = *(u8 *)(r5 + 0)
  273: r5 += 0x8
  274: if w1 & 0xf8ff goto L21
L33:
  275: r1 = r5
  276: r1 -= r0
  277: if r1 > 0x7fff goto L1
  278: r5 = r0
  279: r5 += r1
  280: if r4 == 0x2c goto L35
  281: if r4 == 0x0 goto L34
  282: if r4 == 0x2b goto L34
  283: if r4 != 0x3c goto L20
L34:
  284: r2 = r5
  285: r2 += 0x8
  286: if r2 > r3 goto L1
  287: r1 = *(u8 *)(r5 + 1)
  288: r4 = *(u8 *)(r5 + 0)
  289: r1 += 0x1
  290: r1 <<= 0x3
  291: r5 += r1
  292: goto L36
L35:
  293: r2 = r5
  294: r2 += 0x8
  295: if r2 > r3 goto L1
  296: r1 = *(u16 *)(r5 + 2)
  297: r4 = *(u8 *)(r5 + 0)
  298: r5 += 0x8
  299: if w1 & 0xf8ff goto L21
L36:
  300: r1 = r5
  301: r1 -= r0
  302: if r1 > 0x7fff goto L1
  303: r5 = r0
  304: r5 += r1
  305: if r4 == 0x2c goto L38
  306: if r4 == 0x0 goto L37
  307: if r4 == 0x2b goto L37
  308: if r4 != 0x3c goto L20
L37:
  309: r2 = r5
  310: r2 += 0x8
  311: if r2 > r3 goto L1
  312: r1 = *(u8 *)(r5 + 1)
  313: r4 = *(u8 *)(r5 + 0)
  314: r1 += 0x1
  315: r1 <<= 0x3
  316: r5 += r1
  317: goto L39
L38:
  318: r2 = r5
  319: r2 += 0x8
  320: if r2 > r3 goto L1
  321: r1 = *(u16 *)(r5 + 2)
  322: r4 = *(u8 *)(r5 + 0)
  323: r5 += 0x8
  324: if w1 & 0xf8ff goto L21
L39:
  325: r1 = r5
  326: r1 -= r0
  327: if r1 > 0x7fff goto L1
  328: r5 = r0
  329: r5 += r1
  330: if r4 == 0x2c goto L41
  331: if r4 == 0x0 goto L40
  332: if r4 == 0x2b goto L40
  333: if r4 != 0x3c goto L20
L40:
  334: r2 = r5
  335: r2 += 0x8
  336: if r2 > r3 goto L1
  337: r1 = *(u8 *)(r5 + 1)
  338: r4 = *(u8 *)(r5 + 0)
  339: r1 += 0x1
  340: r1 <<= 0x3
  341: r5 += r1
  342: goto L42
L41:
  343: r2 = r5
  344: r2 += 0x8
  345: if r2 > r3 goto L1
  346: r1 = *(u16 *)(r5 + 2)
  347: r4 = *(u8 *)(r5 + 0)
  348: r5 += 0x8
  349: if w1 & 0xf8ff goto L21
L42:
  350: r1 = r5
  351: r1 -= r0
  352: if r1 > 0x7fff goto L1
  353: r5 = r0
  354: r5 += r1
  355: if r4 == 0x2c goto L44
  356: if r4 == 0x0 goto L43
  357: if r4 == 0x2b goto L43
  358: if r4 != 0x3c goto L20
L43:
  359: r2 = r5
  360: r2 += 0x8
  361: if r2 > r3 goto L1
  362: r1 = *(u8 *)(r5 + 1)
  363: r4 = *(u8 *)(r5 + 0)
  364: r1 += 0x1
  365: r1 <<= 0x3
  366: r5 += r1
  367: goto L45
L44:
  368: r2 = r5
  369: r2 += 0x8
  370: if r2 > r3 goto L1
  371: r1 = *(u16 *)(r5 + 2)
  372: r4 = *(u8 *)(r5 + 0)
  373: r5 += 0x8
  374: if w1 & 0xf8ff goto L21
L45:
  375: r1 = r5
  376: r1 -= r0
  377: if r1 > 0x7fff goto L1
  378: r5 = r0
  379: r5 += r1
      ; deeper than the walk: no specified verdict
  380: if r4 == 0x0 goto L1
  381: if r4 == 0x2b goto L1
  382: if r4 == 0x2c goto L1
  383: if r4 == 0x3c goto L1
L20:
  384: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  385: if r4 == 0x6 goto L46
  386: if r4 == 0x3a goto L48
  387: if r4 == 0x11 goto L47
  388: r7 = 0x10000
  389: r5 = 0x10000
  390: goto L3
L46:
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
  401: r1 = *(u32 *)(r1 + 76)
  402: r2 -= r1
  403: *(u64 *)(r10 - 160) = r2
  404: r1 = *(u64 *)(r10 - 176)
  405: r1 -= r2
  406: *(u64 *)(r10 - 168) = r1
  407: r7 = *(u16 *)(r5 + 0)
  408: r5 = *(u16 *)(r5 + 2)
  409: goto L3
L48:
  410: r2 = r5
  411: r2 += 0x8
  412: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  413: r1 = 0x8
  414: r1 += 0x0
  415: r2 = r5
  416: r2 += r1
  417: r1 = *(u64 *)(r10 - 152)
  418: r1 = *(u32 *)(r1 + 76)
  419: r2 -= r1
  420: *(u64 *)(r10 - 160) = r2
  421: r1 = *(u64 *)(r10 - 176)
  422: r1 -= r2
  423: *(u64 *)(r10 - 168) = r1
  424: r7 = 0x10000
  425: r5 = 0x10000
  426: goto L3
L47:
  427: r2 = r5
  428: r2 += 0x8
  429: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  430: r1 = 0x8
  431: r1 += 0x0
  432: r2 = r5
  433: r2 += r1
  434: r1 = *(u64 *)(r10 - 152)
  435: r1 = *(u32 *)(r1 + 76)
  436: r2 -= r1
  437: *(u64 *)(r10 - 160) = r2
  438: r1 = *(u64 *)(r10 - 176)
  439: r1 -= r2
  440: *(u64 *)(r10 - 168) = r1
  441: r7 = *(u16 *)(r5 + 0)
  442: r5 = *(u16 *)(r5 + 2)
  443: goto L3
L21:
  444: *(u64 *)(r10 - 16) = r4
  445: r7 = 0x10000
  446: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  447: *(u32 *)(r10 - 136) = 0x2
  448: *(u64 *)(r10 - 144) = 0xffffffff
  449: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  450: *(u32 *)(r10 - 136) = 0x3
  451: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  452: r1 = map[dropc_counters] ll
  454: r2 = r10
  455: r2 += 0xffffff78
  456: call 1
  457: if r0 == 0x0 goto L49
  458: r1 = *(u64 *)(r0 + 0)
  459: r1 += 0x1
  460: *(u64 *)(r0 + 0) = r1
L49:
  461: r0 = *(u64 *)(r10 - 144)
  462: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  463: r1 = map[dropc_counters] ll
  465: r2 = r10
  466: r2 += 0xffffff78
  467: call 1
  468: if r0 == 0x0 goto L50
  469: r1 = *(u64 *)(r0 + 0)
  470: r1 += 0x1
  471: *(u64 *)(r0 + 0) = r1
L50:
  472: r0 = *(u64 *)(r10 - 144)
  473: exit
