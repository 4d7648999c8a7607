"""The Ethos-U kernel library: TFLM built with ``CO_PROCESSOR=ethos_u`` (and CMSIS-NN),
which runs a Vela-compiled model's ``ethos-u`` operator.

The Vela person_detect's arena is computed here from its parts by hand — Vela's scratch
tensors as the model's offline plan places them, the operator's two scratch requests
and its op data, the 32-bit runtime structs — and compared with memplan's. (TFLM's
published Corstone-300 figures are for the plain person_detect on CMSIS-NN; they stay
reproduced by tests/test_tflm_arena.py.)
"""

from __future__ import annotations

import re

import pytest

from tests.conftest import SAMPLES, require_real_models
from tests.qemu.measure import VELA_MODELS
from tflite_memplan import analyze, load_model, parse_model
from tflite_memplan.errors import MemplanError
from tflite_memplan.semantics.tflm.targets import BuildOptions, get_build, make_build


def _arena(graph, **options):
    analysis = analyze(graph, semantics_options=options)
    assert analysis.arena is not None
    return analysis


def test_ethos_u_kernels_exist_only_beside_an_ethos_u_npu() -> None:
    for core in ("cortex-m55", "cortex-m85"):
        target = make_build(core, BuildOptions("ethos-u"))
        assert target.name == f"{core}+ethos-u" and get_build(target.name) == target
        assert target.cmsis_nn and target.simd == "mve"
    m55 = make_build("cortex-m55", BuildOptions("ethos-u"))
    assert "ethos-u and cmsis-nn kernels" in m55.summary
    assert m55.evidence.startswith("validated on QEMU mps3-an547 (Cortex-M55")
    assert (
        make_build("cortex-m85", BuildOptions("ethos-u")).evidence
        == "derived: as validated on a core with Helium (MVE) SIMD; this core not run"
    )
    for core in ("cortex-m4", "cortex-m33", "host64"):
        with pytest.raises(MemplanError, match=re.escape("kernels")):
            make_build(core, BuildOptions("ethos-u"))
    with pytest.raises(MemplanError, match=re.escape("which Arm pairs with cortex-m55")):
        make_build("cortex-m7", BuildOptions("ethos-u"))


@pytest.mark.parametrize("model", sorted(p.name for p in SAMPLES.glob("*.tflite")))
def test_the_cpu_operators_of_an_ethos_u_build_are_cmsis_nn(model: str) -> None:
    graph = parse_model((SAMPLES / model).read_bytes(), model)
    npu = _arena(graph, target="cortex-m55", kernels="ethos-u").arena
    cpu = _arena(graph, target="cortex-m55", kernels="cmsis-nn").arena
    assert (npu.head, npu.tail.bytes, npu.minimum) == (cpu.head, cpu.tail.bytes, cpu.minimum)


def _replay(allocations: list[tuple[int, int]]) -> int:
    """TFLM's tail by hand: ``tail = AlignDown(tail - size, alignment)`` from a 16-aligned end."""
    tail = 0
    for size, alignment in allocations:
        tail = (tail + size + alignment - 1) // alignment * alignment
    return tail


def test_person_detect_vela_from_its_parts() -> None:
    graph = load_model(require_real_models() / "person_detect_vela.tflite")
    sg = graph.main
    (op,) = sg.operators
    assert (op.opcode, op.is_custom) == ("ethos-u", True)
    # Vela's inputs: command stream, weights (both constant), scratch, fast scratch, the image.
    stream, weights, scratch, fast, image = (sg.tensors[i] for i in op.inputs)
    assert stream.has_data and weights.has_data and not scratch.has_data and not fast.has_data
    assert scratch.nbytes == fast.nbytes == 74_464 and image.nbytes == 9_216
    # Vela's offline plan puts every planned tensor at offset 0: the image and the output
    # live inside its scratch area, and the fast scratch is the same memory (Corstone-300's
    # Ethos-U55 shares the SRAM).
    planned = [t for t in sg.tensors if not t.has_data]
    assert {graph.offline_offsets[t.index] for t in planned} == {0}
    vela_area = max(-(-t.nbytes // 16) * 16 for t in planned)
    # Prepare asks for one uint64 base address and one 4-byte size_t per input and output
    # (6): 48 and 24 bytes, each rounded up to 16 and placed above the pinned area, which
    # is live for the whole step.
    n = len(op.inputs) + len(op.outputs)
    requests = [n * 8, n * 4]
    head = vela_area + sum(-(-r // 16) * 16 for r in requests)
    # The tail with the plain allocator on a 32-bit core: arena allocator, planner, micro
    # allocator; builtin-data allocator, one subgraph; 6 eval tensors, 1 node; the
    # operator's op data (three ints, 16-aligned); 2 scratch handles; then per graph input
    # and output a pointer array (16-aligned), a TfLiteTensor and its quantization with
    # one zero point.
    io = [(4, 16), (32, 4), (12, 4), (8, 4)]
    tail = _replay([(36, 4), (44, 4), (36, 4), (8, 4), (8, 4), (6 * 12, 4), (32, 4), (12, 16), (2 * 4, 4), *io, *io])
    analysis = _arena(graph, target="cortex-m55", kernels="ethos-u")
    arena = analysis.arena
    assert (head, tail) == (74_544, 388)
    assert (arena.head, arena.tail.bytes, arena.total) == (head, tail, head + tail)
    scratch_records = [r.size for r in analysis.records if r.kind == "scratch"]
    assert scratch_records == [48, 32]
    assert not any("ethos-u" in w or "unknown" in w for w in analysis.lifetimes.warnings)
    assert arena.tail.breakdown()["kernel_data"] == 16 + 4  # the op data and the padding below it
    # The same model on a Cortex-M85 (Corstone-310) needs the same arena.
    m85 = _arena(graph, target="cortex-m85", kernels="ethos-u").arena
    assert (m85.head, m85.tail.bytes, m85.minimum) == (arena.head, arena.tail.bytes, arena.minimum)


def test_a_build_without_the_npu_kernel_says_it_cannot_run_a_vela_model() -> None:
    graph = load_model(require_real_models() / "person_detect_vela.tflite")
    for kernels in ("reference", "cmsis-nn"):
        analysis = _arena(graph, target="cortex-m55", kernels=kernels)
        assert analysis.runnability is not None and analysis.runnability.reasons == (
            "operator 0 (ethos-u): its kernel is built only for an Ethos-U NPU (CO_PROCESSOR=ethos_u, the ethos-u "
            "library)",
        )
        assert not any(w.startswith("memory needs unknown") for w in analysis.lifetimes.warnings)
    analysis = _arena(graph, target="cortex-m55", kernels="ethos-u")
    assert analysis.runnability is not None and analysis.runnability.runnable


@pytest.mark.parametrize("memory", ["u55", "u65"])
def test_vela_memory_modes_by_hand(memory: str) -> None:
    # tests/models/make_vela_models.py: an Ethos-U55 sharing the SRAM (newer Vela passes its
    # one scratch tensor twice), an Ethos-U65 with a dedicated SRAM (a separate fast scratch,
    # planned in the arena too). Vela's offline plan puts the image and the output inside the
    # largest scratch area, at offset 0.
    graph = load_model(VELA_MODELS / f"branching_cnn_int8_{memory}_vela.tflite")
    sg = graph.main
    (op,) = sg.operators
    scratch, fast = op.inputs[2], op.inputs[3]
    assert (scratch == fast) == (memory == "u55")
    area = max(sg.tensors[scratch].nbytes, sg.tensors[fast].nbytes)
    planned = [t for t in sg.tensors if not t.has_data]
    offsets = graph.offline_offsets
    assert all(offsets[t.index] >= 0 and offsets[t.index] + t.nbytes <= area for t in planned)
    n = len(op.inputs) + len(op.outputs)
    head = area + -(-n * 8 // 16) * 16 + -(-n * 4 // 16) * 16
    analysis = _arena(graph, target="cortex-m55", kernels="ethos-u")
    assert analysis.arena.head == head == 4_096 + 48 + 32
    assert analysis.lifetimes.warnings == ()


def test_a_vela_model_with_cpu_operators_uses_cmsis_nn_for_them() -> None:
    # SVDF stays on the CPU: its CMSIS-NN scratch and op data, its state variables, and the
    # NPU operator after it.
    graph = load_model(VELA_MODELS / "svdf_state_int8_u55_vela.tflite")
    assert [op.opcode for op in graph.main.operators] == ["SVDF", "SVDF", "ethos-u"]
    analysis = _arena(graph, target="cortex-m55", kernels="ethos-u")
    reasons = [r.name.split(": ", 1)[1] for r in analysis.records if r.kind == "scratch"]
    assert reasons == [
        *("SVDF int32 filter activations", "SVDF int32 unit sums") * 2,
        *("Ethos-U base addresses", "Ethos-U base address sizes"),
    ]
    assert analysis.arena.tail.breakdown()["variable_tensors"] > 0 and analysis.lifetimes.warnings == ()
