"""Remake the LLVM IR that ships for each native kernel: ``python -m tflite_memplan.planners.ship_kernels``.

Run it (with numba installed, on x86-64 Linux, the machines most installs run on) after
changing a kernel: ``tests/test_exact_compiled.py`` fails while a shipped file was made
from other sources. numba optimises for no CPU in particular; each machine's first run
compiles the IR for its own CPU (:func:`~tflite_memplan.planners.compiled.native`).
"""

from __future__ import annotations

import os

from tflite_memplan.planners.compiled import Kernel
from tflite_memplan.planners.offset import exact, greedy_by_size, strip_packing
from tflite_memplan.planners.shared import by_size_kernel
from tflite_memplan.planners.tflite_gpu import FLOW_KERNEL

#: Every kernel whose IR ships.
KERNELS: tuple[Kernel, ...] = (
    exact.KERNEL,
    FLOW_KERNEL,
    strip_packing.KERNEL,
    by_size_kernel.KERNEL,
    greedy_by_size.SORT_KERNEL,
)


def main() -> None:
    os.environ["NUMBA_CPU_NAME"] = "generic"  # before numba is imported
    from tflite_memplan.planners.compiled import ship

    for kernel in KERNELS:
        print(ship(kernel))


if __name__ == "__main__":
    main()
