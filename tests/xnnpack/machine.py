"""The machine the LiteRT + XNNPACK tables under ``tests/`` were measured on.

memplan sizes XNNPACK's packed weights for this machine's CPU family, and XNNPACK's
inline input packing and ruy's blocks by its L2 cache, as the runtimes do where they run
(``host_family``, ``host_l2_cache``). A test that holds memplan to a table measured
elsewhere must ask for that machine's: an Intel Xeon with AVX-512 and AMX
(``avx512amx``), whose L2 cache is 2 MiB a core with 64-byte lines
(``/sys/devices/system/cpu``; tests/xnnpack/PROVENANCE.md).
"""

from __future__ import annotations

import pytest

from tflite_memplan.semantics.litert import arena, xnnpack_weights, xnnpack_workspace

MEASURED_CPU = "avx512amx"
MEASURED_L2 = (2 * 1024 * 1024, 64)


def as_measured(monkeypatch: pytest.MonkeyPatch) -> None:
    """memplan's default CPU family and L2 cache become the measuring machine's, wherever
    they are read (the modules import ``host_l2_cache`` by name)."""
    monkeypatch.setattr(xnnpack_weights, "host_family", lambda *_: MEASURED_CPU)
    for module in (xnnpack_weights, xnnpack_workspace, arena):
        monkeypatch.setattr(module, "host_l2_cache", lambda *_: MEASURED_L2)
