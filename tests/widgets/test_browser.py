"""One real browser: JupyterLab on 127.0.0.1, Debian's chromium driven by Playwright.

Opens notebook 02 (a copy, so JupyterLab's autosave never writes outputs into notebooks/),
runs all cells, clicks Step three times, and checks that the event log shows three new
events and that the table changed, opens the newest log line to see its rules line, steps
once more with the keyboard (Enter on the focused button), lets Autoplay run a few events,
and saves a screenshot in the test's tmp dir (its path is printed).  Skipped only when /usr/bin/chromium is missing and CI is not set; with CI=true a
missing chromium fails.  The JupyterLab server (and its kernels) is stopped in teardown.
Never run `playwright install`: the browser is Debian's (`apt-get install chromium`).

A notebook made for the test shows the viewer and the human seat of the LAY game
(tests/lay_rules.py) and of rules.mm: its face-down stacks and its variables panel are drawn,
rules.mm's declared icons render as colour pictographs (fonts-noto-color-emoji), and
screenshots of the four outputs are saved.

Notebook 04's list of house rules is measured at 1400 and 1920 px wide: every row keeps its
own height (none clipped, none overlapping the next), the list scrolls to its last row, and a
screenshot of the list is saved.
"""

from __future__ import annotations

import json
import importlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("MOGEL_CHROMIUM", "/usr/bin/chromium")
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
NOTEBOOK = NOTEBOOKS / "02_step_through_a_game.ipynb"
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
KERNEL_IDLE = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session
        && panel.sessionContext.session.kernel;
    return kernel && kernel.status === 'idle';
}"""
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]


def _need_browser():
    if not Path(CHROMIUM).exists():
        if IN_CI:
            pytest.fail(f"CI=true but {CHROMIUM} is missing: .ci/run must `apt-get install -y chromium`")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install -y chromium); not in CI")
    if IN_CI:
        importlib.import_module("playwright.sync_api")   # in CI a missing playwright fails, not skips
    else:
        pytest.importorskip("playwright.sync_api")
    pytest.importorskip("jupyterlab")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _stop(proc: subprocess.Popen) -> None:
    """Stop the server we started (its own process group: the server and its kernels)."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=3)
        except subprocess.TimeoutExpired:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
    try:
        os.killpg(proc.pid, signal.SIGKILL)         # kernels left behind in the group we created
    except (ProcessLookupError, PermissionError):
        pass


@pytest.fixture
def jupyterlab(tmp_path):
    """A JupyterLab server on 127.0.0.1:<free port> serving a copy of notebook 02; yields its URL."""
    yield from _serve(tmp_path, NOTEBOOK)


@pytest.fixture
def jupyterlab04(tmp_path):
    """The same, serving a copy of notebook 04 (the house-rules lab)."""
    yield from _serve(tmp_path, NOTEBOOKS / "04_house_rules_lab.ipynb")


def _serve(tmp_path, *notebooks: Path):
    """Start JupyterLab on copies of `notebooks` (and notebooks/exercises and notebooks/data); yield its URL; stop it."""
    _need_browser()
    root = tmp_path / "notebooks"
    root.mkdir()
    for notebook in notebooks:
        shutil.copy(notebook, root / notebook.name)
    shutil.copytree(NOTEBOOKS / "exercises", root / "exercises",        # the notebook's exercises import it
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(NOTEBOOKS / "data", root / "data")                  # the games notebook 08 loads
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_WORKSPACES_DIR"):
        env[name] = str(tmp_path / name.lower())
    labconfig = tmp_path / "jupyter_config_dir" / "labconfig"      # what `jupyter labextension disable
    labconfig.mkdir(parents=True)                                  # --level=user` writes: no news toast
    (labconfig / "page_config.json").write_text(json.dumps(
        {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}))
    port = _free_port()
    log = open(tmp_path / "jupyterlab.log", "wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root", "--ip=127.0.0.1",
         f"--port={port}", f"--ServerApp.root_dir={root}", "--IdentityProvider.token=", "--ServerApp.password=",
         "--LabApp.expose_app_in_browser=True", "--ServerApp.port_retries=0"],
        env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"{url}/api/status", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("JupyterLab did not start:\n" + (tmp_path / "jupyterlab.log").read_text())
            time.sleep(0.3)
        yield url
    finally:
        _stop(proc)
        log.close()


def test_step_three_times_in_jupyterlab(jupyterlab, tmp_path):
    from playwright.sync_api import sync_playwright

    shots = tmp_path / "screenshots"
    shots.mkdir()
    with sync_playwright() as p:
        browser = p.chromium.launch_persistent_context(str(tmp_path / "chromium"), executable_path=CHROMIUM,
                                                       headless=True, args=ARGS,
                                                       viewport={"width": 1400, "height": 1100})
        try:
            page = browser.pages[0] if browser.pages else browser.new_page()
            page.set_default_timeout(90_000)
            t0 = time.monotonic()
            page.goto(f"{jupyterlab}/lab/tree/{NOTEBOOK.name}?reset")
            page.wait_for_function("window.jupyterapp && document.querySelector('.jp-Notebook')")
            page.wait_for_function(KERNEL_IDLE)
            print(f"lab open and kernel idle: {time.monotonic() - t0:.1f} s")
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
            step = page.get_by_role("button", name="Step \u25b6")
            step.wait_for(state="visible")
            log = page.locator(".mogel-log")
            table = page.locator(".mogel-table")
            log.wait_for(state="visible")
            print(f"cells run, widgets shown: {time.monotonic() - t0:.1f} s")
            before_lines = log.locator("details.mogel-line").count()
            before_table = table.inner_html()
            assert before_lines > 0 and table.locator(".mogel-card[data-face]").count() >= 8
            for i in range(1, 4):
                page.wait_for_timeout(300)      # as a person, who sees the step first: a click sooner
                step.click()                    # is a double click (mogel.widgets.errors.DOUBLE_CLICK)
                page.wait_for_function(
                    "n => document.querySelectorAll('.mogel-log details.mogel-line').length >= n",
                    arg=before_lines + i)
            assert log.locator("details.mogel-line").count() == before_lines + 3
            assert log.locator("details.mogel-line.newest").get_attribute("data-n") == str(before_lines + 3)
            assert table.inner_html() != before_table
            log.locator("details.mogel-line.newest summary").click()      # show the rule behind it
            assert "rules.mm:" in log.locator("details.mogel-line.newest pre").inner_text()
            page.evaluate("document.querySelector('.mogel-table').closest('.jp-OutputArea')"
                          ".scrollIntoView({block: 'start'})")
            shot = shots / "notebook02_after_three_steps.png"
            page.screenshot(path=str(shot))
            assert shot.stat().st_size > 10_000
            print(f"screenshot: {shot}")
            step.focus()                                                  # the keyboard works too,
            page.wait_for_timeout(300)          # again no sooner than a person (the screenshot can take
            page.keyboard.press("Enter")        # less than DOUBLE_CLICK on a quiet machine)
            page.wait_for_function(
                "n => document.querySelectorAll('.mogel-log details.mogel-line').length >= n",
                arg=before_lines + 4)
            autoplay = page.get_by_role("button", name="Autoplay")          # the browser's timer steps
            page.wait_for_timeout(300)
            autoplay.click()
            page.wait_for_function(
                "n => document.querySelectorAll('.mogel-log details.mogel-line').length >= n",
                arg=before_lines + 7, timeout=30_000)
            autoplay.click()
        finally:
            browser.close()


ROWS = """() => {
    const list = document.querySelector('.mogel-variants');
    const rows = [...list.querySelectorAll('.mogel-variant-row')];
    const clipped = el => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
    const box = r => { const b = r.getBoundingClientRect(); return {top: b.top, bottom: b.bottom, height: b.height}; };
    return {
        overflowY: getComputedStyle(list).overflowY, scrollHeight: list.scrollHeight, clientHeight: list.clientHeight,
        rows: rows.map(r => ({
            name: r.querySelector('.widget-checkbox').innerText.trim(), box: box(r), clipped: clipped(r),
            textClipped: [...r.querySelectorAll('.widget-html-content, .widget-html-content > div, label')]
                .filter(clipped).length,
        })),
    };
}"""


def test_notebook04_lists_every_house_rule_readably_at_two_widths(jupyterlab04, tmp_path):
    """Every row of the house-rule list keeps its height (no text cut, no row over the next),
    and the list scrolls to its last row, at 1400 and 1920 px wide."""
    from playwright.sync_api import sync_playwright

    import mogel

    names = list(mogel.load_rules().variants)
    shots = tmp_path / "screenshots"
    shots.mkdir()
    with sync_playwright() as p:
        browser = p.chromium.launch_persistent_context(str(tmp_path / "chromium"), executable_path=CHROMIUM,
                                                       headless=True, args=ARGS,
                                                       viewport={"width": 1400, "height": 1100})
        try:
            page = browser.pages[0] if browser.pages else browser.new_page()
            page.set_default_timeout(120_000)
            page.goto(f"{jupyterlab04}/lab/tree/04_house_rules_lab.ipynb?reset")
            page.wait_for_function("window.jupyterapp && document.querySelector('.jp-Notebook')")
            page.wait_for_function(KERNEL_IDLE)
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
            page.locator(".mogel-variant-row").nth(len(names) - 1).wait_for(state="attached")
            listing = page.locator(".mogel-variants")
            for width in (1400, 1920):
                page.set_viewport_size({"width": width, "height": 1100})
                page.evaluate("document.querySelector('.mogel-variants').scrollTop = 0")
                listing.scroll_into_view_if_needed()
                page.wait_for_timeout(300)                     # let the notebook lay out at the new width
                seen = page.evaluate(ROWS)
                rows = seen["rows"]
                assert [r["name"] for r in rows] == names
                assert seen["overflowY"] in ("auto", "scroll")
                assert seen["scrollHeight"] > seen["clientHeight"] + 100, "the list should scroll, not squeeze"
                for row, below in zip(rows, rows[1:]):
                    assert row["box"]["height"] >= 24, f"{width} px: row {row['name']} is squeezed: {row}"
                    assert below["box"]["top"] >= row["box"]["bottom"] - 0.5, f"{width} px: {below['name']} " \
                        f"overlaps {row['name']}"
                assert not [r["name"] for r in rows if r["clipped"] or r["textClipped"]], f"{width} px: cut text"
                shot = shots / f"notebook04_house_rules_{width}.png"
                listing.screenshot(path=str(shot))
                print(f"screenshot: {shot}")
                last = page.evaluate("""() => {
                    const list = document.querySelector('.mogel-variants');
                    list.scrollTop = list.scrollHeight;
                    const rows = list.querySelectorAll('.mogel-variant-row');
                    const b = rows[rows.length - 1].getBoundingClientRect(), l = list.getBoundingClientRect();
                    return {scrolled: list.scrollTop, inside: b.bottom <= l.bottom + 1 && b.top >= l.top - 1};
                }""")
                assert last["scrolled"] > 0 and last["inside"], f"{width} px: the list does not scroll: {last}"
                listing.screenshot(path=str(shots / f"notebook04_house_rules_{width}_end.png"))
        finally:
            browser.close()


FACES_CELLS = [
    "import sys\nsys.path.insert(0, {tests!r})\nimport mogel\nfrom lay_rules import lay_rules\n"
    "from mogel.widgets import GameViewer, HumanSeat",
    "GameViewer(lay_rules(), [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot()], 3, view=1, start=38)",
    "lay = HumanSeat(lay_rules(), [mogel.RandomBot(), mogel.HonestBot()], seed=3)\n"
    "for _ in range(4):\n    lay.choice_buttons[0].click() if lay.choice_buttons else None\nlay",
    "GameViewer(seed=3, view=0, start=60)",
    "HumanSeat(seed=3)",
]
GLYPH_IN_COLOUR = """glyph => {
    const el = document.querySelector('.mogel-card .glyph');
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 48;
    const ctx = canvas.getContext('2d');
    ctx.font = '36px ' + getComputedStyle(el).fontFamily;
    ctx.textBaseline = 'top';
    ctx.fillStyle = '#000';
    ctx.fillText(glyph, 4, 4);
    const px = ctx.getImageData(0, 0, 48, 48).data;
    let coloured = 0;
    for (let i = 0; i < px.length; i += 4) {
        const [r, g, b, a] = [px[i], px[i + 1], px[i + 2], px[i + 3]];
        if (a > 128 && Math.max(r, g, b) > 60) coloured++;     // not the black it was asked to draw in
    }
    return coloured;
}"""


def test_card_faces_render_in_jupyterlab(tmp_path):
    """The viewer and the human seat for the LAY game (tests/lay_rules.py: kindless cards, face-down
    stacks fanned, a choice) and for rules.mm, in JupyterLab: every output is drawn, rules.mm's
    icons (declared in the rules file) render as colour pictographs -- drawn in black on a canvas,
    a glyph of a colour font keeps its own colours, while a missing emoji font (Debian:
    fonts-noto-color-emoji) draws a black box or nothing -- and screenshots are saved."""
    import nbformat
    from playwright.sync_api import sync_playwright

    tests = str(Path(__file__).resolve().parents[1])
    source = tmp_path / "src" / "faces.ipynb"
    source.parent.mkdir()
    cells = [nbformat.v4.new_code_cell(FACES_CELLS[0].format(tests=tests))]
    cells += [nbformat.v4.new_code_cell(code) for code in FACES_CELLS[1:]]
    nbformat.write(nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3", "language": "python"}}), source)
    shots = tmp_path / "screenshots"
    shots.mkdir()
    serving = _serve(tmp_path, source)
    url = next(serving)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch_persistent_context(str(tmp_path / "chromium"), executable_path=CHROMIUM,
                                                           headless=True, args=ARGS,
                                                           viewport={"width": 1400, "height": 2000})
            try:
                page = browser.pages[0] if browser.pages else browser.new_page()
                page.set_default_timeout(120_000)
                page.goto(f"{url}/lab/tree/faces.ipynb?reset")
                page.wait_for_function("window.jupyterapp && document.querySelector('.jp-Notebook')")
                page.wait_for_function(KERNEL_IDLE)
                page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
                tables = page.locator(".mogel-table")
                page.wait_for_function("() => document.querySelectorAll('.mogel-table').length >= 4")
                assert page.locator(".mogel-fan .mogel-card.back").count() > 0        # LAY: stacks, backs in place
                assert page.locator(".mogel-var").first.inner_text().startswith("call:")
                assert page.locator(".mogel-card .glyph").count() > 0
                for icon in ("\U0001F577", "\U0001F99F", "\U0001FAB3", "\U0001F41C", "\U0001F98B"):
                    assert page.evaluate(GLYPH_IN_COLOUR, icon) > 30, f"{icon!r} does not render in colour"
                names = ["lay_viewer", "lay_human", "rules_viewer", "rules_human"]
                for i, name in enumerate(names):
                    output = tables.nth(i).locator("xpath=ancestor::div[contains(@class,'jp-OutputArea-output')]")
                    output.scroll_into_view_if_needed()
                    shot = shots / f"faces_{name}.png"
                    output.screenshot(path=str(shot))
                    assert shot.stat().st_size > 10_000
                    print(f"screenshot: {shot}")
            finally:
                browser.close()
    finally:
        serving.close()
