"""Writing files so that a crash or a reader never sees half of one."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_text_atomic(path: str | os.PathLike[str], text: str, private: bool = False) -> Path:
    """Write `text` to a temporary file beside `path`, flush it to disk, then rename it
    over `path`: the file is either the old one or the whole new one. `private`: only
    its owner may read it (a seat's key)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        if hasattr(os, "fchmod") and not private:  # mkstemp makes it 0600: give it the mode open() would
            os.fchmod(fd, 0o666 & ~current_umask())
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def current_umask() -> int:
    """The process's umask, read without changing it where Linux says it (setting and
    restoring it would race with other threads creating files)."""
    from .reader import read_bytes_capped

    try:
        status = read_bytes_capped("/proc/self/status", 64 * 1024, "process status").decode("ascii", "replace")
        for line in status.splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (ValueError, IndexError):  # FileReadError is a ValueError
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
