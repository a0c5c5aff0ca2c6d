"""Playing through the screens: a local match to its end, a joined or hosted table move by
move, and what the end screen shows."""

from __future__ import annotations

import re
import threading
import time

from escoba_tui.net.client import UI_EXTENSIONS, SeatClient
from escoba_tui.ui.join_app import JoinApp
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.hosting import HostOptionsScreen
from escoba_tui.ui.screens.modals import CountScreen, EndScreen
from escoba_tui.ui.screens.net_game import NetGameScreen
from escoba_tui.ui.screens.setup import SetupScreen
from helpers.ui_factory import THEMES, settle, until

MAX_STEPS = 600


def final_scores_shown(text: str, names: list[str]) -> list[int]:
    return [int(re.search(rf"{re.escape(n)}\s*:\s*(\d+)", text).group(1)) for n in names]


async def play_to_the_end(pilot, by_mouse: bool) -> GameScreen:
    """Play every human turn (the hint's move, or the first option) until the end screen."""
    app = pilot.app
    game: GameScreen | None = None
    for _ in range(MAX_STEPS):
        await settle(pilot)
        screen = app.screen
        if isinstance(screen, GameScreen):
            game = screen
            assert screen.human_turn(), "the game waits on nobody"
            if by_mouse:
                # Click a card of the hand, then a table card the play would take (if any), then Play.
                await pilot.click("#hand-cards CardView")
                await settle(pilot)
                move = screen.current_move()
                if move is not None and move.captures:
                    table_cards = list(screen.query("#table-cards CardView"))
                    target = next(v for v in table_cards if v.card == move.captures[0])
                    await pilot.click(target)  # deselect: a partial set ...
                    await pilot.click(target)  # ... and select again: the capture is back
                    await settle(pilot)
                await pilot.click("#b-play")
            else:
                await pilot.press("2" if len(screen.hand.hands[screen.hand.turn]) > 1 else "1")
                await pilot.press("c")
                await pilot.press("enter")
        elif isinstance(screen, CountScreen):
            if by_mouse:
                await pilot.click("#go")
            else:
                await pilot.press("enter")
        elif isinstance(screen, EndScreen):
            assert game is not None
            return game
        else:
            raise AssertionError(f"unexpected screen {screen!r}")
    raise AssertionError("the match did not end")


def join_app(
    tmp_path, host, code: str, name: str = "You", language: str = "en", token: str | None = None, clock=None
) -> JoinApp:
    """`escoba join` as a pilot runs it; `clock`: what its countdowns read (a ManualClock)."""
    c = SeatClient("127.0.0.1", host.port, code, name, token=token, extensions=UI_EXTENSIONS)
    c.connect()
    app = JoinApp(
        c, speed="instant", data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False, language=language, clock=clock
    )
    app.animation_level = "none"
    return app


def left_running() -> list[threading.Thread]:
    """Threads that would keep the program alive (asyncio's executor threads are the test's)."""
    end = time.monotonic() + 5
    while True:
        threads = [
            t
            for t in threading.enumerate()
            if not t.daemon and t is not threading.main_thread() and not t.name.startswith("asyncio_")
        ]
        if not threads or time.monotonic() > end:
            return threads
        time.sleep(0.05)


def our_move_or_a_dialog(app) -> bool:
    screen = app.screen
    return isinstance(screen, (CountScreen, EndScreen)) or (isinstance(screen, NetGameScreen) and screen.human_turn())


def progress(app) -> tuple[int, int]:
    """Where the match is on screen: which screen, and how many moves its hand has."""
    hand = getattr(app.screen, "hand", None)
    return id(app.screen), len(hand.history) if hand is not None else -1


STOP = object()  # what an on_turn says when the test has seen all it came for


async def play_on(pilot, steps: int = 400, on_turn=None) -> NetGameScreen:
    app = pilot.app
    game = None
    for _ in range(steps):
        await until(pilot, lambda: our_move_or_a_dialog(app))
        screen = app.screen
        if isinstance(screen, NetGameScreen):
            game = screen
            if on_turn is not None:
                done = await on_turn(screen)
                if done is STOP:
                    return screen
                if done:
                    continue
            before = progress(app)
            await pilot.press("1")
            await pilot.press("enter")
        elif isinstance(screen, CountScreen):
            before = progress(app)
            await pilot.press("enter")
        else:
            assert game is not None
            return game
        await until(pilot, lambda before=before: progress(app) != before)  # the move was made, or the dialog left
    raise AssertionError("the match did not end")


def panel_of(app, name: str):
    from escoba_tui.ui.widgets.seats import SeatPanel

    return next(p for p in app.screen.query(SeatPanel) if str(p.border_title).endswith(name))


JOIN = re.compile(r"escoba join 127\.0\.0\.1:(\d+) ([a-z]+)")


async def open_hosting(pilot, port: int = 0):
    """Setup screen → Start → the host dialog (port typed) → Host; the waiting screen."""
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, SetupScreen))
    await pilot.press("ctrl+s")
    await until(pilot, lambda: isinstance(app.screen, HostOptionsScreen))
    field = app.screen.query_one("#host-port")
    field.value = str(port)
    assert app.screen.focused is app.screen.query_one("#host")
    await pilot.press("enter")  # keys, not the mouse: no pointer left hovering for a snapshot
