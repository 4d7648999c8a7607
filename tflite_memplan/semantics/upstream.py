"""The upstream versions memplan's runtime tables were read from and measured on.

Every rule and struct size in ``semantics/`` names its source file; this block names
the versions, once. A table re-read from newer sources changes its version here.
"""

#: TFLite Micro's sources, read for what each kernel and the allocator allocate.
TFLM_SOURCES = "tensorflow/tflite-micro, August 2026"
#: The tflite-micro wheel memplan's host64 figures are measured on (x86-64, reference kernels).
TFLM_WHEEL = "tflite-micro 0.dev20261023"
#: The cross compiler the 32-bit struct sizes were compiled with.
ARM_GCC = "arm-none-eabi-gcc 12.2"
#: LiteRT's CPU interpreter, read (kernels, arena planner) and measured (gdb, probe).
LITERT = "ai-edge-litert 2.3.0"
