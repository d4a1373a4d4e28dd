"""Every message of the language stage (syntax errors in words), in English and German.

`SAY(id, **fields)` fills one in as a `mogel.errors.Said` (mogel.errors.Catalogue: an entry
without its German cannot be made).  The quoted words of the rules language stay as they are
written in both languages (`'otherwise'`, `'card joker:'`): a rules file is written in them.
The German speaks to the learner with "du", as the German narration and widgets do.
"""

from __future__ import annotations

from ..errors import Catalogue

SAY = Catalogue({
    # mogel.language.parser: limits, and lark failing on odd input
    "cannot_read": ("cannot read the rules: {error}", "die Regeln lassen sich nicht lesen: {error}"),
    "line_too_long": ("this line is longer than {most} characters: split it (a 'define' can hold part of an expression)",
                      "diese Zeile ist länger als {most} Zeichen: teile sie auf (ein 'define' kann einen Teil eines "
                      "Ausdrucks aufnehmen)"),
    "too_many_lines": ("the rules go on past line {most}: a rules file holds at most {most} lines (a whole game is a "
                       "few hundred)",
                       "die Regeln gehen über Zeile {most} hinaus: eine Regeldatei hat höchstens {most} Zeilen (ein "
                       "ganzes Spiel hat einige hundert)"),
    "brackets_too_deep": ("brackets nested more than {most} deep: split the expression into smaller 'define's",
                          "Klammern sind mehr als {most} tief verschachtelt: teile den Ausdruck in kleinere "
                          "'define's auf"),
    "too_deep": ("this is nested too deeply (more than {most} levels of blocks, operators, calls and brackets one "
                 "inside another): split it into smaller 'define's or blocks",
                 "das ist zu tief verschachtelt (mehr als {most} Ebenen von Blöcken, Operatoren, Aufrufen und "
                 "Klammern ineinander): teile es in kleinere 'define's oder Blöcke auf"),
    "chain_too_long": ("this chain of '{word}'s has more than {most} terms: split it into smaller 'define's",
                       "diese Kette von '{word}' hat mehr als {most} Glieder: teile sie in kleinere 'define's auf"),
    "number_too_large": ("this number is too large (more than {most} digits)",
                         "diese Zahl ist zu groß (mehr als {most} Ziffern)"),
    "control_character": ("this text holds a control character (U+{code}), which could change what a terminal or a "
                          "page shows: remove it",
                          "dieser Text enthält ein Steuerzeichen (U+{code}), das verändern könnte, was ein Terminal "
                          "oder eine Seite zeigt: entferne es"),
    # mogel.language.build
    "set_twice": ("'{prop}' is set twice in this block", "'{prop}' ist in diesem Block zweimal gesetzt"),
    "range_backwards": ("write a range of values as '{high} to {low}', lowest first (not '{low} to {high}')",
                        "schreib einen Wertebereich als '{high} to {low}', den kleinsten zuerst (nicht "
                        "'{low} to {high}')"),
    "expect_under": ("an 'expect warning:' indented under a statement acknowledges what the 'where' of a play, a "
                     "gift, a 'move ... chosen by' or a choice of a player or value gives away; this statement has "
                     "none: acknowledge a 'set' in its variable's block",
                     "ein eingerücktes 'expect warning:' unter einer Anweisung bestätigt, was das 'where' eines "
                     "Ausspielens, eines Gebens, eines 'move ... chosen by' oder einer Wahl eines Spielers oder "
                     "Werts verrät; diese Anweisung hat keins: bestätige ein 'set' im Block seiner Variable"),
    # mogel.language.messages: what lark expected, in words
    "t_nl": ("the end of the line", "das Zeilenende"),
    "t_indent": ("an indented block", "ein eingerückter Block"),
    "t_dedent": ("the end of the block", "das Ende des Blocks"),
    "t_end": ("the end of the file", "das Dateiende"),
    "t_name": ("a name", "ein Name"),
    "t_int": ("a number", "eine Zahl"),
    "t_percent": ("a percentage such as 50%", "ein Prozentwert wie 50%"),
    "t_string": ('a quoted text such as "draw pile"', 'ein Text in Anführungszeichen wie "draw pile"'),
    "t_modal": ("'may' or 'must'", "'may' oder 'must'"),
    "t_pick": ("'fastest' or 'slowest'", "'fastest' oder 'slowest'"),
    "t_gender": ("'der', 'die' or 'das'", "'der', 'die' oder 'das'"),
    "t_another": ("another word", "ein anderes Wort"),
    "t_indentation": ("a change of indentation", "eine andere Einrückung"),
    "t_expression": ("an expression (a name, a number, '(' ...)", "ein Ausdruck (ein Name, eine Zahl, '(' ...)"),
    "t_operator": ("an operator (+, -, and, or, where ...) or the end of the line",
                   "ein Operator (+, -, and, or, where ...) oder das Zeilenende"),
    "expected": ("expected {wanted}{after}, not {found}", "erwartet: {wanted}{after}, nicht {found}"),
    "after_word": (" after '{word}'", " nach '{word}'"),
    "expected_block": ("expected a block such as 'card NAME:' or 'zone NAME:', not {found}",
                       "erwartet: ein Block wie 'card NAME:' oder 'zone NAME:', nicht {found}"),
    "file_ends": ("the file ends in the middle of a rule", "die Datei endet mitten in einer Regel"),
    "too_deep_line": ("this line is indented deeper than the lines of its block: line it up with them{hint}",
                      "diese Zeile ist tiefer eingerückt als die Zeilen ihres Blocks: richte sie an ihnen aus{hint}"),
    "never_closed": ("this '{bracket}' is never closed", "die Klammer '{bracket}' wird nie geschlossen"),
    "quietly_what": ("'quietly' goes with 'set' and 'goes next' (as in 'quietly set wished = ...', 'quietly active "
                     "goes next'): '{word}' is always told, so write it without 'quietly'",
                     "'quietly' gehört zu 'set' und 'goes next' (wie in 'quietly set wished = ...', 'quietly active "
                     "goes next'): '{word}' wird immer erzählt, also schreib es ohne 'quietly'"),
    # the most common mistakes (messages.TAILORED)
    "header_colon": ("a block header ends with ':', as in 'card joker:'",
                     "ein Blockkopf endet mit ':', wie in 'card joker:'"),
    "property_colon": ("write a property as 'name: value', with a colon",
                       "schreib eine Eigenschaft als 'name: value', mit Doppelpunkt"),
    "chained_compare": ("comparisons do not chain: write 'a < b and b < c'",
                        "Vergleiche lassen sich nicht verketten: schreib 'a < b and b < c'"),
    "double_equals": ("compare with a single '=' (there is no '==')",
                      "vergleiche mit einem einfachen '=' (es gibt kein '==')"),
    "add_to": ("there is no '+=' or '-=': a variable changes by a 'set' of its new value, 'set X = X + 1' "
               "('set tricks of w = tricks of w + 1')",
               "es gibt kein '+=' oder '-=': eine Variable ändert sich durch ein 'set' ihres neuen Werts, "
               "'set X = X + 1' ('set tricks of w = tricks of w + 1')"),
    "how_many_cards": ("say how many cards: '1 card from hand', '2 cards from draw'",
                       "sag, wie viele Karten: '1 card from hand', '2 cards from draw'"),
    "else_if": ("write 'else:' and put the 'if' on the next line, indented (there is no 'else if')",
                "schreib 'else:' und setz das 'if' eingerückt in die nächste Zeile (es gibt kein 'else if')"),
    "to_counts": ("'to' counts go with 'plays', 'gives' and 'move ... chosen by': 'draws', 'takes' and 'deal' take "
                  "a number of cards",
                  "Anzahlen mit 'to' gehen mit 'plays', 'gives' und 'move ... chosen by': 'draws', 'takes' und "
                  "'deal' nehmen eine feste Anzahl Karten"),
    "range_words": ("write a range of numbers as '3 to 5'", "schreib einen Zahlenbereich als '3 to 5'"),
    "per_player_first": ("'per player' comes before 'reset': 'variable stake = 10, per player, reset each round'",
                         "'per player' steht vor 'reset': 'variable stake = 10, per player, reset each round'"),
    "per_player_alone": ("in a variable's block 'per player' stands alone on its line, with no ':' or value",
                         "im Block einer Variable steht 'per player' allein auf seiner Zeile, ohne ':' oder Wert"),
    "quiet_choice": ("a choice is always told to the table: drop 'quietly' before 'set ... = ... chooses'",
                     "eine Wahl wird dem Tisch immer gesagt: lass 'quietly' vor 'set ... = ... chooses' weg"),
    "variant_description": ("a variant starts with its one-line 'description: \"...\"'",
                            "eine Variante beginnt mit ihrer einzeiligen 'description: \"...\"'"),
    # a character the language has no use for (messages.CHARACTERS)
    "c_quote": ("texts are written in double quotes: \"draw pile\"",
                "Texte stehen in doppelten Anführungszeichen: \"draw pile\""),
    "c_and": ("write 'and', not '&'", "schreib 'and', nicht '&'"),
    "c_or": ("write 'or', not '|'", "schreib 'or', nicht '|'"),
    "c_not": ("write 'not', or '!=' for 'is not equal to'", "schreib 'not', oder '!=' für 'ist ungleich'"),
    "c_tab": ("a tab in the middle of a line: use spaces", "ein Tabulator mitten in der Zeile: nimm Leerzeichen"),
    "c_tab_first": ("the first line starts with a tab: start it at the left edge, with no indent",
                    "die erste Zeile beginnt mit einem Tabulator: lass sie ganz links beginnen, ohne Einrückung"),
    "c_bracket": ("sets are written with braces: {{1, 4}}", "Mengen stehen in geschweiften Klammern: {{1, 4}}"),
    "c_semicolon": ("one statement per line, without ';'", "eine Anweisung pro Zeile, ohne ';'"),
    "c_percent": ("write 'mod' for the remainder of a division, as in '(a - b) mod 5' ('%' follows a number: '50%')",
                  "schreib 'mod' für den Rest einer Division, wie in '(a - b) mod 5' ('%' steht nur hinter einer "
                  "Zahl: '50%')"),
    "c_slash": ("there is no division: write the number it gives ('5', not '10 / 2'), or multiply the other side "
                "('2 * a > b', not 'a > b / 2'); 'mod' gives the remainder of a division",
                "es gibt keine Division: schreib die Zahl, die herauskommt ('5', nicht '10 / 2'), oder multipliziere "
                "die andere Seite ('2 * a > b', nicht 'a > b / 2'); 'mod' gibt den Rest einer Division"),
    # mogel.language.plain.odd_character
    "c_odd_space": ("a {name} (U+{code}) stands here, which looks like a space but is none: type an ordinary space",
                    "hier steht ein Sonderzeichen (U+{code}, {name}), das wie ein Leerzeichen aussieht, aber keins "
                    "ist: tipp ein gewöhnliches Leerzeichen"),
    "c_invisible": ("an invisible character (U+{code}, {name}) stands here, often copied along with text from a web "
                    "page: delete it",
                    "hier steht ein unsichtbares Zeichen (U+{code}, {name}), oft mit Text aus einer Webseite "
                    "mitkopiert: lösch es"),
    "c_wide": ("'{char}' is a full-width '{plain}' (U+{code}): type the ordinary '{plain}'",
               "'{char}' ist ein breites '{plain}' (U+{code}): tipp ein gewöhnliches '{plain}'"),
    "c_digit": ("'{char}' is no digit of the rules language: numbers are written with 0-9",
                "'{char}' ist keine Ziffer der Regelsprache: Zahlen schreibt man mit 0-9"),
    "c_letter": ("'{char}' cannot stand in a name: names are written with a-z, 0-9 and _{hint}; a text in quotes "
                 "(a display name) may hold any letter",
                 "'{char}' darf in keinem Namen stehen: Namen schreibt man mit a-z, 0-9 und _{hint}; ein Text in "
                 "Anführungszeichen (ein Anzeigename) darf jeden Buchstaben enthalten"),
    "c_letter_as": (" (write '{spelled}' for '{char}')", " (schreib '{spelled}' für '{char}')"),
    "c_unexpected": ("unexpected character {char}", "unerwartetes Zeichen {char}"),
    "c_capital": ("unexpected capital letter {char}: names are written in lower case",
                  "unerwarteter Großbuchstabe {char}: Namen werden kleingeschrieben"),
    "c_curly": ('write texts in plain double quotes "..." (not curly quotes, as word processors make)',
                'schreib Texte in einfachen doppelten Anführungszeichen "..." (keine typografischen, wie sie '
                'Textverarbeitungen machen)'),
    "c_open_text": ('a text ends on the line it starts: close it with " on this line',
                    'ein Text endet in der Zeile, in der er beginnt: schließ ihn mit " in dieser Zeile'),
    # messages._common_mistake and its neighbours
    "unknown_block": ("unknown block '{word}'{hint}", "unbekannter Block '{word}'{hint}"),
    "whole_numbers": ("numbers are whole numbers: '{number}' is not one", "Zahlen sind ganze Zahlen: '{number}' ist keine"),
    "else_after_if": ("'else:' belongs right after the block of an 'if', at the same indentation as the 'if'",
                      "'else:' gehört direkt hinter den Block eines 'if', genauso eingerückt wie das 'if'"),
    "variants_nest": ("variants do not nest: write each variant at the left margin, after the end of the one before",
                      "Varianten lassen sich nicht verschachteln: schreib jede Variante an den linken Rand, nach dem "
                      "Ende der vorigen"),
    "language_first": ("give the language first: name: en {text}", "nenne zuerst die Sprache: name: en {text}"),
    "language_first_race": ("give the language first, as in (en {text})", "nenne zuerst die Sprache, wie in (en {text})"),
    "unquoted_description": ('a description is a text in double quotes, as in description: "two rounds" (or a text '
                             'per language: en "two rounds", de "zwei Runden")',
                             'eine Beschreibung ist ein Text in doppelten Anführungszeichen, wie in description: '
                             '"two rounds" (oder ein Text pro Sprache: en "two rounds", de "zwei Runden")'),
    # mogel.language.words
    "unknown_word": ("unknown word '{word}'{hint}", "unbekanntes Wort '{word}'{hint}"),
    "unknown_statement_word": ("unknown word '{word}': a statement starts with the player who acts ('active draws 1 "
                               "card from draw') or with one of {words}",
                               "unbekanntes Wort '{word}': eine Anweisung beginnt mit dem Spieler, der handelt "
                               "('active draws 1 card from draw'), oder mit einem von {words}"),
    "text_not_closed": ('this text is not closed: end it with " (as it is, the text runs on to the next ")',
                        'dieser Text ist nicht geschlossen: beende ihn mit " (so läuft der Text bis zum nächsten ")'),
    "after_backslash": ("nothing may follow the \\ that continues a line (not even a comment)",
                        "hinter dem \\, der eine Zeile fortsetzt, darf nichts stehen (auch kein Kommentar)"),
    "continue_hint": (" (to continue an expression on the next line, end the line with \\)",
                      " (um einen Ausdruck in der nächsten Zeile fortzusetzen, beende die Zeile mit \\)"),
    "stray_otherwise": ("'otherwise' belongs right after a statement in which a player acts ('active must play "
                        "...'), at the same indentation as that statement",
                        "'otherwise' gehört direkt hinter eine Anweisung, in der ein Spieler handelt ('active must "
                        "play ...'), genauso eingerückt wie diese Anweisung"),
    "if_brackets": ("a value chosen with 'if' needs brackets here: write '(A if TEST else B)'",
                    "ein mit 'if' gewählter Wert braucht hier Klammern: schreib '(A if TEST else B)'"),
    "else_for_otherwise": ("after a statement in which a player acts, write 'otherwise', not 'else' ('else:' follows "
                           "the block of an 'if')",
                           "hinter einer Anweisung, in der ein Spieler handelt, schreib 'otherwise', nicht 'else' "
                           "('else:' folgt dem Block eines 'if')"),
    "block_on_header": ("only a statement of one line may stand on the line of '{header}:'; a choice, 'if', 'for "
                        "each', 'race' and 'repeat' go on the next line, indented under it",
                        "in der Zeile von '{header}:' darf nur eine einzeilige Anweisung stehen; eine Wahl, 'if', "
                        "'for each', 'race' und 'repeat' kommen eingerückt in die nächste Zeile"),
    "escaped_quote": ("a text cannot hold a double quote, not even as \\\": write single quotes inside it{shown} or "
                      "use other words",
                      "ein Text kann kein doppeltes Anführungszeichen enthalten, auch nicht als \\\": nimm darin "
                      "einfache Anführungszeichen{shown} oder andere Wörter"),
    "name_language": ('give each name its language, after a comma: en "owl", de "Eule"',
                      'gib jedem Namen seine Sprache, nach einem Komma: en "owl", de "Eule"'),
    "quote_ends_text": ('this double quote ends the text "{text}" before \'{word}\': a text cannot hold a double '
                        'quote; remove it, or write single quotes inside the text',
                        'dieses doppelte Anführungszeichen beendet den Text "{text}" vor \'{word}\': ein Text kann '
                        'kein doppeltes Anführungszeichen enthalten; entferne es, oder nimm im Text einfache '
                        'Anführungszeichen'),
    "stray_quote": ('a stray double quote after the text "{text}": remove it',
                    'ein überzähliges doppeltes Anführungszeichen hinter dem Text "{text}": entferne es'),
    "article_only": ("after a name only the article of a German name may follow, the one of its gender (de "
                     "\"{name}\" der, die or das), or 'plural' after a plural noun, not '{word}'; between two names "
                     "put a comma",
                     "hinter einem Namen darf nur der Artikel eines deutschen Namens stehen, der seines Geschlechts "
                     "(de \"{name}\" der, die oder das), oder 'plural' hinter einem Wort in der Mehrzahl, nicht "
                     "'{word}'; zwischen zwei Namen gehört ein Komma"),
    "missing_comma": ("put a comma between the names of two languages{example}",
                      "setz ein Komma zwischen die Namen zweier Sprachen{example}"),
    "continued": ("this \\ continues the line onto the next one, but {why}",
                  "dieser \\ setzt die Zeile in der nächsten fort, aber {why}"),
    "continued_end": ("the file ends here: remove the \\", "hier endet die Datei: entferne den \\"),
    "continued_blank": ("the next line is blank: remove the blank line, or the \\ if the line is complete",
                        "die nächste Zeile ist leer: entferne die Leerzeile, oder den \\, wenn die Zeile vollständig "
                        "ist"),
    "continued_comment": ("the next line is a comment, which cannot stand inside a continued line: move it above, "
                          "or remove the \\ if the line is complete",
                          "die nächste Zeile ist ein Kommentar, der nicht in einer fortgesetzten Zeile stehen kann: "
                          "setz ihn darüber, oder entferne den \\, wenn die Zeile vollständig ist"),
    # mogel.language.grammar: indentation
    "spaces": ("{n} spaces", "{n} Leerzeichen"), "space": ("{n} space", "{n} Leerzeichen"),
    "block_lines": ("the lines of a block are indented under its header (4 spaces)",
                    "die Zeilen eines Blocks stehen eingerückt unter ihrem Kopf (4 Leerzeichen)"),
    "no_block": ("this line's indentation matches no block above it",
                 "die Einrückung dieser Zeile passt zu keinem Block darüber"),
    "unlike": ("this line is indented {first} more than its header, and line {number} of the same block {rest}: the "
               "lines of a block are indented 4 spaces under its header, all alike",
               "diese Zeile ist {first} tiefer eingerückt als ihr Kopf, und Zeile {number} desselben Blocks {rest}: "
               "die Zeilen eines Blocks stehen 4 Leerzeichen unter ihrem Kopf, alle gleich"),
    "like_line": (", like line {line}", ", wie Zeile {line}"),
    "indent_it": ("indent it {n} spaces{like}", "rück sie {n} Leerzeichen ein{like}"),
    "left_margin": ("start it at the left margin{like}", "beginne sie am linken Rand{like}"),
    "less": ("less", "weniger"), "more": ("more", "mehr"),
    "indented_off": ("this line is indented {spaces} {than} than the lines of its block: {where}",
                     "diese Zeile ist {spaces} {than} eingerückt als die Zeilen ihres Blocks: {where}"),
    "tab_lead": ("this line is indented with a tab, which counts as 4 spaces: the line is {width} spaces in",
                 "diese Zeile ist mit einem Tabulator eingerückt, der als 4 Leerzeichen zählt: die Zeile steht "
                 "{width} Leerzeichen tief"),
    "as_many_as_line": ("as many as line {line} above it", "so viele wie Zeile {line} darüber"),
    "and_line": ("and line {line} above it {width}", "und Zeile {line} darüber {width}"),
    "mixed_tab": ("{lead}, {where}; indent with spaces only", "{lead}, {where}; rück nur mit Leerzeichen ein"),
    "as_many_as_header": ("as many as its header on line {line}", "so viele wie ihr Kopf in Zeile {line}"),
    "less_than_header": ("less than its header on line {line} ({width})", "weniger als ihr Kopf in Zeile {line} ({width})"),
    "tab_under_header": ("{lead}, {where}, and the lines of a block are indented 4 spaces under it; indent with "
                         "spaces only",
                         "{lead}, {where}, und die Zeilen eines Blocks stehen 4 Leerzeichen darunter; rück nur mit "
                         "Leerzeichen ein"),
    "tab_line_above": ("line {line} above it is {width} in ({wide} with tabs 8 wide)",
                       "Zeile {line} darüber steht {width} tief ({wide} bei Tabulatoren 8 breit)"),
    "tab_line_below": ("line {line} below it is {width} in ({wide} with tabs 8 wide)",
                       "Zeile {line} darunter steht {width} tief ({wide} bei Tabulatoren 8 breit)"),
    "tab_top_level": ("the left margin is at 0", "der linke Rand ist bei 0"),
    "tab_width": ("{lead}, but an editor showing tabs 8 wide shows it {wide} in, and {above}: the tab width decides "
                  "which block it belongs to; indent with spaces only",
                  "{lead}, aber ein Editor, der Tabulatoren 8 breit zeigt, zeigt sie {wide} tief, und {above}: die "
                  "Tabulatorbreite entscheidet, zu welchem Block sie gehört; rück nur mit Leerzeichen ein"),
    "under_header": ("this line is indented less than its header: {block}",
                     "diese Zeile ist weniger eingerückt als ihr Kopf: {block}"),
    # mogel.language.plain
    "digits": ("write numbers as digits: '{number}', not '{word}'", "schreib Zahlen als Ziffern: '{number}', nicht '{word}'"),
    "digits_card": ("write numbers as digits: '1 card', not '{word} card'",
                    "schreib Zahlen als Ziffern: '1 card', nicht '{word} card'"),
    "the_leave": ("there is no 'the' in the rules language: leave it out",
                  "in der Regelsprache gibt es kein 'the': lass es weg"),
    "the_write": ("there is no 'the' in the rules language: write '{written}'",
                  "in der Regelsprache gibt es kein 'the': schreib '{written}'"),
    # mogel.language.plain: words of the language as names
    "reserved": ("'{name}' is a word of the language: choose another name {what}",
                 "'{name}' ist ein Wort der Sprache: wähl einen anderen Namen {what}"),
    "reserved_literal": ("'{name}' is a truth value of the language: choose another name {what}",
                         "'{name}' ist ein Wahrheitswert der Sprache: wähl einen anderen Namen {what}"),
    "for_define": ("for this definition", "für diese Definition"), "for_zone": ("for this zone", "für diese Zone"),
    "for_card": ("for this card kind", "für diese Kartenart"), "for_role": ("for this role", "für diese Rolle"),
    "for_variable": ("for this variable", "für diese Variable"),
    "for_procedure": ("for this procedure", "für diese Prozedur"),
    "for_parameter": ("for this parameter", "für diesen Parameter"), "for_tag": ("for this tag", "für dieses Merkmal"),
    "after_let": ("after 'let'", "hinter 'let'"), "after_as": ("after 'as'", "hinter 'as'"),
    # mogel.language.procedures
    "runs_itself": ("procedure '{name}' runs itself: {how}; a procedure cannot run itself, not even through others "
                    "(for a loop, write 'repeat')",
                    "Prozedur '{name}' führt sich selbst aus: {how}; eine Prozedur kann sich nicht selbst ausführen, "
                    "auch nicht über andere (für eine Schleife schreib 'repeat')"),
    "does_itself": ("it does itself in its own statements", "sie führt sich in ihren eigenen Anweisungen selbst aus"),
    "does": ("'{name}' does '{other}'", "'{name}' führt '{other}' aus"),
    "which_does": ("does '{name}'", "'{name}' ausführt"), "which": (", which ", ", das "),
    "nests_deep": ("procedure '{name}', with the procedures it does written out in it, nests {depth} blocks deep: at "
                   "most {most}; do fewer procedures inside one another",
                   "Prozedur '{name}' ist, mit den Prozeduren, die sie ausführt, ausgeschrieben, {depth} Blöcke tief "
                   "verschachtelt: höchstens {most}; führe weniger Prozeduren ineinander aus"),
    "too_large": ("procedure '{name}', with the procedures it does written out in it, has {size} statements: at most "
                  "{most}; a procedure that does others several times multiplies them",
                  "Prozedur '{name}' hat, mit den Prozeduren, die sie ausführt, ausgeschrieben, {size} Anweisungen: "
                  "höchstens {most}; eine Prozedur, die andere mehrmals ausführt, vervielfacht sie"),
})
