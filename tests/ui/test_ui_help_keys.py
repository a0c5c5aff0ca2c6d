"""The help's key list is made from the screens' own bindings: every key a screen answers
is in its help, in every language (issue 10 review: `u` was missing)."""

from __future__ import annotations

import importlib

import pytest
from helpers.ui_factory import late_app, make_app, play_settings, run_async, screen_text, settle, until

from escoba_tui.i18n import catalogue as S
from escoba_tui.i18n import wording as W
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import HelpScreen
from escoba_tui.ui.screens.practice import PuzzleScreen, RetryScreen
from escoba_tui.ui.screens.replay import ReplayScreen

SCREENS = [
    (GameScreen, "HELP_GAME_KEYS"),
    (ReplayScreen, "HELP_REPLAY_KEYS"),
    (RetryScreen, "HELP_RETRY_KEYS"),
    (PuzzleScreen, "HELP_PUZZLE_KEYS"),
]


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    S.use_language("en")


def row_of(rows, description):
    matching = [keys for keys, what in rows if what == description]
    assert len(matching) == 1, (description, rows)
    return matching[0]


def written(keys_cell: str) -> set[str]:
    """The keys a help row names, with `1–9` read as the digits it stands for."""
    out = set()
    for part in keys_cell.split():
        first, dash, last = part.partition("–")
        out |= {str(n) for n in range(int(first), int(last) + 1)} if dash else {part}
    return out


@pytest.mark.parametrize("code", list(S.LANGUAGES))
@pytest.mark.parametrize("screen,words", SCREENS, ids=["game", "replay", "retry", "puzzles"])
def test_every_binding_of_the_screen_is_in_its_help(code, screen, words):
    S.use_language(code)
    what = getattr(S, words)
    # A practice screen's keys are its kind's and the practice's own (merged by Textual).
    bindings = screen.all_bindings() if hasattr(screen, "all_bindings") else screen.BINDINGS
    rows = W.help_keys(bindings, what)
    for binding in bindings:
        action = binding.action.partition("(")[0]
        # Said in the help's own words (not the footer's fallback label), translated.
        assert action in what, (code, action)
        if code != "en":
            module = importlib.import_module(f"escoba_tui.i18n.lang.{code}")
            assert action in getattr(module, words), (code, action, "left in English")
        keys = written(row_of(rows, what[action]))
        for key in binding.key.split(","):
            assert W.key_name(key) in keys, (code, key, action, rows)
    assert len(rows) == len({b.action.partition("(")[0] for b in bindings})


def test_key_names_are_written_as_on_the_keyboard():
    assert [W.key_name(k) for k in ("enter", "question_mark", "ctrl+s", "pageup", "u", "left")] == [
        "Enter",
        "?",
        "Ctrl+S",
        "PgUp",
        "u",
        "←",
    ]
    S.use_language("fr")
    assert [W.key_name(k) for k in ("enter", "space", "ctrl+s")] == ["Entrée", "espace", "Ctrl+S"]


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
@run_async
async def test_the_game_help_shows_every_key_of_the_game(tmp_path, size):
    app = make_app(tmp_path, play=play_settings())
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        await pilot.press("question_mark")
        await settle(pilot)
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        rows = help_screen.key_rows()
        assert ("u", S.HELP_GAME_KEYS["undo"]) in rows
        assert rows[-1] == S.HELP_GAME_MOUSE[-1]
        body = help_screen.query_one("#help-body")
        seen = screen_text(app)
        for _ in range(20):  # page through the help to its end: every row is on screen at some point
            if body.scroll_y >= body.max_scroll_y:
                break
            before = body.scroll_y
            await pilot.press("pagedown")
            await until(pilot, lambda before=before: body.scroll_y > before)  # made at the next refresh
            seen += screen_text(app)
        assert body.scroll_y == body.max_scroll_y
        for _keys, what in rows:
            assert what[:30] in seen, what
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
@run_async
async def test_the_move_log_scrolls_by_keys_and_follows_new_moves(tmp_path, size):
    from escoba_tui.ui.widgets.move_log import MoveLog

    settings = play_settings(target=21)
    # Late in the first hand, two moves of ours before its end: the log (this hand's
    # moves so far) is longer than its panel.
    app = late_app(tmp_path, settings, seed=5, stop="hand", left=2)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen) and game.human_turn()
        log = game.query_one(MoveLog)
        assert log.max_scroll_y >= 4
        # The newest move in view, once the log's scroll to its end (after its layout) is done:
        # asserted at once after `settle` it failed on main under load (scroll_y 0.0 of 58).
        await until(pilot, lambda: log.scroll_y == log.max_scroll_y)
        # A scroll by key is on its way once the key is handled: its end is waited for.
        await pilot.press("up")
        await until(pilot, lambda: log.scroll_y < log.max_scroll_y)
        await pilot.press("up", "up", "up", "up", "up", "up", "up", "up", "up", "up")
        await until(pilot, lambda: log.scroll_y == 0)  # the start of the hand
        await pilot.press("right")  # choosing another card redraws: the log stays put
        await pilot.pause()
        assert log.scroll_y == 0
        await pilot.press("down")
        await until(pilot, lambda: 0 < log.scroll_y)
        await pilot.press("1", "enter")  # a new move: back to the end
        await settle(pilot)
        await until(pilot, lambda: log.scroll_y == log.max_scroll_y)
        await pilot.press("question_mark")
        await settle(pilot)
        assert ("↑ ↓", S.HELP_GAME_KEYS["log_scroll"]) in app.screen.key_rows()


# ---------------------------------------------------------------- the guides' key tables


def readme_key_tables() -> dict[str, set[str]]:
    """The `| key | in ... |` tables of the guides (docs/playing.md, docs/analysis.md): the
    keys each one names, as written."""
    import re
    from pathlib import Path

    docs = Path(__file__).resolve().parents[2] / "docs"
    lines = [
        line
        for page in ("playing.md", "analysis.md")
        for line in (docs / page).read_text(encoding="utf-8").splitlines() + [""]
    ]
    tables: dict[str, set[str]] = {}
    current = None
    for line in lines:
        head = re.fullmatch(r"\| key \| (.+?)(?: \(.*\))? \|", line)
        if head:
            current = head.group(1)
            tables[current] = set()
        elif current and line.startswith("|"):
            if not line.startswith("|---"):
                tables[current] |= written(line.split("|")[1].replace(",", " "))
        else:
            current = None
    return tables


def bound_keys(*bindings) -> set[str]:
    from textual.binding import Binding

    return {W.key_name(b.key) for group in bindings for b in Binding.make_bindings(group)}


def test_the_readme_key_tables_name_exactly_the_keys_each_screen_binds():
    from escoba_tui.ui.screens.setup import SetupScreen
    from escoba_tui.ui.screens.standings import GameReplay, StandingsScreen

    tables = readme_key_tables()
    screens = {
        "in the game": bound_keys(GameScreen.BINDINGS),
        "on the setup screen": bound_keys(SetupScreen.BINDINGS),
        "in a replay": bound_keys(ReplayScreen.BINDINGS),
        # The viewer, and a game opened from it (a replay with its own way back).
        "in the tournament viewer": bound_keys(StandingsScreen.BINDINGS, GameReplay.__dict__["BINDINGS"]),
        "in practice": bound_keys(RetryScreen.all_bindings(), PuzzleScreen.all_bindings()),
    }
    assert set(tables) == set(screens)
    for where, keys in screens.items():
        assert tables[where] == keys, where


def test_the_readme_check_reads_a_table_as_written():
    assert written("1–9") == {str(n) for n in range(1, 10)}
    assert written("PgDn n PgUp p") == {"PgDn", "n", "PgUp", "p"}
