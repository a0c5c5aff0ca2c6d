"""The engine against the seed game and hand-made positions for every rule."""

import copy

import pytest
from helpers.positions import cards, stacked_deck

from escoba_tui.game.cards import DECK, Card, parse_move
from escoba_tui.game.engine import (
    EngineError,
    Game,
    HandState,
    default_teams,
    game_winner,
    opening_groups,
    score_piles,
)
from escoba_tui.game.reasons import Reason
from escoba_tui.game.rules import make_rules

ESCOBA = make_rules("escoba")
TWO = [[0], [1]]


def moves_as_text(hand):
    return sorted(str(m) for m in hand.legal_moves())


def seed_game_hand(rules=ESCOBA):
    # Seed 000/004: Ada (seat 1) deals 3b 5c 8e 2o; you (seat 0) hold 7o 10c 4b, Ada 6e 1c 9b;
    # the second deal gives you 5b 7e 2c and Ada 7c 4o 9o.
    deck = stacked_deck("3b 5c 8e 2o", "7o 10c 4b", "6e 1c 9b", "5b 7e 2c", "7c 4o 9o")
    return HandState(rules, deck, dealer=1, teams=TWO)


def test_seed_opening_has_no_escoba_and_five_captures():
    hand = seed_game_hand()
    assert sum(ESCOBA.values[c] for c in hand.table) == 18
    assert hand.opening == () and hand.escobas == [0, 0]
    assert hand.turn == 0  # the player after the dealer leads
    captures = {frozenset(map(str, (m.card, *m.captures))) for m in hand.legal_moves() if m.captures}
    assert captures == {
        frozenset({"10c", "5c"}),
        frozenset({"4b", "3b", "8e"}),
        frozenset({"7o", "8e"}),
        frozenset({"7o", "3b", "5c"}),
        frozenset({"10c", "3b", "2o"}),  # the one the seed's list misses
    }
    # capture is optional: each card may also go to the table
    assert {str(m) for m in hand.legal_moves() if not m.captures} == {"7o", "10c", "4b"}


def test_seed_game_plays_out_as_the_seed_tells():
    hand = seed_game_hand()

    def play(text, escoba=False):
        move = hand.find_legal(parse_move(text))
        assert move is not None, f"{text} should be legal; legal: {moves_as_text(hand)}"
        assert hand.play(move) is escoba

    play("7o:3b+5c")
    assert sorted(map(str, hand.table)) == ["2o", "8e"]
    assert not [m for m in hand.legal_moves() if m.captures]  # Ada cannot make 15
    play("1c")
    play("4b:8e+2o+1c", escoba=True)
    play("6e")
    assert not [m for m in hand.legal_moves() if m.captures and m.card == Card.parse("10c")]
    play("10c")
    play("9b:6e")
    assert list(map(str, hand.table)) == ["10c"]
    # new hands of three
    assert sorted(map(str, hand.hands[0])) == ["2c", "5b", "7e"]
    play("5b:10c", escoba=True)
    play("4o")
    play("7e")
    play("7c")
    assert sum(ESCOBA.values[c] for c in hand.table) == 18
    assert not [m for m in hand.legal_moves() if m.captures]
    play("2c")
    play("9o:4o+2c")
    assert sorted(map(str, hand.table)) == ["7c", "7e"]
    assert hand.escobas == [2, 0]


def test_seed_final_count_scores_four_to_two():
    # 21 cards against 19, oros 5-5, velo to you, sevens 1-3, escobas 2-1.
    you = cards("7o 1o 2o 3o 4o 1c 2c 3c 4c 5c 6c 8c 9c 10c 1e 2e 3e 4e 5e 6e 8e")
    ada = [c for c in DECK if c not in you]
    assert len(you) == 21 and len(ada) == 19
    score = score_piles(ESCOBA, [you, ada], [2, 1])
    assert score.cards == [21, 19] and score.oros == [5, 5] and score.sevens == [1, 3]
    assert score.velo == [1, 0]
    assert score.points == [4, 2]
    by = {a.category: a.side for a in score.awards}
    assert by == {"cards": 0, "oros": None, "velo": 0, "sevens": 1}
    assert next(a.reason for a in score.awards if a.category == "oros") == Reason("tied_oros", (), (5,))


def test_opening_table_of_fifteen_is_the_dealers_escoba():
    hand = HandState(ESCOBA, stacked_deck("1o 2c 4e 8b"), dealer=1, teams=TWO)
    assert hand.escobas == [0, 1] and hand.table == [] and len(hand.piles[1]) == 4
    assert hand.last_capturer == 1
    assert all(not m.captures for m in hand.legal_moves())


def test_opening_thirty_split_is_two_escobas_and_unsplit_is_none():
    split = HandState(ESCOBA, stacked_deck("7o 8c 5e 10b"), dealer=0, teams=TWO)
    assert split.escobas == [2, 0] and split.table == []
    unsplit = HandState(ESCOBA, stacked_deck("9o 9c 9e 3b"), dealer=0, teams=TWO)
    assert unsplit.escobas == [0, 0] and len(unsplit.table) == 4
    assert opening_groups([9, 9, 9, 3]) == 0 and opening_groups([7, 8, 5, 10]) == 2
    assert opening_groups([1, 2, 4, 8]) == 1 and opening_groups([1, 2, 4, 9]) == 0
    off = HandState(make_rules("escoba", opening_escobas=False), stacked_deck("1o 2c 4e 8b"), dealer=1, teams=TWO)
    assert off.escobas == [0, 0] and len(off.table) == 4


def play_out(hand, choose):
    while not hand.over:
        hand.play(choose(hand, hand.legal_moves()))


def first_capture_else_first(hand, legal):
    caps = [m for m in legal if m.captures]
    return caps[0] if caps else legal[0]


def test_leftovers_go_to_the_last_capturer_and_are_never_an_escoba():
    import random

    rng = random.Random(5)
    for _ in range(200):
        deck = list(range(40))
        rng.shuffle(deck)
        hand = HandState(ESCOBA, deck, dealer=1, teams=TWO)
        play_out(hand, first_capture_else_first)
        if hand.leftovers:
            assert set(hand.leftovers) <= set(hand.piles[hand.last_capturer])
            assert hand.table == []
            break
    else:
        pytest.fail("no hand ended with leftovers")


def test_leftovers_go_to_nobody_if_nobody_captured():
    import random

    rng = random.Random(1)
    for _ in range(500):
        deck = list(range(40))
        rng.shuffle(deck)
        hand = HandState(ESCOBA, deck, dealer=1, teams=TWO)
        if hand.opening:
            continue
        play_out(hand, lambda h, legal: next(m for m in legal if not m.captures))
        assert hand.last_capturer is None and hand.leftovers == ()
        assert len(hand.table) == 40 and hand.piles == [[], []]
        assert hand.score().points == [0, 0]
        break
    else:
        pytest.fail("every deal had an opening: nothing was checked")


def last_play_position(rules_):
    """A hand at its last play, the table rearranged (cards swapped with a pile, so every
    card is still in one place) so that the last card sweeps it."""
    import random

    rng = random.Random(11)
    deck = list(range(40))
    rng.shuffle(deck)
    hand = HandState(rules_, deck, dealer=1, teams=TWO)
    while not hand.is_last_play():
        hand.play(first_capture_else_first(hand, hand.legal_moves()))
    last = hand.hands[hand.turn][0]
    need = 15 - rules_.values[last]
    piles = [list(p) for p in hand.piles]
    pile = next(p for p in piles if any(rules_.values[c] == need for c in p))
    partner = next(c for c in pile if rules_.values[c] == need)
    pile.remove(partner)
    pile.extend(hand.table)
    return HandState.position(
        rules_,
        TWO,
        hand.hands,
        [partner],
        piles=piles,
        dealer=hand.dealer,
        turn=hand.turn,
        escobas=hand.escobas,
        last_capturer=hand.last_capturer,
        history=hand.history,
    )


@pytest.mark.parametrize("counts", [True, False])
def test_last_play_escoba_counts_by_default_and_not_under_the_option(counts):
    hand = last_play_position(make_rules("escoba", last_play_escoba=counts))
    sweep = next(m for m in hand.legal_moves() if m.captures)
    seat = hand.turn
    before = hand.escobas[seat]
    assert hand.play(sweep) is counts
    assert hand.escobas[seat] - before == (1 if counts else 0)
    assert hand.over and hand.leftovers == ()


def test_an_escoba_before_the_last_play_always_counts():
    hand = seed_game_hand(make_rules("escoba", last_play_escoba=False))
    for text in ("7o:3b+5c", "1c"):
        hand.play(hand.find_legal(parse_move(text)))
    assert hand.play(hand.find_legal(parse_move("4b:8e+2o+1c"))) is True


def test_compulsory_capture_and_single_card_first():
    deck = stacked_deck("1o 6o 3e 7c", "7e 3b 1c", "2c 9o 4e")
    # scopa-club (sum capture, optional): 7e may take 7c, 1o+6o; it may also be discarded
    club = HandState(make_rules("scopa-club"), deck, dealer=1, teams=TWO)
    assert set(moves_as_text(club)) >= {"7e:7c", "7e:1o+6o", "7e", "3b:3e", "3b", "1c:1o", "1c"}
    # classic scopa: a single equal card must be taken alone, and capture is compulsory
    scopa = HandState(make_rules("scopa"), deck, dealer=1, teams=TWO)
    assert moves_as_text(scopa) == ["1c:1o", "3b:3e", "7e:7c"]
    # escoba with compulsory capture: a card that can capture must
    comp = HandState(make_rules("escoba", compulsory_capture=True), deck, dealer=1, teams=TWO)
    for m in comp.legal_moves():
        assert m.captures or not comp.captures_for(m.card)


def test_seed_002_example_under_club_rules():
    # Table 1o 2b 6o; hand 1c 3b 7e: discard 3b, take 1o with 1c, or 1o+6o with 7e (7 = 1 + 6).
    deck = stacked_deck("1o 2b 6o 10e", "1c 3b 7e")
    hand = HandState(make_rules("scopa-club"), deck, dealer=1, teams=TWO)
    legal = moves_as_text(hand)
    assert "3b" in legal and "1c:1o" in legal and "7e:1o+6o" in legal
    # 10e (worth 12) is on the table and no card in hand is worth 12 or sums with it
    assert "3b:1o+2b" in legal  # 3 = 1 + 2


def test_sevens_tie_goes_to_sixes_under_the_option():
    a, b = cards("7o 7c 6o 6c 6e"), cards("7e 7b 6b")
    plain = score_piles(ESCOBA, [a, b], [0, 0])
    assert next(x for x in plain.awards if x.category == "sevens").side is None
    club = score_piles(make_rules("escoba", sevens_tiebreak="sixes"), [a, b], [0, 0])
    award = next(x for x in club.awards if x.category == "sevens")
    assert award.side == 0 and award.reason.code == "sixes_break_tie"
    even = score_piles(make_rules("escoba", sevens_tiebreak="sixes"), [cards("7o 7c 6o"), cards("7e 7b 6b")], [0, 0])
    assert next(x for x in even.awards if x.category == "sevens").side is None


def test_ties_in_cards_and_oros_score_for_nobody_and_three_sides():
    a, b, c = cards("1o 2c"), cards("3o 4c"), cards("5e")
    s = score_piles(ESCOBA, [a, b, c], [0, 0, 1])
    assert s.points == [0, 0, 1]
    assert {x.category: x.side for x in s.awards}["cards"] is None
    assert {x.category: x.side for x in s.awards}["oros"] is None


def test_primiera():
    rules = make_rules("scopa")
    full = cards("7o 7c 7e 1b")  # 21 + 21 + 21 + 16 = 79
    weak = cards("6o 6c 6e 6b 5o 5c")  # 4 x 18 = 72
    s = score_piles(rules, [full, weak], [0, 0])
    assert s.primiera == [79, 72]
    assert next(x for x in s.awards if x.category == "primiera").side == 0
    missing = cards("7o 7c 7e")  # no bastos: cannot win primiera
    s = score_piles(rules, [missing, weak], [0, 0])
    assert s.primiera[0] is None and next(x for x in s.awards if x.category == "primiera").side == 1


def test_bonuses_for_all_sevens_and_all_oros():
    rules = make_rules("escoba", all_sevens_bonus=1, all_oros_bonus=2)
    oros = cards("1o 2o 3o 4o 5o 6o 7o 8o 9o 10o 7c 7e 7b")
    s = score_piles(rules, [oros, cards("1c")], [0, 0])
    cats = {x.category: (x.side, x.points) for x in s.awards}
    assert cats["all_sevens"] == (0, 1) and cats["all_oros"] == (0, 2)
    assert s.points[0] == 1 + 1 + 1 + 1 + 1 + 2


def test_game_ends_at_target_and_a_tie_at_the_top_plays_on():
    assert game_winner([21, 17], 21) == 0
    assert game_winner([20, 17], 21) is None
    assert game_winner([22, 22], 21) is None
    assert game_winner([23, 22, 25], 21) == 2


def test_teams_sit_alternately_and_pool_captures():
    assert default_teams(4, partners=True) == [[0, 2], [1, 3]]
    assert default_teams(6, partners=True) == [[0, 2, 4], [1, 3, 5]]
    assert default_teams(3) == [[0], [1], [2]]
    with pytest.raises(EngineError):
        default_teams(5)
    with pytest.raises(EngineError):
        default_teams(3, partners=True)
    hand = HandState(ESCOBA, list(range(40)), dealer=3, teams=[[0, 2], [1, 3]])
    hand.piles[0].extend(cards("7o"))
    hand.piles[2].extend(cards("7c"))
    assert hand.side_piles()[0] == cards("7o 7c")


@pytest.mark.parametrize("seats,rounds", [(2, 6), (3, 4), (4, 3), (6, 2)])
def test_deal_order_and_rounds(seats, rounds):
    deck = list(range(40))
    hand = HandState(ESCOBA, deck, dealer=seats - 1, teams=[[s] for s in range(seats)])
    # seat after the dealer gets deck[4:7], the next deck[7:10], ...
    for s in range(seats):
        assert hand.hands[s] == deck[4 + 3 * s : 7 + 3 * s]
    deals = 1
    last = hand.deck_pos
    while not hand.over:
        hand.play(hand.legal_moves()[-1])
        if hand.deck_pos != last:
            deals += 1
            last = hand.deck_pos
    assert deals == rounds


def test_renuncio_claim():
    rules = make_rules("escoba", renuncio=True)
    # Table 5c 2o 9e 4b; you hold 10c (could take 5c) and leave it on the table.
    deck = stacked_deck("5c 2o 9e 4b", "10c 1b 1e", "3c 3e 3o")
    hand = HandState(rules, deck, dealer=1, teams=TWO)
    hand.play(hand.find_legal(parse_move("10c")))
    claims = [m for m in hand.legal_moves() if m.claim]
    assert [str(m) for m in claims] == ["!10c+5c"]
    hand.play(claims[0])
    assert set(hand.piles[1]) == set(cards("10c 5c")) and hand.turn == 1
    assert not [m for m in hand.legal_moves() if m.claim]
    # without the option there is nothing to claim
    plain = HandState(ESCOBA, deck, dealer=1, teams=TWO)
    plain.play(plain.find_legal(parse_move("10c")))
    assert not [m for m in plain.legal_moves() if m.claim]


def test_a_game_runs_hands_until_a_winner():
    import random

    rng = random.Random(3)
    game = Game(make_rules("escoba", target=5), [[0], [1]])
    while not game.over:
        deck = list(range(40))
        rng.shuffle(deck)
        hand = game.start_hand(deck)
        while not hand.over:
            game.play(first_capture_else_first(hand, hand.legal_moves()))
        game.finish_hand()
    assert max(game.scores) >= 5 and game.winner == game.scores.index(max(game.scores))
    assert [h.dealer for h in game.hands] == [(1 + i) % 2 for i in range(len(game.hands))]
    with pytest.raises(EngineError):
        game.start_hand(list(range(40)))


def test_bad_setups_are_refused():
    with pytest.raises(EngineError, match="2, 3, 4 or 6"):
        HandState(ESCOBA, list(range(40)), 0, [[0], [1], [2], [3], [4]])
    with pytest.raises(EngineError, match="40 cards"):
        HandState(ESCOBA, list(range(39)) + [0], 0, TWO)


def test_copy_is_independent():
    hand = seed_game_hand()
    twin = hand.copy()
    twin.play(twin.legal_moves()[0])
    assert hand.history == [] and len(hand.hands[0]) == 3
    assert moves_as_text(hand) == moves_as_text(seed_game_hand())


def test_deepcopy_is_an_independent_copy_with_its_own_deck():
    hand = seed_game_hand()
    twin = copy.deepcopy(hand)
    assert twin.deck == hand.deck and twin.deck is not hand.deck
    twin.play(twin.legal_moves()[0])
    assert hand.history == [] and len(hand.hands[0]) == 3
    assert moves_as_text(hand) == moves_as_text(seed_game_hand())
    nested = copy.deepcopy({"a": hand, "b": hand})
    assert nested["a"] is nested["b"]  # the memo is kept: one hand copied once


def test_view_hides_other_hands():
    hand = seed_game_hand()
    view = hand.view(1)
    assert view.hand == tuple(cards("6e 1c 9b")) and view.hand_sizes == (3, 3)
    assert set(view.unseen()) == set(DECK) - set(cards("3b 5c 8e 2o 6e 1c 9b"))
    assert len(view.unseen()) == 40 - 4 - 3
    proto = view.to_protocol()
    assert proto["hand"] == ["6e", "1c", "9b"] and proto["deck_left"] == 30


@pytest.mark.parametrize(
    "preset,options",
    [
        ("escoba", {}),
        ("escoba", {"renuncio": True}),
        ("escoba", {"compulsory_capture": True}),
        ("scopa-club", {}),
        ("scopa", {}),
    ],
)
def test_random_move_draws_exactly_what_the_full_list_would(preset, options):
    import random

    rules = make_rules(preset, **options)
    for seed in range(40):
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        listed = HandState(rules, deck, seed % 2, TWO)
        drawn = listed.copy()
        a, b = random.Random(seed), random.Random(seed)
        while not listed.over:
            legal = listed.legal_moves()
            move = legal[a.randrange(len(legal))]
            assert drawn.random_move(b) == move
            listed.play(move)
            drawn.play(move)
