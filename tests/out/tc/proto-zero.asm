; dropc tc program `dropc_tc` (291 instruction slots)
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
   23: r4 = *(u8 *)(r0 + 23)
L2:
      ; rules for IPv4 packets
      ; rule 0 `zero` (line 4): Drop
   24: if r4 != 0x0 goto L9
   25: *(u32 *)(r10 - 136) = 0x0
   26: *(u64 *)(r10 - 144) = 0x2
   27: goto L0
L9:
      ; default
   28: *(u32 *)(r10 - 136) = 0x1
   29: *(u64 *)(r10 - 144) = 0xffffffff
   30: goto L0
L6:
   31: if w1 == 0xdd86 goto L7
   32: if w1 == 0x81 goto L10
   33: if w1 != 0xa888 goto L1
L10:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   34: r2 = *(u32 *)(r6 + 20)
   35: if r2 != 0x0 goto L1
   36: r2 = r0
   37: r2 += 0x12
   38: if r2 > r3 goto L1
   39: r1 = *(u16 *)(r0 + 16)
   40: r0 += 0x4
   41: if w1 == 0x8 goto L8
   42: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
   43: r2 = r0
   44: r2 += 0x36
   45: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
   46: r4 = *(u8 *)(r0 + 20)
   47: r5 = r0
   48: r5 += 0x36
   49: if r4 == 0x2c goto L14
   50: if r4 == 0x0 goto L13
   51: if r4 == 0x2b goto L13
   52: if r4 != 0x3c goto L11
L13:
   53: r2 = r5
   54: r2 += 0x8
   55: if r2 > r3 goto L1
   56: r1 = *(u8 *)(r5 + 1)
   57: r4 = *(u8 *)(r5 + 0)
   58: r1 += 0x1
   59: r1 <<= 0x3
   60: r5 += r1
   61: goto L15
L14:
   62: r2 = r5
   63: r2 += 0x8
   64: if r2 > r3 goto L1
   65: r1 = *(u16 *)(r5 + 2)
   66: r4 = *(u8 *)(r5 + 0)
   67: r5 += 0x8
   68: if w1 & 0xf8ff goto L3
L15:
   69: r1 = r5
   70: r1 -= r0
   71: if r1 > 0x7fff goto L1
   72: r5 = r0
   73: r5 += r1
   74: if r4 == 0x2c goto L17
   75: if r4 == 0x0 goto L16
   76: if r4 == 0x2b goto L16
   77: if r4 != 0x3c goto L11
L16:
   78: r2 = r5
   79: r2 += 0x8
   80: if r2 > r3 goto L1
   81: r1 = *(u8 *)(r5 + 1)
   82: r4 = *(u8 *)(r5 + 0)
   83: r1 += 0x1
   84: r1 <<= 0x3
   85: r5 += r1
   86: goto L18
L17:
   87: r2 = r5
   88: r2 += 0x8
   89: if r2 > r3 goto L1
   90: r1 = *(u16 *)(r5 + 2)
   91: r4 = *(u8 *)(r5 + 0)
   92: r5 += 0x8
   93: if w1 & 0xf8ff goto L3
L18:
   94: r1 = r5
   95: r1 -= r0
   96: if r1 > 0x7fff goto L1
   97: r5 = r0
   98: r5 += r1
   99: if r4 == 0x2c goto L20
  100: if r4 == 0x0 goto L19
  101: if r4 == 0x2b goto L19
  102: if r4 != 0x3c goto L11
L19:
  103: r2 = r5
  104: r2 += 0x8
  105: if r2 > r3 goto L1
  106: r1 = *(u8 *)(r5 + 1)
  107: r4 = *(u8 *)(r5 + 0)
  108: r1 += 0x1
  109: r1 <<= 0x3
  110: r5 += r1
  111: goto L21
L20:
  112: r2 = r5
  113: r2 += 0x8
  114: if r2 > r3 goto L1
  115: r1 = *(u16 *)(r5 + 2)
  116: r4 = *(u8 *)(r5 + 0)
  117: r5 += 0x8
  118: if w1 & 0xf8ff goto L3
L21:
  119: r1 = r5
  120: r1 -= r0
  121: if r1 > 0x7fff goto L1
  122: r5 = r0
  123: r5 += r1
  124: if r4 == 0x2c goto L23
  125: if r4 == 0x0 goto L22
  126: if r4 == 0x2b goto L22
  127: if r4 != 0x3c goto L11
L22:
  128: r2 = r5
  129: r2 += 0x8
  130: if r2 > r3 goto L1
  131: r1 = *(u8 *)(r5 + 1)
  132: r4 = *(u8 *)(r5 + 0)
  133: r1 += 0x1
  134: r1 <<= 0x3
  135: r5 += r1
  136: goto L24
L23:
  137: r2 = r5
  138: r2 += 0x8
  139: if r2 > r3 goto L1
  140: r1 = *(u16 *)(r5 + 2)
  141: r4 = *(u8 *)(r5 + 0)
  142: r5 += 0x8
  143: if w1 & 0xf8ff goto L3
L24:
  144: r1 = r5
  145: r1 -= r0
  146: if r1 > 0x7fff goto L1
  147: r5 = r0
  148: r5 += r1
  149: if r4 == 0x2c goto L26
  150: if r4 == 0x0 goto L25
  151: if r4 == 0x2b goto L25
  152: if r4 != 0x3c goto L11
L25:
  153: r2 = r5
  154: r2 += 0x8
  155: if r2 > r3 goto L1
  156: r1 = *(u8 *)(r5 + 1)
  157: r4 = *(u8 *)(r5 + 0)
  158: r1 += 0x1
  159: r1 <<= 0x3
  160: r5 += r1
  161: goto L27
L26:
  162: r2 = r5
  163: r2 += 0x8
  164: if r2 > r3 goto L1
  165: r1 = *(u16 *)(r5 + 2)
  166: r4 = *(u8 *)(r5 + 0)
  167: r5 += 0x8
  168: if w1 & 0xf8ff goto L3
L27:
  169: r1 = r5
  170: r1 -= r0
  171: if r1 > 0x7fff goto L1
  172: r5 = r0
  173: r5 += r1
  174: if r4 == 0x2c goto L29
  175: if r4 == 0x0 goto L28
  176: if r4 == 0x2b goto L28
  177: if r4 != 0x3c goto L11
L28:
  178: r2 = r5
  179: r2 += 0x8
  180: if r2 > r3 goto L1
  181: r1 = *(u8 *)(r5 + 1)
  182: r4 = *(u8 *)(r5 + 0)
  183: r1 += 0x1
  184: r1 <<= 0x3
  185: r5 += r1
  186: goto L30
L29:
  187: r2 = r5
  188: r2 += 0x8
  189: if r2 > r3 goto L1
  190: r1 = *(u16 *)(r5 + 2)
  191: r4 = *(u8 *)(r5 + 0)
  192: r5 += 0x8
  193: if w1 & 0xf8ff goto L3
L30:
  194: r1 = r5
  195: r1 -= r0
  196: if r1 > 0x7fff goto L1
  197: r5 = r0
  198: r5 += r1
  199: if r4 == 0x2c goto L32
  200: if r4 == 0x0 goto L31
  201: if r4 == 0x2b goto L31
  202: if r4 != 0x3c goto L11
L31:
  203: r2 = r5
  204: r2 += 0x8
  205: if r2 > r3 goto L1
  206: r1 = *(u8 *)(r5 + 1)
  207: r4 = *(u8 *)(r5 + 0)
  208: r1 += 0x1
  209: r1 <<= 0x3
  210: r5 += r1
  211: goto L33
L32:
  212: r2 = r5
  213: r2 += 0x8
  214: if r2 > r3 goto L1
  215: r1 = *(u16 *)(r5 + 2)
  216: r4 = *(u8 *)(r5 + 0)
  217: r5 += 0x8
  218: if w1 & 0xf8ff goto L3
L33:
  219: r1 = r5
  220: r1 -= r0
  221: if r1 > 0x7fff goto L1
  222: r5 = r0
  223: r5 += r1
  224: if r4 == 0x2c goto L35
  225: if r4 == 0x0 goto L34
  226: if r4 == 0x2b goto L34
  227: if r4 != 0x3c goto L11
L34:
  228: r2 = r5
  229: r2 += 0x8
  230: if r2 > r3 goto L1
  231: r1 = *(u8 *)(r5 + 1)
  232: r4 = *(u8 *)(r5 + 0)
  233: r1 += 0x1
  234: r1 <<= 0x3
  235: r5 += r1
  236: goto L36
L35:
  237: r2 = r5
  238: r2 += 0x8
  239: if r2 > r3 goto L1
  240: r1 = *(u16 *)(r5 + 2)
  241: r4 = *(u8 *)(r5 + 0)
  242: r5 += 0x8
  243: if w1 & 0xf8ff goto L3
L36:
  244: r1 = r5
  245: r1 -= r0
  246: if r1 > 0x7fff goto L1
  247: r5 = r0
  248: r5 += r1
      ; deeper than the walk: no specified verdict
  249: if r4 == 0x0 goto L1
  250: if r4 == 0x2b goto L1
  251: if r4 == 0x2c goto L1
  252: if r4 == 0x3c goto L1
L11:
  253: goto L3
L3:
L12:
      ; rules for IPv6 packets
      ; default
  254: *(u32 *)(r10 - 136) = 0x1
  255: *(u64 *)(r10 - 144) = 0xffffffff
  256: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  257: *(u32 *)(r10 - 136) = 0x2
  258: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  259: r1 = map[dropc_counters] ll
  261: r2 = r10
  262: r2 += 0xffffff78
  263: call 1
  264: if r0 == 0x0 goto L37
  265: r1 = *(u64 *)(r0 + 0)
  266: r1 += 0x1
  267: *(u64 *)(r0 + 0) = r1
  268: r1 = *(u64 *)(r10 - 152)
  269: r2 = *(u32 *)(r1 + 0)
  270: r1 = *(u64 *)(r0 + 8)
  271: r1 += r2
  272: *(u64 *)(r0 + 8) = r1
L37:
  273: r0 = *(u64 *)(r10 - 144)
  274: exit
L0:
      ; count: dropc_counters[key] += { 1 packet, its bytes } (per CPU), return the code slot
  275: r1 = map[dropc_counters] ll
  277: r2 = r10
  278: r2 += 0xffffff78
  279: call 1
  280: if r0 == 0x0 goto L38
  281: r1 = *(u64 *)(r0 + 0)
  282: r1 += 0x1
  283: *(u64 *)(r0 + 0) = r1
  284: r1 = *(u64 *)(r10 - 152)
  285: r2 = *(u32 *)(r1 + 0)
  286: r1 = *(u64 *)(r0 + 8)
  287: r1 += r2
  288: *(u64 *)(r0 + 8) = r1
L38:
  289: r0 = *(u64 *)(r10 - 144)
  290: exit
