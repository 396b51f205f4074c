//! What a test does when this machine cannot run it (no network namespace, no Xvfb), for the
//! test binaries that need one.

use std::io::Write;

/// Test `test` cannot run on this machine because of `why`: under CI (`CI=true`) that fails
/// it; elsewhere it passes, saying so on the real standard error (which the test harness does
/// not capture).
pub fn cannot_run(test: &str, why: &str) {
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "{test} cannot run here, and CI must run it: {why}"
    );
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {why}");
}
