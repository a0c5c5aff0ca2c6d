"""Files from strangers and our own: the capped reader, TOML and JSON, schema, atomic writes, locks, safe names."""
