# ruff: noqa: RUF001  (Japanese full-width punctuation is what the answer says)
"""A quick ruling's answer in the reader's language (issue 34, "Rulings"), through discord.py:
a private answer in the asker's Discord locale, a public one in the server's language, a
refusal in the asker's language that says situations are read in English; players' and
cards' names and rule numbers kept; the longest answer within Discord's limits in every
language (the harness checks every payload against them)."""

from __future__ import annotations

import re
from functools import cache

import discord
import pytest
from babel.messages.pofile import read_po

from bot.core.languages import Language
from bot.core.messages import Message
from bot.core.rulings import MAX_SITUATION
from bot.faces.i18n import Domain, catalogue_path, template_path, translate
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash
from tests.harness import chat

LOCALES = ("en-US", "es-ES", "pt-BR", "fr", "de", "ja")


async def ruling(arbiter: Arbiter, situation: str, locale: str, *, private: bool = True) -> object:
    return await arbiter.harness.slash(
        "ruling",
        user=arbiter.alice,
        channel=arbiter.table,
        locale=locale,
        options={"situation": situation, "private": private},
    )


def _embed(result: object) -> discord.Embed:
    embeds = result.embeds
    assert embeds, "the answer is an embed"
    return embeds[0]


async def test_a_private_ruling_is_in_the_askers_german_with_names_and_rules_kept(
    arbiter: Arbiter,
) -> None:
    situation = "magic: 3 players: alice, bob, carol. bob is at 0 life"
    result = await ruling(arbiter, situation, "de")
    assert result.ephemeral
    embed = _embed(result)
    text = embed.description or ""
    assert embed.title == "Schnelles Urteil: Das Spiel geht weiter"
    assert text.startswith(
        "**Verstanden** (Magic: The Gathering, 3 Spieler: alice (du), bob, carol):"
    )
    assert "**Ergebnis**:" in text
    assert "• bob verliert das Spiel: sein Lebenspunktestand ist 0 (MTG CR 104.3b" in text
    assert "• carol spielt noch: " in text
    assert "Result" not in text and "still playing" not in text
    # What was understood is said in German too; the situation language is English, and the
    # answer says so in German.
    assert "1. der Lebenspunktestand von bob wird 0" in text
    assert embed.footer.text == (
        "Arbiter liest Situationen auf Englisch: Beschreibe den Moment auf Englisch, z. B. "
        '"magic: alice is at 0 life and an effect says alice wins".'
    )


async def test_a_private_ruling_is_in_the_askers_japanese(arbiter: Arbiter) -> None:
    result = await ruling(arbiter, "magic: bob is at 0 life", "ja")
    embed = _embed(result)
    text = embed.description or ""
    assert embed.title == "クイック裁定：ゲーム終了"
    assert text.startswith("**理解した内容**（Magic: The Gathering、2 人：")
    assert "**結果**：" in text
    assert "• bob はゲームに敗北する：ライフの総量が 0 である（MTG CR 104.3b" in text
    assert embed.footer.text is not None and embed.footer.text.startswith(
        "Arbiter は状況を英語で読みます。"
    )


async def test_an_english_ruling_is_unchanged_and_says_nothing_of_languages(
    arbiter: Arbiter,
) -> None:
    result = await ruling(arbiter, "magic: bob is at 0 life", "en-US")
    embed = _embed(result)
    assert embed.title == "Quick ruling: game over"
    assert "• bob loses: their life total is 0 (MTG CR 104.3b" in (embed.description or "")
    assert embed.footer.text is None


async def test_a_public_ruling_is_in_the_servers_language_not_the_askers(
    arbiter: Arbiter,
) -> None:
    await slash(arbiter, "arbiter config", arbiter.admin, language="de")
    result = await ruling(arbiter, "magic: bob is at 0 life", "ja", private=False)
    assert not result.ephemeral
    embed = _embed(result)
    assert embed.title == "Schnelles Urteil: Das Spiel ist vorbei"
    assert "bob verliert das Spiel" in (embed.description or "")


async def test_a_mention_is_answered_in_the_servers_language(arbiter: Arbiter) -> None:
    """A reply in the channel is public: the server's language (a message has no locale)."""
    await slash(arbiter, "arbiter config", arbiter.admin, language="ja")
    harness = arbiter.harness
    asked = chat.message_payload(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content=f"<@{harness.bot_user.id}> magic: carol is at 0 life",
        mentions=[harness.bot_user],
    )
    (reply,) = await chat.feed(harness, asked)
    embed = reply.embeds[0]
    assert embed.title == "クイック裁定：ゲーム終了"
    assert "• carol はゲームに敗北する：" in (embed.description or "")
    refused = chat.message_payload(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content=f"<@{harness.bot_user.id}> carol concedes",
        mentions=[harness.bot_user],
    )
    (refusal,) = await chat.feed(harness, refused)
    assert (refusal.content or "").startswith("どのゲームですか？")


@pytest.mark.parametrize(
    ("locale", "no_game", "in_english"),
    [
        (
            "de",
            'Welches Spiel? Beginne mit "magic:", "ga:" oder "terrus:"',
            "Arbiter liest Situationen auf Englisch",
        ),
        (
            "ja",
            'どのゲームですか？ "magic:"、"ga:"、"terrus:" のいずれかで始めてください',
            "Arbiter は状況を英語で読みます。",
        ),
    ],
)
async def test_a_refusal_is_in_the_askers_language_and_says_situations_are_english(
    arbiter: Arbiter, locale: str, no_game: str, in_english: str
) -> None:
    refused = await ruling(arbiter, "bob concedes", locale)
    content = refused.content or ""
    assert refused.ephemeral and content.startswith(no_game)
    assert in_english in content
    assert '"magic: alice is at 0 life and an effect says alice wins"' in content
    # A sentence the reader could not read is quoted as written, and the English hint given.
    unread = await ruling(arbiter, "magic: bob flibbers", locale)
    said = unread.content or ""
    assert "bob flibbers" in said and in_english in said


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_longest_answer_fits_discord_in_every_language(
    arbiter: Arbiter, locale: str
) -> None:
    # The harness fails the test on any payload beyond Discord's limits.
    text = "magic: 3 players: alice, bob, carol."
    while len(text) + len(" bob gains 1 life.") <= MAX_SITUATION:
        text += " bob gains 1 life."
    result = await ruling(arbiter, text, locale)
    embed = _embed(result)
    description = embed.description or ""
    assert len(description) <= 4096
    assert "carol" in description.split("\n")[-1]  # the results are never the part cut


async def test_a_ruling_in_a_dm_is_in_the_askers_language(arbiter: Arbiter) -> None:
    """Outside a server only the asker's client says a language: a public /ruling in a DM
    is in it."""
    harness = arbiter.harness
    dm = chat.dm_channel(harness, arbiter.carol)
    payload = chat.dm_slash(
        harness,
        "ruling",
        user=arbiter.carol,
        channel=dm,
        options={"situation": "terrus: bob concedes"},
    )
    payload["locale"] = "fr"
    result = await harness.dispatch(payload).wait()
    embed = _embed(result)
    assert embed.title == "Décision rapide : la partie est terminée"
    assert "(Terrus 5.3a)" in (embed.description or "")


# -- wholly in the reader's language (every surface, every language) --------------------------

# Each Discord locale Arbiter translates, with its catalogue's language.
TRANSLATED_LOCALES = {
    "es-ES": Language.SPANISH,
    "pt-BR": Language.BRAZILIAN_PORTUGUESE,
    "fr": Language.FRENCH,
    "de": Language.GERMAN,
    "ja": Language.JAPANESE,
}
# Said to the asker (alice, or bob by mention): what was understood, their win, the others'
# losses; and a moment decided by timing, with its "Why".
THREE_PLAYERS = (
    "magic: 3 players: me, bob, carol. bob loses 3 life. carol gets 10 poison counters. "
    "bob concedes"
)
TIMING = "magic: I'm at 0 life and an effect says I win"
# Names in the answers (never translated) and the game's title.
NAMES = ("Magic: The Gathering", "alice", "bob", "carol", "dave")


def _words(text: str) -> set[str]:
    return {word.lower() for word in re.findall(r"[A-Za-z]+", text)}


@cache
def _english_only(language: Language) -> frozenset[str]:
    """The words of Arbiter's English sentences (every catalogue's msgids, placeholders
    left out) that no translated sentence of `language` uses: one of them in an answer is
    English left in it."""
    english: set[str] = set()
    translated: set[str] = set()
    for domain in Domain:
        with template_path(domain).open("rb") as pot:
            for entry in read_po(pot):
                for msgid in entry.id if isinstance(entry.id, tuple) else (entry.id,):
                    english |= _words(re.sub(r"\{[^}]*\}", " ", msgid))
        with catalogue_path(language, domain).open("rb") as po:
            for entry in read_po(po, locale=language.value):
                for form in entry.string if isinstance(entry.string, tuple) else (entry.string,):
                    translated |= _words(re.sub(r"\{[^}]*\}", " ", form or ""))
    return frozenset(english - translated)


def english_left(text: str, language: Language) -> set[str]:
    """The English words left in an answer, besides names and the game's title."""
    for name in NAMES:
        text = text.replace(name, " ")
    return _words(text) & _english_only(language)


def to_the_asker(msgid: str, language: Language, **params: str) -> str:
    """How `language` begins a line said by the catalogue's `msgid` (what comes before its
    reasons), e.g. "Du gewinnst das Spiel: " for "You win: {because} ({rules})"."""
    return translate(Message(msgid, because="\0", rules="", **params), language).split("\0")[0]


def _answer_text(embed: discord.Embed) -> str:
    return f"{embed.title}\n{embed.description}"


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
async def test_a_slash_ruling_is_wholly_in_the_askers_language_and_says_you_to_them(
    arbiter: Arbiter, locale: str
) -> None:
    """What was understood, each player's line, why, the asker spoken to ("you win", in the
    language's own verb form), not named: no English word of Arbiter's left."""
    language = TRANSLATED_LOCALES[locale]
    won = _embed(await ruling(arbiter, THREE_PLAYERS, locale))
    text = _answer_text(won)
    assert not english_left(text, language), text
    lines = (won.description or "").split("\n")
    you_win = to_the_asker("You win: {because} ({rules})", language)
    alice_wins = to_the_asker("{player} wins: {because} ({rules})", language, player="alice")
    assert f"• {you_win}" in lines[-3] and alice_wins not in text, text
    bob_loses = to_the_asker("{player} loses: {because} ({rules})", language, player="bob")
    assert f"• {bob_loses}" in lines[-2]
    assert "MTG CR 104.3a" in lines[-2]  # rule numbers as they are

    decided = _embed(await ruling(arbiter, TIMING, locale))
    text = _answer_text(decided)
    assert not english_left(text, language), text
    why = translate(Message.within("ruling section", "Why"), language)
    assert f"**{why}**" in text and "MTG CR 704.5a" in text


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
async def test_a_mention_is_wholly_in_the_servers_language(arbiter: Arbiter, locale: str) -> None:
    language = TRANSLATED_LOCALES[locale]
    await slash(arbiter, "arbiter config", arbiter.admin, language=language.value)
    harness = arbiter.harness
    asked = chat.message_payload(
        harness,
        author=arbiter.bob,
        channel=arbiter.table,
        content=f"<@{harness.bot_user.id}> {TIMING}",
        mentions=[harness.bot_user],
    )
    (reply,) = await chat.feed(harness, asked)
    text = _answer_text(reply.embeds[0])
    assert not english_left(text, language), text
    assert to_the_asker("You win: {because} ({rules})", language) in text  # bob, who asked


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
async def test_ask_arbiter_is_wholly_in_the_askers_language(arbiter: Arbiter, locale: str) -> None:
    """The menu answers the one who used it, in their language; "I" is the message's author
    (bob), the one spoken to as "you"."""
    language = TRANSLATED_LOCALES[locale]
    harness = arbiter.harness
    target = chat.message_payload(
        harness, author=arbiter.bob, channel=arbiter.table, content=TIMING
    )
    menu = chat.message_command(
        harness, "Ask Arbiter", user=arbiter.alice, channel=arbiter.table, target=target
    )
    menu["locale"] = locale
    answer = await harness.dispatch(menu).wait()
    assert answer.ephemeral
    text = _answer_text(_embed(answer))
    assert not english_left(text, language), text
    assert to_the_asker("You win: {because} ({rules})", language) in text


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
async def test_a_twenty_sentence_answer_and_the_longest_refusal_fit_discord(
    arbiter: Arbiter, locale: str
) -> None:
    """German and French run long: the answer to a 20-sentence situation and the longest
    refusal (a rules question, with the nearest rules listed) within Discord's limits (the
    harness fails the test on any payload beyond them), still wholly translated."""
    language = TRANSLATED_LOCALES[locale]
    sentences = [
        "bob loses 1 life",
        "carol gets 1 poison counter",
        "dave gains 2 life",
        "I lose 1 life",
        "carol loses 2 life",
    ]
    # 17 sentences, then everyone but the asker concedes (a game still going would say
    # where each player stands in the game's own English words: not this test's part).
    played = [sentences[n % len(sentences)] for n in range(17)]
    # The totals are said: over this many sentences a total never said is asked for, not
    # weighed range by range (tests/rulings/test_reader_work.py).
    situation = "magic: 4 players: me, bob, carol, dave. everyone is at 20 life. " + ". ".join(
        [*played, "bob concedes", "carol concedes", "dave concedes"]
    )
    answer = _embed(await ruling(arbiter, situation, locale))
    text = _answer_text(answer)
    # What it quotes of the situation ("dave concedes", too late) is the asker's English.
    assert not english_left(QUOTED.sub(" ", text), language), text
    assert text.count("\n") >= 20 + 4  # every sentence understood, nothing elided
    refused = await ruling(arbiter, "magic: how does priority work?", locale)
    assert refused.ephemeral and len(refused.content or "") <= 2000
    assert "MTG CR" in (refused.content or "")


async def test_asking_a_judge_in_german_on_a_french_server(arbiter: Arbiter) -> None:
    """The asker (German client) sees their refusal, its Ask a judge button and what they are
    told in German; the judge channel's post, its Answer button and the asker's notice where
    they asked are in the server's French; the judge (Japanese client) is answered in
    Japanese."""
    harness = arbiter.harness
    judges = harness.channel("judges")
    await slash(
        arbiter,
        "arbiter config",
        arbiter.admin,
        language="fr",
        judge_channel=judges,
        judge_role=arbiter.judge_role,
    )
    refused = await ruling(arbiter, "mtg: bob flibbers", "de")
    assert refused.response is not None
    ask_label = translate(Message("Ask a judge"), Language.GERMAN)
    assert ask_label != "Ask a judge"
    custom_id = str(refused.response.button(ask_label)["custom_id"])
    asked = await harness.click(
        custom_id, user=arbiter.alice, message=refused.response, locale="de"
    )
    sent = translate(
        Message(
            "Sent to the judges in {channel} as question #{id}. When one answers, you will be "
            "told where you asked.",
            channel=f"<#{judges.id}>",
            id=1,
        ),
        Language.GERMAN,
    )
    assert asked.ephemeral and asked.content == sent

    (post,) = [m for m in harness.messages.values() if m.channel_id == judges.id]
    (question,) = post.embeds
    assert question.title == translate(
        Message("Question #{id} for the judges", id=1), Language.FRENCH
    )
    answer_label = translate(Message("Answer"), Language.FRENCH)
    form = await harness.click(
        str(post.button(answer_label)["custom_id"]), user=arbiter.judge, message=post, locale="ja"
    )
    assert form.modal is not None
    refused = await harness.submit(
        form, {"arbiter:judge:form:text": "bob loses\x00"}, user=arbiter.judge
    )
    control = Message(
        "The answer contains control characters (such as NUL); write it as plain text."
    )
    assert refused.ephemeral and refused.content == translate(control, Language.JAPANESE)
    form = await harness.click(
        str(post.button(answer_label)["custom_id"]), user=arbiter.judge, message=post, locale="ja"
    )
    answered = await harness.submit(
        form, {"arbiter:judge:form:text": "bob loses (MTG CR 104.3a)."}, user=arbiter.judge
    )
    recorded = translate(
        Message("Recorded as precedent #{id} of this server.", id=1), Language.JAPANESE
    )
    assert (answered.content or "").startswith(recorded)

    (told,) = [
        m
        for m in harness.messages.values()
        if m.channel_id == arbiter.table.id and m.source == "channel"
    ]
    assert told.content == translate(
        Message(
            "{player} a judge answered your question #{id}:",
            player=f"<@{arbiter.alice.id}>",
            id=1,
        ),
        Language.FRENCH,
    )
    assert told.embeds[0].title == translate(
        Message("A judge answered question #{id}", id=1), Language.FRENCH
    )


@pytest.mark.parametrize("locale", ["de", "ja"])
async def test_rule_offers_the_ruling_in_the_servers_language(
    arbiter: Arbiter, locale: str
) -> None:
    """`/rule` with words that read as a situation is said in the channel: the offered
    verdict, said to its asker, and how to ask for the rest in the server's language (the
    command to copy as it is typed)."""
    language = TRANSLATED_LOCALES[locale]
    await slash(arbiter, "arbiter config", arbiter.admin, language=language.value)
    query = "magic: alice is at 0 life and bob concedes"
    result = await slash(arbiter, "rule", query=query)
    fields = {f.name: f.value or "" for f in result.embeds[0].fields}
    offer = fields[translate(Message("This reads as a situation"), language)]
    you_win = to_the_asker("You win: {because} ({rules})", language)
    assert f"• {you_win}" in offer, offer
    assert f"`/ruling situation:{query}`" in offer
    assert not english_left(offer.replace(f"`/ruling situation:{query}`", ""), language), offer


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
async def test_a_cards_effect_is_understood_in_the_askers_language(
    arbiter: Arbiter, locale: str
) -> None:
    """A card's continuous effect, as understood, the win it brings and the card's note (what
    Arbiter knows it does) are in the asker's language; the card's name stays as printed."""
    language = TRANSLATED_LOCALES[locale]
    situation = "magic: I control Laboratory Maniac. I draw from an empty library"
    answer = _embed(await ruling(arbiter, situation, locale))
    told = answer.description or ""
    lines = told.split("\n")
    assert "Laboratory Maniac" in lines[1] and not english_left(told, language), told
    assert to_the_asker("You win: {because} ({rules})", language) in told


LAB_MANIAC_RULES = (
    "MTG CR 614.1a, MTG CR 121.6a, MTG CR 104.2b, MTG CR 104.3c, MTG CR 704.5b, MTG CR 121.4"
)


@pytest.mark.parametrize(
    ("locale", "note"),
    [
        (
            "de",
            "Laboratory Maniac: solange es auf dem Schlachtfeld ist, gewinnt sein Beherrscher "
            "das Spiel, statt aus einer leeren Bibliothek zu ziehen "
            f"({LAB_MANIAC_RULES})",
        ),
        (
            "ja",
            "Laboratory Maniac：それが戦場にある限り、そのコントローラーは空のライブラリーから"
            f"カードを引く代わりにゲームに勝利する（{LAB_MANIAC_RULES}）",
        ),
    ],
)
async def test_a_cards_note_is_in_the_askers_language_with_its_name_and_rules_kept(
    arbiter: Arbiter, locale: str, note: str
) -> None:
    """The note on a card the situation names (Arbiter's words for what it does to winning,
    losing and drawing) is worded in the asker's language, its name and rule numbers kept:
    it was in English in every language."""
    situation = "magic: I control Laboratory Maniac. I draw from an empty library"
    text = _embed(await ruling(arbiter, situation, locale)).description or ""
    assert note in text.split("\n"), text
    assert "empty library" not in text and "its controller" not in text


# What a refusal quotes as written (the asker's words, the situation language's examples),
# in each language's quotation marks.
QUOTED = re.compile(r'"[^"]*"|«[^»]*»|“[^”]*”|„[^“]*“|「[^」]*」')


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
@pytest.mark.parametrize("situation", ["magic: bob concded", "magic: bob attacks me"])
async def test_a_refusals_suggestion_is_in_the_askers_language(
    arbiter: Arbiter, locale: str, situation: str
) -> None:
    """ "I could not read ...", "Did you mean ...?", the examples' frame and what an attack
    leaves unsaid are in the asker's language; only what they quote (the asker's words, the
    phrases of the situation language) is English."""
    language = TRANSLATED_LOCALES[locale]
    refused = await ruling(arbiter, situation, locale)
    content = refused.content or ""
    assert refused.ephemeral and situation.removeprefix("magic: ") in content
    assert not english_left(QUOTED.sub(" ", content), language), content


async def test_a_ruling_that_depends_on_a_life_total_asks_in_the_askers_language(
    arbiter: Arbiter,
) -> None:
    """An open life total through discord.py: the question and each case's condition in the
    asker's German, the players by their names; in English, the question said to "you"."""
    situation = "magic: alice is at 5 life. alice takes 3 damage and bob takes 2 damage"
    result = await ruling(arbiter, situation, "de")
    embed = _embed(result)
    text = embed.description or ""
    assert (
        "Wie viele Lebenspunkte hatte bob davor? Das Ergebnis hängt davon ab, ob es mehr als 2 "
        "waren." in text
    )
    # after "Falls", the verb last, as a German clause has it
    assert "**Falls** bob mehr als 2 Lebenspunkte hatte:" in text
    assert "**Falls** bob 2 Lebenspunkte oder weniger hatte:" in text
    # the asker's own total is asked of them ("du"), never by their name or "me"
    mine = _embed(await ruling(arbiter, "magic: bob is at 5 life. I take 3 damage", "de"))
    assert "Wie viele Lebenspunkte hattest du davor?" in (mine.description or "")
    assert "**Falls** du 3 Lebenspunkte oder weniger hattest:" in (mine.description or "")
    # where a player still playing stands, in the rules core's words in German
    assert "bob spielt noch: 5 Lebenspunkte (verliert bei 0, MTG CR 104.3b), Gift: 0 von 10" in (
        mine.description or ""
    )
    mine = _embed(await ruling(arbiter, "magic: bob is at 5 life. I take 3 damage", "en-US"))
    said = mine.description or ""
    assert mine.title == "Quick ruling: it depends"
    assert "How much life did you have before this?" in said
    assert "**If** you had 3 life or less: the game is over" in said


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
async def test_what_a_card_adds_when_it_deals_damage_is_in_the_askers_language(
    arbiter: Arbiter, locale: str
) -> None:
    """Lifelink's gain and a commander's combat damage, noted beside the events they add,
    were English inside every language's answer; the card's name stays as printed."""
    language = TRANSLATED_LOCALES[locale]
    situation = "commander: bob takes 3 combat damage from my Tymna the Weaver"
    text = _answer_text(_embed(await ruling(arbiter, situation, locale)))
    assert not english_left(text.replace("Tymna the Weaver", " "), language), text
    for note in (
        Message("{card} is a commander: combat damage counts", card="Tymna the Weaver"),
        Message("lifelink: gained as {card}'s damage is dealt", card="Tymna the Weaver"),
    ):
        assert translate(note, language) in text, text
