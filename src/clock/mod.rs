//! The chess clock (Article 6, D.2.6): time controls, the pure two-player clock, and when to talk.
