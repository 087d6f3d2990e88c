; dropc tc program `dropc_tc` (410 instruction slots)
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
   53: r5 = *(u16 *)(r5 + 14)
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
   74: r5 = *(u16 *)(r5 + 14)
L2:
      ; rules for IPv4 packets
      ; rule 0 `ssdp-response` (line 8): Drop
   75: if r4 != 0x11 goto L13
   76: if r5 != 0x6c07 goto L13
L14:
      ; payload: 15 bytes at payload offset 0
   77: r1 = *(u64 *)(r10 - 176)
   78: r1 |= 0x0
   79: if r1 > 0xffec goto L13
   80: r2 = r1
   81: r2 += 0xf
   82: r3 = *(u64 *)(r10 - 184)
   83: if r2 > r3 goto L13
   84: r2 = *(u64 *)(r10 - 160)
   85: r2 += r1
   86: r3 = r2
   87: r3 += 0xf
   88: r1 = *(u64 *)(r10 - 168)
   89: if r3 > r1 goto L13
   90: r1 = *(u64 *)(r2 + 0)
   91: r3 = 0x312e312f50545448 ll
   93: if r1 != r3 goto L13
   94: r1 = *(u32 *)(r2 + 8)
   95: if w1 != 0x30303220 goto L13
   96: r1 = *(u16 *)(r2 + 12)
   97: if w1 != 0x4f20 goto L13
   98: r1 = *(u8 *)(r2 + 14)
   99: if w1 != 0x4b goto L13
L15:
  100: *(u32 *)(r10 - 136) = 0x0
  101: *(u64 *)(r10 - 144) = 0x2
  102: goto L0
L13:
      ; default
  103: *(u32 *)(r10 - 136) = 0x1
  104: *(u64 *)(r10 - 144) = 0xffffffff
  105: goto L0
L6:
  106: if w1 == 0xdd86 goto L7
  107: if w1 == 0x81 goto L16
  108: if w1 != 0xa888 goto L1
L16:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  109: r2 = *(u32 *)(r6 + 20)
  110: if r2 != 0x0 goto L1
  111: r2 = r0
  112: r2 += 0x12
  113: if r2 > r3 goto L1
  114: r1 = *(u16 *)(r0 + 16)
  115: r0 += 0x4
  116: if w1 == 0x8 goto L8
  117: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  118: r2 = r0
  119: r2 += 0x36
  120: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  121: *(u64 *)(r10 - 160) = r0
  122: *(u64 *)(r10 - 168) = r3
  123: r1 = *(u16 *)(r0 + 18)
  124: r1 = be16 r1
  125: r1 += 0x36
  126: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  127: r4 = *(u8 *)(r0 + 20)
  128: r5 = r0
  129: r5 += 0x36
  130: if r4 == 0x2c goto L20
  131: if r4 == 0x0 goto L19
  132: if r4 == 0x2b goto L19
  133: if r4 != 0x3c goto L17
L19:
  134: r2 = r5
  135: r2 += 0x8
  136: if r2 > r3 goto L1
  137: r1 = *(u8 *)(r5 + 1)
  138: r4 = *(u8 *)(r5 + 0)
  139: r1 += 0x1
  140: r1 <<= 0x3
  141: r5 += r1
  142: goto L21
L20:
  143: r2 = r5
  144: r2 += 0x8
  145: if r2 > r3 goto L1
  146: r1 = *(u16 *)(r5 + 2)
  147: r4 = *(u8 *)(r5 + 0)
  148: r5 += 0x8
  149: if w1 & 0xf8ff goto L18
L21:
  150: r1 = r5
  151: r1 -= r0
  152: if r1 > 0x7fff goto L1
  153: r5 = r0
  154: r5 += r1
  155: if r4 == 0x2c goto L23
  156: if r4 == 0x0 goto L22
  157: if r4 == 0x2b goto L22
  158: if r4 != 0x3c goto L17
L22:
  159: r2 = r5
  160: r2 += 0x8
  161: if r2 > r3 goto L1
  162: r1 = *(u8 *)(r5 + 1)
  163: r4 = *(u8 *)(r5 + 0)
  164: r1 += 0x1
  165: r1 <<= 0x3
  166: r5 += r1
  167: goto L24
L23:
  168: r2 = r5
  169: r2 += 0x8
  170: if r2 > r3 goto L1
  171: r1 = *(u16 *)(r5 + 2)
  172: r4 = *(u8 *)(r5 + 0)
  173: r5 += 0x8
  174: if w1 & 0xf8ff goto L18
L24:
  175: r1 = r5
  176: r1 -= r0
  177: if r1 > 0x7fff goto L1
  178: r5 = r0
  179: r5 += r1
  180: if r4 == 0x2c goto L26
  181: if r4 == 0x0 goto L25
  182: if r4 == 0x2b goto L25
  183: if r4 != 0x3c goto L17
L25:
  184: r2 = r5
  185: r2 += 0x8
  186: if r2 > r3 goto L1
  187: r1 = *(u8 *)(r5 + 1)
  188: r4 = *(u8 *)(r5 + 0)
  189: r1 += 0x1
  190: r1 <<= 0x3
  191: r5 += r1
  192: goto L27
L26:
  193: r2 = r5
  194: r2 += 0x8
  195: if r2 > r3 goto L1
  196: r1 = *(u16 *)(r5 + 2)
  197: r4 = *(u8 *)(r5 + 0)
  198: r5 += 0x8
  199: if w1 & 0xf8ff goto L18
L27:
  200: r1 = r5
  201: r1 -= r0
  202: if r1 > 0x7fff goto L1
  203: r5 = r0
  204: r5 += r1
  205: if r4 == 0x2c goto L29
  206: if r4 == 0x0 goto L28
  207: if r4 == 0x2b goto L28
  208: if r4 != 0x3c goto L17
L28:
  209: r2 = r5
  210: r2 += 0x8
  211: if r2 > r3 goto L1
  212: r1 = *(u8 *)(r5 + 1)
  213: r4 = *(u8 *)(r5 + 0)
  214: r1 += 0x1
  215: r1 <<= 0x3
  216: r5 += r1
  217: goto L30
L29:
  218: r2 = r5
  219: r2 += 0x8
  220: if r2 > r3 goto L1
  221: r1 = *(u16 *)(r5 + 2)
  222: r4 = *(u8 *)(r5 + 0)
  223: r5 += 0x8
  224: if w1 & 0xf8ff goto L18
L30:
  225: r1 = r5
  226: r1 -= r0
  227: if r1 > 0x7fff goto L1
  228: r5 = r0
  229: r5 += r1
  230: if r4 == 0x2c goto L32
  231: if r4 == 0x0 goto L31
  232: if r4 == 0x2b goto L31
  233: if r4 != 0x3c goto L17
L31:
  234: r2 = r5
  235: r2 += 0x8
  236: if r2 > r3 goto L1
  237: r1 = *(u8 *)(r5 + 1)
  238: r4 = *(u8 *)(r5 + 0)
  239: r1 += 0x1
  240: r1 <<= 0x3
  241: r5 += r1
  242: goto L33
L32:
  243: r2 = r5
  244: r2 += 0x8
  245: if r2 > r3 goto L1
  246: r1 = *(u16 *)(r5 + 2)
  247: r4 = *(u8 *)(r5 + 0)
  248: r5 += 0x8
  249: if w1 & 0xf8ff goto L18
L33:
  250: r1 = r5
  251: r1 -= r0
  252: if r1 > 0x7fff goto L1
  253: r5 = r0
  254: r5 += r1
  255: if r4 == 0x2c goto L35
  256: if r4 == 0x0 goto L34
  257: if r4 == 0x2b goto L34
  258: if r4 != 0x3c goto L17
L34:
  259: r2 = r5
  260: r2 += 0x8
  261: if r2 > r3 goto L1
  262: r1 = *(u8 *)(r5 + 1)
  263: r4 = *(u8 *)(r5 + 0)
  264: r1 += 0x1
  265: r1 <<= 0x3
  266: r5 += r1
  267: goto L36
L35:
  268: r2 = r5
  269: r2 += 0x8
  270: if r2 > r3 goto L1
  271: r1 = *(u16 *)(r5 + 2)
  272: r4 = *(u8 *)(r5 + 0)
  273: r5 += 0x8
  274: if w1 & 0xf8ff goto L18
L36:
  275: r1 = r5
  276: r1 -= r0
  277: if r1 > 0x7fff goto L1
  278: r5 = r0
  279: r5 += r1
  280: if r4 == 0x2c goto L38
  281: if r4 == 0x0 goto L37
  282: if r4 == 0x2b goto L37
  283: if r4 != 0x3c goto L17
L37:
  284: r2 = r5
  285: r2 += 0x8
  286: if r2 > r3 goto L1
  287: r1 = *(u8 *)(r5 + 1)
  288: r4 = *(u8 *)(r5 + 0)
  289: r1 += 0x1
  290: r1 <<= 0x3
  291: r5 += r1
  292: goto L39
L38:
  293: r2 = r5
  294: r2 += 0x8
  295: if r2 > r3 goto L1
  296: r1 = *(u16 *)(r5 + 2)
  297: r4 = *(u8 *)(r5 + 0)
  298: r5 += 0x8
  299: if w1 & 0xf8ff goto L18
L39:
  300: r1 = r5
  301: r1 -= r0
  302: if r1 > 0x7fff goto L1
  303: r5 = r0
  304: r5 += r1
  305: if r4 == 0x2c goto L41
  306: if r4 == 0x0 goto L40
  307: if r4 == 0x2b goto L40
  308: if r4 != 0x3c goto L17
L40:
  309: r2 = r5
  310: r2 += 0x8
  311: if r2 > r3 goto L1
  312: r1 = *(u8 *)(r5 + 1)
  313: r4 = *(u8 *)(r5 + 0)
  314: r1 += 0x1
  315: r1 <<= 0x3
  316: r5 += r1
  317: goto L42
L41:
  318: r2 = r5
  319: r2 += 0x8
  320: if r2 > r3 goto L1
  321: r1 = *(u16 *)(r5 + 2)
  322: r4 = *(u8 *)(r5 + 0)
  323: r5 += 0x8
  324: if w1 & 0xf8ff goto L18
L42:
  325: r1 = r5
  326: r1 -= r0
  327: if r1 > 0x7fff goto L1
  328: r5 = r0
  329: r5 += r1
      ; deeper than the walk: no specified verdict
  330: if r4 == 0x0 goto L1
  331: if r4 == 0x2b goto L1
  332: if r4 == 0x2c goto L1
  333: if r4 == 0x3c goto L1
L17:
      ; layer 4 (r4 = protocol, header at r5)
  334: if r4 == 0x6 goto L43
  335: if r4 == 0x3a goto L45
  336: if r4 == 0x11 goto L44
  337: r5 = 0x10000
  338: *(u64 *)(r10 - 176) = 0x10000
  339: goto L3
L43:
  340: r2 = r5
  341: r2 += 0x14
  342: if r2 > r3 goto L1
  343: r1 = *(u8 *)(r5 + 12)
  344: r1 >>= 0x4
  345: r1 <<= 0x2
  346: r2 = r5
  347: r2 -= r0
  348: r2 += 0x0
  349: r2 += r1
  350: *(u64 *)(r10 - 176) = r2
  351: r5 = *(u16 *)(r5 + 0)
  352: goto L3
L45:
  353: r2 = r5
  354: r2 += 0x8
  355: if r2 > r3 goto L1
  356: r2 = r5
  357: r2 -= r0
  358: r2 += 0x8
  359: *(u64 *)(r10 - 176) = r2
  360: r5 = 0x10000
  361: goto L3
L44:
  362: r2 = r5
  363: r2 += 0x8
  364: if r2 > r3 goto L1
  365: r2 = r5
  366: r2 -= r0
  367: r2 += 0x8
  368: *(u64 *)(r10 - 176) = r2
  369: r5 = *(u16 *)(r5 + 0)
  370: goto L3
L18:
  371: r5 = 0x10000
  372: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  373: *(u32 *)(r10 - 136) = 0x1
  374: *(u64 *)(r10 - 144) = 0xffffffff
  375: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  376: *(u32 *)(r10 - 136) = 0x2
  377: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  378: r1 = map[dropc_counters] ll
  380: r2 = r10
  381: r2 += 0xffffff78
  382: call 1
  383: if r0 == 0x0 goto L46
  384: r1 = *(u64 *)(r0 + 0)
  385: r1 += 0x1
  386: *(u64 *)(r0 + 0) = r1
  387: r1 = *(u64 *)(r10 - 152)
  388: r2 = *(u32 *)(r1 + 0)
  389: r1 = *(u64 *)(r0 + 8)
  390: r1 += r2
  391: *(u64 *)(r0 + 8) = r1
L46:
  392: r0 = *(u64 *)(r10 - 144)
  393: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  394: r1 = map[dropc_counters] ll
  396: r2 = r10
  397: r2 += 0xffffff78
  398: call 1
  399: if r0 == 0x0 goto L47
  400: r1 = *(u64 *)(r0 + 0)
  401: r1 += 0x1
  402: *(u64 *)(r0 + 0) = r1
  403: r1 = *(u64 *)(r10 - 152)
  404: r2 = *(u32 *)(r1 + 0)
  405: r1 = *(u64 *)(r0 + 8)
  406: r1 += r2
  407: *(u64 *)(r0 + 8) = r1
L47:
  408: r0 = *(u64 *)(r10 - 144)
  409: exit
