"""The upstream versions memplan's runtime tables were read from and measured on.

Every rule and struct size in ``semantics/`` names its source file; this block names
the versions, once. A table re-read from newer sources changes its version here.
"""

from __future__ import annotations

#: TFLite Micro's sources, read for what each kernel and the allocator allocate.
TFLM_SOURCES = "tensorflow/tflite-micro, August 2026"
#: The tflite-micro commit of those sources: each kernel's acceptance was read from it
#: (semantics/tflm/accepts_table.py) and its runtime flash measured on it (code_size.py).
TFLM_COMMIT = "90b983c2b3f1480642e040bbd2ddb37b998f3424"
#: The CMSIS-NN commit TFLM's download script pins at TFLM_COMMIT, measured with it.
CMSIS_NN_COMMIT = "4ab83cc3cc98fb85ed6dafb55e8ca02f1628dcae"
#: The tflite-micro wheel memplan's host64 figures are measured on (x86-64, reference kernels).
TFLM_WHEEL = "tflite-micro 0.dev20261023"
#: The cross compiler the 32-bit struct sizes were compiled with.
ARM_GCC = "arm-none-eabi-gcc 12.2"
#: The cross compiler and C library TFLM's runtime flash was measured with (Debian's
#: gcc-arm-none-eabi 15:12.2.rel1-1, tests/codesize/PROVENANCE.md).
ARM_GCC_CODE_SIZE = "arm-none-eabi-gcc 12.2.1 20221205, newlib-nano"
#: LiteRT's CPU interpreter, read (kernels, arena planner) and measured (gdb, probe).
LITERT = "ai-edge-litert 2.3.0"
#: The google-ai-edge/LiteRT commit whose sources the LiteRT rules were read from.
LITERT_COMMIT = "f67457790c9c2ab67347d6fe53270e8d3df20868"
#: The XNNPACK commit the ``LITERT`` wheel's LiteRT pins
#: (``tflite/tools/cmake/modules/xnnpack.cmake``), and its date.
XNNPACK_COMMIT = "8388bd78690515166d59f1b28e593a455a41d580"
XNNPACK_DATE = "2026-08-11"
#: The ruy commit LiteRT pins (its GEMMs on x86-64 without XNNPACK).
RUY_COMMIT = "3286a34cc8de6149ac6844107dfdffac91531e72"


def short(commit: str) -> str:
    """A commit id as the tables cite it: its first 12 hex digits."""
    return commit[:12]


#: esp-tflite-micro (TFLM synced 2026-07-20 with Espressif's ESP-NN kernel files), read for
#: what its kernels/esp_nn/ files allocate; its structs compiled for the ESP32 ABIs.
ESP_TFLM = "espressif/esp-tflite-micro 1.4.0 (99f49e1, 2026-08-14)"
#: ESP-NN, every release read and its size functions compiled for the host
#: (tests/espnn/PROVENANCE.md names each release's commit).
ESP_NN = "espressif/esp-nn 1.1.0-1.2.3 (tags v1.1.0-v1.2.0; 1.2.1 6e2e716, 1.2.2 d2fb624, 1.2.3 d45b843)"
#: The cross compilers the ESP32 struct sizes were compiled with (Debian's; ESP-IDF's own
#: xtensa-esp-elf and riscv32-esp-elf GCC lay structs out by the same ABIs).
ESP_ABI_GCC = "xtensa-lx106-elf-gcc 12.2 and riscv64-unknown-elf-gcc 12.2 (rv32imc ilp32, rv32imafc ilp32f)"
