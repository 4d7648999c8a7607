"""TensorFlow Lite Micro: its planner's usage records (:mod:`.lifetimes`), kernel
scratch buffers (:mod:`.scratch`), per-kernel persistent data (:mod:`.kernel_data`),
the persistent tail (:mod:`.tail`), the whole ``tensor_arena`` (:mod:`.arena`) for a
build (:mod:`.targets`), the operator-order problem under its rules (:mod:`.order`)
and a probe of the real interpreter (:mod:`.probe`)."""

from tflite_memplan.semantics.base import Lazy, Runtime, RuntimeOption
from tflite_memplan.semantics.tflm.libraries import ESP_NN_VERSIONS, KERNEL_LIBRARIES, REGISTRY
from tflite_memplan.semantics.tflm.targets import (
    ALIASES,
    COMPILERS,
    CORES,
    DEFAULT_COMPILER,
    DEFAULT_OPTIMIZED_FOR,
    DEFAULT_TARGET,
    ESP_NN_DEFAULT,
    OPTIMIZED_FOR,
    SIMD,
    TARGET_NAMES,
    TARGETS,
)

#: The options of the TFLM rules: the build (the target and what changes it), then
#: what the application chooses.
_OPTIONS = (
    RuntimeOption(
        "target",
        str,
        "the core whose whole tensor_arena to predict: "
        + ", ".join(c for c in CORES if c.startswith(("cortex", "esp32")))
        + ", host64 (the tflite-micro Python wheel), wasm32 (mcufit's build), or "
        + " / ".join(ALIASES)
        + " (a "
        + " / ".join(f"{TARGETS[a].core} with {TARGETS[a].kernels}" for a in ALIASES)
        + " kernels)",
        choices=TARGET_NAMES,
        default=DEFAULT_TARGET,
        metavar="CORE",
    ),
    RuntimeOption(
        "kernels",
        str,
        "the kernel library the firmware links. Default: what the core's vendor ships (cmsis-nn on "
        "Cortex-M cores, esp-nn on ESP32 chips; reference on host64 and wasm32, and for the name "
        "cortex-m)" + "".join(f". {lib.name}: {lib.help}" for lib in REGISTRY.values() if lib.help),
        choices=KERNEL_LIBRARIES,
    ),
    RuntimeOption(
        "simd",
        str,
        "the SIMD extension the build uses, at most the core's (an M55 built with the soft-float "
        "ABI, TFLM's QEMU default, uses dsp: GCC turns MVE off). Default: the core's",
        choices=SIMD,
    ),
    RuntimeOption(
        "compiler",
        str,
        "the compiler (CMSIS-NN has armclang-only fast paths)",
        choices=COMPILERS,
        default=DEFAULT_COMPILER,
    ),
    RuntimeOption(
        "optimized_for",
        str,
        "what CMSIS-NN was built for: speed (TFLM's default) keeps kernel sums in the tail, size in scratch",
        choices=OPTIMIZED_FOR,
        default=DEFAULT_OPTIMIZED_FOR,
    ),
    RuntimeOption(
        "esp_nn_version",
        str,
        "the ESP-NN release an ESP32 build links (its scratch sizes differ between 1.1.x, 1.2.0, "
        f"1.2.1-1.2.2 and 1.2.3; default {ESP_NN_DEFAULT}, what ESP-IDF's component manager resolves)",
        choices=ESP_NN_VERSIONS,
        metavar="VERSION",
    ),
    RuntimeOption(
        "resource_variables",
        int,
        "resource-variable slots the application creates (default: the model's own count of "
        "VAR_HANDLE resources; TFLM's benchmark harness uses 100)",
        minimum=0,
        metavar="N",
    ),
    RuntimeOption(
        "recording",
        bool,
        "the recording allocator classes (the Python wheel and TFLM's benchmark harness use them; "
        "firmware does not). Default: the target's",
        flag="--recording-allocator",
    ),
)

#: The runtime's one name: in the CLI (``--semantics``), the JSON and the library.
NAME = "tflm"

RUNTIME = Runtime(
    NAME,
    "TensorFlow Lite Micro (GreedyMemoryPlanner)",
    default_alignment=1,
    default_strategy="tflm_greedy",
    lifetimes=Lazy("tflite_memplan.semantics.tflm.lifetimes:tflm_lifetimes"),
    runnable=Lazy("tflite_memplan.semantics.tflm.runnable:tflm_runnability"),
    options=_OPTIONS,
    arena=Lazy("tflite_memplan.semantics.tflm.arena:tflm_arena"),
    order_problem=Lazy("tflite_memplan.semantics.tflm.order:tflm_order_problem"),
    order_strategies=("tflm_greedy", "best"),
    measure=Lazy("tflite_memplan.semantics.tflm.probe:tflm_measured_figures"),
    measured_by="tflite-micro",
    measured_options={"target": "host64"},
    levers=Lazy("tflite_memplan.semantics.tflm.levers:firmware_levers"),
    build_for_core=Lazy("tflite_memplan.semantics.tflm.cores:build_for_core"),
    head_label="planned head",
    short="TFLM",
    offline_plans=True,
)
