"""Planning strategies: the registry (:mod:`~tflite_memplan.planners.registry`) and the
planners it names, one module each.

The registry's names are read from here (``from tflite_memplan.planners import
PLANNERS``) but imported only when first asked for: importing every planner (and
numpy with most) is a tenth of a second or more, which ``memplan solve``, needing one
planner, should not pay (PEP 562's module ``__getattr__``).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tflite_memplan.planners.registry import (
        LITERT_CPU,
        OFFSET,
        PLANNERS,
        SHARED_OBJECTS,
        TFLITE_GPU,
        TFLM,
        Strategy,
        from_sets,
        get_strategy,
        left_out,
        left_out_note,
        resolve_strategies,
    )

__all__ = [
    "LITERT_CPU",
    "OFFSET",
    "PLANNERS",
    "SHARED_OBJECTS",
    "TFLITE_GPU",
    "TFLM",
    "Strategy",
    "from_sets",
    "get_strategy",
    "left_out",
    "left_out_note",
    "resolve_strategies",
]


def __getattr__(name: str) -> Any:
    """The registry's public names, imported on first use; anything else (a planner's
    module, say) is left to the import system."""
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module("tflite_memplan.planners.registry"), name)
    globals()[name] = value
    return value
