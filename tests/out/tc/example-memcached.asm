; dropc tc program `dropc_tc` (430 instruction slots)
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
      ; payload: keep the packet bounds and the IP packet's end
   22: *(u64 *)(r10 - 160) = r0
   23: *(u64 *)(r10 - 168) = r3
   24: r1 = *(u16 *)(r0 + 16)
   25: r1 = be16 r1
   26: r1 += 0xe
   27: *(u64 *)(r10 - 184) = r1
   28: r7 = *(u32 *)(r0 + 26)
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
   40: r5 = 0x10000
   41: *(u64 *)(r10 - 176) = 0x10000
   42: goto L2
L10:
   43: r2 = r5
   44: r2 += 0x22
   45: if r2 > r3 goto L1
   46: r1 = *(u8 *)(r5 + 26)
   47: r1 >>= 0x4
   48: r1 <<= 0x2
   49: r2 = r5
   50: r2 -= r0
   51: r2 += 0xe
   52: r2 += r1
   53: *(u64 *)(r10 - 176) = r2
   54: r5 = *(u16 *)(r5 + 16)
   55: goto L2
L12:
   56: r2 = r5
   57: r2 += 0x16
   58: if r2 > r3 goto L1
   59: r2 = r5
   60: r2 -= r0
   61: r2 += 0x16
   62: *(u64 *)(r10 - 176) = r2
   63: r5 = 0x10000
   64: goto L2
L9:
   65: r5 = 0x10000
   66: *(u64 *)(r10 - 176) = 0x10000
   67: goto L2
L11:
   68: r2 = r5
   69: r2 += 0x16
   70: if r2 > r3 goto L1
   71: r2 = r5
   72: r2 -= r0
   73: r2 += 0x16
   74: *(u64 *)(r10 - 176) = r2
   75: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `value` (line 10): Drop
   76: r1 = *(u64 *)(r10 - 16)
   77: r1 |= 0x0
   78: if r1 != 0x11 goto L13
      ; payload: 6 bytes at payload offset 8
   79: r1 = *(u64 *)(r10 - 176)
   80: r1 |= 0x0
   81: if r1 > 0xffed goto L13
   82: r2 = r1
   83: r2 += 0xe
   84: r3 = *(u64 *)(r10 - 184)
   85: if r2 > r3 goto L13
   86: r2 = *(u64 *)(r10 - 160)
   87: r2 += r1
   88: r3 = r2
   89: r3 += 0xe
   90: r1 = *(u64 *)(r10 - 168)
   91: if r3 > r1 goto L13
   92: r1 = *(u32 *)(r2 + 8)
   93: if w1 != 0x554c4156 goto L13
   94: r1 = *(u16 *)(r2 + 12)
   95: if w1 != 0x2045 goto L13
L14:
   96: *(u32 *)(r10 - 136) = 0x0
   97: *(u64 *)(r10 - 144) = 0x2
   98: goto L0
L13:
      ; rule 1 `stat` (line 11): Drop
   99: r1 = *(u64 *)(r10 - 16)
  100: r1 |= 0x0
  101: if r1 != 0x11 goto L15
      ; payload: 5 bytes at payload offset 8
  102: r1 = *(u64 *)(r10 - 176)
  103: r1 |= 0x0
  104: if r1 > 0xffee goto L15
  105: r2 = r1
  106: r2 += 0xd
  107: r3 = *(u64 *)(r10 - 184)
  108: if r2 > r3 goto L15
  109: r2 = *(u64 *)(r10 - 160)
  110: r2 += r1
  111: r3 = r2
  112: r3 += 0xd
  113: r1 = *(u64 *)(r10 - 168)
  114: if r3 > r1 goto L15
  115: r1 = *(u32 *)(r2 + 8)
  116: if w1 != 0x54415453 goto L15
  117: r1 = *(u8 *)(r2 + 12)
  118: if w1 != 0x20 goto L15
L16:
  119: *(u32 *)(r10 - 136) = 0x1
  120: *(u64 *)(r10 - 144) = 0x2
  121: goto L0
L15:
      ; rule 2 `no-udp` (line 12): Drop
  122: r1 = *(u64 *)(r10 - 16)
  123: r1 |= 0x0
  124: if r1 != 0x11 goto L17
  125: if r5 != 0xcb2b goto L17
L18:
  126: w7 &= 0xff
  127: if w7 == 0xa goto L17
  128: *(u32 *)(r10 - 136) = 0x2
  129: *(u64 *)(r10 - 144) = 0x2
  130: goto L0
L17:
      ; default
  131: *(u32 *)(r10 - 136) = 0x3
  132: *(u64 *)(r10 - 144) = 0xffffffff
  133: goto L0
L6:
  134: if w1 == 0xdd86 goto L7
  135: if w1 == 0x81 goto L19
  136: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  137: r2 = *(u32 *)(r6 + 20)
  138: if r2 != 0x0 goto L1
  139: r2 = r0
  140: r2 += 0x12
  141: if r2 > r3 goto L1
  142: r1 = *(u16 *)(r0 + 16)
  143: r0 += 0x4
  144: if w1 == 0x8 goto L8
  145: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  146: r2 = r0
  147: r2 += 0x36
  148: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  149: *(u64 *)(r10 - 160) = r0
  150: *(u64 *)(r10 - 168) = r3
  151: r1 = *(u16 *)(r0 + 18)
  152: r1 = be16 r1
  153: r1 += 0x36
  154: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  155: r4 = *(u8 *)(r0 + 20)
  156: r5 = r0
  157: r5 += 0x36
  158: if r4 == 0x2c goto L23
  159: if r4 == 0x0 goto L22
  160: if r4 == 0x2b goto L22
  161: if r4 != 0x3c goto L20
L22:
  162: r2 = r5
  163: r2 += 0x8
  164: if r2 > r3 goto L1
  165: r1 = *(u8 *)(r5 + 1)
  166: r4 = *(u8 *)(r5 + 0)
  167: r1 += 0x1
  168: r1 <<= 0x3
  169: r5 += r1
  170: goto L24
L23:
  171: r2 = r5
  172: r2 += 0x8
  173: if r2 > r3 goto L1
  174: r1 = *(u16 *)(r5 + 2)
  175: r4 = *(u8 *)(r5 + 0)
  176: r5 += 0x8
  177: if w1 & 0xf8ff goto L21
L24:
  178: r1 = r5
  179: r1 -= r0
  180: if r1 > 0x7fff goto L1
  181: r5 = r0
  182: r5 += r1
  183: if r4 == 0x2c goto L26
  184: if r4 == 0x0 goto L25
  185: if r4 == 0x2b goto L25
  186: if r4 != 0x3c goto L20
L25:
  187: r2 = r5
  188: r2 += 0x8
  189: if r2 > r3 goto L1
  190: r1 = *(u8 *)(r5 + 1)
  191: r4 = *(u8 *)(r5 + 0)
  192: r1 += 0x1
  193: r1 <<= 0x3
  194: r5 += r1
  195: goto L27
L26:
  196: r2 = r5
  197: r2 += 0x8
  198: if r2 > r3 goto L1
  199: r1 = *(u16 *)(r5 + 2)
  200: r4 = *(u8 *)(r5 + 0)
  201: r5 += 0x8
  202: if w1 & 0xf8ff goto L21
L27:
  203: r1 = r5
  204: r1 -= r0
  205: if r1 > 0x7fff goto L1
  206: r5 = r0
  207: r5 += r1
  208: if r4 == 0x2c goto L29
  209: if r4 == 0x0 goto L28
  210: if r4 == 0x2b goto L28
  211: if r4 != 0x3c goto L20
L28:
  212: r2 = r5
  213: r2 += 0x8
  214: if r2 > r3 goto L1
  215: r1 = *(u8 *)(r5 + 1)
  216: r4 = *(u8 *)(r5 + 0)
  217: r1 += 0x1
  218: r1 <<= 0x3
  219: r5 += r1
  220: goto L30
L29:
  221: r2 = r5
  222: r2 += 0x8
  223: if r2 > r3 goto L1
  224: r1 = *(u16 *)(r5 + 2)
  225: r4 = *(u8 *)(r5 + 0)
  226: r5 += 0x8
  227: if w1 & 0xf8ff goto L21
L30:
  228: r1 = r5
  229: r1 -= r0
  230: if r1 > 0x7fff goto L1
  231: r5 = r0
  232: r5 += r1
  233: if r4 == 0x2c goto L32
  234: if r4 == 0x0 goto L31
  235: if r4 == 0x2b goto L31
  236: if r4 != 0x3c goto L20
L31:
  237: r2 = r5
  238: r2 += 0x8
  239: if r2 > r3 goto L1
  240: r1 = *(u8 *)(r5 + 1)
  241: r4 = *(u8 *)(r5 + 0)
  242: r1 += 0x1
  243: r1 <<= 0x3
  244: r5 += r1
  245: goto L33
L32:
  246: r2 = r5
  247: r2 += 0x8
  248: if r2 > r3 goto L1
  249: r1 = *(u16 *)(r5 + 2)
  250: r4 = *(u8 *)(r5 + 0)
  251: r5 += 0x8
  252: if w1 & 0xf8ff goto L21
L33:
  253: r1 = r5
  254: r1 -= r0
  255: if r1 > 0x7fff goto L1
  256: r5 = r0
  257: r5 += r1
  258: if r4 == 0x2c goto L35
  259: if r4 == 0x0 goto L34
  260: if r4 == 0x2b goto L34
  261: if r4 != 0x3c goto L20
L34:
  262: r2 = r5
  263: r2 += 0x8
  264: if r2 > r3 goto L1
  265: r1 = *(u8 *)(r5 + 1)
  266: r4 = *(u8 *)(r5 + 0)
  267: r1 += 0x1
  268: r1 <<= 0x3
  269: r5 += r1
  270: goto L36
L35:
  271: r2 = r5
  272: r2 += 0x8
  273: if r2 > r3 goto L1
  274: r1 = *(u16 *)(r5 + 2)
  275: r4 = *(u8 *)(r5 + 0)
  276: r5 += 0x8
  277: if w1 & 0xf8ff goto L21
L36:
  278: r1 = r5
  279: r1 -= r0
  280: if r1 > 0x7fff goto L1
  281: r5 = r0
  282: r5 += r1
  283: if r4 == 0x2c goto L38
  284: if r4 == 0x0 goto L37
  285: if r4 == 0x2b goto L37
  286: if r4 != 0x3c goto L20
L37:
  287: r2 = r5
  288: r2 += 0x8
  289: if r2 > r3 goto L1
  290: r1 = *(u8 *)(r5 + 1)
  291: r4 = *(u8 *)(r5 + 0)
  292: r1 += 0x1
  293: r1 <<= 0x3
  294: r5 += r1
  295: goto L39
L38:
  296: r2 = r5
  297: r2 += 0x8
  298: if r2 > r3 goto L1
  299: r1 = *(u16 *)(r5 + 2)
  300: r4 = *(u8 *)(r5 + 0)
  301: r5 += 0x8
  302: if w1 & 0xf8ff goto L21
L39:
  303: r1 = r5
  304: r1 -= r0
  305: if r1 > 0x7fff goto L1
  306: r5 = r0
  307: r5 += r1
  308: if r4 == 0x2c goto L41
  309: if r4 == 0x0 goto L40
  310: if r4 == 0x2b goto L40
  311: if r4 != 0x3c goto L20
L40:
  312: r2 = r5
  313: r2 += 0x8
  314: if r2 > r3 goto L1
  315: r1 = *(u8 *)(r5 + 1)
  316: r4 = *(u8 *)(r5 + 0)
  317: r1 += 0x1
  318: r1 <<= 0x3
  319: r5 += r1
  320: goto L42
L41:
  321: r2 = r5
  322: r2 += 0x8
  323: if r2 > r3 goto L1
  324: r1 = *(u16 *)(r5 + 2)
  325: r4 = *(u8 *)(r5 + 0)
  326: r5 += 0x8
  327: if w1 & 0xf8ff goto L21
L42:
  328: r1 = r5
  329: r1 -= r0
  330: if r1 > 0x7fff goto L1
  331: r5 = r0
  332: r5 += r1
  333: if r4 == 0x2c goto L44
  334: if r4 == 0x0 goto L43
  335: if r4 == 0x2b goto L43
  336: if r4 != 0x3c goto L20
L43:
  337: r2 = r5
  338: r2 += 0x8
  339: if r2 > r3 goto L1
  340: r1 = *(u8 *)(r5 + 1)
  341: r4 = *(u8 *)(r5 + 0)
  342: r1 += 0x1
  343: r1 <<= 0x3
  344: r5 += r1
  345: goto L45
L44:
  346: r2 = r5
  347: r2 += 0x8
  348: if r2 > r3 goto L1
  349: r1 = *(u16 *)(r5 + 2)
  350: r4 = *(u8 *)(r5 + 0)
  351: r5 += 0x8
  352: if w1 & 0xf8ff goto L21
L45:
  353: r1 = r5
  354: r1 -= r0
  355: if r1 > 0x7fff goto L1
  356: r5 = r0
  357: r5 += r1
      ; deeper than the walk: no specified verdict
  358: if r4 == 0x0 goto L1
  359: if r4 == 0x2b goto L1
  360: if r4 == 0x2c goto L1
  361: if r4 == 0x3c goto L1
L20:
  362: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  363: if r4 == 0x6 goto L46
  364: if r4 == 0x3a goto L48
  365: if r4 == 0x11 goto L47
  366: r5 = 0x10000
  367: *(u64 *)(r10 - 176) = 0x10000
  368: goto L3
L46:
  369: r2 = r5
  370: r2 += 0x14
  371: if r2 > r3 goto L1
  372: r1 = *(u8 *)(r5 + 12)
  373: r1 >>= 0x4
  374: r1 <<= 0x2
  375: r2 = r5
  376: r2 -= r0
  377: r2 += 0x0
  378: r2 += r1
  379: *(u64 *)(r10 - 176) = r2
  380: r5 = *(u16 *)(r5 + 2)
  381: goto L3
L48:
  382: r2 = r5
  383: r2 += 0x8
  384: if r2 > r3 goto L1
  385: r2 = r5
  386: r2 -= r0
  387: r2 += 0x8
  388: *(u64 *)(r10 - 176) = r2
  389: r5 = 0x10000
  390: goto L3
L47:
  391: r2 = r5
  392: r2 += 0x8
  393: if r2 > r3 goto L1
  394: r2 = r5
  395: r2 -= r0
  396: r2 += 0x8
  397: *(u64 *)(r10 - 176) = r2
  398: r5 = *(u16 *)(r5 + 2)
  399: goto L3
L21:
  400: *(u64 *)(r10 - 16) = r4
  401: r5 = 0x10000
  402: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  403: *(u32 *)(r10 - 136) = 0x3
  404: *(u64 *)(r10 - 144) = 0xffffffff
  405: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  406: *(u32 *)(r10 - 136) = 0x4
  407: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  408: r1 = map[dropc_counters] ll
  410: r2 = r10
  411: r2 += 0xffffff78
  412: call 1
  413: if r0 == 0x0 goto L49
  414: r1 = *(u64 *)(r0 + 0)
  415: r1 += 0x1
  416: *(u64 *)(r0 + 0) = r1
L49:
  417: r0 = *(u64 *)(r10 - 144)
  418: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  419: r1 = map[dropc_counters] ll
  421: r2 = r10
  422: r2 += 0xffffff78
  423: call 1
  424: if r0 == 0x0 goto L50
  425: r1 = *(u64 *)(r0 + 0)
  426: r1 += 0x1
  427: *(u64 *)(r0 + 0) = r1
L50:
  428: r0 = *(u64 *)(r10 - 144)
  429: exit
