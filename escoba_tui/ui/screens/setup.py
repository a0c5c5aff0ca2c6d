"""The setup screen: rules and options, target, seats, partners, faces, values, theme, speed, language."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Collapsible, Input, Label, Select, Static

from ...files.names import shown_name
from ...game.engine import SEAT_COUNTS
from ...game.record import Record
from ...game.rules import OPTION_NAMES, PRESETS, RulesError, build_rules
from ...i18n import catalogue as S
from ...i18n import wording as W
from ...players import LEVELS, known_players
from ...study.personal import OTHER, PersonalRecord
from ..remote_seats import REMOTE, seats_problem
from ..seats import level_word
from ..session import HUMAN, Seat
from ..settings import MAX_NAME, OptionValue, Settings
from ..widgets.footer import Footer
from .base import TooSmall


def choice(options: list[tuple[Any, Any]], value: Any, id: str, **kwargs: Any) -> Select[Any]:
    """A compact Select that allows no blank, as every choice on this screen is."""
    return Select(options, value=value, allow_blank=False, id=id, compact=True, **kwargs)


def seat_kinds() -> list[tuple[str, str]]:
    """Human, then the AI levels that exist, weakest first, then any plugin players."""
    known = known_players()
    kinds = [(S.HUMAN, HUMAN), (S.REMOTE_PLAYER, REMOTE)]
    kinds += [(S.LEVEL_NAMES.get(name, name), name) for name in LEVELS if name in known]
    kinds += [(name, name) for name in known if name not in LEVELS]
    return kinds


def default_level() -> str:
    known = known_players()
    return "counter" if "counter" in known else "greedy"


def kind_label(kind: str) -> str:
    """A seat kind in words: Human, a level's name, or the spec as written (cut short)."""
    if kind == HUMAN:
        return S.HUMAN
    if kind == REMOTE:
        return S.REMOTE_PLAYER
    return S.LEVEL_NAMES.get(kind) or shown_name(kind, 60)


def seat_name(typed: str) -> str:
    """A name as typed (or pasted) made a seat's name: printable characters only (a pasted tab
    or escape is dropped), spaces trimmed, at most MAX_NAME characters."""
    return "".join(ch for ch in typed if ch.isprintable()).strip()[:MAX_NAME].strip()


def record_table(personal: PersonalRecord) -> Text:
    """Your record against the computer, a row per kind of opponent: games, wins, and your
    points per hand beyond the other side's (columns laid out here: numbers to the right)."""
    if not personal.tallies:
        return Text(S.RECORD_NONE, style="italic")
    rows, takebacks, accuracy = [], 0, []
    for kind, tally in personal.ordered():
        margin = tally.margin
        shown = "–" if margin is None else f"{margin:+.1f}".replace(".", S.DECIMAL_MARK)
        who = S.RECORD_OTHER if kind == OTHER else level_word(kind) or kind
        rows.append((who, str(tally.games), str(tally.wins), shown))
        takebacks += tally.takebacks
        trend = accuracy_cell(personal, kind)
        if trend:
            accuracy.append(S.RECORD_ACCURACY.format(who=who[:MAX_RECORD_KIND], trend=trend))
    head = S.RECORD_HEAD
    widths = [max(len(row[i]) for row in [tuple(head), *rows]) for i in range(len(head))]
    widths[0] = min(widths[0], MAX_RECORD_KIND)

    def line(cells, style: str = "") -> Text:
        first = cells[0] if len(cells[0]) <= widths[0] else cells[0][: widths[0] - 1] + "…"
        parts = [first.ljust(widths[0])] + [cell.rjust(width) for cell, width in zip(cells[1:], widths[1:])]
        return Text(" ".join(parts), style=style, no_wrap=True, overflow="ellipsis")

    out = Text("\n").join([line(head, "bold"), *(line(row) for row in rows)])
    for said in accuracy:  # your accuracy by level over time, a line each under the table
        out.append("\n")
        out.append(said, style="")
    if takebacks:
        out.append("\n")
        out.append(S.RECORD_TAKEBACKS.format(n=takebacks), style="italic")
    return out


MAX_RECORD_KIND = 12  # characters of an opponent's name in the record's first column
SPARK = "▁▂▃▄▅▆▇█"
SPARK_MATCHES = 6  # matches drawn in the accuracy's trend


def accuracy_cell(personal: PersonalRecord, kind: str) -> str:
    """Your accuracy against `kind` over time: a bar per match (the last SPARK_MATCHES,
    oldest first, higher is better), then the mean of the last five; "" before any."""
    recent = personal.recent_accuracy(kind)
    if recent is None:
        return ""
    bars = "".join(
        SPARK[min(len(SPARK) - 1, int(a.accuracy / 100 * len(SPARK)))]
        for a in personal.accuracy.get(kind, ())[-SPARK_MATCHES:]
    )
    return f"{bars} {S.ACCURACY_PERCENT.format(n=W.number(recent))}"


@dataclass(frozen=True)
class SavedMatch:
    """The match in progress as the setup screen shows it: a record to resume, or a file
    that could not be used and where it was kept instead; neither when there is none."""

    record: Record | None = None
    kept_as: str | None = None
    problem: str | None = None

    def summary(self) -> str:
        record = self.record
        assert record is not None
        sides = [S.SIDE_JOIN.join(shown_name(record.seats[s]) for s in team) for team in record.teams]
        return ", ".join(f"{name} {score}" for name, score in zip(sides, record.scores))

    def seat_list(self) -> str:
        """Who sits where, as the save says, in words: nothing in it is run to find out."""
        record = self.record
        assert record is not None
        return ", ".join(f"{shown_name(name)} ({kind_label(kind)})" for name, kind in zip(record.seats, record.players))


class SetupScreen(Screen):
    """Choose a match; remembers the last choices (the app saves them on Start).

    It asks the app for what the player chose by posting a message; it never calls the app."""

    # The focus starts on a button (on_mount moves it where it belongs): Textual's default,
    # the first widget that takes it, is the scrolling form, and focusing it then moving on
    # restyled the whole form twice (~45 ms of every start).
    AUTO_FOCUS = "#start"

    BINDINGS = [
        Binding("ctrl+s", "start", "KEY_START"),
        Binding("escape", "quit", "KEY_QUIT"),
    ]

    class StartRequested(Message):
        """Start a new match with these settings."""

        def __init__(self, settings: Settings) -> None:
            super().__init__()
            self.settings = settings

    class PuzzlesRequested(Message):
        """Open the puzzles made from your games."""

    class ResumeRequested(Message):
        """Resume the saved match."""

    class DiscardRequested(Message):
        """Put the saved match away (among the records: it is not lost)."""

    class LanguageChosen(Message):
        """Speak another language; `settings` are the choices made so far, to keep, and
        `options_open` whether the rules options were showing."""

        def __init__(self, code: str, settings: Settings, options_open: bool = False) -> None:
            super().__init__()
            self.code = code
            self.settings = settings
            self.options_open = options_open

    def __init__(
        self,
        settings: Settings,
        themes: list[str],
        saved: SavedMatch | None = None,
        options_open: bool = False,
        blink: bool = True,
        personal: PersonalRecord | None = None,
        language_changed: bool = False,
    ) -> None:
        super().__init__()
        self.blink = blink  # the text cursor blinks (not in snapshot tests)
        self.settings = settings
        self.themes = themes
        self.saved = saved or SavedMatch()
        self.options_open = options_open  # rebuilt in another language: the box stays as it was
        self.personal = personal  # your record against the computer; None: not shown
        self.language_changed = language_changed  # rebuilt in another language: the focus stays on it

    def compose(self) -> ComposeResult:
        s = self.settings
        preset = s.preset if s.preset in PRESETS else "escoba"

        def row(label: str, widget) -> Horizontal:
            return Horizontal(Label(label, classes="field-label"), widget, classes="field")

        yield TooSmall()
        with VerticalScroll(id="setup"):
            # The language on the first line: a player who does not read this one finds it at once.
            with Horizontal(id="setup-top"):
                yield Static(S.SETUP_TITLE, classes="dialog-title")
                yield Label(S.SETUP_LANGUAGE, id="language-label")
                yield choice([(label, code) for code, label in S.LANGUAGES.items()], S.current_language(), "language")
            # Names and kinds come from a file: shown as text, never read as markup.
            if self.saved.record is not None:
                with Horizontal(classes="buttons"):
                    yield Button(
                        Content(S.SETUP_RESUME.format(summary=self.saved.summary())),
                        id="resume",
                        variant="success",
                        compact=True,
                    )
                    yield Button(S.SETUP_DISCARD, id="discard", variant="error", compact=True)
                yield Static(Text(S.SETUP_SAVED_SEATS.format(seats=self.saved.seat_list())), id="saved-seats")
            elif self.saved.kept_as is not None:
                yield Static(
                    Text(S.SETUP_SAVE_KEPT.format(path=self.saved.kept_as, reason=self.saved.problem)), id="save-kept"
                )
            with Grid(id="setup-grid"):
                with Vertical(classes="setup-col"):
                    yield Static(S.SETUP_RULES, classes="section")
                    yield row(S.SETUP_RULES, choice([(name, name) for name in PRESETS], preset, "preset"))
                    target = s.target if s.preset == preset else PRESETS[preset].target
                    yield row(S.SETUP_TARGET, Input(str(target), type="integer", id="target", compact=True))
                    yield Static(S.SETUP_LOOK, classes="section")
                    faces = s.faces if s.faces in S.FACE_STYLES else "spanish"
                    yield row(
                        S.SETUP_FACES, choice([(label, key) for key, label in S.FACE_STYLES.items()], faces, "faces")
                    )
                    yield Checkbox(S.SETUP_VALUES, value=s.show_values, id="values", compact=True)
                    # --theme holds for the whole run: the screen offers the theme it is drawn in.
                    asked = getattr(self.app, "theme_asked", None)
                    theme = next((t for t in (asked, s.theme) if t in self.themes), self.app.theme)
                    yield row(S.SETUP_THEME, choice([(t, t) for t in self.themes], theme, "theme"))
                    speed = s.speed if s.speed in S.SPEEDS else "normal"
                    yield row(S.SETUP_SPEED, choice([(label, key) for key, label in S.SPEEDS.items()], speed, "speed"))
                with Vertical(classes="setup-col", id="seat-col"):
                    yield Static(S.SETUP_SEATS, classes="section")
                    count = len(s.seats) if len(s.seats) in SEAT_COUNTS else 2
                    yield row(S.SETUP_COUNT, choice([(str(n), n) for n in SEAT_COUNTS], count, "seats"))
                    # Only the rows in use now: every Select costs start-up time (more are mounted on demand).
                    for i in range(count):
                        yield self.seat_row(i)
                    yield Checkbox(S.SETUP_PARTNERS, value=s.partners, id="partners", compact=True)
                    if self.personal is not None:
                        yield Static(S.RECORD_TITLE, classes="section", id="my-record-title")
                        yield Static(record_table(self.personal), id="my-record")
            with Collapsible(title=S.SETUP_OPTIONS, collapsed=not self.options_open, id="options-box"):
                yield Vertical(id="options")
            yield Static("", id="setup-error")
        with Horizontal(id="setup-buttons", classes="buttons"):
            yield Button(S.SETUP_START, id="start", variant="primary", compact=True)
            yield Button(S.SETUP_PUZZLES, id="puzzles", compact=True)
            yield Button(S.SETUP_QUIT, id="quit", compact=True)
        yield Footer()

    def seat_row(self, i: int) -> Horizontal:
        kinds = seat_kinds()
        values = {v for _, v in kinds}
        seats = self.settings.seats
        seat = seats[i] if i < len(seats) else None
        kind = seat.kind if seat is not None and seat.kind in values else (HUMAN if i == 0 else default_level())
        name = seat.name if seat is not None and seat.name else S.DEFAULT_NAMES[i]
        return Horizontal(
            Input(name, id=f"name-{i}", classes="seat-name", max_length=MAX_NAME, compact=True),
            choice(kinds, kind, f"kind-{i}", classes="seat-kind"),
            classes="seat-row",
            id=f"seat-row-{i}",
        )

    def saved_options(self) -> dict[str, OptionValue]:
        return self.settings.option_values() if self.settings.preset == self.current_preset() else {}

    def chosen(self, selector: str) -> Any:
        """What a Select shows (none of them allows a blank)."""
        value = self.query_one(selector, Select).value
        assert value is not Select.BLANK
        return value

    def current_preset(self) -> str:
        return str(self.chosen("#preset"))

    async def on_mount(self) -> None:
        self.options_preset = self.current_preset()
        self.options_filled = False
        await self.show_seats()
        if self.options_open:
            await self.fill_options(self.current_preset(), self.saved_options())
        if self.language_changed:
            self.set_focus(self.query_one("#language"))
        else:
            # Enter does the likely thing at once: resume a saved match, else start a new one.
            self.set_focus(self.query_one("#resume" if self.saved.record is not None else "#start"))

    # -- options of the preset

    async def on_collapsible_expanded(self, event: Collapsible.Expanded) -> None:
        # The options are built when first shown: most players never open them.
        if not self.options_filled:
            await self.fill_options(self.current_preset(), self.saved_options())

    async def fill_options(self, preset: str, overrides: dict[str, Any]) -> None:
        self.options_preset = preset
        self.options_filled = True
        try:
            rules = build_rules(preset, {k: v for k, v in overrides.items() if k != "target"})
        except (RulesError, TypeError):
            rules = PRESETS[preset]
        box = self.query_one("#options", Vertical)
        await box.remove_children()
        widgets: list[Widget] = []
        # Labels name figures and suits as the chosen card faces do ("ten denari").
        labels = W.face_words(str(self.chosen("#faces")))["OPTION_LABELS"]
        for name in OPTION_NAMES:
            if name == "target":
                continue
            value = getattr(rules, name)
            label = labels.get(name, name)
            if isinstance(value, bool):
                widgets.append(Checkbox(label, value=value, id=f"opt-{name}", compact=True))
            elif name in S.OPTION_CHOICES:
                choices = [(f"{label}: {text}", key) for key, text in S.OPTION_CHOICES[name].items()]
                widgets.append(choice(choices, value, f"opt-{name}"))
            else:
                text = ",".join(map(str, value)) if isinstance(value, tuple) else str(value)
                widgets.append(
                    Horizontal(
                        Label(label, classes="opt-label"),
                        Input(text, id=f"opt-{name}", compact=True),
                        classes="opt-row",
                    )
                )
        await box.mount_all(widgets)

    def read_options(self) -> dict[str, OptionValue]:
        preset = self.chosen("#preset")
        if not self.options_filled:
            return self.saved_options()
        base = PRESETS[preset]
        out: dict[str, OptionValue] = {}
        for name in OPTION_NAMES:
            if name == "target":
                continue
            widget: Any = self.query_one(f"#opt-{name}")  # a Checkbox, Select or Input
            value: Any = widget.value
            if name == "face_values":
                try:
                    value = tuple(int(p) for p in str(value).split(","))
                except ValueError:
                    raise RulesError(S.SETUP_BAD_FACES) from None
            elif isinstance(widget, Input):
                try:
                    value = int(value or 0)
                except ValueError:
                    raise RulesError(f"{S.OPTION_LABELS.get(name, name)}: {value!r}") from None
            if value != getattr(base, name):
                out[name] = value
        return out

    async def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "preset":
            if event.value == getattr(self, "options_preset", None):
                return  # the Changed every Select posts when it first shows its value
            preset = str(event.value)
            self.options_preset = preset
            self.settings = self.settings.replace(options=())
            if self.options_filled:
                await self.fill_options(preset, {})
            self.query_one("#target", Input).value = str(PRESETS[preset].target)
        elif event.select.id == "seats":
            await self.show_seats()
        elif event.select.id == "faces" and self.options_filled:
            try:  # the options again, as chosen so far, labelled for these faces
                options = dict(self.collect().options)
            except RulesError:
                return  # a half-typed option stays as typed (the labels follow on the next change)
            await self.fill_options(self.current_preset(), options)
        elif event.select.id == "theme" and event.value in self.app.available_themes and event.value != self.app.theme:
            self.app.theme = str(event.value)  # seen at once, kept only on Start
            if hasattr(self.app, "theme_asked"):
                self.app.theme_asked = None  # the player's pick now: it replaces --theme's
        elif event.select.id == "language" and event.value != S.current_language():
            self.change_language(str(event.value))

    def change_language(self, code: str) -> None:
        """Ask for this screen in another language, keeping every choice made so far."""
        try:
            settings = self.collect()
        except RulesError:
            settings = self.settings  # a half-typed choice is not lost: the old ones stay
        box = self.query_one("#options-box", Collapsible)
        self.post_message(self.LanguageChosen(code, settings, options_open=not box.collapsed))

    async def show_seats(self) -> None:
        count: int = self.chosen("#seats")
        rows = list(self.query(".seat-row"))
        if len(rows) < count:
            await self.query_one("#seat-col", Vertical).mount_all(
                [self.seat_row(i) for i in range(len(rows), count)], before="#partners"
            )
        for i, row in enumerate(self.query(".seat-row")):
            row.display = i < count
        if not self.blink:
            for widget in self.query(Input):
                widget.cursor_blink = False
        self.query_one("#partners", Checkbox).disabled = count not in (4, 6)

    # -- start

    def collect(self) -> Settings:
        """The choices as settings (what is remembered); raises RulesError with a message."""
        count = self.chosen("#seats")
        target_text = self.query_one("#target", Input).value.strip()
        if not target_text.isdigit() or int(target_text) < 1:
            raise RulesError(S.SETUP_BAD_TARGET)
        seats = []
        for i in range(count):
            name = seat_name(self.query_one(f"#name-{i}", Input).value)
            if not name:
                raise RulesError(S.SETUP_BAD_NAME)
            seats.append(Seat(name, self.chosen(f"#kind-{i}")))
        settings = Settings(
            preset=self.chosen("#preset"),
            target=int(target_text),
            options=tuple(sorted(self.read_options().items())),
            seats=tuple(seats),
            partners=self.query_one("#partners", Checkbox).value and count in (4, 6),
            faces=self.chosen("#faces"),
            show_values=self.query_one("#values", Checkbox).value,
            theme=self.chosen("#theme"),
            speed=self.chosen("#speed"),
            language=self.chosen("#language"),
        )
        settings.rules()  # raises RulesError for options that do not go together
        problem = seats_problem(settings.seats)  # remote seats: the match is hosted (ui/hosting.py)
        if problem is not None:
            raise RulesError(problem)
        return settings

    def action_start(self) -> None:
        try:
            settings = self.collect()
        except RulesError as exc:
            self.query_one("#setup-error", Static).update(Text(str(exc)))
            return
        self.post_message(self.StartRequested(settings))

    def action_quit(self) -> None:
        self.app.exit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "quit":
            self.app.exit()
        elif event.button.id == "puzzles":
            self.post_message(self.PuzzlesRequested())
        elif event.button.id == "resume":
            self.post_message(self.ResumeRequested())
        elif event.button.id == "discard":
            self.post_message(self.DiscardRequested())
            for widget in self.query("#resume, #discard, #saved-seats"):
                widget.display = False
