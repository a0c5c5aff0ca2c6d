"""The Escoba app: themes, the too-small guard, and moving between setup, game and replay."""

from __future__ import annotations

import dataclasses
import os
import re
import string
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

from textual.app import App
from textual.binding import Binding
from textual.dom import DOMNode
from textual.events import Resize

from .. import saves
from ..record import RecordError, read_record
from ..rules import build_rules
from . import strings as S
from .screens.base import MIN_HEIGHT, MIN_WIDTH
from .themes import DEFAULT_VARIABLES, load_theme_files

DEFAULT_THEME = "tapete"


# What each relabelled class text is, as (catalogue name, format fields), found the first
# time it is seen: a text cannot be looked up again later, since two names may share one
# translation (French says "Jouer" for both KEY_PLAY and KEY_START).
_IDENTIFIED: dict[tuple[type, str], Any] = {}


def apply_language(code: str) -> None:
    """Speak `code` from now on: the catalogue, and the words classes took from it when defined.

    Key bindings and a few class attributes (HELP_LINE) read the catalogue when their module
    is imported, so those already imported are relabelled here; modules imported later read
    the new words themselves."""
    identify = _identifier()  # against the words in force now, before the switch
    classes = [cls for module in list(sys.modules.values())
               if getattr(module, "__name__", "").startswith(__package__ + ".")
               for cls in vars(module).values()
               if isinstance(cls, type) and issubclass(cls, DOMNode) and cls.__module__ == module.__name__]
    for cls in classes:
        own = cls.__dict__
        if "BINDINGS" in own and (cls, "BINDINGS") not in _IDENTIFIED:
            _IDENTIFIED[cls, "BINDINGS"] = [identify(b.description) if isinstance(b, Binding) else None
                                            for b in own["BINDINGS"]]
        for name, value in list(own.items()):
            if name.isupper() and name != "BINDINGS" and isinstance(value, str) and (cls, name) not in _IDENTIFIED:
                _IDENTIFIED[cls, name] = identify(value)
    S.use_language(code)
    for cls in classes:
        own = cls.__dict__
        if "BINDINGS" in own:
            cls.BINDINGS = [dataclasses.replace(b, description=_render(found, b.description))
                            if isinstance(b, Binding) else b
                            for b, found in zip(own["BINDINGS"], _IDENTIFIED[cls, "BINDINGS"])]
        for name, value in list(own.items()):
            if name.isupper() and name != "BINDINGS" and isinstance(value, str):
                setattr(cls, name, _render(_IDENTIFIED[cls, name], value))
    # Each class keeps its bindings merged with its bases': merge again, bases first.
    for cls in sorted({sub for cls in classes for sub in _with_subclasses(cls)}, key=lambda c: len(c.__mro__)):
        cls._merged_bindings = cls._merge_bindings()


def _render(found: tuple[str, dict[str, str]] | None, text: str) -> str:
    """The identified catalogue entry in the words now in force (unknown text stays)."""
    if found is None:
        return text
    name, fields = found
    return getattr(S, name).format(**fields) if fields else getattr(S, name)


def default_names_in_language(seat_list: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Seats still named by the English defaults ("You") take the current language's ("Vous"):
    the grammar of "Vous jouez" hangs on the name."""
    english = S.english()["DEFAULT_NAMES"]
    return [{**seat, "name": S.DEFAULT_NAMES[i]} if i < len(english) and seat.get("name") == english[i] else seat
            for i, seat in enumerate(seat_list)]


def _with_subclasses(cls: type) -> list[type]:
    found = [cls]
    for sub in cls.__subclasses__():
        found += _with_subclasses(sub)
    return found


def _identifier():
    """A function from a label in the words now in force (or English) to its catalogue
    name and format fields; None for text that is not the catalogue's."""
    catalogues = [{name: getattr(S, name) for name in S.english()}, S.english()]
    exact: dict[str, str] = {}
    patterns: list[tuple[re.Pattern[str], str]] = []
    for catalogue in catalogues:
        for name, text in catalogue.items():
            if name.startswith("_") or not isinstance(text, str):
                continue
            fields = [field for _, field, _, _ in string.Formatter().parse(text) if field is not None]
            if not fields:
                # Key names first: "Quit" is KEY_QUIT, SETUP_QUIT and END_QUIT, and bindings use keys.
                if text not in exact or (name.startswith("KEY_") and not exact[text].startswith("KEY_")):
                    exact[text] = name
            elif all(field.isidentifier() for field in fields):
                regex = "".join(re.escape(literal) + (f"(?P<{field}>.+?)" if field else "")
                                for literal, field, _, _ in string.Formatter().parse(text))
                patterns.append((re.compile(regex + "$"), name))

    def identify(text: str) -> tuple[str, dict[str, str]] | None:
        if text in exact:
            return exact[text], {}
        for pattern, name in patterns:
            found = pattern.match(text)
            if found:
                return name, found.groupdict()
        return None

    return identify


class EscobaApp(App):
    """`escoba` with no arguments: setup, then the game; or straight to a game or a replay."""

    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = S.APP_TITLE

    def __init__(self, data_dir: str | Path | None = None, play: dict[str, Any] | None = None,
                 replay: str | Path | None = None, seed: int | None = None,
                 theme_dirs: list[Path] | None = None, speed: str | None = None,
                 started: datetime | None = None, blink: bool = True, language: str | None = None) -> None:
        # The language is set before anything is built: every screen reads the catalogue as it composes.
        self.data_dir = saves.data_dir(data_dir)
        saved = (play or {}).get("language") or saves.load_settings(self.data_dir).get("language")
        choice = language or (saved if saved in S.LANGUAGES else None) or S.language_from_env()
        apply_language(choice)
        if play is not None:
            play = {**play, "seat_list": default_names_in_language(play.get("seat_list") or [])}
        super().__init__()
        self.started = started  # the start time of new matches (fixed by tests: it names records)
        self.blink = blink
        self.play_settings = play
        self.replay_path = replay
        self.seed = seed
        self.theme_dirs = theme_dirs
        self.speed_override = speed  # tests force "instant" whatever the settings say
        self.last_settings: dict[str, Any] | None = None
        self.last_seed: int | None = None

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(DEFAULT_VARIABLES)

    # ------------------------------------------------------------ start-up

    def on_mount(self) -> None:
        themes, problems = load_theme_files(self.theme_dirs)
        for theme in themes:
            self.register_theme(theme)
        for problem in problems:
            self.notify(problem, title="Theme skipped", severity="error", timeout=8)
        settings = self.play_settings or saves.load_settings(self.data_dir)
        wanted = settings.get("theme") or DEFAULT_THEME
        if wanted in self.available_themes:
            self.theme = wanted
        elif DEFAULT_THEME in self.available_themes:
            self.theme = DEFAULT_THEME
        self.check_size()
        if self.replay_path is not None:
            self.open_replay(Path(self.replay_path), settings)
        elif self.play_settings is not None:
            self.start_from_settings(self.play_settings, remember=False)
        else:
            self.show_setup()

    def on_resize(self, event: Resize) -> None:
        # The app's own size settles a moment after the event; check with the event's size.
        self.check_size(event.size)

    def check_size(self, size=None) -> None:
        width, height = size or self.size
        self.set_class(width < MIN_WIDTH or height < MIN_HEIGHT, "-too-small")
        for screen in self.screen_stack:
            for widget in screen.query("TooSmall"):
                widget.refresh()

    def set_main(self, screen) -> None:
        """Replace the current main screen (setup, game, replay) by another."""
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    # ------------------------------------------------------------ setup and saved matches

    def saved_summary(self) -> str | None:
        path = saves.current_save(self.data_dir)
        if not path.exists():
            return None
        try:
            record = read_record(path)
        except RecordError:
            return None
        sides = [S.SIDE_JOIN.join(record.seats[s] for s in team) for team in record.teams]
        return ", ".join(f"{name} {score}" for name, score in zip(sides, record.scores))

    def show_setup(self) -> None:
        from .screens.setup import SetupScreen

        settings = self.last_settings or saves.load_settings(self.data_dir)
        themes = sorted(self.available_themes)
        self.set_main(SetupScreen(settings, themes, self.saved_summary()))

    def discard_saved(self) -> None:
        self.archive_saved()

    def archive_saved(self) -> None:
        """Keep an abandoned match among the records rather than losing it."""
        path = saves.current_save(self.data_dir)
        if not path.exists():
            return
        try:
            record = read_record(path)
            target = saves.export_path(self.data_dir, record.started)
            target.parent.mkdir(parents=True, exist_ok=True)
            path.replace(target)
        except (RecordError, OSError):
            path.unlink(missing_ok=True)

    def display_from(self, settings: dict[str, Any]):
        from .screens.game import Display

        speed = self.speed_override or settings.get("speed", "normal")
        return Display(settings.get("faces", "spanish"), bool(settings.get("show_values", True)), speed)

    def start_from_settings(self, settings: dict[str, Any], remember: bool = True, seed: int | None = None) -> None:
        from .screens.setup import seats_from_settings
        from .session import Match

        if remember:
            try:
                saves.save_settings(self.data_dir, settings)
            except OSError as exc:
                self.notify(str(exc), severity="warning")
        self.archive_saved()
        if seed is None:
            # A fresh seed per new match; every shuffle then comes from Random(seed), and the
            # record keeps the seed, so the match can be replayed and resumed exactly.
            seed = self.seed if self.seed is not None else int.from_bytes(os.urandom(4), "big") >> 1
        rules = build_rules(settings["preset"], settings.get("options"), settings["target"])
        match = Match(rules, seats_from_settings(settings), settings.get("partners", False), seed, self.started)
        self.last_settings, self.last_seed = settings, seed
        self.start_match(match, settings)

    def start_match(self, match, settings: dict[str, Any]) -> None:
        from .screens.game import GameScreen

        self.set_main(GameScreen(match, self.display_from(settings), self.data_dir, on_end=self.match_ended))

    def resume_saved(self) -> None:
        from .session import Match

        path = saves.current_save(self.data_dir)
        try:
            match = Match.from_record(read_record(path))
        except (RecordError, ValueError) as exc:
            self.notify(str(exc), severity="error")
            return
        settings = self.last_settings or saves.load_settings(self.data_dir)
        self.last_seed = match.seed
        self.notify(S.RESUMED)
        self.start_match(match, settings)

    def match_ended(self, choice: str, screen) -> None:
        if choice == "quit":
            self.exit()
        elif choice == "rematch" and self.last_settings is not None:
            self.start_from_settings(self.last_settings, remember=False, seed=(self.last_seed or 0) + 1)
        else:
            self.show_setup()

    # ------------------------------------------------------------ replay

    def open_replay(self, path: Path, settings: dict[str, Any]) -> None:
        from .screens.replay import ReplayScreen

        try:
            record = read_record(path)
        except RecordError as exc:
            self.exit(message=str(exc), return_code=2)
            return
        self.set_main(ReplayScreen(record, str(path), settings.get("faces", "spanish"),
                                   bool(settings.get("show_values", True))))


def run_app(**kwargs: Any) -> None:
    """Run the full-screen game; kwargs as EscobaApp takes them."""
    app = EscobaApp(**kwargs)
    app.run()
    if app.return_code:
        raise SystemExit(app.return_code)
