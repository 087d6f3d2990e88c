; dropc tc program `dropc_tc` (422 instruction slots)
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
      ; payload: keep the packet bounds and the IP packet's end
   23: *(u64 *)(r10 - 160) = r0
   24: *(u64 *)(r10 - 168) = r3
   25: r1 = *(u16 *)(r0 + 16)
   26: r1 = be16 r1
   27: r1 += 0xe
   28: *(u64 *)(r10 - 184) = r1
   29: r4 = *(u8 *)(r0 + 23)
   30: r2 = *(u16 *)(r0 + 20)
   31: if w2 & 0xff1f goto L9
   32: r5 = *(u8 *)(r0 + 14)
   33: r5 &= 0xf
   34: r5 <<= 0x2
   35: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   36: if r4 == 0x6 goto L10
   37: if r4 == 0x1 goto L12
   38: if r4 == 0x11 goto L11
   39: r5 = 0x10000
   40: *(u64 *)(r10 - 176) = 0x10000
   41: goto L2
L10:
   42: r2 = r5
   43: r2 += 0x22
   44: if r2 > r3 goto L1
   45: r1 = *(u8 *)(r5 + 26)
   46: r1 >>= 0x4
   47: r1 <<= 0x2
   48: r2 = r5
   49: r2 -= r0
   50: r2 += 0xe
   51: r2 += r1
   52: *(u64 *)(r10 - 176) = r2
   53: r5 = *(u16 *)(r5 + 16)
   54: goto L2
L12:
   55: r2 = r5
   56: r2 += 0x16
   57: if r2 > r3 goto L1
   58: r2 = r5
   59: r2 -= r0
   60: r2 += 0x16
   61: *(u64 *)(r10 - 176) = r2
   62: r5 = 0x10000
   63: goto L2
L9:
   64: r5 = 0x10000
   65: *(u64 *)(r10 - 176) = 0x10000
   66: goto L2
L11:
   67: r2 = r5
   68: r2 += 0x16
   69: if r2 > r3 goto L1
   70: r2 = r5
   71: r2 -= r0
   72: r2 += 0x16
   73: *(u64 *)(r10 - 176) = r2
   74: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `sig` (line 4): Drop
   75: if r4 != 0x11 goto L13
   76: if r5 != 0x3500 goto L13
L14:
      ; payload: 1 bytes at payload offset 0
   77: r1 = *(u64 *)(r10 - 176)
   78: r1 |= 0x0
   79: if r1 > 0xfffa goto L13
   80: r2 = r1
   81: r2 += 0x1
   82: r3 = *(u64 *)(r10 - 184)
   83: if r2 > r3 goto L13
   84: r2 = *(u64 *)(r10 - 160)
   85: r2 += r1
   86: r3 = r2
   87: r3 += 0x1
   88: r1 = *(u64 *)(r10 - 168)
   89: if r3 > r1 goto L13
   90: r1 = *(u8 *)(r2 + 0)
   91: if w1 != 0x1 goto L13
L15:
   92: *(u32 *)(r10 - 136) = 0x0
   93: *(u64 *)(r10 - 144) = 0x2
   94: goto L0
L13:
      ; default
   95: *(u32 *)(r10 - 136) = 0x1
   96: *(u64 *)(r10 - 144) = 0xffffffff
   97: goto L0
L6:
   98: if w1 == 0xdd86 goto L7
   99: if w1 == 0x81 goto L16
  100: if w1 != 0xa888 goto L1
L16:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  101: r2 = *(u32 *)(r6 + 20)
  102: if r2 != 0x0 goto L1
  103: r2 = r0
  104: r2 += 0x12
  105: if r2 > r3 goto L1
  106: r1 = *(u16 *)(r0 + 16)
  107: r0 += 0x4
  108: if w1 == 0x8 goto L8
  109: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  110: r2 = r0
  111: r2 += 0x36
  112: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  113: *(u64 *)(r10 - 160) = r0
  114: *(u64 *)(r10 - 168) = r3
  115: r1 = *(u16 *)(r0 + 18)
  116: r1 = be16 r1
  117: r1 += 0x36
  118: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  119: r4 = *(u8 *)(r0 + 20)
  120: r5 = r0
  121: r5 += 0x36
  122: if r4 == 0x2c goto L20
  123: if r4 == 0x0 goto L19
  124: if r4 == 0x2b goto L19
  125: if r4 != 0x3c goto L17
L19:
  126: r2 = r5
  127: r2 += 0x8
  128: if r2 > r3 goto L1
  129: r1 = *(u8 *)(r5 + 1)
  130: r4 = *(u8 *)(r5 + 0)
  131: r1 += 0x1
  132: r1 <<= 0x3
  133: r5 += r1
  134: goto L21
L20:
  135: r2 = r5
  136: r2 += 0x8
  137: if r2 > r3 goto L1
  138: r1 = *(u16 *)(r5 + 2)
  139: r4 = *(u8 *)(r5 + 0)
  140: r5 += 0x8
  141: if w1 & 0xf8ff goto L18
L21:
  142: r1 = r5
  143: r1 -= r0
  144: if r1 > 0x7fff goto L1
  145: r5 = r0
  146: r5 += r1
  147: if r4 == 0x2c goto L23
  148: if r4 == 0x0 goto L22
  149: if r4 == 0x2b goto L22
  150: if r4 != 0x3c goto L17
L22:
  151: r2 = r5
  152: r2 += 0x8
  153: if r2 > r3 goto L1
  154: r1 = *(u8 *)(r5 + 1)
  155: r4 = *(u8 *)(r5 + 0)
  156: r1 += 0x1
  157: r1 <<= 0x3
  158: r5 += r1
  159: goto L24
L23:
  160: r2 = r5
  161: r2 += 0x8
  162: if r2 > r3 goto L1
  163: r1 = *(u16 *)(r5 + 2)
  164: r4 = *(u8 *)(r5 + 0)
  165: r5 += 0x8
  166: if w1 & 0xf8ff goto L18
L24:
  167: r1 = r5
  168: r1 -= r0
  169: if r1 > 0x7fff goto L1
  170: r5 = r0
  171: r5 += r1
  172: if r4 == 0x2c goto L26
  173: if r4 == 0x0 goto L25
  174: if r4 == 0x2b goto L25
  175: if r4 != 0x3c goto L17
L25:
  176: r2 = r5
  177: r2 += 0x8
  178: if r2 > r3 goto L1
  179: r1 = *(u8 *)(r5 + 1)
  180: r4 = *(u8 *)(r5 + 0)
  181: r1 += 0x1
  182: r1 <<= 0x3
  183: r5 += r1
  184: goto L27
L26:
  185: r2 = r5
  186: r2 += 0x8
  187: if r2 > r3 goto L1
  188: r1 = *(u16 *)(r5 + 2)
  189: r4 = *(u8 *)(r5 + 0)
  190: r5 += 0x8
  191: if w1 & 0xf8ff goto L18
L27:
  192: r1 = r5
  193: r1 -= r0
  194: if r1 > 0x7fff goto L1
  195: r5 = r0
  196: r5 += r1
  197: if r4 == 0x2c goto L29
  198: if r4 == 0x0 goto L28
  199: if r4 == 0x2b goto L28
  200: if r4 != 0x3c goto L17
L28:
  201: r2 = r5
  202: r2 += 0x8
  203: if r2 > r3 goto L1
  204: r1 = *(u8 *)(r5 + 1)
  205: r4 = *(u8 *)(r5 + 0)
  206: r1 += 0x1
  207: r1 <<= 0x3
  208: r5 += r1
  209: goto L30
L29:
  210: r2 = r5
  211: r2 += 0x8
  212: if r2 > r3 goto L1
  213: r1 = *(u16 *)(r5 + 2)
  214: r4 = *(u8 *)(r5 + 0)
  215: r5 += 0x8
  216: if w1 & 0xf8ff goto L18
L30:
  217: r1 = r5
  218: r1 -= r0
  219: if r1 > 0x7fff goto L1
  220: r5 = r0
  221: r5 += r1
  222: if r4 == 0x2c goto L32
  223: if r4 == 0x0 goto L31
  224: if r4 == 0x2b goto L31
  225: if r4 != 0x3c goto L17
L31:
  226: r2 = r5
  227: r2 += 0x8
  228: if r2 > r3 goto L1
  229: r1 = *(u8 *)(r5 + 1)
  230: r4 = *(u8 *)(r5 + 0)
  231: r1 += 0x1
  232: r1 <<= 0x3
  233: r5 += r1
  234: goto L33
L32:
  235: r2 = r5
  236: r2 += 0x8
  237: if r2 > r3 goto L1
  238: r1 = *(u16 *)(r5 + 2)
  239: r4 = *(u8 *)(r5 + 0)
  240: r5 += 0x8
  241: if w1 & 0xf8ff goto L18
L33:
  242: r1 = r5
  243: r1 -= r0
  244: if r1 > 0x7fff goto L1
  245: r5 = r0
  246: r5 += r1
  247: if r4 == 0x2c goto L35
  248: if r4 == 0x0 goto L34
  249: if r4 == 0x2b goto L34
  250: if r4 != 0x3c goto L17
L34:
  251: r2 = r5
  252: r2 += 0x8
  253: if r2 > r3 goto L1
  254: r1 = *(u8 *)(r5 + 1)
  255: r4 = *(u8 *)(r5 + 0)
  256: r1 += 0x1
  257: r1 <<= 0x3
  258: r5 += r1
  259: goto L36
L35:
  260: r2 = r5
  261: r2 += 0x8
  262: if r2 > r3 goto L1
  263: r1 = *(u16 *)(r5 + 2)
  264: r4 = *(u8 *)(r5 + 0)
  265: r5 += 0x8
  266: if w1 & 0xf8ff goto L18
L36:
  267: r1 = r5
  268: r1 -= r0
  269: if r1 > 0x7fff goto L1
  270: r5 = r0
  271: r5 += r1
  272: if r4 == 0x2c goto L38
  273: if r4 == 0x0 goto L37
  274: if r4 == 0x2b goto L37
  275: if r4 != 0x3c goto L17
L37:
  276: r2 = r5
  277: r2 += 0x8
  278: if r2 > r3 goto L1
  279: r1 = *(u8 *)(r5 + 1)
  280: r4 = *(u8 *)(r5 + 0)
  281: r1 += 0x1
  282: r1 <<= 0x3
  283: r5 += r1
  284: goto L39
L38:
  285: r2 = r5
  286: r2 += 0x8
  287: if r2 > r3 goto L1
  288: r1 = *(u16 *)(r5 + 2)
  289: r4 = *(u8 *)(r5 + 0)
  290: r5 += 0x8
  291: if w1 & 0xf8ff goto L18
L39:
  292: r1 = r5
  293: r1 -= r0
  294: if r1 > 0x7fff goto L1
  295: r5 = r0
  296: r5 += r1
  297: if r4 == 0x2c goto L41
  298: if r4 == 0x0 goto L40
  299: if r4 == 0x2b goto L40
  300: if r4 != 0x3c goto L17
L40:
  301: r2 = r5
  302: r2 += 0x8
  303: if r2 > r3 goto L1
  304: r1 = *(u8 *)(r5 + 1)
  305: r4 = *(u8 *)(r5 + 0)
  306: r1 += 0x1
  307: r1 <<= 0x3
  308: r5 += r1
  309: goto L42
L41:
  310: r2 = r5
  311: r2 += 0x8
  312: if r2 > r3 goto L1
  313: r1 = *(u16 *)(r5 + 2)
  314: r4 = *(u8 *)(r5 + 0)
  315: r5 += 0x8
  316: if w1 & 0xf8ff goto L18
L42:
  317: r1 = r5
  318: r1 -= r0
  319: if r1 > 0x7fff goto L1
  320: r5 = r0
  321: r5 += r1
      ; deeper than the walk: no specified verdict
  322: if r4 == 0x0 goto L1
  323: if r4 == 0x2b goto L1
  324: if r4 == 0x2c goto L1
  325: if r4 == 0x3c goto L1
L17:
      ; layer 4 (r4 = protocol, header at r5)
  326: if r4 == 0x6 goto L43
  327: if r4 == 0x3a goto L45
  328: if r4 == 0x11 goto L44
  329: r5 = 0x10000
  330: *(u64 *)(r10 - 176) = 0x10000
  331: goto L3
L43:
  332: r2 = r5
  333: r2 += 0x14
  334: if r2 > r3 goto L1
  335: r1 = *(u8 *)(r5 + 12)
  336: r1 >>= 0x4
  337: r1 <<= 0x2
  338: r2 = r5
  339: r2 -= r0
  340: r2 += 0x0
  341: r2 += r1
  342: *(u64 *)(r10 - 176) = r2
  343: r5 = *(u16 *)(r5 + 2)
  344: goto L3
L45:
  345: r2 = r5
  346: r2 += 0x8
  347: if r2 > r3 goto L1
  348: r2 = r5
  349: r2 -= r0
  350: r2 += 0x8
  351: *(u64 *)(r10 - 176) = r2
  352: r5 = 0x10000
  353: goto L3
L44:
  354: r2 = r5
  355: r2 += 0x8
  356: if r2 > r3 goto L1
  357: r2 = r5
  358: r2 -= r0
  359: r2 += 0x8
  360: *(u64 *)(r10 - 176) = r2
  361: r5 = *(u16 *)(r5 + 2)
  362: goto L3
L18:
  363: r5 = 0x10000
  364: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `sig` (line 4): Drop
  365: if r4 != 0x11 goto L46
  366: if r5 != 0x3500 goto L46
L47:
      ; payload: 1 bytes at payload offset 0
  367: r1 = *(u64 *)(r10 - 176)
  368: r1 |= 0x0
  369: if r1 > 0xfffa goto L46
  370: r2 = r1
  371: r2 += 0x1
  372: r3 = *(u64 *)(r10 - 184)
  373: if r2 > r3 goto L46
  374: r2 = *(u64 *)(r10 - 160)
  375: r2 += r1
  376: r3 = r2
  377: r3 += 0x1
  378: r1 = *(u64 *)(r10 - 168)
  379: if r3 > r1 goto L46
  380: r1 = *(u8 *)(r2 + 0)
  381: if w1 != 0x1 goto L46
L48:
  382: *(u32 *)(r10 - 136) = 0x0
  383: *(u64 *)(r10 - 144) = 0x2
  384: goto L0
L46:
      ; default
  385: *(u32 *)(r10 - 136) = 0x1
  386: *(u64 *)(r10 - 144) = 0xffffffff
  387: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  388: *(u32 *)(r10 - 136) = 0x2
  389: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  390: r1 = map[dropc_counters] ll
  392: r2 = r10
  393: r2 += 0xffffff78
  394: call 1
  395: if r0 == 0x0 goto L49
  396: r1 = *(u64 *)(r0 + 0)
  397: r1 += 0x1
  398: *(u64 *)(r0 + 0) = r1
  399: r1 = *(u64 *)(r10 - 152)
  400: r2 = *(u32 *)(r1 + 0)
  401: r1 = *(u64 *)(r0 + 8)
  402: r1 += r2
  403: *(u64 *)(r0 + 8) = r1
L49:
  404: r0 = *(u64 *)(r10 - 144)
  405: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  406: r1 = map[dropc_counters] ll
  408: r2 = r10
  409: r2 += 0xffffff78
  410: call 1
  411: if r0 == 0x0 goto L50
  412: r1 = *(u64 *)(r0 + 0)
  413: r1 += 0x1
  414: *(u64 *)(r0 + 0) = r1
  415: r1 = *(u64 *)(r10 - 152)
  416: r2 = *(u32 *)(r1 + 0)
  417: r1 = *(u64 *)(r0 + 8)
  418: r1 += r2
  419: *(u64 *)(r0 + 8) = r1
L50:
  420: r0 = *(u64 *)(r10 - 144)
  421: exit
