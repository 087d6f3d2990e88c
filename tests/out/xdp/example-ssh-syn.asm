; dropc xdp program `dropc_xdp` (432 instruction slots)
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
   11: r6 = *(u32 *)(r0 + 26)
   12: r4 = *(u8 *)(r0 + 23)
   13: *(u64 *)(r10 - 16) = r4
   14: r2 = *(u16 *)(r0 + 20)
   15: if w2 & 0xff1f goto L7
   16: r5 = *(u8 *)(r0 + 14)
   17: r5 &= 0xf
   18: r5 <<= 0x2
   19: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   20: if r4 == 0x6 goto L8
   21: *(u64 *)(r10 - 80) = 0x10000
   22: *(u64 *)(r10 - 88) = 0x100
   23: goto L2
L7:
   24: *(u64 *)(r10 - 80) = 0x10000
   25: *(u64 *)(r10 - 88) = 0x100
   26: goto L2
L8:
   27: r2 = r5
   28: r2 += 0x22
   29: if r2 > r3 goto L1
   30: r1 = *(u8 *)(r5 + 27)
   31: *(u64 *)(r10 - 88) = r1
   32: r1 = *(u16 *)(r5 + 16)
   33: r1 = be16 r1
   34: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `bad-flags` (line 9): Drop
   35: r1 = *(u64 *)(r10 - 16)
   36: r1 |= 0x0
   37: if r1 != 0x6 goto L11
   38: r1 = *(u64 *)(r10 - 88)
   39: r1 |= 0x0
   40: r1 &= 0x103
   41: if r1 != 0x3 goto L11
   42: *(u32 *)(r10 - 136) = 0x0
   43: *(u64 *)(r10 - 144) = 0x1
   44: goto L0
L11:
      ; rule 1 `bad-flags2` (line 10): Drop
   45: r1 = *(u64 *)(r10 - 16)
   46: r1 |= 0x0
   47: if r1 != 0x6 goto L12
   48: r1 = *(u64 *)(r10 - 88)
   49: r1 |= 0x0
   50: r1 &= 0x106
   51: if r1 != 0x6 goto L12
   52: *(u32 *)(r10 - 136) = 0x1
   53: *(u64 *)(r10 - 144) = 0x1
   54: goto L0
L12:
      ; rule 2 `admin-ssh` (line 11): Pass
   55: r1 = *(u64 *)(r10 - 16)
   56: r1 |= 0x0
   57: if r1 != 0x6 goto L13
   58: r1 = *(u64 *)(r10 - 80)
   59: r1 |= 0x0
   60: if r1 != 0x16 goto L13
L14:
   61: w6 &= 0xffffff
   62: if w6 != 0x200c0 goto L13
   63: *(u32 *)(r10 - 136) = 0x2
   64: *(u64 *)(r10 - 144) = 0x2
   65: goto L0
L13:
      ; rule 3 `ssh-syn` (line 12): Drop
   66: r1 = *(u64 *)(r10 - 16)
   67: r1 |= 0x0
   68: if r1 != 0x6 goto L15
   69: r1 = *(u64 *)(r10 - 80)
   70: r1 |= 0x0
   71: if r1 != 0x16 goto L15
L16:
   72: r1 = *(u64 *)(r10 - 88)
   73: r1 |= 0x0
   74: r1 &= 0x112
   75: if r1 != 0x2 goto L15
   76: *(u32 *)(r10 - 136) = 0x3
   77: *(u64 *)(r10 - 144) = 0x1
   78: goto L0
L15:
      ; default
   79: *(u32 *)(r10 - 136) = 0x4
   80: *(u64 *)(r10 - 144) = 0x2
   81: goto L0
L4:
   82: if w1 == 0xdd86 goto L5
   83: if w1 == 0x81 goto L17
   84: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   85: r2 = r0
   86: r2 += 0x12
   87: if r2 > r3 goto L1
   88: r1 = *(u16 *)(r0 + 16)
   89: r0 += 0x4
   90: if w1 == 0x8 goto L6
   91: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   92: r2 = r0
   93: r2 += 0x36
   94: if r2 > r3 goto L1
   95: r6 = *(u64 *)(r0 + 22)
   96: r6 = be64 r6
   97: r7 = *(u64 *)(r0 + 30)
   98: r7 = be64 r7
      ; extension headers: r4 = next header, r5 = its start
   99: r4 = *(u8 *)(r0 + 20)
  100: r5 = r0
  101: r5 += 0x36
  102: if r4 == 0x2c goto L21
  103: if r4 == 0x0 goto L20
  104: if r4 == 0x2b goto L20
  105: if r4 != 0x3c goto L18
L20:
  106: r2 = r5
  107: r2 += 0x8
  108: if r2 > r3 goto L1
  109: r1 = *(u8 *)(r5 + 1)
  110: r4 = *(u8 *)(r5 + 0)
  111: r1 += 0x1
  112: r1 <<= 0x3
  113: r5 += r1
  114: goto L22
L21:
  115: r2 = r5
  116: r2 += 0x8
  117: if r2 > r3 goto L1
  118: r1 = *(u16 *)(r5 + 2)
  119: r4 = *(u8 *)(r5 + 0)
  120: r5 += 0x8
  121: if w1 & 0xf8ff goto L19
L22:
  122: r1 = r5
  123: r1 -= r0
  124: if r1 > 0x7fff goto L1
  125: r5 = r0
  126: r5 += r1
  127: if r4 == 0x2c goto L24
  128: if r4 == 0x0 goto L23
  129: if r4 == 0x2b goto L23
  130: if r4 != 0x3c goto L18
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
  146: if w1 & 0xf8ff goto L19
L25:
  147: r1 = r5
  148: r1 -= r0
  149: if r1 > 0x7fff goto L1
  150: r5 = r0
  151: r5 += r1
  152: if r4 == 0x2c goto L27
  153: if r4 == 0x0 goto L26
  154: if r4 == 0x2b goto L26
  155: if r4 != 0x3c goto L18
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
  171: if w1 & 0xf8ff goto L19
L28:
  172: r1 = r5
  173: r1 -= r0
  174: if r1 > 0x7fff goto L1
  175: r5 = r0
  176: r5 += r1
  177: if r4 == 0x2c goto L30
  178: if r4 == 0x0 goto L29
  179: if r4 == 0x2b goto L29
  180: if r4 != 0x3c goto L18
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
  196: if w1 & 0xf8ff goto L19
L31:
  197: r1 = r5
  198: r1 -= r0
  199: if r1 > 0x7fff goto L1
  200: r5 = r0
  201: r5 += r1
  202: if r4 == 0x2c goto L33
  203: if r4 == 0x0 goto L32
  204: if r4 == 0x2b goto L32
  205: if r4 != 0x3c goto L18
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
  221: if w1 & 0xf8ff goto L19
L34:
  222: r1 = r5
  223: r1 -= r0
  224: if r1 > 0x7fff goto L1
  225: r5 = r0
  226: r5 += r1
  227: if r4 == 0x2c goto L36
  228: if r4 == 0x0 goto L35
  229: if r4 == 0x2b goto L35
  230: if r4 != 0x3c goto L18
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
  246: if w1 & 0xf8ff goto L19
L37:
  247: r1 = r5
  248: r1 -= r0
  249: if r1 > 0x7fff goto L1
  250: r5 = r0
  251: r5 += r1
  252: if r4 == 0x2c goto L39
  253: if r4 == 0x0 goto L38
  254: if r4 == 0x2b goto L38
  255: if r4 != 0x3c goto L18
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
  271: if w1 & 0xf8ff goto L19
L40:
  272: r1 = r5
  273: r1 -= r0
  274: if r1 > 0x7fff goto L1
  275: r5 = r0
  276: r5 += r1
  277: if r4 == 0x2c goto L42
  278: if r4 == 0x0 goto L41
  279: if r4 == 0x2b goto L41
  280: if r4 != 0x3c goto L18
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
  296: if w1 & 0xf8ff goto L19
L43:
  297: r1 = r5
  298: r1 -= r0
  299: if r1 > 0x7fff goto L1
  300: r5 = r0
  301: r5 += r1
      ; deeper than the walk: no specified verdict
  302: if r4 == 0x0 goto L1
  303: if r4 == 0x2b goto L1
  304: if r4 == 0x2c goto L1
  305: if r4 == 0x3c goto L1
L18:
  306: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  307: if r4 == 0x6 goto L44
  308: *(u64 *)(r10 - 80) = 0x10000
  309: *(u64 *)(r10 - 88) = 0x100
  310: goto L3
L44:
  311: r2 = r5
  312: r2 += 0x14
  313: if r2 > r3 goto L1
  314: r1 = *(u8 *)(r5 + 13)
  315: *(u64 *)(r10 - 88) = r1
  316: r1 = *(u16 *)(r5 + 2)
  317: r1 = be16 r1
  318: *(u64 *)(r10 - 80) = r1
  319: goto L3
L19:
  320: *(u64 *)(r10 - 16) = r4
  321: *(u64 *)(r10 - 80) = 0x10000
  322: *(u64 *)(r10 - 88) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `bad-flags` (line 9): Drop
  323: r1 = *(u64 *)(r10 - 16)
  324: r1 |= 0x0
  325: if r1 != 0x6 goto L47
  326: r1 = *(u64 *)(r10 - 88)
  327: r1 |= 0x0
  328: r1 &= 0x103
  329: if r1 != 0x3 goto L47
  330: *(u32 *)(r10 - 136) = 0x0
  331: *(u64 *)(r10 - 144) = 0x1
  332: goto L0
L47:
      ; rule 1 `bad-flags2` (line 10): Drop
  333: r1 = *(u64 *)(r10 - 16)
  334: r1 |= 0x0
  335: if r1 != 0x6 goto L48
  336: r1 = *(u64 *)(r10 - 88)
  337: r1 |= 0x0
  338: r1 &= 0x106
  339: if r1 != 0x6 goto L48
  340: *(u32 *)(r10 - 136) = 0x1
  341: *(u64 *)(r10 - 144) = 0x1
  342: goto L0
L48:
      ; rule 2 `admin-ssh` (line 11): Pass
  343: r1 = *(u64 *)(r10 - 16)
  344: r1 |= 0x0
  345: if r1 != 0x6 goto L49
  346: r1 = *(u64 *)(r10 - 80)
  347: r1 |= 0x0
  348: if r1 != 0x16 goto L49
L50:
  349: r1 = r6
  350: r2 = r7
  351: r3 = 0x20010db8000a0000 ll
  353: if r1 >= r3 goto L53
  354: goto L49
L53:
  355: r3 = 0x20010db8000affff ll
  357: if r1 <= r3 goto L51
L52:
  358: goto L49
L51:
  359: *(u32 *)(r10 - 136) = 0x2
  360: *(u64 *)(r10 - 144) = 0x2
  361: goto L0
L49:
      ; rule 3 `ssh-syn` (line 12): Drop
  362: r1 = *(u64 *)(r10 - 16)
  363: r1 |= 0x0
  364: if r1 != 0x6 goto L54
  365: r1 = *(u64 *)(r10 - 80)
  366: r1 |= 0x0
  367: if r1 != 0x16 goto L54
L55:
  368: r1 = *(u64 *)(r10 - 88)
  369: r1 |= 0x0
  370: r1 &= 0x112
  371: if r1 != 0x2 goto L54
  372: *(u32 *)(r10 - 136) = 0x3
  373: *(u64 *)(r10 - 144) = 0x1
  374: goto L0
L54:
      ; default
  375: *(u32 *)(r10 - 136) = 0x4
  376: *(u64 *)(r10 - 144) = 0x2
  377: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  378: *(u32 *)(r10 - 136) = 0x5
  379: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  380: r1 = map[dropc_counters] ll
  382: r2 = r10
  383: r2 += 0xffffff78
  384: call 1
  385: if r0 == 0x0 goto L56
  386: r1 = *(u64 *)(r0 + 0)
  387: r1 += 0x1
  388: *(u64 *)(r0 + 0) = r1
  389: r1 = *(u64 *)(r10 - 152)
  390: r2 = *(u32 *)(r1 + 4)
  391: r1 = *(u32 *)(r1 + 0)
  392: r2 -= r1
  393: r1 = *(u64 *)(r0 + 8)
  394: r1 += r2
  395: *(u64 *)(r0 + 8) = r1
L56:
  396: r0 = *(u64 *)(r10 - 144)
  397: if r0 != 0x2 goto L57
      ; pass: tail call dropc_next[0] (falls through when empty)
  398: r1 = *(u64 *)(r10 - 152)
  399: r2 = map[dropc_next] ll
  401: r3 = 0x0
  402: call 12
  403: r0 = 0x2
  404: exit
L57:
  405: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  406: r1 = map[dropc_counters] ll
  408: r2 = r10
  409: r2 += 0xffffff78
  410: call 1
  411: if r0 == 0x0 goto L58
  412: r1 = *(u64 *)(r0 + 0)
  413: r1 += 0x1
  414: *(u64 *)(r0 + 0) = r1
  415: r1 = *(u64 *)(r10 - 152)
  416: r2 = *(u32 *)(r1 + 4)
  417: r1 = *(u32 *)(r1 + 0)
  418: r2 -= r1
  419: r1 = *(u64 *)(r0 + 8)
  420: r1 += r2
  421: *(u64 *)(r0 + 8) = r1
L58:
  422: r0 = *(u64 *)(r10 - 144)
  423: if r0 != 0x2 goto L59
      ; pass: tail call dropc_next[0] (falls through when empty)
  424: r1 = *(u64 *)(r10 - 152)
  425: r2 = map[dropc_next] ll
  427: r3 = 0x0
  428: call 12
  429: r0 = 0x2
  430: exit
L59:
  431: exit
