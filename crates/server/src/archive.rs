//! The archive: a game as the project's record text (`epaminondas_play::record`), which the
//! game and the engine read.

use crate::error::{ApiResult, PathParams};
use crate::games;
use crate::state::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use epaminondas_play::record::{GameResult, Player, Record};

/// The record's date, `YYYY.MM.DD` (UTC), of `ms` milliseconds since 1970.
pub fn record_date(ms: i64) -> String {
    // The civil calendar from a count of days (Howard Hinnant's method), for dates after 1970.
    let days = ms.max(0) / 86_400_000;
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The record text of a stored game: its players, date, moves and result; a game ended by
/// resignation or time carries that result and a `Termination` tag.
pub fn record_text(game: &games::StoredGame) -> ApiResult<String> {
    let player = |name: &str| Player {
        name: Some(name.to_string()),
        level: None,
    };
    let mut record = Record::new(
        game.replay()?,
        player(&game.white_name),
        player(&game.black_name),
        Some(record_date(game.created_ms)),
    );
    if let Some(result) = game.result.as_deref().and_then(GameResult::parse) {
        record.result = result;
    }
    if let Some(termination) = &game.termination {
        record
            .other_tags
            .push(("Termination".to_string(), termination.clone()));
    }
    let days = if game.days_per_move == 1 {
        "1 day per move".to_string()
    } else {
        format!("{} days per move", game.days_per_move)
    };
    record.other_tags.push(("TimeControl".to_string(), days));
    record.other_tags.push((
        "Rated".to_string(),
        if game.rated { "yes" } else { "no" }.to_string(),
    ));
    Ok(record.to_string())
}

/// A game, finished or running, as record text.
#[utoipa::path(get, path = "/api/games/{id}/record", tag = "games",
    params(("id" = String, Path, description = "the game's id")),
    responses((status = 200, description = "the record", body = String, content_type = "text/plain"),
        (status = 404, body = crate::error::ErrorBody)))]
pub async fn get_record(
    State(state): State<AppState>,
    PathParams(id): PathParams<String>,
) -> ApiResult<impl IntoResponse> {
    let game = games::load(&state.pool, &id).await?;
    Ok((
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        record_text(&game)?,
    ))
}

#[cfg(test)]
mod tests {
    use super::record_date;

    #[test]
    fn dates() {
        assert_eq!(record_date(0), "1970.01.01");
        assert_eq!(record_date(11_016 * 86_400_000), "2000.02.29");
        assert_eq!(record_date(20_788 * 86_400_000 + 5), "2026.12.01");
    }
}
