; dropc tc program `dropc_tc` (461 instruction slots)
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
   47: *(u64 *)(r10 - 72) = 0x10000
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
   65: r1 = *(u16 *)(r5 + 14)
   66: r1 = be16 r1
   67: *(u64 *)(r10 - 72) = r1
   68: goto L2
L12:
   69: r2 = r5
   70: r2 += 0x16
   71: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   72: r1 = 0x8
   73: r1 += 0xe
   74: r2 = r5
   75: r2 += r1
   76: r1 = *(u64 *)(r10 - 152)
   77: r1 = *(u32 *)(r1 + 76)
   78: r2 -= r1
   79: *(u64 *)(r10 - 160) = r2
   80: r1 = *(u64 *)(r10 - 176)
   81: r1 -= r2
   82: *(u64 *)(r10 - 168) = r1
   83: *(u64 *)(r10 - 72) = 0x10000
   84: goto L2
L9:
   85: *(u64 *)(r10 - 72) = 0x10000
   86: goto L2
L11:
   87: r2 = r5
   88: r2 += 0x16
   89: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   90: r1 = 0x8
   91: r1 += 0xe
   92: r2 = r5
   93: r2 += r1
   94: r1 = *(u64 *)(r10 - 152)
   95: r1 = *(u32 *)(r1 + 76)
   96: r2 -= r1
   97: *(u64 *)(r10 - 160) = r2
   98: r1 = *(u64 *)(r10 - 176)
   99: r1 -= r2
  100: *(u64 *)(r10 - 168) = r1
  101: r1 = *(u16 *)(r5 + 14)
  102: r1 = be16 r1
  103: *(u64 *)(r10 - 72) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `upstream` (line 14): Pass
  104: r1 = *(u64 *)(r10 - 16)
  105: r1 |= 0x0
  106: if r1 != 0x11 goto L13
  107: r1 = *(u64 *)(r10 - 72)
  108: r1 |= 0x0
  109: if r1 != 0x35 goto L13
L14:
  110: if w7 == 0x350200c0 goto L15
  111: if w7 != 0x356433c6 goto L13
L15:
  112: *(u32 *)(r10 - 136) = 0x0
  113: *(u64 *)(r10 - 144) = 0xffffffff
  114: goto L0
L13:
      ; rule 1 `reflected` (line 15): Drop
  115: r1 = *(u64 *)(r10 - 16)
  116: r1 |= 0x0
  117: if r1 != 0x11 goto L16
  118: r1 = *(u64 *)(r10 - 72)
  119: r1 |= 0x0
  120: if r1 != 0x35 goto L16
L17:
  121: r1 = *(u64 *)(r10 - 168)
  122: if r1 s< 0x3 goto L16
  123: r1 = *(u64 *)(r10 - 152)
  124: r2 = *(u32 *)(r1 + 76)
  125: r3 = *(u32 *)(r1 + 80)
  126: r1 = *(u64 *)(r10 - 160)
  127: if r1 > 0x8000 goto L16
  128: r2 += r1
  129: r1 = r2
  130: r1 += 0x3
  131: if r1 > r3 goto L16
  132: r0 = *(u8 *)(r2 + 2)
  133: r0 &= 0x80
  134: if r0 != 0x80 goto L16
L18:
  135: *(u32 *)(r10 - 136) = 0x1
  136: *(u64 *)(r10 - 144) = 0x2
  137: goto L0
L16:
      ; default
  138: *(u32 *)(r10 - 136) = 0x2
  139: *(u64 *)(r10 - 144) = 0xffffffff
  140: goto L0
L6:
  141: if w1 == 0xdd86 goto L7
  142: if w1 == 0x81 goto L19
  143: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  144: r2 = *(u32 *)(r6 + 20)
  145: if r2 != 0x0 goto L1
  146: r2 = r0
  147: r2 += 0x12
  148: if r2 > r3 goto L1
  149: r1 = *(u16 *)(r0 + 16)
  150: r0 += 0x4
  151: if w1 == 0x8 goto L8
  152: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  153: r2 = r0
  154: r2 += 0x36
  155: if r2 > r3 goto L1
  156: r1 = *(u16 *)(r0 + 18)
  157: r1 = be16 r1
  158: r1 += 0x36
  159: r2 = r0
  160: r2 += r1
  161: r1 = *(u64 *)(r10 - 152)
  162: r1 = *(u32 *)(r1 + 76)
  163: r2 -= r1
  164: *(u64 *)(r10 - 176) = r2
      ; extension headers: r4 = next header, r5 = its start
  165: r4 = *(u8 *)(r0 + 20)
  166: r5 = r0
  167: r5 += 0x36
  168: if r4 == 0x2c goto L23
  169: if r4 == 0x0 goto L22
  170: if r4 == 0x2b goto L22
  171: if r4 != 0x3c goto L20
L22:
  172: r2 = r5
  173: r2 += 0x8
  174: if r2 > r3 goto L1
  175: r1 = *(u8 *)(r5 + 1)
  176: r4 = *(u8 *)(r5 + 0)
  177: r1 += 0x1
  178: r1 <<= 0x3
  179: r5 += r1
  180: goto L24
L23:
  181: r2 = r5
  182: r2 += 0x8
  183: if r2 > r3 goto L1
  184: r1 = *(u16 *)(r5 + 2)
  185: r4 = *(u8 *)(r5 + 0)
  186: r5 += 0x8
  187: if w1 & 0xf8ff goto L21
L24:
  188: r1 = r5
  189: r1 -= r0
  190: if r1 > 0x7fff goto L1
  191: r5 = r0
  192: r5 += r1
  193: if r4 == 0x2c goto L26
  194: if r4 == 0x0 goto L25
  195: if r4 == 0x2b goto L25
  196: if r4 != 0x3c goto L20
L25:
  197: r2 = r5
  198: r2 += 0x8
  199: if r2 > r3 goto L1
  200: r1 = *(u8 *)(r5 + 1)
  201: r4 = *(u8 *)(r5 + 0)
  202: r1 += 0x1
  203: r1 <<= 0x3
  204: r5 += r1
  205: goto L27
L26:
  206: r2 = r5
  207: r2 += 0x8
  208: if r2 > r3 goto L1
  209: r1 = *(u16 *)(r5 + 2)
  210: r4 = *(u8 *)(r5 + 0)
  211: r5 += 0x8
  212: if w1 & 0xf8ff goto L21
L27:
  213: r1 = r5
  214: r1 -= r0
  215: if r1 > 0x7fff goto L1
  216: r5 = r0
  217: r5 += r1
  218: if r4 == 0x2c goto L29
  219: if r4 == 0x0 goto L28
  220: if r4 == 0x2b goto L28
  221: if r4 != 0x3c goto L20
L28:
  222: r2 = r5
  223: r2 += 0x8
  224: if r2 > r3 goto L1
  225: r1 = *(u8 *)(r5 + 1)
  226: r4 = *(u8 *)(r5 + 0)
  227: r1 += 0x1
  228: r1 <<= 0x3
  229: r5 += r1
  230: goto L30
L29:
  231: r2 = r5
  232: r2 += 0x8
  233: if r2 > r3 goto L1
  234: r1 = *(u16 *)(r5 + 2)
  235: r4 = *(u8 *)(r5 + 0)
  236: r5 += 0x8
  237: if w1 & 0xf8ff goto L21
L30:
  238: r1 = r5
  239: r1 -= r0
  240: if r1 > 0x7fff goto L1
  241: r5 = r0
  242: r5 += r1
  243: if r4 == 0x2c goto L32
  244: if r4 == 0x0 goto L31
  245: if r4 == 0x2b goto L31
  246: if r4 != 0x3c goto L20
L31:
  247: r2 = r5
  248: r2 += 0x8
  249: if r2 > r3 goto L1
  250: r1 = *(u8 *)(r5 + 1)
  251: r4 = *(u8 *)(r5 + 0)
  252: r1 += 0x1
  253: r1 <<= 0x3
  254: r5 += r1
  255: goto L33
L32:
  256: r2 = r5
  257: r2 += 0x8
  258: if r2 > r3 goto L1
  259: r1 = *(u16 *)(r5 + 2)
  260: r4 = *(u8 *)(r5 + 0)
  261: r5 += 0x8
  262: if w1 & 0xf8ff goto L21
L33:
  263: r1 = r5
  264: r1 -= r0
  265: if r1 > 0x7fff goto L1
  266: r5 = r0
  267: r5 += r1
  268: if r4 == 0x2c goto L35
  269: if r4 == 0x0 goto L34
  270: if r4 == 0x2b goto L34
  271: if r4 != 0x3c goto L20
L34:
  272: r2 = r5
  273: r2 += 0x8
  274: if r2 > r3 goto L1
  275: r1 = *(u8 *)(r5 + 1)
  276: r4 = *(u8 *)(r5 + 0)
  277: r1 += 0x1
  278: r1 <<= 0x3
  279: r5 += r1
  280: goto L36
L35:
  281: r2 = r5
  282: r2 += 0x8
  283: if r2 > r3 goto L1
  284: r1 = *(u16 *)(r5 + 2)
  285: r4 = *(u8 *)(r5 + 0)
  286: r5 += 0x8
  287: if w1 & 0xf8ff goto L21
L36:
  288: r1 = r5
  289: r1 -= r0
  290: if r1 > 0x7fff goto L1
  291: r5 = r0
  292: r5 += r1
  293: if r4 == 0x2c goto L38
  294: if r4 == 0x0 goto L37
  295: if r4 == 0x2b goto L37
  296: if r4 != 0x3c goto L20
L37:
  297: r2 = r5
  298: r2 += 0x8
  299: if r2 > r3 goto L1
  300: r1 = *(u8 *)(r5 + 1)
  301: r4 = *(u8 *)(r5 + 0)
  302: r1 += 0x1
  303: r1 <<= 0x3
  304: r5 += r1
  305: goto L39
L38:
  306: r2 = r5
  307: r2 += 0x8
  308: if r2 > r3 goto L1
  309: r1 = *(u16 *)(r5 + 2)
  310: r4 = *(u8 *)(r5 + 0)
  311: r5 += 0x8
  312: if w1 & 0xf8ff goto L21
L39:
  313: r1 = r5
  314: r1 -= r0
  315: if r1 > 0x7fff goto L1
  316: r5 = r0
  317: r5 += r1
  318: if r4 == 0x2c goto L41
  319: if r4 == 0x0 goto L40
  320: if r4 == 0x2b goto L40
  321: if r4 != 0x3c goto L20
L40:
  322: r2 = r5
  323: r2 += 0x8
  324: if r2 > r3 goto L1
  325: r1 = *(u8 *)(r5 + 1)
  326: r4 = *(u8 *)(r5 + 0)
  327: r1 += 0x1
  328: r1 <<= 0x3
  329: r5 += r1
  330: goto L42
L41:
  331: r2 = r5
  332: r2 += 0x8
  333: if r2 > r3 goto L1
  334: r1 = *(u16 *)(r5 + 2)
  335: r4 = *(u8 *)(r5 + 0)
  336: r5 += 0x8
  337: if w1 & 0xf8ff goto L21
L42:
  338: r1 = r5
  339: r1 -= r0
  340: if r1 > 0x7fff goto L1
  341: r5 = r0
  342: r5 += r1
  343: if r4 == 0x2c goto L44
  344: if r4 == 0x0 goto L43
  345: if r4 == 0x2b goto L43
  346: if r4 != 0x3c goto L20
L43:
  347: r2 = r5
  348: r2 += 0x8
  349: if r2 > r3 goto L1
  350: r1 = *(u8 *)(r5 + 1)
  351: r4 = *(u8 *)(r5 + 0)
  352: r1 += 0x1
  353: r1 <<= 0x3
  354: r5 += r1
  355: goto L45
L44:
  356: r2 = r5
  357: r2 += 0x8
  358: if r2 > r3 goto L1
  359: r1 = *(u16 *)(r5 + 2)
  360: r4 = *(u8 *)(r5 + 0)
  361: r5 += 0x8
  362: if w1 & 0xf8ff goto L21
L45:
  363: r1 = r5
  364: r1 -= r0
  365: if r1 > 0x7fff goto L1
  366: r5 = r0
  367: r5 += r1
      ; deeper than the walk: no specified verdict
  368: if r4 == 0x0 goto L1
  369: if r4 == 0x2b goto L1
  370: if r4 == 0x2c goto L1
  371: if r4 == 0x3c goto L1
L20:
  372: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  373: if r4 == 0x6 goto L46
  374: if r4 == 0x3a goto L48
  375: if r4 == 0x11 goto L47
  376: *(u64 *)(r10 - 72) = 0x10000
  377: goto L3
L46:
  378: r2 = r5
  379: r2 += 0x14
  380: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  381: r1 = *(u8 *)(r5 + 12)
  382: r1 >>= 0x4
  383: r1 <<= 0x2
  384: r1 += 0x0
  385: r2 = r5
  386: r2 += r1
  387: r1 = *(u64 *)(r10 - 152)
  388: r1 = *(u32 *)(r1 + 76)
  389: r2 -= r1
  390: *(u64 *)(r10 - 160) = r2
  391: r1 = *(u64 *)(r10 - 176)
  392: r1 -= r2
  393: *(u64 *)(r10 - 168) = r1
  394: r1 = *(u16 *)(r5 + 0)
  395: r1 = be16 r1
  396: *(u64 *)(r10 - 72) = r1
  397: goto L3
L48:
  398: r2 = r5
  399: r2 += 0x8
  400: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  401: r1 = 0x8
  402: r1 += 0x0
  403: r2 = r5
  404: r2 += r1
  405: r1 = *(u64 *)(r10 - 152)
  406: r1 = *(u32 *)(r1 + 76)
  407: r2 -= r1
  408: *(u64 *)(r10 - 160) = r2
  409: r1 = *(u64 *)(r10 - 176)
  410: r1 -= r2
  411: *(u64 *)(r10 - 168) = r1
  412: *(u64 *)(r10 - 72) = 0x10000
  413: goto L3
L47:
  414: r2 = r5
  415: r2 += 0x8
  416: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  417: r1 = 0x8
  418: r1 += 0x0
  419: r2 = r5
  420: r2 += r1
  421: r1 = *(u64 *)(r10 - 152)
  422: r1 = *(u32 *)(r1 + 76)
  423: r2 -= r1
  424: *(u64 *)(r10 - 160) = r2
  425: r1 = *(u64 *)(r10 - 176)
  426: r1 -= r2
  427: *(u64 *)(r10 - 168) = r1
  428: r1 = *(u16 *)(r5 + 0)
  429: r1 = be16 r1
  430: *(u64 *)(r10 - 72) = r1
  431: goto L3
L21:
  432: *(u64 *)(r10 - 16) = r4
  433: *(u64 *)(r10 - 72) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  434: *(u32 *)(r10 - 136) = 0x2
  435: *(u64 *)(r10 - 144) = 0xffffffff
  436: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  437: *(u32 *)(r10 - 136) = 0x3
  438: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  439: r1 = map[dropc_counters] ll
  441: r2 = r10
  442: r2 += 0xffffff78
  443: call 1
  444: if r0 == 0x0 goto L49
  445: r1 = *(u64 *)(r0 + 0)
  446: r1 += 0x1
  447: *(u64 *)(r0 + 0) = r1
L49:
  448: r0 = *(u64 *)(r10 - 144)
  449: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  450: r1 = map[dropc_counters] ll
  452: r2 = r10
  453: r2 += 0xffffff78
  454: call 1
  455: if r0 == 0x0 goto L50
  456: r1 = *(u64 *)(r0 + 0)
  457: r1 += 0x1
  458: *(u64 *)(r0 + 0) = r1
L50:
  459: r0 = *(u64 *)(r10 - 144)
  460: exit
