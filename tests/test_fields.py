"""model/fields.Table reads what the generated tflite accessors read, field for field."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest
import tflite

from tests.tiny_models import every_dtype, split_ties
from tflite_memplan.model import slots
from tflite_memplan.model.fields import Table
from tflite_memplan.model.slots import OPERATOR_FIELDS, QUANTIZATION_FIELDS, SUBGRAPH_FIELDS, TENSOR_FIELDS

ROOT = Path(__file__).resolve().parents[1]
MODELS = sorted((ROOT / "sample_models").glob("*.tflite")) + sorted((ROOT / "tests" / "models").glob("*.tflite"))


def _ints(values: object) -> tuple[int, ...]:
    return () if isinstance(values, int) else tuple(values.tolist())  # type: ignore[attr-defined]


def _models() -> list[tuple[str, bytes]]:
    made = [("every_dtype", every_dtype()), ("split_ties", split_ties(3, reshape_every=2, variables=2))]
    return [(p.name, p.read_bytes()) for p in MODELS] + made


@pytest.mark.parametrize(("name", "data"), _models(), ids=lambda v: v if isinstance(v, str) else "")
def test_fields_match_the_generated_accessors(name: str, data: bytes) -> None:
    model = tflite.Model.GetRootAsModel(data, 0)
    checked = 0
    for s in range(model.SubgraphsLength()):
        sg = model.Subgraphs(s)
        table = Table(data, sg._tab.Pos)
        assert (table.vector(SUBGRAPH_FIELDS["inputs"], "i") or ()) == _ints(sg.InputsAsNumpy())
        assert table.string(SUBGRAPH_FIELDS["name"]) == sg.Name()
        tensors, operators = table.tables(SUBGRAPH_FIELDS["tensors"]), table.tables(SUBGRAPH_FIELDS["operators"])
        assert (len(tensors), len(operators)) == (sg.TensorsLength(), sg.OperatorsLength())
        for t, at in enumerate(tensors):
            tensor, fast = sg.Tensors(t), Table(data, at)
            assert (fast.vector(TENSOR_FIELDS["shape"], "i") or ()) == _ints(tensor.ShapeAsNumpy())
            assert (fast.vector(TENSOR_FIELDS["shape_signature"], "i") or ()) == _ints(tensor.ShapeSignatureAsNumpy())
            assert fast.scalar(TENSOR_FIELDS["type"], "b") == tensor.Type()
            assert fast.scalar(TENSOR_FIELDS["buffer"], "I") == tensor.Buffer()
            assert bool(fast.scalar(TENSOR_FIELDS["is_variable"], "?")) == tensor.IsVariable()
            assert fast.string(TENSOR_FIELDS["name"]) == tensor.Name()
            assert (fast.table(TENSOR_FIELDS["sparsity"]) is None) == (tensor.Sparsity() is None)
            quant, q = fast.table(TENSOR_FIELDS["quantization"]), tensor.Quantization()
            assert (quant is None) == (q is None)
            if quant is not None:
                scales = quant.vector(QUANTIZATION_FIELDS["scale"], "f") or ()
                assert scales == tuple(float(v) for v in _numbers(q.ScaleAsNumpy()))
                assert (quant.vector(QUANTIZATION_FIELDS["zero_point"], "q") or ()) == _ints(q.ZeroPointAsNumpy())
                assert quant.length(QUANTIZATION_FIELDS["min"]) == q.MinLength()
                assert quant.scalar(QUANTIZATION_FIELDS["quantized_dimension"], "i") == q.QuantizedDimension()
                assert quant.scalar(QUANTIZATION_FIELDS["details_type"], "B") == q.DetailsType()
            checked += 1
        for o, at in enumerate(operators):
            op, fast = sg.Operators(o), Table(data, at)
            assert fast.scalar(OPERATOR_FIELDS["opcode_index"], "I") == op.OpcodeIndex()
            for field, values in (
                ("inputs", op.InputsAsNumpy()),
                ("outputs", op.OutputsAsNumpy()),
                ("intermediates", op.IntermediatesAsNumpy()),
            ):
                assert (fast.vector(OPERATOR_FIELDS[field], "i") or ()) == _ints(values)
            assert fast.scalar(OPERATOR_FIELDS["builtin_options_type"], "B") == op.BuiltinOptionsType()
            assert fast.scalar(OPERATOR_FIELDS["builtin_options_2_type"], "B") == op.BuiltinOptions2Type()
            assert fast.scalar(OPERATOR_FIELDS["custom_options_format"], "b") == op.CustomOptionsFormat()
            raw = op.CustomOptionsAsNumpy().tobytes() if op.CustomOptionsLength() else b""
            assert (fast.string(OPERATOR_FIELDS["custom_options"]) or b"") == raw
            options = fast.table(OPERATOR_FIELDS["builtin_options"])
            assert (options is None) == (op.BuiltinOptions() is None)
            if options is not None:
                assert options.pos == op.BuiltinOptions().Pos
            checked += 1
    assert checked > 0


def _numbers(values: object) -> list[float]:
    return [] if isinstance(values, int) else values.tolist()  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("table", "fields"),
    [
        ("Model", slots.MODEL_FIELDS),
        ("OperatorCode", slots.OPERATOR_CODE_FIELDS),
        ("Buffer", slots.BUFFER_FIELDS),
        ("Metadata", slots.METADATA_FIELDS),
        ("SignatureDef", slots.SIGNATURE_FIELDS),
        ("TensorMap", slots.TENSOR_MAP_FIELDS),
        ("SubGraph", SUBGRAPH_FIELDS),
        ("Tensor", TENSOR_FIELDS),
        ("QuantizationParameters", QUANTIZATION_FIELDS),
        ("Operator", OPERATOR_FIELDS),
    ],
)
def test_every_named_slot_is_the_generated_accessors(table: str, fields: dict[str, int]) -> None:
    # Each accessor reads its field at vtable offset 4 + 2 × slot (flatbuffers' layout).
    for name, slot in fields.items():
        accessor = getattr(getattr(tflite, table), name.title().replace("_", ""))
        offsets = re.findall(r"self\._tab\.Offset\((\d+)\)", inspect.getsource(accessor))
        assert offsets and int(offsets[0]) == 4 + 2 * slot, (table, name)
