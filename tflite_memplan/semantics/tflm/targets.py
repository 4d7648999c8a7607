"""The builds of TensorFlow Lite Micro memplan predicts the whole arena for, as data.

TFLM's persistent "tail" is made of C++ structs whose sizes depend on the build. A
:class:`Build` is an :class:`Abi` — the pointer width, whether enums are one byte
(arm-none-eabi-gcc's default ``-fshort-enums``) or four, and every struct's
``(sizeof, alignof)`` — times a kernel library (:mod:`.libraries`) and the build options
that change what its kernels allocate, plus whether the build uses the recording
allocator classes. This module is the one place the struct sizes are written; the
versions they were read from are named once in :mod:`tflite_memplan.semantics.upstream`.

Where the numbers come from:

- ``lp64`` (the ``host64`` target): the ``tflite-micro`` PyPI wheel (``TFLM_WHEEL``;
  x86-64, reference kernels, built with ``USE_TFLM_COMPRESSION``). Sizes compiled with
  g++ from the TFLM sources (``TFLM_SOURCES``) and checked against the wheel: gdb on the
  recording arena allocator's ``AllocatePersistentBuffer`` lists every tail allocation.
- ``arm32``: ``ARM_GCC`` (``-mcpu=cortex-m4`` and ``-mcpu=cortex-m55`` give the same
  sizes), short enums, no compression. The 4-byte-enum variant (``wasm32``) is what
  mcufit's emscripten build of TFLM uses; every struct measured there equals
  arm-none-eabi with ``-fno-short-enums``.
- ``xtensa`` (ESP32, ESP32-S3) and ``riscv32`` (ESP32-C3/C6/P4): ESP-IDF builds TFLM
  (``upstream.ESP_TFLM``) without short enums and without compression. Compiled from
  those sources with ``upstream.ESP_ABI_GCC`` (Xtensa; RISC-V ilp32 and ilp32f): every
  struct equals the 32-bit table with 4-byte enums, as in ``wasm32`` (both ABIs align
  int64 and double to 8, like Arm's).
- The Python wheel and TFLM's benchmark harness use the *recording* allocator classes;
  firmware built around ``MicroInterpreter`` uses the plain ones.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, fields
from types import MappingProxyType

from tflite_memplan.errors import MemplanError
from tflite_memplan.model.dtypes import fixed_bytes
from tflite_memplan.semantics.tflm.libraries import (
    ESP_NN_VERSIONS,
    REFERENCE,
    REGISTRY,
    KernelLibrary,
    kernel_library,
)
from tflite_memplan.semantics.upstream import ESP_TFLM, TFLM_COMMIT, TFLM_WHEEL, short

#: ``MicroArenaBufferAlignment()``: every planned buffer's size, every persistent
#: allocation of the tail and kernels, and the arena's own start are aligned to it.
BUFFER_ALIGNMENT = 16
#: What ESP-IDF's component manager resolves esp-tflite-micro's ``espressif/esp-nn: >=1.1.1`` to.
ESP_NN_DEFAULT = ESP_NN_VERSIONS[-1]
#: What a build's SIMD extension can be, weakest first (CMSIS-NN's three classes of core).
SIMD = ("none", "dsp", "mve")
#: Each in plain words, for reports.
SIMD_WORDS = {"none": "no SIMD", "dsp": "DSP SIMD", "mve": "Helium (MVE) SIMD"}
COMPILERS = ("gcc", "armclang")
OPTIMIZED_FOR = ("speed", "size")
#: What TFLM builds with unless told otherwise: GCC, optimized for speed.
DEFAULT_COMPILER = COMPILERS[0]
DEFAULT_OPTIMIZED_FOR = OPTIMIZED_FOR[0]


def int_array_bytes(n: int) -> int:
    """Bytes of a ``TfLiteIntArray`` of ``n`` ints (its int count, then the ints): the
    same on every target."""
    return (1 + n) * _INT32


_INT32 = fixed_bytes("int32")

#: Names of the runtime structs every build sizes (keys of :attr:`Build.structs`).
STRUCTS = (
    "arena_allocator",  # SingleArenaBufferAllocator
    "recording_arena_allocator",  # RecordingSingleArenaBufferAllocator
    "persistent_arena_allocator",  # PersistentArenaBufferAllocator (two arenas): vtable + 3 pointers
    "non_persistent_arena_allocator",  # NonPersistentArenaBufferAllocator: vtable, 4 pointers, intptr, int, bool
    "planner",  # GreedyMemoryPlanner
    "micro_allocator",  # MicroAllocator
    "recording_micro_allocator",  # RecordingMicroAllocator
    "builtin_data_allocator",  # MicroBuiltinDataAllocator
    "subgraph_allocations",  # SubgraphAllocations, one per subgraph
    "eval_tensor",  # TfLiteEvalTensor, one per tensor
    "node_and_registration",  # NodeAndRegistration, one per operator
    "tflite_tensor",  # TfLiteTensor (TF_LITE_STATIC_MEMORY layout), one per graph input/output
    "affine_quantization",  # TfLiteAffineQuantization
    "pointer",  # TfLiteTensor* (graph input/output pointer arrays)
    "scratch_handle",  # ScratchBufferHandle, one per scratch buffer
    "resource_variables",  # MicroResourceVariables
    "resource_variable_slot",  # MicroResourceVariables::MicroResourceVariable, one per slot
    "scratch_request",  # internal::ScratchBufferRequest (planning time, in the head area)
    "allocation_info",  # AllocationInfo (planning time), one per tensor and scratch buffer
    "circular_buffer",  # signal/src/circular_buffer.h CircularBuffer header (its int16 storage follows)
    "kiss_fftr_header",  # kissfft v130 (TFLM's patch) kiss_fftr_state header
    "irfft_float_wrapper",  # the float inverse FFT's own small state in front of kissfft's
    "decode_lut_state",  # tensorflow/lite/micro/kernels/decode_state_lut.h
)


@dataclass(frozen=True)
class Abi:
    """How a compiler lays TFLM's structs out: pointer width, enum width, and every
    struct's ``(sizeof, alignof)`` (keys: :data:`STRUCTS`)."""

    name: str
    pointer_bytes: int
    short_enums: bool
    structs: Mapping[str, tuple[int, int]]

    def __post_init__(self) -> None:
        missing = set(STRUCTS) - set(self.structs)
        if missing:
            raise ValueError(f"ABI {self.name}: struct sizes missing: {sorted(missing)}")
        object.__setattr__(self, "structs", MappingProxyType(dict(self.structs)))

    def __reduce__(self) -> tuple[type[Abi], tuple[str, int, bool, dict[str, tuple[int, int]]]]:
        """Pickled as its fields (a read-only mapping is not picklable): ``check --jobs``
        sends analyses, whose arena carries its build, between processes."""
        return (Abi, (self.name, self.pointer_bytes, self.short_enums, dict(self.structs)))


@dataclass(frozen=True)
class Build:
    """One TFLM build: a core's ABI, a kernel library (``kernels``, a name in
    :data:`~.libraries.REGISTRY`) and its release (``version``; None for a library
    memplan knows no releases of), the build options that change what the kernels
    allocate, and whether it records allocations.

    ``simd`` is the extension the build really uses — ``none`` (Cortex-M0/M0+/M3),
    ``dsp`` (M4/M7/M33, or an M55 built with the soft-float ABI, where GCC turns MVE
    off) or ``mve`` (M55/M85) — which picks CMSIS-NN's buffer sizes; ``compiler``
    (``gcc`` or ``armclang``: CMSIS-NN has armclang-only fast paths) and
    ``optimized_for`` (``speed``, TFLM's default, or ``size``: where CMSIS-NN keeps its
    kernel sums) complete the build.
    """

    name: str
    description: str
    abi: Abi
    kernels: str
    recording_by_default: bool  # the Python wheel always records; firmware does not
    core: str = ""
    simd: str = "none"
    compiler: str = DEFAULT_COMPILER
    optimized_for: str = DEFAULT_OPTIMIZED_FOR
    version: str | None = None
    #: Bytes the greedy planner keeps per planned buffer while planning
    #: (GreedyMemoryPlanner::per_buffer_size: requirements 16 + two int arrays + list entry 12 + offset 4).
    planner_bytes_per_buffer: int = 40

    def __post_init__(self) -> None:
        if self.kernels not in REGISTRY:
            raise ValueError(f"build {self.name}: unknown kernel library {self.kernels!r}")
        if self.simd not in SIMD or self.compiler not in COMPILERS or self.optimized_for not in OPTIMIZED_FOR:
            raise ValueError(f"build {self.name}: unknown build option")
        library = self.library
        if self.version is None:
            object.__setattr__(self, "version", library.default_version)
        elif self.version not in library.versions:
            raise ValueError(f"build {self.name}: unknown {library.title} version {self.version!r}")

    @property
    def library(self) -> KernelLibrary:
        """The kernel library's registry entry."""
        return kernel_library(self.kernels)

    @property
    def cmsis_nn(self) -> bool:
        """Whether CMSIS-NN's kernels replace the reference ones (also in the builds of
        libraries built on it, as Ethos-U's)."""
        return self.library.uses("cmsis-nn")

    @property
    def esp_nn_version(self) -> str:
        """The ESP-NN release an ESP-NN build links (the newest for any other build)."""
        return self.version if self.kernels == "esp-nn" and self.version else ESP_NN_DEFAULT

    @property
    def shown(self) -> str:
        """The name a report shows: an alias or a core (a canonical name's options are in
        :attr:`summary`)."""
        return self.name if self.name in ALIASES or self.name in CORES else self.core

    @property
    def summary(self) -> str:
        """The core, the kernel library and the build options, for a report's first line:
        ``cmsis-nn kernels, mve, gcc, for speed``; ``a cortex-m4, reference kernels``;
        ``esp-nn 1.2.3 kernels``."""
        parts = []
        if self.name in ALIASES:
            parts.append(f"a {self.core}")
        elif self.core in ("host64", "wasm32"):
            parts.append(CORES[self.core].description)
        library = self.library
        if library.base is not None:
            parts.append(f"{library.name} and {library.base} kernels")
        else:
            version = f" {self.version}" if self.version else ""
            parts.append(f"{self.kernels}{version} kernels")
        if self.cmsis_nn:
            parts.append(f"{SIMD_WORDS[self.simd]}, {self.compiler}, for {self.optimized_for}")
        return ", ".join(parts)

    @property
    def source(self) -> str:
        """The TFLM the build compiles: the wheel's for host64, Espressif's port for an
        ESP32 chip, else tflite-micro at the commit memplan's rules were read from."""
        if self.core == "host64":
            return TFLM_WHEEL
        if CORES[self.core].abi in (XTENSA, RISCV32):
            return ESP_TFLM
        return f"tflite-micro {short(TFLM_COMMIT)}"

    @property
    def built_for(self) -> str:
        """The build in one line (a gate's report names it): the core, the kernel library
        and build options, and the TFLM it compiles."""
        return f"{self.shown}: {self.summary}; {self.source}"

    @property
    def evidence(self) -> str:
        """How memplan's figures for this build were checked: measured on which runtime or
        emulated core, or derived from the rules of a measured build of the same class (an
        ESP32 chip: of its measured twin, else from ESP-NN's size functions run on the host)."""
        key = (self.core, self.kernels, self.simd, self.compiler, self.optimized_for)
        twin = (_MEASURED_AS.get(self.core, ""), *key[1:])
        library = self.library
        if key in MEASURED and self.version != library.default_version:
            return (
                f"derived: as measured with {library.title} {library.default_version}, "
                "whose generic kernels ask the same"
            )
        if key in MEASURED:
            return f"validated on {MEASURED[key]}: this build, not this model"
        if twin in MEASURED:
            return f"derived: as measured on an {twin[0]} (same ABI and ESP-NN kernels)"
        if CORES[self.core].abi in (XTENSA, RISCV32):
            if self.kernels == "esp-nn":
                return "derived: ESP-NN's own size functions run on the host; not run on the chip"
            return "derived: struct sizes compiled for the chip's ABI; not run on the chip"
        defaults = tuple(_DEFAULT_OPTIONS.values())
        classes = {(k[1], k[2]) for k in MEASURED if k[3:] == defaults}
        if (self.kernels, self.simd) in classes and key[3:] == defaults:
            return f"derived: as validated on a core with {SIMD_WORDS[self.simd]}; this core not run"
        return "derived from the sources, not measured"

    @property
    def build(self) -> dict[str, str]:
        """The build as the report and JSON name it (a library's version only for a
        library with releases: ``esp_nn_version``)."""
        build = {
            "core": self.core or self.name,
            "kernels": self.kernels,
            "simd": self.simd,
            "compiler": self.compiler,
            "optimized_for": self.optimized_for,
            "tflm": self.source,
        }
        if self.version is not None:
            build[f"{self.kernels.replace('-', '_')}_version"] = self.version
        return build

    @property
    def pointer_bytes(self) -> int:
        return self.abi.pointer_bytes

    @property
    def short_enums(self) -> bool:
        return self.abi.short_enums

    @property
    def structs(self) -> Mapping[str, tuple[int, int]]:
        return self.abi.structs

    def size(self, struct: str) -> tuple[int, int]:
        return self.abi.structs[struct]


_LP64 = {
    "arena_allocator": (72, 8),
    "recording_arena_allocator": (104, 8),
    "persistent_arena_allocator": (32, 8),
    "non_persistent_arena_allocator": (56, 8),
    "planner": (72, 8),
    "micro_allocator": (72, 8),
    "recording_micro_allocator": (272, 8),  # 248 without compression
    "builtin_data_allocator": (16, 8),
    "subgraph_allocations": (24, 8),  # 16 without compression
    "eval_tensor": (24, 8),
    "node_and_registration": (64, 8),
    "tflite_tensor": (64, 8),
    "affine_quantization": (24, 8),
    "pointer": (8, 8),
    "scratch_handle": (8, 8),
    "resource_variables": (16, 8),
    "resource_variable_slot": (40, 8),
    "scratch_request": (16, 8),
    "allocation_info": (32, 8),
    "circular_buffer": (40, 8),
    "kiss_fftr_header": (24, 8),
    "irfft_float_wrapper": (16, 8),
    "decode_lut_state": (72, 8),
}

# 32-bit builds: every pointer-holding struct halves; TfLiteTensor is 40 B with 4-byte
# enums and 32 B with short enums (its type and allocation-type fields).
_ARM32 = {
    "arena_allocator": (36, 4),
    "recording_arena_allocator": (52, 4),
    "persistent_arena_allocator": (16, 4),
    "non_persistent_arena_allocator": (32, 4),
    "planner": (44, 4),
    "micro_allocator": (36, 4),
    "recording_micro_allocator": (124, 4),
    "builtin_data_allocator": (8, 4),
    "subgraph_allocations": (8, 4),
    "eval_tensor": (12, 4),
    "node_and_registration": (32, 4),
    "tflite_tensor": (32, 4),
    "affine_quantization": (12, 4),
    "pointer": (4, 4),
    "scratch_handle": (4, 4),
    "resource_variables": (12, 4),
    "resource_variable_slot": (20, 4),
    "scratch_request": (12, 4),
    "allocation_info": (24, 4),
    "circular_buffer": (24, 4),
    "kiss_fftr_header": (12, 4),
    "irfft_float_wrapper": (8, 4),
    "decode_lut_state": (36, 4),
}

#: The same 32-bit layouts with 4-byte enums: wasm32, Xtensa and RISC-V ilp32.
_ILP32_INT_ENUMS = {**_ARM32, "tflite_tensor": (40, 4)}

LP64 = Abi(name="lp64", pointer_bytes=8, short_enums=False, structs=_LP64)
ARM32 = Abi(name="arm32", pointer_bytes=4, short_enums=True, structs=_ARM32)
WASM32 = Abi(name="wasm32", pointer_bytes=4, short_enums=False, structs=_ILP32_INT_ENUMS)
XTENSA = Abi(name="xtensa", pointer_bytes=4, short_enums=False, structs=_ILP32_INT_ENUMS)
RISCV32 = Abi(name="riscv32", pointer_bytes=4, short_enums=False, structs=_ILP32_INT_ENUMS)


@dataclass(frozen=True)
class Core:
    """A processor memplan builds targets for: its ABI, its richest SIMD extension, the
    kernel library its vendor's SDK ships, and the QEMU machine that runs it, if any."""

    name: str
    description: str
    abi: Abi
    simd: str
    kernels: str
    qemu: str | None = None
    #: The Ethos-U NPU beside the core in Arm's reference design, if any (Vela targets it).
    npu: str | None = None


#: Arm's reference designs with an Ethos-U NPU beside the core.
_WITH_M55 = "Corstone-300: Ethos-U55 or U65"
_WITH_M85 = "Corstone-310: Ethos-U55; Corstone-320: Ethos-U85"

CORES: Mapping[str, Core] = MappingProxyType(
    {
        c.name: c
        for c in (
            Core("cortex-m0", "Arm Cortex-M0 (no DSP)", ARM32, "none", "cmsis-nn"),
            Core("cortex-m0plus", "Arm Cortex-M0+ (no DSP)", ARM32, "none", "cmsis-nn"),
            Core("cortex-m3", "Arm Cortex-M3 (no DSP)", ARM32, "none", "cmsis-nn", "mps2-an385"),
            Core("cortex-m4", "Arm Cortex-M4 (DSP)", ARM32, "dsp", "cmsis-nn", "mps2-an386"),
            Core("cortex-m7", "Arm Cortex-M7 (DSP)", ARM32, "dsp", "cmsis-nn", "mps2-an500"),
            Core("cortex-m33", "Arm Cortex-M33 (DSP)", ARM32, "dsp", "cmsis-nn", "mps2-an505"),
            Core("cortex-m55", "Arm Cortex-M55 (MVE)", ARM32, "mve", "cmsis-nn", "mps3-an547", npu=_WITH_M55),
            Core("cortex-m85", "Arm Cortex-M85 (MVE)", ARM32, "mve", "cmsis-nn", npu=_WITH_M85),
            Core("esp32", "Espressif ESP32 (Xtensa LX6)", XTENSA, "none", "esp-nn"),
            Core("esp32s3", "Espressif ESP32-S3 (Xtensa LX7, ESP-NN's S3 kernels)", XTENSA, "none", "esp-nn"),
            Core("esp32c3", "Espressif ESP32-C3 (RISC-V)", RISCV32, "none", "esp-nn"),
            Core("esp32c6", "Espressif ESP32-C6 (RISC-V)", RISCV32, "none", "esp-nn"),
            Core("esp32p4", "Espressif ESP32-P4 (RISC-V, ESP-NN's P4 kernels)", RISCV32, "none", "esp-nn"),
            Core("host64", "the tflite-micro Python wheel, x86-64", LP64, "none", "reference"),
            Core("wasm32", "mcufit's 32-bit wasm build", WASM32, "none", "reference"),
        )
    }
)

#: The builds memplan's figures were measured on, (core, kernels, simd, compiler, built
#: for) -> how: the wheel, mcufit's wasm32 build, or TFLM built with ``upstream.ARM_GCC``
#: and run under QEMU system emulation (the table and its logs are in tests/qemu/).
MEASURED: Mapping[tuple[str, str, str, str, str], str] = MappingProxyType(
    {
        ("host64", "reference", "none", "gcc", "speed"): "the tflite-micro wheel",
        ("wasm32", "reference", "none", "gcc", "speed"): "mcufit's wasm32 build",
        ("cortex-m3", "reference", "none", "gcc", "speed"): "QEMU mps2-an385 (Cortex-M3)",
        ("cortex-m4", "reference", "dsp", "gcc", "speed"): "QEMU mps2-an386 (Cortex-M4)",
        ("cortex-m55", "reference", "mve", "gcc", "speed"): "QEMU mps3-an547 (Cortex-M55)",
        ("cortex-m7", "reference", "dsp", "gcc", "speed"): "QEMU mps2-an500 (Cortex-M7)",
        ("cortex-m33", "reference", "dsp", "gcc", "speed"): "QEMU mps2-an505 (Cortex-M33)",
        ("cortex-m4", "cmsis-nn", "dsp", "gcc", "speed"): "QEMU mps2-an386 (Cortex-M4)",
        ("cortex-m3", "cmsis-nn", "none", "gcc", "speed"): "QEMU mps2-an385 (Cortex-M3)",
        ("cortex-m7", "cmsis-nn", "dsp", "gcc", "speed"): "QEMU mps2-an500 (Cortex-M7)",
        ("cortex-m33", "cmsis-nn", "dsp", "gcc", "speed"): "QEMU mps2-an505 (Cortex-M33)",
        ("cortex-m55", "cmsis-nn", "mve", "gcc", "speed"): "QEMU mps3-an547 (Cortex-M55)",
        # The NPU is not emulated; AllocateTensors runs only the operator's Init and Prepare.
        ("cortex-m55", "ethos-u", "mve", "gcc", "speed"): "QEMU mps3-an547 (Cortex-M55; no NPU needed to allocate)",
        ("esp32c6", "esp-nn", "none", "gcc", "speed"): "QEMU virt (RV32IMAC, esp-tflite-micro with ESP-NN)",
    }
)
#: ESP32 chips whose build equals a measured one but for the instruction set: the same
#: ABI and the same (generic) ESP-NN kernels.
_MEASURED_AS = {"esp32c3": "esp32c6"}

#: Names kept from before targets were cores: each is a core and a kernel library.
ALIASES: Mapping[str, tuple[str, str, str]] = MappingProxyType(
    {
        "cortex-m": ("cortex-m4", "reference", "32-bit Cortex-M firmware, reference kernels"),
        "cortex-m-cmsis-nn": ("cortex-m4", "cmsis-nn", "32-bit Cortex-M firmware, CMSIS-NN kernels"),
    }
)


@dataclass(frozen=True)
class BuildOptions:
    """What the TFLM options change in a target's build; None keeps the target's default
    (the core's vendor library and full SIMD extension, GCC, for speed, the newest
    release of a library). ``esp_nn_version`` is ESP-NN's release (``--esp-nn-version``)."""

    kernels: str | None = None
    simd: str | None = None
    compiler: str | None = None
    optimized_for: str | None = None
    esp_nn_version: str | None = None

    @classmethod
    def among(cls, options: Mapping[str, object]) -> BuildOptions:
        """The build's options among a runtime's (the others, which change only sizes or
        the allocator, are left out)."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: str(v) for k, v in options.items() if k in names and v is not None})

    def __bool__(self) -> bool:
        return any(getattr(self, f.name) is not None for f in fields(self))

    def versions(self) -> dict[str, str]:
        """The library releases asked for, by library name."""
        return {"esp-nn": self.esp_nn_version} if self.esp_nn_version else {}


def make_build(name: str, options: BuildOptions | None = None) -> Build:
    """The build of ``name`` (a core, or an alias from before cores) with ``options``
    (default: the alias's library, else what the core's vendor ships; the core's full
    SIMD extension, GCC, optimized for speed, as TFLM builds; a library's newest release).
    Raises :class:`MemplanError` for an unknown name, library or option, a vendor library
    on another vendor's core, or a SIMD extension the core does not have."""
    options = options or BuildOptions()
    alias = ALIASES.get(name)
    core_name = alias[0] if alias else name
    core = CORES.get(core_name)
    if core is None:
        raise MemplanError(f"unknown TFLM target {name!r}; choose from: {', '.join(TARGET_NAMES)}")
    library_name = options.kernels or (alias[1] if alias else core.kernels)
    if library_name not in REGISTRY:
        raise MemplanError(f"unknown kernel library {library_name!r}; choose from: {', '.join(REGISTRY)}")
    library = kernel_library(library_name)
    if not library.portable and library.vendor.name != core.kernels:
        raise MemplanError(f"{library.name} kernels run on {library.where}, not on {core_name}")
    if library.needs_npu and core.npu is None:
        with_npu = ", ".join(f"{c.name} ({c.npu})" for c in CORES.values() if c.npu)
        raise MemplanError(
            f"{library.name} kernels drive an {library.title} NPU, which Arm pairs with {with_npu}; not {core_name}"
        )
    extension = options.simd or core.simd
    if extension not in SIMD or SIMD.index(extension) > SIMD.index(core.simd):
        raise MemplanError(f"{core_name} has no {extension} extension (at most {core.simd})")
    chosen = {
        "compiler": options.compiler or DEFAULT_COMPILER,
        "optimized_for": options.optimized_for or DEFAULT_OPTIMIZED_FOR,
    }
    for option, value in chosen.items():
        known = COMPILERS if option == "compiler" else OPTIMIZED_FOR
        if value not in known:
            raise MemplanError(f"unknown {option.replace('_', ' ')} {value!r}; choose from: {', '.join(known)}")
    if core.abi is not ARM32 and chosen["compiler"] != DEFAULT_COMPILER:
        raise MemplanError(f"{chosen['compiler']} builds only for Arm cores, not for {core_name}")
    for asked, release in options.versions().items():
        releases = kernel_library(asked).versions
        if release not in releases:
            title = kernel_library(asked).title
            raise MemplanError(f"unknown {title} version {release!r}; choose from: {', '.join(releases)}")
    # A release asked of another library means nothing to this one.
    version = options.versions().get(library.name) or library.default_version
    canonical = alias is None or library.name != alias[1] or extension != core.simd or chosen != _DEFAULT_OPTIONS
    label = name if not canonical else _canonical_name(core, library, extension, chosen, version)
    kernels_note = "" if library.name == core.kernels == REFERENCE else f", {library.name} kernels"
    description = alias[2] if alias and not canonical else core.description + kernels_note
    return Build(
        name=label,
        description=description,
        abi=core.abi,
        kernels=library.name,
        recording_by_default=core_name == "host64",
        core=core_name,
        simd=extension,
        compiler=chosen["compiler"],
        optimized_for=chosen["optimized_for"],
        version=version,
    )


_DEFAULT_OPTIONS = {"compiler": DEFAULT_COMPILER, "optimized_for": DEFAULT_OPTIMIZED_FOR}


def _canonical_name(
    core: Core, library: KernelLibrary, simd: str, options: Mapping[str, str], version: str | None
) -> str:
    """``cortex-m55``, or with what differs from the core's defaults:
    ``cortex-m55+reference``, ``cortex-m55(dsp,armclang,size)``, ``esp32s3(esp-nn-1.1.2)``."""
    name = core.name if library.name == core.kernels else f"{core.name}+{library.name}"
    extras = [simd] if simd != core.simd else []
    extras += [v for k, v in options.items() if v != _DEFAULT_OPTIONS[k]]
    if version != library.default_version:
        extras.append(f"{library.name}-{version}")
    return f"{name}({','.join(extras)})" if extras else name


_CANONICAL = re.compile(r"^(?P<core>[\w-]+?)(?:\+(?P<kernels>[\w-]+))?(?:\((?P<extras>[\w.,-]*)\))?$")

#: Every name ``--target`` accepts: the cores, then the names kept from before.
TARGET_NAMES = (*CORES, *ALIASES)

TARGETS: Mapping[str, Build] = MappingProxyType({name: make_build(name) for name in TARGET_NAMES})
#: The build analyze predicts unless told otherwise.
DEFAULT_TARGET = "cortex-m4"


def get_build(name: str) -> Build:
    """The build a name stands for: a core, an alias, or a canonical name as
    :func:`make_build` writes it (``cortex-m55+reference(dsp)``)."""
    if name in TARGETS:
        return TARGETS[name]
    m = _CANONICAL.match(name)
    if m is None or m["core"] not in CORES:
        raise MemplanError(f"unknown TFLM target {name!r}; choose from: {', '.join(TARGET_NAMES)}")
    extras = [e for e in (m["extras"] or "").split(",") if e]
    versions = {
        lib.name: e.removeprefix(f"{lib.name}-")
        for e in extras
        for lib in REGISTRY.values()
        if lib.versions and e.startswith(f"{lib.name}-")
    }
    options = BuildOptions(
        kernels=m["kernels"],
        simd=next((e for e in extras if e in SIMD), None),
        compiler=next((e for e in extras if e in COMPILERS), None),
        optimized_for=next((e for e in extras if e in OPTIMIZED_FOR), None),
        esp_nn_version=versions.get("esp-nn"),
    )
    build = make_build(m["core"], options)
    if build.name != name:
        raise MemplanError(f"unknown TFLM target {name!r} (did you mean {build.name}?)")
    return build


def resolve_build(target: str | Build, options: BuildOptions | None = None) -> Build:
    """The build the TFLM hooks' options name: ``target`` as is (a name or a build), or
    a named target changed by ``options``."""
    if isinstance(target, Build):
        if options:
            raise MemplanError(f"build options change a target given by name, not the build {target.name}")
        return target
    return make_build(target, options) if options else get_build(target)
