"""What a teacher's trial found at the command line (trial 27, Scopa and Old Maid): `mogel simulate`
says when the rules give the random, honest and sneaky bots nothing to tell them apart, in English
and German; the smaller points of finding 7."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_cli

OLD_MAID = Path(__file__).parent / "trial27" / "oldmaid.mm"
NOTE = {"en": "so those bots make the same decisions here, each at random; only the search bot (search) plays otherwise.",
        "de": "also entscheiden diese Bots hier gleich, jedes Mal zuf\u00e4llig; nur der vorausdenkende Bot (search) "
              "spielt anders."}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_simulate_notes_under_its_table_that_the_bots_decide_alike(capsys, lang):
    code, out, err = run_cli(capsys, "simulate", OLD_MAID, "--games", 6, "--players", 3, "--bots", "random,honest,sneaky",
                             "--workers", 1, "--lang", lang)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1].endswith(NOTE[lang])
    code, out, _ = run_cli(capsys, "simulate", "--games", 4, "--workers", 1, "--lang", lang)   # rules.mm: cheats ...
    assert NOTE[lang] not in out
