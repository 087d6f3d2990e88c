; dropc tc program `dropc_tc` (280 instruction slots)
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
   22: r4 = *(u8 *)(r0 + 23)
L2:
      ; rules for IPv4 packets
      ; rule 0 `zero` (line 4): Drop
   23: if r4 != 0x0 goto L9
   24: *(u32 *)(r10 - 136) = 0x0
   25: *(u64 *)(r10 - 144) = 0x2
   26: goto L0
L9:
      ; default
   27: *(u32 *)(r10 - 136) = 0x1
   28: *(u64 *)(r10 - 144) = 0xffffffff
   29: goto L0
L6:
   30: if w1 == 0xdd86 goto L7
   31: if w1 == 0x81 goto L10
   32: if w1 != 0xa888 goto L1
L10:
      ; one 802.1Q/802.1ad tag: look through it (r0 += 4)
   33: r2 = *(u32 *)(r6 + 20)
   34: if r2 != 0x0 goto L1
   35: r2 = r0
   36: r2 += 0x12
   37: if r2 > r3 goto L1
   38: r1 = *(u16 *)(r0 + 16)
   39: r0 += 0x4
   40: if w1 == 0x8 goto L8
   41: if w1 != 0xdd86 goto L1
L7:
      ; IPv6 (header at r0 + 14)
   42: r2 = r0
   43: r2 += 0x36
   44: if r2 > r3 goto L1
      ; extension headers: r4 = next header, r5 = its start
   45: r4 = *(u8 *)(r0 + 20)
   46: r5 = r0
   47: r5 += 0x36
   48: if r4 == 0x2c goto L14
   49: if r4 == 0x0 goto L13
   50: if r4 == 0x2b goto L13
   51: if r4 != 0x3c goto L11
L13:
   52: r2 = r5
   53: r2 += 0x8
   54: if r2 > r3 goto L1
   55: r1 = *(u8 *)(r5 + 1)
   56: r4 = *(u8 *)(r5 + 0)
   57: r1 += 0x1
   58: r1 <<= 0x3
   59: r5 += r1
   60: goto L15
L14:
   61: r2 = r5
   62: r2 += 0x8
   63: if r2 > r3 goto L1
   64: r1 = *(u16 *)(r5 + 2)
   65: r4 = *(u8 *)(r5 + 0)
   66: r5 += 0x8
   67: if w1 & 0xf8ff goto L3
L15:
   68: r1 = r5
   69: r1 -= r0
   70: if r1 > 0x7fff goto L1
   71: r5 = r0
   72: r5 += r1
   73: if r4 == 0x2c goto L17
   74: if r4 == 0x0 goto L16
   75: if r4 == 0x2b goto L16
   76: if r4 != 0x3c goto L11
L16:
   77: r2 = r5
   78: r2 += 0x8
   79: if r2 > r3 goto L1
   80: r1 = *(u8 *)(r5 + 1)
   81: r4 = *(u8 *)(r5 + 0)
   82: r1 += 0x1
   83: r1 <<= 0x3
   84: r5 += r1
   85: goto L18
L17:
   86: r2 = r5
   87: r2 += 0x8
   88: if r2 > r3 goto L1
   89: r1 = *(u16 *)(r5 + 2)
   90: r4 = *(u8 *)(r5 + 0)
   91: r5 += 0x8
   92: if w1 & 0xf8ff goto L3
L18:
   93: r1 = r5
   94: r1 -= r0
   95: if r1 > 0x7fff goto L1
   96: r5 = r0
   97: r5 += r1
   98: if r4 == 0x2c goto L20
   99: if r4 == 0x0 goto L19
  100: if r4 == 0x2b goto L19
  101: if r4 != 0x3c goto L11
L19:
  102: r2 = r5
  103: r2 += 0x8
  104: if r2 > r3 goto L1
  105: r1 = *(u8 *)(r5 + 1)
  106: r4 = *(u8 *)(r5 + 0)
  107: r1 += 0x1
  108: r1 <<= 0x3
  109: r5 += r1
  110: goto L21
L20:
  111: r2 = r5
  112: r2 += 0x8
  113: if r2 > r3 goto L1
  114: r1 = *(u16 *)(r5 + 2)
  115: r4 = *(u8 *)(r5 + 0)
  116: r5 += 0x8
  117: if w1 & 0xf8ff goto L3
L21:
  118: r1 = r5
  119: r1 -= r0
  120: if r1 > 0x7fff goto L1
  121: r5 = r0
  122: r5 += r1
  123: if r4 == 0x2c goto L23
  124: if r4 == 0x0 goto L22
  125: if r4 == 0x2b goto L22
  126: if r4 != 0x3c goto L11
L22:
  127: r2 = r5
  128: r2 += 0x8
  129: if r2 > r3 goto L1
  130: r1 = *(u8 *)(r5 + 1)
  131: r4 = *(u8 *)(r5 + 0)
  132: r1 += 0x1
  133: r1 <<= 0x3
  134: r5 += r1
  135: goto L24
L23:
  136: r2 = r5
  137: r2 += 0x8
  138: if r2 > r3 goto L1
  139: r1 = *(u16 *)(r5 + 2)
  140: r4 = *(u8 *)(r5 + 0)
  141: r5 += 0x8
  142: if w1 & 0xf8ff goto L3
L24:
  143: r1 = r5
  144: r1 -= r0
  145: if r1 > 0x7fff goto L1
  146: r5 = r0
  147: r5 += r1
  148: if r4 == 0x2c goto L26
  149: if r4 == 0x0 goto L25
  150: if r4 == 0x2b goto L25
  151: if r4 != 0x3c goto L11
L25:
  152: r2 = r5
  153: r2 += 0x8
  154: if r2 > r3 goto L1
  155: r1 = *(u8 *)(r5 + 1)
  156: r4 = *(u8 *)(r5 + 0)
  157: r1 += 0x1
  158: r1 <<= 0x3
  159: r5 += r1
  160: goto L27
L26:
  161: r2 = r5
  162: r2 += 0x8
  163: if r2 > r3 goto L1
  164: r1 = *(u16 *)(r5 + 2)
  165: r4 = *(u8 *)(r5 + 0)
  166: r5 += 0x8
  167: if w1 & 0xf8ff goto L3
L27:
  168: r1 = r5
  169: r1 -= r0
  170: if r1 > 0x7fff goto L1
  171: r5 = r0
  172: r5 += r1
  173: if r4 == 0x2c goto L29
  174: if r4 == 0x0 goto L28
  175: if r4 == 0x2b goto L28
  176: if r4 != 0x3c goto L11
L28:
  177: r2 = r5
  178: r2 += 0x8
  179: if r2 > r3 goto L1
  180: r1 = *(u8 *)(r5 + 1)
  181: r4 = *(u8 *)(r5 + 0)
  182: r1 += 0x1
  183: r1 <<= 0x3
  184: r5 += r1
  185: goto L30
L29:
  186: r2 = r5
  187: r2 += 0x8
  188: if r2 > r3 goto L1
  189: r1 = *(u16 *)(r5 + 2)
  190: r4 = *(u8 *)(r5 + 0)
  191: r5 += 0x8
  192: if w1 & 0xf8ff goto L3
L30:
  193: r1 = r5
  194: r1 -= r0
  195: if r1 > 0x7fff goto L1
  196: r5 = r0
  197: r5 += r1
  198: if r4 == 0x2c goto L32
  199: if r4 == 0x0 goto L31
  200: if r4 == 0x2b goto L31
  201: if r4 != 0x3c goto L11
L31:
  202: r2 = r5
  203: r2 += 0x8
  204: if r2 > r3 goto L1
  205: r1 = *(u8 *)(r5 + 1)
  206: r4 = *(u8 *)(r5 + 0)
  207: r1 += 0x1
  208: r1 <<= 0x3
  209: r5 += r1
  210: goto L33
L32:
  211: r2 = r5
  212: r2 += 0x8
  213: if r2 > r3 goto L1
  214: r1 = *(u16 *)(r5 + 2)
  215: r4 = *(u8 *)(r5 + 0)
  216: r5 += 0x8
  217: if w1 & 0xf8ff goto L3
L33:
  218: r1 = r5
  219: r1 -= r0
  220: if r1 > 0x7fff goto L1
  221: r5 = r0
  222: r5 += r1
  223: if r4 == 0x2c goto L35
  224: if r4 == 0x0 goto L34
  225: if r4 == 0x2b goto L34
  226: if r4 != 0x3c goto L11
L34:
  227: r2 = r5
  228: r2 += 0x8
  229: if r2 > r3 goto L1
  230: r1 = *(u8 *)(r5 + 1)
  231: r4 = *(u8 *)(r5 + 0)
  232: r1 += 0x1
  233: r1 <<= 0x3
  234: r5 += r1
  235: goto L36
L35:
  236: r2 = r5
  237: r2 += 0x8
  238: if r2 > r3 goto L1
  239: r1 = *(u16 *)(r5 + 2)
  240: r4 = *(u8 *)(r5 + 0)
  241: r5 += 0x8
  242: if w1 & 0xf8ff goto L3
L36:
  243: r1 = r5
  244: r1 -= r0
  245: if r1 > 0x7fff goto L1
  246: r5 = r0
  247: r5 += r1
      ; deeper than the walk: no specified verdict
  248: if r4 == 0x0 goto L1
  249: if r4 == 0x2b goto L1
  250: if r4 == 0x2c goto L1
  251: if r4 == 0x3c goto L1
L11:
  252: goto L3
L3:
L12:
      ; rules for IPv6 packets
      ; default
  253: *(u32 *)(r10 - 136) = 0x1
  254: *(u64 *)(r10 - 144) = 0xffffffff
  255: goto L0
L1:
      ; not IPv4/IPv6, or malformed: pass, never evaluated
  256: *(u32 *)(r10 - 136) = 0x2
  257: *(u64 *)(r10 - 144) = 0xffffffff
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  258: r1 = map[dropc_counters] ll
  260: r2 = r10
  261: r2 += 0xffffff78
  262: call 1
  263: if r0 == 0x0 goto L37
  264: r1 = *(u64 *)(r0 + 0)
  265: r1 += 0x1
  266: *(u64 *)(r0 + 0) = r1
L37:
  267: r0 = *(u64 *)(r10 - 144)
  268: exit
L0:
      ; count: dropc_counters[key] += 1 (per CPU), return the code slot
  269: r1 = map[dropc_counters] ll
  271: r2 = r10
  272: r2 += 0xffffff78
  273: call 1
  274: if r0 == 0x0 goto L38
  275: r1 = *(u64 *)(r0 + 0)
  276: r1 += 0x1
  277: *(u64 *)(r0 + 0) = r1
L38:
  278: r0 = *(u64 *)(r10 - 144)
  279: exit
