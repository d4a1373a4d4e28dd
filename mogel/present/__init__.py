"""The present stage: events and rules -> what people read.

Owns what one seat may see (`views.PlayerView`, `Visibility`), the narration in English and
German (`narrate.Narrator`), JSON Lines logs and atomic file writes (`log`), and the rules text
shown part by part and highlighted (`show.show_rules`, the Pygments lexer in `highlight`).  It
may import `mogel.errors` and the stages before it; it never plays a game itself.
"""
