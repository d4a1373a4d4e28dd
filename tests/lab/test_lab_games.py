"""The lab on every shipped game and on rules of any shape (issue 17, item 4): simulate()'s rows
hold the points the rules give at the level where they score, the length of a round in what
the rules count, cheats as covert moves and chosen bluffs (as the all-seeing events tell them);
`mogel simulate` sums them up in English and German; compare, cheating_pays, plot_heatmap and
sweep run on Mogelei and Cheat and move with the cheat rate."""

from __future__ import annotations

import json
from collections import Counter

import pytest

pd = pytest.importorskip("pandas")

import mogel  # noqa: E402
from mogel.check.files import shipped_games  # noqa: E402
from mogel.lab import cheating_pays, compare, game_seed, plot_heatmap, simulate, sweep  # noqa: E402
from mogel.lab.tally import Tally  # noqa: E402
from conftest import run_cli  # noqa: E402
from level_games import GAME_OF_TURNS, STEPS  # noqa: E402

FAST = {"workers": 1, "progress": False}
GAMES = sorted(shipped_games())
TABLE = ["sneaky", "honest", "honest", "random"]



def rules_of(name: str):
    return mogel.load_rules(game=name)


def events_of(rules, bots, seed: int, index: int = 0):
    """The all-seeing events of game `index` of simulate(rules, bots=bots, seed=seed)."""
    return mogel.Game(rules, bots, seed=game_seed(seed, index)).play().events


@pytest.mark.parametrize("seed", [0, 4])
def test_mogelei_rows_hold_the_points_of_the_logs_score_events_game_by_game(tmp_path, capsys, seed):
    rows = simulate(rules_of("mogelei"), bots=TABLE, games=1, seed=seed, **FAST)
    log = tmp_path / "mogelei.jsonl"
    code, _, _ = run_cli(capsys, "play", "--game", "mogelei", "--seed", game_seed(seed, 0), "--bots", ",".join(TABLE),
                         "--quiet", "--log", log)
    assert code == 0
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    scored, number = Counter(), None
    for ev in lines[1:-1]:
        if ev["kind"] == "level_start" and ev["level"] == "game":
            number = ev["number"]
        if ev["kind"] == "score":
            scored[(number, ev["seat"])] += ev["points"]
    assert (rows.level == "game").all() and sorted(set(rows["round"])) == [1, 2, 3, 4, 5]   # the 5 games of the match
    assert {(r.round, r.seat): r.points for r in rows.itertuples()} == {(g, s): scored[(g, s)]
                                                                        for g in range(1, 6) for s in range(4)}
    assert rows.points.abs().sum() > 0
    final = rows[rows["round"] == 5].sort_values("seat")
    assert list(final.total) == lines[-2]["totals"] == list(rows.groupby("seat").points.sum())
    assert list(final.game_winner) == [s in lines[-2]["winners"] for s in range(4)]


def test_mogelei_rounds_are_told_in_passes_and_counted_per_game():
    rows = simulate(rules_of("mogelei"), bots=TABLE, games=1, seed=1, **FAST)
    passes, rounds, number = Counter(), Counter(), None
    for ev in events_of(rules_of("mogelei"), TABLE, seed=1):
        if ev.kind == "level_start" and ev.info["level"] == "game":
            number = ev.info["number"]
        if number is not None:
            passes[number] += ev.kind == "level_start" and ev.info["level"] == "pass"
            rounds[number] += ev.kind == "round_start"
    parts = rows.drop_duplicates("round").set_index("round")
    assert (parts.length_unit == "pass").all() and (parts.round_level == "round").all() and (parts.turns == 0).all()
    assert dict(parts.length) == dict(passes) and dict(parts.round_count) == dict(rounds)


@pytest.mark.parametrize("text, level, round_level, unit", [
    (None, "round", "round", "turn"),                  # rules.mm: a round of turns
    (GAME_OF_TURNS, "game", "round", "turn"),          # games of rounds of turns
    (STEPS, "deal", "deal", "decision"),               # one level of steps
])
def test_any_rules_file_tells_its_rounds_length_in_what_it_counts(text, level, round_level, unit):
    rules = mogel.load_rules(text=text, file="t.mm") if text else mogel.load_rules()
    bots = ["random", "honest", "sneaky"]
    rows = simulate(rules, bots=bots, games=2, seed=5, **FAST)
    assert set(rows.level) == {level} and set(rows.round_level) == {round_level} and set(rows.length_unit) == {unit}
    events = events_of(rules, bots, seed=5)
    first = rows[rows.game == 0].drop_duplicates("round")
    if unit == "turn":
        assert (rows.length == rows.turns).all()
        assert first.length.sum() == sum(ev.kind == "turn" for ev in events)
        assert first.round_count.sum() == sum(ev.kind == "round_start" for ev in events)
    else:
        game = mogel.Game(rules, bots, seed=game_seed(5, 0)).play()
        assert first.length.sum() == len(game.decisions) > 0 and (first.round_count == 1).all()
    assert rows.points.sum() > 0


@pytest.mark.parametrize("name", GAMES)
def test_an_honest_bot_never_cheats_and_each_cheat_is_caught_at_most_once(name):
    rows = simulate(rules_of(name), bots=TABLE, games=4, seed=2, **FAST)
    assert (rows[rows.bot == "honest"].cheats == 0).all()
    assert rows[rows.bot == "sneaky"].cheats.sum() > 0
    assert (rows.caught <= rows.cheats).all() and (rows.bluffs <= rows.cheats).all()


@pytest.mark.parametrize("name", ["cheat", "mogelei"])
def test_bluffs_are_the_false_claims_of_the_events_and_only_the_chosen_ones_are_cheats(name):
    rules = rules_of(name)
    rows = simulate(rules, bots=TABLE, games=1, seed=7, **FAST)
    chosen, forced, caught, forced_caught = Counter(), Counter(), Counter(), Counter()
    last = {}
    for ev in events_of(rules, TABLE, seed=7):
        if ev.kind in ("play", "choose") and "claim" in ev.info:
            last[ev.seat] = ev.info.get("forced", False)
            if not ev.info["true"]:
                (forced if ev.info.get("forced") else chosen)[ev.seat] += 1
        if ev.kind == "accuse" and ev.info["right"]:
            (forced_caught if last[ev.info["accused"]] else caught)[ev.info["accused"]] += 1
    seats = rows.groupby("seat")
    assert [int(seats.bluffs.sum()[s]) for s in range(4)] == [chosen[s] for s in range(4)]
    assert [int(seats.cheats.sum()[s]) for s in range(4)] == [chosen[s] for s in range(4)]   # no covert moves here
    assert [int(seats.forced_bluffs.sum()[s]) for s in range(4)] == [forced[s] for s in range(4)]
    assert [int(seats.caught.sum()[s]) for s in range(4)] == [caught[s] for s in range(4)]
    assert [int(seats.forced_caught.sum()[s]) for s in range(4)] == [forced_caught[s] for s in range(4)]
    assert sum(chosen.values()) > 0
    if name == "cheat":   # a player with no card of the rank must lie: honest bots too, never by choice
        assert forced[1] + forced[2] > 0 and chosen[1] == chosen[2] == 0


def test_cli_simulate_of_mogelei_sums_up_points_per_game_and_passes_per_round(capsys):
    rows = simulate(rules_of("mogelei"), bots=["random", "honest", "sneaky", "random"], games=6, seed=0, **FAST)
    per_seat = rows.groupby("seat").points.mean()
    passes = rows.drop_duplicates(["game", "round"])
    mean = passes.length.sum() / passes.round_count.sum()
    for lang, head, line, mean_line in (
            ("en", "6 games, 30 scored parts (level \u201cgame\u201d)", "points/game", "mean pass count per round: "),
            ("de", "6 Partien, 30 gewertete Teile (Ebene \u201eSpiel\u201c)", "Punkte/Spiel",
             "mittlere Anzahl \u201eDurchgang\u201c je Runde: ")):
        code, out, err = run_cli(capsys, "simulate", "--game", "mogelei", "--games", 6, "--workers", 1, "--lang", lang)
        lines = out.splitlines()
        assert code == 0 and err == "" and lines[0].startswith(head) and line in lines[1]
        point = "," if lang == "de" else "."   # German decimals with a comma (README, simulate)
        assert [float(row.split()[-4].replace(point, ".")) for row in lines[2:6]] == [round(p, 2) for p in per_seat]
        assert lines[-1] == f"{mean_line}{mean:.1f}".replace(".", point) and mean > 1


def test_cli_simulate_of_cheat_counts_the_sneaky_bots_bluffs_and_their_catches(capsys):
    code, out, _ = run_cli(capsys, "simulate", "--game", "cheat", "--games", 6, "--workers", 1,
                           "--bots", "sneaky,honest,honest,random")
    seats = {line.split()[1]: line.split() for line in out.splitlines()[2:6]}
    assert code == 0 and "cheats/round" in out and out.splitlines()[-1].startswith("mean round length: ")
    assert float(seats["sneaky"][4]) > 0 and seats["sneaky"][5].endswith("%")
    assert float(seats["honest"][4]) == 0 and seats["honest"][5] == "-"


def test_cheating_pays_compare_and_the_heatmap_speak_of_mogeleis_games():
    rules = rules_of("mogelei")
    grid = cheating_pays(rates=(0.0, 1.0), attentions=(0.5,), rules=rules, games=4, **FAST)
    assert grid.attrs["level"] == "game" and grid.attrs["highest wins"] is True
    assert grid.attrs["cheats per round"][0.0] == 0 < grid.attrs["cheats per round"][1.0]
    assert grid.loc[0.5, 0.0] != grid.loc[0.5, 1.0]
    axes = plot_heatmap(grid).axes
    assert axes[0].get_title().startswith("sneaky bot's mean points per game\n")
    assert "more is better" in axes[1].get_ylabel()
    result = compare({"rulebook": []}, rules=rules, games=3, **FAST)
    length = result.table[result.table.measure == "round length (pass count)"]
    assert len(length) == 2 and (length.value > 1).all()
    assert [ax.get_title() for ax in result.plot().axes] == ["win rate", "points per game", "winner's points",
                                                             "round length\n(pass count)", "catch rate"]


@pytest.mark.parametrize("name, variants", [("mogelei", []), ("cheat", ["match"])])
def test_a_sweep_of_the_cheat_rate_moves_the_cheaters_figures(name, variants):
    result = sweep("cheat_rate", [0.0, 0.5, 1.0], rules=mogel.load_rules(game=name, variants=variants), games=6,
                   seed=3, **FAST)
    table = result.table
    assert result.setting and list(table.value) == [0.0, 0.5, 1.0]
    assert table["cheats per round"].iloc[0] == 0 < table["cheats per round"].iloc[1] < table["cheats per round"].iloc[2]
    assert table["cheater points"].nunique() == 3
    assert table["honest points"].nunique() == 1       # the honest table does not depend on the cheat rate
    assert result.stops_paying != 0.0                   # no cheat at rate 0: that tells nothing
    level = "game" if name == "mogelei" else "round"
    assert f"per {level}" in result.answer() and "at 0.0 the cheater did not cheat" in result.answer()
    figure = result.plot()
    assert figure.axes[0].get_title() == f"points per {level}"
    assert figure.axes[1].get_title() == ("cheater minus honest" if name == "mogelei" else "honest minus cheater")


def test_a_sweep_of_a_define_of_cheat_is_played_at_each_value():
    result = sweep("most_cards", [1, 4], rules=mogel.load_rules(game="cheat", variants=["match"]), games=4,
                   cheat_rate=1.0, **FAST)
    assert not result.setting and list(result.table.value) == [1, 4]
    assert result.table["cheater points"].nunique() == 2 and result.table["cheats per round"].min() > 0


@pytest.mark.parametrize("text, english, german", [
    (STEPS, "mean deal length: {:.1f} decisions", "mittlere L\u00e4nge je deal: {:.1f} Entscheidungen"),
    (GAME_OF_TURNS, "mean round length: {:.1f} turns", "mittlere Rundenl\u00e4nge: {:.1f} Z\u00fcge"),
])
def test_the_summary_names_the_level_that_scores_and_what_a_length_counts(text, english, german):
    rules = mogel.load_rules(text=text, file="t.mm")
    rows = simulate(rules, bots=["random"] * 3, games=3, seed=1, **FAST)
    parts = rows.drop_duplicates(["game", "round"])
    level = {"deal": ("deal", "deal"), "game": ("game", "Spiel")}[parts.level.iloc[0]]
    tally = Tally(3, rules)
    tally.add(rows)
    en, de = tally.lines(3, 1, [], 1.0), tally.lines(3, 1, [], 1.0, "de")
    mean = parts.length.sum() / parts.round_count.sum()
    assert en[-1] == english.format(mean) and de[-1] == german.format(mean).replace(".", ",")
    assert en[0].startswith(f"3 games, {len(parts)} scored parts (level \u201c{level[0]}\u201d) in ")
    assert de[0].startswith(f"3 Partien, {len(parts)} gewertete Teile (Ebene \u201e{level[1]}\u201c) in ")
    assert f"points/{level[0]}" in en[1] and f"Punkte/{level[1]}" in de[1]
    assert "cheats" not in en[1] and "Schummeleien" not in de[1]   # no player of these rules can cheat
    one = Tally(3, rules)
    one.add(rows[(rows.game == 0) & (rows["round"] == 1)])
    assert one.lines(1, 1, [], 1.0)[0].startswith(f"1 game, 1 scored part (level \u201c{level[0]}\u201d) in 1.0 s "
                                                  f"(1 part/s); ")
    assert one.lines(1, 1, [], 1.0, "de")[0].startswith(f"1 Partie, 1 gewerteter Teil (Ebene \u201e{level[1]}\u201c) "
                                                        f"in 1,0 s (1 Teil/s); ")


def test_a_summary_of_one_round_in_a_second_says_1_round_per_second():
    rows = simulate(bots=["random"] * 3, games=1, seed=0, **FAST)
    tally = Tally(3)
    tally.add(rows[rows["round"] == 1])
    assert tally.lines(1, 0, [], 1.0)[0].startswith("1 game, 1 round in 1.0 s (1 round/s); ")
    assert tally.lines(1, 0, [], 1.0, "de")[0].startswith("1 Partie, 1 Runde in 1,0 s (1 Runde/s); ")


def test_compare_names_the_length_by_the_levels_display_names():
    """A `level round:` named "set" made of a `level pass:` named "trick" (as trial 22's War named
    its round "battle"): the table and the figure say "set length (trick count)", as `mogel
    simulate` says "mean trick count per set", not "round length (pass count)"."""
    from level_games import MATCH

    renamed = MATCH.replace('name: en "round", de "Runde"', 'name: en "set", de "Satz"').replace(
        'name: en "pass", de "Durchgang"', 'name: en "trick", de "Stich"')
    assert renamed.count('"set"') == 1 and renamed.count('"trick"') == 1
    rules = mogel.load_rules(text=renamed, file="match.mm")
    result = compare({"rulebook": []}, rules=rules, bots=["honest", "random", "random"], games=2, **FAST)
    assert sorted(result.table.measure.unique()) == ["penalty points per game", "set length (trick count)", "win rate",
                                                     "winner's penalty points"]   # no cheats: no catch rate
    assert "set length\n(trick count)" in [ax.get_title() for ax in result.plot().axes]
