"""The words catalogue (en, fr, es, pt): everything the game, the viewer and the command
line say, worded from the facts the core hands over. No textual here: the core and the
command line use it as the full-screen game does."""

from ..errors import use_english
from .catalogue import english_words
from .wording import error_text

# Errors of ours that reach a traceback or a log read in English, whichever module raised them.
use_english(lambda error: error_text(error, english_words()))
