"""The game's commands: play (the full screen, set up from the command line), replay (a
record in the viewer) and match (a series between players, its summary printed)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer

from ..errors import Count
from ..game.rules import Rules, build_rules, parse_option
from .common import (
    cpu_clock_option,
    LANG_HELP,
    THEME_HELP,
    check_lang,
    check_theme,
    cli_words,
    launch_game,
    option_option,
    refuse,
    rules_option,
    target_option,
)

app = typer.Typer(add_completion=False)


def rules_from_cli(preset: str, target: int | None, options: list[str] | None) -> Rules:
    return build_rules(preset, dict(parse_option(o) for o in options or []), target)


# Bounds on numbers from the command line: past these a command would run for days.
MAX_MATCH_GAMES = 100_000


@app.command()
def play(
    seat: list[str] = typer.Option(
        ["human", "greedy"],
        "--seat",
        help="Who plays each seat, in play order: human, or a player spec (random, greedy, counter, expert, ...).",
    ),
    name: list[str] | None = typer.Option(
        None, "--name", help="A name per seat, in the same order (default: You, Ada, Bruno, ...)."
    ),
    rules: str = rules_option(),
    target: int | None = target_option(),
    option: list[str] | None = option_option(),
    partners: bool = typer.Option(False, "--partners", help="4 or 6 players as two teams sitting alternately."),
    faces: str = typer.Option("spanish", "--faces", help="Card faces: spanish, italian, french."),
    values: bool = typer.Option(True, "--values/--no-values", help="Show each card's value on its face."),
    speed: str = typer.Option(
        "normal", "--speed", help="How long an AI move stays on screen: instant, fast, normal, slow."
    ),
    theme: str | None = typer.Option(None, "--theme", help=THEME_HELP),
    seed: int | None = typer.Option(None, "--seed", "-s", help="Seed of the shuffles (default: a fresh one)."),
    lang: str | None = typer.Option(None, "--lang", help=LANG_HELP),
) -> None:
    """Play in the full-screen game, skipping the setup screen."""
    from ..players import check_spec

    lang = check_lang(lang)
    the_rules = rules_from_cli(rules, target, option)
    if len(seat) not in (2, 3, 4, 6):
        refuse("seat_count_one" if len(seat) == 1 else "seat_count", n=len(seat))
    if partners and len(seat) not in (4, 6):
        refuse("partners_seats", n=len(seat))
    from ..ui.session import Seat
    from ..ui.settings import FACES, SPEEDS, Settings, options_of

    if faces not in FACES:
        refuse("option_choose", option="--faces", value=faces, choices=tuple(FACES))
    if speed not in SPEEDS:
        refuse("option_choose", option="--speed", value=speed, choices=tuple(SPEEDS))
    names = list(name or [])
    if len(names) > len(seat):
        refuse("names_count", names=len(names), n=len(seat))
    defaults = ["You", "Ada", "Bruno", "Carmen", "Dario", "Elena"]
    names += [n for n in defaults if n not in names][: len(seat) - len(names)]
    for spec in seat:
        if spec != "human":
            check_spec(spec)
    theme = check_theme(theme)
    settings = Settings(
        preset=the_rules.preset,
        target=the_rules.target,
        options=options_of(the_rules),
        seats=tuple(Seat(n, k) for k, n in zip(seat, names)),
        partners=partners,
        faces=faces,
        show_values=values,
        speed=speed,
        theme=theme,
    )
    launch_game(play=settings, seed=seed, language=lang)


@app.command()
def replay(
    file: Path = typer.Argument(..., help="A record file (escoba-record TOML)."),
    lang: str | None = typer.Option(None, "--lang", help=LANG_HELP),
) -> None:
    """Step through a recorded game in the full-screen viewer: ←/→ moves, PgUp/PgDn hands."""
    from ..game.record import read_record
    from ..game.record import replay as replay_record

    lang = check_lang(lang)
    theme = check_theme(None)
    # A bad record, or one whose moves do not replay, is one line here, not a screen
    # that opens on "move 0 of 0".
    replay_record(read_record(file), str(file))
    launch_game(replay=file, language=lang, theme=theme)


@app.command()
def match(
    players: list[str] = typer.Argument(
        ..., help="Player specs, one per seat: random, greedy, counter, expert:ms=200, py:mod.Class, cmd:..."
    ),
    games: int = typer.Option(
        10,
        "--games",
        "-n",
        help="Deal sequences to play, 1 to 100,000; with --duplicate each is played under every seating (2 players: 2 games a deal).",
    ),
    seed: int = typer.Option(0, "--seed", "-s", help="Seed of every shuffle: the same seed plays the same games."),
    rules: str = rules_option(),
    target: int | None = target_option(),
    option: list[str] | None = option_option(),
    partners: bool = typer.Option(False, "--partners", help="4 or 6 players as two teams sitting alternately."),
    duplicate: bool = typer.Option(False, "--duplicate", help="Play every deal under every rotation of the seats."),
    records: Path | None = typer.Option(None, "--records", help="Write one record per game into this folder."),
    cpu_clock: bool = cpu_clock_option(),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as JSON."),
) -> None:
    """Play a series of games between players and print a summary."""
    from ..arena.series import play_series
    from ..players import on_cpu_clock

    if cpu_clock:  # in each player's spec, so the records' `players` say which clock
        players = [on_cpu_clock(p) for p in players]

    if not 1 <= games <= MAX_MATCH_GAMES:
        refuse("games_range", value=games, most=Count(MAX_MATCH_GAMES))
    the_rules = rules_from_cli(rules, target, option)
    if len(players) not in (2, 3, 4, 6):
        refuse("player_count_one" if len(players) == 1 else "player_count", n=len(players))
    if partners and len(players) not in (4, 6):
        refuse("partners_players", n=len(players))
    if records is not None and records.exists() and not records.is_dir():
        refuse("records_not_folder", path=records)
    progress = None if as_json or not sys.stderr.isatty() else _progress
    try:
        series = play_series(players, the_rules, games, seed, partners, records, duplicate, on_game=progress)
    except OSError as exc:
        refuse("records_cannot_write", reason=exc)
    if progress:
        typer.echo("", err=True)
    from ..study.summary import series_json, series_table

    if as_json:
        typer.echo(json.dumps(series_json(series, the_rules, seed, duplicate), indent=2))
    else:
        from ..i18n.catalogue import words_for

        lang = check_lang(None)  # --lang, before or after the command: the summary in that language
        series_table(series, the_rules, duplicate, words=words_for(lang) if lang else None)


def _progress(done: int, total: int) -> None:
    typer.echo("\r" + cli_words()["MATCH_TEXT"]["progress"].format(done=done, total=total), nl=False, err=True)
