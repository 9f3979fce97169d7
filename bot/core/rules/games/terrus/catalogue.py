"""Terrus's citable rules (Complete Rulebook 4.2-4.3 and 5.0, Ending the Game), each summarised
in Arbiter's own words with a link to the official page (see bot.core.rules.catalogue)."""

from __future__ import annotations

from typing import Final

from bot.core.messages import N_
from bot.core.rules.games.terrus.rules import SYSTEM
from bot.core.rules.rule_entry import Rule, entry

# Terrus's complete rulebook lives on the publisher's (ChiAxis) site, one page per chapter:
# chapter 5.0 "Ending the Game" and chapter 4.0 "Starting the Game".
TERRUS_RULES_URL: Final = "https://www.terrusgame.com/copy-of-4-starting-the-game"
TERRUS_START_URL: Final = "https://www.terrusgame.com/copy-of-1-terrus-general-2"


def _terrus(number: str, title: str, summary: str, words: str, url: str = "") -> Rule:
    return entry(SYSTEM, "Terrus", number, title, summary, url or TERRUS_RULES_URL, words)


TERRUS: Final[tuple[Rule, ...]] = (
    _terrus(
        "4.2",
        N_("Who goes first"),
        "In game 1 the rulers settle who chooses the starting ruler any way they all accept "
        "(coin, dice); later, the loser of the last game chooses, or after a drawn game whoever "
        "chose last time. Turns then go clockwise from the starting ruler.",
        "first player, go first, play first, play or draw, starting ruler, coin, match",
        url=TERRUS_START_URL,
    ),
    _terrus(
        "4.3",
        N_("Starting vitae"),
        "Each ruler starts with their clade in the middle of their city, and their starting vitae "
        "is the number printed on that clade, so it can differ from player to player.",
        "vitae, starting vitae, life, starting life, clade",
        url=TERRUS_START_URL,
    ),
    _terrus(
        "5.1",
        N_("How a game ends"),
        "The game stops right away when a ruler wins, the game is drawn, or it is restarted.",
        "end, over, finish",
    ),
    _terrus(
        "5.2",
        N_("Ways to win"),
        "The heading rule for winning; the specific ways are 5.2a to 5.2g.",
        "win, victory",
    ),
    _terrus(
        "5.2a",
        N_("Vitae victory"),
        "You win when your action, ability or battle drops the last opponent left to 0 vitae or "
        "below.",
        "win, vitae, life, battle, victory",
    ),
    _terrus(
        "5.2b",
        N_("Metropolis victory"),
        "You win if you begin your turn with 10 structures in your city.",
        "win, metropolis, structures, city, victory",
    ),
    _terrus(
        "5.2c",
        N_("Political victory"),
        "You win by winning a Dominion Vote (17.1b) while the beasts in your city have at least "
        "15 INT between them.",
        "win, political, politics, dominion vote, vote, int, intelligence, victory",
    ),
    _terrus(
        "5.2d",
        N_("Relic victory"),
        "You win if you begin your turn with 4 or more Relics in your city.",
        "win, relic, relics, victory",
    ),
    _terrus(
        "5.2e",
        N_("Last ruler standing"),
        "Once all your opponents have left the game you win straight away, even if an effect says "
        "you can't.",
        "win, last player, opponents left",
    ),
    _terrus(
        "5.2f",
        N_("Winning by an effect"),
        "A card or ability can simply declare that a player wins.",
        "win, effect, card says",
    ),
    _terrus(
        "5.2g",
        N_("A team wins"),
        "In a team game, a team wins when every other team is out and at least one of its members "
        "is still in; all its members win, even ones who had already lost.",
        "win, team, multiplayer",
    ),
    _terrus(
        "5.3",
        N_("Ways to lose"),
        "The heading rule for losing; the specific ways are 5.3a to 5.3g.",
        "lose, loss",
    ),
    _terrus(
        "5.3a",
        N_("Conceding"),
        "You can concede whenever you like: you leave at once, take all your pieces out of play, "
        "and lose.",
        "concede, concession, scoop, resign, forfeit, lose",
    ),
    _terrus(
        "5.3b",
        N_("Vitae at 0 or less"),
        "A ruler at 0 vitae or below loses the next time someone would get priority (see 26.0).",
        "vitae, life, zero, lose",
    ),
    _terrus(
        "5.3c",
        N_("Losing by an effect"),
        "A card or ability can simply declare that a player loses.",
        "lose, effect, card says",
    ),
    _terrus(
        "5.3d",
        N_("Winning and losing at once"),
        "If you would win and lose at the same moment, the loss wins out: you lose.",
        "lose, win, simultaneous, both",
    ),
    _terrus(
        "5.3e",
        N_("A team loses"),
        "In a team game, a team is out once every one of its members has lost.",
        "lose, team, multiplayer",
    ),
    _terrus(
        "5.3f",
        N_("Multiplayer: win effects"),
        "In a multiplayer game, an effect saying a ruler wins makes all of that ruler's opponents "
        "lose instead.",
        "multiplayer, win, lose, effect",
    ),
    _terrus(
        "5.3g",
        N_("Judge penalty"),
        "At a tournament, a judge's penalty can cost a ruler the game.",
        "penalty, judge, game loss, tournament, lose",
    ),
    _terrus(
        "5.4",
        N_("Ways to draw"),
        "The heading rule for drawn games; the specific ways are 5.4a to 5.4e.",
        "draw, tie",
    ),
    _terrus(
        "5.4a",
        N_("Everyone left loses at once"),
        "When every ruler still in the game loses at the same moment, nobody wins: it's a draw.",
        "draw, tie, simultaneous, everyone loses",
    ),
    _terrus(
        "5.4b",
        N_("Unbreakable loop"),
        "A loop of required actions that nobody can stop makes the game a draw; a loop with any "
        "optional action in it does not.",
        "loop, draw loop, infinite, mandatory, draw, tie",
    ),
    _terrus(
        "5.4c",
        N_("Draw by an effect"),
        "A card or ability can simply declare the game a draw.",
        "draw, effect, card says",
    ),
    _terrus(
        "5.4d",
        N_("All teams lose at once"),
        "In a team game, the game is a draw if every team still in it loses at the same moment.",
        "draw, team, multiplayer, simultaneous",
    ),
    _terrus(
        "5.4e",
        N_("Intentional draw"),
        "At a tournament, all the rulers in a game can agree to call it a draw.",
        "intentional draw, id, agree, tournament, draw",
    ),
)

# The main clause of each rule of Ending the Game (5.1-5.4): the first page of /rule.
HEADLINES: Final = frozenset(
    r.citation for r in TERRUS if r.number.startswith("5.") and r.number[-1].isdigit()
)
