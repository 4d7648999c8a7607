"""Convolution geometry LiteRT's CPU kernels decide their temporaries by.

Shared by the float, integer and hybrid rules of CONV_2D and by CONV_3D and its
transpose (:mod:`~tflite_memplan.semantics.litert.temporaries`,
:mod:`~tflite_memplan.semantics.litert.hybrid`): whether a convolution is dilated, and
whether it unrolls its input patches (im2col) — any filter extent, stride or dilation
other than 1 (conv.cc, conv3d.cc).
"""

from __future__ import annotations

from collections.abc import Sequence

from tflite_memplan.model.graph import Operator


def option(op: Operator, *names: str, default: int = 1) -> int:
    """An integer option under the first of ``names`` the operator has (1 by default)."""
    return op.int_option(*names, default=default)


def dilated(op: Operator, axes: str) -> bool:
    """A dilation factor other than 1 along any of ``axes`` (``"wh"``, ``"dwh"``)."""
    return any(option(op, f"dilation_{a}_factor", f"dilation_{a}factor") != 1 for a in axes)


def unrolls(op: Operator, kernel: Sequence[int], axes: str) -> bool:
    """Whether the kernel unrolls its input patches (im2col): not a filter of extent 1
    along every axis with stride and dilation 1."""
    strided = any(option(op, f"stride_{a}") != 1 for a in axes)
    return any(k != 1 for k in kernel) or strided or dilated(op, axes)
