"""Whose zone cards come from: `takes` and `draws` from another player's hand, and `move all` from
one player's zone, name that player ("Ada takes a card from Bo's hand.", "2 cards go from Bo's
hand to Ada's hand."), in English and German, to every seat alike: a seat that does not see the
cards is told the same places (slots are public) and no face, so its lines do not depend on the
cards it cannot see.  Moves between shared zones are told as before ("12 cards go to the stock.").

Told by `Game.narration`, as the CLI, the log and the widgets tell a game.
"""

from __future__ import annotations

import re

import mogel

RULES = """\
game passing:
    name: en "Passing", de "Weitergeben"
    players: 3 to 3
    rounds: 1
    winner: lowest score

zone stock:
    name: en "stock", de "Stapel" der
    shared, seen by nobody

zone hand:
    name: en "hand", de "Hand"
    per player, seen by owner

card number:
    name: en "number card", de "Zahlenkarte"
    penalty: 1

deck:
    values:   1  2  3
    number:   4  4  4  = 12
    total: 12

round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        deal 4 cards from stock to hand
    first: starter
    ends when: turns >= 1
    checked: after each turn
    scoring:
        each player scores size(hand of player)

turn:
    active takes 1 card from hand of left of active at random
    active draws 1 card from hand of left of active
    move all cards from hand of left of active to hand of active
"""

ADA, BO, CY = 0, 1, 2


def story(seed: int, seat=None, lang: str = "en") -> list:
    game = mogel.Game(mogel.load_rules(text=RULES, file="passing.mm"), ["random"] * 3, seed).play()
    return list(game.narration(seat=seat, lang=lang))


def test_a_take_a_draw_and_a_move_all_from_a_hand_name_whose_hand():
    english, german = story(1), story(1, lang="de")
    assert [line for line in english if re.fullmatch(r"Ada (takes|draws) a number card \(\d\) from Bo's hand\.", line)]
    assert len([line for line in english if "from Bo's hand" in line]) == 3
    assert [line for line in english if re.fullmatch(r"2 cards go from Bo's hand to Ada's hand: a number card "
                                                     r"\(\d\) and a number card \(\d\)\.", line)]
    assert len([line for line in german if re.fullmatch(
        r"Ada (nimmt|zieht) eine Zahlenkarte \(\d\) von der Hand von Bo\.", line)]) == 2
    assert [line for line in german if re.fullmatch(r"2 Karten kommen von der Hand von Bo auf die Hand von Ada: "
                                                    r"eine Zahlenkarte \(\d\) und eine Zahlenkarte \(\d\)\.", line)]
    assert "12 cards go to the stock." in english and "12 Karten kommen auf den Stapel." in german
    assert not any(line.endswith(("from the hand.", "von der Hand.")) for line in english + german)


def test_a_seat_that_does_not_see_the_cards_is_told_the_places_and_no_face():
    for lang, told in (("en", ["Ada takes a card from Bo's hand.", "Ada draws a card from Bo's hand.",
                               "2 cards go from Bo's hand to Ada's hand."]),
                       ("de", ["Ada nimmt eine Karte von der Hand von Bo.", "Ada zieht eine Karte von der Hand von Bo.",
                               "2 Karten kommen von der Hand von Bo auf die Hand von Ada."])):
        seen_by_cy = story(1, CY, lang)
        assert all(line in seen_by_cy for line in told), seen_by_cy
        # another deal: other cards everywhere, the same lines for Cy but her own game's seed
        assert story(2, CY, lang)[1:] == seen_by_cy[1:]
    seen_by_bo = story(1, BO)           # his own cards: told with their faces
    assert [line for line in seen_by_bo if re.fullmatch(r"Ada takes a number card \(\d\) from Bo's hand\.", line)]


def test_cards_moved_all_together_into_a_hand_are_named_to_who_sees_them_and_no_one_else():
    """Trial 25: `move all` into a seat's own hand told "2 cards go from Bo's hand to Ada's hand."
    even to Ada, while a draw names its card: the cards are named to whoever sees them (the
    receiver, the giver, the all-seeing view), in both languages, and to nobody else."""
    game = mogel.Game(mogel.load_rules(text=RULES, file="passing.mm"), ["random"] * 3, 1).play()
    moved = next(ev for ev in game.events if ev.kind == "gather" and ev.moves[0][2] != ev.moves[0][1]
                 and len(ev.moves) == 2)
    values = sorted(game.program.deck.face(card)[1] for card, _, _ in moved.moves)
    for lang, named in (("en", "2 cards go from Bo's hand to Ada's hand: a number card ({}) and a number card ({})."),
                        ("de", "2 Karten kommen von der Hand von Bo auf die Hand von Ada: eine Zahlenkarte ({}) und "
                               "eine Zahlenkarte ({}).")):
        for seat in (None, ADA, BO):
            lines = list(game.narration(seat=seat, lang=lang))
            assert [line for line in lines if line in (named.format(*values), named.format(*values[::-1]))], (seat, lang)
        plain = named.split(":")[0] + "."
        assert plain in list(game.narration(seat=CY, lang=lang))
        assert not [line for line in game.narration(seat=CY, lang=lang) if line.startswith(plain[:-1] + ":")]


UNNAMED = """\
game shuffling:
    players: 2 to 2
    rounds: 1
    winner: highest score

card chip:
    penalty: 1

deck:
    values: 1 to 12
    chip: 1 each
    total: 12

zone draw:
    shared, seen by nobody
zone stack:
    per player, seen by nobody
zone hand:
    per player, seen by owner

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to stack
        for each player:
            shuffle stack of player
            move 1 card from stack of player to hand of player
    first: starter
    ends when: turns >= 2
    scoring: each player scores size(hand of player)
turn:
    active draws 1 card from stack of active
"""


def told(lang: str, seat=None) -> list:
    game = mogel.Game(mogel.load_rules(text=UNNAMED, file="unnamed.mm"), ["random"] * 2, 3).play()
    return list(game.narration(seat=seat, lang=lang))


def test_a_players_pile_shuffled_is_told_with_its_owner():
    assert "The draw is shuffled." in told("en") and "Die Zone \u201edraw\u201c wird gemischt." in told("de")
    for seat in (None, ADA, BO):   # every seat is told whose pile: its place is public, its cards are not told
        assert "Ada's stack is shuffled." in told("en", seat) and "Bo's stack is shuffled." in told("en", seat)
        assert "Die Zone \u201estack\u201c von Bo wird gemischt." in told("de", seat)


def test_a_zone_with_no_german_name_is_told_as_a_german_noun_when_its_name_is_one():
    german = told("de")
    assert [line for line in german if re.fullmatch("Eine Karte \u201echip\u201c \\(\\d+\\) kommt von der "
                                                  "Zone \u201estack\u201c von Ada auf die Hand von Ada\\.", line)]
    assert not any("hand von" in line for line in german)


FACE_UP = """\
game dealing:
    players: 2 to 3
    rounds: 1
    winner: highest score

card chip:
    penalty: 1

deck:
    values: 1 to 12
    chip: 1 each
    total: 12

zone shoe:
    name: en "shoe", de "Schlitten" der
    shared, seen by nobody
zone up:
    name: en "face-up cards", de "offene Karten" die
    per player, seen by all
zone hand:
    per player, seen by owner

round:
    starter: oldest
    setup:
        move all cards to shoe
        shuffle shoe
        deal 2 cards from shoe to up
        deal 1 card from shoe to hand
    first: starter
    ends when: turns >= 2
    scoring: each player scores size(hand of player)
turn:
    active draws 1 card from shoe
"""


def test_a_deal_into_zones_every_seat_sees_names_the_cards_to_every_seat():
    rules = mogel.load_rules(text=FACE_UP, file="face_up.mm")
    game = mogel.Game(rules, ["random"] * 2, 5).play()
    deal = next(ev for ev in game.events if ev.kind == "deal")   # the first deal: 2 cards each into `up`
    faces = [game.program.deck.face(card)[1] for card, _, _ in sorted(deal.moves, key=lambda move: move[2])]
    for lang, pattern in (("en", r"2 cards are dealt to each player from the shoe: Ada a chip \((\d+)\) and a chip "
                                 r"\((\d+)\), Bo a chip \((\d+)\) and a chip \((\d+)\)\."),
                          ("de", r"Jeder Spieler erhält 2 Karten vom Schlitten: Ada eine Karte „chip“ \((\d+)\) und "
                                 r"eine Karte „chip“ \((\d+)\), Bo eine Karte „chip“ \((\d+)\) und eine Karte „chip“ "
                                 r"\((\d+)\)\.")):
        lines = [list(game.narration(seat=seat, lang=lang)) for seat in (None, ADA, BO)]
        assert lines[1][1:4] == lines[2][1:4] == lines[0][1:4]   # the same deal told to every seat
        dealt = [re.fullmatch(pattern, line) for line in lines[0]]
        assert [int(v) for v in next(found for found in dealt if found).groups()] == faces
    assert "1 card is dealt to each player from the shoe." in list(game.narration(seat=ADA))   # a hand: no face
