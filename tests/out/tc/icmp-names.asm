; dropc tc program `dropc_tc` (423 instruction slots)
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
   23: r4 = *(u8 *)(r0 + 23)
   24: *(u64 *)(r10 - 16) = r4
   25: r2 = *(u16 *)(r0 + 20)
   26: if w2 & 0xff1f goto L9
   27: r5 = *(u8 *)(r0 + 14)
   28: r5 &= 0xf
   29: r5 <<= 0x2
   30: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   31: if r4 == 0x1 goto L12
   32: *(u64 *)(r10 - 96) = 0x100
   33: *(u64 *)(r10 - 104) = 0x100
   34: goto L2
L9:
   35: *(u64 *)(r10 - 96) = 0x100
   36: *(u64 *)(r10 - 104) = 0x100
   37: goto L2
L12:
   38: r2 = r5
   39: r2 += 0x16
   40: if r2 > r3 goto L1
   41: r1 = *(u8 *)(r5 + 14)
   42: *(u64 *)(r10 - 96) = r1
   43: r1 = *(u8 *)(r5 + 15)
   44: *(u64 *)(r10 - 104) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `echo-req` (line 4): Drop
   45: r1 = *(u64 *)(r10 - 16)
   46: r1 |= 0x0
   47: if r1 != 0x1 goto L13
   48: r1 = *(u64 *)(r10 - 96)
   49: r1 |= 0x0
   50: if r1 != 0x8 goto L13
   51: *(u32 *)(r10 - 136) = 0x0
   52: *(u64 *)(r10 - 144) = 0x2
   53: goto L0
L13:
      ; rule 1 `echo-rep` (line 5): Drop
   54: r1 = *(u64 *)(r10 - 16)
   55: r1 |= 0x0
   56: if r1 != 0x1 goto L14
   57: r1 = *(u64 *)(r10 - 96)
   58: r1 |= 0x0
   59: if r1 != 0x0 goto L14
   60: *(u32 *)(r10 - 136) = 0x1
   61: *(u64 *)(r10 - 144) = 0x2
   62: goto L0
L14:
      ; rule 2 `unreach` (line 6): Drop
   63: r1 = *(u64 *)(r10 - 16)
   64: r1 |= 0x0
   65: if r1 != 0x1 goto L15
   66: r1 = *(u64 *)(r10 - 96)
   67: r1 |= 0x0
   68: if r1 != 0x3 goto L15
   69: *(u32 *)(r10 - 136) = 0x2
   70: *(u64 *)(r10 - 144) = 0x2
   71: goto L0
L15:
      ; rule 3 `exceeded` (line 7): Drop
   72: r1 = *(u64 *)(r10 - 16)
   73: r1 |= 0x0
   74: if r1 != 0x1 goto L16
   75: r1 = *(u64 *)(r10 - 96)
   76: r1 |= 0x0
   77: if r1 != 0xb goto L16
   78: r1 = *(u64 *)(r10 - 104)
   79: r1 |= 0x0
   80: if r1 != 0x1 goto L16
   81: *(u32 *)(r10 - 136) = 0x3
   82: *(u64 *)(r10 - 144) = 0x2
   83: goto L0
L16:
      ; rule 4 `t255` (line 8): Drop
   84: r1 = *(u64 *)(r10 - 16)
   85: r1 |= 0x0
   86: if r1 != 0x1 goto L17
   87: r1 = *(u64 *)(r10 - 96)
   88: r1 |= 0x0
   89: if r1 != 0xff goto L17
   90: *(u32 *)(r10 - 136) = 0x4
   91: *(u64 *)(r10 - 144) = 0x2
   92: goto L0
L17:
      ; rule 5 `t255-code` (line 9): Drop
   93: r1 = *(u64 *)(r10 - 16)
   94: r1 |= 0x0
   95: if r1 != 0x1 goto L18
   96: r1 = *(u64 *)(r10 - 96)
   97: r1 |= 0x0
   98: if r1 > 0xff goto L18
   99: if r1 != 0xff goto L19
  100: r1 = *(u64 *)(r10 - 104)
  101: r1 |= 0x0
  102: if r1 == 0x1 goto L18
L19:
  103: *(u32 *)(r10 - 136) = 0x5
  104: *(u64 *)(r10 - 144) = 0x2
  105: goto L0
L18:
      ; default
  106: *(u32 *)(r10 - 136) = 0xa
  107: *(u64 *)(r10 - 144) = 0xffffffff
  108: goto L0
L6:
  109: if w1 == 0xdd86 goto L7
  110: if w1 == 0x81 goto L20
  111: if w1 != 0xa888 goto L1
L20:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  112: r2 = *(u32 *)(r6 + 20)
  113: if r2 != 0x0 goto L1
  114: r2 = r0
  115: r2 += 0x12
  116: if r2 > r3 goto L1
  117: r1 = *(u16 *)(r0 + 16)
  118: r0 += 0x4
  119: if w1 == 0x8 goto L8
  120: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  121: r2 = r0
  122: r2 += 0x36
  123: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
  124: r4 = *(u8 *)(r0 + 20)
  125: r5 = r0
  126: r5 += 0x36
  127: if r4 == 0x2c goto L24
  128: if r4 == 0x0 goto L23
  129: if r4 == 0x2b goto L23
  130: if r4 != 0x3c goto L21
L23:
  131: r2 = r5
  132: r2 += 0x8
  133: if r2 > r3 goto L1
  134: r1 = *(u8 *)(r5 + 1)
  135: r4 = *(u8 *)(r5 + 0)
  136: r1 += 0x1
  137: r1 <<= 0x3
  138: r5 += r1
  139: goto L25
L24:
  140: r2 = r5
  141: r2 += 0x8
  142: if r2 > r3 goto L1
  143: r1 = *(u16 *)(r5 + 2)
  144: r4 = *(u8 *)(r5 + 0)
  145: r5 += 0x8
  146: if w1 & 0xf8ff goto L22
L25:
  147: r1 = r5
  148: r1 -= r0
  149: if r1 > 0x7fff goto L1
  150: r5 = r0
  151: r5 += r1
  152: if r4 == 0x2c goto L27
  153: if r4 == 0x0 goto L26
  154: if r4 == 0x2b goto L26
  155: if r4 != 0x3c goto L21
L26:
  156: r2 = r5
  157: r2 += 0x8
  158: if r2 > r3 goto L1
  159: r1 = *(u8 *)(r5 + 1)
  160: r4 = *(u8 *)(r5 + 0)
  161: r1 += 0x1
  162: r1 <<= 0x3
  163: r5 += r1
  164: goto L28
L27:
  165: r2 = r5
  166: r2 += 0x8
  167: if r2 > r3 goto L1
  168: r1 = *(u16 *)(r5 + 2)
  169: r4 = *(u8 *)(r5 + 0)
  170: r5 += 0x8
  171: if w1 & 0xf8ff goto L22
L28:
  172: r1 = r5
  173: r1 -= r0
  174: if r1 > 0x7fff goto L1
  175: r5 = r0
  176: r5 += r1
  177: if r4 == 0x2c goto L30
  178: if r4 == 0x0 goto L29
  179: if r4 == 0x2b goto L29
  180: if r4 != 0x3c goto L21
L29:
  181: r2 = r5
  182: r2 += 0x8
  183: if r2 > r3 goto L1
  184: r1 = *(u8 *)(r5 + 1)
  185: r4 = *(u8 *)(r5 + 0)
  186: r1 += 0x1
  187: r1 <<= 0x3
  188: r5 += r1
  189: goto L31
L30:
  190: r2 = r5
  191: r2 += 0x8
  192: if r2 > r3 goto L1
  193: r1 = *(u16 *)(r5 + 2)
  194: r4 = *(u8 *)(r5 + 0)
  195: r5 += 0x8
  196: if w1 & 0xf8ff goto L22
L31:
  197: r1 = r5
  198: r1 -= r0
  199: if r1 > 0x7fff goto L1
  200: r5 = r0
  201: r5 += r1
  202: if r4 == 0x2c goto L33
  203: if r4 == 0x0 goto L32
  204: if r4 == 0x2b goto L32
  205: if r4 != 0x3c goto L21
L32:
  206: r2 = r5
  207: r2 += 0x8
  208: if r2 > r3 goto L1
  209: r1 = *(u8 *)(r5 + 1)
  210: r4 = *(u8 *)(r5 + 0)
  211: r1 += 0x1
  212: r1 <<= 0x3
  213: r5 += r1
  214: goto L34
L33:
  215: r2 = r5
  216: r2 += 0x8
  217: if r2 > r3 goto L1
  218: r1 = *(u16 *)(r5 + 2)
  219: r4 = *(u8 *)(r5 + 0)
  220: r5 += 0x8
  221: if w1 & 0xf8ff goto L22
L34:
  222: r1 = r5
  223: r1 -= r0
  224: if r1 > 0x7fff goto L1
  225: r5 = r0
  226: r5 += r1
  227: if r4 == 0x2c goto L36
  228: if r4 == 0x0 goto L35
  229: if r4 == 0x2b goto L35
  230: if r4 != 0x3c goto L21
L35:
  231: r2 = r5
  232: r2 += 0x8
  233: if r2 > r3 goto L1
  234: r1 = *(u8 *)(r5 + 1)
  235: r4 = *(u8 *)(r5 + 0)
  236: r1 += 0x1
  237: r1 <<= 0x3
  238: r5 += r1
  239: goto L37
L36:
  240: r2 = r5
  241: r2 += 0x8
  242: if r2 > r3 goto L1
  243: r1 = *(u16 *)(r5 + 2)
  244: r4 = *(u8 *)(r5 + 0)
  245: r5 += 0x8
  246: if w1 & 0xf8ff goto L22
L37:
  247: r1 = r5
  248: r1 -= r0
  249: if r1 > 0x7fff goto L1
  250: r5 = r0
  251: r5 += r1
  252: if r4 == 0x2c goto L39
  253: if r4 == 0x0 goto L38
  254: if r4 == 0x2b goto L38
  255: if r4 != 0x3c goto L21
L38:
  256: r2 = r5
  257: r2 += 0x8
  258: if r2 > r3 goto L1
  259: r1 = *(u8 *)(r5 + 1)
  260: r4 = *(u8 *)(r5 + 0)
  261: r1 += 0x1
  262: r1 <<= 0x3
  263: r5 += r1
  264: goto L40
L39:
  265: r2 = r5
  266: r2 += 0x8
  267: if r2 > r3 goto L1
  268: r1 = *(u16 *)(r5 + 2)
  269: r4 = *(u8 *)(r5 + 0)
  270: r5 += 0x8
  271: if w1 & 0xf8ff goto L22
L40:
  272: r1 = r5
  273: r1 -= r0
  274: if r1 > 0x7fff goto L1
  275: r5 = r0
  276: r5 += r1
  277: if r4 == 0x2c goto L42
  278: if r4 == 0x0 goto L41
  279: if r4 == 0x2b goto L41
  280: if r4 != 0x3c goto L21
L41:
  281: r2 = r5
  282: r2 += 0x8
  283: if r2 > r3 goto L1
  284: r1 = *(u8 *)(r5 + 1)
  285: r4 = *(u8 *)(r5 + 0)
  286: r1 += 0x1
  287: r1 <<= 0x3
  288: r5 += r1
  289: goto L43
L42:
  290: r2 = r5
  291: r2 += 0x8
  292: if r2 > r3 goto L1
  293: r1 = *(u16 *)(r5 + 2)
  294: r4 = *(u8 *)(r5 + 0)
  295: r5 += 0x8
  296: if w1 & 0xf8ff goto L22
L43:
  297: r1 = r5
  298: r1 -= r0
  299: if r1 > 0x7fff goto L1
  300: r5 = r0
  301: r5 += r1
  302: if r4 == 0x2c goto L45
  303: if r4 == 0x0 goto L44
  304: if r4 == 0x2b goto L44
  305: if r4 != 0x3c goto L21
L44:
  306: r2 = r5
  307: r2 += 0x8
  308: if r2 > r3 goto L1
  309: r1 = *(u8 *)(r5 + 1)
  310: r4 = *(u8 *)(r5 + 0)
  311: r1 += 0x1
  312: r1 <<= 0x3
  313: r5 += r1
  314: goto L46
L45:
  315: r2 = r5
  316: r2 += 0x8
  317: if r2 > r3 goto L1
  318: r1 = *(u16 *)(r5 + 2)
  319: r4 = *(u8 *)(r5 + 0)
  320: r5 += 0x8
  321: if w1 & 0xf8ff goto L22
L46:
  322: r1 = r5
  323: r1 -= r0
  324: if r1 > 0x7fff goto L1
  325: r5 = r0
  326: r5 += r1
      ; deeper than the walk: no specified verdict
  327: if r4 == 0x0 goto L1
  328: if r4 == 0x2b goto L1
  329: if r4 == 0x2c goto L1
  330: if r4 == 0x3c goto L1
L21:
  331: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  332: if r4 == 0x3a goto L49
  333: *(u64 *)(r10 - 96) = 0x100
  334: *(u64 *)(r10 - 104) = 0x100
  335: goto L3
L49:
  336: r2 = r5
  337: r2 += 0x8
  338: if r2 > r3 goto L1
  339: r1 = *(u8 *)(r5 + 0)
  340: *(u64 *)(r10 - 96) = r1
  341: r1 = *(u8 *)(r5 + 1)
  342: *(u64 *)(r10 - 104) = r1
  343: goto L3
L22:
  344: *(u64 *)(r10 - 16) = r4
  345: *(u64 *)(r10 - 96) = 0x100
  346: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 6 `echo6` (line 10): Drop
  347: r1 = *(u64 *)(r10 - 16)
  348: r1 |= 0x0
  349: if r1 != 0x3a goto L50
  350: r1 = *(u64 *)(r10 - 96)
  351: r1 |= 0x0
  352: if r1 != 0x80 goto L50
  353: *(u32 *)(r10 - 136) = 0x6
  354: *(u64 *)(r10 - 144) = 0x2
  355: goto L0
L50:
      ; rule 7 `unreach6` (line 11): Drop
  356: r1 = *(u64 *)(r10 - 16)
  357: r1 |= 0x0
  358: if r1 != 0x3a goto L51
  359: r1 = *(u64 *)(r10 - 96)
  360: r1 |= 0x0
  361: if r1 != 0x1 goto L51
  362: r1 = *(u64 *)(r10 - 104)
  363: r1 |= 0x0
  364: if r1 != 0x4 goto L51
  365: *(u32 *)(r10 - 136) = 0x7
  366: *(u64 *)(r10 - 144) = 0x2
  367: goto L0
L51:
      ; rule 8 `exceeded6` (line 12): Drop
  368: r1 = *(u64 *)(r10 - 16)
  369: r1 |= 0x0
  370: if r1 != 0x3a goto L52
  371: r1 = *(u64 *)(r10 - 96)
  372: r1 |= 0x0
  373: if r1 != 0x3 goto L52
  374: *(u32 *)(r10 - 136) = 0x8
  375: *(u64 *)(r10 - 144) = 0x2
  376: goto L0
L52:
      ; rule 9 `n135` (line 13): Drop
  377: r1 = *(u64 *)(r10 - 16)
  378: r1 |= 0x0
  379: if r1 != 0x3a goto L53
  380: r1 = *(u64 *)(r10 - 96)
  381: r1 |= 0x0
  382: if r1 != 0x87 goto L53
  383: *(u32 *)(r10 - 136) = 0x9
  384: *(u64 *)(r10 - 144) = 0x2
  385: goto L0
L53:
      ; default
  386: *(u32 *)(r10 - 136) = 0xa
  387: *(u64 *)(r10 - 144) = 0xffffffff
  388: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  389: *(u32 *)(r10 - 136) = 0xb
  390: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  391: r1 = map[dropc_counters] ll
  393: r2 = r10
  394: r2 += 0xffffff78
  395: call 1
  396: if r0 == 0x0 goto L54
  397: r1 = *(u64 *)(r0 + 0)
  398: r1 += 0x1
  399: *(u64 *)(r0 + 0) = r1
  400: r1 = *(u64 *)(r10 - 152)
  401: r2 = *(u32 *)(r1 + 0)
  402: r1 = *(u64 *)(r0 + 8)
  403: r1 += r2
  404: *(u64 *)(r0 + 8) = r1
L54:
  405: r0 = *(u64 *)(r10 - 144)
  406: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  407: r1 = map[dropc_counters] ll
  409: r2 = r10
  410: r2 += 0xffffff78
  411: call 1
  412: if r0 == 0x0 goto L55
  413: r1 = *(u64 *)(r0 + 0)
  414: r1 += 0x1
  415: *(u64 *)(r0 + 0) = r1
  416: r1 = *(u64 *)(r10 - 152)
  417: r2 = *(u32 *)(r1 + 0)
  418: r1 = *(u64 *)(r0 + 8)
  419: r1 += r2
  420: *(u64 *)(r0 + 8) = r1
L55:
  421: r0 = *(u64 *)(r10 - 144)
  422: exit
