"""The footer: key bindings carry catalogue names (`KEY_PLAY`), worded here where they are drawn."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from ...i18n import catalogue as S
from ...i18n import wording as W

COMPACT_BELOW = 100  # columns: a narrower footer drops the padding around each key


class Footer(TextualFooter):
    """Textual's footer, its key descriptions in the language in force when it composes.

    Bindings are declared once, at import, in no language at all; a language switch needs
    nothing beyond the catalogue's, since every screen composes its footer afresh.

    Below 100 columns it is compact (one space less per key): the replay's keys, the last
    of them q Quit, then fit 80 columns instead of running off the edge."""

    _drawn: tuple | None = None  # what the keys on show were composed from
    # Per key on show (by action), the binding and tooltip it was drawn from; None when the
    # keys are not plain ones in a row (a group, the command palette's key).
    _made_from: dict[str, tuple[Binding, str]] | None = None

    def _shown(self) -> tuple:
        """Everything compose draws the keys from: the screen's bindings (shown or not, on or
        off, their tooltips) and the words in force."""
        return (
            S.in_force(),
            self.show_command_palette,
            tuple(
                (node_binding[1], node_binding[2], node_binding[3])
                for node_binding in self.screen.active_bindings.values()
            ),
        )

    _removing = False  # a recompose is taking the old keys away; its compose is still to come
    _pending = False  # a recompose is asked for and has not begun: it will draw the keys as they are then

    async def recompose(self) -> None:
        self._pending = False
        self._removing = True
        try:
            await super().recompose()
        finally:
            self._removing = False

    def bindings_changed(self, screen: Screen) -> None:
        if self._removing:
            # The keys on show are being taken away and compose, still to come, draws the
            # bindings as they are then: a key mounted in place now would survive the
            # removal and be drawn a second time beside compose's own.
            self._bindings_ready = True
            return
        # Textual composes the footer afresh whenever the screen's bindings are refreshed,
        # which a game screen asks for at every move (keys greyed out, one key more or less
        # as the turn passes); composed again, every key is mounted and styled anew and the
        # whole screen laid out twice. What changed is changed in place instead.
        if self._drawn is not None and self.is_attached and screen is self.screen and self.app.app_focus:
            shown = self._shown()
            if shown == self._drawn or self._change_in_place(shown):
                self._drawn = shown
                return
        if self._pending:
            # A screen's bindings change twice as it starts (mounted, then focused), before
            # the footer's first recompose has run: the one already asked for draws them as
            # they are by then, and a second one would take all its keys away to draw them again.
            self._bindings_ready = True
            return
        self._pending = screen.app.app_focus and self.is_attached and screen is self.screen
        super().bindings_changed(screen)

    @staticmethod
    def _wanted(bindings: tuple) -> dict[str, tuple[Binding, bool, str]] | None:
        """The keys compose draws, by action (its first binding shown), in order; None if
        any is in a group (drawn otherwise: composed afresh)."""
        wanted: dict[str, tuple[Binding, bool, str]] = {}
        for binding, on, tooltip in bindings:
            if binding.show:
                if binding.group is not None:
                    return None
                wanted.setdefault(binding.action, (binding, on, tooltip))
        return wanted

    def _change_in_place(self, shown: tuple) -> bool:
        """Make the keys on show those compose would draw from `shown` by greying keys out
        or back on, removing keys and mounting new ones, all else left as it is; False
        (nothing done) where that cannot give the same picture."""
        drawn, made = self._drawn, self._made_from
        if drawn is None or made is None or shown[:2] != drawn[:2]:
            return False
        wanted = self._wanted(shown[2])
        keys = list(self.children)
        if wanted is None or not all(isinstance(key, FooterKey) for key in keys):
            return False
        have: dict[str, FooterKey] = {key.action: key for key in keys if isinstance(key, FooterKey)}
        if len(have) != len(keys) or set(have) != set(made):
            return False
        kept = [action for action in wanted if action in have]
        if kept != [action for action in have if action in wanted]:
            return False  # the same keys in another order
        if any(made[action] != (wanted[action][0], wanted[action][2]) for action in kept):
            return False
        for action, key in have.items():
            if action not in wanted:
                key.remove()
        previous: FooterKey | None = None
        for action, (binding, on, tooltip) in wanted.items():
            key = have.get(action) or self._key(binding, on, tooltip)
            if action not in have:
                if previous is not None:
                    self.mount(key, after=previous)
                elif kept:
                    self.mount(key, before=have[kept[0]])
                else:
                    self.mount(key)
            elif key._disabled == on:
                key._disabled = not on
                key.set_class(not on, "-disabled")  # dim or not: the same size, no layout
            previous = key
        self._made_from = {action: (binding, tooltip) for action, (binding, _, tooltip) in wanted.items()}
        self.styles.grid_size_columns = len(wanted)
        return True

    def _key(self, binding: Binding, on: bool, tooltip: str) -> FooterKey:
        """A key as Textual's compose makes it, in the words in force."""
        key = FooterKey(
            binding.key,
            self.app.get_key_display(binding),
            W.key_label(binding.description),
            binding.action,
            disabled=not on,
            tooltip=tooltip,
        )
        # Compact or not from the start, as the keys beside it: its width is laid out once,
        # before the binding below would change it (a French key was cut to "Autre captur").
        key.set_reactive(FooterKey.compact, self.compact)
        key.set_class(self.compact, "-compact")
        with self._context():
            return key.data_bind(compact=TextualFooter.compact)

    def compose(self) -> ComposeResult:
        self._removing = False  # the old keys are gone: changes from here on are to these
        # Compact or not before the keys are made, each key so from the start: a key is then
        # styled once, where FooterKey's own default (compact) and then the binding to ours
        # each restyled it (two thirds of the footer's cost on every screen start).
        self.compact = self.app.size.width < COMPACT_BELOW
        self._made_from = None
        if self._bindings_ready:
            self._drawn = self._shown()
            wanted = self._wanted(self._drawn[2])
            if wanted is not None and not (self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE):
                self._made_from = {action: (binding, tooltip) for action, (binding, _, tooltip) in wanted.items()}
        for widget in super().compose():
            description = getattr(widget, "description", None)
            if isinstance(description, str):
                widget.description = W.key_label(description)  # type: ignore[attr-defined]
            if isinstance(widget, FooterKey):
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    def on_mount(self) -> None:
        self.compact = self.app.size.width < COMPACT_BELOW

    def on_resize(self, event: Resize) -> None:
        self.compact = event.size.width < COMPACT_BELOW
