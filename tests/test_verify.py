"""The verifying reader: hostile offsets, lengths, ranks and sizes are refused in one
line that names the place, before any field is read, and quickly."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
import tflite

from tests.fuzz.hostile import in_place_chain
from tflite_memplan.errors import ModelParseError
from tflite_memplan.model import reader, verify
from tflite_memplan.model.reader import parse_model
from tflite_memplan.model.verify import MAX_GRAPH_ENTRIES, MAX_RANK

SAMPLES = Path(__file__).resolve().parent.parent / "sample_models"
MODEL = (SAMPLES / "branching_cnn_int8.tflite").read_bytes()


def _vector_at(table, slot: int) -> int:
    """Position of the length word of a table's vector field."""
    field = table._tab.Pos + table._tab.Offset(4 + 2 * slot)
    return field + struct.unpack_from("<I", MODEL, field)[0]


def _patched(pos: int, fmt: str, value: int) -> bytes:
    data = bytearray(MODEL)
    struct.pack_into(fmt, data, pos, value)
    return bytes(data)


def _refused(data: bytes) -> str:
    with pytest.raises(ModelParseError) as error:
        parse_model(data, "m.tflite")
    message = str(error.value)
    assert "\n" not in message
    return message


def _model():
    return tflite.Model.GetRootAsModel(MODEL, 0)


def test_a_shape_vector_running_past_the_end_is_named() -> None:
    tensor = _model().Subgraphs(0).Tensors(3)
    message = _refused(_patched(_vector_at(tensor, 0), "<I", 2**31 - 1))
    assert message == (
        "m.tflite: cannot read model while checking the file's structure: subgraph 0, tensor 3: "
        "shape vector runs past the end of the file (2,147,483,647 entries)"
    )


def test_a_rank_above_the_limit_is_refused() -> None:
    tensor = _model().Subgraphs(0).Tensors(3)
    # A length that stays inside the file, as when 100 tensors share one long vector.
    message = _refused(_patched(_vector_at(tensor, 0), "<I", MAX_RANK + 1))
    assert message.endswith(f"subgraph 0, tensor 3: shape has {MAX_RANK + 1} dimensions (at most {MAX_RANK})")


def test_operator_inputs_past_the_end_are_named() -> None:
    op = _model().Subgraphs(0).Operators(1)
    message = _refused(_patched(_vector_at(op, 1), "<I", 2**30))
    assert message.endswith(
        "subgraph 0, operator 1: inputs vector runs past the end of the file (1,073,741,824 entries)"
    )


def test_a_table_offset_outside_the_file_is_named() -> None:
    subgraphs = _model().Subgraphs(0)
    tensors = _vector_at(subgraphs, 0)
    first = tensors + 4
    message = _refused(_patched(first, "<I", 2**31 - 1))
    assert message.endswith("subgraph 0, tensor 0: table lies past the end of the file")


def test_the_root_offset_outside_the_file_is_refused() -> None:
    message = _refused(_patched(0, "<I", len(MODEL) - 2))
    assert "root table lies past the end" in message


def test_a_negative_dimension_other_than_unknown_is_refused() -> None:
    tensor = _model().Subgraphs(0).Tensors(3)
    message = _refused(_patched(_vector_at(tensor, 0) + 4, "<i", -5))
    assert message.endswith(
        "reading tensor 3 of subgraph 0: dimension -5 (a dimension is at least 0, or -1 when unknown)"
    )


def test_a_size_beyond_64_bits_is_refused_without_overflow() -> None:
    tensor = _model().Subgraphs(0).Tensors(3)
    at = _vector_at(tensor, 0)
    rank = struct.unpack_from("<I", MODEL, at)[0]
    data = bytearray(MODEL)
    for j in range(rank):
        struct.pack_into("<i", data, at + 4 + 4 * j, 2**31 - 1)
    message = _refused(bytes(data))
    assert "more than 64-bit sizes hold" in message and "reading tensor 3 of subgraph 0" in message


def test_every_truncation_of_a_model_is_one_line() -> None:
    # Every cut of the file gives a one-line ModelParseError, never another exception.
    for cut in range(0, len(MODEL), max(1, len(MODEL) // 300)):
        _refused(MODEL[:cut])


# --------------------------------------------------------------------------- in-place alias cycles


def _aliasing(ops: list[tuple[str, list[int], list[int]]], n: int = 4) -> bytes:
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    tensors = [TensorSpec(f"t{i}", (1, 16), "float32") for i in range(n)]
    specs = [OpSpec(opcode, i, o) for opcode, i, o in ops]
    return build_model([SubgraphSpec(tensors, specs, [0], [n - 1], "m")])


@pytest.mark.parametrize(
    ("ops", "named"),
    [
        ([("RELU", [0], [1]), ("RESHAPE", [1], [1]), ("RELU", [1], [3])], "operator 1 (RESHAPE) aliases tensor 1"),
        (
            [("RESHAPE", [1], [2]), ("SQUEEZE", [2], [1]), ("RELU", [1], [3])],
            "operators 0 (RESHAPE), 1 (SQUEEZE) alias tensor",
        ),
        (
            [("RELU", [0], [1]), ("ADD", [1, 0], [2]), ("EXPAND_DIMS", [2], [1]), ("RELU", [0], [3])],
            "operators 1 (ADD), 2 (EXPAND_DIMS) alias tensor",
        ),
    ],
)
def test_an_in_place_alias_cycle_is_refused_naming_its_operators(
    ops: list[tuple[str, list[int], list[int]]], named: str
) -> None:
    message = _refused(_aliasing(ops))
    assert "checking the dataflow: subgraph 0: " + named in message
    assert message.endswith("back onto itself (an in-place cycle)")


def test_an_alias_chain_without_a_cycle_is_read() -> None:
    ops = [("RESHAPE", [0], [1]), ("ADD", [1, 1], [2]), ("SQUEEZE", [2], [3])]
    assert len(parse_model(_aliasing(ops), "m.tflite").main.operators) == 3


def test_the_in_place_root_search_ends_on_a_cycle_the_reader_did_not_see() -> None:
    # The reader refuses these models; the LiteRT semantics' own search ends too.
    from dataclasses import replace

    from tflite_memplan.semantics.litert.lifetimes import litert_lifetimes

    graph = parse_model(_aliasing([("RELU", [0], [1]), ("RELU", [1], [2]), ("RELU", [2], [3])]), "m.tflite")
    sg = graph.main
    ops = (sg.operators[0], replace(sg.operators[1], opcode="RESHAPE", inputs=(1,), outputs=(1,)), sg.operators[2])
    looped = replace(graph, subgraphs=(replace(sg, operators=ops),))
    assert litert_lifetimes(looped, delegate="none").records


def test_a_graph_over_the_size_limit_is_refused_before_a_tensor_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    # 100,000 tensors and one operator: one entry over the limit, refused in one line
    # naming both counts, by the structure check (no tensor read); at the limit, read.
    from tests.fuzz.hostile import many_operands

    over = many_operands(MAX_GRAPH_ENTRIES - 1, "outputs")
    monkeypatch.setattr(reader, "_read_tensor", lambda *a: pytest.fail("a tensor was read"))
    message = _refused(over)
    assert "100,000 tensors and 1 operators, more than the 100,000" in message
    assert "docs/limits.md" in message
    small = in_place_chain(3, ["RELU"])  # 4 tensors, 3 operators
    monkeypatch.setattr(verify, "MAX_GRAPH_ENTRIES", 6)
    assert "4 tensors and 3 operators, more than the 6" in _refused(small)
    monkeypatch.undo()
    monkeypatch.setattr(verify, "MAX_GRAPH_ENTRIES", 7)
    assert len(parse_model(small).main.operators) == 3
