"""The rest of LiteRT's heap with XNNPACK: the convolutions' indirection buffers, and the
whole total against the heap the interpreter really takes.

By hand: ``branching_cnn_int8`` (int8) has a CONV_2D 3×3 at stride 2, 16×16×3 → 8×8×8
(an IGEMM over 9 taps, 64 output pixels) and a DEPTHWISE_CONV_2D 3×3 at stride 1 on
8×8×8 (a DWCONV kernel); its other operators keep no indirection buffer.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest

from tests.conftest import BUILTIN, REAL_MODELS, SAMPLES
from tests.xnnpack.machine import as_measured
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.semantics.litert.interpreter_heap import (
    FIXED,
    PER_SUBGRAPH,
    interpreter_heap,
    malloc_chunk,
    quantization_heap,
)
from tflite_memplan.semantics.litert.xnnpack import delegated_graph
from tflite_memplan.semantics.litert.xnnpack_indirection import heuristic_mr, igemm_bytes, xnnpack_indirection
from tflite_memplan.semantics.litert.xnnpack_weights import packed_weights

BRANCHING = SAMPLES / "branching_cnn_int8.tflite"


def _indirection(path, cpu: str):
    graph = load_model(path)
    delegations = delegated_graph(graph)[1]
    return xnnpack_indirection(graph, packed_weights(graph, delegations, cpu), delegations)


def test_mr_is_the_output_size_when_a_kernel_has_that_many_rows() -> None:
    assert heuristic_mr(16, (1, 16), 64) == 16
    assert heuristic_mr(1, (1, 16), 64) == 1


def test_mr_is_the_cheapest_otherwise() -> None:
    # 4 pixels, nr 64: mr 1 costs 4·(3·65 + 64) = 1,036, mr 16 costs 1·(3·80 + 1,024) = 1,264
    assert heuristic_mr(4, (1, 16), 64) == 1
    # 5 pixels: 1,295 against 1,264
    assert heuristic_mr(5, (1, 16), 64) == 16
    # 64 pixels, nr 8, mr 1 or 3: 64·35 = 2,240 against 22·57 = 1,254
    assert heuristic_mr(64, (1, 3), 8) == 3


def test_igemm_buffer_is_taps_by_tiled_pixels_by_pointer() -> None:
    assert igemm_bytes(64, 9, (1, 3), 8) == 9 * 66 * 8  # 64 pixels tiled to 3 rows: 66


def test_branching_cnn_by_hand() -> None:
    """avx512amx: int8 IGEMM 16×64c4 (mr 1 or 16): 64 pixels take mr 16, 9 × 64 × 8 =
    4,608 B; DWCONV (3, 9, 25 taps): the 9-tap kernel, step_height = 9 + 7 × 1 × 3 = 30,
    9 − 9 + 8 × 30 = 240 pointers = 1,920 B (a multiple of 64); MAX_POOL_2D 2×2 at stride 2
    to 4×4: step_height = 4 + 3 × 2 × 2 = 16, 4 − 1 + 4 × 16 = 67 pointers = 536 B. avx2:
    3×8c8 (mr 1 or 3), 64 pixels tile to 66: 9 × 66 × 8 = 4,752 B; the same others."""
    amx = _indirection(BRANCHING, "avx512amx")
    expected = [(0, "igemm", 4608), (1, "dwconv", 1920), (5, "maxpool", 536)]
    assert [(b.operator, b.path, b.nbytes) for b in amx.buffers] == expected
    assert amx.unmodelled == ()
    assert [b.nbytes for b in _indirection(BRANCHING, "avx2").buffers] == [4752, 1920, 536]


def test_the_total_counts_every_line() -> None:
    """With the delegate the total adds the indirection buffers, the interpreter's own heap
    (one subgraph: 66,112 + 36,864 + 32) and the quantization parameters (6 tensors of 8
    channels: 32 + 48 + 48; 12 of one scale: 3 × 32; but the FULLY_CONNECTED's filter
    scale, which the delegate widens to its 10 channels: a 64-byte chunk for 32; 1,952).
    Without it the XNNPACK lines are 0, the fixed part drops the delegate's blocks (66,112 −
    1,312), the FULLY_CONNECTED keeps its one scale (1,920), and the total still counts the
    interpreter's own heap."""
    graph = load_model(BRANCHING)
    doc = analyze(graph, "litert", semantics_options={"delegate": "xnnpack", "cpu": "avx512amx"}).arena.document()
    assert doc["xnnpack_indirection"] == 4608 + 1920 + 536
    assert (doc["interpreter"], doc["tensor_quantization"]) == (66_112 + 36_864 + 32, 6 * 128 + 12 * 96 + 32)
    parts = ("resident", "heap", "xnnpack_workspace", "packed_weights", "xnnpack_indirection", "xnnpack_runtimes")
    parts += ("tflite_structures", "xnnpack_operators")
    assert doc["total"] == sum(doc[k] for k in parts) + doc["interpreter"] + doc["tensor_quantization"]
    assert doc["tflite_structures"] > 0 and doc["xnnpack_operators"] > 0
    plain = analyze(graph, "litert", semantics_options=BUILTIN).arena.document()
    assert (plain["xnnpack_indirection"], plain["xnnpack_runtimes"], plain["xnnpack_operators"]) == (0, 0, 0)
    assert (plain["interpreter"], plain["tensor_quantization"]) == (66_112 - 1_312 + 36_864 + 32, 6 * 128 + 12 * 96)
    parts = ("resident", "heap", "tflite_structures", "interpreter", "tensor_quantization", "eigen_thread_pool")
    parts += ("ruy_buffers",)  # its convolutions' products; the one-batch FULLY_CONNECTED is TFLite's
    assert plain["total"] == sum(plain[k] for k in parts) and plain["tflite_structures"] > 0


@pytest.mark.parametrize("cpu", ["neon", "avx512"])
def test_a_configuration_whose_row_counts_were_not_read_is_named(cpu: str) -> None:
    """arm64's int8 IGEMM rows (plain NEON) were not read: the convolution is named, not sized."""
    found = _indirection(BRANCHING, cpu)
    if cpu == "neon":
        assert found.unmodelled == ("CONV_2D",) and [b.path for b in found.buffers] == ["dwconv", "maxpool"]
    else:
        assert found.unmodelled == () and len(found.buffers) == 3


# ------------------------------------------------------------------ against the traced heap (tests/xnnpack/heap.json)

HEAP = Path(__file__).with_name("xnnpack") / "heap.json"

#: The components that do not depend on the model (the function that asked for each block).
FIXED_COMPONENTS = (
    "tflite::MutableOpResolver::",
    "tflite::ops::builtin::BuiltinOpResolver::BuiltinOpResolver",
    "TfLiteXNNPackDelegateCreateWithThreadpool",
    "cpuinfo_",
    "pybind11::",
    "tflite::interpreter_wrapper::",
    "tflite::impl::InterpreterBuilder::operator",
    "tflite::impl::Interpreter::Interpreter",
    "tflite::impl::Interpreter::ApplyOptionsImpl",
    "tflite::impl::Interpreter::ApplyLazyDelegateProviders",
    "tflite::CpuBackendContext::",
    "ruy::Context::Context",
    "xnn_create_workspace",
    "tflite::GetAllocationFromFile",
    "tflite::impl::FlatBufferModelBase",
    "pthreadpool_allocate",
)


def _traced() -> dict[tuple[str, int], dict]:
    return {(r["model"], r["threads"]): r for r in json.loads(HEAP.read_text())["rows"]}


def _sum(row: dict, *prefixes: str) -> int:
    return sum(v[0] for k, v in row["components"].items() if k.startswith(prefixes))


def test_the_fixed_part_is_the_smallest_traced() -> None:
    """The fixed part at one and two threads is the least any traced model took in those
    components; every traced model took it to within 512 bytes."""
    traced = _traced()
    for threads in (1, 2):
        fixed = [_sum(r, *FIXED_COMPONENTS) for (_, t), r in traced.items() if t == threads]
        assert fixed and min(fixed) == FIXED[threads]
        assert max(fixed) - FIXED[threads] < 512
    assert _sum(traced[("abs_f32.tflite", 2)], "pthreadpool_allocate") == FIXED[2] - FIXED[1]


@pytest.mark.parametrize(("model", "subgraphs"), [("abs_f32.tflite", 1), ("while_loop.tflite", 3)])
def test_each_subgraph_costs_its_object_and_constructor(model: str, subgraphs: int) -> None:
    row = _traced()[(model, 1)]
    traced = _sum(row, "tflite::Subgraph::Subgraph", "tflite::impl::Interpreter::AddSubgraphs")
    assert traced == PER_SUBGRAPH * subgraphs + malloc_chunk(8 * subgraphs)
    assert interpreter_heap(subgraphs, 1) == FIXED[1] + traced


@pytest.mark.parametrize(
    "model", ["branching_cnn_int8.tflite", "conv-int8-per-channel.tflite", "conv-dynamically-quantized.tflite"]
)
def test_indirection_buffers_equal_the_traced_blocks(model: str) -> None:
    """Every buffer memplan sizes is one block of reshape_igemm, reshape_dwconv or
    reshape_max_pooling2d_nhwc, in a malloc chunk (header and rounding). The dynamically quantized
    convolution's IGEMM picks its rows among its dqigemm kernels' (1 or 16 with AMX)."""
    row = _traced()[(model, 1)]
    found = _indirection(_model_path(model), "avx512amx")
    assert found.buffers and found.unmodelled == ()
    for path_name, traced in (("igemm", "reshape_igemm"), ("dwconv", "reshape_dwconv"), ("maxpool", "reshape_max_")):
        mine = [malloc_chunk(b.nbytes) for b in found.buffers if b.path == path_name]
        assert _sum(row, traced) == sum(mine)


@pytest.mark.parametrize("model", ["transpose_conv_f32_c2.tflite", "scratch_ops.tflite"])
def test_a_strided_deconvolution_buffer_equals_the_traced_block(model: str) -> None:
    """A TRANSPOSE_CONV 3×3 at stride 2 to 1×8×8×2 runs as subconvolutions: 9 taps × 8
    rows × stride 2 × 4 columns (8 / 2, mr 1 for one image) × 8 bytes = 4,608, the one
    block of reshape_subconv2d_path in both traces (in a malloc chunk)."""
    found = _indirection(_model_path(model), "avx512amx")
    assert [(b.path, b.nbytes) for b in found.buffers] == [("deconv", 9 * 8 * 2 * 4 * 8)]
    assert _sum(_traced()[(model, 1)], "reshape_subconv2d_path") == malloc_chunk(4608)


def test_quantization_parameters_equal_the_traced_blocks() -> None:
    """conv-int8-per-channel: an int8 input and output (one scale each) and a filter and
    bias of 6 channels: 3 × 32 + 2 × (32 + 32 + 32) ... byte for byte. branching_cnn_int8's
    trace holds 80 bytes more under ParseQuantization than memplan counts (1,920 of 2,000:
    one block more than its 18 quantized tensors, not explained yet)."""
    traced = _traced()
    for model, slack in (("conv-int8-per-channel.tflite", 0), ("branching_cnn_int8.tflite", 80)):
        row = traced[(model, 1)]
        measured = _sum(row, "tflite::impl::InterpreterBuilder::ParseQuantization") + sum(
            v[0]
            for k, v in row["components"].items()
            if k.endswith("<- tflite::impl::InterpreterBuilder::ParseQuantization")
        )
        path = (SAMPLES / model) if (SAMPLES / model).is_file() else _synthetic(model)
        assert measured - quantization_heap(load_model(path)) == slack


#: Where models built here are written for the tests that read a file (removed at exit).
_SCRATCH = tempfile.TemporaryDirectory(prefix="memplan-test-")


def _synthetic(model: str) -> Path:
    from tests.xnnpack.weights_models import models

    name = model.removesuffix(".tflite")
    data = next(blob for _, n, blob in models() if n == name)
    path = Path(_SCRATCH.name) / model
    path.write_bytes(data)
    return path


# ------------------------------------------------------------------ the whole total against the measured heap


#: The share of the (model, threads) rows whose total is within 1 % of the heap measured,
#: and the widest gaps either way (measured − memplan, in % of the measurement).
WITHIN_ONE_PERCENT, WORST_UNDER, WORST_OVER = 1.0, 0.01, 0.003


def _gaps() -> list[tuple[str, int, float]]:
    from tests.xnnpack.weights_models import models, sha256

    table = _packed()
    data = {(source, name): blob for source, name, blob in models()}
    gaps = []
    for row in table["rows"]:
        blob = data.get((row["source"], row["model"]))
        if not row["runs"] or blob is None or sha256(blob) != row["sha256"]:
            continue
        graph = parse_model(blob, "model.tflite")
        for threads in (1, 2):
            options = {"delegate": "xnnpack", "cpu": table["family"], "threads": threads}
            total = analyze(graph, "litert", semantics_options=options).arena.total
            heap = row["heap"][str(threads)]["invoke"]
            gaps.append((row["model"], threads, (heap - total) / heap))
    return gaps


def test_the_heap_measured_is_the_blocks_traced() -> None:
    """The reference is steady: with glibc's per-thread cache off, the unattended
    mallinfo2 growth (packed.json, the mean over four placements of the heap's start)
    equals the blocks traced under gdb (heap.json, one run) to within 400 B on every model
    traced at one thread but chain_abs_40 (+536 B: its 40 aligned operator objects get 32
    bytes of slack each at some placements, none at others, a 1,280-byte swing), within
    600 B at two threads (abs_f32 +492 B); with the cache on it was below them by up to
    5.5 KB (while_loop)."""
    measured = {r["model"].removesuffix(".tflite"): r["heap"] for r in _packed()["rows"] if r["runs"]}
    gaps = {
        (row["model"], threads): measured[name][str(threads)]["invoke"] - row["traced"]
        for (model, threads), row in _traced().items()
        if (name := model.removesuffix(".tflite")) in measured
    }
    assert len(gaps) >= 30
    one = [g for (model, threads), g in gaps.items() if threads == 1 and model != "chain_abs_40.tflite"]
    assert max(map(abs, one)) <= 400 and gaps[("chain_abs_40.tflite", 1)] <= 1280
    two = [g for (_, threads), g in gaps.items() if threads == 2]
    assert len(two) >= 3 and max(map(abs, two)) <= 600


def _packed() -> dict:
    return json.loads((Path(__file__).with_name("xnnpack") / "packed.json").read_text())


def test_the_total_is_near_the_heap_measured(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every model LiteRT runs with XNNPACK in tests/xnnpack/packed.json, at one and two
    threads: memplan's total against the heap the interpreter took (mallinfo2 growth to
    after one invoke, glibc's per-thread cache off, the mean over four placements of the
    heap's start). Every one is within 1 %; the gap per model is listed in
    benchmarks/XNNPACK_RESULTS.md. memplan is never more than 0.3 % above: the rest is
    what it does not count (docs/limits.md), and glibc's slack on aligned blocks. On the
    measuring machine's L2 cache, which sizes ruy's blocks and some packed inputs."""
    as_measured(monkeypatch)
    _assert_near(_gaps(), WITHIN_ONE_PERCENT, WORST_UNDER, WORST_OVER)


def _assert_near(gaps: list[tuple[str, int, float]], within: float, under: float, over: float) -> None:
    """More than 500 (model, threads, gap) rows, a share ``within`` of them within 1 %, none
    further below than ``under`` or above than ``over`` (gaps: measured − memplan, a share)."""
    assert len(gaps) > 500
    worst_under = max(gaps, key=lambda g: g[2])
    worst_over = min(gaps, key=lambda g: g[2])
    assert worst_under[2] < under, worst_under
    assert -worst_over[2] < over, worst_over
    assert sum(abs(g) <= 0.01 for _, _, g in gaps) >= within * len(gaps), worst_under


#: The built-in kernels' total against tests/xnnpack/builtin_heap.json: the share of the
#: (model, threads) rows within 1 % of the heap measured, and the widest gaps either way
#: (measured − memplan, in % of the measurement).
BUILTIN_WITHIN_ONE_PERCENT, BUILTIN_WORST_UNDER, BUILTIN_WORST_OVER = 0.95, 0.036, 0.058


def test_the_builtin_total_is_near_the_heap_measured(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the delegate, every model of tests/xnnpack/builtin_heap.json LiteRT runs so, at
    one and two threads: memplan's total against the heap the interpreter took (measured as
    with XNNPACK, on the table's CPU family and L2 cache). 95 % are within 1 %. The widest
    below (3.6 %) are what the total does not count (docs/limits.md: 8-bit TRANSPOSE_CONV's
    products, the kernels' worker threads, a 28 KB block MobileNetV2's invoke keeps); the
    widest above (5.8 %) is an IF at one thread, whose branches memplan holds at once."""
    from tests.xnnpack.weights_models import models, sha256
    from tflite_memplan.semantics.litert import arena, xnnpack_weights

    table = json.loads((Path(__file__).with_name("xnnpack") / "builtin_heap.json").read_text())
    monkeypatch.setattr(xnnpack_weights, "host_family", lambda *_: table["family"])
    monkeypatch.setattr(arena, "host_l2_cache", lambda *_: tuple(table["l2_cache"]))
    data = {(source, name): blob for source, name, blob in models()}
    gaps = []
    for row in table["rows"]:
        blob = data.get((row["source"], row["model"]))
        if row["heap"] is None or blob is None or sha256(blob) != row["sha256"]:
            continue
        graph = parse_model(blob, "model.tflite")
        for threads in (1, 2):
            total = analyze(graph, "litert", semantics_options={**BUILTIN, "threads": threads}).arena.total
            heap = row["heap"][str(threads)]["invoke"]
            gaps.append((row["model"], threads, (heap - total) / heap))
    _assert_near(gaps, BUILTIN_WITHIN_ONE_PERCENT, BUILTIN_WORST_UNDER, BUILTIN_WORST_OVER)


#: The traced components TFLite's per-tensor and per-node structures are (the function
#: that asked for each block) and those of the delegate's bookkeeping and XNNPACK's operators.
TFLITE_COMPONENTS = (
    "TfLiteIntArrayCreate <- tflite::Subgraph::AddNodeWithParameters",
    "TfLiteIntArrayCreate <- tflite::Subgraph::SetTensorParameters",
    "TfLiteIntArrayCreate <- tflite::Subgraph::GetExecutionPlan",
    "tflite::Subgraph::AddNodeWithParameters",
    "tflite::Subgraph::SetTensorParametersReadOnly",
    "tflite::Subgraph::ModifyGraphWithDelegateImpl",
    "tflite::Subgraph::ReplaceNodeSubsetsWithDelegateKernels",
    "tflite::Subgraph::InitializeTensorReleaseMap",
    "tflite::Subgraph::PrepareOpsAndTensors",
    "tflite::ArenaPlanner::",
    "tflite::SimpleMemoryArena::Allocate",
    "tflite::Parse",
    "tflite::ops::builtin::conv::Init",
    "tflite::ops::builtin::fully_connected::Init",
    "tflite::ops::builtin::transpose_conv::Init",
    "tflite::ops::builtin::activations::",
    "tflite::ops::builtin::elementwise::",
    "tflite::ops::builtin::unidirectional_sequence_lstm::PrecomputeZeroPointTimesWeightWithBias",
    "tflite::ops::builtin::unidirectional_sequence_lstm::Init",
    "tflite::ops::builtin::exp::Init",
    "TfLiteStatus tflite::ops::builtin::activations::SoftmaxPrepare",
    "tflite::ops::builtin::depthwise_conv::Init",
    "tflite::ops::builtin::reshape::Init",
    "tflite::ops::builtin::dequantize::Init",
    "tflite::ops::builtin::reduce::Init",
    "tflite::ops::builtin::while_kernel::Init",
    "tflite::ops::builtin::batch_matmul::Init",
    "tflite::ops::builtin::svdf::Init",
    "tflite::ops::builtin::densify::Init",
    "tflite::impl::Interpreter::SetMetadata",
    "TfLiteIntArrayCreate <- tflite::ops::builtin::",  # temporaries and the dims arrays kernels resize
    "tflite::ops::builtin::var_handle::Init",
    "tflite::resource::",
    "TfLiteTensorResizeMaybeCopy",
    "tflite::impl::InterpreterBuilder::ParseSparsity",
    "TfLiteIntArrayCreate <- tflite::impl::InterpreterBuilder::ParseSparsity",
)
XNNPACK_COMPONENTS = (
    "xnn_create_",  # but xnn_create_runtime_v4 and xnn_create_workspace (interpreter_heap.py)
    "create_",
    "init_op",  # an 8-bit operator's lookup table (interpreter_structures.lookup_table)
    "tflite::xnnpack::{anonymous}::SubgraphInit",
    "tflite::xnnpack::{anonymous}::Subgraph::Subgraph",
    "TfLiteIntArrayCreate <- tflite::xnnpack::{anonymous}::SubgraphPrepare",
    "tflite::xnnpack::{anonymous}::Subgraph::VisitVarHandleNode",
    "tflite::xnnpack::{anonymous}::Delegate::GetResourceInfo",
    "tflite::xnnpack::{anonymous}::DelegatePrepare",
    "tflite::xnnpack::MMapWeightCacheProvider::RemapDataBuffer",
)


def _model_path(model: str) -> Path | None:
    from tests.xnnpack.weights_models import models

    if (SAMPLES / model).is_file():
        return SAMPLES / model
    from tests.xnnpack.ruy_models import ruy_models

    name = model.removesuffix(".tflite")
    blob = ruy_models().get(name) or next((b for _, n, b in models() if n in (model, name)), None)
    if blob is None:
        return None
    path = Path(_SCRATCH.name) / model
    path.write_bytes(blob)
    return path


def _structures_rows():
    return [r for r in json.loads(HEAP.read_text())["rows"] if r["threads"] == 1]


@pytest.mark.parametrize("row", _structures_rows(), ids=lambda r: r["model"])
def test_structures_equal_the_traced_blocks(row: dict) -> None:
    """tflite_structures and xnnpack_operators against the traced blocks of the same
    components, on every model traced at one thread: at most 10 % (or 160 bytes) below
    them and 3 % (or 128 bytes) above. Below: glibc hands out a 48-byte chunk for a
    32-byte one when a free 48-byte chunk is the best fit (the remainder would be too
    small to keep), about one block in ten here, and memplan does not count the arrays
    kernels allocate in Prepare, the in-place tensors' map, the LSTM's temporaries, op
    data not measured. Above: most traces hold one dims array fewer than the source
    allocates (a tensor's array replaced in Prepare), split-ties' 52 for its 51 tensors
    without data where the source allocates two each (not explained)."""
    path = _model_path(row["model"])
    if path is None:
        pytest.skip("the model is not here (dev set)")
    doc = analyze(load_model(path), "litert", semantics_options={"delegate": "xnnpack", "cpu": "avx512amx"})
    mine = doc.arena.document()
    tflite = _sum(row, *TFLITE_COMPONENTS) - _sum(row, "tflite::ops::builtin::BuiltinOpResolver")
    xnnpack = _sum(row, *XNNPACK_COMPONENTS) - _sum(row, "xnn_create_runtime_v4", "xnn_create_workspace")
    for found, traced in ((mine["tflite_structures"], tflite), (mine["xnnpack_operators"], xnnpack)):
        assert -max(0.03 * traced, 128) <= traced - found <= max(0.10 * traced, 160), (found, traced)


@pytest.mark.runtime
def test_indirection_buffers_equal_the_wheels(tmp_path: Path) -> None:
    """Live: the wheel's reshape_igemm, reshape_dwconv and max pooling blocks, traced under gdb, are
    memplan's buffers in malloc chunks (this machine's CPU family)."""
    import shutil

    pytest.importorskip("ai_edge_litert")
    if shutil.which("gdb") is None:
        pytest.skip("gdb is missing")
    from tests.xnnpack.measure_heap import trace
    from tflite_memplan.semantics.litert.xnnpack_weights import host_family

    found = trace(BRANCHING, 1)
    assert found is not None
    mine = _indirection(BRANCHING, host_family())
    kinds = ("reshape_igemm", "reshape_dwconv", "reshape_max_pooling2d")
    traced = sum(v[0] for k, v in found["components"].items() if k.startswith(kinds))
    assert traced == sum(malloc_chunk(b.nbytes) for b in mine.buffers)


@pytest.mark.parametrize("row", _structures_rows(), ids=lambda r: r["model"])
def test_runtime_structures_equal_the_traced_blocks(row: dict) -> None:
    """xnn_create_runtime_v4's blocks (the runtime, one operator data per node, one value
    per value id: abs_f32 112 + 256 + 336), byte for byte on every model traced at one
    thread, the value ids counting the filters the delegate redefines
    (``redefines_filter``) and leaving out what the delegate unpacked while preparing
    (sparse float16 weights); resource_var_two's two variables each take a value id past
    the ones the delegate reserves (it defines them by their proxy tensors)."""
    path = _model_path(row["model"])
    if path is None:
        pytest.skip("the model is not here (dev set)")
    doc = analyze(load_model(path), "litert", semantics_options={"delegate": "xnnpack", "cpu": "avx512amx"})
    assert _sum(row, "xnn_create_runtime_v4") == doc.arena.document()["xnnpack_runtimes"]


def test_hash_containers_grow_as_libstdcxx() -> None:
    from tflite_memplan.semantics.litert.interpreter_structures import buckets, hashed

    assert [buckets(n) for n in (0, 1, 13, 14, 29, 30, 41)] == [0, 13, 13, 29, 29, 59, 59]
    # the delegate's map of 41 tensors in chain_abs_40: 41 nodes of 32 and 59 buckets (472 -> 480)
    assert hashed(41, 16) == 41 * 32 + 480


def test_per_operator_sizes_equal_the_traced_blocks() -> None:
    """chain_abs_40: 40 XNNPACK unary operators of 720 bytes and 40 element-wise op data of
    48; split-ties: 24 RELU op data of 1,072 (a 1,052-byte ReluOpData: a 513-entry int16
    table and six ints); split_f32_4: a SPLIT into four, four copy operators;
    hybrid-batch_matmul's batch-matmul operator and op data, keyword_scrambled's seven
    SVDF op data, a sparse model's DENSIFY op data."""
    from tflite_memplan.semantics.litert.interpreter_structures import OP_DATA, XNN_OPERATOR

    traced = _traced()
    chain = traced[("chain_abs_40.tflite", 1)]
    assert _sum(chain, "xnn_create_unary_elementwise_nc") == 40 * XNN_OPERATOR["unary"]
    assert _sum(chain, "tflite::ops::builtin::elementwise::") == 40 * OP_DATA["ABS"]
    assert _sum(traced[("split-ties.tflite", 1)], "tflite::ops::builtin::activations::ReluInit") == 24 * OP_DATA["RELU"]
    assert _sum(traced[("split_f32_4.tflite", 1)], "xnn_create_copy_nc") == 4 * XNN_OPERATOR["copy"]
    hybrid = traced[("hybrid-batch_matmul.tflite", 1)]
    assert _sum(hybrid, "create_batch_matrix_multiply_nc") == XNN_OPERATOR["batch_matmul"]
    assert _sum(hybrid, "tflite::ops::builtin::batch_matmul::Init") == OP_DATA["BATCH_MATMUL"]
    assert _sum(traced[("keyword_scrambled.tflite", 1)], "tflite::ops::builtin::svdf::Init") == 7 * OP_DATA["SVDF"]
    sparse = traced[("ws_sparse_float16_fully_connected.tflite", 1)]
    assert _sum(sparse, "tflite::ops::builtin::densify::Init") == OP_DATA["DENSIFY"]


def test_an_integer_lstm_folds_its_zero_points_into_one_row_vector_per_weight() -> None:
    """dtln_noise_suppression: two int8 UNIDIRECTIONAL_SEQUENCE_LSTMs of 128 cells, no
    projection, not CIFG: Prepare allocates 8 vectors of 128 int32 each, 2 × 8 × 528-byte
    chunks = 8,448, the traced PrecomputeZeroPointTimesWeightWithBias blocks."""
    from tflite_memplan.semantics.litert.interpreter_structures import kernel_prepared

    path = REAL_MODELS / "dtln_noise_suppression.tflite"
    if not path.is_file():
        pytest.skip("the dev set is not here")
    sg = load_model(path).subgraphs[0]
    lstms = [op for op in sg.operators if op.opcode == "UNIDIRECTIONAL_SEQUENCE_LSTM"]
    assert [kernel_prepared(sg, op) for op in lstms] == [8 * malloc_chunk(4 * 128)] * 2
    assert (
        _sum(
            _traced()[("dtln_noise_suppression.tflite", 1)], "tflite::ops::builtin::unidirectional_sequence_lstm::Prec"
        )
        == 16 * 528
    )
    others = [op for op in sg.operators if op.opcode != "UNIDIRECTIONAL_SEQUENCE_LSTM"]
    assert others and all(kernel_prepared(sg, op) == 0 for op in others)


def test_a_bilinear_resize_keeps_four_pointers_and_two_weights_per_output_pixel() -> None:
    """resize_bilinear_f32 (4×4×4 → 8×8, float32): 64 output pixels, 64 × 4 × 8 = 2,048
    bytes of pointers and 64 × 2 × 4 = 512 of float weights; nearest-neighbour keeps none."""

    bilinear = [("resize", 2048), ("resize_weights", 512)]
    for name, expected in (("resize_bilinear_f32", bilinear), ("resize_nearest_f32", [])):
        assert [(b.path, b.nbytes) for b in _indirection(_model_path(name), "avx512amx").buffers] == expected


def test_a_quantized_softmax_kept_by_tflite_builds_its_lookup_tables() -> None:
    """An int8 SOFTMAX: one table of 256 floats (1,024 bytes, a 1,040-byte chunk: the traced
    SoftmaxPrepare block of branching_cnn_int8); int16: two of 513 int16 (1,026 bytes each,
    1,040-byte chunks); float32: none."""
    from tflite_memplan.semantics.litert.interpreter_structures import kernel_prepared

    def softmax(path: Path) -> int:
        sg = load_model(path).subgraphs[0]
        return sum(kernel_prepared(sg, op) for op in sg.operators if op.opcode == "SOFTMAX")

    assert softmax(BRANCHING) == 1040 == _sum(_traced()[("branching_cnn_int8.tflite", 1)], "TfLiteStatus tflite::ops")
    for name, expected in (("softmax_i16", 2 * 1040), ("softmax_f32", 0)):
        assert softmax(_model_path(name)) == expected


def test_the_interpreter_copies_the_models_metadata() -> None:
    """trained_lstm_int8 carries min_runtime_version (16 bytes) and CONVERSION_METADATA
    (88): two 112-byte map nodes, both 19-character names on the heap (32 each) and both
    values (32 and 112): 432 bytes, the traced SetMetadata blocks. The samples carry none."""
    from tflite_memplan.semantics.litert.interpreter_structures import metadata_map

    path = REAL_MODELS / "trained_lstm_int8.tflite"
    if not path.is_file():
        pytest.skip("the dev set is not here")
    traced = _sum(_traced()[("trained_lstm_int8.tflite", 1)], "tflite::impl::Interpreter::SetMetadata")
    assert metadata_map(load_model(path)) == 432 == traced
    assert metadata_map(load_model(BRANCHING)) == 0


def test_resource_variables_equal_the_traced_blocks() -> None:
    """resource_var_two: two VAR_HANDLEs (a, b), both assigned (1×8 and 2×8 float32) and
    taken by XNNPACK: 2 × (32 + 128) for the handles' op data and ids; the resources map
    (2 × 32 + 112) and two 144-byte variables; their data rounded up to 64 (2 × 80) and
    dims (2 × 32); the delegate's two maps (2 × 96 + 112, 2 × 48 + 112)."""
    from tflite_memplan.semantics.litert.interpreter_structures import resource_variables, xnnpack_resources

    row = _traced()[("resource_var_two.tflite", 1)]
    graph = load_model(_model_path("resource_var_two"))
    tflite = ("tflite::ops::builtin::var_handle::Init", "tflite::resource::", "TfLiteTensorResizeMaybeCopy")
    assert resource_variables(graph) == 2 * (32 + 128) + 176 + 288 + 160 + 64
    assert resource_variables(graph) == _sum(row, *tflite) + _sum(row, "TfLiteIntArrayCopy")
    delegate = (
        "tflite::xnnpack::{anonymous}::Subgraph::VisitVarHandleNode",
        "tflite::xnnpack::{anonymous}::Delegate::Get",
    )
    assert (
        xnnpack_resources(graph, delegated_graph(graph)[1]) == (2 * 96 + 112) + (2 * 48 + 112) == _sum(row, *delegate)
    )


#: What memplan counts around resource variables, by hand, on resource_var_float32_4: CALL_ONCE's
#: init subgraph assigns the (1,4) float32 variable, the main one reads it, adds and assigns; XNNPACK
#: takes both (one partition each). Runtimes: main 3 nodes (read, add, assign) and 4 reserved
#: value ids plus the variable's own (112 + 3 × 240 → 736 + 5 × 160 + 160 → 976); init 1 node
#: (the assign) and 2 reserved ids, the constant's and the variable's (112 + 256 + 4 × 160 → 656).
#: Kernels: main's externals x, y and the variable (3 × 32 + 112) and its copy of the delegate's
#: one-entry resource map (48 + 112); init's externals the variable alone (32 + 112) and its copy
#: (48 + 112). CALL_ONCE's initialization-status map: buckets, one node, one status (112 + 32 + 32).
RESOURCE_BY_HAND = {
    "xnn_create_runtime_v4": (112 + 736 + 976) + (112 + 256 + 656),
    "tflite::xnnpack::{anonymous}::Subgraph::Subgraph": (3 * 32 + 112) + (48 + 112) + (32 + 112) + (48 + 112),
    "tflite::resource::GetInitializationStatus": 112 + 32 + 32,
    "tflite::ops::builtin::call_once_kernel::Init": 32,
}


def _resource_figures(path: Path) -> dict[str, int]:
    """memplan's figures for RESOURCE_BY_HAND's components."""
    from tflite_memplan.semantics.litert.interpreter_structures import (
        OP_DATA,
        initialization_status,
        partition_kernel,
        resource_tensors,
    )

    graph = load_model(path)
    doc = analyze(graph, "litert", semantics_options={"delegate": "xnnpack", "cpu": "avx512amx"}).arena.document()
    delegations = delegated_graph(graph)[1]
    kernels = sum(
        partition_kernel(sg, p, len(resource_tensors(sg)))
        for d in delegations
        for p in d.partitions
        if (sg := graph.subgraphs[d.subgraph])
    )
    return {
        "xnn_create_runtime_v4": doc["xnnpack_runtimes"],
        "tflite::xnnpack::{anonymous}::Subgraph::Subgraph": kernels,
        "tflite::resource::GetInitializationStatus": initialization_status(graph, (0,)),
        "tflite::ops::builtin::call_once_kernel::Init": OP_DATA["CALL_ONCE"],
    }


def test_resource_variables_in_the_delegate_equal_the_traced_blocks() -> None:
    """resource_var_float32_4 (tests/xnnpack/heap.json): each variable is a value of its
    own in the runtime, an external of its partition's kernel, an entry of the kernel's
    copy of the delegate's resource map; CALL_ONCE keeps its op data and the map of the
    init subgraphs it ran. By hand (RESOURCE_BY_HAND), memplan and the trace agree."""
    row = _traced()[("resource_var_float32_4.tflite", 1)]
    path = _model_path("resource_var_float32_4")
    assert path is not None
    assert _resource_figures(path) == RESOURCE_BY_HAND == {k: _sum(row, k) for k in RESOURCE_BY_HAND}


@pytest.mark.runtime
def test_resource_variables_in_the_delegate_equal_the_wheels() -> None:
    """Live: the same blocks traced under gdb on the installed wheel. glibc may hand out
    a chunk 16 bytes larger than asked when the rest of a free chunk is too small to
    split (seen once in three runs on call_once_kernel::Init: 48 for 32), which the
    committed trace above does not show: each block may be that much over, never under."""
    import shutil

    pytest.importorskip("ai_edge_litert")
    if shutil.which("gdb") is None:
        pytest.skip("gdb is missing")
    from tests.xnnpack.measure_heap import trace

    path = _model_path("resource_var_float32_4")
    assert path is not None
    found = trace(path, 1)
    assert found is not None
    traced = {k: sum(v[0] for c, v in found["components"].items() if c.startswith(k)) for k in RESOURCE_BY_HAND}
    blocks = {k: sum(v[1] for c, v in found["components"].items() if c.startswith(k)) for k in RESOURCE_BY_HAND}
    figures = _resource_figures(path)
    assert all(0 <= traced[k] - figures[k] <= 16 * blocks[k] for k in figures), (traced, figures)
