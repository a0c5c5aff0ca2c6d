"""The test harness's own promises (tests/conftest.py): skipping the strips a headless
app throws away must not hide a widget that cannot draw."""

from __future__ import annotations

import pytest
from helpers.ui_factory import run_async, screen_text
from textual.app import App, ComposeResult
from textual.widgets import Static


class Brittle(Static):
    DEFAULT_CSS = "Brittle { width: 10; height: 1; }"  # sized by CSS: layout never asks it to render
    broken = False

    def render(self):
        if self.broken:
            raise RuntimeError("cannot draw this")
        return "fine"


class BrittleApp(App):
    def compose(self) -> ComposeResult:
        yield Brittle()


@run_async
async def test_a_widget_that_cannot_draw_what_it_ended_on_fails_its_test():
    app = BrittleApp()
    with pytest.raises(RuntimeError, match="cannot draw this"):
        async with app.run_test(size=(40, 5)) as pilot:
            widget = app.query_one(Brittle)
            widget.broken = True
            widget.refresh()
            await pilot.pause()


@run_async
async def test_a_widget_broken_after_the_test_looked_at_the_screen_still_fails_its_test():
    # The screen drawn whole (as a snapshot or screen_text draws it) spares the drawing at
    # the end only until the screen changes again.
    app = BrittleApp()
    with pytest.raises(RuntimeError, match="cannot draw this"):
        async with app.run_test(size=(40, 5)) as pilot:
            await pilot.pause()
            assert "fine" in screen_text(app)
            widget = app.query_one(Brittle)
            widget.broken = True
            widget.refresh()
            await pilot.pause()


@run_async
async def test_an_app_that_draws_fine_stops_cleanly():
    app = BrittleApp()
    async with app.run_test(size=(40, 5)) as pilot:
        await pilot.pause()
    assert app.return_code in (None, 0)
