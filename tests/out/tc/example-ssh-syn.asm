; dropc tc program `dropc_tc` (426 instruction slots)
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
   23: r7 = *(u32 *)(r0 + 26)
   24: r4 = *(u8 *)(r0 + 23)
   25: *(u64 *)(r10 - 16) = r4
   26: r2 = *(u16 *)(r0 + 20)
   27: if w2 & 0xff1f goto L9
   28: r5 = *(u8 *)(r0 + 14)
   29: r5 &= 0xf
   30: r5 <<= 0x2
   31: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   32: if r4 == 0x6 goto L10
   33: *(u64 *)(r10 - 80) = 0x10000
   34: *(u64 *)(r10 - 88) = 0x100
   35: goto L2
L9:
   36: *(u64 *)(r10 - 80) = 0x10000
   37: *(u64 *)(r10 - 88) = 0x100
   38: goto L2
L10:
   39: r2 = r5
   40: r2 += 0x22
   41: if r2 > r3 goto L1
   42: r1 = *(u8 *)(r5 + 27)
   43: *(u64 *)(r10 - 88) = r1
   44: r1 = *(u16 *)(r5 + 16)
   45: r1 = be16 r1
   46: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `bad-flags` (line 9): Drop
   47: r1 = *(u64 *)(r10 - 16)
   48: r1 |= 0x0
   49: if r1 != 0x6 goto L13
   50: r1 = *(u64 *)(r10 - 88)
   51: r1 |= 0x0
   52: r1 &= 0x103
   53: if r1 != 0x3 goto L13
   54: *(u32 *)(r10 - 136) = 0x0
   55: *(u64 *)(r10 - 144) = 0x2
   56: goto L0
L13:
      ; rule 1 `bad-flags2` (line 10): Drop
   57: r1 = *(u64 *)(r10 - 16)
   58: r1 |= 0x0
   59: if r1 != 0x6 goto L14
   60: r1 = *(u64 *)(r10 - 88)
   61: r1 |= 0x0
   62: r1 &= 0x106
   63: if r1 != 0x6 goto L14
   64: *(u32 *)(r10 - 136) = 0x1
   65: *(u64 *)(r10 - 144) = 0x2
   66: goto L0
L14:
      ; rule 2 `admin-ssh` (line 11): Pass
   67: r1 = *(u64 *)(r10 - 16)
   68: r1 |= 0x0
   69: if r1 != 0x6 goto L15
   70: r1 = *(u64 *)(r10 - 80)
   71: r1 |= 0x0
   72: if r1 != 0x16 goto L15
L16:
   73: w7 &= 0xffffff
   74: if w7 != 0x200c0 goto L15
   75: *(u32 *)(r10 - 136) = 0x2
   76: *(u64 *)(r10 - 144) = 0xffffffff
   77: goto L0
L15:
      ; rule 3 `ssh-syn` (line 12): Drop
   78: r1 = *(u64 *)(r10 - 16)
   79: r1 |= 0x0
   80: if r1 != 0x6 goto L17
   81: r1 = *(u64 *)(r10 - 80)
   82: r1 |= 0x0
   83: if r1 != 0x16 goto L17
L18:
   84: r1 = *(u64 *)(r10 - 88)
   85: r1 |= 0x0
   86: r1 &= 0x112
   87: if r1 != 0x2 goto L17
   88: *(u32 *)(r10 - 136) = 0x3
   89: *(u64 *)(r10 - 144) = 0x2
   90: goto L0
L17:
      ; default
   91: *(u32 *)(r10 - 136) = 0x4
   92: *(u64 *)(r10 - 144) = 0xffffffff
   93: goto L0
L6:
   94: if w1 == 0xdd86 goto L7
   95: if w1 == 0x81 goto L19
   96: if w1 != 0xa888 goto L1
L19:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   97: r2 = *(u32 *)(r6 + 20)
   98: if r2 != 0x0 goto L1
   99: r2 = r0
  100: r2 += 0x12
  101: if r2 > r3 goto L1
  102: r1 = *(u16 *)(r0 + 16)
  103: r0 += 0x4
  104: if w1 == 0x8 goto L8
  105: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  106: r2 = r0
  107: r2 += 0x36
  108: if r2 > r3 goto L1
  109: r7 = *(u64 *)(r0 + 22)
  110: r7 = be64 r7
  111: r8 = *(u64 *)(r0 + 30)
  112: r8 = be64 r8
      ; extension headers: r4 = next header, r5 = its start
  113: r4 = *(u8 *)(r0 + 20)
  114: r5 = r0
  115: r5 += 0x36
  116: if r4 == 0x2c goto L23
  117: if r4 == 0x0 goto L22
  118: if r4 == 0x2b goto L22
  119: if r4 != 0x3c goto L20
L22:
  120: r2 = r5
  121: r2 += 0x8
  122: if r2 > r3 goto L1
  123: r1 = *(u8 *)(r5 + 1)
  124: r4 = *(u8 *)(r5 + 0)
  125: r1 += 0x1
  126: r1 <<= 0x3
  127: r5 += r1
  128: goto L24
L23:
  129: r2 = r5
  130: r2 += 0x8
  131: if r2 > r3 goto L1
  132: r1 = *(u16 *)(r5 + 2)
  133: r4 = *(u8 *)(r5 + 0)
  134: r5 += 0x8
  135: if w1 & 0xf8ff goto L21
L24:
  136: r1 = r5
  137: r1 -= r0
  138: if r1 > 0x7fff goto L1
  139: r5 = r0
  140: r5 += r1
  141: if r4 == 0x2c goto L26
  142: if r4 == 0x0 goto L25
  143: if r4 == 0x2b goto L25
  144: if r4 != 0x3c goto L20
L25:
  145: r2 = r5
  146: r2 += 0x8
  147: if r2 > r3 goto L1
  148: r1 = *(u8 *)(r5 + 1)
  149: r4 = *(u8 *)(r5 + 0)
  150: r1 += 0x1
  151: r1 <<= 0x3
  152: r5 += r1
  153: goto L27
L26:
  154: r2 = r5
  155: r2 += 0x8
  156: if r2 > r3 goto L1
  157: r1 = *(u16 *)(r5 + 2)
  158: r4 = *(u8 *)(r5 + 0)
  159: r5 += 0x8
  160: if w1 & 0xf8ff goto L21
L27:
  161: r1 = r5
  162: r1 -= r0
  163: if r1 > 0x7fff goto L1
  164: r5 = r0
  165: r5 += r1
  166: if r4 == 0x2c goto L29
  167: if r4 == 0x0 goto L28
  168: if r4 == 0x2b goto L28
  169: if r4 != 0x3c goto L20
L28:
  170: r2 = r5
  171: r2 += 0x8
  172: if r2 > r3 goto L1
  173: r1 = *(u8 *)(r5 + 1)
  174: r4 = *(u8 *)(r5 + 0)
  175: r1 += 0x1
  176: r1 <<= 0x3
  177: r5 += r1
  178: goto L30
L29:
  179: r2 = r5
  180: r2 += 0x8
  181: if r2 > r3 goto L1
  182: r1 = *(u16 *)(r5 + 2)
  183: r4 = *(u8 *)(r5 + 0)
  184: r5 += 0x8
  185: if w1 & 0xf8ff goto L21
L30:
  186: r1 = r5
  187: r1 -= r0
  188: if r1 > 0x7fff goto L1
  189: r5 = r0
  190: r5 += r1
  191: if r4 == 0x2c goto L32
  192: if r4 == 0x0 goto L31
  193: if r4 == 0x2b goto L31
  194: if r4 != 0x3c goto L20
L31:
  195: r2 = r5
  196: r2 += 0x8
  197: if r2 > r3 goto L1
  198: r1 = *(u8 *)(r5 + 1)
  199: r4 = *(u8 *)(r5 + 0)
  200: r1 += 0x1
  201: r1 <<= 0x3
  202: r5 += r1
  203: goto L33
L32:
  204: r2 = r5
  205: r2 += 0x8
  206: if r2 > r3 goto L1
  207: r1 = *(u16 *)(r5 + 2)
  208: r4 = *(u8 *)(r5 + 0)
  209: r5 += 0x8
  210: if w1 & 0xf8ff goto L21
L33:
  211: r1 = r5
  212: r1 -= r0
  213: if r1 > 0x7fff goto L1
  214: r5 = r0
  215: r5 += r1
  216: if r4 == 0x2c goto L35
  217: if r4 == 0x0 goto L34
  218: if r4 == 0x2b goto L34
  219: if r4 != 0x3c goto L20
L34:
  220: r2 = r5
  221: r2 += 0x8
  222: if r2 > r3 goto L1
  223: r1 = *(u8 *)(r5 + 1)
  224: r4 = *(u8 *)(r5 + 0)
  225: r1 += 0x1
  226: r1 <<= 0x3
  227: r5 += r1
  228: goto L36
L35:
  229: r2 = r5
  230: r2 += 0x8
  231: if r2 > r3 goto L1
  232: r1 = *(u16 *)(r5 + 2)
  233: r4 = *(u8 *)(r5 + 0)
  234: r5 += 0x8
  235: if w1 & 0xf8ff goto L21
L36:
  236: r1 = r5
  237: r1 -= r0
  238: if r1 > 0x7fff goto L1
  239: r5 = r0
  240: r5 += r1
  241: if r4 == 0x2c goto L38
  242: if r4 == 0x0 goto L37
  243: if r4 == 0x2b goto L37
  244: if r4 != 0x3c goto L20
L37:
  245: r2 = r5
  246: r2 += 0x8
  247: if r2 > r3 goto L1
  248: r1 = *(u8 *)(r5 + 1)
  249: r4 = *(u8 *)(r5 + 0)
  250: r1 += 0x1
  251: r1 <<= 0x3
  252: r5 += r1
  253: goto L39
L38:
  254: r2 = r5
  255: r2 += 0x8
  256: if r2 > r3 goto L1
  257: r1 = *(u16 *)(r5 + 2)
  258: r4 = *(u8 *)(r5 + 0)
  259: r5 += 0x8
  260: if w1 & 0xf8ff goto L21
L39:
  261: r1 = r5
  262: r1 -= r0
  263: if r1 > 0x7fff goto L1
  264: r5 = r0
  265: r5 += r1
  266: if r4 == 0x2c goto L41
  267: if r4 == 0x0 goto L40
  268: if r4 == 0x2b goto L40
  269: if r4 != 0x3c goto L20
L40:
  270: r2 = r5
  271: r2 += 0x8
  272: if r2 > r3 goto L1
  273: r1 = *(u8 *)(r5 + 1)
  274: r4 = *(u8 *)(r5 + 0)
  275: r1 += 0x1
  276: r1 <<= 0x3
  277: r5 += r1
  278: goto L42
L41:
  279: r2 = r5
  280: r2 += 0x8
  281: if r2 > r3 goto L1
  282: r1 = *(u16 *)(r5 + 2)
  283: r4 = *(u8 *)(r5 + 0)
  284: r5 += 0x8
  285: if w1 & 0xf8ff goto L21
L42:
  286: r1 = r5
  287: r1 -= r0
  288: if r1 > 0x7fff goto L1
  289: r5 = r0
  290: r5 += r1
  291: if r4 == 0x2c goto L44
  292: if r4 == 0x0 goto L43
  293: if r4 == 0x2b goto L43
  294: if r4 != 0x3c goto L20
L43:
  295: r2 = r5
  296: r2 += 0x8
  297: if r2 > r3 goto L1
  298: r1 = *(u8 *)(r5 + 1)
  299: r4 = *(u8 *)(r5 + 0)
  300: r1 += 0x1
  301: r1 <<= 0x3
  302: r5 += r1
  303: goto L45
L44:
  304: r2 = r5
  305: r2 += 0x8
  306: if r2 > r3 goto L1
  307: r1 = *(u16 *)(r5 + 2)
  308: r4 = *(u8 *)(r5 + 0)
  309: r5 += 0x8
  310: if w1 & 0xf8ff goto L21
L45:
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
L20:
  320: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  321: if r4 == 0x6 goto L46
  322: *(u64 *)(r10 - 80) = 0x10000
  323: *(u64 *)(r10 - 88) = 0x100
  324: goto L3
L46:
  325: r2 = r5
  326: r2 += 0x14
  327: if r2 > r3 goto L1
  328: r1 = *(u8 *)(r5 + 13)
  329: *(u64 *)(r10 - 88) = r1
  330: r1 = *(u16 *)(r5 + 2)
  331: r1 = be16 r1
  332: *(u64 *)(r10 - 80) = r1
  333: goto L3
L21:
  334: *(u64 *)(r10 - 16) = r4
  335: *(u64 *)(r10 - 80) = 0x10000
  336: *(u64 *)(r10 - 88) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `bad-flags` (line 9): Drop
  337: r1 = *(u64 *)(r10 - 16)
  338: r1 |= 0x0
  339: if r1 != 0x6 goto L49
  340: r1 = *(u64 *)(r10 - 88)
  341: r1 |= 0x0
  342: r1 &= 0x103
  343: if r1 != 0x3 goto L49
  344: *(u32 *)(r10 - 136) = 0x0
  345: *(u64 *)(r10 - 144) = 0x2
  346: goto L0
L49:
      ; rule 1 `bad-flags2` (line 10): Drop
  347: r1 = *(u64 *)(r10 - 16)
  348: r1 |= 0x0
  349: if r1 != 0x6 goto L50
  350: r1 = *(u64 *)(r10 - 88)
  351: r1 |= 0x0
  352: r1 &= 0x106
  353: if r1 != 0x6 goto L50
  354: *(u32 *)(r10 - 136) = 0x1
  355: *(u64 *)(r10 - 144) = 0x2
  356: goto L0
L50:
      ; rule 2 `admin-ssh` (line 11): Pass
  357: r1 = *(u64 *)(r10 - 16)
  358: r1 |= 0x0
  359: if r1 != 0x6 goto L51
  360: r1 = *(u64 *)(r10 - 80)
  361: r1 |= 0x0
  362: if r1 != 0x16 goto L51
L52:
  363: r1 = r7
  364: r2 = r8
  365: r3 = 0x20010db8000a0000 ll
  367: if r1 >= r3 goto L55
  368: goto L51
L55:
  369: r3 = 0x20010db8000affff ll
  371: if r1 <= r3 goto L53
L54:
  372: goto L51
L53:
  373: *(u32 *)(r10 - 136) = 0x2
  374: *(u64 *)(r10 - 144) = 0xffffffff
  375: goto L0
L51:
      ; rule 3 `ssh-syn` (line 12): Drop
  376: r1 = *(u64 *)(r10 - 16)
  377: r1 |= 0x0
  378: if r1 != 0x6 goto L56
  379: r1 = *(u64 *)(r10 - 80)
  380: r1 |= 0x0
  381: if r1 != 0x16 goto L56
L57:
  382: r1 = *(u64 *)(r10 - 88)
  383: r1 |= 0x0
  384: r1 &= 0x112
  385: if r1 != 0x2 goto L56
  386: *(u32 *)(r10 - 136) = 0x3
  387: *(u64 *)(r10 - 144) = 0x2
  388: goto L0
L56:
      ; default
  389: *(u32 *)(r10 - 136) = 0x4
  390: *(u64 *)(r10 - 144) = 0xffffffff
  391: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  392: *(u32 *)(r10 - 136) = 0x5
  393: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  394: r1 = map[dropc_counters] ll
  396: r2 = r10
  397: r2 += 0xffffff78
  398: call 1
  399: if r0 == 0x0 goto L58
  400: r1 = *(u64 *)(r0 + 0)
  401: r1 += 0x1
  402: *(u64 *)(r0 + 0) = r1
  403: r1 = *(u64 *)(r10 - 152)
  404: r2 = *(u32 *)(r1 + 0)
  405: r1 = *(u64 *)(r0 + 8)
  406: r1 += r2
  407: *(u64 *)(r0 + 8) = r1
L58:
  408: r0 = *(u64 *)(r10 - 144)
  409: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  410: r1 = map[dropc_counters] ll
  412: r2 = r10
  413: r2 += 0xffffff78
  414: call 1
  415: if r0 == 0x0 goto L59
  416: r1 = *(u64 *)(r0 + 0)
  417: r1 += 0x1
  418: *(u64 *)(r0 + 0) = r1
  419: r1 = *(u64 *)(r10 - 152)
  420: r2 = *(u32 *)(r1 + 0)
  421: r1 = *(u64 *)(r0 + 8)
  422: r1 += r2
  423: *(u64 *)(r0 + 8) = r1
L59:
  424: r0 = *(u64 *)(r10 - 144)
  425: exit
