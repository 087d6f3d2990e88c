; dropc tc program `dropc_tc` (680 instruction slots)
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
   23: r1 = *(u8 *)(r0 + 22)
   24: *(u64 *)(r10 - 120) = r1
   25: r1 = *(u16 *)(r0 + 16)
   26: r1 = be16 r1
   27: *(u64 *)(r10 - 128) = r1
   28: r7 = *(u32 *)(r0 + 26)
   29: r4 = *(u8 *)(r0 + 23)
   30: *(u64 *)(r10 - 16) = r4
   31: r2 = *(u16 *)(r0 + 20)
   32: if w2 & 0xff1f goto L9
   33: r2 &= 0x20
   34: r2 >>= 0x5
   35: *(u64 *)(r10 - 112) = r2
   36: r5 = *(u8 *)(r0 + 14)
   37: r5 &= 0xf
   38: r5 <<= 0x2
   39: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   40: if r4 == 0x6 goto L10
   41: if r4 == 0x1 goto L12
   42: if r4 == 0x11 goto L11
   43: r5 = 0x10000
   44: *(u64 *)(r10 - 80) = 0x10000
   45: *(u64 *)(r10 - 88) = 0x100
   46: *(u64 *)(r10 - 96) = 0x100
   47: *(u64 *)(r10 - 104) = 0x100
   48: goto L2
L12:
   49: r2 = r5
   50: r2 += 0x16
   51: if r2 > r3 goto L1
   52: r1 = *(u8 *)(r5 + 14)
   53: *(u64 *)(r10 - 96) = r1
   54: r1 = *(u8 *)(r5 + 15)
   55: *(u64 *)(r10 - 104) = r1
   56: r5 = 0x10000
   57: *(u64 *)(r10 - 80) = 0x10000
   58: *(u64 *)(r10 - 88) = 0x100
   59: goto L2
L11:
   60: r2 = r5
   61: r2 += 0x16
   62: if r2 > r3 goto L1
   63: r1 = *(u16 *)(r5 + 16)
   64: r1 = be16 r1
   65: *(u64 *)(r10 - 80) = r1
   66: r5 = *(u16 *)(r5 + 14)
   67: *(u64 *)(r10 - 88) = 0x100
   68: *(u64 *)(r10 - 96) = 0x100
   69: *(u64 *)(r10 - 104) = 0x100
   70: goto L2
L9:
   71: *(u64 *)(r10 - 112) = 0x2
   72: r5 = 0x10000
   73: *(u64 *)(r10 - 80) = 0x10000
   74: *(u64 *)(r10 - 88) = 0x100
   75: *(u64 *)(r10 - 96) = 0x100
   76: *(u64 *)(r10 - 104) = 0x100
   77: goto L2
L10:
   78: r2 = r5
   79: r2 += 0x22
   80: if r2 > r3 goto L1
   81: r1 = *(u8 *)(r5 + 27)
   82: *(u64 *)(r10 - 88) = r1
   83: r1 = *(u16 *)(r5 + 16)
   84: r1 = be16 r1
   85: *(u64 *)(r10 - 80) = r1
   86: r5 = *(u16 *)(r5 + 14)
   87: *(u64 *)(r10 - 96) = 0x100
   88: *(u64 *)(r10 - 104) = 0x100
L2:
      ; rules for IPv4 packets
      ; rule 0 `src4` (line 5): Drop
   89: w7 &= 0xffffff
   90: if w7 != 0x200c0 goto L13
   91: *(u32 *)(r10 - 136) = 0x0
   92: *(u64 *)(r10 - 144) = 0x2
   93: goto L0
L13:
      ; rule 2 `src-port` (line 7): Drop
   94: r1 = *(u64 *)(r10 - 16)
   95: r1 |= 0x0
   96: if r1 != 0x11 goto L14
   97: if r5 != 0x3500 goto L14
L15:
   98: *(u32 *)(r10 - 136) = 0x2
   99: *(u64 *)(r10 - 144) = 0x2
  100: goto L0
L14:
      ; rule 3 `dport-range` (line 8): Drop
  101: r1 = *(u64 *)(r10 - 16)
  102: r1 |= 0x0
  103: if r1 != 0x6 goto L16
  104: r1 = *(u64 *)(r10 - 80)
  105: r1 |= 0x0
  106: if r1 < 0x1f40 goto L16
  107: if r1 > 0x1f90 goto L16
L17:
  108: *(u32 *)(r10 - 136) = 0x3
  109: *(u64 *)(r10 - 144) = 0x2
  110: goto L0
L16:
      ; rule 4 `dport-list` (line 9): Drop
  111: r1 = *(u64 *)(r10 - 16)
  112: r1 |= 0x0
  113: if r1 != 0x11 goto L18
  114: r1 = *(u64 *)(r10 - 80)
  115: r1 |= 0x0
  116: if r1 == 0x35 goto L19
  117: if r1 == 0x7b goto L19
  118: if r1 < 0x1f4 goto L18
  119: if r1 > 0x1fe goto L18
L19:
  120: *(u32 *)(r10 - 136) = 0x4
  121: *(u64 *)(r10 - 144) = 0x2
  122: goto L0
L18:
      ; rule 5 `syn-only` (line 10): Drop
  123: r1 = *(u64 *)(r10 - 16)
  124: r1 |= 0x0
  125: if r1 != 0x6 goto L20
  126: r1 = *(u64 *)(r10 - 88)
  127: r1 |= 0x0
  128: r1 &= 0x112
  129: if r1 != 0x2 goto L20
  130: *(u32 *)(r10 - 136) = 0x5
  131: *(u64 *)(r10 - 144) = 0x2
  132: goto L0
L20:
      ; rule 6 `fin` (line 11): Drop
  133: r1 = *(u64 *)(r10 - 16)
  134: r1 |= 0x0
  135: if r1 != 0x6 goto L21
  136: r1 = *(u64 *)(r10 - 88)
  137: r1 |= 0x0
  138: r1 &= 0x101
  139: if r1 != 0x1 goto L21
  140: *(u32 *)(r10 - 136) = 0x6
  141: *(u64 *)(r10 - 144) = 0x2
  142: goto L0
L21:
      ; rule 7 `ping4` (line 12): Drop
  143: r1 = *(u64 *)(r10 - 16)
  144: r1 |= 0x0
  145: if r1 != 0x1 goto L22
  146: r1 = *(u64 *)(r10 - 96)
  147: r1 |= 0x0
  148: if r1 != 0x8 goto L22
  149: *(u32 *)(r10 - 136) = 0x7
  150: *(u64 *)(r10 - 144) = 0x2
  151: goto L0
L22:
      ; rule 8 `unreach4` (line 13): Drop
  152: r1 = *(u64 *)(r10 - 16)
  153: r1 |= 0x0
  154: if r1 != 0x1 goto L23
  155: r1 = *(u64 *)(r10 - 96)
  156: r1 |= 0x0
  157: if r1 != 0x3 goto L23
  158: r1 = *(u64 *)(r10 - 104)
  159: r1 |= 0x0
  160: if r1 != 0x4 goto L23
  161: *(u32 *)(r10 - 136) = 0x8
  162: *(u64 *)(r10 - 144) = 0x2
  163: goto L0
L23:
      ; rule 10 `ttl4` (line 15): Drop
  164: r1 = *(u64 *)(r10 - 120)
  165: r1 |= 0x0
  166: if r1 > 0x2 goto L24
  167: *(u32 *)(r10 - 136) = 0xa
  168: *(u64 *)(r10 - 144) = 0x2
  169: goto L0
L24:
      ; rule 11 `ttl-one` (line 16): Drop
  170: r1 = *(u64 *)(r10 - 120)
  171: r1 |= 0x0
  172: if r1 < 0x7 goto L25
  173: if r1 > 0x7 goto L25
  174: *(u32 *)(r10 - 136) = 0xb
  175: *(u64 *)(r10 - 144) = 0x2
  176: goto L0
L25:
      ; rule 13 `len-range` (line 18): Drop
  177: r1 = *(u64 *)(r10 - 128)
  178: r1 |= 0x0
  179: if r1 < 0x14 goto L26
  180: if r1 > 0x3c goto L26
  181: *(u32 *)(r10 - 136) = 0xd
  182: *(u64 *)(r10 - 144) = 0x2
  183: goto L0
L26:
      ; rule 14 `len-one` (line 19): Drop
  184: r1 = *(u64 *)(r10 - 128)
  185: r1 |= 0x0
  186: if r1 < 0x5dc goto L27
  187: if r1 > 0x5dc goto L27
  188: *(u32 *)(r10 - 136) = 0xe
  189: *(u64 *)(r10 - 144) = 0x2
  190: goto L0
L27:
      ; rule 15 `frag-later` (line 20): Drop
  191: r1 = *(u64 *)(r10 - 112)
  192: r1 |= 0x0
  193: if r1 != 0x2 goto L28
  194: *(u32 *)(r10 - 136) = 0xf
  195: *(u64 *)(r10 - 144) = 0x2
  196: goto L0
L28:
      ; rule 16 `frag-any` (line 21): Drop
  197: r1 = *(u64 *)(r10 - 112)
  198: r1 |= 0x0
  199: if r1 == 0x0 goto L29
  200: *(u32 *)(r10 - 136) = 0x10
  201: *(u64 *)(r10 - 144) = 0x2
  202: goto L0
L29:
      ; rule 17 `proto-n` (line 22): Drop
  203: r1 = *(u64 *)(r10 - 16)
  204: r1 |= 0x0
  205: if r1 != 0x84 goto L30
  206: *(u32 *)(r10 - 136) = 0x11
  207: *(u64 *)(r10 - 144) = 0x2
  208: goto L0
L30:
      ; rule 19 `proto-esp` (line 24): Drop
  209: r1 = *(u64 *)(r10 - 16)
  210: r1 |= 0x0
  211: if r1 != 0x32 goto L31
  212: *(u32 *)(r10 - 136) = 0x13
  213: *(u64 *)(r10 - 144) = 0x2
  214: goto L0
L31:
      ; rule 20 `proto-tcp` (line 25): Drop
  215: r1 = *(u64 *)(r10 - 16)
  216: r1 |= 0x0
  217: if r1 != 0x6 goto L32
  218: *(u32 *)(r10 - 136) = 0x14
  219: *(u64 *)(r10 - 144) = 0x2
  220: goto L0
L32:
      ; default
  221: *(u32 *)(r10 - 136) = 0x15
  222: *(u64 *)(r10 - 144) = 0xffffffff
  223: goto L0
L6:
  224: if w1 == 0xdd86 goto L7
  225: if w1 == 0x81 goto L33
  226: if w1 != 0xa888 goto L1
L33:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  227: r2 = *(u32 *)(r6 + 20)
  228: if r2 != 0x0 goto L1
  229: r2 = r0
  230: r2 += 0x12
  231: if r2 > r3 goto L1
  232: r1 = *(u16 *)(r0 + 16)
  233: r0 += 0x4
  234: if w1 == 0x8 goto L8
  235: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  236: r2 = r0
  237: r2 += 0x36
  238: if r2 > r3 goto L1
  239: r1 = *(u8 *)(r0 + 21)
  240: *(u64 *)(r10 - 120) = r1
  241: r1 = *(u16 *)(r0 + 18)
  242: r1 = be16 r1
  243: r1 += 0x28
  244: *(u64 *)(r10 - 128) = r1
  245: r7 = *(u64 *)(r0 + 38)
  246: r7 = be64 r7
  247: r8 = *(u64 *)(r0 + 46)
  248: r8 = be64 r8
  249: *(u64 *)(r10 - 112) = 0x0
      ; extension headers: r4 = next header, r5 = its start
  250: r4 = *(u8 *)(r0 + 20)
  251: r5 = r0
  252: r5 += 0x36
  253: if r4 == 0x2c goto L37
  254: if r4 == 0x0 goto L36
  255: if r4 == 0x2b goto L36
  256: if r4 != 0x3c goto L34
L36:
  257: r2 = r5
  258: r2 += 0x8
  259: if r2 > r3 goto L1
  260: r1 = *(u8 *)(r5 + 1)
  261: r4 = *(u8 *)(r5 + 0)
  262: r1 += 0x1
  263: r1 <<= 0x3
  264: r5 += r1
  265: goto L38
L37:
  266: r2 = r5
  267: r2 += 0x8
  268: if r2 > r3 goto L1
  269: r1 = *(u16 *)(r5 + 2)
  270: r4 = *(u8 *)(r5 + 0)
  271: r5 += 0x8
  272: *(u64 *)(r10 - 112) = 0x1
  273: if w1 & 0xf8ff goto L35
L38:
  274: r1 = r5
  275: r1 -= r0
  276: if r1 > 0x7fff goto L1
  277: r5 = r0
  278: r5 += r1
  279: if r4 == 0x2c goto L40
  280: if r4 == 0x0 goto L39
  281: if r4 == 0x2b goto L39
  282: if r4 != 0x3c goto L34
L39:
  283: r2 = r5
  284: r2 += 0x8
  285: if r2 > r3 goto L1
  286: r1 = *(u8 *)(r5 + 1)
  287: r4 = *(u8 *)(r5 + 0)
  288: r1 += 0x1
  289: r1 <<= 0x3
  290: r5 += r1
  291: goto L41
L40:
  292: r2 = r5
  293: r2 += 0x8
  294: if r2 > r3 goto L1
  295: r1 = *(u16 *)(r5 + 2)
  296: r4 = *(u8 *)(r5 + 0)
  297: r5 += 0x8
  298: *(u64 *)(r10 - 112) = 0x1
  299: if w1 & 0xf8ff goto L35
L41:
  300: r1 = r5
  301: r1 -= r0
  302: if r1 > 0x7fff goto L1
  303: r5 = r0
  304: r5 += r1
  305: if r4 == 0x2c goto L43
  306: if r4 == 0x0 goto L42
  307: if r4 == 0x2b goto L42
  308: if r4 != 0x3c goto L34
L42:
  309: r2 = r5
  310: r2 += 0x8
  311: if r2 > r3 goto L1
  312: r1 = *(u8 *)(r5 + 1)
  313: r4 = *(u8 *)(r5 + 0)
  314: r1 += 0x1
  315: r1 <<= 0x3
  316: r5 += r1
  317: goto L44
L43:
  318: r2 = r5
  319: r2 += 0x8
  320: if r2 > r3 goto L1
  321: r1 = *(u16 *)(r5 + 2)
  322: r4 = *(u8 *)(r5 + 0)
  323: r5 += 0x8
  324: *(u64 *)(r10 - 112) = 0x1
  325: if w1 & 0xf8ff goto L35
L44:
  326: r1 = r5
  327: r1 -= r0
  328: if r1 > 0x7fff goto L1
  329: r5 = r0
  330: r5 += r1
  331: if r4 == 0x2c goto L46
  332: if r4 == 0x0 goto L45
  333: if r4 == 0x2b goto L45
  334: if r4 != 0x3c goto L34
L45:
  335: r2 = r5
  336: r2 += 0x8
  337: if r2 > r3 goto L1
  338: r1 = *(u8 *)(r5 + 1)
  339: r4 = *(u8 *)(r5 + 0)
  340: r1 += 0x1
  341: r1 <<= 0x3
  342: r5 += r1
  343: goto L47
L46:
  344: r2 = r5
  345: r2 += 0x8
  346: if r2 > r3 goto L1
  347: r1 = *(u16 *)(r5 + 2)
  348: r4 = *(u8 *)(r5 + 0)
  349: r5 += 0x8
  350: *(u64 *)(r10 - 112) = 0x1
  351: if w1 & 0xf8ff goto L35
L47:
  352: r1 = r5
  353: r1 -= r0
  354: if r1 > 0x7fff goto L1
  355: r5 = r0
  356: r5 += r1
  357: if r4 == 0x2c goto L49
  358: if r4 == 0x0 goto L48
  359: if r4 == 0x2b goto L48
  360: if r4 != 0x3c goto L34
L48:
  361: r2 = r5
  362: r2 += 0x8
  363: if r2 > r3 goto L1
  364: r1 = *(u8 *)(r5 + 1)
  365: r4 = *(u8 *)(r5 + 0)
  366: r1 += 0x1
  367: r1 <<= 0x3
  368: r5 += r1
  369: goto L50
L49:
  370: r2 = r5
  371: r2 += 0x8
  372: if r2 > r3 goto L1
  373: r1 = *(u16 *)(r5 + 2)
  374: r4 = *(u8 *)(r5 + 0)
  375: r5 += 0x8
  376: *(u64 *)(r10 - 112) = 0x1
  377: if w1 & 0xf8ff goto L35
L50:
  378: r1 = r5
  379: r1 -= r0
  380: if r1 > 0x7fff goto L1
  381: r5 = r0
  382: r5 += r1
  383: if r4 == 0x2c goto L52
  384: if r4 == 0x0 goto L51
  385: if r4 == 0x2b goto L51
  386: if r4 != 0x3c goto L34
L51:
  387: r2 = r5
  388: r2 += 0x8
  389: if r2 > r3 goto L1
  390: r1 = *(u8 *)(r5 + 1)
  391: r4 = *(u8 *)(r5 + 0)
  392: r1 += 0x1
  393: r1 <<= 0x3
  394: r5 += r1
  395: goto L53
L52:
  396: r2 = r5
  397: r2 += 0x8
  398: if r2 > r3 goto L1
  399: r1 = *(u16 *)(r5 + 2)
  400: r4 = *(u8 *)(r5 + 0)
  401: r5 += 0x8
  402: *(u64 *)(r10 - 112) = 0x1
  403: if w1 & 0xf8ff goto L35
L53:
  404: r1 = r5
  405: r1 -= r0
  406: if r1 > 0x7fff goto L1
  407: r5 = r0
  408: r5 += r1
  409: if r4 == 0x2c goto L55
  410: if r4 == 0x0 goto L54
  411: if r4 == 0x2b goto L54
  412: if r4 != 0x3c goto L34
L54:
  413: r2 = r5
  414: r2 += 0x8
  415: if r2 > r3 goto L1
  416: r1 = *(u8 *)(r5 + 1)
  417: r4 = *(u8 *)(r5 + 0)
  418: r1 += 0x1
  419: r1 <<= 0x3
  420: r5 += r1
  421: goto L56
L55:
  422: r2 = r5
  423: r2 += 0x8
  424: if r2 > r3 goto L1
  425: r1 = *(u16 *)(r5 + 2)
  426: r4 = *(u8 *)(r5 + 0)
  427: r5 += 0x8
  428: *(u64 *)(r10 - 112) = 0x1
  429: if w1 & 0xf8ff goto L35
L56:
  430: r1 = r5
  431: r1 -= r0
  432: if r1 > 0x7fff goto L1
  433: r5 = r0
  434: r5 += r1
  435: if r4 == 0x2c goto L58
  436: if r4 == 0x0 goto L57
  437: if r4 == 0x2b goto L57
  438: if r4 != 0x3c goto L34
L57:
  439: r2 = r5
  440: r2 += 0x8
  441: if r2 > r3 goto L1
  442: r1 = *(u8 *)(r5 + 1)
  443: r4 = *(u8 *)(r5 + 0)
  444: r1 += 0x1
  445: r1 <<= 0x3
  446: r5 += r1
  447: goto L59
L58:
  448: r2 = r5
  449: r2 += 0x8
  450: if r2 > r3 goto L1
  451: r1 = *(u16 *)(r5 + 2)
  452: r4 = *(u8 *)(r5 + 0)
  453: r5 += 0x8
  454: *(u64 *)(r10 - 112) = 0x1
  455: if w1 & 0xf8ff goto L35
L59:
  456: r1 = r5
  457: r1 -= r0
  458: if r1 > 0x7fff goto L1
  459: r5 = r0
  460: r5 += r1
      ; deeper than the walk: no specified verdict
  461: if r4 == 0x0 goto L1
  462: if r4 == 0x2b goto L1
  463: if r4 == 0x2c goto L1
  464: if r4 == 0x3c goto L1
L34:
  465: *(u64 *)(r10 - 16) = r4
      ; layer 4 (r4 = protocol, header at r5)
  466: if r4 == 0x6 goto L60
  467: if r4 == 0x3a goto L62
  468: if r4 == 0x11 goto L61
  469: r5 = 0x10000
  470: *(u64 *)(r10 - 80) = 0x10000
  471: *(u64 *)(r10 - 88) = 0x100
  472: *(u64 *)(r10 - 96) = 0x100
  473: *(u64 *)(r10 - 104) = 0x100
  474: goto L3
L62:
  475: r2 = r5
  476: r2 += 0x8
  477: if r2 > r3 goto L1
  478: r1 = *(u8 *)(r5 + 0)
  479: *(u64 *)(r10 - 96) = r1
  480: r1 = *(u8 *)(r5 + 1)
  481: *(u64 *)(r10 - 104) = r1
  482: r5 = 0x10000
  483: *(u64 *)(r10 - 80) = 0x10000
  484: *(u64 *)(r10 - 88) = 0x100
  485: goto L3
L61:
  486: r2 = r5
  487: r2 += 0x8
  488: if r2 > r3 goto L1
  489: r1 = *(u16 *)(r5 + 2)
  490: r1 = be16 r1
  491: *(u64 *)(r10 - 80) = r1
  492: r5 = *(u16 *)(r5 + 0)
  493: *(u64 *)(r10 - 88) = 0x100
  494: *(u64 *)(r10 - 96) = 0x100
  495: *(u64 *)(r10 - 104) = 0x100
  496: goto L3
L60:
  497: r2 = r5
  498: r2 += 0x14
  499: if r2 > r3 goto L1
  500: r1 = *(u8 *)(r5 + 13)
  501: *(u64 *)(r10 - 88) = r1
  502: r1 = *(u16 *)(r5 + 2)
  503: r1 = be16 r1
  504: *(u64 *)(r10 - 80) = r1
  505: r5 = *(u16 *)(r5 + 0)
  506: *(u64 *)(r10 - 96) = 0x100
  507: *(u64 *)(r10 - 104) = 0x100
  508: goto L3
L35:
  509: *(u64 *)(r10 - 112) = 0x2
  510: *(u64 *)(r10 - 16) = r4
  511: r5 = 0x10000
  512: *(u64 *)(r10 - 80) = 0x10000
  513: *(u64 *)(r10 - 88) = 0x100
  514: *(u64 *)(r10 - 96) = 0x100
  515: *(u64 *)(r10 - 104) = 0x100
L3:
      ; rules for IPv6 packets
      ; rule 1 `dst6` (line 6): Drop
  516: r1 = r7
  517: r2 = r8
  518: r3 = 0x20010db800000000 ll
  520: if r1 >= r3 goto L66
  521: goto L63
L66:
  522: r3 = 0x20010db8ffffffff ll
  524: if r1 <= r3 goto L64
L65:
  525: goto L63
L64:
  526: *(u32 *)(r10 - 136) = 0x1
  527: *(u64 *)(r10 - 144) = 0x2
  528: goto L0
L63:
      ; rule 2 `src-port` (line 7): Drop
  529: r1 = *(u64 *)(r10 - 16)
  530: r1 |= 0x0
  531: if r1 != 0x11 goto L67
  532: if r5 != 0x3500 goto L67
L68:
  533: *(u32 *)(r10 - 136) = 0x2
  534: *(u64 *)(r10 - 144) = 0x2
  535: goto L0
L67:
      ; rule 3 `dport-range` (line 8): Drop
  536: r1 = *(u64 *)(r10 - 16)
  537: r1 |= 0x0
  538: if r1 != 0x6 goto L69
  539: r1 = *(u64 *)(r10 - 80)
  540: r1 |= 0x0
  541: if r1 < 0x1f40 goto L69
  542: if r1 > 0x1f90 goto L69
L70:
  543: *(u32 *)(r10 - 136) = 0x3
  544: *(u64 *)(r10 - 144) = 0x2
  545: goto L0
L69:
      ; rule 4 `dport-list` (line 9): Drop
  546: r1 = *(u64 *)(r10 - 16)
  547: r1 |= 0x0
  548: if r1 != 0x11 goto L71
  549: r1 = *(u64 *)(r10 - 80)
  550: r1 |= 0x0
  551: if r1 == 0x35 goto L72
  552: if r1 == 0x7b goto L72
  553: if r1 < 0x1f4 goto L71
  554: if r1 > 0x1fe goto L71
L72:
  555: *(u32 *)(r10 - 136) = 0x4
  556: *(u64 *)(r10 - 144) = 0x2
  557: goto L0
L71:
      ; rule 5 `syn-only` (line 10): Drop
  558: r1 = *(u64 *)(r10 - 16)
  559: r1 |= 0x0
  560: if r1 != 0x6 goto L73
  561: r1 = *(u64 *)(r10 - 88)
  562: r1 |= 0x0
  563: r1 &= 0x112
  564: if r1 != 0x2 goto L73
  565: *(u32 *)(r10 - 136) = 0x5
  566: *(u64 *)(r10 - 144) = 0x2
  567: goto L0
L73:
      ; rule 6 `fin` (line 11): Drop
  568: r1 = *(u64 *)(r10 - 16)
  569: r1 |= 0x0
  570: if r1 != 0x6 goto L74
  571: r1 = *(u64 *)(r10 - 88)
  572: r1 |= 0x0
  573: r1 &= 0x101
  574: if r1 != 0x1 goto L74
  575: *(u32 *)(r10 - 136) = 0x6
  576: *(u64 *)(r10 - 144) = 0x2
  577: goto L0
L74:
      ; rule 9 `ping6` (line 14): Drop
  578: r1 = *(u64 *)(r10 - 16)
  579: r1 |= 0x0
  580: if r1 != 0x3a goto L75
  581: r1 = *(u64 *)(r10 - 96)
  582: if r1 != 0x80 goto L75
  583: r1 = *(u64 *)(r10 - 104)
  584: if r1 != 0x0 goto L75
  585: *(u32 *)(r10 - 136) = 0x9
  586: *(u64 *)(r10 - 144) = 0x2
  587: goto L0
L75:
      ; rule 11 `ttl-one` (line 16): Drop
  588: r1 = *(u64 *)(r10 - 120)
  589: r1 |= 0x0
  590: if r1 < 0x7 goto L76
  591: if r1 > 0x7 goto L76
  592: *(u32 *)(r10 - 136) = 0xb
  593: *(u64 *)(r10 - 144) = 0x2
  594: goto L0
L76:
      ; rule 12 `hl6` (line 17): Drop
  595: r1 = *(u64 *)(r10 - 120)
  596: r1 |= 0x0
  597: if r1 < 0xfa goto L77
  598: *(u32 *)(r10 - 136) = 0xc
  599: *(u64 *)(r10 - 144) = 0x2
  600: goto L0
L77:
      ; rule 13 `len-range` (line 18): Drop
  601: r1 = *(u64 *)(r10 - 128)
  602: if r1 < 0x14 goto L78
  603: if r1 > 0x3c goto L78
  604: *(u32 *)(r10 - 136) = 0xd
  605: *(u64 *)(r10 - 144) = 0x2
  606: goto L0
L78:
      ; rule 15 `frag-later` (line 20): Drop
  607: r1 = *(u64 *)(r10 - 112)
  608: r1 |= 0x0
  609: if r1 != 0x2 goto L79
  610: *(u32 *)(r10 - 136) = 0xf
  611: *(u64 *)(r10 - 144) = 0x2
  612: goto L0
L79:
      ; rule 16 `frag-any` (line 21): Drop
  613: r1 = *(u64 *)(r10 - 112)
  614: r1 |= 0x0
  615: if r1 == 0x0 goto L80
  616: *(u32 *)(r10 - 136) = 0x10
  617: *(u64 *)(r10 - 144) = 0x2
  618: goto L0
L80:
      ; rule 17 `proto-n` (line 22): Drop
  619: r1 = *(u64 *)(r10 - 16)
  620: r1 |= 0x0
  621: if r1 != 0x84 goto L81
  622: *(u32 *)(r10 - 136) = 0x11
  623: *(u64 *)(r10 - 144) = 0x2
  624: goto L0
L81:
      ; rule 18 `proto-ah` (line 23): Drop
  625: r1 = *(u64 *)(r10 - 16)
  626: r1 |= 0x0
  627: if r1 != 0x33 goto L82
  628: *(u32 *)(r10 - 136) = 0x12
  629: *(u64 *)(r10 - 144) = 0x2
  630: goto L0
L82:
      ; rule 19 `proto-esp` (line 24): Drop
  631: r1 = *(u64 *)(r10 - 16)
  632: r1 |= 0x0
  633: if r1 != 0x32 goto L83
  634: *(u32 *)(r10 - 136) = 0x13
  635: *(u64 *)(r10 - 144) = 0x2
  636: goto L0
L83:
      ; rule 20 `proto-tcp` (line 25): Drop
  637: r1 = *(u64 *)(r10 - 16)
  638: r1 |= 0x0
  639: if r1 != 0x6 goto L84
  640: *(u32 *)(r10 - 136) = 0x14
  641: *(u64 *)(r10 - 144) = 0x2
  642: goto L0
L84:
      ; default
  643: *(u32 *)(r10 - 136) = 0x15
  644: *(u64 *)(r10 - 144) = 0xffffffff
  645: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  646: *(u32 *)(r10 - 136) = 0x16
  647: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  648: r1 = map[dropc_counters] ll
  650: r2 = r10
  651: r2 += 0xffffff78
  652: call 1
  653: if r0 == 0x0 goto L85
  654: r1 = *(u64 *)(r0 + 0)
  655: r1 += 0x1
  656: *(u64 *)(r0 + 0) = r1
  657: r1 = *(u64 *)(r10 - 152)
  658: r2 = *(u32 *)(r1 + 0)
  659: r1 = *(u64 *)(r0 + 8)
  660: r1 += r2
  661: *(u64 *)(r0 + 8) = r1
L85:
  662: r0 = *(u64 *)(r10 - 144)
  663: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  664: r1 = map[dropc_counters] ll
  666: r2 = r10
  667: r2 += 0xffffff78
  668: call 1
  669: if r0 == 0x0 goto L86
  670: r1 = *(u64 *)(r0 + 0)
  671: r1 += 0x1
  672: *(u64 *)(r0 + 0) = r1
  673: r1 = *(u64 *)(r10 - 152)
  674: r2 = *(u32 *)(r1 + 0)
  675: r1 = *(u64 *)(r0 + 8)
  676: r1 += r2
  677: *(u64 *)(r0 + 8) = r1
L86:
  678: r0 = *(u64 *)(r10 - 144)
  679: exit
