# Neuroshima Hex: battle explanations (engine/games/neuroshima/explain.py) and the text views of
# the command line (engine/games/neuroshima/cli.py). Words follow rules/002.

nh-nothing = nothing
nh-tile = { $name } (player { $player }, { $hex })
nh-hq-hp = player { $player } { $hp }
nh-battle-start = Battle ({ $text }). HQ hit points: { $hp }
nh-phase = Initiative phase { $phase }
nh-netted = { $tile } is netted by { $by } and cannot act in phase { $phase }
nh-attack = { $attacker } hits { $target } { $how ->
        [melee] in melee
        [ranged] with a shot
        [gauss] with the Gauss beam
       *[other] { $how }
    }{ $extra }{ $converted }: strength { $base }{ JOIN($mods, sep: "") }{ $total }{ $no_bonus }{ $armor } -> { $damage } damage
nh-modifier = {" "}{ $sign }{ $amount } { $stat ->
        [melee] melee
        [ranged] ranged
        [initiative] initiative
        [extra-attack] extra attack
       *[other] { $stat }
    } from { $source }
nh-attack-extra-from = {" "}(extra attack from { $tile })
nh-attack-extra = {" "}(extra attack)
nh-attack-converted = {" "}(converted by the Quartermaster)
nh-attack-total = {" "}= { $strength }
nh-attack-no-bonus = {" "}(strength bonuses do not apply)
nh-attack-armor = , armor on the target's side -{ $armor }
nh-hq-immune = { $attacker } cannot harm { $target }: an HQ never harms an HQ
nh-explode = { $tile } explodes: 1 damage to { $targets } (armor and bonuses do not count)
nh-medic = { $medic } absorbs the { $absorbed } damage dealt to { $target }{ $source }{ $discarded }
nh-medic-source = {" "}by { $tile }
nh-medic-discarded = ; { $tile } is discarded instead (chained medics)
nh-hq-damage = HQ of player { $player } takes { $damage } damage: { $hp } hit points left
nh-removed = { $tile } is { $reason ->
        [destroyed] destroyed
        [medic_used] discarded after healing
        [exploded] gone in its explosion
        [hq_destroyed] destroyed: its HQ has no hit points left
        [grenade] destroyed by the grenade
        [eliminated] removed: its player is out
       *[other] { $reason }
    }
nh-wounded = { $tile } survives with { $damage } damage ({ $left } of { $hp } hit points left)
nh-battle-end = The battle is over. HQ hit points: { $hp }
nh-choice = player { $player } chooses: { $choice }

## the command line's text view of a position

nh-position-after-battle = Position after the battle:
nh-position-tile = { $name } [{ $id }] player { $player }, facing { $facing }
nh-position-damage = , { $damage } damage
nh-position-hq-hp = HQ hit points: { $hp }
nh-position-points = points: { $points }
nh-position-player-value = player { $player }: { $value }

## the game's log (engine/games/neuroshima/base_state.py, flow.py, state.py, instants.py)

nh-place = player { $player } places { $tile } on { $hex } facing { $rot }
nh-use-battle = player { $player } plays Battle
nh-use-move = player { $player } plays Move: { $tile } from { $src } to { $dst } facing { $rot }
nh-move = player { $player } moves { $tile } { $how ->
        [transport] with the Transport
       *[mobility] (mobility)
    } from { $src } to { $dst } facing { $rot }
nh-sniper = player { $player } plays Sniper on { $target }
nh-air-strike = player { $player } calls an Air Strike on { $hex }: { $targets }
nh-no-tiles-hit = no tiles hit
nh-grenade = player { $player } throws a Grenade at { $target }
nh-push = player { $player }: { $pusher } pushes { $target } to { $to }
nh-tiebreak = the HQs are tied: each player takes one more turn, then another battle
nh-last-tile = player { $player } draws the last tile of his stack: no more Battle tiles; the others take one more turn, then the final battle
nh-draw = player { $player } draws { $tiles }
nh-redraw = player { $player } has only instant tiles: discards them and draws again
nh-turn = turn { $turn }: player { $player }
nh-hq = player { $player } places the HQ on { $hex }
nh-discard = player { $player } discards { $tile }
nh-end-turn = player { $player } ends the turn
nh-game-over = game over: { $reason }

## a player's decision in a battle, as its notation

nh-choice-explode = explode { $hex } { $explode }
nh-choice-heal = heal { $medic } { $target } { $source }
nh-choice-heal-instant = heal { $medic } { $target } -
nh-choice-absorb = absorb { $hex }
nh-choice-convert = convert { $hex } { $direction } { $kind }
nh-choice-convert-none = convert { $hex } - -
nh-choice-push-to = push_to { $hex }

## why an action is refused

nh-refuse-waits = waiting for player { $player }: { $what }
nh-decision-explode = does the Clown explode?
nh-decision-convert = which attack does the Quartermaster convert?
nh-decision-medic = which damage does a medic absorb?
nh-decision-absorb = which medic is discarded?
nh-decision-push-to = where does the pushed tile go?
nh-refuse-hq-first = player { $player } must place the HQ first
nh-refuse-off-board = hex { $hex } is not on the board
nh-refuse-taken = hex { $hex } is taken
nh-refuse-not-now = not allowed now
nh-refuse-redraw = a redraw needs a hand of instant tiles only, before any other action
nh-refuse-discard-first = with a full hand you must discard one tile first
nh-refuse-not-held = you do not hold { $tile }
nh-refuse-battle-over = Battle tiles are over: a player has drawn the last tile of his stack
nh-refuse-no-more-tiles = no more tiles may be used this turn
nh-refuse-rotation = rotation is 0..5
nh-refuse-reinforcements-keep = with reinforcements the tiles you do not play are kept
nh-refuse-etude-over = the etude is over
nh-refuse-final-battle-left = the line is over: only the final battle is left
nh-refuse-no-final-battle = there is no final battle to fight now
nh-refuse-not-offered = { $tile } is not among the tiles left to choose from
nh-refuse-all-played = { $count ->
    [one] the { $count } tile is played
   *[other] all { $count } tiles are played
  }
nh-refuse-play-exactly = { $count ->
    [one] play exactly { $count } tile first
   *[other] play exactly { $count } tiles first
  }

## why the game ended (the outcome's reason)
nh-end-player = player { $player }
nh-end-points = { JOIN($players, sep: " and ") } reached { $points } points
nh-end-points-draw = { JOIN($players, sep: " and ") } reached { $points } points together: a draw
nh-end-hq = HQ of { JOIN($players, sep: " and ") } destroyed
nh-end-hq-both-draw = HQ of { JOIN($players, sep: " and ") } destroyed in the same battle: a draw
nh-end-hq-last = HQ of { JOIN($players, sep: " and ") } destroyed; the last HQ standing wins
nh-end-hq-none-draw = HQ of { JOIN($players, sep: " and ") } destroyed: no HQ left, a draw
nh-end-hq-team = HQ of { JOIN($players, sep: " and ") } destroyed in the same battle: the team wins
nh-end-hq-more-hp = HQ of { JOIN($players, sep: " and ") } destroyed in the same battle; more hit points left on the other HQs
nh-end-hq-level-draw = HQ of { JOIN($players, sep: " and ") } destroyed in the same battle; the other HQs are level: a draw
nh-end-score = { $who }: { $score }
nh-end-final = final battle: { $unit ->
        [points] points
        [hq] HQ hit points
        [damage] (minus damage taken)
       *[side] HQ hit points (side total)
    } { JOIN($scores) }
nh-end-final-sides = final battle: { $unit ->
        [points] points
        [hq] HQ hit points
        [damage] (minus damage taken)
       *[side] HQ hit points (side total)
    } by side { JOIN($scores) }
nh-end-tied = tied after the tie-break battle ({ $unit ->
        [points] points
        [hq] HQ hit points
        [damage] (minus damage taken)
       *[side] HQ hit points (side total)
    } { JOIN($scores) }): a draw

## etudes (rules/002 §7): the victory conditions, why each holds or not, and how the etude ends

nh-goal-destroy-enemy-hq = destroy the enemy HQ
nh-goal-enemy-hq-damage-at-least = deal at least { $n } damage to the enemy HQ
nh-goal-enemy-hq-below = leave the enemy HQ with fewer than { $n } hit points
nh-goal-destroy-all-enemy-units = destroy every enemy unit and module
nh-goal-own-hq-at-least = keep at least { $n } hit points on your HQ
nh-goal-why-enemy-hq-left = the enemy HQ has { $hp } hit point(s) left
nh-goal-why-enemy-hq-damage = the enemy HQ has taken { $damage } damage, { $n } needed
nh-goal-why-enemy-hq-below = the enemy HQ has { $hp } hit point(s), fewer than { $n } needed
nh-goal-why-own-hq = your HQ has { $hp } hit point(s), at least { $n } needed
nh-goal-why-enemy-tiles = { $count ->
        [0] no enemy unit or module is left
       *[other] { $count } enemy tile(s) left: { $tiles }
    }
nh-etude-stuck = none of the tiles left can be played: { $played } of { $choose } played
nh-etude-only-played = only { $played } of { $choose } tile(s) could be played
nh-etude-opponent-turn = the opponent's turn
nh-etude-goal-failed = { $goal } ({ $why })
nh-etude-solved = solved{ $when ->
        [final] {" "}after the final battle
        [last-tile] {" "}after the last tile
        [hq-destroyed] {" "}when an HQ was destroyed
       *[none] {""}
    }
nh-etude-not-solved = not solved{ $when ->
        [final] {" "}after the final battle: { JOIN($failed, sep: "; ") }
        [last-tile] {" "}after the last tile: { JOIN($failed, sep: "; ") }
        [hq-destroyed] {" "}when an HQ was destroyed: { JOIN($failed, sep: "; ") }
       *[none] {""}
    }

## a hex off the board

nh-hex-off-board = hex { $hex } is not on the board

## checks of a game setup and a board position

nh-check-mode-players = mode { $mode } is for { $want } players, not { $count }
nh-check-army-ref = no army '{ $army }' (known armies: { $known })
nh-check-tile-id-shared = tile id '{ $tile }' is in army '{ $first }' and army '{ $second }'; the armies of a game need distinct tile ids
nh-check-points-variant = the points variant is a free-for-all variant
nh-check-tile-not-in-army = tile '{ $tile }' is not in army '{ $army }'
nh-check-hq-in-deck = the HQ is never in the deck; it is placed first
nh-check-deck-top-count = { $count } x '{ $tile }' on top of the deck, but the army has { $has }
nh-check-to-move = player { $player } is not in this { $players }-player game
nh-check-hex-off-board = hex { $hex } is not on the board{ $ring ->
        [yes] {" "}(the extra ring is off: set extended_board)
       *[no] {""}
    }
nh-check-hex-taken = hex { $hex } is already occupied by { $tile }
nh-check-no-player = there is no player { $player }
nh-check-placed-not-in-army = tile '{ $tile }' is not in army '{ $army }' (player { $player })
nh-check-instant-on-board = { $tile } is an instant tile; it is never on the board
nh-check-damage-removes = { $tile } has { $hp } hit point(s); { $damage } damage would have removed it
nh-check-hqs = player { $player } has { $count } HQs on the board
nh-check-points-hq-hp = in the points variant HQs have unlimited hit points
nh-check-tile-count = the army { $army } has only { $has } { $tile }; player { $player } uses { $count }


## checks of an army

nh-check-army-size = the army has { $total } tiles; an army has exactly { $size }
nh-check-army-hqs = an army has exactly one HQ tile type; this one has { $count }
nh-check-hq-copies = the HQ has exactly one copy
nh-check-tile-id-twice = tile id '{ $tile }' is used twice (also tile { $other })
nh-check-tile-id-prefix = tile id '{ $tile }' does not start with '{ $army }_'; ids are namespaced by army because names repeat across armies
nh-check-sides-twice = { $field } lists side(s) { $sides } twice
nh-check-initiative-order = initiative values are listed highest first, each once
nh-check-instant-no-effect = an instant tile names its effect in 'instant'
nh-check-instant-fields = instant tiles are never placed, so they have no hp, initiative, attacks or sides
nh-check-instant-only = only instant tiles have an 'instant' effect
nh-check-tile-hp = board tiles need hit points ('hp': 1 + toughness icons)
nh-check-attacks-no-initiative = the tile has attacks but no initiative, so it never attacks
nh-check-hq-aura = the HQ ability reaches every adjacent tile (rules/002 §5.3); list all six module_sides
nh-check-hq-initiative = HQs attack at initiative 0 (rules/002 §1.3)
nh-check-module-attacks = modules have no attacks of their own
nh-check-effect-target = effect { $effect } targets { $targets } only
nh-check-effect-no-sides = effect { $effect } acts on connected tiles, but the tile has no module_sides
nh-check-sides-no-effect = the tile has connection sides but no module effect
nh-check-explode-initiative = a tile that explodes needs an initiative (it explodes in its phase)

## checks of an etude and of its recorded solutions

nh-check-etude-same-army = both sides use the same army; the tile counts are checked per side
nh-check-etude-rule-idle = the rule option { $option } never acts in an etude (no draws, two sides)
nh-check-etude-players = an etude has two players: 1 (the solver) and 2 (the opponent)
nh-check-etude-choose = the solver must play { $choose } tile(s) but the pool has { $pool }
nh-check-etude-hq-in-pool = the HQ cannot be in the pool
nh-check-etude-no-hq = the { $side } has no HQ on the board
nh-check-etude-goal-value = '{ $goal }' needs a value N
nh-check-etude-goal-no-value = '{ $goal }' takes no value; { $value } is ignored
nh-check-etude-no-solution = no solution is recorded; solve the etude to prove and record it
nh-reply-too-large = the opponent's reply cannot be settled within { $nodes } positions; give him fewer tiles or plays
nh-check-solution-diagram-unused = a position before the final battle is recorded, but the etude has no final battle
nh-check-solution-step-late = step { $step } comes after the etude is over
nh-check-solution-step-refused = step { $step } cannot be played: illegal action { $action }: { $why }
nh-check-solution-step-unread = step { $step } cannot be played: { $why }
nh-check-solution-diagram-unset = the recorded position before the final battle cannot be set up: { $why }
nh-diagram-issue = { $field }: { $said }
nh-check-solution-diagram-differs = the recorded position before the final battle is not the one the steps reach: { $difference }
nh-check-solution-unfinished = the recorded steps stop before the etude is over: { $move } or another move is due
nh-check-solution-fails = the recorded solution does not solve the etude: { $why }
nh-diff-tile = hex { $hex } shows { $recorded }, the steps leave { $reached } there
nh-diff-rotation = hex { $hex }: { $tile } turned { $recorded }, the steps leave it turned { $reached }
nh-diff-boards = the boards differ
nh-diff-nothing = nothing
nh-diff-placed = { $tile } of player { $player }{ $damage ->
        [0] {""}
       *[other] {" "}with { $damage } damage
    }

## warbench neuroshima solve: what the solver proved

nh-solve-etude = Etude { $number }: { $title } ({ $solver } against { $opponent }, difficulty { $difficulty })
nh-solve-goals = Goal: { JOIN($goals, sep: "; ") }; play { $choose } of { $pool } tile(s)
nh-solve-count = { $complete ->
        [no] at least { $count } solution(s) (search stopped early: raise --max or --max-nodes to search on)
       *[yes] { $count ->
            [0] no solution
            [1] 1 solution: unique
           *[other] { $count } solutions
        }
    }
nh-solve-shortest = Shortest solution ({ $steps } step(s)):
nh-solve-goal = goal: { $goal }: { $met ->
        [yes] met
       *[no] NOT met
    } ({ $why })
nh-solve-solution = solution { $number }:{" "}
nh-solve-recorded = recorded solution { $number } { $status ->
        [found] is solution { $found }
        [fails] does NOT solve the etude
       *[not-yet] is not among the solutions found so far
    }
nh-solve-searched = searched { $nodes } nodes in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s

## warbench neuroshima generate: progress, each etude found and the summary

nh-figures = score { NUMBER($score, minimumFractionDigits: 2, maximumFractionDigits: 2) } (level { $level }): { $nodes } nodes, { $tiles } tile(s) played, { $failing } of { $first } first moves fail, { $herrings } red herring(s)
nh-generate-progress = { $found } of { $count } found; attempt { $attempt }, { $seconds } s
nh-generate-difficulty = difficulty { $difficulty } is not one of { $low }-{ $high }
nh-generate-count = count must be at least 1
nh-generate-theme = the { $army } army has no tile for the theme '{ $theme }': it needs the { $tile } tile, and only these armies have one: { $armies }
nh-drop-repeat = a repeat
nh-drop-survey-too-long = survey too long
nh-drop-sketch-not-valid = sketch not valid
nh-drop-no-line-hurts = no line hurts the enemy HQ
nh-drop-proof-too-long = proof too long
nh-drop-no-line-theme = no line shows the theme
nh-drop-lines-alike = cannot tell the lines apart
nh-drop-many-solutions = still more than one solution
nh-drop-no-unique-solution = the solver finds no unique solution
nh-drop-solution-no-theme = the solution does not show the theme
nh-drop-level = measured level { $level }

nh-setup-arguments = { $where }: { JOIN($issues, sep: "; ") }

nh-duplicate-tile-id = tile id '{ $tile }' appears in two armies; tile ids must be unique

## the figures the balance lab reports (lab_stats.py), by their names in the report

stat-neuroshima-hq-damage-taken-by-army = HQ damage taken by army
stat-neuroshima-tiles-on-the-board-at-the-end-by-army = tiles on the board at the end by army
