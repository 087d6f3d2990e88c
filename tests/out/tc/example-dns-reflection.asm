; dropc tc program `dropc_tc` (419 instruction slots)
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
   40: *(u64 *)(r10 - 72) = 0x10000
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
   54: r1 = *(u16 *)(r5 + 14)
   55: r1 = be16 r1
   56: *(u64 *)(r10 - 72) = r1
   57: goto L2
L12:
   58: r2 = r5
   59: r2 += 0x16
   60: if r2 > r3 goto L1
   61: r2 = r5
   62: r2 -= r0
   63: r2 += 0x16
   64: *(u64 *)(r10 - 176) = r2
   65: *(u64 *)(r10 - 72) = 0x10000
   66: goto L2
L9:
   67: *(u64 *)(r10 - 72) = 0x10000
   68: *(u64 *)(r10 - 176) = 0x10000
   69: goto L2
L11:
   70: r2 = r5
   71: r2 += 0x16
   72: if r2 > r3 goto L1
   73: r2 = r5
   74: r2 -= r0
   75: r2 += 0x16
   76: *(u64 *)(r10 - 176) = r2
   77: r1 = *(u16 *)(r5 + 14)
   78: r1 = be16 r1
   79: *(u64 *)(r10 - 72) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `upstream` (line 14): Pass
   80: r1 = *(u64 *)(r10 - 16)
   81: r1 |= 0x0
   82: if r1 != 0x11 goto L13
   83: r1 = *(u64 *)(r10 - 72)
   84: r1 |= 0x0
   85: if r1 != 0x35 goto L13
L14:
   86: if w7 == 0x350200c0 goto L15
   87: if w7 != 0x356433c6 goto L13
L15:
   88: *(u32 *)(r10 - 136) = 0x0
   89: *(u64 *)(r10 - 144) = 0xffffffff
   90: goto L0
L13:
      ; rule 1 `reflected` (line 15): Drop
   91: r1 = *(u64 *)(r10 - 16)
   92: r1 |= 0x0
   93: if r1 != 0x11 goto L16
   94: r1 = *(u64 *)(r10 - 72)
   95: r1 |= 0x0
   96: if r1 != 0x35 goto L16
L17:
      ; payload: 1 bytes at payload offset 2
   97: r1 = *(u64 *)(r10 - 176)
   98: r1 |= 0x0
   99: if r1 > 0xfff8 goto L16
  100: r2 = r1
  101: r2 += 0x3
  102: r3 = *(u64 *)(r10 - 184)
  103: if r2 > r3 goto L16
  104: r2 = *(u64 *)(r10 - 160)
  105: r2 += r1
  106: r3 = r2
  107: r3 += 0x3
  108: r1 = *(u64 *)(r10 - 168)
  109: if r3 > r1 goto L16
  110: r1 = *(u8 *)(r2 + 2)
  111: w1 &= 0x80
  112: if w1 != 0x80 goto L16
L18:
  113: *(u32 *)(r10 - 136) = 0x1
  114: *(u64 *)(r10 - 144) = 0x2
  115: goto L0
L16:
      ; default
  116: *(u32 *)(r10 - 136) = 0x2
  117: *(u64 *)(r10 - 144) = 0xffffffff
  118: goto L0
L6:
  119: if w1 == 0xdd86 goto L7
  120: if w1 == 0x81 goto L19
  121: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  122: r2 = *(u32 *)(r6 + 20)
  123: if r2 != 0x0 goto L1
  124: r2 = r0
  125: r2 += 0x12
  126: if r2 > r3 goto L1
  127: r1 = *(u16 *)(r0 + 16)
  128: r0 += 0x4
  129: if w1 == 0x8 goto L8
  130: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  131: r2 = r0
  132: r2 += 0x36
  133: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  134: *(u64 *)(r10 - 160) = r0
  135: *(u64 *)(r10 - 168) = r3
  136: r1 = *(u16 *)(r0 + 18)
  137: r1 = be16 r1
  138: r1 += 0x36
  139: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  140: r4 = *(u8 *)(r0 + 20)
  141: r5 = r0
  142: r5 += 0x36
  143: if r4 == 0x2c goto L23
  144: if r4 == 0x0 goto L22
  145: if r4 == 0x2b goto L22
  146: if r4 != 0x3c goto L20
L22:
  147: r2 = r5
  148: r2 += 0x8
  149: if r2 > r3 goto L1
  150: r1 = *(u8 *)(r5 + 1)
  151: r4 = *(u8 *)(r5 + 0)
  152: r1 += 0x1
  153: r1 <<= 0x3
  154: r5 += r1
  155: goto L24
L23:
  156: r2 = r5
  157: r2 += 0x8
  158: if r2 > r3 goto L1
  159: r1 = *(u16 *)(r5 + 2)
  160: r4 = *(u8 *)(r5 + 0)
  161: r5 += 0x8
  162: if w1 & 0xf8ff goto L21
L24:
  163: r1 = r5
  164: r1 -= r0
  165: if r1 > 0x7fff goto L1
  166: r5 = r0
  167: r5 += r1
  168: if r4 == 0x2c goto L26
  169: if r4 == 0x0 goto L25
  170: if r4 == 0x2b goto L25
  171: if r4 != 0x3c goto L20
L25:
  172: r2 = r5
  173: r2 += 0x8
  174: if r2 > r3 goto L1
  175: r1 = *(u8 *)(r5 + 1)
  176: r4 = *(u8 *)(r5 + 0)
  177: r1 += 0x1
  178: r1 <<= 0x3
  179: r5 += r1
  180: goto L27
L26:
  181: r2 = r5
  182: r2 += 0x8
  183: if r2 > r3 goto L1
  184: r1 = *(u16 *)(r5 + 2)
  185: r4 = *(u8 *)(r5 + 0)
  186: r5 += 0x8
  187: if w1 & 0xf8ff goto L21
L27:
  188: r1 = r5
  189: r1 -= r0
  190: if r1 > 0x7fff goto L1
  191: r5 = r0
  192: r5 += r1
  193: if r4 == 0x2c goto L29
  194: if r4 == 0x0 goto L28
  195: if r4 == 0x2b goto L28
  196: if r4 != 0x3c goto L20
L28:
  197: r2 = r5
  198: r2 += 0x8
  199: if r2 > r3 goto L1
  200: r1 = *(u8 *)(r5 + 1)
  201: r4 = *(u8 *)(r5 + 0)
  202: r1 += 0x1
  203: r1 <<= 0x3
  204: r5 += r1
  205: goto L30
L29:
  206: r2 = r5
  207: r2 += 0x8
  208: if r2 > r3 goto L1
  209: r1 = *(u16 *)(r5 + 2)
  210: r4 = *(u8 *)(r5 + 0)
  211: r5 += 0x8
  212: if w1 & 0xf8ff goto L21
L30:
  213: r1 = r5
  214: r1 -= r0
  215: if r1 > 0x7fff goto L1
  216: r5 = r0
  217: r5 += r1
  218: if r4 == 0x2c goto L32
  219: if r4 == 0x0 goto L31
  220: if r4 == 0x2b goto L31
  221: if r4 != 0x3c goto L20
L31:
  222: r2 = r5
  223: r2 += 0x8
  224: if r2 > r3 goto L1
  225: r1 = *(u8 *)(r5 + 1)
  226: r4 = *(u8 *)(r5 + 0)
  227: r1 += 0x1
  228: r1 <<= 0x3
  229: r5 += r1
  230: goto L33
L32:
  231: r2 = r5
  232: r2 += 0x8
  233: if r2 > r3 goto L1
  234: r1 = *(u16 *)(r5 + 2)
  235: r4 = *(u8 *)(r5 + 0)
  236: r5 += 0x8
  237: if w1 & 0xf8ff goto L21
L33:
  238: r1 = r5
  239: r1 -= r0
  240: if r1 > 0x7fff goto L1
  241: r5 = r0
  242: r5 += r1
  243: if r4 == 0x2c goto L35
  244: if r4 == 0x0 goto L34
  245: if r4 == 0x2b goto L34
  246: if r4 != 0x3c goto L20
L34:
  247: r2 = r5
  248: r2 += 0x8
  249: if r2 > r3 goto L1
  250: r1 = *(u8 *)(r5 + 1)
  251: r4 = *(u8 *)(r5 + 0)
  252: r1 += 0x1
  253: r1 <<= 0x3
  254: r5 += r1
  255: goto L36
L35:
  256: r2 = r5
  257: r2 += 0x8
  258: if r2 > r3 goto L1
  259: r1 = *(u16 *)(r5 + 2)
  260: r4 = *(u8 *)(r5 + 0)
  261: r5 += 0x8
  262: if w1 & 0xf8ff goto L21
L36:
  263: r1 = r5
  264: r1 -= r0
  265: if r1 > 0x7fff goto L1
  266: r5 = r0
  267: r5 += r1
  268: if r4 == 0x2c goto L38
  269: if r4 == 0x0 goto L37
  270: if r4 == 0x2b goto L37
  271: if r4 != 0x3c goto L20
L37:
  272: r2 = r5
  273: r2 += 0x8
  274: if r2 > r3 goto L1
  275: r1 = *(u8 *)(r5 + 1)
  276: r4 = *(u8 *)(r5 + 0)
  277: r1 += 0x1
  278: r1 <<= 0x3
  279: r5 += r1
  280: goto L39
L38:
  281: r2 = r5
  282: r2 += 0x8
  283: if r2 > r3 goto L1
  284: r1 = *(u16 *)(r5 + 2)
  285: r4 = *(u8 *)(r5 + 0)
  286: r5 += 0x8
  287: if w1 & 0xf8ff goto L21
L39:
  288: r1 = r5
  289: r1 -= r0
  290: if r1 > 0x7fff goto L1
  291: r5 = r0
  292: r5 += r1
  293: if r4 == 0x2c goto L41
  294: if r4 == 0x0 goto L40
  295: if r4 == 0x2b goto L40
  296: if r4 != 0x3c goto L20
L40:
  297: r2 = r5
  298: r2 += 0x8
  299: if r2 > r3 goto L1
  300: r1 = *(u8 *)(r5 + 1)
  301: r4 = *(u8 *)(r5 + 0)
  302: r1 += 0x1
  303: r1 <<= 0x3
  304: r5 += r1
  305: goto L42
L41:
  306: r2 = r5
  307: r2 += 0x8
  308: if r2 > r3 goto L1
  309: r1 = *(u16 *)(r5 + 2)
  310: r4 = *(u8 *)(r5 + 0)
  311: r5 += 0x8
  312: if w1 & 0xf8ff goto L21
L42:
  313: r1 = r5
  314: r1 -= r0
  315: if r1 > 0x7fff goto L1
  316: r5 = r0
  317: r5 += r1
  318: if r4 == 0x2c goto L44
  319: if r4 == 0x0 goto L43
  320: if r4 == 0x2b goto L43
  321: if r4 != 0x3c goto L20
L43:
  322: r2 = r5
  323: r2 += 0x8
  324: if r2 > r3 goto L1
  325: r1 = *(u8 *)(r5 + 1)
  326: r4 = *(u8 *)(r5 + 0)
  327: r1 += 0x1
  328: r1 <<= 0x3
  329: r5 += r1
  330: goto L45
L44:
  331: r2 = r5
  332: r2 += 0x8
  333: if r2 > r3 goto L1
  334: r1 = *(u16 *)(r5 + 2)
  335: r4 = *(u8 *)(r5 + 0)
  336: r5 += 0x8
  337: if w1 & 0xf8ff goto L21
L45:
  338: r1 = r5
  339: r1 -= r0
  340: if r1 > 0x7fff goto L1
  341: r5 = r0
  342: r5 += r1
      ; deeper than the walk: no specified verdict
  343: if r4 == 0x0 goto L1
  344: if r4 == 0x2b goto L1
  345: if r4 == 0x2c goto L1
  346: if r4 == 0x3c goto L1
L20:
  347: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  348: if r4 == 0x6 goto L46
  349: if r4 == 0x3a goto L48
  350: if r4 == 0x11 goto L47
  351: *(u64 *)(r10 - 72) = 0x10000
  352: *(u64 *)(r10 - 176) = 0x10000
  353: goto L3
L46:
  354: r2 = r5
  355: r2 += 0x14
  356: if r2 > r3 goto L1
  357: r1 = *(u8 *)(r5 + 12)
  358: r1 >>= 0x4
  359: r1 <<= 0x2
  360: r2 = r5
  361: r2 -= r0
  362: r2 += 0x0
  363: r2 += r1
  364: *(u64 *)(r10 - 176) = r2
  365: r1 = *(u16 *)(r5 + 0)
  366: r1 = be16 r1
  367: *(u64 *)(r10 - 72) = r1
  368: goto L3
L48:
  369: r2 = r5
  370: r2 += 0x8
  371: if r2 > r3 goto L1
  372: r2 = r5
  373: r2 -= r0
  374: r2 += 0x8
  375: *(u64 *)(r10 - 176) = r2
  376: *(u64 *)(r10 - 72) = 0x10000
  377: goto L3
L47:
  378: r2 = r5
  379: r2 += 0x8
  380: if r2 > r3 goto L1
  381: r2 = r5
  382: r2 -= r0
  383: r2 += 0x8
  384: *(u64 *)(r10 - 176) = r2
  385: r1 = *(u16 *)(r5 + 0)
  386: r1 = be16 r1
  387: *(u64 *)(r10 - 72) = r1
  388: goto L3
L21:
  389: *(u64 *)(r10 - 16) = r4
  390: *(u64 *)(r10 - 72) = 0x10000
  391: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  392: *(u32 *)(r10 - 136) = 0x2
  393: *(u64 *)(r10 - 144) = 0xffffffff
  394: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  395: *(u32 *)(r10 - 136) = 0x3
  396: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  397: r1 = map[dropc_counters] ll
  399: r2 = r10
  400: r2 += 0xffffff78
  401: call 1
  402: if r0 == 0x0 goto L49
  403: r1 = *(u64 *)(r0 + 0)
  404: r1 += 0x1
  405: *(u64 *)(r0 + 0) = r1
L49:
  406: r0 = *(u64 *)(r10 - 144)
  407: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  408: r1 = map[dropc_counters] ll
  410: r2 = r10
  411: r2 += 0xffffff78
  412: call 1
  413: if r0 == 0x0 goto L50
  414: r1 = *(u64 *)(r0 + 0)
  415: r1 += 0x1
  416: *(u64 *)(r0 + 0) = r1
L50:
  417: r0 = *(u64 *)(r10 - 144)
  418: exit
