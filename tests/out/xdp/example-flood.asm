; dropc xdp program `dropc_xdp` (343 instruction slots)
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
   11: r6 = *(u32 *)(r0 + 30)
   12: r4 = *(u8 *)(r0 + 23)
   13: r2 = *(u16 *)(r0 + 20)
   14: if w2 & 0xff1f goto L7
   15: r5 = *(u8 *)(r0 + 14)
   16: r5 &= 0xf
   17: r5 <<= 0x2
   18: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   19: if r4 == 0x11 goto L9
   20: r5 = 0x10000
   21: goto L2
L7:
   22: r5 = 0x10000
   23: goto L2
L9:
   24: r2 = r5
   25: r2 += 0x16
   26: if r2 > r3 goto L1
   27: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `flood` (line 10): Drop
   28: if r4 != 0x11 goto L11
   29: if r5 != 0xd204 goto L11
L12:
   30: w6 &= 0xffffff
   31: if w6 != 0x12c6 goto L11
   32: *(u32 *)(r10 - 136) = 0x0
   33: *(u64 *)(r10 - 144) = 0x1
   34: goto L0
L11:
      ; default
   35: *(u32 *)(r10 - 136) = 0x1
   36: *(u64 *)(r10 - 144) = 0x2
   37: goto L0
L4:
   38: if w1 == 0xdd86 goto L5
   39: if w1 == 0x81 goto L13
   40: if w1 != 0xa888 goto L1
L13:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   41: r2 = r0
   42: r2 += 0x12
   43: if r2 > r3 goto L1
   44: r1 = *(u16 *)(r0 + 16)
   45: r0 += 0x4
   46: if w1 == 0x8 goto L6
   47: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   48: r2 = r0
   49: r2 += 0x36
   50: if r2 > r3 goto L1
   51: r6 = *(u64 *)(r0 + 38)
   52: r6 = be64 r6
   53: r7 = *(u64 *)(r0 + 46)
   54: r7 = be64 r7
      ; extension headers: r4 = next header, r5 = its start
   55: r4 = *(u8 *)(r0 + 20)
   56: r5 = r0
   57: r5 += 0x36
   58: if r4 == 0x2c goto L17
   59: if r4 == 0x0 goto L16
   60: if r4 == 0x2b goto L16
   61: if r4 != 0x3c goto L14
L16:
   62: r2 = r5
   63: r2 += 0x8
   64: if r2 > r3 goto L1
   65: r1 = *(u8 *)(r5 + 1)
   66: r4 = *(u8 *)(r5 + 0)
   67: r1 += 0x1
   68: r1 <<= 0x3
   69: r5 += r1
   70: goto L18
L17:
   71: r2 = r5
   72: r2 += 0x8
   73: if r2 > r3 goto L1
   74: r1 = *(u16 *)(r5 + 2)
   75: r4 = *(u8 *)(r5 + 0)
   76: r5 += 0x8
   77: if w1 & 0xf8ff goto L15
L18:
   78: r1 = r5
   79: r1 -= r0
   80: if r1 > 0x7fff goto L1
   81: r5 = r0
   82: r5 += r1
   83: if r4 == 0x2c goto L20
   84: if r4 == 0x0 goto L19
   85: if r4 == 0x2b goto L19
   86: if r4 != 0x3c goto L14
L19:
   87: r2 = r5
   88: r2 += 0x8
   89: if r2 > r3 goto L1
   90: r1 = *(u8 *)(r5 + 1)
   91: r4 = *(u8 *)(r5 + 0)
   92: r1 += 0x1
   93: r1 <<= 0x3
   94: r5 += r1
   95: goto L21
L20:
   96: r2 = r5
   97: r2 += 0x8
   98: if r2 > r3 goto L1
   99: r1 = *(u16 *)(r5 + 2)
  100: r4 = *(u8 *)(r5 + 0)
  101: r5 += 0x8
  102: if w1 & 0xf8ff goto L15
L21:
  103: r1 = r5
  104: r1 -= r0
  105: if r1 > 0x7fff goto L1
  106: r5 = r0
  107: r5 += r1
  108: if r4 == 0x2c goto L23
  109: if r4 == 0x0 goto L22
  110: if r4 == 0x2b goto L22
  111: if r4 != 0x3c goto L14
L22:
  112: r2 = r5
  113: r2 += 0x8
  114: if r2 > r3 goto L1
  115: r1 = *(u8 *)(r5 + 1)
  116: r4 = *(u8 *)(r5 + 0)
  117: r1 += 0x1
  118: r1 <<= 0x3
  119: r5 += r1
  120: goto L24
L23:
  121: r2 = r5
  122: r2 += 0x8
  123: if r2 > r3 goto L1
  124: r1 = *(u16 *)(r5 + 2)
  125: r4 = *(u8 *)(r5 + 0)
  126: r5 += 0x8
  127: if w1 & 0xf8ff goto L15
L24:
  128: r1 = r5
  129: r1 -= r0
  130: if r1 > 0x7fff goto L1
  131: r5 = r0
  132: r5 += r1
  133: if r4 == 0x2c goto L26
  134: if r4 == 0x0 goto L25
  135: if r4 == 0x2b goto L25
  136: if r4 != 0x3c goto L14
L25:
  137: r2 = r5
  138: r2 += 0x8
  139: if r2 > r3 goto L1
  140: r1 = *(u8 *)(r5 + 1)
  141: r4 = *(u8 *)(r5 + 0)
  142: r1 += 0x1
  143: r1 <<= 0x3
  144: r5 += r1
  145: goto L27
L26:
  146: r2 = r5
  147: r2 += 0x8
  148: if r2 > r3 goto L1
  149: r1 = *(u16 *)(r5 + 2)
  150: r4 = *(u8 *)(r5 + 0)
  151: r5 += 0x8
  152: if w1 & 0xf8ff goto L15
L27:
  153: r1 = r5
  154: r1 -= r0
  155: if r1 > 0x7fff goto L1
  156: r5 = r0
  157: r5 += r1
  158: if r4 == 0x2c goto L29
  159: if r4 == 0x0 goto L28
  160: if r4 == 0x2b goto L28
  161: if r4 != 0x3c goto L14
L28:
  162: r2 = r5
  163: r2 += 0x8
  164: if r2 > r3 goto L1
  165: r1 = *(u8 *)(r5 + 1)
  166: r4 = *(u8 *)(r5 + 0)
  167: r1 += 0x1
  168: r1 <<= 0x3
  169: r5 += r1
  170: goto L30
L29:
  171: r2 = r5
  172: r2 += 0x8
  173: if r2 > r3 goto L1
  174: r1 = *(u16 *)(r5 + 2)
  175: r4 = *(u8 *)(r5 + 0)
  176: r5 += 0x8
  177: if w1 & 0xf8ff goto L15
L30:
  178: r1 = r5
  179: r1 -= r0
  180: if r1 > 0x7fff goto L1
  181: r5 = r0
  182: r5 += r1
  183: if r4 == 0x2c goto L32
  184: if r4 == 0x0 goto L31
  185: if r4 == 0x2b goto L31
  186: if r4 != 0x3c goto L14
L31:
  187: r2 = r5
  188: r2 += 0x8
  189: if r2 > r3 goto L1
  190: r1 = *(u8 *)(r5 + 1)
  191: r4 = *(u8 *)(r5 + 0)
  192: r1 += 0x1
  193: r1 <<= 0x3
  194: r5 += r1
  195: goto L33
L32:
  196: r2 = r5
  197: r2 += 0x8
  198: if r2 > r3 goto L1
  199: r1 = *(u16 *)(r5 + 2)
  200: r4 = *(u8 *)(r5 + 0)
  201: r5 += 0x8
  202: if w1 & 0xf8ff goto L15
L33:
  203: r1 = r5
  204: r1 -= r0
  205: if r1 > 0x7fff goto L1
  206: r5 = r0
  207: r5 += r1
  208: if r4 == 0x2c goto L35
  209: if r4 == 0x0 goto L34
  210: if r4 == 0x2b goto L34
  211: if r4 != 0x3c goto L14
L34:
  212: r2 = r5
  213: r2 += 0x8
  214: if r2 > r3 goto L1
  215: r1 = *(u8 *)(r5 + 1)
  216: r4 = *(u8 *)(r5 + 0)
  217: r1 += 0x1
  218: r1 <<= 0x3
  219: r5 += r1
  220: goto L36
L35:
  221: r2 = r5
  222: r2 += 0x8
  223: if r2 > r3 goto L1
  224: r1 = *(u16 *)(r5 + 2)
  225: r4 = *(u8 *)(r5 + 0)
  226: r5 += 0x8
  227: if w1 & 0xf8ff goto L15
L36:
  228: r1 = r5
  229: r1 -= r0
  230: if r1 > 0x7fff goto L1
  231: r5 = r0
  232: r5 += r1
  233: if r4 == 0x2c goto L38
  234: if r4 == 0x0 goto L37
  235: if r4 == 0x2b goto L37
  236: if r4 != 0x3c goto L14
L37:
  237: r2 = r5
  238: r2 += 0x8
  239: if r2 > r3 goto L1
  240: r1 = *(u8 *)(r5 + 1)
  241: r4 = *(u8 *)(r5 + 0)
  242: r1 += 0x1
  243: r1 <<= 0x3
  244: r5 += r1
  245: goto L39
L38:
  246: r2 = r5
  247: r2 += 0x8
  248: if r2 > r3 goto L1
  249: r1 = *(u16 *)(r5 + 2)
  250: r4 = *(u8 *)(r5 + 0)
  251: r5 += 0x8
  252: if w1 & 0xf8ff goto L15
L39:
  253: r1 = r5
  254: r1 -= r0
  255: if r1 > 0x7fff goto L1
  256: r5 = r0
  257: r5 += r1
      ; deeper than the walk: no specified verdict
  258: if r4 == 0x0 goto L1
  259: if r4 == 0x2b goto L1
  260: if r4 == 0x2c goto L1
  261: if r4 == 0x3c goto L1
L14:
      ; layer 4 (r4 = protocol, header at r5)
  262: if r4 == 0x11 goto L41
  263: r5 = 0x10000
  264: goto L3
L41:
  265: r2 = r5
  266: r2 += 0x8
  267: if r2 > r3 goto L1
  268: r5 = *(u16 *)(r5 + 2)
  269: goto L3
L15:
  270: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `flood` (line 10): Drop
  271: if r4 != 0x11 goto L43
  272: if r5 != 0xd204 goto L43
L44:
  273: r1 = r6
  274: r2 = r7
  275: r3 = 0xfd00000000000000 ll
  277: if r1 >= r3 goto L47
  278: goto L43
L47:
  279: r3 = 0xfd00000000000000 ll
  281: if r1 <= r3 goto L45
L46:
  282: goto L43
L45:
  283: *(u32 *)(r10 - 136) = 0x0
  284: *(u64 *)(r10 - 144) = 0x1
  285: goto L0
L43:
      ; default
  286: *(u32 *)(r10 - 136) = 0x1
  287: *(u64 *)(r10 - 144) = 0x2
  288: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  289: *(u32 *)(r10 - 136) = 0x2
  290: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  291: r1 = map[dropc_counters] ll
  293: r2 = r10
  294: r2 += 0xffffff78
  295: call 1
  296: if r0 == 0x0 goto L48
  297: r1 = *(u64 *)(r0 + 0)
  298: r1 += 0x1
  299: *(u64 *)(r0 + 0) = r1
  300: r1 = *(u64 *)(r10 - 152)
  301: r2 = *(u32 *)(r1 + 4)
  302: r1 = *(u32 *)(r1 + 0)
  303: r2 -= r1
  304: r1 = *(u64 *)(r0 + 8)
  305: r1 += r2
  306: *(u64 *)(r0 + 8) = r1
L48:
  307: r0 = *(u64 *)(r10 - 144)
  308: if r0 != 0x2 goto L49
      ; pass: tail call dropc_next[0] (falls through when empty)
  309: r1 = *(u64 *)(r10 - 152)
  310: r2 = map[dropc_next] ll
  312: r3 = 0x0
  313: call 12
  314: r0 = 0x2
  315: exit
L49:
  316: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  317: r1 = map[dropc_counters] ll
  319: r2 = r10
  320: r2 += 0xffffff78
  321: call 1
  322: if r0 == 0x0 goto L50
  323: r1 = *(u64 *)(r0 + 0)
  324: r1 += 0x1
  325: *(u64 *)(r0 + 0) = r1
  326: r1 = *(u64 *)(r10 - 152)
  327: r2 = *(u32 *)(r1 + 4)
  328: r1 = *(u32 *)(r1 + 0)
  329: r2 -= r1
  330: r1 = *(u64 *)(r0 + 8)
  331: r1 += r2
  332: *(u64 *)(r0 + 8) = r1
L50:
  333: r0 = *(u64 *)(r10 - 144)
  334: if r0 != 0x2 goto L51
      ; pass: tail call dropc_next[0] (falls through when empty)
  335: r1 = *(u64 *)(r10 - 152)
  336: r2 = map[dropc_next] ll
  338: r3 = 0x0
  339: call 12
  340: r0 = 0x2
  341: exit
L51:
  342: exit
