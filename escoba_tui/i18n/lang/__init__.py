"""Translations of the on-screen catalogue (ui/strings.py), one module per language code."""
