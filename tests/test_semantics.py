"""Usage records under each runtime's semantics, on tiny real models with golden answers."""

from __future__ import annotations

import json
import re

from tests.conftest import BUILTIN, SAMPLES
from tests.tiny_models import branch_48, tflite_align4
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.semantics.litert.lifetimes import allocation_list, litert_lifetimes
from tflite_memplan.semantics.tflm.lifetimes import tflm_lifetimes
from tflite_memplan.semantics.tflm.runnable import tflm_runnability


def offsets_by_tensor(analysis) -> dict[int, int]:
    plan = analysis.primary.plan
    return {r.tensor: off for r, off in zip(analysis.records, plan.offsets, strict=True)}


def test_tflm_branch_of_four_48_byte_tensors() -> None:
    g = parse_model(branch_48())
    lt = tflm_lifetimes(g)
    assert [(r.tensor, r.size, r.first, r.last) for r in lt.records] == [
        (0, 48, 0, 2),
        (1, 48, 1, 3),
        (2, 48, 2, 3),
        (3, 48, 3, 3),
    ]
    a = analyze(g, "tflm")
    assert offsets_by_tensor(a) == {0: 0, 1: 96, 2: 48, 3: 0}
    assert a.primary.footprint == 144
    assert a.lower_bound_bytes == 144


def test_tflite_cpu_golden_case_with_alignment_4() -> None:
    g = parse_model(tflite_align4())
    lt = litert_lifetimes(g, delegate="none")
    by_tensor = {r.tensor: (r.size, r.first, r.last, r.whole_run) for r in lt.records}
    assert by_tensor == {
        0: (3, 0, 2, True),
        1: (6, 0, 2, True),
        2: (9, 0, 1, False),
        3: (12, 2, 2, False),
        4: (15, 1, 2, False),
        5: (18, 1, 2, False),
    }
    a = analyze(g, "litert", alignment=4, semantics_options=BUILTIN)
    assert offsets_by_tensor(a) == {0: 0, 1: 4, 5: 12, 4: 32, 3: 48, 2: 48}
    assert a.primary.footprint == 60


def test_tflite_records_come_in_the_allocation_list_order() -> None:
    # One unordered_set per operator, iterated in reverse insertion order while small:
    # op 0 holds inputs 0, 1 and output 2 → 2, 1, 0; op 1 outputs 4, 5 → 5, 4; op 2 → 3.
    g = parse_model(tflite_align4())
    assert allocation_list(g.main) == [2, 1, 0, 5, 4, 3]
    assert [r.tensor for r in litert_lifetimes(g, delegate="none").records] == [2, 1, 0, 5, 4, 3]


def test_tflm_sizes_round_up_to_16_and_constants_are_not_planned() -> None:
    g = load_model(SAMPLES / "branching_cnn_int8.tflite")
    lt = tflm_lifetimes(g)
    assert all(r.size % 16 == 0 for r in lt.records)
    planned = {r.tensor for r in lt.records if r.kind == "tensor"}
    constants = {t.index for t in g.main.tensors if t.has_data}
    assert planned and not planned & constants


def test_tflm_plans_called_subgraphs_inline() -> None:
    g = load_model(SAMPLES / "while_loop.tflite")
    lt = tflm_lifetimes(g)
    # main: MUL at 1, WHILE at 2 opens scopes 3 (cond) and 4+ (body), ADD after.
    steps = [(s.subgraph, s.opcode) for s in lt.steps]
    assert steps[0] == (0, "graph inputs")
    assert steps[1:3] == [(0, "MUL"), (0, "WHILE")]
    assert {sg for sg, _ in steps} == {0, 1, 2}
    body = [r for r in lt.records if r.subgraph == 2]
    while_step = next(s.time for s in lt.steps if s.opcode == "WHILE")
    assert body and all(r.first > while_step for r in body)


def test_var_handle_outputs_are_not_planned_by_tflm() -> None:
    g = load_model(SAMPLES / "variable_state.tflite")
    lt = tflm_lifetimes(g)
    handles = {(sg.index, op.outputs[0]) for sg in g.subgraphs for op in sg.operators if op.opcode == "VAR_HANDLE"}
    assert handles
    assert not handles & {(r.subgraph, r.tensor) for r in lt.records}


def test_tflite_in_place_rules_on_the_reshape_chain() -> None:
    # MUL → scaled (read by ADD and by a RESHAPE) → ADD → shifted → RESHAPE → SQUEEZE →
    # SOFTMAX → ADD(softmax, scaled_flat) → output. Offsets measured in LiteRT 2.3.0.
    g = load_model(SAMPLES / "reshape_chain.tflite")
    lt = litert_lifetimes(g, delegate="none")
    sg = g.main
    aliased = {sg.tensors[a.tensor].name: sg.tensors[a.of].name for a in lt.aliases}
    assert aliased == {
        "to_3d": "shifted",  # RESHAPE shares its input
        "squeezed": "shifted",  # SQUEEZE too, down the chain to the root
        "softmax": "shifted",  # SOFTMAX overwrites its single-reader input
        "scaled_flat": "scaled",  # data unmodified: shared although scaled has two readers
    }
    # ADD cannot overwrite `scaled` (another reader); the final ADD's output is a graph output.
    by_name = {r.name: r for r in lt.records}
    assert set(by_name) == {"input", "scaled", "shifted", "output"}
    # The root lives until the last reader of any alias: softmax is read by op 6.
    assert (by_name["shifted"].first, by_name["shifted"].last) == (1, 6)
    assert (by_name["scaled"].first, by_name["scaled"].last) == (0, 6)
    a = analyze(g, "litert", semantics_options=BUILTIN)
    offsets = {r.name: off for r, off in zip(a.records, a.primary.plan.offsets, strict=True)}
    assert offsets == {"input": 0, "scaled": 256, "shifted": 512, "output": 768}


def test_a_builtin_tflm_has_no_kernel_for_is_not_called_custom() -> None:
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    x, y, z = (TensorSpec(n, (1, 8), "float32") for n in "xyz")
    ops = [OpSpec("GELU", [0], [1]), OpSpec("MyOp", [1], [2], custom=True)]
    graph = parse_model(build_model([SubgraphSpec([x, y, z], ops, inputs=[0], outputs=[2])]))
    assert tflm_lifetimes(graph).warnings == (
        "memory needs unknown for operators MyOp (operator 1 of subgraph 0): the real TFLM head and tail may be larger",
    )
    assert tflm_runnability(graph).reasons == (
        "operator 0 (GELU): no kernel for this builtin operator",
        "operator 1 (MyOp): no kernel ships for this custom operator; the firmware must register one",
    )


def test_each_runtime_has_one_name_and_the_older_one_is_taken_for_it(cli) -> None:
    """``litert`` in the CLI, the JSON and the library; ``tflite`` (its older name) is
    accepted everywhere a runtime is named and answered as ``litert``."""
    from tflite_memplan.semantics import SEMANTICS, SEMANTICS_ALIASES, get_runtime

    assert list(SEMANTICS) == ["tflm", "litert", "gpu"]
    assert get_runtime("tflite") is SEMANTICS["litert"]
    graph = load_model(str(SAMPLES / "reshape_chain.tflite"))
    old, new = (analyze(graph, name, semantics_options=BUILTIN) for name in SEMANTICS_ALIASES | {"litert": 0})
    assert old.lifetimes.semantics == new.lifetimes.semantics == "litert"
    assert (old.records, old.arena.total) == (new.records, new.arena.total)
    assert old.arena.document()["runtime"] == "litert"
    model = SAMPLES / "reshape_chain.tflite"
    as_old, as_new = (
        re.sub(r'_seconds": [0-9.e-]+', '_seconds": 0', cli("analyze", model, "--semantics", name, "--json").stdout)
        for name in ("tflite", "litert")
    )
    assert as_old == as_new and json.loads(as_new)["semantics"] == "litert"
    usage = cli("analyze", model, "--semantics", "tlite")
    assert usage.exit_code == 2 and "'tlite' is not one of 'tflm', 'litert', 'gpu'" in usage.stderr
    assert "tflite is an older name for litert." in " ".join(cli("analyze", "--help").stdout.split())
