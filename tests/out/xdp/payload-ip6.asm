; dropc xdp program `dropc_xdp` (428 instruction slots)
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
      ; payload: keep the packet bounds and the IP packet's end
   11: *(u64 *)(r10 - 160) = r0
   12: *(u64 *)(r10 - 168) = r3
   13: r1 = *(u16 *)(r0 + 16)
   14: r1 = be16 r1
   15: r1 += 0xe
   16: *(u64 *)(r10 - 184) = r1
   17: r4 = *(u8 *)(r0 + 23)
   18: r2 = *(u16 *)(r0 + 20)
   19: if w2 & 0xff1f goto L7
   20: r5 = *(u8 *)(r0 + 14)
   21: r5 &= 0xf
   22: r5 <<= 0x2
   23: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   24: if r4 == 0x6 goto L8
   25: if r4 == 0x1 goto L10
   26: if r4 == 0x11 goto L9
   27: r5 = 0x10000
   28: *(u64 *)(r10 - 176) = 0x10000
   29: goto L2
L8:
   30: r2 = r5
   31: r2 += 0x22
   32: if r2 > r3 goto L1
   33: r1 = *(u8 *)(r5 + 26)
   34: r1 >>= 0x4
   35: r1 <<= 0x2
   36: r2 = r5
   37: r2 -= r0
   38: r2 += 0xe
   39: r2 += r1
   40: *(u64 *)(r10 - 176) = r2
   41: r5 = *(u16 *)(r5 + 16)
   42: goto L2
L10:
   43: r2 = r5
   44: r2 += 0x16
   45: if r2 > r3 goto L1
   46: r2 = r5
   47: r2 -= r0
   48: r2 += 0x16
   49: *(u64 *)(r10 - 176) = r2
   50: r5 = 0x10000
   51: goto L2
L7:
   52: r5 = 0x10000
   53: *(u64 *)(r10 - 176) = 0x10000
   54: goto L2
L9:
   55: r2 = r5
   56: r2 += 0x16
   57: if r2 > r3 goto L1
   58: r2 = r5
   59: r2 -= r0
   60: r2 += 0x16
   61: *(u64 *)(r10 - 176) = r2
   62: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `sig` (line 4): Drop
   63: if r4 != 0x11 goto L11
   64: if r5 != 0x3500 goto L11
L12:
      ; payload: 1 bytes at payload offset 0
   65: r1 = *(u64 *)(r10 - 176)
   66: r1 |= 0x0
   67: if r1 > 0xfffa goto L11
   68: r2 = r1
   69: r2 += 0x1
   70: r3 = *(u64 *)(r10 - 184)
   71: if r2 > r3 goto L11
   72: r2 = *(u64 *)(r10 - 160)
   73: r2 += r1
   74: r3 = r2
   75: r3 += 0x1
   76: r1 = *(u64 *)(r10 - 168)
   77: if r3 > r1 goto L11
   78: r1 = *(u8 *)(r2 + 0)
   79: if w1 != 0x1 goto L11
L13:
   80: *(u32 *)(r10 - 136) = 0x0
   81: *(u64 *)(r10 - 144) = 0x1
   82: goto L0
L11:
      ; default
   83: *(u32 *)(r10 - 136) = 0x1
   84: *(u64 *)(r10 - 144) = 0x2
   85: goto L0
L4:
   86: if w1 == 0xdd86 goto L5
   87: if w1 == 0x81 goto L14
   88: if w1 != 0xa888 goto L1
L14:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   89: r2 = r0
   90: r2 += 0x12
   91: if r2 > r3 goto L1
   92: r1 = *(u16 *)(r0 + 16)
   93: r0 += 0x4
   94: if w1 == 0x8 goto L6
   95: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   96: r2 = r0
   97: r2 += 0x36
   98: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
   99: *(u64 *)(r10 - 160) = r0
  100: *(u64 *)(r10 - 168) = r3
  101: r1 = *(u16 *)(r0 + 18)
  102: r1 = be16 r1
  103: r1 += 0x36
  104: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  105: r4 = *(u8 *)(r0 + 20)
  106: r5 = r0
  107: r5 += 0x36
  108: if r4 == 0x2c goto L18
  109: if r4 == 0x0 goto L17
  110: if r4 == 0x2b goto L17
  111: if r4 != 0x3c goto L15
L17:
  112: r2 = r5
  113: r2 += 0x8
  114: if r2 > r3 goto L1
  115: r1 = *(u8 *)(r5 + 1)
  116: r4 = *(u8 *)(r5 + 0)
  117: r1 += 0x1
  118: r1 <<= 0x3
  119: r5 += r1
  120: goto L19
L18:
  121: r2 = r5
  122: r2 += 0x8
  123: if r2 > r3 goto L1
  124: r1 = *(u16 *)(r5 + 2)
  125: r4 = *(u8 *)(r5 + 0)
  126: r5 += 0x8
  127: if w1 & 0xf8ff goto L16
L19:
  128: r1 = r5
  129: r1 -= r0
  130: if r1 > 0x7fff goto L1
  131: r5 = r0
  132: r5 += r1
  133: if r4 == 0x2c goto L21
  134: if r4 == 0x0 goto L20
  135: if r4 == 0x2b goto L20
  136: if r4 != 0x3c goto L15
L20:
  137: r2 = r5
  138: r2 += 0x8
  139: if r2 > r3 goto L1
  140: r1 = *(u8 *)(r5 + 1)
  141: r4 = *(u8 *)(r5 + 0)
  142: r1 += 0x1
  143: r1 <<= 0x3
  144: r5 += r1
  145: goto L22
L21:
  146: r2 = r5
  147: r2 += 0x8
  148: if r2 > r3 goto L1
  149: r1 = *(u16 *)(r5 + 2)
  150: r4 = *(u8 *)(r5 + 0)
  151: r5 += 0x8
  152: if w1 & 0xf8ff goto L16
L22:
  153: r1 = r5
  154: r1 -= r0
  155: if r1 > 0x7fff goto L1
  156: r5 = r0
  157: r5 += r1
  158: if r4 == 0x2c goto L24
  159: if r4 == 0x0 goto L23
  160: if r4 == 0x2b goto L23
  161: if r4 != 0x3c goto L15
L23:
  162: r2 = r5
  163: r2 += 0x8
  164: if r2 > r3 goto L1
  165: r1 = *(u8 *)(r5 + 1)
  166: r4 = *(u8 *)(r5 + 0)
  167: r1 += 0x1
  168: r1 <<= 0x3
  169: r5 += r1
  170: goto L25
L24:
  171: r2 = r5
  172: r2 += 0x8
  173: if r2 > r3 goto L1
  174: r1 = *(u16 *)(r5 + 2)
  175: r4 = *(u8 *)(r5 + 0)
  176: r5 += 0x8
  177: if w1 & 0xf8ff goto L16
L25:
  178: r1 = r5
  179: r1 -= r0
  180: if r1 > 0x7fff goto L1
  181: r5 = r0
  182: r5 += r1
  183: if r4 == 0x2c goto L27
  184: if r4 == 0x0 goto L26
  185: if r4 == 0x2b goto L26
  186: if r4 != 0x3c goto L15
L26:
  187: r2 = r5
  188: r2 += 0x8
  189: if r2 > r3 goto L1
  190: r1 = *(u8 *)(r5 + 1)
  191: r4 = *(u8 *)(r5 + 0)
  192: r1 += 0x1
  193: r1 <<= 0x3
  194: r5 += r1
  195: goto L28
L27:
  196: r2 = r5
  197: r2 += 0x8
  198: if r2 > r3 goto L1
  199: r1 = *(u16 *)(r5 + 2)
  200: r4 = *(u8 *)(r5 + 0)
  201: r5 += 0x8
  202: if w1 & 0xf8ff goto L16
L28:
  203: r1 = r5
  204: r1 -= r0
  205: if r1 > 0x7fff goto L1
  206: r5 = r0
  207: r5 += r1
  208: if r4 == 0x2c goto L30
  209: if r4 == 0x0 goto L29
  210: if r4 == 0x2b goto L29
  211: if r4 != 0x3c goto L15
L29:
  212: r2 = r5
  213: r2 += 0x8
  214: if r2 > r3 goto L1
  215: r1 = *(u8 *)(r5 + 1)
  216: r4 = *(u8 *)(r5 + 0)
  217: r1 += 0x1
  218: r1 <<= 0x3
  219: r5 += r1
  220: goto L31
L30:
  221: r2 = r5
  222: r2 += 0x8
  223: if r2 > r3 goto L1
  224: r1 = *(u16 *)(r5 + 2)
  225: r4 = *(u8 *)(r5 + 0)
  226: r5 += 0x8
  227: if w1 & 0xf8ff goto L16
L31:
  228: r1 = r5
  229: r1 -= r0
  230: if r1 > 0x7fff goto L1
  231: r5 = r0
  232: r5 += r1
  233: if r4 == 0x2c goto L33
  234: if r4 == 0x0 goto L32
  235: if r4 == 0x2b goto L32
  236: if r4 != 0x3c goto L15
L32:
  237: r2 = r5
  238: r2 += 0x8
  239: if r2 > r3 goto L1
  240: r1 = *(u8 *)(r5 + 1)
  241: r4 = *(u8 *)(r5 + 0)
  242: r1 += 0x1
  243: r1 <<= 0x3
  244: r5 += r1
  245: goto L34
L33:
  246: r2 = r5
  247: r2 += 0x8
  248: if r2 > r3 goto L1
  249: r1 = *(u16 *)(r5 + 2)
  250: r4 = *(u8 *)(r5 + 0)
  251: r5 += 0x8
  252: if w1 & 0xf8ff goto L16
L34:
  253: r1 = r5
  254: r1 -= r0
  255: if r1 > 0x7fff goto L1
  256: r5 = r0
  257: r5 += r1
  258: if r4 == 0x2c goto L36
  259: if r4 == 0x0 goto L35
  260: if r4 == 0x2b goto L35
  261: if r4 != 0x3c goto L15
L35:
  262: r2 = r5
  263: r2 += 0x8
  264: if r2 > r3 goto L1
  265: r1 = *(u8 *)(r5 + 1)
  266: r4 = *(u8 *)(r5 + 0)
  267: r1 += 0x1
  268: r1 <<= 0x3
  269: r5 += r1
  270: goto L37
L36:
  271: r2 = r5
  272: r2 += 0x8
  273: if r2 > r3 goto L1
  274: r1 = *(u16 *)(r5 + 2)
  275: r4 = *(u8 *)(r5 + 0)
  276: r5 += 0x8
  277: if w1 & 0xf8ff goto L16
L37:
  278: r1 = r5
  279: r1 -= r0
  280: if r1 > 0x7fff goto L1
  281: r5 = r0
  282: r5 += r1
  283: if r4 == 0x2c goto L39
  284: if r4 == 0x0 goto L38
  285: if r4 == 0x2b goto L38
  286: if r4 != 0x3c goto L15
L38:
  287: r2 = r5
  288: r2 += 0x8
  289: if r2 > r3 goto L1
  290: r1 = *(u8 *)(r5 + 1)
  291: r4 = *(u8 *)(r5 + 0)
  292: r1 += 0x1
  293: r1 <<= 0x3
  294: r5 += r1
  295: goto L40
L39:
  296: r2 = r5
  297: r2 += 0x8
  298: if r2 > r3 goto L1
  299: r1 = *(u16 *)(r5 + 2)
  300: r4 = *(u8 *)(r5 + 0)
  301: r5 += 0x8
  302: if w1 & 0xf8ff goto L16
L40:
  303: r1 = r5
  304: r1 -= r0
  305: if r1 > 0x7fff goto L1
  306: r5 = r0
  307: r5 += r1
      ; deeper than the walk: no specified verdict
  308: if r4 == 0x0 goto L1
  309: if r4 == 0x2b goto L1
  310: if r4 == 0x2c goto L1
  311: if r4 == 0x3c goto L1
L15:
      ; layer 4 (r4 = protocol, header at r5)
  312: if r4 == 0x6 goto L41
  313: if r4 == 0x3a goto L43
  314: if r4 == 0x11 goto L42
  315: r5 = 0x10000
  316: *(u64 *)(r10 - 176) = 0x10000
  317: goto L3
L41:
  318: r2 = r5
  319: r2 += 0x14
  320: if r2 > r3 goto L1
  321: r1 = *(u8 *)(r5 + 12)
  322: r1 >>= 0x4
  323: r1 <<= 0x2
  324: r2 = r5
  325: r2 -= r0
  326: r2 += 0x0
  327: r2 += r1
  328: *(u64 *)(r10 - 176) = r2
  329: r5 = *(u16 *)(r5 + 2)
  330: goto L3
L43:
  331: r2 = r5
  332: r2 += 0x8
  333: if r2 > r3 goto L1
  334: r2 = r5
  335: r2 -= r0
  336: r2 += 0x8
  337: *(u64 *)(r10 - 176) = r2
  338: r5 = 0x10000
  339: goto L3
L42:
  340: r2 = r5
  341: r2 += 0x8
  342: if r2 > r3 goto L1
  343: r2 = r5
  344: r2 -= r0
  345: r2 += 0x8
  346: *(u64 *)(r10 - 176) = r2
  347: r5 = *(u16 *)(r5 + 2)
  348: goto L3
L16:
  349: r5 = 0x10000
  350: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `sig` (line 4): Drop
  351: if r4 != 0x11 goto L44
  352: if r5 != 0x3500 goto L44
L45:
      ; payload: 1 bytes at payload offset 0
  353: r1 = *(u64 *)(r10 - 176)
  354: r1 |= 0x0
  355: if r1 > 0xfffa goto L44
  356: r2 = r1
  357: r2 += 0x1
  358: r3 = *(u64 *)(r10 - 184)
  359: if r2 > r3 goto L44
  360: r2 = *(u64 *)(r10 - 160)
  361: r2 += r1
  362: r3 = r2
  363: r3 += 0x1
  364: r1 = *(u64 *)(r10 - 168)
  365: if r3 > r1 goto L44
  366: r1 = *(u8 *)(r2 + 0)
  367: if w1 != 0x1 goto L44
L46:
  368: *(u32 *)(r10 - 136) = 0x0
  369: *(u64 *)(r10 - 144) = 0x1
  370: goto L0
L44:
      ; default
  371: *(u32 *)(r10 - 136) = 0x1
  372: *(u64 *)(r10 - 144) = 0x2
  373: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  374: *(u32 *)(r10 - 136) = 0x2
  375: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  376: r1 = map[dropc_counters] ll
  378: r2 = r10
  379: r2 += 0xffffff78
  380: call 1
  381: if r0 == 0x0 goto L47
  382: r1 = *(u64 *)(r0 + 0)
  383: r1 += 0x1
  384: *(u64 *)(r0 + 0) = r1
  385: r1 = *(u64 *)(r10 - 152)
  386: r2 = *(u32 *)(r1 + 4)
  387: r1 = *(u32 *)(r1 + 0)
  388: r2 -= r1
  389: r1 = *(u64 *)(r0 + 8)
  390: r1 += r2
  391: *(u64 *)(r0 + 8) = r1
L47:
  392: r0 = *(u64 *)(r10 - 144)
  393: if r0 != 0x2 goto L48
      ; pass: tail call dropc_next[0] (falls through when empty)
  394: r1 = *(u64 *)(r10 - 152)
  395: r2 = map[dropc_next] ll
  397: r3 = 0x0
  398: call 12
  399: r0 = 0x2
  400: exit
L48:
  401: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  402: r1 = map[dropc_counters] ll
  404: r2 = r10
  405: r2 += 0xffffff78
  406: call 1
  407: if r0 == 0x0 goto L49
  408: r1 = *(u64 *)(r0 + 0)
  409: r1 += 0x1
  410: *(u64 *)(r0 + 0) = r1
  411: r1 = *(u64 *)(r10 - 152)
  412: r2 = *(u32 *)(r1 + 4)
  413: r1 = *(u32 *)(r1 + 0)
  414: r2 -= r1
  415: r1 = *(u64 *)(r0 + 8)
  416: r1 += r2
  417: *(u64 *)(r0 + 8) = r1
L49:
  418: r0 = *(u64 *)(r10 - 144)
  419: if r0 != 0x2 goto L50
      ; pass: tail call dropc_next[0] (falls through when empty)
  420: r1 = *(u64 *)(r10 - 152)
  421: r2 = map[dropc_next] ll
  423: r3 = 0x0
  424: call 12
  425: r0 = 0x2
  426: exit
L50:
  427: exit
