"""The footer draws each key once, whole, and only while it applies (issue 37 item 1: a
French puzzle's footer showed `c Autre capture` twice, and cut to `Autre captur`)."""

from __future__ import annotations

import asyncio

import pytest
from helpers.ui_factory import finished_record, make_app, run_async, screen_text, settle, until

from escoba_tui.study import practice, saves
from escoba_tui.ui.screens.practice import PuzzleScreen
from escoba_tui.ui.widgets.footer import Footer


@pytest.fixture(autouse=True)
def exact_only(monkeypatch):
    monkeypatch.setattr(practice, "MAX_SEARCHED", 0)


def keys(screen) -> list[str]:
    return [key.action for key in screen.query_one(Footer).children]


def two_records(tmp_path) -> None:
    """Seed 5's puzzle: a card with a capture and no capture (c applies), then seed 2's: a
    card that only goes to the table (c does not)."""
    folder = saves.records_dir(tmp_path)
    finished_record(folder, seed=5, name="escoba-20260103-030405.toml")
    finished_record(folder, seed=2)


async def puzzles(pilot):
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, PuzzleScreen) and app.screen.exercise is not None)
    await settle(pilot)
    return app.screen


@run_async
async def test_a_key_that_comes_on_while_the_footer_is_recomposed_is_drawn_once(tmp_path):
    two_records(tmp_path)
    app = make_app(tmp_path, puzzles=True, language="fr")
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await puzzles(pilot)
        footer = screen.query_one(Footer)
        assert keys(screen).count("cycle") == 1
        screen.options = screen.options[:1]  # c off, and drawn so
        footer.bindings_changed(screen)
        await settle(pilot)
        assert "cycle" not in keys(screen)
        # A recompose under way (as Textual runs it: in the footer's own context) when c
        # comes back on: the bindings changed while the old keys are being removed.
        with footer._context():
            recomposing = asyncio.ensure_future(footer.recompose())
        await asyncio.sleep(0)
        screen.choose_card(0)
        footer.bindings_changed(screen)
        await recomposing
        await settle(pilot)
        assert keys(screen) == ["play", "cycle", "count", "help", "back", "next"]
        assert screen_text(app).count("Autre capture") == 2  # the footer's key and the hand's button


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
@run_async
async def test_each_puzzle_shows_c_whole_when_it_applies_and_not_otherwise(tmp_path, size):
    two_records(tmp_path)
    app = make_app(tmp_path, puzzles=True, language="fr")
    async with app.run_test(size=size) as pilot:
        screen = await puzzles(pilot)
        seen = []
        for _ in screen.exercises:
            applies = bool(screen.check_action("cycle", ()))
            footer = screen_text(app).splitlines()[-1]
            assert keys(screen).count("cycle") == int(applies)
            assert ("c Autre capture " in footer) == applies and "Autre captur " not in footer
            seen.append(applies)
            await pilot.press("n")
            await settle(pilot)
        assert seen == [True, False]
