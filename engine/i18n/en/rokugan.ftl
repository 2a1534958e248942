# Battle for Rokugan: why an action is refused (engine/games/rokugan/flow.py, placement.py).

## what the game waits for

rk-refuse-must-choose = not possible now: { $who } must choose for { $what }
rk-refuse-waits = not possible now: the game waits for { $who } ({ $phase })
rk-phase-setup = the setup
rk-phase-upkeep = the upkeep
rk-phase-objectives = choosing objectives
rk-phase-claim = claiming provinces
rk-phase-dragon = the Dragon's returned token
rk-phase-unicorn = the Unicorn's ability
rk-phase-cards = playing territory cards
rk-phase-placement = placing combat tokens
rk-phase-resolution = resolution
rk-phase-over = the end of the game
rk-choice-peek = a look at a token
rk-choice-swap = a swap of tokens
rk-choice-scout = Scout
rk-choice-shugenja = Shugenja
rk-choice-first-player = First player
rk-choice-cost = the cost of a card
rk-choice-card = a card

## where a combat token may not go

rk-token-strength = { $token } { $strength }
rk-refuse-no-token = no { $token } token behind { $clan }'s screen
rk-refuse-no-place = no place called '{ $place }' on this board
rk-refuse-bless = a blessing is placed with 'bless' on one of your face-down tokens (L391)
rk-refuse-no-bluff = the bluff may not be used this round (Spy Network)
rk-refuse-border-taken = only one combat token may lie on a border (L333)
rk-refuse-scorched = no combat token may go in or beside scorched earth ({ $province }, L521)
rk-refuse-peace = no combat token may go in or beside a province at peace ({ $province }, L527)
rk-refuse-shrine = only the controller of the shrine in { $province } may place in or beside it (L531)
rk-refuse-bluff-where = a bluff may go only where another combat token could (L411)
rk-refuse-blessing-on-map = a blessing lies on one of your face-down tokens, not on the map (L391)
rk-refuse-ronin-navy-shinobi = a ronin may not place a { $token } (G23)
rk-refuse-army-defends = an army defends only a province you control, not { $province } (L359)
rk-refuse-navy-defends = a navy defends only a coastal province you control, not { $province } (L373)
rk-refuse-not-coastal = { $province } is not coastal, so a navy cannot defend it (L373, L539)
rk-refuse-ronin = a ronin may not place { $token } (L601)
rk-refuse-battlefield = no { $token } in the battlefield province { $province } (L535)
rk-refuse-diplomacy = diplomacy goes only in a province you control, not { $province } (L399)
rk-refuse-raid = a raid goes only in a province you do not control ({ $province } is yours, L405)
rk-refuse-centre-only = a { $token } goes in the centre of a province, never on a border (L383, L399, L405, FAQ v1.3)
rk-refuse-own-province = you cannot attack your own province { $province } (FAQ v1.3)
rk-refuse-army-land = an army attacks across a land border only (L357)
rk-refuse-army-from = an army attacks only from a province you control, not { $province } (L357)
rk-refuse-no-coast = { $province } has no coast to attack across (L371, L539)
rk-refuse-navy-coast = a navy attacks across a coastal border (L371)

## the game's log (engine/games/rokugan: flow, effects, territory, resolution, scoring)

rk-setup = { $scenario }: { $seats }
rk-setup-seat = { $seat } { $clan }
rk-deal = { $clan } is dealt { $count } { $count ->
    [one] objective
   *[other] objectives
  }
rk-deal-secret = you are dealt { $cards }
rk-first-player = { $clan } is first player
rk-first-player-stays = no initiative card left: { $clan } stays first player
rk-first-player-card = initiative card { $card }: { $clan } is first player
rk-first-player-clan-card = the initiative card of { $clan }: { $clan } is first player
rk-placement-begins = the placement phase begins
rk-no-placement = { $clan } can place nothing and passes for the rest of the phase (L601)
rk-round = round { $round } begins
rk-ronin = { $clan } becomes a ronin
rk-ronin-no-more = { $clan } is a ronin no more
rk-draw = { $clan } draws { $count } { $count ->
    [one] token
   *[other] tokens
  }
rk-draw-secret = you draw { $tokens }
rk-at-centre = { $province }
rk-at-border = the border { $source } → { $target }
rk-at-coast = the coast of { $province }
rk-place = { $clan } places a token at { $at } (#{ $serial })
rk-place-secret = you place { $token } at { $at }
rk-objective = { $clan } keeps a secret objective
rk-objective-secret = you keep { $card }
rk-claim = { $clan } claims { $province }
rk-dragon-return = { $clan } returns a token to its pool (clan ability)
rk-return-secret = you return { $token } to your pool
rk-pass = { $clan } passes
rk-pass-placement = { $clan } passes for the rest of the placement phase
rk-bless = { $clan } places { $token } face up on its token #{ $serial }
rk-bless-other = { $clan } places { $token } face up on { $owner }'s token #{ $serial }

## cards and clan abilities

rk-play-scout = { $clan } plays a scout (L595)
rk-play-shugenja = { $clan } plays a shugenja (L597)
rk-play-first-player = { $clan } plays the first-player card
rk-play = { $clan } plays { $card }
rk-no-swap = { $clan } does not swap tokens
rk-look-peek = { $clan } looks at token #{ $serial } (the Scorpion ability)
rk-look-scout = { $clan } looks at token #{ $serial } (a scout)
rk-look-secret = token #{ $serial } of { $owner } is { $token }
rk-shugenja = { $clan }'s shugenja reveals #{ $serial }: { $owner }'s { $token }, discarded
rk-first-player-look = { $clan } looks at #{ $serial } and returns it to { $owner }'s pool
rk-first-player-secret = token #{ $serial } was { $token }; it goes to the { $to ->
    [hand] hand
    [pool] pool
   *[other] discard pile
  }
rk-swap = { $clan } swaps its tokens #{ $first } and #{ $second } (Unicorn ability)
rk-cost-up = { $clan } removes a face-up control token from { $province }
rk-cost-down = { $clan } removes a face-down control token from { $province }
rk-special = { $kind }{ $value ->
    [0] {""}
   *[other] {" "}{ $value }
  }
rk-a-token = a token
rk-eff-add-control = { $card }: { $clan } adds { $count } { $count ->
    [one] face-up control token
   *[other] face-up control tokens
  } to { $province }
rk-eff-put-control = { $card }: { $clan } puts { $count } { $count ->
    [one] control token
   *[other] control tokens
  } in { $province } ({ $up } face up)
rk-eff-special = { $card }: { $special } in { $province }
rk-eff-special-replacing = { $card }: { $special } in { $province }, replacing { $old }
rk-eff-special-leaves = { $card }: { $special } leaves { $province }
rk-eff-recover = { $card }: { $clan } takes { $token } from its discard pile into its hand
rk-eff-to-pool = { $card }: { $clan } returns a token from its hand to its pool
rk-eff-discard = { $card }: { $clan } discards { $token } from its hand
rk-eff-spy = { $card }: { $clan } looks at { $target }'s hand; no bluff for it this round
rk-eff-spy-only = { $card }: { $clan } looks at { $target }'s hand
rk-eff-spy-secret = { $target } holds { $tokens }
rk-eff-swap-control = { $card }: the control tokens of { $first } and { $second } change places
rk-eff-purge-hand = { $card }: { $clan } discards { $token } from its hand and places nothing this turn
rk-eff-revealed = { $card }: #{ $serial }, { $owner }'s { $token }, is revealed and discarded
rk-eff-look = { $card }: { $clan } looks at #{ $serial }
rk-eff-animate = { $card }: { $clan } places { $token } face up at { $at } (#{ $serial })
rk-eff-animate-bless = { $card }: { $clan } places { $token } from its discard pile on its token #{ $serial }

## what a pending choice asks

rk-prompt-scout = choose an opponent's face-down token to look at
rk-prompt-shugenja = choose an opponent's token to reveal and discard
rk-prompt-first-player = choose a token to look at and return to its owner's pool
rk-prompt-peek = you may look at one token on the board (Scorpion)
rk-prompt-swap = you may swap two of your tokens on the board (Unicorn)
rk-prompt-cost = choose a province outside the Shadowlands to remove one of your control tokens from
rk-prompt-card = { $card }: { $effect ->
    [place_special] choose a province for the special token
    [add_control] choose a province for the control tokens
    [remove_special] choose a province to remove the special token from
    [recover_tokens] choose the tokens to take back
    [spy_hand] choose the clan whose hand to look at
    [swap_control] choose two provinces whose control tokens change places
    [purge_tokens] choose a token to discard
    [look_and_discard] choose a token to look at or discard
    [place_from_discard] choose a token from your discard pile and where it goes
    [remove_specials] choose the special tokens to remove
   *[other] choose
  }

## the resolution phase

rk-resolution = round { $round }: the resolution phase
rk-round-marker = the round marker moves to { $round }
rk-game-ends = the game ends
rk-token-at = #{ $serial } { $clan } { $token } at { $at }
rk-reveal = tokens revealed: { $tokens }
rk-bluff-stays = { $clan }'s bluff #{ $serial } stays to defend (clan ability)
rk-bluff-back = { $clan }'s bluff #{ $serial } goes back behind the screen (L411)
rk-illegal = { $clan }'s #{ $serial } ({ $token } at { $at }) is discarded: { $reason }
rk-blessing-discarded = the blessing on { $clan }'s #{ $serial } is discarded: it may lie only on an army, navy or shinobi (L391)
rk-foreign-blessing = { $clan }'s { $token } on { $owner }'s #{ $serial } is discarded: a blessing goes only on one's own army, navy or shinobi (L391)
rk-raid-fails = { $clan }'s raid in { $province } has no effect: no own shinobi there, no own province next to it (L405)
rk-raid = { $clan } raids { $province }: { $tokens } { $tokens ->
    [one] combat token
   *[other] combat tokens
  } discarded, { $control } { $control ->
    [one] control token
   *[other] control tokens
  } removed
rk-raid-scorched = { $clan } raids { $province }: { $tokens } { $tokens ->
    [one] combat token
   *[other] combat tokens
  } discarded, { $control } { $control ->
    [one] control token
   *[other] control tokens
  } removed, scorched earth
rk-diplomacy = { $clan }'s diplomacy in { $province }: { $tokens } { $tokens ->
    [one] combat token
   *[other] combat tokens
  } discarded
rk-diplomacy-peace = { $clan }'s diplomacy in { $province }: { $tokens } { $tokens ->
    [one] combat token
   *[other] combat tokens
  } discarded, peace
rk-diplomacy-replacing = { $clan }'s diplomacy in { $province }: { $tokens } { $tokens ->
    [one] combat token
   *[other] combat tokens
  } discarded, peace replacing { $old }
rk-cleared-attack = { $province }: the attack on it was cleared away; { $clan } counts a defender victory
rk-cleared-attack-control = { $province }: the attack on it was cleared away; { $clan } counts a defender victory and adds a face-up control token
rk-attack-cancelled = { $clan }'s attack #{ $serial } from { $province } is cancelled: that province was lost earlier in this step (L357, G13)
rk-blessed = { JOIN($tokens, sep: "+") }
rk-attacks = { $clan } attacks with { JOIN($tokens, sep: " + ") } = { $total }
rk-attacks-ignoring = { $clan } attacks with { JOIN($tokens, sep: " + ") } = { $total } (against { $against }: printed defence ignored)
rk-defence-part = { $part ->
    [combat_tokens] combat tokens
    [printed] printed
    [face_up] face up
    [bonus_token] bonus token
   *[other] { $part }
  } { $value }
rk-defence = defence { $total }
rk-defence-of = defence { $total } ({ $parts })
rk-wins-control = { $clan } wins and takes control with a face-down token
rk-wins-no-control = { $clan } wins but has no control token left
rk-wins-sweeping = { $won }, sweeping the province and its borders of { $tokens } (L463)
rk-defends = { $clan } wins as defender
rk-defends-control = { $clan } wins as defender and adds a face-up control token
rk-holds = { $clan } keeps it (no defender victory)
rk-nothing-beaten = nobody beats the province's defence: nothing happens
rk-nothing = nothing happens
rk-battle = battle for { $province } ({ $owner }): { $sides }{ $defence }; { $outcome }
rk-uncontrolled = uncontrolled
rk-sides = { JOIN($sides, sep: "; ") };{" "}
rk-card-taken = { $clan } takes the card of { $region } from under its slot
rk-card-taken-from = { $clan } takes the card of { $region } from { $holder }
rk-card-secret = the card of { $region } is { $card }
rk-card-lost = { $clan } lost { $region }: its card goes back under the slot

## the end of the game (L465-482)

rk-objective-achieved = { $clan } reveals { $card } (achieved)
rk-objective-missed = { $clan } reveals { $card } (not achieved)
rk-objective-none = { $clan } reveals no objective
rk-score = { $clan } { $honor }
rk-end = honor: { JOIN($scores, sep: "; ") }; { $winners }
rk-end-shared = honor: { JOIN($scores, sep: "; ") }; shared victory of { $winners }
rk-game-end = the game ends: { $reason }

## what validation says of a map, a scenario, a clan or the cards (mapcheck, scenario, clan_model, card_model)

rk-check-no-map = no rokugan/map '{ $map }'
rk-check-no-cards = no rokugan/cards '{ $cards }'
rk-check-no-clan = no rokugan/clan '{ $clan }'
rk-check-no-capital = clan '{ $clan }' has no capital on map '{ $map }'
rk-check-too-few-clans = { $players } players need { $players } clans; { $allowed } allowed
rk-check-clans-named = { $count } clans named for { $players } players
rk-check-clan-twice = a clan is named twice
rk-check-clan-not-allowed = clan '{ $clan }' is not among the allowed clans
rk-check-first-player = first player '{ $clan }' is no allowed clan
rk-check-no-region = map '{ $map }' has no region '{ $region }'
rk-check-no-territory-card = no territory card '{ $card }'
rk-check-card-twice = '{ $card }' lies under '{ $first }' and '{ $second }'
rk-check-no-card-to-deal = region '{ $region }' has no territory card to deal
rk-check-no-objective = no objective '{ $card }'
rk-check-objectives = { $count } objectives cannot deal { $dealt } to { $players }
rk-check-no-neutral = no neutral initiative card '{ $card }'
rk-check-no-province = no province '{ $province }'
rk-check-two-specials = '{ $province }' holds two special tokens (L513)
rk-check-clan-not-allowed-here = clan '{ $clan }' is not allowed
rk-check-two-clans-hold = two clans hold '{ $province }'
rk-check-setup-capacity = setup needs { $count } provinces without control tokens or scorched earth; map '{ $map }' offers { $free }
rk-check-id-twice = '{ $id }' appears twice
rk-check-reserved-id = '{ $id }' names a small card; a territory card needs another id
rk-check-timing = { $id }: a { $effect } effect acts during placement, so the card is played then
rk-check-bonus-value = { $id }: a bonus token needs a value
rk-check-needs-strength = a { $token } token needs a strength (L329)
rk-check-no-strength = a { $token } token has no strength (L329)
rk-check-one-bluff = a clan has exactly one bluff token (L131), not { $count }
rk-check-token-count = { $count } combat tokens; the box gives every clan { $box } (L71)
rk-check-unique = { $count } unique tokens; every clan has one (L327)
rk-check-unreachable = province '{ $province }' has no land border and no coast: no army or navy can reach it
rk-check-map-capacity = with { $players } players the standard setup takes { $count } provinces ({ $tokens } claimed by each player and the capitals, L156-161); this map has { $have }, so a { $players }-player scenario on it gives each player at most { $most } initial control tokens
rk-check-capital-unknown-clan = province '{ $province }' is the capital of '{ $clan }', which is no known clan
rk-check-province-twice = province id '{ $id }' is used twice
rk-check-water-twice = water id '{ $id }' is also used by another area
rk-check-regions-share-id = two regions share an id
rk-check-province-region = province '{ $province }' names region '{ $region }', which the map does not have
rk-check-empty-region = region '{ $region }' has no provinces
rk-check-no-card-slot = region '{ $region }' has no card slot on the board
rk-check-shadowlands-region = region '{ $region }' holds a Shadowlands province, so it must hold nothing else (L571)
rk-check-shadowlands-honor = Shadowlands region '{ $region }' should not score honor (L585)
rk-check-two-capitals = clan '{ $clan }' has two capitals: '{ $first }' and '{ $second }'
rk-check-shadowlands-arrows = two Shadowlands provinces carry the same arrow

rk-no-scenario = no rokugan scenario '{ $id }'; known: { $known }
rk-scenario-players = scenario '{ $id }' is for { $players } players, not { $asked }

## a scenario the engine cannot set up

rk-setup-bluffs = clan '{ $clan }' needs exactly one bluff token, not { $count }
rk-setup-no-capital = clan '{ $clan }' has no capital on map '{ $map }'
rk-setup-no-map = scenario '{ $scenario }': map: no rokugan/map '{ $map }'
rk-setup-no-cards = scenario '{ $scenario }': cards: no rokugan/cards '{ $cards }'
rk-setup-scenario = scenario '{ $scenario }': { $problems }
rk-setup-at = { $field }: { $why }
rk-setup-map = map '{ $map }': { $problems }

## the figures the balance lab reports (lab_stats.py), by their names in the report

stat-rokugan-honor-sources-average-clan = honor sources (average clan)
stat-rokugan-honor-sources-winner = honor sources (winner)
stat-rokugan-wins-by-clan = wins by clan
stat-rokugan-flowers = flowers
stat-rokugan-face-up-control = face_up_control
stat-rokugan-objective = objective
stat-rokugan-regions = regions
stat-rokugan-honor-tokens = honor_tokens
stat-rokugan-defense-tokens = defense_tokens
stat-rokugan-crab = Crab
stat-rokugan-crane = Crane
stat-rokugan-dragon = Dragon
stat-rokugan-lion = Lion
stat-rokugan-phoenix = Phoenix
stat-rokugan-scorpion = Scorpion
stat-rokugan-unicorn = Unicorn
