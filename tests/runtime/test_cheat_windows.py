"""The cheating windows as the rules write them: one generated function per `cheat` block.

`mogel compile` shows a window function per block, under its rules line; on a hand-built table
of a game with two blocks (one after each move, noticed by the guard and accused after each
window; one after the mover's own move only, two chances of a card test each) the seats are
asked in the order the rules say, the guard notices, is asked once at the window's end with
what it saw, and settles; the second block follows the first.
"""

from __future__ import annotations

import re

import mogel
from conftest import ADA, BO, CY, DI, Scripted, Table, of_kind, run_cli

TWO_CHEATS = """\
game peek:
    name: en "Peek", de "Spähen"
    players: 2 to 4
    rounds: 1
    winner: lowest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone hidden:
    per player, seen by owner

zone stash:
    per player, seen by owner

role guard:
    name: en "guard", de "Wache" die

card pebble:
    name: en "pebble", de "Kiesel"
    penalty: 1

card rock:
    name: en "rock", de "Fels"
    penalty: 5

deck:
    values:   1  2  3
    pebble:   4  4  4  = 12
    rock:     2  2  2  = 6
    total: 18

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
        starter becomes guard
    first: starter
    ends when: turns >= 4
    scoring:
        each player scores sum(hand of player, card.penalty)

turn:
    active draws 1 card from draw

cheat hide:
    name: en "hide", de "verstecken"
    by: players except guard
    moves: 1 card from hand to hidden
    noticed by: guard

accusation caught:
    name: en "Caught!", de "Erwischt!"
    of: hide
    by: guard
    when: after each window
    if right:
        move cheated to hand of accused
    if wrong:
        accuser draws 1 card from draw

cheat stash:
    name: en "stash", de "bunkern"
    by: players
    moves: 2 cards from hand to stash
    only if: card is rock
    windows: after own move
"""


def rules():
    return mogel.load_rules(text=TWO_CHEATS, file="peek.mm")


def test_mogel_compile_shows_one_window_function_per_cheat_block_under_its_rules_line(tmp_path, capsys):
    path = tmp_path / "peek.mm"
    path.write_text(TWO_CHEATS, encoding="utf-8")

    code, out, _ = run_cli(capsys, "compile", path, "--plain")

    assert code == 0
    windows = re.findall(r"# .*peek\.mm:(\d+)  (cheat \w+:)\ndef (window_\d+)\(eng, mover, race\):", out)
    lines = TWO_CHEATS.splitlines()
    assert [(lines[int(line) - 1], said) for line, said, _ in windows] == [("cheat hide:", "cheat hide:"),
                                                                            ("cheat stash:", "cheat stash:")]
    (table,) = re.findall(r"^WINDOW = (window_\d+)$", out, re.M)   # the engine's one window: both, in file order
    both = re.search(rf"def {table}\(eng, mover, race\):\n((?:    .*\n)+)", out)[1].split("\n")
    assert both[:2] == [f"    yield from {name}(eng, mover, race)" for _, _, name in windows]


def test_the_packaged_rules_compile_to_one_window_function(capsys):
    code, out, _ = run_cli(capsys, "compile", "--plain")

    assert code == 0
    windows = re.findall(r"# rules\.mm:\d+  cheat hide:\ndef (window_\d+)\(", out)
    assert len(windows) == 1 and re.search(rf"^WINDOW = {windows[0]}$", out, re.M)


def peek_table(scripts, attention=1.0) -> Table:
    agents = [Scripted(scripts.get(seat), attention=attention) for seat in range(4)]
    t = Table(rules(), 4, agents=agents)
    t.hand(ADA, "pebble 1", "pebble 3")
    t.hand(BO, "pebble 2", "rock 1", "rock 2", "rock 3")
    t.hand(CY, "pebble 1", "pebble 2")
    t.hand(DI, "pebble 3", "pebble 3")
    t.role("guard", DI)
    return t


def asked(t: Table):
    return [(d.kind, d.seat) for d, _ in t.decisions]


def test_a_window_asks_as_the_rules_say_block_by_block():
    """After Bo's move: `hide` from Bo's left round to Bo, never the guard, then the guard's one
    accusation at the window's end (`after each window`) with both covert moves it noticed; it
    catches Bo, who takes his card back.  Then `stash`, Bo's own: two chances, rocks only."""
    t = peek_table({CY: {"cheat": ["pebble 1"]}, BO: {"cheat": ["pebble 2", "rock 1", "rock 2"]},
                    DI: {"accuse": [BO]}})

    events = t.window(BO)

    assert asked(t) == [("cheat", CY), ("cheat", ADA), ("cheat", BO), ("accuse", DI), ("cheat", BO), ("cheat", BO)]
    accuse = t.asked("accuse")[0]
    assert accuse.info["noticed"] == [CY, BO] and accuse.options == (None, ADA, BO, CY)
    notices = of_kind(events, "notice")
    assert [(ev.seat, ev.info["cheater"], ev.info["noticed"]) for ev in notices] == [(DI, CY, True), (DI, BO, True)]
    (caught,) = of_kind(events, "accuse")
    assert caught.info == {"accused": BO, "right": True}
    first, second = t.asked("cheat", BO)[1:]
    assert t.option_faces(first) == {None, "rock 1", "rock 2", "rock 3"}
    assert t.option_faces(second) == {None, "rock 2", "rock 3"}
    assert [ev.info["cheat"] for ev in of_kind(events, "cheat")] == ["hide", "hide", "stash", "stash"]
    assert sorted(t.faces("hand", BO)) == ["pebble 2", "rock 3"] and t.faces("hidden", BO) == []
    assert t.faces("stash", BO) == ["rock 1", "rock 2"] and t.faces("hidden", CY) == ["pebble 1"]


def test_a_guard_that_saw_nothing_is_still_asked_and_a_wrong_accusation_costs_it_a_card():
    t = peek_table({DI: {"accuse": [ADA]}}, attention=0.0)
    t.pile("draw", "rock 1")

    events = t.window(BO)

    # Bo's rocks: `stash` asks him too, and declining its first chance ends his chances
    assert asked(t) == [("cheat", CY), ("cheat", ADA), ("cheat", BO), ("accuse", DI), ("cheat", BO)]
    assert t.asked("accuse")[0].info["noticed"] == []
    assert of_kind(events, "accuse")[0].info == {"accused": ADA, "right": False}
    assert "rock 1" in t.faces("hand", DI)


def test_no_window_of_an_own_move_without_a_mover_and_none_in_a_race_unless_the_rules_say():
    t = peek_table({})

    t.window(None)
    after_move = asked(t)
    t.window(None, race=True)

    # from the left of the seat on turn (Ada, the starter) round to it; the guard does not cheat
    assert after_move == [("cheat", BO), ("cheat", CY), ("cheat", ADA), ("accuse", DI)]
    assert asked(t) == after_move


def test_after_each_act_a_seat_of_two_chances_is_asked_about_once_its_chances_are_over():
    """`when: after each act` with `moves: 2 cards`: the guard is asked after each seat's chances
    (after both, or after the first declined), even when nothing happened; it can catch only the
    seat's last covert move, which alone goes back to the hand."""
    text = TWO_CHEATS.replace("moves: 1 card from hand to hidden", "moves: 2 cards from hand to hidden")
    text = text.replace("when: after each window", "when: after each act")
    agents = [Scripted({CY: {"cheat": ["pebble 1", None]}, BO: {"cheat": ["pebble 2", "rock 1"]},
                        DI: {"accuse": [None, None, BO]}}.get(seat), attention=1.0) for seat in range(4)]
    t = Table(mogel.load_rules(text=text, file="peek.mm"), 4, agents=agents)
    t.hand(ADA, "pebble 1", "pebble 3")
    t.hand(BO, "pebble 2", "rock 1", "rock 2", "rock 3")
    t.hand(CY, "pebble 1", "pebble 2")
    t.hand(DI, "pebble 3", "pebble 3")
    t.role("guard", DI)

    events = t.window(BO)

    assert asked(t) == [("cheat", CY), ("cheat", CY), ("accuse", DI), ("cheat", ADA), ("accuse", DI),
                        ("cheat", BO), ("cheat", BO), ("accuse", DI), ("cheat", BO)]
    assert [d.info["noticed"] for d in t.asked("accuse")] == [[CY], [], [BO]]
    assert of_kind(events, "accuse")[0].info == {"accused": BO, "right": True}
    assert t.faces("hidden", BO) == ["pebble 2"] and sorted(t.faces("hand", BO)) == ["rock 1", "rock 2", "rock 3"]


def test_an_accusation_suppresses_windows_only_while_its_block_may_open_one():
    # rules.mm's `if right:` and `if wrong:` make events, ask, move cards and refill the draw
    # pile (which suppresses windows itself): nothing in them reads `eng.suppress`; a block
    # that runs a verb of the engine (`move all`, which opens a window after it unless
    # suppressed) keeps it, in every mode of the module
    from mogel.compile.codegen import source
    from mogel.compile.program import DeckTables
    from mogel.compile.source_accuse import opens_nothing

    base, returns_all = mogel.load_rules(), mogel.load_rules(variants=["caught_returns_all"])
    for lab in (False, True):
        for at_once in (False, True):
            assert "eng.suppress += 1" not in source(base, DeckTables(base), lab=lab, at_once=at_once)
            assert "eng.suppress += 1" in source(returns_all, DeckTables(returns_all), lab=lab, at_once=at_once)
    assert opens_nothing(["eng.done(eng.refill(z_1))", "eng.emit('no_draw', accuser, (), None, sp_2)",
                          "eng.events.append(('move', None, (), None, sp_2))", "eng.tell()"])
    for line in ("t_5(eng, {'played': x_6})", "WINDOW(eng, accuser, False)", "eng.race_at_once('slap', [], 'slowest', sp_2)",
                 "yield from eng.move_all(z_1, None, z_2, v, sp_2, None)", "eng.done(eng.deal(2, z_1, z_2, v, sp_2))",
                 "eng.p.window(eng, None, True)"):
        assert not opens_nothing([line]), line
