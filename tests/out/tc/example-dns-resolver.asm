; dropc tc program `dropc_tc` (439 instruction slots)
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
   22: r1 = *(u32 *)(r0 + 26)
   23: r1 = be32 r1
   24: *(u64 *)(r10 - 24) = r1
   25: r4 = *(u8 *)(r0 + 23)
   26: *(u64 *)(r10 - 16) = r4
   27: r2 = *(u16 *)(r0 + 20)
   28: if w2 & 0xff1f goto L9
   29: r5 = *(u8 *)(r0 + 14)
   30: r5 &= 0xf
   31: r5 <<= 0x2
   32: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   33: if r4 == 0x6 goto L10
   34: if r4 == 0x11 goto L11
   35: *(u64 *)(r10 - 80) = 0x10000
   36: goto L2
L10:
   37: r2 = r5
   38: r2 += 0x22
   39: if r2 > r3 goto L1
   40: r1 = *(u16 *)(r5 + 16)
   41: r1 = be16 r1
   42: *(u64 *)(r10 - 80) = r1
   43: goto L2
L9:
   44: *(u64 *)(r10 - 80) = 0x10000
   45: goto L2
L11:
   46: r2 = r5
   47: r2 += 0x16
   48: if r2 > r3 goto L1
   49: r1 = *(u16 *)(r5 + 16)
   50: r1 = be16 r1
   51: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `clients-udp` (line 8): Pass
   52: r1 = *(u64 *)(r10 - 16)
   53: r1 |= 0x0
   54: if r1 != 0x11 goto L13
   55: r1 = *(u64 *)(r10 - 80)
   56: r1 |= 0x0
   57: if r1 != 0x35 goto L13
L14:
   58: r1 = *(u64 *)(r10 - 24)
   59: r1 |= 0x0
   60: if w1 < 0xc0000200 goto L13
   61: if w1 <= 0xc00002ff goto L15
   62: if w1 < 0xc6336400 goto L13
   63: if w1 > 0xc633647f goto L13
L15:
   64: *(u32 *)(r10 - 136) = 0x0
   65: *(u64 *)(r10 - 144) = 0xffffffff
   66: goto L0
L13:
      ; rule 1 `clients-tcp` (line 9): Pass
   67: r1 = *(u64 *)(r10 - 16)
   68: r1 |= 0x0
   69: if r1 != 0x6 goto L16
   70: r1 = *(u64 *)(r10 - 80)
   71: r1 |= 0x0
   72: if r1 != 0x35 goto L16
L17:
   73: r1 = *(u64 *)(r10 - 24)
   74: r1 |= 0x0
   75: if w1 < 0xc0000200 goto L16
   76: if w1 <= 0xc00002ff goto L18
   77: if w1 < 0xc6336400 goto L16
   78: if w1 > 0xc633647f goto L16
L18:
   79: *(u32 *)(r10 - 136) = 0x1
   80: *(u64 *)(r10 - 144) = 0xffffffff
   81: goto L0
L16:
      ; rule 2 `others-udp` (line 10): Drop
   82: r1 = *(u64 *)(r10 - 16)
   83: r1 |= 0x0
   84: if r1 != 0x11 goto L19
   85: r1 = *(u64 *)(r10 - 80)
   86: r1 |= 0x0
   87: if r1 != 0x35 goto L19
L20:
   88: *(u32 *)(r10 - 136) = 0x2
   89: *(u64 *)(r10 - 144) = 0x2
   90: goto L0
L19:
      ; rule 3 `others-tcp` (line 11): Drop
   91: r1 = *(u64 *)(r10 - 16)
   92: r1 |= 0x0
   93: if r1 != 0x6 goto L21
   94: r1 = *(u64 *)(r10 - 80)
   95: r1 |= 0x0
   96: if r1 != 0x35 goto L21
L22:
   97: *(u32 *)(r10 - 136) = 0x3
   98: *(u64 *)(r10 - 144) = 0x2
   99: goto L0
L21:
      ; default
  100: *(u32 *)(r10 - 136) = 0x4
  101: *(u64 *)(r10 - 144) = 0xffffffff
  102: goto L0
L6:
  103: if w1 == 0xdd86 goto L7
  104: if w1 == 0x81 goto L23
  105: if w1 != 0xa888 goto L1
L23:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  106: r2 = *(u32 *)(r6 + 20)
  107: if r2 != 0x0 goto L1
  108: r2 = r0
  109: r2 += 0x12
  110: if r2 > r3 goto L1
  111: r1 = *(u16 *)(r0 + 16)
  112: r0 += 0x4
  113: if w1 == 0x8 goto L8
  114: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  115: r2 = r0
  116: r2 += 0x36
  117: if r2 > r3 goto L1
  118: r1 = *(u64 *)(r0 + 22)
  119: r1 = be64 r1
  120: *(u64 *)(r10 - 40) = r1
  121: r1 = *(u64 *)(r0 + 30)
  122: r1 = be64 r1
  123: *(u64 *)(r10 - 48) = r1
      ; extension headers: r4 = next header, r5 = its start
  124: r4 = *(u8 *)(r0 + 20)
  125: r5 = r0
  126: r5 += 0x36
  127: if r4 == 0x2c goto L27
  128: if r4 == 0x0 goto L26
  129: if r4 == 0x2b goto L26
  130: if r4 != 0x3c goto L24
L26:
  131: r2 = r5
  132: r2 += 0x8
  133: if r2 > r3 goto L1
  134: r1 = *(u8 *)(r5 + 1)
  135: r4 = *(u8 *)(r5 + 0)
  136: r1 += 0x1
  137: r1 <<= 0x3
  138: r5 += r1
  139: goto L28
L27:
  140: r2 = r5
  141: r2 += 0x8
  142: if r2 > r3 goto L1
  143: r1 = *(u16 *)(r5 + 2)
  144: r4 = *(u8 *)(r5 + 0)
  145: r5 += 0x8
  146: if w1 & 0xf8ff goto L25
L28:
  147: r1 = r5
  148: r1 -= r0
  149: if r1 > 0x7fff goto L1
  150: r5 = r0
  151: r5 += r1
  152: if r4 == 0x2c goto L30
  153: if r4 == 0x0 goto L29
  154: if r4 == 0x2b goto L29
  155: if r4 != 0x3c goto L24
L29:
  156: r2 = r5
  157: r2 += 0x8
  158: if r2 > r3 goto L1
  159: r1 = *(u8 *)(r5 + 1)
  160: r4 = *(u8 *)(r5 + 0)
  161: r1 += 0x1
  162: r1 <<= 0x3
  163: r5 += r1
  164: goto L31
L30:
  165: r2 = r5
  166: r2 += 0x8
  167: if r2 > r3 goto L1
  168: r1 = *(u16 *)(r5 + 2)
  169: r4 = *(u8 *)(r5 + 0)
  170: r5 += 0x8
  171: if w1 & 0xf8ff goto L25
L31:
  172: r1 = r5
  173: r1 -= r0
  174: if r1 > 0x7fff goto L1
  175: r5 = r0
  176: r5 += r1
  177: if r4 == 0x2c goto L33
  178: if r4 == 0x0 goto L32
  179: if r4 == 0x2b goto L32
  180: if r4 != 0x3c goto L24
L32:
  181: r2 = r5
  182: r2 += 0x8
  183: if r2 > r3 goto L1
  184: r1 = *(u8 *)(r5 + 1)
  185: r4 = *(u8 *)(r5 + 0)
  186: r1 += 0x1
  187: r1 <<= 0x3
  188: r5 += r1
  189: goto L34
L33:
  190: r2 = r5
  191: r2 += 0x8
  192: if r2 > r3 goto L1
  193: r1 = *(u16 *)(r5 + 2)
  194: r4 = *(u8 *)(r5 + 0)
  195: r5 += 0x8
  196: if w1 & 0xf8ff goto L25
L34:
  197: r1 = r5
  198: r1 -= r0
  199: if r1 > 0x7fff goto L1
  200: r5 = r0
  201: r5 += r1
  202: if r4 == 0x2c goto L36
  203: if r4 == 0x0 goto L35
  204: if r4 == 0x2b goto L35
  205: if r4 != 0x3c goto L24
L35:
  206: r2 = r5
  207: r2 += 0x8
  208: if r2 > r3 goto L1
  209: r1 = *(u8 *)(r5 + 1)
  210: r4 = *(u8 *)(r5 + 0)
  211: r1 += 0x1
  212: r1 <<= 0x3
  213: r5 += r1
  214: goto L37
L36:
  215: r2 = r5
  216: r2 += 0x8
  217: if r2 > r3 goto L1
  218: r1 = *(u16 *)(r5 + 2)
  219: r4 = *(u8 *)(r5 + 0)
  220: r5 += 0x8
  221: if w1 & 0xf8ff goto L25
L37:
  222: r1 = r5
  223: r1 -= r0
  224: if r1 > 0x7fff goto L1
  225: r5 = r0
  226: r5 += r1
  227: if r4 == 0x2c goto L39
  228: if r4 == 0x0 goto L38
  229: if r4 == 0x2b goto L38
  230: if r4 != 0x3c goto L24
L38:
  231: r2 = r5
  232: r2 += 0x8
  233: if r2 > r3 goto L1
  234: r1 = *(u8 *)(r5 + 1)
  235: r4 = *(u8 *)(r5 + 0)
  236: r1 += 0x1
  237: r1 <<= 0x3
  238: r5 += r1
  239: goto L40
L39:
  240: r2 = r5
  241: r2 += 0x8
  242: if r2 > r3 goto L1
  243: r1 = *(u16 *)(r5 + 2)
  244: r4 = *(u8 *)(r5 + 0)
  245: r5 += 0x8
  246: if w1 & 0xf8ff goto L25
L40:
  247: r1 = r5
  248: r1 -= r0
  249: if r1 > 0x7fff goto L1
  250: r5 = r0
  251: r5 += r1
  252: if r4 == 0x2c goto L42
  253: if r4 == 0x0 goto L41
  254: if r4 == 0x2b goto L41
  255: if r4 != 0x3c goto L24
L41:
  256: r2 = r5
  257: r2 += 0x8
  258: if r2 > r3 goto L1
  259: r1 = *(u8 *)(r5 + 1)
  260: r4 = *(u8 *)(r5 + 0)
  261: r1 += 0x1
  262: r1 <<= 0x3
  263: r5 += r1
  264: goto L43
L42:
  265: r2 = r5
  266: r2 += 0x8
  267: if r2 > r3 goto L1
  268: r1 = *(u16 *)(r5 + 2)
  269: r4 = *(u8 *)(r5 + 0)
  270: r5 += 0x8
  271: if w1 & 0xf8ff goto L25
L43:
  272: r1 = r5
  273: r1 -= r0
  274: if r1 > 0x7fff goto L1
  275: r5 = r0
  276: r5 += r1
  277: if r4 == 0x2c goto L45
  278: if r4 == 0x0 goto L44
  279: if r4 == 0x2b goto L44
  280: if r4 != 0x3c goto L24
L44:
  281: r2 = r5
  282: r2 += 0x8
  283: if r2 > r3 goto L1
  284: r1 = *(u8 *)(r5 + 1)
  285: r4 = *(u8 *)(r5 + 0)
  286: r1 += 0x1
  287: r1 <<= 0x3
  288: r5 += r1
  289: goto L46
L45:
  290: r2 = r5
  291: r2 += 0x8
  292: if r2 > r3 goto L1
  293: r1 = *(u16 *)(r5 + 2)
  294: r4 = *(u8 *)(r5 + 0)
  295: r5 += 0x8
  296: if w1 & 0xf8ff goto L25
L46:
  297: r1 = r5
  298: r1 -= r0
  299: if r1 > 0x7fff goto L1
  300: r5 = r0
  301: r5 += r1
  302: if r4 == 0x2c goto L48
  303: if r4 == 0x0 goto L47
  304: if r4 == 0x2b goto L47
  305: if r4 != 0x3c goto L24
L47:
  306: r2 = r5
  307: r2 += 0x8
  308: if r2 > r3 goto L1
  309: r1 = *(u8 *)(r5 + 1)
  310: r4 = *(u8 *)(r5 + 0)
  311: r1 += 0x1
  312: r1 <<= 0x3
  313: r5 += r1
  314: goto L49
L48:
  315: r2 = r5
  316: r2 += 0x8
  317: if r2 > r3 goto L1
  318: r1 = *(u16 *)(r5 + 2)
  319: r4 = *(u8 *)(r5 + 0)
  320: r5 += 0x8
  321: if w1 & 0xf8ff goto L25
L49:
  322: r1 = r5
  323: r1 -= r0
  324: if r1 > 0x7fff goto L1
  325: r5 = r0
  326: r5 += r1
      ; deeper than the walk: no specified verdict
  327: if r4 == 0x0 goto L1
  328: if r4 == 0x2b goto L1
  329: if r4 == 0x2c goto L1
  330: if r4 == 0x3c goto L1
L24:
  331: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  332: if r4 == 0x6 goto L50
  333: if r4 == 0x11 goto L51
  334: *(u64 *)(r10 - 80) = 0x10000
  335: goto L3
L50:
  336: r2 = r5
  337: r2 += 0x14
  338: if r2 > r3 goto L1
  339: r1 = *(u16 *)(r5 + 2)
  340: r1 = be16 r1
  341: *(u64 *)(r10 - 80) = r1
  342: goto L3
L51:
  343: r2 = r5
  344: r2 += 0x8
  345: if r2 > r3 goto L1
  346: r1 = *(u16 *)(r5 + 2)
  347: r1 = be16 r1
  348: *(u64 *)(r10 - 80) = r1
  349: goto L3
L25:
  350: *(u64 *)(r10 - 16) = r4
  351: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `clients-udp` (line 8): Pass
  352: r1 = *(u64 *)(r10 - 16)
  353: r1 |= 0x0
  354: if r1 != 0x11 goto L53
  355: r1 = *(u64 *)(r10 - 80)
  356: r1 |= 0x0
  357: if r1 != 0x35 goto L53
L54:
  358: r1 = *(u64 *)(r10 - 40)
  359: r1 |= 0x0
  360: r2 = *(u64 *)(r10 - 48)
  361: r2 |= 0x0
  362: r3 = 0x20010db801000000 ll
  364: if r1 >= r3 goto L57
  365: goto L53
L57:
  366: r3 = 0x20010db80100ffff ll
  368: if r1 <= r3 goto L55
L56:
  369: goto L53
L55:
  370: *(u32 *)(r10 - 136) = 0x0
  371: *(u64 *)(r10 - 144) = 0xffffffff
  372: goto L0
L53:
      ; rule 1 `clients-tcp` (line 9): Pass
  373: r1 = *(u64 *)(r10 - 16)
  374: r1 |= 0x0
  375: if r1 != 0x6 goto L58
  376: r1 = *(u64 *)(r10 - 80)
  377: r1 |= 0x0
  378: if r1 != 0x35 goto L58
L59:
  379: r1 = *(u64 *)(r10 - 40)
  380: r1 |= 0x0
  381: r2 = *(u64 *)(r10 - 48)
  382: r2 |= 0x0
  383: r3 = 0x20010db801000000 ll
  385: if r1 >= r3 goto L62
  386: goto L58
L62:
  387: r3 = 0x20010db80100ffff ll
  389: if r1 <= r3 goto L60
L61:
  390: goto L58
L60:
  391: *(u32 *)(r10 - 136) = 0x1
  392: *(u64 *)(r10 - 144) = 0xffffffff
  393: goto L0
L58:
      ; rule 2 `others-udp` (line 10): Drop
  394: r1 = *(u64 *)(r10 - 16)
  395: r1 |= 0x0
  396: if r1 != 0x11 goto L63
  397: r1 = *(u64 *)(r10 - 80)
  398: r1 |= 0x0
  399: if r1 != 0x35 goto L63
L64:
  400: *(u32 *)(r10 - 136) = 0x2
  401: *(u64 *)(r10 - 144) = 0x2
  402: goto L0
L63:
      ; rule 3 `others-tcp` (line 11): Drop
  403: r1 = *(u64 *)(r10 - 16)
  404: r1 |= 0x0
  405: if r1 != 0x6 goto L65
  406: r1 = *(u64 *)(r10 - 80)
  407: r1 |= 0x0
  408: if r1 != 0x35 goto L65
L66:
  409: *(u32 *)(r10 - 136) = 0x3
  410: *(u64 *)(r10 - 144) = 0x2
  411: goto L0
L65:
      ; default
  412: *(u32 *)(r10 - 136) = 0x4
  413: *(u64 *)(r10 - 144) = 0xffffffff
  414: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  415: *(u32 *)(r10 - 136) = 0x5
  416: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  417: r1 = map[dropc_counters] ll
  419: r2 = r10
  420: r2 += 0xffffff78
  421: call 1
  422: if r0 == 0x0 goto L67
  423: r1 = *(u64 *)(r0 + 0)
  424: r1 += 0x1
  425: *(u64 *)(r0 + 0) = r1
L67:
  426: r0 = *(u64 *)(r10 - 144)
  427: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  428: r1 = map[dropc_counters] ll
  430: r2 = r10
  431: r2 += 0xffffff78
  432: call 1
  433: if r0 == 0x0 goto L68
  434: r1 = *(u64 *)(r0 + 0)
  435: r1 += 0x1
  436: *(u64 *)(r0 + 0) = r1
L68:
  437: r0 = *(u64 *)(r10 - 144)
  438: exit
