# Samurai Sword: the log of a game (engine/games/samurai_sword). Words follow rules/001.

sw-setup = { $players } players ({ $seats }); { $shogun } is the Shogun and plays first
sw-setup-seat = { $n }: { $character }
sw-deal = { $who } is dealt { $cards }
sw-role = { $who } is the { $role }
sw-role-card = { $stars ->
        [0] { $role }
       *[other] { $role } ({ $stars }★)
    }
sw-draw = { $who } draws { $count } card(s) ({ $why })
sw-draw-seen = { $who } draws { $cards }
sw-discard = { $who } discards { $card } ({ $why })
sw-deck-out = the deck ran out: the discards are shuffled into a new deck ({ $cards } cards); { $players } player(s) lose 1 honor
sw-wound = { $who } takes { $count } wound(s) from { $card }; { $left } left
sw-defeat = { $who } is defeated by { $by }
sw-honor-given = { $who } gives 1 honor to { $to }
sw-honor-lost = { $who } loses 1 honor ({ $why })
sw-end = the game ends: { $why }
sw-end-deck-out = a player has no honor left after the deck ran out
sw-end-no-honor = { $who } has no honor left
sw-end-last-standing-teammate = { $who } is the last one standing, but the defeat was by a teammate
sw-end-last-standing = { $who } is the last one standing
sw-end-swordmaster = Victory of the Swordmaster: { $who } is the last one standing
sw-outcome-honor = { $why }; honor victory of the { $team }: { JOIN($points) }{ $deadly }
sw-outcome-team-points = { $team } { $points }
sw-outcome-deadly = { " " }(deadly strike: { $team } -{ $points })
sw-attack = { $who } attacks { $target } with { $card } ({ $count } wound(s))
sw-play = { $who } plays { $card }
sw-property = { $who } puts { $card } in play
sw-bushido-placed = { $who } places { $card } before { $target }
sw-diversion = { $who } plays { $card } and takes a random card from { $target }
sw-diversion-seen = the card taken from { $target } is { $card }
sw-breathing = { $who } plays { $card } and recovers { $count } resilience
sw-geisha = { $who } plays { $card } on { $target }
sw-geisha-in-play = { $who } plays { $card }: { $target } discards { $lost } from play
sw-nobunaga = { $who } discards { $count } resilience to draw
sw-bushido-passes = Bushido passes to { $who }
sw-bushido-discarded = Bushido is discarded
sw-turn = turn { $number }: { $who }
sw-recover = { $who } recovers { $count } resilience
sw-bushido-reveals = Bushido: { $who } reveals { $card }
sw-end-turn = { $who } ends the turn
sw-bushido-shogun-of-three = { $who }, the Shogun of a 3-player game, discards Bushido instead of honor
sw-take-discard = { $who } takes { $card } from the discard pile

## why a card is drawn, discarded or honor lost

sw-why-parry = parries { $card }
sw-why-answer = answers { $card }
sw-why-card = { $card }
sw-why-ushiwaka = Ushiwaka, wounds from a weapon
sw-why-tomoe = Tomoe wounded a player
sw-why-draw-phase = Draw phase
sw-why-bushido-weapon = Bushido revealed a weapon
sw-why-hand-limit = hand limit
sw-why-breathing = { $card } of { $who }
sw-why-geisha = { $card }, a random card from the hand
sw-why-ability = the ability of { $who }

## what the game waits for, and why an action is refused

sw-prompt-play = play cards or end the turn
sw-prompt-parry = parry { $card } ({ $count } wound(s)) or take the wounds
sw-prompt-answer = answer { $card }: discard { $with_card ->
        [parry] a parry
       *[weapon] a weapon
    } or take a wound
sw-prompt-bushido = Bushido revealed a weapon: discard a weapon or lose honor
sw-prompt-ieyasu-draw = draw the first card from the deck or the discard pile
sw-prompt-discard = discard down to { $limit } cards
sw-prompt-over = over
sw-refuse-no-card = no card '{ $card }' in this deck
sw-refuse-not-held = { $who } holds no { $card }
sw-refuse-aim-other = a weapon is aimed at another player
sw-refuse-not-weapon = { $card } is not a weapon
sw-refuse-weapon-limit = no more weapons this turn ({ $played } played, limit { $limit })
sw-refuse-harmless = { $who } is Harmless: weapons cannot be played against them (L106-107)
sw-refuse-difficulty = the difficulty to { $who } is { $difficulty }; { $card } reaches { $reach }
sw-refuse-not-now = { $action } is not possible now (target or card not allowed)
sw-refuse-waits = not possible now: the game waits for { $who } to { $prompt }

## checks of a setup, a deck and a character set

sw-check-role-undefined = role '{ $role }' is not defined
sw-check-role-twice = role '{ $role }' is defined twice
sw-check-shogun-cards = the box needs exactly 1 Shogun card, has { $count }
sw-check-players-twice = { $players } players are set up twice
sw-check-player-counts-missing = no setup for { $counts } players: those games cannot be played
sw-check-roles-count = { $players } players need { $players } roles, { $count } are listed
sw-check-roles-over-box = { $count } { $role } role(s) but the box has { $box } such card(s)
sw-check-one-shogun = a game has exactly one Shogun (L44-50)
sw-check-roles-limits = { $count } { $role } role(s): a legal role deck has { $low }-{ $high } (§2)
sw-check-roles-not-rulebook = the roles differ from the rulebook's { $players }-player deck ({ $roles }; L44-50, L318-319)
sw-check-no-ninja-left = no ninja card is left over to remove unseen
sw-check-deal-count = { $players } players need { $players } deal sizes, { $count } are listed
sw-check-deal-negative = a deal size cannot be negative
sw-check-no-multiplier = no multiplier for role '{ $role }'
sw-check-multiplier-negative = a multiplier cannot be negative
sw-check-honor-tokens = { $players } players start with { $honor } honor tokens but the box has { $box } (L3, L63-66)
sw-check-most-stars = a most-stars multiplier needs two ninjas to compare
sw-check-deck-unknown = deck '{ $deck }' is not in the content (known: { $count ->
        [0] none
       *[other] { $known }
    })
sw-check-deck-too-small = deck '{ $deck }' has { $cards } cards: too few to deal { $deal } and draw a turn
sw-check-characters-unknown = character set '{ $characters }' is not in the content (known: { $count ->
        [0] none
       *[other] { $known }
    })
sw-check-characters-too-few = { $count } characters for { $players } players: every player needs one (L56-57)
sw-check-resilience-tokens = { $characters } characters may need { $need } resilience tokens at once, the box has { $box } (L3)
sw-check-card-id-twice = card id '{ $card }' appears twice
sw-check-card-id-spaces = card id '{ $card }' must be a word without spaces
sw-check-no-weapons = the deck has no weapon: nobody could ever be wounded
sw-check-category-total = { $category } { $count } (box { $box })
sw-check-deck-variant = variant deck: category totals differ from the box (L18-23): { $differs }; { $cards } cards
sw-check-deck-totals = category totals differ from the box (L18-23): { $differs }; { $cards } cards; mark the deck 'variant: true' if this is intended
sw-check-no-defence = no card has the defence symbol: weapons cannot be parried
sw-check-effect-unknown = effect '{ $effect }' is not one the engine plays (known: { $known })
sw-check-effect-kind = effect '{ $effect }' belongs to a { $wants } card, but the card is a { $kind }
sw-check-effect-param = effect '{ $effect }' has no parameter '{ $param }' (allowed: { $count ->
        [0] none
       *[other] { $allowed }
    })
sw-check-param-negative = parameter '{ $param }' cannot be negative
sw-check-weapon-difficulty = a weapon needs a difficulty of at least 1 (L190-192)
sw-check-weapon-damage = a weapon needs a damage of at least 1 (L190-192)
sw-check-weapon-only = only weapons have a { $field }
sw-check-parry-defence = a parry card carries the defence symbol (defence: true)
sw-check-max-in-play = only property cards lie in play
sw-check-character-id-twice = character id '{ $character }' appears twice
sw-check-ability-unknown = ability '{ $ability }' is not one the engine plays (known: { $known })
sw-check-ability-param = ability '{ $ability }' has no parameter '{ $param }' (allowed: { $count ->
        [0] none
       *[other] { $allowed }
    })
sw-check-base-characters = { $count } base characters: a { $players }-player game needs { $players } (L56-57)

sw-rule-form = --rule '{ $item }': write NAME=VALUE, e.g. --rule { $example }
sw-option-refused = --{ $option }: { $said } ({ $value })

## a setup the engine cannot play (the setup, deck and character set it names)

sw-setup-missing = { $what } '{ $id }' (kind { $kind }) is not in the content (known: { $count ->
        [0] none
       *[other] { $known }
    })
sw-setup-rules = setup '{ $setup }': { $problems }
sw-setup-rule-problem = rules.{ $field }: { $said }
sw-setup-not-setup = '{ $id }' is not a samurai_sword/setup
sw-setup-no-table = setup '{ $setup }' has no table for { $players } players (player_counts: { $counts })
sw-setup-table-sizes = setup '{ $setup }': the { $players }-player table needs { $players } roles and { $players } deal sizes
sw-setup-card-effect = deck '{ $deck }': card '{ $card }' has effect '{ $effect }', which the engine cannot play
sw-setup-weapon = deck '{ $deck }': weapon '{ $card }' needs a difficulty and a damage
sw-setup-deck-small = deck '{ $deck }' has { $count } cards: too few to deal { $deal } and draw
sw-setup-few-characters = character set '{ $set }' has { $count } characters for { $players } players
sw-setup-ability = character '{ $character }': ability '{ $ability }' is not one the engine plays
sw-setup-role-undefined = setup '{ $setup }': role '{ $role }' is not defined
sw-setup-one-shogun = setup '{ $setup }': the { $players }-player table needs exactly one Shogun
sw-setup-role-cards = setup '{ $setup }': { $players } players need more { $role } cards than the box has
sw-setup-no-multiplier = setup '{ $setup }': no multiplier for { $role } with { $players } players

## the figures the balance lab reports (lab_stats.py), by their names in the report

stat-samurai_sword-team-wins = team wins
stat-samurai_sword-game-end = game end
stat-samurai_sword-shogun-and-samurai = { -sw-team-shogun }
stat-samurai_sword-ninja = { -sw-team-ninja }
stat-samurai_sword-ronin = { -sw-team-ronin }
stat-samurai_sword-honor = honor
stat-samurai_sword-swordmaster = swordmaster
stat-samurai_sword-last-standing = last_standing
