"""Removing the tensors nothing uses (``model/prune.py``) and what it saves under TFLM."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
import tflite

from tests.conftest import SAMPLES
from tests.tiny_models import cut_dequantize, dangling_dequantize, two_signatures, unused_tensors
from tflite_memplan import parse_model
from tflite_memplan.analysis import analyze
from tflite_memplan.model.metadata import MetadataError, set_metadata
from tflite_memplan.model.prune import COMPRESSION_METADATA, dead_operators, prune_model, prune_tensors
from tflite_memplan.model.prune import unused_tensors as find_unused
from tflite_memplan.model.slots import OFFLINE_PLAN_METADATA
from tflite_memplan.model.writer import offline_plan_metadata
from tflite_memplan.semantics.tflm.levers import unused_tensor_cost
from tflite_memplan.semantics.tflm.targets import get_build

HOST = {"target": "host64"}


def _by_name(data: bytes) -> dict:
    """What a runtime reads, with tensors named instead of numbered: operators, graph I/O,
    signatures, and each tensor's type, shape, quantization and data."""
    m = tflite.Model.GetRootAs(data, 0)
    g = parse_model(data)
    sg = g.main
    name = {t.index: t.name for t in sg.tensors}
    ops = [(o.opcode, [name.get(i, i) for i in o.inputs], [name[i] for i in o.outputs]) for o in sg.operators]
    tensors = {}
    for t in range(m.Subgraphs(0).TensorsLength()):
        ft = m.Subgraphs(0).Tensors(t)
        buf = m.Buffers(ft.Buffer())
        raw = buf.DataAsNumpy().tobytes() if buf.DataLength() else b""
        tensors[ft.Name().decode()] = (ft.Type(), tuple(ft.ShapeAsNumpy()), raw)
    sig = m.SignatureDefs(0)
    maps = [(sig.Inputs(i).Name(), name[sig.Inputs(i).TensorIndex()]) for i in range(sig.InputsLength())]
    maps += [(sig.Outputs(i).Name(), name[sig.Outputs(i).TensorIndex()]) for i in range(sig.OutputsLength())]
    io = ([name[i] for i in sg.inputs], [name[i] for i in sg.outputs])
    return {"ops": ops, "io": io, "signature": maps, "tensors": tensors}


@pytest.mark.parametrize(
    ("build", "unused"),
    [
        (unused_tensors, ("leftover", "unused_weights")),
        (cut_dequantize, ("conv/filter_float", "StatefulPartitionedCall:0")),
    ],
)
def test_the_unused_tensors_go_and_everything_else_stays_by_name(build, unused: tuple[str, ...]) -> None:
    data = build()
    names = [t.name for t in parse_model(data).main.tensors]
    assert tuple(names[i] for i in find_unused(data)[0]) == unused
    pruned = prune_tensors(data)
    assert pruned.count == 2 and len(pruned.data) == len(data)  # edited in place: buffers keep their offsets
    before, after = _by_name(data), _by_name(pruned.data)
    for kept in unused:
        del before["tensors"][kept]
    assert after == before
    assert find_unused(pruned.data) == ((),)
    assert prune_tensors(pruned.data).data == pruned.data


def test_models_without_unused_tensors_are_left_as_they_are() -> None:
    # no sample model has an unused tensor: the lever finds nothing there
    for path in sorted(SAMPLES.glob("*.tflite")):
        data = path.read_bytes()
        result = prune_tensors(data)
        assert (result.count, result.data) == (0, data), path.name


def test_the_offline_plan_loses_the_removed_tensors_entries() -> None:
    data = set_metadata(unused_tensors(), OFFLINE_PLAN_METADATA, offline_plan_metadata((0, 256, -1, 512)))
    assert parse_model(prune_tensors(data).data).offline_offsets == (256, 512)


def test_compression_metadata_is_refused() -> None:
    data = set_metadata(unused_tensors(), COMPRESSION_METADATA, b"\0" * 16)
    with pytest.raises(MetadataError, match="COMPRESSION_METADATA"):
        prune_tensors(data)


def test_what_the_unused_tensors_cost_on_host64() -> None:
    """cut_dequantize: two unused tensors, one planned (the float output, no data): two eval
    tensors (24 B each) in the tail; two allocation records (32 B) and the planner's 40 B for
    one buffer while planning. The head drops from the 2,048 B float tensor to 960 B."""
    data = cut_dequantize()
    graph = parse_model(data)
    before = analyze(graph, "tflm", semantics_options=HOST)
    cost = unused_tensor_cost(graph, prune_tensors(data).removed, before.records, get_build("host64"))
    assert (cost.tensors, cost.planned, cost.tail, cost.planning) == (2, 1, 48, 104)
    after = analyze(parse_model(prune_tensors(data).data), "tflm", semantics_options=HOST)
    assert (before.primary.footprint, after.primary.footprint) == (2048, 960)
    assert before.arena.tail.bytes - after.arena.tail.bytes == 48


def test_a_signature_naming_an_otherwise_unused_tensor_keeps_it() -> None:
    data = unused_tensors()
    m = tflite.Model.GetRootAs(data, 0)
    # point the signature's output (tensor 3) at the leftover tensor 0 (the written field)
    maps = m.SignatureDefs(0).Outputs(0)
    pos = maps._tab.Pos + maps._tab.Offset(6)
    out = bytearray(data)
    struct.pack_into("<I", out, pos, 0)
    assert find_unused(bytes(out)) == ((2,),)
    assert find_unused(data) == ((0, 2),)


@pytest.mark.runtime
def test_names_metadata_and_buffers_cost_no_arena(tmp_path: Path) -> None:
    """Why the rewrite leaves strings and buffers alone: the same graph with 1 KB tensor
    names, 4 KB of metadata TFLM ignores and the unused tensors' buffers kept needs exactly
    the arena of the plain one, on the wheel and in memplan's prediction."""
    pytest.importorskip("tflite_micro")
    from tests.runtimes import tflm_measured, tflm_minimum

    plain = prune_tensors(cut_dequantize()).data
    bloated = set_metadata(prune_tensors(cut_dequantize(name_suffix="_" * 1024)).data, "notes", b"\1" * 4096)
    assert len(bloated) > len(plain) + 9000
    paths = []
    for n, data in enumerate((plain, bloated)):
        paths.append(tmp_path / f"{n}.tflite")
        paths[-1].write_bytes(data)
    arenas = [tflm_measured(p) for p in paths]
    assert arenas[0] is not None and arenas[1] is not None
    assert (arenas[0].head, arenas[0].tail) == (arenas[1].head, arenas[1].tail)
    minimum = {tflm_minimum(p) for p in paths}
    predicted = {analyze(parse_model(d), "tflm", semantics_options=HOST).arena.minimum for d in (plain, bloated)}
    assert minimum == predicted and len(minimum) == 1


def test_a_dead_operator_goes_with_the_tensors_it_leaves_unused() -> None:
    """dangling_dequantize: the output DEQUANTIZE nothing reads is removed, then its float
    output and the unused float filter; the result is cut_dequantize's, by name. An
    operator the caller keeps (one with effects beyond its outputs) is not dead."""
    data = dangling_dequantize()
    assert dead_operators(data) == ((2,),)
    assert dead_operators(data, keep={(0, 2)}) == ((),)
    pruned = prune_model(data)
    assert (pruned.operators, pruned.removed) == (((2,),), ((2, 6),))
    assert _by_name(pruned.data) == _by_name(prune_tensors(cut_dequantize()).data)
    after = analyze(parse_model(pruned.data), "tflm", semantics_options=HOST)
    assert (after.primary.footprint, after.arena.minimum) == (960, 2096)  # both bisected on the wheel
    assert prune_model(cut_dequantize()).operators == ((),)


@pytest.mark.parametrize("build", [unused_tensors, cut_dequantize, dangling_dequantize, two_signatures])
def test_the_rewrite_on_a_32_bit_build_equals_mcufit(build, tmp_path: Path) -> None:
    """What the rewrite saves on 32-bit structs (12 B eval tensors, 32 B nodes…): mcufit's
    wasm32 build of TFLM (benchmark harness: recording allocator, 100 resource-variable
    slots) allocates exactly memplan's head and tail before and after it."""
    from tests import mcufit_oracle

    if mcufit_oracle.runner() is None:
        pytest.skip("node or the mcufit package is not installed")
    harness = {"target": "wasm32", "recording": True, "resource_variables": 100}
    figures = []
    for n, data in enumerate((build(), prune_model(build(), reachable={0}).data)):
        path = tmp_path / f"{n}.tflite"
        path.write_bytes(data)
        oracle = mcufit_oracle.wasm32_arena(path)
        assert oracle is not None
        arena = analyze(parse_model(data), "tflm", semantics_options=harness).arena
        assert (arena.head, arena.tail.bytes) == (oracle.head, oracle.tail)
        figures.append(oracle.head + oracle.tail)
    assert figures[1] < figures[0]


def test_subgraphs_after_the_last_one_run_are_dropped_with_their_signatures() -> None:
    """two_signatures: subgraph 1 (``train``) is no call's callee; dropped, with its signature
    and its tensors' offline-plan entries; nothing else changes."""
    plan = (0, -1, 256, 0, 0, -1, 256, 1280)
    data = set_metadata(two_signatures(), OFFLINE_PLAN_METADATA, offline_plan_metadata(plan))
    assert prune_model(data).subgraphs == 0  # no reachable set given: every subgraph stays
    pruned = prune_model(data, reachable={0})
    assert (pruned.subgraphs, pruned.operators, pruned.removed) == (1, ((),), ((),))
    graph = parse_model(pruned.data)
    assert [sg.name for sg in graph.subgraphs] == ["infer"] and graph.offline_offsets == plan[:4]
    m = tflite.Model.GetRootAs(pruned.data, 0)
    assert [m.SignatureDefs(k).SignatureKey() for k in range(m.SignatureDefsLength())] == [b"infer"]
    assert _by_name(pruned.data) == _by_name(data)
