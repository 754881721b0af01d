//! A puzzle's try among the saved games: kept in the list, never the
//! game `--resume` continues or the start screen offers to resume.

use kono::rules::record::Tags;
use kono::store::{self, SavedGames};

use super::{HOUR, game, saved_at};

#[test]
fn a_puzzles_try_is_never_the_game_to_resume() {
    let data = tempfile::TempDir::new().unwrap();
    let games = store::games_dir(data.path());
    let real = games.join("2026-11-22-090000-five.kono");
    saved_at(&real, &["b1-c2"], 2 * HOUR);
    // A puzzle's try, left unfinished after the real game: a retry leaves
    // one behind each time.
    let scrap = games.join("2026-11-22-100000-five.kono");
    std::fs::create_dir_all(&games).unwrap();
    let tags = Tags {
        puzzle: Some("win in 7, seed 42".to_string()),
        ..Tags::default()
    };
    std::fs::write(&scrap, kono::rules::record::write(&game(&["e2-d3"]), &tags)).unwrap();
    let saved = SavedGames::read(data.path());
    assert_eq!(saved.games.len(), 2, "the try stays in the list");
    assert_eq!(saved.resumable().unwrap().path, real);
    let resumed = saved.resume().unwrap();
    assert_eq!(resumed.path, real);
    drop(resumed);
    // With only tries left, there is nothing to resume.
    std::fs::remove_file(&real).unwrap();
    let saved = SavedGames::read(data.path());
    assert!(saved.resumable().is_none());
    let err = format!("{:#}", saved.resume().unwrap_err());
    assert!(
        err.contains("there is no unfinished game to resume"),
        "{err}"
    );
    // Nor does the start screen offer it to resume; it is in its list.
    let library = kono::tui::start::Library::scan(data.path());
    assert_eq!(library.unfinished, None);
    assert_eq!(library.games.len(), 1);
}
