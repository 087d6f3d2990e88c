; dropc xdp program `dropc_xdp` (463 instruction slots)
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
   35: *(u64 *)(r10 - 72) = 0x10000
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
   53: r1 = *(u16 *)(r5 + 14)
   54: r1 = be16 r1
   55: *(u64 *)(r10 - 72) = r1
   56: goto L2
L10:
   57: r2 = r5
   58: r2 += 0x16
   59: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   60: r1 = 0x8
   61: r1 += 0xe
   62: r2 = r5
   63: r2 += r1
   64: r1 = *(u64 *)(r10 - 152)
   65: r1 = *(u32 *)(r1 + 0)
   66: r2 -= r1
   67: *(u64 *)(r10 - 160) = r2
   68: r1 = *(u64 *)(r10 - 176)
   69: r1 -= r2
   70: *(u64 *)(r10 - 168) = r1
   71: *(u64 *)(r10 - 72) = 0x10000
   72: goto L2
L7:
   73: *(u64 *)(r10 - 72) = 0x10000
   74: goto L2
L9:
   75: r2 = r5
   76: r2 += 0x16
   77: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   78: r1 = 0x8
   79: r1 += 0xe
   80: r2 = r5
   81: r2 += r1
   82: r1 = *(u64 *)(r10 - 152)
   83: r1 = *(u32 *)(r1 + 0)
   84: r2 -= r1
   85: *(u64 *)(r10 - 160) = r2
   86: r1 = *(u64 *)(r10 - 176)
   87: r1 -= r2
   88: *(u64 *)(r10 - 168) = r1
   89: r1 = *(u16 *)(r5 + 14)
   90: r1 = be16 r1
   91: *(u64 *)(r10 - 72) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `upstream` (line 14): Pass
   92: r1 = *(u64 *)(r10 - 16)
   93: r1 |= 0x0
   94: if r1 != 0x11 goto L11
   95: r1 = *(u64 *)(r10 - 72)
   96: r1 |= 0x0
   97: if r1 != 0x35 goto L11
L12:
   98: if w6 == 0x350200c0 goto L13
   99: if w6 != 0x356433c6 goto L11
L13:
  100: *(u32 *)(r10 - 136) = 0x0
  101: *(u64 *)(r10 - 144) = 0x2
  102: goto L0
L11:
      ; rule 1 `reflected` (line 15): Drop
  103: r1 = *(u64 *)(r10 - 16)
  104: r1 |= 0x0
  105: if r1 != 0x11 goto L14
  106: r1 = *(u64 *)(r10 - 72)
  107: r1 |= 0x0
  108: if r1 != 0x35 goto L14
L15:
  109: r1 = *(u64 *)(r10 - 168)
  110: if r1 s< 0x3 goto L14
  111: r1 = *(u64 *)(r10 - 152)
  112: r2 = *(u32 *)(r1 + 0)
  113: r3 = *(u32 *)(r1 + 4)
  114: r1 = *(u64 *)(r10 - 160)
  115: if r1 > 0x8000 goto L14
  116: r2 += r1
  117: r1 = r2
  118: r1 += 0x3
  119: if r1 > r3 goto L14
  120: r0 = *(u8 *)(r2 + 2)
  121: r0 &= 0x80
  122: if r0 != 0x80 goto L14
L16:
  123: *(u32 *)(r10 - 136) = 0x1
  124: *(u64 *)(r10 - 144) = 0x1
  125: goto L0
L14:
      ; default
  126: *(u32 *)(r10 - 136) = 0x2
  127: *(u64 *)(r10 - 144) = 0x2
  128: goto L0
L4:
  129: if w1 == 0xdd86 goto L5
  130: if w1 == 0x81 goto L17
  131: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  132: r2 = r0
  133: r2 += 0x12
  134: if r2 > r3 goto L1
  135: r1 = *(u16 *)(r0 + 16)
  136: r0 += 0x4
  137: if w1 == 0x8 goto L6
  138: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  139: r2 = r0
  140: r2 += 0x36
  141: if r2 > r3 goto L1
  142: r1 = *(u16 *)(r0 + 18)
  143: r1 = be16 r1
  144: r1 += 0x36
  145: r2 = r0
  146: r2 += r1
  147: r1 = *(u64 *)(r10 - 152)
  148: r1 = *(u32 *)(r1 + 0)
  149: r2 -= r1
  150: *(u64 *)(r10 - 176) = r2
      ; extension headers: r4 = next header, r5 = its start
  151: r4 = *(u8 *)(r0 + 20)
  152: r5 = r0
  153: r5 += 0x36
  154: if r4 == 0x2c goto L21
  155: if r4 == 0x0 goto L20
  156: if r4 == 0x2b goto L20
  157: if r4 != 0x3c goto L18
L20:
  158: r2 = r5
  159: r2 += 0x8
  160: if r2 > r3 goto L1
  161: r1 = *(u8 *)(r5 + 1)
  162: r4 = *(u8 *)(r5 + 0)
  163: r1 += 0x1
  164: r1 <<= 0x3
  165: r5 += r1
  166: goto L22
L21:
  167: r2 = r5
  168: r2 += 0x8
  169: if r2 > r3 goto L1
  170: r1 = *(u16 *)(r5 + 2)
  171: r4 = *(u8 *)(r5 + 0)
  172: r5 += 0x8
  173: if w1 & 0xf8ff goto L19
L22:
  174: r1 = r5
  175: r1 -= r0
  176: if r1 > 0x7fff goto L1
  177: r5 = r0
  178: r5 += r1
  179: if r4 == 0x2c goto L24
  180: if r4 == 0x0 goto L23
  181: if r4 == 0x2b goto L23
  182: if r4 != 0x3c goto L18
L23:
  183: r2 = r5
  184: r2 += 0x8
  185: if r2 > r3 goto L1
  186: r1 = *(u8 *)(r5 + 1)
  187: r4 = *(u8 *)(r5 + 0)
  188: r1 += 0x1
  189: r1 <<= 0x3
  190: r5 += r1
  191: goto L25
L24:
  192: r2 = r5
  193: r2 += 0x8
  194: if r2 > r3 goto L1
  195: r1 = *(u16 *)(r5 + 2)
  196: r4 = *(u8 *)(r5 + 0)
  197: r5 += 0x8
  198: if w1 & 0xf8ff goto L19
L25:
  199: r1 = r5
  200: r1 -= r0
  201: if r1 > 0x7fff goto L1
  202: r5 = r0
  203: r5 += r1
  204: if r4 == 0x2c goto L27
  205: if r4 == 0x0 goto L26
  206: if r4 == 0x2b goto L26
  207: if r4 != 0x3c goto L18
L26:
  208: r2 = r5
  209: r2 += 0x8
  210: if r2 > r3 goto L1
  211: r1 = *(u8 *)(r5 + 1)
  212: r4 = *(u8 *)(r5 + 0)
  213: r1 += 0x1
  214: r1 <<= 0x3
  215: r5 += r1
  216: goto L28
L27:
  217: r2 = r5
  218: r2 += 0x8
  219: if r2 > r3 goto L1
  220: r1 = *(u16 *)(r5 + 2)
  221: r4 = *(u8 *)(r5 + 0)
  222: r5 += 0x8
  223: if w1 & 0xf8ff goto L19
L28:
  224: r1 = r5
  225: r1 -= r0
  226: if r1 > 0x7fff goto L1
  227: r5 = r0
  228: r5 += r1
  229: if r4 == 0x2c goto L30
  230: if r4 == 0x0 goto L29
  231: if r4 == 0x2b goto L29
  232: if r4 != 0x3c goto L18
L29:
  233: r2 = r5
  234: r2 += 0x8
  235: if r2 > r3 goto L1
  236: r1 = *(u8 *)(r5 + 1)
  237: r4 = *(u8 *)(r5 + 0)
  238: r1 += 0x1
  239: r1 <<= 0x3
  240: r5 += r1
  241: goto L31
L30:
  242: r2 = r5
  243: r2 += 0x8
  244: if r2 > r3 goto L1
  245: r1 = *(u16 *)(r5 + 2)
  246: r4 = *(u8 *)(r5 + 0)
  247: r5 += 0x8
  248: if w1 & 0xf8ff goto L19
L31:
  249: r1 = r5
  250: r1 -= r0
  251: if r1 > 0x7fff goto L1
  252: r5 = r0
  253: r5 += r1
  254: if r4 == 0x2c goto L33
  255: if r4 == 0x0 goto L32
  256: if r4 == 0x2b goto L32
  257: if r4 != 0x3c goto L18
L32:
  258: r2 = r5
  259: r2 += 0x8
  260: if r2 > r3 goto L1
  261: r1 = *(u8 *)(r5 + 1)
  262: r4 = *(u8 *)(r5 + 0)
  263: r1 += 0x1
  264: r1 <<= 0x3
  265: r5 += r1
  266: goto L34
L33:
  267: r2 = r5
  268: r2 += 0x8
  269: if r2 > r3 goto L1
  270: r1 = *(u16 *)(r5 + 2)
  271: r4 = *(u8 *)(r5 + 0)
  272: r5 += 0x8
  273: if w1 & 0xf8ff goto L19
L34:
  274: r1 = r5
  275: r1 -= r0
  276: if r1 > 0x7fff goto L1
  277: r5 = r0
  278: r5 += r1
  279: if r4 == 0x2c goto L36
  280: if r4 == 0x0 goto L35
  281: if r4 == 0x2b goto L35
  282: if r4 != 0x3c goto L18
L35:
  283: r2 = r5
  284: r2 += 0x8
  285: if r2 > r3 goto L1
  286: r1 = *(u8 *)(r5 + 1)
  287: r4 = *(u8 *)(r5 + 0)
  288: r1 += 0x1
  289: r1 <<= 0x3
  290: r5 += r1
  291: goto L37
L36:
  292: r2 = r5
  293: r2 += 0x8
  294: if r2 > r3 goto L1
  295: r1 = *(u16 *)(r5 + 2)
  296: r4 = *(u8 *)(r5 + 0)
  297: r5 += 0x8
  298: if w1 & 0xf8ff goto L19
L37:
  299: r1 = r5
  300: r1 -= r0
  301: if r1 > 0x7fff goto L1
  302: r5 = r0
  303: r5 += r1
  304: if r4 == 0x2c goto L39
  305: if r4 == 0x0 goto L38
  306: if r4 == 0x2b goto L38
  307: if r4 != 0x3c goto L18
L38:
  308: r2 = r5
  309: r2 += 0x8
  310: if r2 > r3 goto L1
  311: r1 = *(u8 *)(r5 + 1)
  312: r4 = *(u8 *)(r5 + 0)
  313: r1 += 0x1
  314: r1 <<= 0x3
  315: r5 += r1
  316: goto L40
L39:
  317: r2 = r5
  318: r2 += 0x8
  319: if r2 > r3 goto L1
  320: r1 = *(u16 *)(r5 + 2)
  321: r4 = *(u8 *)(r5 + 0)
  322: r5 += 0x8
  323: if w1 & 0xf8ff goto L19
L40:
  324: r1 = r5
  325: r1 -= r0
  326: if r1 > 0x7fff goto L1
  327: r5 = r0
  328: r5 += r1
  329: if r4 == 0x2c goto L42
  330: if r4 == 0x0 goto L41
  331: if r4 == 0x2b goto L41
  332: if r4 != 0x3c goto L18
L41:
  333: r2 = r5
  334: r2 += 0x8
  335: if r2 > r3 goto L1
  336: r1 = *(u8 *)(r5 + 1)
  337: r4 = *(u8 *)(r5 + 0)
  338: r1 += 0x1
  339: r1 <<= 0x3
  340: r5 += r1
  341: goto L43
L42:
  342: r2 = r5
  343: r2 += 0x8
  344: if r2 > r3 goto L1
  345: r1 = *(u16 *)(r5 + 2)
  346: r4 = *(u8 *)(r5 + 0)
  347: r5 += 0x8
  348: if w1 & 0xf8ff goto L19
L43:
  349: r1 = r5
  350: r1 -= r0
  351: if r1 > 0x7fff goto L1
  352: r5 = r0
  353: r5 += r1
      ; deeper than the walk: no specified verdict
  354: if r4 == 0x0 goto L1
  355: if r4 == 0x2b goto L1
  356: if r4 == 0x2c goto L1
  357: if r4 == 0x3c goto L1
L18:
  358: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  359: if r4 == 0x6 goto L44
  360: if r4 == 0x3a goto L46
  361: if r4 == 0x11 goto L45
  362: *(u64 *)(r10 - 72) = 0x10000
  363: goto L3
L44:
  364: r2 = r5
  365: r2 += 0x14
  366: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  367: r1 = *(u8 *)(r5 + 12)
  368: r1 >>= 0x4
  369: r1 <<= 0x2
  370: r1 += 0x0
  371: r2 = r5
  372: r2 += r1
  373: r1 = *(u64 *)(r10 - 152)
  374: r1 = *(u32 *)(r1 + 0)
  375: r2 -= r1
  376: *(u64 *)(r10 - 160) = r2
  377: r1 = *(u64 *)(r10 - 176)
  378: r1 -= r2
  379: *(u64 *)(r10 - 168) = r1
  380: r1 = *(u16 *)(r5 + 0)
  381: r1 = be16 r1
  382: *(u64 *)(r10 - 72) = r1
  383: goto L3
L46:
  384: r2 = r5
  385: r2 += 0x8
  386: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  387: r1 = 0x8
  388: r1 += 0x0
  389: r2 = r5
  390: r2 += r1
  391: r1 = *(u64 *)(r10 - 152)
  392: r1 = *(u32 *)(r1 + 0)
  393: r2 -= r1
  394: *(u64 *)(r10 - 160) = r2
  395: r1 = *(u64 *)(r10 - 176)
  396: r1 -= r2
  397: *(u64 *)(r10 - 168) = r1
  398: *(u64 *)(r10 - 72) = 0x10000
  399: goto L3
L45:
  400: r2 = r5
  401: r2 += 0x8
  402: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  403: r1 = 0x8
  404: r1 += 0x0
  405: r2 = r5
  406: r2 += r1
  407: r1 = *(u64 *)(r10 - 152)
  408: r1 = *(u32 *)(r1 + 0)
  409: r2 -= r1
  410: *(u64 *)(r10 - 160) = r2
  411: r1 = *(u64 *)(r10 - 176)
  412: r1 -= r2
  413: *(u64 *)(r10 - 168) = r1
  414: r1 = *(u16 *)(r5 + 0)
  415: r1 = be16 r1
  416: *(u64 *)(r10 - 72) = r1
  417: goto L3
L19:
  418: *(u64 *)(r10 - 16) = r4
  419: *(u64 *)(r10 - 72) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  420: *(u32 *)(r10 - 136) = 0x2
  421: *(u64 *)(r10 - 144) = 0x2
  422: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  423: *(u32 *)(r10 - 136) = 0x3
  424: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  425: r1 = map[dropc_counters] ll
  427: r2 = r10
  428: r2 += 0xffffff78
  429: call 1
  430: if r0 == 0x0 goto L47
  431: r1 = *(u64 *)(r0 + 0)
  432: r1 += 0x1
  433: *(u64 *)(r0 + 0) = r1
L47:
  434: r0 = *(u64 *)(r10 - 144)
  435: if r0 != 0x2 goto L48
      ; pass: tail call dropc_next[0] (falls through when empty)
  436: r1 = *(u64 *)(r10 - 152)
  437: r2 = map[dropc_next] ll
  439: r3 = 0x0
  440: call 12
  441: r0 = 0x2
  442: exit
L48:
  443: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  444: r1 = map[dropc_counters] ll
  446: r2 = r10
  447: r2 += 0xffffff78
  448: call 1
  449: if r0 == 0x0 goto L49
  450: r1 = *(u64 *)(r0 + 0)
  451: r1 += 0x1
  452: *(u64 *)(r0 + 0) = r1
L49:
  453: r0 = *(u64 *)(r10 - 144)
  454: if r0 != 0x2 goto L50
      ; pass: tail call dropc_next[0] (falls through when empty)
  455: r1 = *(u64 *)(r10 - 152)
  456: r2 = map[dropc_next] ll
  458: r3 = 0x0
  459: call 12
  460: r0 = 0x2
  461: exit
L50:
  462: exit
