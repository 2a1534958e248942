# Samurai Battles: what a Command or Dragon card does, built from its mechanic and numbers
# (engine/games/samurai_battles/decks.py).

sb-card-text = { JOIN($parts, sep: " ") }

## the units a card names: rank, arm (horse: cavalry, foot: infantry), ranged or not
sb-units = { $form ->
        [one] { $rank ->
                [circle] ●{" "}
                [triangle] ▲{" "}
                [square] ■{" "}
               *[any] {""}
            }{ $arm ->
                [horse] cavalry{" "}
                [foot] infantry{" "}
               *[any] {""}
            }{ $ranged ->
                [yes] ranged{" "}
                [no] melee-only{" "}
               *[any] {""}
            }unit
        [counted] { $rank ->
                [circle] ●{" "}
                [triangle] ▲{" "}
                [square] ■{" "}
               *[any] {""}
            }{ $arm ->
                [horse] cavalry{" "}
                [foot] infantry{" "}
               *[any] {""}
            }{ $ranged ->
                [yes] ranged{" "}
                [no] melee-only{" "}
               *[any] {""}
            }units
        [subject] { $arm ->
            [any] { $rank ->
                [any] { $ranged ->
                    [yes] Ranged units
                    [no] Melee-only units
                   *[any] Units
                }
               *[other] { $rank ->
                    [circle] ●{" "}
                    [triangle] ▲{" "}
                    [square] ■{" "}
                   *[any] {""}
                }{ $ranged ->
                    [yes] ranged{" "}
                    [no] melee-only{" "}
                   *[any] {""}
                }units
            }
           *[other] { $rank ->
                [any] { $arm ->
                    [horse] Cavalry
                   *[foot] Infantry
                }{ $ranged ->
                    [yes] {" "}ranged
                    [no] {" "}melee-only
                   *[any] {""}
                }
               *[other] { $rank ->
                    [circle] ●{" "}
                    [triangle] ▲{" "}
                    [square] ■{" "}
                   *[any] {""}
                }{ $arm ->
                    [horse] cavalry
                   *[foot] infantry
                }{ $ranged ->
                    [yes] {" "}ranged
                    [no] {" "}melee-only
                   *[any] {""}
                }
            }
        }
       *[other] { $arm ->
            [any] { $rank ->
                [circle] ●{" "}
                [triangle] ▲{" "}
                [square] ■{" "}
               *[any] {""}
            }{ $ranged ->
                [yes] ranged{" "}
                [no] melee-only{" "}
               *[any] {""}
            }units
           *[other] { $rank ->
                [circle] ●{" "}
                [triangle] ▲{" "}
                [square] ■{" "}
               *[any] {""}
            }{ $arm ->
                [horse] cavalry
               *[foot] infantry
            }{ $ranged ->
                [yes] {" "}ranged
                [no] {" "}melee-only
               *[any] {""}
            }
        }
    }
sb-count = { $count } { $count ->
        [one] unit/leader
       *[other] units/leaders
    }
sb-count-per-card = 1 unit/leader per Command card in hand (this one included)
sb-count-units = { $count } { $count ->
        [one] { $one }
       *[other] { $other }
    }
sb-count-units-per-card = 1 { $one } per Command card in hand (this one included)

## sections of the battlefield
sb-section = { $section ->
        [center] center
        [left] left flank
       *[right] right flank
    }
sb-where-any = in the { JOIN($sections, sep: " or ") }
sb-where-each = in each of the { $first } and { $last }
sb-order-slot = { $count } { $where }

## Command cards
sb-card-order-sections = Order { JOIN($slots, sep: " + ") }.
sb-card-order-filtered = Order up to { $limit } in any section.
sb-card-connected = They must be connected.
sb-card-not-adjacent-enemy = Not next to an enemy.
sb-card-no-move = They may not move.
sb-card-fire-twice = Each may fire twice.
sb-card-move-max = { $units } may move { $hexes } and battle.
sb-card-no-battle = Ordered { $units } may not battle.
sb-leader-kind = { $kind }
sb-card-lone-leaders = Lone { JOIN($kinds, sep: "/") } leaders may be ordered.
sb-card-fallback-one = None on the field: order 1 unit of your choice.
sb-card-counter-attack = Copies the card the opponent played on his last turn, left and right swapped.
sb-card-first-strike = Play in the opponent's turn when he declares a melee: your unit strikes first.
sb-card-leadership = Order a leader and the units in his hex and up to { $hexes } adjacent hexes.
sb-card-chain = Order a chain of connected units and lone leaders{ $hexes ->
        [0] .
       *[other] ; they move { $hexes } hex and may battle.
    }
sb-card-shogun = Roll 1 die per Command card in hand: each ●/▲/■ orders a unit of that rank, each ⚑ a unit or leader, each ☯ gives 1 H&F; then reshuffle both decks.
sb-card-melee-bonus = +{ $dice } melee die this turn.
sb-card-battle-bonus = +{ $dice } die in every battle this turn.
sb-card-draw = End of turn: draw { $draw }, keep { $keep }.
sb-card-helmet = Helmet: attached leaders may detach.

## Dragon cards
sb-dragon-cost = Cost { $cost } H&F{ $known ->
        [yes] {""}
       *[no] {" "}(placeholder)
    }
sb-dragon-unknown = Effect unknown: held, traded for H&F or given away, never played. { $cost }.
sb-dragon-card = { $window ->
        [D1] With your Command card
        [D2] When the opponent plays his Command card
        [D3] Before moving one of your units
        [D4] When an enemy unit moves
        [D5] When an enemy unit advances
        [D6] Before your battle roll
        [D7] Before your melee roll
        [D8] Before the opponent's melee roll
        [D9] After your melee roll
        [D10] After the opponent's melee roll
        [D11] After an enemy ranged attack
        [D12] After a successful attack
        [D13] Before your battle-back roll
        [D14] Before a melee between two led units
       *[none] No window
    }: { $what }. { $cost }.
sb-dragon-challenge = the leaders duel with 1 die per Command card (+{ $player } for the player, +{ $honor } more H&F, +{ $status } higher status); fewer ⚔ loses his leader and { $discards } random Command card
sb-dragon-turncoat = both roll { $dice } dice (+{ $banners } more banners, +{ $honor } more H&F); more { $compare } wins: a leaderless enemy unit may defect
sb-dragon-rice-famine = roll 1 die per enemy { $rank } unit; faces cost him figures or H&F
sb-dragon-strike-first = your defending unit battles first with +{ $dice } die
sb-dragon-extra-dice = +{ $dice } die for this { $combat } roll
sb-dragon-ignore-flags = your unit may ignore { $flags } more flag(s)
