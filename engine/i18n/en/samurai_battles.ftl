# Samurai Battles: why an action is refused (engine/games/samurai_battles/state.py, task.py, turn.py).

sb-refuse-waits = not possible now: the game waits for { $seat } to { $what }

## what a step of the turn waits for

sb-step-card = play a Command card
sb-step-resolve = resolve the Command card
sb-step-orders = order units
sb-step-move = move ordered units
sb-step-battle = battle
sb-step-draw = draw
sb-step-keep = keep one of the drawn cards
sb-step-take = take a Dragon card or 2 Honor & Fortune
sb-step-trade = trade a Dragon card for Honor & Fortune or pass
sb-step-finish = end the turn

## what a task within a step waits for

sb-task-turn = play the turn
sb-task-combat = decide in a combat
sb-task-window = play a Dragon card or pass
sb-task-retreat = retreat a unit
sb-task-leader-retreat = retreat a leader or commit seppuku
sb-task-dishonor = roll the dice for a total loss of honour
sb-task-figure-loss = choose the unit that loses a figure

## the pieces as the log names them

sb-unit-desc = { $unit } ({ $figures } fig.) at { $hex }
sb-unit-desc-led = { $unit } ({ $figures } fig., led by the { $leader }) at { $hex }
sb-lone-leader = the lone { $leader } at { $hex }

## the game's log (engine/games/samurai_battles)

sb-setup = { $scenario }: { $army } moves first
sb-turn = turn { $turn }: { $army }
sb-no-card = { $army } has no Command card to play
sb-play = { $army } plays { $card }
sb-counter-nothing = Counter-Attack: the opponent has played no card to copy; no orders
sb-counter-counter = Counter-Attack: the opponent's card was a Counter-Attack; no orders (A24)
sb-counter-as = Counter-Attack acts as { $card }
sb-counter-mirror = Counter-Attack acts as { $card } (left and right swapped)
sb-first-strike-own-turn = First Strike played in one's own turn gives no orders
sb-shogun = Shogun: { $count } dice { $faces }
sb-no-orders = no unit can be ordered by this card: straight to the end of the turn
sb-phase-over = { $phase ->
    [orders] Orders
    [move] Movement
   *[battle] Battle
  } phase over: { $why ->
    [orders] no other unit can be ordered
    [move] no ordered unit or leader can move
   *[battle] no ordered unit can fire or melee
  } any more
sb-phase-skipped = { $phase ->
    [orders] Orders
    [move] Movement
   *[battle] Battle
  } phase skipped: { $why ->
    [orders] no other unit can be ordered
    [move] no ordered unit or leader can move
   *[battle] no ordered unit can fire or melee
  }
sb-order = { $army } orders { $unit }
sb-order-leader = { $army } orders the { $leader } (alone) at { $hex }
sb-order-detach = { $army } orders the { $leader } to detach from his unit at { $hex }
sb-join = the { $leader } now leads { $unit } at { $hex }
sb-move = { $unit } moves { $count } { $count ->
    [one] hex
   *[other] hexes
  } { $frm } → { $to } ({ $terrain })
sb-leader-move = the { $leader } moves { $count } { $count ->
    [one] hex
   *[other] hexes
  } { $frm } → { $to }
sb-leader-escapes = the { $leader } leaves the battle across his baseline at { $hex } (no banner)
sb-keep = { $army } keeps one of the two cards drawn and discards the other
sb-trade = { $army } discards a Dragon card for H&F
sb-take-dragon = { $army } takes a Dragon card
sb-take-empty = { $army } takes H&F but the pool is empty
sb-reshuffle = the Command deck is reshuffled from its discards
sb-discard = { $army } loses a random Command card ({ $why }): { $card }

## battles

sb-declare = { $army }: { $unit } { $kind ->
    [fire] fires at
    [bonus] makes a bonus melee against
    [battle_back] battles back against
    [first_strike] strikes first against
   *[normal] melee
  } { $target }
sb-strikes-first = { $unit } at { $hex } strikes first
sb-attack-dropped = { $unit } at { $hex } no longer carries out its attack
sb-attack-goes-on = { $unit } at { $hex } carries out its melee
sb-roll = { $unit } at { $hex } rolls { $count } dice ({ $why }): { $faces } → { $result }
sb-dice-base = base { $count }
sb-dice-cap-in = in { $terrain }: max { $max }
sb-dice-cap-into = into { $terrain }: max { $max }
sb-dice-card = +{ $count } card
sb-dice-inspired = +1 inspired
sb-dice-dragon = +{ $count } Dragon card
sb-dice-no-weapon = no ranged weapon
sb-dice-out-of-range = out of range ({ $range })
sb-dice-range = range { $range }: { $count }
sb-dice-moved-no-fire = moved this turn: may not fire
sb-dice-moved = moved: { $count }
sb-dice-moved-max = moved: max { $count }
sb-sword-ignore = { $defender ->
    [cavalry] cavalry
    [unit] unit
   *[other] { $defender }
  } ignores { $count } ⚔ from { $attacker ->
    [infantry] infantry
    [unit] unit
   *[other] { $attacker }
  }
sb-score = { JOIN($parts, sep: "; ") }
sb-score-nothing = no effect
sb-score-leader-killed = lone leader: killed by ⚔
sb-score-leader-safe = lone leader: no ⚔ that counts
sb-score-rank-hits = { $count } { $rank } { $count ->
    [one] hit
   *[other] hits
  }
sb-score-swords = { $count } ⚔ { $count ->
    [one] hit
   *[other] hits
  }
sb-score-swords-ignored = { $count } ⚔ { $count ->
    [one] hit
   *[other] hits
  }, { $ignored } ⚔ ignored
sb-score-swords-no-hit = { $count } ⚔ no hit ({ $weapon ->
    [arquebus] arquebus
   *[other] bow
  })
sb-score-flags = { $count } ⚑
sb-score-honor = { $count } H&F from { $rolled } ☯
sb-figures = { $unit } at { $hex } loses { $count } { $count ->
    [one] figure
   *[other] figures
  } ({ $why }); { $left } left
sb-eliminated = { $unit } at { $hex } is eliminated ({ $why })
sb-leader-check-killed = leader check for the { $leader }: { $count } { $count ->
    [one] die
   *[other] dice
  } { $faces } → killed
sb-leader-check-survives = leader check for the { $leader }: { $count } { $count ->
    [one] die
   *[other] dice
  } { $faces } → survives
sb-leader-killed = the { $leader } is killed ({ $why })
sb-flags-ignored = { $unit } at { $hex } ignores { $count } { $count ->
    [one] flag
   *[other] flags
  } ({ $why })
sb-flag-supported = supported
sb-flag-led = led by a leader
sb-flag-banner = { $rank } banner
sb-flag-terrain = { $terrain }
sb-flag-dragon = Dragon card
sb-advance = { $unit } advances { $frm } → { $to } ({ $terrain })
sb-banner = { $army } gains { $count } { $count ->
    [one] banner
   *[other] banners
  }: { $why } (total { $total })
sb-camp = the camp of { $army } at { $hex } is empty and captured: 3 banners

## retreats, honour and seppuku

sb-retreat = { $unit } retreats { $frm } → { $to }
sb-retreat-blocked = { $unit } at { $hex } cannot retreat { $count } { $count ->
    [one] hex
   *[other] hexes
  }: { $count } { $count ->
    [one] hit
   *[other] hits
  }
sb-leader-retreat = the { $leader } retreats { $frm } → { $to }
sb-leader-retreats-off = the { $leader } retreats off the battlefield at { $hex } (no banner)
sb-honor-take = { $army } takes { $count } H&F ({ $why }); reserve { $reserve }
sb-honor-pay = { $army } pays { $count } H&F ({ $why }); reserve { $reserve }
sb-dishonor-retreat = { $army } cannot pay { $count } H&F for the retreat: total loss of honor
sb-dishonor-leader-retreat = { $army } cannot pay { $count } H&F for the leader's retreat: total loss of honor
sb-dishonor-famine = { $army } cannot pay { $count } H&F: total loss of honor
sb-dishonor-roll = { $army } rolls { $faces } for the total loss of honor
sb-seppuku-forced = the { $leader } cannot retreat and must commit seppuku
sb-seppuku = the { $leader } commits seppuku (no banner to the enemy)
sb-dragon-given = { $army } gives a random Dragon card to { $to }

## why honour, banners and figures change hands

sb-why-rolled = ☯ rolled
sb-why-shogun = Shogun ☯
sb-why-trade = Dragon card traded
sb-why-end-of-turn = end of turn
sb-why-melee = melee of { $unit }
sb-why-fire = fire of { $unit }
sb-why-leader-check = leader casualty check
sb-why-leader-killed = the { $leader } killed
sb-why-eliminated = { $unit } eliminated
sb-why-camp = camp captured
sb-why-inspire = the { $leader } inspires { $unit }
sb-why-blocked-retreat = blocked retreat
sb-why-retreated = { $unit } retreated { $count } { $count ->
    [one] hex
   *[other] hexes
  }
sb-why-leader-retreats = the { $leader } retreats
sb-why-dishonor = total loss of honor
sb-why-seppuku = seppuku
sb-why-turncoat = Turncoat roll
sb-why-famine = Rice Famine
sb-why-challenge-roll = Challenge roll
sb-why-challenge-won = the { $leader } lost a Challenge
sb-why-challenge-lost = lost a Challenge

## Dragon cards

sb-dragon = { $army } plays Dragon card { $card } (cost { $cost })
sb-first-strike = { $army } plays First Strike: the defending unit attacks first
sb-turncoat = Turncoat on { $unit } at { $hex }: { $army } rolls { $faces } ({ $count } { $face }), { $other } rolls { $other_faces } ({ $other_count } { $face })
sb-defects = { $unit } at { $hex } defects to { $army }
sb-stays-loyal = { $unit } at { $hex } stays loyal
sb-famine = Rice Famine: { $count } dice { $faces }
sb-challenge = Challenge: { JOIN($rolls, sep: ", ") }
sb-challenge-roll = the { $leader } rolls { $faces } ({ $count } ⚔)
sb-challenge-lost = the { $leader } loses the Challenge and leaves the battle
sb-challenge-tie = the Challenge is a tie: nothing happens

## the end

sb-end-banners = { $army } reached { $count } victory banners
sb-end-no-pieces = { $army } has no unit and no leader left on the battlefield
sb-end-no-pieces-draw = neither army has a unit or a leader left on the battlefield: draw
sb-end-surrender = { $army } is left with { $count } Command { $count ->
    [one] card
   *[other] cards
  } and must surrender
sb-end-limit = turn limit { $limit } reached: { $army } has more banners ({ $more } to { $fewer })
sb-end-limit-draw = turn limit { $limit } reached with { $count } banners each: draw

## what a decision asks (the player's prompt)

sb-prompt-inspire = inspire { $unit } at { $hex } or pass
sb-prompt-flags = choose how many flags { $unit } at { $hex } ignores
sb-prompt-advance = advance { $unit } from { $hex } into { $to } or pass
sb-prompt-bonus = make a bonus melee with { $unit } at { $hex } or pass
sb-prompt-back = battle back with { $unit } at { $hex } or pass
sb-prompt-retreat = retreat { $unit } at { $hex } ({ $count } { $count ->
    [one] hex
   *[other] hexes
  } left)
sb-prompt-leader-retreat = retreat the { $leader } at { $hex } or commit seppuku
sb-prompt-figure-loss = choose the unit that loses a figure ({ $why })
sb-prompt-window = play a Dragon card in window { $window } or pass
sb-prompt-step = { $step ->
    [card] play a Command card
    [resolve] resolve the Command card
    [orders] order units
    [move] move ordered units
    [battle] battle
    [draw] draw
    [keep] keep one of the drawn cards
    [take] take a Dragon card or 2 Honor & Fortune
    [trade] trade a Dragon card for Honor & Fortune or pass
   *[finish] end the turn
  }
sb-prompt-task = { $task ->
    [combat] decide in a combat
    [window] play a Dragon card or pass
    [retreat] retreat a unit
    [leader-retreat] retreat a leader or commit seppuku
    [dishonor] roll the dice for a total loss of honour
    [figure-loss] choose the unit that loses a figure
   *[other] { $task }
  }

## what blocks a line of sight (queries.py)

sb-los-unit = { $unit } ({ $army })
sb-los-leader = the { $leader } ({ $army })
sb-los-edge-half = edge half hex
sb-los-hill = hill (height { $height })
sb-los-terrain = { $terrain }

## a terrain's effects (terrain_text.py: the hex tooltip)

sb-terrain-stop = a unit entering it must stop
sb-terrain-impassable = impassable
sb-terrain-no-battle-on-entry = a unit that enters it cannot battle that turn
sb-terrain-no-battle = no battle takes place on it
sb-terrain-blocks-los = blocks line of sight
sb-terrain-blocks-los-hill = blocks line of sight (except between hills of the same height)
sb-terrain-flag-ignore = a unit in it may ignore { $count } { $count ->
    [one] flag
   *[other] flags
  }
sb-terrain-no-inspire = a leader cannot inspire a unit in it
sb-terrain-camp = a general's camp: captured for banners when emptied
sb-terrain-cap-in = { $arm ->
    [foot] a foot unit
    [horse] a horse unit
   *[any] a unit
  } in the hex rolls at most { $count } { $count ->
    [one] die
   *[other] dice
  } { $combat ->
    [melee] in melee
    [ranged] when firing
   *[any] in any battle
  }{ $hill ->
    [unless] {" "}unless it stands on a hill
   *[always] {""}
  }
sb-terrain-cap-target = { $arm ->
    [foot] a foot unit
    [horse] a horse unit
   *[any] a unit
  } attacking a unit in the hex rolls at most { $count } { $count ->
    [one] die
   *[other] dice
  } { $combat ->
    [melee] in melee
    [ranged] when firing
   *[any] in any battle
  }{ $hill ->
    [unless] {" "}unless it stands on a hill
   *[always] {""}
  }
sb-terrain-open = { $name }: open ground, no effect
sb-terrain-open-on-hill = { $name } on a level-{ $hill } hill: open ground, no effect
sb-terrain-effects = { $name }: { JOIN($effects, sep: "; ") }
sb-terrain-effects-on-hill = { $name } on a level-{ $hill } hill: { JOIN($effects, sep: "; ") }

## what validation says of a scenario (validate)

sb-check-box = the scenario needs { $needed } { $what ->
        [banners] units, one banner each
        [figures] figures in its units and leaders
        [terrain] separate terrain hexes
       *[hills] plastic hill hexes (one per level)
    }; one box has { $has }
sb-check-no-table = table '{ $table }' is not in the content library
sb-check-reconstructed = hex placement is reconstructed from the battle notes, not transcribed from the scenario map
sb-check-board = the board cannot be built: { $error }
sb-check-section-lines = the left section line must lie left of the right one
sb-check-no-tiles = tile catalogue '{ $tiles }' is not in the content library
sb-check-no-tile-side = tile side '{ $side }' is not in catalogue '{ $tiles }'
sb-check-slot-taken = tile slot { $slot } already holds board { $board }
sb-check-slot-outside = slot { $slot } is outside the tile grid
sb-check-tiles-uncatalogued = tile side(s) { $sides }: catalogue '{ $tiles }' lists no printed river or ford hexes yet (editable content); paint rivers and fords as terrain
sb-check-unknown-rule = special rule '{ $rule }' is not one the engine can play (known: { $known })
sb-check-terrain-half-hex = terrain on half hex { $hex }: half hexes are not battlefield
sb-check-terrain-twice = two terrain entries on { $hex }
sb-check-no-terrain = terrain '{ $terrain }' is not in table '{ $table }'
sb-check-camp-owner = the camp at { $hex } needs an owner (one of { $armies })
sb-check-owner-ignored = only a camp has an owner; { $terrain } at { $hex } ignores it
sb-check-two-armies = a battle has exactly 2 armies, not { $count }
sb-check-edges = one army holds the top edge and the other the bottom edge
sb-check-first-player = first_player '{ $army }' is not an army id ({ $armies })
sb-check-army-twice = army id '{ $id }' used twice
sb-check-no-units = army '{ $army }' has no units
sb-check-command-cards = { $count } Command cards: scenarios deal { $low }-{ $high } (a hand of one card surrenders)
sb-check-dragon-cards = { $count } Dragon cards: the deck has { $deck }
sb-check-piece-twice = piece id '{ $id }' used twice
sb-check-no-unit-type = unit type '{ $type }' is not in table '{ $table }'
sb-check-unit-half-hex = unit { $unit } stands on half hex { $hex }
sb-check-units-share = units { $first } and { $second } share hex { $hex }
sb-check-unit-impassable = unit { $unit } stands on impassable { $terrain } at { $hex }
sb-check-general-camp = the general's unit { $unit } must stand in its own camp
sb-check-figures = { $unit }: { $count } figures, a { $type } unit has { $has }
sb-check-low-confidence = { $unit }: the { $type } unit's values are { $confidence }-confidence reconstructions (editable in the unit table)
sb-check-camp-held = the camp at { $hex } must hold its owner's general's unit
sb-check-no-leader-kind = leader kind '{ $kind }' is not in table '{ $table }'
sb-check-leader-half-hex = leader { $leader } stands on half hex { $hex }
sb-check-leaders-share = leaders { $first } and { $second } share hex { $hex }
sb-check-leader-impassable = leader { $leader } stands on impassable terrain at { $hex }
sb-check-leader-on-enemy = leader { $leader } stands on enemy unit { $unit }
sb-check-cannot-lead = a { $kind } leader cannot lead { $arm } unit { $unit } ({ $type })
sb-check-honor = the armies start with { $count } H&F; the box has { $box }
sb-check-objective-army = objective army '{ $army }' is not an army id
sb-check-objective-half-hex = objective hex { $hex } is a half hex
sb-check-banners = { $count } banners can never be reached by { $army }: the enemy has { $pieces } units and leaders (+{ $extra } from objectives)
sb-check-turn-limit-range = turn limit { $count } is out of range: 1-{ $most } turns, or none for no limit
sb-check-turn-limit = the game stops after { $count } turns (not a rulebook rule)

## what validation says of the decks and tables (decks, cards, tables)

sb-check-variant-unknown-card = { $which } deck variant: card '{ $card }' is not in deck '{ $deck }' (known: { $known })
sb-check-variant-removes = { $which } deck variant removes { $count } { $card } but the deck has { $has }
sb-check-deck-too-few = the { $which } deck has { $count } cards: too few for { $which ->
        [command] the starting hands and a draw
       *[other] the starting hands
    } ({ $need })
sb-check-deck-variant = variant { $which } deck: { $count } cards (the box has { $box })
sb-check-card-twice = card id '{ $id }' appears twice
sb-check-section-card = a section card needs at least one order slot
sb-check-filtered-card = a filtered card needs max_units
sb-check-keep-draw = keep cannot exceed draw
sb-check-deck-count = the deck has { $count } cards, expected { $expected }
sb-check-needs-window = a card with an effect needs a timing window
sb-check-window = effect '{ $effect }' acts only in window(s) { $allowed }, not { $window }
sb-check-unknown-effect = { $count } card(s) have no known effect: players hold, trade and give them, but never play them
sb-check-terrain-id-twice = terrain id '{ $id }' appears twice
sb-check-shallows-as = shallows_as '{ $terrain }' is not a terrain of this table
sb-check-needs-plain = the table needs a 'plain' terrain (the default of every hex)
sb-check-unit-code-twice = unit code '{ $code }' appears twice
sb-check-ranged = a ranged weapon needs at least one range
sb-check-unit-confidence = unit { $code }: values are { $confidence }-confidence reconstructions; check them
sb-check-leader-kind-twice = leader kind '{ $id }' appears twice
sb-check-dice = the dice must carry the six faces { $faces }
sb-check-tile-side-twice = tile side '{ $id }' appears twice
sb-check-offset = '{ $label }' is not an 'r,dx' offset
sb-check-parity = slot row offsets must be even (long and short rows alternate)

## a hex off the battlefield

sb-hex-off-field = { $text } is not a hex of the { $width }x{ $rows } field (labels are 'r,dx')

sb-no-bundled-scenario = no bundled scenario '{ $id }'; bundled: { $known }

## a scenario the engine cannot set up

sb-setup-missing = { $what ->
        [terrain-table] terrain table
        [unit-table] unit table
        [command-deck] command deck
       *[dragon-deck] dragon deck
    } '{ $id }' (kind { $kind }) is not in the content library
sb-setup-special-rules = scenario { $scenario }: special rule(s) the engine cannot play: { $rules }
sb-setup-two-armies = scenario { $scenario }: needs exactly 2 armies, has { $count }
sb-setup-edges = scenario { $scenario }: one army must hold the top edge and the other the bottom edge
sb-setup-first-player = scenario { $scenario }: first_player '{ $army }' is not an army id
sb-setup-no-plain = terrain table '{ $table }' has no '{ $plain }' terrain
sb-setup-terrain-unknown = scenario { $scenario }: terrain '{ $terrain }' is not in terrain table '{ $table }'
sb-setup-at = scenario { $scenario }: { $field }: { $why }
sb-setup-unit-type = unit type '{ $type }' is not in unit table '{ $table }'
sb-setup-leader-kind = leader kind '{ $kind }' is not in unit table '{ $table }'
sb-setup-off-field = '{ $hex }' is not a hex of the field
sb-setup-objective = scenario { $scenario }: objective { $objective }: { $why }

## the figures the balance lab reports (lab_stats.py), by their names in the report

stat-samurai_battles-banners-by-turn = banners by turn: { $of }
stat-samurai_battles-turn = turn { $n }
stat-samurai_battles-turns = turns
stat-samurai_battles-units-lost-by-army = units lost by army
