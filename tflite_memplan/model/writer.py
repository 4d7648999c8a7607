"""Write ``.tflite`` flatbuffers from plain Python descriptions.

memplan's parser must be tested on real model files (see STYLE.md, point 8), but
TensorFlow is not a dependency. This module writes small, valid models directly with
the generated ``tflite`` flatbuffer code, so the sample-model script and the tests can
describe a graph in a few lines and get bytes that TensorFlow Lite and TFLite Micro
both load.

The output follows what the TensorFlow converter writes where runtimes care:

- buffer 0 is the empty sentinel buffer; tensors without data point at it;
- every constant tensor gets its own buffer, its data aligned to 16 bytes (the
  converter forces this so int32/float data can be read in place);
- operator codes carry both ``deprecated_builtin_code`` (clamped to 127) and
  ``builtin_code``, since old readers only look at the former;
- every builtin operator that has an options table gets one, even if all values are
  defaults: without the table, runtimes leave the operator's parameters zeroed
  (stride 0, padding unknown) instead of taking the schema's defaults;
- the file carries the ``TFL3`` identifier.

A constant may be stored sparse (:class:`SparsitySpec`, the schema's
``SparsityParameters``): its buffer then holds only the values the format keeps, as
the converter writes sparse weights for DENSIFY to expand; :func:`sparse_last_dim`
encodes a dense array that way.

Builtin options are resolved generically from the ``tflite`` package: an opcode name
is matched to a ``BuiltinOptions`` (or ``BuiltinOptions2``) table by name, and each
snake_case key of :attr:`OpSpec.options` is matched to the table's ``<Table>Add<Field>``
function. Nothing here lists per-operator fields, so any operator can be written.

Example::

    x = TensorSpec("x", (1, 4), "float32")
    y = TensorSpec("y", (1, 4), "float32")
    sg = SubgraphSpec([x, y], [OpSpec("SOFTMAX", [0], [1], {"beta": 1.0})], [0], [1])
    data = build_model([sg])
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import flatbuffers
import numpy as np
import tflite  # re-exports every generated class and function: tflite.ModelStart, tflite.Padding

from tflite_memplan.model.metadata import MetadataError
from tflite_memplan.model.schema import OPTION_UNIONS, builtin_code, options_module, snake_case
from tflite_memplan.model.slots import FILE_IDENTIFIER, OFFLINE_PLAN_METADATA, SCHEMA_VERSION

__all__ = [
    "OFFLINE_PLAN_METADATA",
    "OpSpec",
    "SubgraphSpec",
    "TensorSpec",
    "build_model",
    "offline_plan_metadata",
    "options_table_name",
]

_DATA_ALIGNMENT = 16  # the converter's forced alignment of buffer data

# numpy element type of each tensor type that has fixed-size elements.
_NUMPY_DTYPES: dict[str, np.dtype] = {
    "float32": np.dtype("<f4"),
    "float16": np.dtype("<f2"),
    "float64": np.dtype("<f8"),
    "int8": np.dtype("i1"),
    "uint8": np.dtype("u1"),
    "int16": np.dtype("<i2"),
    "uint16": np.dtype("<u2"),
    "int32": np.dtype("<i4"),
    "uint32": np.dtype("<u4"),
    "int64": np.dtype("<i8"),
    "uint64": np.dtype("<u8"),
    "bool": np.dtype("?"),
    "complex64": np.dtype("<c8"),
    "complex128": np.dtype("<c16"),
}

# Options fields whose values are enums: these accept the enum member's name
# ("SAME", "RELU6", "INT32") as well as its integer value.
_ENUM_FIELDS: dict[str, type] = {
    "padding": tflite.Padding,
    "fused_activation_function": tflite.ActivationFunctionType,
    "weights_format": tflite.FullyConnectedOptionsWeightsFormat,
    "kernel_type": tflite.LSTMKernelType,
    "mode": tflite.MirrorPadMode,
    "combiner": tflite.CombinerType,
    "type": tflite.LSHProjectionType,
    "reduce_function": tflite.ReduceWindowFunction,
    "algorithm": tflite.RngAlgorithm,
    "out_type": tflite.TensorType,
    "output_type": tflite.TensorType,
    "idx_out_type": tflite.TensorType,
    "in_data_type": tflite.TensorType,
    "out_data_type": tflite.TensorType,
    "quantized_bias_type": tflite.TensorType,
}

# Operators whose options table is not named after the operator.
_OPTIONS_ALIASES: dict[str, str] = {
    "AVERAGE_POOL_2D": "Pool2DOptions",
    "MAX_POOL_2D": "Pool2DOptions",
    "L2_POOL_2D": "Pool2DOptions",
    "L2_NORMALIZATION": "L2NormOptions",
    "UNIDIRECTIONAL_SEQUENCE_RNN": "SequenceRNNOptions",
    "MAXIMUM": "MaximumMinimumOptions",
    "MINIMUM": "MaximumMinimumOptions",
    "MEAN": "ReducerOptions",
    "SUM": "ReducerOptions",
    "REDUCE_PROD": "ReducerOptions",
    "REDUCE_MAX": "ReducerOptions",
    "REDUCE_MIN": "ReducerOptions",
    "REDUCE_ANY": "ReducerOptions",
    "REDUCE_ALL": "ReducerOptions",
    "CONV_3D_TRANSPOSE": "Conv3DOptions",
    "RANDOM_STANDARD_NORMAL": "RandomOptions",
    "RANDOM_UNIFORM": "RandomOptions",
    "MULTINOMIAL": "RandomOptions",
}


#: The index vector types of the schema's ``SparseIndexVector`` union, by dtype.
SPARSE_INDEX_TYPES = {"int32": "Int32Vector", "uint16": "Uint16Vector", "uint8": "Uint8Vector"}


@dataclass(frozen=True)
class DimensionSpec:
    """One dimension of a sparse tensor, in traversal order (the schema's
    ``DimensionMetadata``): ``DENSE`` with its ``dense_size``, or ``SPARSE_CSR`` with its
    ``segments`` and ``indices``, each an int32, uint16 or uint8 vector."""

    format: str = "DENSE"
    dense_size: int = 0
    segments: Sequence[int] = ()
    indices: Sequence[int] = ()
    segments_type: str = "int32"
    indices_type: str = "int32"


@dataclass(frozen=True)
class SparsitySpec:
    """How a constant is stored sparse (the schema's ``SparsityParameters``): the order
    its dimensions are traversed in (the tensor's own, then those of its blocks),
    which tensor dimension each block dimension splits (``block_map``), and each
    traversed dimension's :class:`DimensionSpec`."""

    traversal_order: Sequence[int]
    dim_metadata: Sequence[DimensionSpec]
    block_map: Sequence[int] = ()


def sparse_last_dim(array: np.ndarray, index_type: str = "int32") -> tuple[SparsitySpec, np.ndarray]:
    """``array`` stored with its last dimension compressed (CSR) and the others dense:
    its :class:`SparsitySpec` and the values it keeps (the nonzero ones, row by row)."""
    rows = array.reshape(-1, array.shape[-1])
    kept = [np.flatnonzero(row) for row in rows]
    segments = np.concatenate([[0], np.cumsum([len(k) for k in kept])]).astype(np.int64)
    indices = np.concatenate(kept) if kept else np.zeros(0, np.int64)
    dims = [DimensionSpec("DENSE", n) for n in array.shape[:-1]]
    dims.append(DimensionSpec("SPARSE_CSR", 0, segments.tolist(), indices.tolist(), index_type, index_type))
    values = np.concatenate([row[k] for row, k in zip(rows, kept, strict=True)]) if kept else rows.ravel()
    return SparsitySpec(tuple(range(array.ndim)), tuple(dims)), values


@dataclass
class TensorSpec:
    """One tensor. ``data`` makes it a constant (its own buffer); ``None`` leaves it
    to the runtime's arena.

    ``scale``/``zero_point`` give affine quantization: a single number for
    per-tensor, a sequence for per-channel along ``quantized_dimension``.
    ``shape_signature`` carries ``-1`` for dimensions unknown at conversion time
    (``shape`` then holds the placeholder 1, as the converter writes it).
    ``sparsity`` stores the constant sparse: ``data`` holds only the values it keeps.
    ``blockwise`` (scales tensor, zero points tensor or -1, block size) quantizes it block
    by block (the schema's ``BlockwiseQuantization`` details), as LLM weights are.
    """

    name: str
    shape: tuple[int, ...]
    dtype: str = "int8"
    data: bytes | np.ndarray | None = None
    is_variable: bool = False
    shape_signature: tuple[int, ...] | None = None
    scale: float | Sequence[float] | None = None
    zero_point: int | Sequence[int] | None = None
    quantized_dimension: int = 0
    sparsity: SparsitySpec | None = None
    blockwise: tuple[int, int, int] | None = None


@dataclass
class OpSpec:
    """One operator. ``opcode`` is a builtin name (``"CONV_2D"``) or, with
    ``custom=True``, the custom code.

    ``options`` holds builtin option values keyed in snake_case as in the schema
    (``{"stride_w": 2, "padding": "SAME"}``); enum fields accept member names.
    ``options_table`` overrides the table looked up for ``opcode`` (rarely needed).
    ``inputs`` use ``-1`` for omitted optional inputs.
    """

    opcode: str
    inputs: list[int]
    outputs: list[int]
    options: dict[str, Any] = field(default_factory=dict)
    custom: bool = False
    custom_options: bytes | None = None
    version: int = 1
    intermediates: list[int] = field(default_factory=list)
    options_table: str | None = None


@dataclass
class SubgraphSpec:
    """One subgraph; operators are listed in execution order."""

    tensors: list[TensorSpec]
    operators: list[OpSpec]
    inputs: list[int]
    outputs: list[int]
    name: str = ""


def offline_plan_metadata(offsets: Sequence[int], *, subgraph: int = 0) -> bytes:
    """Encode TFLM's ``OfflineMemoryAllocation`` metadata buffer.

    ``offsets`` has one entry per tensor of all subgraphs concatenated; ``-1`` leaves
    a tensor to TFLM's online planner. Pass the result as
    ``build_model(..., metadata={OFFLINE_PLAN_METADATA: ...})``. Raises
    :class:`MetadataError` for an offset its int32 words cannot hold.
    """
    words = [1, subgraph, len(offsets), *offsets]
    largest = max(words)
    if largest > 2**31 - 1:
        raise MetadataError(f"offset {largest:,} does not fit the plan's 32-bit words")
    return np.asarray(words, dtype="<i4").tobytes()


def build_model(
    subgraphs: Sequence[SubgraphSpec],
    *,
    description: str = "memplan sample",
    metadata: Mapping[str, bytes] | None = None,
    signatures: Mapping[str, tuple[Any, ...]] | None = None,
) -> bytes:
    """Serialize ``subgraphs`` (subgraph 0 is the main one) into ``.tflite`` bytes.

    ``signatures`` maps a signature key to its inputs and outputs (name -> tensor index)
    and, third, its subgraph (default 0), as the converter writes ``serving_default``.

    The output is a deterministic function of the arguments, so committed sample
    models can be checked against their generator byte for byte.

    Raises ``ValueError`` for descriptions no runtime could load (unknown opcode,
    dtype or option, data whose size does not match the shape, tensor index out of
    range) and ``TypeError`` for option values of the wrong kind.
    """
    _check_indices(subgraphs)
    builder = flatbuffers.Builder(1024)

    # Buffers: 0 is the empty sentinel, then one per constant tensor, then metadata.
    buffer_data: list[bytes] = [b""]
    tensor_buffers: list[list[int]] = []
    for sg_index, sg in enumerate(subgraphs):
        indices = []
        for t_index, tensor in enumerate(sg.tensors):
            raw = _tensor_bytes(tensor, f"subgraph {sg_index} tensor {t_index} ({tensor.name!r})")
            if raw is None:
                indices.append(0)
            else:
                indices.append(len(buffer_data))
                buffer_data.append(raw)
        tensor_buffers.append(indices)
    metadata_buffers: list[tuple[str, int]] = []
    for name, raw in (metadata or {}).items():
        metadata_buffers.append((name, len(buffer_data)))
        buffer_data.append(bytes(raw))

    # Operator codes, in order of first use, shared across subgraphs.
    code_index: dict[tuple[int, str | None, int], int] = {}
    for sg in subgraphs:
        for op in sg.operators:
            code_index.setdefault(_operator_code_key(op), len(code_index))

    buffers_vec = _table_vector(
        builder,
        tflite.ModelStartBuffersVector,
        [_write_buffer(builder, raw, vector=k > 0) for k, raw in enumerate(buffer_data)],
    )
    codes_vec = _table_vector(
        builder, tflite.ModelStartOperatorCodesVector, [_write_operator_code(builder, key) for key in code_index]
    )
    subgraph_offsets = [
        _write_subgraph(builder, sg, i, tensor_buffers[i], code_index) for i, sg in enumerate(subgraphs)
    ]
    subgraphs_vec = _table_vector(builder, tflite.ModelStartSubgraphsVector, subgraph_offsets)
    metadata_vec = None
    if metadata_buffers:
        entries = []
        for name, buffer_index in metadata_buffers:
            entries.append(_table(builder, "Metadata", Name=builder.CreateString(name), Buffer=buffer_index))
        metadata_vec = _table_vector(builder, tflite.ModelStartMetadataVector, entries)
    signatures_vec = _signatures(builder, signatures) if signatures else None
    description_off = builder.CreateString(description)

    model = _table(
        builder,
        "Model",
        Version=SCHEMA_VERSION,
        OperatorCodes=codes_vec,
        Subgraphs=subgraphs_vec,
        Description=description_off,
        Buffers=buffers_vec,
        Metadata=metadata_vec,
        SignatureDefs=signatures_vec,
    )
    builder.Finish(model, file_identifier=FILE_IDENTIFIER)
    return bytes(builder.Output())


def _signatures(builder: flatbuffers.Builder, signatures: Mapping[str, tuple[Any, ...]]) -> int:
    """The ``SignatureDef`` vector: each key's tensor maps into its subgraph."""
    defs = []
    for key, (inputs, outputs, *subgraph) in signatures.items():
        vectors = []
        for start, names in (
            (tflite.SignatureDefStartInputsVector, inputs),
            (tflite.SignatureDefStartOutputsVector, outputs),
        ):
            maps = []
            for name, index in names.items():
                maps.append(_table(builder, "TensorMap", Name=builder.CreateString(name), TensorIndex=index))
            vectors.append(_table_vector(builder, start, maps))
        key_off = builder.CreateString(key)
        defs.append(
            _table(
                builder,
                "SignatureDef",
                Inputs=vectors[0],
                Outputs=vectors[1],
                SignatureKey=key_off,
                SubgraphIndex=subgraph[0] if subgraph else 0,
            )
        )
    return _table_vector(builder, tflite.ModelStartSignatureDefsVector, defs)


# --- tensors and buffers -------------------------------------------------------


def _tensor_type(dtype: str) -> int:
    try:
        return int(getattr(tflite.TensorType, dtype.upper()))
    except AttributeError:
        raise ValueError(f"unknown tensor dtype {dtype!r}") from None


def _tensor_bytes(tensor: TensorSpec, where: str) -> bytes | None:
    """The constant data of ``tensor`` as little-endian bytes, checked against its shape."""
    _tensor_type(tensor.dtype)
    if tensor.data is None:
        return None
    np_dtype = _NUMPY_DTYPES.get(tensor.dtype)
    if isinstance(tensor.data, np.ndarray):
        if np_dtype is None:
            raise ValueError(f"{where}: pass {tensor.dtype} data as bytes")
        raw = tensor.data.astype(np_dtype, casting="same_kind").tobytes(order="C")
    else:
        raw = bytes(tensor.data)
    if np_dtype is not None and tensor.sparsity is None:
        expected = math.prod(tensor.shape) * np_dtype.itemsize
        if len(raw) != expected:
            raise ValueError(f"{where}: data has {len(raw)} bytes, shape {tensor.shape} needs {expected}")
    return raw


def _write_buffer(builder: flatbuffers.Builder, raw: bytes, vector: bool = True) -> int:
    """One buffer; its data vector is written, even empty (a constant of no elements, as
    the converter writes one), unless ``vector`` is False (buffer 0, the sentinel)."""
    data_off = None
    if raw or vector:
        # CreateByteVector cannot align to 16, so place the bytes the way it does.
        builder.StartVector(1, len(raw), _DATA_ALIGNMENT)
        builder.head -= len(raw)
        builder.Bytes[builder.head : builder.head + len(raw)] = raw
        data_off = builder.EndVector()
    return _table(builder, "Buffer", Data=data_off)


#: The schema's ``QuantizationDetails`` member for blockwise quantization (newer than the
#: generated ``tflite`` code, which knows only ``CustomQuantization``).
_BLOCKWISE_DETAILS = 2


def _write_blockwise(builder: flatbuffers.Builder, blockwise: tuple[int, int, int]) -> int:
    """A ``BlockwiseQuantization`` table (scales, zero_points, block_size), written by hand."""
    builder.StartObject(3)
    for slot, value in enumerate(blockwise):
        builder.PrependInt32Slot(slot, value, 0)
    return int(builder.EndObject())


def _write_quantization(builder: flatbuffers.Builder, tensor: TensorSpec) -> int | None:
    if tensor.blockwise is not None:
        details = _write_blockwise(builder, tensor.blockwise)
        return _table(builder, "QuantizationParameters", DetailsType=_BLOCKWISE_DETAILS, Details=details)
    if tensor.scale is None and tensor.zero_point is None:
        return None
    scales = np.atleast_1d(np.asarray(tensor.scale if tensor.scale is not None else 0.0, dtype="<f4"))
    zero_points = np.atleast_1d(np.asarray(tensor.zero_point or 0, dtype="<i8"))
    if zero_points.size == 1 and scales.size > 1:
        zero_points = np.repeat(zero_points, scales.size)
    scale_vec = builder.CreateNumpyVector(scales)
    zero_point_vec = builder.CreateNumpyVector(zero_points)
    return _table(
        builder,
        "QuantizationParameters",
        Scale=scale_vec,
        ZeroPoint=zero_point_vec,
        QuantizedDimension=tensor.quantized_dimension,
    )


def _write_index_vector(builder: flatbuffers.Builder, values: Sequence[int], dtype: str) -> tuple[int, int]:
    """A ``SparseIndexVector`` union member: (its type, its table)."""
    table = SPARSE_INDEX_TYPES.get(dtype)
    if table is None:
        raise ValueError(f"sparse index vectors are {', '.join(SPARSE_INDEX_TYPES)}, not {dtype!r}")
    vec = builder.CreateNumpyVector(np.asarray(values, dtype=np.dtype(dtype).newbyteorder("<")))
    return getattr(tflite.SparseIndexVector, table), _table(builder, table, Values=vec)


def _write_sparsity(builder: flatbuffers.Builder, sparsity: SparsitySpec) -> int:
    dims = []
    for dim in sparsity.dim_metadata:
        sparse = dim.format == "SPARSE_CSR"
        segments: tuple[int | None, int | None] = (None, None)
        indices = segments
        if sparse:
            segments = _write_index_vector(builder, dim.segments, dim.segments_type)
            indices = _write_index_vector(builder, dim.indices, dim.indices_type)
        dims.append(
            _table(
                builder,
                "DimensionMetadata",
                Format=getattr(tflite.DimensionType, dim.format),
                DenseSize=dim.dense_size,
                ArraySegmentsType=segments[0],
                ArraySegments=segments[1],
                ArrayIndicesType=indices[0],
                ArrayIndices=indices[1],
            )
        )
    dims_vec = _table_vector(builder, tflite.SparsityParametersStartDimMetadataVector, dims)
    order = builder.CreateNumpyVector(np.asarray(sparsity.traversal_order, dtype="<i4"))
    block_map = builder.CreateNumpyVector(np.asarray(sparsity.block_map, dtype="<i4")) if sparsity.block_map else None
    return _table(builder, "SparsityParameters", TraversalOrder=order, BlockMap=block_map, DimMetadata=dims_vec)


def _write_tensor(builder: flatbuffers.Builder, tensor: TensorSpec, buffer_index: int) -> int:
    shape_vec = builder.CreateNumpyVector(np.asarray(tensor.shape, dtype="<i4"))
    signature_vec = None
    if tensor.shape_signature is not None:
        signature_vec = builder.CreateNumpyVector(np.asarray(tensor.shape_signature, dtype="<i4"))
    name_off = builder.CreateString(tensor.name)
    quantization_off = _write_quantization(builder, tensor)
    sparsity_off = _write_sparsity(builder, tensor.sparsity) if tensor.sparsity is not None else None
    return _table(
        builder,
        "Tensor",
        Shape=shape_vec,
        Type=_tensor_type(tensor.dtype),
        Buffer=buffer_index,
        Name=name_off,
        Quantization=quantization_off,
        IsVariable=True if tensor.is_variable else None,
        ShapeSignature=signature_vec,
        Sparsity=sparsity_off,
    )


# --- operators ----------------------------------------------------------------


def _operator_code_key(op: OpSpec) -> tuple[int, str | None, int]:
    if op.custom:
        return (tflite.BuiltinOperator.CUSTOM, op.opcode, op.version)
    return (builtin_code(op.opcode), None, op.version)


def _write_operator_code(builder: flatbuffers.Builder, key: tuple[int, str | None, int]) -> int:
    code, custom_code, version = key
    custom_off = builder.CreateString(custom_code) if custom_code is not None else None
    return _table(
        builder,
        "OperatorCode",
        DeprecatedBuiltinCode=min(code, 127),
        CustomCode=custom_off,
        Version=version,
        BuiltinCode=code,
    )


def _write_operator(builder: flatbuffers.Builder, op: OpSpec, opcode_index: int, where: str) -> int:
    inputs_vec = builder.CreateNumpyVector(np.asarray(op.inputs, dtype="<i4"))
    outputs_vec = builder.CreateNumpyVector(np.asarray(op.outputs, dtype="<i4"))
    intermediates_vec = None
    if op.intermediates:
        intermediates_vec = builder.CreateNumpyVector(np.asarray(op.intermediates, dtype="<i4"))
    custom_options_vec = builder.CreateByteVector(op.custom_options) if op.custom_options is not None else None

    options: tuple[str, int, int] | None = None  # (union field, type, offset)
    table = None if op.custom else (op.options_table or options_table_name(op.opcode))
    if table is not None:
        union_name, type_value = _options_union(table)
        options = (union_name, type_value, _write_options(builder, table, op.options, where))
    elif op.options:
        raise ValueError(f"{where}: {op.opcode} has no builtin options table, got {sorted(op.options)}")

    union: dict[str, int] = {}
    if options is not None:
        union_name, type_value, options_off = options
        union = {f"{union_name}Type": type_value, union_name: options_off}
    return _table(
        builder,
        "Operator",
        OpcodeIndex=opcode_index,
        Inputs=inputs_vec,
        Outputs=outputs_vec,
        **union,
        CustomOptions=custom_options_vec,
        Intermediates=intermediates_vec,
    )


def _write_subgraph(
    builder: flatbuffers.Builder,
    sg: SubgraphSpec,
    sg_index: int,
    buffers: list[int],
    code_index: dict[tuple[int, str | None, int], int],
) -> int:
    tensor_offs = [_write_tensor(builder, t, buffers[i]) for i, t in enumerate(sg.tensors)]
    tensors_vec = _table_vector(builder, tflite.SubGraphStartTensorsVector, tensor_offs)
    op_offs = [
        _write_operator(
            builder, op, code_index[_operator_code_key(op)], f"subgraph {sg_index} operator {i} ({op.opcode})"
        )
        for i, op in enumerate(sg.operators)
    ]
    operators_vec = _table_vector(builder, tflite.SubGraphStartOperatorsVector, op_offs)
    inputs_vec = builder.CreateNumpyVector(np.asarray(sg.inputs, dtype="<i4"))
    outputs_vec = builder.CreateNumpyVector(np.asarray(sg.outputs, dtype="<i4"))
    name_off = builder.CreateString(sg.name)
    return _table(
        builder,
        "SubGraph",
        Tensors=tensors_vec,
        Inputs=inputs_vec,
        Outputs=outputs_vec,
        Operators=operators_vec,
        Name=name_off,
    )


def _table(builder: flatbuffers.Builder, table: str, **fields: Any) -> int:
    """Write one flatbuffer ``table`` of the generated ``tflite`` code: its fields added
    in the order given (the order fixes the bytes), those that are None left out."""
    getattr(tflite, f"{table}Start")(builder)
    for name, value in fields.items():
        if value is not None:
            getattr(tflite, f"{table}Add{name}")(builder, value)
    return int(getattr(tflite, f"{table}End")(builder))


def _table_vector(builder: flatbuffers.Builder, start: Callable[[Any, int], int], offsets: list[int]) -> int:
    """A vector of already-written tables (flatbuffers vectors are built back to front)."""
    start(builder, len(offsets))
    for off in reversed(offsets):
        builder.PrependUOffsetTRelative(off)
    return int(builder.EndVector())


# --- builtin options, resolved from the generated code ------------------------


def _normalize(name: str) -> str:
    return name.replace("_", "").upper()


@cache
def _options_tables() -> dict[str, str]:
    """Normalized table stem (``"CONV2D"``) -> table name (``"Conv2DOptions"``)."""
    tables = {}
    for union in OPTION_UNIONS:
        for name in vars(union):
            if name.endswith("Options"):
                tables[_normalize(name.removesuffix("Options"))] = name
    return tables


def options_table_name(opcode: str) -> str | None:
    """The options table the converter writes for builtin ``opcode``, or ``None``.

    Most operators' tables are named after them (``DEPTHWISE_CONV_2D`` ->
    ``DepthwiseConv2DOptions``); the few shared tables are listed in
    ``_OPTIONS_ALIASES``.
    """
    builtin_code(opcode)
    if opcode in _OPTIONS_ALIASES:
        return _OPTIONS_ALIASES[opcode]
    return _options_tables().get(_normalize(opcode))


def _options_union(table: str) -> tuple[str, int]:
    for union in OPTION_UNIONS:
        if isinstance(getattr(union, table, None), int):
            return union.__name__, getattr(union, table)
    raise ValueError(f"{table!r} is not a builtin options table")


@dataclass(frozen=True)
class _Field:
    """One field of an options table, learned by probing its generated functions."""

    name: str  # snake_case, as in the schema
    add: Callable[[Any, Any], None]
    slot_method: str  # e.g. "PrependInt32Slot"; "PrependUOffsetTRelativeSlot" for strings/vectors
    vector_elem_size: int | None  # set when the field is a vector


class _ProbeBuilder:
    """Stands in for ``flatbuffers.Builder`` to record which call a generated function makes."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []

    def __getattr__(self, name: str) -> Callable[..., int]:
        def record(*args: Any) -> int:
            self.calls.append((name, args))
            return 0

        return record


def _probe(fn: Callable[..., Any], *args: Any) -> tuple[str, tuple[Any, ...]]:
    probe = _ProbeBuilder()
    fn(probe, *args)
    return probe.calls[0]


@cache
def _options_fields(table: str) -> dict[str, _Field]:
    """Normalized field name -> how to write it, for options table ``table``."""
    module = options_module(table)
    fields = {}
    pattern = re.compile(rf"^{table}Add(\w+)$")
    for attr in dir(module):
        match = pattern.match(attr)
        if not match:
            continue
        camel = match.group(1)
        slot_method, _ = _probe(getattr(module, attr), 0)
        elem_size = None
        start_vector = getattr(module, f"{table}Start{camel}Vector", None)
        if start_vector is not None:
            _, (elem_size, _, _) = _probe(start_vector, 0)
        snake = snake_case(camel)
        fields[_normalize(camel)] = _Field(snake, getattr(module, attr), slot_method, elem_size)
    return fields


def _write_options(builder: flatbuffers.Builder, table: str, values: Mapping[str, Any], where: str) -> int:
    fields = _options_fields(table)
    resolved = []
    for key, value in values.items():
        fld = fields.get(_normalize(key))
        if fld is None:
            known = ", ".join(sorted(f.name for f in fields.values())) or "none"
            raise ValueError(f"{where}: {table} has no field {key!r} (fields: {known})")
        resolved.append((key, fld, value))

    # Strings and vectors must be written before the table is started.
    prepared: list[tuple[_Field, _Scalar]] = []
    for key, fld, value in resolved:
        if fld.vector_elem_size is not None:
            prepared.append((fld, _write_options_vector(builder, fld.vector_elem_size, value, f"{where}: {key}")))
        elif fld.slot_method == "PrependUOffsetTRelativeSlot":
            if not isinstance(value, str):
                raise TypeError(f"{where}: {table}.{key} is a string or table field; only strings are supported")
            prepared.append((fld, builder.CreateString(value)))
        else:
            prepared.append((fld, _scalar_option(key, value, where)))

    module = options_module(table)
    getattr(module, f"{table}Start")(builder)
    for fld, value in prepared:
        fld.add(builder, value)
    return int(getattr(module, f"{table}End")(builder))


def _write_options_vector(builder: flatbuffers.Builder, elem_size: int, values: Any, where: str) -> int:
    array = np.asarray(values)
    if array.ndim != 1:
        raise ValueError(f"{where}: expected a flat sequence")
    kind = "f" if array.dtype.kind == "f" else "i"
    return int(builder.CreateNumpyVector(array.astype(np.dtype(f"<{kind}{elem_size}"))))


#: A scalar option's value as the flatbuffer builder takes it.
_Scalar = int | float | bool | np.number[Any]


def _scalar_option(key: str, value: Any, where: str) -> _Scalar:
    if isinstance(value, str):
        enum = _ENUM_FIELDS.get(key)
        if enum is None or not isinstance(getattr(enum, value.upper(), None), int):
            raise ValueError(f"{where}: {key}={value!r} is not a known enum value")
        return int(getattr(enum, value.upper()))
    if not isinstance(value, int | float | bool | np.number):
        raise TypeError(f"{where}: {key}={value!r} should be a number")
    return value


def _check_indices(subgraphs: Sequence[SubgraphSpec]) -> None:
    """Reject tensor references no runtime could resolve."""
    if not subgraphs:
        raise ValueError("a model needs at least one subgraph")
    for sg_index, sg in enumerate(subgraphs):
        where = f"subgraph {sg_index}"
        _check_refs(sg.inputs, len(sg.tensors), f"{where} inputs")
        _check_refs(sg.outputs, len(sg.tensors), f"{where} outputs")
        for op_index, op in enumerate(sg.operators):
            what = f"{where} operator {op_index} ({op.opcode})"
            _check_refs(op.inputs, len(sg.tensors), f"{what} inputs", optional=True)
            _check_refs(op.outputs, len(sg.tensors), f"{what} outputs")
            _check_refs(op.intermediates, len(sg.tensors), f"{what} intermediates")


def _check_refs(indices: Sequence[int], num_tensors: int, what: str, *, optional: bool = False) -> None:
    for i in indices:
        if not (0 <= i < num_tensors or (optional and i == -1)):
            raise ValueError(f"{what} refer to tensor {i}, which does not exist")
