"""Bad side inputs, made from a seed: MiniMalloc CSV files for ``memplan solve`` and
baseline files for ``memplan check --baseline … --write-baseline``.

CSV files: valid ones of a few to a million rows, and ones with a missing or extra
column, huge numbers (past 2^63, thousands of digits), NaN and infinities, negative
sizes, reversed or empty lifetimes, duplicate ids, ragged rows, a byte-order mark,
no header at all, binary junk. Baselines: memplan's own (``memplan-baseline/3``),
truncated, of another schema version, of the wrong shape (a list, arenas that are
strings, negative or huge numbers), not JSON at all, or empty.
"""

from __future__ import annotations

import json
import random
from functools import cache

HEADER = "id,lower,upper,size"


def _rows(rng: random.Random, n: int) -> list[str]:
    rows = []
    for i in range(n):
        lower = rng.randrange(0, 4 * n + 1)
        rows.append(
            f"{i},{lower},{lower + rng.randrange(1, 50)},{rng.choice((0, 1, 16, 64, 4096, rng.randrange(1, 10**6)))}"
        )
    return rows


@cache
def _million() -> str:
    """1,000,000 rows, made once: buffer i lives over [i, i + 3)."""
    return HEADER + "\n" + "\n".join(f"{i},{i},{i + 3},{16 + i % 64}" for i in range(1_000_000)) + "\n"


def csv_case(rng: random.Random) -> tuple[str, bytes]:
    """One CSV input and a name saying how it was made."""
    n = rng.choice((1, 3, 10, 40, 200))
    rows = _rows(rng, n)
    k = rng.randrange(n)
    kind = rng.choice(
        (
            "valid",
            "valid-offsets",
            "missing-column",
            "extra-column",
            "huge-number",
            "digits",
            "nan",
            "negative-size",
            "reversed",
            "empty-lifetime",
            "negative-times",
            "duplicate-id",
            "ragged",
            "bom",
            "no-header",
            "junk",
            "million",
        )
    )
    header = HEADER
    if kind == "million":
        if rng.random() < 0.1:
            return kind, _million().encode()
        kind = "valid"
    if kind == "valid-offsets":
        header += ",offset"
        rows = [r + "," + rng.choice(("", "0", str(rng.randrange(10**6)), str(2**62))) for r in rows]
    elif kind == "missing-column":
        drop = rng.randrange(4)
        header = ",".join(c for j, c in enumerate(HEADER.split(",")) if j != drop)
        rows = [",".join(c for j, c in enumerate(r.split(",")) if j != drop) for r in rows]
    elif kind == "extra-column":
        header += ",note"
        rows = [r + ",x" for r in rows]
    elif kind in ("huge-number", "digits", "nan", "negative-size", "negative-times"):
        cells = rows[k].split(",")
        value = {
            "huge-number": str(rng.choice((2**63, 2**64 + 1, 10**30, -(2**63) - 1))),
            "digits": "9" * rng.choice((400, 5000)),
            "nan": rng.choice(("nan", "NaN", "inf", "-inf", "1e9", "0x10", " ", "1.5")),
            "negative-size": "-1",
            "negative-times": str(-rng.randrange(1, 10**12)),
        }[kind]
        column = (
            3 if kind == "negative-size" else (rng.randrange(1, 3) if kind == "negative-times" else rng.randrange(4))
        )
        cells[column] = value
        rows[k] = ",".join(cells)
    elif kind in ("reversed", "empty-lifetime"):
        i, lower, upper, size = rows[k].split(",")
        rows[k] = f"{i},{upper},{lower if kind == 'reversed' else upper},{size}"
    elif kind == "duplicate-id":
        rows.append(rows[k])
    elif kind == "ragged":
        rows[k] = rows[k].rsplit(",", 1)[0]
    elif kind == "junk":
        return kind, bytes(rng.randrange(256) for _ in range(rng.choice((1, 64, 4096))))
    text = "\n".join(rows) if kind == "no-header" else header + "\n" + "\n".join(rows) + "\n"
    if kind == "bom":
        text = "\ufeff" + text
    return kind, text.encode()


def _baseline(rng: random.Random) -> dict[str, object]:
    arena = rng.choice((0, 3696, 2**31, 2**70))
    return {
        "schema": "memplan-baseline/3",
        "settings": {
            "semantics": "tflm",
            "strategy": "tflm_greedy",
            "gate": "arena",
            "target": "cortex-m4",
            "recording_allocator": False,
            "resource_variables": 0,
        },
        "paths": "relative to this file's folder",
        "models": {"model.tflite": arena},
        "arenas": {
            "model.tflite": {
                "runtime": "tflm",
                "target": "cortex-m4",
                "head": arena,
                "tail": 0,
                "total": arena,
                "minimum": arena,
                "runnable": True,
            }
        },
    }


def baseline_case(rng: random.Random) -> tuple[str, bytes | None]:
    """One baseline file (``None``: none yet) and a name saying how it was made."""
    kind = rng.choice(
        ("none", "valid", "truncated", "other-version", "old-version", "wrong-shape", "strings", "not-json", "empty")
    )
    base = _baseline(rng)
    if kind == "none":
        return kind, None
    if kind == "other-version":
        base["schema"] = rng.choice(("memplan-baseline/9", "other/1", 3, None))
    elif kind == "old-version":
        base = {"schema": "memplan-baseline/1", "models": {"model.tflite": 100}}
    elif kind == "wrong-shape":
        base = rng.choice(([1, 2, 3], "text", 7, None, {"schema": "memplan-baseline/3", "models": []}))  # type: ignore[assignment]
    elif kind == "strings":
        base["models"] = {"model.tflite": rng.choice(("big", -5, 1.5, None, [1]))}
        base["arenas"] = rng.choice(("x", {"model.tflite": "x"}, {"model.tflite": {"total": "x"}}))
    text = json.dumps(base, indent=2)
    if kind == "truncated":
        text = text[: rng.randrange(len(text))]
    elif kind == "not-json":
        text = rng.choice(("{'a': 1}", "model.tflite 100", "\x00\xff", "[" * 100_000))
    elif kind == "empty":
        text = ""
    return kind, text.encode("utf-8", "surrogateescape")
