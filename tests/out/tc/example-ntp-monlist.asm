; dropc tc program `dropc_tc` (441 instruction slots)
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
   30: *(u64 *)(r10 - 16) = r4
   31: r2 = *(u16 *)(r0 + 20)
   32: if w2 & 0xff1f goto L9
   33: r5 = *(u8 *)(r0 + 14)
   34: r5 &= 0xf
   35: r5 <<= 0x2
   36: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   37: if r4 == 0x6 goto L10
   38: if r4 == 0x1 goto L12
   39: if r4 == 0x11 goto L11
   40: r7 = 0x10000
   41: r5 = 0x10000
   42: *(u64 *)(r10 - 176) = 0x10000
   43: goto L2
L10:
   44: r2 = r5
   45: r2 += 0x22
   46: if r2 > r3 goto L1
   47: r1 = *(u8 *)(r5 + 26)
   48: r1 >>= 0x4
   49: r1 <<= 0x2
   50: r2 = r5
   51: r2 -= r0
   52: r2 += 0xe
   53: r2 += r1
   54: *(u64 *)(r10 - 176) = r2
   55: r7 = *(u16 *)(r5 + 14)
   56: r5 = *(u16 *)(r5 + 16)
   57: goto L2
L12:
   58: r2 = r5
   59: r2 += 0x16
   60: if r2 > r3 goto L1
   61: r2 = r5
   62: r2 -= r0
   63: r2 += 0x16
   64: *(u64 *)(r10 - 176) = r2
   65: r7 = 0x10000
   66: r5 = 0x10000
   67: goto L2
L9:
   68: r7 = 0x10000
   69: r5 = 0x10000
   70: *(u64 *)(r10 - 176) = 0x10000
   71: goto L2
L11:
   72: r2 = r5
   73: r2 += 0x16
   74: if r2 > r3 goto L1
   75: r2 = r5
   76: r2 -= r0
   77: r2 += 0x16
   78: *(u64 *)(r10 - 176) = r2
   79: r7 = *(u16 *)(r5 + 14)
   80: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `monlist-in` (line 9): Drop
   81: r1 = *(u64 *)(r10 - 16)
   82: r1 |= 0x0
   83: if r1 != 0x11 goto L13
   84: if r5 != 0x7b00 goto L13
L14:
      ; payload: 4 bytes at payload offset 0
   85: r1 = *(u64 *)(r10 - 176)
   86: r1 |= 0x0
   87: if r1 > 0xfff7 goto L13
   88: r2 = r1
   89: r2 += 0x4
   90: r3 = *(u64 *)(r10 - 184)
   91: if r2 > r3 goto L13
   92: r2 = *(u64 *)(r10 - 160)
   93: r2 += r1
   94: r3 = r2
   95: r3 += 0x4
   96: r1 = *(u64 *)(r10 - 168)
   97: if r3 > r1 goto L13
   98: r1 = *(u32 *)(r2 + 0)
   99: w1 &= 0xff000007
  100: if w1 != 0x2a000007 goto L13
L15:
  101: *(u32 *)(r10 - 136) = 0x0
  102: *(u64 *)(r10 - 144) = 0x2
  103: goto L0
L13:
      ; rule 1 `monlist-out` (line 10): Drop
  104: r1 = *(u64 *)(r10 - 16)
  105: r1 |= 0x0
  106: if r1 != 0x11 goto L16
  107: if r7 != 0x7b00 goto L16
L17:
      ; payload: 4 bytes at payload offset 0
  108: r1 = *(u64 *)(r10 - 176)
  109: r1 |= 0x0
  110: if r1 > 0xfff7 goto L16
  111: r2 = r1
  112: r2 += 0x4
  113: r3 = *(u64 *)(r10 - 184)
  114: if r2 > r3 goto L16
  115: r2 = *(u64 *)(r10 - 160)
  116: r2 += r1
  117: r3 = r2
  118: r3 += 0x4
  119: r1 = *(u64 *)(r10 - 168)
  120: if r3 > r1 goto L16
  121: r1 = *(u32 *)(r2 + 0)
  122: w1 &= 0xff000007
  123: if w1 != 0x2a000007 goto L16
L18:
  124: *(u32 *)(r10 - 136) = 0x1
  125: *(u64 *)(r10 - 144) = 0x2
  126: goto L0
L16:
      ; default
  127: *(u32 *)(r10 - 136) = 0x2
  128: *(u64 *)(r10 - 144) = 0xffffffff
  129: goto L0
L6:
  130: if w1 == 0xdd86 goto L7
  131: if w1 == 0x81 goto L19
  132: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  133: r2 = *(u32 *)(r6 + 20)
  134: if r2 != 0x0 goto L1
  135: r2 = r0
  136: r2 += 0x12
  137: if r2 > r3 goto L1
  138: r1 = *(u16 *)(r0 + 16)
  139: r0 += 0x4
  140: if w1 == 0x8 goto L8
  141: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  142: r2 = r0
  143: r2 += 0x36
  144: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  145: *(u64 *)(r10 - 160) = r0
  146: *(u64 *)(r10 - 168) = r3
  147: r1 = *(u16 *)(r0 + 18)
  148: r1 = be16 r1
  149: r1 += 0x36
  150: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  151: r4 = *(u8 *)(r0 + 20)
  152: r5 = r0
  153: r5 += 0x36
  154: if r4 == 0x2c goto L23
  155: if r4 == 0x0 goto L22
  156: if r4 == 0x2b goto L22
  157: if r4 != 0x3c goto L20
L22:
  158: r2 = r5
  159: r2 += 0x8
  160: if r2 > r3 goto L1
  161: r1 = *(u8 *)(r5 + 1)
  162: r4 = *(u8 *)(r5 + 0)
  163: r1 += 0x1
  164: r1 <<= 0x3
  165: r5 += r1
  166: goto L24
L23:
  167: r2 = r5
  168: r2 += 0x8
  169: if r2 > r3 goto L1
  170: r1 = *(u16 *)(r5 + 2)
  171: r4 = *(u8 *)(r5 + 0)
  172: r5 += 0x8
  173: if w1 & 0xf8ff goto L21
L24:
  174: r1 = r5
  175: r1 -= r0
  176: if r1 > 0x7fff goto L1
  177: r5 = r0
  178: r5 += r1
  179: if r4 == 0x2c goto L26
  180: if r4 == 0x0 goto L25
  181: if r4 == 0x2b goto L25
  182: if r4 != 0x3c goto L20
L25:
  183: r2 = r5
  184: r2 += 0x8
  185: if r2 > r3 goto L1
  186: r1 = *(u8 *)(r5 + 1)
  187: r4 = *(u8 *)(r5 + 0)
  188: r1 += 0x1
  189: r1 <<= 0x3
  190: r5 += r1
  191: goto L27
L26:
  192: r2 = r5
  193: r2 += 0x8
  194: if r2 > r3 goto L1
  195: r1 = *(u16 *)(r5 + 2)
  196: r4 = *(u8 *)(r5 + 0)
  197: r5 += 0x8
  198: if w1 & 0xf8ff goto L21
L27:
  199: r1 = r5
  200: r1 -= r0
  201: if r1 > 0x7fff goto L1
  202: r5 = r0
  203: r5 += r1
  204: if r4 == 0x2c goto L29
  205: if r4 == 0x0 goto L28
  206: if r4 == 0x2b goto L28
  207: if r4 != 0x3c goto L20
L28:
  208: r2 = r5
  209: r2 += 0x8
  210: if r2 > r3 goto L1
  211: r1 = *(u8 *)(r5 + 1)
  212: r4 = *(u8 *)(r5 + 0)
  213: r1 += 0x1
  214: r1 <<= 0x3
  215: r5 += r1
  216: goto L30
L29:
  217: r2 = r5
  218: r2 += 0x8
  219: if r2 > r3 goto L1
  220: r1 = *(u16 *)(r5 + 2)
  221: r4 = *(u8 *)(r5 + 0)
  222: r5 += 0x8
  223: if w1 & 0xf8ff goto L21
L30:
  224: r1 = r5
  225: r1 -= r0
  226: if r1 > 0x7fff goto L1
  227: r5 = r0
  228: r5 += r1
  229: if r4 == 0x2c goto L32
  230: if r4 == 0x0 goto L31
  231: if r4 == 0x2b goto L31
  232: if r4 != 0x3c goto L20
L31:
  233: r2 = r5
  234: r2 += 0x8
  235: if r2 > r3 goto L1
  236: r1 = *(u8 *)(r5 + 1)
  237: r4 = *(u8 *)(r5 + 0)
  238: r1 += 0x1
  239: r1 <<= 0x3
  240: r5 += r1
  241: goto L33
L32:
  242: r2 = r5
  243: r2 += 0x8
  244: if r2 > r3 goto L1
  245: r1 = *(u16 *)(r5 + 2)
  246: r4 = *(u8 *)(r5 + 0)
  247: r5 += 0x8
  248: if w1 & 0xf8ff goto L21
L33:
  249: r1 = r5
  250: r1 -= r0
  251: if r1 > 0x7fff goto L1
  252: r5 = r0
  253: r5 += r1
  254: if r4 == 0x2c goto L35
  255: if r4 == 0x0 goto L34
  256: if r4 == 0x2b goto L34
  257: if r4 != 0x3c goto L20
L34:
  258: r2 = r5
  259: r2 += 0x8
  260: if r2 > r3 goto L1
  261: r1 = *(u8 *)(r5 + 1)
  262: r4 = *(u8 *)(r5 + 0)
  263: r1 += 0x1
  264: r1 <<= 0x3
  265: r5 += r1
  266: goto L36
L35:
  267: r2 = r5
  268: r2 += 0x8
  269: if r2 > r3 goto L1
  270: r1 = *(u16 *)(r5 + 2)
  271: r4 = *(u8 *)(r5 + 0)
  272: r5 += 0x8
  273: if w1 & 0xf8ff goto L21
L36:
  274: r1 = r5
  275: r1 -= r0
  276: if r1 > 0x7fff goto L1
  277: r5 = r0
  278: r5 += r1
  279: if r4 == 0x2c goto L38
  280: if r4 == 0x0 goto L37
  281: if r4 == 0x2b goto L37
  282: if r4 != 0x3c goto L20
L37:
  283: r2 = r5
  284: r2 += 0x8
  285: if r2 > r3 goto L1
  286: r1 = *(u8 *)(r5 + 1)
  287: r4 = *(u8 *)(r5 + 0)
  288: r1 += 0x1
  289: r1 <<= 0x3
  290: r5 += r1
  291: goto L39
L38:
  292: r2 = r5
  293: r2 += 0x8
  294: if r2 > r3 goto L1
  295: r1 = *(u16 *)(r5 + 2)
  296: r4 = *(u8 *)(r5 + 0)
  297: r5 += 0x8
  298: if w1 & 0xf8ff goto L21
L39:
  299: r1 = r5
  300: r1 -= r0
  301: if r1 > 0x7fff goto L1
  302: r5 = r0
  303: r5 += r1
  304: if r4 == 0x2c goto L41
  305: if r4 == 0x0 goto L40
  306: if r4 == 0x2b goto L40
  307: if r4 != 0x3c goto L20
L40:
  308: r2 = r5
  309: r2 += 0x8
  310: if r2 > r3 goto L1
  311: r1 = *(u8 *)(r5 + 1)
  312: r4 = *(u8 *)(r5 + 0)
  313: r1 += 0x1
  314: r1 <<= 0x3
  315: r5 += r1
  316: goto L42
L41:
  317: r2 = r5
  318: r2 += 0x8
  319: if r2 > r3 goto L1
  320: r1 = *(u16 *)(r5 + 2)
  321: r4 = *(u8 *)(r5 + 0)
  322: r5 += 0x8
  323: if w1 & 0xf8ff goto L21
L42:
  324: r1 = r5
  325: r1 -= r0
  326: if r1 > 0x7fff goto L1
  327: r5 = r0
  328: r5 += r1
  329: if r4 == 0x2c goto L44
  330: if r4 == 0x0 goto L43
  331: if r4 == 0x2b goto L43
  332: if r4 != 0x3c goto L20
L43:
  333: r2 = r5
  334: r2 += 0x8
  335: if r2 > r3 goto L1
  336: r1 = *(u8 *)(r5 + 1)
  337: r4 = *(u8 *)(r5 + 0)
  338: r1 += 0x1
  339: r1 <<= 0x3
  340: r5 += r1
  341: goto L45
L44:
  342: r2 = r5
  343: r2 += 0x8
  344: if r2 > r3 goto L1
  345: r1 = *(u16 *)(r5 + 2)
  346: r4 = *(u8 *)(r5 + 0)
  347: r5 += 0x8
  348: if w1 & 0xf8ff goto L21
L45:
  349: r1 = r5
  350: r1 -= r0
  351: if r1 > 0x7fff goto L1
  352: r5 = r0
  353: r5 += r1
      ; deeper than the walk: no specified verdict
  354: if r4 == 0x0 goto L1
  355: if r4 == 0x2b goto L1
  356: if r4 == 0x2c goto L1
  357: if r4 == 0x3c goto L1
L20:
  358: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  359: if r4 == 0x6 goto L46
  360: if r4 == 0x3a goto L48
  361: if r4 == 0x11 goto L47
  362: r7 = 0x10000
  363: r5 = 0x10000
  364: *(u64 *)(r10 - 176) = 0x10000
  365: goto L3
L46:
  366: r2 = r5
  367: r2 += 0x14
  368: if r2 > r3 goto L1
  369: r1 = *(u8 *)(r5 + 12)
  370: r1 >>= 0x4
  371: r1 <<= 0x2
  372: r2 = r5
  373: r2 -= r0
  374: r2 += 0x0
  375: r2 += r1
  376: *(u64 *)(r10 - 176) = r2
  377: r7 = *(u16 *)(r5 + 0)
  378: r5 = *(u16 *)(r5 + 2)
  379: goto L3
L48:
  380: r2 = r5
  381: r2 += 0x8
  382: if r2 > r3 goto L1
  383: r2 = r5
  384: r2 -= r0
  385: r2 += 0x8
  386: *(u64 *)(r10 - 176) = r2
  387: r7 = 0x10000
  388: r5 = 0x10000
  389: goto L3
L47:
  390: r2 = r5
  391: r2 += 0x8
  392: if r2 > r3 goto L1
  393: r2 = r5
  394: r2 -= r0
  395: r2 += 0x8
  396: *(u64 *)(r10 - 176) = r2
  397: r7 = *(u16 *)(r5 + 0)
  398: r5 = *(u16 *)(r5 + 2)
  399: goto L3
L21:
  400: *(u64 *)(r10 - 16) = r4
  401: r7 = 0x10000
  402: r5 = 0x10000
  403: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  404: *(u32 *)(r10 - 136) = 0x2
  405: *(u64 *)(r10 - 144) = 0xffffffff
  406: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  407: *(u32 *)(r10 - 136) = 0x3
  408: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  409: r1 = map[dropc_counters] ll
  411: r2 = r10
  412: r2 += 0xffffff78
  413: call 1
  414: if r0 == 0x0 goto L49
  415: r1 = *(u64 *)(r0 + 0)
  416: r1 += 0x1
  417: *(u64 *)(r0 + 0) = r1
  418: r1 = *(u64 *)(r10 - 152)
  419: r2 = *(u32 *)(r1 + 0)
  420: r1 = *(u64 *)(r0 + 8)
  421: r1 += r2
  422: *(u64 *)(r0 + 8) = r1
L49:
  423: r0 = *(u64 *)(r10 - 144)
  424: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  425: r1 = map[dropc_counters] ll
  427: r2 = r10
  428: r2 += 0xffffff78
  429: call 1
  430: if r0 == 0x0 goto L50
  431: r1 = *(u64 *)(r0 + 0)
  432: r1 += 0x1
  433: *(u64 *)(r0 + 0) = r1
  434: r1 = *(u64 *)(r10 - 152)
  435: r2 = *(u32 *)(r1 + 0)
  436: r1 = *(u64 *)(r0 + 8)
  437: r1 += r2
  438: *(u64 *)(r0 + 8) = r1
L50:
  439: r0 = *(u64 *)(r10 - 144)
  440: exit
