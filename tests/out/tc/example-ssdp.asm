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
   35: r4 = *(u8 *)(r0 + 23)
   36: r2 = *(u16 *)(r0 + 20)
   37: if w2 & 0xff1f goto L9
   38: r5 = *(u8 *)(r0 + 14)
   39: r5 &= 0xf
   40: r5 <<= 0x2
   41: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   42: if r4 == 0x6 goto L10
   43: if r4 == 0x1 goto L12
   44: if r4 == 0x11 goto L11
   45: r5 = 0x10000
   46: goto L2
L10:
   47: r2 = r5
   48: r2 += 0x22
   49: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   50: r1 = *(u8 *)(r5 + 26)
   51: r1 >>= 0x4
   52: r1 <<= 0x2
   53: r1 += 0xe
   54: r2 = r5
   55: r2 += r1
   56: r1 = *(u64 *)(r10 - 152)
   57: r1 = *(u32 *)(r1 + 76)
   58: r2 -= r1
   59: *(u64 *)(r10 - 160) = r2
   60: r1 = *(u64 *)(r10 - 176)
   61: r1 -= r2
   62: *(u64 *)(r10 - 168) = r1
   63: r5 = *(u16 *)(r5 + 14)
   64: goto L2
L12:
   65: r2 = r5
   66: r2 += 0x16
   67: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   68: r1 = 0x8
   69: r1 += 0xe
   70: r2 = r5
   71: r2 += r1
   72: r1 = *(u64 *)(r10 - 152)
   73: r1 = *(u32 *)(r1 + 76)
   74: r2 -= r1
   75: *(u64 *)(r10 - 160) = r2
   76: r1 = *(u64 *)(r10 - 176)
   77: r1 -= r2
   78: *(u64 *)(r10 - 168) = r1
   79: r5 = 0x10000
   80: goto L2
L9:
   81: r5 = 0x10000
   82: goto L2
L11:
   83: r2 = r5
   84: r2 += 0x16
   85: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   86: r1 = 0x8
   87: r1 += 0xe
   88: r2 = r5
   89: r2 += r1
   90: r1 = *(u64 *)(r10 - 152)
   91: r1 = *(u32 *)(r1 + 76)
   92: r2 -= r1
   93: *(u64 *)(r10 - 160) = r2
   94: r1 = *(u64 *)(r10 - 176)
   95: r1 -= r2
   96: *(u64 *)(r10 - 168) = r1
   97: r5 = *(u16 *)(r5 + 14)
L2:
      ; rules for IPv4 packets
      ; rule 0 `ssdp-response` (line 8): Drop
   98: if r4 != 0x11 goto L13
   99: if r5 != 0x6c07 goto L13
L14:
  100: r1 = *(u64 *)(r10 - 168)
  101: if r1 s< 0xf goto L13
  102: r1 = *(u64 *)(r10 - 152)
  103: r2 = *(u32 *)(r1 + 76)
  104: r3 = *(u32 *)(r1 + 80)
  105: r1 = *(u64 *)(r10 - 160)
  106: if r1 > 0x8000 goto L13
  107: r2 += r1
  108: r1 = r2
  109: r1 += 0xf
  110: if r1 > r3 goto L13
  111: r0 = *(u8 *)(r2 + 0)
  112: if r0 != 0x48 goto L13
  113: r0 = *(u8 *)(r2 + 1)
  114: if r0 != 0x54 goto L13
  115: r0 = *(u8 *)(r2 + 2)
  116: if r0 != 0x54 goto L13
  117: r0 = *(u8 *)(r2 + 3)
  118: if r0 != 0x50 goto L13
  119: r0 = *(u8 *)(r2 + 4)
  120: if r0 != 0x2f goto L13
  121: r0 = *(u8 *)(r2 + 5)
  122: if r0 != 0x31 goto L13
  123: r0 = *(u8 *)(r2 + 6)
  124: if r0 != 0x2e goto L13
  125: r0 = *(u8 *)(r2 + 7)
  126: if r0 != 0x31 goto L13
  127: r0 = *(u8 *)(r2 + 8)
  128: if r0 != 0x20 goto L13
  129: r0 = *(u8 *)(r2 + 9)
  130: if r0 != 0x32 goto L13
  131: r0 = *(u8 *)(r2 + 10)
  132: if r0 != 0x30 goto L13
  133: r0 = *(u8 *)(r2 + 11)
  134: if r0 != 0x30 goto L13
  135: r0 = *(u8 *)(r2 + 12)
  136: if r0 != 0x20 goto L13
  137: r0 = *(u8 *)(r2 + 13)
  138: if r0 != 0x4f goto L13
  139: r0 = *(u8 *)(r2 + 14)
  140: if r0 != 0x4b goto L13
L15:
  141: *(u32 *)(r10 - 136) = 0x0
  142: *(u64 *)(r10 - 144) = 0x2
  143: goto L0
L13:
      ; default
  144: *(u32 *)(r10 - 136) = 0x1
  145: *(u64 *)(r10 - 144) = 0xffffffff
  146: goto L0
L6:
  147: if w1 == 0xdd86 goto L7
  148: if w1 == 0x81 goto L16
  149: if w1 != 0xa888 goto L1
L16:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  150: r2 = *(u32 *)(r6 + 20)
  151: if r2 != 0x0 goto L1
  152: r2 = r0
  153: r2 += 0x12
  154: if r2 > r3 goto L1
  155: r1 = *(u16 *)(r0 + 16)
  156: r0 += 0x4
  157: if w1 == 0x8 goto L8
  158: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  159: r2 = r0
  160: r2 += 0x36
  161: if r2 > r3 goto L1
  162: r1 = *(u16 *)(r0 + 18)
  163: r1 = be16 r1
  164: r1 += 0x36
  165: r2 = r0
  166: r2 += r1
  167: r1 = *(u64 *)(r10 - 152)
  168: r1 = *(u32 *)(r1 + 76)
  169: r2 -= r1
  170: *(u64 *)(r10 - 176) = r2
      ; extension headers: r4 = next header, r5 = its start
  171: r4 = *(u8 *)(r0 + 20)
  172: r5 = r0
  173: r5 += 0x36
  174: if r4 == 0x2c goto L20
  175: if r4 == 0x0 goto L19
  176: if r4 == 0x2b goto L19
  177: if r4 != 0x3c goto L17
L19:
  178: r2 = r5
  179: r2 += 0x8
  180: if r2 > r3 goto L1
  181: r1 = *(u8 *)(r5 + 1)
  182: r4 = *(u8 *)(r5 + 0)
  183: r1 += 0x1
  184: r1 <<= 0x3
  185: r5 += r1
  186: goto L21
L20:
  187: r2 = r5
  188: r2 += 0x8
  189: if r2 > r3 goto L1
  190: r1 = *(u16 *)(r5 + 2)
  191: r4 = *(u8 *)(r5 + 0)
  192: r5 += 0x8
  193: if w1 & 0xf8ff goto L18
L21:
  194: r1 = r5
  195: r1 -= r0
  196: if r1 > 0x7fff goto L1
  197: r5 = r0
  198: r5 += r1
  199: if r4 == 0x2c goto L23
  200: if r4 == 0x0 goto L22
  201: if r4 == 0x2b goto L22
  202: if r4 != 0x3c goto L17
L22:
  203: r2 = r5
  204: r2 += 0x8
  205: if r2 > r3 goto L1
  206: r1 = *(u8 *)(r5 + 1)
  207: r4 = *(u8 *)(r5 + 0)
  208: r1 += 0x1
  209: r1 <<= 0x3
  210: r5 += r1
  211: goto L24
L23:
  212: r2 = r5
  213: r2 += 0x8
  214: if r2 > r3 goto L1
  215: r1 = *(u16 *)(r5 + 2)
  216: r4 = *(u8 *)(r5 + 0)
  217: r5 += 0x8
  218: if w1 & 0xf8ff goto L18
L24:
  219: r1 = r5
  220: r1 -= r0
  221: if r1 > 0x7fff goto L1
  222: r5 = r0
  223: r5 += r1
  224: if r4 == 0x2c goto L26
  225: if r4 == 0x0 goto L25
  226: if r4 == 0x2b goto L25
  227: if r4 != 0x3c goto L17
L25:
  228: r2 = r5
  229: r2 += 0x8
  230: if r2 > r3 goto L1
  231: r1 = *(u8 *)(r5 + 1)
  232: r4 = *(u8 *)(r5 + 0)
  233: r1 += 0x1
  234: r1 <<= 0x3
  235: r5 += r1
  236: goto L27
L26:
  237: r2 = r5
  238: r2 += 0x8
  239: if r2 > r3 goto L1
  240: r1 = *(u16 *)(r5 + 2)
  241: r4 = *(u8 *)(r5 + 0)
  242: r5 += 0x8
  243: if w1 & 0xf8ff goto L18
L27:
  244: r1 = r5
  245: r1 -= r0
  246: if r1 > 0x7fff goto L1
  247: r5 = r0
  248: r5 += r1
  249: if r4 == 0x2c goto L29
  250: if r4 == 0x0 goto L28
  251: if r4 == 0x2b goto L28
  252: if r4 != 0x3c goto L17
L28:
  253: r2 = r5
  254: r2 += 0x8
  255: if r2 > r3 goto L1
  256: r1 = *(u8 *)(r5 + 1)
  257: r4 = *(u8 *)(r5 + 0)
  258: r1 += 0x1
  259: r1 <<= 0x3
  260: r5 += r1
  261: goto L30
L29:
  262: r2 = r5
  263: r2 += 0x8
  264: if r2 > r3 goto L1
  265: r1 = *(u16 *)(r5 + 2)
  266: r4 = *(u8 *)(r5 + 0)
  267: r5 += 0x8
  268: if w1 & 0xf8ff goto L18
L30:
  269: r1 = r5
  270: r1 -= r0
  271: if r1 > 0x7fff goto L1
  272: r5 = r0
  273: r5 += r1
  274: if r4 == 0x2c goto L32
  275: if r4 == 0x0 goto L31
  276: if r4 == 0x2b goto L31
  277: if r4 != 0x3c goto L17
L31:
  278: r2 = r5
  279: r2 += 0x8
  280: if r2 > r3 goto L1
  281: r1 = *(u8 *)(r5 + 1)
  282: r4 = *(u8 *)(r5 + 0)
  283: r1 += 0x1
  284: r1 <<= 0x3
  285: r5 += r1
  286: goto L33
L32:
  287: r2 = r5
  288: r2 += 0x8
  289: if r2 > r3 goto L1
  290: r1 = *(u16 *)(r5 + 2)
  291: r4 = *(u8 *)(r5 + 0)
  292: r5 += 0x8
  293: if w1 & 0xf8ff goto L18
L33:
  294: r1 = r5
  295: r1 -= r0
  296: if r1 > 0x7fff goto L1
  297: r5 = r0
  298: r5 += r1
  299: if r4 == 0x2c goto L35
  300: if r4 == 0x0 goto L34
  301: if r4 == 0x2b goto L34
  302: if r4 != 0x3c goto L17
L34:
  303: r2 = r5
  304: r2 += 0x8
  305: if r2 > r3 goto L1
  306: r1 = *(u8 *)(r5 + 1)
  307: r4 = *(u8 *)(r5 + 0)
  308: r1 += 0x1
  309: r1 <<= 0x3
  310: r5 += r1
  311: goto L36
L35:
  312: r2 = r5
  313: r2 += 0x8
  314: if r2 > r3 goto L1
  315: r1 = *(u16 *)(r5 + 2)
  316: r4 = *(u8 *)(r5 + 0)
  317: r5 += 0x8
  318: if w1 & 0xf8ff goto L18
L36:
  319: r1 = r5
  320: r1 -= r0
  321: if r1 > 0x7fff goto L1
  322: r5 = r0
  323: r5 += r1
  324: if r4 == 0x2c goto L38
  325: if r4 == 0x0 goto L37
  326: if r4 == 0x2b goto L37
  327: if r4 != 0x3c goto L17
L37:
  328: r2 = r5
  329: r2 += 0x8
  330: if r2 > r3 goto L1
  331: r1 = *(u8 *)(r5 + 1)
  332: r4 = *(u8 *)(r5 + 0)
  333: r1 += 0x1
  334: r1 <<= 0x3
  335: r5 += r1
  336: goto L39
L38:
  337: r2 = r5
  338: r2 += 0x8
  339: if r2 > r3 goto L1
  340: r1 = *(u16 *)(r5 + 2)
  341: r4 = *(u8 *)(r5 + 0)
  342: r5 += 0x8
  343: if w1 & 0xf8ff goto L18
L39:
  344: r1 = r5
  345: r1 -= r0
  346: if r1 > 0x7fff goto L1
  347: r5 = r0
  348: r5 += r1
  349: if r4 == 0x2c goto L41
  350: if r4 == 0x0 goto L40
  351: if r4 == 0x2b goto L40
  352: if r4 != 0x3c goto L17
L40:
  353: r2 = r5
  354: r2 += 0x8
  355: if r2 > r3 goto L1
  356: r1 = *(u8 *)(r5 + 1)
  357: r4 = *(u8 *)(r5 + 0)
  358: r1 += 0x1
  359: r1 <<= 0x3
  360: r5 += r1
  361: goto L42
L41:
  362: r2 = r5
  363: r2 += 0x8
  364: if r2 > r3 goto L1
  365: r1 = *(u16 *)(r5 + 2)
  366: r4 = *(u8 *)(r5 + 0)
  367: r5 += 0x8
  368: if w1 & 0xf8ff goto L18
L42:
  369: r1 = r5
  370: r1 -= r0
  371: if r1 > 0x7fff goto L1
  372: r5 = r0
  373: r5 += r1
      ; deeper than the walk: no specified verdict
  374: if r4 == 0x0 goto L1
  375: if r4 == 0x2b goto L1
  376: if r4 == 0x2c goto L1
  377: if r4 == 0x3c goto L1
L17:
      ; layer 4 (r4 = protocol, header at r5)
  378: if r4 == 0x6 goto L43
  379: if r4 == 0x3a goto L45
  380: if r4 == 0x11 goto L44
  381: r5 = 0x10000
  382: goto L3
L43:
  383: r2 = r5
  384: r2 += 0x14
  385: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  386: r1 = *(u8 *)(r5 + 12)
  387: r1 >>= 0x4
  388: r1 <<= 0x2
  389: r1 += 0x0
  390: r2 = r5
  391: r2 += r1
  392: r1 = *(u64 *)(r10 - 152)
  393: r1 = *(u32 *)(r1 + 76)
  394: r2 -= r1
  395: *(u64 *)(r10 - 160) = r2
  396: r1 = *(u64 *)(r10 - 176)
  397: r1 -= r2
  398: *(u64 *)(r10 - 168) = r1
  399: r5 = *(u16 *)(r5 + 0)
  400: goto L3
L45:
  401: r2 = r5
  402: r2 += 0x8
  403: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  404: r1 = 0x8
  405: r1 += 0x0
  406: r2 = r5
  407: r2 += r1
  408: r1 = *(u64 *)(r10 - 152)
  409: r1 = *(u32 *)(r1 + 76)
  410: r2 -= r1
  411: *(u64 *)(r10 - 160) = r2
  412: r1 = *(u64 *)(r10 - 176)
  413: r1 -= r2
  414: *(u64 *)(r10 - 168) = r1
  415: r5 = 0x10000
  416: goto L3
L44:
  417: r2 = r5
  418: r2 += 0x8
  419: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  420: r1 = 0x8
  421: r1 += 0x0
  422: r2 = r5
  423: r2 += r1
  424: r1 = *(u64 *)(r10 - 152)
  425: r1 = *(u32 *)(r1 + 76)
  426: r2 -= r1
  427: *(u64 *)(r10 - 160) = r2
  428: r1 = *(u64 *)(r10 - 176)
  429: r1 -= r2
  430: *(u64 *)(r10 - 168) = r1
  431: r5 = *(u16 *)(r5 + 0)
  432: goto L3
L18:
  433: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  434: *(u32 *)(r10 - 136) = 0x1
  435: *(u64 *)(r10 - 144) = 0xffffffff
  436: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  437: *(u32 *)(r10 - 136) = 0x2
  438: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  439: r1 = map[dropc_counters] ll
  441: r2 = r10
  442: r2 += 0xffffff78
  443: call 1
  444: if r0 == 0x0 goto L46
  445: r1 = *(u64 *)(r0 + 0)
  446: r1 += 0x1
  447: *(u64 *)(r0 + 0) = r1
L46:
  448: r0 = *(u64 *)(r10 - 144)
  449: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  450: r1 = map[dropc_counters] ll
  452: r2 = r10
  453: r2 += 0xffffff78
  454: call 1
  455: if r0 == 0x0 goto L47
  456: r1 = *(u64 *)(r0 + 0)
  457: r1 += 0x1
  458: *(u64 *)(r0 + 0) = r1
L47:
  459: r0 = *(u64 *)(r10 - 144)
  460: exit
