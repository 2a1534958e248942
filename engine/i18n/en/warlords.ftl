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

## words of the log (engine/games/warlords/said.py)

wl-mods = { $mods }
wl-mod = { $name } { $value }
wl-mod-base-impetus = base Impetus
wl-mod-base-steadfastness = base Steadfastness
wl-mod-backbone = Backbone of the army
wl-mod-warlord = warlord in the unit
wl-mod-panic = shinobi panic
wl-mod-rallied = rallied after flight
wl-mod-advance-any-cost = Advance at any cost!
wl-mod-hold-any-cost = Hold at any cost!
wl-mod-fearsome-attacking = Fearsome warriors (attacking)
wl-mod-fearsome-defending = Fearsome warriors (defending)
wl-mod-village = attacked in a village
wl-mod-tiger = enemy's Tiger banner
wl-mod-heavy-cavalry = Heavy cavalry attack
wl-mod-charge = Cavalry charge
wl-mod-from-hill = attacking from a hill
wl-mod-onto-hill = attacking onto a hill
wl-mod-across-fence = attacking across a fence
wl-mod-across-river = attacking across a river
wl-mod-into-rice = attacking into a rice field
wl-mod-crab = no rank bonus against the Crab banner
wl-mod-fleeing-target = fixed damage to a fleeing unit
wl-mod-four-legs-fleeing = Four legs: fleeing infantry
wl-mod-four-legs-fresh = Four legs: infantry against fleeing fresh cavalry
wl-mod-four-legs-tired = Four legs: against tired cavalry
wl-mod-forest-of-spears = enemy's Forest of spears
wl-mod-incomplete-front = incomplete front: 3 figures or fewer
wl-mod-two-directions = fighting in two directions
wl-mod-no-command = nobody can take command
wl-mod-intensified = Intensified fire!
wl-mod-shields = target behind shields
wl-mod-volley = Volley fire: two full ranks
wl-mod-arquebus-weather = arquebuses in rain, snow, fog, downpour or blizzard
wl-mod-heavy-losses = heavy losses: 3 figures or fewer
wl-mod-theyre-close = They're close: cavalry ordered to attack this shooter
wl-mod-bridge = target crossing a bridge
wl-mod-fog = dense fog
wl-mod-formation = Formation: { $ranks } ranks
wl-mod-skill-equipment = Skill+Equipment { $own } vs { $other }
wl-mod-skill-vs-equipment = Skill { $skill } vs Equipment { $equipment }
wl-weather-clear = clear
wl-weather-list = { JOIN($kinds, sep: "+") }
wl-weather-gusty-wind = gusty_wind
wl-weather-rain = rain
wl-weather-snow = snow
wl-weather-downpour = downpour
wl-weather-blizzard = blizzard
wl-weather-dense-fog = dense_fog
wl-weather-deep-snow = deep_snow
wl-standing-defensive-fire = defensive_fire
wl-standing-hold-fire = hold_fire
wl-standing-keep-advancing = keep_advancing
wl-standing-keep-retreating = keep_retreating
wl-standing-intensified-fire = intensified_fire
wl-standing-hold-at-any-cost = hold_at_any_cost
wl-standing-advance-at-any-cost = advance_at_any_cost

## orders (L374-L449)

wl-order-none = no order
wl-order-wait = wait
wl-order-move = { $dragon ->
        [yes] Dragon banner: { $steps }
       *[no] { $steps }
    }{ $burn ->
        [yes] { " " }(burning the village)
       *[no] { "" }
    }
wl-step-turn = turn to { $facing }
wl-step-advance = advance to { $cell }
wl-step-retreat = retreat to { $cell }
wl-step-sidestep = sidestep to { $cell }
wl-order-shoot-hq = shoot the HQ at { $cell }
wl-order-shoot = shoot { $unit } at { $cell }
wl-order-regroup = regroup facing { $facing }
wl-order-dragon-face = Dragon banner: re-form facing { $facing }
wl-order-set-shields = set shields at { $cell }:{ $side }
wl-order-take-shields = take shields at { $cell }:{ $side }

## the command phase (L333-L370)

wl-place-hq = the HQ
wl-place-reserve = the reserve
wl-place-unit = a unit
wl-place-start = the start
wl-place-out = out of the battle
wl-place-captured = captivity
wl-place-dead = death
wl-sabotage-arson = arson
wl-sabotage-panic = panic
wl-sabotage-intercept = intercept
wl-log-dragon-order = { $unit }: Dragon banner, phase { $phase }: { $order }
wl-log-standing = { $unit }: { $on ->
        [yes] gives
       *[no] cancels
    } the standing order { $order }
wl-log-banner-raised = { $unit } will raise the { $banner }
wl-log-reserve-order = { $unit } will come in at { $cell } at the end of the turn (L311)
wl-log-sabotage-order = shinobi { $shinobi }: { $sabotage } at { $cell } next turn (L688)
wl-log-withdraw = { $unit } will withdraw to the reserve for the rest of the battle (L354)
wl-log-general-flight-order = the army commander orders a general flight (L666)
wl-log-orders = { $unit }: phase 1: { $first }; phase 2: { $second } ({ $cost } { $cost ->
        [one] order
       *[other] orders
    })
wl-log-hq-general-lost = { $leader } leaves the HQ: the +1 of the general beside him is lost, the roll is { $roll } and the side has { $orders } orders (L235-L238)
wl-log-leader-move = { $leader } moves from { $frm } to { $to }

## leaders and duels (L230-L283, L555-L594)

wl-why-losses = losses of his unit, L255
wl-why-routed = his unit routed, { $line }
wl-why-destroyed-melee = his unit was destroyed in melee, L262
wl-why-destroyed = his unit was destroyed, L261-L264
wl-why-duel = duel
wl-log-leader-killed = { $leader } takes { $wounds } wound(s) and is killed ({ $why })
wl-log-leader-out = { $leader } takes { $wounds } wound(s) and leaves for the reserve for the battle ({ $why })
wl-log-leader-wounded = { $leader } is wounded ({ $why })
wl-log-leader-captured = { $leader } is captured ({ $why })
wl-log-commander = { $leader } takes command of the army (L268)
wl-log-no-commander = nobody is left to command the army (L268)
wl-log-losses-risk = { $leader } rolls { $die } for his unit's losses: unharmed
wl-log-rout-risk = { $leader } rolls { $die } as his unit routs: unharmed
wl-log-destruction-risk = { $leader } rolls { $dice } as his unit is destroyed
wl-log-duel = duel { $a } ({ $a_roll }, step { $a_step }) vs { $b } ({ $b_roll }, step { $b_step }): { $relation }{ $relation ->
        [equal] { "" }
       *[other] , { $winner } wins
    }; d6 { $die }: { $a } { $a_wounds } wound(s), { $b } { $b_wounds } wound(s){ $captured ->
        [yes] , { $loser } captured
       *[no] { "" }
    }
wl-log-duel-killed = { $leader } falls in the duel (L576)
wl-log-no-duel = leaders on both sides, d6 { $die }: no duel (L557)

## retreat, rout and flight (L629-L664)

wl-log-order-cancelled = { $unit }: order cancelled, { $why }
wl-log-march-ends = { $unit }: { $order } ends (L429)
wl-log-route = { $unit }: in phase 2 it goes on along its route: { $order } (L377)
wl-log-phase2-cancelled = { $unit }: its phase 2 order goes with it (L377)
wl-log-orders-lost = { $unit } loses its unexecuted orders ({ $why }, L499){ $n ->
        [0] { "" }
       *[other] ; standing orders ended: { $ended }
    }
wl-log-scattered-out = { $unit } is scattered and out of the battle ({ $why })
wl-log-scattered-reserve = { $unit } is scattered to the reserve until turn { $turn } ({ $why }, L637)
wl-log-river-damage = { $unit } loses { $lost } crossing the river under pressure (dice { $dice }, L717)
wl-log-fence-destroyed = { $unit } retreats across a fence into { $other } and is destroyed (L217)
wl-log-retreat-blocked = { $unit } must retreat into { $other } at { $cell }: it routs (L636)
wl-log-retreat = { $unit } retreats to { $cell } ({ $why })
wl-log-flight-damage = { $unit } loses { $lost } figures { $why }
wl-log-broken = { $unit } finds no way out and is broken (L651)
wl-log-rout = { $unit } routs ({ $why })
wl-log-shields-lost = { $unit } throws away the shields it carried (L210)
wl-log-flight = { $unit } keeps fleeing to { $cell } (L657)
wl-log-rally = { $unit } rallies facing { $facing } ({ $why })
wl-log-peasants = { $unit } panics (Peasants, L178)
wl-why-retreat-impassable = its retreat cell { $cell } is impassable
wl-why-retreat-held = its retreat cell { $cell } holds { $other } (L637)
wl-why-flight-ends-in = its flight ends at { $other } in { $cell } (L652)
wl-why-flight-ends = its flight ends at { $other } (L652)
wl-why-flight-impassable = its flight runs into impassable ground at { $cell }
wl-why-no-way-out = fleeing into { $cell } with no way out
wl-why-through = fleeing through { $other } ({ $figures } figures, L645)
wl-why-pushed-back = pushed back
wl-why-pushed-back-melee = pushed back in melee
wl-why-pushed-back-meeting = pushed back in a meeting engagement
wl-why-beaten = beaten in melee
wl-why-beaten-meeting = beaten in a meeting engagement
wl-why-attacked-fleeing = attacked while fleeing (L658)
wl-why-retreat-enemy = retreat cell held by the enemy
wl-why-retreat-fence = its retreat crosses a fence (L217)
wl-why-shot-back = forced back by shooting
wl-why-flight-meets = its flight meets a river, a fence or a forest (L658)
wl-why-flight-fence = its flight crosses a fence (L217)
wl-why-broken = broken in flight
wl-why-routed-again = routed again after a rally (L659)
wl-why-routed-small = routed with fewer than 4 figures (L643)
wl-why-routed-unit = routed
wl-why-off-field = it runs off the field
wl-why-flight-impassable-any = its flight meets impassable ground, a river, a fence or a forest (L658)
wl-why-peasants = Peasants
wl-why-fire = caught in a fire
wl-why-not-rallied = not rallied within 3 turns of its flight (L658)
wl-why-forest-turn = no turning in a forest (L401, L732)
wl-why-flank-attack = no attacking with the flank or rear
wl-why-pass-through = units cannot pass through each other (L496)
wl-why-rice = rice field
wl-why-phoenix = Phoenix banner: Rebirth, no penalty (L367)
wl-why-regroup = Regroup!
wl-why-general-stops = a general stops the flight (GM, L475)
wl-why-monastic = Monastic discipline: sohei rally by themselves (L199)

## movement (L374-L411, L491-L511)

wl-log-burns-village = { $unit } sets the village at { $cell } on fire as it leaves (L749)
wl-log-turns = { $unit } turns to face { $facing }
wl-log-meeting = { $units } enter { $cell } together: meeting engagement (L491)
wl-log-advances = { $unit } advances to { $cell }
wl-log-retreats = { $unit } retreats to { $cell }
wl-log-sidesteps = { $unit } sidesteps to { $cell }
wl-why-attack-exposes = the attack would obviously expose it to { $enemy } (L552-L553)
wl-why-turn-exposes = turning would show { $enemy } its flank or rear (L378)
wl-why-move-exposes = it would show { $enemy } its flank or rear (L378)
wl-why-cannot-enter = { $cell } cannot be entered
wl-why-taken = { $cell } is taken by { $other } (L377)
wl-why-held = { $cell } is held by { $other } (L377)
wl-why-fence-phase = a fence is crossed only in phase 1, and not by a gallop's second move (L215-L216)
wl-why-crossed-fence = it crossed a fence in phase 1 (L215)
wl-why-cavalry-crossing = cavalry spends its whole order crossing a river or entering or leaving a forest (L715, L731)
wl-why-flank-rear = a unit cannot attack with its flank or rear (L24, L403)

## the execution phase (L464-L511)

wl-log-gallop-lost = { $unit } cannot gallop this phase: only its first action (L154, L216, L820)
wl-log-orders-lapse = { $unit } has no leader: { $orders } lapse (L500)
wl-log-hold-cancelled = { $unit } did not reach its cell: Hold at any cost is cancelled (L436)
wl-log-banner = { $unit } raises the { $banner } (L363)
wl-log-dragon-reform = { $unit } re-forms facing { $facing } (Dragon banner, L369)
wl-log-attack = { $units } attack { $target } ({ $sides }) at step { $step }
wl-attack-front = front
wl-attack-flank = flank
wl-attack-rear = rear
wl-log-regroup = { $unit } regroups facing { $facing }
wl-log-no-initiative-turn = { $unit } does not turn: it would show another enemy its flank or rear (L457)
wl-log-initiative-turn = { $unit } turns on initiative to face { $facing } (L457)
wl-log-set-shields = { $unit } sets shields at { $cell }:{ $side }
wl-log-take-shields = { $unit } takes shields at { $cell }:{ $side }
wl-log-rice-fired = { $unit } fired in phase 1 from a rice field: no other order in phase 2 (L742)
wl-log-phase = turn { $turn }, execution phase { $phase }
wl-why-forest-rally = a fleeing unit cannot rally in a forest (L733)
wl-why-enemy-there = an enemy stands there
wl-why-no-shields-set = no shields to set there
wl-why-no-shields-take = no shields to take there
wl-why-panic-rally = shinobi keep the panic going: no rallying this turn (L695)
wl-why-out-of-reach = the target is out of reach (L377)
wl-why-two-directions = cannot fight in two directions (L535-L536)
wl-why-fleeing-no-fight = a fleeing unit does not fight back (L660)

## before the battle (L287-L329, L761-L796)

wl-log-terrain-shift = terrain { $feature } { $moved ->
        [yes] shifts { $shift }
       *[no] stays
    } (L290)
wl-log-forecast = forecast { $n }: d6 { $die }: { $forecast } ({ $lines })
wl-log-weather = weather: { $what }; { $schedule }
wl-schedule = { JOIN($parts, sep: "; ") }
wl-schedule-turns = turns { $first }-{ $last }: { $weather }
wl-schedule-turn = turn { $first }: { $weather }
wl-seen-unit = a unit at { $cell }
wl-seen = { $unit } ({ $type }, { $figures }) at { $cell }
wl-log-reveal = the deployments are revealed: { JOIN($units, sep: "; ") }
wl-log-clear-day = { $side } { $agree ->
        [yes] agrees
       *[no] does not agree
    } to a clear day (L762)
wl-log-forecast-answer = { $side }: { $answer } (L298-L300)
wl-log-fence = { $side } builds a fence at { $edge } (L214, visible to the enemy)
wl-log-recon-done = { $side } ends its shinobi's adjustments
wl-log-hq = { $side } places its HQ at { $cell } (L231)
wl-log-deploy = { $unit } deploys at { $cell } facing { $facing }
wl-log-deploy-reserve = { $unit } waits in the reserve (L310)
wl-log-shield = { $side } sets shields at { $edge } (L205)
wl-log-adjust-move = { $unit } moves to { $cell } after the shinobi's report (L686)
wl-log-adjust-swap = { $unit } and { $other } swap places after the shinobi's report (L686)
wl-log-leader-place = { $leader } starts in { $place }
wl-log-banner-assigned = the { $banner } goes to { $unit } (L324)
wl-log-instruction = { $unit }: { $order } until further orders (L326-L329)
wl-scouted = { $type } ({ $figures }) at { $cell }
wl-log-recon = shinobi scout { $size } from { $corner }: { $found }; the enemy HQ is at { $hq } (L685)
wl-forecast-clear = clear day
wl-forecast-agreed-clear = a clear day
wl-forecast-fixed = fixed
wl-forecast-overcast-rain = overcast: rain starts on turn 2d6 and lasts d6+1 turns
wl-forecast-rain-2d6 = rain from the morning for 2d6 turns
wl-forecast-wind = gusty wind all day
wl-forecast-storm = storm approaching: gusty wind, then a downpour from turn 2d6 for d6+1 turns, then clear
wl-forecast-fog = dense fog for the first 2 turns, then clear
wl-forecast-fog-rain = dense fog for the first 2 turns, then overcast: rain starts on turn 2d6 and lasts 2d6+1 turns
wl-forecast-rain-3d6 = rain from the morning for 3d6 turns
wl-forecast-wind-downpour = gusty wind for the first 2d6 turns, then a downpour to the end
wl-forecast-downpour = downpour from the first turn for 2d6 turns, then clear
wl-forecast-deep-snow = clear day, deep snow
wl-forecast-overcast-snow = overcast: snow starts on turn 2d6 and lasts d6+1 turns
wl-forecast-snow = snow from the morning for 2d6 turns

## the turn (L333-L360)

wl-log-turn = turn { $turn } of { $turns }: { $weather }
wl-log-hq-destroyed = { $unit } stands in { $side }'s HQ: it is destroyed for the battle (L233)
wl-log-command-roll = { $side } { $reroll ->
        [yes] rerolls
       *[no] rolls
    }: { $stake } stake: 2d6 { $a }+{ $b }{ $n ->
        [0] { "" }
       *[other] , { $mods }
    } = { $total } ({ $success ->
        [yes] success
       *[no] failure
    }, needs { $needs }) -> { $orders } orders
wl-revealed = { $unit }: { JOIN($parts, sep: "; ") }
wl-revealed-orders = 1: { $first }; 2: { $second }
wl-revealed-dragon = Dragon banner in phase { $phase }: { $order }
wl-revealed-banner = raises the { $banner }
wl-revealed-withdraws = { $unit } withdraws to the reserve for the battle (L354)
wl-log-orders-revealed = orders: { $n ->
        [0] none
       *[other] { JOIN($orders, sep: " | ") }
    }
wl-log-no-entry = { $unit } finds no free cell to come in
wl-log-enters = { $unit } comes in from the reserve at { $cell } (L311)
wl-log-tired = { $unit } is tired (L154, L167, L739, L820)
wl-log-rested = { $unit } rests and is fresh again (L156, L169)
wl-log-may-return = { $unit } may be brought back from the next turn (L637)
wl-mod-no-leader-hq = no leader in the HQ
wl-mod-hq-destroyed = the HQ is destroyed
wl-mod-hq-general = a general in the HQ beside the commander (2 or more give no more)
wl-mod-commander-out = the army commander is out; another leads

## melee results (L540-L553)

wl-log-chain = { $unit } acts first in a chain of attacks (L503-L511)
wl-log-occupy = { $unit } takes { $cell }
wl-log-defender-destroyed = { $unit } is destroyed: the attackers win
wl-log-attackers-destroyed = { $unit } destroys every attacker and holds (L550)
wl-log-crab-spent = { $unit }'s Crab banner turns the rout into a retreat, and is spent (L370)
wl-log-crab-holds = { $unit }'s Crab banner: it ignores the retreat (L370)
wl-log-stands = attackers { $attack } vs { $defence }: { $unit } stands
wl-why-melee-lost = attackers { $attack } vs { $defence }, difference { $difference } { $routs ->
        [yes] >
       *[no] <=
    } Steadfastness { $steadfastness }{ $rear ->
        [yes] , attacked in the rear and from another side (L545)
       *[no] { "" }
    }
wl-log-melee-lost = { $unit } { $routs ->
        [yes] routs
       *[no] is pushed back
    } ({ $why })
wl-log-held-any-cost = { $unit } held at any cost and pays 1 more figure (L435)
wl-log-repulsed = attackers { $attack } vs { $unit } { $defence }: the attack is repulsed (L546)
wl-log-advanced-any-cost = { $unit } attacked at any cost and pays 1 more figure, not counted (L438)
wl-log-meeting-repulsed = meeting engagement { $a } vs { $b }: both sides are repulsed (L548)
wl-log-meeting-winners-destroyed = meeting engagement { $a } vs { $b }: { $unit } loses, but has destroyed every opponent, so it neither retreats nor flees (L550)
wl-log-meeting-lost = meeting engagement { $a } vs { $b }: { $unit } { $routs ->
        [yes] routs
       *[no] is pushed back
    } (difference { $difference }, Steadfastness { $steadfastness })

## the battle's course and end (L92-L115, L666-L670)

wl-log-battle = { $title }: { $kind } battle, { $season }, up to { $turns } turns
wl-log-hq-general = { $side } { $use ->
        [yes] counts
       *[no] does not count
    } the +1 of its general in the HQ (L238, L335)
wl-log-stake = { $side } chooses its stake: { $stake ->
        [none] not written: low (L336)
       *[other] { $stake }
    }
wl-log-committed = { $side } has given its orders
wl-log-leaders = leaders: { JOIN($leaders, sep: "; ") }
wl-leader-at = { $leader } in { $place }{ $unit ->
        [none] { "" }
       *[other] { " " }({ $unit })
    }
wl-log-zones = control zones at the end: { JOIN($zones, sep: "; ") }
wl-zone = { $zone }: held by { $held ->
        [yes] { $holder }
       *[no] nobody
    }, claimed by { $claimed }
wl-strike = { $unit } { $damage }
wl-log-general-flight = { $unit } flees and loses { $lost } ({ $n ->
        [0] unpursued
       *[other] { $strikes }
    })
wl-end-equal = the battle ends at the turn limit with equal zones (held { $held }, claimed { $claimed }) (L95)
wl-end-limit-rout = { $winner } wins at the turn limit and { $loser } holds and claims no zone: a rout (L105)
wl-end-limit = { $winner } wins at the turn limit (held { $held }, claimed { $claimed }, L115)
wl-end-no-units = neither side has a unit of 4 figures left: a draw (L97)
wl-end-both-flee = both armies flee at once: a draw (L104)
wl-end-collapse = { $loser } has no unit of 4 figures standing: its army flees, a rout (L104)
wl-end-general-flight = { $side } orders a general flight: a rout (L103)
wl-end-withdrawal = the attacker withdraws from battle after the third forecast (L764): no battle, a draw

## shinobi (L674-L696)

wl-log-shinobi-available = { $side }'s shinobi { $shinobi } can manage { $count } sabotage(s) this turn (L690)
wl-log-shinobi-rain = shinobi cannot set { $cell } on fire in the rain (L679)
wl-log-shinobi-fire = shinobi set { $cell } on fire: impassable until the end of turn { $turn } (L691)
wl-log-fire-losses = { $unit } loses { $lost } figures in the fire, its orders and standing orders (L691)
wl-log-shinobi-nothing = the shinobi find no enemy unit at { $cell }
wl-log-shinobi-no-panic = no panic in { $unit }: it has leaders or panics already (L694)
wl-log-shinobi-panic = shinobi spread panic in { $unit }: -2 Steadfastness and Impetus this turn (L694)
wl-log-shinobi-no-intercept = no interception: { $unit } has leaders (L696)
wl-log-shinobi-intercept = shinobi intercept the messenger to { $unit }: this turn's orders never arrive (L696)
wl-log-fire-spreads = the fire spreads to { $cell }

## melee and shooting explained (L514-L625)

wl-log-melee = melee at { $cell } ({ $kind }): { $attackers } against { $defenders }. { JOIN($parts, sep: "; ") }. Totals: attackers { $attack } ({ JOIN($attack_mods, sep: "; ") }), { $kind ->
        [attack] defender
       *[other] other side
    } { $defence } ({ JOIN($defence_mods, sep: "; ") })
wl-attacker = { $unit } ({ $side })
wl-melee-damage = { $attacker } -> { $target }: { $table }, dice { $dice }, { $mods } = { $damage }
wl-melee-no-damage = { $attacker } -> { $target }: { $why }
wl-log-attack-broken = { $unit }'s attack is broken by defensive fire (L422)
wl-log-dont-stand = { $unit }: its damage { $damage } >= { $target }'s Steadfastness { $steadfastness }, it takes 1 less (L151)
wl-log-destroyed-melee = { $unit } is destroyed in melee
wl-log-shot = { $shooter } shoots { $target } ({ $why }): dice { $dice } ({ $kept }), { $mods }{ $n ->
        [0] { "" }
       *[other] ; { JOIN($rerolls, sep: "; ") }
    } -> { $damage } damage; ammunition { $ammunition }
wl-target-hq = the HQ at { $cell }
wl-target-unit = { $unit } ({ $type }, { $figures } fig.) at { $cell }
wl-log-hq-shot = the HQ at { $cell } takes { $damage } damage: its leaders roll as if their unit were destroyed (L240)
wl-log-destroyed-shooting = { $unit } is destroyed by shooting
wl-log-shot-retreat = { $unit } took { $damage } damage from shooting this phase, more than its { $what } { $threshold }: it retreats (L615)
wl-table-melee = melee: d3 by Skill+Equipment (L522-L526)
wl-table-shooting = shooting: d3 by Skill vs Equipment (L599-L603)
wl-table-fleeing-infantry = fleeing unit attacked by infantry: d3+1 (L660)
wl-table-fleeing-cavalry = fleeing unit attacked by cavalry: 2d3+2 (L660)
wl-reroll-merciless = Merciless lead: target Equipment -1 (L184)
wl-reroll-plunging = Plunging fire: a full second rank, best of 2 (L140)
wl-reroll-archers = archers with a full second rank: best of 2 (L609, GM)
wl-reroll-onto-hill = attacking a unit on a hill: worst of 2 (L530, L722)
wl-reroll-hill-far = from a hill 2 cells away: worst of 2 (L606)
wl-reroll-hill-near = from a hill at an adjacent cell: best of 2 (L605)
wl-reroll-wind = gusty wind, downpour or blizzard: worst of 2 (L610, L612)
wl-reroll-spearmen-shields = spearmen behind shields: worst of 2 (L135, L529)
wl-reroll-cover = target in a village, forest or on a hill: worst of 2 (L607)
wl-shot-order = by order
wl-shot-initiative = on initiative
wl-shot-galloped = at cavalry that galloped in
wl-shot-defensive = defensive fire
wl-impetus = Impetus
wl-steadfastness = Steadfastness

## what validation says of a roster (validate)

wl-check-id-twice = { $what ->
        [river] river
        [control-zone] control zone
        [unit] unit
       *[leader] leader
    } id '{ $id }' is used more than once
wl-check-roster-empty = a roster needs at least one unit
wl-check-one-warlord = a roster has exactly one warlord, this one has { $count }
wl-check-figures = unit '{ $unit }' has { $count } figures; a unit has at most { $most } (L15, L84)
wl-check-heavy-equipment = heavy cavalry never has Equipment below { $least } (L147)
wl-check-sohei = sohei cannot be improved by experience (L203): { $stat } { $value } > { $most }
wl-check-no-shooting = { $type } do not shoot; ammo is ignored
wl-check-ammo = shooters carry { $count } ammunition (L142, L186, L192)
wl-check-hidden-by-trait = only a warlord with the trait 'treacherous' (Коварный) hides units (L323)
wl-check-own-clan = allied_clan names the roster's own clan
wl-check-hatamoto = hatamoto are the warlord's own guard (L146); this roster has several units
wl-check-banner-twice = the { $banner } is listed more than once
wl-check-shinobi-twice = shinobi service id '{ $id }' is used more than once
wl-check-cost = army cost { $cost } (units, shields and fences), upkeep { $upkeep } per strategic turn

## what validation says of a battlefield (validate)

wl-check-quarter-names = quarter_names needs four different letters (north-west, north-east, south-west, south-east)
wl-check-pass-extension = a pass does not extend sideways (L754): west and east extension are ignored
wl-check-terrain-twice = terrain id '{ $id }' is used more than once
wl-check-cliff-side = a cliff needs the side that is impassable (L725)
wl-check-cliff-side-ignored = cliff_side is ignored on { $terrain }
wl-check-cell-terrain = cell { $cell } already holds terrain '{ $terrain }'
wl-check-edge-twice = edge { $edge } is listed twice
wl-check-crossing = the { $kind } at { $edge } is not on a river edge (L716)
wl-check-fence-zone = fence { $edge } does not border a deployment zone (L214)
wl-check-control-zone-size = control zone '{ $id }' is { $width } x { $length }; control zones are 2 x 4 (L78)
wl-check-control-zone-inside = control zone '{ $id }' must lie inside one deployment zone (L13)
wl-check-no-control-zone = deployment zone { $zone } has no control zone (one per zone, L13)
wl-check-control-zones = deployment zone { $zone } has { $count } control zones

## what validation says of a battle (validate)

wl-check-no-battlefield = battlefield '{ $battlefield }' is not in the content library
wl-check-battlefield-errors = battlefield '{ $battlefield }' has errors: { $error }
wl-check-no-roster = roster '{ $roster }' is not in the content library
wl-check-meeting-roles = in a meeting battle both sides have the role 'meeting'
wl-check-roles = a { $kind } battle has one defender and one attacker
wl-check-halves-fixed = the sides' halves are fixed at a border battle (L291) or a position start
wl-check-halves-differ = the two sides need different halves
wl-check-season-turns = a { $season } battle lasts at most { $count } turns (L43)
wl-check-weather-clear = a fixed weather with no spans is a clear day
wl-check-weather-span = a weather span ends before it starts
wl-check-border-shift = border maps are drawn as they are (L289): shiftable terrain does not move
wl-check-start-turn-ignored = a battle with a pre-battle sequence starts at turn 1: start_turn is ignored
wl-check-start-turn = start_turn { $turn } is past the battle's last turn { $last } (L43)
wl-check-past-ignored = { $fields }: only a position start has turns before it; ignored
wl-check-destroyed = destroyed unit '{ $unit }' has neither a cell nor a place in the reserve
wl-check-fatigue = only cavalry is fatigued (L154, L167)
wl-check-flight-field = flight_began is for a fleeing unit on the field
wl-check-flight-late = the flight began after the start turn { $turn }
wl-check-flight-scattered = a unit fleeing since turn { $since } was not rallied within 3 turns: it is scattered by turn { $turn } (L658)
wl-check-hidden = only a unit in a forest or hidden by 'Коварный' is hidden (L728, L323)
wl-check-returns-turn = returns_turn is for a scattered unit in the reserve (L637)
wl-check-banner-unused = the { $banner } is raised but given to no unit
wl-check-banner-turn = the { $banner } acts only in the turn it is raised (L367, L369)
wl-check-no-service = shinobi service '{ $id }' is not in roster '{ $roster }'
wl-check-service-recon = shinobi service '{ $id }' does reconnaissance, not sabotage
wl-check-fences-army = only an army that defends or blocks a breakthrough builds fences (L214, L219)
wl-check-unit-not-in-roster = unit '{ $unit }' is not in roster '{ $roster }'
wl-check-placed-twice = unit '{ $unit }' is placed more than once
wl-check-needs-cell = unit '{ $unit }' needs a cell or reserve
wl-check-cell-taken = cell { $cell } already holds '{ $unit }': one unit per cell (L15, L83)
wl-check-no-mans-land = no deployment in no-man's land ({ $cell }, L8, L12)
wl-check-not-own-zone = { $cell } is not in the side's deployment zones (L307)
wl-check-reserve = { $count } of { $units } units in reserve; at most half may be (L310)
wl-check-shields-zone = shields { $edge } are not on a cell of the side's zones (L205)
wl-check-shields = { $count } shield edges placed, the roster has { $has }
wl-check-fences-defender = only the defender builds fences (L219)
wl-check-fences = { $count } fence edges placed, the roster has { $has }
wl-check-leader-not-in-roster = leader '{ $leader }' is not in roster '{ $roster }'
wl-check-leader-place = leader '{ $leader }' is placed in '{ $place }', which is neither hq, reserve nor a unit
wl-check-no-banner = roster '{ $roster }' has no { $banner }
wl-check-banner-unit = banner { $banner }: unit '{ $unit }' is not in the roster
wl-check-banner-allied = no sacred banners in allied minor clans' troops (L366)
wl-check-instructions-unit = instructions for unknown unit '{ $unit }'
wl-check-order-leader = '{ $order }' needs a warlord or general in the unit (L326-L329)
wl-check-order-shooters = '{ $order }' is an order for shooters

## a cell or an edge written wrongly or beyond the field

wl-cell-beyond = cell { $text } lies beyond the field and its extension
wl-edge-not-edge = not a cell edge like 'A21:S': { $text }

wl-no-bundled-battle = no bundled battle '{ $id }'; bundled: { $known }

## a battle the engine cannot set up

wl-setup-no-battlefield = battle '{ $battle }': battlefield '{ $battlefield }' is not in the content
wl-setup-no-roster = battle '{ $battle }': roster '{ $roster }' (side { $side }) is not in the content
wl-setup-cell-side = not a cell side like 'A21:S': { $text }
wl-setup-no-unit = side { $side } has no unit '{ $unit }'
wl-setup-two-units = cell { $cell } holds two units

## the figures the balance lab reports (lab_stats.py), by their names in the report

stat-warlords-turns = turns
stat-warlords-figures-lost-by-side = figures lost by side
stat-warlords-control-zones-held-at-the-end = control zones held at the end
stat-warlords-side = side { $n }
