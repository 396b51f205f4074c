//! What a test does when this machine cannot run it (no network namespace, no Xvfb), for the
//! test binaries that need one.

use std::io::Write;

/// Test `test` cannot run on this machine because of `why`: that fails it, saying what is
/// missing, unless the person running the tests asked to skip it by name
/// (`EPAMINONDAS_SKIP=test_a,test_b`, or `all`); a skipped test says so on the real standard
/// error (which the test harness does not capture).
pub fn cannot_run(test: &str, why: &str) {
    let skipped = std::env::var("EPAMINONDAS_SKIP").unwrap_or_default();
    let asked = skipped
        .split(',')
        .map(str::trim)
        .any(|name| name == test || name == "all");
    assert!(
        asked,
        "{test} cannot run here: {why}. Install what it needs (bash .ci/system-packages), or \
         skip it by name: EPAMINONDAS_SKIP={test}"
    );
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}, as asked: {why}");
}
