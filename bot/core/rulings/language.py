"""The situation language of quick rulings (shared/spec/rulings.md), read into events.

Deterministic and documented: the cards a text names are marked first (card_marks.py) and its
framing skipped (chat.py); the situation is split into sentences (one report each) on `.`, `!`,
`?`, `;`, new lines, `then`, `after that` and `later`; a sentence into clauses (simultaneous
events) on `,`, `and`, `but`, `while`, `at the same time (as)` and `simultaneously`. Each
clause must match one of the phrase forms of bot.core.rulings.phrases as a whole; a clause that
matches none is never guessed at: the reader stops and names it (suggest.py says what it could
have meant). Sentences that declare the game (players, teams, starting life, range of
influence, emperors) are read whole before splitting, since their lists use `,` and `and` too.

Within a sentence, what a spell, an ability or a trigger does ("my Blood Artist triggers and bob
loses 1 life", "Rakdos Charm: ...") happens when it resolves: after the checkpoint of what came
before it in the sentence, as a report of its own (MTG CR 603.3: a triggered ability waits for
the next priority, after state-based actions). An event from a source the words leave open (a
card Arbiter does not know: is it a trigger or not?) makes the situation a `Fork` with a case
for each reading; the answer judges each (judging.py).

Players are kept as typed (first spelling wins) and matched without regard to case; `I`, `me`,
`my` and `you` are the asker, `opponent` the other player of a two-player game, roles ("player
1", "the attacking player") players named by role, and `everyone` / `both` stand for every
player still in the game when the sentence happens (`EVERYONE`), which only the judge knows.

Here: the whole text (its prefix, its sentences read in turn); the text split into sentences is
text_sentences.py's, the game's declarations game_declarations.py's, a sentence into its steps
sentence_steps.py's, a sentence into its clauses sentence_clauses.py's, what the whole reading
leaves unsaid, settled once every sentence is read, reading_settled.py's, and what a text is read
as (`Situation`, `Sentence`, `Fork`) situation_values.py's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from bot.core.messages import Message
from bot.core.messages import sentences as one_after_another
from bot.core.rules.games import variant_named
from bot.core.rules.vocabulary import EventKind, System, Variant
from bot.core.rulings import (
    brought_down,
    bug_reports,
    card_marks,
    card_text_forms,
    casts_told_again,
    chat,
    chat_forms,
    claimed_wins,
    game_in_passing,
    general_then_example,
    moment_questions,
    players_told,
    prose_boards,
    told_creatures,
    trigger_reports,
    trigger_verdicts,
    unnamed_held,
)
from bot.core.rulings.abilities_removed import without_abilities
from bot.core.rulings.alternatives import numbers_either
from bot.core.rulings.alternatives_asked import guesses_offered
from bot.core.rulings.arrivals import played_via
from bot.core.rulings.asker_thoughts import belief_asked_back
from bot.core.rulings.blocks_supposed import combat_told_supposing
from bot.core.rulings.both_held import check_pair
from bot.core.rulings.card_words_as_players import card_words_as_players
from bot.core.rulings.cards import CantLose, Who
from bot.core.rulings.cast_draws import first_draw_said
from bot.core.rulings.causatives import told_as_done
from bot.core.rulings.champion_health import defeat_said
from bot.core.rulings.champions_together import champions_apart
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.city_at_turn_start import turn_begun
from bot.core.rulings.combat_told import attack_said
from bot.core.rulings.cut_tails import check_not_cut_off, without_cut_tail
from bot.core.rulings.damage_restated import restated_apart, skip_restated
from bot.core.rulings.damage_told_again import told_again
from bot.core.rulings.dead_returned import check_dead_returned
from bot.core.rulings.dominion_votes import vote_with_int
from bot.core.rulings.drain_gains import gains_told
from bot.core.rulings.draw_choices import choices_told
from bot.core.rulings.draws_ahead import draws_ahead
from bot.core.rulings.draws_due import draws_due
from bot.core.rulings.each_player_apart import each_player_told_apart
from bot.core.rulings.empty_piles import piles_said_empty
from bot.core.rulings.flickers import flickered
from bot.core.rulings.followed_up import followed_up
from bot.core.rulings.foundry_copies import foundry_copies
from bot.core.rulings.game_declarations import declaration
from bot.core.rulings.game_words import example_of
from bot.core.rulings.handshakes import handshakes
from bot.core.rulings.hits_told import as_attacks
from bot.core.rulings.hypothetical_players import hypothetical_players
from bot.core.rulings.imprinted_copies import imprinted_cast, repeats_asked
from bot.core.rulings.kept_alive import held_said as kept_alive_held
from bot.core.rulings.later_turns import later_turns_begun
from bot.core.rulings.leaving_restated import leaving_restated
from bot.core.rulings.life_changes_told import changes_told
from bot.core.rulings.locks_told import locks_told
from bot.core.rulings.more_of_a_kind import more_of_a_kind
from bot.core.rulings.openings import without_headline, without_question_about
from bot.core.rulings.opponents_named import opponents_named
from bot.core.rulings.outcome_questions import (
    US,
    asks_of_the_asker,
    marks_beside_ways_out,
    said_again_alone,
    totals_asked,
)
from bot.core.rulings.own_cards_leaving import held_before_leaving
from bot.core.rulings.pending_spells import cast_at as pending_cast_at
from bot.core.rulings.quoted_text import (
    asides_read,
    check_card_text_said,
    players_words,
    sudden_death_told,
    without_card_text,
    wording_read_as,
)
from bot.core.rulings.reading_settled import (
    asker_beside_the_named,
    chapter_told,
    loop_told,
    loss_unsaid_kept_in,
    triggers_said_later,
)
from bot.core.rulings.reasoned_inabilities import without_inferences
from bot.core.rulings.removals import removed
from bot.core.rulings.repeated_damage import told_each_time
from bot.core.rulings.responses_unsaid import told_after_open_spells
from bot.core.rulings.restated_outcomes import every_player_restated
from bot.core.rulings.run_ons import run_ons_split
from bot.core.rulings.sentence_refusals import (
    refused_in_a_sentence,
    unknown_refused,
)
from bot.core.rulings.shared_totals import shared_totals
from bot.core.rulings.simultaneous_draws import in_turn_order
from bot.core.rulings.situation_values import Fork, Sentence, Situation, totals_in
from bot.core.rulings.spell_resolutions import successfully_cast
from bot.core.rulings.spells_on_spells import acted_on as spells_acted_on
from bot.core.rulings.stated_totals import LastTold, sentence_on, total_told_late
from bot.core.rulings.supposed_moments import steps_or_board, supposed_once
from bot.core.rulings.table_headers import headed_table
from bot.core.rulings.text_sentences import fillers_of, sentences_of
from bot.core.rulings.unsaid_hints import hint_for
from bot.core.rulings.used_on_creatures import used_on_creatures
from bot.core.rulings.verb_spellings import spelt_as_meant
from bot.core.rulings.we_as_a_team import team_total_said
from bot.core.rulings.who_controls import held_said_first
from bot.core.rulings.words import (
    EXAMPLES,
    MAX_SITUATION,
    Reader,
    SituationError,
    Unread,
    marks_in,
    quoted,
    read_prefix,
    spelled,
)

# Every pattern here, and in text_sentences.py, sentence_steps.py and sentence_clauses.py, reads the
# asker's text in time proportional to its length (issue #29: one DM of 100 characters stalled the
# event loop for seconds). No two ways of matching the same characters are left for a failing match
# to try: a name is a whole word (words.NAME is atomic), runs of spaces, punctuation and digits are
# taken whole (`*+`, `++`), and a pattern that is searched for anywhere in a sentence and begins
# with such a run begins only where the run does (a lookbehind), so no run is scanned again from
# each of its characters. Sentences reach the patterns below them with their spaces collapsed
# (text_sentences.sentences_of).


# "Later he is at 0", "eventually ...": said to come some time after what was told before it
_SOME_TIME_LATER = re.compile(rf"(?<![\w']){one_of(WORDS.some_time_later)}[\W_]*+$", re.IGNORECASE)


# "At the beginning of his upkeep", "On his turn", "Eventually": framing that puts a sentence at a
# later step or turn (never "what if", "anyway": the moment told before it goes on)
_LATER_FRAMING = re.compile(
    rf"(?<![\w'])(?:{one_of(WORDS.some_time_later)}|{one_of(WORDS.later_turn_parts)})(?![\w'])",
    re.IGNORECASE,
)


def _framed(
    steps: list[Sentence | Fork], framing: tuple[str, ...], later: bool
) -> list[Sentence | Fork]:
    """The steps with the framing skipped before them ("at the beginning of my upkeep"), and
    said to come some time later where "later" or framing naming a step or turn is said
    before them."""
    later = later or any(_LATER_FRAMING.search(words) for words in framing)
    if not framing and not later:
        return steps
    return [
        replace(step, framing=framing or step.framing, later=later)
        if isinstance(step, Sentence)
        else step
        for step in steps
    ]


def _said_later(text: str, raw: str, cursor: int) -> tuple[bool, int]:
    """Whether the sentence `raw`, found in `text` from `cursor` on, is said to come some
    time after the one before it ("... I bolt him. Later he is at 0": the sentence reader
    breaks at "later" and drops it), and where the search goes on from."""
    at = text.find(raw, cursor)
    if at < 0:
        return False, cursor
    return _SOME_TIME_LATER.search(text, max(cursor, at - 40), at) is not None, at + len(raw)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BLANK_LINES = re.compile(r"\n[ \t]*+(?:\n[ \t]*+){2,}")


def check_text(text: str) -> str:
    """The text fit to read, or SituationError: not too long, no control characters."""
    if not text or not text.strip():
        raise SituationError(
            Message("Describe the situation, e.g. {example}.", example=EXAMPLES[0])
        )
    if len(text) > MAX_SITUATION:
        raise SituationError(
            Message(
                "A situation is at most {most} characters; this one has {length}. "
                "Describe only the moment in question.",
                most=f"{MAX_SITUATION:,}",
                length=f"{len(text):,}",
            )
        )
    if _CONTROL.search(text):
        raise SituationError(
            Message(
                "The situation contains control characters (such as NUL); write it as plain text."
            )
        )
    text = (
        text.replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
        .replace("\r", "\n")
    )
    # Blank lines beyond one say nothing more, and every pattern searched from each of them
    # would pass over the whole run again (a 1,000-character text of them took 47 ms).
    return _BLANK_LINES.sub("\n\n", text)


def _step_said_after(steps: list[Sentence | Fork], skipped: list[str]) -> None:
    """A sentence that is all framing ("At the beginning of my upkeep, what happens?"): the
    step it names comes after what was told before it, so its framing is kept with the last
    sentence read (a card's trigger at that step: trigger_conditions)."""
    for at in range(len(steps) - 1, -1, -1):
        step = steps[at]
        if isinstance(step, Sentence):
            steps[at] = replace(step, framing=(*step.framing, *skipped))
            return


def _report_read(marked: str, situation: Situation, sectioned: bool) -> tuple[str, list[str], bool]:
    """The text and its sentences, without what a program did where it is a program's bug
    report ("the game log listed ..., then considered the game a draw"; `sectioned`: one
    written in a report's sections), and whether it is."""
    entities = situation.entities
    sentences = sentences_of(marked)
    marked, not_won = trigger_reports.without_not_won(marked, sentences, entities)
    situation.skipped.extend(not_won)  # "... but the trigger did not end the game"
    sentences = sentences_of(marked) if not_won else sentences
    marked, killed = trigger_verdicts.without_trigger_verdicts(marked, sentences, entities)
    situation.skipped.extend(spelled(said, entities) for said in killed)  # "killed me"
    sentences = sentences_of(marked) if killed else sentences
    claims = [claimed_wins.card_claimed(s, entities) for s in sentences]  # a card's win
    report = (
        sectioned
        or bug_reports.is_report(sentences)
        or any(claims)
        or bool(not_won)
        or bool(killed)
    )
    if report and not any(claims):
        marked = bug_reports.ai_named(marked)  # "the AI conceded": a player, "AI"
        marked, acts = bug_reports.without_program_acts(marked)
        situation.skipped.extend(spelled(said, entities) for said in acts)
        sentences = sentences_of(marked)
    situation.skipped.extend(fillers_of(marked))  # "so", "right?": taken off, shown
    return marked, sentences, report


def _none_said_again(sentences: list[str]) -> Iterator[str]:
    """The sentences, refusing one that only says the one before again of a player ("Me
    too.": said_again_alone)."""
    for raw in sentences:
        if said_again_alone(raw):
            raise Unread(raw)
        yield raw


def parse_situation(
    text: str,
    *,
    asker: str = "me",
    game: System | None = None,
    variant: Variant | None = None,
    chosen: System | None = None,
) -> Situation:
    """Read a whole situation; raise SituationError naming what could not be read. `game`
    and `variant` are the ones the text is judged in when it names none (the option, the
    channel's match, the server's default): they decide which cards are known. `chosen`: the
    game the asker chose for this question (the option), which the words may not contradict."""
    text = check_text(text)
    system, prefix_variant, body = read_prefix(text)
    check_not_cut_off(body)  # "..., it resolved and": what came next is unsaid
    prefixed = system is not None
    body = headed_table(body)  # "commander 4 players: me, ...": "commander, 4 players: ..."
    said = game_in_passing.game_said(body, by_terms=system is None)
    game_in_passing.check_chosen(chosen, said, prefixed=system is not None)
    if system is not None and said.system is not None and said.system != system:
        raise SituationError(
            Message(
                "The situation names two games; say which one it is played in "
                '(start with "magic:", "ga:" or "terrus:").'
            )
        )
    system = system or said.system
    chosen_variant = prefix_variant or said.variant
    effective = system or game
    effective_variant = chosen_variant if system else (chosen_variant or variant)
    rules = variant_named(effective_variant.value) if effective_variant else None
    # "players: me, bob, carol. both my opponents concede", in a game of no teams
    body = opponents_named(body, teams=rules is not None and rules.teams is not None)
    # "2hg: we are at 3 life": the team's one life total, where a team plays as one
    body = team_total_said(body, shared=rules is not None and rules.one_side is not None)
    body = spelt_as_meant(body)  # "I casted Bolt", "he delt 3", "blocked w/ a 1/1"
    body = run_ons_split(body)  # "opp at 2 lp i bolt him", "@bob concedes"
    body = more_of_a_kind(body)  # "he has 8 poison and takes 1 more": poison counters
    body = told_each_time(body)  # "bob takes 3 damage 6 times": each time told in turn
    body = defeat_said(body, effective)  # "my champion has 20 health and takes 20 damage"
    body = champions_apart(body, effective)  # "my champion and his champion die"
    body = turn_begun(body, effective)  # "I have 4 relics at the start of my turn"
    body = vote_with_int(body, effective)  # "I won a dominion vote and have 15 int"
    body = draws_due(body)  # "I had to draw a card but my deck was empty": the library first
    body = card_text_forms.unbracketed(body)  # "[[Lightning Bolt]]": a card's name
    body, log_lines, logged = bug_reports.without_log_stamps(body)  # "[12:03:44] ..."
    body = chat.without_insertions(body)  # "... [you] blocked it": an editor's words
    body, sections, sectioned = bug_reports.without_sections(body)  # "Expected: ..."
    sectioned = sectioned or logged  # a game log: a report
    marked, entities = card_marks.mark_cards(card_text_forms.card_words(body), effective)
    marked = card_text_forms.without_emphasis(marked)  # "*Platinum Angel*"
    marked = later_turns_begun(marked, entities, effective)  # "On my next turn, ...": begun
    marked, set_codes = card_text_forms.without_set_codes(marked)  # "Lightning Bolt (M10)"
    marked, shaken = handshakes(marked)  # a handshake after an attack for lethal: conceded
    marked = followed_up(marked, entities)  # "can I ...? Then, later, destroy the Humility?"
    marked = restated_apart(marked)  # "I bolt him, he takes the damage and goes to 2"
    marked = as_attacks(marked, entities)  # "I hit him with a 3/3": unblocked
    fights = marked
    marked = combat_told_supposing(marked, entities)  # what an attack dealt, where stats fix it
    fights_told = marked != fights or attack_said(fights)  # combat told in prose
    marked = flickered(marked, entities)  # "my Phage is targeted by Astral Slide"
    marked = removed(marked, entities)  # "he casts Doom Blade on my Platinum Angel"
    marked = played_via(marked, entities)  # "I play Phage via Sneak Attack"
    marked, aims = used_on_creatures(marked, entities)  # "I used Dread Return on X"
    marked, cut = without_cut_tail(marked, entities)  # "it resolved and thassa's looked to be"
    aims += cut
    marked = imprinted_cast(marked, entities)  # "I use Isochron Scepter imprinted with X"
    marked = foundry_copies(marked, entities)  # "I imprint Soul Foundry with Clone ... Clone X"
    marked = pending_cast_at(marked, entities)  # "he casts a Bolt that would kill me. I respond"
    marked = told_as_done(marked)  # "my opponent makes me lose 10 life"
    marked, entities = spells_acted_on(marked, entities, effective)  # "he Negates it"
    marked, claimed = casts_told_again.claimed_doings(marked)  # "casting X will win you ..."
    marked, entities = casts_told_again.named_again(marked, entities)  # "cast a second copy"
    marked, rules_told = casts_told_again.rules_of_the_card(marked)  # "the first one needn't"
    marked = prose_boards.got_told(marked)  # "Got Worship and a creature in play"
    marked = prose_boards.an_opponent_holding(marked)  # "an opponent has Platinum Angel"
    marked = held_said_first(marked)  # "... my opponent who controls Platinum Angel"
    marked = kept_alive_held(marked, entities)  # "he is kept alive by his Platinum Angel"
    check_dead_returned(marked, entities)  # Endless Whispers: where did the dead go?
    marked, card_text = without_card_text(marked, entities)  # a card's text quoted
    marked = asides_read(marked)  # "(with a creature of each color)": the sentence goes on
    marked, rule_text = sudden_death_told(marked)  # the sudden-death rule told
    card_text += rule_text
    marked, rule_text = wording_read_as(marked)  # '"you win" is resolved as if it were ...'
    card_text += rule_text
    marked, rule_text = chat_forms.cant_stop(marked)  # "player B and C can't stop it"
    card_text += rule_text
    marked, speech = players_words(marked)  # a player's words that concede nothing
    check_card_text_said(marked)  # 'the card says "you win"': what it reads, no event
    card_text += speech + shaken
    marked, first_draw = first_draw_said(marked)  # "after the first draw, ...": it resolved
    card_text += first_draw
    entities = without_abilities(marked, entities)  # Humility: creatures have none
    played = variant_named(effective_variant.value) if effective_variant else None
    commander_game = played is not None and EventKind.COMMANDER_DAMAGE in played.events
    one_side = played is not None and played.one_side is not None
    marked, playing_told = players_told.opponent_playing(
        marked, two_players=not one_side and said.two_players
    )
    marked = hypothetical_players(marked)  # "what happens if a player ...": "one player"
    reader = Reader(
        asker, entities, commander_game=commander_game, one_side=one_side, system=effective
    )
    reader.pair_someone(marked)
    reader.pair_you(marked)
    reader.marked = marked
    reader.as_typed = text
    situation = Situation(system=system, variant=chosen_variant, steps=[], entities=entities)
    situation.prefixed = prefixed
    situation.asker_asks = asks_of_the_asker(body)
    situation.skipped.extend(spelled(said, entities) for said in card_text)
    situation.skipped.extend([*log_lines, *sections])
    situation.skipped.extend(spelled(said, entities) for said in [*claimed, *rules_told, *aims])
    situation.skipped.extend(spelled(said, entities) for said in set_codes)
    situation.table_size = said.players
    situation.several = said.several
    read: list[str] = []
    supposed: str | None = None  # the moment supposed so far ("What happens if I concede")
    named: frozenset[int] = frozenset()  # the marks of cards named in the sentences before
    seen: set[str] = set()  # ... and those cards' names
    marked, general = general_then_example.without_general_question(marked)
    situation.skipped.extend(spelled(said, entities) for said in general)
    marked, asked = moment_questions.losses_asked_by_way(marked)
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = piles_said_empty(marked, entities)  # "Even one with no cards under it?"
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = choices_told(marked, entities)  # "I choose land" (Abundance): it is used
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = belief_asked_back(marked)  # "I thought you can't ... but CARD ... So can you?"
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = without_inferences(marked, entities)  # "he can never draw again, so ...?"
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = repeats_asked(marked, entities)  # "can I use it every turn without losing?"
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = locks_told(marked, entities)  # "I get Mindslaver locked": no draw
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = leaving_restated(marked, entities)  # "Because X has conceded, CARD is gone"
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = moment_questions.confirmations_asked(marked)
    situation.skipped.extend(asked)
    marked, asked = totals_asked(marked, frozenset(n for n, e in enumerate(entities) if e.card))
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = guesses_offered(marked, [e.name for e in entities])  # "Would he ... or ...?"
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, asked = draws_ahead(marked)  # "Will I lose at my next draw step?"
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked = moment_questions.moments_then_asked(marked)
    marked = prose_boards.held_in_passing(marked)
    marked = prose_boards.held_alone(marked, mate_plays=one_side)  # "... my teammate doesn't"
    marked = told_creatures.sizes_held(marked, entities)  # "he had a 6/6 Abhorrent Oculus"
    marked = told_creatures.both_died(marked, entities)  # "They both died"
    marked = successfully_cast(marked)  # "he successfully plays X": it resolved
    marked, nothing = prose_boards.no_savers(marked)
    situation.skipped.extend(nothing)
    marked, asked = moment_questions.state_before_act(marked)
    situation.skipped.extend(asked)
    marked, asked = moment_questions.doings_asked(marked)
    situation.skipped.extend(spelled(said, entities) for said in asked)
    marked, playing = players_told.players_playing(marked)
    situation.skipped.extend(playing)
    situation.skipped.extend(spelled(said, entities) for said in playing_told)
    marked = changes_told(marked)  # "he went from 7 to 0", "I was at 5 and I'm now at 0"
    marked = shared_totals(marked)  # "we're at 5 life each", "5 life each."
    marked = held_before_leaving(marked, entities)  # "My Lich's Mastery is destroyed"
    marked, brought = brought_down.brought_down(marked)
    situation.skipped.extend(brought)
    marked, declared = game_in_passing.commander_declared(marked, [e.name for e in entities])
    situation.skipped.extend(spelled(said, entities) for said in declared)
    marked, headline = without_headline(marked, [e.name for e in entities])
    situation.skipped.extend(spelled(said, entities) for said in headline)
    marked, about = without_question_about(marked, [e.name for e in entities])
    situation.skipped.extend(about)
    keeps_others = frozenset(
        n
        for n, e in enumerate(entities)
        if e.card is not None
        and any(isinstance(x, CantLose) and x.who is not Who.CONTROLLER for x in e.card.effects)
    )
    keeps_at_zero = frozenset(
        n
        for n, e in enumerate(entities)
        if e.card is not None and any(map(moment_questions.keeps_at_zero, e.card.effects))
    )
    # said held (anywhere, under any of its marks): asked of, where the text puts it
    held_names = {
        entities[n].name for n in moment_questions.cards_held(marked) if n < len(entities)
    }
    held = frozenset(n for n, e in enumerate(entities) if e.name in held_names)
    last_told = LastTold()
    try:
        marked, sentences, report = _report_read(marked, situation, sectioned)
        cursor = 0  # where the sentences' words were last found in the text
        for raw in _none_said_again(sentences):
            later, cursor = _said_later(marked, raw, cursor)
            if report:
                kept = claimed_wins.card_claimed(raw, entities) or bug_reports.without_claims(raw)
                situation.skipped.extend(spelled(s, entities) for s in kept.skipped)
                raw = kept.text
            before = supposed  # "... What if we are both at 2 life?": maybe the board (below)
            supposed = supposed_once(supposed, raw, entities, read, bool(situation.steps))
            numbers = numbers_either(raw)  # "I deal him 3 or 4 damage": a case each
            unframed = chat.unframe(
                numbers[0] if numbers else raw,
                after=before,
                named=named,
                names=[e.name for e in entities],
                keeps_others=keeps_others,
                keeps_at_zero=keeps_at_zero,
                held=held,
            )
            seen |= {entities[i].name for i in marks_in(raw) if i < len(entities)}
            named = frozenset(i for i, e in enumerate(entities) if e.name in seen)
            skip_restated(unframed, situation.steps, reader)  # "after they take the damage"
            situation.skipped.extend(spelled(s, entities) for s in unframed.skipped)
            situation.asker_asks |= unframed.asker_guessed  # "If alice concedes, I draw?"
            situation.draw_guessed = situation.draw_guessed or unframed.draw_guessed
            sentence = unframed.text
            if not sentence:
                _step_said_after(situation.steps, unframed.skipped)
                continue
            if not declaration(sentence, situation, reader):
                other = chat.unframe(numbers[1], after=before, named=named).text if numbers else ""
                marks = marks_beside_ways_out(raw, unframed.skipped)
                steps, supposed = steps_or_board(
                    (sentence, other, raw), marks, reader, situation, supposed, read
                )
                steps = _framed(steps, tuple(unframed.skipped), later)
                words = sentence_on(marked, raw)
                total_told_late(
                    sentence,
                    steps,
                    situation.steps,
                    entities,
                    before is not None,
                    fights_told,
                    words=words,
                )
                last_told.told(sentence, steps, situation.steps, words)
                situation.steps.extend(in_turn_order(steps, situation.steps, reader))
                reader.totals_told.update(totals_in(steps))
            read.append(spelled(sentence, entities))
        last_told.checked(entities)  # a total told last, before the question
        situation.steps = told_again(situation.steps, reader.asker)  # "he takes 3 damage"
        told_after_open_spells(situation.steps)
        each_player_told_apart(situation.steps)  # "he takes 3 from Earthquake, then I do"
    except SituationError as error:
        raise refused_in_a_sentence(error, read, effective, effective_variant, reader) from None
    if reader.attack_unsaid is not None:  # it stops at an attack: what did it deal?
        attack = spelled(reader.attack_unsaid, entities)
        ends_nothing = Message(
            "{attack} ends nothing by itself, and nothing is said of what it dealt.",
            attack=f'"{quoted(attack)}"',
        )
        hint = hint_for(attack, effective)
        raise SituationError(
            one_after_another([ends_nothing, hint]) if hint is not None else ends_nothing,
            unread=attack,
            read=tuple(read),
        )
    loop_told(situation, reader, read, effective, effective_variant)
    if reader.unknown_unsaid is not None:  # it stops at a card it does not know, acting
        raise unknown_refused(spelled(reader.unknown_unsaid, entities), effective, read)
    loss_unsaid_kept_in(situation, reader)
    gains_told(situation, reader)  # Blood Artist's gain for its controller, told or asked
    unnamed_held.settle(situation, reader, body)  # "I control an enchantment": asked (ruling_on)
    if not situation.steps and situation.skipped and not read:
        written = spelled(body, entities).strip()
        raise SituationError(
            Message(
                'I could not read "{words}" as a moment of a game: say what happens, e.g. '
                "{example}.",
                words=quoted(written),
                example=example_of(effective),
            ),
            unread=written,
        )
    for saga in prose_boards.on_a_chapter(marked):
        chapter_told(situation, reader, saga)
    situation.steps = triggers_said_later(situation.steps)
    reader.someone_alone()
    reader.roles_alone()
    reader.pronoun_alone(more_than_two=situation.several or (situation.table_size or 0) > 2)
    card_words_as_players(reader, entities, situation.declared_players)  # "vortex deals 2"
    situation.both_said, situation.we_said = reader.both_said, reader.we_said
    situation.askers_opponent = reader.askers_opponent
    situation.mentioned = list(reader.order)
    asks = situation.asker_asks or asks_of_the_asker(body, US)
    situation.several = situation.several or asker_beside_the_named(situation, asker, asks)
    every_player_restated(situation, reader, effective)  # "nobody can lose. carol is at 0"
    check_pair(reader, situation)
    return situation
