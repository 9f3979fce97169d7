"""A quick ruling: situation text in, answer out (shared/spec/rulings.md).

`rule_on` reads the text (bot.core.rulings.language) into a game file of the replay vocabulary,
judges it report by report with the rules core's own `apply_report` (judging.py), and words the
answer from the verdicts: what was understood, each player's result with the rules the engine
cited, and, where the moment of a clause decided it, why (the engine's `Verdict.unjudged` says
what the checkpoint would have found had the game not already ended at once). When the words
leave open what decides the outcome, each reading is judged (`Judged`, open_cases.py) and the
answer depends on the one question that settles it. The asker ("I", "me", "my") is spoken to as
"you". Pure: no Discord, no database, no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from bot.core.messages import Message
from bot.core.rules.engine import new_game
from bot.core.rules.games import GAMES, game_of
from bot.core.rules.games.game import RulingNote
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind, Standing, System, Variant
from bot.core.rulings import (
    after_the_end,
    open_facts,
    unnamed_held,
    variants_compared,
    why_messages,
)
from bot.core.rulings import told as reader_words
from bot.core.rulings.answer import Judged, NoRuling, Ruling
from bot.core.rulings.aura_holders import holders_checked
from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.card_lookup import cards_in
from bot.core.rulings.card_pairs import presupposed
from bot.core.rulings.card_values import UNKNOWN_CARD_SAID, UNKNOWN_CARD_TURNED
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.damage_order import order_presupposed
from bot.core.rulings.drain_gains import gain_left_out
from bot.core.rulings.game_setup import PlayersUnsaid, situation_setup, unknown_game
from bot.core.rulings.game_words import example_of, note_of
from bot.core.rulings.judging import judge_reading
from bot.core.rulings.language import parse_situation
from bot.core.rulings.late_triggers_asked import late_trigger_presupposed
from bot.core.rulings.library_losses_asked import library_loss_presupposed
from bot.core.rulings.locks_told import said_to_end_nothing
from bot.core.rulings.loop_pairs_asked import loop_pair_presupposed
from bot.core.rulings.moment_questions import DAMAGE_ORDER
from bot.core.rulings.open_cases import Opened, fact_cases, open_fact
from bot.core.rulings.other_languages import in_another_language, in_another_script, not_english
from bot.core.rulings.outcome_questions import compares_ways, names_a_way, offers_a_way_out
from bot.core.rulings.rule_questions import about_a_rule
from bot.core.rulings.sentences_shown import skipped_shown
from bot.core.rulings.situation_values import Sentence, Situation
from bot.core.rulings.supposed_loops import supposed_loop_presupposed
from bot.core.rulings.trigger_conditions import (
    step_trigger_answered,
    step_trigger_counted,
    step_trigger_unplayed,
)
from bot.core.rulings.unsaid_life_totals import open_lives, sign_fact
from bot.core.rulings.ways_asked import ways_asked, ways_ruled
from bot.core.rulings.words import Entity, Refusal, SituationError, quoted, read_prefix


def rule_on(
    text: str,
    *,
    game: System | None = None,
    variant: Variant | None = None,
    asker: str = "me",
    default_game: System | None = None,
    start: GameState | None = None,
) -> Ruling | NoRuling:
    """The one way every face asks for a ruling. Never raises for any text."""

    def ruled(told: str) -> Ruling | NoRuling:
        return _ruled_on(told, game, variant, asker, default_game, start)

    def asked(told: str) -> Ruling | NoRuling:
        return rule_on(told, game=game, variant=variant, asker=asker, default_game=default_game)

    if in_another_script(read_prefix(text)[2]):
        return _not_english(text, game or default_game)  # never a name made of its words
    answer = ruled(text)
    if isinstance(answer, NoRuling):
        if start is None and (compared := variants_compared.compared(text, answer, asked)):
            return compared  # "... ? Is it any different if one player has 1 card ...?"
        return after_the_end.moot(text, answer, ruled) or answer  # "Then bob draws a card."
    if answer.alike_refused is not None:  # "bob conceded. Later on alice draws a card."
        refused = _refusal(answer.alike_refused, text, game or default_game)
        answer = after_the_end.moot(text, refused, ruled) or answer
    try:
        return holders_checked(text, answer, ruled)  # an Aura nobody is said to control
    except RecursionError:
        return NoRuling.of(Message("That situation is too deeply nested to read."))


def _ruled_on(
    text: str,
    game: System | None,
    variant: Variant | None,
    asker: str,
    default_game: System | None,
    start: GameState | None,
) -> Ruling | NoRuling:
    """The ruling on `text`, its Auras taken as the words say them (rule_on)."""
    presumed = _Presumed(game, variant, default_game, asker)
    try:
        hint, hint_variant = _hinted(game, variant, default_game, start)
        if start is None:
            ways = _ways_asked(text, presumed)
            if ways is not None:
                return ways
        chosen = game if start is None else None  # the option, never a server's default
        situation = parse_situation(
            text, asker=asker, game=hint, variant=hint_variant, chosen=chosen
        )
        readings = situation.readings()
        example = example_of(situation.system or hint)  # the game's, for what to say
        _ways_compared_untold(situation, readings, example)
        _possible_untold(situation, readings, example)
        begun = _begin(situation, start, game, variant, default_game, asker)
        if isinstance(begun, Ruling):
            return begun  # how many play unsaid, and nothing ends for anyone named
        begin = begun
        fact = open_fact(situation, readings, begin.setup.players, asker)
        if fact is None and start is None:
            fact = sign_fact(situation, readings, begin, asker)
        if fact is not None:
            cases = fact_cases(situation, fact, begin, asker)
            _nothing_told_after_a_step_trigger(situation, readings, cases)
            return _ruling(situation, cases, asker, fact)
        cases = [
            _with_said(situation, judge_reading(situation, sentences, begin, asker, condition))
            for condition, sentences in readings
        ]
        opened = open_lives(situation, readings, cases, begin, asker) if start is None else None
        if opened is not None:
            return _ruling(situation, list(opened.cases), asker, opened)
        _no_trigger_left_unread(text, situation, cases)
        _nothing_told_after_a_step_trigger(situation, readings, cases)
        _way_out_unjudged(situation, cases, example)
        if situation.gains_unsaid:  # Blood Artist's gain, unsaid, before a fall played
            gain_left_out(situation, cases)
        _draw_guess_held(situation, cases)
        return _ruling(situation, cases, asker)
    except SituationError as error:
        # Words read as nothing before any were read (with no game said, words naming a
        # card: which_game) may ask about a rule rather than tell a moment.
        asked = _unread_asked(text, error, presumed)
        if asked is not None:
            return asked
        return _refusal(error, text, game or default_game)
    except RecursionError:
        return NoRuling.of(Message("That situation is too deeply nested to read."))


def _draw_guess_held(situation: Situation, cases: list[Judged]) -> None:
    """Refuse the asker's "I draw" after a concession, skipped as their guess of a drawn game
    ("If alice concedes, I draw?"), where the game goes on after the concession: it may be a
    card drawn, and a draw from an empty library would end the game for them (704.5b)."""
    if situation.draw_guessed is None or all(case.state.is_over for case in cases):
        return
    raise SituationError(
        Message(
            '"{guess}" may be a card drawn or a guess that the game is a draw, and the game '
            "goes on after the concession. If a card was drawn, say how many cards the library "
            'had ("I have 5 cards in my library and I draw a card"); if not, leave it out; and '
            "ask again.",
            guess=quoted(situation.draw_guessed),
        )
    )


def _unread_asked(
    text: str, error: SituationError, presumed: _Presumed
) -> Ruling | NoRuling | None:
    """Words read as nothing: a question about a rule where none were read before them, or
    words of another language (refused saying situations are read in English)."""
    unread = error.kind is Refusal.UNREAD or (
        error.kind is Refusal.NO_GAME and error.unread is not None
    )
    if not unread:
        return None
    asked_in = presumed.game or presumed.default_game
    if not error.read:
        asked = _pair_asked(text, presumed) or about_a_rule(text, asked_in, error.unread)
        if asked is not None:
            return asked
    return _not_english(text, asked_in) if in_another_language(read_prefix(text)[2]) else None


def _refusal(error: SituationError, text: str, presumed: System | None) -> NoRuling:
    """The refusal `error` says of `text`, in the game it names or the one presumed."""
    system = read_prefix(text)[0] or presumed
    said = _unknown_card_said(error, system, text)
    return NoRuling(
        said.english(),
        error.unread,
        error.kind,
        error.cards,
        error.rules,
        said=said,
        system=system,
    )


def _not_english(text: str, asked_in: System | None) -> NoRuling:
    """The refusal of a question in another language: situations are read in English."""
    system, _, body = read_prefix(text)
    system = system or asked_in
    said = not_english(body, example_of(system))
    return NoRuling.of(said, unread=body.strip(), kind=Refusal.UNREAD, system=system)


def _unknown_card_said(error: SituationError, system: System | None, text: str) -> Message:
    """The refusal, a card Arbiter does not know worded in the game's own words where it has
    them (how to say what the card did: Terrus's vitae, Grand Archive's champions), or naming
    a card it knows in the `text` that turns on what it did ("I have Laboratory Maniac, my
    library is empty, I cast Opt": say "... and I draw a card")."""
    if error.kind is not Refusal.UNKNOWN_CARD or len(error.cards) != 1:
        return error.said
    if error.said.msgid != UNKNOWN_CARD_SAID:
        return error.said
    own = note_of(system, RulingNote.UNKNOWN_CARD, card=error.cards[0])
    if own is not None:
        return own
    named = cards_in(text, system) if system is not None else ()
    turned = unnamed_held.turned_by_one_of(mention.card for mention in named)
    if turned is None:
        return error.said
    return Message(UNKNOWN_CARD_TURNED, card=error.cards[0], known=turned[0], did=turned[1])


@dataclass(frozen=True)
class _Presumed:
    """What a question that presupposes its moment is ruled in: the game, variant and asker
    asked for, and the game and variant the text says first ("magic commander: ...")."""

    game: System | None
    variant: Variant | None
    default_game: System | None
    asker: str

    def read(self, text: str) -> tuple[str, System | None, Callable[[str], Ruling | NoRuling]]:
        """The text after its prefix, the game it is read in, and how a moment it presupposes
        is ruled on."""
        system, said_variant, body = read_prefix(text)

        def rule(told: str) -> Ruling | NoRuling:
            return rule_on(
                told, game=system or self.game, variant=said_variant or self.variant,
                default_game=self.default_game, asker=self.asker,
            )  # fmt: skip

        return body, system or self.game or self.default_game, rule


def _pair_asked(text: str, presumed: _Presumed) -> Ruling | None:
    """Two cards asked about together ("Does Platinum Angel negate Lich's Mastery?"): the
    ruling on the moment the question presupposes (card_pairs.py), where one is given."""
    body, system, rule = presumed.read(text)
    told = (
        presupposed(body, system)
        or order_presupposed(body, system, parse_situation)
        or library_loss_presupposed(body, system)  # "Can Millstone make a player lose?"
    )
    if told is None:
        return _belief_asked(body, system, rule)
    answer = rule(told)
    return answer if isinstance(answer, Ruling) else None


def _belief_asked(
    body: str, system: System | None, rule: Callable[[str], Ruling | NoRuling]
) -> Ruling | None:
    """A belief of the rules told as a moment ("So, Duskmantle Guildmage + Mindcrank means the
    game is a draw", "Boros Reckoner, as a blocker, triggers his damage too slowly to bring the
    attacking player down to 0 as well"): the ruling on the moment it describes, the belief
    shown as skipped (loop_pairs_asked.py, late_triggers_asked.py)."""
    presupposed_moment = (
        loop_pair_presupposed(body, system)
        or supposed_loop_presupposed(body, system)
        or late_trigger_presupposed(body, system)
    )
    if presupposed_moment is None:
        return None
    told, skipped = presupposed_moment
    answer = rule(told)
    if not isinstance(answer, Ruling):
        return None
    return replace(answer, skipped=(*skipped, *answer.skipped))


def _ways_asked(text: str, presumed: _Presumed) -> Ruling | None:
    """One card asked of the ways of losing ("How does Exquisite Archangel work with poison?"):
    the ruling on each way's moment (ways_asked.py), where one is given."""
    body, system, rule = presumed.read(text)
    asked = ways_asked(body, system)
    return None if asked is None else ways_ruled(asked, rule)


def _hinted(
    game: System | None,
    variant: Variant | None,
    default_game: System | None,
    start: GameState | None,
) -> tuple[System | None, Variant | None]:
    """The game and variant the text is read in: a match's, else those asked for (each a
    game Arbiter knows)."""
    for named in (game, default_game):
        if named is not None and named not in GAMES:
            raise SituationError(unknown_game(named))
    if start is not None:
        return start.setup.system, start.setup.variant
    return game or default_game, variant


# The events by which a player loses in a way a question may compare ("decking or life loss").
_A_WAY_OF_LOSING = frozenset({EventKind.DECK_OUT, EventKind.DAMAGE, EventKind.POISON})


def _loses_a_way(event: Event) -> bool:
    if event.kind is EventKind.LIFE:
        return (event.delta or 0) < 0 or (event.value is not None and event.value <= 0)
    return event.kind in _A_WAY_OF_LOSING or any(map(_loses_a_way, event.effects or ()))


def _ways_compared_untold(
    situation: Situation, readings: list[tuple[str | None, list[Sentence]]], example: str
) -> None:
    """Refuse a question of which way of losing comes first ("would I die first by decking or
    life loss?", skipped as the outcome asked) where the moment told has no damage, life lost,
    poison or draw from an empty library at all: the events it asks about are what to say."""
    asked = next(
        (
            q
            for q in situation.skipped
            if compares_ways(q) or names_a_way(q) or DAMAGE_ORDER.match(q)
        ),
        None,
    )
    told = (e for _, sentences in readings for s in sentences for e in s.events)
    if asked is not None and not any(map(_loses_a_way, told)):
        raise SituationError(
            Message("Say what happens, e.g. {example}.", example=example), unread=asked
        )


# "is it possible to lose if ...", "is there any way to win ...": any way, not this moment's
_POSSIBLE = re.compile(rf"\b{one_of(WORDS.possibility)}\b", re.IGNORECASE)
_BOARD = frozenset({EventKind.EFFECT_BEGINS, EventKind.LIFE})


def _possible_untold(
    situation: Situation, readings: list[tuple[str | None, list[Sentence]]], example: str
) -> None:
    """Refuse a question whether an outcome is possible ("Is it possible to lose if I control
    Worship and a creature and I'm at 1 life?", "... if I control Platinum Angel?" were 'nobody
    has won or lost yet') where the moment told is only a board, with nothing that would end the
    game (no total at 0 or less, no poison, damage, draw from an empty library, no other event):
    it asks whether any way exists (life lost that is not damage, poison, the card leaving), which
    no moment answers; what happens is what to say."""
    asked = next(
        (q for q in situation.skipped if _POSSIBLE.search(q) and not said_to_end_nothing(q)),
        None,
    )
    told = [e for _, sentences in readings for s in sentences for e in s.events]
    if asked is None or any(_loses_a_way(e) or e.kind not in _BOARD for e in told):
        return
    raise SituationError(
        Message("Say what happens, e.g. {example}.", example=example), unread=asked
    )


def _no_trigger_left_unread(text: str, situation: Situation, cases: list[Judged]) -> None:
    """Refuse a reading in which nothing ended where the words answer a step trigger of a card
    named, or tell its resolution, and the reader left that trigger unread
    (`trigger_conditions.step_trigger_answered`), or name the step of a trigger the reader does
    not play out (`step_trigger_unplayed`)."""
    cards = [entity.card for entity in situation.entities]
    answered = step_trigger_answered(text, cards) or step_trigger_unplayed(text, cards)
    if answered is not None and all(case.status != "over" for case in cases):
        raise cannot_judge(answered)


def _nothing_told_after_a_step_trigger(
    situation: Situation, readings: list[tuple[str | None, list[Sentence]]], cases: list[Judged]
) -> None:
    """Refuse a reading that ends the game with events told after it unplayed, beside a card
    whose trigger at a step ends the game on a count (`trigger_conditions.step_trigger_counted`):
    "... At the beginning of my upkeep I have 40 life. In response to the trigger (or: then) opp
    bolts me" was "you win", the Bolt told too late, yet done while the trigger was on the
    stack: the count is checked again as the trigger resolves (MTG CR 603.4). The trigger told
    again ("the trigger resolves") is no event."""
    counted = step_trigger_counted([entity.card for entity in situation.entities])
    if counted is None:
        return
    told = {sentence.text for _, sentences in readings for sentence in sentences if sentence.events}
    if any(case.status == "over" and told.intersection(case.too_late) for case in cases):
        raise cannot_judge(counted)


def _way_out_unjudged(situation: Situation, cases: list[Judged], example: str) -> None:
    """Refuse a way out the asker offers beside a loss ("would I lose immediately or could I
    still cast Laboratory Maniac and win?", skipped with the question) where the moment told
    does not end the game in every case: the later acts are then the moment asked about."""
    offered = next((q for q in situation.skipped if offers_a_way_out(q)), None)
    if offered is not None and any(case.status != "over" for case in cases):
        raise SituationError(
            Message("Say what happens, e.g. {example}.", example=example), unread=offered
        )


def _said(situation: Situation, text: str | None) -> Message | None:
    """The fork's question or condition `text` as a message (other languages), players named
    as the reader's language names them."""
    said = situation.said(text)
    return reader_words.named(said) if said is not None else None


def _with_said(situation: Situation, case: Judged) -> Judged:
    """`case` with its condition as a message, where a fork of the words says it."""
    if case.condition_said is not None or case.condition is None:
        return case
    return replace(case, condition_said=_said(situation, case.condition))


def _begin(
    situation: Situation,
    start: GameState | None,
    game: System | None,
    variant: Variant | None,
    default_game: System | None,
    asker: str,
) -> GameState | Ruling:
    """The game the situation begins from (`start`: a match's); or, for a game of more than
    two players whose players are not said, the ruling among those named where nothing ends
    for any of them."""
    if start is not None:
        situation.from_a_game = True
        return start
    try:
        return new_game(situation_setup(situation, game, variant, default_game, asker))
    except PlayersUnsaid:
        among = _among_the_named(situation, game, variant, default_game, asker)
        if among is None:
            raise
        return among


def _among_the_named(
    situation: Situation,
    game: System | None,
    variant: Variant | None,
    default_game: System | None,
    asker: str,
) -> Ruling | None:
    """A game said to have more than two players, how many not said ("we are playing
    multiplayer"), judged among the players the words name: answered only where nothing said
    ends the game (nobody wins or draws; a named player may lose with two named still playing),
    which no player left unnamed changes, since they did nothing the words say. Otherwise None:
    who plays is asked for."""
    situation.several = False
    try:
        begin = new_game(situation_setup(situation, game, variant, default_game, asker))
        readings = situation.readings()
        if open_fact(situation, readings, begin.setup.players, asker) is not None:
            return None
        if sign_fact(situation, readings, begin, asker) is not None:
            return None
        cases = [
            _with_said(situation, judge_reading(situation, sentences, begin, asker, condition))
            for condition, sentences in readings
        ]
        if open_lives(situation, readings, cases, begin, asker) is not None:
            return None
    finally:
        situation.several = True
    # a named player's loss, with two named still playing, holds whoever else plays: nobody
    # wins; and so does a win a named player is told to have by an effect (it ends the game for
    # every other player, named or not)
    named = {player.casefold() for player in situation.mentioned}
    if all(
        _won_by_an_effect(case, readings)
        and all(player.casefold() in named for player in case.results)
        for case in cases
    ):
        note = Message(
            "How many play is not said; a player who wins ends the game for every other "
            "player, whoever else plays."
        )
        return _ruling(situation, [case.noted(note) for case in cases], asker)
    if any(
        case.state.is_over or any(result in ("won", "drew") for result in case.results.values())
        for case in cases
    ):
        return None
    note = Message(
        "How many play is not said; nothing said ends the game for any player, whoever else plays."
    )
    if any(result != "playing" for case in cases for result in case.results.values()):
        note = Message(
            "How many play is not said; what is said holds whoever else plays, and nobody wins "
            "while two of those named are still playing."
        )
    return _ruling(situation, [case.noted(note) for case in cases], asker)


def _won_by_an_effect(case: Judged, readings: list[tuple[str | None, list[Sentence]]]) -> bool:
    """Whether one named player won the case, every other named player lost, and the words tell
    an effect saying that player wins ("player a's Approach of the Second Sun says player a
    wins"): no player left unnamed changes it (`_among_the_named`)."""
    winners = [player for player, result in case.results.items() if result == "won"]
    if len(winners) != 1 or any(r not in ("won", "lost") for r in case.results.values()):
        return False
    told = (event for _, sentences in readings for s in sentences for event in s.events)
    return any(
        event.kind is EventKind.EFFECT
        and event.outcome is EffectOutcome.WIN
        and event.player == winners[0]
        for event in told
    )


def _ways_at_once(situation: Situation, cases: list[Judged]) -> list[Judged]:
    """Each case in which a player lost two ways at one check, where the question asked which
    of them comes first: with the rule that says neither does (state-based actions are
    checked at the same time)."""
    if not any(compares_ways(asked) for asked in situation.skipped):
        return cases
    effects = game_of(cases[0].state.setup.system).rules.shared.effects
    if effects is None:
        return cases
    note = why_messages.ways_at_once(effects.state_based)
    return [
        case.noted(note)
        if any(o.standing is Standing.LOST and len(o.reasons) > 1 for o in case.state.outcomes)
        else case
        for case in cases
    ]


def _ruling(
    situation: Situation,
    cases: list[Judged],
    asker: str,
    opened: Opened | open_facts.Fact | None = None,
) -> Ruling:
    # "I control an enchantment", "I cast a spell": which one? (not one cast after the end)
    unnamed_held.ask(situation.unnamed_asked, [case.after_end for case in cases])
    cases = _ways_at_once(situation, cases)
    setup = cases[0].state.setup
    question = opened.question if opened is not None else situation.question
    asked = _said(situation, question) if opened is None else None
    if isinstance(opened, Opened):
        asked = opened.question_said
    elif opened is not None:
        asked = opened.asked
    if situation.alike_only is not None and not all(c.same_outcome(cases[0]) for c in cases):
        raise situation.alike_only  # a library's count never told, and it changes the outcome
    for refused, told in situation.moot_only:  # a loop that may end itself, played out
        if not all(told.intersection(case.after_end) for case in cases):
            raise refused
    if (
        len(cases) > 1
        and opened is None
        and situation.quiet
        and all(case.same_outcome(cases[0]) for case in cases[1:])
    ):
        cases, question = cases[:1], None  # the one moment the sentence says stands
    elif len(cases) > 1 and all(case.same_outcome(cases[0]) for case in cases[1:]):
        note = f"Whether {cases[0].condition} or not does not change the outcome."
        first = cases[0]
        note_said = why_messages.same_outcome_said(
            cases[0].condition_said or cases[0].condition or ""
        )
        happened = why_messages.alternatives_happened([case.condition_said for case in cases])
        if happened is not None:  # "alice or carol deals 3 damage to bob": not "alice or not"
            note, note_said = happened.english(), happened
        said = first.explanation_said
        cases = [
            replace(
                first,
                explanation=f"{first.explanation} {note}".strip(),
                explanation_said=reader_words.in_turn([said, note_said]) if said else note_said,
            )
        ]
        question = None
    entities = situation.entities
    return Ruling(
        system=setup.system,
        variant=setup.variant,
        asker=asker,
        cases=tuple(cases),
        question=question if len(cases) > 1 else None,
        question_said=asked if len(cases) > 1 else None,
        cards=tuple(dict.fromkeys(e.card for e in entities if e.card is not None)),
        unknown_cards=_unknown_shown(entities),
        skipped=skipped_shown(situation),
        held_unnamed=tuple(situation.held_unnamed),
        alike_refused=situation.alike_only,
    )


def _unknown_shown(entities: tuple[Entity, ...]) -> tuple[str, ...]:
    """The names of the cards Arbiter does not know, shown as such: not one word of the name
    of a card it knows named before it ("Olivia's lifelink" after Olivia, Opulent Outlaw: that
    card said short, session 35; "My Angel dies. I control Platinum Angel" stays another)."""
    known: set[str] = set()
    shown: dict[str, None] = {}
    for entity in entities:  # in the order the text names them
        name = entity.name.strip()
        if entity.card is not None:
            known.update(word.lower() for word in re.findall(r"[^\W\d_]++", name))
        elif " " in name or name.lower() not in known:
            shown[entity.name] = None
    return tuple(shown)
