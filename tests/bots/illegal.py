"""Answers a turn with a move that is not in `legal`.

argv[1]: absent (a card it does not hold, in good notation) or nonsense (not a move at all).
"""

import sys

from _proto import messages, ready, send

mode = sys.argv[1] if len(sys.argv) > 1 else "absent"
for message in messages():
    if message["type"] == "hello":
        ready("illegal")
    elif message["type"] == "turn":
        if mode == "nonsense":
            send({"type": "move", "move": "11x"})
            continue
        hand = set(message["state"]["hand"])
        elsewhere = next(f"{r}{s}" for s in "oceb" for r in range(1, 11) if f"{r}{s}" not in hand)
        send({"type": "move", "move": elsewhere})
