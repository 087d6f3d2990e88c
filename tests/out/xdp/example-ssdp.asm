; dropc xdp program `dropc_xdp` (416 instruction slots)
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
   41: r5 = *(u16 *)(r5 + 14)
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
   62: r5 = *(u16 *)(r5 + 14)
L2:
      ; rules for IPv4 packets
      ; rule 0 `ssdp-response` (line 8): Drop
   63: if r4 != 0x11 goto L11
   64: if r5 != 0x6c07 goto L11
L12:
      ; payload: 15 bytes at payload offset 0
   65: r1 = *(u64 *)(r10 - 176)
   66: r1 |= 0x0
   67: if r1 > 0xffec goto L11
   68: r2 = r1
   69: r2 += 0xf
   70: r3 = *(u64 *)(r10 - 184)
   71: if r2 > r3 goto L11
   72: r2 = *(u64 *)(r10 - 160)
   73: r2 += r1
   74: r3 = r2
   75: r3 += 0xf
   76: r1 = *(u64 *)(r10 - 168)
   77: if r3 > r1 goto L11
   78: r1 = *(u64 *)(r2 + 0)
   79: r3 = 0x312e312f50545448 ll
   81: if r1 != r3 goto L11
   82: r1 = *(u32 *)(r2 + 8)
   83: if w1 != 0x30303220 goto L11
   84: r1 = *(u16 *)(r2 + 12)
   85: if w1 != 0x4f20 goto L11
   86: r1 = *(u8 *)(r2 + 14)
   87: if w1 != 0x4b goto L11
L13:
   88: *(u32 *)(r10 - 136) = 0x0
   89: *(u64 *)(r10 - 144) = 0x1
   90: goto L0
L11:
      ; default
   91: *(u32 *)(r10 - 136) = 0x1
   92: *(u64 *)(r10 - 144) = 0x2
   93: goto L0
L4:
   94: if w1 == 0xdd86 goto L5
   95: if w1 == 0x81 goto L14
   96: if w1 != 0xa888 goto L1
L14:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   97: r2 = r0
   98: r2 += 0x12
   99: if r2 > r3 goto L1
  100: r1 = *(u16 *)(r0 + 16)
  101: r0 += 0x4
  102: if w1 == 0x8 goto L6
  103: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  104: r2 = r0
  105: r2 += 0x36
  106: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  107: *(u64 *)(r10 - 160) = r0
  108: *(u64 *)(r10 - 168) = r3
  109: r1 = *(u16 *)(r0 + 18)
  110: r1 = be16 r1
  111: r1 += 0x36
  112: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  113: r4 = *(u8 *)(r0 + 20)
  114: r5 = r0
  115: r5 += 0x36
  116: if r4 == 0x2c goto L18
  117: if r4 == 0x0 goto L17
  118: if r4 == 0x2b goto L17
  119: if r4 != 0x3c goto L15
L17:
  120: r2 = r5
  121: r2 += 0x8
  122: if r2 > r3 goto L1
  123: r1 = *(u8 *)(r5 + 1)
  124: r4 = *(u8 *)(r5 + 0)
  125: r1 += 0x1
  126: r1 <<= 0x3
  127: r5 += r1
  128: goto L19
L18:
  129: r2 = r5
  130: r2 += 0x8
  131: if r2 > r3 goto L1
  132: r1 = *(u16 *)(r5 + 2)
  133: r4 = *(u8 *)(r5 + 0)
  134: r5 += 0x8
  135: if w1 & 0xf8ff goto L16
L19:
  136: r1 = r5
  137: r1 -= r0
  138: if r1 > 0x7fff goto L1
  139: r5 = r0
  140: r5 += r1
  141: if r4 == 0x2c goto L21
  142: if r4 == 0x0 goto L20
  143: if r4 == 0x2b goto L20
  144: if r4 != 0x3c goto L15
L20:
  145: r2 = r5
  146: r2 += 0x8
  147: if r2 > r3 goto L1
  148: r1 = *(u8 *)(r5 + 1)
  149: r4 = *(u8 *)(r5 + 0)
  150: r1 += 0x1
  151: r1 <<= 0x3
  152: r5 += r1
  153: goto L22
L21:
  154: r2 = r5
  155: r2 += 0x8
  156: if r2 > r3 goto L1
  157: r1 = *(u16 *)(r5 + 2)
  158: r4 = *(u8 *)(r5 + 0)
  159: r5 += 0x8
  160: if w1 & 0xf8ff goto L16
L22:
  161: r1 = r5
  162: r1 -= r0
  163: if r1 > 0x7fff goto L1
  164: r5 = r0
  165: r5 += r1
  166: if r4 == 0x2c goto L24
  167: if r4 == 0x0 goto L23
  168: if r4 == 0x2b goto L23
  169: if r4 != 0x3c goto L15
L23:
  170: r2 = r5
  171: r2 += 0x8
  172: if r2 > r3 goto L1
  173: r1 = *(u8 *)(r5 + 1)
  174: r4 = *(u8 *)(r5 + 0)
  175: r1 += 0x1
  176: r1 <<= 0x3
  177: r5 += r1
  178: goto L25
L24:
  179: r2 = r5
  180: r2 += 0x8
  181: if r2 > r3 goto L1
  182: r1 = *(u16 *)(r5 + 2)
  183: r4 = *(u8 *)(r5 + 0)
  184: r5 += 0x8
  185: if w1 & 0xf8ff goto L16
L25:
  186: r1 = r5
  187: r1 -= r0
  188: if r1 > 0x7fff goto L1
  189: r5 = r0
  190: r5 += r1
  191: if r4 == 0x2c goto L27
  192: if r4 == 0x0 goto L26
  193: if r4 == 0x2b goto L26
  194: if r4 != 0x3c goto L15
L26:
  195: r2 = r5
  196: r2 += 0x8
  197: if r2 > r3 goto L1
  198: r1 = *(u8 *)(r5 + 1)
  199: r4 = *(u8 *)(r5 + 0)
  200: r1 += 0x1
  201: r1 <<= 0x3
  202: r5 += r1
  203: goto L28
L27:
  204: r2 = r5
  205: r2 += 0x8
  206: if r2 > r3 goto L1
  207: r1 = *(u16 *)(r5 + 2)
  208: r4 = *(u8 *)(r5 + 0)
  209: r5 += 0x8
  210: if w1 & 0xf8ff goto L16
L28:
  211: r1 = r5
  212: r1 -= r0
  213: if r1 > 0x7fff goto L1
  214: r5 = r0
  215: r5 += r1
  216: if r4 == 0x2c goto L30
  217: if r4 == 0x0 goto L29
  218: if r4 == 0x2b goto L29
  219: if r4 != 0x3c goto L15
L29:
  220: r2 = r5
  221: r2 += 0x8
  222: if r2 > r3 goto L1
  223: r1 = *(u8 *)(r5 + 1)
  224: r4 = *(u8 *)(r5 + 0)
  225: r1 += 0x1
  226: r1 <<= 0x3
  227: r5 += r1
  228: goto L31
L30:
  229: r2 = r5
  230: r2 += 0x8
  231: if r2 > r3 goto L1
  232: r1 = *(u16 *)(r5 + 2)
  233: r4 = *(u8 *)(r5 + 0)
  234: r5 += 0x8
  235: if w1 & 0xf8ff goto L16
L31:
  236: r1 = r5
  237: r1 -= r0
  238: if r1 > 0x7fff goto L1
  239: r5 = r0
  240: r5 += r1
  241: if r4 == 0x2c goto L33
  242: if r4 == 0x0 goto L32
  243: if r4 == 0x2b goto L32
  244: if r4 != 0x3c goto L15
L32:
  245: r2 = r5
  246: r2 += 0x8
  247: if r2 > r3 goto L1
  248: r1 = *(u8 *)(r5 + 1)
  249: r4 = *(u8 *)(r5 + 0)
  250: r1 += 0x1
  251: r1 <<= 0x3
  252: r5 += r1
  253: goto L34
L33:
  254: r2 = r5
  255: r2 += 0x8
  256: if r2 > r3 goto L1
  257: r1 = *(u16 *)(r5 + 2)
  258: r4 = *(u8 *)(r5 + 0)
  259: r5 += 0x8
  260: if w1 & 0xf8ff goto L16
L34:
  261: r1 = r5
  262: r1 -= r0
  263: if r1 > 0x7fff goto L1
  264: r5 = r0
  265: r5 += r1
  266: if r4 == 0x2c goto L36
  267: if r4 == 0x0 goto L35
  268: if r4 == 0x2b goto L35
  269: if r4 != 0x3c goto L15
L35:
  270: r2 = r5
  271: r2 += 0x8
  272: if r2 > r3 goto L1
  273: r1 = *(u8 *)(r5 + 1)
  274: r4 = *(u8 *)(r5 + 0)
  275: r1 += 0x1
  276: r1 <<= 0x3
  277: r5 += r1
  278: goto L37
L36:
  279: r2 = r5
  280: r2 += 0x8
  281: if r2 > r3 goto L1
  282: r1 = *(u16 *)(r5 + 2)
  283: r4 = *(u8 *)(r5 + 0)
  284: r5 += 0x8
  285: if w1 & 0xf8ff goto L16
L37:
  286: r1 = r5
  287: r1 -= r0
  288: if r1 > 0x7fff goto L1
  289: r5 = r0
  290: r5 += r1
  291: if r4 == 0x2c goto L39
  292: if r4 == 0x0 goto L38
  293: if r4 == 0x2b goto L38
  294: if r4 != 0x3c goto L15
L38:
  295: r2 = r5
  296: r2 += 0x8
  297: if r2 > r3 goto L1
  298: r1 = *(u8 *)(r5 + 1)
  299: r4 = *(u8 *)(r5 + 0)
  300: r1 += 0x1
  301: r1 <<= 0x3
  302: r5 += r1
  303: goto L40
L39:
  304: r2 = r5
  305: r2 += 0x8
  306: if r2 > r3 goto L1
  307: r1 = *(u16 *)(r5 + 2)
  308: r4 = *(u8 *)(r5 + 0)
  309: r5 += 0x8
  310: if w1 & 0xf8ff goto L16
L40:
  311: r1 = r5
  312: r1 -= r0
  313: if r1 > 0x7fff goto L1
  314: r5 = r0
  315: r5 += r1
      ; deeper than the walk: no specified verdict
  316: if r4 == 0x0 goto L1
  317: if r4 == 0x2b goto L1
  318: if r4 == 0x2c goto L1
  319: if r4 == 0x3c goto L1
L15:
      ; layer 4 (r4 = protocol, header at r5)
  320: if r4 == 0x6 goto L41
  321: if r4 == 0x3a goto L43
  322: if r4 == 0x11 goto L42
  323: r5 = 0x10000
  324: *(u64 *)(r10 - 176) = 0x10000
  325: goto L3
L41:
  326: r2 = r5
  327: r2 += 0x14
  328: if r2 > r3 goto L1
  329: r1 = *(u8 *)(r5 + 12)
  330: r1 >>= 0x4
  331: r1 <<= 0x2
  332: r2 = r5
  333: r2 -= r0
  334: r2 += 0x0
  335: r2 += r1
  336: *(u64 *)(r10 - 176) = r2
  337: r5 = *(u16 *)(r5 + 0)
  338: goto L3
L43:
  339: r2 = r5
  340: r2 += 0x8
  341: if r2 > r3 goto L1
  342: r2 = r5
  343: r2 -= r0
  344: r2 += 0x8
  345: *(u64 *)(r10 - 176) = r2
  346: r5 = 0x10000
  347: goto L3
L42:
  348: r2 = r5
  349: r2 += 0x8
  350: if r2 > r3 goto L1
  351: r2 = r5
  352: r2 -= r0
  353: r2 += 0x8
  354: *(u64 *)(r10 - 176) = r2
  355: r5 = *(u16 *)(r5 + 0)
  356: goto L3
L16:
  357: r5 = 0x10000
  358: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  359: *(u32 *)(r10 - 136) = 0x1
  360: *(u64 *)(r10 - 144) = 0x2
  361: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  362: *(u32 *)(r10 - 136) = 0x2
  363: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  364: r1 = map[dropc_counters] ll
  366: r2 = r10
  367: r2 += 0xffffff78
  368: call 1
  369: if r0 == 0x0 goto L44
  370: r1 = *(u64 *)(r0 + 0)
  371: r1 += 0x1
  372: *(u64 *)(r0 + 0) = r1
  373: r1 = *(u64 *)(r10 - 152)
  374: r2 = *(u32 *)(r1 + 4)
  375: r1 = *(u32 *)(r1 + 0)
  376: r2 -= r1
  377: r1 = *(u64 *)(r0 + 8)
  378: r1 += r2
  379: *(u64 *)(r0 + 8) = r1
L44:
  380: r0 = *(u64 *)(r10 - 144)
  381: if r0 != 0x2 goto L45
      ; pass: tail call dropc_next[0] (falls through when empty)
  382: r1 = *(u64 *)(r10 - 152)
  383: r2 = map[dropc_next] ll
  385: r3 = 0x0
  386: call 12
  387: r0 = 0x2
  388: exit
L45:
  389: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  390: r1 = map[dropc_counters] ll
  392: r2 = r10
  393: r2 += 0xffffff78
  394: call 1
  395: if r0 == 0x0 goto L46
  396: r1 = *(u64 *)(r0 + 0)
  397: r1 += 0x1
  398: *(u64 *)(r0 + 0) = r1
  399: r1 = *(u64 *)(r10 - 152)
  400: r2 = *(u32 *)(r1 + 4)
  401: r1 = *(u32 *)(r1 + 0)
  402: r2 -= r1
  403: r1 = *(u64 *)(r0 + 8)
  404: r1 += r2
  405: *(u64 *)(r0 + 8) = r1
L46:
  406: r0 = *(u64 *)(r10 - 144)
  407: if r0 != 0x2 goto L47
      ; pass: tail call dropc_next[0] (falls through when empty)
  408: r1 = *(u64 *)(r10 - 152)
  409: r2 = map[dropc_next] ll
  411: r3 = 0x0
  412: call 12
  413: r0 = 0x2
  414: exit
L47:
  415: exit
