"""TFLM's PrintMemoryPlan text, character for character, and the ``plan`` command."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from tests.tiny_models import branch_48
from tflite_memplan.cli import main
from tflite_memplan.planners.offset.tflm_greedy import tflm_greedy
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord
from tflite_memplan.report.printplan import memory_plan_text, ordinal_char

# The golden branch (DESIGN.md): four 48-byte tensors, t0@0 [0,2], t1@96 [1,3],
# t2@48 [2,3], t3@0 [3,3]. Arena M = max(80, 144) = 144, so a buffer at offset O of
# 48 bytes fills columns [O*80/144, (O+48)*80/144): t0 0..25, t2 26..52, t1 53..79.
# Live bytes: 48, 96, 144, 144 → (1k) each.
GOLDEN = (
    "0 (id=0): size=48, offset=0, first_used=0 last_used=2\n"
    "1 (id=1): size=48, offset=96, first_used=1 last_used=3\n"
    "2 (id=2): size=48, offset=48, first_used=2 last_used=3\n"
    "* (id=3): size=48, offset=0, first_used=3 last_used=3\n"
    "   0: " + "0" * 26 + "." * 54 + " (1k)\n"
    "   1: " + "0" * 26 + "." * 27 + "1" * 27 + " (1k)\n"
    "   2: " + "0" * 26 + "2" * 27 + "1" * 27 + " (1k)\n"
    "   3: " + "*" * 26 + "2" * 27 + "1" * 27 + " (1k)\n"
)


def test_golden_branch_text_is_exact(tmp_path: Path) -> None:
    model = tmp_path / "branch.tflite"
    model.write_bytes(branch_48())
    result = CliRunner().invoke(main, ["plan", str(model), "--plain"])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == GOLDEN


def test_ordinals_wrap_modulo_62_and_single_steps_are_stars() -> None:
    long = UsageRecord(size=1, first=0, last=1)
    assert [ordinal_char(i, long) for i in (0, 9, 10, 35, 36, 61, 62, 63)] == list("09azAZ01")
    assert ordinal_char(5, UsageRecord(size=1, first=3, last=3)) == "*"


def test_collisions_are_marked_and_kilobytes_round_up() -> None:
    # Two buffers forced onto the same bytes at step 0 (an invalid plan, drawn anyway
    # as TFLM would) and 1025 live bytes → "(2k)".
    records = [UsageRecord(size=1025, first=0, last=1), UsageRecord(size=16, first=0, last=0)]
    text = memory_plan_text(records, OffsetPlan((0, 0), 1025), width=10)
    rows = text.splitlines()[2:]
    # columns: record 0 fills [0, 10); record 1 fills [0, 16*10//1025) = [0, 0): nothing.
    assert rows == ["   0: 0000000000 (2k)", "   1: 0000000000 (2k)"]
    text = memory_plan_text(records, OffsetPlan((0, 0), 1025), width=2000)
    assert "!" in text.splitlines()[2]


def test_width_changes_the_columns() -> None:
    records = [UsageRecord(size=32, first=0, last=1), UsageRecord(size=32, first=1, last=2)]
    plan = tflm_greedy(records)  # equal sizes: the later record goes first, at 0; record 0 at 32
    assert plan.offsets == (32, 0)
    text = memory_plan_text(records, plan, width=8)
    # M = max(8, 64): record 0 fills columns [4, 8), record 1 [0, 4).
    assert text.splitlines()[2:] == ["   0: ....0000 (1k)", "   1: 11110000 (1k)", "   2: 1111.... (1k)"]


def test_rich_view_marks_the_peak_and_has_a_legend(tmp_path: Path) -> None:
    model = tmp_path / "branch.tflite"
    model.write_bytes(branch_48())
    result = CliRunner(env={"COLUMNS": "120", "NO_COLOR": "1"}).invoke(main, ["plan", str(model)])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[2].endswith("(1k)  ◀ peak") and lines[2].startswith("   2: ")
    assert "Legend" in result.stdout and "t3" in result.stdout


def test_the_legend_lists_every_buffer_in_columns_folding_long_names() -> None:
    from rich.console import Console

    from tflite_memplan.report.printplan import rich_memory_plan

    name = "model/block_3/conv2d/Conv2D;model/block_3/batch_norm/FusedBatchNormV3 with a long tail"
    records = [
        UsageRecord(size=48, first=0, last=2, name="t0"),
        UsageRecord(size=1_000_000, first=1, last=3, name=name),
        UsageRecord(size=48, first=3, last=3, name="t2"),
    ]
    plan = OffsetPlan((0, 48, 0), 1_000_048)
    console = Console(width=200, no_color=True)
    with console.capture() as captured:
        console.print(rich_memory_plan(records, plan, width=20, columns=60))
    lines = [line.rstrip() for line in captured.get().splitlines()]
    legend = lines[lines.index("Legend") + 1 :]
    assert [cell.strip() for cell in legend[0].split(" ┃ ")] == ["char", "buffer", "bytes", "offset", "steps"]
    assert max(len(line) for line in legend) == 60  # the name column takes what the others leave
    rows = [[cell.strip() for cell in line.split("│")] for line in legend[2:]]
    assert rows[0] == ["0", "t0", "48", "0", "0..2"]
    assert rows[1][0] == "1" and rows[1][2:] == ["1,000,000", "48", "1..3"]
    folded = [rows[1][1]] + [r[1] for r in rows[2:-1]]
    assert all(r[0] == "" and r[2:] == ["", "", ""] for r in rows[2:-1]) and len(folded) > 1
    assert "".join(folded).replace(" ", "") == name.replace(" ", "")  # folded at spaces, or within a long word
    assert rows[-1] == ["*", "t2", "48", "0", "3..3"]
