"""The match settings: what the setup screen chooses, the app remembers and `escoba play` passes in.

One frozen, typed object. The settings file is read into it field by field: a field that
does not fit (a hand edit, an older version) is reported in one line and takes its
default, so a settings file never stops the game from starting.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..files.reader import FileReadError, loads_json, read_text_capped
from ..game.engine import SEAT_COUNTS
from ..game.rules import PRESETS, Rules, RulesError, build_rules
from ..study import saves
from .session import Seat

FACES = ("spanish", "italian", "french")
# How long an AI's move stays on screen before the next one, in seconds.
SPEED_DELAYS = {"instant": 0.0, "fast": 0.35, "normal": 0.9, "slow": 1.8}
SPEEDS = tuple(SPEED_DELAYS)
MAX_NAME = 16  # what the setup screen's name fields take
MAX_SETTINGS_BYTES = 64 * 1024  # a settings file is a few hundred bytes; more is not one

OptionValue = bool | int | str | tuple[int, ...]


@dataclass(frozen=True)
class Display:
    """How a match is shown (not part of the rules): faces, values, AI speed."""

    faces: str = "spanish"
    show_values: bool = True
    speed: str = "normal"


@dataclass(frozen=True)
class Settings:
    """A match and how it is shown. `seats` are the seats in play, in play order; empty
    means "the setup screen's defaults" (a first start)."""

    preset: str = "escoba"
    target: int = PRESETS["escoba"].target
    options: tuple[tuple[str, OptionValue], ...] = ()  # rules options that differ from the preset
    seats: tuple[Seat, ...] = ()
    partners: bool = False
    faces: str = "spanish"
    show_values: bool = True
    theme: str | None = None
    speed: str = "normal"
    language: str | None = None

    def rules(self) -> Rules:
        """The rules these settings choose; RulesError when they are not a valid set."""
        return build_rules(self.preset, self.option_values(), self.target)

    def option_values(self) -> dict[str, OptionValue]:
        return dict(self.options)

    @property
    def display(self) -> Display:
        return Display(self.faces, self.show_values, self.speed)

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    # -- the settings file (JSON; the same shape older versions wrote)

    def to_json(self) -> dict[str, Any]:
        return {
            "preset": self.preset,
            "target": self.target,
            "options": {name: list(value) if isinstance(value, tuple) else value for name, value in self.options},
            "seats": len(self.seats),
            "seat_list": [{"kind": seat.kind, "name": seat.name} for seat in self.seats],
            "partners": self.partners,
            "faces": self.faces,
            "show_values": self.show_values,
            "theme": self.theme,
            "speed": self.speed,
            "language": self.language,
        }

    @classmethod
    def from_json(cls, data: Any, languages: Mapping[str, str] | None = None) -> tuple[Settings, list[str]]:
        """Settings from a decoded settings file, and one line per field that was not used.

        `languages`: the language codes the game speaks (others are dropped)."""
        problems: list[str] = []
        if not isinstance(data, dict):
            return cls(), [f"expected a table of settings, found {type(data).__name__}"]
        default = cls()

        def pick(key: str, ok, fallback, what: str):
            if data.get(key) is None:  # absent, or null as older files wrote an unset theme
                return fallback
            value = data[key]
            if ok(value):
                return value
            problems.append(f"{key}: expected {what}, found {_shown(value)}")
            return fallback

        # Each check looks at the type first: a list or an object is never looked up in a
        # table of names (unhashable), it is the wrong type like any other.
        preset = pick(
            "preset", lambda v: isinstance(v, str) and v in PRESETS, default.preset, f"one of {', '.join(PRESETS)}"
        )
        target = pick(
            "target",
            lambda v: type(v) is int and v >= 1,
            PRESETS[preset].target,
            "a whole number of points (1 or more)",
        )
        options: tuple[tuple[str, OptionValue], ...] = ()
        raw = data.get("options")
        if raw not in (None, {}):
            if not isinstance(raw, dict):
                problems.append(f"options: expected a table of rules options, found {_shown(raw)}")
            else:
                try:
                    options = options_of(build_rules(preset, raw))
                except (RulesError, TypeError, ValueError, OverflowError) as exc:
                    problems.append(f"options: {exc}")
        seats = _seats(data, problems)
        partners = pick("partners", lambda v: isinstance(v, bool), False, "true or false")
        faces = pick("faces", lambda v: isinstance(v, str) and v in FACES, default.faces, f"one of {', '.join(FACES)}")
        show_values = pick("show_values", lambda v: isinstance(v, bool), True, "true or false")
        theme = pick("theme", lambda v: isinstance(v, str) and 0 < len(v) <= 100, None, "a theme name")
        speed = pick(
            "speed", lambda v: isinstance(v, str) and v in SPEEDS, default.speed, f"one of {', '.join(SPEEDS)}"
        )
        known = languages or {}
        language = pick(
            "language",
            lambda v: isinstance(v, str) and v in known,
            None,
            f"one of {', '.join(known) or 'the languages'}",
        )
        settings = cls(
            preset,
            target,
            options,
            seats,
            bool(partners) and len(seats) in (4, 6),
            faces,
            show_values,
            theme,
            speed,
            language,
        )
        return settings, problems


def options_of(rules: Rules) -> tuple[tuple[str, OptionValue], ...]:
    """The options of `rules` that differ from its preset, target aside, as Settings keeps them."""
    return tuple(
        sorted(
            (name, tuple(value) if isinstance(value, list) else value)
            for name, value in rules.differences().items()
            if name != "target"
        )
    )


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _seats(data: dict[str, Any], problems: list[str]) -> tuple[Seat, ...]:
    """The seats in play: `seat_list` cut to `seats` entries (older files kept unused rows)."""
    raw = data.get("seat_list")
    if raw is None or raw == []:
        return ()
    if not isinstance(raw, list) or not all(
        isinstance(seat, dict) and _text(seat.get("kind")) and _text(seat.get("name")) for seat in raw
    ):
        problems.append(f"seat_list: expected a list of seats, each a kind and a name, found {_shown(raw)}")
        return ()
    count = data.get("seats", len(raw))
    if type(count) is not int or count not in SEAT_COUNTS or count > len(raw):
        problems.append(
            f"seats: expected one of {', '.join(map(str, SEAT_COUNTS))} "
            f"(at most the {len(raw)} seats listed), found {_shown(count)}"
        )
        return ()
    return tuple(Seat(seat["name"].strip()[:MAX_NAME], seat["kind"].strip()) for seat in raw[:count])


def _text(value: Any) -> bool:
    """Printable text, not empty: a name or a kind (never control characters for the terminal)."""
    return isinstance(value, str) and bool(value.strip()) and value.isprintable()


def load_settings(directory: Path, languages: Mapping[str, str] | None = None) -> tuple[Settings, list[str]]:
    """The remembered settings, and what in the file could not be used (each line names the
    file). A missing file is no choices yet, and no problem."""
    path = saves.settings_path(directory)
    if not os.path.lexists(path):
        return Settings(), []
    try:
        # The capped reader: regular files only (a FIFO or a link to /dev/zero is refused
        # before anything is read, so the game never waits on one), at most 64 KB.
        text = read_text_capped(path, MAX_SETTINGS_BYTES, "settings file")
    except FileReadError as exc:  # its message is one line, naming the file
        return Settings(), [str(exc)]
    try:
        data = loads_json(text)
    except (ValueError, RecursionError) as exc:  # NestedTooDeep (a RecursionError): JSON nested thousands deep
        return Settings(), [f"{path}: not a settings file: {type(exc).__name__}: {_first_line(exc)}"]
    settings, problems = Settings.from_json(data, languages)
    return settings, [f"{path}: {line}" for line in problems]


def _first_line(exc: BaseException) -> str:
    return (str(exc).splitlines() or [""])[0][:120]


def save_settings(directory: Path, settings: Settings) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".settings.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(settings.to_json(), out, indent=2, sort_keys=True)
        os.replace(tmp, saves.settings_path(directory))
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
