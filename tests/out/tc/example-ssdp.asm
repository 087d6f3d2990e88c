; dropc tc program `dropc_tc` (399 instruction slots)
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
      ; payload: keep the packet bounds and the IP packet's end
   22: *(u64 *)(r10 - 160) = r0
   23: *(u64 *)(r10 - 168) = r3
   24: r1 = *(u16 *)(r0 + 16)
   25: r1 = be16 r1
   26: r1 += 0xe
   27: *(u64 *)(r10 - 184) = r1
   28: r4 = *(u8 *)(r0 + 23)
   29: r2 = *(u16 *)(r0 + 20)
   30: if w2 & 0xff1f goto L9
   31: r5 = *(u8 *)(r0 + 14)
   32: r5 &= 0xf
   33: r5 <<= 0x2
   34: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   35: if r4 == 0x6 goto L10
   36: if r4 == 0x1 goto L12
   37: if r4 == 0x11 goto L11
   38: r5 = 0x10000
   39: *(u64 *)(r10 - 176) = 0x10000
   40: goto L2
L10:
   41: r2 = r5
   42: r2 += 0x22
   43: if r2 > r3 goto L1
   44: r1 = *(u8 *)(r5 + 26)
   45: r1 >>= 0x4
   46: r1 <<= 0x2
   47: r2 = r5
   48: r2 -= r0
   49: r2 += 0xe
   50: r2 += r1
   51: *(u64 *)(r10 - 176) = r2
   52: r5 = *(u16 *)(r5 + 14)
   53: goto L2
L12:
   54: r2 = r5
   55: r2 += 0x16
   56: if r2 > r3 goto L1
   57: r2 = r5
   58: r2 -= r0
   59: r2 += 0x16
   60: *(u64 *)(r10 - 176) = r2
   61: r5 = 0x10000
   62: goto L2
L9:
   63: r5 = 0x10000
   64: *(u64 *)(r10 - 176) = 0x10000
   65: goto L2
L11:
   66: r2 = r5
   67: r2 += 0x16
   68: if r2 > r3 goto L1
   69: r2 = r5
   70: r2 -= r0
   71: r2 += 0x16
   72: *(u64 *)(r10 - 176) = r2
   73: r5 = *(u16 *)(r5 + 14)
L2:
      ; rules for IPv4 packets
      ; rule 0 `ssdp-response` (line 8): Drop
   74: if r4 != 0x11 goto L13
   75: if r5 != 0x6c07 goto L13
L14:
      ; payload: 15 bytes at payload offset 0
   76: r1 = *(u64 *)(r10 - 176)
   77: r1 |= 0x0
   78: if r1 > 0xffec goto L13
   79: r2 = r1
   80: r2 += 0xf
   81: r3 = *(u64 *)(r10 - 184)
   82: if r2 > r3 goto L13
   83: r2 = *(u64 *)(r10 - 160)
   84: r2 += r1
   85: r3 = r2
   86: r3 += 0xf
   87: r1 = *(u64 *)(r10 - 168)
   88: if r3 > r1 goto L13
   89: r1 = *(u64 *)(r2 + 0)
   90: r3 = 0x312e312f50545448 ll
   92: if r1 != r3 goto L13
   93: r1 = *(u32 *)(r2 + 8)
   94: if w1 != 0x30303220 goto L13
   95: r1 = *(u16 *)(r2 + 12)
   96: if w1 != 0x4f20 goto L13
   97: r1 = *(u8 *)(r2 + 14)
   98: if w1 != 0x4b goto L13
L15:
   99: *(u32 *)(r10 - 136) = 0x0
  100: *(u64 *)(r10 - 144) = 0x2
  101: goto L0
L13:
      ; default
  102: *(u32 *)(r10 - 136) = 0x1
  103: *(u64 *)(r10 - 144) = 0xffffffff
  104: goto L0
L6:
  105: if w1 == 0xdd86 goto L7
  106: if w1 == 0x81 goto L16
  107: if w1 != 0xa888 goto L1
L16:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
  108: r2 = *(u32 *)(r6 + 20)
  109: if r2 != 0x0 goto L1
  110: r2 = r0
  111: r2 += 0x12
  112: if r2 > r3 goto L1
  113: r1 = *(u16 *)(r0 + 16)
  114: r0 += 0x4
  115: if w1 == 0x8 goto L8
  116: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
  117: r2 = r0
  118: r2 += 0x36
  119: if r2 > r3 goto L1
      ; payload: keep the packet bounds and the IP packet's end
  120: *(u64 *)(r10 - 160) = r0
  121: *(u64 *)(r10 - 168) = r3
  122: r1 = *(u16 *)(r0 + 18)
  123: r1 = be16 r1
  124: r1 += 0x36
  125: *(u64 *)(r10 - 184) = r1
      ; extension headers: r4 = next header, r5 = its start
  126: r4 = *(u8 *)(r0 + 20)
  127: r5 = r0
  128: r5 += 0x36
  129: if r4 == 0x2c goto L20
  130: if r4 == 0x0 goto L19
  131: if r4 == 0x2b goto L19
  132: if r4 != 0x3c goto L17
L19:
  133: r2 = r5
  134: r2 += 0x8
  135: if r2 > r3 goto L1
  136: r1 = *(u8 *)(r5 + 1)
  137: r4 = *(u8 *)(r5 + 0)
  138: r1 += 0x1
  139: r1 <<= 0x3
  140: r5 += r1
  141: goto L21
L20:
  142: r2 = r5
  143: r2 += 0x8
  144: if r2 > r3 goto L1
  145: r1 = *(u16 *)(r5 + 2)
  146: r4 = *(u8 *)(r5 + 0)
  147: r5 += 0x8
  148: if w1 & 0xf8ff goto L18
L21:
  149: r1 = r5
  150: r1 -= r0
  151: if r1 > 0x7fff goto L1
  152: r5 = r0
  153: r5 += r1
  154: if r4 == 0x2c goto L23
  155: if r4 == 0x0 goto L22
  156: if r4 == 0x2b goto L22
  157: if r4 != 0x3c goto L17
L22:
  158: r2 = r5
  159: r2 += 0x8
  160: if r2 > r3 goto L1
  161: r1 = *(u8 *)(r5 + 1)
  162: r4 = *(u8 *)(r5 + 0)
  163: r1 += 0x1
  164: r1 <<= 0x3
  165: r5 += r1
  166: goto L24
L23:
  167: r2 = r5
  168: r2 += 0x8
  169: if r2 > r3 goto L1
  170: r1 = *(u16 *)(r5 + 2)
  171: r4 = *(u8 *)(r5 + 0)
  172: r5 += 0x8
  173: if w1 & 0xf8ff goto L18
L24:
  174: r1 = r5
  175: r1 -= r0
  176: if r1 > 0x7fff goto L1
  177: r5 = r0
  178: r5 += r1
  179: if r4 == 0x2c goto L26
  180: if r4 == 0x0 goto L25
  181: if r4 == 0x2b goto L25
  182: if r4 != 0x3c goto L17
L25:
  183: r2 = r5
  184: r2 += 0x8
  185: if r2 > r3 goto L1
  186: r1 = *(u8 *)(r5 + 1)
  187: r4 = *(u8 *)(r5 + 0)
  188: r1 += 0x1
  189: r1 <<= 0x3
  190: r5 += r1
  191: goto L27
L26:
  192: r2 = r5
  193: r2 += 0x8
  194: if r2 > r3 goto L1
  195: r1 = *(u16 *)(r5 + 2)
  196: r4 = *(u8 *)(r5 + 0)
  197: r5 += 0x8
  198: if w1 & 0xf8ff goto L18
L27:
  199: r1 = r5
  200: r1 -= r0
  201: if r1 > 0x7fff goto L1
  202: r5 = r0
  203: r5 += r1
  204: if r4 == 0x2c goto L29
  205: if r4 == 0x0 goto L28
  206: if r4 == 0x2b goto L28
  207: if r4 != 0x3c goto L17
L28:
  208: r2 = r5
  209: r2 += 0x8
  210: if r2 > r3 goto L1
  211: r1 = *(u8 *)(r5 + 1)
  212: r4 = *(u8 *)(r5 + 0)
  213: r1 += 0x1
  214: r1 <<= 0x3
  215: r5 += r1
  216: goto L30
L29:
  217: r2 = r5
  218: r2 += 0x8
  219: if r2 > r3 goto L1
  220: r1 = *(u16 *)(r5 + 2)
  221: r4 = *(u8 *)(r5 + 0)
  222: r5 += 0x8
  223: if w1 & 0xf8ff goto L18
L30:
  224: r1 = r5
  225: r1 -= r0
  226: if r1 > 0x7fff goto L1
  227: r5 = r0
  228: r5 += r1
  229: if r4 == 0x2c goto L32
  230: if r4 == 0x0 goto L31
  231: if r4 == 0x2b goto L31
  232: if r4 != 0x3c goto L17
L31:
  233: r2 = r5
  234: r2 += 0x8
  235: if r2 > r3 goto L1
  236: r1 = *(u8 *)(r5 + 1)
  237: r4 = *(u8 *)(r5 + 0)
  238: r1 += 0x1
  239: r1 <<= 0x3
  240: r5 += r1
  241: goto L33
L32:
  242: r2 = r5
  243: r2 += 0x8
  244: if r2 > r3 goto L1
  245: r1 = *(u16 *)(r5 + 2)
  246: r4 = *(u8 *)(r5 + 0)
  247: r5 += 0x8
  248: if w1 & 0xf8ff goto L18
L33:
  249: r1 = r5
  250: r1 -= r0
  251: if r1 > 0x7fff goto L1
  252: r5 = r0
  253: r5 += r1
  254: if r4 == 0x2c goto L35
  255: if r4 == 0x0 goto L34
  256: if r4 == 0x2b goto L34
  257: if r4 != 0x3c goto L17
L34:
  258: r2 = r5
  259: r2 += 0x8
  260: if r2 > r3 goto L1
  261: r1 = *(u8 *)(r5 + 1)
  262: r4 = *(u8 *)(r5 + 0)
  263: r1 += 0x1
  264: r1 <<= 0x3
  265: r5 += r1
  266: goto L36
L35:
  267: r2 = r5
  268: r2 += 0x8
  269: if r2 > r3 goto L1
  270: r1 = *(u16 *)(r5 + 2)
  271: r4 = *(u8 *)(r5 + 0)
  272: r5 += 0x8
  273: if w1 & 0xf8ff goto L18
L36:
  274: r1 = r5
  275: r1 -= r0
  276: if r1 > 0x7fff goto L1
  277: r5 = r0
  278: r5 += r1
  279: if r4 == 0x2c goto L38
  280: if r4 == 0x0 goto L37
  281: if r4 == 0x2b goto L37
  282: if r4 != 0x3c goto L17
L37:
  283: r2 = r5
  284: r2 += 0x8
  285: if r2 > r3 goto L1
  286: r1 = *(u8 *)(r5 + 1)
  287: r4 = *(u8 *)(r5 + 0)
  288: r1 += 0x1
  289: r1 <<= 0x3
  290: r5 += r1
  291: goto L39
L38:
  292: r2 = r5
  293: r2 += 0x8
  294: if r2 > r3 goto L1
  295: r1 = *(u16 *)(r5 + 2)
  296: r4 = *(u8 *)(r5 + 0)
  297: r5 += 0x8
  298: if w1 & 0xf8ff goto L18
L39:
  299: r1 = r5
  300: r1 -= r0
  301: if r1 > 0x7fff goto L1
  302: r5 = r0
  303: r5 += r1
  304: if r4 == 0x2c goto L41
  305: if r4 == 0x0 goto L40
  306: if r4 == 0x2b goto L40
  307: if r4 != 0x3c goto L17
L40:
  308: r2 = r5
  309: r2 += 0x8
  310: if r2 > r3 goto L1
  311: r1 = *(u8 *)(r5 + 1)
  312: r4 = *(u8 *)(r5 + 0)
  313: r1 += 0x1
  314: r1 <<= 0x3
  315: r5 += r1
  316: goto L42
L41:
  317: r2 = r5
  318: r2 += 0x8
  319: if r2 > r3 goto L1
  320: r1 = *(u16 *)(r5 + 2)
  321: r4 = *(u8 *)(r5 + 0)
  322: r5 += 0x8
  323: if w1 & 0xf8ff goto L18
L42:
  324: r1 = r5
  325: r1 -= r0
  326: if r1 > 0x7fff goto L1
  327: r5 = r0
  328: r5 += r1
      ; deeper than the walk: no specified verdict
  329: if r4 == 0x0 goto L1
  330: if r4 == 0x2b goto L1
  331: if r4 == 0x2c goto L1
  332: if r4 == 0x3c goto L1
L17:
      ; layer 4 (r4 = protocol, header at r5)
  333: if r4 == 0x6 goto L43
  334: if r4 == 0x3a goto L45
  335: if r4 == 0x11 goto L44
  336: r5 = 0x10000
  337: *(u64 *)(r10 - 176) = 0x10000
  338: goto L3
L43:
  339: r2 = r5
  340: r2 += 0x14
  341: if r2 > r3 goto L1
  342: r1 = *(u8 *)(r5 + 12)
  343: r1 >>= 0x4
  344: r1 <<= 0x2
  345: r2 = r5
  346: r2 -= r0
  347: r2 += 0x0
  348: r2 += r1
  349: *(u64 *)(r10 - 176) = r2
  350: r5 = *(u16 *)(r5 + 0)
  351: goto L3
L45:
  352: r2 = r5
  353: r2 += 0x8
  354: if r2 > r3 goto L1
  355: r2 = r5
  356: r2 -= r0
  357: r2 += 0x8
  358: *(u64 *)(r10 - 176) = r2
  359: r5 = 0x10000
  360: goto L3
L44:
  361: r2 = r5
  362: r2 += 0x8
  363: if r2 > r3 goto L1
  364: r2 = r5
  365: r2 -= r0
  366: r2 += 0x8
  367: *(u64 *)(r10 - 176) = r2
  368: r5 = *(u16 *)(r5 + 0)
  369: goto L3
L18:
  370: r5 = 0x10000
  371: *(u64 *)(r10 - 176) = 0x10000
L3:
      ; rules for IPv6 packets
      ; default
  372: *(u32 *)(r10 - 136) = 0x1
  373: *(u64 *)(r10 - 144) = 0xffffffff
  374: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  375: *(u32 *)(r10 - 136) = 0x2
  376: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  377: r1 = map[dropc_counters] ll
  379: r2 = r10
  380: r2 += 0xffffff78
  381: call 1
  382: if r0 == 0x0 goto L46
  383: r1 = *(u64 *)(r0 + 0)
  384: r1 += 0x1
  385: *(u64 *)(r0 + 0) = r1
L46:
  386: r0 = *(u64 *)(r10 - 144)
  387: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  388: r1 = map[dropc_counters] ll
  390: r2 = r10
  391: r2 += 0xffffff78
  392: call 1
  393: if r0 == 0x0 goto L47
  394: r1 = *(u64 *)(r0 + 0)
  395: r1 += 0x1
  396: *(u64 *)(r0 + 0) = r1
L47:
  397: r0 = *(u64 *)(r10 - 144)
  398: exit
