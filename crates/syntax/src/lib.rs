//! dropc policy language front end (being written)
