//! A copy of a game kept beside a record: the joiner's copy of a network
//! game that differs from the host's, when the host's record replaces it.

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use super::{EXTENSION, save_as, shown_path};
use crate::rules::Game;
use crate::rules::record::Tags;

/// How many kept copies one record may have beside it.
const MAX_COPIES: usize = 99;

/// Writes `game` beside `record` (which need not exist yet), under the
/// record's name with `.mine` before the extension (`.mine-2`, `.mine-3`…
/// when taken), never over a file. The copy gets `tags` without their
/// `[Network]` tag: it is no longer that game, so that joining the game
/// again finds its autosave, not the copy. Its path comes back.
///
/// # Errors
/// When the file cannot be written, or too many copies are there.
pub fn keep_beside(record: &Path, game: &Game, tags: &Tags) -> Result<PathBuf> {
    let stem = record
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default();
    let tags = Tags {
        network: None,
        ..tags.clone()
    };
    for n in 1..=MAX_COPIES {
        let mine = if n == 1 {
            "mine".to_string()
        } else {
            format!("mine-{n}")
        };
        let path = record.with_file_name(format!("{stem}.{mine}.{EXTENSION}"));
        if path.symlink_metadata().is_ok() {
            continue;
        }
        save_as(&path, game, &tags, false)?;
        return Ok(path);
    }
    bail!(
        "{MAX_COPIES} copies are kept beside {} already",
        shown_path(record)
    )
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

    use super::*;
    use crate::rules::{Color, Position, RuleOptions, Variant};

    #[test]
    fn copies_are_kept_under_new_names_without_the_network_tag() {
        let dir = tempfile::tempdir().unwrap();
        let record = dir.path().join("2026-11-24-101502-four.kono");
        let mut game = Game::new(
            Position::start(Variant::default(), Color::Black),
            RuleOptions::default(),
        )
        .unwrap();
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
        let tags = Tags {
            network: Some("abc234b00000".to_string()),
            black: "Hana".to_string(),
            ..Tags::default()
        };
        std::fs::write(&record, "the autosave").unwrap();
        let first = keep_beside(&record, &game, &tags).unwrap();
        let second = keep_beside(&record, &game, &tags).unwrap();
        assert_eq!(first, dir.path().join("2026-11-24-101502-four.mine.kono"));
        assert_eq!(
            second,
            dir.path().join("2026-11-24-101502-four.mine-2.kono")
        );
        assert_eq!(std::fs::read_to_string(&record).unwrap(), "the autosave");
        let (kept, kept_tags) = crate::store::load(&first).unwrap();
        assert_eq!(kept.ply_count(), 1);
        assert_eq!(kept_tags.network, None);
        assert_eq!(kept_tags.black, "Hana");
        // A folder that cannot be written says so.
        let nowhere = dir.path().join("missing").join("x.kono");
        assert!(keep_beside(&nowhere, &game, &tags).is_err());
    }
}
