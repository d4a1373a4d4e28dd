"""Every notebook in a real browser: JupyterLab, Debian's chromium driven by Playwright.

One JupyterLab server (copies of every notebooks/*.ipynb found when the tests run, so autosave
never writes outputs into notebooks/) and one headless browser serve all notebooks, one after
another.  For each notebook the test runs all cells (none may fail), clicks its main controls
as a teacher would -- found by their role and accessible name (Step, Back, the Event slider, a
seat's view, Deutsch, a house rule, the editor's Play, a human seat's choices, predictions,
Run Interact ...; `CLICKS` below, none for a notebook it does not know) -- and then fails on:

- clipped text: an element with text whose overflow is hidden or clipped and whose content is
  larger than its box (scroll size > client size + 1 px), in any output area;
- overlapping text: the text of two siblings (or of two children of any element) drawn over
  each other, each clipped to what its scrolling boxes show (a fan of cards overlaps by design);
- any axe-core violation of impact "moderate", "serious" or "critical" inside the output areas
  (JupyterLab's own chrome is not ours; "minor" left out, but for an empty header cell, which
  pandas draws as a DataFrame's corner: the notebooks show LabTables, whose corner names the
  rows); axe-core comes from the npm registry: `npm ci --prefix .ci/node`
  (.ci/run does it; MOGEL_AXE=PATH names another axe.min.js);
- a control of a mogel widget without a visible focus ring (at least 2 px, 3:1 contrast against
  white, not cut off by a box around it) when reached with Tab, or an event log that puts more
  than one line in the Tab order.

A screenshot of the whole notebook is saved per notebook in the test's tmp dir (its path is
printed) and, with MOGEL_SHOTS=DIR, in DIR too.  Skipped only when chromium or axe-core is
missing and CI is not set; with CI=true they fail.  Never run `playwright install`.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from test_browser import ARGS, CHROMIUM, IN_CI, KERNEL_IDLE, _need_browser, _serve

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
AXE = Path(os.environ.get("MOGEL_AXE", ROOT / ".ci" / "node" / "node_modules" / "axe-core" / "axe.min.js"))
WIDTH = 1400

# Clipped and overlapping text in every output area (see the module's docstring).
LAYOUT = """() => {
    const hides = v => v === 'hidden' || v === 'clip';
    const folded = el => el.closest('details:not([open]) > :not(summary)');
    const shown = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible' && !folded(el);
    const words = text => text.trim().replace(/\\s+/g, ' ').slice(0, 80);
    const everywhere = {left: -1e9, top: -1e9, right: 1e9, bottom: 1e9};
    const clips = new Map();
    const clip = el => {            // the part of the page where el's content can be seen
        if (!el || el.classList.contains('jp-OutputArea-output')) return everywhere;
        if (!clips.has(el)) {
            let box = clip(el.parentElement);
            const cs = getComputedStyle(el);
            if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
                const r = el.getBoundingClientRect();
                box = {left: Math.max(box.left, r.left), top: Math.max(box.top, r.top),
                       right: Math.min(box.right, r.right), bottom: Math.min(box.bottom, r.bottom)};
            }
            clips.set(el, box);
        }
        return clips.get(el);
    };
    const range = document.createRange();
    const glyphs = node => {         // the line boxes of a text node, as far as they can be seen
        range.selectNodeContents(node);
        const c = clip(node.parentElement);
        return [...range.getClientRects()].map(r => ({
            left: Math.max(r.left, c.left), right: Math.min(r.right, c.right),
            top: Math.max(r.top, c.top), bottom: Math.min(r.bottom, c.bottom),
        })).filter(r => r.right - r.left > 1 && r.bottom - r.top > 1);
    };
    const clipped = [], overlaps = [];
    for (const out of document.querySelectorAll('.jp-OutputArea-output')) {
        for (const el of [out, ...out.querySelectorAll('*')]) {
            if (!el.textContent.trim() || !shown(el)) continue;
            const cs = getComputedStyle(el);
            if (el.clientWidth > 0 && ((hides(cs.overflowX) && el.scrollWidth > el.clientWidth + 1)
                    || (hides(cs.overflowY) && el.scrollHeight > el.clientHeight + 1)))
                clipped.push({text: words(el.textContent), scroll: [el.scrollWidth, el.scrollHeight],
                              client: [el.clientWidth, el.clientHeight]});
            if (el.classList.contains('mogel-fan')) continue;      // a fan of cards overlaps by design
            const parts = [];
            el.childNodes.forEach((child, i) => {
                const texts = [];
                if (child.nodeType === Node.TEXT_NODE && child.textContent.trim()) texts.push(child);
                else if (child.nodeType === Node.ELEMENT_NODE && shown(child)) {
                    const walk = document.createTreeWalker(child, NodeFilter.SHOW_TEXT);
                    for (let t = walk.nextNode(); t; t = walk.nextNode())
                        if (t.textContent.trim() && getComputedStyle(t.parentElement).visibility === 'visible'
                                && !folded(t.parentElement)) texts.push(t);
                }
                for (const t of texts) for (const r of glyphs(t)) parts.push({i, r, t});
            });
            parts.sort((a, b) => a.r.top - b.r.top);
            search: for (let a = 0; a < parts.length; a++) {
                for (let b = a + 1; b < parts.length && parts[b].r.top < parts[a].r.bottom - 1; b++) {
                    const p = parts[a], q = parts[b];
                    const x = Math.min(p.r.right, q.r.right) - Math.max(p.r.left, q.r.left);
                    const y = Math.min(p.r.bottom, q.r.bottom) - Math.max(p.r.top, q.r.top);
                    if (p.i !== q.i && x > 1 && y > 1) {
                        overlaps.push([words(p.t.textContent), words(q.t.textContent)]);
                        break search;                               // one finding per element
                    }
                }
            }
        }
    }
    return {clipped, overlaps};
}"""

AXE_RUN = """async () => (await axe.run({include: [['.jp-OutputArea-output']]}, {resultTypes: ['violations']}))
    .violations.filter(v => v.impact !== 'minor' || v.id === 'empty-table-header')
    .map(v => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => n.html.slice(0, 160))}))"""

# The control that has the keyboard focus: where it is, how its focus ring is drawn and whether
# a box around it (overflow not visible) cuts the ring off.
FOCUSED = """() => {
    const el = document.activeElement;
    const cs = getComputedStyle(el);
    const root = el.closest('[data-walk]');
    const out = (parseFloat(cs.outlineWidth) || 0) + (parseFloat(cs.outlineOffset) || 0), r = el.getBoundingClientRect();
    let cut = null;
    for (let box = el.parentElement; box && !box.classList.contains('jp-OutputArea-output'); box = box.parentElement) {
        const bs = getComputedStyle(box);
        if (bs.overflowX === 'visible' && bs.overflowY === 'visible') continue;
        const b = box.getBoundingClientRect(), left = b.left + box.clientLeft, top = b.top + box.clientTop;
        if (r.left - out < left - 0.5 || r.top - out < top - 0.5 || r.right + out > left + box.clientWidth + 0.5
                || r.bottom + out > top + box.clientHeight + 0.5) { cut = box.className; break; }
    }
    return {root: root ? root.dataset.walk : null, tag: el.tagName.toLowerCase(),
            name: (el.getAttribute('aria-label') || (el.labels && el.labels.length ? el.labels[0].textContent : '')
                   || el.textContent || el.value || '').trim().slice(0, 50),
            log: !!el.closest('.mogel-log'), width: parseFloat(cs.outlineWidth) || 0,
            style: cs.outlineStyle, colour: cs.outlineColor, cut};
}"""
FIRST_CONTROL = """i => {
    const root = [...document.querySelectorAll('.mogel-ui')].filter(r => !r.parentElement.closest('.mogel-ui'))[i];
    if (!root) return false;
    root.dataset.walk = String(i);
    root.scrollIntoView({block: 'start'});
    const first = [...root.querySelectorAll('button, input, select, textarea, summary, [tabindex]')]
        .find(el => el.tabIndex >= 0 && !el.disabled && el.getClientRects().length > 0);
    if (first) first.focus();
    return !!first;
}"""


def _settle(page) -> None:
    """Wait until the kernel has answered what was just done (and the browser drew it)."""
    page.wait_for_timeout(250)
    page.wait_for_function(KERNEL_IDLE)
    page.wait_for_timeout(150)


def _widget(page, control: str):
    """The (outermost) mogel widget that has a button named `control`."""
    return page.locator(".mogel-ui").filter(has=page.get_by_role("button", name=control, exact=True)).first


def _click(page, name: str = "", *, role: str = "button", within=None, nth: int = 0) -> None:
    """Click the `nth` control of `role` named `name` (containing it; "": any), in `within` (a
    Locator or a CSS selector of a part of a mogel widget, where names repeat), at a person's
    pace: a second click sooner than mogel.widgets.errors.DOUBLE_CLICK is dropped as a double."""
    scope = (page.locator(within).first if isinstance(within, str) else within) if within is not None else page
    control = (scope.get_by_role(role, name=name) if name else scope.get_by_role(role)).nth(nth)
    control.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    control.click()
    _settle(page)


def _slide(page, name: str, presses: int = 3, nth: int = 0) -> None:
    """Move the `nth` slider named `name` with the arrow keys, as a keyboard user does."""
    handle = page.get_by_role("slider", name=name).nth(nth)
    handle.scroll_into_view_if_needed()
    handle.focus()
    for _ in range(presses):
        page.keyboard.press("ArrowRight")
        _settle(page)


def _walk_the_log(page) -> None:
    """The log's newest line is its one Tab stop; Down goes to the line below it."""
    newest = page.locator(".mogel-log summary[tabindex='0']").first
    newest.focus()
    number = int(newest.evaluate("el => el.closest('details').dataset.n"))
    page.keyboard.press("ArrowDown")
    below = page.evaluate("() => document.activeElement.closest('details').dataset.n")
    assert int(below) == number - 1
    page.keyboard.press("Enter")                                      # opens the line: its rules line
    assert "rules.mm:" in page.locator(f".mogel-log details[data-n='{below}'][open] pre").first.inner_text()


def _notebook01(page):
    explorer = _widget(page, "Cards")
    _click(page, "Cards", within=explorer)
    _click(page, "spider", within=explorer)
    _click(page, "Ada", within=".mogel-predict")                      # a prediction: who is on turn
    _click(page, "Skip", within=".mogel-predict")
    _click(page, "Next question", within=".mogel-predict")
    _click(page, "Step", within=_widget(page, "Skip ▶"))


def _notebook02(page):
    for _ in range(3):
        _click(page, "Step")
    _click(page, "Back")
    _slide(page, "Event")
    _click(page, "Play to end of round")
    _walk_the_log(page)
    _click(page, "Bo")                                                # Bo's view
    _click(page, "Deutsch")                                           # every label in German


def _notebook03(page):
    _click(page, "Step")
    _click(page, "Bot settings")
    assert page.get_by_role("button", name="Bot settings").get_attribute("aria-expanded") == "true"
    _slide(page, "cheat rate", presses=2, nth=1)                      # Bo's (a random bot): replays the game
    assert page.get_by_role("slider", name="cheat rate").nth(1).get_attribute("aria-valuenow") == "0.3"
    page.get_by_role("combobox", name="bot").nth(1).select_option("sneaky")
    _settle(page)
    _click(page, "Step")


def _notebook04(page):
    _click(page, "quick_game", role="checkbox")
    _click(page, "Step")
    _click(page, "italian_ant", role="checkbox")
    page.get_by_text("Seed 3, variants: italian_ant, quick_game.").wait_for()
    _click(page, "Jump to the first difference")                      # both sides and the house rules' lines
    page.get_by_text("changes:").first.wait_for()


def _notebook05(page):
    text = page.get_by_role("textbox", name="Your rules")
    text.scroll_into_view_if_needed()
    text.press("Control+End")
    text.press_sequentially("\n# ok")                                 # checked as it is typed
    _settle(page)
    _click(page, "Play a game with my card")
    page.get_by_text("Seed 2, with beetles").wait_for()
    _click(page, "Step")


def _notebook06(page):
    for _ in range(4):
        _click(page, within=".mogel-choices")                         # the first choice, whatever it is
    _click(page, "Hide a card")
    _click(page, "Cancel")
    _click(page, "Let a bot finish my game")                          # the whole log
    page.get_by_text("Game over").first.wait_for()


def _notebook07(page):
    _click(page, "Step")
    _click(page, "Step")
    _click(page, "Skip", within=".mogel-predict")
    _click(page, within=".mogel-predict")                             # its first answer
    _click(page, within=".mogel-choices")                             # the human seat's first choice


def _notebook08(page):
    page.get_by_role("combobox", name="agent").select_option("never cheats")
    page.get_by_role("spinbutton", name="rounds").fill("20")
    _click(page, "Run Interact")
    page.get_by_role("row").filter(has=page.get_by_role("cell", name="never cheats", exact=True)) \
        .filter(has=page.get_by_role("cell", name="20", exact=True)).wait_for()          # 20 rounds played


CLICKS = {"01_meet_the_rules": _notebook01, "02_step_through_a_game": _notebook02,
          "03_cheats_and_catches": _notebook03, "04_house_rules_lab": _notebook04,
          "05_write_your_own_card": _notebook05, "06_play_against_the_bots": _notebook06,
          "07_bluffing_with_mogelei": _notebook07, "08_agents_and_environments": _notebook08}


def _need_axe():
    if not AXE.exists():
        if IN_CI:
            pytest.fail(f"CI=true but {AXE} is missing: .ci/run must `npm ci --prefix .ci/node`")
        pytest.skip(f"{AXE} is missing (npm ci --prefix .ci/node); not in CI")


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """One JupyterLab serving copies of every notebook; cells are laid out whether on screen or not."""
    _need_browser()
    _need_axe()
    tmp = tmp_path_factory.mktemp("lab")
    settings = tmp / "jupyter_config_dir" / "lab" / "user-settings" / "@jupyterlab" / "notebook-extension"
    settings.mkdir(parents=True)
    (settings / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
    yield from _serve(tmp, *NOTEBOOKS)


@pytest.fixture(scope="module")
def browser(lab, tmp_path_factory):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(str(tmp_path_factory.mktemp("chromium")),
                                                       executable_path=CHROMIUM, headless=True, args=ARGS,
                                                       viewport={"width": WIDTH, "height": 1100})
        try:
            yield context
        finally:
            context.close()


def _run_all(page, url: str, name: str) -> None:
    page.goto(f"{url}/lab/tree/{name}?reset")
    page.wait_for_function("window.jupyterapp && document.querySelector('.jp-Notebook')")
    page.wait_for_function(KERNEL_IDLE, timeout=120_000)
    ran = page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    errors = page.evaluate("""() => [...window.jupyterapp.shell.currentWidget.content.model.cells]
        .flatMap(c => c.type === 'code' ? [...Array(c.outputs.length).keys()].map(i => c.outputs.get(i).toJSON()) : [])
        .filter(o => o.output_type === 'error').map(o => o.ename + ': ' + o.evalue)""")
    assert ran and not errors, f"{name}: a cell failed: {errors}"
    _settle(page)
    page.wait_for_function("() => !document.querySelector('.jp-OutputArea-output .jupyter-widgets-disconnected')"
                           " && ![...document.querySelectorAll('.jp-OutputArea-output')]"
                           ".some(o => o.textContent.includes('Loading widget'))")


def _tab_walk(page, limit: int = 150) -> list:
    """Every Tab stop of each mogel widget, from its first control on: the FOCUSED facts."""
    stops, i = [], 0
    while page.evaluate(FIRST_CONTROL, i):
        page.keyboard.press("Tab")                    # from the keyboard, so that :focus-visible applies
        page.keyboard.press("Shift+Tab")
        for _ in range(limit):
            seen = page.evaluate(FOCUSED)
            if seen["root"] != str(i):
                break
            stops.append(seen)
            page.keyboard.press("Tab")
        else:
            pytest.fail(f"mogel widget {i} has more than {limit} Tab stops")
        i += 1
    return stops


def _contrast(colour: str) -> float:
    """WCAG contrast of an "rgb(r, g, b)" colour against white."""
    r, g, b = (int(v) / 255 for v in re.findall(r"\d+", colour)[:3])
    lum = sum(w * (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
              for w, c in zip((0.2126, 0.7152, 0.0722), (r, g, b)))
    return 1.05 / (lum + 0.05)


def _screenshot(page, stem: str, tmp_path: Path) -> Path:
    """The whole notebook from its top, at the width it was checked at."""
    page.evaluate("document.querySelector('.jp-WindowedPanel-outer').scrollTop = 0")
    height = page.evaluate("document.querySelector('.jp-WindowedPanel-outer').scrollHeight")
    page.set_viewport_size({"width": WIDTH, "height": min(height + 150, 16000)})
    page.wait_for_timeout(500)
    shot = tmp_path / f"{stem}.png"
    page.screenshot(path=str(shot))
    page.set_viewport_size({"width": WIDTH, "height": 1100})
    if os.environ.get("MOGEL_SHOTS"):
        folder = Path(os.environ["MOGEL_SHOTS"])
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, folder / shot.name)
    print(f"screenshot: {shot}")
    return shot


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_reads_and_works_in_jupyterlab(notebook, lab, browser, tmp_path):
    page = browser.new_page()
    page.set_default_timeout(30_000)
    try:
        _run_all(page, lab, notebook.name)
        CLICKS.get(notebook.stem, lambda page: None)(page)
        shot = _screenshot(page, notebook.stem, tmp_path)
        assert shot.stat().st_size > 20_000
        layout = page.evaluate(LAYOUT)
        page.add_script_tag(path=str(AXE))
        violations = page.evaluate(AXE_RUN)
        stops = _tab_walk(page)
        assert not layout["clipped"], f"{notebook.stem}: text cut off: {layout['clipped']}"
        assert not layout["overlaps"], f"{notebook.stem}: text drawn over text: {layout['overlaps']}"
        assert not violations, f"{notebook.stem}: axe-core: {json.dumps(violations, indent=1)}"
        mogel_outputs = page.locator(".jp-OutputArea-output :is(.mogel-table, .mogel-log, .mogel-editor)").count()
        assert stops or not mogel_outputs, f"{notebook.stem}: a mogel widget without its helper (mogel.widgets.toplevel)"
        faint = [s for s in stops if s["style"] == "none" or s["width"] < 2 or _contrast(s["colour"]) < 3 or s["cut"]]
        assert not faint, f"{notebook.stem}: no visible focus ring on {faint}"
        assert sum(s["log"] for s in stops) <= page.locator(".mogel-log").count(), \
            f"{notebook.stem}: more than one Tab stop in an event log"
    finally:
        page.evaluate("""async () => { const panel = window.jupyterapp.shell.currentWidget;
            if (panel && panel.sessionContext) { await panel.sessionContext.shutdown(); panel.context.model.dirty = false;
            panel.dispose(); } }""")
        page.close()
