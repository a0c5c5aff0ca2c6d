"""The game screen at a hosted table, and the screen that waits for the table to fill.

The game screen is the one of a local match, driving a ClientMatch: the other seats
"think" until the host reports their moves, and the human's move goes to the host. The
connection's messages reach the screen on the app's thread; a drop shows a note, the
client joins again with its token, and `resync` redraws the position.

With a host that has our additions (docs/network.md), each other seat's panel says
whether its player is here, away or thinking, with the host's clock, and the end screen
offers the host's rematch; without them the screen is as before, and the end screen
offers only to leave.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Button, Static

from ...game.cards import Move, NotationError, parse_move
from ...game.results import Result
from ...i18n import catalogue as S
from ...i18n import wording as W
from ...net.wire import REMATCH
from ...players import Decision
from ..net_session import ClientMatch
from ..settings import Display
from ..widgets.footer import Footer
from ..widgets.hand import HandView
from ..widgets.seats import Presence, SeatPanel
from ..widgets.text import clock_text
from .base import TooSmall
from .game import GameScreen
from ..widgets.move_log import takeover_names
from .modals import CountScreen, EndScreen, Leave, LeaveScreen


def forfeit_note(result: dict[str, Any], names: Any) -> str:
    """Why the match ended early, with who and why when the host says (our addition to game_end)."""
    seat, cause = result.get("forfeit_seat"), result.get("forfeit_cause")
    if not isinstance(seat, int) or not 0 <= seat < len(names):
        return S.NET_FORFEIT
    why = S.NET_FORFEIT_CAUSES.get(cause, "") if isinstance(cause, str) else ""
    return (S.NET_FORFEIT_WHO_WHY if why else S.NET_FORFEIT_WHO).format(name=names[seat], why=why)


class WaitScreen(Screen):
    """Seated, waiting for the other players to take their seats."""

    DEFAULT_CSS = "WaitScreen { align: center middle; }"
    BINDINGS = [Binding("q", "app.quit", "KEY_QUIT")]

    def __init__(self, code: str, seat: int, waiting: int) -> None:
        super().__init__()
        self.code, self.seat, self.waiting = code, seat, waiting

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(classes="dialog"):
            yield Static(S.NET_TABLE.format(code=self.code), classes="dialog-title")
            yield Static(W.waiting_for(self.waiting), id="waiting")
        yield Footer()


class NetCountScreen(CountScreen):
    """The count of a hand at a hosted table, with the clocks that run while it is up: our
    move's when it comes next (held until we go on, at most as long as the host says), and
    after the last hand the rematch offer's time."""

    def __init__(self, net: ClientMatch, *args: Any) -> None:
        super().__init__(*args)
        self.net = net

    def compose_notes(self) -> ComposeResult:
        yield Static("", id="count-clock", classes="note")

    def on_mount(self) -> None:
        self.show_clock()
        self.set_interval(1.0, self.show_clock)

    def clock_line(self) -> str:
        """The countdown that runs behind this count, in words; "" when none does."""
        net = self.net
        rematch = net.rematch or {}
        if net.result is not None:
            return (
                S.NET_REMATCH_OPEN.format(time=clock_text(net.rematch_ms())) if rematch.get("state") == "open" else ""
            )
        if net.thinking() != net.me:
            return ""
        held = net.held_ms(net.me)
        if held is not None:
            return S.NET_COUNT_HELD.format(time=clock_text(held))
        left = net.clock_ms(net.me)
        return S.NET_COUNT_CLOCK.format(time=clock_text(left)) if left is not None else ""

    def show_clock(self) -> None:
        if not self.is_attached:
            return
        try:
            line = self.query_one("#count-clock", Static)
        except NoMatches:  # the screen is going (its widgets first): nothing to draw
            return
        text = self.clock_line()
        line.update(Content(text))
        line.display = bool(text)


class NetEndScreen(EndScreen):
    """The end of a hosted match: the host's rematch (when it offers one) or leave."""

    BINDINGS = [Binding("q", "choose('quit')", "NET_LEAVE")]

    def __init__(self, net: ClientMatch, winner: str | None, side_names, scores, note: str = "") -> None:
        super().__init__(
            winner, side_names, scores, note, choices=[(Leave.REMATCH, S.END_REMATCH), (Leave.QUIT, S.NET_LEAVE)]
        )
        self.net = net

    def compose_notes(self) -> ComposeResult:
        # Composed with the dialog, not mounted into it later: a mount from on_mount can
        # run before the dialog itself is mounted (a MountError seen under load).
        yield Static("", id="rematch-note", classes="note")

    def on_mount(self) -> None:
        self.show_rematch()
        self.set_interval(1.0, self.show_rematch)

    def offered(self) -> bool:
        rematch = self.net.rematch
        return rematch is not None and rematch.get("state") == "open"

    def show_rematch(self) -> None:
        """The rematch's state in words; the button only while it can be asked for."""
        if not self.is_attached:
            return
        rematch = self.net.rematch or {}
        state = rematch.get("state")
        left = clock_text(self.net.rematch_ms())
        if state == "open" and self.net.asked_rematch:
            told = rematch.get("asked")
            asked: list[Any] = told if isinstance(told, list) else []
            names = [
                n
                for s, n in enumerate(self.net.names)
                if s not in asked and s != self.net.me and self.net.seat_state(s) != "host"
            ]
            text = S.NET_REMATCH_WAITING.format(names=S.SIDE_JOIN.join(names) or "…", time=left)
        elif state == "open":
            text = S.NET_REMATCH_OPEN.format(time=left)
        elif state == "declined":
            reason = rematch.get("reason")
            text = S.NET_REMATCH_DECLINED.format(
                reason=S.NET_REMATCH_REASONS.get(reason, "") if isinstance(reason, str) else ""
            )
        elif state == "agreed":
            text = S.NET_REMATCH_GO
        else:
            text = S.NET_REMATCH_NONE
        if state == "open":  # who has asked so far (the seats the host plays always agree)
            asked_names = [self.net.names[s] for s in self.net.rematch_asked() if self.net.seat_state(s) != "host"]
            text += "\n" + (
                S.NET_REMATCH_ASKED.format(names=S.SIDE_JOIN.join(asked_names)) if asked_names else S.NET_REMATCH_NOBODY
            )
        self.query_one("#rematch-note", Static).update(Content(text))  # names are text, never markup
        button = self.query_one("#rematch", Button)
        shown = self.offered()
        if shown and not button.display and not self.net.asked_rematch and self.focused in (None, self.leave_button()):
            button.display = True
            button.focus()  # the offer came after the screen: Rematch takes the focus it has by right
        button.display = shown
        button.disabled = self.net.asked_rematch
        self.refresh_bindings()

    def leave_button(self) -> Button | None:
        try:
            return self.query_one(f"#{Leave.QUIT}", Button)
        except NoMatches:
            return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters and parameters[0] == "rematch":
            return self.offered() and not self.net.asked_rematch
        return super().check_action(action, parameters)

    def action_choose(self, what: str) -> None:
        if what != Leave.REMATCH:
            self.dismiss(Leave(what))
        elif self.offered() and not self.net.asked_rematch:
            self.net.ask_rematch()  # the screen stays: the host's answer comes as rematch_status
            self.show_rematch()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        # Not EndScreen's handler too (Textual calls every class's handler in the MRO unless
        # told not to): it would dismiss with "rematch", and the seat would leave the table.
        event.stop()
        event.prevent_default()
        self.action_choose(event.button.id or "quit")


class NetGameScreen(GameScreen):
    """The game screen for one seat at a hosted table."""

    DEFAULT_CSS = """
    NetGameScreen #net-banner { display: none; height: auto; padding: 0 1; background: $error; color: $text; }
    NetGameScreen #net-banner.shown { display: block; }
    """

    def __init__(self, match: ClientMatch, display: Display, data_dir) -> None:
        super().__init__(match, display, data_dir)
        self.net: ClientMatch = match
        self.takeovers = match.takeovers  # the host marks the computer's moves for a seat gone
        self.deal_wanted = False  # advance() waits for the host's next hand_start
        self.turn_wanted = False  # advance() waits for the host to ask for our move
        self.shown_end = False
        self.said_waiting: str | None = None  # the header's word for the seat awaited, as last drawn
        self.sent: Move | None = None  # our move, sent: drawn once the host's `played` says it has it

    def compose_banner(self) -> ComposeResult:
        # What the connection is doing, while it is not simply up: a line that stays.
        # Composed with the screen (a mount from on_mount found no board once when the
        # screen was going as soon as it came, under load).
        yield Static("", id="net-banner", markup=False)

    def on_mount(self) -> None:
        super().on_mount()
        self.set_interval(1.0, self.tick)  # the clocks count down

    def tick(self) -> None:
        self.show_presence()
        self.show_connection()

    def thinking_status(self, seat: int) -> str:
        # A seat's move is awaited, but its player may not be there to think: away, gone
        # on purpose, or played on by the host's computer (the presence addition says which).
        state = self.net.seat_state(seat)
        name = self.names[seat]
        if state == "away":
            return S.NET_AWAITED_AWAY.format(name=name)
        if state == "left":
            return S.NET_AWAITED_LEFT.format(name=name)
        if state == "ai":
            return S.THINKING.format(name=S.NET_TAKEOVER_NAME.format(name=name))
        if state in ("", "unknown"):  # not told (a spectator never is): awaited, nothing more
            return S.NET_AWAITED.format(name=name)
        return super().thinking_status(seat)

    def redraw(self) -> None:
        self.said_waiting = self.thinking_status(self.thinking) if self.thinking is not None else None
        super().redraw()
        hand = self.hand
        if self.sent is not None and hand is not None:
            self.query_one("#status", Static).update(" · ".join((S.HAND_NUMBER.format(n=hand.hand_number), S.NET_SENT)))
        self.show_presence()
        self.show_connection()

    def begin_human(self, seat: int) -> None:
        super().begin_human(seat)
        self.net.turn_shown()  # our turn is on screen: the host's clock for it starts now

    def count_screen(self, number: int, score, before: list[int], last: bool) -> CountScreen:
        return NetCountScreen(
            self.net, number, score, self.side_names, before, self.match.rules.target, last, self.look.style
        )

    def mover_names(self, index: int) -> list[str]:
        hand = self.hand
        if hand is not None and (hand.hand_number, index) in self.net.takeovers:
            return takeover_names(self.names, hand.turn)
        return list(self.names)

    def human_turn(self) -> bool:
        # No move while the host cannot hear it (nor one while the last is on its way).
        return self.net.connected() and self.sent is None and super().human_turn()

    def connection_text(self) -> str:
        """The banner: what the connection is doing, worded once; "" while it is up."""
        net = self.net
        if net.stopped is not None and net.stopped.get("resumes") is not True:
            return S.NET_STOPPED_FOR_GOOD
        if net.stopped is not None and net.lost is None:
            # The host said it would be back: the client tries to join again meanwhile.
            if net.down is None or net.retry_most_ms is None:
                return S.NET_STOPPED
            since, attempt = net.down
            return S.NET_STOPPED_RETRYING.format(
                n=attempt,
                time=clock_text(int((net.clock() - since) * 1000)),
                most=clock_text(net.retry_most_ms),
                key=W.key_name("q"),
            )
        if net.lost is not None:
            if net.game.over or net.result is not None:
                return ""
            why = net.lost.get("why")
            if why == "gave_up":
                attempts = net.down[1] if net.down is not None else 0
                since = net.down[0] if net.down is not None else net.clock()
                detail = S.NET_GAVE_UP.format(n=attempts, time=clock_text(int((net.lost_at - since) * 1000)))
            elif why == "error":
                detail = S.NET_HOST_ERROR.format(message=net.lost.get("reason", ""))
            else:
                detail = S.NET_CLOSED
            return S.NET_LOST.format(reason=detail)
        if net.down is not None:
            since, attempt = net.down
            tried = clock_text(int((net.clock() - since) * 1000))
            if net.retry_most_ms is None:
                return S.NET_LOST.format(reason=S.NET_RECONNECTING.format(n=attempt, time=tried))
            most = clock_text(net.retry_most_ms)
            return S.NET_LOST.format(
                reason=S.NET_RECONNECTING_UNTIL.format(n=attempt, time=tried, most=most, key=W.key_name("q"))
            )
        return ""

    def show_connection(self) -> None:
        if not self.is_attached:
            return
        try:
            banner = self.query_one("#net-banner", Static)
        except NoMatches:  # not mounted yet
            return
        text = self.connection_text()
        banner.update(text)
        banner.set_class(bool(text), "shown")

    def show_presence(self) -> None:
        """Who is here, away or thinking, and the host's clock: on the other seats' panels
        and, on our turn, in the title of our hand. Nothing when the host does not say."""
        hand = self.hand
        if hand is None or not self.is_attached:
            return
        net = self.net
        n = len(net.names)
        shown = self.viewer
        others = [(shown + k) % n for k in range(1, n)] if shown is not None else list(range(n))
        panels = list(self.query(SeatPanel))
        if len(panels) != len(others):
            return
        waiting = self.thinking_status(self.thinking) if self.thinking is not None else None
        if waiting != self.said_waiting:
            self.redraw()  # the header says who is awaited: here, away, gone or the computer
            return
        thinking = net.thinking()
        takeover = bool(net.takeover())
        for panel, seat in zip(panels, others):
            panel.presence = Presence(net.seat_state(seat), net.away_ms(seat), takeover)
            panel.thinking = thinking == seat
            panel.clock = net.clock_ms(seat) if thinking == seat else None
        mine = not hand.over and hand.turn == net.me and net.connected()
        self.query_one(HandView).clock = net.clock_ms(net.me) if mine else None

    # -- the host's messages

    def receive(self, message: dict[str, Any]) -> None:
        meaning = self.net.receive(message)
        if (meaning == "deal" and self.deal_wanted) or (meaning == "turn" and self.turn_wanted):
            self.deal_wanted = self.turn_wanted = False
            self.advance()
        elif meaning == "played":
            self.show_presence()
            if self.sent is not None and message.get("seat") == self.net.me:
                self.host_has(message)
        elif meaning == "resync":
            self.token += 1  # whatever was under way was for the old position
            self.thinking = None
            self.sent = None  # a move the host never had is asked for again (its `turn` follows)
            self.clear_choice()
            while len(self.app.screen_stack) > 1 and self.app.screen is not self:
                self.app.pop_screen()
            self.notify(S.NET_BACK)
            self.advance()
        elif meaning == "end":
            self.token += 1
            if self.is_mounted:  # else its first look (on_mount: advance) finds the match over
                self.end_of_match()
        elif meaning == "presence":
            self.show_presence()
            if isinstance(self.app.screen, NetCountScreen):
                self.app.screen.show_clock()  # our clock, held or running, behind the count
        elif meaning == "rematch" and isinstance(self.app.screen, NetEndScreen):
            self.app.screen.show_rematch()
        elif meaning == "rematch" and isinstance(self.app.screen, NetCountScreen):
            self.app.screen.show_clock()  # the offer's time runs behind the last count
        elif meaning == "connection":
            if not self.net.connected():
                self.workers.cancel_group(self, "hint")
            if self.hand is not None:
                self.redraw()
            else:
                self.show_connection()

    # -- leaving: a decision, said with what becomes of the seat

    def leave_title(self) -> str:
        return S.NET_LEAVE_TITLE

    def leave_note(self) -> str:
        grace, takeover = self.net.grace_ms(), self.net.takeover()
        if grace is None or takeover is None:  # a host without presence does not say
            return S.NET_LEAVE_UNKNOWN
        return (S.NET_LEAVE_TAKEOVER if takeover else S.NET_LEAVE_FORFEIT).format(time=clock_text(grace))

    def action_leave(self) -> None:
        net = self.net
        if net.stopped is not None or net.lost is not None or net.result is not None:
            super().action_leave()  # the table is gone or the match over: nothing to decide
            return
        self.app.push_screen(LeaveScreen(self.leave_title(), self.leave_note()), self.leave_answered)

    def leave_answered(self, leave: bool | None) -> None:
        if leave:
            super().action_leave()

    # -- our move, made once the host has it

    def apply(self, move: Move) -> None:
        hand = self.hand
        if hand is None or hand.over or hand.turn != self.net.me:
            super().apply(move)  # another seat's move: the host reported it already
            return
        if not self.net.connected():
            return
        self.sent = move
        self.net.send_move(move)
        self.waiting = True
        self.clear_choice()
        self.hint = ""
        self.redraw()

    def host_has(self, message: dict[str, Any]) -> None:
        """The host's `played` for our move: now it is made on screen (as the host has it)."""
        sent, self.sent = self.sent, None
        hand = self.hand
        if hand is None or sent is None:
            return
        try:
            move = hand.find_legal(parse_move(str(message.get("move"))))
        except NotationError:
            move = None
        super().apply(move if move is not None else sent)

    # -- the flow, where the host sets the pace

    def advance(self) -> None:
        if not self.is_attached:
            return
        if self.net.game.hand is None and not self.net.can_deal() and not self.net.game.over:
            self.deal_wanted = True  # joined between hands: the host deals next
            return
        if self.net.needs_deal() and not self.net.can_deal():
            self.deal_wanted = True
            self.waiting = True
            self.redraw()
            return
        hand = self.net.game.hand
        if (
            hand is not None
            and not hand.over
            and hand.turn == self.net.me
            and not self.net.game.over
            and not self.net.asked()
        ):
            # Our move comes once the host asks: its `deal` has come by then, so the
            # picture holds our real new cards rather than stand-ins.
            self.turn_wanted = True
            self.waiting = True
            self.redraw()
            return
        self.net.reveal()
        super().advance()

    def ai_done(self, token: int, decision: Decision | None, error: str, legal: list[Move]) -> None:
        if token != self.token or not self.is_attached:
            return
        self.net.reveal()  # the card the host showed goes where the picture had a stand-in
        super().ai_done(token, decision, error, legal)

    def save(self) -> None:
        pass  # the host keeps the record; the local saved match is not touched

    def end_of_match(self) -> None:
        if self.shown_end:
            return
        self.shown_end = True
        self.waiting = True
        self.thinking = None  # the match is over: nobody is thinking any more (a forfeit ends it mid-turn)
        game = self.net.game
        result = self.net.result or {}
        note = forfeit_note(result, self.net.names) if result.get("result") == Result.FORFEIT else ""
        if self.hand is not None:
            self.redraw()
        winner = self.net.side_name(game.winner) if game.winner is not None else None
        self.app.push_screen(self.end_screen(winner, game.running_scores(), note), self.after_end)

    def end_screen(self, winner: str | None, scores: Any, note: str) -> EndScreen:
        """The end of the match: the host's rematch, or Leave (escoba join)."""
        if REMATCH in self.net.client.extensions:
            return NetEndScreen(self.net, winner, self.side_names, scores, note)
        return EndScreen(winner, self.side_names, scores, note)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "export":
            return False
        return super().check_action(action, parameters)
