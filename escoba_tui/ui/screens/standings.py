"""The tournament viewer: standings, crosstable and games of a run, kept live, any game opened in the replay viewer."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static, TabbedContent, TabPane
from textual.worker import get_current_worker

from ...files.names import shown_name
from ...game.engine import EngineError, default_teams
from ...game.record import RecordError, read_record
from ...game.results import Result
from ...i18n import catalogue as S
from ...i18n import wording as W
from ...tournament.standings import (
    GameEntry,
    PlayerStanding,
    Standings,
    StandingsError,
    format_interval,
    format_percent,
    format_signed,
    player_figures,
    read_standings,
)
from ..base_app import BaseApp
from ..widgets.footer import Footer
from .base import TooSmall
from .replay import ReplayScreen

# The runner rewrites the standings (atomically, by rename) after games finish; a
# second between looks is quick enough for a person and costs one stat() call.
POLL_SECONDS = 1.0

# ---------------------------------------------------------------- cells


def _order(x: float) -> float:
    """Numbers for sorting: an unknown (nan) goes below everything."""
    return -math.inf if math.isnan(x) else x


# column key -> (sort key of a player, best first means descending)
SORTS: dict[str, tuple[Callable[[PlayerStanding], Any], bool]] = {
    "rank": (lambda p: p.rank, False),
    "name": (lambda p: p.name.casefold(), False),
    "games": (lambda p: p.games, True),
    "wins": (lambda p: p.wins, True),
    "draws": (lambda p: p.draws, True),
    "losses": (lambda p: p.losses, False),
    "score_rate": (lambda p: p.score_rate, True),
    "points_per_hand": (lambda p: p.points_per_hand, True),
    "elo": (lambda p: _order(p.elo.elo) if p.elo else -math.inf, True),
    "los": (lambda p: p.elo.los if p.elo else -math.inf, True),
    "rating": (lambda p: p.rating.ordinal if p.rating else -math.inf, True),
    "forfeits": (lambda p: p.forfeits_total, False),
}


def standings_columns(doc: Standings) -> list[str]:
    rating = ["rating"] if doc.multi else ["elo", "los"]
    return ["rank", "name", "games", "wins", "draws", "losses", "score_rate", "points_per_hand", *rating, "forfeits"]


def sorted_players(doc: Standings, column: str, reverse: bool) -> list[PlayerStanding]:
    """Best first in the column (ties by rank); `reverse` turns it round."""
    key, descending = SORTS[column]
    players = sorted(doc.players, key=lambda p: p.rank)
    return sorted(players, key=key, reverse=descending != reverse)


RIGHT = {"rank", "games", "wins", "draws", "losses", "score_rate", "points_per_hand", "elo", "los", "rating"}


def player_cells(p: PlayerStanding, columns: list[str]) -> list[Any]:
    cells: dict[str, str | Text] = dict(player_figures(p))
    # Every string of a standings file is a stranger's: shown_name, and drawn as Text.
    cells["name"] = Text(shown_name(p.name), style="bold red" if p.failing else "")
    cells["forfeits"] = Text(
        ", ".join(f"{shown_name(S.FAULT_WORDS.get(k, k))} {v}" for k, v in p.forfeits.items() if v) or "-"
    )
    out: list[Any] = []
    for c in columns:
        cell = cells[c]
        if c in RIGHT and isinstance(cell, str):
            cell = Text(W.numbers_in(cell), justify="right")  # 0,38 where the language writes so
        out.append(cell)
    return out


def cross_cell(doc: Standings, i: int, j: int) -> Text:
    cross = doc.crosstable
    if i == j:
        return Text("—", justify="center", style="dim")
    games = cross.games[i][j]
    if not games:
        return Text("-", justify="right", style="dim")
    score = cross.score[i][j]
    text = f"{score:g}/{games}"
    if cross.los is not None:
        text += " " + W.numbers_in(format_percent(cross.los[i][j]))  # as the standings' LOS column writes it
    rate = score / games
    style = "green" if rate > 0.5 else "red" if rate < 0.5 else ""
    return Text(text, justify="right", style=style)


def side_names(game: GameEntry, partners: bool = False) -> list[str]:
    """The sides of a game by name ("Ada & Carmen"); a pending game has no teams yet,
    so they come from the seating as the referee will make them."""
    teams: Sequence[Sequence[int]]
    if game.teams is not None:
        teams = game.teams
    else:
        try:
            teams = default_teams(len(game.players), partners)
        except EngineError:
            teams = [[seat] for seat in range(len(game.players))]
    return [
        S.SIDE_JOIN.join(shown_name(game.players[seat]) for seat in side if 0 <= seat < len(game.players))
        for side in teams
    ]


def game_cells(n: int, game: GameEntry, partners: bool = False) -> list[Any]:
    sides = side_names(game, partners)
    winner = game.winner if game.done and game.winner is not None else -1
    players = Text(" v ").join(Text(side, style="bold" if i == winner else "") for i, side in enumerate(sides))
    game_id = Text(shown_name(game.id))
    if not game.done:
        return [Text(str(n), justify="right"), game_id, players, Text(S.VIEW_PENDING, style="dim"), "", "", ""]
    late = "" if game.counted else S.VIEW_NOT_COUNTED  # finished after the SPRT's decision
    if 0 <= winner < len(sides):
        outcome = S.VIEW_WINNER.format(side=sides[winner])
    else:
        outcome = S.VIEW_ABANDONED if game.result == Result.ABANDONED else S.VIEW_DRAW
    forfeit = ""
    if game.result == Result.FORFEIT:
        seat = game.forfeit_seat
        forfeit = S.VIEW_FORFEIT.format(
            seat=(seat + 1) if seat is not None else "?",
            reason=shown_name(S.FAULT_WORDS.get(game.forfeit_reason or "", game.forfeit_reason or "")),
        )
    return [
        Text(str(n), justify="right"),
        game_id,
        players,
        Text.assemble(outcome, (" · " + late, "dim") if late else ""),
        "-".join(str(s) for s in game.scores or ()),
        Text(str(game.hands), justify="right"),
        Text(forfeit, style="red") if forfeit else "",
    ]


def head_lines(doc: Standings) -> str:
    progress = doc.progress
    head = S.VIEW_HEAD.format(
        name=shown_name(doc.name),
        rules=shown_name(doc.rules),
        target=doc.target,
        seats=doc.seats,
        partners=S.VIEW_PARTNERS if doc.partners else "",
        format=S.VIEW_FORMATS.get(doc.tournament_format, shown_name(doc.tournament_format)),
    )
    parts = [S.VIEW_PROGRESS.format(done=progress.done, scheduled=progress.scheduled)]
    if progress.stopped_by_sprt:
        parts.append(S.VIEW_STOPPED_BY_SPRT)
        if progress.after_decision:
            parts.append(S.VIEW_AFTER_DECISION.format(count=progress.after_decision))
    else:
        parts.append(S.VIEW_COMPLETE if progress.complete else S.VIEW_RUNNING.format(remaining=progress.remaining))
    if progress.leader:
        parts.append(S.VIEW_LEADER.format(name=shown_name(progress.leader)))
    return head + "\n" + " · ".join(parts)


def notes(doc: Standings) -> str:
    """What the table does not hold: the challenger's Elo, the SPRT, failing players."""
    lines = []
    if doc.challenger_elo is not None:
        c = doc.challenger_elo
        lines.append(
            S.VIEW_CHALLENGER.format(
                name=shown_name(doc.challenger or ""),
                elo=format_signed(c.elo, 0),
                interval=format_interval(c.low, c.high),
                pairs=W.number(c.pairs),
            )
        )
    if doc.sprt is not None:
        t = doc.sprt
        lines.append(
            S.VIEW_SPRT.format(
                verdict=S.VIEW_SPRT_VERDICTS.get(t.decision, ""),
                elo0=W.numbers_in(f"{t.elo0:g}"),
                elo1=W.numbers_in(f"{t.elo1:g}"),
                llr=W.numbers_in(format_signed(t.llr)),
                lower=W.numbers_in(format_signed(t.lower)),
                upper=W.numbers_in(format_signed(t.upper)),
                pairs=W.number(t.pairs),
            )
        )
    for p in doc.players:
        if p.failing:
            lines.append(S.VIEW_FAILING.format(name=shown_name(p.name), n=p.forfeits_total, games=p.games))
    lines.append(S.VIEW_STANDINGS_NOTE)
    return "\n".join(lines)


# ---------------------------------------------------------------- screens


class GameReplay(ReplayScreen):
    """The replay viewer opened over the standings: q or Esc goes back instead of quitting."""

    BINDINGS = [Binding("q,escape", "back", "KEY_BACK")]
    HELP_LINE = "REPLAY_HELP_BACK"

    def action_back(self) -> None:
        self.leave_review()  # before the widgets go: a review's late result is not drawn
        self.dismiss()


class StandingsScreen(Screen):
    """Three tabs over one standings file, reread whenever the runner replaces it."""

    DEFAULT_CSS = """
    StandingsScreen #view-head { height: 2; padding: 0 1; background: $panel; color: $foreground; }
    StandingsScreen #view-status { height: auto; padding: 0 1; color: $title-warning; }
    StandingsScreen #view-status.-empty { display: none; }
    StandingsScreen TabbedContent { height: 1fr; }
    StandingsScreen TabPane { padding: 0 1; }
    StandingsScreen DataTable { height: auto; max-height: 1fr; }
    StandingsScreen #games-table { height: 1fr; }
    StandingsScreen .view-note { color: $text-muted; margin-top: 1; height: auto; }
    """

    BINDINGS = [
        Binding("1", "tab('standings')", "KEY_TAB_STANDINGS"),
        Binding("2", "tab('crosstable')", "KEY_TAB_CROSSTABLE"),
        Binding("3", "tab('games')", "KEY_TAB_GAMES"),
        Binding("s", "sort", "KEY_SORT"),
        Binding("o", "open", "KEY_OPEN"),
        Binding("r", "reload", "KEY_RELOAD"),
        Binding("q", "app.quit", "KEY_QUIT"),
    ]

    def __init__(
        self, path: Path, definition: str | None = None, faces: str = "spanish", show_values: bool = True
    ) -> None:
        super().__init__()
        self.path = Path(path)
        self.definition = definition
        self.faces, self.show_values = faces, show_values
        self.doc: Standings | None = None
        self.stamp: tuple[int, int, int] | None = None
        self.sort_column = "rank"
        self.sort_reverse = False
        self.shown_columns: list[str] = []
        self.game_rows: dict[str, list[Any]] = {}

    def compose(self) -> ComposeResult:
        yield TooSmall()
        yield Static("", id="view-head", markup=False)  # names from the file: text, not markup
        yield Static("", id="view-status", classes="-empty", markup=False)
        with TabbedContent(initial="standings"):
            with TabPane(S.VIEW_TABS["standings"], id="standings"):
                yield DataTable(id="standings-table", cursor_type="column", zebra_stripes=True)
                yield Static("", id="standings-note", classes="view-note", markup=False)
            with TabPane(S.VIEW_TABS["crosstable"], id="crosstable"):
                yield DataTable(id="cross-table", cursor_type="cell", fixed_columns=1)
                yield Static("", id="cross-note", classes="view-note", markup=False)
            with TabPane(S.VIEW_TABS["games"], id="games"):
                yield DataTable(id="games-table", cursor_type="row", zebra_stripes=True)
                yield Static(S.VIEW_GAMES_NOTE, id="games-note", classes="view-note", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.set_interval(POLL_SECONDS, self.poll)
        self.query_one("#standings-table", DataTable).focus()

    # ------------------------------------------------------------ reading

    def file_stamp(self) -> tuple[int, int, int] | None:
        # The runner renames a new file over the old one: the inode changes even
        # when two writes fall within the file system's mtime resolution.
        try:
            st = self.path.stat()
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size, st.st_ino)

    def poll(self) -> None:
        stamp = self.file_stamp()
        if stamp != self.stamp:
            self.stamp = stamp
            self.read_in_background(stamp)

    @work(thread=True, exclusive=True, group="standings")
    def read_in_background(self, stamp: tuple[int, int, int] | None) -> None:
        # A large tournament's file takes a tenth of a second to parse: off the UI thread,
        # so the tables stay responsive while a run rewrites it.
        found = self.read(stamp)
        if get_current_worker().is_cancelled:
            return  # a newer read is on its way
        try:
            self.app.call_from_thread(self.show, found)
        except RuntimeError:
            pass  # the app closed while the file was being read

    def reload(self) -> None:
        """Read now, on the UI thread: the first screen, and the r key."""
        self.stamp = self.file_stamp()
        self.show(self.read(self.stamp))

    def read(self, stamp: tuple[int, int, int] | None) -> Standings | str | None:
        """The checked standings, or a line saying why not, or None for no file."""
        if stamp is None:
            return None
        try:
            return read_standings(self.path)
        except StandingsError as exc:
            # The screen names the file already: the line (if known) and the field are enough.
            where, _, what = str(exc).removeprefix(f"{self.path}").partition(": ")
            return f"line {where.lstrip(':')}: {what}" if where.lstrip(":").isdigit() else what

    def show(self, found: Standings | str | None) -> None:
        if found is None:
            if self.doc is None:
                self.query_one("#view-head", Static).update(
                    S.VIEW_WAITING.format(path=self.path, definition=self.definition or self.path)
                )
            else:
                self.set_status(S.VIEW_GONE.format(path=self.path))
            return
        if isinstance(found, str):
            # Keep what was shown: a hand-edited or foreign file should not blank the screen.
            self.set_status(S.VIEW_UNREADABLE.format(path=self.path, error=found))
            return
        self.set_status("")
        self.doc = found
        self.query_one("#view-head", Static).update(head_lines(found))
        self.fill_standings()
        self.fill_crosstable()
        self.fill_games()

    def set_status(self, text: str) -> None:
        status = self.query_one("#view-status", Static)
        status.update(text)
        status.set_class(not text, "-empty")

    # ------------------------------------------------------------ tables

    def fill_standings(self) -> None:
        assert self.doc is not None
        table = self.query_one("#standings-table", DataTable)
        columns = standings_columns(self.doc)
        if self.sort_column not in columns:
            self.sort_column, self.sort_reverse = "rank", False
        cursor = table.cursor_coordinate
        table.clear(columns=True)
        for key in columns:
            label = S.VIEW_COLUMNS[key]
            if key == self.sort_column and (key != "rank" or self.sort_reverse):
                label += S.VIEW_SORT_UP if SORTS[key][1] == self.sort_reverse else S.VIEW_SORT_DOWN
            table.add_column(label, key=key)
        for p in sorted_players(self.doc, self.sort_column, self.sort_reverse):
            table.add_row(*player_cells(p, columns), key=p.name)
        self.shown_columns = columns
        table.move_cursor(
            row=min(cursor.row, max(table.row_count - 1, 0)), column=min(cursor.column, len(columns) - 1), animate=False
        )
        self.query_one("#standings-note", Static).update(notes(self.doc))

    def fill_crosstable(self) -> None:
        assert self.doc is not None
        table = self.query_one("#cross-table", DataTable)
        cross = self.doc.crosstable
        names = list(cross.players)
        cursor = table.cursor_coordinate
        table.clear(columns=True)
        table.add_column("", key="")
        for j, name in enumerate(names):
            table.add_column(Text(shown_name(name, 12), justify="right"), key=f"c{j}")
        for i, name in enumerate(names):
            table.add_row(Text(shown_name(name)), *[cross_cell(self.doc, i, j) for j in range(len(names))], key=f"r{i}")
        table.move_cursor(
            row=min(cursor.row, max(len(names) - 1, 0)), column=min(cursor.column, len(names)), animate=False
        )
        self.query_one("#cross-note", Static).update(
            S.VIEW_CROSS_NOTE.format(los=S.VIEW_CROSS_LOS if cross.los is not None else "")
        )

    def fill_games(self) -> None:
        """The schedule never changes during a run: once built, only the rows of games
        that changed are rewritten, so the cursor and the scroll stay where they are."""
        assert self.doc is not None
        table = self.query_one("#games-table", DataTable)
        partners = self.doc.partners
        games = list(enumerate(self.doc.games, 1))
        skipped = 0
        if self.doc.progress.stopped_by_sprt:
            # The SPRT decided: the games it made unnecessary are one line, not thousands of rows.
            skipped = sum(1 for _, g in games if not g.done)
            games = [(n, g) for n, g in games if g.done]
        note = S.VIEW_GAMES_SKIPPED.format(count=W.number(skipped)) + "\n" if skipped else ""
        self.query_one("#games-note", Static).update(note + S.VIEW_GAMES_NOTE)
        rows = {g.id: game_cells(n, g, partners) for n, g in games}
        if list(rows) == list(self.game_rows):
            keys = list(S.VIEW_GAME_COLUMNS)
            for game_id, cells in rows.items():
                old = self.game_rows[game_id]
                for key, new, before in zip(keys, cells, old):
                    if str(new) != str(before):
                        table.update_cell(game_id, key, new, update_width=True)
        else:
            table.clear(columns=True)
            for key, label in S.VIEW_GAME_COLUMNS.items():
                table.add_column(label, key=key)
            for game_id, cells in rows.items():
                table.add_row(*cells, key=game_id)
        self.game_rows = rows

    # ------------------------------------------------------------ actions

    def active_tab(self) -> str:
        return self.query_one(TabbedContent).active

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "sort":
            return self.active_tab() == "standings" and self.doc is not None
        if action == "open":
            return self.active_tab() == "games" and self.doc is not None
        return True

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        pane = event.pane
        if pane is not None:
            for table in pane.query(DataTable):
                table.focus()
        self.refresh_bindings()

    def action_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab

    def action_reload(self) -> None:
        self.reload()

    def sort_by(self, column: str) -> None:
        """A new column sorts best first; the same column again reverses it."""
        if column == self.sort_column:
            self.sort_reverse = not self.sort_reverse
        else:
            self.sort_column, self.sort_reverse = column, False
        self.fill_standings()

    def action_sort(self) -> None:
        table = self.query_one("#standings-table", DataTable)
        if self.shown_columns:
            self.sort_by(self.shown_columns[table.cursor_column])

    def on_data_table_header_selected(self, event: DataTable.HeaderSelected) -> None:
        if event.data_table.id == "standings-table" and event.column_key.value in SORTS:
            event.stop()
            self.sort_by(event.column_key.value)

    def on_data_table_column_selected(self, event: DataTable.ColumnSelected) -> None:
        if event.data_table.id == "standings-table" and event.column_key.value in SORTS:
            event.stop()
            self.sort_by(event.column_key.value)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.data_table.id == "games-table" and event.row_key.value is not None:
            event.stop()
            self.open_game(event.row_key.value)

    def action_open(self) -> None:
        table = self.query_one("#games-table", DataTable)
        if table.row_count:
            self.open_game(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def open_game(self, game_id: str | None) -> None:
        game = next((g for g in self.doc.games if g.id == game_id), None) if self.doc is not None else None
        if game is None:
            return
        if not game.done:
            self.notify(S.VIEW_NOT_PLAYED.format(id=game_id), severity="warning")
            return
        path = self.path.parent / game.record
        try:
            record = read_record(path)
        except RecordError as exc:
            self.notify(S.VIEW_NO_RECORD.format(id=game_id, error=exc), severity="error")
            return
        self.app.push_screen(GameReplay(record, str(path), self.faces, self.show_values))


class TournamentViewer(BaseApp):
    """`escoba tournament view FILE`: the shared frame (themes, size guard, language) with the
    standings as its one main screen."""

    def __init__(self, standings: str | Path, definition: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.standings_path = Path(standings)
        self.definition = definition
        self.title = S.VIEW_TITLE.format(name=self.standings_path.parent.name)

    def show_first(self) -> None:
        settings = self.settings
        self.set_main(StandingsScreen(self.standings_path, self.definition, settings.faces, settings.show_values))


def run_viewer(standings: str | Path, definition: str | None = None, **kwargs: Any) -> None:
    """The viewer; kwargs as BaseApp takes them (language, theme)."""
    viewer = TournamentViewer(standings, definition, **kwargs)
    viewer.run()
    if viewer.return_code:  # SIGTERM or SIGHUP: 128 + its number, the terminal restored
        raise SystemExit(viewer.return_code)
