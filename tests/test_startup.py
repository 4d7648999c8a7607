"""What starting memplan imports. Every command pays for its imports before it does anything,
so help, parsing and `solve` (a CSV, no model) must not load numpy's BLAS, the generated
TFLite schema or the planners before they need them (times: benchmarks/STARTUP_RESULTS.md)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

#: Modules that cost tens of milliseconds or more to import.
HEAVY = (
    "numpy",
    "numpy.ma",  # np.unique imports it on numpy 2.4 (0.1 s): memplan finds distinct steps itself
    "tflite",
    "flatbuffers",
    "rich",
    "ai_edge_litert",
    "tflite_memplan.planners",
    "tflite_memplan.planners.registry",  # every planner
    "tflite_memplan.analysis",
    "tflite_memplan.semantics",  # every runtime's tables, which solve never reads
    "tflite_memplan.gate.boards",
    "tflite_memplan.cli.commands",  # the commands that plan models, with the above
)


def _loaded(code: str) -> list[str]:
    """The heavy modules loaded once ``code`` has run in a fresh interpreter."""
    probe = f"{code}\nimport sys\nprint('loaded:', *[m for m in {HEAVY!r} if m in sys.modules])"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[-1].split()[1:]


def test_starting_the_cli_imports_nothing_heavy() -> None:
    assert _loaded("import tflite_memplan.cli") == []


def test_solve_reads_no_model_schema(tmp_path: Path) -> None:
    # A CSV of buffers needs the exact search and numpy, never the TFLite schema's generated
    # code, the runtimes' tables or the other planners.
    problem = tmp_path / "small.csv"
    problem.write_text("id,lower,upper,size\n0,0,2,100\n1,1,3,200\n2,2,5,50\n")
    run = f"main(['solve', {str(problem)!r}, '-o', {str(tmp_path / 'plan.csv')!r}])"
    solve = f"from tflite_memplan.cli import main\ntry:\n    {run}\nexcept SystemExit:\n    pass"
    assert _loaded(solve) == ["numpy", "tflite_memplan.planners"]


def test_a_mistyped_command_imports_no_command() -> None:
    # "did you mean" lists the commands by name (cli.COMMANDS), importing none of them.
    typo = "from tflite_memplan.cli import main\ntry:\n    main(['analyse'])\nexcept SystemExit:\n    pass"
    assert _loaded(typo) == []


def test_planning_a_model_imports_no_masked_arrays() -> None:
    # compare plans with every strategy: none may reach numpy.ma (np.unique would).
    model = Path(__file__).resolve().parents[1] / "sample_models" / "branching_cnn_int8.tflite"
    run = f"main(['compare', {str(model)!r}])"
    compare = f"from tflite_memplan.cli import main\ntry:\n    {run}\nexcept SystemExit:\n    pass"
    assert "numpy.ma" not in _loaded(compare)


def test_distinct_is_numpys_unique() -> None:
    import numpy as np
    from hypothesis import given
    from hypothesis import strategies as st

    from tflite_memplan.records import distinct

    @given(st.lists(st.integers(-(2**70), 2**70), max_size=40), st.booleans())
    def check(values: list[int], small: bool) -> None:
        if small:
            values = [v % 2**62 - 2**61 for v in values]
        array = np.array(values, np.int64 if small else object)
        assert distinct(array).tolist() == np.unique(array).tolist()

    check()


def test_the_program_runs_openblas_on_one_thread_unless_told(tmp_path: Path) -> None:
    # numpy's OpenBLAS starts a spinning thread per core at import; the memplan program
    # (not the library) asks for one, and a value the user set is kept.
    problem = tmp_path / "small.csv"
    problem.write_text("id,lower,upper,size\n0,0,2,100\n")
    probe = (
        "import atexit, os, sys\n"
        "atexit.register(lambda: print('threads', os.environ.get('OPENBLAS_NUM_THREADS')))\n"
        f"sys.argv = ['memplan', 'solve', {str(problem)!r}]\n"
        "from tflite_memplan.cli import run\n"
        "run()\n"
    )
    for given, expected in ((None, "1"), ("3", "3")):
        env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
        if given is not None:
            env["OPENBLAS_NUM_THREADS"] = given
        out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True)
        assert "arena 100 B" in out.stdout
        assert out.stdout.splitlines()[-1] == f"threads {expected}"
