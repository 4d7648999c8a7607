"""MiniMalloc's CSV in and out, and `memplan solve` on it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings

from tests.strategies import record_lists
from tflite_memplan.errors import MemplanError
from tflite_memplan.planners.offset.exact import MAX_EXACT_BUFFERS, MAX_SOLVE_BUFFERS, solve_offsets
from tflite_memplan.plans import OffsetPlan, validate_plan
from tflite_memplan.records import UsageRecord
from tflite_memplan.records_csv import read_records_csv, write_records_csv

SAMPLE = Path(__file__).resolve().parents[1] / "sample_models" / "branching_cnn_int8.tflite"

# MiniMalloc's own example (its README): five buffers that fit exactly in 12 bytes.
EXAMPLE = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\nb5,0,21,4\n"


def _key(r: UsageRecord) -> tuple[int, int, int, int | None]:
    return (r.size, r.first, r.last, r.offline_offset)


@settings(max_examples=100, deadline=None)
@given(records=record_lists(offline="any"))
def test_records_survive_a_round_trip(records: list[UsageRecord]) -> None:
    back = read_records_csv(write_records_csv(records)).records
    assert [_key(r) for r in back] == [_key(r) for r in records]


def test_lifespans_are_half_open_at_the_edge() -> None:
    problem = read_records_csv(EXAMPLE)
    assert problem.ids == ("b1", "b2", "b3", "b4", "b5")
    assert (problem.records[0].first, problem.records[0].last) == (0, 2)  # [0, 3) is steps 0, 1, 2
    assert (problem.records[1].first, problem.records[1].last) == (3, 8)
    assert write_records_csv(problem.records, ids=problem.ids) == EXAMPLE


def test_solve_fits_minimallocs_example_exactly(cli, tmp_path: Path) -> None:
    source = tmp_path / "input.12.csv"
    source.write_text(EXAMPLE)
    out = tmp_path / "out.csv"
    result = cli("solve", source, "--capacity", "12B", "-o", out)
    assert result.exit_code == 0, result.stderr
    assert "arena 12 B" in result.stdout and "optimal (proved)" in result.stdout
    assert source.read_text() == EXAMPLE
    written = read_records_csv(out.read_text())
    offsets = [r.offline_offset for r in written.records]
    assert None not in offsets
    plan = OffsetPlan(tuple(offsets), max(o + r.size for o, r in zip(offsets, written.records, strict=True)))
    validate_plan(list(read_records_csv(EXAMPLE).records), plan, 1)
    assert plan.arena_size == 12


def test_solve_says_when_a_capacity_is_proved_impossible(cli, tmp_path: Path) -> None:
    source = tmp_path / "p.csv"
    source.write_text(EXAMPLE)
    result = cli("solve", source, "--capacity", "11B")
    assert result.exit_code == 1
    assert "capacity 11 B: proved: no plan fits" in result.stdout
    # a bare number is in the CSV's own units, as MiniMalloc takes it (a budget elsewhere needs a unit)
    bare = cli("solve", source, "--capacity", "11")
    assert (bare.exit_code, bare.stdout) == (result.exit_code, result.stdout)
    assert cli("check", str(source), "--budget", "11").stderr.startswith("Error: budget '11' has no unit")


def test_solve_minimises_without_a_capacity(cli, tmp_path: Path) -> None:
    # Two 8-byte buffers live together and one 16-byte buffer after them: 16 bytes.
    source = tmp_path / "p.csv"
    source.write_text("id,lower,upper,size\na,0,2,8\nb,0,2,8\nc,2,4,16\n")
    result = cli("solve", source, "--time-limit", "5")
    assert result.exit_code == 0, result.stderr
    assert "arena 16 B: optimal (proved)" in result.stdout


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("id,lower,size\na,0,4\n", "missing column upper"),
        ("id,lower,upper,size\na,0,4,-3\n", "line 2: size -3 is negative"),
        ("id,lower,upper,size\na,4,4,3\n", "line 2: upper (4) must be greater than lower (4)"),
        ("id,lower,upper,size\na,0,4,3\na,1,2,3\n", "line 3: id 'a' is used twice"),
        ("id,lower,upper,size\na,0,x,3\n", "line 2: upper 'x' is not a whole number"),
        ("id,lower,upper,size\na,0,4\n", "line 2: 3 fields, the header has 4"),
    ],
)
def test_a_bad_csv_is_refused_in_one_line(cli, tmp_path: Path, text: str, message: str) -> None:
    source = tmp_path / "bad.csv"
    source.write_text(text)
    result = cli("solve", source)
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("Error: ")
    assert message in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def test_solve_refuses_to_write_over_its_input(cli, tmp_path: Path) -> None:
    source = tmp_path / "p.csv"
    source.write_text(EXAMPLE)
    result = cli("solve", source, "-o", source)
    assert result.exit_code == 2
    assert source.read_text() == EXAMPLE


def test_a_models_buffers_go_to_csv_and_solve_back(cli, tmp_path: Path) -> None:
    exported = tmp_path / "model.csv"
    analyzed = cli("analyze", SAMPLE, "--json", "--export-csv", exported)
    assert analyzed.exit_code == 0, analyzed.stderr
    problem = read_records_csv(exported.read_text())
    doc = json.loads(analyzed.stdout)
    assert len(problem.records) == len(doc["plans"][0]["tensors"])
    solved = cli("solve", exported, "--time-limit", "5")
    assert solved.exit_code == 0, solved.stderr
    # The exact arena is never above the planned head TFLM's greedy found.
    arena = int(solved.stdout.split("arena ")[1].split(" B")[0].replace(",", ""))
    assert arena <= doc["plans"][0]["footprint_bytes"]


def test_the_reader_stops_at_the_row_past_its_limit() -> None:
    # Streaming: given lines, it reads one row past `limit` buffers and no further
    # (blank rows are not buffers), so a file of a million rows costs O(limit).
    consumed = []

    def rows():
        yield "id,lower,upper,size\n"
        for i in range(1_000_000):
            consumed.append(i)
            yield f"{i},{i},{i + 3},16\n" if i % 2 == 0 else "\n"

    with pytest.raises(MemplanError, match=r"^big\.csv: more than 3 buffers: too many to plan from a CSV file$"):
        read_records_csv(rows(), "big.csv", limit=3)
    assert len(consumed) == 7  # buffers at rows 0, 2, 4; row 6 is the fourth
    assert len(read_records_csv(EXAMPLE, limit=5).records) == 5


def test_solve_refuses_a_million_rows(cli, tmp_path: Path) -> None:
    # Was: over 10 s of CPU (the fuzz runs of issue 25: no bound on rows); now the file
    # is read only up to the row past MAX_SOLVE_BUFFERS.
    source = tmp_path / "million.csv"
    with source.open("w") as f:
        f.write("id,lower,upper,size\n")
        f.writelines(f"{i},{i},{i + 3},{16 + i % 64}\n" for i in range(1_000_000))
    result = cli("solve", source, "-o", tmp_path / "out.csv")  # the rows read: see above
    assert result.exit_code == 2
    message = f"more than {MAX_SOLVE_BUFFERS:,} buffers: too many to plan from a CSV file"
    assert result.stderr == f"Error: {source}: {message}\n"
    assert not (tmp_path / "out.csv").exists()


def _blocks(count: int) -> list[UsageRecord]:
    # Four buffers greedy_by_size lays out in 40 bytes, where 32 (the lower bound) fit;
    # `count` copies of them apart in time, so each copy is planned as if alone.
    block = ((16, 1, 1), (16, 1, 2), (8, 2, 4), (16, 3, 3))
    return [UsageRecord(size=s, first=f + 10 * k, last=last + 10 * k) for k in range(count) for s, f, last in block]


def test_past_the_exact_searchs_size_solve_says_it_did_not_search() -> None:
    searched = solve_offsets(_blocks(MAX_EXACT_BUFFERS // 4), 1, time_limit=20)
    assert searched.skipped == "" and searched.optimal and searched.plan.arena_size == 32
    result = solve_offsets(_blocks(MAX_EXACT_BUFFERS // 4 + 1), 1)
    assert (result.nodes, result.skipped, result.plan.arena_size, result.bound) == (0, "over 1,000 buffers", 40, 32)
    assert result.describe() == "≤ 20.0 % from optimal (not searched: over 1,000 buffers)"
    assert result.plan.note == result.describe()


def test_a_search_it_cannot_finish_stops_at_its_time_limit_with_a_valid_plan(cli, tmp_path: Path) -> None:
    # 200 fuzzed buffers (issue 25, round four) it cannot prove optimal: the search
    # ran its default 60 s. Cut off at a short limit it says its gap, not "proved",
    # and writes a complete plan.
    source = Path(__file__).parent / "fuzz" / "reproducers" / "solve-200-buffers.csv"
    out = tmp_path / "solved.csv"
    result = cli("solve", source, "--time-limit", "0.2", "-o", out)
    assert result.exit_code == 0, result.stderr
    assert "from optimal" in result.stdout and "proved" not in result.stdout
    written = read_records_csv(out.read_text())
    offsets = [r.offline_offset for r in written.records]
    assert None not in offsets and len(offsets) == 200
    arena = max(o + r.size for o, r in zip(offsets, written.records, strict=True))
    validate_plan(list(read_records_csv(source.read_text()).records), OffsetPlan(tuple(offsets), arena), 1)
    assert f"arena {arena:,} B" in result.stdout
