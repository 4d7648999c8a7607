"""Adding a TFLM kernel library: one registry entry and the module of its scratch rules.

The toy library below replaces one kernel, ADD, with one whose Prepare asks for a
scratch buffer of ``4 * output elements + 8`` bytes; every other operator runs on the
reference kernels (or, for a library built on CMSIS-NN, on CMSIS-NN's). The figures are
worked out by hand on :func:`tests.tiny_models.branch_48`: RELU t0→t1, RELU6 t0→t2, ADD
t1,t2→t3, four 48-byte float tensors, operator k at step k+1.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from tests.tiny_models import branch_48
from tflite_memplan.analysis import analyze
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.reader import parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics.tflm.arena import TflmArena
from tflite_memplan.semantics.tflm.kernel_data import kernel_persistent
from tflite_memplan.semantics.tflm.libraries import REGISTRY, KernelLibrary
from tflite_memplan.semantics.tflm.lifetimes import tflm_lifetimes
from tflite_memplan.semantics.tflm.targets import BuildOptions, get_build, make_build

#: The new module: the library's rules, as cmsis_nn.py's RULES.
_RULES_MODULE = """
from tflite_memplan.semantics.tflm.requests import ScratchRequest, elements


def _add(node):
    out = node.output(0)
    return None if out is None else (ScratchRequest(4 * elements(out) + 8, "toy ADD accumulators"),)


RULES = {"ADD": _add}
"""


@pytest.fixture
def toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Registers ``toy-nn`` (portable C, on every core) and ``toy-cmsis`` (built on
    CMSIS-NN) for the test, each with the rules module above."""
    module = f"toy_nn_rules_{abs(hash(tmp_path)) % 10**8}"
    (tmp_path / f"{module}.py").write_text(_RULES_MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(REGISTRY, "toy-nn", KernelLibrary("toy-nn", "Toy-NN", scratch_rules=f"{module}:RULES"))
    monkeypatch.setitem(
        REGISTRY, "toy-cmsis", KernelLibrary("toy-cmsis", "Toy", base="cmsis-nn", scratch_rules=f"{module}:RULES")
    )
    yield module
    sys.modules.pop(module, None)


def test_a_registered_library_makes_a_build(toy: str) -> None:
    build = make_build("cortex-m4", BuildOptions("toy-nn"))
    assert build.name == "cortex-m4+toy-nn" and get_build(build.name) == build
    assert build.summary == "toy-nn kernels" and not build.cmsis_nn
    assert build.build["kernels"] == "toy-nn" and "toy_nn_version" not in build.build
    # portable: it runs on any core, the ESP32's and the wheel's too
    assert make_build("esp32", BuildOptions("toy-nn")).kernels == "toy-nn"
    # built on CMSIS-NN: it runs where CMSIS-NN runs, and its builds are CMSIS-NN builds
    on_cmsis = make_build("cortex-m55", BuildOptions("toy-cmsis"))
    assert on_cmsis.cmsis_nn and on_cmsis.summary == "toy-cmsis and cmsis-nn kernels, Helium (MVE) SIMD, gcc, for speed"
    with pytest.raises(MemplanError, match=re.escape("toy-cmsis kernels run on Arm Cortex-M cores, not on esp32")):
        make_build("esp32", BuildOptions("toy-cmsis"))


def test_the_toy_kernels_scratch_request_is_planned(toy: str) -> None:
    graph = parse_model(branch_48(), "branch_48")
    scratch = [r for r in tflm_lifetimes(graph, target="cortex-m4", kernels="toy-nn").records if r.kind == "scratch"]
    # ADD's output holds 12 floats: 4 * 12 + 8 = 56 bytes, 64 once rounded up to 16; alive
    # at the ADD's step, 3 (the third operator).
    assert [(r.size, r.first, r.last, r.name) for r in scratch] == [(64, 3, 3, "ADD#2 scratch 0: toy ADD accumulators")]
    # The reference kernels of RELU, RELU6 and ADD ask for none.
    assert not [r for r in tflm_lifetimes(graph, target="cortex-m4+reference").records if r.kind == "scratch"]


def test_a_build_with_the_toy_library_goes_through_the_whole_arena(toy: str) -> None:
    graph = parse_model(branch_48(), "branch_48")
    toy_arena = analyze(graph, "tflm", semantics_options={"target": "cortex-m4", "kernels": "toy-nn"}).arena
    reference = analyze(graph, "tflm", semantics_options={"target": "cortex-m4", "kernels": "reference"}).arena
    assert isinstance(toy_arena, TflmArena) and isinstance(reference, TflmArena)
    # Reference kernels: at most three 48-byte tensors live at once (t0, t1, t2 at step 2;
    # t1, t2, t3 at step 3): 144 B. The toy ADD's 64 B buffer joins t1, t2 and t3 at step 3.
    assert reference.head == 144
    assert toy_arena.head == 144 + 64
    doc = toy_arena.document()
    assert doc["target"] == "cortex-m4+toy-nn"
    assert doc["build"] == {
        "core": "cortex-m4",
        "kernels": "toy-nn",
        "simd": "dsp",
        "compiler": "gcc",
        "optimized_for": "speed",
        "tflm": "tflite-micro 90b983c2b3f1",
    }
    assert toy_arena.build == get_build("cortex-m4+toy-nn")
    # The toy library keeps the reference kernels' op data and parameters (its op-data
    # column is theirs); the tail gains one scratch-buffer handle, 4 B on 32-bit Arm.
    ref_tail, toy_tail = reference.tail.breakdown(), toy_arena.tail.breakdown()
    for kept in ("kernel_data", "builtin_params", "eval_tensors", "node_and_registrations"):
        assert toy_tail[kept] == ref_tail[kept]
    assert (ref_tail["scratch_handles"], toy_tail["scratch_handles"]) == (0, 4)


def _fully_connected() -> bytes:
    """One float FULLY_CONNECTED, [1, 8] x [4, 8] weights, no bias."""
    tensors = [
        TensorSpec("x", (1, 8), "float32"),
        TensorSpec("w", (4, 8), "float32", data=np.full((4, 8), 0.5, np.float32)),
        TensorSpec("y", (1, 4), "float32"),
    ]
    ops = [OpSpec("FULLY_CONNECTED", [0, 1, -1], [2], {})]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[2], name="main")])


def test_the_op_data_column_follows_the_library(toy: str) -> None:
    graph = parse_model(_fully_connected(), "fc")
    sg = graph.main
    op = sg.operators[0]

    def op_data(target: str, kernels: str) -> list[int]:
        build = make_build(target, BuildOptions(kernels))
        return [p.size for p in kernel_persistent(graph, sg, op, build) or ()]

    # fully_connected.h's OpData: 48 B on 32-bit reference kernels, 72 B in CMSIS-NN's
    # (a float input keeps no per-channel arrays and no kernel sums).
    assert op_data("cortex-m4", "toy-nn") == op_data("cortex-m4", "reference") == [48]
    assert op_data("cortex-m4", "toy-cmsis") == op_data("cortex-m4", "cmsis-nn") == [72]
    # and the wheel's 64-bit op data for the portable library on host64
    assert op_data("host64", "toy-nn") == [72]
