"""The seats `escoba join` holds: one small file per host, port and table code in the
data folder's `seats/`, with the seat and its token (the key `joined` gave), readable by
the user only. The next `escoba join` to the same table takes the seat back with it, so a
client that was killed or whose terminal was closed returns to the same seat, hand and
turn. The file goes when the match is over; one that cannot be read is moved to
`unreadable/` (never deleted) and the join goes on without it."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import EscobaError, os_reason, part
from ..files.atomic import write_text_atomic
from ..files.reader import loads_json, read_text_capped
from ..study.saves import move_aside
from ..game.values import is_int

FOLDER = "seats"
MAX_FILE = 4096  # a seat and a token are a few dozen bytes
MAX_TOKEN = 256
TOKEN = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_TOKEN}}}")
MAX_SEAT = 5  # six seats at most


@dataclass(frozen=True)
class HeldSeat:
    seat: int
    token: str


def _part(text: str) -> str:
    """A piece of a file name from a host name or a code: safe characters only, bounded."""
    return re.sub(r"[^A-Za-z0-9.-]", "_", text)[:64] or "_"


def seat_file(data_dir: Path, host: str, port: int, code: str) -> Path:
    return Path(data_dir) / FOLDER / f"{_part(host)}_{int(port)}_{_part(code)}.json"


def load(data_dir: Path, path: Path) -> tuple[HeldSeat | None, EscobaError | None]:
    """The seat kept in `path`, if any; and a note when the file could not be used (it is
    then moved aside, and the join goes on as a first one): facts the catalogue words
    where it is shown (str(): English)."""
    if not path.exists() and not path.is_symlink():
        return None, None
    try:
        doc = loads_json(read_text_capped(path, MAX_FILE, "seat file"))
        if not isinstance(doc, dict):
            raise EscobaError(key="seat_file_not_object")
        seat, token = doc.get("seat"), doc.get("token")
        if not is_int(seat) or not 0 <= seat <= MAX_SEAT:
            raise EscobaError(key="seat_file_seat")
        if not isinstance(token, str) or not TOKEN.fullmatch(token):
            raise EscobaError(key="seat_file_token")
        return HeldSeat(seat, token), None
    except (EscobaError, ValueError, RecursionError) as exc:
        problem = (
            exc
            if isinstance(exc, EscobaError)
            else part("not_json_at", line=exc.lineno, column=exc.colno)
            if isinstance(exc, json.JSONDecodeError)
            else part("too_deep")
            if isinstance(exc, RecursionError)
            else EscobaError(str(exc) or type(exc).__name__)
        )
        try:
            kept = move_aside(data_dir, path)
        except OSError as move_error:
            return None, part("seat_file_ignored", path=str(path), problem=problem, reason=os_reason(move_error))
        return None, part("seat_file_kept", path=str(path), problem=problem, kept=str(kept))


def save(path: Path, held: HeldSeat) -> None:
    """Keep the seat (a token of another form than ours is not kept: nothing to take back)."""
    if isinstance(held.seat, bool) or not 0 <= held.seat <= MAX_SEAT or not TOKEN.fullmatch(held.token):
        return
    write_text_atomic(path, json.dumps({"seat": held.seat, "token": held.token}) + "\n", private=True)


def forget(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
