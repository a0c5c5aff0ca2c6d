"""The full-screen Textual game: setup, play, count, replay. Only cli.py imports this."""
