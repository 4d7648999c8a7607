"""The documentation's commands and snippets stay true.

Every ```console block in README.md and docs/*.md is run and its output compared (see
docs/development.md, "Documentation examples"); ``MEMPLAN_UPDATE_DOCS=1`` rewrites the
expected outputs in place instead.
"""

from __future__ import annotations

import difflib
import os
import re
import shlex
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml  # in the dev extra: these tests must run, never skip

from tests.conftest import CLI_ENV, ROOT, SAMPLES
from tflite_memplan.cli import main
from tflite_memplan.gate.verdicts import FORMATTERS
from tflite_memplan.semantics import DEFAULT_SEMANTICS
from tflite_memplan.units import SIZE_UNITS


def test_readme_opens_with_the_two_commands_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)\n```", readme, flags=re.S)
    ci = (ROOT / ".ci" / "run").read_text()
    assert blocks[0] in ci and blocks[1] in ci
    assert "memplan analyze sample_models/" in blocks[0]
    assert "pytest" in blocks[1]


def test_pre_commit_hook_runs_the_gate(cli) -> None:
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook["id"] == "memplan-check"
    program, command = shlex.split(hook["entry"])
    assert program == "memplan"
    result = cli(command, *hook["args"], SAMPLES / "while_loop.tflite")
    assert result.exit_code == 0, result.output


DOCS = ROOT / "docs"
#: Every page the console examples and links are checked in: the front page, then docs/.
PAGES = [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]


def test_ci_jobs_use_real_options() -> None:
    lines = [
        ln.strip()
        for page in (ROOT / "README.md", DOCS / "ci.md")
        for ln in page.read_text().splitlines()
        if ln.strip().startswith("- run: memplan check")
    ]
    assert lines, "docs/ci.md shows the gate as a plain workflow step"
    check = main.commands["check"]
    known = {opt for p in check.params for opt in getattr(p, "opts", [])}
    for line in lines:
        args = shlex.split(line.removeprefix("- run: memplan "))
        assert {a for a in args if a.startswith("--")} <= known, line


def _section(page: Path, title: str) -> str:
    """The text of the ``## title`` section of ``page``, up to the next ``## `` heading."""
    text = page.read_text()
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else None]


def test_ci_page_documents_every_budget_unit() -> None:
    words = set(re.findall(r"`([A-Za-z]+)`", _section(DOCS / "ci.md", "Budgets and units")))
    assert {u.lower() for u in words} >= set(SIZE_UNITS)


def test_development_page_counts_the_sample_models() -> None:
    count = len(list(SAMPLES.glob("*.tflite")))
    numbers = (
        "none",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
    )
    assert f"`sample_models/` holds {numbers[count]} tiny real models" in _section(
        DOCS / "development.md", "Sample models"
    )


ACTION = yaml.safe_load((ROOT / "action.yml").read_text())


def _action_argv(inputs: dict[str, str], tmp_path: Path) -> list[str]:
    """The arguments action.yml's run step passes to memplan, run in bash with a stub memplan."""
    stub = tmp_path / "memplan-stub"
    stub.write_text('#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n')
    stub.chmod(0o755)
    given = {name: inputs.get(name, spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
    step = ACTION["runs"]["steps"][-1]

    def evaluate(value: str) -> str:  # the two kinds of ${{ }} expression the step uses
        value = re.sub(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}", lambda m: given[m.group(1)], value)
        return re.sub(r"\$\{\{\s*steps\.install\.outputs\.memplan\s*\}\}", str(stub), value)

    env = {"PATH": os.environ["PATH"], **{k: evaluate(str(v)) for k, v in step["env"].items()}}
    bash = shutil.which("bash")
    assert bash, "bash runs the action's steps"
    out = subprocess.run(
        [bash, "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout.splitlines()


def test_action_inputs_are_memplan_check_options(tmp_path: Path) -> None:
    assert ACTION["runs"]["using"] == "composite"
    steps = {step.get("id"): step for step in ACTION["runs"]["steps"]}
    assert steps["python"]["uses"].startswith("actions/setup-python@")
    assert steps["python"]["with"]["update-environment"] is False  # the job's own Python is untouched
    assert tuple(map(int, steps["python"]["with"]["python-version"].split("."))) >= (3, 11)
    install = steps["install"]["run"]
    assert "pip install" in install and "$GITHUB_ACTION_PATH" in install and "MEMPLAN_PYTHON" in install
    inputs = ACTION["inputs"]
    assert inputs["models"]["required"] is True
    assert inputs["semantics"]["default"] == DEFAULT_SEMANTICS
    assert inputs["format"]["default"] == "github" and "github" in FORMATTERS
    options = {opt for p in main.commands["check"].params for opt in getattr(p, "opts", [])}
    assert {f"--{name}" for name in inputs if name != "models"} <= options
    (tmp_path / "m").mkdir()
    (tmp_path / "m" / "x.tflite").touch()  # the shell must not expand the pattern: memplan does
    argv = _action_argv(
        {
            "models": "a.tflite\n  m/*.tflite \nmy models/b c.tflite\n",
            "budget": "256K",
            "esp-nn-version": "1.1.2",
            "baseline": "b.json",
            "tolerance": "3%",
        },
        tmp_path,
    )
    assert argv == [  # one path a line: spaces inside a path are kept
        "check",
        *["a.tflite", "m/*.tflite", "my models/b c.tflite"],
        *["--budget", "256K", "--esp-nn-version", "1.1.2", "--baseline", "b.json", "--tolerance", "3%"],
        *["--semantics", "tflm", "--format", "github"],
    ]
    argv = _action_argv(
        {
            "models": "a.tflite",
            "linker-script": "app.ld",
            "region": "SRAM",
            "semantics": "litert",
            "delegate": "none",
            "allow-unrunnable": "true",
            "jobs": "2",
        },
        tmp_path,
    )
    assert argv == [
        *["check", "a.tflite", "--linker-script", "app.ld", "--region", "SRAM", "--semantics", "litert"],
        *["--delegate", "none", "--allow-unrunnable", "--jobs", "2", "--format", "github"],
    ]
    assert _action_argv({"models": "a.tflite", "board-file": "b.toml", "allow-unrunnable": "false"}, tmp_path) == [
        *["check", "a.tflite", "--board-file", "b.toml", "--semantics", "tflm", "--format", "github"],
    ]
    assert _action_argv({"models": "m/*.tflite  b.tflite"}, tmp_path) == [  # one line: split on spaces
        "check",
        *["m/*.tflite", "b.tflite"],
        *["--semantics", "tflm", "--format", "github"],
    ]


def test_action_runs_the_gate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cli) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "models").mkdir()
    for name in ("while_loop.tflite", "reshape_chain.tflite"):
        shutil.copy(SAMPLES / name, tmp_path / "models" / name)
    assert cli("check", "models", "--baseline", "base.json", "--write-baseline").exit_code == 0
    argv = _action_argv(
        {"models": "models/*.tflite", "budget": "64K", "baseline": "base.json", "tolerance": "3"}, tmp_path
    )
    result = cli(*argv, env={"GITHUB_STEP_SUMMARY": ""})
    assert (result.exit_code, result.stdout) == (0, "memplan check: 2 of 2 models pass\n")


@pytest.mark.parametrize(
    ("page", "section"), [("README.md", "Use in CI"), ("docs/ci.md", "GitHub Action")], ids=["README", "ci"]
)
def test_action_step_uses_real_inputs(page: str, section: str) -> None:
    text = _section(ROOT / page, section)
    blocks = [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)\n```", text, re.S)]
    steps = [s for b in blocks if isinstance(b, dict) and "jobs" in b for j in b["jobs"].values() for s in j["steps"]]
    (step,) = [s for s in steps if re.fullmatch(r"[\w-]+/memplan@v[\d.]+", s.get("uses", ""))]
    required = {name for name, spec in ACTION["inputs"].items() if spec.get("required")}
    assert required <= set(step["with"]) <= set(ACTION["inputs"])


def test_readme_links_every_docs_page() -> None:
    readme = (ROOT / "README.md").read_text()
    linked = set(re.findall(r"\]\((docs/[\w-]+\.md)\)", readme))
    assert linked == {f"docs/{p.name}" for p in DOCS.glob("*.md")}


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_resolve(page: Path) -> None:
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
        if not re.match(r"[a-z]+://", target):
            assert (page.parent / target).exists(), f"{page.name} links to missing {target}"


# --- Console examples -------------------------------------------------------------------------
#
# A fenced block tagged ```console holds examples: a line starting with "$ memplan " is a
# command, and the lines after it, up to the next "$ " line or the end of the block, are its
# output as a user sees it at 80 columns without colour (stdout and stderr, as the terminal
# interleaves them). A line that is exactly "..." stands for any run of lines (none included).
# A command followed by no output lines is only required to exit 0. Commands run in-process
# (click's CliRunner on tflite_memplan.cli:main) from the repository root, on the bundled
# sample models; they must not write files, run a real runtime (--measure) or print timings.
# Commands that write files go in ```sh blocks, which are not run.

UPDATE = os.environ.get("MEMPLAN_UPDATE_DOCS") == "1"
ELLIPSIS = "..."
#: Options that write files or need a real runtime: not in console examples.
FORBIDDEN = {"-o", "--output", "--emit-c", "--svg", "--html", "--write-baseline", "--export-csv", "--measure"}
SHELL = {"|", "||", "&&", ";", ">", ">>", "<", "2>&1", "&"}


@dataclass(frozen=True)
class Example:
    command: str
    line: int  # 1-based line of the command in its page
    start: int  # 0-based line index of the first output line
    end: int  # one past the last output line
    expected: tuple[str, ...]


def _examples(text: str) -> list[Example]:
    lines = text.split("\n")
    out: list[Example] = []
    i = 0
    while i < len(lines):
        if lines[i].strip() != "```console":
            i += 1
            continue
        close = next(j for j in range(i + 1, len(lines)) if lines[j].strip() == "```")
        body = range(i + 1, close)
        commands = [j for j in body if lines[j].startswith("$ ")]
        assert commands and commands[0] == i + 1, f"line {i + 2}: a console block starts with a $ command"
        for k, j in enumerate(commands):
            end = commands[k + 1] if k + 1 < len(commands) else close
            out.append(Example(lines[j][2:], j + 1, j + 1, end, tuple(lines[j + 1 : end])))
        i = close + 1
    return out


def _collect() -> list[tuple[Path, int, Example]]:
    return [(page, n, ex) for page in PAGES for n, ex in enumerate(_examples(page.read_text()))]


EXAMPLES = _collect()


def _argv(command: str) -> list[str]:
    words = shlex.split(command, comments=True)
    assert words[0] == "memplan", f"console examples run memplan only: {command}"
    args = words[1:]
    assert not SHELL & set(args), f"no shell syntax in console examples: {command}"
    assert not FORBIDDEN & {a.split("=")[0] for a in args}, f"writes files or needs a runtime: {command}"
    for arg in args:
        assert ".." not in Path(arg).parts, f"models come from sample_models/: {command}"
        if arg.endswith(".tflite") or Path(arg).suffix in {".csv", ".json"}:
            assert arg.startswith("sample_models/") and (ROOT / arg).exists(), f"not a bundled sample: {arg}"
    return args


def _normalize(lines) -> list[str]:
    out = [ln.rstrip() for ln in lines]
    while out and not out[-1]:
        out.pop()
    return out


def _matches(expected: list[str], actual: list[str]) -> bool:
    pattern = "".join("(?:.*\n)*?" if ln == ELLIPSIS else re.escape(ln) + "\n" for ln in expected)
    return re.fullmatch(pattern, "".join(ln + "\n" for ln in actual)) is not None


def _updated(expected: list[str], actual: list[str]) -> list[str]:
    """New expected output: the actual one, keeping the example's elisions.

    Each run of lines the example shows is found again in the new output by its first and last
    lines (the lines before the first "..." from the start, those after the last "..." up to the
    end); where a bounding line changed, the run keeps its length.
    """
    if _matches(expected, actual):
        return expected
    if ELLIPSIS not in expected:
        return actual
    parts: list[list[str]] = [[]]
    for ln in expected:
        if ln == ELLIPSIS:
            parts.append([])
        else:
            parts[-1].append(ln)
    head, *middle, tail = parts

    def find(line: str, lo: int, hi: int, last: bool = False) -> int | None:
        hits = [i for i in range(lo, hi) if actual[i] == line]
        return (hits[-1] if last else hits[0]) if hits else None

    stop = 0
    if head:
        found = find(head[-1], 0, len(actual))
        stop = (found if found is not None else len(head) - 1) + 1
    begin = len(actual) - len(tail)
    if tail:
        found = find(tail[0], stop, len(actual), last=True)
        begin = found if found is not None else max(begin, stop)
    new = list(actual[:stop])
    at = stop
    for part in middle:
        if not part:
            continue
        start = find(part[0], at, begin)
        assert start is not None, f"cannot find {part[0]!r} again: edit the example by hand"
        end = find(part[-1], start, begin)
        end = end + 1 if end is not None else min(start + len(part), begin)
        new += [ELLIPSIS, *actual[start:end]]
        at = end
    return [*new, ELLIPSIS, *actual[begin:]]


def test_docs_have_console_examples() -> None:
    pages = {page for page, _, _ in EXAMPLES}
    assert ROOT / "README.md" in pages and len(pages) >= 6


@pytest.mark.parametrize(
    ("page", "ordinal", "example"),
    EXAMPLES,
    ids=[f"{page.relative_to(ROOT)}:{ex.line}" for page, _, ex in EXAMPLES],
)
def test_console_example(page: Path, ordinal: int, example: Example, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    args = _argv(example.command)
    monkeypatch.chdir(ROOT)
    result = CliRunner(env={**CLI_ENV, "GITHUB_STEP_SUMMARY": None}).invoke(main, args)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    expected = _normalize(example.expected)
    actual = _normalize(result.output.splitlines())
    where = f"{page.relative_to(ROOT)}:{example.line}: $ {example.command}"
    if not expected:  # output intentionally not shown
        assert result.exit_code == 0, f"{where}\nexits {result.exit_code}:\n{result.output}"
        return
    wide = [ln for ln in actual if len(ln) > 80 and not ln.startswith("Error: ")]  # errors are one line
    assert not wide, f"{where}\noutput wider than 80 columns: {wide[0]}"
    if UPDATE:
        new = _updated(expected, actual)
        if new != expected:
            text = page.read_text().split("\n")
            current = _examples("\n".join(text))[ordinal]  # earlier updates may have moved it
            assert current.command == example.command
            text[current.start : current.end] = new
            page.write_text("\n".join(text))
        return
    if not _matches(expected, actual):
        diff = "\n".join(difflib.unified_diff(expected, actual, "documented", "actual", lineterm=""))
        pytest.fail(
            f"{where}\n{diff}\n(regenerate: MEMPLAN_UPDATE_DOCS=1 .venv/bin/python -m pytest tests/test_docs.py)"
        )


def test_console_convention() -> None:
    page = "text\n```console\n$ memplan boards\na\nb\n$ memplan strategies\n```\n```sh\n$ memplan x\n```\n"
    first, second = _examples(page)
    assert (first.command, first.line, first.expected) == ("memplan boards", 3, ("a", "b"))
    assert (second.command, second.expected) == ("memplan strategies", ())  # no output: must exit 0
    assert _matches(["a", ELLIPSIS, "d"], ["a", "b", "c", "d"]) and _matches(["a", ELLIPSIS], ["a"])
    assert not _matches(["a", ELLIPSIS, "d"], ["a", "b", "c"])
    new = ["h", "x", "m1", "y", "m2", "z", "t"]
    assert _updated(["h", ELLIPSIS, "m1", "m2", ELLIPSIS, "t"], new) == ["h", ELLIPSIS, "m1", "y", "m2", ELLIPSIS, "t"]
    assert _updated(["h", "old"], new) == new
    with pytest.raises(AssertionError):
        _argv("memplan optimize sample_models/while_loop.tflite -o out.tflite")
    with pytest.raises(AssertionError):
        _argv("memplan analyze ../shared/models/person_detect.tflite")


def test_library_snippets_run() -> None:
    """Every Python block of docs/library.md runs, on a bundled sample in place of ``model.tflite``."""
    page = (ROOT / "docs" / "library.md").read_text()
    blocks = re.findall(r"```python\n(.*?)\n```", page, flags=re.S)
    assert len(blocks) >= 2
    for block in blocks:
        exec(compile(block.replace("model.tflite", str(SAMPLES / "while_loop.tflite")), "library.md", "exec"), {})


def test_action_checks_a_model_whose_path_has_spaces(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cli) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "my models").mkdir()
    shutil.copy(SAMPLES / "while_loop.tflite", tmp_path / "my models" / "a loop.tflite")
    shutil.copy(SAMPLES / "reshape_chain.tflite", tmp_path / "b.tflite")
    argv = _action_argv({"models": "my models/a loop.tflite\nb.tflite\n", "budget": "64K", "format": "text"}, tmp_path)
    result = cli(*argv)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "ok    my models/a loop.tflite" and result.stdout.endswith(
        "2 of 2 models pass\n"
    )


def test_the_docs_name_every_action_input_and_state_defaults_the_code_has() -> None:
    """Sentences that state facts of the code, kept true by the code itself."""
    ci = (DOCS / "ci.md").read_text()
    action = ci[ci.index("## GitHub Action") : ci.index("```yaml", ci.index("## GitHub Action"))]
    assert all(f"`{name}`" in action for name in ACTION["inputs"]), "docs/ci.md's action paragraph lists every input"
    # "Every board's core is one memplan predicts for": no board falls back to the default target
    from tflite_memplan.gate.boards import BOARDS, board_target

    assert all(board_target(b)[1] is None for b in BOARDS.values())
    assert "falls back to `cortex-m4`" not in ci + (DOCS / "limits.md").read_text()
    from click.testing import CliRunner

    fit_help = " ".join(CliRunner().invoke(main, ["fit", "--help"]).stdout.split())
    assert "instead of each board's core" in fit_help and "Default: each board's core." in fit_help
