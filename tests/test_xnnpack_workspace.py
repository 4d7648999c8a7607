"""XNNPACK's workspace: memplan's prediction against what the wheel's XNNPACK allocated.

The oracle is ``tests/xnnpack/measure.py``: LiteRT's probe child with its default
delegate, under gdb, stopped in XNNPACK's memory planner (``tests/xnnpack/gdb_workspace.py``).
Its table ``tests/xnnpack/workspace.json`` holds, per model and thread count (1 and 2),
every runtime's planned arena and the shared workspace the interpreter ended with, on
every sample, dev-set, per-kernel and synthetic model of ``tests/test_xnnpack.py``
(wheel version and XNNPACK commit in the table). The fast tests compare memplan with
the table byte for byte; the ``runtime`` tests measure the samples, the dev set and the
rule models of ``tests/xnnpack/models.py`` again under gdb, at 1 and 2 threads (about
two and a half minutes; skipped without gdb or the wheel). Where memplan reports an operator workspace it does not model
(``PACKED_RHS``, ``PACKED_LHS``: they depend on the CPU's micro-kernel), the test checks
that the wheel's workspace is indeed larger, so the day they match, it says so.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import BUILTIN, REAL_MODELS, SAMPLES
from tests.xnnpack.machine import MEASURED_CPU, MEASURED_L2
from tests.xnnpack.models import MODELS
from tflite_memplan.analysis import analyze
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.propagate import propagate_shapes
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.semantics.litert.xnnpack import delegated_graph
from tflite_memplan.semantics.litert.xnnpack_workspace import (
    PACKED_LHS,
    READ_PAST,
    Node,
    Runtime,
    RuntimePlan,
    Value,
    XnnpackWorkspace,
    plan,
    round_size,
    runtime,
    xnnpack_workspace,
)

TABLE = Path(__file__).parent / "xnnpack" / "workspace.json"


# ------------------------------------------------------------------ rules by hand


def test_sizes_round_to_the_extra_bytes_then_the_alignment() -> None:
    assert [round_size(n) for n in (0, 1, 16, 64, 65, 400, 448)] == [0, 64, 64, 64, 128, 448, 448]


def _rt(sizes: dict[int, int], nodes: list[Node]) -> Runtime:
    return Runtime({v: Value(v, n, n > 0) for v, n in sizes.items()}, tuple(nodes))


def test_an_in_place_chain_shares_its_roots_memory_until_the_last_consumer() -> None:
    """conv → v10 → relu (unary) → v11 → reshape → v12 → conv: v11 and v12 take v10's
    memory (single consumers, equal sizes), which then lives until node 3."""
    rt = _rt(
        {0: 0, 10: 256, 11: 256, 12: 256, 13: 64},
        [
            Node("convolution", (0,), (10,)),
            Node("unary", (10,), (11,)),
            Node("reshape", (11,), (12,)),
            Node("convolution", (12,), (13,)),
        ],
    )
    arena, records = plan(rt)
    by_id = {r.id: r for r in records}
    assert (by_id[11].reuses, by_id[12].reuses) == (10, 10)
    assert (by_id[10].first, by_id[10].last) == (0, 3)
    assert arena == 256 + 64


def test_a_value_read_twice_is_not_reused() -> None:
    """v10 has two consumers, so the unary after it writes v11 elsewhere; all three
    values are live at node 2."""
    rt = _rt(
        {0: 0, 10: 128, 11: 128, 12: 128},
        [Node("convolution", (0,), (10,)), Node("unary", (10,), (11,)), Node("binary", (10, 11), (12,))],
    )
    arena, records = plan(rt)
    assert {r.id: r.reuses for r in records} == {10: -1, 11: -1, 12: -1}
    assert arena == 3 * 128


def test_placement_takes_the_smallest_gap_that_fits_and_the_gap_before_the_first_block() -> None:
    """Largest first: A (0..1, 192 B) at 0, B (1..3, 128 B) after it; C (2..3, 64 B)
    overlaps only B, so it goes into the 192-byte gap before B, at 0."""
    rt = _rt(
        {0: 0, 10: 192, 11: 128, 12: 64},
        [
            Node("pooling", (0,), (10,)),
            Node("pooling", (10,), (11,)),
            Node("pooling", (11,), (12,)),
            Node("pooling", (11, 12), (0,)),
        ],
    )
    arena, records = plan(rt)
    offsets = {r.id: r.offset for r in records}
    assert offsets == {10: 0, 11: 192, 12: 0} and arena == 320


def test_one_workspace_grows_to_the_largest_runtime() -> None:
    plans = (RuntimePlan(0, 0, 1024, ()), RuntimePlan(0, 1, 4096, ()), RuntimePlan(1, 0, 0, ()))
    ws = XnnpackWorkspace(plans)
    assert ws.total == 4096 + READ_PAST
    assert [p.workspace for p in plans] == [1024 + READ_PAST, 4096 + READ_PAST, 0]


def test_the_arena_document_carries_the_workspace() -> None:
    path = SAMPLES / "branching_cnn_int8.tflite"
    doc = analyze(load_model(path), "litert", semantics_options={"delegate": "xnnpack"}).arena.document()
    graph = load_model(path)
    assert doc["xnnpack_workspace"] == xnnpack_workspace(graph, delegated_graph(graph)[1]).total > 0
    assert analyze(load_model(path), "litert", semantics_options=BUILTIN).arena.document()["xnnpack_workspace"] == 0


# ------------------------------------------------------------------ against the table


@cache
def _table() -> dict:
    return json.loads(TABLE.read_text())


@cache
def _model_bytes() -> dict[str, bytes]:
    from tests.xnnpack.measure import models

    return {name: data for _, name, data in models()}


def _prediction(data: bytes, tmp: Path, threads: int = 1, here: bool = False) -> XnnpackWorkspace:
    """memplan's workspace for ``data`` as the table's machine would run it (``here``:
    this machine's family and cache, for the live measurements)."""
    path = tmp / "model.tflite"
    path.write_bytes(data)
    stored = load_model(path)
    delegations = delegated_graph(stored)[1]  # XNNPACK decides at the stored shapes
    graph = propagate_shapes(stored)  # and plans at those the kernels compute (litert_lifetimes does the same)
    if here:
        return xnnpack_workspace(graph, delegations, None, threads)
    return xnnpack_workspace(graph, delegations, MEASURED_CPU, threads, MEASURED_L2)


def _rows() -> list:
    return [pytest.param(row, id=f"{row['model']}-{row['threads']}t") for row in _table()["rows"]]


def test_the_table_names_what_it_was_measured_on() -> None:
    table = _table()
    assert table["wheel"].startswith("ai-edge-litert ") and len(table["xnnpack"]) == 40
    sources = {row["source"] for row in table["rows"]}
    assert {"sample", "kernel", "synthetic"} <= sources
    assert {row["threads"] for row in table["rows"]} == {1, 2}


def test_the_table_covers_every_model_measure_lists() -> None:
    """A model added to the samples, the kernels or the synthetic sets needs measuring
    (``tests/xnnpack/measure.py --only NAME``); the dev set may be absent."""
    rows = {(row["model"], row["threads"]) for row in _table()["rows"]}
    listed = {(name, threads) for name in _model_bytes() for threads in (1, 2)}
    assert listed <= rows


@pytest.mark.parametrize("row", _rows())
def test_workspace_matches_the_measured_wheel(row: dict, tmp_path: Path) -> None:
    """Every runtime's planned arena (the largest, where XNNPACK planned one again) and
    the workspace the interpreter ended with, byte for byte. Where memplan reports an
    operator workspace it does not model, the wheel's workspace must be the larger."""
    if not row["ran"]:
        pytest.skip(f"{row['model']}: LiteRT cannot load or run it")
    data = _model_bytes().get(row["model"])
    if data is None:
        pytest.skip(f"{row['model']}: not present (the dev set lives outside the repository)")
    assert hashlib.sha256(data).hexdigest() == row["sha256"], "the model changed: run tests/xnnpack/measure.py"
    ws = _prediction(data, tmp_path, row["threads"])
    if ws.unmodelled:
        assert ws.total < row["workspace"], f"{', '.join(ws.unmodelled)} turned out to add nothing"
        return
    largest: dict[int, int] = {}
    for p in row["plans"]:
        largest[p["runtime"]] = max(largest.get(p["runtime"], 0), p["arena"])
    assert sorted(p.arena for p in ws.plans if p.arena) == sorted(a for a in largest.values() if a), "arenas"
    assert ws.total == row["workspace"]


def _check_placement(plan: RuntimePlan) -> None:
    """No two records alive at the same node share bytes; each lies inside the arena."""
    own = [r for r in plan.records if r.reuses < 0]
    for r in own:
        assert r.offset >= 0 and r.offset + r.size <= plan.arena
    for k, a in enumerate(own):
        for b in own[k + 1 :]:
            if a.first <= b.last and b.first <= a.last:
                assert a.offset + a.size <= b.offset or b.offset + b.size <= a.offset, (a, b)


def test_every_plan_is_a_valid_placement(tmp_path: Path) -> None:
    """An independent check of the planner on every model the table covers."""
    checked = 0
    for data in _model_bytes().values():
        try:
            ws = _prediction(data, tmp_path)
        except MemplanError:
            continue
        for plan_ in ws.plans:
            _check_placement(plan_)
            checked += 1
    assert checked > 200  # one per partition of every model


def test_what_depends_on_the_cpus_micro_kernel_is_reported(tmp_path: Path) -> None:
    data = _model_bytes()
    # an input packed inline is sized on x86-64; on arm64 memplan has no row counts (mr)
    hybrid = parse_model(data["hybrid-fully_connected.tflite"])
    for family in ("avx2", "avx512", "avx512amx"):
        assert xnnpack_workspace(hybrid, delegated_graph(hybrid)[1], family).unmodelled == ()
    for family in ("neon", "neondot", "i8mm"):
        assert xnnpack_workspace(hybrid, delegated_graph(hybrid)[1], family).unmodelled == (PACKED_LHS,)
    # a float32 or int8 right-hand side packed while running is sized (compared with the wheel above)
    assert _prediction(data["batch_matmul_f32_rank3.tflite"], tmp_path).unmodelled == ()
    assert _prediction(data["batch_matmul_i8_y1_varrhs.tflite"], tmp_path).unmodelled == ()
    assert _prediction(data["batch_matmul_f32_x0y0_constrhs.tflite"], tmp_path).unmodelled == ()


def test_a_right_hand_side_packed_while_running_by_hand() -> None:
    """B (2, 4, 5) float32: 2 batches × round_up(5, nr) columns × (4 × 4 B + a 4-byte bias);
    int8 (adj_y) B (1, 2, 5, 4): 2 × round_up(5, nr) × (round_up(4, kr) + 4 B bias + 4 B scale).
    The workspace adds XNNPACK's 32 read-past bytes to the planned record (a multiple of 64)."""
    data = _model_bytes()
    f32, i8 = parse_model(data["batch_matmul_f32_rank3.tflite"]), parse_model(data["batch_matmul_i8_y1_varrhs.tflite"])
    expected = {
        # family: (f32 nr, qs8 nr, qs8 kr)
        "avx2": (16, 8, 8),
        "avx512": (32, 16, 8),
        "avx512amx": (32, 64, 4),
    }
    for family, (nr_f32, nr_qs8, kr_qs8) in expected.items():
        f32_bytes = 2 * -(-5 // nr_f32) * nr_f32 * (4 * 4 + 4)
        i8_bytes = 2 * -(-5 // nr_qs8) * nr_qs8 * (-(-4 // kr_qs8) * kr_qs8 + 4 + 4)
        for graph, nbytes in ((f32, f32_bytes), (i8, i8_bytes)):
            _, delegations = delegated_graph(graph)
            ws = xnnpack_workspace(graph, delegations, family)
            assert ws.total == -(-nbytes // 64) * 64 + 32, family


def _lhs_workspace(data: bytes, family: str, threads: int, l2: tuple[int, int] = MEASURED_L2) -> int:
    """The workspace memplan gives the one hybrid node of a model's only partition."""
    graph = parse_model(data)
    d = delegated_graph(graph)[1][0]
    rt = runtime(graph.subgraphs[d.subgraph], d.partitions[0], frozenset(), family, threads, l2)
    (node,) = [n for n in rt.nodes if n.kind in ("fully_connected", "batch_matmul")]
    return node.workspace


def test_an_input_packed_inline_by_hand() -> None:
    """A dynamically quantized layer packs ``mr`` rows of its input at a time, each row its
    8-byte quantization parameters and ``round_up(k, kr)`` int8 values. FULLY_CONNECTED x
    (3, 16): a row is 8 + 16 = 24 B; each thread packs ``mr`` rows inline unless
    ``threads × mr`` exceeds the rows rounded up to ``mr``, then all rows (rounded up to
    ``mr``) at once. BATCH_MATMUL A (2, 4, 8): a row is 8 + 8 = 16 B, and the test counts
    the 2 *batches*, so the whole input is 2 × round_up(4, mr) rows. Without an L2 cache
    XNNPACK never inlines."""
    data = _model_bytes()
    fc, bmm = data["hybrid-fully_connected.tflite"], data["hybrid-batch_matmul.tflite"]
    for family, mr in (("avx2", 4), ("avx512", 5), ("avx512amx", 16)):
        fc_whole, bmm_whole = -(-3 // mr) * mr * 24, 2 * -(-4 // mr) * mr * 16
        assert _lhs_workspace(fc, family, 1) == mr * 24, family  # mr > round_up(3, mr) never holds
        assert _lhs_workspace(fc, family, 2) == fc_whole, family  # 2 mr > round_up(3, mr)
        assert _lhs_workspace(bmm, family, 1) == mr * 16, family  # mr == round_up(2 batches, mr)
        assert _lhs_workspace(bmm, family, 2) == bmm_whole, family
        assert _lhs_workspace(bmm, family, 1, (0, 64)) == bmm_whole, family
    # one row: mr = 1 and x (1, 64) packs 8 + 64 = 72 B whatever the threads
    one_row = MODELS["ws_hybrid_fc_one_row"]()
    assert {_lhs_workspace(one_row, f, t) for f in ("avx2", "avx512amx") for t in (1, 2, 4)} == {72}
    # a GEMM row past the L2 cache: 1024 columns of round_up(2048, 4) + 12 B and 16 packed rows
    # of 2056 B do not fit in 2 MiB, so all 32 rows are packed at once (on 1 thread too)
    past = MODELS["ws_hybrid_fc_past_l2"]()
    assert _lhs_workspace(past, "avx512amx", 1) == 32 * 2056
    assert _lhs_workspace(past, "avx512amx", 1, (4 * 1024 * 1024, 64)) == 16 * 2056


# ------------------------------------------------------------------- live, under gdb


def _live_models() -> list:
    """The samples, the dev set (when present) and the rule models: measured again live."""
    from tests.xnnpack.models import MODELS

    real = sorted(REAL_MODELS.glob("*.tflite")) if REAL_MODELS.is_dir() else []
    files = [pytest.param(p.read_bytes, id=p.name) for p in sorted(SAMPLES.glob("*.tflite")) + real]
    return files + [pytest.param(build, id=name) for name, build in MODELS.items()]


@pytest.mark.runtime
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("build", _live_models())
def test_workspace_matches_the_wheel_live(build, threads: int, tmp_path: Path) -> None:
    """Measured again now under gdb (the whole table: ``tests/xnnpack/measure.py``)."""
    pytest.importorskip("ai_edge_litert")
    if shutil.which("gdb") is None:
        pytest.skip("gdb is not installed")
    from tests.xnnpack.measure import run

    path = tmp_path / "model.tflite"
    path.write_bytes(build())
    measured = run(path, threads)
    if measured is None or not measured["ok"]:
        pytest.skip("LiteRT could not run it")
    prediction = _prediction(path.read_bytes(), tmp_path, threads, here=True)
    if prediction.unmodelled:
        assert prediction.total < measured["workspace"]
    else:
        assert prediction.total == measured["workspace"]
