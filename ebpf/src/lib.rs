//! dropc eBPF toolkit (being written)
