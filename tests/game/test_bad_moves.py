"""Bad moves of any type (issue 35 item 2): Game.play and HandState.play raise
IllegalMove and change nothing, whatever they are given."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from escoba_tui.game.cards import Card, Move, NotationError, card
from escoba_tui.game.engine import Game, IllegalMove, default_teams, new_deck
from escoba_tui.game.rules import make_rules


def a_game(seed: int = 4) -> Game:
    game = Game(make_rules("escoba"), default_teams(2))
    game.start_hand(new_deck(Random(seed)))
    return game


def picture(game: Game):
    hand = game.hand
    assert hand is not None
    return (
        [list(h) for h in hand.hands],
        list(hand.table),
        [list(p) for p in hand.piles],
        hand.turn,
        hand.legal_moves(),
        list(game.hands[-1].moves),
    )


ODD = [
    Move(Card(99)),
    Move(Card(45)),
    Move("7o"),
    Move(None),
    Move(Card(3), None),
    Move(Card(3), (Card(41),)),
    Move(Card(3), ("3b",)),
    Move(Card(3), 5),
    Move(Card(3), (), "yes"),
    Move(-1),
    Move(True),
    "7o",
    None,
    5,
    (3, ()),
    object(),
]

ATOMS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.text(max_size=5),
    st.floats(allow_nan=True),
    st.builds(Card, st.integers(-100, 100)),
)


@pytest.mark.parametrize("move", ODD, ids=[str(i) for i in range(len(ODD))])
def test_a_bad_move_is_illegal_and_changes_nothing(move):
    game = a_game()
    before = picture(game)
    with pytest.raises(IllegalMove):
        game.play(move)
    with pytest.raises(IllegalMove):
        game.hand.play(move)
    assert picture(game) == before


@settings(max_examples=200, deadline=None)
@given(
    card=ATOMS,
    captures=st.one_of(ATOMS, st.lists(ATOMS, max_size=4), st.tuples(ATOMS, ATOMS)),
    claim=ATOMS,
)
def test_any_move_shape_is_legal_or_illegal_never_a_crash(card, captures, claim):
    game = a_game()
    before = picture(game)
    move = Move(card, captures, claim)
    try:
        game.play(move)
    except IllegalMove as exc:
        assert len(str(exc)) < 1000
        assert picture(game) == before
    else:  # only a real legal move may be played
        assert any(m.same_as(move) for m in before[4])


def play_out(game: Game, rng: Random) -> None:
    hand = game.hand
    while not hand.over:
        game.play(rng.choice(hand.legal_moves()))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), calls=st.integers(2, 30))
def test_finish_hand_counts_a_hand_once_however_often_it_is_called(seed, calls):
    """Issue 35 item 3: finish_hand again (even after the game is over) counts nothing."""
    rng = Random(seed)
    game = Game(make_rules("escoba", target=3), default_teams(2))
    while not game.over:
        game.start_hand(new_deck(rng))
        play_out(game, rng)
        first = game.finish_hand()
        state = (list(game.scores), game.dealer, game.winner, [h.points for h in game.hands])
        for _ in range(calls):
            assert game.finish_hand() is first
            assert (list(game.scores), game.dealer, game.winner, [h.points for h in game.hands]) == state
    assert sum(h.points[0] for h in game.hands) == game.scores[0]
    assert sum(h.points[1] for h in game.hands) == game.scores[1]


@pytest.mark.parametrize(
    ("rank", "suit"),
    [
        (5, ""),
        (5, "oc"),
        (5, "oceb"),
        (5, "ce"),
        (5, "O"),
        (5, None),
        (5, 0),
        (5.0, "o"),
        (True, "o"),
        (0, "o"),
        (11, "o"),
        ("5", "o"),
        (None, "o"),
    ],
)
def test_card_takes_only_a_real_rank_and_suit(rank, suit):
    """Issue 35 item 4: no substring test on "oceb", no float or bool rank."""
    with pytest.raises(NotationError, match="the rank is 1-10"):
        card(rank, suit)


@given(rank=st.integers(1, 10), suit=st.sampled_from("oceb"))
def test_card_of_every_real_rank_and_suit(rank, suit):
    c = card(rank, suit)
    assert (c.rank, c.suit) == (rank, suit) and Card.parse(str(c)) is c
