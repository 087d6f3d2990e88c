; dropc tc program `dropc_tc` (412 instruction slots)
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
   22: r4 = *(u8 *)(r0 + 23)
   23: *(u64 *)(r10 - 16) = r4
   24: r2 = *(u16 *)(r0 + 20)
   25: if w2 & 0xff1f goto L9
   26: r5 = *(u8 *)(r0 + 14)
   27: r5 &= 0xf
   28: r5 <<= 0x2
   29: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   30: if r4 == 0x1 goto L12
   31: *(u64 *)(r10 - 96) = 0x100
   32: *(u64 *)(r10 - 104) = 0x100
   33: goto L2
L9:
   34: *(u64 *)(r10 - 96) = 0x100
   35: *(u64 *)(r10 - 104) = 0x100
   36: goto L2
L12:
   37: r2 = r5
   38: r2 += 0x16
   39: if r2 > r3 goto L1
   40: r1 = *(u8 *)(r5 + 14)
   41: *(u64 *)(r10 - 96) = r1
   42: r1 = *(u8 *)(r5 + 15)
   43: *(u64 *)(r10 - 104) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `echo-req` (line 4): Drop
   44: r1 = *(u64 *)(r10 - 16)
   45: r1 |= 0x0
   46: if r1 != 0x1 goto L13
   47: r1 = *(u64 *)(r10 - 96)
   48: r1 |= 0x0
   49: if r1 != 0x8 goto L13
   50: *(u32 *)(r10 - 136) = 0x0
   51: *(u64 *)(r10 - 144) = 0x2
   52: goto L0
L13:
      ; rule 1 `echo-rep` (line 5): Drop
   53: r1 = *(u64 *)(r10 - 16)
   54: r1 |= 0x0
   55: if r1 != 0x1 goto L14
   56: r1 = *(u64 *)(r10 - 96)
   57: r1 |= 0x0
   58: if r1 != 0x0 goto L14
   59: *(u32 *)(r10 - 136) = 0x1
   60: *(u64 *)(r10 - 144) = 0x2
   61: goto L0
L14:
      ; rule 2 `unreach` (line 6): Drop
   62: r1 = *(u64 *)(r10 - 16)
   63: r1 |= 0x0
   64: if r1 != 0x1 goto L15
   65: r1 = *(u64 *)(r10 - 96)
   66: r1 |= 0x0
   67: if r1 != 0x3 goto L15
   68: *(u32 *)(r10 - 136) = 0x2
   69: *(u64 *)(r10 - 144) = 0x2
   70: goto L0
L15:
      ; rule 3 `exceeded` (line 7): Drop
   71: r1 = *(u64 *)(r10 - 16)
   72: r1 |= 0x0
   73: if r1 != 0x1 goto L16
   74: r1 = *(u64 *)(r10 - 96)
   75: r1 |= 0x0
   76: if r1 != 0xb goto L16
   77: r1 = *(u64 *)(r10 - 104)
   78: r1 |= 0x0
   79: if r1 != 0x1 goto L16
   80: *(u32 *)(r10 - 136) = 0x3
   81: *(u64 *)(r10 - 144) = 0x2
   82: goto L0
L16:
      ; rule 4 `t255` (line 8): Drop
   83: r1 = *(u64 *)(r10 - 16)
   84: r1 |= 0x0
   85: if r1 != 0x1 goto L17
   86: r1 = *(u64 *)(r10 - 96)
   87: r1 |= 0x0
   88: if r1 != 0xff goto L17
   89: *(u32 *)(r10 - 136) = 0x4
   90: *(u64 *)(r10 - 144) = 0x2
   91: goto L0
L17:
      ; rule 5 `t255-code` (line 9): Drop
   92: r1 = *(u64 *)(r10 - 16)
   93: r1 |= 0x0
   94: if r1 != 0x1 goto L18
   95: r1 = *(u64 *)(r10 - 96)
   96: r1 |= 0x0
   97: if r1 > 0xff goto L18
   98: if r1 != 0xff goto L19
   99: r1 = *(u64 *)(r10 - 104)
  100: r1 |= 0x0
  101: if r1 == 0x1 goto L18
L19:
  102: *(u32 *)(r10 - 136) = 0x5
  103: *(u64 *)(r10 - 144) = 0x2
  104: goto L0
L18:
      ; default
  105: *(u32 *)(r10 - 136) = 0xa
  106: *(u64 *)(r10 - 144) = 0xffffffff
  107: goto L0
L6:
  108: if w1 == 0xdd86 goto L7
  109: if w1 == 0x81 goto L20
  110: if w1 != 0xa888 goto L1
L20:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  111: r2 = *(u32 *)(r6 + 20)
  112: if r2 != 0x0 goto L1
  113: r2 = r0
  114: r2 += 0x12
  115: if r2 > r3 goto L1
  116: r1 = *(u16 *)(r0 + 16)
  117: r0 += 0x4
  118: if w1 == 0x8 goto L8
  119: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  120: r2 = r0
  121: r2 += 0x36
  122: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
  123: r4 = *(u8 *)(r0 + 20)
  124: r5 = r0
  125: r5 += 0x36
  126: if r4 == 0x2c goto L24
  127: if r4 == 0x0 goto L23
  128: if r4 == 0x2b goto L23
  129: if r4 != 0x3c goto L21
L23:
  130: r2 = r5
  131: r2 += 0x8
  132: if r2 > r3 goto L1
  133: r1 = *(u8 *)(r5 + 1)
  134: r4 = *(u8 *)(r5 + 0)
  135: r1 += 0x1
  136: r1 <<= 0x3
  137: r5 += r1
  138: goto L25
L24:
  139: r2 = r5
  140: r2 += 0x8
  141: if r2 > r3 goto L1
  142: r1 = *(u16 *)(r5 + 2)
  143: r4 = *(u8 *)(r5 + 0)
  144: r5 += 0x8
  145: if w1 & 0xf8ff goto L22
L25:
  146: r1 = r5
  147: r1 -= r0
  148: if r1 > 0x7fff goto L1
  149: r5 = r0
  150: r5 += r1
  151: if r4 == 0x2c goto L27
  152: if r4 == 0x0 goto L26
  153: if r4 == 0x2b goto L26
  154: if r4 != 0x3c goto L21
L26:
  155: r2 = r5
  156: r2 += 0x8
  157: if r2 > r3 goto L1
  158: r1 = *(u8 *)(r5 + 1)
  159: r4 = *(u8 *)(r5 + 0)
  160: r1 += 0x1
  161: r1 <<= 0x3
  162: r5 += r1
  163: goto L28
L27:
  164: r2 = r5
  165: r2 += 0x8
  166: if r2 > r3 goto L1
  167: r1 = *(u16 *)(r5 + 2)
  168: r4 = *(u8 *)(r5 + 0)
  169: r5 += 0x8
  170: if w1 & 0xf8ff goto L22
L28:
  171: r1 = r5
  172: r1 -= r0
  173: if r1 > 0x7fff goto L1
  174: r5 = r0
  175: r5 += r1
  176: if r4 == 0x2c goto L30
  177: if r4 == 0x0 goto L29
  178: if r4 == 0x2b goto L29
  179: if r4 != 0x3c goto L21
L29:
  180: r2 = r5
  181: r2 += 0x8
  182: if r2 > r3 goto L1
  183: r1 = *(u8 *)(r5 + 1)
  184: r4 = *(u8 *)(r5 + 0)
  185: r1 += 0x1
  186: r1 <<= 0x3
  187: r5 += r1
  188: goto L31
L30:
  189: r2 = r5
  190: r2 += 0x8
  191: if r2 > r3 goto L1
  192: r1 = *(u16 *)(r5 + 2)
  193: r4 = *(u8 *)(r5 + 0)
  194: r5 += 0x8
  195: if w1 & 0xf8ff goto L22
L31:
  196: r1 = r5
  197: r1 -= r0
  198: if r1 > 0x7fff goto L1
  199: r5 = r0
  200: r5 += r1
  201: if r4 == 0x2c goto L33
  202: if r4 == 0x0 goto L32
  203: if r4 == 0x2b goto L32
  204: if r4 != 0x3c goto L21
L32:
  205: r2 = r5
  206: r2 += 0x8
  207: if r2 > r3 goto L1
  208: r1 = *(u8 *)(r5 + 1)
  209: r4 = *(u8 *)(r5 + 0)
  210: r1 += 0x1
  211: r1 <<= 0x3
  212: r5 += r1
  213: goto L34
L33:
  214: r2 = r5
  215: r2 += 0x8
  216: if r2 > r3 goto L1
  217: r1 = *(u16 *)(r5 + 2)
  218: r4 = *(u8 *)(r5 + 0)
  219: r5 += 0x8
  220: if w1 & 0xf8ff goto L22
L34:
  221: r1 = r5
  222: r1 -= r0
  223: if r1 > 0x7fff goto L1
  224: r5 = r0
  225: r5 += r1
  226: if r4 == 0x2c goto L36
  227: if r4 == 0x0 goto L35
  228: if r4 == 0x2b goto L35
  229: if r4 != 0x3c goto L21
L35:
  230: r2 = r5
  231: r2 += 0x8
  232: if r2 > r3 goto L1
  233: r1 = *(u8 *)(r5 + 1)
  234: r4 = *(u8 *)(r5 + 0)
  235: r1 += 0x1
  236: r1 <<= 0x3
  237: r5 += r1
  238: goto L37
L36:
  239: r2 = r5
  240: r2 += 0x8
  241: if r2 > r3 goto L1
  242: r1 = *(u16 *)(r5 + 2)
  243: r4 = *(u8 *)(r5 + 0)
  244: r5 += 0x8
  245: if w1 & 0xf8ff goto L22
L37:
  246: r1 = r5
  247: r1 -= r0
  248: if r1 > 0x7fff goto L1
  249: r5 = r0
  250: r5 += r1
  251: if r4 == 0x2c goto L39
  252: if r4 == 0x0 goto L38
  253: if r4 == 0x2b goto L38
  254: if r4 != 0x3c goto L21
L38:
  255: r2 = r5
  256: r2 += 0x8
  257: if r2 > r3 goto L1
  258: r1 = *(u8 *)(r5 + 1)
  259: r4 = *(u8 *)(r5 + 0)
  260: r1 += 0x1
  261: r1 <<= 0x3
  262: r5 += r1
  263: goto L40
L39:
  264: r2 = r5
  265: r2 += 0x8
  266: if r2 > r3 goto L1
  267: r1 = *(u16 *)(r5 + 2)
  268: r4 = *(u8 *)(r5 + 0)
  269: r5 += 0x8
  270: if w1 & 0xf8ff goto L22
L40:
  271: r1 = r5
  272: r1 -= r0
  273: if r1 > 0x7fff goto L1
  274: r5 = r0
  275: r5 += r1
  276: if r4 == 0x2c goto L42
  277: if r4 == 0x0 goto L41
  278: if r4 == 0x2b goto L41
  279: if r4 != 0x3c goto L21
L41:
  280: r2 = r5
  281: r2 += 0x8
  282: if r2 > r3 goto L1
  283: r1 = *(u8 *)(r5 + 1)
  284: r4 = *(u8 *)(r5 + 0)
  285: r1 += 0x1
  286: r1 <<= 0x3
  287: r5 += r1
  288: goto L43
L42:
  289: r2 = r5
  290: r2 += 0x8
  291: if r2 > r3 goto L1
  292: r1 = *(u16 *)(r5 + 2)
  293: r4 = *(u8 *)(r5 + 0)
  294: r5 += 0x8
  295: if w1 & 0xf8ff goto L22
L43:
  296: r1 = r5
  297: r1 -= r0
  298: if r1 > 0x7fff goto L1
  299: r5 = r0
  300: r5 += r1
  301: if r4 == 0x2c goto L45
  302: if r4 == 0x0 goto L44
  303: if r4 == 0x2b goto L44
  304: if r4 != 0x3c goto L21
L44:
  305: r2 = r5
  306: r2 += 0x8
  307: if r2 > r3 goto L1
  308: r1 = *(u8 *)(r5 + 1)
  309: r4 = *(u8 *)(r5 + 0)
  310: r1 += 0x1
  311: r1 <<= 0x3
  312: r5 += r1
  313: goto L46
L45:
  314: r2 = r5
  315: r2 += 0x8
  316: if r2 > r3 goto L1
  317: r1 = *(u16 *)(r5 + 2)
  318: r4 = *(u8 *)(r5 + 0)
  319: r5 += 0x8
  320: if w1 & 0xf8ff goto L22
L46:
  321: r1 = r5
  322: r1 -= r0
  323: if r1 > 0x7fff goto L1
  324: r5 = r0
  325: r5 += r1
      ; deeper than the walk: no specified verdict
  326: if r4 == 0x0 goto L1
  327: if r4 == 0x2b goto L1
  328: if r4 == 0x2c goto L1
  329: if r4 == 0x3c goto L1
L21:
  330: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  331: if r4 == 0x3a goto L49
  332: *(u64 *)(r10 - 96) = 0x100
  333: *(u64 *)(r10 - 104) = 0x100
  334: goto L3
L49:
  335: r2 = r5
  336: r2 += 0x8
  337: if r2 > r3 goto L1
  338: r1 = *(u8 *)(r5 + 0)
  339: *(u64 *)(r10 - 96) = r1
  340: r1 = *(u8 *)(r5 + 1)
  341: *(u64 *)(r10 - 104) = r1
  342: goto L3
L22:
  343: *(u64 *)(r10 - 16) = r4
  344: *(u64 *)(r10 - 96) = 0x100
  345: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 6 `echo6` (line 10): Drop
  346: r1 = *(u64 *)(r10 - 16)
  347: r1 |= 0x0
  348: if r1 != 0x3a goto L50
  349: r1 = *(u64 *)(r10 - 96)
  350: r1 |= 0x0
  351: if r1 != 0x80 goto L50
  352: *(u32 *)(r10 - 136) = 0x6
  353: *(u64 *)(r10 - 144) = 0x2
  354: goto L0
L50:
      ; rule 7 `unreach6` (line 11): Drop
  355: r1 = *(u64 *)(r10 - 16)
  356: r1 |= 0x0
  357: if r1 != 0x3a goto L51
  358: r1 = *(u64 *)(r10 - 96)
  359: r1 |= 0x0
  360: if r1 != 0x1 goto L51
  361: r1 = *(u64 *)(r10 - 104)
  362: r1 |= 0x0
  363: if r1 != 0x4 goto L51
  364: *(u32 *)(r10 - 136) = 0x7
  365: *(u64 *)(r10 - 144) = 0x2
  366: goto L0
L51:
      ; rule 8 `exceeded6` (line 12): Drop
  367: r1 = *(u64 *)(r10 - 16)
  368: r1 |= 0x0
  369: if r1 != 0x3a goto L52
  370: r1 = *(u64 *)(r10 - 96)
  371: r1 |= 0x0
  372: if r1 != 0x3 goto L52
  373: *(u32 *)(r10 - 136) = 0x8
  374: *(u64 *)(r10 - 144) = 0x2
  375: goto L0
L52:
      ; rule 9 `n135` (line 13): Drop
  376: r1 = *(u64 *)(r10 - 16)
  377: r1 |= 0x0
  378: if r1 != 0x3a goto L53
  379: r1 = *(u64 *)(r10 - 96)
  380: r1 |= 0x0
  381: if r1 != 0x87 goto L53
  382: *(u32 *)(r10 - 136) = 0x9
  383: *(u64 *)(r10 - 144) = 0x2
  384: goto L0
L53:
      ; default
  385: *(u32 *)(r10 - 136) = 0xa
  386: *(u64 *)(r10 - 144) = 0xffffffff
  387: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  388: *(u32 *)(r10 - 136) = 0xb
  389: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  390: r1 = map[dropc_counters] ll
  392: r2 = r10
  393: r2 += 0xffffff78
  394: call 1
  395: if r0 == 0x0 goto L54
  396: r1 = *(u64 *)(r0 + 0)
  397: r1 += 0x1
  398: *(u64 *)(r0 + 0) = r1
L54:
  399: r0 = *(u64 *)(r10 - 144)
  400: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  401: r1 = map[dropc_counters] ll
  403: r2 = r10
  404: r2 += 0xffffff78
  405: call 1
  406: if r0 == 0x0 goto L55
  407: r1 = *(u64 *)(r0 + 0)
  408: r1 += 0x1
  409: *(u64 *)(r0 + 0) = r1
L55:
  410: r0 = *(u64 *)(r10 - 144)
  411: exit
