"""Hostile names in the full-screen views (issue 9 item 2): the game, its count and end
screens, the hot-seat screen, the replay and the tournament viewer. A name is drawn as
text: no escape sequence reaches the screen, `[/]` and `[reverse]` show as typed and
crash nothing, a huge name is cut."""

from __future__ import annotations

import shlex
import sys

import pytest
import tomli_w
from helpers.ui_factory import THEMES, make_app, play_settings, run_async, screen_text, settle, start_late, until

from escoba_tui.game.record import read_record, write_record
from escoba_tui.tournament.config import read_definition
from escoba_tui.tournament.runner import run_tournament
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.screens.setup import SetupScreen
from escoba_tui.ui.screens.standings import GameReplay, TournamentViewer

SIZE = (120, 40)
OSC = "\x1b]0;PWNED\x07"
EVIL = [f"{OSC}Ada\x1b[2J", "[/]", "[link=https://evil.example]Bea[reverse]", "Cy\u202e" + "z" * 5000]


def assert_safe(text: str) -> None:
    assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text
    assert "PWNED" not in text
    assert "z" * 100 not in text  # a 5,000-character name is cut


async def walk_game(pilot, presses: int = 40) -> list[str]:
    """Play on with Enter (our move, or dismissing a count), collecting every screen,
    up to the end-of-match screen."""
    seen = []
    for _ in range(presses):
        await settle(pilot)
        seen.append(screen_text(pilot.app))
        if isinstance(pilot.app.screen, EndScreen):
            break
        await pilot.press("enter")
    return seen


@run_async
async def test_the_game_screens_show_hostile_names_as_text(tmp_path):
    names = [EVIL[1], EVIL[0], EVIL[2], EVIL[3]]
    app = make_app(
        tmp_path,
        seed=3,
        play=play_settings(seats=("human", "greedy", "random", "greedy"), names=names, target=1, partners=True),
    )
    async with app.run_test(size=SIZE) as pilot:
        screens = [screen_text(app)]  # the first deal, then from three moves of ours before the end
        await start_late(pilot, app.play_settings, seed=3, left=3)
        screens += await walk_game(pilot)
        assert isinstance(app.screen, EndScreen), "the match did not end"
    text = "\n".join(screens)
    assert_safe(text)
    assert "[/]" in text and "[link=https://evil.example]Bea[reverse]" in text
    assert "Ada" in text and "Cy" in text


@run_async
async def test_the_hot_seat_screen_shows_a_hostile_name_as_text(tmp_path):
    app = make_app(tmp_path, seed=4, play=play_settings(seats=("human", "human"), names=[EVIL[1], EVIL[0]]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "Pass to [/]" in text
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        text = screen_text(app)
        assert_safe(text)
        assert "Pass to Ada" in text


@pytest.fixture(scope="module")
def hostile_tournament(tmp_path_factory):
    folder = tmp_path_factory.mktemp("t")
    doc = {
        "name": "evil",
        "target": 3,
        "games": 1,
        "players": [
            {"name": EVIL[0][:40], "spec": "greedy"},
            {"name": EVIL[1], "spec": "random"},
            {"name": EVIL[2][:40], "spec": "random"},
        ],
    }
    path = folder / "evil.toml"
    path.write_text(tomli_w.dumps(doc), encoding="utf-8")
    t = read_definition(path)
    run_tournament(t, workers=1)
    return t


@run_async
async def test_a_record_with_hostile_names_replays_safely(hostile_tournament, tmp_path):
    source = sorted(hostile_tournament.games_dir.glob("*.toml"))[0]
    record = read_record(source)
    record.seats = [EVIL[0], EVIL[3]]
    path = write_record(record, tmp_path / "evil-record.toml")
    app = make_app(tmp_path / "data", replay=path)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        texts = [screen_text(app)]
        for _ in range(8):
            await pilot.press("right")
            await pilot.pause()
            texts.append(screen_text(app))
        await pilot.press("pagedown")
        await pilot.pause()
        texts.append(screen_text(app))
        assert app.is_running
    text = "\n".join(texts)
    assert_safe(text)
    assert "Ada" in text and "Cy" in text


@run_async
async def test_the_tournament_viewer_shows_hostile_names_as_text(hostile_tournament, tmp_path):
    app = TournamentViewer(
        hostile_tournament.standings_path, data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        texts = [screen_text(app)]
        for key in ("2", "3"):
            await pilot.press(key)
            await pilot.pause()
            texts.append(screen_text(app))
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameReplay)
        for _ in range(4):
            await pilot.press("right")
            await pilot.pause()
            texts.append(screen_text(app))
        assert app.is_running
    text = "\n".join(texts)
    assert_safe(text)
    assert "[/]" in text and "[link=https://evil.example]" in text


@run_async
async def test_play_with_a_bot_that_exits_before_ready_says_so(tmp_path):
    bot = "cmd:" + shlex.join([sys.executable, "-c", "import sys; sys.exit(4)"])
    app = make_app(tmp_path, seed=2, play=play_settings(seats=("human", bot), names=["You", "Quitter"]))
    said: list[str] = []  # every note, as it is made (a note on screen goes after its timeout)
    notify = app.notify
    app.notify = lambda message, **kwargs: (said.append(str(message)), notify(message, **kwargs))[1]
    async with app.run_test(size=SIZE) as pilot:
        # The bot's exit is noticed within its 5 s for `ready` (or that time runs out on a
        # loaded machine): a note, and the setup screen again.
        await until(pilot, lambda: bool(said) and isinstance(app.screen, SetupScreen))
        assert app.is_running and isinstance(app.screen, SetupScreen), app.screen  # back to the choices
    assert any(m.startswith("The match could not start: ") for m in said), (
        said
    )  # crash (or timeout, on a loaded machine)
