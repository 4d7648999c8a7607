"""The builds of TensorFlow Lite Micro memplan predicts the whole arena for, as data.

TFLM's persistent "tail" is made of C++ structs whose sizes depend on the build. A
:class:`Target` is an :class:`Abi` — the pointer width, whether enums are one byte
(arm-none-eabi-gcc's default ``-fshort-enums``) or four, and every struct's
``(sizeof, alignof)`` — times a kernel library (reference or CMSIS-NN op data), plus
whether the build uses the recording allocator classes. This module is the one place
the struct sizes are written; the versions they were read from are named once in
:mod:`tflite_memplan.semantics.upstream`.

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
from dataclasses import dataclass
from types import MappingProxyType

from tflite_memplan.errors import MemplanError
from tflite_memplan.model.dtypes import fixed_bytes

#: ``MicroArenaBufferAlignment()``: every planned buffer's size, every persistent
#: allocation of the tail and kernels, and the arena's own start are aligned to it.
BUFFER_ALIGNMENT = 16
#: Kernel libraries a target can use. ``ethos-u`` is TFLM built with ``CO_PROCESSOR=ethos_u``
#: and CMSIS-NN: the NPU's operator, CMSIS-NN for the operators the CPU runs.
KERNEL_LIBRARIES = ("reference", "cmsis-nn", "ethos-u", "esp-nn")
#: Where each vendor library runs, for the message that refuses another core.
_LIBRARY_CORES = {"cmsis-nn": "Arm Cortex-M cores", "ethos-u": "Arm Cortex-M cores", "esp-nn": "ESP32 chips"}
#: ESP-NN releases memplan knows (its idf_component.yml versions; 1.2.1–1.2.3 are untagged
#: version bumps on master), oldest first. Their scratch sizes differ by generation
#: (:mod:`.esp_nn`): 1.1.x, 1.2.0, 1.2.1–1.2.2, 1.2.3.
ESP_NN_VERSIONS = ("1.1.0", "1.1.1", "1.1.2", "1.2.0", "1.2.1", "1.2.2", "1.2.3")
#: What ESP-IDF's component manager resolves esp-tflite-micro's ``espressif/esp-nn: >=1.1.1`` to.
ESP_NN_DEFAULT = ESP_NN_VERSIONS[-1]
#: What a build's SIMD extension can be, weakest first (CMSIS-NN's three classes of core).
SIMD = ("none", "dsp", "mve")
COMPILERS = ("gcc", "armclang")
OPTIMIZED_FOR = ("speed", "size")


def int_array_bytes(n: int) -> int:
    """Bytes of a ``TfLiteIntArray`` of ``n`` ints (its int count, then the ints): the
    same on every target."""
    return (1 + n) * _INT32


_INT32 = fixed_bytes("int32")

#: Names of the runtime structs every target sizes (keys of :attr:`Target.structs`).
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


@dataclass(frozen=True)
class Target:
    """One TFLM build: a core's ABI, a kernel library, the build options that change what
    the kernels allocate, and whether it records allocations.

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
    compiler: str = "gcc"
    optimized_for: str = "speed"
    esp_nn_version: str = ESP_NN_DEFAULT
    #: Bytes the greedy planner keeps per planned buffer while planning
    #: (GreedyMemoryPlanner::per_buffer_size: requirements 16 + two int arrays + list entry 12 + offset 4).
    planner_bytes_per_buffer: int = 40

    def __post_init__(self) -> None:
        if self.kernels not in KERNEL_LIBRARIES:
            raise ValueError(f"target {self.name}: unknown kernel library {self.kernels!r}")
        if self.simd not in SIMD or self.compiler not in COMPILERS or self.optimized_for not in OPTIMIZED_FOR:
            raise ValueError(f"target {self.name}: unknown build option")
        if self.esp_nn_version not in ESP_NN_VERSIONS:
            raise ValueError(f"target {self.name}: unknown ESP-NN version {self.esp_nn_version!r}")

    @property
    def cmsis_nn(self) -> bool:
        """Whether CMSIS-NN's kernels replace the reference ones (also in Ethos-U builds)."""
        return self.kernels in ("cmsis-nn", "ethos-u")

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
        if self.kernels == "ethos-u":
            parts.append("ethos-u and cmsis-nn kernels")
        else:
            version = f" {self.esp_nn_version}" if self.kernels == "esp-nn" else ""
            parts.append(f"{self.kernels}{version} kernels")
        if self.cmsis_nn:
            parts.append(f"{self.simd}, {self.compiler}, for {self.optimized_for}")
        return ", ".join(parts)

    @property
    def evidence(self) -> str:
        """How memplan's figures for this build were checked: measured on which runtime or
        emulated core, or derived from the rules of a measured build of the same class (an
        ESP32 chip: of its measured twin, else from ESP-NN's size functions run on the host)."""
        key = (self.core, self.kernels, self.simd, self.compiler, self.optimized_for)
        twin = (_MEASURED_AS.get(self.core, ""), *key[1:])
        if key in MEASURED and self.esp_nn_version != ESP_NN_DEFAULT:
            return f"derived: as measured with ESP-NN {ESP_NN_DEFAULT}, whose generic kernels ask the same"
        if key in MEASURED:
            return f"measured: {MEASURED[key]}"
        if twin in MEASURED:
            return f"derived: as measured on an {twin[0]} (same ABI and ESP-NN kernels)"
        if CORES[self.core].abi in (XTENSA, RISCV32):
            if self.kernels == "esp-nn":
                return "derived: ESP-NN's own size functions run on the host; not run on the chip"
            return "derived: struct sizes compiled for the chip's ABI; not run on the chip"
        defaults = tuple(_DEFAULT_OPTIONS.values())
        classes = {(k[1], k[2]) for k in MEASURED if k[3:] == defaults}
        if (self.kernels, self.simd) in classes and key[3:] == defaults:
            return f"derived: as measured on a {self.simd} core"
        return "derived from the sources, not measured"

    @property
    def build(self) -> dict[str, str]:
        """The build as the report and JSON name it (the ESP-NN version only for ESP-NN)."""
        build = {
            "core": self.core or self.name,
            "kernels": self.kernels,
            "simd": self.simd,
            "compiler": self.compiler,
            "optimized_for": self.optimized_for,
        }
        if self.kernels == "esp-nn":
            build["esp_nn_version"] = self.esp_nn_version
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
        ("cortex-m4", "cmsis-nn", "dsp", "gcc", "speed"): "QEMU mps2-an386 (Cortex-M4)",
        ("cortex-m3", "cmsis-nn", "none", "gcc", "speed"): "QEMU mps2-an385 (Cortex-M3)",
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


def make_target(
    name: str,
    kernels: str | None = None,
    simd: str | None = None,
    compiler: str | None = None,
    optimized_for: str | None = None,
    esp_nn_version: str | None = None,
) -> Target:
    """The build of ``name`` (a core, or an alias from before cores) with ``kernels``
    (default: the alias's, else what the core's vendor ships) and build options (default:
    the core's full SIMD extension, GCC, optimized for speed, as TFLM builds; the newest
    ESP-NN). Raises :class:`MemplanError` for an unknown name, library or option, a
    vendor library on another vendor's core, or a SIMD extension the core does not have."""
    alias = ALIASES.get(name)
    core_name = alias[0] if alias else name
    core = CORES.get(core_name)
    if core is None:
        raise MemplanError(f"unknown TFLM target {name!r}; choose from: {', '.join(TARGET_NAMES)}")
    library = kernels or (alias[1] if alias else core.kernels)
    if library not in KERNEL_LIBRARIES:
        raise MemplanError(f"unknown kernel library {library!r}; choose from: {', '.join(KERNEL_LIBRARIES)}")
    vendor = "cmsis-nn" if library == "ethos-u" else library  # Ethos-U builds are CMSIS-NN builds
    if library != "reference" and vendor != core.kernels:
        raise MemplanError(f"{library} kernels run on {_LIBRARY_CORES[library]}, not on {core_name}")
    if library == "ethos-u" and core.npu is None:
        with_npu = ", ".join(f"{c.name} ({c.npu})" for c in CORES.values() if c.npu)
        raise MemplanError(f"ethos-u kernels drive an Ethos-U NPU, which Arm pairs with {with_npu}; not {core_name}")
    extension = simd or core.simd
    if extension not in SIMD or SIMD.index(extension) > SIMD.index(core.simd):
        raise MemplanError(f"{core_name} has no {extension} extension (at most {core.simd})")
    options = {
        "compiler": compiler or _DEFAULT_OPTIONS["compiler"],
        "optimized_for": optimized_for or _DEFAULT_OPTIONS["optimized_for"],
    }
    for option, value in options.items():
        known = COMPILERS if option == "compiler" else OPTIMIZED_FOR
        if value not in known:
            raise MemplanError(f"unknown {option.replace('_', ' ')} {value!r}; choose from: {', '.join(known)}")
    if core.abi is not ARM32 and options["compiler"] != "gcc":
        raise MemplanError(f"{options['compiler']} builds only for Arm cores, not for {core_name}")
    version = esp_nn_version or ESP_NN_DEFAULT
    if version not in ESP_NN_VERSIONS:
        raise MemplanError(f"unknown ESP-NN version {version!r}; choose from: {', '.join(ESP_NN_VERSIONS)}")
    if library != "esp-nn":
        version = ESP_NN_DEFAULT  # the option means nothing to another library
    canonical = alias is None or library != alias[1] or extension != core.simd or options != _DEFAULT_OPTIONS
    label = name if not canonical else _canonical_name(core, library, extension, options, version)
    kernels_note = "" if library == core.kernels == "reference" else f", {library} kernels"
    description = alias[2] if alias and not canonical else core.description + kernels_note
    return Target(
        name=label,
        description=description,
        abi=core.abi,
        kernels=library,
        recording_by_default=core_name == "host64",
        core=core_name,
        simd=extension,
        esp_nn_version=version,
        **options,
    )


_DEFAULT_OPTIONS = {"compiler": "gcc", "optimized_for": "speed"}


def _canonical_name(core: Core, library: str, simd: str, options: Mapping[str, str], esp_nn_version: str) -> str:
    """``cortex-m55``, or with what differs from the core's defaults:
    ``cortex-m55+reference``, ``cortex-m55(dsp,armclang,size)``, ``esp32s3(esp-nn-1.1.2)``."""
    name = core.name if library == core.kernels else f"{core.name}+{library}"
    extras = [simd] if simd != core.simd else []
    extras += [v for k, v in options.items() if v != _DEFAULT_OPTIONS[k]]
    if esp_nn_version != ESP_NN_DEFAULT:
        extras.append(_ESP_NN_PREFIX + esp_nn_version)
    return f"{name}({','.join(extras)})" if extras else name


_ESP_NN_PREFIX = "esp-nn-"
_CANONICAL = re.compile(r"^(?P<core>[\w-]+?)(?:\+(?P<kernels>[\w-]+))?(?:\((?P<extras>[\w.,-]*)\))?$")

#: Every name ``--target`` accepts: the cores, then the names kept from before.
TARGET_NAMES = (*CORES, *ALIASES)

TARGETS: Mapping[str, Target] = MappingProxyType({name: make_target(name) for name in TARGET_NAMES})
#: The build analyze predicts unless told otherwise.
DEFAULT_TARGET = "cortex-m4"


def get_target(name: str) -> Target:
    """The target a name stands for: a core, an alias, or a canonical name as
    :func:`make_target` writes it (``cortex-m55+reference(dsp)``)."""
    if name in TARGETS:
        return TARGETS[name]
    m = _CANONICAL.match(name)
    if m is None or m["core"] not in CORES:
        raise MemplanError(f"unknown TFLM target {name!r}; choose from: {', '.join(TARGET_NAMES)}")
    extras = [e for e in (m["extras"] or "").split(",") if e]
    simd = next((e for e in extras if e in SIMD), None)
    compiler = next((e for e in extras if e in COMPILERS), None)
    optimized_for = next((e for e in extras if e in OPTIMIZED_FOR), None)
    version = next((e.removeprefix(_ESP_NN_PREFIX) for e in extras if e.startswith(_ESP_NN_PREFIX)), None)
    target = make_target(m["core"], m["kernels"], simd, compiler, optimized_for, version)
    if target.name != name:
        raise MemplanError(f"unknown TFLM target {name!r} (did you mean {target.name}?)")
    return target


def resolve_target(
    target: str,
    kernels: str | None = None,
    simd: str | None = None,
    compiler: str | None = None,
    optimized_for: str | None = None,
    esp_nn_version: str | None = None,
) -> Target:
    """The build the TFLM hooks' options name: ``target`` as is, or changed by options."""
    options = (kernels, simd, compiler, optimized_for, esp_nn_version)
    return make_target(target, *options) if any(options) else get_target(target)
