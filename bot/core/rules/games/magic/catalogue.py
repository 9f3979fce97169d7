"""Magic: The Gathering's citable rules (CR 104, its state-based actions and variants, the MTR),
each summarised in Arbiter's own words with a link to the official page (see
bot.core.rules.catalogue)."""

from __future__ import annotations

from typing import Final

from bot.core.messages import N_
from bot.core.rules.games.magic.rules import SYSTEM
from bot.core.rules.rule_entry import Rule, entry

MTG_CR_URL: Final = "https://magic.wizards.com/en/rules"
MTG_MTR_URL: Final = "https://wpn.wizards.com/en/rules-documents"


def _cr(number: str, title: str, summary: str, words: str) -> Rule:
    return entry(SYSTEM, "MTG CR", number, title, summary, MTG_CR_URL, words)


def _mtr(number: str, title: str, summary: str, words: str) -> Rule:
    return entry(SYSTEM, "MTG MTR", number, title, summary, MTG_MTR_URL, words)


MAGIC: Final[tuple[Rule, ...]] = (
    _cr(
        "101.2",
        N_('"Can\'t" beats an instruction'),
        "When one effect says something happens and another says it can't, the \"can't\" wins: "
        "a player who can't lose survives a 'you lose' effect and 0 life, and one who can't win "
        "gets nothing from a 'you win' effect.",
        "can't lose, can't win, cant, platinum angel, angel's grace, abyssal persecutor",
    ),
    _cr(
        "104.1",
        N_("How a game ends"),
        "A game stops the moment a player wins, the game is drawn, or the game is restarted.",
        "end, over, finish",
    ),
    _cr(
        "104.2",
        N_("Ways to win"),
        "The heading rule for winning; the specific ways are 104.2a to 104.2d.",
        "win, victory",
    ),
    _cr(
        "104.2a",
        N_("Last player standing"),
        "Once all your opponents have left the game you win straight away, even if an effect says "
        "you can't win.",
        "win, last player, opponents left",
    ),
    _cr(
        "104.2b",
        N_("Winning by an effect"),
        "A card or ability can simply declare that a player wins.",
        "win, effect, card says",
    ),
    _cr(
        "104.2c",
        N_("A team wins"),
        "In a team game, a team wins when every other team is out and at least one of its members "
        "is still in; all its members win, even ones who had already lost.",
        "win, team, multiplayer",
    ),
    _cr(
        "104.2d",
        N_("Emperor: the team wins with its emperor"),
        "In an Emperor game a team wins when its emperor wins (see 809.5).",
        "win, emperor, team, multiplayer",
    ),
    _cr(
        "104.3",
        N_("Ways to lose"),
        "The heading rule for losing; the specific ways are 104.3a to 104.3k.",
        "lose, loss",
    ),
    _cr(
        "104.3a",
        N_("Conceding"),
        "You may concede whenever you like: you leave the game on the spot and lose, even "
        "while an effect says you can't lose.",
        "concede, concession, scoop, resign, forfeit, lose",
    ),
    _cr(
        "104.3b",
        N_("Life at 0 or less"),
        "A player at 0 life or below loses as a state-based action, the next time someone would "
        "get priority (see 704).",
        "life, zero life, lose, state-based action, sba",
    ),
    _cr(
        "104.3c",
        N_("Drawing from an empty library"),
        "If you must draw more cards than your library holds, you draw what's there and then lose "
        "as a state-based action the next time someone would get priority.",
        "empty library, empty deck, deck out, decking, mill, draw, lose, state-based action, sba",
    ),
    _cr(
        "104.3d",
        N_("Ten poison counters"),
        "A player with 10 or more poison counters loses as a state-based action the next time "
        "someone would get priority.",
        "poison, infect, toxic, counters, lose, state-based action, sba",
    ),
    _cr(
        "104.3e",
        N_("Losing by an effect"),
        "A card or ability can simply declare that a player loses.",
        "lose, effect, card says",
    ),
    _cr(
        "104.3f",
        N_("Winning and losing at once"),
        "If you would win and lose at the same moment, the loss wins out: you lose.",
        "lose, win, simultaneous, both",
    ),
    _cr(
        "104.3g",
        N_("A team loses"),
        "In a team game, a team is out once every one of its members has lost.",
        "lose, team, multiplayer",
    ),
    _cr(
        "104.3h",
        N_("Range of influence: win effects"),
        "With the limited range of influence option, a 'you win' effect instead makes each "
        "opponent within that player's range lose, which may not end the game (see 801).",
        "range of influence, multiplayer, win, lose, effect",
    ),
    _cr(
        "104.3i",
        N_("Emperor: the team loses with its emperor"),
        "In an Emperor game a team loses when its emperor loses (see 809.5).",
        "lose, emperor, team, multiplayer",
    ),
    _cr(
        "104.3j",
        N_("Commander damage"),
        "In Commander, a player who has taken 21 or more combat damage from one single commander "
        "over the whole game loses, as a state-based action (see 903.10).",
        "commander, commander damage, 21, combat damage, edh, lose, state-based action, sba",
    ),
    _cr(
        "104.3k",
        N_("Judge penalty"),
        "At a tournament, a judge's penalty can cost a player the game (see 100.6).",
        "penalty, judge, game loss, tournament, lose",
    ),
    _cr(
        "104.4",
        N_("Ways to draw"),
        "The heading rule for drawn games; the specific ways are 104.4a to 104.4i.",
        "draw, tie",
    ),
    _cr(
        "104.4a",
        N_("Everyone left loses at once"),
        "When every player still in the game loses at the same moment, nobody wins: it's a draw.",
        "draw, tie, simultaneous, everyone loses",
    ),
    _cr(
        "104.4b",
        N_("Unbreakable loop"),
        "Outside limited range of influence (two-player games included), a loop of required "
        "actions nobody can stop makes the game a draw; a loop with any optional action in it "
        "does not.",
        "loop, draw loop, infinite, mandatory, draw, tie",
    ),
    _cr(
        "104.4c",
        N_("Draw by an effect"),
        "A card or ability can simply declare the game a draw.",
        "draw, effect, card says",
    ),
    _cr(
        "104.4d",
        N_("All teams lose at once"),
        "In a team game, the game is a draw if every team still in it loses at the same moment.",
        "draw, team, multiplayer, simultaneous",
    ),
    _cr(
        "104.4e",
        N_("Range of influence: draw effects"),
        "With limited range of influence, a 'the game is a draw' effect only ends the game, as a "
        "draw, for its controller and the players in their range; they leave and the rest play "
        "on.",
        "range of influence, multiplayer, draw, effect",
    ),
    _cr(
        "104.4f",
        N_("Range of influence: loops"),
        "With limited range of influence, an unbreakable required loop is a draw for each player "
        "controlling an object in it and for everyone in their ranges; they leave and the rest "
        "play on.",
        "range of influence, multiplayer, loop, draw loop, infinite, draw",
    ),
    _cr(
        "104.4g",
        N_("A team draws"),
        "A team has drawn once the game is a draw for each of its members still in it.",
        "draw, team, multiplayer",
    ),
    _cr(
        "104.4h",
        N_("Emperor: the team draws with its emperor"),
        "In Emperor, a team draws exactly when its emperor draws (see 809.5).",
        "draw, emperor, team, multiplayer",
    ),
    _cr(
        "104.4i",
        N_("Intentional draw"),
        "At a tournament, all the players in a game can agree to call it a draw (see 100.6).",
        "intentional draw, id, agree, tournament, draw",
    ),
    _cr(
        "104.5",
        N_("Leaving the game"),
        "Losing, or drawing, takes a player out of the game; the multiplayer rules (800.4) say "
        "what happens to what they leave behind.",
        "leave, leaves, multiplayer",
    ),
    _cr(
        "104.6",
        N_("Restarting the game"),
        "One card, Karn Liberated, restarts the game: everyone still in it starts a fresh game "
        "straight away (see 719).",
        "restart, karn, karn liberated, new game",
    ),
    _cr(
        "100.6a",
        N_("Match length"),
        "A two-player match is normally best of three games, and a multiplayer match normally a "
        "single game.",
        "match, best of three, bo3, best of one, multiplayer",
    ),
    _cr(
        "603.3",
        N_("Triggered abilities wait for priority"),
        "A triggered ability does nothing the moment it triggers: its controller puts it on the "
        "stack the next time someone would get priority, once state-based actions are done, and "
        "it resolves later. A game those actions end never sees it.",
        "trigger, triggered ability, triggers, stack, timing, too late",
    ),
    _cr(
        "614.1a",
        N_("Replacement effects: instead"),
        "An effect worded with 'instead' swaps one event for another, and the first one never "
        "happens: a draw from an empty library that becomes a win (Laboratory Maniac), a loss "
        "that becomes a fresh start (Lich's Mirror).",
        "replacement, instead, laboratory maniac, lab man, lich's mirror, jace",
    ),
    _cr(
        "702.15b",
        N_("Lifelink"),
        "Damage dealt by a source with lifelink also gains its controller that much life, as part "
        "of the same event as the damage rather than afterwards.",
        "lifelink, life gain, gain life, damage",
    ),
    _cr(
        "702.90b",
        N_("Infect"),
        "A player dealt damage by a source with infect gets that many poison counters, and "
        "loses no life for it.",
        "infect, damage, phyrexian",
    ),
    _cr(
        "702.164c",
        N_("Toxic"),
        "Combat damage that a creature with toxic N deals to a player also gives that player N "
        "poison counters, besides what the damage itself does.",
        "toxic, combat damage, phyrexian",
    ),
    _cr(
        "704.3",
        N_("State-based actions, then triggers"),
        "Each time someone would get priority, every state-based action that applies happens at "
        "once, and the check is made again until none apply; only then do the abilities that "
        "triggered meanwhile go on the stack.",
        "state-based action, sba, trigger, stack, priority, timing, simultaneous",
    ),
    _cr(
        "704.5a",
        N_("State-based action: 0 life"),
        "Checked whenever someone would get priority: a player at 0 life or below loses.",
        "life, zero life, state-based action, sba, lose",
    ),
    _cr(
        "704.5b",
        N_("State-based action: drew from an empty library"),
        "Checked whenever someone would get priority: a player who attempted a draw with no "
        "cards left in their library since the last such check loses.",
        "empty library, empty deck, deck out, decking, state-based action, sba, lose",
    ),
    _cr(
        "704.5c",
        N_("State-based action: ten poison"),
        "Checked whenever someone would get priority: a player with 10 or more poison counters "
        "loses.",
        "poison, infect, toxic, state-based action, sba, lose",
    ),
    _cr(
        "704.6a",
        N_("Two-Headed Giant: team life at 0"),
        "In Two-Headed Giant, a team whose shared life total is 0 or less loses (state-based "
        "action).",
        "two-headed giant, 2hg, team, life, shared life, state-based action, sba",
    ),
    _cr(
        "704.6b",
        N_("Two-Headed Giant: team poison"),
        "In Two-Headed Giant, a team with 15 or more poison counters loses (state-based action).",
        "two-headed giant, 2hg, team, poison, state-based action, sba",
    ),
    _cr(
        "800.4a",
        N_("Leaving a multiplayer game"),
        "A player who leaves takes along everything they own, control effects they had stop, "
        "their spells and abilities waiting on the stack vanish, and what else they still "
        "control is exiled, all at once.",
        "leave, leaves, left, leaving, multiplayer, stack, eliminated, knocked out",
    ),
    _cr(
        "801.1",
        N_("Limited range of influence"),
        "An optional multiplayer rule that caps how far around the table each player can "
        "reach; the Emperor variant always plays with it.",
        "range of influence, limited range, multiplayer, option, emperor",
    ),
    _cr(
        "801.2",
        N_("Range of influence in seats"),
        "Your range is a count of seats: you reach yourself and every player seated that many "
        "places away or nearer, on your left or your right.",
        "range of influence, seats, seat, multiplayer, neighbours",
    ),
    _cr(
        "801.2c",
        N_("Ranges are fixed as each turn begins"),
        "Which players sit within whose range is worked out again at the start of every turn, "
        "counting only the players still playing then.",
        "range of influence, turn, seats, multiplayer, leave",
    ),
    _cr(
        "809.3a",
        N_("Emperor: default ranges"),
        "In Emperor, an emperor reaches two seats and every general one seat, unless the table "
        "agrees on other ranges.",
        "emperor, general, range of influence, seats, multiplayer",
    ),
    _cr(
        "810.8a",
        N_("Two-Headed Giant: the team wins or loses together"),
        "In Two-Headed Giant teammates only ever win or lose together: if either one loses, the "
        "whole team loses, and if either one can't lose (or can't win), neither can the team.",
        "two-headed giant, 2hg, team, win, lose",
    ),
    _cr(
        "809.5",
        N_("Emperor: the team shares its emperor's result"),
        "In Emperor, whatever happens to the emperor (a win, a loss or a draw) happens to their "
        "whole team.",
        "emperor, team, win, lose, draw, multiplayer",
    ),
    _cr(
        "903.7",
        N_("Commander: starting life"),
        "In Commander each player begins the game at 40 life.",
        "commander, edh, starting life, 40, life",
    ),
    _cr(
        "903.10",
        N_("Commander: 21 commander damage"),
        "Once one commander has dealt a player a total of 21 combat damage or more during the "
        "game, that player loses; keep a separate tally for every commander and every player.",
        "commander, commander damage, 21, combat damage, edh, lose",
    ),
    _cr(
        "903.10a",
        N_("Commander: partners tallied apart"),
        "When someone plays two partner commanders, combat damage from each of the pair is "
        "counted in its own tally toward the 21.",
        "commander, partner, partners, commander damage, 21, edh",
    ),
    _mtr(
        "2.1",
        N_("Match structure"),
        "A match runs until a player reaches the needed number of game wins (usually two), and "
        "drawn games don't count toward it. If the round ends first, more game wins takes the "
        "match; tied game wins mean a drawn match.",
        "match, best of three, bo3, game wins, drawn games, tournament",
    ),
    _mtr(
        "2.2",
        N_("Play or draw"),
        "In game 1, whoever wins a random method decides whether to play or draw, and staying "
        "silent means playing first. Later the loser of the previous game decides; after a drawn "
        "game, whoever decided for it decides again.",
        "play first, draw first, play or draw, go first, goes first, first player, coin, "
        "tournament",
    ),
    _mtr(
        "2.4",
        N_("End of round"),
        "Once time is up, the active player completes their turn, and the players take five "
        "extra turns between them (three in team formats like Two-Headed Giant). No new game "
        "starts; one still going is a draw, except in single elimination: with game wins tied, "
        "sudden death follows, and a player without the highest life total loses (no \"can't "
        'lose" stops it); equal totals play on until one changes.',
        "time, time called, extra turns, round, unfinished, two-headed giant, tournament, "
        "sudden death, single elimination, top 8, highest life total",
    ),
    _mtr(
        "2.5",
        N_("Conceding and intentional draws"),
        "Up to the moment the result is recorded, a player may concede a game or the whole match, "
        "and the players may agree to draw. A conceded match in which the conceder took a game is "
        "reported 2-1; an agreed draw with no game played is 0-0-3.",
        "concede, concession, scoop, intentional draw, id, result, tournament",
    ),
    _mtr(
        "3.1",
        N_("Match points, game points and tiebreakers"),
        "A match win scores 3 points, a draw 1 and a loss 0 (a bye counts as a 2-0 win); each "
        "game won scores 3 game points and each drawn game 1. Ties go to opponents' match-win %, "
        "then game-win %, then opponents' game-win %, each with a 33% floor.",
        "points, match points, game points, tiebreakers, standings, bye, omw, gw, ogw, tournament",
    ),
)

# The main clause of each rule of CR 104 (104.1-104.6): the first page of /rule.
HEADLINES: Final = frozenset(
    r.citation for r in MAGIC if r.citation.startswith("MTG CR 104.") and r.number[-1].isdigit()
)
