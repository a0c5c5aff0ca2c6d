"""`python -m escoba_tui.cli`: the same as the `escoba` command."""

from .root import main

main()
