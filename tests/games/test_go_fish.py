"""Go Fish as a new user wrote it from their rulebook (tests/games/go_fish.mm), its rule "whoever
holds all four cards of a rank lays them down" written as a loop over an attribute's values,
`for each rank r:` (docs/language.md section 10.7).  Whole games for 2 to 5 players through
`mogel.Game` and `mogel play`, the loop's order (the attribute's `values:`), its work budget
(section 10.15) and the checker's messages about it (English and German, with their place).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.cli.commands import main

HERE = Path(__file__).resolve().parent
TEXT = (HERE / "go_fish.mm").read_text(encoding="utf-8")
RANKS = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king")


def played(players: int, seed: int, text: str = TEXT) -> mogel.Game:
    rules = mogel.load_rules(text=text, file="go_fish.mm")
    return mogel.Game(rules, [mogel.RandomBot() for _ in range(players)], seed=seed).play()


def books(game: mogel.Game):
    """[(turn number, seat, rank)] of each move of cards to a player's books, in order; every such
    move is of the four cards of one rank, from that player's hand."""
    deck, layout, out, turn = game.program.deck, game.state.layout, [], 0
    for ev in game.events:
        turn += ev.kind == "turn"
        if not ev.moves or layout.describe(ev.moves[0][2])[0] != "books":
            continue
        ranks = {deck.attributes_of(card)["rank"] for card, _, _ in ev.moves}
        zone, owner = layout.describe(ev.moves[0][2])
        assert len(ev.moves) == 4 and len(ranks) == 1, ev
        assert {layout.describe(src) for _, src, _ in ev.moves} == {("hand", owner)}
        out.append((turn, owner, ranks.pop()))
    return out


@pytest.mark.parametrize("players, seed", [(2, 0), (3, 1), (4, 2), (5, 3)])
def test_every_book_is_laid_down_once_in_the_order_of_the_ranks(players, seed):
    game = played(players, seed)
    laid = books(game)
    assert sorted(rank for _, _, rank in laid) == sorted(RANKS)   # the game ends with all 13 books down
    for (turn_a, _, a), (turn_b, _, b) in zip(laid, laid[1:]):
        if turn_a == turn_b:   # laid by one `do lay_books`: the ranks in their `values:` order
            assert RANKS.index(a) < RANKS.index(b)
    told = [line for line in game.narration() if line.startswith("4 cards go from ") and "'s books: " in line]
    assert len(told) == 13
    german = [line for line in game.narration(lang="de") if "Quartette" in line and line.startswith("4 Karten")]
    assert len(german) == 13


def test_the_cli_plays_it(monkeypatch, capsys):
    monkeypatch.chdir(HERE)
    assert main(["play", "go_fish.mm", "--seed", "4", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert out.count("4 cards go from ") == 13 and "Winner" in out


ORDER = '''\
game order:
    players: 2 to 2
    rounds: 1

attribute suit:
    values: spades, hearts, clubs

variable last:
    name: en "last suit", de "letzte Farbe"

deck:
    columns: suit
    pip: 2 each
    total: 6

card pip:
    name: en "pip", de "Auge" das

zone stock:
    shared, seen by nobody
zone table:
    shared, seen by all

round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        for each suit s:
            move all cards from stock where card.suit = s to table
            set last = s
    first: starter
    ends when: true

turn:
    active scores 1
'''


@pytest.mark.parametrize("loop", ["for each suit s:", "for each suit:"])
def test_the_values_come_in_the_order_of_values_and_are_told_by_their_names(loop):
    text = ORDER if loop == "for each suit s:" else \
        ORDER.replace("for each suit s:", loop).replace("= s to", "= suit to").replace("last = s", "last = suit")
    assert loop in text and "suit to table" in text or loop.endswith(" s:")
    game = played(2, 7, text)
    deck, layout = game.program.deck, game.state.layout
    moved = [deck.attributes_of(ev.moves[0][0])["suit"] for ev in game.events
             if ev.moves and layout.describe(ev.moves[0][2])[0] == "table"]
    assert moved == ["spades", "hearts", "clubs"]
    lines = list(game.narration())
    assert [line for line in lines if line.startswith("Last suit")] == \
        ["Last suit: spades.", "Last suit: hearts.", "Last suit: clubs."]
    assert "Letzte Farbe: clubs." in list(game.narration(lang="de"))


def errors(text: str, lang: str = "en"):
    _, problems = mogel.check_source(text, "go_fish.mm")
    return [f"{p.span.line}:{p.span.column}: {p.text(lang)}" for p in problems if p.severity == "error"]


LOOP = "    for each rank r:"
CASES = [
    ("an unknown attribute", LOOP, "    for each rnk r:",
     "56:14: 'for each rnk ...' goes over the values of an attribute, but 'rnk' is none (did you mean 'rank'?): "
     "write 'for each player:' or 'for each ATTRIBUTE NAME:' (the attributes: suit, rank)",
     "56:14: 'for each rnk ...' geht die Werte eines Attributs durch, aber 'rnk' ist keins (meintest du 'rank'?): "
     "schreib 'for each player:' oder 'for each ATTRIBUTE NAME:' (die Attribute: suit, rank)"),
    ("a name bound where the procedure is done", LOOP, "    for each rank k:",
     "56:19: 'k' is already a name bound here: give the value another name in 'for each'",
     "56:19: 'k' ist schon ein hier gebundener Name: gib dem Wert in 'for each' einen anderen Namen"),
    ("a zone's name", LOOP, "    for each rank books:",
     "56:19: 'books' is already a zone: give the value another name in 'for each'", None),
    ("a value's name", LOOP, "    for each rank hearts:",
     "56:19: 'hearts' is already a value of an attribute: give the value another name in 'for each'", None),
    ("a value compared with a number", "card.rank = r) = 4", "card.rank = 3) = 4",
     "58:43: cannot compare a rank with a number: the ranks are ace, two, three, four, five, six, seven, eight, "
     "nine, ten, jack, queen, king (write 'c.rank = ace')", None),
]


@pytest.mark.parametrize("old, new, english, german", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_the_loop_is_checked(old, new, english, german):
    assert errors(TEXT) == []
    assert old in TEXT
    text = TEXT.replace(old, new, 1)
    assert errors(text)[0] == english
    if german is not None:
        assert errors(text, "de")[0] == german


def test_loops_over_values_count_in_the_work_budget():
    """Four loops over 40 values inside one another, with nothing happening: 40^4 = 2,560,000
    runs, more than the 1,000,000 steps between two events (section 10.15)."""
    many = ", ".join(f"v{i}" for i in range(40))
    text = ORDER.replace("    values: spades, hearts, clubs\n", "    values: spades, hearts, clubs\n\n"
                         f"attribute many:\n    values: {many}\n", 1)
    nested = ("    for each many a:\n        for each many b:\n            for each many c:\n"
              "                for each many d:\n                    let same = a = b and c = d\n"
              "    active scores 1\n")
    text = text.replace("turn:\n    active scores 1\n", "turn:\n" + nested, 1)
    _, problems = mogel.check_source(text, "order.mm")
    warned = [p for p in problems if p.severity == "warning" and "steps" in p.message]
    assert warned and warned[0].span.line == text.splitlines().index("    for each many a:") + 1
    game = mogel.Game(mogel.load_rules(text=text, file="order.mm"), [mogel.RandomBot(), mogel.RandomBot()], seed=0)
    with pytest.raises(mogel.RulesRuntimeError, match="for each"):
        game.play()


def test_an_unknown_attribute_is_told_once_not_at_every_use_of_its_name():
    text = TEXT.replace("    for each rank r:", "    for each rnk r:\n        if r = hearts or r < 3:\n"
                        "            active scores 1", 1)
    assert [e.split(": ", 1)[0] for e in errors(text)] == ["56:14"]
