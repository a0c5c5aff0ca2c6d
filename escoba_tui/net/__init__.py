"""Hosted tables: `escoba host` serves matches over TCP, `escoba join` sits at one (network.md)."""
