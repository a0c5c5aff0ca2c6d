"""What every command module shares (cli.py, cli_tournament.py, cli_net.py): saying no
to bad input, the --lang option, asking before running programs a file names, and
opening the full-screen game. Kept apart so the command modules import it rather than
each other."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, NoReturn

from ..errors import EscobaError


def rules_option() -> Any:
    """`--rules`, as every command that builds rules takes it (the presets from rules.py)."""
    import typer

    from ..game.rules import PRESETS

    return typer.Option("escoba", "--rules", "-r", help=f"Rules preset: {', '.join(PRESETS)}.")


def cpu_clock_option(why: str = "fair on a busy machine") -> Any:
    """`--cpu-clock`, as match, bench and tournament new take it."""
    import typer

    return typer.Option(
        False,
        "--cpu-clock",
        help=f"Time each built-in search on its own thread's CPU clock, not the wall clock ({why}).",
    )


def target_option() -> Any:
    import typer

    return typer.Option(None, "--target", "-t", help="Points that win (default: the preset's).")


def option_option() -> Any:
    import typer

    return typer.Option(None, "--option", "-o", help="A rules option, name=value (repeatable).")


LANG_HELP = "On-screen language: en, fr, es, pt (default: the saved choice, else LANG/LC_ALL, else en)."

# Third-party packages the full-screen game needs and the rest of the program does not.
UI_PACKAGES = ("textual", "rich")


def fail(message: str) -> NoReturn:
    """Bad input: the root command (cli.py) prints one `error:` line and exits 2."""
    raise EscobaError(message)


def refuse(key: str, **facts: Any) -> NoReturn:
    """Bad input said by the catalogue's ERRORS[key] with these facts, in the language
    chosen with --lang (cli.py's root command words it)."""
    raise EscobaError(key=key, **facts)


def stdin_is_terminal() -> bool:
    try:
        return os.isatty(0)
    except OSError:
        return False


def ask_to_run(source: str, programs: list[tuple[str, str]], yes: bool) -> None:
    """A file may come from someone else (a tournament definition, a tables file, saved
    tables): before the programs it names run (or its Python modules are imported), say
    which, as (who, spec), and ask once on a terminal. Without a terminal to ask on,
    nothing runs unless --yes says so (one `error:` line); a no is exit 1."""
    import typer

    from ..files.names import shown_name, shown_text

    if not programs or yes:
        return
    listing = "; ".join(f"{shown_name(n)}: {shown_text(s, 120)}" for n, s in programs)
    if not stdin_is_terminal():
        refuse("programs_no_terminal", source=source, listing=listing)
    said = cli_words()["ASK_TEXT"]
    typer.echo(said["runs"].format(source=source), err=True)
    for n, s in programs:
        typer.echo(f"  {shown_name(n)}: {shown_text(s, 300)}", err=True)
    if not confirm(said):
        typer.echo(said["none_run"], err=True)
        raise typer.Exit(1)


def confirm(said: Any) -> bool:
    """said["ask"] on the terminal with the language's own answers (`Les lancer ? [o/N] :`),
    not click's English `[y/N]`: yes in the language's words (or y/yes), no (the default)
    in its words (or n/no, or nothing); anything else asks again."""
    import typer

    yes = set(said["yes"].split()) | {"y", "yes"}
    no = set(said["no"].split()) | {"n", "no", ""}
    while True:
        # click's prompt, with our words as the whole prompt: end of input or Ctrl-C is click's Abort.
        answer = (
            typer.prompt(
                said["confirm"].format(question=said["ask"]), default="", show_default=False, prompt_suffix="", err=True
            )
            .strip()
            .lower()
        )
        if answer in yes or answer in no:
            return answer in yes


# Options of the whole program, written before or after the command as users type them
# (`escoba tournament view --lang fr`): the root command moves them to its own place.
GLOBAL_OPTIONS = ("--lang", "--theme")
THEME_HELP = "A Textual theme or one from themes/ (default: the saved choice)."


def hoist_globals(args: list[str]) -> list[str]:
    """`args` with every --lang and --theme (with its value) moved to the front, where the
    root command reads them; nothing after a `--` is touched."""
    front: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            rest += args[i:]
            break
        name = arg.partition("=")[0]
        if name in GLOBAL_OPTIONS:
            if "=" in arg or i + 1 == len(args):
                front.append(arg)  # a missing value: click says so, naming the option
            else:
                front += [arg, args[i + 1]]
                i += 1
        else:
            rest.append(arg)
        i += 1
    return front + rest


@dataclass(frozen=True)
class RootChoices:
    """What the root command was given (--lang, --theme, checked): the object of its
    context, which every command's context shares. Frozen: a command reads it, never
    sets it."""

    lang: str | None = None
    theme: str | None = None


def current_context() -> Any:
    """Click's context of the command running now, or None outside one. (typer vendors
    click in newer releases and imports it in older ones: the module is found from
    typer's public Context.)"""
    import importlib

    import typer

    click_package = typer.Context.__mro__[1].__module__.rpartition(".")[0]
    return importlib.import_module(click_package + ".globals").get_current_context(silent=True)


def root_choices(ctx: Any = None) -> RootChoices:
    """The root command's choices, from `ctx` or the context running now (none outside a
    command, or before the root command has read them)."""
    ctx = ctx if ctx is not None else current_context()
    obj = ctx.find_root().obj if ctx is not None else None
    return obj if isinstance(obj, RootChoices) else RootChoices()


def _root_choice(key: str) -> str | None:
    return getattr(root_choices(), key)


def error_line(error: BaseException | str, written_lang: str | None = None) -> str:
    """`error: ...` in the language chosen with --lang (English without it): an error of
    ours worded by the catalogue from its key and facts, anything else as it says.
    `written_lang`: the --lang written on the command line, for a mistake found before the
    root command has read it (used when it names a language we have)."""
    from ..i18n.catalogue import LANGUAGES, english_words, words_for
    from ..i18n.wording import error_text

    lang = _root_choice("lang") or written_lang
    words = words_for(lang) if lang in LANGUAGES else english_words()
    message = error if isinstance(error, str) else error_text(error, words)
    return words["ERROR_LINE"].format(message=message)


def cli_words() -> Any:
    """The catalogue of the language chosen with --lang, before or after the command
    (English without it): what the command line prints its own lines with."""
    from ..i18n.catalogue import LANGUAGES, english_words, words_for

    lang = _root_choice("lang")
    return words_for(lang) if lang in LANGUAGES else english_words()


def check_lang(lang: str | None) -> str | None:
    """The language asked for, here or before the command (`escoba --lang fr play`):
    checked, or None for the saved choice."""
    from ..i18n.catalogue import LANGUAGES  # the catalogue alone: no textual

    lang = lang or _root_choice("lang")
    if lang is not None and lang not in LANGUAGES:
        refuse("lang_choice", value=lang, known=", ".join(LANGUAGES))
    return lang


def check_theme(theme: str | None) -> str | None:
    """The theme asked for, here or before the command: checked, or None for the saved one."""
    theme = theme or _root_choice("theme")
    if theme is not None:
        with needs_ui():
            from ..ui.themes import theme_names

        known = theme_names()
        if theme not in known:
            refuse("theme_unknown", value=theme, known=", ".join(known))
    return theme


@contextmanager
def needs_ui() -> Iterator[None]:
    """Around an import of the full-screen game: a missing third-party package it needs
    is one `error:` line; any other import error is a bug in the game and shows as one."""
    try:
        yield
    except ModuleNotFoundError as exc:
        missing = (exc.name or "").split(".")[0]
        if missing not in UI_PACKAGES:
            raise
        refuse("needs_package", package=missing)


def launch_game(**kwargs: Any) -> None:
    """Run the full-screen game (ui.app.run_app takes the keywords)."""
    with needs_ui():
        from ..ui.app import run_app
    run_app(**kwargs)


PROGRESS_LINES = 50  # lines a progress counter writes at most when stderr is not a terminal


class Progress:
    """A counter on stderr for long work (`analyze`, `bench`): "move 3 of 52". On a
    terminal one line, written over as it counts and cleared at the end; elsewhere (a log,
    a pipe) a line per step, at most PROGRESS_LINES of them and always the last. Never on
    stdout: `--json` stays JSON."""

    def __init__(self) -> None:
        import sys

        self.stream = sys.stderr
        try:
            self.terminal = self.stream.isatty()
        except (AttributeError, ValueError):
            self.terminal = False
        self.shown = False

    def step(self, k: int, n: int, text: str) -> None:
        if self.terminal:
            self.stream.write("\r\x1b[2K" + text)
            self.shown = True
        elif k == n or k % max(1, -(-n // PROGRESS_LINES)) == 0:
            self.stream.write(text + "\n")
        self.stream.flush()

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *_: object) -> None:
        if self.terminal and self.shown:
            self.stream.write("\r\x1b[2K")
            self.stream.flush()
