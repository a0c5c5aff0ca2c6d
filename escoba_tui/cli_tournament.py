"""The `escoba tournament` commands: new, run, standings."""

from __future__ import annotations

import typer

tournament_app = typer.Typer(
    help="Round-robins and gauntlets between players: fair, parallel, resumable.",
    add_completion=False,
    no_args_is_help=True,
)
