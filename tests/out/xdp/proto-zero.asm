; dropc xdp program `dropc_xdp` (297 instruction slots)
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
   11: r4 = *(u8 *)(r0 + 23)
L2:
      ; rules for IPv4 packets
      ; rule 0 `zero` (line 4): Drop
   12: if r4 != 0x0 goto L7
   13: *(u32 *)(r10 - 136) = 0x0
   14: *(u64 *)(r10 - 144) = 0x1
   15: goto L0
L7:
      ; default
   16: *(u32 *)(r10 - 136) = 0x1
   17: *(u64 *)(r10 - 144) = 0x2
   18: goto L0
L4:
   19: if w1 == 0xdd86 goto L5
   20: if w1 == 0x81 goto L8
   21: if w1 != 0xa888 goto L1
L8:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   22: r2 = r0
   23: r2 += 0x12
   24: if r2 > r3 goto L1
   25: r1 = *(u16 *)(r0 + 16)
   26: r0 += 0x4
   27: if w1 == 0x8 goto L6
   28: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   29: r2 = r0
   30: r2 += 0x36
   31: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
   32: r4 = *(u8 *)(r0 + 20)
   33: r5 = r0
   34: r5 += 0x36
   35: if r4 == 0x2c goto L12
   36: if r4 == 0x0 goto L11
   37: if r4 == 0x2b goto L11
   38: if r4 != 0x3c goto L9
L11:
   39: r2 = r5
   40: r2 += 0x8
   41: if r2 > r3 goto L1
   42: r1 = *(u8 *)(r5 + 1)
   43: r4 = *(u8 *)(r5 + 0)
   44: r1 += 0x1
   45: r1 <<= 0x3
   46: r5 += r1
   47: goto L13
L12:
   48: r2 = r5
   49: r2 += 0x8
   50: if r2 > r3 goto L1
   51: r1 = *(u16 *)(r5 + 2)
   52: r4 = *(u8 *)(r5 + 0)
   53: r5 += 0x8
   54: if w1 & 0xf8ff goto L3
L13:
   55: r1 = r5
   56: r1 -= r0
   57: if r1 > 0x7fff goto L1
   58: r5 = r0
   59: r5 += r1
   60: if r4 == 0x2c goto L15
   61: if r4 == 0x0 goto L14
   62: if r4 == 0x2b goto L14
   63: if r4 != 0x3c goto L9
L14:
   64: r2 = r5
   65: r2 += 0x8
   66: if r2 > r3 goto L1
   67: r1 = *(u8 *)(r5 + 1)
   68: r4 = *(u8 *)(r5 + 0)
   69: r1 += 0x1
   70: r1 <<= 0x3
   71: r5 += r1
   72: goto L16
L15:
   73: r2 = r5
   74: r2 += 0x8
   75: if r2 > r3 goto L1
   76: r1 = *(u16 *)(r5 + 2)
   77: r4 = *(u8 *)(r5 + 0)
   78: r5 += 0x8
   79: if w1 & 0xf8ff goto L3
L16:
   80: r1 = r5
   81: r1 -= r0
   82: if r1 > 0x7fff goto L1
   83: r5 = r0
   84: r5 += r1
   85: if r4 == 0x2c goto L18
   86: if r4 == 0x0 goto L17
   87: if r4 == 0x2b goto L17
   88: if r4 != 0x3c goto L9
L17:
   89: r2 = r5
   90: r2 += 0x8
   91: if r2 > r3 goto L1
   92: r1 = *(u8 *)(r5 + 1)
   93: r4 = *(u8 *)(r5 + 0)
   94: r1 += 0x1
   95: r1 <<= 0x3
   96: r5 += r1
   97: goto L19
L18:
   98: r2 = r5
   99: r2 += 0x8
  100: if r2 > r3 goto L1
  101: r1 = *(u16 *)(r5 + 2)
  102: r4 = *(u8 *)(r5 + 0)
  103: r5 += 0x8
  104: if w1 & 0xf8ff goto L3
L19:
  105: r1 = r5
  106: r1 -= r0
  107: if r1 > 0x7fff goto L1
  108: r5 = r0
  109: r5 += r1
  110: if r4 == 0x2c goto L21
  111: if r4 == 0x0 goto L20
  112: if r4 == 0x2b goto L20
  113: if r4 != 0x3c goto L9
L20:
  114: r2 = r5
  115: r2 += 0x8
  116: if r2 > r3 goto L1
  117: r1 = *(u8 *)(r5 + 1)
  118: r4 = *(u8 *)(r5 + 0)
  119: r1 += 0x1
  120: r1 <<= 0x3
  121: r5 += r1
  122: goto L22
L21:
  123: r2 = r5
  124: r2 += 0x8
  125: if r2 > r3 goto L1
  126: r1 = *(u16 *)(r5 + 2)
  127: r4 = *(u8 *)(r5 + 0)
  128: r5 += 0x8
  129: if w1 & 0xf8ff goto L3
L22:
  130: r1 = r5
  131: r1 -= r0
  132: if r1 > 0x7fff goto L1
  133: r5 = r0
  134: r5 += r1
  135: if r4 == 0x2c goto L24
  136: if r4 == 0x0 goto L23
  137: if r4 == 0x2b goto L23
  138: if r4 != 0x3c goto L9
L23:
  139: r2 = r5
  140: r2 += 0x8
  141: if r2 > r3 goto L1
  142: r1 = *(u8 *)(r5 + 1)
  143: r4 = *(u8 *)(r5 + 0)
  144: r1 += 0x1
  145: r1 <<= 0x3
  146: r5 += r1
  147: goto L25
L24:
  148: r2 = r5
  149: r2 += 0x8
  150: if r2 > r3 goto L1
  151: r1 = *(u16 *)(r5 + 2)
  152: r4 = *(u8 *)(r5 + 0)
  153: r5 += 0x8
  154: if w1 & 0xf8ff goto L3
L25:
  155: r1 = r5
  156: r1 -= r0
  157: if r1 > 0x7fff goto L1
  158: r5 = r0
  159: r5 += r1
  160: if r4 == 0x2c goto L27
  161: if r4 == 0x0 goto L26
  162: if r4 == 0x2b goto L26
  163: if r4 != 0x3c goto L9
L26:
  164: r2 = r5
  165: r2 += 0x8
  166: if r2 > r3 goto L1
  167: r1 = *(u8 *)(r5 + 1)
  168: r4 = *(u8 *)(r5 + 0)
  169: r1 += 0x1
  170: r1 <<= 0x3
  171: r5 += r1
  172: goto L28
L27:
  173: r2 = r5
  174: r2 += 0x8
  175: if r2 > r3 goto L1
  176: r1 = *(u16 *)(r5 + 2)
  177: r4 = *(u8 *)(r5 + 0)
  178: r5 += 0x8
  179: if w1 & 0xf8ff goto L3
L28:
  180: r1 = r5
  181: r1 -= r0
  182: if r1 > 0x7fff goto L1
  183: r5 = r0
  184: r5 += r1
  185: if r4 == 0x2c goto L30
  186: if r4 == 0x0 goto L29
  187: if r4 == 0x2b goto L29
  188: if r4 != 0x3c goto L9
L29:
  189: r2 = r5
  190: r2 += 0x8
  191: if r2 > r3 goto L1
  192: r1 = *(u8 *)(r5 + 1)
  193: r4 = *(u8 *)(r5 + 0)
  194: r1 += 0x1
  195: r1 <<= 0x3
  196: r5 += r1
  197: goto L31
L30:
  198: r2 = r5
  199: r2 += 0x8
  200: if r2 > r3 goto L1
  201: r1 = *(u16 *)(r5 + 2)
  202: r4 = *(u8 *)(r5 + 0)
  203: r5 += 0x8
  204: if w1 & 0xf8ff goto L3
L31:
  205: r1 = r5
  206: r1 -= r0
  207: if r1 > 0x7fff goto L1
  208: r5 = r0
  209: r5 += r1
  210: if r4 == 0x2c goto L33
  211: if r4 == 0x0 goto L32
  212: if r4 == 0x2b goto L32
  213: if r4 != 0x3c goto L9
L32:
  214: r2 = r5
  215: r2 += 0x8
  216: if r2 > r3 goto L1
  217: r1 = *(u8 *)(r5 + 1)
  218: r4 = *(u8 *)(r5 + 0)
  219: r1 += 0x1
  220: r1 <<= 0x3
  221: r5 += r1
  222: goto L34
L33:
  223: r2 = r5
  224: r2 += 0x8
  225: if r2 > r3 goto L1
  226: r1 = *(u16 *)(r5 + 2)
  227: r4 = *(u8 *)(r5 + 0)
  228: r5 += 0x8
  229: if w1 & 0xf8ff goto L3
L34:
  230: r1 = r5
  231: r1 -= r0
  232: if r1 > 0x7fff goto L1
  233: r5 = r0
  234: r5 += r1
      ; deeper than the walk: no specified verdict
  235: if r4 == 0x0 goto L1
  236: if r4 == 0x2b goto L1
  237: if r4 == 0x2c goto L1
  238: if r4 == 0x3c goto L1
L9:
  239: goto L3
L3:
L10:
      ; rules for IPv6 packets
      ; default
  240: *(u32 *)(r10 - 136) = 0x1
  241: *(u64 *)(r10 - 144) = 0x2
  242: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  243: *(u32 *)(r10 - 136) = 0x2
  244: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  245: r1 = map[dropc_counters] ll
  247: r2 = r10
  248: r2 += 0xffffff78
  249: call 1
  250: if r0 == 0x0 goto L35
  251: r1 = *(u64 *)(r0 + 0)
  252: r1 += 0x1
  253: *(u64 *)(r0 + 0) = r1
  254: r1 = *(u64 *)(r10 - 152)
  255: r2 = *(u32 *)(r1 + 4)
  256: r1 = *(u32 *)(r1 + 0)
  257: r2 -= r1
  258: r1 = *(u64 *)(r0 + 8)
  259: r1 += r2
  260: *(u64 *)(r0 + 8) = r1
L35:
  261: r0 = *(u64 *)(r10 - 144)
  262: if r0 != 0x2 goto L36
      ; pass: tail call dropc_next[0] (falls through when empty)
  263: r1 = *(u64 *)(r10 - 152)
  264: r2 = map[dropc_next] ll
  266: r3 = 0x0
  267: call 12
  268: r0 = 0x2
  269: exit
L36:
  270: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  271: r1 = map[dropc_counters] ll
  273: r2 = r10
  274: r2 += 0xffffff78
  275: call 1
  276: if r0 == 0x0 goto L37
  277: r1 = *(u64 *)(r0 + 0)
  278: r1 += 0x1
  279: *(u64 *)(r0 + 0) = r1
  280: r1 = *(u64 *)(r10 - 152)
  281: r2 = *(u32 *)(r1 + 4)
  282: r1 = *(u32 *)(r1 + 0)
  283: r2 -= r1
  284: r1 = *(u64 *)(r0 + 8)
  285: r1 += r2
  286: *(u64 *)(r0 + 8) = r1
L37:
  287: r0 = *(u64 *)(r10 - 144)
  288: if r0 != 0x2 goto L38
      ; pass: tail call dropc_next[0] (falls through when empty)
  289: r1 = *(u64 *)(r10 - 152)
  290: r2 = map[dropc_next] ll
  292: r3 = 0x0
  293: call 12
  294: r0 = 0x2
  295: exit
L38:
  296: exit
