//! dropc backends (being written)
