"""What every runtime offers memplan, as one interface: :class:`Runtime` and :class:`Arena`.

A runtime (TFLite Micro, LiteRT's CPU interpreter, the GPU delegate) is a registry
entry: its name, its typed options (which the CLI turns into flags), and hooks —
``lifetimes`` (a model graph to usage records), ``arena`` (the planned area to the
whole memory a device needs), ``order_problem`` (the operator-order search's view of
the model), ``runnable`` (whether it runs the model at all, and where it would stop)
and ``measure`` (a probe of the real runtime). A hook is None where the
runtime has no such thing. Hooks are named as ``"module:function"`` and imported on
first use, so the registry costs nothing to load: a command imports only the
runtime it runs.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from tflite_memplan.model.graph import ModelGraph
    from tflite_memplan.semantics.lifetimes import Lifetimes
    from tflite_memplan.semantics.order import OrderProblem
    from tflite_memplan.semantics.runnable import Runnability


class Lazy:
    """A function named ``"package.module:function"``, imported on its first call."""

    __slots__ = ("_fn", "target")

    def __init__(self, target: str) -> None:
        self.target = target
        self._fn: Callable[..., Any] | None = None

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self._fn is None:
            module, _, name = self.target.partition(":")
            self._fn = getattr(importlib.import_module(module), name)
        return self._fn(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Lazy({self.target!r})"


@dataclass(frozen=True)
class RuntimeOption:
    """One option a runtime's rules take, typed so a front end can offer it.

    ``name`` is the keyword the hooks take (``threads``); the CLI spells it
    ``--`` + ``name`` with dashes unless ``flag`` says otherwise. ``kind`` is ``int``
    (at least ``minimum``), ``bool`` (a flag) or ``str`` (one of ``choices``).
    ``default`` is what the runtime assumes when the option is not given, for help
    texts and reports; the hooks apply it themselves.
    """

    name: str
    kind: type
    help: str
    flag: str = ""
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    metavar: str | None = None
    default: Any = None

    @property
    def spelled(self) -> str:
        """How a user types it: ``--threads``."""
        return self.flag or "--" + self.name.replace("_", "-")


class Arena(Protocol):
    """The whole memory a runtime needs for a model, beyond the planned area.

    ``head`` is the planned area; ``needed`` the figure a device must provide and a
    gate compares (TFLM: the minimum ``tensor_arena``; LiteRT: arenas, persistent
    arenas and heap together), ``needed_label`` what to call it. ``settings`` are
    the options the figures depend on (a baseline records them); ``document()`` is
    the JSON ``arena`` object, whose field names are a stable interface.
    """

    @property
    def head(self) -> int: ...

    @property
    def needed(self) -> int: ...

    @property
    def needed_label(self) -> str: ...

    @property
    def settings(self) -> dict[str, Any]: ...

    def document(self) -> dict[str, Any]: ...

    def details(self) -> dict[str, Any]:
        """What a baseline keeps of the arena besides the gated figure."""
        ...


@dataclass(frozen=True)
class Runtime:
    """A runtime's rules as the registry knows them (see the module docstring).

    ``default_alignment`` and ``default_strategy`` are the runtime's own (the one
    place they are defined); ``head_label`` names its planned area in reports
    ("planned head" where the arena holds more, as TFLM's does);
    ``order_strategies`` the plans ``reorder`` compares before and after (the
    runtime's own planner, then memplan's best); ``short`` its name in prose ("TFLM");
    ``offline_plans`` whether it honours an offline plan stored in the model (what
    ``optimize`` writes).
    """

    name: str
    description: str
    default_alignment: int
    default_strategy: str
    lifetimes: Callable[..., Lifetimes]  # (graph, **options) -> Lifetimes
    options: tuple[RuntimeOption, ...] = ()
    #: (lifetimes, head bytes, graph, {called subgraph: its arena's bytes}) -> Arena | None
    arena: Callable[..., Arena | None] | None = None
    #: (graph, options) -> OrderProblem of the main subgraph
    order_problem: Callable[[ModelGraph, Mapping[str, Any]], OrderProblem] | None = None
    order_strategies: tuple[str, ...] = ()
    #: (graph, **options) -> Runnability: whether the runtime runs the model, and where it stops
    runnable: Callable[..., Runnability] | None = None
    #: (model path) -> measured figures, from the real runtime (needs the runtimes extra)
    measure: Callable[..., Any] | None = None
    measured_by: str = ""
    head_label: str = "planned arena"
    short: str = ""
    offline_plans: bool = False
    option_names: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "option_names", tuple(o.name for o in self.options))

    def option(self, name: str) -> RuntimeOption | None:
        return next((o for o in self.options if o.name == name), None)
