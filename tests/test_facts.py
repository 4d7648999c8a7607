"""Each fact once: the CLI's choices and defaults are the library's own values, and the
help and the documentation state them from there (issue 35)."""

from __future__ import annotations

import inspect
import re

import click

from tests.conftest import ROOT
from tflite_memplan.cli import main
from tflite_memplan.defaults import FORMATS, GATES, PRINTPLAN_WIDTH, REORDER_TIME_LIMIT, SOLVE_TIME_LIMIT
from tflite_memplan.gate import verdicts
from tflite_memplan.model.verify import DEFAULT_MODEL_LIMIT, MAX_MODEL_BYTES
from tflite_memplan.planners.offset.exact import solve_offsets
from tflite_memplan.reorder.rewrite import DEFAULT_TIME_LIMIT, reorder
from tflite_memplan.reorder.search import best_order
from tflite_memplan.report.printplan import DEFAULT_WIDTH, memory_plan_text
from tflite_memplan.units import size_text


def _option(command: str, name: str) -> click.Option:
    (option,) = (p for p in main.commands[command].params if isinstance(p, click.Option) and name in p.opts)
    return option


def _default(fn: object, parameter: str) -> object:
    return inspect.signature(fn).parameters[parameter].default  # type: ignore[arg-type]


def test_the_gates_choices_are_the_librarys() -> None:
    gate, fmt = _option("check", "--gate"), _option("check", "--format")
    assert isinstance(gate.type, click.Choice) and tuple(gate.type.choices) == GATES
    assert isinstance(fmt.type, click.Choice) and tuple(fmt.type.choices) == FORMATS
    assert tuple(sorted(verdicts.FORMATTERS)) == FORMATS


def test_the_printplan_width_is_the_librarys() -> None:
    assert DEFAULT_WIDTH == PRINTPLAN_WIDTH == _default(memory_plan_text, "width")
    assert f"Default: {PRINTPLAN_WIDTH} with --plain" in (_option("plan", "--width").help or "")


def test_the_time_limits_are_the_librarys() -> None:
    assert _option("solve", "--time-limit").default == SOLVE_TIME_LIMIT == _default(solve_offsets, "time_limit")
    assert DEFAULT_TIME_LIMIT == REORDER_TIME_LIMIT == _default(reorder, "time_limit")
    assert _default(best_order, "time_limit") == REORDER_TIME_LIMIT
    for command in ("reorder", "optimize"):
        assert _option(command, "--time-limit").default == REORDER_TIME_LIMIT


def test_help_and_docs_state_the_defaults(cli) -> None:
    solve = cli("solve", "--help").output
    assert f"[default: {SOLVE_TIME_LIMIT};" in solve
    assert f"[default: {REORDER_TIME_LIMIT};" in cli("reorder", "--help").output
    said = re.sub(r"\s+", " ", cli("--help").output)
    default, most = (size_text(n).replace(" ", "") for n in (DEFAULT_MODEL_LIMIT, MAX_MODEL_BYTES))
    limits = f"Default: {default}; at most {most}."
    assert limits == "Default: 1GiB; at most 2GiB." and limits in said
    for page in ("limits.md", "planners.md"):
        text = (ROOT / "docs" / page).read_text()
        assert f"`--time-limit` seconds (default {SOLVE_TIME_LIMIT:g})" in text, page
    assert f"`--time-limit` seconds (default {REORDER_TIME_LIMIT:g})" in (ROOT / "docs" / "limits.md").read_text()
    assert f"`--time-limit S` (default {REORDER_TIME_LIMIT:g} s)" in (ROOT / "docs" / "levers.md").read_text()
