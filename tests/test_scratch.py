"""TFLM kernel scratch buffers on the sample models, checked by hand without any runtime.

Every expected number below is computed from the tensor shapes in
``sample_models/make_samples.py`` (arithmetic in the comments), not read back from
memplan. ``tests/test_fidelity_tflm.py`` separately checks the resulting heads against
the live tflite-micro interpreter: 128 bytes for ``svdf_state_int8.tflite`` and 880
for ``scratch_ops.tflite``.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from flatbuffers import flexbuffers

from tests.conftest import BUILTIN, SAMPLES
from tflite_memplan.analysis import analyze
from tflite_memplan.bounds import offset_lower_bound
from tflite_memplan.cli import main
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics.tflm.scratch import tflm_scratch_requests

#: The reference kernels' rules are what this file checks (CMSIS-NN's: tests/test_fidelity_qemu.py).
REFERENCE = {"target": "cortex-m"}

SVDF = SAMPLES / "svdf_state_int8.tflite"
SCRATCH_OPS = SAMPLES / "scratch_ops.tflite"


def raw_requests(graph: ModelGraph) -> list[tuple[str, list[int]]]:
    """(opcode, raw bytes of each request in order) for every operator of the main subgraph."""
    sg = graph.main
    return [(op.opcode, [r.nbytes for r in tflm_scratch_requests(graph, sg, op) or ()]) for op in sg.operators]


def scratch_records(analysis) -> list[tuple[tuple[int, int] | None, int, int, int]]:
    """(owning operator, planned size, first, last) of every scratch record, in request order."""
    return [(r.operator, r.size, r.first, r.last) for r in analysis.records if r.kind == "scratch"]


# --- svdf_state_int8.tflite -----------------------------------------------------


def test_svdf_requests_two_int32_buffers_per_layer() -> None:
    # int8 SVDF asks for batch·filters·4 (filter activations), then batch·units·4 (unit
    # sums), units = filters / rank.
    #   svdf1: input (1, 16), weights_feature (16, 16), rank 2 → 1·16·4 = 64, 1·8·4 = 32
    #   svdf2: input (1, 8),  weights_feature (8, 8),   rank 1 → 1·8·4 = 32,  1·8·4 = 32
    # FULLY_CONNECTED with int8 weights asks for nothing.
    assert raw_requests(load_model(SVDF)) == [("SVDF", [64, 32]), ("SVDF", [32, 32]), ("FULLY_CONNECTED", [])]


def test_svdf_head_is_128_and_its_plan_by_hand() -> None:
    a = analyze(load_model(SVDF), "tflm", semantics_options=REFERENCE)
    # TFLM time: graph input at 0, operator k at step k+1. Tensor sizes round up to 16.
    assert [(r.name, r.size, r.first, r.last) for r in a.records if r.kind == "tensor"] == [
        ("input", 16, 0, 1),  # (1, 16) int8 = 16 B
        ("svdf1/output", 16, 1, 2),  # (1, 8) int8 = 8 → 16
        ("svdf2/output", 16, 2, 3),  # (1, 8) int8 = 8 → 16
        ("output", 16, 3, 3),  # (1, 4) int8 = 4 → 16
    ]
    # Scratch lives exactly during its operator's step, after all tensors, in request order.
    assert scratch_records(a) == [((0, 0), 64, 1, 1), ((0, 0), 32, 1, 1), ((0, 1), 32, 2, 2), ((0, 1), 32, 2, 2)]
    # Live bytes: step 1 = 16 + 16 + 64 + 32 = 128; step 2 = 16 + 16 + 32 + 32 = 96;
    # step 3 = 16 + 16 = 32. The tensors alone never need more than 32.
    assert a.lower_bound_bytes == 128
    assert offset_lower_bound([r for r in a.records if r.kind == "tensor"]) == 32
    # First fit, by size descending, ties by higher id (scratch ids follow the tensors):
    #   64 op0 @0; 32 op1#1 @0; 32 op1#0 @32 (op1#1 is at 0); 32 op0#1 @64 (64-byte op0#0
    #   at 0); 16 output @0; svdf2/output [2,3] above op1's 0..64 → @64; svdf1/output
    #   [1,2] above op0's 0..96 and svdf2/output 64..80 → @96; input [0,1] → @112.
    assert list(a.primary.plan.offsets) == [112, 96, 64, 0, 0, 64, 32, 0]
    assert a.primary.footprint == 128


# --- scratch_ops.tflite ---------------------------------------------------------


def test_scratch_ops_request_bytes_by_hand() -> None:
    assert raw_requests(load_model(SCRATCH_OPS)) == [
        # int8 input: one int32 accumulator per output element, (1, 8, 8, 2) = 128 → 128·4 = 512
        ("TRANSPOSE_CONV", [512]),
        # output strides, then input strides: rank 4 · 4 = 16 each
        ("MIRROR_PAD", [16, 16]),
        # int8: int32 sums per output element (1, 10, 10, 1) = 100 → 400; index per input
        # dimension 4·4 = 16; resolved axes: axis tensor (1,) → 1·4 = 4
        ("MEAN", [400, 16, 4]),
        # index per input dimension 4·4 = 16; resolved axes: axis tensor (3,) → 3·4 = 12
        ("REDUCE_MAX", [16, 12]),
        ("ADD", []),
        ("RESHAPE", []),
        ("DEQUANTIZE", []),
        # four gate buffers of batch·units·sizeof(float32 cell state) = 1·4·4 = 16
        ("UNIDIRECTIONAL_SEQUENCE_LSTM", [16, 16, 16, 16]),
    ]


def test_scratch_ops_head_is_880_at_mean() -> None:
    a = analyze(load_model(SCRATCH_OPS), "tflm", semantics_options=REFERENCE)
    # Planned sizes round up to 16: MEAN's 4-byte axes and REDUCE_MAX's 12 become 16.
    assert scratch_records(a) == [
        ((0, 0), 512, 1, 1),
        ((0, 1), 16, 2, 2),
        ((0, 1), 16, 2, 2),
        ((0, 2), 400, 3, 3),
        ((0, 2), 16, 3, 3),
        ((0, 2), 16, 3, 3),
        ((0, 3), 16, 4, 4),
        ((0, 3), 16, 4, 4),
        ((0, 7), 16, 8, 8),
        ((0, 7), 16, 8, 8),
        ((0, 7), 16, 8, 8),
        ((0, 7), 16, 8, 8),
    ]
    # ``upsampled`` (128 B) is read by MIRROR_PAD (step 2) and REDUCE_MAX (step 4), so
    # it is live through MEAN's step 3, with ``padded`` (1·10·10·2 = 200 → 208) and
    # ``channel_mean`` (100 → 112). Live bytes by step:
    #   1 TRANSPOSE_CONV: input 64 + upsampled 128 + 512            = 704
    #   3 MEAN:           128 + 208 + 112 + 400 + 16 + 16          = 880  (the peak)
    #   8 LSTM:           sequence/float 1·10·10·4 = 400 + output 1·10·4·4 = 160 + 4·16 = 624
    live = a.live_bytes()
    assert (live[1], live[3], live[8]) == (704, 880, 624)
    assert a.lower_bound_bytes == 880
    assert a.primary.footprint == 880
    # Without scratch the peak would be step 8's tensors, 400 + 160 = 560.
    assert offset_lower_bound([r for r in a.records if r.kind == "tensor"]) == 560


# --- every scratch record ----------------------------------------------------------


@pytest.mark.parametrize("path", [SVDF, SCRATCH_OPS], ids=lambda p: p.name)
def test_scratch_records_name_their_operator(path) -> None:
    g = load_model(path)
    scratch = [r for r in analyze(g, "tflm", semantics_options=REFERENCE).records if r.kind == "scratch"]
    assert scratch
    for r in scratch:
        assert r.operator is not None and r.tensor == -1
        sg, index = r.operator
        opcode = g.subgraphs[sg].operators[index].opcode
        assert r.name.startswith(f"{opcode}#{index} scratch ")
    # TFLite's CPU scratch records are the kernel temporaries memplan models (MEAN's here).
    for r in analyze(g, "litert", semantics_options=BUILTIN).records:
        if r.kind == "scratch":
            assert r.operator is not None and r.tensor == -1
            assert r.name.startswith(f"{g.main.operators[r.operator[1]].opcode}#{r.operator[1]} ")


@pytest.mark.parametrize(
    ("path", "variables"),
    [
        (SVDF, {"svdf1/state", "svdf2/state"}),
        (SCRATCH_OPS, {"lstm/hidden_state", "lstm/cell_state"}),
    ],
    ids=lambda x: getattr(x, "name", None),
)
def test_is_variable_state_is_planned_by_neither_runtime(path, variables: set[str]) -> None:
    g = load_model(path)
    found = {t.name: t.index for t in g.main.tensors if t.is_variable}
    assert set(found) == variables
    for semantics in ("tflm", "litert"):
        records = analyze(g, semantics).records
        planned = {r.tensor for r in records if r.kind == "tensor"}
        assert planned.isdisjoint(found.values()), semantics
        assert not variables & {r.name for r in records}, semantics


# --- unknown scratch needs ------------------------------------------------------


def test_custom_op_with_unknown_scratch_needs_is_named_in_a_warning() -> None:
    tensors = [TensorSpec("x", (1, 8), "float32"), TensorSpec("y", (1, 8), "float32")]
    ops = [OpSpec("VendorFancyOp", [0], [1], custom=True)]
    g = parse_model(build_model([SubgraphSpec(tensors, ops, [0], [1], "main")]))
    assert tflm_scratch_requests(g, g.main, g.main.operators[0]) is None
    a = analyze(g, "tflm", semantics_options=REFERENCE)
    warnings = [w for w in a.lifetimes.warnings if "VendorFancyOp" in w]
    assert warnings == [
        "memory needs unknown for operators VendorFancyOp (operator 0 of subgraph 0): "
        "the real TFLM head and tail may be larger"
    ]
    # The head then counts the tensors alone: x [0, 1] and y [1, 1], 32 B each.
    assert a.primary.footprint == 64


def test_known_ops_raise_no_scratch_warning() -> None:
    for path in (SVDF, SCRATCH_OPS):
        assert not [
            w
            for w in analyze(load_model(path), "tflm", semantics_options=REFERENCE).lifetimes.warnings
            if "scratch" in w
        ]


# --- JSON output ----------------------------------------------------------------


def test_json_lists_scratch_with_kind_and_operator() -> None:
    runner = CliRunner(env={"COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb"})
    result = runner.invoke(main, ["analyze", str(SCRATCH_OPS), "--json", "--target", "cortex-m"])
    assert result.exit_code == 0, result.stderr
    doc = json.loads(result.stdout)
    plan = doc["plans"][0]
    assert plan["strategy"] == "tflm_greedy" and plan["footprint_bytes"] == 880
    scratch = [e for e in plan["tensors"] if e["kind"] == "scratch"]
    assert [(e["operator"]["subgraph"], e["operator"]["index"], e["size"]) for e in scratch] == [
        (0, 0, 512),
        (0, 1, 16),
        (0, 1, 16),
        (0, 2, 400),
        (0, 2, 16),
        (0, 2, 16),
        (0, 3, 16),
        (0, 3, 16),
        (0, 7, 16),
        (0, 7, 16),
        (0, 7, 16),
        (0, 7, 16),
    ]
    for e in scratch:
        assert e["index"] is None
        assert set(e["operator"]) == {"subgraph", "index"}
        assert e["first"] == e["last"] == e["operator"]["index"] + 1  # its operator's TFLM step
        assert e["offset"] >= 0 and e["offset"] + e["size"] <= 880
    # Tensor entries carry no operator.
    assert all("operator" not in e for e in plan["tensors"] if e["kind"] == "tensor")


def test_a_malformed_operator_has_unknown_scratch_not_a_crash() -> None:
    # An SVDF whose input is a scalar (no batch dimension to read) and an RFFT whose
    # fft_length is not a number: both rules would index or convert what is not there.
    x, y = TensorSpec("x", (1, 8), "float32"), TensorSpec("y", (1, 8), "float32")
    s = TensorSpec("s", (), "float32")
    ops = [
        OpSpec("SVDF", [2, 0], [1], {"rank": 1}),
        OpSpec("SignalRfft", [0], [1], custom=True, custom_options=bytes(flexbuffers.Dumps({"fft_length": "x"}))),
    ]
    g = parse_model(build_model([SubgraphSpec([x, y, s], ops, [0, 2], [1], "main")]))
    assert [tflm_scratch_requests(g, g.main, op) for op in g.main.operators] == [None, None]
    warnings = analyze(g, "tflm", semantics_options=REFERENCE).lifetimes.warnings
    assert any("SignalRfft (operator 1 of subgraph 0)" in w for w in warnings)
    # The malformed SVDF is a kernel TFLM has: its needs are unknown, it is not "unsupported".
    assert not any("no kernel" in w for w in warnings)
    assert any("SVDF (operator 0 of subgraph 0)" in w for w in warnings)
