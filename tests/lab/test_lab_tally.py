"""The summary `mogel simulate` prints (mogel.lab.tally.Tally.lines), from hand-made rows: its
words in English and German, its numbers written alike in both, its columns under their heads."""

from __future__ import annotations

import re

import pytest

pd = pytest.importorskip("pandas")

from mogel.lab.tally import TEXT, Tally  # noqa: E402


def rows(*games):
    """simulate()'s rows (the columns Tally reads) of games given as lists of rounds; a round is
    one (bot, points, cheats, caught, game_winner) per seat, and takes 10 turns."""
    out = []
    for game, rounds in enumerate(games):
        for number, seats in enumerate(rounds, start=1):
            for seat, (bot, points, cheats, caught, won) in enumerate(seats):
                out.append(dict(game=game, round=number, seat=seat, bot=bot, points=points, turns=10,
                                cheats=cheats, caught=caught, game_winner=won))
    return pd.DataFrame(out)


def tally(chunk):
    result = Tally(chunk.seat.nunique())
    result.add(chunk)
    return result


TIED = rows([[("sneaky:cheat_rate=0.3", 0, 3, 1, True), ("honest", 0, 0, 0, True), ("random", 4, 0, 0, False)]])

ENGLISH = ["1 game, 1 round in 0.5 s (2 rounds/s); seed 7; variants: quick_game",
           "seat  bot                   points/round  win rate  cheats/round  caught (% of its cheats)",
           "   0  sneaky:cheat_rate=0.3         0.00    100.0%          3.00   33.3%",
           "   1  honest                        0.00    100.0%          0.00       -",
           "   2  random                        4.00      0.0%          0.00       -",
           "(a game's win counts for each seat that shares it on a tie)",
           "mean round length: 10.0 turns"]
GERMAN = ["1 Partie, 1 Runde in 0,5 s (2 Runden/s); Startwert 7; Varianten: quick_game",
          "Sitz  Bot                           Punkte/Runde  Siegquote  Schummeleien/Runde  "
          "erwischt (% seiner Schummeleien)",
          "   0  gerissener Bot:cheat_rate=0.3         0,00     100,0%                3,00   33,3%",
          "   1  ehrlicher Bot                         0,00     100,0%                0,00       -",
          "   2  Zufalls-Bot                           4,00       0,0%                0,00       -",
          "(bei Gleichstand z\u00e4hlt der Sieg einer Partie f\u00fcr jeden Sitz, der ihn teilt)",
          "mittlere Rundenl\u00e4nge: 10,0 Z\u00fcge"]


def test_the_summary_in_english_and_in_german():
    result = tally(TIED)
    assert result.lines(1, 7, ["quick_game"], 0.5) == ENGLISH
    assert result.lines(1, 7, ["quick_game"], 0.5, lang="de") == GERMAN
    assert result.lines(1, 7, ["quick_game"], 0.5, lang="fr") == ENGLISH        # others: English


def test_german_numbers_are_the_english_ones_with_a_decimal_comma_and_stand_under_their_heads():
    """A German class writes 2,25 and reads 1.250 as one thousand two hundred and fifty: the
    German summary writes its decimals with a comma (a bot's settings stay as --bots takes them)."""
    two = rows(*[[[("random", 5, 2, 1, False), ("sneaky", 1, 4, 0, True)]] * 3] * 2)
    result = tally(two)
    english, german = result.lines(2, 0, [], 2.0), result.lines(2, 0, [], 2.0, "de")
    assert german[0] == "2 Partien, 6 Runden in 2,0 s (3 Runden/s); Startwert 0; Varianten: keine"
    assert english[0] == "2 games, 6 rounds in 2.0 s (3 rounds/s); seed 0; variants: none"
    number = r"-?\d+[.,]\d+%?|-$"
    for en, de in zip(english[2:4], german[2:4]):
        assert [n.replace(".", ",") for n in re.findall(number, en)] == re.findall(number, de) != []
        assert not re.findall(r"\d\.\d", de)
    for lines in (english, german):
        heads = lines[1]
        for line in lines[2:4]:          # each number ends where its head ends (right-aligned)
            for head in TEXT["de" if lines is german else "en"]["columns"][2:5]:
                end = heads.index(head) + len(head)
                assert line[end - 1].isdigit() or line[end - 1] == "%"
                assert line[end] == " "


@pytest.mark.parametrize("seconds, english, german", [
    (0.5, "(2 rounds/s)", "(2 Runden/s)"), (0.7, "(1.4 rounds/s)", "(1,4 Runden/s)"),
    (4.0, "(4.0 s/round)", "(4,0 s/Runde)"), (130.0, "(130.0 s/round)", "(130,0 s/Runde)")])
def test_a_rate_below_one_round_a_second_says_the_seconds_a_round(seconds, english, german):
    """A search bot's run played a round in minutes and was told "(0 rounds/s)" (trial 21)."""
    result = tally(TIED)
    assert f" s {english}; seed 7" in result.lines(1, 7, ["quick_game"], seconds)[0]
    assert f" s {german}; Startwert 7" in result.lines(1, 7, ["quick_game"], seconds, lang="de")[0]


def test_mogel_simulate_of_slow_rounds_tells_the_seconds_a_round(capsys, monkeypatch):
    from conftest import run_cli

    clock = iter(range(0, 10**6, 300))          # each reading of the clock 300 s after the last
    monkeypatch.setattr("time.perf_counter", lambda: float(next(clock)))
    for lang, word in (("en", "round"), ("de", "Runde")):
        code, out, _ = run_cli(capsys, "simulate", "--games", "1", "--players", "3", "--lang", lang, "--workers", "1")
        head = out.splitlines()[0]
        found = re.search(r" (\d+) [RrU]\w+ in (\d+[.,]\d) s \((\d+[.,]\d) s/(\w+)\);", head)
        assert code == 0 and found, head
        rounds, seconds, each, unit = (group.replace(",", ".") for group in found.groups())
        assert unit == word and each == f"{float(seconds) / int(rounds):.1f}" and float(each) >= 1
