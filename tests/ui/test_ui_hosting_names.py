"""The player hosting from the setup screen sits under their own name, and anyone may watch."""

from __future__ import annotations

from helpers.playing import open_hosting
from helpers.ui_factory import SIZE, make_app, play_settings, run_async, screen_text, until

from escoba_tui.game.record import read_record
from escoba_tui.net.client import SeatClient
from escoba_tui.net.watch_client import WatchClient
from escoba_tui.ui.hosting import table_config
from escoba_tui.ui.screens.hosting import HostedGameScreen, HostingScreen
from escoba_tui.ui.settings import save_settings


def test_the_screens_you_is_no_name_at_a_table():
    for typed, sat_as in (("You", "Host"), ("vous", "Host"), ("Tú", "Host"), ("Ana", "Ana"), ("Youssef", "Youssef")):
        config, me = table_config(play_settings(seats=("remote", "human", "greedy"), names=["", typed, "Cris"]))
        assert me == 1 and config.names == [None, sat_as, "Cris"]


@run_async
async def test_friends_and_spectators_see_the_hosts_name_and_the_record_keeps_it(tmp_path):
    save_settings(tmp_path, play_settings(seats=("human", "remote", "greedy"), names=["You", "Bea", "Cris"]))
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_hosting(pilot)
        await until(pilot, lambda: isinstance(app.screen, HostingScreen))
        local = app.screen.local
        text = screen_text(app)
        assert f"escoba join --watch 127.0.0.1:{local.port} {local.code}" in text
        assert "Host (you): here" in text
        eve = WatchClient("127.0.0.1", local.port, local.code, "Eve")
        assert eve.connect()["seats"][0] == "Host"
        friend = SeatClient("127.0.0.1", local.port, local.code, "Bea")
        friend.connect()
        hello = next(m for m in friend.messages() if m["type"] == "hello")
        assert hello["names"] == ["Host", "Bea", "Cris"]
        assert next(m for m in eve.messages() if m["type"] == "watching" and m["seq"] > 1)["seats"] == hello["names"]
        await until(pilot, lambda: isinstance(app.screen, HostedGameScreen))
        assert app.screen.net.names == ("Host", "Bea", "Cris")
        app.exit()
    friend.close()
    eve.close()
    left = next((tmp_path / "host" / "left").glob("*.toml"))  # the match left half-way, kept
    assert read_record(left).seats == ["Host", "Bea", "Cris"]
