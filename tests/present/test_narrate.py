"""German articles in the narration follow each name's gender (mogel.present.shown.Noun): the course's
beetle ("der Käfer", notebook 05's card) is "einen Käfer", not "eine Käfer"; a name of
unknown gender is told with its kind's noun ("eine Karte „Floh“"), never with a wrong article.

The games are told by `Game.narration(lang="de")`, as the CLI, the log and the widgets tell them.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mogel
from mogel.language.model import LANGUAGES
from mogel.present import narrate, shown
from mogel.present.shown import Noun
from mogel.widgets.editor import STARTER

RULES_TEXT = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")


def german_story(text: str, variants=(), seed: int = 2) -> list:
    rules = mogel.load_rules(text=text)
    rules = mogel.apply_variants(rules, list(variants)) if variants else rules
    game = mogel.Game(rules, [mogel.RandomBot(), mogel.SneakyBot(), mogel.HonestBot(), mogel.SneakyBot()], seed)
    game.play()
    return list(game.narration(lang="de"))


def told(story: list, pattern: str) -> bool:
    """Whether a line of `story` is exactly `pattern` (a regular expression)."""
    return any(re.fullmatch(pattern, line) for line in story)


def renamed(old: str, new: str) -> str:
    assert RULES_TEXT.count(old) == 1, f"rules.mm changed: expected one {old!r}"
    return RULES_TEXT.replace(old, new)


def test_the_editors_beetle_takes_masculine_articles():
    story = german_story(RULES_TEXT + "\n" + STARTER, ["beetles"], seed=4)   # a game where a beetle is drawn too
    beetle = [line for line in story if "Käfer" in line]
    assert beetle and not any("eine Käfer" in line for line in beetle)
    assert told(beetle, r"\w+ spielt einen Käfer \(\d\)( auf eine [\w-]+ \(\d\))?\.")
    assert told(beetle, r"\w+ spielt eine [\w-]+ \(\d\) auf einen Käfer \(\d\)\.")
    assert told(beetle, r"Ein Käfer \(\d\) kommt von.+ auf .+\.")                  # nominative
    assert told(beetle, r"\w+ lässt heimlich einen Käfer \(\d\) verschwinden \(mogeln\)\.")
    assert told(beetle, r"\w+ zieht einen Käfer \(\d\)\.")


def test_a_card_of_unknown_gender_is_told_as_a_card_with_that_name():
    text = RULES_TEXT + "\n" + STARTER.replace('de "Käfer" der', 'de "Floh"')
    lines = [line for line in german_story(text, ["beetles"]) if "Floh" in line]
    assert lines and all("eine Karte \u201eFloh\u201c (" in line or "Eine Karte \u201eFloh\u201c (" in line
                         for line in lines)
    assert any(line.startswith("Eine Karte \u201eFloh\u201c (") for line in lines)


def test_zones_and_roles_of_unknown_gender_are_told_as_a_zone_and_a_role():
    text = renamed('de "Nachziehstapel"', 'de "Vorrat"').replace('de "Wächter-Wanze" die', 'de "Aufpasser"')
    story = german_story(text)
    assert "Die Zone \u201eVorrat\u201c wird gemischt." in story
    assert "71 Karten kommen auf die Zone \u201eVorrat\u201c." in story
    assert "Jeder Spieler erhält 8 Karten von der Zone \u201eVorrat\u201c." in story
    assert told(story, r"\w+ hat jetzt die Rolle \u201eAufpasser\u201c\.")


def test_a_name_line_gives_a_german_name_its_gender_by_its_article():
    """`de "Vorrat" der`: the narration's articles follow it, for zones, roles and cards."""
    text = renamed('de "Nachziehstapel"', 'de "Vorrat" der').replace('de "Wächter-Wanze" die', 'de "Aufpasser" der') \
        .replace('de "Spinne" die', 'de "Netz" das')
    story = german_story(text)
    assert "Der Vorrat wird gemischt." in story
    assert "71 Karten kommen auf den Vorrat." in story
    assert "Jeder Spieler erhält 8 Karten vom Vorrat." in story
    assert told(story, r"\w+ hat jetzt den Aufpasser\.")
    assert told(story, r"\w+ spielt ein Netz \(\d\)( auf .+)?\.")


def test_talon_is_a_known_masculine_noun():
    story = german_story(renamed('de "Nachziehstapel"', 'de "Talon"'))
    assert "Der Talon wird gemischt." in story and "Jeder Spieler erhält 8 Karten vom Talon." in story


def test_the_language_reference_lists_every_noun_of_known_gender():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "language.md").read_text(encoding="utf-8")
    section = " ".join(doc[doc.index("## 2. The game header"):doc.index("## 3. Definitions")].split())
    words = {"m": "der", "f": "die", "n": "das"}
    assert [noun for noun, g in shown.GENDERS.items() if f"{words[g]} {noun}" not in section] == []


def test_rules_mm_is_told_with_its_own_articles():
    story = german_story(RULES_TEXT, seed=4)
    assert {"Der Nachziehstapel wird gemischt.", "71 Karten kommen auf den Nachziehstapel.",
            "Jeder Spieler erhält 8 Karten vom Nachziehstapel."} <= set(story)
    assert told(story, r"\w+ hat jetzt die Wächter-Wanze\.")
    assert told(story, r"\w+ spielt eine Mogel-Motte \(\d\) auf eine Zahlenkarte \(\d\)\.")


@pytest.mark.parametrize("name, gender, spec, said", [
    ("Käfer", "m", "ein", "ein Käfer (3)"), ("Käfer", "m", "einen", "einen Käfer (3)"),
    ("Käfer", "m", "einem", "einem Käfer (3)"), ("Käfer", "m", "Der", "Der Käfer (3)"),
    ("Käfer", "m", "den", "den Käfer (3)"), ("Käfer", "m", "vom", "vom Käfer (3)"),
    ("Mogel-Motte", "f", "einen", "eine Mogel-Motte (3)"), ("Mogel-Motte", "f", "dem", "der Mogel-Motte (3)"),
    ("Netz", "n", "keinen", "kein Netz (3)"), ("Netz", "n", "Vom", "Vom Netz (3)"),
    ("Zahlenkarte", None, "Vom", "Von der Zahlenkarte (3)"), ("Floh", None, "einen", "eine Karte \u201eFloh\u201c (3)"),
    ("Käfer", None, "einen", "eine Karte \u201eKäfer\u201c (3)"),   # a game's own noun: its rules give the gender
    ("rote Spinne", None, "ein", "eine Karte \u201erote Spinne\u201c (3)"), ("Käfer", "m", "", "Käfer (3)"),
    ("spider", None, "a", "a spider (3)"), ("ant", None, "a", "an ant (3)"),
    ("number card", None, "the", "the number card (3)"), ("ant", None, "A", "An ant (3)"),
    ("spider", None, "The", "The spider (3)"),
])
def test_a_card_noun_takes_the_article_its_spec_asks_for(name, gender, spec, said):
    assert format(Noun(name, "card", 3, gender), spec) == said


def test_a_noun_added_to_the_table_takes_its_gender(monkeypatch):
    monkeypatch.setitem(shown.GENDERS, "Glühwürmchen", "n")
    assert "{z:Der} ist leer; {c:einen} auf {z:den}, {c:vom}".format(
        z=Noun("Glühwürmchen", "zone"), c=Noun("Glühwürmchen", "card", 2)) == \
        "Das Glühwürmchen ist leer; ein Glühwürmchen (2) auf das Glühwürmchen, vom Glühwürmchen (2)"


def test_an_unknown_spec_is_a_clear_error():
    with pytest.raises(ValueError, match="no German article for the spec 'die'"):
        format(Noun("Spinne", "card", 1), "die")


def test_cards_gathered_into_a_hand_say_whose_hand_and_whose_zone_they_come_from():
    rules = mogel.load_rules(variants=["caught_returns_all"])
    game = mogel.Game(rules, [mogel.RandomBot(), mogel.SneakyBot(), mogel.HonestBot(), mogel.SneakyBot()], 0)
    game.play()
    english, german = list(game.narration()), list(game.narration(lang="de"))
    told = lambda lines, start: [line for line in lines if line.startswith(start)]   # noqa: E731 (faces follow)
    assert told(english, "2 cards go from Bo's cheated cards to Bo's hand: ")
    assert told(english, "1 card goes from Ada's cheated cards to Ada's hand: ")
    assert told(german, "2 Karten kommen von der Zone \u201eweggemogelte Karten\u201c von Bo auf die Hand von Bo: ")
    assert told(german, "1 Karte kommt von der Zone \u201eweggemogelte Karten\u201c von Ada auf die Hand von Ada: ")
    assert "2 cards go from Bo's cheated cards to Bo's hand." in list(game.narration(seat=2))   # Cy: no faces
    assert not any(line.endswith(("to the hand.", "auf die Hand.")) for line in english + german)
    assert "71 cards go to the draw pile." in english and "71 Karten kommen auf den Nachziehstapel." in german


def test_the_narration_has_templates_for_exactly_the_languages_of_the_rules_language():
    """A rules file may give names in the languages of mogel.language.model.LANGUAGES; the
    narration must speak each of them, and no other."""
    assert set(narrate.TEMPLATES) == set(LANGUAGES)


def test_a_may_play_of_one_card_kind_names_the_kind_it_declines():
    """`may play ... where card is skip`: "Ada does not play a skip.", the same words whether
    she declined or had none (rule H); another `may play` still "does not play"."""
    from tiny_games import tiny
    from mogel.play.scenario import Scenario

    cards = 'card skip:\n    name: en "skip", de "Aussetzer" der\n    penalty: 2\n'
    turn = ("    active may play 1 card from hand where card is skip onto discard\n"
            "    active may play 1 card from hand where card.value = 9 onto discard\n")
    rules = mogel.load_rules(text=tiny(cards, "    skip:     1  1  1  = 3\n", turn), file="tiny.mm")
    lines = {}
    for hand, answers in ((["skip 1"], [None]), (["number 1"], [])):
        table = Scenario(rules, players=2)
        table.pile("discard", "number 2")
        table.hand(0, *hand)
        table.hand(1, "number 3")
        table.turn(0, answers)
        for lang in ("en", "de"):
            narrator = narrate.Narrator(table.program, lang=lang)
            lines.setdefault(lang, []).append([narrator.sentence(ev, table.engine.s.layout)
                                               for ev in table.events if ev.kind == "decline"])
    assert lines["en"] == [["Ada does not play a skip.", "Ada does not play."]] * 2
    assert lines["de"] == [["Ada spielt keinen Aussetzer aus.", "Ada spielt nicht aus."]] * 2


@pytest.mark.parametrize("first, starts", [("guard", True), ("starter", True), ("next(starter)", False),
                                           ("left of starter", False)])
def test_the_starter_is_told_to_start_only_when_first_is_not_worked_out_beside_it(first, starts):
    """Cheat's `first: next(starter)` told "Ada starts this round." and then "Bo's turn.": the dealer
    does not play first.  A `first:` worked out from the starter, not the starter itself, tells the
    starter as "this round's starter" (German: "Starter dieser Runde")."""
    rules = mogel.load_rules(text=renamed("first: guard ", f"first: {first} "))
    for lang, says in (("en", ("{} starts this round.", "{} is this round's starter.")),
                       ("de", ("{} beginnt diese Runde.", "{} ist Starter dieser Runde."))):
        game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], 5)
        game.play_until(rounds=1)
        story = list(game.narration(lang=lang))
        starter, turn = (next(ev.seat for ev in game.events if ev.kind == kind) for kind in ("starter", "turn"))
        name = narrate.SEAT_NAMES[starter]
        assert says[0 if starts else 1].format(name) in story
        assert says[1 if starts else 0].format(name) not in story
        assert (turn == starter) == (first != "next(starter)" and first != "left of starter")


def test_a_first_player_worked_out_otherwise_is_never_told_to_start():
    """Trial 24 (President): `first:` gives the holder of a card, not the starter, yet the
    narration said "Ada starts this round.".  Only a `first:` that is the starter, or a role
    `setup:` gives the starter alone, tells the starter to start; the next line names who leads."""
    first = "first(players where size(hand of player) > 100) if round > 9 else left of oldest"
    rules = mogel.load_rules(text=renamed("first: guard ", f"first: {first} "))
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], 5)
    game.play_until(rounds=1)
    story = list(game.narration())
    starter, turn = (next(ev.seat for ev in game.events if ev.kind == kind) for kind in ("starter", "turn"))
    assert f"{narrate.SEAT_NAMES[starter]} is this round's starter." in story
    assert not any(line.endswith("starts this round.") for line in story)
    assert story[story.index(f"{narrate.SEAT_NAMES[turn]}'s turn.") - 1] != f"{narrate.SEAT_NAMES[turn]} starts this round."
    given_twice = renamed("        starter becomes guard\n", "        starter becomes guard\n        left of starter becomes guard\n")
    game = mogel.Game(mogel.load_rules(text=given_twice), [mogel.RandomBot() for _ in range(4)], 5)
    game.play_until(rounds=1)
    assert not any(line.endswith("starts this round.") for line in game.narration())


@pytest.mark.parametrize("names, en, de", [
    ('en "hand", de "Spiel"', ("Ada starts this hand.", "this hand 0"), ("Ada beginnt dieses Spiel.", "dieses Spiel 0")),
    ('en "pile", de "Mitte"', ("Ada starts this pile.", "this pile 0"),
     ("Ada beginnt diese Runde \u201eMitte\u201c.", "diese Runde \u201eMitte\u201c 0")),
])
def test_the_round_is_called_by_its_name_when_its_starter_is_told_and_at_the_seat(names, en, de):
    """Trial 24 (Ratscrew): the round named "pile" was still "this round" in "Ada starts this
    round." and the seat's table ("this round 0, total 0")."""
    from mogel.cli.seat import TerminalSeat, table_lines

    rules = mogel.load_rules(text=renamed("\nround:\n", f"\nround:\n    name: {names}\n"))
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(3)], 1)
    game.play_until(rounds=1)
    for lang, (starts, score) in (("en", en), ("de", de)):
        assert starts in list(game.narration(lang=lang))
        assert any(f": {score}, " in line for line in table_lines(TerminalSeat(game, 0, lang), game.engine.s))


def test_a_first_that_names_a_variable_is_narrated():
    """`first: boss` (a variable, not a role: nothing in `setup:` gives it) made the Narrator
    fail with an IndexError while it worked out how to tell the starter (found by fix25)."""
    text = (mogel.default_rules_path().read_text(encoding="utf-8")
            .replace("    first: guard", "    first: boss", 1)
            .replace("\nround:", "\nvariable boss, reset each round\n\nround:", 1)
            .replace("        starter becomes guard\n", "        starter becomes guard\n        set boss = starter\n", 1))
    game = mogel.Game(mogel.load_rules(text=text, file="boss.mm"), ["random"] * 3, seed=1)
    game.play_until(rounds=1)
    told = list(game.narration())
    assert told and any(line.endswith("'s turn.") for line in told)
