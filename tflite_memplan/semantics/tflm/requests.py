"""What a kernel's Prepare asks the planner for, and the operator as the rules see it.

Shared by the reference kernels' rules (:mod:`.scratch`), CMSIS-NN's (:mod:`.cmsis_nn`)
and ESP-NN's (:mod:`.esp_nn`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import prod
from typing import SupportsInt, cast

from tflite_memplan.model.dtypes import INT64, element_bytes
from tflite_memplan.model.graph import Operator, Subgraph, Tensor
from tflite_memplan.semantics.tflm.targets import Build


@dataclass(frozen=True)
class ScratchRequest:
    """One ``RequestScratchBufferInArena`` call: the raw byte count and why it is made."""

    nbytes: int
    reason: str


@dataclass(frozen=True)
class KernelNode:
    """An operator together with the subgraph that owns its tensors, as rules see it."""

    subgraph: Subgraph
    op: Operator
    target: Build

    @property
    def pointer_bytes(self) -> int:
        """``sizeof(void*)`` on the target: ADD_N's scratch is the one that depends on it."""
        return self.target.pointer_bytes

    def _tensor(self, indices: tuple[int, ...], position: int) -> Tensor | None:
        if position >= len(indices) or not 0 <= indices[position] < len(self.subgraph.tensors):
            return None
        return self.subgraph.tensors[indices[position]]

    def input(self, position: int) -> Tensor | None:
        """The tensor at input ``position``; None when it is absent or optional (-1),
        matching TFLM's ``AllocateTempInputTensor`` returning nullptr (or out of range)."""
        return self._tensor(self.op.inputs, position)

    def output(self, position: int) -> Tensor | None:
        """The tensor at output ``position``, or None when the operator has fewer outputs."""
        return self._tensor(self.op.outputs, position)

    def option(self, name: str, default: object = None) -> object:
        """A builtin (or decoded custom) option, ``default`` when the model omits it."""
        return self.op.options.get(name, default)


#: A scratch rule: the requests one kernel's Prepare makes, in order; None when unknown.
ScratchRule = Callable[[KernelNode], "tuple[ScratchRequest, ...] | None"]


def elements(tensor: Tensor) -> int:
    """Element count as TFLM's ``ElementCount`` computes it: 1 for a scalar (rank 0)."""
    return prod(tensor.shape)


def dtype_bytes(tensor: Tensor) -> int:
    """Bytes of one element; a dtype TFLM cannot size would have failed its Prepare."""
    size = element_bytes(tensor.dtype)
    if size is None:
        raise ValueError(f"TFLM cannot size elements of type {tensor.dtype}")
    return size


def int16_transpose_conv(node: KernelNode) -> tuple[ScratchRequest, ...]:
    """TRANSPOSE_CONV with an int16 input, in both kernel libraries: int64 accumulators for
    the whole output, then an int64 copy of an int16 bias (transpose_conv.cc)."""
    out = node.output(0)
    if out is None:
        return ()
    requests = [ScratchRequest(elements(out) * INT64, "TRANSPOSE_CONV int64 accumulators")]
    bias = node.input(3)
    if bias is not None and bias.dtype == "int16":
        requests.append(ScratchRequest(elements(bias) * INT64, "TRANSPOSE_CONV int64 bias copy"))
    return tuple(requests)


def c_div(a: int, b: int) -> int:
    """C's ``/``: truncates toward zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def as_int(value: object) -> int:
    """An option's value as an int, as ``int()`` reads it (a malformed one raises, and the
    caller reports the kernel's needs unknown)."""
    return int(cast("SupportsInt", value))


def int_option(node: KernelNode, *names: str, default: int = 1) -> int:
    """The first of ``names`` the operator's options have, as an int; else ``default``."""
    for name in names:
        value = node.option(name)
        if value is not None:
            return as_int(value)
    return default


def conv_geometry(node: KernelNode, filter_h: int, filter_w: int, in_h: int, in_w: int) -> dict[str, int]:
    """Strides, dilations and the padding TFLM's ``ComputePaddingHeightWidth`` computes
    (the output size recomputed from the padding type, not read from the tensor)."""
    g = {
        "stride_h": int_option(node, "stride_h"),
        "stride_w": int_option(node, "stride_w"),
        "dil_h": int_option(node, "dilation_h_factor", "dilation_hfactor"),
        "dil_w": int_option(node, "dilation_w_factor", "dilation_wfactor"),
    }
    same = int_option(node, "padding", default=0) == 0  # Padding.SAME = 0, VALID = 1
    for axis, k, size in (("h", filter_h, in_h), ("w", filter_w, in_w)):
        stride, dil = g[f"stride_{axis}"], g[f"dil_{axis}"]
        effective = (k - 1) * dil + 1
        out = (size + stride - 1) // stride if same else (size + stride - effective) // stride
        g[f"pad_{axis}"] = max(0, c_div((out - 1) * stride + effective - size, 2))
    return g
