"""The blog models' plans: every ``tflite-gpu:…`` strategy against TFLite's own answers.

tests/blog/tflite_table.csv is what TFLite GPU's memory_management code, compiled
unchanged, answered for the GPU usage records of five float32 models of the kinds the
TFLite memory blog measures (tests/blog/PROVENANCE.md), at alignments 1 and 64: the
total and a canonical hash of the whole plan. A planner agrees when both are equal.
Offsets TFLite lays out from shared objects (``ObjectsToOffsets``) ignore the alignment,
so those are compared at alignment 1 (tests/test_gpu_oracle.py checks them aligned).
The committed records are checked against what memplan derives from the models when
they are present (built by tests/blog/make_models.py; skipped otherwise).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tests.blog.records import MODELS, RECORDS, as_csv, cases, derive, models_dir, read_table
from tests.gpu_oracle.table import COLUMNS, objects_hash, offsets_hash
from tflite_memplan.planners import PLANNERS
from tflite_memplan.plans import OffsetPlan, Plan, validate_plan
from tflite_memplan.records import UsageRecord

UPSTREAM = {s.upstream: s for s in PLANNERS.values() if s.upstream.startswith("tflite-gpu:")}


def _column(upstream: str) -> str:
    _, family, strategy = upstream.split(":")
    return f"{family}:{strategy}"


def _answer(plan: Plan) -> tuple[int, str]:
    if isinstance(plan, OffsetPlan):
        return plan.arena_size, offsets_hash(plan.offsets)
    return sum(plan.object_sizes), objects_hash(plan.object_of, plan.object_sizes)


def test_table_has_every_model_alignment_and_strategy() -> None:
    table = read_table()
    assert sorted(table) == sorted(c.name for c in cases())
    assert sorted(_column(u) for u in UPSTREAM) == sorted(COLUMNS)


@pytest.mark.parametrize("upstream", sorted(UPSTREAM))
def test_upstream_planner_gives_tflites_plan_on_the_blog_models(upstream: str) -> None:
    column = _column(upstream)
    laid_out = column.startswith("offset:") and column != "offset:GREEDY_BY_SIZE"
    table = read_table()
    wrong = []
    for case in cases():
        if laid_out and case.alignment != 1:
            continue
        records = [UsageRecord(size, first, last) for size, first, last in case.records]
        plan = UPSTREAM[upstream](records, case.alignment)
        validate_plan(records, plan, case.alignment)
        if _answer(plan) != table[case.name][column]:
            wrong.append((case.name, _answer(plan), table[case.name][column]))
    assert not wrong, wrong


def test_mobilenet_v2_is_the_blogs_size() -> None:
    # The blog: MobileNet v2's intermediate tensors take ~26 MB with one buffer each
    # (65 of them); here the input is planned too (66 records), 1000 floats of output.
    table = read_table()
    naive = table["mobilenet_v2@1"]["shared:NAIVE"][0]
    assert len(next(c for c in cases() if c.name == "mobilenet_v2@1").records) == 66
    assert 26 * 2**20 <= naive < 27 * 2**20
    assert 6.5 * 2**20 <= table["mobilenet_v2@1"]["shared:GREEDY_BY_BREADTH"][0] < 7 * 2**20


def _pins() -> dict[str, str]:
    return json.loads((Path(__file__).parent / "blog" / "models.json").read_text())["sha256"]


@pytest.mark.parametrize("name", MODELS)
def test_committed_records_are_what_memplan_derives_from_the_model(name: str) -> None:
    model = models_dir() / f"{name}.tflite"
    if not model.exists():
        pytest.skip(f"{model} is absent (built by tests/blog/make_models.py)")
    if hashlib.sha256(model.read_bytes()).hexdigest() != _pins()[name]:
        pytest.skip(f"{model} is not the pinned build")
    assert as_csv(derive(model)) == (RECORDS / f"{name}.csv").read_text()
