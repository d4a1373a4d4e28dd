"""Card attributes in play: whole small games with bots, scenarios from hand-built tables, the
narration by `shown as` in English and German, and the log header's attribute tables."""

from __future__ import annotations

import pytest

import mogel
from attr_rules import COLOURS, SUITS
from mogel.play.scenario import Scenario
from mogel.present.log import log_lines
from mogel.present.narrate import Narrator


@pytest.fixture(scope="module")
def colours():
    return mogel.load_rules(text=COLOURS, file="colours.mm")


@pytest.fixture(scope="module")
def suits():
    return mogel.load_rules(text=SUITS, file="suits.mm")


def _program(rules):
    from mogel.compile.program import compile_rules
    return compile_rules(rules)


def test_deck_expands_ranges_each_and_columns(colours, suits):
    deck = _program(colours).deck
    assert len(deck) == 18
    assert deck.kinds == [None] * 18
    assert deck.values[:7] == [1, 2, 3, 4, 5, 6, 1]
    assert deck.attrs["colour"][:7] == ["red"] * 6 + ["green"]
    cards = _program(suits).deck
    assert [(cards.kinds[c], cards.values[c], cards.attrs["suit"][c]) for c in range(len(cards))] == [
        ("jack", None, "hearts"), ("jack", None, "hearts"), ("jack", None, "spades"), ("jack", None, "spades"),
        ("queen", None, "hearts"), ("queen", None, "spades")]
    assert cards.members_of("spades") == frozenset({2, 3, 5})


@pytest.mark.parametrize("seed", range(6))
def test_every_play_is_of_the_colour_of_the_top_card(colours, seed):
    """`where same_colour(card, top of discard)`: `c.colour` filters in a `where`."""
    game = mogel.Game(colours, [mogel.RandomBot() for _ in range(3)], seed=seed).play()
    deck = game.program.deck
    plays = [ev for ev in game.events if ev.kind == "play"]
    assert plays
    for ev in plays:
        assert deck.attrs["colour"][ev.moves[0][0]] == deck.attrs["colour"][ev.info["onto"]]


def test_narration_tells_cards_by_shown_as_in_english_and_german(colours):
    game = mogel.Game(colours, [mogel.RandomBot() for _ in range(3)], seed=1).play()
    deck = game.program.deck
    ev = next(ev for ev in game.events if ev.kind == "play")
    names = {"red": ("RED", "ROT"), "green": ("GREEN", "GRÜN"), "blue": ("BLUE", "BLAU")}

    def told(card, lang):
        return f"{names[deck.attrs['colour'][card]][lang == 'de']} {deck.values[card]}"
    card, onto = ev.moves[0][0], ev.info["onto"]
    seat = game.narrator.seat(ev.seat)
    assert f"{seat} plays {told(card, 'en')} on {told(onto, 'en')}." in list(game.narration())
    assert f"{seat} spielt {told(card, 'de')} auf {told(onto, 'de')}." in list(game.narration(lang="de"))


def test_narration_of_a_seat_never_tells_the_cards_it_cannot_see(colours):
    game = mogel.Game(colours, [mogel.RandomBot() for _ in range(3)], seed=2).play()
    for seat in range(3):
        lines = list(game.narration(seat=seat))
        others = [line for line in lines if " draws " in line and not line.startswith(game.narrator.seat(seat))]
        assert others and all(line.endswith("draws a card.") for line in others)


def test_kinds_by_suits_are_told_as_jack_of_hearts(suits):
    table = Scenario(suits, players=2)
    table.hand(0, "jack hearts", "queen spades")
    table.hand(1, "queen hearts")
    table.pile("discard", "jack spades")
    events = table.turn(0)
    play = next(ev for ev in events if ev.kind == "play")
    from mogel.present.narrate import Narrator
    layout = table.state.layout
    assert Narrator(table.program, lang="en").sentence(play, layout) == \
        "Ada plays the jack of hearts on the jack of spades."
    assert Narrator(table.program, lang="de").sentence(play, layout) == "Ada spielt Herz-Bube auf Pik-Bube."


def test_next_wraps_round_the_order_of_values(suits):
    """On spades, `next` gives hearts (wrapping): the queen of hearts fits, the queen of spades not."""
    table = Scenario(suits, players=2)
    table.hand(0, "queen spades", "queen hearts")
    table.hand(1, "jack hearts")
    table.pile("discard", "jack spades")
    table.turn(0)
    assert table.faces("discard") == ["jack spades", "queen hearts"]


def test_kind_compared_with_kind(suits):
    """`card.kind = (top of discard).kind`: a jack on a jack, whatever the suit."""
    table = Scenario(suits, players=2)
    table.hand(0, "jack spades", "queen spades")
    table.hand(1, "jack hearts")
    table.pile("discard", "jack hearts")
    table.turn(0)
    assert table.faces("discard")[-1] == "jack spades"


def test_log_header_has_each_cards_attributes_and_the_attribute_list(colours, suits):
    game = mogel.Game(colours, [mogel.RandomBot() for _ in range(2)], seed=0).play()
    header = next(log_lines(game))
    assert header["cards"][0] == {"id": 0, "kind": None, "value": 1, "colour": "red", "penalty": 0}
    assert header["attributes"] == [{"attribute": "colour", "values": ["red", "green", "blue"]}]
    game = mogel.Game(suits, [mogel.RandomBot() for _ in range(2)], seed=0).play()
    assert next(log_lines(game))["cards"][5] == {"id": 5, "kind": "queen", "value": None, "suit": "spades",
                                                 "penalty": 3}


def test_rules_mm_header_has_no_attribute_fields():
    game = mogel.Game(mogel.load_rules(), [mogel.RandomBot() for _ in range(3)], seed=0)
    header = next(log_lines(game))
    assert "attributes" not in header and set(header["cards"][0]) == {"id", "kind", "value", "penalty"}


def test_games_are_deterministic(colours):
    runs = [[(ev.kind, ev.moves) for ev in mogel.Game(colours, [mogel.RandomBot() for _ in range(4)],
                                                      seed=9).play().events] for _ in range(2)]
    assert runs[0] == runs[1]


EXPRESSIONS = COLOURS.replace("define same_colour(c, d) = c.colour = d.colour", """\
define same_colour(c, d) = c.colour = d.colour
define warm(c) = c.colour in {red, green}
define after(c, d) = c.colour = next(d.colour) or previous(c.colour) = d.colour
define reds = count(discard where card is red)""")


def test_sets_is_and_previous_evaluate():
    rules = mogel.load_rules(text=EXPRESSIONS)
    table = Scenario(rules, players=2)
    table.pile("discard", "red 1", "blue 2", "red 3", "green 4")
    from mogel.compile.codegen import expression
    deck = table.program.deck
    engine = table.state
    red1, blue2 = table.card("red 2"), table.card("blue 3")
    warm = expression(rules, deck, rules.defines["warm"].body, {"c": "card"})
    after = expression(rules, deck, rules.defines["after"].body, {"c": "card", "d": "card"})
    assert warm(engine, {"c": red1}) and not warm(engine, {"c": blue2})
    assert after(engine, {"c": red1, "d": blue2})          # next(blue) wraps to red
    assert not after(engine, {"c": blue2, "d": red1})      # next(red) is green, previous(blue) green
    assert expression(rules, deck, rules.defines["reds"].body, {})(engine, {}) == 2


def test_a_log_with_attributes_replays_and_verifies(colours, tmp_path):
    from mogel.play.replaying import replay_file
    from mogel.present.log import write_log
    path = tmp_path / "colours.mm"
    path.write_text(COLOURS, encoding="utf-8")
    rules = mogel.load_rules(path)
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(3)], seed=4).play()
    write_log(game, tmp_path / "game.jsonl")
    again = replay_file(tmp_path / "game.jsonl", rules=rules)
    assert [ev.kind for ev in again.events] == [ev.kind for ev in game.events]


def test_a_card_with_none_of_the_parts_of_the_decks_shown_as_is_told_by_its_kind():
    """A gift with no colour and no value under the deck's `shown as: "{colour} {value}"` was
    told as a blank ("Bo plays  on ."); it is told as a card of its kind."""
    text = COLOURS.replace("    total: 18\n", "    gift: 2 cards\n    total: 20\n") \
        .replace("define same_colour", 'card gift:\n    name: en "gift", de "Geschenk"\n\ndefine same_colour')
    program = _program(mogel.load_rules(text=text, file="gifts.mm"))
    narrator = Narrator(program, lang="en")

    assert [str(narrator.card(card)) for card in (0, 18)] == ["RED 1", "a gift"]
