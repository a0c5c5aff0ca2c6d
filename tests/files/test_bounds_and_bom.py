"""A host's tables file (issue 35 item 11): every number it gives has a bound
(`target = 9223372036854775807` made a match that cannot end), and a file saved with a
UTF-8 byte-order mark, as some editors write it, is read by every reader, TOML and JSON."""

from __future__ import annotations

import codecs
import json

import pytest

from escoba_tui.files.reader import read_json_capped, read_text_capped, toml_loads
from escoba_tui.game.record import read_record, write_record
from escoba_tui.game.rules import MAX_TARGET, RulesError, build_rules
from escoba_tui.net.tables_file import TablesError, loads, read_tables
from escoba_tui.study import personal, saves
from escoba_tui.ui.settings import load_settings

TABLE = '[[table]]\nseats = ["remote", "greedy"]\n'
BOM = codecs.BOM_UTF8


@pytest.mark.parametrize(
    "line, field",
    [
        ("target = 9223372036854775807", "target"),
        ("target = 0", "target"),
        ("seed = 99999999999999999999", "seed"),
        ("seed = -1", "seed"),
        ("grace = 1e308", "grace"),
        ("move_time = inf", "move_time"),
        ("max_watchers = 9223372036854775807", "max_watchers"),
        ("[table.options]\nall_sevens_bonus = 9223372036854775807", "all_sevens_bonus"),
    ],
)
def test_every_number_of_a_tables_file_has_a_bound(line, field):
    with pytest.raises(TablesError, match=field):
        loads(TABLE + line + "\n", "t.toml", players=False)


def test_numbers_within_the_bounds_are_taken():
    (config,) = loads(TABLE + f"target = {MAX_TARGET}\nseed = {2**63 - 1}\n", "t.toml", players=False)
    assert config.target == MAX_TARGET and config.seed == 2**63 - 1


def test_the_command_line_has_the_same_bound():
    with pytest.raises(RulesError, match="1 to 1000"):
        build_rules("escoba", {}, 9223372036854775807)


def test_a_tables_file_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "tables.toml"
    path.write_bytes(BOM + (TABLE + "target = 5\n").encode())
    (config,) = read_tables(path, players=False)
    assert config.target == 5


def test_every_reader_takes_a_byte_order_mark(tmp_path):
    text = tmp_path / "t.txt"
    text.write_bytes(BOM + "ñ = 1\n".encode())
    assert read_text_capped(text, 100) == "ñ = 1\n"
    assert toml_loads("\ufeffa = 1\n") == {"a": 1}
    doc = tmp_path / "d.json"
    doc.write_bytes(BOM + b'{"a": 1}')
    assert read_json_capped(doc, 100) == {"a": 1}


def test_the_data_folder_files_and_records_take_a_byte_order_mark(tmp_path, good_record_path):
    # a record
    with_bom = tmp_path / "r.toml"
    with_bom.write_bytes(BOM + good_record_path.read_bytes())
    assert read_record(with_bom) == read_record(good_record_path)
    # settings, your record, take-backs: JSON in the data folder
    (tmp_path / "settings.json").write_bytes(BOM + json.dumps({"theme": "tapete"}).encode())
    _, problems = load_settings(tmp_path)
    assert not any("JSON" in p or "not a settings file" in p for p in problems), problems
    personal.save(tmp_path, personal.PersonalRecord())
    path = personal.record_path(tmp_path)
    path.write_bytes(BOM + path.read_bytes())
    assert personal.load(tmp_path).note is None
    saves.write_takebacks(tmp_path, 7, None, 2)
    path = saves.takebacks_path(tmp_path)
    path.write_bytes(BOM + path.read_bytes())
    assert saves.read_takebacks(tmp_path, 7, None) == 2


@pytest.fixture
def good_record_path(tmp_path):
    from escoba_tui.arena.referee import play_game
    from escoba_tui.game.record import record_from_outcome
    from escoba_tui.game.rules import make_rules
    from escoba_tui.players import make_player

    players = [make_player("greedy", seed=1), make_player("random", seed=2)]
    outcome = play_game(players, make_rules("escoba", target=3), names=["A", "B"], specs=["greedy", "random"], seed=1)
    path = tmp_path / "good.toml"
    write_record(record_from_outcome(outcome), path)
    return path
