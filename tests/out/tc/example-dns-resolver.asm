; dropc tc program `dropc_tc` (450 instruction slots)
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
   23: r1 = *(u32 *)(r0 + 26)
   24: r1 = be32 r1
   25: *(u64 *)(r10 - 24) = r1
   26: r4 = *(u8 *)(r0 + 23)
   27: *(u64 *)(r10 - 16) = r4
   28: r2 = *(u16 *)(r0 + 20)
   29: if w2 & 0xff1f goto L9
   30: r5 = *(u8 *)(r0 + 14)
   31: r5 &= 0xf
   32: r5 <<= 0x2
   33: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   34: if r4 == 0x6 goto L10
   35: if r4 == 0x11 goto L11
   36: *(u64 *)(r10 - 80) = 0x10000
   37: goto L2
L10:
   38: r2 = r5
   39: r2 += 0x22
   40: if r2 > r3 goto L1
   41: r1 = *(u16 *)(r5 + 16)
   42: r1 = be16 r1
   43: *(u64 *)(r10 - 80) = r1
   44: goto L2
L9:
   45: *(u64 *)(r10 - 80) = 0x10000
   46: goto L2
L11:
   47: r2 = r5
   48: r2 += 0x16
   49: if r2 > r3 goto L1
   50: r1 = *(u16 *)(r5 + 16)
   51: r1 = be16 r1
   52: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `clients-udp` (line 8): Pass
   53: r1 = *(u64 *)(r10 - 16)
   54: r1 |= 0x0
   55: if r1 != 0x11 goto L13
   56: r1 = *(u64 *)(r10 - 80)
   57: r1 |= 0x0
   58: if r1 != 0x35 goto L13
L14:
   59: r1 = *(u64 *)(r10 - 24)
   60: r1 |= 0x0
   61: if w1 < 0xc0000200 goto L13
   62: if w1 <= 0xc00002ff goto L15
   63: if w1 < 0xc6336400 goto L13
   64: if w1 > 0xc633647f goto L13
L15:
   65: *(u32 *)(r10 - 136) = 0x0
   66: *(u64 *)(r10 - 144) = 0xffffffff
   67: goto L0
L13:
      ; rule 1 `clients-tcp` (line 9): Pass
   68: r1 = *(u64 *)(r10 - 16)
   69: r1 |= 0x0
   70: if r1 != 0x6 goto L16
   71: r1 = *(u64 *)(r10 - 80)
   72: r1 |= 0x0
   73: if r1 != 0x35 goto L16
L17:
   74: r1 = *(u64 *)(r10 - 24)
   75: r1 |= 0x0
   76: if w1 < 0xc0000200 goto L16
   77: if w1 <= 0xc00002ff goto L18
   78: if w1 < 0xc6336400 goto L16
   79: if w1 > 0xc633647f goto L16
L18:
   80: *(u32 *)(r10 - 136) = 0x1
   81: *(u64 *)(r10 - 144) = 0xffffffff
   82: goto L0
L16:
      ; rule 2 `others-udp` (line 10): Drop
   83: r1 = *(u64 *)(r10 - 16)
   84: r1 |= 0x0
   85: if r1 != 0x11 goto L19
   86: r1 = *(u64 *)(r10 - 80)
   87: r1 |= 0x0
   88: if r1 != 0x35 goto L19
L20:
   89: *(u32 *)(r10 - 136) = 0x2
   90: *(u64 *)(r10 - 144) = 0x2
   91: goto L0
L19:
      ; rule 3 `others-tcp` (line 11): Drop
   92: r1 = *(u64 *)(r10 - 16)
   93: r1 |= 0x0
   94: if r1 != 0x6 goto L21
   95: r1 = *(u64 *)(r10 - 80)
   96: r1 |= 0x0
   97: if r1 != 0x35 goto L21
L22:
   98: *(u32 *)(r10 - 136) = 0x3
   99: *(u64 *)(r10 - 144) = 0x2
  100: goto L0
L21:
      ; default
  101: *(u32 *)(r10 - 136) = 0x4
  102: *(u64 *)(r10 - 144) = 0xffffffff
  103: goto L0
L6:
  104: if w1 == 0xdd86 goto L7
  105: if w1 == 0x81 goto L23
  106: if w1 != 0xa888 goto L1
L23:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  107: r2 = *(u32 *)(r6 + 20)
  108: if r2 != 0x0 goto L1
  109: r2 = r0
  110: r2 += 0x12
  111: if r2 > r3 goto L1
  112: r1 = *(u16 *)(r0 + 16)
  113: r0 += 0x4
  114: if w1 == 0x8 goto L8
  115: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  116: r2 = r0
  117: r2 += 0x36
  118: if r2 > r3 goto L1
  119: r1 = *(u64 *)(r0 + 22)
  120: r1 = be64 r1
  121: *(u64 *)(r10 - 40) = r1
  122: r1 = *(u64 *)(r0 + 30)
  123: r1 = be64 r1
  124: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  125: r4 = *(u8 *)(r0 + 20)
  126: r5 = r0
  127: r5 += 0x36
  128: if r4 == 0x2c goto L27
  129: if r4 == 0x0 goto L26
  130: if r4 == 0x2b goto L26
  131: if r4 != 0x3c goto L24
L26:
  132: r2 = r5
  133: r2 += 0x8
  134: if r2 > r3 goto L1
  135: r1 = *(u8 *)(r5 + 1)
  136: r4 = *(u8 *)(r5 + 0)
  137: r1 += 0x1
  138: r1 <<= 0x3
  139: r5 += r1
  140: goto L28
L27:
  141: r2 = r5
  142: r2 += 0x8
  143: if r2 > r3 goto L1
  144: r1 = *(u16 *)(r5 + 2)
  145: r4 = *(u8 *)(r5 + 0)
  146: r5 += 0x8
  147: if w1 & 0xf8ff goto L25
L28:
  148: r1 = r5
  149: r1 -= r0
  150: if r1 > 0x7fff goto L1
  151: r5 = r0
  152: r5 += r1
  153: if r4 == 0x2c goto L30
  154: if r4 == 0x0 goto L29
  155: if r4 == 0x2b goto L29
  156: if r4 != 0x3c goto L24
L29:
  157: r2 = r5
  158: r2 += 0x8
  159: if r2 > r3 goto L1
  160: r1 = *(u8 *)(r5 + 1)
  161: r4 = *(u8 *)(r5 + 0)
  162: r1 += 0x1
  163: r1 <<= 0x3
  164: r5 += r1
  165: goto L31
L30:
  166: r2 = r5
  167: r2 += 0x8
  168: if r2 > r3 goto L1
  169: r1 = *(u16 *)(r5 + 2)
  170: r4 = *(u8 *)(r5 + 0)
  171: r5 += 0x8
  172: if w1 & 0xf8ff goto L25
L31:
  173: r1 = r5
  174: r1 -= r0
  175: if r1 > 0x7fff goto L1
  176: r5 = r0
  177: r5 += r1
  178: if r4 == 0x2c goto L33
  179: if r4 == 0x0 goto L32
  180: if r4 == 0x2b goto L32
  181: if r4 != 0x3c goto L24
L32:
  182: r2 = r5
  183: r2 += 0x8
  184: if r2 > r3 goto L1
  185: r1 = *(u8 *)(r5 + 1)
  186: r4 = *(u8 *)(r5 + 0)
  187: r1 += 0x1
  188: r1 <<= 0x3
  189: r5 += r1
  190: goto L34
L33:
  191: r2 = r5
  192: r2 += 0x8
  193: if r2 > r3 goto L1
  194: r1 = *(u16 *)(r5 + 2)
  195: r4 = *(u8 *)(r5 + 0)
  196: r5 += 0x8
  197: if w1 & 0xf8ff goto L25
L34:
  198: r1 = r5
  199: r1 -= r0
  200: if r1 > 0x7fff goto L1
  201: r5 = r0
  202: r5 += r1
  203: if r4 == 0x2c goto L36
  204: if r4 == 0x0 goto L35
  205: if r4 == 0x2b goto L35
  206: if r4 != 0x3c goto L24
L35:
  207: r2 = r5
  208: r2 += 0x8
  209: if r2 > r3 goto L1
  210: r1 = *(u8 *)(r5 + 1)
  211: r4 = *(u8 *)(r5 + 0)
  212: r1 += 0x1
  213: r1 <<= 0x3
  214: r5 += r1
  215: goto L37
L36:
  216: r2 = r5
  217: r2 += 0x8
  218: if r2 > r3 goto L1
  219: r1 = *(u16 *)(r5 + 2)
  220: r4 = *(u8 *)(r5 + 0)
  221: r5 += 0x8
  222: if w1 & 0xf8ff goto L25
L37:
  223: r1 = r5
  224: r1 -= r0
  225: if r1 > 0x7fff goto L1
  226: r5 = r0
  227: r5 += r1
  228: if r4 == 0x2c goto L39
  229: if r4 == 0x0 goto L38
  230: if r4 == 0x2b goto L38
  231: if r4 != 0x3c goto L24
L38:
  232: r2 = r5
  233: r2 += 0x8
  234: if r2 > r3 goto L1
  235: r1 = *(u8 *)(r5 + 1)
  236: r4 = *(u8 *)(r5 + 0)
  237: r1 += 0x1
  238: r1 <<= 0x3
  239: r5 += r1
  240: goto L40
L39:
  241: r2 = r5
  242: r2 += 0x8
  243: if r2 > r3 goto L1
  244: r1 = *(u16 *)(r5 + 2)
  245: r4 = *(u8 *)(r5 + 0)
  246: r5 += 0x8
  247: if w1 & 0xf8ff goto L25
L40:
  248: r1 = r5
  249: r1 -= r0
  250: if r1 > 0x7fff goto L1
  251: r5 = r0
  252: r5 += r1
  253: if r4 == 0x2c goto L42
  254: if r4 == 0x0 goto L41
  255: if r4 == 0x2b goto L41
  256: if r4 != 0x3c goto L24
L41:
  257: r2 = r5
  258: r2 += 0x8
  259: if r2 > r3 goto L1
  260: r1 = *(u8 *)(r5 + 1)
  261: r4 = *(u8 *)(r5 + 0)
  262: r1 += 0x1
  263: r1 <<= 0x3
  264: r5 += r1
  265: goto L43
L42:
  266: r2 = r5
  267: r2 += 0x8
  268: if r2 > r3 goto L1
  269: r1 = *(u16 *)(r5 + 2)
  270: r4 = *(u8 *)(r5 + 0)
  271: r5 += 0x8
  272: if w1 & 0xf8ff goto L25
L43:
  273: r1 = r5
  274: r1 -= r0
  275: if r1 > 0x7fff goto L1
  276: r5 = r0
  277: r5 += r1
  278: if r4 == 0x2c goto L45
  279: if r4 == 0x0 goto L44
  280: if r4 == 0x2b goto L44
  281: if r4 != 0x3c goto L24
L44:
  282: r2 = r5
  283: r2 += 0x8
  284: if r2 > r3 goto L1
  285: r1 = *(u8 *)(r5 + 1)
  286: r4 = *(u8 *)(r5 + 0)
  287: r1 += 0x1
  288: r1 <<= 0x3
  289: r5 += r1
  290: goto L46
L45:
  291: r2 = r5
  292: r2 += 0x8
  293: if r2 > r3 goto L1
  294: r1 = *(u16 *)(r5 + 2)
  295: r4 = *(u8 *)(r5 + 0)
  296: r5 += 0x8
  297: if w1 & 0xf8ff goto L25
L46:
  298: r1 = r5
  299: r1 -= r0
  300: if r1 > 0x7fff goto L1
  301: r5 = r0
  302: r5 += r1
  303: if r4 == 0x2c goto L48
  304: if r4 == 0x0 goto L47
  305: if r4 == 0x2b goto L47
  306: if r4 != 0x3c goto L24
L47:
  307: r2 = r5
  308: r2 += 0x8
  309: if r2 > r3 goto L1
  310: r1 = *(u8 *)(r5 + 1)
  311: r4 = *(u8 *)(r5 + 0)
  312: r1 += 0x1
  313: r1 <<= 0x3
  314: r5 += r1
  315: goto L49
L48:
  316: r2 = r5
  317: r2 += 0x8
  318: if r2 > r3 goto L1
  319: r1 = *(u16 *)(r5 + 2)
  320: r4 = *(u8 *)(r5 + 0)
  321: r5 += 0x8
  322: if w1 & 0xf8ff goto L25
L49:
  323: r1 = r5
  324: r1 -= r0
  325: if r1 > 0x7fff goto L1
  326: r5 = r0
  327: r5 += r1
      ; deeper than the walk: no specified verdict
  328: if r4 == 0x0 goto L1
  329: if r4 == 0x2b goto L1
  330: if r4 == 0x2c goto L1
  331: if r4 == 0x3c goto L1
L24:
  332: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  333: if r4 == 0x6 goto L50
  334: if r4 == 0x11 goto L51
  335: *(u64 *)(r10 - 80) = 0x10000
  336: goto L3
L50:
  337: r2 = r5
  338: r2 += 0x14
  339: if r2 > r3 goto L1
  340: r1 = *(u16 *)(r5 + 2)
  341: r1 = be16 r1
  342: *(u64 *)(r10 - 80) = r1
  343: goto L3
L51:
  344: r2 = r5
  345: r2 += 0x8
  346: if r2 > r3 goto L1
  347: r1 = *(u16 *)(r5 + 2)
  348: r1 = be16 r1
  349: *(u64 *)(r10 - 80) = r1
  350: goto L3
L25:
  351: *(u64 *)(r10 - 16) = r4
  352: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `clients-udp` (line 8): Pass
  353: r1 = *(u64 *)(r10 - 16)
  354: r1 |= 0x0
  355: if r1 != 0x11 goto L53
  356: r1 = *(u64 *)(r10 - 80)
  357: r1 |= 0x0
  358: if r1 != 0x35 goto L53
L54:
  359: r1 = *(u64 *)(r10 - 40)
  360: r1 |= 0x0
  361: r2 = *(u64 *)(r10 - 48)
  362: r2 |= 0x0
  363: r3 = 0x20010db801000000 ll
  365: if r1 >= r3 goto L57
  366: goto L53
L57:
  367: r3 = 0x20010db80100ffff ll
  369: if r1 <= r3 goto L55
L56:
  370: goto L53
L55:
  371: *(u32 *)(r10 - 136) = 0x0
  372: *(u64 *)(r10 - 144) = 0xffffffff
  373: goto L0
L53:
      ; rule 1 `clients-tcp` (line 9): Pass
  374: r1 = *(u64 *)(r10 - 16)
  375: r1 |= 0x0
  376: if r1 != 0x6 goto L58
  377: r1 = *(u64 *)(r10 - 80)
  378: r1 |= 0x0
  379: if r1 != 0x35 goto L58
L59:
  380: r1 = *(u64 *)(r10 - 40)
  381: r1 |= 0x0
  382: r2 = *(u64 *)(r10 - 48)
  383: r2 |= 0x0
  384: r3 = 0x20010db801000000 ll
  386: if r1 >= r3 goto L62
  387: goto L58
L62:
  388: r3 = 0x20010db80100ffff ll
  390: if r1 <= r3 goto L60
L61:
  391: goto L58
L60:
  392: *(u32 *)(r10 - 136) = 0x1
  393: *(u64 *)(r10 - 144) = 0xffffffff
  394: goto L0
L58:
      ; rule 2 `others-udp` (line 10): Drop
  395: r1 = *(u64 *)(r10 - 16)
  396: r1 |= 0x0
  397: if r1 != 0x11 goto L63
  398: r1 = *(u64 *)(r10 - 80)
  399: r1 |= 0x0
  400: if r1 != 0x35 goto L63
L64:
  401: *(u32 *)(r10 - 136) = 0x2
  402: *(u64 *)(r10 - 144) = 0x2
  403: goto L0
L63:
      ; rule 3 `others-tcp` (line 11): Drop
  404: r1 = *(u64 *)(r10 - 16)
  405: r1 |= 0x0
  406: if r1 != 0x6 goto L65
  407: r1 = *(u64 *)(r10 - 80)
  408: r1 |= 0x0
  409: if r1 != 0x35 goto L65
L66:
  410: *(u32 *)(r10 - 136) = 0x3
  411: *(u64 *)(r10 - 144) = 0x2
  412: goto L0
L65:
      ; default
  413: *(u32 *)(r10 - 136) = 0x4
  414: *(u64 *)(r10 - 144) = 0xffffffff
  415: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  416: *(u32 *)(r10 - 136) = 0x5
  417: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  418: r1 = map[dropc_counters] ll
  420: r2 = r10
  421: r2 += 0xffffff78
  422: call 1
  423: if r0 == 0x0 goto L67
  424: r1 = *(u64 *)(r0 + 0)
  425: r1 += 0x1
  426: *(u64 *)(r0 + 0) = r1
  427: r1 = *(u64 *)(r10 - 152)
  428: r2 = *(u32 *)(r1 + 0)
  429: r1 = *(u64 *)(r0 + 8)
  430: r1 += r2
  431: *(u64 *)(r0 + 8) = r1
L67:
  432: r0 = *(u64 *)(r10 - 144)
  433: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  434: r1 = map[dropc_counters] ll
  436: r2 = r10
  437: r2 += 0xffffff78
  438: call 1
  439: if r0 == 0x0 goto L68
  440: r1 = *(u64 *)(r0 + 0)
  441: r1 += 0x1
  442: *(u64 *)(r0 + 0) = r1
  443: r1 = *(u64 *)(r10 - 152)
  444: r2 = *(u32 *)(r1 + 0)
  445: r1 = *(u64 *)(r0 + 8)
  446: r1 += r2
  447: *(u64 *)(r0 + 8) = r1
L68:
  448: r0 = *(u64 *)(r10 - 144)
  449: exit
