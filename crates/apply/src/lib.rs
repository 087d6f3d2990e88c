//! dropc host side effects (being written)
