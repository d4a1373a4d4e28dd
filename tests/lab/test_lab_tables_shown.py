"""The lab's tables as a notebook shows them (`_repr_html_`): no header cell is empty (axe-core's
empty-table-header, which pandas' corner cell broke), the corner names the rows -- "attention ↓
cheat rate →" for the grid of `cheating_pays`, "row" above row numbers --, and what is made of a
table (rounded, filtered, its columns chosen) is shown so too; the data and the text repr are
pandas' own.  The house-rules panel's table of facts has a corner of words too."""

from __future__ import annotations

import re

import pandas as pd
import pytest

import mogel
from mogel.lab.measures import LabTable

EMPTY = re.compile(r"<th[^>]*>\s*</th>")


def corner(html: str) -> str:
    """The text of the first header cell of a table's HTML."""
    return re.search(r"<th[^>]*>([^<]*)</th>", html).group(1)


@pytest.fixture(scope="module")
def grid():
    return mogel.cheating_pays(rates=(0.0, 1.0), attentions=(0.2, 0.8), games=2, seed=1, progress=False)


def test_the_grid_names_both_axes_in_its_corner(grid):
    shown = grid.round(1)
    html = shown._repr_html_()
    assert isinstance(shown, LabTable) and not EMPTY.search(html) and corner(html) == "attention \u2193 cheat rate \u2192"
    assert (grid.index.name, grid.columns.name) == ("attention", "cheat rate") and grid.attrs["games"] == 2
    assert repr(shown) == repr(pd.DataFrame(shown)) and html.count("<tr") == 3   # one header row, a row per attention


def test_a_comparison_and_a_sweep_show_row_numbers_under_a_named_corner():
    result = mogel.compare({"rules.mm": [], "Italian ant": ["italian_ant"]}, games=2, seed=1, progress=False)
    balance = mogel.lab.sweep("catch_penalty_cards", [0, 2], games=2, seed=1, progress=False)
    for table in (result.table[result.table.table == "bots"].round(2), balance.table[["value", "advantage"]].round(1)):
        html = table._repr_html_()
        assert isinstance(table, LabTable) and not EMPTY.search(html) and corner(html) == "row"


def test_a_table_indexed_by_a_column_is_named_by_it_and_several_levels_are_pandas_own(grid):
    by_value = LabTable({"value": [0, 2], "advantage": [1.5, -0.5]}).set_index("value")
    html = by_value._repr_html_()
    assert not EMPTY.search(html) and corner(html) == "value"
    both = LabTable({"a": [1], "b": [2], "c": [3]}).set_index(["a", "b"])
    assert both._repr_html_() == pd.DataFrame(both)._repr_html_()


def test_the_house_rules_table_of_facts_has_no_empty_header():
    pytest.importorskip("ipywidgets")
    from mogel.widgets.variants import facts_table

    rules = mogel.load_rules()
    before = mogel.Game(rules, ["random"] * 4, seed=1).play()
    after = mogel.Game(mogel.load_rules(variants=["italian_ant"]), ["random"] * 4, seed=1).play()
    for lang, words in (("en", "in the game"), ("de", "in der Partie")):
        html = facts_table(before, after, lang)
        assert not EMPTY.search(html) and corner(html) == words
