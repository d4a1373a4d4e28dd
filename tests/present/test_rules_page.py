"""The rules page (mogel.present.rules_page): the whole text, numbered, the lines of one span marked.

Read as a browser shows it: the marked lines carry `hl` and a "▶", `data-marked` lists them,
the lines above the first mark are folded into a <details>, every text is escaped, and the
page's CSS breaks lines only between words.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

import mogel
from mogel.present.rules_page import PAGE_CSS, marked_lines, rules_page
from mogel.present.show import span_lines

RULES = mogel.load_rules()


def lines_of(page: str):
    """{line number: (marked?, the line's text)} of a page."""
    out = {}
    for found in re.finditer(r'<div class="l( hl)?[^"]*" data-line="(\d+)"><span class="n"[^>]*>([^<]*)</span>'
                             r'<code>(.*?)</code></div>', page):
        out[int(found[2])] = (bool(found[1]), unescape(re.sub(r"<[^>]+>", "", found[4])), found[3])
    return out


def events_of(game):
    return mogel.Game(mogel.load_rules(game=game) if game else RULES, ["random", "honest", "sneaky"], 3).play().events


def test_every_line_is_shown_once_with_its_number_and_the_spans_lines_are_marked():
    for ev in events_of(None)[:80]:
        page = rules_page(RULES, ev.span, "en")
        shown = lines_of(page)
        marked = span_lines(ev.span, RULES.source.splitlines())
        assert list(shown) == list(range(1, len(RULES.source.splitlines()) + 1))
        assert [n for n, (hl, _, _) in shown.items() if hl] == list(marked) == list(marked_lines(RULES.source, ev.span))
        assert all(shown[n][2] == f"\u25b6{n}" for n in marked)          # not colour alone
        assert f'data-marked="{",".join(map(str, marked))}"' in page
        assert [shown[n][1] for n in shown] == [line if line.strip() else " " for line in RULES.source.splitlines()]


@pytest.mark.parametrize("kind", ["accuse", "round_end"])
def test_the_page_opens_a_few_lines_above_the_mark_the_rest_folded_but_the_blocks_header(kind):
    ev = next(ev for ev in events_of(None) if ev.kind == kind)
    first = marked_lines(RULES.source, ev.span)[0]
    header = {"accuse": RULES.accusations["caught"].span, "round_end": RULES.round.span}[kind].line
    page = rules_page(RULES, ev.span, "de")
    folds = re.findall(r"<details><summary>(.*?)</summary>", page)
    parts = re.split(r"<details>.*?</details>", page, flags=re.S)
    if first - 3 - header > 3:                                              # far: header, fold, 3 lines
        assert folds == [f"Zeilen 1-{header - 1} (davor)", f"Zeilen {header + 1}-{first - 4} (davor)"]
        assert re.findall(r'data-line="(\d+)"', parts[1]) == [str(header)]   # shown between the folds
        assert re.findall(r'data-line="(\d+)"', parts[2])[0] == str(first - 3)
    else:                                                                   # near: from the header on
        assert folds == [f"Zeilen 1-{header - 1} (davor)"]
        assert re.findall(r'data-line="(\d+)"', parts[1])[0] == str(header)
    assert f"rules.mm, Zeile{'n' if len(marked_lines(RULES.source, ev.span)) > 1 else ''} {first}" in page
    assert "die Regel des neuesten Ereignisses" in page


def test_the_header_of_the_spiders_block_is_in_view_when_its_gift_is_marked():
    give = next(ev for ev in events_of(None) if ev.kind == "give" and ev.span.line == 57)
    outside = re.sub(r"<details>.*?</details>", "", rules_page(RULES, give.span, "en"), flags=re.S)
    card = RULES.cards["spider"].span.line
    assert f'data-line="{card}"' in outside and "card spider:" in unescape(re.sub(r"<[^>]+>", "", outside))
    assert lines_of(outside)[57][0]                                       # and the gift, marked


def test_no_span_marks_nothing_and_opens_at_the_top():
    for span in (None, mogel.language.model.Span("other.mm", 3, 1)):
        page = rules_page(RULES, span, "en")
        assert "<details>" not in page and ' hl"' not in page and 'data-marked=""' in page
        assert "rules.mm: nothing has happened yet" in page


def test_every_shipped_games_text_is_escaped():
    for game in ("mogelei", "cheat"):
        rules = mogel.load_rules(game=game)
        page = rules_page(rules, events_of(game)[20].span, "en")
        assert [text for _, text, _ in lines_of(page).values()] == [
            line if line.strip() else " " for line in rules.source.splitlines()]
    hostile = mogel.load_rules(text=RULES.source.replace('de "Spinne"', 'de "<script>alert(1)</script>"'))
    page = rules_page(hostile, None)
    assert "<script>" not in page and "&lt;script&gt;" in page


def test_lines_break_between_words_only():
    code = re.search(r"\.mogel-rules \.l code\{([^}]*)\}", PAGE_CSS)[1]
    assert "white-space:pre-wrap" in code and "word-break:normal" in code and "overflow-wrap:normal" in code
    assert "anywhere" not in PAGE_CSS and "break-all" not in PAGE_CSS
    assert "overflow:auto" in re.search(r"\.mogel-rules \.body\{([^}]*)\}", PAGE_CSS)[1]   # a long token scrolls


def test_without_comments_each_line_keeps_its_number_and_stops_before_its_comment():
    give = next(ev for ev in events_of(None) if ev.kind == "give" and ev.span.line == 57)
    raw = RULES.source.splitlines()
    page = rules_page(RULES, give.span, "en", comments=False)
    shown = lines_of(page)
    assert [n for n, (hl, _, _) in shown.items() if hl] == list(marked_lines(RULES.source, give.span))
    only_comments = {n for n, line in enumerate(raw, 1) if line.lstrip().startswith("#")}
    assert only_comments and set(shown) == set(range(1, len(raw) + 1)) - only_comments     # numbers as in the file
    for n, (_, text, _) in shown.items():                     # the line up to its comment, if it has one
        kept = text.rstrip()
        assert raw[n - 1].startswith(kept) and raw[n - 1][len(kept):].strip()[:1] in ("", "#"), n
    assert 'name: en "Cheating Moth", de "Mogel Motte"' in unescape(re.sub(r"<[^>]+>", "", page))   # quotes kept
    assert "jede Mogel-Motte 10 Minuspunkte" in RULES.source and "jede Mogel-Motte 10" not in unescape(page)
