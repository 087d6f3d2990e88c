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
   29: r7 = *(u32 *)(r0 + 26)
   30: r4 = *(u8 *)(r0 + 23)
   31: *(u64 *)(r10 - 16) = r4
   32: r2 = *(u16 *)(r0 + 20)
   33: if w2 & 0xff1f goto L9
   34: r5 = *(u8 *)(r0 + 14)
   35: r5 &= 0xf
   36: r5 <<= 0x2
   37: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   38: if r4 == 0x6 goto L10
   39: if r4 == 0x1 goto L12
   40: if r4 == 0x11 goto L11
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
   55: r5 = *(u16 *)(r5 + 16)
   56: goto L2
L12:
   57: r2 = r5
   58: r2 += 0x16
   59: if r2 > r3 goto L1
   60: r2 = r5
   61: r2 -= r0
   62: r2 += 0x16
   63: *(u64 *)(r10 - 176) = r2
   64: r5 = 0x10000
   65: goto L2
L9:
   66: r5 = 0x10000
   67: *(u64 *)(r10 - 176) = 0x10000
   68: goto L2
L11:
   69: r2 = r5
   70: r2 += 0x16
   71: if r2 > r3 goto L1
   72: r2 = r5
   73: r2 -= r0
   74: r2 += 0x16
   75: *(u64 *)(r10 - 176) = r2
   76: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `value` (line 10): Drop
   77: r1 = *(u64 *)(r10 - 16)
   78: r1 |= 0x0
   79: if r1 != 0x11 goto L13
      ; payload: 6 bytes at payload offset 8
   80: r1 = *(u64 *)(r10 - 176)
   81: r1 |= 0x0
   82: if r1 > 0xffed goto L13
   83: r2 = r1
   84: r2 += 0xe
   85: r3 = *(u64 *)(r10 - 184)
   86: if r2 > r3 goto L13
   87: r2 = *(u64 *)(r10 - 160)
   88: r2 += r1
   89: r3 = r2
   90: r3 += 0xe
   91: r1 = *(u64 *)(r10 - 168)
   92: if r3 > r1 goto L13
   93: r1 = *(u32 *)(r2 + 8)
   94: if w1 != 0x554c4156 goto L13
   95: r1 = *(u16 *)(r2 + 12)
   96: if w1 != 0x2045 goto L13
L14:
   97: *(u32 *)(r10 - 136) = 0x0
   98: *(u64 *)(r10 - 144) = 0x2
   99: goto L0
L13:
      ; rule 1 `stat` (line 11): Drop
  100: r1 = *(u64 *)(r10 - 16)
  101: r1 |= 0x0
  102: if r1 != 0x11 goto L15
      ; payload: 5 bytes at payload offset 8
  103: r1 = *(u64 *)(r10 - 176)
  104: r1 |= 0x0
  105: if r1 > 0xffee goto L15
  106: r2 = r1
  107: r2 += 0xd
  108: r3 = *(u64 *)(r10 - 184)
  109: if r2 > r3 goto L15
  110: r2 = *(u64 *)(r10 - 160)
  111: r2 += r1
  112: r3 = r2
  113: r3 += 0xd
  114: r1 = *(u64 *)(r10 - 168)
  115: if r3 > r1 goto L15
  116: r1 = *(u32 *)(r2 + 8)
  117: if w1 != 0x54415453 goto L15
  118: r1 = *(u8 *)(r2 + 12)
  119: if w1 != 0x20 goto L15
L16:
  120: *(u32 *)(r10 - 136) = 0x1
  121: *(u64 *)(r10 - 144) = 0x2
  122: goto L0
L15:
      ; rule 2 `no-udp` (line 12): Drop
  123: r1 = *(u64 *)(r10 - 16)
  124: r1 |= 0x0
  125: if r1 != 0x11 goto L17
  126: if r5 != 0xcb2b goto L17
L18:
  127: w7 &= 0xff
  128: if w7 == 0xa goto L17
  129: *(u32 *)(r10 - 136) = 0x2
  130: *(u64 *)(r10 - 144) = 0x2
  131: goto L0
L17:
      ; default
  132: *(u32 *)(r10 - 136) = 0x3
  133: *(u64 *)(r10 - 144) = 0xffffffff
  134: goto L0
L6:
  135: if w1 == 0xdd86 goto L7
  136: if w1 == 0x81 goto L19
  137: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  138: r2 = *(u32 *)(r6 + 20)
  139: if r2 != 0x0 goto L1
  140: r2 = r0
  141: r2 += 0x12
  142: if r2 > r3 goto L1
  143: r1 = *(u16 *)(r0 + 16)
  144: r0 += 0x4
  145: if w1 == 0x8 goto L8
  146: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  147: r2 = r0
  148: r2 += 0x36
  149: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  150: *(u64 *)(r10 - 160) = r0
  151: *(u64 *)(r10 - 168) = r3
  152: r1 = *(u16 *)(r0 + 18)
  153: r1 = be16 r1
  154: r1 += 0x36
  155: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  156: r4 = *(u8 *)(r0 + 20)
  157: r5 = r0
  158: r5 += 0x36
  159: if r4 == 0x2c goto L23
  160: if r4 == 0x0 goto L22
  161: if r4 == 0x2b goto L22
  162: if r4 != 0x3c goto L20
L22:
  163: r2 = r5
  164: r2 += 0x8
  165: if r2 > r3 goto L1
  166: r1 = *(u8 *)(r5 + 1)
  167: r4 = *(u8 *)(r5 + 0)
  168: r1 += 0x1
  169: r1 <<= 0x3
  170: r5 += r1
  171: goto L24
L23:
  172: r2 = r5
  173: r2 += 0x8
  174: if r2 > r3 goto L1
  175: r1 = *(u16 *)(r5 + 2)
  176: r4 = *(u8 *)(r5 + 0)
  177: r5 += 0x8
  178: if w1 & 0xf8ff goto L21
L24:
  179: r1 = r5
  180: r1 -= r0
  181: if r1 > 0x7fff goto L1
  182: r5 = r0
  183: r5 += r1
  184: if r4 == 0x2c goto L26
  185: if r4 == 0x0 goto L25
  186: if r4 == 0x2b goto L25
  187: if r4 != 0x3c goto L20
L25:
  188: r2 = r5
  189: r2 += 0x8
  190: if r2 > r3 goto L1
  191: r1 = *(u8 *)(r5 + 1)
  192: r4 = *(u8 *)(r5 + 0)
  193: r1 += 0x1
  194: r1 <<= 0x3
  195: r5 += r1
  196: goto L27
L26:
  197: r2 = r5
  198: r2 += 0x8
  199: if r2 > r3 goto L1
  200: r1 = *(u16 *)(r5 + 2)
  201: r4 = *(u8 *)(r5 + 0)
  202: r5 += 0x8
  203: if w1 & 0xf8ff goto L21
L27:
  204: r1 = r5
  205: r1 -= r0
  206: if r1 > 0x7fff goto L1
  207: r5 = r0
  208: r5 += r1
  209: if r4 == 0x2c goto L29
  210: if r4 == 0x0 goto L28
  211: if r4 == 0x2b goto L28
  212: if r4 != 0x3c goto L20
L28:
  213: r2 = r5
  214: r2 += 0x8
  215: if r2 > r3 goto L1
  216: r1 = *(u8 *)(r5 + 1)
  217: r4 = *(u8 *)(r5 + 0)
  218: r1 += 0x1
  219: r1 <<= 0x3
  220: r5 += r1
  221: goto L30
L29:
  222: r2 = r5
  223: r2 += 0x8
  224: if r2 > r3 goto L1
  225: r1 = *(u16 *)(r5 + 2)
  226: r4 = *(u8 *)(r5 + 0)
  227: r5 += 0x8
  228: if w1 & 0xf8ff goto L21
L30:
  229: r1 = r5
  230: r1 -= r0
  231: if r1 > 0x7fff goto L1
  232: r5 = r0
  233: r5 += r1
  234: if r4 == 0x2c goto L32
  235: if r4 == 0x0 goto L31
  236: if r4 == 0x2b goto L31
  237: if r4 != 0x3c goto L20
L31:
  238: r2 = r5
  239: r2 += 0x8
  240: if r2 > r3 goto L1
  241: r1 = *(u8 *)(r5 + 1)
  242: r4 = *(u8 *)(r5 + 0)
  243: r1 += 0x1
  244: r1 <<= 0x3
  245: r5 += r1
  246: goto L33
L32:
  247: r2 = r5
  248: r2 += 0x8
  249: if r2 > r3 goto L1
  250: r1 = *(u16 *)(r5 + 2)
  251: r4 = *(u8 *)(r5 + 0)
  252: r5 += 0x8
  253: if w1 & 0xf8ff goto L21
L33:
  254: r1 = r5
  255: r1 -= r0
  256: if r1 > 0x7fff goto L1
  257: r5 = r0
  258: r5 += r1
  259: if r4 == 0x2c goto L35
  260: if r4 == 0x0 goto L34
  261: if r4 == 0x2b goto L34
  262: if r4 != 0x3c goto L20
L34:
  263: r2 = r5
  264: r2 += 0x8
  265: if r2 > r3 goto L1
  266: r1 = *(u8 *)(r5 + 1)
  267: r4 = *(u8 *)(r5 + 0)
  268: r1 += 0x1
  269: r1 <<= 0x3
  270: r5 += r1
  271: goto L36
L35:
  272: r2 = r5
  273: r2 += 0x8
  274: if r2 > r3 goto L1
  275: r1 = *(u16 *)(r5 + 2)
  276: r4 = *(u8 *)(r5 + 0)
  277: r5 += 0x8
  278: if w1 & 0xf8ff goto L21
L36:
  279: r1 = r5
  280: r1 -= r0
  281: if r1 > 0x7fff goto L1
  282: r5 = r0
  283: r5 += r1
  284: if r4 == 0x2c goto L38
  285: if r4 == 0x0 goto L37
  286: if r4 == 0x2b goto L37
  287: if r4 != 0x3c goto L20
L37:
  288: r2 = r5
  289: r2 += 0x8
  290: if r2 > r3 goto L1
  291: r1 = *(u8 *)(r5 + 1)
  292: r4 = *(u8 *)(r5 + 0)
  293: r1 += 0x1
  294: r1 <<= 0x3
  295: r5 += r1
  296: goto L39
L38:
  297: r2 = r5
  298: r2 += 0x8
  299: if r2 > r3 goto L1
  300: r1 = *(u16 *)(r5 + 2)
  301: r4 = *(u8 *)(r5 + 0)
  302: r5 += 0x8
  303: if w1 & 0xf8ff goto L21
L39:
  304: r1 = r5
  305: r1 -= r0
  306: if r1 > 0x7fff goto L1
  307: r5 = r0
  308: r5 += r1
  309: if r4 == 0x2c goto L41
  310: if r4 == 0x0 goto L40
  311: if r4 == 0x2b goto L40
  312: if r4 != 0x3c goto L20
L40:
  313: r2 = r5
  314: r2 += 0x8
  315: if r2 > r3 goto L1
  316: r1 = *(u8 *)(r5 + 1)
  317: r4 = *(u8 *)(r5 + 0)
  318: r1 += 0x1
  319: r1 <<= 0x3
  320: r5 += r1
  321: goto L42
L41:
  322: r2 = r5
  323: r2 += 0x8
  324: if r2 > r3 goto L1
  325: r1 = *(u16 *)(r5 + 2)
  326: r4 = *(u8 *)(r5 + 0)
  327: r5 += 0x8
  328: if w1 & 0xf8ff goto L21
L42:
  329: r1 = r5
  330: r1 -= r0
  331: if r1 > 0x7fff goto L1
  332: r5 = r0
  333: r5 += r1
  334: if r4 == 0x2c goto L44
  335: if r4 == 0x0 goto L43
  336: if r4 == 0x2b goto L43
  337: if r4 != 0x3c goto L20
L43:
  338: r2 = r5
  339: r2 += 0x8
  340: if r2 > r3 goto L1
  341: r1 = *(u8 *)(r5 + 1)
  342: r4 = *(u8 *)(r5 + 0)
  343: r1 += 0x1
  344: r1 <<= 0x3
  345: r5 += r1
  346: goto L45
L44:
  347: r2 = r5
  348: r2 += 0x8
  349: if r2 > r3 goto L1
  350: r1 = *(u16 *)(r5 + 2)
  351: r4 = *(u8 *)(r5 + 0)
  352: r5 += 0x8
  353: if w1 & 0xf8ff goto L21
L45:
  354: r1 = r5
  355: r1 -= r0
  356: if r1 > 0x7fff goto L1
  357: r5 = r0
  358: r5 += r1
      ; deeper than the walk: no specified verdict
  359: if r4 == 0x0 goto L1
  360: if r4 == 0x2b goto L1
  361: if r4 == 0x2c goto L1
  362: if r4 == 0x3c goto L1
L20:
  363: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  364: if r4 == 0x6 goto L46
  365: if r4 == 0x3a goto L48
  366: if r4 == 0x11 goto L47
  367: r5 = 0x10000
  368: *(u64 *)(r10 - 176) = 0x10000
  369: goto L3
L46:
  370: r2 = r5
  371: r2 += 0x14
  372: if r2 > r3 goto L1
  373: r1 = *(u8 *)(r5 + 12)
  374: r1 >>= 0x4
  375: r1 <<= 0x2
  376: r2 = r5
  377: r2 -= r0
  378: r2 += 0x0
  379: r2 += r1
  380: *(u64 *)(r10 - 176) = r2
  381: r5 = *(u16 *)(r5 + 2)
  382: goto L3
L48:
  383: r2 = r5
  384: r2 += 0x8
  385: if r2 > r3 goto L1
  386: r2 = r5
  387: r2 -= r0
  388: r2 += 0x8
  389: *(u64 *)(r10 - 176) = r2
  390: r5 = 0x10000
  391: goto L3
L47:
  392: r2 = r5
  393: r2 += 0x8
  394: if r2 > r3 goto L1
  395: r2 = r5
  396: r2 -= r0
  397: r2 += 0x8
  398: *(u64 *)(r10 - 176) = r2
  399: r5 = *(u16 *)(r5 + 2)
  400: goto L3
L21:
  401: *(u64 *)(r10 - 16) = r4
  402: r5 = 0x10000
  403: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  404: *(u32 *)(r10 - 136) = 0x3
  405: *(u64 *)(r10 - 144) = 0xffffffff
  406: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  407: *(u32 *)(r10 - 136) = 0x4
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
