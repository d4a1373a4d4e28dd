"""The lab's measures and figures (mogel.lab.measures, mogel.lab.plots): numpy numbers as
arguments, Student t intervals, readable figures that are not pyplot's, a short repr."""

from __future__ import annotations

import html
import math
import re
import statistics
import warnings

import numpy as np
import pandas as pd
import pytest

import mogel
from mogel.lab import Comparison, summarise
from mogel.errors import UnknownVariantError
from mogel.lab.measures import mean_interval

# --- numpy numbers and repeated values -------------------------------------------------------


def test_numpy_counts_and_rates_are_taken_as_numbers():
    with_numpy = mogel.compare({"a": []}, games=np.int64(2), seed=np.int64(1), workers=1, progress=False)
    plain = mogel.compare({"a": []}, games=2, seed=1, workers=1, progress=False)
    grid = mogel.cheating_pays(rates=np.linspace(0, 1, 3), attentions=[np.float32(0.5)], games=np.int64(1),
                               opponents=np.int64(2), workers=1, progress=False)

    pd.testing.assert_frame_equal(with_numpy.table, plain.table)
    assert grid.shape == (1, 3) and list(grid.columns) == [0.0, 0.5, 1.0] and not grid.isna().any().any()
    assert all(type(v) is float for v in [*grid.columns, *grid.index])


@pytest.mark.parametrize("kwargs, says", [
    ({"rates": [0.5, 0.5]}, "cheat rate 0.5 is given twice"),
    ({"attentions": (0.1, np.float64(0.1))}, "attention 0.1 is given twice"),
    ({"rates": np.array([[0.1, 0.2]])}, "cheat rates must be a list of numbers"),
    ({"rates": {0.1, 0.2}}, "cheat rates must be a list of numbers"),
    ({"rates": np.float64(0.5)}, "cheat rates must be a list of numbers"),
    ({"rates": "0.5"}, "cheat rates must be a list of numbers"),
    ({"rates": [True]}, "each cheat rate must be a number from 0 to 1"),
    ({"rates": [np.nan]}, "each cheat rate must be a number from 0 to 1"),
    ({"attentions": [np.float32(1.5)]}, "each attention must be a number from 0 to 1"),
    ({"games": np.float64(2.0)}, "at least 1 game per cell"),
    ({"games": True}, "at least 1 game per cell"),
    ({"opponents": np.int64(0)}, "opponents must be a whole number"),
])
def test_the_sweep_refuses_what_is_no_list_of_distinct_fractions(kwargs, says):
    with pytest.raises(mogel.MogelError, match=says):
        mogel.cheating_pays(**kwargs)


# --- intervals -------------------------------------------------------------------------------


def test_mean_interval_uses_student_t_for_small_samples():
    sample = [10.0, 12.0, 14.0, 20.0]                  # n = 4: t(0.975, 3) = 3.182
    mean, low, high = mean_interval(sample)

    half = 3.182446 * statistics.stdev(sample) / 2
    assert mean == 14.0
    assert (low, high) == pytest.approx((14.0 - half, 14.0 + half), abs=1e-4)
    assert mean_interval([1.0, 3.0]) == pytest.approx((2.0, 2.0 - 12.7062, 2.0 + 12.7062), abs=1e-4)
    one = mean_interval([5.0])
    assert one[0] == 5.0 and math.isnan(one[1]) and math.isnan(one[2])


def rounds_table(turns_per_game):
    """A hand-made simulate() table: one seat, one row per round, the given turns."""
    rows = [{"game": g, "round": r + 1, "seat": 0, "bot": "x", "game_winner": True, "turns": turns,
             "cheats": 0, "caught": 0} for g, game in enumerate(turns_per_game) for r, turns in enumerate(game)]
    return pd.DataFrame(rows)


def test_round_length_interval_counts_games_not_rounds():
    table = summarise(rounds_table([(8, 12), (12, 12), (10, 18), (30, 10)]))   # game means 10, 12, 14, 20
    row = table[table.measure == "round length (turns)"].iloc[0]

    half = 3.182446 * statistics.stdev([10, 12, 14, 20]) / 2
    assert (row.value, row.low, row.high) == pytest.approx((14.0, 14.0 - half, 14.0 + half), abs=1e-4)
    alone = summarise(rounds_table([(8, 12, 10, 30)])).set_index("measure").loc["round length (turns)"]
    assert alone.value == 15.0 and math.isnan(alone.low) and math.isnan(alone.high)


# --- Comparison: repr and plot ---------------------------------------------------------------

SETUPS = ["rules.mm", "±1 or equal", "no cheating", "may draw instead", "Italian ant", "quick game"]


def made_up_comparison(setups=SETUPS):
    """A Comparison of made-up numbers in compare()'s shape, `no cheating` without cheats."""
    rows = []
    for i, setup in enumerate(setups):
        for kind, bots in (("bots", ["honest", "random", "sneaky"]), ("control", ["random"])):
            rows += [(setup, kind, "win rate", bot, 0.25, 0.2, 0.3) for bot in bots]
            rows.append((setup, kind, "round length (turns)", "", 20.0 + i, 18.0 + i, 22.0 + i))
            rate = (math.nan,) * 3 if setup == "no cheating" else (0.5, 0.4, 0.6)
            rows.append((setup, kind, "catch rate", "", *rate))
    table = pd.DataFrame(rows, columns=["setup", "table", "measure", "bot", "value", "low", "high"])
    rounds = pd.DataFrame([(s, k, g, 1) for s in setups for k in ("bots", "control") for g in range(30)],
                          columns=["setup", "table", "game", "round"])
    return Comparison(rounds, table)


def test_comparison_repr_is_short_and_names_its_parts():
    text = repr(made_up_comparison(SETUPS[:2]))

    assert text == ("<Comparison of 2 setups ('rules.mm', '±1 or equal'), 30 games each: "
                    ".table (16 rows of measures), .rounds (120 rows), .plot()>")


def test_comparison_plot_is_readable_for_six_setups():
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    figure = made_up_comparison().plot()
    canvas = FigureCanvasAgg(figure)                 # as savefig("x.png") draws it
    canvas.draw()
    renderer = canvas.get_renderer()

    win, length, catch = figure.axes
    assert [ax.get_title() for ax in figure.axes] == ["win rate", "round length (turns)", "catch rate"]
    assert "%" in win.get_ylabel() and "(turns)" in length.get_ylabel() and "%" in catch.get_ylabel()
    assert [t.get_text() for t in win.get_yticklabels()][-1] == "100%" and catch.get_ylim() == (0, 1)
    assert [t.get_text() for t in figure.legends[0].get_texts()] == SETUPS
    assert [t.get_text() for t in catch.texts] == ["no cheats", "no cheats"]     # bots and control
    assert not win.texts and not length.texts
    labels = [t for ax in figure.axes for t in ax.get_xticklabels() if t.get_text()]
    boxes = [t.get_window_extent(renderer) for t in labels]
    assert len(labels) == 4 + 2 + 2
    assert not any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    width, height = canvas.get_width_height()
    assert all(0 <= b.x0 and b.x1 <= width and 0 <= b.y0 for b in boxes)


# --- heat map --------------------------------------------------------------------------------


def made_up_grid(rates, attentions=(0.1, 0.9)):
    return pd.DataFrame(np.arange(len(attentions) * len(rates), dtype=float).reshape(len(attentions), -1),
                        index=pd.Index(attentions, name="attention"), columns=pd.Index(rates, name="cheat rate"))


@pytest.mark.parametrize("rates, shown", [(np.linspace(0, 1, 4), ["0%", "33%", "67%", "100%"]),
                                          ((0.1, 0.15), ["10%", "15%"]), ((0.101, 0.102), ["10.1%", "10.2%"])])
def test_heatmap_labels_rates_as_percentages_and_says_fewer_is_better(rates, shown):
    figure = mogel.plot_heatmap(made_up_grid(rates))

    heat, bar = figure.axes
    assert [t.get_text() for t in heat.get_xticklabels()] == shown
    assert [t.get_text() for t in heat.get_yticklabels()] == ["10%", "90%"]
    assert heat.get_xlabel().startswith("cheat rate") and heat.get_ylabel().startswith("attention")
    assert bar.get_ylabel() == "mean penalty points per round\n(fewer is better)"


def test_figures_are_not_kept_by_pyplot():
    import matplotlib.pyplot as plt
    from matplotlib.figure import Figure

    grid = made_up_grid((0.0, 1.0))
    with warnings.catch_warnings():
        warnings.simplefilter("error")               # "More than 20 figures have been opened"
        figures = [mogel.plot_heatmap(grid) for _ in range(25)] + [made_up_comparison().plot()]
    assert all(isinstance(f, Figure) for f in figures)
    assert plt.get_fignums() == []


def test_a_notebook_shows_a_returned_figure_once():
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
    cell = nbformat.v4.new_code_cell
    book = nbformat.v4.new_notebook(cells=[
        cell("import mogel, pandas as pd\n"
             "grid = pd.DataFrame([[1.0, 2.0], [3.0, 4.0]], index=pd.Index([0.1, 0.9], name='attention'),\n"
             "                    columns=pd.Index([0.0, 1.0], name='cheat rate'))"),
        cell("mogel.plot_heatmap(grid)"),
        cell("fig = mogel.plot_heatmap(grid)"),
        cell("fig"),
        cell("mogel.compare({'a': []}, games=1, workers=1, progress=False).plot()"),
    ])
    nbclient.NotebookClient(book, kernel_name="python3", timeout=120).execute()

    images = [[o.output_type for o in c.outputs if "image/png" in o.get("data", {})] for c in book.cells]
    assert images == [[], ["execute_result"], [], ["execute_result"], ["execute_result"]]
    assert [len(c.outputs) for c in book.cells] == [0, 1, 0, 1, 1]
    shown = [o.data["text/html"] for c in book.cells for o in c.outputs]          # an image with words
    assert all(re.fullmatch(r'<img src="data:image/png;base64,[^"]+" alt="[^"<>]{40,}">', h) for h in shown)


# --- text alternatives -------------------------------------------------------------------------


def alt_of(figure) -> str:
    """The alt text of the image a notebook shows for `figure`, unescaped."""
    bundle = figure._repr_mimebundle_()
    img = re.fullmatch(r'<img src="data:image/png;base64,([^"]+)" alt="([^"]*)">', bundle["text/html"])
    assert img and img.group(1) == bundle["image/png"]              # the same picture, shown either way
    return html.unescape(img.group(2))


def test_a_heat_map_says_what_it_shows_and_where_its_extremes_are():
    grid = made_up_grid((0.0, 0.5, 1.0))                              # 0 1 2 / 3 4 5
    alt = alt_of(mogel.plot_heatmap(grid, games=4))

    assert alt.startswith("Heat map. Panel “sneaky bot's mean penalty points per round (4 games per cell)”")
    assert "attention: the guard's chance to notice a cheat against cheat rate" in alt
    assert "Colour: mean penalty points per round (fewer is better)." in alt
    assert alt.endswith("Lowest: 0.0 at cheat rate 0%, attention 10%; highest: 5.0 at cheat rate 100%, attention 90%.")


def test_a_comparison_names_its_setups_and_panels_and_its_words_stay_text():
    alt = alt_of(made_up_comparison(['say "no" <b>', "rules.mm"]).plot())

    assert alt.startswith('Bar chart comparing the setups say "no" <b>, rules.mm. 30 games per setup and table')
    assert "Panel “win rate”: win rate (% of games the bot won)." in alt
    assert "<b>" not in made_up_comparison(['say "no" <b>']).plot()._repr_mimebundle_()["text/html"]


@pytest.mark.parametrize("run", [lambda: mogel.compare({"a": ["nope"]}, games=2),
                                 lambda: mogel.simulate(variants=["nope"], games=2, progress=False)])
def test_an_unknown_variant_of_the_packaged_rules_is_told_as_load_rules_tells_it(run):
    with pytest.raises(UnknownVariantError) as loaded:
        mogel.load_rules(variants=["nope"])
    with pytest.raises(UnknownVariantError) as told:
        run()
    assert str(told.value) == str(loaded.value)
    assert str(told.value).startswith("rules.mm: unknown variant 'nope'")
