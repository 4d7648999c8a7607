"""Outputs never replace what is not a regular file: a symbolic link is written through
to its target (atomically, and stays a link), a FIFO or character device is written
straight into, ``-`` is standard output, any other special file is refused in one line."""

from __future__ import annotations

import json
import os
import socket
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.conftest import CLI_ENV, SAMPLES
from tflite_memplan.cli import main
from tflite_memplan.errors import OutputError
from tflite_memplan.files import check_writable, write_atomically

MODEL = str(SAMPLES / "reshape_chain.tflite")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner(env=CLI_ENV).invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_a_symlink_is_written_through_and_stays_a_link(tmp_path: Path) -> None:
    real = tmp_path / "real" / "map.svg"
    real.parent.mkdir()
    real.write_text("old")
    os.chmod(real, 0o640)
    link = tmp_path / "link.svg"
    link.symlink_to(real)
    code, out, err = run("plan", MODEL, "--svg", str(link))
    assert (code, out, err) == (0, "", f"wrote {link}\n")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text().startswith("<svg") and real.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in real.parent.iterdir()) == ["map.svg"]  # no temporary file left


def test_a_chain_of_links_and_a_dangling_link_reach_the_final_file(tmp_path: Path) -> None:
    final = tmp_path / "out.json"
    (tmp_path / "b").symlink_to(final)  # dangling until written
    (tmp_path / "a").symlink_to(tmp_path / "b")
    write_atomically(tmp_path / "a", "{}\n")
    assert final.read_text() == "{}\n" and (tmp_path / "a").is_symlink() and (tmp_path / "b").is_symlink()


def test_a_link_to_an_input_is_refused(tmp_path: Path) -> None:
    model = tmp_path / "m.tflite"
    model.write_bytes(Path(MODEL).read_bytes())
    link = tmp_path / "out.tflite"
    link.symlink_to(model)
    code, out, err = run("optimize", str(model), "-o", str(link))
    assert (code, out) == (2, "")
    assert err == f"Error: {link} is the input model: pass --force to replace it, or choose another -o\n"
    with pytest.raises(OutputError, match="refusing to write over an input file"):
        write_atomically(link, b"", inputs=[str(model)])
    assert model.read_bytes() == Path(MODEL).read_bytes() and link.is_symlink()


def test_a_fifo_is_written_into_and_reaches_its_reader(tmp_path: Path) -> None:
    fifo = tmp_path / "map.svg"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    code, out, err = run("plan", MODEL, "--svg", str(fifo))
    reader.join(timeout=30)
    assert (code, out, err) == (0, "", f"wrote {fifo}\n")
    assert fifo.is_fifo() and got and got[0].startswith(b"<svg")


def test_a_character_device_is_written_into_not_replaced() -> None:
    before = os.stat("/dev/null")
    write_atomically("/dev/null", "x" * 100)
    after = os.stat("/dev/null")
    assert (after.st_ino, after.st_rdev) == (before.st_ino, before.st_rdev)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_a_full_device_fails_in_one_line_and_stays_a_device(tmp_path: Path) -> None:
    code, out, err = run("optimize", MODEL, "-o", "/dev/full", "--force")
    assert (code, out) == (2, "") and err == "Error: cannot write /dev/full: No space left on device\n"
    assert Path("/dev/full").is_char_device()


def test_dash_writes_to_standard_output() -> None:
    code, out, err = run("plan", MODEL, "--svg", "-")
    assert code == 0 and out.startswith("<svg") and out.rstrip().endswith("</svg>")
    assert err == "wrote -\n"


def test_other_special_files_are_refused_before_any_work(tmp_path: Path) -> None:
    path = tmp_path / "sock"
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))
        with pytest.raises(OutputError, match="neither a file, a FIFO nor a character device"):
            check_writable(path)
        code, out, err = run("plan", MODEL, "--html", str(path))
        assert (code, out) == (2, "")
        assert err == f"Error: cannot write {path}: it is neither a file, a FIFO nor a character device\n"
        assert path.is_socket()


def test_optimize_to_standard_output_keeps_the_report_on_standard_error(tmp_path: Path) -> None:
    result = CliRunner(env=CLI_ENV).invoke(main, ["optimize", MODEL, "-o", "-"])
    assert result.exit_code == 0, result.stderr
    written = tmp_path / "written.tflite"
    written.write_bytes(result.stdout_bytes)
    assert result.stdout_bytes[4:8] == b"TFL3" and "offline plan" in result.stderr
    assert result.stderr.endswith("wrote -\n")
    code, out, err = run("analyze", str(written), "--json")
    assert code == 0, err
    # the model written to standard output is the one the report describes
    row = next(line for line in result.stderr.splitlines() if line.strip().startswith("written"))
    fields = row.split()  # written (plan)  MINIMUM  change B  HEAD  change B
    minimum, head = int(fields[2].replace(",", "")), int(fields[5].replace(",", ""))
    arena = json.loads(out)["arena"]
    assert (arena["minimum"], arena["head"]) == (minimum, head)


def test_dev_stdout_is_written_into_whatever_it_is(tmp_path: Path) -> None:
    """/dev/stdout is a link into /proc, to a pipe or to a file the shell opened: written
    into as it is (it was an error on a pipe: its resolved path does not exist)."""
    import subprocess
    import sys

    argv = [sys.executable, "-c", "from tflite_memplan.cli import main; main()", "plan", MODEL, "--svg", "/dev/stdout"]
    piped = subprocess.run(argv, capture_output=True, check=False)
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout.startswith(b"<svg") and piped.stdout.rstrip().endswith(b"</svg>")
    with open(tmp_path / "map.svg", "wb") as out:
        subprocess.run(argv, stdout=out, stderr=subprocess.DEVNULL, check=True)
    assert (tmp_path / "map.svg").read_bytes() == piped.stdout
    assert Path("/dev/stdout").is_symlink()
