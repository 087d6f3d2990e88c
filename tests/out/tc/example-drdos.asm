; dropc tc program `dropc_tc` (382 instruction slots)
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
   22: r8 = *(u32 *)(r0 + 26)
   23: r4 = *(u8 *)(r0 + 23)
   24: *(u64 *)(r10 - 16) = r4
   25: r2 = *(u16 *)(r0 + 20)
   26: if w2 & 0xff1f goto L9
   27: r2 &= 0x20
   28: r2 >>= 0x5
   29: r7 = r2
   30: r5 = *(u8 *)(r0 + 14)
   31: r5 &= 0xf
   32: r5 <<= 0x2
   33: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   34: if r4 == 0x11 goto L11
   35: *(u64 *)(r10 - 72) = 0x10000
   36: r5 = 0x10000
   37: goto L2
L9:
   38: r7 = 0x2
   39: *(u64 *)(r10 - 72) = 0x10000
   40: r5 = 0x10000
   41: goto L2
L11:
   42: r2 = r5
   43: r2 += 0x16
   44: if r2 > r3 goto L1
   45: r1 = *(u16 *)(r5 + 14)
   46: r1 = be16 r1
   47: *(u64 *)(r10 - 72) = r1
   48: r5 = *(u16 *)(r5 + 16)
   49: r5 = be16 r5
L2:
      ; rules for IPv4 packets
      ; rule 0 `upstream-dns` (line 12): Pass
   50: r1 = *(u64 *)(r10 - 16)
   51: r1 |= 0x0
   52: if r1 != 0x11 goto L13
   53: r1 = *(u64 *)(r10 - 72)
   54: r1 |= 0x0
   55: if r1 != 0x35 goto L13
L14:
   56: if w8 != 0x350200c0 goto L13
L15:
   57: *(u32 *)(r10 - 136) = 0x0
   58: *(u64 *)(r10 - 144) = 0xffffffff
   59: goto L0
L13:
      ; rule 1 `drdos` (line 13): Drop
   60: r1 = *(u64 *)(r10 - 16)
   61: r1 |= 0x0
   62: if r1 != 0x11 goto L16
   63: r1 = *(u64 *)(r10 - 72)
   64: r1 |= 0x0
   65: if r1 == 0x35 goto L17
   66: if r1 == 0x7b goto L17
   67: if r1 == 0x76c goto L17
   68: if r1 != 0x2bcb goto L16
L17:
   69: *(u32 *)(r10 - 136) = 0x1
   70: *(u64 *)(r10 - 144) = 0x2
   71: goto L0
L16:
      ; rule 2 `frags` (line 14): Drop
   72: if r7 == 0x0 goto L18
   73: *(u32 *)(r10 - 136) = 0x2
   74: *(u64 *)(r10 - 144) = 0x2
   75: goto L0
L18:
      ; rule 3 `game` (line 15): Pass
   76: r1 = *(u64 *)(r10 - 16)
   77: r1 |= 0x0
   78: if r1 != 0x11 goto L19
   79: if r5 < 0x6987 goto L19
   80: if r5 > 0x6996 goto L19
L20:
   81: *(u32 *)(r10 - 136) = 0x3
   82: *(u64 *)(r10 - 144) = 0xffffffff
   83: goto L0
L19:
      ; default
   84: *(u32 *)(r10 - 136) = 0x4
   85: *(u64 *)(r10 - 144) = 0xffffffff
   86: goto L0
L6:
   87: if w1 == 0xdd86 goto L7
   88: if w1 == 0x81 goto L21
   89: if w1 != 0xa888 goto L1
L21:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   90: r2 = *(u32 *)(r6 + 20)
   91: if r2 != 0x0 goto L1
   92: r2 = r0
   93: r2 += 0x12
   94: if r2 > r3 goto L1
   95: r1 = *(u16 *)(r0 + 16)
   96: r0 += 0x4
   97: if w1 == 0x8 goto L8
   98: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
   99: r2 = r0
  100: r2 += 0x36
  101: if r2 > r3 goto L1
  102: r7 = 0x0
      ; extension headers: r4 = next header, r5 = its start
  103: r4 = *(u8 *)(r0 + 20)
  104: r5 = r0
  105: r5 += 0x36
  106: if r4 == 0x2c goto L25
  107: if r4 == 0x0 goto L24
  108: if r4 == 0x2b goto L24
  109: if r4 != 0x3c goto L22
L24:
  110: r2 = r5
  111: r2 += 0x8
  112: if r2 > r3 goto L1
  113: r1 = *(u8 *)(r5 + 1)
  114: r4 = *(u8 *)(r5 + 0)
  115: r1 += 0x1
  116: r1 <<= 0x3
  117: r5 += r1
  118: goto L26
L25:
  119: r2 = r5
  120: r2 += 0x8
  121: if r2 > r3 goto L1
  122: r1 = *(u16 *)(r5 + 2)
  123: r4 = *(u8 *)(r5 + 0)
  124: r5 += 0x8
  125: r7 = 0x1
  126: if w1 & 0xf8ff goto L23
L26:
  127: r1 = r5
  128: r1 -= r0
  129: if r1 > 0x7fff goto L1
  130: r5 = r0
  131: r5 += r1
  132: if r4 == 0x2c goto L28
  133: if r4 == 0x0 goto L27
  134: if r4 == 0x2b goto L27
  135: if r4 != 0x3c goto L22
L27:
  136: r2 = r5
  137: r2 += 0x8
  138: if r2 > r3 goto L1
  139: r1 = *(u8 *)(r5 + 1)
  140: r4 = *(u8 *)(r5 + 0)
  141: r1 += 0x1
  142: r1 <<= 0x3
  143: r5 += r1
  144: goto L29
L28:
  145: r2 = r5
  146: r2 += 0x8
  147: if r2 > r3 goto L1
  148: r1 = *(u16 *)(r5 + 2)
  149: r4 = *(u8 *)(r5 + 0)
  150: r5 += 0x8
  151: r7 = 0x1
  152: if w1 & 0xf8ff goto L23
L29:
  153: r1 = r5
  154: r1 -= r0
  155: if r1 > 0x7fff goto L1
  156: r5 = r0
  157: r5 += r1
  158: if r4 == 0x2c goto L31
  159: if r4 == 0x0 goto L30
  160: if r4 == 0x2b goto L30
  161: if r4 != 0x3c goto L22
L30:
  162: r2 = r5
  163: r2 += 0x8
  164: if r2 > r3 goto L1
  165: r1 = *(u8 *)(r5 + 1)
  166: r4 = *(u8 *)(r5 + 0)
  167: r1 += 0x1
  168: r1 <<= 0x3
  169: r5 += r1
  170: goto L32
L31:
  171: r2 = r5
  172: r2 += 0x8
  173: if r2 > r3 goto L1
  174: r1 = *(u16 *)(r5 + 2)
  175: r4 = *(u8 *)(r5 + 0)
  176: r5 += 0x8
  177: r7 = 0x1
  178: if w1 & 0xf8ff goto L23
L32:
  179: r1 = r5
  180: r1 -= r0
  181: if r1 > 0x7fff goto L1
  182: r5 = r0
  183: r5 += r1
  184: if r4 == 0x2c goto L34
  185: if r4 == 0x0 goto L33
  186: if r4 == 0x2b goto L33
  187: if r4 != 0x3c goto L22
L33:
  188: r2 = r5
  189: r2 += 0x8
  190: if r2 > r3 goto L1
  191: r1 = *(u8 *)(r5 + 1)
  192: r4 = *(u8 *)(r5 + 0)
  193: r1 += 0x1
  194: r1 <<= 0x3
  195: r5 += r1
  196: goto L35
L34:
  197: r2 = r5
  198: r2 += 0x8
  199: if r2 > r3 goto L1
  200: r1 = *(u16 *)(r5 + 2)
  201: r4 = *(u8 *)(r5 + 0)
  202: r5 += 0x8
  203: r7 = 0x1
  204: if w1 & 0xf8ff goto L23
L35:
  205: r1 = r5
  206: r1 -= r0
  207: if r1 > 0x7fff goto L1
  208: r5 = r0
  209: r5 += r1
  210: if r4 == 0x2c goto L37
  211: if r4 == 0x0 goto L36
  212: if r4 == 0x2b goto L36
  213: if r4 != 0x3c goto L22
L36:
  214: r2 = r5
  215: r2 += 0x8
  216: if r2 > r3 goto L1
  217: r1 = *(u8 *)(r5 + 1)
  218: r4 = *(u8 *)(r5 + 0)
  219: r1 += 0x1
  220: r1 <<= 0x3
  221: r5 += r1
  222: goto L38
L37:
  223: r2 = r5
  224: r2 += 0x8
  225: if r2 > r3 goto L1
  226: r1 = *(u16 *)(r5 + 2)
  227: r4 = *(u8 *)(r5 + 0)
  228: r5 += 0x8
  229: r7 = 0x1
  230: if w1 & 0xf8ff goto L23
L38:
  231: r1 = r5
  232: r1 -= r0
  233: if r1 > 0x7fff goto L1
  234: r5 = r0
  235: r5 += r1
  236: if r4 == 0x2c goto L40
  237: if r4 == 0x0 goto L39
  238: if r4 == 0x2b goto L39
  239: if r4 != 0x3c goto L22
L39:
  240: r2 = r5
  241: r2 += 0x8
  242: if r2 > r3 goto L1
  243: r1 = *(u8 *)(r5 + 1)
  244: r4 = *(u8 *)(r5 + 0)
  245: r1 += 0x1
  246: r1 <<= 0x3
  247: r5 += r1
  248: goto L41
L40:
  249: r2 = r5
  250: r2 += 0x8
  251: if r2 > r3 goto L1
  252: r1 = *(u16 *)(r5 + 2)
  253: r4 = *(u8 *)(r5 + 0)
  254: r5 += 0x8
  255: r7 = 0x1
  256: if w1 & 0xf8ff goto L23
L41:
  257: r1 = r5
  258: r1 -= r0
  259: if r1 > 0x7fff goto L1
  260: r5 = r0
  261: r5 += r1
  262: if r4 == 0x2c goto L43
  263: if r4 == 0x0 goto L42
  264: if r4 == 0x2b goto L42
  265: if r4 != 0x3c goto L22
L42:
  266: r2 = r5
  267: r2 += 0x8
  268: if r2 > r3 goto L1
  269: r1 = *(u8 *)(r5 + 1)
  270: r4 = *(u8 *)(r5 + 0)
  271: r1 += 0x1
  272: r1 <<= 0x3
  273: r5 += r1
  274: goto L44
L43:
  275: r2 = r5
  276: r2 += 0x8
  277: if r2 > r3 goto L1
  278: r1 = *(u16 *)(r5 + 2)
  279: r4 = *(u8 *)(r5 + 0)
  280: r5 += 0x8
  281: r7 = 0x1
  282: if w1 & 0xf8ff goto L23
L44:
  283: r1 = r5
  284: r1 -= r0
  285: if r1 > 0x7fff goto L1
  286: r5 = r0
  287: r5 += r1
  288: if r4 == 0x2c goto L46
  289: if r4 == 0x0 goto L45
  290: if r4 == 0x2b goto L45
  291: if r4 != 0x3c goto L22
L45:
  292: r2 = r5
  293: r2 += 0x8
  294: if r2 > r3 goto L1
  295: r1 = *(u8 *)(r5 + 1)
  296: r4 = *(u8 *)(r5 + 0)
  297: r1 += 0x1
  298: r1 <<= 0x3
  299: r5 += r1
  300: goto L47
L46:
  301: r2 = r5
  302: r2 += 0x8
  303: if r2 > r3 goto L1
  304: r1 = *(u16 *)(r5 + 2)
  305: r4 = *(u8 *)(r5 + 0)
  306: r5 += 0x8
  307: r7 = 0x1
  308: if w1 & 0xf8ff goto L23
L47:
  309: r1 = r5
  310: r1 -= r0
  311: if r1 > 0x7fff goto L1
  312: r5 = r0
  313: r5 += r1
      ; deeper than the walk: no specified verdict
  314: if r4 == 0x0 goto L1
  315: if r4 == 0x2b goto L1
  316: if r4 == 0x2c goto L1
  317: if r4 == 0x3c goto L1
L22:
  318: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  319: if r4 == 0x11 goto L49
  320: *(u64 *)(r10 - 72) = 0x10000
  321: r5 = 0x10000
  322: goto L3
L49:
  323: r2 = r5
  324: r2 += 0x8
  325: if r2 > r3 goto L1
  326: r1 = *(u16 *)(r5 + 0)
  327: r1 = be16 r1
  328: *(u64 *)(r10 - 72) = r1
  329: r5 = *(u16 *)(r5 + 2)
  330: r5 = be16 r5
  331: goto L3
L23:
  332: r7 = 0x2
  333: *(u64 *)(r10 - 16) = r4
  334: *(u64 *)(r10 - 72) = 0x10000
  335: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 1 `drdos` (line 13): Drop
  336: r1 = *(u64 *)(r10 - 16)
  337: r1 |= 0x0
  338: if r1 != 0x11 goto L51
  339: r1 = *(u64 *)(r10 - 72)
  340: if r1 == 0x35 goto L52
  341: if r1 == 0x7b goto L52
  342: if r1 == 0x76c goto L52
  343: if r1 != 0x2bcb goto L51
L52:
  344: *(u32 *)(r10 - 136) = 0x1
  345: *(u64 *)(r10 - 144) = 0x2
  346: goto L0
L51:
      ; rule 3 `game` (line 15): Pass
  347: r1 = *(u64 *)(r10 - 16)
  348: r1 |= 0x0
  349: if r1 != 0x11 goto L53
  350: if r5 < 0x6987 goto L53
  351: if r5 > 0x6996 goto L53
L54:
  352: *(u32 *)(r10 - 136) = 0x3
  353: *(u64 *)(r10 - 144) = 0xffffffff
  354: goto L0
L53:
      ; default
  355: *(u32 *)(r10 - 136) = 0x4
  356: *(u64 *)(r10 - 144) = 0xffffffff
  357: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  358: *(u32 *)(r10 - 136) = 0x5
  359: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  360: r1 = map[dropc_counters] ll
  362: r2 = r10
  363: r2 += 0xffffff78
  364: call 1
  365: if r0 == 0x0 goto L55
  366: r1 = *(u64 *)(r0 + 0)
  367: r1 += 0x1
  368: *(u64 *)(r0 + 0) = r1
L55:
  369: r0 = *(u64 *)(r10 - 144)
  370: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  371: r1 = map[dropc_counters] ll
  373: r2 = r10
  374: r2 += 0xffffff78
  375: call 1
  376: if r0 == 0x0 goto L56
  377: r1 = *(u64 *)(r0 + 0)
  378: r1 += 0x1
  379: *(u64 *)(r0 + 0) = r1
L56:
  380: r0 = *(u64 *)(r10 - 144)
  381: exit
