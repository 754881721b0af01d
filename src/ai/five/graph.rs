//! The game graph on table indices: the children of a Black-to-move state
//! and the parents of one, from the per-class tables alone.
//!
//! A child is the position after Black's step (or forced pass), folded back
//! to Black to move: `swap` of the stepped placement. A state `(t, x)` (row
//! `t`, column `x`) has its children in row `swap(t)` (even-class steps and
//! the pass) and in the rows `swap(t')` for each odd-class step `t → t'`.
//! Steps are reversible, so parents come from the same tables.

use super::index::{BLACK_CAN_STEP, ClassTables, EVEN, ODD};

/// The per-class tables of both classes.
pub(super) struct Tables {
    /// The odd class (rows).
    pub odd: ClassTables,
    /// The even class (columns).
    pub even: ClassTables,
}

impl Tables {
    /// Builds both classes' tables.
    pub fn new() -> Tables {
        Tables {
            odd: ClassTables::new(ODD),
            even: ClassTables::new(EVEN),
        }
    }

    /// The row of the children of row `t` by an even step or a pass.
    #[inline(always)]
    pub fn first_row(&self, t: usize) -> usize {
        usize::from(self.odd.swap[t])
    }

    /// The rows `swap(t')` for the odd steps `t → t'` of row `t`.
    #[inline(always)]
    pub fn odd_rows(&self, t: usize) -> impl Iterator<Item = usize> + '_ {
        self.odd
            .steps_of(t)
            .iter()
            .map(|&o| usize::from(self.odd.swap[usize::from(o)]))
    }

    /// Whether Black has a step in row `t`'s odd placement.
    #[inline(always)]
    pub fn row_can_step(&self, t: usize) -> bool {
        self.odd.flags[t] & BLACK_CAN_STEP != 0
    }

    /// Calls `found` with each column `x` of row `t` whose state has the
    /// state `(first_row(t), y)` as a child; `row_steps` says whether Black
    /// can step in row `t` (if not, a state with no even step passes).
    #[inline(always)]
    pub fn parents_via_first(&self, row_steps: bool, y: usize, mut found: impl FnMut(usize)) {
        let ys = usize::from(self.even.swap[y]);
        for &x in self.even.steps_of(ys) {
            found(usize::from(x));
        }
        if !row_steps && self.even.flags[ys] & BLACK_CAN_STEP == 0 {
            found(ys);
        }
    }

    /// The column of row `t` whose state has `(r, y)` as a child, for `r`
    /// one of `odd_rows(t)`.
    #[inline(always)]
    pub fn parent_via_odd(&self, y: usize) -> usize {
        usize::from(self.even.swap[y])
    }

    /// Whether `test(row, column)` holds for every child of the unfinished
    /// state `(t, x)`; stops at the first that fails. The children in
    /// `first_row(t)` come first.
    #[inline(always)]
    pub fn all_children(
        &self,
        t: usize,
        x: usize,
        mut test: impl FnMut(usize, usize) -> bool,
    ) -> bool {
        let first = self.first_row(t);
        let xs = usize::from(self.even.swap[x]);
        let steps = self.even.steps_of(x);
        if steps.is_empty() && !self.row_can_step(t) {
            return test(first, xs);
        }
        steps
            .iter()
            .all(|&x2| test(first, usize::from(self.even.swap[usize::from(x2)])))
            && self.odd_rows(t).all(|r| test(r, xs))
    }
}
