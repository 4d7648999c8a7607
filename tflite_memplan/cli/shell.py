"""What every ``memplan`` command module shares and that costs nothing to import:
exit codes, the spinner, reading a text file, the ``--time-limit`` option and sizes as
options spell them (``memplan solve`` imports this and no runtime's tables)."""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Callable
from typing import IO, Any, TypeVar

import click

from tflite_memplan.errors import MemplanError, one_line
from tflite_memplan.units import size_text

_T = TypeVar("_T")

EXIT_USAGE = 2
EXIT_FAILED_CHECK = 1


def status(text: str) -> Any:
    """A spinner on standard error while ``text`` runs (names shown literally); none
    when standard error is no terminal, where it would show nothing (and rich, a
    tenth of a second to import, is not needed by `memplan solve`)."""
    if not sys.stderr.isatty():
        return contextlib.nullcontext()
    from rich.console import Console

    return Console(stderr=True, markup=False).status(text)


def reading_text(path: str, read: Callable[[IO[str]], _T], limit: int = 256 * 2**20) -> _T:
    """``read`` over a regular text file opened as it goes (UTF-8, a byte-order mark
    skipped), with one-line errors (FIFOs and devices refused, bytes that are not UTF-8)."""
    name = one_line(path)
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise MemplanError(f"{name}: not a regular file")
        if info.st_size > limit:
            raise MemplanError(f"{name}: {info.st_size:,} bytes is over the {limit:,}-byte limit")
        with open(path, encoding="utf-8-sig", newline="") as f:
            return read(f)
    except OSError as e:
        raise MemplanError(f"{name}: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise MemplanError(f"{name}: not UTF-8 text") from None


def time_limit_option(default: float, text: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--time-limit SECONDS`` with its default shown."""
    return click.option(
        "--time-limit",
        default=default,
        show_default=True,
        type=click.FloatRange(min=0),
        metavar="SECONDS",
        help=text,
    )


def typed_size(n: int) -> str:
    """``n`` bytes as an option takes them: ``2**30`` -> ``"1GiB"``."""
    return size_text(n).replace(" ", "")
