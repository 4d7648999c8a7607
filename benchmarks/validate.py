"""Time ``validate_plan`` on large plans of the shapes that once made it quadratic.

Each shape is a list of records and a correct plan for it (so the whole check runs):

- ``chain``: each record lives three steps, a few live at once (the common case);
- ``wide``: every record live at once (one operator's inputs), offsets descending
  with the index, so each new range goes below every live one;
- ``producers``: distinct first steps, one common last step, offsets descending;
- ``offline``: half the records pinned at offline offsets, half placed, all live at once;
- ``objects``: the ``wide`` records as a shared-objects plan (one object each).

Prints CPU seconds per shape and size, one run each. Kept out of the test suite:
timings are measurements (``tests/test_validate.py`` checks what is caught).

    nice -n 10 python benchmarks/validate.py --sizes 50000,200000
"""

from __future__ import annotations

import argparse
import itertools
import platform
import sys
import time
from collections.abc import Callable

from tflite_memplan.plans import OffsetPlan, Plan, SharedObjectsPlan, validate_plan
from tflite_memplan.records import UsageRecord


def _size(i: int) -> int:
    return 4 * (1 + i % 7)


def _descending(records: list[UsageRecord]) -> OffsetPlan:
    """Records laid end to end, the highest index lowest (pinned ones where they are)."""
    placed = [i for i, r in enumerate(records) if r.offline_offset is None]
    base = max((r.offline_offset + r.size for r in records if r.offline_offset is not None), default=0)
    offsets = [r.offline_offset or 0 for r in records]
    ends = list(itertools.accumulate(records[i].size for i in reversed(placed)))
    for i, end in zip(reversed(placed), ends, strict=True):
        offsets[i] = base + end - records[i].size
    return OffsetPlan(tuple(offsets), max(o + r.size for o, r in zip(offsets, records, strict=True)))


def chain(n: int) -> tuple[list[UsageRecord], Plan]:
    records = [UsageRecord(64, i, i + 2) for i in range(n)]
    return records, OffsetPlan(tuple(64 * (i % 3) for i in range(n)), 192)


def wide(n: int) -> tuple[list[UsageRecord], Plan]:
    records = [UsageRecord(_size(i), 0, 1) for i in range(n)]
    return records, _descending(records)


def producers(n: int) -> tuple[list[UsageRecord], Plan]:
    records = [UsageRecord(_size(i), i, n) for i in range(n)]
    return records, _descending(records)


def offline(n: int) -> tuple[list[UsageRecord], Plan]:
    pinned = list(itertools.accumulate((_size(i) for i in range(n // 2)), initial=0))
    records = [UsageRecord(_size(i), 0, 1, offline_offset=pinned[i]) for i in range(n // 2)]
    records += [UsageRecord(_size(i), 0, 1) for i in range(n - n // 2)]
    return records, _descending(records)


def objects(n: int) -> tuple[list[UsageRecord], Plan]:
    records = [UsageRecord(_size(i), 0, 1) for i in range(n)]
    return records, SharedObjectsPlan(tuple(range(n)), tuple(r.size for r in records))


SHAPES: dict[str, Callable[[int], tuple[list[UsageRecord], Plan]]] = {
    "chain": chain,
    "wide": wide,
    "producers": producers,
    "offline": offline,
    "objects": objects,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="50000,200000")
    parser.add_argument("--shapes", default=",".join(SHAPES))
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"Python {platform.python_version()} on {platform.machine()}; CPU seconds, one run each")
    print()
    print("| shape | " + " | ".join(f"{n:,} records" for n in sizes) + " |")
    print("|---|" + "---:|" * len(sizes))
    for name in args.shapes.split(","):
        cells = []
        for n in sizes:
            records, plan = SHAPES[name](n)
            start = time.process_time()
            validate_plan(records, plan)
            cells.append(f"{time.process_time() - start:.2f}")
        print(f"| {name} | " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
