"""Undo: taking back the human's last move against computers (issue 10, item 15)."""

from __future__ import annotations

from helpers.ui_factory import SIZE, late_app, make_app, play_settings, run_async, screen_text, settle, until

from escoba_tui.game.record import read_record, verify
from escoba_tui.game.rules import make_rules
from escoba_tui.study import saves
from escoba_tui.ui.screens.game import GameScreen
from escoba_tui.ui.screens.modals import EndScreen
from escoba_tui.ui.session import LocalMatch, Seat


def position(match: LocalMatch) -> tuple:
    """Everything a player could tell apart: hands, table, piles, turn, escobas, scores."""
    hand = match.hand
    return (
        hand.hand_number,
        hand.dealer,
        hand.turn,
        hand.deck_pos,
        tuple(tuple(h) for h in hand.hands),
        tuple(hand.table),
        tuple(tuple(p) for p in hand.piles),
        tuple(hand.escobas),
        tuple(hand.history),
        tuple(match.game.scores),
        tuple(str(m) for m in match.game.hands[-1].moves),
    )


@run_async
async def test_undo_against_a_computer_restores_the_position(tmp_path):
    app = make_app(tmp_path, seed=9, play=play_settings(target=5))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.human_turn()
        assert screen.check_action("undo", ()) is None  # nothing played yet: offered, greyed out
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        before = position(screen.match)
        assert screen.human_turn() and screen.check_action("undo", ()) is True
        await pilot.press("enter")  # our move, then the computer's reply
        await settle(pilot)
        assert position(screen.match) != before
        old = screen.match
        await pilot.press("u")
        await settle(pilot)
        assert screen.match is not old
        assert position(screen.match) == before
        assert screen.human_turn() and screen.match.takebacks == 1
        # The save is the position before the move, still a valid record.
        saved = read_record(saves.current_save(tmp_path))
        verify(saved)
        assert [str(m) for m in saved.hands[-1].moves] == list(before[-1])
        # Play goes on after a take-back.
        await pilot.press("enter")
        await settle(pilot)
        assert screen.human_turn()
        after_replay = position(screen.match)
        # The saved match resumes to the same position, take-back count included: resumed
        # as the setup screen's Resume does (the app reads the save and the take-backs from
        # disk), in this app rather than a second one (the setup screen's Resume button is
        # test_ui_pilot.py's test_saved_after_every_move_and_resumed).
        app.resume_saved()
        await until(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen is not screen)
        await settle(pilot)
        resumed = app.screen
        assert resumed.match is not screen.match
        assert position(resumed.match) == after_replay
        assert resumed.match.takebacks == 1


def test_undo_never_reaches_into_a_counted_hand():
    match = LocalMatch(make_rules("escoba", target=21), [Seat("You"), Seat("Ada", "greedy")], seed=3)
    match.start_hand()
    assert match.undo_point() is None  # no move of ours yet
    while not match.hand.over:
        match.play(match.hand.legal_moves()[0])
    assert match.undo_point() is None  # the hand is over: never reopened
    match.finish_hand()
    match.start_hand()
    assert match.undo_point() is None  # a new hand: nothing of ours in it
    seat = match.hand.turn
    if seat != 0:
        match.play(match.hand.legal_moves()[0])
    match.play(match.hand.legal_moves()[0])
    match.play(match.hand.legal_moves()[0])
    cut = match.undo_point()
    assert cut is not None and match.hand.history[cut][0] == 0
    back = match.undone()
    try:
        assert [str(m) for m in back.game.hands[-1].moves] == [str(m) for m in match.game.hands[-1].moves[:cut]]
        assert len(back.game.hands) == 2 and back.game.hands[0].score is not None
        assert back.game.scores == match.game.scores and back.takebacks == 1
        verify(back.record())
    finally:
        back.close()
        match.close()


@run_async
async def test_no_undo_with_two_humans(tmp_path):
    app = make_app(tmp_path, seed=4, play=play_settings(seats=("human", "human")))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # past the privacy screen
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert screen.match.undo_point() is None
        assert screen.check_action("undo", ()) is False
        moves = list(screen.match.game.hands[-1].moves)
        await pilot.press("u")
        await settle(pilot)
        assert list(screen.match.game.hands[-1].moves) == moves


@run_async
async def test_take_backs_shown_at_the_end_and_not_in_the_record(tmp_path):
    app = late_app(tmp_path, play_settings(target=1), seed=11, left=2)  # two moves of ours from the end
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("u")
        await settle(pilot)
        assert screen.match.takebacks == 1
        assert saves.read_takebacks(tmp_path, screen.match.seed, screen.match.started) == 1
        for _ in range(400):
            if isinstance(app.screen, EndScreen):
                break
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        assert "Moves taken back: 1" in screen_text(app)
        text = screen.finished_path.read_text(encoding="utf-8")
        assert "take" not in text.lower()
        verify(read_record(screen.finished_path))
        assert not saves.takebacks_path(tmp_path).exists()
