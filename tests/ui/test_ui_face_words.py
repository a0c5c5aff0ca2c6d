"""The game's words for cards follow the card faces chosen: a player with Italian or French
faces never reads of sotas, caballos or oros (issue 10 review)."""

from __future__ import annotations

import re

import pytest
from helpers.ui_factory import make_app, play_settings, resize, run_async, screen_text, settle

from escoba_tui.game.cards import DECK, Card
from escoba_tui.game.engine import score_piles
from escoba_tui.game.reasons import Reason
from escoba_tui.i18n import catalogue as S
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import CountScreen, HelpScreen
from escoba_tui.ui.widgets.move_log import MoveLog

SPANISH = re.compile(r"\b(sotas?|caballos?|rey(es)?|oros?)\b", re.IGNORECASE)


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    S.use_language("en")


@pytest.mark.parametrize(
    "language,faces,figures,log_words,count_words",
    [
        ("en", "french", "Jack, queen, king are worth", "two queens", "Most diamonds"),
        ("fr", "french", "Valet, dame et roi valent", "deux dames", "Le plus de carreaux"),
        ("en", "italian", "Fante, cavallo, re are worth", "two cavalli", "Most denari"),
    ],
)
@run_async
async def test_help_log_and_count_name_cards_as_the_faces_do(
    tmp_path, language, faces, figures, log_words, count_words
):
    app = make_app(tmp_path, seed=5, language=language, play=play_settings(faces=faces))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen) and game.human_turn()
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        body = "\n".join(str(w.render()) for w in app.screen.query("#help-body Static"))
        assert figures in body and not SPANISH.search(body), body
        await pilot.press("escape")
        await pilot.press("1", "enter")  # a move each: the computer's is in the log
        await settle(pilot)
        hand = game.hand
        i = max(k for k, (seat, _) in enumerate(hand.history) if seat == 1)
        game.reasons[(hand.hand_number, i)] = (Reason("sweepable", (Card.parse("9c"), Card.parse("9e")), (6,)),)
        game.redraw()
        await pilot.pause()
        log = str(game.query_one(MoveLog).query_one("#log-text").render())
        assert log_words in log and not SPANISH.search(log), log
        score = score_piles(game.match.rules, [DECK[:21], DECK[21:]], [0, 0])
        app.push_screen(CountScreen(1, score, ["Ada", "Bruno"], [0, 0], 3, False, game.look.style))
        for size in ((80, 24), (100, 32)):  # the count's words, at the smallest size and a larger one
            await resize(pilot, size)
            await pilot.pause()
            text = screen_text(app)
            assert count_words in text and not SPANISH.search(text), (size, text)
