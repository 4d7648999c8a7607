"""The contract on hostile input, checked by a short seeded fuzz run and the reproducers.

Any bad input gets a one-line ``Error: …`` and exit 2 (the gate: the model listed
with its error, exit 2), never a traceback, a hang, huge memory use or a crash, and
the input is never touched. ``benchmarks/fuzz.py`` runs the long campaign.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from tests.fuzz.mutate import Case, cases
from tests.fuzz.run import COMMANDS, FAILURES, run_one

REPRODUCERS = sorted((Path(__file__).parent / "fuzz" / "reproducers").glob("*.tflite"))


def test_a_short_seeded_fuzz_run_keeps_the_contract(tmp_path: Path) -> None:
    # 300 inputs (the hostile models first, then mutations of the samples), each
    # through one command in turn; a run over 10 s counts as a failure.
    failures = []
    for n, (case, command) in enumerate(zip(cases(20261123, 300), itertools.cycle(COMMANDS), strict=False)):
        folder = tmp_path / str(n)
        folder.mkdir()
        outcome = run_one(case, command, folder)
        if outcome.kind in FAILURES:
            failures.append(outcome)
    assert failures == []


@pytest.mark.parametrize("path", REPRODUCERS, ids=lambda p: p.name)
def test_every_reproducer_keeps_the_contract_on_every_command(path: Path, tmp_path: Path) -> None:
    case = Case(path.name, path.read_bytes())
    for n, command in enumerate(COMMANDS):
        folder = tmp_path / str(n)
        folder.mkdir()
        outcome = run_one(case, command, folder)
        assert outcome.kind in ("ok", "error"), outcome
