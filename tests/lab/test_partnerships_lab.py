"""The lab with teams (`teams:`, docs/language.md 2; tests/games/partners.mm): simulate()'s table
is the table counted from the events of the same games (its lab twin keeps who played each card,
`player of C`, as the usual module does), partners share their scores and wins, and the summary
adds a win rate per team, in English and German."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pandas")

import mogel  # noqa: E402
from mogel.agents import bot_from_text, bot_label  # noqa: E402
from mogel.lab import game_seed, simulate  # noqa: E402
from mogel.lab.rows import RoundStats  # noqa: E402
from mogel.lab.tally import Tally  # noqa: E402

TEXT = (Path(__file__).resolve().parents[1] / "games" / "partners.mm").read_text(encoding="utf-8")
BOTS = ["random", "honest", "sneaky", "random"]


@pytest.fixture(scope="module")
def rules():
    return mogel.load_rules(text=TEXT, file="partners.mm")


def test_the_lab_twins_table_is_the_one_counted_from_the_events(rules):
    frame = simulate(rules, bots=BOTS, games=4, seed=3, workers=1, progress=False)
    rows = []
    for index in range(4):
        stats = RoundStats(index, [bot_label(bot_from_text(b)) for b in BOTS], rules)
        game = mogel.Game(rules, list(BOTS), game_seed(3, index), on_event=stats)
        stats.follow(game)
        game.play()
        rows += [tuple(row) for row in stats.rows]
        assert list(game.state.totals) == frame[frame.game == index].groupby("seat")["total"].last().tolist()
    assert list(frame.itertuples(index=False, name=None)) == rows


def test_partners_share_their_totals_and_wins_and_the_summary_gives_each_teams_rate(rules):
    frame = simulate(rules, bots=BOTS, games=12, seed=1, workers=1, progress=False)
    ends = frame.drop_duplicates(["game", "seat"], keep="last").set_index(["game", "seat"])
    for game in range(12):
        assert ends.loc[(game, 0), "total"] == ends.loc[(game, 2), "total"]
        assert ends.loc[(game, 1), "game_winner"] == ends.loc[(game, 3), "game_winner"]
    tally = Tally(4, rules)
    tally.add(frame)
    wins = int(ends.xs(0, level="seat").game_winner.sum())
    english = tally.lines(12, 1, (), 1.0)
    assert f"team of seats 0 and 2: win rate {wins / 12:.1%}" in english
    assert any(line.startswith("Team der Sitze 1 und 3: Siegquote ") for line in tally.lines(12, 1, (), 1.0, "de"))
    plain = Tally(4, mogel.load_rules())
    plain.add(simulate(mogel.load_rules(), games=2, seed=1, workers=1, progress=False))
    assert not any("team" in line for line in plain.lines(2, 1, (), 1.0))
