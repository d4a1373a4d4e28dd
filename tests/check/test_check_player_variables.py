"""The checker on variables `per player` (docs/language.md 10.9): a read without `of`, `of` on a
variable of the whole table, a `set` (of a value or of a choice) without whose, an unknown name
with its did-you-mean, a value of another type, an owner that is no player -- each told at its
place, in English and in German -- and the `leaks_hidden` warning, as for any variable."""

from __future__ import annotations

import pytest

import mogel

BASE = '''game g:
    players: 2 to 4
    rounds: 1
    winner: highest score

deck:
    values: 1 2 3
    pip: 4 4 4 = 12
    total: 12

card pip:
    penalty: 1

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

variable stake = 10, per player, reset each round
variable owed = 0

round:
    starter: oldest
    setup:
        move all cards to draw
        deal 2 cards from draw to hand
    first: starter
    ends when: turns = 3

turn:
'''
LINE = BASE.count("\n") + 1   # the line of the statement under test

CASES = [
    ("    set stake = 1", 9,
     "'stake' is a variable of each player: say whose, as in 'set stake of active = ...'",
     "'stake' ist eine Variable jedes Spielers: sag, wessen, wie in 'set stake of active = ...'"),
    ("    set owed of active = 1", 17,
     "'owed' is one variable for the whole table, not one per player: drop 'of ...' ('set owed = ...'), or "
     "declare it 'per player'",
     "'owed' ist eine Variable für den ganzen Tisch, nicht eine je Spieler: lass 'of ...' weg ('set owed = ...') "
     "oder deklariere sie 'per player'"),
    ("    set stake of active = true", 27,
     "'stake' is a number (starts: 10, line 20), but this sets it to a truth value",
     "'stake' ist eine Zahl (starts: 10, Zeile 20), aber der Wert hier ist ein Wahrheitswert"),
    ("    set stak of active = 1", 9,
     "unknown variable 'stak' (did you mean 'stake'?): declare it with 'variable stak = <its first value>', or "
     "'variable stak' to start with none",
     "unbekannte Variable 'stak' (meintest du 'stake'?): deklariere sie mit 'variable stak = <ihr erster Wert>' "
     "oder mit 'variable stak', um ohne Wert zu beginnen"),
    ("    set stake of 3 = 1", 18, "expected a player after 'stake of', but this is a number",
     "erwartet: ein Spieler nach 'stake of', aber das hier ist eine Zahl"),
    ("    active draws stake cards from draw", 18, "'stake' is a variable of each player: write 'stake of PLAYER'",
     "'stake' ist eine Variable jedes Spielers: schreib 'stake of PLAYER'"),
    ("    active draws owed of active cards from draw", 18,
     "'owed' is one variable for the whole table, not one per player: drop 'of ...', or declare it 'per player' "
     "('variable owed = ..., per player')",
     "'owed' ist eine Variable für den ganzen Tisch, nicht eine je Spieler: lass 'of ...' weg oder deklariere sie "
     "'per player' ('variable owed = ..., per player')"),
    ("    active draws stak of active cards from draw", 18,
     "unknown function 'stak' (did you mean 'stake'?): no zone, function or definition has that name",
     "unbekannte Funktion 'stak' (meintest du 'stake'?): keine Zone, Funktion oder Definition hat diesen Namen"),
    ("    set stake = active chooses a player", 9,
     "'stake' is a variable of each player: say whose, as in 'set stake of active = ...'",
     "'stake' ist eine Variable jedes Spielers: sag, wessen, wie in 'set stake of active = ...'"),
    ("    set owed of active = active chooses a player", 17,
     "'owed' is one variable for the whole table, not one per player: drop 'of ...' ('set owed = ...'), or "
     "declare it 'per player'",
     "'owed' ist eine Variable für den ganzen Tisch, nicht eine je Spieler: lass 'of ...' weg ('set owed = ...') "
     "oder deklariere sie 'per player'"),
    ("    set stake of active = active chooses a player", 9,
     "'stake' is a number (starts: 10, line 20), but this sets it to a player",
     "'stake' ist eine Zahl (starts: 10, Zeile 20), aber der Wert hier ist ein Spieler"),
]


@pytest.mark.parametrize("line, column, english, german", CASES, ids=[c[0].strip() for c in CASES])
def test_each_mistake_is_told_at_its_place_in_english_and_german(line, column, english, german):
    _, found = mogel.check_source(BASE + line + "\n", "g.mm")

    assert found, "the rules checked"
    first = found[0]
    assert (first.span.line, first.span.column) == (LINE, column)
    assert first.render("en").splitlines()[0] == f"g.mm:{LINE}:{column}: {english}"
    assert first.render("de").splitlines()[0] == f"g.mm:{LINE}:{column}: {german}"


@pytest.mark.parametrize("line", ["    set stake of active = stake of left of active + size(hand of active)",
                                  "    quietly set stake of (first(players where stake of player > 3)) = 1",
                                  "    for each player where stake of player > owed:\n        set stake of player = 0"])
def test_good_uses_check_without_a_word(line):
    rules, found = mogel.check_source(BASE + line + "\n", "g.mm")

    assert rules is not None and found == []


def test_a_start_value_per_player_reads_the_owner_and_must_be_of_a_type_a_variable_holds():
    text = BASE.replace("variable stake = 10, per player, reset each round",
                        "variable stake = hand of player, per player")
    _, found = mogel.check_source(text + "    set owed = 1\n", "g.mm")

    assert [d.render().splitlines()[0] for d in found] == [
        "g.mm:20:18: a variable holds a number, a truth value, a player, a chosen option or a value of an "
        "attribute, not a set of cards"]


def test_a_set_from_a_hidden_card_warns_as_for_any_variable():
    rules, found = mogel.check_source(BASE + "    set stake of active = (top of hand of active).value\n", "g.mm")

    assert rules is not None
    assert [d.severity for d in found] == ["warning"]
    assert found[0].render().startswith(f"g.mm:{LINE}:27: warning: 'stake' is public")
    assert "expect warning: leaks_hidden" in found[0].message


def test_a_variant_that_makes_a_variable_per_player_is_checked_with_it():
    """`owed` read as one value by the rules: the variant's `per player` makes that read a mistake,
    told for the variant; a variant that also says whose checks."""
    text = BASE + "    set owed = owed + 1\n" + '''
variant each_owes:
    description: "each player owes their own"
    variable owed:
        per player
'''
    _, found = mogel.check_source(text, "g.mm")
    assert [d.render().splitlines()[0] for d in found][:1] == [
        f"g.mm:{LINE}:9: with variant 'each_owes': 'owed' is a variable of each player: say whose, as in "
        "'set owed of active = ...'"]

    with pytest.raises(mogel.RulesError, match="'owed' is a variable of each player"):
        mogel.load_rules(text=text, file="g.mm", variants=["each_owes"])

    fixed = text + '''    turn:
        set owed of active = owed of active + 1
'''
    varied = mogel.load_rules(text=fixed, file="g.mm", variants=["each_owes"])
    game = mogel.Game(varied, ["random"] * 3, seed=0).play()
    assert {ev.info["owner"] for ev in game.events if ev.kind == "set" and not ev.info.get("reset")} == {0, 1, 2}
