"""Players and the one string that names one everywhere: a player spec.

random | greedy | counter | expert | master   a built-in
expert:ms=200,seed=3                      a built-in with options
NAME                                      a player a package registers under the
                                          entry-point group `escoba_tui.players`
py:package.module.ClassName[:opts]        a Player class on the Python path
cmd:<command line>                        an external program (player-protocol.md)
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import shlex
import sys
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

from ..game.values import parse_scalar
from .base import FAULTS, Decision, Fault, GameInfo, Player, PlayerFault, PlayerSpecError
from ..game.cards import shown_value

__all__ = [
    "FAULTS",
    "Fault",
    "Decision",
    "GameInfo",
    "Player",
    "PlayerFault",
    "PlayerSpecError",
    "BUILTINS",
    "make_player",
    "known_players",
    "parse_spec",
    "check_spec",
]

ENTRY_POINT_GROUP = "escoba_tui.players"

# The built-in levels, weakest first: the one list menus, the personal record and the
# catalogues' level names follow.
LEVELS = ("random", "greedy", "counter", "expert", "master")

# name -> "module:Class", imported only when used so a tournament worker stays light.
BUILTINS: dict[str, str] = {name: f"escoba_tui.players.{name}:{name.capitalize()}Player" for name in LEVELS}


def _available_builtins() -> dict[str, str]:
    return _found()[0]


def _plugins() -> dict[str, Any]:
    return _found()[1]


# What the last look on the Python path found, by that path: the built-ins that import and
# the registered plugins. Reading every installed distribution's metadata took milliseconds
# and was done at every app start, seat row and spec; a plugin installed while a program runs
# is found once the path changes (a test's syspath_prepend) or at its next start.
_FOUND: dict[tuple[str, ...], tuple[dict[str, str], dict[str, Any]]] = {}


def _found() -> tuple[dict[str, str], dict[str, Any]]:
    path = tuple(sys.path)
    found = _FOUND.get(path)
    if found is None:
        builtins = {}
        for name, target in BUILTINS.items():
            module = target.partition(":")[0]
            if importlib.util.find_spec(module) is not None:
                builtins[name] = target
        try:
            plugins = {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}
        except Exception:  # a broken installed distribution must not take the game down
            plugins = {}
        _FOUND.clear()
        found = _FOUND[path] = (builtins, plugins)
    return found


def known_players() -> list[str]:
    """Every name a spec may use: built-ins, then registered plugins."""
    names = list(_available_builtins())
    names += [n for n in sorted(_plugins()) if n not in names]
    return names


def parse_options(text: str) -> dict[str, Any]:
    """`ms=200,seed=3` -> {"ms": 200, "seed": 3}; true/false and numbers are typed."""
    options: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, eq, raw = part.partition("=")
        key = key.strip()
        if not eq or not key:
            raise PlayerSpecError(key="spec_option_form", option=_cut(part))
        options[key] = parse_scalar(raw.strip())
    return options


def _cut(text: str, limit: int = 60) -> str:
    """A part of a spec as a message quotes it: at most `limit` characters."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def parse_spec(spec: str) -> tuple[str, str, dict[str, Any]]:
    """Split a spec into (kind, target, options): kind is builtin, plugin, py or cmd."""
    if not isinstance(spec, str):
        raise PlayerSpecError(key="spec_not_text", value=shown_value(spec))
    spec = spec.strip()
    if not spec:
        raise PlayerSpecError(key="empty_spec", known=", ".join(known_players()))
    if spec.startswith("cmd:"):
        command = spec[4:].strip()
        if not command:
            raise PlayerSpecError(key="cmd_empty")
        try:
            shlex.split(command)
        except ValueError as exc:
            raise PlayerSpecError(key="cmd_unreadable", command=_cut(command), reason=str(exc)) from None
        return "cmd", command, {}
    if spec.startswith("py:"):
        path, _, opts = spec[3:].partition(":")
        if "." not in path:
            raise PlayerSpecError(key="py_form", spec=_cut(spec))
        return "py", path.strip(), parse_options(opts)
    name, _, opts = spec.partition(":")
    name = name.strip()
    if name in _available_builtins():
        return "builtin", name, parse_options(opts)
    if name in _plugins():
        return "plugin", name, parse_options(opts)
    raise PlayerSpecError(key="unknown_player", name=_cut(name), known=", ".join(known_players()))


def on_cpu_clock(spec: str) -> str:
    """`spec` with its search timed on its thread's CPU clock (`clock=cpu`) if it names a
    built-in that searches against time (expert, master) and sets no clock of its own;
    any other spec unchanged. The spec, written into records and tournament files,
    then says which clock the player thought on."""
    kind, target, options = parse_spec(spec)
    if kind != "builtin" or "clock" in options or "clock" not in (_accepted(_load(kind, target)) or ()):
        return spec
    spec = spec.strip()
    sep = "" if spec.endswith(":") else "," if ":" in spec else ":"
    return f"{spec}{sep}clock=cpu"


def _load(kind: str, target: str) -> Callable[..., Player]:
    if kind == "builtin":
        module, _, cls = _available_builtins()[target].partition(":")
        return getattr(importlib.import_module(module), cls)
    if kind == "plugin":
        try:
            return _plugins()[target].load()
        except Exception as exc:
            raise PlayerSpecError(f"player plugin {target!r} failed to load: {exc}") from None
    module, _, cls = target.rpartition(".")
    try:
        found = getattr(importlib.import_module(module), cls)
    except ImportError as exc:
        raise PlayerSpecError(f"py:{target}: cannot import {module!r} ({exc})") from None
    except AttributeError:
        raise PlayerSpecError(f"py:{target}: module {module!r} has no {cls!r}") from None
    if not callable(found):
        raise PlayerSpecError(f"py:{target} is not a class")
    return found


def _accepted(factory: Callable[..., Any]) -> list[str] | None:
    """Keyword options a player's constructor takes; None if it takes any."""
    try:
        params = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):
        return None
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params):
        return None
    return [p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]


def check_spec(spec: str) -> None:
    """Raise PlayerSpecError unless `spec` names a player and options it accepts; a
    built-in is built once, so that its options' values are checked too (`ms=nan`)."""
    kind, target, options = parse_spec(spec)
    if kind == "cmd":
        return
    factory = _load(kind, target)
    _check_options(target, _accepted(factory), options)
    if kind == "builtin":  # cheap and without side effects, unlike a plugin's or a py: class
        _build(spec, factory, options).close()


def _check_options(target: str, accepted: list[str] | None, options: dict[str, Any]) -> None:
    if accepted is None:
        return
    unknown = [k for k in options if k not in accepted]
    if unknown:
        raise PlayerSpecError(
            key="player_no_option", name=_cut(target), option=_cut(unknown[0]), known=", ".join(accepted) or "—"
        )


def make_player(spec: str, seed: int | None = None, log_path: str | None = None) -> Player:
    """Build the player a spec names. `seed` seeds built-ins that take one, unless the
    spec sets its own; `log_path` is where an external program's standard error goes."""
    kind, target, options = parse_spec(spec)
    if kind == "cmd":
        from .external import ExternalPlayer

        return ExternalPlayer(shlex.split(target), log_path=log_path)
    factory = _load(kind, target)
    accepted = _accepted(factory)
    _check_options(target, accepted, options)
    if seed is not None and accepted is not None and "seed" in accepted and "seed" not in options:
        options["seed"] = seed
    player = _build(spec, factory, options)
    if isinstance(player, Player):
        return player
    if not hasattr(player, "decide") and not hasattr(player, "choose"):
        raise PlayerSpecError(f"{spec!r} is not a player: it has no decide() or choose()")
    return _Adapter(player)


def _build(spec: str, factory: Callable[..., Any], options: dict[str, Any]) -> Any:
    """The player `factory` makes with `options`; a value it refuses is a spec error."""
    try:
        return factory(**options)
    except (TypeError, ValueError) as exc:
        raise PlayerSpecError(f"player {spec!r}: {exc}") from None


class _Adapter(Player):
    """A duck-typed plugin (any object with decide() or choose()) seen as a Player."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = getattr(inner, "name", type(inner).__name__)
        self.wants_events = bool(getattr(inner, "wants_events", False))

    def start_game(self, info: GameInfo) -> None:
        super().start_game(info)
        if hasattr(self.inner, "start_game"):
            self.inner.start_game(info)

    def decide(self, view, legal):  # type: ignore[no-untyped-def]
        if hasattr(self.inner, "decide"):
            out = self.inner.decide(view, legal)
            return out if isinstance(out, Decision) else Decision(out)
        return Decision(self.inner.choose(view, legal))

    def notify(self, message: dict[str, Any]) -> None:
        if hasattr(self.inner, "notify"):
            self.inner.notify(message)

    def close(self) -> None:
        if hasattr(self.inner, "close"):
            self.inner.close()
