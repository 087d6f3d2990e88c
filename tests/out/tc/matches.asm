; dropc tc program `dropc_tc` (669 instruction slots)
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
   22: r1 = *(u8 *)(r0 + 22)
   23: *(u64 *)(r10 - 120) = r1
   24: r1 = *(u16 *)(r0 + 16)
   25: r1 = be16 r1
   26: *(u64 *)(r10 - 128) = r1
   27: r7 = *(u32 *)(r0 + 26)
   28: r4 = *(u8 *)(r0 + 23)
   29: *(u64 *)(r10 - 16) = r4
   30: r2 = *(u16 *)(r0 + 20)
   31: if w2 & 0xff1f goto L9
   32: r2 &= 0x20
   33: r2 >>= 0x5
   34: *(u64 *)(r10 - 112) = r2
   35: r5 = *(u8 *)(r0 + 14)
   36: r5 &= 0xf
   37: r5 <<= 0x2
   38: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   39: if r4 == 0x6 goto L10
   40: if r4 == 0x1 goto L12
   41: if r4 == 0x11 goto L11
   42: r5 = 0x10000
   43: *(u64 *)(r10 - 80) = 0x10000
   44: *(u64 *)(r10 - 88) = 0x100
   45: *(u64 *)(r10 - 96) = 0x100
   46: *(u64 *)(r10 - 104) = 0x100
   47: goto L2
L12:
   48: r2 = r5
   49: r2 += 0x16
   50: if r2 > r3 goto L1
   51: r1 = *(u8 *)(r5 + 14)
   52: *(u64 *)(r10 - 96) = r1
   53: r1 = *(u8 *)(r5 + 15)
   54: *(u64 *)(r10 - 104) = r1
   55: r5 = 0x10000
   56: *(u64 *)(r10 - 80) = 0x10000
   57: *(u64 *)(r10 - 88) = 0x100
   58: goto L2
L11:
   59: r2 = r5
   60: r2 += 0x16
   61: if r2 > r3 goto L1
   62: r1 = *(u16 *)(r5 + 16)
   63: r1 = be16 r1
   64: *(u64 *)(r10 - 80) = r1
   65: r5 = *(u16 *)(r5 + 14)
   66: *(u64 *)(r10 - 88) = 0x100
   67: *(u64 *)(r10 - 96) = 0x100
   68: *(u64 *)(r10 - 104) = 0x100
   69: goto L2
L9:
   70: *(u64 *)(r10 - 112) = 0x2
   71: r5 = 0x10000
   72: *(u64 *)(r10 - 80) = 0x10000
   73: *(u64 *)(r10 - 88) = 0x100
   74: *(u64 *)(r10 - 96) = 0x100
   75: *(u64 *)(r10 - 104) = 0x100
   76: goto L2
L10:
   77: r2 = r5
   78: r2 += 0x22
   79: if r2 > r3 goto L1
   80: r1 = *(u8 *)(r5 + 27)
   81: *(u64 *)(r10 - 88) = r1
   82: r1 = *(u16 *)(r5 + 16)
   83: r1 = be16 r1
   84: *(u64 *)(r10 - 80) = r1
   85: r5 = *(u16 *)(r5 + 14)
   86: *(u64 *)(r10 - 96) = 0x100
   87: *(u64 *)(r10 - 104) = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `src4` (line 5): Drop
   88: w7 &= 0xffffff
   89: if w7 != 0x200c0 goto L13
   90: *(u32 *)(r10 - 136) = 0x0
   91: *(u64 *)(r10 - 144) = 0x2
   92: goto L0
L13:
      ; rule 2 `src-port` (line 7): Drop
   93: r1 = *(u64 *)(r10 - 16)
   94: r1 |= 0x0
   95: if r1 != 0x11 goto L14
   96: if r5 != 0x3500 goto L14
L15:
   97: *(u32 *)(r10 - 136) = 0x2
   98: *(u64 *)(r10 - 144) = 0x2
   99: goto L0
L14:
      ; rule 3 `dport-range` (line 8): Drop
  100: r1 = *(u64 *)(r10 - 16)
  101: r1 |= 0x0
  102: if r1 != 0x6 goto L16
  103: r1 = *(u64 *)(r10 - 80)
  104: r1 |= 0x0
  105: if r1 < 0x1f40 goto L16
  106: if r1 > 0x1f90 goto L16
L17:
  107: *(u32 *)(r10 - 136) = 0x3
  108: *(u64 *)(r10 - 144) = 0x2
  109: goto L0
L16:
      ; rule 4 `dport-list` (line 9): Drop
  110: r1 = *(u64 *)(r10 - 16)
  111: r1 |= 0x0
  112: if r1 != 0x11 goto L18
  113: r1 = *(u64 *)(r10 - 80)
  114: r1 |= 0x0
  115: if r1 == 0x35 goto L19
  116: if r1 == 0x7b goto L19
  117: if r1 < 0x1f4 goto L18
  118: if r1 > 0x1fe goto L18
L19:
  119: *(u32 *)(r10 - 136) = 0x4
  120: *(u64 *)(r10 - 144) = 0x2
  121: goto L0
L18:
      ; rule 5 `syn-only` (line 10): Drop
  122: r1 = *(u64 *)(r10 - 16)
  123: r1 |= 0x0
  124: if r1 != 0x6 goto L20
  125: r1 = *(u64 *)(r10 - 88)
  126: r1 |= 0x0
  127: r1 &= 0x112
  128: if r1 != 0x2 goto L20
  129: *(u32 *)(r10 - 136) = 0x5
  130: *(u64 *)(r10 - 144) = 0x2
  131: goto L0
L20:
      ; rule 6 `fin` (line 11): Drop
  132: r1 = *(u64 *)(r10 - 16)
  133: r1 |= 0x0
  134: if r1 != 0x6 goto L21
  135: r1 = *(u64 *)(r10 - 88)
  136: r1 |= 0x0
  137: r1 &= 0x101
  138: if r1 != 0x1 goto L21
  139: *(u32 *)(r10 - 136) = 0x6
  140: *(u64 *)(r10 - 144) = 0x2
  141: goto L0
L21:
      ; rule 7 `ping4` (line 12): Drop
  142: r1 = *(u64 *)(r10 - 16)
  143: r1 |= 0x0
  144: if r1 != 0x1 goto L22
  145: r1 = *(u64 *)(r10 - 96)
  146: r1 |= 0x0
  147: if r1 != 0x8 goto L22
  148: *(u32 *)(r10 - 136) = 0x7
  149: *(u64 *)(r10 - 144) = 0x2
  150: goto L0
L22:
      ; rule 8 `unreach4` (line 13): Drop
  151: r1 = *(u64 *)(r10 - 16)
  152: r1 |= 0x0
  153: if r1 != 0x1 goto L23
  154: r1 = *(u64 *)(r10 - 96)
  155: r1 |= 0x0
  156: if r1 != 0x3 goto L23
  157: r1 = *(u64 *)(r10 - 104)
  158: r1 |= 0x0
  159: if r1 != 0x4 goto L23
  160: *(u32 *)(r10 - 136) = 0x8
  161: *(u64 *)(r10 - 144) = 0x2
  162: goto L0
L23:
      ; rule 10 `ttl4` (line 15): Drop
  163: r1 = *(u64 *)(r10 - 120)
  164: r1 |= 0x0
  165: if r1 > 0x2 goto L24
  166: *(u32 *)(r10 - 136) = 0xa
  167: *(u64 *)(r10 - 144) = 0x2
  168: goto L0
L24:
      ; rule 11 `ttl-one` (line 16): Drop
  169: r1 = *(u64 *)(r10 - 120)
  170: r1 |= 0x0
  171: if r1 < 0x7 goto L25
  172: if r1 > 0x7 goto L25
  173: *(u32 *)(r10 - 136) = 0xb
  174: *(u64 *)(r10 - 144) = 0x2
  175: goto L0
L25:
      ; rule 13 `len-range` (line 18): Drop
  176: r1 = *(u64 *)(r10 - 128)
  177: r1 |= 0x0
  178: if r1 < 0x14 goto L26
  179: if r1 > 0x3c goto L26
  180: *(u32 *)(r10 - 136) = 0xd
  181: *(u64 *)(r10 - 144) = 0x2
  182: goto L0
L26:
      ; rule 14 `len-one` (line 19): Drop
  183: r1 = *(u64 *)(r10 - 128)
  184: r1 |= 0x0
  185: if r1 < 0x5dc goto L27
  186: if r1 > 0x5dc goto L27
  187: *(u32 *)(r10 - 136) = 0xe
  188: *(u64 *)(r10 - 144) = 0x2
  189: goto L0
L27:
      ; rule 15 `frag-later` (line 20): Drop
  190: r1 = *(u64 *)(r10 - 112)
  191: r1 |= 0x0
  192: if r1 != 0x2 goto L28
  193: *(u32 *)(r10 - 136) = 0xf
  194: *(u64 *)(r10 - 144) = 0x2
  195: goto L0
L28:
      ; rule 16 `frag-any` (line 21): Drop
  196: r1 = *(u64 *)(r10 - 112)
  197: r1 |= 0x0
  198: if r1 == 0x0 goto L29
  199: *(u32 *)(r10 - 136) = 0x10
  200: *(u64 *)(r10 - 144) = 0x2
  201: goto L0
L29:
      ; rule 17 `proto-n` (line 22): Drop
  202: r1 = *(u64 *)(r10 - 16)
  203: r1 |= 0x0
  204: if r1 != 0x84 goto L30
  205: *(u32 *)(r10 - 136) = 0x11
  206: *(u64 *)(r10 - 144) = 0x2
  207: goto L0
L30:
      ; rule 19 `proto-esp` (line 24): Drop
  208: r1 = *(u64 *)(r10 - 16)
  209: r1 |= 0x0
  210: if r1 != 0x32 goto L31
  211: *(u32 *)(r10 - 136) = 0x13
  212: *(u64 *)(r10 - 144) = 0x2
  213: goto L0
L31:
      ; rule 20 `proto-tcp` (line 25): Drop
  214: r1 = *(u64 *)(r10 - 16)
  215: r1 |= 0x0
  216: if r1 != 0x6 goto L32
  217: *(u32 *)(r10 - 136) = 0x14
  218: *(u64 *)(r10 - 144) = 0x2
  219: goto L0
L32:
      ; default
  220: *(u32 *)(r10 - 136) = 0x15
  221: *(u64 *)(r10 - 144) = 0xffffffff
  222: goto L0
L6:
  223: if w1 == 0xdd86 goto L7
  224: if w1 == 0x81 goto L33
  225: if w1 != 0xa888 goto L1
L33:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  226: r2 = *(u32 *)(r6 + 20)
  227: if r2 != 0x0 goto L1
  228: r2 = r0
  229: r2 += 0x12
  230: if r2 > r3 goto L1
  231: r1 = *(u16 *)(r0 + 16)
  232: r0 += 0x4
  233: if w1 == 0x8 goto L8
  234: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  235: r2 = r0
  236: r2 += 0x36
  237: if r2 > r3 goto L1
  238: r1 = *(u8 *)(r0 + 21)
  239: *(u64 *)(r10 - 120) = r1
  240: r1 = *(u16 *)(r0 + 18)
  241: r1 = be16 r1
  242: r1 += 0x28
  243: *(u64 *)(r10 - 128) = r1
  244: r7 = *(u64 *)(r0 + 38)
  245: r7 = be64 r7
  246: r8 = *(u64 *)(r0 + 46)
  247: r8 = be64 r8
  248: *(u64 *)(r10 - 112) = 0x0
      ; extension headers: r4 = next header, r5 = its start
  249: r4 = *(u8 *)(r0 + 20)
  250: r5 = r0
  251: r5 += 0x36
  252: if r4 == 0x2c goto L37
  253: if r4 == 0x0 goto L36
  254: if r4 == 0x2b goto L36
  255: if r4 != 0x3c goto L34
L36:
  256: r2 = r5
  257: r2 += 0x8
  258: if r2 > r3 goto L1
  259: r1 = *(u8 *)(r5 + 1)
  260: r4 = *(u8 *)(r5 + 0)
  261: r1 += 0x1
  262: r1 <<= 0x3
  263: r5 += r1
  264: goto L38
L37:
  265: r2 = r5
  266: r2 += 0x8
  267: if r2 > r3 goto L1
  268: r1 = *(u16 *)(r5 + 2)
  269: r4 = *(u8 *)(r5 + 0)
  270: r5 += 0x8
  271: *(u64 *)(r10 - 112) = 0x1
  272: if w1 & 0xf8ff goto L35
L38:
  273: r1 = r5
  274: r1 -= r0
  275: if r1 > 0x7fff goto L1
  276: r5 = r0
  277: r5 += r1
  278: if r4 == 0x2c goto L40
  279: if r4 == 0x0 goto L39
  280: if r4 == 0x2b goto L39
  281: if r4 != 0x3c goto L34
L39:
  282: r2 = r5
  283: r2 += 0x8
  284: if r2 > r3 goto L1
  285: r1 = *(u8 *)(r5 + 1)
  286: r4 = *(u8 *)(r5 + 0)
  287: r1 += 0x1
  288: r1 <<= 0x3
  289: r5 += r1
  290: goto L41
L40:
  291: r2 = r5
  292: r2 += 0x8
  293: if r2 > r3 goto L1
  294: r1 = *(u16 *)(r5 + 2)
  295: r4 = *(u8 *)(r5 + 0)
  296: r5 += 0x8
  297: *(u64 *)(r10 - 112) = 0x1
  298: if w1 & 0xf8ff goto L35
L41:
  299: r1 = r5
  300: r1 -= r0
  301: if r1 > 0x7fff goto L1
  302: r5 = r0
  303: r5 += r1
  304: if r4 == 0x2c goto L43
  305: if r4 == 0x0 goto L42
  306: if r4 == 0x2b goto L42
  307: if r4 != 0x3c goto L34
L42:
  308: r2 = r5
  309: r2 += 0x8
  310: if r2 > r3 goto L1
  311: r1 = *(u8 *)(r5 + 1)
  312: r4 = *(u8 *)(r5 + 0)
  313: r1 += 0x1
  314: r1 <<= 0x3
  315: r5 += r1
  316: goto L44
L43:
  317: r2 = r5
  318: r2 += 0x8
  319: if r2 > r3 goto L1
  320: r1 = *(u16 *)(r5 + 2)
  321: r4 = *(u8 *)(r5 + 0)
  322: r5 += 0x8
  323: *(u64 *)(r10 - 112) = 0x1
  324: if w1 & 0xf8ff goto L35
L44:
  325: r1 = r5
  326: r1 -= r0
  327: if r1 > 0x7fff goto L1
  328: r5 = r0
  329: r5 += r1
  330: if r4 == 0x2c goto L46
  331: if r4 == 0x0 goto L45
  332: if r4 == 0x2b goto L45
  333: if r4 != 0x3c goto L34
L45:
  334: r2 = r5
  335: r2 += 0x8
  336: if r2 > r3 goto L1
  337: r1 = *(u8 *)(r5 + 1)
  338: r4 = *(u8 *)(r5 + 0)
  339: r1 += 0x1
  340: r1 <<= 0x3
  341: r5 += r1
  342: goto L47
L46:
  343: r2 = r5
  344: r2 += 0x8
  345: if r2 > r3 goto L1
  346: r1 = *(u16 *)(r5 + 2)
  347: r4 = *(u8 *)(r5 + 0)
  348: r5 += 0x8
  349: *(u64 *)(r10 - 112) = 0x1
  350: if w1 & 0xf8ff goto L35
L47:
  351: r1 = r5
  352: r1 -= r0
  353: if r1 > 0x7fff goto L1
  354: r5 = r0
  355: r5 += r1
  356: if r4 == 0x2c goto L49
  357: if r4 == 0x0 goto L48
  358: if r4 == 0x2b goto L48
  359: if r4 != 0x3c goto L34
L48:
  360: r2 = r5
  361: r2 += 0x8
  362: if r2 > r3 goto L1
  363: r1 = *(u8 *)(r5 + 1)
  364: r4 = *(u8 *)(r5 + 0)
  365: r1 += 0x1
  366: r1 <<= 0x3
  367: r5 += r1
  368: goto L50
L49:
  369: r2 = r5
  370: r2 += 0x8
  371: if r2 > r3 goto L1
  372: r1 = *(u16 *)(r5 + 2)
  373: r4 = *(u8 *)(r5 + 0)
  374: r5 += 0x8
  375: *(u64 *)(r10 - 112) = 0x1
  376: if w1 & 0xf8ff goto L35
L50:
  377: r1 = r5
  378: r1 -= r0
  379: if r1 > 0x7fff goto L1
  380: r5 = r0
  381: r5 += r1
  382: if r4 == 0x2c goto L52
  383: if r4 == 0x0 goto L51
  384: if r4 == 0x2b goto L51
  385: if r4 != 0x3c goto L34
L51:
  386: r2 = r5
  387: r2 += 0x8
  388: if r2 > r3 goto L1
  389: r1 = *(u8 *)(r5 + 1)
  390: r4 = *(u8 *)(r5 + 0)
  391: r1 += 0x1
  392: r1 <<= 0x3
  393: r5 += r1
  394: goto L53
L52:
  395: r2 = r5
  396: r2 += 0x8
  397: if r2 > r3 goto L1
  398: r1 = *(u16 *)(r5 + 2)
  399: r4 = *(u8 *)(r5 + 0)
  400: r5 += 0x8
  401: *(u64 *)(r10 - 112) = 0x1
  402: if w1 & 0xf8ff goto L35
L53:
  403: r1 = r5
  404: r1 -= r0
  405: if r1 > 0x7fff goto L1
  406: r5 = r0
  407: r5 += r1
  408: if r4 == 0x2c goto L55
  409: if r4 == 0x0 goto L54
  410: if r4 == 0x2b goto L54
  411: if r4 != 0x3c goto L34
L54:
  412: r2 = r5
  413: r2 += 0x8
  414: if r2 > r3 goto L1
  415: r1 = *(u8 *)(r5 + 1)
  416: r4 = *(u8 *)(r5 + 0)
  417: r1 += 0x1
  418: r1 <<= 0x3
  419: r5 += r1
  420: goto L56
L55:
  421: r2 = r5
  422: r2 += 0x8
  423: if r2 > r3 goto L1
  424: r1 = *(u16 *)(r5 + 2)
  425: r4 = *(u8 *)(r5 + 0)
  426: r5 += 0x8
  427: *(u64 *)(r10 - 112) = 0x1
  428: if w1 & 0xf8ff goto L35
L56:
  429: r1 = r5
  430: r1 -= r0
  431: if r1 > 0x7fff goto L1
  432: r5 = r0
  433: r5 += r1
  434: if r4 == 0x2c goto L58
  435: if r4 == 0x0 goto L57
  436: if r4 == 0x2b goto L57
  437: if r4 != 0x3c goto L34
L57:
  438: r2 = r5
  439: r2 += 0x8
  440: if r2 > r3 goto L1
  441: r1 = *(u8 *)(r5 + 1)
  442: r4 = *(u8 *)(r5 + 0)
  443: r1 += 0x1
  444: r1 <<= 0x3
  445: r5 += r1
  446: goto L59
L58:
  447: r2 = r5
  448: r2 += 0x8
  449: if r2 > r3 goto L1
  450: r1 = *(u16 *)(r5 + 2)
  451: r4 = *(u8 *)(r5 + 0)
  452: r5 += 0x8
  453: *(u64 *)(r10 - 112) = 0x1
  454: if w1 & 0xf8ff goto L35
L59:
  455: r1 = r5
  456: r1 -= r0
  457: if r1 > 0x7fff goto L1
  458: r5 = r0
  459: r5 += r1
      ; deeper than the walk: no specified verdict
  460: if r4 == 0x0 goto L1
  461: if r4 == 0x2b goto L1
  462: if r4 == 0x2c goto L1
  463: if r4 == 0x3c goto L1
L34:
  464: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  465: if r4 == 0x6 goto L60
  466: if r4 == 0x3a goto L62
  467: if r4 == 0x11 goto L61
  468: r5 = 0x10000
  469: *(u64 *)(r10 - 80) = 0x10000
  470: *(u64 *)(r10 - 88) = 0x100
  471: *(u64 *)(r10 - 96) = 0x100
  472: *(u64 *)(r10 - 104) = 0x100
  473: goto L3
L62:
  474: r2 = r5
  475: r2 += 0x8
  476: if r2 > r3 goto L1
  477: r1 = *(u8 *)(r5 + 0)
  478: *(u64 *)(r10 - 96) = r1
  479: r1 = *(u8 *)(r5 + 1)
  480: *(u64 *)(r10 - 104) = r1
  481: r5 = 0x10000
  482: *(u64 *)(r10 - 80) = 0x10000
  483: *(u64 *)(r10 - 88) = 0x100
  484: goto L3
L61:
  485: r2 = r5
  486: r2 += 0x8
  487: if r2 > r3 goto L1
  488: r1 = *(u16 *)(r5 + 2)
  489: r1 = be16 r1
  490: *(u64 *)(r10 - 80) = r1
  491: r5 = *(u16 *)(r5 + 0)
  492: *(u64 *)(r10 - 88) = 0x100
  493: *(u64 *)(r10 - 96) = 0x100
  494: *(u64 *)(r10 - 104) = 0x100
  495: goto L3
L60:
  496: r2 = r5
  497: r2 += 0x14
  498: if r2 > r3 goto L1
  499: r1 = *(u8 *)(r5 + 13)
  500: *(u64 *)(r10 - 88) = r1
  501: r1 = *(u16 *)(r5 + 2)
  502: r1 = be16 r1
  503: *(u64 *)(r10 - 80) = r1
  504: r5 = *(u16 *)(r5 + 0)
  505: *(u64 *)(r10 - 96) = 0x100
  506: *(u64 *)(r10 - 104) = 0x100
  507: goto L3
L35:
  508: *(u64 *)(r10 - 112) = 0x2
  509: *(u64 *)(r10 - 16) = r4
  510: r5 = 0x10000
  511: *(u64 *)(r10 - 80) = 0x10000
  512: *(u64 *)(r10 - 88) = 0x100
  513: *(u64 *)(r10 - 96) = 0x100
  514: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 1 `dst6` (line 6): Drop
  515: r1 = r7
  516: r2 = r8
  517: r3 = 0x20010db800000000 ll
  519: if r1 >= r3 goto L66
  520: goto L63
L66:
  521: r3 = 0x20010db8ffffffff ll
  523: if r1 <= r3 goto L64
L65:
  524: goto L63
L64:
  525: *(u32 *)(r10 - 136) = 0x1
  526: *(u64 *)(r10 - 144) = 0x2
  527: goto L0
L63:
      ; rule 2 `src-port` (line 7): Drop
  528: r1 = *(u64 *)(r10 - 16)
  529: r1 |= 0x0
  530: if r1 != 0x11 goto L67
  531: if r5 != 0x3500 goto L67
L68:
  532: *(u32 *)(r10 - 136) = 0x2
  533: *(u64 *)(r10 - 144) = 0x2
  534: goto L0
L67:
      ; rule 3 `dport-range` (line 8): Drop
  535: r1 = *(u64 *)(r10 - 16)
  536: r1 |= 0x0
  537: if r1 != 0x6 goto L69
  538: r1 = *(u64 *)(r10 - 80)
  539: r1 |= 0x0
  540: if r1 < 0x1f40 goto L69
  541: if r1 > 0x1f90 goto L69
L70:
  542: *(u32 *)(r10 - 136) = 0x3
  543: *(u64 *)(r10 - 144) = 0x2
  544: goto L0
L69:
      ; rule 4 `dport-list` (line 9): Drop
  545: r1 = *(u64 *)(r10 - 16)
  546: r1 |= 0x0
  547: if r1 != 0x11 goto L71
  548: r1 = *(u64 *)(r10 - 80)
  549: r1 |= 0x0
  550: if r1 == 0x35 goto L72
  551: if r1 == 0x7b goto L72
  552: if r1 < 0x1f4 goto L71
  553: if r1 > 0x1fe goto L71
L72:
  554: *(u32 *)(r10 - 136) = 0x4
  555: *(u64 *)(r10 - 144) = 0x2
  556: goto L0
L71:
      ; rule 5 `syn-only` (line 10): Drop
  557: r1 = *(u64 *)(r10 - 16)
  558: r1 |= 0x0
  559: if r1 != 0x6 goto L73
  560: r1 = *(u64 *)(r10 - 88)
  561: r1 |= 0x0
  562: r1 &= 0x112
  563: if r1 != 0x2 goto L73
  564: *(u32 *)(r10 - 136) = 0x5
  565: *(u64 *)(r10 - 144) = 0x2
  566: goto L0
L73:
      ; rule 6 `fin` (line 11): Drop
  567: r1 = *(u64 *)(r10 - 16)
  568: r1 |= 0x0
  569: if r1 != 0x6 goto L74
  570: r1 = *(u64 *)(r10 - 88)
  571: r1 |= 0x0
  572: r1 &= 0x101
  573: if r1 != 0x1 goto L74
  574: *(u32 *)(r10 - 136) = 0x6
  575: *(u64 *)(r10 - 144) = 0x2
  576: goto L0
L74:
      ; rule 9 `ping6` (line 14): Drop
  577: r1 = *(u64 *)(r10 - 16)
  578: r1 |= 0x0
  579: if r1 != 0x3a goto L75
  580: r1 = *(u64 *)(r10 - 96)
  581: if r1 != 0x80 goto L75
  582: r1 = *(u64 *)(r10 - 104)
  583: if r1 != 0x0 goto L75
  584: *(u32 *)(r10 - 136) = 0x9
  585: *(u64 *)(r10 - 144) = 0x2
  586: goto L0
L75:
      ; rule 11 `ttl-one` (line 16): Drop
  587: r1 = *(u64 *)(r10 - 120)
  588: r1 |= 0x0
  589: if r1 < 0x7 goto L76
  590: if r1 > 0x7 goto L76
  591: *(u32 *)(r10 - 136) = 0xb
  592: *(u64 *)(r10 - 144) = 0x2
  593: goto L0
L76:
      ; rule 12 `hl6` (line 17): Drop
  594: r1 = *(u64 *)(r10 - 120)
  595: r1 |= 0x0
  596: if r1 < 0xfa goto L77
  597: *(u32 *)(r10 - 136) = 0xc
  598: *(u64 *)(r10 - 144) = 0x2
  599: goto L0
L77:
      ; rule 13 `len-range` (line 18): Drop
  600: r1 = *(u64 *)(r10 - 128)
  601: if r1 < 0x14 goto L78
  602: if r1 > 0x3c goto L78
  603: *(u32 *)(r10 - 136) = 0xd
  604: *(u64 *)(r10 - 144) = 0x2
  605: goto L0
L78:
      ; rule 15 `frag-later` (line 20): Drop
  606: r1 = *(u64 *)(r10 - 112)
  607: r1 |= 0x0
  608: if r1 != 0x2 goto L79
  609: *(u32 *)(r10 - 136) = 0xf
  610: *(u64 *)(r10 - 144) = 0x2
  611: goto L0
L79:
      ; rule 16 `frag-any` (line 21): Drop
  612: r1 = *(u64 *)(r10 - 112)
  613: r1 |= 0x0
  614: if r1 == 0x0 goto L80
  615: *(u32 *)(r10 - 136) = 0x10
  616: *(u64 *)(r10 - 144) = 0x2
  617: goto L0
L80:
      ; rule 17 `proto-n` (line 22): Drop
  618: r1 = *(u64 *)(r10 - 16)
  619: r1 |= 0x0
  620: if r1 != 0x84 goto L81
  621: *(u32 *)(r10 - 136) = 0x11
  622: *(u64 *)(r10 - 144) = 0x2
  623: goto L0
L81:
      ; rule 18 `proto-ah` (line 23): Drop
  624: r1 = *(u64 *)(r10 - 16)
  625: r1 |= 0x0
  626: if r1 != 0x33 goto L82
  627: *(u32 *)(r10 - 136) = 0x12
  628: *(u64 *)(r10 - 144) = 0x2
  629: goto L0
L82:
      ; rule 19 `proto-esp` (line 24): Drop
  630: r1 = *(u64 *)(r10 - 16)
  631: r1 |= 0x0
  632: if r1 != 0x32 goto L83
  633: *(u32 *)(r10 - 136) = 0x13
  634: *(u64 *)(r10 - 144) = 0x2
  635: goto L0
L83:
      ; rule 20 `proto-tcp` (line 25): Drop
  636: r1 = *(u64 *)(r10 - 16)
  637: r1 |= 0x0
  638: if r1 != 0x6 goto L84
  639: *(u32 *)(r10 - 136) = 0x14
  640: *(u64 *)(r10 - 144) = 0x2
  641: goto L0
L84:
      ; default
  642: *(u32 *)(r10 - 136) = 0x15
  643: *(u64 *)(r10 - 144) = 0xffffffff
  644: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  645: *(u32 *)(r10 - 136) = 0x16
  646: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  647: r1 = map[dropc_counters] ll
  649: r2 = r10
  650: r2 += 0xffffff78
  651: call 1
  652: if r0 == 0x0 goto L85
  653: r1 = *(u64 *)(r0 + 0)
  654: r1 += 0x1
  655: *(u64 *)(r0 + 0) = r1
L85:
  656: r0 = *(u64 *)(r10 - 144)
  657: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  658: r1 = map[dropc_counters] ll
  660: r2 = r10
  661: r2 += 0xffffff78
  662: call 1
  663: if r0 == 0x0 goto L86
  664: r1 = *(u64 *)(r0 + 0)
  665: r1 += 0x1
  666: *(u64 *)(r0 + 0) = r1
L86:
  667: r0 = *(u64 *)(r10 - 144)
  668: exit
