"""What the board changes in place at each move draws the same as composing it afresh."""

from __future__ import annotations

from helpers.ui_factory import SIZE, make_app, play_settings, run_async, settle
from textual.widgets._footer import FooterKey

from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import CountScreen
from escoba_tui.ui.widgets.footer import Footer


def footer_keys(footer: Footer) -> list[tuple]:
    """The footer as drawn: each key's key, words, whether greyed out, and its classes."""
    return [
        (
            type(key).__name__,
            getattr(key, "key", None),
            getattr(key, "description", None),
            getattr(key, "_disabled", None),
            sorted(key.classes),
            key.display,
        )
        for key in footer.children
    ]


@run_async
async def test_the_footer_changed_in_place_is_the_footer_composed_afresh(tmp_path):
    """Moves grey keys out, add the cycle key and take it away: the footer does that to the
    keys it has, and ends as it would be composed from the bindings then in force."""
    app = make_app(tmp_path, seed=11, play=play_settings(seats=("human", "greedy"), target=30))
    composed = 0
    compose = Footer.compose

    def counting(self):
        nonlocal composed
        composed += 1
        return compose(self)

    Footer.compose = counting  # type: ignore[method-assign]
    try:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            moves = 0
            while moves < 8:
                screen = app.screen
                await pilot.press("enter")
                await settle(pilot)
                if isinstance(screen, CountScreen):
                    continue
                assert isinstance(screen, GameScreen)
                moves += 1
                footer = app.screen.query_one(Footer)
                in_place = footer_keys(footer)
                assert any(isinstance(k, FooterKey) and k.action == "play" for k in footer.children)
                before = composed
                footer.refresh(recompose=True)
                await settle(pilot)
                assert composed == before + 1
                assert footer_keys(footer) == in_place
            # Eight moves, each turn changing the keys on show, composed the footer only
            # when this test asked (and for the screen's first keys).
            assert composed <= 8 + 3
    finally:
        Footer.compose = compose  # type: ignore[method-assign]


@run_async
async def test_a_screen_starting_composes_its_footers_keys_once(tmp_path, monkeypatch):
    """A screen's bindings change twice as it starts (mounted, then focused) before the
    footer has drawn any key: its keys are composed once, from the bindings as they are
    then, not composed and then taken away to be composed again."""
    app = make_app(tmp_path, seed=11, play=play_settings(seats=("human", "greedy"), target=30))
    with_keys = []
    compose = Footer.compose

    def counting(self):
        widgets = list(compose(self))
        with_keys.append(any(isinstance(w, FooterKey) for w in widgets))
        return iter(widgets)

    monkeypatch.setattr(Footer, "compose", counting)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        footer = app.screen.query_one(Footer)
        assert any(isinstance(k, FooterKey) and k.action == "play" for k in footer.children)
        assert with_keys == [False, True]  # empty as it mounts, then its keys: once
