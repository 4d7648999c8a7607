"""The no-reuse baseline: every record gets bytes of its own."""

from __future__ import annotations

from collections.abc import Sequence

from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord, align_up


def naive_offsets(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """Lay records end to end in their given order (each aligned). O(n).

    Records with an offline offset keep it; the rest start after the highest of them.
    """
    offsets: list[int] = [0] * len(records)
    cursor = max((r.offline_offset + r.size for r in records if r.offline_offset is not None), default=0)
    top = cursor
    for i, r in enumerate(records):
        if r.offline_offset is not None:
            offsets[i] = r.offline_offset
            continue
        if r.size == 0:
            continue
        offsets[i] = align_up(cursor, alignment)
        cursor = offsets[i] + r.size
        top = max(top, cursor)
    return OffsetPlan(tuple(offsets), top)
