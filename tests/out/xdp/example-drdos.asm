; dropc xdp program `dropc_xdp` (399 instruction slots)
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
   11: r7 = *(u32 *)(r0 + 26)
   12: r4 = *(u8 *)(r0 + 23)
   13: *(u64 *)(r10 - 16) = r4
   14: r2 = *(u16 *)(r0 + 20)
   15: if w2 & 0xff1f goto L7
   16: r2 &= 0x20
   17: r2 >>= 0x5
   18: r6 = r2
   19: r5 = *(u8 *)(r0 + 14)
   20: r5 &= 0xf
   21: r5 <<= 0x2
   22: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   23: if r4 == 0x11 goto L9
   24: *(u64 *)(r10 - 72) = 0x10000
   25: r5 = 0x10000
   26: goto L2
L7:
   27: r6 = 0x2
   28: *(u64 *)(r10 - 72) = 0x10000
   29: r5 = 0x10000
   30: goto L2
L9:
   31: r2 = r5
   32: r2 += 0x16
   33: if r2 > r3 goto L1
   34: r1 = *(u16 *)(r5 + 14)
   35: r1 = be16 r1
   36: *(u64 *)(r10 - 72) = r1
   37: r5 = *(u16 *)(r5 + 16)
   38: r5 = be16 r5
L2:
      ; rules for IPv4 packets
      ; rule 0 `upstream-dns` (line 12): Pass
   39: r1 = *(u64 *)(r10 - 16)
   40: r1 |= 0x0
   41: if r1 != 0x11 goto L11
   42: r1 = *(u64 *)(r10 - 72)
   43: r1 |= 0x0
   44: if r1 != 0x35 goto L11
L12:
   45: if w7 != 0x350200c0 goto L11
L13:
   46: *(u32 *)(r10 - 136) = 0x0
   47: *(u64 *)(r10 - 144) = 0x2
   48: goto L0
L11:
      ; rule 1 `drdos` (line 13): Drop
   49: r1 = *(u64 *)(r10 - 16)
   50: r1 |= 0x0
   51: if r1 != 0x11 goto L14
   52: r1 = *(u64 *)(r10 - 72)
   53: r1 |= 0x0
   54: if r1 == 0x35 goto L15
   55: if r1 == 0x7b goto L15
   56: if r1 == 0x76c goto L15
   57: if r1 != 0x2bcb goto L14
L15:
   58: *(u32 *)(r10 - 136) = 0x1
   59: *(u64 *)(r10 - 144) = 0x1
   60: goto L0
L14:
      ; rule 2 `frags` (line 14): Drop
   61: if r6 == 0x0 goto L16
   62: *(u32 *)(r10 - 136) = 0x2
   63: *(u64 *)(r10 - 144) = 0x1
   64: goto L0
L16:
      ; rule 3 `game` (line 15): Pass
   65: r1 = *(u64 *)(r10 - 16)
   66: r1 |= 0x0
   67: if r1 != 0x11 goto L17
   68: if r5 < 0x6987 goto L17
   69: if r5 > 0x6996 goto L17
L18:
   70: *(u32 *)(r10 - 136) = 0x3
   71: *(u64 *)(r10 - 144) = 0x2
   72: goto L0
L17:
      ; default
   73: *(u32 *)(r10 - 136) = 0x4
   74: *(u64 *)(r10 - 144) = 0x2
   75: goto L0
L4:
   76: if w1 == 0xdd86 goto L5
   77: if w1 == 0x81 goto L19
   78: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   79: r2 = r0
   80: r2 += 0x12
   81: if r2 > r3 goto L1
   82: r1 = *(u16 *)(r0 + 16)
   83: r0 += 0x4
   84: if w1 == 0x8 goto L6
   85: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   86: r2 = r0
   87: r2 += 0x36
   88: if r2 > r3 goto L1
   89: r6 = 0x0
      ; extension headers: r4 = next header, r5 = its start
   90: r4 = *(u8 *)(r0 + 20)
   91: r5 = r0
   92: r5 += 0x36
   93: if r4 == 0x2c goto L23
   94: if r4 == 0x0 goto L22
   95: if r4 == 0x2b goto L22
   96: if r4 != 0x3c goto L20
L22:
   97: r2 = r5
   98: r2 += 0x8
   99: if r2 > r3 goto L1
  100: r1 = *(u8 *)(r5 + 1)
  101: r4 = *(u8 *)(r5 + 0)
  102: r1 += 0x1
  103: r1 <<= 0x3
  104: r5 += r1
  105: goto L24
L23:
  106: r2 = r5
  107: r2 += 0x8
  108: if r2 > r3 goto L1
  109: r1 = *(u16 *)(r5 + 2)
  110: r4 = *(u8 *)(r5 + 0)
  111: r5 += 0x8
  112: r6 = 0x1
  113: if w1 & 0xf8ff goto L21
L24:
  114: r1 = r5
  115: r1 -= r0
  116: if r1 > 0x7fff goto L1
  117: r5 = r0
  118: r5 += r1
  119: if r4 == 0x2c goto L26
  120: if r4 == 0x0 goto L25
  121: if r4 == 0x2b goto L25
  122: if r4 != 0x3c goto L20
L25:
  123: r2 = r5
  124: r2 += 0x8
  125: if r2 > r3 goto L1
  126: r1 = *(u8 *)(r5 + 1)
  127: r4 = *(u8 *)(r5 + 0)
  128: r1 += 0x1
  129: r1 <<= 0x3
  130: r5 += r1
  131: goto L27
L26:
  132: r2 = r5
  133: r2 += 0x8
  134: if r2 > r3 goto L1
  135: r1 = *(u16 *)(r5 + 2)
  136: r4 = *(u8 *)(r5 + 0)
  137: r5 += 0x8
  138: r6 = 0x1
  139: if w1 & 0xf8ff goto L21
L27:
  140: r1 = r5
  141: r1 -= r0
  142: if r1 > 0x7fff goto L1
  143: r5 = r0
  144: r5 += r1
  145: if r4 == 0x2c goto L29
  146: if r4 == 0x0 goto L28
  147: if r4 == 0x2b goto L28
  148: if r4 != 0x3c goto L20
L28:
  149: r2 = r5
  150: r2 += 0x8
  151: if r2 > r3 goto L1
  152: r1 = *(u8 *)(r5 + 1)
  153: r4 = *(u8 *)(r5 + 0)
  154: r1 += 0x1
  155: r1 <<= 0x3
  156: r5 += r1
  157: goto L30
L29:
  158: r2 = r5
  159: r2 += 0x8
  160: if r2 > r3 goto L1
  161: r1 = *(u16 *)(r5 + 2)
  162: r4 = *(u8 *)(r5 + 0)
  163: r5 += 0x8
  164: r6 = 0x1
  165: if w1 & 0xf8ff goto L21
L30:
  166: r1 = r5
  167: r1 -= r0
  168: if r1 > 0x7fff goto L1
  169: r5 = r0
  170: r5 += r1
  171: if r4 == 0x2c goto L32
  172: if r4 == 0x0 goto L31
  173: if r4 == 0x2b goto L31
  174: if r4 != 0x3c goto L20
L31:
  175: r2 = r5
  176: r2 += 0x8
  177: if r2 > r3 goto L1
  178: r1 = *(u8 *)(r5 + 1)
  179: r4 = *(u8 *)(r5 + 0)
  180: r1 += 0x1
  181: r1 <<= 0x3
  182: r5 += r1
  183: goto L33
L32:
  184: r2 = r5
  185: r2 += 0x8
  186: if r2 > r3 goto L1
  187: r1 = *(u16 *)(r5 + 2)
  188: r4 = *(u8 *)(r5 + 0)
  189: r5 += 0x8
  190: r6 = 0x1
  191: if w1 & 0xf8ff goto L21
L33:
  192: r1 = r5
  193: r1 -= r0
  194: if r1 > 0x7fff goto L1
  195: r5 = r0
  196: r5 += r1
  197: if r4 == 0x2c goto L35
  198: if r4 == 0x0 goto L34
  199: if r4 == 0x2b goto L34
  200: if r4 != 0x3c goto L20
L34:
  201: r2 = r5
  202: r2 += 0x8
  203: if r2 > r3 goto L1
  204: r1 = *(u8 *)(r5 + 1)
  205: r4 = *(u8 *)(r5 + 0)
  206: r1 += 0x1
  207: r1 <<= 0x3
  208: r5 += r1
  209: goto L36
L35:
  210: r2 = r5
  211: r2 += 0x8
  212: if r2 > r3 goto L1
  213: r1 = *(u16 *)(r5 + 2)
  214: r4 = *(u8 *)(r5 + 0)
  215: r5 += 0x8
  216: r6 = 0x1
  217: if w1 & 0xf8ff goto L21
L36:
  218: r1 = r5
  219: r1 -= r0
  220: if r1 > 0x7fff goto L1
  221: r5 = r0
  222: r5 += r1
  223: if r4 == 0x2c goto L38
  224: if r4 == 0x0 goto L37
  225: if r4 == 0x2b goto L37
  226: if r4 != 0x3c goto L20
L37:
  227: r2 = r5
  228: r2 += 0x8
  229: if r2 > r3 goto L1
  230: r1 = *(u8 *)(r5 + 1)
  231: r4 = *(u8 *)(r5 + 0)
  232: r1 += 0x1
  233: r1 <<= 0x3
  234: r5 += r1
  235: goto L39
L38:
  236: r2 = r5
  237: r2 += 0x8
  238: if r2 > r3 goto L1
  239: r1 = *(u16 *)(r5 + 2)
  240: r4 = *(u8 *)(r5 + 0)
  241: r5 += 0x8
  242: r6 = 0x1
  243: if w1 & 0xf8ff goto L21
L39:
  244: r1 = r5
  245: r1 -= r0
  246: if r1 > 0x7fff goto L1
  247: r5 = r0
  248: r5 += r1
  249: if r4 == 0x2c goto L41
  250: if r4 == 0x0 goto L40
  251: if r4 == 0x2b goto L40
  252: if r4 != 0x3c goto L20
L40:
  253: r2 = r5
  254: r2 += 0x8
  255: if r2 > r3 goto L1
  256: r1 = *(u8 *)(r5 + 1)
  257: r4 = *(u8 *)(r5 + 0)
  258: r1 += 0x1
  259: r1 <<= 0x3
  260: r5 += r1
  261: goto L42
L41:
  262: r2 = r5
  263: r2 += 0x8
  264: if r2 > r3 goto L1
  265: r1 = *(u16 *)(r5 + 2)
  266: r4 = *(u8 *)(r5 + 0)
  267: r5 += 0x8
  268: r6 = 0x1
  269: if w1 & 0xf8ff goto L21
L42:
  270: r1 = r5
  271: r1 -= r0
  272: if r1 > 0x7fff goto L1
  273: r5 = r0
  274: r5 += r1
  275: if r4 == 0x2c goto L44
  276: if r4 == 0x0 goto L43
  277: if r4 == 0x2b goto L43
  278: if r4 != 0x3c goto L20
L43:
  279: r2 = r5
  280: r2 += 0x8
  281: if r2 > r3 goto L1
  282: r1 = *(u8 *)(r5 + 1)
  283: r4 = *(u8 *)(r5 + 0)
  284: r1 += 0x1
  285: r1 <<= 0x3
  286: r5 += r1
  287: goto L45
L44:
  288: r2 = r5
  289: r2 += 0x8
  290: if r2 > r3 goto L1
  291: r1 = *(u16 *)(r5 + 2)
  292: r4 = *(u8 *)(r5 + 0)
  293: r5 += 0x8
  294: r6 = 0x1
  295: if w1 & 0xf8ff goto L21
L45:
  296: r1 = r5
  297: r1 -= r0
  298: if r1 > 0x7fff goto L1
  299: r5 = r0
  300: r5 += r1
      ; deeper than the walk: no specified verdict
  301: if r4 == 0x0 goto L1
  302: if r4 == 0x2b goto L1
  303: if r4 == 0x2c goto L1
  304: if r4 == 0x3c goto L1
L20:
  305: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  306: if r4 == 0x11 goto L47
  307: *(u64 *)(r10 - 72) = 0x10000
  308: r5 = 0x10000
  309: goto L3
L47:
  310: r2 = r5
  311: r2 += 0x8
  312: if r2 > r3 goto L1
  313: r1 = *(u16 *)(r5 + 0)
  314: r1 = be16 r1
  315: *(u64 *)(r10 - 72) = r1
  316: r5 = *(u16 *)(r5 + 2)
  317: r5 = be16 r5
  318: goto L3
L21:
  319: r6 = 0x2
  320: *(u64 *)(r10 - 16) = r4
  321: *(u64 *)(r10 - 72) = 0x10000
  322: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 1 `drdos` (line 13): Drop
  323: r1 = *(u64 *)(r10 - 16)
  324: r1 |= 0x0
  325: if r1 != 0x11 goto L49
  326: r1 = *(u64 *)(r10 - 72)
  327: if r1 == 0x35 goto L50
  328: if r1 == 0x7b goto L50
  329: if r1 == 0x76c goto L50
  330: if r1 != 0x2bcb goto L49
L50:
  331: *(u32 *)(r10 - 136) = 0x1
  332: *(u64 *)(r10 - 144) = 0x1
  333: goto L0
L49:
      ; rule 3 `game` (line 15): Pass
  334: r1 = *(u64 *)(r10 - 16)
  335: r1 |= 0x0
  336: if r1 != 0x11 goto L51
  337: if r5 < 0x6987 goto L51
  338: if r5 > 0x6996 goto L51
L52:
  339: *(u32 *)(r10 - 136) = 0x3
  340: *(u64 *)(r10 - 144) = 0x2
  341: goto L0
L51:
      ; default
  342: *(u32 *)(r10 - 136) = 0x4
  343: *(u64 *)(r10 - 144) = 0x2
  344: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  345: *(u32 *)(r10 - 136) = 0x5
  346: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  347: r1 = map[dropc_counters] ll
  349: r2 = r10
  350: r2 += 0xffffff78
  351: call 1
  352: if r0 == 0x0 goto L53
  353: r1 = *(u64 *)(r0 + 0)
  354: r1 += 0x1
  355: *(u64 *)(r0 + 0) = r1
  356: r1 = *(u64 *)(r10 - 152)
  357: r2 = *(u32 *)(r1 + 4)
  358: r1 = *(u32 *)(r1 + 0)
  359: r2 -= r1
  360: r1 = *(u64 *)(r0 + 8)
  361: r1 += r2
  362: *(u64 *)(r0 + 8) = r1
L53:
  363: r0 = *(u64 *)(r10 - 144)
  364: if r0 != 0x2 goto L54
      ; pass: tail call dropc_next[0] (falls through when empty)
  365: r1 = *(u64 *)(r10 - 152)
  366: r2 = map[dropc_next] ll
  368: r3 = 0x0
  369: call 12
  370: r0 = 0x2
  371: exit
L54:
  372: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  373: r1 = map[dropc_counters] ll
  375: r2 = r10
  376: r2 += 0xffffff78
  377: call 1
  378: if r0 == 0x0 goto L55
  379: r1 = *(u64 *)(r0 + 0)
  380: r1 += 0x1
  381: *(u64 *)(r0 + 0) = r1
  382: r1 = *(u64 *)(r10 - 152)
  383: r2 = *(u32 *)(r1 + 4)
  384: r1 = *(u32 *)(r1 + 0)
  385: r2 -= r1
  386: r1 = *(u64 *)(r0 + 8)
  387: r1 += r2
  388: *(u64 *)(r0 + 8) = r1
L55:
  389: r0 = *(u64 *)(r10 - 144)
  390: if r0 != 0x2 goto L56
      ; pass: tail call dropc_next[0] (falls through when empty)
  391: r1 = *(u64 *)(r10 - 152)
  392: r2 = map[dropc_next] ll
  394: r3 = 0x0
  395: call 12
  396: r0 = 0x2
  397: exit
L56:
  398: exit
