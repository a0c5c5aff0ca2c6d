"""Mistakes on the command line that click finds (an unknown command or option, a missing
argument, a value of the wrong kind), said in the language chosen with --lang.

Click words them in English. Each kind we know becomes an error of ours with a catalogue
key and its facts (the option, the argument's name, what was expected); a kind we do not
know keeps click's words. Click's exception classes are recognised by name: typer vendors
click in newer releases and imports it in older ones, so they have no one public name.
"""

from __future__ import annotations

import difflib
from typing import Any

import typer

from ..errors import EscobaError


def lang_in(argv: list[str]) -> str | None:
    """The value of the last --lang written in `argv` (before any `--`), unchecked: the
    language a mistake found before the root command read its options is said in."""
    lang = None
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg.startswith("--lang="):
            lang = arg.partition("=")[2]
        elif arg == "--lang" and i + 1 < len(argv):
            lang = argv[i + 1]
    return lang


def word_unknown_commands(group: Any) -> None:
    """Make `group` (and every group under it) mark the error of an unknown command with the
    name written and the commands it has, for usage_error to word."""
    resolve = group.resolve_command
    usage_error_class: Any = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")

    def resolve_command(ctx: Any, args: list[str]) -> Any:
        try:
            return resolve(ctx, args)
        except usage_error_class as exc:
            name = args[0] if args else ""
            if name and group.get_command(ctx, name) is None:
                exc.unknown_command = name
                exc.known_commands = [
                    n for n in group.list_commands(ctx) if not getattr(group.get_command(ctx, n), "hidden", False)
                ]
            raise

    group.resolve_command = resolve_command
    for sub in getattr(group, "commands", {}).values():
        if hasattr(sub, "commands"):
            word_unknown_commands(sub)


def usage_error(exc: Exception) -> EscobaError | str:
    """Click's mistake `exc` as an error of ours the catalogue words, or click's own message
    for a kind it has no words for."""
    kinds = {c.__name__ for c in type(exc).__mro__}
    message: str = exc.format_message() if hasattr(exc, "format_message") else str(exc)
    unknown = getattr(exc, "unknown_command", None)
    if isinstance(unknown, str):
        close = difflib.get_close_matches(unknown, getattr(exc, "known_commands", []))
        if close:
            return EscobaError(key="cli_no_command_close", name=unknown, close=", ".join(repr(c) for c in close))
        return EscobaError(key="cli_no_command", name=unknown)
    param = getattr(exc, "param", None)
    if "MissingParameter" in kinds and param is not None:
        kind = getattr(exc, "param_type", None) or getattr(param, "param_type_name", "")
        return EscobaError(
            key="cli_missing_argument" if kind == "argument" else "cli_missing_option", name=_hint(param)
        )
    if "NoSuchOption" in kinds:
        option = str(getattr(exc, "option_name", ""))
        possible = sorted(getattr(exc, "possibilities", None) or ())
        if possible:
            return EscobaError(key="cli_no_option_among", option=option, among=", ".join(possible))
        return EscobaError(key="cli_no_option", option=option)
    if "BadParameter" in kinds and param is not None:
        expected = _expected(param)
        if expected is not None:
            return EscobaError(key="cli_bad_value", name=_hint(param), expected=expected)
    if "BadOptionUsage" in kinds:
        option = str(getattr(exc, "option_name", ""))
        if "requires" in message:
            return EscobaError(key="cli_needs_value", option=option)
        if "does not take" in message:
            return EscobaError(key="cli_takes_no_value", option=option)
    if message.startswith("Got unexpected extra argument"):
        extra = message[message.rfind("(") + 1 : message.rfind(")")].split()
        return EscobaError(key="cli_extra_arguments", n=len(extra), arguments=" ".join(extra))
    return message


def _hint(param: Any) -> str:
    """How click names a parameter in its errors: 'PLAYERS...' for an argument, '--seed' /
    '-s' for an option."""
    if getattr(param, "param_type_name", "") == "argument":
        return repr(param.metavar or str(param.name).upper())
    return " / ".join(repr(o) for o in param.opts)


def _expected(param: Any) -> EscobaError | None:
    """What a numeric parameter takes, as words: a whole number (between its bounds), a
    number; None for any other kind (click's message is kept)."""
    kind = getattr(getattr(param, "type_descriptor", None), "annotation", None)
    click_type = getattr(param, "type", None)
    name = getattr(click_type, "name", "")
    low = getattr(param, "min", getattr(click_type, "min", None))
    high = getattr(param, "max", getattr(click_type, "max", None))
    if kind is int or name in ("integer", "integer range"):
        if low is not None and high is not None:
            return EscobaError(key="cli_whole_number_between", low=low, high=high)
        if low is not None:
            return EscobaError(key="cli_whole_number_from", low=low)
        return EscobaError(key="cli_whole_number")
    if kind is float or name in ("float", "float range"):
        return EscobaError(key="cli_number")
    return None
