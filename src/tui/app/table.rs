//! The solved tables in the App: how the one level 5 plays from is coming
//! along, whether anything may call level 5 perfect, and `b`, which builds
//! the five-field table wherever level 5, hints, the review, a lesson or a
//! puzzle need it and it is missing.

use crate::ai::Level;
use crate::tui::action::{Action, Effect, Effects, TableState};
use crate::tui::config::Seat;

use super::App;
use super::status::{Refusal, Status};

impl App {
    /// How the solved table level 5 plays from is coming along, once
    /// level 5 has asked for it; in any game, the five-field table `b`
    /// builds, while it is built.
    pub fn table(&self) -> Option<TableState> {
        self.computer
            .table
            .clone()
            .or_else(|| self.computer.building.map(TableState::Building))
    }

    /// Whether the computer plays at level 5 in a five-field game without
    /// its table (missing, failed or being built): it only searches then,
    /// and nothing may call it perfect.
    pub fn perfect_without_table(&self) -> bool {
        self.config().computer != Seat::None
            && self.config().computer_level() == Level::MAX
            && crate::store::built_on_request(self.variant())
            && matches!(
                self.computer.table,
                Some(TableState::Missing | TableState::Failed(_) | TableState::Building(_))
            )
    }

    /// Whether the perfect computer plays and has not heard of its table
    /// yet (and the screen does not have it): the table is then looked for as the game starts, so that the
    /// panel can say at once whether it plays perfectly.
    pub(super) fn perfect_computer_waits_for_table(&self) -> bool {
        self.config().computer != Seat::None
            && self.config().computer_level() == Level::MAX
            && self.computer.table.is_none()
            && !self.has_table()
    }

    /// Whether `b` builds the solved table now: five-field, where
    /// something asked for the table and found it missing (or its build
    /// failed) — the perfect computer, hints, the review, a lesson or a
    /// puzzle — and it is not being built.
    pub(super) fn table_can_be_built(&self) -> bool {
        let perfect_lacks = matches!(
            self.computer.table,
            Some(TableState::Missing | TableState::Failed(_))
        );
        crate::store::built_on_request(self.variant())
            && self.computer.building.is_none()
            && !self.has_table()
            && (perfect_lacks || self.table_missing())
    }

    /// `b`: builds the solved five-field game in the background; the game
    /// goes on meanwhile (level 5 and hints search until the table is
    /// ready).
    pub(super) fn build_table(&mut self) -> Effects {
        if !self.table_can_be_built() {
            self.status = Refusal::NoTableToBuild.into();
            return Effects::new();
        }
        if self.computer.table.is_some() {
            self.computer.table = Some(TableState::Building(0));
        }
        self.computer.building = Some(0);
        self.status = Status::BuildingTable;
        vec![Effect::BuildTable(self.variant(), self.options())]
    }

    /// The workers' news of tables: a table loaded, or how one is coming
    /// along (loaded, built, missing, failed). `None` when the news is for
    /// the values of hints and review alone.
    pub(super) fn on_table_news(&mut self, action: &Action) -> Option<Effects> {
        match *action {
            Action::TableLoaded {
                key,
                table: Some(_),
            } if key == self.key() && self.perfect_computer_waits_for_table() => {
                // Hints found the table level 5 plays from: say so at once.
                self.computer.table = Some(TableState::Ready);
                return None;
            }
            Action::Table(ref state) => {
                // A build `b` asked for, or the table a puzzle waits for.
                let seeking = self.seeking_puzzle() && matches!(state, TableState::Building(_));
                if self.computer.building.is_some() || seeking {
                    self.computer.building = match state {
                        TableState::Building(percent) => Some(*percent),
                        _ => None,
                    };
                }
                // News of a table hints fetched means nothing to a computer
                // below level 5, which never reads one.
                if self.config().computer != Seat::None
                    && self.config().computer_level() == Level::MAX
                {
                    self.computer.table = Some(state.clone());
                }
                if state.is_ready() {
                    // Built meanwhile: hints and review may ask again.
                    self.forget_missing_table();
                }
                // The build's news is not left standing once it ended,
                // however it ended.
                if self.status == Status::BuildingTable {
                    match state {
                        TableState::Building(_) => {}
                        TableState::Ready | TableState::Unkept(_) => {
                            self.status = Status::TableBuilt;
                        }
                        TableState::Failed(err) => {
                            self.status = Status::TableFailed(std::sync::Arc::clone(err));
                        }
                        TableState::Missing => self.status = Status::Empty,
                    }
                }
            }
            _ => return None,
        }
        Some(Effects::new())
    }
}
