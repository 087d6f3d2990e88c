; dropc tc program `dropc_tc` (393 instruction slots)
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
   23: r8 = *(u32 *)(r0 + 26)
   24: r4 = *(u8 *)(r0 + 23)
   25: *(u64 *)(r10 - 16) = r4
   26: r2 = *(u16 *)(r0 + 20)
   27: if w2 & 0xff1f goto L9
   28: r2 &= 0x20
   29: r2 >>= 0x5
   30: r7 = r2
   31: r5 = *(u8 *)(r0 + 14)
   32: r5 &= 0xf
   33: r5 <<= 0x2
   34: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   35: if r4 == 0x11 goto L11
   36: *(u64 *)(r10 - 72) = 0x10000
   37: r5 = 0x10000
   38: goto L2
L9:
   39: r7 = 0x2
   40: *(u64 *)(r10 - 72) = 0x10000
   41: r5 = 0x10000
   42: goto L2
L11:
   43: r2 = r5
   44: r2 += 0x16
   45: if r2 > r3 goto L1
   46: r1 = *(u16 *)(r5 + 14)
   47: r1 = be16 r1
   48: *(u64 *)(r10 - 72) = r1
   49: r5 = *(u16 *)(r5 + 16)
   50: r5 = be16 r5
L2:
      ; rules for IPv4 packets
      ; rule 0 `upstream-dns` (line 12): Pass
   51: r1 = *(u64 *)(r10 - 16)
   52: r1 |= 0x0
   53: if r1 != 0x11 goto L13
   54: r1 = *(u64 *)(r10 - 72)
   55: r1 |= 0x0
   56: if r1 != 0x35 goto L13
L14:
   57: if w8 != 0x350200c0 goto L13
L15:
   58: *(u32 *)(r10 - 136) = 0x0
   59: *(u64 *)(r10 - 144) = 0xffffffff
   60: goto L0
L13:
      ; rule 1 `drdos` (line 13): Drop
   61: r1 = *(u64 *)(r10 - 16)
   62: r1 |= 0x0
   63: if r1 != 0x11 goto L16
   64: r1 = *(u64 *)(r10 - 72)
   65: r1 |= 0x0
   66: if r1 == 0x35 goto L17
   67: if r1 == 0x7b goto L17
   68: if r1 == 0x76c goto L17
   69: if r1 != 0x2bcb goto L16
L17:
   70: *(u32 *)(r10 - 136) = 0x1
   71: *(u64 *)(r10 - 144) = 0x2
   72: goto L0
L16:
      ; rule 2 `frags` (line 14): Drop
   73: if r7 == 0x0 goto L18
   74: *(u32 *)(r10 - 136) = 0x2
   75: *(u64 *)(r10 - 144) = 0x2
   76: goto L0
L18:
      ; rule 3 `game` (line 15): Pass
   77: r1 = *(u64 *)(r10 - 16)
   78: r1 |= 0x0
   79: if r1 != 0x11 goto L19
   80: if r5 < 0x6987 goto L19
   81: if r5 > 0x6996 goto L19
L20:
   82: *(u32 *)(r10 - 136) = 0x3
   83: *(u64 *)(r10 - 144) = 0xffffffff
   84: goto L0
L19:
      ; default
   85: *(u32 *)(r10 - 136) = 0x4
   86: *(u64 *)(r10 - 144) = 0xffffffff
   87: goto L0
L6:
   88: if w1 == 0xdd86 goto L7
   89: if w1 == 0x81 goto L21
   90: if w1 != 0xa888 goto L1
L21:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   91: r2 = *(u32 *)(r6 + 20)
   92: if r2 != 0x0 goto L1
   93: r2 = r0
   94: r2 += 0x12
   95: if r2 > r3 goto L1
   96: r1 = *(u16 *)(r0 + 16)
   97: r0 += 0x4
   98: if w1 == 0x8 goto L8
   99: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  100: r2 = r0
  101: r2 += 0x36
  102: if r2 > r3 goto L1
  103: r7 = 0x0
      ; extension headers: r4 = next header, r5 = its start
  104: r4 = *(u8 *)(r0 + 20)
  105: r5 = r0
  106: r5 += 0x36
  107: if r4 == 0x2c goto L25
  108: if r4 == 0x0 goto L24
  109: if r4 == 0x2b goto L24
  110: if r4 != 0x3c goto L22
L24:
  111: r2 = r5
  112: r2 += 0x8
  113: if r2 > r3 goto L1
  114: r1 = *(u8 *)(r5 + 1)
  115: r4 = *(u8 *)(r5 + 0)
  116: r1 += 0x1
  117: r1 <<= 0x3
  118: r5 += r1
  119: goto L26
L25:
  120: r2 = r5
  121: r2 += 0x8
  122: if r2 > r3 goto L1
  123: r1 = *(u16 *)(r5 + 2)
  124: r4 = *(u8 *)(r5 + 0)
  125: r5 += 0x8
  126: r7 = 0x1
  127: if w1 & 0xf8ff goto L23
L26:
  128: r1 = r5
  129: r1 -= r0
  130: if r1 > 0x7fff goto L1
  131: r5 = r0
  132: r5 += r1
  133: if r4 == 0x2c goto L28
  134: if r4 == 0x0 goto L27
  135: if r4 == 0x2b goto L27
  136: if r4 != 0x3c goto L22
L27:
  137: r2 = r5
  138: r2 += 0x8
  139: if r2 > r3 goto L1
  140: r1 = *(u8 *)(r5 + 1)
  141: r4 = *(u8 *)(r5 + 0)
  142: r1 += 0x1
  143: r1 <<= 0x3
  144: r5 += r1
  145: goto L29
L28:
  146: r2 = r5
  147: r2 += 0x8
  148: if r2 > r3 goto L1
  149: r1 = *(u16 *)(r5 + 2)
  150: r4 = *(u8 *)(r5 + 0)
  151: r5 += 0x8
  152: r7 = 0x1
  153: if w1 & 0xf8ff goto L23
L29:
  154: r1 = r5
  155: r1 -= r0
  156: if r1 > 0x7fff goto L1
  157: r5 = r0
  158: r5 += r1
  159: if r4 == 0x2c goto L31
  160: if r4 == 0x0 goto L30
  161: if r4 == 0x2b goto L30
  162: if r4 != 0x3c goto L22
L30:
  163: r2 = r5
  164: r2 += 0x8
  165: if r2 > r3 goto L1
  166: r1 = *(u8 *)(r5 + 1)
  167: r4 = *(u8 *)(r5 + 0)
  168: r1 += 0x1
  169: r1 <<= 0x3
  170: r5 += r1
  171: goto L32
L31:
  172: r2 = r5
  173: r2 += 0x8
  174: if r2 > r3 goto L1
  175: r1 = *(u16 *)(r5 + 2)
  176: r4 = *(u8 *)(r5 + 0)
  177: r5 += 0x8
  178: r7 = 0x1
  179: if w1 & 0xf8ff goto L23
L32:
  180: r1 = r5
  181: r1 -= r0
  182: if r1 > 0x7fff goto L1
  183: r5 = r0
  184: r5 += r1
  185: if r4 == 0x2c goto L34
  186: if r4 == 0x0 goto L33
  187: if r4 == 0x2b goto L33
  188: if r4 != 0x3c goto L22
L33:
  189: r2 = r5
  190: r2 += 0x8
  191: if r2 > r3 goto L1
  192: r1 = *(u8 *)(r5 + 1)
  193: r4 = *(u8 *)(r5 + 0)
  194: r1 += 0x1
  195: r1 <<= 0x3
  196: r5 += r1
  197: goto L35
L34:
  198: r2 = r5
  199: r2 += 0x8
  200: if r2 > r3 goto L1
  201: r1 = *(u16 *)(r5 + 2)
  202: r4 = *(u8 *)(r5 + 0)
  203: r5 += 0x8
  204: r7 = 0x1
  205: if w1 & 0xf8ff goto L23
L35:
  206: r1 = r5
  207: r1 -= r0
  208: if r1 > 0x7fff goto L1
  209: r5 = r0
  210: r5 += r1
  211: if r4 == 0x2c goto L37
  212: if r4 == 0x0 goto L36
  213: if r4 == 0x2b goto L36
  214: if r4 != 0x3c goto L22
L36:
  215: r2 = r5
  216: r2 += 0x8
  217: if r2 > r3 goto L1
  218: r1 = *(u8 *)(r5 + 1)
  219: r4 = *(u8 *)(r5 + 0)
  220: r1 += 0x1
  221: r1 <<= 0x3
  222: r5 += r1
  223: goto L38
L37:
  224: r2 = r5
  225: r2 += 0x8
  226: if r2 > r3 goto L1
  227: r1 = *(u16 *)(r5 + 2)
  228: r4 = *(u8 *)(r5 + 0)
  229: r5 += 0x8
  230: r7 = 0x1
  231: if w1 & 0xf8ff goto L23
L38:
  232: r1 = r5
  233: r1 -= r0
  234: if r1 > 0x7fff goto L1
  235: r5 = r0
  236: r5 += r1
  237: if r4 == 0x2c goto L40
  238: if r4 == 0x0 goto L39
  239: if r4 == 0x2b goto L39
  240: if r4 != 0x3c goto L22
L39:
  241: r2 = r5
  242: r2 += 0x8
  243: if r2 > r3 goto L1
  244: r1 = *(u8 *)(r5 + 1)
  245: r4 = *(u8 *)(r5 + 0)
  246: r1 += 0x1
  247: r1 <<= 0x3
  248: r5 += r1
  249: goto L41
L40:
  250: r2 = r5
  251: r2 += 0x8
  252: if r2 > r3 goto L1
  253: r1 = *(u16 *)(r5 + 2)
  254: r4 = *(u8 *)(r5 + 0)
  255: r5 += 0x8
  256: r7 = 0x1
  257: if w1 & 0xf8ff goto L23
L41:
  258: r1 = r5
  259: r1 -= r0
  260: if r1 > 0x7fff goto L1
  261: r5 = r0
  262: r5 += r1
  263: if r4 == 0x2c goto L43
  264: if r4 == 0x0 goto L42
  265: if r4 == 0x2b goto L42
  266: if r4 != 0x3c goto L22
L42:
  267: r2 = r5
  268: r2 += 0x8
  269: if r2 > r3 goto L1
  270: r1 = *(u8 *)(r5 + 1)
  271: r4 = *(u8 *)(r5 + 0)
  272: r1 += 0x1
  273: r1 <<= 0x3
  274: r5 += r1
  275: goto L44
L43:
  276: r2 = r5
  277: r2 += 0x8
  278: if r2 > r3 goto L1
  279: r1 = *(u16 *)(r5 + 2)
  280: r4 = *(u8 *)(r5 + 0)
  281: r5 += 0x8
  282: r7 = 0x1
  283: if w1 & 0xf8ff goto L23
L44:
  284: r1 = r5
  285: r1 -= r0
  286: if r1 > 0x7fff goto L1
  287: r5 = r0
  288: r5 += r1
  289: if r4 == 0x2c goto L46
  290: if r4 == 0x0 goto L45
  291: if r4 == 0x2b goto L45
  292: if r4 != 0x3c goto L22
L45:
  293: r2 = r5
  294: r2 += 0x8
  295: if r2 > r3 goto L1
  296: r1 = *(u8 *)(r5 + 1)
  297: r4 = *(u8 *)(r5 + 0)
  298: r1 += 0x1
  299: r1 <<= 0x3
  300: r5 += r1
  301: goto L47
L46:
  302: r2 = r5
  303: r2 += 0x8
  304: if r2 > r3 goto L1
  305: r1 = *(u16 *)(r5 + 2)
  306: r4 = *(u8 *)(r5 + 0)
  307: r5 += 0x8
  308: r7 = 0x1
  309: if w1 & 0xf8ff goto L23
L47:
  310: r1 = r5
  311: r1 -= r0
  312: if r1 > 0x7fff goto L1
  313: r5 = r0
  314: r5 += r1
      ; deeper than the walk: no specified verdict
  315: if r4 == 0x0 goto L1
  316: if r4 == 0x2b goto L1
  317: if r4 == 0x2c goto L1
  318: if r4 == 0x3c goto L1
L22:
  319: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  320: if r4 == 0x11 goto L49
  321: *(u64 *)(r10 - 72) = 0x10000
  322: r5 = 0x10000
  323: goto L3
L49:
  324: r2 = r5
  325: r2 += 0x8
  326: if r2 > r3 goto L1
  327: r1 = *(u16 *)(r5 + 0)
  328: r1 = be16 r1
  329: *(u64 *)(r10 - 72) = r1
  330: r5 = *(u16 *)(r5 + 2)
  331: r5 = be16 r5
  332: goto L3
L23:
  333: r7 = 0x2
  334: *(u64 *)(r10 - 16) = r4
  335: *(u64 *)(r10 - 72) = 0x10000
  336: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 1 `drdos` (line 13): Drop
  337: r1 = *(u64 *)(r10 - 16)
  338: r1 |= 0x0
  339: if r1 != 0x11 goto L51
  340: r1 = *(u64 *)(r10 - 72)
  341: if r1 == 0x35 goto L52
  342: if r1 == 0x7b goto L52
  343: if r1 == 0x76c goto L52
  344: if r1 != 0x2bcb goto L51
L52:
  345: *(u32 *)(r10 - 136) = 0x1
  346: *(u64 *)(r10 - 144) = 0x2
  347: goto L0
L51:
      ; rule 3 `game` (line 15): Pass
  348: r1 = *(u64 *)(r10 - 16)
  349: r1 |= 0x0
  350: if r1 != 0x11 goto L53
  351: if r5 < 0x6987 goto L53
  352: if r5 > 0x6996 goto L53
L54:
  353: *(u32 *)(r10 - 136) = 0x3
  354: *(u64 *)(r10 - 144) = 0xffffffff
  355: goto L0
L53:
      ; default
  356: *(u32 *)(r10 - 136) = 0x4
  357: *(u64 *)(r10 - 144) = 0xffffffff
  358: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  359: *(u32 *)(r10 - 136) = 0x5
  360: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  361: r1 = map[dropc_counters] ll
  363: r2 = r10
  364: r2 += 0xffffff78
  365: call 1
  366: if r0 == 0x0 goto L55
  367: r1 = *(u64 *)(r0 + 0)
  368: r1 += 0x1
  369: *(u64 *)(r0 + 0) = r1
  370: r1 = *(u64 *)(r10 - 152)
  371: r2 = *(u32 *)(r1 + 0)
  372: r1 = *(u64 *)(r0 + 8)
  373: r1 += r2
  374: *(u64 *)(r0 + 8) = r1
L55:
  375: r0 = *(u64 *)(r10 - 144)
  376: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  377: r1 = map[dropc_counters] ll
  379: r2 = r10
  380: r2 += 0xffffff78
  381: call 1
  382: if r0 == 0x0 goto L56
  383: r1 = *(u64 *)(r0 + 0)
  384: r1 += 0x1
  385: *(u64 *)(r0 + 0) = r1
  386: r1 = *(u64 *)(r10 - 152)
  387: r2 = *(u32 *)(r1 + 0)
  388: r1 = *(u64 *)(r0 + 8)
  389: r1 += r2
  390: *(u64 *)(r0 + 8) = r1
L56:
  391: r0 = *(u64 *)(r10 - 144)
  392: exit
