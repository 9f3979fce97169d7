"""`/rule` made right (issue 18): the channel's game first, a `game` option, two players at 0
reaching 104.4a, a bare number never matching another rule's number, a whole rule with its
subrules, and a query that reads as a situation offering its ruling. Each of these failed
before the fix."""

from __future__ import annotations

import discord

from bot.core.rules import index
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash, start


def _cited(embed: discord.Embed) -> list[str]:
    """The rule shown, then those under "See also"."""
    shown = [(embed.title or "").split(":")[0]]
    for field in embed.fields:
        if field.name.startswith("See also"):
            shown += [line.split(":")[0] for line in (field.value or "").splitlines()]
    return shown


async def test_in_a_magic_match_magic_rules_come_first(arbiter: Arbiter) -> None:
    await start(arbiter, "magic")
    for query, first in [
        ("empty deck", "MTG CR 104.3c"),
        ("can I concede", "MTG CR 104.3a"),
        ("intentional draw", "MTG CR 104.4i"),
    ]:
        result = await slash(arbiter, "rule", query=query)
        assert _cited(result.embeds[0])[0] == first, query


async def test_the_server_default_game_and_the_game_option(arbiter: Arbiter) -> None:
    await slash(arbiter, "arbiter config", arbiter.admin, default_game="terrus")
    default = await slash(arbiter, "rule", query="can I concede")
    assert _cited(default.embeds[0])[0] == "Terrus 5.3a"
    chosen = await slash(arbiter, "rule", query="empty deck", game="grand-archive")
    shown = _cited(chosen.embeds[0])
    assert shown[0].startswith("GA ") and all(c.startswith("GA ") for c in shown)


async def test_two_players_at_zero_life_is_a_draw_104_4a(arbiter: Arbiter) -> None:
    for query in ("two players at 0 life", "both players at 0 life"):
        result = await slash(arbiter, "rule", query=query)
        assert _cited(result.embeds[0])[0] == "MTG CR 104.4a", query


async def test_a_bare_number_never_matches_another_rules_number(arbiter: Arbiter) -> None:
    result = await slash(arbiter, "rule", query="poison 10")
    shown = _cited(result.embeds[0])
    assert shown[0] == "MTG CR 104.3d"
    assert "Terrus 5.2b" not in shown
    assert all("Terrus" not in r.citation for r in index.lookup("poison 10", limit=10))


async def test_a_whole_rule_with_its_subrules(arbiter: Arbiter) -> None:
    result = await slash(arbiter, "rule", query="104.3", whole=True)
    embed = result.embeds[0]
    assert (embed.title or "").startswith("MTG CR 104.3:")
    subrules = "\n".join(f.value or "" for f in embed.fields if f.name.startswith("Subrules"))
    for letter in "abcdefghijk":
        assert f"**104.3{letter}**" in subrules
    terrus = await slash(arbiter, "rule", query="Terrus 5.2", whole=True)
    text = "\n".join(f.value or "" for f in terrus.embeds[0].fields)
    assert "**5.2b**" in text and "**5.2g**" in text


async def test_a_query_that_reads_as_a_situation_offers_the_ruling(arbiter: Arbiter) -> None:
    result = await slash(arbiter, "rule", query="magic: alice is at 0 life and bob concedes")
    fields = {f.name: f.value or "" for f in result.embeds[0].fields}
    offer = fields["This reads as a situation"]
    assert "you win: all of your opponents have left the game" in offer  # alice asked
    assert "/ruling situation:magic: alice is at 0 life and bob concedes" in offer
    plain_words = await slash(arbiter, "rule", query="empty deck")
    assert "This reads as a situation" not in [f.name for f in plain_words.embeds[0].fields]


async def test_a_rule_of_another_game_is_named_not_asked_for_again(arbiter: Arbiter) -> None:
    """`/rule query:poison game:terrus`: Terrus has no poison; the answer says where the rule
    is instead of suggesting the very word that was typed."""
    result = await slash(arbiter, "rule", query="poison", game="terrus")
    assert result.ephemeral
    said = result.content or ""
    assert "No Terrus rule matches 'poison'" in said, said
    assert "MTG CR 104.3d" in said
    assert "words like `empty deck` or `poison`" not in said


async def test_the_offered_ruling_names_the_game_the_option_chose(arbiter: Arbiter) -> None:
    """Copied as offered, the /ruling command is judged in the same game as the offer."""
    result = await slash(arbiter, "rule", query="alice is at 0 life and bob concedes", game="magic")
    fields = {f.name: f.value or "" for f in result.embeds[0].fields}
    offer = fields["This reads as a situation"]
    assert "`/ruling situation:alice is at 0 life and bob concedes game:magic`" in offer, offer


async def test_words_of_a_rule_are_no_player_in_a_match_channel(arbiter: Arbiter) -> None:
    """`/rule query:empty deck` where a game is being played: "empty" is an ordinary word,
    not a player decking out (it offered "empty loses: they had to draw from an empty
    library" before revision 3)."""
    await start(arbiter, "magic")
    result = await slash(arbiter, "rule", query="empty deck")
    embed = result.embeds[0]
    assert (embed.title or "").startswith("MTG CR 104.3c")
    assert "This reads as a situation" not in [f.name for f in embed.fields]
    assert "empty loses" not in "\n".join(f.value or "" for f in embed.fields)


async def test_a_game_arbiter_does_not_know_is_refused_privately_with_the_games(
    arbiter: Arbiter,
) -> None:
    """A hand-made request may name any game: the answer is a private refusal that lists the
    games, never "Something went wrong" (the reader looks for the game's cards)."""
    for command, options in (
        ("ruling", {"situation": "alice concedes", "game": "pokemon"}),
        ("rule", {"query": "alice concedes", "game": "pokemon"}),
    ):
        result = await slash(arbiter, command, **options)
        said = result.content or ""
        assert result.ephemeral and not result.embeds, command
        assert "Unknown game 'pokemon'" in said, said
        assert all(name in said for name in ("Grand Archive", "Magic", "Terrus")), said
        assert "went wrong" not in said


async def test_an_amount_in_a_situation_is_no_rule_number(arbiter: Arbiter) -> None:
    """Found asking `/rule` a situation as a newcomer would (session 22): in a server whose
    default game is Magic, "I'm at 3 life and my opponent hits me for 3. Am I dead?" showed
    GA Ending the Game 3 (the "3" read as GA's rule 3), and with `game:magic` MTR 3.1 (match
    points). An amount told among words cites no rule; a number after a game's name, dotted,
    or alone still does."""
    await slash(arbiter, "arbiter config", arbiter.admin, default_game="magic")
    for query in (
        "I'm at 3 life and my opponent hits me for 3. Am I dead?",
        "alice is at 4 life and takes 4 damage",
        "I have 2 cards in my library and draw 3",
        "bob has 5 poison counters and gets 5 more",
        "we are both at 1 life and take 1 damage each",
    ):
        result = await slash(arbiter, "rule", query=query)
        shown = _cited(result.embeds[0])
        assert shown[0].startswith("MTG CR "), (query, shown)
        assert not any(c.startswith("GA ") or "MTR 3" in c for c in shown), (query, shown)
    for query, first in (
        ("GA 3", "GA Ending the Game 3"),
        ("3", "GA Ending the Game 3"),
        ("terrus 5.2b", "Terrus 5.2b"),
        ("CR 104 poison", "MTG CR 104.1"),
        ("mtr 3.1", "MTG MTR 3.1"),
    ):
        result = await slash(arbiter, "rule", query=query)
        assert _cited(result.embeds[0])[0] == first, query


async def test_a_rules_title_is_in_the_servers_language(arbiter: Arbiter) -> None:
    """The rule's title, its subrules' and those under "See also" are said in the server's
    language, and the autocomplete's in the user's (session 28: English in every language);
    citations and summaries stay as they are."""
    await slash(arbiter, "arbiter config", arbiter.admin, language="es")
    result = await slash(arbiter, "rule", query="104.3", whole=True)
    embed = result.embeds[0]
    assert embed.title == "MTG CR 104.3: Formas de perder", embed.title
    subrules = "\n".join(f.value or "" for f in embed.fields)
    assert "**104.3a** Conceder: " in subrules, subrules
    also = await slash(arbiter, "rule", query="empty deck")
    seen = [f.value or "" for f in also.embeds[0].fields if f.name == "Véase también"]
    assert seen and "MTG CR 104.3c: Robar de una biblioteca vacía" in seen[0], seen
    choices = await arbiter.harness.autocomplete(
        "rule", user=arbiter.alice, focused="query", value="104.3a", locale="de"
    )
    assert "MTG CR 104.3a \N{EM DASH} Aufgeben" in [choice.name for choice in choices]


async def test_another_games_rules_are_named_in_the_askers_language(arbiter: Arbiter) -> None:
    """`/rule query:poison game:terrus` from a German user: the Magic rules it names instead
    have their titles in German, citations as they are."""
    result = await arbiter.harness.slash(
        "rule",
        user=arbiter.alice,
        channel=arbiter.table,
        locale="de",
        options={"query": "poison", "game": "terrus"},
    )
    said = result.content or ""
    assert "MTG CR 104.3d (Zehn Giftmarken)" in said, said
    assert "Ten poison counters" not in said, said
