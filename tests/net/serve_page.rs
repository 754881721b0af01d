//! `kono serve`'s player's page: `i` opens one's own, Enter on a name
//! another's; per game the rating, games, wins, draws and losses, the
//! last results and a rating chart, in 80 × 24. The ratings keep each
//! player's results, and a ratings file without them still loads.

use std::time::{Duration, Instant};

use kono::i18n::{Lang, set_for_thread};
use kono::rules::Variant;
use kono::serve::page::{self, Page, Shown};
use kono::serve::ratings::{Ratings, Score, shown};
use ratatui::Terminal as Screen;
use ratatui::backend::TestBackend;

use super::serve::{PATIENCE, Pair, Server, Terminal, play_and_resign};

/// The ratings file of `server`, once `name` has played `games` rated
/// four-field games.
fn ratings_after(server: &Server, name: &str, games: u64) -> serde_json::Value {
    let path = server.data.path().join("server/ratings.json");
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Ok(text) = std::fs::read_to_string(&path) {
            let table: serde_json::Value = serde_json::from_str(&text).unwrap();
            if table["four"][name]["games"] == games {
                return table;
            }
        }
        assert!(Instant::now() < deadline, "the game was never rated");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The words of the page's line for four-field, past the game's name.
fn four_field_row(text: &str) -> Option<Vec<String>> {
    let line = text
        .lines()
        .find(|l| l.split_whitespace().any(|w| w == "four-field"))?;
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "four-field")?;
    Some(words[at + 1..].iter().map(|w| w.to_string()).collect())
}

/// Waits until the page on `screen` shows `row` for four-field.
fn wait_row(screen: &mut Terminal, row: [&str; 5]) {
    screen.wait_until(&format!("four-field {row:?}"), |text| {
        four_field_row(text).is_some_and(|words| words == row)
    });
}

#[test]
fn a_rated_game_shows_on_both_players_pages_and_to_a_guest() {
    let server = Server::start();
    let mut pair = Pair::seat(&server, ("alice", "bob"), 0);
    let first_black = pair.first_black;
    let (first, second) = &mut pair.terminals;
    play_and_resign(first, second, first_black, None);
    let (winner, loser, won, lost) = if first_black {
        ("alice", "bob", first, second)
    } else {
        ("bob", "alice", second, first)
    };
    let table = ratings_after(&server, winner, 1);
    let rating = |name: &str| {
        let it = &table["four"][name];
        shown(
            it["rating"].as_f64().unwrap(),
            it["deviation"].as_f64().unwrap(),
        )
    };
    let (high, low) = (rating(winner), rating(loser));
    assert!(high.ends_with('?'), "{high}");

    // Each one's own page: the rating, one game, won or lost.
    won.type_then(b"i", &format!("{winner}: a player's page"));
    wait_row(won, [high.as_str(), "1", "1", "0", "0"]);
    lost.type_then(b"i", &format!("{loser}: a player's page"));
    wait_row(lost, [low.as_str(), "1", "0", "0", "1"]);
    // One's own page offers no challenge; Esc goes back.
    assert!(!lost.text().contains("c challenge"), "{}", lost.text());
    lost.type_then(b"\x1b", "Players here");

    // A guest on 80 × 24 opens the winner's page from the lobby: the
    // result against the loser, the rating after it, the chart.
    let link = server.connect("carol", None);
    let mut guest = server.terminal_sized(&link, (80, 24));
    guest.wait_text("(guest)");
    guest.type_then(b"g", "A new game: four-field");
    let down = if winner == "alice" { 0 } else { 1 };
    guest.type_then(&b"\x1b[B".repeat(down), &format!("> {winner}"));
    guest.type_then(b"\r", &format!("{winner}: a player's page"));
    guest.wait_text("The last 20 results, newest first");
    let result = format!("W  {loser:<14} {high:>6}");
    guest.wait_text(&result);
    assert!(guest.text().contains("Rating"), "{}", guest.text());
    assert!(guest.text().contains("Esc back to the lobby"));
    wait_row(&mut guest, [high.as_str(), "1", "1", "0", "0"]);
    // `g` chooses the next game: no rated games there.
    guest.type_then(b"g", "No rated well kono games yet.");
    guest.type_then(b"\x1b", "Players here");
}

#[test]
fn a_ratings_file_without_results_still_loads_and_then_keeps_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ratings.json");
    let old = r#"{"four": {"alice": {"rating": 1600.0, "deviation": 100.0,
        "volatility": 0.06, "games": 12}}}"#;
    std::fs::write(&path, old).unwrap();
    let ratings = Ratings::open(path.clone()).unwrap();
    let alice = ratings.standing("alice", Variant::Four);
    assert_eq!(alice.rating.games, 12);
    assert_eq!(alice.rating.shown(), "1600");
    assert!(alice.history.is_empty());
    ratings.record(Variant::Four, "alice", "bob", None).unwrap();
    let again = Ratings::open(path).unwrap();
    let alice = again.standing("alice", Variant::Four);
    assert_eq!((alice.rating.games, alice.draws), (13, 1));
    assert_eq!(alice.history.len(), 1);
    assert_eq!(alice.history[0].opponent, "bob");
    assert_eq!(alice.history[0].score, Score::Draw);
    assert_eq!(
        again.standing("bob", Variant::Four).history[0].opponent,
        "alice"
    );
}

/// alice's page over a few rated games, drawn on 80 × 24 in `lang`.
fn page_drawn(lang: Lang) -> String {
    let dir = tempfile::tempdir().unwrap();
    let ratings = Ratings::open(dir.path().join("ratings.json")).unwrap();
    let results = [Some(true), Some(true), None, Some(false), Some(true)];
    for (at, won) in results.into_iter().enumerate() {
        let other = if at % 2 == 0 { "bob" } else { "한결" };
        ratings.record(Variant::Four, "alice", other, won).unwrap();
    }
    ratings
        .record(Variant::Mill, "bob", "alice", Some(true))
        .unwrap();
    let page = Page {
        name: "alice".to_string(),
        session: Some(7),
        rated: true,
    };
    let seen = Shown {
        page: &page,
        variant: Variant::Four,
        asked: None,
        note: None,
    };
    set_for_thread(Some(lang));
    let mut screen = Screen::new(TestBackend::new(80, 24)).unwrap();
    screen
        .draw(|frame| page::draw(frame, &seen, &ratings))
        .unwrap();
    set_for_thread(None);
    format!("{}", screen.backend())
}

#[test]
fn the_page_fits_80_by_24_in_both_languages() {
    insta::assert_snapshot!("page_en", page_drawn(Lang::En));
    insta::assert_snapshot!("page_ko", page_drawn(Lang::Ko));
}
