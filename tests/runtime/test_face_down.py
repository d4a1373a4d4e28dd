"""Face-down cards: `plays ... face down`, `move ... face down`, `reveal`, `face_down(c)`
(docs/language.md 10.9), on the small game "Peek" of tests/faces_rules.py.

Seats: 0 = Ada, 1 = Bo, 2 = Cy.  A face-down card's face is known to the player who laid it
only; its place is public; `reveal` shows it to everyone who sees the zone.
"""

from __future__ import annotations

import pytest

import mogel
from faces_rules import peek_rules
from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator
from mogel.widgets.table import render_table

ADA, BO, CY = 0, 1, 2
ALWAYS_DOWN = ("""    if any(hand of active where card is mirror):
        expect warning: leaks_hidden   # a face-down play shows there was no mirror: a rule of Peek
        active must play 1 card from hand where card is mirror onto stack
    else:
        active must play 1 card from hand onto stack face down""",
               "    active must play 1 card from hand onto stack face down")


@pytest.fixture(scope="module")
def peek():
    return peek_rules()


def told(table, events, seat, lang="en"):
    """The sentences `seat` reads of `events`."""
    narrator = Narrator(table.program, None, lang)
    shown = (table.visibility.redact(ev, seat) for ev in events)
    return [narrator.sentence(ev, table.state.layout) for ev in shown if ev is not None]


def test_a_face_down_play_shows_its_face_to_the_player_who_laid_it_only(peek):
    t = Scenario(peek, players=3)
    (one,) = t.hand(ADA, "number 1")
    t.hand(BO, "number 2")

    events = t.turn(ADA)

    (play,) = [ev for ev in events if ev.kind == "play"]
    assert play.info["face_down"] is True and play.moves[0][0] == one
    assert t.state.face_down == {one: ADA}
    assert told(t, events, BO)[-1] == "Ada lays a card face down."
    assert told(t, events, BO, "de")[-1] == "Ada legt eine Karte verdeckt ab."
    assert told(t, events, ADA)[-1] == "Ada lays a number card (1) face down."
    assert told(t, events, None, "de")[-1] == "Ada legt eine Zahlenkarte (1) verdeckt ab."
    assert t.visibility.redact(play, BO).moves[0][0] is None
    assert t.view(BO).cards("stack", ADA) == (None,)          # its place is public, its face not
    assert t.view(BO).face_down("stack", ADA) == (True,)
    assert t.view(ADA).cards("stack", ADA) == (one,)
    assert t.view(None).cards("stack", ADA) == (one,)


def test_a_face_down_card_does_nothing_and_a_face_up_mirror_reveals(peek):
    """A mirror laid face down runs no `on play`; one played face up reveals the tops."""
    down = peek_rules(*ALWAYS_DOWN)
    t = Scenario(down, players=3)
    t.hand(BO, "number 2", "number 3")
    t.hand(ADA, "mirror 1", "number 4")
    t.turn(BO)
    events = t.turn(ADA)
    assert [ev.kind for ev in events if ev.kind in ("play", "reveal")] == ["play"]

    t = Scenario(peek, players=3)
    (two,) = t.hand(BO, "number 2")[:1]
    t.hand(BO, "number 3")
    t.hand(ADA, "mirror 1", "number 4")
    t.turn(BO)
    events = t.turn(ADA)

    (reveal,) = [ev for ev in events if ev.kind == "reveal"]
    assert reveal.seat == BO and reveal.info["cards"] == [two]
    assert t.state.face_down == {}
    for seat in (ADA, BO, CY):
        assert t.visibility.redact(reveal, seat).info["cards"] == [two]
        assert t.view(seat).cards("stack", BO) == (two,)
    assert told(t, events, CY)[-1] == "Bo reveals a number card (2)."
    assert told(t, events, CY, "de")[-1] == "Bo deckt eine Zahlenkarte (2) auf."


def test_a_card_leaving_its_zone_lies_face_up_and_its_move_shows_it_to_who_knew_it(peek):
    passing = peek_rules(ALWAYS_DOWN[0], ALWAYS_DOWN[1] + "\n    move top of stack of active to hand of left of active")
    t = Scenario(passing, players=3)
    (one,) = t.hand(ADA, "number 1")
    t.hand(ADA, "number 2")

    events = t.turn(ADA)

    (move,) = [ev for ev in events if ev.kind == "move"]
    assert move.info["was_down"] == [[one, ADA]]
    assert t.state.face_down == {} and t.view(BO).hand == (one,)
    assert t.visibility.redact(move, ADA).moves[0][0] == one     # she laid it
    assert t.visibility.redact(move, BO).moves[0][0] == one      # it lands in his hand, face up
    hidden = t.visibility.redact(move, CY)
    assert hidden.moves[0][0] is None and "was_down" not in hidden.info
    assert told(t, events, CY)[-1] == "A card goes from Ada's stack to Bo's hand."


def test_a_rules_move_face_down_from_a_hidden_pile_is_known_to_nobody(peek):
    t = Scenario(peek, players=3)

    t.run(t.program.setup(t.engine, {}))

    assert sorted(t.state.face_down.values(), key=str) == [None, None, None]
    for seat in (ADA, BO, CY):
        assert t.view(seat).cards("stack", seat) == (None,)
        html = render_table(mogel.Game(peek, ["random"] * 3), t.state, seat)
        assert "face-down card" in html


def test_face_down_counts_in_the_scoring_of_whole_games(peek):
    """`hidden_cards(p) = sum(stack of p, 1 if face_down(card) else 0)`: the scores are the
    face-down cards left in each stack, counted again from the events."""
    for seed in range(10):
        game = mogel.Game(peek, ["random", "honest", "sneaky"], seed=seed).play()
        down = {}
        for ev in game.events:
            for card, _, _ in ev.moves:
                down.pop(card, None)
            if ev.info.get("face_down"):
                down.update((card, True) for card, _, _ in ev.moves)
            if ev.kind == "reveal":
                for card in ev.info["cards"]:
                    down.pop(card)
        stacks = [game.state.zones[game.state.slot_of["stack"] + p] for p in range(3)]
        assert list(game.state.totals) == [sum(card in down for card in stack) for stack in stacks]
        assert set(down) == set(game.state.face_down)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_seat_gets_the_id_of_a_face_down_card_before_it_is_revealed(peek, players):
    """Secrecy: in every seat's events, views and table, a card id appears only once the seat
    may know the card: it was in the seat's hand, or it was played face up or revealed."""
    for seed in range(8):
        holder = {}
        known = [set() for _ in range(players)]   # card ids each seat may know by now
        public = set()

        def check(ev):
            game = holder["game"]
            s = game.state
            if ev.kind == "reveal":
                public.update(ev.info["cards"])
            if ev.kind == "play" and not ev.info.get("face_down"):
                public.update(card for card, _, _ in ev.moves)
            for seat in range(players):
                hand = s.slot_of["hand"] + seat
                known[seat].update(card for card, _, dst in ev.moves if dst == hand)
                allowed = known[seat] | public
                shown = game.visibility.redact(ev, seat)
                ids = [card for card, _, _ in shown.moves] + list(shown.info.get("cards", ())) + \
                      [shown.info.get("onto"), *[c for c, _ in shown.info.get("was_down", ())]]
                assert {c for c in ids if c is not None} <= allowed, (seed, seat, ev)
                view = game.views[seat]
                for p in range(players):
                    assert {c for c in view.cards("stack", p) if c is not None} <= allowed, (seed, seat, ev)
                    for card in s.zones[s.slot_of["stack"] + p]:
                        if card in s.face_down:
                            assert (card in allowed) == (s.face_down[card] == seat or card in public)

        game = mogel.Game(peek, ["random"] * players, seed=seed, on_event=check)
        holder["game"] = game
        game.play()
        assert any(ev.kind == "reveal" for ev in game.events) or seed
        s = game.state
        for seat in range(players):     # the table shows a face for each card the seat may see
            faces = render_table(game, s, seat).count("data-face=")
            shown = [card for p in range(players) for card in s.zones[s.slot_of["stack"] + p]
                     if s.face_down.get(card, seat) == seat]
            assert faces == len(s.zones[s.slot_of["hand"] + seat]) + len(shown)


def test_a_face_down_play_tells_the_others_nothing_of_its_face(peek):
    """Rule H (tests/rule_h.py): Ada lays one of two different hands face down; Bo and Cy are
    told the same events, sentences and log lines."""
    from rule_h import Case, assert_no_leak

    def common(table):
        table.hand(BO, "number 2")
        table.hand(CY, "number 2")

    for seat in (BO, CY):
        said = assert_no_leak(peek, common, Case(lambda t: t.hand(ADA, "number 1", "number 3")),
                              Case(lambda t: t.hand(ADA, "number 4", "number 3")),
                              seat, lambda t, answers: t.turn(ADA, answers), players=3)
        assert said[-1] == "Ada lays a card face down."


def test_shuffling_face_down_cards_keeps_their_ids_from_the_others(peek):
    """A shuffle of a zone everybody sees tells its new order, but not the ids of the cards
    lying face down there (those laid by the seat itself excepted)."""
    shuffled = peek_rules(ALWAYS_DOWN[0], ALWAYS_DOWN[1] + "\n    shuffle stack of active")
    t = Scenario(shuffled, players=3)
    (one, three) = t.hand(ADA, "number 1", "number 3")
    t.turn(ADA)
    events = t.turn(ADA)

    (shuffle,) = [ev for ev in events if ev.kind == "shuffle"]
    assert sorted(shuffle.info["order"]) == sorted([one, three])
    assert sorted(t.visibility.redact(shuffle, ADA).info["order"]) == sorted([one, three])
    assert t.visibility.redact(shuffle, BO).info["order"] == (None, None)
    assert t.state.face_down == {one: ADA, three: ADA}


def test_shuffling_face_down_cards_in_a_zone_a_seat_does_not_see_tells_it_no_id(peek):
    """A shuffle of a zone only its owner sees: the others learn neither the order nor, through
    the ids of the cards that lay face down in it, which cards are there."""
    import mogel

    text = peek_rules(ALWAYS_DOWN[0], ALWAYS_DOWN[1] + "\n    shuffle stack of active").source
    owned = mogel.load_rules(text=text.replace("per player, seen by all", "per player, seen by owner"), file="peek.mm")
    t = Scenario(owned, players=3)
    t.hand(ADA, "number 1", "number 3")
    t.turn(ADA)
    events = t.turn(ADA)

    (shuffle,) = [ev for ev in events if ev.kind == "shuffle"]
    assert "was_down" in shuffle.info   # the all-seeing log keeps them
    seen = t.visibility.redact(shuffle, BO)
    assert seen.info["order"] is None and "was_down" not in seen.info


def test_a_play_onto_a_pile_nobody_sees_names_no_card_it_was_played_on(peek):
    """Rule H's public result: the card a play lands on is told only to who sees that pile."""
    blind = peek_rules(ALWAYS_DOWN[0], "    active must play 1 card from hand onto draw")
    t = Scenario(blind, players=3)
    (under,) = t.pile("draw", "number 2")
    t.hand(ADA, "number 1", "number 3")

    (play,) = [ev for ev in t.turn(ADA) if ev.kind == "play"]

    assert play.info["onto"] == under
    assert t.visibility.redact(play, BO).info["onto"] is None
    assert told(t, [play], BO)[-1] == "Ada plays a card."
