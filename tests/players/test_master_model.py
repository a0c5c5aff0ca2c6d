"""master's newer parts: the win-probability table, the fitted model of the other
players, playouts that do not look at hidden cards, and worlds solved to the end."""

import math
import time
from random import Random

import pytest

from escoba_tui.game.cards import Card, parse_move
from escoba_tui.game.engine import HandState, default_teams, new_deck
from escoba_tui.game.rules import PRESETS, make_rules
from escoba_tui.players import make_player
from escoba_tui.players import master as master_mod
from escoba_tui.players.expert import rollout
from escoba_tui.players.knowledge import card_worths
from escoba_tui.players.limits import SearchLimit
from escoba_tui.players.master import Inference, MasterPlayer, Utility, all_known, evaluate, honest_rollout
from escoba_tui.players.model import Model, Params, features, move_score
from escoba_tui.players.winprob import MAX_TARGET, WinTable, win_table

# ---------------------------------------------------------------- win probabilities


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_win_table_is_a_probability_that_rises_with_the_score(preset):
    target = PRESETS[preset].target
    table = win_table(preset, target)
    assert table is not None
    for a in range(target):
        for b in range(target):
            for d in (0, 1):
                p = table.p_win(a, b, d)
                assert 0.0 <= p <= 1.0
                # The other side's chance from its chair is the rest.
                assert math.isclose(p + table.p_win(b, a, 1 - d), 1.0, abs_tol=1e-9)
                if a + 1 < target:
                    assert table.p_win(a + 1, b, d) >= p - 1e-12
    assert table.p_win(target, target - 1, 0) == 1.0 and table.p_win(target - 3, target, 1) == 0.0
    assert 0.4 < table.p_win(0, 0, 0) < 0.6


def test_the_win_table_is_made_in_milliseconds_and_bounded():
    started = time.process_time()
    WinTable("escoba", 21)
    assert time.process_time() - started < 1.0  # about 20 ms on a quiet machine
    assert win_table("escoba", MAX_TARGET + 1) is None


def test_a_hand_that_wins_the_match_is_worth_more_than_its_points():
    rules = make_rules("escoba")
    rng = Random(3)
    hand = HandState(rules, new_deck(rng), 0, default_teams(2), scores=(19, 12))
    while not hand.over:
        hand.play(hand.random_move(rng))
    near = Utility(rules, 0, (19, 12), True)
    far = Utility(rules, 0, (0, 0), True)  # nothing at stake: points only
    assert far.table is None
    points = hand.score().points
    assert far(hand) == points[0] - points[1]
    final = 19 + points[0], 12 + points[1]
    p = near.table.p_win(*final, 1 if hand.side_of_seat[(hand.dealer + 1) % 2] == 0 else 0)
    assert near(hand) == pytest.approx(points[0] - points[1] + master_mod.MATCH_WEIGHT * p)
    # Three sides keep the flat bonus: no table for them.
    assert Utility(make_rules("escoba"), 0, (19, 12, 3), True).table is None


# ---------------------------------------------------------------- the model of the others


def synthetic(chooser, rng, n=100):
    """Observations of a player choosing among random options with `chooser`."""
    out = []
    for _ in range(n):
        options = [
            (rng.uniform(-0.5, 2.5), float(rng.random() < 0.4), rng.choice((0.0, 0.4)))
            for _ in range(rng.randint(2, 7))
        ]
        out.append((options, chooser(options, rng)))
    return out


def test_the_fit_finds_a_sharp_player_sharp_and_a_random_one_not():
    rng = Random(1)
    sharp = Params(0.15, 1.0, 0.0, 0.05)
    greedy = Model()
    for options, chosen in synthetic(lambda o, r: max(range(len(o)), key=lambda i: move_score(o[i], sharp)), rng):
        greedy.observe(options, chosen)
    wild = Model()
    for options, chosen in synthetic(lambda o, r: r.randrange(len(o)), rng):
        wild.observe(options, chosen)
    assert greedy.params.temperature <= 0.25 and greedy.params.sweep >= 0.5
    assert wild.params.temperature >= 0.6 or wild.params.noise > greedy.params.noise


def test_the_model_learns_each_finished_deal_once():
    rules = make_rules("escoba")
    rng = Random(5)
    hand = HandState(rules, new_deck(rng), 1, default_teams(2))
    other = make_player("counter", seed=1)
    model = Model()
    while hand.deck_left() > 20:
        if hand.turn == 1:
            hand.play(other.decide(hand.view(1), list(hand.legal_moves())).move)
        else:
            hand.play(hand.random_move(rng))
    view = hand.view(0)
    model.learn(view, card_worths(view))
    seen = model.observed
    assert seen > 0 and len(model.done) >= 2
    model.learn(view, card_worths(view))
    assert model.observed == seen


def test_a_sweep_left_open_weighs_against_the_move():
    rules = make_rules("escoba")
    c = Card.parse
    table = [c("3c"), c("2c")]
    # Throwing the one leaves 3+2+1 = 6 on the table: a nine (15 - 6) sweeps it.
    nine = frozenset(rules.capture_targets[x] for x in (c("9o"), c("4e")))
    no_nine = frozenset(rules.capture_targets[x] for x in (c("5o"), c("4e")))
    safe = features(rules, parse_move("1b"), table, no_nine, [0.1] * 40)
    open_ = features(rules, parse_move("1b"), table, nine, [0.1] * 40)
    assert safe[1] == 0.0 and open_[1] == 1.0
    p = Params(0.4, 1.0, 0.0, 0.1)
    assert move_score(open_, p) < move_score(safe, p)


# ---------------------------------------------------------------- playouts and solved worlds


def test_the_playout_does_not_look_at_the_next_hand():
    """Two worlds that differ only in which hidden cards the next seat holds (the same
    cards hidden): the seat to move plays the same first move in both."""
    rules = make_rules("escoba")
    differs_expert = 0
    for seed in range(30):
        rng = Random(seed)
        hand = HandState(rules, new_deck(rng), 0, default_teams(2))
        for _ in range(rng.randrange(0, 8)):
            hand.play(hand.random_move(rng))
        if hand.over or len(hand.legal_moves()) < 2:
            continue
        other = 1 - hand.turn
        swapped = hand.copy()
        hidden = swapped.hands[other] + swapped.deck[swapped.deck_pos :]
        Random(seed + 1).shuffle(hidden)
        k = len(swapped.hands[other])
        swapped.hands[other] = hidden[:k]
        swapped.deck = swapped.deck[: swapped.deck_pos] + hidden[k:]
        worth = card_worths(hand.view(hand.turn))
        first = []
        for h in (hand.copy(), swapped.copy()):
            at = len(h.history)
            honest_rollout(h, worth)
            first.append(h.history[at])
        assert first[0] == first[1]
        # expert's rollout looks at the next hand, and sometimes plays otherwise.
        seen = []
        for h in (hand.copy(), swapped.copy()):
            at = len(h.history)
            rollout(h, worth, frozenset(rules.capture_targets))
            seen.append(h.history[at])
        differs_expert += seen[0] != seen[1]
    assert differs_expert >= 1


@pytest.mark.parametrize("preset,seats", [("escoba", 2), ("escoba", 3), ("scopa", 2), ("scopa", 4), ("escoba", 6)])
def test_the_fast_honest_playout_plays_expert_honest_policy_move_for_move(preset, seats):
    """master's playout is expert's rollout with honest=True made cheaper: from every
    position, the same plays to the end of the hand."""
    rules = make_rules(preset)
    compared = 0
    for seed in range(40):
        rng = Random(seed)
        hand = HandState(rules, new_deck(rng), seed % seats, default_teams(seats, seats in (4, 6)))
        for _ in range(rng.randrange(0, 20)):
            if hand.over:
                break
            hand.play(hand.random_move(rng))
        if hand.over:
            continue
        worth = card_worths(hand.view(hand.turn))
        slow, fast = hand.copy(), hand.copy()
        rollout(slow, worth, frozenset(), honest=True)
        honest_rollout(fast, worth)
        assert fast.over and fast.history == slow.history
        compared += 1
    assert compared >= 20


@pytest.mark.parametrize("seats", [4, 6])
def test_few_cards_left_between_two_teams_worlds_are_solved_and_not_called_exact(monkeypatch, seats):
    rules = make_rules("escoba")
    for seed in range(40):
        rng = Random(seed)
        hand = HandState(rules, new_deck(rng), 0, default_teams(seats, True))
        while not hand.over and (hand.deck_left() > 0 or sum(map(len, hand.hands)) > 5):
            hand.play(hand.random_move(rng))
        if hand.over or len(hand.legal_moves()) < 2 or all_known(hand.view(hand.turn)):
            continue
        break
    else:
        pytest.fail("no position found")
    view = hand.view(hand.turn)

    def no_playouts(*args, **kwargs):
        raise AssertionError("a playout where the world should be solved")

    monkeypatch.setattr(master_mod, "honest_rollout", no_playouts)
    result = evaluate(view, list(hand.legal_moves()), Random(0), SearchLimit(iters=30).stop())
    # Sampled worlds each solved: neither exact nor a guarantee (the hidden hands are guessed).
    assert not result.exact and not result.guaranteed and result.worlds >= 1


def test_with_three_sides_worlds_are_played_out_not_solved(monkeypatch):
    rules = make_rules("scopa")
    for seed in range(40):
        rng = Random(seed)
        hand = HandState(rules, new_deck(rng), 0, default_teams(3))
        while not hand.over and (hand.deck_left() > 0 or sum(map(len, hand.hands)) > 5):
            hand.play(hand.random_move(rng))
        if not hand.over and len(hand.legal_moves()) >= 2 and not all_known(hand.view(hand.turn)):
            break
    else:
        pytest.fail("no position found")

    def no_solve(*args, **kwargs):
        raise AssertionError("three sides: no side plays only against master")

    monkeypatch.setattr(master_mod, "solve", no_solve)
    result = evaluate(hand.view(hand.turn), list(hand.legal_moves()), Random(0), SearchLimit(iters=10).stop())
    assert not result.exact and not result.guaranteed


def test_master_fits_its_model_during_a_match():
    rules = make_rules("escoba")
    rng = Random(2)
    player = MasterPlayer(iters=1, seed=1)
    other = make_player("counter", seed=1)
    for n in range(2):
        hand = HandState(rules, new_deck(rng), n % 2, default_teams(2), hand_number=n + 1)
        while not hand.over:
            who = player if hand.turn == 0 else other
            hand.play(who.decide(hand.view(hand.turn), list(hand.legal_moves())).move)
    assert player.model.observed >= 12
    assert player.model.params in player.model.grid


def test_inference_with_the_default_model_still_weighs_worlds():
    rules = make_rules("escoba")
    rng = Random(4)
    hand = HandState(rules, new_deck(rng), 0, default_teams(2))
    hand.play(hand.random_move(rng))
    view = hand.view(hand.turn)
    inference = Inference(view, card_worths(view))
    assert inference
    assert inference.weight({1 - hand.turn: tuple(hand.hands[1 - hand.turn])}) > 0


def test_worlds_go_where_the_weight_is():
    """Drawn at random, a world is the pick of a few placements by their weights and
    carries their mean weight: the unlikely placements get few playouts."""
    rules = make_rules("escoba")
    rng = Random(6)
    hand = HandState(rules, new_deck(rng), 0, default_teams(2))
    view = hand.view(hand.turn)
    worlds = master_mod.Worlds(view, Random(2), [])
    assert worlds.listed is None or len(worlds.listed) > master_mod.SMALL_LIST
    other = 1 - hand.turn
    marked = view.unseen()[0]

    def weigh(hands):
        return 1.0 if marked in hands[other] else 0.01

    holding = 0
    for _ in range(200):
        world, hands, weight = worlds.draw(weigh)
        holding += marked in hands[other]
        assert marked in world.hands[other] or marked not in hands[other]
        assert 0.01 <= weight <= 1.0
    # Uniformly about 3 in 33 hands hold the card (18 of 200); picked by weight among
    # four, about 1 - (30/33)**4 = 32% do.
    assert holding > 45


def _script(name):
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_inference_audit_measures_the_true_hands_weight(capsys):
    audit = _script("inference_audit")
    result = audit.audit("greedy", "counter", hands=2, worlds=20, seed=3)
    assert result["positions"] > 0
    for name in ("before", "default", "fitted"):
        assert result[f"{name}_mean"] > 0 and result[f"{name}_geomean"] > 0
    assert audit.main(["--hands", "0"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_the_hand_points_table_counts_every_hand():
    table = _script("hand_points_table").table("escoba", 5, seed=1)
    assert sum(table.values()) == 5
    assert all(a >= 0 and b >= 0 for a, b in table)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_transposition_table_keeps_alpha_beta_exact(preset):
    from escoba_tui.players.master import minimax, solve

    rules = make_rules(preset)
    checked = 0
    for seed in range(12):
        rng = Random(seed)
        hand = HandState(rules, new_deck(rng), 0, default_teams(2))
        while not hand.over and hand.deck_left() + sum(map(len, hand.hands)) > 5:
            hand.play(hand.random_move(rng))
        if hand.over:
            continue
        utility = Utility(rules, hand.side_to_move, (rules.target - 3, rules.target - 2), True)
        table: dict = {}
        value, nodes = solve(hand, utility, table=table)
        assert value == minimax(hand, utility)
        assert table  # positions were stored, and found again when reached another way
        again, fewer = solve(hand, utility, table=table)
        assert again == value and fewer == 1
        checked += 1
        if checked == 4:
            break
    assert checked == 4


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_players_exact_search_finds_the_same_best_move_for_less(preset):
    from escoba_tui.players.master import solve_moves

    rules = make_rules(preset)
    for seed in range(10):
        rng = Random(seed)
        hand = HandState(rules, new_deck(rng), 0, default_teams(2))
        while not hand.over and (hand.deck_left() > 0 or sum(map(len, hand.hands)) > 6):
            hand.play(hand.random_move(rng))
        legal = hand.legal_moves()
        if hand.over or len(legal) < 2:
            continue
        utility = Utility(rules, hand.side_to_move, (0, 0), False)
        full = solve_moves(hand, legal, utility)
        fast = solve_moves(hand, legal, utility, best_only=True)
        best = max(range(len(legal)), key=lambda i: (full[i], -i))
        assert max(range(len(legal)), key=lambda i: (fast[i], -i)) == best
        assert fast[best] == full[best]
        assert all(f >= v for f, v in zip(fast, full))  # the others: bounds from above


def test_the_knowing_master_visits_only_the_true_other_hand(monkeypatch):
    from pathlib import Path

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "benchmarks"))
    knowing = _script("knowing_master")
    rules = make_rules("escoba")
    hand = HandState(rules, new_deck(Random(4)), 0, default_teams(2), hand_number=1)
    hand.play_unchecked(hand.legal_moves()[0])
    view = hand.view(hand.turn)
    other = 1 - view.seat
    worlds = knowing.KnownHands(view, Random(1), [])  # `hand` is found up the stack
    for _ in range(5):
        world, others = worlds.next()
        assert others == {other: tuple(hand.hands[other])}
        assert sorted(world.deck[world.deck_pos :]) == sorted(hand.deck[hand.deck_pos :])
    player = knowing.KnowingMaster(iters=8, seed=1)
    saved = master_mod.Worlds
    move = player.decide(view, list(hand.legal_moves())).move
    assert move in hand.legal_moves()
    assert master_mod.Worlds is saved  # swapped for the one decision only


def test_the_inference_bound_measures_what_plays_tell(capsys):
    bound = _script("inference_bound")
    result = bound.bound("greedy", "counter", "counter", hands=1, alts=4, seed=2, workers=1)
    assert result["plays"] > 0
    assert 0 <= result["agree"] <= 1 and 0 <= result["same_play"] <= 1
    assert result["evidence_geomean"] > 0 and result["evidence_if_exact"] >= 1
    # counter is deterministic: as its own stand-in it agrees with every play.
    assert result["agree"] == 1
    assert bound.main(["--model", "nobody"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_the_time_regret_compares_a_choice_with_a_long_search(capsys):
    regret = _script("time_regret")
    result = regret.regret("master:iters=6", "greedy", hands=1, times=[1.0], ref=12, seed=1, workers=1)
    assert result["decisions"] > 0
    for name in ("ms1", "half"):
        assert result[name]["regret_per_hand"] >= 0
        assert 0 <= result[name]["same_as_reference"] <= 1
    assert master_mod.PRUNE_Z == 2.5  # restored after the unpruned searches
    assert regret.main(["--ms", "nan"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
