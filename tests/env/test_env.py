"""The learning environments (docs/env.md): the action mask is exactly the legal moves,
a move composed through actions is played as it is, and both environments pass
PettingZoo's and Gymnasium's own checks."""

from __future__ import annotations

import re
import warnings
from pathlib import Path
from random import Random

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
gymnasium = pytest.importorskip("gymnasium")

import escoba_tui  # noqa: E402
from escoba_tui import EngineError, EscobaError, Move, RulesError, build_rules, default_teams  # noqa: E402
from escoba_tui.env import ENV_ID, EnvError, IllegalAction, escoba_v0  # noqa: E402
from escoba_tui.env.core import ACTIONS, ADD, DONE, OBS, OBSERVATION_SIZE, ActionMatch, action_name  # noqa: E402
from escoba_tui.players import PlayerSpecError  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

# Every preset and every option that changes which moves are legal, over 2 to 6 seats.
CONFIGS = [
    ("escoba", {}, 2, False),
    ("escoba", {"renuncio": True}, 3, False),
    ("escoba", {"compulsory_capture": True, "single_card_first": True}, 4, False),
    ("escoba", {"opening_escobas": False, "last_play_escoba": False, "face_values": [10, 11, 12]}, 6, True),
    ("scopa", {}, 2, False),
    ("scopa", {"renuncio": True}, 4, True),
    ("scopa", {"capture": "fifteen", "compulsory_capture": False}, 6, False),
    ("scopa-club", {}, 3, False),
    ("scopa-club", {"renuncio": True, "compulsory_capture": True}, 2, False),
    ("scopa-club", {"single_card_first": True, "renuncio": True}, 6, True),
]


def expected_sequence(move: Move) -> tuple[int, ...]:
    """The actions of a move as docs/env.md defines them, written out independently."""
    return (
        10 * "oceb".index(move.card.suit) + move.card.rank - 1,
        *sorted(40 + 10 * "oceb".index(c.suit) + c.rank - 1 for c in move.captures),
        80,
    )


def sequences_the_mask_allows(table: ActionMatch) -> set[tuple[int, ...]]:
    """Every complete action sequence reachable by following the mask from the start of
    the move; asserts on the way that the mask and allowed() agree and that no allowed
    prefix is a dead end."""
    found: set[tuple[int, ...]] = set()

    def walk(prefix: tuple[int, ...]) -> None:
        table.prefix = prefix
        allowed = sorted(table.allowed())
        assert allowed, f"dead end after {prefix}"
        assert list(np.flatnonzero(table.mask())) == allowed
        for action in allowed:
            if action == DONE:
                found.add(prefix + (DONE,))
                continue
            if not prefix:
                assert action < ADD  # a move starts with its card
            else:
                assert ADD <= action < DONE  # then table cards, in ascending index
                assert len(prefix) == 1 or action > prefix[-1]
            walk(prefix + (action,))

    walk(())
    table.prefix = ()
    return found


def test_the_mask_is_exactly_the_legal_moves_and_composing_plays_that_move():
    """Thousands of positions from random games under every preset and option, 2-6 seats:
    the sequences the mask lets through are the legal moves' sequences, one for one, and
    composing a move action by action plays exactly that move."""
    positions = claims = compulsory_checked = 0
    for i, (preset, options, seats, partners) in enumerate(CONFIGS):
        rng = Random(i)
        rules = build_rules(preset, options)
        table = ActionMatch(rules, default_teams(seats, partners))
        table.reset(seed=i)
        for _ in range(300):
            if table.over:
                table.reset(seed=rng.randrange(10**9))
            hand = table.hand
            legal = hand.legal_moves()
            assert sequences_the_mask_allows(table) == {expected_sequence(m) for m in legal}
            positions += 1
            claims += any(m.claim for m in legal)
            compulsory_checked += rules.compulsory_capture and any(m.captures for m in legal)
            move = legal[rng.randrange(len(legal))]
            record = table.game.hands[-1]
            seat = hand.turn
            for action in expected_sequence(move)[:-1]:
                assert table.act(action) is None and table.seat == seat
            assert table.act(DONE) == move
            assert record.moves[-1] == move
    assert positions >= 3000 and claims > 20 and compulsory_checked > 100


def test_card_index_and_action_names():
    assert escoba_tui.Card.parse("7o") == 6 and escoba_tui.Card.parse("10b") == 39
    assert [action_name(a) for a in (6, 39, ADD + 6, DONE)] == ["play 7o", "play 10b", "add 7o", "done"]


def test_the_observation_layout_at_the_deal():
    env = escoba_v0.env(seats=3)
    env.reset(seed=5)
    obs = env.observe("player_0")
    vec, mask = obs["observation"], obs["action_mask"]
    assert vec.shape == (OBSERVATION_SIZE,) and vec.dtype == np.float32 and mask.dtype == np.int8
    table = env.table.hand
    assert set(np.flatnonzero(vec[0:40])) == set(table.hands[0])
    assert set(np.flatnonzero(vec[40:80])) == set(table.table)
    assert vec[80:160].sum() == sum(len(p) for p in table.piles)
    assert vec[160:200].sum() == 40 - 3 - len(table.table) - sum(len(p) for p in table.piles)
    assert vec[OBS["deck_left"]] == pytest.approx((40 - 4 - 9) / 40)
    assert vec[OBS["dealer"] + 2] == 1.0  # seat 2 deals the first hand: two seats after seat 0
    assert list(vec[OBS["hand_sizes"] : OBS["hand_sizes"] + 3]) == [1.0, 1.0, 1.0]
    assert vec[OBS["chosen_card"] :].sum() == 0
    # Seats not to move see no allowed action; the seat to move sees its own.
    assert env.observe("player_1")["action_mask"].sum() == 0 and mask.sum() > 0
    first = int(np.flatnonzero(mask)[0])
    env.step(first)
    if env.agent_selection == "player_0" and first != DONE:
        assert env.observe("player_0")["observation"][OBS["chosen_card"] + first] == 1.0


def test_an_action_the_mask_forbids_raises_naming_it_and_the_allowed_ones():
    env = escoba_v0.env()
    env.reset(seed=2)
    mask = env.observe(env.agent_selection)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(
        IllegalAction, match=rf"action {bad} \(.*\) is not allowed for seat 0 now; allowed: \d+ \(play "
    ):
        env.step(bad)
    assert (env.observe(env.agent_selection)["action_mask"] == mask).all()  # nothing changed
    with pytest.raises(IllegalAction):
        env.step(ACTIONS)  # out of range


def test_with_illegal_lose_a_forbidden_action_loses_the_match():
    env = escoba_v0.env(seats=4, partners=True, illegal="lose")
    env.reset(seed=2)
    mask = env.observe("player_0")["action_mask"]
    env.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(env.terminations.values())
    assert env.rewards == {"player_0": -1.0, "player_1": 1.0, "player_2": -1.0, "player_3": 1.0}
    assert env.infos["player_0"] == {"illegal_action": True}


@pytest.mark.parametrize(
    "kwargs,error,words",
    [
        ({"rules": "tute"}, RulesError, "unknown rules preset 'tute'"),
        ({"seats": 5}, EngineError, "5 seats: escoba is played by 2, 3, 4 or 6"),
        ({"seats": 2, "partners": True}, EngineError, "partners need 4 or 6 seats, not 2"),
        ({"target": 0}, RulesError, "target must be a whole number"),
        ({"render_mode": "rgb_array"}, EnvError, "render_mode must be None, 'ansi' or 'human'"),
        ({"reward": "money"}, EnvError, "reward must be one of points, match"),
        ({"illegal": "ignore"}, EnvError, "illegal must be one of raise, lose"),
        ({"seats": "2"}, EnvError, "seats must be a whole number"),
    ],
)
@pytest.mark.filterwarnings("ignore:.*render_mode")
def test_bad_arguments_are_one_clear_error_each(kwargs, error, words):
    for make in (escoba_v0.env, lambda **kw: gymnasium.make(ENV_ID, **kw)):
        with pytest.raises(error) as caught:
            make(**kwargs)
        assert isinstance(caught.value, EscobaError) and words in str(caught.value)
        assert "\n" not in str(caught.value)


def test_a_step_before_reset_is_a_clear_error():
    env = escoba_v0.env()
    with pytest.raises(EnvError, match="reset"):
        env.step(0)
    with pytest.raises(EnvError, match="reset"):
        env.observe("player_0")


def play_out(env, rng: Random) -> dict[str, float]:
    """A match with random allowed actions; the rewards each agent collected."""
    total = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        total[agent] += reward
        allowed = np.flatnonzero(obs["action_mask"])
        env.step(None if terminated or truncated else int(allowed[rng.randrange(len(allowed))]))
    return total


@pytest.mark.parametrize("seats,partners,preset", [(2, False, "escoba"), (3, False, "scopa"), (4, True, "scopa-club")])
def test_rewards_are_zero_sum_and_add_up_to_the_match(seats, partners, preset):
    env = escoba_v0.env(rules=preset, seats=seats, partners=partners, target=11)
    env.reset(seed=11)
    total = play_out(env, Random(1))
    assert sum(total.values()) == pytest.approx(0.0)
    scores = env.table.game.scores
    side_of = env.table.side_of
    for s, agent in enumerate(env.possible_agents):
        mine = scores[side_of[s]]
        others = [p for k, p in enumerate(scores) if k != side_of[s]]
        assert total[agent] == pytest.approx(mine - sum(others) / len(others))
    env = escoba_v0.env(rules=preset, seats=seats, partners=partners, target=11, reward="match")
    env.reset(seed=11)
    total = play_out(env, Random(1))
    winner = env.table.game.winner
    assert sum(total.values()) == pytest.approx(0.0)
    assert all(
        total[a] == (1.0 if side_of[s] == winner else -1.0 / (len(scores) - 1))
        for s, a in enumerate(env.possible_agents)
    )


def test_reset_with_a_seed_deals_the_same_and_state_and_render_work():
    env = escoba_v0.env(seats=2, render_mode="ansi")
    env.reset(seed=9)
    first = (env.observe("player_0")["observation"].copy(), env.state().copy(), env.render())
    play_out(env, Random(4))
    env.reset(seed=9)
    assert (env.observe("player_0")["observation"] == first[0]).all() and (env.state() == first[1]).all()
    assert env.render() == first[2] and first[2].startswith("hand 1 ·") and "table:" in first[2]
    assert env.state().shape == env.state_space.shape
    assert escoba_v0.env().render() is None


def test_whole_moves_with_features_and_their_actions():
    env = escoba_v0.env(rules="scopa", seats=2)
    env.reset(seed=3)
    moves = env.legal_moves()
    features = env.move_features()
    assert features.shape == (len(moves), 80)
    for row, move in zip(features, moves):
        assert set(np.flatnonzero(row)) == {move.card, *(40 + c for c in move.captures)}
    pick = len(moves) - 1
    chosen = moves[pick]
    record = env.table.game.hands[-1]
    for action in env.move_actions(pick):
        env.step(action)
    assert record.moves[-1] == chosen


@pytest.mark.parametrize(
    "kwargs",
    [  # short matches, so the checks see several end
        {"target": 5},
        {"rules": "scopa", "seats": 4, "partners": True, "reward": "match", "target": 3},
        {"rules": build_rules("escoba", {"renuncio": True}), "seats": 6, "target": 3},
    ],
)
def test_pettingzoo_api_and_seed_tests_pass(kwargs):
    from pettingzoo.test import api_test, seed_test

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its advice (a Dict observation) is not a failure
        api_test(escoba_v0.env(**kwargs), num_cycles=200)
        seed_test(lambda: escoba_v0.env(**kwargs), num_cycles=60)


def test_gymnasium_check_env_passes():
    from gymnasium.utils.env_checker import check_env

    # check_env steps with unmasked random actions: with illegal="lose" such an action
    # ends the match as a loss, the behaviour it can check.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(gymnasium.make(ENV_ID, illegal="lose", render_mode="ansi").unwrapped)
        check_env(
            gymnasium.make(ENV_ID, rules="scopa", seats=4, partners=True, opponents="greedy", illegal="lose").unwrapped,
            skip_render_check=True,
        )


def test_the_gymnasium_environment_plays_a_match_against_player_specs():
    env = gymnasium.make(
        ENV_ID, rules="escoba", seats=3, opponents=["counter", "expert:iters=5"], seat=1, target=5
    ).unwrapped
    obs, info = env.reset(seed=4)
    assert obs.shape == (OBSERVATION_SIZE,) and (info["action_mask"] == env.action_masks()).all()
    rng, total, done, steps = Random(0), 0.0, False, 0
    while not done:
        allowed = np.flatnonzero(env.action_masks())
        obs, reward, terminated, truncated, info = env.step(int(allowed[rng.randrange(len(allowed))]))
        total += reward
        done = terminated or truncated
        steps += 1
    scores = env.table.game.scores
    assert total == pytest.approx(scores[1] - (scores[0] + scores[2]) / 2)
    assert not env.action_masks().any()
    with pytest.raises(EnvError, match="reset"):
        env.step(0)
    env.close()
    with pytest.raises(PlayerSpecError):
        gymnasium.make(ENV_ID, opponents="nobody")
    with pytest.raises(EnvError, match="one player spec, or 1"):
        gymnasium.make(ENV_ID, opponents=["random", "random"])
    with pytest.raises(EnvError, match="seat must be one of the seats 0..1"):
        gymnasium.make(ENV_ID, seat=2)


def test_the_gymnasium_illegal_action_raises():
    env = gymnasium.make(ENV_ID, illegal="raise").unwrapped
    env.reset(seed=1)
    bad = int(np.flatnonzero(~env.action_masks())[0])
    with pytest.raises(IllegalAction, match=f"action {bad}"):
        env.step(bad)


def env_examples() -> list[str]:
    return re.findall(r"```python\n(.*?)```", (ROOT / "docs" / "env.md").read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("index", range(2))
def test_the_env_examples_run(index, capsys):
    exec(compile(env_examples()[index], f"docs/env.md example {index + 1}", "exec"), {"__name__": "env_example"})
    assert capsys.readouterr().out.strip()


def test_a_match_undecided_after_max_hands_is_truncated():
    env = escoba_v0.env(target=100, max_hands=1)
    env.reset(seed=1)
    rng = Random(2)
    while not any(env.truncations.values()):
        mask = env.observe(env.agent_selection)["action_mask"]
        allowed = np.flatnonzero(mask)
        env.step(int(allowed[rng.randrange(len(allowed))]))
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert len(env.table.game.hands) == 1


def test_a_seed_deals_what_play_game_deals_with_it():
    env = escoba_v0.env(seats=2)
    env.reset(seed=5)
    outcome = escoba_tui.play_game(
        [escoba_tui.make_player("greedy"), escoba_tui.make_player("greedy")], escoba_tui.make_rules("escoba"), seed=5
    )
    assert env.table.game.hands[0].deck == outcome.game.hands[0].deck
    assert env.table.game.hands[0].dealer == outcome.game.hands[0].dealer == 1
