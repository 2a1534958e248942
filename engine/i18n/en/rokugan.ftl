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
