"""The `escoba` command line (typer): play, replay, match, record, bench, and more."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import typer
from typer.core import TyperGroup

from ..errors import Count, EscobaError
from ..game.record import RecordError
from ..game.rules import Rules, build_rules, parse_option
from ..players import PlayerFault
from .common import (
    LANG_HELP,
    ROOT_CHOICES,
    Progress,
    THEME_HELP,
    check_lang,
    check_theme,
    cli_words,
    error_line,
    fail,
    hoist_globals,
    launch_game,
    option_option,
    refuse,
    rules_option,
    target_option,
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


app = typer.Typer(
    cls=EscobaCommands,
    name="escoba",
    help="Escoba and its scopa cousins: play in the terminal, pit AIs against each other.",
    no_args_is_help=False,
    add_completion=False,
    pretty_exceptions_enable=False,
)
record_app = typer.Typer(help="Check and read game records (escoba-record TOML).", add_completion=False)
app.add_typer(record_app, name="record")
from .tournament import tournament_app  # noqa: E402

app.add_typer(tournament_app, name="tournament")


def rules_from_cli(preset: str, target: int | None, options: list[str] | None) -> Rules:
    return build_rules(preset, dict(parse_option(o) for o in options or []), target)


# Bounds on numbers from the command line: past these a command would run for days.
MAX_MATCH_GAMES = 100_000
MAX_BENCH_SECONDS = 600.0
MAX_BENCH_MOVES = 100_000


@app.callback(invoke_without_command=True)
def main_callback(
    ctx: typer.Context,
    lang: str | None = typer.Option(None, "--lang", help=LANG_HELP),
    theme: str | None = typer.Option(None, "--theme", help=THEME_HELP),
) -> None:
    """With no command: open the full-screen game."""
    # Every command reads these (check_lang, check_theme), written before or after it.
    ROOT_CHOICES.update(lang=None, theme=None)
    # A theme written before any command is checked here, whatever the command (`escoba
    # --theme nope match ...` is refused, not ignored).
    ROOT_CHOICES.update(lang=check_lang(lang))  # first: the theme's error is worded in it
    ROOT_CHOICES.update(theme=check_theme(theme) if theme else None)
    if ctx.invoked_subcommand is None:
        launch_game(language=lang, theme=check_theme(theme))


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
    cpu_clock: bool = typer.Option(
        False,
        "--cpu-clock",
        help="Time each built-in search on its own thread's CPU clock, not the wall clock (fair on a busy machine).",
    ),
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


@record_app.command("verify")
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


@record_app.command("show")
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
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from ..files.names import shown_name

    # Every cell is Text (never markup), and what comes from the file (its name, the seats'
    # names) goes through shown_name first: no terminal control reaches the terminal.
    from rich.console import Console

    from ..i18n.catalogue import english_words, words_for
    from ..i18n.wording import say

    lang = check_lang(None)  # --lang, before or after the command: the tables in that language
    w = words_for(lang) if lang else english_words()
    a_words = w["ANALYZE_TEXT"]
    console = Console()
    names = [shown_name(n) for n in record.seats]
    # Narrow terminals: the reasons go on their own line under the table, whole, instead of
    # a column a few letters wide; moves are never cut.
    wide = console.width >= 120
    t = Table(title=Text(a_words["title"].format(file=shown_name(file.name, 80))), box=box.SIMPLE_HEAD, pad_edge=False)
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
    cpu_clock: bool = typer.Option(
        False,
        "--cpu-clock",
        help="Time each built-in search on its own thread's CPU clock, not the wall clock (fair on a busy machine).",
    ),
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
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from ..i18n.catalogue import english_words, words_for
    from ..i18n.wording import number

    lang = check_lang(None)  # --lang, before or after the command: the tables in that language
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


from .net import register as _register_net  # noqa: E402

_register_net(app)

from .serve import register as _register_serve  # noqa: E402

_register_serve(app)


def command() -> Any:
    """The command behind `escoba`, its help naming values (GAMES, SPEC) rather than
    Python types, and flags with no type at all."""
    cmd = typer.main.get_command(app)
    _readable_help(cmd)
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
    ROOT_CHOICES.update(lang=None, theme=None)  # this run's, never an earlier one's
    try:
        code = command().main(args=argv, prog_name="escoba", standalone_mode=False)
    except UsageError as exc:
        if not exc.format_message():  # a group named alone (`escoba tournament`): its help said it all
            raise SystemExit(2) from None
        if exc.ctx:  # Click's own words, then ours: where to read about the command
            path = " ".join(["escoba", *exc.ctx.command_path.split()[1:]])
            typer.echo(error_line(EscobaError(key="see_help", message=exc.format_message(), command=path)), err=True)
        else:
            typer.echo(error_line(exc.format_message()), err=True)
        raise SystemExit(2) from None
    except ClickException as exc:
        typer.echo(error_line(exc.format_message()), err=True)
        raise SystemExit(exc.exit_code) from None
    except typer.Exit as exc:
        raise SystemExit(exc.exit_code) from None
    except (typer.Abort, KeyboardInterrupt):
        typer.echo(cli_words()["ASK_TEXT"]["aborted"], err=True)
        raise SystemExit(130) from None
    if isinstance(code, int) and code:
        raise SystemExit(code)  # a command's typer.Exit(code), returned when not standalone


if __name__ == "__main__":
    main()
