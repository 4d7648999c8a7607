"""What every runtime offers memplan, as one interface: :class:`Runtime` and :class:`Arena`.

A runtime (TFLite Micro, LiteRT's CPU interpreter, the GPU delegate) is a registry
entry: its name, its typed options (which the CLI turns into flags), and hooks —
``lifetimes`` (a model graph to usage records), ``arena`` (the planned area to the
whole memory a device needs), ``order_problem`` (the operator-order search's view of
the model), ``runnable`` (whether it runs the model at all, and where it would stop),
``measure`` (a probe of the real runtime), ``levers`` (the firmware's own levers,
predicted) and ``build_for_core`` (the build to predict for a board's core). A hook is None where the
runtime has no such thing. Hooks are named as ``"module:function"`` and imported on
first use, so the registry costs nothing to load: a command imports only the
runtime it runs.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from tflite_memplan.json_types import Json
    from tflite_memplan.model.graph import ModelGraph
    from tflite_memplan.records import UsageRecord
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


@dataclass(frozen=True)
class ArenaRow:
    """One figure of a report's arena block: its label (indented under a heading with
    leading spaces), its bytes, and a style for the renderer ("" plain, "bold",
    "bold green" for the figure a device declares)."""

    label: str
    value: int
    style: str = ""


@dataclass(frozen=True)
class ArenaSection:
    """The arena block of ``analyze`` as plain data, drawn by the text renderer: a bold
    ``title``, ``detail`` written after it as it is (line breaks included), the ``rows``
    aligned in two columns, then each of ``notes`` on a line of its own."""

    title: str
    rows: tuple[ArenaRow, ...]
    detail: str = ""
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class WhyBlock:
    """One group of figures of ``analyze --why``: a title, labelled bytes and their total."""

    title: str
    rows: tuple[tuple[str, int], ...]
    total: int


@dataclass(frozen=True)
class Why:
    """Where what a device needs goes (``analyze --why``), as plain data: a bold ``title``,
    the ``blocks``, ``notes`` under them, then a table (``table_title``; ``table``'s first
    row is its header, the rest its rows, largest first; ``more`` what a row counts, for
    the line that says how many were left out)."""

    title: str
    blocks: tuple[WhyBlock, ...]
    notes: tuple[str, ...] = ()
    table_title: str = ""
    table: tuple[tuple[str, ...], ...] = ()
    more: str = "rows"


@dataclass(frozen=True)
class RuntimeCode:
    """The flash a runtime's own code takes for a model's operator set: ``bytes`` (None when
    not known), ``text`` the summary row's value, ``document`` the JSON ``flash.runtime``
    object."""

    bytes: int | None
    text: str
    document: Json


class Arena(Protocol):
    """The whole memory a runtime needs for a model, beyond the planned area.

    ``head`` is the planned area; ``needed`` the figure a device must provide and a
    gate compares (TFLM: the minimum ``tensor_arena``; LiteRT: arenas, persistent
    arenas and heap together), ``needed_label`` what to call it, ``needed_title`` its
    row title in a report (``Minimum tensor_arena (cortex-m4)``), ``needed_name`` its
    name in prose (``the minimum tensor_arena``) and ``needed_column`` its label in a
    before-and-after table (``minimum (cortex-m4)``). ``built_for`` names the build in a
    line; ``settings`` are the options the
    figures depend on (a baseline records them); ``document()`` is the JSON ``arena``
    object, whose field names are a stable interface. ``section()`` is the arena block
    of a report, ``why()`` where the needed figure goes (None: the runtime does not
    say), ``runtime_code()`` the flash the runtime's own code takes (None: not known).
    Reports draw these; they never ask which runtime an arena is.
    """

    @property
    def head(self) -> int: ...

    @property
    def needed(self) -> int: ...

    @property
    def needed_label(self) -> str: ...

    @property
    def needed_title(self) -> str: ...

    @property
    def needed_name(self) -> str: ...

    @property
    def needed_column(self) -> str: ...

    @property
    def settings(self) -> dict[str, Any]: ...

    @property
    def built_for(self) -> str:
        """The build the figures are for, in plain words and one line (a gate's report
        names it): ``cortex-m4: cmsis-nn kernels, DSP SIMD, gcc, for speed; tflite-micro
        90b983c2b3f1``."""
        ...

    def document(self) -> Json: ...

    def details(self) -> Json:
        """What a baseline keeps of the arena besides the gated figure."""
        ...

    def section(self, subgraph_names: Sequence[str] = ()) -> ArenaSection:
        """The arena block of ``analyze`` (``subgraph_names`` name the called subgraphs)."""
        ...

    def explain(self) -> Why | None:
        """Where the needed figure goes, for ``analyze --why`` (None: not modelled)."""
        ...

    def runtime_code(self, graph: ModelGraph, model_bytes: int | None) -> RuntimeCode | None:
        """The flash the runtime's own code takes for ``graph``'s operators, next to a
        model of ``model_bytes`` (None: not a graph read from a file)."""
        ...


class PlanStruct(Protocol):
    """One arena with the plan compiled into the firmware: ``minimum`` is the smallest safe one."""

    @property
    def minimum(self) -> int: ...


class SplitArenas(Protocol):
    """Two arenas: the ``persistent`` and ``non_persistent`` buffers' smallest sizes."""

    @property
    def persistent(self) -> int: ...

    @property
    def non_persistent(self) -> int: ...

    @property
    def total(self) -> int: ...


class ResourceSlots(Protocol):
    """The resource-variable table with ``slots`` and sized to the ``needed`` ones:
    ``minimum`` is the arena then."""

    @property
    def slots(self) -> int: ...

    @property
    def needed(self) -> int: ...

    @property
    def minimum(self) -> int: ...


class UnusedCost(Protocol):
    """What the tensors nothing uses cost: ``tail`` bytes, ``planning`` bytes while
    planning, and how many of them are ``planned``."""

    @property
    def tail(self) -> int: ...

    @property
    def planning(self) -> int: ...

    @property
    def planned(self) -> int: ...


class FirmwareLevers(Protocol):
    """The firmware's levers for one model on one build (the ``Runtime.levers`` hook):
    ``name`` the build they are predicted for. ``sized``: with the resource-variable
    table sized to the model, as the ``--emit-c`` source creates it."""

    @property
    def name(self) -> str: ...

    def plan_struct(self, head: int, *, sized: bool = False) -> PlanStruct:
        """The arena with a plan of ``head`` bytes compiled in."""
        ...

    def two_arenas(self, *, sized: bool = False) -> SplitArenas: ...

    def resource_slots(self) -> ResourceSlots: ...

    def unused_cost(self, removed: tuple[tuple[int, ...], ...]) -> UnusedCost:
        """What the tensors ``removed`` lists per subgraph (by index) cost."""
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
    ``optimize`` writes); ``levers`` the firmware's levers for a planned model (None:
    the runtime offers none); ``build_for_core`` the build to predict for a core
    (its name, and whether it is the core's own or the default).
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
    #: The options naming the build ``measure`` runs (TFLM: the x86-64 wheel, host64), which
    #: ``--measure`` predicts unless told otherwise, so it compares like with like.
    measured_options: Mapping[str, Any] = field(default_factory=dict)
    #: (arena, records, graph) -> FirmwareLevers | None: the firmware's levers for that model
    levers: Callable[[Arena, tuple[UsageRecord, ...], ModelGraph], FirmwareLevers | None] | None = None
    #: (core) -> (build, whether it is the core's own): the build to predict for a board's core
    build_for_core: Callable[[str], tuple[str, bool]] | None = None
    head_label: str = "planned arena"
    short: str = ""
    offline_plans: bool = False
    option_names: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "option_names", tuple(o.name for o in self.options))

    def option(self, name: str) -> RuntimeOption | None:
        return next((o for o in self.options if o.name == name), None)
