"""Hand-checkable record sets shared by the planner tests (DESIGN.md golden cases)."""

from __future__ import annotations

from tflite_memplan.records import UsageRecord


def recs(*triples: tuple[int, int, int]) -> list[UsageRecord]:
    """Records from ``(size, first, last)`` triples."""
    return [UsageRecord(size=s, first=f, last=e) for s, f, e in triples]


# naive 234; offsets reach 124 = offset lower bound; shared-objects lower bound 128.
EIGHT = recs((32, 0, 1), (28, 1, 4), (36, 2, 5), (16, 3, 5), (8, 4, 5), (64, 5, 7), (10, 6, 8), (40, 7, 8))
# shared objects {64, 32}; offsets 0,64,0,64,0 (arena 96); with 128-byte alignment 0,128,0,128,0 (160).
CHAIN = recs((16, 0, 1), (8, 1, 2), (64, 2, 3), (32, 3, 4), (8, 4, 5))
