; dropc xdp program `dropc_xdp` (686 instruction slots)
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
   11: r1 = *(u8 *)(r0 + 22)
   12: *(u64 *)(r10 - 120) = r1
   13: r1 = *(u16 *)(r0 + 16)
   14: r1 = be16 r1
   15: *(u64 *)(r10 - 128) = r1
   16: r6 = *(u32 *)(r0 + 26)
   17: r4 = *(u8 *)(r0 + 23)
   18: *(u64 *)(r10 - 16) = r4
   19: r2 = *(u16 *)(r0 + 20)
   20: if w2 & 0xff1f goto L7
   21: r2 &= 0x20
   22: r2 >>= 0x5
   23: *(u64 *)(r10 - 112) = r2
   24: r5 = *(u8 *)(r0 + 14)
   25: r5 &= 0xf
   26: r5 <<= 0x2
   27: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   28: if r4 == 0x6 goto L8
   29: if r4 == 0x1 goto L10
   30: if r4 == 0x11 goto L9
   31: r5 = 0x10000
   32: *(u64 *)(r10 - 80) = 0x10000
   33: *(u64 *)(r10 - 88) = 0x100
   34: *(u64 *)(r10 - 96) = 0x100
   35: *(u64 *)(r10 - 104) = 0x100
   36: goto L2
L10:
   37: r2 = r5
   38: r2 += 0x16
   39: if r2 > r3 goto L1
   40: r1 = *(u8 *)(r5 + 14)
   41: *(u64 *)(r10 - 96) = r1
   42: r1 = *(u8 *)(r5 + 15)
   43: *(u64 *)(r10 - 104) = r1
   44: r5 = 0x10000
   45: *(u64 *)(r10 - 80) = 0x10000
   46: *(u64 *)(r10 - 88) = 0x100
   47: goto L2
L9:
   48: r2 = r5
   49: r2 += 0x16
   50: if r2 > r3 goto L1
   51: r1 = *(u16 *)(r5 + 16)
   52: r1 = be16 r1
   53: *(u64 *)(r10 - 80) = r1
   54: r5 = *(u16 *)(r5 + 14)
   55: *(u64 *)(r10 - 88) = 0x100
   56: *(u64 *)(r10 - 96) = 0x100
   57: *(u64 *)(r10 - 104) = 0x100
   58: goto L2
L7:
   59: *(u64 *)(r10 - 112) = 0x2
   60: r5 = 0x10000
   61: *(u64 *)(r10 - 80) = 0x10000
   62: *(u64 *)(r10 - 88) = 0x100
   63: *(u64 *)(r10 - 96) = 0x100
   64: *(u64 *)(r10 - 104) = 0x100
   65: goto L2
L8:
   66: r2 = r5
   67: r2 += 0x22
   68: if r2 > r3 goto L1
   69: r1 = *(u8 *)(r5 + 27)
   70: *(u64 *)(r10 - 88) = r1
   71: r1 = *(u16 *)(r5 + 16)
   72: r1 = be16 r1
   73: *(u64 *)(r10 - 80) = r1
   74: r5 = *(u16 *)(r5 + 14)
   75: *(u64 *)(r10 - 96) = 0x100
   76: *(u64 *)(r10 - 104) = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `src4` (line 5): Drop
   77: w6 &= 0xffffff
   78: if w6 != 0x200c0 goto L11
   79: *(u32 *)(r10 - 136) = 0x0
   80: *(u64 *)(r10 - 144) = 0x1
   81: goto L0
L11:
      ; rule 2 `src-port` (line 7): Drop
   82: r1 = *(u64 *)(r10 - 16)
   83: r1 |= 0x0
   84: if r1 != 0x11 goto L12
   85: if r5 != 0x3500 goto L12
L13:
   86: *(u32 *)(r10 - 136) = 0x2
   87: *(u64 *)(r10 - 144) = 0x1
   88: goto L0
L12:
      ; rule 3 `dport-range` (line 8): Drop
   89: r1 = *(u64 *)(r10 - 16)
   90: r1 |= 0x0
   91: if r1 != 0x6 goto L14
   92: r1 = *(u64 *)(r10 - 80)
   93: r1 |= 0x0
   94: if r1 < 0x1f40 goto L14
   95: if r1 > 0x1f90 goto L14
L15:
   96: *(u32 *)(r10 - 136) = 0x3
   97: *(u64 *)(r10 - 144) = 0x1
   98: goto L0
L14:
      ; rule 4 `dport-list` (line 9): Drop
   99: r1 = *(u64 *)(r10 - 16)
  100: r1 |= 0x0
  101: if r1 != 0x11 goto L16
  102: r1 = *(u64 *)(r10 - 80)
  103: r1 |= 0x0
  104: if r1 == 0x35 goto L17
  105: if r1 == 0x7b goto L17
  106: if r1 < 0x1f4 goto L16
  107: if r1 > 0x1fe goto L16
L17:
  108: *(u32 *)(r10 - 136) = 0x4
  109: *(u64 *)(r10 - 144) = 0x1
  110: goto L0
L16:
      ; rule 5 `syn-only` (line 10): Drop
  111: r1 = *(u64 *)(r10 - 16)
  112: r1 |= 0x0
  113: if r1 != 0x6 goto L18
  114: r1 = *(u64 *)(r10 - 88)
  115: r1 |= 0x0
  116: r1 &= 0x112
  117: if r1 != 0x2 goto L18
  118: *(u32 *)(r10 - 136) = 0x5
  119: *(u64 *)(r10 - 144) = 0x1
  120: goto L0
L18:
      ; rule 6 `fin` (line 11): Drop
  121: r1 = *(u64 *)(r10 - 16)
  122: r1 |= 0x0
  123: if r1 != 0x6 goto L19
  124: r1 = *(u64 *)(r10 - 88)
  125: r1 |= 0x0
  126: r1 &= 0x101
  127: if r1 != 0x1 goto L19
  128: *(u32 *)(r10 - 136) = 0x6
  129: *(u64 *)(r10 - 144) = 0x1
  130: goto L0
L19:
      ; rule 7 `ping4` (line 12): Drop
  131: r1 = *(u64 *)(r10 - 16)
  132: r1 |= 0x0
  133: if r1 != 0x1 goto L20
  134: r1 = *(u64 *)(r10 - 96)
  135: r1 |= 0x0
  136: if r1 != 0x8 goto L20
  137: *(u32 *)(r10 - 136) = 0x7
  138: *(u64 *)(r10 - 144) = 0x1
  139: goto L0
L20:
      ; rule 8 `unreach4` (line 13): Drop
  140: r1 = *(u64 *)(r10 - 16)
  141: r1 |= 0x0
  142: if r1 != 0x1 goto L21
  143: r1 = *(u64 *)(r10 - 96)
  144: r1 |= 0x0
  145: if r1 != 0x3 goto L21
  146: r1 = *(u64 *)(r10 - 104)
  147: r1 |= 0x0
  148: if r1 != 0x4 goto L21
  149: *(u32 *)(r10 - 136) = 0x8
  150: *(u64 *)(r10 - 144) = 0x1
  151: goto L0
L21:
      ; rule 10 `ttl4` (line 15): Drop
  152: r1 = *(u64 *)(r10 - 120)
  153: r1 |= 0x0
  154: if r1 > 0x2 goto L22
  155: *(u32 *)(r10 - 136) = 0xa
  156: *(u64 *)(r10 - 144) = 0x1
  157: goto L0
L22:
      ; rule 11 `ttl-one` (line 16): Drop
  158: r1 = *(u64 *)(r10 - 120)
  159: r1 |= 0x0
  160: if r1 < 0x7 goto L23
  161: if r1 > 0x7 goto L23
  162: *(u32 *)(r10 - 136) = 0xb
  163: *(u64 *)(r10 - 144) = 0x1
  164: goto L0
L23:
      ; rule 13 `len-range` (line 18): Drop
  165: r1 = *(u64 *)(r10 - 128)
  166: r1 |= 0x0
  167: if r1 < 0x14 goto L24
  168: if r1 > 0x3c goto L24
  169: *(u32 *)(r10 - 136) = 0xd
  170: *(u64 *)(r10 - 144) = 0x1
  171: goto L0
L24:
      ; rule 14 `len-one` (line 19): Drop
  172: r1 = *(u64 *)(r10 - 128)
  173: r1 |= 0x0
  174: if r1 < 0x5dc goto L25
  175: if r1 > 0x5dc goto L25
  176: *(u32 *)(r10 - 136) = 0xe
  177: *(u64 *)(r10 - 144) = 0x1
  178: goto L0
L25:
      ; rule 15 `frag-later` (line 20): Drop
  179: r1 = *(u64 *)(r10 - 112)
  180: r1 |= 0x0
  181: if r1 != 0x2 goto L26
  182: *(u32 *)(r10 - 136) = 0xf
  183: *(u64 *)(r10 - 144) = 0x1
  184: goto L0
L26:
      ; rule 16 `frag-any` (line 21): Drop
  185: r1 = *(u64 *)(r10 - 112)
  186: r1 |= 0x0
  187: if r1 == 0x0 goto L27
  188: *(u32 *)(r10 - 136) = 0x10
  189: *(u64 *)(r10 - 144) = 0x1
  190: goto L0
L27:
      ; rule 17 `proto-n` (line 22): Drop
  191: r1 = *(u64 *)(r10 - 16)
  192: r1 |= 0x0
  193: if r1 != 0x84 goto L28
  194: *(u32 *)(r10 - 136) = 0x11
  195: *(u64 *)(r10 - 144) = 0x1
  196: goto L0
L28:
      ; rule 19 `proto-esp` (line 24): Drop
  197: r1 = *(u64 *)(r10 - 16)
  198: r1 |= 0x0
  199: if r1 != 0x32 goto L29
  200: *(u32 *)(r10 - 136) = 0x13
  201: *(u64 *)(r10 - 144) = 0x1
  202: goto L0
L29:
      ; rule 20 `proto-tcp` (line 25): Drop
  203: r1 = *(u64 *)(r10 - 16)
  204: r1 |= 0x0
  205: if r1 != 0x6 goto L30
  206: *(u32 *)(r10 - 136) = 0x14
  207: *(u64 *)(r10 - 144) = 0x1
  208: goto L0
L30:
      ; default
  209: *(u32 *)(r10 - 136) = 0x15
  210: *(u64 *)(r10 - 144) = 0x2
  211: goto L0
L4:
  212: if w1 == 0xdd86 goto L5
  213: if w1 == 0x81 goto L31
  214: if w1 != 0xa888 goto L1
L31:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  215: r2 = r0
  216: r2 += 0x12
  217: if r2 > r3 goto L1
  218: r1 = *(u16 *)(r0 + 16)
  219: r0 += 0x4
  220: if w1 == 0x8 goto L6
  221: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  222: r2 = r0
  223: r2 += 0x36
  224: if r2 > r3 goto L1
  225: r1 = *(u8 *)(r0 + 21)
  226: *(u64 *)(r10 - 120) = r1
  227: r1 = *(u16 *)(r0 + 18)
  228: r1 = be16 r1
  229: r1 += 0x28
  230: *(u64 *)(r10 - 128) = r1
  231: r6 = *(u64 *)(r0 + 38)
  232: r6 = be64 r6
  233: r7 = *(u64 *)(r0 + 46)
  234: r7 = be64 r7
  235: *(u64 *)(r10 - 112) = 0x0
      ; extension headers: r4 = next header, r5 = its start
  236: r4 = *(u8 *)(r0 + 20)
  237: r5 = r0
  238: r5 += 0x36
  239: if r4 == 0x2c goto L35
  240: if r4 == 0x0 goto L34
  241: if r4 == 0x2b goto L34
  242: if r4 != 0x3c goto L32
L34:
  243: r2 = r5
  244: r2 += 0x8
  245: if r2 > r3 goto L1
  246: r1 = *(u8 *)(r5 + 1)
  247: r4 = *(u8 *)(r5 + 0)
  248: r1 += 0x1
  249: r1 <<= 0x3
  250: r5 += r1
  251: goto L36
L35:
  252: r2 = r5
  253: r2 += 0x8
  254: if r2 > r3 goto L1
  255: r1 = *(u16 *)(r5 + 2)
  256: r4 = *(u8 *)(r5 + 0)
  257: r5 += 0x8
  258: *(u64 *)(r10 - 112) = 0x1
  259: if w1 & 0xf8ff goto L33
L36:
  260: r1 = r5
  261: r1 -= r0
  262: if r1 > 0x7fff goto L1
  263: r5 = r0
  264: r5 += r1
  265: if r4 == 0x2c goto L38
  266: if r4 == 0x0 goto L37
  267: if r4 == 0x2b goto L37
  268: if r4 != 0x3c goto L32
L37:
  269: r2 = r5
  270: r2 += 0x8
  271: if r2 > r3 goto L1
  272: r1 = *(u8 *)(r5 + 1)
  273: r4 = *(u8 *)(r5 + 0)
  274: r1 += 0x1
  275: r1 <<= 0x3
  276: r5 += r1
  277: goto L39
L38:
  278: r2 = r5
  279: r2 += 0x8
  280: if r2 > r3 goto L1
  281: r1 = *(u16 *)(r5 + 2)
  282: r4 = *(u8 *)(r5 + 0)
  283: r5 += 0x8
  284: *(u64 *)(r10 - 112) = 0x1
  285: if w1 & 0xf8ff goto L33
L39:
  286: r1 = r5
  287: r1 -= r0
  288: if r1 > 0x7fff goto L1
  289: r5 = r0
  290: r5 += r1
  291: if r4 == 0x2c goto L41
  292: if r4 == 0x0 goto L40
  293: if r4 == 0x2b goto L40
  294: if r4 != 0x3c goto L32
L40:
  295: r2 = r5
  296: r2 += 0x8
  297: if r2 > r3 goto L1
  298: r1 = *(u8 *)(r5 + 1)
  299: r4 = *(u8 *)(r5 + 0)
  300: r1 += 0x1
  301: r1 <<= 0x3
  302: r5 += r1
  303: goto L42
L41:
  304: r2 = r5
  305: r2 += 0x8
  306: if r2 > r3 goto L1
  307: r1 = *(u16 *)(r5 + 2)
  308: r4 = *(u8 *)(r5 + 0)
  309: r5 += 0x8
  310: *(u64 *)(r10 - 112) = 0x1
  311: if w1 & 0xf8ff goto L33
L42:
  312: r1 = r5
  313: r1 -= r0
  314: if r1 > 0x7fff goto L1
  315: r5 = r0
  316: r5 += r1
  317: if r4 == 0x2c goto L44
  318: if r4 == 0x0 goto L43
  319: if r4 == 0x2b goto L43
  320: if r4 != 0x3c goto L32
L43:
  321: r2 = r5
  322: r2 += 0x8
  323: if r2 > r3 goto L1
  324: r1 = *(u8 *)(r5 + 1)
  325: r4 = *(u8 *)(r5 + 0)
  326: r1 += 0x1
  327: r1 <<= 0x3
  328: r5 += r1
  329: goto L45
L44:
  330: r2 = r5
  331: r2 += 0x8
  332: if r2 > r3 goto L1
  333: r1 = *(u16 *)(r5 + 2)
  334: r4 = *(u8 *)(r5 + 0)
  335: r5 += 0x8
  336: *(u64 *)(r10 - 112) = 0x1
  337: if w1 & 0xf8ff goto L33
L45:
  338: r1 = r5
  339: r1 -= r0
  340: if r1 > 0x7fff goto L1
  341: r5 = r0
  342: r5 += r1
  343: if r4 == 0x2c goto L47
  344: if r4 == 0x0 goto L46
  345: if r4 == 0x2b goto L46
  346: if r4 != 0x3c goto L32
L46:
  347: r2 = r5
  348: r2 += 0x8
  349: if r2 > r3 goto L1
  350: r1 = *(u8 *)(r5 + 1)
  351: r4 = *(u8 *)(r5 + 0)
  352: r1 += 0x1
  353: r1 <<= 0x3
  354: r5 += r1
  355: goto L48
L47:
  356: r2 = r5
  357: r2 += 0x8
  358: if r2 > r3 goto L1
  359: r1 = *(u16 *)(r5 + 2)
  360: r4 = *(u8 *)(r5 + 0)
  361: r5 += 0x8
  362: *(u64 *)(r10 - 112) = 0x1
  363: if w1 & 0xf8ff goto L33
L48:
  364: r1 = r5
  365: r1 -= r0
  366: if r1 > 0x7fff goto L1
  367: r5 = r0
  368: r5 += r1
  369: if r4 == 0x2c goto L50
  370: if r4 == 0x0 goto L49
  371: if r4 == 0x2b goto L49
  372: if r4 != 0x3c goto L32
L49:
  373: r2 = r5
  374: r2 += 0x8
  375: if r2 > r3 goto L1
  376: r1 = *(u8 *)(r5 + 1)
  377: r4 = *(u8 *)(r5 + 0)
  378: r1 += 0x1
  379: r1 <<= 0x3
  380: r5 += r1
  381: goto L51
L50:
  382: r2 = r5
  383: r2 += 0x8
  384: if r2 > r3 goto L1
  385: r1 = *(u16 *)(r5 + 2)
  386: r4 = *(u8 *)(r5 + 0)
  387: r5 += 0x8
  388: *(u64 *)(r10 - 112) = 0x1
  389: if w1 & 0xf8ff goto L33
L51:
  390: r1 = r5
  391: r1 -= r0
  392: if r1 > 0x7fff goto L1
  393: r5 = r0
  394: r5 += r1
  395: if r4 == 0x2c goto L53
  396: if r4 == 0x0 goto L52
  397: if r4 == 0x2b goto L52
  398: if r4 != 0x3c goto L32
L52:
  399: r2 = r5
  400: r2 += 0x8
  401: if r2 > r3 goto L1
  402: r1 = *(u8 *)(r5 + 1)
  403: r4 = *(u8 *)(r5 + 0)
  404: r1 += 0x1
  405: r1 <<= 0x3
  406: r5 += r1
  407: goto L54
L53:
  408: r2 = r5
  409: r2 += 0x8
  410: if r2 > r3 goto L1
  411: r1 = *(u16 *)(r5 + 2)
  412: r4 = *(u8 *)(r5 + 0)
  413: r5 += 0x8
  414: *(u64 *)(r10 - 112) = 0x1
  415: if w1 & 0xf8ff goto L33
L54:
  416: r1 = r5
  417: r1 -= r0
  418: if r1 > 0x7fff goto L1
  419: r5 = r0
  420: r5 += r1
  421: if r4 == 0x2c goto L56
  422: if r4 == 0x0 goto L55
  423: if r4 == 0x2b goto L55
  424: if r4 != 0x3c goto L32
L55:
  425: r2 = r5
  426: r2 += 0x8
  427: if r2 > r3 goto L1
  428: r1 = *(u8 *)(r5 + 1)
  429: r4 = *(u8 *)(r5 + 0)
  430: r1 += 0x1
  431: r1 <<= 0x3
  432: r5 += r1
  433: goto L57
L56:
  434: r2 = r5
  435: r2 += 0x8
  436: if r2 > r3 goto L1
  437: r1 = *(u16 *)(r5 + 2)
  438: r4 = *(u8 *)(r5 + 0)
  439: r5 += 0x8
  440: *(u64 *)(r10 - 112) = 0x1
  441: if w1 & 0xf8ff goto L33
L57:
  442: r1 = r5
  443: r1 -= r0
  444: if r1 > 0x7fff goto L1
  445: r5 = r0
  446: r5 += r1
      ; deeper than the walk: no specified verdict
  447: if r4 == 0x0 goto L1
  448: if r4 == 0x2b goto L1
  449: if r4 == 0x2c goto L1
  450: if r4 == 0x3c goto L1
L32:
  451: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  452: if r4 == 0x6 goto L58
  453: if r4 == 0x3a goto L60
  454: if r4 == 0x11 goto L59
  455: r5 = 0x10000
  456: *(u64 *)(r10 - 80) = 0x10000
  457: *(u64 *)(r10 - 88) = 0x100
  458: *(u64 *)(r10 - 96) = 0x100
  459: *(u64 *)(r10 - 104) = 0x100
  460: goto L3
L60:
  461: r2 = r5
  462: r2 += 0x8
  463: if r2 > r3 goto L1
  464: r1 = *(u8 *)(r5 + 0)
  465: *(u64 *)(r10 - 96) = r1
  466: r1 = *(u8 *)(r5 + 1)
  467: *(u64 *)(r10 - 104) = r1
  468: r5 = 0x10000
  469: *(u64 *)(r10 - 80) = 0x10000
  470: *(u64 *)(r10 - 88) = 0x100
  471: goto L3
L59:
  472: r2 = r5
  473: r2 += 0x8
  474: if r2 > r3 goto L1
  475: r1 = *(u16 *)(r5 + 2)
  476: r1 = be16 r1
  477: *(u64 *)(r10 - 80) = r1
  478: r5 = *(u16 *)(r5 + 0)
  479: *(u64 *)(r10 - 88) = 0x100
  480: *(u64 *)(r10 - 96) = 0x100
  481: *(u64 *)(r10 - 104) = 0x100
  482: goto L3
L58:
  483: r2 = r5
  484: r2 += 0x14
  485: if r2 > r3 goto L1
  486: r1 = *(u8 *)(r5 + 13)
  487: *(u64 *)(r10 - 88) = r1
  488: r1 = *(u16 *)(r5 + 2)
  489: r1 = be16 r1
  490: *(u64 *)(r10 - 80) = r1
  491: r5 = *(u16 *)(r5 + 0)
  492: *(u64 *)(r10 - 96) = 0x100
  493: *(u64 *)(r10 - 104) = 0x100
  494: goto L3
L33:
  495: *(u64 *)(r10 - 112) = 0x2
  496: *(u64 *)(r10 - 16) = r4
  497: r5 = 0x10000
  498: *(u64 *)(r10 - 80) = 0x10000
  499: *(u64 *)(r10 - 88) = 0x100
  500: *(u64 *)(r10 - 96) = 0x100
  501: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 1 `dst6` (line 6): Drop
  502: r1 = r6
  503: r2 = r7
  504: r3 = 0x20010db800000000 ll
  506: if r1 >= r3 goto L64
  507: goto L61
L64:
  508: r3 = 0x20010db8ffffffff ll
  510: if r1 <= r3 goto L62
L63:
  511: goto L61
L62:
  512: *(u32 *)(r10 - 136) = 0x1
  513: *(u64 *)(r10 - 144) = 0x1
  514: goto L0
L61:
      ; rule 2 `src-port` (line 7): Drop
  515: r1 = *(u64 *)(r10 - 16)
  516: r1 |= 0x0
  517: if r1 != 0x11 goto L65
  518: if r5 != 0x3500 goto L65
L66:
  519: *(u32 *)(r10 - 136) = 0x2
  520: *(u64 *)(r10 - 144) = 0x1
  521: goto L0
L65:
      ; rule 3 `dport-range` (line 8): Drop
  522: r1 = *(u64 *)(r10 - 16)
  523: r1 |= 0x0
  524: if r1 != 0x6 goto L67
  525: r1 = *(u64 *)(r10 - 80)
  526: r1 |= 0x0
  527: if r1 < 0x1f40 goto L67
  528: if r1 > 0x1f90 goto L67
L68:
  529: *(u32 *)(r10 - 136) = 0x3
  530: *(u64 *)(r10 - 144) = 0x1
  531: goto L0
L67:
      ; rule 4 `dport-list` (line 9): Drop
  532: r1 = *(u64 *)(r10 - 16)
  533: r1 |= 0x0
  534: if r1 != 0x11 goto L69
  535: r1 = *(u64 *)(r10 - 80)
  536: r1 |= 0x0
  537: if r1 == 0x35 goto L70
  538: if r1 == 0x7b goto L70
  539: if r1 < 0x1f4 goto L69
  540: if r1 > 0x1fe goto L69
L70:
  541: *(u32 *)(r10 - 136) = 0x4
  542: *(u64 *)(r10 - 144) = 0x1
  543: goto L0
L69:
      ; rule 5 `syn-only` (line 10): Drop
  544: r1 = *(u64 *)(r10 - 16)
  545: r1 |= 0x0
  546: if r1 != 0x6 goto L71
  547: r1 = *(u64 *)(r10 - 88)
  548: r1 |= 0x0
  549: r1 &= 0x112
  550: if r1 != 0x2 goto L71
  551: *(u32 *)(r10 - 136) = 0x5
  552: *(u64 *)(r10 - 144) = 0x1
  553: goto L0
L71:
      ; rule 6 `fin` (line 11): Drop
  554: r1 = *(u64 *)(r10 - 16)
  555: r1 |= 0x0
  556: if r1 != 0x6 goto L72
  557: r1 = *(u64 *)(r10 - 88)
  558: r1 |= 0x0
  559: r1 &= 0x101
  560: if r1 != 0x1 goto L72
  561: *(u32 *)(r10 - 136) = 0x6
  562: *(u64 *)(r10 - 144) = 0x1
  563: goto L0
L72:
      ; rule 9 `ping6` (line 14): Drop
  564: r1 = *(u64 *)(r10 - 16)
  565: r1 |= 0x0
  566: if r1 != 0x3a goto L73
  567: r1 = *(u64 *)(r10 - 96)
  568: if r1 != 0x80 goto L73
  569: r1 = *(u64 *)(r10 - 104)
  570: if r1 != 0x0 goto L73
  571: *(u32 *)(r10 - 136) = 0x9
  572: *(u64 *)(r10 - 144) = 0x1
  573: goto L0
L73:
      ; rule 11 `ttl-one` (line 16): Drop
  574: r1 = *(u64 *)(r10 - 120)
  575: r1 |= 0x0
  576: if r1 < 0x7 goto L74
  577: if r1 > 0x7 goto L74
  578: *(u32 *)(r10 - 136) = 0xb
  579: *(u64 *)(r10 - 144) = 0x1
  580: goto L0
L74:
      ; rule 12 `hl6` (line 17): Drop
  581: r1 = *(u64 *)(r10 - 120)
  582: r1 |= 0x0
  583: if r1 < 0xfa goto L75
  584: *(u32 *)(r10 - 136) = 0xc
  585: *(u64 *)(r10 - 144) = 0x1
  586: goto L0
L75:
      ; rule 13 `len-range` (line 18): Drop
  587: r1 = *(u64 *)(r10 - 128)
  588: if r1 < 0x14 goto L76
  589: if r1 > 0x3c goto L76
  590: *(u32 *)(r10 - 136) = 0xd
  591: *(u64 *)(r10 - 144) = 0x1
  592: goto L0
L76:
      ; rule 15 `frag-later` (line 20): Drop
  593: r1 = *(u64 *)(r10 - 112)
  594: r1 |= 0x0
  595: if r1 != 0x2 goto L77
  596: *(u32 *)(r10 - 136) = 0xf
  597: *(u64 *)(r10 - 144) = 0x1
  598: goto L0
L77:
      ; rule 16 `frag-any` (line 21): Drop
  599: r1 = *(u64 *)(r10 - 112)
  600: r1 |= 0x0
  601: if r1 == 0x0 goto L78
  602: *(u32 *)(r10 - 136) = 0x10
  603: *(u64 *)(r10 - 144) = 0x1
  604: goto L0
L78:
      ; rule 17 `proto-n` (line 22): Drop
  605: r1 = *(u64 *)(r10 - 16)
  606: r1 |= 0x0
  607: if r1 != 0x84 goto L79
  608: *(u32 *)(r10 - 136) = 0x11
  609: *(u64 *)(r10 - 144) = 0x1
  610: goto L0
L79:
      ; rule 18 `proto-ah` (line 23): Drop
  611: r1 = *(u64 *)(r10 - 16)
  612: r1 |= 0x0
  613: if r1 != 0x33 goto L80
  614: *(u32 *)(r10 - 136) = 0x12
  615: *(u64 *)(r10 - 144) = 0x1
  616: goto L0
L80:
      ; rule 19 `proto-esp` (line 24): Drop
  617: r1 = *(u64 *)(r10 - 16)
  618: r1 |= 0x0
  619: if r1 != 0x32 goto L81
  620: *(u32 *)(r10 - 136) = 0x13
  621: *(u64 *)(r10 - 144) = 0x1
  622: goto L0
L81:
      ; rule 20 `proto-tcp` (line 25): Drop
  623: r1 = *(u64 *)(r10 - 16)
  624: r1 |= 0x0
  625: if r1 != 0x6 goto L82
  626: *(u32 *)(r10 - 136) = 0x14
  627: *(u64 *)(r10 - 144) = 0x1
  628: goto L0
L82:
      ; default
  629: *(u32 *)(r10 - 136) = 0x15
  630: *(u64 *)(r10 - 144) = 0x2
  631: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  632: *(u32 *)(r10 - 136) = 0x16
  633: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  634: r1 = map[dropc_counters] ll
  636: r2 = r10
  637: r2 += 0xffffff78
  638: call 1
  639: if r0 == 0x0 goto L83
  640: r1 = *(u64 *)(r0 + 0)
  641: r1 += 0x1
  642: *(u64 *)(r0 + 0) = r1
  643: r1 = *(u64 *)(r10 - 152)
  644: r2 = *(u32 *)(r1 + 4)
  645: r1 = *(u32 *)(r1 + 0)
  646: r2 -= r1
  647: r1 = *(u64 *)(r0 + 8)
  648: r1 += r2
  649: *(u64 *)(r0 + 8) = r1
L83:
  650: r0 = *(u64 *)(r10 - 144)
  651: if r0 != 0x2 goto L84
      ; pass: tail call dropc_next[0] (falls through when empty)
  652: r1 = *(u64 *)(r10 - 152)
  653: r2 = map[dropc_next] ll
  655: r3 = 0x0
  656: call 12
  657: r0 = 0x2
  658: exit
L84:
  659: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  660: r1 = map[dropc_counters] ll
  662: r2 = r10
  663: r2 += 0xffffff78
  664: call 1
  665: if r0 == 0x0 goto L85
  666: r1 = *(u64 *)(r0 + 0)
  667: r1 += 0x1
  668: *(u64 *)(r0 + 0) = r1
  669: r1 = *(u64 *)(r10 - 152)
  670: r2 = *(u32 *)(r1 + 4)
  671: r1 = *(u32 *)(r1 + 0)
  672: r2 -= r1
  673: r1 = *(u64 *)(r0 + 8)
  674: r1 += r2
  675: *(u64 *)(r0 + 8) = r1
L85:
  676: r0 = *(u64 *)(r10 - 144)
  677: if r0 != 0x2 goto L86
      ; pass: tail call dropc_next[0] (falls through when empty)
  678: r1 = *(u64 *)(r10 - 152)
  679: r2 = map[dropc_next] ll
  681: r3 = 0x0
  682: call 12
  683: r0 = 0x2
  684: exit
L86:
  685: exit
