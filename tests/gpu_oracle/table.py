"""The oracle's table: what TFLite GPU's own code answered for every case (PROVENANCE.md).

``table.csv`` has one row per case and a column per family and TFLite strategy
(``shared:NAIVE`` … ``offset:MINCOSTFLOW``), each cell ``TOTAL/HASH``. ``shared`` is
``AssignObjectsToTensors``, ``offset`` is ``AssignOffsetsToTensors`` with the case's
alignment; ``TOTAL`` is the sum of object sizes or TFLite's ``total_size``; ``HASH`` the
plan's canonical hash (:func:`objects_hash`, :func:`offsets_hash`). A cell
``error/MESSAGE`` would be a TFLite error (none occurs).

The hash is canonical: the first 12 hex digits of the SHA-256 of a text that spells the
whole plan in TFLite's own numbering, the records in the case's order —
``"objects:" + ids + ";sizes:" + sizes`` for a shared plan (``ids`` the object of each
record, ``sizes`` the object sizes by id), ``"offsets:" + offsets`` for an offset
plan, each list decimal and comma-separated. Equal hashes mean the same object of every
record and the same object sizes (or the same offset of every record), not merely the
same total.
"""

from __future__ import annotations

import csv
import hashlib
from collections.abc import Iterable, Sequence
from pathlib import Path

TABLE = Path(__file__).parent / "table.csv"
STRATEGIES = (
    "NAIVE",
    "EQUALITY",
    "GREEDY_IN_ORDER",
    "GREEDY_BY_BREADTH",
    "GREEDY_BY_SIZE",
    "GREEDY_BEST",
    "MINCOSTFLOW",
)


def _join(values: Iterable[int]) -> str:
    return ",".join(str(v) for v in values)


def objects_hash(object_of: Sequence[int], object_sizes: Sequence[int]) -> str:
    text = f"objects:{_join(object_of)};sizes:{_join(object_sizes)}"
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def offsets_hash(offsets: Sequence[int]) -> str:
    return hashlib.sha256(f"offsets:{_join(offsets)}".encode()).hexdigest()[:12]


FAMILIES = ("shared", "offset")
COLUMNS = tuple(f"{family}:{strategy}" for strategy in STRATEGIES for family in FAMILIES)


def from_harness(lines: Iterable[str]) -> dict[str, dict[str, str]]:
    """Table cells from the harness's output (``ID FAMILY STRATEGY TOTAL ASSIGNMENT``)."""
    table: dict[str, dict[str, str]] = {}
    for line in lines:
        case, family, strategy, total, plan = line.split(maxsplit=4)
        plan = plan.strip()
        if total == "error":
            cell = f"error/{plan}"
        elif family == "shared":
            ids, sizes = plan.split(";")
            cell = f"{total}/{objects_hash(_ints(ids), _ints(sizes))}"
        else:
            cell = f"{total}/{offsets_hash(_ints(plan))}"
        table.setdefault(case, {})[f"{family}:{strategy}"] = cell
    return table


def _ints(text: str) -> list[int]:
    return [int(v) for v in text.split(",") if v]


def write_table(table: dict[str, dict[str, str]]) -> None:
    with TABLE.open("w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["case", *COLUMNS])
        for case, cells in table.items():
            w.writerow([case, *(cells[c] for c in COLUMNS)])


def read_table() -> dict[str, dict[str, tuple[str, str]]]:
    """``case -> {"shared:NAIVE": (total, hash), ...}``."""
    with TABLE.open(newline="") as f:
        return {
            row["case"]: {c: tuple(row[c].split("/", 1)) for c in COLUMNS}  # type: ignore[misc]
            for row in csv.DictReader(f)
        }


if __name__ == "__main__":  # harness output on stdin -> table.csv
    import sys

    write_table(from_harness(sys.stdin))
