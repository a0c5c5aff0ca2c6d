"""`python -m escoba_tui`: the same as the `escoba` command."""

from .cli import main

# Guarded: a process started by spawn (the review's analysis) imports this module again.
if __name__ == "__main__":
    main()
