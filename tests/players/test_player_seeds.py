"""Player seeds that reveal nothing (issue 21 item 2): every player's seed comes from the
deal seed through one one-way hash, the same in a match, a tournament, the full-screen
game and a hosted table, and a `py:` player given its seed cannot rebuild the deck."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from cheating_players import OLD_INVERSES, DeckRebuilder, tournament_inverse

import escoba_tui
from escoba_tui.arena.referee import play_game
from escoba_tui.arena.series import game_seeds, play_series
from escoba_tui.game.rules import make_rules
from escoba_tui.game.seeds import player_seed
from escoba_tui.players import make_player
from escoba_tui.tournament.config import Entrant, Tournament
from escoba_tui.tournament.schedule import make_schedule

REBUILDER = "py:cheating_players.DeckRebuilder"


def test_the_seed_is_the_documented_hash():
    for deal, seat, game in ((0, 0, ""), (7, 3, ""), (2**31 - 1, 5, "tournament"), (-4, 1, "x")):
        text = f"escoba player seed|{deal}|{seat}|{game}".encode()
        expected = int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1
        assert player_seed(deal, seat, game) == expected
        assert 0 <= expected < 2**63
    seeds = {player_seed(d, s) for d in range(50) for s in range(6)}
    assert len(seeds) == 300  # every deal and seat its own


def test_no_formula_gives_the_deal_seed_back():
    deals = game_seeds(5, 300) + list(range(100))
    for deal in deals:
        for seat in range(6):
            seed = player_seed(deal, seat)
            assert deal not in [f(seed, seat) for f in OLD_INVERSES]
            assert deal not in [tournament_inverse(seed, p) for p in range(6)]
            assert seed != deal and seed >> 3 != deal and seed // 10 != deal
    # Nor does any affine formula fitted on two deals predict a third.
    a, b, c = (player_seed(d, 0) for d in (1000, 1001, 1002))
    assert c - b != b - a


def test_a_py_player_cannot_rebuild_the_deck_from_its_seed():
    DeckRebuilder.rebuilt = []
    series = play_series([REBUILDER, "greedy"], make_rules("escoba", target=4), 2, seed=3, duplicate=True)
    assert len(DeckRebuilder.rebuilt) > 20 and not any(DeckRebuilder.rebuilt)
    for deal_seed, _order, _outcome in series.outcomes:
        assert deal_seed not in (player_seed(deal_seed, s) for s in range(2))


def test_the_same_cheat_did_rebuild_it_from_the_old_seeds():
    """The harness above can see a cheat: given the seed the old formula made, the same
    player knows every hidden card at every decision."""
    rules = make_rules("escoba", target=4)
    for deal_seed in (11, 123456):
        DeckRebuilder.rebuilt = []
        players = [make_player(REBUILDER, seed=deal_seed * 8 + 0), make_player("greedy")]
        play_game(players, rules, seed=deal_seed)
        assert DeckRebuilder.rebuilt and all(DeckRebuilder.rebuilt)


def test_tournament_seeds_are_the_hash_of_the_deal_and_the_player():
    t = Tournament("t", (Entrant("a", "greedy"), Entrant("b", "random")), games=2, seed=9)
    for game in make_schedule(t):
        for seat in range(2):
            seed = game.player_seed(seat)
            assert seed == player_seed(game.seed, game.seating[seat], "tournament")
            assert tournament_inverse(seed, game.seating[seat]) != game.seed


def test_the_same_seed_still_plays_the_same_games(tmp_path):
    def records(folder):
        play_series(["expert:iters=4", "random"], make_rules("escoba", target=4), 2, seed=8, records=folder)
        return [dumps_without_start(p.read_text()) for p in sorted(folder.glob("*.toml"))]

    def dumps_without_start(text):
        return "\n".join(line for line in text.splitlines() if not line.startswith("started"))

    first, second = records(tmp_path / "a"), records(tmp_path / "b")
    assert first == second and len(first) == 2


def test_the_full_screen_game_seeds_its_computers_by_the_hash(monkeypatch):
    import escoba_tui.ui.session as session

    given: list[int | None] = []
    real = session.make_player

    def spy(spec, seed=None, **kw):
        given.append(seed)
        return real(spec, seed=seed, **kw)

    monkeypatch.setattr(session, "make_player", spy)
    match = session.LocalMatch(make_rules("escoba"), [session.Seat(f"s{i}", "random") for i in range(4)], seed=77)
    match.close()
    assert given == [player_seed(77, seat) for seat in range(4)]


def test_every_player_the_program_seats_gets_its_seed_from_the_hash():
    """Each `make_player(..., seed=...)` in the package passes player_seed (or the
    tournament's, which is it), or 0 where no deal is known yet (checking a spec, the
    client's hints): no other formula from a deal seed anywhere."""
    import ast

    root = Path(escoba_tui.__file__).parent if escoba_tui.__file__ else Path(escoba_tui.__path__[0])
    calls = 0
    for path in root.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):  # calls in the code, not words in a docstring
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name != "make_player":
                continue
            calls += 1
            where = f"{path.name}:{node.lineno}: {ast.get_source_segment(source, node)}"
            seed = next((k.value for k in node.keywords if k.arg == "seed"), None)
            assert seed is not None, where
            assert re.match(r"(player_seed\(|game\.player_seed\(|0$)", ast.get_source_segment(source, seed)), where
    assert calls >= 8


def test_a_rematch_at_a_hosted_table_follows_from_the_seed_of_the_match_before():
    """A hosted table's rematch no longer draws from the OS: its seed follows one way from
    the match before, so a table started from a seed deals the same rematches again."""
    from escoba_tui.game.seeds import next_match_seed
    from escoba_tui.net.table import Table, TableConfig

    def rematch_seeds(seed):
        table = Table(TableConfig(seats=["remote", "greedy"], seed=seed))
        seeds = [table.config.seed]
        for _ in range(3):
            table.new_match()
            seeds.append(table.config.seed)
        return seeds, table.deck_rng.random()

    first, again, other = rematch_seeds(5), rematch_seeds(5), rematch_seeds(6)
    assert first == again and first != other
    seeds = first[0]
    assert seeds[0] == 5 and len(set(seeds)) == 4
    assert seeds[2] == next_match_seed(seeds[1], 3)
    text = f"escoba match seed|{seeds[1]}|3".encode()
    assert seeds[2] == int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1
