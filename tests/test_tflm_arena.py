"""The whole TFLite Micro arena against the real interpreters.

- ``host64`` (the tflite-micro wheel): head, tail, head + tail and every category
  ``print_allocations()`` records, to the byte, on the sample models, the real models
  and one-operator models of every kernel TFLM registers (tests/kernel_models.py); the
  minimum arena within 16 bytes of the bisected one.
- ``wasm32`` with TFLM's benchmark harness (recording allocator, 100 resource-variable
  slots): equal to mcufit's WebAssembly build of TFLM, tail and every category.
- ``cortex-m-cmsis-nn`` with the same harness: TFLM's published Corstone-300 figures.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import mcufit_oracle
from tests.conftest import REAL_MODELS, SAMPLES, require_real_models
from tests.kernel_models import kernel_models
from tflite_memplan import analyze, load_model, parse_model
from tflite_memplan.semantics.tflm.arena import MOMENT_PARTS, TflmArena
from tflite_memplan.semantics.tflm.targets import get_build

pytestmark = pytest.mark.runtime

SAMPLE_MODELS = sorted(p.name for p in SAMPLES.glob("*.tflite"))
REAL = sorted(p.name for p in REAL_MODELS.glob("*.tflite")) if REAL_MODELS.is_dir() else []
KERNELS = sorted(kernel_models())


def predicted(graph, **options) -> TflmArena:
    arena = analyze(graph, "tflm", semantics_options=options).arena
    assert isinstance(arena, TflmArena)
    return arena


@pytest.fixture(scope="module")
def kernel_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every kernel model written once, in a folder pytest cleans up."""
    folder = tmp_path_factory.mktemp("kernels")
    for name, model in kernel_models().items():
        (folder / f"{name}.tflite").write_bytes(model.data)
    return folder


@pytest.fixture(scope="module")
def path_of(kernel_dir: Path):
    def path(kind: str, name: str) -> Path:
        if kind == "sample":
            return SAMPLES / name
        if kind == "real":
            return require_real_models() / name
        return kernel_dir / f"{name}.tflite"

    return path


@pytest.fixture(scope="module")
def measured(kernel_dir: Path) -> dict:
    """Every model measured by the wheel in one child process (seconds, not minutes)."""
    pytest.importorskip("tflite_micro")
    from tflite_memplan.semantics.tflm.probe import tflm_measured_arenas

    paths = [SAMPLES / n for n in SAMPLE_MODELS] + [REAL_MODELS / n for n in REAL]
    paths += [kernel_dir / f"{n}.tflite" for n in KERNELS]
    return tflm_measured_arenas(paths)


CASES = [("sample", n) for n in SAMPLE_MODELS] + [("real", n) for n in REAL] + [("kernel", n) for n in KERNELS]


@pytest.mark.parametrize(("kind", "name"), CASES, ids=[f"{k}:{n}" for k, n in CASES])
def test_host64_head_tail_and_categories_are_byte_exact(kind: str, name: str, path_of, measured: dict) -> None:
    path = path_of(kind, name)
    measured = measured[str(path.resolve())]
    if measured is None:
        pytest.skip(f"{name}: the tflite-micro interpreter cannot allocate it")
    arena = predicted(load_model(path), target="host64")
    assert (arena.head, arena.tail.bytes, arena.total) == (measured.head, measured.tail, measured.head + measured.tail)
    mine = {k: v for k, v in arena.tail.recorded().items() if v[0] or v[1]}
    assert mine == {k: v for k, v in measured.categories.items() if v[:2] != (0, 0)}


# Bisecting takes ~12 interpreter runs per model: the samples, the real models but the
# 4 MB MobileNet, and a kernel model of each kind whose minimum is not head + tail.
MINIMUM_CASES = (
    [("sample", n) for n in SAMPLE_MODELS]
    + [("real", n) for n in REAL if not n.startswith(("mobilenet", "person_detect_vela"))]
    + [
        ("kernel", n)
        for n in (
            "fc_i8pt_c4",
            "lstm_i8_s3f4u4",
            "mean_i8_keep",
            "conv2d_i8pc_c8",
            "relu_i8",
            "reshape_f32_stretch",
        )
    ]
)


@pytest.mark.parametrize(("kind", "name"), MINIMUM_CASES, ids=[f"{k}:{n}" for k, n in MINIMUM_CASES])
def test_host64_minimum_arena_is_within_16_bytes_of_the_bisected_one(kind: str, name: str, path_of) -> None:
    pytest.importorskip("tflite_micro")
    from tests.runtimes import tflm_minimum

    path = path_of(kind, name)
    bisected = tflm_minimum(path)
    if bisected is None:
        pytest.skip(f"{name}: the tflite-micro interpreter cannot allocate it")
    minimum = predicted(load_model(path), target="host64").minimum
    # The bisection is over multiples of 16 bytes, and so is the prediction; an arena
    # whose start is 16-aligned can sometimes fit 8 bytes below the prediction.
    assert bisected - 16 <= minimum <= bisected + 16, (minimum, bisected)


@pytest.mark.parametrize(
    "name",
    [
        "batch_matmul_i8_y0_constrhs",
        "batch_matmul_i8_y1_varrhs",
        "cumsum_i8",
        "embedding_lookup_i8",
        "gather_i8_r2",
        "signal_delay_o1i16d4",
        "signal_framer_o1i16f8s4",
    ],
)
def test_host64_minimum_keeps_room_where_the_smallest_arena_is_unsafe(name: str, path_of) -> None:
    # These kernels' Prepare allocates persistent data while their temporary tensors are
    # live. TFLM checks a persistent allocation only against the head, so the smallest
    # arena that constructs lets the two overlap (int8 BATCH_MATMUL then crashes in some
    # slightly larger arenas): memplan's minimum keeps room for both, so it is above the
    # bisected one, by less than 64 bytes.
    pytest.importorskip("tflite_micro")
    from tests.runtimes import tflm_minimum

    path = path_of("kernel", name)
    bisected = tflm_minimum(path)
    assert bisected is not None
    assert bisected <= predicted(load_model(path), target="host64").minimum < bisected + 64


WASM_CASES = [("sample", n) for n in SAMPLE_MODELS] + [
    ("kernel", n) for n in KERNELS if n.startswith(("add_", "conv2d_", "fc_", "depthwise", "svdf", "softmax"))
]


def _mcufit(path: Path, name: str) -> tuple[Path, mcufit_oracle.Wasm32Arena]:
    """The model's path and what mcufit's wasm32 build allocates for it (or skip)."""
    if mcufit_oracle.runner() is None:
        pytest.skip("node or the mcufit package is not installed")
    oracle = mcufit_oracle.wasm32_arena(path)
    if oracle is None:
        pytest.skip(f"{name}: mcufit's build cannot run it")
    return path, oracle


@pytest.mark.parametrize(("kind", "name"), WASM_CASES, ids=[f"{k}:{n}" for k, n in WASM_CASES])
def test_wasm32_with_the_benchmark_harness_equals_mcufit(kind: str, name: str, path_of) -> None:
    path, oracle = _mcufit(path_of(kind, name), name)
    arena = predicted(load_model(path), target="wasm32", recording=True, resource_variables=100)
    assert (arena.head, arena.tail.bytes) == (oracle.head, oracle.tail)
    mine = {k: (used, requested) for k, (used, requested, _) in arena.tail.recorded().items() if used or requested}
    assert mine == oracle.categories


@pytest.mark.parametrize(("kind", "name"), WASM_CASES, ids=[f"{k}:{n}" for k, n in WASM_CASES])
def test_cortex_m_agrees_with_mcufit_category_by_category(kind: str, name: str, path_of) -> None:
    # mcufit's build is cortex-m with 4-byte enums: with the harness's own settings
    # (recording allocator, 100 resource-variable slots) every category it prints is
    # cortex-m's, except that each graph input/output TfLiteTensor holds two enums and
    # is 8 bytes smaller with arm's short enums (40 -> 32; the count is mcufit's own).
    # Requested bytes and counts are equal; the padding an allocation takes depends on
    # where the smaller structs before it left the tail, so "used" may differ by less
    # than 16 bytes per allocation.
    path, oracle = _mcufit(path_of(kind, name), name)
    arena = predicted(load_model(path), target="cortex-m", recording=True, resource_variables=100)
    assert arena.head == oracle.head
    mine = {k: v for k, v in arena.tail.recorded().items() if v[0] or v[1]}
    assert set(mine) == set(oracle.categories)
    for category, (used, requested, count) in mine.items():
        shrink = 8 * count if category == "Persistent TfLiteTensor data" else 0
        assert count == oracle.counts[category], category
        assert requested == oracle.categories[category][1] - shrink, category
        assert abs(used - (oracle.categories[category][0] - shrink)) < 16 * count, category


def test_cortex_m_firmware_is_the_harness_less_its_table_and_recording_classes() -> None:
    # The harness adds a 100-slot resource-variable table (12 + 100 x 20 B, both 16-aligned)
    # and the recording classes (52 + 124 B instead of 36 + 36 B); arm's short enums shrink
    # each graph input/output TfLiteTensor from 40 to 32 B and ADD's params from 8 to 2 B.
    graph = parse_model((SAMPLES / "reshape_chain.tflite").read_bytes())
    harness = predicted(graph, target="wasm32", recording=True, resource_variables=100)
    firmware = predicted(graph, target="wasm32")
    assert harness.tail.breakdown()["resource_variables"] >= 2012
    assert harness.tail.breakdown()["runtime_objects"] - firmware.tail.breakdown()["runtime_objects"] == 104
    arm = predicted(graph, target="cortex-m")

    def io_tensor_bytes(arena: TflmArena) -> int:
        return sum(a.size for a in arena.tail.allocations if a.category == "graph_io" and a.what.startswith("tensor "))

    assert io_tensor_bytes(firmware) - io_tensor_bytes(arm) == 8 * 2


def test_cortex_m_cmsis_nn_reproduces_the_published_corstone_300_figures() -> None:
    # tensorflow/lite/micro/tools/benchmarking/README.md: person_detect on Corstone-300,
    # CMSIS-NN kernels, recording allocator, 100 resource-variable slots.
    graph = load_model(require_real_models() / "person_detect.tflite")
    arena = predicted(graph, target="cortex-m-cmsis-nn", recording=True, resource_variables=100)
    assert (arena.total, arena.head, arena.tail.bytes) == (84_436, 55_296, 29_140)
    recorded = arena.tail.recorded()
    assert recorded["TfLiteEvalTensor data"][:2] == (1_068, 1_068)
    assert recorded["Persistent TfLiteTensor data"][:2] == (64, 64)
    assert recorded["Persistent TfLiteTensor quantization data"][:2] == (40, 40)
    assert recorded["NodeAndRegistration struct"][:2] == (992, 992)
    used, requested, _ = recorded["Persistent buffer data"]
    # Requested exactly as published; 4 bytes of alignment padding are charged to the
    # neighbouring (unrecorded) allocation in TFLM's table (25,872 published).
    assert requested == 25_704 and abs(used - 25_872) <= 4


def test_analyze_measure_prints_the_interpreter_next_to_the_prediction(cli) -> None:
    pytest.importorskip("tflite_micro")
    model = SAMPLES / "svdf_state_int8.tflite"
    out = cli("analyze", model, "--target", "host64", "--measure").stdout
    assert out.split("Measured by tflite-micro")[1].splitlines()[:5] == [
        " (the x86-64 wheel, this model)",
        "               memplan    measured",
        "  head             128         128",
        "  tail           1,696       1,696",
        "  total          1,824       1,824",
    ]
    # without --target it predicts the build it measures, and says so: like with like
    r = cli("analyze", model, "--measure")
    assert r.stderr == "Note: --measure runs tflite-micro here: predicting target host64 to compare\n"
    assert r.stdout.split("Measured by tflite-micro")[1] == out.split("Measured by tflite-micro")[1]
    r = cli("analyze", model, "--measure", "--semantics", "litert")
    assert (r.exit_code, r.stderr.splitlines()[-1]) == (
        2,
        "Error: --measure runs the real runtime: it goes with --semantics tflm",
    )


# The smallest arena mcufit 0.5.2's WebAssembly TFLM (reference kernels, its benchmark
# harness: recording allocator, 100 resource-variable slots) constructs each model in,
# bisected over multiples of 16 bytes with the build's arena size changed for each try
# (measured once on this project's development machine: the shipped runner cannot
# change the arena size, so this is recorded oracle data, not recomputed here).
WASM32_HARNESS_MINIMUM = {
    "branching_cnn_int8.tflite": 5_776,
    "dynamic_batch.tflite": 3_584,
    "reshape_chain.tflite": 4_128,
    "scratch_ops.tflite": 6_224,
    "svdf_state_int8.tflite": 3_872,
    "variable_state.tflite": 3_152,
    "while_loop.tflite": 4_048,
    "audio_preprocessor_int8.tflite": 10_624,
    "dtln_noise_suppression.tflite": 7_264,
    "hello_world_int8.tflite": 3_232,
    "keyword_scrambled.tflite": 17_712,
    "micro_speech_lstm.tflite": 21_152,
    "micro_speech_quantized.tflite": 8_944,
    "person_detect.tflite": 84_432,
    "trained_lstm_int8.tflite": 5_360,
}


@pytest.mark.parametrize("name", sorted(WASM32_HARNESS_MINIMUM))
def test_wasm32_minimum_equals_the_bisected_wasm_build(name: str) -> None:
    path = SAMPLES / name if (SAMPLES / name).exists() else require_real_models() / name
    arena = predicted(load_model(path), target="wasm32", recording=True, resource_variables=100)
    assert arena.minimum == WASM32_HARNESS_MINIMUM[name]


@pytest.mark.parametrize(("kind", "name"), CASES, ids=[f"{k}:{n}" for k, n in CASES])
def test_where_the_minimum_goes_adds_up(kind: str, name: str, path_of) -> None:
    """``arena.why``: the busiest moment's parts sum to it, the minimum is the larger moment
    rounded up to 16, and the per-operator-type costs are the tail's builtin parameters and
    kernel data to the byte (categories the wheel reports exactly) and one node each."""
    arena = predicted(load_model(path_of(kind, name)), target="cortex-m4")
    why = arena.why()
    busiest = why["busiest"]
    assert busiest["bytes"] == sum(busiest["parts"].values())
    assert set(busiest["parts"]) <= set(MOMENT_PARTS)
    assert arena.minimum == -(-max(arena.total, busiest["bytes"]) // 16) * 16
    assert why["planning_space"] == max(0, busiest["bytes"] - arena.total)
    breakdown = arena.tail.breakdown()
    costs = why["by_operator"]
    assert sum(c["builtin_params"] for c in costs) == breakdown["builtin_params"]
    assert sum(c["kernel_data"] for c in costs) <= breakdown["kernel_data"]  # resource tables are no operator's
    node, _ = get_build("cortex-m4").size("node_and_registration")
    assert sum(c["node_and_registrations"] for c in costs) == node * sum(c["count"] for c in costs)
    assert [c["node_and_registrations"] + c["builtin_params"] + c["kernel_data"] for c in costs] == sorted(
        (c["node_and_registrations"] + c["builtin_params"] + c["kernel_data"] for c in costs), reverse=True
    )


def test_analyze_why_reads_at_80_columns(cli) -> None:
    r = cli("analyze", SAMPLES / "svdf_state_int8.tflite", "--why")
    assert r.exit_code == 0, r.stderr
    lines = r.stdout.splitlines()
    start = lines.index("Where the minimum tensor_arena goes (1,760 B on cortex-m4)")
    assert lines[start:] == [
        "Where the minimum tensor_arena goes (1,760 B on cortex-m4)",
        "  while AllocateTensors runs, at its busiest (making the plan):",
        "    scratch-buffer requests                     192 B",
        "    subgraph offsets                              4 B",
        "    allocation records (per tensor, scratch)    432 B",
        "    planner bookkeeping (per planned buffer)    332 B",
        "    tail allocated by then                      800 B",
        "    together                                  1,760 B",
        "  once allocated:",
        "    head (planned area)                         128 B",
        "    tail (persistent)                           932 B",
        "    together                                  1,060 B",
        "  700 B of the minimum is room AllocateTensors needs only while it runs.",
        "",
        "Tail by operator type (3 operators, 2 types, largest first)",
        "  operator         count  nodes  params  kernel data  total",
        "  SVDF                 2     64      16           95    175",
        "  FULLY_CONNECTED      1     32       5           80    117",
    ]
    assert max(map(len, lines)) <= 80
    r = cli("analyze", SAMPLES / "svdf_state_int8.tflite", "--why", "--semantics", "litert")
    assert r.exit_code == 2
    assert r.stderr == "Error: --why explains TFLM's whole tensor_arena: it goes with --semantics tflm\n"
