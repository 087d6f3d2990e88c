; dropc xdp program `dropc_xdp` (266 instruction slots)
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
   10: r4 = *(u8 *)(r0 + 23)
L2:
      ; rules for IPv4 packets
      ; rule 0 `zero` (line 4): Drop
   11: if r4 != 0x0 goto L7
   12: *(u32 *)(r10 - 136) = 0x0
   13: *(u64 *)(r10 - 144) = 0x1
   14: goto L0
L7:
      ; default
   15: *(u32 *)(r10 - 136) = 0x1
   16: *(u64 *)(r10 - 144) = 0x2
   17: goto L0
L4:
   18: if w1 == 0xdd86 goto L5
   19: if w1 == 0x81 goto L8
   20: if w1 != 0xa888 goto L1
L8:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   21: r2 = r0
   22: r2 += 0x12
   23: if r2 > r3 goto L1
   24: r1 = *(u16 *)(r0 + 16)
   25: r0 += 0x4
   26: if w1 == 0x8 goto L6
   27: if w1 != 0xdd86 goto L1
L5:
      ; IPv6 (header at r0 + 14)
   28: r2 = r0
   29: r2 += 0x36
   30: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
   31: r4 = *(u8 *)(r0 + 20)
   32: r5 = r0
   33: r5 += 0x36
   34: if r4 == 0x2c goto L12
   35: if r4 == 0x0 goto L11
   36: if r4 == 0x2b goto L11
   37: if r4 != 0x3c goto L9
L11:
   38: r2 = r5
   39: r2 += 0x8
   40: if r2 > r3 goto L1
   41: r1 = *(u8 *)(r5 + 1)
   42: r4 = *(u8 *)(r5 + 0)
   43: r1 += 0x1
   44: r1 <<= 0x3
   45: r5 += r1
   46: goto L13
L12:
   47: r2 = r5
   48: r2 += 0x8
   49: if r2 > r3 goto L1
   50: r1 = *(u16 *)(r5 + 2)
   51: r4 = *(u8 *)(r5 + 0)
   52: r5 += 0x8
   53: if w1 & 0xf8ff goto L3
L13:
   54: r1 = r5
   55: r1 -= r0
   56: if r1 > 0x7fff goto L1
   57: r5 = r0
   58: r5 += r1
   59: if r4 == 0x2c goto L15
   60: if r4 == 0x0 goto L14
   61: if r4 == 0x2b goto L14
   62: if r4 != 0x3c goto L9
L14:
   63: r2 = r5
   64: r2 += 0x8
   65: if r2 > r3 goto L1
   66: r1 = *(u8 *)(r5 + 1)
   67: r4 = *(u8 *)(r5 + 0)
   68: r1 += 0x1
   69: r1 <<= 0x3
   70: r5 += r1
   71: goto L16
L15:
   72: r2 = r5
   73: r2 += 0x8
   74: if r2 > r3 goto L1
   75: r1 = *(u16 *)(r5 + 2)
   76: r4 = *(u8 *)(r5 + 0)
   77: r5 += 0x8
   78: if w1 & 0xf8ff goto L3
L16:
   79: r1 = r5
   80: r1 -= r0
   81: if r1 > 0x7fff goto L1
   82: r5 = r0
   83: r5 += r1
   84: if r4 == 0x2c goto L18
   85: if r4 == 0x0 goto L17
   86: if r4 == 0x2b goto L17
   87: if r4 != 0x3c goto L9
L17:
   88: r2 = r5
   89: r2 += 0x8
   90: if r2 > r3 goto L1
   91: r1 = *(u8 *)(r5 + 1)
   92: r4 = *(u8 *)(r5 + 0)
   93: r1 += 0x1
   94: r1 <<= 0x3
   95: r5 += r1
   96: goto L19
L18:
   97: r2 = r5
   98: r2 += 0x8
   99: if r2 > r3 goto L1
  100: r1 = *(u16 *)(r5 + 2)
  101: r4 = *(u8 *)(r5 + 0)
  102: r5 += 0x8
  103: if w1 & 0xf8ff goto L3
L19:
  104: r1 = r5
  105: r1 -= r0
  106: if r1 > 0x7fff goto L1
  107: r5 = r0
  108: r5 += r1
  109: if r4 == 0x2c goto L21
  110: if r4 == 0x0 goto L20
  111: if r4 == 0x2b goto L20
  112: if r4 != 0x3c goto L9
L20:
  113: r2 = r5
  114: r2 += 0x8
  115: if r2 > r3 goto L1
  116: r1 = *(u8 *)(r5 + 1)
  117: r4 = *(u8 *)(r5 + 0)
  118: r1 += 0x1
  119: r1 <<= 0x3
  120: r5 += r1
  121: goto L22
L21:
  122: r2 = r5
  123: r2 += 0x8
  124: if r2 > r3 goto L1
  125: r1 = *(u16 *)(r5 + 2)
  126: r4 = *(u8 *)(r5 + 0)
  127: r5 += 0x8
  128: if w1 & 0xf8ff goto L3
L22:
  129: r1 = r5
  130: r1 -= r0
  131: if r1 > 0x7fff goto L1
  132: r5 = r0
  133: r5 += r1
  134: if r4 == 0x2c goto L24
  135: if r4 == 0x0 goto L23
  136: if r4 == 0x2b goto L23
  137: if r4 != 0x3c goto L9
L23:
  138: r2 = r5
  139: r2 += 0x8
  140: if r2 > r3 goto L1
  141: r1 = *(u8 *)(r5 + 1)
  142: r4 = *(u8 *)(r5 + 0)
  143: r1 += 0x1
  144: r1 <<= 0x3
  145: r5 += r1
  146: goto L25
L24:
  147: r2 = r5
  148: r2 += 0x8
  149: if r2 > r3 goto L1
  150: r1 = *(u16 *)(r5 + 2)
  151: r4 = *(u8 *)(r5 + 0)
  152: r5 += 0x8
  153: if w1 & 0xf8ff goto L3
L25:
  154: r1 = r5
  155: r1 -= r0
  156: if r1 > 0x7fff goto L1
  157: r5 = r0
  158: r5 += r1
  159: if r4 == 0x2c goto L27
  160: if r4 == 0x0 goto L26
  161: if r4 == 0x2b goto L26
  162: if r4 != 0x3c goto L9
L26:
  163: r2 = r5
  164: r2 += 0x8
  165: if r2 > r3 goto L1
  166: r1 = *(u8 *)(r5 + 1)
  167: r4 = *(u8 *)(r5 + 0)
  168: r1 += 0x1
  169: r1 <<= 0x3
  170: r5 += r1
  171: goto L28
L27:
  172: r2 = r5
  173: r2 += 0x8
  174: if r2 > r3 goto L1
  175: r1 = *(u16 *)(r5 + 2)
  176: r4 = *(u8 *)(r5 + 0)
  177: r5 += 0x8
  178: if w1 & 0xf8ff goto L3
L28:
  179: r1 = r5
  180: r1 -= r0
  181: if r1 > 0x7fff goto L1
  182: r5 = r0
  183: r5 += r1
  184: if r4 == 0x2c goto L30
  185: if r4 == 0x0 goto L29
  186: if r4 == 0x2b goto L29
  187: if r4 != 0x3c goto L9
L29:
  188: r2 = r5
  189: r2 += 0x8
  190: if r2 > r3 goto L1
  191: r1 = *(u8 *)(r5 + 1)
  192: r4 = *(u8 *)(r5 + 0)
  193: r1 += 0x1
  194: r1 <<= 0x3
  195: r5 += r1
  196: goto L31
L30:
  197: r2 = r5
  198: r2 += 0x8
  199: if r2 > r3 goto L1
  200: r1 = *(u16 *)(r5 + 2)
  201: r4 = *(u8 *)(r5 + 0)
  202: r5 += 0x8
  203: if w1 & 0xf8ff goto L3
L31:
  204: r1 = r5
  205: r1 -= r0
  206: if r1 > 0x7fff goto L1
  207: r5 = r0
  208: r5 += r1
  209: if r4 == 0x2c goto L33
  210: if r4 == 0x0 goto L32
  211: if r4 == 0x2b goto L32
  212: if r4 != 0x3c goto L9
L32:
  213: r2 = r5
  214: r2 += 0x8
  215: if r2 > r3 goto L1
  216: r1 = *(u8 *)(r5 + 1)
  217: r4 = *(u8 *)(r5 + 0)
  218: r1 += 0x1
  219: r1 <<= 0x3
  220: r5 += r1
  221: goto L34
L33:
  222: r2 = r5
  223: r2 += 0x8
  224: if r2 > r3 goto L1
  225: r1 = *(u16 *)(r5 + 2)
  226: r4 = *(u8 *)(r5 + 0)
  227: r5 += 0x8
  228: if w1 & 0xf8ff goto L3
L34:
  229: r1 = r5
  230: r1 -= r0
  231: if r1 > 0x7fff goto L1
  232: r5 = r0
  233: r5 += r1
      ; deeper than the walk: no specified verdict
  234: if r4 == 0x0 goto L1
  235: if r4 == 0x2b goto L1
  236: if r4 == 0x2c goto L1
  237: if r4 == 0x3c goto L1
L9:
  238: goto L3
L3:
L10:
      ; rules for IPv6 packets
      ; default
  239: *(u32 *)(r10 - 136) = 0x1
  240: *(u64 *)(r10 - 144) = 0x2
  241: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  242: *(u32 *)(r10 - 136) = 0x2
  243: *(u64 *)(r10 - 144) = 0x2
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  244: r1 = map[dropc_counters] ll
  246: r2 = r10
  247: r2 += 0xffffff78
  248: call 1
  249: if r0 == 0x0 goto L35
  250: r1 = *(u64 *)(r0 + 0)
  251: r1 += 0x1
  252: *(u64 *)(r0 + 0) = r1
L35:
  253: r0 = *(u64 *)(r10 - 144)
  254: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  255: r1 = map[dropc_counters] ll
  257: r2 = r10
  258: r2 += 0xffffff78
  259: call 1
  260: if r0 == 0x0 goto L36
  261: r1 = *(u64 *)(r0 + 0)
  262: r1 += 0x1
  263: *(u64 *)(r0 + 0) = r1
L36:
  264: r0 = *(u64 *)(r10 - 144)
  265: exit
