"""`escoba record`: check records (verify) and print one as text (show)."""

from __future__ import annotations

from pathlib import Path

import typer

from ..game.record import RecordError
from .common import (
    check_lang,
    refuse,
)

app = typer.Typer(help="Check and read game records (escoba-record TOML).", add_completion=False)


@app.command("verify")
def record_verify(files: list[Path] = typer.Argument(..., help="Record files to check.")) -> None:
    """Replay records and check every move, point and score.

    Exit 1 if a record's play diverges (naming the hand and move), 2 if a file cannot be
    read as a record at all (naming the field)."""
    from ..game.record import read_record, verify
    from ..i18n.catalogue import english_words, words_for
    from ..i18n.wording import error_text

    lang = check_lang(None)  # --lang, before or after the command: the lines in that language
    w = words_for(lang) if lang else english_words()
    said = w["VERIFY_TEXT"]
    diverged = malformed = 0
    for path in files:
        try:
            record = read_record(path)
        except RecordError as exc:
            typer.echo(said["fail"].format(error=error_text(exc, w)), err=True)
            malformed += 1
            continue
        try:
            verify(record, str(path))
        except RecordError as exc:
            typer.echo(said["fail"].format(error=error_text(exc, w)), err=True)
            diverged += 1
    bad = diverged + malformed
    if bad:
        typer.echo(said["failed"].format(bad=bad, n=len(files)), err=True)
        raise typer.Exit(2 if malformed else 1)
    typer.echo(said["verified_one"] if len(files) == 1 else said["verified"].format(n=len(files)))


@app.command("show")
def record_show(file: Path = typer.Argument(..., help="A record file.")) -> None:
    """Print a game as readable text: each hand, each move, the count."""
    from ..game.record import read_record, verify
    from ..study.summary import record_text

    lang = check_lang(None)  # --lang, before or after the command: the text in that language
    record = read_record(file)
    try:
        # A record whose play does not add up is not shown: its claimed scores and
        # winner would be printed as if they were true.
        verify(record, str(file))
    except RecordError as exc:
        refuse("record_not_verify", error=exc)
    from ..i18n.catalogue import words_for

    typer.echo(record_text(record, words=words_for(lang) if lang else None))
