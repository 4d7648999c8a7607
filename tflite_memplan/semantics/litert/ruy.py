"""ruy's heap: the matrix library LiteRT's built-in 8-bit CONV_2D and FULLY_CONNECTED
kernels multiply with on x86-64, for the operators TFLite keeps (under XNNPACK, or all without it).

On x86-64 TFLite hands float products to Eigen and 8-bit ones to ruy
(``tflite/kernels/cpu_backend_gemm_x86.h`` at LiteRT ``upstream.LITERT_COMMIT``); XNNPACK takes almost
every 8-bit convolution and fully-connected layer, so ruy runs only for those it declines —
a 4-bit convolution filter, a filter that is not constant. Without a delegate every
8-bit CONV_2D and FULLY_CONNECTED is TFLite's. Each such operator is one product: the
filter (rows: output channels; depth: taps × input channels, or the input size) times
the input (its columns: output pixels, or batches), through ``im2col`` for the
convolution.

Not every product reaches ruy (LiteRT ``upstream.LITERT_COMMIT``:
``tflite/kernels/cpu_backend_gemm.h``, ``cpu_backend_gemm_custom_gemv.h``,
``cpu_backend_context.cc``, ``internal/optimized/neon_check.h``; the wheel's
``libpywrap_litert_common.so`` holds ``CustomGemvImpl`` for int8 and uint8):

- a matrix times one column (a FULLY_CONNECTED of one batch, a convolution with one
  output pixel) with at least 4 rows and a depth of at least 8 runs TFLite's own
  matrix×vector kernel: on x86-64 TFLite builds its NEON code over SSE
  (``NEON_2_SSE``), so that kernel is there too. It asks ruy for nothing (several
  threads run it on gemmlowp's worker pool, not ruy's);
- TFLite marks a constant filter cacheable, but ruy's prepacked cache is used only when
  the backend context's ``use_caching`` is set, which nothing does unless TFLite is
  built with ``TFLITE_WITH_RUY_GEMV`` (not the wheel): constant filters are packed into
  the main allocator's buffer each product, like the others;
- per-tensor unsigned 8-bit layers (uint8 input, filter and output) multiply through
  ruy on an x86-64 CPU with AVX or above (gemmlowp only without it), packed to int8 in
  the same layout, with one multiplier (no per-channel copies);
- a depthwise convolution is TFLite's own loop, not a product.

From ruy ``upstream.RUY_COMMIT`` (the commit LiteRT pins; ``ruy/allocator.cc``,
``prepare_packed_matrices.cc``, ``create_trmul_params.h``, ``trmul.cc``,
``block_map.cc``, ``ctx.cc``), and checked block by block against the wheel under gdb
(``tests/xnnpack/heap.json``, the models of ``tests/xnnpack/ruy_models.py``; without a
delegate, the models of ``tests/test_ruy_builtin.py``):

- a product asks ruy's main allocator for, each rounded up to 64 bytes: when the
  kernel's width pads the rows, copies of the per-channel parameters padded to it (the
  bias; the multipliers and shifts when they are per channel, which an int8 CONV_2D's
  always are); the packed filter (depth rounded up to the kernel's 4, rows to its width: 16
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
  + 32 bytes) and their vector; when one ran outside the simple loop (even on one
  thread: a working set larger than the per-core cache), each task's own allocator: its
  vector and its buffer, grown the same way by a byte a block of each side per product
  (``block_map.cc``: 64 bytes a side until a side has more than 64 blocks). With
  several threads the main allocator also gives a packing status a block of each side.

Not counted: each worker thread's malloc arena (a few KB, when a product runs on two
threads or more), glibc's slack on the 64-byte-aligned buffer (0 to 32 bytes, depending
on where it lands), arm64 (other kernel layouts), hybrid and 16-bit kernels, the
reference kernel a convolution falls back to when its ``im2col`` would be oversized.
O(products).
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


GEMV_MIN_ROWS = 4  # CustomGemvImpl's kKernelRows for 8-bit: fewer rows go to ruy
GEMV_MIN_DEPTH = 8  # its IsSupportedGivenSufficientlyManyRows: a depth of 8 or more


def _eight_bit(sg: Subgraph, op: Operator) -> bool:
    if len(op.inputs) < 2 or min(op.inputs[:2]) < 0 or not op.outputs or op.outputs[0] < 0:
        return False
    x, w, y = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]], sg.tensors[op.outputs[0]]
    signed = x.dtype == "int8" and w.dtype in ("int8", "int4") and y.dtype == "int8"
    return signed or x.dtype == w.dtype == y.dtype == "uint8"


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
        per_channel = x.dtype == "int8"  # int8's per-channel kernel; uint8's has one multiplier
        return Product(w.shape[0], taps, y.shape[0] * y.shape[1] * y.shape[2], per_channel, bias)
    if len(w.shape) != 2 or element_count(x.shape) % w.shape[1]:
        return None
    return Product(w.shape[0], w.shape[1], element_count(x.shape) // w.shape[1], len(w.scales) > 1, bias)


def custom_gemv(p: Product) -> bool:
    """Whether TFLite multiplies ``p`` with its own matrix×vector kernel instead of ruy:
    one column, at least 4 rows and a depth of at least 8."""
    return p.cols == 1 and p.rows >= GEMV_MIN_ROWS and p.depth >= GEMV_MIN_DEPTH


def threads_used(p: Product, threads: int) -> int:
    """ruy's tentative thread count for ``p``: one per 32,768 multiply-adds, 1 to ``threads``."""
    return max(1, min(p.rows * p.cols * p.depth // WORK_PER_THREAD, threads))


def simple_loop(p: Product, threads: int, local_cache: int) -> bool:
    """Whether ruy runs ``p`` as its simple loop: one thread, and a vector or a working set
    (8-bit filter rows and input columns times the depth) within the per-core cache."""
    if threads_used(p, threads) > 1:
        return False
    return p.rows == 1 or p.cols == 1 or (p.rows + p.cols) * p.depth <= local_cache


def _floor_log2(n: int) -> int:
    return n.bit_length() - 1


def _ceil_log2(n: int) -> int:
    return (n - 1).bit_length()


def _log2_quotient(num: int, denom: int) -> int:
    """floor(log2(num / denom)), 0 when ``num <= denom``."""
    if num <= denom:
        return 0
    q = _floor_log2(num) - _ceil_log2(denom)
    return q + 1 if denom << (q + 1) <= num else q


def _rectangularness(rows: int, cols: int, kernel_log2: int) -> tuple[int, int]:
    """How many times (log2) the longer side is split more than the shorter one."""
    if rows == cols:
        return 0, 0
    long, short = max(rows, cols), min(rows, cols)
    runs = max(0, 3 - (_ceil_log2(short) - kernel_log2))  # at least 8 kernel runs a block
    split = min(_log2_quotient(long, short), max(0, _floor_log2(long) - kernel_log2 - runs))
    return (split, 0) if rows > cols else (0, split)


def _score(block_log2: int, rows: int, cols: int, depth: int, kernel_log2: int, tentative: int, cache: int) -> int:
    """The block size's score: multithreading, cache locality, kernel amortization."""
    score = 0
    if tentative > 1:
        per_thread = _floor_log2(max(1, (rows >> block_log2) * (cols >> block_log2))) - _ceil_log2(tentative)
        score += -64 if per_thread < 0 else {0: -16, 1: -8, 2: 0, 3: 8}.get(per_thread, 16)
    block_rows, block_cols = min(1 << block_log2, rows), min(1 << block_log2, cols)
    if rows > 1 << kernel_log2 and cols > 1 << kernel_log2:
        far = _ceil_log2((block_rows + block_cols) * depth) - _floor_log2(cache)
        score += 64 if far < -1 else {-1: 56, 0: 48, 1: 32, 2: 16, 3: 0}.get(far, -64)
    return score + 8 * min(_floor_log2(block_rows * block_cols) - 2 * kernel_log2, 8)


def block_map(p: Product, threads: int, width: int, local_cache: int) -> tuple[int, int, int]:
    """ruy's block map for ``p`` outside its simple loop (``block_map.cc``): the blocks
    of the filter's rows, of the input's columns, and the threads that run them (at most
    one a block)."""
    rows, cols, depth = align_up(p.rows, width), align_up(p.cols, width), align_up(p.depth, KERNEL_DEPTH)
    kernel_log2, tentative = _floor_log2(width), threads_used(p, threads)
    rows_split, cols_split = _rectangularness(rows, cols, kernel_log2)
    size_log2 = max(kernel_log2, _floor_log2(min(rows, cols)))
    best, best_log2 = None, kernel_log2
    for block_log2 in range(kernel_log2, min(size_log2, kernel_log2 + 6) + 1):
        score = _score(block_log2, rows, cols, depth, kernel_log2, tentative, local_cache)
        if best is None or score >= best:
            best, best_log2 = score, block_log2
    base = size_log2 - best_log2
    lhs, rhs = 1 << (base + rows_split), 1 << (base + cols_split)
    return lhs, rhs, min(tentative, lhs * rhs)


def _blocks(p: Product, threads: int, width: int, local_cache: int) -> tuple[int, int, int] | None:
    """:func:`block_map` for ``p``, or None when ruy runs it in its simple loop."""
    return None if simple_loop(p, threads, local_cache) else block_map(p, threads, width, local_cache)


def requests(p: Product, threads: int, width: int, local_cache: int) -> list[int]:
    """What ``p`` asks ruy's main allocator for, in order, each rounded to 64 bytes."""
    return _requests(p, width, _blocks(p, threads, width, local_cache))


def _requests(p: Product, width: int, blocks: tuple[int, int, int] | None) -> list[int]:
    rows, cols, depth = align_up(p.rows, width), align_up(p.cols, width), align_up(p.depth, KERNEL_DEPTH)
    asked = [4 * rows] * (int(p.bias) + 2 * int(p.per_channel)) if rows > p.rows else []
    asked += [depth * rows + ANTI_ALIASING, 4 * rows, depth * cols + ANTI_ALIASING, 4 * cols]
    if blocks is not None:
        lhs, rhs, n = blocks
        asked += [lhs, rhs] * (n > 1) + [4, n * TASK_BYTES]  # packing statuses, block id, tasks
    return [align_up(r, ALIGNMENT) for r in asked]


def _buffer(size: int) -> int:
    """The main buffer as ``mallinfo2`` counts it: a chunk, or mapped pages when large."""
    return align_up(size + 136, PAGE) if size >= MMAP_THRESHOLD else malloc_chunk(size)


def _grow(size: int, asked: Iterable[int]) -> tuple[int, int]:
    """An allocator's buffer after a product asked it for ``asked`` (what does not fit is
    allocated alone, then added to it), and how many were allocated alone."""
    used, alone = 0, []
    for r in asked:
        if used + r <= size:
            used += r
        else:
            alone.append(r)
    return size + sum(alone), len(alone)


def ruy_heap(products: Sequence[Product], threads: int, family: str, local_cache: int) -> int:
    """The bytes ruy holds after one invoke that ran ``products`` in order at ``threads``
    threads on ``family`` (0 when none ran, or for an arm64 family)."""
    width = KERNEL_WIDTH.get(family)
    if not products or width is None:
        return 0
    size, alone_most, workers, tasks = 0, 0, 1, list[int]()
    for p in products:
        blocks = _blocks(p, threads, width, local_cache)
        size, alone = _grow(size, _requests(p, width, blocks))
        alone_most = max(alone_most, alone)
        if blocks is not None:
            lhs, rhs, n = blocks
            workers = max(workers, n)
            tasks += [0] * (n - len(tasks))
            for i in range(n):  # each task's allocator: a flag per block of each side
                tasks[i] = _grow(tasks[i], (align_up(lhs, ALIGNMENT), align_up(rhs, ALIGNMENT)))[0]
    held = _buffer(size) + malloc_chunk(ALLOCATOR_BYTES)
    held += malloc_chunk(8 * doubled(alone_most)) if alone_most else 0
    held += RESOURCE_CHUNK * workers + malloc_chunk(8 * doubled(workers))
    if workers > 1:
        held += (workers - 1) * WORKER_CHUNKS + malloc_chunk(8 * (workers - 1))
    held += sum(malloc_chunk(t) + malloc_chunk(16) for t in tasks)  # its buffer, its vector
    return held


def kept_products(sg: Subgraph, kept: Iterable[int]) -> list[Product]:
    """The ruy products of the operators (positions) TFLite keeps in ``sg``, in order
    (without those its matrix×vector kernel takes, :func:`custom_gemv`). Without a
    delegate TFLite keeps them all: ``kept_products(sg, range(len(sg.operators)))``."""
    found = (product(sg, sg.operators[i]) for i in kept)
    return [p for p in found if p is not None and not custom_gemv(p)]
