; dropc xdp program `dropc_xdp` (368 instruction slots)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx)
    0: r0 = *(u32 *)(r1 + 0)
    1: r3 = *(u32 *)(r1 + 4)
      ; Ethernet
    2: r2 = r0
    3: r2 += 0xe
    4: if r2 > r3 goto L1
    5: r1 = *(u16 *)(r0 + 12)
    6: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
    7: r2 = r0
    8: r2 += 0x22
    9: if r2 > r3 goto L1
   10: r7 = *(u32 *)(r0 + 26)
   11: r4 = *(u8 *)(r0 + 23)
   12: *(u64 *)(r10 - 16) = r4
   13: r2 = *(u16 *)(r0 + 20)
   14: if w2 & 0xff1f goto L7
   15: r2 &= 0x20
   16: r2 >>= 0x5
   17: r6 = r2
   18: r5 = *(u8 *)(r0 + 14)
   19: r5 &= 0xf
   20: r5 <<= 0x2
   21: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   22: if r4 == 0x11 goto L9
   23: *(u64 *)(r10 - 72) = 0x10000
   24: r5 = 0x10000
   25: goto L2
L7:
   26: r6 = 0x2
   27: *(u64 *)(r10 - 72) = 0x10000
   28: r5 = 0x10000
   29: goto L2
L9:
   30: r2 = r5
   31: r2 += 0x16
   32: if r2 > r3 goto L1
   33: r1 = *(u16 *)(r5 + 14)
   34: r1 = be16 r1
   35: *(u64 *)(r10 - 72) = r1
   36: r5 = *(u16 *)(r5 + 16)
   37: r5 = be16 r5
L2:
      ; rules for IPv4 packets
      ; rule 0 `upstream-dns` (line 12): Pass
   38: r1 = *(u64 *)(r10 - 16)
   39: r1 |= 0x0
   40: if r1 != 0x11 goto L11
   41: r1 = *(u64 *)(r10 - 72)
   42: r1 |= 0x0
   43: if r1 != 0x35 goto L11
L12:
   44: if w7 != 0x350200c0 goto L11
L13:
   45: *(u32 *)(r10 - 136) = 0x0
   46: *(u64 *)(r10 - 144) = 0x2
   47: goto L0
L11:
      ; rule 1 `drdos` (line 13): Drop
   48: r1 = *(u64 *)(r10 - 16)
   49: r1 |= 0x0
   50: if r1 != 0x11 goto L14
   51: r1 = *(u64 *)(r10 - 72)
   52: r1 |= 0x0
   53: if r1 == 0x35 goto L15
   54: if r1 == 0x7b goto L15
   55: if r1 == 0x76c goto L15
   56: if r1 != 0x2bcb goto L14
L15:
   57: *(u32 *)(r10 - 136) = 0x1
   58: *(u64 *)(r10 - 144) = 0x1
   59: goto L0
L14:
      ; rule 2 `frags` (line 14): Drop
   60: if r6 == 0x0 goto L16
   61: *(u32 *)(r10 - 136) = 0x2
   62: *(u64 *)(r10 - 144) = 0x1
   63: goto L0
L16:
      ; rule 3 `game` (line 15): Pass
   64: r1 = *(u64 *)(r10 - 16)
   65: r1 |= 0x0
   66: if r1 != 0x11 goto L17
   67: if r5 < 0x6987 goto L17
   68: if r5 > 0x6996 goto L17
L18:
   69: *(u32 *)(r10 - 136) = 0x3
   70: *(u64 *)(r10 - 144) = 0x2
   71: goto L0
L17:
      ; default
   72: *(u32 *)(r10 - 136) = 0x4
   73: *(u64 *)(r10 - 144) = 0x2
   74: goto L0
L4:
   75: if w1 == 0xdd86 goto L5
   76: if w1 == 0x81 goto L19
   77: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   78: r2 = r0
   79: r2 += 0x12
   80: if r2 > r3 goto L1
   81: r1 = *(u16 *)(r0 + 16)
   82: r0 += 0x4
   83: if w1 == 0x8 goto L6
   84: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   85: r2 = r0
   86: r2 += 0x36
   87: if r2 > r3 goto L1
   88: r6 = 0x0
      ; extension headers: r4 = next header, r5 = its start
   89: r4 = *(u8 *)(r0 + 20)
   90: r5 = r0
   91: r5 += 0x36
   92: if r4 == 0x2c goto L23
   93: if r4 == 0x0 goto L22
   94: if r4 == 0x2b goto L22
   95: if r4 != 0x3c goto L20
L22:
   96: r2 = r5
   97: r2 += 0x8
   98: if r2 > r3 goto L1
   99: r1 = *(u8 *)(r5 + 1)
  100: r4 = *(u8 *)(r5 + 0)
  101: r1 += 0x1
  102: r1 <<= 0x3
  103: r5 += r1
  104: goto L24
L23:
  105: r2 = r5
  106: r2 += 0x8
  107: if r2 > r3 goto L1
  108: r1 = *(u16 *)(r5 + 2)
  109: r4 = *(u8 *)(r5 + 0)
  110: r5 += 0x8
  111: r6 = 0x1
  112: if w1 & 0xf8ff goto L21
L24:
  113: r1 = r5
  114: r1 -= r0
  115: if r1 > 0x7fff goto L1
  116: r5 = r0
  117: r5 += r1
  118: if r4 == 0x2c goto L26
  119: if r4 == 0x0 goto L25
  120: if r4 == 0x2b goto L25
  121: if r4 != 0x3c goto L20
L25:
  122: r2 = r5
  123: r2 += 0x8
  124: if r2 > r3 goto L1
  125: r1 = *(u8 *)(r5 + 1)
  126: r4 = *(u8 *)(r5 + 0)
  127: r1 += 0x1
  128: r1 <<= 0x3
  129: r5 += r1
  130: goto L27
L26:
  131: r2 = r5
  132: r2 += 0x8
  133: if r2 > r3 goto L1
  134: r1 = *(u16 *)(r5 + 2)
  135: r4 = *(u8 *)(r5 + 0)
  136: r5 += 0x8
  137: r6 = 0x1
  138: if w1 & 0xf8ff goto L21
L27:
  139: r1 = r5
  140: r1 -= r0
  141: if r1 > 0x7fff goto L1
  142: r5 = r0
  143: r5 += r1
  144: if r4 == 0x2c goto L29
  145: if r4 == 0x0 goto L28
  146: if r4 == 0x2b goto L28
  147: if r4 != 0x3c goto L20
L28:
  148: r2 = r5
  149: r2 += 0x8
  150: if r2 > r3 goto L1
  151: r1 = *(u8 *)(r5 + 1)
  152: r4 = *(u8 *)(r5 + 0)
  153: r1 += 0x1
  154: r1 <<= 0x3
  155: r5 += r1
  156: goto L30
L29:
  157: r2 = r5
  158: r2 += 0x8
  159: if r2 > r3 goto L1
  160: r1 = *(u16 *)(r5 + 2)
  161: r4 = *(u8 *)(r5 + 0)
  162: r5 += 0x8
  163: r6 = 0x1
  164: if w1 & 0xf8ff goto L21
L30:
  165: r1 = r5
  166: r1 -= r0
  167: if r1 > 0x7fff goto L1
  168: r5 = r0
  169: r5 += r1
  170: if r4 == 0x2c goto L32
  171: if r4 == 0x0 goto L31
  172: if r4 == 0x2b goto L31
  173: if r4 != 0x3c goto L20
L31:
  174: r2 = r5
  175: r2 += 0x8
  176: if r2 > r3 goto L1
  177: r1 = *(u8 *)(r5 + 1)
  178: r4 = *(u8 *)(r5 + 0)
  179: r1 += 0x1
  180: r1 <<= 0x3
  181: r5 += r1
  182: goto L33
L32:
  183: r2 = r5
  184: r2 += 0x8
  185: if r2 > r3 goto L1
  186: r1 = *(u16 *)(r5 + 2)
  187: r4 = *(u8 *)(r5 + 0)
  188: r5 += 0x8
  189: r6 = 0x1
  190: if w1 & 0xf8ff goto L21
L33:
  191: r1 = r5
  192: r1 -= r0
  193: if r1 > 0x7fff goto L1
  194: r5 = r0
  195: r5 += r1
  196: if r4 == 0x2c goto L35
  197: if r4 == 0x0 goto L34
  198: if r4 == 0x2b goto L34
  199: if r4 != 0x3c goto L20
L34:
  200: r2 = r5
  201: r2 += 0x8
  202: if r2 > r3 goto L1
  203: r1 = *(u8 *)(r5 + 1)
  204: r4 = *(u8 *)(r5 + 0)
  205: r1 += 0x1
  206: r1 <<= 0x3
  207: r5 += r1
  208: goto L36
L35:
  209: r2 = r5
  210: r2 += 0x8
  211: if r2 > r3 goto L1
  212: r1 = *(u16 *)(r5 + 2)
  213: r4 = *(u8 *)(r5 + 0)
  214: r5 += 0x8
  215: r6 = 0x1
  216: if w1 & 0xf8ff goto L21
L36:
  217: r1 = r5
  218: r1 -= r0
  219: if r1 > 0x7fff goto L1
  220: r5 = r0
  221: r5 += r1
  222: if r4 == 0x2c goto L38
  223: if r4 == 0x0 goto L37
  224: if r4 == 0x2b goto L37
  225: if r4 != 0x3c goto L20
L37:
  226: r2 = r5
  227: r2 += 0x8
  228: if r2 > r3 goto L1
  229: r1 = *(u8 *)(r5 + 1)
  230: r4 = *(u8 *)(r5 + 0)
  231: r1 += 0x1
  232: r1 <<= 0x3
  233: r5 += r1
  234: goto L39
L38:
  235: r2 = r5
  236: r2 += 0x8
  237: if r2 > r3 goto L1
  238: r1 = *(u16 *)(r5 + 2)
  239: r4 = *(u8 *)(r5 + 0)
  240: r5 += 0x8
  241: r6 = 0x1
  242: if w1 & 0xf8ff goto L21
L39:
  243: r1 = r5
  244: r1 -= r0
  245: if r1 > 0x7fff goto L1
  246: r5 = r0
  247: r5 += r1
  248: if r4 == 0x2c goto L41
  249: if r4 == 0x0 goto L40
  250: if r4 == 0x2b goto L40
  251: if r4 != 0x3c goto L20
L40:
  252: r2 = r5
  253: r2 += 0x8
  254: if r2 > r3 goto L1
  255: r1 = *(u8 *)(r5 + 1)
  256: r4 = *(u8 *)(r5 + 0)
  257: r1 += 0x1
  258: r1 <<= 0x3
  259: r5 += r1
  260: goto L42
L41:
  261: r2 = r5
  262: r2 += 0x8
  263: if r2 > r3 goto L1
  264: r1 = *(u16 *)(r5 + 2)
  265: r4 = *(u8 *)(r5 + 0)
  266: r5 += 0x8
  267: r6 = 0x1
  268: if w1 & 0xf8ff goto L21
L42:
  269: r1 = r5
  270: r1 -= r0
  271: if r1 > 0x7fff goto L1
  272: r5 = r0
  273: r5 += r1
  274: if r4 == 0x2c goto L44
  275: if r4 == 0x0 goto L43
  276: if r4 == 0x2b goto L43
  277: if r4 != 0x3c goto L20
L43:
  278: r2 = r5
  279: r2 += 0x8
  280: if r2 > r3 goto L1
  281: r1 = *(u8 *)(r5 + 1)
  282: r4 = *(u8 *)(r5 + 0)
  283: r1 += 0x1
  284: r1 <<= 0x3
  285: r5 += r1
  286: goto L45
L44:
  287: r2 = r5
  288: r2 += 0x8
  289: if r2 > r3 goto L1
  290: r1 = *(u16 *)(r5 + 2)
  291: r4 = *(u8 *)(r5 + 0)
  292: r5 += 0x8
  293: r6 = 0x1
  294: if w1 & 0xf8ff goto L21
L45:
  295: r1 = r5
  296: r1 -= r0
  297: if r1 > 0x7fff goto L1
  298: r5 = r0
  299: r5 += r1
      ; deeper than the walk: no specified verdict
  300: if r4 == 0x0 goto L1
  301: if r4 == 0x2b goto L1
  302: if r4 == 0x2c goto L1
  303: if r4 == 0x3c goto L1
L20:
  304: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  305: if r4 == 0x11 goto L47
  306: *(u64 *)(r10 - 72) = 0x10000
  307: r5 = 0x10000
  308: goto L3
L47:
  309: r2 = r5
  310: r2 += 0x8
  311: if r2 > r3 goto L1
  312: r1 = *(u16 *)(r5 + 0)
  313: r1 = be16 r1
  314: *(u64 *)(r10 - 72) = r1
  315: r5 = *(u16 *)(r5 + 2)
  316: r5 = be16 r5
  317: goto L3
L21:
  318: r6 = 0x2
  319: *(u64 *)(r10 - 16) = r4
  320: *(u64 *)(r10 - 72) = 0x10000
  321: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 1 `drdos` (line 13): Drop
  322: r1 = *(u64 *)(r10 - 16)
  323: r1 |= 0x0
  324: if r1 != 0x11 goto L49
  325: r1 = *(u64 *)(r10 - 72)
  326: if r1 == 0x35 goto L50
  327: if r1 == 0x7b goto L50
  328: if r1 == 0x76c goto L50
  329: if r1 != 0x2bcb goto L49
L50:
  330: *(u32 *)(r10 - 136) = 0x1
  331: *(u64 *)(r10 - 144) = 0x1
  332: goto L0
L49:
      ; rule 3 `game` (line 15): Pass
  333: r1 = *(u64 *)(r10 - 16)
  334: r1 |= 0x0
  335: if r1 != 0x11 goto L51
  336: if r5 < 0x6987 goto L51
  337: if r5 > 0x6996 goto L51
L52:
  338: *(u32 *)(r10 - 136) = 0x3
  339: *(u64 *)(r10 - 144) = 0x2
  340: goto L0
L51:
      ; default
  341: *(u32 *)(r10 - 136) = 0x4
  342: *(u64 *)(r10 - 144) = 0x2
  343: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  344: *(u32 *)(r10 - 136) = 0x5
  345: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  346: r1 = map[dropc_counters] ll
  348: r2 = r10
  349: r2 += 0xffffff78
  350: call 1
  351: if r0 == 0x0 goto L53
  352: r1 = *(u64 *)(r0 + 0)
  353: r1 += 0x1
  354: *(u64 *)(r0 + 0) = r1
L53:
  355: r0 = *(u64 *)(r10 - 144)
  356: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  357: r1 = map[dropc_counters] ll
  359: r2 = r10
  360: r2 += 0xffffff78
  361: call 1
  362: if r0 == 0x0 goto L54
  363: r1 = *(u64 *)(r0 + 0)
  364: r1 += 0x1
  365: *(u64 *)(r0 + 0) = r1
L54:
  366: r0 = *(u64 *)(r10 - 144)
  367: exit
