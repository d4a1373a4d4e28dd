"""Characters that look like the language's but are not, told with what to type (trial22 b20,
b20b, b25, b40, b60; mogel.language.plain.odd_character, docs/language.md section 18): each at
its file:line:col, in English and German, from mogel.check_source and `mogel check`."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from conftest import run_cli

RULES = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")
LINE = "        deal hand_size cards from draw to hand\n"

# (id, the line with the character, the character, English message, German message)
ODD = [
    ("no-break-space", "        deal\xa05 cards from draw to hand\n", "\xa0",
     "a no-break space (U+00A0) stands here, which looks like a space but is none: type an ordinary space",
     "hier steht ein Sonderzeichen (U+00A0, no-break space), das wie ein Leerzeichen aussieht, aber keins ist: tipp "
     "ein gewöhnliches Leerzeichen"),
    ("no-break-space-indenting", "\xa0       deal 5 cards from draw to hand\n", "\xa0",
     "a no-break space (U+00A0) stands here, which looks like a space but is none: type an ordinary space", None),
    ("zero-width-space", "        deal 5 cards from dr\u200baw to hand\n", "\u200b",
     "an invisible character (U+200B, zero width space) stands here, often copied along with text from a web page: "
     "delete it",
     "hier steht ein unsichtbares Zeichen (U+200B, zero width space), oft mit Text aus einer Webseite mitkopiert: "
     "lösch es"),
    ("full-width-digit", "        deal \uff15 cards from draw to hand\n", "\uff15",
     "'\uff15' is a full-width '5' (U+FF15): type the ordinary '5'",
     "'\uff15' ist ein breites '5' (U+FF15): tipp ein gewöhnliches '5'"),
    ("full-width-letter", "        deal 5 cards from \uff44raw to hand\n", "\uff44",
     "'\uff44' is a full-width 'd' (U+FF44): type the ordinary 'd'", None),
    ("umlaut-in-a-name", "        deal 5 cards from dräw to hand\n", "ä",
     "'ä' cannot stand in a name: names are written with a-z, 0-9 and _ (write 'ae' for 'ä'); a text in quotes (a "
     "display name) may hold any letter",
     "'ä' darf in keinem Namen stehen: Namen schreibt man mit a-z, 0-9 und _ (schreib 'ae' für 'ä'); ein Text in "
     "Anführungszeichen (ein Anzeigename) darf jeden Buchstaben enthalten"),
    ("accent-in-a-name", "        deal 5 cards from dréw to hand\n", "é",
     "'é' cannot stand in a name: names are written with a-z, 0-9 and _ (write 'e' for 'é'); a text in quotes (a "
     "display name) may hold any letter", None),
    ("capital-umlaut", "        deal 5 cards from Ädraw to hand\n", "Ä",
     "'Ä' cannot stand in a name: names are written with a-z, 0-9 and _ (write 'ae' for 'Ä'); a text in quotes (a "
     "display name) may hold any letter", None),
    ("another-digit", "        deal \u0665 cards from draw to hand\n", "\u0665",
     "'\u0665' is no digit of the rules language: numbers are written with 0-9", None),
    ("division", "        deal 10 / 2 cards from draw to hand\n", "/",
     "there is no division: write the number it gives ('5', not '10 / 2'), or multiply the other side ('2 * a > b', "
     "not 'a > b / 2'); 'mod' gives the remainder of a division",
     "es gibt keine Division: schreib die Zahl, die herauskommt ('5', nicht '10 / 2'), oder multipliziere die andere "
     "Seite ('2 * a > b', nicht 'a > b / 2'); 'mod' gibt den Rest einer Division"),
]


def broken(line: str) -> str:
    assert LINE in RULES
    return RULES.replace(LINE, line, 1)


@pytest.mark.parametrize("line, char, english, german", [pytest.param(*c[1:], id=c[0]) for c in ODD])
def test_an_odd_character_is_told_at_it_with_what_to_type(line, char, english, german):
    text = broken(line)
    rules, [found] = mogel.check_source(text, "rules.mm")
    assert rules is None
    number = text.count("\n", 0, text.index(line)) + 1
    assert (found.span.line, found.span.column, found.message) == (number, line.index(char) + 1, english)
    if german is not None:
        assert found.render("de").splitlines()[0] == f"rules.mm:{number}:{line.index(char) + 1}: {german}"


def test_the_command_line_tells_it_located(capsys, tmp_path):
    text = broken(ODD[0][1])
    path = tmp_path / "nbsp.mm"
    path.write_text(text, encoding="utf-8")
    code, out, err = run_cli(capsys, "check", path)
    number = text.count("\n", 0, text.index(ODD[0][1])) + 1
    assert code != 0
    assert f"nbsp.mm:{number}:13: a no-break space (U+00A0) stands here" in out + err


def test_letters_outside_a_z_stay_fine_in_texts():
    text = RULES.replace('de "Spinne"', 'de "Spinne ä é ５"', 1)
    assert 'de "Spinne ä é ５"' in text
    rules, found = mogel.check_source(text, "rules.mm")
    assert rules is not None and [d for d in found if d.severity == "error"] == []
