"""ruy's heap: the matrix library LiteRT's built-in 8-bit CONV_2D and FULLY_CONNECTED
kernels multiply with on x86-64, for the operators TFLite keeps under XNNPACK.

On x86-64 TFLite hands float products to Eigen and 8-bit ones to ruy
(``tflite/kernels/cpu_backend_gemm_x86.h`` at LiteRT ``upstream.LITERT_COMMIT``); XNNPACK takes almost
every 8-bit convolution and fully-connected layer, so ruy runs only for those it declines —
a 4-bit convolution filter, a filter that is not constant. Each such operator is one
product: the filter (rows: output channels; depth: taps × input channels, or the input
size) times the input (its columns: output pixels, or batches), through ``im2col`` for
the convolution.

From ruy ``upstream.RUY_COMMIT`` (the commit LiteRT pins; ``ruy/allocator.cc``,
``prepare_packed_matrices.cc``, ``create_trmul_params.h``, ``trmul.cc``,
``block_map.cc``, ``ctx.cc``), and checked block by block against the wheel under gdb
(``tests/xnnpack/heap.json``, the models of ``tests/xnnpack/ruy_models.py``):

- a product asks ruy's main allocator for, each rounded up to 64 bytes: when the
  kernel's width pads the rows, copies of the per-channel parameters padded to it (the
  bias; the multipliers and shifts when they are per channel, which CONV_2D's always
  are); the packed filter (depth rounded up to the kernel's 4, rows to its width: 16
  with AVX-512, 8 with AVX2) plus the 1,024 bytes it may be shifted by to avoid cache
  aliasing, then one int32 sum per packed row; the same for the packed input; and
  outside ruy's simple loop (more work than one thread's, or a working set larger than
  the per-core cache) an atomic block id, one 96-byte task per thread and, with
  several threads, a packing-status array per side;
- the allocator serves requests from one buffer; what does not fit is allocated on its
  own, and at the end of the product the buffer is reallocated to its size plus those
  (``FreeAll``): so after one invoke it holds what the products asked for, grown product
  by product;
- beside it, the allocator object, its vector of the blocks allocated alone (grown by
  doubling, never shrunk), a 96-byte resource per thread that ran a product and their
  vector; when a product ran on several threads, each worker's thread objects (144 + 32
  + 32 bytes) and their vector, and each task's own allocator (its 128-byte buffer and
  vector).

Not counted: each worker thread's malloc arena (a few KB, when a product runs on two
threads or more), glibc's slack on the 64-byte-aligned buffer (0 to 32 bytes, depending
on where it lands), arm64 (other kernel layouts, and TFLite multiplies a matrix by a
vector with its own NEON kernel there), hybrid and 16-bit kernels. O(products).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tflite_memplan.model.dtypes import element_count
from tflite_memplan.model.graph import Operator, Subgraph
from tflite_memplan.records import align_up
from tflite_memplan.semantics.litert.interpreter_heap import doubled, malloc_chunk
from tflite_memplan.semantics.upstream import RUY_COMMIT

#: Where the rule was read.
RUY_SOURCE = f"google/ruy @ {RUY_COMMIT}"

ALIGNMENT = 64  # ruy::detail::kMinimumBlockAlignment: every request is rounded up to it
ANTI_ALIASING = 1024  # AllocateBytesAvoidingAliasingWith: kMinPeriod more for packed data
WORK_PER_THREAD = 32_768  # GetTentativeThreadCount: one more thread per this many multiply-adds
TASK_BYTES = 96  # sizeof(TrMulTask) in the wheel (traced)
RESOURCE_CHUNK = 96  # a ThreadSpecificResource (its allocator and tuning resolver), as a chunk
ALLOCATOR_BYTES = 56  # sizeof(ruy::Allocator)
WORKER_CHUNKS = 144 + 32 + 32  # a worker: its Thread object, std::thread and its state
TASK_ALLOCATOR_BYTES = 128  # a task's local allocator: its two 64-byte packed-block flags
RUY_DEFAULT_CACHE = 32 * 1024  # ruy's local cache when cpuinfo cannot tell
MMAP_THRESHOLD = 128 * 1024  # glibc's default: larger blocks are mapped, counted in pages
PAGE = 4096

#: CPU family -> the packed width (the 8-bit kernel's columns: ``kernel_x86.h``); the
#: depth is rounded to 4. arm64 families are not modelled.
KERNEL_WIDTH = {"avx2": 8, "avx512": 16, "avx512amx": 16}
KERNEL_DEPTH = 4


@dataclass(frozen=True)
class Product:
    """One ruy product as TFLite issues it: (rows × depth) filter times (depth × cols)
    input; ``per_channel``: per-row multipliers and shifts passed; ``bias``: a bias."""

    rows: int
    depth: int
    cols: int
    per_channel: bool
    bias: bool


def _eight_bit(sg: Subgraph, op: Operator) -> bool:
    if len(op.inputs) < 2 or min(op.inputs[:2]) < 0 or not op.outputs or op.outputs[0] < 0:
        return False
    x, w, y = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]], sg.tensors[op.outputs[0]]
    return x.dtype == "int8" and w.dtype in ("int8", "int4") and y.dtype == "int8"


def product(sg: Subgraph, op: Operator) -> Product | None:
    """The product an 8-bit CONV_2D or FULLY_CONNECTED TFLite runs multiplies (None for
    other operators, or shapes memplan does not know)."""
    if op.opcode not in ("CONV_2D", "FULLY_CONNECTED") or not _eight_bit(sg, op):
        return None
    x, w, y = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]], sg.tensors[op.outputs[0]]
    bias = len(op.inputs) > 2 and op.inputs[2] >= 0
    if any(d <= 0 for d in (*x.shape, *w.shape, *y.shape)):
        return None
    if op.opcode == "CONV_2D":
        if len(w.shape) != 4 or len(y.shape) != 4 or len(x.shape) != 4 or x.shape[3] != w.shape[3]:
            return None  # grouped convolutions run the reference kernel
        taps = w.shape[1] * w.shape[2] * w.shape[3]
        return Product(w.shape[0], taps, y.shape[0] * y.shape[1] * y.shape[2], True, bias)
    if len(w.shape) != 2 or element_count(x.shape) % w.shape[1]:
        return None
    return Product(w.shape[0], w.shape[1], element_count(x.shape) // w.shape[1], len(w.scales) > 1, bias)


def threads_used(p: Product, threads: int) -> int:
    """ruy's tentative thread count for ``p``: one per 32,768 multiply-adds, 1 to ``threads``."""
    return max(1, min(p.rows * p.cols * p.depth // WORK_PER_THREAD, threads))


def simple_loop(p: Product, threads: int, local_cache: int) -> bool:
    """Whether ruy runs ``p`` as its simple loop: one thread, and a vector or a working set
    (8-bit filter rows and input columns times the depth) within the per-core cache."""
    if threads_used(p, threads) > 1:
        return False
    return p.rows == 1 or p.cols == 1 or (p.rows + p.cols) * p.depth <= local_cache


def requests(p: Product, threads: int, width: int, local_cache: int) -> list[int]:
    """What ``p`` asks ruy's main allocator for, in order, each rounded to 64 bytes."""
    rows, cols, depth = align_up(p.rows, width), align_up(p.cols, width), align_up(p.depth, KERNEL_DEPTH)
    asked = [4 * rows] * (int(p.bias) + 2 * int(p.per_channel)) if rows > p.rows else []
    asked += [depth * rows + ANTI_ALIASING, 4 * rows, depth * cols + ANTI_ALIASING, 4 * cols]
    if not simple_loop(p, threads, local_cache):
        n = threads_used(p, threads)
        asked += [1, 1] * (n > 1) + [4, n * TASK_BYTES]
    return [align_up(r, ALIGNMENT) for r in asked]


def _buffer(size: int) -> int:
    """The main buffer as ``mallinfo2`` counts it: a chunk, or mapped pages when large."""
    return align_up(size + 136, PAGE) if size >= MMAP_THRESHOLD else malloc_chunk(size)


def ruy_heap(products: Sequence[Product], threads: int, family: str, local_cache: int) -> int:
    """The bytes ruy holds after one invoke that ran ``products`` in order at ``threads``
    threads on ``family`` (0 when none ran, or for an arm64 family)."""
    width = KERNEL_WIDTH.get(family)
    if not products or width is None:
        return 0
    size, alone_most, workers = 0, 0, 1
    for p in products:
        used, alone = 0, []
        for r in requests(p, threads, width, local_cache):
            if used + r <= size:
                used += r
            else:
                alone.append(r)
        size += sum(alone)
        alone_most = max(alone_most, len(alone))
        if not simple_loop(p, threads, local_cache):
            workers = max(workers, threads_used(p, threads))
    held = _buffer(size) + malloc_chunk(ALLOCATOR_BYTES)
    held += malloc_chunk(8 * doubled(alone_most)) if alone_most else 0
    held += RESOURCE_CHUNK * workers + malloc_chunk(8 * doubled(workers))
    if workers > 1:
        held += (workers - 1) * WORKER_CHUNKS + malloc_chunk(8 * (workers - 1))
        held += workers * (malloc_chunk(TASK_ALLOCATOR_BYTES) + malloc_chunk(16))
    return held


def kept_products(sg: Subgraph, kept: Iterable[int]) -> list[Product]:
    """The ruy products of the operators (positions) TFLite keeps in ``sg``, in order."""
    found = (product(sg, sg.operators[i]) for i in kept)
    return [p for p in found if p is not None]
