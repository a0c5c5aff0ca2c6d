"""The full-screen Textual game: setup, play, count, replay. Only the command line imports this."""
