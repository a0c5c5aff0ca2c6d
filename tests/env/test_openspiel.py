"""The OpenSpiel game, checked with OpenSpiel's own tests (random_sim_test with
serialization, pickling, load_game) and for the information state it gives."""

import pickle
import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

import escoba_tui.env  # noqa: E402,F401  (registers the game)
from escoba_tui.env.infostate import INFO, INFOSTATE_SIZE  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 4])
def test_openspiel_random_simulations(players):
    game = pyspiel.load_game("escoba_tui", {"players": players})
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


def test_load_game_with_a_string_and_the_scopa_rules():
    game = pyspiel.load_game("escoba_tui(players=2,rules=scopa)")
    assert game.num_players() == 2 and game.num_distinct_actions() == 81
    assert game.information_state_tensor_size() == INFOSTATE_SIZE


def test_bad_players_are_refused():
    from escoba_tui.env import EnvError

    with pytest.raises(EnvError, match="players must be 2, 3, 4 or 6, not 5"):
        pyspiel.load_game("escoba_tui", {"players": 5})


def play_to(state, rng, player_steps):
    for _ in range(10_000):
        if state.is_terminal() or player_steps == 0:
            return state
        if state.is_chance_node():
            cards, probs = zip(*state.chance_outcomes())
            assert abs(sum(probs) - 1) < 1e-9
            state.apply_action(rng.choice(cards))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            player_steps -= 1
    return state


def test_deal_is_forty_chance_nodes_and_returns_are_zero_sum():
    game = pyspiel.load_game("escoba_tui")
    rng = random.Random(3)
    state = game.new_initial_state()
    chance = 0
    while state.is_chance_node():
        state.apply_action(rng.choice([c for c, _ in state.chance_outcomes()]))
        chance += 1
    assert chance == 40
    play_to(state, rng, -1)
    assert state.is_terminal() and abs(sum(state.returns())) < 1e-9
    assert state.returns() == [float(p - q) for p, q in [state.hand.score().points, state.hand.score().points[::-1]]]


def test_clone_and_pickle_are_independent_copies():
    game = pyspiel.load_game("escoba_tui")
    state = play_to(game.new_initial_state(), random.Random(5), 7)
    twin = state.clone()
    back = pickle.loads(pickle.dumps(state))
    assert str(twin) == str(state) == str(back)
    play_to(twin, random.Random(6), 5)
    assert str(twin) != str(state) and str(back) == str(state)


def test_information_state_hides_other_hands_and_keeps_the_history():
    game = pyspiel.load_game("escoba_tui", {"players": 3})
    state = play_to(game.new_initial_state(), random.Random(8), 9)
    seat = state.current_player()
    other = (seat + 1) % 3
    text = state.information_state_string(other)
    for c in state.hand.hands[seat]:
        assert f"dealt:{c}" not in text and str(c) not in text.split("dealt:")[1].split(" ")[0]
    tensor = np.array(state.information_state_tensor(seat))
    history = INFO["history"]
    assert tensor[history:].sum() > 0  # the plays so far
    assert np.array(state.observation_tensor(seat))[history:].sum() == 0


def test_the_mccfr_example_runs(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "openspiel_mccfr.py"
    done = subprocess.run(
        [sys.executable, str(example), "--iterations", "5", "--hands", "2"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "5 MCCFR iterations" in done.stdout and "points per hand over 2 hands" in done.stdout


def test_an_action_that_is_not_legal_is_refused_and_changes_nothing():
    """OpenSpiel does not check actions: a card dealt twice or a forbidden play would
    have corrupted the hand (a deck with a card twice, a move composed past the rules)."""
    from escoba_tui.env import IllegalAction

    state = pyspiel.load_game("escoba_tui").new_initial_state()
    state.apply_action(3)
    for card in (3, 40, 200):
        with pytest.raises(IllegalAction, match=f"chance action {card}: not a card still to deal"):
            state.apply_action(card)
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    history, legal = state.history(), state.legal_actions()
    for action in sorted({0, 1, 80, 200} - set(legal)):
        with pytest.raises(IllegalAction, match=rf"action {action} \(.*\) is not allowed now; allowed: {legal[0]} "):
            state.apply_action(action)
    assert state.history() == history and state.legal_actions() == legal
