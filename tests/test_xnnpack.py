"""LiteRT with XNNPACK, its default delegate: which operators the delegate takes, the
partitions they form, and the arena LiteRT keeps at the delegate's boundary.

memplan's rules (``tflite_memplan.semantics.litert.xnnpack`` and ``xnnpack_rules``)
decide the delegated operators and the partitions from the model alone; ``--delegate
xnnpack`` then plans LiteRT's arena with each partition as one node. The runtime tests
compare both with the ``ai-edge-litert`` wheel, the oracle: the probe (shared across
the session by ``tests/runtimes.py``) reads the interpreter's execution plan and its
delegate nodes after ``allocate_tensors()``, and where every arena tensor (kernel
temporaries included) ended up. On every sample model, every dev-set model
(``../shared/models``, skipped when absent) and every per-kernel model
(``tests/kernel_models.py``) that LiteRT runs: the delegated operators, the partitions'
inputs and outputs and the execution plan are LiteRT's, and the arena's span is
LiteRT's to the byte.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import tiny_models
from tests.conftest import BUILTIN, REAL_MODELS, SAMPLES, require_real_models
from tflite_memplan.analysis import analyze
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.reader import load_model
from tflite_memplan.semantics.litert.order import litert_order_problem
from tflite_memplan.semantics.litert.xnnpack import DELEGATE_OP, delegated_graph, delegation


def _xnnpack(path: Path, threads: int = 1):
    return analyze(load_model(path), "litert", semantics_options={"delegate": "xnnpack", "threads": threads})


# ------------------------------------------------------------------ without the runtime


def test_delegate_none_is_the_built_in_kernels() -> None:
    """``--delegate none`` (the default) plans exactly what memplan planned before."""
    graph = load_model(SAMPLES / "branching_cnn_int8.tflite")
    plain = analyze(graph, "litert", semantics_options=BUILTIN)
    none = analyze(graph, "litert", semantics_options={"delegate": "none"})
    assert none.records == plain.records and none.primary.footprint == plain.primary.footprint
    assert none.arena is not None and none.arena.document()["delegate"] == "none"


def test_a_partition_is_one_node_and_its_interior_leaves_the_arena() -> None:
    """branching_cnn_int8: XNNPACK takes every operator but the int8 SOFTMAX (it takes
    SOFTMAX in float only); the partition reads the input and the constants and hands
    out the SOFTMAX's input; the tensors in between are not in LiteRT's arena."""
    graph = load_model(SAMPLES / "branching_cnn_int8.tflite")
    sg = graph.main
    d = delegation(sg)
    softmax = next(i for i, op in enumerate(sg.operators) if op.opcode == "SOFTMAX")
    assert d.taken == frozenset(range(len(sg.operators))) - {softmax}
    assert d.plan == (None, softmax) and len(d.partitions) == 1
    (part,) = d.partitions
    assert part.outputs == sg.operators[softmax].inputs
    assert sg.inputs[0] in part.inputs and all(sg.tensors[t].has_data for t in part.inputs if t not in sg.inputs)
    delegated, _ = delegated_graph(graph)
    assert [op.opcode for op in delegated.main.operators] == [DELEGATE_OP, "SOFTMAX"]
    analysis = _xnnpack(SAMPLES / "branching_cnn_int8.tflite")
    planned = {r.tensor for r in analysis.records if r.kind == "tensor"}
    assert planned == {*sg.inputs, *part.outputs, *sg.outputs}
    assert analysis.arena is not None
    doc = analysis.arena.document()
    assert (doc["delegate"], doc["partitions"], doc["delegated_operators"]) == ("xnnpack", 1, len(sg.operators) - 1)


def test_partitions_follow_tflites_greedy_epochs() -> None:
    """scratch_ops: the delegated groups and the operators left alternate in the
    execution plan as TFLite's partitioning orders them."""
    sg = load_model(SAMPLES / "scratch_ops.tflite").main
    d = delegation(sg)
    opcodes = [sg.operators[i].opcode if i is not None else DELEGATE_OP for i in d.plan]
    assert opcodes == [DELEGATE_OP, "MIRROR_PAD", DELEGATE_OP, "UNIDIRECTIONAL_SEQUENCE_LSTM"]
    assert sorted(i for p in d.partitions for i in p.nodes) == sorted(d.taken)


def test_an_unknown_delegate_and_a_delegated_order_search_are_refused() -> None:
    graph = load_model(SAMPLES / "dense_block_f32.tflite")
    with pytest.raises(MemplanError, match="delegate must be one of"):
        analyze(graph, "litert", semantics_options={"delegate": "gpu"})
    with pytest.raises(MemplanError, match="built-in kernels only"):
        litert_order_problem(graph, {"delegate": "xnnpack"})


def test_the_cli_takes_delegate_under_tflite(cli) -> None:
    result = cli("analyze", SAMPLES / "branching_cnn_int8.tflite", "--semantics", "litert", "--delegate", "xnnpack")
    assert result.exit_code == 0, result.output
    assert "XNNPACK delegate: 8 operators in 1 partition" in result.output
    refused = cli("analyze", SAMPLES / "branching_cnn_int8.tflite", "--delegate", "xnnpack")
    assert refused.exit_code != 0 and "--delegate goes with --semantics litert" in refused.stderr


# ------------------------------------------------------------------- against the wheel


def _files() -> list:
    real = sorted(REAL_MODELS.glob("*.tflite")) if REAL_MODELS.is_dir() else [REAL_MODELS]
    keras = sorted((Path(__file__).parent / "models").glob("keras_*.tflite"))  # loops converted from Keras
    return [pytest.param(p, id=p.name) for p in sorted(SAMPLES.glob("*.tflite")) + real + keras]


def _kernel_files() -> list:
    from tests.kernel_models import kernel_models

    return [pytest.param(name, model.data, id=name) for name, model in kernel_models().items()]


@pytest.fixture(scope="module")
def kernel_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("kernels")


def _measured(path: Path, threads: int = 1) -> dict:
    """The wheel with XNNPACK: its delegation and arena; skips when it cannot run the model."""
    from tests.runtimes import litert_arena_tensors

    if not path.is_file():
        require_real_models()
    info = litert_arena_tensors(path, include_temporaries=True, threads=threads, delegate=True)
    if info is None:
        pytest.skip(f"{path.name}: LiteRT cannot load, allocate or run this model")
    if info["delegation"]["execution_plan"] is None:
        pytest.skip(f"{path.name}: the probe could not read the execution plan")
    return info


def _check(path: Path, threads: int = 1) -> None:
    info = _measured(path, threads)
    measured = info["delegation"]
    nodes, plan = measured["nodes"], measured["execution_plan"]
    sg = load_model(path).main
    d = delegation(sg)
    assert sorted(d.taken) == sorted(set(range(nodes)) - set(plan)), "the delegated operators"
    assert [i if i is not None else DELEGATE_OP for i in d.plan] == [i if i < nodes else DELEGATE_OP for i in plan]
    assert [(list(p.inputs), list(p.outputs)) for p in d.partitions] == [
        (sorted(p["inputs"]), sorted(p["outputs"])) for p in measured["partitions"]
    ], "the partitions' inputs and outputs"
    graph = load_model(path)
    for k, theirs in measured["subgraphs"].items():  # the subgraphs control flow calls: delegated too
        if theirs["execution_plan"] is None:
            continue
        d = delegation(graph.subgraphs[int(k)])
        n = theirs["nodes"]
        assert sorted(d.taken) == sorted(set(range(n)) - set(theirs["execution_plan"])), f"subgraph {k}"
        assert [i if i is not None else DELEGATE_OP for i in d.plan] == [
            i if i < n else DELEGATE_OP for i in theirs["execution_plan"]
        ], f"subgraph {k}'s execution plan"
    assert _xnnpack(path, threads).primary.footprint == info["span"], "the arena at the delegate's boundary"


@pytest.mark.runtime
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("path", _files())
def test_delegation_and_arena_match_litert(path: Path, threads: int) -> None:
    """Samples and dev set: delegated operators, partitions and the arena, at 1 and 2 threads."""
    pytest.importorskip("ai_edge_litert")
    _check(path, threads)


@pytest.mark.runtime
@pytest.mark.parametrize(("name", "data"), _kernel_files())
def test_kernel_models_delegation_and_arena_match_litert(name: str, data: bytes, kernel_dir: Path) -> None:
    """Every per-kernel model LiteRT runs, at one thread."""
    pytest.importorskip("ai_edge_litert")
    path = kernel_dir / f"{name}.tflite"
    path.write_bytes(data)
    _check(path)


SYNTHETIC = [
    pytest.param(tiny_models.float16_weights, {"layers": 4}, id="float16-weights"),  # DEQUANTIZE unpacked
    pytest.param(tiny_models.conv2d, {"hybrid": True}, id="conv-dynamically-quantized"),
    pytest.param(tiny_models.conv2d, {"dtype": "int8", "vary_scales": True}, id="conv-int8-per-channel"),
    pytest.param(tiny_models.conv2d, {"filter_input": True}, id="conv-filter-not-constant"),
    pytest.param(tiny_models.mean_then_convs, {}, id="mean-then-convs"),
    pytest.param(tiny_models.split_ties, {"seed": 3}, id="split-ties"),
    pytest.param(tiny_models.while_with_if, {}, id="while-with-if"),
    pytest.param(tiny_models.while_dynamic_body, {}, id="while-dynamic-body"),
    pytest.param(tiny_models.computed_shapes, {}, id="computed-shapes"),
    pytest.param(tiny_models.invoke_shapes, {}, id="invoke-shapes"),
    pytest.param(tiny_models.if_branches, {}, id="if-branches"),
    pytest.param(tiny_models.call_once_init, {}, id="call-once"),
    *(
        pytest.param(tiny_models.hybrid, {"op": op, **extra}, id=f"hybrid-{op.lower()}{suffix}")
        for op in ("FULLY_CONNECTED", "DEPTHWISE_CONV_2D", "BATCH_MATMUL")
        for extra, suffix in (({}, ""), ({"vary_scales": False}, "-one-scale"))
    ),
    pytest.param(tiny_models.hybrid, {"op": "FULLY_CONNECTED", "int4": True}, id="hybrid-fully_connected-int4"),
]


def _unsigned_and_dynamic() -> bytes:
    """A uint8 ADD and its DEQUANTIZE (XNNPACK takes both: the wheel enables unsigned
    8-bit operators), and a FULLY_CONNECTED whose float filter is a graph input (it
    refuses it: the wheel does not enable non-constant filters)."""
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    q = {"scale": 0.05, "zero_point": 128}
    tensors = [
        *(TensorSpec(name, (1, 8, 8, 4), "uint8", **q) for name in ("a", "b", "c")),
        TensorSpec("d", (1, 8, 8, 4), "float32"),
        TensorSpec("x", (1, 4), "float32"),
        TensorSpec("w", (6, 4), "float32"),
        TensorSpec("y", (1, 6), "float32"),
    ]
    ops = [
        OpSpec("ADD", [0, 1], [2], {}),
        OpSpec("DEQUANTIZE", [2], [3]),
        OpSpec("FULLY_CONNECTED", [4, 5, -1], [6], {}),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0, 1, 4, 5], outputs=[3, 6], name="main")])


SYNTHETIC.append(pytest.param(_unsigned_and_dynamic, {}, id="uint8-and-a-non-constant-fc-filter"))


def _prelu_float16_slope() -> bytes:
    """CONV_2D → PRELU whose slope is a DEQUANTIZE of float16 weights → CONV_2D, as
    MediaPipe's face and palm models have them: XNNPACK unpacks the slope and takes the
    PRELU, so the whole graph is one partition (memplan had left both to TFLite: 3)."""
    import numpy as np

    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    conv = {"padding": "SAME", "stride_w": 1, "stride_h": 1, "fused_activation_function": 0}
    tensors = [
        TensorSpec("x", (1, 8, 8, 4), "float32"),
        TensorSpec("w1", (4, 3, 3, 4), "float32", data=np.ones((4, 3, 3, 4), np.float32)),
        TensorSpec("b1", (4,), "float32", data=np.zeros(4, np.float32)),
        TensorSpec("c1", (1, 8, 8, 4), "float32"),
        TensorSpec("alpha16", (1, 1, 4), "float16", data=np.full((1, 1, 4), 0.25, np.float16)),
        TensorSpec("alpha", (1, 1, 4), "float32"),
        TensorSpec("p", (1, 8, 8, 4), "float32"),
        TensorSpec("w2", (4, 3, 3, 4), "float32", data=np.ones((4, 3, 3, 4), np.float32)),
        TensorSpec("b2", (4,), "float32", data=np.zeros(4, np.float32)),
        TensorSpec("y", (1, 8, 8, 4), "float32"),
    ]
    ops = [
        OpSpec("CONV_2D", [0, 1, 2], [3], conv),
        OpSpec("DEQUANTIZE", [4], [5]),
        OpSpec("PRELU", [3, 5], [6]),
        OpSpec("CONV_2D", [6, 7, 8], [9], conv),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[9], name="main")])


SYNTHETIC.append(pytest.param(_prelu_float16_slope, {}, id="prelu-float16-slope"))


def test_a_prelu_with_a_float16_slope_is_one_partition() -> None:
    from tflite_memplan.model.reader import parse_model

    d = delegation(parse_model(_prelu_float16_slope()).main)
    assert (sorted(d.taken), len(d.partitions), sorted(d.unpacked)) == ([0, 1, 2, 3], 1, [1])


@pytest.mark.runtime
@pytest.mark.parametrize(("build", "options"), SYNTHETIC)
def test_synthetic_models_delegation_and_arena_match_litert(build, options: dict, tmp_path: Path) -> None:
    """float16 weights, dynamically quantized and per-channel filters, a filter that is
    not constant, many equally ranked tensors, control flow (every subgraph's delegation),
    tensors sized while running."""
    pytest.importorskip("ai_edge_litert")
    path = tmp_path / "model.tflite"
    path.write_bytes(build(**options))
    _check(path)
