"""What LiteRT's interpreter and the XNNPACK delegate allocate per tensor, per node and
per operator: the small heap blocks that grow with the model.

Two lines of the arena object, both in ``total`` with the delegate (0 without it):

``tflite_structures``: TFLite's own bookkeeping, from the sources (LiteRT
``upstream.LITERT_COMMIT``: ``tflite/core/subgraph.cc``, ``tflite/core/interpreter_builder.cc``,
``tflite/arena_planner.cc``, ``tflite/core/c/common.cc``), every subgraph built:

- each tensor's ``dims`` array (``SetTensorParametersReadOnly``/``ReadWrite``,
  ``TfLiteIntArrayCreate``: 4 + 4 × rank bytes) and, for a tensor without data, its
  ``dims_signature`` too (the stored shape signature, or an empty array); a sparse
  constant's copy of its sparsity table (``ParseSparsity``: :func:`sparsity_table`);
- the constants' buffer identifiers (``tensor_buffer_identifiers_``, an
  ``std::unordered_map<size_t, size_t>``: a 24-byte node each and the bucket array);
- each node's ``inputs``, ``outputs``, ``intermediates`` and ``temporaries`` arrays
  (``AddNodeWithParameters``), its builtin parameters (``Parse…``: ``malloc`` of the
  options struct) and the kernel's op data (its ``Init``), the execution plan
  (``std::vector<int>``, grown by doubling);
- the tensors vector beyond the 128 the ``Subgraph`` constructor reserves (112 bytes a
  tensor; ``EnsureTensorsVectorCapacity`` keeps 16 spare, growing by 10 %), the nodes
  vector beyond its 128 (168 bytes a node and registration; ``ReserveNodes`` to the
  operator count, then 10 more each time a delegate node finds it full);

and every subgraph prepared (the main one and those a control-flow operator calls):

- the delegate's rewrite: the execution plan before it (a copy) and the delegates
  applied, each partition's ``TfLiteDelegateParams`` (32 bytes and its three arrays in
  one block) and its node's arrays;
- ``ArenaPlanner``: ``allocs_`` (32 bytes a tensor), ``alloc_node_``, ``dealloc_node_``
  and ``refcounts_`` (4 bytes a tensor each), ``nodes_to_tensors_`` (one 56-byte
  ``std::unordered_set<int>`` per node of the plan, a 16-byte node per tensor first
  allocated there, and its buckets);
- ``InitializeTensorReleaseMap``'s ``std::map<int, int>`` (a 40-byte tree node per
  tensor the plan's nodes read or write), the execution plan handed to the delegate
  (``GetExecutionPlan``), each arena's list of the allocations it holds
  (``SimpleMemoryArena::Allocate``: 32 bytes each, grown by doubling; the main arena's
  tensors and the persistent arena's variables) and two measured blocks
  (``PrepareOpsAndTensors``: 448 bytes);
- the model's metadata (:func:`metadata_map`) and its resource variables
  (:func:`resource_variables`: ids, objects, dims and data);
- what the kernels TFLite keeps allocate in ``Prepare`` (:func:`kernel_prepared`: the
  quantized softmaxes', RSQRTs' and LOGs' lookup tables, the integer LSTMs' zero-point
  row vectors).

``xnnpack_operators``: the XNNPACK delegate's bookkeeping per partition, from
``tflite/delegates/xnnpack/xnnpack_delegate.cc`` (``SubgraphInit``: a 16-byte hash node
per tensor the partition's nodes name and the bucket array, the vectors of its external inputs
and outputs grown by doubling, and a measured 288-byte block; the kernel's map of its
external tensors, 24 bytes each and the buckets, the resource variables among them, and
its copy of the delegate's map of the subgraph's resource tensors), the 8-bit lookup
tables (:func:`lookup_table`), and the
operator objects its runtime creates (``xnn_create_*`` in XNNPACK ``upstream.XNNPACK_COMMIT``): their
sizes are the wheel's, measured (see :data:`XNN_OPERATOR`), its maps of the resource
variables it takes (:func:`xnnpack_resources`) and what ``DelegatePrepare`` keeps for the
constants it unpacks (:func:`unpacking`: float16 and sparse weights).

``std::unordered_map``/``set`` bucket arrays follow libstdc++: 13 buckets for the first
element, then the next prime of its list past twice the count when the elements
outnumber the buckets. Every block is counted as its glibc chunk
(:func:`~tflite_memplan.semantics.litert.interpreter_heap.malloc_chunk`). What is not
counted: kernels' op data for operators not in :data:`OP_DATA` and builtin parameters
for those not in :data:`BUILTIN_DATA` (each a few dozen bytes), the model's
signatures, the other arrays kernels allocate in ``Prepare`` and chunks glibc hands out
larger than asked (a split remainder too small to keep: about 16 bytes on one block in
ten). (XNNPACK's indirection buffers, the average poolings' included, are
:mod:`~tflite_memplan.semantics.litert.xnnpack_indirection`'s.)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor
from tflite_memplan.records import align_up
from tflite_memplan.semantics.litert.interpreter_heap import doubled, malloc_chunk
from tflite_memplan.semantics.litert.temporaries import kernel_temporaries, tensors_added
from tflite_memplan.semantics.litert.xnnpack import Delegation, Partition, execution_plan, quasi_static
from tflite_memplan.semantics.litert.xnnpack_workspace import EXTRA_BYTES, XnnpackWorkspace

#: sizeof(TfLiteTensor) and sizeof(std::pair<TfLiteNode, TfLiteRegistration>) in the
#: wheel: the Subgraph constructor's two reserves of 128 are 14,352- and 21,520-byte
#: chunks (tests/xnnpack/heap.json, ``tflite::Subgraph::Subgraph``).
TENSOR_BYTES, NODE_BYTES = 112, 168
RESERVED = 128  # kTensorsReservedCapacity (subgraph.h)
HEADROOM = 16  # kTensorsCapacityHeadroom (subgraph.h)
EXTRA_NODES = 10  # kExtraNodeCapacity (subgraph.cc)

#: libstdc++'s bucket counts as an unordered container grows (its prime list, from 13).
_BUCKETS = (13, 29, 59, 127, 257, 541, 1109, 2357, 5087, 10273, 20753, 42043, 85229, 172933, 351061, 712697)

#: Measured blocks (tests/xnnpack/heap.json): ``PrepareOpsAndTensors``'s two (448 bytes
#: on every model traced), SubgraphInit's 288-byte block per partition.
PREPARE_BYTES, SUBGRAPH_INIT_BYTES = 448, 288

#: sizeof(ArenaAllocWithUsageInterval) (``tflite/simple_memory_arena.h``: two size_t
#: and three int32, padded: 32 bytes): each ``SimpleMemoryArena`` keeps a vector of the
#: allocations it holds, grown by doubling (80-byte chunks for two tensors, 144 for three).
ALLOCATION_BYTES = 32

#: opcode -> the chunk its ``Parse…`` (``tflite/core/api/flatbuffer_conversions.cc``)
#: mallocs for the builtin parameters: the struct of
#: ``tflite/converter/core/c/builtin_op_data.h`` (x86-64 sizes: 24 bytes or less for all
#: of these but the convolutions' 28, the pooling's 40, RESHAPE's and SQUEEZE's 36, a
#: 48-byte chunk). FULLY_CONNECTED's chunk is measured (48: fc_f32_c4). Operators whose
#: parameters are an empty placeholder (PAD, TRANSPOSE, …) or none allocate nothing.
_SMALL_PARAMS = [
    "ADD",
    "SUB",
    "MUL",
    "DIV",
    "SOFTMAX",
    "CONCATENATION",
    "SVDF",
    "RNN",
    "UNIDIRECTIONAL_SEQUENCE_RNN",
    "BIDIRECTIONAL_SEQUENCE_RNN",
    "L2_NORMALIZATION",
    "LOCAL_RESPONSE_NORMALIZATION",
    "LSTM",
    "UNIDIRECTIONAL_SEQUENCE_LSTM",
    "BIDIRECTIONAL_SEQUENCE_LSTM",
    "RESIZE_BILINEAR",
    "RESIZE_NEAREST_NEIGHBOR",
    "SPACE_TO_DEPTH",
    "DEPTH_TO_SPACE",
    "CAST",
    "GATHER",
    "MEAN",
    "SUM",
    "REDUCE_MAX",
    "REDUCE_MIN",
    "REDUCE_PROD",
    "REDUCE_ANY",
    "REDUCE_ALL",
    "SPLIT",
    "SPLIT_V",
    "STRIDED_SLICE",
    "ARG_MAX",
    "ARG_MIN",
    "TRANSPOSE_CONV",
    "SPARSE_TO_DENSE",
    "SHAPE",
    "FAKE_QUANT",
    "PACK",
    "ONE_HOT",
    "UNPACK",
    "LEAKY_RELU",
    "UNIQUE",
    "REVERSE_SEQUENCE",
    "IF",
    "WHILE",
    "CUMSUM",
    "CALL_ONCE",
    "VAR_HANDLE",
    "GELU",
    "MIRROR_PAD",
    "BATCH_MATMUL",
    "BUCKETIZE",
]
BUILTIN_DATA = {
    **dict.fromkeys(_SMALL_PARAMS, 32),
    **dict.fromkeys(
        ("CONV_2D", "DEPTHWISE_CONV_2D", "CONV_3D", "AVERAGE_POOL_2D", "MAX_POOL_2D", "L2_POOL_2D", "RESHAPE"), 48
    ),
    "SQUEEZE": 48,
    "FULLY_CONNECTED": 48,
}

#: opcode -> the chunk its kernel's ``Init`` allocates (op data). Measured
#: (tests/xnnpack/heap.json): conv::Init 176, fully_connected::Init 96, SoftmaxInit 112, transpose_conv::Init 144,
#: unidirectional_sequence_lstm::Init 384 (dtln_noise_suppression), depthwise_conv::Init 112, reshape::Init,
#: dequantize::Init and reduce::Init 32 (every reduction: ``tflite/kernels/reduce.cc``), call_once_kernel::Init
#: 32 (pymicro-wakeword's hey_jarvis, tests/corpus/logs), while_kernel::Init 48,
#: batch_matmul::Init, svdf::Init and densify::Init 48 (hybrid-batch_matmul, keyword_scrambled, a sparse model),
#: ElementWiseQuantizedInit 48 (ABS, LOG, SQRT, RSQRT: ``tflite/kernels/elementwise.cc``).
#: EXP's ``OpData`` (``tflite/kernels/exp.cc``) is a union of its int8 and int16 lookup
#: tables, 1,026 bytes, allocated whatever the data type (exp_f32: a 1,040-byte chunk).
#: From ``tflite/kernels/activations.cc``: ``OpData`` is four ints and a lookup table the
#: size of the int16 one (513 entries: 1,026 bytes), 1,044 bytes (ELU, TANH, LOGISTIC);
#: ``ReluOpData`` adds two ints (1,052: the RELU family, 1,072-byte chunks on split-ties),
#: ``LeakyReluOpData`` and ``PreluOpData`` four (and a bool); ``LogSoftmaxOpData`` two, a
#: ``SoftmaxParams`` (``tflite/kernels/internal/types.h``: a double, seven 4-byte fields and
#: five pointers, 80 bytes at offset 1,056) and a 256-float table: 2,160 bytes.
_LUT_OP_DATA = 4 * 4 + 2 * 513 + 2  # padded to 4
OP_DATA = {
    "CONV_2D": 176,
    "FULLY_CONNECTED": 96,
    "SOFTMAX": 112,
    "TRANSPOSE_CONV": 144,
    "UNIDIRECTIONAL_SEQUENCE_LSTM": 384,
    "DEPTHWISE_CONV_2D": 112,
    **dict.fromkeys(("WHILE", "BATCH_MATMUL", "SVDF", "DENSIFY"), 48),
    **dict.fromkeys(("RESHAPE", "DEQUANTIZE", "CALL_ONCE"), 32),
    **dict.fromkeys(("MEAN", "SUM", "REDUCE_PROD", "REDUCE_MAX", "REDUCE_MIN", "REDUCE_ANY", "REDUCE_ALL"), 32),
    **dict.fromkeys(("ABS", "LOG", "SQRT", "RSQRT"), 48),
    "EXP": malloc_chunk(2 * 513),
    **dict.fromkeys(("ELU", "TANH", "LOGISTIC"), malloc_chunk(_LUT_OP_DATA)),
    **dict.fromkeys(("RELU", "RELU6", "RELU_N1_TO_1", "RELU_0_TO_1"), malloc_chunk(_LUT_OP_DATA + 8)),
    **dict.fromkeys(("LEAKY_RELU", "PRELU"), malloc_chunk(_LUT_OP_DATA + 16 + 4)),
    "LOG_SOFTMAX": malloc_chunk(_LUT_OP_DATA + 8 + 4 + 80 + 4 * 256),
}

#: XNNPACK node kind (memplan's, xnnpack_workspace.py) -> the chunks its operator object
#: and what xnn_create_* allocates with it take in the wheel, measured (one node each of
#: abs_f32, add_f32, conv2d_i8pc_c8, fc_f32_c4, max_pool_2d_f32, softmax_f32,
#: transpose_conv_f32_c2, the reductions of scratch_ops, hybrid-batch_matmul; the copy
#: and reshape operators of fc_f32_c4). A concatenation is one copy operator per input
#: (``create_concatenate_operator`` in ``src/subgraph/concatenate.c``), a split one per
#: output (``create_even_split_operator``, ``even-split.c``: four of 720 on split_f32_4);
#: other kinds count the operator object alone.
XNN_OPERATOR = {
    "unary": 720,
    "binary": 672,
    "convolution": 1_824,
    "fully_connected": 1_968,
    "copy": 720,
    "reshape": 720,
    "pooling": 896,
    "softmax": 656,
    "transpose_conv": 1_664,
    "reduce": 960,
    "batch_matmul": 1_808,
}
XNN_OPERATOR_OBJECT = 528  # sizeof(struct xnn_operator) as a chunk (every xnn_create_* above)
#: ``create_slice_nd`` (``src/operators/slice-nd.c``): the operator object and one
#: ``compute_parameters`` (88 bytes: the unary operators' two take a 192-byte chunk);
#: measured on the wake-word models' STRIDED_SLICEs (tests/corpus/logs).
XNN_OPERATOR["strided_slice"] = XNN_OPERATOR["slice"] = XNN_OPERATOR_OBJECT + malloc_chunk(88)


def buckets(n: int) -> int:
    """The bucket count of a libstdc++ unordered container holding ``n`` elements
    inserted one by one (0 when empty: it then uses its single inline bucket)."""
    if n <= 0:
        return 0
    return next((b for b in _BUCKETS if b >= n), _BUCKETS[-1])


def hashed(n: int, node: int) -> int:
    """An unordered container of ``n`` elements of ``node`` bytes: nodes and buckets."""
    return n * malloc_chunk(node) + (malloc_chunk(8 * buckets(n)) if n else 0)


def _array(n: int) -> int:
    return malloc_chunk(4 + 4 * n)


#: sizeof(TfLiteSparsity) and sizeof(TfLiteDimensionMetadata) on 64-bit targets.
SPARSITY_BYTES, DIMENSION_METADATA_BYTES = 32, 24


def sparsity_table(t: Tensor) -> int:
    """What ``ParseSparsity`` copies out of a sparse constant's table: the struct, its
    dimension metadata and an int array per stored index vector (``sparsity_arrays``)."""
    if not t.sparse:
        return 0
    tables = malloc_chunk(SPARSITY_BYTES) + malloc_chunk(DIMENSION_METADATA_BYTES * t.sparsity_dims)
    return tables + sum(_array(n) for n in t.sparsity_arrays)


def built(sg: Subgraph, partitions: int = 0) -> int:
    """What building subgraph ``sg`` allocates (``partitions``: the delegate nodes added
    to it later, which may grow the nodes vector)."""
    total = 0
    constants = 0
    for t in sg.tensors:
        total += _array(len(t.shape)) + sparsity_table(t)
        if t.has_data:
            constants += 1
        else:
            total += _array(len(t.shape_signature or ()))
    total += hashed(constants, 24)
    for op in sg.operators:
        total += _array(len(op.inputs)) + _array(len(op.outputs)) + _array(len(op.intermediates)) + _array(0)
        total += BUILTIN_DATA.get(op.opcode, 0) + OP_DATA.get(op.opcode, 0)
    if sg.operators:
        total += malloc_chunk(4 * doubled(len(sg.operators)))
    n = len(sg.tensors)
    cap = RESERVED if n <= RESERVED else n
    if n + HEADROOM > cap:
        cap = max(n + HEADROOM, int(cap * 1.1))
    if cap > RESERVED:
        total += malloc_chunk(TENSOR_BYTES * cap) - malloc_chunk(TENSOR_BYTES * RESERVED)
    size, cap = len(sg.operators), max(RESERVED, len(sg.operators))
    for _ in range(partitions):
        if size == cap:
            cap += EXTRA_NODES
        size += 1
    if cap > RESERVED:
        total += malloc_chunk(NODE_BYTES * cap) - malloc_chunk(NODE_BYTES * RESERVED)
    return total


#: The integer LSTMs' weights whose rows ``Prepare`` folds the zero points and biases into
#: (``PopulatePrecomputedZPTimesWeightsWithBias`` in ``tflite/kernels/lstm.cc`` and
#: ``unidirectional_sequence_lstm.cc``: ``new int32_t[rows]`` per weight present): the
#: input-to- and recurrent-to- input, forget, cell and output gate weights and the
#: projection weights, by input position (``lstm_shared.h``).
LSTM_ZP_WEIGHTS = (1, 2, 3, 4, 5, 6, 7, 8, 16)


#: The optimized SOFTMAX's lookup tables (``SoftmaxPrepare`` in ``tflite/kernels/activations.cc``):
#: 8-bit input, one of 256 floats (the x86-64 build has no uint16 table); 16-bit, two of
#: 513 int16 (``LUTSize<int16_t>()``).
SOFTMAX_TABLES = {"int8": (4 * 256,), "uint8": (4 * 256,), "int16": (2 * 513, 2 * 513)}

#: (opcode, quantized input type) -> the lookup table ``GenericPrepare`` of
#: ``tflite/kernels/elementwise.cc`` allocates (``LUTSize``: 256 int8 or 513 int16 entries).
ELEMENTWISE_TABLES = {("RSQRT", "int16"): 2 * 513, ("LOG", "int8"): 256, ("LOG", "int16"): 2 * 513}


def kernel_prepared(sg: Subgraph, op: Operator) -> int:
    """What a kernel TFLite keeps allocates on the heap in its ``Prepare``: a quantized
    SOFTMAX its lookup tables (:data:`SOFTMAX_TABLES`), a quantized RSQRT or LOG its
    table (:data:`ELEMENTWISE_TABLES`); an integer LSTM (int8 input,
    8×8→16 with five intermediates) one int32 per row of each weight in
    :data:`LSTM_ZP_WEIGHTS`."""
    if op.opcode == "SOFTMAX" and op.inputs and op.inputs[0] >= 0:
        return sum(malloc_chunk(n) for n in SOFTMAX_TABLES.get(sg.tensors[op.inputs[0]].dtype, ()))
    if op.opcode in ("RSQRT", "LOG") and op.inputs and op.inputs[0] >= 0:
        x = sg.tensors[op.inputs[0]]
        table = ELEMENTWISE_TABLES.get((op.opcode, x.dtype), 0) if x.scales else 0
        return malloc_chunk(table) if table else 0
    if op.opcode not in ("LSTM", "UNIDIRECTIONAL_SEQUENCE_LSTM") or len(op.intermediates) != 5 or not op.inputs:
        return 0
    if op.inputs[0] < 0 or sg.tensors[op.inputs[0]].dtype != "int8":
        return 0
    total = 0
    for position in LSTM_ZP_WEIGHTS:
        if position < len(op.inputs) and op.inputs[position] >= 0:
            shape = sg.tensors[op.inputs[position]].shape
            total += malloc_chunk(4 * shape[0]) if len(shape) == 2 and shape[0] > 0 else 0
    return total


def prepared(sg: Subgraph, d: Delegation | None, threads: int = 1) -> int:
    """What preparing subgraph ``sg`` allocates, once the delegate rewrote it (``d``):
    with the temporaries the kernels TFLite keeps add (``kernel_temporaries``), which the
    planner tracks like the model's tensors, each with a dims array (rank 2 or less: one
    32-byte chunk) and its operator's ``temporaries`` array rebuilt to hold them."""
    # the execution plan: each kept operator's position, None for a partition's node
    positions = execution_plan(sg, d)
    kept = {i for i in positions if i is not None}
    total = sum(kernel_prepared(sg, sg.operators[i]) for i in kept)
    temporaries = [t for t in kernel_temporaries(sg, threads)[0] if t.node in kept]
    at = Counter(t.node for t in temporaries)
    total += sum(malloc_chunk(4 + 4 * k) - _array(0) + k * _array(2) for k in at.values())
    if d is not None:
        total += malloc_chunk(4 * len(sg.operators)) + malloc_chunk(8)  # the plan before, the delegates applied
        for p in d.partitions:
            total += malloc_chunk(32 + 4 + 4 * len(p.nodes) + 4 + 4 * len(p.inputs) + 4 + 4 * len(p.outputs))
            total += _array(len(p.inputs)) + _array(len(p.outputs)) + 2 * _array(0)
    parts = iter(d.partitions if d is not None else ())
    plan = [sg.operators[i] if i is not None else next(parts) for i in positions]
    ios = [(tuple(node.inputs), tuple(node.outputs)) for node in plan]
    n = len(sg.tensors) + tensors_added(sg, {i: at.get(i, 0) for i in kept})
    total += malloc_chunk(32 * n) + 3 * malloc_chunk(4 * n)
    total += malloc_chunk(56 * max(len(ios), 1))
    constant = {t.index for t in sg.tensors if t.has_data}
    seen: set[int] = set()
    first = [t for t in (*sg.inputs, *(v.index for v in sg.tensors if v.is_variable)) if t >= 0]
    per_node = [len(set(first))]
    seen.update(first)
    for (ins, outs), position in zip(ios, positions, strict=True):
        new = {t for t in (*ins, *outs) if t >= 0 and t not in seen and t not in constant}
        seen |= new
        per_node.append(len(new) + (at[position] if position is not None else 0))
    if len(per_node) > 1:  # the inputs and variables are first allocated at the first node
        per_node[1] += per_node[0]
    total += sum(hashed(k, 16) for k in per_node[1:] or per_node)
    touched = {t for ins, outs in ios for t in (*ins, *outs) if t >= 0}
    total += len(touched) * malloc_chunk(40)
    total += _array(len(ios)) + PREPARE_BYTES
    variables = {t.index for t in sg.tensors if t.is_variable}
    arena = (touched | {t for t in (*sg.inputs, *sg.outputs) if t >= 0}) - constant - variables
    in_arena = sum(1 for t in temporaries if t.size > 0)
    persistent = sum(1 for t in temporaries if t.persistent > 0)
    for held in (len(arena) + in_arena, len(variables) + persistent):  # each arena's list of its allocations
        total += malloc_chunk(ALLOCATION_BYTES * doubled(held)) if held else 0
    return total


#: libstdc++'s ``std::string`` keeps up to 15 characters inline; a longer one is a heap
#: block of its length and terminator.
SSO_CHARS = 15
#: A ``std::map<std::string, std::string>`` node: the 32-byte tree node header and two
#: 32-byte strings.
METADATA_NODE = 96


def _string(n: int) -> int:
    return malloc_chunk(n + 1) if n > SSO_CHARS else 0


def metadata_map(graph: ModelGraph) -> int:
    """The interpreter's copy of the model's metadata (``Interpreter::SetMetadata`` of
    ``ReadAllMetadata``, ``tflite/converter/core/model_builder_base.h``): a map from each
    entry's name to its buffer's bytes, the non-empty ones, a later name replacing an
    earlier one; per entry a node and the strings too long to keep inline."""
    layout = graph.layout
    if layout is None:
        return 0
    sizes = {b.index: b.size for b in layout.buffers}
    entries = {name: sizes[buffer] for name, buffer in layout.metadata if sizes.get(buffer, 0) > 0}
    return sum(malloc_chunk(METADATA_NODE) + _string(len(k.encode())) + _string(v) for k, v in entries.items())


#: Resource variables, measured on resource_var_two (tests/xnnpack/heap.json): the
#: ``resource_ids`` map node of a ``(container, shared_name)`` pair (``var_handle::Init``, a
#: 128-byte chunk), a ``ResourceVariable`` (``CreateResourceVariableIfNotAvailable``: 144)
#: in the interpreter's map of resources (24-byte nodes), its dims copy, and its data
#: (``TfLiteTensorResizeMaybeCopy``: the bytes rounded up to 64); the XNNPACK delegate's
#: two maps of the variables it takes (``VisitVarHandleNode``: 88-byte nodes;
#: ``GetResourceInfo``: 40).
RESOURCE_ID_NODE, RESOURCE_VARIABLE, RESOURCE_NODE = 128, 144, 24
XNNPACK_RESOURCE_NODES = (88, 40)
#: A ``std::unordered_map<int, ResourceInfo>`` node (``xnnpack_delegate.cc``: a next
#: pointer, the key and three ints and a flag word): the delegate's map, and each
#: partition kernel's copy of it (``Subgraph::resources_``).
RESOURCE_INFO_NODE = XNNPACK_RESOURCE_NODES[1]
#: CALL_ONCE: the interpreter's map of which init subgraphs ran
#: (``resource::GetInitializationStatus`` in ``Prepare``: a 24-byte node a subgraph
#: called and a 16-byte ``InitializationStatus``, a vtable and a flag).
INIT_STATUS_NODE, INIT_STATUS = 24, 16


def _variable(op: Operator) -> tuple[str, str]:
    return str(op.options.get("container", "")), str(op.options.get("shared_name", ""))


def resource_variables(graph: ModelGraph) -> int:
    """TFLite's resource variables: the ids of every ``(container, shared_name)`` a
    VAR_HANDLE names and, for each one assigned, its object, dims and data (the most
    bytes assigned to it); see :data:`RESOURCE_VARIABLE`."""
    names: set[tuple[str, str]] = set()
    assigned: dict[tuple[str, str], int] = {}
    handles = 0
    for sg in graph.subgraphs:
        handle_ops = [op for op in sg.operators if op.opcode == "VAR_HANDLE"]
        handles += len(handle_ops)
        names.update(_variable(op) for op in handle_ops)
        keys = {op.outputs[0]: _variable(op) for op in handle_ops if op.outputs}
        for op in sg.operators:
            if op.opcode == "ASSIGN_VARIABLE" and len(op.inputs) >= 2 and op.inputs[0] in keys and op.inputs[1] >= 0:
                key = keys[op.inputs[0]]
                assigned[key] = max(assigned.get(key, 0), sg.tensors[op.inputs[1]].nbytes or 0)
    total = handles * malloc_chunk(4)
    total += sum(RESOURCE_ID_NODE + _string(len(c.encode())) + _string(len(n.encode())) for c, n in names)
    if assigned:
        total += hashed(len(assigned), RESOURCE_NODE) + len(assigned) * (RESOURCE_VARIABLE + _array(2))
        total += sum(malloc_chunk(align_up(size, 64)) for size in assigned.values() if size > 0)
    return total


def tflite_structures(
    graph: ModelGraph, delegations: Iterable[Delegation], prepared_subgraphs: Iterable[int], threads: int = 1
) -> int:
    """TFLite's per-tensor and per-node structures for ``graph`` (the model as read),
    delegated as ``delegations`` say, with ``prepared_subgraphs`` prepared at ``threads``
    threads, and the interpreter's copy of the model's metadata."""
    by = {d.subgraph: d for d in delegations}
    total = metadata_map(graph) + resource_variables(graph)
    total += sum(built(sg, len(by[sg.index].partitions) if sg.index in by else 0) for sg in graph.subgraphs)
    for k in sorted(set(prepared_subgraphs)):
        total += prepared(graph.subgraphs[k], by.get(k), threads)
    return total + initialization_status(graph, prepared_subgraphs)


def initialization_status(graph: ModelGraph, prepared_subgraphs: Iterable[int]) -> int:
    """The interpreter's map of the init subgraphs CALL_ONCE runs (one entry each,
    created by the ``Prepare`` of a CALL_ONCE in a prepared subgraph)."""
    called = {
        op.int_option("init_subgraph_index")
        for k in set(prepared_subgraphs)
        for op in graph.subgraphs[k].operators
        if op.opcode == "CALL_ONCE"
    }
    return hashed(len(called), INIT_STATUS_NODE) + len(called) * malloc_chunk(INIT_STATUS)


def unpacking(sg: Subgraph, d: Delegation) -> tuple[int, int]:
    """What ``DelegatePrepare`` keeps for the constants it unpacks in ``sg``: (the
    subgraph's own map of unpacked buffers and the weight cache's remapping, which stay;
    the delegate's sets of unpacking nodes, sparse weights and skipped float16 inputs,
    which the next subgraph's preparation clears). Every quasi-static tensor a delegated
    node (or an unpacking DEQUANTIZE) reads gets an entry; its buffer (its bytes and
    ``XNN_EXTRA_BYTES``) is allocated unless it is the float32 DEQUANTIZE output of a
    float16 constant only read as the weights of FULLY_CONNECTED, CONV_2D or
    DEPTHWISE_CONV_2D, which XNNPACK takes in float16. O(operators)."""
    producers = quasi_static(sg)
    if not producers:
        return 0, 0
    wanted: set[int] = set()
    for i in producers.values():
        x = sg.operators[i].inputs[0]
        if sg.operators[i].opcode == "DEQUANTIZE" and x in producers:
            wanted.add(x)
    unpackers = set(producers.values())
    readers: dict[int, list[tuple[int, int]]] = {}
    for i, op in enumerate(sg.operators):
        for k, t in enumerate(op.inputs):
            if t in producers:
                readers.setdefault(t, []).append((i, k))
                if i in d.taken and i not in unpackers:
                    wanted.add(t)
    skipped = {
        t
        for t, i in producers.items()
        if sg.operators[i].opcode == "DEQUANTIZE"
        and sg.tensors[sg.operators[i].inputs[0]].dtype == "float16"
        and all(
            sg.operators[r].opcode in ("FULLY_CONNECTED", "CONV_2D", "DEPTHWISE_CONV_2D") and k != 0
            for r, k in readers.get(t, ())
        )
    }
    sparse = {t for t, i in producers.items() if sg.tensors[sg.operators[i].inputs[0]].sparse}
    sparse |= {t for t, i in producers.items() if sg.operators[i].inputs[0] in sparse}
    buffers = sum(malloc_chunk((sg.tensors[t].nbytes or 0) + EXTRA_BYTES) for t in wanted - skipped)
    kept = buffers + hashed(len(wanted), 40) + hashed(len(wanted), 24)
    return kept, hashed(len(d.unpacked), 16) + hashed(len(sparse), 16) + hashed(len(skipped), 16)


def delegate_preparation(graph: ModelGraph, delegations: Iterable[Delegation]) -> int:
    """:func:`unpacking` over the delegated subgraphs: what each keeps, and the sets of the
    last one prepared (subgraphs are prepared in index order)."""
    kept = last = 0
    for d in sorted(delegations, key=lambda d: d.subgraph):
        stays, cleared = unpacking(graph.subgraphs[d.subgraph], d)
        kept, last = kept + stays, cleared
    return kept + last


def _operators(kind: str, inputs: int, outputs: int) -> int:
    if kind == "cleared":
        return 0
    if kind == "concatenation":
        return XNN_OPERATOR["copy"] * inputs
    if kind == "split":
        return XNN_OPERATOR["copy"] * outputs
    return XNN_OPERATOR.get(kind, XNN_OPERATOR_OBJECT)


def xnnpack_operators(graph: ModelGraph, delegations: Iterable[Delegation], workspace: XnnpackWorkspace) -> int:
    """The XNNPACK delegate's per-partition bookkeeping and its runtimes' operator objects."""
    total = 0
    for d in delegations:
        sg = graph.subgraphs[d.subgraph]
        variables = len(resource_tensors(sg))
        for p in d.partitions:
            used, resources, inputs = _partition_tensors(sg, p)
            total += hashed(len(used), 16) + SUBGRAPH_INIT_BYTES + partition_kernel(sg, p, variables)
            total += _vector(len(inputs - resources)) + _vector(len(set(p.outputs) - resources))  # external in, out
            total += _array(0)  # SubgraphPrepare
            total += sum(malloc_chunk(LOOKUP_TABLE) for i in p.nodes if lookup_table(sg, sg.operators[i]))
    for plan in workspace.plans:
        total += sum(_operators(*kind) for kind in plan.kinds)
    return total + xnnpack_resources(graph, delegations) + delegate_preparation(graph, delegations)


def partition_kernel(sg: Subgraph, p: Partition, variables: int) -> int:
    """What the constructor of the delegate's kernel for partition ``p`` allocates: its
    map of external tensors (the inputs not constant, the outputs and the resource
    variables it reads or writes: 24-byte nodes) and its copy of the delegate's map of
    ``sg``'s ``variables`` resource tensors (:func:`resource_tensors`)."""
    _, resources, inputs = _partition_tensors(sg, p)
    return hashed(len(inputs | set(p.outputs) | resources), 24) + hashed(variables, RESOURCE_INFO_NODE)


def _partition_tensors(sg: Subgraph, p: Partition) -> tuple[set[int], set[int], set[int]]:
    """The tensors partition ``p``'s nodes name, the resource variables among them, and
    its inputs that are not constant. O(the partition's operands)."""
    used = {t for i in p.nodes for t in (*sg.operators[i].inputs, *sg.operators[i].outputs) if t >= 0}
    resources = {t for t in used if sg.tensors[t].dtype == "resource"}
    return used, resources, {t for t in p.inputs if not sg.tensors[t].has_data}


def _vector(n: int) -> int:
    """A ``std::vector<int>`` grown by ``push_back`` to ``n`` elements (none allocated when empty)."""
    return malloc_chunk(4 * doubled(n)) if n else 0


def resource_tensors(sg: Subgraph) -> set[int]:
    """The resource tensors the delegate keeps a ``ResourceInfo`` for while it chooses
    ``sg``'s operators (``local_id_to_resources_``): VAR_HANDLE's outputs and the
    variables READ_VARIABLE and ASSIGN_VARIABLE name."""
    found: set[int] = set()
    for op in sg.operators:
        if op.opcode == "VAR_HANDLE":
            found.update(t for t in op.outputs[:1] if t >= 0)
        elif op.opcode in ("READ_VARIABLE", "ASSIGN_VARIABLE"):
            found.update(t for t in op.inputs[:1] if t >= 0)
    return found


#: XNNPACK's 8-bit element-wise operators without a kernel of their own run through a
#: 256-byte lookup table (``init_lut_op`` in ``src/operators/unary-elementwise-nc.c``,
#: allocated with the operator): every unary but the clamps, LEAKY_RELU and the
#: conversions (QUANTIZE, DEQUANTIZE) on int8 or uint8 in and out (measured: int8
#: LOGISTIC, a 272-byte chunk on the wake-word models).
LOOKUP_TABLE = 256
LUT_UNARY = frozenset(
    {
        "ABS", "CEIL", "COS", "ELU", "EXP", "FLOOR", "GELU", "HARD_SWISH", "LOG", "LOGISTIC", "NEG", "ROUND",
        "RSQRT", "SIN", "SQRT", "SQUARE", "TANH",
    }
)  # fmt: skip


def lookup_table(sg: Subgraph, op: Operator) -> bool:
    """Whether XNNPACK builds ``op`` (delegated) as an 8-bit lookup table."""
    if op.opcode not in LUT_UNARY or not op.inputs or not op.outputs or min(op.inputs[0], op.outputs[0]) < 0:
        return False
    eight = ("int8", "uint8")
    return sg.tensors[op.inputs[0]].dtype in eight and sg.tensors[op.outputs[0]].dtype in eight


def xnnpack_resources(graph: ModelGraph, delegations: Iterable[Delegation]) -> int:
    """The delegate's two maps of the resource variables whose VAR_HANDLEs it took."""
    taken = {
        _variable(op)
        for d in delegations
        for i in d.taken
        if (op := graph.subgraphs[d.subgraph].operators[i]).opcode == "VAR_HANDLE"
    }
    return sum(hashed(len(taken), node) for node in XNNPACK_RESOURCE_NODES) if taken else 0
