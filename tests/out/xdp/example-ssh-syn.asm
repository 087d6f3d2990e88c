; dropc xdp program `dropc_xdp` (401 instruction slots)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx)
    0: r0 = *(u32 *)(r1 + 0)
    1: r3 = *(u32 *)(r1 + 4)
      ; Ethernet
    2: r2 = r0
    3: r2 += 0xe
    4: if r2 > r3 goto L1
    5: r1 = *(u16 *)(r0 + 12)
    6: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
    7: r2 = r0
    8: r2 += 0x22
    9: if r2 > r3 goto L1
   10: r6 = *(u32 *)(r0 + 26)
   11: r4 = *(u8 *)(r0 + 23)
   12: *(u64 *)(r10 - 16) = r4
   13: r2 = *(u16 *)(r0 + 20)
   14: if w2 & 0xff1f goto L7
   15: r5 = *(u8 *)(r0 + 14)
   16: r5 &= 0xf
   17: r5 <<= 0x2
   18: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   19: if r4 == 0x6 goto L8
   20: *(u64 *)(r10 - 80) = 0x10000
   21: *(u64 *)(r10 - 88) = 0x100
   22: goto L2
L7:
   23: *(u64 *)(r10 - 80) = 0x10000
   24: *(u64 *)(r10 - 88) = 0x100
   25: goto L2
L8:
   26: r2 = r5
   27: r2 += 0x22
   28: if r2 > r3 goto L1
   29: r1 = *(u8 *)(r5 + 27)
   30: *(u64 *)(r10 - 88) = r1
   31: r1 = *(u16 *)(r5 + 16)
   32: r1 = be16 r1
   33: *(u64 *)(r10 - 80) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `bad-flags` (line 9): Drop
   34: r1 = *(u64 *)(r10 - 16)
   35: r1 |= 0x0
   36: if r1 != 0x6 goto L11
   37: r1 = *(u64 *)(r10 - 88)
   38: r1 |= 0x0
   39: r1 &= 0x103
   40: if r1 != 0x3 goto L11
   41: *(u32 *)(r10 - 136) = 0x0
   42: *(u64 *)(r10 - 144) = 0x1
   43: goto L0
L11:
      ; rule 1 `bad-flags2` (line 10): Drop
   44: r1 = *(u64 *)(r10 - 16)
   45: r1 |= 0x0
   46: if r1 != 0x6 goto L12
   47: r1 = *(u64 *)(r10 - 88)
   48: r1 |= 0x0
   49: r1 &= 0x106
   50: if r1 != 0x6 goto L12
   51: *(u32 *)(r10 - 136) = 0x1
   52: *(u64 *)(r10 - 144) = 0x1
   53: goto L0
L12:
      ; rule 2 `admin-ssh` (line 11): Pass
   54: r1 = *(u64 *)(r10 - 16)
   55: r1 |= 0x0
   56: if r1 != 0x6 goto L13
   57: r1 = *(u64 *)(r10 - 80)
   58: r1 |= 0x0
   59: if r1 != 0x16 goto L13
L14:
   60: w6 &= 0xffffff
   61: if w6 != 0x200c0 goto L13
   62: *(u32 *)(r10 - 136) = 0x2
   63: *(u64 *)(r10 - 144) = 0x2
   64: goto L0
L13:
      ; rule 3 `ssh-syn` (line 12): Drop
   65: r1 = *(u64 *)(r10 - 16)
   66: r1 |= 0x0
   67: if r1 != 0x6 goto L15
   68: r1 = *(u64 *)(r10 - 80)
   69: r1 |= 0x0
   70: if r1 != 0x16 goto L15
L16:
   71: r1 = *(u64 *)(r10 - 88)
   72: r1 |= 0x0
   73: r1 &= 0x112
   74: if r1 != 0x2 goto L15
   75: *(u32 *)(r10 - 136) = 0x3
   76: *(u64 *)(r10 - 144) = 0x1
   77: goto L0
L15:
      ; default
   78: *(u32 *)(r10 - 136) = 0x4
   79: *(u64 *)(r10 - 144) = 0x2
   80: goto L0
L4:
   81: if w1 == 0xdd86 goto L5
   82: if w1 == 0x81 goto L17
   83: if w1 != 0xa888 goto L1
L17:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   84: r2 = r0
   85: r2 += 0x12
   86: if r2 > r3 goto L1
   87: r1 = *(u16 *)(r0 + 16)
   88: r0 += 0x4
   89: if w1 == 0x8 goto L6
   90: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   91: r2 = r0
   92: r2 += 0x36
   93: if r2 > r3 goto L1
   94: r6 = *(u64 *)(r0 + 22)
   95: r6 = be64 r6
   96: r7 = *(u64 *)(r0 + 30)
   97: r7 = be64 r7
      ; extension headers: r4 = next header, r5 = its start
   98: r4 = *(u8 *)(r0 + 20)
   99: r5 = r0
  100: r5 += 0x36
  101: if r4 == 0x2c goto L21
  102: if r4 == 0x0 goto L20
  103: if r4 == 0x2b goto L20
  104: if r4 != 0x3c goto L18
L20:
  105: r2 = r5
  106: r2 += 0x8
  107: if r2 > r3 goto L1
  108: r1 = *(u8 *)(r5 + 1)
  109: r4 = *(u8 *)(r5 + 0)
  110: r1 += 0x1
  111: r1 <<= 0x3
  112: r5 += r1
  113: goto L22
L21:
  114: r2 = r5
  115: r2 += 0x8
  116: if r2 > r3 goto L1
  117: r1 = *(u16 *)(r5 + 2)
  118: r4 = *(u8 *)(r5 + 0)
  119: r5 += 0x8
  120: if w1 & 0xf8ff goto L19
L22:
  121: r1 = r5
  122: r1 -= r0
  123: if r1 > 0x7fff goto L1
  124: r5 = r0
  125: r5 += r1
  126: if r4 == 0x2c goto L24
  127: if r4 == 0x0 goto L23
  128: if r4 == 0x2b goto L23
  129: if r4 != 0x3c goto L18
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
  145: if w1 & 0xf8ff goto L19
L25:
  146: r1 = r5
  147: r1 -= r0
  148: if r1 > 0x7fff goto L1
  149: r5 = r0
  150: r5 += r1
  151: if r4 == 0x2c goto L27
  152: if r4 == 0x0 goto L26
  153: if r4 == 0x2b goto L26
  154: if r4 != 0x3c goto L18
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
  170: if w1 & 0xf8ff goto L19
L28:
  171: r1 = r5
  172: r1 -= r0
  173: if r1 > 0x7fff goto L1
  174: r5 = r0
  175: r5 += r1
  176: if r4 == 0x2c goto L30
  177: if r4 == 0x0 goto L29
  178: if r4 == 0x2b goto L29
  179: if r4 != 0x3c goto L18
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
  195: if w1 & 0xf8ff goto L19
L31:
  196: r1 = r5
  197: r1 -= r0
  198: if r1 > 0x7fff goto L1
  199: r5 = r0
  200: r5 += r1
  201: if r4 == 0x2c goto L33
  202: if r4 == 0x0 goto L32
  203: if r4 == 0x2b goto L32
  204: if r4 != 0x3c goto L18
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
  220: if w1 & 0xf8ff goto L19
L34:
  221: r1 = r5
  222: r1 -= r0
  223: if r1 > 0x7fff goto L1
  224: r5 = r0
  225: r5 += r1
  226: if r4 == 0x2c goto L36
  227: if r4 == 0x0 goto L35
  228: if r4 == 0x2b goto L35
  229: if r4 != 0x3c goto L18
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
  245: if w1 & 0xf8ff goto L19
L37:
  246: r1 = r5
  247: r1 -= r0
  248: if r1 > 0x7fff goto L1
  249: r5 = r0
  250: r5 += r1
  251: if r4 == 0x2c goto L39
  252: if r4 == 0x0 goto L38
  253: if r4 == 0x2b goto L38
  254: if r4 != 0x3c goto L18
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
  270: if w1 & 0xf8ff goto L19
L40:
  271: r1 = r5
  272: r1 -= r0
  273: if r1 > 0x7fff goto L1
  274: r5 = r0
  275: r5 += r1
  276: if r4 == 0x2c goto L42
  277: if r4 == 0x0 goto L41
  278: if r4 == 0x2b goto L41
  279: if r4 != 0x3c goto L18
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
  295: if w1 & 0xf8ff goto L19
L43:
  296: r1 = r5
  297: r1 -= r0
  298: if r1 > 0x7fff goto L1
  299: r5 = r0
  300: r5 += r1
      ; deeper than the walk: no specified verdict
  301: if r4 == 0x0 goto L1
  302: if r4 == 0x2b goto L1
  303: if r4 == 0x2c goto L1
  304: if r4 == 0x3c goto L1
L18:
  305: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  306: if r4 == 0x6 goto L44
  307: *(u64 *)(r10 - 80) = 0x10000
  308: *(u64 *)(r10 - 88) = 0x100
  309: goto L3
L44:
  310: r2 = r5
  311: r2 += 0x14
  312: if r2 > r3 goto L1
  313: r1 = *(u8 *)(r5 + 13)
  314: *(u64 *)(r10 - 88) = r1
  315: r1 = *(u16 *)(r5 + 2)
  316: r1 = be16 r1
  317: *(u64 *)(r10 - 80) = r1
  318: goto L3
L19:
  319: *(u64 *)(r10 - 16) = r4
  320: *(u64 *)(r10 - 80) = 0x10000
  321: *(u64 *)(r10 - 88) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 0 `bad-flags` (line 9): Drop
  322: r1 = *(u64 *)(r10 - 16)
  323: r1 |= 0x0
  324: if r1 != 0x6 goto L47
  325: r1 = *(u64 *)(r10 - 88)
  326: r1 |= 0x0
  327: r1 &= 0x103
  328: if r1 != 0x3 goto L47
  329: *(u32 *)(r10 - 136) = 0x0
  330: *(u64 *)(r10 - 144) = 0x1
  331: goto L0
L47:
      ; rule 1 `bad-flags2` (line 10): Drop
  332: r1 = *(u64 *)(r10 - 16)
  333: r1 |= 0x0
  334: if r1 != 0x6 goto L48
  335: r1 = *(u64 *)(r10 - 88)
  336: r1 |= 0x0
  337: r1 &= 0x106
  338: if r1 != 0x6 goto L48
  339: *(u32 *)(r10 - 136) = 0x1
  340: *(u64 *)(r10 - 144) = 0x1
  341: goto L0
L48:
      ; rule 2 `admin-ssh` (line 11): Pass
  342: r1 = *(u64 *)(r10 - 16)
  343: r1 |= 0x0
  344: if r1 != 0x6 goto L49
  345: r1 = *(u64 *)(r10 - 80)
  346: r1 |= 0x0
  347: if r1 != 0x16 goto L49
L50:
  348: r1 = r6
  349: r2 = r7
  350: r3 = 0x20010db8000a0000 ll
  352: if r1 >= r3 goto L53
  353: goto L49
L53:
  354: r3 = 0x20010db8000affff ll
  356: if r1 <= r3 goto L51
L52:
  357: goto L49
L51:
  358: *(u32 *)(r10 - 136) = 0x2
  359: *(u64 *)(r10 - 144) = 0x2
  360: goto L0
L49:
      ; rule 3 `ssh-syn` (line 12): Drop
  361: r1 = *(u64 *)(r10 - 16)
  362: r1 |= 0x0
  363: if r1 != 0x6 goto L54
  364: r1 = *(u64 *)(r10 - 80)
  365: r1 |= 0x0
  366: if r1 != 0x16 goto L54
L55:
  367: r1 = *(u64 *)(r10 - 88)
  368: r1 |= 0x0
  369: r1 &= 0x112
  370: if r1 != 0x2 goto L54
  371: *(u32 *)(r10 - 136) = 0x3
  372: *(u64 *)(r10 - 144) = 0x1
  373: goto L0
L54:
      ; default
  374: *(u32 *)(r10 - 136) = 0x4
  375: *(u64 *)(r10 - 144) = 0x2
  376: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  377: *(u32 *)(r10 - 136) = 0x5
  378: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  379: r1 = map[dropc_counters] ll
  381: r2 = r10
  382: r2 += 0xffffff78
  383: call 1
  384: if r0 == 0x0 goto L56
  385: r1 = *(u64 *)(r0 + 0)
  386: r1 += 0x1
  387: *(u64 *)(r0 + 0) = r1
L56:
  388: r0 = *(u64 *)(r10 - 144)
  389: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  390: r1 = map[dropc_counters] ll
  392: r2 = r10
  393: r2 += 0xffffff78
  394: call 1
  395: if r0 == 0x0 goto L57
  396: r1 = *(u64 *)(r0 + 0)
  397: r1 += 0x1
  398: *(u64 *)(r0 + 0) = r1
L57:
  399: r0 = *(u64 *)(r10 - 144)
  400: exit
