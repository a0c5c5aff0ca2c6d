"""Reads `hello` and never answers `ready`."""

from _proto import log, messages

for message in messages():
    log(f"slow_start: got {message['type']}, not answering")
