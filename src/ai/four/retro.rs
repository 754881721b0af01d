//! The retrograde solver: level by level from the finished positions back.
//!
//! One byte a slot while solving: a decided state holds its remoteness
//! (below [`UNDECIDED`]; even is a loss, odd a win, since a loss in 0 is the
//! end and every win or loss adds one ply to a loss or win), an undecided
//! state holds `UNDECIDED + k` with `k` its children not yet known to be
//! wins for the opponent, and a slot that is no state holds [`NONE`]. What
//! is still undecided at the end is a draw ([`DRAW`]).
//!
//! Level 0 is every loss in 0: the mover has one piece or none, or no legal
//! move. The predecessors of the losses at level `r` are wins in `r + 1`;
//! a predecessor of a win at level `r` loses in `r + 1` when that win was
//! its last child not known to be a win. So the winner's remoteness is the
//! shortest and the loser's the longest.
//!
//! Slots where the side that just moved has one piece or none cannot arise in
//! a game; they are solved like any other (the mover wins in 1 by any move,
//! or loses in 0 when blocked) and counted, as AI.md's counts do.

use super::board::{MAX_PIECES, SLOTS, for_each_unmove, half_boards, move_count};

/// First byte of an undecided slot (plus its undecided children).
pub(super) const UNDECIDED: u8 = 0xC0;
/// A slot that is not a state (more than 8 pieces of a side).
pub(super) const NONE: u8 = 0xFE;
/// A drawn state in the finished table.
pub(super) const DRAW: u8 = 0xFF;

/// Solves every state; `forced` is the forced-capture option. `progress` is
/// called after each level with the level and the states decided so far.
/// Returns the table of bytes and the largest remoteness.
pub(super) fn solve(forced: bool, progress: &mut dyn FnMut(u32, u64)) -> (Vec<u8>, u8) {
    if forced {
        solve_with::<true>(progress)
    } else {
        solve_with::<false>(progress)
    }
}

/// [`solve`] with the option as a constant.
fn solve_with<const FORCED: bool>(progress: &mut dyn FnMut(u32, u64)) -> (Vec<u8>, u8) {
    let (mut table, mut level) = first_level::<FORCED>();
    let mut decided = level.len() as u64;
    progress(0, decided);
    let mut next = Vec::new();
    let mut remoteness: u8 = 0;
    while !level.is_empty() {
        // Remoteness stays below UNDECIDED - 1 (AI.md: at most 143); were
        // it ever to reach it, the solve stops there rather than overflow.
        if remoteness + 1 >= UNDECIDED {
            break;
        }
        let up = remoteness + 1;
        if remoteness % 2 == 0 {
            for &packed in &level {
                let (mine, theirs) = (packed & 0xFFFF, packed >> 16);
                for_each_unmove::<FORCED>(mine, theirs, |pre| {
                    let slot = &mut table[pre.index];
                    if *slot >= UNDECIDED {
                        *slot = up;
                        next.push(pre.mine | pre.theirs << 16);
                    }
                });
            }
        } else {
            for &packed in &level {
                let (mine, theirs) = (packed & 0xFFFF, packed >> 16);
                for_each_unmove::<FORCED>(mine, theirs, |pre| {
                    let slot = &mut table[pre.index];
                    if *slot > UNDECIDED {
                        *slot -= 1;
                        if *slot == UNDECIDED {
                            *slot = up;
                            next.push(pre.mine | pre.theirs << 16);
                        }
                    }
                });
            }
        }
        decided += next.len() as u64;
        std::mem::swap(&mut level, &mut next);
        next.clear();
        if !level.is_empty() {
            remoteness = up;
            progress(up.into(), decided);
        }
    }
    for slot in &mut table {
        if (UNDECIDED..NONE).contains(slot) {
            *slot = DRAW;
        }
    }
    (table, remoteness)
}

/// The table with every state's undecided children counted and the losses
/// in 0 decided, and those losses (as `mine | theirs << 16`).
fn first_level<const FORCED: bool>() -> (Vec<u8>, Vec<u32>) {
    let halves = half_boards();
    let mut table = vec![NONE; SLOTS];
    let mut losses = Vec::new();
    for (hi, &(hm, ht)) in halves.iter().enumerate() {
        let (hm, ht) = (u32::from(hm) << 8, u32::from(ht) << 8);
        let row = &mut table[hi * halves.len()..][..halves.len()];
        for (slot, &(lm, lt)) in row.iter_mut().zip(&halves) {
            let (mine, theirs) = (hm | u32::from(lm), ht | u32::from(lt));
            let (m, t) = (mine.count_ones(), theirs.count_ones());
            if m > MAX_PIECES || t > MAX_PIECES {
                continue;
            }
            let children = if m <= 1 {
                0
            } else {
                move_count(mine, theirs, FORCED)
            };
            if children == 0 {
                *slot = 0;
                losses.push(mine | theirs << 16);
            } else {
                // At most 8 pieces × 4 directions = 32 moves: no overflow.
                *slot = UNDECIDED + children as u8;
            }
        }
    }
    (table, losses)
}
