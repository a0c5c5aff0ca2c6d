"""What a command's failure looks like: one `error:` line and exit 2."""

from __future__ import annotations


def one_error_line(result, *words: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.output.startswith("error: ") and result.output.count("\n") == 1, result.output
    assert "Traceback" not in result.output
    for word in words:
        assert word in result.output, result.output
