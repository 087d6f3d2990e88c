; dropc tc program `dropc_tc` (456 instruction slots)
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
   26: r1 = *(u32 *)(r0 + 30)
   27: r1 = be32 r1
   28: *(u64 *)(r10 - 32) = r1
   29: r4 = *(u8 *)(r0 + 23)
   30: *(u64 *)(r10 - 16) = r4
   31: r2 = *(u16 *)(r0 + 20)
   32: if w2 & 0xff1f goto L9
   33: r5 = *(u8 *)(r0 + 14)
   34: r5 &= 0xf
   35: r5 <<= 0x2
   36: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   37: if r4 == 0x6 goto L10
   38: if r4 == 0x11 goto L11
   39: *(u64 *)(r10 - 80) = 0x10000
   40: goto L2
L10:
   41: r2 = r5
   42: r2 += 0x22
   43: if r2 > r3 goto L1
   44: r1 = *(u16 *)(r5 + 16)
   45: r1 = be16 r1
   46: *(u64 *)(r10 - 80) = r1
   47: goto L2
L9:
   48: *(u64 *)(r10 - 80) = 0x10000
   49: goto L2
L11:
   50: r2 = r5
   51: r2 += 0x16
   52: if r2 > r3 goto L1
   53: r1 = *(u16 *)(r5 + 16)
   54: r1 = be16 r1
   55: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `v4-literal` (line 7): Pass
   56: r1 = *(u64 *)(r10 - 24)
   57: r1 |= 0x0
   58: if w1 != 0xc0000201 goto L13
L14:
   59: *(u32 *)(r10 - 136) = 0x0
   60: *(u64 *)(r10 - 144) = 0xffffffff
   61: goto L0
L13:
      ; rule 2 `both-sets` (line 9): Pass
   62: r1 = *(u64 *)(r10 - 24)
   63: r1 |= 0x0
   64: if w1 < 0xa000000 goto L15
   65: if w1 <= 0xaffffff goto L16
   66: if w1 < 0xc0a80000 goto L15
   67: if w1 > 0xc0a8ffff goto L15
L16:
   68: *(u32 *)(r10 - 136) = 0x2
   69: *(u64 *)(r10 - 144) = 0xffffffff
   70: goto L0
L15:
      ; rule 3 `v4-set-any` (line 10): Pass
   71: r1 = *(u64 *)(r10 - 32)
   72: r1 |= 0x0
   73: if w1 < 0xc6336400 goto L17
   74: if w1 > 0xc63364ff goto L17
L18:
   75: *(u32 *)(r10 - 136) = 0x3
   76: *(u64 *)(r10 - 144) = 0xffffffff
   77: goto L0
L17:
      ; rule 4 `not-v4-set` (line 11): Pass
   78: r1 = *(u64 *)(r10 - 16)
   79: r1 |= 0x0
   80: if r1 != 0x6 goto L19
   81: r1 = *(u64 *)(r10 - 32)
   82: r1 |= 0x0
   83: if w1 < 0xc6336400 goto L20
   84: if w1 > 0xc63364ff goto L20
   85: goto L19
L20:
   86: *(u32 *)(r10 - 136) = 0x4
   87: *(u64 *)(r10 - 144) = 0xffffffff
   88: goto L0
L19:
      ; rule 5 `ip4-tcp` (line 12): Pass
   89: r1 = *(u64 *)(r10 - 16)
   90: r1 |= 0x0
   91: if r1 != 0x6 goto L21
   92: r1 = *(u64 *)(r10 - 80)
   93: r1 |= 0x0
   94: if r1 != 0x1bb goto L21
L22:
   95: *(u32 *)(r10 - 136) = 0x5
   96: *(u64 *)(r10 - 144) = 0xffffffff
   97: goto L0
L21:
      ; rule 7 `any-udp` (line 14): Pass
   98: r1 = *(u64 *)(r10 - 16)
   99: r1 |= 0x0
  100: if r1 != 0x11 goto L23
  101: r1 = *(u64 *)(r10 - 80)
  102: r1 |= 0x0
  103: if r1 != 0x35 goto L23
L24:
  104: *(u32 *)(r10 - 136) = 0x7
  105: *(u64 *)(r10 - 144) = 0xffffffff
  106: goto L0
L23:
      ; default
  107: *(u32 *)(r10 - 136) = 0x8
  108: *(u64 *)(r10 - 144) = 0x2
  109: goto L0
L6:
  110: if w1 == 0xdd86 goto L7
  111: if w1 == 0x81 goto L25
  112: if w1 != 0xa888 goto L1
L25:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  113: r2 = *(u32 *)(r6 + 20)
  114: if r2 != 0x0 goto L1
  115: r2 = r0
  116: r2 += 0x12
  117: if r2 > r3 goto L1
  118: r1 = *(u16 *)(r0 + 16)
  119: r0 += 0x4
  120: if w1 == 0x8 goto L8
  121: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  122: r2 = r0
  123: r2 += 0x36
  124: if r2 > r3 goto L1
  125: r7 = *(u64 *)(r0 + 22)
  126: r7 = be64 r7
  127: r8 = *(u64 *)(r0 + 30)
  128: r8 = be64 r8
  129: r1 = *(u64 *)(r0 + 38)
  130: r1 = be64 r1
  131: *(u64 *)(r10 - 56) = r1
  132: r1 = *(u64 *)(r0 + 46)
  133: r1 = be64 r1
  134: *(u64 *)(r10 - 64) = r1
      ; extension headers: r4 = next header, r5 = its start
  135: r4 = *(u8 *)(r0 + 20)
  136: r5 = r0
  137: r5 += 0x36
  138: if r4 == 0x2c goto L29
  139: if r4 == 0x0 goto L28
  140: if r4 == 0x2b goto L28
  141: if r4 != 0x3c goto L26
L28:
  142: r2 = r5
  143: r2 += 0x8
  144: if r2 > r3 goto L1
  145: r1 = *(u8 *)(r5 + 1)
  146: r4 = *(u8 *)(r5 + 0)
  147: r1 += 0x1
  148: r1 <<= 0x3
  149: r5 += r1
  150: goto L30
L29:
  151: r2 = r5
  152: r2 += 0x8
  153: if r2 > r3 goto L1
  154: r1 = *(u16 *)(r5 + 2)
  155: r4 = *(u8 *)(r5 + 0)
  156: r5 += 0x8
  157: if w1 & 0xf8ff goto L27
L30:
  158: r1 = r5
  159: r1 -= r0
  160: if r1 > 0x7fff goto L1
  161: r5 = r0
  162: r5 += r1
  163: if r4 == 0x2c goto L32
  164: if r4 == 0x0 goto L31
  165: if r4 == 0x2b goto L31
  166: if r4 != 0x3c goto L26
L31:
  167: r2 = r5
  168: r2 += 0x8
  169: if r2 > r3 goto L1
  170: r1 = *(u8 *)(r5 + 1)
  171: r4 = *(u8 *)(r5 + 0)
  172: r1 += 0x1
  173: r1 <<= 0x3
  174: r5 += r1
  175: goto L33
L32:
  176: r2 = r5
  177: r2 += 0x8
  178: if r2 > r3 goto L1
  179: r1 = *(u16 *)(r5 + 2)
  180: r4 = *(u8 *)(r5 + 0)
  181: r5 += 0x8
  182: if w1 & 0xf8ff goto L27
L33:
  183: r1 = r5
  184: r1 -= r0
  185: if r1 > 0x7fff goto L1
  186: r5 = r0
  187: r5 += r1
  188: if r4 == 0x2c goto L35
  189: if r4 == 0x0 goto L34
  190: if r4 == 0x2b goto L34
  191: if r4 != 0x3c goto L26
L34:
  192: r2 = r5
  193: r2 += 0x8
  194: if r2 > r3 goto L1
  195: r1 = *(u8 *)(r5 + 1)
  196: r4 = *(u8 *)(r5 + 0)
  197: r1 += 0x1
  198: r1 <<= 0x3
  199: r5 += r1
  200: goto L36
L35:
  201: r2 = r5
  202: r2 += 0x8
  203: if r2 > r3 goto L1
  204: r1 = *(u16 *)(r5 + 2)
  205: r4 = *(u8 *)(r5 + 0)
  206: r5 += 0x8
  207: if w1 & 0xf8ff goto L27
L36:
  208: r1 = r5
  209: r1 -= r0
  210: if r1 > 0x7fff goto L1
  211: r5 = r0
  212: r5 += r1
  213: if r4 == 0x2c goto L38
  214: if r4 == 0x0 goto L37
  215: if r4 == 0x2b goto L37
  216: if r4 != 0x3c goto L26
L37:
  217: r2 = r5
  218: r2 += 0x8
  219: if r2 > r3 goto L1
  220: r1 = *(u8 *)(r5 + 1)
  221: r4 = *(u8 *)(r5 + 0)
  222: r1 += 0x1
  223: r1 <<= 0x3
  224: r5 += r1
  225: goto L39
L38:
  226: r2 = r5
  227: r2 += 0x8
  228: if r2 > r3 goto L1
  229: r1 = *(u16 *)(r5 + 2)
  230: r4 = *(u8 *)(r5 + 0)
  231: r5 += 0x8
  232: if w1 & 0xf8ff goto L27
L39:
  233: r1 = r5
  234: r1 -= r0
  235: if r1 > 0x7fff goto L1
  236: r5 = r0
  237: r5 += r1
  238: if r4 == 0x2c goto L41
  239: if r4 == 0x0 goto L40
  240: if r4 == 0x2b goto L40
  241: if r4 != 0x3c goto L26
L40:
  242: r2 = r5
  243: r2 += 0x8
  244: if r2 > r3 goto L1
  245: r1 = *(u8 *)(r5 + 1)
  246: r4 = *(u8 *)(r5 + 0)
  247: r1 += 0x1
  248: r1 <<= 0x3
  249: r5 += r1
  250: goto L42
L41:
  251: r2 = r5
  252: r2 += 0x8
  253: if r2 > r3 goto L1
  254: r1 = *(u16 *)(r5 + 2)
  255: r4 = *(u8 *)(r5 + 0)
  256: r5 += 0x8
  257: if w1 & 0xf8ff goto L27
L42:
  258: r1 = r5
  259: r1 -= r0
  260: if r1 > 0x7fff goto L1
  261: r5 = r0
  262: r5 += r1
  263: if r4 == 0x2c goto L44
  264: if r4 == 0x0 goto L43
  265: if r4 == 0x2b goto L43
  266: if r4 != 0x3c goto L26
L43:
  267: r2 = r5
  268: r2 += 0x8
  269: if r2 > r3 goto L1
  270: r1 = *(u8 *)(r5 + 1)
  271: r4 = *(u8 *)(r5 + 0)
  272: r1 += 0x1
  273: r1 <<= 0x3
  274: r5 += r1
  275: goto L45
L44:
  276: r2 = r5
  277: r2 += 0x8
  278: if r2 > r3 goto L1
  279: r1 = *(u16 *)(r5 + 2)
  280: r4 = *(u8 *)(r5 + 0)
  281: r5 += 0x8
  282: if w1 & 0xf8ff goto L27
L45:
  283: r1 = r5
  284: r1 -= r0
  285: if r1 > 0x7fff goto L1
  286: r5 = r0
  287: r5 += r1
  288: if r4 == 0x2c goto L47
  289: if r4 == 0x0 goto L46
  290: if r4 == 0x2b goto L46
  291: if r4 != 0x3c goto L26
L46:
  292: r2 = r5
  293: r2 += 0x8
  294: if r2 > r3 goto L1
  295: r1 = *(u8 *)(r5 + 1)
  296: r4 = *(u8 *)(r5 + 0)
  297: r1 += 0x1
  298: r1 <<= 0x3
  299: r5 += r1
  300: goto L48
L47:
  301: r2 = r5
  302: r2 += 0x8
  303: if r2 > r3 goto L1
  304: r1 = *(u16 *)(r5 + 2)
  305: r4 = *(u8 *)(r5 + 0)
  306: r5 += 0x8
  307: if w1 & 0xf8ff goto L27
L48:
  308: r1 = r5
  309: r1 -= r0
  310: if r1 > 0x7fff goto L1
  311: r5 = r0
  312: r5 += r1
  313: if r4 == 0x2c goto L50
  314: if r4 == 0x0 goto L49
  315: if r4 == 0x2b goto L49
  316: if r4 != 0x3c goto L26
L49:
  317: r2 = r5
  318: r2 += 0x8
  319: if r2 > r3 goto L1
  320: r1 = *(u8 *)(r5 + 1)
  321: r4 = *(u8 *)(r5 + 0)
  322: r1 += 0x1
  323: r1 <<= 0x3
  324: r5 += r1
  325: goto L51
L50:
  326: r2 = r5
  327: r2 += 0x8
  328: if r2 > r3 goto L1
  329: r1 = *(u16 *)(r5 + 2)
  330: r4 = *(u8 *)(r5 + 0)
  331: r5 += 0x8
  332: if w1 & 0xf8ff goto L27
L51:
  333: r1 = r5
  334: r1 -= r0
  335: if r1 > 0x7fff goto L1
  336: r5 = r0
  337: r5 += r1
      ; deeper than the walk: no specified verdict
  338: if r4 == 0x0 goto L1
  339: if r4 == 0x2b goto L1
  340: if r4 == 0x2c goto L1
  341: if r4 == 0x3c goto L1
L26:
  342: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  343: if r4 == 0x6 goto L52
  344: if r4 == 0x11 goto L53
  345: *(u64 *)(r10 - 80) = 0x10000
  346: goto L3
L52:
  347: r2 = r5
  348: r2 += 0x14
  349: if r2 > r3 goto L1
  350: r1 = *(u16 *)(r5 + 2)
  351: r1 = be16 r1
  352: *(u64 *)(r10 - 80) = r1
  353: goto L3
L53:
  354: r2 = r5
  355: r2 += 0x8
  356: if r2 > r3 goto L1
  357: r1 = *(u16 *)(r5 + 2)
  358: r1 = be16 r1
  359: *(u64 *)(r10 - 80) = r1
  360: goto L3
L27:
  361: *(u64 *)(r10 - 16) = r4
  362: *(u64 *)(r10 - 80) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 1 `v6-literal` (line 8): Pass
  363: r1 = *(u64 *)(r10 - 56)
  364: r1 |= 0x0
  365: r2 = *(u64 *)(r10 - 64)
  366: r2 |= 0x0
  367: r3 = 0x0
  368: if r1 > r3 goto L58
  369: if r1 < r3 goto L55
  370: r3 = 0x1
  371: if r2 < r3 goto L55
L58:
  372: r3 = 0x0
  373: if r1 < r3 goto L56
  374: if r1 > r3 goto L57
  375: r3 = 0x1
  376: if r2 <= r3 goto L56
L57:
  377: goto L55
L56:
  378: *(u32 *)(r10 - 136) = 0x1
  379: *(u64 *)(r10 - 144) = 0xffffffff
  380: goto L0
L55:
      ; rule 2 `both-sets` (line 9): Pass
  381: r1 = r7
  382: r2 = r8
  383: r3 = 0xfc00000000000000 ll
  385: if r1 >= r3 goto L62
  386: goto L59
L62:
  387: r3 = 0xfdffffffffffffff ll
  389: if r1 <= r3 goto L60
L61:
  390: goto L59
L60:
  391: *(u32 *)(r10 - 136) = 0x2
  392: *(u64 *)(r10 - 144) = 0xffffffff
  393: goto L0
L59:
      ; rule 3 `v4-set-any` (line 10): Pass
  394: goto L63
L63:
      ; rule 4 `not-v4-set` (line 11): Pass
  395: r1 = *(u64 *)(r10 - 16)
  396: r1 |= 0x0
  397: if r1 != 0x6 goto L64
  398: *(u32 *)(r10 - 136) = 0x4
  399: *(u64 *)(r10 - 144) = 0xffffffff
  400: goto L0
L64:
      ; rule 6 `ip6-udp` (line 13): Pass
  401: r1 = *(u64 *)(r10 - 16)
  402: r1 |= 0x0
  403: if r1 != 0x11 goto L65
  404: r1 = *(u64 *)(r10 - 80)
  405: r1 |= 0x0
  406: if r1 != 0x1bb goto L65
L66:
  407: *(u32 *)(r10 - 136) = 0x6
  408: *(u64 *)(r10 - 144) = 0xffffffff
  409: goto L0
L65:
      ; rule 7 `any-udp` (line 14): Pass
  410: r1 = *(u64 *)(r10 - 16)
  411: r1 |= 0x0
  412: if r1 != 0x11 goto L67
  413: r1 = *(u64 *)(r10 - 80)
  414: r1 |= 0x0
  415: if r1 != 0x35 goto L67
L68:
  416: *(u32 *)(r10 - 136) = 0x7
  417: *(u64 *)(r10 - 144) = 0xffffffff
  418: goto L0
L67:
      ; default
  419: *(u32 *)(r10 - 136) = 0x8
  420: *(u64 *)(r10 - 144) = 0x2
  421: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  422: *(u32 *)(r10 - 136) = 0x9
  423: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  424: r1 = map[dropc_counters] ll
  426: r2 = r10
  427: r2 += 0xffffff78
  428: call 1
  429: if r0 == 0x0 goto L69
  430: r1 = *(u64 *)(r0 + 0)
  431: r1 += 0x1
  432: *(u64 *)(r0 + 0) = r1
  433: r1 = *(u64 *)(r10 - 152)
  434: r2 = *(u32 *)(r1 + 0)
  435: r1 = *(u64 *)(r0 + 8)
  436: r1 += r2
  437: *(u64 *)(r0 + 8) = r1
L69:
  438: r0 = *(u64 *)(r10 - 144)
  439: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  440: r1 = map[dropc_counters] ll
  442: r2 = r10
  443: r2 += 0xffffff78
  444: call 1
  445: if r0 == 0x0 goto L70
  446: r1 = *(u64 *)(r0 + 0)
  447: r1 += 0x1
  448: *(u64 *)(r0 + 0) = r1
  449: r1 = *(u64 *)(r10 - 152)
  450: r2 = *(u32 *)(r1 + 0)
  451: r1 = *(u64 *)(r0 + 8)
  452: r1 += r2
  453: *(u64 *)(r0 + 8) = r1
L70:
  454: r0 = *(u64 *)(r10 - 144)
  455: exit
