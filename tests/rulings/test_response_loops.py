"""Actions told in response to each other, then said to go on (issue #31, "as asked": "P1
shoots Sasaya with the Masticore, P2 uses Sasaya to reveal in response, P1 shoots Sasaya in
response, etc etc"): each is a player choosing to act while holding priority, which they may
always decline, so the chain is a loop that contains an optional action, never a draw (MTG CR
104.4b): the game goes on. Read only where every action is a player's, two players or more act,
each action after the first answers the one before, and none touches a player or the game's
end; "player 1 has infinite mana" is read only beside such a loop, and "both actions are
optional" is the loop's kind said by the asker."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


def _goes_on_as_an_optional_loop(text: str) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    (case,) = ruling.cases
    assert case.status == "ongoing"
    assert set(case.results.values()) <= {"playing"}
    assert "MTG CR 104.4b" in ruling.text()
    assert "optional action" in ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        # the actions shortened, a card named again in lower case, "etc."
        "Alice has a Masticore and Bob has Sasaya, Orochi Ascendant. Alice shoots Sasaya with "
        "the masticore, Bob activates sasaya in response, Alice shoots it again in response, "
        "etc.",
        # roles, owners said, "over and over"
        "I control Masticore, my opponent controls Sasaya, Orochi Ascendant. I ping my "
        "opponent's Sasaya with my Masticore, he reveals his hand with Sasaya in response, "
        "I ping it in response, over and over.",
        # players by number, "P2" for player 2, joined by "and", "and so on"
        "Player 1 has Sasaya, Orochi Ascendant and player 2 has a Masticore. P2 activates "
        "Masticore targeting Sasaya and P1 activates Sasaya in response and P2 activates "
        "Masticore again in response, and so on.",
        # with infinite mana, and the loop's kind said by the asker
        "Player 2 has infinite mana and a Masticore. Player 1 activates Sasaya, Orochi "
        "Ascendant, player 2 activates Masticore in response, player 1 activates Sasaya in "
        "response, etc. Since both are optional, what happens?",
        # words left out of one sentence ("... and"), in the past tense
        "Let's say my opponent had infinite mana ... and a Masticore and I had Sasaya, Orochi "
        "Ascendant. He shot Sasaya with Masticore, I used Sasaya in response, he shot it in "
        "response, back and forth.",
        # an action a sentence, "in response" first or last, the words that it goes on alone
        "I have Masticore and he has Sasaya, Orochi Ascendant. I shoot his Sasaya with "
        "Masticore. He activates Sasaya in response. I shoot it again in response. And so on.",
        "Bob controls Sasaya, Orochi Ascendant and Alice controls Masticore. Alice pings Sasaya "
        "with Masticore. In response, Bob activates Sasaya. In response Alice pings it again. "
        "Etc.",
        # "unlimited" after "has" is no past participle ("has unlimited mana and a Masticore")
        "Bob had unlimited mana and a Masticore. Bob shoots Sasaya, Orochi Ascendant with the "
        "Masticore, Alice uses Sasaya in response, Bob shoots it in response, etc etc.",
    ],
)
def test_a_chain_of_responses_told_to_go_on_is_a_loop_of_optional_actions(text: str) -> None:
    _goes_on_as_an_optional_loop(text)


@pytest.mark.parametrize(
    "text",
    [
        # an action aimed at a player: what it did to them matters, and is unsaid
        "I have Masticore and he has Sasaya, Orochi Ascendant. I shoot him with Masticore, he "
        "activates Sasaya in response, I shoot it again in response, and so on.",
        # life changed in the chain
        "I have Masticore and he has Sasaya, Orochi Ascendant. I shoot his Sasaya with "
        "Masticore, he gains 1 life in response, and so on.",
        # told once, not said to go on: no loop
        "I have Masticore and he has Sasaya, Orochi Ascendant. I shoot his Sasaya with "
        "Masticore, he activates Sasaya in response, I shoot it again in response.",
        # triggers, no player's choice
        "I have Masticore and he has Sasaya, Orochi Ascendant. Masticore triggers, Sasaya "
        "triggers in response, etc.",
        # one player only: responding to oneself is no exchange between players
        "I have Masticore and he has Sasaya, Orochi Ascendant. I shoot his Sasaya with "
        "Masticore, I activate Masticore in response, etc.",
        # told in sentences, none said to answer the one before
        "I have Masticore and he has Sasaya, Orochi Ascendant. I shoot his Sasaya with "
        "Masticore. He activates Sasaya. I shoot it again. Etc.",
        # a later action not said to answer the one before
        "I have Masticore and he has Sasaya, Orochi Ascendant. I shoot his Sasaya with "
        "Masticore, he activates Sasaya, I shoot it again, and so on.",
        # an attack in the chain: its combat damage is unsaid
        "I have Masticore and he has Sasaya, Orochi Ascendant. I attack with Masticore, he "
        "activates Sasaya in response, I activate Masticore in response, and so on.",
        # a card in the chain that may end the game as the stack resolves when it stops
        "My opponent casts Fireball, I counter it with Counterspell in response, he counters my "
        "Counterspell in response, etc.",
        "My opponent has a Grapeshot. I activate Masticore, he casts Grapeshot in response, I "
        "activate Masticore in response, and so on.",
        # a card Arbiter does not know in the chain
        "I activate Masticore, my opponent activates Goblin Bombardment in response, I activate "
        "Masticore in response, and so on.",
        # infinite mana with no loop told: what it let a player repeat is unsaid
        "I have infinite mana and a Masticore. Do I win?",
        "My opponent has unlimited mana and he concedes.",
    ],
)
def test_other_chains_and_endless_mana_alone_are_refused(text: str) -> None:
    _refused(text)


def test_a_premise_said_with_since_is_read_as_what_happened() -> None:
    ruling = _ruled("I'm at 3 life. Since my opponent concedes, who wins?")
    (case,) = ruling.cases
    assert case.results == {"me": "won", "opponent": "lost"}
