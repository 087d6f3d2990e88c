; dropc xdp program `dropc_xdp` (312 instruction slots)
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
   10: r6 = *(u32 *)(r0 + 30)
   11: r4 = *(u8 *)(r0 + 23)
   12: r2 = *(u16 *)(r0 + 20)
   13: if w2 & 0xff1f goto L7
   14: r5 = *(u8 *)(r0 + 14)
   15: r5 &= 0xf
   16: r5 <<= 0x2
   17: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   18: if r4 == 0x11 goto L9
   19: r5 = 0x10000
   20: goto L2
L7:
   21: r5 = 0x10000
   22: goto L2
L9:
   23: r2 = r5
   24: r2 += 0x16
   25: if r2 > r3 goto L1
   26: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `flood` (line 10): Drop
   27: if r4 != 0x11 goto L11
   28: if r5 != 0xd204 goto L11
L12:
   29: w6 &= 0xffffff
   30: if w6 != 0x12c6 goto L11
   31: *(u32 *)(r10 - 136) = 0x0
   32: *(u64 *)(r10 - 144) = 0x1
   33: goto L0
L11:
      ; default
   34: *(u32 *)(r10 - 136) = 0x1
   35: *(u64 *)(r10 - 144) = 0x2
   36: goto L0
L4:
   37: if w1 == 0xdd86 goto L5
   38: if w1 == 0x81 goto L13
   39: if w1 != 0xa888 goto L1
L13:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   40: r2 = r0
   41: r2 += 0x12
   42: if r2 > r3 goto L1
   43: r1 = *(u16 *)(r0 + 16)
   44: r0 += 0x4
   45: if w1 == 0x8 goto L6
   46: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   47: r2 = r0
   48: r2 += 0x36
   49: if r2 > r3 goto L1
   50: r6 = *(u64 *)(r0 + 38)
   51: r6 = be64 r6
   52: r7 = *(u64 *)(r0 + 46)
   53: r7 = be64 r7
      ; extension headers: r4 = next header, r5 = its start
   54: r4 = *(u8 *)(r0 + 20)
   55: r5 = r0
   56: r5 += 0x36
   57: if r4 == 0x2c goto L17
   58: if r4 == 0x0 goto L16
   59: if r4 == 0x2b goto L16
   60: if r4 != 0x3c goto L14
L16:
   61: r2 = r5
   62: r2 += 0x8
   63: if r2 > r3 goto L1
   64: r1 = *(u8 *)(r5 + 1)
   65: r4 = *(u8 *)(r5 + 0)
   66: r1 += 0x1
   67: r1 <<= 0x3
   68: r5 += r1
   69: goto L18
L17:
   70: r2 = r5
   71: r2 += 0x8
   72: if r2 > r3 goto L1
   73: r1 = *(u16 *)(r5 + 2)
   74: r4 = *(u8 *)(r5 + 0)
   75: r5 += 0x8
   76: if w1 & 0xf8ff goto L15
L18:
   77: r1 = r5
   78: r1 -= r0
   79: if r1 > 0x7fff goto L1
   80: r5 = r0
   81: r5 += r1
   82: if r4 == 0x2c goto L20
   83: if r4 == 0x0 goto L19
   84: if r4 == 0x2b goto L19
   85: if r4 != 0x3c goto L14
L19:
   86: r2 = r5
   87: r2 += 0x8
   88: if r2 > r3 goto L1
   89: r1 = *(u8 *)(r5 + 1)
   90: r4 = *(u8 *)(r5 + 0)
   91: r1 += 0x1
   92: r1 <<= 0x3
   93: r5 += r1
   94: goto L21
L20:
   95: r2 = r5
   96: r2 += 0x8
   97: if r2 > r3 goto L1
   98: r1 = *(u16 *)(r5 + 2)
   99: r4 = *(u8 *)(r5 + 0)
  100: r5 += 0x8
  101: if w1 & 0xf8ff goto L15
L21:
  102: r1 = r5
  103: r1 -= r0
  104: if r1 > 0x7fff goto L1
  105: r5 = r0
  106: r5 += r1
  107: if r4 == 0x2c goto L23
  108: if r4 == 0x0 goto L22
  109: if r4 == 0x2b goto L22
  110: if r4 != 0x3c goto L14
L22:
  111: r2 = r5
  112: r2 += 0x8
  113: if r2 > r3 goto L1
  114: r1 = *(u8 *)(r5 + 1)
  115: r4 = *(u8 *)(r5 + 0)
  116: r1 += 0x1
  117: r1 <<= 0x3
  118: r5 += r1
  119: goto L24
L23:
  120: r2 = r5
  121: r2 += 0x8
  122: if r2 > r3 goto L1
  123: r1 = *(u16 *)(r5 + 2)
  124: r4 = *(u8 *)(r5 + 0)
  125: r5 += 0x8
  126: if w1 & 0xf8ff goto L15
L24:
  127: r1 = r5
  128: r1 -= r0
  129: if r1 > 0x7fff goto L1
  130: r5 = r0
  131: r5 += r1
  132: if r4 == 0x2c goto L26
  133: if r4 == 0x0 goto L25
  134: if r4 == 0x2b goto L25
  135: if r4 != 0x3c goto L14
L25:
  136: r2 = r5
  137: r2 += 0x8
  138: if r2 > r3 goto L1
  139: r1 = *(u8 *)(r5 + 1)
  140: r4 = *(u8 *)(r5 + 0)
  141: r1 += 0x1
  142: r1 <<= 0x3
  143: r5 += r1
  144: goto L27
L26:
  145: r2 = r5
  146: r2 += 0x8
  147: if r2 > r3 goto L1
  148: r1 = *(u16 *)(r5 + 2)
  149: r4 = *(u8 *)(r5 + 0)
  150: r5 += 0x8
  151: if w1 & 0xf8ff goto L15
L27:
  152: r1 = r5
  153: r1 -= r0
  154: if r1 > 0x7fff goto L1
  155: r5 = r0
  156: r5 += r1
  157: if r4 == 0x2c goto L29
  158: if r4 == 0x0 goto L28
  159: if r4 == 0x2b goto L28
  160: if r4 != 0x3c goto L14
L28:
  161: r2 = r5
  162: r2 += 0x8
  163: if r2 > r3 goto L1
  164: r1 = *(u8 *)(r5 + 1)
  165: r4 = *(u8 *)(r5 + 0)
  166: r1 += 0x1
  167: r1 <<= 0x3
  168: r5 += r1
  169: goto L30
L29:
  170: r2 = r5
  171: r2 += 0x8
  172: if r2 > r3 goto L1
  173: r1 = *(u16 *)(r5 + 2)
  174: r4 = *(u8 *)(r5 + 0)
  175: r5 += 0x8
  176: if w1 & 0xf8ff goto L15
L30:
  177: r1 = r5
  178: r1 -= r0
  179: if r1 > 0x7fff goto L1
  180: r5 = r0
  181: r5 += r1
  182: if r4 == 0x2c goto L32
  183: if r4 == 0x0 goto L31
  184: if r4 == 0x2b goto L31
  185: if r4 != 0x3c goto L14
L31:
  186: r2 = r5
  187: r2 += 0x8
  188: if r2 > r3 goto L1
  189: r1 = *(u8 *)(r5 + 1)
  190: r4 = *(u8 *)(r5 + 0)
  191: r1 += 0x1
  192: r1 <<= 0x3
  193: r5 += r1
  194: goto L33
L32:
  195: r2 = r5
  196: r2 += 0x8
  197: if r2 > r3 goto L1
  198: r1 = *(u16 *)(r5 + 2)
  199: r4 = *(u8 *)(r5 + 0)
  200: r5 += 0x8
  201: if w1 & 0xf8ff goto L15
L33:
  202: r1 = r5
  203: r1 -= r0
  204: if r1 > 0x7fff goto L1
  205: r5 = r0
  206: r5 += r1
  207: if r4 == 0x2c goto L35
  208: if r4 == 0x0 goto L34
  209: if r4 == 0x2b goto L34
  210: if r4 != 0x3c goto L14
L34:
  211: r2 = r5
  212: r2 += 0x8
  213: if r2 > r3 goto L1
  214: r1 = *(u8 *)(r5 + 1)
  215: r4 = *(u8 *)(r5 + 0)
  216: r1 += 0x1
  217: r1 <<= 0x3
  218: r5 += r1
  219: goto L36
L35:
  220: r2 = r5
  221: r2 += 0x8
  222: if r2 > r3 goto L1
  223: r1 = *(u16 *)(r5 + 2)
  224: r4 = *(u8 *)(r5 + 0)
  225: r5 += 0x8
  226: if w1 & 0xf8ff goto L15
L36:
  227: r1 = r5
  228: r1 -= r0
  229: if r1 > 0x7fff goto L1
  230: r5 = r0
  231: r5 += r1
  232: if r4 == 0x2c goto L38
  233: if r4 == 0x0 goto L37
  234: if r4 == 0x2b goto L37
  235: if r4 != 0x3c goto L14
L37:
  236: r2 = r5
  237: r2 += 0x8
  238: if r2 > r3 goto L1
  239: r1 = *(u8 *)(r5 + 1)
  240: r4 = *(u8 *)(r5 + 0)
  241: r1 += 0x1
  242: r1 <<= 0x3
  243: r5 += r1
  244: goto L39
L38:
  245: r2 = r5
  246: r2 += 0x8
  247: if r2 > r3 goto L1
  248: r1 = *(u16 *)(r5 + 2)
  249: r4 = *(u8 *)(r5 + 0)
  250: r5 += 0x8
  251: if w1 & 0xf8ff goto L15
L39:
  252: r1 = r5
  253: r1 -= r0
  254: if r1 > 0x7fff goto L1
  255: r5 = r0
  256: r5 += r1
      ; deeper than the walk: no specified verdict
  257: if r4 == 0x0 goto L1
  258: if r4 == 0x2b goto L1
  259: if r4 == 0x2c goto L1
  260: if r4 == 0x3c goto L1
L14:
      ; layer 4 (r4 = protocol, header at r5)
  261: if r4 == 0x11 goto L41
  262: r5 = 0x10000
  263: goto L3
L41:
  264: r2 = r5
  265: r2 += 0x8
  266: if r2 > r3 goto L1
  267: r5 = *(u16 *)(r5 + 2)
  268: goto L3
L15:
  269: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `flood` (line 10): Drop
  270: if r4 != 0x11 goto L43
  271: if r5 != 0xd204 goto L43
L44:
  272: r1 = r6
  273: r2 = r7
  274: r3 = 0xfd00000000000000 ll
  276: if r1 >= r3 goto L47
  277: goto L43
L47:
  278: r3 = 0xfd00000000000000 ll
  280: if r1 <= r3 goto L45
L46:
  281: goto L43
L45:
  282: *(u32 *)(r10 - 136) = 0x0
  283: *(u64 *)(r10 - 144) = 0x1
  284: goto L0
L43:
      ; default
  285: *(u32 *)(r10 - 136) = 0x1
  286: *(u64 *)(r10 - 144) = 0x2
  287: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  288: *(u32 *)(r10 - 136) = 0x2
  289: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  290: r1 = map[dropc_counters] ll
  292: r2 = r10
  293: r2 += 0xffffff78
  294: call 1
  295: if r0 == 0x0 goto L48
  296: r1 = *(u64 *)(r0 + 0)
  297: r1 += 0x1
  298: *(u64 *)(r0 + 0) = r1
L48:
  299: r0 = *(u64 *)(r10 - 144)
  300: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  301: r1 = map[dropc_counters] ll
  303: r2 = r10
  304: r2 += 0xffffff78
  305: call 1
  306: if r0 == 0x0 goto L49
  307: r1 = *(u64 *)(r0 + 0)
  308: r1 += 0x1
  309: *(u64 *)(r0 + 0) = r1
L49:
  310: r0 = *(u64 *)(r10 - 144)
  311: exit
