"""The scratch buffers esp-tflite-micro's ESP-NN kernels request in Prepare, per chip and
ESP-NN version.

esp-tflite-micro (``upstream.ESP_TFLM``) swaps ADD, CONV_2D, DEPTHWISE_CONV_2D,
FULLY_CONNECTED, MUL, AVERAGE_POOL_2D, MAX_POOL_2D and SOFTMAX for the files in
``tensorflow/lite/micro/kernels/esp_nn/``. Three of them ask ESP-NN how much scratch its
int8 kernel needs and, when the answer is above 0, request it after the reference
kernel's own requests: CONV_2D (``esp_nn_get_conv_scratch_size``), DEPTHWISE_CONV_2D
(``esp_nn_get_depthwise_conv_scratch_size``) and SOFTMAX with int8 in and out
(``esp_nn_get_softmax_scratch_size``). The others request what the reference kernels
request (:mod:`.scratch`). What they keep in the tail is in :mod:`.kernel_data`.

Which ESP-NN function answers depends on the chip (``include/esp_nn.h``): the ESP32-S3
has assembly kernels with sizes of their own, the ESP32-P4 its own convolution, and every
other chip (ESP32, ESP32-C3, ESP32-C6) the generic "opt" C kernels, which need no scratch
for convolutions. The rules changed between ESP-NN releases (``upstream.ESP_NN``); each
function below is one release range of one ESP-NN source file. They follow C: the
dimensions are read as ``uint16_t`` (except where a source reads the output's int32
width or height directly), sums and products wrap at 32 bits, division truncates.
Checked against ESP-NN's own size functions compiled for the host on 12,000 random
shapes per kernel, chip and version (tests/espnn/).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple

from tflite_memplan.semantics.tflm.libraries import ESP_NN_VERSIONS
from tflite_memplan.semantics.tflm.requests import (
    KernelNode,
    ScratchRequest,
    ScratchRule,
    c_div,
    conv_geometry,
    elements,
    int_option,
)


class ConvShape(NamedTuple):
    """What esp-tflite-micro passes ESP-NN's convolution size functions: the input,
    filter and output ``data_dims_t`` (width, height, channels), the stride and padding,
    and (depthwise only) the channel multiplier."""

    in_w: int
    in_h: int
    in_c: int
    filter_w: int
    filter_h: int
    filter_c: int
    out_w: int
    out_h: int
    out_c: int
    stride_w: int
    stride_h: int
    pad_w: int
    pad_h: int
    ch_mult: int = 1


def _u16(x: int) -> int:
    return x & 0xFFFF


def _i32(x: int) -> int:
    """An int's value after C's 32-bit wrap-around."""
    return (x + 0x80000000) % 0x100000000 - 0x80000000


def _round16(x: int) -> int:
    return (x + 15) & ~15


def _zero(_: ConvShape) -> int:
    """The generic (opt) kernels and ESP32-P4's depthwise: no scratch."""
    return 0


def _conv_1x1_transpose(s: ConvShape, in_c: int, out_c: int, align: int) -> int:
    """The 1x1, stride-1, unpadded branch shared by the S3 and P4 convolutions: channels
    padded to 8 for the input (only when not a multiple of 8) and the filter, and a
    16-row transpose buffer unless the image has fewer than 8 pixels."""
    padded = (in_c + 7) & ~7
    pixels = _u16(s.in_w) * _u16(s.in_h)
    transpose = 0 if _i32(pixels) < 8 else 16 * padded
    image = pixels * padded if in_c % 8 else 0
    return image + padded * out_c + transpose + align


def _is_1x1_unit(s: ConvShape) -> bool:
    return (_u16(s.filter_w), _u16(s.filter_h), _u16(s.pad_w), _u16(s.pad_h)) == (1, 1, 0, 0) and (
        _u16(s.stride_w),
        _u16(s.stride_h),
    ) == (1, 1)


def _conv_v110(s: ConvShape) -> int:
    """``esp_nn_get_conv_scratch_size_esp32s3`` 1.1.0–1.2.0 (convolution/esp_nn_conv_esp32s3.c),
    also ``_esp32p4`` 1.1.0–1.2.2 (esp_nn_conv_esp32p4.c): the filter with channels padded to
    16, a padded copy of the input when there is padding, an int32 per output channel."""
    in_w, in_h, in_c = _u16(s.in_w), _u16(s.in_h), _u16(s.in_c)
    f_w, f_h, out_c = _u16(s.filter_w), _u16(s.filter_h), _u16(s.out_c)
    pad_w, pad_h = _u16(s.pad_w), _u16(s.pad_h)
    if _is_1x1_unit(s):
        return _i32(_conv_1x1_transpose(s, in_c, out_c, 32))
    image = 0 if pad_w == 0 and pad_h == 0 else (in_w + 2 * pad_w) * (in_h + 2 * pad_h) * in_c
    return _i32(image + f_w * f_h * _round16(in_c) * out_c + 32 + 4 * out_c)


def _conv_s3_v121(s: ConvShape, align: int = 32) -> int:
    """``esp_nn_get_conv_scratch_size_esp32s3`` 1.2.1–1.2.2: an im2col branch for narrow
    filter rows (width × channels under 16 but a window of at least 16), and otherwise, on
    top of 1.1's sizes, the filter rows padded to 16 and a copy of the input padded on the
    right and bottom when the output reaches past it."""
    in_w, in_h, in_c = _u16(s.in_w), _u16(s.in_h), _u16(s.in_c)
    f_w, f_h, out_c = _u16(s.filter_w), _u16(s.filter_h), _u16(s.out_c)
    pad_w, pad_h = _u16(s.pad_w), _u16(s.pad_h)
    stride_w, stride_h = _u16(s.stride_w), _u16(s.stride_h)
    if _is_1x1_unit(s):
        return _i32(_conv_1x1_transpose(s, in_c, out_c, align))
    row = _i32(f_w * in_c)
    window = _i32(f_w * f_h * in_c)
    if row < 16 and window >= 16:
        window16 = _i32(_round16(window))
        return _i32(4 * out_c + 16 + out_c * window16 + 16 + window16 + align)
    image = 0 if pad_w == 0 and pad_h == 0 else (in_w + 2 * pad_w) * (in_h + 2 * pad_h) * in_c
    filter_copy = f_w * f_h * _round16(in_c) * out_c
    aligned_rows = c_div(_i32(row + 15), 16) * 16 * f_h * out_c
    right = max(0, _i32(_i32(s.out_w) * stride_w + f_w - 1 - in_w))
    bottom = max(0, _i32(_i32(s.out_h) * stride_h + f_h - 1 - in_h))
    border = (in_w + right) * (in_h + bottom) * in_c if right > 0 or bottom > 0 else 0
    return _i32(image + filter_copy + aligned_rows + border + align + 4 * out_c)


def _conv_s3_v123(s: ConvShape) -> int:
    """``esp_nn_get_conv_scratch_size_esp32s3`` 1.2.3: 1.2.1's rule with 64 bytes of
    alignment and access margin instead of 32."""
    return _conv_s3_v121(s, align=64)


#: ``L1D_BUDGET`` of esp_nn_conv_esp32p4.c 1.2.3: the input bytes a padded convolution
#: keeps whole before it tiles.
_P4_L1D_BUDGET = 32768


def _conv_p4_v123(s: ConvShape) -> int:
    """``esp_nn_get_conv_scratch_size_esp32p4`` 1.2.3 (convolution/esp_nn_conv_esp32p4.c):
    a channel-padding 1x1 path under 16 input channels, a direct path without input copy,
    one im2col window, a tiled path for tiny windows, and for padded inputs either the
    whole padded input or a tile of rows that fits ``L1D_BUDGET``."""
    in_w, in_h, in_c = _u16(s.in_w), _u16(s.in_h), _u16(s.in_c)
    f_w, f_h, out_c = _u16(s.filter_w), _u16(s.filter_h), _u16(s.out_c)
    pad_w, pad_h = _u16(s.pad_w), _u16(s.pad_h)
    stride_h = _u16(s.stride_h)
    align = 32
    if _is_1x1_unit(s):
        if in_c < 16:
            return _i32(4 * out_c + 16 * out_c + 32 + align)
        return _i32(_conv_1x1_transpose(s, in_c, out_c, align))
    sums = 4 * out_c
    unpadded = pad_w == 0 and pad_h == 0
    if unpadded and _i32(f_w * in_c) >= 16:
        return _i32(f_w * f_h * _round16(in_c) * out_c + align + sums)
    window = _i32(f_w * f_h * in_c)
    if window >= 16:
        return _i32(sums + window + align)
    tiny_channels = ((16 + f_w - 1) // f_w + 15) & ~15
    if unpadded:
        return _i32(sums + f_w * f_h * tiny_channels * out_c + in_w * in_h * tiny_channels + align)
    padded_w = in_w + 2 * pad_w
    whole = _i32(padded_w * (in_h + 2 * pad_h) * in_c)
    if _i32(whole + sums) <= _P4_L1D_BUDGET:
        return _i32(whole + f_w * f_h * _round16(in_c) * out_c + align + sums)
    channels, filter_copy = in_c, 0
    if _i32(f_w * in_c) < 16:
        channels = tiny_channels
        filter_copy = _i32(f_w * f_h * tiny_channels * out_c)
    row_bytes = _i32(padded_w * channels)
    budget = _i32(_P4_L1D_BUDGET - sums - filter_copy)
    rows = 1
    if budget > 0 and _i32(f_h * row_bytes) <= budget:
        rows = c_div(_i32(budget - f_h * row_bytes), _i32(stride_h * row_bytes)) + 1
        rows = min(rows, _i32(s.out_h))
    tile = _i32((rows - 1) * stride_h + f_h + 2 * pad_h) * row_bytes
    return _i32(tile + filter_copy + align + sums)


def _dw_s3_v110(s: ConvShape, margin: int = 16) -> int:
    """``esp_nn_get_depthwise_conv_scratch_size_esp32s3`` 1.1.x
    (convolution/esp_nn_depthwise_conv_s8_esp32s3.c): 3x3 filters with channels a multiple
    of 16 keep the filter and a padded input (or the filter alone), other multiples of 8
    and multipliers that are multiples of 4 keep int16 copies of filter and input."""
    in_w, in_h, ch = _u16(s.in_w), _u16(s.in_h), _u16(s.in_c)
    f_w, f_h, mult = _u16(s.filter_w), _u16(s.filter_h), _u16(s.ch_mult)
    filter_size = f_w * f_h * ch * mult
    if mult == 1 and ch % 8 == 0 and f_w == 3 and f_h == 3:
        if ch % 16 == 0:
            return _i32(filter_size + _dw_padded_input(s) + 16)
        return _i32(2 * (filter_size + in_w * in_h * ch) + margin)
    if mult % 4 == 0:
        return _i32(2 * (filter_size + in_w * in_h * ch) + margin)
    return 32


def _dw_extra(s: ConvShape) -> tuple[int, int]:
    """The 3x3, 16-channel depthwise path's padding of the input copy: twice the padding,
    or (without padding) what the output reaches past the input."""
    pad_w, pad_h = _u16(s.pad_w), _u16(s.pad_h)
    if pad_w or pad_h:
        return 2 * pad_w, 2 * pad_h
    return (
        _u16(s.out_w) * _u16(s.stride_w) + 2 - _u16(s.in_w),
        _u16(s.out_h) * _u16(s.stride_h) + 2 - _u16(s.in_h),
    )


def _dw_padded_input(s: ConvShape) -> int:
    """That padded input copy's bytes; none when it needs no padding."""
    extra_w, extra_h = _dw_extra(s)
    if not (extra_w or extra_h):
        return 0
    return (_u16(s.in_w) + extra_w) * (_u16(s.in_h) + extra_h) * _u16(s.in_c)


def _dw_s3_v120(s: ConvShape) -> int:
    """``esp_nn_get_depthwise_conv_scratch_size_esp32s3`` 1.2.0: 1.1's rule with 32 bytes
    instead of 16 after the int16 copies."""
    return _dw_s3_v110(s, margin=32)


def _dw_s3_v121(s: ConvShape) -> int:
    """``esp_nn_get_depthwise_conv_scratch_size_esp32s3`` 1.2.1–1.2.3: multiplier-1 kernels
    gain paths — a tiled padded input above 40 KiB, channels padded to 16 for 12 or more
    channels, int16 copies tiled above 48 KiB, and an aligned layout of padded copies,
    output and per-channel data for more than 3 channels not a multiple of 8."""
    in_w, in_h, ch = _u16(s.in_w), _u16(s.in_h), _u16(s.in_c)
    f_w, f_h, mult = _u16(s.filter_w), _u16(s.filter_h), _u16(s.ch_mult)
    out_w, out_h = _u16(s.out_w), _u16(s.out_h)
    pad_w, pad_h = _u16(s.pad_w), _u16(s.pad_h)
    stride_w, stride_h = _u16(s.stride_w), _u16(s.stride_h)
    filter_size = _i32(f_w * f_h * ch * mult)
    if mult == 1 and ch % 8 == 0:
        if f_w == 3 and f_h == 3:
            if ch % 16 == 0:
                padded = _dw_padded_input(s)
                if padded == 0:
                    return _i32(filter_size + 16)
                extra_w = _dw_extra(s)[0]
                if _i32(padded) <= 40 * 1024:
                    return _i32(filter_size + padded + 16)
                return _i32(filter_size + (in_w + extra_w) * f_h * ch + 16)
            if ch >= 12:
                ch16 = _round16(ch)
                total_w = pad_w * 2 + max(0, out_w * stride_w + 2 - in_w)
                total_h = pad_h * 2 + max(0, out_h * stride_h + 2 - in_h)
                return _i32(9 * ch16 + (in_w + total_w) * (in_h + total_h) * ch16 + out_w * out_h * ch16 + 64)
            return _i32(2 * (filter_size + in_w * in_h * ch) + 32)
        int16_copies = _i32(2 * (filter_size + in_w * in_h * ch))
        if int16_copies <= 48 * 1024:
            return _i32(int16_copies + 32)
        return _i32(2 * filter_size + 2 * in_w * f_h * ch + 32)
    if mult == 1 and ch > 3:
        ch8 = (ch + 7) & ~7
        input_start = _round16(f_w * f_h * ch8 * 2)
        out_start = _round16(input_start + in_w * in_h * ch8 * 2)
        per_channel_start = _round16(out_start + out_w * out_h * ch8)
        return _i32(per_channel_start + 3 * 4 * ch8 + 16)
    if mult % 4 == 0:
        return _i32(2 * (filter_size + in_w * in_h * ch) + 32)
    return 32


_SizeRule = Callable[[ConvShape], int]

#: Which ESP-NN code answers, by chip (``include/esp_nn.h`` with ``CONFIG_NN_OPTIMIZED``,
#: the default): the ESP32-S3's and ESP32-P4's own, else the generic "opt" kernels.
VARIANTS: Mapping[str, str] = MappingProxyType(
    {"esp32": "generic", "esp32c3": "generic", "esp32c6": "generic", "esp32s3": "esp32s3", "esp32p4": "esp32p4"}
)

#: Each variant's convolution and depthwise size rule, as (first ESP-NN version, rule)
#: steps: a version uses the last step at or before it.
_CONV: Mapping[str, tuple[tuple[str, _SizeRule], ...]] = MappingProxyType(
    {
        "generic": (("1.1.0", _zero),),  # convolution/esp_nn_conv_opt.c
        "esp32s3": (("1.1.0", _conv_v110), ("1.2.1", _conv_s3_v121), ("1.2.3", _conv_s3_v123)),
        "esp32p4": (("1.1.0", _conv_v110), ("1.2.3", _conv_p4_v123)),
    }
)
_DEPTHWISE: Mapping[str, tuple[tuple[str, _SizeRule], ...]] = MappingProxyType(
    {
        "generic": (("1.1.0", _zero),),  # convolution/esp_nn_depthwise_conv_opt.c
        "esp32s3": (("1.1.0", _dw_s3_v110), ("1.2.0", _dw_s3_v120), ("1.2.1", _dw_s3_v121)),
        # the generic rule until 1.2.2; esp_nn_depthwise_conv_esp32p4.c's own, also 0, from 1.2.3
        "esp32p4": (("1.1.0", _zero),),
    }
)


def _pick(steps: tuple[tuple[str, _SizeRule], ...], version: str) -> _SizeRule:
    index = ESP_NN_VERSIONS.index(version)
    return [rule for first, rule in steps if ESP_NN_VERSIONS.index(first) <= index][-1]


def conv_scratch_size(chip: str, version: str, shape: ConvShape) -> int:
    """``esp_nn_get_conv_scratch_size`` on ``chip`` with ESP-NN ``version``."""
    return _pick(_CONV[VARIANTS[chip]], version)(shape)


def depthwise_scratch_size(chip: str, version: str, shape: ConvShape) -> int:
    """``esp_nn_get_depthwise_conv_scratch_size`` on ``chip`` with ESP-NN ``version``."""
    return _pick(_DEPTHWISE[VARIANTS[chip]], version)(shape)


def softmax_scratch_size(chip: str, version: str, width: int) -> int:
    """``esp_nn_get_softmax_scratch_size``: an int32 per element of a row on every chip and
    version (softmax/esp_nn_softmax_opt.c; the S3's own from 1.2.1 and the P4's from 1.2.3
    ask the same); the height is not read."""
    del chip, version
    return _i32(4 * width)


# --------------------------------------------------------------------------- kernels


def _conv_shape(node: KernelNode, depthwise: bool) -> ConvShape | None:
    """The ``data_dims_t`` and params esp_nn/conv.cc and depthwise_conv.cc fill in Prepare:
    dims read from the tensors (output size from the output tensor), padding as TFLM
    computes it, and the depth multiplier for depthwise."""
    data, weights, out = node.input(0), node.input(1), node.output(0)
    if data is None or weights is None or out is None:
        return None
    if len(data.shape) != 4 or len(weights.shape) != 4 or len(out.shape) != 4:
        return None
    _, in_h, in_w, in_c = data.shape
    _, f_h, f_w, f_c = weights.shape
    g = conv_geometry(node, f_h, f_w, in_h, in_w)
    return ConvShape(
        in_w, in_h, in_c, f_w, f_h, f_c, out.shape[2], out.shape[1], out.shape[3],
        g["stride_w"], g["stride_h"], g["pad_w"], g["pad_h"],
        int_option(node, "depth_multiplier") if depthwise else 1,
    )  # fmt: skip


def _convolution(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """CONV_2D and DEPTHWISE_CONV_2D (esp_nn/conv.cc, esp_nn/depthwise_conv.cc): an int4
    filter's unpacking buffer first, as the reference kernels ask; then, for an int8 input,
    ESP-NN's buffer when its size function says more than 0."""
    depthwise = node.op.opcode == "DEPTHWISE_CONV_2D"
    data, weights = node.input(0), node.input(1)
    if data is None or weights is None:
        return None
    requests = []
    if weights.dtype == "int4":
        requests.append(ScratchRequest(elements(weights), f"{node.op.opcode} unpacked int4 weights"))
    if data.dtype == "int8":
        shape = _conv_shape(node, depthwise)
        if shape is None:
            return None
        target = node.target
        size = (depthwise_scratch_size if depthwise else conv_scratch_size)(target.core, target.esp_nn_version, shape)
        if size > 0:
            kind = "depthwise convolution" if depthwise else "convolution"
            requests.append(ScratchRequest(size, f"ESP-NN {kind} buffer"))
    return tuple(requests)


def _softmax(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """SOFTMAX (esp_nn/softmax.cc): int8 in and out ask for ESP-NN's buffer, sized by the
    input's dim 1 (which it calls the width). None below rank 2, where that read falls
    past the dims."""
    data, out = node.input(0), node.output(0)
    if data is None or out is None:
        return None
    if data.dtype != "int8" or out.dtype != "int8":
        return ()
    if len(data.shape) < 2:
        return None
    size = softmax_scratch_size(node.target.core, node.target.esp_nn_version, data.shape[1])
    return (ScratchRequest(size, "ESP-NN softmax buffer"),) if size > 0 else ()


#: The ESP-NN kernels whose Prepare differs from the reference kernel's; ADD, MUL,
#: FULLY_CONNECTED and the pools ask what the reference kernels ask.
RULES: Mapping[str, ScratchRule] = MappingProxyType(
    {"CONV_2D": _convolution, "DEPTHWISE_CONV_2D": _convolution, "SOFTMAX": _softmax}
)
