"""What LiteRT's interpreter itself takes on the heap: measured constants, and its
tensors' quantization parameters.

Not derived from the sources: measured on the ``upstream.LITERT`` wheel (x86-64,
glibc 2.36, Python 3.11) by ``tests/gdb_litert_heap.py``, which follows every heap block
allocated from before ``Interpreter(model_path=…)`` to after the first ``invoke()`` and
names its callers (``tests/xnnpack/heap.json``, with the raw attribution). Two parts do
not depend on the model:

- the *fixed part*: the builtin op resolver's registration tables (441 builtin and 9
  custom registrations: ``MutableOpResolver::AddBuiltin``/``AddCustom``, about 61.7 KB),
  the XNNPACK delegate object and its thread pool, cpuinfo's tables, the CPU backend
  context (ruy, gemmlowp), XNNPACK's workspace handle, and the Python binding's
  interpreter wrapper. The same on every model traced, to within 128 bytes (hash-table
  growth); the smallest is taken. Two threads add the thread pool (``pthreadpool_allocate``,
  1,360 bytes; the worker's stack is mapped, not on the heap) and the worker's thread-local
  storage vector (``_dl_allocate_tls``, whose size word the tracer cannot read: 368 bytes,
  the most common excess of the two-thread heap over the one-thread heap plus the pool in
  ``tests/xnnpack/packed.json``, 40 of 306 models; the others are 16 to 112 bytes more);
- *per subgraph*: each subgraph of the model, run or not, is a ``Subgraph`` object
  (``Interpreter::AddSubgraphs``, 896 bytes) whose constructor allocates its context and
  tables (four blocks, 35,968 bytes): 36,864 bytes; and the interpreter's vector of
  subgraphs, 8 bytes each.

Without a delegate (the built-in kernels alone) the fixed part has none of the
delegate's blocks, and the CPU backend context is created only when a kernel asks for
it (:data:`CPU_BACKEND_KERNELS`); from two threads, the first float convolution on its
multithreaded path creates Eigen's thread pool (:func:`eigen_thread_pool`), with or
without the delegate. Measured on the same wheel (``tests/xnnpack/builtin_heap.json``).

Chunk sizes are glibc's (``mallinfo2`` counts them: each block's size plus its 8-byte
header, rounded up to 16, at least 32), so they include malloc's overhead.

From the sources (``tflite/core/interpreter_builder.cc``, ``ParseQuantization``, at LiteRT
``upstream.LITERT_COMMIT``): every tensor of every subgraph stored with quantization scales gets a
``TfLiteAffineQuantization`` (24 bytes), a ``TfLiteFloatArray`` of its scales and a
``TfLiteIntArray`` of its zero points (each 4 + 4 × count bytes; the wheel does not
compress equal zero points), held as long as the interpreter lives: per-channel
quantized weights make this large (MobileNetV2: 287,904 bytes). The delegate replaces
some filters' single scale with one per output channel while it builds its graph
(:func:`widened_scales`).

XNNPACK's runtimes (``xnn_create_runtime_v4`` in ``src/runtime.c`` at ``upstream.XNNPACK_COMMIT``):
each allocates the runtime (a 112-byte chunk), its operator data (one ``xnn_operator_data``
per node, 240 bytes) and its values (one ``xnn_runtime_value`` per value id, 160 bytes);
the struct sizes are the wheel's, read off the traced chunks (one node and two values,
85 nodes and 382 values). The value ids count the filters the delegate defines anew
(:func:`~tflite_memplan.semantics.litert.xnnpack_workspace.redefines_filter`).

What grows with the model's tensors, nodes and operators (dims arrays, node arrays, the
planner's records, XNNPACK's operator objects, the delegate's bookkeeping) is
:mod:`~tflite_memplan.semantics.litert.interpreter_structures`.
"""

from __future__ import annotations

from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph
from tflite_memplan.semantics.litert.xnnpack import Delegation
from tflite_memplan.semantics.litert.xnnpack_workspace import XnnpackWorkspace, redefines_filter
from tflite_memplan.semantics.upstream import LITERT

#: The wheel and libc these constants were measured on.
MEASURED_ON = f"{LITERT} (cp311 manylinux x86-64), glibc 2.36"

#: threads -> the fixed part, bytes (tests/xnnpack/heap.json, the smallest over the models
#: traced; two threads add pthreadpool's 1,360).
FIXED = {1: 66_112, 2: 66_112 + 1_360}

#: What of the fixed part only the XNNPACK delegate allocates: the delegate object and its
#: thread pool (``TfLiteXNNPackDelegateCreateWithThreadpool``, 1,216 bytes), the lazy delegate
#: providers (48) and XNNPACK's workspace handle (48); traced on abs_f32 with and without it.
DELEGATE_FIXED = 1_216 + 48 + 48

#: The CPU backend context, in the fixed part with the delegate; without it, created by the
#: first kernel that asks for it (:data:`CPU_BACKEND_KERNELS`): cpuinfo's tables (816 bytes),
#: the ``CpuBackendContext`` (272), its holder in the context (64) and ruy's ``Context`` (224).
CPU_BACKEND_CONTEXT = 816 + 272 + 64 + 224

#: The fixed part with the built-in kernels alone (no delegate), without the CPU backend context.
FIXED_BUILTIN = FIXED[1] - DELEGATE_FIXED - CPU_BACKEND_CONTEXT

#: The operators whose kernels ask for the CPU backend context (``CpuBackendContext::GetFromContext``
#: at LiteRT ``upstream.LITERT_COMMIT``), by source file; SOFTMAX only on float input (``SoftmaxFloat``),
#: the other reductions than MEAN only over every axis (``ReduceAllDims``): :func:`asks_cpu_backend`.
CPU_BACKEND_KERNELS = {
    "CONV_2D": "tflite/kernels/conv.cc",
    "DEPTHWISE_CONV_2D": "tflite/kernels/depthwise_conv.cc",
    "FULLY_CONNECTED": "tflite/kernels/fully_connected.cc",
    "TRANSPOSE_CONV": "tflite/kernels/transpose_conv.cc",
    "CONV_3D": "tflite/kernels/conv3d.cc",
    "CONV_3D_TRANSPOSE": "tflite/kernels/conv3d_transpose.cc",
    "LSTM": "tflite/kernels/lstm.cc",
    "UNIDIRECTIONAL_SEQUENCE_LSTM": "tflite/kernels/unidirectional_sequence_lstm.cc",
    "BIDIRECTIONAL_SEQUENCE_LSTM": "tflite/kernels/bidirectional_sequence_lstm.cc",
    "ADD_N": "tflite/kernels/add_n.cc",
    "MIRROR_PAD": "tflite/kernels/mirror_pad.cc",
    "SOFTMAX": "tflite/kernels/activations.cc",
    "MEAN": "tflite/kernels/reduce.cc",
    "SUM": "tflite/kernels/reduce.cc",
    "REDUCE_PROD": "tflite/kernels/reduce.cc",
    "REDUCE_MAX": "tflite/kernels/reduce.cc",
    "REDUCE_MIN": "tflite/kernels/reduce.cc",
    "REDUCE_ANY": "tflite/kernels/reduce.cc",
    "REDUCE_ALL": "tflite/kernels/reduce.cc",
}


def asks_cpu_backend(sg: Subgraph, op: Operator) -> bool:
    """Whether ``op``'s kernel asks for the CPU backend context (:data:`CPU_BACKEND_KERNELS`)."""
    if op.opcode not in CPU_BACKEND_KERNELS:
        return False
    first = sg.tensors[op.inputs[0]] if op.inputs and op.inputs[0] >= 0 else None
    if op.opcode == "SOFTMAX":
        return first is not None and first.dtype == "float32"
    if CPU_BACKEND_KERNELS[op.opcode].endswith("reduce.cc") and op.opcode != "MEAN":
        axis = sg.tensors[op.inputs[1]] if len(op.inputs) > 1 and op.inputs[1] >= 0 else None
        if first is None or axis is None or axis.values is None:
            return True  # not known: counted
        rank = len(first.shape)
        return rank == 0 or len({a % rank for a in axis.values}) == rank
    return True


#: Eigen's thread pool (``tflite/kernels/eigen_support.cc``: created, with ``threads`` threads,
#: by the first float CONV_2D on its multithreaded path; none at one thread), measured: the
#: heap's growth over one thread, less what memplan's arenas account for, on the models with
#: such a convolution at 2, 3, 4 and 8 threads — 45,472 bytes a thread less 5,312 (each thread's
#: task queue of 1,024 entries, its state and thread-local storage).
EIGEN_PER_THREAD, EIGEN_LESS = 45_472, 5_312

#: Per subgraph of the model: the Subgraph object and what its constructor allocates
#: (tests/xnnpack/heap.json: 36,864 bytes each, on one subgraph and on three).
PER_SUBGRAPH = 896 + 35_968

#: sizeof(TfLiteAffineQuantization) on 64-bit targets: two pointers and an int.
AFFINE_QUANTIZATION_BYTES = 24


def malloc_chunk(nbytes: int) -> int:
    """The chunk glibc's malloc takes for a request of ``nbytes`` on x86-64 (what
    ``mallinfo2`` counts): the request and an 8-byte header rounded up to 16, at least 32."""
    return max(32, (nbytes + 8 + 15) // 16 * 16)


def doubled(n: int) -> int:
    """The capacity a vector grown by doubling from one reaches to hold ``n`` elements."""
    cap = 1
    while cap < n:
        cap *= 2
    return cap


#: The worker thread's thread-local storage vector at two threads (measured: see above).
WORKER_TLS = 368


def interpreter_heap(subgraphs: int, threads: int, delegate: bool = True, backend: bool = True) -> int:
    """The interpreter's own heap for a model of ``subgraphs`` subgraphs at ``threads``
    threads (measured at one and two; more threads are counted as two), with the XNNPACK
    ``delegate`` or the built-in kernels alone, which create the CPU backend context only
    when a kernel asks for it (``backend``)."""
    per_subgraph = PER_SUBGRAPH * subgraphs + malloc_chunk(8 * subgraphs)
    if not delegate:
        return FIXED_BUILTIN + (CPU_BACKEND_CONTEXT if backend else 0) + per_subgraph
    tls = WORKER_TLS if threads >= 2 else 0
    return FIXED[min(max(threads, 1), 2)] + tls + per_subgraph


def eigen_thread_pool(threads: int) -> int:
    """Eigen's thread pool at ``threads`` threads, once a float convolution has run on it."""
    return EIGEN_PER_THREAD * threads - EIGEN_LESS if threads > 1 else 0


def widened_scales(graph: ModelGraph, delegations: tuple[Delegation, ...]) -> dict[tuple[int, int], int]:
    """(subgraph, tensor) -> scales, for the filters whose per-tensor scale the delegate
    replaces with one scale per output channel while it builds its graph: the filter of a
    FULLY_CONNECTED it redefines (when there is more than one output channel) and of a
    dynamically quantized CONV_2D (``VisitFullyConnectedNode``, ``VisitConv2DNode``).
    O(delegated operators)."""
    widened: dict[tuple[int, int], int] = {}
    for d in delegations:
        sg = graph.subgraphs[d.subgraph]
        for p in d.partitions:
            for i in p.nodes:
                op = sg.operators[i]
                if i in d.unpacked or op.opcode not in ("FULLY_CONNECTED", "CONV_2D") or not redefines_filter(sg, op):
                    continue
                w = sg.tensors[op.inputs[1]]
                channels = w.shape[0] if w.shape else 0
                if len(w.scales) == 1 and (channels > 1 if op.opcode == "FULLY_CONNECTED" else channels != 1):
                    widened[(d.subgraph, op.inputs[1])] = channels
    return widened


def quantization_heap(graph: ModelGraph, delegations: tuple[Delegation, ...] = ()) -> int:
    """The quantization parameters ParseQuantization allocates for every tensor of
    ``graph`` stored with scales, in malloc chunks, with the scales the delegate widens
    (:func:`widened_scales`)."""
    widened = widened_scales(graph, delegations)
    return sum(
        malloc_chunk(AFFINE_QUANTIZATION_BYTES)
        + malloc_chunk(4 + 4 * widened.get((sg.index, k), len(t.scales)))
        + malloc_chunk(4 + 4 * len(t.zero_points))
        for sg in graph.subgraphs
        for k, t in enumerate(sg.tensors)
        if t.scales
    )


#: sizeof(struct xnn_runtime) as a chunk, sizeof(struct xnn_operator_data) and
#: sizeof(struct xnn_runtime_value) in the wheel (tests/xnnpack/heap.json).
RUNTIME_CHUNK, OPERATOR_DATA_BYTES, RUNTIME_VALUE_BYTES = 112, 240, 160


def runtime_heap(workspace: XnnpackWorkspace) -> int:
    """The runtime structures of every XNNPACK runtime the delegate creates."""
    return sum(
        RUNTIME_CHUNK + malloc_chunk(OPERATOR_DATA_BYTES * p.nodes) + malloc_chunk(RUNTIME_VALUE_BYTES * p.values)
        for p in workspace.plans
    )
