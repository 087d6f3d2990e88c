; dropc tc program `dropc_tc` (430 instruction slots)
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
   41: *(u64 *)(r10 - 72) = 0x10000
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
   55: r1 = *(u16 *)(r5 + 14)
   56: r1 = be16 r1
   57: *(u64 *)(r10 - 72) = r1
   58: goto L2
L12:
   59: r2 = r5
   60: r2 += 0x16
   61: if r2 > r3 goto L1
   62: r2 = r5
   63: r2 -= r0
   64: r2 += 0x16
   65: *(u64 *)(r10 - 176) = r2
   66: *(u64 *)(r10 - 72) = 0x10000
   67: goto L2
L9:
   68: *(u64 *)(r10 - 72) = 0x10000
   69: *(u64 *)(r10 - 176) = 0x10000
   70: goto L2
L11:
   71: r2 = r5
   72: r2 += 0x16
   73: if r2 > r3 goto L1
   74: r2 = r5
   75: r2 -= r0
   76: r2 += 0x16
   77: *(u64 *)(r10 - 176) = r2
   78: r1 = *(u16 *)(r5 + 14)
   79: r1 = be16 r1
   80: *(u64 *)(r10 - 72) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `upstream` (line 14): Pass
   81: r1 = *(u64 *)(r10 - 16)
   82: r1 |= 0x0
   83: if r1 != 0x11 goto L13
   84: r1 = *(u64 *)(r10 - 72)
   85: r1 |= 0x0
   86: if r1 != 0x35 goto L13
L14:
   87: if w7 == 0x350200c0 goto L15
   88: if w7 != 0x356433c6 goto L13
L15:
   89: *(u32 *)(r10 - 136) = 0x0
   90: *(u64 *)(r10 - 144) = 0xffffffff
   91: goto L0
L13:
      ; rule 1 `reflected` (line 15): Drop
   92: r1 = *(u64 *)(r10 - 16)
   93: r1 |= 0x0
   94: if r1 != 0x11 goto L16
   95: r1 = *(u64 *)(r10 - 72)
   96: r1 |= 0x0
   97: if r1 != 0x35 goto L16
L17:
      ; payload: 1 bytes at payload offset 2
   98: r1 = *(u64 *)(r10 - 176)
   99: r1 |= 0x0
  100: if r1 > 0xfff8 goto L16
  101: r2 = r1
  102: r2 += 0x3
  103: r3 = *(u64 *)(r10 - 184)
  104: if r2 > r3 goto L16
  105: r2 = *(u64 *)(r10 - 160)
  106: r2 += r1
  107: r3 = r2
  108: r3 += 0x3
  109: r1 = *(u64 *)(r10 - 168)
  110: if r3 > r1 goto L16
  111: r1 = *(u8 *)(r2 + 2)
  112: w1 &= 0x80
  113: if w1 != 0x80 goto L16
L18:
  114: *(u32 *)(r10 - 136) = 0x1
  115: *(u64 *)(r10 - 144) = 0x2
  116: goto L0
L16:
      ; default
  117: *(u32 *)(r10 - 136) = 0x2
  118: *(u64 *)(r10 - 144) = 0xffffffff
  119: goto L0
L6:
  120: if w1 == 0xdd86 goto L7
  121: if w1 == 0x81 goto L19
  122: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  123: r2 = *(u32 *)(r6 + 20)
  124: if r2 != 0x0 goto L1
  125: r2 = r0
  126: r2 += 0x12
  127: if r2 > r3 goto L1
  128: r1 = *(u16 *)(r0 + 16)
  129: r0 += 0x4
  130: if w1 == 0x8 goto L8
  131: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  132: r2 = r0
  133: r2 += 0x36
  134: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  135: *(u64 *)(r10 - 160) = r0
  136: *(u64 *)(r10 - 168) = r3
  137: r1 = *(u16 *)(r0 + 18)
  138: r1 = be16 r1
  139: r1 += 0x36
  140: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  141: r4 = *(u8 *)(r0 + 20)
  142: r5 = r0
  143: r5 += 0x36
  144: if r4 == 0x2c goto L23
  145: if r4 == 0x0 goto L22
  146: if r4 == 0x2b goto L22
  147: if r4 != 0x3c goto L20
L22:
  148: r2 = r5
  149: r2 += 0x8
  150: if r2 > r3 goto L1
  151: r1 = *(u8 *)(r5 + 1)
  152: r4 = *(u8 *)(r5 + 0)
  153: r1 += 0x1
  154: r1 <<= 0x3
  155: r5 += r1
  156: goto L24
L23:
  157: r2 = r5
  158: r2 += 0x8
  159: if r2 > r3 goto L1
  160: r1 = *(u16 *)(r5 + 2)
  161: r4 = *(u8 *)(r5 + 0)
  162: r5 += 0x8
  163: if w1 & 0xf8ff goto L21
L24:
  164: r1 = r5
  165: r1 -= r0
  166: if r1 > 0x7fff goto L1
  167: r5 = r0
  168: r5 += r1
  169: if r4 == 0x2c goto L26
  170: if r4 == 0x0 goto L25
  171: if r4 == 0x2b goto L25
  172: if r4 != 0x3c goto L20
L25:
  173: r2 = r5
  174: r2 += 0x8
  175: if r2 > r3 goto L1
  176: r1 = *(u8 *)(r5 + 1)
  177: r4 = *(u8 *)(r5 + 0)
  178: r1 += 0x1
  179: r1 <<= 0x3
  180: r5 += r1
  181: goto L27
L26:
  182: r2 = r5
  183: r2 += 0x8
  184: if r2 > r3 goto L1
  185: r1 = *(u16 *)(r5 + 2)
  186: r4 = *(u8 *)(r5 + 0)
  187: r5 += 0x8
  188: if w1 & 0xf8ff goto L21
L27:
  189: r1 = r5
  190: r1 -= r0
  191: if r1 > 0x7fff goto L1
  192: r5 = r0
  193: r5 += r1
  194: if r4 == 0x2c goto L29
  195: if r4 == 0x0 goto L28
  196: if r4 == 0x2b goto L28
  197: if r4 != 0x3c goto L20
L28:
  198: r2 = r5
  199: r2 += 0x8
  200: if r2 > r3 goto L1
  201: r1 = *(u8 *)(r5 + 1)
  202: r4 = *(u8 *)(r5 + 0)
  203: r1 += 0x1
  204: r1 <<= 0x3
  205: r5 += r1
  206: goto L30
L29:
  207: r2 = r5
  208: r2 += 0x8
  209: if r2 > r3 goto L1
  210: r1 = *(u16 *)(r5 + 2)
  211: r4 = *(u8 *)(r5 + 0)
  212: r5 += 0x8
  213: if w1 & 0xf8ff goto L21
L30:
  214: r1 = r5
  215: r1 -= r0
  216: if r1 > 0x7fff goto L1
  217: r5 = r0
  218: r5 += r1
  219: if r4 == 0x2c goto L32
  220: if r4 == 0x0 goto L31
  221: if r4 == 0x2b goto L31
  222: if r4 != 0x3c goto L20
L31:
  223: r2 = r5
  224: r2 += 0x8
  225: if r2 > r3 goto L1
  226: r1 = *(u8 *)(r5 + 1)
  227: r4 = *(u8 *)(r5 + 0)
  228: r1 += 0x1
  229: r1 <<= 0x3
  230: r5 += r1
  231: goto L33
L32:
  232: r2 = r5
  233: r2 += 0x8
  234: if r2 > r3 goto L1
  235: r1 = *(u16 *)(r5 + 2)
  236: r4 = *(u8 *)(r5 + 0)
  237: r5 += 0x8
  238: if w1 & 0xf8ff goto L21
L33:
  239: r1 = r5
  240: r1 -= r0
  241: if r1 > 0x7fff goto L1
  242: r5 = r0
  243: r5 += r1
  244: if r4 == 0x2c goto L35
  245: if r4 == 0x0 goto L34
  246: if r4 == 0x2b goto L34
  247: if r4 != 0x3c goto L20
L34:
  248: r2 = r5
  249: r2 += 0x8
  250: if r2 > r3 goto L1
  251: r1 = *(u8 *)(r5 + 1)
  252: r4 = *(u8 *)(r5 + 0)
  253: r1 += 0x1
  254: r1 <<= 0x3
  255: r5 += r1
  256: goto L36
L35:
  257: r2 = r5
  258: r2 += 0x8
  259: if r2 > r3 goto L1
  260: r1 = *(u16 *)(r5 + 2)
  261: r4 = *(u8 *)(r5 + 0)
  262: r5 += 0x8
  263: if w1 & 0xf8ff goto L21
L36:
  264: r1 = r5
  265: r1 -= r0
  266: if r1 > 0x7fff goto L1
  267: r5 = r0
  268: r5 += r1
  269: if r4 == 0x2c goto L38
  270: if r4 == 0x0 goto L37
  271: if r4 == 0x2b goto L37
  272: if r4 != 0x3c goto L20
L37:
  273: r2 = r5
  274: r2 += 0x8
  275: if r2 > r3 goto L1
  276: r1 = *(u8 *)(r5 + 1)
  277: r4 = *(u8 *)(r5 + 0)
  278: r1 += 0x1
  279: r1 <<= 0x3
  280: r5 += r1
  281: goto L39
L38:
  282: r2 = r5
  283: r2 += 0x8
  284: if r2 > r3 goto L1
  285: r1 = *(u16 *)(r5 + 2)
  286: r4 = *(u8 *)(r5 + 0)
  287: r5 += 0x8
  288: if w1 & 0xf8ff goto L21
L39:
  289: r1 = r5
  290: r1 -= r0
  291: if r1 > 0x7fff goto L1
  292: r5 = r0
  293: r5 += r1
  294: if r4 == 0x2c goto L41
  295: if r4 == 0x0 goto L40
  296: if r4 == 0x2b goto L40
  297: if r4 != 0x3c goto L20
L40:
  298: r2 = r5
  299: r2 += 0x8
  300: if r2 > r3 goto L1
  301: r1 = *(u8 *)(r5 + 1)
  302: r4 = *(u8 *)(r5 + 0)
  303: r1 += 0x1
  304: r1 <<= 0x3
  305: r5 += r1
  306: goto L42
L41:
  307: r2 = r5
  308: r2 += 0x8
  309: if r2 > r3 goto L1
  310: r1 = *(u16 *)(r5 + 2)
  311: r4 = *(u8 *)(r5 + 0)
  312: r5 += 0x8
  313: if w1 & 0xf8ff goto L21
L42:
  314: r1 = r5
  315: r1 -= r0
  316: if r1 > 0x7fff goto L1
  317: r5 = r0
  318: r5 += r1
  319: if r4 == 0x2c goto L44
  320: if r4 == 0x0 goto L43
  321: if r4 == 0x2b goto L43
  322: if r4 != 0x3c goto L20
L43:
  323: r2 = r5
  324: r2 += 0x8
  325: if r2 > r3 goto L1
  326: r1 = *(u8 *)(r5 + 1)
  327: r4 = *(u8 *)(r5 + 0)
  328: r1 += 0x1
  329: r1 <<= 0x3
  330: r5 += r1
  331: goto L45
L44:
  332: r2 = r5
  333: r2 += 0x8
  334: if r2 > r3 goto L1
  335: r1 = *(u16 *)(r5 + 2)
  336: r4 = *(u8 *)(r5 + 0)
  337: r5 += 0x8
  338: if w1 & 0xf8ff goto L21
L45:
  339: r1 = r5
  340: r1 -= r0
  341: if r1 > 0x7fff goto L1
  342: r5 = r0
  343: r5 += r1
      ; deeper than the walk: no specified verdict
  344: if r4 == 0x0 goto L1
  345: if r4 == 0x2b goto L1
  346: if r4 == 0x2c goto L1
  347: if r4 == 0x3c goto L1
L20:
  348: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  349: if r4 == 0x6 goto L46
  350: if r4 == 0x3a goto L48
  351: if r4 == 0x11 goto L47
  352: *(u64 *)(r10 - 72) = 0x10000
  353: *(u64 *)(r10 - 176) = 0x10000
  354: goto L3
L46:
  355: r2 = r5
  356: r2 += 0x14
  357: if r2 > r3 goto L1
  358: r1 = *(u8 *)(r5 + 12)
  359: r1 >>= 0x4
  360: r1 <<= 0x2
  361: r2 = r5
  362: r2 -= r0
  363: r2 += 0x0
  364: r2 += r1
  365: *(u64 *)(r10 - 176) = r2
  366: r1 = *(u16 *)(r5 + 0)
  367: r1 = be16 r1
  368: *(u64 *)(r10 - 72) = r1
  369: goto L3
L48:
  370: r2 = r5
  371: r2 += 0x8
  372: if r2 > r3 goto L1
  373: r2 = r5
  374: r2 -= r0
  375: r2 += 0x8
  376: *(u64 *)(r10 - 176) = r2
  377: *(u64 *)(r10 - 72) = 0x10000
  378: goto L3
L47:
  379: r2 = r5
  380: r2 += 0x8
  381: if r2 > r3 goto L1
  382: r2 = r5
  383: r2 -= r0
  384: r2 += 0x8
  385: *(u64 *)(r10 - 176) = r2
  386: r1 = *(u16 *)(r5 + 0)
  387: r1 = be16 r1
  388: *(u64 *)(r10 - 72) = r1
  389: goto L3
L21:
  390: *(u64 *)(r10 - 16) = r4
  391: *(u64 *)(r10 - 72) = 0x10000
  392: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  393: *(u32 *)(r10 - 136) = 0x2
  394: *(u64 *)(r10 - 144) = 0xffffffff
  395: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  396: *(u32 *)(r10 - 136) = 0x3
  397: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  398: r1 = map[dropc_counters] ll
  400: r2 = r10
  401: r2 += 0xffffff78
  402: call 1
  403: if r0 == 0x0 goto L49
  404: r1 = *(u64 *)(r0 + 0)
  405: r1 += 0x1
  406: *(u64 *)(r0 + 0) = r1
  407: r1 = *(u64 *)(r10 - 152)
  408: r2 = *(u32 *)(r1 + 0)
  409: r1 = *(u64 *)(r0 + 8)
  410: r1 += r2
  411: *(u64 *)(r0 + 8) = r1
L49:
  412: r0 = *(u64 *)(r10 - 144)
  413: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  414: r1 = map[dropc_counters] ll
  416: r2 = r10
  417: r2 += 0xffffff78
  418: call 1
  419: if r0 == 0x0 goto L50
  420: r1 = *(u64 *)(r0 + 0)
  421: r1 += 0x1
  422: *(u64 *)(r0 + 0) = r1
  423: r1 = *(u64 *)(r10 - 152)
  424: r2 = *(u32 *)(r1 + 0)
  425: r1 = *(u64 *)(r0 + 8)
  426: r1 += r2
  427: *(u64 *)(r0 + 8) = r1
L50:
  428: r0 = *(u64 *)(r10 - 144)
  429: exit
