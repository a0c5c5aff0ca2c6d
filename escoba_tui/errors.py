"""The project's one error base class.

Every error that means "this input (a file, a spec, an option, a record) cannot be
used" derives from EscobaError, and its message is one line that says which input
and why. The command line catches EscobaError in one place (cli.py) and prints
`error: <message>` with exit code 2; nothing else needs to catch-and-print.
"""

from __future__ import annotations


class EscobaError(Exception):
    """A problem with the user's input, said in one line (file, line, field where known)."""
