"""A token copy of a card imprinted told as play: "if I were to imprint my Soul Foundry with a
Clone ... then do the said Soul Foundry Clone combo, then Cloned Phage" (foundry_copies.py).

A part of the reader's words (bot/core/rulings/lexicon/__init__.py): the `CopyWords` the
`Lexicon` is made of, and English's."""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.rulings.lexicon.word_lists import phrases_of, words_of


@dataclass(frozen=True)
class CopyWords:
    """The words of one language that tell a token copy of an imprinted card made: each field
    by what it does in a question."""

    # I "imprint" my Soul Foundry "with" a Clone
    imprint_verbs: tuple[str, ...]
    # if I "were to" imprint it ...: supposed, read as done ("could", "would" stay as written)
    copy_supposing: tuple[str, ...]
    imprint_on_with: tuple[str, ...]
    # I "do" "the said" Soul Foundry Clone "combo", "then" ...: the card used, its copy told next
    foundry_uses: tuple[str, ...]
    foundry_said: tuple[str, ...]
    foundry_nouns: tuple[str, ...]
    foundry_joins: tuple[str, ...]  # ... combo, "and" then ...
    # "Clone"+"d" Phage: a copying card's name said as a verb, with its endings
    copy_name_endings: tuple[str, ...]


ENGLISH_COPIES = CopyWords(
    imprint_verbs=words_of("imprint imprints imprinted"),
    imprint_on_with=words_of("with"),
    copy_supposing=phrases_of("were to, was to"),
    foundry_uses=words_of("do does did use uses used activate activates activated"),
    foundry_said=phrases_of("the said, the, that, this, my, said"),
    foundry_nouns=words_of("combo combination ability trick"),
    foundry_joins=words_of("and"),
    copy_name_endings=words_of("s d ed"),
)
