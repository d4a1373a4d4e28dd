"""No word is broken inside: every card (hands, piles, the human seat, the card gallery), the rules
lines of the log, the rules beside the game and the two sides of the house-rules lab's jump break
lines only between words, at any width ("Zahlenkarte" never wraps as "Zahlenkart/e").

Two checks.  Without a browser: the widgets' CSS says so (`overflow-wrap:normal`, `word-break`
`keep-all` or `normal`, no `anywhere`, no `break-all`) and JupyterLab's own rule for <pre> in
output areas (`word-break: break-all`) is overridden by a more specific one.  In Debian's chromium
(Playwright; skipped when /usr/bin/chromium is missing, a failure with CI=true): the HTML the
widgets draw for every shipped game, in English and German, laid out at 320 and 1400 px inside
an element with JupyterLab's rule, each in a flex item as ipywidgets draws an HTML widget, has no
run of letters or digits on two lines, and no page of text (the rules, the log, the jump's two
sides) is wider than its column; a screenshot of each width is saved (the test's tmp dir, and
MOGEL_SHOTS=DIR if set).  (The table's fans of cards do not wrap: at 320 px a table is wider
than its column and scrolls, as it did before.)
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.present.rules_page import PAGE_CSS  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat, VariantPanel  # noqa: E402
from mogel.widgets.cards import CARD_CSS  # noqa: E402
from mogel.widgets.diff import DIFF_CSS  # noqa: E402
from mogel.widgets.log import LOG_CSS  # noqa: E402
from mogel.widgets.table import gallery_html  # noqa: E402

CHROMIUM = os.environ.get("MOGEL_CHROMIUM", "/usr/bin/chromium")
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
JUPYTERLAB_PRE = ".jp-OutputArea-output pre{word-break:break-all;word-wrap:break-word;white-space:pre-wrap}"
GAMES = (None, "mogelei", "cheat")
# Pages wider than the column they stand in: their lines would be cut at its edge.
WIDER = """() => [...document.querySelectorAll('.mogel-rules, .mogel-diff, .mogel-log')]
  .filter(el => el.getBoundingClientRect().width > el.closest('.column, body').clientWidth + 1)
  .map(el => el.className)"""
BROKEN = r"""() => {
  document.querySelectorAll('details').forEach(d => { d.open = true; });
  const broken = [];
  const places = '.mogel-card .name, .mogel-log pre, .mogel-rules .l code, .mogel-rules .head, .mogel-diff pre';
  for (const el of document.querySelectorAll(places)) {
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      for (const m of node.textContent.matchAll(/[\p{L}\p{N}_]+/gu)) {
        const r = document.createRange();
        r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
        const tops = new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
  }
  return broken;
}"""


def rules_of(game):
    return mogel.load_rules(game=game) if game else mogel.load_rules()


def test_the_css_breaks_lines_between_words_only():
    name = re.search(r"\.mogel-card \.name\{([^}]*)\}", CARD_CSS)[1]
    assert "overflow-wrap:normal" in name and "word-break:keep-all" in name and "hyphens:manual" in name
    card = re.search(r"\.mogel-card\{([^}]*)\}", CARD_CSS)[1]
    assert "width:min-content" in card and "min-width:58px" in card   # as wide as the longest word
    log_pre = re.search(r"\.mogel-log details pre\{([^}]*)\}", LOG_CSS)[1]
    assert "word-break:normal" in log_pre and "overflow-wrap:normal" in log_pre   # over JupyterLab's break-all
    for css in (CARD_CSS, LOG_CSS, PAGE_CSS, DIFF_CSS):
        assert "anywhere" not in css and "break-all" not in css


def pages():
    """(name, HTML) of what the widgets draw: galleries, a viewer (table, log, rules) in a
    seat's view and in everything, a human seat, the lab's jump; each game, each language."""
    out = []
    for game in GAMES:
        rules = rules_of(game)
        for lang in ("en", "de"):
            viewer = GameViewer(rules, seed=2, players=4, lang=lang, view=1)
            viewer.stepper.slider.value = min(60, viewer.stepper.maximum)
            body = [viewer.table.value, viewer.event_log.value, viewer.rules_panel.page.value]
            viewer.view.value = "all"
            body += [viewer.table.value, viewer.event_log.value]
            seat = HumanSeat(rules, seed=2, lang=lang)
            out.append((f"{game or 'rules.mm'}-{lang}", gallery_html(rules, lang), body, seat.table.value))
    panel = VariantPanel(rules_of(None), seed=3, lang="de")
    panel.set("italian_ant")
    panel.diff.go()
    out.append(("diff-de", "", [panel.diff.sides.value], ""))
    return out


def widget(html: str) -> str:
    """HTML laid out as an ipywidgets HTML widget lays it out: a flex item that grows to its content."""
    return f"<div style='display:flex'><div style='flex:1 1 auto;align-self:stretch'>{html}</div></div>"


def page_html() -> str:
    parts = []
    for name, gallery, body, human in pages():
        parts.append(f"<h3>{name}</h3>{gallery}<div style='display:flex;flex-wrap:wrap'>"
                     f"<div class='column' style='flex:62 1 420px;min-width:0'>{widget(body[0])}{widget(human)}</div>"
                     f"<div class='column' style='flex:38 1 300px;min-width:0'>{''.join(map(widget, body[1:]))}"
                     f"</div></div>")
    return (f"<html><head><meta charset='utf-8'><style>{JUPYTERLAB_PRE}</style></head><body>"
            f"<div class='jp-OutputArea-output'>{''.join(parts)}</div></body></html>")


def _need_browser():
    if not Path(CHROMIUM).exists():
        if IN_CI:
            pytest.fail(f"CI=true but {CHROMIUM} is missing: .ci/run must `apt-get install -y chromium`")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install -y chromium); not in CI")
    if not IN_CI:
        pytest.importorskip("playwright.sync_api")


def test_no_word_breaks_inside_in_chromium_at_320_and_1400_px(tmp_path):
    _need_browser()
    from playwright.sync_api import sync_playwright

    page_file = tmp_path / "words.html"
    page_file.write_text(page_html(), encoding="utf-8")
    shots = [Path(os.environ["MOGEL_SHOTS"])] if os.environ.get("MOGEL_SHOTS") else []
    found = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                    args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        try:
            for width in (320, 1400):
                page = browser.new_page(viewport={"width": width, "height": 900})
                page.goto(page_file.as_uri())
                found[width] = page.evaluate(BROKEN) + page.evaluate(WIDER)
                shot = tmp_path / f"words_{width}px.png"
                page.screenshot(path=str(shot), full_page=False)
                for folder in shots:
                    folder.mkdir(parents=True, exist_ok=True)
                    shutil.copy(shot, folder / shot.name)
                counted = page.evaluate("() => document.querySelectorAll('.mogel-card .name').length")
                assert counted > 300, "the page holds the cards"
                page.close()
        finally:
            browser.close()
    print(f"screenshots: {tmp_path}")
    assert found == {320: [], 1400: []}
