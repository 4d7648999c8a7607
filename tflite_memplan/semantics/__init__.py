"""Runtime semantics: how a runtime turns a model graph into usage records.

Each runtime has its own time axis, its own idea of which tensors it plans, how it
sizes them, and which it never frees; each lives in a package of its own
(:mod:`~tflite_memplan.semantics.tflm`, :mod:`~tflite_memplan.semantics.litert`,
:mod:`~tflite_memplan.semantics.gpu`) that registers one
:class:`~tflite_memplan.semantics.base.Runtime`. :data:`SEMANTICS` maps the CLI's
names to them: it is the one place runtimes are told apart by name. Loading it
imports no runtime's rules; a hook imports its module when first called.
"""

from __future__ import annotations

from tflite_memplan.errors import MemplanError
from tflite_memplan.semantics.base import Arena, Runtime, RuntimeOption
from tflite_memplan.semantics.gpu import RUNTIME as _GPU
from tflite_memplan.semantics.lifetimes import Alias, Lifetimes, Step
from tflite_memplan.semantics.litert import RUNTIME as _LITERT
from tflite_memplan.semantics.tflm import RUNTIME as _TFLM

__all__ = [
    "DEFAULT_SEMANTICS",
    "SEMANTICS",
    "SEMANTICS_ALIASES",
    "Alias",
    "Arena",
    "Lifetimes",
    "Runtime",
    "RuntimeOption",
    "Step",
    "canonical_semantics",
    "get_runtime",
    "option_owners",
]

SEMANTICS: dict[str, Runtime] = {rt.name: rt for rt in (_TFLM, _LITERT, _GPU)}
DEFAULT_SEMANTICS = _TFLM.name
#: Older names the CLI, the library and recorded baselines still accept, each for the
#: runtime's one name (memplan called LiteRT ``tflite`` before the runtime was renamed).
SEMANTICS_ALIASES: dict[str, str] = {"tflite": _LITERT.name}


def canonical_semantics(name: str) -> str:
    """The runtime's one name for ``name`` (itself, or what the alias stands for)."""
    return SEMANTICS_ALIASES.get(name, name)


def get_runtime(name: str) -> Runtime:
    """The runtime registered under ``name``, with an error that lists the valid names."""
    try:
        return SEMANTICS[canonical_semantics(name)]
    except KeyError:
        raise MemplanError(f"unknown semantics {name!r}; choose from: {', '.join(SEMANTICS)}") from None


def option_owners(option: str) -> list[Runtime]:
    """The runtimes that take ``option`` (a keyword name such as ``threads``)."""
    return [rt for rt in SEMANTICS.values() if option in rt.option_names]
