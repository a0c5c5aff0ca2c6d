"""The setup screen: rules and options, target, seats, partners, faces, values, theme, speed, language."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Collapsible, Footer, Input, Label, Select, Static

from ...engine import SEAT_COUNTS
from ...players import LEVELS, known_players
from ...rules import OPTION_NAMES, PRESETS, RulesError, build_rules
from .. import strings as S
from ..session import HUMAN, Seat
from .base import TooSmall

MAX_SEATS = max(SEAT_COUNTS)


def seat_kinds() -> list[tuple[str, str]]:
    """Human, then the AI levels that exist, weakest first, then any plugin players."""
    known = known_players()
    kinds = [(S.HUMAN, HUMAN)]
    kinds += [(S.LEVEL_NAMES.get(name, name), name) for name in LEVELS if name in known]
    kinds += [(name, name) for name in known if name not in LEVELS]
    return kinds


def default_level() -> str:
    known = known_players()
    return "counter" if "counter" in known else "greedy"


class SetupScreen(Screen):
    """Choose a match; remembers the last choices (the app saves them on Start)."""

    BINDINGS = [
        Binding("ctrl+s", "start", S.KEY_START),
        Binding("escape", "quit", S.KEY_QUIT),
    ]

    def __init__(self, settings: dict[str, Any], themes: list[str], resume: str | None = None,
                 options_open: bool = False) -> None:
        super().__init__()
        self.settings = settings
        self.themes = themes
        self.resume = resume
        self.options_open = options_open  # rebuilt in another language: the box stays as it was

    def compose(self) -> ComposeResult:
        s = self.settings
        preset = s.get("preset", "escoba") if s.get("preset") in PRESETS else "escoba"

        def row(label: str, widget) -> Horizontal:
            return Horizontal(Label(label, classes="field-label"), widget, classes="field")

        yield TooSmall()
        with VerticalScroll(id="setup"):
            yield Static(S.SETUP_TITLE, classes="dialog-title")
            if self.resume:
                with Horizontal(classes="buttons"):
                    yield Button(S.SETUP_RESUME.format(summary=self.resume), id="resume", variant="success", compact=True)
                    yield Button(S.SETUP_DISCARD, id="discard", variant="error", compact=True)
            with Grid(id="setup-grid"):
                with Vertical(classes="setup-col"):
                    yield Static(S.SETUP_RULES, classes="section")
                    yield row(S.SETUP_RULES, Select([(name, name) for name in PRESETS], value=preset,
                                                    allow_blank=False, id="preset", compact=True))
                    yield row(S.SETUP_TARGET, Input(str(s.get("target", PRESETS[preset].target)), type="integer",
                                                     id="target", compact=True))
                    yield Static(S.SETUP_LOOK, classes="section")
                    faces = s.get("faces") if s.get("faces") in S.FACE_STYLES else "spanish"
                    yield row(S.SETUP_FACES, Select([(label, key) for key, label in S.FACE_STYLES.items()],
                                                    value=faces, allow_blank=False, id="faces", compact=True))
                    yield Checkbox(S.SETUP_VALUES, value=bool(s.get("show_values", True)), id="values", compact=True)
                    theme = s.get("theme") if s.get("theme") in self.themes else self.app.theme
                    yield row(S.SETUP_THEME, Select([(t, t) for t in self.themes], value=theme,
                                                    allow_blank=False, id="theme", compact=True))
                    speed = s.get("speed") if s.get("speed") in S.SPEEDS else "normal"
                    yield row(S.SETUP_SPEED, Select([(label, key) for key, label in S.SPEEDS.items()],
                                                    value=speed, allow_blank=False, id="speed", compact=True))
                with Vertical(classes="setup-col"):
                    yield Static(S.SETUP_SEATS, classes="section")
                    count = s.get("seats", 2) if s.get("seats") in SEAT_COUNTS else 2
                    yield row(S.SETUP_COUNT, Select([(str(n), n) for n in SEAT_COUNTS], value=count,
                                                    allow_blank=False, id="seats", compact=True))
                    # Only the rows in use now: every Select costs start-up time (more are mounted on demand).
                    for i in range(count):
                        yield self.seat_row(i)
                    yield Checkbox(S.SETUP_PARTNERS, value=bool(s.get("partners", False)), id="partners", compact=True)
            # The language sits with the options, folded away: most players set it once, or never
            # (it follows LANG), and the screen everyone sees first keeps its shape.
            with Collapsible(title=S.SETUP_OPTIONS, collapsed=not self.options_open, id="options-box"):
                yield row(S.SETUP_LANGUAGE, Select([(label, code) for code, label in S.LANGUAGES.items()],
                                                   value=S.current_language(), allow_blank=False, id="language",
                                                   compact=True))
                yield Vertical(id="options")
            yield Static("", id="setup-error")
        with Horizontal(id="setup-buttons", classes="buttons"):
            yield Button(S.SETUP_START, id="start", variant="primary", compact=True)
            yield Button(S.SETUP_QUIT, id="quit", compact=True)
        yield Footer()

    def seat_row(self, i: int) -> Horizontal:
        kinds = seat_kinds()
        values = {v for _, v in kinds}
        saved = self.settings.get("seat_list") or []
        got = saved[i] if i < len(saved) and isinstance(saved[i], dict) else {}
        kind = got.get("kind") if got.get("kind") in values else (HUMAN if i == 0 else default_level())
        name = got.get("name") if isinstance(got.get("name"), str) and got.get("name") else S.DEFAULT_NAMES[i]
        return Horizontal(
            Input(name, id=f"name-{i}", classes="seat-name", max_length=16, compact=True),
            Select(kinds, value=kind, allow_blank=False, id=f"kind-{i}", classes="seat-kind", compact=True),
            classes="seat-row", id=f"seat-row-{i}",
        )

    def saved_options(self) -> dict[str, Any]:
        saved = self.settings.get("options")
        return dict(saved) if isinstance(saved, dict) and self.settings.get("preset") == self.current_preset() else {}

    def current_preset(self) -> str:
        return self.query_one("#preset", Select).value

    async def on_mount(self) -> None:
        self.options_preset = self.current_preset()
        self.options_filled = False
        await self.show_seats()
        if self.options_open:
            await self.fill_options(self.current_preset(), self.saved_options())
        # Enter does the likely thing at once: resume a saved match, else start a new one.
        self.set_focus(self.query_one("#resume" if self.resume else "#start"))

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
        widgets = []
        for name in OPTION_NAMES:
            if name == "target":
                continue
            value = getattr(rules, name)
            label = S.OPTION_LABELS.get(name, name)
            if isinstance(value, bool):
                widgets.append(Checkbox(label, value=value, id=f"opt-{name}", compact=True))
            elif name in S.OPTION_CHOICES:
                choices = [(f"{label}: {text}", key) for key, text in S.OPTION_CHOICES[name].items()]
                widgets.append(Select(choices, value=value, allow_blank=False, id=f"opt-{name}", compact=True))
            else:
                text = ",".join(map(str, value)) if isinstance(value, tuple) else str(value)
                widgets.append(Horizontal(Label(label, classes="opt-label"), Input(text, id=f"opt-{name}", compact=True),
                                          classes="opt-row"))
        await box.mount_all(widgets)

    def read_options(self) -> dict[str, Any]:
        preset = self.query_one("#preset", Select).value
        if not self.options_filled:
            return self.saved_options()
        base = PRESETS[preset]
        out: dict[str, Any] = {}
        for name in OPTION_NAMES:
            if name == "target":
                continue
            widget = self.query_one(f"#opt-{name}")
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
                out[name] = list(value) if isinstance(value, tuple) else value
        return out

    async def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "preset":
            if event.value == getattr(self, "options_preset", None):
                return  # the Changed every Select posts when it first shows its value
            self.options_preset = event.value
            self.settings = {**self.settings, "options": {}}
            if self.options_filled:
                await self.fill_options(event.value, {})
            self.query_one("#target", Input).value = str(PRESETS[event.value].target)
        elif event.select.id == "seats":
            await self.show_seats()
        elif event.select.id == "theme" and event.value in self.app.available_themes:
            self.app.theme = event.value
        elif event.select.id == "language" and event.value != S.current_language():
            self.change_language(event.value)

    def change_language(self, code: str) -> None:
        """Build this screen again in another language, keeping every choice made so far."""
        from ..app import apply_language

        try:
            settings = self.collect()
        except RulesError:
            settings = dict(self.settings)  # a half-typed choice is not lost: the old ones stay
        old_names = S.DEFAULT_NAMES
        apply_language(code)
        # A seat still called by the old language's default ("You") takes the new one ("Vous").
        settings["seat_list"] = [
            {**seat, "name": S.DEFAULT_NAMES[i]} if i < len(old_names) and seat.get("name") == old_names[i] else seat
            for i, seat in enumerate(settings.get("seat_list") or [])
        ]
        settings["language"] = code
        self.app.set_main(SetupScreen(settings, self.themes, self.resume, options_open=True))

    async def show_seats(self) -> None:
        count = self.query_one("#seats", Select).value
        rows = list(self.query(".seat-row"))
        if len(rows) < count:
            await self.query_one("#partners").parent.mount_all(
                [self.seat_row(i) for i in range(len(rows), count)], before="#partners")
        for i, row in enumerate(self.query(".seat-row")):
            row.display = i < count
        if not self.app.blink:
            for widget in self.query(Input):
                widget.cursor_blink = False
        self.query_one("#partners", Checkbox).disabled = count not in (4, 6)

    # -- start

    def collect(self) -> dict[str, Any]:
        """The choices as settings (what is remembered); raises RulesError with a message."""
        count = self.query_one("#seats", Select).value
        target_text = self.query_one("#target", Input).value.strip()
        if not target_text.isdigit() or int(target_text) < 1:
            raise RulesError(S.SETUP_BAD_TARGET)
        seat_list = []
        for i in range(len(self.query(".seat-row"))):
            name = self.query_one(f"#name-{i}", Input).value.strip()
            if i < count and not name:
                raise RulesError(S.SETUP_BAD_NAME)
            seat_list.append({"kind": self.query_one(f"#kind-{i}", Select).value, "name": name})
        partners = self.query_one("#partners", Checkbox).value and count in (4, 6)
        settings = {
            "preset": self.query_one("#preset", Select).value,
            "target": int(target_text),
            "options": self.read_options(),
            "seats": count,
            "seat_list": seat_list,
            "partners": partners,
            "faces": self.query_one("#faces", Select).value,
            "show_values": self.query_one("#values", Checkbox).value,
            "theme": self.query_one("#theme", Select).value,
            "speed": self.query_one("#speed", Select).value,
            "language": self.query_one("#language", Select).value,
        }
        build_rules(settings["preset"], settings["options"], settings["target"])
        return settings

    def action_start(self) -> None:
        try:
            settings = self.collect()
        except RulesError as exc:
            self.query_one("#setup-error", Static).update(str(exc))
            return
        self.app.start_from_settings(settings)

    def action_quit(self) -> None:
        self.app.exit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "quit":
            self.app.exit()
        elif event.button.id == "resume":
            self.app.resume_saved()
        elif event.button.id == "discard":
            self.app.discard_saved()
            for widget in self.query("#resume, #discard"):
                widget.display = False


def seats_from_settings(settings: dict[str, Any]) -> list[Seat]:
    return [Seat(d["name"], d["kind"]) for d in settings["seat_list"][: settings["seats"]]]
