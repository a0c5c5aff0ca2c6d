"""The words catalogue (en, fr, es, pt): everything the game, the viewer and the command
line say, worded from the facts the core hands over. No textual here: the core and the
command line use it as the full-screen game does."""
