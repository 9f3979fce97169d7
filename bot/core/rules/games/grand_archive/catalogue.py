"""Grand Archive's citable rules (Ending the Game 1-7 and the tournament rules), each
summarised in Arbiter's own words with a link to the official page (see
bot.core.rules.catalogue)."""

from __future__ import annotations

from typing import Final

from bot.core.messages import N_
from bot.core.rules.games.grand_archive.rules import SYSTEM
from bot.core.rules.rule_entry import Rule, entry

# Official pages: Grand Archive's comprehensive rules and tournament documents are GitBook
# sites run by the publisher.
GA_ENDING_URL: Final = "https://rules.gatcg.com/general-rules/general-rules-ending-the-game"
GA_TOURNAMENT_URL: Final = "https://trg.gatcg.com/tournament-mechanics"
GA_ROUND_URL: Final = "https://trg.gatcg.com/tournament-mechanics/round-structure"
GA_PENALTY_URL: Final = "https://ipg.gatcg.com/penalty-quicksheet"


def _ga(number: str, title: str, summary: str, words: str) -> Rule:
    return entry(SYSTEM, "GA Ending the Game", number, title, summary, GA_ENDING_URL, words)


def _ga_tr(section: str, title: str, summary: str, url: str, words: str) -> Rule:
    return entry(SYSTEM, "GA Tournament Rules:", section, title, summary, url, words)


GRAND_ARCHIVE: Final[tuple[Rule, ...]] = (
    _ga(
        "1",
        N_("How a game ends"),
        "A game is over as soon as somebody wins or it turns into a draw.",
        "end, over, finish",
    ),
    _ga(
        "2",
        N_("Ways to win"),
        "You win once every opposing champion has died, once opponents who had a champion "
        "control none when Opportunity is given, once all your opponents have lost, or when a "
        "card effect says you win.",
        "win, victory, champion control, no champion, opportunity, effect",
    ),
    _ga(
        "3",
        N_("Ways to lose"),
        "You lose if your champion dies, if you had a champion but control none when Opportunity "
        "is given, if you have to draw from an empty deck, if an effect says so, if you concede, "
        "or if you would win and lose at the same moment.",
        "lose, loss, empty deck, deck out, decking, mill, concede, concession, champion control, "
        "no champion, champion died, opportunity, effect",
    ),
    _ga(
        "4",
        N_("Draws"),
        "The game is a draw when an effect says so, or when every player still in it wins or "
        "loses at the same moment.",
        "draw, tie, simultaneous, effect",
    ),
    _ga(
        "5",
        N_("What happens to a player who loses"),
        "The loser takes back every card and object they own. Face-down cards that carry extra "
        "properties get flipped and shown to everyone before going back into that player's decks.",
        "leave, leaves, cleanup, face-down, reveal",
    ),
    _ga(
        "5.1",
        N_("Loser's stolen objects (multiplayer)"),
        "In multiplayer, anything the loser controlled but didn't own goes back to whoever "
        "controlled it before; if nobody did, it simply stops existing for the rest of the match.",
        "multiplayer, control, controller, steal, stolen, cease to exist",
    ),
    _ga(
        "5.2",
        N_("Objects removed by a loss"),
        "An object that vanishes because its controller lost only counts as leaving the field: it "
        "didn't die and wasn't destroyed or banished, so only leave-the-field triggers fire.",
        "on leave, leave play, destroyed, banished, trigger, multiplayer",
    ),
    _ga(
        "6",
        N_("After the game"),
        "When the game is over, all cards and objects go back to the players who own them.",
        "cleanup, return, owner",
    ),
    _ga(
        "7",
        N_("Between games of a match"),
        "Playing a match, everyone reshuffles their main deck and material deck for the next "
        "game, and tokens are put aside.",
        "match, next game, reshuffle, shuffle, tokens, material deck",
    ),
    _ga_tr(
        "Game Loss",
        N_("Game loss penalty"),
        "At a tournament a judge can hand a player a game loss as a penalty; that player is "
        "recorded as losing the game.",
        GA_PENALTY_URL,
        "penalty, judge, game loss, infraction, tournament, lose",
    ),
    _ga_tr(
        "Match Structure",
        N_("Who goes first, and intentional draws"),
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
        N_("When time is called"),
        "Recommended round length is 60 minutes for best-of-three (50 for Team Standard); at time "
        "the turn player finishes their turn, then play goes on for at most 5 minutes or 3 turns, "
        "whichever runs out sooner. An unfinished game is a draw, the match goes to whoever has "
        "more game wins (otherwise it's drawn), and single-elimination matches need a winner.",
        GA_ROUND_URL,
        "time, time called, timer, round, extra turns, unfinished, tournament, single "
        "elimination, top cut",
    ),
)

# The main clause of each rule of Ending the Game (1-7): the first page of /rule.
HEADLINES: Final = frozenset(
    r.citation
    for r in GRAND_ARCHIVE
    if r.citation.startswith("GA Ending the Game") and r.number.isdigit()
)
