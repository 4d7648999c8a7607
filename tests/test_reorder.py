"""Operator reordering on models: the problem stated under TFLM's rules, the file
rewritten with only its operator order changed, the peaks re-read from the written
model, and the real runtimes computing the same outputs with the predicted head."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import BUILTIN
from tflite_memplan.analysis import analyze
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.operator_order import reorder_operators
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.optimize import optimize
from tflite_memplan.reorder.rewrite import order_problem, reorder
from tflite_memplan.reorder.search import is_topological, peak
from tflite_memplan.semantics.order import is_fixed
from tflite_memplan.semantics.tflm.order import tflm_order_problem

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = sorted((ROOT / "sample_models").glob("*.tflite"))
DEV_SET = sorted((ROOT.parent / "shared" / "models").glob("*.tflite"))


@pytest.mark.parametrize("semantics", ["tflm", "litert"])
@pytest.mark.parametrize("path", SAMPLES + DEV_SET, ids=lambda p: p.name)
def test_the_problem_has_the_runtimes_peak_and_the_written_model_the_reported_one(path: Path, semantics: str) -> None:
    graph = load_model(path)
    options = _BUILT_IN.get(semantics)  # LiteRT's order is searched for its built-in kernels
    problem = order_problem(graph, semantics, options)
    stored = analyze(graph, semantics, semantics_options=options)
    assert peak(problem, range(problem.operators)) == stored.peak_bytes
    if graph.offline_offsets is not None:
        with pytest.raises(MemplanError, match="offline plan"):
            reorder(path.read_bytes(), str(path), semantics=semantics, time_limit=1, options=options)
        return
    # forced: the written model's peak is what is checked here, whatever the minimum does
    result = reorder(path.read_bytes(), str(path), semantics=semantics, time_limit=1, force=True, options=options)
    assert is_topological(problem, result.order)
    assert result.search.bound <= result.search.peak <= result.peak_before
    if result.data is None:
        assert result.after is None and result.peak_after == result.peak_before
        return
    reread = parse_model(result.data)
    after = analyze(reread, semantics, semantics_options=options).peak_bytes
    assert result.peak_after == after == peak(problem, result.order) < result.peak_before
    _assert_only_the_order_changed(graph, reread, result.order)


#: The options that pick a runtime's built-in kernels (LiteRT's default applies XNNPACK).
_BUILT_IN = {"litert": BUILTIN}


def test_the_litert_order_is_not_searched_under_xnnpack() -> None:
    graph = load_model(ROOT / "sample_models" / "multi_branch_f32.tflite")
    with pytest.raises(MemplanError, match=r"searched for the built-in kernels only: ask for the delegate none"):
        order_problem(graph, "litert")


def _assert_only_the_order_changed(graph, reread, order) -> None:
    assert [s.tensors for s in reread.subgraphs] == [s.tensors for s in graph.subgraphs]
    assert reread.subgraphs[1:] == graph.subgraphs[1:]
    moved = [(op.opcode, op.inputs, op.outputs, op.options) for op in reread.main.operators]
    assert moved == [(graph.main.operators[o].opcode, graph.main.operators[o].inputs,
                      graph.main.operators[o].outputs, graph.main.operators[o].options) for o in order]  # fmt: skip


def test_reordering_halves_the_two_samples_built_for_it() -> None:
    for name, before, after in (("multi_branch_f32", 1088, 512), ("unrolled_rnn_f32", 1792, 896)):
        path = ROOT / "sample_models" / f"{name}.tflite"
        result = reorder(path.read_bytes(), str(path))
        # by hand: multi_branch keeps one 256 B hidden tensor instead of four; the
        # RNN one 256 B projection instead of six
        assert (result.peak_before, result.peak_after, result.verdict()) == (before, after, "optimal (proved)")


def test_fixed_operators_keep_their_order_and_the_variables_model_is_left_alone() -> None:
    graph = load_model(ROOT / "sample_models" / "variable_state.tflite")
    fixed = [op.index for op in graph.main.operators if is_fixed(graph.main, op)]
    assert [graph.main.operators[o].opcode for o in fixed] == [
        "CALL_ONCE",
        "VAR_HANDLE",
        "READ_VARIABLE",
        "ASSIGN_VARIABLE",
    ]
    assert tflm_order_problem(graph).fixed == tuple(fixed)


def test_the_rewrite_refuses_what_is_not_a_permutation() -> None:
    data = (ROOT / "sample_models" / "wide_fanout_f32.tflite").read_bytes()
    with pytest.raises(ValueError, match="each of the subgraph's 9 operators once"):
        reorder_operators(data, 0, [0, 1, 2])
    with pytest.raises(ValueError, match="no subgraph 3"):
        reorder_operators(data, 3, [])
    same = reorder_operators(data, 0, range(9))
    assert same == data


# --- random graphs -------------------------------------------------------------------------


@st.composite
def random_models(draw: st.DrawFn) -> bytes:
    """Float graphs of CONCATENATION, SPLIT, TANH, ADD and RESHAPE over random earlier
    tensors, every one [1, w]: any DAG shape, operators with several outputs, tensors
    nobody reads (graph outputs). (A RESHAPE to [w, 1] fed to a CONCATENATION on axis 1
    made models LiteRT refuses, on which the order problem and analyze disagree.)"""
    tensors = [TensorSpec("x", (1, draw(st.sampled_from([2, 4, 8]))), "float32")]
    ops: list[OpSpec] = []
    for _ in range(draw(st.integers(1, 9))):
        kind = draw(st.sampled_from(["concat", "split", "tanh", "add", "reshape"]))
        activations = [i for i, t in enumerate(tensors) if t.data is None]
        src = draw(st.lists(st.sampled_from(activations), min_size=1, max_size=3, unique=True))
        widths = [tensors[t].shape[0] * tensors[t].shape[1] for t in src]
        if kind == "split" and widths[0] % 2 == 0:
            tensors.append(TensorSpec("axis", (), "int32", np.array(1, dtype=np.int32)))
            axis = len(tensors) - 1
            for _ in range(2):
                tensors.append(TensorSpec(f"t{len(tensors)}", (1, widths[0] // 2), "float32"))
            ops.append(OpSpec("SPLIT", [axis, src[0]], [len(tensors) - 2, len(tensors) - 1], {"num_splits": 2}))
        elif kind == "add" and len(src) > 1 and widths[0] == widths[1]:
            tensors.append(TensorSpec(f"t{len(tensors)}", (1, widths[0]), "float32"))
            ops.append(OpSpec("ADD", src[:2], [len(tensors) - 1]))
        elif kind == "reshape":  # to [1, w] like every tensor here, so concatenating it stays valid
            tensors.append(TensorSpec("shape", (2,), "int32", np.array([1, widths[0]], dtype=np.int32)))
            tensors.append(TensorSpec(f"t{len(tensors)}", (1, widths[0]), "float32"))
            ops.append(OpSpec("RESHAPE", [src[0], len(tensors) - 2], [len(tensors) - 1], {"new_shape": [1, widths[0]]}))
        elif kind == "concat" and sum(widths) <= 64:
            tensors.append(TensorSpec(f"t{len(tensors)}", (1, sum(widths)), "float32"))
            ops.append(OpSpec("CONCATENATION", src, [len(tensors) - 1], {"axis": 1}))
        else:
            tensors.append(TensorSpec(f"t{len(tensors)}", (1, widths[0]), "float32"))
            ops.append(OpSpec("TANH", [src[0]], [len(tensors) - 1]))
    read = {t for op in ops for t in op.inputs}
    outputs = [i for i, t in enumerate(tensors) if i > 0 and t.data is None and i not in read]
    return build_model([SubgraphSpec(tensors, ops, [0], outputs or [len(tensors) - 1], "main")])


@settings(max_examples=60, deadline=None)
@given(data=random_models(), semantics=st.sampled_from(["tflm", "litert"]))
def test_every_order_is_topological_and_its_peak_is_the_written_models(data: bytes, semantics: str) -> None:
    graph = parse_model(data)
    options = _BUILT_IN.get(semantics)
    problem = order_problem(graph, semantics, options)
    assert peak(problem, range(problem.operators)) == analyze(graph, semantics, semantics_options=options).peak_bytes
    result = reorder(data, semantics=semantics, time_limit=2, force=True, options=options)
    assert is_topological(problem, result.order)
    assert result.search.optimal
    if result.data is not None:
        reread = parse_model(result.data)
        after = analyze(reread, semantics, semantics_options=options).peak_bytes
        assert after == result.peak_after == peak(problem, result.order)
        _assert_only_the_order_changed(graph, reread, result.order)


# --- the command -----------------------------------------------------------------------------


def test_reorder_writes_only_when_it_helps_and_never_touches_the_input(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    source = (ROOT / "sample_models" / "multi_branch_f32.tflite").read_bytes()
    Path("m.tflite").write_bytes(source)
    # the peak halves, but the minimum tensor_arena stays: nothing is written by default
    r = cli("reorder", "m.tflite", "-o", "out.tflite")
    assert r.exit_code == 0, r.stderr
    assert r.stdout.splitlines() == [
        "m.tflite: the head would drop by 640 B but the minimum tensor_arena would not",
        "(2,960 B → 2,960 B): nothing written (--force writes it anyway)",
    ]
    assert r.stderr == "" and not Path("out.tflite").exists()
    r = cli("reorder", "m.tflite", "-o", "out.tflite", "--force")
    assert r.exit_code == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines == [
        "m.tflite → out.tflite",
        "  6 of 11 operators moved; order optimal (proved); bytes:",
        "                              before     after              change",
        "  minimum (cortex-m4)          2,960     2,960                 0 B",
        "  head, TFLM's planner         1,152       512      -640 B (55.6%)",
        "  head, best plan              1,088       512      -576 B (52.9%)",
        "  peak (live bytes)            1,088       512      -576 B (52.9%)",
        "  written because of --force: minimum (cortex-m4) does not drop",
    ]
    assert max(map(len, lines)) <= 80
    assert Path("m.tflite").read_bytes() == source
    assert r.stderr == "wrote out.tflite\n"
    Path("plain.tflite").write_bytes((ROOT / "sample_models" / "skip_connection_f32.tflite").read_bytes())
    r = cli("reorder", "plain.tflite", "-o", "plain2.tflite")
    assert r.exit_code == 0 and "nothing written" in r.stdout and not Path("plain2.tflite").exists()
    r = cli("reorder", "m.tflite", "-o", "m.tflite")
    assert r.exit_code == 2 and r.stderr.startswith("Error: m.tflite is the input model")
    Path("bad.tflite").write_bytes(b"not a model")
    r = cli("reorder", "bad.tflite", "-o", "x.tflite")
    assert r.exit_code == 2 and len(r.stderr.splitlines()) == 1 and not Path("x.tflite").exists()


def test_optimize_reorder_plans_the_new_order(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes((ROOT / "sample_models" / "unrolled_rnn_f32.tflite").read_bytes())
    r = cli("optimize", "m.tflite", "-o", "out.tflite", "--reorder", "--force")
    assert r.exit_code == 0, r.stderr
    written = parse_model(Path("out.tflite").read_bytes())
    assert written.offline_offsets is not None
    # TFLM's greedy needs 928 B in the new order; the written plan reaches the 896 B peak
    assert analyze(written, "tflm").primary.footprint == 896
    assert "  written (order, plan)                 4,896         0 B       896      -896 B" in r.stdout.splitlines()


# --- the real runtimes ---------------------------------------------------------------------

_OUTPUTS = r"""
import sys, numpy as np
which, paths = sys.argv[1], sys.argv[2:]
outs = []
for path in paths:
    if which == "tflm":
        from tflite_micro.python.tflite_micro import runtime
        it = runtime.Interpreter.from_file(path, arena_size=1 << 20)
        d = it.get_input_details(0)
        x = (np.random.default_rng(0).random(d["shape"]) * 4 - 2).astype(d["dtype"])
        it.set_input(x, 0)
        it.invoke()
        outs.append(it.get_output(0).copy())
    else:
        from ai_edge_litert.interpreter import Interpreter
        it = Interpreter(model_path=path)
        it.allocate_tensors()
        d = it.get_input_details()[0]
        x = (np.random.default_rng(0).random(d["shape"]) * 4 - 2).astype(d["dtype"])
        it.set_tensor(d["index"], x)
        it.invoke()
        outs.append(it.get_tensor(it.get_output_details()[0]["index"]).copy())
print("same" if all(np.array_equal(outs[0], o) for o in outs[1:]) else "different")
"""


@pytest.mark.runtime
@pytest.mark.parametrize("name", ["multi_branch_f32", "unrolled_rnn_f32", "scratch_ops"])
def test_the_runtimes_compute_the_same_with_the_predicted_head(name: str, tmp_path: Path) -> None:
    pytest.importorskip("tflite_micro")
    pytest.importorskip("ai_edge_litert")
    from tests.runtimes import tflm_measured

    path = ROOT / "sample_models" / f"{name}.tflite"
    result = reorder(path.read_bytes(), str(path), force=True)
    assert result.data is not None and result.after is not None
    reordered = tmp_path / "reordered.tflite"
    reordered.write_bytes(result.data)
    optimized = optimize(path.read_bytes(), str(path), reorder_first=True, force=True)
    assert optimized.data is not None and optimized.after is not None
    both = tmp_path / "optimized.tflite"
    both.write_bytes(optimized.data)
    for written, head in ((reordered, result.after.primary.footprint), (both, optimized.head_after)):
        measured = tflm_measured(written)
        assert measured is not None and measured.head == head
    for runtime in ("tflm", "litert"):
        proc = subprocess.run(
            [sys.executable, "-c", _OUTPUTS, runtime, str(path), str(reordered), str(both)],
            capture_output=True,
            text=True,
        )
        assert proc.stdout.strip() == "same", proc.stderr[-2000:]


@pytest.mark.runtime
@pytest.mark.parametrize("name", ["multi_branch_f32", "unrolled_rnn_f32", "scratch_ops"])
def test_litert_allocates_the_predicted_arena_for_the_litert_order(name: str, tmp_path: Path) -> None:
    pytest.importorskip("ai_edge_litert")
    from tests.runtimes import litert_arena_span

    path = ROOT / "sample_models" / f"{name}.tflite"
    result = reorder(path.read_bytes(), str(path), semantics="litert", force=True, options=BUILTIN)
    assert result.data is not None and result.after is not None
    written = tmp_path / "reordered.tflite"
    written.write_bytes(result.data)
    assert result.after.primary.strategy == "greedy_by_size"
    assert litert_arena_span(written, include_temporaries=True) == result.after.primary.footprint
    assert litert_arena_span(path, include_temporaries=True) == result.before.primary.footprint
    proc = subprocess.run(
        [sys.executable, "-c", _OUTPUTS, "litert", str(path), str(written)], capture_output=True, text=True
    )
    assert proc.stdout.strip() == "same", proc.stderr[-2000:]


def test_reorder_under_litert_rules(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes((ROOT / "sample_models" / "unrolled_rnn_f32.tflite").read_bytes())
    r = cli("reorder", "m.tflite", "-o", "out.tflite", "--semantics", "litert", "--threads", "2")
    assert (r.exit_code, r.stderr) == (
        2,
        "Error: the operator order is searched for the built-in kernels only: ask for the delegate none "
        "(XNNPACK, LiteRT's default, regroups the operators)\n",
    )
    r = cli("reorder", "m.tflite", "-o", "out.tflite", "--semantics", "litert", "--delegate", "none", "--threads", "2")
    assert r.exit_code == 0, r.stderr
    rows = r.stdout.splitlines()
    # the arenas fall from 1,984 B to 992 B; the interpreter's own heap stays, in both totals
    own = analyze(parse_model(Path("m.tflite").read_bytes()), "litert", semantics_options={"threads": 2, **BUILTIN})
    own_bytes = own.arena.total - own.arena.resident - own.arena.heap
    before, after = 1984 + own_bytes, 992 + own_bytes
    assert rows[3].split() == ["LiteRT", "total", f"{before:,}", f"{after:,}", "-992", "B", f"({992 / before:.1%})"]
    assert rows[4].startswith("  arena, LiteRT's planner")
    assert rows[6] == "  peak (live bytes)            1,984       864    -1,120 B (56.5%)"
    reordered = analyze(
        parse_model(Path("out.tflite").read_bytes()), "litert", semantics_options={"threads": 2, **BUILTIN}
    )
    assert reordered.peak_bytes == 864
    for args in (("--threads", "2"), ("--semantics", "litert", "--target", "host64")):
        r = cli("reorder", "m.tflite", "-o", "x.tflite", *args)
        assert r.exit_code == 2 and not Path("x.tflite").exists()
    r = cli("analyze", "m.tflite", "--semantics", "litert", "--delegate", "none", "--json")
    order = json.loads(r.stdout)["operator_order"]
    bound = order.pop("bound_bytes")
    one = analyze(parse_model(Path("m.tflite").read_bytes()), "litert", semantics_options=BUILTIN).arena
    assert bound <= 864 and order == {
        "stored_peak_bytes": 1984,
        "peak_bytes": 864,
        "optimal": True,
        "reordered": False,
        "needed_bytes": 992 + one.total - one.resident - one.heap,
    }
    r = cli("analyze", "m.tflite", "--semantics", "gpu", "--reorder")
    assert r.exit_code == 2 and "--semantics tflm or litert" in r.stderr


def test_a_main_subgraph_past_the_search_limit_is_refused_in_one_line_and_gets_no_hint(monkeypatch, tmp_path) -> None:
    # Was: a chain of 60,000 operators took 2.3 GB in the search's bit masks (O(n²/8)).
    from tflite_memplan import planning
    from tflite_memplan.reorder import rewrite

    n = 12
    tensors = [TensorSpec(f"t{i}", (1, 16), "float32") for i in range(n + 1)]
    data = build_model([SubgraphSpec(tensors, [OpSpec("RELU", [i], [i + 1]) for i in range(n)], [0], [n], "m")])
    monkeypatch.setattr(rewrite, "MAX_ORDER_OPERATORS", n - 1)
    with pytest.raises(MemplanError, match=r"^its main subgraph has 12 operators; the order search takes at most 11$"):
        order_problem(parse_model(data))
    with pytest.raises(MemplanError, match="the order search takes at most 11"):
        reorder(data)
    path = tmp_path / "chain.tflite"
    path.write_bytes(data)
    assert planning.plan_file(str(path), reorder=False).operator_order is None
    monkeypatch.setattr(rewrite, "MAX_ORDER_OPERATORS", n)
    assert planning.plan_file(str(path), reorder=False).operator_order is not None
