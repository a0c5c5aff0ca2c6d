"""A table with a takeover AI whose every person has gone: abandoned, not played on by computers."""

from __future__ import annotations

from helpers.net_helpers import ManualClock, client, running_host, wait_for

from escoba_tui.game.record import read_record, verify
from escoba_tui.net.client import play_bot
from escoba_tui.net.table import Table, TableConfig


def test_when_every_person_is_gone_the_match_is_abandoned_not_played_by_computers(tmp_path):
    config = TableConfig(seats=["remote", "greedy", "remote"], target=21, seed=5, grace_s=10, takeover="greedy")
    clock = ManualClock()  # no real seconds: the grace periods end when the test says
    table = Table(config, tmp_path, clock=clock)
    table.save_meta()
    with running_host([], tables=[table]) as host:
        ana = client(host, config.code, "Ana")
        bea = client(host, config.code, "Bea")
        next(m for m in ana.messages() if m["type"] == "hand_start")
        ana.close()
        wait_for(lambda: table.conns[0] is None)
        clock.advance(11, table)  # Ana is gone: the computer plays on for her, Bea is still here
        wait_for(lambda: table.taken_over[0])
        assert not table.done.is_set()
        bea.close()
        wait_for(lambda: table.conns[2] is None)
        clock.advance(5, table)
        assert not table.done.wait(0.2)  # Bea is away, not gone: the table waits for her
        clock.advance(6, table)
        assert table.done.wait(10)
        events = [e["event"] for e in host.events]
    assert "abandoned" in events
    record = read_record(tmp_path / "records" / f"{config.code}.toml")
    verify(record)
    assert record.result == "abandoned" and record.winner is None
    assert len(record.hands) == 1 and max(record.scores) < 21  # stopped in its first hand
    assert record.seats == ["Ana", "greedy", "Bea"]


def test_one_person_left_plays_on_against_the_takeover(tmp_path):
    config = TableConfig(seats=["remote", "remote"], target=1, seed=6, grace_s=10, takeover="greedy")
    clock = ManualClock()
    table = Table(config, tmp_path, clock=clock)
    table.save_meta()
    with running_host([], tables=[table]) as host:
        stays = client(host, config.code, "Ana")
        leaves = client(host, config.code, "Bea")
        leaves.close()
        wait_for(lambda: table.conns[1] is None)
        clock.advance(11, table)
        wait_for(lambda: table.taken_over[1])
        got = play_bot(stays)
    assert next(m for m in got if m["type"] == "game_end")["result"] == "finished"
    assert read_record(tmp_path / "records" / f"{config.code}.toml").result == "finished"
