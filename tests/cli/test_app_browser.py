"""`mogel app` in a real browser: Debian's chromium, driven by Playwright, opens the page Voila
serves (its tab titled by the game's display name) and plays a whole round of Mogel Motte by
clicking the human seat's buttons (the first one each time, as a person who clicks without
thinking) until the round's end and its scores show in the event log; no text of the page is
cut off; "Save game" offers the file as a download, which resumes as the game played; the
browser asked nothing of any server but the app's (no CDN); then Ctrl-C stops the app cleanly
(exit code 0, its port free again, its temporary folder gone).  A screenshot is saved in the
test's tmp dir at 1400 and 1024 px wide (their paths are printed).

As tests/widgets/test_browser.py: skipped only when /usr/bin/chromium is missing and CI is not
set; with CI=true a missing chromium, Playwright or Voila fails.  Never run `playwright
install`: the browser is Debian's (`apt-get install chromium`).
"""

from __future__ import annotations

import importlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

import mogel
from mogel.cli import app

CHROMIUM = os.environ.get("MOGEL_CHROMIUM", "/usr/bin/chromium")
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
ROOT = Path(__file__).resolve().parents[2]
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
ROUND_END = '.mogel-log details[data-kind="round_end"]'
CLIPPED = """() => {
    const cut = el => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    const shown = el => el.offsetParent !== null;
    return [...document.querySelectorAll('button, .widget-html-content, .widget-label, .jp-RenderedMarkdown p')]
        .filter(el => shown(el) && cut(el)).map(el => el.innerText.slice(0, 60));
}"""


def _need_browser():
    if not Path(CHROMIUM).exists():
        if IN_CI:
            pytest.fail(f"CI=true but {CHROMIUM} is missing: .ci/run must `apt-get install -y chromium`")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install -y chromium); not in CI")
    for module in ("playwright.sync_api", "voila"):
        if IN_CI:
            importlib.import_module(module)   # in CI a missing package fails, not skips
        else:
            pytest.importorskip(module)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _served(proc: subprocess.Popen) -> tuple:
    """(address, Voila's log file) from the line `mogel app` prints once the page is served."""
    lines = []
    for line in proc.stdout:
        lines.append(line)
        found = re.search(r"is served at (http://\S+) .*Voila's messages: (\S+)\)", line)
        if found:
            return found.group(1), Path(found.group(2))
    raise AssertionError(f"mogel app ended (exit code {proc.wait()}) without serving: {''.join(lines)}"
                         f"{proc.stderr.read()}")


def test_a_whole_round_is_played_by_clicking_on_the_app_page(tmp_path):
    _need_browser()
    from playwright.sync_api import sync_playwright

    port = _free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    t0 = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "mogel", "app", "--port", str(port)], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        url, log = _served(proc)
        assert url == f"http://127.0.0.1:{port}/" and log.is_file()
        print(f"served: {time.monotonic() - t0:.1f} s")
        with sync_playwright() as p:
            browser = p.chromium.launch_persistent_context(str(tmp_path / "chromium"), executable_path=CHROMIUM,
                                                           headless=True, args=ARGS,
                                                           viewport={"width": 1400, "height": 1000})
            try:
                page = browser.pages[0] if browser.pages else browser.new_page()
                page.set_default_timeout(90_000)
                asked = []
                page.on("request", lambda request: asked.append(request.url))
                page.goto(url)
                page.locator(".mogel-choices button").first.wait_for(state="visible")
                assert page.title() == "Cheating Moth \u2014 play against the bots"
                assert page.get_by_text("The game is Mogel Motte").count() == 1      # its own how-to
                assert page.get_by_text("Running this notebook without a person").count() == 0   # the lesson's,
                assert page.get_by_role("heading", name="Exercises").count() == 0                # not the app's
                print(f"page shown: {time.monotonic() - t0:.1f} s")
                clicks = 0
                while page.locator(ROUND_END).count() == 0:
                    assert clicks < 60, "no round ended after 60 clicks"
                    button = page.locator(".mogel-choices button").first.element_handle()
                    page.wait_for_timeout(300)          # as a person, who sees the buttons first
                    button.click()
                    clicks += 1
                    page.wait_for_function(f"b => !b.isConnected || document.querySelector('{ROUND_END}')",
                                           arg=button)
                scores = page.locator('.mogel-log details[data-kind="score"]')
                scores.first.wait_for(state="attached")
                print(f"round played with {clicks} clicks: {time.monotonic() - t0:.1f} s")
                assert "SCORE" in page.locator(ROUND_END).inner_text()
                assert scores.count() == 4 and re.search(r"Ada scores \d+ points?\.", scores.first.inner_text())
                page.get_by_role("button", name="Save game").click()
                link = page.locator("a.mogel-download")
                link.wait_for(state="visible")
                with page.expect_download() as download:
                    link.click()
                saved = tmp_path / download.value.suggested_filename
                download.value.save_as(saved)
                resumed = mogel.resume_game(saved)
                assert saved.name == "my_game.mogel" and len(resumed.state.history) == 1   # round 1 scored
                print(f"saved and downloaded: {time.monotonic() - t0:.1f} s")
                for width in (1400, 1024):
                    page.set_viewport_size({"width": width, "height": 1000})
                    page.wait_for_timeout(300)                 # let the page lay out at the new width
                    assert page.evaluate(CLIPPED) == [], f"{width} px: cut text"
                    shot = tmp_path / f"app_round_played_{width}.png"
                    page.screenshot(path=str(shot))
                    assert shot.stat().st_size > 10_000
                    print(f"screenshot: {shot}")
                assert [u for u in asked if not u.startswith((url, "data:", "blob:"))] == []   # no CDN
            finally:
                browser.close()
        proc.send_signal(signal.SIGINT)                     # Ctrl-C
        out, err = proc.communicate(timeout=60)
        assert (proc.returncode, out, err) == (0, "mogel app: stopped\n", "")
        assert app.port_problem(port) is None and not log.parent.exists()
    finally:
        if proc.poll() is None:
            proc.terminate()                               # mogel stops Voila on SIGTERM too
            proc.communicate(timeout=60)
