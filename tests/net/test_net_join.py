"""escoba join: the full-screen game as a client, against a host the test starts on 127.0.0.1."""

from __future__ import annotations

import asyncio
import re
import threading

import pytest
from helpers.net_helpers import late_table, running_host
from helpers.playing import (
    STOP,
    final_scores_shown,
    join_app,
    left_running,
    our_move_or_a_dialog,
    panel_of,
    play_on,
)
from helpers.ui_factory import SIZE, run_async, screen_text, until

from escoba_tui.game.record import read_record, verify
from escoba_tui.i18n import catalogue as S
from escoba_tui.net.client import UI_EXTENSIONS, SeatClient, play_bot
from escoba_tui.net.host import load_tables
from escoba_tui.net.table import TableConfig
from escoba_tui.ui.screens.modals import EndScreen, HelpScreen
from escoba_tui.ui.screens.net_game import NetGameScreen, WaitScreen
from escoba_tui.ui.widgets.hand import HandView


@pytest.mark.slow
@run_async
async def test_a_match_through_join_against_a_bot_client_and_an_ai(tmp_path):
    config = TableConfig(seats=["remote", "remote", "greedy"], target=2, seed=21)
    with running_host([config], tmp_path / "host") as host:
        app = join_app(tmp_path, host, config.code, "Ana")
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: isinstance(app.screen, WaitScreen))
            assert "Waiting for one more player" in screen_text(app)
            assert config.code in screen_text(app)
            other = SeatClient("127.0.0.1", host.port, config.code, "Bea")
            other.connect()
            bot = threading.Thread(target=play_bot, args=(other,))
            bot.start()
            hint_seen = []

            async def look_around(screen: NetGameScreen) -> bool:
                if not hint_seen:  # hint, count and help work as in a local match
                    await pilot.press("h")
                    await until(pilot, lambda: "Hint" in screen_text(app) or "hint" in screen.hint.lower())
                    await pilot.press("t")
                    await pilot.press("question_mark")
                    await until(pilot, lambda: isinstance(app.screen, HelpScreen))
                    await pilot.press("escape")
                    hint_seen.append(screen.hint)
                return False

            game = await play_on(pilot, on_turn=look_around)
            text = screen_text(app)
            bot.join(30)
            await pilot.press("q")  # quit from the end screen: the app and its threads end
            await until(pilot, lambda: app.return_code is not None)
        assert app.return_code == 0
        assert hint_seen and hint_seen[0]
        assert game.net.names == ("Ana", "Bea", "greedy")
        # Nothing of the client is left running to keep the program from ending.
        assert not [t.name for t in left_running() if t.is_alive()], left_running()
    record = read_record(tmp_path / "host" / "records" / f"{config.code}.toml")
    verify(record)
    assert record.seats[:2] == ["Ana", "Bea"]
    assert final_scores_shown(text, ["Ana", "Bea", "greedy"]) == record.scores


@run_async
async def test_a_dropped_client_comes_back_and_the_screen_redraws(tmp_path):
    config = TableConfig(seats=["remote", "counter"], target=1, seed=5)
    token = late_table(config, tmp_path / "host", ["Ana", ""], cards_left=4)[0]  # the last deal, 2 cards each
    with running_host([], tables=load_tables(tmp_path / "host")) as host:
        app = join_app(tmp_path, host, config.code, "Ana", language="fr", token=token)
        dropped = []

        async def drop_once(screen: NetGameScreen) -> bool:
            if not dropped and len(screen.hand.history) >= 2:
                dropped.append(len(screen.hand.history))
                app.client.drop()  # the network goes away on our turn
                await until(pilot, lambda: app.client.reconnects == 1)
                await until(pilot, lambda: our_move_or_a_dialog(app))
                return True
            return False

        async with app.run_test(size=SIZE) as pilot:
            await play_on(pilot, on_turn=drop_once)
            assert dropped and app.client.reconnects == 1
            text = screen_text(app)
            assert "Ana" in text
    record = read_record(tmp_path / "host" / "records" / f"{config.code}.toml")
    verify(record)
    assert record.result == "finished"
    assert final_scores_shown(text, ["Ana", "counter"]) == record.scores


def test_join_refused_is_one_error_line(tmp_path):
    from typer.testing import CliRunner

    from escoba_tui.cli import app as cli

    config = TableConfig(seats=["remote", "greedy"])
    with running_host([config]) as host:
        result = CliRunner().invoke(cli, ["join", f"127.0.0.1:{host.port}", "nosuch"])
        assert result.exit_code == 2
        assert result.output.startswith("error: the host says: no table with that code here (unknown_table)")
    result = CliRunner().invoke(cli, ["join", "nowhere", "abc"])
    assert result.exit_code == 2 and "HOST:PORT" in result.output


@run_async
async def test_leaving_mid_match_ends_the_program(tmp_path):
    """q in the middle of a match asks first, saying what becomes of the seat (kept for the
    grace period, then a forfeit); leaving leaves the table and nothing of the client keeps
    the program running."""
    from escoba_tui.ui.screens.modals import LeaveScreen

    config = TableConfig(seats=["remote", "greedy"], target=2, seed=8, grace_s=45)
    with running_host([config], tmp_path / "host") as host:
        app = join_app(tmp_path, host, config.code, "Ana")
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: our_move_or_a_dialog(app))
            await pilot.press("q")
            await until(pilot, lambda: isinstance(app.screen, LeaveScreen))
            assert app.screen.title_text == "Leave the table?"
            assert app.screen.note == S.NET_LEAVE_FORFEIT.format(time="0:45")
            await pilot.press("escape")  # stay: the match goes on, our move still ours
            await until(pilot, lambda: our_move_or_a_dialog(app))
            assert app.return_code is None
            await pilot.press("q")
            await until(pilot, lambda: isinstance(app.screen, LeaveScreen))
            await pilot.press("y")
            await until(pilot, lambda: app.return_code is not None)
        assert not [t.name for t in left_running() if t.is_alive()], left_running()
        await asyncio.sleep(0)
        assert any(e["event"] == "dropped" for e in host.events)


async def leave(pilot) -> None:
    """q in the middle of a match, and yes to leaving: the app ends."""
    from escoba_tui.ui.screens.modals import LeaveScreen

    await pilot.press("q")
    await until(pilot, lambda: isinstance(pilot.app.screen, LeaveScreen))
    await pilot.press("y")
    await until(pilot, lambda: pilot.app.return_code is not None)


@run_async
async def test_the_seat_panels_show_who_is_here_away_and_thinking_with_the_hosts_clock(tmp_path):
    config = TableConfig(seats=["remote", "remote", "greedy"], target=2, seed=12, move_ms=90_000)
    with running_host([config], tmp_path / "host") as host:
        app = join_app(tmp_path, host, config.code, "Ana")
        bea = SeatClient("127.0.0.1", host.port, config.code, "Bea")  # a bot without the additions
        bea.connect()
        token = bea.token
        slow = {"on": False}
        seen_thinking = threading.Event()

        def think(turn):
            if slow["on"]:
                seen_thinking.wait(30)  # Bea thinks until Ana's screen has shown it
            return turn["legal"][0]

        clients = [bea]
        bots = [threading.Thread(target=play_bot, args=(bea,), kwargs={"choose": think})]
        bots[0].start()
        seen: dict[str, str] = {}

        async def watch(screen: NetGameScreen) -> bool:
            if "own" not in seen:
                seen["own"] = str(screen.query_one(HandView).border_title)
                await until(pilot, lambda: "●" in str(panel_of(app, "Bea").border_title))
                bea.close()  # Bea goes away...
                await until(pilot, lambda: S.NET_AWAY in str(panel_of(app, "Bea").border_subtitle))
                seen["away"] = screen_text(app)
                again = SeatClient("127.0.0.1", host.port, config.code, "Bea", token=token)
                again.connect()  # ...and comes back
                clients.append(again)
                bots.append(threading.Thread(target=play_bot, args=(again,), kwargs={"choose": think}))
                bots[-1].start()
                await until(pilot, lambda: "●" in str(panel_of(app, "Bea").border_title))
            elif "thinking" not in seen:
                slow["on"] = True  # Bea's next move (the one after ours) waits until seen
                await pilot.press("1")
                await pilot.press("enter")
                await until(pilot, lambda: S.NET_THINKING in str(panel_of(app, "Bea").border_subtitle))
                seen["thinking"] = str(panel_of(app, "Bea").border_subtitle)
                slow["on"] = False
                seen_thinking.set()
                return STOP  # all seen: no need to play the match out
            return False

        async with app.run_test(size=SIZE) as pilot:
            await play_on(pilot, on_turn=watch)
            await leave(pilot)
        for c in clients:
            c.close()  # Bea leaves too: her bot's messages end
        for t in bots:
            t.join(30)
            assert not t.is_alive()
    assert re.fullmatch(r"Hand of Ana · 1:[0-3]\d left", seen["own"]), seen["own"]
    assert "○ Bea" in seen["away"] and "away" in seen["away"]
    assert re.fullmatch(r"1:[0-3]\d thinking…", seen["thinking"]), seen["thinking"]
    assert "greedy" in seen["away"]


@pytest.mark.slow
@run_async
async def test_rematch_from_the_end_screen_starts_a_second_match_at_the_same_table(tmp_path):
    """r on the end screen: the same table deals a second match, on a new screen, to the
    same seats with the scores back at nought, and it is played there. The second match
    is not played to its end: a joined match is played to its end above (against a bot
    and an AI), and its end screen with no rematch is the next test's."""
    from helpers.net_helpers import rematch_bot

    config = TableConfig(seats=["remote", "remote"], target=1, seed=30)
    # The first match from its last cards (played by bots, the host stopped and started
    # again on its state, both seats taken back by their tokens), not from its first card.
    tokens = late_table(config, tmp_path / "host", ["Ana", "Bea"])
    with running_host([], tables=load_tables(tmp_path / "host")) as host:
        table = host.tables[config.code]
        app = join_app(tmp_path, host, config.code, "Ana", token=tokens[0])
        bea = SeatClient("127.0.0.1", host.port, config.code, "Bea", token=tokens[1], extensions=UI_EXTENSIONS)
        bea.connect()
        bot = threading.Thread(target=rematch_bot, args=(bea, 2))  # asks once
        bot.start()
        moved: list[int] = []

        async def one_move(screen: NetGameScreen):
            if moved:  # our move of the second match was made: all seen
                return STOP
            moved.append(len(screen.hand.history))
            return False

        async with app.run_test(size=SIZE) as pilot:
            first = await play_on(pilot)
            assert first.net.game.over
            await until(pilot, lambda: "Rematch on offer" in screen_text(app))
            assert "New match" not in screen_text(app) and "Review" not in screen_text(app)
            await pilot.press("r")
            await until(pilot, lambda: isinstance(app.screen, NetGameScreen) and app.screen is not first)
            second = app.screen
            assert table.match_number == 2
            assert second.net.names == ("Ana", "Bea")
            # Scores back at nought: the first match's points (it was won) are not carried on
            # (this hand's opening escobas, if the deal has any, are the second match's own).
            assert first.net.game.scores != [0, 0] and second.net.game.scores == [0, 0]
            assert not second.net.game.over
            assert second.net.rematch is None and not second.net.asked_rematch  # nothing of the first offer
            # The second match is played on its screen: a move of ours goes to the host.
            assert await play_on(pilot, on_turn=one_move) is second
            await until(pilot, lambda: second.hand is not None and len(second.hand.history) > moved[0])
            assert len(table.game.hand.history) > moved[0]
            await leave(pilot)
        bea.close()
        bot.join(30)
        assert not bot.is_alive()
    record = read_record(tmp_path / "host" / "records" / f"{config.code}.toml")
    verify(record)
    assert record.seats == ["Ana", "Bea"] and record.result == "finished"


@run_async
async def test_the_end_screen_says_no_rematch_when_the_other_player_leaves(tmp_path):
    """The offer declined because a player left: said in words, the rematch button gone,
    r asks nothing, and the quit button ends the program."""
    from helpers.net_helpers import rematch_bot

    config = TableConfig(seats=["remote", "remote"], target=1, seed=30)
    tokens = late_table(config, tmp_path / "host", ["Ana", "Bea"])
    with running_host([], tables=load_tables(tmp_path / "host")) as host:
        app = join_app(tmp_path, host, config.code, "Ana", token=tokens[0])
        bea = SeatClient("127.0.0.1", host.port, config.code, "Bea", token=tokens[1], extensions=UI_EXTENSIONS)
        bea.connect()
        bot = threading.Thread(target=rematch_bot, args=(bea, 1))  # leaves when offered a rematch
        bot.start()
        async with app.run_test(size=SIZE) as pilot:
            game = await play_on(pilot)
            assert game.net.game.over
            await until(pilot, lambda: "No rematch: a player left the table." in screen_text(app))
            assert isinstance(app.screen, EndScreen)
            assert not app.screen.query_one("#rematch").display
            await pilot.press("r")  # nothing to ask for any more
            assert isinstance(app.screen, EndScreen) and not game.net.asked_rematch
            await pilot.click("#quit")
            await until(pilot, lambda: app.return_code is not None)
        bot.join(30)
        assert not bot.is_alive()
        assert host.tables[config.code].match_number == 1
    record = read_record(tmp_path / "host" / "records" / f"{config.code}.toml")
    verify(record)
    assert record.seats == ["Ana", "Bea"]


def test_leaving_while_waiting_for_players_is_no_failure(tmp_path):
    """Leaving the waiting screen closes the connection; its own end is then no news: the
    program neither prints "closed" nor ends with a failure (nor loses the app's result)."""
    config = TableConfig(seats=["remote", "remote", "greedy"], target=2, seed=21)
    with running_host([config], tmp_path / "host") as host:
        app = join_app(tmp_path, host, config.code, "Ana")

        async def leave_at_once(pilot):
            await until(pilot, lambda: isinstance(app.screen, WaitScreen))
            await pilot.pause()
            app.exit("left")  # what q does, at once: the host's first lines are still on their way

        assert app.run(headless=True, auto_pilot=leave_at_once, size=SIZE) == "left"
        assert app.return_code == 0 and not app._exit_renderables


@run_async
async def test_enter_on_the_end_screen_asks_for_the_rematch_in_focus(tmp_path):
    """The end screen's focused button is Rematch, and Enter does what it says: the seat
    asks for the rematch, the program stays (issue 34: Enter left the table)."""
    from helpers.net_helpers import rematch_bot

    config = TableConfig(seats=["remote", "remote"], target=1, seed=30)
    tokens = late_table(config, tmp_path / "host", ["Ana", "Bea"])
    with running_host([], tables=load_tables(tmp_path / "host")) as host:
        table = host.tables[config.code]
        app = join_app(tmp_path, host, config.code, "Ana", token=tokens[0])
        bea = SeatClient("127.0.0.1", host.port, config.code, "Bea", token=tokens[1], extensions=UI_EXTENSIONS)
        bea.connect()
        bot = threading.Thread(target=rematch_bot, args=(bea, 2))  # asks once
        bot.start()
        async with app.run_test(size=SIZE) as pilot:
            first = await play_on(pilot)
            assert first.net.game.over
            await until(pilot, lambda: "Rematch on offer" in screen_text(app))
            assert app.focused is not None and app.focused.id == "rematch"
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, NetGameScreen) and app.screen is not first)
            assert app.return_code is None and table.match_number == 2
            await leave(pilot)
        bea.close()
        bot.join(30)
        assert not bot.is_alive()
