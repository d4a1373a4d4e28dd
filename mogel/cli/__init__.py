"""The command line: `mogel check | play | replay | variants | simulate | games | app`.

Owns the commands (`commands.main`) and their arguments (`arguments.parser`), what the process
does with its streams and signals (`streams`: plain letters where the output's encoding lacks a
character, Ctrl-C held while a file is written) and the command's own words in English and
German (`text`).  It may import every stage.  This file imports nothing, so that
`mogel.__main__` can read `text` while the rest is still loading.
"""
