"""Control characters in the texts of a rules file are refused at check time (issue 19, item 7):
ESC and BEL in a display name reached the terminal, so a rules file could overwrite a narration
line with a fake "Caught!".  No message shows such a character either.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mogel
from conftest import run_cli

RULES = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")
PLACES = [('de "Spinne"', 'de "Spi{}nne"'),                                  # a card's display name
          ('race slap (en "mosquito slap"', 'race slap (en "mosquito{} slap"'),   # a race's name
          ('description: en "for beginners', 'description: en "for {}beginners')]  # a variant's description
CONTROLS = ["\x1b[2KCaught!", "\x07", "\x00", "\x7f", "\x85", "\u202e", "\u2067"]
UNSHOWN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("control", CONTROLS)
def test_a_control_character_in_a_text_is_refused_at_it(place, control):
    old, new = place
    assert old in RULES
    text = RULES.replace(old, new.format(control), 1)

    with pytest.raises(mogel.RulesError) as caught:
        mogel.load_rules(text=text)

    (d,) = [d for d in caught.value.diagnostics if d.severity == "error"]
    line = text.split("\n")[d.span.line - 1]
    assert line[d.span.column - 1] == control[0]
    assert d.message.startswith(f"this text holds a control character (U+{ord(control[0]):04X})")
    assert not UNSHOWN.search(d.render()), "the message itself shows no control character"


def test_mogel_check_never_writes_the_escape_to_the_terminal(capsys, tmp_path):
    path = tmp_path / "fake.mm"
    path.write_text(RULES.replace('de "Spinne"', 'de "\x1b[2KCaught!"', 1), encoding="utf-8")

    code, out, err = run_cli(capsys, "check", path)

    assert code == 1
    assert "control character (U+001B)" in err
    assert "\x1b" not in out + err


def test_texts_without_controls_and_tabs_in_comments_still_check():
    text = RULES.replace('de "Spinne"', 'de "Spinne – „Ärger“ ✓"', 1)

    assert mogel.load_rules(text=text).cards["spider"].names[1][1] == "Spinne – „Ärger“ ✓"
