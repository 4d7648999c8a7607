"""The ``memplan`` commands that plan models (all but ``solve``): each a thin shell
over the library that parses, calls and renders.

Choices (semantics, strategies, boards) come from the library's registries, so the
CLI cannot disagree with it; :mod:`tflite_memplan.cli` imports this module only when
one of its commands runs or ``--help`` lists them.
"""

from __future__ import annotations

import json
import os
import sys
import textwrap
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, fields
from functools import wraps
from typing import TYPE_CHECKING, Any

import click

from tflite_memplan.cli.shell import EXIT_FAILED_CHECK, EXIT_USAGE, reading_text, status, time_limit_option
from tflite_memplan.defaults import FORMATS, GATES, PRINTPLAN_WIDTH, REORDER_TIME_LIMIT
from tflite_memplan.errors import MemplanError, one_line
from tflite_memplan.files import STDOUT, check_writable, write_atomically
from tflite_memplan.gate.boards import BOARDS
from tflite_memplan.model.verify import DEFAULT_MODEL_LIMIT
from tflite_memplan.semantics import (
    DEFAULT_SEMANTICS,
    SEMANTICS,
    SEMANTICS_ALIASES,
    RuntimeOption,
    canonical_semantics,
    get_runtime,
    option_owners,
)
from tflite_memplan.units import SIZE_UNITS_HELP, parse_size

if TYPE_CHECKING:
    from tflite_memplan.analysis import Analysis


def _console() -> Any:
    """The terminal's console (80 columns when piped, as Rich decides; COLUMNS wins)."""
    from rich.console import Console

    return Console(markup=False)  # model and file names may hold "[" (Rich markup)


def _show(renderable: Any, *, err: bool = False, crop: bool = True) -> None:
    """Print a Rich renderable without the trailing spaces Rich pads lines with (on
    standard error with ``err``: when standard output carries a written file; lines
    wider than the terminal whole, not cut, without ``crop``)."""
    import re

    console = _console()
    with console.capture() as captured:
        console.print(renderable, crop=crop)
    text = re.sub(r"[ \t]+((?:\x1b\[[0-9;]*m)*)$", r"\1", captured.get(), flags=re.MULTILINE)
    click.echo(text if text.endswith("\n") else text + "\n", nl=False, err=err)


def _target_option(
    what: str, default: str | None = None, *, multiple: bool = False
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--target`` for the commands that always plan under TFLM (``default``: what the
    help says is used without it; the runtime's default target unless told; ``multiple``:
    it may be repeated)."""
    spec = SEMANTICS[DEFAULT_SEMANTICS].option("target")
    assert spec is not None
    return click.option(
        "--target",
        type=click.Choice(spec.choices),
        default=None,
        multiple=multiple,
        metavar=spec.metavar,
        help=f"{what} (one of {', '.join(spec.choices)}). Default: {default or spec.default}.",
    )


def _user_board_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``--board-file``, ``--linker-script`` and ``--region``: a board the user defines."""
    fn = click.option(
        "--region",
        metavar="NAME",
        default=None,
        help="With --linker-script, the MEMORY region the arena goes into. Default: the one .bss is placed in, "
        "else the largest writable one.",
    )(fn)
    fn = click.option(
        "--linker-script",
        metavar="FILE.ld",
        default=None,
        help="A board from a GNU ld linker script's MEMORY regions (ORIGIN/LENGTH, K/M suffixes): the arena's "
        "region is its RAM, the code region its flash; the core is --target's.",
    )(fn)
    return click.option(
        "--board-file",
        metavar="FILE.toml",
        default=None,
        help="A board of your own, in TOML: core, flash and [[ram]] regions (name, base, size, block); see docs/ci.md.",
    )(fn)


def _user_board(board_file: str | None, linker_script: str | None, region: str | None, target: str | None) -> Any:
    """The board ``--board-file`` or ``--linker-script`` defines (None for neither), its
    notes (which region the arena goes into, which core is assumed) on standard error."""
    from tflite_memplan.gate.board_file import board_from_linker_script, read_board_file, read_linker_script

    if board_file is not None and linker_script is not None:
        raise click.UsageError("give --board-file FILE or --linker-script FILE, not both")
    if region is not None and linker_script is None:
        raise click.UsageError("--region names a region of --linker-script FILE: give that too")
    if board_file is not None:
        return read_board_file(board_file)
    if linker_script is None:
        return None
    spec = SEMANTICS[DEFAULT_SEMANTICS].option("target")
    assert spec is not None
    core = target or str(spec.default)
    board, note = board_from_linker_script(read_linker_script(linker_script), core, region)
    said = f"Note: {note}; core {core}{'' if target else ' (give --target for another)'}"
    click.echo(textwrap.fill(said, 80, subsequent_indent="  ", break_on_hyphens=False), err=True)
    return board


def _resource_variables_option() -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """TFLM's ``--resource-variables`` for the commands that always plan under TFLM."""
    spec = SEMANTICS[DEFAULT_SEMANTICS].option("resource_variables")
    assert spec is not None
    return click.option(
        "--resource-variables",
        type=click.IntRange(min=0),
        default=None,
        metavar=spec.metavar,
        help=spec.help[0].upper() + spec.help[1:] + "; the report shows what sizing it to the model saves.",
    )


def _kernels_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``--kernels`` beside ``--target``: the kernel library the build links."""
    spec = SEMANTICS[DEFAULT_SEMANTICS].option("kernels")
    assert spec is not None and spec.choices
    return click.option(
        "--kernels", type=click.Choice(spec.choices), default=None, help=f"With --target: {spec.help}."
    )(fn)


def _strategy_names() -> list[str]:
    from tflite_memplan.planners import PLANNERS

    return sorted(PLANNERS)


class _StrategyChoice(click.Choice[str]):
    """The registry's strategy names, read only when a value is checked (the planners
    are not imported for ``--help``)."""

    def __init__(self) -> None:
        super().__init__(())

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        self.choices = tuple(_strategy_names())
        return super().convert(value, param, ctx)

    def get_metavar(self, param: click.Parameter, *args: Any, **kwargs: Any) -> str:
        return "NAME"


_ALIASES_HELP = "".join(f" {old} is an older name for {new}." for old, new in SEMANTICS_ALIASES.items())


class _RuntimeChoice(click.Choice[str]):
    """Runtimes by their one name; an older name (``tflite``) is taken and given back as
    the name it stands for, and not offered in the list."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        return super().convert(canonical_semantics(value) if isinstance(value, str) else value, param, ctx)


def _one(what: str) -> Callable[[click.Context, click.Parameter, tuple[str, ...]], tuple[str, ...]]:
    def check(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> tuple[str, ...]:
        if len(value) > 1:
            raise click.BadParameter(f"{what}; give it once (got {', '.join(value)})")
        return value

    return check


def _runtime_option(spec: RuntimeOption) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """One click option for a runtime option (named for every runtime that takes it)."""
    owners = " or ".join(rt.name for rt in option_owners(spec.name))
    default = "" if spec.default is None else f" Default: {spec.default}."
    help_text = f"With --semantics {owners}: {spec.help}.{default}"
    kind: Any
    if spec.kind is bool:
        return click.option(spec.spelled, spec.name, is_flag=True, default=None, help=help_text)
    if spec.choices:
        kind = click.Choice(spec.choices)
    elif spec.kind is int:
        kind = click.IntRange(min=spec.minimum)
    else:
        kind = spec.kind
    return click.option(spec.spelled, spec.name, type=kind, default=None, metavar=spec.metavar, help=help_text)


def _runtime_options(runtimes: Sequence[str] | None = None) -> list[Callable[[Callable[..., Any]], Callable[..., Any]]]:
    """A click option per runtime option of ``runtimes`` (default: every runtime)."""
    by_name: dict[str, RuntimeOption] = {}
    for rt in SEMANTICS.values():
        for spec in rt.options if runtimes is None or rt.name in runtimes else ():
            by_name.setdefault(spec.name, spec)
    return [_runtime_option(spec) for spec in by_name.values()]


def _runtime_options_for(runtimes: Sequence[str]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        for option in reversed(_runtime_options(runtimes)):
            fn = option(fn)
        return fn

    return decorate


def _given_options(semantics: str, values: dict[str, Any]) -> dict[str, Any]:
    """The runtime options given, checked against ``semantics`` (named as users type them)."""
    runtime = get_runtime(semantics)
    given = {k: v for k, v in values.items() if v is not None}
    for name in given:
        if name not in runtime.option_names:
            (spec,) = {o.spelled for rt in option_owners(name) for o in rt.options if o.name == name}
            owners = " or ".join(rt.name for rt in option_owners(name))
            raise click.UsageError(f"{spec} goes with --semantics {owners}, not {semantics}")
    return given


@dataclass(frozen=True)
class Planning:
    """What the shared planning options asked for; ``plan(model)`` loads and plans a file."""

    semantics: str
    strategies: tuple[str, ...]
    alignment: int | None
    input_shapes: tuple[str, ...]
    options: dict[str, Any]

    def _file_options(self) -> dict[str, Any]:
        """What :func:`~tflite_memplan.planning.plan_file` takes besides the model: every
        field under its own name, and the ``--max-model-size`` limit."""
        return {**{f.name: getattr(self, f.name) for f in fields(self)}, "limit": _model_limit()}

    def in_processes(self) -> Callable[[str], Analysis]:
        """:meth:`plan` as a picklable function for worker processes (no spinner)."""
        import functools

        from tflite_memplan.planning import plan_file

        return functools.partial(plan_file, **self._file_options())

    def plan(
        self,
        model: str,
        strategies: Sequence[str] | None = None,
        reorder: bool | None = None,
        optional: Collection[str] = (),
    ) -> Analysis:
        """Load and plan one model, with a spinner on a terminal (big models take a moment).
        ``reorder`` and ``optional``: see :func:`~tflite_memplan.planning.plan_file`."""
        from tflite_memplan.planning import plan_file

        if reorder and self.semantics not in _REORDERABLE:
            raise click.UsageError(
                f"--reorder searches the operator order: use --semantics {' or '.join(_REORDERABLE)}"
            )
        chosen = tuple(strategies if strategies is not None else self.strategies)
        with status(f"Planning {model} …"):
            return plan_file(
                model, **{**self._file_options(), "strategies": chosen}, reorder=reorder, optional=optional
            )


def planning_options(
    *, multiple_strategies: bool, with_strategy: bool = True
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The options every planning command shares, defined once."""
    defaults = ", ".join(f"{rt.default_strategy} for {rt.name}" for rt in SEMANTICS.values())
    alignments = ", ".join(f"{rt.name} {rt.default_alignment}" for rt in SEMANTICS.values())
    runtimes = "; ".join(f"{rt.name}: {rt.description}" for rt in SEMANTICS.values())

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        options: list[Callable[[Callable[..., Any]], Callable[..., Any]]] = [
            click.option(
                "--semantics",
                type=_RuntimeChoice(list(SEMANTICS)),
                default=DEFAULT_SEMANTICS,
                show_default=True,
                help=f"Which runtime's rules to reproduce ({runtimes}).{_ALIASES_HELP}",
            ),
            click.option(
                "--alignment",
                type=click.IntRange(min=1),
                default=None,
                help=f"Offset alignment in bytes. Default: the runtime's ({alignments}).",
            ),
            click.option(
                "--input-shape",
                "input_shapes",
                multiple=True,
                metavar="NAME=D1,D2,...",
                help="Override the shape of a graph input with dynamic dimensions (repeatable); the new "
                "size is propagated to the tensors that carry the same dynamic dimension.",
            ),
            *_runtime_options(),
        ]
        if with_strategy:
            options.insert(
                1,
                click.option(
                    "--strategy",
                    "strategies",
                    multiple=True,
                    callback=None if multiple_strategies else _one("this command shows one plan"),
                    type=_StrategyChoice(),
                    default=None,
                    help="Planner to run (`memplan strategies` lists them)"
                    + (" (repeatable)" if multiple_strategies else "")
                    + f". Default: the runtime's own planner ({defaults}).",
                ),
            )
        runtime_names = {o.name for rt in SEMANTICS.values() for o in rt.options}

        @wraps(fn)
        def with_planning(**kwargs: Any) -> Any:
            semantics = kwargs.pop("semantics")
            planning = Planning(
                semantics=semantics,
                strategies=tuple(kwargs.pop("strategies", None) or ()),
                alignment=kwargs.pop("alignment"),
                input_shapes=kwargs.pop("input_shapes"),
                options=_given_options(semantics, {name: kwargs.pop(name) for name in runtime_names}),
            )
            return fn(planning=planning, **kwargs)

        decorated: Callable[..., Any] = with_planning
        for option in reversed(options):
            decorated = option(decorated)
        return decorated

    return decorate


def _model_limit() -> int:
    """The ``--max-model-size`` given to ``memplan`` (in bytes)."""
    ctx = click.get_current_context(silent=True)
    return int((ctx.find_root().params.get("max_model_size") if ctx else None) or DEFAULT_MODEL_LIMIT)


def _format_option(*choices: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--format`` (and ``--json``, kept as its shorthand)."""

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        fn = click.option("--json", "as_json", is_flag=True, help="Shorthand for --format json.")(fn)
        return click.option(
            "--format",
            "fmt",
            type=click.Choice(choices),
            default=choices[0],
            show_default=True,
            help="Output format (json: the memplan/1 document).",
        )(fn)

    return decorate


def _wants_json(fmt: str, as_json: bool) -> bool:
    if as_json and fmt not in ("text", "json"):
        raise click.UsageError(f"--json and --format {fmt} ask for two formats; choose one")
    return as_json or fmt == "json"


_REORDERABLE = tuple(rt.name for rt in SEMANTICS.values() if rt.order_problem is not None)
_REORDER_HELP = (
    f"With --semantics {' or '.join(_REORDERABLE)}: plan the model with its operators in the order with the "
    "lowest peak (what `memplan reorder` writes). Without it, a better order is mentioned when one exists."
)


@click.command("analyze")
@click.argument("model", metavar="MODEL.tflite")
@planning_options(multiple_strategies=True)
@_format_option("text", "json")
@click.option("--top", default=10, show_default=True, type=click.IntRange(min=1), help="Buffers listed at the peak.")
@click.option("--timeline", "show_timeline", is_flag=True, help="Also chart the live bytes at every step.")
@click.option(
    "--measure",
    is_flag=True,
    help="With --semantics tflm: also run the real tflite-micro interpreter (the runtimes extra; its x86-64 "
    "build, which --target host64 predicts) and show what it reports next to the prediction.",
)
@click.option(
    "--export-csv",
    metavar="FILE.csv",
    help="Also write the planned buffers as MiniMalloc's CSV (id,lower,upper,size), for `memplan solve` or other "
    "solvers.",
)
@click.option("--reorder", is_flag=True, help=_REORDER_HELP)
@click.option(
    "--why",
    is_flag=True,
    help="Under TFLM: where the minimum tensor_arena goes — what fills the arena while AllocateTensors runs, "
    "head and tail once allocated, and the tail by operator type.",
)
@click.option(
    "--layers",
    is_flag=True,
    help="Also list every operator's weights (flash), MACs and element-wise ops, largest weights first, "
    "and what a model transform would save.",
)
def analyze_cmd(
    model: str,
    planning: Planning,
    fmt: str,
    as_json: bool,
    top: int,
    show_timeline: bool,
    measure: bool,
    export_csv: str | None,
    reorder: bool,
    why: bool,
    layers: bool,
) -> None:
    """Plan MODEL's arena as the runtime does and compare it with the bounds.

    Prints the planned area next to the naive total (no reuse) and the lower bound
    (the most bytes live at any one step), the operator where live memory peaks with
    the buffers live there, and under TFLite Micro the whole tensor_arena to declare
    on the chosen --target: the planned head, the persistent tail by category, and
    the minimum that AllocateTensors succeeds with.
    """
    as_json = _wants_json(fmt, as_json)
    if as_json and show_timeline:
        raise click.UsageError("--timeline charts the summary and --format json replaces it; choose one")
    runtime = get_runtime(planning.semantics)
    if measure and runtime.measure is None:
        measurable = " or ".join(rt.name for rt in SEMANTICS.values() if rt.measure is not None)
        raise click.UsageError(f"--measure runs the real runtime: it goes with --semantics {measurable}")
    if measure and reorder:
        raise click.UsageError("--measure runs the model as stored: it does not go with --reorder")
    from tflite_memplan.report.document import analysis_document
    from tflite_memplan.report.text import measured_section, summary, timeline, why_section

    check_writable(export_csv, inputs=(model,))
    if measure and not any(k in planning.options for k in runtime.measured_options):
        import dataclasses

        # compare like with like: the build the real runtime runs here, unless told otherwise
        planning = dataclasses.replace(planning, options={**planning.options, **runtime.measured_options})
        said = ", ".join(f"{k} {v}" for k, v in runtime.measured_options.items())
        click.echo(f"Note: --measure runs {runtime.measured_by} here: predicting {said} to compare", err=True)
    result = planning.plan(model, reorder=reorder)
    if why and not as_json and (result.arena is None or result.arena.explain() is None):
        raise click.UsageError("--why explains TFLM's whole tensor_arena: it goes with --semantics tflm")
    _export_csv(result, model, export_csv)
    measured = None
    if measure and runtime.measure is not None:
        with status(f"Running {runtime.measured_by} on {model} …"):
            measured = runtime.measure(model)
    if as_json:
        doc = analysis_document(result)
        if measured is not None:
            doc["measured"] = {"runtime": runtime.measured_by, **measured}
        click.echo(json.dumps(doc, indent=2))
        return
    width = _console().width
    _show(summary(result, top, width))
    if measured is not None:
        _show(measured_section(result, measured))
    if show_timeline:
        _show(timeline(result, width))
    if why:
        _show(why_section(result.arena, top))
    if layers:
        from tflite_memplan.report.flash import layers_section

        _show(layers_section(result.graph, width))


def _export_csv(result: Analysis, model: str, path: str | None) -> None:
    """Write the planned buffers as MiniMalloc's CSV (ids are record numbers), atomically."""
    if path:
        from tflite_memplan.records_csv import write_records_csv

        write_atomically(path, write_records_csv(result.records), inputs=[model])


@click.command("compare")
@click.argument("model", metavar="MODEL.tflite")
@planning_options(multiple_strategies=True)
@click.option(
    "--strategies",
    "spec",
    default=None,
    help="Shorthand for many --strategy: all, a family (offset, shared_objects) or a comma-separated list "
    "of names. Default: all, unless --strategy is given. A set leaves out the min-cost-flow strategies where "
    "their searches would take minutes (thousands of buffers; a note says so): name one to run it.",
)
@_format_option("text", "json")
@click.option(
    "--export-csv",
    metavar="FILE.csv",
    help="Also write the planned buffers as MiniMalloc's CSV (id,lower,upper,size), for `memplan solve` or other "
    "solvers.",
)
@click.option(
    "--time-limit",
    type=click.FloatRange(min=0),
    metavar="SECONDS",
    help="Seconds each search may run: exact and exact_objects search this long instead of their fixed node "
    "budgets (their plans may then differ from machine to machine).",
)
@click.option("--reorder", is_flag=True, help=_REORDER_HELP)
def compare_cmd(
    model: str,
    spec: str | None,
    planning: Planning,
    fmt: str,
    as_json: bool,
    export_csv: str | None,
    time_limit: float | None,
    reorder: bool,
) -> None:
    """Plan MODEL with many strategies and compare them with the naive and lower bounds.

    One row per strategy: its footprint (arena size for offset strategies, the sum of
    buffer sizes for shared-object strategies), the ratio to its family's lower bound,
    the saving against no reuse and the planning time; ★ marks each family's best.
    MODEL may instead be a MiniMalloc CSV (id,lower,upper,size[,offset], as `memplan
    solve` reads): its buffers are planned as listed, in file order, at --alignment
    (default 1); the JSON names each buffer by its CSV id (`name`).
    """
    from tflite_memplan.planners import from_sets, resolve_strategies
    from tflite_memplan.planners.limits import searching_for
    from tflite_memplan.report.document import analysis_document
    from tflite_memplan.report.text import comparison

    as_json = _wants_json(fmt, as_json)
    check_writable(export_csv, inputs=(model,))
    names = list(planning.strategies)
    optional: frozenset[str] = frozenset()
    if spec is not None or not names:
        names += resolve_strategies(spec or "all")
        optional = from_sets(spec or "all") - set(planning.strategies)
    with searching_for(time_limit):
        if model.lower().endswith(".csv"):
            result = _compare_records(model, tuple(dict.fromkeys(names)), planning, reorder, optional)
        else:
            result = planning.plan(model, tuple(dict.fromkeys(names)), reorder=reorder, optional=optional)
    _export_csv(result, model, export_csv)
    if as_json:
        click.echo(json.dumps(analysis_document(result), indent=2))
    else:
        _show(comparison(result))
        _show_upstream(result.plans)


def _compare_records(
    path: str, names: Sequence[str], planning: Planning, reorder: bool, optional: Collection[str]
) -> Analysis:
    """``compare`` of a MiniMalloc CSV: its buffers in file order, read as ``solve`` reads them."""
    from tflite_memplan.analysis import analyze_records
    from tflite_memplan.planners.offset.exact import MAX_SOLVE_BUFFERS
    from tflite_memplan.records_csv import read_records_csv

    if reorder or planning.input_shapes or planning.options:
        raise click.UsageError("a CSV file has no operators: --reorder, --input-shape and runtime options need a model")
    parsed = reading_text(path, lambda f: read_records_csv(f, one_line(path), MAX_SOLVE_BUFFERS))
    with status(f"Planning {path} …"):
        return analyze_records(parsed.records, one_line(path), names, planning.alignment or 1, optional=optional)


def _show_upstream(plans: Sequence[Any]) -> None:
    """After a comparison: which strategies reproduce an upstream planner, grouped by
    runtime and family (``tflite-gpu:offset: naive (NAIVE), …``)."""
    from rich.text import Text

    groups: dict[str, list[str]] = {}
    for p in plans:
        if p.upstream:
            where, _, name = p.upstream.rpartition(":")
            groups.setdefault(where, []).append(f"{p.strategy} ({name})")
    if groups:
        _show(Text("upstream: " + "; ".join(f"{where}: {', '.join(names)}" for where, names in groups.items())))


_force_option = click.option(
    "--force",
    is_flag=True,
    help="Write OUT even when it does not lower the minimum tensor_arena (the report says so), and allow -o to "
    "name the input file (it is replaced atomically).",
)


def _output_option(what: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``-o``/``--output``: where a command writes the model it made (``-``: standard output)."""
    return click.option(
        "-o",
        "--output",
        required=True,
        metavar="OUT.tflite",
        help=f"Where to write the {what} (- for standard output).",
    )


@click.command("optimize")
@click.argument("model", metavar="MODEL.tflite")
@_output_option("optimized model")
@click.option(
    "--strategy",
    type=_StrategyChoice(),
    default="best",
    show_default=True,
    help="Offset strategy whose tensor offsets to write; best tries them all and keeps the smallest head "
    "(on thousands of buffers all but offset_min_cost_flow, whose search would take minutes; a note says so).",
)
@click.option("--replace-plan", is_flag=True, help="Replace the offline plan the model already carries.")
@click.option(
    "--emit-c",
    "emit_c",
    metavar="FILE",
    help="Also write the whole plan (scratch buffers included) as C++ source defining a tflite::BufferPlan, "
    "for firmware that plans with NonPersistentMemoryPlannerShim instead of model metadata, with the arena it "
    "needs, and how to use two arenas instead and create the resource variables the model needs.",
)
@click.option(
    "--reorder/--no-reorder",
    "reorder_first",
    default=True,
    show_default=True,
    help="Also search the operator order with the lowest peak (as memplan reorder does) and apply it when it "
    "lowers the minimum.",
)
@click.option(
    "--keep-unused",
    is_flag=True,
    help="Keep the operators and tensors nothing uses (by default they are removed when that lowers the minimum; "
    "tensor indices then change).",
)
@time_limit_option(REORDER_TIME_LIMIT, "Seconds the operator order's search may run.")
@_force_option
@_target_option(
    "The TFLM build to lower the minimum on; repeat it for every build you ship: no lever is applied that would "
    "raise the minimum on one of them",
    multiple=True,
)
@_resource_variables_option()
@_kernels_option
def optimize_cmd(
    model: str,
    output: str,
    strategy: str,
    replace_plan: bool,
    emit_c: str | None,
    reorder_first: bool,
    keep_unused: bool,
    time_limit: float,
    force: bool,
    target: tuple[str, ...],
    resource_variables: int | None,
    kernels: str | None,
) -> None:
    """Lower the tensor_arena MODEL needs under TensorFlow Lite Micro.

    Tries each lever that changes the model on its own — removing the operators and
    tensors nothing uses, the operator order with the lowest peak, and the smallest offline plan
    (tensor offsets pinned in the model's OfflineMemoryAllocation metadata; kernel
    scratch buffers still placed by TFLM around them) — and writes OUT with those that
    lower the minimum tensor_arena on --target, the figure a device declares (a
    smaller head alone can leave it where it was; --force writes anyway). One table
    shows each lever and the written model against MODEL as given, then the
    firmware's levers, predicted: the plan compiled in (--emit-c), two arenas, and
    resource-variable slots sized to the model. No lever changes any output; MODEL is
    never modified unless -o names it and --force is given.
    """
    from tflite_memplan.model.reader import read_model_bytes
    from tflite_memplan.optimize import optimize
    from tflite_memplan.report.cplan import buffer_plan_source
    from tflite_memplan.report.text import optimize_report, other_levers

    _refuse_overwrite(model, output, force)
    check_writable(output, inputs=() if force else (model,))
    check_writable(emit_c, inputs=(model,))
    data = read_model_bytes(model, _model_limit())
    with status(f"Optimizing {model} …"):
        result = optimize(
            data,
            model,
            strategy=strategy,
            replace_plan=replace_plan,
            options=_target_choice(target[0] if target else None, kernels, resource_variables),
            reorder_first=reorder_first,
            time_limit=time_limit,
            force=force,
            prune=not keep_unused,
            builds=[_target_choice(t, kernels, resource_variables) for t in target[1:]],
        )
    if emit_c:
        origin = {
            "strategy": f"tensor offsets of {result.strategy}",
            "stored": "the offline plan the model carries",
        }.get(result.plan_source, "TFLM's own greedy plan")
        # the source creates the resource-variable table the model needs: its sizes are for that table
        firmware, slots = result.for_firmware(), result.resource_slots
        shim, split = firmware if firmware is not None else (None, None)
        source = buffer_plan_source(
            result.before.records,
            result.plan,
            model=os.path.basename(model),
            origin=origin,
            arena_bytes=shim.minimum if shim is not None else None,
            two_arenas=(split.persistent, split.non_persistent) if split is not None else None,
            resource_variables=slots.needed if slots is not None else 0,
        )
        write_atomically(emit_c, source, inputs=(model,))
    if result.data is not None:  # written before the report says so
        write_atomically(output, result.data, inputs=() if force else (model,))
    _show(optimize_report(result, model, output), err=output == STDOUT)
    _show(other_levers(result), err=output == STDOUT)
    if emit_c:
        click.echo(f"wrote {emit_c}", err=True)
    if result.data is not None:
        click.echo(f"wrote {output}", err=True)


@click.command("reorder")
@click.argument("model", metavar="MODEL.tflite")
@_output_option("reordered model")
@time_limit_option(
    REORDER_TIME_LIMIT, "Seconds each search may run; then the best order found and its gap to the bound."
)
@click.option(
    "--semantics",
    type=_RuntimeChoice(_REORDERABLE),
    default=DEFAULT_SEMANTICS,
    show_default=True,
    help="Whose peak to lower: "
    + "; ".join(f"{rt.name}: {rt.description}" for rt in SEMANTICS.values() if rt.name in _REORDERABLE)
    + "."
    + _ALIASES_HELP,
)
@_force_option
@_runtime_options_for(_REORDERABLE)
def reorder_cmd(model: str, output: str, time_limit: float, semantics: str, force: bool, **options: Any) -> None:
    """Run MODEL's operators in the order with the lowest peak (TFLM or LiteRT).

    Any order that computes every tensor before its readers gives the same outputs;
    what is live at once depends on it. Searches the main subgraph's orders under
    TFLM's rules (16-byte rounding, kernel scratch) or, with --semantics litert,
    LiteRT's (in-place operators, kernel temporaries), keeping operators with state
    (variables, control flow, custom and random operators) in their stored order, and
    says whether the order found is proved the best or how far it may be from it.
    Writes OUT with only the operator order changed, when it lowers what the device
    needs (under TFLM the minimum tensor_arena, not only the peak; --force writes
    anyway); reports it, the arena under the runtime's own planner and under memplan's
    best, and the peak, before and after (for TFLM, `memplan optimize --reorder` also
    writes the best plan).
    """
    from tflite_memplan.model.reader import read_model_bytes
    from tflite_memplan.reorder.rewrite import reorder
    from tflite_memplan.report.text import reorder_report

    _refuse_overwrite(model, output, force)
    check_writable(output, inputs=() if force else (model,))
    given = _given_options(semantics, options)
    data = read_model_bytes(model, _model_limit())
    with status(f"Searching {model}'s operator order …"):
        result = reorder(data, model, semantics=semantics, time_limit=time_limit, options=given, force=force)
    if result.data is not None:  # written before the report says so
        write_atomically(output, result.data, inputs=() if force else (model,))
    _show(reorder_report(result, model, output), err=output == STDOUT)
    if result.data is not None:
        click.echo(f"wrote {output}", err=True)


def _refuse_overwrite(model: str, output: str, force: bool) -> None:
    if not force and os.path.exists(output) and os.path.samefile(output, model):
        raise MemplanError(f"{output} is the input model: pass --force to replace it, or choose another -o")


def _target_choice(
    target: str | None, kernels: str | None = None, resource_variables: int | None = None
) -> dict[str, Any]:
    options: dict[str, Any] = {k: v for k, v in (("target", target), ("kernels", kernels)) if v}
    if resource_variables is not None:
        options["resource_variables"] = resource_variables
    return options


@click.command("whatif")
@click.argument("model", metavar="MODEL.tflite")
@click.option(
    "--outside",
    "names",
    multiple=True,
    metavar="TENSOR",
    help="A tensor the application keeps outside the arena, by name or by its index in the main subgraph (repeatable).",
)
@click.option("--rank", "ranked", is_flag=True, help="Each tensor moved out alone, graph inputs and outputs first.")
@click.option("--top", default=15, show_default=True, type=click.IntRange(min=1), help="Rows listed with --rank.")
@_target_option("The TFLM build")
@_kernels_option
def whatif_cmd(
    model: str, names: tuple[str, ...], ranked: bool, top: int, target: str | None, kernels: str | None
) -> None:
    """What if tensors lived outside TFLite Micro's arena (a sensor or DSP buffer)?

    Re-plans MODEL with TFLM's planner without the --outside tensors and reports the
    minimum tensor_arena on --target and the planned head, before and after; --rank does
    it for every tensor alone, by what the device saves, and says why a tensor saves
    nothing. A tensor saves only when it is part of what sets the head (for most, the
    peak is elsewhere) and the head is what sets the minimum.
    """
    from tflite_memplan.analysis import analyze
    from tflite_memplan.model.reader import load_model
    from tflite_memplan.report.text import whatif_outside, whatif_rank
    from tflite_memplan.whatif import outside, rank

    if bool(names) == ranked:
        raise click.UsageError("give --outside TENSOR (repeatable) or --rank")
    graph = load_model(model, limit=_model_limit())
    with status(f"Planning {model} …"):
        analysis = analyze(graph, DEFAULT_SEMANTICS, semantics_options=_target_choice(target, kernels))
        report = (
            whatif_rank(analysis, rank(analysis), top) if ranked else whatif_outside(analysis, outside(analysis, names))
        )
    _show(report)


@click.command("boards")
def boards_cmd() -> None:
    """List the boards --board knows: name, microcontroller, on-chip SRAM and where the figure comes from."""
    from tflite_memplan.gate.boards import boards_table

    _show(boards_table(BOARDS.values(), _console().width))


@click.command("fit")
@click.argument("model", metavar="MODEL.tflite")
@click.option(
    "--reserve",
    metavar="SIZE",
    help="RAM to keep for the application (stack, heap, buffers) in the region the arena goes in.",
)
@_target_option("Predict this build's arena on every board instead of each board's core", "each board's core")
@_user_board_options
@_format_option("text", "json")
def fit_cmd(
    model: str,
    reserve: str | None,
    target: str | None,
    fmt: str,
    as_json: bool,
    board_file: str | None,
    linker_script: str | None,
    region: str | None,
) -> None:
    """On which boards does MODEL fit? One row per board (`memplan boards`).

    Plans MODEL under TFLM for each board's core (its minimum tensor_arena) and
    places that in the first of the board's RAM regions whose largest block — what
    one static array can take — holds it; shows the RAM left there and the flash left
    after the model (the model file's size), in KiB. "psram only": only the board's
    external RAM would hold it.
    """
    import functools

    from tflite_memplan.analysis import analyze
    from tflite_memplan.gate.fit import fit_boards, format_json, format_text
    from tflite_memplan.model.reader import load_model

    as_json = _wants_json(fmt, as_json)
    reserve_bytes = 0 if reserve is None else parse_size(reserve, "reserve")
    loaded = functools.cache(lambda path: load_model(path, limit=_model_limit()))  # read once, for every build

    def plan(path: str, build: str) -> Analysis:
        with status(f"Planning {path} for {build} …"):
            return analyze(loaded(path), DEFAULT_SEMANTICS, semantics_options={"target": build})

    user = _user_board(board_file, linker_script, region, target)
    report = fit_boards(model, plan, reserve=reserve_bytes, target=target, boards=None if user is None else [user])
    click.echo((format_json if as_json else format_text)(report), nl=False)


@click.command("strategies")
def strategies_cmd() -> None:
    """List the planning strategies: name, family, what it does and its time complexity."""
    import dataclasses

    from tflite_memplan.planners import PLANNERS
    from tflite_memplan.report.text import strategies_table

    shown = [
        dataclasses.replace(s, description=f"{s.description}. Upstream: {s.upstream}") if s.upstream else s
        for s in PLANNERS.values()
    ]
    _show(strategies_table(shown, _console().width))


@click.command("plan")
@click.argument("model", metavar="MODEL.tflite")
@planning_options(multiple_strategies=False)
@click.option("--plain", is_flag=True, help="Print TFLM's exact PrintMemoryPlan text (diffable with a device log).")
@click.option(
    "--width",
    type=click.IntRange(min=8),
    default=None,
    help=f"Columns of each row. Default: {PRINTPLAN_WIDTH} with --plain (as TFLM prints), else what fits the terminal.",
)
@click.option(
    "--svg",
    "svg_path",
    type=click.Path(dir_okay=False, writable=True, allow_dash=True),
    help="Write the memory map (time × arena offset, live bytes, lower bound) as SVG instead of printing the plan "
    "(- for standard output).",
)
@click.option(
    "--html",
    "html_path",
    type=click.Path(dir_okay=False, writable=True, allow_dash=True),
    help="Write the memory map as one self-contained HTML page (hover a box for its tensor).",
)
def plan_cmd(
    model: str,
    planning: Planning,
    plain: bool,
    width: int | None,
    svg_path: str | None,
    html_path: str | None,
) -> None:
    """Show MODEL's plan the way TFLite Micro's PrintMemoryPlan does.

    One line per buffer (size, offset, first and last use), then one row per time step
    in which every live buffer fills its byte range with its character ('*' for a
    buffer used at one step only, '!' where two collide) and the kilobytes live.
    With --svg or --html, draw the memory map as a picture instead; with --plain
    as well, the picture is written and the plain text printed too.
    """
    from tflite_memplan.plans import SharedObjectsPlan, objects_to_offsets
    from tflite_memplan.report.picture import memory_map_html, memory_map_svg
    from tflite_memplan.report.printplan import memory_plan_text, rich_memory_plan, rich_plan_width

    check_writable(svg_path, html_path, inputs=(model,))
    result = planning.plan(model)
    for path, render in ((svg_path, memory_map_svg), (html_path, memory_map_html)):
        if path:
            write_atomically(path, render(result), inputs=(model,))
            click.echo(f"wrote {path}", err=True)
    if (svg_path or html_path) and not plain:
        return
    plan = result.primary.plan
    if isinstance(plan, SharedObjectsPlan):  # shown as its objects laid end to end
        plan = objects_to_offsets(result.records, plan, result.alignment)
    if plain:
        click.echo(memory_plan_text(result.records, plan, width or PRINTPLAN_WIDTH), nl=False)
    else:
        columns = _console().width
        _show(
            rich_memory_plan(result.records, plan, width or rich_plan_width(result.records, columns), columns),
            crop=False,
        )


def _board_planning(planning: Planning, board: Any) -> Planning:
    """``planning`` with the board's core as the target, unless --target was given (a
    note on standard error when memplan has no target for the core)."""
    import dataclasses

    from tflite_memplan.gate.boards import board_target, get_board

    if "target" in planning.options:
        return planning
    target, note = board_target(get_board(board))
    if note:
        click.echo(f"Note: {note}", err=True)
    return dataclasses.replace(planning, options={**planning.options, "target": target})


@click.command("check")
@click.argument("models", nargs=-1, required=True, metavar="MODEL...")
@planning_options(multiple_strategies=False)
@click.option(
    "--budget",
    metavar="SIZE",
    help="RAM available for the arena: a number and a unit, e.g. 256KiB, 256K, 1.5MiB, 300KB (a bare number "
    f"is refused). Units, in any case: {SIZE_UNITS_HELP}.",
)
@click.option(
    "--board",
    type=click.Choice(list(BOARDS), case_sensitive=False),
    metavar="NAME",
    default=None,
    help="Take the budget from a board's largest RAM block, the most one static array can take (`memplan "
    "boards` lists them, in any case); its core is the default --target. With --firmware, the flash the "
    "firmware must fit, and the RAM regions its arena must lie in.",
)
@_user_board_options
@click.option(
    "--reserve",
    metavar="SIZE",
    help="RAM to keep for the application (stack, heap, buffers): taken off the budget or the board's block.",
)
@click.option(
    "--firmware",
    metavar="FILE",
    help="A built firmware (ELF, or a GNU ld .map file): its --arena-symbol's size is the budget, and with "
    "--board its flash use (text + rodata + data) must fit the board's flash.",
)
@click.option(
    "--arena-symbol",
    metavar="NAME",
    default=None,
    help="The arena's symbol in --firmware (C, or C++ in any namespace). Default: tensor_arena.",
)
@click.option(
    "--gate",
    type=click.Choice(GATES),
    default="arena",
    show_default=True,
    help="What must fit: the whole arena a device declares (TFLM: the minimum tensor_arena, head + tail + "
    "planning space; LiteRT: the arenas and persistent arenas held at once + heap temporaries) or only the "
    "planned head.",
)
@click.option(
    "--baseline",
    type=click.Path(dir_okay=False),
    help="A baseline JSON to compare arenas against. It names models relative to its own folder, so it "
    "matches from any working directory.",
)
@click.option(
    "--tolerance",
    metavar="PERCENT",
    help="Allowed growth over --baseline in percent, e.g. 3% or 3 (default 0%: any growth fails).",
)
@click.option(
    "--write-baseline", is_flag=True, help="Record the planned arenas into --baseline instead of comparing with it."
)
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True, help="Output format.")
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Plan the models in this many processes (the output is the same, in the same order).",
)
@click.option(
    "--allow-unrunnable",
    is_flag=True,
    help="Let a model the runtime cannot run pass on its size (it is still reported as cannot run).",
)
def check_cmd(
    models: tuple[str, ...],
    planning: Planning,
    budget: str | None,
    board: str | None,
    reserve: str | None,
    gate: str,
    baseline: str | None,
    tolerance: str | None,
    write_baseline: bool,
    fmt: str,
    jobs: int,
    allow_unrunnable: bool,
    firmware: str | None,
    arena_symbol: str | None,
    board_file: str | None,
    linker_script: str | None,
    region: str | None,
) -> None:
    """CI gate: fail when a model's arena (under TFLM the whole tensor_arena) exceeds the budget or grew.

    \b
    Exit codes: 0 every model fits, 1 some model cannot run on the
    runtime (no kernel for an operator, a kernel refuses its types: see
    analyze), exceeds the budget or grew by more than --tolerance over
    --baseline, or a --firmware's flash use exceeds the board's flash
    or its arena does not lie wholly in the board's RAM regions,
    2 usage or input errors (a bad budget, a firmware without the
    arena's symbol; a model that cannot be read is listed with
    its error, and the others are still checked).
    MODEL may be files, directories (every *.tflite below) or quoted
    glob patterns.
    Baseline models whose file is gone are listed, not failed.
    With --format github, failures become workflow annotations and, when
    GITHUB_STEP_SUMMARY is set, a Markdown table is appended to it;
    --format sarif writes a SARIF 2.1.0 log for code-scanning tools.
    """
    from tflite_memplan.gate.check import append_step_summary, firmware_verdict, resolve_budget, run_check
    from tflite_memplan.gate.firmware import DEFAULT_ARENA_SYMBOL, MissingSymbolError
    from tflite_memplan.gate.verdicts import FORMATTERS, parse_tolerance

    if board is not None and (board_file or linker_script):
        raise click.UsageError("give --board NAME or a board of your own (--board-file, --linker-script), not both")
    user = _user_board(board_file, linker_script, region, planning.options.get("target"))
    the_board = user if user is not None else board
    if budget is not None and the_board is not None:
        raise click.UsageError("give --budget SIZE or --board NAME, not both")
    if firmware is not None and budget is not None:
        raise click.UsageError("--firmware declares the arena: give --budget SIZE or --firmware FILE, not both")
    if firmware is not None and reserve is not None:
        raise click.UsageError("--firmware declares the arena: --reserve does not apply to it")
    if arena_symbol is not None and firmware is None:
        raise click.UsageError("--arena-symbol names the arena in --firmware FILE: give that too")
    if budget is None and the_board is None and baseline is None and firmware is None:
        raise click.UsageError(
            "give --budget SIZE, --board NAME, --firmware FILE, --baseline FILE, or a budget and a baseline"
        )
    if reserve is not None and budget is None and the_board is None:
        raise click.UsageError("--reserve takes RAM off a budget: give --budget SIZE or --board NAME too")
    if write_baseline and baseline is None:
        raise click.UsageError("--write-baseline needs --baseline FILE to write to")
    if tolerance is not None and (baseline is None or write_baseline):
        raise click.UsageError("--tolerance applies only when comparing with --baseline FILE")
    if the_board is not None and "target" in get_runtime(planning.semantics).option_names:
        planning = _board_planning(planning, the_board)
    fw = None
    if firmware is not None:
        try:
            fw = firmware_verdict(firmware, arena_symbol or DEFAULT_ARENA_SYMBOL, the_board)
        except MissingSymbolError as e:
            raise MemplanError(f"{e}; name the arena's symbol with --arena-symbol") from None
    budget_bytes = None if fw is not None else resolve_budget(budget, the_board, reserve)
    report = run_check(
        models,
        budget=budget_bytes,
        baseline=baseline,
        tolerance=None if tolerance is None else parse_tolerance(tolerance),
        write_baseline=write_baseline,
        semantics=planning.semantics,
        strategy=planning.strategies[0] if planning.strategies else None,
        plan_model=planning.plan if jobs == 1 else planning.in_processes(),
        gate=gate,
        jobs=jobs,
        allow_unrunnable=allow_unrunnable,
        firmware=fw,
    )
    if write_baseline and not report.errors:
        click.echo(f"wrote {baseline}", err=True)
    for note in report.notes:
        click.echo(f"Note: {note}", err=True)
    click.echo(FORMATTERS[fmt](report), nl=False)
    summary_path = os.environ.get("GITHUB_STEP_SUMMARY")
    if fmt == "github" and summary_path:
        append_step_summary(summary_path, report)
    if report.errors:
        sys.exit(EXIT_USAGE)
    if not report.ok:
        sys.exit(EXIT_FAILED_CHECK)
