; dropc xdp program `dropc_xdp` (463 instruction slots)
      ; r0 = packet start, r3 = packet end (tc: r6 = ctx; xdp: ctx kept for the tail call)
    0: *(u64 *)(r10 - 152) = r1
    1: r0 = *(u32 *)(r1 + 0)
    2: r3 = *(u32 *)(r1 + 4)
      ; payload tests: the context kept, no payload until found
    3: *(u64 *)(r10 - 160) = 0x0
    4: *(u64 *)(r10 - 168) = 0x0
    5: *(u64 *)(r10 - 176) = 0x0
      ; Ethernet
    6: r2 = r0
    7: r2 += 0xe
    8: if r2 > r3 goto L1
    9: r1 = *(u16 *)(r0 + 12)
   10: if w1 != 0x8 goto L4
L6:
      ; IPv4 (header at r0 + 14)
   11: r2 = r0
   12: r2 += 0x22
   13: if r2 > r3 goto L1
   14: r1 = *(u16 *)(r0 + 16)
   15: r1 = be16 r1
   16: r1 += 0xe
   17: r2 = r0
   18: r2 += r1
   19: r1 = *(u64 *)(r10 - 152)
   20: r1 = *(u32 *)(r1 + 0)
   21: r2 -= r1
   22: *(u64 *)(r10 - 176) = r2
   23: r4 = *(u8 *)(r0 + 23)
   24: r2 = *(u16 *)(r0 + 20)
   25: if w2 & 0xff1f goto L7
   26: r5 = *(u8 *)(r0 + 14)
   27: r5 &= 0xf
   28: r5 <<= 0x2
   29: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   30: if r4 == 0x6 goto L8
   31: if r4 == 0x1 goto L10
   32: if r4 == 0x11 goto L9
   33: r5 = 0x10000
   34: goto L2
L8:
   35: r2 = r5
   36: r2 += 0x22
   37: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   38: r1 = *(u8 *)(r5 + 26)
   39: r1 >>= 0x4
   40: r1 <<= 0x2
   41: r1 += 0xe
   42: r2 = r5
   43: r2 += r1
   44: r1 = *(u64 *)(r10 - 152)
   45: r1 = *(u32 *)(r1 + 0)
   46: r2 -= r1
   47: *(u64 *)(r10 - 160) = r2
   48: r1 = *(u64 *)(r10 - 176)
   49: r1 -= r2
   50: *(u64 *)(r10 - 168) = r1
   51: r5 = *(u16 *)(r5 + 14)
   52: goto L2
L10:
   53: r2 = r5
   54: r2 += 0x16
   55: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   56: r1 = 0x8
   57: r1 += 0xe
   58: r2 = r5
   59: r2 += r1
   60: r1 = *(u64 *)(r10 - 152)
   61: r1 = *(u32 *)(r1 + 0)
   62: r2 -= r1
   63: *(u64 *)(r10 - 160) = r2
   64: r1 = *(u64 *)(r10 - 176)
   65: r1 -= r2
   66: *(u64 *)(r10 - 168) = r1
   67: r5 = 0x10000
   68: goto L2
L7:
   69: r5 = 0x10000
   70: goto L2
L9:
   71: r2 = r5
   72: r2 += 0x16
   73: if r2 > r3 goto L1
      ; payload: start and length within the IP length
   74: r1 = 0x8
   75: r1 += 0xe
   76: r2 = r5
   77: r2 += r1
   78: r1 = *(u64 *)(r10 - 152)
   79: r1 = *(u32 *)(r1 + 0)
   80: r2 -= r1
   81: *(u64 *)(r10 - 160) = r2
   82: r1 = *(u64 *)(r10 - 176)
   83: r1 -= r2
   84: *(u64 *)(r10 - 168) = r1
   85: r5 = *(u16 *)(r5 + 14)
L2:
      ; rules for IPv4 packets
      ; rule 0 `ssdp-response` (line 8): Drop
   86: if r4 != 0x11 goto L11
   87: if r5 != 0x6c07 goto L11
L12:
   88: r1 = *(u64 *)(r10 - 168)
   89: if r1 s< 0xf goto L11
   90: r1 = *(u64 *)(r10 - 152)
   91: r2 = *(u32 *)(r1 + 0)
   92: r3 = *(u32 *)(r1 + 4)
   93: r1 = *(u64 *)(r10 - 160)
   94: if r1 > 0x8000 goto L11
   95: r2 += r1
   96: r1 = r2
   97: r1 += 0xf
   98: if r1 > r3 goto L11
   99: r0 = *(u8 *)(r2 + 0)
  100: if r0 != 0x48 goto L11
  101: r0 = *(u8 *)(r2 + 1)
  102: if r0 != 0x54 goto L11
  103: r0 = *(u8 *)(r2 + 2)
  104: if r0 != 0x54 goto L11
  105: r0 = *(u8 *)(r2 + 3)
  106: if r0 != 0x50 goto L11
  107: r0 = *(u8 *)(r2 + 4)
  108: if r0 != 0x2f goto L11
  109: r0 = *(u8 *)(r2 + 5)
  110: if r0 != 0x31 goto L11
  111: r0 = *(u8 *)(r2 + 6)
  112: if r0 != 0x2e goto L11
  113: r0 = *(u8 *)(r2 + 7)
  114: if r0 != 0x31 goto L11
  115: r0 = *(u8 *)(r2 + 8)
  116: if r0 != 0x20 goto L11
  117: r0 = *(u8 *)(r2 + 9)
  118: if r0 != 0x32 goto L11
  119: r0 = *(u8 *)(r2 + 10)
  120: if r0 != 0x30 goto L11
  121: r0 = *(u8 *)(r2 + 11)
  122: if r0 != 0x30 goto L11
  123: r0 = *(u8 *)(r2 + 12)
  124: if r0 != 0x20 goto L11
  125: r0 = *(u8 *)(r2 + 13)
  126: if r0 != 0x4f goto L11
  127: r0 = *(u8 *)(r2 + 14)
  128: if r0 != 0x4b goto L11
L13:
  129: *(u32 *)(r10 - 136) = 0x0
  130: *(u64 *)(r10 - 144) = 0x1
  131: goto L0
L11:
      ; default
  132: *(u32 *)(r10 - 136) = 0x1
  133: *(u64 *)(r10 - 144) = 0x2
  134: goto L0
L4:
  135: if w1 == 0xdd86 goto L5
  136: if w1 == 0x81 goto L14
  137: if w1 != 0xa888 goto L1
L14:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  138: r2 = r0
  139: r2 += 0x12
  140: if r2 > r3 goto L1
  141: r1 = *(u16 *)(r0 + 16)
  142: r0 += 0x4
  143: if w1 == 0x8 goto L6
  144: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
  145: r2 = r0
  146: r2 += 0x36
  147: if r2 > r3 goto L1
  148: r1 = *(u16 *)(r0 + 18)
  149: r1 = be16 r1
  150: r1 += 0x36
  151: r2 = r0
  152: r2 += r1
  153: r1 = *(u64 *)(r10 - 152)
  154: r1 = *(u32 *)(r1 + 0)
  155: r2 -= r1
  156: *(u64 *)(r10 - 176) = r2
      ; extension headers: r4 = next header, r5 = its start
  157: r4 = *(u8 *)(r0 + 20)
  158: r5 = r0
  159: r5 += 0x36
  160: if r4 == 0x2c goto L18
  161: if r4 == 0x0 goto L17
  162: if r4 == 0x2b goto L17
  163: if r4 != 0x3c goto L15
L17:
  164: r2 = r5
  165: r2 += 0x8
  166: if r2 > r3 goto L1
  167: r1 = *(u8 *)(r5 + 1)
  168: r4 = *(u8 *)(r5 + 0)
  169: r1 += 0x1
  170: r1 <<= 0x3
  171: r5 += r1
  172: goto L19
L18:
  173: r2 = r5
  174: r2 += 0x8
  175: if r2 > r3 goto L1
  176: r1 = *(u16 *)(r5 + 2)
  177: r4 = *(u8 *)(r5 + 0)
  178: r5 += 0x8
  179: if w1 & 0xf8ff goto L16
L19:
  180: r1 = r5
  181: r1 -= r0
  182: if r1 > 0x7fff goto L1
  183: r5 = r0
  184: r5 += r1
  185: if r4 == 0x2c goto L21
  186: if r4 == 0x0 goto L20
  187: if r4 == 0x2b goto L20
  188: if r4 != 0x3c goto L15
L20:
  189: r2 = r5
  190: r2 += 0x8
  191: if r2 > r3 goto L1
  192: r1 = *(u8 *)(r5 + 1)
  193: r4 = *(u8 *)(r5 + 0)
  194: r1 += 0x1
  195: r1 <<= 0x3
  196: r5 += r1
  197: goto L22
L21:
  198: r2 = r5
  199: r2 += 0x8
  200: if r2 > r3 goto L1
  201: r1 = *(u16 *)(r5 + 2)
  202: r4 = *(u8 *)(r5 + 0)
  203: r5 += 0x8
  204: if w1 & 0xf8ff goto L16
L22:
  205: r1 = r5
  206: r1 -= r0
  207: if r1 > 0x7fff goto L1
  208: r5 = r0
  209: r5 += r1
  210: if r4 == 0x2c goto L24
  211: if r4 == 0x0 goto L23
  212: if r4 == 0x2b goto L23
  213: if r4 != 0x3c goto L15
L23:
  214: r2 = r5
  215: r2 += 0x8
  216: if r2 > r3 goto L1
  217: r1 = *(u8 *)(r5 + 1)
  218: r4 = *(u8 *)(r5 + 0)
  219: r1 += 0x1
  220: r1 <<= 0x3
  221: r5 += r1
  222: goto L25
L24:
  223: r2 = r5
  224: r2 += 0x8
  225: if r2 > r3 goto L1
  226: r1 = *(u16 *)(r5 + 2)
  227: r4 = *(u8 *)(r5 + 0)
  228: r5 += 0x8
  229: if w1 & 0xf8ff goto L16
L25:
  230: r1 = r5
  231: r1 -= r0
  232: if r1 > 0x7fff goto L1
  233: r5 = r0
  234: r5 += r1
  235: if r4 == 0x2c goto L27
  236: if r4 == 0x0 goto L26
  237: if r4 == 0x2b goto L26
  238: if r4 != 0x3c goto L15
L26:
  239: r2 = r5
  240: r2 += 0x8
  241: if r2 > r3 goto L1
  242: r1 = *(u8 *)(r5 + 1)
  243: r4 = *(u8 *)(r5 + 0)
  244: r1 += 0x1
  245: r1 <<= 0x3
  246: r5 += r1
  247: goto L28
L27:
  248: r2 = r5
  249: r2 += 0x8
  250: if r2 > r3 goto L1
  251: r1 = *(u16 *)(r5 + 2)
  252: r4 = *(u8 *)(r5 + 0)
  253: r5 += 0x8
  254: if w1 & 0xf8ff goto L16
L28:
  255: r1 = r5
  256: r1 -= r0
  257: if r1 > 0x7fff goto L1
  258: r5 = r0
  259: r5 += r1
  260: if r4 == 0x2c goto L30
  261: if r4 == 0x0 goto L29
  262: if r4 == 0x2b goto L29
  263: if r4 != 0x3c goto L15
L29:
  264: r2 = r5
  265: r2 += 0x8
  266: if r2 > r3 goto L1
  267: r1 = *(u8 *)(r5 + 1)
  268: r4 = *(u8 *)(r5 + 0)
  269: r1 += 0x1
  270: r1 <<= 0x3
  271: r5 += r1
  272: goto L31
L30:
  273: r2 = r5
  274: r2 += 0x8
  275: if r2 > r3 goto L1
  276: r1 = *(u16 *)(r5 + 2)
  277: r4 = *(u8 *)(r5 + 0)
  278: r5 += 0x8
  279: if w1 & 0xf8ff goto L16
L31:
  280: r1 = r5
  281: r1 -= r0
  282: if r1 > 0x7fff goto L1
  283: r5 = r0
  284: r5 += r1
  285: if r4 == 0x2c goto L33
  286: if r4 == 0x0 goto L32
  287: if r4 == 0x2b goto L32
  288: if r4 != 0x3c goto L15
L32:
  289: r2 = r5
  290: r2 += 0x8
  291: if r2 > r3 goto L1
  292: r1 = *(u8 *)(r5 + 1)
  293: r4 = *(u8 *)(r5 + 0)
  294: r1 += 0x1
  295: r1 <<= 0x3
  296: r5 += r1
  297: goto L34
L33:
  298: r2 = r5
  299: r2 += 0x8
  300: if r2 > r3 goto L1
  301: r1 = *(u16 *)(r5 + 2)
  302: r4 = *(u8 *)(r5 + 0)
  303: r5 += 0x8
  304: if w1 & 0xf8ff goto L16
L34:
  305: r1 = r5
  306: r1 -= r0
  307: if r1 > 0x7fff goto L1
  308: r5 = r0
  309: r5 += r1
  310: if r4 == 0x2c goto L36
  311: if r4 == 0x0 goto L35
  312: if r4 == 0x2b goto L35
  313: if r4 != 0x3c goto L15
L35:
  314: r2 = r5
  315: r2 += 0x8
  316: if r2 > r3 goto L1
  317: r1 = *(u8 *)(r5 + 1)
  318: r4 = *(u8 *)(r5 + 0)
  319: r1 += 0x1
  320: r1 <<= 0x3
  321: r5 += r1
  322: goto L37
L36:
  323: r2 = r5
  324: r2 += 0x8
  325: if r2 > r3 goto L1
  326: r1 = *(u16 *)(r5 + 2)
  327: r4 = *(u8 *)(r5 + 0)
  328: r5 += 0x8
  329: if w1 & 0xf8ff goto L16
L37:
  330: r1 = r5
  331: r1 -= r0
  332: if r1 > 0x7fff goto L1
  333: r5 = r0
  334: r5 += r1
  335: if r4 == 0x2c goto L39
  336: if r4 == 0x0 goto L38
  337: if r4 == 0x2b goto L38
  338: if r4 != 0x3c goto L15
L38:
  339: r2 = r5
  340: r2 += 0x8
  341: if r2 > r3 goto L1
  342: r1 = *(u8 *)(r5 + 1)
  343: r4 = *(u8 *)(r5 + 0)
  344: r1 += 0x1
  345: r1 <<= 0x3
  346: r5 += r1
  347: goto L40
L39:
  348: r2 = r5
  349: r2 += 0x8
  350: if r2 > r3 goto L1
  351: r1 = *(u16 *)(r5 + 2)
  352: r4 = *(u8 *)(r5 + 0)
  353: r5 += 0x8
  354: if w1 & 0xf8ff goto L16
L40:
  355: r1 = r5
  356: r1 -= r0
  357: if r1 > 0x7fff goto L1
  358: r5 = r0
  359: r5 += r1
      ; deeper than the walk: no specified verdict
  360: if r4 == 0x0 goto L1
  361: if r4 == 0x2b goto L1
  362: if r4 == 0x2c goto L1
  363: if r4 == 0x3c goto L1
L15:
      ; layer 4 (r4 = protocol, header at r5)
  364: if r4 == 0x6 goto L41
  365: if r4 == 0x3a goto L43
  366: if r4 == 0x11 goto L42
  367: r5 = 0x10000
  368: goto L3
L41:
  369: r2 = r5
  370: r2 += 0x14
  371: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  372: r1 = *(u8 *)(r5 + 12)
  373: r1 >>= 0x4
  374: r1 <<= 0x2
  375: r1 += 0x0
  376: r2 = r5
  377: r2 += r1
  378: r1 = *(u64 *)(r10 - 152)
  379: r1 = *(u32 *)(r1 + 0)
  380: r2 -= r1
  381: *(u64 *)(r10 - 160) = r2
  382: r1 = *(u64 *)(r10 - 176)
  383: r1 -= r2
  384: *(u64 *)(r10 - 168) = r1
  385: r5 = *(u16 *)(r5 + 0)
  386: goto L3
L43:
  387: r2 = r5
  388: r2 += 0x8
  389: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  390: r1 = 0x8
  391: r1 += 0x0
  392: r2 = r5
  393: r2 += r1
  394: r1 = *(u64 *)(r10 - 152)
  395: r1 = *(u32 *)(r1 + 0)
  396: r2 -= r1
  397: *(u64 *)(r10 - 160) = r2
  398: r1 = *(u64 *)(r10 - 176)
  399: r1 -= r2
  400: *(u64 *)(r10 - 168) = r1
  401: r5 = 0x10000
  402: goto L3
L42:
  403: r2 = r5
  404: r2 += 0x8
  405: if r2 > r3 goto L1
      ; payload: start and length within the IP length
  406: r1 = 0x8
  407: r1 += 0x0
  408: r2 = r5
  409: r2 += r1
  410: r1 = *(u64 *)(r10 - 152)
  411: r1 = *(u32 *)(r1 + 0)
  412: r2 -= r1
  413: *(u64 *)(r10 - 160) = r2
  414: r1 = *(u64 *)(r10 - 176)
  415: r1 -= r2
  416: *(u64 *)(r10 - 168) = r1
  417: r5 = *(u16 *)(r5 + 0)
  418: goto L3
L16:
  419: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  420: *(u32 *)(r10 - 136) = 0x1
  421: *(u64 *)(r10 - 144) = 0x2
  422: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  423: *(u32 *)(r10 - 136) = 0x2
  424: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  425: r1 = map[dropc_counters] ll
  427: r2 = r10
  428: r2 += 0xffffff78
  429: call 1
  430: if r0 == 0x0 goto L44
  431: r1 = *(u64 *)(r0 + 0)
  432: r1 += 0x1
  433: *(u64 *)(r0 + 0) = r1
L44:
  434: r0 = *(u64 *)(r10 - 144)
  435: if r0 != 0x2 goto L45
      ; pass: tail call dropc_next[0] (falls through when empty)
  436: r1 = *(u64 *)(r10 - 152)
  437: r2 = map[dropc_next] ll
  439: r3 = 0x0
  440: call 12
  441: r0 = 0x2
  442: exit
L45:
  443: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  444: r1 = map[dropc_counters] ll
  446: r2 = r10
  447: r2 += 0xffffff78
  448: call 1
  449: if r0 == 0x0 goto L46
  450: r1 = *(u64 *)(r0 + 0)
  451: r1 += 0x1
  452: *(u64 *)(r0 + 0) = r1
L46:
  453: r0 = *(u64 *)(r10 - 144)
  454: if r0 != 0x2 goto L47
      ; pass: tail call dropc_next[0] (falls through when empty)
  455: r1 = *(u64 *)(r10 - 152)
  456: r2 = map[dropc_next] ll
  458: r3 = 0x0
  459: call 12
  460: r0 = 0x2
  461: exit
L47:
  462: exit
