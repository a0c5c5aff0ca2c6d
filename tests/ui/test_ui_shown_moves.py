"""A computer's move is shown before it is made (issue 10 item 14), and the dealer's
opening escoba names its cards."""

from __future__ import annotations

import dataclasses

from helpers.ui_factory import SIZE, make_app, play_settings, run_async, screen_text, settle, until

from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.settings import SPEED_DELAYS
from escoba_tui.ui.widgets.move_log import MoveLog


def held_pauses(game: GameScreen) -> list:
    """The game's pauses after a computer's move, held until the test lets each one end
    (`release`): the move stays on show however loaded the machine is, and no test waits
    out a real pause. Returns the pauses asked for, as (seconds, callback)."""
    held: list = []
    game.set_timer = lambda delay, callback, **kw: held.append((delay, callback))  # type: ignore[method-assign]
    return held


def release(held: list) -> None:
    _, callback = held.pop(0)
    callback()


def marked(game: GameScreen) -> list:
    views = game.query("#table-cards CardView")
    return sorted(v.card for v in views if v.display and v.has_class("-taken"))


@run_async
async def test_a_computer_move_is_shown_on_the_table_for_the_speeds_pause(tmp_path, monkeypatch):
    # A short pause (half of it spent thinking), held: a loaded machine still sees the move
    # on show before it is made, and the test waits out no real pause.
    monkeypatch.setitem(SPEED_DELAYS, "slow", 0.1)
    app = make_app(tmp_path, seed=5, play=play_settings(target=3))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        assert isinstance(game, GameScreen) and game.human_turn()
        game.shown_as = dataclasses.replace(game.shown_as, speed="slow")
        held = held_pauses(game)
        await pilot.press("enter")
        await until(pilot, lambda: game.showing is not None)
        move = game.showing
        hand = game.hand
        assert hand.turn == 1 and not game.human_turn()
        # Not made yet: the played card sits on the table beside the cards it takes, all marked.
        assert move.card in hand.hands[1]
        assert marked(game) == sorted([move.card, *move.captures])
        said = game.look.name(move.card)
        assert said in game.query_one("#status").render().plain
        assert said in screen_text(app)
        assert [delay for delay, _ in held] == [0.1]  # shown for the speed's whole pause
        await settle(pilot)
        assert game.showing is move and move.card in hand.hands[1]  # still on show until it ends
        release(held)
        await settle(pilot)
        assert hand.history[-1][1].card == move.card
        assert game.human_turn() or hand.over
        assert move.card not in marked(game)


@run_async
async def test_instant_speed_makes_the_move_at_once(tmp_path):
    app = make_app(tmp_path, seed=5, play=play_settings(target=3))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        await pilot.press("enter")
        await settle(pilot)
        assert game.showing is None and len(game.hand.history) == 2 and game.human_turn()


@run_async
async def test_the_dealers_opening_escoba_names_its_cards(tmp_path):
    # Seed 2 deals Ada (the dealer) a table of 15.
    app = make_app(tmp_path, seed=2, play=play_settings(target=3))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        game = app.screen
        hand = game.hand
        assert hand.opening and hand.dealer == 1
        cards = game.look.names(hand.opening)
        line = f"Ada turns up a table of 15 ({cards}): escoba for the dealer."
        assert game.last == line
        log = game.query_one(MoveLog).query_one("#log-text").render().plain
        assert line in log
        assert line[:40] in screen_text(app)  # the cards begin on the screen (the log wraps)


def table_title(game: GameScreen) -> str:
    from escoba_tui.ui.widgets.table import TableView

    title = game.query_one(TableView).border_title
    return title.plain if hasattr(title, "plain") else str(title)


def total(game: GameScreen, cards) -> int:
    return sum(game.match.rules.values[c] for c in cards)


@run_async
async def test_while_a_move_is_on_show_the_table_total_is_the_table_it_leaves(tmp_path, monkeypatch):
    # The shown card lies on the table beside the cards it takes, but the total is of the
    # table the next player will face, and the title says so.
    monkeypatch.setitem(SPEED_DELAYS, "slow", 0.02)  # each pause held until the checks are made
    for size in ((80, 24), (100, 32)):
        app = make_app(tmp_path / f"{size[0]}", seed=5, play=play_settings(target=3))
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            game = app.screen
            game.shown_as = dataclasses.replace(game.shown_as, speed="slow")
            held = held_pauses(game)
            seen = {"take": 0, "drop": 0}
            for _ in range(8):  # until a capture and a discard have been on show
                if not game.human_turn() or all(seen.values()):
                    break
                await pilot.press("enter")
                await until(pilot, lambda game=game: game.showing is not None or game.hand.over)
                move = game.showing
                if move is None:
                    break
                table = list(game.hand.table)
                left = [c for c in table if c not in move.captures] if move.captures else [*table, move.card]
                assert table_title(game).startswith(f"Table after move: total {total(game, left)}")
                seen["take" if move.captures else "drop"] += 1
                release(held)
                await settle(pilot)
                if game.hand.over or game.match.needs_deal():
                    break
                # Made: the same total, now of the table as it lies.
                assert sorted(game.hand.table) == sorted(left)
                assert table_title(game).startswith(f"Table: total {total(game, left)}")
            assert seen["take"] and seen["drop"], seen


@run_async
async def test_a_claim_on_show_draws_its_card_once_and_totals_what_it_leaves(tmp_path):
    from escoba_tui.game.cards import Move

    app = make_app(tmp_path, seed=5, play=play_settings(target=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        game = app.screen
        hand = game.hand
        left, *rest = hand.table
        claim = Move(left, tuple(rest[:1]), True)
        game.showing = claim
        game.redraw()
        await pilot.pause()
        shown = [v.card for v in game.query("#table-cards CardView") if v.display]
        assert sorted(shown) == sorted(hand.table)  # the claimed card is not drawn twice
        assert marked(game) == sorted([left, *rest[:1]])
        after = [c for c in hand.table if c not in (left, *rest[:1])]
        assert table_title(game).startswith(f"Table after move: total {total(game, after)}")
