"""`escoba serve`: the full-screen game for a browser."""

from __future__ import annotations

import typer

from ..errors import os_reason
from .common import check_lang, refuse

DEFAULT_PORT = 8000
MAX_SESSIONS = 64  # the most --max-sessions accepts: each tab is a Python process

LANG_HELP = "On-screen language of every tab: en, fr, es, pt (default: the saved choice, else en)."

app = typer.Typer(add_completion=False)


@app.command()
def serve(
    port: int = typer.Option(DEFAULT_PORT, "--port", "-p", min=0, max=65535, help="TCP port (0: any free port)."),
    bind: str | None = typer.Option(None, "--bind", help="Listen on this address instead of 127.0.0.1."),
    public: bool = typer.Option(
        False,
        "--public",
        help="Listen on every address (0.0.0.0): there is no login, anyone who can reach this machine may play.",
    ),
    max_sessions: int = typer.Option(
        8, "--max-sessions", min=1, max=MAX_SESSIONS, help="Browser tabs playing at once (each is a process)."
    ),
    lang: str | None = typer.Option(None, "--lang", help=LANG_HELP),
    access_log: bool = typer.Option(
        False, "--access-log", help="Print a line for every request (the visitor's address, the page): off by default."
    ),
) -> None:
    """Play in a browser: open the address it prints (each browser its own game and data)."""
    from ..ui.web import serve as run_server

    lang = check_lang(lang)
    if public and bind is not None:
        refuse("public_or_bind")
    address = "0.0.0.0" if public else bind or "127.0.0.1"
    if address not in ("127.0.0.1", "localhost", "::1"):
        from .common import cli_words

        typer.echo(cli_words()["NET_CLI_TEXT"]["listening_serve"].format(address=address), err=True)
    try:
        run_server(address, port, max_sessions, lang, access_log)
    except OSError as exc:
        refuse("cannot_listen", address=address, port=port, reason=os_reason(exc))
