"""The study commands: analyze (where a record's points went), puzzles (from your own
games) and bench (the engine's and the players' speed)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer

from ..errors import Count
from ..game.record import RecordError
from ..players import PlayerFault
from .common import (
    cpu_clock_option,
    LANG_HELP,
    Progress,
    check_lang,
    check_theme,
    cli_words,
    fail,
    launch_game,
    refuse,
)

app = typer.Typer(add_completion=False)

# Bounds on numbers from the command line: past these a command would run for days.
MAX_BENCH_SECONDS = 600.0
MAX_BENCH_MOVES = 100_000


@app.command()
def analyze(
    file: Path = typer.Argument(..., help="A record file (escoba-record TOML)."),
    ms: float | None = typer.Option(
        None,
        "--ms",
        help="Search time per move in milliseconds, instead of a number of worlds (results vary from run to run).",
    ),
    iters: int | None = typer.Option(
        None,
        "--iters",
        help="Worlds searched per move at least, up to 4 times as many where the label needs them (default 100, as the replay's review): the same analysis on every run.",
    ),
    seed: int = typer.Option(0, "--seed", help="Seed of the search."),
    as_json: bool = typer.Option(False, "--json", help="Print the analysis as JSON."),
) -> None:
    """Where the points went: every move searched again from its seat's information
    (master's search), the best move, the expected points lost, a label and how sure it
    is; each player's accuracy (0-100)."""
    from ..game.record import read_record
    from ..players.limits import MAX_ITERS, MAX_MS
    from ..study.analyze import analyze_record

    if ms is not None and not 0 < ms <= MAX_MS:
        refuse("ms_range", value=float(ms), most=Count(MAX_MS))
    if iters is not None and not 1 <= iters <= MAX_ITERS:
        refuse("iters_range", value=iters, most=Count(MAX_ITERS))
    if ms is not None and iters is not None:
        refuse("ms_or_iters")
    try:
        record = read_record(file)
        from ..game.record import verify

        verify(record, str(file))
    except RecordError as exc:
        raise exc from None
    from ..i18n.wording import number

    said = cli_words()["ANALYZE_TEXT"]["progress"]
    with Progress() as progress:

        def step(done: int, total: int, _move) -> None:
            progress.step(done, total, said.format(k=number(done), n=number(total)))

        analysis = analyze_record(record, ms=ms, iters=iters, seed=seed, on_move=step)
    if as_json:
        typer.echo(json.dumps(analysis.to_json(), indent=2))
        return
    lang = check_lang(None)  # --lang, before or after the command: the tables in that language
    _print_analysis(record, analysis, lang, file.name)


def _print_analysis(record: Any, analysis: Any, lang: str | None, file_name: str) -> None:
    """The analysis as two tables on the terminal: every move, then every player."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from ..files.names import shown_name

    # Every cell is Text (never markup), and what comes from the file (its name, the seats'
    # names) goes through shown_name first: no terminal control reaches the terminal.
    from rich.console import Console

    from ..i18n.catalogue import english_words, words_for
    from ..i18n.wording import number, say

    w = words_for(lang) if lang else english_words()
    a_words = w["ANALYZE_TEXT"]
    console = Console()
    names = [shown_name(n) for n in record.seats]
    # Narrow terminals: the reasons go on their own line under the table, whole, instead of
    # a column a few letters wide; moves are never cut.
    wide = console.width >= 120
    t = Table(title=Text(a_words["title"].format(file=shown_name(file_name, 80))), box=box.SIMPLE_HEAD, pad_edge=False)
    # A move is one word ("2c:1o+3b+9c"): its columns are as wide as the longest one, so
    # it never breaks inside; the words around it (label, certainty, reason) wrap instead.
    longest = max((len(text) for m in analysis.moves for text in (m.played, m.best)), default=0)
    if not wide:  # one space between columns, not three: the longer headings of fr/es/pt fit 80
        t.padding = (0, 1, 0, 0)
    for col in ("hand", "move", "player", "played", "best", "loss", "label", "sure", *(["why"] if wide else [])):
        is_move = col in ("played", "best")
        t.add_column(
            a_words["columns"][col],
            justify="right" if col in ("hand", "move", "loss") else "left",
            overflow="fold",
            no_wrap=col not in ("label", "sure", "why"),
            min_width=longest if is_move else None,
        )
    why: list[str] = []
    labels, sure = w["REVIEW_LABELS"], a_words["certainty"]
    for m in analysis.moves:
        reason = a_words["forced"] if m.forced else say(m.reason, words=w) if m.reason else ""
        who = names[m.seat] if m.seat < len(names) else str(m.seat)
        label = labels.get(m.label, m.label)
        t.add_row(
            *map(
                Text,
                (
                    str(m.hand),
                    str(m.index),
                    who,
                    m.played,
                    m.best,
                    number(m.loss, 2, w),
                    label,
                    sure.get(m.certainty, m.certainty),
                    *([reason] if wide else []),
                ),
            )
        )
        if not wide and reason and not m.forced:
            why.append(a_words["why_line"].format(hand=m.hand, move=m.index, name=who, label=label, reason=reason))
    console.print(t, markup=False)
    if why:
        console.print(Text(a_words["why"] + "\n" + "\n".join(why)), soft_wrap=True)
    _print_players(record, analysis, w, console)


def _print_players(record: Any, analysis: Any, w: Any, console: Any) -> None:
    """Each player's expected loss a move and accuracy, seats counted from 1."""
    from rich.table import Table
    from rich.text import Text

    from ..files.names import shown_name
    from ..i18n.wording import number

    a_words = w["ANALYZE_TEXT"]
    heads = a_words["player_columns"]
    t = Table(title=a_words["players"])
    for col in ("seat", "name", "loss", "accuracy", "moves"):
        t.add_column(heads[col])
    for p in analysis.players:
        name = shown_name(record.seats[p.seat]) if p.seat < len(record.seats) else ""
        t.add_row(
            *map(
                Text,
                (
                    str(p.seat + 1),  # seats are counted from 1 on screen (the JSON keeps the record's index)
                    name,
                    number(p.mean_loss, 3, w),
                    w["ACCURACY_PERCENT"].format(n=number(p.accuracy, 0, w)),
                    str(p.moves),
                ),
            )
        )
    console.print(t)
    console.print(Text(a_words["legend"]))


@app.command()
def puzzles(
    list_them: bool = typer.Option(
        False, "--list", help="Bring the puzzles up to date and list them (no full screen)."
    ),
    lang: str | None = typer.Option(None, "--lang", help=LANG_HELP),
) -> None:
    """Puzzles from your own games: positions of your saved matches where one move is
    clearly best, to solve in the full-screen game; a missed one comes back sooner."""
    lang = check_lang(lang)
    if not list_them:
        launch_game(puzzles=True, language=lang, theme=check_theme(None))
        return
    from datetime import date

    from ..files.lock import LockedError
    from ..files.names import shown_name
    from ..i18n.catalogue import current_language, words_for
    from ..i18n.wording import error_text
    from ..study import practice
    from ..study.saves import data_dir

    words = words_for(lang or current_language())
    folder = data_dir()
    today = date.today()
    try:
        loaded = practice.load(folder)
    except OSError as exc:
        fail(words["PUZZLES_FAILED"].format(error=error_text(exc, words)))
    if loaded.note is not None:
        typer.echo(words["PUZZLES_KEPT"].format(path=loaded.kept_as, reason=loaded.note), err=True)
    built = practice.build(folder, loaded.book, today=today)
    for name, why in built.skipped:
        typer.echo(words["PUZZLES_SKIPPED"].format(name=shown_name(name, 80), reason=shown_name(why, 200)), err=True)
    if built.read or built.skipped or loaded.note is not None:
        try:  # added to the file as it is now, under the data folder's lock
            built.book = practice.keep_built(folder, loaded.book, built).book
        except (OSError, LockedError) as exc:
            fail(words["PUZZLES_FAILED"].format(error=error_text(exc, words)))
    book = built.book
    due = book.due(today, practice.MAX_PUZZLES)
    typer.echo(words["PUZZLES_CLI_STATUS"].format(n=len(book.puzzles), due=len(due), new=built.added, read=built.read))
    for p in sorted(book.puzzles, key=practice.listed_order):
        typer.echo(
            words["PUZZLES_CLI_LINE"].format(
                due=p.due.isoformat(),
                box=p.box,
                file=shown_name(Path(p.source).stem, 40),
                hand=p.hand,
                move=p.index,
                solved=p.solved,
                tries=p.tries,
            )
        )
    upcoming = book.next_due()
    if upcoming is not None and upcoming > today:
        typer.echo(words["PUZZLES_CLI_NEXT"].format(date=upcoming.isoformat()))


@app.command()
def bench(
    seconds: float = typer.Option(2.0, "--seconds", help="Seconds of play per preset."),
    moves: int = typer.Option(60, "--moves", help="Decisions timed per player."),
    player: list[str] | None = typer.Option(
        None, "--player", "-p", help="Player specs to time (default: the built-ins)."
    ),
    cpu_clock: bool = cpu_clock_option(),
    reference: Path | None = typer.Option(
        None,
        "--reference",
        help="A reference engine's file (play_hand, random_player: ../shared/bench/escoba_ref.py) to time our escoba playouts against.",
    ),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Engine speed (random-vs-random hands per CPU second of one core, against a plain engine in the same run) and each player's time per move."""
    from ..study.bench import run_bench

    if not 0 < seconds <= MAX_BENCH_SECONDS:  # nan fails this too: it would never end
        refuse("seconds_range", value=float(seconds), most=float(MAX_BENCH_SECONDS))
    if not 1 <= moves <= MAX_BENCH_MOVES:
        refuse("moves_range", value=moves, most=Count(MAX_BENCH_MOVES))

    from ..files.names import shown_name

    said = cli_words()["BENCH_TEXT"]
    try:
        with Progress() as progress:

            def step(k: int, n: int, kind: str, name: str) -> None:
                what = (
                    said["engine_step"].format(preset=name)
                    if kind == "engine"
                    else said["player_step"].format(name=shown_name(name))
                )
                progress.step(k, n, said["progress"].format(k=k, n=n, what=what))

            result = run_bench(seconds, moves, player, cpu_clock=cpu_clock, reference=reference, on_step=step)
    except PlayerFault as exc:  # an external program that crashed, hung or cheated
        refuse("player_faulted", reason=str(exc))
    if as_json:
        typer.echo(json.dumps(result, indent=2))
        return
    _print_bench(result, check_lang(None))  # --lang, before or after the command: the tables in it


def _print_bench(result: dict[str, Any], lang: str | None) -> None:
    """The engine's speed against the plain engine, then each player's time a move."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from ..i18n.catalogue import english_words, words_for
    from ..files.names import shown_name
    from ..i18n.wording import number

    w = words_for(lang) if lang else english_words()
    b_words = w["BENCH_TEXT"]
    console = Console()
    t = Table(title=b_words["engine"])
    for i, col in enumerate(b_words["engine_columns"]):
        t.add_column(col, justify="left" if i == 0 else "right")
    for preset, row in result["engine"].items():
        t.add_row(
            preset,
            number(row["hands_per_second"], 0, w),
            number(row["playout_hands_per_second"], 0, w),
            number(row["plain_hands_per_second"], 0, w),
            number(row["playout_vs_plain"], 2, w) + "×",
            number(row["legal_vs_plain"], 2, w) + "×",
        )
    console.print(t)
    if "reference" in result:
        ref = result["reference"]
        console.print(
            Text(
                b_words["reference"].format(
                    path=ref["file"],
                    preset=ref["preset"],
                    theirs=number(ref["reference_hands_per_second"], 0, w),
                    ours=number(ref["playout_hands_per_second"], 0, w),
                    ratio=number(ref["playout_vs_reference"], 2, w),
                )
            )
        )
    t = Table(title=b_words["players"])
    for i, col in enumerate(b_words["player_columns"]):
        t.add_column(col, justify="left" if i == 0 else "right")
    for name, row in result["players"].items():
        t.add_row(
            Text(shown_name(name)),
            number(row["median_ms"], 3, w),
            number(row["p95_ms"], 3, w),
            number(row["mean_ms"], 3, w),
            str(row["moves"]),
        )
    console.print(t)
