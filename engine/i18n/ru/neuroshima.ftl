# Neuroshima Hex: объяснения боя и текстовый вид позиции. Термины — по правилам (seeds/002):
# командный центр, очки прочности, фаза инициативы, ближний и дальний бой, сеть.

nh-nothing = ничего
nh-tile = { $name } (игрок { $player }, { $hex })
nh-hq-hp = игрок { $player } — { $hp }
nh-battle-start = { $reason ->
        [tile] Бой (жетон «Бой»).
        [full] Бой (поле заполнено).
        [final] Финальный бой.
        [tiebreak] Дополнительный бой (ничья).
       *[battle] Бой.
    } Прочность командных центров: { $hp }
nh-phase = Фаза инициативы { $phase }
nh-netted = { $tile } под сетью ({ $by }) и не действует в фазе { $phase }
nh-attack = { $attacker } атакует { $how ->
        [melee] в ближнем бою
        [ranged] в дальнем бою
        [gauss] лучом Гаусса
       *[other] { $how }
    }{ $extra }{ $converted }; цель: { $target }. Сила { $base }{ JOIN($mods, sep: "") }{ $total }{ $no_bonus }{ $armor } -> урон { $damage }
nh-modifier = {" "}{ $sign }{ $amount } { $stat ->
        [melee] к ближнему бою
        [ranged] к дальнему бою
        [initiative] к инициативе
        [extra-attack] к дополнительным атакам
       *[other] { $stat }
    } ({ $source })
nh-attack-extra-from = {" "}(дополнительная атака; её даёт { $tile })
nh-attack-extra = {" "}(дополнительная атака)
nh-attack-converted = {" "}(преобразована Интендантом)
nh-attack-total = {" "}= { $strength }
nh-attack-no-bonus = {" "}(бонусы к силе не действуют)
nh-attack-armor = , броня цели с этой стороны −{ $armor }
nh-hq-immune = { $attacker } не может ранить { $target }: командный центр не наносит урона командному центру
nh-explode = { $tile } взрывается: по 1 урона получают { $targets } (броня и бонусы не учитываются)
nh-medic = { $medic } поглощает урон { $absorbed }; цель: { $target }{ $source }{ $discarded }
nh-medic-source = ; источник: { $tile }
nh-medic-discarded = ; вместо него сбрасывается { $tile } (цепочка медиков)
nh-hq-damage = Командный центр игрока { $player } получает урон { $damage }: { $hp ->
        [one] остаётся { $hp } очко
        [few] остаётся { $hp } очка
       *[many] остаётся { $hp } очков
    } прочности
nh-removed = { $tile } снимается с поля: { $reason ->
        [destroyed] уничтожение
        [medic_used] сброс после лечения
        [exploded] взрыв
        [hq_destroyed] у его командного центра не осталось прочности
        [grenade] граната
        [eliminated] его игрок выбыл
       *[other] { $reason }
    }
nh-wounded = { $tile } выживает с уроном { $damage } (осталось { $left } из { $hp } { $hp ->
        [one] очка
       *[other] очков
    } прочности)
nh-battle-end = Бой окончен. Прочность командных центров: { $hp }
nh-choice = игрок { $player } выбирает: { $choice }

## текстовый вид позиции в командной строке

nh-position-after-battle = Позиция после боя:
nh-position-tile = { $name } [{ $id }] игрок { $player }, поворот { $facing }
nh-position-damage = , урон { $damage }
nh-position-hq-hp = Прочность командных центров: { $hp }
nh-position-points = очки: { $points }
nh-position-player-value = игрок { $player }: { $value }
