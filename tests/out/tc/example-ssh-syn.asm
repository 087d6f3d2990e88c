; dropc tc program `dropc_tc` (415 instruction slots)
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
   22: r7 = *(u32 *)(r0 + 26)
   23: r4 = *(u8 *)(r0 + 23)
   24: *(u64 *)(r10 - 16) = r4
   25: r2 = *(u16 *)(r0 + 20)
   26: if w2 & 0xff1f goto L9
   27: r5 = *(u8 *)(r0 + 14)
   28: r5 &= 0xf
   29: r5 <<= 0x2
   30: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   31: if r4 == 0x6 goto L10
   32: *(u64 *)(r10 - 80) = 0x10000
   33: *(u64 *)(r10 - 88) = 0x100
   34: goto L2
L9:
   35: *(u64 *)(r10 - 80) = 0x10000
   36: *(u64 *)(r10 - 88) = 0x100
   37: goto L2
L10:
   38: r2 = r5
   39: r2 += 0x22
   40: if r2 > r3 goto L1
   41: r1 = *(u8 *)(r5 + 27)
   42: *(u64 *)(r10 - 88) = r1
   43: r1 = *(u16 *)(r5 + 16)
   44: r1 = be16 r1
   45: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `bad-flags` (line 9): Drop
   46: r1 = *(u64 *)(r10 - 16)
   47: r1 |= 0x0
   48: if r1 != 0x6 goto L13
   49: r1 = *(u64 *)(r10 - 88)
   50: r1 |= 0x0
   51: r1 &= 0x103
   52: if r1 != 0x3 goto L13
   53: *(u32 *)(r10 - 136) = 0x0
   54: *(u64 *)(r10 - 144) = 0x2
   55: goto L0
L13:
      ; rule 1 `bad-flags2` (line 10): Drop
   56: r1 = *(u64 *)(r10 - 16)
   57: r1 |= 0x0
   58: if r1 != 0x6 goto L14
   59: r1 = *(u64 *)(r10 - 88)
   60: r1 |= 0x0
   61: r1 &= 0x106
   62: if r1 != 0x6 goto L14
   63: *(u32 *)(r10 - 136) = 0x1
   64: *(u64 *)(r10 - 144) = 0x2
   65: goto L0
L14:
      ; rule 2 `admin-ssh` (line 11): Pass
   66: r1 = *(u64 *)(r10 - 16)
   67: r1 |= 0x0
   68: if r1 != 0x6 goto L15
   69: r1 = *(u64 *)(r10 - 80)
   70: r1 |= 0x0
   71: if r1 != 0x16 goto L15
L16:
   72: w7 &= 0xffffff
   73: if w7 != 0x200c0 goto L15
   74: *(u32 *)(r10 - 136) = 0x2
   75: *(u64 *)(r10 - 144) = 0xffffffff
   76: goto L0
L15:
      ; rule 3 `ssh-syn` (line 12): Drop
   77: r1 = *(u64 *)(r10 - 16)
   78: r1 |= 0x0
   79: if r1 != 0x6 goto L17
   80: r1 = *(u64 *)(r10 - 80)
   81: r1 |= 0x0
   82: if r1 != 0x16 goto L17
L18:
   83: r1 = *(u64 *)(r10 - 88)
   84: r1 |= 0x0
   85: r1 &= 0x112
   86: if r1 != 0x2 goto L17
   87: *(u32 *)(r10 - 136) = 0x3
   88: *(u64 *)(r10 - 144) = 0x2
   89: goto L0
L17:
      ; default
   90: *(u32 *)(r10 - 136) = 0x4
   91: *(u64 *)(r10 - 144) = 0xffffffff
   92: goto L0
L6:
   93: if w1 == 0xdd86 goto L7
   94: if w1 == 0x81 goto L19
   95: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   96: r2 = *(u32 *)(r6 + 20)
   97: if r2 != 0x0 goto L1
   98: r2 = r0
   99: r2 += 0x12
  100: if r2 > r3 goto L1
  101: r1 = *(u16 *)(r0 + 16)
  102: r0 += 0x4
  103: if w1 == 0x8 goto L8
  104: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  105: r2 = r0
  106: r2 += 0x36
  107: if r2 > r3 goto L1
  108: r7 = *(u64 *)(r0 + 22)
  109: r7 = be64 r7
  110: r8 = *(u64 *)(r0 + 30)
  111: r8 = be64 r8
      ; extension headers: r4 = next header, r5 = its start
  112: r4 = *(u8 *)(r0 + 20)
  113: r5 = r0
  114: r5 += 0x36
  115: if r4 == 0x2c goto L23
  116: if r4 == 0x0 goto L22
  117: if r4 == 0x2b goto L22
  118: if r4 != 0x3c goto L20
L22:
  119: r2 = r5
  120: r2 += 0x8
  121: if r2 > r3 goto L1
  122: r1 = *(u8 *)(r5 + 1)
  123: r4 = *(u8 *)(r5 + 0)
  124: r1 += 0x1
  125: r1 <<= 0x3
  126: r5 += r1
  127: goto L24
L23:
  128: r2 = r5
  129: r2 += 0x8
  130: if r2 > r3 goto L1
  131: r1 = *(u16 *)(r5 + 2)
  132: r4 = *(u8 *)(r5 + 0)
  133: r5 += 0x8
  134: if w1 & 0xf8ff goto L21
L24:
  135: r1 = r5
  136: r1 -= r0
  137: if r1 > 0x7fff goto L1
  138: r5 = r0
  139: r5 += r1
  140: if r4 == 0x2c goto L26
  141: if r4 == 0x0 goto L25
  142: if r4 == 0x2b goto L25
  143: if r4 != 0x3c goto L20
L25:
  144: r2 = r5
  145: r2 += 0x8
  146: if r2 > r3 goto L1
  147: r1 = *(u8 *)(r5 + 1)
  148: r4 = *(u8 *)(r5 + 0)
  149: r1 += 0x1
  150: r1 <<= 0x3
  151: r5 += r1
  152: goto L27
L26:
  153: r2 = r5
  154: r2 += 0x8
  155: if r2 > r3 goto L1
  156: r1 = *(u16 *)(r5 + 2)
  157: r4 = *(u8 *)(r5 + 0)
  158: r5 += 0x8
  159: if w1 & 0xf8ff goto L21
L27:
  160: r1 = r5
  161: r1 -= r0
  162: if r1 > 0x7fff goto L1
  163: r5 = r0
  164: r5 += r1
  165: if r4 == 0x2c goto L29
  166: if r4 == 0x0 goto L28
  167: if r4 == 0x2b goto L28
  168: if r4 != 0x3c goto L20
L28:
  169: r2 = r5
  170: r2 += 0x8
  171: if r2 > r3 goto L1
  172: r1 = *(u8 *)(r5 + 1)
  173: r4 = *(u8 *)(r5 + 0)
  174: r1 += 0x1
  175: r1 <<= 0x3
  176: r5 += r1
  177: goto L30
L29:
  178: r2 = r5
  179: r2 += 0x8
  180: if r2 > r3 goto L1
  181: r1 = *(u16 *)(r5 + 2)
  182: r4 = *(u8 *)(r5 + 0)
  183: r5 += 0x8
  184: if w1 & 0xf8ff goto L21
L30:
  185: r1 = r5
  186: r1 -= r0
  187: if r1 > 0x7fff goto L1
  188: r5 = r0
  189: r5 += r1
  190: if r4 == 0x2c goto L32
  191: if r4 == 0x0 goto L31
  192: if r4 == 0x2b goto L31
  193: if r4 != 0x3c goto L20
L31:
  194: r2 = r5
  195: r2 += 0x8
  196: if r2 > r3 goto L1
  197: r1 = *(u8 *)(r5 + 1)
  198: r4 = *(u8 *)(r5 + 0)
  199: r1 += 0x1
  200: r1 <<= 0x3
  201: r5 += r1
  202: goto L33
L32:
  203: r2 = r5
  204: r2 += 0x8
  205: if r2 > r3 goto L1
  206: r1 = *(u16 *)(r5 + 2)
  207: r4 = *(u8 *)(r5 + 0)
  208: r5 += 0x8
  209: if w1 & 0xf8ff goto L21
L33:
  210: r1 = r5
  211: r1 -= r0
  212: if r1 > 0x7fff goto L1
  213: r5 = r0
  214: r5 += r1
  215: if r4 == 0x2c goto L35
  216: if r4 == 0x0 goto L34
  217: if r4 == 0x2b goto L34
  218: if r4 != 0x3c goto L20
L34:
  219: r2 = r5
  220: r2 += 0x8
  221: if r2 > r3 goto L1
  222: r1 = *(u8 *)(r5 + 1)
  223: r4 = *(u8 *)(r5 + 0)
  224: r1 += 0x1
  225: r1 <<= 0x3
  226: r5 += r1
  227: goto L36
L35:
  228: r2 = r5
  229: r2 += 0x8
  230: if r2 > r3 goto L1
  231: r1 = *(u16 *)(r5 + 2)
  232: r4 = *(u8 *)(r5 + 0)
  233: r5 += 0x8
  234: if w1 & 0xf8ff goto L21
L36:
  235: r1 = r5
  236: r1 -= r0
  237: if r1 > 0x7fff goto L1
  238: r5 = r0
  239: r5 += r1
  240: if r4 == 0x2c goto L38
  241: if r4 == 0x0 goto L37
  242: if r4 == 0x2b goto L37
  243: if r4 != 0x3c goto L20
L37:
  244: r2 = r5
  245: r2 += 0x8
  246: if r2 > r3 goto L1
  247: r1 = *(u8 *)(r5 + 1)
  248: r4 = *(u8 *)(r5 + 0)
  249: r1 += 0x1
  250: r1 <<= 0x3
  251: r5 += r1
  252: goto L39
L38:
  253: r2 = r5
  254: r2 += 0x8
  255: if r2 > r3 goto L1
  256: r1 = *(u16 *)(r5 + 2)
  257: r4 = *(u8 *)(r5 + 0)
  258: r5 += 0x8
  259: if w1 & 0xf8ff goto L21
L39:
  260: r1 = r5
  261: r1 -= r0
  262: if r1 > 0x7fff goto L1
  263: r5 = r0
  264: r5 += r1
  265: if r4 == 0x2c goto L41
  266: if r4 == 0x0 goto L40
  267: if r4 == 0x2b goto L40
  268: if r4 != 0x3c goto L20
L40:
  269: r2 = r5
  270: r2 += 0x8
  271: if r2 > r3 goto L1
  272: r1 = *(u8 *)(r5 + 1)
  273: r4 = *(u8 *)(r5 + 0)
  274: r1 += 0x1
  275: r1 <<= 0x3
  276: r5 += r1
  277: goto L42
L41:
  278: r2 = r5
  279: r2 += 0x8
  280: if r2 > r3 goto L1
  281: r1 = *(u16 *)(r5 + 2)
  282: r4 = *(u8 *)(r5 + 0)
  283: r5 += 0x8
  284: if w1 & 0xf8ff goto L21
L42:
  285: r1 = r5
  286: r1 -= r0
  287: if r1 > 0x7fff goto L1
  288: r5 = r0
  289: r5 += r1
  290: if r4 == 0x2c goto L44
  291: if r4 == 0x0 goto L43
  292: if r4 == 0x2b goto L43
  293: if r4 != 0x3c goto L20
L43:
  294: r2 = r5
  295: r2 += 0x8
  296: if r2 > r3 goto L1
  297: r1 = *(u8 *)(r5 + 1)
  298: r4 = *(u8 *)(r5 + 0)
  299: r1 += 0x1
  300: r1 <<= 0x3
  301: r5 += r1
  302: goto L45
L44:
  303: r2 = r5
  304: r2 += 0x8
  305: if r2 > r3 goto L1
  306: r1 = *(u16 *)(r5 + 2)
  307: r4 = *(u8 *)(r5 + 0)
  308: r5 += 0x8
  309: if w1 & 0xf8ff goto L21
L45:
  310: r1 = r5
  311: r1 -= r0
  312: if r1 > 0x7fff goto L1
  313: r5 = r0
  314: r5 += r1
      ; deeper than the walk: no specified verdict
  315: if r4 == 0x0 goto L1
  316: if r4 == 0x2b goto L1
  317: if r4 == 0x2c goto L1
  318: if r4 == 0x3c goto L1
L20:
  319: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  320: if r4 == 0x6 goto L46
  321: *(u64 *)(r10 - 80) = 0x10000
  322: *(u64 *)(r10 - 88) = 0x100
  323: goto L3
L46:
  324: r2 = r5
  325: r2 += 0x14
  326: if r2 > r3 goto L1
  327: r1 = *(u8 *)(r5 + 13)
  328: *(u64 *)(r10 - 88) = r1
  329: r1 = *(u16 *)(r5 + 2)
  330: r1 = be16 r1
  331: *(u64 *)(r10 - 80) = r1
  332: goto L3
L21:
  333: *(u64 *)(r10 - 16) = r4
  334: *(u64 *)(r10 - 80) = 0x10000
  335: *(u64 *)(r10 - 88) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `bad-flags` (line 9): Drop
  336: r1 = *(u64 *)(r10 - 16)
  337: r1 |= 0x0
  338: if r1 != 0x6 goto L49
  339: r1 = *(u64 *)(r10 - 88)
  340: r1 |= 0x0
  341: r1 &= 0x103
  342: if r1 != 0x3 goto L49
  343: *(u32 *)(r10 - 136) = 0x0
  344: *(u64 *)(r10 - 144) = 0x2
  345: goto L0
L49:
      ; rule 1 `bad-flags2` (line 10): Drop
  346: r1 = *(u64 *)(r10 - 16)
  347: r1 |= 0x0
  348: if r1 != 0x6 goto L50
  349: r1 = *(u64 *)(r10 - 88)
  350: r1 |= 0x0
  351: r1 &= 0x106
  352: if r1 != 0x6 goto L50
  353: *(u32 *)(r10 - 136) = 0x1
  354: *(u64 *)(r10 - 144) = 0x2
  355: goto L0
L50:
      ; rule 2 `admin-ssh` (line 11): Pass
  356: r1 = *(u64 *)(r10 - 16)
  357: r1 |= 0x0
  358: if r1 != 0x6 goto L51
  359: r1 = *(u64 *)(r10 - 80)
  360: r1 |= 0x0
  361: if r1 != 0x16 goto L51
L52:
  362: r1 = r7
  363: r2 = r8
  364: r3 = 0x20010db8000a0000 ll
  366: if r1 >= r3 goto L55
  367: goto L51
L55:
  368: r3 = 0x20010db8000affff ll
  370: if r1 <= r3 goto L53
L54:
  371: goto L51
L53:
  372: *(u32 *)(r10 - 136) = 0x2
  373: *(u64 *)(r10 - 144) = 0xffffffff
  374: goto L0
L51:
      ; rule 3 `ssh-syn` (line 12): Drop
  375: r1 = *(u64 *)(r10 - 16)
  376: r1 |= 0x0
  377: if r1 != 0x6 goto L56
  378: r1 = *(u64 *)(r10 - 80)
  379: r1 |= 0x0
  380: if r1 != 0x16 goto L56
L57:
  381: r1 = *(u64 *)(r10 - 88)
  382: r1 |= 0x0
  383: r1 &= 0x112
  384: if r1 != 0x2 goto L56
  385: *(u32 *)(r10 - 136) = 0x3
  386: *(u64 *)(r10 - 144) = 0x2
  387: goto L0
L56:
      ; default
  388: *(u32 *)(r10 - 136) = 0x4
  389: *(u64 *)(r10 - 144) = 0xffffffff
  390: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  391: *(u32 *)(r10 - 136) = 0x5
  392: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  393: r1 = map[dropc_counters] ll
  395: r2 = r10
  396: r2 += 0xffffff78
  397: call 1
  398: if r0 == 0x0 goto L58
  399: r1 = *(u64 *)(r0 + 0)
  400: r1 += 0x1
  401: *(u64 *)(r0 + 0) = r1
L58:
  402: r0 = *(u64 *)(r10 - 144)
  403: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  404: r1 = map[dropc_counters] ll
  406: r2 = r10
  407: r2 += 0xffffff78
  408: call 1
  409: if r0 == 0x0 goto L59
  410: r1 = *(u64 *)(r0 + 0)
  411: r1 += 0x1
  412: *(u64 *)(r0 + 0) = r1
L59:
  413: r0 = *(u64 *)(r10 - 144)
  414: exit
