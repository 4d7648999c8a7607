"""Sizes as people write and read them: the one parser and the formatters."""

from __future__ import annotations

import pytest

from tflite_memplan.errors import BudgetError
from tflite_memplan.units import change, human_bytes, kib, parse_size, percent, shorten


@pytest.mark.parametrize(
    ("text", "value"),
    [("256K", 262_144), ("256kib", 262_144), ("300KB", 300_000), ("1.5MiB", 1_572_864), ("3B", 3), ("1.5K", 1536)],
)
def test_sizes_read_as_firmware_engineers_mean_them(text: str, value: int) -> None:
    assert parse_size(text) == value


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("256", "budget '256' has no unit: write 256K (KiB), 256KB (1000 B) or 256B"),
        ("3.3B", "budget '3.3B' is not a whole number of bytes (3.3 B)"),
        ("99999999999G", "budget '99999999999G' does not fit in 64 bits"),
        ("0K", "budget '0K' must be at least one byte"),
        ("12 parsecs", "cannot read the budget '12 parsecs': use a number and a unit, e.g. 256KiB or 256K"),
    ],
)
def test_bad_sizes_are_refused_in_one_line(text: str, message: str) -> None:
    with pytest.raises(BudgetError) as e:
        parse_size(text, "budget")
    assert str(e.value) == message


def test_formatters() -> None:
    assert human_bytes(55_296) == "54.0 KiB (55,296 B)" and human_bytes(1023) == "1,023 B"
    assert kib(55_296) == "54.0 KiB" and kib(None) == "-"
    assert change(448, 352) == "-96 B (21.4%)"
    assert change(239_240, 239_304) == "+64 B (<0.1%)"  # never "-64 (-0.0%)"
    assert change(1_344, 1_344) == "0 B"
    assert percent(1, 0) == "-" and percent(-5, 1000) == "0.5%"


def test_shorten_cuts_at_a_word_with_an_ellipsis() -> None:
    assert shorten("arena of subgraph 3 (while_body)", 40) == "arena of subgraph 3 (while_body)"
    assert shorten("arena of subgraph 12 (a long descriptive name)", 30) == "arena of subgraph 12 (a long…"
    assert shorten("x" * 50, 10) == "x" * 9 + "…"
    assert len(shorten("arena of subgraph 12 (a long descriptive name)", 30)) <= 30
