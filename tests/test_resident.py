"""LiteRT's ``resident`` bytes: the most its arenas and persistent arenas hold at once.

By hand on schedules built from plain numbers and on models whose spans memplan plans;
against the committed gdb measurements of the wheel (``tests/resident/measured.json``,
rerun by ``python -m tests.resident.measure``) on every sample, Keras loop, control-flow,
sparse float16 and dev-set model, at one and at two threads, on the built-in kernels and
with XNNPACK applied; and, with gdb and the runtime at hand, against the live wheel
(marked ``runtime``).
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from tests import resident
from tests.conftest import BUILTIN
from tests.tiny_models import loops_in_sequence
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import parse_model
from tflite_memplan.semantics.litert import resident as rules
from tflite_memplan.semantics.litert.resident import CallSite, Schedule, resident_bytes

#: The settings measured: thread count and delegate.
SETTINGS = {"1": (1, "none"), "2": (2, "none"), "1 xnnpack": (1, "xnnpack"), "2 xnnpack": (2, "xnnpack")}


def loop(op: int, *subgraphs: int, stretch: int = 0) -> CallSite:
    return CallSite(op, "loop", subgraphs, stretch)


def test_subgraphs_prepared_with_their_caller_are_all_held_at_once() -> None:
    # main (100) runs two loops, both prepared with it: every arena is allocated by AllocateTensors
    schedule = (Schedule(0, (loop(0, 1, 2), loop(1, 3, 4))),)
    arena = {0: 100, 1: 10, 2: 20, 3: 30, 4: 40}
    assert resident_bytes(schedule, arena, {}) == 200


def test_a_loop_prepared_in_a_later_stretch_comes_after_the_first_is_released() -> None:
    # the first loop's outputs are dynamic (a stretch ends at operator 0): the second loop is
    # prepared once the first ran and released its arenas (not its persistent ones)
    schedule = (Schedule(0, (loop(0, 1, 2), loop(1, 3, 4, stretch=1))),)
    arena = {0: 100, 1: 10, 2: 20, 3: 30, 4: 40}
    assert resident_bytes(schedule, arena, {2: 5}) == 100 + 5 + max(10 + 20, 30 + 40)


def test_call_once_runs_its_subgraph_on_the_first_invoke_and_keeps_only_its_persistent_arena() -> None:
    once = CallSite(1, "once", (3,))
    schedule = (Schedule(0, (loop(0, 1, 2), once)),)
    # the loop's arenas are released before CALL_ONCE allocates its subgraph's
    assert resident_bytes(schedule, {0: 100, 1: 10, 2: 20, 3: 40}, {3: 1}) == 100 + 1 + 40
    # from the second invoke on the loop runs beside the persistent arena CALL_ONCE left
    assert resident_bytes(schedule, {0: 100, 1: 10, 2: 20, 3: 5}, {3: 1}) == 100 + 30 + 1


def test_an_if_takes_the_branch_that_holds_the_most_and_the_other_keeps_its_arena() -> None:
    # both branches are allocated when IF is prepared; then IF runs one and releases it; a
    # loop in branch 2's later stretch is allocated only while that branch runs
    schedule = (
        Schedule(0, (CallSite(0, "branch", (1, 2)), loop(1, 5, 6))),
        Schedule(2, (loop(1, 3, 4, stretch=1),)),
    )
    arena = {0: 100, 1: 10, 2: 20, 3: 30, 4: 40, 5: 1, 6: 2}
    assert resident_bytes(schedule, arena, {}) == 100 + 10 + 20 + 30 + 40 + 1 + 2
    # without the nested loop, all at once is the most
    flat = (Schedule(0, (CallSite(0, "branch", (1, 2)), loop(1, 5, 6))),)
    assert resident_bytes(flat, arena, {}) == 100 + 10 + 20 + 1 + 2


def test_a_nested_loop_prepared_while_its_body_runs_is_released_before_the_next() -> None:
    # the body (2) runs a loop (3, 4) it prepares itself, then, in a later stretch, another (5, 6)
    schedule = (
        Schedule(0, (loop(0, 1, 2),)),
        Schedule(2, (loop(0, 3, 4), loop(1, 5, 6, stretch=1))),
    )
    arena = {0: 100, 1: 1, 2: 2, 3: 30, 4: 40, 5: 50, 6: 60}
    assert resident_bytes(schedule, arena, {}) == 100 + 1 + 2 + 50 + 60


def test_a_call_tree_too_large_to_walk_counts_every_arena(monkeypatch: pytest.MonkeyPatch) -> None:
    schedule = (Schedule(0, (loop(0, 1, 2), loop(1, 3, 4, stretch=1))),)
    arena = {0: 100, 1: 10, 2: 20, 3: 30, 4: 40}
    monkeypatch.setattr(rules, "MAX_STEPS", 2)
    assert resident_bytes(schedule, arena, {}) == sum(arena.values())


def test_nested_branches_too_many_to_walk_stop_at_the_bound_at_once() -> None:
    # 40 levels, each IF's two branches calling the next level: 2^40 walks; the walk stops
    # after MAX_STEPS steps and counts every arena
    levels = 40
    schedule = tuple(Schedule(k, (CallSite(0, "branch", (k + 1, k + 1 + levels)),)) for k in range(levels)) + tuple(
        Schedule(k + levels, (CallSite(0, "branch", (k + 1, k + 1 + levels)),)) for k in range(1, levels)
    )
    arena = {k: 1 for k in range(2 * levels + 1)}
    assert resident_bytes(schedule, arena, {}) == sum(arena.values())


@pytest.mark.parametrize("kind", ["loop", "once"])
@pytest.mark.parametrize("depth", [rules.MAX_DEPTH, 2000])
def test_a_chain_of_nested_calls_holds_every_arena_at_its_deepest_call(kind: str, depth: int) -> None:
    # Was: RecursionError past ~450 nested calls (a fuzzed chain of 500 subgraphs each calling
    # the next). Walked up to MAX_DEPTH, the bound past it — for a chain both are every arena.
    schedule = tuple(Schedule(k, (CallSite(0, kind, (k + 1,)),)) for k in range(depth))
    arena = {k: k + 1 for k in range(depth + 1)}
    persistent = {k: 3 for k in range(depth + 1)}
    assert rules.call_depth(schedule) == depth
    assert resident_bytes(schedule, arena, persistent) == sum(arena.values()) + 3 * (depth + 1)


def test_the_call_depth_is_the_longest_chain_of_calls() -> None:
    # 0 calls 1 and 2; 2 calls 1; 1 calls 3: 0 → 2 → 1 → 3
    schedule = (
        Schedule(0, (loop(0, 1, 2),)),
        Schedule(1, (loop(0, 3),)),
        Schedule(2, (CallSite(0, "branch", (1,)),)),
        Schedule(3, ()),
    )
    assert rules.call_depth(schedule) == 3
    assert rules.call_depth((Schedule(0, ()),)) == 0


def test_thousands_of_loops_each_in_a_stretch_of_its_own_are_walked_in_linear_time() -> None:
    n = 5000
    schedule = (Schedule(0, tuple(loop(i, 2 * i + 1, 2 * i + 2, stretch=i) for i in range(n))),)
    arena = {0: 7, **{k: k for k in range(1, 2 * n + 1)}}
    assert resident_bytes(schedule, arena, {}) == 7 + (2 * n - 1) + 2 * n


@pytest.mark.parametrize("init", [0, 128])
@pytest.mark.parametrize("dynamic", [False, True])
def test_loops_in_sequence_hold_what_the_schedule_says(dynamic: bool, init: int) -> None:
    """Worked out from the spans memplan plans (subgraphs 1, 2: the first loop; 3, 4: the
    second; 5: CALL_ONCE's, between them): the first loop's arenas are released before
    CALL_ONCE runs and, when its outputs are dynamic, before the second loop is prepared."""
    arena = analyze(
        parse_model(loops_in_sequence(dynamic_first=dynamic, init=init)), "litert", semantics_options=BUILTIN
    ).arena
    span = dict(arena.spans)
    held = [span[0] + span[1] + span[2] + (0 if dynamic else span[3] + span[4])]
    if init:
        held.append(span[0] + span[3] + span[4] + span[5])
    held.append(span[0] + span[3] + span[4])
    assert arena.resident == max(held) + arena.persistent
    assert (arena.resident < arena.span + arena.persistent) == (dynamic or init > 0)
    own = arena.interpreter + arena.tensor_quantization + arena.tflite_structures + arena.eigen_thread_pool
    assert arena.total == arena.resident + arena.heap + own + arena.ruy_buffers
    assert arena.document()["resident"] == arena.resident


# ----------------------------------------------------------------------------- the wheel


def _memplan(data: bytes, setting: str) -> int:
    threads, delegate = SETTINGS[setting]
    options = {"threads": threads, "delegate": delegate}
    return analyze(parse_model(data), "litert", semantics_options=options).arena.resident


MEASURED = resident.measured()


def test_the_summary_is_the_measurement_s() -> None:
    from tests.resident.measure import results

    assert resident.RESULTS.read_text() == results(MEASURED)


def test_the_table_covers_every_model_at_hand() -> None:
    at_hand = [name for name in resident.names() if resident.model_bytes(name) is not None]
    assert sorted(at_hand) == sorted(n for n in MEASURED["models"] if n in at_hand)
    assert MEASURED["wheel"] == "ai-edge-litert 2.3.0" and MEASURED["invokes"] == 3
    assert all(set(entry["settings"]) == set(SETTINGS) for entry in MEASURED["models"].values())


@pytest.mark.parametrize("setting", SETTINGS)
@pytest.mark.parametrize("name", sorted(MEASURED["models"]))
def test_resident_equals_what_the_wheel_held_at_once(name: str, setting: str) -> None:
    """memplan's ``resident`` equals the most bytes the wheel's arenas held at once
    (measured with gdb, ``tests/resident/measured.json``), on the built-in kernels at one
    and at two threads, and with XNNPACK (the arenas it leaves to LiteRT)."""
    entry = MEASURED["models"][name]
    data = resident.model_bytes(name)
    if data is None:
        pytest.skip(f"{name} is not here")
    assert resident.digest(data) == entry["sha256"], "the model changed: rerun python -m tests.resident.measure"
    run = entry["settings"][setting]
    if run is None:
        pytest.skip(f"{name}: LiteRT does not run it")
    assert _memplan(data, setting) == run["resident"]


def test_the_table_has_models_whose_arenas_are_not_all_held_at_once() -> None:
    below = [
        name
        for name, entry in MEASURED["models"].items()
        for run in entry["settings"].values()
        if run is not None
        and (data := resident.model_bytes(name)) is not None
        and run["resident"] < sum(_span_and_persistent(data))
    ]
    assert {n.split(":")[-1].split("-")[0] for n in below} >= {"keras_gru_then_rnn.tflite", "loops_in_sequence"}


@functools.cache
def _span_and_persistent(data: bytes) -> tuple[int, int]:
    arena = analyze(parse_model(data), "litert", semantics_options=BUILTIN).arena
    return arena.span, arena.persistent


@pytest.mark.runtime
@pytest.mark.parametrize("setting", SETTINGS)
@pytest.mark.parametrize("name", resident.names())
def test_resident_equals_what_the_live_wheel_holds_at_once(name: str, setting: str, tmp_path: Path) -> None:
    """The same against the wheel at hand, followed under gdb now."""
    pytest.importorskip("ai_edge_litert")
    from tests.runtimes import litert_resident

    data = resident.model_bytes(name)
    if data is None:
        pytest.skip(f"{name} is not here")
    path = tmp_path / "model.tflite"
    path.write_bytes(data)
    threads, delegate = SETTINGS[setting]
    run = litert_resident(path, threads, delegate=delegate == "xnnpack")
    if run is None:
        pytest.skip(f"{name}: gdb is missing or LiteRT does not run it")
    assert _memplan(data, setting) == run["resident"]
