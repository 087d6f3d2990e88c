//! Scratch network namespaces (being written).
