"""Apps for the UI tests: seeded matches in a temporary data dir, and screen text for checks."""

from __future__ import annotations

import dataclasses
import io
import itertools
import json
import os
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console

from escoba_tui.game.record import dumps
from escoba_tui.game.rules import make_rules
from escoba_tui.study import saves
from escoba_tui.ui.app import EscobaApp
from escoba_tui.ui.session import LocalMatch, Seat
from escoba_tui.ui.settings import Settings

# Apps built without make_app (the tournament viewer) take their language from the locale:
# the tests read English words whatever the machine's LANG says.
os.environ["LC_ALL"] = "C.UTF-8"

SIZE = (100, 34)
THEMES = Path(__file__).resolve().parents[2] / "themes"


def play_settings(
    seats=("human", "greedy"),
    names=None,
    target=3,
    faces="spanish",
    show_values=True,
    preset="escoba",
    options=None,
    partners=False,
    theme="tapete",
) -> Settings:
    names = list(names or ["You", "Ada", "Bruno", "Carmen", "Dario", "Elena"][: len(seats)])
    return Settings(
        preset=preset,
        target=target,
        options=tuple(sorted((options or {}).items())),
        seats=tuple(Seat(n, k) for k, n in zip(seats, names)),
        partners=partners,
        faces=faces,
        show_values=show_values,
        speed="instant",
        theme=theme,
    )


def saved_match(folder: Path, players=("human", "greedy"), moves: int = 1) -> str:
    """A match in progress written where the app keeps it; returns its text."""
    match = LocalMatch(make_rules("escoba", target=5), [Seat("You"), Seat("Ada", "greedy")], seed=5)
    match.start_hand()
    for _ in range(moves):
        match.play(match.hand.legal_moves()[0])
    text = dumps(match.record()).replace('players = ["human", "greedy"]', f"players = {json.dumps(list(players))}")
    folder.mkdir(parents=True, exist_ok=True)
    saves.current_save(folder).write_text(text, encoding="utf-8")
    return text


STARTED = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


def make_app(
    data_dir: Path, seed: int = 7, theme_dirs: list[Path] | None = None, language: str = "en", **kwargs: Any
) -> EscobaApp:
    """An app that never reads the user's real files: its own data dir, the shipped themes,
    a fixed start time, no animation and no blinking cursor; English unless asked (whatever
    LANG says, and whatever language an earlier test in this process chose)."""
    # No analysis at the end of a match unless a test asks (end_review=True): it would keep
    # a worker running that `settle` waits for.
    kwargs.setdefault("end_review", False)
    app = EscobaApp(
        data_dir=data_dir,
        seed=seed,
        speed="instant",
        started=STARTED,
        blink=False,
        theme_dirs=[THEMES] if theme_dirs is None else theme_dirs,
        language=language,
        **kwargs,
    )
    app.animation_level = "none"
    return app


# The one timeout every UI wait uses: long enough for a loaded 2-core machine, short
# enough that a screen that never comes fails the test rather than CI's whole run.
WAIT_S = 30.0


async def until(pilot, ready, timeout: float = WAIT_S) -> None:
    """Wait until `ready()` (a check of the app's state, not of rendered text where the
    state says it) is true, letting the app run between looks; fail with the screen and
    the state it was in."""
    import time

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        await pilot.pause(0.005)
        if ready():
            return
    app, screen = pilot.app, pilot.app.screen
    state = {k: getattr(screen, k, None) for k in ("waiting", "thinking", "turn_wanted", "deal_wanted", "viewer")}
    net = getattr(app, "net_screen", None)
    if net is not None:
        hand = net.net.game.hand
        client = getattr(app, "client", None)
        state.update(
            reconnects=getattr(client, "reconnects", None),
            turn_seq=net.net.turn_seq,
            hand_turn=hand and hand.turn,
            over=hand and hand.over,
            history=hand and len(hand.history),
            mirror=len(net.net.mirror.history),
            workers=[w.name for w in app.workers if w.is_running],
        )
    raise AssertionError(f"the screen never got there: {screen!r} {state}")


async def resize(pilot, size: tuple[int, int]) -> None:
    """Resize the terminal and wait until the app has the new size."""
    await pilot.resize_terminal(*size)
    await until(pilot, lambda: pilot.app.size == tuple(size))


async def settle(pilot, rounds: int = 200) -> None:
    """Wait until no worker runs and the screen has caught up (AI turns chain workers)."""
    app = pilot.app
    for _ in range(rounds):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if not any(w.is_running for w in app.workers):
            await pilot.pause()
            if not any(w.is_running for w in app.workers):
                return
    raise AssertionError("workers never settled")


def screen_text(app) -> str:
    """The screen as plain text, the way a player reads it."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        force_terminal=True,
        color_system="truecolor",
        record=True,
        legacy_windows=False,
        safe_box=False,
    )
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text()


def run_async(test):
    """Run an async test function with asyncio (the suite has no async pytest plugin)."""
    import asyncio
    import functools

    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        return asyncio.run(test(*args, **kwargs))

    return wrapper


def late_match(settings: Settings, seed: int, stop: str = "match", left: int = 1) -> tuple[LocalMatch, dict]:
    """The match `escoba` would play with these settings and seed, as a player who presses
    Enter at every turn plays it (the first card, its best capture) against the computers,
    brought to the moment before the last human move of the match (`stop="match"`) or of
    its first hand (`"hand"`); with `left`, that many human moves before the end. Tests of an end screen, a count or a rematch start here
    instead of playing every card through the pilot; what follows is the same game.
    Returns the match and the computers' reasons so far, keyed as the game screen keeps them."""
    from escoba_tui.ui.screens.choosing import card_options

    reasons: dict = {}

    def play(limit: int | None) -> tuple[LocalMatch, list[tuple[int, int]]]:
        reasons.clear()
        match = LocalMatch(settings.rules(), list(settings.seats), settings.partners, seed, STARTED)
        humans: list[tuple[int, int]] = []  # (moves played before it, hand number) per human move
        played = 0
        while not match.game.over:
            if match.needs_deal():
                match.start_hand()
            hand = match.hand
            while not hand.over:
                if played == limit:
                    return match, humans
                seat = hand.turn
                legal = list(hand.legal_moves())
                if match.seats[seat].human:
                    humans.append((played, len(match.game.hands)))
                    move = card_options(legal, hand.hands[seat][0], len(hand.table))[0]
                else:
                    decision = match.players[seat].decide(hand.view(seat), legal)
                    move = hand.find_legal(decision.move) or legal[0]
                    if decision.reason:
                        reasons[(hand.hand_number, len(hand.history))] = decision.reason
                match.play(move)
                played += 1
            match.finish_hand()
        return match, humans

    whole, humans = play(None)
    whole.close()
    first_hand = humans[0][1]
    moves = [n for n, number in humans if stop == "match" or number == first_hand]
    match, _ = play(moves[-left])
    return match, dict(reasons)


def show_late(app, settings: Settings, seed: int, stop: str = "match", left: int = 1) -> None:
    """Show the game at `late_match`'s moment, as resuming a saved match shows it (the
    rematch plays the same seats with the next seed)."""
    from escoba_tui.ui.screens.game import GameScreen

    match, reasons = late_match(settings, seed, stop, left)
    app.last_match = (settings, seed)
    app.shown_with = settings.display
    screen = GameScreen(match, dataclasses.replace(settings.display, speed="instant"), app.data_dir)
    screen.reasons.update(reasons)  # the move log reads as if every move had been played here
    app.set_main(screen)


async def start_late(pilot, settings: Settings, seed: int, stop: str = "match", left: int = 1) -> None:
    """`show_late` in a running app, and wait for the human's turn."""
    await settle(pilot)
    show_late(pilot.app, settings, seed, stop, left)
    await settle(pilot)


def late_app(
    data_dir: Path, settings: Settings, seed: int, stop: str = "match", left: int = 1, **kwargs: Any
) -> EscobaApp:
    """The app `escoba play` with these settings and seed starts, its first screen the game
    at `late_match`'s moment (`show_late`) rather than at its first card: the same app and
    match as `make_app(play=settings)` then `start_late`, without composing a game screen
    only to replace it. Wait for the human's turn with `settle`."""
    app = make_app(data_dir, seed=seed, play=settings, **kwargs)
    # Its settings as the app keeps them (`escoba play`'s seat names in the app's language).
    app.show_first = lambda: show_late(app, app.play_settings, seed, stop, left)
    return app


def late_save(folder: Path, settings: Settings, seed: int, stop: str = "match") -> LocalMatch:
    """`late_match`'s match written as the match in progress, for tests that resume it."""
    match, _ = late_match(settings, seed, stop)
    folder.mkdir(parents=True, exist_ok=True)
    saves.current_save(folder).write_text(dumps(match.record()), encoding="utf-8")
    match.close()
    return match


def finished_record(folder: Path, seed: int = 2, name: str = "escoba-20260102-030405.toml", target: int = 1) -> Path:
    """A match of a person against greedy to `target` points (1: one hand), as `late_match` plays it to its end
    (the person pressing Enter every turn), written into `folder` as the game exports it:
    practice and puzzles are made from records like it."""
    from escoba_tui.ui.screens.choosing import card_options

    match, _ = late_match(play_settings(seats=("human", "greedy"), target=target), seed)
    while not match.game.over:
        if match.needs_deal():
            match.start_hand()
        hand = match.hand
        while not hand.over:
            seat, legal = hand.turn, list(hand.legal_moves())
            if match.seats[seat].human:
                move = card_options(legal, hand.hands[seat][0], len(hand.table))[0]
            else:
                decision = match.players[seat].decide(hand.view(seat), legal)
                move = hand.find_legal(decision.move) or legal[0]
            match.play(move)
        match.finish_hand()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(dumps(match.record()), encoding="utf-8")
    match.close()
    return path


def hold_dialogs(app, kind: type) -> list:
    """Dialogs of `kind` the app pushes are held back (each with its callback), not shown,
    until `show_held`: the screen under them is still the current one and finishes its
    drawing (its layout, the move log scrolled to its end) before a dialog covers it, as
    a player sees it. A snapshot of a dialog is then of one moment, however the machine's
    timing falls (a dialog pushed at once froze a half-drawn screen under it)."""
    held: list = []
    push = app.push_screen

    def holding(screen, callback=None, *args, **kwargs):
        if isinstance(screen, kind):
            held.append((screen, callback))
            return None
        return push(screen, callback, *args, **kwargs)

    app.push_screen = holding
    app._held_push = push
    return held


async def show_held(pilot, held: list, over: type | None = None) -> None:
    """The held dialog pushed over a screen (of type `over`, if given: a dialog on its way
    out may still be on top) that has finished drawing (its layout done and its move log,
    if any, at its end); waits until the dialog is on screen."""
    app = pilot.app
    await until(pilot, lambda: bool(held) and (over is None or isinstance(app.screen, over)))
    under = app.screen
    await until(pilot, lambda: drawn(under))
    screen, callback = held.pop(0)
    app.push_screen = app._held_push
    app.push_screen(screen, callback)
    await until(pilot, lambda: app.screen is screen and screen.is_mounted)
    await settle(pilot)


def drawn(screen) -> bool:
    """The screen has no layout or repaint pending and every move log on it is at its end."""
    from escoba_tui.ui.widgets.move_log import MoveLog

    if screen._layout_required or screen._dirty_widgets or screen._callbacks:
        return False
    return all(log.scroll_y >= log.max_scroll_y for log in screen.query(MoveLog) if log.follow)


class EndlessReview:
    """`analyze_apart`'s stand-in for tests of leaving a screen while its analysis runs:
    it searches nothing (every move of the record is "best", made up at once) and never
    ends, so a result is always on its way to the screen; it counts what it sent and says
    when its worker has stopped (it stops only by the screen's cancelling it)."""

    def __init__(self, record) -> None:
        from escoba_tui.study.analyze import MoveAnalysis, positions

        self.moves = [
            MoveAnalysis(h, i, state.turn, str(move), str(move), 0.0, "best") for h, i, state, move in positions(record)
        ]
        self.sent = 0
        self.stopped = threading.Event()

    def __call__(self, record, on_move=None, **_: Any):
        try:
            for k in itertools.count():
                on_move(k % len(self.moves) + 1, len(self.moves), self.moves[k % len(self.moves)])
                self.sent += 1
        finally:
            self.stopped.set()


def late_results(screen, method: str) -> tuple[list[bool], list[BaseException]]:
    """Watch the screen's `method` (what its analysis worker calls through the app with
    each result): the first list gets True for each result that arrives once the screen is
    leaving or gone (its `gone` set, or no longer the app's screen), False for the others;
    the second, what the method raised (a worker already cancelled would lose it)."""
    arrived: list[bool] = []
    errors: list[BaseException] = []
    receive = getattr(screen, method)

    def watched(*args: Any) -> Any:
        arrived.append(bool(getattr(screen, "gone", False)) or screen.app.screen is not screen)
        try:
            return receive(*args)
        except BaseException as error:
            errors.append(error)
            raise

    setattr(screen, method, watched)
    return arrived, errors


class HeldResult:
    """Control over when a worker thread's next call into the app arrives: `hold()` stops
    the next one the worker makes through `app.call_from_thread` (an analysis sending a
    result it has made, past its check that the screen still wants it) until `release()`;
    `held` is set once it waits. A test leaves a screen between the two, so a result is on
    its way while the screen goes, every time rather than by luck of timing."""

    def __init__(self, app) -> None:
        self.held = threading.Event()
        self._armed = False
        self._go = threading.Event()
        send = app.call_from_thread

        def call_from_thread(callback, *args: Any, **kwargs: Any) -> Any:
            if self._armed:
                self._armed = False
                self.held.set()
                self._go.wait(WAIT_S)
            return send(callback, *args, **kwargs)

        app.call_from_thread = call_from_thread

    def hold(self) -> None:
        self._go.clear()
        self.held.clear()
        self._armed = True

    def release(self) -> None:
        self._go.set()
