"""The loader on real tiny .tflite files, and every kind of bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import SAMPLES
from tests.tiny_models import block_sparse_fully_connected, branch_48, every_dtype, tflite_align4
from tflite_memplan.errors import ModelParseError, ShapeError
from tflite_memplan.model.graph import TensorKind
from tflite_memplan.model.reader import load_model, parse_model


def test_graph_structure_of_a_tiny_model(tmp_path: Path) -> None:
    p = tmp_path / "branch.tflite"
    p.write_bytes(branch_48())
    g = load_model(p)
    assert len(g.subgraphs) == 1
    sg = g.main
    assert [op.opcode for op in sg.operators] == ["RELU", "RELU6", "ADD"]
    assert [(op.inputs, op.outputs) for op in sg.operators] == [((0,), (1,)), ((0,), (2,)), ((1, 2), (3,))]
    assert [t.kind for t in sg.tensors] == [
        TensorKind.INPUT,
        TensorKind.INTERMEDIATE,
        TensorKind.INTERMEDIATE,
        TensorKind.OUTPUT,
    ]
    assert {t.nbytes for t in sg.tensors} == {48}
    assert sg.operators[2].builtin_code == 0


def test_custom_ops_are_named_by_their_custom_code() -> None:
    g = parse_model(tflite_align4())
    assert [op.opcode for op in g.main.operators] == ["op_a", "op_b", "op_c"]
    assert all(op.is_custom and op.builtin_code is None for op in g.main.operators)


def test_every_dtype_is_sized_as_tflite_packs_it() -> None:
    g = parse_model(every_dtype())
    sizes = {t.name: (t.dtype, t.nbytes) for t in g.main.tensors}
    expected = {
        "float32": 20,
        "float16": 10,
        "int32": 20,
        "uint8": 5,
        "int64": 40,
        "bool": 5,
        "int16": 10,
        "complex64": 40,
        "int8": 5,
        "float64": 40,
        "complex128": 80,
        "uint64": 40,
        "uint32": 20,
        "uint16": 10,
        "int4": 3,
        "bfloat16": 10,
    }
    for name, nbytes in expected.items():
        assert sizes[name] == (name, nbytes)
    weights = g.main.tensors[-1]
    assert weights.kind is TensorKind.CONSTANT and weights.is_constant


@pytest.mark.runtime
@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.tflite")), ids=lambda p: p.name)
def test_sample_models_load_as_litert_reads_them(path: Path) -> None:
    """Every tensor's name, shape, type and quantization and every operator's opcode,
    inputs and outputs of the main subgraph equal what LiteRT's interpreter reads."""
    import numpy as np

    interpreter = pytest.importorskip("ai_edge_litert.interpreter").Interpreter(model_path=str(path))
    g = load_model(path)
    details = interpreter.get_tensor_details()
    theirs = {d["index"]: d for d in details}
    assert len(g.main.tensors) == len(details)
    for t in g.main.tensors:
        d = theirs[t.index]
        # numpy has no resource or variant type: LiteRT shows them as Python objects
        dtype = "object" if t.dtype in ("resource", "variant") else t.dtype
        assert (t.name, t.shape, dtype) == (d["name"], tuple(int(x) for x in d["shape"]), np.dtype(d["dtype"]).name)
        assert t.quant_scales == len(d["quantization_parameters"]["scales"])
    ops = interpreter._get_ops_details()
    assert [(o.opcode, o.inputs, o.outputs) for o in g.main.operators] == [
        (d["op_name"], tuple(int(x) for x in d["inputs"]), tuple(int(x) for x in d["outputs"])) for d in ops
    ]


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda d: None, "no such file"),
        (lambda d: d.mkdir(), "is a directory"),
        (lambda d: d.write_bytes(b""), "file is empty"),
        (lambda d: d.write_bytes(b"TFL3"), "too short"),
        (lambda d: d.write_bytes(b"hello world, this is text\n" * 4), "not a TFLite model"),
        (lambda d: d.write_bytes(b"\x10\x00\x00\x00ABCD" + bytes(40)), "file identifier is b'ABCD'"),
        (lambda d: d.write_bytes(b"\xff\xff\x00\x00TFL3" + bytes(8)), "root table lies past the end"),
    ],
)
def test_bad_files_raise_one_clear_error(tmp_path: Path, make, message: str) -> None:
    target = tmp_path / "bad.tflite"
    make(target)
    with pytest.raises(ModelParseError, match=message) as info:
        load_model(target)
    assert str(target) in str(info.value)


def test_truncated_model_names_the_step_that_failed() -> None:
    data = branch_48()
    failures = set()
    for cut in range(8, len(data) - 1, 7):
        try:
            parse_model(data[:cut], "cut.tflite")
        except ModelParseError as e:
            failures.add(e.step.split(" ")[1] if e.step.startswith("reading") else e.step)
        else:  # a cut that leaves every table intact is not possible here
            pytest.fail(f"truncating at {cut} of {len(data)} bytes went unnoticed")
    assert failures


def test_out_of_range_tensor_index_is_reported() -> None:
    data = bytearray(branch_48())
    g = parse_model(bytes(data))
    assert g.main.operators[2].inputs == (1, 2)
    # Find the ADD's input vector [1, 2] (int32 little endian, length-prefixed) and corrupt it.
    needle = (2).to_bytes(4, "little") + (1).to_bytes(4, "little") + (2).to_bytes(4, "little")
    at = data.find(needle)
    assert at > 0
    data[at + 8 : at + 12] = (99).to_bytes(4, "little")
    with pytest.raises(ModelParseError, match=r"reading operator 2 of subgraph 0 \(a tensor it uses\): index 99"):
        parse_model(bytes(data), "corrupt.tflite")


def test_dynamic_shapes_default_to_static_and_say_so() -> None:
    # Only the batch is dynamic (every Keras model): planned at batch 1, said once, briefly.
    g = load_model(SAMPLES / "dynamic_batch.tflite")
    assert g.notes == ("the batch dimension is dynamic; planned at the stored batch (1)",)
    assert g.main.tensors[g.main.inputs[0]].shape[0] == 1


def _dynamic_time_model(*, input_dynamic: bool) -> bytes:
    """x (1, T, 8) → RELU → y; T is dynamic in x and y, or (input_dynamic=False) only in y."""
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    x = TensorSpec("x", (1, 5, 8), "float32", shape_signature=(1, -1, 8) if input_dynamic else None)
    y = TensorSpec("y", (1, 5, 8), "float32", shape_signature=(1, -1, 8))
    return build_model([SubgraphSpec([x, y], [OpSpec("RELU", [0], [1])], inputs=[0], outputs=[1])])


def test_dynamic_dimensions_beyond_the_batch_get_one_note_naming_a_graph_input() -> None:
    g = parse_model(_dynamic_time_model(input_dynamic=True), "m.tflite")
    assert g.notes == (
        "2 tensors have dynamic dimensions; planned with static shapes; plan another size by overriding the "
        "input's shape (x=1,N,8)",
    )
    g = parse_model(_dynamic_time_model(input_dynamic=False), "m.tflite")
    assert g.notes == (
        "1 tensor has dynamic dimensions; planned with static shapes (no graph input has one, so "
        "overriding an input's shape cannot change them)",
    )


def test_input_shape_override_propagates_the_batch() -> None:
    base = load_model(SAMPLES / "dynamic_batch.tflite")
    inp = base.main.tensors[base.main.inputs[0]]
    bigger = (4, *inp.shape[1:])
    g = load_model(SAMPLES / "dynamic_batch.tflite", {inp.name: bigger})
    for old, new in zip(base.main.tensors, g.main.tensors, strict=True):
        if old.is_dynamic and not old.has_data:
            assert new.shape[0] == 4
            assert new.nbytes == 4 * old.nbytes
        else:
            assert new == old


def test_bad_input_shape_overrides() -> None:
    path = SAMPLES / "dynamic_batch.tflite"
    g = load_model(path)
    name = g.main.tensors[g.main.inputs[0]].name
    with pytest.raises(ShapeError, match="no input named 'nope'"):
        load_model(path, {"nope": (1,)})
    with pytest.raises(ShapeError, match="rank 1 given"):
        load_model(path, {name: (4,)})
    fixed = g.main.tensors[g.main.inputs[0]].shape
    with pytest.raises(ShapeError, match="dimension 1 is fixed"):
        load_model(path, {name: (2, fixed[1] + 1, *fixed[2:])})


def test_builtin_options_and_called_subgraphs() -> None:
    g = load_model(SAMPLES / "while_loop.tflite")
    ops = {op.opcode: op for op in g.main.operators}
    assert ops["WHILE"].options == {"cond_subgraph_index": 1, "body_subgraph_index": 2}
    assert ops["WHILE"].called_subgraphs == (1, 2)
    assert len(g.subgraphs) == 3
    conv = load_model(SAMPLES / "branching_cnn_int8.tflite").main.operators[0]
    assert conv.opcode == "CONV_2D"
    assert (conv.options["stride_w"], conv.options["stride_h"], conv.options["fused_activation_function"]) == (2, 2, 1)
    state = load_model(SAMPLES / "variable_state.tflite")
    call_once = state.main.operators[0]
    assert (call_once.opcode, call_once.called_subgraphs) == ("CALL_ONCE", (1,))


def _model_with_opcode_fields(deprecated: int, builtin: int | None) -> bytes:
    """A one-op model whose operator code has the given schema fields, as old and new converters write them."""
    import flatbuffers
    import tflite

    from tflite_memplan.model import writer as b

    def write(fb: flatbuffers.Builder, key: tuple[int, str | None, int]) -> int:
        tflite.OperatorCodeStart(fb)
        tflite.OperatorCodeAddDeprecatedBuiltinCode(fb, deprecated)
        tflite.OperatorCodeAddVersion(fb, 1)
        if builtin is not None:
            tflite.OperatorCodeAddBuiltinCode(fb, builtin)
        return tflite.OperatorCodeEnd(fb)

    original = b._write_operator_code
    b._write_operator_code = write  # type: ignore[assignment]
    try:
        tensors = [b.TensorSpec("x", (4,), "float32"), b.TensorSpec("y", (4,), "float32")]
        return b.build_model([b.SubgraphSpec(tensors, [b.OpSpec("RELU", [0], [1])], inputs=[0], outputs=[1])])
    finally:
        b._write_operator_code = original  # type: ignore[assignment]


@pytest.mark.parametrize(
    ("deprecated", "builtin", "name"),
    [
        (19, None, "RELU"),  # an old file: only the int8 field, the int32 field absent (0)
        (19, 19, "RELU"),  # a new file with a code < 127: both fields
        (127, 150, "GELU"),  # codes >= 127: the int8 field holds the placeholder 127
    ],
)
def test_builtin_codes_resolve_like_tflite(deprecated: int, builtin: int | None, name: str) -> None:
    op = parse_model(_model_with_opcode_fields(deprecated, builtin)).main.operators[0]
    assert op.opcode == name
    assert op.builtin_code == max(deprecated, builtin or 0)


def test_a_size_the_override_cannot_determine_is_reported_not_guessed() -> None:
    from tflite_memplan.analysis import analyze
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    # x: [-1, 4] (static [1, 4]); y: [-1, -1] (static [1, 7]). Overriding x's batch to
    # 3 carries placeholder 1 → 3, but nothing says what y's 7 becomes.
    tensors = [
        TensorSpec("x", (1, 4), "float32", shape_signature=(-1, 4)),
        TensorSpec("y", (1, 7), "float32", shape_signature=(-1, -1)),
    ]
    data = build_model([SubgraphSpec(tensors, [OpSpec("op", [0], [1], custom=True)], inputs=[0], outputs=[1])])
    g = parse_model(data, "m.tflite", {"x": (3, 4)})
    x, y = g.main.tensors
    assert (x.shape, x.nbytes) == ((3, 4), 48)
    assert (y.shape, y.nbytes) == ((3, -1), None)
    assert any("y (subgraph 0)" in n and "size is unknown" in n for n in g.notes)
    a = analyze(g, "tflm")
    assert [r.name for r in a.records] == ["x"]
    assert any("unknown size" in w and "y (subgraph 0)" in w for w in a.lifetimes.warnings)


def test_a_subgraph_that_calls_itself_is_refused_in_one_line() -> None:
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    def sg(name: str, callee: int) -> SubgraphSpec:
        x, y = TensorSpec("x", (1,), "int32"), TensorSpec("y", (1,), "int32")
        return SubgraphSpec([x, y], [OpSpec("CALL_ONCE", [], [], {"init_subgraph_index": callee})], [0], [0], name)

    # main calls 1, 1 calls 2, 2 calls 1 again.
    data = build_model([sg("main", 1), sg("a", 2), sg("b", 1)])
    with pytest.raises(
        ModelParseError, match=r"checking the control flow: subgraph 1 calls itself through subgraph 2$"
    ):
        parse_model(data, "loop.tflite")
    with pytest.raises(ModelParseError, match=r"subgraph 0 calls itself$"):
        parse_model(build_model([sg("main", 0)]), "self.tflite")


def test_files_that_are_not_regular_files_are_refused(tmp_path) -> None:
    import os

    fifo = tmp_path / "pipe\nname.tflite"  # a newline in the name
    os.mkfifo(fifo)
    with pytest.raises(ModelParseError) as error:
        load_model(fifo)
    assert str(error.value) == (
        f"{tmp_path}/pipe\\nname.tflite: cannot read model while opening the file: is not a regular file "
        "(a FIFO, socket or device)"
    )
    with pytest.raises(ModelParseError, match="is not a regular file"):
        load_model("/dev/zero")


def test_a_code_stored_only_in_builtin_code_is_read_from_that_field() -> None:
    # Files may leave deprecated_builtin_code 0 and store the code in builtin_code (TFLM's
    # compression tool does); the generated accessor would answer the deprecated 0 (ADD).
    import struct

    import tflite

    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    x, y = TensorSpec("x", (1, 4), "float32"), TensorSpec("y", (1, 4), "float32")
    data = bytearray(build_model([SubgraphSpec([x, y], [OpSpec("RELU", [0], [1])], [0], [1])]))
    oc = tflite.Model.GetRootAs(bytes(data), 0).OperatorCodes(0)
    field = oc._tab.Offset(4)  # deprecated_builtin_code, an int8
    assert field and oc.DeprecatedBuiltinCode() == 19  # RELU
    struct.pack_into("<b", data, oc._tab.Pos + field, 0)
    assert [op.opcode for op in parse_model(bytes(data)).main.operators] == ["RELU"]


def test_the_writer_stores_sparse_constants_as_the_schema_says() -> None:
    """Sparsity parameters read back field by field through the generated flatbuffer code
    (traversal order, block map, dense and CSR dimensions, each index vector type), and
    the buffer holds only the values kept; memplan reads the models (a DENSIFY output is
    a dense intermediate)."""
    import numpy as np
    import tflite

    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model, sparse_last_dim

    dense = np.array([[0, 1, 0, 2], [0, 0, 0, 0], [3, 0, 0, 0]], np.float32)
    csr, values = sparse_last_dim(dense, "uint8")
    assert values.tolist() == [1, 2, 3]
    tensors = [TensorSpec("a", (3, 4), "float32", values, sparsity=csr), TensorSpec("a_dense", (3, 4), "float32")]
    rows = build_model([SubgraphSpec(tensors, [OpSpec("DENSIFY", [0], [1])], [], [1], "main")])
    blocks = block_sparse_fully_connected()  # 2×2 blocks: rows of blocks dense, columns CSR (uint16)
    vectors = {1: "Int32Vector", 2: "Uint16Vector", 3: "Uint8Vector"}

    def sparsity(data: bytes, tensor: int):
        model = tflite.Model.GetRootAsModel(data, 0)
        t = model.Subgraphs(0).Tensors(tensor)
        return t.Sparsity(), model.Buffers(t.Buffer()).DataLength()

    def index_vector(dim, kind: str) -> list[int]:
        table = getattr(tflite, vectors[getattr(dim, f"Array{kind}Type")()])()
        union = getattr(dim, f"Array{kind}")()
        table.Init(union.Bytes, union.Pos)
        return table.ValuesAsNumpy().tolist()

    a, stored = sparsity(rows, 0)
    assert stored == 3 * 4
    assert a.TraversalOrderAsNumpy().tolist() == [0, 1] and a.BlockMapLength() == 0
    formats = [a.DimMetadata(d).Format() for d in range(a.DimMetadataLength())]
    assert formats == [tflite.DimensionType.DENSE, tflite.DimensionType.SPARSE_CSR]
    assert a.DimMetadata(0).DenseSize() == 3
    assert index_vector(a.DimMetadata(1), "Segments") == [0, 2, 2, 3]
    assert index_vector(a.DimMetadata(1), "Indices") == [1, 3, 0]
    assert a.DimMetadata(1).ArraySegmentsType() == tflite.SparseIndexVector.Uint8Vector
    b, stored = sparsity(blocks, 1)
    assert stored == 8 * 4
    assert b.BlockMapAsNumpy().tolist() == [0, 1] and b.TraversalOrderAsNumpy().tolist() == [0, 1, 2, 3]
    assert [b.DimMetadata(d).DenseSize() for d in (0, 2, 3)] == [2, 2, 2]
    assert index_vector(b.DimMetadata(1), "Segments") == [0, 1, 2]
    assert index_vector(b.DimMetadata(1), "Indices") == [0, 1]
    assert b.DimMetadata(1).ArrayIndicesType() == tflite.SparseIndexVector.Uint16Vector
    assert parse_model(rows).main.tensors[1].nbytes == 48
    # memplan keeps the lengths of the arrays the interpreter copies: traversal order,
    # block map when stored, each sparse dimension's segments and indices
    read_a, read_b = parse_model(rows).main.tensors[0], parse_model(blocks).main.tensors[1]
    assert (read_a.sparsity_arrays, read_a.sparsity_dims) == ((2, 4, 3), 2)
    assert (read_b.sparsity_arrays, read_b.sparsity_dims) == ((4, 2, 3, 2), 4)
    assert parse_model(rows).main.tensors[1].sparsity_arrays == ()
    assert [op.opcode for op in parse_model(blocks).main.operators] == ["DENSIFY", "FULLY_CONNECTED"]
