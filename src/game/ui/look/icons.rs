//! The bar's and the review's icons, painted with egui's shapes (the fonts are cut down to the
//! game's letters), and [`IconButton`], a button with an icon and, beside it, its text or none.
//!
//! A button without text is named by its tooltip: egui's widget information carries that name,
//! so screen readers and the tests find it by the same words a player reads.

use bevy_egui::egui::{
    self, Align2, Color32, FontId, Rect, Response, Sense, Shape, Stroke, StrokeKind, TextStyle,
    TextWrapMode, Ui, Vec2, Widget, WidgetInfo, WidgetText, WidgetType, pos2, vec2,
};

/// The icon's size against the height of the button's text.
const ICON_SCALE: f32 = 1.05;
/// Room between the icon and the text, in logical pixels.
const ICON_GAP: f32 = 7.0;
/// The width of the icons' lines against the icon's size.
const LINE_SHARE: f32 = 0.11;

/// An icon of the panels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    /// A new game: a plus in a ring.
    NewGame,
    /// Undo: an arrow curving back to the left.
    Undo,
    /// Redo: an arrow curving on to the right.
    Redo,
    /// A hint: a light bulb.
    Hint,
    /// Learning: an open book.
    Learn,
    /// The game record: a page with lines.
    Record,
    /// The Settings: a cog.
    Settings,
    /// Help: a question mark in a ring.
    Help,
    /// The menu: three lines.
    Menu,
    /// The review to the start: a bar and a triangle pointing left.
    ToStart,
    /// One move back: a triangle pointing left.
    Back,
    /// One move forward: a triangle pointing right.
    Forward,
    /// To the current position: a triangle pointing right and a bar.
    ToEnd,
    /// Players online: two people, heads and shoulders.
    Players,
}

/// Paints `icon` into the square `rect` in `colour`.
pub fn paint(painter: &egui::Painter, icon: Icon, rect: Rect, colour: Color32) {
    let size = rect.width().min(rect.height());
    let c = rect.center();
    let r = size / 2.0;
    let stroke = Stroke::new((size * LINE_SHARE).max(1.5), colour);
    // A point at (x, y) of the icon's own square, both from -1 to 1.
    let at = |x: f32, y: f32| pos2(c.x + x * r, c.y + y * r);
    match icon {
        Icon::NewGame => {
            painter.circle_stroke(c, r * 0.85, stroke);
            painter.line_segment([at(-0.42, 0.0), at(0.42, 0.0)], stroke);
            painter.line_segment([at(0.0, -0.42), at(0.0, 0.42)], stroke);
        }
        Icon::Undo | Icon::Redo => {
            // Undo: a path leaving to the left along the top, coming round on the right from
            // below; Redo is its mirror image.
            let m = if icon == Icon::Undo { 1.0 } else { -1.0 };
            let mut points = vec![at(-0.5 * m, -0.3), at(0.2 * m, -0.3)];
            points.extend((1..=12).map(|i| {
                let angle = std::f32::consts::PI * (-0.5 + i as f32 / 12.0);
                at(m * (0.2 + 0.45 * angle.cos()), 0.15 + 0.45 * angle.sin())
            }));
            points.push(at(-0.25 * m, 0.6));
            painter.add(Shape::line(points, stroke));
            let head = vec![
                at(-0.9 * m, -0.3),
                at(-0.45 * m, -0.65),
                at(-0.45 * m, 0.05),
            ];
            painter.add(Shape::convex_polygon(head, colour, Stroke::NONE));
        }
        Icon::Hint => {
            painter.circle_stroke(at(0.0, -0.22), r * 0.55, stroke);
            painter.line_segment([at(-0.28, 0.5), at(0.28, 0.5)], stroke);
            painter.line_segment([at(-0.2, 0.78), at(0.2, 0.78)], stroke);
            // The filament.
            painter.line_segment([at(-0.15, -0.2), at(0.0, 0.05)], stroke);
            painter.line_segment([at(0.0, 0.05), at(0.15, -0.2)], stroke);
        }
        Icon::Learn => {
            let left = vec![at(0.0, -0.5), at(-0.9, -0.7), at(-0.9, 0.55), at(0.0, 0.75)];
            let right = vec![at(0.0, -0.5), at(0.9, -0.7), at(0.9, 0.55), at(0.0, 0.75)];
            painter.add(Shape::closed_line(left, stroke));
            painter.add(Shape::closed_line(right, stroke));
        }
        Icon::Record => {
            let page = vec![
                at(-0.62, -0.85),
                at(0.3, -0.85),
                at(0.62, -0.5),
                at(0.62, 0.85),
                at(-0.62, 0.85),
            ];
            painter.add(Shape::closed_line(page, stroke));
            for y in [-0.3, 0.05, 0.4] {
                painter.line_segment([at(-0.35, y), at(0.35, y)], stroke);
            }
        }
        Icon::Settings => {
            painter.circle_stroke(c, r * 0.5, stroke);
            painter.circle_filled(c, r * 0.16, colour);
            let tooth = Stroke::new(stroke.width * 1.9, colour);
            for i in 0..8 {
                let angle = std::f32::consts::TAU * i as f32 / 8.0;
                let (sin, cos) = angle.sin_cos();
                painter.line_segment(
                    [at(cos * 0.55, sin * 0.55), at(cos * 0.88, sin * 0.88)],
                    tooth,
                );
            }
        }
        Icon::Players => {
            for (x, scale) in [(-0.38, 0.85), (0.3, 1.0)] {
                painter.circle_stroke(at(x, -0.38 * scale), r * 0.26 * scale, stroke);
                let shoulders: Vec<egui::Pos2> = (0..=10)
                    .map(|i| {
                        let angle = std::f32::consts::PI * (1.0 + i as f32 / 10.0);
                        at(
                            x + 0.42 * scale * angle.cos(),
                            0.75 + 0.6 * scale * angle.sin(),
                        )
                    })
                    .collect();
                painter.add(Shape::line(shoulders, stroke));
            }
        }
        Icon::Help => {
            painter.circle_stroke(c, r * 0.85, stroke);
            painter.text(
                c + vec2(0.0, r * 0.04),
                Align2::CENTER_CENTER,
                "?",
                FontId::proportional(size * 0.78),
                colour,
            );
        }
        Icon::Menu => {
            for y in [-0.55, 0.0, 0.55] {
                painter.line_segment([at(-0.75, y), at(0.75, y)], stroke);
            }
        }
        Icon::ToStart | Icon::Back | Icon::Forward | Icon::ToEnd => {
            let left = matches!(icon, Icon::ToStart | Icon::Back);
            let x = if left { 1.0 } else { -1.0 };
            let triangle = vec![at(0.45 * x, -0.6), at(0.45 * x, 0.6), at(-0.45 * x, 0.0)];
            painter.add(Shape::convex_polygon(triangle, colour, Stroke::NONE));
            if matches!(icon, Icon::ToStart | Icon::ToEnd) {
                let bar = Stroke::new(stroke.width * 1.4, colour);
                painter.line_segment([at(-0.62 * x, -0.6), at(-0.62 * x, 0.6)], bar);
            }
        }
    }
}

/// A button with an icon and, beside it, its text (or only the icon, named by its tooltip).
#[must_use = "add it with ui.add"]
pub struct IconButton<'a> {
    icon: Icon,
    text: Option<&'a str>,
    name: &'a str,
    selected: bool,
    busy: bool,
    min_size: Vec2,
}

impl<'a> IconButton<'a> {
    /// A button showing `icon` and `text`.
    pub fn new(icon: Icon, text: &'a str) -> Self {
        IconButton {
            icon,
            text: Some(text),
            name: text,
            selected: false,
            busy: false,
            min_size: Vec2::ZERO,
        }
    }

    /// A button showing only `icon`; `name` is its tooltip and what it is called.
    pub fn icon_only(icon: Icon, name: &'a str) -> Self {
        IconButton {
            icon,
            text: None,
            name,
            selected: false,
            busy: false,
            min_size: Vec2::ZERO,
        }
    }

    /// Drawn as chosen (brass), like a selected tab.
    pub fn selected(mut self, selected: bool) -> Self {
        self.selected = selected;
        self
    }

    /// A spinner in place of the icon: what it asked for is under way.
    pub fn busy(mut self, busy: bool) -> Self {
        self.busy = busy;
        self
    }

    /// At least this size.
    pub fn min_size(mut self, min_size: Vec2) -> Self {
        self.min_size = min_size;
        self
    }
}

impl Widget for IconButton<'_> {
    fn ui(self, ui: &mut Ui) -> Response {
        let padding = ui.spacing().button_padding;
        let icon_size = ui.text_style_height(&TextStyle::Button) * ICON_SCALE;
        let galley = self.text.map(|text| {
            WidgetText::from(text).into_galley(
                ui,
                Some(TextWrapMode::Extend),
                f32::INFINITY,
                TextStyle::Button,
            )
        });
        let text_width = galley.as_ref().map_or(0.0, |g| ICON_GAP + g.size().x);
        let content = vec2(icon_size + text_width, icon_size);
        let desired = (content + 2.0 * padding)
            .max(vec2(
                ui.spacing().interact_size.y,
                ui.spacing().interact_size.y,
            ))
            .max(self.min_size);
        let (rect, response) = ui.allocate_exact_size(desired, Sense::click());
        let enabled = ui.is_enabled();
        response.widget_info(|| {
            WidgetInfo::selected(WidgetType::Button, enabled, self.selected, self.name)
        });
        let response = if self.text.is_none() {
            response.on_hover_text(self.name)
        } else {
            response
        };
        if ui.is_rect_visible(rect) {
            let visuals = ui.style().interact_selectable(&response, self.selected);
            let painter = ui.painter();
            painter.rect(
                rect.expand(visuals.expansion),
                visuals.corner_radius,
                visuals.weak_bg_fill,
                visuals.bg_stroke,
                StrokeKind::Inside,
            );
            let colour = if self.selected {
                visuals.fg_stroke.color
            } else {
                visuals.text_color()
            };
            let left = rect.center().x - content.x / 2.0;
            let icon_rect = Rect::from_center_size(
                pos2(left + icon_size / 2.0, rect.center().y),
                Vec2::splat(icon_size),
            );
            if self.busy {
                egui::Spinner::new()
                    .size(icon_size)
                    .color(colour)
                    .paint_at(ui, icon_rect);
            } else {
                paint(painter, self.icon, icon_rect, colour);
            }
            if let Some(galley) = galley {
                let top_left = pos2(
                    icon_rect.right() + ICON_GAP,
                    rect.center().y - galley.size().y / 2.0,
                );
                painter.galley(top_left, galley, colour);
            }
        }
        response
    }
}
