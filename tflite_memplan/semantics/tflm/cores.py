"""Which TFLM build to predict for a board's core (the ``build_for_core`` hook)."""

from __future__ import annotations

from tflite_memplan.semantics.tflm import targets


def build_for_core(core: str) -> tuple[str, bool]:
    """The build memplan has for ``core`` and True, else the default build and False."""
    if core in targets.CORES:
        return core, True
    return targets.DEFAULT_TARGET, False
