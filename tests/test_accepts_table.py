"""The TFLM acceptance table's layout (issue 35): rows in accepts_table, checks in
accepts_checks, versions in upstream.py. What the rows decide is tested against the
interpreter in tests/test_runnable.py (kernel and refused models)."""

from __future__ import annotations

import re
from pathlib import Path

from tflite_memplan.semantics import upstream
from tflite_memplan.semantics.tflm import accepts_checks
from tflite_memplan.semantics.tflm.accepts import SOURCES_COMMIT
from tflite_memplan.semantics.tflm.accepts_table import ACCEPTS, accepts_for
from tflite_memplan.semantics.tflm.code_size import TFLM_COMMIT

TFLM = Path(accepts_checks.__file__).parent


def test_one_row_per_kernel_and_library_each_naming_its_source() -> None:
    assert len({(a.op, a.library) for a in ACCEPTS}) == len(ACCEPTS)
    for row in ACCEPTS:
        assert re.fullmatch(r"(tensorflow/lite/micro|signal/micro)/kernels/[a-z0-9_/]+\.cc", row.source), row
        assert row.library in ("reference", "cmsis-nn")
        assert accepts_for(row.op, row.library) is row


def test_a_library_without_its_own_row_gets_the_reference_kernel() -> None:
    assert accepts_for("ABS", "cmsis-nn") is accepts_for("ABS", "reference")
    assert accepts_for("GELU", "reference") is None


def test_the_pooling_kernels_share_one_prepare() -> None:
    average, largest = accepts_for("AVERAGE_POOL_2D", "reference"), accepts_for("MAX_POOL_2D", "reference")
    assert average is not None and largest is not None
    assert average.source == largest.source and average.checks == largest.checks


def test_the_checks_are_accepts_checks_functions() -> None:
    for row in ACCEPTS:
        for check in row.checks:
            assert check.__module__ == accepts_checks.__name__, (row.op, check)


def test_the_tflm_commit_is_written_in_upstream_only() -> None:
    assert SOURCES_COMMIT == TFLM_COMMIT == upstream.TFLM_COMMIT
    for path in sorted(TFLM.rglob("*.py")):
        assert not re.search(r"\b[0-9a-f]{40}\b", path.read_text()), path
