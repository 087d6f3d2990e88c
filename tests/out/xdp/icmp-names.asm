; dropc xdp program `dropc_xdp` (429 instruction slots)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)
    0: *(u64 *)(r10 - 152) = r1
    1: r0 = *(u32 *)(r1 + 0)
    2: r3 = *(u32 *)(r1 + 4)
      ; Ethernet
    3: r2 = r0
    4: r2 += 0xe
    5: if r2 > r3 goto L1
    6: r1 = *(u16 *)(r0 + 12)
    7: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
    8: r2 = r0
    9: r2 += 0x22
   10: if r2 > r3 goto L1
   11: r4 = *(u8 *)(r0 + 23)
   12: *(u64 *)(r10 - 16) = r4
   13: r2 = *(u16 *)(r0 + 20)
   14: if w2 & 0xff1f goto L7
   15: r5 = *(u8 *)(r0 + 14)
   16: r5 &= 0xf
   17: r5 <<= 0x2
   18: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   19: if r4 == 0x1 goto L10
   20: *(u64 *)(r10 - 96) = 0x100
   21: *(u64 *)(r10 - 104) = 0x100
   22: goto L2
L7:
   23: *(u64 *)(r10 - 96) = 0x100
   24: *(u64 *)(r10 - 104) = 0x100
   25: goto L2
L10:
   26: r2 = r5
   27: r2 += 0x16
   28: if r2 > r3 goto L1
   29: r1 = *(u8 *)(r5 + 14)
   30: *(u64 *)(r10 - 96) = r1
   31: r1 = *(u8 *)(r5 + 15)
   32: *(u64 *)(r10 - 104) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `echo-req` (line 4): Drop
   33: r1 = *(u64 *)(r10 - 16)
   34: r1 |= 0x0
   35: if r1 != 0x1 goto L11
   36: r1 = *(u64 *)(r10 - 96)
   37: r1 |= 0x0
   38: if r1 != 0x8 goto L11
   39: *(u32 *)(r10 - 136) = 0x0
   40: *(u64 *)(r10 - 144) = 0x1
   41: goto L0
L11:
      ; rule 1 `echo-rep` (line 5): Drop
   42: r1 = *(u64 *)(r10 - 16)
   43: r1 |= 0x0
   44: if r1 != 0x1 goto L12
   45: r1 = *(u64 *)(r10 - 96)
   46: r1 |= 0x0
   47: if r1 != 0x0 goto L12
   48: *(u32 *)(r10 - 136) = 0x1
   49: *(u64 *)(r10 - 144) = 0x1
   50: goto L0
L12:
      ; rule 2 `unreach` (line 6): Drop
   51: r1 = *(u64 *)(r10 - 16)
   52: r1 |= 0x0
   53: if r1 != 0x1 goto L13
   54: r1 = *(u64 *)(r10 - 96)
   55: r1 |= 0x0
   56: if r1 != 0x3 goto L13
   57: *(u32 *)(r10 - 136) = 0x2
   58: *(u64 *)(r10 - 144) = 0x1
   59: goto L0
L13:
      ; rule 3 `exceeded` (line 7): Drop
   60: r1 = *(u64 *)(r10 - 16)
   61: r1 |= 0x0
   62: if r1 != 0x1 goto L14
   63: r1 = *(u64 *)(r10 - 96)
   64: r1 |= 0x0
   65: if r1 != 0xb goto L14
   66: r1 = *(u64 *)(r10 - 104)
   67: r1 |= 0x0
   68: if r1 != 0x1 goto L14
   69: *(u32 *)(r10 - 136) = 0x3
   70: *(u64 *)(r10 - 144) = 0x1
   71: goto L0
L14:
      ; rule 4 `t255` (line 8): Drop
   72: r1 = *(u64 *)(r10 - 16)
   73: r1 |= 0x0
   74: if r1 != 0x1 goto L15
   75: r1 = *(u64 *)(r10 - 96)
   76: r1 |= 0x0
   77: if r1 != 0xff goto L15
   78: *(u32 *)(r10 - 136) = 0x4
   79: *(u64 *)(r10 - 144) = 0x1
   80: goto L0
L15:
      ; rule 5 `t255-code` (line 9): Drop
   81: r1 = *(u64 *)(r10 - 16)
   82: r1 |= 0x0
   83: if r1 != 0x1 goto L16
   84: r1 = *(u64 *)(r10 - 96)
   85: r1 |= 0x0
   86: if r1 > 0xff goto L16
   87: if r1 != 0xff goto L17
   88: r1 = *(u64 *)(r10 - 104)
   89: r1 |= 0x0
   90: if r1 == 0x1 goto L16
L17:
   91: *(u32 *)(r10 - 136) = 0x5
   92: *(u64 *)(r10 - 144) = 0x1
   93: goto L0
L16:
      ; default
   94: *(u32 *)(r10 - 136) = 0xa
   95: *(u64 *)(r10 - 144) = 0x2
   96: goto L0
L4:
   97: if w1 == 0xdd86 goto L5
   98: if w1 == 0x81 goto L18
   99: if w1 != 0xa888 goto L1
L18:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  100: r2 = r0
  101: r2 += 0x12
  102: if r2 > r3 goto L1
  103: r1 = *(u16 *)(r0 + 16)
  104: r0 += 0x4
  105: if w1 == 0x8 goto L6
  106: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  107: r2 = r0
  108: r2 += 0x36
  109: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
  110: r4 = *(u8 *)(r0 + 20)
  111: r5 = r0
  112: r5 += 0x36
  113: if r4 == 0x2c goto L22
  114: if r4 == 0x0 goto L21
  115: if r4 == 0x2b goto L21
  116: if r4 != 0x3c goto L19
L21:
  117: r2 = r5
  118: r2 += 0x8
  119: if r2 > r3 goto L1
  120: r1 = *(u8 *)(r5 + 1)
  121: r4 = *(u8 *)(r5 + 0)
  122: r1 += 0x1
  123: r1 <<= 0x3
  124: r5 += r1
  125: goto L23
L22:
  126: r2 = r5
  127: r2 += 0x8
  128: if r2 > r3 goto L1
  129: r1 = *(u16 *)(r5 + 2)
  130: r4 = *(u8 *)(r5 + 0)
  131: r5 += 0x8
  132: if w1 & 0xf8ff goto L20
L23:
  133: r1 = r5
  134: r1 -= r0
  135: if r1 > 0x7fff goto L1
  136: r5 = r0
  137: r5 += r1
  138: if r4 == 0x2c goto L25
  139: if r4 == 0x0 goto L24
  140: if r4 == 0x2b goto L24
  141: if r4 != 0x3c goto L19
L24:
  142: r2 = r5
  143: r2 += 0x8
  144: if r2 > r3 goto L1
  145: r1 = *(u8 *)(r5 + 1)
  146: r4 = *(u8 *)(r5 + 0)
  147: r1 += 0x1
  148: r1 <<= 0x3
  149: r5 += r1
  150: goto L26
L25:
  151: r2 = r5
  152: r2 += 0x8
  153: if r2 > r3 goto L1
  154: r1 = *(u16 *)(r5 + 2)
  155: r4 = *(u8 *)(r5 + 0)
  156: r5 += 0x8
  157: if w1 & 0xf8ff goto L20
L26:
  158: r1 = r5
  159: r1 -= r0
  160: if r1 > 0x7fff goto L1
  161: r5 = r0
  162: r5 += r1
  163: if r4 == 0x2c goto L28
  164: if r4 == 0x0 goto L27
  165: if r4 == 0x2b goto L27
  166: if r4 != 0x3c goto L19
L27:
  167: r2 = r5
  168: r2 += 0x8
  169: if r2 > r3 goto L1
  170: r1 = *(u8 *)(r5 + 1)
  171: r4 = *(u8 *)(r5 + 0)
  172: r1 += 0x1
  173: r1 <<= 0x3
  174: r5 += r1
  175: goto L29
L28:
  176: r2 = r5
  177: r2 += 0x8
  178: if r2 > r3 goto L1
  179: r1 = *(u16 *)(r5 + 2)
  180: r4 = *(u8 *)(r5 + 0)
  181: r5 += 0x8
  182: if w1 & 0xf8ff goto L20
L29:
  183: r1 = r5
  184: r1 -= r0
  185: if r1 > 0x7fff goto L1
  186: r5 = r0
  187: r5 += r1
  188: if r4 == 0x2c goto L31
  189: if r4 == 0x0 goto L30
  190: if r4 == 0x2b goto L30
  191: if r4 != 0x3c goto L19
L30:
  192: r2 = r5
  193: r2 += 0x8
  194: if r2 > r3 goto L1
  195: r1 = *(u8 *)(r5 + 1)
  196: r4 = *(u8 *)(r5 + 0)
  197: r1 += 0x1
  198: r1 <<= 0x3
  199: r5 += r1
  200: goto L32
L31:
  201: r2 = r5
  202: r2 += 0x8
  203: if r2 > r3 goto L1
  204: r1 = *(u16 *)(r5 + 2)
  205: r4 = *(u8 *)(r5 + 0)
  206: r5 += 0x8
  207: if w1 & 0xf8ff goto L20
L32:
  208: r1 = r5
  209: r1 -= r0
  210: if r1 > 0x7fff goto L1
  211: r5 = r0
  212: r5 += r1
  213: if r4 == 0x2c goto L34
  214: if r4 == 0x0 goto L33
  215: if r4 == 0x2b goto L33
  216: if r4 != 0x3c goto L19
L33:
  217: r2 = r5
  218: r2 += 0x8
  219: if r2 > r3 goto L1
  220: r1 = *(u8 *)(r5 + 1)
  221: r4 = *(u8 *)(r5 + 0)
  222: r1 += 0x1
  223: r1 <<= 0x3
  224: r5 += r1
  225: goto L35
L34:
  226: r2 = r5
  227: r2 += 0x8
  228: if r2 > r3 goto L1
  229: r1 = *(u16 *)(r5 + 2)
  230: r4 = *(u8 *)(r5 + 0)
  231: r5 += 0x8
  232: if w1 & 0xf8ff goto L20
L35:
  233: r1 = r5
  234: r1 -= r0
  235: if r1 > 0x7fff goto L1
  236: r5 = r0
  237: r5 += r1
  238: if r4 == 0x2c goto L37
  239: if r4 == 0x0 goto L36
  240: if r4 == 0x2b goto L36
  241: if r4 != 0x3c goto L19
L36:
  242: r2 = r5
  243: r2 += 0x8
  244: if r2 > r3 goto L1
  245: r1 = *(u8 *)(r5 + 1)
  246: r4 = *(u8 *)(r5 + 0)
  247: r1 += 0x1
  248: r1 <<= 0x3
  249: r5 += r1
  250: goto L38
L37:
  251: r2 = r5
  252: r2 += 0x8
  253: if r2 > r3 goto L1
  254: r1 = *(u16 *)(r5 + 2)
  255: r4 = *(u8 *)(r5 + 0)
  256: r5 += 0x8
  257: if w1 & 0xf8ff goto L20
L38:
  258: r1 = r5
  259: r1 -= r0
  260: if r1 > 0x7fff goto L1
  261: r5 = r0
  262: r5 += r1
  263: if r4 == 0x2c goto L40
  264: if r4 == 0x0 goto L39
  265: if r4 == 0x2b goto L39
  266: if r4 != 0x3c goto L19
L39:
  267: r2 = r5
  268: r2 += 0x8
  269: if r2 > r3 goto L1
  270: r1 = *(u8 *)(r5 + 1)
  271: r4 = *(u8 *)(r5 + 0)
  272: r1 += 0x1
  273: r1 <<= 0x3
  274: r5 += r1
  275: goto L41
L40:
  276: r2 = r5
  277: r2 += 0x8
  278: if r2 > r3 goto L1
  279: r1 = *(u16 *)(r5 + 2)
  280: r4 = *(u8 *)(r5 + 0)
  281: r5 += 0x8
  282: if w1 & 0xf8ff goto L20
L41:
  283: r1 = r5
  284: r1 -= r0
  285: if r1 > 0x7fff goto L1
  286: r5 = r0
  287: r5 += r1
  288: if r4 == 0x2c goto L43
  289: if r4 == 0x0 goto L42
  290: if r4 == 0x2b goto L42
  291: if r4 != 0x3c goto L19
L42:
  292: r2 = r5
  293: r2 += 0x8
  294: if r2 > r3 goto L1
  295: r1 = *(u8 *)(r5 + 1)
  296: r4 = *(u8 *)(r5 + 0)
  297: r1 += 0x1
  298: r1 <<= 0x3
  299: r5 += r1
  300: goto L44
L43:
  301: r2 = r5
  302: r2 += 0x8
  303: if r2 > r3 goto L1
  304: r1 = *(u16 *)(r5 + 2)
  305: r4 = *(u8 *)(r5 + 0)
  306: r5 += 0x8
  307: if w1 & 0xf8ff goto L20
L44:
  308: r1 = r5
  309: r1 -= r0
  310: if r1 > 0x7fff goto L1
  311: r5 = r0
  312: r5 += r1
      ; deeper than the walk: no specified verdict
  313: if r4 == 0x0 goto L1
  314: if r4 == 0x2b goto L1
  315: if r4 == 0x2c goto L1
  316: if r4 == 0x3c goto L1
L19:
  317: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  318: if r4 == 0x3a goto L47
  319: *(u64 *)(r10 - 96) = 0x100
  320: *(u64 *)(r10 - 104) = 0x100
  321: goto L3
L47:
  322: r2 = r5
  323: r2 += 0x8
  324: if r2 > r3 goto L1
  325: r1 = *(u8 *)(r5 + 0)
  326: *(u64 *)(r10 - 96) = r1
  327: r1 = *(u8 *)(r5 + 1)
  328: *(u64 *)(r10 - 104) = r1
  329: goto L3
L20:
  330: *(u64 *)(r10 - 16) = r4
  331: *(u64 *)(r10 - 96) = 0x100
  332: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 6 `echo6` (line 10): Drop
  333: r1 = *(u64 *)(r10 - 16)
  334: r1 |= 0x0
  335: if r1 != 0x3a goto L48
  336: r1 = *(u64 *)(r10 - 96)
  337: r1 |= 0x0
  338: if r1 != 0x80 goto L48
  339: *(u32 *)(r10 - 136) = 0x6
  340: *(u64 *)(r10 - 144) = 0x1
  341: goto L0
L48:
      ; rule 7 `unreach6` (line 11): Drop
  342: r1 = *(u64 *)(r10 - 16)
  343: r1 |= 0x0
  344: if r1 != 0x3a goto L49
  345: r1 = *(u64 *)(r10 - 96)
  346: r1 |= 0x0
  347: if r1 != 0x1 goto L49
  348: r1 = *(u64 *)(r10 - 104)
  349: r1 |= 0x0
  350: if r1 != 0x4 goto L49
  351: *(u32 *)(r10 - 136) = 0x7
  352: *(u64 *)(r10 - 144) = 0x1
  353: goto L0
L49:
      ; rule 8 `exceeded6` (line 12): Drop
  354: r1 = *(u64 *)(r10 - 16)
  355: r1 |= 0x0
  356: if r1 != 0x3a goto L50
  357: r1 = *(u64 *)(r10 - 96)
  358: r1 |= 0x0
  359: if r1 != 0x3 goto L50
  360: *(u32 *)(r10 - 136) = 0x8
  361: *(u64 *)(r10 - 144) = 0x1
  362: goto L0
L50:
      ; rule 9 `n135` (line 13): Drop
  363: r1 = *(u64 *)(r10 - 16)
  364: r1 |= 0x0
  365: if r1 != 0x3a goto L51
  366: r1 = *(u64 *)(r10 - 96)
  367: r1 |= 0x0
  368: if r1 != 0x87 goto L51
  369: *(u32 *)(r10 - 136) = 0x9
  370: *(u64 *)(r10 - 144) = 0x1
  371: goto L0
L51:
      ; default
  372: *(u32 *)(r10 - 136) = 0xa
  373: *(u64 *)(r10 - 144) = 0x2
  374: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  375: *(u32 *)(r10 - 136) = 0xb
  376: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  377: r1 = map[dropc_counters] ll
  379: r2 = r10
  380: r2 += 0xffffff78
  381: call 1
  382: if r0 == 0x0 goto L52
  383: r1 = *(u64 *)(r0 + 0)
  384: r1 += 0x1
  385: *(u64 *)(r0 + 0) = r1
  386: r1 = *(u64 *)(r10 - 152)
  387: r2 = *(u32 *)(r1 + 4)
  388: r1 = *(u32 *)(r1 + 0)
  389: r2 -= r1
  390: r1 = *(u64 *)(r0 + 8)
  391: r1 += r2
  392: *(u64 *)(r0 + 8) = r1
L52:
  393: r0 = *(u64 *)(r10 - 144)
  394: if r0 != 0x2 goto L53
      ; pass: tail call dropc_next[0] (falls through when empty)
  395: r1 = *(u64 *)(r10 - 152)
  396: r2 = map[dropc_next] ll
  398: r3 = 0x0
  399: call 12
  400: r0 = 0x2
  401: exit
L53:
  402: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  403: r1 = map[dropc_counters] ll
  405: r2 = r10
  406: r2 += 0xffffff78
  407: call 1
  408: if r0 == 0x0 goto L54
  409: r1 = *(u64 *)(r0 + 0)
  410: r1 += 0x1
  411: *(u64 *)(r0 + 0) = r1
  412: r1 = *(u64 *)(r10 - 152)
  413: r2 = *(u32 *)(r1 + 4)
  414: r1 = *(u32 *)(r1 + 0)
  415: r2 -= r1
  416: r1 = *(u64 *)(r0 + 8)
  417: r1 += r2
  418: *(u64 *)(r0 + 8) = r1
L54:
  419: r0 = *(u64 *)(r10 - 144)
  420: if r0 != 0x2 goto L55
      ; pass: tail call dropc_next[0] (falls through when empty)
  421: r1 = *(u64 *)(r10 - 152)
  422: r2 = map[dropc_next] ll
  424: r3 = 0x0
  425: call 12
  426: r0 = 0x2
  427: exit
L55:
  428: exit
