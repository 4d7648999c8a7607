"""memplan: how much RAM a TFLite model's activations need, and how to get it lower.

The names most programs need, importable from here::

    from tflite_memplan import analyze, load_model

    result = analyze(load_model("model.tflite"), semantics="tflm")
    print(result.primary.footprint, result.lower_bound_bytes)

The pipeline's stages live in sub-packages: :mod:`tflite_memplan.model` (read and
write models), :mod:`tflite_memplan.semantics` (usage records and whole arenas, one
package per runtime), :mod:`tflite_memplan.planners` (offset and shared-object
strategies), :mod:`tflite_memplan.reorder` (operator order), :mod:`tflite_memplan.report`
(text, JSON, pictures) and :mod:`tflite_memplan.gate` (the CI gate). The names below
are imported on first use, so ``import tflite_memplan`` (and the command line's
start-up) costs nothing until they are needed.
"""

from importlib import import_module
from typing import Any

#: Public name -> the module that defines it.
_EXPORTS = {
    "Analysis": "analysis",
    "PlanResult": "analysis",
    "analyze": "analysis",
    "MemplanError": "errors",
    "ModelParseError": "errors",
    "PlanError": "errors",
    "load_model": "model.reader",
    "parse_model": "model.reader",
    "PLANNERS": "planners",
    "Strategy": "planners",
    "OffsetPlan": "plans",
    "SharedObjectsPlan": "plans",
    "validate_plan": "plans",
    "UsageRecord": "records",
    "SEMANTICS": "semantics",
    "Runtime": "semantics",
}

__all__ = ["__version__", *sorted(_EXPORTS)]


def _version() -> str:
    """The installed distribution's version, read when asked (importlib.metadata takes
    tens of milliseconds to import, which every command would otherwise pay)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tflite-memplan")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree that is not installed
        return "0+unknown"


def __getattr__(name: str) -> Any:
    if name == "__version__":
        value: Any = _version()
        globals()[name] = value
        return value
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'tflite_memplan' has no attribute {name!r}")
    value = getattr(import_module(f"tflite_memplan.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})
