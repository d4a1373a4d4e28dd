"""Variants (house rules): every variant of rules.mm changes play, variants combine or clash,
applying them leaves the original rules untouched, and the CLI offers them."""

from __future__ import annotations

import re

import pytest

import mogel
from mogel.cli.commands import main

BASE = mogel.load_rules()
GAPS = ["italian_ant", "ant_takes_top", "moth_on_anything", "cheat_own_turn", "catch_until_next_move",
        "no_moth_as_penalty", "penalty_from_draw", "cockroach_others_race", "cockroach_any_card",
        "mosquito_others_give", "spider_must_give", "spider_keeps_last", "finish_the_action",
        "may_draw_instead", "reshuffle_whole_pile", "lone_moth_may_vanish", "guard_stays",
        "tie_last_round", "caught_returns_all"]
HOUSE_RULES = ["plus_minus_or_equal", "big_table", "open_hands", "quick_game", "no_cheating"]
# Where to start looking for a game that a variant changes: (bots, first seed).  Most change
# the very first game; some need a rare moment (a tie, an exhausted draw pile).
HINTS = {"tie_last_round": (("sneaky", "honest", "random", "sneaky"), 30),
         "reshuffle_whole_pile": (("honest",) * 5, 0)}


def trace(game):
    """Everything observable of a game: each event with its seat, cards and details."""
    return [(e.kind, e.seat, e.moves, sorted((k, repr(v)) for k, v in e.info.items())) for e in game.events]


def play(rules, bots, seed):
    return mogel.Game(rules, [mogel.make_bot(b) for b in bots], seed=seed).play()


def test_every_gap_of_the_rules_notes_and_the_house_rules_are_variants():
    assert sorted(BASE.variants) == sorted(GAPS + HOUSE_RULES)


@pytest.mark.parametrize("name", GAPS)
def test_each_gap_variant_names_the_source_of_its_reading(name):
    description = BASE.variants[name].description
    assert re.search(r"\b00[0-4]\b|house|texts are silent|Italian|Portuguese", description), description


@pytest.mark.parametrize("name", [n for n in GAPS + HOUSE_RULES if n not in ("big_table", "open_hands")])
def test_each_variant_changes_some_seeded_game(name):
    bots, first = HINTS.get(name, (("random",) * 4, 0))
    changed = mogel.load_rules(variants=[name])
    for seed in range(first, first + 40):
        if trace(play(BASE, bots, seed)) != trace(play(changed, bots, seed)):
            return
    pytest.fail(f"variant {name} changed none of 40 seeded games")


def test_big_table_seats_six_and_seven_players():
    big = mogel.load_rules(variants=["big_table"])
    with pytest.raises(mogel.MogelError, match="3 to 5 players, not 6"):
        mogel.Game(BASE, [mogel.RandomBot() for _ in range(6)], seed=1)

    game = mogel.Game(big, [mogel.RandomBot() for _ in range(7)], seed=1).play()

    assert len(game.state.history) == 7 and game.finished


def test_open_hands_shows_every_hand_to_every_seat():
    opened = mogel.load_rules(variants=["open_hands"])
    closed_game = play(BASE, ("random",) * 4, 3)
    open_game = play(opened, ("random",) * 4, 3)

    assert closed_game.view(0).cards("hand", 1) is None
    assert open_game.view(0).cards("hand", 1) == tuple(open_game.state.zones[open_game.state.slot_of["hand"] + 1])
    hidden_draws = [e for e in closed_game.view(0).events() if e.kind == "draw" and e.seat != 0]
    assert hidden_draws and all(e.moves[0][0] is None for e in hidden_draws)
    shown_draws = [e for e in open_game.view(0).events() if e.kind == "draw" and e.seat != 0]
    assert shown_draws and all(e.moves[0][0] is not None for e in shown_draws)


def test_applying_variants_leaves_the_original_untouched():
    before = (BASE.cards["ant"], BASE.defines["adjacent"], BASE.game, BASE.applied)

    both = mogel.apply_variants(BASE, ["italian_ant", "plus_minus_or_equal"])

    assert (BASE.cards["ant"], BASE.defines["adjacent"], BASE.game, BASE.applied) == before
    assert both.applied == ("italian_ant", "plus_minus_or_equal")
    assert both.cards["ant"].on_play != BASE.cards["ant"].on_play
    assert both.cards["ant"].penalty == BASE.cards["ant"].penalty == 5   # only 'on play' replaced
    assert both.defines["adjacent"] != BASE.defines["adjacent"]


def test_several_variants_work_together():
    rules = mogel.load_rules(variants=["italian_ant", "quick_game", "no_cheating", "big_table"])
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(6)], seed=2).play()

    assert len(game.state.history) == 2
    assert not any(e.kind == "cheat" for e in game.events)


def test_clashing_variants_are_reported_with_both_places():
    with pytest.raises(mogel.RulesError) as info:
        mogel.load_rules(variants=["spider_must_give", "spider_keeps_last"])

    text = str(info.value)
    places = re.findall(r"rules\.mm:(\d+):\d+", text)
    must = BASE.variants["spider_must_give"].span.line
    keep = BASE.variants["spider_keeps_last"].span.line
    assert "clash" in text and "on play" in text
    assert len({int(p) for p in places}) == 2
    assert all(must < int(p) or keep < int(p) for p in places)


def test_two_variants_that_redefine_one_definition_clash_in_the_docs_words():
    """docs/language.md calls what a definition names its expression; a turn holds statements."""
    with pytest.raises(mogel.RulesError) as info:
        mogel.load_rules(variants=["moth_on_anything", "reshuffle_whole_pile"])

    first = info.value.errors[0]
    other = BASE.variants["moth_on_anything"].items[0].span
    fits = BASE.variants["reshuffle_whole_pile"].items[1].span
    assert (first.message, first.span.line, first.span.column) == (
        "variants 'moth_on_anything' and 'reshuffle_whole_pile' clash: both change the expression of define fits "
        f"(the other change is at {other})", fits.line, fits.column)


def test_unknown_variant_gets_a_did_you_mean():
    with pytest.raises(mogel.UnknownVariantError, match="did you mean 'italian_ant'"):
        mogel.load_rules(variants=["italain_ant"])


def test_cli_lists_variants_and_plays_with_them(capsys):
    assert main(["variants"]) == 0
    listing = capsys.readouterr().out
    for name, variant in BASE.variants.items():
        assert f"{name}" in listing and variant.description in listing

    assert main(["play", "--variant", "quick_game", "--variant", "no_cheating", "--seed", "4", "--quiet"]) == 0
    scores = capsys.readouterr().out
    assert "R2" in scores and "R3" not in scores


@pytest.mark.parametrize("argv,code", [(["play", "--variant", "italain_ant"], 2),
                                       (["check", "--variant", "nope"], 2),
                                       (["check", "--variant", "spider_must_give", "--variant", "spider_keeps_last"], 1),
                                       (["check", "--variant", "italian_ant", "--variant", "quick_game"], 0)])
def test_cli_variant_errors_and_exit_codes(argv, code, capsys):
    assert main(argv) == code
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err


TWO_BROKEN = (mogel.default_rules_path().read_text(encoding="utf-8")
              + '\nvariant v_adjacent_int:\n    description: "adjacent gives a number"\n'
              + "    define adjacent(a, b) = a - b\n"
              + '\nvariant v_hand_size_bool:\n    description: "hand size becomes a truth value"\n'
              + "    define hand_size = true\n")
DEAL = "deal hand_size cards from draw to hand"
PLAY = "active must play 1 card from hand where fits(card, top of discard) onto discard"


def at(snippet: str, column: int, message: str) -> tuple:
    """(line, column, message) of a diagnostic at `column` of the first line holding `snippet`."""
    return TWO_BROKEN[:TWO_BROKEN.index(snippet)].count("\n") + 1, column, message


ADJACENT_INT = at(PLAY, 45, "expected a truth value after 'where', but this is a number")
HAND_SIZE_BOOL = at(DEAL, 14, "expected a number as how many cards, but this is a truth value")


@pytest.mark.parametrize("chosen, told", [
    ((), [(*HAND_SIZE_BOOL[:2], "with variant 'v_hand_size_bool': " + HAND_SIZE_BOOL[2]),
          (*ADJACENT_INT[:2], "with variant 'v_adjacent_int': " + ADJACENT_INT[2])]),
    (("v_adjacent_int",), [(*HAND_SIZE_BOOL[:2], "with variant 'v_hand_size_bool': " + HAND_SIZE_BOOL[2]),
                           ADJACENT_INT]),
    (("v_hand_size_bool",), [HAND_SIZE_BOOL, (*ADJACENT_INT[:2], "with variant 'v_adjacent_int': " + ADJACENT_INT[2])]),
    (("v_adjacent_int", "v_hand_size_bool"), [HAND_SIZE_BOOL, ADJACENT_INT]),
], ids=["none chosen", "the first chosen", "the second chosen", "both chosen"])
def test_a_chosen_variant_is_told_what_it_breaks_when_another_variant_is_broken_too(chosen, told):
    rules, problems = mogel.check_source(TWO_BROKEN, variants=chosen)
    with pytest.raises(mogel.RulesError) as info:
        mogel.load_rules(text=TWO_BROKEN, variants=chosen)

    assert rules is None
    assert [(d.span.line, d.span.column, d.message) for d in problems if d.severity == "error"] == told
    assert [(d.span.line, d.span.column, d.message) for d in info.value.errors] == told


def with_adjacent(*sets: str) -> str:
    """rules.mm with a variant `v0`, `v1` ... for each set, each defining adjacent with it."""
    return mogel.default_rules_path().read_text(encoding="utf-8") + "".join(
        f'\nvariant v{i}:\n    description: "adjacent with {s}"\n    define adjacent(a, b) = (a - b) mod 5 in {s}\n'
        for i, s in enumerate(sets))


@pytest.mark.parametrize("sets", [("{1, 4, 0}", "{0, 1, 4}"), ("{1, 4}", "{4, 1, 4}"), ("{1, 4}", "{1, 4}")],
                         ids=["other order", "an item twice", "the same"])
def test_two_variants_that_set_one_property_to_the_same_set_do_not_clash(sets):
    rules = mogel.load_rules(text=with_adjacent(*sets), variants=["v0", "v1"])

    assert rules.applied == ("v0", "v1")


@pytest.mark.parametrize("sets", [("{1, 4}", "{1, 4, 0}"), ("{1, 4}", "{1, 3}"), ("{1}", "{true}")],
                         ids=["one more item", "another item", "a truth value for a number"])
def test_two_variants_that_set_one_property_to_different_sets_clash(sets):
    with pytest.raises(mogel.RulesError, match="variants 'v0' and 'v1' clash: both change the expression of "
                                               "define adjacent"):
        mogel.load_rules(text=with_adjacent(*sets), variants=["v0", "v1"])


def test_apply_variants_takes_a_name_a_list_or_none_and_refuses_other_names():
    from mogel.errors import MogelError
    from mogel.check.variants import apply_variants

    rules = mogel.load_rules()
    assert apply_variants(rules, None) is rules
    assert apply_variants(rules, "quick_game").applied == apply_variants(rules, ["quick_game"]).applied
    with pytest.raises(MogelError, match=r"names of variants.*not \[1\]"):
        apply_variants(rules, [1])


@pytest.mark.parametrize("given", ["italian_ant,no_cheating", "italian_ant no_cheating", "italian_ant, no_cheating,"])
def test_variant_names_joined_in_one_text_are_told_to_be_a_list(given):
    """load_rules(variants="italian_ant,no_cheating") said "did you mean 'no_cheating'?", one of the two."""
    with pytest.raises(mogel.UnknownVariantError) as unknown:
        mogel.load_rules(variants=given)
    assert str(unknown.value) == (f"rules.mm: unknown variant '{given}'; give a list of names: "
                                  f"variants=['italian_ant', 'no_cheating']")
    assert mogel.load_rules(variants=["italian_ant", "no_cheating"]).applied == ("italian_ant", "no_cheating")


def test_a_variant_of_another_shipped_game_names_that_game_in_python():
    """load_rules(variants=[a variant of Mogelei]) said only "`mogel variants` lists them"; the
    command line named the game, so Python does too, as the call that loads it."""
    theirs = next(name for name in mogel.load_rules(game="mogelei").variants
                  if name not in mogel.load_rules().variants and name not in mogel.load_rules(game="cheat").variants)

    with pytest.raises(mogel.UnknownVariantError) as unknown:
        mogel.load_rules(variants=[theirs])

    assert str(unknown.value) == (f"rules.mm: unknown variant '{theirs}': variant {theirs} belongs to game "
                                  f"mogelei: use load_rules(game='mogelei')")
    ours = next(name for name in mogel.load_rules().variants if name not in mogel.load_rules(game="mogelei").variants
                and name not in mogel.load_rules(game="cheat").variants)
    with pytest.raises(mogel.UnknownVariantError) as back:   # and the other way round
        mogel.load_rules(game="mogelei", variants=[ours])
    assert str(back.value).endswith(f": variant {ours} belongs to game mogel_motte: use load_rules(game='mogel_motte')")
