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
   28: r4 = *(u8 *)(r0 + 23)
   29: *(u64 *)(r10 - 16) = r4
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
   39: r7 = 0x10000
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
   54: r7 = *(u16 *)(r5 + 14)
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
   64: r7 = 0x10000
   65: r5 = 0x10000
   66: goto L2
L9:
   67: r7 = 0x10000
   68: r5 = 0x10000
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
   78: r7 = *(u16 *)(r5 + 14)
   79: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `monlist-in` (line 9): Drop
   80: r1 = *(u64 *)(r10 - 16)
   81: r1 |= 0x0
   82: if r1 != 0x11 goto L13
   83: if r5 != 0x7b00 goto L13
L14:
      ; payload: 4 bytes at payload offset 0
   84: r1 = *(u64 *)(r10 - 176)
   85: r1 |= 0x0
   86: if r1 > 0xfff7 goto L13
   87: r2 = r1
   88: r2 += 0x4
   89: r3 = *(u64 *)(r10 - 184)
   90: if r2 > r3 goto L13
   91: r2 = *(u64 *)(r10 - 160)
   92: r2 += r1
   93: r3 = r2
   94: r3 += 0x4
   95: r1 = *(u64 *)(r10 - 168)
   96: if r3 > r1 goto L13
   97: r1 = *(u32 *)(r2 + 0)
   98: w1 &= 0xff000007
   99: if w1 != 0x2a000007 goto L13
L15:
  100: *(u32 *)(r10 - 136) = 0x0
  101: *(u64 *)(r10 - 144) = 0x2
  102: goto L0
L13:
      ; rule 1 `monlist-out` (line 10): Drop
  103: r1 = *(u64 *)(r10 - 16)
  104: r1 |= 0x0
  105: if r1 != 0x11 goto L16
  106: if r7 != 0x7b00 goto L16
L17:
      ; payload: 4 bytes at payload offset 0
  107: r1 = *(u64 *)(r10 - 176)
  108: r1 |= 0x0
  109: if r1 > 0xfff7 goto L16
  110: r2 = r1
  111: r2 += 0x4
  112: r3 = *(u64 *)(r10 - 184)
  113: if r2 > r3 goto L16
  114: r2 = *(u64 *)(r10 - 160)
  115: r2 += r1
  116: r3 = r2
  117: r3 += 0x4
  118: r1 = *(u64 *)(r10 - 168)
  119: if r3 > r1 goto L16
  120: r1 = *(u32 *)(r2 + 0)
  121: w1 &= 0xff000007
  122: if w1 != 0x2a000007 goto L16
L18:
  123: *(u32 *)(r10 - 136) = 0x1
  124: *(u64 *)(r10 - 144) = 0x2
  125: goto L0
L16:
      ; default
  126: *(u32 *)(r10 - 136) = 0x2
  127: *(u64 *)(r10 - 144) = 0xffffffff
  128: goto L0
L6:
  129: if w1 == 0xdd86 goto L7
  130: if w1 == 0x81 goto L19
  131: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  132: r2 = *(u32 *)(r6 + 20)
  133: if r2 != 0x0 goto L1
  134: r2 = r0
  135: r2 += 0x12
  136: if r2 > r3 goto L1
  137: r1 = *(u16 *)(r0 + 16)
  138: r0 += 0x4
  139: if w1 == 0x8 goto L8
  140: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  141: r2 = r0
  142: r2 += 0x36
  143: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  144: *(u64 *)(r10 - 160) = r0
  145: *(u64 *)(r10 - 168) = r3
  146: r1 = *(u16 *)(r0 + 18)
  147: r1 = be16 r1
  148: r1 += 0x36
  149: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  150: r4 = *(u8 *)(r0 + 20)
  151: r5 = r0
  152: r5 += 0x36
  153: if r4 == 0x2c goto L23
  154: if r4 == 0x0 goto L22
  155: if r4 == 0x2b goto L22
  156: if r4 != 0x3c goto L20
L22:
  157: r2 = r5
  158: r2 += 0x8
  159: if r2 > r3 goto L1
  160: r1 = *(u8 *)(r5 + 1)
  161: r4 = *(u8 *)(r5 + 0)
  162: r1 += 0x1
  163: r1 <<= 0x3
  164: r5 += r1
  165: goto L24
L23:
  166: r2 = r5
  167: r2 += 0x8
  168: if r2 > r3 goto L1
  169: r1 = *(u16 *)(r5 + 2)
  170: r4 = *(u8 *)(r5 + 0)
  171: r5 += 0x8
  172: if w1 & 0xf8ff goto L21
L24:
  173: r1 = r5
  174: r1 -= r0
  175: if r1 > 0x7fff goto L1
  176: r5 = r0
  177: r5 += r1
  178: if r4 == 0x2c goto L26
  179: if r4 == 0x0 goto L25
  180: if r4 == 0x2b goto L25
  181: if r4 != 0x3c goto L20
L25:
  182: r2 = r5
  183: r2 += 0x8
  184: if r2 > r3 goto L1
  185: r1 = *(u8 *)(r5 + 1)
  186: r4 = *(u8 *)(r5 + 0)
  187: r1 += 0x1
  188: r1 <<= 0x3
  189: r5 += r1
  190: goto L27
L26:
  191: r2 = r5
  192: r2 += 0x8
  193: if r2 > r3 goto L1
  194: r1 = *(u16 *)(r5 + 2)
  195: r4 = *(u8 *)(r5 + 0)
  196: r5 += 0x8
  197: if w1 & 0xf8ff goto L21
L27:
  198: r1 = r5
  199: r1 -= r0
  200: if r1 > 0x7fff goto L1
  201: r5 = r0
  202: r5 += r1
  203: if r4 == 0x2c goto L29
  204: if r4 == 0x0 goto L28
  205: if r4 == 0x2b goto L28
  206: if r4 != 0x3c goto L20
L28:
  207: r2 = r5
  208: r2 += 0x8
  209: if r2 > r3 goto L1
  210: r1 = *(u8 *)(r5 + 1)
  211: r4 = *(u8 *)(r5 + 0)
  212: r1 += 0x1
  213: r1 <<= 0x3
  214: r5 += r1
  215: goto L30
L29:
  216: r2 = r5
  217: r2 += 0x8
  218: if r2 > r3 goto L1
  219: r1 = *(u16 *)(r5 + 2)
  220: r4 = *(u8 *)(r5 + 0)
  221: r5 += 0x8
  222: if w1 & 0xf8ff goto L21
L30:
  223: r1 = r5
  224: r1 -= r0
  225: if r1 > 0x7fff goto L1
  226: r5 = r0
  227: r5 += r1
  228: if r4 == 0x2c goto L32
  229: if r4 == 0x0 goto L31
  230: if r4 == 0x2b goto L31
  231: if r4 != 0x3c goto L20
L31:
  232: r2 = r5
  233: r2 += 0x8
  234: if r2 > r3 goto L1
  235: r1 = *(u8 *)(r5 + 1)
  236: r4 = *(u8 *)(r5 + 0)
  237: r1 += 0x1
  238: r1 <<= 0x3
  239: r5 += r1
  240: goto L33
L32:
  241: r2 = r5
  242: r2 += 0x8
  243: if r2 > r3 goto L1
  244: r1 = *(u16 *)(r5 + 2)
  245: r4 = *(u8 *)(r5 + 0)
  246: r5 += 0x8
  247: if w1 & 0xf8ff goto L21
L33:
  248: r1 = r5
  249: r1 -= r0
  250: if r1 > 0x7fff goto L1
  251: r5 = r0
  252: r5 += r1
  253: if r4 == 0x2c goto L35
  254: if r4 == 0x0 goto L34
  255: if r4 == 0x2b goto L34
  256: if r4 != 0x3c goto L20
L34:
  257: r2 = r5
  258: r2 += 0x8
  259: if r2 > r3 goto L1
  260: r1 = *(u8 *)(r5 + 1)
  261: r4 = *(u8 *)(r5 + 0)
  262: r1 += 0x1
  263: r1 <<= 0x3
  264: r5 += r1
  265: goto L36
L35:
  266: r2 = r5
  267: r2 += 0x8
  268: if r2 > r3 goto L1
  269: r1 = *(u16 *)(r5 + 2)
  270: r4 = *(u8 *)(r5 + 0)
  271: r5 += 0x8
  272: if w1 & 0xf8ff goto L21
L36:
  273: r1 = r5
  274: r1 -= r0
  275: if r1 > 0x7fff goto L1
  276: r5 = r0
  277: r5 += r1
  278: if r4 == 0x2c goto L38
  279: if r4 == 0x0 goto L37
  280: if r4 == 0x2b goto L37
  281: if r4 != 0x3c goto L20
L37:
  282: r2 = r5
  283: r2 += 0x8
  284: if r2 > r3 goto L1
  285: r1 = *(u8 *)(r5 + 1)
  286: r4 = *(u8 *)(r5 + 0)
  287: r1 += 0x1
  288: r1 <<= 0x3
  289: r5 += r1
  290: goto L39
L38:
  291: r2 = r5
  292: r2 += 0x8
  293: if r2 > r3 goto L1
  294: r1 = *(u16 *)(r5 + 2)
  295: r4 = *(u8 *)(r5 + 0)
  296: r5 += 0x8
  297: if w1 & 0xf8ff goto L21
L39:
  298: r1 = r5
  299: r1 -= r0
  300: if r1 > 0x7fff goto L1
  301: r5 = r0
  302: r5 += r1
  303: if r4 == 0x2c goto L41
  304: if r4 == 0x0 goto L40
  305: if r4 == 0x2b goto L40
  306: if r4 != 0x3c goto L20
L40:
  307: r2 = r5
  308: r2 += 0x8
  309: if r2 > r3 goto L1
  310: r1 = *(u8 *)(r5 + 1)
  311: r4 = *(u8 *)(r5 + 0)
  312: r1 += 0x1
  313: r1 <<= 0x3
  314: r5 += r1
  315: goto L42
L41:
  316: r2 = r5
  317: r2 += 0x8
  318: if r2 > r3 goto L1
  319: r1 = *(u16 *)(r5 + 2)
  320: r4 = *(u8 *)(r5 + 0)
  321: r5 += 0x8
  322: if w1 & 0xf8ff goto L21
L42:
  323: r1 = r5
  324: r1 -= r0
  325: if r1 > 0x7fff goto L1
  326: r5 = r0
  327: r5 += r1
  328: if r4 == 0x2c goto L44
  329: if r4 == 0x0 goto L43
  330: if r4 == 0x2b goto L43
  331: if r4 != 0x3c goto L20
L43:
  332: r2 = r5
  333: r2 += 0x8
  334: if r2 > r3 goto L1
  335: r1 = *(u8 *)(r5 + 1)
  336: r4 = *(u8 *)(r5 + 0)
  337: r1 += 0x1
  338: r1 <<= 0x3
  339: r5 += r1
  340: goto L45
L44:
  341: r2 = r5
  342: r2 += 0x8
  343: if r2 > r3 goto L1
  344: r1 = *(u16 *)(r5 + 2)
  345: r4 = *(u8 *)(r5 + 0)
  346: r5 += 0x8
  347: if w1 & 0xf8ff goto L21
L45:
  348: r1 = r5
  349: r1 -= r0
  350: if r1 > 0x7fff goto L1
  351: r5 = r0
  352: r5 += r1
      ; deeper than the walk: no specified verdict
  353: if r4 == 0x0 goto L1
  354: if r4 == 0x2b goto L1
  355: if r4 == 0x2c goto L1
  356: if r4 == 0x3c goto L1
L20:
  357: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  358: if r4 == 0x6 goto L46
  359: if r4 == 0x3a goto L48
  360: if r4 == 0x11 goto L47
  361: r7 = 0x10000
  362: r5 = 0x10000
  363: *(u64 *)(r10 - 176) = 0x10000
  364: goto L3
L46:
  365: r2 = r5
  366: r2 += 0x14
  367: if r2 > r3 goto L1
  368: r1 = *(u8 *)(r5 + 12)
  369: r1 >>= 0x4
  370: r1 <<= 0x2
  371: r2 = r5
  372: r2 -= r0
  373: r2 += 0x0
  374: r2 += r1
  375: *(u64 *)(r10 - 176) = r2
  376: r7 = *(u16 *)(r5 + 0)
  377: r5 = *(u16 *)(r5 + 2)
  378: goto L3
L48:
  379: r2 = r5
  380: r2 += 0x8
  381: if r2 > r3 goto L1
  382: r2 = r5
  383: r2 -= r0
  384: r2 += 0x8
  385: *(u64 *)(r10 - 176) = r2
  386: r7 = 0x10000
  387: r5 = 0x10000
  388: goto L3
L47:
  389: r2 = r5
  390: r2 += 0x8
  391: if r2 > r3 goto L1
  392: r2 = r5
  393: r2 -= r0
  394: r2 += 0x8
  395: *(u64 *)(r10 - 176) = r2
  396: r7 = *(u16 *)(r5 + 0)
  397: r5 = *(u16 *)(r5 + 2)
  398: goto L3
L21:
  399: *(u64 *)(r10 - 16) = r4
  400: r7 = 0x10000
  401: r5 = 0x10000
  402: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  403: *(u32 *)(r10 - 136) = 0x2
  404: *(u64 *)(r10 - 144) = 0xffffffff
  405: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  406: *(u32 *)(r10 - 136) = 0x3
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
