"""MediaPipe's transposed convolution, the custom operator ``Convolution2DTransposeBias``,
as LiteRT's XNNPACK delegate reads it.

LiteRT ships no kernel for it (MediaPipe registers its own), but the delegate implements
it (``VisitMediaPipeDeconvolutionNode`` in ``xnnpack_delegate.cc``, read at
``xnnpack_rules.SOURCE``): an XNNPACK deconvolution of the image (input 0) by the filter
(input 1: output channels, height, width, input channels) plus the bias (input 2), one
group, no dilation, no clamp, the same node TRANSPOSE_CONV becomes. Its options are not
a flexbuffer: they are LiteRT's ``TfLiteTransposeConvParams`` stored byte for byte, which
the delegate copies over a zeroed struct (``SafeCopyCustomData``: as many bytes as the
model stores, at most the struct's). The fields read are the first three native ints
(little-endian on the targets memplan models): the padding (``TfLitePadding``: 1 SAME,
2 VALID, anything else unknown) and the strides along the width and the height.

The other MediaPipe operators the delegate implements (``MaxPoolingWithArgmax2D``,
``MaxUnpooling2D``) are not modelled (``xnnpack_rules.UNMODELLED``).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, replace

from tflite_memplan.model.graph import Operator
from tflite_memplan.records import ceil_div

#: The custom code.
DECONVOLUTION = "Convolution2DTransposeBias"
#: sizeof(TfLiteTransposeConvParams): padding, stride_width, stride_height, activation,
#: quantized_bias_type (five 4-byte fields).
PARAMS_BYTES = 20
_FIELDS = struct.Struct("<3i")
#: TfLitePadding's SAME and VALID, and the schema's spelling of them (TRANSPOSE_CONV's
#: ``padding`` option: SAME 0, VALID 1).
SAME, VALID = 1, 2
_SCHEMA_PADDING = {SAME: 0, VALID: 1}


@dataclass(frozen=True)
class DeconvolutionParams:
    """The options the delegate reads: ``padding`` as ``TfLitePadding``, the strides."""

    padding: int
    stride_w: int
    stride_h: int


def params(op: Operator) -> DeconvolutionParams:
    """The struct the delegate copies out of ``op``'s custom options (zeros where the
    model stores fewer bytes)."""
    raw = op.custom_options[:PARAMS_BYTES].ljust(_FIELDS.size, b"\0")
    padding, stride_w, stride_h = _FIELDS.unpack_from(raw)
    return DeconvolutionParams(padding, stride_w, stride_h)


def paddings_computable(
    p: DeconvolutionParams, image: tuple[int, int], kernel: tuple[int, int], out: tuple[int, int]
) -> bool:
    """``CalculateTransposeConvPaddings`` succeeds (height, width pairs): VALID needs the
    kernel to fit the output; SAME needs the image to be the output divided by the stride
    (rounded up) and the kernel at least the stride; an unknown padding fails."""
    strides = (p.stride_h, p.stride_w)
    if p.padding == VALID:
        return all(k <= o for k, o in zip(kernel, out, strict=True))
    if p.padding == SAME:
        fits = all(ceil_div(o, s) == i for i, o, s in zip(image, out, strides, strict=True))
        return fits and all(k >= s for k, s in zip(kernel, strides, strict=True))
    return False


def as_transpose_conv(op: Operator) -> Operator:
    """``op`` with its struct's padding and strides among its options under the names
    TRANSPOSE_CONV's have (``padding`` in the schema's spelling, ``stride_w``,
    ``stride_h``), so the deconvolution geometry both share reads either; any other
    operator unchanged."""
    if op.opcode != DECONVOLUTION:
        return op
    p = params(op)
    padding = _SCHEMA_PADDING.get(p.padding, -1)
    return replace(op, options={**op.options, "padding": padding, "stride_w": p.stride_w, "stride_h": p.stride_h})
