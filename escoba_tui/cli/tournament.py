"""The `escoba tournament` commands: new, run, standings, view."""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from ..errors import os_reason
from ..files.names import shown_name, shown_text
from ..i18n.wording import error_text, number
from .common import (
    ask_to_run,
    cpu_clock_option,
    check_lang,
    check_theme,
    cli_words,
    option_option,
    refuse,
    rules_option,
    target_option,
)

if TYPE_CHECKING:
    from rich.progress import Progress

    from ..tournament.config import Tournament
    from ..tournament.runner import RunResult
    from ..tournament.standings import Standings

app = typer.Typer(
    help="Round-robins and gauntlets between players: fair, parallel, resumable.",
    add_completion=False,
    no_args_is_help=True,
)

NAMED_SPEC = re.compile(r"^([A-Za-z0-9_.#-]+)=(.+)$")


def _player_names(specs: list[str]) -> list[tuple[str, str]]:
    """`NAME=SPEC` names a player; a bare spec is named after itself (a cmd: player
    after its script), made unique with #2, #3."""
    out: list[tuple[str, str]] = []
    seen: dict[str, int] = {}
    for raw in specs:
        m = NAMED_SPEC.match(raw)
        if m and ":" not in m.group(1):
            name, spec = m.group(1), m.group(2)
        else:
            spec = raw
            if spec.startswith("cmd:"):
                words = spec[4:].split()
                name = Path(words[-1]).stem if words else "cmd"
            elif spec.startswith("py:"):
                name = spec[3:].split(":")[0].rsplit(".", 1)[-1]
            else:
                name = spec
            name = name[:40] or "player"
        seen[name] = seen.get(name, 0) + 1
        if seen[name] > 1:
            name = f"{name}#{seen[name]}"
        out.append((name, spec))
    return out


@app.command("new")
def new(
    name: str = typer.Argument(
        ..., help="Tournament name: the file tournaments/NAME.toml and the folder for its games."
    ),
    player: list[str] = typer.Option(
        ..., "--player", "-p", help="A player spec (repeat for each player); NAME=SPEC names it."
    ),
    rules: str = rules_option(),
    option: list[str] | None = option_option(),
    target: int | None = target_option(),
    seats: int = typer.Option(2, "--seats", help="Seats per game: 2, 3, 4 or 6."),
    partners: bool = typer.Option(False, "--partners", help="4 or 6 seats as two teams sitting alternately."),
    games: int | None = typer.Option(
        None,
        "--games",
        "-n",
        help="Deal sequences per pairing; each is played under every rotation of the seats (default 2; with --sprt 1000, a cap: the run stops when the SPRT decides).",
    ),
    format: str = typer.Option(
        "round-robin",
        "--format",
        "-f",
        help="round-robin, or gauntlet (the challenger meets every group of the others).",
    ),
    challenger: str | None = typer.Option(
        None, "--challenger", help="Gauntlet: the challenger's name (default: the first player)."
    ),
    seed: int = typer.Option(0, "--seed", "-s", help="Seed of every deal: the same seed plays the same games."),
    time_ms: int | None = typer.Option(
        None, "--time-ms", help="Per-move time budget for external players, in milliseconds."
    ),
    sprt: str | None = typer.Option(
        None, "--sprt", help="Two-seat gauntlet: stop when decided, ELO0,ELO1[,ALPHA,BETA] e.g. 0,30."
    ),
    cpu_clock: bool = cpu_clock_option("written into the players' specs"),
    folder: Path = typer.Option(Path("tournaments"), "--dir", help="Folder for the definition."),
    force: bool = typer.Option(False, "--force", help="Replace an existing definition."),
) -> None:
    """Write a tournament definition (validated) to tournaments/NAME.toml."""
    players = _player_names(player)
    if cpu_clock:  # in each player's spec: the definition and the records say which clock
        from ..players import on_cpu_clock

        players = [(n, on_cpu_clock(sp)) for n, sp in players]
    doc = _definition_doc(name, players, rules, option or [], target, games, sprt)
    doc.update(seats=seats, partners=partners, format=format, seed=seed)
    if format == "gauntlet":
        doc["challenger"] = challenger if challenger is not None else players[0][0]
    elif challenger is not None:
        refuse("challenger_gauntlet")
    if time_ms is not None:
        doc["time_ms"] = time_ms
    from ..tournament.config import from_dict, write_definition

    path = folder / f"{name}.toml"
    tournament = from_dict(doc, _cli_words()["FROM_COMMAND_LINE"])
    try:
        write_definition(tournament, path, force=force)
    except OSError as exc:
        refuse("cannot_write_path", path=path, reason=os_reason(exc))
    said = _cli_words()["RUN_TEXT"]
    typer.echo(
        said["wrote"].format(
            path=path,
            players=len(players),
            games=tournament.game_count,
            cap=said["cap"] if tournament.sprt is not None else "",
        )
    )
    typer.echo(said["run_it"].format(path=path))


def _definition_doc(
    name: str,
    players: list[tuple[str, str]],
    rules: str,
    option: list[str],
    target: int | None,
    games: int | None,
    sprt: str | None,
) -> dict[str, Any]:
    """The definition `tournament new` writes, as the TOML document config.from_dict
    checks: the rules and their options, the players, the games (2 by default, the SPRT's
    cap with --sprt) and the SPRT's bounds."""
    from ..game.rules import parse_option
    from ..tournament.config import SPRT_GAMES

    doc: dict[str, Any] = {"name": name, "rules": rules}
    options = dict(parse_option(o) for o in option)
    if options:
        doc["rules_options"] = {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()}
    if target is not None:
        doc["target"] = target
    doc["games"] = games if games is not None else SPRT_GAMES if sprt is not None else 2
    doc["players"] = [{"name": n, "spec": s} for n, s in players]
    if sprt is not None:
        try:
            values = [float(v) for v in sprt.split(",")]
        except ValueError:
            refuse("sprt_form", value=sprt)
        if len(values) not in (2, 4):
            refuse("sprt_form", value=sprt)
        doc["sprt"] = dict(zip(("elo0", "elo1", "alpha", "beta"), values, strict=False))
    return doc


def _load(file: Path, check_players: bool = True) -> Tournament:
    from ..tournament.config import read_definition

    return read_definition(file, check_players=check_players)


def _programs(tournament) -> list[tuple[str, str]]:
    """The players that are someone's code: `cmd:` programs and `py:` modules."""
    return [(p.name, p.spec) for p in tournament.players if p.spec.startswith(("cmd:", "py:"))]


def _consent(file: Path, tournament, yes: bool) -> None:
    """A definition may come from someone else: its programs run only once agreed."""
    ask_to_run(str(file), _programs(tournament), yes)


def _check_players(file: Path, tournament) -> None:
    """The specs' own checks, which import `py:` modules: only once consent is given."""
    from ..players import PlayerSpecError, check_spec

    for i, p in enumerate(tournament.players, 1):
        try:
            check_spec(p.spec)
        except PlayerSpecError as exc:
            refuse("schema_field", where=str(file), field=f"players[{i}].spec", problem=exc)


class _Live:
    """Progress on a terminal (rich bar, games/s, ETA, leader); plain lines otherwise.
    Names reach the terminal through shown_name and never as markup."""

    def __init__(self, tournament, workers: int, where: str = "") -> None:
        from rich.console import Console

        self.t = tournament
        self.workers = workers
        self.where = where  # " on the Dask scheduler at ..." for a cluster run
        self.console = Console(stderr=True)
        self.progress: Progress | None = None  # a bar of one task, on a terminal
        self.start = time.perf_counter()
        self.played = 0
        self.leader = ""
        self.failing: set[str] = set()
        self.w = _cli_words()
        self.said = self.w["RUN_TEXT"]

    def started(self, scheduled: int, done: int, to_play: int, replaced: list[str]) -> None:
        for game_id in replaced:
            self.console.print(self.said["replaced"].format(game=game_id), markup=False, highlight=False)
        if done and to_play:
            self.console.print(self.said["resuming"].format(done=done, scheduled=scheduled, to_play=to_play))
        elif not to_play:
            self.console.print(self.said["all_played"].format(scheduled=scheduled))
        else:
            start = self.said["start_one" if self.workers == 1 else "start"]
            self.console.print(
                start.format(scheduled=scheduled, workers=self.workers, where=self.where), markup=False, highlight=False
            )
        self.start = time.perf_counter()
        if self.console.is_terminal and to_play:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

            self.progress = Progress(
                TextColumn("[bold]{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[rate]}"),
                TextColumn("{task.fields[eta]}"),
                TextColumn("{task.fields[leader]}", markup=False),  # a player's name: text, never markup
                console=self.console,
            )
            self.progress.add_task(self.t.name, total=scheduled, completed=done, rate="", eta="", leader="")
            self.progress.start()

    def game_done(self, event) -> None:
        self.played += 1
        if event.fault:
            self.console.print(
                self.said["forfeit"].format(game=event.game.id, fault=shown_text(error_text(event.fault, self.w), 300)),
                markup=False,
                highlight=False,
            )
        if self.progress is not None:
            elapsed = max(time.perf_counter() - self.start, 1e-9)
            rate = self.played / elapsed
            task = self.progress.tasks[0]
            remaining = (task.total or 0) - task.completed - 1
            eta = remaining / rate if rate > 0 else 0
            self.progress.update(
                task.id,
                advance=1,
                rate=self.said["rate"].format(rate=number(rate, 1, self.w)),
                eta=self.said["eta"].format(eta=f"{int(eta) // 60}:{int(eta) % 60:02d}"),
                leader=self.leader,
            )

    def game_skipped(self, event) -> None:
        reason = shown_text(error_text(event.reason, self.w), 300)
        self.console.print(
            self.said["skipped"].format(game=event.game.id, reason=reason), markup=False, highlight=False
        )

    def standings(self, doc: dict) -> None:
        for p in doc["players"]:
            if p.get("failing") and p["name"] not in self.failing:
                self.failing.add(p["name"])  # said once during the run, again in the summary
                self.console.print(
                    self.said["failing"].format(name=shown_name(p["name"]), n=p["forfeits_total"], games=p["games"]),
                    markup=False,
                    highlight=False,
                )
        leader = doc["progress"].get("leader", "")
        self.leader = self.w["VIEW_LEADER"].format(name=shown_name(leader)) if leader else ""
        if self.progress is not None:
            self.progress.update(self.progress.tasks[0].id, leader=self.leader)

    def stop(self) -> None:
        if self.progress is not None:
            self.progress.stop()
            self.progress = None


def _report(result: RunResult, tournament: Tournament, file: Path, resume: str) -> None:
    """What a run says when it ends: stopped (and how to resume), or the standings, the pace
    and the games skipped."""
    from ..tournament.standings import parse_standings

    w = _cli_words()
    said = w["RUN_TEXT"]
    if result.interrupted:
        typer.echo(
            said["interrupted_after"].format(
                played=result.played, done=result.done, scheduled=result.scheduled, resume=resume
            ),
            err=True,
        )
        raise typer.Exit(130)
    _print_standings(parse_standings(result.standings, str(tournament.standings_path)), tournament.folder)
    if result.played:
        rate = result.played / result.elapsed if result.elapsed > 0 else 0.0
        late = int(result.standings.get("progress", {}).get("after_decision", 0))
        note = (said["late_one"] if late == 1 else said["late"].format(late=late)) if late else ""
        typer.echo(
            said["played"].format(
                played=result.played,
                seconds=number(result.elapsed, 1, w),
                rate=number(rate, 1, w),
                note=note,
                path=tournament.standings_path,
            )
        )
    if result.skipped:
        ids = ", ".join(s.game.id for s in result.skipped[:20]) + (", ..." if len(result.skipped) > 20 else "")
        skipped = said["skipped_one" if len(result.skipped) == 1 else "skipped_many"]
        typer.echo(skipped.format(n=len(result.skipped), ids=ids, again=said["again"].format(file=file)), err=True)
        raise typer.Exit(1)


@app.command("run")
def run(
    file: Path = typer.Argument(..., help="The tournament definition (tournaments/NAME.toml)."),
    workers: int | None = typer.Option(None, "--workers", "-w", help="Worker processes (default: one per core)."),
    yes: bool = typer.Option(
        False, "--yes", "-y", help="Run the definition's cmd: and py: players without asking (for scripts)."
    ),
    scheduler: str | None = typer.Option(
        None,
        "--scheduler",
        help="Play the games on the Dask cluster of this scheduler, tcp://HOST:PORT (needs the cluster extra).",
    ),
    scheduler_file: Path | None = typer.Option(
        None,
        "--scheduler-file",
        help="Play on the Dask cluster whose scheduler wrote this file (dask scheduler --scheduler-file F).",
    ),
    cluster: str | None = typer.Option(
        None,
        "--cluster",
        help="local:N starts a Dask cluster of N worker processes on this machine, to try the cluster mode.",
    ),
) -> None:
    """Play every game not yet on disk; run it again after a stop to resume.

    A definition with cmd: or py: players runs programs on this machine: they are listed
    and, on a terminal, you are asked once; without a terminal, add --yes."""
    from ..tournament.placement import place, where_asked
    from ..tournament.runner import run_tournament

    where = where_asked(workers, scheduler, scheduler_file, cluster)
    tournament = _load(file, check_players=False)
    _consent(file, tournament, yes)
    _check_players(file, tournament)
    w = _cli_words()
    said = w["RUN_TEXT"]
    resume = said["resume"].format(file=file)
    if where.cluster:
        from ..tournament import cluster as dask_cluster

        for name, spec in dask_cluster.time_budget_players(tournament):
            typer.echo(said["time_budget"].format(name=shown_name(name), spec=shown_text(spec, 120)), err=True)
        try:
            placement = place(tournament, where, on_wait=lambda line: typer.echo(error_text(line, w), err=True))
        except dask_cluster.ClusterError as exc:
            for line in exc.lines:  # worker addresses and their messages: text from afar
                typer.echo(w["ERROR_LINE"].format(message=shown_text(error_text(line, w), 500)), err=True)
            raise typer.Exit(2) from None
        except KeyboardInterrupt:
            typer.echo(said["interrupted"], err=True)
            raise typer.Exit(130) from None
        for line in placement.warnings:
            typer.echo(said["warning"].format(message=shown_text(error_text(line, w), 500)), err=True)
        assert placement.description is not None  # a cluster always says which
        live = _Live(tournament, placement.threads, said["on"].format(where=error_text(placement.description, w)))
    else:
        placement = place(tournament, where)
        live = _Live(tournament, placement.threads)
    try:
        try:
            result = run_tournament(tournament, placement.threads, live, executor=placement.executor)
        finally:
            live.stop()
            placement.close()
    except KeyboardInterrupt:  # before the workers started: nothing is lost
        typer.echo(said["interrupted_resume"].format(resume=resume), err=True)
        raise typer.Exit(130) from None
    except OSError as exc:
        refuse("path_reason", path=tournament.folder, reason=os_reason(exc))
    _report(result, tournament, file, resume)


def _standings_file(file: Path) -> Standings | None:
    """The standings in `file` (checked) if it is a standings file; None if it is
    something else, which the caller reads as a tournament definition."""
    from ..files.reader import read_toml
    from ..tournament.standings import FORMAT, StandingsError, parse_standings

    doc, text = read_toml(file, StandingsError, "tournament definition or standings file")
    return parse_standings(doc, str(file), text) if doc.get("format") == FORMAT else None


def _read_any(file: Path) -> tuple[Standings, Path]:
    """Standings from a standings file, or from a definition: its standings file, or
    recomputed from the records when there is none yet."""
    from ..tournament.runner import current_standings
    from ..tournament.standings import parse_standings, read_standings

    found = _standings_file(file)
    if found is not None:
        return found, file.parent
    tournament = _load(file, check_players=False)  # reading runs nothing: no py: import
    if tournament.standings_path.exists():
        return read_standings(tournament.standings_path), tournament.folder
    return parse_standings(current_standings(tournament), str(tournament.standings_path)), tournament.folder


@app.command("standings")
def standings(
    file: Path = typer.Argument(..., help="A tournament definition or its standings.toml."),
    as_json: bool = typer.Option(False, "--json", help="Print the standings as JSON."),
) -> None:
    """Print the standings: table, ratings, crosstable, progress."""
    found, folder = _read_any(file)
    if as_json:
        from ..tournament.standings import to_json

        typer.echo(to_json(found))
        return
    _print_standings(found, folder)


def _cli_words() -> Mapping[str, Any]:
    """The catalogue of the language chosen with --lang (English without it)."""
    return cli_words()


def _print_standings(s: Standings, folder: Path) -> None:
    from rich.console import Console

    w = _cli_words()
    # Every string of a standings file is a stranger's: drawn as Text (never markup),
    # through shown_name (never a terminal control).
    probe = Console()
    console = probe if probe.is_terminal else Console(width=max(110, probe.width))
    console.print(_players_table(s, w))
    cross = s.crosstable
    if len(cross.players) > 2 or s.multi:
        console.print(_crosstable(s, w))
    for line in (*_test_lines(s, w), *_failing_lines(s, w, folder), _progress_line(s, w)):
        console.print(line)


def _players_table(s: Standings, w: Mapping[str, Any]) -> Any:
    from rich.table import Table
    from rich.text import Text

    from ..i18n.wording import number, numbers_in
    from ..tournament.standings import player_figures

    progress = s.progress
    head = w["VIEW_HEAD"].format(
        name=shown_name(s.name),
        rules=shown_name(s.rules),
        target=s.target,
        seats=s.seats,
        partners=w["VIEW_PARTNERS"] if s.partners else "",
        format=w["VIEW_FORMATS"].get(s.tournament_format, shown_name(s.tournament_format)),
    )
    title = w["STANDINGS_TEXT"]["title"].format(
        head=head,
        progress=w["VIEW_PROGRESS"].format(
            done=number(progress.done, 0, w), scheduled=number(progress.scheduled, 0, w)
        ),
    )
    table = Table(title=Text(title))
    name_width = min(24, max([len(shown_name(p.name)) for p in s.players] + [6]))
    columns = [
        "rank",
        "name",
        "games",
        "wins",
        "draws",
        "losses",
        "score_rate",
        "points_per_hand",
        *(["rating"] if s.multi else ["elo", "los"]),
    ]
    heads = w["VIEW_COLUMNS"]
    for col in columns + ["forfeits"]:
        table.add_column(
            heads[col],
            justify="left" if col in ("name", "forfeits") else "right",
            no_wrap=col != "forfeits",
            min_width=name_width if col == "name" else 8 if col == "forfeits" else None,
        )
    faults = w["FAULT_WORDS"]
    for p in s.players:
        figures = player_figures(p)
        forfeits = ", ".join(f"{shown_name(faults.get(k, k))} {v}" for k, v in p.forfeits.items() if v) or "-"
        row: list[str | Text] = [
            Text(shown_name(p.name)) if c == "name" else numbers_in(figures[c], w) for c in columns
        ]
        row.append(Text(forfeits))
        table.add_row(*row)
    return table


def _crosstable(s: Standings, w: Mapping[str, Any]) -> Any:
    from rich.table import Table
    from rich.text import Text

    from ..i18n.wording import numbers_in

    cross = s.crosstable
    ct = Table(title=w["STANDINGS_TEXT"]["crosstable"])
    ct.add_column("")
    for name in cross.players:
        ct.add_column(Text(shown_name(name, 12)), justify="right")
    for i, name in enumerate(cross.players):
        cells = []
        for j in range(len(cross.players)):
            games = cross.games[i][j]
            cells.append("" if i == j else numbers_in(f"{cross.score[i][j]:g}/{games}", w) if games else "-")
        ct.add_row(Text(shown_name(name)), *cells)
    return ct


def _test_lines(s: Standings, w: Mapping[str, Any]) -> list[Any]:
    """The challenger's pentanomial Elo and the SPRT's state, when the tournament has them."""
    from rich.text import Text

    from ..i18n.wording import number, numbers_in
    from ..tournament.standings import format_interval, format_signed

    t_words = w["STANDINGS_TEXT"]
    lines = []
    if s.challenger_elo is not None:
        c = s.challenger_elo
        line = w["VIEW_CHALLENGER"].format(
            name=shown_name(s.challenger or ""),
            elo=format_signed(c.elo, 0),
            interval=format_interval(c.low, c.high),
            pairs=number(c.pairs, 0, w),
        )
        lines.append(Text(t_words["pentanomial"].format(challenger=line, counts=list(c.pentanomial))))
    if s.sprt is not None:
        t = s.sprt

        def figure(x: float) -> str:
            return numbers_in(f"{x:g}", w)

        verdict = t_words["verdicts"].get(t.decision, t_words["verdicts"][""]).format(elo1=figure(t.elo1))
        lines.append(
            Text(
                t_words["sprt"].format(
                    elo0=figure(t.elo0),
                    elo1=figure(t.elo1),
                    alpha=figure(t.alpha),
                    beta=figure(t.beta),
                    llr=numbers_in(format_signed(t.llr), w),
                    lower=numbers_in(format_signed(t.lower), w),
                    upper=numbers_in(format_signed(t.upper), w),
                    pairs=number(t.pairs, 0, w),
                    verdict=verdict,
                )
            )
        )
    return lines


def _failing_lines(s: Standings, w: Mapping[str, Any], folder: Path) -> list[Any]:
    """A warning for each player who forfeited half its games or more."""
    from rich.text import Text

    t_words = w["STANDINGS_TEXT"]
    faults = w["FAULT_WORDS"]
    lines = []
    for p in s.players:
        if p.failing:
            causes = ", ".join(f"{shown_name(faults.get(k, k))} {v}" for k, v in p.forfeits.items() if v)
            lines.append(
                Text.assemble(
                    (t_words["warning"], "bold red"),
                    " "
                    + t_words["failing"].format(
                        name=shown_name(p.name),
                        n=p.forfeits_total,
                        games=p.games,
                        causes=causes,
                        folder=shown_text(folder / "logs"),
                    ),
                )
            )
    return lines


def _progress_line(s: Standings, w: Mapping[str, Any]) -> Any:
    from rich.text import Text

    from ..i18n.wording import number

    progress = s.progress
    parts = [w["VIEW_PROGRESS"].format(done=number(progress.done, 0, w), scheduled=number(progress.scheduled, 0, w))]
    if progress.stopped_by_sprt:
        parts.append(w["VIEW_STOPPED_BY_SPRT"])
        if progress.after_decision:
            parts.append(w["VIEW_AFTER_DECISION"].format(count=number(progress.after_decision, 0, w)))
    else:
        parts.append(
            w["VIEW_COMPLETE"]
            if progress.complete
            else w["VIEW_RUNNING"].format(remaining=number(progress.remaining, 0, w))
        )
    if progress.leader:
        parts.append(w["VIEW_LEADER"].format(name=shown_name(progress.leader)))
    return Text(w["STANDINGS_TEXT"]["progress"].format(state=" · ".join(parts)))


@app.command("view")
def view(file: Path = typer.Argument(..., help="A tournament definition or its standings.toml.")) -> None:
    """Standings, crosstable and games in the full-screen viewer, live while a run goes on; Enter on a game replays it."""
    from ..tournament.config import read_definition
    from ..tournament.standings import read_standings

    definition = None
    if _standings_file(file) is not None:
        path = file
    else:  # the viewer plays nothing: a player's program need not be there
        path = read_definition(file, check_players=False).standings_path
        definition = str(file)
        if path.exists():  # none yet: the viewer waits for the run to write it
            read_standings(path)
    language, theme = check_lang(None), check_theme(None)
    # Textual only now: the other commands, and the errors above, stay quick.
    from ..ui.screens.standings import run_viewer

    run_viewer(path, definition, language=language, theme=theme)
