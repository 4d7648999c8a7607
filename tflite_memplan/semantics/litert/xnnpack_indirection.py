"""The indirection buffers XNNPACK keeps for its convolutions.

A convolution XNNPACK runs as an IGEMM or a depthwise (DWCONV) kernel does not read its
input directly: when the runtime is reshaped it builds an *indirection buffer*, one
pointer per filter tap per output pixel, and keeps it on the heap (``xnn_reallocate_memory``)
for as long as the operator lives; the delegate does not ask for the transient kind,
which would go in the workspace. Sizes, restated from ``src/operators/convolution-nhwc.c``
at :data:`~tflite_memplan.semantics.litert.xnnpack_weights.XNNPACK_SOURCE`:

- IGEMM (``reshape_igemm``): ``kernel taps × round_up(output pixels, mr) × sizeof(void*)``,
  where ``mr`` is the row count ``xnn_get_heuristic_mr_igemm`` (``src/operator-utils.c``)
  picks among those the configuration has kernels for (``GemmTile.mrs``): the output
  size itself when a kernel has that many rows, else the cheapest by
  ``ceil(pixels / mr) × (3 (mr + nr) + mr·nr)`` (ties to the larger);
- DWCONV (``reshape_dwconv``): ``(primary_tile − taps + output height × step_height) ×
  sizeof(void*)``, rounded up to ``XNN_ALLOCATION_ALIGNMENT``, where ``step_height =
  taps + (output width − 1) × step_width × kernel height`` and ``step_width`` is
  ``min(stride, kernel width)`` (the kernel width when dilated).

- deconvolutions (TRANSPOSE_CONV and MediaPipe's ``Convolution2DTransposeBias``,
  ``src/operators/deconvolution-nhwc.c``): strided ones
  (a stride above 1, at most the kernel) split into subconvolutions, whose buffer
  (``reshape_subconv2d_path``) is ``taps × output height × stride width ×
  round_up(ceil(output width / stride width), mr) × sizeof(void*)`` with ``mr`` picked for
  the batch size; the others are an IGEMM's (``reshape_igemm_path``, as above).

- max poolings (MAX_POOL_2D but 1×1, ``src/operators/max-pooling-nhwc.c``): ``(pool
  taps − 1 + output height × step_height) × sizeof(void*)``, ``step_height`` as above;
- average poolings (AVERAGE_POOL_2D but 1×1, a clamp; ``reshape_average_pooling2d`` in
  ``src/operators/average-pooling-nhwc.c``): a *compressed* buffer, only the output rows
  the padding touches at the top and bottom and one row for all the others: ``(pool taps
  − 1 + (ceil(top padding / stride) + ceil(bottom padding / stride) + 1) ×
  step_height) × sizeof(void*)`` (the delegate passes no explicit padding, so a VALID
  pool has one row); beside it the zero row it reads for padding (``channels ×
  element + XNN_EXTRA_BYTES``) and, for SAME padding (the pixelwise kernel), one divisor
  per output pixel (an element each);
- bilinear resizes (RESIZE_BILINEAR, ``src/operators/resize-bilinear-nhwc.c``): four input
  pointers per output pixel (``reshape``'s ``xnn_reallocate_memory``) and, beside them,
  two interpolation weights per output pixel (``xnn_allocate_simd_memory``): floats for
  float32, int16 for 8-bit data (``src/configs/ibilinear-config.c``).

GEMM paths (fully-connected layers, 1×1 convolutions), the multiply-add path and
BATCH_MATMUL keep none. The batch does not enter: the buffer is shared by every image.
Which path and configuration each operator takes comes from
:mod:`~tflite_memplan.semantics.litert.xnnpack_weights` (its packed operators), the tiles
from its tables. Configurations whose kernel row counts memplan has not read are listed
in ``unmodelled``.

Complexity: O(operators).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.records import align_up, ceil_div
from tflite_memplan.semantics.litert.conv import dilated, option
from tflite_memplan.semantics.litert.mediapipe import as_transpose_conv
from tflite_memplan.semantics.litert.xnnpack import Delegation
from tflite_memplan.semantics.litert.xnnpack_weights import (
    ALLOCATION_ALIGNMENT,
    DWCONV_TILES,
    GEMM_TILES,
    PackedWeights,
)

#: sizeof(void*) on the 64-bit targets the CPU families stand for.
POINTER_BYTES = 8


@dataclass(frozen=True)
class IndirectionBuffer:
    """One convolution's indirection buffer: subgraph, operator position, path, bytes."""

    subgraph: int
    operator: int
    path: str
    nbytes: int


@dataclass(frozen=True)
class XnnpackIndirection:
    """Every delegated convolution's, max pooling's and bilinear resize's indirection
    buffer, and the operators memplan cannot size one for (``unmodelled``: opcodes)."""

    buffers: tuple[IndirectionBuffer, ...]
    unmodelled: tuple[str, ...]

    @property
    def total(self) -> int:
        return sum(b.nbytes for b in self.buffers)


def _cost(pixels: int, mr: int, nr: int) -> int:
    """calculate_microkernel_cost: loads weigh three, multiply-adds one."""
    return ceil_div(pixels, mr) * (3 * (mr + nr) + mr * nr)


def heuristic_mr(pixels: int, mrs: tuple[int, ...], nr: int) -> int:
    """xnn_get_heuristic_mr_igemm over the row counts ``mrs`` (ascending)."""
    if pixels == 0:
        return mrs[-1]
    if pixels in mrs:
        return pixels
    best, best_cost = mrs[-1], None
    for mr in mrs:
        cost = _cost(pixels, mr, nr)
        if best_cost is None or cost <= best_cost:
            best, best_cost = mr, cost
    return best


def igemm_bytes(pixels: int, taps: int, mrs: tuple[int, ...], nr: int) -> int:
    """reshape_igemm's indirection buffer."""
    mr = heuristic_mr(pixels, mrs, nr)
    return taps * align_up(pixels, mr) * POINTER_BYTES


def subconv_bytes(batch: int, taps: int, oh: int, ow: int, stride_w: int, mrs: tuple[int, ...], nr: int) -> int:
    """A strided deconvolution's buffer (``reshape_subconv2d_path``): taps × output height
    × stride width × (output columns per stride, rounded up to ``mr``) pointers, where the
    heuristic picks ``mr`` for the batch (not the output pixels)."""
    mr = heuristic_mr(batch, mrs, nr)
    per_row = ceil_div(ow, stride_w)
    return taps * oh * stride_w * align_up(per_row, mr) * POINTER_BYTES


def _step_height(kh: int, kw: int, ow: int, step_width: int) -> int:
    """The pointers one output row takes in a depthwise or pooling indirection buffer."""
    return kh * kw + (ow - 1) * step_width * kh


def dwconv_bytes(
    family: str, primary_tile: int, kh: int, kw: int, oh: int, ow: int, stride_w: int, is_dilated: bool
) -> int:
    """reshape_dwconv's indirection buffer, rounded to the allocation alignment."""
    step_width = kw if is_dilated else min(stride_w, kw)
    raw = (primary_tile - kh * kw + oh * _step_height(kh, kw, ow, step_width)) * POINTER_BYTES
    align = ALLOCATION_ALIGNMENT[family]
    return align_up(raw, align)


def maxpool_bytes(fh: int, fw: int, oh: int, ow: int, stride_w: int) -> int:
    """reshape_max_pooling2d_nhwc's indirection buffer: (pool taps − 1 + output height ×
    step_height) pointers, ``step_height`` as a depthwise kernel's."""
    return (fh * fw - 1 + oh * _step_height(fh, fw, ow, min(stride_w, fw))) * POINTER_BYTES


#: ``XNN_EXTRA_BYTES`` (``include/xnnpack.h``): what XNNPACK may read past an array's end,
#: and adds to its zero buffers (16 on every CPU family memplan knows).
EXTRA_BYTES = 16


def _same_padding(size: int, stride: int, pool: int) -> tuple[int, int]:
    """TensorFlow SAME padding before and after one dimension: the output is
    ``ceil(size / stride)``, the total padding what the window needs past the input, split
    with the smaller half first."""
    total = max(0, (ceil_div(size, stride) - 1) * stride + pool - size)
    return total // 2, total - total // 2


def avgpool_buffers(
    fh: int, fw: int, sh: int, sw: int, same: bool, input_hwc: tuple[int, int, int], element: int
) -> dict[str, int]:
    """reshape_average_pooling2d's blocks for a ``fh × fw`` pool at stride ``sh × sw`` over
    an input of ``input_hwc`` (height, width, channels) of ``element``-byte data: the
    compressed indirection buffer, the zero row and (SAME padding) the divisors."""
    ih, iw, channels = input_hwc
    if same:
        oh, ow = ceil_div(ih, sh), ceil_div(iw, sw)
        top, bottom = _same_padding(ih, sh, fh)
    else:
        oh, ow = (ih - fh) // sh + 1, (iw - fw) // sw + 1
        top = bottom = 0
    rows = ceil_div(top, sh) + ceil_div(bottom, sh) + 1
    taps = fh * fw
    found = {
        "avgpool": (taps - 1 + rows * _step_height(fh, fw, ow, min(sw, fw))) * POINTER_BYTES,
        "avgpool_zero": channels * element + EXTRA_BYTES,
    }
    if same:
        found["avgpool_divisors"] = oh * ow * element
    return found


def pooling_and_resize_buffers(graph: ModelGraph, delegations: Iterable[Delegation]) -> list[IndirectionBuffer]:
    """The delegated max and average poolings' indirection buffers (a 1×1 pool is a
    clamp: none), with an average pooling's zero row and divisors, and the bilinear
    resizes' with their interpolation weights."""
    buffers = []
    for d in delegations:
        sg = graph.subgraphs[d.subgraph]
        for i in sorted(d.taken):
            op = sg.operators[i]
            out = sg.tensors[op.outputs[0]] if op.outputs and op.outputs[0] >= 0 else None
            if out is None or len(out.shape) != 4 or min(out.shape) <= 0:
                continue
            oh, ow = out.shape[1], out.shape[2]
            if op.opcode == "MAX_POOL_2D":
                fh, fw = option(op, "filter_height"), option(op, "filter_width")
                if fh * fw > 1:
                    nbytes = maxpool_bytes(fh, fw, oh, ow, option(op, "stride_w"))
                    buffers.append(IndirectionBuffer(d.subgraph, i, "maxpool", nbytes))
            elif op.opcode == "AVERAGE_POOL_2D":
                fh, fw = option(op, "filter_height"), option(op, "filter_width")
                x = sg.tensors[op.inputs[0]]
                if fh * fw > 1 and len(x.shape) == 4 and min(x.shape) > 0:
                    same = option(op, "padding", default=0) == 0  # TFLite's Padding: SAME 0, VALID 1
                    element = 2 if x.dtype == "float16" else 4
                    strides = option(op, "stride_h"), option(op, "stride_w")
                    hwc = (x.shape[1], x.shape[2], x.shape[3])
                    found = avgpool_buffers(fh, fw, *strides, same, hwc, element)
                    buffers += (IndirectionBuffer(d.subgraph, i, path, n) for path, n in found.items())
            elif op.opcode == "RESIZE_BILINEAR":
                weight = 4 if out.dtype == "float32" else 2
                buffers.append(IndirectionBuffer(d.subgraph, i, "resize", oh * ow * 4 * POINTER_BYTES))
                buffers.append(IndirectionBuffer(d.subgraph, i, "resize_weights", oh * ow * 2 * weight))
    return buffers


def xnnpack_indirection(
    graph: ModelGraph, packed: PackedWeights, delegations: Iterable[Delegation]
) -> XnnpackIndirection:
    """The indirection buffers of the convolutions in ``packed`` (the delegated
    operators' packed weights, computed on ``graph`` as read), for its CPU family, and
    of the max poolings and bilinear resizes ``delegations`` took."""
    family = packed.cpu
    buffers: list[IndirectionBuffer] = []
    unmodelled: set[str] = set()
    for p in packed.operators:
        if p.path not in ("igemm", "dwconv", "deconv"):
            continue
        sg = graph.subgraphs[p.subgraph]
        op = as_transpose_conv(sg.operators[p.operator])  # a MediaPipe deconvolution's strides as options
        w, out = sg.tensors[op.inputs[1]], sg.tensors[op.outputs[0]]
        if len(w.shape) != 4 or len(out.shape) != 4:
            unmodelled.add(op.opcode)
            continue
        kh, kw = w.shape[1], w.shape[2]
        oh, ow = out.shape[1], out.shape[2]
        if p.path in ("igemm", "deconv"):
            tile = GEMM_TILES[(family, p.config)]
            if not tile.mrs:
                unmodelled.add(op.opcode)
                continue
            sh, sw = option(op, "stride_h"), option(op, "stride_w")
            if p.path == "deconv" and max(sh, sw) > 1 and sw <= kw and sh <= kh:
                nbytes = subconv_bytes(out.shape[0], kh * kw, oh, ow, sw, tile.mrs, tile.nr)
            else:
                nbytes = igemm_bytes(oh * ow, kh * kw, tile.mrs, tile.nr)
        else:
            kernels = DWCONV_TILES[(family, p.config)].kernels
            primary = min(k for k in kernels if k[0] >= kh * kw)[0]
            nbytes = dwconv_bytes(family, primary, kh, kw, oh, ow, option(op, "stride_w"), dilated(op, "wh"))
        buffers.append(IndirectionBuffer(p.subgraph, p.operator, p.path, nbytes))
    buffers += pooling_and_resize_buffers(graph, delegations)
    return XnnpackIndirection(tuple(buffers), tuple(sorted(unmodelled)))
