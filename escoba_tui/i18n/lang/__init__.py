"""Translations of the on-screen catalogue (i18n/strings.py), one module per language code."""
