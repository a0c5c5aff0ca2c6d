"""`python -m escoba_tui`: the same as the `escoba` command."""

from .cli import main

main()
