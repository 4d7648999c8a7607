"""The ``memplan`` command: a thin shell over the library.

Every error the library raises on purpose (:class:`MemplanError`) becomes one line
on stderr and exit code 2 — never a traceback. Choices (semantics, strategies) come
from the library's registries, so the CLI cannot disagree with it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import wraps
from typing import Any

import click
from rich.console import Console

from tflite_memplan.analysis import analyze
from tflite_memplan.errors import MemplanError
from tflite_memplan.jsonout import analysis_document
from tflite_memplan.loader import load_model
from tflite_memplan.planners import PLANNERS
from tflite_memplan.report import print_summary
from tflite_memplan.semantics import DEFAULT_SEMANTICS, SEMANTICS
from tflite_memplan.shapes import parse_shape_override

EXIT_USAGE = 2


def _fail_cleanly(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn library errors into ``Error: …`` and exit code 2."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except MemplanError as e:
            click.echo(f"Error: {e}", err=True)
            sys.exit(EXIT_USAGE)

    return wrapper


def _semantics_help() -> str:
    return "; ".join(f"{s.name}: {s.description}" for s in SEMANTICS.values())


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="tflite-memplan")
def main() -> None:
    """memplan: how much RAM a TFLite model's activations need, and how to get it lower.

    \b
    Examples:
      memplan analyze model.tflite                    # TFLite Micro's arena, byte-exact
      memplan analyze model.tflite --semantics tflite # TFLite/LiteRT CPU arena
      memplan analyze model.tflite --json             # machine-readable (schema memplan/1)
    """


@main.command("analyze")
@click.argument("model", metavar="MODEL.tflite")
@click.option(
    "--semantics",
    type=click.Choice(sorted(SEMANTICS)),
    default=DEFAULT_SEMANTICS,
    show_default=True,
    help=f"Which runtime's rules to reproduce ({_semantics_help()}).",
)
@click.option(
    "--strategy",
    "strategies",
    multiple=True,
    type=click.Choice(sorted(PLANNERS)),
    help="Planner to run (repeatable). Default: the runtime's own planner "
    "(tflm_greedy for tflm, greedy_by_size for tflite).",
)
@click.option(
    "--alignment",
    type=click.IntRange(min=1),
    default=None,
    help="Offset alignment in bytes. Default: the runtime's (TFLM 1 — sizes are already rounded to 16; TFLite 64).",
)
@click.option(
    "--input-shape",
    "input_shapes",
    multiple=True,
    metavar="NAME=D1,D2,...",
    help="Override the shape of a graph input with dynamic dimensions (repeatable); the new "
    "size is propagated to the tensors that carry the same dynamic dimension.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the memplan/1 JSON document instead of the summary.")
@click.option("--top", default=10, show_default=True, type=click.IntRange(min=1), help="Buffers listed at the peak.")
@_fail_cleanly
def analyze_cmd(
    model: str,
    semantics: str,
    strategies: tuple[str, ...],
    alignment: int | None,
    input_shapes: tuple[str, ...],
    as_json: bool,
    top: int,
) -> None:
    """Plan MODEL's activation arena as the runtime does and compare it with the bounds.

    Prints the planned arena in bytes next to the naive total (no reuse) and the lower
    bound (the most bytes live at any one step), and the operator where live memory
    peaks with the buffers live there.
    """
    overrides = dict(parse_shape_override(s) for s in input_shapes)
    err = Console(stderr=True)
    with err.status(f"Planning {model} …"):
        graph = load_model(model, overrides)
        result = analyze(graph, semantics, strategies or None, alignment)
    if as_json:
        click.echo(json.dumps(analysis_document(result), indent=2))
    else:
        print_summary(result, Console(), top)
