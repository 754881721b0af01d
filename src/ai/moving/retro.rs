//! The retrograde solve of one sector and its mirror (the side to move
//! with `m` pieces against `o`, and `o` against `m`: a step that takes
//! nothing leads from one to the other). Captures lead to smaller sectors,
//! solved before ([`Done`]).
//!
//! First every position counts its steps that take nothing, and looks its
//! captures up: one that leaves the opponent lost makes it won (for now:
//! a quicker win may come), one that leaves a draw means it can never be
//! lost. Then level by level, remoteness 0, 1, 2, …: each position decided
//! at the level takes back the other side's steps to its parents. A loss
//! makes them won one ply later; a win counts down their counters, and a
//! parent whose every step leads to a win of the opponent's is lost, one
//! ply after its longest such child (captures included). A symmetric
//! position counts no children: the symmetries would count some twice, so
//! it looks at all its children again whenever one of them is won.
//!
//! A level's work, batched by the parents' block so that no two threads
//! write one block and no access needs a lock, is [`super::level`]'s.

use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

use rayon::prelude::*;

use super::board::{ALL, BOARD};
use super::cells::{CANNOT_LOSE, Cells, Done, UNUSED, VERIFY};
use super::code::{self, DRAW};
use super::ranks::{binomial, next_comb, squeeze};

/// Calls `f` with each step of the pieces `own` against `other`: the
/// mover's pieces after it, and whether it makes a 곤.
#[inline(always)]
fn steps(own: u32, other: u32, mut f: impl FnMut(u32, bool)) {
    let board = &*BOARD;
    let empty = ALL & !(own | other);
    let mut rest = own;
    while rest != 0 {
        let from = rest.trailing_zeros();
        rest &= rest - 1;
        let mut to = board.adj[from as usize] & empty;
        while to != 0 {
            let t = to.trailing_zeros();
            to &= to - 1;
            let moved = own ^ (1 << from) ^ (1 << t);
            f(moved, board.makes_gon(moved, t));
        }
    }
}

/// What a position's captures lead to.
struct Captures {
    /// The quickest win a capture gives (plies), `u16::MAX` for none.
    quickest: u16,
    /// Whether one leaves a draw.
    draw: bool,
    /// The longest loss they give, if all are lost (plies).
    loss: u16,
}

impl Default for Captures {
    fn default() -> Captures {
        Captures {
            quickest: u16::MAX,
            draw: false,
            loss: 0,
        }
    }
}

impl Captures {
    /// Takes in the captures of the step that made `moved` against
    /// `other`: `done` the sector they lead to, `None` when the opponent
    /// is left with two pieces and has lost.
    #[inline(always)]
    fn add(&mut self, done: Option<&Done>, moved: u32, other: u32) {
        let Some(done) = done else {
            self.quickest = 1;
            return;
        };
        // Without branches, none waiting on a load: a code's remoteness
        // plus one is the code itself.
        for c in done.captures(moved, other) {
            let c = u16::from(c);
            self.draw |= c == u16::from(DRAW);
            let lost = code::is_loss(c as u8);
            self.quickest = self.quickest.min(if lost { c } else { u16::MAX });
            self.loss = self.loss.max(if lost { 0 } else { c });
        }
    }

    /// The quickest win a capture gives (plies).
    fn win(&self) -> Option<u16> {
        (self.quickest != u16::MAX).then_some(self.quickest)
    }
}

/// A sector and its mirror being solved, with the sectors their captures
/// lead to.
pub(super) struct Pair<'a> {
    /// One sector, or two: `cells[1]` the mirror of `cells[0]`.
    pub cells: Vec<Cells>,
    /// For each, the solved sector its captures lead to (`None` where a
    /// capture leaves the opponent two pieces).
    pub captures: Vec<Option<&'a Done>>,
    /// Set when a remoteness does not fit a code.
    pub overflow: AtomicBool,
}

impl<'a> Pair<'a> {
    /// The pair of `cells`, capturing into `captures`.
    pub fn new(cells: Vec<Cells>, captures: Vec<Option<&'a Done>>) -> Pair<'a> {
        Pair {
            cells,
            captures,
            overflow: AtomicBool::new(false),
        }
    }

    /// The mirror of sector `j`.
    pub(super) fn mirror(&self, j: usize) -> usize {
        (j + 1) % self.cells.len()
    }

    /// The code of a remoteness, noting one too large.
    pub(super) fn code(&self, remoteness: u16) -> u8 {
        code::decided(remoteness).unwrap_or_else(|| {
            self.overflow.store(true, Relaxed);
            code::decided(code::MAX_REMOTENESS).unwrap_or(1)
        })
    }

    /// Counts the steps of every position of sector `j` and looks its
    /// captures up.
    pub(super) fn start(&self, j: usize) {
        let cells = &self.cells[j];
        let sector = cells.sector;
        let done = self.captures[j];
        let classes = sector.classes();
        (0..classes.len()).into_par_iter().for_each(|class| {
            let other = classes.reps[class];
            let symmetric = classes.keep[class] != 1;
            let free = &classes.free[class];
            let n = 24 - sector.o;
            let mut comb: u32 = (1 << sector.m) - 1;
            let base = class as u64 * sector.block;
            for r in 0..sector.block {
                let own = squeeze(comb, free);
                let index = base + r;
                if r + 1 < sector.block {
                    comb = next_comb(comb);
                }
                if symmetric && sector.index_in(class, own) != index {
                    cells.counter(index).store(UNUSED, Relaxed);
                    continue;
                }
                let (mut inside, mut outside) = (0u8, Captures::default());
                steps(own, other, |moved, gon| {
                    if gon {
                        outside.add(done, moved, other);
                    } else {
                        inside += 1;
                    }
                });
                let counter = if symmetric && sector.stabilizer(own, class) > 1 {
                    VERIFY
                } else if outside.draw {
                    CANNOT_LOSE
                } else {
                    inside
                };
                cells.counter(index).store(counter, Relaxed);
                if let Some(w) = outside.win() {
                    cells.set(index, self.code(w));
                } else if inside == 0 && !outside.draw {
                    cells.set(index, self.code(outside.loss));
                }
            }
            debug_assert!(binomial(n, sector.m) == sector.block);
        });
    }

    /// Position `k` of sector `p` has `d` more children won, the last in
    /// `n` plies. Inlined where the children are taken back: most calls
    /// only count down, and the rare rest is out of line.
    #[inline(always)]
    pub(super) fn count_down(&self, p: usize, k: u64, d: u32, n: u16) {
        let cells = &self.cells[p];
        let (code, prev) = cells.both(k);
        if code != DRAW {
            return;
        }
        // The marks are the three largest counts.
        if prev >= UNUSED {
            if prev == VERIFY {
                self.verify(p, k, n);
            }
            return;
        }
        // A position with no symmetry counts down by one or more, never
        // below zero.
        debug_assert!(d > 0 && u32::from(prev) >= d);
        cells.counter(k).store(prev.wrapping_sub(d as u8), Relaxed);
        if u32::from(prev) == d {
            self.lost(p, k, n);
        }
    }

    /// Position `k` of sector `p` has every step that takes nothing lost,
    /// the longest in `n` plies: lost, after its longest capture too.
    #[cold]
    #[inline(never)]
    fn lost(&self, p: usize, k: u64, n: u16) {
        let cells = &self.cells[p];
        let (own, other) = cells.sector.position(k);
        let mut outside = Captures::default();
        steps(own, other, |moved, gon| {
            if gon {
                outside.add(self.captures[p], moved, other);
            }
        });
        cells.set(k, self.code(outside.loss.max(n + 1)));
    }

    /// Looks at every child of the symmetric position `k` of sector `p`:
    /// lost once all are won, the longest decided in `n` plies or fewer.
    #[cold]
    #[inline(never)]
    fn verify(&self, p: usize, k: u64, n: u16) {
        let cells = &self.cells[p];
        let children = &self.cells[self.mirror(p)];
        let (own, other) = cells.sector.position(k);
        let mut outside = Captures::default();
        let (mut all_won, mut longest) = (true, 0);
        steps(own, other, |moved, gon| {
            if gon {
                outside.add(self.captures[p], moved, other);
            } else {
                let c = children.code_of(other, moved);
                if code::is_win(c) && code::remoteness(c) <= n {
                    longest = longest.max(code::remoteness(c) + 1);
                } else {
                    all_won = false;
                }
            }
        });
        if all_won && outside.win().is_none() && !outside.draw {
            cells.set(k, self.code(longest.max(outside.loss)));
        }
    }
}
