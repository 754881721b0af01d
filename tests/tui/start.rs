//! The start screen of plain `kono`: its menu, the choices it remembers,
//! the saved games it lists newest first.

use std::path::PathBuf;
use std::time::{Duration, SystemTime};

use kono::rules::{Color, Game, Position, RuleOptions, Variant};
use kono::store;
use kono::tui::action::{Action, Dir, Effect};
use kono::tui::start::{self, Choices, Item, Library, Page, Row, Setting, SideChoice, Start};
use kono::tui::theme::Theme;
use kono::tui::{Config, Seat, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn scratch() -> tempfile::TempDir {
    tempfile::TempDir::new().unwrap()
}

fn screen(start: &Start) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| view::draw_start(start, &Theme::new(false, false), frame))
        .unwrap();
    let buf = terminal.backend().buffer().clone();
    (0..24)
        .map(|y| (0..80).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
        .collect()
}

/// A game of `variant` with `moves` played, saved in `data`'s games, last
/// written `age` seconds ago.
fn saved(data: &std::path::Path, name: &str, variant: Variant, moves: &[&str], age: u64) {
    let mut game = Game::new(
        Position::start(variant, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    for mv in moves {
        game.play(mv.parse().unwrap()).unwrap();
    }
    let dir = store::games_dir(data);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.kono"));
    store::save_as(&path, &game, &Default::default(), false).unwrap();
    let file = std::fs::File::options().write(true).open(&path).unwrap();
    file.set_modified(SystemTime::now() - Duration::from_secs(age))
        .unwrap();
}

/// The names of the saved games `library` lists, in its order.
fn names(library: &Library) -> Vec<String> {
    library
        .games
        .iter()
        .map(|g| g.path.file_stem().unwrap().to_string_lossy().to_string())
        .collect()
}

/// The key bar's row of `start` drawn at 80×24.
fn key_bar(start: &Start) -> String {
    screen(start).lines().last().unwrap_or_default().to_string()
}

/// The one new game the effects ask for.
fn new_game(effects: &[Effect]) -> Choices {
    match effects {
        [Effect::NewGame(choices)] => *choices,
        other => panic!("no new game: {other:?}"),
    }
}

#[test]
fn a_first_run_offers_the_lessons_then_the_computer_at_an_easy_level() {
    let mut start = Start::new(start::recall(None), Library::default()).first_run();
    // New to kono: the lessons first, one Enter away.
    assert_eq!(start.row, Row::entry(Item::Learn));
    assert_eq!(
        start.update(Action::Activate),
        vec![Effect::Lesson(Variant::Five)]
    );
    // Next, the computer at level 1: one Enter from there starts the game.
    start.row = Row::entry(Item::Computer);
    let text = screen(&start);
    for needed in [
        "Play the computer",
        "Two players at this keyboard",
        "Enter starts: you play Black against level 1 (beginner).",
        "‹ 1 beginner ›",
        "Rules of five-field kono",
        "Quit",
    ] {
        assert!(text.contains(needed), "{needed} in\n{text}");
    }
    let choices = new_game(&start.update(Action::Activate));
    let config = choices.config(Config::new(Variant::Five));
    assert_eq!(config.computer, Seat::White);
    assert_eq!(config.level, 1);
}

#[test]
fn two_players_at_this_keyboard_is_one_row_down() {
    let mut start = Start::new(Choices::default(), Library::default());
    // Down through the computer's settings to the next entry.
    while start.row.item == Item::Computer {
        start.update(Action::Cursor(Dir::Down));
    }
    assert_eq!(start.row, Row::entry(Item::TwoPlayers));
    let text = screen(&start);
    assert!(!text.contains("Level"), "no level for two players:\n{text}");
    assert!(text.contains("First move"), "{text}");
    let choices = new_game(&start.update(Action::Activate));
    assert_eq!(
        choices.config(Config::new(Variant::Five)).computer,
        Seat::None
    );
    // Remembered, two players is highlighted next time.
    let again = Start::new(choices, Library::default());
    assert_eq!(again.row, Row::entry(Item::TwoPlayers));
}

#[test]
fn enter_on_a_setting_starts_and_never_changes_it() {
    let mut start = Start::new(Choices::default(), Library::default());
    for _ in 0..3 {
        start.update(Action::Cursor(Dir::Down));
    }
    assert_eq!(start.row.setting, Some(Setting::Level));
    start.update(Action::Cursor(Dir::Right));
    start.update(Action::Cursor(Dir::Right));
    assert_eq!(start.choices.level, 3);
    let choices = new_game(&start.update(Action::Activate));
    assert_eq!(
        choices.level, 3,
        "Enter started the game at the level shown"
    );
    assert_eq!(start.choices.level, 3);
}

#[test]
fn left_and_right_stop_at_the_ends() {
    let mut start = Start::new(Choices::default(), Library::default());
    let on = |setting: Setting, start: &mut Start| {
        while start.row.setting != Some(setting) {
            start.update(Action::Cursor(Dir::Down));
        }
    };
    on(Setting::Level, &mut start);
    start.update(Action::Cursor(Dir::Left));
    assert_eq!(start.choices.level, 1, "level 1 does not wrap round to 5");
    for _ in 0..9 {
        start.update(Action::Cursor(Dir::Right));
    }
    assert_eq!(start.choices.level, 5);
    let text = screen(&start);
    assert!(
        text.contains("Perfect: plays from the solved game"),
        "{text}"
    );
    on(Setting::First, &mut start);
    start.update(Action::Cursor(Dir::Left));
    assert_eq!(start.choices.first, SideChoice::Random);
    on(Setting::RuleOption, &mut start);
    start.update(Action::Cursor(Dir::Right));
    start.update(Action::Cursor(Dir::Right));
    assert!(start.choices.option);
    assert!(screen(&start).contains("On: you win only with all 7 of your pieces"));
    for _ in 0..9 {
        start.update(Action::Cursor(Dir::Up));
    }
    assert_eq!(start.row, Row::entry(Item::Learn), "the top stops too");
    start.update(Action::Cursor(Dir::Down));
    assert_eq!(start.row.setting, Some(Setting::Variant));
    // The games in their order, stopping at both ends.
    for _ in 0..9 {
        start.update(Action::Cursor(Dir::Right));
    }
    assert_eq!(Some(&start.choices.variant), Variant::ALL.last());
    for _ in 0..9 {
        start.update(Action::Cursor(Dir::Left));
    }
    assert_eq!(start.choices.variant, Variant::ALL[0]);
    start.update(Action::Cursor(Dir::Right));
    assert_eq!(start.choices.variant, Variant::Four);
    assert!(screen(&start).contains("Captures: jump over your own piece"));
    on(Setting::RuleOption, &mut start);
    assert!(screen(&start).contains("Forced capture"));
    assert!(screen(&start).contains("On: a player who can capture must capture."));
    // The key bar offers ←/→ on a setting, and on an entry with settings,
    // where they change the game.
    assert!(
        key_bar(&start).contains("←→ game, options"),
        "{}",
        key_bar(&start)
    );
    for _ in 0..9 {
        start.update(Action::Cursor(Dir::Up));
    }
    assert_eq!(start.row, Row::entry(Item::Learn));
    assert!(
        key_bar(&start).contains("←→ game, options"),
        "{}",
        key_bar(&start)
    );
    start.update(Action::Cursor(Dir::Left));
    assert_eq!(start.choices.variant, Variant::ALL[0], "the game, one back");
    while start.row != Row::entry(Item::Join) {
        start.update(Action::Cursor(Dir::Down));
    }
    assert!(!key_bar(&start).contains("←→"), "{}", key_bar(&start));
}

#[test]
fn the_clock_is_chosen_among_the_presets_and_given_to_the_game() {
    let mut start = Start::new(Choices::default(), Library::default());
    while start.row.setting != Some(Setting::Clock) {
        start.update(Action::Cursor(Dir::Down));
    }
    assert!(screen(&start).contains("No clock"), "{}", screen(&start));
    let mut seen = Vec::new();
    for _ in 0..9 {
        start.update(Action::Cursor(Dir::Right));
        seen.push(start.choices.clock.map(|c| c.to_string()));
    }
    let shown: Vec<&str> = seen
        .iter()
        .map(|c| c.as_deref().unwrap_or("none"))
        .collect();
    assert_eq!(
        shown,
        [
            "1+0", "3+2", "5+3", "10+5", "15+10", "30s", "30s", "30s", "30s"
        ],
        "the presets in order, stopping at the end"
    );
    assert!(screen(&start).contains("Each move within 30 seconds"));
    for _ in 0..3 {
        start.update(Action::Cursor(Dir::Left));
    }
    let choices = new_game(&start.update(Action::Activate));
    assert_eq!(
        choices.config(Config::new(Variant::Five)).clock,
        Some("5+3".parse().unwrap())
    );
}

#[test]
fn the_host_chooses_whether_hints_and_the_coach_are_allowed() {
    let mut start = Start::new(Choices::default(), Library::default());
    while start.row.item != Item::Host {
        start.update(Action::Cursor(Dir::Down));
    }
    while start.row.setting != Some(Setting::Aids) {
        start.update(Action::Cursor(Dir::Down));
    }
    assert!(
        screen(&start).contains("Either side may use them"),
        "{}",
        screen(&start)
    );
    start.update(Action::Cursor(Dir::Left));
    assert!(
        screen(&start).contains("Off for both sides"),
        "{}",
        screen(&start)
    );
    let effects = start.update(Action::Activate);
    let Some(Effect::Host(choices)) = effects.first() else {
        panic!("Enter hosts: {effects:?}");
    };
    assert!(!choices.aids);
}

#[test]
fn snapshot_each_level_says_how_it_plays() {
    let mut start = Start::new(Choices::default(), Library::default());
    for _ in 0..3 {
        start.update(Action::Cursor(Dir::Down));
    }
    let mut said = String::new();
    for _ in 1..=5 {
        let text = screen(&start);
        let line = text
            .lines()
            .skip_while(|l| !l.contains("Level"))
            .take(2)
            .collect::<Vec<_>>()
            .join("\n");
        said.push_str(&line);
        said.push('\n');
        start.update(Action::Cursor(Dir::Right));
    }
    insta::assert_snapshot!(said);
}

#[test]
fn the_rules_page_is_wrapped_once_and_its_keys_scroll() {
    for variant in [Variant::Five, Variant::Four] {
        let choices = Choices {
            variant,
            ..Choices::default()
        };
        let mut start = Start::new(choices, Library::default());
        start.update(Action::Resize(80, 24));
        start.update(Action::Help);
        assert_eq!(start.page, Page::Rules(0));
        let lines = start.rules_lines();
        let width = 72;
        // No orphan: a wrapped line's next word would not have fitted.
        for pair in lines.windows(2) {
            let (this, next) = (&pair[0], &pair[1]);
            let prose = |l: &str| !l.is_empty() && !l.starts_with(' ') && !l.starts_with('-');
            if prose(this) && prose(next) && !next.starts_with(char::is_uppercase) {
                let word = next.split_whitespace().next().unwrap_or("");
                assert!(
                    this.chars().count() + 1 + word.chars().count() > width,
                    "`{word}` would fit after `{this}`"
                );
            }
            assert!(this.chars().count() <= width, "too wide: {this}");
        }
        let bar = key_bar(&start);
        assert!(!bar.contains("choose"), "{bar}");
        assert!(bar.contains("down") && bar.contains("close"), "{bar}");
        start.update(Action::Cursor(Dir::Down));
        assert_eq!(start.page, Page::Rules(1));
        assert!(key_bar(&start).contains("up"));
        start.update(Action::Cancel);
        assert_eq!(start.page, Page::Menu);
    }
    let mut start = Start::new(Choices::default(), Library::default());
    assert_eq!(start.update(Action::Quit), vec![Effect::Quit]);
    assert_eq!(start.update(Action::ForceQuit), vec![Effect::Quit]);
}

#[test]
fn the_choices_are_remembered() {
    let tmp = scratch();
    let data = tmp.path();
    assert_eq!(start::recall(Some(data)), Choices::default());
    let choices = Choices {
        variant: Variant::Four,
        first: SideChoice::Black,
        option: true,
        computer: Seat::Black,
        level: 4,
        clock: Some("10+5".parse().unwrap()),
        aids: false,
    };
    start::remember(data, &choices).unwrap();
    assert_eq!(start::recall(Some(data)), choices);
    assert_eq!(start::recall(None), Choices::default());
}

#[test]
fn saved_games_are_listed_newest_first_and_the_unfinished_one_resumes() {
    let tmp = scratch();
    let data = tmp.path();
    saved(data, "old-four", Variant::Four, &["a1xa3"], 300);
    saved(data, "new-five", Variant::Five, &["d1-c2", "e4-d3"], 10);
    saved(
        data,
        "middle-four",
        Variant::Four,
        &["a1xa3", "b4xb2", "a2xa4"],
        100,
    );
    let library = Library::scan(data);
    assert_eq!(names(&library), ["new-five", "middle-four", "old-four"]);
    assert_eq!(library.games[1].moves, 3);
    assert_eq!(library.unfinished.as_ref().map(|g| g.moves), Some(2));
    let mut start = Start::new(Choices::default(), library);
    assert_eq!(
        start.row,
        Row::entry(Item::Resume),
        "the unfinished game comes first"
    );
    let text = screen(&start);
    // Numbered as the record and the panel number moves: move 1's pair
    // is played, move 2 is next (the panel's "Move 2").
    assert!(text.contains("Resume five-field kono at move 2"), "{text}");
    assert!(text.contains("Open a saved game (3)"), "{text}");
    let new_five = store::games_dir(data).join("new-five.kono");
    assert_eq!(
        start.update(Action::Activate),
        vec![Effect::Open(new_five.clone())]
    );
    start.update(Action::Cursor(Dir::Down));
    assert_eq!(start.row, Row::entry(Item::Open));
    start.update(Action::Activate);
    assert_eq!(start.page, Page::Saved(0));
    let text = screen(&start);
    // 3 plies are the record's moves 1 and 2.
    assert!(text.contains("four-field       2  unfinished"), "{text}");
    start.update(Action::Cursor(Dir::Down));
    let middle = store::games_dir(data).join("middle-four.kono");
    assert_eq!(start.update(Action::Activate), vec![Effect::Open(middle)]);
    start.update(Action::Cancel);
    assert_eq!(start.page, Page::Menu);
}

#[test]
fn snapshot_start_screen() {
    let tmp = scratch();
    let data = tmp.path();
    saved(data, "game", Variant::Four, &["a1xa3"], 60);
    let start = Start::new(Choices::default(), Library::scan(data));
    insta::assert_snapshot!(screen(&start));
}

#[test]
fn a_game_open_in_another_window_is_not_offered_and_leftovers_are_tidied() {
    let tmp = scratch();
    let data = tmp.path();
    saved(data, "mine", Variant::Four, &["a1xa3"], 10);
    saved(data, "theirs", Variant::Five, &["d1-c2"], 5);
    // Another window has "theirs" open.
    let theirs = store::games_dir(data).join("theirs.kono");
    let _held = store::Lock::acquire(&theirs).unwrap();
    // A table build that stopped midway left a temporary file.
    let tables = data.join("tables");
    std::fs::create_dir_all(&tables).unwrap();
    let leftover = tables.join(".five-default.table.a1b2c3.tmp");
    std::fs::write(&leftover, "half a table").unwrap();
    std::fs::File::options()
        .write(true)
        .open(&leftover)
        .unwrap()
        .set_modified(SystemTime::now() - Duration::from_secs(600))
        .unwrap();
    let library = Library::scan(data);
    assert_eq!(names(&library), ["mine"]);
    assert_eq!(
        library.unfinished.as_ref().map(|g| g.path.clone()),
        Some(store::games_dir(data).join("mine.kono"))
    );
    assert!(!leftover.exists());
}

#[test]
fn each_rule_book_speaks_of_its_own_variant_and_the_game_of_no_flags() {
    use kono::tui::words::books::{game_book, rule_book, rules_text};
    let five = rule_book(Variant::Five);
    let four = rule_book(Variant::Four);
    for other in ["a1xa3", "xa3", "b4xb2", "forced-capture"] {
        assert!(!five.contains(other), "five-field's book has `{other}`");
    }
    for other in ["pass", "b1-c2", "diagonal step", "camp"] {
        assert!(!four.contains(other), "four-field's book has `{other}`");
    }
    assert!(five.contains("b1-c2") && five.contains("pass"));
    assert!(four.contains("a1xa3") && four.contains("b2-c2"));
    for variant in [Variant::Five, Variant::Four] {
        for text in [rules_text(variant), game_book(variant)] {
            assert!(
                !text.contains(" --") && !text.contains("`--"),
                "a flag in the game's rules:\n{text}"
            );
            assert!(
                !text.contains("`kono"),
                "a command in the game's rules:\n{text}"
            );
        }
    }
}

#[path = "start/puzzles.rs"]
mod puzzles;
#[path = "start/saved.rs"]
mod saved_games;

#[test]
fn each_game_offers_its_own_rule_option_its_first_mover_and_honest_level_five() {
    let mut start = Start::new(Choices::default(), Library::default());
    start.row = Row::entry(Item::TwoPlayers);
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        // Stepped to the game on its row, as a player does.
        start.row = Row {
            item: Item::TwoPlayers,
            setting: Some(Setting::Variant),
        };
        while start.choices.variant != variant {
            start.update(Action::Cursor(Dir::Right));
        }
        let rows = start.rows();
        let has_option = rows.iter().any(|r| r.setting == Some(Setting::RuleOption));
        let options = RuleOptions::ALL.iter().filter(|o| o.check(variant).is_ok());
        assert_eq!(has_option, options.count() > 1, "{variant:?}: {rows:?}");
        // Who moves first: as the rule book says until the player picks.
        let first = match variant.default_first() {
            None => SideChoice::Random,
            Some(Color::Black) => SideChoice::Black,
            Some(Color::White) => SideChoice::White,
        };
        assert_eq!(start.choices.first, first, "{variant:?} (game {i})");
        // Level 5 is called perfect only where the game is solved.
        start.row = Row {
            item: Item::Computer,
            setting: Some(Setting::Level),
        };
        start.choices.level = 5;
        let text = screen(&start);
        if kono::ai::table::solved(variant) && !kono::ai::table::partial(variant) {
            assert!(text.contains("5 perfect"), "{variant:?}\n{text}");
        } else {
            assert!(text.contains("5 strongest"), "{variant:?}\n{text}");
            assert!(!text.contains("5 perfect"), "{variant:?}\n{text}");
        }
    }
}

#[test]
fn a_servers_session_offers_everything_but_a_network_game_of_its_own() {
    let mut start = Start::new(Choices::default(), Library::default());
    let items = |start: &Start| start.rows().iter().map(|r| r.item).collect::<Vec<_>>();
    assert!(items(&start).contains(&Item::Host) && items(&start).contains(&Item::Join));
    assert!(screen(&start).contains("Quit"));
    start.served = true;
    let served = items(&start);
    assert!(!served.contains(&Item::Host) && !served.contains(&Item::Join));
    for item in [Item::Learn, Item::Computer, Item::Puzzles, Item::Rules] {
        assert!(served.contains(&item), "{item:?}");
    }
    // Leaving goes back to the lobby, and says so.
    let text = screen(&start);
    assert!(text.contains("Back to the lobby"), "{text}");
    assert!(
        !text.contains("Quit") && !text.contains("network"),
        "{text}"
    );
    // The blank line after the ways to play stays, after the last of them.
    let lines: Vec<&str> = text.lines().collect();
    let two = lines
        .iter()
        .position(|l| l.contains("Two players"))
        .unwrap();
    assert!(lines[two + 1].trim_matches([' ', '│']).is_empty(), "{text}");
}
