"""TensorFlow Lite Micro: its planner's usage records (:mod:`.lifetimes`), kernel
scratch buffers (:mod:`.scratch`), per-kernel persistent data (:mod:`.kernel_data`),
the persistent tail (:mod:`.tail`), the whole ``tensor_arena`` (:mod:`.arena`) for a
build (:mod:`.targets`), the operator-order problem under its rules (:mod:`.order`)
and a probe of the real interpreter (:mod:`.probe`)."""

from tflite_memplan.semantics.base import Lazy, Runtime, RuntimeOption
from tflite_memplan.semantics.tflm.targets import DEFAULT_TARGET, TARGETS

RUNTIME = Runtime(
    "tflm",
    "TensorFlow Lite Micro (GreedyMemoryPlanner)",
    default_alignment=1,
    default_strategy="tflm_greedy",
    lifetimes=Lazy("tflite_memplan.semantics.tflm.lifetimes:tflm_lifetimes"),
    options=(
        RuntimeOption(
            "target",
            str,
            "the TFLM build whose whole arena to predict ("
            + "; ".join(f"{t.name}: {t.description}" for t in TARGETS.values())
            + ")",
            choices=tuple(TARGETS),
            default=DEFAULT_TARGET,
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
    ),
    arena=Lazy("tflite_memplan.semantics.tflm.arena:tflm_arena"),
    order_problem=Lazy("tflite_memplan.semantics.tflm.order:tflm_order_problem"),
    order_strategies=("tflm_greedy", "best"),
    measure=Lazy("tflite_memplan.semantics.tflm.probe:tflm_measured_figures"),
    measured_by="tflite-micro",
    head_label="planned head",
    short="TFLM",
    offline_plans=True,
)
