"""Cards as small HTML cards with an inline SVG icon: readable without colour, Okabe-Ito colours.

Each face-up card shows its value as text (top corner and centre), its kind's display name
as a caption and an icon (or, for a kind without an icon, its first letter), so colour is a
help, never the only cue.  Colours come from the Okabe-Ito palette (Okabe & Ito 2008, "Color
Universal Design"), one per card kind in the order of the rules' `card` blocks; text on a
coloured band is black or white, whichever contrasts more (always >= 4.5:1, WCAG 2 AA).

A face-down card is a plain back marked "face-down card": it carries no kind, value or id,
so a seat's view of another hand leaks nothing in its HTML.

    html = card_html("spider", 3, "spider")          # one face-up card
    html = back_html()                               # one face-down card
    CARD_CSS                                         # the <style> block the cards need
"""

from __future__ import annotations

from html import escape
from typing import Dict, Sequence, Tuple

# Okabe-Ito: blue, vermillion, bluish green, orange, reddish purple, black, sky blue, yellow
# (ordered so that the first six kinds get clearly different hues).
OKABE_ITO: Tuple[str, ...] = ("#0072B2", "#D55E00", "#009E73", "#E69F00", "#CC79A7", "#000000",
                              "#56B4E9", "#F0E442")
INK = "#000000"
PAPER = "#FFFFFF"
BACK = "#3B3B3B"

# Small icons, 24x24, drawn with the current text colour.  A view-level theme for the kinds of
# Mogel Motte; any other kind gets its first letter instead, so a new card needs no Python.
_LEGS = "".join(f'<path d="M{12 - s * 3} {y} L{12 - s * 8} {y - 3 + d} L{12 - s * 11} {y + d}"/>'
                for s in (1, -1) for y, d in ((10, -2), (12, 0), (14, 2), (16, 4)))
ICONS: Dict[str, str] = {
    "spider": f'<circle cx="12" cy="13" r="4" fill="currentColor"/><circle cx="12" cy="8" r="2.2" '
              f'fill="currentColor"/>{_LEGS}',
    "mosquito": '<path d="M12 6 L12 19"/><path d="M12 6 L12 2"/><ellipse cx="7" cy="10" rx="5" ry="2.5" '
                'transform="rotate(-25 7 10)"/><ellipse cx="17" cy="10" rx="5" ry="2.5" '
                'transform="rotate(25 17 10)"/><path d="M11 14 L6 20 M13 14 L18 20"/>',
    "cockroach": '<ellipse cx="12" cy="14" rx="5" ry="7" fill="currentColor"/><circle cx="12" cy="6" r="2"/>'
                 '<path d="M11 5 Q7 1 3 2 M13 5 Q17 1 21 2"/><path d="M7 12 L3 10 M7 15 L3 16 M7 18 L4 21 '
                 'M17 12 L21 10 M17 15 L21 16 M17 18 L20 21"/>',
    "ant": '<circle cx="12" cy="5" r="2.3" fill="currentColor"/><circle cx="12" cy="10.5" r="2.3" '
           'fill="currentColor"/><ellipse cx="12" cy="17.5" rx="3.2" ry="4" fill="currentColor"/>'
           '<path d="M11 3 L8 0.5 M13 3 L16 0.5 M10 10 L5 7 M10 11 L4 12 M10 12 L5 16 M14 10 L19 7 '
           'M14 11 L20 12 M14 12 L19 16"/>',
    "moth": '<path d="M12 5 L12 20" stroke-width="2.5"/><path d="M12 8 L3 3 L5 13 Z M12 8 L21 3 L19 13 Z" '
            'fill="currentColor"/><path d="M12 13 L6 19 L8 13 Z M12 13 L18 19 L16 13 Z" fill="currentColor"/>',
}

CARD_CSS = """
<style>
.mogel-card{display:inline-flex;flex-direction:column;justify-content:space-between;align-items:center;
 box-sizing:border-box;width:58px;height:80px;margin:2px;border-radius:6px;border:3px solid #000;
 background:#FFFFFF;color:#000000;font:12px/1.15 system-ui,-apple-system,'Segoe UI',Arial,sans-serif;
 vertical-align:top;overflow:hidden;text-align:center}
.mogel-card .band{width:100%;font-weight:700;font-size:13px;padding:1px 0;display:flex;
 justify-content:space-between;box-sizing:border-box;padding:1px 4px}
.mogel-card .icon{width:28px;height:28px;stroke:currentColor;fill:none;stroke-width:1.4;
 stroke-linecap:round}
.mogel-card .letter{font-size:22px;font-weight:800;line-height:28px}
.mogel-card .value{font-size:22px;font-weight:800;line-height:28px}
.mogel-card .name{font-size:9px;padding:0 1px 2px 1px;overflow-wrap:anywhere;max-height:22px;overflow:hidden}
.mogel-card.back{background:repeating-linear-gradient(45deg,#3B3B3B 0 6px,#5A5A5A 6px 12px);
 border-color:#3B3B3B;justify-content:center;color:#FFFFFF}
.mogel-card.back span{background:#3B3B3B;padding:1px 3px;border-radius:3px;font-size:10px}
.mogel-card.fresh{outline:3px dashed #000;outline-offset:1px}
.mogel-card.small{width:46px;height:66px}
.mogel-card.small .icon{width:20px;height:20px}
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


def card_html(kind: str, value, name: str, colour: str = "#0072B2", *, small: bool = False,
              fresh: bool = False, number_kind: bool = False) -> str:
    """One face-up card: value band, icon (or letter, or the value for a plain number card), name.

    kind: the rules' card kind (selects the icon); value: shown as text; name: the caption
    (the kind's display name in the chosen language); colour: "#RRGGBB" of the band and
    border.  The element carries `data-face="KIND VALUE"` and an aria-label for tests and
    screen readers.
    """
    ink = text_on(colour)
    label = escape(f"{name} {value}")
    if kind in ICONS:
        middle = f'<svg class="icon" viewBox="0 0 24 24" aria-hidden="true">{ICONS[kind]}</svg>'
    elif number_kind:
        middle = f'<span class="value">{escape(str(value))}</span>'
    else:
        middle = f'<span class="letter">{escape(name[:1].upper() or "?")}</span>'
    classes = "mogel-card" + (" small" if small else "") + (" fresh" if fresh else "")
    return (f'<div class="{classes}" data-face="{escape(kind)} {escape(str(value))}" role="img" '
            f'aria-label="{label}" title="{label}" style="border-color:{colour}">'
            f'<div class="band" style="background:{colour};color:{ink}"><span>{escape(str(value))}</span>'
            f'<span>{escape(str(value))}</span></div>{middle}'
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
