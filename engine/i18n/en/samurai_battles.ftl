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
