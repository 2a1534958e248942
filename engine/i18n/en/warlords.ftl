# Warlords: the game master's questions (engine/games/warlords/decisions.py) and their answers.

wl-gm-decided = GM ({ $rule }): { $question } -> { $answer }
wl-q-terrain-shift = terrain element { $feature } ({ $terrain } at { $cells }): does it shift 1 cell
wl-q-combined-rerolls = { $purpose }: best-of-2 ({ $best }) and worst-of-2 ({ $worst }) both apply
wl-q-four-legs = { $unit }'s charge with Four legs against tired cavalry
wl-q-same-priority = { $what }: { $units } cannot act at once; who goes first
wl-q-flank-exposure = { $unit } attacking { $cell } would show { $enemy } its flank or rear: was it obvious at the start of the turn
wl-q-generals-stop-retreat = the general in fleeing { $unit } tries to stop its flight (L475, undefined)
wl-q-initiative-turn = { $unit } at { $cell } has enemies on { $sides }: where does it turn
wl-q-shield-diagonal = shields on { $cell }:{ $side }, fire from { $shooter } at a slant
wl-q-elite-equipment = the 'elite' Equipment of the lone HQ under fire
wl-q-yumi-plunging = ashigaru archers with a full second rank
wl-q-claim-distance = control zone { $zone } is empty: whose units are closer (distances { $first } and { $second } by { $metric })
wl-q-duel-tactic = { $leader } fights a duel: choose a stake and tactic (L587-L593)
wl-q-warlord-adjacent-bonus = { $leader } moves into { $unit } from an adjacent unit: does he give +1 Impetus and Steadfastness
wl-q-phoenix-center = 'the Phoenix banner is always raised in the HQ' (L362): does { $unit }'s banner act around the HQ or its unit
wl-q-cunning-plan = { $side }'s warlord has 'Хитрый план': extra orders this turn

## answers

wl-option-random = random
wl-option-stay = stay
wl-option-n = N
wl-option-e = E
wl-option-s = S
wl-option-w = W
wl-option-cancel = cancel
wl-option-best = best
wl-option-worst = worst
wl-option-tie-breakers = tie_breakers
wl-option-attack = attack
wl-option-yes = yes
wl-option-no = no
wl-option-stop = stop
wl-option-protects = protects
wl-option-neither = neither
wl-option-hq = hq
wl-option-unit = unit
wl-option-side = { $side }
wl-tactic-none-low = low stake, no tactic
wl-tactic-none-high = high stake, no tactic
wl-tactic-full-defence = Full defence
wl-tactic-careful-attack = Careful attack
wl-tactic-hurricane = Hurricane attack
wl-tactic-best-defence = Best defence is attack
wl-tactic-treacherous-trick = Treacherous trick

## the battle's log

wl-half = { $side } deploys in the { $half }

## why an action is refused

wl-refuse-ordered = { $unit } already has its orders: a unit receives at most 2 orders per turn (L19, L90, L334)
wl-refuse-waits = not possible now: the battle waits for { $who } ({ $what })
wl-stage-half = choosing the half of the field
wl-stage-clear-day = agreeing on a clear day
wl-stage-forecast = the weather forecast
wl-stage-fences = placing fences and shields
wl-stage-deploy = deployment
wl-stage-recon = reconnaissance
wl-stage-leaders = placing the leaders
wl-stage-banners = raising the banners
wl-stage-instructions = the pre-battle instructions
wl-stage-gm = the game master's question
wl-stage-stake = the stakes
wl-stage-reroll = a reroll
wl-stage-command = the command phase
wl-stage-exec = carrying out the orders
