"""The documents README points to are in the repository, and every relative link in
them leads to a file that exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
PAGES = [ROOT / "README.md", ROOT / "examples" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def test_readme_points_to_the_three_documents():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("rules.md", "record.md", "player-protocol.md"):
        assert f"(docs/{name})" in text
        assert (ROOT / "docs" / name).is_file()


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_lead_somewhere(page):
    broken = []
    for target in LINK.findall(page.read_text(encoding="utf-8")):
        if "://" in target or target.startswith("mailto:"):
            continue
        if not (page.parent / target).exists():
            broken.append(target)
    assert broken == [], f"{page.name}: broken links {broken}"
