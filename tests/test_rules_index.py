"""The rules index behind rulings' citations and the `/rule` command."""

from __future__ import annotations

import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

from bot.core.rules.catalogue import RULES, Rule
from bot.core.rules.games import GAMES
from bot.core.rules.games.terrus.catalogue import TERRUS_RULES_URL
from bot.core.rules.index import autocomplete, describe, get, lookup

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED_RULES = REPO_ROOT / ".." / "shared" / "rules"


def _letters(prefix: str, last: str) -> list[str]:
    return [
        f"{prefix}{c}" for c in string.ascii_lowercase[: string.ascii_lowercase.index(last) + 1]
    ]


# Every citation the rules core emits: each must resolve, or a ruling would cite nothing.
REQUIRED_CITATIONS: list[str] = [
    *(f"GA Ending the Game {n}" for n in ("1", "2", "3", "4", "5", "5.1", "5.2", "6", "7")),
    "GA Tournament Rules: Game Loss",
    "GA Tournament Rules: Match Structure",
    "GA Tournament Rules: End of Round",
    "MTG CR 104.1",
    "MTG CR 104.2",
    *_letters("MTG CR 104.2", "d"),
    "MTG CR 104.3",
    *_letters("MTG CR 104.3", "k"),
    "MTG CR 104.4",
    *_letters("MTG CR 104.4", "i"),
    "MTG CR 104.5",
    "MTG CR 104.6",
    "MTG CR 100.6a",
    "MTG CR 704.5a",
    "MTG CR 704.5b",
    "MTG CR 704.5c",
    "MTG CR 704.6a",
    "MTG CR 704.6b",
    "MTG CR 810.8a",
    "MTG CR 809.5",
    "MTG CR 903.7",
    "MTG CR 903.10",
    *(f"MTG MTR {n}" for n in ("2.1", "2.2", "2.4", "2.5", "3.1")),
    "Terrus 4.2",
    "Terrus 4.3",
    "Terrus 5.1",
    "Terrus 5.2",
    *_letters("Terrus 5.2", "g"),
    "Terrus 5.3",
    *_letters("Terrus 5.3", "g"),
    "Terrus 5.4",
    *_letters("Terrus 5.4", "e"),
]


def citations(rules: list[Rule]) -> list[str]:
    return [rule.citation for rule in rules]


# --- the catalogue -------------------------------------------------------------------------


@pytest.mark.parametrize("citation", REQUIRED_CITATIONS)
def test_every_citation_the_rules_core_emits_exists(citation: str) -> None:
    rule = get(citation)
    assert rule is not None, citation
    assert rule.citation == citation


def test_each_citation_names_one_rule() -> None:
    found = [rule.citation for rule in RULES]
    assert len(found) == len(set(found))


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: rule.citation)
def test_every_entry_is_complete_and_links_to_an_official_page(rule: Rule) -> None:
    assert rule.game in GAMES
    assert rule.citation.endswith(rule.number)
    assert rule.title.strip() and rule.summary.strip()
    assert rule.url.startswith("https://")
    assert rule.keywords, "keywords help players find the rule by everyday words"
    # Short enough to read in chat and to fit a Discord embed field (1024 characters).
    assert len(rule.summary) <= 400
    assert len(describe(rule.citation)) <= 1024


def test_each_game_links_to_its_own_publisher() -> None:
    hosts = {
        "grand-archive": (
            "https://rules.gatcg.com/",
            "https://trg.gatcg.com/",
            "https://ipg.gatcg.com/",
        ),
        "magic": ("https://magic.wizards.com/", "https://wpn.wizards.com/"),
        "terrus": ("https://www.terrusgame.com/",),
    }
    for rule in RULES:
        assert rule.url.startswith(hosts[rule.game]), rule.citation
    metropolis = get("Terrus 5.2b")
    assert metropolis is not None
    assert metropolis.url == TERRUS_RULES_URL


def _eight_word_runs(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9]+", text.lower())
    return {tuple(words[i : i + 8]) for i in range(len(words) - 7)}


def test_summaries_are_our_own_words_not_the_publishers_text() -> None:
    if not SHARED_RULES.is_dir():
        pytest.skip(f"rule sources not found at {SHARED_RULES}")
    sources = [p for p in sorted(SHARED_RULES.iterdir()) if p.is_file()]
    assert sources
    published: set[tuple[str, ...]] = set()
    for path in sources:
        published |= _eight_word_runs(path.read_text(encoding="utf-8", errors="replace"))
    copied = {
        rule.citation: sorted(" ".join(run) for run in _eight_word_runs(text) & published)
        for rule in RULES
        for text in (f"{rule.title}. {rule.summary}",)
        if _eight_word_runs(text) & published
    }
    assert copied == {}


def test_the_index_is_pure() -> None:
    code = (
        "import sys, bot.core.rules.index, bot.core.rules.catalogue\n"
        "bad = [m for m in ('discord', 'sqlalchemy', 'sqlmodel') if m in sys.modules]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=REPO_ROOT)


# --- get and describe --------------------------------------------------------------------


def test_get_is_exact_but_forgives_case_and_spacing() -> None:
    assert get("MTG CR 104.3c") is get("mtg cr  104.3C")
    assert get("GA Tournament Rules: Game Loss") is get("ga tournament rules game loss")
    assert get("MTG CR 104.7") is None
    assert get("") is None


def test_describe_renders_one_line_for_chat() -> None:
    line = describe("MTG CR 104.3c")
    assert line.startswith("MTG CR 104.3c \N{EM DASH} Drawing from an empty library: ")
    assert "\n" not in line
    assert describe("Terrus 5.2b").startswith("Terrus 5.2b \N{EM DASH} Metropolis victory: ")


def test_describe_leaves_an_unknown_citation_as_it_is() -> None:
    assert describe("MTG CR 999.9") == "MTG CR 999.9"


# --- lookup ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("104.3c", "MTG CR 104.3c"),
        ("CR 104.3c", "MTG CR 104.3c"),
        ("mtg 104.3c", "MTG CR 104.3c"),
        ("MTG CR 104.3c", "MTG CR 104.3c"),
        ("GA 3", "GA Ending the Game 3"),
        ("ga ending the game 3", "GA Ending the Game 3"),
        ("Terrus 5.2b", "Terrus 5.2b"),
        ("5.2b", "Terrus 5.2b"),
        ("mtr 2.5", "MTG MTR 2.5"),
        ("903.10", "MTG CR 903.10"),
        ("metropolis", "Terrus 5.2b"),
        ("game loss", "GA Tournament Rules: Game Loss"),
        ("end of round", "GA Tournament Rules: End of Round"),
    ],
)
def test_lookup_by_number_or_name_puts_that_rule_first(query: str, first: str) -> None:
    assert citations(lookup(query))[0] == first


def test_lookup_by_number_needs_the_whole_number() -> None:
    assert citations(lookup("903.1")) == []  # not 903.10
    assert "MTG CR 903.10" in citations(lookup("903.10"))


def test_lookup_of_a_parent_rule_lists_it_then_its_sub_rules() -> None:
    found = citations(lookup("104.3", limit=20))
    assert found == ["MTG CR 104.3", *_letters("MTG CR 104.3", "k")]
    assert citations(lookup("terrus 5.4", limit=3)) == ["Terrus 5.4", "Terrus 5.4a", "Terrus 5.4b"]


def test_game_names_in_the_query_keep_to_that_game() -> None:
    assert {r.game for r in lookup("concede magic", limit=20)} == {"magic"}
    assert {r.game for r in lookup("grand archive draw", limit=20)} == {"grand-archive"}
    assert {r.game for r in lookup("Terrus loop", limit=20)} == {"terrus"}
    # "5.2" is a rule in both GA and Terrus; the game name picks one.
    assert citations(lookup("GA 5.2")) == ["GA Ending the Game 5.2"]


def test_lookup_is_case_insensitive() -> None:
    assert citations(lookup("EMPTY DECK")) == citations(lookup("empty deck"))
    assert citations(lookup("terrus 5.2B")) == ["Terrus 5.2b"]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("empty deck", {"GA Ending the Game 3", "MTG CR 104.3c"}),
        ("poison", {"MTG CR 104.3d", "MTG CR 704.5c", "MTG CR 704.6b"}),
        ("commander damage", {"MTG CR 104.3j", "MTG CR 903.10"}),
        ("champion control", {"GA Ending the Game 2", "GA Ending the Game 3"}),
        ("concede", {"GA Ending the Game 3", "MTG CR 104.3a", "Terrus 5.3a", "MTG MTR 2.5"}),
        ("draw loop", {"MTG CR 104.4b", "MTG CR 104.4f", "Terrus 5.4b"}),
        ("two-headed giant", {"MTG CR 704.6a", "MTG CR 704.6b", "MTG CR 810.8a"}),
        (
            "intentional draw",
            {
                "GA Tournament Rules: Match Structure",
                "MTG CR 104.4i",
                "MTG MTR 2.5",
                "Terrus 5.4e",
            },
        ),
        ("starting life", {"MTG CR 903.7", "Terrus 4.3"}),
        ("who goes first", {"GA Tournament Rules: Match Structure", "MTG MTR 2.2", "Terrus 4.2"}),
    ],
)
def test_lookup_by_words_puts_the_relevant_rules_at_the_top(query: str, expected: set[str]) -> None:
    top = citations(lookup(query))[: len(expected)]
    assert set(top) == expected


def test_lookup_counts_each_matching_word() -> None:
    # Both words hit the loop rules; "draw" alone hits dozens of others.
    found = citations(lookup("draw loop", limit=10))
    assert found[:3] == ["MTG CR 104.4b", "MTG CR 104.4f", "Terrus 5.4b"]


def test_lookup_respects_the_limit_and_is_deterministic() -> None:
    assert len(lookup("draw", limit=3)) == 3
    assert lookup("draw", limit=0) == []
    assert citations(lookup("lose", limit=50)) == citations(lookup("lose", limit=50))


def test_lookup_of_nothing_useful_finds_nothing() -> None:
    assert lookup("") == []
    assert lookup("zzzz quux") == []


def test_naming_only_a_game_lists_its_main_rules() -> None:
    assert citations(lookup("terrus")) == ["Terrus 5.1", "Terrus 5.2", "Terrus 5.3", "Terrus 5.4"]


# --- autocomplete ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "typed", ["", "  ", "104", "mtg 104.3", "comman", "two-he", "GA Tour", "x"]
)
def test_autocomplete_choices_fit_discord_and_resolve(typed: str) -> None:
    choices = autocomplete(typed)
    assert len(choices) <= 25
    for name, value in choices:
        assert 0 < len(name) <= 100
        assert 0 < len(value) <= 100
        assert get(value) is not None
        assert name.startswith(value)


def test_autocomplete_on_empty_input_offers_each_games_main_rules() -> None:
    values = [value for _, value in autocomplete("")]
    assert values[:3] == ["GA Ending the Game 1", "GA Ending the Game 2", "GA Ending the Game 3"]
    for citation in ("GA Ending the Game 3", "MTG CR 104.3", "Terrus 5.3"):
        assert citation in values
    assert all("104.3c" not in value for value in values)


def test_autocomplete_finds_rules_from_an_unfinished_word() -> None:
    values = [value for _, value in autocomplete("comman")]
    assert set(values[:3]) == {"MTG CR 104.3j", "MTG CR 903.7", "MTG CR 903.10"}
    assert [value for _, value in autocomplete("terrus metro")] == ["Terrus 5.2b"]


def test_autocomplete_follows_a_typed_citation() -> None:
    values = [value for _, value in autocomplete("MTG CR 104.3")]
    assert values[:2] == ["MTG CR 104.3", "MTG CR 104.3a"]


def test_autocomplete_respects_the_limit() -> None:
    assert len(autocomplete("", limit=5)) == 5
    assert len(autocomplete("draw", limit=100)) <= 25
