"""Translations of the on-screen catalogue (i18n/lang/en.py, worded by i18n/wording.py), one module per language code."""
