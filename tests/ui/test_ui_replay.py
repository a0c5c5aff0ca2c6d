"""The replay viewer's hands: the hand panel stays on one player whoever moves, `f` switches
it to the next seat, and every other hand is drawn face up as one-line cards, all of it on
screen at 80×24 and 100×32 with 2, 3, 4 and 6 seats."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.ui_factory import make_app, run_async, screen_text, settle

from escoba_tui.arena.referee import play_game
from escoba_tui.game.engine import default_teams
from escoba_tui.game.record import record_from_outcome, write_record
from escoba_tui.game.rules import make_rules
from escoba_tui.players import make_player
from escoba_tui.ui.screens.replay import ReplayScreen
from escoba_tui.ui.widgets.cards import CardView
from escoba_tui.ui.widgets.hand import HandView
from escoba_tui.ui.widgets.seats import SeatHand, SeatsView
from escoba_tui.ui.widgets.table import TableView

NAMES = ["Ada", "Bruno", "Carmen", "Dario", "Elena", "Fabio"]
SIZES = [(80, 24), (100, 32)]


def record_file(
    folder: Path, seats: int, partners: bool = False, players: list[str] | None = None, target: int = 3
) -> Path:
    """A finished match of `seats` greedy players (first to `target`) written as a record."""
    rules = make_rules("escoba", target=target)
    outcome = play_game(
        [make_player("greedy", seed=s) for s in range(seats)],
        rules,
        default_teams(seats, partners),
        names=NAMES[:seats],
        specs=players or ["greedy"] * seats,
        seed=seats,
    )
    return write_record(record_from_outcome(outcome), folder / f"game-{seats}.toml")


def inside(outer, inner) -> bool:
    return bool(inner.area) and outer.contains_region(inner)


def hand_cards(screen: ReplayScreen) -> list:
    return [v.card for v in screen.query_one(HandView).query(CardView) if v.display]


def seat_hands(screen: ReplayScreen) -> dict[str, list[CardView]]:
    """The other seats as drawn: name -> the card views shown under it."""
    return {
        str(cell.name_line.render()): [v for v in cell.views if v.display]
        for cell in screen.query_one(SeatsView).query(SeatHand)
    }


@run_async
async def test_the_hand_panel_stays_on_one_player_while_the_others_move(tmp_path):
    app = make_app(tmp_path / "data", replay=record_file(tmp_path, 4))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.follow == 0  # no human: the first seat
        movers = set()
        empties = set()
        for _ in range(12):  # three rounds of four seats: every seat moves
            await pilot.press("right")
            await settle(pilot)
            hand = screen.position()
            movers.add(hand.history[-1][0])
            assert screen.query_one(HandView).title.startswith("Hand of Ada")
            assert hand_cards(screen) == list(hand.hands[0])
            # Played out before the others: the panel says so rather than stand blank.
            assert screen.query_one("#hand-empty").display == (not hand.hands[0])
            empties.add(not hand.hands[0])
        assert movers == {0, 1, 2, 3} and empties == {True, False}
        # "(to play)" says when the followed seat is the one to move, and only then.
        await pilot.press("home")
        await settle(pilot)
        for _ in range(4):
            hand = screen.position()
            assert ("(to play)" in screen.query_one(HandView).title) == (hand.turn == 0)
            await pilot.press("right")
            await settle(pilot)


@run_async
async def test_the_hand_panel_starts_on_the_human_of_the_match(tmp_path):
    path = record_file(tmp_path, 3, players=["greedy", "human", "greedy"])
    app = make_app(tmp_path / "data", replay=path)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert app.screen.query_one(HandView).title.startswith("Hand of Bruno")


@run_async
async def test_f_cycles_the_followed_player_through_every_seat(tmp_path):
    app = make_app(tmp_path / "data", replay=record_file(tmp_path, 6, partners=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press("right", "right", "right")
        await settle(pilot)
        hand = screen.position()
        for k in [1, 2, 3, 4, 5, 0, 1]:
            await pilot.press("f")
            await settle(pilot)
            assert screen.follow == k
            assert screen.query_one(HandView).title.startswith(f"Hand of {NAMES[k]}")
            assert hand_cards(screen) == list(hand.hands[k])
            # The others, in play order after the followed seat, face up; it is not among them.
            shown = seat_hands(screen)
            order = [(k + j) % 6 for j in range(1, 6)]
            assert list(shown) == [NAMES[s] for s in order]
            for s in order:
                assert [v.card for v in shown[NAMES[s]]] == list(hand.hands[s])
            # Partners of the followed seat (sides sit alternately) are marked, the others not.
            marked = {str(c.name_line.render()) for c in screen.query(SeatHand) if c.has_class("-partner")}
            assert marked == {NAMES[s] for s in order if s % 2 == k % 2}
        # The position did not move: f changes whose hand is shown, nothing else.
        assert screen.position() is hand


@run_async
async def test_a_click_on_another_hand_follows_that_seat(tmp_path):
    app = make_app(tmp_path / "data", replay=record_file(tmp_path, 4))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        cells = list(screen.query(SeatHand))
        assert [c.seat for c in cells] == [1, 2, 3]
        await pilot.click(cells[1].views[0])  # Carmen's first card
        await settle(pilot)
        assert screen.follow == 2 and screen.query_one(HandView).title.startswith("Hand of Carmen")
        assert hand_cards(screen) == list(screen.position().hands[2])
        cells = list(screen.query(SeatHand))
        assert [c.seat for c in cells] == [3, 0, 1]
        await pilot.click(cells[1].name_line)  # Ada's name
        await settle(pilot)
        assert screen.follow == 0


@pytest.mark.parametrize("language", ["fr", "es", "pt"])
@run_async
async def test_six_seats_fit_80x24_in_every_language(tmp_path, language):
    app = make_app(tmp_path / "data", replay=record_file(tmp_path, 6), language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("right", "right", "right", "f")
        await settle(pilot)
        screen = app.screen
        board = screen.query_one("#board").region
        hand_view = screen.query_one(HandView)
        assert inside(board, hand_view.region), f"the hand panel is cut in {language}"
        assert screen.query_one("#choice").region.height == 1  # the line about f: one line
        for cell in screen.query(SeatHand):
            for view in cell.views:
                if view.display:
                    assert inside(board, view.region)
        assert inside(screen.query_one("#side").region, screen.query_one("#replay-keys").region)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 6])
@run_async
async def test_every_hand_is_on_screen_as_cards(tmp_path, size, seats):
    app = make_app(tmp_path / "data", replay=record_file(tmp_path, seats))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press(*["right"] * (seats + 1))  # everyone has moved once, one card gone
        await settle(pilot)
        hand = screen.position()
        width, height = size
        board = screen.query_one("#board").region
        assert board.bottom == height - 1  # the footer's row below
        table = screen.query_one(TableView)
        hand_view = screen.query_one(HandView)
        assert inside(board, hand_view.region), f"the hand panel is cut at {size}"
        assert table.region.height >= 6
        shown = seat_hands(screen)
        assert len(shown) == seats - 1
        for name, views in shown.items():
            seat = NAMES.index(name)
            assert [v.card for v in views] == list(hand.hands[seat])
            assert views, "every seat holds cards after one round"
            for view in views:
                assert view.has_class("-compact")
                assert inside(board, view.region), f"{name}'s {view.card} is off screen at {size}"
                assert not view.region.overlaps(table.region) and not view.region.overlaps(hand_view.region)
        for view in hand_view.query(CardView):
            if view.display:
                assert inside(hand_view.region, view.region)
        # The whole key list, under the move log, and the line saying how to switch.
        keys = screen.query_one("#replay-keys")
        assert inside(screen.query_one("#side").region, keys.region)
        text = screen_text(app)
        assert "f: another player's hand" in text and "q quit" in text.replace("\n", " ")


@run_async
async def test_the_other_hands_refit_when_the_terminal_shrinks(tmp_path):
    app = make_app(tmp_path / "data", replay=record_file(tmp_path, 6))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        screen = app.screen
        seats = screen.query_one(SeatsView)
        assert seats.region.height == 4  # five hands abreast
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert seats.region.height == 8  # three, then two
        board = screen.query_one("#board").region
        assert inside(board, screen.query_one(HandView).region)
        for cell in screen.query(SeatHand):
            assert inside(board, cell.region) and not cell.region.overlaps(screen.query_one(TableView).region)


class TestPictures:
    """The replay as a player sees it (reviewed as pictures before any --snapshot-update)."""

    def test_four_seats_at_80x24_following_the_second_seat(self, snap_compare, tmp_path):
        path = record_file(tmp_path, 4, partners=True)

        async def run_before(pilot):
            await settle(pilot)
            await pilot.press("right", "right", "right", "right", "right", "f")
            await settle(pilot)

        assert snap_compare(make_app(tmp_path / "data", replay=path), terminal_size=(80, 24), run_before=run_before)

    def test_six_seats_at_100x32(self, snap_compare, tmp_path):
        path = record_file(tmp_path, 6)

        async def run_before(pilot):
            await settle(pilot)
            await pilot.press("right", "right", "right", "right")
            await settle(pilot)

        assert snap_compare(make_app(tmp_path / "data", replay=path), terminal_size=(100, 32), run_before=run_before)


@run_async
async def test_home_and_end_are_this_hands_edges_and_ctrl_the_whole_matchs(tmp_path):
    from escoba_tui.i18n import catalogue as S
    from escoba_tui.ui.screens.modals import HelpScreen

    app = make_app(tmp_path / "data", replay=record_file(tmp_path, 2, target=15))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and len(screen.states) >= 3
        last_hand = len(screen.states) - 1
        await pilot.press("pagedown", "right", "right", "right")
        await settle(pilot)
        assert (screen.hand_index, screen.move_index) == (1, 3)
        await pilot.press("home")
        await settle(pilot)
        assert (screen.hand_index, screen.move_index) == (1, 0)  # the start of this hand
        await pilot.press("end")
        await settle(pilot)
        assert (screen.hand_index, screen.move_index) == (1, len(screen.states[1]) - 1)
        await pilot.press("ctrl+home")
        await settle(pilot)
        assert (screen.hand_index, screen.move_index) == (0, 0)  # the very start
        await pilot.press("ctrl+end")
        await settle(pilot)
        assert (screen.hand_index, screen.move_index) == (last_hand, len(screen.states[last_hand]) - 1)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        rows = app.screen.key_rows()
        assert ("Home End", S.HELP_REPLAY_KEYS["edge"]) in rows
        assert ("Ctrl+Home Ctrl+End", S.HELP_REPLAY_KEYS["match_edge"]) in rows
