"""`escoba host` and `escoba join`: tables played over the network (network.md)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from ..errors import os_reason
from ..game.rules import parse_option
from .common import (
    LANG_HELP,
    ask_to_run,
    check_lang,
    cli_words,
    needs_ui,
    option_option,
    refuse,
    rules_option,
    target_option,
)

if TYPE_CHECKING:
    from ..net.client import SeatClient
    from ..net.table import Table, TableConfig

app = typer.Typer(add_completion=False)


@app.command()
def host(
    seat: list[str] = typer.Option(
        ["remote", "remote"],
        "--seat",
        help="Each seat in play order: remote (a player who joins) or a player spec the host runs (greedy, expert:ms=200, cmd:...).",
    ),
    name: list[str] | None = typer.Option(
        None, "--name", help="A name per seat, in order (remote seats default to the joiner's name)."
    ),
    rules: str = rules_option(),
    target: int | None = target_option(),
    option: list[str] | None = option_option(),
    partners: bool = typer.Option(False, "--partners", help="4 or 6 players as two teams sitting alternately."),
    grace: float = typer.Option(30.0, "--grace", help="Seconds a dropped seat is kept while the game waits."),
    takeover: str | None = typer.Option(
        None,
        "--takeover",
        help="A player spec that plays on for a seat gone past the grace period (default: it forfeits).",
    ),
    move_time: float = typer.Option(300.0, "--move-time", help="Seconds a remote seat has for each move."),
    max_watchers: int = typer.Option(
        16, "--max-watchers", min=0, max=256, help="Spectators a table takes at once (`escoba join --watch`); 0: none."
    ),
    tables: Path | None = typer.Option(
        None, "--tables", help="Serve the tables of this TOML file instead of one from the options."
    ),
    port: int = typer.Option(7840, "--port", "-p", min=0, max=65535, help="TCP port (0: any free port)."),
    bind: str | None = typer.Option(None, "--bind", help="Listen on this address instead of 127.0.0.1."),
    public: bool = typer.Option(
        False, "--public", help="Listen on every address (0.0.0.0): anyone who can reach this machine may join."
    ),
    state: Path | None = typer.Option(
        None, "--state", help="Where tables are saved after every move (default: the game's data folder/host)."
    ),
    seed: int | None = typer.Option(
        None, "--seed", "-s", help="Seed of the shuffles of the first table (default: a fresh one)."
    ),
    as_json: bool = typer.Option(
        False, "--json", help="First line: address, port and tables as JSON; then events as JSON lines."
    ),
    yes: bool = typer.Option(
        False,
        "--yes",
        "-y",
        help="Run the cmd: and py: players a --tables file or the saved tables name without asking (for scripts).",
    ),
) -> None:
    """Serve tables that friends and bots join over TCP (`escoba join HOST:PORT CODE`).

    A --tables file or saved tables with cmd: or py: players run programs on this
    machine: they are listed and, on a terminal, you are asked once; without a
    terminal, add --yes."""
    from ..net.table import TableConfig
    from ..net.tables_file import MOVE_TIME_S, move_ms
    from ..study import saves

    if public and bind is not None:
        refuse("public_or_bind")
    move_time_ms = move_ms(move_time)
    if move_time_ms is None:
        refuse("move_time_range", value=float(move_time), low=MOVE_TIME_S[0], high=MOVE_TIME_S[1])
    address = "0.0.0.0" if public else bind or "127.0.0.1"
    from_options = partial(
        TableConfig,
        seats=list(seat),
        rules=rules,
        options=dict(parse_option(o) for o in option or []),
        target=target,
        partners=partners,
        names=list(name or []),
        grace_s=grace,
        takeover=takeover,
        move_ms=move_time_ms,
        seed=seed,
        max_watchers=max_watchers,
    )
    state_dir = state if state is not None else saves.data_dir() / "host"
    with _state_held(state_dir):
        _serve(state_dir, address, port, as_json, yes, tables, from_options)


@contextmanager
def _state_held(state_dir: Path) -> Iterator[None]:
    """The host's state folder, locked for as long as the host runs: a second host on the
    same state is one line naming the first (LockedError)."""
    from ..net.host import state_lock

    lock = state_lock(state_dir, cli=True)
    try:
        lock.acquire()
    except OSError as exc:
        refuse("cannot_write_to", path=str(state_dir), reason=os_reason(exc))
    try:
        yield
    finally:
        lock.release()


def _serve(
    state_dir: Path,
    address: str,
    port: int,
    as_json: bool,
    yes: bool,
    tables: Path | None,
    from_options: Callable[[], TableConfig],
) -> None:
    """`escoba host` once it holds the state folder: the saved tables, else the --tables
    file's, else the one of the options; programs named in a file run only once agreed."""
    from ..net.host import EventLog, Host

    said = cli_words()["NET_CLI_TEXT"]
    log = EventLog(sys.stdout, as_json)
    ended: list[Table] = []  # matches over: a seat that comes back with its token is told how they ended
    the_tables = _tables_to_serve(state_dir, tables, yes, from_options, log, ended)
    if address not in ("127.0.0.1", "localhost", "::1"):
        typer.echo(said["listening"].format(address=address), err=True)
    serving = {t.code for t in the_tables}
    server = Host([*the_tables, *(t for t in ended if t.code not in serving)], address, port, log)

    def ready() -> None:
        shown = "127.0.0.1" if address == "0.0.0.0" else address
        if as_json:
            print(
                json.dumps(
                    {
                        "address": address,
                        "port": server.port,
                        "tables": [{"code": t.code, "seats": list(t.config.seats)} for t in the_tables],
                    }
                ),
                flush=True,
            )
            return
        for t in the_tables:
            waiting = t.seats_waiting()
            print(
                said["table_one" if waiting == 1 else "table"].format(
                    code=t.code, seats=", ".join(t.config.seats), n=waiting
                )
            )
            print(said["join_with"].format(address=shown, port=server.port, code=t.code))
            if t.config.max_watchers > 0:
                print(said["watch_with"].format(address=shown, port=server.port, code=t.code))
        print(said["stop_with"], flush=True)

    try:
        server.serve_forever(ready)
    except OSError as exc:
        refuse("cannot_listen", address=address, port=port, reason=os_reason(exc))


def _tables_to_serve(
    state_dir: Path,
    tables: Path | None,
    yes: bool,
    from_options: Callable[[], TableConfig],
    log: Any,
    ended: list[Table],
) -> list[Table]:
    """The saved tables (those whose match is over go to `ended`), else the --tables
    file's, else the one of the options; programs named in a file run only once agreed."""
    from ..files.names import shown_text
    from ..i18n.wording import error_text
    from ..net.host import load_tables, new_tables
    from ..net.tables_file import check_players, config_problem, programs, read_tables

    w = cli_words()
    said = w["NET_CLI_TEXT"]
    try:
        saved = (
            load_tables(
                state_dir,
                log,
                lambda note: typer.echo(said["warning"].format(message=shown_text(error_text(note, w), 600)), err=True),
                ended=ended,
            )
            if (state_dir / "tables").is_dir()
            else []
        )
    except OSError as exc:
        refuse("saved_unreadable", path=str(state_dir), reason=os_reason(exc))
    if saved:
        ask_to_run(str(state_dir / "tables"), programs([t.config for t in saved]), yes)
        for t in saved:
            found = config_problem(t.config)  # now a py: seat may be imported
            if found is not None:
                refuse(
                    "schema_field",
                    where=f"{state_dir / 'tables' / t.code}.json",
                    field=f"config.{found[0]}",
                    problem=found[1],
                )
        typer.echo(
            (said["resuming_one"] if len(saved) == 1 else said["resuming"]).format(n=len(saved), folder=state_dir),
            err=True,
        )
        the_tables = saved
    else:
        if tables is not None:
            configs = read_tables(tables, players=False)
            ask_to_run(str(tables), programs(configs), yes)
            check_players(configs, str(tables))
        else:
            config = from_options()
            found = config_problem(config)
            if found is not None:  # the options that set these fields, as the command line names them
                option = {"move_time": "--move-time", "grace": "--grace"}.get(found[0], found[0])
                refuse("option_problem", option=option, problem=found[1])
            configs = [config]
        try:
            the_tables = new_tables(configs, state_dir)
        except OSError as exc:
            refuse("cannot_write_to", path=str(state_dir), reason=os_reason(exc))
    return the_tables


def guest_name(lang: str | None) -> str:
    """The name of a friend who gave none: "Guest" in their language, never "You" (the
    others' screens would say "You play" of them, and the record would name nobody)."""
    from ..i18n.catalogue import language_from_env, words_for

    return str(words_for(lang or language_from_env())["GUEST_SEAT_NAME"])


@app.command()
def join(
    where: str = typer.Argument(..., help="HOST:PORT of the host (as `escoba host` printed it)."),
    code: str = typer.Argument(..., help="The table's code."),
    name: str | None = typer.Option(
        None, "--name", help="Your name at the table (default: Guest, in the chosen language)."
    ),
    seat: int | None = typer.Option(None, "--seat", help="A free seat to take (default: the first free one)."),
    token: str | None = typer.Option(None, "--token", help="Take back a seat after a drop (the token `joined` gave)."),
    faces: str = typer.Option("spanish", "--faces", help="Card faces: spanish, italian, french."),
    lang: str | None = typer.Option(None, "--lang", help=LANG_HELP),
    watch: bool = typer.Option(
        False, "--watch", help="Watch the table instead of sitting at it: every hand face down."
    ),
) -> None:
    """Sit at a hosted table in the full-screen game (or watch it: --watch)."""

    lang = check_lang(lang)
    if name is None:
        name = guest_name(lang)
    host_name, _, port_text = where.rpartition(":")
    if not host_name or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        refuse("host_form", value=where)
    if faces not in ("spanish", "italian", "french"):
        refuse("option_choose", option="--faces", value=faces, choices=("spanish", "italian", "french"))
    if watch:
        if seat is not None or token is not None:
            refuse("watch_no_seat")
        _watch(host_name.strip("[]"), int(port_text), code, name, faces, lang)
        return
    from ..net import seat_keys

    client, kept_at = _sit(host_name.strip("[]"), int(port_text), code, name, seat, token, where)
    with needs_ui():
        from ..ui.join_app import JoinApp

    try:
        app = JoinApp(client, faces=faces, language=lang)
        app.run()
    finally:
        client.close()
    if client.over:  # the match is over: nothing to take back
        seat_keys.forget(kept_at)
    if app.return_code:  # the connection lost (1), or a host that broke the protocol (2)
        raise SystemExit(app.return_code)


def _sit(
    address: str, port: int, code: str, name: str, seat: int | None, token: str | None, where: str
) -> tuple[SeatClient, Path]:
    """A seat at the table, connected, and the file its token is kept in. The seat this
    program held at that table (a killed client, a closed terminal) is taken back with the
    kept token, unless --token or --seat says otherwise."""
    from ..i18n.wording import error_text
    from ..net import seat_keys
    from ..net.client import UI_EXTENSIONS, JoinError, SeatClient
    from ..study import saves

    data_dir = saves.data_dir()
    kept_at = seat_keys.seat_file(data_dir, address, port, code)
    held, note = seat_keys.load(data_dir, kept_at)
    if note is not None:
        w = cli_words()
        typer.echo(w["NET_CLI_TEXT"]["warning"].format(message=error_text(note, w)), err=True)

    def connect(with_token: str | None, with_seat: int | None) -> SeatClient:
        c = SeatClient(address, port, code, name, seat=with_seat, token=with_token, extensions=UI_EXTENSIONS)
        c.connect()  # refused or unreachable: JoinError, one line
        return c

    try:
        if token is None and seat is None and held is not None:
            try:
                client = connect(held.token, held.seat)
                typer.echo(
                    cli_words()["NET_CLI_TEXT"]["taking_back"].format(seat=held.seat + 1, path=kept_at), err=True
                )
            except JoinError as exc:
                if exc.code not in ("bad_token", "unknown_table", "table_full", "seat_taken"):
                    raise
                seat_keys.forget(kept_at)  # a table since ended or replaced: a first join
                client = connect(None, None)
        else:
            client = connect(token, seat)
    except JoinError as exc:
        if exc.code == "table_full":
            # A friend turned away from a full table can still watch it: the command to, whole.
            watch_command = f"escoba join --watch {where} {code}"
            raise JoinError(
                code=exc.code, detail=exc.detail, key="join_table_full", error=exc, watch=watch_command
            ) from None
        raise
    if client.seat is not None and client.token:
        try:
            seat_keys.save(kept_at, seat_keys.HeldSeat(client.seat, client.token))
        except OSError as exc:
            w = cli_words()
            typer.echo(
                w["NET_CLI_TEXT"]["key_not_kept"].format(path=kept_at, reason=error_text(os_reason(exc), w)), err=True
            )
    return client, kept_at


def _watch(address: str, port: int, code: str, name: str, faces: str, lang: str | None) -> None:
    """`escoba join --watch`: the table live in the full-screen game, every hand face down."""
    from ..net.watch_client import WatchClient

    client = WatchClient(address, port, code, name)
    client.connect()  # refused (table_full: no more spectators) or unreachable: JoinError, one line
    with needs_ui():
        from ..ui.watch_app import WatchApp

    try:
        app = WatchApp(client, faces=faces, language=lang)
        app.run()
    finally:
        client.close()
    if app.return_code:
        raise SystemExit(app.return_code)
