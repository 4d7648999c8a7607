"""LiteRT's (TensorFlow Lite's) CPU interpreter: its arena planner, kernel temporaries,
persistent arena and heap (:mod:`.lifetimes`, :mod:`.arena`), the operator-order
problem under its rules (:mod:`.order`), the XNNPACK delegate's partitioning
(:mod:`.xnnpack`) and a probe of the real interpreter (:mod:`.probe`)."""

from tflite_memplan.semantics.base import Lazy, Runtime, RuntimeOption

#: The CPU families XNNPACK's packed weights are sized for (``--cpu``); what each stands
#: for and its tile sizes are in :mod:`.xnnpack_weights`.
CPU_FAMILIES = ("avx2", "avx512", "avx512amx", "neon", "neondot", "i8mm")

#: ``kDefaultTensorAlignment``: every arena offset (persistent ones too) is a multiple of it.
TENSOR_ALIGNMENT = 64
#: The ``delegate`` option's values: none (the built-in kernels) or xnnpack.
DELEGATES = ("none", "xnnpack")
#: What ``ai-edge-litert``'s default op resolver applies, and so memplan's default.
DEFAULT_DELEGATE = "xnnpack"

#: The runtime's one name: in the CLI (``--semantics``), the JSON and the library.
NAME = "litert"

RUNTIME = Runtime(
    NAME,
    "TensorFlow Lite / LiteRT CPU (ArenaPlanner)",
    default_alignment=TENSOR_ALIGNMENT,
    default_strategy="greedy_by_size",
    lifetimes=Lazy("tflite_memplan.semantics.litert.lifetimes:litert_lifetimes"),
    runnable=Lazy("tflite_memplan.semantics.litert.runnable:litert_runnability"),
    options=(
        RuntimeOption(
            "threads",
            int,
            "the interpreter's thread count; float convolutions skip im2col with two or more",
            minimum=1,
            default=1,
        ),
        RuntimeOption(
            "delegate",
            str,
            "the delegate LiteRT applies: xnnpack (the default, as ai-edge-litert's default op resolver "
            "applies it) takes the operators it supports and leaves their interior tensors out of the arena; "
            "none runs the built-in kernels alone (OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES)",
            choices=DELEGATES,
            metavar="NAME",
            default=DEFAULT_DELEGATE,
        ),
        RuntimeOption(
            "cpu",
            str,
            "the CPU family XNNPACK's packed weights are sized for (its micro-kernels' tiles): x86-64 avx2, "
            "avx512, avx512amx; arm64 neon, neondot, i8mm; default: this machine's",
            choices=CPU_FAMILIES,
            metavar="FAMILY",
        ),
    ),
    arena=Lazy("tflite_memplan.semantics.litert.arena:litert_arena"),
    order_problem=Lazy("tflite_memplan.semantics.litert.order:litert_order_problem"),
    order_strategies=("greedy_by_size", "best"),
    short="LiteRT",
)
