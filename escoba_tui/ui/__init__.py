"""The full-screen Textual game: setup, play, count, replay. Only cli.py imports this."""

import sys

from ..i18n import strings

# The catalogue lives in escoba_tui.i18n; screens still say `from .. import strings as S`.
sys.modules[f"{__name__}.strings"] = strings
