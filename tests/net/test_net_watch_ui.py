"""escoba join --watch: the table live in the full-screen game, every hand face down."""

from __future__ import annotations

import threading

from helpers.net_helpers import late_table, running_host
from helpers.playing import final_scores_shown
from helpers.ui_factory import SIZE, THEMES, run_async, screen_text, until

from escoba_tui.game.record import read_record, verify
from escoba_tui.net.client import SeatClient, play_bot
from escoba_tui.net.host import load_tables
from escoba_tui.net.table import TableConfig
from escoba_tui.net.watch_client import WatchClient
from escoba_tui.ui.screens.modals import CountScreen, EndScreen
from escoba_tui.ui.screens.watch import WatchScreen, WatchWaitScreen
from escoba_tui.ui.watch_app import WatchApp


def let_go(app: WatchApp) -> None:
    """Whatever waits on the match gives up (a failed test must not hang on a worker)."""
    if app.net_screen is not None:
        app.net_screen.net.close()
    app.client.close()


def watch_app(tmp_path, host, code: str) -> WatchApp:
    c = WatchClient("127.0.0.1", host.port, code, "Eve")
    c.connect()
    app = WatchApp(c, speed="instant", data_dir=tmp_path / "data", theme_dirs=[THEMES], blink=False)
    app.animation_level = "none"
    return app


@run_async
async def test_a_spectator_sees_the_table_live_with_every_hand_face_down(tmp_path):
    config = TableConfig(seats=["remote", "counter"], target=1, seed=5)
    token = late_table(config, tmp_path / "host", ["Ana", ""], cards_left=4)[0]  # the last deal, mid-hand
    with running_host([], tables=load_tables(tmp_path / "host")) as host:
        app = watch_app(tmp_path, host, config.code)
        ana = SeatClient("127.0.0.1", host.port, config.code, "Ana", token=token)
        bot = threading.Thread(target=play_bot, args=(ana,))
        async with app.run_test(size=SIZE) as pilot:
            try:
                await until(pilot, lambda: isinstance(app.screen, WatchScreen))  # the public resync
                screen = app.screen
                await until(pilot, lambda: f"Watching table {config.code}" in screen_text(app))  # drawn
                assert screen.viewer is None and not [v for v in screen.query_one("#hand-cards").children if v.display]
                assert not screen.check_action("play", ()) and not screen.check_action("hint", ())
                ana.connect()
                bot.start()
                while not isinstance(app.screen, EndScreen):
                    await until(pilot, lambda: isinstance(app.screen, (CountScreen, EndScreen)))
                    assert screen.viewer is None  # nobody's hand was ever face up
                    if isinstance(app.screen, CountScreen):
                        await pilot.press("enter")
                text = screen_text(app)
                await pilot.press("q")
                await until(pilot, lambda: app.return_code is not None)
            finally:
                let_go(app)
                ana.close()
        bot.join(30)
        assert app.return_code == 0
    record = read_record(tmp_path / "host" / "records" / f"{config.code}.toml")
    verify(record)
    assert final_scores_shown(text, ["Ana", "counter"]) == record.scores


@run_async
async def test_a_spectator_before_the_match_waits_for_it(tmp_path):
    config = TableConfig(seats=["remote", "greedy"], target=1, seed=8)
    with running_host([config], tmp_path / "host") as host:
        app = watch_app(tmp_path, host, config.code)
        async with app.run_test(size=SIZE) as pilot:
            ana = SeatClient("127.0.0.1", host.port, config.code, "Ana")
            try:
                await until(pilot, lambda: isinstance(app.screen, WatchWaitScreen))
                assert "Waiting for the match to start" in screen_text(app) and config.code in screen_text(app)
                ana.connect()
                await until(pilot, lambda: isinstance(app.screen, WatchScreen))
                assert app.screen.net.names == ("Ana", "greedy")  # the names as the match started
                await pilot.press("q")
                await until(pilot, lambda: app.return_code is not None)
            finally:
                let_go(app)
                ana.close()
