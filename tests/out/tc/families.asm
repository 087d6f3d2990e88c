; dropc tc program `dropc_tc` (445 instruction slots)
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
   25: r1 = *(u32 *)(r0 + 30)
   26: r1 = be32 r1
   27: *(u64 *)(r10 - 32) = r1
   28: r4 = *(u8 *)(r0 + 23)
   29: *(u64 *)(r10 - 16) = r4
   30: r2 = *(u16 *)(r0 + 20)
   31: if w2 & 0xff1f goto L9
   32: r5 = *(u8 *)(r0 + 14)
   33: r5 &= 0xf
   34: r5 <<= 0x2
   35: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   36: if r4 == 0x6 goto L10
   37: if r4 == 0x11 goto L11
   38: *(u64 *)(r10 - 80) = 0x10000
   39: goto L2
L10:
   40: r2 = r5
   41: r2 += 0x22
   42: if r2 > r3 goto L1
   43: r1 = *(u16 *)(r5 + 16)
   44: r1 = be16 r1
   45: *(u64 *)(r10 - 80) = r1
   46: goto L2
L9:
   47: *(u64 *)(r10 - 80) = 0x10000
   48: goto L2
L11:
   49: r2 = r5
   50: r2 += 0x16
   51: if r2 > r3 goto L1
   52: r1 = *(u16 *)(r5 + 16)
   53: r1 = be16 r1
   54: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `v4-literal` (line 7): Pass
   55: r1 = *(u64 *)(r10 - 24)
   56: r1 |= 0x0
   57: if w1 != 0xc0000201 goto L13
L14:
   58: *(u32 *)(r10 - 136) = 0x0
   59: *(u64 *)(r10 - 144) = 0xffffffff
   60: goto L0
L13:
      ; rule 2 `both-sets` (line 9): Pass
   61: r1 = *(u64 *)(r10 - 24)
   62: r1 |= 0x0
   63: if w1 < 0xa000000 goto L15
   64: if w1 <= 0xaffffff goto L16
   65: if w1 < 0xc0a80000 goto L15
   66: if w1 > 0xc0a8ffff goto L15
L16:
   67: *(u32 *)(r10 - 136) = 0x2
   68: *(u64 *)(r10 - 144) = 0xffffffff
   69: goto L0
L15:
      ; rule 3 `v4-set-any` (line 10): Pass
   70: r1 = *(u64 *)(r10 - 32)
   71: r1 |= 0x0
   72: if w1 < 0xc6336400 goto L17
   73: if w1 > 0xc63364ff goto L17
L18:
   74: *(u32 *)(r10 - 136) = 0x3
   75: *(u64 *)(r10 - 144) = 0xffffffff
   76: goto L0
L17:
      ; rule 4 `not-v4-set` (line 11): Pass
   77: r1 = *(u64 *)(r10 - 16)
   78: r1 |= 0x0
   79: if r1 != 0x6 goto L19
   80: r1 = *(u64 *)(r10 - 32)
   81: r1 |= 0x0
   82: if w1 < 0xc6336400 goto L20
   83: if w1 > 0xc63364ff goto L20
   84: goto L19
L20:
   85: *(u32 *)(r10 - 136) = 0x4
   86: *(u64 *)(r10 - 144) = 0xffffffff
   87: goto L0
L19:
      ; rule 5 `ip4-tcp` (line 12): Pass
   88: r1 = *(u64 *)(r10 - 16)
   89: r1 |= 0x0
   90: if r1 != 0x6 goto L21
   91: r1 = *(u64 *)(r10 - 80)
   92: r1 |= 0x0
   93: if r1 != 0x1bb goto L21
L22:
   94: *(u32 *)(r10 - 136) = 0x5
   95: *(u64 *)(r10 - 144) = 0xffffffff
   96: goto L0
L21:
      ; rule 7 `any-udp` (line 14): Pass
   97: r1 = *(u64 *)(r10 - 16)
   98: r1 |= 0x0
   99: if r1 != 0x11 goto L23
  100: r1 = *(u64 *)(r10 - 80)
  101: r1 |= 0x0
  102: if r1 != 0x35 goto L23
L24:
  103: *(u32 *)(r10 - 136) = 0x7
  104: *(u64 *)(r10 - 144) = 0xffffffff
  105: goto L0
L23:
      ; default
  106: *(u32 *)(r10 - 136) = 0x8
  107: *(u64 *)(r10 - 144) = 0x2
  108: goto L0
L6:
  109: if w1 == 0xdd86 goto L7
  110: if w1 == 0x81 goto L25
  111: if w1 != 0xa888 goto L1
L25:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  112: r2 = *(u32 *)(r6 + 20)
  113: if r2 != 0x0 goto L1
  114: r2 = r0
  115: r2 += 0x12
  116: if r2 > r3 goto L1
  117: r1 = *(u16 *)(r0 + 16)
  118: r0 += 0x4
  119: if w1 == 0x8 goto L8
  120: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  121: r2 = r0
  122: r2 += 0x36
  123: if r2 > r3 goto L1
  124: r7 = *(u64 *)(r0 + 22)
  125: r7 = be64 r7
  126: r8 = *(u64 *)(r0 + 30)
  127: r8 = be64 r8
  128: r1 = *(u64 *)(r0 + 38)
  129: r1 = be64 r1
  130: *(u64 *)(r10 - 56) = r1
  131: r1 = *(u64 *)(r0 + 46)
  132: r1 = be64 r1
  133: *(u64 *)(r10 - 64) = r1
      ; extension headers: r4 = next header, r5 = its start
  134: r4 = *(u8 *)(r0 + 20)
  135: r5 = r0
  136: r5 += 0x36
  137: if r4 == 0x2c goto L29
  138: if r4 == 0x0 goto L28
  139: if r4 == 0x2b goto L28
  140: if r4 != 0x3c goto L26
L28:
  141: r2 = r5
  142: r2 += 0x8
  143: if r2 > r3 goto L1
  144: r1 = *(u8 *)(r5 + 1)
  145: r4 = *(u8 *)(r5 + 0)
  146: r1 += 0x1
  147: r1 <<= 0x3
  148: r5 += r1
  149: goto L30
L29:
  150: r2 = r5
  151: r2 += 0x8
  152: if r2 > r3 goto L1
  153: r1 = *(u16 *)(r5 + 2)
  154: r4 = *(u8 *)(r5 + 0)
  155: r5 += 0x8
  156: if w1 & 0xf8ff goto L27
L30:
  157: r1 = r5
  158: r1 -= r0
  159: if r1 > 0x7fff goto L1
  160: r5 = r0
  161: r5 += r1
  162: if r4 == 0x2c goto L32
  163: if r4 == 0x0 goto L31
  164: if r4 == 0x2b goto L31
  165: if r4 != 0x3c goto L26
L31:
  166: r2 = r5
  167: r2 += 0x8
  168: if r2 > r3 goto L1
  169: r1 = *(u8 *)(r5 + 1)
  170: r4 = *(u8 *)(r5 + 0)
  171: r1 += 0x1
  172: r1 <<= 0x3
  173: r5 += r1
  174: goto L33
L32:
  175: r2 = r5
  176: r2 += 0x8
  177: if r2 > r3 goto L1
  178: r1 = *(u16 *)(r5 + 2)
  179: r4 = *(u8 *)(r5 + 0)
  180: r5 += 0x8
  181: if w1 & 0xf8ff goto L27
L33:
  182: r1 = r5
  183: r1 -= r0
  184: if r1 > 0x7fff goto L1
  185: r5 = r0
  186: r5 += r1
  187: if r4 == 0x2c goto L35
  188: if r4 == 0x0 goto L34
  189: if r4 == 0x2b goto L34
  190: if r4 != 0x3c goto L26
L34:
  191: r2 = r5
  192: r2 += 0x8
  193: if r2 > r3 goto L1
  194: r1 = *(u8 *)(r5 + 1)
  195: r4 = *(u8 *)(r5 + 0)
  196: r1 += 0x1
  197: r1 <<= 0x3
  198: r5 += r1
  199: goto L36
L35:
  200: r2 = r5
  201: r2 += 0x8
  202: if r2 > r3 goto L1
  203: r1 = *(u16 *)(r5 + 2)
  204: r4 = *(u8 *)(r5 + 0)
  205: r5 += 0x8
  206: if w1 & 0xf8ff goto L27
L36:
  207: r1 = r5
  208: r1 -= r0
  209: if r1 > 0x7fff goto L1
  210: r5 = r0
  211: r5 += r1
  212: if r4 == 0x2c goto L38
  213: if r4 == 0x0 goto L37
  214: if r4 == 0x2b goto L37
  215: if r4 != 0x3c goto L26
L37:
  216: r2 = r5
  217: r2 += 0x8
  218: if r2 > r3 goto L1
  219: r1 = *(u8 *)(r5 + 1)
  220: r4 = *(u8 *)(r5 + 0)
  221: r1 += 0x1
  222: r1 <<= 0x3
  223: r5 += r1
  224: goto L39
L38:
  225: r2 = r5
  226: r2 += 0x8
  227: if r2 > r3 goto L1
  228: r1 = *(u16 *)(r5 + 2)
  229: r4 = *(u8 *)(r5 + 0)
  230: r5 += 0x8
  231: if w1 & 0xf8ff goto L27
L39:
  232: r1 = r5
  233: r1 -= r0
  234: if r1 > 0x7fff goto L1
  235: r5 = r0
  236: r5 += r1
  237: if r4 == 0x2c goto L41
  238: if r4 == 0x0 goto L40
  239: if r4 == 0x2b goto L40
  240: if r4 != 0x3c goto L26
L40:
  241: r2 = r5
  242: r2 += 0x8
  243: if r2 > r3 goto L1
  244: r1 = *(u8 *)(r5 + 1)
  245: r4 = *(u8 *)(r5 + 0)
  246: r1 += 0x1
  247: r1 <<= 0x3
  248: r5 += r1
  249: goto L42
L41:
  250: r2 = r5
  251: r2 += 0x8
  252: if r2 > r3 goto L1
  253: r1 = *(u16 *)(r5 + 2)
  254: r4 = *(u8 *)(r5 + 0)
  255: r5 += 0x8
  256: if w1 & 0xf8ff goto L27
L42:
  257: r1 = r5
  258: r1 -= r0
  259: if r1 > 0x7fff goto L1
  260: r5 = r0
  261: r5 += r1
  262: if r4 == 0x2c goto L44
  263: if r4 == 0x0 goto L43
  264: if r4 == 0x2b goto L43
  265: if r4 != 0x3c goto L26
L43:
  266: r2 = r5
  267: r2 += 0x8
  268: if r2 > r3 goto L1
  269: r1 = *(u8 *)(r5 + 1)
  270: r4 = *(u8 *)(r5 + 0)
  271: r1 += 0x1
  272: r1 <<= 0x3
  273: r5 += r1
  274: goto L45
L44:
  275: r2 = r5
  276: r2 += 0x8
  277: if r2 > r3 goto L1
  278: r1 = *(u16 *)(r5 + 2)
  279: r4 = *(u8 *)(r5 + 0)
  280: r5 += 0x8
  281: if w1 & 0xf8ff goto L27
L45:
  282: r1 = r5
  283: r1 -= r0
  284: if r1 > 0x7fff goto L1
  285: r5 = r0
  286: r5 += r1
  287: if r4 == 0x2c goto L47
  288: if r4 == 0x0 goto L46
  289: if r4 == 0x2b goto L46
  290: if r4 != 0x3c goto L26
L46:
  291: r2 = r5
  292: r2 += 0x8
  293: if r2 > r3 goto L1
  294: r1 = *(u8 *)(r5 + 1)
  295: r4 = *(u8 *)(r5 + 0)
  296: r1 += 0x1
  297: r1 <<= 0x3
  298: r5 += r1
  299: goto L48
L47:
  300: r2 = r5
  301: r2 += 0x8
  302: if r2 > r3 goto L1
  303: r1 = *(u16 *)(r5 + 2)
  304: r4 = *(u8 *)(r5 + 0)
  305: r5 += 0x8
  306: if w1 & 0xf8ff goto L27
L48:
  307: r1 = r5
  308: r1 -= r0
  309: if r1 > 0x7fff goto L1
  310: r5 = r0
  311: r5 += r1
  312: if r4 == 0x2c goto L50
  313: if r4 == 0x0 goto L49
  314: if r4 == 0x2b goto L49
  315: if r4 != 0x3c goto L26
L49:
  316: r2 = r5
  317: r2 += 0x8
  318: if r2 > r3 goto L1
  319: r1 = *(u8 *)(r5 + 1)
  320: r4 = *(u8 *)(r5 + 0)
  321: r1 += 0x1
  322: r1 <<= 0x3
  323: r5 += r1
  324: goto L51
L50:
  325: r2 = r5
  326: r2 += 0x8
  327: if r2 > r3 goto L1
  328: r1 = *(u16 *)(r5 + 2)
  329: r4 = *(u8 *)(r5 + 0)
  330: r5 += 0x8
  331: if w1 & 0xf8ff goto L27
L51:
  332: r1 = r5
  333: r1 -= r0
  334: if r1 > 0x7fff goto L1
  335: r5 = r0
  336: r5 += r1
      ; deeper than the walk: no specified verdict
  337: if r4 == 0x0 goto L1
  338: if r4 == 0x2b goto L1
  339: if r4 == 0x2c goto L1
  340: if r4 == 0x3c goto L1
L26:
  341: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  342: if r4 == 0x6 goto L52
  343: if r4 == 0x11 goto L53
  344: *(u64 *)(r10 - 80) = 0x10000
  345: goto L3
L52:
  346: r2 = r5
  347: r2 += 0x14
  348: if r2 > r3 goto L1
  349: r1 = *(u16 *)(r5 + 2)
  350: r1 = be16 r1
  351: *(u64 *)(r10 - 80) = r1
  352: goto L3
L53:
  353: r2 = r5
  354: r2 += 0x8
  355: if r2 > r3 goto L1
  356: r1 = *(u16 *)(r5 + 2)
  357: r1 = be16 r1
  358: *(u64 *)(r10 - 80) = r1
  359: goto L3
L27:
  360: *(u64 *)(r10 - 16) = r4
  361: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 1 `v6-literal` (line 8): Pass
  362: r1 = *(u64 *)(r10 - 56)
  363: r1 |= 0x0
  364: r2 = *(u64 *)(r10 - 64)
  365: r2 |= 0x0
  366: r3 = 0x0
  367: if r1 > r3 goto L58
  368: if r1 < r3 goto L55
  369: r3 = 0x1
  370: if r2 < r3 goto L55
L58:
  371: r3 = 0x0
  372: if r1 < r3 goto L56
  373: if r1 > r3 goto L57
  374: r3 = 0x1
  375: if r2 <= r3 goto L56
L57:
  376: goto L55
L56:
  377: *(u32 *)(r10 - 136) = 0x1
  378: *(u64 *)(r10 - 144) = 0xffffffff
  379: goto L0
L55:
      ; rule 2 `both-sets` (line 9): Pass
  380: r1 = r7
  381: r2 = r8
  382: r3 = 0xfc00000000000000 ll
  384: if r1 >= r3 goto L62
  385: goto L59
L62:
  386: r3 = 0xfdffffffffffffff ll
  388: if r1 <= r3 goto L60
L61:
  389: goto L59
L60:
  390: *(u32 *)(r10 - 136) = 0x2
  391: *(u64 *)(r10 - 144) = 0xffffffff
  392: goto L0
L59:
      ; rule 3 `v4-set-any` (line 10): Pass
  393: goto L63
L63:
      ; rule 4 `not-v4-set` (line 11): Pass
  394: r1 = *(u64 *)(r10 - 16)
  395: r1 |= 0x0
  396: if r1 != 0x6 goto L64
  397: *(u32 *)(r10 - 136) = 0x4
  398: *(u64 *)(r10 - 144) = 0xffffffff
  399: goto L0
L64:
      ; rule 6 `ip6-udp` (line 13): Pass
  400: r1 = *(u64 *)(r10 - 16)
  401: r1 |= 0x0
  402: if r1 != 0x11 goto L65
  403: r1 = *(u64 *)(r10 - 80)
  404: r1 |= 0x0
  405: if r1 != 0x1bb goto L65
L66:
  406: *(u32 *)(r10 - 136) = 0x6
  407: *(u64 *)(r10 - 144) = 0xffffffff
  408: goto L0
L65:
      ; rule 7 `any-udp` (line 14): Pass
  409: r1 = *(u64 *)(r10 - 16)
  410: r1 |= 0x0
  411: if r1 != 0x11 goto L67
  412: r1 = *(u64 *)(r10 - 80)
  413: r1 |= 0x0
  414: if r1 != 0x35 goto L67
L68:
  415: *(u32 *)(r10 - 136) = 0x7
  416: *(u64 *)(r10 - 144) = 0xffffffff
  417: goto L0
L67:
      ; default
  418: *(u32 *)(r10 - 136) = 0x8
  419: *(u64 *)(r10 - 144) = 0x2
  420: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  421: *(u32 *)(r10 - 136) = 0x9
  422: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  423: r1 = map[dropc_counters] ll
  425: r2 = r10
  426: r2 += 0xffffff78
  427: call 1
  428: if r0 == 0x0 goto L69
  429: r1 = *(u64 *)(r0 + 0)
  430: r1 += 0x1
  431: *(u64 *)(r0 + 0) = r1
L69:
  432: r0 = *(u64 *)(r10 - 144)
  433: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  434: r1 = map[dropc_counters] ll
  436: r2 = r10
  437: r2 += 0xffffff78
  438: call 1
  439: if r0 == 0x0 goto L70
  440: r1 = *(u64 *)(r0 + 0)
  441: r1 += 0x1
  442: *(u64 *)(r0 + 0) = r1
L70:
  443: r0 = *(u64 *)(r10 - 144)
  444: exit
