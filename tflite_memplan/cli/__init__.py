"""The ``memplan`` command: a thin shell over the library.

Every error the library raises on purpose (:class:`MemplanError`) becomes one line
on stderr and exit code 2 — never a traceback. Each command is imported only when it
runs (or ``--help`` lists them): :mod:`.commands` holds those that plan models, with
the runtimes' tables their options are made from; :mod:`.solve` needs none of that,
so a small ``memplan solve`` starts in a fraction of the time.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Iterator, MutableMapping
from typing import Any

import click

from tflite_memplan.cli.shell import EXIT_USAGE, typed_size
from tflite_memplan.errors import MemplanError, one_line
from tflite_memplan.model.verify import DEFAULT_MODEL_LIMIT, MAX_MODEL_BYTES
from tflite_memplan.units import parse_size

#: Options of ``memplan`` itself, accepted before or after the command's name.
GLOBAL_OPTIONS = ("--max-model-size",)

#: Each command's module and function, imported when the command is first asked for.
COMMANDS = {
    "analyze": ("commands", "analyze_cmd"),
    "boards": ("commands", "boards_cmd"),
    "check": ("commands", "check_cmd"),
    "compare": ("commands", "compare_cmd"),
    "fit": ("commands", "fit_cmd"),
    "optimize": ("commands", "optimize_cmd"),
    "plan": ("commands", "plan_cmd"),
    "reorder": ("commands", "reorder_cmd"),
    "solve": ("solve", "solve_cmd"),
    "strategies": ("commands", "strategies_cmd"),
    "whatif": ("commands", "whatif_cmd"),
}


class _Commands(MutableMapping[str, click.Command]):
    """The group's commands by name, each imported from :data:`COMMANDS` when first
    read: listing the names (usage errors, "did you mean") imports nothing."""

    def __init__(self) -> None:
        self._loaded: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        if name not in self._loaded:
            module, function = COMMANDS[name]
            command = getattr(importlib.import_module(f"{__name__}.{module}"), function)
            assert isinstance(command, click.Command) and command.name == name
            self._loaded[name] = command
        return self._loaded[name]

    def __setitem__(self, name: str, command: click.Command) -> None:
        self._loaded[name] = command

    def __delitem__(self, name: str) -> None:
        raise TypeError("memplan's commands are fixed")

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys([*COMMANDS, *self._loaded]))

    def __len__(self) -> int:
        return len(set(COMMANDS) | set(self._loaded))


class MemplanGroup(click.Group):
    """``memplan``: every error one ``Error: …`` line on stderr with exit code 2 —
    the library's :class:`MemplanError` and click's own usage errors alike — and
    global options accepted after the command's name too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["commands"] = _Commands()
        super().__init__(*args, **kwargs)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        front: list[str] = []
        rest: list[str] = []
        i = 0
        while i < len(args):
            arg = args[i]
            if arg == "--":
                rest.extend(args[i:])
                break
            if arg in GLOBAL_OPTIONS and i + 1 < len(args):
                front += args[i : i + 2]
                i += 2
                continue
            if arg.startswith(tuple(f"{g}=" for g in GLOBAL_OPTIONS)):
                front.append(arg)
            else:
                rest.append(arg)
            i += 1
        return super().parse_args(ctx, front + rest)

    def main(self, *args: Any, **kwargs: Any) -> Any:
        kwargs["standalone_mode"] = False
        try:
            code = super().main(*args, **kwargs)
        except click.exceptions.Abort:
            click.echo("Error: aborted", err=True)
            sys.exit(EXIT_USAGE)
        except click.ClickException as e:
            click.echo(f"Error: {one_line(e.format_message())}", err=True)
            sys.exit(EXIT_USAGE)
        except MemplanError as e:
            click.echo(f"Error: {e}", err=True)
            sys.exit(EXIT_USAGE)
        sys.exit(code if isinstance(code, int) else 0)


def _parse_model_limit(ctx: click.Context, param: click.Parameter, value: str | None) -> int:
    if value is None:
        return DEFAULT_MODEL_LIMIT
    try:
        limit = parse_size(value, "model size limit")
    except MemplanError as e:
        raise click.BadParameter(str(e)) from None
    if not 0 < limit <= MAX_MODEL_BYTES:
        raise click.BadParameter(f"a flatbuffer is at most {typed_size(MAX_MODEL_BYTES)}")
    return limit


@click.group(cls=MemplanGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="tflite-memplan")
@click.option(
    "--max-model-size",
    metavar="SIZE",
    callback=_parse_model_limit,
    help="Refuse model files larger than this (read whole into memory), before or after the "
    f"command's name. Default: {typed_size(DEFAULT_MODEL_LIMIT)}; at most {typed_size(MAX_MODEL_BYTES)}.",
)
def main(max_model_size: int) -> None:
    """memplan: how much RAM a TFLite model's activations need, and how to get it lower.

    \b
    Examples:
      memplan analyze m.tflite               # TFLM's whole tensor_arena
      memplan analyze m.tflite --semantics litert   # LiteRT CPU arena
      memplan analyze m.tflite --format json # memplan/1 JSON
      memplan compare m.tflite               # every strategy vs bounds
      memplan plan m.tflite --plain          # TFLM's PrintMemoryPlan
      memplan check models/ --budget 256KiB  # CI gate: exit 1 if too big
      memplan reorder m.tflite -o out.tflite # lowest-peak operator order
    """


def run() -> None:
    """The ``memplan`` program (its console script): :func:`main` with numpy's OpenBLAS
    on one thread unless ``OPENBLAS_NUM_THREADS`` says otherwise. memplan does no linear
    algebra, and the threads OpenBLAS starts on every core when numpy is imported spin
    for a while: on a busy 2-core machine they cost a small ``memplan solve`` a fifth of
    its time (``benchmarks/STARTUP_RESULTS.md``). Set here, in the program, not in the
    library, whose users keep their own settings."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    main()
