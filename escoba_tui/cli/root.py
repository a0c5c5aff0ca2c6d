"""The root of the `escoba` command line (typer): the global options (--lang, --theme),
the one place errors become a line on standard error, and the commands of the other
modules (play, study, net, serve, record, tournament), each of them a Typer of its own."""

from __future__ import annotations

import sys
from typing import Any

import typer
from typer.core import TyperGroup

from ..errors import EscobaError
from .net import app as net_app
from .play import app as play_app
from .record import app as record_app
from .serve import app as serve_app
from .study import app as study_app
from .tournament import app as tournament_app
from .usage import lang_in, usage_error, word_unknown_commands
from .common import (
    LANG_HELP,
    RootChoices,
    THEME_HELP,
    check_lang,
    check_theme,
    cli_words,
    error_line,
    hoist_globals,
    launch_game,
)


class EscobaCommands(TyperGroup):
    """The root command: the one place an EscobaError becomes `error: ...` on standard
    error and exit code 2, for every command (and for tests that invoke `app`)."""

    # ctx is click's Context: typer vendors click in newer releases and imports it in
    # older ones, so its class has no one public name to write here.
    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        # --lang and --theme belong to the whole program, wherever they are written.
        return super().parse_args(ctx, hoist_globals(args) if ctx.parent is None else args)

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except EscobaError as exc:
            typer.echo(error_line(exc), err=True)
            raise typer.Exit(2) from None
        except (typer.Abort, KeyboardInterrupt):  # Ctrl-C or end of input at a question: in its language
            typer.echo(cli_words()["ASK_TEXT"]["aborted"], err=True)
            raise typer.Exit(130) from None


app = typer.Typer(
    cls=EscobaCommands,
    name="escoba",
    help="Escoba and its scopa cousins: play in the terminal, pit AIs against each other.",
    no_args_is_help=False,
    add_completion=False,
    pretty_exceptions_enable=False,
)
# Each module of the command line has its own Typer; the root only adds them, in the
# order `escoba --help` lists them.
app.add_typer(play_app)
app.add_typer(study_app)
app.add_typer(net_app)
app.add_typer(serve_app)
app.add_typer(record_app, name="record")
app.add_typer(tournament_app, name="tournament")


@app.callback(invoke_without_command=True)
def main_callback(
    ctx: typer.Context,
    lang: str | None = typer.Option(None, "--lang", help=LANG_HELP),
    theme: str | None = typer.Option(None, "--theme", help=THEME_HELP),
) -> None:
    """With no command: open the full-screen game."""
    # Every command reads these (check_lang, check_theme), written before or after it. A
    # theme written before any command is checked here, whatever the command (`escoba
    # --theme nope match ...` is refused, not ignored), worded in the language.
    ctx.obj = RootChoices(lang=check_lang(lang))
    ctx.obj = RootChoices(lang=ctx.obj.lang, theme=check_theme(theme) if theme else None)
    if ctx.invoked_subcommand is None:
        launch_game(language=lang, theme=check_theme(theme))


def _within(exc: Exception) -> Any:
    """The context a click error was raised in, made current again while it is worded (its
    root holds the --lang read), or nothing to enter when it has none."""
    from contextlib import nullcontext

    ctx = getattr(exc, "ctx", None)
    return ctx if ctx is not None else nullcontext()


def command() -> Any:
    """The command behind `escoba`, its help naming values (GAMES, SPEC) rather than
    Python types, and flags with no type at all."""
    cmd = typer.main.get_command(app)
    _readable_help(cmd)
    word_unknown_commands(cmd)
    return cmd


def _readable_help(cmd: Any) -> None:
    for param in cmd.params:
        if param.param_type_name == "argument":
            param.metavar = param.name.upper() + ("..." if param.nargs != 1 else "")
            param.display_type_rich = lambda ctx: None  # the name says it; typer would add a Python type
        elif getattr(param, "is_flag", False) or param.name == "help":
            param.metavar = ""
        elif param.metavar is None:
            param.metavar = param.name.upper()
    make_help_option = cmd.get_help_option  # click adds --help when it draws the help

    def help_option(ctx: Any) -> Any:
        option = make_help_option(ctx)
        if option is not None:
            option.metavar = ""
        return option

    cmd.get_help_option = help_option
    for sub in getattr(cmd, "commands", {}).values():
        _readable_help(sub)


def main(argv: list[str] | None = None) -> None:
    """Run `escoba`. A mistake on the command line is one `error:` line and exit 2, as
    every other bad value is, never a box and a usage screen. Errors of the project
    (EscobaError) are reported by the root command, EscobaCommands, so that `app`
    invoked directly behaves the same."""
    # click's exception classes, found from typer's public BadParameter: typer vendors
    # click in newer releases and imports it in older ones.
    # (They have no one public name to write as a type, hence Any.)
    bases: dict[str, Any] = {c.__name__: c for c in typer.BadParameter.__mro__}
    ClickException, UsageError = bases["ClickException"], bases["UsageError"]
    written = lang_in(list(sys.argv[1:] if argv is None else argv))
    try:
        code = command().main(args=argv, prog_name="escoba", standalone_mode=False)
    except UsageError as exc:
        if not exc.format_message():  # a group named alone (`escoba tournament`): its help said it all
            raise SystemExit(2) from None
        # Worded in the --lang the root command has read, or (a mistake found before it
        # read it) the one written on the command line.
        with _within(exc):
            mistake = usage_error(exc)
            if exc.ctx:  # the mistake, then where to read about the command
                path = " ".join(["escoba", *exc.ctx.command_path.split()[1:]])
                mistake = EscobaError(key="see_help", message=mistake, command=path)
            typer.echo(error_line(mistake, written), err=True)
        raise SystemExit(2) from None
    except ClickException as exc:
        with _within(exc):
            typer.echo(error_line(exc.format_message(), written), err=True)
        raise SystemExit(exc.exit_code) from None
    except typer.Exit as exc:
        raise SystemExit(exc.exit_code) from None
    except (typer.Abort, KeyboardInterrupt):  # before a command runs (within one: EscobaCommands)
        typer.echo(cli_words()["ASK_TEXT"]["aborted"], err=True)
        raise SystemExit(130) from None
    if isinstance(code, int) and code:
        raise SystemExit(code)  # a command's typer.Exit(code), returned when not standalone


if __name__ == "__main__":
    main()
