"""Buffers as MiniMalloc's CSV: ``id,lower,upper,size[,offset]``, one buffer per row.

MiniMalloc (Moffitt, ASPLOS 2023) and the tools around it exchange allocation
problems in this format, with half-open lifespans ``[lower, upper)``. memplan keeps
inclusive steps inside (a record lives over ``[first, last]``), so the conversion
happens here, at the edge, and nowhere else: ``first = lower``, ``last = upper - 1``.
An ``offset`` column on input pins a buffer (an offline offset); on output it holds
the plan. Reading checks every row and fails with one line naming the row.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from tflite_memplan.errors import MemplanError
from tflite_memplan.records import UsageRecord

COLUMNS = ("id", "lower", "upper", "size")


@dataclass(frozen=True)
class CsvProblem:
    """The buffers of a CSV file: their ids (as written) and records, in row order."""

    ids: tuple[str, ...]
    records: tuple[UsageRecord, ...]


def read_records_csv(lines: str | Iterable[str], source: str = "<csv>", limit: int | None = None) -> CsvProblem:
    """Parse MiniMalloc's CSV, given as text or as lines (an open file: read as it
    goes, never held whole). O(rows), and with ``limit`` O(limit): the row after the
    ``limit``-th buffer is not read past. Raises :class:`MemplanError` (one line) on a
    missing column, a value that is not a whole number, a negative size or offset,
    ``upper <= lower``, an id used twice, a row CSV cannot split, or more than
    ``limit`` buffers."""
    try:
        return _read(csv.reader(io.StringIO(lines) if isinstance(lines, str) else lines), source, limit)
    except csv.Error as e:
        raise MemplanError(f"{source}: not CSV ({e})") from None


def _read(reader: Iterator[list[str]], source: str, limit: int | None) -> CsvProblem:
    header = [h.strip() for h in next(reader, [])]
    missing = [c for c in COLUMNS if c not in header]
    if missing:
        raise MemplanError(f"{source}: missing column{'s' if len(missing) > 1 else ''} {', '.join(missing)} "
                           f"(the header must name {','.join(COLUMNS)}[,offset])")  # fmt: skip
    at = {name: header.index(name) for name in (*COLUMNS, "offset") if name in header}
    ids: list[str] = []
    seen: set[str] = set()
    records: list[UsageRecord] = []
    for line, row in enumerate(reader, start=2):
        if not row or all(not cell.strip() for cell in row):
            continue
        if limit is not None and len(records) == limit:
            raise MemplanError(f"{source}: more than {limit:,} buffers: too many to plan from a CSV file")
        if len(row) < len(header):
            raise MemplanError(f"{source}, line {line}: {len(row)} fields, the header has {len(header)}")
        where = f"{source}, line {line}"
        buffer_id = row[at["id"]].strip()
        if buffer_id in seen:
            raise MemplanError(f"{where}: id {buffer_id!r} is used twice")
        seen.add(buffer_id)
        lower, upper, size = (_whole(row[at[c]], c, where) for c in ("lower", "upper", "size"))
        if upper <= lower:
            raise MemplanError(
                f"{where}: upper ({upper}) must be greater than lower ({lower}): lifespans are [lower, upper)"
            )
        if size < 0:
            raise MemplanError(f"{where}: size {size} is negative")
        offset = None
        if "offset" in at and row[at["offset"]].strip():
            offset = _whole(row[at["offset"]], "offset", where)
            if offset < 0:
                raise MemplanError(f"{where}: offset {offset} is negative")
        ids.append(buffer_id)
        records.append(UsageRecord(size=size, first=lower, last=upper - 1, tensor=len(records), name=buffer_id,
                                   offline_offset=offset))  # fmt: skip
    return CsvProblem(tuple(ids), tuple(records))


def _whole(cell: str, column: str, where: str) -> int:
    try:
        return int(cell.strip())
    except ValueError:
        shown = cell.strip() if len(cell.strip()) <= 40 else f"{cell.strip()[:20]}…({len(cell.strip()):,} characters)"
        raise MemplanError(f"{where}: {column} {shown!r} is not a whole number") from None


def write_records_csv(
    records: Sequence[UsageRecord], offsets: Sequence[int] | None = None, ids: Sequence[str] | None = None
) -> str:
    """MiniMalloc's CSV for ``records`` (ids default to row numbers), with an
    ``offset`` column when ``offsets`` are given (or when a record is pinned)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    pinned = any(r.offline_offset is not None for r in records)
    with_offsets = offsets is not None or pinned
    writer.writerow((*COLUMNS, "offset") if with_offsets else COLUMNS)
    for k, r in enumerate(records):
        row: list[object] = [ids[k] if ids is not None else k, r.first, r.last + 1, r.size]
        if with_offsets:
            row.append(offsets[k] if offsets is not None else ("" if r.offline_offset is None else r.offline_offset))
        writer.writerow(row)
    return out.getvalue()
