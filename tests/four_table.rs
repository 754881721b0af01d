//! The solved four-field tables against the facts of AI.md.

use std::time::Instant;

use kono::ai::four;
use kono::rules::RuleOptions;

#[test]
#[cfg_attr(debug_assertions, ignore)]
fn timing() {
    for forced in [false, true] {
        let t = Instant::now();
        let table = four::solve(&RuleOptions { strict_goal: false, forced_capture: forced });
        eprintln!("{forced}: {:?} {:?} {}", t.elapsed(), table.counts(), table.max_remoteness());
    }
}
