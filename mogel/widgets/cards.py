"""Cards as small HTML cards with an icon: readable without colour, Okabe-Ito colours.

Each face-up card shows its value as text (top corners), a caption (its kind's display name,
or its `shown as:` text) and in the middle an icon -- a short symbol the rules declare
(`name: en "owl", de "Eule", icon "🦉"`) -- or, without one, its value (a plain card)
or the caption's first letter, so colour is a help, never the only cue.  What a card of a
game shows is worked out from its rules by mogel.widgets.faces (no game's card is named in
Python).  Colours without a `paint` declared come from the Okabe-Ito palette (Okabe & Ito
2008, "Color Universal Design"), one per card kind in the order of the rules' `card` blocks;
text on a coloured band is black or white, whichever contrasts more (always >= 4.5:1, WCAG 2
AA).  An icon is text, drawn with the page's fonts and, for pictographs such as 🕷, a colour
emoji font (Debian: fonts-noto-color-emoji).

A face-down card is a plain back marked "face-down card": it carries no kind, value or id,
so a seat's view of another hand leaks nothing in its HTML.  In a fan (`mogel-fan`, a stack
whose lower cards' corners stay visible) only the top card shows its caption: a lower card's
would be cut in half by the card on it.

A caption breaks only between words (and after a hyphen a name holds, "Glücks-/Karte"), never
inside one: "Aktionskarte" or "Sonderkarte" does not wrap as "Aktionskart/e" at any width of
the page.  A card is 58 px wide (46 px small) unless its caption's longest word needs more (the
card is as wide as that word), and as tall as its caption needs, so no caption is cut off.

    html = card_html("owl", 3, "owl", icon="🦉")   # one face-up card
    html = back_html()                               # one face-down card
    CARD_CSS                                         # the <style> block the cards need
"""

from __future__ import annotations

from html import escape
from typing import Dict, Optional, Sequence, Tuple

# Okabe-Ito: blue, vermillion, bluish green, orange, reddish purple, black, sky blue, yellow
# (ordered so that the first six kinds get clearly different hues).
OKABE_ITO: Tuple[str, ...] = ("#0072B2", "#D55E00", "#009E73", "#E69F00", "#CC79A7", "#000000",
                              "#56B4E9", "#F0E442")
INK = "#000000"
PAPER = "#FFFFFF"
BACK = "#3B3B3B"

CARD_CSS = """
<style>
.mogel-card{display:inline-flex;flex-direction:column;justify-content:space-between;align-items:center;
 box-sizing:border-box;width:min-content;min-width:58px;min-height:80px;margin:2px;border-radius:6px;border:3px solid #000;
 background:#FFFFFF;color:#000000;font:12px/1.15 system-ui,-apple-system,'Segoe UI',Arial,sans-serif;
 vertical-align:top;overflow:hidden;text-align:center}
.mogel-card .band{width:100%;font-weight:700;font-size:13px;padding:1px 0;display:flex;
 justify-content:space-between;box-sizing:border-box;padding:1px 4px}
.mogel-card .icon{width:28px;height:28px;stroke:currentColor;fill:none;stroke-width:1.4;
 stroke-linecap:round}
.mogel-card .glyph{font-size:24px;line-height:28px;font-weight:400;
 font-family:system-ui,'DejaVu Sans','Segoe UI Emoji','Apple Color Emoji','Noto Color Emoji',sans-serif}
.mogel-card .letter{font-size:22px;font-weight:800;line-height:28px}
.mogel-card .value{font-size:22px;font-weight:800;line-height:28px}
.mogel-card .name{font-size:9px;padding:0 1px 2px 1px;overflow-wrap:normal;word-break:keep-all;hyphens:manual}
.mogel-card.back{background:repeating-linear-gradient(45deg,#3B3B3B 0 6px,#5A5A5A 6px 12px);
 border-color:#3B3B3B;justify-content:center;color:#FFFFFF}
.mogel-card.back span{background:#3B3B3B;padding:1px 3px;border-radius:3px;font-size:10px}
.mogel-card.fresh{outline:3px dashed #000;outline-offset:1px}
.mogel-card.small{min-width:46px;min-height:66px}
.mogel-card.small .icon{width:20px;height:20px}
.mogel-card.small .glyph{font-size:18px;line-height:20px}
.mogel-card.down{border-style:dashed;background:repeating-linear-gradient(45deg,#FFF 0 6px,#E4E4E4 6px 12px)}
.mogel-fan{display:inline-flex;align-items:flex-start;padding-right:4px}
.mogel-fan>.mogel-card+.mogel-card{margin-left:-32px}
.mogel-fan>.mogel-card:not(:last-child) .name{display:none}
.mogel-fan>.mogel-card.small+.mogel-card.small{margin-left:-26px}
.mogel-card.small .value,.mogel-card.small .letter{font-size:18px;line-height:20px}
.mogel-card.small .name{font-size:8px}
</style>
"""


def luminance(colour: str) -> float:
    """Relative luminance (WCAG 2) of "#RRGGBB", 0 (black) .. 1 (white)."""
    channels = []
    for i in (1, 3, 5):
        c = int(colour[i:i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two "#RRGGBB" colours, 1 .. 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_on(colour: str) -> str:
    """Black or white, whichever reads better on `colour`."""
    return INK if contrast(INK, colour) >= contrast(PAPER, colour) else PAPER


def kind_colours(kinds: Sequence[str]) -> Dict[str, str]:
    """One Okabe-Ito colour per card kind, in the order given (the palette repeats after 8)."""
    return {kind: OKABE_ITO[i % len(OKABE_ITO)] for i, kind in enumerate(kinds)}


def card_html(kind, value, name: str, colour: str = "#0072B2", *, small: bool = False,
              fresh: bool = False, number_kind: bool = False, icon: Optional[str] = None,
              key: Optional[str] = None, down: bool = False, down_label: str = "face down") -> str:
    """One face-up card: value band, icon (or the value for a plain number card, or a letter), name.

    kind: the rules' card kind (None for a card of no kind); value: shown as text in the band
    (None or "": no value); name: the caption (a display name or `shown as:` text, in the
    chosen language); colour: "#RRGGBB" of the band and border; icon: a short symbol for the
    middle (from the rules' look, mogel.widgets.faces), else the value when `number_kind`,
    else the caption's first letter; key: the words of `data-face` (default "KIND VALUE");
    down: the card lies face down and is shown to a seat that may see it (the seat that laid
    it, or the all-seeing view): drawn with a dashed border on a hatched ground (a back's
    pattern, lightly), `down_label` added to its aria-label.  Every
    text is escaped.  The element carries `data-face` and an aria-label for tests and screen
    readers.
    """
    ink = text_on(colour)
    value = "" if value is None else str(value)
    label = name if not value or value in name.split() else f"{name} {value}"
    if down:
        label = f"{label} ({down_label})"
    label = escape(label)
    if icon:
        middle = f'<span class="glyph" aria-hidden="true">{escape(icon)}</span>'
    elif number_kind and value:
        middle = f'<span class="value">{escape(value)}</span>'
    else:
        middle = f'<span class="letter">{escape(name[:1].upper() or "?")}</span>'
    classes = "mogel-card" + (" small" if small else "") + (" fresh" if fresh else "") + (" down" if down else "")
    key = key if key is not None else " ".join(str(p) for p in (kind, value) if p not in (None, ""))
    return (f'<div class="{classes}" data-face="{escape(key)}" role="img" '
            f'aria-label="{label}" title="{label}" style="border-color:{colour}">'
            f'<div class="band" style="background:{colour};color:{ink}"><span>{escape(value)}</span>'
            f'<span>{escape(value)}</span></div>{middle}'
            f'<div class="name">{escape(name)}</div></div>')


def back_html(small: bool = False, label: str = "face-down card") -> str:
    """One face-down card; it holds no kind, value or id."""
    classes = "mogel-card back" + (" small" if small else "")
    return f'<div class="{classes}" role="img" aria-label="{escape(label)}"><span>?</span></div>'


def pile_html(count: int, label: str, small: bool = True) -> str:
    """A face-down pile: one back with the number of cards as text ("23 cards")."""
    if count == 0:
        return f'<div class="mogel-empty">{escape(label)}: 0</div>'
    return back_html(small, f"{label}: {count}") + f'<div class="mogel-count">{count}</div>'
