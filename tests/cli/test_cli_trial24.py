"""What a fresh user's trial of President and Egyptian Ratscrew found in the `mogel` command
(trial 24): help text that said `--seat` needs the notebook extra, ... Each test runs the
command line (mogel.cli.commands.main, or `python -m mogel` in a subprocess where the process
itself matters)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_cli
from mogel.cli.commands import main

HERE = Path(__file__).resolve().parent / "trial24"   # the trial's two games, as it wrote them
PRESIDENT, RATSCREW = HERE / "president.mm", HERE / "ratscrew.mm"


def _help(capsys, command: str) -> str:
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())


def test_the_seat_option_needs_no_extra_and_its_help_says_so(capsys):
    """`mogel play --help` said `--seat` "needs the notebook extra"; it has needed none since trial 22."""
    told = _help(capsys, "play")
    assert "notebook extra" not in told and "play seat N yourself at the terminal" in told and "needs no extra" in told
    told = _help(capsys, "resume")
    assert "mogel play --seat N --save FILE" in told and "when you stop your seat with q" in told


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_unknown_variant_that_shortens_one_names_it(capsys, lang):
    """`--variant twos` said only "unknown variant 'twos'" where the rules have `twos_clear`."""
    code, out, err = run_cli(capsys, "play", PRESIDENT, "--variant", "twos", "--quiet", "--lang", lang)
    assert code == 2 and out == "" and err.rstrip().endswith("unknown variant 'twos' (did you mean 'twos_clear'?)")
    code, _, err = run_cli(capsys, "play", PRESIDENT, "--variant", "clear", "--quiet")   # a part of one name only
    assert code == 2 and "(did you mean 'twos_clear'?)" in err
