"""The `escoba` command line (typer): the root app assembles one sub-app per module."""

from .root import app, command, main

__all__ = ["app", "command", "main"]
