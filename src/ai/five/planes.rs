//! What the solve keeps instead of a byte a state: bit planes (one bit a
//! state) for the facts the solve looks up at random, and each level's
//! decided states as columns per row, from which the value codes of a row
//! are put back together for the file.

use rayon::prelude::*;

use super::code;
use super::index::{EVEN_SIZE, ODD_SIZE};

/// Words of a plane's row: [`EVEN_SIZE`] bits rounded up to whole words.
pub(super) const ROW_WORDS: usize = EVEN_SIZE.div_ceil(64);

/// The bytes of a [`Plane`] of every row.
pub(super) const PLANE_BYTES: u64 = (ODD_SIZE * ROW_WORDS * 8) as u64;

/// One bit per Black-to-move state, row after row, each row padded to
/// whole words (so that a row is written by one task alone).
pub(super) struct Plane(Vec<u64>);

impl Plane {
    /// A plane of `rows` rows, every bit clear. The memory is zeroed by
    /// the system as it is first touched.
    pub fn new(rows: usize) -> Plane {
        Plane(vec![0; rows * ROW_WORDS])
    }

    /// The bit of state `(t, x)`.
    #[inline(always)]
    pub fn get(&self, t: usize, x: usize) -> bool {
        self.0[t * ROW_WORDS + x / 64] >> (x % 64) & 1 != 0
    }

    /// Row `t`'s words.
    #[inline(always)]
    pub fn row(&self, t: usize) -> &[u64] {
        &self.0[t * ROW_WORDS..(t + 1) * ROW_WORDS]
    }

    /// The words in runs of `words` (the last may be shorter).
    pub fn blocks_mut(&mut self, words: usize) -> std::slice::ChunksMut<'_, u64> {
        self.0.chunks_mut(words)
    }

    /// The rows, for writing in parallel.
    pub fn rows_mut(&mut self) -> rayon::slice::ChunksMut<'_, u64> {
        self.0.par_chunks_mut(ROW_WORDS)
    }
}

/// Whether bit `x` of a plane's row is set.
#[inline(always)]
pub(super) fn bit(row: &[u64], x: usize) -> bool {
    row[x / 64] >> (x % 64) & 1 != 0
}

/// Sets bit `x` of a plane's row.
#[inline(always)]
pub(super) fn set(row: &mut [u64], x: usize) {
    row[x / 64] |= 1 << (x % 64);
}

/// Some states of every row: row `t`'s columns are
/// `cols[starts[t]..starts[t + 1]]`. Two bytes a state.
#[derive(Default)]
pub(super) struct Columns {
    starts: Vec<u32>,
    cols: Vec<u16>,
}

impl Columns {
    /// The columns of the rows given in order.
    pub fn gather<'a>(rows: impl ExactSizeIterator<Item = &'a [u16]> + Clone) -> Columns {
        let total = rows.clone().map(<[u16]>::len).sum();
        let mut starts = Vec::with_capacity(rows.len() + 1);
        let mut cols = Vec::with_capacity(total);
        for row in rows {
            // Fewer than 2^32 states a level: STATES < 2^31.
            starts.push(cols.len() as u32);
            cols.extend_from_slice(row);
        }
        starts.push(cols.len() as u32);
        Columns { starts, cols }
    }

    /// Row `t`'s columns.
    #[inline(always)]
    pub fn row(&self, t: usize) -> &[u16] {
        match (self.starts.get(t), self.starts.get(t + 1)) {
            (Some(&a), Some(&b)) => &self.cols[a as usize..b as usize],
            _ => &[],
        }
    }

    /// How many states there are.
    pub fn len(&self) -> u64 {
        self.cols.len() as u64
    }
}

/// The states decided at one level: those won and those lost.
#[derive(Default)]
pub(super) struct Level {
    /// Won at this level.
    pub wins: Columns,
    /// Lost at this level.
    pub losses: Columns,
}

impl Level {
    /// Whether row `t` has no state of this level.
    #[inline(always)]
    pub fn row_is_empty(&self, t: usize) -> bool {
        self.wins.row(t).is_empty() && self.losses.row(t).is_empty()
    }

    /// Won and lost states.
    pub fn len(&self) -> (u64, u64) {
        (self.wins.len(), self.losses.len())
    }
}

/// Writes the value codes of row `t` into `row` (a row's length) from the
/// levels, level `n` of `levels` holding the states won or lost in `n`;
/// every other state is a draw.
pub(super) fn fill_row(levels: &[Level], t: usize, row: &mut [u8]) {
    row.fill(0);
    for (n, level) in levels.iter().enumerate() {
        // At most code::MAX_REMOTENESS levels: the solve stops beyond.
        let n = n as u16;
        for &x in level.wins.row(t) {
            row[usize::from(x)] = code::win(n);
        }
        for &x in level.losses.row(t) {
            row[usize::from(x)] = code::loss(n);
        }
    }
}
