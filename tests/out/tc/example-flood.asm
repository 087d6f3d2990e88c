; dropc tc program `dropc_tc` (326 instruction slots)
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
   22: r7 = *(u32 *)(r0 + 30)
   23: r4 = *(u8 *)(r0 + 23)
   24: r2 = *(u16 *)(r0 + 20)
   25: if w2 & 0xff1f goto L9
   26: r5 = *(u8 *)(r0 + 14)
   27: r5 &= 0xf
   28: r5 <<= 0x2
   29: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   30: if r4 == 0x11 goto L11
   31: r5 = 0x10000
   32: goto L2
L9:
   33: r5 = 0x10000
   34: goto L2
L11:
   35: r2 = r5
   36: r2 += 0x16
   37: if r2 > r3 goto L1
   38: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `flood` (line 10): Drop
   39: if r4 != 0x11 goto L13
   40: if r5 != 0xd204 goto L13
L14:
   41: w7 &= 0xffffff
   42: if w7 != 0x12c6 goto L13
   43: *(u32 *)(r10 - 136) = 0x0
   44: *(u64 *)(r10 - 144) = 0x2
   45: goto L0
L13:
      ; default
   46: *(u32 *)(r10 - 136) = 0x1
   47: *(u64 *)(r10 - 144) = 0xffffffff
   48: goto L0
L6:
   49: if w1 == 0xdd86 goto L7
   50: if w1 == 0x81 goto L15
   51: if w1 != 0xa888 goto L1
L15:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   52: r2 = *(u32 *)(r6 + 20)
   53: if r2 != 0x0 goto L1
   54: r2 = r0
   55: r2 += 0x12
   56: if r2 > r3 goto L1
   57: r1 = *(u16 *)(r0 + 16)
   58: r0 += 0x4
   59: if w1 == 0x8 goto L8
   60: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
   61: r2 = r0
   62: r2 += 0x36
   63: if r2 > r3 goto L1
   64: r7 = *(u64 *)(r0 + 38)
   65: r7 = be64 r7
   66: r8 = *(u64 *)(r0 + 46)
   67: r8 = be64 r8
      ; extension headers: r4 = next header, r5 = its start
   68: r4 = *(u8 *)(r0 + 20)
   69: r5 = r0
   70: r5 += 0x36
   71: if r4 == 0x2c goto L19
   72: if r4 == 0x0 goto L18
   73: if r4 == 0x2b goto L18
   74: if r4 != 0x3c goto L16
L18:
   75: r2 = r5
   76: r2 += 0x8
   77: if r2 > r3 goto L1
   78: r1 = *(u8 *)(r5 + 1)
   79: r4 = *(u8 *)(r5 + 0)
   80: r1 += 0x1
   81: r1 <<= 0x3
   82: r5 += r1
   83: goto L20
L19:
   84: r2 = r5
   85: r2 += 0x8
   86: if r2 > r3 goto L1
   87: r1 = *(u16 *)(r5 + 2)
   88: r4 = *(u8 *)(r5 + 0)
   89: r5 += 0x8
   90: if w1 & 0xf8ff goto L17
L20:
   91: r1 = r5
   92: r1 -= r0
   93: if r1 > 0x7fff goto L1
   94: r5 = r0
   95: r5 += r1
   96: if r4 == 0x2c goto L22
   97: if r4 == 0x0 goto L21
   98: if r4 == 0x2b goto L21
   99: if r4 != 0x3c goto L16
L21:
  100: r2 = r5
  101: r2 += 0x8
  102: if r2 > r3 goto L1
  103: r1 = *(u8 *)(r5 + 1)
  104: r4 = *(u8 *)(r5 + 0)
  105: r1 += 0x1
  106: r1 <<= 0x3
  107: r5 += r1
  108: goto L23
L22:
  109: r2 = r5
  110: r2 += 0x8
  111: if r2 > r3 goto L1
  112: r1 = *(u16 *)(r5 + 2)
  113: r4 = *(u8 *)(r5 + 0)
  114: r5 += 0x8
  115: if w1 & 0xf8ff goto L17
L23:
  116: r1 = r5
  117: r1 -= r0
  118: if r1 > 0x7fff goto L1
  119: r5 = r0
  120: r5 += r1
  121: if r4 == 0x2c goto L25
  122: if r4 == 0x0 goto L24
  123: if r4 == 0x2b goto L24
  124: if r4 != 0x3c goto L16
L24:
  125: r2 = r5
  126: r2 += 0x8
  127: if r2 > r3 goto L1
  128: r1 = *(u8 *)(r5 + 1)
  129: r4 = *(u8 *)(r5 + 0)
  130: r1 += 0x1
  131: r1 <<= 0x3
  132: r5 += r1
  133: goto L26
L25:
  134: r2 = r5
  135: r2 += 0x8
  136: if r2 > r3 goto L1
  137: r1 = *(u16 *)(r5 + 2)
  138: r4 = *(u8 *)(r5 + 0)
  139: r5 += 0x8
  140: if w1 & 0xf8ff goto L17
L26:
  141: r1 = r5
  142: r1 -= r0
  143: if r1 > 0x7fff goto L1
  144: r5 = r0
  145: r5 += r1
  146: if r4 == 0x2c goto L28
  147: if r4 == 0x0 goto L27
  148: if r4 == 0x2b goto L27
  149: if r4 != 0x3c goto L16
L27:
  150: r2 = r5
  151: r2 += 0x8
  152: if r2 > r3 goto L1
  153: r1 = *(u8 *)(r5 + 1)
  154: r4 = *(u8 *)(r5 + 0)
  155: r1 += 0x1
  156: r1 <<= 0x3
  157: r5 += r1
  158: goto L29
L28:
  159: r2 = r5
  160: r2 += 0x8
  161: if r2 > r3 goto L1
  162: r1 = *(u16 *)(r5 + 2)
  163: r4 = *(u8 *)(r5 + 0)
  164: r5 += 0x8
  165: if w1 & 0xf8ff goto L17
L29:
  166: r1 = r5
  167: r1 -= r0
  168: if r1 > 0x7fff goto L1
  169: r5 = r0
  170: r5 += r1
  171: if r4 == 0x2c goto L31
  172: if r4 == 0x0 goto L30
  173: if r4 == 0x2b goto L30
  174: if r4 != 0x3c goto L16
L30:
  175: r2 = r5
  176: r2 += 0x8
  177: if r2 > r3 goto L1
  178: r1 = *(u8 *)(r5 + 1)
  179: r4 = *(u8 *)(r5 + 0)
  180: r1 += 0x1
  181: r1 <<= 0x3
  182: r5 += r1
  183: goto L32
L31:
  184: r2 = r5
  185: r2 += 0x8
  186: if r2 > r3 goto L1
  187: r1 = *(u16 *)(r5 + 2)
  188: r4 = *(u8 *)(r5 + 0)
  189: r5 += 0x8
  190: if w1 & 0xf8ff goto L17
L32:
  191: r1 = r5
  192: r1 -= r0
  193: if r1 > 0x7fff goto L1
  194: r5 = r0
  195: r5 += r1
  196: if r4 == 0x2c goto L34
  197: if r4 == 0x0 goto L33
  198: if r4 == 0x2b goto L33
  199: if r4 != 0x3c goto L16
L33:
  200: r2 = r5
  201: r2 += 0x8
  202: if r2 > r3 goto L1
  203: r1 = *(u8 *)(r5 + 1)
  204: r4 = *(u8 *)(r5 + 0)
  205: r1 += 0x1
  206: r1 <<= 0x3
  207: r5 += r1
  208: goto L35
L34:
  209: r2 = r5
  210: r2 += 0x8
  211: if r2 > r3 goto L1
  212: r1 = *(u16 *)(r5 + 2)
  213: r4 = *(u8 *)(r5 + 0)
  214: r5 += 0x8
  215: if w1 & 0xf8ff goto L17
L35:
  216: r1 = r5
  217: r1 -= r0
  218: if r1 > 0x7fff goto L1
  219: r5 = r0
  220: r5 += r1
  221: if r4 == 0x2c goto L37
  222: if r4 == 0x0 goto L36
  223: if r4 == 0x2b goto L36
  224: if r4 != 0x3c goto L16
L36:
  225: r2 = r5
  226: r2 += 0x8
  227: if r2 > r3 goto L1
  228: r1 = *(u8 *)(r5 + 1)
  229: r4 = *(u8 *)(r5 + 0)
  230: r1 += 0x1
  231: r1 <<= 0x3
  232: r5 += r1
  233: goto L38
L37:
  234: r2 = r5
  235: r2 += 0x8
  236: if r2 > r3 goto L1
  237: r1 = *(u16 *)(r5 + 2)
  238: r4 = *(u8 *)(r5 + 0)
  239: r5 += 0x8
  240: if w1 & 0xf8ff goto L17
L38:
  241: r1 = r5
  242: r1 -= r0
  243: if r1 > 0x7fff goto L1
  244: r5 = r0
  245: r5 += r1
  246: if r4 == 0x2c goto L40
  247: if r4 == 0x0 goto L39
  248: if r4 == 0x2b goto L39
  249: if r4 != 0x3c goto L16
L39:
  250: r2 = r5
  251: r2 += 0x8
  252: if r2 > r3 goto L1
  253: r1 = *(u8 *)(r5 + 1)
  254: r4 = *(u8 *)(r5 + 0)
  255: r1 += 0x1
  256: r1 <<= 0x3
  257: r5 += r1
  258: goto L41
L40:
  259: r2 = r5
  260: r2 += 0x8
  261: if r2 > r3 goto L1
  262: r1 = *(u16 *)(r5 + 2)
  263: r4 = *(u8 *)(r5 + 0)
  264: r5 += 0x8
  265: if w1 & 0xf8ff goto L17
L41:
  266: r1 = r5
  267: r1 -= r0
  268: if r1 > 0x7fff goto L1
  269: r5 = r0
  270: r5 += r1
      ; deeper than the walk: no specified verdict
  271: if r4 == 0x0 goto L1
  272: if r4 == 0x2b goto L1
  273: if r4 == 0x2c goto L1
  274: if r4 == 0x3c goto L1
L16:
      ; layer 4 (r4 = protocol, header at r5)
  275: if r4 == 0x11 goto L43
  276: r5 = 0x10000
  277: goto L3
L43:
  278: r2 = r5
  279: r2 += 0x8
  280: if r2 > r3 goto L1
  281: r5 = *(u16 *)(r5 + 2)
  282: goto L3
L17:
  283: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `flood` (line 10): Drop
  284: if r4 != 0x11 goto L45
  285: if r5 != 0xd204 goto L45
L46:
  286: r1 = r7
  287: r2 = r8
  288: r3 = 0xfd00000000000000 ll
  290: if r1 >= r3 goto L49
  291: goto L45
L49:
  292: r3 = 0xfd00000000000000 ll
  294: if r1 <= r3 goto L47
L48:
  295: goto L45
L47:
  296: *(u32 *)(r10 - 136) = 0x0
  297: *(u64 *)(r10 - 144) = 0x2
  298: goto L0
L45:
      ; default
  299: *(u32 *)(r10 - 136) = 0x1
  300: *(u64 *)(r10 - 144) = 0xffffffff
  301: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  302: *(u32 *)(r10 - 136) = 0x2
  303: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  304: r1 = map[dropc_counters] ll
  306: r2 = r10
  307: r2 += 0xffffff78
  308: call 1
  309: if r0 == 0x0 goto L50
  310: r1 = *(u64 *)(r0 + 0)
  311: r1 += 0x1
  312: *(u64 *)(r0 + 0) = r1
L50:
  313: r0 = *(u64 *)(r10 - 144)
  314: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  315: r1 = map[dropc_counters] ll
  317: r2 = r10
  318: r2 += 0xffffff78
  319: call 1
  320: if r0 == 0x0 goto L51
  321: r1 = *(u64 *)(r0 + 0)
  322: r1 += 0x1
  323: *(u64 *)(r0 + 0) = r1
L51:
  324: r0 = *(u64 *)(r10 - 144)
  325: exit
