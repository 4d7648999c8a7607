"""One-operator models the tflite-micro interpreter refuses, and where (tests only).

Each row is a one-operator row of :mod:`kernel_models`'s manifest format, then where the wheel's
interpreter stops: ``resolve`` (no kernel), ``prepare`` (AllocateTensors) or ``invoke`` (the
first Invoke, on zero inputs). ``tests/test_runnable.py`` checks memplan predicts the same stop
for each, and, where the runtime is installed, that the interpreter really stops there. A row
is one refusal read from a kernel's source (see ``tflite_memplan/semantics/tflm/accepts.py``).
"""

from __future__ import annotations

from tests.kernel_models import build, one_op

X = "[1,4,4,4]"

# (name, opcode, inputs, outputs, options, stop)
# fmt: off
REFUSED = [
    # no kernel: a builtin TFLM lacks, a custom operator it does not ship
    ("gelu_f32", "GELU", [f"x f32{X}"], [f"y f32{X}"], None, "resolve"),
    ("custom_unknown", "MyCustomOp", [f"x f32{X}"], [f"y f32{X}"], None, "resolve"),
    # tensors AllocateTensors cannot size
    # ----------------------------------------------------------------- kernels ABS .. LOGISTIC
    ("dequantize_f16", "DEQUANTIZE", ["w float16[4] fill=1"], ["y f32[4]"], None, "prepare"),
    # ----------------------------------------------------------------- kernels LOG_SOFTMAX .. ZEROS_LIKE, signal
]

# Kernel models (tests/kernel_models.py) the interpreter does not get through, and why:
# where memplan must predict the same stop, or "data" where only the zero inputs the test
# invokes with make Eval fail (a division by zero): memplan then predicts the model runs.
KERNEL_STOPS = {
    "ethosu_stub": "resolve",  # the wheel's AddEthosU registers nothing without an NPU build
    # ----------------------------------------------------------------- kernels ABS .. LOGISTIC
    "floor_div_i32": "invoke",  # FLOOR_DIV's Eval handles float32 only
    "floor_mod_i32": "invoke",  # FLOOR_MOD's Eval handles float32 only
    "hard_swish_i16": "invoke",  # HARD_SWISH's Eval handles float32 and int8 only
    "floor_div_f32": "data",  # zero divisors
    "detection_postprocess_b10c3m4": "data",  # zero boxes and scores
    "detection_postprocess_b32c5m8": "data",
    # ----------------------------------------------------------------- kernels LOG_SOFTMAX .. ZEROS_LIKE, signal
}
# fmt: on


def refused_models() -> dict[str, tuple[bytes, str]]:
    """Every refused model's bytes and where the interpreter stops, by name."""
    out = {}
    for name, opcode, inputs, outputs, options, stop in REFUSED:
        out[name] = (build(one_op(name, opcode, "refused", opcode, inputs, outputs, options)), stop)
    if len(out) != len(REFUSED):
        raise ValueError("two refused models have the same name")
    return out
