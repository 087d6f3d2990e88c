; dropc xdp program `dropc_xdp` (655 instruction slots)
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
   10: r1 = *(u8 *)(r0 + 22)
   11: *(u64 *)(r10 - 120) = r1
   12: r1 = *(u16 *)(r0 + 16)
   13: r1 = be16 r1
   14: *(u64 *)(r10 - 128) = r1
   15: r6 = *(u32 *)(r0 + 26)
   16: r4 = *(u8 *)(r0 + 23)
   17: *(u64 *)(r10 - 16) = r4
   18: r2 = *(u16 *)(r0 + 20)
   19: if w2 & 0xff1f goto L7
   20: r2 &= 0x20
   21: r2 >>= 0x5
   22: *(u64 *)(r10 - 112) = r2
   23: r5 = *(u8 *)(r0 + 14)
   24: r5 &= 0xf
   25: r5 <<= 0x2
   26: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   27: if r4 == 0x6 goto L8
   28: if r4 == 0x1 goto L10
   29: if r4 == 0x11 goto L9
   30: r5 = 0x10000
   31: *(u64 *)(r10 - 80) = 0x10000
   32: *(u64 *)(r10 - 88) = 0x100
   33: *(u64 *)(r10 - 96) = 0x100
   34: *(u64 *)(r10 - 104) = 0x100
   35: goto L2
L10:
   36: r2 = r5
   37: r2 += 0x16
   38: if r2 > r3 goto L1
   39: r1 = *(u8 *)(r5 + 14)
   40: *(u64 *)(r10 - 96) = r1
   41: r1 = *(u8 *)(r5 + 15)
   42: *(u64 *)(r10 - 104) = r1
   43: r5 = 0x10000
   44: *(u64 *)(r10 - 80) = 0x10000
   45: *(u64 *)(r10 - 88) = 0x100
   46: goto L2
L9:
   47: r2 = r5
   48: r2 += 0x16
   49: if r2 > r3 goto L1
   50: r1 = *(u16 *)(r5 + 16)
   51: r1 = be16 r1
   52: *(u64 *)(r10 - 80) = r1
   53: r5 = *(u16 *)(r5 + 14)
   54: *(u64 *)(r10 - 88) = 0x100
   55: *(u64 *)(r10 - 96) = 0x100
   56: *(u64 *)(r10 - 104) = 0x100
   57: goto L2
L7:
   58: *(u64 *)(r10 - 112) = 0x2
   59: r5 = 0x10000
   60: *(u64 *)(r10 - 80) = 0x10000
   61: *(u64 *)(r10 - 88) = 0x100
   62: *(u64 *)(r10 - 96) = 0x100
   63: *(u64 *)(r10 - 104) = 0x100
   64: goto L2
L8:
   65: r2 = r5
   66: r2 += 0x22
   67: if r2 > r3 goto L1
   68: r1 = *(u8 *)(r5 + 27)
   69: *(u64 *)(r10 - 88) = r1
   70: r1 = *(u16 *)(r5 + 16)
   71: r1 = be16 r1
   72: *(u64 *)(r10 - 80) = r1
   73: r5 = *(u16 *)(r5 + 14)
   74: *(u64 *)(r10 - 96) = 0x100
   75: *(u64 *)(r10 - 104) = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `src4` (line 5): Drop
   76: w6 &= 0xffffff
   77: if w6 != 0x200c0 goto L11
   78: *(u32 *)(r10 - 136) = 0x0
   79: *(u64 *)(r10 - 144) = 0x1
   80: goto L0
L11:
      ; rule 2 `src-port` (line 7): Drop
   81: r1 = *(u64 *)(r10 - 16)
   82: r1 |= 0x0
   83: if r1 != 0x11 goto L12
   84: if r5 != 0x3500 goto L12
L13:
   85: *(u32 *)(r10 - 136) = 0x2
   86: *(u64 *)(r10 - 144) = 0x1
   87: goto L0
L12:
      ; rule 3 `dport-range` (line 8): Drop
   88: r1 = *(u64 *)(r10 - 16)
   89: r1 |= 0x0
   90: if r1 != 0x6 goto L14
   91: r1 = *(u64 *)(r10 - 80)
   92: r1 |= 0x0
   93: if r1 < 0x1f40 goto L14
   94: if r1 > 0x1f90 goto L14
L15:
   95: *(u32 *)(r10 - 136) = 0x3
   96: *(u64 *)(r10 - 144) = 0x1
   97: goto L0
L14:
      ; rule 4 `dport-list` (line 9): Drop
   98: r1 = *(u64 *)(r10 - 16)
   99: r1 |= 0x0
  100: if r1 != 0x11 goto L16
  101: r1 = *(u64 *)(r10 - 80)
  102: r1 |= 0x0
  103: if r1 == 0x35 goto L17
  104: if r1 == 0x7b goto L17
  105: if r1 < 0x1f4 goto L16
  106: if r1 > 0x1fe goto L16
L17:
  107: *(u32 *)(r10 - 136) = 0x4
  108: *(u64 *)(r10 - 144) = 0x1
  109: goto L0
L16:
      ; rule 5 `syn-only` (line 10): Drop
  110: r1 = *(u64 *)(r10 - 16)
  111: r1 |= 0x0
  112: if r1 != 0x6 goto L18
  113: r1 = *(u64 *)(r10 - 88)
  114: r1 |= 0x0
  115: r1 &= 0x112
  116: if r1 != 0x2 goto L18
  117: *(u32 *)(r10 - 136) = 0x5
  118: *(u64 *)(r10 - 144) = 0x1
  119: goto L0
L18:
      ; rule 6 `fin` (line 11): Drop
  120: r1 = *(u64 *)(r10 - 16)
  121: r1 |= 0x0
  122: if r1 != 0x6 goto L19
  123: r1 = *(u64 *)(r10 - 88)
  124: r1 |= 0x0
  125: r1 &= 0x101
  126: if r1 != 0x1 goto L19
  127: *(u32 *)(r10 - 136) = 0x6
  128: *(u64 *)(r10 - 144) = 0x1
  129: goto L0
L19:
      ; rule 7 `ping4` (line 12): Drop
  130: r1 = *(u64 *)(r10 - 16)
  131: r1 |= 0x0
  132: if r1 != 0x1 goto L20
  133: r1 = *(u64 *)(r10 - 96)
  134: r1 |= 0x0
  135: if r1 != 0x8 goto L20
  136: *(u32 *)(r10 - 136) = 0x7
  137: *(u64 *)(r10 - 144) = 0x1
  138: goto L0
L20:
      ; rule 8 `unreach4` (line 13): Drop
  139: r1 = *(u64 *)(r10 - 16)
  140: r1 |= 0x0
  141: if r1 != 0x1 goto L21
  142: r1 = *(u64 *)(r10 - 96)
  143: r1 |= 0x0
  144: if r1 != 0x3 goto L21
  145: r1 = *(u64 *)(r10 - 104)
  146: r1 |= 0x0
  147: if r1 != 0x4 goto L21
  148: *(u32 *)(r10 - 136) = 0x8
  149: *(u64 *)(r10 - 144) = 0x1
  150: goto L0
L21:
      ; rule 10 `ttl4` (line 15): Drop
  151: r1 = *(u64 *)(r10 - 120)
  152: r1 |= 0x0
  153: if r1 > 0x2 goto L22
  154: *(u32 *)(r10 - 136) = 0xa
  155: *(u64 *)(r10 - 144) = 0x1
  156: goto L0
L22:
      ; rule 11 `ttl-one` (line 16): Drop
  157: r1 = *(u64 *)(r10 - 120)
  158: r1 |= 0x0
  159: if r1 < 0x7 goto L23
  160: if r1 > 0x7 goto L23
  161: *(u32 *)(r10 - 136) = 0xb
  162: *(u64 *)(r10 - 144) = 0x1
  163: goto L0
L23:
      ; rule 13 `len-range` (line 18): Drop
  164: r1 = *(u64 *)(r10 - 128)
  165: r1 |= 0x0
  166: if r1 < 0x14 goto L24
  167: if r1 > 0x3c goto L24
  168: *(u32 *)(r10 - 136) = 0xd
  169: *(u64 *)(r10 - 144) = 0x1
  170: goto L0
L24:
      ; rule 14 `len-one` (line 19): Drop
  171: r1 = *(u64 *)(r10 - 128)
  172: r1 |= 0x0
  173: if r1 < 0x5dc goto L25
  174: if r1 > 0x5dc goto L25
  175: *(u32 *)(r10 - 136) = 0xe
  176: *(u64 *)(r10 - 144) = 0x1
  177: goto L0
L25:
      ; rule 15 `frag-later` (line 20): Drop
  178: r1 = *(u64 *)(r10 - 112)
  179: r1 |= 0x0
  180: if r1 != 0x2 goto L26
  181: *(u32 *)(r10 - 136) = 0xf
  182: *(u64 *)(r10 - 144) = 0x1
  183: goto L0
L26:
      ; rule 16 `frag-any` (line 21): Drop
  184: r1 = *(u64 *)(r10 - 112)
  185: r1 |= 0x0
  186: if r1 == 0x0 goto L27
  187: *(u32 *)(r10 - 136) = 0x10
  188: *(u64 *)(r10 - 144) = 0x1
  189: goto L0
L27:
      ; rule 17 `proto-n` (line 22): Drop
  190: r1 = *(u64 *)(r10 - 16)
  191: r1 |= 0x0
  192: if r1 != 0x84 goto L28
  193: *(u32 *)(r10 - 136) = 0x11
  194: *(u64 *)(r10 - 144) = 0x1
  195: goto L0
L28:
      ; rule 19 `proto-esp` (line 24): Drop
  196: r1 = *(u64 *)(r10 - 16)
  197: r1 |= 0x0
  198: if r1 != 0x32 goto L29
  199: *(u32 *)(r10 - 136) = 0x13
  200: *(u64 *)(r10 - 144) = 0x1
  201: goto L0
L29:
      ; rule 20 `proto-tcp` (line 25): Drop
  202: r1 = *(u64 *)(r10 - 16)
  203: r1 |= 0x0
  204: if r1 != 0x6 goto L30
  205: *(u32 *)(r10 - 136) = 0x14
  206: *(u64 *)(r10 - 144) = 0x1
  207: goto L0
L30:
      ; default
  208: *(u32 *)(r10 - 136) = 0x15
  209: *(u64 *)(r10 - 144) = 0x2
  210: goto L0
L4:
  211: if w1 == 0xdd86 goto L5
  212: if w1 == 0x81 goto L31
  213: if w1 != 0xa888 goto L1
L31:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  214: r2 = r0
  215: r2 += 0x12
  216: if r2 > r3 goto L1
  217: r1 = *(u16 *)(r0 + 16)
  218: r0 += 0x4
  219: if w1 == 0x8 goto L6
  220: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  221: r2 = r0
  222: r2 += 0x36
  223: if r2 > r3 goto L1
  224: r1 = *(u8 *)(r0 + 21)
  225: *(u64 *)(r10 - 120) = r1
  226: r1 = *(u16 *)(r0 + 18)
  227: r1 = be16 r1
  228: r1 += 0x28
  229: *(u64 *)(r10 - 128) = r1
  230: r6 = *(u64 *)(r0 + 38)
  231: r6 = be64 r6
  232: r7 = *(u64 *)(r0 + 46)
  233: r7 = be64 r7
  234: *(u64 *)(r10 - 112) = 0x0
      ; extension headers: r4 = next header, r5 = its start
  235: r4 = *(u8 *)(r0 + 20)
  236: r5 = r0
  237: r5 += 0x36
  238: if r4 == 0x2c goto L35
  239: if r4 == 0x0 goto L34
  240: if r4 == 0x2b goto L34
  241: if r4 != 0x3c goto L32
L34:
  242: r2 = r5
  243: r2 += 0x8
  244: if r2 > r3 goto L1
  245: r1 = *(u8 *)(r5 + 1)
  246: r4 = *(u8 *)(r5 + 0)
  247: r1 += 0x1
  248: r1 <<= 0x3
  249: r5 += r1
  250: goto L36
L35:
  251: r2 = r5
  252: r2 += 0x8
  253: if r2 > r3 goto L1
  254: r1 = *(u16 *)(r5 + 2)
  255: r4 = *(u8 *)(r5 + 0)
  256: r5 += 0x8
  257: *(u64 *)(r10 - 112) = 0x1
  258: if w1 & 0xf8ff goto L33
L36:
  259: r1 = r5
  260: r1 -= r0
  261: if r1 > 0x7fff goto L1
  262: r5 = r0
  263: r5 += r1
  264: if r4 == 0x2c goto L38
  265: if r4 == 0x0 goto L37
  266: if r4 == 0x2b goto L37
  267: if r4 != 0x3c goto L32
L37:
  268: r2 = r5
  269: r2 += 0x8
  270: if r2 > r3 goto L1
  271: r1 = *(u8 *)(r5 + 1)
  272: r4 = *(u8 *)(r5 + 0)
  273: r1 += 0x1
  274: r1 <<= 0x3
  275: r5 += r1
  276: goto L39
L38:
  277: r2 = r5
  278: r2 += 0x8
  279: if r2 > r3 goto L1
  280: r1 = *(u16 *)(r5 + 2)
  281: r4 = *(u8 *)(r5 + 0)
  282: r5 += 0x8
  283: *(u64 *)(r10 - 112) = 0x1
  284: if w1 & 0xf8ff goto L33
L39:
  285: r1 = r5
  286: r1 -= r0
  287: if r1 > 0x7fff goto L1
  288: r5 = r0
  289: r5 += r1
  290: if r4 == 0x2c goto L41
  291: if r4 == 0x0 goto L40
  292: if r4 == 0x2b goto L40
  293: if r4 != 0x3c goto L32
L40:
  294: r2 = r5
  295: r2 += 0x8
  296: if r2 > r3 goto L1
  297: r1 = *(u8 *)(r5 + 1)
  298: r4 = *(u8 *)(r5 + 0)
  299: r1 += 0x1
  300: r1 <<= 0x3
  301: r5 += r1
  302: goto L42
L41:
  303: r2 = r5
  304: r2 += 0x8
  305: if r2 > r3 goto L1
  306: r1 = *(u16 *)(r5 + 2)
  307: r4 = *(u8 *)(r5 + 0)
  308: r5 += 0x8
  309: *(u64 *)(r10 - 112) = 0x1
  310: if w1 & 0xf8ff goto L33
L42:
  311: r1 = r5
  312: r1 -= r0
  313: if r1 > 0x7fff goto L1
  314: r5 = r0
  315: r5 += r1
  316: if r4 == 0x2c goto L44
  317: if r4 == 0x0 goto L43
  318: if r4 == 0x2b goto L43
  319: if r4 != 0x3c goto L32
L43:
  320: r2 = r5
  321: r2 += 0x8
  322: if r2 > r3 goto L1
  323: r1 = *(u8 *)(r5 + 1)
  324: r4 = *(u8 *)(r5 + 0)
  325: r1 += 0x1
  326: r1 <<= 0x3
  327: r5 += r1
  328: goto L45
L44:
  329: r2 = r5
  330: r2 += 0x8
  331: if r2 > r3 goto L1
  332: r1 = *(u16 *)(r5 + 2)
  333: r4 = *(u8 *)(r5 + 0)
  334: r5 += 0x8
  335: *(u64 *)(r10 - 112) = 0x1
  336: if w1 & 0xf8ff goto L33
L45:
  337: r1 = r5
  338: r1 -= r0
  339: if r1 > 0x7fff goto L1
  340: r5 = r0
  341: r5 += r1
  342: if r4 == 0x2c goto L47
  343: if r4 == 0x0 goto L46
  344: if r4 == 0x2b goto L46
  345: if r4 != 0x3c goto L32
L46:
  346: r2 = r5
  347: r2 += 0x8
  348: if r2 > r3 goto L1
  349: r1 = *(u8 *)(r5 + 1)
  350: r4 = *(u8 *)(r5 + 0)
  351: r1 += 0x1
  352: r1 <<= 0x3
  353: r5 += r1
  354: goto L48
L47:
  355: r2 = r5
  356: r2 += 0x8
  357: if r2 > r3 goto L1
  358: r1 = *(u16 *)(r5 + 2)
  359: r4 = *(u8 *)(r5 + 0)
  360: r5 += 0x8
  361: *(u64 *)(r10 - 112) = 0x1
  362: if w1 & 0xf8ff goto L33
L48:
  363: r1 = r5
  364: r1 -= r0
  365: if r1 > 0x7fff goto L1
  366: r5 = r0
  367: r5 += r1
  368: if r4 == 0x2c goto L50
  369: if r4 == 0x0 goto L49
  370: if r4 == 0x2b goto L49
  371: if r4 != 0x3c goto L32
L49:
  372: r2 = r5
  373: r2 += 0x8
  374: if r2 > r3 goto L1
  375: r1 = *(u8 *)(r5 + 1)
  376: r4 = *(u8 *)(r5 + 0)
  377: r1 += 0x1
  378: r1 <<= 0x3
  379: r5 += r1
  380: goto L51
L50:
  381: r2 = r5
  382: r2 += 0x8
  383: if r2 > r3 goto L1
  384: r1 = *(u16 *)(r5 + 2)
  385: r4 = *(u8 *)(r5 + 0)
  386: r5 += 0x8
  387: *(u64 *)(r10 - 112) = 0x1
  388: if w1 & 0xf8ff goto L33
L51:
  389: r1 = r5
  390: r1 -= r0
  391: if r1 > 0x7fff goto L1
  392: r5 = r0
  393: r5 += r1
  394: if r4 == 0x2c goto L53
  395: if r4 == 0x0 goto L52
  396: if r4 == 0x2b goto L52
  397: if r4 != 0x3c goto L32
L52:
  398: r2 = r5
  399: r2 += 0x8
  400: if r2 > r3 goto L1
  401: r1 = *(u8 *)(r5 + 1)
  402: r4 = *(u8 *)(r5 + 0)
  403: r1 += 0x1
  404: r1 <<= 0x3
  405: r5 += r1
  406: goto L54
L53:
  407: r2 = r5
  408: r2 += 0x8
  409: if r2 > r3 goto L1
  410: r1 = *(u16 *)(r5 + 2)
  411: r4 = *(u8 *)(r5 + 0)
  412: r5 += 0x8
  413: *(u64 *)(r10 - 112) = 0x1
  414: if w1 & 0xf8ff goto L33
L54:
  415: r1 = r5
  416: r1 -= r0
  417: if r1 > 0x7fff goto L1
  418: r5 = r0
  419: r5 += r1
  420: if r4 == 0x2c goto L56
  421: if r4 == 0x0 goto L55
  422: if r4 == 0x2b goto L55
  423: if r4 != 0x3c goto L32
L55:
  424: r2 = r5
  425: r2 += 0x8
  426: if r2 > r3 goto L1
  427: r1 = *(u8 *)(r5 + 1)
  428: r4 = *(u8 *)(r5 + 0)
  429: r1 += 0x1
  430: r1 <<= 0x3
  431: r5 += r1
  432: goto L57
L56:
  433: r2 = r5
  434: r2 += 0x8
  435: if r2 > r3 goto L1
  436: r1 = *(u16 *)(r5 + 2)
  437: r4 = *(u8 *)(r5 + 0)
  438: r5 += 0x8
  439: *(u64 *)(r10 - 112) = 0x1
  440: if w1 & 0xf8ff goto L33
L57:
  441: r1 = r5
  442: r1 -= r0
  443: if r1 > 0x7fff goto L1
  444: r5 = r0
  445: r5 += r1
      ; deeper than the walk: no specified verdict
  446: if r4 == 0x0 goto L1
  447: if r4 == 0x2b goto L1
  448: if r4 == 0x2c goto L1
  449: if r4 == 0x3c goto L1
L32:
  450: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  451: if r4 == 0x6 goto L58
  452: if r4 == 0x3a goto L60
  453: if r4 == 0x11 goto L59
  454: r5 = 0x10000
  455: *(u64 *)(r10 - 80) = 0x10000
  456: *(u64 *)(r10 - 88) = 0x100
  457: *(u64 *)(r10 - 96) = 0x100
  458: *(u64 *)(r10 - 104) = 0x100
  459: goto L3
L60:
  460: r2 = r5
  461: r2 += 0x8
  462: if r2 > r3 goto L1
  463: r1 = *(u8 *)(r5 + 0)
  464: *(u64 *)(r10 - 96) = r1
  465: r1 = *(u8 *)(r5 + 1)
  466: *(u64 *)(r10 - 104) = r1
  467: r5 = 0x10000
  468: *(u64 *)(r10 - 80) = 0x10000
  469: *(u64 *)(r10 - 88) = 0x100
  470: goto L3
L59:
  471: r2 = r5
  472: r2 += 0x8
  473: if r2 > r3 goto L1
  474: r1 = *(u16 *)(r5 + 2)
  475: r1 = be16 r1
  476: *(u64 *)(r10 - 80) = r1
  477: r5 = *(u16 *)(r5 + 0)
  478: *(u64 *)(r10 - 88) = 0x100
  479: *(u64 *)(r10 - 96) = 0x100
  480: *(u64 *)(r10 - 104) = 0x100
  481: goto L3
L58:
  482: r2 = r5
  483: r2 += 0x14
  484: if r2 > r3 goto L1
  485: r1 = *(u8 *)(r5 + 13)
  486: *(u64 *)(r10 - 88) = r1
  487: r1 = *(u16 *)(r5 + 2)
  488: r1 = be16 r1
  489: *(u64 *)(r10 - 80) = r1
  490: r5 = *(u16 *)(r5 + 0)
  491: *(u64 *)(r10 - 96) = 0x100
  492: *(u64 *)(r10 - 104) = 0x100
  493: goto L3
L33:
  494: *(u64 *)(r10 - 112) = 0x2
  495: *(u64 *)(r10 - 16) = r4
  496: r5 = 0x10000
  497: *(u64 *)(r10 - 80) = 0x10000
  498: *(u64 *)(r10 - 88) = 0x100
  499: *(u64 *)(r10 - 96) = 0x100
  500: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 1 `dst6` (line 6): Drop
  501: r1 = r6
  502: r2 = r7
  503: r3 = 0x20010db800000000 ll
  505: if r1 >= r3 goto L64
  506: goto L61
L64:
  507: r3 = 0x20010db8ffffffff ll
  509: if r1 <= r3 goto L62
L63:
  510: goto L61
L62:
  511: *(u32 *)(r10 - 136) = 0x1
  512: *(u64 *)(r10 - 144) = 0x1
  513: goto L0
L61:
      ; rule 2 `src-port` (line 7): Drop
  514: r1 = *(u64 *)(r10 - 16)
  515: r1 |= 0x0
  516: if r1 != 0x11 goto L65
  517: if r5 != 0x3500 goto L65
L66:
  518: *(u32 *)(r10 - 136) = 0x2
  519: *(u64 *)(r10 - 144) = 0x1
  520: goto L0
L65:
      ; rule 3 `dport-range` (line 8): Drop
  521: r1 = *(u64 *)(r10 - 16)
  522: r1 |= 0x0
  523: if r1 != 0x6 goto L67
  524: r1 = *(u64 *)(r10 - 80)
  525: r1 |= 0x0
  526: if r1 < 0x1f40 goto L67
  527: if r1 > 0x1f90 goto L67
L68:
  528: *(u32 *)(r10 - 136) = 0x3
  529: *(u64 *)(r10 - 144) = 0x1
  530: goto L0
L67:
      ; rule 4 `dport-list` (line 9): Drop
  531: r1 = *(u64 *)(r10 - 16)
  532: r1 |= 0x0
  533: if r1 != 0x11 goto L69
  534: r1 = *(u64 *)(r10 - 80)
  535: r1 |= 0x0
  536: if r1 == 0x35 goto L70
  537: if r1 == 0x7b goto L70
  538: if r1 < 0x1f4 goto L69
  539: if r1 > 0x1fe goto L69
L70:
  540: *(u32 *)(r10 - 136) = 0x4
  541: *(u64 *)(r10 - 144) = 0x1
  542: goto L0
L69:
      ; rule 5 `syn-only` (line 10): Drop
  543: r1 = *(u64 *)(r10 - 16)
  544: r1 |= 0x0
  545: if r1 != 0x6 goto L71
  546: r1 = *(u64 *)(r10 - 88)
  547: r1 |= 0x0
  548: r1 &= 0x112
  549: if r1 != 0x2 goto L71
  550: *(u32 *)(r10 - 136) = 0x5
  551: *(u64 *)(r10 - 144) = 0x1
  552: goto L0
L71:
      ; rule 6 `fin` (line 11): Drop
  553: r1 = *(u64 *)(r10 - 16)
  554: r1 |= 0x0
  555: if r1 != 0x6 goto L72
  556: r1 = *(u64 *)(r10 - 88)
  557: r1 |= 0x0
  558: r1 &= 0x101
  559: if r1 != 0x1 goto L72
  560: *(u32 *)(r10 - 136) = 0x6
  561: *(u64 *)(r10 - 144) = 0x1
  562: goto L0
L72:
      ; rule 9 `ping6` (line 14): Drop
  563: r1 = *(u64 *)(r10 - 16)
  564: r1 |= 0x0
  565: if r1 != 0x3a goto L73
  566: r1 = *(u64 *)(r10 - 96)
  567: if r1 != 0x80 goto L73
  568: r1 = *(u64 *)(r10 - 104)
  569: if r1 != 0x0 goto L73
  570: *(u32 *)(r10 - 136) = 0x9
  571: *(u64 *)(r10 - 144) = 0x1
  572: goto L0
L73:
      ; rule 11 `ttl-one` (line 16): Drop
  573: r1 = *(u64 *)(r10 - 120)
  574: r1 |= 0x0
  575: if r1 < 0x7 goto L74
  576: if r1 > 0x7 goto L74
  577: *(u32 *)(r10 - 136) = 0xb
  578: *(u64 *)(r10 - 144) = 0x1
  579: goto L0
L74:
      ; rule 12 `hl6` (line 17): Drop
  580: r1 = *(u64 *)(r10 - 120)
  581: r1 |= 0x0
  582: if r1 < 0xfa goto L75
  583: *(u32 *)(r10 - 136) = 0xc
  584: *(u64 *)(r10 - 144) = 0x1
  585: goto L0
L75:
      ; rule 13 `len-range` (line 18): Drop
  586: r1 = *(u64 *)(r10 - 128)
  587: if r1 < 0x14 goto L76
  588: if r1 > 0x3c goto L76
  589: *(u32 *)(r10 - 136) = 0xd
  590: *(u64 *)(r10 - 144) = 0x1
  591: goto L0
L76:
      ; rule 15 `frag-later` (line 20): Drop
  592: r1 = *(u64 *)(r10 - 112)
  593: r1 |= 0x0
  594: if r1 != 0x2 goto L77
  595: *(u32 *)(r10 - 136) = 0xf
  596: *(u64 *)(r10 - 144) = 0x1
  597: goto L0
L77:
      ; rule 16 `frag-any` (line 21): Drop
  598: r1 = *(u64 *)(r10 - 112)
  599: r1 |= 0x0
  600: if r1 == 0x0 goto L78
  601: *(u32 *)(r10 - 136) = 0x10
  602: *(u64 *)(r10 - 144) = 0x1
  603: goto L0
L78:
      ; rule 17 `proto-n` (line 22): Drop
  604: r1 = *(u64 *)(r10 - 16)
  605: r1 |= 0x0
  606: if r1 != 0x84 goto L79
  607: *(u32 *)(r10 - 136) = 0x11
  608: *(u64 *)(r10 - 144) = 0x1
  609: goto L0
L79:
      ; rule 18 `proto-ah` (line 23): Drop
  610: r1 = *(u64 *)(r10 - 16)
  611: r1 |= 0x0
  612: if r1 != 0x33 goto L80
  613: *(u32 *)(r10 - 136) = 0x12
  614: *(u64 *)(r10 - 144) = 0x1
  615: goto L0
L80:
      ; rule 19 `proto-esp` (line 24): Drop
  616: r1 = *(u64 *)(r10 - 16)
  617: r1 |= 0x0
  618: if r1 != 0x32 goto L81
  619: *(u32 *)(r10 - 136) = 0x13
  620: *(u64 *)(r10 - 144) = 0x1
  621: goto L0
L81:
      ; rule 20 `proto-tcp` (line 25): Drop
  622: r1 = *(u64 *)(r10 - 16)
  623: r1 |= 0x0
  624: if r1 != 0x6 goto L82
  625: *(u32 *)(r10 - 136) = 0x14
  626: *(u64 *)(r10 - 144) = 0x1
  627: goto L0
L82:
      ; default
  628: *(u32 *)(r10 - 136) = 0x15
  629: *(u64 *)(r10 - 144) = 0x2
  630: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  631: *(u32 *)(r10 - 136) = 0x16
  632: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  633: r1 = map[dropc_counters] ll
  635: r2 = r10
  636: r2 += 0xffffff78
  637: call 1
  638: if r0 == 0x0 goto L83
  639: r1 = *(u64 *)(r0 + 0)
  640: r1 += 0x1
  641: *(u64 *)(r0 + 0) = r1
L83:
  642: r0 = *(u64 *)(r10 - 144)
  643: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  644: r1 = map[dropc_counters] ll
  646: r2 = r10
  647: r2 += 0xffffff78
  648: call 1
  649: if r0 == 0x0 goto L84
  650: r1 = *(u64 *)(r0 + 0)
  651: r1 += 0x1
  652: *(u64 *)(r0 + 0) = r1
L84:
  653: r0 = *(u64 *)(r10 - 144)
  654: exit
