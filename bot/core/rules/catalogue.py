"""The rules Arbiter can cite, as plain Python data.

Every entry is a short summary written for this project in its own words, for a player reading
it in chat. None of it is the publishers' text: each entry links to the official page instead,
which is where the wording that counts lives.

The citation strings are the canonical form the rules core emits and the `/rule` command
accepts; `bot.core.rules.index` builds its lookups from this tuple.
"""

from __future__ import annotations

from typing import Final

from bot.core.rules.magic_catalogue import MAGIC
from bot.core.rules.rule_entry import (
    GA_PENALTY_URL,
    GA_ROUND_URL,
    GA_TOURNAMENT_URL,
    GAMES,
    MTG_CR_URL,
    MTG_MTR_URL,
    TERRUS_RULES_URL,
    TERRUS_START_URL,
    Game,
    Rule,
    _ga,
    _ga_tr,
    _terrus,
)

__all__ = [
    "GAMES",
    "MAGIC",
    "MTG_CR_URL",
    "MTG_MTR_URL",
    "RULES",
    "TERRUS_RULES_URL",
    "Game",
    "Rule",
]

GRAND_ARCHIVE: Final[tuple[Rule, ...]] = (
    _ga(
        "1",
        "How a game ends",
        "A game is over as soon as somebody wins or it turns into a draw.",
        "end, over, finish",
    ),
    _ga(
        "2",
        "Ways to win",
        "You win once every opposing champion has died, once opponents who had a champion "
        "control none when Opportunity is given, once all your opponents have lost, or when a "
        "card effect says you win.",
        "win, victory, champion control, no champion, opportunity, effect",
    ),
    _ga(
        "3",
        "Ways to lose",
        "You lose if your champion dies, if you had a champion but control none when Opportunity "
        "is given, if you have to draw from an empty deck, if an effect says so, if you concede, "
        "or if you would win and lose at the same moment.",
        "lose, loss, empty deck, deck out, decking, mill, concede, concession, champion control, "
        "no champion, champion died, opportunity, effect",
    ),
    _ga(
        "4",
        "Draws",
        "The game is a draw when an effect says so, or when every player still in it wins or "
        "loses at the same moment.",
        "draw, tie, simultaneous, effect",
    ),
    _ga(
        "5",
        "What happens to a player who loses",
        "The loser takes back every card and object they own. Face-down cards that carry extra "
        "properties get flipped and shown to everyone before going back into that player's decks.",
        "leave, leaves, cleanup, face-down, reveal",
    ),
    _ga(
        "5.1",
        "Loser's stolen objects (multiplayer)",
        "In multiplayer, anything the loser controlled but didn't own goes back to whoever "
        "controlled it before; if nobody did, it simply stops existing for the rest of the match.",
        "multiplayer, control, controller, steal, stolen, cease to exist",
    ),
    _ga(
        "5.2",
        "Objects removed by a loss",
        "An object that vanishes because its controller lost only counts as leaving the field: it "
        "didn't die and wasn't destroyed or banished, so only leave-the-field triggers fire.",
        "on leave, leave play, destroyed, banished, trigger, multiplayer",
    ),
    _ga(
        "6",
        "After the game",
        "When the game is over, all cards and objects go back to the players who own them.",
        "cleanup, return, owner",
    ),
    _ga(
        "7",
        "Between games of a match",
        "Playing a match, everyone reshuffles their main deck and material deck for the next "
        "game, and tokens are put aside.",
        "match, next game, reshuffle, shuffle, tokens, material deck",
    ),
    _ga_tr(
        "Game Loss",
        "Game loss penalty",
        "At a tournament a judge can hand a player a game loss as a penalty; that player is "
        "recorded as losing the game.",
        GA_PENALTY_URL,
        "penalty, judge, game loss, infraction, tournament, lose",
    ),
    _ga_tr(
        "Match Structure",
        "Who goes first, and intentional draws",
        "Game 1's starting player is picked at random (coin, die); afterwards the loser of the "
        "last game picks who starts, and starts themselves if they name nobody. In multiplayer "
        "the first player knocked out starts the next game, and intentional draws are only "
        "allowed before game 1.",
        GA_TOURNAMENT_URL,
        "match, first player, go first, play first, coin, die, intentional draw, id, best of "
        "three, bo3, multiplayer, tournament",
    ),
    _ga_tr(
        "End of Round",
        "When time is called",
        "Recommended round length is 60 minutes for best-of-three (50 for Team Standard); at time "
        "the turn player finishes their turn, then play goes on for at most 5 minutes or 3 turns, "
        "whichever runs out sooner. An unfinished game is a draw, the match goes to whoever has "
        "more game wins (otherwise it's drawn), and single-elimination matches need a winner.",
        GA_ROUND_URL,
        "time, time called, timer, round, extra turns, unfinished, tournament, single "
        "elimination, top cut",
    ),
)


TERRUS: Final[tuple[Rule, ...]] = (
    _terrus(
        "4.2",
        "Who goes first",
        "In game 1 the rulers settle who chooses the starting ruler any way they all accept "
        "(coin, dice); later, the loser of the last game chooses, or after a drawn game whoever "
        "chose last time. Turns then go clockwise from the starting ruler.",
        "first player, go first, play first, play or draw, starting ruler, coin, match",
        url=TERRUS_START_URL,
    ),
    _terrus(
        "4.3",
        "Starting vitae",
        "Each ruler starts with their clade in the middle of their city, and their starting vitae "
        "is the number printed on that clade, so it can differ from player to player.",
        "vitae, starting vitae, life, starting life, clade",
        url=TERRUS_START_URL,
    ),
    _terrus(
        "5.1",
        "How a game ends",
        "The game stops right away when a ruler wins, the game is drawn, or it is restarted.",
        "end, over, finish",
    ),
    _terrus(
        "5.2",
        "Ways to win",
        "The heading rule for winning; the specific ways are 5.2a to 5.2g.",
        "win, victory",
    ),
    _terrus(
        "5.2a",
        "Vitae victory",
        "You win when your action, ability or battle drops the last opponent left to 0 vitae or "
        "below.",
        "win, vitae, life, battle, victory",
    ),
    _terrus(
        "5.2b",
        "Metropolis victory",
        "You win if you begin your turn with 10 structures in your city.",
        "win, metropolis, structures, city, victory",
    ),
    _terrus(
        "5.2c",
        "Political victory",
        "You win by winning a Dominion Vote (17.1b) while the beasts in your city have at least "
        "15 INT between them.",
        "win, political, politics, dominion vote, vote, int, intelligence, victory",
    ),
    _terrus(
        "5.2d",
        "Relic victory",
        "You win if you begin your turn with 4 or more Relics in your city.",
        "win, relic, relics, victory",
    ),
    _terrus(
        "5.2e",
        "Last ruler standing",
        "Once all your opponents have left the game you win straight away, even if an effect says "
        "you can't.",
        "win, last player, opponents left",
    ),
    _terrus(
        "5.2f",
        "Winning by an effect",
        "A card or ability can simply declare that a player wins.",
        "win, effect, card says",
    ),
    _terrus(
        "5.2g",
        "A team wins",
        "In a team game, a team wins when every other team is out and at least one of its members "
        "is still in; all its members win, even ones who had already lost.",
        "win, team, multiplayer",
    ),
    _terrus(
        "5.3",
        "Ways to lose",
        "The heading rule for losing; the specific ways are 5.3a to 5.3g.",
        "lose, loss",
    ),
    _terrus(
        "5.3a",
        "Conceding",
        "You can concede whenever you like: you leave at once, take all your pieces out of play, "
        "and lose.",
        "concede, concession, scoop, resign, forfeit, lose",
    ),
    _terrus(
        "5.3b",
        "Vitae at 0 or less",
        "A ruler at 0 vitae or below loses the next time someone would get priority (see 26.0).",
        "vitae, life, zero, lose",
    ),
    _terrus(
        "5.3c",
        "Losing by an effect",
        "A card or ability can simply declare that a player loses.",
        "lose, effect, card says",
    ),
    _terrus(
        "5.3d",
        "Winning and losing at once",
        "If you would win and lose at the same moment, the loss wins out: you lose.",
        "lose, win, simultaneous, both",
    ),
    _terrus(
        "5.3e",
        "A team loses",
        "In a team game, a team is out once every one of its members has lost.",
        "lose, team, multiplayer",
    ),
    _terrus(
        "5.3f",
        "Multiplayer: win effects",
        "In a multiplayer game, an effect saying a ruler wins makes all of that ruler's opponents "
        "lose instead.",
        "multiplayer, win, lose, effect",
    ),
    _terrus(
        "5.3g",
        "Judge penalty",
        "At a tournament, a judge's penalty can cost a ruler the game.",
        "penalty, judge, game loss, tournament, lose",
    ),
    _terrus(
        "5.4",
        "Ways to draw",
        "The heading rule for drawn games; the specific ways are 5.4a to 5.4e.",
        "draw, tie",
    ),
    _terrus(
        "5.4a",
        "Everyone left loses at once",
        "When every ruler still in the game loses at the same moment, nobody wins: it's a draw.",
        "draw, tie, simultaneous, everyone loses",
    ),
    _terrus(
        "5.4b",
        "Unbreakable loop",
        "A loop of required actions that nobody can stop makes the game a draw; a loop with any "
        "optional action in it does not.",
        "loop, draw loop, infinite, mandatory, draw, tie",
    ),
    _terrus(
        "5.4c",
        "Draw by an effect",
        "A card or ability can simply declare the game a draw.",
        "draw, effect, card says",
    ),
    _terrus(
        "5.4d",
        "All teams lose at once",
        "In a team game, the game is a draw if every team still in it loses at the same moment.",
        "draw, team, multiplayer, simultaneous",
    ),
    _terrus(
        "5.4e",
        "Intentional draw",
        "At a tournament, all the rulers in a game can agree to call it a draw.",
        "intentional draw, id, agree, tournament, draw",
    ),
)

RULES: Final[tuple[Rule, ...]] = GRAND_ARCHIVE + MAGIC + TERRUS
