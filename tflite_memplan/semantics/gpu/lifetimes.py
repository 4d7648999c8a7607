"""The TFLite GPU delegate's usage records (``TensorUsageRecord``, ``memory_management``).

Why a third semantics: the GPU delegate plans its intermediate tensors with planners
of its own (shared objects, or offsets in one buffer when sub-buffers are
available), on a time axis of its own. What the delegate's inference contexts do when
they collect usages, and so what this module does, for the main subgraph:

- **Time**: the graph inputs are used at step 0; operator k at step k (so the inputs
  share step 0 with the first operator); the graph outputs are used once more at
  step N, one past the last operator, so every output survives the whole run.
- **Lifetimes**: a tensor's first step is the first of those steps that touches it
  (as an input or an output), its last step the last one that does ("last touching
  op"). Nothing is freed early for being unread: a produced tensor nobody reads
  lives only for its own operator's step.
- **Planned**: every tensor some step touches that is neither constant (buffer data)
  nor a variable — graph inputs and outputs included. The delegate keeps constants
  and variables in objects of their own.
- **Size**: the tensor's bytes. With ``pad_channels`` the size the delegate's
  buffer storage really takes: it lays tensors out as BHWC with the channels in
  slices of 4, so the channel count is rounded up to a multiple of 4; see
  :func:`gpu_padded_bytes` for what counts as the channel axis at each rank.
- **Order**: by tensor index, as the delegate walks its map of value ids.

What is not modelled: the delegate rewrites the graph before planning (it fuses
activations and element-wise operators into their producers, merges nodes, and picks
a storage type per tensor; textures get row-pitch alignment, float tensors may be
stored as float16), so real records are fewer and sized differently. memplan
follows the model's operators one for one. The delegate runs one subgraph; control
flow is not delegated, so only the main subgraph is planned.
"""

from __future__ import annotations

import math

from tflite_memplan.model.dtypes import element_bits
from tflite_memplan.model.graph import ModelGraph, Tensor
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.semantics.gpu import NAME
from tflite_memplan.semantics.lifetimes import Lifetimes, Step

#: Channels are stored in slices of this many (one RGBA texel, or a float4 in a buffer).
GPU_CHANNEL_SLICE = 4


def gpu_padded_bytes(tensor: Tensor) -> int | None:
    """Bytes the tensor takes once its channel axis is padded to a multiple of 4.

    The delegate reads a TFLite shape as BHWC: rank 4 is ``(B, H, W, C)``, rank 3
    ``(B, W, C)`` and rank 2 ``(B, C)`` — so for ranks 2 to 4 the *last* dimension is
    the channel axis and is rounded up to a multiple of 4. Rank 1 is read as
    ``(B, 1, 1, 1)``: its only dimension is the batch, it has one channel, and so every
    element is padded to 4 (the size is multiplied by 4). Rank 0 (which the delegate
    rejects) is treated like rank 1 of one element: 4 elements. Ranks above 4 (which
    the delegate rejects, or reads as BHWDC) pad the last dimension, like ranks 2–4.
    Element sizes come from the model's dtype. ``None`` when the size is unknown.
    """
    if tensor.nbytes is None:
        return None
    bits = element_bits(tensor.dtype)
    if bits is None or any(d < 0 for d in tensor.shape):
        return None
    shape = tensor.shape
    if len(shape) <= 1:
        elements = (shape[0] if shape else 1) * GPU_CHANNEL_SLICE
    else:
        channels = shape[-1]
        elements = math.prod(shape[:-1]) * align_up(channels, GPU_CHANNEL_SLICE)
    return math.ceil(elements * bits / 8)


def gpu_lifetimes(graph: ModelGraph, pad_channels: bool = False) -> Lifetimes:
    """Usage records of the main subgraph as the GPU delegate collects them. O(tensors + ops).

    ``pad_channels`` sizes each tensor as the delegate's buffers store it (channels in
    slices of 4, :func:`gpu_padded_bytes`) instead of by its exact bytes.
    """
    sg = graph.main
    ops = sg.operators
    end = len(ops)
    first: dict[int, int] = {}
    last: dict[int, int] = {}

    def touch(t: int, step: int) -> None:
        if t < 0:
            return
        first.setdefault(t, step)
        last[t] = step

    for t in sg.inputs:
        touch(t, 0)
    for k, op in enumerate(ops):
        for t in op.inputs:
            touch(t, k)
        for t in op.outputs:
            touch(t, k)
    for t in sg.outputs:
        touch(t, end)

    records: list[UsageRecord] = []
    unknown: list[str] = []
    for t in sorted(first):
        tensor = sg.tensors[t]
        if tensor.has_data or tensor.is_variable:
            continue
        size = gpu_padded_bytes(tensor) if pad_channels else tensor.nbytes
        if size is None:
            unknown.append(tensor.name)
            continue
        if size == 0:
            continue
        records.append(UsageRecord(size=size, first=first[t], last=last[t], subgraph=0, tensor=t, name=tensor.name))

    warnings = list(graph.notes)
    if unknown:
        warnings.append(f"{len(unknown)} tensors of unknown size are not planned: {', '.join(unknown[:5])}")
    if len(graph.subgraphs) > 1:
        warnings.append(
            f"the GPU delegate runs one subgraph: the other {len(graph.subgraphs) - 1} subgraphs are not planned"
        )
    warnings.append(
        "records follow the model's operators; the GPU delegate fuses and merges operators and may store "
        "float tensors as float16, so its real records are fewer and may be smaller"
    )
    steps = [Step(k, 0, k, op.opcode) for k, op in enumerate(ops)]
    steps.append(Step(end, 0, None, "graph outputs"))
    return Lifetimes(semantics=NAME, records=tuple(records), steps=tuple(steps), warnings=tuple(warnings))
