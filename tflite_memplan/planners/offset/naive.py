"""The no-reuse baseline: every record gets bytes of its own."""

from __future__ import annotations

from collections.abc import Sequence

from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord, align_up


def naive_offsets(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """Lay records end to end in their given order (each aligned). O(n).

    Records with an offline offset keep it; the rest start after the highest of them.
    A zero-byte record sits where the next record would start (it occupies nothing,
    but like any record its offset is at most the arena), as in TFLite GPU's ``NAIVE``
    offsets, which this reproduces with alignment 1.
    """
    offsets: list[int] = [0] * len(records)
    cursor = max((r.offline_offset + r.size for r in records if r.offline_offset is not None), default=0)
    top = cursor
    for i, r in enumerate(records):
        if r.offline_offset is not None:
            offsets[i] = r.offline_offset
            continue
        offsets[i] = align_up(cursor, alignment)
        top = max(top, offsets[i] + r.size)
        if r.size:
            cursor = offsets[i] + r.size
    return OffsetPlan(tuple(offsets), top)
