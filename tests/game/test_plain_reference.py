"""The engine's legal moves and counts against simple references: the plain engine
(plain_engine.py, which lists capture sets by brute force) over random hands of every
preset and option, and the depth-first search that fixed the order of legal moves."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from escoba_tui.game.cards import DECK as DECK_ORDER
from escoba_tui.game.engine import HandState, default_teams, hand_points, new_deck, subsets_with_sum
from escoba_tui.game.plain_engine import PlainHand, play_random_hand
from escoba_tui.game.rules import make_rules

SEATINGS = [(2, False), (3, False), (4, True), (6, False)]

options = st.fixed_dictionaries(
    {},
    optional={
        "capture": st.sampled_from(["fifteen", "sum"]),
        "face_values": st.sampled_from([(8, 9, 10), (10, 11, 12), (7, 7, 7), (1, 2, 3), (15, 20, 30), (5, 5, 6)]),
        "single_card_first": st.booleans(),
        "compulsory_capture": st.booleans(),
        "opening_escobas": st.booleans(),
        "last_play_escoba": st.booleans(),
        "renuncio": st.booleans(),
        "sevens_tiebreak": st.sampled_from(["none", "sixes"]),
        "sevens_rule": st.sampled_from(["most", "primiera"]),
        "all_sevens_bonus": st.integers(0, 2),
        "all_oros_bonus": st.integers(0, 2),
    },
)


def as_plays(moves) -> list:
    """Moves as comparable plays: the order of captured cards does not matter."""
    return sorted((int(card), tuple(sorted(captures)), bool(claim)) for card, captures, claim in moves)


@settings(max_examples=60, deadline=None)
@given(
    preset=st.sampled_from(["escoba", "scopa-club", "scopa"]),
    opts=options,
    seating=st.sampled_from(SEATINGS),
    seed=st.integers(0, 2**32 - 1),
)
def test_the_engine_lists_the_plain_engines_moves_and_counts_the_same(preset, opts, seating, seed):
    rules = make_rules(preset, **opts)
    rng = random.Random(seed)
    teams = default_teams(*seating)
    deck = new_deck(rng)
    dealer = rng.randrange(seating[0])
    hand = HandState(rules, deck, dealer, teams)
    plain = PlainHand(rules, deck, dealer, teams)
    checked = 0
    while not hand.over:
        assert not plain.over
        assert sorted(hand.table) == sorted(plain.table) and hand.turn == plain.turn
        draw = random.Random(checked)
        fresh = hand.copy()
        legal = hand.legal_moves()
        assert as_plays(legal) == as_plays(plain.legal_moves())
        # The playout's draw is the same move as the list's, without the list.
        assert fresh.random_move(draw) == legal[random.Random(checked).randrange(len(legal))]
        move = legal[rng.randrange(len(legal))]
        hand.play_unchecked(move)
        plain.play(move)
        checked += 1
    assert plain.over and checked >= 9
    assert hand.score().points == plain.score()


def dfs_subsets(values, target):
    """The search legal moves were first listed by: positions of `values` (ascending)
    totalling `target`, depth first with a stack."""
    out, stack = [], [(0, 0, ())]
    while stack:
        start, total, chosen = stack.pop()
        for i in range(start, len(values)):
            t = total + values[i]
            if t > target:
                break
            if t == target:
                out.append(chosen + (i,))
            else:
                stack.append((i + 1, t, chosen + (i,)))
    return tuple(out)


@settings(max_examples=300, deadline=None)
@given(values=st.lists(st.integers(1, 12), max_size=14).map(sorted), target=st.integers(-1, 30))
def test_capture_sets_come_in_the_order_of_the_first_search(values, target):
    assert subsets_with_sum(values, target) == dfs_subsets(values, target)


def test_tables_seen_in_play_list_their_sets_in_the_order_of_the_first_search():
    """The capture index (sets worked out from smaller tables, cached) gives the same
    sets in the same order as a fresh search of each table, for every hand card."""
    rng = random.Random(5)
    for preset in ("escoba", "scopa-club", "scopa"):
        rules = make_rules(preset)
        compared = 0
        for _ in range(40):
            hand = HandState(rules, new_deck(rng), 0, default_teams(2))
            while not hand.over:
                values = [rules.values[c] for c in hand.table]
                for card in hand.hands[hand.turn]:
                    sets = dfs_subsets(values, rules.capture_targets[card])
                    if rules.single_card_first and any(len(s) == 1 for s in sets):
                        sets = tuple(s for s in sets if len(s) == 1)
                    expected = [tuple(hand.table[i] for i in s) for s in sets]
                    assert hand.captures_for(card) == expected
                    compared += 1
                hand.play_unchecked(hand.random_move(rng))
        assert compared > 1000


def test_the_plain_engine_plays_whole_hands_of_every_preset():
    rng = random.Random(3)
    for preset in ("escoba", "scopa-club", "scopa"):
        points = play_random_hand(make_rules(preset), new_deck(rng), 0, default_teams(2), rng)
        assert len(points) == 2 and min(points) >= 0 and sum(points) >= 3


def test_bench_times_the_engine_and_the_plain_engine_in_the_same_run():
    from escoba_tui.study.bench import KINDS, engine_speeds

    rates = engine_speeds("scopa", seconds=0.05)
    assert all(rates[kind] > 0 for kind in KINDS) and rates["hands"] >= 3


def state_of(hand: HandState) -> tuple:
    """Everything a hand holds that play changes."""
    fields = ("hands", "table", "piles", "escobas", "last_capturer", "turn", "history", "escoba_at", "leftovers")
    return (*(getattr(hand, name) for name in fields), list(hand.claimable), hand.deck_pos, hand.over)


@settings(max_examples=80, deadline=None)
@given(
    preset=st.sampled_from(["escoba", "scopa-club", "scopa"]),
    opts=options,
    seating=st.sampled_from(SEATINGS),
    seed=st.integers(0, 2**32 - 1),
    start=st.integers(0, 40),
    listed=st.booleans(),
)
def test_the_fused_random_playout_plays_what_the_checked_moves_play(preset, opts, seating, seed, start, listed):
    """`random_playout` (the bench's and any random playout's fast path) against the
    checked path: from any point of a hand (its legal moves listed or not), the same
    moves from the same draws as `play(random_move(rng))` move by move, every one of
    them legal when replayed with `play`, and the same count."""
    rules = make_rules(preset, **opts)
    rng = random.Random(seed)
    teams = default_teams(*seating)
    deck = new_deck(rng)
    dealer = rng.randrange(seating[0])
    hand = HandState(rules, deck, dealer, teams)
    for _ in range(start):
        if hand.over:
            break
        hand.play(hand.random_move(rng))
    if listed and not hand.over:
        hand.legal_moves()
    fused, stepped = hand.copy(), hand.copy()
    fused.random_playout(random.Random(seed + 1))
    draw = random.Random(seed + 1)
    while not stepped.over:
        stepped.play(stepped.random_move(draw))
    assert fused.over and state_of(fused) == state_of(stepped)
    replay = HandState(rules, deck, dealer, teams)
    for _, move in fused.history:
        replay.play(move)  # IllegalMove if the fused loop made a move the rules do not allow
    assert state_of(replay) == state_of(fused)
    assert fused.score().points == stepped.score().points == hand_points(fused)
    fused.random_playout(rng)  # a finished hand stays as it is
    assert state_of(fused) == state_of(stepped)


class FirstOnly(random.Random):
    """A generator with its own randrange (always the first move): the fused playout
    must draw with it, not with Random's internals."""

    def randrange(self, *args, **kwargs):
        return 0


def test_the_fused_playout_draws_with_a_generators_own_randrange():
    rules = make_rules("escoba")
    hand = HandState(rules, new_deck(random.Random(4)), 0, default_teams(2))
    fused, stepped = hand.copy(), hand.copy()
    fused.random_playout(FirstOnly(1))
    while not stepped.over:
        stepped.play(stepped.legal_moves()[0])
    assert state_of(fused) == state_of(stepped)


def test_the_fused_playout_fails_on_an_empty_hand_to_play_as_the_step_does():
    """A placed position whose seat to move holds nothing: ValueError from the draw,
    as `random_move` gives, not an endless draw below 0."""
    rules = make_rules("escoba")
    deck = list(DECK_ORDER)
    position = HandState.position(
        rules, default_teams(2), [[], deck[:3]], deck[3:5], piles=[deck[5:], []], turn=0, check=True
    )
    with pytest.raises(ValueError):
        position.copy().random_move(random.Random(1))
    with pytest.raises(ValueError):
        position.random_playout(random.Random(1))
