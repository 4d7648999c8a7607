"""The CI gate: does each model's planned arena fit a RAM budget, and did it grow?

Pure functions over plain values so CI behaviour is testable without the CLI: parse
budgets and tolerances, compare planned arenas with a budget and a recorded baseline,
and render the verdicts as text, JSON, Markdown or GitHub workflow annotations.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from tflite_memplan.errors import BudgetError

BASELINE_SCHEMA = "memplan-baseline/1"
_UNITS = {"": 1, "b": 1, "kb": 1000, "kib": 1024, "mb": 1000**2, "mib": 1024**2, "gb": 1000**3, "gib": 1024**3}
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*$")


def parse_size(text: str) -> int:
    """``"256KiB"`` → 262144. Units: B, KB (1000), KiB (1024), MB, MiB, GB, GiB; case-insensitive."""
    m = _SIZE.match(text)
    if not m or m.group(2).lower() not in _UNITS:
        raise BudgetError(f"cannot read the size {text!r}: use a number with B, KB, KiB, MB or MiB (e.g. 256KiB)")
    value = float(m.group(1)) * _UNITS[m.group(2).lower()]
    if value <= 0:
        raise BudgetError(f"size {text!r} must be larger than zero")
    return int(value)


def parse_tolerance(text: str) -> float:
    """``"3%"`` → 0.03; a bare number is a fraction (``"0.03"``)."""
    t = text.strip()
    try:
        value = float(t[:-1]) / 100 if t.endswith("%") else float(t)
    except ValueError:
        raise BudgetError(f"cannot read the tolerance {text!r}: use a percentage such as 3%") from None
    if value < 0:
        raise BudgetError(f"tolerance {text!r} must not be negative")
    return value


@dataclass(frozen=True)
class Verdict:
    """The gate's answer for one model."""

    model: str
    arena_bytes: int
    budget_bytes: int | None
    baseline_bytes: int | None = None
    tolerance: float | None = None

    @property
    def headroom_bytes(self) -> int | None:
        return None if self.budget_bytes is None else self.budget_bytes - self.arena_bytes

    @property
    def over_budget(self) -> bool:
        return self.budget_bytes is not None and self.arena_bytes > self.budget_bytes

    @property
    def growth(self) -> float | None:
        if self.baseline_bytes is None:
            return None
        if self.baseline_bytes == 0:
            return 0.0 if self.arena_bytes == 0 else float("inf")
        return (self.arena_bytes - self.baseline_bytes) / self.baseline_bytes

    @property
    def grew_too_much(self) -> bool:
        g = self.growth
        return g is not None and self.tolerance is not None and g > self.tolerance

    @property
    def ok(self) -> bool:
        return not (self.over_budget or self.grew_too_much)

    @property
    def problems(self) -> list[str]:
        out = []
        if self.over_budget:
            out.append(f"arena {self.arena_bytes:,} B exceeds the budget {self.budget_bytes:,} B")
        if self.grew_too_much:
            assert self.growth is not None and self.tolerance is not None
            out.append(
                f"arena grew {self.growth:.1%} over the baseline {self.baseline_bytes:,} B "
                f"(tolerance {self.tolerance:.1%})"
            )
        return out


def read_baseline(path: str | Path) -> dict[str, int]:
    """``model -> arena bytes`` from a baseline file written by :func:`baseline_document`."""
    p = Path(path)
    try:
        doc = json.loads(p.read_text())
    except FileNotFoundError:
        raise BudgetError(f"baseline {path}: no such file (record one with --write-baseline)") from None
    except (OSError, ValueError) as e:
        raise BudgetError(f"baseline {path}: not a memplan baseline ({e})") from None
    if not isinstance(doc, dict) or doc.get("schema") != BASELINE_SCHEMA or not isinstance(doc.get("models"), dict):
        raise BudgetError(f"baseline {path}: not a {BASELINE_SCHEMA} document")
    return {str(k): int(v) for k, v in doc["models"].items()}


def baseline_document(verdicts: Iterable[Verdict], semantics: str, strategy: str) -> dict[str, object]:
    return {
        "schema": BASELINE_SCHEMA,
        "semantics": semantics,
        "strategy": strategy,
        "models": {v.model: v.arena_bytes for v in verdicts},
    }


def _kib(n: int | None) -> str:
    return "-" if n is None else f"{n / 1024:,.1f} KiB"


def _status(v: Verdict) -> str:
    if v.over_budget:
        return "OVER"
    if v.grew_too_much:
        return "GREW"
    return "ok"


def _growth_text(v: Verdict) -> str:
    g = v.growth
    return "new" if v.tolerance is not None and g is None else ("-" if g is None else f"{g:+.1%}")


def format_text(verdicts: Sequence[Verdict]) -> str:
    """One line per model: status, planned arena, budget, headroom, growth."""
    lines = []
    for v in verdicts:
        parts = [f"{_status(v):4}  {v.model}: arena {v.arena_bytes:,} B ({_kib(v.arena_bytes)})"]
        if v.budget_bytes is not None:
            head = v.headroom_bytes
            assert head is not None
            parts.append(f"budget {v.budget_bytes:,} B, headroom {head:,} B")
        if v.tolerance is not None:
            parts.append(f"vs baseline {_growth_text(v)}")
        lines.append(", ".join(parts))
    failed = sum(not v.ok for v in verdicts)
    lines.append(f"{len(verdicts) - failed} of {len(verdicts)} models pass" + (f"; {failed} fail" if failed else ""))
    return "\n".join(lines) + "\n"


def format_json(verdicts: Sequence[Verdict]) -> str:
    rows = []
    for v in verdicts:
        row = asdict(v)
        row.update(headroom_bytes=v.headroom_bytes, growth=v.growth, ok=v.ok, problems=v.problems)
        rows.append(row)
    return json.dumps({"schema": "memplan-check/1", "ok": all(v.ok for v in verdicts), "models": rows}, indent=2) + "\n"


def format_markdown(verdicts: Sequence[Verdict]) -> str:
    lines = [
        "| model | arena | budget | headroom | vs baseline | status |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for v in verdicts:
        status = "✅ ok" if v.ok else "❌ " + "; ".join(v.problems)
        lines.append(
            f"| `{v.model}` | {v.arena_bytes:,} B | "
            f"{'-' if v.budget_bytes is None else f'{v.budget_bytes:,} B'} | "
            f"{'-' if v.headroom_bytes is None else f'{v.headroom_bytes:,} B'} | {_growth_text(v)} | {status} |"
        )
    return "\n".join(lines) + "\n"


def format_github(verdicts: Sequence[Verdict]) -> str:
    """Workflow commands: an ``::error`` annotation per failing model, a notice per passing one."""
    lines = []
    for v in verdicts:
        if v.ok:
            lines.append(f"::notice file={v.model},title=memplan::arena {v.arena_bytes:,} B fits")
        else:
            lines.append(f"::error file={v.model},title=memplan::{'; '.join(v.problems)}")
    return "\n".join(lines) + "\n"


FORMATTERS = {"text": format_text, "json": format_json, "markdown": format_markdown, "github": format_github}


def verdicts_for(
    arenas: Mapping[str, int],
    budget: int | None,
    baseline: Mapping[str, int] | None = None,
    tolerance: float | None = None,
) -> list[Verdict]:
    """Judge each model's planned arena against the budget and the baseline."""
    return [
        Verdict(
            model=m,
            arena_bytes=a,
            budget_bytes=budget,
            baseline_bytes=None if baseline is None else baseline.get(m),
            tolerance=None if baseline is None else (tolerance if tolerance is not None else 0.0),
        )
        for m, a in arenas.items()
    ]
