; dropc xdp program `dropc_xdp` (398 instruction slots)
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
   10: r4 = *(u8 *)(r0 + 23)
   11: *(u64 *)(r10 - 16) = r4
   12: r2 = *(u16 *)(r0 + 20)
   13: if w2 & 0xff1f goto L7
   14: r5 = *(u8 *)(r0 + 14)
   15: r5 &= 0xf
   16: r5 <<= 0x2
   17: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   18: if r4 == 0x1 goto L10
   19: *(u64 *)(r10 - 96) = 0x100
   20: *(u64 *)(r10 - 104) = 0x100
   21: goto L2
L7:
   22: *(u64 *)(r10 - 96) = 0x100
   23: *(u64 *)(r10 - 104) = 0x100
   24: goto L2
L10:
   25: r2 = r5
   26: r2 += 0x16
   27: if r2 > r3 goto L1
   28: r1 = *(u8 *)(r5 + 14)
   29: *(u64 *)(r10 - 96) = r1
   30: r1 = *(u8 *)(r5 + 15)
   31: *(u64 *)(r10 - 104) = r1
L2:
      ; rules for IPv4 packets
      ; rule 0 `echo-req` (line 4): Drop
   32: r1 = *(u64 *)(r10 - 16)
   33: r1 |= 0x0
   34: if r1 != 0x1 goto L11
   35: r1 = *(u64 *)(r10 - 96)
   36: r1 |= 0x0
   37: if r1 != 0x8 goto L11
   38: *(u32 *)(r10 - 136) = 0x0
   39: *(u64 *)(r10 - 144) = 0x1
   40: goto L0
L11:
      ; rule 1 `echo-rep` (line 5): Drop
   41: r1 = *(u64 *)(r10 - 16)
   42: r1 |= 0x0
   43: if r1 != 0x1 goto L12
   44: r1 = *(u64 *)(r10 - 96)
   45: r1 |= 0x0
   46: if r1 != 0x0 goto L12
   47: *(u32 *)(r10 - 136) = 0x1
   48: *(u64 *)(r10 - 144) = 0x1
   49: goto L0
L12:
      ; rule 2 `unreach` (line 6): Drop
   50: r1 = *(u64 *)(r10 - 16)
   51: r1 |= 0x0
   52: if r1 != 0x1 goto L13
   53: r1 = *(u64 *)(r10 - 96)
   54: r1 |= 0x0
   55: if r1 != 0x3 goto L13
   56: *(u32 *)(r10 - 136) = 0x2
   57: *(u64 *)(r10 - 144) = 0x1
   58: goto L0
L13:
      ; rule 3 `exceeded` (line 7): Drop
   59: r1 = *(u64 *)(r10 - 16)
   60: r1 |= 0x0
   61: if r1 != 0x1 goto L14
   62: r1 = *(u64 *)(r10 - 96)
   63: r1 |= 0x0
   64: if r1 != 0xb goto L14
   65: r1 = *(u64 *)(r10 - 104)
   66: r1 |= 0x0
   67: if r1 != 0x1 goto L14
   68: *(u32 *)(r10 - 136) = 0x3
   69: *(u64 *)(r10 - 144) = 0x1
   70: goto L0
L14:
      ; rule 4 `t255` (line 8): Drop
   71: r1 = *(u64 *)(r10 - 16)
   72: r1 |= 0x0
   73: if r1 != 0x1 goto L15
   74: r1 = *(u64 *)(r10 - 96)
   75: r1 |= 0x0
   76: if r1 != 0xff goto L15
   77: *(u32 *)(r10 - 136) = 0x4
   78: *(u64 *)(r10 - 144) = 0x1
   79: goto L0
L15:
      ; rule 5 `t255-code` (line 9): Drop
   80: r1 = *(u64 *)(r10 - 16)
   81: r1 |= 0x0
   82: if r1 != 0x1 goto L16
   83: r1 = *(u64 *)(r10 - 96)
   84: r1 |= 0x0
   85: if r1 > 0xff goto L16
   86: if r1 != 0xff goto L17
   87: r1 = *(u64 *)(r10 - 104)
   88: r1 |= 0x0
   89: if r1 == 0x1 goto L16
L17:
   90: *(u32 *)(r10 - 136) = 0x5
   91: *(u64 *)(r10 - 144) = 0x1
   92: goto L0
L16:
      ; default
   93: *(u32 *)(r10 - 136) = 0xa
   94: *(u64 *)(r10 - 144) = 0x2
   95: goto L0
L4:
   96: if w1 == 0xdd86 goto L5
   97: if w1 == 0x81 goto L18
   98: if w1 != 0xa888 goto L1
L18:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   99: r2 = r0
  100: r2 += 0x12
  101: if r2 > r3 goto L1
  102: r1 = *(u16 *)(r0 + 16)
  103: r0 += 0x4
  104: if w1 == 0x8 goto L6
  105: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  106: r2 = r0
  107: r2 += 0x36
  108: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
  109: r4 = *(u8 *)(r0 + 20)
  110: r5 = r0
  111: r5 += 0x36
  112: if r4 == 0x2c goto L22
  113: if r4 == 0x0 goto L21
  114: if r4 == 0x2b goto L21
  115: if r4 != 0x3c goto L19
L21:
  116: r2 = r5
  117: r2 += 0x8
  118: if r2 > r3 goto L1
  119: r1 = *(u8 *)(r5 + 1)
  120: r4 = *(u8 *)(r5 + 0)
  121: r1 += 0x1
  122: r1 <<= 0x3
  123: r5 += r1
  124: goto L23
L22:
  125: r2 = r5
  126: r2 += 0x8
  127: if r2 > r3 goto L1
  128: r1 = *(u16 *)(r5 + 2)
  129: r4 = *(u8 *)(r5 + 0)
  130: r5 += 0x8
  131: if w1 & 0xf8ff goto L20
L23:
  132: r1 = r5
  133: r1 -= r0
  134: if r1 > 0x7fff goto L1
  135: r5 = r0
  136: r5 += r1
  137: if r4 == 0x2c goto L25
  138: if r4 == 0x0 goto L24
  139: if r4 == 0x2b goto L24
  140: if r4 != 0x3c goto L19
L24:
  141: r2 = r5
  142: r2 += 0x8
  143: if r2 > r3 goto L1
  144: r1 = *(u8 *)(r5 + 1)
  145: r4 = *(u8 *)(r5 + 0)
  146: r1 += 0x1
  147: r1 <<= 0x3
  148: r5 += r1
  149: goto L26
L25:
  150: r2 = r5
  151: r2 += 0x8
  152: if r2 > r3 goto L1
  153: r1 = *(u16 *)(r5 + 2)
  154: r4 = *(u8 *)(r5 + 0)
  155: r5 += 0x8
  156: if w1 & 0xf8ff goto L20
L26:
  157: r1 = r5
  158: r1 -= r0
  159: if r1 > 0x7fff goto L1
  160: r5 = r0
  161: r5 += r1
  162: if r4 == 0x2c goto L28
  163: if r4 == 0x0 goto L27
  164: if r4 == 0x2b goto L27
  165: if r4 != 0x3c goto L19
L27:
  166: r2 = r5
  167: r2 += 0x8
  168: if r2 > r3 goto L1
  169: r1 = *(u8 *)(r5 + 1)
  170: r4 = *(u8 *)(r5 + 0)
  171: r1 += 0x1
  172: r1 <<= 0x3
  173: r5 += r1
  174: goto L29
L28:
  175: r2 = r5
  176: r2 += 0x8
  177: if r2 > r3 goto L1
  178: r1 = *(u16 *)(r5 + 2)
  179: r4 = *(u8 *)(r5 + 0)
  180: r5 += 0x8
  181: if w1 & 0xf8ff goto L20
L29:
  182: r1 = r5
  183: r1 -= r0
  184: if r1 > 0x7fff goto L1
  185: r5 = r0
  186: r5 += r1
  187: if r4 == 0x2c goto L31
  188: if r4 == 0x0 goto L30
  189: if r4 == 0x2b goto L30
  190: if r4 != 0x3c goto L19
L30:
  191: r2 = r5
  192: r2 += 0x8
  193: if r2 > r3 goto L1
  194: r1 = *(u8 *)(r5 + 1)
  195: r4 = *(u8 *)(r5 + 0)
  196: r1 += 0x1
  197: r1 <<= 0x3
  198: r5 += r1
  199: goto L32
L31:
  200: r2 = r5
  201: r2 += 0x8
  202: if r2 > r3 goto L1
  203: r1 = *(u16 *)(r5 + 2)
  204: r4 = *(u8 *)(r5 + 0)
  205: r5 += 0x8
  206: if w1 & 0xf8ff goto L20
L32:
  207: r1 = r5
  208: r1 -= r0
  209: if r1 > 0x7fff goto L1
  210: r5 = r0
  211: r5 += r1
  212: if r4 == 0x2c goto L34
  213: if r4 == 0x0 goto L33
  214: if r4 == 0x2b goto L33
  215: if r4 != 0x3c goto L19
L33:
  216: r2 = r5
  217: r2 += 0x8
  218: if r2 > r3 goto L1
  219: r1 = *(u8 *)(r5 + 1)
  220: r4 = *(u8 *)(r5 + 0)
  221: r1 += 0x1
  222: r1 <<= 0x3
  223: r5 += r1
  224: goto L35
L34:
  225: r2 = r5
  226: r2 += 0x8
  227: if r2 > r3 goto L1
  228: r1 = *(u16 *)(r5 + 2)
  229: r4 = *(u8 *)(r5 + 0)
  230: r5 += 0x8
  231: if w1 & 0xf8ff goto L20
L35:
  232: r1 = r5
  233: r1 -= r0
  234: if r1 > 0x7fff goto L1
  235: r5 = r0
  236: r5 += r1
  237: if r4 == 0x2c goto L37
  238: if r4 == 0x0 goto L36
  239: if r4 == 0x2b goto L36
  240: if r4 != 0x3c goto L19
L36:
  241: r2 = r5
  242: r2 += 0x8
  243: if r2 > r3 goto L1
  244: r1 = *(u8 *)(r5 + 1)
  245: r4 = *(u8 *)(r5 + 0)
  246: r1 += 0x1
  247: r1 <<= 0x3
  248: r5 += r1
  249: goto L38
L37:
  250: r2 = r5
  251: r2 += 0x8
  252: if r2 > r3 goto L1
  253: r1 = *(u16 *)(r5 + 2)
  254: r4 = *(u8 *)(r5 + 0)
  255: r5 += 0x8
  256: if w1 & 0xf8ff goto L20
L38:
  257: r1 = r5
  258: r1 -= r0
  259: if r1 > 0x7fff goto L1
  260: r5 = r0
  261: r5 += r1
  262: if r4 == 0x2c goto L40
  263: if r4 == 0x0 goto L39
  264: if r4 == 0x2b goto L39
  265: if r4 != 0x3c goto L19
L39:
  266: r2 = r5
  267: r2 += 0x8
  268: if r2 > r3 goto L1
  269: r1 = *(u8 *)(r5 + 1)
  270: r4 = *(u8 *)(r5 + 0)
  271: r1 += 0x1
  272: r1 <<= 0x3
  273: r5 += r1
  274: goto L41
L40:
  275: r2 = r5
  276: r2 += 0x8
  277: if r2 > r3 goto L1
  278: r1 = *(u16 *)(r5 + 2)
  279: r4 = *(u8 *)(r5 + 0)
  280: r5 += 0x8
  281: if w1 & 0xf8ff goto L20
L41:
  282: r1 = r5
  283: r1 -= r0
  284: if r1 > 0x7fff goto L1
  285: r5 = r0
  286: r5 += r1
  287: if r4 == 0x2c goto L43
  288: if r4 == 0x0 goto L42
  289: if r4 == 0x2b goto L42
  290: if r4 != 0x3c goto L19
L42:
  291: r2 = r5
  292: r2 += 0x8
  293: if r2 > r3 goto L1
  294: r1 = *(u8 *)(r5 + 1)
  295: r4 = *(u8 *)(r5 + 0)
  296: r1 += 0x1
  297: r1 <<= 0x3
  298: r5 += r1
  299: goto L44
L43:
  300: r2 = r5
  301: r2 += 0x8
  302: if r2 > r3 goto L1
  303: r1 = *(u16 *)(r5 + 2)
  304: r4 = *(u8 *)(r5 + 0)
  305: r5 += 0x8
  306: if w1 & 0xf8ff goto L20
L44:
  307: r1 = r5
  308: r1 -= r0
  309: if r1 > 0x7fff goto L1
  310: r5 = r0
  311: r5 += r1
      ; deeper than the walk: no specified verdict
  312: if r4 == 0x0 goto L1
  313: if r4 == 0x2b goto L1
  314: if r4 == 0x2c goto L1
  315: if r4 == 0x3c goto L1
L19:
  316: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  317: if r4 == 0x3a goto L47
  318: *(u64 *)(r10 - 96) = 0x100
  319: *(u64 *)(r10 - 104) = 0x100
  320: goto L3
L47:
  321: r2 = r5
  322: r2 += 0x8
  323: if r2 > r3 goto L1
  324: r1 = *(u8 *)(r5 + 0)
  325: *(u64 *)(r10 - 96) = r1
  326: r1 = *(u8 *)(r5 + 1)
  327: *(u64 *)(r10 - 104) = r1
  328: goto L3
L20:
  329: *(u64 *)(r10 - 16) = r4
  330: *(u64 *)(r10 - 96) = 0x100
  331: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 6 `echo6` (line 10): Drop
  332: r1 = *(u64 *)(r10 - 16)
  333: r1 |= 0x0
  334: if r1 != 0x3a goto L48
  335: r1 = *(u64 *)(r10 - 96)
  336: r1 |= 0x0
  337: if r1 != 0x80 goto L48
  338: *(u32 *)(r10 - 136) = 0x6
  339: *(u64 *)(r10 - 144) = 0x1
  340: goto L0
L48:
      ; rule 7 `unreach6` (line 11): Drop
  341: r1 = *(u64 *)(r10 - 16)
  342: r1 |= 0x0
  343: if r1 != 0x3a goto L49
  344: r1 = *(u64 *)(r10 - 96)
  345: r1 |= 0x0
  346: if r1 != 0x1 goto L49
  347: r1 = *(u64 *)(r10 - 104)
  348: r1 |= 0x0
  349: if r1 != 0x4 goto L49
  350: *(u32 *)(r10 - 136) = 0x7
  351: *(u64 *)(r10 - 144) = 0x1
  352: goto L0
L49:
      ; rule 8 `exceeded6` (line 12): Drop
  353: r1 = *(u64 *)(r10 - 16)
  354: r1 |= 0x0
  355: if r1 != 0x3a goto L50
  356: r1 = *(u64 *)(r10 - 96)
  357: r1 |= 0x0
  358: if r1 != 0x3 goto L50
  359: *(u32 *)(r10 - 136) = 0x8
  360: *(u64 *)(r10 - 144) = 0x1
  361: goto L0
L50:
      ; rule 9 `n135` (line 13): Drop
  362: r1 = *(u64 *)(r10 - 16)
  363: r1 |= 0x0
  364: if r1 != 0x3a goto L51
  365: r1 = *(u64 *)(r10 - 96)
  366: r1 |= 0x0
  367: if r1 != 0x87 goto L51
  368: *(u32 *)(r10 - 136) = 0x9
  369: *(u64 *)(r10 - 144) = 0x1
  370: goto L0
L51:
      ; default
  371: *(u32 *)(r10 - 136) = 0xa
  372: *(u64 *)(r10 - 144) = 0x2
  373: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  374: *(u32 *)(r10 - 136) = 0xb
  375: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  376: r1 = map[dropc_counters] ll
  378: r2 = r10
  379: r2 += 0xffffff78
  380: call 1
  381: if r0 == 0x0 goto L52
  382: r1 = *(u64 *)(r0 + 0)
  383: r1 += 0x1
  384: *(u64 *)(r0 + 0) = r1
L52:
  385: r0 = *(u64 *)(r10 - 144)
  386: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  387: r1 = map[dropc_counters] ll
  389: r2 = r10
  390: r2 += 0xffffff78
  391: call 1
  392: if r0 == 0x0 goto L53
  393: r1 = *(u64 *)(r0 + 0)
  394: r1 += 0x1
  395: *(u64 *)(r0 + 0) = r1
L53:
  396: r0 = *(u64 *)(r10 - 144)
  397: exit
