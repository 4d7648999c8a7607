"""The packed copy XNNPACK makes of every delegated operator's weights.

When XNNPACK creates an operator with constant weights it packs them (filter, bias and
the per-output-channel quantization data) into the layout of the micro-kernel it
picked for the CPU: output channels rounded up to the kernel's ``nr``, input channels
to ``kr × sr``, each output channel's bias and extra bytes stored beside its weights;
depthwise kernels round channels to their ``channel_tile`` and the filter extent to
the smallest ``primary_tile`` that holds it. Each operator asks
``xnn_get_pointer_to_write_weights`` for that many bytes rounded up to
``XNN_ALLOCATION_ALIGNMENT`` (64 on x86-64, 16 on arm64). The sizes, per operator path, are restated from
``src/operators/fully-connected-nc.c`` (``create_fully_connected_nc``),
``convolution-nhwc.c`` (``create_gemm_or_igemm``, ``create_dwconv_path`` and the path
choice, ``select_microkernel_type``) and ``deconvolution-nhwc.c``, read at
:data:`XNNPACK_SOURCE`; the tile parameters are :data:`GEMM_TILES` and
:data:`DWCONV_TILES`, one row per CPU family and configuration, read from
``src/configs/gemm-config.c`` and ``dwconv-config.c``.

No weights cache: ``ai-edge-litert``'s default delegate (``TfLiteXNNPackDelegateOptionsDefault``
with neither a cache file nor a cache provider) creates its runtimes without one, so
every operator packs its own copy and identical weights are packed once per operator
that uses them (measured: every ``xnn_create_runtime_v4`` gets a null cache). The
throwaway packings XNNPACK makes to fingerprint a kernel configuration are freed at
once and not counted.

Which XNNPACK path an operator takes (restated from the delegate's ``Visit…Node`` and
XNNPACK's subgraph): FULLY_CONNECTED is a GEMM; CONV_2D with a 1×1 filter, stride 1
and more than one input or output channel becomes a FULLY_CONNECTED
(``xnn_define_convolution_2d``); other convolutions are an IGEMM over the filter's
taps; DEPTHWISE_CONV_2D with a channel multiplier of 1, and a CONV_2D whose groups each
map one channel to one, is a depthwise (DWCONV) kernel when one of the configuration's
unipass kernels holds its taps (1×1 ones too: the multiply-add path, ``vmulcaddc``, is
never taken at :data:`XNNPACK_SOURCE`, whose ``select_microkernel_type`` asks for a
configuration the context never sets), else an IGEMM, as is a larger multiplier (one
group per input channel); TRANSPOSE_CONV (and MediaPipe's custom
``Convolution2DTransposeBias``) is a deconvolution, split into
``stride_h × stride_w`` sub-convolutions when strided. A float32 FULLY_CONNECTED or
convolution switches to the narrow-tile (``nr2``) configuration when its default
``nr`` wastes output channels (``xnn_use_nr2``).

Complexity: O(operators).
"""

from __future__ import annotations

import platform
from dataclasses import dataclass
from pathlib import Path

from tflite_memplan.errors import MemplanError
from tflite_memplan.model.dtypes import element_count
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor
from tflite_memplan.records import align_up, ceil_div
from tflite_memplan.semantics.litert import CPU_FAMILIES as FAMILY_NAMES
from tflite_memplan.semantics.litert.conv import option
from tflite_memplan.semantics.litert.mediapipe import DECONVOLUTION, as_transpose_conv
from tflite_memplan.semantics.litert.xnnpack import Delegation
from tflite_memplan.semantics.upstream import XNNPACK_COMMIT, XNNPACK_DATE, short

#: The XNNPACK sources the tables and sizes were read from: the commit the ``upstream.LITERT``
#: wheel's LiteRT pins (``tflite/tools/cmake/modules/xnnpack.cmake``).
XNNPACK_SOURCE = f"google/XNNPACK @ {short(XNNPACK_COMMIT)} ({XNNPACK_DATE})"
_GEMM = f"src/configs/gemm-config.c @ {short(XNNPACK_COMMIT)}"
_DWCONV = f"src/configs/dwconv-config.c @ {short(XNNPACK_COMMIT)}"

#: The CPU families whose kernels differ in tile sizes (``FAMILY_NAMES``), and what each stands for.
CPU_FAMILIES = {
    "avx2": "x86-64 with AVX2 and FMA3 (no AVX-512)",
    "avx512": "x86-64 with AVX-512, VNNI and GFNI, no AMX (Ice Lake, Zen 4)",
    "avx512amx": "x86-64 with AVX-512 and AMX-INT8 (Sapphire Rapids and later)",
    "neon": "arm64 with NEON only (Cortex-A53/A72 class)",
    "neondot": "arm64 with the dot-product extension (Cortex-A55/A76 and later)",
    "i8mm": "arm64 with the int8 matrix-multiply extension (Armv8.6: Cortex-A510/X2 and later)",
}


@dataclass(frozen=True)
class GemmTile:
    """One GEMM configuration's packing parameters: output channels round up to ``nr``,
    input channels to ``kr × sr`` (× ``planes`` for 4-bit filters, two nibbles a byte);
    ``source`` where it was read. ``mrs``: the row counts XNNPACK registers kernels for in
    that branch (empty where memplan has not read them): a convolution picks one per output
    size, which sizes its indirection buffer; a dynamically quantized layer packs its input
    ``mr`` rows at a time, the largest."""

    nr: int
    kr: int = 1
    sr: int = 1
    source: str = _GEMM
    planes: int = 1
    mrs: tuple[int, ...] = ()

    @property
    def mr(self) -> int:
        """The rows the largest kernel computes (0 where memplan has not read them)."""
        return max(self.mrs, default=0)


@dataclass(frozen=True)
class DwconvTile:
    """A depthwise configuration: its unipass kernels as ``(primary_tile, channel_tile)``;
    the filter's taps take the kernel with the smallest primary tile that holds them,
    whose channel tile the channels round up to."""

    kernels: tuple[tuple[int, int], ...]
    source: str = _DWCONV


#: (family, configuration) -> GEMM tile. Configurations: ``f32`` (xnn_init_f32_gemm_config,
#: FULLY_CONNECTED), ``f32_igemm`` (convolutions), ``f32_nr2`` (the narrow one), ``qs8_qc8w``
#: (signed 8-bit, per-channel or per-tensor filters), each row the branch the family takes
#: (arm64: Linux, assembly enabled, the default micro-architecture).
GEMM_TILES: dict[tuple[str, str], GemmTile] = {
    # init_f32_gemm_config_impl / init_f32_igemm_config / init_f32_gemm_nr2_config_impl, x86 branches
    ("avx2", "f32"): GemmTile(16, source=f"{_GEMM} init_f32_gemm_config_impl, fma3 default: 6x16"),
    ("avx2", "f32_igemm"): GemmTile(16, source=f"{_GEMM} init_f32_igemm_config, fma3 default: 5x16", mrs=(1, 5)),
    ("avx2", "f32_nr2"): GemmTile(
        8, source=f"{_GEMM} init_f32_gemm_nr2_config_impl, fma3 default: 10x8", mrs=(1, 5, 10)
    ),
    ("avx512", "f32"): GemmTile(32, source=f"{_GEMM} init_f32_gemm_config_impl, avx512f: 7x32"),
    ("avx512", "f32_igemm"): GemmTile(32, source=f"{_GEMM} init_f32_igemm_config, avx512f: 7x32", mrs=(1, 7)),
    ("avx512", "f32_nr2"): GemmTile(16, source=f"{_GEMM} init_f32_gemm_nr2_config_impl, avx512f: 7x16", mrs=(1, 7)),
    # init_qs8_qc8w_gemm_config, x86 branches (first match wins: amx, avx512vnni, ..., avx512skx, avx2)
    ("avx2", "qs8_qc8w"): GemmTile(8, 8, source=f"{_GEMM} init_qs8_qc8w_gemm_config, avx2: 3x8c8", mrs=(1, 3)),
    ("avx512", "qs8_qc8w"): GemmTile(
        16, 8, source=f"{_GEMM} init_qs8_qc8w_gemm_config, avx512vnni/skx: 7x16c8", mrs=(1, 7)
    ),
    ("avx512amx", "qs8_qc8w"): GemmTile(
        64, 4, source=f"{_GEMM} init_qs8_qc8w_gemm_config, avx512amx: 16x64c4", mrs=(1, 16)
    ),
    # dynamically quantized inputs, int8 filters (hybrid): init_qd8_f32_qc8w_gemm_config, or the unsigned
    # qdu8 configurations where the subgraph finds them better (convert_gemm_to_qduint8 in src/subgraph.c:
    # AVX-512 VNNI without AMX); convolutions use the same configuration as fully-connected layers,
    # except qdu8's (init_qdu8_f32_qc8w_igemm_config)
    ("avx2", "qd8_f32_qc8w"): GemmTile(8, 8, source=f"{_GEMM} init_qd8_f32_qc8w_gemm_config, avx2: 4x8c8", mrs=(1, 4)),
    ("avx2", "qd8_f32_qc8w_igemm"): GemmTile(
        8, 8, source=f"{_GEMM} init_qd8_f32_qc8w_gemm_config, avx2: dqigemm 1x8c8 and 4x8c8", mrs=(1, 4)
    ),
    ("avx512", "qd8_f32_qc8w"): GemmTile(
        64, 4, source=f"{_GEMM} init_qdu8_f32_qc8w_gemm_config, avx512vnni assembly: 5x64c4", mrs=(1, 5)
    ),
    ("avx512", "qd8_f32_qc8w_igemm"): GemmTile(
        16, 8, source=f"{_GEMM} init_qdu8_f32_qc8w_igemm_config, avx512vnni: dqigemm 1x16c8 and 10x16c8", mrs=(1, 10)
    ),
    ("avx512amx", "qd8_f32_qc8w"): GemmTile(
        64, 4, source=f"{_GEMM} init_qd8_f32_qc8w_gemm_config, avx512amx: 16x64c4", mrs=(1, 16)
    ),
    ("avx512amx", "qd8_f32_qc8w_igemm"): GemmTile(
        64, 4, source=f"{_GEMM} init_qd8_f32_qc8w_gemm_config, avx512amx: dqigemm 1x64c4 and 16x64c4", mrs=(1, 16)
    ),
    ("neon", "qd8_f32_qc8w"): GemmTile(8, 2, 4, f"{_GEMM} init_qd8_f32_qc8w_gemm_config, aarch64 default: 2x8c2s4"),
    ("neondot", "qd8_f32_qc8w"): GemmTile(16, 4, source=f"{_GEMM} init_qd8_f32_qc8w_gemm_config, aarch64 dot: 4x16c4"),
    ("i8mm", "qd8_f32_qc8w"): GemmTile(16, 8, source=f"{_GEMM} init_qd8_f32_qc8w_gemm_config, aarch64 i8mm: 4x16c8"),
    # unsigned 8-bit (per-tensor filters): init_qu8_gemm_config (no AMX or VNNI kernels)
    ("avx2", "qu8"): GemmTile(8, 8, source=f"{_GEMM} init_qu8_gemm_config, avx2: 3x8c8"),
    ("avx512", "qu8"): GemmTile(16, 8, source=f"{_GEMM} init_qu8_gemm_config, avx512skx: 7x16c8", mrs=(1, 7)),
    ("avx512amx", "qu8"): GemmTile(16, 8, source=f"{_GEMM} init_qu8_gemm_config, avx512skx: 7x16c8", mrs=(1, 7)),
    ("neon", "qu8"): GemmTile(16, source=f"{_GEMM} init_qu8_gemm_config, aarch64 default: 4x16"),
    ("neondot", "qu8"): GemmTile(16, source=f"{_GEMM} init_qu8_gemm_config, aarch64 default: 4x16"),
    ("i8mm", "qu8"): GemmTile(16, source=f"{_GEMM} init_qu8_gemm_config, aarch64 default: 4x16"),
    # 4-bit filters, fully-connected layers only: init_qs8_qc4w_gemm_config (int8 input) and
    # init_qd8_f32_qc4w_gemm_config or, on AVX-512 VNNI without AMX, init_qdu8_f32_qc4w_gemm_config (float input)
    ("avx2", "qs8_qc4w"): GemmTile(8, 8, source=f"{_GEMM} init_qs8_qc4w_gemm_config, avx2: 3x8c8, 2 planes", planes=2),
    ("avx512", "qs8_qc4w"): GemmTile(
        16, 8, source=f"{_GEMM} init_qs8_qc4w_gemm_config, avx512vnnigfni: 7x16c8, 2 planes", planes=2
    ),
    ("avx512amx", "qs8_qc4w"): GemmTile(
        16, 8, source=f"{_GEMM} init_qs8_qc4w_gemm_config, avx512vnnigfni: 7x16c8, 2 planes", planes=2
    ),
    ("neon", "qs8_qc4w"): GemmTile(4, source=f"{_GEMM} init_qs8_qc4w_gemm_config, generic: 3x4, 1 plane"),
    ("neondot", "qs8_qc4w"): GemmTile(16, 4, source=f"{_GEMM} init_qs8_qc4w_gemm_config, aarch64 dot: 5x16c4"),
    ("i8mm", "qs8_qc4w"): GemmTile(16, 4, source=f"{_GEMM} init_qs8_qc4w_gemm_config, aarch64 dot: 5x16c4"),
    ("avx2", "qd8_f32_qc4w"): GemmTile(
        4, 8, source=f"{_GEMM} init_qd8_f32_qc4w_gemm_config, x86 default: 4x4c8, 2 planes", planes=2, mrs=(1, 4)
    ),
    ("avx512", "qd8_f32_qc4w"): GemmTile(
        16,
        8,
        source=f"{_GEMM} init_qdu8_f32_qc4w_gemm_config, avx512vnnigfni: 14x16c8 (Zen 4/5: 8x16c8), 2 planes",
        planes=2,
        mrs=(1, 14),
    ),
    ("avx512amx", "qd8_f32_qc4w"): GemmTile(
        64, 4, source=f"{_GEMM} init_qd8_f32_qc4w_gemm_config, avx512amx: 16x64c4, 2 planes", planes=2, mrs=(1, 16)
    ),
    ("neon", "qd8_f32_qc4w"): GemmTile(
        16, source=f"{_GEMM} init_qd8_f32_qc4w_gemm_config, aarch64 default: 6x16, 2 planes", planes=2
    ),
    ("neondot", "qd8_f32_qc4w"): GemmTile(
        16, 4, source=f"{_GEMM} init_qd8_f32_qc4w_gemm_config, aarch64 dot: 4x16c4, 2 planes", planes=2
    ),
    ("i8mm", "qd8_f32_qc4w"): GemmTile(
        16, 8, source=f"{_GEMM} init_qd8_f32_qc4w_gemm_config, aarch64 i8mm: 4x16c8, 2 planes", planes=2
    ),
    # arm64 (Linux, XNN_ENABLE_ASSEMBLY): f32 default uarch 7x8, igemm default 6x8, nr2 4x2
    ("neon", "f32"): GemmTile(8, source=f"{_GEMM} init_f32_gemm_config_impl, aarch64 default: 7x8"),
    ("neon", "f32_igemm"): GemmTile(8, source=f"{_GEMM} init_f32_igemm_config, aarch64 default: 6x8", mrs=(1, 4, 6)),
    ("neon", "f32_nr2"): GemmTile(2, source=f"{_GEMM} init_f32_gemm_nr2_config_impl, aarch64: 4x2", mrs=(4,)),
    ("neon", "qs8_qc8w"): GemmTile(8, 8, source=f"{_GEMM} init_qs8_qc8w_gemm_config, aarch64 neon default: 2x8c8"),
    ("neondot", "qs8_qc8w"): GemmTile(
        16, 4, source=f"{_GEMM} init_qs8_qc8w_gemm_config, aarch64 neondot: 4x16c4", mrs=(1, 4)
    ),
    ("i8mm", "qs8_qc8w"): GemmTile(
        16, 8, source=f"{_GEMM} init_qs8_qc8w_gemm_config, aarch64 i8mm: 4x16c8", mrs=(1, 4)
    ),
}
for _arm in ("neondot", "i8mm"):  # the float kernels do not depend on the integer extensions
    for _config in ("f32", "f32_igemm", "f32_nr2"):
        GEMM_TILES[(_arm, _config)] = GEMM_TILES[("neon", _config)]
for _arm in ("neon", "neondot", "i8mm"):  # arm64 has no unsigned (qdu8) kernels: convolutions use the same
    GEMM_TILES[(_arm, "qd8_f32_qc8w_igemm")] = GEMM_TILES[(_arm, "qd8_f32_qc8w")]
for _config in ("f32", "f32_igemm", "f32_nr2"):  # AMX adds integer kernels only
    GEMM_TILES[("avx512amx", _config)] = GEMM_TILES[("avx512", _config)]

#: (family, configuration) -> depthwise kernels (init_f32_dwconv_config, init_qs8_qc8w_dwconv_config,
#: init_qu8_dwconv_config).
DWCONV_TILES: dict[tuple[str, str], DwconvTile] = {
    ("avx2", "f32"): DwconvTile(((3, 16), (4, 16), (9, 16), (25, 16)), f"{_DWCONV} init_f32_dwconv_config, fma3"),
    ("avx512", "f32"): DwconvTile(((3, 16), (4, 16), (9, 16), (25, 16)), f"{_DWCONV} init_f32_dwconv_config, avx512f"),
    ("neon", "f32"): DwconvTile(((3, 8), (4, 8), (9, 8), (25, 8)), f"{_DWCONV} init_f32_dwconv_config, aarch64"),
    ("avx2", "qs8_qc8w"): DwconvTile(((3, 16), (9, 16), (25, 16)), f"{_DWCONV} init_qs8_qc8w_dwconv_config, avx2"),
    ("avx512", "qs8_qc8w"): DwconvTile(
        ((3, 32), (9, 32), (25, 32)), f"{_DWCONV} init_qs8_qc8w_dwconv_config, avx512skx"
    ),
    ("neon", "qs8_qc8w"): DwconvTile(((3, 16), (9, 16), (25, 16)), f"{_DWCONV} init_qs8_qc8w_dwconv_config, aarch64"),
    ("avx2", "qu8"): DwconvTile(((9, 16), (25, 16)), f"{_DWCONV} init_qu8_dwconv_config, avx2"),
    ("avx512", "qu8"): DwconvTile(((9, 32), (25, 32)), f"{_DWCONV} init_qu8_dwconv_config, avx512skx"),
    ("neon", "qu8"): DwconvTile(((9, 16), (25, 8)), f"{_DWCONV} init_qu8_dwconv_config, aarch64"),
}
for _config in ("f32", "qs8_qc8w", "qu8"):
    DWCONV_TILES[("avx512amx", _config)] = DWCONV_TILES[("avx512", _config)]
    for _arm in ("neondot", "i8mm"):
        DWCONV_TILES[(_arm, _config)] = DWCONV_TILES[("neon", _config)]

#: ``XNN_ALLOCATION_ALIGNMENT`` (src/xnnpack/common.h @ ``XNNPACK_COMMIT``): each packed buffer's
#: size is rounded up to it: 64 bytes on x86-64, 16 on arm64.
ALLOCATION_ALIGNMENT = {f: 16 if f in ("neon", "neondot", "i8mm") else 64 for f in CPU_FAMILIES}

#: Per data type: (filter element bytes, bias bytes, extra bytes per output channel).
#: qs8_qc8w keeps one float scale per output channel beside its int32 bias (qu8, quantized per
#: tensor, none); qd8_f32_qc8w a
#: float bias and two floats (the filter's scale, and a sum for the input's zero point)
#: (fully-connected-nc.c's ``qdx8_f32_qc8w_variant``).
_ELEMENTS = {
    "f32": (4, 4, 0),
    "qs8_qc8w": (1, 4, 4),
    "qu8": (1, 4, 0),
    "qd8_f32_qc8w": (1, 4, 8),
    "qs8_qc4w": (1, 4, 4),  # (two 4-bit weights a byte: see _gemm_bytes)
    "qd8_f32_qc4w": (1, 4, 8),
}


def host_family(flags: frozenset[str] | None = None, machine: str | None = None) -> str:
    """This machine's family, as XNNPACK's hardware detection would class it: from the
    CPU flags of ``/proc/cpuinfo`` (x86-64: ``amx_int8`` with ``avx512bw`` → avx512amx,
    ``avx512bw`` → avx512, else avx2; arm64: ``i8mm``, ``asimddp`` → neondot, else neon)."""
    machine = (machine or platform.machine()).lower()
    if flags is None:
        flags = _cpuinfo_flags()
    if machine in ("aarch64", "arm64"):
        return "i8mm" if "i8mm" in flags else "neondot" if "asimddp" in flags else "neon"
    if "avx512bw" in flags and "avx512vl" in flags:
        return "avx512amx" if "amx_int8" in flags and "amx_tile" in flags else "avx512"
    return "avx2"


def _cpuinfo_flags() -> frozenset[str]:
    """The CPU's feature flags (x86 ``flags``, arm64 ``Features``); none where there is no /proc."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key.strip() in ("flags", "Features"):
                    return frozenset(value.split())
    except OSError:
        pass
    return frozenset()


def _aligned(family: str, nbytes: int) -> int:
    return align_up(nbytes, ALLOCATION_ALIGNMENT[family])


def _use_nr2(nr: int, nr2: int, channels: int) -> bool:
    """xnn_use_nr2 (src/microkernel-utils.c): the narrow kernel when the default's
    ``nr`` exceeds the channels, or wastes more than 1 % of them and the narrow wastes fewer."""
    waste, waste2 = (nr - channels % nr) % nr, (nr2 - channels % nr2) % nr2
    return nr > channels or (waste2 < waste and waste * 100 > channels)


@dataclass(frozen=True)
class PackedOperator:
    """One delegated operator's packed weights: subgraph, operator position, the XNNPACK
    path (``gemm``, ``igemm``, ``dwconv``, ``deconv``), the tile
    configuration and its bytes."""

    subgraph: int
    operator: int
    opcode: str
    path: str
    config: str
    nbytes: int


def _kind(x: Tensor, w: Tensor) -> str | None:
    """The data-type configuration XNNPACK uses for input ``x`` and filter ``w``."""
    if x.dtype == "float32" and w.dtype in ("float32", "float16"):
        return "f32"
    if x.dtype == "int8" and w.dtype == "int8":
        return "qs8_qc8w"
    if x.dtype == "uint8" and w.dtype == "uint8":
        return "qu8"
    if x.dtype == "float32" and w.dtype == "int8" and w.quantized:
        return "qd8_f32_qc8w"  # the delegate quantizes the input dynamically (hybrid)
    if w.dtype == "int4" and x.dtype in ("int8", "float32"):
        return "qs8_qc4w" if x.dtype == "int8" else "qd8_f32_qc4w"
    return None


def _gemm_bytes(family: str, config: str, n: int, k: int, taps: int = 1, groups: int = 1, aligned: bool = True) -> int:
    """create_fully_connected_nc / create_gemm_or_igemm: per group,
    ``round_up(n, nr) × (taps × round_up_po2(k, kr·sr) × element + bias + extra)``; a 4-bit
    filter's input channels round up to the planes, then to ``kr·sr·planes``, and halve;
    the buffer rounds up to the allocation alignment unless ``aligned`` is False."""
    nbytes = groups * align_up(n, GEMM_TILES[(family, config)].nr) * _weights_stride(family, config, k, taps)
    return _aligned(family, nbytes) if aligned else nbytes


def _weights_stride(family: str, config: str, k: int, taps: int = 1) -> int:
    """The packed bytes of one output channel: its weights, bias and extra bytes."""
    tile = GEMM_TILES[(family, config)]
    element, bias, extra = _ELEMENTS[_data(config)]
    k_stride = align_up(k, tile.kr * tile.sr)
    if config.endswith("qc4w"):  # 4-bit: channels to the planes, then kr·sr·planes, two a byte
        k_stride = align_up(align_up(align_up(k, tile.planes), tile.kr * tile.sr * tile.planes), 2) // 2
    return taps * k_stride * element + bias + extra


def _data(config: str) -> str:
    """A configuration's data type (``f32_igemm`` -> ``f32``)."""
    return "f32" if config.startswith("f32") else config.removesuffix("_igemm")


def _f32_config(family: str, default: str, n: int) -> str:
    if default == "f32":  # fully connected: xnn_use_nr2
        nr, nr2 = GEMM_TILES[(family, "f32")].nr, GEMM_TILES[(family, "f32_nr2")].nr
        return "f32_nr2" if _use_nr2(nr, nr2, n) else "f32"
    return "f32_nr2" if GEMM_TILES[(family, "f32_igemm")].nr > n else "f32_igemm"  # convolution


def _conv_config(kind: str) -> str:
    return "qd8_f32_qc8w_igemm" if kind == "qd8_f32_qc8w" else kind


def _fully_connected(family: str, kind: str, n: int, k: int) -> tuple[str, str, int]:
    config = _f32_config(family, "f32", n) if kind == "f32" else kind
    return "gemm", config, _gemm_bytes(family, config, n, k)


def _igemm(family: str, kind: str, n: int, k: int, taps: int, groups: int = 1) -> tuple[str, str, int]:
    config = _f32_config(family, "f32_igemm", n) if kind == "f32" else _conv_config(kind)
    return "igemm", config, _gemm_bytes(family, config, n, k, taps, groups)


def _depthwise(family: str, kind: str, channels: int, kh: int, kw: int) -> tuple[str, str, int] | None:
    """create_dwconv_path (one channel per group); None when no unipass kernel holds the taps."""
    taps = kh * kw
    element, bias, extra = _ELEMENTS[kind]
    tile = DWCONV_TILES.get((family, kind))
    fitting = [kernel for kernel in (tile.kernels if tile is not None else ()) if kernel[0] >= taps]
    if not fitting:
        return None  # no unipass kernel holds the filter: an IGEMM
    primary, channel_tile = min(fitting)
    return "dwconv", kind, _aligned(family, (primary * element + bias + extra) * align_up(channels, channel_tile))


#: Where each operator that packs a filter reads its input and its filter.
_OPERANDS = {"FULLY_CONNECTED": (0, 1), "CONV_2D": (0, 1), "DEPTHWISE_CONV_2D": (0, 1), "TRANSPOSE_CONV": (2, 1)}
_OPERANDS[DECONVOLUTION] = (0, 1)  # MediaPipe's transposed convolution: image, filter, bias


def _operator(sg: Subgraph, op: Operator, family: str) -> tuple[str, str, int] | None:
    """The packed weights of one delegated operator (None: it packs none, or memplan does
    not know its path)."""
    if op.opcode == "BATCH_MATMUL" and len(op.inputs) >= 2 and min(op.inputs[:2]) >= 0:
        return _batch_matmul(sg, op, family)
    at = _OPERANDS.get(op.opcode)
    if at is None or len(op.inputs) <= max(at) or min(op.inputs[k] for k in at) < 0:
        return None
    x, w = (sg.tensors[op.inputs[k]] for k in at)
    kind = _kind(x, w)
    if kind is None:
        return None
    if op.opcode == "FULLY_CONNECTED":
        return _fully_connected(family, kind, w.shape[0], w.shape[1]) if len(w.shape) == 2 else None
    if kind.endswith("qc4w") or len(w.shape) != 4:
        return None
    if op.opcode == "TRANSPOSE_CONV":
        return _deconv(family, kind, op, w)
    if op.opcode == DECONVOLUTION:
        return _deconv(family, kind, as_transpose_conv(op), w)
    if len(x.shape) != 4:
        return None
    if op.opcode == "CONV_2D":
        cout, kh, kw, cin = w.shape
        groups = x.shape[3] // cin if cin and x.shape[3] % cin == 0 else 1
        unit = option(op, "stride_w") == 1 and option(op, "stride_h") == 1
        if groups == 1 and kh * kw == 1 and unit and cin + cout > 2:
            return _fully_connected(family, kind, cout, cin)
        if cin == 1 and cout // groups == 1:
            path = _depthwise(family, kind, groups, kh, kw)
            if path is not None:
                return path
        return _igemm(family, kind, cout // groups, cin, kh * kw, groups)
    _, kh, kw, cout = w.shape  # DEPTHWISE_CONV_2D
    cin = x.shape[3]
    multiplier = cout // cin if cin else 1
    if multiplier == 1:
        path = _depthwise(family, kind, cin, kh, kw)
        if path is not None:
            return path
    return _igemm(family, kind, multiplier, 1, kh * kw, cin)


def _deconv(family: str, kind: str, op: Operator, w: Tensor) -> tuple[str, str, int]:
    """A TRANSPOSE_CONV's packed filter (or a MediaPipe deconvolution's, its options
    named as TRANSPOSE_CONV's), ``w`` (output channels, height, width, input channels)."""
    cout, kh, kw, cin = w.shape
    sh, sw = option(op, "stride_h"), option(op, "stride_w")
    config = _f32_config(family, "f32_igemm", cout) if kind == "f32" else _conv_config(kind)
    tile = GEMM_TILES[(family, config)]
    element, bias, extra = _ELEMENTS[kind]
    n_stride, k_stride = align_up(cout, tile.nr), align_up(cin, tile.kr * tile.sr)
    subkernels = sh * sw if max(sh, sw) > 1 and sw <= kw and sh <= kh else 1
    return "deconv", config, _aligned(family, n_stride * (kh * kw * k_stride * element + (bias + extra) * subkernels))


def _batch_matmul(sg: Subgraph, op: Operator, family: str) -> tuple[str, str, int] | None:
    """create_batch_matrix_multiply_nc_const_weights (batch-matrix-multiply-nc.c): a
    constant right-hand side is packed once per batch, with the plain GEMM configuration
    (no ``nr2``) and a zero bias."""
    a, b = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]]
    kind = _kind(a, b)
    if kind is None or kind.endswith("qc4w") or not b.has_data or len(b.shape) < 2:
        return None
    k, n, batch = _rhs_dims(op, b)
    return "gemm", kind, _gemm_bytes(family, kind, n, k, groups=batch)


def _rhs_dims(op: Operator, b: Tensor) -> tuple[int, int, int]:
    """A BATCH_MATMUL right-hand side's input channels, output channels and batches."""
    adj_y = bool(op.options.get("adj_y", False))
    k, n = (b.shape[-1], b.shape[-2]) if adj_y else (b.shape[-2], b.shape[-1])
    batch = 1
    for d in b.shape[:-2]:
        batch *= d
    return k, n, batch


def dynamic_rhs_bytes(sg: Subgraph, op: Operator, family: str) -> int | None:
    """reshape_batch_matrix_multiply_nc: a float32 or signed 8-bit BATCH_MATMUL whose
    right-hand side is not constant packs it while running, every batch, into its
    workspace, in the plain GEMM configuration's layout (as a constant one would be,
    unaligned); None for other types."""
    a, b = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]]
    kind = _kind(a, b)
    if kind not in ("f32", "qs8_qc8w") or b.dtype == "float16" or len(b.shape) < 2 or min(b.shape) < 0:
        return None
    k, n, batch = _rhs_dims(op, b)
    return _gemm_bytes(family, kind, n, k, groups=batch, aligned=False)


#: The L2 data cache XNNPACK sizes its GEMM tiles by (cpuinfo's ``cache.l2``): bytes and line
#: bytes; on x86-64 the figure cpuid reports per core, as Linux's ``/sys/devices/system/cpu``.
L2Cache = tuple[int, int]
_LHS = (
    "src/operators/fully-connected-nc.c, batch-matrix-multiply-nc.c, src/pack-lh.cc, "
    f"src/microkernel-utils.c @ {short(XNNPACK_COMMIT)}"
)


def host_l2_cache(root: Path = Path("/sys/devices/system/cpu/cpu0/cache")) -> L2Cache:
    """This machine's L2 data (or unified) cache, ``(0, 64)`` when Linux does not say
    (XNNPACK then never inlines: it packs the whole input)."""
    for index in sorted(root.glob("index*")):
        try:
            level, kind, size, line = (
                (index / name).read_text(encoding="utf-8").strip()
                for name in ("level", "type", "size", "coherency_line_size")
            )
        except OSError:
            continue
        if level == "2" and kind in ("Data", "Unified"):
            scale = {"K": 1024, "M": 1024 * 1024}.get(size[-1:].upper(), 1)
            return int(size.rstrip("KMkm")) * scale, int(line)
    return 0, 64


def _qd8_rows_bytes(m: int, k: int, mr_packed: int, tile: GemmTile) -> int:
    """``xnn_pack_lh_fx_qd8_packed_size`` (src/pack-lh.cc): ``m`` rows rounded up to
    ``mr_packed``, each its 8-byte quantization parameters and ``round_up(k, kr·sr)``
    int8 values, rounded up to 4 bytes."""
    return align_up(m, mr_packed) * align_up(8 + align_up(k, tile.kr * tile.sr), 4)


def _row_fits(tile: GemmTile, m: int, n: int, m_stride: int, n_stride: int, l2: L2Cache) -> bool:
    """``xnn_should_inline_lhs_packing``: whether a row of ``min(mr, m)`` packed input
    rows, all ``n`` packed weight columns and the float outputs fits in the L2 cache."""
    size, line = l2
    if not size:
        return False
    rows = min(tile.mr, m)
    lines = ceil_div(rows * m_stride, line) + ceil_div(n * n_stride, line) + rows * ceil_div(n * 4, line)
    return size >= lines * line


def packed_lhs_bytes(sg: Subgraph, op: Operator, family: str, threads: int, l2: L2Cache) -> int | None:
    """The workspace a dynamically quantized FULLY_CONNECTED or BATCH_MATMUL (float input,
    constant int8 or, fully connected only, int4 filter) asks for to quantize and pack its
    input (``reshape_fully_connected_nc``, ``reshape_batch_matrix_multiply_nc``, read at
    :data:`_LHS`): with ``mr`` the configuration's rows (1 for a single row),
    ``threads × mr`` packed rows when XNNPACK packs inline, per thread, else the whole
    input packed at once (when a row of the GEMM would not stay in the L2 cache, when
    ``threads × mr`` exceeds the rows, or, for BATCH_MATMUL, the *batches* rounded up to
    ``mr``, or when the input broadcasts). None where memplan has no ``mr`` (arm64)."""
    x, w = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]]
    kind = _kind(x, w)
    if kind not in ("qd8_f32_qc8w", "qd8_f32_qc4w") or not w.has_data or min(x.shape, default=0) < 0:
        return None
    if op.opcode == "BATCH_MATMUL" and kind != "qd8_f32_qc8w":
        return None
    tile = GEMM_TILES[(family, kind)]
    if not tile.mr or len(w.shape) < 2:
        return None
    if op.opcode == "FULLY_CONNECTED":
        n, k = w.shape[0], w.shape[-1]
        rows = element_count(x.shape) // k if k else 0
        batches_a, batches_c = 1, 1
        if kind.endswith("qc4w"):
            k = align_up(k, tile.planes)
    else:
        k, n, _ = _rhs_dims(op, w)
        rows = x.shape[-1] if op.options.get("adj_x", False) else x.shape[-2]
        batch_a = list(x.shape[:-2])
        batch_b = list(w.shape[:-2])
        width = max(len(batch_a), len(batch_b))
        batch_a = [1] * (width - len(batch_a)) + batch_a
        batch_b = [1] * (width - len(batch_b)) + batch_b
        batches_a = element_count(tuple(batch_a))
        batches_c = element_count(tuple(max(a, b) for a, b in zip(batch_a, batch_b, strict=True)))
    if rows < 1:
        return None
    mr = mr_packed = 1 if rows == 1 else tile.mr
    per_thread = _qd8_rows_bytes(mr, k, mr_packed, tile)
    fits = _row_fits(tile, rows, n, ceil_div(per_thread, mr), _weights_stride(family, kind, k), l2)
    if op.opcode == "FULLY_CONNECTED":
        if not fits or threads * mr > align_up(rows, mr):
            return _qd8_rows_bytes(rows, k, mr_packed, tile)
    elif batches_a < batches_c or not fits or threads * mr > align_up(batches_a, mr):
        return batches_a * _qd8_rows_bytes(rows, k, mr_packed, tile)
    return threads * per_thread


#: The operators that pack weights; memplan knows the paths above for float32 (float16
#: weights included: the delegate unpacks them to float32 first), signed 8-bit and
#: unsigned 8-bit and dynamically quantized (float input, int8 filter) ones, and
#: FULLY_CONNECTED with 4-bit filters. Others the delegate takes with constant weights (a
#: 4-bit convolution, say) are listed as not modelled.
PACKING_OPS = frozenset(
    {"FULLY_CONNECTED", "CONV_2D", "DEPTHWISE_CONV_2D", "TRANSPOSE_CONV", "BATCH_MATMUL", DECONVOLUTION}
)


@dataclass(frozen=True)
class PackedWeights:
    """Every delegated operator's packed weights in the order XNNPACK creates them
    (partition by partition, each partition's nodes in order), the CPU family, and the
    operators taken that pack weights memplan cannot size (``unmodelled``: opcodes)."""

    cpu: str
    operators: tuple[PackedOperator, ...]
    unmodelled: tuple[str, ...]

    @property
    def total(self) -> int:
        return sum(p.nbytes for p in self.operators)


def _packs(sg: Subgraph, op: Operator) -> bool:
    """Whether XNNPACK packs this operator's weights though memplan cannot size them (a
    4-bit filter, say): a filter, or BATCH_MATMUL's right-hand side, that is constant."""
    if len(op.inputs) < 2 or op.inputs[1] < 0:
        return False
    return op.opcode != "BATCH_MATMUL" or sg.tensors[op.inputs[1]].has_data


def check_family(cpu: str | None) -> str:
    """``cpu``, or this machine's family when None; refuses a family memplan has no tiles for."""
    if cpu is None:
        return host_family()
    if cpu not in FAMILY_NAMES:
        raise MemplanError(f"cpu must be one of {', '.join(FAMILY_NAMES)}, got {cpu!r}")
    return cpu


def packed_weights(graph: ModelGraph, delegations: tuple[Delegation, ...], cpu: str | None = None) -> PackedWeights:
    """The packed weights of every operator the delegations took from ``graph`` (the
    model as read, before the delegate replaced anything), for the CPU family ``cpu``
    (default: this machine's)."""
    cpu = check_family(cpu)
    rows: list[PackedOperator] = []
    unmodelled: set[str] = set()
    for d in delegations:
        sg = graph.subgraphs[d.subgraph]
        for part in d.partitions:
            for i in part.nodes:
                op = sg.operators[i]
                if op.opcode not in PACKING_OPS:
                    continue
                found = _operator(sg, op, cpu)
                if found is None:
                    if _packs(sg, op):
                        unmodelled.add(op.opcode)
                    continue
                path, config, nbytes = found
                rows.append(PackedOperator(d.subgraph, i, op.opcode, path, config, nbytes))
    return PackedWeights(cpu, tuple(rows), tuple(sorted(unmodelled)))
