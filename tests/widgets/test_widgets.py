"""Widget handlers driven from Python (no browser): clicks, slider moves and checkbox toggles,
checked against the engine's state.  Human seat: tests/widgets/test_widgets_human.py; what a seat's
view may show: tests/widgets/test_widgets_secrecy.py."""

from __future__ import annotations

import html
import re
import subprocess
import sys

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as W  # noqa: E402

import mogel  # noqa: E402
from mogel.widgets import (GameViewer, RulesEditor, RulesExplorer, VariantPanel,  # noqa: E402
                           compare_games, describe_difference)
from mogel.widgets.editor import STARTER  # noqa: E402
from mogel.widgets.cards import OKABE_ITO, back_html, card_html, contrast, text_on  # noqa: E402
from mogel.widgets.variants import play_out  # noqa: E402


def same_state(a, b) -> bool:
    return (a.zones, a.roles, a.totals, a.round, a.turn, a.active) == (b.zones, b.roles, b.totals, b.round,
                                                                       b.turn, b.active)


@pytest.fixture
def viewer(rules):
    return GameViewer(rules, seed=3)


# --- stepper -----------------------------------------------------------------------------------

def test_viewer_starts_at_the_dealt_table(viewer):
    state = viewer.state
    assert state.round == 1 and state.turn == 0
    assert all(size == 8 for size in state.hand_sizes("hand"))
    assert viewer.timeline.entries[viewer.position].kind == "turn"        # the next event is a turn


def test_step_three_times_shows_three_events_and_the_engine_state(viewer):
    start, table = viewer.position, viewer.table.value
    for i in range(1, 4):
        viewer.stepper.step.click()
        assert viewer.position == start + i
        assert re.search(r'data-position="(\d+)"', viewer.event_log.value).group(1) == str(start + i)
        assert same_state(viewer.state, viewer.game.state_at(viewer.timeline.entries[start + i - 1].index + 1))
    assert viewer.event_log.value.count("<details") == start + 3
    assert viewer.table.value != table


def test_back_rebuilds_the_earlier_state(viewer):
    before_html, before_count = viewer.table.value, viewer.count
    viewer.stepper.step.click()
    viewer.stepper.step.click()
    viewer.stepper.back.click()
    viewer.stepper.back.click()
    assert viewer.count == before_count and viewer.table.value == before_html


def test_slider_scrubs_to_any_event(viewer):
    viewer.stepper.slider.value = 120
    entry = viewer.timeline.entries[119]
    assert viewer.count == entry.index + 1
    assert same_state(viewer.state, viewer.game.state_at(entry.index + 1))
    viewer.stepper.slider.value = viewer.stepper.slider.max
    assert viewer.state.finished and viewer.stepper.step.disabled
    assert "Game over" in viewer.table.value
    viewer.stepper.to_start.click()
    assert viewer.position == 0 and viewer.stepper.back.disabled


def test_play_to_end_of_round_stops_after_the_scores(viewer, rules):
    viewer.stepper.to_round_end.click()
    events = viewer.game.events[:viewer.count]
    assert [e.kind for e in events].count("round_end") == 1
    assert events[-1].kind == "score"
    scores = [e.info["points"] for e in events if e.kind == "score"]
    assert sum(scores) == sum(viewer.state.round_scores) and viewer.state.active is None
    viewer.stepper.to_round_end.click()
    assert [e.kind for e in viewer.game.events[:viewer.count]].count("round_end") == 2


def test_end_of_game_goes_to_the_last_event_and_back_is_one_event_before(viewer):
    viewer.stepper.to_end.click()
    assert viewer.position == viewer.stepper.maximum and viewer.state.finished
    assert viewer.stepper.to_end.disabled and viewer.stepper.step.disabled and "Game over" in viewer.table.value
    viewer.stepper.back.click()
    assert not viewer.stepper.to_end.disabled


def test_the_title_names_the_defines_the_rules_were_loaded_with(rules):
    changed = mogel.load_rules(defines={"catch_penalty_cards": 3})
    plain_title = GameViewer(rules, seed=5).title.value
    title = GameViewer(changed, seed=5).title.value
    assert "changed" not in plain_title and "variants: none &middot; changed: catch_penalty_cards = 3" in title
    german = GameViewer(changed, seed=5, lang="de", variants="quick_game").title.value
    assert "Varianten: quick_game &middot; ge\u00e4ndert: catch_penalty_cards = 3" in german
    assert "changed" not in GameViewer(mogel.load_rules(), seed=5).title.value     # the cache gives no other


def test_autoplay_drives_the_slider_from_the_play_widget(viewer):
    stepper = viewer.stepper
    stepper.autoplay.value = True
    assert stepper.play.playing
    stepper.speed.value = 5
    assert stepper.play.interval == 200
    stepper.play.value = stepper.play.value + 4            # what the browser's timer does
    assert viewer.position == stepper.slider.value == stepper.play.value
    stepper.autoplay.value = False
    assert not stepper.play.playing


@pytest.mark.parametrize("view", ["all", 1, "role:guard"])
def test_autoplay_only_moves_forward_in_every_view(rules, view):
    viewer = GameViewer(rules, seed=3)
    viewer.view.value = view
    stepper = viewer.stepper
    while stepper.play.value < stepper.play.max:
        before = viewer.count
        stepper.play.value += 1                                 # one tick of the browser's timer
        assert viewer.count > before, f"autoplay went back from event {before} to {viewer.count}"
        assert stepper.play.value == stepper.slider.value == viewer.position
    assert viewer.state.finished and viewer.count == len(viewer.game.events)


# --- views and language ------------------------------------------------------------------------

def test_view_buttons_switch_to_a_seat_and_keep_the_moment(viewer):
    viewer.stepper.slider.value = 60
    count = viewer.count
    viewer.view.value = 1
    assert 'data-view="1"' in viewer.table.value
    assert viewer.count <= count and viewer.timeline.seat == 1
    assert all(e.index < count for e in viewer.timeline.entries[:viewer.position])


def test_guard_view_follows_the_guard_bug(viewer):
    viewer.view.value = "role:guard"
    holders = set()
    for _ in range(80):
        viewer.stepper.step.click()
        holder = viewer.state.roles["guard"]
        assert f'data-view="{holder}"' in viewer.table.value
        holders.add(holder)
    assert len(holders) > 1


@pytest.mark.parametrize("view", [1, "role:guard"])
@pytest.mark.parametrize("start", ["first_turn", 200, "end"])
def test_a_view_given_to_the_constructor_is_the_toggled_view(rules, view, start):
    built = GameViewer(rules, seed=3, view=view, start=start)
    toggled = GameViewer(rules, seed=3, start=start)
    toggled.view.value = view
    assert built.view.value == view and built.timeline.seat == toggled.timeline.seat != None  # noqa: E711
    for part in ("title", "event_log", "table"):
        assert getattr(built, part).value == getattr(toggled, part).value, part
    assert (built.position, built.stepper.maximum) == (toggled.position, toggled.stepper.maximum)
    told = f"told to {built.game.narrator.names[built.timeline.seat]}"   # numbered in the view shown
    assert f"event {built.position} of the {built.stepper.maximum} {told}" in built.title.value
    built.stepper.slider.value = built.stepper.maximum
    assert built.state.finished and built.count == len(built.game.events) and built.stepper.step.disabled
    told = f"told to {built.game.narrator.names[built.timeline.seat]}"
    assert f"event {built.stepper.maximum} of the {built.stepper.maximum} {told}" in built.title.value


def test_a_seat_view_from_the_constructor_shows_no_other_seats_cheat(rules):
    viewer = GameViewer(rules, seed=3, view=1, start=200)
    cheats = [e.seat for e in viewer.game.events[:viewer.count] if e.kind == "cheat"]
    assert any(seat != 1 for seat in cheats)
    assert 'data-kind="cheat"' not in viewer.event_log.value or set(cheats) == {1}
    assert viewer.timeline.seat == 1 and len(viewer.timeline) == viewer.stepper.maximum


@pytest.mark.parametrize("bad", [{"view": 7}, {"view": "1"}, {"view": "role:nope"}, {"view": True},
                                 {"start": "last"}, {"start": 2.5}, {"start": 10**6}, {"start": -5}])
def test_a_wrong_view_or_start_is_a_clear_error(rules, bad):
    with pytest.raises(ValueError, match=r"there is no view .*the views are 'all', 0, 1, 2, 3, 'role:guard'|"
                                         r"start must be \"first_turn\", \"end\" or a position"):
        GameViewer(rules, seed=3, **bad)


def test_one_variant_name_is_one_variant_and_start_end_is_the_end(rules):
    viewer = GameViewer(rules, seed=3, variants="quick_game", start="end")
    assert viewer.game.rules.applied == ("quick_game",)
    assert viewer.state.finished and viewer.position == viewer.stepper.maximum
    viewer.set_variants("guard_stays")
    assert viewer.game.rules.applied == ("guard_stays",)


def test_language_buttons_switch_the_narration(viewer):
    viewer.stepper.step.click()
    viewer.language.value = "de"
    assert "ist am Zug" in viewer.event_log.value and "Runde 1" in viewer.table.value
    viewer.language.value = "en"
    assert "Ada's turn" in html.unescape(viewer.event_log.value)


def test_log_lines_show_the_rules_line_and_mark_cheats(viewer, rules):
    viewer.stepper.slider.value = viewer.stepper.slider.max
    log = html.unescape(viewer.event_log.value)
    assert 'class="mogel-line cheat' in log and "CHEAT" in log
    assert "CAUGHT" in log or "WRONG CALL" in log
    play_line = rules.turn.span.line + 1
    assert f"rules.mm:{play_line}\n" + rules.source.splitlines()[play_line - 1] in log


# --- bot settings ------------------------------------------------------------------------------

def test_settings_rerun_the_same_seed(rules):
    viewer = GameViewer(rules, [mogel.HonestBot(), mogel.RandomBot(), mogel.SneakyBot(), mogel.HonestBot()],
                        seed=5, settings=True)
    assert any(e.kind == "cheat" and e.seat == 2 for e in viewer.game.events)
    viewer.settings.rows[2].cheat_rate.value = 0.0
    assert viewer.game.seed == 5 and isinstance(viewer.game.agents[2], mogel.SneakyBot)
    assert not any(e.kind == "cheat" and e.seat == 2 for e in viewer.game.events)
    viewer.settings.rows[1].strategy.value = "honest"
    assert viewer.settings.rows[1].cheat_rate.disabled
    assert not any(e.kind == "cheat" for e in viewer.game.events)
    viewer.settings.set(0, attention=1.0, reaction=1.5)
    assert viewer.game.agents[0].attention == 1.0 and viewer.game.agents[0].reaction == 1.5


def test_attention_one_notices_every_cheat(rules):
    viewer = GameViewer(rules, [mogel.SneakyBot(), mogel.SneakyBot(), mogel.SneakyBot(), mogel.SneakyBot()],
                        seed=2, settings=True)
    for seat in range(4):
        viewer.settings.set(seat, attention=1.0)
    notices = [e for e in viewer.game.events if e.kind == "notice" and e.info["chance"] == 1.0]
    assert notices and all(e.info["noticed"] for e in notices)


# --- variant panel -----------------------------------------------------------------------------

def test_variant_checkbox_replays_the_seed_with_the_variant(rules):
    panel = VariantPanel(rules, seed=3)
    assert set(panel.checkboxes) == set(rules.variants)
    panel.checkboxes["quick_game"].value = True
    assert panel.game.rules.applied == ("quick_game",) and panel.game.seed == 3
    assert sum(1 for e in panel.game.events if e.kind == "round_start") == 2
    assert "2 rounds instead of 4" in panel.summary and "earlier" in panel.summary
    panel.checkboxes["quick_game"].value = False
    assert panel.game.rules.applied == () and panel.game.events == panel.baseline.events


def test_clashing_variants_show_the_checker_message(rules):
    panel = VariantPanel(rules, seed=3)
    panel.set("quick_game")
    game = panel.game
    panel.set("no_moth_as_penalty", "penalty_from_draw")
    assert "clash" in panel.summary and "rules.mm:" in panel.result.value
    assert panel.game is game


def test_describe_difference_names_turns_and_winners(rules):
    agents = [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot(), mogel.RandomBot()]
    for seed in range(20):
        base = play_out(rules, agents, seed)
        other = play_out(mogel.apply_variants(rules, ["plus_minus_or_equal"]), agents, seed)
        if base.winners != other.winners and base.finished and other.finished:
            break
    text = describe_difference(base, other)
    assert re.match(r"The game (ends \d+ turns? (later|earlier)|lasts just as long)", text)
    names = base.narrator.names
    assert f"{names[other.winners[0]]}" in text and "instead of" in text


def test_compare_games_rows(rules):
    rows = compare_games(rules, [(), ("quick_game",)], seeds=range(3))
    assert len(rows) == 6 and {r["variants"] for r in rows} == {"rules.mm", "quick_game"}
    assert all(r["rounds"] == 2 for r in rows if r["variants"] == "quick_game")


# --- editor and explorer -----------------------------------------------------------------------

def test_editor_checks_live_and_plays_the_new_card(rules):
    editor = RulesEditor(seed=2)
    assert editor.rules is not None and editor.variant_names == ["beetles"] and not editor.play.disabled
    editor.text.value = editor.text.value.replace("draws 1 card", "drawz 1 card")
    assert editor.rules is None and editor.play.disabled
    error = editor.diagnostics[0]
    line = editor.text.value.splitlines()[10]
    assert editor.where(error) == f"line 11, column {line.index('drawz') + 1}"   # under the misspelt word, not the '1' after it
    assert "unknown word 'drawz' (did you mean 'draws'?)" in error.message and "drawz" in editor.messages.value
    editor.text.value = editor.text.value.replace("drawz", "draws").replace("total: 76", "total: 75")
    assert "adds up to 76 cards, not 75" in editor.messages.value
    editor.text.value = editor.text.value.replace("total: 75", "total: 76")
    editor.play.click()
    game = editor.viewer.game
    assert game.finished and game.rules.applied == ("beetles",)
    assert game.program.deck.kinds.count("beetle") == 5
    assert "beetle: played" in editor.report.value


def plain(html_text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", html_text))


@pytest.mark.parametrize("players, seats", [("3 to 3", 3), ("5 to 7", 5), ("2 to 6", 4)])
def test_editor_plays_with_a_number_of_players_the_variant_allows(players, seats):
    editor = RulesEditor(seed=2, text=f'variant table:\n    description: "x"\n    game mogel_motte:\n'
                                      f'        players: {players}\n')
    assert not editor.play.disabled
    editor.play.click()
    assert editor.viewer is not None and editor.viewer.game.state.n == seats and editor.viewer.game.finished
    assert editor.game_box.children == (editor.viewer,)
    report = plain(editor.report.value)
    assert "Winner: " in report and (f"{seats} players (your rules allow {players})" in report) == (seats != 4)


def test_editor_tells_where_the_learner_made_a_zone_shared_in_their_own_lines():
    """A message that names the place of a setting ("made so at ...") points into the text area,
    not at a line of the hidden rules.mm with the learner's text after it (trial F)."""
    editor = RulesEditor(seed=2, text='variant big_hands:\n    description: "more cards"\n    zone hand:\n'
                                      '        shared, seen by all\n')
    shown = plain(editor.messages.value)
    assert "variant 'big_hands' makes 'hand' shared (made so at line 4, column 9 of your text)" in shown
    assert "made so at rules.mm" not in shown


def test_editor_shows_why_a_game_could_not_start(monkeypatch):
    editor = RulesEditor(seed=2)

    def refuse(*args, **kwargs):
        raise mogel.MogelError("the table is too small")
    monkeypatch.setattr("mogel.widgets.editor.GameViewer", refuse)
    editor.play.click()
    assert editor.viewer is None and editor.game_box.children == ()
    assert "No game could start: the table is too small" in plain(editor.report.value)


def test_editor_clears_the_game_of_a_text_that_no_longer_checks():
    editor = RulesEditor(seed=2)
    editor.play.click()
    assert editor.viewer is not None and "beetle: played" in editor.report.value
    editor.text.value = editor.text.value.replace("penalty: 5", "penalty: five")
    assert editor.rules is None
    assert editor.viewer is None and editor.game_box.children == () and editor.report.value == ""


def test_editor_report_of_a_game_that_never_ends():
    editor = RulesEditor(seed=2)
    editor.text.value += '\nvariant forever:\n    description: "x"\n    round:\n        ends when: false\n'
    editor.play.click()
    report = plain(editor.report.value)
    assert "No winner: the game never ended (line 19, column 9 of your text: round 1 did not end" in report
    assert "Winner: ." not in report and editor.viewer.error is not None


def test_editor_shows_each_warning_once():
    editor = RulesEditor(seed=2)
    editor.text.value = editor.text.value.replace("1  1  1  1  1", "0  0  0  0  0").replace("total: 76", "total: 71")
    messages = plain(editor.messages.value)
    assert editor.rules is not None and messages.count("can never run") == 1
    assert "with variant 'beetles'" not in messages


def test_editor_shows_a_warning_the_learners_variant_causes_in_rules_mm():
    editor = RulesEditor(seed=2, text=STARTER + "    define hand_size = 30\n")
    assert editor.rules is not None and not editor.play.disabled
    assert [p.severity for p in editor.diagnostics] == ["warning"]
    warning = editor.diagnostics[0]
    assert editor.where(warning).startswith("line 4, your variant 'beetles' (it shows at line ")
    messages = plain(editor.messages.value)
    assert "no errors (1 warning below)" in messages and "Error" not in messages
    assert "Warning at line 4, your variant 'beetles'" in messages and "needs more cards than the deck has" in messages
    assert "moth" not in messages                               # rules.mm's own note stays hidden


def test_editor_says_when_a_place_is_in_the_games_own_rules_file():
    editor = RulesEditor(seed=2)
    editor.text.value = editor.text.value.replace("        total: 76\n", "")
    error = editor.diagnostics[0]
    assert editor.where(error).startswith("line 4, your variant 'beetles' (it shows at line ")
    assert "of the game's own rules.mm, not in your text)" in editor.where(error)
    messages = plain(editor.messages.value)
    assert "the deck adds up to 76 cards, not 71" in messages and "Error at rules.mm" not in messages
    editor.text.value += '\nvariant beetles:\n    description: "again"\n'
    messages = plain(editor.messages.value)
    assert "defined twice (first at line 4, column 1 of your text)" in messages and "rules.mm:" not in messages


def test_explorer_buttons_show_the_chosen_block(rules):
    explorer = RulesExplorer(rules)
    explorer.part.value = "cards"
    explorer.item.value = "spider"
    first, last = explorer.shown
    lines = rules.source.splitlines()[first - 1:last]
    assert "card spider:" in lines and any("Spinne" in line for line in lines)
    assert "spider" in explorer.code.value
    explorer.part.value = "turn"
    assert explorer.shown[0] <= rules.turn.span.line <= explorer.shown[1]


@pytest.mark.parametrize("lang, one, many", [("en", "line {n}<", "lines {a}-{b}<"),
                                             ("de", "Zeile {n}<", "Zeilen {a}-{b}<")])
def test_explorer_names_one_line_as_a_line(rules, lang, one, many):
    explorer = RulesExplorer(rules, lang=lang)
    explorer.part.value = "defines"
    explorer.item.value = "hand_size"
    first, last = explorer.shown
    assert first == last and one.format(n=first) in explorer.code.value
    assert f"{first}-{first}" not in explorer.code.value
    explorer.part.value = "cards"
    explorer.item.value = "spider"
    first, last = explorer.shown
    assert last > first and many.format(a=first, b=last) in explorer.code.value


@pytest.mark.parametrize("lang", ["en", "de"])
def test_explorer_help_shows_code_words_as_code_not_backticks(rules, lang):
    explorer = RulesExplorer(rules, lang=lang)
    for _label, part in explorer.part.options:
        explorer.part.value = part
        assert "`" not in explorer.help.value, part
    explorer.part.value = "cards"
    assert "<code>on play</code>" in explorer.help.value


# --- cards -------------------------------------------------------------------------------------

@pytest.mark.parametrize("colour", OKABE_ITO)
def test_text_on_every_palette_colour_has_contrast(colour):
    assert contrast(text_on(colour), colour) >= 4.5


def test_cards_carry_value_and_name_as_text():
    html = card_html("spider", 3, "spider", "#D55E00", icon="\U0001F577")
    assert 'data-face="spider 3"' in html and ">3<" in html and ">spider<" in html and ">\U0001F577<" in html
    plain = card_html("number", 4, "number card", "#0072B2", number_kind=True)
    assert '<span class="value">4</span>' in plain
    new = card_html("beetle", 2, "beetle", "#009E73")
    assert '<span class="letter">B</span>' in new
    back = back_html()
    assert "data-face" not in back and "face-down" in back


# --- the core stays free of notebook packages --------------------------------------------------

def test_import_mogel_does_not_import_notebook_packages():
    code = ("import sys, mogel; g = mogel.Game(mogel.load_rules(), [mogel.RandomBot()] * 4, 1).play(); "
            "bad = [m for m in ('ipywidgets', 'pandas', 'matplotlib', 'IPython') if m in sys.modules]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_viewer_control_is_labelled(viewer):
    def walk(widget):
        yield widget
        for child in getattr(widget, "children", ()):
            yield from walk(child)
    buttons = [w for w in walk(viewer) if isinstance(w, (W.Button, W.ToggleButton))]
    assert len(buttons) == 8 and all(b.description.strip() for b in buttons)   # the stepper's 6, the rules toggles 2
    toggles = [w for w in walk(viewer) if isinstance(w, W.ToggleButtons)]
    assert len(toggles) == 2 and all(t.description and all(label for label, _ in t.options) for t in toggles)
    sliders = [w for w in walk(viewer) if isinstance(w, W.IntSlider)]
    assert all(s.description for s in sliders)


def test_a_keystroke_parses_only_the_card_it_changed_and_tells_what_a_fresh_editor_tells():
    """The editor checks incrementally (mogel.check.incremental): one item parsed again for a
    one-line edit, and the messages are those of an editor opened on the same text."""
    editor = RulesEditor()
    edits = [STARTER.replace("penalty: 5", "penalty: 4"), STARTER.replace("draws 1 card", "drawz 1 card"),
             STARTER.replace("total: 76", "total: 75"), STARTER.replace("    card beetle:", "card beetle:"), STARTER]
    for text in edits:
        editor.text.value = text
        fresh = RulesEditor(text=text)
        assert editor.diagnostics == fresh.diagnostics and editor.messages.value == fresh.messages.value
        assert editor.variant_names == fresh.variant_names and (editor.rules is None) == (fresh.rules is None)
    editor.text.value = edits[0]
    assert editor.checker.parsed == 1 and editor.rules.cards["beetle"].penalty == 4
