"""The command line in Russian, as a Russian user runs it (``WARBENCH_LANG=ru``): validate's
file:line messages, the Neuroshima battle explanation and the main commands' help."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tests.support.russian_text import HELP_DATA, english_words

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "content" / "core" / "samurai_battles" / "scenarios" / "sb-w01-river-crossing.yaml"
BATTLE = ROOT / "content" / "core" / "neuroshima" / "positions" / "worked-example-battle.yaml"
#: the army ids of the scenario, data its designer typed
ARMY_IDS = {"red": "an army's id in the scenario file", "yellow": "an army's id in the scenario file"}
#: agents' names, typed by the user as they are
AGENT_NAMES = {"random": "an agent's name, typed as it is (--agents random,random)"}
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def edited(text: str, changes: tuple[tuple[str, str], ...]) -> str:
    """``text`` with each ``old`` replaced once by ``new`` (every ``old`` must be there: the bundled
    file it breaks has not drifted away from the test)."""
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def warbench(*argv: str, lang: str = "ru") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "WARBENCH_LANG": lang, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "editor.cli", *argv],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def broken_files(tmp_path: Path) -> list[Path]:
    text = SCENARIO.read_text(encoding="utf-8")
    wrong_number = tmp_path / "wrong-number.yaml"
    wrong_number.write_text(text.replace("command_cards: 5", "command_cards: many", 1), encoding="utf-8")
    missing = tmp_path / "missing-field.yaml"
    missing.write_text(text.replace("id: sb-w01\n", "", 1), encoding="utf-8")
    bad_yaml = tmp_path / "bad-yaml.yaml"
    bad_yaml.write_text("kind: samurai_battles/scenario\nid: [x\n", encoding="utf-8")
    control = tmp_path / "control.yaml"
    control.write_text("kind: samurai_battles/scenario\n\x01id: x\n", encoding="utf-8")
    empty = tmp_path / "empty.yaml"
    empty.write_text("", encoding="utf-8")
    return [wrong_number, missing, bad_yaml, control, empty]


def test_validate_of_broken_files_prints_russian_file_line_messages(tmp_path: Path) -> None:
    files = broken_files(tmp_path)
    r = warbench("validate", *map(str, files))
    assert r.returncode == 1
    lines = r.stdout.strip().splitlines()
    for f in files:
        assert any(line.startswith(f"{f}:") for line in lines), f
    for line in lines:
        where, _, said = line.partition(": ")
        assert re.fullmatch(r".+\.yaml:\d+", where), line
        parts = re.fullmatch(r"ошибка (\w+):(?: ([\w.]+):)? (.*)", said)
        assert parts is not None, line
        message = parts.group(3)
        # the message itself, beyond the field path: a YAML parser's own detail is the library's
        if "неверный YAML" in message:
            message = message.split(":", 1)[0]
        assert CYRILLIC.search(message), line
        assert english_words(message) == [], line
    assert "Проверено 5 путей: 5 ошибок, 0 предупреждений" in r.stderr
    wrong = next(line for line in lines if line.startswith(str(files[0])))
    assert "command_cards: нужно целое число" in wrong


def test_validate_of_yaml_the_gate_refuses_prints_russian(tmp_path: Path) -> None:
    # a key written twice, an alias with no anchor before it, a second document, an unsupported
    # tag: the strict reading of the gate says so in Russian; the keys and tags quoted as written
    files = {
        "twice.yaml": "kind: neuroshima/army\nid: a\nid: b\n",
        "alias.yaml": "kind: neuroshima/army\nid: *x\n",
        "second.yaml": "kind: neuroshima/army\nid: a\n---\nid: b\n",
        "tag.yaml": "kind: neuroshima/army\nid: !!python/name:os.system a\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    paths = [str(tmp_path / name) for name in files]
    said = {}
    for line in warbench("validate", *paths).stdout.strip().splitlines():
        parts = re.fullmatch(r".+/([\w.]+):\d+: ошибка yaml: (?:[\w.]+: )?(.*)", line)
        assert parts is not None, line
        said[parts.group(1)] = parts.group(2)
        assert english_words(re.sub(r"'[^']*'", "", parts.group(2))) == [], line
    assert said == {
        "twice.yaml": "ключ 'id' повторяется",
        "alias.yaml": "ссылка *'x' не указывает ни на одну метку, определённую выше",
        "second.yaml": "здесь начинается второй документ YAML; в файле должен быть один документ",
        "tag.yaml": "неподдерживаемый тег YAML 'tag:yaml.org,2002:python/name:os.system'",
    }
    english = warbench("validate", *paths, lang="en").stdout
    assert "error yaml: id: duplicate key 'id'" in english
    assert "a second YAML document starts here; a file holds one document" in english


def test_validate_speaks_english_without_a_language_and_with_lang_en(tmp_path: Path) -> None:
    files = broken_files(tmp_path)[:1]
    r = warbench("--lang", "en", "validate", str(files[0]), lang="ru")
    assert "error schema: armies.0.command_cards: Input should be a valid integer" in r.stdout
    assert "1 path(s) checked: 1 error(s), 0 warning(s)" in r.stderr


def test_validate_of_a_samurai_battles_scenario_that_breaks_its_rules_prints_russian(tmp_path: Path) -> None:
    # valid to the schema, wrong to the rulebook: the scenario checks speak in the reader's language
    text = edited(
        SCENARIO.read_text(encoding="utf-8"),
        (
            ("command_cards: 5", "command_cards: 20"),
            ("{id: r-ay2, type: AY, hex: '7,14'}", "{id: r-ay1, type: AY, hex: '7,14'}"),
            ("{id: r-ay3, type: AY, hex: '7,18'}", "{id: r-ay3, type: AY, hex: '7,8'}"),
            ("banners: 5", "banners: 40"),
        ),
    )
    broken = tmp_path / "broken-rules.yaml"
    broken.write_text(text, encoding="utf-8")
    r = warbench("validate", str(broken))
    assert r.returncode == 1
    said = []
    for line in r.stdout.strip().splitlines():
        parts = re.fullmatch(rf"{re.escape(str(broken))}:\d+: \w+ ([\w-]+):(?: ([\w.]+):)? (.*)", line)
        assert parts is not None, line
        said.append((parts.group(1), parts.group(3)))
        assert CYRILLIC.search(parts.group(3)) and english_words(parts.group(3), ARMY_IDS) == [], line
    assert sorted(said) == [
        ("banners", "армия red никогда не наберёт 40 знамён: у противника отрядов и командиров 11 (+0 за цели)"),
        ("banners", "армия yellow никогда не наберёт 40 знамён: у противника отрядов и командиров 11 (+0 за цели)"),
        ("cards", "карт тактики: 20; сценарии раздают от 2 до 10 (игрок с одной картой на руке сдаётся)"),
        ("duplicate", "идентификатор фигуры «r-ay1» использован дважды"),
        ("stacked", "отряды r-ay1 и r-ay3 стоят на одном гексе 7,8"),
    ]
    english = warbench("validate", str(broken), lang="en")
    assert (
        "error cards: armies.0.command_cards: 20 Command cards: scenarios deal 2-10 (a hand of one card surrenders)"
        in (english.stdout)
    )


def test_validate_of_a_broken_warlords_roster_prints_russian(tmp_path: Path) -> None:
    text = edited(
        (ROOT / "content" / "core" / "warlords" / "rosters" / "wl-crab-host.yaml").read_text(encoding="utf-8"),
        (
            ("{id: cr-yari-2,", "{id: cr-yari-1,"),
            ("banners: [crab]", "banners: [crab, crab]"),
            ("kind: warlord, traits", "kind: general, traits"),
        ),
    )
    broken = tmp_path / "broken-roster.yaml"
    broken.write_text(text, encoding="utf-8")
    r = warbench("validate", str(broken))
    assert r.returncode == 1
    said = []
    for line in r.stdout.strip().splitlines():
        parts = re.fullmatch(rf"{re.escape(str(broken))}:\d+: ошибка ([\w-]+): [\w.]+: (.*)", line)
        assert parts is not None, line
        said.append(parts.groups())
        assert english_words(parts.group(2)) == [], line
    assert sorted(set(said)) == [
        ("duplicate", "знамя Краба указано больше одного раза"),
        ("duplicate", "идентификатор отряда «cr-yari-1» использован больше одного раза"),
        ("warlord", "в составе армии ровно один полководец, а в этом — 0"),
    ]
    english = warbench("validate", str(broken), lang="en")
    assert "error duplicate: banners.0: the crab banner is listed more than once" in english.stdout


def test_validate_of_a_broken_neuroshima_army_and_etudes_prints_russian(tmp_path: Path) -> None:
    # an army with its HQ twice and its initiative listed twice; etudes that ask for more tiles
    # than the pool holds, whose recorded solution fails, plays on a taken hex or plays on after
    # the end: file:line: field stays, the sentence is Russian
    neuroshima = ROOT / "content" / "core" / "neuroshima"
    army = (neuroshima / "armies" / "borgo.yaml").read_text(encoding="utf-8")
    for old, new in (("  count: 1\n", "  count: 2\n"), ("  initiative: [0]\n", "  initiative: [0, 0]\n")):
        assert old in army, old
        army = army.replace(old, new, 1)
    etude = (neuroshima / "etudes" / "01-one-clear-line.yaml").read_text(encoding="utf-8")
    step = "place outpost_commando 1,1 1"
    assert step in etude and "choose: 1\n" in etude
    etudes = {
        "choose": etude.replace("choose: 1\n", "choose: 4\n"),
        "fails": etude.replace(step, "place outpost_medic 1,1 1"),
        "taken": etude.replace(step, "place outpost_commando 0,2 1"),
        "late": etude.replace(step, f"{step}\n      - place outpost_runner 0,1 0"),
    }
    files = {"army.yaml": army}
    for name, text in etudes.items():
        # each etude an id of its own, so that none is a duplicate of another
        files[f"{name}.yaml"] = text.replace("id: one-clear-line", f"id: one-clear-line-{name}", 1)
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    r = warbench("validate", *(str(tmp_path / name) for name in files))
    assert r.returncode == 1
    said = {}
    for line in r.stdout.strip().splitlines():
        parts = re.fullmatch(r".+/([\w.]+):\d+: (ошибка|предупреждение) ([\w-]+): ([\w.]+): (.*)", line)
        assert parts is not None, line
        said[(parts.group(1), parts.group(3), parts.group(4))] = parts.group(5)
        # the step's action notation is what the user typed in the file, as it is
        sentence = parts.group(5).replace("(place outpost_commando 0,2 1)", "")
        assert CYRILLIC.search(sentence) and english_words(sentence) == [], line
    assert said == {
        ("army.yaml", "army-size", "tiles"): "в армии 36 жетонов, а должно быть ровно 35",
        ("army.yaml", "army-hq", "tiles.0.count"): "жетон командного центра бывает в армии только в одном экземпляре",
        ("army.yaml", "tile-initiative", "tiles.0.initiative"): (
            "значения инициативы перечисляются от большего к меньшему, каждое по разу"
        ),
        ("army.yaml", "hq-initiative", "tiles.0.initiative"): "командные центры атакуют в инициативе 0 (правила, §1.3)",
        ("choose.yaml", "choose", "choose"): "решающий должен сыграть 4 жетона, а жетонов в запасе: 3",
        ("fails.yaml", "solution-replay", "solutions.0"): (
            "записанное решение не решает этюд: этюд не решён после финального боя: уничтожить вражеский командный"
            " центр (у вражеского командного центра осталось 1 очко прочности)"
        ),
        ("taken.yaml", "solution-replay", "solutions.0.steps.0"): (
            "ход 1 (place outpost_commando 0,2 1) сыграть нельзя: гекс 0,2 занят"
        ),
        ("late.yaml", "solution-replay", "solutions.0.steps.1"): "ход 2 идёт уже после конца этюда",
    }
    english = warbench("validate", *(str(tmp_path / name) for name in files), lang="en").stdout
    for line in (
        "error army-size: tiles: the army has 36 tiles; an army has exactly 35",
        "warning hq-initiative: tiles.0.initiative: HQs attack at initiative 0 (rules/002 §1.3)",
        "error choose: choose: the solver must play 4 tile(s) but the pool has 3",
        "step 1 cannot be played: illegal action place outpost_commando 0,2 1: hex 0,2 is taken",
        "error solution-replay: solutions.0.steps.1: step 2 comes after the etude is over",
    ):
        assert line in english, line


def test_validate_of_an_etude_step_that_cannot_be_read_prints_russian(tmp_path: Path) -> None:
    # recorded steps written wrongly: a rotation that is no number, an action the game does not
    # have, a hex that is no hex, an argument short. The notation the user typed stays as it is
    # (the action and its field names); the sentence around it is Russian, and English unchanged
    etude = (ROOT / "content" / "core" / "neuroshima" / "etudes" / "01-one-clear-line.yaml").read_text(encoding="utf-8")
    steps = {
        "rotation": "place outpost_commando 1,1 x",
        "unknown": "fly 1,1",
        "hex": "place outpost_commando 1;1 1",
        "short": "place outpost_commando 1,1",
    }
    for name, step in steps.items():
        text = edited(etude, (("place outpost_commando 1,1 1", step), ("id: one-clear-line", f"id: unread-{name}")))
        (tmp_path / f"{name}.yaml").write_text(text, encoding="utf-8")
    paths = [str(tmp_path / f"{name}.yaml") for name in steps]
    said = {}
    for line in warbench("validate", *paths).stdout.strip().splitlines():
        parts = re.fullmatch(r".+/(\w+)\.yaml:\d+: ошибка solution-replay: solutions\.0\.steps\.0: (.*)", line)
        assert parts is not None, line
        said[parts.group(1)] = parts.group(2)
        # (the actions the game knows are listed by their notation, as the user types them)
        sentence = re.sub(
            r"«[^»]*»|'[^']*'|\bplace (rot|hex)\b|\(tile hex rot\)|(?<=известные: ).*", "", parts.group(2)
        )
        assert CYRILLIC.search(sentence) and english_words(sentence) == [], line
    assert said == {
        "rotation": "ход 1 сыграть нельзя: place rot: не удаётся прочитать «x»: нужно целое число",
        "unknown": "ход 1 сыграть нельзя: неизвестное действие «fly»; известные: absorb, air_strike, battle, convert, "
        "discard, end, explode, fight, grenade, heal, hq, mobility, move, place, push, push_to, redraw, sniper, "
        "transport",
        "hex": "ход 1 сыграть нельзя: place hex: не удаётся прочитать «1;1»: "
        "это не гекс в осевых координатах «q,r»: '1;1'",
        "short": "ход 1 сыграть нельзя: у действия «place» 3 аргумента (tile hex rot), а указано 2",
    }
    english = warbench("validate", *paths, lang="en").stdout
    for line in (
        "step 1 cannot be played: place rot: cannot read 'x': expected a whole number",
        "step 1 cannot be played: unknown action 'fly'; known: absorb, air_strike, battle,",
        "step 1 cannot be played: place hex: cannot read '1;1': not an axial hex 'q,r': '1;1'",
        "step 1 cannot be played: 'place' takes 3 argument(s) (tile hex rot), got 2",
    ):
        assert line in english, line


def test_files_that_share_an_id_are_each_reported_once_in_russian(tmp_path: Path) -> None:
    # two etudes of one folder with one id, validated together: one error at each id, naming
    # the other file, in Russian; English unchanged. And a deck validated with the setup that
    # uses it: the deck's error once, not once for the deck and again for the setup
    etude = (ROOT / "content" / "core" / "neuroshima" / "etudes" / "01-one-clear-line.yaml").read_text(encoding="utf-8")
    twins = tmp_path / "twins"
    twins.mkdir()
    first, second = twins / "first.yaml", twins / "second.yaml"
    for path in (first, second):
        path.write_text(edited(etude, (("id: one-clear-line", "id: twin"),)), encoding="utf-8")
    r = warbench("validate", str(first), str(second))
    assert r.returncode == 1
    assert r.stdout.strip().splitlines() == [
        f"{a}:3: ошибка duplicate-id: id: идентификатор «twin» (neuroshima/etude) уже есть у {b}: у документов"
        " одного вида идентификаторы должны различаться"
        for a, b in ((first, second), (second, first))
    ]
    assert "Проверено 2 пути: 2 ошибки, 0 предупреждений" in r.stderr
    english = warbench("validate", str(first), str(second), lang="en")
    assert english.stdout.strip().splitlines() == [
        f"{a}:3: error duplicate-id: id: neuroshima/etude 'twin' is also the id of {b}: two documents of one kind"
        " need ids of their own"
        for a, b in ((first, second), (second, first))
    ]
    sword = ROOT / "content" / "core" / "samurai_sword"
    kit = tmp_path / "sword"
    kit.mkdir()
    for name in ("setup.yaml", "characters.yaml"):
        (kit / name).write_text((sword / name).read_text(encoding="utf-8"), encoding="utf-8")
    deck = (sword / "deck.yaml").read_text(encoding="utf-8")
    wound = ("kind: weapon, count: 1, difficulty: 2, damage: 3,", "kind: weapon, count: 1, difficulty: 2, damage: 0,")
    (kit / "deck.yaml").write_text(edited(deck, (wound,)), encoding="utf-8")
    for lang, line in (
        ("ru", "ошибка weapon-stats: cards.11.damage: урон оружия должен быть не меньше 1 (L190-192)"),
        ("en", "error weapon-stats: cards.11.damage: a weapon needs a damage of at least 1 (L190-192)"),
    ):
        both = warbench("validate", str(kit / "setup.yaml"), str(kit / "deck.yaml"), lang=lang)
        assert both.stdout.strip().splitlines() == [f"{kit / 'deck.yaml'}:34: {line}"]


def test_warbench_library_says_a_folder_item_left_out_in_russian(tmp_path: Path) -> None:
    # a copy of a bundled etude in a folder: left out of the content, and why, with where the
    # item it clashes with comes from, in the reader's words
    etude = ROOT / "content" / "core" / "neuroshima" / "etudes" / "01-one-clear-line.yaml"
    (tmp_path / "copy.yaml").write_text(etude.read_text(encoding="utf-8"), encoding="utf-8")
    argv = ("library", "--kind", "neuroshima/etude", "--folder", str(tmp_path), "--data", str(tmp_path / "data"))
    r = warbench(*argv)
    assert r.returncode == 1
    lines = r.stdout.strip().splitlines()
    assert f"neuroshima/etude\tone-clear-line\tвстроенное содержимое\t{etude}" in lines
    assert lines[-1] == (
        f"{tmp_path / 'copy.yaml'}:3: ошибка duplicate-id: id: идентификатор «one-clear-line» (neuroshima/etude) уже"
        f" есть у {etude} (встроенное содержимое): этот документ не включён в содержимое; у документов одного вида"
        " идентификаторы должны различаться"
    )
    english = warbench(*argv, lang="en").stdout.strip().splitlines()
    assert f"neuroshima/etude\tone-clear-line\tbundled\t{etude}" in english
    assert english[-1].endswith(
        f"is also the id of {etude} (bundled): this one is left out of the content; two documents of one kind need"
        " ids of their own"
    )
    nowhere = warbench("library", "--folder", str(tmp_path / "nowhere"))
    assert nowhere.returncode != 0 and f"--folder {tmp_path / 'nowhere'}: такой папки нет" in nowhere.stderr


def test_validate_of_a_broken_samurai_sword_setup_deck_and_characters_prints_russian(tmp_path: Path) -> None:
    # two Shoguns and a deal short in the 4-player setup, a katana that deals no wound and a Parry
    # without the defence symbol, a character id twice and an ability parameter it does not have:
    # file:line: field stays, the sentence is Russian, roles named by the rulebook's words
    sword = ROOT / "content" / "core" / "samurai_sword"
    edits = {
        "setup.yaml": (
            ("    roles: [shogun, samurai, ninja, ninja]\n", "    roles: [shogun, shogun, ninja, ninja]\n"),
            ("    deal: [4, 5, 5, 6]\n", "    deal: [4, 5, 5]\n"),
        ),
        "deck.yaml": (
            ("kind: weapon, count: 1, difficulty: 2, damage: 3,", "kind: weapon, count: 1, difficulty: 2, damage: 0,"),
            (
                "kind: action, count: 15, defence: true, effect: parry,",
                "kind: action, count: 15, defence: false, effect: parry,",
            ),
        ),
        "characters.yaml": (
            ("  - id: ginchiyo\n", "  - id: benkei\n"),
            ("params: {amount: 1, minimum: 1}}", "params: {amount: 1, minimum: 1, most: 2}}"),
        ),
    }
    for name, changes in edits.items():
        (tmp_path / name).write_text(edited((sword / name).read_text(encoding="utf-8"), changes), encoding="utf-8")
    r = warbench("validate", *(str(tmp_path / name) for name in edits))
    assert r.returncode == 1
    said = {}
    for line in r.stdout.strip().splitlines():
        parts = re.fullmatch(r".+/([\w.]+):\d+: (ошибка|предупреждение) ([\w-]+): ([\w.]+): (.*)", line)
        assert parts is not None, line
        said[(parts.group(1), parts.group(2), parts.group(3), parts.group(4))] = parts.group(5)
        # ids and parameter names are what the user typed in the file, as they are
        sentence = re.sub(r"«[a-z_]+»|\b(amount|minimum|most)\b", "", parts.group(5))
        assert CYRILLIC.search(sentence) and english_words(sentence) == [], line
    assert said == {
        ("setup.yaml", "ошибка", "roles", "player_counts.1.roles"): "ролей Сёгуна: 2, а таких карт в коробке 1",
        ("setup.yaml", "ошибка", "deal", "player_counts.1.deal"): "4 игрокам нужно размеров раздачи: 4, а указано 3",
        ("deck.yaml", "ошибка", "weapon-stats", "cards.11.damage"): "урон оружия должен быть не меньше 1 (L190-192)",
        ("deck.yaml", "ошибка", "defence", "cards.13.defence"): "на карте «Защита» должен быть символ защиты",
        (
            "deck.yaml",
            "предупреждение",
            "no-defence",
            "cards",
        ): "ни на одной карте нет символа защиты: от оружия нельзя защититься",
        (
            "characters.yaml",
            "ошибка",
            "duplicate",
            "characters.1.id",
        ): "идентификатор персонажа «benkei» встречается дважды",
        ("characters.yaml", "ошибка", "param", "characters.1.ability.params"): (
            "у способности «weapon_wounds_reduced» нет параметра «most» (допустимые: amount, minimum)"
        ),
        ("characters.yaml", "предупреждение", "text-numbers", "characters.1.text"): (
            "в тексте указано 1, 1, а в игре числа: amount 1, minimum 1, most 2; исправьте текст или числа"
        ),
        # a 4-player role deck other than the rulebook's, its roles by their Russian names
        ("setup.yaml", "предупреждение", "roles", "player_counts.1.roles"): (
            "роли отличаются от колоды ролей из правил на 4 игроков (Сёгун, Самурай, Ниндзя, Ниндзя; L44-50, L318-319)"
        ),
    }
    english = warbench("validate", *(str(tmp_path / name) for name in edits), lang="en").stdout
    for line in (
        "error roles: player_counts.1.roles: 2 shogun role(s) but the box has 1 such card(s)",
        "warning roles: player_counts.1.roles: the roles differ from the rulebook's 4-player deck "
        "(shogun, samurai, ninja, ninja; L44-50, L318-319)",
        "error deal: player_counts.1.deal: 4 players need 4 deal sizes, 3 are listed",
        "error defence: cards.13.defence: a parry card carries the defence symbol (defence: true)",
        "error param: characters.1.ability.params: ability 'weapon_wounds_reduced' has no parameter 'most' "
        "(allowed: amount, minimum)",
    ):
        assert line in english, line


def test_rokugan_map_check_counts_in_russian() -> None:
    # the derived borders, coasts and landmasses and the count of problems in Russian; the
    # provinces are listed by the ids of the map file, as the English listing gives them
    standard = ROOT / "content" / "core" / "rokugan" / "maps" / "standard.yaml"
    r = warbench("rokugan", "map-check", str(standard))
    assert r.returncode == 0, r.stderr
    said = [line for line in r.stdout.splitlines() if not line.startswith("  ")]
    assert said[0] == "Сухопутных границ: 64"
    assert said[1].startswith("Прибрежных провинций: 12: crab_capital, ")
    assert said[2:] == ["Массивов суши: 2 (провинций в каждом: 27; 3)", "0 ошибок, 0 предупреждений"]
    english = warbench("rokugan", "map-check", str(standard), lang="en").stdout.splitlines()
    assert "64 land borders:" in english and english[-2:] == ["2 landmass(es): 27; 3", "0 error(s), 0 warning(s)"]
    deck = ROOT / "content" / "core" / "samurai_sword" / "deck.yaml"
    wrong = warbench("rokugan", "map-check", str(deck))
    assert wrong.returncode == 2
    assert wrong.stdout.strip() == f"ошибка: {deck}: вид «samurai_sword/deck» — не карта rokugan/map"


def test_neuroshima_generate_reports_in_russian(tmp_path: Path) -> None:
    # the summary of a short run: how many etudes, the sketches tried and why they were dropped
    r = warbench(
        "neuroshima", "generate", "--armies", "borgo,moloch", "--count", "1", "--seconds", "2", "--seed", "1",
        "--quiet", "--out", str(tmp_path),
    )  # fmt: skip
    # (the seconds with Russian's decimal comma, thousands grouped by a no-break space)
    summary = r.stdout.strip().splitlines()[-1]
    parts = re.fullmatch(
        r"этюдов найдено [01] из 1 за \d+,\d с, опробовано набросков: [\d\xa0]+(; отброшено: (.*))?", summary
    )
    assert parts is not None, summary
    assert english_words(summary) == [], summary
    wrong = warbench("neuroshima", "generate", "--armies", "borgo", "--out", str(tmp_path))
    assert wrong.returncode == 2
    assert wrong.stderr.strip() == "--armies ждёт две армии: решающего и противника, например borgo,moloch"
    english = warbench(
        "neuroshima", "generate", "--armies", "borgo,moloch", "--count", "1", "--seconds", "1", "--seed", "1",
        "--quiet", "--out", str(tmp_path), lang="en",
    )  # fmt: skip
    assert re.search(r"of 1 etude\(s\) in [\d.]+ s, \d+ sketch\(es\) tried", english.stdout), english.stdout


def test_neuroshima_generate_refuses_a_request_in_russian(tmp_path: Path) -> None:
    # an army the content does not have, nothing to find, a theme the solver's army has no tile
    # for: refused before any search, in the reader's language; the ids typed stay as they are
    for argv, russian, english in (
        (
            ["--armies", "borgo,nobody"],
            "ошибка: нет армии «nobody» (известные армии: borgo, hegemony, moloch, outpost)",
            "error: no army 'nobody' (known armies: borgo, hegemony, moloch, outpost)",
        ),
        (["--armies", "borgo,moloch", "--count", "0"], "ошибка: этюдов нужно найти хотя бы 1, а указано 0", None),
        (
            ["--armies", "borgo,moloch", "--theme", "sniper"],
            "ошибка: в армии «borgo» нет жетона для темы «sniper»: тема требует жетона «Снайпер», а он есть только"
            " в армиях hegemony, outpost",
            "error: the borgo army has no tile for the theme 'sniper': it needs the Sniper tile, and only these"
            " armies have one: hegemony, outpost",
        ),
    ):
        r = warbench("neuroshima", "generate", *argv, "--out", str(tmp_path))
        assert r.returncode == 2 and r.stderr.strip() == russian
        if english is not None:
            assert (
                warbench("neuroshima", "generate", *argv, "--out", str(tmp_path), lang="en").stderr.strip() == english
            )
    assert list(tmp_path.iterdir()) == []


def test_samurai_battles_line_of_sight_and_sections_speak_russian() -> None:
    # a line of sight blocked by a unit, and the sections of each army: the verdict, the reason
    # and the army's side of the field in Russian; hexes and piece ids as the scenario writes them
    los = warbench("samurai-battles", "los", str(SCENARIO), "0,1", "4,9")
    assert los.returncode == 1
    assert los.stdout.splitlines() == [
        "линия видимости 0,1 -> 4,9: ПЕРЕКРЫТА (линия пересекает гекс, перекрывающий обзор)",
        "  перекрывает 3,8: асигару с яри (Армия Миёси (жёлтые))",
    ]
    english = warbench("samurai-battles", "los", str(SCENARIO), "0,1", "4,9", lang="en").stdout.splitlines()
    assert english[0] == "line of sight 0,1 -> 4,9: BLOCKED (the line crosses a blocking hex)"
    clear = warbench("samurai-battles", "los", str(SCENARIO), "8,5", "4,5").stdout.splitlines()
    assert clear == ["линия видимости 8,5 -> 4,5: свободна (линию ничто не перекрывает)",
                     "  идёт вдоль сторон гексов: 7,4, 5,4, 7,6, 5,6"]  # fmt: skip
    sections = warbench("samurai-battles", "sections", str(SCENARIO)).stdout.splitlines()
    assert sections[0] == "Армия Хосокавы (красные), нижний край поля:"
    assert [line.split(":")[0].strip() for line in sections[1:4]] == ["левый фланг", "центр", "правый фланг"]
    assert sections[4] == "Армия Миёси (жёлтые), верхний край поля:"
    for line in los.stdout.splitlines() + clear + sections:
        assert english_words(re.sub(r"\b[ry]-[a-z0-9-]+", "", line)) == [], line


def test_neuroshima_battle_explains_in_russian() -> None:
    r = warbench("neuroshima", "battle", str(BATTLE))
    assert r.returncode == 0, r.stderr
    lines = [line for line in r.stdout.splitlines() if line.strip() and line.strip() != "."]
    assert lines[0] == "Бой. Прочность командных центров: игрок 1 — 20, игрок 2 — 20"
    assert (
        "  Коммандос (игрок 1, -1,2) атакует в дальнем бою; цель: Боец с сетью (игрок 2, 2,-1). Сила 1 -> урон 1"
        in lines
    )
    assert "Позиция после боя:" in lines
    for line in lines:
        # a hex of the position view that is empty shows only its label and coordinates
        if re.fullmatch(r"\s*\d+\s+-?\d+,-?\d+\s+\.", line):
            continue
        assert CYRILLIC.search(line), line
        assert english_words(line) == [], line


def test_the_main_commands_help_is_russian() -> None:
    for argv in (["--help"], ["validate", "--help"], ["replay", "--help"]):
        r = warbench(*argv)
        assert r.returncode == 0
        assert r.stdout.startswith("использование: warbench"), argv
        assert "показать эту справку и выйти" in r.stdout
    top = warbench("--help").stdout
    assert "проверить файлы, папки или пакеты содержимого" in top
    assert "язык вывода" in top


def test_play_and_replay_speak_russian(tmp_path: Path) -> None:
    log = tmp_path / "game.yaml"
    played = warbench("play", "neuroshima", "--agents", "random,random", "--seed", "2", "--log", str(log))
    assert played.returncode == 0, played.stderr
    result, saved = played.stdout.strip().splitlines()
    # the game's name in Russian, the count agreeing with its noun, the winner's seat and agent
    said, _, reason = result.rpartition("; ")
    winner = re.fullmatch(r"Нейрошима-6: \d+ действи(е|я|й); победитель: игрок ([12]) \(random\)", said)
    assert winner is not None, said
    # why the game ended reads in Russian too, not only the sentence around it
    assert reason.startswith("финальный бой: прочность командных центров — 1: "), reason
    assert english_words(played.stdout, AGENT_NAMES) == [], played.stdout
    assert saved == f"запись сохранена в {log}"
    replayed = warbench("replay", str(log))
    assert replayed.returncode == 0, replayed.stderr
    lines = replayed.stdout.strip().splitlines()
    assert re.fullmatch(r"воспроизведено \d+ действи(е|я|й) игры «Нейрошима-6»; партия окончена", lines[0])
    assert lines[1] == f"итог: победители [{winner.group(2)}]; {reason}"
    assert english_words(replayed.stdout) == [], replayed.stdout
    assert lines[2] == "запись подтверждена: каждое действие допустимо, и партия кончается так, как сохранена"
    missing = warbench("replay", str(log), "--content", str(tmp_path / "nowhere"))
    assert missing.returncode == 1
    assert missing.stderr.strip() == f"ошибка: --content {tmp_path / 'nowhere'}: такой папки нет"


def test_pack_commands_speak_russian(tmp_path: Path) -> None:
    folder, data = tmp_path / "pack", tmp_path / "data"
    made = warbench("pack", "new", str(folder), "--id", "river-tactics", "--name", "River tactics")
    assert made.stdout.strip() == (
        f"новый пакет river-tactics 0.1.0 в {folder}; добавьте файлы содержимого, затем: warbench pack check {folder}"
    )
    checked = warbench("pack", "check", str(folder), "--data", str(data))
    assert checked.returncode == 0 and checked.stderr.strip() == f"{folder}: 0 ошибок, 0 предупреждений"
    exported = warbench("pack", "export", str(folder), "--out", str(tmp_path / "p.zip"), "--data", str(data))
    assert exported.stdout.strip() == f"выгружен 1 файл в {tmp_path / 'p.zip'}"
    installed = warbench("pack", "import", str(tmp_path / "p.zip"), "--data", str(data))
    assert installed.stdout.strip().startswith("установлен пакет river-tactics 0.1.0 в ")
    listed = warbench("pack", "list", "--data", str(data)).stdout.splitlines()
    assert listed[0] == f"пакеты в {data / 'packs'}:"
    assert "  river-tactics 0.1.0 [включён] River tactics" in listed
    assert any(line.startswith("  core ") and "[встроенный]" in line for line in listed)


def test_play_by_post_speaks_russian(tmp_path: Path) -> None:
    game, seat, orders = tmp_path / "game.yaml", tmp_path / "seat1.yaml", tmp_path / "orders1.yaml"
    new = warbench("post", "new", "neuroshima", "--seats", "human,greedy", "--out", str(game))
    assert new.stdout.strip() == f"{game}: Нейрошима-6, ход 0; ходит игрок 1"
    assert warbench("post", "seat", str(game), "--seat", "1", "--out", str(seat)).stdout.strip() == (
        f"{seat} записан для игрока 1"
    )
    order = warbench("post", "order", str(seat), "1", "--out", str(orders)).stdout.strip()
    assert order.startswith(f"{orders} записан: игрок 1, ход 0: ")
    applied = warbench("post", "apply", str(game), str(orders))
    assert applied.stdout.strip() == "сыгран 1 приказ, 1 ход агента; ходит игрок 1"
    # the same orders again come too late: refused, in Russian, naming the seat as the rules do
    again = warbench("post", "apply", str(game), str(orders))
    assert again.returncode == 1
    assert again.stderr.strip() == "ошибка: приказы игрока 1 на ход 0, а игра уже на ходе 2"


def test_simulate_and_games_speak_russian() -> None:
    r = warbench("simulate", "neuroshima", "--games", "4", "--agents", "random,random", "--workers", "1", "--quiet")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[0] == "Нейрошима-6: сыграно 4 из 4 партий, агенты random, random, зерно 1"
    assert re.fullmatch(r"  игрок 1: побед \d+% ± \d+ \(95% доверительный интервал\)", lines[1]), lines[1]
    assert "  ничьих: 0" in lines or any(line.startswith("  ничьих: ") for line in lines)
    # (the seconds with Russian's decimal comma)
    assert re.fullmatch(r"  \d+,\d с на 1 процессе, исполнитель local", lines[-1]), lines[-1]
    games = warbench("games").stdout.splitlines()
    assert "neuroshima: Нейрошима-6 (2-4 игрока)" in games
    assert "    вид содержимого neuroshima/army" in games


def test_validate_of_a_broken_board_setup_prints_russian(tmp_path: Path) -> None:
    # hexes and cells written wrongly or off the board, a taken hex, a tile counted twice too
    # many: file:line: field stays, the sentence is Russian
    position = edited(
        BATTLE.read_text(encoding="utf-8"),
        (("- hex: -2,2\n", "- hex: 3,0\n"), ("- hex: -1,0\n", "- hex: -1,-1\n"), ("mode: duel", "mode: teams")),
    )
    scenario = SCENARIO.read_text(encoding="utf-8").replace("{hex: '5,4', type: river}", "{hex: '40,4', type: river}")
    field = ROOT / "content" / "core" / "warlords" / "battlefields" / "wl-field-border-ford.yaml"
    battlefield = field.read_text(encoding="utf-8").replace("cells: [A33]}", "cells: [Z33]}", 1)
    files = {"position.yaml": position, "scenario.yaml": scenario, "battlefield.yaml": battlefield}
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    r = warbench("validate", *(str(tmp_path / name) for name in files))
    assert r.returncode == 1
    said = {}
    for line in r.stdout.strip().splitlines():
        parts = re.fullmatch(r".+/([\w.]+):\d+: ошибка ([\w-]+): ([\w.]+): (.*)", line)
        assert parts is not None, line
        said[(parts.group(1), parts.group(2), parts.group(3))] = parts.group(4)
        assert CYRILLIC.search(parts.group(4)) and english_words(parts.group(4)) == [], line
    assert said[("position.yaml", "hex", "tiles.1.hex")] == (
        "гекса 3,0 нет на поле (внешнее кольцо выключено: включите extended_board)"
    )
    assert said[("position.yaml", "hex", "tiles.3.hex")] == "гекс -1,-1 уже занят: на нём «Универсальный солдат»"
    assert said[("position.yaml", "mode-players", "players")] == "командная игра — для 4 игроков, а не 2"
    assert said[("scenario.yaml", "hex", "terrain.1.hex")].startswith("'40,4' — не гекс поля ")
    assert said[("battlefield.yaml", "cell", "terrain.0.cells.0")] == "это не обозначение клетки вида «C11»: 'Z33'"
    english = warbench("validate", str(tmp_path / "position.yaml"), lang="en")
    assert "error hex: tiles.3.hex: hex -1,-1 is already occupied by Universal Soldier" in english.stdout


def test_every_subcommands_help_is_russian() -> None:
    # the help of every command and subcommand, every argument's and the descriptions, as argparse
    # shows them: Russian but for what the user types as it is (ids, commands, option values)
    env = {**os.environ, "WARBENCH_LANG": "ru", "PYTHONPATH": str(ROOT)}
    found = subprocess.run(
        [sys.executable, "-m", "tests.support.help_texts"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    helps = json.loads(found.stdout)
    for command in ("warbench pack new", "warbench neuroshima solve", "warbench play samurai_sword", "warbench render"):
        assert command in helps, sorted(helps)
    assert len(helps) >= 35
    for command, texts in helps.items():
        for text in texts:
            assert CYRILLIC.search(text) and english_words(text, HELP_DATA) == [], (command, text)
    # the commands whose help is built with the game they name (simulate, host, post new) print Russian too
    for argv in (["simulate", "neuroshima"], ["host", "warlords"], ["post", "new", "samurai_sword"]):
        r = warbench(*argv, "--help")
        assert r.returncode == 0 and r.stdout.startswith("использование: warbench"), r.stderr
        body = r.stdout.split("\n\n", 1)[1]
        body = re.sub(r"(?m)^  \S.*?(  |$)", "", body)  # an argument's options and metavars, typed
        assert english_words(body, HELP_DATA) == [], (argv, body)
    # without a language the help stays English
    english = warbench("pack", "new", "--help", lang="en").stdout
    assert "the pack's name in Russian" in english


def test_neuroshima_solve_explains_the_etude_in_russian() -> None:
    # what the solver proved, the shortest solution's battles and whether the goal holds, in Russian;
    # the steps themselves are in the action notation the user types
    etude = ROOT / "content" / "core" / "neuroshima" / "etudes" / "01-one-clear-line.yaml"
    r = warbench("neuroshima", "solve", str(etude))
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[0] == "Этюд 1: Одна линия огня (outpost против moloch, сложность 1)"
    assert lines[1] == "Цель: уничтожить вражеский командный центр; сыграть 1 из 3 жетонов"
    assert lines[2] == "1 решение: единственное" and lines[3] == "Кратчайшее решение (1 шаг):"
    assert "записанное решение 1 — это решение 1" in lines
    for line in lines:
        if re.fullmatch(r"\s*\d+\. [a-z_]+ .*", line):
            continue
        assert CYRILLIC.search(line) and english_words(line, HELP_DATA) == [], line
    english = warbench("neuroshima", "solve", str(etude), lang="en").stdout
    assert "1 solution: unique" in english and "goal: destroy the enemy HQ: met" in english
