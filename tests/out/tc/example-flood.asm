; dropc tc program `dropc_tc` (337 instruction slots)
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
   23: r7 = *(u32 *)(r0 + 30)
   24: r4 = *(u8 *)(r0 + 23)
   25: r2 = *(u16 *)(r0 + 20)
   26: if w2 & 0xff1f goto L9
   27: r5 = *(u8 *)(r0 + 14)
   28: r5 &= 0xf
   29: r5 <<= 0x2
   30: r5 += r0
      ; layer 4 (r4 = protocol, header at r5)
   31: if r4 == 0x11 goto L11
   32: r5 = 0x10000
   33: goto L2
L9:
   34: r5 = 0x10000
   35: goto L2
L11:
   36: r2 = r5
   37: r2 += 0x16
   38: if r2 > r3 goto L1
   39: r5 = *(u16 *)(r5 + 16)
L2:
      ; rules for IPv4 packets
      ; rule 0 `flood` (line 10): Drop
   40: if r4 != 0x11 goto L13
   41: if r5 != 0xd204 goto L13
L14:
   42: w7 &= 0xffffff
   43: if w7 != 0x12c6 goto L13
   44: *(u32 *)(r10 - 136) = 0x0
   45: *(u64 *)(r10 - 144) = 0x2
   46: goto L0
L13:
      ; default
   47: *(u32 *)(r10 - 136) = 0x1
   48: *(u64 *)(r10 - 144) = 0xffffffff
   49: goto L0
L6:
   50: if w1 == 0xdd86 goto L7
   51: if w1 == 0x81 goto L15
   52: if w1 != 0xa888 goto L1
L15:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   53: r2 = *(u32 *)(r6 + 20)
   54: if r2 != 0x0 goto L1
   55: r2 = r0
   56: r2 += 0x12
   57: if r2 > r3 goto L1
   58: r1 = *(u16 *)(r0 + 16)
   59: r0 += 0x4
   60: if w1 == 0x8 goto L8
   61: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
   62: r2 = r0
   63: r2 += 0x36
   64: if r2 > r3 goto L1
   65: r7 = *(u64 *)(r0 + 38)
   66: r7 = be64 r7
   67: r8 = *(u64 *)(r0 + 46)
   68: r8 = be64 r8
      ; extension headers: r4 = next header, r5 = its start
   69: r4 = *(u8 *)(r0 + 20)
   70: r5 = r0
   71: r5 += 0x36
   72: if r4 == 0x2c goto L19
   73: if r4 == 0x0 goto L18
   74: if r4 == 0x2b goto L18
   75: if r4 != 0x3c goto L16
L18:
   76: r2 = r5
   77: r2 += 0x8
   78: if r2 > r3 goto L1
   79: r1 = *(u8 *)(r5 + 1)
   80: r4 = *(u8 *)(r5 + 0)
   81: r1 += 0x1
   82: r1 <<= 0x3
   83: r5 += r1
   84: goto L20
L19:
   85: r2 = r5
   86: r2 += 0x8
   87: if r2 > r3 goto L1
   88: r1 = *(u16 *)(r5 + 2)
   89: r4 = *(u8 *)(r5 + 0)
   90: r5 += 0x8
   91: if w1 & 0xf8ff goto L17
L20:
   92: r1 = r5
   93: r1 -= r0
   94: if r1 > 0x7fff goto L1
   95: r5 = r0
   96: r5 += r1
   97: if r4 == 0x2c goto L22
   98: if r4 == 0x0 goto L21
   99: if r4 == 0x2b goto L21
  100: if r4 != 0x3c goto L16
L21:
  101: r2 = r5
  102: r2 += 0x8
  103: if r2 > r3 goto L1
  104: r1 = *(u8 *)(r5 + 1)
  105: r4 = *(u8 *)(r5 + 0)
  106: r1 += 0x1
  107: r1 <<= 0x3
  108: r5 += r1
  109: goto L23
L22:
  110: r2 = r5
  111: r2 += 0x8
  112: if r2 > r3 goto L1
  113: r1 = *(u16 *)(r5 + 2)
  114: r4 = *(u8 *)(r5 + 0)
  115: r5 += 0x8
  116: if w1 & 0xf8ff goto L17
L23:
  117: r1 = r5
  118: r1 -= r0
  119: if r1 > 0x7fff goto L1
  120: r5 = r0
  121: r5 += r1
  122: if r4 == 0x2c goto L25
  123: if r4 == 0x0 goto L24
  124: if r4 == 0x2b goto L24
  125: if r4 != 0x3c goto L16
L24:
  126: r2 = r5
  127: r2 += 0x8
  128: if r2 > r3 goto L1
  129: r1 = *(u8 *)(r5 + 1)
  130: r4 = *(u8 *)(r5 + 0)
  131: r1 += 0x1
  132: r1 <<= 0x3
  133: r5 += r1
  134: goto L26
L25:
  135: r2 = r5
  136: r2 += 0x8
  137: if r2 > r3 goto L1
  138: r1 = *(u16 *)(r5 + 2)
  139: r4 = *(u8 *)(r5 + 0)
  140: r5 += 0x8
  141: if w1 & 0xf8ff goto L17
L26:
  142: r1 = r5
  143: r1 -= r0
  144: if r1 > 0x7fff goto L1
  145: r5 = r0
  146: r5 += r1
  147: if r4 == 0x2c goto L28
  148: if r4 == 0x0 goto L27
  149: if r4 == 0x2b goto L27
  150: if r4 != 0x3c goto L16
L27:
  151: r2 = r5
  152: r2 += 0x8
  153: if r2 > r3 goto L1
  154: r1 = *(u8 *)(r5 + 1)
  155: r4 = *(u8 *)(r5 + 0)
  156: r1 += 0x1
  157: r1 <<= 0x3
  158: r5 += r1
  159: goto L29
L28:
  160: r2 = r5
  161: r2 += 0x8
  162: if r2 > r3 goto L1
  163: r1 = *(u16 *)(r5 + 2)
  164: r4 = *(u8 *)(r5 + 0)
  165: r5 += 0x8
  166: if w1 & 0xf8ff goto L17
L29:
  167: r1 = r5
  168: r1 -= r0
  169: if r1 > 0x7fff goto L1
  170: r5 = r0
  171: r5 += r1
  172: if r4 == 0x2c goto L31
  173: if r4 == 0x0 goto L30
  174: if r4 == 0x2b goto L30
  175: if r4 != 0x3c goto L16
L30:
  176: r2 = r5
  177: r2 += 0x8
  178: if r2 > r3 goto L1
  179: r1 = *(u8 *)(r5 + 1)
  180: r4 = *(u8 *)(r5 + 0)
  181: r1 += 0x1
  182: r1 <<= 0x3
  183: r5 += r1
  184: goto L32
L31:
  185: r2 = r5
  186: r2 += 0x8
  187: if r2 > r3 goto L1
  188: r1 = *(u16 *)(r5 + 2)
  189: r4 = *(u8 *)(r5 + 0)
  190: r5 += 0x8
  191: if w1 & 0xf8ff goto L17
L32:
  192: r1 = r5
  193: r1 -= r0
  194: if r1 > 0x7fff goto L1
  195: r5 = r0
  196: r5 += r1
  197: if r4 == 0x2c goto L34
  198: if r4 == 0x0 goto L33
  199: if r4 == 0x2b goto L33
  200: if r4 != 0x3c goto L16
L33:
  201: r2 = r5
  202: r2 += 0x8
  203: if r2 > r3 goto L1
  204: r1 = *(u8 *)(r5 + 1)
  205: r4 = *(u8 *)(r5 + 0)
  206: r1 += 0x1
  207: r1 <<= 0x3
  208: r5 += r1
  209: goto L35
L34:
  210: r2 = r5
  211: r2 += 0x8
  212: if r2 > r3 goto L1
  213: r1 = *(u16 *)(r5 + 2)
  214: r4 = *(u8 *)(r5 + 0)
  215: r5 += 0x8
  216: if w1 & 0xf8ff goto L17
L35:
  217: r1 = r5
  218: r1 -= r0
  219: if r1 > 0x7fff goto L1
  220: r5 = r0
  221: r5 += r1
  222: if r4 == 0x2c goto L37
  223: if r4 == 0x0 goto L36
  224: if r4 == 0x2b goto L36
  225: if r4 != 0x3c goto L16
L36:
  226: r2 = r5
  227: r2 += 0x8
  228: if r2 > r3 goto L1
  229: r1 = *(u8 *)(r5 + 1)
  230: r4 = *(u8 *)(r5 + 0)
  231: r1 += 0x1
  232: r1 <<= 0x3
  233: r5 += r1
  234: goto L38
L37:
  235: r2 = r5
  236: r2 += 0x8
  237: if r2 > r3 goto L1
  238: r1 = *(u16 *)(r5 + 2)
  239: r4 = *(u8 *)(r5 + 0)
  240: r5 += 0x8
  241: if w1 & 0xf8ff goto L17
L38:
  242: r1 = r5
  243: r1 -= r0
  244: if r1 > 0x7fff goto L1
  245: r5 = r0
  246: r5 += r1
  247: if r4 == 0x2c goto L40
  248: if r4 == 0x0 goto L39
  249: if r4 == 0x2b goto L39
  250: if r4 != 0x3c goto L16
L39:
  251: r2 = r5
  252: r2 += 0x8
  253: if r2 > r3 goto L1
  254: r1 = *(u8 *)(r5 + 1)
  255: r4 = *(u8 *)(r5 + 0)
  256: r1 += 0x1
  257: r1 <<= 0x3
  258: r5 += r1
  259: goto L41
L40:
  260: r2 = r5
  261: r2 += 0x8
  262: if r2 > r3 goto L1
  263: r1 = *(u16 *)(r5 + 2)
  264: r4 = *(u8 *)(r5 + 0)
  265: r5 += 0x8
  266: if w1 & 0xf8ff goto L17
L41:
  267: r1 = r5
  268: r1 -= r0
  269: if r1 > 0x7fff goto L1
  270: r5 = r0
  271: r5 += r1
      ; deeper than the walk: no specified verdict
  272: if r4 == 0x0 goto L1
  273: if r4 == 0x2b goto L1
  274: if r4 == 0x2c goto L1
  275: if r4 == 0x3c goto L1
L16:
      ; layer 4 (r4 = protocol, header at r5)
  276: if r4 == 0x11 goto L43
  277: r5 = 0x10000
  278: goto L3
L43:
  279: r2 = r5
  280: r2 += 0x8
  281: if r2 > r3 goto L1
  282: r5 = *(u16 *)(r5 + 2)
  283: goto L3
L17:
  284: r5 = 0x10000
L3:
      ; rules for IPv6 packets
      ; rule 0 `flood` (line 10): Drop
  285: if r4 != 0x11 goto L45
  286: if r5 != 0xd204 goto L45
L46:
  287: r1 = r7
  288: r2 = r8
  289: r3 = 0xfd00000000000000 ll
  291: if r1 >= r3 goto L49
  292: goto L45
L49:
  293: r3 = 0xfd00000000000000 ll
  295: if r1 <= r3 goto L47
L48:
  296: goto L45
L47:
  297: *(u32 *)(r10 - 136) = 0x0
  298: *(u64 *)(r10 - 144) = 0x2
  299: goto L0
L45:
      ; default
  300: *(u32 *)(r10 - 136) = 0x1
  301: *(u64 *)(r10 - 144) = 0xffffffff
  302: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  303: *(u32 *)(r10 - 136) = 0x2
  304: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  305: r1 = map[dropc_counters] ll
  307: r2 = r10
  308: r2 += 0xffffff78
  309: call 1
  310: if r0 == 0x0 goto L50
  311: r1 = *(u64 *)(r0 + 0)
  312: r1 += 0x1
  313: *(u64 *)(r0 + 0) = r1
  314: r1 = *(u64 *)(r10 - 152)
  315: r2 = *(u32 *)(r1 + 0)
  316: r1 = *(u64 *)(r0 + 8)
  317: r1 += r2
  318: *(u64 *)(r0 + 8) = r1
L50:
  319: r0 = *(u64 *)(r10 - 144)
  320: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  321: r1 = map[dropc_counters] ll
  323: r2 = r10
  324: r2 += 0xffffff78
  325: call 1
  326: if r0 == 0x0 goto L51
  327: r1 = *(u64 *)(r0 + 0)
  328: r1 += 0x1
  329: *(u64 *)(r0 + 0) = r1
  330: r1 = *(u64 *)(r10 - 152)
  331: r2 = *(u32 *)(r1 + 0)
  332: r1 = *(u64 *)(r0 + 8)
  333: r1 += r2
  334: *(u64 *)(r0 + 8) = r1
L51:
  335: r0 = *(u64 *)(r10 - 144)
  336: exit
