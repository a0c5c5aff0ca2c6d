"""Issue 37.10: how long the replay's arrow keys and `q` (back to the menu) take while a
review runs, on a two-hand record (greedy vs random, target 6, seed 1), the review at 400
worlds a move so it is still searching while the keys are pressed.

    PYTHONPATH=$PWD python benchmarks/review_latency.py 6 1        # arrows, then q
    PYTHONPATH=$PWD python benchmarks/review_latency.py 6 1 q      # q at once
    PYTHONPATH=$PWD python benchmarks/review_latency.py 6 1 none   # no review: the baseline

Run from the checkout's root (it borrows tests/helpers to drive the app headless).
Wall seconds from the key pressed (Textual's pilot) to the model changed."""

import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from helpers.ui_factory import make_app, settle, until, SIZE
from escoba_tui.arena.series import play_series
from escoba_tui.game.rules import make_rules
from escoba_tui.ui.screens.replay import ReplayScreen
from escoba_tui.ui.screens.setup import SetupScreen


async def main():
    from escoba_tui.ui.screens.base import Review

    Review.ITERS = 400
    tmp = Path(tempfile.mkdtemp())
    play_series(
        ["greedy", "random"],
        make_rules("escoba", target=int(sys.argv[1]) if len(sys.argv) > 1 else 3),
        1,
        seed=int(sys.argv[2]) if len(sys.argv) > 2 else 2,
        records=tmp,
    )
    from helpers.ui_factory import play_settings
    from escoba_tui.game.record import read_record

    record = read_record(tmp / "game-1.toml")
    app = make_app(tmp / "data", seed=11, play=play_settings(seats=("human", "greedy"), target=1))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = ReplayScreen(record, "game-1.toml", back=True)
        app.push_screen(screen)
        await until(pilot, lambda: app.screen is screen)
        print("hands", len(screen.record.hands), "moves", sum(len(h.moves) for h in screen.record.hands))
        t = time.monotonic()
        if sys.argv[3:] != ["none"]:
            await pilot.press("a")
            await until(pilot, lambda: len(screen.reviewed) >= 1, timeout=120)
        print(f"first result after {time.monotonic() - t:.2f}s")
        lat = []
        for _ in range(0 if sys.argv[3:] == ["q"] else 8):
            before = screen.move_index
            t0 = time.monotonic()
            await pilot.press("right")
            await until(pilot, lambda before=before: screen.move_index != before, timeout=60)
            lat.append(time.monotonic() - t0)
        if lat:
            print("arrow latency s:", " ".join(f"{x:.3f}" for x in lat), "max", f"{max(lat):.3f}")
        t0 = time.monotonic()
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, SetupScreen), timeout=60)
        print(f"q to menu: {time.monotonic() - t0:.3f}s; reviewed {len(screen.reviewed)}")


if __name__ == "__main__":
    asyncio.run(main())
