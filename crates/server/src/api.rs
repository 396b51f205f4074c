//! The router: every endpoint under `/api`, the OpenAPI description generated from the
//! handlers, the body limit, and the static site beside them.

use crate::error::ApiError;
use crate::state::AppState;
use crate::{accounts, archive, games, lobby, notices, players, push_api, ratings};
use axum::Json;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{delete, get, post};
use std::path::Path;
use tower_http::services::ServeDir;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

/// The largest request body read.
pub const BODY_LIMIT: usize = 64 * 1024;

/// The OpenAPI description of the server, served at `/api/openapi.json`.
#[derive(OpenApi)]
#[openapi(
    info(title = "Epaminondas server", description = "Correspondence games of Robert Abbott's Epaminondas: accounts, the lobby, games by the day, Glicko-2 ratings and records."),
    paths(
        accounts::create_account,
        accounts::sign_in,
        accounts::create_guest,
        accounts::claim_guest,
        accounts::sign_out,
        lobby::create,
        lobby::list,
        lobby::accept,
        lobby::withdraw,
        lobby::watch,
        lobby::my_challenges,
        games::get_game,
        games::my_games,
        notices::watch,
        games::post_move,
        games::resign,
        archive::get_record,
        ratings::list,
        players::get_player,
        push_api::get_key,
        push_api::subscribe,
        push_api::list,
        push_api::unsubscribe,
    ),
    modifiers(&BearerToken)
)]
pub struct ApiDoc;

/// Adds the bearer token scheme the signed-in endpoints name.
struct BearerToken;

impl Modify for BearerToken {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "The token of POST /api/accounts, /api/sessions or /api/guests. A \
                         session unused for 30 days is refused with 401 (\"the session has \
                         expired; sign in again\"); each use keeps it alive.",
                    ))
                    .build(),
            ),
        );
    }
}

async fn openapi() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}

async fn no_such_endpoint() -> ApiError {
    ApiError::not_found("no such endpoint")
}

/// The server's routes on `state`, with the static site of `site` (if any) for every other
/// path.
pub fn router(state: AppState, site: Option<&Path>) -> Router {
    let api = Router::new()
        .route("/openapi.json", get(openapi))
        .route("/accounts", post(accounts::create_account))
        .route("/accounts/claim", post(accounts::claim_guest))
        .route(
            "/sessions",
            post(accounts::sign_in).delete(accounts::sign_out),
        )
        .route("/guests", post(accounts::create_guest))
        .route("/challenges", post(lobby::create).get(lobby::list))
        .route("/challenges/{id}", delete(lobby::withdraw))
        .route("/challenges/{id}/accept", post(lobby::accept))
        .route("/lobby/ws", get(lobby::watch))
        .route("/games/{id}", get(games::get_game))
        .route("/games/{id}/moves", post(games::post_move))
        .route("/games/{id}/resign", post(games::resign))
        .route("/games/{id}/record", get(archive::get_record))
        .route("/my/games", get(games::my_games))
        .route("/my/challenges", get(lobby::my_challenges))
        .route("/my/ws", get(notices::watch))
        .route("/ratings", get(ratings::list))
        .route("/players/{name}", get(players::get_player))
        .route("/push/key", get(push_api::get_key))
        .route(
            "/my/push",
            post(push_api::subscribe)
                .get(push_api::list)
                .delete(push_api::unsubscribe),
        )
        .fallback(no_such_endpoint)
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                axum::http::StatusCode::METHOD_NOT_ALLOWED,
                "this endpoint does not take that method",
            )
        })
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(state);
    let app = Router::new().nest("/api", api);
    match site {
        Some(dir) => {
            app.fallback_service(ServeDir::new(dir).precompressed_br().precompressed_gzip())
        }
        None => app,
    }
}
