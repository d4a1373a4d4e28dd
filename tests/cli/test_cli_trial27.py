"""What a teacher's trial found at the command line (trial 27, Scopa and Old Maid): `mogel simulate`
says when the rules give the random, honest and sneaky bots nothing to tell them apart, in English
and German; the smaller points of finding 7."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_cli

OLD_MAID = Path(__file__).parent / "trial27" / "oldmaid.mm"
NOTE = {"en": "so those bots make the same decisions here, each at random; only the search bot (search) plays "
              "otherwise.",
        "de": "also entscheiden diese Bots hier gleich, jedes Mal zuf\u00e4llig; nur der vorausdenkende Bot (search) "
              "spielt anders."}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_simulate_notes_under_its_table_that_the_bots_decide_alike(capsys, lang):
    code, out, err = run_cli(capsys, "simulate", OLD_MAID, "--games", 6, "--players", 3,
                             "--bots", "random,honest,sneaky", "--workers", 1, "--lang", lang)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1].endswith(NOTE[lang])
    code, out, _ = run_cli(capsys, "simulate", "--games", 4, "--workers", 1, "--lang", lang)   # rules.mm: cheats ...
    assert NOTE[lang] not in out


ENDLESS = Path(__file__).parent / "trial26" / "endless.mm"


@pytest.mark.parametrize("lang, says", [
    ("en", "match 1 did not end after hand 2000: its 'ends when:' did not hold within those 2000 (it may hold "
           "later, as with a high target, or never)"),
    ("de", "Partie 1 war nach Spiel 2000 nicht zu Ende: sein 'ends when:' galt in diesen 2000 nicht (vielleicht "
           "später, wie bei einem hohen Ziel, oder nie)")])
def test_a_level_stopped_at_the_limit_does_not_say_its_end_never_holds(capsys, lang, says):
    """A game to 100000 points was stopped with "its 'ends when:' never held": it would have held later."""
    code, _, err = run_cli(capsys, "play", ENDLESS, "--players", 2, "--quiet", "--lang", lang)
    assert code == 1 and says in err and "never held" not in err


@pytest.mark.parametrize("command", ["play", "simulate", "check", "compile"])
def test_a_variant_given_twice_is_refused_in_one_line(capsys, command):
    with pytest.raises(SystemExit) as refused:   # argparse's usage error: exit code 2
        run_cli(capsys, command, OLD_MAID, "--variant", "same_colour", "--variant", "same_colour")
    out, err = capsys.readouterr()
    assert (refused.value.code, out) == (2, "") and len(err.strip().splitlines()) == 1
    assert "the variant 'same_colour' is given twice: give each variant once" in err
