"""The TFLite GPU delegate's memory planning (:mod:`.lifetimes`)."""

from tflite_memplan.semantics.base import Lazy, Runtime, RuntimeOption

#: The runtime's one name: in the CLI (``--semantics``), the JSON and the library.
NAME = "gpu"

RUNTIME = Runtime(
    NAME,
    "TFLite GPU delegate (memory_management)",
    default_alignment=1,
    default_strategy="best_greedy",
    lifetimes=Lazy("tflite_memplan.semantics.gpu.lifetimes:gpu_lifetimes"),
    options=(
        RuntimeOption(
            "pad_channels",
            bool,
            "pad each tensor's channels to a multiple of 4, as the GPU delegate stores them",
            flag="--gpu-pad-channels",
            default=False,
        ),
    ),
    short="the GPU delegate",
)
