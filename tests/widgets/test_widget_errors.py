"""Every widget handler tells its errors in the widget (mogel.widgets.errors); a double click
steps once; re-running a notebook cell closes the widgets its earlier run made (mogel.widgets.toplevel)."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

W = pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat, RulesEditor, RulesExplorer, VariantPanel  # noqa: E402
from mogel.widgets import errors, toplevel  # noqa: E402
from mogel.widgets.errors import DOUBLE_CLICK, ErrorArea, guard  # noqa: E402

from widget_tree import from_mogel, handlers, tree, unguarded  # noqa: E402

WIDGETS = Path(mogel.__file__).parent / "widgets"


def every_widget(rules):
    """One of each widget, opened as far as its controls go (the editor's game, a seat's Hide row)."""
    editor = RulesEditor()
    editor.play.click()
    seat = HumanSeat(rules, seed=3)
    seat.hide_toggle.click()
    return [GameViewer(rules, seed=3, settings=True), VariantPanel(rules, seed=3, viewer=True), editor, seat,
            RulesExplorer(rules)]


def broken(*_args, **_kwargs):
    raise KeyError("card")


# --- every handler is guarded ---------------------------------------------------------------------
def test_every_handler_of_every_widget_is_guarded(rules):
    guarded, mine = 0, 0
    for widget in every_widget(rules):
        for w in tree(widget):
            assert not unguarded(w), f"{type(widget).__name__}: {w!r} has a handler that is not guarded"
            assert not isinstance(w, W.Button) or isinstance(w, errors.Button), f"{w!r}: not an errors.Button"
            mine += sum(from_mogel(getattr(cb, "handler", cb)) for cb in handlers(w))
            guarded += sum(isinstance(cb, errors.Guarded) for cb in handlers(w))
    assert guarded == mine and guarded >= 60


def test_no_module_registers_a_handler_around_the_guard():
    """A new `.on_click(` or `.observe(` in mogel/widgets must go through errors.on_click / errors.observe."""
    found = []
    for path in sorted(WIDGETS.glob("*.py")):
        if path.name == "errors.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\.(on_click|observe|on_submit|on_msg)\(", line):
                found.append(f"{path.name}:{number}: {line.strip()}")
    assert not found, found


def test_every_widget_has_its_error_area_on_show(rules):
    for widget in every_widget(rules):
        assert isinstance(widget.error_area, ErrorArea) and widget.error_area in tree(widget)
        assert widget.error_area.value == ""


# --- what the area says ---------------------------------------------------------------------------
def test_a_failing_button_handler_is_shown_in_words_with_a_report(rules, monkeypatch):
    monkeypatch.setenv(errors.ENV, "show")          # as in a notebook: shown, not raised
    seat = HumanSeat(rules, seed=3)
    monkeypatch.setattr(seat, "answer", broken)
    button = seat.choice_buttons[0]
    button.click()
    area = seat.error_area
    assert isinstance(area.error, KeyError)
    assert "Something went wrong" in area.value and f"\u201c{button.description}\u201d" in area.value
    assert "KeyError: &#x27;card&#x27;" in area.value and "<details><summary>report this</summary>" in area.value
    report = area.report
    assert "error: KeyError: 'card'" in report and "widget: HumanSeat" in report
    assert re.search(r"mogel \S+, Python 3\.\d+\.\d+, ipywidgets 8", report)
    assert "seed: 3" in report and "seat: 0" in report and "variants: none" in report
    assert "game: mogel_motte (rules.mm)" in report
    assert re.search(r"\nat: mogel/widgets/errors\.py:\d+ in __call__\n  mogel/widgets/human\.py:\d+ in <lambda>\n"
                     r"  test_widget_errors\.py:\d+ in broken$", report)
    facts = "\n".join(line for line in report.splitlines() if not line.startswith("widget:"))
    state = seat.game.state
    for other in range(1, state.n):                 # nothing of another seat's hand (nor of the human's)
        for card in state.zones[state.layout.slot_of["hand"] + other]:
            assert str(seat._card(card)) not in facts
    assert "/root/" not in report and "/work/" not in report     # no folders of this computer
    seat.language.value = "de"                      # the next handler clears the area
    assert area.value == "" and area.error is None


def test_the_area_speaks_german(rules, monkeypatch):
    monkeypatch.setenv(errors.ENV, "show")
    viewer = GameViewer(rules, seed=3, lang="de")
    monkeypatch.setattr(viewer.stepper, "_on_move", broken)
    viewer.stepper.step.click()
    assert "Etwas ist schiefgegangen" in viewer.error_area.value and "Weiter" in viewer.error_area.value
    assert "Fehler melden" in viewer.error_area.value and "widget: GameViewer" in viewer.error_area.report


def test_under_pytest_the_error_is_shown_and_raised(rules):
    assert errors.reraising()
    seat = HumanSeat(rules, seed=3)
    seat.answer = broken
    with pytest.raises(KeyError):
        seat.choice_buttons[0].click()
    assert "Something went wrong" in seat.error_area.value


def test_an_observer_error_is_shown_too(rules, monkeypatch):
    monkeypatch.setenv(errors.ENV, "show")
    explorer = RulesExplorer(rules)
    monkeypatch.setattr(explorer, "_part", broken)
    explorer.part.value = "cards"                   # an observer: traitlets would raise it
    assert "Something went wrong" in explorer.error_area.value and "Part" in explorer.error_area.value


def test_a_mogel_error_is_told_as_it_says_and_never_raised(rules, monkeypatch):
    viewer = GameViewer(rules, seed=3, settings=True)

    def refuse(_agents):
        raise mogel.MogelError("the rules are played by 3 to 5 players, not 9")
    monkeypatch.setattr(viewer, "set_agents", refuse)
    viewer.settings.on_change = refuse
    viewer.settings.rows[0].attention.value = 0.9  # under pytest too: told, not raised
    area = viewer.error_area
    assert "That did not work" in area.value and "3 to 5 players, not 9" in area.value
    assert "report this" not in area.value and area.report == ""
    viewer.language.value = "de"
    viewer.settings.on_change = refuse
    viewer.settings.rows[0].attention.value = 0.2
    assert "Das ging nicht" in area.value and "Meldung auf Englisch: the rules are" in area.value


def test_the_environment_switch(monkeypatch):
    monkeypatch.setenv(errors.ENV, "show")
    assert not errors.reraising()
    monkeypatch.setenv(errors.ENV, "raise")
    assert errors.reraising()
    monkeypatch.delenv(errors.ENV)
    monkeypatch.delenv("PYTEST_CURRENT_TEST")      # a notebook: pytest is not running a test
    assert not errors.reraising()


# --- double clicks ----------------------------------------------------------------------------------
def browser_click(button):
    """A click as the browser sends it (a comm message), not Button.click() from Python."""
    button._handle_button_msg(None, {"event": "click"}, [])


def test_a_double_click_on_step_steps_once(rules):
    viewer = GameViewer(rules, seed=3)
    start = viewer.position
    browser_click(viewer.stepper.step)
    browser_click(viewer.stepper.step)          # within DOUBLE_CLICK s: the same click
    assert viewer.position == start + 1
    time.sleep(DOUBLE_CLICK + 0.05)
    browser_click(viewer.stepper.step)
    assert viewer.position == start + 2
    viewer.stepper.step.click()                 # from Python: always a click
    viewer.stepper.step.click()
    assert viewer.position == start + 4


def test_a_double_click_on_hide_does_not_open_and_close_the_row(rules):
    seat = HumanSeat(rules, seed=3)
    browser_click(seat.hide_toggle)
    browser_click(seat.hide_toggle)
    assert seat.hide_buttons


def test_a_click_handler_never_runs_twice_at_once():
    area, calls = ErrorArea("test"), []
    button = errors.Button()

    def handler(b):
        calls.append(b)
        b.click()                               # e.g. a handler that waits for the kernel's next message
    errors.on_click(button, area, handler)
    button.click()
    assert len(calls) == 1
    observer = guard(area, lambda n: calls.append(n))
    observer(1)
    assert len(calls) == 2


# --- re-running a cell --------------------------------------------------------------------------------
def closed(widget) -> bool:
    return widget.comm is None


def test_rerunning_a_cell_closes_what_its_earlier_run_made(rules, monkeypatch):
    run = {"cell": ("cell-a", "run-1")}
    monkeypatch.setattr(toplevel, "running_cell", lambda: run["cell"])
    first, second = GameViewer(rules, seed=1), GameViewer(rules, seed=2)      # one run: both stay
    panel = VariantPanel(rules, seed=1)                                         # another class: stays
    run["cell"] = ("cell-b", "run-2")
    elsewhere = GameViewer(rules, seed=3)                                       # another cell: stays
    assert not any(map(closed, (first, second, panel, elsewhere)))
    run["cell"] = ("cell-a", "run-3")                                          # cell a again
    again = GameViewer(rules, seed=1)
    assert closed(first) and closed(second) and closed(first.stepper.step) and closed(second.table)
    assert not closed(again) and not closed(elsewhere) and not closed(panel)
    run["cell"] = ("cell-a", "run-4")
    VariantPanel(rules, seed=1)
    assert closed(panel) and not closed(again)


def test_a_widget_made_outside_a_cell_closes_nothing(rules, monkeypatch):
    monkeypatch.setattr(toplevel, "running_cell", lambda: None)
    a, b = RulesExplorer(rules), RulesExplorer(rules)
    assert not closed(a) and not closed(b)


class FakeKernel:
    def __init__(self, parent):
        self.parent = parent

    def get_parent(self, channel="shell"):
        return self.parent


def test_the_running_cell_is_read_from_the_kernel(monkeypatch):
    import IPython

    shell = type("Shell", (), {})()
    monkeypatch.setattr(IPython, "get_ipython", lambda: shell)
    shell.kernel = FakeKernel({"header": {"msg_type": "execute_request", "msg_id": "m1"},
                               "metadata": {"cellId": "c7"}})
    assert toplevel.running_cell() == ("c7", "m1")
    shell.kernel = FakeKernel({"header": {"msg_type": "comm_msg", "msg_id": "m2"}, "metadata": {}})
    assert toplevel.running_cell() is None                        # a button's click: not a cell
    shell.kernel = FakeKernel({"header": {"msg_type": "execute_request", "msg_id": "m3"}, "metadata": {}})
    assert toplevel.running_cell() is None                        # a front end without cell ids


def test_in_a_real_kernel_rerunning_a_cell_closes_its_old_widget():
    """The protocol as JupyterLab speaks it: an execute_request whose metadata names the cell."""
    manager = pytest.importorskip("jupyter_client.manager")
    km, kc = manager.start_new_kernel(kernel_name="python3", cwd=str(WIDGETS.parents[1]))

    def run(code: str, cell: str) -> str:
        msg = kc.session.msg("execute_request", {"code": code, "silent": False, "store_history": True,
                                                 "user_expressions": {}, "allow_stdin": False, "stop_on_error": True},
                             metadata={"cellId": cell})
        kc.shell_channel.send(msg)
        out = []
        while True:
            reply = kc.get_iopub_msg(timeout=60)
            if reply["parent_header"].get("msg_id") != msg["header"]["msg_id"]:
                continue
            if reply["msg_type"] in ("stream", "error"):
                out.append(reply["content"].get("text") or "\n".join(reply["content"]["traceback"]))
            if reply["msg_type"] == "status" and reply["content"]["execution_state"] == "idle":
                return "".join(out).strip()
    try:
        assert run("from mogel.widgets import RulesExplorer\na = RulesExplorer()", "cell-1") == ""
        assert run("b = RulesExplorer()\nprint(a.comm is None, b.comm is None)", "cell-2") == "False False"
        assert run("c = RulesExplorer()\nprint(a.comm is None, b.comm is None, c.comm is None)", "cell-1") \
            == "True False False"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
