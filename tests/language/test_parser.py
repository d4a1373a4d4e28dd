"""The parser: small rules texts -> the model they stand for.

Every case compares whole model nodes (spans are left out of equality, so the expected
trees can be written by hand); a few tests pin the spans themselves.  Bad texts and the
located messages they get are tested in test_syntax_messages.py.
"""

from __future__ import annotations

import pytest

from mogel.language import model as m
from mogel.language.parser import parse_items

# --- shorthands for expected trees -----------------------------------------------------------


def N(name):
    return m.Name(name)


def C(value):
    return m.Const(value)


def B(op, left, right):
    return m.BinOp(op, left, right)


def call(func, *args):
    return m.Call(func, tuple(args))


def one(source: str) -> m.Item:
    """The one item a source holds."""
    items = parse_items(source, "t.mm")
    assert len(items) == 1, items
    return items[0]


def define_body(expr_text: str) -> m.Expr:
    return one(f"define x = {expr_text}\n").body


HAND = m.ZoneRef("hand")
DISCARD = m.ZoneRef("discard")
DRAW = m.ZoneRef("draw")
ACTIVE = m.Subject(False, N("active"))


# --- whole items ----------------------------------------------------------------------------

ITEMS = [
    pytest.param(
        "define adjacent(a, b) = (a - b) mod 5 in {1, 4}\n",
        m.Define(name="adjacent", params=("a", "b"),
                 body=B("in", B("mod", B("-", N("a"), N("b")), C(5)), m.SetLit((C(1), C(4))))),
        id="define-adjacent"),
    pytest.param(
        "define hand_size = 8\n",
        m.Define(name="hand_size", params=(), body=C(8)),
        id="define-constant"),
    pytest.param(
        "define fits(c, top_card) = adjacent(c.value, top_card.value)\n",
        m.Define(name="fits", params=("c", "top_card"),
                 body=call("adjacent", m.Attr(N("c"), "value"), m.Attr(N("top_card"), "value"))),
        id="define-call-attr"),
    pytest.param(
        "define same_number(c, p) = c is number and c.value = p.value\n",
        m.Define(name="same_number", params=("c", "p"),
                 body=B("and", m.Is(N("c"), "number"),
                        B("=", m.Attr(N("c"), "value"), m.Attr(N("p"), "value")))),
        id="define-is-and-compare"),
    pytest.param(
        "game mogel_motte:\n"
        '    name: en "Cheating Moth", de "Mogel Motte"\n'
        "    players: 3 to 5\n"
        "    rounds: player_count\n"
        "    order: left\n"
        "    winner: lowest score\n"
        "    ties: shared\n",
        m.Game(name="mogel_motte", names=(("en", "Cheating Moth"), ("de", "Mogel Motte")),
               players=(3, 5), rounds=N("player_count"), order="left", winner="lowest", ties="shared"),
        id="game"),
    pytest.param(
        "card moth:\n"
        '    name: en "Cheating Moth", de "Mogel-Motte"\n'
        "    penalty: 10\n"
        "    cannot be given\n"
        "    cannot be played unless player is guard\n",
        m.Card(name="moth", names=(("en", "Cheating Moth"), ("de", "Mogel-Motte")), penalty=10,
               cannot_give=m.Restriction(None),
               cannot_play=m.Restriction(m.Is(N("player"), "guard"))),
        id="card-moth-properties"),
    pytest.param(
        "card ant:\n"
        "    tags: action, small\n"
        "    penalty: -5\n"
        "    on play:\n"
        "        each player except active takes 1 card from discard below top\n",
        m.Card(name="ant", tags=("action", "small"), penalty=-5,
               on_play=(m.Act(m.Subject(True, N("active"), "except"), None,
                              m.Take(C(1), DISCARD, "below_top")),)),
        id="card-tags-negative-penalty-on-play"),
    pytest.param(
        "deck:\n"
        "    values:     1  2  3  4  5\n"
        "    number:     8  9  9  9  8   = 43\n"
        "    moth:       2  1  2  1  2\n"
        "    total: 51\n",
        m.Deck(name="deck", values=(1, 2, 3, 4, 5),
               rows=(m.DeckRow("number", (8, 9, 9, 9, 8), 43), m.DeckRow("moth", (2, 1, 2, 1, 2), None)),
               total=51),
        id="deck-rows-sum-total"),
    pytest.param(
        "zone draw:\n"
        '    name: en "draw pile"\n'
        "    shared, seen by nobody\n"
        "    when empty:\n"
        "        move all cards from discard except top to draw\n"
        "        shuffle draw\n",
        m.Zone(name="draw", names=(("en", "draw pile"),), shared=True, seen_by="nobody",
               when_empty=(m.MoveAll(DISCARD, "except_top", DRAW), m.Shuffle(DRAW))),
        id="zone-shared-when-empty"),
    pytest.param(
        "zone hand:\n    per player, seen by owner\n",
        m.Zone(name="hand", shared=False, seen_by="owner"),
        id="zone-per-player"),
    pytest.param(
        "zone discard:\n    shared, top seen by all\n",
        m.Zone(name="discard", shared=True, top_seen_by="all"),
        id="zone-top-seen"),
    pytest.param("role guard\n", m.Role(name="guard"), id="role-bare"),
    pytest.param(
        'role guard:\n    name: en "Guard Bug", de "Wächter-Wanze"\n',
        m.Role(name="guard", names=(("en", "Guard Bug"), ("de", "Wächter-Wanze"))),
        id="role-names-unicode"),
    pytest.param(
        "turn:\n"
        "    active must play 1 card from hand where fits(card, top of discard) onto discard\n"
        "    otherwise active draws 1 card from draw\n",
        m.Turn(name="turn", body=(
            m.Act(ACTIVE, "must",
                  m.Play(m.Selection(C(1), HAND, where=call("fits", N("card"), call("top", N("discard")))),
                         DISCARD),
                  otherwise=(m.Act(ACTIVE, None, m.Draw(C(1), DRAW)),)),)),
        id="turn-must-play-otherwise-draws"),
    pytest.param(
        "turn:\n"
        "    active may play 1 card from hand onto discard\n"
        "    otherwise:\n"
        "        active draws 1 card from draw\n"
        "        end round\n",
        m.Turn(name="turn", body=(
            m.Act(ACTIVE, "may", m.Play(m.Selection(C(1), HAND), DISCARD),
                  otherwise=(m.Act(ACTIVE, None, m.Draw(C(1), DRAW)), m.EndRound())),)),
        id="turn-may-otherwise-block"),
    pytest.param(
        "card mosquito:\n"
        "    on play:\n"
        "        race slap among others -> slowest as loser:\n"
        "            each player except loser gives 1 card from hand to loser\n",
        m.Card(name="mosquito", on_play=(
            m.Race("slap", N("others"), "slowest", "loser", (
                m.Act(m.Subject(True, N("loser"), "except"), None,
                      m.Give(m.Selection(C(1), HAND), N("loser"))),)),)),
        id="race-slowest"),
    pytest.param(
        "card mosquito:\n"
        "    on play:\n"
        "        race slap (en \"slap\", de \"Klatschen\") among others -> slowest as loser:\n"
        "            loser must draw 1 card from draw\n",
        m.Card(name="mosquito", on_play=(
            m.Race("slap", N("others"), "slowest", "loser", (
                m.Act(m.Subject(False, N("loser")), "must", m.Draw(C(1), DRAW)),),
                names=(("en", "slap"), ("de", "Klatschen"))),)),
        id="race-with-names"),
    pytest.param(
        "card cockroach:\n"
        "    on play:\n"
        "        race cockroach among players where any(hand of player where same_number(card, played))"
        " -> fastest as winner:\n"
        "            winner must play 1 card from hand where same_number(card, played) onto discard\n",
        m.Card(name="cockroach", on_play=(
            m.Race("cockroach",
                   m.Filter(N("players"),
                            call("any", m.Filter(call("hand", N("player")),
                                                 call("same_number", N("card"), N("played"))))),
                   "fastest", "winner", (
                       m.Act(m.Subject(False, N("winner")), "must",
                             m.Play(m.Selection(C(1), HAND, where=call("same_number", N("card"), N("played"))),
                                    DISCARD)),)),)),
        id="race-fastest-filtered"),
    pytest.param(
        "card spider:\n"
        "    on play:\n"
        "        active may give 1 card from hand to a chosen player except active\n",
        m.Card(name="spider", on_play=(
            m.Act(ACTIVE, "may", m.Give(m.Selection(C(1), HAND), None,
                                        m.Subject(True, N("active"), "except"))),)),
        id="give-to-chosen-player"),
    pytest.param(
        "round:\n"
        "    starter: oldest if round = 1 else left of last_starter\n"
        "    setup:\n"
        "        move all cards to draw\n"
        "        starter becomes guard\n"
        "        deal hand_size cards from draw to hand\n"
        "        move 1 card from draw to discard\n"
        "    first: guard\n"
        "    ends when: any(players where empty(hand of player))\n"
        "    checked: after each move\n"
        "    scoring:\n"
        "        each player scores sum(hand of player, card.penalty)\n",
        m.Round(
            name="round",
            starter=m.Cond(B("=", N("round"), C(1)), N("oldest"), call("left", N("last_starter"))),
            setup=(m.MoveAll(None, None, DRAW),
                   m.Act(m.Subject(False, N("starter")), None, m.Become("guard")),
                   m.Deal(N("hand_size"), DRAW, HAND),
                   m.MoveSel(m.Selection(C(1), DRAW), DISCARD)),
            first=N("guard"),
            ends_when=call("any", m.Filter(N("players"), call("empty", call("hand", N("player"))))),
            checked="move",
            scoring=(m.Act(m.Subject(True), None,
                           m.ScoreVerb(call("sum", call("hand", N("player")), m.Attr(N("card"), "penalty")))),)),
        id="round"),
    pytest.param(
        "cheat hide:\n"
        "    by: players except guard\n"
        "    moves: 1 card from hand to hidden\n"
        "    only if: size(hand of player) >= 2\n"
        "    windows: after each move, during races, after own move\n"
        "    noticed by: guard\n"
        "    attention during races: 50%\n",
        m.Cheat(name="hide", by=m.Except(N("players"), N("guard")), moves=m.CheatMove(1, "hand", "hidden"),
                only_if=B(">=", call("size", call("hand", N("player"))), C(2)),
                windows=("after_each_move", "during_races", "after_own_move"),
                noticed_by=N("guard"), race_attention=0.5),
        id="cheat"),
    pytest.param(
        "accusation caught:\n"
        '    name: en "Caught!"\n'
        "    of: hide\n"
        "    by: guard\n"
        "    when: after each act\n"
        "    if right:\n"
        "        move cheated to hand of accused\n"
        "        move 1 card chosen by accuser from hand of accuser where not card is moth to hand of accused\n"
        "        accused becomes guard\n"
        "    if wrong:\n"
        "        accuser draws 1 card from draw\n",
        m.Accusation(
            name="caught", names=(("en", "Caught!"),), of="hide", by=N("guard"), when="act",
            if_right=(m.MoveCard(N("cheated"), m.ZoneRef("hand", N("accused"))),
                      m.MoveSel(m.Selection(C(1), m.ZoneRef("hand", N("accuser")),
                                            where=m.Unary("not", m.Is(N("card"), "moth")),
                                            chooser=N("accuser")),
                                m.ZoneRef("hand", N("accused"))),
                      m.Act(m.Subject(False, N("accused")), None, m.Become("guard"))),
            if_wrong=(m.Act(m.Subject(False, N("accuser")), None, m.Draw(C(1), DRAW)),)),
        id="accusation"),
    pytest.param(
        "accusation caught:\n"
        "    of: hide\n"
        "    when: after each window\n"
        "    if wrong: accuser draws 1 card from draw\n",
        m.Accusation(name="caught", of="hide", when="window",
                     if_wrong=(m.Act(m.Subject(False, N("accuser")), None, m.Draw(C(1), DRAW)),)),
        id="accusation-one-line-block"),
    pytest.param(
        "turn:\n"
        "    if size(hand of active) > 3:\n"
        "        let n = 2\n"
        "    else:\n"
        "        end round\n"
        "    for each player where size(hand of player) > 2:\n"
        "        player takes 2 cards from discard at random\n",
        m.Turn(name="turn", body=(
            m.If(B(">", call("size", call("hand", N("active"))), C(3)), (m.Let("n", C(2)),), (m.EndRound(),)),
            m.ForEach(m.Subject(True, B(">", call("size", call("hand", N("player"))), C(2)), "where"),
                      (m.Act(m.Subject(False, N("player")), None, m.Take(C(2), DISCARD, "at_random")),)))),
        id="if-else-let-for-each"),
    pytest.param(
        "variant italian_ant:\n"
        '    description: "the ant makes others draw"\n'
        "    card ant:\n"
        "        on play:\n"
        "            each player except active draws 1 card from draw\n",
        m.Variant(name="italian_ant", description="the ant makes others draw",
                  descriptions=(("en", "the ant makes others draw"),), items=(
                      m.Card(name="ant", on_play=(
                          m.Act(m.Subject(True, N("active"), "except"), None, m.Draw(C(1), DRAW)),)),)),
        id="variant"),
    pytest.param(
        "variant quick:\n"
        '    description: en "two rounds", \\\n'
        '                 de "zwei Runden"\n'
        "    round:\n"
        "        checked: after each turn\n",
        m.Variant(name="quick", description="two rounds", descriptions=(("en", "two rounds"), ("de", "zwei Runden")),
                  items=(m.Round(name="round", checked="turn"),)),
        id="variant_in_two_languages"),
]


@pytest.mark.parametrize("source, expected", ITEMS)
def test_item(source, expected):
    assert one(source) == expected


# --- expressions: precedence and the `of` form -----------------------------------------------

EXPRESSIONS = [
    # `not` binds tighter than `and`, `and` tighter than `or`, comparison tighter than `not`
    ("not a and b or c = d",
     B("or", B("and", m.Unary("not", N("a")), N("b")), B("=", N("c"), N("d")))),
    ("a or b and c", B("or", N("a"), B("and", N("b"), N("c")))),
    ("(a or b) and c", B("and", B("or", N("a"), N("b")), N("c"))),
    ("not a = b", m.Unary("not", B("=", N("a"), N("b")))),
    ("not not a", m.Unary("not", m.Unary("not", N("a")))),
    ("a = 1 or b != 2 and not c >= 3",
     B("or", B("=", N("a"), C(1)), B("and", B("!=", N("b"), C(2)), m.Unary("not", B(">=", N("c"), C(3)))))),
    ("a < b + 1 * 2", B("<", N("a"), B("+", N("b"), B("*", C(1), C(2))))),
    ("a <= b", B("<=", N("a"), N("b"))),
    ("a - b - c", B("-", B("-", N("a"), N("b")), N("c"))),
    ("a + b mod 5", B("+", N("a"), B("mod", N("b"), C(5)))),
    ("-a mod 5", B("mod", m.Unary("-", N("a")), C(5))),
    ("- 3", m.Unary("-", C(3))),
    ("a + b in {0, 1}", B("in", B("+", N("a"), N("b")), m.SetLit((C(0), C(1))))),
    ("card is moth and true", B("and", m.Is(N("card"), "moth"), C(True))),
    ("x if a and b else y", m.Cond(B("and", N("a"), N("b")), N("x"), N("y"))),
    ("1 if a else 2 if b else 3", m.Cond(N("a"), C(1), m.Cond(N("b"), C(2), C(3)))),
    ("50%", C(0.5)),
    ("false", C(False)),
    ("{}", m.SetLit(())),
    # `X of Y` is a call of X with one argument, and nests to the right
    ("hand of player", call("hand", N("player"))),
    ("top of discard", call("top", N("discard"))),
    ("left of left of p", call("left", call("left", N("p")))),
    ("size of hand of active", call("size", call("hand", N("active")))),
    ("hand of player where card is moth", m.Filter(call("hand", N("player")), m.Is(N("card"), "moth"))),
    ("size(hand of p) >= 2", B(">=", call("size", call("hand", N("p"))), C(2))),
    ("top of discard.value", call("top", m.Attr(N("discard"), "value"))),
    ("(top of discard).value", m.Attr(call("top", N("discard")), "value")),
    ("players except guard where true", m.Filter(m.Except(N("players"), N("guard")), C(True))),
    ("players where a where b", m.Filter(m.Filter(N("players"), N("a")), N("b"))),
    ("f()", call("f")),
    ("sum(hand of p, card.penalty)", call("sum", call("hand", N("p")), m.Attr(N("card"), "penalty"))),
    # a line may continue inside brackets and after a backslash
    ("(1 +\n        2)", B("+", C(1), C(2))),
    ("1 + \\\n    2", B("+", C(1), C(2))),
]


@pytest.mark.parametrize("text, expected", EXPRESSIONS, ids=[e[0].replace("\n", " ") for e in EXPRESSIONS])
def test_expression(text, expected):
    assert define_body(text) == expected


def test_items_come_in_file_order_with_comments_and_blank_lines():
    source = ("# a comment first\n\n"
              "define a = 1   # trailing comment\n"
              "\n"
              "   # an indented comment line is no block\n"
              "role guard\n"
              "define b = 2\n")
    items = parse_items(source, "t.mm")
    assert [(type(i).__name__, i.name) for i in items] == [("Define", "a"), ("Role", "guard"), ("Define", "b")]


def test_a_source_without_final_newline_parses():
    assert parse_items("define a = 1", "t.mm") == [m.Define(name="a", params=(), body=C(1))]


def test_an_empty_source_has_no_items():
    assert parse_items("", "t.mm") == []
    assert parse_items("# only a comment\n", "t.mm") == []


def test_spans_point_at_the_source():
    source = ("define x = 1\n"
              "card moth:\n"
              "    penalty: 10\n"
              "    cannot be played unless player is guard\n")
    define, card = parse_items(source, "t.mm")
    assert (define.span.file, define.span.line, define.span.column) == ("t.mm", 1, 1)
    assert (card.span.line, card.span.column) == (2, 1)
    assert (card.where("penalty").line, card.where("penalty").column) == (3, 5)
    unless = card.cannot_play.unless
    assert (unless.span.line, unless.span.column) == (4, 29)
    assert (unless.obj.span.line, unless.obj.span.column) == (4, 29)
    # a property the block does not set falls back to the block's own span
    assert card.where("tags") == card.span


def test_deck_row_span_and_expression_spans():
    source = "deck:\n    values: 1 2\n    number: 1 2 = 3\n"
    deck = one(source)
    row = deck.rows[0]
    assert (row.span.line, row.span.column) == (3, 5)
    body = define_body("(a - b) mod 5 in {1, 4}")
    assert body.span.column == 12
    assert body.right.span.column == 29            # the set literal
    assert body.left.left.left.span.column == 13   # `a` inside the parentheses


def test_a_part_of_a_text_parses_to_its_items_at_their_places_in_the_text():
    """parse_items(text, file, start): the items of text[start:], spans and all, as the whole
    text's parse gives them (mogel.check.incremental parses a changed item so)."""
    import mogel
    from model_dump import dump

    text = mogel.default_rules_path().read_text(encoding="utf-8")
    start = text.index("\nvariant ") + 1
    whole = parse_items(text)
    part = parse_items(text, "rules.mm", start=start)
    assert part and dump(part) == dump(whole[len(whole) - len(part):])
    assert part[0].span.line == text.count("\n", 0, start) + 1


def test_the_repr_of_rules_is_one_short_line_naming_what_a_notebook_needs():
    """A notebook cell ending in `rules` printed the whole model (50,000 characters, trial 28):
    now the game, its file, its players and the variants applied of those offered."""
    import mogel

    assert repr(mogel.load_rules()) == "<Rules mogel_motte from rules.mm: 3 to 5 players; variants applied: none " \
                                       f"(of {len(mogel.load_rules().variants)} offered)>"
    cheat = mogel.load_rules(game="cheat", variants=["up_same_or_down", "loser_leads"])
    assert repr(cheat).startswith("<Rules cheat from cheat.mm: 2 to 8 players; variants applied: up_same_or_down, "
                                  "loser_leads (of ")
    assert len(repr(cheat)) < 200 and str(cheat) == repr(cheat)
