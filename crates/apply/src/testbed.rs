//! Kernel test bed (being written).
