"""Text for people: match summaries and records as readable games."""

from __future__ import annotations

import os

from collections.abc import Mapping
from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..arena.series import Series, duplicate_result
from ..files.names import shown_name, shown_names
from ..game.cards import NOTATION
from ..game.record import Record, RecordError, replay
from ..game.results import Result
from ..game.rules import Rules
from ..i18n.catalogue import english_words
from ..i18n.wording import number, numbers_in, say


def series_json(series: Series, rules: Rules, seed: int, duplicate: bool) -> dict:
    out = {
        "rules": rules.preset,
        "rules_options": rules.differences(),
        "seed": seed,
        "duplicate": duplicate,
        "deals": series.deals,
        "games": len(series.outcomes),
        "players": [s.to_json() for s in series.stats],
        "records": [str(p) for p in series.records],
    }
    if series.partners:
        out["sides"] = [
            {
                "players": [series.names[p] for p in side],
                "wins": series.stats[side[0]].wins,
                "draws": series.stats[side[0]].draws,
                "losses": series.stats[side[0]].losses,
                "points": series.stats[side[0]].points,
            }
            for side in series.sides()
        ]
    if duplicate and len(series.specs) >= 2:
        out["duplicate_result"] = duplicate_result(series).to_json()
    return out


SUMMARY_WIDTH = 110  # the width of a summary written to a file or a pipe


def summary_console() -> Console:
    """The console a summary prints on: the terminal's width in a terminal, or the width
    COLUMNS asks for; otherwise (a file, a pipe, where Rich would assume 80 columns) at
    least SUMMARY_WIDTH."""
    probe = Console()
    if probe.is_terminal or os.environ.get("COLUMNS", "").strip().isdigit():
        return probe
    return Console(width=max(SUMMARY_WIDTH, probe.width))


def series_table(
    series: Series,
    rules: Rules,
    duplicate: bool = False,
    console: Console | None = None,
    words: Mapping[str, Any] | None = None,
) -> None:
    """The summary of a match, in the catalogue `words` (default: English)."""
    w = words if words is not None else english_words()
    t = w["MATCH_TEXT"]
    console = console or summary_console()
    games = len(series.outcomes)
    if duplicate:
        seatings = games // series.deals if series.deals else 0
        title = t["title_duplicate"].format(
            deals=series.deals, seatings=seatings, games=games, rules=rules.preset, target=rules.target
        )
    else:
        title = t["title_one" if games == 1 else "title"].format(games=games, rules=rules.preset, target=rules.target)
    rows = []
    for st in series.stats:
        mean, half = st.per_hand()
        forfeits = ", ".join(f"{w['FAULT_WORDS'].get(k, k)} {v}" for k, v in st.forfeits.items()) or "-"
        rows.append(
            [
                shown_name(st.name),
                str(st.games),
                str(st.wins),
                str(st.draws),
                str(st.losses),
                numbers_in(f"{st.score:g}", w),
                str(st.points),
                number(mean, 3, w),
                number(half, 3, w),
                forfeits,
            ]
        )
    table = Table(title=title)
    for i, col in enumerate(t["columns"]):
        # the numbers and their headings are never cut: on a narrow console the name and
        # the forfeits fold onto more lines instead
        whole = i not in (0, 9)
        table.add_column(
            col,
            justify="left" if i in (0, 9) else "right",
            no_wrap=whole,
            overflow="ellipsis" if whole else "fold",
            min_width=max(cell_len(r) for r in [col, *(row[i] for row in rows)]) if whole else min(8, cell_len(col)),
        )
    for row in rows:
        table.add_row(*map(Text, row))
    console.print(fitted(table, console))
    if series.partners:
        console.print(fitted(sides_table(series, w), console))
    if duplicate and len(series.specs) >= 2:
        console.print(Text(duplicate_text(series, w)))
    if series.records:
        n = len(series.records)
        console.print(Text(t["records_one" if n == 1 else "records"].format(n=n, folder=series.records[0].parent)))


def fitted(table: Table, console: Console) -> Table:
    """`table` drawn within the console's width with every heading whole: where its lines
    and padding do not fit (French, Spanish and Portuguese headings at 80 columns), it
    drops the vertical lines, then the padding, before rich would cut a heading short."""
    from rich import box
    from rich.measure import Measurement

    def width() -> int:
        # Its natural width: measured with room to spare, not squeezed to the console's.
        return Measurement.get(console, console.options.update_width(10_000), table).maximum

    if width() > console.width:
        table.box, table.pad_edge, table.show_edge = box.SIMPLE_HEAD, False, False
    if width() > console.width:
        table.padding = (0, 1, 0, 0)
    return table


def sides_table(series: Series, words: Mapping[str, Any] | None = None) -> Table:
    """With partners: one row per side, the result the partners share."""
    t = (words if words is not None else english_words())["MATCH_TEXT"]
    table = Table(title=t["sides"])
    for i, col in enumerate(t["side_columns"]):
        table.add_column(col, justify="left" if i == 0 else "right")
    for side in series.sides():
        st = series.stats[side[0]]  # partners share every game's result
        table.add_row(
            Text(" & ".join(shown_name(series.names[p]) for p in side)),
            str(st.wins),
            str(st.draws),
            str(st.losses),
            str(st.points),
        )
    return table


def duplicate_text(series: Series, words: Mapping[str, Any] | None = None) -> str:
    """Two lines: the paired margin of the first player over the second, and the match score."""
    w = words if words is not None else english_words()
    t = w["MATCH_TEXT"]
    result = duplicate_result(series)
    mean, half = result.margin()

    def signed(x: float) -> str:
        return numbers_in(f"{x:+.3f}", w)

    interval = t["interval"].format(
        mean=signed(mean), half=number(half, 3, w), low=signed(mean - half), high=signed(mean + half)
    )
    if result.hands < 2:
        interval = t["few_hands"].format(mean=signed(mean))
    first, second = shown_name(result.first), shown_name(result.second)
    return (
        t["margin"].format(first=first, second=second, interval=interval, hands=result.hands)
        + "\n"
        + t["score"].format(
            first=first,
            a=numbers_in(f"{result.score_first:g}", w),
            b=numbers_in(f"{result.score_second:g}", w),
            second=second,
            games=result.games,
        )
    )


def record_text(record: Record, source: str = "record", words: Mapping[str, Any] | None = None) -> str:
    """The game as text: each hand, each move, the count; in the catalogue `words`
    (default: English, the command line's language unless --lang asks for another)."""
    w = words if words is not None else english_words()
    t = w["RECORD_TEXT"]
    game = replay(record, source)
    names = shown_names(record.seats)
    side_names = [" & ".join(names[s] for s in side) for side in record.teams]
    lines = [
        t["head"].format(sides=t["vs"].join(side_names), rules=record.rules, target=record.target)
        + (t["seed"].format(seed=record.seed) if record.seed is not None else ""),
    ]
    if record.rules_options:
        lines.append(t["options"].format(options=", ".join(f"{k}={v}" for k, v in record.rules_options.items())))
    for i, (rh, gh) in enumerate(zip(record.hands, game.hands), 1):
        lines.append("")
        lines.append(t["hand"].format(n=i, dealer=names[rh.dealer], cards=" ".join(NOTATION[c] for c in rh.deck[:4])))
        _hand_lines(lines, record, rh, i, t)
        if gh.score is not None:
            sc = gh.score
            lines.append("  " + t["count"])
            lines += _count_lines(sc, side_names, w, t, translated=words is not None)
            lines.append(
                "  " + t["points"].format(points=", ".join(f"{side_names[s]} {p}" for s, p in enumerate(sc.points)))
            )
    lines.append("")
    lines.append(t["final"].format(scores=", ".join(f"{side_names[s]} {p}" for s, p in enumerate(record.scores))))
    if record.result == Result.FORFEIT and record.forfeit_seat is not None:
        reason = record.forfeit_reason or ""
        lines.append(t["forfeit"].format(name=names[record.forfeit_seat], reason=w["FAULT_WORDS"].get(reason, reason)))
    if record.winner is not None:
        lines.append(t["winner"].format(side=side_names[record.winner]))
    elif record.result == Result.ABANDONED:
        lines.append(t["abandoned"])
    return "\n".join(lines)


def _count_lines(sc, side_names: list[str], w: Mapping[str, Any], t: Mapping[str, str], translated: bool) -> list[str]:
    """The count of a hand as a block: its columns as wide as their longest label (a
    translated "Le plus de cartes" does not push its row out of line); "escobas" is
    written as the other categories are (translated and capitalized, or the record's word)."""

    def label(category: str) -> str:
        return w["COUNT_CATEGORIES"].get(category, category) if translated else category

    rows = [
        (label(a.category), side_names[a.side] if a.side is not None else t["nobody"], say(a.reason, words=w))
        for a in sc.awards
    ]
    escobas = label("escobas") if translated else t["escobas"]
    wide = max([len(escobas), *(len(r[0]) for r in rows)])
    who_wide = max([len(t["nobody"]), *(len(r[1]) for r in rows)])
    lines = [f"    {c:<{wide}}  {who:<{who_wide}}  {why}".rstrip() for c, who, why in rows]
    return lines + [f"    {escobas:<{wide}}  " + ", ".join(f"{side_names[s]} {n}" for s, n in enumerate(sc.escobas))]


def _hand_lines(lines: list[str], record: Record, rh, number: int, t: Mapping[str, str]) -> None:
    from ..game.engine import HandState

    def cards(cs) -> str:
        return " ".join(NOTATION[c] for c in cs)

    rules = record.make_rules()
    hand = HandState(rules, rh.deck, rh.dealer, record.teams)
    names = shown_names(record.seats)
    label_wide = max(13, *(len(t["seat"].format(name=n)) for n in names))
    if hand.opening:
        lines.append("  " + t["opening"].format(dealer=names[rh.dealer], cards=cards(hand.opening)))
    dealt = -1
    for k, move in enumerate(rh.moves, 1):
        if hand.deck_pos != dealt:
            dealt = hand.deck_pos
            lines.append(
                "  "
                + t["deal"].format(
                    hands=t.get("deal_join", "; ").join(f"{names[s]} {cards(hand.hands[s])}" for s in range(hand.seats))
                )
            )
        seat = hand.turn
        legal = hand.find_legal(move)
        if legal is None:
            raise RecordError(f"hand {number}: move {k} ({move}) is not legal here (verify the record)")
        escoba = hand.play_unchecked(legal)
        if move.claim:
            text = t["claim"].format(cards=" + ".join(NOTATION[c] for c in (move.card, *move.captures)))
        elif move.captures:
            text = t["take"].format(card=NOTATION[move.card], cards=" + ".join(NOTATION[c] for c in move.captures))
        else:
            text = t["play"].format(card=NOTATION[move.card])
        # "You: plays 4c": the name is a label, never the subject a verb agrees with.
        seat_label = t["seat"].format(name=names[seat])
        lines.append(f"  {k:>3}. {seat_label:<{label_wide}} {text}{'  ' + t['escoba'] if escoba else ''}")
    if hand.leftovers and hand.last_capturer is not None:
        lines.append("  " + t["leftovers"].format(name=names[hand.last_capturer], cards=cards(hand.leftovers)))
