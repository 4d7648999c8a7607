"""Byte sizes as people write and read them: one parser and one formatter.

Every option that takes a size (a budget, a reserve, a capacity, a model-size limit)
reads it with :func:`parse_size`, and every report shows bytes with
:func:`human_bytes`, :func:`size_text` or :func:`kib`, so the spellings agree everywhere.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from tflite_memplan.errors import BudgetError

#: Bytes per unit (case-insensitive). The bare letters are binary, as firmware
#: engineers mean them: 256K is 256 KiB; KB, MB and GB are decimal.
SIZE_UNITS = {
    "b": 1,
    "k": 1024,
    "kib": 1024,
    "kb": 1000,
    "m": 1024**2,
    "mib": 1024**2,
    "mb": 1000**2,
    "g": 1024**3,
    "gib": 1024**3,
    "gb": 1000**3,
}
#: The accepted units in one phrase, for help texts and error messages.
SIZE_UNITS_HELP = "B; K or KiB = 1024 B; KB = 1000 B; M or MiB = 1024 KiB; MB = 1000 KB; G or GiB; GB"
#: The largest size memplan accepts: what a 64-bit size_t holds.
MAX_SIZE = 2**64 - 1
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*$")


def parse_size(text: str, what: str = "size", *, bare: bool = False) -> int:
    """``"256KiB"`` or ``"256K"`` → 262144; ``what`` names the value in errors.

    A number without a unit is refused rather than read as bytes: a budget of
    ``256`` almost always means 256 KiB, and reading it as 256 B fails every model —
    unless ``bare``: a count of whatever units the input is in (MiniMalloc's CSV sizes).
    Fractions must come to whole bytes (``1.5K`` is 1536 B; ``3.3B`` is refused),
    and a size must fit in 64 bits.
    """
    m = _SIZE.match(text)
    if m and not m.group(2) and bare:
        m = _SIZE.match(f"{m.group(1)}B")
    if m and not m.group(2):
        n = m.group(1)
        raise BudgetError(f"{what} {text.strip()!r} has no unit: write {n}K (KiB), {n}KB (1000 B) or {n}B")
    if not m or m.group(2).lower() not in SIZE_UNITS:
        raise BudgetError(f"cannot read the {what} {text!r}: use a number and a unit, e.g. 256KiB or 256K")
    try:
        exact = Decimal(m.group(1)) * SIZE_UNITS[m.group(2).lower()]
    except InvalidOperation:  # pragma: no cover - the pattern admits only plain decimals
        raise BudgetError(f"cannot read the {what} {text!r}") from None
    if exact != exact.to_integral_value():
        raise BudgetError(f"{what} {text.strip()!r} is not a whole number of bytes ({exact} B)")
    value = int(exact)
    if value <= 0:
        raise BudgetError(f"{what} {text.strip()!r} must be at least one byte")
    if value > MAX_SIZE:
        raise BudgetError(f"{what} {text.strip()!r} does not fit in 64 bits")
    return value


#: The binary units sizes are shown in, smallest first.
BINARY_UNITS = (("B", 1), ("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30))


def _unit(n: float, largest: str) -> tuple[str, int]:
    """The largest of :data:`BINARY_UNITS` up to ``largest`` that ``n`` reaches (B below 1 KiB)."""
    units = BINARY_UNITS[: [u for u, _ in BINARY_UNITS].index(largest) + 1]
    return next(((u, scale) for u, scale in reversed(units) if n >= scale), BINARY_UNITS[0])


def trimmed(v: float) -> str:
    """``v`` with at most two decimals, trailing zeros dropped: ``1.50`` → ``"1.5"``, ``2.0`` → ``"2"``."""
    return f"{v:,.2f}".rstrip("0").rstrip(".")


def human_bytes(n: int) -> str:
    """``55296`` → ``"54.0 KiB (55,296 B)"``; below 1 KiB just the bytes."""
    unit, scale = _unit(n, "GiB")
    return f"{n:,} B" if scale == 1 else f"{n / scale:.1f} {unit} ({n:,} B)"


def size_text(n: float, largest: str = "GiB") -> str:
    """Bytes in a short label: exact below 1 KiB (``"1,000 B"``), else in the largest unit
    up to ``largest`` they reach with at most two decimals (``"1.5 KiB"``, ``"1 GiB"``)."""
    unit, scale = _unit(abs(n), largest)
    return f"{round(n):,} B" if scale == 1 else f"{trimmed(n / scale)} {unit}"


def kib(n: int | None) -> str:
    """``55296`` → ``"54.0 KiB"``, for tables (``-`` when there is no figure)."""
    return "-" if n is None else f"{n / 1024:,.1f} KiB"


def percent(part: float, whole: float) -> str:
    """``part`` as a share of ``whole``, for people: ``"21.4%"``, ``"<0.1%"`` for a share
    that rounds to nothing (never ``"-0.0%"``), ``"-"`` when ``whole`` is 0. The sign is
    the caller's to show (see :func:`change`)."""
    if not whole:
        return "-"
    share = abs(100 * part / whole)
    return "<0.1%" if 0 < share < 0.05 else f"{share:.1f}%"


def change(before: int, after: int) -> str:
    """A byte count's change with its sign and share: ``"-96 B (21.4%)"``, ``"+64 B (<0.1%)"``,
    ``"0 B"``."""
    delta = after - before
    if not delta:
        return "0 B"
    return f"{delta:+,} B ({percent(delta, before)})"


def signed(before: int, after: int) -> str:
    """A byte count's change with its sign alone: ``"-256 B"``, ``"+64 B"``, ``"0 B"``."""
    delta = after - before
    return f"{delta:+,} B" if delta else "0 B"


def middle(text: str, width: int) -> str:
    """``text`` in at most ``width`` characters, its middle cut out for an ellipsis: a
    tensor's name keeps its first scope and its last (``model/conv_1…/Relu6``)."""
    if len(text) <= width:
        return text
    head = width // 2
    tail = width - 1 - head
    return text[:head] + "…" + (text[-tail:] if tail else "")


def shorten(text: str, width: int) -> str:
    """``text`` in at most ``width`` characters, cut at a word boundary where one is
    near and marked with an ellipsis, never mid-word without one."""
    if len(text) <= width:
        return text
    cut = text[: width - 1]
    space = cut.rfind(" ")
    if space >= width // 2:
        cut = cut[:space]
    return cut.rstrip() + "…"
