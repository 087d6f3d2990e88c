complete --keep-order --exclusive --command dropc --arguments "(DROPC_COMPLETE=fish dropc -- (commandline --current-process --tokenize --cut-at-cursor) (commandline --current-token))"
